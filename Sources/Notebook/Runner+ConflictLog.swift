import ConflictLog
import Language
import Layout
import Rendering

extension Runner {
    /// What an entry is, for the runner: a pasted conflict log, `log FILE`, or commands.
    enum EntryKind {
        case log
        case logFile(path: String, column: Int)
        case commands
    }

    static func kind(of text: String) -> EntryKind {
        if LogBlock.isLog(text) { return .log }
        // `log FILE` alone on its line (`log.top == …` is a constraint on a view named log).
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count == 1, let line = lines.first {
            let leading = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(leading.count)
            if rest.hasPrefix("log "), case let path = String(rest.dropFirst(4).drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()), !path.isEmpty {
                return .logFile(path: path, column: leading.count + 5)
            }
        }
        return .commands
    }

    /// Answers a pasted log: parses it, rebuilds and solves it, prints the answer, and makes the
    /// rebuilt views the session's (one step `undo` takes back). A text that is not a log gets
    /// an error saying what was expected.
    mutating func answer(log text: String, firstLine: Int, styles: [ReportStyle]) -> [String] {
        let logs: [ConflictLog]
        do {
            logs = try LogParser.parseAll(text)
        } catch {
            failures += 1
            let d = Diagnostic(.error, error.message,
                               at: SourceRange(at: SourceLocation(line: error.line + firstLine - 1, column: error.column)))
            if json {
                return styles.map { _ in
                    "{\"type\":\"error\",\"line\":\(error.line + firstLine - 1),\"column\":\(error.column),"
                        + "\"message\":\(JSONText.quote(error.message)),\"suggestion\":null}"
                }
            }
            return styles.map { $0.apply(d.rendered(source: text, firstLine: firstLine)) }
        }
        // Several logs in one paste: each is answered; the session goes on with the first's views.
        let answers = PasteAnswer(logs, screen: session.layout.screen)
        session.adopt(answers.first.layout, constraintNames: answers.first.rebuild.constraintNames, command: text)
        if json { return styles.map { _ in answers.json } }
        return styles.map { answers.text(style: $0) }
    }

    /// `log FILE`: reads the file through the runner's file system (refused with a note in a
    /// replay, as `load` is) and answers it as if pasted; the session records the log itself, so
    /// a saved notebook replays it without the file.
    mutating func answer(logFile path: String, column: Int, source: String, firstLine: Int,
                         styles: [ReportStyle]) -> (printed: [String], recordedAs: String) {
        func refuse(_ message: String) -> [String] {
            failures += 1
            let d = Diagnostic(.error, message, at: SourceRange(at: SourceLocation(line: firstLine, column: column)))
            if json {
                let line = "{\"type\":\"error\",\"line\":\(firstLine),\"column\":\(column),"
                    + "\"message\":\(JSONText.quote(message)),\"suggestion\":null}"
                return styles.map { _ in line }
            }
            return styles.map { $0.apply(d.rendered(source: source, firstLine: firstLine)) }
        }
        guard let files else {
            let note = "'log \(path)' is not carried out here: a replay never reads files (the shell does; "
                + "notebooks need --allow-files)"
            let line = json ? "{\"type\":\"note\",\"message\":\(JSONText.quote(note))}" : "note: " + note
            return (styles.map { _ in line }, source)
        }
        let bytes: [UInt8]
        do {
            guard let read = try files.read(path) else { return (refuse("cannot read '\(path)': no such file"), source) }
            bytes = read
        } catch {
            return (refuse("cannot read '\(path)': \(error)"), source)
        }
        guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
            return (refuse("'\(path)' is not a conflict log: it is not UTF-8 text"), source)
        }
        do {
            _ = try LogParser.parse(text)
        } catch {
            return (refuse("'\(path)' is not a conflict log: line \(error.line), column \(error.column): \(error.message)"), source)
        }
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return (answer(log: trimmed, firstLine: 1, styles: styles), trimmed)
    }
}
