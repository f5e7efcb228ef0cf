import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Language
import Layout
import Notebook
import Rendering
import Testing

/// `show --svg`: the SVG pictures of the scenarios' final states (goldens, each looked at in
/// Chromium as a PNG before it was recorded), every notebook cell's picture as well-formed XML,
/// the README's picture kept current, and the write going through the runner's files.
@Suite("SVG pictures")
struct SVGPictureTests {
    static let repository = GoldenFile.directory.deletingLastPathComponent().deletingLastPathComponent()

    /// The layout a scenario script leaves.
    static func finalLayout(_ name: String) throws -> Layout {
        var runner = Runner(style: ReportStyle(width: 60))
        _ = runner.transcript(of: try GoldenFile.read("Scenarios/\(name).layout"))
        return runner.session.layout
    }

    @Test("the screen after a scenario is drawn as its golden SVG",
          arguments: ["01-vertical-stack", "03-horizontal-paging", "05-mixed-approach", "08-zooming"])
    func screenGolden(_ name: String) throws {
        try GoldenFile.check(Report.svg(try Self.finalLayout(name)), against: "Scenarios/\(name).svg")
    }

    @Test("a scroll view's whole content with its window is drawn as its golden SVG",
          arguments: [("01-vertical-stack", "scrollView"), ("08-zooming", "sv")])
    func contentGolden(_ name: String, scrollView: String) throws {
        let layout = try Self.finalLayout(name)
        let id = try #require(layout.id(of: scrollView))
        try GoldenFile.check(try #require(Report.svg(layout, scrollView: id)), against: "Scenarios/\(name).content.svg")
    }

    @Test("the same layout gives the same bytes")
    func deterministic() throws {
        #expect(Report.svg(try Self.finalLayout("05-mixed-approach")) == Report.svg(try Self.finalLayout("05-mixed-approach")))
    }

    @Test("a zoomed view is drawn with its transform: bounds 60×40 scaled 10 times")
    func zoomTransform() throws {
        // The scenario ends with `zoom sv to 0,0,30,20`: min(375/30, 667/20) = 12.5, clamped to the maximum 10.
        let picture = Report.svgPicture(of: try Self.finalLayout("08-zooming"))
        let rect = try #require(picture.nodes.first { $0.name == "rect" })
        #expect(rect.bounds.size == Size(width: 60, height: 40))
        #expect(rect.scale == 10)
        #expect(rect.rect.size == Size(width: 600, height: 400))
        #expect(SVGRenderer().render(picture).contains("data-name=\"rect\" transform=\"matrix(10 0 0 10 "))
    }

    @Test("the last conflict's minimal set is drawn: one red line per constraint, the broken one marked")
    func conflictLines() throws {
        var session = Session()
        _ = session.run("view box")
        _ = session.run("box.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.height.equalTo(100) }")
        let picture = Report.svgPicture(of: session.layout)
        // root.height == 667 (screen), box.top == root.top, box.bottom == root.bottom, box.height == 100.
        #expect(picture.conflict.map(\.description) == [
            "root.height == 667   (screen size)", "box.top == root.top", "box.bottom == root.bottom", "box.height == 100",
        ])
        #expect(picture.conflict.map(\.isBroken) == [false, false, false, true])
        // box.top == root.top binds the midpoints of the two top edges: box fills the screen, so both are (187.5, 0).
        #expect(picture.conflict[1].from == Point(x: 187.5, y: 0))
        // box.height == 100 is drawn across box, from its top to its bottom at its centre line.
        #expect(picture.conflict[3].from == Point(x: 187.5, y: 0) && picture.conflict[3].to == Point(x: 187.5, y: 667))
        let svg = SVGRenderer().render(picture)
        #expect(svg.contains("class=\"lb-constraint lb-broken\" data-constraint=\"box.height == 100\""))
        #expect(svg.contains("broken: box.height == 100"))
    }

    @Test("a label's lines are drawn in the text metric: each line as long as the system font sets it")
    func labelMetric() throws {
        var session = Session()
        _ = session.run("label title text \"Hello there\" font 20")
        _ = session.run("title.snp.makeConstraints { make in make.top.left.equalTo(0) }")
        let picture = Report.svgPicture(of: session.layout)
        let title = try #require(picture.nodes.first { $0.name == "title" })
        // "Hello there" at 20 pt is 95.706 wide, 96 at @3x; one line of 1.1934 × 20 = 23.868, 24 at @3x.
        #expect(title.bounds.size == Size(width: 96, height: 24))
        let text = try #require(title.text)
        #expect(text.fontSize == 20 && abs(text.lineHeight - 23.868) < 1e-9 && text.lines == ["Hello there"])
        // The line is centred in the 24-pt box, as UILabel draws it: (24 − 23.868) / 2 = 0.066 down.
        #expect(abs(text.top - 0.066) < 1e-9)
        #expect(SVGRenderer().render(picture).contains("textLength=\"95.706\" lengthAdjust=\"spacingAndGlyphs\">Hello there</text>"))
    }

    @Test("every notebook cell's picture is well-formed XML naming every view",
          arguments: ShippedNotebookTests.notebooks)
    func notebookPictures(_ path: String) throws {
        let document = try NotebookDocument.parse(bytes: try Array(Data(contentsOf: URL(fileURLWithPath: path))))
        var runner = Runner(style: NotebookReplay.recordingStyle)
        for cell in document.cells where !cell.directives.contains(.skip) {
            for entry in cell.entries { _ = runner.output(of: entry.command) }
            let layout = runner.session.layout
            let svg = Report.svg(layout)
            let names = try XMLCheck.viewNames(svg)
            // Every view but the hidden ones, which UIKit does not draw.
            let drawn = layout.viewsInTreeOrder.filter { !layout.isHiddenOnScreen($0) }
            #expect(names == drawn.compactMap { layout.name(of: $0) }, "\(path):\(cell.line)")
            for id in layout.viewsInTreeOrder where layout.isScrollView(id) {
                _ = try XMLCheck.viewNames(try #require(Report.svg(layout, scrollView: id)))
            }
        }
    }

    @Test("the README's picture is what the tool draws now (layoutbook run --allow-files Notebooks/pictures/tour.layout)")
    func readmePicture() throws {
        let script = try String(contentsOf: Self.repository.appendingPathComponent("Notebooks/pictures/tour.layout"), encoding: .utf8)
        let files = MemoryFiles()
        var runner = Runner(style: NotebookReplay.recordingStyle)
        runner.files = files
        _ = runner.transcript(of: script)
        #expect(runner.failures == 0)
        let drawn = try #require(files["Notebooks/pictures/tour.svg"])
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("Notebooks/pictures/tour.svg"), encoding: .utf8)
        #expect(drawn == committed, "run 'layoutbook run --allow-files Notebooks/pictures/tour.layout' to draw it again")
        #expect(try Self.readme().contains("Notebooks/pictures/tour.svg"))
    }

    static func readme() throws -> String {
        try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test("show --svg writes through the runner's files, and a replay without files only says so")
    func writesThroughFiles() throws {
        var replay = Runner()
        _ = replay.output(of: "scroll sv")
        #expect(replay.output(of: "show sv --svg pictures/sv.svg")
            == "note: 'show sv --svg pictures/sv.svg' is not carried out here: a replay never reads or writes files "
            + "(the shell does; notebooks need --allow-files)")
        let files = MemoryFiles()
        var shell = Runner()
        shell.files = files
        _ = shell.output(of: "scroll sv")
        #expect(shell.output(of: "show --svg my picture.svg") == "Wrote the screen to my picture.svg as SVG.")
        #expect(files["my picture.svg"] == Report.svg(shell.session.layout))
        #expect(shell.output(of: "show sv --svg sv.svg") == "Wrote sv's content to sv.svg as SVG.")
        #expect(shell.output(of: "show --svg notes.md").contains("error: an SVG file's name ends in '.svg'"))
        #expect(files["notes.md"] == nil)
        #expect(shell.output(of: "show root --svg r.svg").contains("is not a scroll view"))
        #expect(shell.output(of: "show --svg").contains("expected a file name after '--svg'"))
    }
}

/// Reads an SVG document with an XML parser: it must be well-formed, its root `<svg>`, and it
/// returns the `data-name` of every view group in document order.
enum XMLCheck {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    final class Names: NSObject, XMLParserDelegate {
        var names: [String] = []
        var root: String?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if root == nil { root = element }
            if element == "g", let name = attributes["data-name"] { names.append(name) }
        }
    }

    static func viewNames(_ svg: String) throws -> [String] {
        let parser = XMLParser(data: Data(svg.utf8))
        let delegate = Names()
        parser.delegate = delegate
        guard parser.parse() else {
            throw Malformed(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
        guard delegate.root == "svg" else { throw Malformed(description: "the root element is \(delegate.root ?? "none")") }
        return delegate.names
    }
}
