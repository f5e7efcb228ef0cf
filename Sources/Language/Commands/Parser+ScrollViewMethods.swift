/// UIScrollView's methods as pasted code calls them, read as the commands that have their meaning.
extension Parser {
    static let scrollViewMethods = ["setZoomScale", "setContentOffset", "zoom"]

    /// `sv.setZoomScale(2, animated: true)`, `sv.setContentOffset(CGPoint(x: 0, y: 100), animated: false)`
    /// and `sv.zoom(to: CGRect(…), animated: true)`: the properties and the `zoom` command they set.
    /// `animated:` is read and ignored: every change lands at once.
    mutating func parseScrollViewMethod(receiver: ItemExpression, start: SourceLocation) throws(ParseFailure)
        -> Command
    {
        let method = try parseMethodOpening()
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
        if let (zero, range) = try parseZero(of: "CGPoint", "CGPoint(x:y:)") {
            return PointLiteral(x: zero, y: zero, range: range)
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
}
