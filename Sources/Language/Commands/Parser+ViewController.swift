/// The rest of a pasted view controller: whole set-up methods, `super` calls, `forEach` over
/// views, layout-pass calls, and assignments that only change how a view is drawn.
extension Parser {
    static let layoutPassMethods = ["layoutIfNeeded", "setNeedsLayout", "updateConstraintsIfNeeded",
                                    "setNeedsUpdateConstraints", "layoutSubviews"]

    /// `view.layoutIfNeeded()` and its siblings.
    mutating func parseLayoutPass(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> LayoutPassCall
    {
        let method = try parseMethodOpening()
        _ = try expect(.rightParen, " after '\(method.text)('")
        return LayoutPassCall(
            receiver: receiver, method: Identifier(method.text, range: method.range), range: range(from: start))
    }

    /// Properties that change how a view is drawn or touched, not where it is.
    static let drawingProperties: Set<String> = [
        "backgroundColor", "tintColor", "textColor", "alpha", "isOpaque", "clipsToBounds", "layer",
        "contentMode", "textAlignment", "lineBreakMode", "isUserInteractionEnabled", "tag",
        "accessibilityIdentifier", "accessibilityLabel", "showsVerticalScrollIndicator",
        "showsHorizontalScrollIndicator", "bounces",
        "isPagingEnabled", "isScrollEnabled", "decelerationRate", "indicatorStyle", "keyboardDismissMode",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "attributedText", "shadowColor", "highlightedTextColor",
    ]

    /// Properties that matter to layout but that Layoutbook spells another way.
    static let respelledProperties: [String: String] = [
        "delegate": "a scroll view's delegate is not modelled; what viewForZooming(in:) returns is the zoom view: "
            + "sv.zoomView = someView",
        "image": "there are no image files here; an image view's intrinsic size is its image's size, so declare "
            + "it with one: image NAME in PARENT size 800x600",
    ]

    /// `v.backgroundColor = …`: the value is skipped to the end of the command, brackets balanced.
    mutating func parseIgnoredAssignment(target: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> IgnoredAssignment
    {
        advance()
        let property = advance()
        // `v.layer.cornerRadius = 8`: the members after `layer`.
        var name = property.text
        while accept(.dot) != nil {
            name += "." + (try expectIdentifier("a property")).name
        }
        _ = try expect(.assign, " after '\(name)'")
        var depth = 0
        var skipped = 0
        while !(current.isTerminator && depth == 0) && !(depth == 0 && check(.rightBrace)) && !check(.end) {
            switch current.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            advance()
            skipped += 1
        }
        if skipped == 0 { throw failure("expected a value after '='") }
        return IgnoredAssignment(
            target: target, property: Identifier(name, range: SourceRange(property.range.start, previous.range.end)),
            range: range(from: start))
    }
}

extension Parser {
    /// `super.viewDidLoad()`, `super.viewWillAppear(animated)`: nothing to do here.
    mutating func parseSuperCall(start: SourceLocation) throws(ParseFailure) -> LayoutPassCall {
        let receiver = advance()
        _ = try expect(.dot, " after 'super'")
        let method = try expectIdentifier("a method")
        _ = try expect(.leftParen, " after '\(method.name)'")
        var depth = 1
        while depth > 0 && !check(.end) && !current.isTerminator {
            if check(.leftParen) { depth += 1 }
            if check(.rightParen) { depth -= 1 }
            advance()
        }
        if depth > 0 { throw failure("expected ')' to close the call of '\(method.name)'") }
        return LayoutPassCall(
            receiver: .name(Identifier(receiver.text, range: receiver.range)), method: method, range: range(from: start))
    }
}
