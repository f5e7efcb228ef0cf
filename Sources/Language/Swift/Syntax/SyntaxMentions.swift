/// Whether pasted code names something: a walk over its syntax tree for the name as an
/// identifier, a type or part of a written type (`[IconView]`).
enum SyntaxMentions {
    /// Whether any node under `value` (a statement, an expression, a list of them) names `name`.
    static func names(_ name: String, in value: Any) -> Bool {
        if let text = value as? String { return text == name || (text.count > name.count && EntryReader.names(name, in: text)) }
        if value is SourceRange { return false }
        for child in Mirror(reflecting: value).children where names(name, in: child.value) {
            return true
        }
        return false
    }
}
