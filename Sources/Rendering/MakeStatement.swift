import Layout

/// A SnapKit or Masonry `make.…` statement on a line of code: `make.top.bottom.equalTo(0)`, its
/// text and the attributes it constrains (composites such as `edges` and `size` spelled out),
/// so a conflict can cite the statement that made a constraint and rewrite it.
struct MakeStatement: Equatable {
    /// The statement, from `make.` to its end (a `;`, a `}` or the end of the line, a `//`
    /// comment left out), trimmed.
    var text: String
    /// The attributes it names before its relation, as `Attribute`'s raw values.
    var attributes: [String]

    /// Composites and the attributes they stand for.
    static let composites: [String: [String]] = [
        "edges": ["top", "left", "bottom", "right", "leading", "trailing"],
        "horizontalEdges": ["left", "right", "leading", "trailing"],
        "verticalEdges": ["top", "bottom"],
        "directionalEdges": ["top", "leading", "bottom", "trailing"],
        "directionalHorizontalEdges": ["leading", "trailing"],
        "directionalVerticalEdges": ["top", "bottom"],
        "size": ["width", "height"],
        "center": ["centerX", "centerY"],
        "margins": ["topMargin", "leftMargin", "bottomMargin", "rightMargin", "leadingMargin", "trailingMargin"],
        "directionalMargins": ["topMargin", "leadingMargin", "bottomMargin", "trailingMargin"],
        "centerWithinMargins": ["centerXWithinMargins", "centerYWithinMargins"],
    ]

    /// Every `make.…` (or `$0.…`) statement on `line`, in order.
    static func all(in line: String) -> [MakeStatement] {
        var code = Substring(line)
        if let comment = code.firstRange(of: "//") { code = code[..<comment.lowerBound] }
        var out: [MakeStatement] = []
        var rest = code
        // The maker named `make`, or SnapKit's anonymous `$0` (`{ $0.top.equalToSuperview(); $0.height.equalTo(50) }`).
        // Or a maker of another name (`maker`, `m`): a name whose attributes end in a relation.
        func nextMaker(_ text: Substring) -> Range<Substring.Index>? {
            [text.firstRange(of: "make."), text.firstRange(of: "$0."), namedMaker(in: text)].compactMap { $0 }
                .min { $0.lowerBound < $1.lowerBound }
        }
        while let start = nextMaker(rest) {
            // `remake.` and `mymake.` are not a maker.
            if start.lowerBound != code.startIndex {
                let before = code[code.index(before: start.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" {
                    rest = rest[start.upperBound...]
                    continue
                }
            }
            var statement = rest[start.lowerBound...]
            if let end = statement.firstIndex(where: { $0 == ";" || $0 == "}" }) { statement = statement[..<end] }
            rest = rest[statement.endIndex...]
            let text = String(statement).trimmed(of: " \t")
            out.append(MakeStatement(text: text, attributes: attributes(of: text)))
        }
        return out
    }

    /// The first `name.` in `text` that starts a maker's statement whatever the maker is named
    /// (`maker.top.leading.equalToSuperview()`, `m.height.equalTo(40)`): a name, not a member of
    /// another, followed by one attribute or more and a relation.
    static func namedMaker(in text: Substring) -> Range<Substring.Index>? {
        var from = text.startIndex
        while let dot = text[from...].firstIndex(of: ".") {
            defer { from = text.index(after: dot) }
            var start = dot
            while start > text.startIndex {
                let c = text[text.index(before: start)]
                guard c.isLetter || c.isNumber || c == "_" else { break }
                start = text.index(before: start)
            }
            guard start < dot, text[start].isLetter || text[start] == "_" else { continue }
            if start > text.startIndex, text[text.index(before: start)] == "." { continue }
            let words = text[text.index(after: dot)...].prefix { $0 != "(" }.split(separator: ".", omittingEmptySubsequences: false)
            guard words.count >= 2, let relation = words.last, relations.contains(where: { relation.hasPrefix($0) }),
                  words.dropLast().allSatisfy({ attributeNames.contains(String($0)) }) else { continue }
            return start..<text.index(after: dot)
        }
        return nil
    }

    /// The relations a maker's statement ends in.
    static let relations = ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"]

    /// The attributes a maker names: UIKit's and the composites.
    static let attributeNames: Set<String> = Set(Attribute.allCases.map(\.rawValue)).union(composites.keys)

    /// `make.top.bottom.equalTo(0)` → `top`, `bottom`: the names after `make.` (or `$0.`) up to the first
    /// that is a relation (or a call), composites spelled out.
    static func attributes(of statement: String) -> [String] {
        let names = statement.drop { $0 != "." }.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        var out: [String] = []
        for name in names {
            let word = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard word.count == name.count, !word.isEmpty,
                  !["equal", "lessThan", "greaterThan", "mas_"].contains(where: { word.hasPrefix($0) }) else { break }
            out += composites[word] ?? [word]
        }
        return out
    }
}
