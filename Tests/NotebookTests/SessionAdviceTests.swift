import Language
import Layout
import Testing

@testable import Rendering

/// What the session advises for layouts pasted code builds: arranged views hugging alike, a table header sized by its frame.
@Suite("advice for pasted layouts")
struct SessionAdviceTests {
    @Test("two labels hugging alike in a filling stack are told to differ in hugging priority, not to be pinned")
    func arrangedTie() throws {
        var session = Session()
        for line in [
            "let first = UILabel()", "first.text = \"One\"", "let second = UILabel()", "second.text = \"Two\"",
            "let row = UIStackView(arrangedSubviews: [first, second])", "row.translatesAutoresizingMaskIntoConstraints = false",
            "view.addSubview(row)", "row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true",
            "row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true",
            "row.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true",
        ] {
            #expect(!session.run(line).failed)
        }
        let layout = session.layout
        let all = layout.ambiguities()
        let first = try #require(all.first { layout.name(of: $0.view) == "first" && $0.axis == .horizontal })
        let fix = LayoutWarning.fix(for: first, in: layout, among: all)
        #expect(fix.hasPrefix("it is arranged in row, which places it beside second, and none of them hugs its content harder than the rest"))
        #expect(!fix.contains("pin both its left and right"))
    }

    @Test("a table header whose constraints need more than its frame: the fix is the frame's height, not its mask off")
    func tableHeaderFix() throws {
        var session = Session()
        for line in [
            "let table = UITableView(frame: view.bounds, style: .plain)", "view.addSubview(table)", "let header = UIView()",
            "let caption = UILabel()", "caption.text = \"Recent\"", "caption.translatesAutoresizingMaskIntoConstraints = false",
            "header.addSubview(caption)",
            "NSLayoutConstraint.activate([caption.topAnchor.constraint(equalTo: header.topAnchor, constant: 12), caption.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12), caption.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16), caption.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16)])",
            "table.tableHeaderView = header",
        ] {
            #expect(!session.run(line).failed)
        }
        let report = try #require(session.layout.conflicts.first)
        let text = Report.conflict(report, in: session.layout)
        #expect(text.contains("1. Give header the height its constraints need: the table sizes its header by its frame, never by constraints"))
        #expect(!text.contains("header.translatesAutoresizingMaskIntoConstraints = false"))
    }
}
