import Foundation
import Testing

/// `layoutbook log`, as a user runs it: a log answered, a file that is not one refused.
@Suite("layoutbook log")
struct LogBinaryTests {
    @Test("a log on standard input is answered, and --json gives one object")
    func answered() throws {
        let text = ConflictLogEntryTests.log + "\n"
        let plain = try BinaryTests.run(["log", "-", "--width", "40"], input: text)
        #expect(plain.status == 0)
        #expect(plain.output.hasPrefix("Conflict log: 4 constraints · UIKit broke the one on line 4\n"))
        let json = try BinaryTests.run(["log", "-", "--json"], input: text)
        #expect(json.status == 0)
        #expect(json.output.hasPrefix("{\"type\":\"conflictLog\"") && json.output.hasSuffix("}\n"))
    }

    @Test("a text that is not a log exits 1 with where it went wrong and what was expected")
    func refused() throws {
        let result = try BinaryTests.run(["log", "-"], input: "view a\n")
        #expect(result.status == 1)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("<stdin>:1:1: error: expected a conflict log: UIKit's 'Unable to simultaneously satisfy constraints.' block"))
        #expect(result.error.hasSuffix("\nview a\n^\n"))
    }
}
