/// A value of a layout library's own type, met between its operators and methods and never
/// kept by UIKit: Stevia's margins and partial rows (`|-8`, `a - 8`), its attributes
/// (`a.Top + 8`), EasyPeasy's `view.easy` and its attributes (`Top(10).to(b)`), and the
/// relations both write as prefix operators (`>=20`, `*0.5`).
public enum LibraryItem: Sendable {
    /// Stevia's `|-8` or `8-|` (or `|->=8`): a margin to the superview's edge, waiting for the
    /// view it sits beside.
    case steviaMargin(Double, RelationKind)
    /// Stevia's `a - 8`, `[a, b] - 8` or `a - >=8`: the views of a row so far and the gap after
    /// the last of them, waiting for the next view.
    case steviaGap([String], Double, RelationKind)
    /// Stevia's `a - ""`: the views of a row so far, the next one not tied to them.
    case steviaSpace([String])
    /// Stevia's `50%`.
    case percentage(Double)
    /// `>=20`, `<=20`, `==20`, `*0.5`: Stevia's flexible margin and EasyPeasy's `Constant`.
    case constant(RelationKind, Double, multiplier: Double)
    /// Stevia's `a.Top`, `a.Width * 0.5 + 8`: an attribute with the constant and multiplier
    /// written after it (nil when none was).
    case steviaAttribute(AnchorOwner, LayoutAttribute, constant: Double?, multiplier: Double?)
    /// EasyPeasy's `view.easy`.
    case easy(AnchorOwner)
    /// An EasyPeasy attribute (`Top(10)`), or a compound one (`Edges()`) as its parts.
    case easyAttributes([EasyAttribute])
    /// A `UIViewPropertyAnimator`: its animations and completions, kept in the pasted-object
    /// store under this id until it starts (an animator is a reference the code keeps and adds to).
    case propertyAnimator(Int)
    /// A view's `layer`: what code sets on it (`layer.cornerRadius = 4`) draws only, and reads
    /// back as it was set.
    case layer(of: String)
    /// A text view's `textContainer`: its `lineFragmentPadding` reads UIKit's 5 until code sets
    /// it, and reads back as set.
    case textContainer(of: String)
    /// A compositional layout's `NSCollectionLayoutDimension` (`.fractionalWidth(0.5)`,
    /// `.absolute(44)`): how it is given and its number, which `dimension` reads back.
    case layoutDimension(String, Double)
    /// SDAutoLayout's `view.sd_layout` and the chain of its rules so far: the view, and the key
    /// of the equality written last, which `offset(_:)` moves.
    case sdLayout(String, last: String?)
    /// PinLayout's `view.pin` and the chain written after it so far.
    case pinLayout(PinLayoutChain)
    /// PinLayout's `view.edge` (nil) or one of its edges (`view.edge.bottom`).
    case pinEdge(String, PinLayoutEdge?)
    /// PinLayout's `view.anchor` (nil) or one of its nine points (`view.anchor.bottomCenter`).
    case pinAnchor(String, String?)
    /// Anchorage's expression of an anchor kept for later (`let half = view.widthAnchor / 2 - 20`):
    /// its anchors, multiplier and constant, which a relation (`box.widthAnchor == half`) reads.
    case anchorExpression([AnchorTarget], multiplier: Double, constant: Double)
    /// Align's `view.anchors` (or Align 1's `view.al`, whose `edges` are the absolute left and
    /// right): a view's or a guide's anchors and the groups of them.
    case alignAnchors(AnchorOwner, legacy: Bool)
    /// An Align anchor with the offset and multiplier arithmetic gave it (`view.anchors.top + 8`).
    case alignAnchor(AlignAnchor)
    /// Align's `anchors.edges`: the edges its `pin` relates, in the order it makes them.
    case alignEdges(AnchorOwner, [LayoutAttribute])
    /// Align's `anchors.center`.
    case alignCenter(AnchorOwner)
    /// Align's `anchors.size`.
    case alignSize(AnchorOwner)
    /// A Combine publisher of a pasted model's `@Published` property, and the value it gives a
    /// new subscriber now (``CombinePublisher``).
    case publisher(CombinePublisher)
}

/// One of Align's anchors: an attribute of a view or a guide, with the offset (`+ 8`) and
/// multiplier (`* 0.5`) written after it, which the constraint it makes takes in.
public struct AlignAnchor: Sendable, Hashable {
    public var owner: AnchorOwner
    public var attribute: LayoutAttribute
    public var offset: Double = 0
    public var multiplier: Double = 1
}

/// One EasyPeasy attribute: what it constrains, its constant, relation and multiplier, the
/// item and attribute it is related to (the superview's same attribute, or for a dimension a
/// constant, when `to(_:)`/`like(_:)` named none), and its priority.
public struct EasyAttribute: Sendable, Hashable {
    public var attribute: LayoutAttribute
    public var relation: RelationKind = .equal
    public var constant: Double = 0
    public var multiplier: Double = 1
    public var reference: AnchorOwner?
    public var referenceAttribute: LayoutAttribute?
    public var priority: Double = 1000
    /// Written with `.when { … }`: its condition is the app's, not read here.
    public var hasCondition = false
}

/// Where an EasyPeasy attribute sits on its view, as the library's nodes sort them: one node
/// for each axis, relation and priority, with a slot for the near edge, the far edge, the
/// centre and the size. A new attribute in a slot replaces the one there, and a centre clears
/// both edges (an edge, the centre) of its node.
public struct EasyPeasySlot: Sendable, Hashable {
    public enum Part: Int, Sendable, Hashable { case near, far, center, dimension }
    public var vertical: Bool
    public var relation: RelationKind
    public var priority: Double
    public var part: Part
}
