import Layout

extension Parser {
    /// A command that starts with an item: an equation (`a.top == b.bottom + 8 @750`, a
    /// misspelt attribute included, which the equation reports and reads on) or a property
    /// given Layoutbook's values (`sv.contentInset = 0,0,20,0`, `sv.zoomView = photo`).
    mutating func parseExpressionStatement() throws(ParseFailure) -> Command {
        let start = current.range.start
        let item = try parseItem()
        guard check(.dot), peek(1).kind == .identifier else {
            throw failure("expected '.' and a member after '\(item)', found \(current.quoted)")
        }
        let member = peek(1)
        let name = member.text
        if LayoutAttribute(rawValue: name) != nil || [.equalEqual, .lessEqual, .greaterEqual].contains(peek(2).kind) {
            return .equation(try parseEquation(first: item, start: start))
        }
        if let property = ViewProperty(rawValue: name) {
            return .property(try parsePropertyAssignment(target: item, property: property, start: start))
        }
        throw unknownMember(member, after: peek(2))
    }

    /// The diagnostic for an unknown member, choosing the vocabulary by what follows it.
    func unknownMember(_ member: Token, after next: Token) -> ParseFailure {
        let attributes = LayoutAttribute.allCases.map(\.rawValue)
        let properties = ViewProperty.allCases.map(\.rawValue)
        let (what, vocabulary): (String, [String])
        switch next.kind {
        case .equalEqual, .lessEqual, .greaterEqual:
            (what, vocabulary) = ("attribute", attributes)
        case .assign:
            (what, vocabulary) = ("property", properties)
        default:
            (what, vocabulary) = ("member", attributes + properties)
        }
        return failure(
            "unknown \(what) '\(member.text)'", at: member,
            suggestion: Suggestion.closest(to: member.text, in: vocabulary))
    }

    /// A view or layout guide: `header`, `self.view`, `superview`, `v.superview!`,
    /// `sv.contentLayoutGuide`, `view.safeAreaLayoutGuide`. Stops before any other member.
    mutating func parseItem(_ what: String = "a view") throws(ParseFailure) -> ItemExpression {
        let start = current.range.start
        var ofSelf = false
        if checkWord("self"), peek(1).kind == .dot, peek(2).kind == .identifier {
            advance()
            advance()
            ofSelf = true
        }
        guard check(.identifier) else { throw failure("expected \(what), found \(current.quoted)") }
        let base = advance()
        // `self.view` is the view controller's view even where code declared a `view` of its own.
        let name = ofSelf && base.text == "view" ? "root" : base.text
        var item: ItemExpression =
            base.text == "superview"
            ? .superview(of: nil, range: base.range) : .name(Identifier(name, range: base.range))
        skipOptionalMarks()
        while check(.dot), peek(1).kind == .identifier {
            let name = peek(1).text
            if let guide = LayoutGuideName(rawValue: name) {
                advance()
                advance()
                skipOptionalMarks()
                item = .guide(guide, of: item, range: range(from: start))
            } else if name == "superview" {
                advance()
                advance()
                skipOptionalMarks()
                item = .superview(of: item, range: range(from: start))
            } else {
                break
            }
        }
        return item
    }

    /// Skips the `!` and `?` of Swift optionals, which change nothing here.
    mutating func skipOptionalMarks() {
        while check(.bang) || check(.question) { advance() }
    }

    /// `target.property = value`, with the value's shape checked against the property.
    mutating func parsePropertyAssignment(
        target: ItemExpression, property: ViewProperty, start: SourceLocation
    ) throws(ParseFailure) -> PropertyAssignment {
        advance()
        let propertyToken = advance()
        guard accept(.assign) != nil else {
            throw failure("expected '=' after '\(propertyToken.text)', found \(current.quoted)")
        }
        let value: PropertyValue
        switch property {
        case .contentInset:
            value = .insets(try parseInsets())
        case .contentOffset:
            value = .point(try parsePoint())
        case .contentSize:
            value = .size(try parseSize())
        case .frame:
            value = .rect(try parseRect())
        case .minimumZoomScale, .maximumZoomScale, .zoomScale:
            value = try parseScaleValue()
        case .zoomView:
            if let none = acceptWord("nil") {
                value = .none(none.range)
            } else {
                let view = try expectIdentifier("a view or 'nil'")
                value = .view(view)
            }
        case .text:
            value = .string(try parseString("a string"))
        case .numberOfLines:
            value = .number(try parseNumber("a number of lines"))
        case .preferredMaxLayoutWidth:
            value = .number(try parseNumber("a width in points (0: automatic)"))
        case .lineSpacing:
            value = .number(try parseNumber("a line spacing in points"))
        case .lineHeightMultiple:
            value = .number(try parseNumber("a multiple of the font's line height (0: none)"))
        case .minimumLineHeight, .maximumLineHeight:
            value = .number(try parseNumber("a line height in points (0: none)"))
        case .kern:
            value = .number(try parseNumber("points after each character (0: none)"))
        case .font:
            let start = current.range.start
            let (size, weight) = try parseFont()
            value = weight.map { .font(size, weight: $0, range: range(from: start)) } ?? .number(size)
        case .centering:
            _ = accept(.dot)
            guard check(.identifier) else { throw failure("expected 'inset', 'frame' or 'none', found \(current.quoted)") }
            let modeToken = advance()
            guard let mode = CenteringMode(rawValue: modeToken.text) else {
                throw failure(
                    "unknown centering '\(modeToken.text)'; expected 'inset', 'frame' or 'none'", at: modeToken,
                    suggestion: Suggestion.closest(to: modeToken.text, in: CenteringMode.allCases.map(\.rawValue)))
            }
            value = .centering(mode, range: modeToken.range)
        case .translatesAutoresizingMaskIntoConstraints, .insetsLayoutMarginsFromSafeArea,
             .preservesSuperviewLayoutMargins, .layoutMarginsFollowReadableWidth, .viewRespectsSystemMinimumLayoutMargins, .prefersStatusBarHidden,
             .alwaysBounceVertical, .alwaysBounceHorizontal:
            value = .bool(try parseBool())
        case .layoutMargins, .directionalLayoutMargins, .additionalSafeAreaInsets:
            value = .insets(try parseInsets())
        case .contentInsetAdjustmentBehavior:
            value = try parseAdjustmentBehavior()
        case .spacing:
            value = .number(try parseNumber("a spacing in points"))
        case .isHidden, .isLayoutMarginsRelativeArrangement, .isBaselineRelativeArrangement:
            value = .bool(try parseBool())
        case .axis, .distribution, .alignment:
            value = .word(try parseStackOption(property.rawValue))
        }
        return PropertyAssignment(
            target: target, property: property, propertyRange: propertyToken.range, value: value,
            range: range(from: start))
    }

    /// `.never`, `.always`, …, optionally qualified (`UIScrollView.ContentInsetAdjustmentBehavior.never`).
    mutating func parseAdjustmentBehavior() throws(ParseFailure) -> PropertyValue {
        for qualifier in ["UIScrollView", "ContentInsetAdjustmentBehavior"] where checkWord(qualifier) && peek(1).kind == .dot {
            advance()
        }
        if checkWord("ContentInsetAdjustmentBehavior") { advance() }
        _ = accept(.dot)
        let names = AdjustmentBehaviorName.allCases.map(\.rawValue)
        guard check(.identifier) else {
            throw failure("expected .automatic, .scrollableAxes, .never or .always, found \(current.quoted)")
        }
        let token = advance()
        guard let behavior = AdjustmentBehaviorName(rawValue: token.text) else {
            throw failure("unknown contentInsetAdjustmentBehavior '\(token.text)'; expected .automatic, .scrollableAxes, "
                + ".never or .always", at: token, suggestion: Suggestion.closest(to: token.text, in: names))
        }
        return .adjustmentBehavior(behavior, range: token.range)
    }

    /// A zoom scale: a number or another scale property (`sv.minimumZoomScale`).
    mutating func parseScaleValue() throws(ParseFailure) -> PropertyValue {
        if checkNumber() { return .number(try parseNumber()) }
        let start = current.range.start
        let item = try parseItem("a number or a zoom scale property")
        let scales: [ViewProperty] = [.minimumZoomScale, .maximumZoomScale, .zoomScale]
        guard accept(.dot) != nil, check(.identifier) else {
            throw failure("expected a zoom scale property after '\(item)', such as '.minimumZoomScale'")
        }
        let propertyToken = advance()
        guard let property = ViewProperty(rawValue: propertyToken.text), scales.contains(property) else {
            throw failure(
                "expected 'minimumZoomScale', 'maximumZoomScale' or 'zoomScale', found '\(propertyToken.text)'",
                at: propertyToken, suggestion: Suggestion.closest(to: propertyToken.text, in: scales.map(\.rawValue)))
        }
        return .property(item, property, range: range(from: start))
    }

    /// A weight's name after a font size (`17 semibold`), or nil when none follows.
    mutating func parseFontWeightWord() throws(ParseFailure) -> FontWeight? {
        guard check(.identifier), let weight = FontWeight(name: current.text) else { return nil }
        advance()
        return weight
    }

    /// `17` or `17 semibold`, `.systemFont(ofSize: 17)` or `UIFont.systemFont(ofSize: 17)`; also
    /// `boldSystemFont` (bold), `italicSystemFont` (measured as regular), `systemFont(ofSize:weight:)`
    /// and `preferredFont(forTextStyle: .body)` at the text styles' default sizes and weights (the
    /// headline semibold). The weight is nil where none is said (a bare number).
    mutating func parseFont() throws(ParseFailure) -> (NumberLiteral, FontWeight?) {
        if checkNumber() { return (try parseNumber("a font size"), try parseFontWeightWord()) }
        _ = acceptWord("UIFont")
        guard accept(.dot) != nil else {
            throw failure("expected a font size such as 17 or '.systemFont(ofSize: 17)', found \(current.quoted)")
        }
        let methods = ["systemFont", "boldSystemFont", "italicSystemFont", "preferredFont"]
        guard check(.identifier), methods.contains(current.text) else {
            throw failure(
                "expected 'systemFont(ofSize:)' or 'preferredFont(forTextStyle:)', found \(current.quoted)",
                suggestion: check(.identifier) ? Suggestion.closest(to: current.text, in: methods) : nil)
        }
        let method = advance()
        _ = try expect(.leftParen, " after '\(method.text)'")
        if method.text == "preferredFont" {
            _ = try expectWord("forTextStyle", " in 'preferredFont(forTextStyle:)'")
            _ = try expect(.colon, " after 'forTextStyle'")
            _ = acceptWord("UIFont")
            if checkWord("TextStyle") { advance() }
            _ = try expect(.dot, " before the text style")
            let style = try expectIdentifier("a text style such as '.body'")
            guard let size = Parser.textStyleSizes[style.name] else {
                throw failure(
                    "unknown text style '\(style.name)'", range: style.range,
                    suggestion: Suggestion.closest(to: style.name, in: Parser.textStyleSizes.keys.sorted()))
            }
            _ = try expect(.rightParen, " after the text style")
            return (NumberLiteral(size, text: String(Int(size)), range: style.range), style.name == "headline" ? .semibold : .regular)
        }
        _ = try expectWord("ofSize", " in '\(method.text)(ofSize:)'")
        _ = try expect(.colon, " after 'ofSize'")
        let size = try parseNumber("a font size")
        var weight: FontWeight = method.text == "boldSystemFont" ? .bold : .regular
        if accept(.comma) != nil {
            _ = try expectWord("weight", " after the size")
            _ = try expect(.colon, " after 'weight'")
            _ = acceptWord("UIFont")
            if checkWord("Weight") { advance() }
            _ = try expect(.dot, " before the weight")
            let name = try expectIdentifier("a weight such as '.bold'")
            guard let named = FontWeight(name: name.name) else {
                throw failure("unknown font weight '\(name.name)'", range: name.range,
                              suggestion: Suggestion.closest(to: name.name, in: FontWeight.allCases.map(\.rawValue)))
            }
            weight = named
        }
        _ = try expect(.rightParen, " after the arguments of '\(method.text)'")
        return (size, weight)
    }

    /// The default (Large) sizes of UIKit's text styles.
    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
        "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]
}
