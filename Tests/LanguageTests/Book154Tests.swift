@testable import Language
import Layout
import Testing

/// What the forty-first round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-first round")
struct Book154Tests {
    @Test("A closure made at the prompt changes the one global later entries read, not the copy its entry began with")
    func closureFromAnEarlierEntryWritesTheGlobal() {
        var session = Session()
        let outcomes = session.script("""
            var taps = 0
            let tap = { taps += 1 }
            tap()
            tap()
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: CGFloat(taps) * 50, height: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 100, height: 20))
    }
}
