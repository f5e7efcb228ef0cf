#if canImport(Glibc)
import Glibc
#endif

/// The session's entries, appended to `journal/current.layout` as each one runs, so that a killed
/// terminal loses nothing. A clean exit moves the file to `last.layout`; `layoutbook --recover`
/// replays it.
///
/// The file is a script, one entry after another exactly as typed, so `layoutbook run` reads it
/// too. A shell holds an exclusive `flock` on its journal while it runs: the kernel drops the lock
/// when the process dies, which is how the next shell tells a killed session's journal (unlocked)
/// from one a running shell is still writing (locked).
struct Journal {
    let directory: String
    private var descriptor: Int32
    /// How many entries this session wrote.
    private(set) var count = 0

    static func current(in directory: String) -> String { directory + "/current.layout" }
    static func last(in directory: String) -> String { directory + "/last.layout" }

    /// What opening the journal found.
    enum Opening {
        /// This shell journals; `movedOrphan` says a killed session's journal was moved to
        /// `last.layout` first.
        case opened(Journal, movedOrphan: Bool)
        /// Another running shell holds the journal.
        case busy
        case failed(String)
    }

    /// Takes `current.layout` for this session. A journal left by a killed shell becomes
    /// `last.layout`, so `--recover` finds it and this session starts a fresh one.
    static func open(in directory: String) -> Opening {
        if let problem = DataDirectory.create(directory) { return .failed(problem) }
        let path = current(in: directory)
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return .failed("cannot open \(path): \(String(cString: strerror(errno)))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return .busy
        }
        guard lseek(fd, 0, SEEK_END) > 0 else { return .opened(Journal(directory: directory, descriptor: fd), movedOrphan: false) }
        // A killed session's entries: keep them as the last session, then start afresh.
        guard rename(path, last(in: directory)) == 0 else {
            close(fd)
            return .failed("cannot move \(path): \(String(cString: strerror(errno)))")
        }
        close(fd)
        let fresh = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard fresh >= 0 else { return .busy }  // another shell started in between
        guard flock(fresh, LOCK_EX | LOCK_NB) == 0 else {
            close(fresh)
            return .busy
        }
        return .opened(Journal(directory: directory, descriptor: fresh), movedOrphan: true)
    }

    /// The journal to recover without taking it: the current one if its shell is gone, else the
    /// last. For `--recover` without a terminal, which writes nothing.
    static func recoverable(in directory: String) -> String? {
        let path = current(in: directory)
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        if fd >= 0 {
            defer { close(fd) }
            if flock(fd, LOCK_SH | LOCK_NB) == 0, lseek(fd, 0, SEEK_END) > 0 { return path }
        }
        let last = last(in: directory)
        return access(last, R_OK) == 0 ? last : nil
    }

    /// Appends one entry and its line break with a single write, before the next prompt.
    mutating func append(_ entry: String) {
        let bytes = Array((entry + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
        count += 1
    }

    /// A clean exit: the journal becomes `last.layout`, unless this session wrote nothing (then an
    /// earlier `last.layout` is kept).
    consuming func finish() {
        let path = Self.current(in: directory)
        if count > 0 {
            rename(path, Self.last(in: directory))
        } else {
            unlink(path)
        }
        close(descriptor)
    }
}
