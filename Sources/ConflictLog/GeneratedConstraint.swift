/// A constraint UIKit (or Interface Builder) made itself, recognised by its class or identifier,
/// with what made it and why.
public struct GeneratedConstraint: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case autoresizingMask = "autoresizing mask"
        case encapsulatedSize = "encapsulated size"
        case encapsulatedPosition = "encapsulated position"
        case temporarySize = "temporary size"
        case marginsGuide = "margins guide"
        case safeAreaGuide = "safe-area guide"
        case stackView = "stack view"
        case interfaceBuilder = "Interface Builder"
        case systemSpacing = "system spacing"
    }

    public var kind: Kind
    /// One sentence: who made it, and why.
    public var explanation: String
    /// The identifier UIKit gave it, when it gave one.
    public var identifier: String? = nil

    /// Whether the constraint holds a size UIKit chose (the usual fix lowers the priority of the
    /// developer's constraint it fights to 999).
    public var isImposedSize: Bool {
        kind == .encapsulatedSize || kind == .temporarySize || identifier == "UISV-hiding"
    }

    /// The entry's meaning, when UIKit made it; `name` names an item as the rebuild does.
    static func classify(_ entry: LogEntry, name: (LogItem) -> String) -> GeneratedConstraint? {
        guard var made = recognise(entry, name: name) else { return nil }
        made.identifier = entry.identifier
        return made
    }

    static func recognise(_ entry: LogEntry, name: (LogItem) -> String) -> GeneratedConstraint? {
        var subject = "the view"
        if case .relation(let r) = entry.body { subject = name(r.first) }
        let id = entry.identifier ?? ""
        if id.hasPrefix("UIView-Encapsulated-Layout-") {
            let what = String(id.dropFirst("UIView-Encapsulated-Layout-".count))
            if what == "Width" || what == "Height" {
                return .init(kind: .encapsulatedSize, explanation:
                    "'\(id)': a table or collection view (or a container view controller) fixes \(subject)'s "
                    + "\(what.lowercased()) — often 44 or 0 before the real size is known; UIKit made it, not your code")
            }
            return .init(kind: .encapsulatedPosition, explanation:
                "'\(id)': a table or collection view (or a container view controller) places \(subject) through its autoresizing mask")
        }
        if entry.isAutoresizingMask {
            var text = "an autoresizing-mask constraint: \(subject) has translatesAutoresizingMaskIntoConstraints on, "
                + "so its frame is held as constraints"
            if let m = entry.masks { text += " (\(describeMask(m)))" }
            return .init(kind: .autoresizingMask, explanation: text)
        }
        if id.hasPrefix("_UITemporaryLayout") {
            return .init(kind: .temporarySize, explanation:
                "'\(id)': UIKit measuring \(subject) before it has a size (a title view, an input accessory view); "
                + "often == 0")
        }
        if id.hasPrefix("UIView-") && id.hasSuffix("-guide-constraint") {
            return .init(kind: .marginsGuide, explanation:
                "'\(id)': ties a view's layoutMarginsGuide to its edge by the margin")
        }
        if id.hasPrefix("UIViewSafeAreaLayoutGuide-") {
            return .init(kind: .safeAreaGuide, explanation:
                "'\(id)': ties a view's safeAreaLayoutGuide to its edge by the safe-area inset")
        }
        if id.hasPrefix("UISV-") {
            let what: String
            switch id {
            case "UISV-hiding": what = "a hidden arranged view is squeezed to 0 along the stack's axis"
            case "UISV-spacing": what = "the spacing between arranged views"
            case "UISV-canvas-connection": what = "the first and last arranged views tied to the stack view's edges"
            case "UISV-alignment": what = "arranged views aligned with each other"
            case "UISV-fill-equally", "UISV-fill-proportionally": what = "the distribution's sizes"
            default: what = "the stack view's own arrangement"
            }
            return .init(kind: .stackView, explanation: "'\(id)': made by a UIStackView — \(what)")
        }
        if entry.className == "NSIBPrototypingLayoutConstraint" || id.hasPrefix("IB auto generated") {
            return .init(kind: .interfaceBuilder, explanation:
                "Interface Builder fixed \(subject)'s frame at build time because the view has no constraints in the storyboard")
        }
        if entry.className == "_UISystemBaselineConstraint" {
            return .init(kind: .systemSpacing, explanation:
                "a system spacing from constraint(equalToSystemSpacingBelow:multiplier:) or a sibling")
        }
        return nil
    }

    /// `h=--& v=--&` in words: `-` fixed, `&` flexible, for (left margin, width, right margin) and
    /// (top margin, height, bottom margin).
    static func describeMask(_ m: (horizontal: String, vertical: String)) -> String {
        func axis(_ s: String, _ parts: [String]) -> String? {
            let chars = Array(s)
            guard chars.count == 3 else { return nil }
            let flexible = parts.indices.filter { chars[$0] == "&" }.map { parts[$0] }
            return flexible.isEmpty ? "nothing flexible" : "flexible " + flexible.joined(separator: " and ")
        }
        let h = axis(m.horizontal, ["left margin", "width", "right margin"]) ?? m.horizontal
        let v = axis(m.vertical, ["top margin", "height", "bottom margin"]) ?? m.vertical
        var text = "h=\(m.horizontal): \(h); v=\(m.vertical): \(v)"
        if m.horizontal == "--&", m.vertical == "--&" { text += " — the default mask: the frame as set" }
        return text
    }
}
