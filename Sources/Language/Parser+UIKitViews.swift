/// Views declared and placed the Swift way: `let a = UIView()`, `view.addSubview(a)`,
/// `a.removeFromSuperview()`, and the layout-pass calls pasted code is full of.
extension Parser {
    /// UIKit classes people paste that Layoutbook does not model, with what to write instead.
    static let unmodelledClasses: [String: String] = [
        "UIStackView": "UIStackView is not modelled; lay the views out with constraints instead, "
            + "e.g. NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a][b]|\", …) for a row",
        "UIButton": "UIButton is not modelled; declare a UIView and give it a size, or a UILabel for its title",
        "UITextView": "UITextView is not modelled; a UILabel with numberOfLines = 0 sizes itself the same way",
        "UITextField": "UITextField is not modelled; declare a UIView with a height constraint",
        "UITableView": "UITableView is not modelled; it is a scroll view: declare a UIScrollView",
        "UICollectionView": "UICollectionView is not modelled; it is a scroll view: declare a UIScrollView",
        "WKWebView": "WKWebView is not modelled; a UIView with a height constraint whose constant changes stands in for it",
        "UIWebView": "UIWebView is not modelled; a UIView with a height constraint whose constant changes stands in for it",
    ]

    static let layoutPassMethods = ["layoutIfNeeded", "setNeedsLayout", "updateConstraintsIfNeeded",
                                    "setNeedsUpdateConstraints", "layoutSubviews"]

    /// After `let NAME [: Type] =`: `UIView()`, `UIScrollView()`, `UILabel()`, `UIImageView()`,
    /// `UIView(frame: CGRect(…))`, `UIView(frame: .zero)`.
    mutating func parseUIKitViewInitializer(name: Identifier, start: SourceLocation) throws(ParseFailure)
        -> UIKitViewDeclaration
    {
        let classToken = advance()
        guard let viewClass = UIKitViewClass(rawValue: classToken.text) else {
            throw failure("unknown view class '\(classToken.text)'", at: classToken)
        }
        _ = try expect(.leftParen, " after '\(classToken.text)'")
        var frame: RectLiteral?
        var frameOf: FrameReference?
        if checkWord("image") {
            throw failure(Parser.respelledProperties["image"] ?? "", suggestion: nil)
        }
        if !check(.rightParen) {
            guard checkWord("frame") else {
                throw failure(
                    "expected ')' or 'frame:' in '\(classToken.text)(…)', found \(current.quoted)",
                    suggestion: check(.identifier) ? Suggestion.closest(to: current.text, in: ["frame"]) : nil)
            }
            advance()
            _ = try expect(.colon, " after 'frame'")
            if check(.identifier), !checkWord("CGRect") {
                let itemStart = current.range.start
                let item = try parseItem("a view's bounds or frame")
                guard check(.dot), peek(1).text == "bounds" || peek(1).text == "frame" else {
                    throw failure("expected '.bounds' or '.frame' after '\(item)', found \(current.quoted)")
                }
                advance()
                let which = advance()
                frameOf = FrameReference(item: item, isBounds: which.text == "bounds", range: range(from: itemStart))
            } else {
                frame = try parseFrameRect()
            }
        }
        _ = try expect(.rightParen, " after the arguments of '\(classToken.text)'")
        return UIKitViewDeclaration(
            name: name, viewClass: viewClass, classRange: classToken.range, frame: frame, frameOf: frameOf,
            range: range(from: start))
    }

    /// A rect, or `.zero` / `CGRect.zero`.
    mutating func parseFrameRect() throws(ParseFailure) -> RectLiteral {
        let start = current
        if (checkWord("CGRect") && peek(1).kind == .dot) || check(.dot) {
            if checkWord("CGRect") { advance() }
            advance()
            guard checkWord("zero") else {
                throw failure("expected 'CGRect(x:y:width:height:)' or '.zero', found \(current.quoted)")
            }
            let zeroToken = advance()
            let zero = NumberLiteral(0, text: "0", range: zeroToken.range)
            return RectLiteral(x: zero, y: zero, width: zero, height: zero,
                               range: SourceRange(start.range.start, zeroToken.range.end))
        }
        return try parseRect()
    }

    /// `parent.addSubview(child)`; the current token is the `.` before `addSubview`.
    mutating func parseAddSubview(parent: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> AddSubviewCommand
    {
        advance()
        let method = advance()
        _ = try expect(.leftParen, " after '\(method.text)'")
        if checkWord("self"), peek(1).kind == .dot {
            advance()
            advance()
        }
        let child = try expectIdentifier("the view to add")
        skipOptionalMarks()
        _ = try expect(.rightParen, " after the view to add")
        return AddSubviewCommand(parent: parent, child: child, range: range(from: start))
    }

    /// `a.removeFromSuperview()`: the `remove` command.
    mutating func parseRemoveFromSuperview(item: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> RemoveCommand
    {
        advance()
        let method = advance()
        _ = try expect(.leftParen, " after '\(method.text)'")
        _ = try expect(.rightParen, " after '\(method.text)('")
        guard case .name(let name) = item else {
            throw failure("removeFromSuperview() needs a view's name", range: item.range)
        }
        return RemoveCommand(name: name, range: range(from: start))
    }

    /// `view.layoutIfNeeded()` and its siblings.
    mutating func parseLayoutPass(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> LayoutPassCall
    {
        advance()
        let method = advance()
        _ = try expect(.leftParen, " after '\(method.text)'")
        _ = try expect(.rightParen, " after '\(method.text)('")
        return LayoutPassCall(
            receiver: receiver, method: Identifier(method.text, range: method.range), range: range(from: start))
    }

    /// `v.addConstraint(c)`, `v.addConstraints(…)`, `v.removeConstraint(c)`, `v.removeConstraints(…)`.
    mutating func parseViewConstraintMethod(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> ConstraintActivation
    {
        advance()
        let method = advance()
        _ = try expect(.leftParen, " after '\(method.text)'")
        let items: [ConstraintExpression]
        if method.text.hasSuffix("s") {
            items = try parseConstraintArrays()
        } else {
            if check(.leftBracket) || checkVisualFormatCall() {
                throw failure("'\(method.text)' takes one constraint; for an array use '\(method.text)s(…)'")
            }
            items = [try parseConstraintElement()]
        }
        _ = try expect(.rightParen, " after the constraints")
        return ConstraintActivation(
            activates: method.text.hasPrefix("add"), items: items, receiver: receiver, method: method.text,
            range: range(from: start))
    }

    /// `sv.setZoomScale(2, animated: true)`, `sv.setContentOffset(CGPoint(x: 0, y: 100), animated: false)`
    /// and `sv.zoom(to: CGRect(…), animated: true)`: the properties and the `zoom` command they set.
    /// `animated:` is read and ignored: every change lands at once.
    mutating func parseScrollViewMethod(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> Command
    {
        advance()
        let method = advance()
        _ = try expect(.leftParen, " after '\(method.text)'")
        let command: Command
        switch method.text {
        case "setZoomScale":
            let scale = try parseNumber("a zoom scale")
            try parseAnimatedArgument(method.text)
            command = .property(PropertyAssignment(
                target: receiver, property: .zoomScale, propertyRange: method.range, value: .number(scale),
                range: range(from: start)))
        case "setContentOffset":
            let offset = try parseOffsetPoint()
            try parseAnimatedArgument(method.text)
            command = .property(PropertyAssignment(
                target: receiver, property: .contentOffset, propertyRange: method.range, value: .point(offset),
                range: range(from: start)))
        default:
            _ = try expectWord("to", " in 'zoom(to:animated:)'")
            _ = try expect(.colon, " after 'to'")
            let rect = try parseRect()
            try parseAnimatedArgument(method.text)
            guard case .name(let name) = receiver else {
                throw failure("zoom(to:animated:) needs a scroll view's name", range: receiver.range)
            }
            command = .zoom(ZoomCommand(view: name, rect: rect, range: range(from: start)))
        }
        return command
    }

    /// A point, or `.zero` / `CGPoint.zero`.
    mutating func parseOffsetPoint() throws(ParseFailure) -> PointLiteral {
        let start = current
        if (checkWord("CGPoint") && peek(1).kind == .dot) || check(.dot) {
            if checkWord("CGPoint") { advance() }
            advance()
            guard checkWord("zero") else {
                throw failure("expected 'CGPoint(x:y:)' or '.zero', found \(current.quoted)")
            }
            let zeroToken = advance()
            let zero = NumberLiteral(0, text: "0", range: zeroToken.range)
            return PointLiteral(x: zero, y: zero, range: SourceRange(start.range.start, zeroToken.range.end))
        }
        return try parsePoint()
    }

    /// `, animated: true)`: required, as in Swift; the value changes nothing here.
    mutating func parseAnimatedArgument(_ method: String) throws(ParseFailure) {
        _ = try expect(.comma, " and 'animated:' in '\(method)'")
        _ = try expectWord("animated", " in '\(method)'")
        _ = try expect(.colon, " after 'animated'")
        _ = try parseBool()
        _ = try expect(.rightParen, " after the arguments of '\(method)'")
    }

    static let scrollViewMethods = ["setZoomScale", "setContentOffset", "zoom"]

    /// Properties that change how a view is drawn or touched, not where it is.
    static let drawingProperties: Set<String> = [
        "backgroundColor", "tintColor", "textColor", "alpha", "isHidden", "isOpaque", "clipsToBounds", "layer",
        "contentMode", "textAlignment", "lineBreakMode", "isUserInteractionEnabled", "tag",
        "accessibilityIdentifier", "accessibilityLabel", "showsVerticalScrollIndicator",
        "showsHorizontalScrollIndicator", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
        "isPagingEnabled", "isScrollEnabled", "decelerationRate", "indicatorStyle", "keyboardDismissMode",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "attributedText", "shadowColor", "highlightedTextColor",
    ]

    /// Properties that matter to layout but that Layoutbook spells another way.
    static let respelledProperties: [String: String] = [
        "delegate": "a scroll view's delegate is not modelled; what viewForZooming(in:) returns is the zoom view: "
            + "sv.zoomView = someView",
        "image": "there are no image files here; an image view's intrinsic size is its image's size, so declare "
            + "it with one: image NAME in PARENT size 800x600",
        "contentInsetAdjustmentBehavior": "the simulated screen has no bars or notch, so nothing adjusts the "
            + "insets; set sv.contentInset directly",
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
    static let viewConstraintMethods = ["addConstraint", "addConstraints", "removeConstraint", "removeConstraints"]
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
            while true {
                if check(.newline) || check(.semicolon) {
                    advance()
                    continue
                }
                if check(.rightBrace) { break }
                if check(.end) { throw failure("expected '}' to close this block", at: open) }
                body.append(try parseCommand())
                if !current.isTerminator && !check(.rightBrace) {
                    throw failure("unexpected \(current.quoted) after the end of the statement")
                }
            }
            advance()
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
        while Parser.declarationModifiers.contains(current.text) || checkWord("override") || checkWord("@objc") {
            advance()
        }
        _ = try expectWord("func")
        let name = try expectIdentifier("the method's name")
        guard Parser.lifecycleMethods.contains(name.name) else {
            throw failure(
                "only a view controller's set-up methods run when pasted whole "
                    + "(\(Parser.lifecycleMethods.joined(separator: ", "))); paste the body of '\(name.name)' instead",
                range: name.range)
        }
        _ = try expect(.leftParen, " after '\(name.name)'")
        var depth = 1
        while depth > 0 && !check(.end) {
            if check(.leftParen) { depth += 1 }
            if check(.rightParen) { depth -= 1 }
            advance()
        }
        let open = try expect(.leftBrace, " to start the body of '\(name.name)'")
        var body: [Command] = []
        while true {
            if check(.newline) || check(.semicolon) {
                advance()
                continue
            }
            if check(.rightBrace) { break }
            if check(.end) { throw failure("expected '}' to close this block", at: open) }
            let statementStart = position
            do throws(ParseFailure) {
                body.append(try parseCommand())
                if !current.isTerminator && !check(.rightBrace) {
                    throw failure("unexpected \(current.quoted) after the end of the statement")
                }
            } catch {
                // Report every bad line of a pasted method at once; the method is dropped whole.
                record(error)
                synchronize(from: statementStart, stopAtClosingBrace: true)
            }
        }
        advance()
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
