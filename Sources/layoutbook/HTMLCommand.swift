import ArgumentParser
import Notebook
import Pages
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// `layoutbook html NOTEBOOK… -o DIR`: each notebook as one self-contained web page.
struct HTML: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Write each notebook as a self-contained web page (prose, cells, SVG pictures, step navigation).",
        discussion: """
            Each NOTEBOOK.md becomes DIR/NOTEBOOK.html, and 00-index.md becomes DIR/index.html; links \
            between notebooks point at their pages. A page loads nothing from elsewhere. Each cell \
            shows its commands with what they print now and a picture of the layout after it (only \
            after cells marked '<!-- layout: picture -->' when a notebook marks any); an output that \
            differs from its recording is marked. Previous/Next and the arrow keys move between steps. \
            The notebooks' own 'save' and 'load' are never carried out.
            """)

    @Argument(help: "The notebooks.")
    var files: [String]

    @Option(name: [.customShort("o"), .customLong("output")], help: "The folder to write the pages to (made if missing).")
    var output: String

    func run() throws {
        if let problem = RegularFile.nameProblem(output) { throw ValidationError("cannot make \(VisibleControls.line(output)): \(problem)") }
        if mkdir(output, 0o755) != 0, errno != EEXIST {
            throw ValidationError("cannot make \(output): \(String(cString: strerror(errno)))")
        }
        var differences = 0
        for file in files {
            let page = NotebookPage(try NotebookFiles.load(file), name: file)
            let target = output + "/" + NotebookPage.pageName(for: file)
            try NotebookFiles.writeAtomically(page.html, to: target)
            differences += page.differences
            let pictures = "\(page.pictures) \(page.pictures == 1 ? "picture" : "pictures")"
            let differing = page.differences == 0 ? "" : ", \(page.differences) outputs differ from the recording"
            Terminal.write("wrote \(target) (\(pictures)\(differing))\n")
        }
        if differences > 0 { throw ExitCode(1) }
    }
}
