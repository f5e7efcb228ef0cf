import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// What the program learns from the terminal and the environment.
enum Terminal {
    static var standardOutputIsTerminal: Bool { isatty(1) != 0 }
    static var standardInputIsTerminal: Bool { isatty(0) != 0 }

    /// The terminal's width in columns, when standard output is one.
    static var columns: Int? {
        guard standardOutputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The terminal's height in rows, when standard output is one.
    static var rows: Int? {
        guard standardOutputIsTerminal else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    static var allowsColor: Bool {
        standardOutputIsTerminal && getenv("NO_COLOR") == nil
    }

    /// Whether standard input has bytes waiting within `milliseconds` (the rest of a paste).
    static func inputPending(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// Writes text to standard output now (a pipe must see each entry's output as it happens).
    /// Control characters in it are spelled out (``VisibleControls/terminal(_:)``): what is
    /// printed comes from files, pastes and logs, and must not command the terminal.
    static func write(_ text: String) {
        var bytes = Array(VisibleControls.terminal(text).utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if n <= 0 { break }
            offset += n
        }
        bytes.removeAll()
    }

    static func writeError(_ text: String) {
        let bytes = Array(VisibleControls.terminal(text).utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }

    /// Reads a whole regular file (``RegularFile/read(_:limit:)``); why not when it cannot.
    static func readFile(_ path: String) -> Result<[UInt8], FileError> {
        RegularFile.read(path)
    }
}

struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(VisibleControls.line(path)): \(reason)" }
}
