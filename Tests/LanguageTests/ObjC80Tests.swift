@testable import Language
import Layout
import Testing

/// Objective-C as apps' `.m` files write it, round 80: a collection view's item made at its
/// layout's size, a message sent later by `performSelector:…afterDelay:`, and lazy getters that
/// build a cell, read by the app's data source.
@Suite("Objective-C app files, round 80")
struct ObjC80Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// UIKit's collection view makes each item with `initWithFrame:` and the frame its layout gives
    /// it, so an item whose initialiser places a subview by its own bounds places it for that size
    /// (a flow layout's default itemSize, 50×50, where the app's is not in the paste), not for 0×0.
    @Test("an item whose initWithFrame: reads its own bounds is made at the flow layout's item size")
    func itemIsMadeAtItsLayoutSize() {
        var session = Session()
        let outcomes = session.script("""
            @interface StampCell : UICollectionViewCell
            @property (nonatomic, strong) UILabel *caption;
            @property (nonatomic, strong) UIView *swatch;
            @end
            @implementation StampCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _swatch = [[UIView alloc] init];
                    _swatch.frame = self.bounds;
                    [self.contentView addSubview:_swatch];
                    _caption = [[UILabel alloc] initWithFrame:CGRectMake(4, self.bounds.size.height - 16, self.bounds.size.width - 8, 12)];
                    [self.contentView addSubview:_caption];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Made at 50×50: the swatch fills it; the caption is 4 in, 50 − 16 = 34 down, 50 − 8 = 42
        // wide. Made at 0×0 they were 0×0 and (4,-16,-8,12).
        #expect(session.frame("stampCell") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("swatch") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("caption") == Rect(x: 4, y: 34, width: 42, height: 12))
        let notes = Self.notes(outcomes)
        #expect(notes.contains { $0.contains("StampCell's init(frame:) places its subviews by its own size")
            && $0.contains("UICollectionViewFlowLayout's default itemSize, 50×50") && $0.contains("the app's itemSize is not in the paste") })
        #expect(notes.contains { $0.contains("one is made as StampCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))") })
    }

    /// `performSelector:withObject:afterDelay:` sends the selector's message later: what it lays
    /// out is the screen's once the delay is over, so it runs (now, as a `dispatch_after` block
    /// does) rather than being skipped as changing nothing.
    @Test("performSelector: with an object, a delay or neither sends the message it names")
    func performSelectorSendsItsMessage() {
        var session = Session()
        let outcomes = session.script("""
            @interface DockController : UIViewController
            @property (nonatomic, strong) UIView *tray;
            @end
            @implementation DockController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *lid = [[UIView alloc] init];
                [self.view addSubview:lid];
                [self performSelector:@selector(settleLid:) withObject:lid afterDelay:0.8];
                self.tray = [[UIView alloc] init];
                [self.view addSubview:self.tray];
                [self performSelector:@selector(openTray)];
            }
            - (void)settleLid:(UIView *)lid {
                lid.translatesAutoresizingMaskIntoConstraints = NO;
                [NSLayoutConstraint activateConstraints:@[
                    [lid.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:24],
                    [lid.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:12],
                    [lid.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-12],
                    [lid.heightAnchor constraintEqualToConstant:70]
                ]];
            }
            - (void)openTray {
                self.tray.frame = CGRectMake(0, 600, 375, 67);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // lid: 12 in from each side of 375, so 351 wide; 24 down, 70 tall.
        #expect(session.frame("lid") == Rect(x: 12, y: 24, width: 351, height: 70))
        #expect(session.frame("tray") == Rect(x: 0, y: 600, width: 375, height: 67))
        #expect(!Self.notes(outcomes).contains { $0.contains("skipped 'perform") })
    }

    /// Swift's spelling, `perform(#selector(…), with:, afterDelay:)`, sends it the same way.
    @Test("Swift's perform(_:with:afterDelay:) calls the method its #selector names")
    func swiftPerformCallsTheSelectorsMethod() {
        var session = Session()
        let outcomes = session.script("""
            class ShelfController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let plank = UIView()
                    view.addSubview(plank)
                    perform(#selector(lay(_:)), with: plank, afterDelay: 0.3)
                }
                @objc func lay(_ plank: UIView) {
                    plank.frame = CGRect(x: 30, y: 90, width: 150, height: 8)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("plank") == Rect(x: 30, y: 90, width: 150, height: 8))
        #expect(!Self.notes(outcomes).contains { $0.contains("skipped 'perform") })
    }

    /// A cell whose views are made by lazy getters that add them (`if (!_badge) { … [self.contentView
    /// addSubview:_badge]; … }`) and that nothing in the paste reads: the app's data source reads
    /// them to fill the cell, which builds them. Read once the cell is made, and said so; the cell
    /// was shown empty, with no word why.
    @Test("lazy getters that add their views, read by nothing in the paste, are read as the app reads them")
    func unreadBuildingGettersAreRead() {
        var session = Session()
        let outcomes = session.script("""
            @interface PlaqueCell : UITableViewCell
            @property (nonatomic, strong) UIView *badge;
            @property (nonatomic, strong) UILabel *caption;
            @end
            @implementation PlaqueCell
            - (UIView *)badge {
                if (!_badge) {
                    _badge = [[UIView alloc] init];
                    _badge.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_badge];
                    [NSLayoutConstraint activateConstraints:@[
                        [_badge.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:6],
                        [_badge.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-6],
                        [_badge.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:10],
                        [_badge.widthAnchor constraintEqualToConstant:32],
                        [_badge.heightAnchor constraintEqualToConstant:32]
                    ]];
                }
                return _badge;
            }
            - (UILabel *)caption {
                if (!_caption) {
                    _caption = [[UILabel alloc] init];
                    _caption.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:_caption];
                    [_caption.leadingAnchor constraintEqualToAnchor:self.badge.trailingAnchor constant:12].active = YES;
                    [_caption.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor].active = YES;
                }
                return _caption;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // badge: 10 in, 6 down, 32×32, so the content is 6 + 32 + 6 = 44 tall. caption: empty, so
        // 0×0, at 10 + 32 + 12 = 54, on the content's centre line, 22.
        #expect(session.frame("plaqueCell") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(session.frame("badge") == Rect(x: 10, y: 6, width: 32, height: 32))
        #expect(session.frame("caption") == Rect(x: 54, y: 22, width: 0, height: 0))
        #expect(Self.notes(outcomes).contains { $0.contains("nothing in the paste reads PlaqueCell's caption, whose getter makes its view") })
    }
}
