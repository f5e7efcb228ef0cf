@testable import Language
import Layout
import Testing

/// What the forty-eighth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-eighth round")
struct Book194Tests {
    @Test("Masonry's insets set only the edges' constants: on a width, a size or a centre they leave the constant as it was, unlike SnapKit's")
    func masonryInsetsLeaveSizesAndCentres() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            UIView *banner = [UIView new];
            [self.view addSubview:banner];
            [banner mas_makeConstraints:^(MASConstraintMaker *make) {
                make.width.equalTo(self.view).inset(20);
                make.height.mas_equalTo(50);
                make.centerX.equalTo(self.view).insets(UIEdgeInsetsMake(0, 40, 0, 0));
                make.top.equalTo(self.view).offset(100);
            }];
            UIView *cover = [UIView new];
            [self.view addSubview:cover];
            [cover mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.equalTo(self.view).insets(UIEdgeInsetsMake(10, 10, 10, 10));
                make.left.top.equalTo(self.view);
            }];
            UIView *footer = [UIView new];
            [self.view addSubview:footer];
            [footer mas_makeConstraints:^(MASConstraintMaker *make) {
                make.width.equalTo(self.view).offset(-30).inset(20);
                make.height.mas_equalTo(50);
                make.left.equalTo(self.view).inset(12);
                make.bottom.equalTo(self.view).insets(UIEdgeInsetsMake(0, 0, 7, 0));
            }];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // As wide as the screen and centred on it: the insets touch neither.
        #expect(session.frame("banner") == Rect(x: 0, y: 100, width: 375, height: 50))
        #expect(session.frame("cover") == Rect(x: 0, y: 0, width: 375, height: 667))
        // The width keeps its offset of −30; the left edge takes the inset, the bottom −7.
        #expect(session.frame("footer") == Rect(x: 12, y: 610, width: 345, height: 50))
    }

    @Test("SnapKit's insets on a width and a centre still take the sides off and shift the centre")
    func snapKitInsetsOnSizesAndCentres() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let banner = UIView()
            view.addSubview(banner)
            banner.snp.makeConstraints { make in
                make.width.equalToSuperview().inset(20)
                make.height.equalTo(50)
                make.centerX.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0))
                make.top.equalToSuperview().offset(100)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 40 wide, its centre 20 right of the screen's (187.5 + 20 − 167.5 = 40).
        #expect(session.frame("banner") == Rect(x: 40, y: 100, width: 335, height: 50))
    }

    @Test("a Visual Format string with the right-to-left option runs from the right edge: each view a spacing left of the one before")
    func visualFormatRightToLeft() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            UIView *first = [UIView new];
            first.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:first];
            UIView *second = [UIView new];
            second.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:second];
            NSDictionary *views = NSDictionaryOfVariableBindings(first, second);
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-10-[first(50)]-[second(60)]-(>=20)-|"
                options:NSLayoutFormatDirectionRightToLeft metrics:nil views:views]];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-30-[first(40)]" options:0 metrics:nil views:views]];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-30-[second(40)]" options:0 metrics:nil views:views]];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // first's right 10 in from 375; second's right 8 left of first's left (315).
        #expect(session.frame("first") == Rect(x: 315, y: 30, width: 50, height: 40))
        #expect(session.frame("second") == Rect(x: 247, y: 30, width: 60, height: 40))
    }

    @Test("in a right-to-left string an inequality still bounds the gap: at least 40 from the right edge, however hard the view is pulled there")
    func visualFormatRightToLeftInequality() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let tag = UIView()
            tag.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tag)
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=40)-[tag(100)]",
                options: .directionRightToLeft, metrics: nil, views: ["tag": tag]))
            let pull = tag.rightAnchor.constraint(equalTo: view.rightAnchor)
            pull.priority = .defaultLow
            pull.isActive = true
            tag.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            tag.heightAnchor.constraint(equalToConstant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Pulled right, it stops 40 short of 375.
        #expect(session.frame("tag") == Rect(x: 235, y: 0, width: 100, height: 10))
    }

    /// The frame of the shown controller's view property `field`, whatever name its view took
    /// (one made while another of its class was on the screen takes a numbered name).
    static func shownFrame(_ session: Session, _ field: String) -> Rect? {
        guard let id = session.state.swift.presentedController,
              case .view(let name)? = session.state.swift.objects[id]?.fields[field] else { return nil }
        return session.frame(name)
    }

    @Test("a controller the code makes and sets up, then wraps in a navigation controller, is the one shown, with what was set on it")
    func controllerSetUpThenWrapped() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Detail: UIViewController {
                let summary = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    summary.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(summary)
                    NSLayoutConstraint.activate([
                        summary.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                        summary.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    ])
                }
            }
            let detail = Detail()
            detail.summary.text = "Hello"
            let nav = UINavigationController(rootViewController: detail)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Below the 20-pt status bar and the 44-pt bar, 16 down; one 17-pt line tall, as wide as its text.
        let summary = Self.shownFrame(session, "summary")
        #expect(summary?.origin == Point(x: 20, y: 80))
        #expect(summary?.height == 20.5)
        #expect((summary?.width ?? 0) > 30)
        // The controller the code holds is the one on the screen: setting its label again moves the frame.
        let later = session.script("""
            detail.summary.text = "Hello, and a good deal more"
            """)
        #expect(later.allSatisfy { !$0.failed })
        #expect((Self.shownFrame(session, "summary")?.width ?? 0) > (summary?.width ?? 0))
    }

    @Test("a controller made while another of its class is on the screen, then made the window's root in a tab bar controller, keeps what was set on it")
    func controllerSetUpThenTabRoot() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Detail: UIViewController {
                let summary = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    summary.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(summary)
                    summary.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor).isActive = true
                    summary.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
            }
            let detail = Detail()
            detail.summary.text = "Hello"
            let tabs = UITabBarController()
            tabs.viewControllers = [detail]
            UIApplication.shared.keyWindow?.rootViewController = tabs
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Its bottom on the tab bar's top, 667 − 49; one line tall, with its text's width.
        let summary = Self.shownFrame(session, "summary")
        #expect(summary.map { $0.maxY } == 618)
        #expect(summary?.height == 20.5)
        #expect((summary?.width ?? 0) > 30)
    }

    @Test("a tab bar controller's own view has the window's safe area: the tab bar insets its children's, so a view it adds itself and holds to the safe bottom stands on the screen's")
    func tabBarControllerOwnViewSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            @interface Tabs : UITabBarController
            @end
            @implementation Tabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setViewControllers:@[[UIViewController new], [UIViewController new]]];
                UIView *strip = [UIView new];
                [self.view addSubview:strip];
                [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view);
                    make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom);
                    make.height.mas_equalTo(10);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 852 − 34 (the home indicator) − 10, not above the tab bar.
        #expect(session.frame("strip") == Rect(x: 0, y: 808, width: 393, height: 10))
        #expect(session.layout.safeAreaInsets(of: .root) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("which is the app's") })
    }

    @Test("a tab bar controller's own bar has an item for each of its tabs: a view per item is laid out for each")
    func tabBarItemsCountTheTabs() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface Tabs : UITabBarController
            @end
            @implementation Tabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setViewControllers:@[[UIViewController new], [UIViewController new], [UIViewController new]]];
                NSInteger count = self.tabBar.items.count;
                CGFloat width = self.view.bounds.size.width / count;
                UIView *marker = [[UIView alloc] initWithFrame:CGRectMake(width, 0, width, 2)];
                [self.tabBar addSubview:marker];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The second of three equal slots of 375.
        #expect(session.frame("marker") == Rect(x: 125, y: 0, width: 125, height: 2))
    }

    @Test("an observer that reads a model's isActive to pick a colour builds nothing: no note says it adds subviews or constraints")
    func observerReadingIsActiveBuildsNothing() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            struct Member { var name = "Ada"; var isActive = true }
            final class MemberRow: UIView {
                let nameLabel = UILabel()
                var member: Member? {
                    didSet {
                        nameLabel.text = member?.name
                        nameLabel.textColor = member?.isActive == true ? .systemGreen : .systemGray
                    }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(nameLabel)
                    nameLabel.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("adds subviews or constraints") })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'member' sets the text of nameLabel") })
    }

    @Test("a view with an autoresizing mask inside a scroll view stays where it was set in the content when the view scrolls, and follows the bounds' size")
    func autoresizingInsideScrollView() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            UIScrollView *scroller = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 100, 375, 400)];
            scroller.contentSize = CGSizeMake(375, 2000);
            scroller.contentInsetAdjustmentBehavior = UIScrollViewContentInsetAdjustmentNever;
            [self.view addSubview:scroller];
            UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(100, 10, 50, 50)];
            strip.autoresizingMask = UIViewAutoresizingFlexibleWidth;
            [scroller addSubview:strip];
            UIView *badge = [[UIView alloc] initWithFrame:CGRectMake(300, 20, 40, 40)];
            badge.autoresizingMask = UIViewAutoresizingFlexibleLeftMargin;
            [scroller addSubview:badge];
            scroller.contentOffset = CGPointMake(0, 100);
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Scrolling moves the bounds' origin only: the frames in the content stay.
        #expect(session.frame("strip") == Rect(x: 100, y: 10, width: 50, height: 50))
        #expect(session.frame("badge") == Rect(x: 300, y: 20, width: 40, height: 40))
        // 20 narrower: the badge's flexible left margin takes it all, as the strip's width does.
        let narrower = session.script("""
            scroller.frame = CGRectMake(0, 100, 355, 400);
            """)
        #expect(narrower.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 280, y: 20, width: 40, height: 40))
        #expect(session.frame("strip") == Rect(x: 100, y: 10, width: 30, height: 50))
    }

    @Test("a table view controller's table given a frame in viewDidLoad is its view: showing it fills the screen, as for any controller's view")
    func tableControllerFrameInViewDidLoad() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface Feed : UITableViewController
            @end
            @implementation Feed
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView.frame = CGRectMake(0, -64, 375, 731);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the frame set here is replaced") })
    }

    @Test("MAXFLOAT and FLT_MAX are Darwin's, Float's largest: an unbounded height leaves a label its line")
    func darwinFloatLimits() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let title = UILabel()
            title.text = "Hello"
            view.addSubview(title)
            let fitted = title.sizeThatFits(CGSize(width: 150, height: CGFloat(MAXFLOAT)))
            let cap = min(200, CGFloat(FLT_MAX))
            title.frame = CGRect(x: 40, y: 40, width: fitted.width, height: min(cap, fitted.height))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title")?.height == 20.5)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("MAXFLOAT") || $0.contains("FLT_MAX") })
    }

    @Test("a view not yet on the screen measured with systemLayoutSizeFitting counts a pasted class's intrinsicContentSize inside it")
    func offScreenFittingCountsIntrinsicOverrides() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Pill: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 44) }
            }
            let chip = UIView()
            let pill = Pill()
            pill.translatesAutoresizingMaskIntoConstraints = false
            chip.addSubview(pill)
            NSLayoutConstraint.activate([
                pill.topAnchor.constraint(equalTo: chip.topAnchor, constant: 10),
                pill.leadingAnchor.constraint(equalTo: chip.leadingAnchor, constant: 10),
                pill.trailingAnchor.constraint(equalTo: chip.trailingAnchor, constant: -10),
                pill.bottomAnchor.constraint(equalTo: chip.bottomAnchor, constant: -10),
            ])
            chip.frame.size = chip.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            view.addSubview(chip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 + 100 + 10 by 10 + 44 + 10.
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 120, height: 64))
        #expect(session.frame("pill") == Rect(x: 10, y: 10, width: 100, height: 44))
    }

    @Test("a placed view measured with systemLayoutSizeFitting is measured where it is: below the status bar its margins have no safe area to add")
    func fittingKeepsThePlacedViewsSafeArea() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let card = UIView(frame: CGRect(x: 16, y: 100, width: 343, height: 50))
            let caption = UILabel()
            caption.text = "Hello"
            caption.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(caption)
            caption.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor).isActive = true
            caption.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor).isActive = true
            caption.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor).isActive = true
            view.addSubview(card)
            card.frame.size.height = card.systemLayoutSizeFitting(CGSize(width: 343, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 8 + one 17-pt line + 8.
        #expect(session.frame("card") == Rect(x: 16, y: 100, width: 343, height: 36.5))
    }

    @Test("'image NAME size WxH' gives an image view still waiting to be placed the size the note asks for, applied when it is placed")
    func imageSizeForAWaitingImageView() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let badge = UIImageView(image: UIImage(named: "star"))
            badge.translatesAutoresizingMaskIntoConstraints = false
            image badge size 24x24
            view.addSubview(badge)
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 16, y: 40, width: 24, height: 24))
    }

    @Test("a button subclass reading its own title label's frame in layoutSubviews is said to read where UIKit's button placed it, for every button made")
    func buttonPlacementNoteNamesTheButton() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class ArrowButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    guard let titleLabel = titleLabel, let imageView = imageView else { return }
                    titleLabel.frame = titleLabel.frame.offsetBy(dx: -imageView.bounds.width, dy: 0)
                }
            }
            class Menu: UIViewController {
                let picker = ArrowButton(frame: CGRect(x: 100, y: 100, width: 150, height: 44))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    picker.setTitle("All", for: .normal)
                    view.addSubview(picker)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("where UIKit's button placed it") })
        #expect(!notes.contains { $0.contains("where UIKit's cell placed it") })
    }

    @Test("edgesForExtendedLayout set to UIRectEdge() or UIRectEdge(rawValue: 0) is the empty set, said as [] is: the view is below the bar in UIKit")
    func emptyRectEdgeInitialisers() {
        for spelling in ["UIRectEdge()", "UIRectEdge(rawValue: 0)"] {
            var session = Session()
            let outcomes = session.script("""
                device iPhone 8
                import UIKit
                class Notes: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        edgesForExtendedLayout = \(spelling)
                    }
                }
                let nav = UINavigationController(rootViewController: Notes())
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("edgesForExtendedLayout: UIKit lays the root view out below the navigation bar") },
                    "\(spelling)")
            #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 603), "\(spelling)")
        }
    }

    @Test("a method of the paste's extension of UIView is called inside its extension of UITextField, as Swift inherits it")
    func extensionOfSubclassCallsExtensionOfUIView() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            extension UIView {
                func setSize(width: CGFloat, height: CGFloat) {
                    translatesAutoresizingMaskIntoConstraints = false
                    widthAnchor.constraint(equalToConstant: width).isActive = true
                    heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            extension UITextField {
                func style(placeholder: String) {
                    self.placeholder = placeholder
                    self.setSize(width: 200, height: 40)
                }
            }
            class SignIn: UIViewController {
                let email = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(email)
                    email.style(placeholder: "Email")
                    email.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                    email.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("email") == Rect(x: 0, y: 20, width: 200, height: 40))
    }

    @Test("a controller whose viewDidLoad arranges its views in a stack, made and wrapped in a navigation controller, lays them out below the bar")
    func stackControllerWrapped() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class Form: UIViewController {
                let line = UIView()
                let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.addArrangedSubview(line)
                    line.heightAnchor.constraint(equalToConstant: 1).isActive = true
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                }
            }
            let nav = UINavigationController(rootViewController: Form())
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.shownFrame(session, "stack") == Rect(x: 0, y: 64, width: 375, height: 1))
        #expect(Self.shownFrame(session, "line") == Rect(x: 0, y: 0, width: 375, height: 1))
    }
}
