import Language
import Layout
import Testing

/// UITextView and UIButton.Configuration in pasted Swift, and systemLayoutSizeFitting's targets.
/// Text is measured with the text metric: the system font's widths, at 17 pt a line 20.333 tall
/// at @3x (the text views here are given the 17-pt font; one given none draws in 12 pt, the last
/// test). A text view adds its textContainerInset (8 top, 8 bottom) and its line fragment padding
/// (5 left, 5 right); a configured button adds its contentInsets (7 top and bottom, 12 leading and
/// trailing by default) to its title at 17 pt.
@Suite("pasted text views, configured buttons and fitting sizes")
struct PastedControlTests {
    /// A text view at (20, 40), its left and top pinned, with `text`, as pasted line by line.
    static func textView(_ text: String) -> Session {
        var s = Session()
        s.script("""
            let tv = UITextView()
            tv.font = .systemFont(ofSize: 17)
            tv.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tv)
            tv.text = "\(text)"
            tv.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            tv.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            """)
        return s
    }

    @Test("a text view that scrolls has no intrinsic size; with isScrollEnabled = false it is its text plus its insets")
    func textViewSizesToText() {
        var s = Self.textView("Hello there")
        // Scrolling (the default): noIntrinsicMetric on both axes, so nothing sizes it.
        #expect(s.frame("tv") == Rect(x: 20, y: 40, width: 0, height: 0))
        s.script("tv.isScrollEnabled = false")
        // "Hello there" 83.37 → 83.667, + 5 + 5 = 93.667 wide; one line 20.333, + 8 + 8 = 36.333 tall.
        #expect(s.frame("tv") ≈ Rect(x: 20, y: 40, width: 281.0 / 3, height: 109.0 / 3))
        s.script("tv.isScrollEnabled = true")
        #expect(s.frame("tv") == Rect(x: 20, y: 40, width: 0, height: 0))
    }

    @Test("a segmented control's segments are all as wide as the widest; apportioned by content, each is its own title's")
    func segmentWidths() {
        var s = Session()
        s.script("""
            let picker = UISegmentedControl(items: ["A", "Weekly"])
            picker.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(picker)
            picker.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            picker.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            """)
        // At 13 pt: "A" 8.581 → 8.667 + 20.5 = 29.167, "Weekly" 43.237 → 43.333 + 20.5 = 63.833;
        // two segments of 63.833 = 127.667, rounded up to the whole point: 128.
        #expect(s.frame("picker") ≈ Rect(x: 20, y: 40, width: 128, height: 32))
        s.script("picker.apportionsSegmentWidthsByContent = true")
        // 29.167 + 63.833 = 93.
        #expect(s.frame("picker") ≈ Rect(x: 20, y: 40, width: 93, height: 32))
        s.script(#"picker.insertSegment(withTitle: "Monthly", at: 2, animated: false)"#)
        // "Monthly" 48.764 → 49 + 20.5 = 69.5 joins: 29.167 + 63.833 + 69.5 = 162.5 → 163; as wide
        // as the widest, 3 × 69.5 = 208.5 → 209.
        #expect(s.frame("picker") ≈ Rect(x: 20, y: 40, width: 163, height: 32))
        s.script("picker.apportionsSegmentWidthsByContent = false")
        #expect(s.frame("picker") ≈ Rect(x: 20, y: 40, width: 209, height: 32))
    }

    @Test("a text view that does not scroll wraps at the width its constraints give, inside its padding")
    func textViewWraps() {
        var s = Self.textView("Hello there")
        s.script("""
            tv.isScrollEnabled = false
            tv.trailingAnchor.constraint(equalTo: view.leadingAnchor, constant: 80).isActive = true
            """)
        // 60 wide, 50 inside the padding: "Hello" (38.57) and "there" take two lines, 40.667 at
        // @3x: 40.667 + 8 + 8 = 56.667.
        #expect(s.frame("tv") == Rect(x: 20, y: 40, width: 60, height: 170.0 / 3))
        s.script("tv.textContainerInset = UIEdgeInsets(top: 2, left: 0, bottom: 4, right: 0)")
        // The same two lines with 2 above and 4 below: 46.
        #expect(s.frame("tv") == Rect(x: 20, y: 40, width: 60, height: 140.0 / 3))
        s.script("tv.font = .systemFont(ofSize: 10)")
        // At 10 pt: 5 a character, 12 a line; 50 / 5 = 10 characters a line, "Hello" and "there"
        // (11 with the space) still two lines: 24 + 6 = 30.
        #expect(s.frame("tv") == Rect(x: 20, y: 40, width: 60, height: 30))
    }

    @Test("intrinsicContentSize of a text view: noIntrinsicMetric while it scrolls, its text plus insets once it does not")
    func textViewIntrinsicContentSize() {
        var s = Self.textView("Hello there")
        s.script("""
            let probe = UIView()
            probe.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(probe)
            probe.widthAnchor.constraint(equalToConstant: tv.intrinsicContentSize.width == UIView.noIntrinsicMetric ? 1 : 2).isActive = true
            """)
        // One entry: the size is read in the same paste that turned scrolling off.
        let paste = """
            tv.isScrollEnabled = false
            probe.heightAnchor.constraint(equalToConstant: tv.intrinsicContentSize.width).isActive = true
            """
        let outcome = s.run(paste)
        #expect(!outcome.failed, "\(outcome.diagnostics.rendered(source: paste))")
        // Scrolling: -1 on both axes, so the probe is 1 wide; then 83.667 + 5 + 5 = 93.667.
        #expect(s.frame("probe")?.size == Size(width: 1, height: 281.0 / 3))
    }

    @Test("a text view's isScrollEnabled set to a number is an error at the assignment, not ignored as drawing")
    func textViewBadScrollEnabled() {
        var s = Self.textView("Hello")
        let error = s.failing("tv.isScrollEnabled = 3")
        #expect(error.contains("expected true or false, found a number"), "\(error)")
        // Nothing changed: the text view still scrolls and has no size of its own.
        #expect(s.frame("tv") == Rect(x: 20, y: 40, width: 0, height: 0))
    }

    @Test("an empty text view that does not scroll is one line tall, as wide as its padding")
    func emptyTextView() {
        var s = Self.textView("")
        s.script("tv.isScrollEnabled = false")
        // No text: 0 + 5 + 5 = 10 wide; the caret's line, 20 + 8 + 8 = 36 tall.
        #expect(s.frame("tv") ≈ Rect(x: 20, y: 40, width: 10, height: 109.0 / 3))
    }

    @Test("a text view in a vertical stack under a label: its row is its wrapped text plus its insets")
    func textViewInStack() {
        var s = Session()
        let paste = """
            class NoteViewController: UIViewController {
                let titleLabel = UILabel()
                let noteView = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = "Note"
                    noteView.text = "Remember to water the plants"
                    noteView.font = .systemFont(ofSize: 17)
                    noteView.isScrollEnabled = false
                    let stack = UIStackView(arrangedSubviews: [titleLabel, noteView])
                    stack.axis = .vertical
                    stack.spacing = 8
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        stack.widthAnchor.constraint(equalToConstant: 140),
                    ])
                }
            }
            """
        let outcome = s.run(paste)
        #expect(!outcome.failed, "\(outcome.diagnostics.rendered(source: paste))")
        // Fill alignment: both rows 140 wide. The text view's text has 130 inside its padding,
        // "Remember to" fits, and so does "water the plants": two lines, 40.667 + 16 = 56.667. The
        // label is 20.333 tall; the text view starts 8 below it.
        #expect(s.frame("titleLabel") == Rect(x: 0, y: 0, width: 140, height: 61.0 / 3))
        #expect(s.frame("noteView") ≈ Rect(x: 0, y: 85.0 / 3, width: 140, height: 170.0 / 3))
        #expect(s.frame("stack") == Rect(x: 20, y: 20, width: 140, height: 85))
    }

    @Test("a configured button is its title plus the configuration's content insets; contentEdgeInsets no longer counts")
    func configuredButton() {
        var s = Session()
        s.script("""
            var config = UIButton.Configuration.filled()
            config.title = "Sign up"
            let button = UIButton(configuration: config)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            """)
        // "Sign up": 57.53 → 57.667, + 12 + 12 = 81.667 wide; 20.333 + 7 + 7 = 34.333 tall.
        #expect(s.frame("button")?.size ≈ Size(width: 245.0 / 3, height: 103.0 / 3))
        s.script("button.configuration?.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)")
        // 57.667 + 40 = 97.667; 20.333 + 20 = 40.333.
        #expect(s.frame("button")?.size ≈ Size(width: 293.0 / 3, height: 121.0 / 3))
        s.script("button.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)")
        #expect(s.frame("button")?.size ≈ Size(width: 293.0 / 3, height: 121.0 / 3))
    }

    @Test("a system button takes its configuration when given one later; setTitle sets the configured title")
    func systemButtonConfiguredLater() {
        var s = Session()
        s.script("""
            let ok = UIButton(type: .system)
            ok.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(ok)
            ok.setTitle("OK", for: .normal)
            """)
        // The system type: "OK" at 15 pt, 20.6 → 21 wide (whole points), held at the system button's
        // least width, 30; 30 tall (its line, 17.9, + 12 = 29.9, rounded up).
        #expect(s.frame("ok")?.size == Size(width: 30, height: 30))
        s.script("ok.configuration = .plain()")
        // Plain: "OK" at 17 pt, 23.04 → 23.333 + 24 = 47.333 wide; 20.333 + 14 = 34.333 tall.
        #expect(s.frame("ok")?.size ≈ Size(width: 142.0 / 3, height: 103.0 / 3))
    }

    /// A box 10 inside which a wrapping label sits, 10 from each edge; the box at the root's
    /// top-left corner, at most 300 wide.
    static let fittingScript = """
        view box
        label t in box text "Hello world" lines 0
        t.left == box.left + 10 ; t.top == box.top + 10 ; t.right <= box.right - 10 ; t.bottom == box.bottom - 10
        box.left == root.left ; box.top == root.top ; box.width <= 300
        """

    @Test("fit expanded gives the largest size the constraints allow, fit compressed the smallest")
    func fitTargets() {
        var s = Session()
        s.script(Self.fittingScript)
        let expanded = s.run("fit box expanded")
        // Asked for 10000×10000 at 50: the width stops at its 300 limit; the label's text fits on
        // one line at 280, and its height (20.333, hugging and compression above 50) plus 10 + 10 is 40.333.
        #expect(expanded.notes.first?.hasPrefix("fit box expanded: 300×40.333 — systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)") == true)
        let compressed = s.run("fit box compressed")
        // Asked for 0×0 at 50: the label's one-line width, "Hello world" 85.61 → 85.667, + 20 = 105.667; 40.333 tall.
        #expect(compressed.notes.first?.hasPrefix("fit box compressed: 105.667×40.333 — systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)") == true)
        let wrong = s.failing("fit box wide")
        #expect(wrong.contains("expected 'compressed', 'expanded' or the end of the command after 'fit box', found 'wide'"))
    }

    @Test("pasted systemLayoutSizeFitting honours its target and fitting priorities, and says the size")
    func pastedFitting() {
        var s = Session()
        s.script(Self.fittingScript)
        let before = s.frame("box")
        let expanded = s.run("let big = box.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)")
        #expect(expanded.notes.contains("box.systemLayoutSizeFitting: 300×40.333"))
        let narrow = s.run("""
            let narrow = box.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            """)
        // 100 wide, required: the label has 80, less than "Hello world" (85.75): "Hello" and "world"
        // on two lines, 40.58 (40.667 at @3x); + 20 = 60.667.
        #expect(narrow.notes.contains("box.systemLayoutSizeFitting: 100×60.667"))
        // Asking changes nothing: the box keeps the frame it had.
        #expect(s.frame("box") == before)
    }
}
