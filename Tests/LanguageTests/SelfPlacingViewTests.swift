import Language
import Layout
import Testing

/// A view that pins itself to whatever superview it is moved to (its `didMoveToSuperview()`
/// turning its own mask off and constraining itself there), shown because nothing in the paste
/// shows it, is left as its own code places it: no frame is given to it on top, so no
/// autoresizing constraint fights its own. Written for this test.
@Suite("a view that places itself when it is added")
struct SelfPlacingViewTests {
    static let sheet = """
        class BottomSheet: UIView {
            let handle = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(handle)
                handle.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    handle.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                    handle.centerXAnchor.constraint(equalTo: centerXAnchor),
                    handle.widthAnchor.constraint(equalToConstant: 40),
                    handle.heightAnchor.constraint(equalToConstant: 5),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                pin()
            }
            private func pin() {
                guard let container = superview else { return }
                translatesAutoresizingMaskIntoConstraints = false
                leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
                trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
                bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
                heightAnchor.constraint(equalToConstant: 300).isActive = true
            }
        }
        """

    @Test("the sheet sits on the screen's bottom edge, 300 tall, with no conflict")
    func sheetPinsItself() {
        var session = Session()
        let outcome = session.run(Self.sheet)
        #expect(!outcome.failed)
        // 667 − 300 = 367; the handle 8 below its top, centred: (375 − 40) / 2 = 167.5.
        #expect(session.frame("bottomSheet") == Rect(x: 0, y: 367, width: 375, height: 300))
        #expect(session.frame("handle") == Rect(x: 167.5, y: 8, width: 40, height: 5).snapped(toPixelsOf: 3))
        #expect(session.layout.conflicts.isEmpty)
    }
}

/// A view whose only initialiser takes the app's numbers, shown with them missing, says which of
/// its parameters was counted as 0, by name — not by its type. Written for this test.
@Suite("a view made with the app's numbers")
struct AppNumberArgumentsTests {
    @Test("the note names the parameter 'width', not 'Double'")
    func noteNamesTheParameter() {
        var session = Session()
        let outcome = session.run("""
            class Gauge: UIView {
                init(x: Double, width: Double) {
                    super.init(frame: CGRect(x: x, y: 0, width: width, height: 40))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(!outcome.failed)
        #expect(outcome.notes.contains("'width' is not in the paste: 0 is used in its place"))
        #expect(!outcome.notes.contains { $0.contains("'Double'") })
    }
}
