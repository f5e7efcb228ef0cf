import Layout

extension Session {
    /// Replaces the session's views and constraints by `layout`, as one step `undo` takes back:
    /// a conflict log's rebuilt views become the session, so the prompt goes on with them.
    /// The views keep their names; constraint names (`let c = …`) and SnapKit records start empty.
    public mutating func adopt(_ layout: Layout, command: String) {
        undoStack.append((state, Self.summary(of: command)))
        if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
        redoStack.removeAll()
        state = SessionState(layout: layout)
    }
}
