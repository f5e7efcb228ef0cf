import Layout

/// `print(…)`: what a tutorial prints to check its layout (a frame, a content size, a count) is
/// written as Swift writes it — a `CGFloat` or `Double` as `20.0`, an `Int` as `20`, a `CGRect`
/// as `(0.0, 0.0, 375.0, 667.0)`, a `CGSize` as `(375.0, 667.0)` — one line per call, after the
/// entry's report. A value whose text is UIKit's own (a view's description, with its memory
/// address) or one not worked out here (the app's model, UIKit not modelled) is not written, and
/// a note says so. An optional (`label.text`, `a?.b`) is written `Optional("…")`, as Swift does.
extension Evaluator {
    /// Whether `print` here is Swift's: no function, closure or method of that name is in scope.
    /// Swift 1's `println` is the same line.
    func isSwiftPrint(_ name: String, _ frame: Frame) -> Bool {
        guard name == "print" || name == "println" else { return false }
        if frame.scope.lookup(name, before: topScope) != nil || topScope?.own(name) != nil || swift.globals[name] != nil {
            return false
        }
        if let selfValue = frame.selfValue, let className = className(of: selfValue),
           method(name, of: className, forLabels: [nil], trailingClosure: false) != nil {
            return false
        }
        return true
    }

    /// Runs `print(items…, separator:, terminator:)`: the items' text, separated, as one line.
    mutating func print(_ arguments: [CallArgument], _ frame: Frame, at range: SourceRange) throws(Interrupt) -> Value {
        var separator = " "
        var items: [String] = []
        var unwritten: String? = nil
        for argument in arguments {
            switch argument.label {
            case "separator":
                separator = describe(try evaluate(argument.value, frame))
            case "terminator", "to":
                // The line ends here whatever the terminator; `to:` writes to the app's own stream.
                _ = try evaluate(argument.value, frame)
            default:
                if let text = try printText(argument.value, frame, unwritten: &unwritten) {
                    items.append(text)
                }
            }
        }
        if let unwritten {
            note("print at line \(range.start.line) is not written: \(unwritten)")
            return .void
        }
        context.outcome.displays.append(.text(items.joined(separator: separator)))
        return .void
    }

    /// The text Swift prints for `expr` (what `String(describing:)` gives): nil, with `unwritten`
    /// set, when it is UIKit's description of an object.
    mutating func printText(_ expr: Expr, _ frame: Frame, unwritten: inout String?) throws(Interrupt) -> String? {
        if case .string(let parts, _) = expr {
            // An interpolation is each value's text, as print writes it.
            var text = ""
            for part in parts {
                switch part {
                case .text(let t): text += t
                case .interpolation(let inner):
                    guard let piece = try printText(inner, frame, unwritten: &unwritten) else { return nil }
                    text += piece
                }
                try checkLength(text.utf8.count, at: expr.range)
            }
            return text
        }
        let value = try evaluate(expr, frame)
        // A variable declared an `Int` (`var screenWidth = 0`) prints as one.
        if case .number(let n) = value, let whole = Int(exactly: n), integerTyping(expr, frame) == .typed {
            // Read through `?.` (`label.text?.count`), it is an optional Int.
            return Self.isOptional(expr) ? "Optional(\(whole))" : String(whole)
        }
        let declared = try declaredOptional(expr, frame)
        let tupleMember = declared == nil ? try tupleMemberIsOptional(expr, frame) : nil
        guard declared ?? tupleMember ?? Self.isOptional(expr) else { return swiftText(value, of: expr, unwritten: &unwritten) }
        // `label.text`, `v.superview`, `a?.b`: an optional prints as Optional(…), a string in it
        // quoted, as Swift prints it.
        if case .none = value { return "nil" }
        if case .string(let s) = value {
            // A text never set is nil in UIKit and empty here: which one is not known.
            guard !s.isEmpty else {
                unwritten = unwritten ?? "whether it is nil or empty is not worked out here"
                return nil
            }
            return "Optional(\(s.debugDescription))"
        }
        return swiftText(value, of: expr, unwritten: &unwritten).map { "Optional(\($0))" }
    }

    /// UIKit properties of an optional type a listing prints (`String?`, `String!`, `UIView?`).
    static let optionalMembers: Set<String> = ["text", "placeholder", "currentTitle", "title", "attributedText",
                                               "accessibilityLabel", "accessibilityIdentifier", "superview", "window",
                                               "image", "titleLabel", "imageView", "tableHeaderView", "tableFooterView"]

    /// Whether a property a pasted class declares with its type is optional, when `expr` reads
    /// one on a plain path of names (read again without effect): `let text: String` of the app's
    /// own class prints as a String, whatever UIKit's property of that name is, and `var note:
    /// String?` as an optional. Nil for any other expression.
    mutating func declaredOptional(_ expr: Expr, _ frame: Frame) throws(Interrupt) -> Bool? {
        func isPlainPath(_ e: Expr) -> Bool {
            switch e {
            case .identifier, .selfExpr: true
            case .member(let inner, _, _, _): isPlainPath(inner)
            default: false
            }
        }
        guard case .member(let baseExpr, let name, _, _) = expr, isPlainPath(baseExpr) else { return nil }
        let base = try evaluate(baseExpr, frame)
        guard let className = className(of: base), let type = declaredType(of: name, in: className) else { return nil }
        return type.text.hasSuffix("?") || type.text.hasSuffix("!")
    }

    /// A tuple's member read by its label (`pair.title` of `(title: String, count: Int)`): no
    /// UIKit property of that name, so optional only through a `?.`. Nil for any other expression.
    mutating func tupleMemberIsOptional(_ expr: Expr, _ frame: Frame) throws(Interrupt) -> Bool? {
        guard case .member(let baseExpr, _, _, _) = expr, !Self.chainsOptionally(baseExpr),
              case .tuple = try evaluate(baseExpr, frame) else { return nil }
        return false
    }

    /// Whether Swift gives `expr` an optional type: an optional property read without `!`, or
    /// anything read through `?.`.
    static func isOptional(_ expr: Expr) -> Bool {
        switch expr {
        case .member(let base, let name, _, _):
            return optionalMembers.contains(name) || chainsOptionally(base)
        case .call(let callee, _, _, _):
            if case .member(let base, _, _, _) = callee { return chainsOptionally(base) }
            return false
        case .subscriptAccess(let base, _, _):
            return chainsOptionally(base)
        default:
            return false
        }
    }

    /// Whether a `?.` is somewhere in the base of a member chain.
    static func chainsOptionally(_ expr: Expr) -> Bool {
        switch expr {
        case .optionalChain: return true
        case .member(let base, _, _, _), .subscriptAccess(let base, _, _): return chainsOptionally(base)
        case .call(let callee, _, _, _): return chainsOptionally(callee)
        default: return false
        }
    }

    /// `value` as Swift's `description` writes it; `expr` says whether a number is an `Int` or a
    /// floating-point number, which the value alone does not.
    mutating func swiftText(_ value: Value, of expr: Expr?, unwritten: inout String?) -> String? {
        switch value {
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .none: return "nil"
        case .number(let n): return numberText(n, kind: expr.map(Self.numberKind) ?? .unknown, of: expr)
        case .rect(let r): return "(" + [r.minX, r.minY, r.width, r.height].map(Self.floating).joined(separator: ", ") + ")"
        case .size(let s): return "(\(Self.floating(s.width)), \(Self.floating(s.height)))"
        case .point(let p): return "(\(Self.floating(p.x)), \(Self.floating(p.y)))"
        case .insets(let i, let directional):
            let f = Self.floating
            return directional
                ? "NSDirectionalEdgeInsets(top: \(f(i.top)), leading: \(f(i.left)), bottom: \(f(i.bottom)), trailing: \(f(i.right)))"
                : "UIEdgeInsets(top: \(f(i.top)), left: \(f(i.left)), bottom: \(f(i.bottom)), right: \(f(i.right)))"
        case .array(let elements):
            var parts: [String] = []
            let literal: [Expr]? = if case .array(let written, _)? = expr, written.count == elements.count { written } else { nil }
            for (index, element) in elements.enumerated() {
                // Inside an array a string is written with its quotes.
                if case .string(let s) = element {
                    parts.append(s.debugDescription)
                    continue
                }
                guard let text = swiftText(element, of: literal?[index], unwritten: &unwritten) else { return nil }
                parts.append(text)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .tuple(let items, let labels):
            // `(width: 30.0, height: 40.0)`, a string part in its quotes.
            var parts: [String] = []
            let literal: [CallArgument]? = if case .tuple(let written, _)? = expr, written.count == items.count { written } else { nil }
            for (index, (item, label)) in zip(items, labels).enumerated() {
                let text: String
                if case .string(let s) = item {
                    text = s.debugDescription
                } else {
                    guard let written = swiftText(item, of: literal?[index].value, unwritten: &unwritten) else { return nil }
                    text = written
                }
                parts.append((label.map { $0 + ": " } ?? "") + text)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .priority(let p):
            // A `UILayoutPriority` is a struct: Swift writes its stored `rawValue`, a `Float`.
            return "UILayoutPriority(rawValue: \(String(Float(p))))"
        case .opaque(let text):
            // The app's own value (its model, a call not in the paste): its text is the app's.
            unwritten = unwritten ?? "'\(text)' is not worked out here"
            return nil
        default:
            unwritten = unwritten ?? "\(value.kindName) is described by UIKit, with memory addresses"
            return nil
        }
    }

    /// Whether a number an expression gives is an `Int` or a `CGFloat`/`Double` in Swift.
    enum NumberKind { case integer, floating, unknown }

    /// Names of `Int` properties UIKit and Swift have; the geometry ones are `CGFloat`.
    static let integerMembers: Set<String> = ["count", "tag", "numberOfLines", "currentPage", "numberOfPages",
                                              "selectedSegmentIndex", "numberOfSegments", "row", "section", "item",
                                              "startIndex", "endIndex"]
    static let floatingMembers: Set<String> = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY",
                                               "constant", "multiplier", "spacing", "alpha", "cornerRadius", "borderWidth",
                                               "zoomScale", "minimumZoomScale", "maximumZoomScale", "top", "left", "bottom",
                                               "right", "leading", "trailing", "pointSize", "lineHeight", "scale",
                                               "contentScaleFactor", "preferredMaxLayoutWidth", "minimumLineSpacing",
                                               "minimumInteritemSpacing", "rowHeight", "estimatedRowHeight"]

    static func numberKind(_ expr: Expr) -> NumberKind {
        switch expr {
        case .number(_, let text, _):
            let lowered = text.lowercased()
            if lowered.hasPrefix("0x") { return .integer }
            return lowered.contains(".") || lowered.contains("e") ? .floating : .integer
        case .member(_, let name, _, _):
            if integerMembers.contains(name) { return .integer }
            return floatingMembers.contains(name) ? .floating : .unknown
        case .call(.identifier(let type, _), _, _, _):
            switch type {
            case "CGFloat", "Double", "Float", "TimeInterval": return .floating
            case "Int", "UInt": return .integer
            default: return .unknown
            }
        case .call(.member(_, let name, _, _), _, _, _) where ["index", "firstIndex", "lastIndex"].contains(name):
            // `subviews.firstIndex(of: v)`: an index is an Int.
            return .integer
        case .binary("??", let left, let right, _, _):
            let (l, r) = (numberKind(left), numberKind(right))
            if l == .floating || r == .floating { return .floating }
            return l == .integer || r == .integer ? .integer : .unknown
        case .binary(let op, let left, let right, _, _) where ["+", "-", "*", "/", "%"].contains(op):
            let (l, r) = (numberKind(left), numberKind(right))
            if l == .floating || r == .floating { return .floating }
            return l == .integer && r == .integer ? .integer : .unknown
        case .ternary(_, let yes, let no, _):
            // `compact ? 4 : 2`: both sides decide, as for the operators.
            let (l, r) = (numberKind(yes), numberKind(no))
            if l == .floating || r == .floating { return .floating }
            return l == .integer && r == .integer ? .integer : .unknown
        case .prefix("-", let operand, _):
            return numberKind(operand)
        case .tuple(let items, _) where items.count == 1:
            return numberKind(items[0].value)
        default:
            return .unknown
        }
    }

    /// Swift's text of a `Double` (and of a `CGFloat`, the same on 64-bit): `20.0`, `0.5`, `1e-05`.
    static func floating(_ n: Double) -> String { String(n) }

    mutating func numberText(_ n: Double, kind: NumberKind, of expr: Expr?) -> String {
        let whole = n.rounded() == n && abs(n) < 1e15
        switch kind {
        case .floating: return Self.floating(n)
        case .integer where whole: return String(Int(n))
        case .integer, .unknown:
            guard whole else { return Self.floating(n) }
            // An integral value of a type not worked out here: written as an Int writes it.
            let named = if case .identifier(let name, _)? = expr { "'\(name)'" } else { "a number" }
            note("print: the type of \(named) is not worked out here; \(Int(n)) is written as an Int writes it "
                + "(a CGFloat or Double writes \(Self.floating(n)))")
            return String(Int(n))
        }
    }
}
