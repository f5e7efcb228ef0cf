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
    static func replace(_ path: String, with text: String) throws(FileError) {
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
        close(fd)
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileError(path: path, reason: "cannot replace it: \(reason)")
        }
    }

    /// A new file in the directory of `path`, named `.NAME.XXXXXXXXXXXX.tmp` with a random part,
    /// created exclusively so nothing already there — a file, a link — is ever opened.
    static func createTemporary(beside path: String) throws(FileError) -> (String, Int32) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let random = String(generator.next() & 0xFFFF_FFFF_FFFF, radix: 36)
            let temporary = directory + "." + name + "." + random + ".tmp"
            let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (temporary, fd) }
            if errno != EEXIST {
                throw FileError(path: temporary, reason: "cannot create it: \(String(cString: strerror(errno)))")
            }
        }
        throw FileError(path: path, reason: "cannot create a temporary file beside it")
    }
}
