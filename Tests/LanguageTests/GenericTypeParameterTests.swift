import Language
import Layout
import Testing

/// A generic function's type parameter stands for the type its caller passed (`T.Type`), so
/// `T()` makes one of that type, as the app's factories do. Written for this test; frames derived
/// by hand on the default 375×667 screen (17-pt system text).
@Suite("generic type parameters in pasted code")
struct GenericTypeParameterTests {
    @Test("make(UILabel.self) with a body of T() makes a label that measures its text; make(UIView.self) a plain view")
    func factoryOfThePassedType() {
        var session = Session()
        let outcomes = session.script("""
            func make<T: UIView>(_ type: T.Type, tag: Int = 0) -> T {
                let made = T()
                made.tag = tag
                made.translatesAutoresizingMaskIntoConstraints = false
                return made
            }
            let title = make(UILabel.self)
            title.text = "Hi"
            let strip = make(UIView.self, tag: 2)
            view.addSubview(title)
            view.addSubview(strip)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                strip.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                strip.widthAnchor.constraint(equalToConstant: 100),
                strip.heightAnchor.constraint(equalToConstant: 2),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A label, measured: "Hi" in the 17-pt system font, 16.333 wide to the pixel by the
        // font's advance widths; one line, 20.333 tall. (A plain view would be 0 × 0 here.)
        #expect(session.frame("title") == Rect(x: 16, y: 40, width: 49.0 / 3, height: 61.0 / 3))
        #expect(session.frame("strip") == Rect(x: 0, y: 40 + 61.0 / 3 + 8, width: 100, height: 2))
    }
}
