/// Views declared and placed the Swift way: `let a = UIView()`, `view.addSubview(a)`,
/// `a.removeFromSuperview()`.
extension Parser {
    /// UIKit classes people paste that Layoutbook does not model, with what to write instead.
    static let unmodelledClasses: [String: String] = [
        "UIStackView": "in the command language a stack view is declared with 'stack': "
            + "stack s axis vertical spacing 8 [a, b] (see help stack)",
        "UIButton": "the command language has no buttons; as pasted Swift, let b = UIButton(type: .system) is sized "
            + "from its title (help UIButton)",
        "UITextView": "the command language has no text views; as pasted Swift, a UITextView with isScrollEnabled = false "
            + "sizes to its text (help UITextView), as a label with lines 0 does here",
        "UITextField": "the command language has no text fields; as pasted Swift, a UITextField is sized from its text "
            + "(help UITextField)",
        "UITableView": "UITableView is not modelled; it is a scroll view: declare a UIScrollView",
        "UICollectionView": "UICollectionView is not modelled; it is a scroll view: declare a UIScrollView",
        "WKWebView": "WKWebView is not modelled; a UIView with a height constraint whose constant changes stands in for it",
        "UIWebView": "UIWebView is not modelled; a UIView with a height constraint whose constant changes stands in for it",
    ]

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
        if let (zero, range) = try parseZero(of: "CGRect", "CGRect(x:y:width:height:)") {
            return RectLiteral(x: zero, y: zero, width: zero, height: zero, range: range)
        }
        return try parseRect()
    }

    /// `.zero` or `TYPE.zero` (`CGRect.zero`, `CGPoint.zero`): the number 0 at the word `zero`,
    /// and the range of the whole; nil, reading nothing, when the tokens are not a `.zero`.
    mutating func parseZero(of type: String, _ literal: String) throws(ParseFailure)
        -> (zero: NumberLiteral, range: SourceRange)?
    {
        let start = current.range.start
        guard (checkWord(type) && peek(1).kind == .dot) || check(.dot) else { return nil }
        if checkWord(type) { advance() }
        advance()
        guard checkWord("zero") else {
            throw failure("expected '\(literal)' or '.zero', found \(current.quoted)")
        }
        let zeroToken = advance()
        return (NumberLiteral(0, text: "0", range: zeroToken.range), SourceRange(start, zeroToken.range.end))
    }

    /// `parent.addSubview(child)`; the current token is the `.` before `addSubview`.
    mutating func parseAddSubview(parent: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> AddSubviewCommand
    {
        _ = try parseMethodOpening()
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
        let method = try parseMethodOpening()
        _ = try expect(.rightParen, " after '\(method.text)('")
        guard case .name(let name) = item else {
            throw failure("removeFromSuperview() needs a view's name", range: item.range)
        }
        return RemoveCommand(name: name, range: range(from: start))
    }
}
