import Layout

/// `stack s in sv axis vertical spacing 8 [a, b, c]` and the stack properties
/// (`s.spacing = 8`, `s.axis = .horizontal`, `b.isHidden = true`).
extension Session {
    mutating func declareStack(_ declaration: StackDeclaration, _ context: inout Context) throws(Diagnostic) {
        let name = declaration.name
        try checkNewViewName(name)
        let parent = try declaration.parent.map { p throws(Diagnostic) in try viewID(p) } ?? .root
        // Every arranged view is checked before anything is made, so a bad list changes nothing.
        var arranged: [ViewID] = []
        for v in declaration.arranged {
            let id = try viewID(v)
            guard id != .root else { throw .error("the root view cannot be arranged in a stack", at: v.range) }
            guard !arranged.contains(id) else { throw .error("'\(v.name)' is listed twice", at: v.range) }
            if state.layout.isDescendant(parent, of: id) {
                throw .error("'\(v.name)' contains the stack's parent, so it cannot go inside the stack", at: v.range)
            }
            arranged.append(id)
        }
        var settings = StackView()
        for option in declaration.options { Self.apply(option.key, option.value.name, to: &settings) }
        settings.spacing = declaration.spacing?.value ?? 0
        settings.isLayoutMarginsRelativeArrangement = declaration.marginsRelative
        let saved = state.layout
        do throws(LayoutError) {
            let id = try state.layout.addView(name.name, kind: .view, in: parent)
            try state.layout.makeStack(id, settings)
            for v in arranged { try state.layout.addArrangedSubview(v, to: id) }
        } catch {
            state.layout = saved
            throw Self.refusal(error, at: declaration.range)
        }
        context.changed()
    }

    /// Sets an axis, distribution or alignment named as UIKit's case (checked by the parser).
    static func apply(_ key: String, _ value: String, to stack: inout StackView) {
        switch key {
        case "axis": stack.axis = value == "vertical" ? .vertical : .horizontal
        case "distribution": stack.distribution = StackDistribution(rawValue: value) ?? .fill
        default:
            switch value {
            case "top": stack.alignment = .leading
            case "bottom": stack.alignment = .trailing
            default: stack.alignment = StackAlignment(rawValue: value) ?? .fill
            }
        }
    }

    /// `isHidden` on any view (only an arranged view's changes the layout); the others on a stack.
    /// Layout errors are the caller's (`setProperty`) to turn into diagnostics at the value.
    mutating func setStackProperty(_ assignment: PropertyAssignment, of id: ViewID) throws {
        let value = assignment.value
        if assignment.property == .isHidden {
            guard case .bool(let b) = value else { throw Self.shape(assignment, "true or false") }
            try state.layout.setHidden(id, b.value)
            return
        }
        guard state.layout.stack(id) != nil else {
            let name = state.layout.name(of: id) ?? "?"
            throw Diagnostic.error("'\(name)' is not a stack view, so it has no \(assignment.property.rawValue)",
                                   at: assignment.target.range)
        }
        switch (assignment.property, value) {
        case (.spacing, .number(let n)):
            try state.layout.updateStack(id) { $0.spacing = n.value }
        case (.isLayoutMarginsRelativeArrangement, .bool(let b)):
            try state.layout.updateStack(id) { $0.isLayoutMarginsRelativeArrangement = b.value }
        case (.isBaselineRelativeArrangement, .bool(let b)):
            try state.layout.updateStack(id) { $0.isBaselineRelativeArrangement = b.value }
        case (.axis, .word(let w)), (.distribution, .word(let w)), (.alignment, .word(let w)):
            let key = assignment.property.rawValue
            try state.layout.updateStack(id) { Self.apply(key, w.name, to: &$0) }
        default:
            throw Self.shape(assignment, "a value")
        }
    }

    /// `UIStackView()`, `addArrangedSubview`, `insertArrangedSubview(_:at:)`,
    /// `removeArrangedSubview` and `setCustomSpacing(_:after:)` from pasted code. On a stack not
    /// placed yet each is kept and run when it is placed; an arranged view not placed yet goes
    /// into the stack with it, as addArrangedSubview makes it a subview.
    mutating func editStack(_ edit: StackEdit, _ context: inout Context) throws(Diagnostic) {
        let stack = edit.stack
        var child: Identifier? = nil
        switch edit.operation {
        case .add(let v), .insert(let v, _), .remove(let v), .customSpacing(_, let v): child = v
        case .make: break
        }
        if state.detached[stack.name] != nil {
            if edit.operation == .make {
                state.detached[stack.name]?.isStack = true
                context.changedState = true
                return
            }
            if let child {
                switch edit.operation {
                case .add, .insert:
                    guard state.detached[child.name] != nil else {
                        guard state.layout.id(of: child.name) != nil else { throw unknownView(child.name, at: child.range) }
                        // A view already placed (`view.addSubview(button)`, then
                        // `UIStackView(arrangedSubviews: [button])`): UIKit takes it out of its
                        // superview into the stack. It is moved into the stack when the stack is placed.
                        state.detached[stack.name]?.pending.append(.stackEdit(edit))
                        context.changedState = true
                        return
                    }
                    var ancestor: String? = stack.name
                    while let a = ancestor {
                        if a == child.name {
                            throw .error("'\(child.name)' cannot be arranged in '\(stack.name)', which is inside it", at: child.range)
                        }
                        ancestor = state.detached[a]?.parent
                    }
                    recordDetachedMove(child.name, to: stack.name)
                    state.detached[child.name]?.parent = stack.name
                default:
                    guard state.detached[child.name] != nil || state.layout.id(of: child.name) != nil else {
                        throw unknownView(child.name, at: child.range)
                    }
                }
            }
            state.detached[stack.name]?.pending.append(.stackEdit(edit))
            context.changedState = true
            return
        }
        let id = try viewID(stack)
        if let child, state.detached[child.name] != nil, state.layout.stack(id) != nil {
            switch edit.operation {
            case .add, .insert: try place(child.name, in: id, at: child.range, &context)
            default: throw notPlaced(child.name, at: child.range)
            }
        }
        do throws(LayoutError) {
            if edit.operation == .make {
                try state.layout.makeStack(id)
                context.changed()
                return
            }
            guard state.layout.stack(id) != nil else { throw .notAStackView(stack.name) }
            guard let child else { return }
            guard let childID = state.layout.id(of: child.name) else { throw .unknownView(child.name) }
            let from = state.layout.view(childID)?.superview.flatMap { state.layout.view($0)?.name }
            var dropped: [LayoutConstraintID] = []
            switch edit.operation {
            case .add: dropped = try state.layout.addArrangedSubview(childID, to: id)
            case .insert(_, let index): dropped = try state.layout.insertArrangedSubview(childID, at: index, in: id)
            case .remove: try state.layout.removeArrangedSubview(childID, from: id)
            case .customSpacing(let value, _):
                // A view the stack does not arrange (an outlet whose arrangement is the
                // storyboard's, or one not added yet) has no spacing after it to change.
                guard state.layout.stack(id)?.arrangedSubviews.contains(childID) == true else {
                    context.note("setCustomSpacing(_:after:): '\(child.name)' is not one of \(stack.name)'s arranged views here, "
                        + "so the spacing after it changes nothing")
                    return
                }
                try state.layout.updateStack(id) { $0.customSpacing[childID] = value }
            case .make: break
            }
            if !dropped.isEmpty, let from {
                context.note("'\(child.name)' leaves '\(from)' for the stack '\(stack.name)', as UIKit moves an arranged view added "
                    + "from another superview; its \(dropped.count) constraint\(dropped.count == 1 ? "" : "s") to views outside it "
                    + "\(dropped.count == 1 ? "is" : "are") removed with the move")
            }
        } catch {
            throw Self.refusal(error, at: edit.range)
        }
        context.changed()
    }
}
