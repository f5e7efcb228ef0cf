/// Finds the word of a vocabulary a misspelling most likely meant.
public enum Suggestion {
    /// The closest word of `vocabulary` to `word`, or `nil` when none is close enough to be
    /// a plausible typo. Case differences cost nothing; ties go to the earlier word, so the answer
    /// depends only on the vocabulary's order.
    public static func closest(to word: String, in vocabulary: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        let allowed = typed.count <= 3 ? 1 : typed.count <= 6 ? 2 : 3
        var best: (word: String, distance: Int)?
        // `view1` and `view`, `label2` and `label1`: numbered names are names of their own
        // (a listing's `view1`, `view2`), not misspellings of each other.
        for candidate in vocabulary where candidate != word && !isNumberedVariant(word, of: candidate) {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// ``closest(to:in:)`` for a name a paste reads: a compound of camel-case words that ends in
    /// the other as a word of its own (`myView` and `view`, `redLabel` and `label`) is a name of its
    /// own, as tutorials name their views, not a misspelling of the shorter one.
    public static func closestName(to word: String, in vocabulary: [String]) -> String? {
        closest(to: word, in: vocabulary.filter { !isCompound(word, of: $0) && !isCompound($0, of: word) })
    }

    /// Whether `word` is `other` with camel-case words before it (`myView` of `view`).
    public static func isCompound(_ word: String, of other: String) -> Bool {
        guard let head = other.first, word.count > other.count else { return false }
        let capitalized = head.uppercased() + other.dropFirst()
        guard word.hasSuffix(capitalized) else { return false }
        let prefix = word.dropLast(capitalized.count)
        return prefix.first?.isLetter == true && prefix.last.map { $0.isLowercase || $0.isNumber } == true
    }

    /// Whether one word is the other with a number added, taken away or changed at its end.
    public static func isNumberedVariant(_ word: String, of other: String) -> Bool {
        // Neither ends in a digit: each is its own stem, and neither is a variant.
        guard word.last?.isNumber == true || other.last?.isNumber == true else { return false }
        let stem = { (s: String) in String(s.reversed().drop { $0.isNumber }.reversed()) }
        return stem(word) == stem(other) && (stem(word) != word || stem(other) != other)
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours each cost one (`widht` is one step from `width`).
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
