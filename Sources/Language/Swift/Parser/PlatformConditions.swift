/// `#if os(iOS)` … `#else` … `#endif` in a cross-platform file: the branch an iOS build compiles is
/// read, the others are left out, as the compiler leaves them out. A condition on the platform —
/// `os(…)`, `canImport(…)`, `targetEnvironment(macCatalyst)`, `swift(…)`, `compiler(…)` and
/// `!`, `&&`, `||`, parentheses of them — is decided; one on the app's own build flags (`DEBUG`,
/// `RELEASE`) or anything else is not, and every branch of that `#if` is read as written.
enum PlatformConditions {
    /// What a directive says about the branches that follow it.
    private struct Frame {
        /// Whether the `#if` around this one is read (its tokens kept).
        var outerKept: Bool
        /// Nil while the conditions seen are not decided: every branch is read.
        var decided: Bool
        /// Whether a branch of this `#if` was already taken.
        var taken: Bool
        /// Whether the branch being read is kept.
        var kept: Bool
    }

    /// The tokens an iOS build reads: those of branches not taken are dropped, with the
    /// directives of a decided `#if` (an undecided one's stay, read as lines that change nothing).
    static func selectBranches(_ tokens: [SwiftToken]) -> [SwiftToken] {
        guard tokens.contains(where: { $0.kind == .pound && $0.text == "#if" }) else { return tokens }
        var result: [SwiftToken] = []
        result.reserveCapacity(tokens.count)
        var stack: [Frame] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            let kept = stack.last?.kept ?? true
            let directive = token.kind == .pound && ["#if", "#elseif", "#else", "#endif"].contains(token.text)
                && (i == 0 || token.newlineBefore)
            guard directive else {
                if kept || token.kind == .end { result.append(token) }
                i += 1
                continue
            }
            // The condition: the rest of the directive's line.
            var end = i + 1
            while end < tokens.count, !tokens[end].newlineBefore, tokens[end].kind != .end { end += 1 }
            let condition = Array(tokens[(i + 1)..<end])
            var keepLine = kept
            switch token.text {
            case "#if":
                if let value = value(of: condition) {
                    stack.append(Frame(outerKept: kept, decided: true, taken: value, kept: kept && value))
                    keepLine = false
                } else {
                    stack.append(Frame(outerKept: kept, decided: false, taken: false, kept: kept))
                }
            case "#elseif":
                guard var frame = stack.popLast() else { break }
                if frame.decided {
                    keepLine = false
                    if frame.taken {
                        frame.kept = false
                    } else if let value = value(of: condition) {
                        frame.taken = value
                        frame.kept = frame.outerKept && value
                    } else {
                        // Undecided from here: the rest is read as written.
                        frame.decided = false
                        frame.kept = frame.outerKept
                        keepLine = frame.outerKept
                    }
                }
                stack.append(frame)
            case "#else":
                guard var frame = stack.popLast() else { break }
                if frame.decided {
                    keepLine = false
                    frame.kept = frame.outerKept && !frame.taken
                    frame.taken = true
                }
                stack.append(frame)
            default:  // #endif
                guard let frame = stack.popLast() else { break }
                keepLine = frame.outerKept && !frame.decided
            }
            if keepLine { result += tokens[i..<end] }
            i = end
        }
        return result
    }

    /// The value of a condition for an iOS build, or nil when it is not the platform's to decide.
    static func value(of condition: [SwiftToken]) -> Bool? {
        var reader = Reader(tokens: condition)
        guard let value = reader.disjunction(), reader.position == condition.count else { return nil }
        return value.decided
    }

    /// Three-valued: `true`, `false`, or not decided.
    private enum Truth {
        case yes, no, unknown
        var decided: Bool? {
            switch self {
            case .yes: true
            case .no: false
            case .unknown: nil
            }
        }
    }

    private struct Reader {
        let tokens: [SwiftToken]
        var position = 0

        var current: SwiftToken? { position < tokens.count ? tokens[position] : nil }

        mutating func disjunction() -> Truth? {
            guard var left = conjunction() else { return nil }
            while current?.kind == .operator, current?.text == "||" {
                position += 1
                guard let right = conjunction() else { return nil }
                left = left == .yes || right == .yes ? .yes : left == .no && right == .no ? .no : .unknown
            }
            return left
        }

        mutating func conjunction() -> Truth? {
            guard var left = factor() else { return nil }
            while current?.kind == .operator, current?.text == "&&" {
                position += 1
                guard let right = factor() else { return nil }
                left = left == .no || right == .no ? .no : left == .yes && right == .yes ? .yes : .unknown
            }
            return left
        }

        mutating func factor() -> Truth? {
            guard let token = current else { return nil }
            if token.kind == .operator, token.text == "!" || token.text.allSatisfy({ $0 == "!" }) {
                // `!os(macOS)`; the lexer may glue several `!`.
                position += 1
                guard var value = factor() else { return nil }
                for _ in 0..<token.text.count {
                    value = value == .yes ? .no : value == .no ? .yes : .unknown
                }
                return value
            }
            if token.kind == .leftParen {
                position += 1
                guard let value = disjunction(), current?.kind == .rightParen else { return nil }
                position += 1
                return value
            }
            guard token.kind == .identifier else { return nil }
            position += 1
            if token.text == "true" { return .yes }
            if token.text == "false" { return .no }
            guard current?.kind == .leftParen else { return .unknown }  // `DEBUG`: the app's build flag
            position += 1
            var argument: [String] = []
            var depth = 0
            while let t = current, !(t.kind == .rightParen && depth == 0) {
                if t.kind == .leftParen { depth += 1 }
                if t.kind == .rightParen { depth -= 1 }
                argument.append(t.text)
                position += 1
            }
            guard current?.kind == .rightParen else { return nil }
            position += 1
            let word = argument.joined()
            switch token.text {
            case "os": return word == "iOS" ? .yes : .no
            case "canImport":
                if ["UIKit", "Foundation", "CoreGraphics", "QuartzCore", "SwiftUI", "Combine"].contains(word) { return .yes }
                if ["AppKit", "Cocoa", "WatchKit"].contains(word) { return .no }
                return .unknown
            case "targetEnvironment": return word == "macCatalyst" ? .no : .unknown
            case "swift", "compiler": return .yes
            default: return .unknown
            }
        }
    }
}
