import Language
import Layout
import Testing

@testable import Rendering

/// What the session says of arranged views that hug alike in a filling stack.
@Suite("arranged views hugging alike")
struct ArrangedTieAdviceTests {
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
}
