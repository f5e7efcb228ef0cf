import Language
import Notebook
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
///
/// Every shell keeps a journal of its own: the first takes slot 1 (`current.layout`,
/// `last.layout`); a second shell on the same data directory, finding slot 1 held, takes slot 2
/// (`current-2.layout`, `last-2.layout`), and so on, so two terminals never lose each other's work.
struct Journal {
    let directory: String
    /// Which of the journal's files this shell owns (1 for `current.layout`).
    let slot: Int
    private var descriptor: Int32
    /// How many entries this session wrote.
    private(set) var count = 0

    /// As many shells as may journal at once on one data directory.
    static let slots = 1...64

    static func current(in directory: String, slot: Int = 1) -> String {
        directory + (slot == 1 ? "/current.layout" : "/current-\(slot).layout")
    }

    static func last(in directory: String, slot: Int = 1) -> String {
        directory + (slot == 1 ? "/last.layout" : "/last-\(slot).layout")
    }

    /// What opening the journal found.
    enum Opening {
        /// This shell journals; `movedOrphan` says a killed session's journal was moved to
        /// `last.layout` (of the same slot) first.
        case opened(Journal, movedOrphan: Bool)
        /// Every slot is held by a running shell.
        case busy
        case failed(String)
    }

    /// Takes the first slot no running shell holds. A journal left there by a killed shell becomes
    /// that slot's `last` file, so `--recover` finds it and this session starts a fresh one.
    static func open(in directory: String) -> Opening {
        if let problem = DataDirectory.create(directory) { return .failed(problem) }
        for slot in slots {
            switch open(in: directory, slot: slot) {
            case .busy: continue
            case let other: return other
            }
        }
        return .busy
    }

    static func open(in directory: String, slot: Int) -> Opening {
        let path = current(in: directory, slot: slot)
        let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return .failed("cannot open \(path): \(String(cString: strerror(errno)))") }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return .busy
        }
        guard lseek(fd, 0, SEEK_END) > 0 else {
            return .opened(Journal(directory: directory, slot: slot, descriptor: fd), movedOrphan: false)
        }
        // A killed session's entries: keep them as the slot's last session, then start afresh.
        guard rename(path, last(in: directory, slot: slot)) == 0 else {
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
        return .opened(Journal(directory: directory, slot: slot, descriptor: fresh), movedOrphan: true)
    }

    /// A journal `--recover` can replay.
    struct Recoverable: Equatable {
        var path: String
        var slot: Int
        /// Its shell was killed (an unlocked `current` file), rather than exited.
        var killed: Bool
        /// When it was last written (seconds since 1970), to replay the newest.
        var modified: Int
        var entries: Int
    }

    /// Every journal to recover, without taking any: the `current` files whose shell is gone and
    /// the `last` files, killed sessions first, then newest first. For `--recover`, which
    /// replays the first and lists the others.
    static func recoverable(in directory: String) -> [Recoverable] {
        var found: [Recoverable] = []
        for slot in slots {
            let path = current(in: directory, slot: slot)
            let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if fd >= 0 {
                defer { close(fd) }
                if flock(fd, LOCK_SH | LOCK_NB) == 0, lseek(fd, 0, SEEK_END) > 0, let journal = describe(path, slot: slot, killed: true) {
                    found.append(journal)
                }
            }
            if access(last(in: directory, slot: slot), R_OK) == 0, let journal = describe(last(in: directory, slot: slot), slot: slot, killed: false) {
                found.append(journal)
            }
        }
        return found.enumerated().sorted { a, b in
            if a.element.killed != b.element.killed { return a.element.killed }
            if a.element.modified != b.element.modified { return a.element.modified > b.element.modified }
            return a.offset < b.offset
        }.map(\.element)
    }

    private static func describe(_ path: String, slot: Int, killed: Bool) -> Recoverable? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard case .success(let bytes) = RegularFile.read(path),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return Recoverable(path: path, slot: slot, killed: killed, modified: Int(status.st_mtim.tv_sec),
                           entries: ScriptEntries.split(text).filter { !$0.isBlank }.count)
    }

    /// A killed journal of another slot, once recovered into this shell's own journal, becomes
    /// that slot's `last` file, so the next `--recover` does not offer it as killed again.
    static func retire(_ journal: Recoverable, in directory: String) {
        guard journal.killed, journal.path == current(in: directory, slot: journal.slot) else { return }
        let fd = Glibc.open(journal.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return }
        defer { close(fd) }
        // Only while no shell holds it.
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { rename(journal.path, last(in: directory, slot: journal.slot)) }
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
        let path = Self.current(in: directory, slot: slot)
        if count > 0 {
            rename(path, Self.last(in: directory, slot: slot))
        } else {
            unlink(path)
        }
        close(descriptor)
    }
}
