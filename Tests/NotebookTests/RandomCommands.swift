/// Random entries for a small layout — a scroll view zooming its content view, three stacked
/// views `v0`…`v2` with kept constraints `h0`, `h1`, `h2` (heights) and `t1` (`v1`'s top) — in
/// every spelling the shell takes: SnapKit blocks, anchors, equations, Layoutbook's own commands
/// and pasted Swift. Some entries conflict (UIKit breaks a constraint and the layout goes on) and
/// some fail (an unknown view, a refused priority change, a zero-sized zoom rect, a typo, an
/// entry whose second command fails after its first ran).
///
/// Each entry is drawn from a word of random digits, so a fixed list of words is a fixed sequence.
struct RandomCommands {
    /// The entries that build the layout, run before the random ones.
    static let setup = [
        "scroll sv",
        "sv.snp.makeConstraints { make in make.edges.equalToSuperview() }",
        "view content in sv",
        "content.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.width.equalToSuperview() }",
        "view v0 in content ; v0.snp.makeConstraints { make in make.top.left.right.equalTo(0) ; let h0 = make.height.equalTo(40).constraint }",
        "view v1 in content",
        "let t1 = v1.topAnchor.constraint(equalTo: v0.bottomAnchor, constant: 8) ; t1.isActive = true",
        "v1.leading == content.leading + 16 ; v1.width == content.width * 0.5",
        "let h1 = v1.heightAnchor.constraint(equalToConstant: 60) ; h1.isActive = true",
        "view v2 in content ; v2.snp.makeConstraints { make in make.top.equalTo(v1.snp.bottom).offset(8) ; make.left.right.equalTo(0) ; let h2 = make.height.equalTo(600).constraint ; make.bottom.equalTo(0) }",
        "sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 3 ; sv.zoomView = content",
    ]

    /// The kept constraints the entries change.
    static let kept = ["h0", "h1", "h2", "t1"]

    /// How many views the entries have added (`x0`, `x1`, …).
    private(set) var added = 0

    /// A view an entry refers to: most often one that is there (unless an earlier entry removed
    /// it), now and then the content view or one that never existed.
    private func view(_ digits: inout Digits) -> String {
        if added > 0, digits.take(2) == 0 { return "x\(digits.take(added))" }
        return ["v0", "v1", "v2", "v0", "v1", "v2", "content", "ghost"][digits.take(8)]
    }

    /// One entry drawn from `word`'s digits.
    mutating func entry(_ word: Int) -> String {
        var digits = Digits(word)
        switch digits.take(20) {
        case 0...2: return constantChange(&digits)
        case 3...5: return addition(&digits)
        case 6, 7: return removal(&digits)
        case 8, 9: return scroll(&digits)
        case 10, 11: return zoom(&digits)
        case 12, 13: return property(&digits)
        case 14: return conflict(&digits)
        case 15: return activation(&digits)
        case 16, 17: return failing(&digits)
        case 18: return "rotate"
        default:
            // Two commands in one entry: all of it or none of it.
            let first = simple(&digits)
            return first + " ; " + simple(&digits)
        }
    }

    private mutating func simple(_ digits: inout Digits) -> String {
        switch digits.take(5) {
        case 0: constantChange(&digits)
        case 1: scroll(&digits)
        case 2: removal(&digits)
        case 3: property(&digits)
        default: zoom(&digits)
        }
    }

    private func pick(_ options: [String], _ digits: inout Digits) -> String {
        options[digits.take(options.count)]
    }

    private func constantChange(_ digits: inout Digits) -> String {
        "\(pick(Self.kept, &digits)).constant = \(digits.take(320) - 20)"
    }

    private mutating func addition(_ digits: inout Digits) -> String {
        let name = "x\(added)"
        added += 1
        // Pinned below one of the stacked views (or an added one, or one that does not exist).
        var below = view(&digits)
        if below == "content" { below = "v2" }
        let gap = digits.take(40), left = digits.take(200), width = 10 + digits.take(300), height = 10 + digits.take(100)
        let parent = digits.take(4) == 0 ? "sv" : "content"
        switch digits.take(3) {
        case 0:
            return "view \(name) in \(parent) ; \(name).snp.makeConstraints { make in make.top.equalTo(\(below).snp.bottom).offset(\(gap))"
                + " ; make.left.equalTo(\(left)) ; make.width.equalTo(\(width)) ; make.height.equalTo(\(height)) }"
        case 1:
            return "view \(name) in \(parent) ; NSLayoutConstraint.activate([\(name).topAnchor.constraint(equalTo: \(below).bottomAnchor, constant: \(gap)),"
                + " \(name).leadingAnchor.constraint(equalTo: \(parent).leadingAnchor, constant: \(left)),"
                + " \(name).widthAnchor.constraint(equalToConstant: \(width)), \(name).heightAnchor.constraint(equalToConstant: \(height))])"
        default:
            return "view \(name) in \(parent) ; \(name).top == \(below).bottom + \(gap) ; \(name).left == \(parent).left + \(left)"
                + " ; \(name).width == \(width) ; \(name).height == \(height)"
        }
    }

    private func removal(_ digits: inout Digits) -> String {
        // Mostly a view an entry added; sometimes one of the stack, which leaves it ambiguous.
        let name = added > 0 && digits.take(4) > 0
            ? "x\(digits.take(added))" : ["v0", "v1", "v2", "ghost", "v0", "v1", "v2", "content"][digits.take(digits.take(5) == 0 ? 8 : 7)]
        return digits.take(2) == 0 ? "remove \(name)" : "\(name).removeFromSuperview()"
    }

    private func scroll(_ digits: inout Digits) -> String {
        digits.take(3) == 0
            ? "sv.contentOffset = \(digits.take(100)),\(digits.take(900) - 50)"
            : "scroll sv to \(digits.take(100)),\(digits.take(900) - 50)"
    }

    private func zoom(_ digits: inout Digits) -> String {
        if digits.take(2) == 0 {
            return "sv.zoomScale = \(pick(["0.5", "1", "1.5", "2", "2.5", "5"], &digits))"
        }
        return "zoom sv to \(digits.take(300)),\(digits.take(600)),\(digits.take(400)),\(digits.take(400))"
    }

    private func property(_ digits: inout Digits) -> String {
        let name = view(&digits)
        switch digits.take(4) {
        case 0: return "\(name).translatesAutoresizingMaskIntoConstraints = \(digits.take(2) == 0)"
        case 1: return "\(name).isHidden = \(digits.take(2) == 0)"
        case 2: return "sv.contentInset = \(digits.take(40)),0,\(digits.take(40)),0"
        default: return "\(name).frame = CGRect(x: \(digits.take(50)), y: \(digits.take(50)), width: \(digits.take(200)), height: \(digits.take(200)))"
        }
    }

    private func conflict(_ digits: inout Digits) -> String {
        let name = view(&digits)
        switch digits.take(3) {
        case 0: return "\(name).height == \(digits.take(200))"
        case 1: return "\(name).width >= \(digits.take(500)) @750"
        default: return "\(name).top == content.top + \(digits.take(300)) @999"
        }
    }

    private func activation(_ digits: inout Digits) -> String {
        let constraint = pick(Self.kept, &digits)
        switch digits.take(3) {
        case 0: return "\(constraint).isActive = \(digits.take(2) == 0)"
        // Required to optional and back is refused, as UIKit refuses it; 1000 to 1000 is not.
        case 1: return "\(constraint).priority = \(pick(["750", "999", "1000", ".defaultHigh", ".required"], &digits))"
        default: return "NSLayoutConstraint.deactivate([\(constraint)])"
        }
    }

    private func failing(_ digits: inout Digits) -> String {
        switch digits.take(6) {
        case 0: return "remove ghost"
        case 1: return "\(pick(Self.kept, &digits)).constant = \(digits.take(100)) ; remove ghost"
        case 2: return "zoom sv to 0,0,0,\(digits.take(100))"
        case 3: return "scroll ghost to 0,\(digits.take(100))"
        case 4: return "view ("
        default: return "v1.snp.makeConstraints { make in make.top.equalTo(\(digits.take(50))) ; make.left.equalTo(ghost) }"
        }
    }
}

/// A random word read digit by digit: each `take(n)` is one choice among `n`.
struct Digits {
    private var word: Int

    init(_ word: Int) { self.word = word }

    mutating func take(_ n: Int) -> Int {
        guard n > 1 else { return 0 }
        defer { word /= n }
        return word % n
    }
}
