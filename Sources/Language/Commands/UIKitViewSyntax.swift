/// The UIKit class a pasted declaration makes.
public enum UIKitViewClass: String, CaseIterable, Hashable, Sendable {
    case view = "UIView"
    case scrollView = "UIScrollView"
    case label = "UILabel"
    case imageView = "UIImageView"

    /// The kind the native declaration words give.
    public var kind: DeclaredKind {
        switch self {
        case .view: .view
        case .scrollView: .scroll
        case .label: .label
        case .imageView: .image
        }
    }
}

/// `let a = UIView()`, `var sv: UIScrollView = UIScrollView()`, `let b = UIView(frame: CGRect(…))`.
///
/// The view is made outside any hierarchy; `parent.addSubview(a)` places it.
public struct UIKitViewDeclaration: Hashable, Sendable {
    public var name: Identifier
    public var viewClass: UIKitViewClass
    public var classRange: SourceRange
    /// `UIView(frame:)`: the view keeps translatesAutoresizingMaskIntoConstraints on.
    public var frame: RectLiteral?
    /// `UIView(frame: view.bounds)` or `frame: other.frame`: a rect read from another view when
    /// the declaration runs.
    public var frameOf: FrameReference?
    public var range: SourceRange
}

/// `parent.addSubview(child)`.
public struct AddSubviewCommand: Hashable, Sendable {
    public var parent: ItemExpression
    public var child: Identifier
    public var range: SourceRange
}

/// `view.bounds` or `other.frame` as the frame of a new view.
public struct FrameReference: Hashable, Sendable {
    public var item: ItemExpression
    /// `bounds` (origin 0,0) or `frame`.
    public var isBounds: Bool
    public var range: SourceRange
}
