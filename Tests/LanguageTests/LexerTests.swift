import Testing

@testable import Language

@Suite("Lexer")
struct LexerTests {
    /// `kind text @range` for every token but the final `.end`.
    func lex(_ source: String) -> [String] {
        var lexer = Lexer(source)
        return lexer.tokenize().dropLast().map { "\($0.kind) \($0.text.debugDescription) \($0.range)" }
    }

    @Test("punctuation, including the two-character operators")
    func punctuation() {
        #expect(
            lex(". , ; : ( ) { } [ ] = == <= >= -> @ * / + - | ! ?").map { $0.split(separator: " ")[0] } == [
                "dot", "comma", "semicolon", "colon", "leftParen", "rightParen", "leftBrace", "rightBrace",
                "leftBracket", "rightBracket", "assign", "equalEqual", "lessEqual", "greaterEqual", "arrow", "at",
                "star", "slash", "plus", "minus", "pipe", "bang", "question",
            ])
    }

    @Test("a size splits into number, cross, number; a minus stays its own token")
    func numbers() {
        #expect(
            lex("375x667 -8 0.5") == [
                #"number "375" @1:1-1:4"#, #"cross "x" @1:4-1:5"#, #"number "667" @1:5-1:8"#,
                #"minus "-" @1:9-1:10"#, #"number "8" @1:10-1:11"#, #"number "0.5" @1:12-1:15"#,
            ])
    }

    @Test("numbers take Swift's exponents: 1e20, 2.5E-3, 4e+2; a lone 'e' after digits is an error")
    func exponents() {
        #expect(
            lex("1e20 2.5E-3 4e+2") == [
                #"number "1e20" @1:1-1:5"#, #"number "2.5E-3" @1:6-1:12"#, #"number "4e+2" @1:13-1:17"#,
            ])
        #expect(lex("3e") == [#"invalid "3e" @1:1-1:3"#])
    }

    @Test("comments are dropped, newlines are kept")
    func comments() {
        #expect(
            lex("a # one\n// two\nb") == [
                #"identifier "a" @1:1-1:2"#, #"newline "\n" @1:8-2:1"#, #"newline "\n" @2:7-3:1"#,
                #"identifier "b" @3:1-3:2"#,
            ])
    }

    @Test("newlines inside ( or [ are not tokens, inside { they are")
    func newlinesInsideDelimiters() {
        let kinds = lex("f(\n1,\n[2\n]) {\n}").map { String($0.split(separator: " ")[0]) }
        #expect(
            kinds == [
                "identifier", "leftParen", "number", "comma", "leftBracket", "number", "rightBracket", "rightParen",
                "leftBrace", "newline", "rightBrace",
            ])
    }

    @Test("strings decode their escapes and keep their source text")
    func strings() {
        var lexer = Lexer(#"text "a \"b\" \\ c\nd""#)
        let tokens = lexer.tokenize()
        #expect(tokens[1].kind == .string)
        #expect(tokens[1].stringValue == "a \"b\" \\ c\nd")
        #expect(tokens[1].range.description == "@1:6-1:23")
        #expect(lexer.diagnostics.isEmpty)
    }

    @Test("columns count Unicode scalars")
    func unicodeColumns() {
        #expect(lex(#""é→" x"#) == [#"string "\"é→\"" @1:1-1:5"#, #"identifier "x" @1:6-1:7"#])
    }

    @Test("bad input leaves an invalid token and a diagnostic")
    func invalid() {
        var lexer = Lexer("a $ 12abc \"open")
        let kinds = lexer.tokenize().map(\.kind)
        #expect(kinds == [.identifier, .invalid, .invalid, .invalid, .end])
        #expect(
            lexer.diagnostics.map(\.description) == [
                "1:3: error: unexpected character '$'", "1:5: error: invalid number '12abc'",
                "1:11: error: unterminated string literal",
            ])
        #expect(lexer.endsInsideString)
    }
}
