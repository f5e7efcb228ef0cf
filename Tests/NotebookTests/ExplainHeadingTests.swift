import Notebook
import Testing

/// `explain v`'s first line says what v is. A plain view with an intrinsic size is a control or an
/// image view; the layout alone cannot tell which, so the heading asks the session for the UIKit
/// class the code made it as.
@Suite("explain names what a view is")
struct ExplainHeadingTests {
    static func heading(_ runner: inout Runner, _ name: String) -> String {
        let answer = runner.output(of: "explain \(name)")
        return answer.split(separator: "\n").first { $0.hasPrefix("\(name): ") }.map(String.init) ?? answer
    }

    @Test("a button and a switch are named by their class, an image view as one, a label as one")
    func controlsByClass() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        _ = runner.output(of: """
            let photo = UIImageView(image: UIImage(systemName: "star"))
            view.addSubview(photo)
            let toggle = UISwitch()
            view.addSubview(toggle)
            let send = UIButton(type: .system)
            send.setTitle("Send", for: .normal)
            view.addSubview(send)
            class PillButton: UIButton {}
            let pill = PillButton()
            pill.setTitle("Go", for: .normal)
            view.addSubview(pill)
            """)
        _ = runner.output(of: "label note text \"Hi\"")
        #expect(Self.heading(&runner, "photo") == "photo: image view in root")
        #expect(Self.heading(&runner, "toggle") == "toggle: UISwitch in root")
        #expect(Self.heading(&runner, "send") == "send: UIButton in root")
        // The app's own subclass: its UIKit base.
        #expect(Self.heading(&runner, "pill") == "pill: UIButton in root")
        #expect(Self.heading(&runner, "note") == "note: label in root")
    }
}
