import Testing

@testable import Service

/// `layoutbook lsp`: Content-Length framing, and a document's problems placed on its lines.
@Suite("language server")
struct LanguageServerTests {
    @Test("messages are cut by their Content-Length wherever the chunks end; one over the limit is skipped")
    func framing() {
        var framer = HeaderFramer(limit: 10)
        var events = framer.feed(Array("Content-Length: 2\r\nContent-Type: x\r\n\r\n{".utf8))
        events += framer.feed(Array("}Content-Length: 12\r\n\r\n0123456789ABContent-Length: 2\r\n\r\n[]".utf8))
        #expect(events == [.message(Array("{}".utf8)), .tooLarge(bytes: 12), .message(Array("[]".utf8))])
        var bad = HeaderFramer()
        #expect(bad.feed(Array("Length: 3\r\n\r\nabc".utf8)) == [.badHeader("no valid Content-Length header")])
    }

    @Test("a conflict is placed on the broken constraint's statement, the rest of its minimal set related")
    func conflict() {
        let analysis = DocumentAnalysis(text: """
            view box
            box.snp.makeConstraints { make in
                make.top.left.equalTo(0)
                make.height.equalTo(10)
                make.width.equalTo(100)
                make.width.equalTo(120)
            }
            """, isNotebook: false)
        let conflict = analysis.problems.first { $0.code == "layoutbook.conflict" }
        #expect(conflict?.place == DocumentAnalysis.Place(line: 5, start: 4, end: 27))
        #expect(conflict?.message == "Unable to simultaneously satisfy constraints: UIKit breaks box.width == 120")
        #expect(conflict?.related.map(\.place.line) == [4, 5])
        // The one ranking of ConflictAdvice: one width of two set twice is the mistake, the one
        // UIKit breaks is taken out; lowering either would still set the width twice.
        #expect(conflict?.fixes.map(\.title) == ["Keep one of box.width == 100 and box.width == 120: they set box.width "
            + "twice, to 100 and to 120 — UIKit broke box.width == 120, so removing it is what is tried here"])
        #expect(conflict?.fixes.map(\.place) == [DocumentAnalysis.Place(line: 5, start: 4, end: 27)])
        #expect(conflict?.fixes.map(\.text) == [""])
    }

    /// A box 400 wide pinned left on a 375-pt screen, its right edge kept on screen: the newest
    /// constraint, `box.right <= root.right`, is broken; ConflictAdvice's first fix is its
    /// priority at 999, spelled as the equation's own `@999` in place of the line.
    @Test("a code action lowers a priority as the code's own syntax writes it, in place of the statement")
    func priorityInTheCodesSyntax() {
        let analysis = DocumentAnalysis(text: """
            view box
            box.left == root.left
            box.top == root.top
            box.height == 10
            box.width == 400
              box.right <= root.right
            """, isNotebook: false)
        let conflict = analysis.problems.first { $0.code == "layoutbook.conflict" }
        #expect(conflict?.fixes.first?.title == "Give box.right <= root.right priority 999, so it gives way where it cannot hold")
        #expect(conflict?.fixes.first?.place == DocumentAnalysis.Place(line: 5, start: 2, end: 25))
        #expect(conflict?.fixes.first?.text == "box.right <= root.right @999")
    }

    @Test("hover names the view's kind and solved frame; a word that is no view has no hover")
    func hover() {
        let analysis = DocumentAnalysis(text: "scroll pager\npager.snp.makeConstraints { make in make.edges.equalToSuperview() }",
                                        isNotebook: false)
        #expect(analysis.hover(line: 1, column: 3)?.text
            == "**pager** · scroll view\n\nframe (0, 0, 375, 667) in root\n\nwindow (0, 0, 375, 667)\n\ncontentSize 0×0 · does not scroll")
        #expect(analysis.hover(line: 1, column: 12) == nil)
    }

    @Test("positions count UTF-16 code units, as LSP's default encoding does")
    func utf16() {
        #expect(LanguageServer.utf16Column("a😀b", 2) == 3)
        #expect(LanguageServer.characterColumn(["a😀b"], line: 0, utf16: 3) == 2)
    }
}

/// Where the problems of pasted code that makes its views in a loop are placed.
@Suite("problem places")
struct ProblemPlaceTests {
    @Test("a constraint made in a SnapKit block is placed on its make statement, not on the line naming the view")
    func snapKitStatement() {
        let analysis = DocumentAnalysis(text: """
            let feed = UIView()
            view.addSubview(feed)
            feed.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(view).multipliedBy(0.5)
                make.width.equalTo(90)
                make.height.equalTo(40)
            }
            """, isNotebook: false)
        let conflict = analysis.problems.first { $0.code == "layoutbook.conflict" }
        #expect(conflict?.related.map(\.place.line).sorted() == [4, 5])
        #expect(conflict?.place.line == 5)
    }

    @Test("SnapKit's composite attributes stand for the ones they make; `$0` opens a statement as `make` does")
    func composites() {
        #expect(DocumentAnalysis.snapKitChain(on: "  make.edges.equalToSuperview().inset(8) ; make.width.equalTo(3)", attribute: "left") == 2..<40)
        #expect(DocumentAnalysis.snapKitChain(on: "  make.edges.equalToSuperview().inset(8) ; make.width.equalTo(3)", attribute: "width") == 43..<64)
        #expect(DocumentAnalysis.snapKitChain(on: "scrollView.snp.makeConstraints { $0.size.equalTo(10) }", attribute: "height") == 33..<52)
        #expect(DocumentAnalysis.snapKitChain(on: "make.size.equalTo(10)", attribute: "top") == nil)
    }
}
