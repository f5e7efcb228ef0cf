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

    /// A golden text for a paste: one log's as it is, several each under `log N (lines a–b)`.
    static func joined(_ parts: [String], _ logs: [ConflictLog]) -> String {
        guard parts.count > 1 else { return (parts.first ?? "") + "\n" }
        return zip(parts, logs).enumerated().map { i, pair in
            "log \(i + 1) (lines \(pair.1.lines.lowerBound)–\(pair.1.lines.upperBound))\n" + pair.0
        }.joined(separator: "\n\n") + "\n"
    }

    @Test("each log parses to its golden entry list", arguments: logs)
    func parsed(_ file: String) throws {
        let logs = try LogParser.parseAll(try GoldenFile.read("Logs/" + file))
        try GoldenFile.check(Self.joined(logs.map { $0.dump() }, logs),
                             against: "Logs/" + file.replacingOccurrences(of: ".log", with: ".parsed"))
    }

    @Test("each log rebuilds to its golden views and constraints", arguments: logs)
    func rebuilt(_ file: String) throws {
        let logs = try LogParser.parseAll(try GoldenFile.read("Logs/" + file))
        let paste = PasteAnswer(logs)
        try GoldenFile.check(Self.joined(paste.answers.map { $0.rebuild.dump() }, logs),
                             against: "Logs/" + file.replacingOccurrences(of: ".log", with: ".rebuilt"))
    }

    @Test("each log is answered with its golden minimal set, broken constraint and fixes", arguments: logs)
    func answered(_ file: String) throws {
        let logs = try LogParser.parseAll(try GoldenFile.read("Logs/" + file))
        let paste = PasteAnswer(logs)
        var parts: [String] = []
        for (answer, repeated) in zip(paste.answers, paste.repeats) {
            var lines: [String] = []
            if let repeated { lines.append("the same conflict as log \(repeated)") }
            for id in answer.minimalSet {
                lines.append("set: \(answer.rebuild.describe(id))" + (answer.line(of: id).map { "   line \($0)" } ?? "   assumed"))
            }
            if let b = answer.uikitBroke { lines.append("UIKit broke: \(answer.rebuild.describe(b))") }
            if let c = answer.conflict { lines.append("Layoutbook breaks: \(answer.rebuild.describe(c.broken))") }
            lines += answer.effect.map { "effect: " + $0 }
            if answer.systemOnly { lines.append("UIKit's own: no fix in the app's code") }
            lines += answer.fixes.map { "fix (\($0.satisfiable ? "satisfiable" : "still conflicts")): \($0.advice)" }
            parts.append(lines.joined(separator: "\n"))
        }
        if paste.answers.count > 1 { parts[0] = paste.summary + "\n" + parts[0] }
        try GoldenFile.check(Self.joined(parts, logs),
                             against: "Logs/" + file.replacingOccurrences(of: ".log", with: ".answer"))
    }

    @Test("the JSON answer is one object with the same minimal set", arguments: logs)
    func json(_ file: String) throws {
        let paste = PasteAnswer(try LogParser.parseAll(try GoldenFile.read("Logs/" + file)))
        let json = paste.json
        let type = paste.answers.count == 1 ? "conflictLog" : "conflictLogs"
        #expect(json.hasPrefix("{\"type\":\"\(type)\"") && json.hasSuffix("}") && !json.contains("\n"))
        for answer in paste.answers {
            for id in answer.minimalSet {
                #expect(json.contains(answer.layout.describe(id)))
            }
        }
    }
}
