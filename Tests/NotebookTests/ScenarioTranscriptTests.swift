import Language
import Notebook
import Rendering
import Testing

/// Each scenario of SPEC §9, written in the language, replayed, and compared with its recorded
/// transcript (`Scenarios/NAME.transcript`): the pictures, what changed, the scroll lines and the
/// warnings, byte for byte.
@Suite("the ten scenarios, replayed as transcripts")
struct ScenarioTranscriptTests {
    static let scenarios = [
        "01-vertical-stack", "02-label-pitfall", "03-horizontal-paging", "04-web-view-height",
        "05-mixed-approach", "06-pure-anchors", "07-self-sizing", "08-zooming",
        "09-vfl-content-view", "10-priority-toggling",
    ]

    @Test("replaying the scenario prints its recorded transcript", arguments: scenarios)
    func scenario(_ name: String) throws {
        let script = try GoldenFile.read("Scenarios/\(name).layout")
        var runner = Runner(style: ReportStyle(width: 60))
        let transcript = runner.transcript(of: script)
        #expect(runner.failures == 0, "a command of \(name) failed")
        try GoldenFile.check(transcript, against: "Scenarios/\(name).transcript")
    }

    @Test("a replay is deterministic: the same script gives the same bytes twice", arguments: ["05-mixed-approach", "08-zooming"])
    func deterministic(_ name: String) throws {
        let script = try GoldenFile.read("Scenarios/\(name).layout")
        var first = Runner(), second = Runner()
        #expect(first.transcript(of: script) == second.transcript(of: script))
    }
}
