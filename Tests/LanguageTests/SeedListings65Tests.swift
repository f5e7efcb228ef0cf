import Language
import Layout
import Testing

/// Listings as tutorials, demos and answers print them: a Kotlin-style scope function of the
/// app's, Masonry's update adding what it does not find, Objective-C methods and instance
/// variables as Xcode's templates and older styles lay them out, and enums whose cases carry
/// their own computed properties. Every paste here is written for this test; frames are derived
/// by hand on the default bare 375×667 screen.
@Suite("seed listings 65")
struct SeedListings65Tests {
    @Test("the app's scope function (`apply`) on a new view runs its one closure with the view, so what it adds is laid out")
    func appScopeFunctionRunsItsClosure() {
        var session = Session()
        let outcomes = session.script("""
        UILabel().apply { (this) in
            view.addSubview(this)
            this.text = "Done"
            this.snp.makeConstraints { make in
                make.width.equalTo(150)
                make.height.equalTo(40)
                make.centerX.equalToSuperview()
                make.bottom.equalToSuperview().inset(40)
            }
        }
        let badge = UIView().also { $0.frame = CGRect(x: 10, y: 20, width: 30, height: 30) }
        view.addSubview(badge)
        """)
        #expect(outcomes.flatMap(\.notes).contains("'apply' is the app's own (UILabel has none, not in the paste): by its name and its "
            + "one closure it is a scope function, as Then's then/do; the closure is run with it, and it is returned"))
        // Centred, 150 wide: (375 − 150) / 2; its bottom 40 above the screen's: 667 − 40 − 40.
        #expect(session.frame("label") == Rect(x: 112.5, y: 587, width: 150, height: 40).snapped(toPixelsOf: 3))
        // `also` gives back the view it was called on, so `badge` is that view.
        #expect(session.frame("badge") == Rect(x: 10, y: 20, width: 30, height: 30))
    }

    @Test("a method of the app's with another name and a closure is not run: a handler is not a scope function")
    func otherClosureMethodsStayUnrun() {
        var session = Session()
        let outcomes = session.script("""
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        view.addSubview(banner)
        banner.whenTapped { (sender) in
            sender.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'whenTapped'") })
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test("Masonry's mas_updateConstraints changes the constant of a constraint it matches and adds one it does not")
    func masonryUpdateAddsWhatItDoesNotMatch() {
        var session = Session()
        session.script("""
        UIView *card = [UIView new];
        [self.view addSubview:card];
        [card mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.mas_equalTo(20);
            make.width.mas_equalTo(100);
        }];
        [card mas_updateConstraints:^(MASConstraintMaker *make) {
            make.width.mas_equalTo(150);
            make.height.mas_equalTo(60);
        }];
        """)
        // The width's constant changed (one width constraint, no conflict); the height is new.
        #expect(session.frame("card") == Rect(x: 20, y: 20, width: 150, height: 60))
    }

    @Test("SnapKit's updateConstraints still stops on a constraint no earlier block made, as SnapKit does")
    func snapKitUpdateStillRefusesANewConstraint() {
        var session = Session()
        session.script("""
        let card = UIView()
        view.addSubview(card)
        card.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(20)
            make.width.equalTo(100)
        }
        """)
        let error = session.failing("""
        card.snp.updateConstraints { make in
            make.height.equalTo(60)
        }
        """)
        #expect(error.contains("updateConstraints only changes constants"))
    }

    @Test("an empty array of a type is made with a space before its parentheses, as Swift allows")
    func emptyArrayCallWithASpace() {
        var session = Session()
        session.script("""
        var tiles = [UIView] ()
        for i in 0..<3 {
            let tile = UIView(frame: CGRect(x: 10 + 60 * CGFloat(i), y: 100, width: 50, height: 50))
            tiles.append(tile)
            view.addSubview(tile)
        }
        let shelf = UIView(frame: CGRect(x: 0, y: 200, width: 100 * CGFloat(tiles.count), height: 10))
        view.addSubview(shelf)
        """)
        #expect(session.frame("shelf") == Rect(x: 0, y: 200, width: 300, height: 10))
    }

    @Test("a #pragma line among the instance variables changes nothing")
    func pragmaAmongInstanceVariables() {
        var session = Session()
        session.script("""
        @interface GalleryViewController () {
        #pragma mark - views
            UIScrollView *pager;
        #pragma mark - state
            NSInteger page;
        }
        @end

        @implementation GalleryViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            pager = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
            pager.contentSize = CGSizeMake(960, 480);
            [self.view addSubview:pager];
        }
        @end
        """)
        #expect(session.frame("pager") == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(session.contentSize("pager") == Size(width: 960, height: 480))
    }

    @Test("an Objective-C method pasted alone with its { on the next line is one entry")
    func objectiveCMethodWithAllmanBrace() {
        var session = Session()
        let outcomes = session.script("""

        - (void)viewDidLoad
        {
            [super viewDidLoad];
            UIView *band = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 375, 44)];
            [self.view addSubview:band];
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("band") == Rect(x: 0, y: 100, width: 375, height: 44))
    }

    @Test("a computed property and a method of a pasted enum are read on its cases, with the case as self")
    func enumCaseComputedMembers() {
        var session = Session()
        session.script("""
        enum Tab: String, CaseIterable {
            case home = "Home"
            case settings = "Settings"

            var title: String {
                self.rawValue
            }

            var width: CGFloat {
                switch self {
                case .home: return 80
                case .settings: return 120
                }
            }

            func left(at index: Int) -> CGFloat {
                CGFloat(index) * 130
            }
        }
        for (i, tab) in Tab.allCases.enumerated() {
            let item = UIView(frame: CGRect(x: tab.left(at: i), y: 0, width: tab.width, height: 30))
            view.addSubview(item)
        }
        let caption = UILabel()
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.text = Tab.settings.title
        view.addSubview(caption)
        caption.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        caption.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        """)
        #expect(session.frame("item") == Rect(x: 0, y: 0, width: 80, height: 30))
        #expect(session.frame("item2") == Rect(x: 130, y: 0, width: 120, height: 30))
        // The caption shows "Settings", the case's raw value, not a placeholder.
        let settings = Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Settings")
        #expect(session.frame("caption")?.width == settings?.width)
    }
    @Test("the weak alias of self an excerpt leaves undeclared (`ws`, `weakSelf`) is self; a declared one is what it declares")
    func undeclaredWeakSelfIsSelf() {
        var session = Session()
        let outcomes = session.script("""
        UIView *sv = [UIView new];
        [self.view addSubview:sv];
        [sv mas_makeConstraints:^(MASConstraintMaker *make) {
            make.center.equalTo(ws.view);
            make.size.mas_equalTo(CGSizeMake(300, 300));
        }];
        """)
        #expect(outcomes.flatMap(\.notes).contains(
            "'ws' is not in the paste: taken as self, the weak alias apps declare (`__weak typeof(self) ws = self;`)"))
        // Centred on the root view: (375 − 300) / 2, (667 − 300) / 2.
        #expect(session.frame("sv") == Rect(x: 37.5, y: 183.5, width: 300, height: 300).snapped(toPixelsOf: 3))

        var declared = Session()
        declared.script("""
        let wself = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(wself)
        let dot = UIView()
        wself.addSubview(dot)
        dot.snp.makeConstraints { make in
            make.center.equalTo(wself)
            make.size.equalTo(20)
        }
        """)
        #expect(declared.frame("dot") == Rect(x: 90, y: 90, width: 20, height: 20))
    }
}
