import Cassowary
import SharedStorage

/// The UIKit layout model: a view tree, its constraints, and the solver they map onto.
///
/// A value: copying a `Layout` is a cheap snapshot (undo, notebook checkpoints). Every view has four
/// solver variables — its frame in its superview's coordinates — and a scroll view two more, the
/// size of its content area. Constraints between items under different superviews are written in
/// the coordinates of their nearest common ancestor, with each scroll view in between contributing
/// its contentOffset; so a view inside a scroll view tied to a view outside it is re-solved when
/// the offset changes and stays put on screen, as in UIKit.
public struct Layout: Sendable {
    struct Variables: Sendable {
        var left, top, width, height: Variable
        /// The content area's size, for scroll views.
        var contentWidth, contentHeight: Variable?

        /// The four of the frame: what ambiguity asks the solver about (``frameVariables``).
        var frame: [Variable] { [left, width, top, height] }

        /// A frame's four variables, the size before the position. The solver takes the oldest
        /// of the fresh variables a new constraint names as its subject (see
        /// ``Solver/chooseSubject(_:marker:other:)``), and an edge constraint names the sizes
        /// of its views and the positions of both: made first, a view's size is what a chain of
        /// edges solves for, so each of its rows keeps the two positions it joins. Solved for
        /// the positions, the rows of a column of views written top to bottom (or bottom to
        /// top) would each hold every height above, and each new one would be substituted into
        /// all of them.
        init(in solver: inout Solver, named name: String) {
            width = solver.makeVariable("\(name).width")
            height = solver.makeVariable("\(name).height")
            left = solver.makeVariable("\(name).left")
            top = solver.makeVariable("\(name).top")
        }
    }

    struct Entry: Sendable {
        var constraint: LayoutConstraint
        var isActive: Bool
        /// The solver constraints it maps to (one, except for refused ones: none).
        var solverIDs: [ConstraintID] = []
        /// Set when activation was refused because it conflicts with required constraints.
        var broken: ConflictReport? = nil
        /// Whether the solver holds the constant as an edit variable (see `makeEditable`), and
        /// that variable, kept for the next time.
        var isEditable = false
        var constantVariable: Variable? = nil
        /// Whether the index counts it as holding (active and not broken); see `noteHolding`.
        var countedAsHolding = false
        /// `loosenings` when it broke: until something loosens the layout, it would break again.
        var brokenAt = 0
    }

    /// How many times a constraint left the solver or had its constant or priority changed: the
    /// only changes that can make a broken constraint hold again (adding constraints cannot).

    // The tables below share structure with their copies (`SharedArray`, `TreeDictionary`): undo
    // keeps a copy of the layout per command, and a change after a copy costs what it touches.
    public internal(set) var views: SharedArray<View?> = []
    var names: TreeDictionary<String, ViewID> = [:]
    var variables: SharedArray<Variables?> = []
    /// The frame variables of every view but the root: what ambiguity asks the solver about
    /// after each command, kept as views come and go.
    var frameVariables = VariableSet()
    var solver = Solver()
    var loosenings = 0
    var entries = EntryTable()
    /// The entries whose `broken` is set (kept by `noteHolding`), so that the conflict reports
    /// need no scan of them all.
    var brokenIDs: TreeSet<LayoutConstraintID> = []
    var nextConstraint = 0
    /// The implicit constraints of each view (autoresizing mask, intrinsic size).
    var implicit: TreeDictionary<ViewID, [LayoutConstraintID]> = [:]
    /// The intrinsic size each view's implicit constraints currently use.
    var intrinsicSizes: TreeDictionary<ViewID, Size> = [:]
    /// Solver handle → layout constraint, for reports.
    var owners: TreeDictionary<ConstraintID, LayoutConstraintID> = [:]
    var nextSolverID = 0
    /// Every view, parents before children (kept up to date rather than walked for each use).
    var treeOrder: [ViewID] = [.root]
    /// The scroll views among them, in the same order: the scroll lines, the content-size checks
    /// and the snapshot's scroll records look only at these, not at every view.
    var scrollViewOrder: [ViewID] = []
    /// The labels whose text wraps (``wraps``), in the same order: what every re-solve measures
    /// again, found without looking at every view.
    var wrappingOrder: [ViewID] = []
    /// Indexes over the active constraints, so that one change does not scan them all.
    var index = ConstraintIndex()
    /// Constraints whose constant is an edit variable, by that variable and by their form
    /// (``Layout/editableShape(_:)``): what a change looks up, where a pass over all of them made
    /// each change of a layout with thousands of kept constraints cost more than the last.
    var editableByVariable: TreeDictionary<Variable, LayoutConstraintID> = [:]
    var editableByShape: TreeDictionary<LayoutConstraint, [LayoutConstraintID]> = [:]
    /// Per view (by id): whether it is a label that may wrap, and the solved width it was last
    /// measured at.
    var wraps: SharedArray<Bool> = [false]
    /// Per view (by id): its place in the tree, copied out of ``views`` for the passes over
    /// every view (a field of a view behind `views`' optional is read by copying the whole
    /// view). Kept where a view is added, moved or removed.
    var links: SharedArray<TreeLink> = [TreeLink(superview: -1, isScrollView: false)]
    var measurements: SharedArray<Measurement?> = [nil]
    /// Per solver symbol (by ``Variable/id``): the raw id of the view whose frame it is a part of,
    /// -1 for any other symbol; symbols past the end are no view's. What turns the symbols a
    /// change wrote (``Solver/forEachRangeOfChangedValues(since:_:)``) into the views whose frames
    /// may have moved, for a geometry pass that works out only those.
    var frameOwners: SharedArray<Int32> = []
    /// The solver's values when the last check for sizes below 0 found none, with no size's
    /// rule taken out since; nil: the next check looks at every view (see ``negativeSizeRules()``).
    var sizesCheckedAt: Solver.Values?
    /// The device, orientation, status bar and container around the root view.
    public internal(set) var environment = DeviceEnvironment()
    /// The solver variables of each safe-area, margins and readable guide made so far (a guide
    /// is made the first time a constraint names it, as UIKit makes them lazily), in its view's
    /// bounds coordinates, and the four constraints that hold it to the view's edges.
    var guideVariables: TreeDictionary<Item, Variables> = [:]
    var guideConstraints: TreeDictionary<Item, [LayoutConstraintID]> = [:]
    /// The guides in order of creation, so the second pass visits them in a fixed order.
    var guideOrder: [Item] = []
    /// Scroll views whose adjusted content inset holds a safe-area part.
    var adjustedScrollViews: Set<ViewID> = []
    /// The views given additional safe-area insets of their own (a child controller's views).
    var additionalSafeAreaViews: Set<ViewID> = []
    /// Wrapping labels that ask for a width narrower than their text on one line (see
    /// `rewrapFromOneLine`), kept so that a layout pass does not look at every label.
    var narrowedLabels: TreeSet<ViewID> = []
    /// Stack views' settings and arranged views, and the constraints each generated.
    var stacks: [ViewID: StackView] = [:]
    /// `alignmentRectInsets` of the few views that have any (a switch), by raw id: the
    /// constraints place the alignment rectangle, and the frame is it grown by these. Kept apart
    /// from ``views`` so that the frame passes read it only when it is not empty.
    var alignmentInsets: [Int: EdgeInsets] = [:]
    var stackConstraints: [ViewID: [LayoutConstraintID]] = [:]
    /// Views whose isHidden is true (only arranged views' hiding changes the layout).
    var hiddenViews: TreeSet<ViewID> = []
    /// The solver variables of stack views' spacers (made once per stack and index, then reused).
    var spacerVariables: [Item: Variables] = [:]
    /// Per item with the size rule (every view but the root, and content areas; no layout guide):
    /// the id kept for its `width >= 0` rule, the next one for `height >= 0` (see ``reserveSizeRules(for:)``).
    var sizeRuleIDs: TreeDictionary<Item, LayoutConstraintID> = [:]

    /// A new layout with the root screen (375×667 unless given).
    public init(screen: Size = Size(width: 375, height: 667)) {
        self.screen = screen
        let root = View(id: .root, name: "root", kind: .root, superview: nil, frame: nil)
        views.append(root)
        names["root"] = .root
        variables.append(makeVariables(for: root))
        // The screen size: two required constraints whose constants resizing and rotating change
        // in place (an incremental solver operation, not a rebuild).
        for (attribute, value) in [(Attribute.left, 0.0), (.top, 0), (.width, screen.width), (.height, screen.height)] {
            let id = LayoutConstraintID(nextConstraint)
            nextConstraint += 1
            entries[id] = Entry(constraint: LayoutConstraint(.view(.root), attribute, .equal, constant: value,
                                                             origin: .screen), isActive: false)
            implicit[.root, default: []].append(id)
            install(id, relayingOut: false)
            if attribute.isSize { makeEditable(id) }
        }
    }

    /// The size of the root view.
    public private(set) var screen: Size

    /// Resizes the screen, as a bare screen (no device, so no status bar and no safe-area
    /// insets; see ``setDevice(_:orientation:)``): the root's size is an edit of the solver, not a
    /// rebuild.
    ///
    /// The screen always gets the new size. When that conflicts with required constraints, UIKit
    /// keeps the window's size and breaks a constraint instead: the newest user constraint of the
    /// minimal conflicting set, reported in ``conflicts`` (again and again until none is left).
    public mutating func setScreen(_ size: Size) throws(LayoutError) {
        try NumberLimits.size(size.width, "the screen width")
        try NumberLimits.size(size.height, "the screen height")
        let scale = textScale
        environment.device = nil
        environment.orientation = size.width > size.height ? .landscape : .portrait
        environment.textScaleOverride = nil
        remeasureText(from: scale)
        applyScreen(size)
    }

    /// Gives the root view another size for a while, the device and its insets unchanged: a
    /// controller's view made in `loadView` at a frame of its own, which UIKit resizes to the
    /// window's once it shows it (``applyScreen(_:)`` with the screen's size again).
    public mutating func setRootSize(_ size: Size) throws(LayoutError) {
        try NumberLimits.size(size.width, "the view's width")
        try NumberLimits.size(size.height, "the view's height")
        applyScreen(size)
    }

    /// Gives the screen the size `size`, the root its frame on it (edits of the solver), and
    /// lays out again.
    mutating func applyScreen(_ size: Size) {
        screen = size
        placeRoot()
        relayout()
    }

    /// Sizes the root view as UIKit lays the controller's view out on the screen: filling it,
    /// or clear of the bars it does not extend under (``DeviceEnvironment/rootFrame(screen:)``),
    /// as edits of the solver. Its origin on the screen is no variable: every constraint is
    /// solved in the root's own space, where it is 0, and frames and pictures are in the root's
    /// coordinates (a root laid out below a navigation bar is drawn from its own top, as a scene
    /// whose root IB stored below its bars is).
    mutating func placeRoot() {
        let frame = environment.rootFrame(screen: screen)
        for id in implicit[.root] ?? [] {
            guard let entry = entries[id], entry.constraint.firstAttribute.isSize else { continue }
            setEditableConstant(id, entry.constraint.firstAttribute == .width ? frame.width : frame.height)
        }
        settleEditableConstants(after: nil)
    }

    /// Swaps the screen's width and height; on a device, the orientation too, and with it the
    /// safe-area insets, status bar, bars and margins of the other orientation. Incremental: the
    /// screen size and each guide's insets are edits of the solver.
    public mutating func rotate() {
        environment.orientation = environment.orientation == .portrait ? .landscape : .portrait
        applyScreen(Size(width: screen.height, height: screen.width))
    }

    // MARK: Views

    public func view(named name: String) -> View? {
        names[name].flatMap { views[$0.rawValue] }
    }

    public func view(_ id: ViewID) -> View? {
        id.rawValue >= 0 && id.rawValue < views.count ? views[id.rawValue] : nil
    }

    public func id(of name: String) -> ViewID? { names[name] }

    /// A view's name, read without copying the view.
    public func name(of id: ViewID) -> String? {
        id.rawValue >= 0 && id.rawValue < views.count ? views[id.rawValue]?.name : nil
    }

    /// A view's superview, read without copying the view (nil for the root and removed views).
    public func superview(of id: ViewID) -> ViewID? {
        guard id.rawValue >= 0, id.rawValue < links.count else { return nil }
        let superview = links[id.rawValue].superview
        return superview >= 0 ? ViewID(Int(superview)) : nil
    }

    /// Whether a view is a scroll view, read without copying the view.
    public func isScrollView(_ id: ViewID) -> Bool {
        id.rawValue >= 0 && id.rawValue < links.count && links[id.rawValue].isScrollView
    }

    /// Every view in tree order (parents before children, siblings in order of addition).
    public var viewsInTreeOrder: [ViewID] { treeOrder }

    /// The scroll views in tree order.
    public var scrollViewsInTreeOrder: [ViewID] { scrollViewOrder }

    /// Works out ``scrollViewOrder`` from the tree order anew (after a scroll view is added or
    /// a view moves).
    mutating func refreshScrollViewOrder() {
        scrollViewOrder = treeOrder.filter { links[$0.rawValue].isScrollView }
    }

    /// Sets whether a label wraps, keeping ``wrappingOrder`` in step (worked out anew only when
    /// it changes).
    mutating func setWraps(_ id: ViewID, _ wrapping: Bool) {
        guard wraps[id.rawValue] != wrapping else { return }
        wraps[id.rawValue] = wrapping
        refreshWrappingOrder()
    }

    mutating func refreshWrappingOrder() {
        wrappingOrder = treeOrder.filter { wraps[$0.rawValue] }
    }

    /// Adds a view. With a frame it keeps translatesAutoresizingMaskIntoConstraints on and is held
    /// to that frame by required constraints, as a view made with `init(frame:)` is.
    @discardableResult
    public mutating func addView(_ name: String, kind: ViewKind = .view, in parent: ViewID = .root,
                                 frame: Rect? = nil) throws(LayoutError) -> ViewID {
        guard names[name] == nil else { throw .duplicateView(name) }
        guard view(parent) != nil else { throw .unknownView("#\(parent.rawValue)") }
        try frame?.checkLimits()
        let id = ViewID(views.count)
        let made = View(id: id, name: name, kind: kind, superview: parent, frame: frame)
        // In tree order the new view follows its parent's last descendant.
        var last = parent
        while let child = views[last.rawValue]?.subviews.last { last = child }
        let at = (treeOrder.lastIndex(of: last) ?? treeOrder.count - 1) + 1
        treeOrder.insert(id, at: at)
        views.append(made)
        measurements.append(nil)
        wraps.append(false)
        links.append(TreeLink(superview: Int32(parent.rawValue), isScrollView: kind == .scrollView))
        names[name] = id
        views[parent.rawValue]?.subviews.append(id)
        if kind == .scrollView { refreshScrollViewOrder() }
        let madeVariables = makeVariables(for: made)
        variables.append(madeVariables)
        for v in madeVariables.frame { frameVariables.insert(v) }
        reserveSizeRules(for: .view(id))
        if kind == .scrollView { reserveSizeRules(for: .content(id)) }
        updateImplicitConstraints(of: id)
        relayout()
        return id
    }

    /// Removes a view, its subtree and every constraint that mentions any of them.
    public mutating func removeView(_ id: ViewID) throws(LayoutError) {
        guard id != .root, let removed = view(id) else { throw .unknownView("#\(id.rawValue)") }
        let doomed = Set(subtree(of: id))
        for cid in entries.constraints(naming: doomed) { deleteConstraint(cid) }
        // Marks by id, not the set: this looks at every view, and hashing each cost more than the rest.
        var isDoomed = [Bool](repeating: false, count: views.count)
        for v in doomed { isDoomed[v.rawValue] = true }
        treeOrder.removeAll { isDoomed[$0.rawValue] }
        scrollViewOrder.removeAll { isDoomed[$0.rawValue] }
        wrappingOrder.removeAll { isDoomed[$0.rawValue] }
        for v in doomed.sorted() {
            forgetGuides(of: v)
            sizeRuleIDs[.view(v)] = nil
            sizeRuleIDs[.content(v)] = nil
            implicit[v] = nil
            intrinsicSizes[v] = nil
            narrowedLabels.remove(v)
            alignmentInsets[v.rawValue] = nil
            measurements[v.rawValue] = nil
            wraps[v.rawValue] = false
            links[v.rawValue] = TreeLink(superview: -1, isScrollView: false)
            if let name = view(v)?.name { names[name] = nil }
            views[v.rawValue] = nil
            for f in variables[v.rawValue]?.frame ?? [] { frameVariables.remove(f) }
            variables[v.rawValue] = nil
        }
        if let parent = removed.superview { views[parent.rawValue]?.subviews.removeAll { $0 == id } }
        forgetRemovedFromStacks(doomed)
        for v in scrollViewOrder where views[v.rawValue]?.scroll?.zoomView.map({ isDoomed[$0.rawValue] }) == true {
            views[v.rawValue]?.scroll?.zoomView = nil
        }
        relayout()
    }

    mutating func makeVariables(for view: View) -> Variables {
        let n = view.name
        var v = Variables(in: &solver, named: n)
        if view.hasContentArea {
            v.contentWidth = solver.makeVariable("\(n).contentWidth")
            v.contentHeight = solver.makeVariable("\(n).contentHeight")
        }
        for f in v.frame {
            let s = Int(f.id)
            while frameOwners.count <= s { frameOwners.append(-1) }
            frameOwners[s] = Int32(view.id.rawValue)
        }
        return v
    }

    /// The superview (by ``ViewID/rawValue``, -1 for none) of each id, and whether it is a scroll view.
    struct TreeLink: Sendable {
        var superview: Int32
        var isScrollView: Bool
    }

    /// Whether `view` is `ancestor` or lies inside it.
    public func isDescendant(_ view: ViewID, of ancestor: ViewID) -> Bool {
        var current: ViewID? = view
        while let c = current {
            if c == ancestor { return true }
            current = self.view(c)?.superview
        }
        return false
    }

    /// `view` and every view inside it, parents before children; empty for no such view.
    public func subtree(of view: ViewID) -> [ViewID] {
        guard self.view(view) != nil else { return [] }
        var out = [view]
        var next = 0
        while next < out.count {
            out += views[out[next].rawValue]?.subviews ?? []
            next += 1
        }
        return out
    }

    func ancestors(of view: ViewID) -> [ViewID] {
        var out: [ViewID] = []
        var current: ViewID? = view
        while let c = current {
            out.append(c)
            current = superview(of: c)
        }
        return out
    }
}
