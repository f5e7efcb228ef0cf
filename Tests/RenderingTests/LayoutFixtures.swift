import Cassowary
import Layout
import Testing

/// SnapKit-like helpers: `pin(v, .top, to: sv, plus: 8)` is `v.top == sv.top + 8`, and from a view
/// inside a scroll view, `sv`'s edges mean its content area and its width its frame, as in UIKit.
extension Layout {
    @discardableResult
    mutating func pin(_ a: ViewID, _ attribute: Attribute, _ relation: Relation = .equal,
                      to b: ViewID? = nil, _ other: Attribute? = nil, plus constant: Double = 0,
                      priority: Int = 1000) throws -> LayoutConstraintID {
        try activate(LayoutConstraint(.view(a), attribute, relation, b.map(Item.view), other ?? attribute,
                                      constant: constant, priority: priority))
    }

    /// `make.edges.equalTo(b)`: top, left, bottom, right, in that order.
    mutating func pinEdges(_ a: ViewID, to b: ViewID) throws {
        for attribute in [Attribute.top, .left, .bottom, .right] { try pin(a, attribute, to: b) }
    }

    /// A scroll view filling the screen.
    mutating func fullScreenScrollView(_ name: String = "sv") throws -> ViewID {
        let sv = try addView(name, kind: .scrollView)
        try pinEdges(sv, to: .root)
        return sv
    }

    /// A content view of a fixed size pinned to all four content edges of a scroll view, as
    /// `V:|[name(h)]|` and `H:|[name(w)]|` make it: the content is its size.
    @discardableResult
    mutating func addContent(_ name: String, in scrollView: ViewID, size: Size) throws -> ViewID {
        let content = try addView(name, in: scrollView)
        try pinEdges(content, to: scrollView)
        try pin(content, .width, plus: size.width)
        try pin(content, .height, plus: size.height)
        return content
    }

    /// A view held at `rect` in its parent by its left, top, width and height.
    @discardableResult
    mutating func place(_ name: String, in parent: ViewID, at rect: Rect) throws -> ViewID {
        let view = try addView(name, in: parent)
        try pin(view, .left, to: parent, plus: rect.minX)
        try pin(view, .top, to: parent, plus: rect.minY)
        try pin(view, .width, plus: rect.width)
        try pin(view, .height, plus: rect.height)
        return view
    }
}

/// The layouts the report tests share, with their geometry worked out once.
enum Fixtures {
    /// A 200×200 screen, so that at 21 columns a picture has 11 rows, column = round(x / 10) and
    /// row = round(y / 20).
    static let square = Size(width: 200, height: 200)

    /// Fifteen words the label metric (8.5 points a character at 17 pt, 20 a line) wraps at 180
    /// points, 21 characters, into five lines: "Scroll views need" / "content that is" /
    /// "taller than their" / "bounds to scroll at" / "all". 100 points tall.
    static let paragraph = "Scroll views need content that is taller than their bounds to scroll at all"

    /// A vertical scroll view filling a 200×200 screen, with a header and a label under it:
    ///
    ///     header: top, left, right = sv's content; width = sv's frame (200); height 100
    ///     title:  top = header.bottom + 10; left = sv.left + 10; width = sv.width − 20 (180);
    ///             bottom = sv.bottom − 10 (so the content ends 10 below it)
    ///
    /// header (0,0,200,100), title (10,110,180,100), contentSize 200×220: scrolls vertically 0…20.
    /// Returns the layout, sv, the header and the header's height constraint.
    static func headerAndLabel() throws -> (layout: Layout, sv: ViewID, header: ViewID, height: LayoutConstraintID) {
        var l = Layout(screen: square)
        let sv = try l.fullScreenScrollView()
        let header = try l.addView("header", in: sv)
        try l.pin(header, .top, to: sv)
        try l.pin(header, .left, to: sv)
        try l.pin(header, .right, to: sv)
        try l.pin(header, .width, to: sv)
        let height = try l.pin(header, .height, plus: 100)
        let title = try l.addView("title", kind: .label, in: sv)
        try l.setLabel(title, text: paragraph, numberOfLines: 0)
        try l.pin(title, .top, to: header, .bottom, plus: 10)
        try l.pin(title, .left, to: sv, plus: 10)
        try l.pin(title, .width, to: sv, plus: -20)
        try l.pin(title, .bottom, to: sv, plus: -10)
        return (l, sv, header, height)
    }

    /// SPEC §9.8: a 60×40 rectangle pinned to all four content edges of a full-screen scroll view
    /// (375×667), zoom range 1…10, the rectangle as zoom view, zoomed to `scale`.
    static func zoomed(_ scale: Double) throws -> (layout: Layout, sv: ViewID, rect: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let rect = try l.addContent("rect", in: sv, size: Size(width: 60, height: 40))
        try l.setZoomRange(sv, minimum: 1, maximum: 10)
        try l.setZoomView(sv, rect)
        try l.setZoomScale(sv, scale)
        return (l, sv, rect)
    }

    /// SPEC §9.5: a view pinned to the four edges of the screen (375×667) and given a height of 100:
    /// the height conflicts with root.height, box.top and box.bottom, and is broken.
    static func overconstrained() throws -> (layout: Layout, box: ViewID) {
        var l = Layout()
        let box = try l.addView("box")
        try l.pin(box, .left, to: .root)
        try l.pin(box, .right, to: .root)
        try l.pin(box, .top, to: .root)
        try l.pin(box, .bottom, to: .root)
        try l.pin(box, .height, plus: 100)
        return (l, box)
    }

    /// SPEC §9.6 before the last step: views a and b, 1000 points tall, stacked in a full-screen
    /// scroll view, a's right edge tied to the content, but nothing ties b to the content's bottom.
    static func untiedBottom() throws -> (layout: Layout, sv: ViewID) {
        var l = Layout()
        let sv = try l.fullScreenScrollView()
        let a = try l.addView("a", in: sv), b = try l.addView("b", in: sv)
        for v in [a, b] {
            try l.pin(v, .left, to: sv)
            try l.pin(v, .width, to: sv)
            try l.pin(v, .height, plus: 1000)
        }
        try l.pin(a, .right, to: sv)
        try l.pin(a, .top, to: sv)
        try l.pin(b, .top, to: a, .bottom)
        return (l, sv)
    }
}

/// Compares lines with a golden text, as ``expectPicture(_:_:sourceLocation:)`` compares texts.
func expectLines(_ actual: [String], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    expectPicture(actual.joined(separator: "\n"), expected, sourceLocation: sourceLocation)
}
