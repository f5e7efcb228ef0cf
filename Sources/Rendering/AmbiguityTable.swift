import Layout

/// The ambiguities of a snapshot, found by view and axis: whether one held before is asked of
/// every ambiguity after each entry, and a layout built view by view has thousands. Held in an
/// array by view id (ids are small and dense), so a question is an index and one comparison,
/// where a set of ambiguities would hash each one's words.
struct AmbiguityTable {
    /// Per view id and axis (`2 × id + axis`): the ambiguity's place in `ambiguities`, or -1.
    private var places: [Int32] = []
    private let ambiguities: [Ambiguity]

    init(_ ambiguities: [Ambiguity]) {
        self.ambiguities = ambiguities
        let top = ambiguities.reduce(-1) { max($0, Self.slot($1)) }
        places = [Int32](repeating: -1, count: top + 1)
        for place in ambiguities.indices {
            let slot = Self.slot(ambiguities[place])
            if slot >= 0 { places[slot] = Int32(place) }
        }
    }

    static func slot(_ a: Ambiguity) -> Int {
        a.view.rawValue < 0 ? -1 : 2 * a.view.rawValue + (a.axis == .horizontal ? 0 : 1)
    }

    /// Whether the same ambiguity (the same view and axis, missing and competing the same) is here.
    func contains(_ a: Ambiguity) -> Bool {
        let slot = Self.slot(a)
        guard slot >= 0, slot < places.count, places[slot] >= 0 else { return false }
        return ambiguities[Int(places[slot])] == a
    }
}
