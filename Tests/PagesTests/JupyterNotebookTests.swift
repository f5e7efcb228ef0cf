import Notebook
import Testing

@testable import Pages

/// `layoutbook ipynb`: a notebook as nbformat 4.5 JSON.
@Suite("Jupyter notebooks")
struct JupyterNotebookTests {
    static let notebook = """
        <!-- layoutbook notebook v1 -->
        # Two boxes

        <!-- layout: skip -->
        ```layout
        layout> view ghost
        as recorded
        ```
        """

    @Test("prose is a Markdown cell without Layoutbook's comments; a skipped cell keeps its recording and has no picture")
    func cells() throws {
        let document = try NotebookDocument.parse(Self.notebook)
        let text = JupyterNotebook(document, name: "two.md").text
        #expect(text == """
            {
             "cells": [
              {
               "cell_type": "markdown",
               "id": "prose-1",
               "metadata": {},
               "source": [
                "# Two boxes"
               ]
              },
              {
               "cell_type": "code",
               "execution_count": null,
               "id": "step-1",
               "metadata": {
                "layoutbook": {
                 "skip": true
                }
               },
               "outputs": [
                {
                 "name": "stdout",
                 "output_type": "stream",
                 "text": [
                  "layout> view ghost\\n",
                  "as recorded\\n"
                 ]
                }
               ],
               "source": [
                "view ghost"
               ]
              }
             ],
             "metadata": {
              "language_info": {
               "file_extension": ".layout",
               "mimetype": "text/x-layoutbook",
               "name": "layoutbook"
              },
              "layoutbook": {
               "notebook": "two.md"
              }
             },
             "nbformat": 4,
             "nbformat_minor": 5
            }

            """)
    }

    @Test("a cell that runs gets the picture after it as SVG and as the terminal picture")
    func picture() throws {
        let document = try NotebookDocument.parse("```layout\nlayout> view box\n```\n")
        let notebook = JupyterNotebook(document, name: "one.md")
        #expect(notebook.pictures == 1)
        #expect(notebook.differences == 1)
        #expect(notebook.text.contains("\"image/svg+xml\": [\n       \"<svg xmlns=\\\"http://www.w3.org/2000/svg\\\""))
        #expect(notebook.text.contains("\"text/plain\": [\n       \"┌root───"))
    }
}
