import Language
import Layout
import Testing

/// A Visual Format call whose views (or metrics) dictionary the paste does not hold — made a
/// paragraph above, in the app's helper, or with `NSDictionaryOfVariableBindings` — reads the
/// format's names as the code's names of the same spelling, with a note, where each is a view.
/// Frames are derived by hand on the bare 375×667 screen: `|-` and `-|` are 20 points to the
/// root view's edge, a lone `-` between two views 8.
@Suite("a Visual Format dictionary not in the paste")
struct FormatDictionaryTests {
    @Test("at the prompt, an undeclared dictionary reads the format's names as the declared views of those names")
    func undeclaredDictionaryAtThePrompt() {
        var session = Session()
        let outcomes = session.script("""
            let leftPane = UIView()
            let rightPane = UIView()
            view.addSubview(leftPane)
            view.addSubview(rightPane)
            leftPane.translatesAutoresizingMaskIntoConstraints = false
            rightPane.translatesAutoresizingMaskIntoConstraints = false
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[leftPane(120)]-[rightPane]-|", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: paneViews))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[leftPane(60)]", options: [], metrics: nil, views: paneViews))
            """)
        // `|-` is the root's margin, 16 at 375 wide.
        #expect(session.frame("leftPane") == Rect(x: 16, y: 30, width: 120, height: 60))
        // 16 + 120 + 8 = 144 to 375 − 16: 215 wide, its top and bottom the left pane's.
        #expect(session.frame("rightPane") == Rect(x: 144, y: 30, width: 215, height: 60))
        #expect(outcomes[6].notes.contains(
            "'paneViews' is not in the paste: the format's names are read as the views of those names (leftPane, rightPane), "
                + "as NSDictionaryOfVariableBindings makes the dictionary"))
        #expect(!outcomes[6].notes.contains { $0.hasPrefix("skipped 'paneViews'") })
    }

    @Test("a dictionary named 'views' is not taken for a misspelt 'view'")
    func dictionaryNamedViews() {
        var session = Session()
        session.script("""
            let banner = UIView()
            view.addSubview(banner)
            banner.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[banner(50)]", options: [], metrics: nil, views: views))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[banner]|", options: [], metrics: nil, views: views))
            """)
        #expect(session.frame("banner") == Rect(x: 0, y: 40, width: 375, height: 50))
    }

    @Test("in a pasted view, the app's dictionary and metrics read the view's own properties and constants")
    func appDictionaryInsideAView() {
        var session = Session()
        let outcomes = session.script("""
            class TagCell: UIView {
                let caption = UILabel()
                let dot = UIView()
                let inset: CGFloat = 10
                let side: CGFloat = 24
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    caption.text = "New"
                    [caption, dot].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-inset-[dot(side)]-inset-[caption]-(>=inset)-|", options: .alignAllCenterY, metrics: sizes, views: bindings))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-inset-[dot(side)]-inset-|", options: [], metrics: sizes, views: bindings))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let tag = TagCell()
            view.addSubview(tag)
            tag.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([tag.topAnchor.constraint(equalTo: view.topAnchor, constant: 100), tag.leadingAnchor.constraint(equalTo: view.leadingAnchor)])
            """)
        // 10 + 24 + 10 = 44 tall; the dot at (10,10), the caption 10 after it, centred on it.
        #expect(session.frame("dot") == Rect(x: 10, y: 10, width: 24, height: 24))
        let caption = session.frame("caption")
        #expect(caption?.origin.x == 44)
        // Centred on 22: its top 22 − 61/6 = 11.833, 12 on the @3x pixel grid.
        #expect(caption?.origin.y == (22 - 61.0 / 6).snapped(toPixelsOf: 3))
        #expect(session.frame("tag")?.size.height == 44)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'bindings' is not in the paste: the format's names are read as the views of those names (caption, dot)") })
        #expect(notes.contains("'sizes' is not in the paste: the format's metrics are read as the numbers of those names (inset, side)"))
    }

    @Test("Objective-C: a dictionary kept in a property the paste does not show")
    func objectiveCPropertyDictionary() {
        var session = Session()
        session.script("""
            @implementation BadgeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *badge = [[UIView alloc] init];
                badge.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:badge];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[badge(32)]-16-|" options:0 metrics:nil views:self.layoutViews]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-64-[badge(32)]" options:0 metrics:nil views:self.layoutViews]];
            }
            @end
            """)
        #expect(session.frame("badge") == Rect(x: 327, y: 64, width: 32, height: 32))
    }

    @Test("a format name that is no view of the code leaves the call as the app's own: skipped in a pasted view, refused at the prompt")
    func nameThatIsNoView() {
        var session = Session()
        let outcomes = session.script("""
            class Strip: UIView {
                let knob = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    knob.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(knob)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[knob][handle]|", options: [], metrics: nil, views: parts))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains(
            "skipped the constraints of this format: its views dictionary is the app's own (parts), not in the paste"))
        session.script("""
            let pad = 12
            let knob = UIView()
            view.addSubview(knob)
            """)
        let refusal = session.failing(#"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[pad]|", options: [], metrics: nil, views: parts))"#)
        #expect(refusal.contains("error: no name 'parts' is declared here"))
        #expect(session.frame("knob") == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
