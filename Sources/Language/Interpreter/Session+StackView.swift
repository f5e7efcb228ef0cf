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
    mutating func setStackProperty(_ assignment: PropertyAssignment, of id: ViewID) throws(Diagnostic) {
        let value = assignment.value
        do {
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
            case (.axis, .word(let w)), (.distribution, .word(let w)), (.alignment, .word(let w)):
                let key = assignment.property.rawValue
                try state.layout.updateStack(id) { Self.apply(key, w.name, to: &$0) }
            default:
                throw Self.shape(assignment, "a value")
            }
        } catch let error as Diagnostic {
            throw error
        } catch let error as LayoutError {
            throw Self.refusal(error, at: assignment.value.range)
        } catch {
            throw .error("\(error)", at: assignment.range)
        }
    }
}
