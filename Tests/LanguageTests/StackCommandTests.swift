import Language
import Layout
import Testing

/// The `stack` command and the stack properties, on labels measured with the documented metric
/// (the system font at 17 pt, @3x): "Name" 45×20.333, "Email" 40.667×20.333, "Go" 22.333×20.333.
@Suite("stack command")
struct StackCommandTests {
    static let labels = """
        label name text "Name"
        label email text "Email"
        label go text "Go"
        """

    @Test("a vertical stack with spacing 8 places its labels 28 pt apart and is as wide as the widest")
    func verticalFill() {
        var s = Session()
        s.script(Self.labels + "\n" + """
            stack form axis vertical spacing 8 [name, email, go]
            form.left == root.left + 16
            form.top == root.top + 40
            """)
        // Down: name 0…20, +8, email 28…48, +8, go 56…76. Fill across: all 42.5 (Email).
        #expect(s.frame("form") ≈ Rect(x: 16, y: 40, width: 45, height: 77))
        #expect(s.frame("email") == Rect(x: 0, y: 85.0 / 3, width: 45, height: 61.0 / 3))
        #expect(s.frame("go") ≈ Rect(x: 0, y: 170.0 / 3, width: 45, height: 61.0 / 3))
        #expect(s.layout.superview(of: s.layout.id(of: "go")!) == s.layout.id(of: "form"))
    }

    @Test("hiding an arranged view with isHidden closes the gap; the constraints list names 'UISV-hiding'")
    func hiding() {
        var s = Session()
        s.script(Self.labels + "\n" + """
            stack form axis vertical spacing 8 [name, email, go]
            form.left == root.left
            form.top == root.top
            email.isHidden = true
            """)
        // email: height 0, gaps 4 and 4: go at 20.333 + 4 + 0 + 4 = 28.333; the stack
        // 20.333 + 8 + 20.333 = 48.667.
        #expect(s.frame("go")?.minY ≈ (85.0 / 3))
        #expect(s.frame("form")?.height ≈ (146.0 / 3))
        let form = s.layout.id(of: "form")!
        let listing = s.layout.generatedConstraintIDs(of: form).map { s.layout.describe($0) }
        #expect(listing.contains("'UISV-hiding' email.height == 0   (added by the stack view form because email is hidden)"))
        #expect(listing.contains("'UISV-spacing' go.top == email.bottom + 4   (added by the stack view form)"))
        s.script("email.isHidden = false")
        #expect(s.frame("go")?.minY ≈ (170.0 / 3))
    }

    @Test("a horizontal stack's properties change its layout: spacing, alignment, distribution, axis")
    func properties() {
        var s = Session()
        s.script("""
            image a size 40x20
            image b size 60x30
            stack row spacing 10 alignment center [a, b]
            row.left == root.left
            row.top == root.top
            """)
        // a 0…40, +10, b 50…110; centred on b's 30: a at y 5.
        #expect(s.frame("a") == Rect(x: 0, y: 5, width: 40, height: 20))
        #expect(s.frame("b") == Rect(x: 50, y: 0, width: 60, height: 30))
        s.script("row.spacing = -10")
        #expect(s.frame("b")?.minX == 30)
        s.script("row.alignment = .bottom")
        // Bottoms on 30: a at 10.
        #expect(s.frame("a")?.minY == 10)
        s.script("""
            row.distribution = .fillEqually
            row.spacing = 0
            row.width == 200
            """)
        // 2w = 200: both 100 wide.
        #expect(s.frame("b") == Rect(x: 100, y: 0, width: 100, height: 30))
        s.script("row.axis = .vertical")
        // Vertical, fillEqually: both as tall as each other; b's compression resistance (750)
        // asks 30, beating a's hugging (250) at 20: 30 each, b at y 30. Across, `.bottom` is the
        // same case as `.trailing`: each view keeps its own width with its right edge on the
        // stack's, which `row.width == 200` still holds: a at 200 − 40 = 160, b at 200 − 60 = 140.
        #expect(s.frame("a") == Rect(x: 160, y: 0, width: 40, height: 30))
        #expect(s.frame("b") == Rect(x: 140, y: 30, width: 60, height: 30))
    }

    @Test("a stack in a scroll view sets its contentSize")
    func scrollView() {
        var s = Session()
        s.script("""
            scroll sv
            sv.edges == root.edges
            image a size 100x400
            image b size 100x500
            stack content in sv axis vertical spacing 20 [a, b]
            content.edges == sv.edges
            content.width == sv.width
            """)
        // 400 + 20 + 500 = 920 tall, 375 wide.
        #expect(s.contentSize("sv") == Size(width: 375, height: 920))
    }

    @Test("mistakes in a stack command are reported where they are and change nothing")
    func mistakes() {
        var s = Session()
        s.script("image a size 10x10")
        #expect(s.failing("stack t axs vertical").contains("did you mean 'axis'?"))
        #expect(s.failing("stack t alignment middle").contains("unknown alignment 'middle'"))
        #expect(s.failing("stack t [a, zz]").contains("no view named 'zz'"))
        #expect(s.layout.id(of: "t") == nil)
        #expect(s.failing("a.spacing = 3").contains("'UIImageView' has no member 'spacing' (it is UIStackView's)"))
    }
}
