import Layout
import Testing

import Rendering

/// The session's conflict block ends with the same ranked fixes a conflict log gets
/// (``ConflictAdvice``), citing the line of the script that made each constraint and writing the
/// fix in that line's own syntax. Each layout is built as a script would build it, the lines
/// recorded as the runner records them (the constraints new after each entry).
@Suite("the session's conflict advice")
struct ConflictAdviceTests {
    /// A layout built entry by entry, with where each entry's constraints came from: a script's
    /// lines (`run FILE`), or the prompt's entries (each from line 1).
    struct Script {
        var layout = Layout()
        var lines = ConstraintLines()
        var line = 1
        var inScript = true

        /// Runs `make` as the entry `text`, on the next lines of the script.
        mutating func entry(_ text: String, _ make: (inout Layout) throws -> Void) throws {
            let first = layout.nextConstraintNumber
            try make(&layout)
            lines.record(from: first, to: layout.nextConstraintNumber, entry: text, firstLine: line, inScript: inScript, in: layout)
            if inScript { line += text.split(separator: "\n", omittingEmptySubsequences: false).count }
        }

        var conflict: String? {
            layout.conflicts.first.map { Report.conflict($0, in: layout, lines: lines) }
        }
    }

    /// box is 20 from the top and 80 tall (SnapKit), so its bottom is at 100; the equation that
    /// puts it at 60, the newest, is broken. Lowering it to 999 lets it give way (the bottom then
    /// stays at 100); removing it leaves box pinned by its top and height.
    @Test("an equation's fix is the equation with @999, and the set names the line that made each constraint")
    func equation() throws {
        var s = Script()
        let box = try s.layout.addView("box")
        try s.entry("box.left == root.left") { try $0.pin(box, .left, to: .root) }
        try s.entry("box.width == 100") { try $0.pin(box, .width, plus: 100) }
        try s.entry("box.top == root.top + 20") { try $0.pin(box, .top, to: .root, plus: 20) }
        try s.entry("box.snp.makeConstraints { make in make.height.equalTo(80) }") { try $0.pin(box, .height, plus: 80) }
        try s.entry("box.bottom == root.top + 60") { try $0.pin(box, .bottom, to: .root, .top, plus: 60) }
        expectPicture(try #require(s.conflict), """
            Unable to simultaneously satisfy constraints.
                Each constraint in this list is needed for the conflict: removing or loosening any one of them resolves it.
            (
                "box.top == root.top + 20",
                "box.height == 80",
                "box.bottom == root.top + 60"
            )
            Will attempt to recover by breaking constraint
                "box.bottom == root.top + 60"
            Made by your code:
                "box.top == root.top + 20": line 3
                "box.height == 80": line 4, make.height.equalTo(80)
                "box.bottom == root.top + 60": line 5
            Fixes, best first, each tried on a copy of the layout:
              1. Give box.bottom == root.top + 60 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
                 In place of your code: box.bottom == root.top + 60 @999
              2. Remove box.bottom == root.top + 60 — with this change the constraints are satisfiable.
            """)
    }

    /// At the prompt each entry starts at line 1 again: the text alone says which entry made a
    /// constraint, and an equation typed as its own description is not repeated.
    @Test("at the prompt the set names the statement that made each constraint, without line numbers")
    func prompt() throws {
        var s = Script()
        s.inScript = false
        let box = try s.layout.addView("box")
        try s.entry("box.top == root.top + 20") { try $0.pin(box, .top, to: .root, plus: 20) }
        try s.entry("box.snp.makeConstraints { make in make.left.equalToSuperview(); make.height.equalTo(80) }") {
            try $0.pin(box, .left, to: .root)
            try $0.pin(box, .height, plus: 80)
        }
        try s.entry("box.bottomAnchor.constraint(equalTo: view.topAnchor, constant: 60).isActive = true") {
            try $0.pin(box, .bottom, to: .root, .top, plus: 60)
        }
        let text = try #require(s.conflict)
        #expect(text.contains("""
            Made by your code:
                "box.height == 80": make.height.equalTo(80)
                "box.bottom == root.top + 60": box.bottomAnchor.constraint(equalTo: view.topAnchor, constant: 60).isActive = true
            Fixes, best first, each tried on a copy of the layout:
              1. Give box.bottom == root.top + 60 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
                 In place of your code: let constraint = box.bottomAnchor.constraint(equalTo: view.topAnchor, constant: 60); constraint.priority = UILayoutPriority(999); constraint.isActive = true
            """))
    }

    /// The same box, its height the newest: made inside a SnapKit block of three lines, so the
    /// line cited is the `make.height` statement's (line 4), and its priority is replaced.
    @Test("a SnapKit statement lowered is the make statement with .priority(999), an old priority replaced")
    func snapKit() throws {
        var s = Script()
        let box = try s.layout.addView("box")
        try s.entry("box.top == root.top + 20") { try $0.pin(box, .top, to: .root, plus: 20) }
        try s.entry("box.bottom == root.top + 60") { try $0.pin(box, .bottom, to: .root, .top, plus: 60) }
        try s.entry("box.snp.makeConstraints { make in\n    make.left.equalToSuperview()\n    make.height.equalTo(80).priority(1000)\n}") {
            try $0.pin(box, .left, to: .root)
            try $0.pin(box, .height, plus: 80)
        }
        let text = try #require(s.conflict)
        #expect(text.contains("""
            Made by your code:
                "box.top == root.top + 20": line 1
                "box.bottom == root.top + 60": line 2
                "box.height == 80": line 5, make.height.equalTo(80).priority(1000)
            Fixes, best first, each tried on a copy of the layout:
              1. Give box.height == 80 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
                 In place of your code: make.height.equalTo(80).priority(999)
            """))
    }

    /// header is pinned to the screen's four edges, then given a height of 120: UIKit cannot
    /// change a required priority once the constraint is active, so the fix makes it, lowers it,
    /// then activates it.
    @Test("an anchor constraint activated where it is made is split so its priority is set first")
    func anchor() throws {
        var s = Script()
        let header = try s.layout.addView("header")
        try s.entry("header.topAnchor.constraint(equalTo: view.topAnchor).isActive = true") { try $0.pin(header, .top, to: .root) }
        try s.entry("header.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true") {
            try $0.pin(header, .bottom, to: .root)
        }
        try s.entry("header.heightAnchor.constraint(equalToConstant: 120).isActive = true") { try $0.pin(header, .height, plus: 120) }
        let text = try #require(s.conflict)
        #expect(text.contains("""
              1. Give header.height == 120 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
                 In place of your code: let constraint = header.heightAnchor.constraint(equalToConstant: 120); constraint.priority = UILayoutPriority(999); constraint.isActive = true
            """))
    }

    /// card's top and bottom are 40 from the screen's (667 tall): a Visual Format height of 200
    /// cannot hold, and is lowered inside its own parentheses.
    @Test("a Visual Format size is lowered inside its parentheses")
    func visualFormat() throws {
        var s = Script()
        let card = try s.layout.addView("card")
        try s.entry("card.top == root.top + 40") { try $0.pin(card, .top, to: .root, plus: 40) }
        try s.entry("card.bottom == root.bottom - 40") { try $0.pin(card, .bottom, to: .root, plus: -40) }
        try s.entry("vfl root \"V:[card(200)]\"") { try $0.pin(card, .height, plus: 200) }
        let text = try #require(s.conflict)
        #expect(text.contains("     In place of your code: vfl root \"V:[card(200@999)]\""))
    }

    /// Two widths on one view, made by two statements of one SnapKit block: keep one; the one
    /// UIKit broke (the newer, 60) is what the trial removes.
    @Test("one attribute set on two lines: keep one, the lines named, the broken one removed on the copy")
    func duplicate() throws {
        var s = Script()
        let avatar = try s.layout.addView("avatar")
        try s.entry("avatar.snp.makeConstraints { make in\n    make.width.equalTo(40)\n    make.width.equalTo(60)\n}") {
            try $0.pin(avatar, .width, plus: 40)
            try $0.pin(avatar, .width, plus: 60)
        }
        let text = try #require(s.conflict)
        #expect(text.hasSuffix("""
            Made by your code:
                "avatar.width == 40": line 2, make.width.equalTo(40)
                "avatar.width == 60": line 3, make.width.equalTo(60)
            Fixes, best first, each tried on a copy of the layout:
              1. Keep one of avatar.width == 40 and avatar.width == 60: they set avatar.width twice, to 40 and to 60 (made at lines 2 and 3) — UIKit broke avatar.width == 60, so removing it is what is tried here — with this change the constraints are satisfiable.
            """))
    }

    /// A badge 40 wide, centred in a 100-wide bar and at its right: the centre and the edge
    /// together make the bar 80 wide. Keeping one of them (the later, right, removed on the copy)
    /// ends the conflict; so does the broken width at 999.
    @Test("a view centred and aligned to an edge of the same view: keep one placement")
    func placedTwice() throws {
        var s = Script()
        let bar = try s.layout.addView("bar")
        let badge = try s.layout.addView("badge", in: bar)
        try s.entry("badge.width == 40") { try $0.pin(badge, .width, plus: 40) }
        try s.entry("badge.centerX == bar.centerX") { try $0.pin(badge, .centerX, to: bar) }
        try s.entry("badge.right == bar.right") { try $0.pin(badge, .right, to: bar) }
        try s.entry("bar.width == 100") { try $0.pin(bar, .width, plus: 100) }
        let text = try #require(s.conflict)
        #expect(text.hasSuffix("""
            Fixes, best first, each tried on a copy of the layout:
              1. Keep one of badge.centerX == bar.centerX and badge.right == bar.right: they place badge twice across bar, centred (centerX) and at its right, which with badge's size fixes bar's — removing badge.right == bar.right is what is tried here — with this change the constraints are satisfiable.
              2. Give bar.width == 100 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
                 In place of your code: bar.width == 100 @999
            """))
    }

    /// A lone `box.width == -16`: UIKit's rule keeps the width at 0 or more, so the constant is
    /// the mistake, and 16 is tried in its place.
    @Test("a size asked to be negative: the fix is its constant at 0 or more, not a lower priority")
    func negativeConstant() throws {
        var s = Script()
        let box = try s.layout.addView("box")
        try s.entry("box.width == -16") { try $0.pin(box, .width, plus: -16) }
        let text = try #require(s.conflict)
        #expect(text.hasSuffix("""
            Fixes, best first, each tried on a copy of the layout:
              1. Make box.width == -16 a width of 16 (or another at 0 or more): a width is never negative, so -16 can never hold — a −16 meant as an inset belongs on an edge (trailing == superview's trailing − 16), not on the width — with this change the constraints are satisfiable.
            """))
    }

    /// The runner's lines are checked against the constraint they were recorded for: after the
    /// layout is replaced (a conflict log's rebuild, `reset`), an id made again by something the
    /// runner did not see is not cited with an old line.
    @Test("a recorded line is not cited for another constraint that got the same id")
    func staleLine() throws {
        var s = Script()
        let box = try s.layout.addView("box")
        try s.entry("box.width == 100") { try $0.pin(box, .width, plus: 100) }
        var fresh = Layout()
        let other = try fresh.addView("other")
        try fresh.pin(other, .height, plus: 30)
        try fresh.pin(other, .height, plus: 40)
        let report = try #require(fresh.conflicts.first)
        #expect(!Report.conflict(report, in: fresh, lines: s.lines).contains("Made by your code"))
    }

    /// `--json`: a new conflict's warning carries the same fixes, each with the constraint it
    /// changes and the code, and the lines of the set.
    @Test("the JSON warning of a new conflict has the ranked fixes and the lines that made the set")
    func json() throws {
        var s = Script()
        let box = try s.layout.addView("box")
        try s.entry("box.top == root.top + 20") { try $0.pin(box, .top, to: .root, plus: 20) }
        try s.entry("box.height == 80") { try $0.pin(box, .height, plus: 80) }
        try s.entry("box.bottom == root.top + 60") { try $0.pin(box, .bottom, to: .root, .top, plus: 60) }
        let warning = try #require(Report.json(from: nil, to: s.layout, lines: s.lines).first { $0.contains("\"kind\":\"conflict\"") })
        #expect(warning.contains("""
            "madeAt":[{"constraint":"box.top == root.top + 20","line":1,"text":"box.top == root.top + 20"},\
            {"constraint":"box.height == 80","line":2,"text":"box.height == 80"},\
            {"constraint":"box.bottom == root.top + 60","line":3,"text":"box.bottom == root.top + 60"}],\
            "fixes":[{"kind":"priority 999","fix":"give box.bottom == root.top + 60 priority 999, so it gives way where it cannot hold",\
            "satisfiable":true,"onBroken":true,"constraint":"box.bottom == root.top + 60","code":"box.bottom == root.top + 60 @999"},\
            {"kind":"remove","fix":"remove box.bottom == root.top + 60","satisfiable":true,"onBroken":true,\
            "constraint":"box.bottom == root.top + 60","code":null}]
            """))
    }

    /// A button asked to be 20 tall and at least 44: no height is both, so one of the two goes —
    /// the newest, which the layout breaks — and lowering either to 999 is not offered, as it
    /// would leave the height asked twice.
    @Test("a size asked equal to one constant and at least another is a duplicate: keep one, the broken one removed")
    func contradictoryBounds() throws {
        var s = Script()
        let button = try s.layout.addView("button")
        try s.entry("button.left == root.left") { try $0.pin(button, .left, to: .root) }
        try s.entry("button.top == root.top") { try $0.pin(button, .top, to: .root) }
        try s.entry("button.width == 80") { try $0.pin(button, .width, plus: 80) }
        try s.entry("button.height == 20") { try $0.pin(button, .height, plus: 20) }
        try s.entry("button.height >= 44") { try $0.pin(button, .height, .greaterThanOrEqual, plus: 44) }
        let report = try #require(s.layout.conflicts.first)
        let fixes = ConflictAdvice.fixes(for: report, in: s.layout, sources: SessionSources(s.layout, lines: s.lines))
        #expect(fixes.map(\.advice) == ["keep one of button.height == 20 and button.height >= 44: they ask button.height to "
            + "be 20 and at least 44, which no height is (made at lines 4 and 5) — UIKit broke button.height >= 44, so "
            + "removing it is what is tried here"])
        #expect(fixes.map(\.satisfiable) == [true])
    }
    /// The fixes of each copy are tried once for all of them (``ConflictTrials``): what each
    /// copy's block says is what one copy alone gets.
    @Test("each of 120 copies of a broken constraint gets the conflict block, fixes and all, that one copy alone gets")
    func copiesAdvisedAlike() throws {
        func blocks(_ copies: Int) throws -> [String] {
            var l = Layout()
            let a = try l.addView("a", frame: Rect(x: 0, y: 0, width: 100, height: 50))
            try l.setTranslatesAutoresizingMask(a, true)
            let before = LayoutSnapshot(l)
            try l.activate(Array(repeating: LayoutConstraint(.view(a), .trailing, .equal, .view(.root), .trailing, constant: -15),
                                 count: copies))
            return Report.warnings(l, since: before)
        }
        let one = try blocks(1)
        #expect(one.count == 1)
        let block = try #require(one.first)
        #expect(block.contains("Will attempt to recover by breaking constraint\n    \"a.trailing == root.trailing - 15\""))
        #expect(block.contains("Set a.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(block.contains("Give a.trailing == root.trailing - 15 priority 999"))
        #expect(try blocks(120) == Array(repeating: block, count: 120))
    }
}

