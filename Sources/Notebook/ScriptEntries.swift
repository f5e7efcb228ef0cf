import ConflictLog
import Language

/// Splits a script into entries as the shell reads them: a pasted conflict log is one entry from
/// the line that begins it to its end (see ``LogBlock``); everything else as ``Entry/split(_:)``.
public enum ScriptEntries {
    public static func split(_ script: String) -> [Entry] {
        let lines = Entry.lines(of: script).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        var entries: [Entry] = []
        var pending: [String] = []
        // Read line by line, each line once (see Continuation).
        var continuation = Continuation()
        var start = 1
        var i = 0
        while i < lines.count {
            if pending.isEmpty, LogBlock.starts(lines[i]) {
                let n = LogBlock.extent(of: lines, from: i)
                entries.append(Entry(text: lines[i..<(i + n)].joined(separator: "\n"), firstLine: i + 1))
                i += n
                continue
            }
            if pending.isEmpty { start = i + 1 }
            pending.append(lines[i])
            continuation.read(lines[i])
            if !continuation.isOpen {
                entries.append(Entry(text: pending.joined(separator: "\n"), firstLine: start))
                pending = []
                continuation = Continuation()
            }
            i += 1
        }
        if !pending.isEmpty { entries.append(Entry(text: pending.joined(separator: "\n"), firstLine: start)) }
        // A script that ends with a line break has no entry after it.
        if let last = entries.last, last.text.isEmpty, script.hasSuffix("\n") { entries.removeLast() }
        return Entry.joiningExtensions(entries)
    }
}
