import Language
import Layout
import Testing

/// `show [v] --svg FILE` and `set picture WxH|auto`: the grammar, and what the session passes on.
@Suite("picture commands")
struct PictureCommandTests {
    static func file(_ source: String) -> FileCommand? {
        guard case .file(let file)? = parseCommands(source).commands.first else { return nil }
        return file
    }

    @Test("show --svg takes the rest of the line as a path, as save does")
    func svgPath() throws {
        let screen = try #require(Self.file("show --svg pictures/the screen#2.svg"))
        #expect(screen.kind == .svg && screen.view == nil && screen.path.value == "pictures/the screen#2.svg")
        let content = try #require(Self.file("show sv --svg ~/sv.svg   "))
        #expect(content.kind == .svg && content.view?.name == "sv" && content.path.value == "~/sv.svg")
        #expect(content.spelled == "show sv --svg ~/sv.svg")
        // Without the flag, show is the picture in the terminal as before.
        guard case .inspect(let inspect)? = parseCommands("show sv").commands.first else {
            Issue.record("show sv is not an inspection")
            return
        }
        #expect(inspect.view?.name == "sv")
    }

    @Test("a missing file name, a bad size and an unknown setting are errors at their place",
          arguments: [
            ("show --svg", "expected a file name after '--svg'"),
            ("set picture 1x30", "a picture is 2 to 1000 whole columns and rows"),
            ("set picture 100.5x30", "a picture is 2 to 1000 whole columns and rows"),
            ("set picture big", "expected a size in columns and rows (such as 100x30) or 'auto' after 'set picture'"),
          ])
    func errors(_ source: String, _ message: String) {
        let parsed = parseCommands(source)
        #expect(parsed.hasErrors)
        #expect(parsed.diagnostics.first?.message == message)
    }

    @Test("set picture passes the size on to the front end, and auto clears it")
    func setPicture() {
        var session = Session()
        let sized = session.run("set picture 100x30")
        #expect(sized.displays == [.pictureSize(PictureSize(columns: 100, rows: 30))])
        #expect(sized.notes == ["picture: 100×30"])
        #expect(session.run("set picture auto").displays == [.pictureSize(nil)])
    }

    @Test("show sv --svg names a scroll view, as show sv does")
    func svgView() {
        var session = Session()
        _ = session.run("scroll sv ; view box")
        #expect(session.run("show sv --svg a.svg").displays.count == 1)
        #expect(session.run("show box --svg a.svg").diagnostics.first?.message
            == "'show box --svg' draws a scroll view's whole content; 'box' is not a scroll view")
        #expect(session.run("show nothing --svg a.svg").failed)
    }
}
