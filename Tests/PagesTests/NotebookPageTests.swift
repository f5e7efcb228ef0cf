import Notebook
import Testing

@testable import Pages

/// `layoutbook html`: a notebook as one self-contained page.
@Suite("notebook pages")
struct NotebookPageTests {
    static let notebook = """
        <!-- layoutbook notebook v1 -->
        # A title

        See [the index](00-index.md) and [zooming](08-zooming.md#the-content), or [elsewhere](https://example.com/a.md).

        ## First step

        ```layout
        layout> scroll sv
        ...
        ```

        ## First step

        <!-- layout: picture -->
        ```layout
        layout> sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
        ...
        ```

        The end.
        """

    @Test("notebook files become pages; 00-index.md becomes index.html")
    func pageNames() {
        #expect(NotebookPage.pageName(for: "Notebooks/01-vertical-stack-snapkit.md") == "01-vertical-stack-snapkit.html")
        #expect(NotebookPage.pageName(for: "Notebooks/00-index.md") == "index.html")
        #expect(NotebookPage.pageTarget(for: "sub/05-mixed.md#fix") == "sub/05-mixed.html#fix")
        #expect(NotebookPage.pageTarget(for: "https://example.com/a.md") == "https://example.com/a.md")
        #expect(NotebookPage.pageTarget(for: "#part") == "#part")
    }

    @Test("prose is rendered from Markdown with anchors, links point at pages, cells are steps")
    func page() throws {
        let page = NotebookPage(try NotebookDocument.parse(Self.notebook), name: "x.md")
        #expect(page.title == "A title")
        #expect(page.html.contains("<h1 id=\"a-title\">A title"))
        #expect(page.html.contains("<h2 id=\"first-step\">") && page.html.contains("<h2 id=\"first-step-2\">"))
        #expect(page.html.contains("href=\"index.html\"") && page.html.contains("href=\"08-zooming.html#the-content\""))
        #expect(page.html.contains("href=\"https://example.com/a.md\""))
        #expect(page.html.contains("<section class=\"step\" id=\"step-2\" data-step=\"2\">"))
        #expect(page.html.contains("<pre class=\"command\">layout&gt; scroll sv</pre>"))
        // The notebook asks for a picture after its second cell only.
        #expect(page.pictures == 1)
        #expect(page.html.components(separatedBy: "<img class=\"lb-picture\"").count == 2)
        #expect(!page.html.contains("http://") && !page.html.contains("src=\"http"))
        #expect(page.differences == 0)
        #expect(NotebookPage(try NotebookDocument.parse(Self.notebook), name: "x.md").html == page.html)
    }

    @Test("an output that differs from its recording is shown and marked")
    func differs() throws {
        let page = NotebookPage(try NotebookDocument.parse("```layout\nlayout> scroll sv\nsomething else\n```\n"), name: "y.md")
        #expect(page.differences == 1)
        #expect(page.html.contains("<div class=\"entry differs\">"))
    }
}

/// Prose an adversarial notebook could carry, made into a page in bounded time.
@Suite("prose brackets")
struct ProseBracketTests {
    @Test("thirty unclosed [ before a link in one line of prose are made into a page at once, shown as text")
    func unclosedBrackets() throws {
        let line = "3. [The label that " + String(repeating: "[", count: 30) + "scrolls](02-x.md) on."
        let notebook = "<!-- layoutbook notebook v1 -->\n# Brackets\n\n" + line + "\n"
        let page = NotebookPage(try NotebookDocument.parse(notebook), name: "x.md")
        // The last [ opens the link; the 29 before it are text.
        #expect(page.html.contains("<li>[The label that " + String(repeating: "[", count: 6) + "<a href=\"02-x.html\">"))
        #expect(ProseHTML.textOf(page.html).contains("The label that " + String(repeating: "[", count: 29) + "scrolls on."))
    }

    @Test("a list whose last line holds only a tab or spaces becomes a list on the page")
    func listEndingInWhitespace() {
        for ending in ["\t", "   ", " \t "] {
            var prose = ProseHTML()
            let html = prose.html(["1. Pin the box", "2. Give it a width", ending])
            #expect(html.contains("<ol><li>Pin the box</li><li>Give it a width</li></ol>"))
            var nested = ProseHTML()
            #expect(nested.html(["- outer", "  - inner", ending]).contains("<li>inner</li>"))
        }
    }

    @Test("a fence, a blank line, and a fence with a run of 300 [ after it are made into a page at once, past ten escaped")
    func bracketsAfterAFenceAcrossABlankLine() {
        let run = String(repeating: "[", count: 300)
        let markdown = "```\n\n```box" + run + "\n```"
        let bounded = ProseHTML.boundingBrackets(markdown)
        #expect(bounded == "```\n\n```box" + String(repeating: "[", count: 10) + String(repeating: "\\[", count: 290) + "\n```")
        var prose = ProseHTML()
        #expect(prose.html(markdown.components(separatedBy: "\n")).contains("box"))
    }

    @Test("brackets past eight open ones are escaped; code spans, escaped brackets and a blank line do not count")
    func escapedPastTheLimit() {
        #expect(ProseHTML.boundingBrackets("[a](b.md) [[c]]") == "[a](b.md) [[c]]")
        #expect(ProseHTML.boundingBrackets(String(repeating: "[", count: 10)) == String(repeating: "[", count: 8) + "\\[\\[")
        #expect(ProseHTML.boundingBrackets("`" + String(repeating: "[", count: 9) + "` [x]")
            == "`" + String(repeating: "[", count: 9) + "` [x]")
        #expect(ProseHTML.boundingBrackets(String(repeating: "\\[", count: 10) + "[") == String(repeating: "\\[", count: 10) + "[")
        #expect(ProseHTML.boundingBrackets(String(repeating: "[", count: 8) + "\n\n[") == String(repeating: "[", count: 8) + "\n\n[")
        #expect(ProseHTML.boundingBrackets(String(repeating: "[", count: 8) + "\n[") == String(repeating: "[", count: 8) + "\n\\[")
    }
}
