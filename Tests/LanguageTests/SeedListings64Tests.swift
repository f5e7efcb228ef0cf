import Language
import Layout
import Testing

/// Listings as tutorials, library demos and answers print them: scroll views sized by their
/// bounds, Objective-C excerpts whose properties live in a header the page leaves out, Swift 2
/// spellings, Masonry and TinyConstraints as their READMEs write them. Every paste here is
/// written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("seed listings 64")
struct SeedListings64Tests {
    @Test("a scroll view's bounds origin is its content offset, even set before it has a content size or a superview")
    func boundsOriginBeforeContentSizeIsTheOffset() {
        var session = Session()
        _ = session.script("""
        UIScrollView *strip = [[UIScrollView alloc] init];
        strip.center = self.view.center;
        strip.bounds = CGRectMake(40, 60, 300, 400);
        [self.view addSubview:strip];
        strip.contentSize = CGSizeMake(1200, 400);
        UIView *card = [[UIView alloc] initWithFrame:CGRectMake(320, 20, 100, 100)];
        [strip addSubview:card];
        """)
        let strip = session.layout.id(of: "strip")!
        // Centred on (187.5, 333.5), 300×400; its bounds keep the origin they were given.
        #expect(session.frame("strip") == Rect(x: 37.5, y: 133.5, width: 300, height: 400))
        #expect(session.layout.scrollInfo(strip)?.contentOffset == Point(x: 40, y: 60))
        #expect(session.layout.bounds(of: strip) == Rect(x: 40, y: 60, width: 300, height: 400))
        // On screen the card is shifted by the offset: 37.5 + 320 − 40, 133.5 + 20 − 60.
        #expect(session.layout.windowRect(of: session.layout.id(of: "card")!) == Rect(x: 317.5, y: 93.5, width: 100, height: 100))
    }


    @Test("a view property of a header the excerpt leaves out, only read, is the header's outlet, of the class its name says")
    func headerViewPropertyReadOnlyIsAnOutlet() {
        var session = Session()
        let outcomes = session.script("""
        @implementation NotesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.notesScrollView.contentSize = CGSizeMake(320, 900);
            [self.captionLabel autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:30];
            [self.captionLabel autoPinEdgeToSuperviewEdge:ALEdgeLeft withInset:16];
            [self.captionLabel autoSetDimensionsToSize:CGSizeMake(200, 40)];
        }
        @end
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("self.notesScrollView: declared in the class's header, which the paste does not contain, and never made "
            + "or added to a view here: taken as the header's outlet, a UIScrollView as its name says"))
        #expect(notes.contains("self.captionLabel: declared in the class's header, which the paste does not contain, and never made "
            + "or added to a view here: taken as the header's outlet, a UILabel as its name says"))
        // The outlets stand in on the root view: the content size and the constraints hold.
        #expect(session.contentSize("notesScrollView") == Size(width: 320, height: 900))
        #expect(session.frame("captionLabel") == Rect(x: 16, y: 30, width: 200, height: 40))
    }

    @Test("a header's view property the excerpt adds to a view is made at first use instead")
    func headerViewPropertyAddedIsMadeAtFirstUse() {
        var session = Session()
        let outcomes = session.script("""
        @implementation BannerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.bannerView];
            self.bannerView.frame = CGRectMake(0, 64, 375, 120);
        }
        @end
        """)
        #expect(outcomes.flatMap(\.notes).contains("self.bannerView: its getter is not in the paste, and nothing here sets it; the page "
            + "makes it elsewhere, so it is made at first use as a UIView, the class it is declared with"))
        #expect(session.frame("bannerView") == Rect(x: 0, y: 64, width: 375, height: 120))
    }

    @Test("Masonry's offset with no relation is equal: to the superview's same edge, or a size's constant")
    func masonryOffsetWithoutRelation() {
        var session = Session()
        _ = session.script("""
        UIView *chip = [UIView new];
        [self.view addSubview:chip];
        [chip mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.offset(30);
            make.right.offset(-16);
            make.width.offset(120);
            make.height.mas_offset(44);
        }];
        """)
        // top == root.top + 30, right == root.right - 16, width == 120, height == 44.
        #expect(session.frame("chip") == Rect(x: 239, y: 30, width: 120, height: 44))
    }

    @Test("the same from Swift, as Masonry's block methods: make?.left.right()?.offset()(0)")
    func masonryOffsetWithoutRelationFromSwift() {
        var session = Session()
        _ = session.script("""
        let band = UIView()
        view.addSubview(band)
        band.mas_makeConstraints { (make) in
            make?.height.equalTo()(80)
            make?.top.offset()(100)
            make?.left.right()?.offset()(0)
        }
        """)
        #expect(session.frame("band") == Rect(x: 0, y: 100, width: 375, height: 80))
    }

    @Test("Swift 2's capitalised cases written with their type are Swift 3's: UILayoutConstraintAxis.Vertical, UIStackViewDistribution.FillEqually")
    func swift2QualifiedCapitalisedCases() {
        var session = Session()
        _ = session.script("""
        let column = UIStackView(frame: CGRectMake(0, 0, 200, 300))
        let upper = UIView()
        let lower = UIView()
        column.addArrangedSubview(upper)
        column.addArrangedSubview(lower)
        column.axis = UILayoutConstraintAxis.Vertical
        column.distribution = UIStackViewDistribution.FillEqually
        column.alignment = UIStackViewAlignment.Fill
        column.spacing = 20
        view.addSubview(column)
        """)
        // Two rows of (300 − 20) / 2 = 140, 200 wide.
        #expect(session.frame("upper") == Rect(x: 0, y: 0, width: 200, height: 140))
        #expect(session.frame("lower") == Rect(x: 0, y: 160, width: 200, height: 140))
    }

    @Test("Swift 2's size constrained to a nil anchor is constrained to its constant")
    func swift2SizeToNilAnchorIsAConstant() {
        var session = Session()
        let outcomes = session.script("""
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        badge.widthAnchor.constraintEqualToAnchor(nil, multiplier: 1, constant: 80).active = true
        badge.heightAnchor.constraintEqualToAnchor(nil, constant: 30).active = true
        badge.topAnchor.constraintEqualToAnchor(view.topAnchor, constant: 12).active = true
        badge.leadingAnchor.constraintEqualToAnchor(view.leadingAnchor, constant: 12).active = true
        """)
        #expect(outcomes.flatMap(\.notes).contains("widthAnchor constrained to nil: a size's constraint to no anchor is one to its "
            + "constant, as constraint(equalToConstant:) makes it"))
        #expect(session.frame("badge") == Rect(x: 12, y: 12, width: 80, height: 30))
    }

    @Test("TinyEdgeInsets is TinyConstraints' name for UIEdgeInsets")
    func tinyEdgeInsetsAreEdgeInsets() {
        var session = Session()
        _ = session.script("""
        let panel = UIView()
        view.addSubview(panel)
        panel.edgesToSuperview(insets: TinyEdgeInsets(top: 40, left: 10, bottom: 20, right: 50))
        """)
        #expect(session.frame("panel") == Rect(x: 10, y: 40, width: 315, height: 607))
    }

    @Test("Anchorage on a view the README declares elsewhere: an anchor group's view and a container stand in")
    func anchorageOnViewsDeclaredElsewhere() {
        var session = Session()
        let outcomes = session.script("""
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        view.addSubview(card)
        photoView.edgeAnchors == card.edgeAnchors
        container.topAnchor == view.topAnchor + 20
        container.leadingAnchor == view.leadingAnchor + 16
        container.widthAnchor == 200
        container.heightAnchor == 50
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'photoView' is not declared in the paste: made here as a UIView, the class its name says, as the page "
            + "declares it elsewhere; its own settings are not in the paste"))
        #expect(session.frame("photoView") == Rect(x: 20, y: 100, width: 300, height: 200))
        #expect(session.frame("container") == Rect(x: 16, y: 20, width: 200, height: 50))
    }

    @Test("an instance variable the excerpt sets by its bare name is set there, not made at first use")
    func instanceVariableSetByBareNameIsNotMadeElsewhere() {
        var session = Session()
        let outcomes = session.script("""
        @interface GalleryController () {
            UIScrollView *pager;
        }
        @end
        @implementation GalleryController
        - (void)viewDidLoad {
            [super viewDidLoad];
            pager = [[UIScrollView alloc] initWithFrame:CGRectMake(8, 20, 359, 400)];
            pager.contentSize = CGSizeMake(718, 400);
            [self.view addSubview:pager];
        }
        @end
        """)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("its getter is not in the paste") })
        #expect(session.frame("pager") == Rect(x: 8, y: 20, width: 359, height: 400))
        #expect(session.contentSize("pager") == Size(width: 718, height: 400))
    }
}
