import Language
import Layout
import Testing

/// EasyPeasy beside the Layoutbook commands it stands for.
let easyPeasyCases: [PastedCase] = [
    PastedCase(
        "easy.layout: edges to the superview (right inward), to(other) takes the opposite edge, Size, >=, with(.high), Edges(insets)",
        native: """
            view header ; view avatar ; label name ; view badge
            header.top == root.top + 20 ; header.left == root.left + 16 ; header.right == root.right - 16 ; header.height == 100
            avatar.top == header.bottom + 10 ; avatar.left == root.left + 16 ; avatar.width == 60 ; avatar.height == 60
            name.left == avatar.right + 12 ; name.centerY == avatar.centerY ; name.width >= 80 ; name.height == 20 @750
            badge.top == root.top + 400 ; badge.left == root.left + 30 ; badge.right == root.right - 30 ; badge.bottom == root.bottom - 100
            """,
        pasted: """
            let header = UIView()
            let avatar = UIView()
            let name = UILabel()
            let badge = UIView()
            [header, avatar, name, badge].forEach { view.addSubview($0) }
            header.easy.layout(Top(20), Left(16), Right(16), Height(100))
            avatar.easy.layout(Top(10).to(header), Left(16), Size(60))
            name.easy.layout([Left(12).to(avatar), CenterY(0).to(avatar), Width(>=80), Height(20).with(.high)])
            badge.easy.layout(Edges(UIEdgeInsets(top: 400, left: 30, bottom: 100, right: 30)))
            """),
    PastedCase(
        "a later attribute replaces the one in its slot: Width(200) the Width(100), CenterX the Left; another priority is another slot",
        native: """
            view box
            box.top == root.top + 50 ; box.centerX == root.centerX ; box.width == 200 ; box.height == 40 ; box.width == 100 @250
            """,
        pasted: """
            let box = UIView()
            view.addSubview(box)
            box.easy.layout(Top(50), Left(10), Width(100), Height(40))
            box.easy.layout(Width(200), CenterX(), Width(100).with(.low))
            """),
    PastedCase(
        "the old operator <-, to(other, .top), like(other) with a multiplier, and a .when condition that does not hold",
        native: """
            view base ; view twin
            base.top == root.top ; base.leading == root.leading ; base.width == 200 ; base.height == 100
            twin.top == base.top + 5 ; twin.leading == base.trailing ; twin.width == base.width * 0.5 + 0.5 ; twin.height == base.height
            """,
        pasted: """
            let base = UIView()
            let twin = UIView()
            view.addSubview(base)
            view.addSubview(twin)
            base <- [Top(0), Leading(0), Width(200), Height(100)]
            twin <- Top(5).to(base, .top)
            twin.easy.layout(Leading().to(base), Width(*0.5).like(base), Height().like(base), Height(10).when { false })
            """),
]

@Suite("EasyPeasy")
struct EasyPeasyTests {
    @Test("EasyPeasy gives the frames and constraints of the commands it stands for", arguments: easyPeasyCases)
    func easyPeasyMatchesNative(_ c: PastedCase) {
        var native = Session()
        native.script(c.native)
        var pasted = Session()
        pasted.script(c.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
    }

    @Test("the frames worked out by hand: an edge to the superview, the opposite edge of another view, a centre")
    func frames() {
        var session = Session()
        session.script(easyPeasyCases[0].pasted)
        #expect(session.frame("header") == Rect(x: 16, y: 20, width: 343, height: 100))
        #expect(session.frame("avatar") == Rect(x: 16, y: 130, width: 60, height: 60))
        // An empty label is 0 wide by its content; >=80 makes it 80; 20 high at 750, centred on the avatar.
        #expect(session.frame("name") == Rect(x: 88, y: 150, width: 80, height: 20))
        #expect(session.frame("badge") == Rect(x: 30, y: 400, width: 315, height: 167))
    }

    @Test("easy.layout turns off the view's autoresizing constraints; easy.clear() removes what it installed")
    func clear() {
        var session = Session()
        session.script("""
            let box = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            view.addSubview(box)
            box.easy.layout(Top(20), Left(20), Size(50))
            """)
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 50, height: 50))
        session.script("box.easy.clear()")
        let described = session.layout.constraintIDs.filter { session.layout.isActive($0) }.map { session.layout.describe($0) }
        #expect(!described.contains { $0.hasPrefix("box.") })
    }

    @Test("Edges().to(view) relates each edge to the view's same edge with no constant, as the library rebuilds them")
    func edgesTo() {
        var session = Session()
        session.script("""
            let frame = UIView()
            let cover = UIView()
            view.addSubview(frame)
            view.addSubview(cover)
            frame.easy.layout(Top(100), Left(40), Width(120), Height(80))
            cover.easy.layout(Edges(10).to(frame))
            """)
        #expect(session.frame("cover") == Rect(x: 40, y: 100, width: 120, height: 80))
    }

    @Test("an array's with(.custom(600)) gives every attribute that priority")
    func arrayPriority() {
        var session = Session()
        session.script("""
            let tag = UIView()
            view.addSubview(tag)
            tag.easy.layout([Top(10), Left(10), Size(30)].with(.custom(600)))
            """)
        let described = session.layout.constraintIDs.filter { session.layout.isActive($0) }.map { session.layout.describe($0) }
        #expect(described.contains("tag.top == root.top + 10 @600"))
        #expect(described.contains("tag.width == 30 @600"))
    }

    @Test("an attribute a view with no superview cannot take is left out with a note")
    func noSuperview() {
        var session = Session()
        let outcomes = session.script("""
            let loose = UIView()
            loose.easy.layout(Top(10), Width(40))
            """)
        #expect(outcomes.last?.notes.contains { $0.contains("no superview") } == true)
    }
    @Test("a view named 'view' given EasyPeasy's old operator is that view, not Layoutbook's view command")
    func oldOperatorOnAViewNamedView() {
        var session = Session()
        session.script("""
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        self.view.addSubview(container)
        let view = UIView()
        container.addSubview(view)
        view <- [Top(10), Left(20), Width(100), Height(50)]
        """)
        #expect(session.frame("view") == Rect(x: 20, y: 10, width: 100, height: 50))
    }
}
