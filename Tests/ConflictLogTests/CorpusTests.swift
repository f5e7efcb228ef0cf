import ConflictLog
import Layout
import Testing

/// The corpus in `Logs/`: one invented log per variant of the note on conflict logs (addresses
/// made up). For each: the parse (`.parsed`), the rebuilt views and constraints (`.rebuilt`), and
/// the answer (`.answer`: the minimal set, what UIKit broke, the fixes) are golden files.
@Suite("Conflict-log corpus")
struct CorpusTests {
    static let logs = (try? GoldenFile.logs()) ?? []

    @Test("the corpus holds a log for every variant of the note")
    func corpusIsComplete() {
        #expect(Self.logs.count >= 9)
    }

    @Test("each log parses to its golden entry list", arguments: logs)
    func parsed(_ file: String) throws {
        let log = try LogParser.parse(try GoldenFile.read("Logs/" + file))
        try GoldenFile.check(log.dump() + "\n", against: "Logs/" + file.replacingOccurrences(of: ".log", with: ".parsed"))
    }

    @Test("each log rebuilds to its golden views and constraints", arguments: logs)
    func rebuilt(_ file: String) throws {
        let rebuild = Rebuild(try LogParser.parse(try GoldenFile.read("Logs/" + file)))
        try GoldenFile.check(rebuild.dump() + "\n", against: "Logs/" + file.replacingOccurrences(of: ".log", with: ".rebuilt"))
    }

    @Test("each log is answered with its golden minimal set, broken constraint and fixes", arguments: logs)
    func answered(_ file: String) throws {
        let answer = Answer(try LogParser.parse(try GoldenFile.read("Logs/" + file)))
        var lines: [String] = []
        for id in answer.minimalSet {
            lines.append("set: \(answer.layout.describe(id))" + (answer.line(of: id).map { "   line \($0)" } ?? ""))
        }
        if let b = answer.uikitBroke { lines.append("UIKit broke: \(answer.layout.describe(b))") }
        if let c = answer.conflict { lines.append("Layoutbook breaks: \(answer.layout.describe(c.broken))") }
        lines += answer.effect.map { "effect: " + $0 }
        lines += answer.fixes.map { "fix (\($0.satisfiable ? "satisfiable" : "still conflicts")): \($0.advice)" }
        try GoldenFile.check(lines.joined(separator: "\n") + "\n",
                             against: "Logs/" + file.replacingOccurrences(of: ".log", with: ".answer"))
    }

    @Test("the JSON answer is one object with the same minimal set", arguments: logs)
    func json(_ file: String) throws {
        let answer = Answer(try LogParser.parse(try GoldenFile.read("Logs/" + file)))
        let json = answer.json
        #expect(json.hasPrefix("{\"type\":\"conflictLog\"") && json.hasSuffix("}") && !json.contains("\n"))
        for id in answer.minimalSet {
            #expect(json.contains(answer.layout.describe(id).replacingOccurrences(of: "'", with: "'")))
        }
    }
}
