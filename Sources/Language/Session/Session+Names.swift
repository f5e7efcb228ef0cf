/// The names the session's entries declared, as the prompt completes them.
extension Session {
    /// Every name an entry declared that is not a view's (see ``declaredViewNames``): the
    /// constraints kept with `let`, and whatever pasted Swift declared at the top
    /// level (values, functions, constraints), each once, sorted. Read from the session's scopes,
    /// so a name only the Swift reading knows is there too.
    public var declaredOtherNames: [String] {
        let views = Set(declaredViewNames)
        var names = Set(state.names.keys)
        for name in state.swift.globals.keys { names.insert(name) }
        return names.filter { name in
            !views.contains(name) && name.first.map { $0 == "_" || $0.isLetter } == true
                && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }.sorted()
    }
}

extension Command {
    /// Whether the command only shows something (a picture, frames, help) or hands a file
    /// request on, changing nothing a saved notebook would keep.
    var onlyShows: Bool {
        switch self {
        case .inspect, .frames, .help, .file: true
        default: false
        }
    }

    /// The file a command saves, loads or writes: it acts on whole entries (what a notebook
    /// saved holds), so it cannot share an entry with Swift.
    var file: FileCommand? {
        if case .file(let file) = self { file } else { nil }
    }
}
