/// A solver variable: a plain, copyable id. Its value lives in the ``Solver`` that made it.
public struct Variable: Hashable, Comparable, Sendable {
    /// The solver's symbol number for this variable.
    public let id: Int32

    init(id: Int32) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}
