import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `save` and `load` touch only what they should: regular files, whole, with their mode.
@Suite("files that save and load touch", .serialized)
struct FileSafetyTests {
    /// A fresh directory, removed by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func replay(_ script: String) throws -> (output: String, error: String, status: Int32) {
        try BinaryTests.run(["run", "--allow-files", "-"], input: script)
    }

    @Test("load of a FIFO is refused at once rather than waiting for a writer")
    func fifo() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe.layout").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try Self.replay("load \(fifo)\nsave --force \(fifo)\n")
        #expect(result.output.contains("error: cannot load: cannot read \(fifo): it is a FIFO, not a regular file"))
        #expect(result.output.contains("error: cannot save: cannot write \(fifo): it is a FIFO, not a regular file; only a regular file is replaced"))
        #expect(result.status == 1)
        let run = try BinaryTests.run(["run", fifo], input: "")
        #expect(run.error == "error: cannot read \(fifo): it is a FIFO, not a regular file\n")
        #expect(run.status == 1)
    }

    @Test("an endless device is neither read nor replaced")
    func devices() throws {
        let result = try Self.replay("load /dev/zero\nsave --force /dev/null\n")
        #expect(result.output.contains("cannot read /dev/zero: it is a character device, not a regular file"))
        #expect(result.output.contains("cannot write /dev/null: it is a character device, not a regular file"))
    }

    @Test("save --force keeps a 0600 file's mode, and leaves no temporary file behind")
    func keepsMode() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("private.md").path
        try "secret\n".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(chmod(path, 0o600) == 0)
        let result = try Self.replay("view a\nsave --force \(path)\n")
        #expect(result.output.contains("Saved 1 entry to \(path) as a notebook."))
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["private.md"])
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!-- layoutbook notebook v1 -->"))
    }

    @Test("save --force through a symbolic link replaces the file it points to and keeps the link")
    func followsLink() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real.md").path
        let link = dir.appendingPathComponent("link.md").path
        try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(chmod(target, 0o640) == 0)
        #expect(symlink(target, link) == 0)
        _ = try Self.replay("view a\nsave --force \(link)\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("layout> view a"))
        var status = stat()
        #expect(stat(target, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o640)

        let dangling = dir.appendingPathComponent("dangling.md").path
        #expect(symlink(dir.appendingPathComponent("nowhere.md").path, dangling) == 0)
        let refused = try Self.replay("view a\nsave --force \(dangling)\n")
        #expect(refused.output.contains("it is a symbolic link to nothing; not replaced"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nowhere.md").path))
    }

    @Test("a link planted where the old fixed temporary name was is never written through")
    func plantedLink() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let victim = dir.appendingPathComponent("victim.txt").path
        try "untouched\n".write(toFile: victim, atomically: false, encoding: .utf8)
        // The old name was `FILE.tmp-PID`: a link waits at the name for each of the next
        // 5,000 pids, so the saving process's is among them.
        let path = dir.appendingPathComponent("notes.md").path
        let last = Int((try? String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? Int(getpid())
        for pid in (last + 1)...(last + 5_000) { _ = symlink(victim, path + ".tmp-\(pid)") }
        let result = try Self.replay("view a\nsave \(path)\n")
        #expect(result.output.contains("Saved 1 entry"))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "untouched\n")
    }

    @Test("a file name with a NUL or another control character is refused by save, load and show --svg, and the file the NUL would cut it to is untouched")
    func controlCharactersInNames() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let important = dir.appendingPathComponent("important.md").path
        try "my notes\n".write(toFile: important, atomically: false, encoding: .utf8)
        // The characters themselves, inside the quoted names, as a paste can carry them.
        let script = """
            view a
            show --svg "\(important)\u{0}.svg"
            save --force "\(important)\u{0}.md"
            load "\(important)\u{0}x"
            save "\(dir.path)/esc\u{1B}]0;title\u{07}.md"
            """
        let result = try Self.replay(script + "\n")
        #expect(try String(contentsOfFile: important, encoding: .utf8) == "my notes\n")
        #expect(result.output.contains("error: a file name cannot contain a control character (\\0 in \"\(important)\\0.svg\"); no file was read or written"))
        #expect(result.output.contains("error: a file name cannot contain a control character (\\0 in \"\(important)\\0.md\")"))
        #expect(result.output.contains("error: a file name cannot contain a control character (\\0 in \"\(important)\\0x\")"))
        #expect(result.output.contains("error: a file name cannot contain a control character (\\u{1B} in \"\(dir.path)/esc\\u{1B}]0;title\\u{7}.md\")"))
        // No escape reaches the terminal, and nothing was created.
        #expect(!result.output.contains("\u{1B}"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["important.md"])
        #expect(result.status == 1)
    }

    @Test("html -o refuses a folder name with a control character, and writes nothing")
    func htmlOutputName() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let notebook = try BinaryTests.temporaryNotebook("# T\n\n```layout\nlayout> view a\n```\n", in: dir)
        let result = try BinaryTests.run(["html", notebook.path, "-o", dir.path + "/pages\nx"], input: "")
        #expect(result.status != 0)
        #expect(result.error.contains("pages\\nx: a file name cannot contain a control character (\\n)"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/pages\nx"))
    }

    @Test("the next save removes the temporary files a killed save left beside the file, but not one a save still holds")
    func staleTemporaries() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("notes.md").path
        let stale = dir.appendingPathComponent(".notes.md.2k9f1x0a.tmp").path
        let held = dir.appendingPathComponent(".notes.md.7hq0c1.tmp").path
        let foreign = dir.appendingPathComponent(".notes.md.mine.tmp.bak").path
        for file in [stale, held, foreign] { try "half\n".write(toFile: file, atomically: false, encoding: .utf8) }
        // A save still writing holds its temporary file locked.
        let fd = open(held, O_RDONLY)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        let result = try Self.replay("view a\nsave \(path)\n")
        #expect(result.output.contains("Saved 1 entry to \(path) as a notebook."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
                == [".notes.md.7hq0c1.tmp", ".notes.md.mine.tmp.bak", "notes.md"])
    }
}
