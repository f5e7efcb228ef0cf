import Language
import Layout

/// What Tab offers at the cursor: the words that can come next, read from the text before it.
/// The shell's Tab and `serve`'s `complete` both ask it; only the shell draws the list.
///
/// Command words at the start of a command; view names where a view goes; SnapKit attributes
/// after `make.` and `NAME.snp.`; anchors, attributes, properties, layout guides and `snp` after
/// `NAME.`; topics after `help `; device names after `device ` and containers after `in `.
public enum TabCompletion {
    /// What the shell knows when Tab is pressed.
    public struct Context: Sendable {
        /// The declared views, `root` included.
        public var views: [String]
        /// Whether earlier lines of the entry left a `{` open (a make block's body).
        public var inBlock: Bool
        /// Off at the prompts that ask a question.
        public var enabled: Bool
        /// The class of each view (`UIScrollView`, a pasted class), for the members after `NAME.`.
        public var classes: [String: String] = [:]
        /// The storyboard ids, classes and titles of the open storyboard's scenes, after `scene `.
        public var scenes: [String] = []
        /// Every other name the session's entries declared (constraints, values, functions).
        public var names: [String] = []

        public init(views: [String], inBlock: Bool, enabled: Bool, classes: [String: String] = [:], names: [String] = [],
                    scenes: [String] = []) {
            self.views = views
            self.inBlock = inBlock
            self.enabled = enabled
            self.classes = classes
            self.names = names
            self.scenes = scenes
        }

        public static let none = Context(views: [], inBlock: false, enabled: false)
    }

    /// The candidates for the word before the cursor, and what Tab inserts: the rest of their
    /// common prefix (and, for a lone command word, the space after it).
    public struct Found: Equatable, Sendable {
        public var candidates: [String]
        public var insertion: String
    }

    /// The words that start a command: the language's command words, `let`, and
    /// `NSLayoutConstraint` (for `activate`).
    static let commandWords = [
        "view", "scroll", "label", "image", "remove", "screen", "rotate",
        "zoom", "show", "frames", "constraints", "explain", "undo", "redo", "set", "help", "save", "load",
        "vfl", "flk", "let", "NSLayoutConstraint", "device", "in", "cell", "fit",
        "open", "scenes", "scene", "misplaced",
    ]
    /// What Tab offers after `receiver.`: the members of its type in the library the Swift front
    /// end runs (`Library`), methods with their `(`; for a view, the attributes of an anchor
    /// equation too.
    static func libraryMembers(_ typeName: String, statics: Bool = false) -> [String] {
        var names: [String] = []
        var current: String? = typeName
        while let name = current, let type = Library.type(named: name) {
            let members = statics ? type.staticMemberNames : type.memberNames
            for member in members {
                let signature = (statics ? Library.staticSignature(member, of: name) : Library.signature(member, of: name)) ?? member
                // A make block takes a trailing closure: `makeConstraints { make in … }`.
                let trailingClosure = SnapKitAction(rawValue: member) != nil
                names.append(signature.hasSuffix("()") ? member + "()"
                    : signature.contains("(") && !trailingClosure ? member + "(" : member)
            }
            current = type.parent
        }
        return names
    }
    static let containers = ["navigation", "tab bar", "navigation and tab bar", "window"]
    static var anchors: [String] { AnchorName.allCases.map(\.rawValue) }
    /// After `NAME.`: the view's members (by its class), and the attributes an equation names.
    static func viewMembers(_ className: String) -> [String] {
        libraryMembers(className) + LayoutAttribute.allCases.filter { !$0.isComposite }.map(\.rawValue)
    }

    public static func complete(_ before: String, in context: Context) -> Found {
        guard context.enabled else { return Found(candidates: [], insertion: "") }
        let (word, words, space) = candidates(before, in: context)
        let matching = Array(Set(words.filter { $0.hasPrefix(word) })).sorted()
        guard let first = matching.first else { return Found(candidates: [], insertion: "") }
        let common = matching.dropFirst().reduce(first) { commonPrefix($0, $1) }
        var insertion = String(common.dropFirst(word.count))
        if matching.count == 1, space, !context.views.contains(common), !context.names.contains(common) { insertion += " " }
        return Found(candidates: matching, insertion: insertion)
    }

    /// The word being typed, every word that could go there, and whether a completed word other
    /// than a view's name is followed by a space (command words are; names go on with a dot).
    static func candidates(_ before: String, in context: Context) -> (word: String, words: [String], space: Bool) {
        // Inside a string literal (a label's text, a VFL format) there is nothing to offer.
        if before.filter({ $0 == "\"" }).count % 2 == 1 { return ("", [], false) }
        let word = String(before.reversed().prefix { isIdentifier($0) }.reversed())
        let rest = before.dropLast(word.count)
        let views = context.views + ["view"]

        if rest.last == "." {
            let receiver = rest.dropLast()
            if receiver.last == ")" { return (word, libraryMembers("ConstraintMakerChain") + libraryMembers("NSLayoutConstraint"), false) }
            let chain = receiver.reversed().prefix { isIdentifier($0) || $0 == "." || $0 == "$" }.reversed()
            let parts = String(chain).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            return (word, members(after: parts, views: views, classes: context.classes), false)
        }

        let trimmed = rest.trimmingTrailingSpaces
        let statement = trimmed.split(whereSeparator: { $0 == ";" || $0 == "{" }).last.map(String.init) ?? ""
        let openBraces = trimmed.filter { $0 == "{" }.count - trimmed.filter { $0 == "}" }.count
        let inBlock = context.inBlock || openBraces > 0
        let words = statement.split(separator: " ").map(String.init)
        if trimmed.last == "{" { return (word, ["make"], true) }
        if statement.allSatisfy({ $0 == " " || $0 == "\t" }) || (inBlock && words.last == "in") {
            return inBlock ? (word, ["make", "let"] + views + context.names, false)
                : (word, commandWords + context.views + context.names, true)
        }
        // Device names and containers have spaces in them: the candidates are what follows the
        // command word, cut to start where the word being typed starts.
        let line = before.drop { $0 == " " || $0 == "\t" }
        for (command, phrases) in [("device ", Device.presets.flatMap(\.names)), ("in ", containers), ("scene ", context.scenes)]
        where !inBlock && line.hasPrefix(command) {
            let typed = String(line.dropFirst(command.count))
            let offset = typed.count - word.count
            return (word, phrases.filter { $0.hasPrefix(typed) }.map { String($0.dropFirst(offset)) }, false)
        }
        switch words.first {
        case "help" where words.count == 1: return (word, Help.topics, false)
        case "set" where words.count == 1: return (word, ["output", "picture"], true)
        case "set" where words.count == 2 && words[1] == "picture": return (word, ["auto"], false)
        case "set" where words.count == 2 && words[1] == "output": return (word, OutputMode.allCases.map(\.rawValue), false)
        default: return (word, views + context.names, false)
        }
    }

    /// What can follow `a.b.` given the chain `a`, `b`.
    static func members(after parts: [String], views: [String], classes: [String: String] = [:]) -> [String] {
        guard let head = parts.first else { return [] }
        if head == "make" || head == "$0" {
            // `make.top.left.` takes more attributes or a relation.
            return parts.count == 1 ? libraryMembers("ConstraintMaker") : libraryMembers("ConstraintMakerChain")
        }
        if Library.type(named: head) != nil, parts.count == 1 { return libraryMembers(head, statics: true) }
        guard views.contains(head) else { return parts.count == 1 ? libraryMembers("NSLayoutConstraint") : [] }
        switch parts.count {
        case 1:
            return viewMembers(classes[head] ?? "UIView")
        case 2 where parts[1] == "snp":
            return libraryMembers("ConstraintViewDSL")
        case 2 where LayoutGuideName(rawValue: parts[1]) != nil:
            return libraryMembers("UILayoutGuide")
        case 2 where AnchorName(rawValue: parts[1]) != nil:
            return libraryMembers("NSLayoutAnchor")
        case 3 where LayoutGuideName(rawValue: parts[1]) != nil && AnchorName(rawValue: parts[2]) != nil:
            return libraryMembers("NSLayoutAnchor")
        default:
            return []
        }
    }

    static func isIdentifier(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_"
    }

    static func commonPrefix(_ a: String, _ b: String) -> String {
        String(zip(a, b).prefix { $0 == $1 }.map(\.0))
    }
}

private extension StringProtocol {
    /// The text without the spaces and tabs at its end.
    var trimmingTrailingSpaces: String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
