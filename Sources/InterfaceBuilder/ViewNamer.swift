/// Gives every view of a scene a name a developer can type at the prompt: its outlet, else its
/// user label, else its kind and text (`label "Sign up"` → `signUpLabel`), else its custom class
/// (`BadgeView` → `badgeView`), else its kind and a
/// number (`view1`). Names are unique (a later clash gets `2`, `3`… in tree order) and the same
/// for the same document.
struct ViewNamer {
    private(set) var taken: Set<String> = ["root", "self", "view"]
    /// The scene's outlet names, kept for the views they connect: a view named by its text
    /// (`label "Score"` → `scoreLabel`) earlier in the tree takes `scoreLabel2` rather than the
    /// outlet's name, so the name the developer's code uses is the outlet's view.
    private(set) var outlets: Set<String> = []

    mutating func reserveOutlets(_ names: [String]) {
        for name in names { if let ident = Self.identifier(from: name, camelOnly: true) { outlets.insert(ident) } }
    }

    /// Words the prompt reads as commands or Swift keywords, never a view's whole name.
    static let reserved: Set<String> = [
        "view", "scroll", "label", "image", "stack", "remove", "screen", "rotate", "zoom", "show", "frames",
        "constraints", "explain", "undo", "redo", "set", "help", "save", "load", "vfl", "flk", "device", "in",
        "cell", "fit", "open", "scenes", "scene", "misplaced", "let", "var", "class", "func", "self", "super",
        "true", "false", "nil", "if", "else", "for", "return", "import", "struct", "enum", "switch", "case",
    ]

    mutating func name(for v: InterfaceView, outlet: String?) -> String {
        let base: String
        if let outlet, let ident = Self.identifier(from: outlet, camelOnly: true) {
            if Self.reserved.contains(ident) { return numbered(ident) }
            return unique(ident, claiming: true)
        } else if let label = v.userLabel, let ident = Self.identifier(from: label) {
            base = ident
        } else if let text = v.text, let words = Self.identifier(from: text, limit: 4),
                  let suffix = Self.kindSuffix[v.element] {
            base = words + suffix
        } else if let custom = v.customClass, let ident = Self.identifier(from: custom, camelOnly: true) {
            base = Self.lowerFirst(ident)
        } else {
            return numbered(Self.kindWord(v))
        }
        if Self.reserved.contains(base) { return numbered(base) }
        return unique(base)
    }

    private mutating func unique(_ base: String, claiming outlet: Bool = false) -> String {
        func free(_ name: String) -> Bool { !taken.contains(name) && (outlet || !outlets.contains(name)) }
        if free(base) {
            taken.insert(base)
            return base
        }
        var n = 2
        while !free("\(base)\(n)") { n += 1 }
        taken.insert("\(base)\(n)")
        return "\(base)\(n)"
    }

    /// `view1`, `view2`…: a kind alone always takes a number, so `view` stays the command word.
    private mutating func numbered(_ base: String) -> String {
        var n = 1
        while taken.contains("\(base)\(n)") { n += 1 }
        taken.insert("\(base)\(n)")
        return "\(base)\(n)"
    }

    static let kindSuffix: [String: String] = [
        "label": "Label", "button": "Button", "textField": "Field", "textView": "TextView",
    ]

    /// The element name, as a Swift developer would name a view of that kind.
    static func kindWord(_ v: InterfaceView) -> String {
        switch v.element {
        case "tableViewCellContentView", "collectionViewCellContentView": "contentView"
        case "switch": "toggle"
        default: v.element
        }
    }

    /// `"Sign up!"` → `signUp`; `"title_label"` → `titleLabel`; nil when nothing typeable is left
    /// (text in a script with no ASCII letters). An outlet is kept as written when it is already
    /// an identifier.
    static func identifier(from text: String, camelOnly: Bool = false, limit: Int = 6) -> String? {
        if camelOnly, let first = text.unicodeScalars.first, first.isASCIILetter || first == "_",
           text.unicodeScalars.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }) {
            return text
        }
        var words: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCIILetter || scalar.isASCIIDigit {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "’" {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.prefix(limit))
        guard var first = words.first else { return nil }
        // An identifier cannot start with a digit: `"2 players"` → `twoPlayers` would guess; a
        // leading number becomes `n2Players`.
        if let s = first.unicodeScalars.first, s.isASCIIDigit { first = "n" + first }
        var out = lowerFirst(first)
        for word in words.dropFirst() { out += word.prefix(1).uppercased() + word.dropFirst() }
        return out
    }

    /// `Title` → `title`, `URLField` → `urlField`.
    static func lowerFirst(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var upper = 0
        while upper < scalars.count, scalars[upper].isASCIIUpper { upper += 1 }
        if upper == 0 { return word }
        let cut = upper == scalars.count ? upper : max(1, upper - 1)
        return String(String.UnicodeScalarView(scalars[..<cut])).lowercased() + String(String.UnicodeScalarView(scalars[cut...]))
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    var isASCIIUpper: Bool { (0x41...0x5A).contains(value) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(value) }
}
