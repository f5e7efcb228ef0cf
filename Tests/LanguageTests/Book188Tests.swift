@testable import Language
import Layout
import Testing

/// What the forty-seventh round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-seventh round")
struct Book188Tests {
    @Test("Objective-C reading its navigation controller's bar and its tab bar controller's bar gets where UIKit lays them out")
    func containerBarsReadByTheirFrames() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            in navigation and tab bar
            CGFloat top = CGRectGetMaxY(self.navigationController.navigationBar.frame);
            CGFloat barHeight = self.navigationController.navigationBar.bounds.size.height;
            CGFloat tabHeight = self.tabBarController.tabBar.frame.size.height;
            UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, top, barHeight, tabHeight)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The bar is 44 under the 20-pt status bar, ending at 64; the tab bar is 49 (no home indicator).
        #expect(session.frame("strip") == Rect(x: 0, y: 64, width: 44, height: 49))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not in the paste") })
    }

    @Test("on a phone with a home indicator the tab bar read by code is 83 tall, its 49 above the indicator's 34, along the bottom")
    func tabBarFrameWithTheHomeIndicator() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            import UIKit
            class Feed: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tabBar = tabBarController!.tabBar.frame
                    let footer = UIView(frame: CGRect(x: 0, y: tabBar.minY - 40, width: view.bounds.width, height: 40))
                    view.addSubview(footer)
                }
            }
            let tabs = UITabBarController()
            tabs.viewControllers = [Feed()]
            UIApplication.shared.keyWindow?.rootViewController = tabs
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 852 − 83 = 769: the footer ends where the tab bar starts.
        #expect(session.frame("footer") == Rect(x: 0, y: 729, width: 393, height: 40))
    }

    @Test("layoutIfNeeded() in viewDidLoad lays the views out with no safe area, before the view is in the window: a frame read there is that pass's")
    func layoutPassInViewDidLoadHasNoSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Profile: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 100),
                    ])
                    view.layoutIfNeeded()
                    let x: CGFloat = view.window == nil ? 0 : 200
                    let badge = UIView(frame: CGRect(x: x, y: header.frame.maxY, width: 50, height: view.safeAreaInsets.top + 50))
                    view.addSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // In viewDidLoad the view is in no window: its safe area is zero, so the pass puts the
        // header at 0 and the badge under it at 100; on the screen the header moves below the
        // 20-pt status bar, and the badge, placed by hand, stays. (Its window is nil there: x 0.)
        #expect(session.frame("badge") == Rect(x: 0, y: 100, width: 50, height: 50))
        #expect(session.frame("header") == Rect(x: 0, y: 20, width: 375, height: 100))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("header's frame is read in viewDidLoad after layoutIfNeeded(), before the view is in the window")
        })
    }

    @Test("TinyConstraints' stack gives every view the width: and height: it is given")
    func tinyStackSizesEachView() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import TinyConstraints
            let strip = UIView()
            view.addSubview(strip)
            strip.topToSuperview(offset: 100)
            strip.leftToSuperview(offset: 20)
            let first = UIView(), second = UIView()
            strip.stack([first, second], axis: .horizontal, width: 60, height: 40, spacing: 8)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 60, height: 40))
        #expect(session.frame("second") == Rect(x: 68, y: 0, width: 60, height: 40))
        #expect(session.frame("strip") == Rect(x: 20, y: 100, width: 128, height: 40))
    }

    @Test("in a file importing Stevia, width(40).height(40) on a view in no hierarchy yet is Stevia's: it returns the view, and both hold")
    func steviaSizeChainBeforeTheViewIsAdded() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Stevia
            let avatar = UIView()
            avatar.width(40).height(40)
            view.subviews { avatar }
            avatar.top(10).left(20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("avatar") == Rect(x: 20, y: 10, width: 40, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("skipped") })
    }

    @Test("Anchorage's group anchors of a layout guide: edgeAnchors of the safe area, inset by 10")
    func anchorageGuideGroups() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            import Anchorage
            class Login: UIViewController {
                let form = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(form)
                    form.edgeAnchors == view.safeAreaLayoutGuide.edgeAnchors + 10
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The safe area starts under the 20-pt status bar: 10 inside it on every side.
        #expect(session.frame("form") == Rect(x: 10, y: 30, width: 355, height: 627))
    }

    @Test("a controller presented when its class was pasted, then put in a navigation controller on a later line, is loaded again under the bar")
    func wrappedInANavigationControllerLater() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface Inbox : UIViewController
            @end
            @implementation Inbox
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat barBottom = CGRectGetMaxY(self.navigationController.navigationBar.frame);
                UIView *banner = [[UIView alloc] initWithFrame:CGRectMake(0, barBottom, self.view.bounds.size.width, 40)];
                [self.view addSubview:banner];
            }
            @end
            """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 40))
        let wrapped = session.script("""
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[Inbox new]];
            """)
        #expect((outcomes + wrapped).allSatisfy { !$0.failed })
        // Loaded under the 44-pt bar below the 20-pt status bar, the banner starts at 64.
        #expect(session.frame("banner") == Rect(x: 0, y: 64, width: 375, height: 40))
        #expect(wrapped.flatMap(\.notes).contains { $0.contains("this entry shows Inbox in a navigation controller") })
    }

    @Test("after the first layout pass, a frame read right after its constraints change is the one that pass gave, until the next")
    func framesAfterTheFirstPassWaitForTheNext() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Detail: UIViewController {
                let box = UIView()
                var height: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    height = box.heightAnchor.constraint(equalToConstant: 50)
                    NSLayoutConstraint.activate([
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        box.widthAnchor.constraint(equalToConstant: 100),
                        height,
                    ])
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    height.constant = 200
                    let stale = UIView(frame: CGRect(x: 0, y: 400, width: box.frame.height, height: 10))
                    view.addSubview(stale)
                    let badge = UIView()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                        badge.widthAnchor.constraint(equalToConstant: 24),
                        badge.heightAnchor.constraint(equalToConstant: 24),
                    ])
                    let shadow = UIView(frame: badge.frame.offsetBy(dx: 2, dy: 2))
                    view.addSubview(shadow)
                    view.layoutIfNeeded()
                    let fresh = UIView(frame: CGRect(x: 0, y: 500, width: box.frame.height, height: 10))
                    view.addSubview(fresh)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The constant changed after the pass: the box is still 50 tall when read, 200 after layoutIfNeeded().
        #expect(session.frame("stale") == Rect(x: 0, y: 400, width: 50, height: 10))
        #expect(session.frame("fresh") == Rect(x: 0, y: 500, width: 200, height: 10))
        // The badge made after the pass has no frame until the next one: its shadow is at (2,2), 0×0.
        #expect(session.frame("shadow") == Rect(x: 2, y: 2, width: 0, height: 0))
        #expect(session.frame("box") == Rect(x: 0, y: 100, width: 100, height: 200))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("box's frame is read in viewDidAppear after constraints changed since UIKit's last layout pass")
        })
    }

    @Test("boundingRect with a paragraph style's line spacing adds it between the wrapped lines, as a label with that style is tall")
    func boundingRectCountsLineSpacing() {
        var session = Session()
        let outcomes = session.script("""
            NSMutableParagraphStyle *style = [[NSMutableParagraphStyle alloc] init];
            style.lineSpacing = 10;
            NSString *text = @"one two three four five six seven eight nine ten eleven twelve";
            CGRect box = [text boundingRectWithSize:CGSizeMake(120, MAXFLOAT) options:NSStringDrawingUsesLineFragmentOrigin
                attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15], NSParagraphStyleAttributeName: style} context:nil];
            CGRect plain = [text boundingRectWithSize:CGSizeMake(120, MAXFLOAT) options:NSStringDrawingUsesLineFragmentOrigin
                attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15]} context:nil];
            UIView *spaced = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, box.size.height)];
            [self.view addSubview:spaced];
            UIView *tight = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, plain.size.height)];
            [self.view addSubview:tight];
            UILabel *label = [[UILabel alloc] init];
            label.numberOfLines = 0;
            label.attributedText = [[NSAttributedString alloc] initWithString:text attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15], NSParagraphStyleAttributeName: style}];
            CGSize fits = [label sizeThatFits:CGSizeMake(120, MAXFLOAT)];
            UIView *fitted = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, fits.height)];
            [self.view addSubview:fitted];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let spaced = session.frame("spaced")?.height ?? 0
        let tight = session.frame("tight")?.height ?? 0
        // The same lines: 10 more between each two of them. (15-pt lines are 17.901 tall.)
        let lines = ((tight / 17.901).rounded())
        #expect(lines >= 3)
        #expect(abs(spaced - (tight + 10 * (lines - 1))) < 0.01)
        // A label with the style fits the same text to the same height, rounded up to the pixel.
        #expect(session.frame("fitted").map { abs($0.height - spaced) < 1 } == true)
    }

    @Test("moving a layer's anchorPoint keeps its position: a view placed by its frame moves, and its center is where the anchor is")
    func anchorPointMovesAFramedView() {
        var session = Session()
        let outcomes = session.script("""
            UIView *top = [[UIView alloc] initWithFrame:CGRectMake(100, 300, 200, 200)];
            top.layer.anchorPoint = CGPointMake(0.5, 1);
            [self.view addSubview:top];
            UIView *bottom = [[UIView alloc] initWithFrame:CGRectMake(100, 300, 200, 200)];
            bottom.layer.anchorPoint = CGPointMake(0.5, 0);
            [self.view addSubview:bottom];
            UIView *cover = [[UIView alloc] initWithFrame:top.frame];
            [self.view addSubview:cover];
            UIView *pin = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
            pin.layer.anchorPoint = CGPointZero;
            pin.center = CGPointMake(50, 60);
            [self.view addSubview:pin];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both kept their position, (200, 400): the top half now ends there, the bottom half starts there.
        #expect(session.frame("top") == Rect(x: 100, y: 200, width: 200, height: 200))
        #expect(session.frame("bottom") == Rect(x: 100, y: 400, width: 200, height: 200))
        #expect(session.frame("cover") == Rect(x: 100, y: 200, width: 200, height: 200))
        // With the anchor at the top-left corner, the centre set is that corner.
        #expect(session.frame("pin") == Rect(x: 50, y: 60, width: 10, height: 10))
    }

    @Test("a header view in the root view given to a table not placed yet moves into the table, as UIKit moves it")
    func tableHeaderMovesFromTheRootView() {
        var session = Session()
        let outcomes = session.script("""
            @interface Story : UIViewController
            @end
            @implementation Story
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 80)];
                [self.view addSubview:header];
                UITableView *list = [[UITableView alloc] initWithFrame:CGRectMake(0, 0, 375, 600) style:UITableViewStylePlain];
                list.tableHeaderView = header;
                [self.view addSubview:list];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 600))
        // In the table now, as wide as it, 80 tall.
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 80))
        #expect(session.layout.view(named: "header")?.superview == session.layout.id(of: "list"))
    }

    @Test("Objective-C splices a line ending in a backslash onto the next, in code as in a #define")
    func backslashNewlineInCode() {
        var session = Session()
        let outcomes = session.script("""
            UIView *box = [[UIView alloc] initWithFrame:\
                CGRectMake(10, 20, 30, 40)];
            [self.view addSubview:box];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("a child controller's additionalSafeAreaInsets add to its own view's safe area, not the screen's")
    func childControllersAdditionalSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Player: UIViewController {
                let controls = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    controls.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(controls)
                    NSLayoutConstraint.activate([
                        controls.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        controls.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        controls.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        controls.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                    ])
                }
            }
            class Home: UIViewController {
                let player = Player()
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    addChild(player)
                    player.view.frame = CGRect(x: 0, y: 300, width: 375, height: 367)
                    view.addSubview(player.view)
                    player.didMove(toParent: self)
                    player.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The screen keeps the status bar's 20: the header sits under it.
        #expect(session.frame("header") == Rect(x: 0, y: 20, width: 375, height: 50))
        // The child's view starts below the status bar, so it has only its own 10 and 20.
        #expect(session.frame("controls") == Rect(x: 0, y: 10, width: 375, height: 337))
    }

    @Test("Objective-C's dictionaryWithObject:forKey: and dictionaryWithObjectsAndKeys: hold the font text is measured in")
    func fontInFoundationDictionaries() {
        var session = Session()
        let outcomes = session.script("""
            UIFont *font = [UIFont systemFontOfSize:16];
            NSDictionary *one = [NSDictionary dictionaryWithObject:font forKey:NSFontAttributeName];
            CGRect line = [@"aLine" boundingRectWithSize:CGSizeMake(335, FLT_MAX) options:NSStringDrawingUsesLineFragmentOrigin attributes:one context:nil];
            UIView *measured = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 100, line.size.height)];
            [self.view addSubview:measured];
            NSDictionary *listed = [NSDictionary dictionaryWithObjectsAndKeys:font, NSFontAttributeName, nil];
            CGSize size = [@"aLine" sizeWithAttributes:listed];
            UIView *sized = [[UIView alloc] initWithFrame:CGRectMake(0, 200, 100, size.height)];
            [self.view addSubview:sized];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The 16-pt system font's line, 1.1934 × 16, not Helvetica 12's.
        #expect(session.frame("measured")?.height ≈ (16 * 1.1934))
        #expect(session.frame("sized")?.height ≈ (16 * 1.1934))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("give no font") })
    }

    @Test("math.h's NAN and isnan(): a frame macro leaves the side given as NAN as it was")
    func notANumberLeavesASide() {
        var session = Session()
        let outcomes = session.script("""
            #define FrameWithSize(frame, w, h) ({ CGRect f = (frame); if (!isnan((w))) f.size.width = (w); if (!isnan((h))) f.size.height = (h); f; })
            UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 300, 375, 80)];
            [self.view addSubview:bar];
            bar.frame = FrameWithSize(bar.frame, NAN, 10);
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 300, width: 375, height: 10))
    }

    @Test("an Objective-C view class's own setText: runs for [view setText:] and view.text =, though text is UILabel's word")
    func ownSetterNamedLikeUIKits() {
        var session = Session()
        let outcomes = session.script("""
            @interface Field : UIView
            @property (nonatomic, strong) UILabel *caption;
            - (void)setText:(NSString *)text;
            @end
            @implementation Field
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _caption = [[UILabel alloc] initWithFrame:CGRectZero];
                    [self addSubview:_caption];
                }
                return self;
            }
            - (void)setText:(NSString *)text {
                self.caption.text = text;
                self.caption.frame = CGRectMake(0, 0, 200, 20 * text.length);
            }
            @end
            Field *field = [[Field alloc] initWithFrame:CGRectMake(0, 100, 200, 40)];
            [self.view addSubview:field];
            [field setText:@"Hi"];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: 200, height: 40))
        let again = session.script("field.text = @\"Hey\";")
        #expect(again.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: 200, height: 60))
    }

    @Test("isKindOfClass: of NSClassFromString(@\"…\") asks the class the string names; i++ is read inside an expression")
    func kindOfClassByItsName() {
        var session = Session()
        let outcomes = session.script("""
            @interface Strip : UIView
            @end
            @implementation Strip
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self addSubview:[UIButton buttonWithType:UIButtonTypeCustom]];
                    [self addSubview:[UIButton buttonWithType:UIButtonTypeCustom]];
                    UIImageView *badge = [[UIImageView alloc] init];
                    [self addSubview:badge];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                int i = 0;
                for (UIView *v in self.subviews) {
                    if ([v isKindOfClass:NSClassFromString(@"UISwitch")]) { v.frame = CGRectMake(300, 300, 10, 10); }
                    else if ([v isKindOfClass:[UIButton class]]) { v.frame = CGRectMake(i++ * 100, 0, 100, 44); }
                    else { v.frame = CGRectMake(0, 80, 30, 30); }
                }
            }
            @end
            Strip *strip = [[Strip alloc] initWithFrame:CGRectMake(0, 0, 375, 120)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("button") == Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(session.frame("button2") == Rect(x: 100, y: 0, width: 100, height: 44))
        // An image view is no UISwitch.
        #expect(session.frame("badge") == Rect(x: 0, y: 80, width: 30, height: 30))
    }

    @Test("a button configuration's subtitle is said not to be measured, and SnapKit's update(priority:) is SnapKit's")
    func configurationSubtitleAndSnapKitPriority() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit
            var config = UIButton.Configuration.filled()
            config.title = "Sign in"
            config.subtitle = "with your account"
            let signIn = UIButton(configuration: config)
            view.addSubview(signIn)
            var width: Constraint?
            signIn.snp.makeConstraints { make in
                make.top.leading.equalToSuperview()
                width = make.width.equalTo(200).priority(500).constraint
            }
            width?.update(priority: 600)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("a button configuration's subtitle is not measured") })
        #expect(!notes.contains { $0.contains("update(priority:)") && $0.contains("app's own") })
        #expect(session.frame("signIn")?.width == 200)
    }

    @Test("the paste's own overloads of == and <= for a layout DSL's types run where the operands are of those types")
    func pastedOperatorOverloads() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            protocol Edge { func constraint(equalTo anchor: Self, constant: CGFloat) -> NSLayoutConstraint }
            extension NSLayoutYAxisAnchor: Edge {}
            struct Side<A: Edge> { let anchor: A }
            struct Extent { let dimension: NSLayoutDimension }
            func +<A: Edge>(lhs: A, rhs: CGFloat) -> (A, CGFloat) { (lhs, rhs) }
            func ==<A: Edge>(lhs: Side<A>, rhs: (A, CGFloat)) {
                lhs.anchor.constraint(equalTo: rhs.0, constant: rhs.1).isActive = true
            }
            func == (lhs: Extent, rhs: CGFloat) {
                lhs.dimension.constraint(equalToConstant: rhs).isActive = true
            }
            class Card: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let header = UIView()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    Side(anchor: header.topAnchor) == view.safeAreaLayoutGuide.topAnchor + 10
                    Extent(dimension: header.widthAnchor) == 200
                    Extent(dimension: header.heightAnchor) == 44
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 below the 20-pt status bar's safe area, 200 × 44.
        #expect(session.frame("header") == Rect(x: 20, y: 30, width: 200, height: 44))
    }
}
