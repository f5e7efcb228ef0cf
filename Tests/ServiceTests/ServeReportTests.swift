import Notebook
import Testing

@testable import Service

/// What a `run` reply lists after an entry that changed the layout: what changed (the default),
/// or with `"report": "full"` the whole state, as `run --json` prints it.
@Suite("serve replies: what changed, or the whole state")
struct ServeReportTests {
    static func run(_ code: String, report: String? = nil, _ session: inout ServiceSession) throws -> [String] {
        var params = "{\"code\":" + JSON.string(code).encoded
        if let report { params += ",\"report\":\"\(report)\"" }
        let reply = try ServeProtocolTests.send(ServeProtocolTests.request(1, "run", params + "}"), &session)
        return reply?["result"]?["records"]?.arrayValue?.map(\.encoded) ?? []
    }

    /// A stack of `rows` views 40 tall with 8 between them in a content view 375 wide.
    static func stack(_ rows: Int) -> String {
        var lines = ["view content", "content.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }"]
        for i in 0..<rows {
            lines.append("view row\(i) in content")
            let top = i == 0 ? "make.top.equalToSuperview()" : "make.top.equalTo(row\(i - 1).snp.bottom).offset(8)"
            lines.append("row\(i).snp.makeConstraints { make in \(top); make.left.right.equalToSuperview(); make.height.equalTo(40) }")
        }
        lines.append("content.snp.makeConstraints { make in make.bottom.equalTo(row\(rows - 1)) }")
        return lines.joined(separator: "\n")
    }

    @Test("a row's height changed in a stack of 40 lists the frames it moved, and no view's whole record")
    func changesOnly() throws {
        var session = ServiceSession()
        _ = try Self.run(Self.stack(40), &session)
        let records = try Self.run("row37.snp.updateConstraints { make in make.height.equalTo(50) }", &session)
        // row37 grows by 10, rows 38 and 39 move down by 10, the content grows by 10.
        #expect(Array(records.dropFirst()) == [
            #"{"type":"change","name":"content","property":"frame","from":{"x":0,"y":0,"width":375,"height":1912},"to":{"x":0,"y":0,"width":375,"height":1922}}"#,
            #"{"type":"change","name":"row37","property":"frame","from":{"x":0,"y":1776,"width":375,"height":40},"to":{"x":0,"y":1776,"width":375,"height":50}}"#,
            #"{"type":"change","name":"row38","property":"frame","from":{"x":0,"y":1824,"width":375,"height":40},"to":{"x":0,"y":1834,"width":375,"height":40}}"#,
            #"{"type":"change","name":"row39","property":"frame","from":{"x":0,"y":1872,"width":375,"height":40},"to":{"x":0,"y":1882,"width":375,"height":40}}"#,
        ])
    }

    @Test("with report full the records are the bytes run --json prints for the same entries")
    func fullIsRunJSON() throws {
        var session = ServiceSession()
        var runner = Runner(json: true)
        var printed: [String] = []
        for code in [Self.stack(3), "row1.snp.updateConstraints { make in make.height.equalTo(60) }", "undo", "frames"] {
            let records = try Self.run(code, report: "full", &session)
            let lines = ScriptEntries.split(code).map { runner.transcript(of: $0) }.joined().split(separator: "\n").map(String.init)
            #expect(records == lines)
            printed += records
        }
        // Every view's record after each entry, not only the changed.
        #expect(printed.filter { $0.hasPrefix(#"{"type":"view","name":"row0""#) }.count > 4)
    }

    @Test("a new view gets its whole record; a scroll view whose content grew gets its scroll state")
    func newViewsAndScrollState() throws {
        var session = ServiceSession()
        _ = try Self.run("scroll sv\nsv.snp.makeConstraints { make in make.edges.equalToSuperview() }", &session)
        let added = try Self.run("view page in sv\npage.snp.makeConstraints { make in make.edges.equalToSuperview(); make.width.equalTo(750); make.height.equalTo(667) }", &session)
        let view = added.first { $0.hasPrefix(#"{"type":"view","name":"page""#) }
        #expect(view?.hasPrefix(#"{"type":"view","name":"page","kind":"view","superview":"sv","frame":{"x":0,"y":0,"width":0,"height":0}"#) == true)
        let scroll = added.last { $0.hasPrefix(#"{"type":"scrollView","name":"sv""#) }
        #expect(scroll?.contains(#""contentSize":{"width":750,"height":667}"#) == true)
        #expect(scroll?.contains(#""horizontal":{"min":0,"max":375,"scrolls":true}"#) == true)
        #expect(added.contains(#"{"type":"change","name":"sv","property":"contentSize","from":{"width":0,"height":0},"to":{"width":750,"height":667}}"#))
        // The root and the scroll view did not move: neither is listed again.
        #expect(!added.contains { $0.hasPrefix(#"{"type":"view","name":"sv""#) || $0.hasPrefix(#"{"type":"view","name":"root""#) })
    }

    @Test("a warning is listed when it starts to hold, not again while it holds, and as resolved when it stops")
    func warningsComeAndGo() throws {
        var session = ServiceSession()
        let made = try Self.run("view square\nsquare.snp.makeConstraints { make in make.top.left.equalTo(0); make.height.equalTo(50); make.width.equalTo(100); make.width.equalTo(200) }", &session)
        #expect(made.contains { $0.hasPrefix(#"{"type":"warning","kind":"conflict","new":true,"broken":"square.width == 200","conflicting":["square.width == 100"]"#) })
        let moved = try Self.run("square.snp.updateConstraints { make in make.height.equalTo(60) }", &session)
        #expect(!moved.contains { $0.contains(#""type":"warning""#) })
        let fixed = try Self.run("undo\nundo", &session)
        #expect(fixed.contains(#"{"type":"resolved","kind":"conflict","broken":"square.width == 200","conflicting":["square.width == 100"],"message":"Unable to simultaneously satisfy constraints."}"#))
        // The view is back to 0×0 with nothing pinning it: ambiguous again, a new warning.
        #expect(fixed.contains { $0.hasPrefix(#"{"type":"warning","kind":"ambiguity","new":true,"view":"square","axis":"horizontal""#) })
    }

    @Test("undo and redo take report too; a report that is neither changes nor full is -32602 naming both")
    func undoAndBadReport() throws {
        var session = ServiceSession()
        _ = try Self.run(Self.stack(2), &session)
        let undo = try ServeProtocolTests.send(ServeProtocolTests.request(2, "undo", #"{"report":"full"}"#), &session)
        #expect(undo?["result"]?["records"]?.arrayValue?.contains { $0["type"]?.stringValue == "screen" } == true)
        let redo = try ServeProtocolTests.send(ServeProtocolTests.request(3, "redo"), &session)
        #expect(redo?["result"]?["records"]?.arrayValue?.contains { $0["type"]?.stringValue == "screen" } == false)
        let bad = try ServeProtocolTests.send(ServeProtocolTests.request(4, "run", #"{"code":"view x","report":"all"}"#), &session)
        #expect(bad?["error"]?["code"]?.intValue == -32602)
        #expect(bad?["error"]?["message"]?.stringValue?.contains(#""changes""#) == true)
        #expect(session.runner.session.layout.id(of: "x") == nil)
    }

    @Test("a view remade in another superview gets its whole record again; its warnings are resolved, then new")
    func remade() throws {
        var session = ServiceSession()
        _ = try Self.run("view card\nview badge", &session)
        let records = try Self.run("remove badge ; view badge in card", &session)
        // The same frame (0×0 at 0,0): no change record; the view record says where it is.
        #expect(!records.contains { $0.hasPrefix(#"{"type":"change""#) })
        let views = records.filter { $0.hasPrefix(#"{"type":"view""#) }
        #expect(views.count == 1)
        #expect(views.first?.hasPrefix(#"{"type":"view","name":"badge","kind":"view","superview":"card""#) == true)
        let warnings = records.compactMap { record -> String? in
            guard let value = try? JSONParser.parse(record), let type = value["type"]?.stringValue,
                  type == "warning" || type == "resolved" else { return nil }
            return "\(type) \(value["view"]?.stringValue ?? "") \(value["axis"]?.stringValue ?? "")"
        }
        #expect(warnings == ["resolved badge horizontal", "resolved badge vertical", "warning badge horizontal", "warning badge vertical"])
    }

    @Test("a pasted conflict log replaces the views: its answer, then the whole state of the log's views")
    func conflictLog() throws {
        var session = ServiceSession()
        _ = try Self.run(Self.stack(3), &session)
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>
            """
        let records = try Self.run(log, &session)
        let types = records.compactMap { (try? JSONParser.parse($0))?["type"]?.stringValue }
        #expect(Array(types.prefix(3)) == ["command", "conflictLog", "screen"])
        // The stack's views are gone; the log's view is listed with the root.
        let names = records.compactMap { record -> String? in
            guard let value = try? JSONParser.parse(record), value["type"]?.stringValue == "view" else { return nil }
            return value["name"]?.stringValue
        }
        #expect(names.count == 2 && names.first == "root" && !names.contains("row0"))
    }

    @Test("a device change lists the new screen")
    func screen() throws {
        var session = ServiceSession()
        let records = try Self.run("device iPhone 15", &session)
        #expect(records.contains(#"{"type":"screen","width":393,"height":852,"device":"iPhone 15","orientation":"portrait","statusBar":54,"container":"window"}"#))
    }
}
