import ArgumentParser
import Notebook
import Pages

/// `layoutbook ipynb NOTEBOOK -o FILE.ipynb`: a notebook as a Jupyter notebook.
struct IPYNB: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ipynb",
        abstract: "Write a notebook as a Jupyter notebook (nbformat 4.5): prose, cells, outputs, SVG pictures.",
        discussion: """
            Prose becomes Markdown cells; each layout cell a code cell with its commands as source, \
            each command after 'layout> ' with what it prints as its output, and a picture of the layout after it both as SVG \
            (image/svg+xml) and as the terminal picture (text/plain, for viewers that drop SVG) — only \
            after cells marked '<!-- layout: picture -->' when a notebook marks any. As 'html' does, \
            the cells are replayed: outputs are what the commands print now, and the command exits 1 \
            when one differs from the recording ('check' shows where). A 'skip' cell keeps its \
            recording. Cell ids are prose-N and step-N; the same notebook gives the same bytes. The \
            notebook's own 'save' and 'load' are never carried out.
            """)

    @Argument(help: "The notebook (.md).")
    var file: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The .ipynb file to write (replaced whole).")
    var output: String

    func run() throws {
        let notebook = JupyterNotebook(try CommandFailure.reporting { try NotebookFiles.load(file) },
                                       name: file.split(separator: "/").last.map(String.init) ?? file)
        try NotebookFiles.writeAtomically(notebook.text, to: output)
        let pictures = "\(notebook.pictures) \(notebook.pictures == 1 ? "picture" : "pictures")"
        let differing = notebook.differences == 0 ? ""
            : notebook.differences == 1 ? ", 1 output differs from the recording"
            : ", \(notebook.differences) outputs differ from the recording"
        Terminal.write("wrote \(output) (\(pictures)\(differing))\n")
        if notebook.differences > 0 { throw ExitCode(1) }
    }
}
