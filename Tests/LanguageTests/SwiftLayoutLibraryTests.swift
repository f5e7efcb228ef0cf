import Language
import Layout
import Testing

/// TinyConstraints beside the Layoutbook commands it stands for.
let tinyConstraintsCases: [PastedCase] = [
    PastedCase(
        "edgesToSuperview with insets pushes every edge inward; topToBottom(of:offset:) chains; width(100) is a constant",
        native: """
            view header ; view avatar ; view body
            header.top == root.top + 10 ; header.left == root.left + 16 ; header.right == root.right - 16 ; header.bottom == root.bottom - 500
            avatar.top == header.bottom + 12 ; avatar.left == root.left + 16 ; avatar.width == 100 ; avatar.width == avatar.height
            body.top == avatar.bottom + 8 ; body.left == root.left ; body.right == root.right ; body.height == 50
            """,
        pasted: """
            let header = UIView()
            let avatar = UIView()
            let body = UIView()
            view.addSubview(header)
            view.addSubview(avatar)
            view.addSubview(body)
            header.edgesToSuperview(insets: .top(10) + .left(16) + .right(16) + .bottom(500))
            avatar.topToBottom(of: header, offset: 12)
            avatar.leftToSuperview(offset: 16)
            avatar.width(100)
            avatar.aspectRatio(1)
            body.topToBottom(of: avatar, offset: 8)
            body.horizontalToSuperview()
            body.height(50)
            """),
    PastedCase(
        "trailingToSuperview takes its offset inward; centerInSuperview; size(_:); stack(_:spacing:) chains views in a container",
        native: """
            view badge ; view tag ; view column ; view a in column ; view b in column
            badge.width == 40 ; badge.height == 40 ; badge.centerX == root.centerX ; badge.centerY == root.centerY
            tag.trailing == root.trailing - 20 ; tag.top == root.top + 30 ; tag.width == 60 ; tag.height == 20
            column.top == root.top + 100 ; column.left == root.left ; column.width == 200
            a.top == column.top ; a.left == column.left ; a.right == column.right ; a.height == 30
            b.top == a.bottom + 10 ; b.left == column.left ; b.right == column.right ; b.bottom == column.bottom ; b.height == 40
            """,
        pasted: """
            let badge = UIView()
            view.addSubview(badge)
            badge.size(CGSize(width: 40, height: 40))
            badge.centerInSuperview()
            let tag = UIView()
            view.addSubview(tag)
            tag.trailingToSuperview(offset: 20)
            tag.topToSuperview(offset: 30)
            tag.width(60)
            tag.height(20)
            let column = UIView()
            view.addSubview(column)
            column.topToSuperview(offset: 100)
            column.leftToSuperview()
            column.width(200)
            let a = UIView()
            let b = UIView()
            a.height(30)
            b.height(40)
            column.stack([a, b], spacing: 10)
            """),
]

@Suite("TinyConstraints")
struct TinyConstraintsTests {
    @Test("TinyConstraints gives the frames and constraints of the commands it stands for", arguments: tinyConstraintsCases)
    func tinyConstraintsMatchesNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("set(active:) on a constraint kept with isActive: false installs it, and set(active: false) takes one out, as TinyConstraints 2–3 did")
    func setActiveSwitchesAKeptConstraint() {
        var session = Session()
        // The 40-pt top pin waits, then is installed; the 200-wide one is taken out again, so the
        // 90 wins: 16 in, 40 down, 90×50.
        session.script("""
            let tag = UIView()
            view.addSubview(tag)
            let pin = tag.top(to: view, offset: 40, isActive: false)
            tag.left(to: view, offset: 16)
            tag.height(50)
            let wide = tag.width(200)
            tag.width(90, priority: .defaultHigh)
            pin.set(active: true)
            wide.set(active: false)
            """)
        #expect(session.frame("tag") == Rect(x: 16, y: 40, width: 90, height: 50))
    }

    @Test("isActive: false makes a constraint without installing it, and a view's center is still read as its frame's centre")
    func inactiveAndCenter() {
        var session = Session()
        session.script("""
            let box = UIView()
            view.addSubview(box)
            box.topToSuperview()
            box.leftToSuperview()
            box.height(40)
            let unused = box.width(300, isActive: false)
            box.width(120)
            let middle = box.center
            """)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 120, height: 40))
        #expect(session.layout.constraintIDs.filter { session.layout.isActive($0) }.map { session.layout.describe($0) }.sorted()
            == ["box.height == 40", "box.left == root.left", "box.top == root.top", "box.width == 120",
                "root.height == 667   (screen size)", "root.left == 0   (screen size)", "root.top == 0   (screen size)",
                "root.width == 375   (screen size)"])
    }
}
