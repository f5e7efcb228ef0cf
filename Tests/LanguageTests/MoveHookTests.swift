import Language
import Layout
import Testing

/// UIKit tells a view it moves to a superview: `willMove(toSuperview:)` before, `didMoveToSuperview()`
/// after. A pasted view class that builds itself there (as Swift 2 apps often did) is built when
/// code adds it, and a header a table holds is told too. Every paste is written for this test;
/// frames are derived by hand on the default 375×667 screen.
@Suite("a view told it moved to a superview")
struct MoveHookTests {
    static let badge = """
    final class BadgeStrip: UIView {
        lazy var dot: UIView = {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            return v
        }()
        var movesSeen = 0
        override func willMove(toSuperview newSuperview: UIView?) {
            super.willMove(toSuperview: newSuperview)
            movesSeen += 1
        }
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            addSubview(dot)
            let views: [String: AnyObject] = ["dot": dot]
            NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-12-[dot]", options: [], metrics: nil, views: views))
            // 24 wide when willMove(toSuperview:) ran once before this.
            dot.widthAnchor.constraintEqualToConstant(CGFloat(14 + 10 * movesSeen)).active = true
            NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-8-[dot(24)]", options: [], metrics: nil, views: views))
        }
    }
    """

    @Test("didMoveToSuperview builds the view when code adds it, after willMove(toSuperview:) ran once")
    func builtWhenAdded() {
        var session = Session()
        session.script(Self.badge + """

        let strip = BadgeStrip(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
        view.addSubview(strip)
        """)
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 375, height: 40))
        // 12 in and 8 down in the strip, 24 square.
        #expect(session.frame("dot") == Rect(x: 12, y: 8, width: 24, height: 24))
    }

    @Test("a view made but not added is not built: UIKit has not told it anything")
    func notBuiltBeforeAdded() {
        var session = Session()
        session.script(Self.badge + """

        let strip = BadgeStrip(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
        """)
        #expect(session.frame("dot") == nil)
    }

    @Test("adding the view again to the superview it is in tells it nothing more")
    func addedAgainToTheSameSuperview() {
        var session = Session()
        session.script(Self.badge + """

        let strip = BadgeStrip(frame: CGRect(x: 0, y: 100, width: 375, height: 40))
        view.addSubview(strip)
        view.addSubview(strip)
        """)
        #expect(session.frame("dot") == Rect(x: 12, y: 8, width: 24, height: 24))
    }

    @Test("a table's section header built in didMoveToSuperview shows its label")
    func headerBuiltWhenTheTableHoldsIt() {
        var session = Session()
        session.script("""
        final class SectionCaption: UITableViewHeaderFooterView {
            lazy var caption: UILabel = UILabel()
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                contentView.addSubview(caption)
                caption.translatesAutoresizingMaskIntoConstraints = false
                let views: [String: AnyObject] = ["caption": caption]
                NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-20-[caption]|", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-6-[caption(30)]-6-|", options: [], metrics: nil, views: views))
            }
        }
        """)
        // 20 in from the left of the 375-wide header, to its right edge; 6 + 30 + 6 tall.
        #expect(session.frame("caption") == Rect(x: 20, y: 6, width: 355, height: 30))
        #expect(session.frame("sectionCaption")?.size == Size(width: 375, height: 42))
    }
}
