@testable import Language
import Layout
import Testing

/// What the fifteenth round of fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen (text rounded to its @3x pixels).
@Suite("Fresh app code, fifteenth round: a paragraph style's line heights")
struct Book115LineHeightTests {
    static let words = Book113LineSpacingTests.words

    /// The height of a label 150 wide set up by `setup` (its text, its paragraph style).
    func height(_ setup: String, lines: Int = 0) -> Double? {
        var session = Session()
        session.script("""
            let note = UILabel()
            note.numberOfLines = \(lines)
            \(setup)
            view.addSubview(note)
            note.translatesAutoresizingMaskIntoConstraints = false
            note.widthAnchor.constraint(equalToConstant: 150).isActive = true
            """)
        return session.frame("note")?.height
    }

    func styled(_ settings: String, text: String = words) -> String {
        """
        let style = NSMutableParagraphStyle()
        \(settings)
        note.attributedText = NSAttributedString(string: "\(text)", attributes: [.paragraphStyle: style])
        """
    }

    /// The 17-pt line is 20.288 tall: six lines 121.73, 122 at @3x.
    @Test("lineHeightMultiple makes each line the font's line times it: six 17-pt lines at 1.5 are 182.667, one 20-pt line 36")
    func multipleScalesEachLine() {
        #expect(height(styled("style.lineHeightMultiple = 1.5")).map { abs($0 - 548.0 / 3) < 1e-9 } == true)
        #expect(height("""
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = 1.5
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 20)])
            """, lines: 1) == 36)
    }

    @Test("minimumLineHeight raises each line to it and maximumLineHeight cuts it: six lines at 24 are 144, cut to 18 they are 108")
    func minimumAndMaximumBoundEachLine() {
        #expect(height(styled("style.minimumLineHeight = 24\nstyle.maximumLineHeight = 24")) == 144)
        #expect(height(styled("style.maximumLineHeight = 18")) == 108)
        // A minimum below the font's line changes nothing; spacing still goes between the lines.
        #expect(height(styled("style.minimumLineHeight = 10\nstyle.lineSpacing = 20")) == 222)
        #expect(height(styled("style.minimumLineHeight = 24\nstyle.lineSpacing = 4")) == 164)
    }

    @Test("UIKit's default paragraph style copied and filled in, in Swift and Objective-C; a copy changed later leaves the first alone")
    func defaultStyleCopied() {
        #expect(height("""
            let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
            style.minimumLineHeight = 30
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style])
            """, lines: 1) == 30)
        #expect(height("""
            let style = NSMutableParagraphStyle()
            style.minimumLineHeight = 30
            let other = style.mutableCopy() as! NSMutableParagraphStyle
            other.minimumLineHeight = 0
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style])
            """, lines: 1) == 30)
        var session = Session()
        session.script("""
            NSMutableParagraphStyle *style = [[NSParagraphStyle defaultParagraphStyle] mutableCopy];
            style.minimumLineHeight = 30;
            UILabel *tag = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, 100, 0)];
            tag.attributedText = [[NSAttributedString alloc] initWithString:@"Tea" attributes:@{NSParagraphStyleAttributeName: style}];
            [self.view addSubview:tag];
            [tag sizeToFit];
            """)
        #expect(session.frame("tag")?.height == 30)
    }

    /// The 17-pt line doubled is 40.58 tall, 40.667 at @3x; its text sits at the bottom, the
    /// baseline 4.06 above it (20% of the font's line): 36.52 below the label's top (plainly
    /// 16.23, 80% down the font's line).
    @Test("the room a taller line gains is above its text: the first baseline moves down by it")
    func baselineBelowGainedRoom() {
        var session = Session()
        session.script("""
            let note = UILabel()
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = 2
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style])
            let rule = UIView()
            view.addSubview(note)
            view.addSubview(rule)
            note.translatesAutoresizingMaskIntoConstraints = false
            rule.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                note.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                note.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                rule.topAnchor.constraint(equalTo: note.firstBaselineAnchor),
                rule.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                rule.widthAnchor.constraint(equalToConstant: 10),
                rule.heightAnchor.constraint(equalToConstant: 1),
            ])
            """)
        #expect(session.frame("note").map { abs($0.height - 122.0 / 3) < 1e-6 } == true)
        // 136.52, on the screen's pixel: 136.667.
        #expect(session.frame("rule").map { abs($0.minY - 410.0 / 3) < 1e-6 } == true)
    }

    @Test("plain text set afterwards drops the paragraph style's line heights with it")
    func plainTextDropsHeights() {
        #expect(height(styled("style.minimumLineHeight = 30", text: "Tea") + "\nnote.text = \"Tea\"", lines: 1).map {
            abs($0 - 61.0 / 3) < 1e-9
        } == true)
    }
}
