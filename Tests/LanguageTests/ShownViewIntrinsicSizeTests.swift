import Language
import Layout
import Testing

/// A view class pasted alone is shown at the size UIKit's `systemLayoutSizeFitting` gives it, and
/// that size counts the class's own `intrinsicContentSize`, as UIKit's does. The paste is written
/// for this test; the frames are derived by hand on the default 375×667 screen.
@Suite("a shown view's own intrinsic size")
struct ShownViewIntrinsicSizeTests {
    @Test("a view class whose intrinsicContentSize is 64 tall is shown 64 tall, its subviews placed in that height")
    func intrinsicHeightCounts() {
        var session = Session()
        let outcomes = session.script("""
        final class PinField: UIView {
            let entry = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(entry)
                entry.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    entry.leadingAnchor.constraint(equalTo: leadingAnchor),
                    entry.trailingAnchor.constraint(equalTo: trailingAnchor),
                    entry.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                    entry.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override var intrinsicContentSize: CGSize {
                CGSize(width: UIView.noIntrinsicMetric, height: 64)
            }
        }
        """)
        // No width of its own: the screen's 375. Height 64 (its hugging, 250, beats the fitting
        // priority); the entry sits 10 above the bottom: 64 − 10 − 20 = 34.
        #expect(session.frame("pinField") == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(session.frame("entry") == Rect(x: 0, y: 34, width: 375, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("nothing in the paste shows PinField") })
    }
}
