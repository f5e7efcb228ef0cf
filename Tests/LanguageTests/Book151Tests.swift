@testable import Language
import Layout
import Testing

/// What the thirty-eighth round's app code tripped on, found by running whole repositories'
/// layout files. Pastes are written for this test; frames derived by hand on the bare 375×667
/// screen, whose safe area is the whole screen.
@Suite("Fresh app code, thirty-eighth round")
struct Book151Tests {
    @Test("the app's safeLeftAnchor, not in the paste, pairs with a leading anchor as the variant that defines it so must")
    func safeLeftAnchorPairsWithLeading() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class CardController: UIViewController {
                let box = UIView()
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    view.addSubview(strip)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        box.leadingAnchor.constraint(equalTo: view.safeLeftAnchor, constant: 16),
                        view.safeRightAnchor.constraint(equalTo: box.trailingAnchor, constant: 16),
                        box.topAnchor.constraint(equalTo: view.safeTopAnchor, constant: 8),
                        box.heightAnchor.constraint(equalToConstant: 40),
                        strip.leftAnchor.constraint(equalTo: view.safeLeftAnchor),
                        strip.rightAnchor.constraint(equalTo: view.safeRightAnchor),
                        strip.topAnchor.constraint(equalTo: box.bottomAnchor),
                        strip.heightAnchor.constraint(equalToConstant: 1),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The bare screen's safe area is the whole screen: 16 in from each side, 8 below its top.
        #expect(session.frame("box") == Rect(x: 16, y: 8, width: 343, height: 40))
        #expect(session.frame("strip") == Rect(x: 0, y: 48, width: 375, height: 1))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'safeLeftAnchor' is the app's own extension") && $0.contains("leading/left twin") })
    }

    @Test("UIKit's own left and leading anchors still refuse to pair, as UIKit stops on them")
    func uikitLeftAndLeadingStillRefused() {
        var session = Session()
        session.script("let box = UIView()\nview.addSubview(box)")
        let text = session.failing("box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leftAnchor).isActive = true")
        #expect(text.contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute"))
    }

    @Test("the app's static helper that readies views for Auto Layout with a superview adds them there, masks off; an unknown type among them is left out")
    func staticMaskHelperWithSuperview() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PinController: UIViewController {
                let header = UILabel()
                let pad = KeypadView()
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let views = [header, pad, footer]
                    UIView.prepareViewsForAutoLayout(withViews: views, superview: view)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        header.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        footer.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        footer.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // An empty label is 0×0, centred at 187.5, which the 3x screen's pixel grid rounds to
        // 563/3; the footer 10 below it, 20 in from each side.
        #expect(session.frame("header") == Rect(x: 563.0 / 3, y: 40, width: 0, height: 0))
        #expect(session.frame("footer") == Rect(x: 20, y: 50, width: 335, height: 44))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("'UIView.prepareViewsForAutoLayout(withViews:superview:)' is the app's own function") && $0.contains("add them to root")
        })
    }

    @Test("a constraint between views handed to the app's own type not in the paste is skipped with a note: that code places them")
    func viewsHandedToUnknownTypeSkipConstraint() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class DeleteController: UIViewController {
                private let upper = UIView()
                private let lower = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let top = ContentGenerator(placement: .center, elements: [.view(view: upper), .spacing(8)])
                    let middle = ContentGenerator(placement: .center, elements: [.view(view: lower)])
                    NSLayoutConstraint.activate([upper.heightAnchor.constraint(equalTo: lower.heightAnchor)])
                    let badge = UIView(frame: CGRect(x: 10, y: 30, width: 20, height: 20))
                    view.addSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 10, y: 30, width: 20, height: 20))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("skipped a constraint on '") && $0.contains("the paste gives it to 'ContentGenerator(…)'")
        })
    }

    @Test("a bare call no declared name could be a typo of (a property called with arguments, a method whose labels differ) is the app's code; a near typo is still refused")
    func protocolRequirementAndNonTypoCalls() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            protocol DraftDelegate: AnyObject {
                func updateCanDraft(_ canDraft: Bool)
            }
            class BuilderController: UIViewController {
                var navigationTitleView: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationTitleView = getNavigationTitleView(primaryText: "Poll", secondaryText: "Code")
                    updateCanDraft(true)
                    let bar = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
                    view.addSubview(bar)
                }
                func updateDraft(id: String, text: String) {}
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 20, width: 375, height: 44))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("skipped 'updateCanDraft(…)': it is not in the paste") })
        #expect(notes.contains { $0.contains("skipped 'getNavigationTitleView(…)': it is not in the paste") })

        var typo = Session()
        let text = typo.failing("""
            class ListController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupView()
                }
                func setupViews() {}
            }
            """)
        #expect(text.contains("'setupView' is declared here"))
        #expect(text.contains("setupViews"))
    }

    @Test("attributes before an enum's case or a property's accessor, and indirect cases, are read")
    func attributesBeforeCasesAndAccessors() {
        var session = Session()
        let outcomes = session.script("""
            enum Option: Int {
                case theme
                @available(iOS 17.0, *)
                case contrast
                @available(*, unavailable)
                case all
            }
            indirect enum Tree {
                case leaf
                indirect case node(Tree, Tree)
            }
            class Panel: UIView {
                var flag = false
                @objc var removable: Bool {
                    @objc(setRemovableFlag:) set { flag = newValue }
                    @objc(isRemovableFlag) get { return flag }
                }
            }
            let panel = Panel()
            panel.removable = true
            print(Option.all.rawValue, panel.removable)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed == ["2 true"])
    }

    @Test("removeFromSuperview of a view never added does nothing, as in UIKit: adding it next places it")
    func removeBeforeFirstAdd() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class TabsController: UIViewController {
                var dot = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let blur = UIView()
                    blur.frame = view.bounds
                    blur.removeFromSuperview()
                    view.addSubview(blur)
                    dot.removeFromSuperview()
                    dot.frame = CGRect(x: 33.5, y: 10, width: 8, height: 8)
                    view.addSubview(dot)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("blur") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("dot") == Rect(x: 33.5, y: 10, width: 8, height: 8))
    }

    @Test("Objective-C: an ivar store is no call of a two-argument setPreset:animated:, which is no setter of the property")
    func ivarStoreBesideTwoArgumentSetter() {
        var session = Session()
        let outcomes = session.script("""
            @interface CropController : UIViewController
            @property (nonatomic, assign) NSInteger preset;
            @end
            @implementation CropController
            - (instancetype)init {
                self = [super init];
                if (self) {
                    _preset = 3;
                }
                return self;
            }
            - (void)setPreset:(NSInteger)preset animated:(BOOL)animated {
                _preset = preset;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100 * self.preset, 44)];
                [self.view addSubview:bar];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 300, height: 44))
    }

    @Test("Swift 2: a case condition's where clause, a tuple bound on after one let, and a scroll view's dragging asked")
    func swift2ConditionsAndDragging() {
        var session = Session()
        let outcomes = session.script("""
            enum Mode { case top, more }
            func parse(_ n: Int) -> (Int, Int)? { (n * 2, n) }
            let mode = Mode.top
            let feeds: [Int] = []
            let list = UIScrollView()
            view.addSubview(list)
            var height: CGFloat = 0
            if case .top = mode where feeds.isEmpty {
                height += 100
            }
            let stored: Int? = 30
            if let cached = stored, (rows, _) = parse(cached) {
                height += CGFloat(rows)
            }
            if !(list.dragging || list.isDecelerating || list.tracking) {
                height += 1
            }
            list.frame = CGRect(x: 0, y: 0, width: 375, height: height)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 100 for the empty feeds at the top, 60 for the parsed rows, 1 as nothing touches the screen.
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 161))
    }

    @Test("Objective-C: a library's macros after a method's declaration and before @interface, a directive before else, function pointers and _cmd are read")
    func objectiveCMacrosPointersAndSelector() {
        var session = Session()
        let outcomes = session.script("""
            #define PanelDeprecated(instead) __attribute__((deprecated))
            NS_CLASS_AVAILABLE_IOS(7_0) @interface PanelController : UIViewController <UITableViewDelegate,
                                                                                       UITableViewDataSource>
            - (CGFloat)panelHeight PanelDeprecated(-height);
            @property (nonatomic, assign) BOOL flag DEPRECATED_ATTRIBUTE;
            @end
            @implementation PanelController
            - (CGFloat)panelHeight {
                return 80;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                IMP implementation = NULL;
                void (*original)(id, SEL) = (void (*)(id, SEL))implementation;
                NSString *selectorName = NSStringFromSelector(_cmd);
                CGFloat top = 0;
                if ((self.edgesForExtendedLayout & UIRectEdgeTop) > 0) {
                    top = 20;
                }
            #pragma clang diagnostic push
                else {
                    top = 40;
                }
                UIView *panel = [[UIView alloc] initWithFrame:CGRectMake(0, top, 375, [self panelHeight])];
                [self.view addSubview:panel];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A controller's edgesForExtendedLayout is .all by default: the top edge is among them.
        #expect(session.frame("panel") == Rect(x: 0, y: 20, width: 375, height: 80))
    }

    @Test("Objective-C: a block's stop flag ends enumerateObjectsUsingBlock: after that element; a statement macro's own ';', a static ivar-like global and a parent controller are read")
    func objectiveCEnumerationStopAndStatics() {
        var session = Session()
        let outcomes = session.script("""
            #define CheckMain() NSAssert([NSThread isMainThread], @"main thread only");
            @interface Strip : UIView
            @end
            @implementation Strip
            static NSMutableDictionary *_cache;
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    CheckMain();
                    if (!_cache) {
                        _cache = [[NSMutableDictionary alloc] init];
                    }
                }
                return self;
            }
            @end
            @implementation UIViewController (Sheet)
            - (BOOL)shownInSheet {
                return [self.parentViewController isKindOfClass:UINavigationController.class];
            }
            @end
            NSArray *widths = @[@40, @60, @80, @100];
            __block CGFloat total = 0;
            [widths enumerateObjectsUsingBlock:^(NSNumber * _Nonnull width, NSUInteger idx, BOOL * _Nonnull stop) {
                if (idx == 0) {
                    return;
                }
                total += width.floatValue;
                if (total > 100) {
                    *stop = YES;
                }
            }];
            Strip *strip = [[Strip alloc] initWithFrame:CGRectMake(0, 0, total, 10)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The first width is skipped by its return; 60 + 80 = 140 passes 100 and stops before 100.
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 140, height: 10))
    }

    @Test("Objective-C: a header's macro with arguments alone on its line between methods is skipped like a bare one")
    func objectiveCMacroWithArgumentsBetweenMethods() {
        var session = Session()
        let outcomes = session.script("""
            @interface Card : UIView
            @end
            @implementation Card
            SynthesizeBOOLProperty(pinned, setPinned)
            IgnoreClangWarning(-Wobjc-missing-super-calls)
            - (CGSize)intrinsicContentSize {
                return CGSizeMake(120, 30);
            }
            @end
            Card *card = [[Card alloc] init];
            card.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:card];
            [card.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:10].active = YES;
            [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:10].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 10, y: 10, width: 120, height: 30))
    }

    @Test("an outlet assigned the view it already held (let aux = outlet ?? { … }(); outlet = aux) keeps it: it is not dropped as replaced")
    func outletAssignedItsOwnView() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PagerController: UIViewController {
                @IBOutlet weak public var containerView: UIScrollView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let aux = containerView ?? {
                        let made = UIScrollView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height))
                        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        return made
                    }()
                    containerView = aux
                    if containerView.superview == nil {
                        view.addSubview(containerView)
                    }
                    containerView.frame = CGRect(x: 0, y: 44, width: 375, height: 623)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("containerView") == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(session.declaredViewNames.filter { $0.hasPrefix("containerView") } == ["containerView"])
    }

    @Test("the app's own button configuration takes UIKit's plain one with the title it is given; a size helper chained on a view just made returns the view")
    func appButtonConfigurationAndChainedSizeHelper() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class SignInController: UIViewController {
                let connectButton = UIButton(configuration: .accentPill(text: "Connect", font: .appFont(withSize: 16, weight: .semibold)))
                    .constrainToSize(height: 40)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let icon = UIImageView().constrainToSize(width: 24, height: 24)
                    let stack = UIStackView(arrangedSubviews: [icon, connectButton])
                    stack.axis = .vertical
                    stack.alignment = .leading
                    stack.setCustomSpacing(8, after: icon)
                    view.addSubview(stack)
                    stack.frame = CGRect(x: 20, y: 100, width: 335, height: 72)
                    connectButton.configuration = .pill(text: "Retry")
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The icon 24 square at the top, 8 below it the button, 40 tall by its constraint.
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(session.frame("connectButton")?.origin.y == 32)
        #expect(session.frame("connectButton")?.size.height == 40)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'.accentPill(…)' is the app's own UIButton.Configuration, not in the paste: taken as UIButton.Configuration.plain() with the title it is given, 'Connect'") })
        #expect(notes.contains { $0.contains("'.pill' is the app's own UIButton.Configuration") })
    }

    @Test("a return at the end of its line returns the expression on the next, as Swift reads it; a statement there is not returned")
    func returnValueOnNextLine() {
        var session = Session()
        let outcomes = session.script("""
            final class ListController: UIViewController {
                var rows: [Int] = []
                var pinned: [Int] = []
                func isEmpty() -> Bool {
                    return
                        (rows.count == 0) &&
                        (pinned.count == 0)
                }
                func place(_ v: UIView) {
                    guard v.superview == nil else {
                        return
                    }
                    view.addSubview(v)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = UIView()
                    place(banner)
                    if isEmpty() {
                        banner.frame = CGRect(x: 0, y: 0, width: 375, height: 120)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
    }

    @Test("Objective-C: an availability annotation on the line above @interface, and a sheet's custom detent, change nothing")
    func availabilityLineAndCustomDetent() {
        var session = Session()
        let outcomes = session.script("""
            API_AVAILABLE(ios(11.0))
            @interface AuthController : UIViewController
            @end
            @implementation AuthController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(16, 80, 343, 200)];
                [self.view addSubview:card];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 16, y: 80, width: 343, height: 200))
        var swift = Session()
        let sheet = swift.script("""
            let picker = UIViewController()
            if let pc = picker.sheetPresentationController {
                pc.detents = [.custom(resolver: { _ in 353 })]
            }
            """)
        #expect(sheet.allSatisfy { !$0.failed })
    }
}
