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
    /// `[a, b, c].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }` and
    /// `[a, b].forEach { view.addSubview($0) }`, `[a, b].forEach(view.addSubview)`: the body runs
    /// once per view, `$0` naming it.
    mutating func parseForEach() throws(ParseFailure) -> ForEachCommand {
        let start = try expect(.leftBracket).range.start
        var views: [Identifier] = []
        while !check(.rightBracket) {
            if checkWord("self"), peek(1).kind == .dot {
                advance()
                advance()
            }
            views.append(try expectIdentifier("a view"))
            skipOptionalMarks()
            if accept(.comma) == nil { break }
        }
        _ = try expect(.rightBracket, " to close the array of views")
        _ = try expect(.dot, " and 'forEach' after the array")
        _ = try expectWord("forEach", " after the array")
        var body: [Command] = []
        if accept(.leftParen) != nil {
            // `.forEach(view.addSubview)`: the method is applied to each view.
            let parentStart = current.range.start
            let parent = try parseItem("a view")
            guard check(.dot), peek(1).text == "addSubview" else {
                throw failure("expected 'parent.addSubview' in 'forEach(…)', or a closure: forEach { … $0 … }")
            }
            advance()
            let method = advance()
            let child = Identifier("$0", range: method.range)
            body = [.addSubview(AddSubviewCommand(parent: parent, child: child, range: range(from: parentStart)))]
            _ = try expect(.rightParen, " after '\(method.text)'")
        } else {
            let open = try expect(.leftBrace, " to start the closure")
            body = try parseBlock(open: open) { (parser: inout Parser) throws(ParseFailure) in try parser.parseCommand() }
        }
        return ForEachCommand(views: views, body: body, range: range(from: start))
    }
}

extension Parser {
    /// The view controller methods whose body sets up views, and so runs when pasted whole.
    static let lifecycleMethods = [
        "viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "updateViewConstraints",
    ]

    /// `override func viewDidLoad() { … }`: the statements of the body, one command each; the
    /// parameter list is skipped. Any other function is refused: its body would run only when called.
    mutating func parseLifecycleMethod() throws(ParseFailure) -> LifecycleMethod {
        let start = current.range.start
        while Parser.declarationModifiers.contains(current.text) || checkWord("override") {
            advance()
        }
        _ = try expectWord("func")
        let name = try expectIdentifier("the method's name")
        guard Parser.lifecycleMethods.contains(name.name) else {
            throw failure(
                "only a view controller's set-up methods run when pasted whole "
                    + "(\(Parser.lifecycleMethods.joined(separator: ", "))); paste the body of '\(name.name)' instead",
                range: name.range).of(.notACommand)
        }
        if !check(.leftParen) { _ = try expect(.leftParen, " after '\(name.name)'") }
        skipBalancedParentheses()
        let open = try expect(.leftBrace, " to start the body of '\(name.name)'")
        // Every bad line of a pasted method is reported at once; the method is dropped whole.
        let body = try parseBlock(open: open) { (parser: inout Parser) throws(ParseFailure) in try parser.parseCommand() }
        return LifecycleMethod(name: name, body: body, range: range(from: start))
    }

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
