import Language
import Layout
import Testing

/// What the seed76 listings (tutorials, answers, course code, notes) tripped on. Every paste here
/// is written for this test; the frames are derived by hand on the default 375×667 screen (no
/// bars: the safe area is the whole screen).
@Suite("seed76 listings: dictionaries as sequences, tuple arguments, other libraries' layout calls")
struct Seed76Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a views dictionary's 'forEach' runs its closure on each (key, value) entry, '$1' being the value",
          arguments: [
              "parts.forEach { $1.translatesAutoresizingMaskIntoConstraints = false }",
              "parts.forEach { $0.value.translatesAutoresizingMaskIntoConstraints = false }",
              "parts.forEach { name, part in part.translatesAutoresizingMaskIntoConstraints = false }",
              "parts.values.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }",
          ])
    func dictionaryForEachReachesItsValues(_ loop: String) {
        var session = Session()
        // The loop turns the badge's mask off, so only the format strings place it: 24 from the
        // left and 60 wide, 40 down and 30 tall — (24, 40, 60, 30). Left on, the mask's 0×0 frame
        // would conflict with both sizes.
        let outcomes = session.script("""
            let badge = UIView()
            view.addSubview(badge)
            let parts = ["badge": badge]
            \(loop)
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-24-[badge(==60)]", options: [], metrics: nil, views: parts))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[badge(==30)]", options: [], metrics: nil, views: parts))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 24, y: 40, width: 60, height: 30))
        #expect(!Self.notes(outcomes).contains { $0.contains("skipped 'forEach'") })
    }

    @Test("a closure that names '$1' over enumerated() pairs gets the pair split: '$0' the offset, '$1' the element")
    func anonymousArgumentsSplitAPair() {
        var session = Session()
        // Offsets 0 and 1: x = 10 + 50 × offset, so (10, 80, 40, 40) and (60, 80, 40, 40).
        let outcomes = session.script("""
            let left = UIView()
            let right = UIView()
            [left, right].enumerated().forEach {
                view.addSubview($1)
                $1.frame = CGRect(x: 10 + 50 * CGFloat($0), y: 80, width: 40, height: 40)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("left") == Rect(x: 10, y: 80, width: 40, height: 40))
        #expect(session.frame("right") == Rect(x: 60, y: 80, width: 40, height: 40))
    }

    @Test("a closure that names only '$0' over enumerated() pairs keeps the pair whole")
    func singleAnonymousArgumentKeepsThePair() {
        var session = Session()
        // `$0.offset` 0 and 1, `$0.element` the view: the same two frames as above.
        let outcomes = session.script("""
            let left = UIView()
            let right = UIView()
            [left, right].enumerated().forEach {
                view.addSubview($0.element)
                $0.element.frame = CGRect(x: 10 + 50 * CGFloat($0.offset), y: 80, width: 40, height: 40)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("left") == Rect(x: 10, y: 80, width: 40, height: 40))
        #expect(session.frame("right") == Rect(x: 60, y: 80, width: 40, height: 40))
    }

    @Test("a 'layout { $0… }' closure that takes an argument is the app's own layout helper, said, not Stevia's builder and not '$0 outside a closure'")
    func argumentTakingLayoutClosureIsTheAppsHelper() {
        var session = Session()
        // Stevia's `layout { … }` builder takes no argument; this one does, so the helper is the
        // app's and its constraints are missing. The card keeps its frame, (40, 60, 120, 80); the
        // caption, made with no frame, has its mask taken off as such helpers do, so nothing
        // places it: ambiguous, as the paste leaves it.
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
            view.addSubview(card)
            let caption = UILabel()
            caption.text = "Due"
            view.addSubview(caption)
            caption.layout {
                $0.top == card.bottomAnchor + 12
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 40, y: 60, width: 120, height: 80))
        #expect(Self.notes(outcomes).contains {
            $0.contains("skipped 'layout { … }'") && $0.contains("the app's own layout helper")
                && $0.contains("autoresizing mask is taken off")
        })
    }

    @Test("'Top(view)' is not EasyPeasy's attribute, which takes an amount: the refusal says so at the view")
    func easyPeasyAttributeGivenAViewIsRefusedByName() {
        var session = Session()
        // Another library's equation operators (`Top(a) == Top(b)`): nothing here can run them.
        let source = """
            let stamp = UILabel()
            view.addSubview(stamp)
            view.addConstraints(Top(stamp) == Top(view))
            """
        let rendered = session.run(source).diagnostics.rendered(source: source)
        #expect(rendered.contains("3:25: error: 'Top(…)' given a view is not EasyPeasy's Top(…)"))
    }

    @Test("Objective-C's 'for (key in dictionary)' walks the keys, so 'views[key]' is each view")
    func objectiveCFastEnumerationOverADictionaryGivesKeys() {
        var session = Session()
        // The loop turns the chip's mask off; the format strings then place it 30 from the left,
        // 50 wide, 70 down and 20 tall: (30, 70, 50, 20).
        let outcomes = session.script("""
            @implementation ChipController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *chip = [UIView new];
                [self.view addSubview:chip];
                NSDictionary *views = @{@"chip": chip};
                for (NSString *key in views) {
                    UIView *each = views[key];
                    each.translatesAutoresizingMaskIntoConstraints = NO;
                }
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-30-[chip(==50)]" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-70-[chip(==20)]" options:0 metrics:nil views:views]];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 30, y: 70, width: 50, height: 20))
        #expect(!Self.notes(outcomes).contains { $0.contains("set on nil") })
    }
}
