import Foundation
import Testing

/// `layoutbook --recover` without a terminal: it replays a journal as `run` does, so what it
/// finds and what it says can be checked on files laid out by hand. A `current.layout` nobody
/// holds locked is the journal of a killed shell.
@Suite("recovering journals")
struct JournalRecoveryTests {
    static func dataHome() throws -> (home: URL, journal: URL) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-journal-\(UUID().uuidString)")
        let journal = home.appendingPathComponent("layoutbook/journal")
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        return (home, journal)
    }

    static func recover(_ arguments: [String] = [], home: URL) throws -> (output: String, error: String, status: Int32) {
        try BinaryTests.run(["--recover"] + arguments, input: "", environment: ["XDG_DATA_HOME": home.path])
    }

    static func write(_ bytes: [UInt8], _ name: String, in journal: URL, modified: Int) throws {
        let url = journal.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(modified))],
                                              ofItemAtPath: url.path)
    }

    @Test("a line that is not UTF-8 is left out and named; the entries around it are replayed")
    func invalidByte() throws {
        let (home, journal) = try Self.dataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let bytes = Array("view before\nview bro".utf8) + [0xFF, 0xFE] + Array("ken\nview after\n".utf8)
        try Self.write(bytes, "current.layout", in: journal, modified: 1_700_000_000)
        let result = try Self.recover(home: home)
        #expect(result.error == "note: \(journal.path)/current.layout: line 2 is not UTF-8 text and is left out\n")
        #expect(result.output.contains("layout> view before\n"))
        #expect(result.output.contains("layout> view after\n"))
        #expect(!result.output.contains("bro"))
        #expect(result.status == 0)
    }

    @Test("every unfinished journal is listed, numbered, newest killed first; --recover N replays another and --discard N deletes one")
    func listsAndPicks() throws {
        let (home, journal) = try Self.dataHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try Self.write(Array("view killedOlder\n".utf8), "unfinished-1700000000-1.layout", in: journal, modified: 1_700_000_000)
        try Self.write(Array("view killedNewer\n".utf8), "current.layout", in: journal, modified: 1_700_000_500)
        try Self.write(Array("view exited\nview again\n".utf8), "last.layout", in: journal, modified: 1_700_000_900)
        let first = try Self.recover(home: home)
        #expect(first.error == """
            note: 3 journals can be recovered; replaying number 1:
              1. \(journal.path)/current.layout  killed, 1 entry
              2. \(journal.path)/unfinished-1700000000-1.layout  killed, 1 entry
              3. \(journal.path)/last.layout  exited, 2 entries
            note: 'layoutbook --recover N' replays number N; 'layoutbook --discard N' deletes a killed one

            """)
        #expect(first.output.contains("layout> view killedNewer\n"))

        let second = try Self.recover(["2"], home: home)
        #expect(second.error.contains("replaying number 2:"))
        #expect(second.output.contains("layout> view killedOlder\n"))
        #expect(!second.output.contains("killedNewer"))

        let discard = try BinaryTests.run(["--discard", "2"], input: "", environment: ["XDG_DATA_HOME": home.path])
        #expect(discard.output == "Discarded \(journal.path)/unfinished-1700000000-1.layout (1 entry).\n")
        #expect(!FileManager.default.fileExists(atPath: journal.appendingPathComponent("unfinished-1700000000-1.layout").path))
        let refused = try BinaryTests.run(["--discard", "2"], input: "", environment: ["XDG_DATA_HOME": home.path])
        #expect(refused.error.contains("is the journal of a session that exited; the next exit replaces it"))
        #expect(refused.status == 1)
        let missing = try Self.recover(["7"], home: home)
        #expect(missing.error == "error: no journal 7 to recover; 'layoutbook --recover' lists the 2 there are\n")
    }
}
