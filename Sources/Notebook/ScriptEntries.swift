import ConflictLog
import Language

/// Splits a script into entries as the shell reads them: a pasted conflict log is one entry from
/// the line that begins it to its end (see ``LogBlock``); everything else as ``Entry/split(_:)``.
public enum ScriptEntries {
    /// The reader every front end feeds: ``EntryReader`` with conflict logs read whole.
    public static func reader() -> EntryReader {
        EntryReader(blocks: { LogBlock.starts($0) ? PastedLog() : nil })
    }

    public static func split(_ script: String) -> [Entry] {
        var reader = reader()
        return reader.entries(of: script)
    }
}

/// A pasted conflict log as a block the entry reader reads whole.
struct PastedLog: WholeBlock {
    private var reader = LogBlock.Reader()

    mutating func feed(_ line: String) -> Bool { reader.feed(line) }
    var mayEnd: Bool { reader.status == .mayEnd }
    var isClosed: Bool { reader.status == .closed }
}
