@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 72: a scroll view scrolled to a page before it
/// is placed, frames set in `layoutSubviews` on views whose mask is off, views built in a loop
/// inside an `init`, C's `++` inside an expression, and class methods read with dot syntax.
@Suite("Objective-C app files, round 72")
struct ObjCApps72Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    func offset(_ session: Session, _ name: String) -> Point? {
        session.layout.id(of: name).flatMap { session.layout.scrollInfo($0)?.contentOffset }
    }

    @Test("scrollRectToVisible before the scroll view is placed scrolls to the page it names")
    func scrollRectToVisibleBeforePlacing() {
        var session = Session()
        session.script("""
            @interface AlbumController : UIViewController
            @property (nonatomic, strong) UIScrollView *pages;
            @end
            @implementation AlbumController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat side = CGRectGetWidth(self.view.bounds);
                self.pages = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 80, side, 240)];
                self.pages.contentSize = CGSizeMake(side * 4, 240);
                [self.pages scrollRectToVisible:CGRectMake(side * 2, 0, side, 240) animated:NO];
                [self.view addSubview:self.pages];
            }
            @end
            """)
        // UIKit: the rect's far edge, 1125, lies beyond the 375 shown from offset 0, so the offset
        // moves to 1125 − 375 = 750; its near edge, 750, is then in view. The range is 0…1125.
        #expect(session.frame("pages") == Rect(x: 0, y: 80, width: 375, height: 240))
        #expect(session.contentSize("pages") == Size(width: 1500, height: 240))
        #expect(offset(session, "pages") == Point(x: 750, y: 0))
    }

    @Test("scrollRectToVisible moves the least, and stops at the end of the content")
    func scrollRectToVisibleStaysInRange() {
        var session = Session()
        session.script("""
            let feed = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
            feed.contentSize = CGSize(width: 375, height: 900)
            view.addSubview(feed)
            feed.scrollRectToVisible(CGRect(x: 0, y: 100, width: 375, height: 200), animated: false)
            """)
        // Already in view (100…300 inside 0…500): the offset stays.
        #expect(offset(session, "feed") == Point(x: 0, y: 0))
        session.script("feed.scrollRectToVisible(CGRect(x: 0, y: 800, width: 375, height: 300), animated: true)")
        // Its far edge 1100 would need 1100 − 500 = 600, but the content ends at 900: the most is
        // 900 − 500 = 400.
        #expect(offset(session, "feed") == Point(x: 0, y: 400))
        session.script("feed.scrollRectToVisible(CGRect(x: 0, y: 50, width: 375, height: 100), animated: false)")
        // Its near edge, 50, is above the 400 shown: the offset moves up to it.
        #expect(offset(session, "feed") == Point(x: 0, y: 50))
    }

    @Test("a frame layoutSubviews sets on a view whose mask is off is said to be UIKit's, with its numbers")
    func frameSetInLayoutSubviewsIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            @interface Chip : UIView
            @end
            @implementation Chip {
                UILabel *_caption;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _caption = [UILabel new];
                    _caption.translatesAutoresizingMaskIntoConstraints = NO;
                    _caption.text = @"new";
                    [self addSubview:_caption];
                    [_caption.leadingAnchor constraintEqualToAnchor:self.leadingAnchor].active = YES;
                    [_caption.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                _caption.frame = CGRectMake(12, 6, 80, 24);
            }
            @end
            """)
        // UIKit applies the constraints in [super layoutSubviews]; the frame set after it holds
        // until the next pass, which sets it again: (12, 6, 80, 24) is what UIKit shows.
        let notes = Self.notes(outcomes)
        #expect(notes.contains {
            $0.contains("frame: caption does not translate its autoresizing mask, and layoutSubviews sets its frame after UIKit "
                + "has placed it by its constraints: UIKit shows it at (12, 6, 80, 24)")
        })
        #expect(!notes.contains { $0.contains("caption does not translate its autoresizing mask, so the next layout pass") })
    }

    @Test("a frame set before the pass on a view whose mask is off is still put back by the pass")
    func frameSetBeforeThePassIsPutBack() {
        var session = Session()
        let outcomes = session.script("""
            let tag = UILabel()
            tag.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tag)
            tag.frame = CGRect(x: 5, y: 5, width: 50, height: 20)
            """)
        #expect(Self.notes(outcomes).contains {
            $0 == "frame: tag does not translate its autoresizing mask, so the next layout pass puts it back where its constraints say"
        })
    }
}
