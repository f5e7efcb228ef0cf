import Language
import Layout
import Testing

/// Listings as tutorials, demos and answers print them: Objective-C's dot syntax used to send a
/// message, the UIView+Frame extension apps carry (`view.width`, `view.bottom`), an image view
/// sized to an image the paste does not hold, and Xcode's editor placeholders left in the code.
/// Every paste here is written for this test; frames are derived by hand on the default bare
/// 375×667 screen.
@Suite("seed listings 66")
struct SeedListings66Tests {
    @Test("Objective-C's dot syntax on a method with no arguments sends it: `banner.removeFromSuperview;` takes the banner away")
    func dotSyntaxSendsAMessage() {
        var session = Session()
        session.script("""
        UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 60)];
        [self.view addSubview:banner];
        UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 335, 200)];
        [self.view addSubview:card];
        banner.removeFromSuperview;
        """)
        #expect(session.frame("banner") == nil)
        #expect(session.frame("card") == Rect(x: 20, y: 100, width: 335, height: 200))
    }

    @Test("`caption.sizeToFit;` sizes the label as `[caption sizeToFit]` does, its origin kept")
    func dotSyntaxSizeToFitMatchesTheMessage() {
        var dotted = Session()
        dotted.script("""
        UILabel *caption = [[UILabel alloc] initWithFrame:CGRectMake(16, 40, 0, 0)];
        caption.text = @"Swipe to see more";
        caption.sizeToFit;
        [self.view addSubview:caption];
        """)
        var sent = Session()
        sent.script("""
        UILabel *caption = [[UILabel alloc] initWithFrame:CGRectMake(16, 40, 0, 0)];
        caption.text = @"Swipe to see more";
        [caption sizeToFit];
        [self.view addSubview:caption];
        """)
        let frame = dotted.frame("caption")
        #expect(frame == sent.frame("caption"))
        #expect(frame?.minX == 16 && frame?.minY == 40 && (frame?.width ?? 0) > 0)
    }

    @Test("a controller's own method written with dot syntax (`self.setupViews;`) runs")
    func dotSyntaxRunsTheClassesOwnMethod() {
        var session = Session()
        session.script("""
        @implementation StripViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.setupViews;
        }
        - (void)setupViews {
            UIScrollView *strip = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 80, 375, 100)];
            strip.contentSize = CGSizeMake(750, 100);
            [self.view addSubview:strip];
        }
        @end
        """)
        #expect(session.frame("strip") == Rect(x: 0, y: 80, width: 375, height: 100))
        // 750 wide in a 375-wide frame: scrolls horizontally 0…375.
        #expect(session.contentSize("strip") == Size(width: 750, height: 100))
    }

    @Test("the app's UIView+Frame extension, not in the paste, reads and sets the frame's parts as such extensions define them")
    func frameExtensionReadsAndSetsTheFrame() {
        var session = Session()
        let outcomes = session.script("""
        @implementation GalleryViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIScrollView *pager = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 0, self.view.width, self.view.height / 2)];
            pager.top = 100;
            pager.contentSize = CGSizeMake(pager.width * 3, pager.height);
            [self.view addSubview:pager];
            UIView *page = [[UIView alloc] initWithFrame:CGRectMake(pager.width, 0, pager.width, pager.height)];
            [pager addSubview:page];
            UIView *footer = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 200, 40)];
            footer.centerX = self.view.centerX;
            footer.bottom = self.view.bottom - 20;
            [self.view addSubview:footer];
        }
        @end
        """)
        #expect(outcomes.flatMap(\.notes).contains("'width' is the app's UIView+Frame extension, not in the paste (UIView has none): "
            + "taken as frame.width, as such extensions define it"))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'bottom' is the app's UIView+Frame extension") && $0.contains("frame.maxY") })
        // Half the screen's 667 tall, moved down to 100.
        #expect(session.frame("pager") == Rect(x: 0, y: 100, width: 375, height: 333.5))
        // The second page starts one page width in.
        #expect(session.frame("page") == Rect(x: 375, y: 0, width: 375, height: 333.5))
        #expect(session.contentSize("pager") == Size(width: 1125, height: 333.5))
        // Centred: 187.5 − 100; its bottom 20 above the screen's: 667 − 20 − 40.
        #expect(session.frame("footer") == Rect(x: 87.5, y: 607, width: 200, height: 40))
    }

    @Test("in Swift too, `view.width` of an extension not in the paste is the frame's width, and `x`, `y`, `size` set it")
    func frameExtensionInSwift() {
        var session = Session()
        session.script("""
        let header = UIView()
        header.size = CGSize(width: view.width - 32, height: 120)
        header.x = 16
        header.y = 44
        view.addSubview(header)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.right = header.right
        badge.top = header.bottom + 8
        view.addSubview(badge)
        """)
        #expect(session.frame("header") == Rect(x: 16, y: 44, width: 343, height: 120))
        // Its right edge on the header's (16 + 343 = 359), 8 below it (44 + 120 + 8).
        #expect(session.frame("badge") == Rect(x: 335, y: 172, width: 24, height: 24))
    }

    @Test("sizeToFit() on an image view whose image the paste does not hold says the fitted size is the image's, unknown; the frame is kept")
    func sizeToFitOfAnUnknownImageIsSaid() {
        var session = Session()
        let outcomes = session.script("""
        let logo = UIImageView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        logo.image = UIImage(named: "brand")
        logo.sizeToFit()
        view.addSubview(logo)
        """)
        #expect(outcomes.flatMap(\.notes).contains("logo.sizeToFit(): UIKit sizes an image view to its image, and the image is not in "
            + "the paste, so that size is unknown; the frame keeps 100×100 (give the image a size with 'image logo size WxH')"))
        #expect(session.frame("logo") == Rect(x: 20, y: 40, width: 100, height: 100))
    }

    @Test("once the image has a size, sizeToFit() fits the image view to it, and no image at all says nothing of one")
    func sizeToFitOfASizedImage() {
        var session = Session()
        let outcomes = session.script("""
        let logo = UIImageView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        logo.image = UIImage(named: "brand")
        view.addSubview(logo)
        image logo size 120x40
        logo.sizeToFit()
        let empty = UIImageView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        view.addSubview(empty)
        empty.sizeToFit()
        """)
        #expect(session.frame("logo") == Rect(x: 20, y: 40, width: 120, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("sizeToFit(): UIKit sizes an image view") })
    }

    @Test("Xcode's placeholder for an argument left in Swift is refused as Xcode refuses it, once, at its place")
    func swiftEditorPlaceholder() {
        var session = Session()
        let error = session.failing("""
        let box = UIView(frame: <#CGRect#>)
        view.addSubview(box)
        """)
        #expect(error.contains("1:25: error: an Xcode placeholder (<#…#>) is left here: Xcode refuses it too (“Editor placeholder in source file”)"))
        #expect(error.components(separatedBy: "error:").count == 2)
    }

    @Test("an Objective-C message with Xcode's placeholders for its arguments is refused with one error for each, none for its '#'")
    func objectiveCEditorPlaceholders() {
        var session = Session()
        let error = session.failing("""
        UIView *box = [UIView new];
        [self.view addSubview:box];
        [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:<#(NSLayoutAttribute)#> relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:<#(CGFloat)#>]];
        """)
        #expect(error.contains("3:79: error: an Xcode placeholder (<#(NSLayoutAttribute)#>) is left here: Xcode refuses it too "
            + "(“Editor placeholder in source file”)"))
        #expect(error.contains("an Xcode placeholder (<#(CGFloat)#>) is left here"))
        #expect(!error.contains("unexpected character"))
    }
}
