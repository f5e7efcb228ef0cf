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
///
/// A killed session's journal found by a later shell is moved aside under a name of its own
/// (`unfinished-TIME-N.layout`, never replacing another), so no later session, killed or exited,
/// can replace it: it stays until `--recover` replays it or `--discard` removes it.
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
        /// This shell journals; `movedOrphan` is where a killed session's journal found in its
        /// slot was moved (from `current…` to `unfinished-…`), to be recovered later.
        case opened(Journal, movedOrphan: (from: String, to: String)?)
        /// Every slot is held by a running shell.
        case busy
        case failed(String)
    }

    /// Takes the first slot no running shell holds. A journal left there by a killed shell is moved
    /// aside as an unfinished one, so `--recover` finds it and this session starts a fresh one.
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
            return .opened(Journal(directory: directory, slot: slot, descriptor: fd), movedOrphan: nil)
        }
        // A killed session's entries: keep them aside under a name of their own, then start afresh.
        var status = stat()
        let time = fstat(fd, &status) == 0 ? Int(status.st_mtim.tv_sec) : 0
        guard let moved = moveAside(path, in: directory, time: time) else {
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
        return .opened(Journal(directory: directory, slot: slot, descriptor: fresh), movedOrphan: (path, moved))
    }

    static let unfinishedPrefix = "unfinished-"

    /// Moves `path` to `unfinished-TIME-N.layout`, the first N free: `link` never replaces a file,
    /// where `rename` would. Returns the new path, or nil.
    static func moveAside(_ path: String, in directory: String, time: Int) -> String? {
        for n in 1...10_000 {
            let target = directory + "/" + unfinishedPrefix + "\(time)-\(n).layout"
            if link(path, target) == 0 {
                unlink(path)
                return target
            }
            if errno != EEXIST { return nil }
        }
        return nil
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

    /// Every journal to recover, without taking any: the `current` files whose shell is gone, the
    /// unfinished ones moved aside, and the `last` files; killed sessions first, then newest first.
    /// For `--recover`, which replays the first (or the one asked for) and lists the others.
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
        for name in unfinishedNames(in: directory) {
            if let journal = describe(directory + "/" + name, slot: 0, killed: true) { found.append(journal) }
        }
        return found.enumerated().sorted { a, b in
            if a.element.killed != b.element.killed { return a.element.killed }
            if a.element.modified != b.element.modified { return a.element.modified > b.element.modified }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The `unfinished-….layout` files in `directory`, in name order.
    static func unfinishedNames(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(unfinishedPrefix), name.hasSuffix(".layout") { names.append(name) }
        }
        return names.sorted()
    }

    private static func describe(_ path: String, slot: Int, killed: Bool) -> Recoverable? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard case .success(let bytes) = RegularFile.read(path) else { return nil }
        return Recoverable(path: path, slot: slot, killed: killed, modified: Int(status.st_mtim.tv_sec),
                           entries: ScriptEntries.split(Readable(bytes).text).filter { !$0.isBlank }.count)
    }

    /// A journal's text as far as it can be read: a line that is not UTF-8 (a disk error, a
    /// terminal that sent a stray byte) becomes an empty line, and is named, rather than making
    /// the whole journal unreadable.
    struct Readable {
        var text: String
        /// The 1-based numbers of the lines left out.
        var unreadableLines: [Int] = []

        init(_ bytes: [UInt8]) {
            if let text = String(validating: bytes, as: UTF8.self) {
                self.text = text
                return
            }
            var lines: [String] = []
            for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
                if let text = String(validating: line, as: UTF8.self) {
                    lines.append(text)
                } else {
                    lines.append("")
                    unreadableLines.append(index + 1)
                }
            }
            text = lines.joined(separator: "\n")
        }

        /// "line 7 is not UTF-8 text and is left out" for the lines left out; nil when none was.
        var note: String? {
            guard let first = unreadableLines.first else { return nil }
            if unreadableLines.count == 1 { return "line \(first) is not UTF-8 text and is left out" }
            let listed = unreadableLines.prefix(10).map(String.init).joined(separator: ", ")
            return "lines \(listed)\(unreadableLines.count > 10 ? "…" : "") are not UTF-8 text and are left out"
        }
    }

    /// A killed journal, once recovered into this shell's own journal (or discarded on purpose),
    /// is removed: its entries live on in this session, so it is not offered again. A `current`
    /// file is removed only while no shell holds it; an exited session's `last` file is kept.
    static func retire(_ path: String, in directory: String) {
        let name = path.hasPrefix(directory + "/") ? String(path.dropFirst(directory.count + 1)) : ""
        if name.hasPrefix(unfinishedPrefix) {
            unlink(path)
            return
        }
        guard name.hasPrefix("current") else { return }
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return }
        defer { close(fd) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
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
