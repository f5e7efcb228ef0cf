import Language
import Layout
import Testing

/// What the fifth round of fresh app code tripped on: a controller whose init reads `view`,
/// values of the app's own types where UIKit wants a number, UIKit members a stand-in hid,
/// views a stack takes from another superview, and the helper extensions of older tutorials.
/// Pastes are written for this test; frames derived by hand on the bare 375×667 screen.
@Suite("A controller's init that reads view loads it there, as UIKit's getter does")
struct ViewLoadedInInit99Tests {
    static let panel = """
        class PanelController: UIViewController {
            let box = UIView()
            var sides: [NSLayoutConstraint] = []
            init() {
                super.init(nibName: nil, bundle: nil)
                view.backgroundColor = .white
                NSLayoutConstraint.activate(sides)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                box.heightAnchor.constraint(equalToConstant: 50).isActive = true
                sides = [box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                         box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)]
            }
        }
        """

    @Test("viewDidLoad runs inside init, so the constraints it made are there for init to activate", arguments: ["", "import UIKit\n"])
    func viewDidLoadRunsInsideInit(header: String) {
        var session = Session()
        let outcomes = session.script(header + Self.panel)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 20 in from each side of 375: 335 wide; viewDidLoad ran once, so one box.
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 335, height: 50))
        #expect(session.frame("box2") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("its init read `view`, so UIKit loaded the view there: viewDidLoad ran inside init") })
    }
}

@Suite("The app's own values where UIKit takes a number or a name")
struct AppValues99Tests {
    @Test("a font size that is a case of the app's own type is taken as 17, with a note, not refused as 0")
    func appFontSizeCase() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.font = UIFont(.brandBold, size: .body)
            title.text = "Hi"
            view.addSubview(title)
            title.frame.origin = CGPoint(x: 10, y: 10)
            title.sizeToFit()
            let caption = UILabel()
            caption.font = .systemFont(ofSize: .caption)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.body' is the app's own font size, not in the paste: taken as 17") })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.caption' is the app's own font size") })
        // One line of 17-pt text is 20.333 tall at @3x.
        #expect(session.frame("title")?.height == Rect(x: 0, y: 0, width: 1, height: 20.287).snapped(toPixelsOf: 3).height)
    }

    @Test("Swift.min, Swift.max and UIKit.UIView: a name qualified by its module is that name")
    func moduleQualifiedNames() {
        var session = Session()
        let outcomes = session.script("""
            let w = Swift.min(200, 300)
            let h = Swift.max(CGFloat(10), 44)
            let bar = UIKit.UIView(frame: CGRect(x: 0, y: 0, width: w, height: h))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 200, height: 44))
    }

    @Test("capitalized gives each word a capital first letter, so the label is as wide as 'Hello World'")
    func capitalizedText() {
        var session = Session()
        let outcomes = session.script("""
            let a = UILabel()
            a.text = "hello world".capitalized
            let b = UILabel()
            b.text = "Hello World"
            view.addSubview(a)
            view.addSubview(b)
            a.sizeToFit()
            b.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a") != nil && session.frame("a") == session.frame("b"))
    }

    @Test("a getter marked async or throws is a getter: the class around it runs")
    func effectfulGetters() {
        var session = Session()
        let outcomes = session.script("""
            class FeedController: UIViewController {
                var ready: Bool { get async { true } }
                var count: Int { get throws { 2 } }
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    banner.frame = CGRect(x: 0, y: 40, width: 375, height: 60)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 40, width: 375, height: 60))
    }
}

@Suite("UIKit members that set something up")
struct UIKitMembers99Tests {
    @Test("a navigation controller made around a controller keeps its delegate: skipped with a note, not refused")
    func navigationControllerDelegate() {
        var session = Session()
        let outcomes = session.script("""
            class Shell: UIViewController, UINavigationControllerDelegate {
                let nav = UINavigationController(rootViewController: UIViewController())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nav.delegate = self
                    addChild(nav)
                    view.addSubview(nav.view)
                    nav.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        nav.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
                        nav.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        nav.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        nav.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'delegate': it is the UINavigationController's") })
        #expect(session.frame("childView") == Rect(x: 0, y: 50, width: 375, height: 617))
    }

    @Test("a button made with primaryAction: takes the action's title, so it is as wide as one titled so")
    func primaryActionTitle() {
        var session = Session()
        let outcomes = session.script("""
            let go = UIButton(type: .system, primaryAction: UIAction(title: "Continue") { _ in })
            let same = UIButton(type: .system)
            same.setTitle("Continue", for: .normal)
            view.addSubview(go)
            view.addSubview(same)
            go.sizeToFit()
            same.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("go") == session.frame("same"))
        #expect((session.frame("go")?.width ?? 0) > 30)
    }

    @Test("a table's backgroundView fills the table's bounds, whatever the table's size becomes")
    func tableBackgroundView() {
        var session = Session()
        let outcomes = session.script("""
            let table = UITableView(frame: .zero, style: .plain)
            let empty = UILabel()
            empty.text = "Nothing yet"
            table.backgroundView = empty
            view.addSubview(table)
            table.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                table.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                table.heightAnchor.constraint(equalToConstant: 300),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("table") == Rect(x: 0, y: 100, width: 375, height: 300))
        // In the table's own coordinates: its bounds.
        #expect(session.frame("empty") == Rect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test("a view a stack arranges from another superview leaves it, and its constraints to that one go with it")
    func arrangedViewLeavesItsSuperview() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.addSubview(card)
            let chip = UIView()
            card.addSubview(chip)
            chip.translatesAutoresizingMaskIntoConstraints = false
            chip.topAnchor.constraint(equalTo: card.topAnchor, constant: 10).isActive = true
            let row = UIStackView(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
            view.addSubview(row)
            row.addArrangedSubview(chip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'chip' leaves 'card' for the stack 'row'") && $0.contains("1 constraint") })
        // The stack's only arranged view fills it; kept, its top 10 below the card's (at 10 in the
        // window, where the stack's top is at 100) would conflict with the stack's.
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 300, height: 40))
    }
}

@Suite("The helper extensions of older tutorials, pasted without them")
struct OlderHelpers99Tests {
    @Test("LBTAComponents' anchor(_:left:bottom:right:topConstant:…) pins the unlabelled first anchor as the top")
    func lbtaComponentsAnchor() {
        var session = Session()
        let outcomes = session.script("""
            let line = UIView()
            view.addSubview(line)
            line.anchor(view.topAnchor, left: view.leftAnchor, bottom: nil, right: view.rightAnchor, topConstant: 20, leftConstant: 16, bottomConstant: 0, rightConstant: 16, widthConstant: 0, heightConstant: 2)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("line") == Rect(x: 16, y: 20, width: 343, height: 2))
    }

    @Test("anchorCenterXToSuperview(constant:), anchorCenterYToSuperview() and setWidth/setHeight size and centre the view")
    func centreAndSizeHelpers() {
        var session = Session()
        let outcomes = session.script("""
            let badge = UIView()
            view.addSubview(badge)
            badge.anchorCenterXToSuperview(constant: 10)
            badge.anchorCenterYToSuperview()
            badge.setWidth(50)
            badge.setHeight(40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centre (197.5, 333.5): x 172.5, y 313.5, on the @3x grid.
        #expect(session.frame("badge") == Rect(x: 172.5, y: 313.5, width: 50, height: 40).snapped(toPixelsOf: 3))
    }

    @Test("LBTATools' withWidth(_:) and padLeft(_:) return their view: the icon is 32 wide, 12 in from the stack's left")
    func lbtaModifiers() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UIView {
                let icon = UIView()
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Hello"
                    hstack(icon.withWidth(32), title, spacing: 8).padLeft(12)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = Row()
            view.addSubview(row)
            row.frame = CGRect(x: 0, y: 0, width: 375, height: 50)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // padLeft(12) changes the left margin only: the stack's other margins stay UIKit's 8.
        #expect(session.frame("icon") == Rect(x: 12, y: 8, width: 32, height: 34))
        // 12 + 32 + 8 = 52; the label takes the rest of 375, less the right margin's 8.
        #expect(session.frame("title") == Rect(x: 52, y: 8, width: 315, height: 34))
    }

    @Test("a factory type's get… method named for a UIKit class stands in as that class")
    func generatorFactory() {
        var session = Session()
        let outcomes = session.script("""
            final class SearchBar: UIView {
                let background: UIView = ViewGenerator.getUIView(style: .card)
                let icon: UIImageView = ViewGenerator.getUIImageView(style: .tinted)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(background)
                    addSubview(icon)
                    NSLayoutConstraint.activate([
                        background.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        background.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        background.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                        background.heightAnchor.constraint(equalToConstant: 60),
                        icon.centerYAnchor.constraint(equalTo: background.centerYAnchor),
                        icon.leadingAnchor.constraint(equalTo: background.leadingAnchor, constant: 16),
                        icon.widthAnchor.constraint(equalToConstant: 24),
                        icon.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("background") == Rect(x: 10, y: 10, width: 355, height: 60))
        #expect(session.frame("icon") == Rect(x: 26, y: 28, width: 24, height: 24))
    }
}

@Suite("Objective-C: a property of the header not pasted")
struct ObjectiveC99Tests {
    @Test("an index read from a header property not pasted is 0, as a message to nil answers")
    func nilIndexIsZero() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TabsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableArray *items = [NSMutableArray array];
                for (int i = 0; i < 2; i++) {
                    UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 100 * i, 375, 50)];
                    [self.view addSubview:v];
                    [items addObject:v];
                }
                UIView *first = items[self.current];
                first.frame = CGRectMake(10, 300, 100, 20);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("v") == Rect(x: 10, y: 300, width: 100, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("Objective-C reads it as 0") })
    }
}

@Suite("What the second samples of the round tripped on: Swift's and Foundation's own semantics")
struct SwiftSemantics100Tests {
    @Test("calling a closure property never set through ? does nothing, as Swift's optional chaining")
    func optionalClosureCall() {
        var session = Session()
        let outcomes = session.script("""
            class DoneController: UIViewController {
                var onDone: ((CGSize) -> Void)?
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    onDone?(view.frame.size)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test("a CGFloat divided by a CGFloat 0 is infinity, as Swift's floating point gives, so min(…, 50) is 50")
    func floatingDivisionByZero() {
        var session = Session()
        let outcomes = session.script("""
            class GridController: UIViewController {
                let tile = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let width: CGFloat = 375
                    let columns: CGFloat = 0
                    let side = min(width / columns, 50)
                    view.addSubview(tile)
                    tile.frame = CGRect(x: 0, y: 0, width: side, height: side)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("Dispatch's NSEC_PER_SEC and UIKit's window levels are numbers")
    func foundationConstants() {
        var session = Session()
        let outcomes = session.script("""
            let delay = Double(NSEC_PER_SEC) / 1_000_000_000
            let level = UIWindowLevelStatusBar + 1
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: level / 1001 * 100, height: delay * 20))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("a custom infix operator of a library is skipped with a note; the class around it runs")
    func customOperator() {
        var session = Session()
        let outcomes = session.script("""
            final class ChipView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.frame = CGRect(x: 4, y: 4, width: 20, height: 20)
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func didTap() { self.tapped => 1 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 4, y: 4, width: 20, height: 20))
    }

    @Test("Swift 2: a method whose first parameter has no label is found in a class that adopts a UIKit protocol")
    func swiftTwoFirstLabelWithProtocol() {
        var session = Session()
        let outcomes = session.script("""
            class HomeController: UIViewController, UIScrollViewDelegate {
                var bar: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    loadPage("default")
                }
                func loadPage(type: String) {
                    bar = UIView()
                    view.addSubview(bar)
                    bar.frame = CGRect(x: 0, y: 68, width: 375, height: 15)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 68, width: 375, height: 15))
    }
}

@Suite("The app's flags, helpers and factories, not in the paste")
struct AppCode100Tests {
    @Test("'if !didSetupConstraints' on the app's base class's flag runs the code it guards, once")
    func oneShotFlag() {
        var session = Session()
        let outcomes = session.script("""
            class DetailController: BaseViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    view.setNeedsUpdateConstraints()
                }
                override func updateViewConstraints() {
                    if !didSetupConstraints {
                        box.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                            box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                            box.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                        ])
                        didSetupConstraints = true
                    }
                    super.updateViewConstraints()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 335, height: 627))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("a flag set once the code it guards has run") })
    }

    @Test("the app's NSLayoutConstraint.activateWithoutMasks([…]) activates them, the masks taken off first")
    func appActivateHelper() {
        var session = Session()
        let outcomes = session.script("""
            let icon = UIView()
            view.addSubview(icon)
            NSLayoutConstraint.activateWithoutMasks([
                icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalToConstant: 40),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 10, y: 8, width: 40, height: 40))
    }

    @Test("a zoom scale of 0 worked out from what the paste lacks is noted, and the zoom range stays")
    func zeroZoomScale() {
        var session = Session()
        let outcomes = session.script("""
            let sv = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
            view.addSubview(sv)
            sv.minimumZoomScale = 0
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("sv.minimumZoomScale = 0: UIKit takes it") })
    }

    @Test("Objective-C: a view made by the app's MapViewFactory stands in as a view, placed by the constraints")
    func objectiveCFactoryType() {
        var session = Session()
        let outcomes = session.script("""
            @implementation MapController {
                MapView *mapView;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                mapView = [MapViewFactory createWithFrame:self.view.bounds options:nil];
                mapView.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:mapView];
                [NSLayoutConstraint activateConstraints:@[
                    [mapView.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20],
                    [mapView.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor],
                    [mapView.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor],
                    [mapView.bottomAnchor constraintEqualToAnchor:self.view.bottomAnchor]
                ]];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("mapView") == Rect(x: 0, y: 20, width: 375, height: 647))
    }

    @Test("LBTATools' stack(hstack(a, b), c): the inner stack leaves the view it filled for the outer one, and its edges to it go")
    func nestedLBTAStacks() {
        var session = Session()
        let outcomes = session.script("""
            class CardView: UIView {
                let left = UIView()
                let right = UIView()
                let filler = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    left.translatesAutoresizingMaskIntoConstraints = false
                    left.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    left.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    stack(hstack(left, right), filler, spacing: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'stackView' left 'cardView' for 'stackView2' before either was placed") })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("stackView") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(session.frame("filler") == Rect(x: 0, y: 50, width: 375, height: 617))
    }
}

@Suite("A bare screen an iPad's size")
struct BareTabletScreen100Tests {
    @Test("a bare 768×1024 screen in a navigation controller has the iPad's 50-pt bar, in either orientation; a phone-sized one 44, 32 when wider than tall",
          arguments: [("768x1024", 50.0), ("1024x768", 50.0), ("375x667", 44.0), ("667x375", 32.0)])
    func navigationBarHeight(screen: String, top: Double) {
        var session = Session()
        let outcomes = session.script("""
            screen \(screen)
            in navigation
            view box
            box.top == root.safeAreaLayoutGuide.top
            box.left == root.left
            box.width == 10
            box.height == 10
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box")?.minY == top)
    }
}

@Suite("A tab bar controller's own tab bar")
struct TabBarController100Tests {
    @Test("a UITabBarController subclass's tabBar is along the bottom, 49 tall: a strip pinned to its top is at 618")
    func ownTabBar() {
        var session = Session()
        let outcomes = session.script("""
            class HomeTabBarController: UITabBarController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        strip.topAnchor.constraint(equalTo: tabBar.topAnchor),
                        strip.leadingAnchor.constraint(equalTo: tabBar.leadingAnchor),
                        strip.trailingAnchor.constraint(equalTo: tabBar.trailingAnchor),
                        strip.heightAnchor.constraint(equalToConstant: 2),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 667 − 49 = 618 on the bare screen, whose safe area is the whole screen.
        #expect(session.frame("tabBar") == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 2))
    }

    @Test("Objective-C: a class named as a tab bar controller, its header not pasted, reads its tab bar's width in viewDidLoad")
    func objectiveCTabBarWidth() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HomeTabbarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat w = self.tabBar.frame.size.width / 4;
                UIView *tab = [[UIView alloc] initWithFrame:CGRectMake(w, 0, w, 49)];
                [self.tabBar addSubview:tab];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tab") == Rect(x: 93.75, y: 0, width: 93.75, height: 49))
    }
}

@Suite("DispatchQueue.main.async runs on the main queue's next turn")
struct MainQueue100Tests {
    @Test("a block queued in a view's init runs after the layout pass, so it centres the dot in the view's laid-out bounds")
    func asyncAfterLayout() {
        var session = Session()
        let outcomes = session.script("""
            class SpinnerPanel: UIView {
                let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    DispatchQueue.main.async {
                        self.dot.center = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown filling the 375×667 screen: the centre is (187.5, 333.5), not the (0, 0) of its
        // bounds while init runs; a frame code sets is kept as set, off the pixel grid too.
        #expect(session.frame("dot") == Rect(x: 182.5, y: 328.5, width: 10, height: 10))
    }
}

@Suite("A view the app loads from a nib it does not paste")
struct NibView100Tests {
    @Test("an optional property of the app's class is nil until the code loads it from a nib; the loaded view stands in as a plain one")
    func nibLoadedIntoOptional() {
        var session = Session()
        let outcomes = session.script("""
            class HomeController: UIViewController {
                var LoadingView: LoadingXib!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if LoadingView != nil {
                        LoadingView.removeFromSuperview()
                    }
                    LoadingView = Bundle.main.loadNibNamed("LoadingXib", owner: self, options: nil)?.last as? LoadingXib
                    view.addSubview(LoadingView)
                    LoadingView.frame = CGRect(x: 0, y: 68, width: 375, height: 15)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("LoadingView") == Rect(x: 0, y: 68, width: 375, height: 15))
        // Nothing was taken away before it was loaded, and no other view was made in its place.
        #expect(session.frame("view2") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("a UIView, as a nib's view is, stands in") })
    }
}
