import Foundation
import Testing

/// The built `layoutbook` binary, driven as a user drives it: piped input, files, exit status.
@Suite("the layoutbook binary")
struct BinaryTests {
    /// The executable sits beside the test bundle in the build directory.
    static var binary: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutbook").path),
              directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("layoutbook")
    }

    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) throws
        -> (output: String, error: String, status: Int32)
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), process.terminationStatus)
    }

    @Test("piped input prints each command after 'layout> ' with its output, and no prompt or colour")
    func pipedInput() throws {
        let result = try Self.run([], input: "view box\nbox.snp.makeConstraints { make in\n  make.top.left.equalTo(10) ; make.size.equalTo(100)\n}\nframes\n")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("layout> view box\n"))
        #expect(result.output.contains("layout> box.snp.makeConstraints { make in\n...>   make.top.left.equalTo(10) ; make.size.equalTo(100)\n...> }\n"))
        #expect(result.output.contains("(10,10,100,100)"))
        #expect(!result.output.contains("\u{1B}["))
    }

    @Test("'run -' prints exactly what piped input prints")
    func runMatchesPipe() throws {
        let script = "scroll sv\nsv.snp.makeConstraints { make in make.edges.equalToSuperview() }\nview a in sv\n"
        let piped = try Self.run([], input: script)
        let run = try Self.run(["run", "-"], input: script)
        #expect(piped.output == run.output)
    }

    @Test("an error prints line:column, the line, a caret and a suggestion, and the exit status is 1")
    func errorStatus() throws {
        let result = try Self.run(["run", "-"], input: "view header\nheader.snp.makeConstraints { make in make.botom.equalTo(0) }\n")
        #expect(result.status == 1)
        #expect(result.output.contains("""
            2:43: error: SnapKit's maker has no member 'botom'
            header.snp.makeConstraints { make in make.botom.equalTo(0) }
                                                      ^~~~~
            did you mean 'bottom'?
            """))
    }

    @Test("--ascii output has no byte above 127")
    func asciiOnly() throws {
        let result = try Self.run(["run", "--ascii", "-"], input: "scroll sv\nsv.snp.makeConstraints { make in make.edges.equalToSuperview() }\nlabel t in sv text \"Hé\"\nt.snp.makeConstraints { make in make.edges.equalToSuperview() }\n")
        let body = result.output.split(separator: "\n").filter { !$0.hasPrefix("layout> ") }.joined(separator: "\n")
        #expect(body.utf8.allSatisfy { $0 < 128 })
    }

    @Test("'run FILE' reports a missing file clearly")
    func missingFile() throws {
        let result = try Self.run(["run", "/nonexistent/script.layout"], input: "")
        #expect(result.status != 0)
        #expect(result.error.contains("/nonexistent/script.layout"))
    }
}

extension BinaryTests {
    @Test("--json prints only JSON objects, one per line, the commands included")
    func jsonLines() throws {
        let result = try Self.run(["--json"], input: "view box\nbox.snp.makeConstraints { make in make.edges.equalToSuperview() }\nfoo\n")
        let lines = result.output.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("{\"type\":\"") && $0.hasSuffix("}") })
        #expect(lines.first == "{\"type\":\"command\",\"line\":1,\"text\":\"view box\"}")
        #expect(lines.contains("{\"type\":\"change\",\"name\":\"box\",\"property\":\"frame\",\"from\":{\"x\":0,\"y\":0,\"width\":0,\"height\":0},\"to\":{\"x\":0,\"y\":0,\"width\":375,\"height\":667}}"))
        #expect(lines.last == "{\"type\":\"error\",\"line\":3,\"column\":1,\"message\":\"unknown command 'foo'\",\"suggestion\":null}")
    }

    @Test("NO_COLOR and a pipe both mean no escape codes")
    func noColour() throws {
        let result = try Self.run([], input: "view a\na.snp.makeConstraints { make in make.top.left.equalTo(0) }\n", environment: ["NO_COLOR": "1"])
        #expect(!result.output.contains("\u{1B}"))
    }
}

extension BinaryTests {
    /// `notes.md` holding `text` in a new directory.
    static func temporaryNotebook(_ text: String, in directory: URL = FileManager.default.temporaryDirectory
        .appendingPathComponent("layoutbook-binary-tests-\(UUID().uuidString)")) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("notes.md")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("tutor without a terminal is a verifying replay: prose, each command, its output and verdict; exit 1 on a difference")
    func tutorWithoutTerminal() throws {
        let notebook = try Self.temporaryNotebook("""
            # Notes

            Set the output.

            ```layout
            layout> set output quiet
            note: output: quiet
            layout> view box frame 0,0,10,10
            box  added (0,0,10,10)
            ```

            The end.

            """)
        defer { try? FileManager.default.removeItem(at: notebook.deletingLastPathComponent()) }
        let result = try Self.run(["tutor", notebook.path], input: "")
        #expect(result.output == """

            # Notes

            Set the output.

            layout> set output quiet
            note: output: quiet
            ✓ matches the recording
            layout> view box frame 0,0,10,10
            ✗ differs from the recording
            -box  added (0,0,10,10)

            The end.

            1 passed, 1 failed

            """)
        #expect(result.status == 1)
    }

    @Test("tutor refuses a notebook's save without --allow-files, and writes nothing")
    func tutorWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutbook-binary-tests-\(UUID().uuidString)")
        let notebook = try Self.temporaryNotebook(
            "```layout\nlayout> view box\n...\nlayout> save \(directory.path)/copy.md\n...\n```\n", in: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Self.run(["tutor", notebook.path], input: "")
        #expect(result.output.contains("note: 'save \(directory.path)/copy.md' is not carried out here"))
        // Its recordings are only '...': the walk verified nothing, which fails, as in check.
        #expect(result.output.contains("error: nothing verified"))
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.md"])
    }
}
