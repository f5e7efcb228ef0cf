import Foundation
import Testing
@testable import layoutbook
#if canImport(Glibc)
import Glibc
#endif

/// The file replacement behind `save`, with another program's write slipped in between the
/// check and the rename, where no timing from outside could put it reliably.
@Suite("replacing a file another program is writing")
struct RegularFileTests {
    static func file(_ text: String) throws -> (directory: URL, path: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-replace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("notes.md").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (dir, path)
    }

    @Test("an editor's save between the check and the rename is kept, and the save says why it did not replace it")
    func editorWroteInBetween() throws {
        let (dir, path) = try Self.file("checked\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FileError.self) {
            try RegularFile.replace(path, with: "ours\n", unchanged: { $0 == Array("checked\n".utf8) }, beforeRename: {
                // An editor writes its own version in place of the file, as editors save.
                try? "the editor's\n".write(toFile: path, atomically: true, encoding: .utf8)
            })
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "the editor's\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["notes.md"])
        do {
            try RegularFile.replace(path, with: "ours\n", unchanged: { $0 == Array("the editor's\n".utf8) }, beforeRename: {
                try? "the editor's, again\n".write(toFile: path, atomically: false, encoding: .utf8)
            })
        } catch {
            #expect(error.description == "\(path): it changed on disk while it was being saved (another program wrote it); not replaced, so nothing of its is lost")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "the editor's, again\n")
    }

    @Test("a file created at a new file's name between the check and the rename is kept")
    func createdInBetween() throws {
        let (dir, _) = try Self.file("")
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("new.md").path
        #expect(throws: FileError.self) {
            try RegularFile.replace(path, with: "ours\n", unchanged: { $0 == nil }, beforeRename: {
                try? "someone else's\n".write(toFile: path, atomically: false, encoding: .utf8)
            })
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's\n")
    }

    @Test("without a change in between the file is replaced")
    func unchangedIsReplaced() throws {
        let (dir, path) = try Self.file("checked\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        try RegularFile.replace(path, with: "ours\n", unchanged: { $0 == Array("checked\n".utf8) })
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "ours\n")
        let fresh = dir.appendingPathComponent("fresh.md").path
        try RegularFile.replace(fresh, with: "new\n", unchanged: { $0 == nil })
        #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["fresh.md", "notes.md"])
    }
}
