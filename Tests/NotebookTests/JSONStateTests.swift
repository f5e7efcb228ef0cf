import Layout
import Notebook
import Testing

@testable import Rendering

/// The whole state `--json` prints after an entry, worked out from the snapshot the runner keeps
/// between entries (as the prompt does), against the same state worked out from scratch and the
/// picture the records describe.
@Suite("the JSON state")
struct JSONStateTests {
    /// Scroll views scrolled and zoomed, labels that wrap, a stack view with a hidden view, an
    /// ambiguous view, a conflict and a device: each entry changes what the records say.
    static let scripts = [
        """
        scroll sv ; sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
        view content in sv
        content.snp.makeConstraints { make in make.edges.equalTo(sv.contentLayoutGuide); make.width.equalTo(sv.frameLayoutGuide); make.height.equalTo(1400) }
        label title in content text "A headline long enough to wrap onto a second line at this width" lines 0
        title.snp.makeConstraints { make in make.top.left.right.equalToSuperview().inset(16) }
        scroll sv to 0,600
        view loose in content
        title.snp.updateConstraints { make in make.left.equalToSuperview().inset(120) }
        device iPhone 15
        undo
        """,
        """
        label name text "Name" ; label email text "Email" ; label phone text "Phone"
        stack form axis vertical spacing 8 [name, email, phone]
        form.snp.makeConstraints { make in make.top.left.right.equalToSuperview().inset(20) }
        email.isHidden = true
        email.isHidden = false
        view square
        square.snp.makeConstraints { make in make.top.left.equalTo(0); make.height.equalTo(50); make.width.equalTo(100); make.width.equalTo(200) }
        """,
        """
        scroll sv frame 0,0,375,667 ; view rect in sv
        rect.snp.makeConstraints { make in make.edges.equalToSuperview(); make.width.equalTo(60); make.height.equalTo(40) }
        sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 10
        sv.zoomView = rect
        sv.zoomScale = 4
        zoom sv to 10,10,30,20
        """,
    ]

    static func isState(_ record: String) -> Bool {
        record.hasPrefix(#"{"type":"screen""#) || record.hasPrefix(#"{"type":"view""#) || record.hasPrefix(#"{"type":"scrollView""#)
    }

    @Test("after every entry, the state from the snapshot the runner keeps is the state worked out from scratch")
    func keptSnapshot() {
        for script in Self.scripts {
            var runner = Runner(json: true)
            var compared = 0
            for entry in ScriptEntries.split(script) {
                let printed = runner.transcript(of: entry).split(separator: "\n").map(String.init)
                #expect(!printed.contains { $0.hasPrefix(#"{"type":"error""#) }, "\(entry.text)")
                let state = printed.filter(Self.isState)
                guard !state.isEmpty else { continue }
                #expect(state == Report.json(from: nil, to: runner.session.layout).filter(Self.isState), "\(entry.text)")
                compared += 1
            }
            #expect(compared >= 5)
        }
    }

    @Test("each view's ambiguous axes, label lines and clip are those the picture draws and the tree pass places")
    func factsAreThePictures() {
        var checked = (labels: 0, ambiguous: 0, clipped: 0, hidden: 0)
        for script in Self.scripts {
            var runner = Runner(json: true)
            for entry in ScriptEntries.split(script) {
                _ = runner.transcript(of: entry)
                let layout = runner.session.layout
                let records = Report.json(from: nil, to: layout)
                let nodes = Dictionary(Report.svgPicture(of: layout).nodes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
                let placements = layout.placements()
                for id in layout.viewsInTreeOrder {
                    guard let name = layout.name(of: id) else { continue }
                    let prefix = #"{"type":"view","name":"# + JSONValue.string(name).encoded + ","
                    guard let record = records.first(where: { $0.hasPrefix(prefix) }) else {
                        Issue.record("no record for \(name)")
                        continue
                    }
                    let node = nodes[name]
                    if node == nil { checked.hidden += 1 }
                    let axes = (node?.ambiguous ?? []).map { JSONValue.string($0 == .horizontal ? "horizontal" : "vertical") }
                    #expect(record.contains(#""ambiguous":"# + JSONValue.array(axes).encoded), "\(name) after \(entry.text)")
                    if !axes.isEmpty { checked.ambiguous += 1 }
                    if let text = node?.text {
                        #expect(record.contains(#""lines":"# + JSONValue.array(text.lines.map(JSONValue.string)).encoded), "\(name)")
                        #expect(record.contains(#""top":"# + JSONValue.number(text.top).encoded), "\(name)")
                        checked.labels += 1
                    } else {
                        #expect(!record.contains(#""text":{"#), "\(name)")
                    }
                    let clip = placements[id.rawValue]?.clip
                    #expect(record.contains(#""clip":"# + (clip.map { JSONValue.rect($0).encoded } ?? "null")), "\(name)")
                    if clip != nil { checked.clipped += 1 }
                }
            }
        }
        // The scripts reach every case, or the test proves little.
        #expect(checked.labels > 0 && checked.ambiguous > 0 && checked.clipped > 0 && checked.hidden > 0)
    }
}
