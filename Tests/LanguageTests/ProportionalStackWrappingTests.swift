import Language
import Layout
import Testing

/// A stack view with `.fillProportionally` shares its length by its arranged views' intrinsic
/// lengths; a label that wraps at the width the stack gives it has the wrapped text's height as
/// its intrinsic height, and the stack divides by that (UIKit's label invalidates its intrinsic
/// size when its width makes it wrap). Every paste here is written for this test; the frames are
/// derived by hand on the default 375×667 screen.
@Suite("a wrapping label in a proportional stack")
struct ProportionalStackWrappingTests {
    static func paste(_ distribution: String) -> String {
        """
        let column = UIStackView()
        column.axis = .vertical
        column.distribution = .\(distribution)
        column.spacing = 16
        let greeting = UILabel()
        greeting.numberOfLines = 0
        greeting.font = .systemFont(ofSize: 25)
        greeting.text = "Welcome aboard the evening ferry to the harbour islands, enjoy the crossing"
        let hint = UILabel()
        hint.font = .systemFont(ofSize: 12)
        hint.text = "Tap to continue"
        column.addArrangedSubview(greeting)
        column.addArrangedSubview(hint)
        view.addSubview(column)
        column.translatesAutoresizingMaskIntoConstraints = false
        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        column.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        column.widthAnchor.constraint(equalToConstant: 300).isActive = true
        """
    }

    /// Equal to the thousandth, as frames are printed.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.001 }

    @Test("the wrapped label is as tall as its lines, as in a fill stack, and the stack as tall as both and the spacing")
    func wrappedHeightIsShared() {
        var proportional = Session()
        proportional.script(Self.paste("fillProportionally"))
        var fill = Session()
        fill.script(Self.paste("fill"))
        let greeting = proportional.frame("greeting")
        let hint = proportional.frame("hint")
        let fillGreeting = fill.frame("greeting")
        // The text is far wider than 300 at 25 pt: it wraps to two lines or more (a line is
        // 1.1934 × 25 = 29.835 tall), not the one line (30) its unwrapped text asks for.
        #expect(greeting.map { $0.height >= 2 * 29.835 } == true)
        #expect(greeting.map { g in fillGreeting.map { Self.same(g.height, $0.height) && g.minY == $0.minY } == true } == true)
        // The hint keeps its one 12-pt line (14.333) below the 16 of spacing.
        #expect(hint.map { Self.same($0.height, 14.333) } == true)
        #expect(hint.map { Self.same($0.minY, (greeting?.maxY ?? 0) + 16) } == true)
        let column = proportional.frame("column")
        #expect(column.map { Self.same($0.height, (greeting?.height ?? 0) + 16 + (hint?.height ?? 0)) } == true)
    }
}
