import Layout
import Rendering

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
        /// `_UILayoutSupportConstraint`: a view controller's topLayoutGuide or bottomLayoutGuide.
        case layoutSupport = "layout guide"
        /// Between UIKit's own views (the keyboard, its input accessory bar, a toolbar's insides):
        /// nothing in the app made it, and nothing in the app can change it.
        case system = "UIKit's own views"
    }

    public var kind: Kind
    /// One sentence: who made it, and why.
    public var explanation: String
    /// The identifier UIKit gave it, when it gave one.
    public var identifier: String? = nil

    /// Whether the constraint holds a size UIKit chose (the usual fix lowers the priority of the
    /// developer's constraint it fights to 999).
    public var isImposedSize: Bool {
        kind == .encapsulatedSize || kind == .temporarySize || identifier == "UISV-hiding" || cellContent
    }

    /// Whether nothing in the app can change it: UIKit's own views, a layout guide UIKit sizes,
    /// or an autoresizing mask on one of UIKit's private views.
    public var isUIKitOnly: Bool { kind == .system || kind == .layoutSupport || privateView }

    /// Set for an autoresizing-mask constraint on one of UIKit's private views (`_UIToolbarContentView`).
    public var privateView = false
    /// Set for an autoresizing-mask size of a table cell's contentView: the cell's size, which
    /// UIKit gives the contentView through its mask (its mask must stay on).
    public var cellContent = false

    /// Classes of UIKit's own views that an app never makes: the keyboard's and its bars'.
    static let systemClasses: Set<String> = [
        "UIInputSetContainerView", "UIInputSetHostView", "UITextEffectsWindow", "UIRemoteKeyboardWindow",
        "UIKeyboardAssistantBar", "UIKeyboardImpl", "UIKeyboardLayoutStar", "UICompatibilityInputViewController",
        "UIEditingOverlayViewController", "UIKBKeyplaneView", "UIPredictionViewController", "UISystemKeyboardDockController",
    ]

    /// Private classes of the root views of UIKit's container controllers, which the app adds
    /// to its own views as a child controller's view (``isSystemItem(_:)``).
    static let appPlacedContainerViews: Set<String> = ["_UIPageViewControllerContentView"]

    /// Identifiers UIKit gives its keyboard's and button bars' constraints.
    static func isSystemIdentifier(_ id: String) -> Bool {
        ["accessoryView.", "inputView.", "assistantView.", "assistantHeight", "UIButtonBar", "UIKB", "_UIKB",
         "IB_Baseline", "TUISystemInputAssistantView", "SystemInputAssistantView"].contains { id.hasPrefix($0) }
    }

    /// Whether an item is one of UIKit's private views (never the app's): `_UI…` classes other
    /// than the old layout guide, the keyboard's.
    static func isSystemItem(_ item: LogItem) -> Bool {
        guard let c = item.className else { return false }
        let plain = item.plainClass
        if plain == "_UILayoutGuide" { return false }
        // The views of UIKit's containers an app embeds as children are the app's to place:
        // a page view controller's view (added with addSubview, its mask on or off by the app).
        if appPlacedContainerViews.contains(plain) { return false }
        return plain.hasPrefix("_UI") || systemClasses.contains(plain) || plain.hasPrefix("UIKeyboard")
            || plain.hasPrefix("_UIKB") || c.hasPrefix("TUI")
    }

    /// The entry's meaning, when UIKit made it; `name` names an item as the rebuild does.
    static func classify(_ entry: LogEntry, name: (LogItem) -> String) -> GeneratedConstraint? {
        guard var made = recognise(entry, name: name) else { return nil }
        made.identifier = entry.identifier
        return made
    }

    static func recognise(_ entry: LogEntry, name: (LogItem) -> String) -> GeneratedConstraint? {
        var subject = "the view"
        var items: [LogItem] = []
        if case .relation(let r) = entry.body {
            subject = name(r.first)
            items = [r.first] + (r.second.map { [$0] } ?? [])
        }
        let id = entry.identifier ?? ""
        if entry.className == "_UILayoutSupportConstraint" {
            let guide = items.first { $0.plainClass == "_UILayoutGuide" }.map(name) ?? "topLayoutGuide"
            // The bottom guide follows the bars under the view; the top one the bars above it.
            let bars = guide.lowercased().contains("bottom")
                ? "the bars under the view (tab bar, toolbar)" : "the bars over the view (status bar, navigation bar)"
            return .init(kind: .layoutSupport, explanation:
                "\(guide): a view controller's layout guide (since iOS 7, deprecated in iOS 11 for the safe area), which "
                + "UIKit sizes to \(bars); UIKit made it, not your code")
        }
        // A plain UIView's width of −16 (−20 before iOS 11), no identifier: the one constraint
        // UIKit's own action sheet logs when a UIAlertController of style .actionSheet is
        // presented (iOS 12.2 and later), a known UIKit bug no app code made or can change.
        // One a layout library made, at a file and line of the app (`SnapKit.LayoutConstraint…
        // @BadgeView.swift#31`), is the app's own.
        if id.isEmpty, entry.className == "NSLayoutConstraint", entry.location == nil,
           case .relation(let r) = entry.body, r.second == nil, r.firstAttribute == "width",
           r.relation == .equal, r.constant == -16 || r.constant == -20, r.first.plainClass == "UIView" {
            return .init(kind: .system, explanation: "UIView.width == \(formatNumber(r.constant)): UIKit's own action sheet "
                + "(UIAlertController, style .actionSheet) logs this width of its own view when it is presented — a known "
                + "UIKit bug, not your code; nothing in the app makes or can change it (if this view is yours, "
                + "a width is never negative)")
        }
        let privateItems = !items.isEmpty && items.allSatisfy(isSystemItem)
        if isSystemIdentifier(id) || (privateItems && !entry.isAutoresizingMask && !id.hasPrefix("UIView-Encapsulated")) {
            let words = id + items.map(\.plainClass).joined()
            let keyboard = ["Keyboard", "KB", "inputView", "accessoryView", "InputSet", "TextEffects", "ssistant"]
                .contains { words.contains($0) }
            let whose = keyboard ? "the keyboard's own views" : "UIKit's own private views"
            return .init(kind: .system, explanation:
                (id.isEmpty ? "" : "'\(id)': ") + "between \(whose) (\(Set(items.map(\.plainClass)).sorted().joined(separator: ", "))): "
                + "UIKit made it, not your code, and your code cannot change it")
        }
        // The keyboard's host holding the app's input accessory (or input) view: UIKit places it.
        let hosts: Set<String> = ["UIInputSetHostView", "UIInputSetContainerView", "UITextEffectsWindow", "UIRemoteKeyboardWindow"]
        if id.isEmpty, items.count == 2, items.contains(where: { hosts.contains($0.plainClass) }),
           items.contains(where: { !isSystemItem($0) }) {
            return .init(kind: .system, explanation: "the keyboard's host (\(items.map(\.plainClass).filter(hosts.contains)[0])) "
                + "placing your input accessory or input view: UIKit made it, not your code, and your code cannot change it")
        }
        // A cell's contentView sized by a plain constraint with no name, as some iOS versions log
        // the table's own sizing (an app seldom sizes the contentView itself, and a layout
        // library's constraints print their class): held at a table's default row height, or 0
        // wide — the width of a cell not yet given one (made outside a table, as a template cell
        // measured for its height), which UIKit holds the contentView at since iOS 10.2.
        if id.isEmpty, entry.className == "NSLayoutConstraint", entry.location == nil,
           case .relation(let r) = entry.body, r.second == nil, r.relation == .equal,
           r.first.plainClass == "UITableViewCellContentView" {
            if r.firstAttribute == "height", Answer.isDefaultRowHeight(r.constant) {
                return .init(kind: .encapsulatedSize, explanation:
                    "an unnamed height of a cell's contentView at a table view's default rowHeight (\(formatNumber(r.constant))): "
                    + "the table's own sizing of the cell, which this log prints without its name 'UIView-Encapsulated-Layout-Height' "
                    + "— the rows do not size themselves, or the cell is laid out at 44 before the table measures it; UIKit made "
                    + "it, not your code (unless your code sets the contentView's height)")
            }
            if r.firstAttribute == "width", r.constant == 0 {
                return .init(kind: .encapsulatedSize, explanation:
                    "an unnamed width of 0 on a cell's contentView: the width of a cell not yet given one (made outside a "
                    + "table, as a template cell measured for its height), which UIKit holds the contentView at since iOS 10.2; "
                    + "UIKit made it, not your code — give the cell itself the table's width (its frame) before measuring it")
            }
        }
        if id.hasPrefix("UIView-Encapsulated-Layout-") {
            let what = String(id.dropFirst("UIView-Encapsulated-Layout-".count))
            if what == "Width" || what == "Height" {
                // What the number says: a placeholder, a table's default row height, or the real size.
                var value: Double?
                if case .relation(let r) = entry.body, r.second == nil { value = r.constant }
                let reading: String
                switch (what, value) {
                case (_, 0?): reading = "0 while UIKit has not sized it yet"
                case ("Height", let h?) where Answer.isDefaultRowHeight(h) && !items.contains(where: { $0.plainClass.contains("CollectionView") }):
                    reading = (h == 44 ? "44" : "\(formatNumber(h)), 44 less the separator")
                        + ", a table view's default rowHeight: the rows do not size themselves, or the cell is laid out at "
                        + "44 before the table measures it (a cell dequeued without its index path, a template cell)"
                case ("Height", let h?) where items.contains(where: { $0.plainClass == "UIInputView" }):
                    // A custom keyboard's (or input view's) first height, which a height constraint
                    // of its own changes once the view is on screen.
                    reading = "\(formatNumber(h)), the height UIKit gives an input view (a keyboard) to start with; a "
                        + "height constraint of the app's on it takes over once the view is on screen"
                case ("Width", let w?) where ConflictAdvice.screenWidths.contains(w):
                    reading = "\(formatNumber(w)), a screen's width: the real size it gets"
                case (_, let v?): reading = "\(formatNumber(v)), the size it really gets here"
                default: reading = "the size UIKit gives it"
                }
                return .init(kind: .encapsulatedSize, explanation:
                    "'\(id)': a table or collection view (or a container view controller) fixes \(subject)'s "
                    + "\(what.lowercased()) — \(reading); UIKit made it, not your code")
            }
            return .init(kind: .encapsulatedPosition, explanation:
                "'\(id)': a table or collection view (or a container view controller) places \(subject) through its autoresizing mask")
        }
        if entry.isAutoresizingMask {
            var text = "an autoresizing-mask constraint: \(subject) has translatesAutoresizingMaskIntoConstraints on, "
                + "so its frame is held as constraints"
            if let m = entry.masks { text += " (\(describeMask(m)))" }
            var made = GeneratedConstraint(kind: .autoresizingMask, explanation: text)
            if let first = items.first, first.plainClass == "UITableViewCellContentView" {
                made.privateView = true
                if case .relation(let r) = entry.body, r.second == nil, ["width", "height"].contains(r.firstAttribute) {
                    made.cellContent = true
                }
                made.explanation = "an autoresizing-mask constraint on a cell's contentView (\(subject)): UIKit sizes it with "
                    + "the cell through its mask, which must stay on; UIKit made it, not your code"
                return made
            }
            if let first = items.first, isSystemItem(first) {
                made.privateView = true
                made.explanation = "an autoresizing-mask constraint on UIKit's own view \(subject) (\(first.plainClass)): "
                    + "UIKit made it, not your code" + (entry.masks.map { " (\(describeMask($0)))" } ?? "")
            }
            return made
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
