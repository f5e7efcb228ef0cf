/// One constraint as the log prints it, parsed: `<NSLayoutConstraint:0x… 'id' BODY priority:P (active)>`.
public struct LogEntry: Sendable, Hashable {
    /// The line of the pasted text it came from (1-based).
    public var line: Int
    /// The description between `<` and `>`, as printed.
    public var source: String
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var className: String
    /// The constraint's address, or SnapKit's label where it replaces it.
    public var address: String?
    /// `h=--&` and `v=--&` of an autoresizing-mask constraint.
    public var masks: (horizontal: String, vertical: String)?
    public var identifier: String?
    public var body: LogBody
    /// Below 1000 when the log says so (` priority:250`, `@250` in a VFL predicate, SnapKit's `^250`).
    public var priority: Int
    /// `(active)` from iOS 10 on; nil when the log does not say.
    public var isActive: Bool?
    /// The `names:` / `Names:` list, in order: `'|'`, `cardView`, an accessibility identifier…
    public var names: [(name: String, item: LogItem)]
    /// SnapKit's `@File.swift#42`.
    public var location: (file: String, line: Int)?

    public static func == (a: LogEntry, b: LogEntry) -> Bool { a.line == b.line && a.source == b.source }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(source)
    }

    /// Where a layout library says the constraint was made: SnapKit's label and file and line
    /// (`avatarSize@ProfileHeaderView.swift#41`, the file without its folders), or a SnapKit or
    /// Masonry label alone (`mas_key`); nil for UIKit's own descriptions.
    public var madeAt: String? {
        let label = address.flatMap { $0.hasPrefix("0x") || $0.isEmpty ? nil : $0 }
        if let location {
            let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
            return (label ?? "") + "@\(file)#\(location.line)"
        }
        guard className != "NSLayoutConstraint", className.hasSuffix("LayoutConstraint") else { return nil }
        return label
    }

    /// The entry as printed with every address blanked out (`0x…`): what two printings of one
    /// constraint share when their addresses differ.
    var shape: String {
        var out = ""
        var chars = Array(source)[...]
        while let c = chars.first {
            if c == "0", chars.dropFirst().first == "x" {
                out += "0x…"
                chars = chars.dropFirst(2).drop { $0.isHexDigit }
            } else {
                out.append(c)
                chars = chars.dropFirst()
            }
        }
        return out
    }

    /// Whether the entry is in SnapKit 0.x's form, each item in brackets of its own
    /// (`<Module.LayoutConstraint:0x…> <UIView:0x…>.top == <_UILayoutGuide:0x…>.bottom`), whose
    /// addresses are not the objects' (see ``BracketedAddresses``).
    public var hasBracketedItems: Bool { EntryParser.unwrapBracketedItems(source) != source }

    /// Whether the entry's class is the autoresizing-mask one (or it prints masks).
    public var isAutoresizingMask: Bool {
        className == "NSAutoresizingMaskLayoutConstraint" || masks != nil
    }
}

/// What a constraint says.
public enum LogBody: Sendable, Hashable {
    /// `first.attr REL multiplier × second.attr + constant` (VFL forms are read into this too).
    case relation(LogRelation)
    /// A linear expression between distances (`(A.leading - B.leading) == 0.5*(C.leading - D.trailing)`):
    /// read, but not a constraint the layout model can hold.
    case linear(LinearForm, RelationSign, LinearForm)
    /// A description that could not be understood; kept with why.
    case opaque(note: String)
}

/// The relations of the log.
public enum RelationSign: String, Sendable, Hashable {
    case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">="
}

/// One side of an equation: `Σ coefficient × item.attribute + constant`.
public struct LinearForm: Sendable, Hashable {
    public struct Term: Sendable, Hashable {
        public var coefficient: Double
        public var item: LogItem
        public var attribute: String
    }

    public var terms: [Term] = []
    public var constant: Double = 0
    /// Whether the constant came from a system spacing (`NSSpace(8)`).
    public var systemSpacing = false

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        LinearForm(terms: a.terms + b.terms, constant: a.constant + b.constant,
                   systemSpacing: a.systemSpacing || b.systemSpacing)
    }

    static func * (a: LinearForm, k: Double) -> LinearForm {
        LinearForm(terms: a.terms.map { Term(coefficient: $0.coefficient * k, item: $0.item, attribute: $0.attribute) },
                   constant: a.constant * k, systemSpacing: a.systemSpacing)
    }
}

/// `first.firstAttribute REL multiplier × second.secondAttribute + constant`.
public struct LogRelation: Sendable, Hashable {
    public var first: LogItem
    /// As printed: `top`, `leadingMargin`, `minX`, …
    public var firstAttribute: String
    public var relation: RelationSign
    public var second: LogItem?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    /// The constant is a system spacing (`NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`).
    public var systemSpacing: Bool
    /// The VFL form's direction: `(LTR)`, `(RTL)`, or nil.
    public var direction: String?
}
