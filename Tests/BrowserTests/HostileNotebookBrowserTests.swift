import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A page made from a notebook someone sent runs none of the notebook's code: Chromium loads a
/// page whose prose holds the usual attacks — a script element, an image's error handler, a
/// `javascript:` link, a link address that closes its quote and adds `onclick` — and a harness
/// clicks every link, then reads whether any of them marked the page.
@Suite("a hostile notebook's page, in a browser", .serialized)
struct HostileNotebookBrowserTests {
    static let notebook = """
        <!-- layoutbook notebook v1 -->
        # A harmless-looking tutorial

        Start here. <script>document.body.setAttribute('data-pwned-script', 'yes')</script>

        <img src="nowhere.png" onerror="document.body.setAttribute('data-pwned-img', 'yes')">

        A [first link](javascript:document.body.setAttribute('data-pwned-javascript','yes')) and a
        [second](https://example.invalid/a"onclick="document.body.setAttribute('data-pwned-onclick','yes')) and a
        [third](JaVaScRiPt&#58;document.body.setAttribute('data-pwned-entity','yes')) and a
        [safe one](#step-1).

        ```layout
        layout> view box
        box  added (0,0,0,0)
        ```

        """

    static func harness(for page: String) -> String {
        """
        <!DOCTYPE html><html><body><pre id="result">pending</pre>
        <iframe id="page" src="\(page)" style="width:1000px;height:800px"></iframe>
        <script>
        var frame = document.getElementById('page');
        frame.addEventListener('load', function () {
          var d = frame.contentDocument, out = [];
          d.querySelectorAll('a').forEach(function (a) { try { a.click(); } catch (e) {} });
          setTimeout(function () {
            var marks = Array.prototype.slice.call(d.body.attributes).map(function (a) { return a.name; })
              .filter(function (n) { return n.indexOf('data-pwned') === 0; });
            out.push('marks ' + (marks.length ? marks.sort().join(' ') : 'none'));
            out.push('scripts ' + d.querySelectorAll('script').length);
            var handlers = 0;
            d.querySelectorAll('*').forEach(function (e) {
              for (var i = 0; i < e.attributes.length; i++) { if (e.attributes[i].name.indexOf('on') === 0) handlers++; }
            });
            out.push('handlers ' + handlers);
            out.push('script shown as text ' + (d.body.textContent.indexOf("<script>document.body") >= 0 ? 'yes' : 'no'));
            out.push('steps work ' + (d.querySelector('section.step.current') ? 'yes' : 'no'));
            document.getElementById('result').textContent = out.join('\\n') + '\\ndone';
          }, 1000);
        });
        </script></body></html>
        """
    }

    @Test("no script, handler or javascript: link from the prose runs; the page's own script still does")
    func attacksDoNotRun() throws {
        let browser = try #require(Browser.find(), "Chromium is needed: 'make test' installs Debian's chromium")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-hostile-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try Self.notebook.write(to: work.appendingPathComponent("hostile.md"), atomically: true, encoding: .utf8)
        let made = try Process.output(NotebookPagesBrowserTests.binary.path, ["html", "hostile.md", "-o", "pages"], in: work)
        // The page is written whether or not the recorded output matches (it does not have to here).
        #expect(made.text.contains("wrote pages/hostile.html"), "\(made.text)")
        let pages = work.appendingPathComponent("pages")
        let harness = pages.appendingPathComponent("harness.html")
        try Self.harness(for: "hostile.html").write(to: harness, atomically: true, encoding: .utf8)
        let run = try Process.output(browser.path, browser.arguments(["--allow-file-access-from-files", "--virtual-time-budget=15000",
                                                                      "--dump-dom", harness.absoluteString],
                                                                     profile: work.appendingPathComponent("profile")),
                                     in: work, timeout: 120)
        let start = try #require(run.text.range(of: "<pre id=\"result\">"), "no result: \(run.text.suffix(400))")
        let end = try #require(run.text.range(of: "</pre>", range: start.upperBound..<run.text.endIndex))
        let report = run.text[start.upperBound..<end.lowerBound].components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(report == ["marks none", "scripts 1", "handlers 0", "script shown as text yes", "steps work yes", "done"])
    }
}
