import ArgumentParser
import Service

/// `layoutbook serve`: one session behind JSON-RPC 2.0 on standard input and output.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "One session behind JSON-RPC 2.0 on standard input and output, one message a line.",
        discussion: """
            Each request gets its reply, on one line, as soon as it is done. Methods: \
            run {"code", "report"?} (an entry or a whole paste, all or nothing; after an entry that \
            changed the layout, the records of what changed: views added, frames moved, scroll state, \
            warnings new and resolved — or with "report": "full" the whole state, as 'run --json' \
            prints), frames (the whole state), explain {"view"?}, svg {"view"?}, log {"text"} (a \
            conflict log's answer; the session is untouched), complete {"line", "column"} (what Tab \
            offers; column from 1), undo {"report"?}, redo {"report"?}, reset, save {"path", \
            "force"?} (with --allow-files only). A request that \
            fails gets error -32001 whose data has the diagnostic's line, column, message and \
            suggestion, and the session is unchanged. Malformed JSON is -32700, an unknown method \
            -32601, bad params -32602, a message over 8 MiB (8388608 bytes) -32003. A notification \
            (no id) gets no reply. The end of input ends the server.
            """)

    @Flag(help: "Carry out 'save' (and 'save', 'load', 'log FILE' and 'show --svg FILE' in code): they read and write files.")
    var allowFiles = false

    func run() throws {
        var session = ServiceSession(files: allowFiles ? DiskFiles() : nil)
        StandardStreams.serveLines(&session)
    }
}
