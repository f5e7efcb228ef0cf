import Notebook
import Testing

/// Views have names a user gave them; the ids inside the layout (`#0`) never reach a message.
@Suite("internal names stay inside")
struct InternalNamesTests {
    static func output(_ script: String) -> String {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        return runner.transcript(of: script)
    }

    @Test("a pasted loadView that turns off the root view's autoresizing mask gets a note, and its other lines run")
    func loadViewRootMask() {
        let out = Self.output("""
            override func loadView() {
              view.translatesAutoresizingMaskIntoConstraints = false
              let a = UIView()
              view.addSubview(a)
            }
            """)
        #expect(!out.contains("#0"))
        #expect(!out.contains("error:"))
        #expect(out.contains("note: root is the view controller's view, sized by its window: "
            + "its translatesAutoresizingMaskIntoConstraints changes nothing here"))
        #expect(out.contains("a  added (0,0,0,0)"))
    }

    @Test("setting the root view's frame says why not, by name", arguments: [
        "view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)",
        "root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)",
    ])
    func rootFrame(_ line: String) {
        let out = Self.output(line)
        #expect(!out.contains("#0"))
        #expect(out.contains("error: the root view fills the screen, so its frame is not set; change the screen with 'screen WxH'"))
    }
}
