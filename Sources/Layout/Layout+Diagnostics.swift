import Cassowary
import SharedStorage

/// A view whose position or size on an axis more than one solution allows (`hasAmbiguousLayout`).
public struct Ambiguity: Sendable, Hashable {
    public var view: ViewID
    public var axis: Axis
    /// Whether the position on the axis is not pinned, and whether the size is not: kept as two
    /// flags, for a layout being built view by view has thousands of these after each entry.
    public var positionIsFree: Bool
    public var sizeIsFree: Bool
    /// When the cause is optional constraints competing at one priority rather than a missing
    /// one: those constraints, described (`c.height == 300 @999`).
    public var competing: [String] = []

    public init(view: ViewID, axis: Axis, positionIsFree: Bool, sizeIsFree: Bool, competing: [String] = []) {
        self.view = view
        self.axis = axis
        self.positionIsFree = positionIsFree
        self.sizeIsFree = sizeIsFree
        self.competing = competing
    }

    /// `missing` names what is not pinned, as ``missing`` says it.
    public init(view: ViewID, axis: Axis, missing: [String], competing: [String] = []) {
        self.init(view: view, axis: axis, positionIsFree: missing.contains { $0.hasSuffix("position") },
                  sizeIsFree: missing.contains(axis == .horizontal ? "width" : "height"), competing: competing)
    }

    /// What is not pinned: "horizontal position", "width", …
    public var missing: [String] { Layout.missingWords(axis, position: positionIsFree, size: sizeIsFree) }
}

/// "Scrollable content size ambiguity", with what would fix it.
public struct ContentAmbiguity: Sendable, Hashable {
    public var scrollView: ViewID
    public var axis: Axis
    public var message: String
}

extension Layout {
    /// `title.top == header.bottom + 8 @750`, naming a scroll view's guides where they are bound;
    /// with an identifier (`labeled("titleTop")`) first, as UIKit's description has it:
    /// `'titleTop' title.top == header.bottom + 8`.
    public func describe(_ id: LayoutConstraintID) -> String {
        guard let c = entries[id]?.constraint else { return "?" }
        return describe(c)
    }

    public func describe(_ c: LayoutConstraint) -> String {
        if case .guide(_, let edge) = c.origin { return describeGuideConstraint(c, edge) }
        var text = c.label.map { "'\($0)' " } ?? ""
        text += "\(itemName(c.first)).\(c.firstAttribute.rawValue) \(c.relation) "
        var rhs = ""
        if let second = c.second, let b = c.secondAttribute {
            rhs = "\(itemName(second)).\(b.rawValue)"
            if c.multiplier != 1 { rhs += " * \(NumberText.describe(c.multiplier))" }
            if c.constant != 0 { rhs += c.constant < 0 ? " - \(formatNumber(-c.constant))" : " + \(formatNumber(c.constant))" }
        } else {
            rhs = formatNumber(c.constant)
        }
        text += rhs
        if c.priority != 1000 { text += " @\(c.priority)" }
        switch c.origin {
        case .user: break
        case .autoresizingMask: text += "   (autoresizing mask)"
        case .frameSetAfterPass: text += "   (frame set after the layout pass)"
        case .contentHugging(let axis): text += "   (content hugging, \(axis))"
        case .compressionResistance(let axis): text += "   (compression resistance, \(axis))"
        case .screen: text += "   (screen size)"
        case .nonNegativeSize: text += "   (UIKit: a size is never negative)"
        case .guide: break
        case .stackView(let stack):
            let who = view(stack)?.name ?? "?"
            if c.label == "UISV-hiding" {
                text += "   (added by the stack view \(who) because \(itemName(c.first)) is hidden)"
            } else {
                text += "   (added by the stack view \(who))"
            }
        }
        return text
    }

    /// `sv`, `sv.contentLayoutGuide`, `sv.frameLayoutGuide`, `v.layoutMarginsGuide`.
    public func itemName(_ item: Item) -> String {
        let name = view(item.view)?.name ?? "?"
        switch item {
        case .view: return name
        case .content: return "\(name).contentLayoutGuide"
        case .frame: return "\(name).frameLayoutGuide"
        case .margins: return "\(name).layoutMarginsGuide"
        case .safeArea: return "\(name).safeAreaLayoutGuide"
        case .readable: return "\(name).readableContentGuide"
        case .spacer(_, let index):
            return index == Item.alignmentSpannerIndex
                ? "_UILayoutSpacer:\(name)'UISV-alignment-spanner'" : "_UIOLAGapGuide:\(name)-gap-\(index)"
        }
    }

    /// A guide's constraint as UIKit's log prints it, with the guide by name:
    /// `'UIViewSafeAreaLayoutGuide-top' V:|-(20)-[root.safeAreaLayoutGuide]   (names: '|':root)`.
    func describeGuideConstraint(_ c: LayoutConstraint, _ edge: Attribute) -> String {
        let guide = itemName(c.first)
        let owner = view(c.first.view)?.name ?? "?"
        let identifier = c.origin.uikitIdentifier.map { "'\($0)' " } ?? ""
        // A scroll view's guide holds its size rather than its far edge (see `makeGuide`): the
        // far inset is what is left of the constant after the near one.
        let far = c.firstAttribute.isSize ? guideInsets(c.first) : nil
        let body: String
        switch edge {
        case .left: body = "H:|-(\(formatNumber(c.constant)))-[\(guide)](LTR)"
        case .right: body = "H:[\(guide)]-(\(formatNumber(far?.right ?? -c.constant)))-|(LTR)"
        case .top: body = "V:|-(\(formatNumber(c.constant)))-[\(guide)]"
        default: body = "V:[\(guide)]-(\(formatNumber(far?.bottom ?? -c.constant)))-|"
        }
        return identifier + body + "   (names: '|':\(owner))"
    }

    /// The conflict reports of constraints that were broken to keep the layout going.
    public var conflicts: [ConflictReport] {
        brokenIDs.sorted().compactMap { entries[$0]?.broken }
    }

    /// Views with an ambiguous layout, per axis, in tree order.
    public func ambiguities() -> [Ambiguity] {
        var known: AmbiguityAnswers? = nil
        return ambiguities(reusing: &known)
    }

    /// What the solver answered about every frame variable: which are not determined.
    public struct AmbiguityAnswers: Sendable {
        var undetermined: Solver.Undetermined
    }

    /// ``ambiguities()``, asking the solver only when `known` holds no answers for this state of
    /// it; `known` is left holding this state's answers, for the next call.
    ///
    /// The solver is asked which of the frame variables (``frameVariables``, kept as views come
    /// and go) are not determined, which looks at its parametric symbols only; views are looked
    /// at one by one only when some variable is undetermined, to say which are ambiguous and why.
    public func ambiguities(reusing known: inout AmbiguityAnswers?) -> [Ambiguity] {
        let undetermined = solver.undetermined(among: frameVariables, reusing: known?.undetermined)
        known = AmbiguityAnswers(undetermined: undetermined)
        // A bit per symbol: asked of every view's four variables below (a view just declared
        // is ambiguous until its constraints come, in a layout of thousands).
        let free = undetermined.found, anyFree = !free.isEmpty
        // Sizes at 0 whose rule is not in the solver may look free to go lower: asked again
        // with those rules (see ``withSizeRulesAtZero(free:unused:)``).
        if anyFree, let ruled = withSizeRulesAtZero(free: free, unused: undetermined.unused) {
            var fresh: AmbiguityAnswers? = nil
            return ruled.ambiguities(reusing: &fresh)
        }
        // A self-sizing cell's height is the one systemLayoutSizeFitting gives: asked again with
        // that height held, as the table holds it once it has asked.
        if anyFree, let held = withSelfSizingHeightsHeld(free: free) {
            var fresh: AmbiguityAnswers? = nil
            return held.ambiguities(reusing: &fresh)
        }
        var out: [Ambiguity] = []
        // What is ambiguous is described anew each time: which constraints compete, and their
        // constants, may have changed with the answers the same.
        if anyFree {
            // Read once: each view below asks it (a view just declared is one of thousands).
            let variables = self.variables, unused = undetermined.unused
            for id in treeOrder where id != .root {
                guard let v = variables[id.rawValue],
                      free.contains(v.left) || free.contains(v.width) || free.contains(v.top) || free.contains(v.height)
                else { continue }
                for axis in Axis.allCases {
                    let (position, size) = axis == .horizontal ? (v.left, v.width) : (v.top, v.height)
                    let p = free.contains(position), s = free.contains(size)
                    guard p || s else { continue }
                    // Only a variable some row holds can be held by competing constraints: a
                    // view no constraint names has none, and nothing to look up.
                    // Competing constraints need a free error symbol, which the answers say
                    // whether there is: without one no row is read (each top in a column of
                    // views with no heights holds every height above it).
                    let held = undetermined.hasFreeErrors && ((p && !unused.contains(position)) || (s && !unused.contains(size)))
                    let loose = held ? (p ? [position] : []) + (s ? [size] : []) : []
                    out.append(Ambiguity(view: id, axis: axis, positionIsFree: p, sizeIsFree: s,
                                         competing: held ? competing(loose) : []))
                }
            }
        }
        return out
    }

    /// A copy in which each self-sizing cell whose height is free (one its table holds with an
    /// encapsulated width and no encapsulated height, `cell NAME width W`) is held at the height
    /// ``fittedSize(of:)`` gives, as the table holds it with 'UIView-Encapsulated-Layout-Height'
    /// after asking: the least height its constraints allow is the one UIKit shows, no ambiguity.
    /// Nil when there is none.
    func withSelfSizingHeightsHeld(free: VariableSet) -> Layout? {
        guard entries.hasEncapsulatedConstraints else { return nil }
        var due: [(ViewID, Double)] = []
        for id in treeOrder where id != .root {
            guard let v = variables[id.rawValue], free.contains(v.height) else { continue }
            let labels = encapsulatedConstraints(of: id).compactMap { constraint($0)?.label }
            guard labels.contains(Self.encapsulatedWidth), !labels.contains(Self.encapsulatedHeight) else { continue }
            due.append((id, fittedSize(of: id).height))
        }
        if due.isEmpty { return nil }
        var copy = self
        for (id, height) in due {
            _ = try? copy.activate(LayoutConstraint(.view(id), .height, .equal, constant: height, label: Self.encapsulatedHeight))
        }
        return copy
    }

    /// What an ambiguity names as missing, one array per case, shared by every ambiguity that
    /// has it.
    static func missingWords(_ axis: Axis, position: Bool, size: Bool) -> [String] {
        switch (axis, position, size) {
        case (.horizontal, true, true): return horizontalPositionAndWidth
        case (.horizontal, true, false): return horizontalPosition
        case (.horizontal, false, _): return width
        case (.vertical, true, true): return verticalPositionAndHeight
        case (.vertical, true, false): return verticalPosition
        case (.vertical, false, _): return height
        }
    }
    private static let horizontalPositionAndWidth = ["horizontal position", "width"]
    private static let horizontalPosition = ["horizontal position"]
    private static let width = ["width"]
    private static let verticalPositionAndHeight = ["vertical position", "height"]
    private static let verticalPosition = ["vertical position"]
    private static let height = ["height"]

    /// The optional constraints that leave `variables` free by competing at one priority: those the
    /// solver names, and the active ones at the same priority on the same view and axis (the other
    /// side of the tie), described, in order of creation. When that finds no other side, the
    /// views a required constraint on that axis ties to the named one are looked at too: a
    /// button's compression resistance against the hugging of a spinner sized from the button
    /// (`spin.width == b.width + 6`) is a tie of two views.
    func competing(_ variables: [Variable]) -> [String] {
        var ids: Set<LayoutConstraintID> = []
        func sameLevel(_ c: LayoutConstraint, on views: Set<ViewID>) -> [LayoutConstraintID] {
            constraintIDs.filter { other in
                guard let entry = entries[other], entry.isActive, entry.broken == nil else { return false }
                let d = entry.constraint
                return d.priority == c.priority && views.contains(d.first.view) && d.firstAttribute.axis == c.firstAttribute.axis
            }
        }
        for v in variables {
            for s in solver.competing(v) {
                guard let owner = owners[s], let c = entries[owner]?.constraint else { continue }
                ids.insert(owner)
                let own = sameLevel(c, on: [c.first.view])
                ids.formUnion(own)
                guard own.allSatisfy({ $0 == owner }) else { continue }
                var tied: Set<ViewID> = []
                for other in constraintIDs {
                    guard let entry = entries[other], entry.isActive, entry.broken == nil else { continue }
                    let d = entry.constraint
                    guard d.priority == 1000, d.firstAttribute.axis == c.firstAttribute.axis, let second = d.second else { continue }
                    if d.first.view == c.first.view { tied.insert(second.view) }
                    if second.view == c.first.view { tied.insert(d.first.view) }
                }
                tied.remove(c.first.view)
                // The other side pulls against it: a size bound the solved frame meets or breaks,
                // not one it holds with room to spare (the spinner's own `width >= 20` at 36).
                ids.formUnion(sameLevel(c, on: tied).filter { other in
                    guard let d = entries[other]?.constraint, d.second == nil, d.firstAttribute == .width || d.firstAttribute == .height
                    else { return true }
                    let f = frame(of: d.first.view)
                    let size = d.firstAttribute == .width ? f.width : f.height
                    switch d.relation {
                    case .greaterThanOrEqual: return size <= d.constant + 1e-6
                    case .lessThanOrEqual: return size >= d.constant - 1e-6
                    case .equal: return true
                    }
                })
            }
        }
        return ids.sorted().map { describe($0) }
    }

    /// Scroll views whose constraints reach the content area on an axis without determining its
    /// size, with what is missing, as Interface Builder reports it.
    public func contentAmbiguities() -> [ContentAmbiguity] {
        var out: [ContentAmbiguity] = []
        for id in scrollViewOrder {
            // A list whose content is UIKit's (its rows, its items) has the size its layout gives,
            // whatever views pinned inside it reach: nothing for its constraints to decide.
            guard let v = view(id), let vars = variables[id.rawValue], v.scroll?.contentKnown ?? true else { continue }
            for axis in Axis.allCases where constraintsReachContent(id, axis) {
                guard let size = axis == .horizontal ? vars.contentWidth : vars.contentHeight,
                      !solver.isDetermined(size) else { continue }
                // A size at 0 whose rule is not in may look free to go lower (see
                // ``withSizeRulesAtZero(free:)``): asked again with those rules.
                if let ruled = withSizeRulesAtZero(free: nil) { return ruled.contentAmbiguities() }
                let dimension = axis == .horizontal ? "width" : "height"
                let (near, far) = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
                var message = "Scrollable content size ambiguity: \(v.name) has ambiguous scrollable content \(dimension)"
                let farAttributes: [Attribute] = axis == .horizontal ? [.right, .trailing, .width] : [.bottom, .height]
                let tied = competing([size])
                if !tied.isEmpty {
                    message += " — \(Self.tie(tied))"
                } else if !touchesContent(id, farAttributes) {
                    let last = extremeSubview(of: id, axis: axis).map { view($0)?.name ?? "?" } ?? "a subview"
                    let direction = axis == .horizontal ? "right-most" : "bottom-most"
                    message += " — nothing ties the \(direction) view (\(last)) to \(v.name).\(far)"
                } else {
                    message += " — the chain from \(v.name).\(near) to \(v.name).\(far) does not fix the \(dimension) of every view in it"
                }
                out.append(ContentAmbiguity(scrollView: id, axis: axis, message: message))
            }
        }
        return out
    }

    /// `a and b compete at the same priority, so any value between what they ask is as good: give
    /// one of them a different priority`.
    public static func tie(_ described: [String]) -> String {
        let names = described.count > 1
            ? described.dropLast().joined(separator: ", ") + " and " + (described.last ?? "")
            : described.first ?? ""
        return "\(names) compete at the same priority, so any value between what they ask is as good: give one of them a different priority"
    }

    func touchesContent(_ id: ViewID, _ attributes: [Attribute]) -> Bool {
        index.touchesContent(id, attributes)
    }

    /// The subview of a scroll view that reaches furthest right or down.
    func extremeSubview(of id: ViewID, axis: Axis) -> ViewID? {
        var best: (ViewID, Double)? = nil
        for child in view(id)?.subviews ?? [] {
            let f = untransformedFrame(of: child)
            let edge = axis == .horizontal ? f.maxX : f.maxY
            if let current = best, edge <= current.1 { continue }
            best = (child, edge)
        }
        return best?.0
    }

    /// Required constraints the solved frames do not meet, with how far each is off, in order of
    /// creation: multipliers and constants so far apart (1e-9 beside 1e9) that the solver's
    /// double-precision arithmetic could not hold them exactly. Looked for only in a layout that
    /// has such numbers (``Solver/hasWideNumbers``); empty for any other.
    public func unheldConstraints() -> [(id: LayoutConstraintID, off: Double)] {
        var worst: [LayoutConstraintID: Double] = [:]
        for (solverID, off) in solver.unheldRequired() {
            guard let owner = owners[solverID] else { continue }
            worst[owner] = max(worst[owner] ?? 0, off)
        }
        return worst.keys.sorted().map { ($0, worst[$0] ?? 0) }
    }

    /// Active optional constraints that are not met, with how far each is from it.
    public func unsatisfiedOptional() -> [(id: LayoutConstraintID, error: Double)] {
        constraintIDs.compactMap { id in
            guard let entry = entries[id], entry.isActive, entry.constraint.priority < 1000,
                  let s = entry.solverIDs.first else { return nil }
            let e = solver.error(of: s)
            return e > 1e-6 ? (id, e) : nil
        }
    }
}
