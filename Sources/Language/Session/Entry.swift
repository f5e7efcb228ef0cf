/// One entry of a script: what a user types before pressing Enter — a line, or the lines of a
/// block that leaves `{`, `(` or `[` open until it closes.
public struct Entry: Hashable, Sendable {
    /// The entry's lines, joined with newlines, without the last line break.
    public var text: String
    /// The line number of its first line in the script.
    public var firstLine: Int

    public init(text: String, firstLine: Int) {
        self.text = text
        self.firstLine = firstLine
    }

    /// Whether the entry has nothing but blanks and comments.
    /// A Swift `/* … */` comment counts as blank, over as many lines as it spans (a file's
    /// licence header); one never closed does not.
    ///
    /// Lines are read up to the first that holds code, not split all at once: a pasted file is
    /// asked this several times, and its first line usually answers.
    public var isBlank: Bool {
        var depth = 0
        var rest = text[...]
        while true {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            let code: String
            (depth, code) = Entry.outsideBlockComments(rest[..<end], depth: depth)
            let trimmed = code.trimmingSpaces
            // An Objective-C `#define` is a constant the rest of the paste reads (and `#undef`
            // takes one back, which an `#ifdef` after it asks about).
            guard trimmed.isEmpty || (trimmed.hasPrefix("#") && !trimmed.hasPrefix("#define ") && !trimmed.hasPrefix("#undef "))
                    || trimmed.hasPrefix("//") else {
                return false
            }
            // A `/*` never closed is not a comment to Swift but an error ("unterminated '/*'
            // comment"), and what follows it is not run: the entry goes on to say so.
            if end == rest.endIndex { return depth == 0 }
            rest = rest[rest.utf8.index(after: end)...]
        }
    }

    /// Whether the entry is a file's `import` lines (with blank and comment lines): where two
    /// files pasted one after the other meet (`import UIKit` under the second one's header).
    public var isImports: Bool {
        var imports = false
        for line in text.split(separator: "\n") {
            let trimmed = String(line).trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            guard trimmed.hasPrefix("import ") else { return false }
            imports = true
        }
        return imports
    }

    /// A line with its Swift block comments blanked out (nested, as Swift nests them), and how
    /// many are still open at its end; `depth` is how many were open at its start. A `/*` inside
    /// a string literal or after `//` opens nothing.
    static func outsideBlockComments<Line: StringProtocol>(_ line: Line, depth start: Int) -> (depth: Int, code: String) {
        guard start > 0 || line.contains("/*") else { return (start, String(line)) }
        var depth = start
        var code = String.UnicodeScalarView()
        var inString = false
        var escaped = false
        let scalars = Array(line.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            let next: Unicode.Scalar? = i + 1 < scalars.count ? scalars[i + 1] : nil
            if depth > 0 {
                if c == "/" && next == "*" { depth += 1; i += 2; continue }
                if c == "*" && next == "/" {
                    depth -= 1
                    i += 2
                    if depth == 0 { code.append(" ") }
                    continue
                }
                i += 1
                continue
            }
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "/" && next == "/" {
                code.append(contentsOf: scalars[i...])
                break
            } else if c == "/" && next == "*" {
                depth = 1
                i += 2
                continue
            }
            code.append(c)
            i += 1
        }
        return (depth, String(code))
    }

    /// Splits a script into entries as ``EntryReader`` reads it line by line. An entry still
    /// open at the end of the script is returned as it is, so its error is reported.
    public static func split(_ script: String) -> [Entry] {
        var reader = EntryReader()
        return reader.entries(of: script)
    }

    /// The entry's first Swift word after attributes and modifiers (`class` for
    /// `@objc final class …`), skipping comment lines.
    public var firstWord: String? { leadingWords.first }

    /// The name of the class, struct or enum the entry declares (`Badge` for
    /// `fileprivate final class Badge: UIView {`), if it begins with one.
    public var declaredTypeName: String? {
        let words = leadingWords
        guard words.count > 1, ["class", "struct", "enum"].contains(words[0]) else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// The name of the type the entry extends (`Badge` for `extension Badge: Themed {`), if it
    /// begins with an extension.
    var extendedTypeName: String? {
        let words = leadingWords
        guard words.count > 1, words[0] == "extension" else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether the entry declares a function (`func`, `override func`, `static func`).
    var declaresFunction: Bool {
        // (After its attributes: `@discardableResult func …`, `@objc func …`.)
        let words = Array(leadingWords.drop { $0.hasPrefix("@") })
        guard let first = words.first else { return false }
        if first == "func" { return true }
        return ["override", "static", "class", "mutating", "nonisolated", "dynamic"].contains(first) && words.dropFirst().prefix(2).contains("func")
    }

    /// Whether the entry declares a function private to its file (`private func helper(…)`,
    /// `fileprivate func …`), which only a file has.
    var declaresFilePrivateFunction: Bool {
        guard declaresFunction else { return false }
        // (The modifiers are not among ``leadingWords``: read off the first line of code.)
        for line in text.split(separator: "\n") {
            let code = String(line).trimmingSpaces
            if code.isEmpty || code.hasPrefix("//") || code.hasPrefix("@") { continue }
            return code.hasPrefix("private ") || code.hasPrefix("fileprivate ")
        }
        return false
    }

    /// The name of the function the entry declares (`pinEdges` for `func pinEdges(of v: UIView) {`), if it does.
    var declaredFunctionName: String? {
        let words = leadingWords
        guard declaresFunction, let f = words.firstIndex(of: "func"), f + 1 < words.count else { return nil }
        let name = words[f + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether the entry is a view controller's life-cycle method pasted without its class
    /// (`override func viewDidLoad() {`, or Objective-C's `- (void)viewDidLoad {`), which the
    /// methods pasted below it may serve.
    var isLifecycleFunction: Bool {
        if let selector = objectiveCMethodName { return Session.lifecycle.contains(selector) }
        let words = leadingWords
        guard declaresFunction, let f = words.firstIndex(of: "func"), f + 1 < words.count else { return false }
        let name = words[f + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return Session.lifecycle.contains(String(name))
    }

    /// Whether the entry declares a method as Objective-C writes one outside its `@implementation`
    /// (`- (void)setupConstraints {`, `+ (instancetype)card`).
    var declaresObjectiveCMethod: Bool { objectiveCMethodName != nil }

    /// The first part of the selector of the Objective-C method the entry's first line of code
    /// declares (`viewWillAppear` for `- (void)viewWillAppear:(BOOL)animated`): a `-` or `+`, the
    /// return type in parentheses, then the name.
    private var objectiveCMethodName: String? {
        guard let line = text.split(separator: "\n").map({ String($0).trimmingSpaces })
            .first(where: { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("#") }),
              let sign = line.first, sign == "-" || sign == "+" else { return nil }
        var rest = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        rest = rest[rest.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let head = name.first, head.isLetter || head == "_" else { return nil }
        return String(name)
    }

    /// The words of the entry's first line of code, after attributes and modifiers.
    private var leadingWords: [String] {
        // A `/* … */` or `/** … */` comment (a doc comment above an extension) holds no words.
        var commentDepth = 0
        for line in text.split(separator: "\n") {
            let visible: String
            (commentDepth, visible) = Entry.outsideBlockComments(line, depth: commentDepth)
            let trimmed = visible.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") { continue }
            let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final"]
            // An attribute's arguments (`@available(iOS 15, *)`) are no words of the declaration.
            var depth = 0
            var code = ""
            for character in trimmed {
                if character == "(" && (depth > 0 || code.contains("@")) {
                    depth += 1
                } else if character == ")" && depth > 0 {
                    depth -= 1
                } else if depth == 0 {
                    code.append(character)
                }
            }
            var words: [String] = []
            for word in code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" || $0 == ":" }) {
                if words.isEmpty && (word.hasPrefix("@") || modifiers.contains(String(word))) { continue }
                if word.hasPrefix("//") { break }
                words.append(String(word))
            }
            // A line of attributes alone (`@objc`): the declaration is on the next line.
            if !words.isEmpty { return words }
        }
        return []
    }

    /// The Objective-C word the entry's first line of code starts with (`@interface`,
    /// `@implementation`, `#define`), if it starts with one.
    var firstObjectiveCKeyword: String? {
        for line in text.split(separator: "\n") {
            let trimmed = String(line).trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            if trimmed.hasPrefix("#define") || trimmed.hasPrefix("#undef") { return "#define" }
            if trimmed.hasPrefix("#") { continue }
            let code = Self.droppingLeadingMacros(trimmed)
            return ["@interface", "@implementation"].first { code.hasPrefix($0) }
        }
        return nil
    }

    /// A line of Objective-C without the annotation macros before its keyword
    /// (`NS_CLASS_AVAILABLE_IOS(7_0) @interface …`, `IB_DESIGNABLE @interface …`): from the first
    /// `@`, when only capitalised words (with their parenthesised arguments) stand before it.
    static func droppingLeadingMacros<S: StringProtocol>(_ line: S) -> Substring {
        let text = Substring(line)
        guard let first = text.first, first.isUppercase || first == "_", let at = text.firstIndex(of: "@") else { return text }
        var depth = 0
        for c in text[..<at] {
            switch c {
            case "(": depth += 1
            case ")": depth -= 1
            default:
                guard depth > 0 || c.isUppercase || c.isNumber || c == "_" || c == " " || c == "\t" else { return text }
            }
        }
        return depth == 0 ? text[at...] : text
    }

    /// Whether a trailing closure on the next line would belong to this entry, as Swift reads
    /// `box.snp.makeConstraints` or `UIView.animate(withDuration: 0.3)` with its `{` on the line
    /// below (Allman style): its last line of code ends with a call's `)` or a member's name
    /// (`a.b`), and it is no declaration of a type or function, Objective-C or preprocessor line.
    public var mayTakeTrailingClosure: Bool {
        guard !declaresType, !declaresFunction, firstObjectiveCKeyword == nil else { return false }
        let lines = text.split(separator: "\n").map { String($0).trimmingSpaces }
        guard let last = lines.last(where: { !$0.isEmpty && !$0.hasPrefix("//") }) else { return false }
        guard let first = last.first, first != "#", first != "-", first != "+", first != "@", first != "}" else { return false }
        // A comment after the code (no string on the line, whose text could hold `//`).
        var code = Substring(last)
        if !code.contains("\""), let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
        while let c = code.last, c == " " || c == "\t" { code.removeLast() }
        if code.last == ")" { return true }
        // `box.snp.makeConstraints`: a chain of names ending in one, the whole line.
        let parts = code.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1 && parts.allSatisfy { part in
            guard let head = part.first, head.isLetter || head == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// Whether the entry's first line of code opens with `{`: a closure that, written alone at
    /// the top level, is the trailing closure of the call on the line before it.
    public var opensWithBrace: Bool {
        text.split(separator: "\n").map { String($0).trimmingSpaces }
            .first { !$0.isEmpty && !$0.hasPrefix("//") }?.hasPrefix("{") ?? false
    }

    /// Whether the entry's first line of code opens with a member (`.intersection(other)`,
    /// `.isActive = true`): Swift reads such a line as going on with the expression of the line
    /// before it, as chained calls are written one to a line.
    public var opensWithMember: Bool {
        guard let first = text.split(separator: "\n").map({ String($0).trimmingSpaces })
            .first(where: { !$0.isEmpty && !$0.hasPrefix("//") }), first.hasPrefix(".") else { return false }
        let next = first.dropFirst().first
        return next.map { $0.isLetter || $0 == "_" } ?? false
    }

    /// Whether the entry declares a type (`class`, `struct`, `enum`) or extends one.
    public var declaresType: Bool {
        ["class", "struct", "enum", "extension"].contains(firstWord ?? "")
    }

    /// The lines of a text split at each line feed, a carriage return kept at the end of its line.
    /// (Splitting a `String` by `Character` would not split CRLF: Swift reads `\r\n` as one
    /// character.)
    public static func lines(of text: String) -> [String] {
        text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Whether the lines of an entry read so far leave it open — a `{`, `(` or `[` or a string
/// literal not closed — as ``needsContinuation(_:)`` says of their text, kept line by line so
/// that each line is read once: a pasted block of thousands of lines is not read again for
/// every line that follows.
public struct Continuation: Sendable, Hashable {
    /// The delimiters still open, innermost last.
    private var open: [TokenKind] = []
    /// The string literal the last line ended inside, if it did.
    private var openLiteral: StringLiteral?
    private var insideString: Bool { openLiteral != nil }
    /// How many Swift `/* … */` comments were open at the end of the last line.
    private var commentDepth = 0

    public init() {}

    /// Whether an Objective-C `@interface`, `@implementation` or `@protocol` is open until its `@end`.
    private var objectiveCContainer = false

    /// Whether the last line at the entry's top level was attributes alone (`@objc`,
    /// `@available(iOS 15, *)`) or a declaration's head without its body (`class Feed: UIView`
    /// with the `{` on the next line, as Allman-style code writes it): Swift reads on to the
    /// declaration, so the entry is not complete.
    private var awaitsDeclaration = false

    /// Whether that head ended in `:` or `,` (`final class ToastView:` then `View,` then
    /// `ViewModelBindable {` on lines of their own): its next line goes on with the head.
    private var headContinues = false

    /// How many `<` of that head's generic parameter clause are still open.
    private var headAngles = 0

    /// How many angle brackets a line opens, less those it closes (this lexer reads each `<` and
    /// `>` alone as a character of no token of its own; `->` is an arrow).
    static func angleDepthChange(_ tokens: [Token]) -> Int {
        tokens.reduce(0) { depth, token in
            guard token.kind == .invalid else { return depth }
            return depth + (token.text == "<" ? 1 : token.text == ">" ? -1 : 0)
        }
    }

    /// How many `#if` lines are open until their `#endif`: the branches of a conditional are
    /// one entry, so that the branch an iOS build compiles is chosen among them (see
    /// `PlatformConditions`), not each line run on its own.
    private var conditionalDepth = 0

    /// Whether the entry needs another line.
    public var isOpen: Bool {
        insideString || !open.isEmpty || commentDepth > 0 || objectiveCContainer || awaitsDeclaration || conditionalDepth > 0
            || directiveContinues
    }

    /// Whether the last line was a preprocessor line (`#define CARD_H \`) ending in a backslash,
    /// which C continues on the next line.
    private var directiveContinues = false

    /// Whether the line being read is a `#define` or one it continues: the preprocessor reads a
    /// macro's body as tokens, whatever its brackets, so they open nothing for the entry (an
    /// unused `#define IS_NEW ([… doubleValue] >= 7.0]` compiles, its slip never seen).
    private var inDefine = false

    /// Reads the entry's next line (without its line break).
    public mutating func read<Line: StringProtocol>(_ line: Line) {
        var defineLine = false
        if commentDepth == 0, !insideString {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            let inDirective = directiveContinues || trimmed.hasPrefix("#")
            inDefine = (directiveContinues && inDefine) || trimmed.hasPrefix("#define")
            defineLine = inDefine
            var end = Substring(trimmed)
            while let last = end.last, last == " " || last == "\t" { end = end.dropLast() }
            directiveContinues = inDirective && end.hasSuffix("\\")
            // Objective-C's `#ifdef NAME` and `#ifndef NAME` open one too.
            if trimmed == "#if" || trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#if(") || trimmed.hasPrefix("#if!")
                || trimmed.hasPrefix("#ifdef ") || trimmed.hasPrefix("#ifndef ") {
                conditionalDepth += 1
            } else if trimmed.hasPrefix("#endif"), conditionalDepth > 0 {
                conditionalDepth -= 1
            }
            if trimmed.hasPrefix("@end") { objectiveCContainer = false }
            let code = Entry.droppingLeadingMacros(trimmed)
            if code.hasPrefix("@interface") || code.hasPrefix("@implementation")
                || (trimmed.hasPrefix("@protocol") && !trimmed.contains(";")) {
                objectiveCContainer = true
            }
        }
        var rest = Substring(line)
        // A line inside an open `(` or `[` does not start a command, so its `save` is a word,
        // not a file command that takes the rest of the line; likewise after a string closes.
        var startsCommand = open.last.map { $0 == .leftBrace } ?? true
        if let literal = openLiteral {
            // Find where the string closes; the line break before this line was part of it.
            let scalars = Array(rest.unicodeScalars)
            var index = 0
            guard Self.skipLiteral(scalars, &index, literal) else { return }
            openLiteral = nil
            rest = Substring(String(String.UnicodeScalarView(scalars[index...])))
            startsCommand = false
        }
        let uncommented: String
        (commentDepth, uncommented) = Entry.outsideBlockComments(rest, depth: commentDepth)
        let masked: String
        (masked, openLiteral) = Self.stringsEmptied(uncommented)
        let code = swiftPoundWordsAsCode(masked)
        var lexer = Lexer(startsCommand ? code : "_ " + code)
        let tokens = lexer.tokenize()
        let lineTokens = tokens.filter { $0.kind != .newline && $0.kind != .end }
        if open.isEmpty, startsCommand, awaitsDeclaration, headContinues, !lineTokens.isEmpty {
            // A line of the head's inheritance list: the entry waits on for the body's `{`.
            awaitsDeclaration = !lineTokens.contains { $0.kind == .leftBrace }
        } else if open.isEmpty, startsCommand, let awaits = Self.awaitsDeclaration(tokens) {
            awaitsDeclaration = awaits
        }
        if !lineTokens.isEmpty {
            // A generic parameter clause laid out over lines (`final class Badge<` then
            // `Model: Equatable` then `>: UIView {`) keeps the head open until its `>`.
            headAngles = awaitsDeclaration ? max(0, headAngles + Self.angleDepthChange(lineTokens)) : 0
            headContinues = awaitsDeclaration
                && (lineTokens.last?.kind == .comma || lineTokens.last?.kind == .colon || headAngles > 0)
        }
        for token in tokens where !defineLine {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace:
                // As the lexer does: a closer closes its innermost opener and all inside it;
                // a stray one is the parser's to report.
                let opener: TokenKind =
                    token.kind == .rightParen ? .leftParen : token.kind == .rightBracket ? .leftBracket : .leftBrace
                if let position = open.lastIndex(of: opener) { open.removeSubrange(position...) }
            default:
                break
            }
        }
    }

    /// A string literal's delimiters: `"…"` or a multi-line `"""…"""`, with the `#`s of a raw one.
    enum StringLiteral: Sendable, Hashable {
        case line(hashes: Int)
        case block(hashes: Int)
    }

    /// The line with every string literal's text left out (`"\(a) \"b\""` is `""`), so that
    /// quotes, brackets and braces inside one — an interpolation's own strings, a `"` inside a
    /// multi-line string — open nothing; and the literal left open at the line's end, cut off.
    /// A `//` comment is kept as it is, for the lexer to skip.
    static func stringsEmptied(_ line: String) -> (code: String, open: StringLiteral?) {
        guard line.contains("\"") else { return (line, nil) }
        let scalars = Array(line.unicodeScalars)
        var code = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "/", i + 1 < scalars.count, scalars[i + 1] == "/" {
                code.append(contentsOf: scalars[i...])
                break
            }
            // An Objective-C character literal (`'"'`) is a number, not a quote.
            if c == "'", i + 2 < scalars.count, scalars[i + 1] != "\\", scalars[i + 2] == "'" {
                code.append("0")
                i += 3
                continue
            }
            guard c == "\"" || (c == "#" && Self.rawQuote(scalars, at: i) != nil) else {
                code.append(c)
                i += 1
                continue
            }
            let literal = opening(scalars, &i)
            guard skipLiteral(scalars, &i, literal) else { return (String(code), literal) }
            code.append(contentsOf: "\"\"".unicodeScalars)
        }
        return (String(code), nil)
    }

    /// Steps past a literal's opening delimiter (at a `"` or the `#`s of a raw one).
    private static func opening(_ scalars: [Unicode.Scalar], _ i: inout Int) -> StringLiteral {
        var hashes = 0
        while scalars[i] == "#" { hashes += 1; i += 1 }
        if i + 2 < scalars.count, scalars[i + 1] == "\"", scalars[i + 2] == "\"" {
            i += 3
            return .block(hashes: hashes)
        }
        i += 1
        return .line(hashes: hashes)
    }

    /// Whether the `#`s at `index` open a raw string (`#"`, `##"""`), not a `#selector`.
    private static func rawQuote(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        var i = index
        while i < scalars.count, scalars[i] == "#" { i += 1 }
        return i < scalars.count && scalars[i] == "\"" ? i : nil
    }

    /// Steps past the rest of a string literal, its interpolations' code included, to just after
    /// its closing delimiter; false, at the line's end, if it does not close on this line. (Read
    /// with a stack of its own, not by recursion: interpolations may nest thousands deep.)
    static func skipLiteral(_ scalars: [Unicode.Scalar], _ i: inout Int, _ literal: StringLiteral) -> Bool {
        enum Context { case literal(StringLiteral), code(parentheses: Int) }
        var stack: [Context] = [.literal(literal)]
        func closes(_ literal: StringLiteral, at index: Int) -> (Bool, length: Int) {
            let (quotes, hashes) = switch literal {
            case .line(let h): (1, h)
            case .block(let h): (3, h)
            }
            guard index + quotes + hashes <= scalars.count else { return (false, 0) }
            let closed = scalars[index..<index + quotes].allSatisfy { $0 == "\"" }
                && scalars[index + quotes..<index + quotes + hashes].allSatisfy { $0 == "#" }
            return (closed, quotes + hashes)
        }
        while i < scalars.count, let context = stack.last {
            switch context {
            case .literal(let literal):
                let (closed, length) = closes(literal, at: i)
                if closed {
                    i += length
                    stack.removeLast()
                    if stack.isEmpty { return true }
                    continue
                }
                let hashes = switch literal { case .line(let h), .block(let h): h }
                if scalars[i] == "\\", i + hashes < scalars.count, scalars[i + 1..<i + 1 + hashes].allSatisfy({ $0 == "#" }) {
                    // An escape: the character after it is no quote; `\(` opens an interpolation.
                    i += 1 + hashes
                    if i < scalars.count, scalars[i] == "(" { stack.append(.code(parentheses: 1)) }
                }
                i += 1
            case .code(let parentheses):
                let c = scalars[i]
                if c == "\"" || (c == "#" && rawQuote(scalars, at: i) != nil) {
                    stack.append(.literal(opening(scalars, &i)))
                    continue
                }
                if c == "(" {
                    stack[stack.count - 1] = .code(parentheses: parentheses + 1)
                } else if c == ")" {
                    if parentheses == 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(parentheses: parentheses - 1) }
                }
                i += 1
            }
        }
        return false
    }

    /// Objective-C's directives, which are not Swift attributes.
    private static let objectiveCDirectives: Set<String> = [
        "end", "interface", "implementation", "protocol", "property", "synthesize", "dynamic", "class",
        "optional", "required", "import", "selector", "private", "public", "protected", "package", "autoreleasepool",
    ]
    /// The words that may stand before a declaration's keyword.
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "indirect", "nonisolated",
    ]
    /// The declarations whose body Swift requires, so that their head alone leaves the entry open.
    private static let declarationsWithBody: Set<String> = [
        "class", "struct", "enum", "extension", "protocol", "actor", "func", "init",
    ]
    /// The statements whose braces Swift requires: `if ok` with its `{` on the next line (Allman
    /// style) leaves the entry open as a declaration's head does.
    private static let statementsWithBody: Set<String> = [
        "if", "guard", "for", "while", "switch", "do", "repeat", "defer",
    ]

    /// Whether a line at the entry's top level leaves it waiting for a declaration: attributes
    /// alone, or a declaration's head with no `{` (nil for a blank line, which changes nothing).
    static func awaitsDeclaration(_ tokens: [Token]) -> Bool? {
        let code = tokens.filter { $0.kind != .newline && $0.kind != .end }
        guard !code.isEmpty else { return nil }
        var index = 0
        var attributes = 0
        while index + 1 < code.count, code[index].kind == .at, code[index + 1].kind == .identifier,
              !objectiveCDirectives.contains(code[index + 1].text) {
            index += 2
            attributes += 1
            // An attribute's arguments (`@available(iOS 15, *)`, `@objc(FeedView)`).
            if index < code.count, code[index].kind == .leftParen {
                var depth = 0
                while index < code.count {
                    if code[index].kind == .leftParen { depth += 1 }
                    if code[index].kind == .rightParen { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
            }
        }
        if index == code.count { return attributes > 0 }
        if attributes == 0, code.count > 1, code[0].text == "-" || code[0].text == "+", code[1].kind == .leftParen {
            // An Objective-C method's head pasted without its class (`- (void)viewDidLoad`),
            // its `{` on the next line as Allman-style code writes it; a `;` ends a declaration.
            return !code.contains { $0.kind == .leftBrace || $0.text == ";" }
        }
        if attributes == 0, code[index].kind == .identifier, statementsWithBody.contains(code[index].text) {
            return !code.contains { $0.kind == .leftBrace }
        }
        // C's `typedef enum Side` or `typedef NS_ENUM(NSInteger, Side)` with its `{` on the next
        // line; a `;` ends one that has no body (`typedef CGFloat Length;`).
        if attributes == 0, code[index].kind == .identifier, code[index].text == "typedef" {
            return !code.contains { $0.kind == .leftBrace || $0.text == ";" }
        }
        let firstModifier = index
        while index < code.count, code[index].kind == .identifier, modifiers.contains(code[index].text) { index += 1 }
        // `public` alone on its line, `enum Mode` on the next: the modifiers await their declaration
        // (not `open` alone, Layoutbook's word that opens a file).
        if index == code.count, index > firstModifier, !(index - firstModifier == 1 && code[firstModifier].text == "open") {
            return true
        }
        guard index < code.count, code[index].kind == .identifier, declarationsWithBody.contains(code[index].text) else {
            return false
        }
        // `class func` and `class var` are members, never at an entry's top level with a body to come.
        if code[index].text == "class", index + 1 < code.count, ["func", "var", "let"].contains(code[index + 1].text) {
            return false
        }
        return !code.contains { $0.kind == .leftBrace || $0.kind == .assign }
    }
}
