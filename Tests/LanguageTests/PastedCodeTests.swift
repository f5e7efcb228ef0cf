import Language
import Layout
import Testing

/// One pasted form and the native commands it must equal.
struct PastedCase: CustomTestStringConvertible, Sendable {
    let name: String
    let native: String
    let pasted: String

    init(_ name: String, native: String, pasted: String) {
        self.name = name
        self.native = native
        self.pasted = pasted
    }

    var testDescription: String { name }
}

/// What a pasted form must share with its native twin: every view's frame, bounds and transform,
/// every scroll view's contentSize and offset, and every active constraint as UIKit describes it
/// (sorted: the order they were written in is not geometry).
func geometry(of session: Session) -> String {
    let layout = session.layout
    var lines: [String] = []
    for id in layout.viewsInTreeOrder {
        guard let name = layout.view(id)?.name else { continue }
        var line = "\(name) frame \(layout.frame(of: id)) bounds \(layout.bounds(of: id)) \(layout.transform(of: id))"
        if let info = layout.scrollInfo(id) {
            line += " contentSize \(info.contentSize) offset \(info.contentOffset) zoom \(info.zoomScale)"
        }
        lines.append(line)
    }
    lines += layout.constraintIDs.filter { layout.isActive($0) }.map { layout.describe($0) }.sorted()
    return lines.joined(separator: "\n")
}

/// Every pasted form beside the native commands it stands for.
let pastedCases: [PastedCase] = [
    PastedCase(
        "VFL inside activate, with a metrics and a views dictionary literal",
        native: """
            view a ; view b
            vfl root "H:|-pad-[a]-8-[b(==a)]-pad-|" metrics pad=16
            vfl root "V:|-20-[a(50)]" ; vfl root "V:|-20-[b(60)]"
            """,
        pasted: """
            let a = UIView() ; a.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(a)
            let b = UIView() ; b.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(b)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[first]-8-[second(==first)]-pad-|", options: [], metrics: ["pad": 16], views: ["first": a, "second": b]))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(50)]", options: [], metrics: nil, views: ["a": a]) + NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[b(60)]", options: [], metrics: nil, views: ["b": b]))
            """),
    PastedCase(
        "a VFL array kept with let, then activated; views and metrics kept with let",
        native: """
            scroll sv ; view content in sv
            vfl root "H:|[sv]|" ; vfl root "V:|[sv]|"
            vfl sv "V:|-m-[content(600)]-m-|" metrics m=10 ; vfl sv "H:|[content(300)]|"
            """,
        pasted: """
            let sv = UIScrollView() ; let content = UIView()
            sv.translatesAutoresizingMaskIntoConstraints = false
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sv) ; sv.addSubview(content)
            let views: [String: Any] = ["sv": sv, "content": content]
            let metrics = ["m": 10]
            let horizontal = NSLayoutConstraint.constraints(withVisualFormat: "H:|[sv]|", options: [], metrics: nil, views: views)
            NSLayoutConstraint.activate(horizontal)
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[sv]|", options: [], metrics: nil, views: views))
            sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-m-[content(600)]-m-|", options: [], metrics: metrics, views: views))
            sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[content(300)]|", metrics: nil, views: views))
            """),
    PastedCase(
        "options: .alignAllCenterY aligns every view an H: string names, neighbour by neighbour",
        native: """
            view a ; view b ; view c
            vfl root "H:|-[a(40)]-[b(50)]-[c(60)]" ; vfl root "V:|-100-[a(40)]" ; vfl root "V:[b(20)]" ; vfl root "V:[c(30)]"
            b.centerY == a.centerY ; c.centerY == b.centerY
            """,
        pasted: """
            let a = UIView() ; let b = UIView() ; let c = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false ; b.translatesAutoresizingMaskIntoConstraints = false
            c.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a) ; view.addSubview(b) ; view.addSubview(c)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(40)]-[b(50)]-[c(60)]", options: .alignAllCenterY, metrics: nil, views: ["a": a, "b": b, "c": c]))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[a(40)]", options: [], metrics: nil, views: ["a": a]))
            NSLayoutConstraint.activate([b.heightAnchor.constraint(equalToConstant: 20), c.heightAnchor.constraint(equalToConstant: 30)])
            """),
    PastedCase(
        "options: [.alignAllLeading, .alignAllTrailing] on a V: string",
        native: """
            view a ; view b
            vfl root "V:|-[a(40)]-[b(40)]" ; vfl root "H:|-30-[a]-30-|"
            b.leading == a.leading ; b.trailing == a.trailing
            """,
        pasted: """
            let a = UIView() ; a.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(a)
            let b = UIView() ; b.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(b)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(40)]-[b(40)]", options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: ["a": a, "b": b]))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-30-[a]-30-|", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: nil, views: ["a": a]))
            """),
    PastedCase(
        "NSLayoutConstraint(item:…) with isActive, in activate, kept with let and added to a view",
        native: """
            view a ; view b
            a.top == root.top + 8 ; a.leading == root.leading + 16 ; a.width == root.width * 0.5
            a.height == 50 ; b.top == a.bottom + 10 ; b.leading == a.leading ; b.width == 100 ; b.height >= 20
            """,
        pasted: """
            let a = UIView() ; let b = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false ; b.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a) ; view.addSubview(b)
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 8).isActive = true
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1.0, constant: 16),
                NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: self.view, attribute: .width, multiplier: 0.5, constant: 0),
                a.heightAnchor.constraint(equalToConstant: 50),
            ])
            let top = NSLayoutConstraint(item: b, attribute: NSLayoutConstraint.Attribute.top, relatedBy: NSLayoutConstraint.Relation.equal, toItem: a, attribute: .bottom, multiplier: 1, constant: 10)
            view.addConstraint(top)
            view.addConstraints([NSLayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: a, attribute: .leading, multiplier: 1, constant: 0)])
            view.addConstraint(NSLayoutConstraint(item: b, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100))
            b.addConstraint(NSLayoutConstraint(item: b, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20))
            """),
    PastedCase(
        "views the Swift way: UIView(), UIScrollView(), UILabel(), var and type annotations, addSubview",
        native: """
            scroll sv ; view content in sv ; label title in content text "Hello there" lines 0
            sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
            content.snp.makeConstraints { make in make.edges.equalToSuperview() ; make.width.equalTo(sv) }
            title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
            """,
        pasted: """
            var sv: UIScrollView = UIScrollView()
            let content: UIView = UIView()
            let title = UILabel()
            title.text = "Hello there"
            title.numberOfLines = 0
            view.addSubview(sv)
            content.addSubview(title)
            sv.addSubview(content)
            sv.snp.makeConstraints { $0.edges.equalToSuperview() }
            content.snp.makeConstraints {
                $0.edges.equalToSuperview()
                $0.width.equalTo(sv)
            }
            title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
            """),
    PastedCase(
        "UIView(frame:) keeps its autoresizing mask, as 'view … frame' does",
        native: """
            view box frame 10,20,100,50
            view zero frame 0,0,0,0
            """,
        pasted: """
            let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
            view.addSubview(box)
            let zero = UIView()
            view.addSubview(zero)
            """),
    PastedCase(
        "removeFromSuperview() is 'remove'",
        native: """
            view a ; view b in a ; view c
            a.snp.makeConstraints { make in make.edges.equalToSuperview() }
            c.snp.makeConstraints { make in make.size.equalTo(a) ; make.top.left.equalTo(0) }
            remove a
            """,
        pasted: """
            let a = UIView() ; let b = UIView() ; let c = UIView()
            view.addSubview(a) ; a.addSubview(b) ; view.addSubview(c)
            a.snp.makeConstraints { $0.edges.equalToSuperview() }
            c.snp.makeConstraints { $0.size.equalTo(a) ; $0.top.left.equalTo(0) }
            a.removeFromSuperview()
            """),
    PastedCase(
        "UIScrollView's setZoomScale, setContentOffset and zoom(to:) with animated:",
        native: """
            scroll sv ; image photo in sv size 800x600
            sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
            photo.snp.makeConstraints { make in make.edges.equalToSuperview() }
            sv.minimumZoomScale = 0.5 ; sv.maximumZoomScale = 4 ; sv.zoomView = photo
            sv.zoomScale = 2
            sv.contentOffset = 0,5000
            zoom sv to 100,100,200,200
            sv.contentOffset = -10,-10
            """,
        pasted: """
            scroll sv ; image photo in sv size 800x600
            sv.snp.makeConstraints { $0.edges.equalToSuperview() }
            photo.snp.makeConstraints { $0.edges.equalToSuperview() }
            sv.minimumZoomScale = 0.5 ; sv.maximumZoomScale = 4 ; sv.zoomView = photo
            sv.setZoomScale(2, animated: true)
            sv.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
            sv.zoom(to: CGRect(x: 100, y: 100, width: 200, height: 200), animated: true)
            sv.setContentOffset(CGPoint(x: -10, y: -10), animated: true)
            """),
    PastedCase(
        "forEach over an array of views, with $0, and drawing-only assignments ignored",
        native: """
            scroll scrollView ; view first in scrollView ; view second in scrollView
            scrollView.snp.makeConstraints { make in make.edges.equalTo(view) }
            first.top == scrollView.top ; first.leading == scrollView.leading ; first.width == scrollView.width ; first.height == 1000
            """,
        pasted: """
            let scrollView = UIScrollView() ; let first = UIView() ; let second = UIView()
            [scrollView, first, second].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            [first, second].forEach {
                $0.backgroundColor = UIColor(white: 0.9, alpha: 1)
                $0.layer.cornerRadius = 8
            }
            view.addSubview(scrollView)
            [first, second].forEach(scrollView.addSubview)
            scrollView.snp.makeConstraints { $0.edges.equalTo(view) }
            first.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
            first.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor).isActive = true
            first.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
            first.heightAnchor.constraint(equalToConstant: 1000).isActive = true
            """),
    PastedCase(
        "UIScrollView(frame: view.bounds), and label fonts: bold, weighted, text styles",
        native: """
            scroll sv frame 0,0,375,667
            label title in sv text "Title" font 28
            label body in sv text "Body" font 17 medium
            title.snp.makeConstraints { make in make.top.left.equalTo(0) }
            body.snp.makeConstraints { make in make.top.equalTo(title.snp.bottom) ; make.left.equalTo(0) }
            """,
        pasted: """
            let sv = UIScrollView(frame: view.bounds)
            view.addSubview(sv)
            let title = UILabel() ; title.text = "Title" ; title.font = UIFont.preferredFont(forTextStyle: .title1)
            let body = UILabel() ; body.text = "Body" ; body.font = .systemFont(ofSize: 17, weight: .medium)
            sv.addSubview(title) ; sv.addSubview(body)
            title.snp.makeConstraints { $0.top.left.equalTo(0) }
            body.snp.makeConstraints { $0.top.equalTo(title.snp.bottom) ; $0.left.equalTo(0) }
            """),
    PastedCase(
        "a whole viewDidLoad pasted from a view controller",
        native: """
            scroll scrollView ; label label in scrollView text "Hello" lines 0
            scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
            label.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(16)
                make.width.equalTo(scrollView).offset(-32)
            }
            """,
        pasted: """
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .systemBackground
                let scrollView = UIScrollView()
                let label = UILabel()
                label.text = "Hello"
                label.numberOfLines = 0
                view.addSubview(scrollView)
                scrollView.addSubview(label)
                scrollView.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                label.snp.makeConstraints {
                    $0.edges.equalToSuperview().inset(16)
                    $0.width.equalTo(scrollView).offset(-32)
                }
            }
            """),
    PastedCase(
        "a constraint array built with var, +=, append and append(contentsOf:), then activated",
        native: """
            view a ; view b
            vfl root "H:|-[a]-[b(==a)]-|" ; a.top == root.top + 20 ; b.top == a.top ; a.height == 50 ; b.height == a.height
            """,
        pasted: """
            let a = UIView() ; let b = UIView()
            [a, b].forEach {
                $0.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview($0)
            }
            var constraints = [NSLayoutConstraint]()
            let views: [String: UIView] = ["a": a, "b": b]
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", options: [], metrics: nil, views: views)
            constraints.append(a.topAnchor.constraint(equalTo: view.topAnchor, constant: 20))
            let sameTop = b.topAnchor.constraint(equalTo: a.topAnchor)
            constraints.append(contentsOf: [sameTop, a.heightAnchor.constraint(equalToConstant: 50)])
            var rest: [NSLayoutConstraint] = []
            rest.append(NSLayoutConstraint(item: b, attribute: .height, relatedBy: .equal, toItem: a, attribute: .height, multiplier: 1, constant: 0))
            NSLayoutConstraint.activate(constraints + rest)
            """),
    PastedCase(
        "notebook 9's seed code pasted as written",
        native: """
            scroll scrollView ; view contentView in scrollView
            vfl root "H:|[scrollView]|" ; vfl root "V:|[scrollView]|"
            vfl scrollView "V:|[contentView(600)]|" ; vfl scrollView "H:|[contentView(300)]|"
            scrollView.contentSize = 1000x2000
            """,
        pasted: """
            let scrollView = UIScrollView() ; let contentView = UIView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            contentView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scrollView) ; scrollView.addSubview(contentView)
            let views = ["scrollView": scrollView, "contentView": contentView]
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[scrollView]|", metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[scrollView]|", metrics: nil, views: views))
            scrollView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[contentView(600)]|", metrics: nil, views: views))
            scrollView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[contentView(300)]|", metrics: nil, views: views))
            // later
            scrollView.contentSize = CGSize(width: 1000, height: 2000)
            """),
]

@Suite("pasted UIKit code")
struct PastedCodeTests {
    /// UIKit's `hasAmbiguousLayout` is true for each of them: the stack's height is free, and so
    /// is how it is shared out. Each is named, the first for its height, the others for their
    /// positions at least.
    @Test("a vertical stack of three views with no heights in a scroll view: each of the three is reported ambiguous")
    func stackOfViewsWithoutHeights() {
        var session = Session()
        _ = session.run("""
            let stack = UIStackView()
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            let sv = UIScrollView()
            sv.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sv)
            sv.addSubview(stack)
            for _ in 1...3 { let r = UIView(); stack.addArrangedSubview(r); r.widthAnchor.constraint(equalTo: sv.widthAnchor).isActive = true }
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: sv.topAnchor), stack.bottomAnchor.constraint(equalTo: sv.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: sv.leadingAnchor), stack.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
                sv.topAnchor.constraint(equalTo: view.topAnchor), sv.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                sv.leadingAnchor.constraint(equalTo: view.leadingAnchor), sv.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            """)
        let layout = session.layout
        let vertical = layout.ambiguities().filter { $0.axis == .vertical }
        let named = Set(vertical.compactMap { layout.name(of: $0.view) })
        #expect(named.isSuperset(of: ["r", "r2", "r3"]))
        #expect(vertical.first { layout.name(of: $0.view) == "r" }?.missing.contains("height") == true)
        #expect(vertical.first { layout.name(of: $0.view) == "r3" }?.missing.contains("vertical position") == true)
        #expect(layout.frame(of: layout.id(of: "r3")!).width == 375)
    }

    @Test("an array a loop appends to keeps every element, at the top level, after a controller is presented and inside its methods")
    func appendsInLoops() {
        var s = Session()
        s.script("""
            class PlanViewController: UIViewController {
                var steps: [CGFloat] = []
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for i in 1...4 { steps.append(CGFloat(i) * 10) }
                    var total: CGFloat = 0
                    for step in steps { total += step }
                    view.addSubview(bar)
                    bar.frame = CGRect(x: 0, y: 0, width: total, height: CGFloat(steps.count))
                }
            }
            """)
        // 10 + 20 + 30 + 40 = 100 wide, 4 steps tall.
        #expect(s.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 4))
        s.script("""
            var marks = [1]
            for _ in 0..<999 { marks.append(2) }
            var sum = 0
            for mark in marks { sum += mark }
            let ruler = UIView()
            view.addSubview(ruler)
            ruler.frame = CGRect(x: 0, y: 10, width: CGFloat(marks.count), height: CGFloat(sum))
            """)
        // 1 + 999 elements; 1 + 999 × 2 = 1999.
        #expect(s.frame("ruler") == Rect(x: 0, y: 10, width: 1000, height: 1999))
    }

    @Test("each pasted form gives the frames and constraints of its native twin", arguments: pastedCases)
    func equivalent(_ pastedCase: PastedCase) {
        var native = Session()
        native.script(pastedCase.native)
        var pasted = Session()
        pasted.script(pastedCase.pasted)
        #expect(geometry(of: pasted) == geometry(of: native))
        // A test that cannot fail is a defect: the twins constrain something.
        #expect(native.layout.constraintIDs.contains { native.layout.isActive($0) })
    }

    @Test("the VFL example gives the expected frames, not only the same ones")
    func visualFormatFrames() {
        var s = Session()
        s.script(pastedCases[0].pasted)
        // 375 − 16 − 16 − 8 = 335, shared by two: 167.5 each.
        #expect(s.frame("a") == Rect(x: 16, y: 20, width: 167.5, height: 50).snapped(toPixelsOf: 3))
        #expect(s.frame("b") == Rect(x: 191.5, y: 20, width: 167.5, height: 60).snapped(toPixelsOf: 3))
    }

    @Test("alignAllCenterY puts every view's centre on the first one's")
    func alignAllCenterY() {
        var s = Session()
        s.script(pastedCases[2].pasted)
        // a: top 100, height 40, so its centre is at 120; b (20 tall) and c (30 tall) centre there too.
        // `|-` is the root's margin, 16 at 375 wide: a at 16, b at 16 + 40 + 8, c at 64 + 50 + 8.
        #expect(s.frame("a") == Rect(x: 16, y: 100, width: 40, height: 40))
        #expect(s.frame("b") == Rect(x: 64, y: 110, width: 50, height: 20))
        #expect(s.frame("c") == Rect(x: 122, y: 105, width: 60, height: 30))
    }

    @Test("an alignment across the string's own axis is refused with UIKit's message, at the option")
    func alignmentOnTheSameAxis() {
        var s = Session()
        s.script("let a = UIView() ; view.addSubview(a) ; let b = UIView() ; view.addSubview(b)")
        let line = #"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b]))"#
        #expect(s.failing(line) == """
            1:99: error: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal; a H: string aligns on top, bottom, centerY or a baseline
            \(line)
                                                                                                              ^~~~~~~~~~~~~~~~
            """)
    }

    @Test("a string of one view aligns nothing, so an option along its own axis is taken, as UIKit takes it")
    func alignmentOfOneView() {
        var s = Session()
        s.script("let badge = UIView() ; badge.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(badge)")
        s.script(#"NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-30-[badge(40)]", options: NSLayoutFormatOptions.AlignAllCenterY, metrics: nil, views: ["badge": badge]))"#)
        s.script(#"NSLayoutConstraint.activateConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-12-[badge(40)]", options: .AlignAllLeading, metrics: nil, views: ["badge": badge]))"#)
        #expect(s.frame("badge") == Rect(x: 12, y: 30, width: 40, height: 40))
    }

    @Test("a name in the string that is not a key of views: is refused at its column, with the keys as suggestions")
    func missingKey() {
        var s = Session()
        s.script("let title = UIView() ; view.addSubview(title)")
        let line = #"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[tilte]|", options: [], metrics: nil, views: ["title": title]))"#
        #expect(s.failing(line) == """
            1:75: error: 'tilte' is not a key in the views dictionary; UIKit stops here with “tilte is not a key in the views dictionary”
            \(line)
                                                                                      ^~~~~
            did you mean 'title'?
            """)
    }

    @Test("a metric missing from metrics: is refused, and says where to add it")
    func missingMetric() {
        var s = Session()
        s.script("let a = UIView() ; view.addSubview(a)")
        let outcome = s.run(#"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a]|", options: [], metrics: ["pda": 8], views: ["a": a]))"#)
        #expect(outcome.diagnostics.map(\.description) == [
            #"1:83: error: no metric named 'pad'; add it to the metrics dictionary: metrics: ["pad": 8]"#
        ])
        #expect(outcome.diagnostics.first?.suggestion == "pda")
    }

    @Test("a pasted entry that fails changes nothing: the arrays before the bad one are not activated")
    func allOrNothing() {
        var s = Session()
        s.script("let a = UIView() ; a.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(a)")
        let before = geometry(of: s)
        _ = s.failing(#"NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(100)]", options: [], metrics: nil, views: ["a": a]) + [a.topAnchor.constraint(equalTo: a.leadingAnchor)])"#)
        #expect(geometry(of: s) == before)
    }

    @Test("a view made with let is outside the hierarchy: constraints within its tree wait for addSubview, others are refused")
    func notPlacedYet() {
        var s = Session()
        s.script("view placed ; let a = UIView() ; let b = UIView() ; a.addSubview(b)")
        #expect(s.layout.id(of: "a") == nil)
        #expect(s.declaredViewNames == ["root", "placed", "a", "b"])
        // Within a's tree UIKit installs the constraints on a: they are kept until a is placed.
        let kept = s.script("""
            a.translatesAutoresizingMaskIntoConstraints = false
            a.widthAnchor.constraint(equalToConstant: 100).isActive = true
            b.snp.makeConstraints { $0.edges.equalToSuperview() }
            """)
        #expect(kept[1].notes == ["kept until 'a' is placed: its constraints join views inside 'a', as UIKit allows; they are solved once view.addSubview(a) puts it in the hierarchy"])
        #expect(s.layout.id(of: "b") == nil)
        // To a view outside the tree there is no common ancestor: refused, naming the fix.
        #expect(s.failing("b.topAnchor.constraint(equalTo: placed.bottomAnchor).isActive = true") == """
            1:1: error: 'b' is not in a view hierarchy yet (it is in 'a', which is not placed either); UIKit stops on constraints to it (“no common ancestor”) — place it first: view.addSubview(a)
            b.topAnchor.constraint(equalTo: placed.bottomAnchor).isActive = true
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """)
        // a's own superview does not exist yet either.
        #expect(s.failing("a.snp.makeConstraints { $0.edges.equalToSuperview() }").contains("not in a view hierarchy yet"))
        s.script("view.addSubview(a)")
        #expect(s.layout.view(named: "b")?.superview == s.layout.id(of: "a"))
        // a: 100 wide at the top-left (its position and height are ambiguous, so 0); b fills it.
        #expect(s.frame("a") == Rect(x: 0, y: 0, width: 100, height: 0))
        #expect(s.frame("b") == Rect(x: 0, y: 0, width: 100, height: 0))
    }

    @Test("a label's text set entry after entry before it is placed: placed, it has the size of the last text, as with that text alone")
    func textSetAgainBeforePlaced() {
        func placed(_ texts: [String]) -> Rect? {
            var s = Session()
            s.script("let l = UILabel()")
            for text in texts { s.script("l.text = \"\(text)\"") }
            s.script("""
                view.addSubview(l) ; l.translatesAutoresizingMaskIntoConstraints = false
                l.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                l.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                """)
            return s.frame("l")
        }
        let alone = placed(["Sign up today"])
        #expect((alone?.width ?? 0) > 0)
        #expect(placed(Array(repeating: "A much longer text than the one that stays", count: 40) + ["Sign up today"]) == alone)
        #expect(placed(["Sign up today", "A much longer text than the one that stays"]) != alone)
    }

    @Test("constraints kept for a tree not placed yet are undone with the entry, and dropped with the tree")
    func keptConstraintsUndo() {
        var s = Session()
        s.script("""
            let card = UIView() ; let title = UILabel() ; card.addSubview(title)
            title.snp.makeConstraints { make in make.top.left.equalToSuperview().inset(8) }
            undo
            view.addSubview(card)
            """)
        // Without the make block the label keeps its mask: its 0×0 frame at the origin.
        #expect(s.frame("title") == Rect(x: 0, y: 0, width: 0, height: 0))
        var t = Session()
        t.script("""
            let card = UIView() ; let title = UILabel() ; card.addSubview(title)
            title.text = "Hi"
            title.snp.makeConstraints { make in make.top.left.equalToSuperview().inset(8) }
            view.addSubview(card)
            """)
        // "Hi": 16.02 wide, 16.333 at @3x, 20.333 tall, 8 from card's top-left.
        #expect(t.frame("title") == Rect(x: 8, y: 8, width: 49.0 / 3, height: 61.0 / 3))
    }

    @Test("assignments to a view not placed yet are checked at once and applied when it is placed")
    func assignmentsWait() {
        var s = Session()
        s.script("""
            let title = UILabel()
            title.text = "Hello"
            title.translatesAutoresizingMaskIntoConstraints = false
            """)
        #expect(s.failing("title.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)").contains("'UILabel' has no member 'contentInset' (it is UIScrollView's)"))
        s.script("view.addSubview(title)")
        // "Hello": 38.83 wide, 39 at @3x, one 20.333-pt line.
        #expect(s.frame("title") == Rect(x: 0, y: 0, width: 39, height: 61.0 / 3))
    }

    @Test("UIView() keeps its autoresizing mask, as in UIKit: an anchor fights its 0×0 frame; SnapKit turns it off")
    func autoresizingMaskOfUIView() {
        var s = Session()
        s.script("""
            let a = UIView() ; view.addSubview(a)
            a.widthAnchor.constraint(equalToConstant: 100).isActive = true
            """)
        #expect(s.frame("a")?.width == 0)
        #expect(!s.layout.conflicts.isEmpty)
        s.script("a.snp.makeConstraints { $0.height.equalTo(10) }")
        #expect(s.frame("a")?.width == 100)
    }

    @Test("a view's addConstraint needs both items inside the view, as UIKit requires")
    func addConstraintHolder() {
        var s = Session()
        s.script("let a = UIView() ; view.addSubview(a) ; let b = UIView() ; view.addSubview(b)")
        let outcome = s.run("a.addConstraint(NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0))")
        #expect(outcome.diagnostics.first?.message.hasPrefix("the view hierarchy is not prepared for the constraint: 'b' is not inside 'a'") == true)
    }

    @Test("addSubview moves a placed view to its new superview, as UIKit does, and refuses a view into itself")
    func addSubviewRefusals() {
        var s = Session()
        s.script("let a = UIView() ; let b = UIView() ; view.addSubview(a) ; a.addSubview(b)")
        #expect(s.run("view.addSubview(b)").notes == ["addSubview: 'b' leaves 'a' for 'root', as UIKit moves a view added to another superview"])
        #expect(s.layout.view(named: "b")?.superview == .root)
        s.script("a.addSubview(b)")
        let outcome = s.run("view.addSubview(a)")
        #expect(!outcome.failed)
        #expect(outcome.notes == ["addSubview: 'a' is already a subview of 'root'; UIKit brings it to the front, which changes "
                                  + "the drawing order only: its frame and constraints stay"])
        s.script("let c = UIView() ; let d = UIView() ; c.addSubview(d)")
        #expect(s.failing("d.addSubview(c)").contains("'c' cannot be added to 'd', which is inside it"))
        // A second `let a` shadows the first, as at Swift's top level; the placed view stays.
        #expect(!s.run("let a = UILabel()").failed)
        #expect(s.layout.view(named: "a")?.superview == .root)
    }

    @Test("removeFromSuperview() on a view with no superview does nothing, as in UIKit; on one inside a tree not placed yet it forgets it")
    func removeWaiting() {
        var s = Session()
        s.script("""
            let c = UIView() ; let d = UIView() ; c.addSubview(d)
            c.removeFromSuperview()
            """)
        #expect(s.declaredViewNames == ["root", "c", "d"])
        s.script("d.removeFromSuperview()")
        #expect(s.declaredViewNames == ["root", "c"])
        s.script("undo")
        #expect(s.declaredViewNames == ["root", "c", "d"])
    }

    @Test("setContentOffset is not clamped, as in code; setZoomScale is clamped to the zoom range")
    func scrollViewMethods() {
        var s = Session()
        s.script("""
            let sv = UIScrollView() ; view.addSubview(sv) ; let photo = UIView() ; sv.addSubview(photo)
            sv.snp.makeConstraints { $0.edges.equalToSuperview() }
            photo.snp.makeConstraints { $0.edges.equalToSuperview() ; $0.size.equalTo(CGSize(width: 400, height: 800)) }
            sv.setContentOffset(CGPoint(x: 0, y: 5000), animated: true)
            """)
        let sv = s.layout.id(of: "sv")
        #expect(sv.flatMap { s.layout.scrollInfo($0)?.contentOffset } == Point(x: 0, y: 5000))
        s.script("""
            sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 3 ; sv.zoomView = photo
            sv.setZoomScale(5, animated: false)
            """)
        #expect(sv.flatMap { s.layout.scrollInfo($0)?.zoomScale } == 3)
    }

    @Test("declarations pasted from a class body: private, lazy and friends before let and var")
    func declarationModifiers() {
        var s = Session()
        s.script("""
            private let titleLabel = UILabel()
            private lazy var scrollView: UIScrollView = UIScrollView()
            """)
        // A lazy var is made at its first use, as in Swift.
        #expect(s.declaredViewNames == ["root", "titleLabel"])
        s.script("view.addSubview(scrollView)")
        #expect(s.declaredViewNames == ["root", "scrollView", "titleLabel"])
    }

    @Test("a pasted viewDidLoad reports every bad line at once and runs none of it")
    func lifecycleErrors() {
        var s = Session()
        let source = """
            override func viewDidLoad() {
                super.viewDidLoad()
                let a = UIView()
                a.contentSze = .zero
                view.addSubveiw(a)
            }
            """
        let outcome = s.run(source)
        #expect(outcome.diagnostics.map(\.description) == [
            "4:7: error: 'UIView' has no member 'contentSze'", "5:10: error: 'UIView' has no member 'addSubveiw'",
        ])
        #expect(s.declaredViewNames == ["root"])
    }

    @Test("a constraint appended to an array already activated is not active, as in UIKit: activate(cs) took the array as it was")
    func appendAfterActivation() {
        var s = Session()
        s.script("""
            let a = UIView() ; a.translatesAutoresizingMaskIntoConstraints = false ; view.addSubview(a)
            var cs: [NSLayoutConstraint] = [a.widthAnchor.constraint(equalToConstant: 10)]
            NSLayoutConstraint.activate(cs)
            cs.append(a.heightAnchor.constraint(equalToConstant: 10))
            """)
        #expect(s.frame("a")?.size == Size(width: 10, height: 0))
        s.script("NSLayoutConstraint.activate(cs)")
        #expect(s.frame("a")?.size == Size(width: 10, height: 10))
    }

    @Test("layoutIfNeeded() and its siblings are accepted: Layoutbook lays out after every entry")
    func layoutPass() {
        var s = Session()
        let outcome = s.run("view.layoutIfNeeded() ; self.view.setNeedsLayout()")
        #expect(!outcome.failed)
        #expect(outcome.notes.isEmpty)
    }

    @Test("drawing-only assignments are accepted and change no frame; an undeclared view and $0 outside a closure are refused")
    func drawingOnly() {
        var s = Session()
        s.script("let a = UIView() ; view.addSubview(a)")
        let before = geometry(of: s)
        let outcome = s.run("a.backgroundColor = .systemBackground ; a.layer.borderWidth = 1 ; view.clipsToBounds = true")
        #expect(!outcome.failed)
        #expect(geometry(of: s) == before)
        #expect(s.failing("b.alpha = 0").contains("no name 'b' is declared here"))
        #expect(s.failing("$0.alpha = 0").contains("'$0' is used outside a closure"))
    }

    @Test("a forEach that fails for one view changes nothing for the others")
    func forEachAllOrNothing() {
        var s = Session()
        s.script("let a = UIView() ; let b = UIView() ; view.addSubview(a)")
        // b is not placed: its top cannot reach the root view, so a's is not made either.
        _ = s.failing("[a, b].forEach { $0.topAnchor.constraint(equalTo: view.topAnchor).isActive = true }")
        #expect(!s.layout.constraintIDs.contains { s.layout.isActive($0) && s.layout.constraint($0)?.origin == .user })
    }

    @Test("help uikit lists the pasted forms, says animated: is ignored, and the overview points to it")
    func help() {
        let text = Help.text(for: "uikit")
        for form in ["UIView()", "addSubview", "constraints(withVisualFormat:", "NSLayoutConstraint(item:",
                     "$0.edges", "setZoomScale", "setContentOffset", "zoom(to:", "UIStackView", "layoutIfNeeded",
                     "forEach", "backgroundColor", "override func viewDidLoad()"] {
            #expect(text.contains(form), "\(form)")
        }
        #expect(text.contains("'animated:' is accepted and ignored"))
        #expect(Help.text(for: nil).contains("help uikit"))
    }

    @Test("every pasted script, cut at any character, runs without crashing")
    func noCrashes() {
        var runs = 0
        for source in pastedCases.map(\.pasted) + pastedGoldens.map(\.source) {
            let scalars = Array(source.unicodeScalars)
            for end in stride(from: 0, through: scalars.count, by: 7) {
                var prefix = ""
                prefix.unicodeScalars.append(contentsOf: scalars[..<end])
                var s = Session()
                for entry in Entry.split(prefix) { _ = s.run(entry.text, firstLine: entry.firstLine) }
                runs += 1
            }
        }
        #expect(runs > 300)
    }

    @Test("the syntax-tree dump of every pasted form matches its golden", arguments: pastedGoldens)
    func golden(_ golden: Golden) {
        let result = parseCommands(golden.source)
        #expect(result.diagnostics.rendered(source: golden.source) == "")
        #expect(SyntaxDump.dump(result.commands) == golden.dump)
    }
}

/// Parser goldens for pasted code.
let pastedGoldens: [Golden] = [
]
