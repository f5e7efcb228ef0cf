import Language
import Layout
import Testing

/// The number type's own limits written as implicit members where a number is asked for
/// (`CGSize(width: w, height: .greatestFiniteMagnitude)`, how a label is measured for an
/// unbounded height) are those numbers, never an unknown constant of the app's counted as 0.
/// Written for this test.
@Suite("the number type's limits as implicit members")
struct NumberLimitsTests {
    @Test("an unbounded height written '.greatestFiniteMagnitude' is the largest number, not 0")
    func greatestFiniteMagnitude() {
        var session = Session()
        let outcome = session.run("""
            let bound = CGSize(width: 120, height: .greatestFiniteMagnitude)
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 10, y: 20, width: bound.width, height: min(bound.height, 300))
            """)
        #expect(!outcome.failed)
        #expect(session.frame("box") == Rect(x: 10, y: 20, width: 120, height: 300))
        #expect(!outcome.notes.contains { $0.contains("0 is used in its place") })
    }

    @Test("'.infinity' as an argument is infinite, and a label measured against it matches the spelled-out type")
    func infinityAndMeasuredLabel() {
        var implicit = Session()
        let outcome = implicit.run("""
            let caption = UILabel()
            caption.numberOfLines = 0
            caption.text = "A caption long enough to wrap over more than one line at this width"
            view.addSubview(caption)
            let fitted = caption.sizeThatFits(CGSize(width: 150, height: .infinity))
            caption.frame = CGRect(x: 0, y: 0, width: 150, height: fitted.height)
            """)
        #expect(!outcome.failed)
        var spelled = Session()
        _ = spelled.run("""
            let caption = UILabel()
            caption.numberOfLines = 0
            caption.text = "A caption long enough to wrap over more than one line at this width"
            view.addSubview(caption)
            let fitted = caption.sizeThatFits(CGSize(width: 150, height: CGFloat.infinity))
            caption.frame = CGRect(x: 0, y: 0, width: 150, height: fitted.height)
            """)
        let height = implicit.frame("caption")?.height ?? 0
        // More than one line of 17-pt text (one line is about 20.3 pt tall).
        #expect(height > 40)
        #expect(implicit.frame("caption") == spelled.frame("caption"))
    }
}

/// UIFont's class properties for the sizes UIKit reports: a label 17, a button 18, the system
/// 14, small 12. Written for this test.
@Suite("UIFont's reported sizes")
struct ReportedFontSizesTests {
    @Test("a box sized from UIFont's reported sizes is 18 + 12 wide and 14 + 17 tall")
    func reportedSizes() {
        var session = Session()
        let outcome = session.run("""
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: UIFont.buttonFontSize + UIFont.smallSystemFontSize,
                               height: UIFont.systemFontSize + UIFont.labelFontSize)
            """)
        #expect(!outcome.failed)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 30, height: 31))
        #expect(outcome.notes.isEmpty)
    }
}
