import Layout
import Testing

import Rendering

/// A constraint with an identifier (SnapKit's `labeled("titleTop")`, `c.identifier = …`) is
/// described with the identifier first, in quotes, as UIKit's description puts it:
/// `<NSLayoutConstraint:0x… 'titleTop' UILabel:0x….top == UIView:0x….bottom + 8>`.
@Suite("constraint identifiers")
struct ConstraintIdentifierTests {
    /// A 100-pt header at the top of the 200×200 screen and a title 8 below it, labeled
    /// "titleTop"; a second, labeled "titleHeight", conflicts with a required height and is broken.
    func labeledTitle() throws -> (Layout, title: ViewID, top: LayoutConstraintID) {
        var l = Layout(screen: Fixtures.square)
        let header = try l.addView("header")
        try l.pin(header, .top, to: .root); try l.pin(header, .left, to: .root)
        try l.pin(header, .width, plus: 200); try l.pin(header, .height, plus: 100)
        let title = try l.addView("title")
        let top = try l.activate(LayoutConstraint(.view(title), .top, .equal, .view(header), .bottom,
                                                  constant: 8, label: "titleTop"))
        try l.pin(title, .left, to: .root); try l.pin(title, .width, plus: 200)
        try l.pin(title, .height, plus: 20)
        try l.activate(LayoutConstraint(.view(title), .height, .equal, constant: 30, label: "titleHeight"))
        return (l, title, top)
    }

    @Test("description: 'titleTop' title.top == header.bottom + 8")
    func description() throws {
        let (l, _, top) = try labeledTitle()
        #expect(l.describe(top) == "'titleTop' title.top == header.bottom + 8")
    }

    @Test("the listing and the conflict report name it the same way")
    func listings() throws {
        let (l, title, _) = try labeledTitle()
        expectPicture(Report.constraints(l, of: title), """
            active
              'titleTop' title.top == header.bottom + 8
              title.left == root.left
              title.width == 200
              title.height == 20
            broken
              'titleHeight' title.height == 30   (conflicts with 1 constraint)
            """)
        #expect(Report.warnings(l, since: nil).joined(separator: "\n").contains("    \"'titleHeight' title.height == 30\""))
    }
}
