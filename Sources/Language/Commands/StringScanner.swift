/// Reads the inside of a string literal character by character, for the small languages that
/// live in strings (Visual Format, FLK predicates). Ranges are in the whole source's coordinates.
struct StringScanner {
    let scalars: [Unicode.Scalar]
    let locations: [SourceLocation]
    /// The offset of the closing quote (or the end of the source).
    let end: Int
    var index: Int

    /// A scanner over the content of the string `token`.
    init(lexer: Lexer, token: Token) {
        scalars = lexer.scalars
        locations = lexer.locations
        index = token.offset + 1
        let closed = token.endOffset - 1 > token.offset && lexer.scalars[token.endOffset - 1] == "\""
        end = closed ? token.endOffset - 1 : token.endOffset
    }

    /// A scanner over a string computed by pasted code, its first character at `start` (the
    /// opening quote's column plus one when the string was written as a literal).
    init(text: String, at start: SourceLocation) {
        scalars = Array(text.unicodeScalars)
        var locations: [SourceLocation] = []
        var location = start
        for scalar in scalars {
            locations.append(location)
            if scalar == "\n" { location = SourceLocation(line: location.line + 1, column: 1) } else { location.column += 1 }
        }
        locations.append(location)
        self.locations = locations
        index = 0
        end = scalars.count
    }

    var isAtEnd: Bool { index >= end }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < end ? scalars[index + ahead] : nil
    }

    mutating func accept(_ scalar: Unicode.Scalar) -> Bool {
        guard peek() == scalar else { return false }
        index += 1
        return true
    }

    mutating func skipSpaces() {
        while peek() == " " { index += 1 }
    }

    var location: SourceLocation { locations[index] }

    func range(from start: Int) -> SourceRange {
        SourceRange(locations[start], locations[index])
    }

    func text(from start: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return text
    }

    /// A failure at the current character (or at the closing quote at the end).
    func failure(_ message: String, suggestion: String? = nil) -> ParseFailure {
        let range = SourceRange(locations[index], locations[min(index + 1, locations.count - 1)])
        let shown = isAtEnd ? message + ", found the end of the string" : message + ", found '\(scalars[index])'"
        return ParseFailure(diagnostic: Diagnostic(.error, shown, at: range, suggestion: suggestion))
    }

    /// `12`, `0.5`, and `.5` when `leadingDot` allows it; `nil` when no number starts here.
    mutating func number(leadingDot: Bool = false) -> NumberLiteral? {
        let start = index
        while let scalar = peek(), Lexer.isDigit(scalar) { index += 1 }
        let hasInteger = index > start
        if peek() == ".", let next = peek(1), Lexer.isDigit(next), hasInteger || leadingDot {
            index += 1
            while let scalar = peek(), Lexer.isDigit(scalar) { index += 1 }
        }
        guard index > start else { return nil }
        let text = text(from: start)
        // `.5` is not a Swift literal; read it as `0.5`.
        let value = Double(text.hasPrefix(".") ? "0" + text : text) ?? 0
        return NumberLiteral(value, text: text, range: range(from: start))
    }

    /// A number with an optional sign folded in.
    mutating func signedNumber(leadingDot: Bool = false) -> NumberLiteral? {
        let start = index
        var negative = false
        if peek() == "-" || peek() == "+" {
            negative = peek() == "-"
            index += 1
        }
        guard let number = number(leadingDot: leadingDot) else {
            index = start
            return nil
        }
        guard index - start > number.text.unicodeScalars.count else { return number }
        return NumberLiteral(
            negative ? -number.value : number.value, text: negative ? "-" + number.text : number.text,
            range: range(from: start))
    }

    /// A name: letters, digits and `_`, not starting with a digit.
    mutating func name() -> Identifier? {
        guard let first = peek(), Lexer.isIdentifierStart(first) else { return nil }
        let start = index
        while let scalar = peek(), Lexer.isIdentifierPart(scalar) { index += 1 }
        return Identifier(text(from: start), range: range(from: start))
    }

    /// `==`, `<=` or `>=`; `nil` when none is here.
    mutating func relation() throws(ParseFailure) -> RelationKind? {
        guard let first = peek(), first == "=" || first == "<" || first == ">" else { return nil }
        guard peek(1) == "=" else {
            throw failure("expected '==', '<=' or '>='")
        }
        index += 2
        return first == "=" ? .equal : first == "<" ? .lessThanOrEqual : .greaterThanOrEqual
    }
}
