import Cassowary
import Layout

/// A view the log implies, rebuilt: its name at the prompt, the log's item it stands for, and
/// where it was placed.
public struct RebuiltView: Sendable, Hashable {
    public var name: String
    public var item: LogItem
    public var id: ViewID
    public var kind: ViewKind
    /// Why it sits where it sits, when the log does not say it outright.
    public var placement: String?
}

/// A log entry, rebuilt: the layout constraint it became, or why it did not.
public struct RebuiltConstraint: Sendable, Hashable {
    public var entryIndex: Int
    public var id: LayoutConstraintID?
    public var generated: GeneratedConstraint?
    /// Why the entry is not in the layout (opaque, linear, refused), when it is not.
    public var note: String?
}

/// The views and constraints a conflict log implies, in a ``Layout``.
///
/// Views come from the addresses; the tree from what the log says (`'|'` in `names:`, an
/// autoresizing constraint's superview, a cell's content view, a guide's owner, a stack view's
/// canvas connection) and, failing that, from a constraint to a margin or a guide, or to the same
/// edge of a view that is a container; else the view is placed on the screen, and that is an
/// assumption, printed. Constraints go in in the log's order with the one UIKit broke last, so
/// the layout breaks it too when the set conflicts.
public struct Rebuild: Sendable {
    public var log: ConflictLog
    public var layout: Layout
    /// In tree order.
    public var views: [RebuiltView] = []
    /// One per log entry, in the log's order.
    public var constraints: [RebuiltConstraint] = []
    /// What the log could not tell, and what was assumed.
    public var assumptions: [String] = []
    /// Log key → view.
    var viewByKey: [String: ViewID] = [:]
    /// The margins guides the log shows, by the view they belong to (``findMarginsGuides()``).
    var marginsGuides: [ViewID: (guide: ViewID, edges: Set<String>)] = [:]
    /// Layout constraint → its entry's index.
    var entryByConstraint: [LayoutConstraintID: Int] = [:]

    public init(_ log: ConflictLog, screen: Size = Size(width: 375, height: 667)) {
        var names = ViewNames()
        self.init(log, screen: screen, names: &names)
    }

    /// The rebuild of one log of several: `names` carries the names given so far, so a view with
    /// the same address has the same name in every log of the paste.
    public init(_ log: ConflictLog, screen: Size = Size(width: 375, height: 667), names: inout ViewNames) {
        let screen = Self.windowSize(shownBy: log, else: screen)
        self.init(resolved: BracketedAddresses.resolve(log, screen: screen), screen: screen, names: &names)
    }

    /// The screen a log's own window gives (`UIWindow:0x….height == 568`, the mask that holds
    /// a window to its screen): its width and height where the log prints them, else `screen`'s.
    static func windowSize(shownBy log: ConflictLog, else screen: Size) -> Size {
        var size = screen
        for entry in log.entries {
            guard case .relation(let r) = entry.body, r.second == nil, r.relation == .equal, r.multiplier == 1,
                  r.first.plainClass.hasSuffix("Window"), r.constant > 0 else { continue }
            if r.firstAttribute == "height" { size.height = r.constant }
            if r.firstAttribute == "width" { size.width = r.constant }
        }
        return size
    }

    /// The rebuild of a log whose items are taken as printed (``BracketedAddresses`` tries its
    /// readings with this).
    init(resolved log: ConflictLog, screen: Size, names: inout ViewNames) {
        self.log = log
        layout = Layout(screen: screen)
        if let scale = Self.screenScale(shownBy: log) { try? layout.setTextScale(scale) }
        var graph = ItemGraph(log)
        graph.inferTree()
        makeViews(graph, names: &names)
        placeAssumedCells(graph)
        makeConstraints(graph)
        breakTheAppsWhereUIKitWould()
        // Views' size rules came in one view at a time: a conflict found while only the first
        // view's rule held is narrowed to the smallest set among all that hold.
        layout.narrowConflictReports()
        noteAssumedMargins()
    }

    /// The screen's scale the sizes UIKit itself gave show: a table's or a collection's fixed
    /// size of a cell (`'UIView-Encapsulated-Layout-Height' … == 43.5`), a temporary width, a
    /// frame an autoresizing mask holds. A half point exists only on a 2× screen, a third only
    /// on a 3× one; nil when they show neither (or both), and the rebuild keeps the 3× grid.
    static func screenScale(shownBy log: ConflictLog) -> Double? {
        var halves = false, thirds = false
        for entry in log.entries {
            guard case .relation(let r) = entry.body else { continue }
            let uikits = entry.identifier.map { $0.hasPrefix("UIView-Encapsulated-Layout") || $0.hasPrefix("_UITemporaryLayout") } ?? false
            // (Logs before iOS 11 printed a cell's fixed height with no identifier.)
            let cellSize = entry.identifier == nil && r.second == nil && ["height", "width"].contains(r.firstAttribute)
                && ["UITableViewCellContentView", "UITableViewCell", "UICollectionViewCell"].contains(r.first.plainClass)
            guard uikits || cellSize || entry.isAutoresizingMask else { continue }
            let fraction = abs(r.constant - r.constant.rounded(.down))
            if abs(fraction - 0.5) < 1e-6 { halves = true }
            if abs(fraction - 1.0 / 3) < 1e-3 || abs(fraction - 2.0 / 3) < 1e-3 { thirds = true }
        }
        return halves == thirds ? nil : halves ? 2 : 3
    }

    /// When the rebuilt set conflicts without the constraint UIKit broke (a view's size rule
    /// standing in for a constraint of the list) and the layout broke one UIKit made (a guide's,
    /// a table's size, a mask), the newest of the app's constraints in the set is broken
    /// instead, as UIKit breaks one of the app's where it can: taken out, UIKit's let in again,
    /// then put back, it is the change the conflict is about. So too where the log does not say
    /// what UIKit broke (a list cut before "Will attempt to recover…"): UIKit's logs break one of
    /// the app's constraints, not a cell's encapsulated size or a guide's, where the set has one.
    mutating func breakTheAppsWhereUIKitWould() {
        let uikitBroke = log.brokenIndex.flatMap { constraints[$0].id }
        if log.brokenIndex != nil && uikitBroke == nil { return }
        for report in layout.conflicts where report.broken != uikitBroke && !isDeveloper(report.broken) {
            guard let app = (report.conflicting + [report.broken]).filter(isDeveloper).max() else { continue }
            try? layout.deactivate(app)
            try? layout.reactivate(report.broken)
            try? layout.reactivate(app)
        }
    }

    /// A margin the log uses but does not give (no `'UIView-…Margin-guide-constraint'` entry) is
    /// UIKit's default, 8 points: an assumption, said whether or not it ends up in the conflict.
    mutating func noteAssumedMargins() {
        var given: Set<ViewID> = []
        var used: [ViewID] = []
        for c in constraints {
            guard let id = c.id, let lc = layout.constraint(id) else { continue }
            if c.generated?.kind == .marginsGuide { given.insert(lc.first.view) }
            for (item, attribute) in [(lc.first, lc.firstAttribute), (lc.second, lc.secondAttribute)] {
                guard let item, let attribute, attribute.isMargin, !used.contains(item.view) else { continue }
                used.append(item.view)
            }
        }
        for v in used where !given.contains(v) {
            assumptions.append("\(layout.name(of: v) ?? "?"): its layout margins are assumed to be UIKit's default, 8 points "
                + "on each side (the log uses them but does not give them)")
        }
    }

    /// The name each solved constraint has at the prompt afterwards: `line7` for the entry on
    /// line 7 (`line7_2` for a second entry on one line, as `po` prints them).
    public var constraintNames: [(name: String, id: LayoutConstraintID)] {
        var out: [(name: String, id: LayoutConstraintID)] = []
        // Worked out once: the labels are a pass over every entry.
        let labels = constraintLabels
        for index in labels.indices { if let id = constraints[index].id { out.append((labels[index], id)) } }
        return out
    }

    /// Per entry, its name at the prompt (see ``constraintNames``).
    public var constraintLabels: [String] {
        var seen: [Int: Int] = [:]
        return log.entries.map { e in
            let n = (seen[e.line] ?? 0) + 1
            seen[e.line] = n
            return n == 1 ? "line\(e.line)" : "line\(e.line)_\(n)"
        }
    }

    /// The rebuilt view for an item of the log.
    public func view(for item: LogItem, in entry: LogEntry? = nil) -> RebuiltView? {
        guard let id = viewByKey[ItemGraph.key(of: item, in: entry)] else { return nil }
        return views.first { $0.id == id }
    }

    public func name(of item: LogItem, in entry: LogEntry? = nil) -> String {
        if let id = viewByKey[ItemGraph.key(of: item, in: entry)] { return layout.name(of: id) ?? "?" }
        return item.logText
    }

    /// The log entry a layout constraint was rebuilt from.
    public func entry(of id: LayoutConstraintID) -> LogEntry? {
        entryByConstraint[id].map { log.entries[$0] }
    }

    /// The log line of a rebuilt constraint; nil for one Layoutbook assumed.
    public func line(of id: LayoutConstraintID) -> Int? { entry(of: id)?.line }

    /// A constraint as the answer prints it: its description and, for SnapKit's and Masonry's,
    /// where the code made it (`headerView1.height == 200 [header.height@Header+Layout.swift#21]`).
    public func describe(_ id: LayoutConstraintID) -> String {
        layout.describe(id) + (entry(of: id)?.madeAt.map { " [\($0)]" } ?? "")
    }

    /// Whether the app made the constraint (its own, or a system spacing it asked for): one a
    /// fix may change.
    public func isDeveloper(_ id: LayoutConstraintID) -> Bool {
        guard let index = entryByConstraint[id] else { return false }
        let kind = constraints[index].generated?.kind
        return (kind == nil || kind == .systemSpacing) && !isUIKitOnly(index)
    }

    /// Whether the entry at `index` is UIKit's alone: made by UIKit between its own views (see
    /// ``GeneratedConstraint/isUIKitOnly``), or any constraint UIKit made on one of its private views.
    public func isUIKitOnly(_ index: Int) -> Bool {
        let made = constraints[index].generated
        if made?.isUIKitOnly == true { return true }
        guard let made, made.kind != .systemSpacing, made.kind != .autoresizingMask else { return false }
        return ItemGraph.items(of: log.entries[index].body).contains(where: GeneratedConstraint.isSystemItem)
    }

    /// The rebuilt constraint for a layout constraint id.
    public func constraint(_ id: LayoutConstraintID) -> RebuiltConstraint? {
        entryByConstraint[id].map { constraints[$0] }
    }

    mutating func makeViews(_ graph: ItemGraph, names: inout ViewNames) {
        var pending = graph.order.filter { !graph.isWindow($0) }
        for key in graph.order where graph.isWindow(key) {
            viewByKey[key] = .root
            assumptions.append("\(graph.items[key]?.logText ?? key) is the window: the screen (root), "
                + "\(formatNumber(layout.screen.width))×\(formatNumber(layout.screen.height))")
        }
        // Parents before children: place each view once its parent is placed.
        var progress = true
        while !pending.isEmpty, progress {
            progress = false
            var left: [String] = []
            let waiting = Set(pending)
            for key in pending {
                let parentKey = graph.parent[key]
                if let parentKey, viewByKey[parentKey] == nil, waiting.contains(parentKey) {
                    left.append(key)
                    continue
                }
                guard let item = graph.items[key] else { continue }
                let parent = parentKey.flatMap { viewByKey[$0] } ?? .root
                let name = names.name(for: key, item: item, logName: graph.logNames[key])
                let kind = Self.kind(of: item)
                guard let id = try? layout.addView(name, kind: kind, in: parent) else { continue }
                viewByKey[key] = id
                if !item.hasSizeRule { layout.exemptFromSizeRule(id) }
                if kind == .label, let text = item.text { try? layout.setLabel(id, text: text) }
                var placement = graph.reasons[key]
                if parentKey == nil {
                    placement = "superview unknown: placed on the screen"
                    assumptions.append("\(name): the log does not say its superview; placed on the screen (root)")
                } else if let reason = graph.reasons[key], reason.hasPrefix("assumed") {
                    assumptions.append("\(name): \(reason)")
                }
                if item.plainClass == "UIButton", let title = item.text, !title.isEmpty {
                    // A button the log shows with its title: a system button's size for it, from
                    // the table of controls (a 15-pt title, 6 above and below, at least 30 wide).
                    var content = ControlContent(title: title, fontSize: 15)
                    content.isSystemTitleButton = true
                    if let size = ControlSizes.intrinsicSize(of: "UIButton", content) {
                        try? layout.setImageSize(id, size)
                        assumptions.append("\(name): its intrinsic size is a system button's titled '\(title)' as the log prints it, "
                            + "\(formatNumber(size.width))×\(formatNumber(size.height)) (a 15-pt title; Layoutbook's table of controls, "
                            + "approximate)")
                    }
                } else if kind == .label {
                    let subclass = item.plainClass == "UILabel" ? ""
                        : " (\(item.plainClass), taken as a UILabel subclass with the system font: an inset or font of its own is not known)"
                    assumptions.append("\(name): its intrinsic size is its text as the log prints it "
                        + "(\(item.text.map { "'\($0)'" } ?? "none")), measured by Layoutbook's text metric" + subclass)
                } else if let size = Self.fixedIntrinsicSize(item) {
                    // A bar or control whose size does not hang on what it shows: UIKit's, as the
                    // table of controls gives it (a page control's height only: its width is its dots').
                    try? layout.setImageSize(id, size)
                    let shown = size.width == -1 ? "\(formatNumber(size.height)) tall (no width of its own)"
                        : "\(formatNumber(size.width))×\(formatNumber(size.height))"
                    assumptions.append("\(name): its intrinsic size is a \(item.plainClass)'s, \(shown), from Layoutbook's table of "
                        + "controls (approximate)")
                } else if !item.isGuide, Self.mayHaveIntrinsicSize(item) {
                    assumptions.append("\(name): a \(item.plainClass) may have an intrinsic size the log does not show; none assumed")
                }
                views.append(RebuiltView(name: name, item: item, id: id, kind: kind, placement: placement))
                progress = true
            }
            pending = left
        }
        var position: [ViewID: Int] = [:]
        for (i, id) in layout.viewsInTreeOrder.enumerated() { position[id] = i }
        views.sort { (position[$0.id] ?? 0) < (position[$1.id] ?? 0) }
    }

    /// A cell the log implies but does not show sits at the top of the screen, as wide as it
    /// unless the log gives its content view a width, and its content view fills it, as UIKit
    /// sizes a cell's contentView with the cell's bounds.
    mutating func placeAssumedCells(_ graph: ItemGraph) {
        for key in graph.order where key.hasPrefix("cell:") {
            let contentKey = String(key.dropFirst(5))
            guard let cell = viewByKey[key], let content = viewByKey[contentKey] else { continue }
            // The log's own width for the content view (an encapsulated width) wins; else the
            // cell is as wide as the screen, as a table view's cells are.
            let widthInLog = log.entries.contains { entry in
                guard case .relation(let r) = entry.body else { return false }
                return r.firstAttribute == "width" && ItemGraph.key(of: r.first, in: entry) == contentKey
            }
            var made: [LayoutConstraint] = [
                LayoutConstraint(.view(cell), .left, .equal, .view(.root), .left),
                LayoutConstraint(.view(cell), .top, .equal, .view(.root), .top),
                LayoutConstraint(.view(content), .left, .equal, .view(cell), .left),
                LayoutConstraint(.view(content), .top, .equal, .view(cell), .top),
                LayoutConstraint(.view(content), .width, .equal, .view(cell), .width),
                LayoutConstraint(.view(content), .height, .equal, .view(cell), .height),
            ]
            if !widthInLog { made.append(LayoutConstraint(.view(cell), .width, .equal, .view(.root), .width)) }
            _ = try? layout.activate(made)
            let name = layout.name(of: cell) ?? "?"
            assumptions.removeAll { $0.hasPrefix("\(name):") }
            assumptions.append("\(name): the UITableViewCell that holds \(layout.name(of: content) ?? "?"), which the log "
                + "does not show: at the top of the screen, "
                + (widthInLog ? "as wide as the log makes its contentView" : "as wide as it") + ", its contentView filling it")
        }
    }

    static func kind(of item: LogItem) -> ViewKind {
        let c = item.plainClass
        if item.text?.isEmpty == false, ["UILabel", "UITextField"].contains(c) { return .label }
        if c == "UILabel" { return .label }
        // The app's label (`MyApp.PaddedLabel:0x…'Hello'`): UIKit quotes the text of a label,
        // its own class or a subclass, which keeps a label's intrinsic size.
        if item.text?.isEmpty == false, !c.hasPrefix("UI"), c.hasSuffix("Label") { return .label }
        if ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(c) { return .scrollView }
        return .view
    }

    /// The intrinsic size of a bar or control that shows the same whatever its content (a
    /// navigation bar 44 tall, a switch 51×31), from the table of controls; nil for any other
    /// item, whose size the log's text would have to give.
    static func fixedIntrinsicSize(_ item: LogItem) -> Size? {
        guard ["UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar", "UISwitch", "UIStepper", "UIProgressView", "UISlider",
               "UIPageControl"].contains(item.plainClass) else { return nil }
        return ControlSizes.intrinsicSize(of: item.plainClass, ControlContent())
    }

    static func mayHaveIntrinsicSize(_ item: LogItem) -> Bool {
        ["UIImageView", "UIButton", "UISwitch", "UISegmentedControl", "UITextField", "UIActivityIndicatorView",
         "UISlider", "UIProgressView", "UIStepper", "UIPageControl"].contains(item.plainClass)
    }

    mutating func makeConstraints(_ graph: ItemGraph) {
        constraints = log.entries.indices.map { RebuiltConstraint(entryIndex: $0, id: nil, generated: nil, note: nil) }
        for (index, entry) in log.entries.enumerated() {
            constraints[index].generated = GeneratedConstraint.classify(entry) { self.name(of: $0, in: entry) }
        }
        findMarginsGuides()
        var order = Array(log.entries.indices)
        if let b = log.brokenIndex, let at = order.firstIndex(of: b) { order.append(order.remove(at: at)) }
        for index in order {
            let entry = log.entries[index]
            switch entry.body {
            case .opaque(let note):
                constraints[index].note = note
            case .linear:
                constraints[index].note = "a linear expression between distances: read, but Layoutbook's model has no "
                    + "such constraint, so it is left out of the solution"
            case .relation(let r):
                switch layoutConstraint(r, entry, graph) {
                case .failure(let note): constraints[index].note = note
                case .success(let c):
                    do {
                        let id = try layout.activate(c)
                        constraints[index].id = id
                        entryByConstraint[id] = index
                    } catch {
                        constraints[index].note = "UIKit would refuse it too: \(error)"
                    }
                }
            }
        }
    }

    enum Made {
        case success(LayoutConstraint)
        case failure(String)
    }

    /// The margins guides the log shows (`UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, tied to
    /// their view by `'UIView-topMargin-guide-constraint'` and the like), by their view, with the
    /// edges the log ties: a constraint to that view's margin on those edges (`.topMargin`) is a
    /// constraint to the guide, at the margin the log gives, not at an assumed default.
    mutating func findMarginsGuides() {
        for (index, entry) in log.entries.enumerated() {
            guard constraints[index].generated?.kind == .marginsGuide, let id = entry.identifier, id.hasPrefix("UIView-"),
                  id.hasSuffix("Margin-guide-constraint") else { continue }
            let edge = String(id.dropFirst("UIView-".count).dropLast("Margin-guide-constraint".count))
            for item in ItemGraph.items(of: entry.body) where item.isGuide && item.text == "UIViewLayoutMarginsGuide" {
                guard let guide = viewByKey[ItemGraph.key(of: item, in: entry)], let owner = layout.superview(of: guide),
                      marginsGuides[owner].map({ $0.guide == guide }) ?? true else { continue }
                marginsGuides[owner, default: (guide, [])].edges.insert(edge)
            }
        }
    }

    /// A margin attribute of a view whose margins guide the log shows on the edges it needs
    /// (``findMarginsGuides()``): the guide, and the edge or centre the margin is inset from.
    func throughMarginsGuide(_ view: ViewID, _ attribute: Attribute) -> (ViewID, Attribute)? {
        guard attribute.isMargin, let found = marginsGuides[view] else { return nil }
        let needs: [String] = switch attribute {
        case .topMargin: ["top"]
        case .bottomMargin: ["bottom"]
        case .leftMargin, .leadingMargin: ["left"]
        case .rightMargin, .trailingMargin: ["right"]
        case .centerXWithinMargins: ["left", "right"]
        default: ["top", "bottom"]
        }
        guard needs.allSatisfy(found.edges.contains) else { return nil }
        return (found.guide, attribute.outsideMargins)
    }

    func layoutConstraint(_ r: LogRelation, _ entry: LogEntry, _ graph: ItemGraph) -> Made {
        let firstKey = ItemGraph.key(of: r.first, in: entry)
        guard var first = viewByKey[firstKey] else { return .failure("its item \(r.first.logText) has no view") }
        guard var (a, frameAttribute) = Self.attribute(r.firstAttribute) else {
            return .failure("unknown attribute '\(r.firstAttribute)'")
        }
        if let (guide, edge) = throughMarginsGuide(first, a) { (first, a) = (guide, edge) }
        var c = LayoutConstraint(.view(first), a, Self.relation(r.relation), multiplier: r.multiplier,
                                 constant: r.constant, priority: entry.priority, label: entry.identifier,
                                 origin: entry.isAutoresizingMask ? .autoresizingMask : .user)
        if let second = r.second, let b = r.secondAttribute {
            guard var sid = viewByKey[ItemGraph.key(of: second, in: entry)] else {
                return .failure("its item \(second.logText) has no view")
            }
            guard var (bAttr, _) = Self.attribute(b) else { return .failure("unknown attribute '\(b)'") }
            if let (guide, edge) = throughMarginsGuide(sid, bAttr) { (sid, bAttr) = (guide, edge) }
            c.second = .view(sid)
            c.secondAttribute = bAttr
            // `|.trailing == label.trailing + 16` is written with the label first: the layout puts
            // a required constraint on a view with an intrinsic size in before that size's wishes
            // (see Layout.liftIntrinsicConstraints), which keeps a long log's rebuild linear.
            if r.multiplier == 1, layout.view(sid)?.kind == .label, layout.view(first)?.kind != .label {
                c.first = .view(sid)
                c.firstAttribute = bAttr
                c.second = .view(first)
                c.secondAttribute = a
                c.constant = -c.constant
                switch c.relation {
                case .lessThanOrEqual: c.relation = .greaterThanOrEqual
                case .greaterThanOrEqual: c.relation = .lessThanOrEqual
                case .equal: break
                }
            }
        } else if !a.isSize || frameAttribute {
            // A frame attribute (minX, midY…) or a location equal to a constant is measured from
            // the superview's bounds origin.
            if !a.isSize {
                let parent = layout.superview(of: first) ?? .root
                c.second = .view(parent)
                c.secondAttribute = a.axis == .horizontal ? .left : .top
                c.multiplier = 1
            }
        }
        return .success(c)
    }

    static func relation(_ r: RelationSign) -> Cassowary.Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// The layout attribute for an attribute as printed, and whether it is a frame attribute of
    /// an autoresizing constraint.
    static func attribute(_ name: String) -> (Attribute, Bool)? {
        switch name {
        case "minX": return (.left, true)
        case "midX": return (.centerX, true)
        case "maxX": return (.right, true)
        case "minY": return (.top, true)
        case "midY": return (.centerY, true)
        case "maxY": return (.bottom, true)
        case "baseline": return (.lastBaseline, false)
        default: return Attribute(rawValue: name).map { ($0, false) }
        }
    }
}
