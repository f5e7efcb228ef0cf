import Foundation
import Testing

/// What a new user meets at the command line: clear failures, options where they type them,
/// errors that say where they are.
@Suite("the command line")
struct CommandLineTests {
    static func file(_ name: String, _ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("run, tutor and 'layoutbook FILE' fail with one clear line and status 1 for a file they cannot read or parse",
          arguments: [["run"], ["tutor"], []])
    func unreadable(_ command: [String]) throws {
        let missing = try BinaryTests.run(command + ["/nonexistent/notes.md"], input: "")
        #expect(missing.status == 1)
        #expect(missing.error == "error: cannot read /nonexistent/notes.md: No such file or directory\n")
        let bad = try Self.file("bad.md", "<!-- layoutbook notebook v9 -->\n")
        defer { try? FileManager.default.removeItem(at: bad.deletingLastPathComponent()) }
        let unparsed = try BinaryTests.run(command + [bad.path], input: "")
        #expect(unparsed.status == 1)
        #expect(unparsed.error == "\(bad.path):1: error: unsupported notebook format '<!-- layoutbook notebook v9 -->'; "
            + "this version reads '<!-- layoutbook notebook v1 -->'\n")
        #expect(!unparsed.error.contains("Usage:"))
    }

    @Test("--width, --ascii and --json are taken before the subcommand as after it")
    func globalOptionsFirst() throws {
        let script = try Self.file("s.layout", "view a\na.snp.makeConstraints { make in make.edges.equalToSuperview() }\n")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        let before = try BinaryTests.run(["--width", "40", "--ascii", "run", script.path], input: "")
        let after = try BinaryTests.run(["run", "--width", "40", "--ascii", script.path], input: "")
        #expect(before.status == 0)
        #expect(before.output == after.output)
        #expect(before.output.contains("+root----------------------------------+"))
        let json = try BinaryTests.run(["--json", "run", script.path], input: "")
        #expect(json.output.hasPrefix("{\"type\":\"command\""))
        let equals = try BinaryTests.run(["--width=40", "run", script.path], input: "")
        #expect(equals.output.contains("┌root──────────────────────────────────┐"))
    }

    @Test("'layoutbook --help' wraps its overview between words, not at the source's line breaks")
    func helpOverview() throws {
        let help = try BinaryTests.run(["--help"], input: "")
        let lines = help.output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("Type views") }),
              let end = lines[start...].firstIndex(where: \.isEmpty) else {
            Issue.record("no overview in:\n\(help.output)")
            return
        }
        let paragraph = lines[start..<end]
        // Every line but the last is filled: none stops short where the source broke its line.
        for line in paragraph.dropLast() { #expect(line.count >= 60, "a short line: '\(line)'") }
        #expect(paragraph.joined(separator: " ").hasPrefix(
            "Type views, SnapKit blocks, anchors, equations and Visual Format strings; after each command the layout"))
    }

    @Test("errors name their source: <stdin> for piped input, the file's name for a script")
    func sourceNames() throws {
        let piped = try BinaryTests.run([], input: "view a\nview a\n")
        #expect(piped.output.contains("<stdin>:2:6: error: a view named 'a' already exists"))
        let script = try Self.file("twice.layout", "view a\nview a\n")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        let run = try BinaryTests.run(["run", script.path], input: "")
        #expect(run.output.contains("\(script.path):2:6: error: a view named 'a' already exists"))
        #expect(run.status == 1)
    }

    @Test("run File.m reads the header its #import names beside it first, as the compiler does; standard input has no place to read one from")
    func objectiveCHeaderBesideTheFile() throws {
        let implementation = try Self.file("TagButton.m", """
            #import "TagButton.h"
            @implementation TagButton
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.titleLabel.frame = CGRectMake(6, 0, 40, 20);
            }
            @end

            """)
        defer { try? FileManager.default.removeItem(at: implementation.deletingLastPathComponent()) }
        try "@interface TagButton : UIControl\n@property (nonatomic) CGFloat gap;\n@end\n"
            .write(to: implementation.deletingLastPathComponent().appendingPathComponent("TagButton.h"), atomically: true, encoding: .utf8)
        let run = try BinaryTests.run(["run", implementation.path], input: "")
        #expect(run.output.hasPrefix("note: read TagButton.h, beside the file, first, as its #import asks\n"))
        // Its header says UIControl: no title label of a button's, though the file reads one.
        #expect(!run.output.contains("titleLabel  added"))
        #expect(run.output.contains("tagButton  added"))
        let piped = try BinaryTests.run(["run", "-"], input: try String(contentsOf: implementation, encoding: .utf8))
        #expect(!piped.output.contains("note: read TagButton.h"))
    }

    @Test("check fails a notebook that verifies nothing, loudly, with status 1", arguments: [
        "# Only prose\n",
        "<!-- layout: skip -->\n```layout\nlayout> view a\n```\n",
        "```layout\nlayout> view a\n...\n```\n",
    ])
    func checkVerifiesNothing(_ text: String) throws {
        let notebook = try Self.file("nothing.md", text)
        defer { try? FileManager.default.removeItem(at: notebook.deletingLastPathComponent()) }
        let result = try BinaryTests.run(["check", notebook.path], input: "")
        #expect(result.status == 1)
        #expect(result.output.contains("error: nothing verified"))
    }

    @Test("a prose file among notebooks is noted, and the others' verdict stands")
    func proseAmongNotebooks() throws {
        let prose = try Self.file("index.md", "<!-- layoutbook notebook v1 -->\n# Index\n")
        let notebook = prose.deletingLastPathComponent().appendingPathComponent("one.md")
        try "```layout\nlayout> # nothing to print\n```\n".write(to: notebook, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: prose.deletingLastPathComponent()) }
        let result = try BinaryTests.run(["check", prose.path, notebook.path], input: "")
        #expect(result.output == "\(prose.path): note: no ```layout cell, nothing to verify\n1 passed, 0 failed\n")
        #expect(result.status == 0)
    }
}
