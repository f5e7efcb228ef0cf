import Cassowary
import Layout

extension Session {
    /// The view a name refers to. `view` alone is the view controller's root view, as in code,
    /// and `root` is the same view.
    func viewID(_ written: Identifier) throws(Diagnostic) -> ViewID {
        let name = written
        if name.name == "root" || (name.name == "view" && !shadowsRoot) { return .root }
        if let id = state.layout.id(of: name.name) { return id }
        if state.detached[name.name] != nil { throw notPlaced(name.name, at: name.range) }
        if let now = aliasedView(name.name) { return try viewID(Identifier(now, range: name.range)) }
        throw unknownView(name.name, at: name.range)
    }

    /// The name a view made under another one now has: a view a pasted `loadView` made the
    /// controller's view (`let panel = Panel(); view = panel`) is the root view, and what its own
    /// `init` constrained by its first name (waiting until it was placed) is made on the root view.
    func aliasedView(_ name: String) -> String? {
        var seen: Set<String> = [name]
        var current = name
        while let next = state.swift.aliases[current], seen.insert(next).inserted { current = next }
        return current == name ? nil : current
    }

    func unknownView(_ name: String, at range: SourceRange) -> Diagnostic {
        let known = declaredViewNames
        let suggestion = Suggestion.closest(to: name, in: known)
        let hint = known.count <= 1 ? " (declare it first: view \(name))" : ""
        return .error("no view named '\(name)'\(hint)", at: range, suggestion: suggestion).of(.unknownName)
    }

    func scrollViewID(_ name: Identifier) throws(Diagnostic) -> ViewID {
        let id = try viewID(name)
        guard state.layout.view(id)?.isScrollView == true else {
            throw .error("'\(name.name)' is not a scroll view (declare it with: scroll \(name.name))", at: name.range)
        }
        return id
    }

    /// The layout item an item expression names. `receiver` is the view a bare `superview`
    /// refers to (a make block's view).
    func item(_ expression: ItemExpression, receiver: ViewID? = nil) throws(Diagnostic) -> Item {
        switch expression {
        case .name(let name):
            return .view(try viewID(name))
        case .superview(let base, let range):
            let child: ViewID
            if let base {
                child = try item(base, receiver: receiver).view
            } else if let declared = state.layout.id(of: "superview"), !state.swift.localRootNames.contains("superview") {
                // A view the code declared as `superview` is that view, as its name is in Swift.
                return .view(declared)
            } else if state.detached["superview"] != nil {
                throw notPlaced("superview", at: range)
            } else if let receiver {
                child = receiver
            } else {
                throw .error("'superview' alone needs a receiving view; write 'v.superview'", at: range).of(.unknownName)
            }
            guard let parent = state.layout.view(child)?.superview else {
                throw .error("the root view has no superview", at: range)
            }
            return .view(parent)
        case .guide(let guide, let base, let range):
            let owner = try item(base, receiver: receiver)
            guard case .view(let id) = owner else {
                throw .error("a layout guide has no \(guide.rawValue)", at: range)
            }
            switch guide {
            case .contentLayoutGuide, .frameLayoutGuide:
                guard state.layout.view(id)?.isScrollView == true else {
                    let name = state.layout.view(id)?.name ?? "?"
                    throw .error("'\(name)' is not a scroll view, so it has no \(guide.rawValue)", at: range)
                }
                return guide == .contentLayoutGuide ? .content(id) : .frame(id)
            case .layoutMarginsGuide: return .margins(id)
            case .readableContentGuide: return .readable(id)
            case .safeAreaLayoutGuide: return .safeArea(id)
            }
        }
    }

    /// The view an item expression names, for commands that take a view.
    func view(_ expression: ItemExpression, receiver: ViewID? = nil) throws(Diagnostic) -> ViewID {
        let resolved = try item(expression, receiver: receiver)
        guard case .view(let id) = resolved else {
            throw .error("expected a view, not a layout guide", at: expression.range)
        }
        return id
    }

    /// A priority as UIKit counts it; SnapKit's and UIKit's names both work.
    func priority(_ priority: Priority) throws(Diagnostic) -> Int {
        let value: Double
        switch priority.kind {
        case .number(let number): value = number.value
        case .named(let name): value = Double(Self.priorityValue(name))
        case .offset(let name, let amount): value = Double(Self.priorityValue(name)) + amount.value
        }
        guard value.rounded() == value, value >= 1, value <= 1000 else {
            throw .error("a priority is a whole number from 1 to 1000 (1000 is required); this is \(NumberText.describe(value))",
                         at: priority.range)
        }
        return Int(value)
    }

    static func priorityValue(_ name: PriorityName) -> Int {
        switch name {
        case .required: 1000
        case .high, .defaultHigh: 750
        case .medium: 500
        case .low, .defaultLow: 250
        case .fittingSizeLevel: 50
        }
    }

    /// The model's attributes an attribute as written stands for (composites expand, in
    /// SnapKit's order).
    static func attributes(_ attribute: LayoutAttribute) -> [Attribute] {
        switch attribute {
        case .left: [.left]
        case .top: [.top]
        case .right: [.right]
        case .bottom: [.bottom]
        case .leading: [.leading]
        case .trailing: [.trailing]
        case .width: [.width]
        case .height: [.height]
        case .centerX: [.centerX]
        case .centerY: [.centerY]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        case .leftMargin: [.leftMargin]
        case .rightMargin: [.rightMargin]
        case .topMargin: [.topMargin]
        case .bottomMargin: [.bottomMargin]
        case .leadingMargin: [.leadingMargin]
        case .trailingMargin: [.trailingMargin]
        case .centerXWithinMargins: [.centerXWithinMargins]
        case .centerYWithinMargins: [.centerYWithinMargins]
        case .edges: [.top, .left, .bottom, .right]
        case .horizontalEdges: [.left, .right]
        case .verticalEdges: [.top, .bottom]
        case .directionalEdges: [.top, .leading, .bottom, .trailing]
        case .directionalHorizontalEdges: [.leading, .trailing]
        case .directionalVerticalEdges: [.top, .bottom]
        case .size: [.width, .height]
        case .center: [.centerX, .centerY]
        case .margins: [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
        case .directionalMargins: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
        case .centerWithinMargins: [.centerXWithinMargins, .centerYWithinMargins]
        }
    }

    static func relation(_ kind: RelationKind) -> Relation {
        switch kind {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// A model error as a diagnostic on the command that caused it.
    static func refusal(_ error: LayoutError, at range: SourceRange) -> Diagnostic {
        // The layout names a view it cannot act on by its id (`#0`): an internal name that must
        // never reach a message.
        if case .unknownView(let name) = error, name.hasPrefix("#") {
            return .error(name == "#0" ? "the root view cannot be changed this way" : "that view is no longer in the layout",
                          at: range)
        }
        return .error(error.description, at: range)
    }

    /// Activates constraints all or none, reporting UIKit's refusal on `range`; they are cited at
    /// the lines of `cited` when given (where the code made them, kept to activate later), else
    /// of `range`.
    mutating func activate(_ constraints: [LayoutConstraint], at range: SourceRange, citedAt cited: SourceRange? = nil,
                           _ context: inout Context) throws(Diagnostic) -> [LayoutConstraintID] {
        do {
            let ids = try state.layout.activate(constraints)
            context.changed()
            let place = cited ?? range
            let lines = place.start.line...max(place.start.line, place.end.line)
            for id in ids { activatingLines[id.rawValue] = lines }
            return ids
        } catch {
            throw Self.refusal(error, at: range)
        }
    }
}
