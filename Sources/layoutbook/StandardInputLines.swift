#if canImport(Glibc)
import Glibc
#endif

/// Standard input read a line at a time from its file descriptor, with its own buffer, so that
/// whether more input is waiting can be asked honestly: a buffered `readLine` hides the lines it
/// has read ahead from `poll`. A pipe's reader asks before handing back an entry its next line
/// could still continue (a call whose trailing closure opens on the line below).
struct StandardInputLines {
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    /// The next line without its line feed, or nil at the end of input.
    mutating func next() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            fill()
        }
    }

    /// Whether a line is waiting, or input arrives within `milliseconds` (the end of input counts:
    /// it too says what follows).
    mutating func hasMore(waitingMilliseconds milliseconds: Int32) -> Bool {
        if atEnd || buffer[start...].contains(0x0A) { return true }
        return Terminal.inputPending(milliseconds: milliseconds)
    }

    private mutating func fill() {
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return }
        if count <= 0 {
            atEnd = true
            return
        }
        buffer += chunk[..<count]
    }
}
