/// The rest of a pasted view controller: `forEach` over views, layout-pass and `super` calls,
/// and drawing-only assignments. None of them is layout; they are accepted so pasted code runs,
/// and each says what it did.
extension Session {
    /// `[a, b].forEach { … }`: the body once per view, `$0` naming it.
    mutating func runForEach(_ loop: ForEachCommand, _ context: inout Context) throws(Diagnostic) {
        for view in loop.views {
            if state.layout.id(of: view.name) == nil && state.detached[view.name] == nil && (view.name != "view" || shadowsRoot) {
                throw unknownView(view.name, at: view.range)
            }
            implicitView = view
            defer { implicitView = nil }
            for command in loop.body { try execute(command, &context) }
        }
    }

    /// `v.backgroundColor = …`: the view must exist (placed or not); nothing else happens.
    mutating func ignore(_ assignment: IgnoredAssignment, _ context: inout Context) throws(Diagnostic) {
        if case .name(let name) = assignment.target, state.detached[resolved(name).name] != nil {
            // A view not placed yet may still be painted.
        } else {
            _ = try item(assignment.target)
        }
        context.note("\(assignment.property.name): drawing only, not layout — ignored")
    }

    /// `view.layoutIfNeeded()`, `super.viewDidLoad()`: layout happens after every command anyway.
    mutating func layoutPass(_ call: LayoutPassCall, _ context: inout Context) throws(Diagnostic) {
        if case .name(let receiver) = call.receiver, receiver.name == "super" {
            context.note("super.\(call.method.name)(): nothing to do here")
        } else {
            _ = try item(call.receiver)
            context.note("\(call.method.name): nothing to do — Layoutbook lays out after every command")
        }
    }
}
