/// The rest of a pasted view controller: layout-pass and `super` calls, and drawing-only
/// assignments. None of them is layout; they are accepted so pasted code runs, and each says
/// what it did.
extension Session {
    /// `v.backgroundColor = …`: the view must exist (placed or not); nothing else happens.
    mutating func ignore(_ assignment: IgnoredAssignment, _ context: inout Context) throws(Diagnostic) {
        if case .name(let name) = assignment.target, state.detached[name.name] != nil {
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
