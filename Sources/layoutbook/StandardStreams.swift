import Service
#if canImport(Glibc)
import Glibc
#endif

/// Standard input and output for the protocol servers: input in chunks as it arrives, each
/// reply written whole at once. A client that goes away — end of input, or a closed pipe when
/// a reply is written — ends the server quietly with status 0.
enum StandardStreams {
    /// A write to a closed pipe returns an error instead of killing the process.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// The next bytes of standard input; nil at its end (or when it cannot be read).
    static func read(_ buffer: inout [UInt8]) -> ArraySlice<UInt8>? {
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if n > 0 { return buffer[0..<n] }
            if n < 0, errno == EINTR { continue }
            return nil
        }
    }

    /// Writes `text` whole to standard output; false when the reader is gone.
    static func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let n = Glibc.write(1, base + offset, bytes.count - offset)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }

    /// Serves line-framed JSON-RPC (`serve`, `mcp`) until the client goes away.
    static func serveLines<Handler: RPCHandler>(_ handler: inout Handler) {
        ignoreBrokenPipes()
        var framer = LineFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while let chunk = read(&buffer) {
            for event in framer.feed(chunk) {
                if let reply = LineServer.reply(to: event, &handler), !write(reply + "\n") { return }
            }
        }
        // A last line without its line break is answered when it is a whole message; a message
        // cut off by the client leaving is not (nobody is there to read the error).
        if let event = framer.finish(), case .message(let bytes) = event, (try? JSONParser.parse(bytes)) != nil,
           let reply = LineServer.reply(to: event, &handler) {
            _ = write(reply + "\n")
        }
    }
}
