/// A solver variable: a plain, copyable id. Its value lives in the ``Solver`` that made it.
public struct Variable: Hashable, Comparable, Sendable {
    /// The solver's symbol number for this variable.
    public let id: Int32

    init(id: Int32) { self.id = id }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// A set of variables as one bit per symbol: what a layout asks about after every command (every
/// view's frame), kept up to date as views come and go rather than gathered again each time.
/// Copies share their bits until one changes (a few kilobytes for ten thousand views).
public struct VariableSet: Sendable, Equatable {
    var words: [UInt64] = []

    public init() {}

    public init<S: Sequence>(_ variables: S) where S.Element == Variable {
        for v in variables { insert(v) }
    }

    /// The set of an array: not generic, so that a caller in another module runs a loop over the
    /// array's elements rather than through an unspecialised iterator (the ambiguity questions
    /// make one of every undetermined variable after each entry).
    public init(_ variables: [Variable]) {
        guard let last = variables.max(by: { $0.id < $1.id }), last.id >= 0 else { return }
        words = [UInt64](repeating: 0, count: Int(last.id) >> 6 + 1)
        for v in variables where v.id >= 0 { words[Int(v.id) >> 6] |= 1 << UInt64(v.id & 63) }
    }

    /// An empty set with room for the symbols below `symbols`: what is inserted there then
    /// needs no growing (``insert(symbol:)``).
    init(room symbols: Int) {
        words = [UInt64](repeating: 0, count: max(0, symbols + 63) >> 6)
    }

    /// Inserts a symbol the set has room for (see ``init(room:)``).
    @inline(__always)
    mutating func insert(symbol s: Int) {
        words[s >> 6] |= 1 << UInt64(s & 63)
    }

    /// Whether no variable is in the set.
    public var isEmpty: Bool { !words.contains { $0 != 0 } }

    public func contains(_ v: Variable) -> Bool {
        contains(symbol: Int(v.id))
    }

    func contains(symbol s: Int) -> Bool {
        let w = s >> 6
        return s >= 0 && w < words.count && words[w] & (1 << UInt64(s & 63)) != 0
    }

    public mutating func insert(_ v: Variable) {
        let s = Int(v.id)
        guard s >= 0 else { return }
        let w = s >> 6
        if w >= words.count { words.append(contentsOf: repeatElement(0, count: w + 1 - words.count)) }
        words[w] |= 1 << UInt64(s & 63)
    }

    public mutating func remove(_ v: Variable) {
        let s = Int(v.id)
        let w = s >> 6
        guard s >= 0, w < words.count else { return }
        words[w] &= ~(1 << UInt64(s & 63))
    }

    /// The members, ascending.
    public var members: [Variable] {
        var out: [Variable] = []
        for (w, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                out.append(Variable(id: Int32(w << 6 + bits.trailingZeroBitCount)))
                bits &= bits - 1
            }
        }
        return out
    }

    public static func == (a: VariableSet, b: VariableSet) -> Bool {
        // Trailing zero words (a removal at the end) do not make two sets differ.
        let n = max(a.words.count, b.words.count)
        for w in 0..<n where (w < a.words.count ? a.words[w] : 0) != (w < b.words.count ? b.words[w] : 0) {
            return false
        }
        return true
    }
}
