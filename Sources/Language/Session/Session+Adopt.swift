import Layout

extension Session {
    /// Replaces the session's views and constraints by `layout`, as one step `undo` takes back:
    /// a conflict log's rebuilt views become the session, so the prompt goes on with them.
    /// The views keep their names; each constraint in `constraintNames` can be reached as a kept
    /// constraint (`line7.isActive = false`, `line7.priority = 999`, `line10.constant = 144`).
    public mutating func adopt(_ layout: Layout, constraintNames: [(name: String, id: LayoutConstraintID)] = [],
                               command: String) {
        lastRunaway = nil
        recordUndo(state, source: command)
        state = SessionState(layout: layout)
        for (name, id) in constraintNames {
            guard let c = layout.constraint(id) else { continue }
            state.names[name] = NamedConstraint(definitions: [c], ids: [id])
        }
    }
}
