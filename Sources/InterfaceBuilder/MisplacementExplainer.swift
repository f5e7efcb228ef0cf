import Layout

/// Says why each misplaced view of a scene is where IB stored it and not where the constraints
/// put it, as far as the model knows. What every view's explanation needs — the scene's
/// ambiguities, the views whose measured size differs, those whose stored frames are older than
/// their constraints, and which misplaced views follow which — is worked out once, so a scene
/// with hundreds of misplaced views is explained in time proportional to their number squared.
public struct MisplacementExplainer {
    let built: BuiltScene
    let layout: Layout
    let misplaced: [Misplacement]
    let ambiguous: Set<ViewID>
    let stale: [ViewID: StaleFrame]
    /// Misplaced views whose measured size differs (a view that only moved is no cause of its
    /// own), and those following them through misplaced views laid out against each other.
    let resized: Set<ViewID>
    let followsResized: Set<ViewID>
    /// Misplaced views whose stored frames are older than their constraints (or that Xcode
    /// flagged), and those following them.
    let outdated: Set<ViewID>
    let followsOutdated: Set<ViewID>
    /// Misplaced arranged views that a stack not filling across holds at 0 across (nothing else
    /// sizes them there), and the misplaced views inside or around them.
    let heldAtZero: Set<ViewID>
    /// Misplaced hidden arranged views UIKit collapses along their stack's axis, whatever their
    /// kind (a hidden stack of text fields as well as a label), and those following them.
    let collapsed: Set<ViewID>
    let followsCollapsed: Set<ViewID>
    /// Those of `collapsed` IB's canvas gave room (``isCollapsedOnCanvas(_:built:layout:)``):
    /// the only ones what IB stored around them follows.
    let collapsedByUIKitOnly: Set<ViewID>
    let followsHeldAtZero: Set<ViewID>
    /// Misplaced labels whose text is empty (`text=""`, or none), smaller than IB stored them:
    /// UIKit gives an empty label no size of its own, where IB's canvas keeps the size it was
    /// drawn at; and the misplaced views following them.
    let emptyLabels: Set<ViewID>
    /// Misplaced table cells' content views UIKit makes taller or shorter than IB stored them:
    /// a self-sizing row is as tall as its content asks, where IB's canvas draws it at the
    /// height stored, squeezing or stretching what it holds.
    let selfSizedContent: [ViewID: Misplacement]
    let followsEmptyLabels: Set<ViewID>
    /// Misplaced views whose stored frames break one of their constraints by a point or less,
    /// by as much as the view is off (``rounding(_:broken:)``): the canvas's rounding.
    let rounded: [ViewID: StaleFrame]
    /// Misplaced views following one the canvas rounded, through misplaced views laid out
    /// against each other.
    let followsRounded: Set<ViewID>
    let chains: [ViewID: [ViewID]]
    /// Misplaced views a placeholder constraint held on IB's canvas, and those laid out against
    /// them: UIKit lays them all out without the placeholder.
    let placeholderHeld: [ViewID]
    let followsPlaceholder: Set<ViewID>
    /// The pairs of views some constraint relates (IB's, a stack's, UIKit's own), each pair
    /// once, lower id first: what lays one view out against another.
    let links: Set<ViewPair>
    /// Each view's intrinsic size per axis, where it has one: its content-hugging constraint's
    /// constant (a label's text, a control's measure).
    let intrinsic: [ViewID: [Axis: Double]]
    /// The constraints naming each view, for what its stored frame meets.
    let byView: [ViewID: [(id: LayoutConstraintID, element: InterfaceConstraint)]]

    public init(_ built: BuiltScene, layout: Layout, misplaced: [Misplacement]) {
        self.built = built
        self.layout = layout
        self.misplaced = misplaced
        ambiguous = Set(built.ambiguities.map(\.view) + layout.ambiguities().map(\.view))
        let byView = built.constraintsByView(in: layout)
        self.byView = byView
        var stale: [ViewID: StaleFrame] = [:]
        for m in misplaced {
            if let s = built.staleFrame(of: m.view, among: byView[m.view] ?? [], in: layout) { stale[m.view] = s }
        }
        self.stale = stale
        var rounded: [ViewID: StaleFrame] = [:]
        for m in misplaced where stale[m.view] == nil {
            let broken = built.brokenConstraints(of: m.view, among: byView[m.view] ?? [], in: layout, tolerance: 0.01)
            if let s = Self.rounding(m, broken: broken) { rounded[m.view] = s }
        }
        self.rounded = rounded
        var chains: [ViewID: [ViewID]] = [:]
        for m in misplaced {
            var chain: [ViewID] = []
            var current = layout.superview(of: m.view)
            while let c = current, !chain.contains(c) { chain.append(c); current = layout.superview(of: c) }
            chains[m.view] = chain
        }
        self.chains = chains
        let links = Self.constraintLinks(in: layout)
        self.links = links
        var intrinsic: [ViewID: [Axis: Double]] = [:]
        for id in layout.constraintIDs {
            guard let c = layout.constraint(id), case .contentHugging(let axis) = c.origin else { continue }
            intrinsic[c.first.view, default: [:]][axis] = c.constant
        }
        self.intrinsic = intrinsic
        // A view whose stored frame clearly breaks one of its constraints is older than them:
        // whatever its measure, the stored size is not what IB's canvas measured last.
        resized = Set(misplaced.filter { m in
            (abs(m.solved.width - m.stored.width) > 0.5 || abs(m.solved.height - m.stored.height) > 0.5)
                && built.views[m.view]?.measure != nil && !Self.clearlyBroken(stale[m.view])
                && (Self.isAtItsMeasure(m, intrinsic: intrinsic[m.view] ?? [:], wraps: Self.wraps(m.view, in: layout),
                                        byText: Self.measuresWidthByText(built.views[m.view]?.element))
                    || Self.isSharedInProportion(m, intrinsic: intrinsic[m.view] ?? [:], in: layout)
                    || built.views[m.view]?.isHiddenArranged == true)
        }.map(\.view))
        outdated = Set(misplaced.filter { $0.flaggedByXcode || stale[$0.view] != nil }.map(\.view))
        collapsed = Set(misplaced.filter { m in
            (abs(m.solved.width - m.stored.width) > 0.5 || abs(m.solved.height - m.stored.height) > 0.5)
                && built.views[m.view]?.isHiddenArranged == true
        }.map(\.view))
        // (One IB's canvas collapsed too — a visible sibling stored where it lies — moves nothing
        // IB stored: the views around it do not follow it.)
        collapsedByUIKitOnly = collapsed.filter { !Self.isCollapsedOnCanvas($0, built: built, layout: layout) }
        followsCollapsed = Self.reach(from: collapsedByUIKitOnly, misplaced: misplaced, chains: chains, links: links)
        followsResized = Self.reach(from: resized, misplaced: misplaced, chains: chains, links: links)
        followsOutdated = Self.reach(from: outdated, misplaced: misplaced, chains: chains, links: links)
        followsRounded = Self.reach(from: Set(rounded.keys), misplaced: misplaced, chains: chains, links: links)
        placeholderHeld = misplaced.map(\.view).filter { built.views[$0]?.placeholderHeld == true }
        followsPlaceholder = Self.reach(from: Set(placeholderHeld), misplaced: misplaced, chains: chains, links: links)
        emptyLabels = Set(misplaced.filter { m in
            guard let label = layout.view(m.view)?.label, label.sizesToText, !label.isTextView, label.text.isEmpty else { return false }
            return m.solved.width < m.stored.width - 0.5 || m.solved.height < m.stored.height - 0.5
        }.map(\.view))
        var selfSized: [ViewID: Misplacement] = [:]
        for m in misplaced where built.views[m.view]?.element == "tableViewCellContentView"
            && abs(m.solved.height - m.stored.height) > 0.5 && abs(m.solved.width - m.stored.width) <= 0.5 {
            selfSized[m.view] = m
        }
        selfSizedContent = selfSized
        followsEmptyLabels = Self.reach(from: emptyLabels, misplaced: misplaced, chains: chains, links: links)
        heldAtZero = Set(misplaced.filter { Self.isHeldAtZeroAcross($0, in: layout) }.map(\.view))
        // Only the views inside one held at 0 or holding one follow it: a sibling moved for
        // another reason is not explained by it.
        let held = heldAtZero
        followsHeldAtZero = Set(misplaced.map(\.view).filter { v in
            held.contains { h in chains[v]?.contains(h) == true || chains[h]?.contains(v) == true }
        })
    }

    /// Whether IB's stored frames give a hidden arranged view no room along its stack's axis: a
    /// visible arranged sibling is stored over the span it is stored at, as a collapsed view's
    /// neighbours lie.
    static func isCollapsedOnCanvas(_ hidden: ViewID, built: BuiltScene, layout: Layout) -> Bool {
        guard let stackID = layout.superview(of: hidden), let stack = layout.stack(stackID),
              let own = built.views[hidden]?.storedFrame else { return false }
        let vertical = stack.axis == .vertical
        let span = vertical ? (own.minY, own.maxY) : (own.minX, own.maxX)
        return stack.arrangedSubviews.contains { sibling in
            guard sibling != hidden, built.views[sibling]?.isHiddenArranged != true,
                  let frame = built.views[sibling]?.storedFrame else { return false }
            let other = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
            return min(span.1, other.1) - max(span.0, other.0) > 0.5
        }
    }

    /// Whether UIKit's stack view holds a misplaced arranged view at 0 across its axis: the stack
    /// does not fill across, so each arranged view is pulled to 0 there at priority 25
    /// ('UISV-ambiguity-suppression'), and a view nothing else sizes (a plain view with no
    /// constraint on that side) is 0 — where IB's canvas keeps the size the view was drawn at.
    ///
    /// A plain view whose subviews' constraints size it (a label pinned inside it) is pulled
    /// down the same way, to what they need: smaller than the size IB drew it at.
    static func isHeldAtZeroAcross(_ m: Misplacement, in layout: Layout) -> Bool {
        guard let stackID = layout.superview(of: m.view), let stack = layout.stack(stackID),
              stack.alignment != .fill, stack.arrangedSubviews.contains(m.view) else { return false }
        let horizontal = stack.axis == .horizontal
        let solved = horizontal ? m.solved.height : m.solved.width
        let stored = horizontal ? m.stored.height : m.stored.width
        if abs(solved) < 0.001 && stored > 0.5 { return true }
        guard let v = layout.view(m.view), v.kind == .view, v.label == nil, v.imageSize == nil, layout.stack(m.view) == nil,
              !v.subviews.isEmpty else { return false }
        return solved < stored - 0.5
    }

    /// Whether a misplaced view whose height differs from IB's is at about its own measured
    /// height (its intrinsic height, within 2 pt: a wrapping label's last measure may be a pass
    /// behind). A view its constraints stretch or squeeze past its measure (a button filling a row
    /// as tall as another row's text field, a label in a row of a fixed height) is not as tall as
    /// its text, and one with no intrinsic height (a text view that scrolls) has no measured
    /// height: its height differs from IB's for another reason. Widths are not asked: a wrapping
    /// label's, or one a stack shares out among measured views, follows the measures without
    /// being one.
    ///
    /// A view that does not wrap (a one-line label, a text field, a button) is measured exactly
    /// in height: one its constraints hold off its measure (a label's height fixed by a top and
    /// a centre) is not at its measure, by any amount; nor is one held more than 2 pt off its
    /// measured width (a field as wide as another).
    static func isAtItsMeasure(_ m: Misplacement, intrinsic: [Axis: Double], wraps: Bool = true, byText: Bool = false) -> Bool {
        // (Widths within 2 pt of the measure are its: a canvas rounding titles to whole points.)
        if !wraps, byText, abs(m.solved.width - m.stored.width) > 0.5, let measured = intrinsic[.horizontal],
           abs(m.solved.width - measured) > 2 {
            return false
        }
        guard abs(m.solved.height - m.stored.height) > 0.5 else { return true }
        guard let measured = intrinsic[.vertical] else { return false }
        return abs(m.solved.height - measured) <= (wraps ? 2 : 0.5)
    }

    /// Whether a view's measure may wrap, and so lag a pass behind its width: a label of more
    /// than one line, or of any number, and a text view. A control's measure does not wrap.
    static func wraps(_ view: ViewID, in layout: Layout) -> Bool {
        guard let v = layout.view(view) else { return true }
        return v.label.map { $0.numberOfLines != 1 } ?? false
    }

    /// Whether a view's measured width is all of its text's (a label's, a text field's), so a
    /// width constraints hold far from it is not its measure; a button's also holds its
    /// insets and image, which its measure does not say apart.
    static func measuresWidthByText(_ element: String?) -> Bool { element == "label" || element == "textField" }

    /// Whether a misplaced view is an arranged view of a fill-proportionally stack with a measured
    /// size along the stack's axis: UIKit shares the stack's length out in proportion to its
    /// arranged views' measured sizes, so its length follows those measures without being its own.
    static func isSharedInProportion(_ m: Misplacement, intrinsic: [Axis: Double], in layout: Layout) -> Bool {
        guard let stackID = layout.superview(of: m.view), let stack = layout.stack(stackID),
              stack.distribution == .fillProportionally, stack.arrangedSubviews.contains(m.view) else { return false }
        return intrinsic[stack.axis] != nil
    }

    /// Why a label's stored height is a whole point above its text's: such frames come from
    /// Xcode 7 and earlier, which stored text sizes in whole points, and from labels dragged
    /// from the library at its 21-pt default and never laid out again, seen in documents saved
    /// by Xcode 13 and 14 as well.
    static func wholePointHeightReason(_ height: Double, solved: Double) -> String {
        "its stored height, \(formatNumber(height)), is its text's rounded up to a whole point, a frame Xcode 7 and earlier "
            + "stored, or a label's library default, that no later Xcode updated: UIKit gives \(formatNumber(solved))"
    }

    /// The stored height of a view stored at its solved height rounded up to a whole point (21
    /// for a 17-pt line, 20.5 at @2x), with the same width (or that rounded up too): the height
    /// Xcode 7's whole-point canvas gave a label's text, which later canvases keep until the
    /// label is laid out again. Nil for any other difference.
    static func wholePointTextHeight(_ m: Misplacement) -> Double? {
        let close: (Double, Double) -> Bool = { abs($0 - $1) <= 0.01 }
        func roundedUp(_ stored: Double, _ solved: Double) -> Bool {
            close(stored, stored.rounded()) && !close(solved, solved.rounded()) && close(stored, solved.rounded(.up))
        }
        guard roundedUp(m.stored.height, m.solved.height),
              abs(m.stored.width - m.solved.width) <= 0.5 || roundedUp(m.stored.width, m.solved.width) else { return nil }
        return m.stored.height
    }

    /// Whether the stored frame is off the solved one only by what the canvas's rounding explains:
    /// on each axis where it is off by more than 0.5 pt, the stored frames break one of the view's
    /// constraints along that axis by a point or less, and the view is off there by no more than
    /// that break — twice it for a size a centring constraint sets, as a label stored 441 wide
    /// between a leading 20 and the centre of a 480-pt view, where the constraints give 440. The
    /// canvas rounded the frame (Xcode 7 and earlier to whole points, later ones to the pixel) and
    /// stored it so, where UIKit solves the constraints exactly. No measure explains it: the stored
    /// frames alone break the constraint; an aspect ratio's break puts either axis off (a square
    /// stored 280×281). `broken`: the constraints the stored frames break; the
    /// one returned explains the larger difference (nil: rounding does not explain it).
    static func rounding(_ m: Misplacement, broken: [StaleFrame]) -> StaleFrame? {
        let offAcross = max(abs(m.solved.minX - m.stored.minX), abs(m.solved.width - m.stored.width))
        let offDown = max(abs(m.solved.minY - m.stored.minY), abs(m.solved.height - m.stored.height))
        func explaining(_ axis: Axis, _ off: Double) -> StaleFrame? {
            broken.first { s in
                let by = abs(s.stored - s.asked)
                return (s.axis == axis || s.spansAxes) && by > 0.01 && by <= 1 && off <= 2 * by + 0.01
            }
        }
        let across = offAcross > 0.5 ? explaining(.horizontal, offAcross) : nil
        let down = offDown > 0.5 ? explaining(.vertical, offDown) : nil
        if offAcross > 0.5, across == nil { return nil }
        if offDown > 0.5, down == nil { return nil }
        // The constraint named is the one behind the larger difference.
        return offAcross >= offDown ? across : down
    }

    /// Two views a constraint relates, the lower id first.
    struct ViewPair: Hashable {
        let low: ViewID
        let high: ViewID
        init(_ a: ViewID, _ b: ViewID) { (low, high) = a < b ? (a, b) : (b, a) }
    }

    /// Every pair of distinct views some constraint of the layout relates, a layout guide
    /// standing for the view that owns it.
    static func constraintLinks(in layout: Layout) -> Set<ViewPair> {
        var links: Set<ViewPair> = []
        for id in layout.constraintIDs {
            guard let c = layout.constraint(id), let second = c.second, c.first.view != second.view else { continue }
            links.insert(ViewPair(c.first.view, second.view))
        }
        return links
    }

    /// Whether misplaced view `view` is laid out against misplaced view `other`: `other` is one
    /// of its superviews or subviews, or a constraint relates the two. A view that only shares a
    /// superview with `other`, with no constraint between them, is not moved by it: a label's
    /// measure at the top of a screen does not move a cell's image at its bottom. (One moved
    /// through views in between follows them, when they are misplaced too: ``reach(from:misplaced:chains:links:)``.)
    static func against(_ view: ViewID, _ other: ViewID, chains: [ViewID: [ViewID]], links: Set<ViewPair>) -> Bool {
        guard view != other else { return false }
        if chains[view]?.contains(other) == true || chains[other]?.contains(view) == true { return true }
        return links.contains(ViewPair(view, other))
    }

    func against(_ view: ViewID, _ other: ViewID) -> Bool {
        Self.against(view, other, chains: chains, links: links)
    }

    /// The misplaced views that follow one of `causes`, through any number of misplaced views
    /// each laid out against the one before (the causes included).
    static func reach(from causes: Set<ViewID>, misplaced: [Misplacement], chains: [ViewID: [ViewID]],
                      links: Set<ViewPair>) -> Set<ViewID> {
        var reached = causes
        var queue = misplaced.map(\.view).filter(causes.contains)
        while let next = queue.popLast() {
            for m in misplaced where !reached.contains(m.view) && against(m.view, next, chains: chains, links: links) {
                reached.insert(m.view)
                queue.append(m.view)
            }
        }
        return reached
    }

    /// The views `m` is placed against whose stored frames are off UIKit's by half a point or
    /// less (so not misplaced themselves), named (three at most), when IB's stored frames meet
    /// every required constraint of `m` and `m` is off by no more than 2 pt: a label IB stored
    /// below two labels each stored half a point taller (whole-point text heights) is a point
    /// lower, with every constraint met on the canvas. Nil otherwise.
    func placedAgainstNearMisses(_ m: Misplacement) -> String? {
        let off = [m.solved.minX - m.stored.minX, m.solved.minY - m.stored.minY].map(abs).max() ?? 0
        guard off <= 2 else { return nil }
        let mine = byView[m.view] ?? []
        guard built.brokenConstraints(of: m.view, among: mine, in: layout, tolerance: 0.01).isEmpty else { return nil }
        let misplacedViews = Set(misplaced.map(\.view))
        var names: [String] = []
        for (id, _) in mine {
            guard let c = layout.constraint(id) else { continue }
            for item in [c.first, c.second].compactMap({ $0 }) {
                guard case .view(let other) = item, other != m.view, other != .root, !misplacedViews.contains(other),
                      let stored = built.views[other]?.storedFrame else { continue }
                let solved = layout.frame(of: other)
                let nearMiss = [solved.minX - stored.minX, solved.minY - stored.minY,
                                solved.width - stored.width, solved.height - stored.height].contains { abs($0) > 0.01 }
                if nearMiss, let name = layout.name(of: other), !names.contains(name) { names.append(name) }
            }
        }
        guard !names.isEmpty else { return nil }
        return names.prefix(3).joined(separator: ", ") + (names.count > 3 ? "…" : "")
    }

    /// Whether a stored frame breaks a constraint by more than 2 pt: more than a canvas's rounding
    /// or a text measure's difference moves a view, so the frame is older than the constraint
    /// whatever its own measure.
    static func clearlyBroken(_ stale: StaleFrame?) -> Bool {
        guard let stale else { return false }
        return abs(stale.stored - stale.asked) > 2
    }

    /// The causes among the misplaced views `m` is laid out against, else the followers of a
    /// cause among them, named (three at most); nil when `m` follows no cause.
    func follows(_ m: Misplacement, causes: Set<ViewID>, reached: Set<ViewID>) -> (names: String, direct: Bool)? {
        guard reached.contains(m.view) || misplaced.contains(where: { causes.contains($0.view) && against(m.view, $0.view) })
        else { return nil }
        // Causes inside the view are named first (they size it), then its superviews (they
        // hold it), then the views constraints place it against.
        let outside = chains[m.view] ?? []
        let causing = misplaced.filter { causes.contains($0.view) && against(m.view, $0.view) }
        let within = causing.filter { chains[$0.view]?.contains(m.view) == true }
        let holding = causing.filter { outside.contains($0.view) }
        let beside = causing.filter { chains[$0.view]?.contains(m.view) != true && !outside.contains($0.view) }
        let direct = (within + holding + beside).map(\.name)
        let names = direct.isEmpty ? misplaced.filter { reached.contains($0.view) && against(m.view, $0.view) }.map(\.name) : direct
        guard !names.isEmpty else { return nil }
        return (names.prefix(3).joined(separator: ", ") + (names.count > 3 ? "…" : ""), !direct.isEmpty)
    }

    /// Why `m` is misplaced, the first that holds of: an ambiguous layout; an SF Symbol whose
    /// alignment insets are not known; a stored size IB's canvas did not lay out (a cell's content
    /// view Xcode 6 left at a default row's height); a hidden arranged view UIKit collapses; a
    /// label's height stored in whole points; a stored frame a canvas rounded off one of its
    /// constraints by as much as it is off; its own measured size
    /// (text, a control) where it is at that size, unless its stored frame clearly breaks one of
    /// its constraints; an arranged view a
    /// stack holds at 0 across; a constraint of its own that IB's stored frames break (they are
    /// older than the constraints); hidden arranged views it follows, which UIKit collapses;
    /// the measured sizes of other misplaced views it follows; arranged views held at 0 that it follows; conflicting
    /// constraints; other views it follows
    /// whose stored frames are older than their constraints; other views it follows whose stored
    /// frames the canvas rounded; a root view Xcode flagged misplaced; a move by the height of one of the
    /// designed device's bars — else that nothing Layoutbook models explains it (a stored frame
    /// IB did not update, or something not read).
    /// How far, and by which bar, a view tied by its top or bottom to the root's safe area is
    /// off on that edge (its place across as IB stored it): the canvas drew the scene's safe
    /// area with an inset Layoutbook does not give it there, or without one it does. Nil when
    /// the move is no bar's height (``BuiltScene/barOffset(_:)``) or the view is not tied on an
    /// edge that moved. Checked before what the view is laid out beside, which a bar does not
    /// move.
    /// What a move by a bar's height says (``BuiltScene/barOffset(_:)``).
    static func barOffsetReason(_ amount: Double, _ what: String) -> String {
        "it is \(formatNumber(amount)) pt off vertically, the height of \(what): IB's canvas likely drew the scene with a bar or inset Layoutbook does not (or without one it does): simulated metrics, or a container the document does not show"
    }

    func safeAreaEdgeOffset(_ m: Misplacement) -> (Double, String)? {
        guard let (amount, what) = built.barOffset(m) else { return nil }
        func tied(_ edge: Attribute) -> Bool {
            (byView[m.view] ?? []).contains { entry in
                guard let c = layout.constraint(entry.id) else { return false }
                return (c.first == .view(m.view) && c.firstAttribute == edge && c.second == .safeArea(.root) && c.secondAttribute == edge)
                    || (c.second == .view(m.view) && c.secondAttribute == edge && c.first == .safeArea(.root) && c.firstAttribute == edge)
            }
        }
        let moved: (Double, Double) -> Bool = { abs($0 - $1) > 0.5 }
        let movedTied = (moved(m.solved.maxY, m.stored.maxY) && tied(.bottom)) || (moved(m.solved.minY, m.stored.minY) && tied(.top))
        return movedTied ? (amount, what) : nil
    }

    /// The side margin IB stored and the one solved, for a view tied to its table cell content
    /// view's leading or trailing margins, stored 15 from the cell's edge on every side it is
    /// tied where the document's Xcode gives 16; nil otherwise. Public documents
    /// say it is an earlier Xcode's frame: Xcode 9.3 (13771) stored plain tables' cells at 15 (3
    /// documents), and documents of Xcode 10 to 10.2 (14109 to 14490) hold cells of one shape
    /// at 15 and at 16, two of them in the same document, so which Xcode last laid a cell out is
    /// not in the document.
    func cellMarginOffset(_ m: Misplacement) -> (Double, Double)? {
        guard abs(m.solved.minY - m.stored.minY) <= 0.5, abs(m.solved.height - m.stored.height) <= 0.5,
              let parent = layout.superview(of: m.view), built.views[parent]?.element == "tableViewCellContentView" else { return nil }
        let margins = layout.layoutMargins(of: parent)
        var sides: [(stored: Double, solved: Double)] = []
        for entry in byView[m.view] ?? [] {
            guard let c = layout.constraint(entry.id) else { continue }
            let side: Attribute?
            if c.first == .view(parent) { side = c.firstAttribute } else if c.second == .view(parent) { side = c.secondAttribute } else { side = nil }
            switch side {
            case .leadingMargin?, .leftMargin?: sides.append((margins.left + m.stored.minX - m.solved.minX, margins.left))
            case .trailingMargin?, .rightMargin?: sides.append((margins.right + m.solved.maxX - m.stored.maxX, margins.right))
            default: continue
            }
        }
        guard !sides.isEmpty, sides.allSatisfy({ $0.solved == 16 && abs($0.stored - 15) < 0.01 }) else { return nil }
        return (15, 16)
    }

    /// The views tied to their cell's margin at an earlier Xcode's 15 (``cellMarginOffset(_:)``) that a
    /// misplaced view is placed against, named, when it is off across by the same point.
    func followsCellMargin(_ m: Misplacement) -> String? {
        let offX = m.solved.minX - m.stored.minX
        guard abs(abs(offX) - 1) < 0.01 else { return nil }
        var names: [String] = []
        for other in misplaced where other.view != m.view && links.contains(ViewPair(m.view, other.view)) {
            guard abs((other.solved.minX - other.stored.minX) - offX) < 0.01, cellMarginOffset(other) != nil,
                  let name = layout.name(of: other.view) else { continue }
            names.append(name)
        }
        return names.isEmpty ? nil : names.prefix(3).joined(separator: ", ")
    }

    /// Whether a view's stored frame is off the solved one along one of the axes, by more than
    /// half a point in place or size (any axis when none is given).
    static func differs(_ m: Misplacement, along axes: Set<Axis>) -> Bool {
        let across = abs(m.solved.minX - m.stored.minX) > 0.5 || abs(m.solved.width - m.stored.width) > 0.5
        let down = abs(m.solved.minY - m.stored.minY) > 0.5 || abs(m.solved.height - m.stored.height) > 0.5
        if axes.isEmpty { return across || down }
        return axes.contains(.horizontal) && across || axes.contains(.vertical) && down
    }

    public func explain(_ m: Misplacement) -> String {
        let placed = built.views[m.view]
        if ambiguous.contains(m.view) {
            return "its layout is ambiguous: IB's frame is one of several the constraints allow"
        }
        if let why = placed?.symbolUnknown {
            return "\(why): the constraints place the symbol's alignment rectangle, and IB's frame is that rectangle grown or shrunk by them"
        }
        let sizeDiffers = abs(m.solved.width - m.stored.width) > 0.5 || abs(m.solved.height - m.stored.height) > 0.5
        if sizeDiffers, let why = placed?.staleStoredSize { return why }
        // A placeholder explains a view off along the axis it held (a placeholder height, not a width).
        if placed?.placeholderHeld == true, Self.differs(m, along: placed?.placeholderAxes ?? []) {
            return "IB's canvas held it by a placeholder constraint, which Xcode removes at build time: UIKit lays it out without it"
        }
        if followsPlaceholder.contains(m.view), let held = placeholderHeld.first, let name = layout.name(of: held),
           Self.differs(m, along: built.views[held]?.placeholderAxes ?? []) {
            // Laid out against a view a placeholder held: IB drew it beside that view as held.
            return "it follows '\(name)', which IB's canvas held by a placeholder constraint Xcode removes at build time: UIKit lays both out without it"
        }
        if sizeDiffers, placed?.isHiddenArranged == true {
            return "it is a hidden arranged view: UIKit collapses it along its stack's axis ('UISV-hiding'), where IB's canvas stores it at its own size"
        }
        if placed?.isHiddenArranged == true {
            return "it is a hidden arranged view, collapsed along its stack's axis: where it sits there is left to the engine (nothing shown), and IB's canvas put it elsewhere"
        }
        if let cell = selfSizedContent[m.view] ?? chains[m.view]?.lazy.compactMap({ selfSizedContent[$0] }).first {
            let which = cell.view == m.view ? "it is the content view of a table cell that sizes itself to its content: UIKit makes it"
                : "it is in a table cell that sizes itself to its content: UIKit makes the cell's content view"
            return which + " \(formatNumber(cell.solved.height)) tall, where IB's canvas draws it at the \(formatNumber(cell.stored.height)) "
                + "stored and fits what it holds into that"
        }
        if emptyLabels.contains(m.view) {
            return "its text is empty: UIKit gives an empty label no size of its own (0×0), where IB's canvas keeps the size it was drawn at"
        }
        if sizeDiffers, placed?.element == "label", let height = Self.wholePointTextHeight(m) {
            return Self.wholePointHeightReason(height, solved: m.solved.height)
        }
        if let s = rounded[m.view] {
            return "IB's stored frames break its constraint '\(s.constraint)' by \(formatNumber(abs(s.stored - s.asked))) pt (\(formatNumber(s.stored)) where it asks \(formatNumber(s.asked))): the canvas rounded the frame it stored, and UIKit solves the constraint exactly"
        }
        if !heldAtZero.contains(m.view), let held = chains[m.view]?.first(where: heldAtZero.contains) {
            // Inside a view the stack pulls down across: its stored size is the one IB drew
            // around it, not its measure's fault.
            return "it is inside '\(layout.name(of: held) ?? "")', which UIKit's stack view pulls down to its content across, where IB's canvas keeps its drawn size"
        }
        if sizeDiffers, !Self.clearlyBroken(stale[m.view]), let measure = placed?.measure,
           Self.isAtItsMeasure(m, intrinsic: intrinsic[m.view] ?? [:], wraps: Self.wraps(m.view, in: layout),
                               byText: Self.measuresWidthByText(placed?.element)) { return "its size is \(measure)" }
        if sizeDiffers, !Self.clearlyBroken(stale[m.view]), let measure = placed?.measure,
           Self.isSharedInProportion(m, intrinsic: intrinsic[m.view] ?? [:], in: layout) {
            return "its length is its stack view's shared out in proportion to its arranged views' measured sizes (fill proportionally); its own is \(measure)"
        }
        if heldAtZero.contains(m.view) {
            let across = layout.superview(of: m.view).flatMap(layout.stack)?.axis == .horizontal ? m.solved.height : m.solved.width
            if abs(across) < 0.001 {
                return "nothing sizes it across its stack view, which does not fill across: UIKit holds it at 0 there ('UISV-ambiguity-suppression'), where IB's canvas keeps the size it was drawn at"
            }
            return "only what it holds sizes it across its stack view, which does not fill across: UIKit pulls it down to what that needs ('UISV-ambiguity-suppression'), where IB's canvas keeps the size it was drawn at"
        }
        if let s = stale[m.view] {
            return "IB's stored frames break its constraint '\(s.constraint)' (\(formatNumber(s.stored)) where it asks \(formatNumber(s.asked))): the stored frame is older than the constraints, and Xcode did not flag it"
        }
        if layout.conflicts.isEmpty, let (amount, what) = safeAreaEdgeOffset(m) {
            // Tied to the safe area on the edge that moved by a bar's height: the bar, not the
            // views it is laid out beside.
            return Self.barOffsetReason(amount, what)
        }
        if let (stored, solved) = cellMarginOffset(m) {
            return "it is tied to its table cell's side margin, which IB stored as \(formatNumber(stored)) and the document's Xcode gives as \(formatNumber(solved)): a cell an earlier Xcode laid out (Xcode 9.3 stored plain tables' cells at 15) keeps that frame until a later one lays it out again, and documents of Xcode 10 hold cells of one shape at both"
        }
        if let (names, direct) = follows(m, causes: collapsedByUIKitOnly, reached: followsCollapsed) {
            return direct ? "it follows hidden arranged views UIKit collapses along their stack's axis, where IB's canvas keeps their size: \(names)"
                : "it follows views that follow hidden arranged views UIKit collapses: \(names)"
        }
        if let (names, _) = follows(m, causes: emptyLabels, reached: followsEmptyLabels) {
            return "it follows labels whose text is empty, which UIKit sizes 0×0 where IB's canvas keeps their drawn size: \(names)"
        }
        if let (names, direct) = follows(m, causes: resized, reached: followsResized) {
            return direct ? "it follows views whose measured sizes differ from IB's: \(names)"
                : "it follows views that follow measured sizes differing from IB's: \(names)"
        }
        if let (names, _) = follows(m, causes: heldAtZero, reached: followsHeldAtZero) {
            return "it follows arranged views UIKit's stack view holds at 0 or pulls down to their content across, where IB's canvas keeps their drawn size: \(names)"
        }
        // (A view next to one whose stored frame is older than its constraints follows that one
        // before any conflict elsewhere in the scene: a hidden view's height UIKit breaks moves nothing.)
        if let (names, direct) = follows(m, causes: outdated, reached: followsOutdated), direct {
            return "it follows views whose stored frames are older than their constraints: \(names)"
        }
        if !layout.conflicts.isEmpty { return "the scene's constraints conflict, and UIKit breaks one of them" }
        if let (names, direct) = follows(m, causes: outdated, reached: followsOutdated) {
            return direct ? "it follows views whose stored frames are older than their constraints: \(names)"
                : "it follows views that follow stored frames older than their constraints: \(names)"
        }
        if let (names, direct) = follows(m, causes: Set(rounded.keys), reached: followsRounded) {
            return direct ? "it follows views whose stored frames the canvas rounded off their constraints: \(names)"
                : "it follows views that follow stored frames the canvas rounded off their constraints: \(names)"
        }
        if !sizeDiffers, let names = placedAgainstNearMisses(m) {
            return "IB's stored frames meet its constraints: it is off by what the views it is placed against add up to, "
                + "each within half a point of UIKit's (a canvas's rounding, text heights stored in whole points): \(names)"
        }
        if placed?.element == "label", let height = Self.wholePointTextHeight(m) {
            // Only its place is off by more than half a point: the whole-point heights it and
            // the labels it is placed against were stored at add up.
            return Self.wholePointHeightReason(height, solved: m.solved.height)
        }
        if let names = followsCellMargin(m) {
            return "it follows views tied to their table cell's side margin that IB stored at an earlier Xcode's 15, not 16: \(names)"
        }
        if built.rootFlaggedMisplaced {
            return "Xcode flagged the controller's root view misplaced: the frames stored inside it were laid out for a root frame IB did not update"
        }
        if let (amount, what) = built.barOffset(m) { return Self.barOffsetReason(amount, what) }
        return "not explained by what Layoutbook models: a stored frame IB did not update, or something not read"
    }
}
