import Language
import Layout
import Testing

/// A text view asked for the size that fits a width measures its text wrapped at that width
/// (less 5 pt of line fragment padding on each side) and adds its 8-pt insets above and below —
/// whether it scrolls or not, as an input bar growing with its text asks it. Never UIKit's
/// "no intrinsic metric" −1. Written for this test.
@Suite("a text view's size that fits")
struct TextViewFittingTests {
    static let message = "A message long enough to wrap onto a second line, and then a third, in a narrow bar"

    @Test("an empty scrolling text view fits one 17-pt line and its insets: 8 + 20.333 + 8")
    func emptyTextViewIsOneLine() {
        var session = Session()
        let outcome = session.run("""
            let input = UITextView()
            input.font = .systemFont(ofSize: 17)
            view.addSubview(input)
            input.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
            let fitted = input.sizeThatFits(CGSize(width: 300, height: .greatestFiniteMagnitude))
            input.frame.size.height = ceil(fitted.height * 3) / 3
            """)
        #expect(!outcome.failed)
        #expect(session.frame("input") == Rect(x: 0, y: 0, width: 300, height: 36.333333333333336))
    }

    @Test("a text view's fitting height is its text wrapped 10 pt narrower, as a label wraps it, plus 16")
    func wrappedTextViewMatchesLabel() {
        var session = Session()
        let outcome = session.run("""
            let input = UITextView()
            input.font = .systemFont(ofSize: 17)
            input.text = "\(Self.message)"
            view.addSubview(input)
            let fitted = input.sizeThatFits(CGSize(width: 200, height: .greatestFiniteMagnitude))
            input.frame = CGRect(x: 0, y: 0, width: 200, height: fitted.height)
            let twin = UILabel()
            twin.numberOfLines = 0
            twin.text = "\(Self.message)"
            view.addSubview(twin)
            let measured = twin.sizeThatFits(CGSize(width: 190, height: .greatestFiniteMagnitude))
            twin.frame = CGRect(x: 0, y: 300, width: 190, height: measured.height + 16)
            """)
        #expect(!outcome.failed)
        let input = session.frame("input"), twin = session.frame("twin")
        #expect(input?.height == twin?.height)
        // More than two lines (a line is 20.333 tall).
        #expect((input?.height ?? 0) > 16 + 2 * 20.3)
    }
}
