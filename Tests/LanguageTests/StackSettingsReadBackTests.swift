import Language
import Layout
import Testing

/// A stack view's settings read back by the code that set them (`3 * rowHeight + stack.spacing`,
/// `if stack.axis == .vertical`) are the stack's, as UIKit returns them: the placed stack's own,
/// or, for a stack not placed yet, what the code set, else UIKit's defaults. Frames are derived
/// by hand on the bare 375×667 screen.
@Suite("a stack view's settings read back")
struct StackSettingsReadBackTests {
    @Test("spacing and axis read back from a placed stack size a view and choose a branch")
    func placedStack() {
        var session = Session()
        let outcomes = session.script("""
            let list = UIStackView()
            list.axis = .vertical
            list.spacing = 12
            view.addSubview(list)
            let panel = UIView()
            view.addSubview(panel)
            panel.translatesAutoresizingMaskIntoConstraints = false
            let rowHeight: CGFloat = 40
            panel.heightAnchor.constraint(equalToConstant: 3 * rowHeight + 2 * list.spacing).isActive = true
            panel.widthAnchor.constraint(equalToConstant: list.axis == .vertical ? 200 : 100).isActive = true
            panel.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            panel.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
            """)
        // 3 × 40 + 2 × 12 = 144 tall; vertical, so 200 wide.
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 200, height: 144))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is not worked out here") })
    }

    @Test("a stack not placed yet reads back what the code set, and UIKit's defaults for the rest")
    func detachedStack() {
        var session = Session()
        session.script("""
            let bar = UIStackView()
            bar.spacing = 6
            let chip = UIView()
            view.addSubview(chip)
            chip.translatesAutoresizingMaskIntoConstraints = false
            chip.widthAnchor.constraint(equalToConstant: 10 * bar.spacing).isActive = true
            chip.heightAnchor.constraint(equalToConstant: bar.axis == .horizontal && bar.distribution == .fill ? 30 : 60).isActive = true
            chip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            chip.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
            """)
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 60, height: 30))
    }
}
