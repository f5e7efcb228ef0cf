import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// Reading and replacing files the way `load`, `save`, `check` and `run` need: only regular
/// files, never more than a limit, and a replacement that cannot be redirected.
///
/// - Reading refuses a FIFO, a device, a socket or a directory (a FIFO would block forever, a
///   device like `/dev/zero` never ends) and a file larger than ``maximumSize``.
/// - Replacing writes a temporary file beside the target, created exclusively (`O_CREAT|O_EXCL`)
///   under a random name, so a link planted at a predictable name is never written through; it
///   takes the mode of the file it replaces and is renamed over it. Only a regular file is
///   replaced. A symbolic link is followed deliberately: the file it points to is replaced and the
///   link stays, as an editor saving through a link does; a link to nothing, or to anything but a
///   regular file, is refused.
enum RegularFile {
    /// The largest file read (64 MB, the notebooks' limit).
    static let maximumSize = 64 << 20

    /// The whole file, or why it cannot be read.
    static func read(_ path: String, limit: Int = maximumSize) -> Result<[UInt8], FileError> {
        func failure(_ reason: String) -> Result<[UInt8], FileError> { .failure(FileError(path: path, reason: reason)) }
        if let problem = nameProblem(path) { return failure(problem) }
        // O_NONBLOCK: opening a FIFO must not wait for a writer before we can refuse it.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return failure(String(cString: strerror(errno))) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return failure(String(cString: strerror(errno))) }
        if let kind = irregularKind(status.st_mode) { return failure("it is \(kind), not a regular file") }
        guard Int(status.st_size) <= limit else { return failure(tooLarge(limit)) }
        // Back to blocking reads for the regular file.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return failure(String(cString: strerror(errno))) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            // A file that grows while it is read is still capped.
            if bytes.count > limit { return failure(tooLarge(limit)) }
        }
        return .success(bytes)
    }

    static func tooLarge(_ limit: Int) -> String {
        "it is larger than \(limit >> 20) MB, the largest file read"
    }

    /// "a directory", "a FIFO"… for anything that is not a regular file; nil for a regular file.
    static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    /// Replaces `path` with `text` whole, as described above; throws why not.
    ///
    /// With `unchanged`, the file is replaced only while it is still what the caller checked:
    /// `unchanged` is asked about its bytes as they are now (nil: no file), and right before the
    /// rename the file's identity (device, inode), size and times must be those seen then — an
    /// editor that saved in between makes this throw instead of losing its version.
    /// `beforeRename` runs between the two (a test's other writer).
    static func replace(_ path: String, with text: String, unchanged: (([UInt8]?) -> Bool)? = nil,
                        beforeRename: () -> Void = {}) throws(FileError) {
        if let problem = nameProblem(path) { throw FileError(path: path, reason: problem) }
        var target = path
        var mode: mode_t
        var existing = stat()
        if lstat(path, &existing) == 0 {
            if existing.st_mode & S_IFMT == S_IFLNK {
                // Follow the link on purpose: the file it names is replaced, the link kept.
                guard let resolved = realpath(path, nil) else {
                    throw FileError(path: path, reason: "it is a symbolic link to nothing; not replaced")
                }
                target = String(cString: resolved)
                free(resolved)
                guard stat(target, &existing) == 0 else {
                    throw FileError(path: path, reason: String(cString: strerror(errno)))
                }
            }
            if let kind = irregularKind(existing.st_mode) {
                throw FileError(path: path, reason: "it is \(kind), not a regular file; only a regular file is replaced")
            }
            mode = existing.st_mode & 0o7777
        } else if errno == ENOENT {
            // A new file: 0666 narrowed by the umask, as any program creating a file gives it.
            let mask = umask(0o022)
            umask(mask)
            mode = 0o666 & ~mask
        } else {
            throw FileError(path: path, reason: String(cString: strerror(errno)))
        }
        var seen: Stamp? = nil
        if let unchanged {
            seen = Stamp(of: target)
            let bytes: [UInt8]?
            if seen == nil {
                bytes = nil
            } else {
                switch read(target) {
                case .success(let read): bytes = read
                case .failure(let error): throw error
                }
            }
            // Read after the stamp: a write in between changes the stamp, caught below.
            guard unchanged(bytes) else { throw changedOnDisk(path) }
        }
        removeStaleTemporaries(beside: target)
        let (temporary, fd) = try createTemporary(beside: target)
        func fail(_ what: String) -> FileError {
            let reason = String(cString: strerror(errno))
            close(fd)
            unlink(temporary)
            return FileError(path: temporary, reason: "\(what): \(reason)")
        }
        // The mode of the file replaced, exactly: the temporary file was created private.
        guard fchmod(fd, mode) == 0 else { throw fail("cannot set its mode") }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { throw fail("cannot write") }
            offset += n
        }
        guard fsync(fd) == 0 else { throw fail("cannot write") }
        beforeRename()
        // The lock on the temporary file is held until it has its name: until then a later save's
        // clean-up knows it is not stale.
        defer { close(fd) }
        if unchanged != nil {
            if seen == nil {
                // There was no file: `link` fails if one appeared, where `rename` would replace it.
                if link(temporary, target) == 0 {
                    unlink(temporary)
                    return
                }
                let reason = errno
                unlink(temporary)
                if reason == EEXIST { throw changedOnDisk(path) }
                throw FileError(path: path, reason: "cannot create it: \(String(cString: strerror(reason)))")
            }
            guard Stamp(of: target) == seen else {
                unlink(temporary)
                throw changedOnDisk(path)
            }
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileError(path: path, reason: "cannot replace it: \(reason)")
        }
    }

    static func changedOnDisk(_ path: String) -> FileError {
        FileError(path: path, reason: "it changed on disk while it was being saved (another program wrote it); "
                      + "not replaced, so nothing of its is lost")
    }

    /// What tells one version of a file from another without reading it: which file it is and
    /// when it was last written (the change time moves on every write and cannot be set back).
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: [Int]
        var changed: [Int]

        /// The stamp of the file at `path` now; nil when there is none.
        init?(of path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int64(status.st_size)
            modified = [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
            changed = [Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec)]
        }
    }

    /// Why a file name cannot be used, or nil: a control character in it. The system ends a
    /// name at a NUL, so `notes.md\0.svg` would open `notes.md`; the others are refused too, as
    /// no one means a line break or an escape in a file name.
    static func nameProblem(_ path: String) -> String? {
        guard let (scalar, _) = VisibleControls.first(in: path) else { return nil }
        return "a file name cannot contain a control character (\(VisibleControls.spelled(scalar)))"
    }

    /// Removes the temporary files a save killed half-way left beside `path`: those named as
    /// ``createTemporary(beside:)`` names them, regular, the user's own, and not locked by a
    /// save still under way.
    static func removeStaleTemporaries(beside path: String) {
        let (directory, name) = split(path)
        guard let stream = opendir(directory.isEmpty ? "." : directory) else { return }
        defer { closedir(stream) }
        let prefix = "." + name + "."
        var stale: [String] = []
        while let entry = readdir(stream) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp") else { continue }
            let middle = entryName.dropFirst(prefix.count).dropLast(4)
            guard (1...10).contains(middle.count),
                  middle.allSatisfy({ ("0"..."9").contains($0) || ("a"..."z").contains($0) }) else { continue }
            stale.append(directory + entryName)
        }
        for candidate in stale {
            let fd = open(candidate, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var status = stat()
            guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
                  flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            unlink(candidate)
        }
    }

    /// The directory part of `path` (with its slash, or empty) and the name.
    static func split(_ path: String) -> (directory: String, name: String) {
        let slash = path.lastIndex(of: "/")
        return (slash.map { String(path[...$0]) } ?? "", slash.map { String(path[path.index(after: $0)...]) } ?? path)
    }

    /// A new file in the directory of `path`, named `.NAME.XXXXXXXXXXXX.tmp` with a random part,
    /// created exclusively so nothing already there — a file, a link — is ever opened.
    static func createTemporary(beside path: String) throws(FileError) -> (String, Int32) {
        let (directory, name) = split(path)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let random = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let temporary = directory + "." + name + "." + random + ".tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 {
                // Locked while the save runs: a clean-up (``removeStaleTemporaries(beside:)``)
                // leaves it alone. One that took it in the instant before the lock unlinked it:
                // then take another name.
                var status = stat()
                if flock(fd, LOCK_EX) == 0, fstat(fd, &status) == 0, status.st_nlink > 0 { return (temporary, fd) }
                close(fd)
                continue
            }
            if errno != EEXIST {
                throw FileError(path: temporary, reason: "cannot create it: \(String(cString: strerror(errno)))")
            }
        }
        throw FileError(path: path, reason: "cannot create a temporary file beside it")
    }
}
