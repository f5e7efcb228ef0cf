import Layout
import Rendering

/// The answer to a paste that holds one conflict log or several: each log answered on its own,
/// the views of all of them named once (the same address, the same name), and a log that repeats
/// an earlier one's conflict said to be so rather than answered again.
public struct PasteAnswer: Sendable {
    /// One per log, in the paste's order.
    public var answers: [Answer]
    /// Per log, the number (from 1) of an earlier log with the same conflict, if any.
    public var repeats: [Int?]

    public init(_ logs: [ConflictLog], screen: Size = Size(width: 375, height: 667)) {
        var names = ViewNames()
        answers = logs.map { Answer($0, screen: screen, names: &names) }
        var seen: [[String]: Int] = [:]
        repeats = answers.enumerated().map { i, answer in
            let key = answer.signature
            guard !key.isEmpty else { return nil }
            if let earlier = seen[key] { return earlier }
            seen[key] = i + 1
            return nil
        }
    }

    /// The log whose rebuilt views the session goes on with: the first.
    public var first: Answer { answers[0] }

    /// One log: its answer as ever. Several: a summary line, then each log under a heading.
    public func text(style: ReportStyle) -> String {
        guard answers.count > 1 else { return first.text(style: style) }
        var out = [style.apply(summary)]
        for (i, answer) in answers.enumerated() {
            let lines = answer.rebuild.log.lines
            out.append("")
            var heading = "━━ Log \(i + 1) of \(answers.count) · lines \(lines.lowerBound)–\(lines.upperBound)"
            if let earlier = repeats[i] {
                heading += ": the same conflict as log \(earlier) (the same constraints, UIKit broke the same one) — "
                    + "see the answer to log \(earlier) above."
                out.append(style.apply(heading))
                continue
            }
            out.append(style.apply(heading + " ━━"))
            out.append(answer.text(style: style, inSession: i == 0))
        }
        return out.joined(separator: "\n")
    }

    /// `3 conflict logs in this paste (lines 1–14, 16–29, 31–44); log 3 repeats log 1's conflict.`
    public var summary: String {
        let ranges = answers.map { "\($0.rebuild.log.lines.lowerBound)–\($0.rebuild.log.lines.upperBound)" }
        var text = "\(answers.count) conflict logs in this paste (lines \(ranges.joined(separator: ", "))), each answered "
            + "below; a view has the same name in all of them."
        let repeated = repeats.enumerated().compactMap { i, r in r.map { "log \(i + 1) repeats log \($0)'s conflict" } }
        if !repeated.isEmpty { text += " " + repeated.joined(separator: "; ").capitalizedFirst + "." }
        let distinct = repeats.filter { $0 == nil }.count
        let systemOnly = zip(answers, repeats).filter { $0.1 == nil && $0.0.systemOnly }.count
        if systemOnly > 0 {
            text += " \(systemOnly) of the \(distinct) distinct \(distinct == 1 ? "conflict is" : "conflicts are") UIKit's own (no fix in your code)."
        }
        return text
    }

    /// One log: its object as ever. Several: `{"type":"conflictLogs","count":N,"logs":[…]}`, each
    /// log's object with its lines and the log it repeats.
    public var json: String {
        guard answers.count > 1 else { return first.json }
        let logs = answers.enumerated().map { i, answer in
            let lines = answer.rebuild.log.lines
            return "{\"log\":\(i + 1),\"lines\":[\(lines.lowerBound),\(lines.upperBound)],"
                + "\"repeats\":\(repeats[i].map(String.init) ?? "null"),\"answer\":\(answer.json)}"
        }
        return "{\"type\":\"conflictLogs\",\"count\":\(answers.count),\"summary\":\(JSONValue.string(summary).encoded),"
            + "\"logs\":[\(logs.joined(separator: ","))]}"
    }
}
