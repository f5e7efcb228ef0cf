import ArgumentParser
import Service

/// `layoutbook lsp`: a Language Server on standard input and output.
struct LSP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "A Language Server for .swift files and .md notebooks (LSP over standard input and output).",
        discussion: """
            Each open document runs in a fresh session on open and on every change; diagnostics mark \
            the entries that fail, the constraints that conflict (error, with the minimal set as related \
            places), ambiguous views and scroll views whose content size is ambiguous (warnings). Hover \
            on a view's name shows its solved frame; a conflict's fixes that work on a copy of the layout \
            are quick fixes. Messages are framed with Content-Length and limited to 8 MiB. It reads no \
            file: the editor sends the text, and on a change only the ranges it changed (incremental \
            sync; characters counted in UTF-16 code units).
            """)

    func run() throws {
        StandardStreams.ignoreBrokenPipes()
        var server = LanguageServer(version: LayoutbookCommand.configuration.version)
        var framer = HeaderFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while let chunk = StandardStreams.read(&buffer) {
            for event in framer.feed(chunk) {
                var replies: [String] = []
                switch event {
                case .message(let bytes):
                    if let text = String(validating: bytes, as: UTF8.self) {
                        if let reply = JSONRPC.reply(to: text, &server) { replies.append(reply) }
                    } else {
                        replies.append(JSONRPC.response(id: .null, error: RPCError(RPCError.parseErrorCode,
                            "Parse error: the message is not UTF-8")).encoded)
                    }
                case .tooLarge(let bytes):
                    replies.append(JSONRPC.response(id: .null, error: RPCError(RPCError.tooLargeCode,
                        "Message too large: \(bytes) bytes; the limit is \(MessageLimits.maximumMessageBytes) bytes (8 MiB)")).encoded)
                case .badHeader(let reason):
                    // Without a length the stream cannot be followed: say so and stop.
                    Terminal.writeError("layoutbook lsp: \(reason)\n")
                    throw ExitCode(1)
                }
                replies += server.outbox.map(\.encoded)
                server.outbox = []
                for reply in replies where !StandardStreams.write(HeaderFramer.frame(reply)) { return }
                if server.exited { throw ExitCode(server.shutDown ? 0 : 1) }
            }
        }
    }
}
