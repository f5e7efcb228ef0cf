import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The pages of `layoutbook html` in a real browser: headless Chromium loads each page made from
/// the shipped notebooks inside a small harness page, which reads the page's DOM — every cell that
/// runs has its picture and the picture decoded (a malformed SVG does not), the step navigation
/// answers the arrow keys and the buttons — and writes what it found into its own DOM, which
/// `--dump-dom` prints. Each page is also photographed; the screenshots are kept for a person to
/// look at (the path is printed).
@Suite("notebooks as web pages, in a browser", .serialized)
struct NotebookPagesBrowserTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("every page shows a decoded picture after each cell, and ← → and the buttons move between steps")
    func pagesInChromium() throws {
        let browser = try #require(Browser.find(), "Chromium is needed: 'make test' installs Debian's chromium")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-pages-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let notebooks = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Notebooks").path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(notebooks.count >= 11)
        let made = try Process.output(Self.binary.path, ["html"] + notebooks.map { "Notebooks/" + $0 } + ["-o", work.path],
                                      in: Self.repository)
        #expect(made.status == 0, "\(made.text)")

        let shots = work.appendingPathComponent("screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        for notebook in notebooks {
            let page = notebook == "00-index.md" ? "index.html" : String(notebook.dropLast(3)) + ".html"
            let source = try String(contentsOf: Self.repository.appendingPathComponent("Notebooks/" + notebook), encoding: .utf8)
            let cells = source.components(separatedBy: "\n").filter { $0.hasPrefix("```layout") }.count
            let report = try browser.inspect(page: work.appendingPathComponent(page), harnessIn: work)
            var expected = ["cells \(cells)"]
            expected += (0..<cells).map { "picture cell-\($0 + 1) loaded" }
            if cells > 0 {
                expected += ["steps \(cells)", "current step-1", "after ArrowRight step-2", "after Next step-3",
                             "after ArrowLeft step-2", "after Previous step-1", "where Step 1 of \(cells)"]
            } else {
                expected += ["steps 0", "heading \(page == "index.html" ? "yes" : "no")"]
            }
            #expect(report == expected + ["done"], "\(page): \(report)")
            let shot = shots.appendingPathComponent(page.replacingOccurrences(of: ".html", with: ".png"))
            try browser.screenshot(page: work.appendingPathComponent(page), to: shot)
            let bytes = try Data(contentsOf: shot)
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 20_000, "\(shot.path) is not a picture of a page")
        }
        print("screenshots of the pages: \(shots.path)")
    }

    /// The built `layoutbook`, beside the test bundle in the build directory.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutbook").path), directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("layoutbook")
    }
}

/// Headless Chromium, with no network and a profile of its own.
struct Browser {
    let path: String

    static func find() -> Browser? {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return Browser(path: candidate)
        }
        return nil
    }

    func arguments(_ extra: [String], profile: URL) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--proxy-server=127.0.0.1:9", "--user-data-dir=\(profile.path)"] + extra
    }

    /// Loads `page` in a harness that reads its DOM, and returns the harness's findings, a line each.
    func inspect(page: URL, harnessIn directory: URL) throws -> [String] {
        let harness = directory.appendingPathComponent("harness-\(page.lastPathComponent)")
        try Self.harness(for: page.lastPathComponent).write(to: harness, atomically: true, encoding: .utf8)
        let run = try Process.output(path, arguments(["--allow-file-access-from-files", "--virtual-time-budget=15000",
                                                      "--dump-dom", harness.absoluteString],
                                                     profile: directory.appendingPathComponent("profile")),
                                     in: directory, timeout: 120)
        guard let start = run.text.range(of: "<pre id=\"result\">"),
              let end = run.text.range(of: "</pre>", range: start.upperBound..<run.text.endIndex) else {
            return ["no result from the harness: \(run.text.suffix(400))"]
        }
        return run.text[start.upperBound..<end.lowerBound].components(separatedBy: "\n").filter { !$0.isEmpty }
    }

    func screenshot(page: URL, to file: URL) throws {
        _ = try Process.output(path, arguments(["--window-size=1000,1400", "--screenshot=\(file.path)", page.absoluteString],
                                               profile: file.deletingLastPathComponent().appendingPathComponent("profile")),
                               in: file.deletingLastPathComponent(), timeout: 120)
    }

    static func harness(for page: String) -> String {
        """
        <!DOCTYPE html><html><body><pre id="result">pending</pre>
        <iframe id="page" src="\(page)" style="width:1000px;height:800px"></iframe>
        <script>
        var frame = document.getElementById('page');
        frame.addEventListener('load', function () {
          var d = frame.contentDocument, out = [];
          var cells = d.querySelectorAll('.cell[data-runs="true"]');
          out.push('cells ' + cells.length);
          cells.forEach(function (cell) {
            var img = cell.querySelector('img.lb-picture');
            // A picture the browser could not decode (malformed SVG) has no natural size.
            out.push('picture ' + cell.id + ' ' + (img ? (img.complete && img.naturalWidth >= 100 && img.naturalHeight >= 100
              ? 'loaded' : 'broken') : 'missing'));
          });
          var steps = d.querySelectorAll('section.step');
          out.push('steps ' + steps.length);
          if (steps.length > 0) {
            var current = function () { var s = d.querySelector('section.step.current'); return s ? s.id : 'none'; };
            var key = function (k) { d.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true })); };
            out.push('current ' + current());
            key('ArrowRight'); out.push('after ArrowRight ' + current());
            d.getElementById('next').click(); out.push('after Next ' + current());
            key('ArrowLeft'); out.push('after ArrowLeft ' + current());
            d.getElementById('previous').click(); out.push('after Previous ' + current());
            out.push('where ' + d.getElementById('where').textContent);
          } else {
            out.push('heading ' + (d.querySelector('h1[id]') ? 'yes' : 'no'));
          }
          document.getElementById('result').textContent = out.join('\\n') + '\\ndone';
        });
        </script></body></html>
        """
    }
}

extension Process {
    /// Runs a program to its end (or `timeout` seconds) and returns its status and its output and
    /// errors together.
    static func output(_ path: String, _ arguments: [String], in directory: URL, timeout: Double = 60) throws
        -> (status: Int32, text: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = directory.appendingPathComponent("output-\(getpid())-\(UUID().uuidString).txt")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try handle.close()
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: output)
        return (process.terminationStatus, text)
    }
}
