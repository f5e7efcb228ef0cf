@testable import Language
import Layout
import Testing

/// What the thirty-third round's fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-third round")
struct Book133Tests {
    @Test("a frame set in viewDidLayoutSubviews on a view with its mask off and no constraints of its own is where UIKit shows it, and what is pinned inside it is laid out at that frame")
    func frameSetAfterPassIsHeld() {
        var session = Session()
        let outcomes = session.script("""
            class ShelfViewController: UIViewController {
                let shelf = UIView()
                let tag = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    shelf.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(shelf)
                    tag.translatesAutoresizingMaskIntoConstraints = false
                    shelf.addSubview(tag)
                    NSLayoutConstraint.activate([
                        tag.leadingAnchor.constraint(equalTo: shelf.leadingAnchor, constant: 12),
                        tag.trailingAnchor.constraint(equalTo: shelf.trailingAnchor, constant: -12),
                        tag.bottomAnchor.constraint(equalTo: shelf.bottomAnchor, constant: -8),
                        tag.heightAnchor.constraint(equalToConstant: 30)
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    shelf.frame = CGRect(x: 20, y: 80, width: view.bounds.width - 40, height: 150)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("shelf") == Rect(x: 20, y: 80, width: 335, height: 150))
        // 12 in from each side of the 335-wide shelf, 8 above its bottom: 150 − 8 − 30 = 112.
        #expect(session.frame("tag") == Rect(x: 12, y: 112, width: 311, height: 30))
        #expect(session.state.layout.ambiguities().isEmpty)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("so UIKit shows it at (20, 80, 335, 150), and it is held there") })
    }

    @Test("a frame set in viewDidLayoutSubviews on a view its constraints place stays a note: its constraints still decide the frame Layoutbook shows")
    func frameSetAfterPassOnConstrainedView() {
        var session = Session()
        let outcomes = session.script("""
            class BannerViewController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 60)
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    banner.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 40, width: 375, height: 60))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("Layoutbook shows where its constraints put it (not modelled)") })
    }

    @Test("an app's scene delegate that shows a pasted controller in a navigation controller loads it there: in viewDidLoad navigationController is set, and navigationController?.view is the screen's")
    func sceneDelegateLoadsControllerInItsNavigationController() {
        var session = Session()
        let outcomes = session.script("""
            class FeedViewController: UIViewController {
                let dimmer = UIView()
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.view.addSubview(dimmer)
                    dimmer.translatesAutoresizingMaskIntoConstraints = false
                    let host = dimmer.superview!
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    NSLayoutConstraint.activate([
                        dimmer.topAnchor.constraint(equalTo: host.topAnchor),
                        dimmer.bottomAnchor.constraint(equalTo: host.bottomAnchor),
                        dimmer.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                        dimmer.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 50)
                    ])
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
                    window?.makeKeyAndVisible()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dimmer") == Rect(x: 0, y: 0, width: 375, height: 667))
        // Below the navigation bar, 44 tall on the bare screen, which has no status bar.
        #expect(session.frame("header") == Rect(x: 0, y: 44, width: 375, height: 50))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'navigationController.view' is taken as the screen's root view") })
        #expect(!notes.contains { $0.contains("on the screen already, presented when its class was pasted") })
    }

    @Test("a base class named as a UIKit view class with a short mark after it (UIViewX, UIButtonX) is that class: the subclass is laid out, not dropped")
    func markedUIKitBaseName() {
        var session = Session()
        let outcomes = session.script("""
            class TileView: UIViewX {
                let caption = UILabel()
                convenience init() {
                    self.init(frame: .zero)
                    addSubview(caption)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                }
            }
            let tile = TileView()
            tile.frame = CGRect(x: 0, y: 40, width: 200, height: 100)
            view.addSubview(tile)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 40, width: 200, height: 100))
        #expect(session.frame("caption") == Rect(x: 16, y: 12, width: 0, height: 0))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("derives from 'UIViewX', named as a UIView is") })
        #expect(Library.uikitClass(namedBy: "UIButtonX") == "UIButton")
        #expect(Library.uikitClass(namedBy: "UIViewPropertyAnimator") == nil)
    }

    @Test("a child controller's view placed at its container's bounds grows with the container, as UIKit's loadView gives it a flexible width and height")
    func childControllerViewStretchesWithContainer() {
        var session = Session()
        let outcomes = session.script("""
            class DetailPane: UIViewController {}
            class SplitViewController: UIViewController {
                let holder = UIView()
                let pane = DetailPane()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    holder.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(holder)
                    addChild(pane)
                    holder.addSubview(pane.view)
                    pane.view.frame = holder.bounds
                    pane.didMove(toParent: self)
                    NSLayoutConstraint.activate([
                        holder.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
                        holder.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        holder.widthAnchor.constraint(equalToConstant: 240),
                        holder.heightAnchor.constraint(equalToConstant: 320)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("holder") == Rect(x: 20, y: 60, width: 240, height: 320))
        #expect(session.frame("detailPane") == Rect(x: 0, y: 0, width: 240, height: 320))
    }

    @Test("a \\u{…} escape in a Swift string is the character it names, measured as that character")
    func unicodeEscapeInString() {
        var escaped = Session()
        _ = escaped.script("let mark = UILabel()\nmark.text = \"\\u{41}\\u{2192}\"\nview.addSubview(mark)\nmark.frame.origin = .zero\nmark.sizeToFit()")
        var plain = Session()
        _ = plain.script("let mark = UILabel()\nmark.text = \"A\u{2192}\"\nview.addSubview(mark)\nmark.frame.origin = .zero\nmark.sizeToFit()")
        #expect(escaped.frame("mark") == plain.frame("mark"))
        #expect((escaped.frame("mark")?.width ?? 0) > 11)
    }

    @Test("a @Published property's publisher ($ready) of the paste's own model gives its subscriber the value it holds at once")
    func projectedValueIsDeliveredAtOnce() {
        var session = Session()
        let outcomes = session.script("""
            final class SignInModel {
                @Published var ready = false
            }
            final class SignInViewController: UIViewController {
                private let model = SignInModel()
                private let go = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    go.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(go)
                    NSLayoutConstraint.activate([
                        go.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        go.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                        go.widthAnchor.constraint(equalToConstant: 100),
                        go.heightAnchor.constraint(equalToConstant: 44)
                    ])
                    _ = model.$ready.sink { [weak self] ok in self?.go.isHidden = !ok }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred: (375 − 100) / 2 = 137.5, on the @3x pixel grid 137.667.
        #expect(session.frame("go") == Rect(x: 413.0 / 3, y: 30, width: 100, height: 44))
        // `ready` is false: the sink hides the button while viewDidLoad runs.
        #expect(session.layout.id(of: "go").map { session.layout.isHidden($0) } == true)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("$ready") })
    }

    @Test("a generated localized string (R.string.localizable.createNameButton()) is a title, not a button its name might suggest")
    func localizedStringIsNoViewFactory() {
        var session = Session()
        let outcomes = session.script("""
            final class NameViewController: UIViewController {
                let next = UIButton(type: .system)
                let back = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    next.setTitle(R.string.localizable.createNameButton(), for: .normal)
                    next.frame = CGRect(x: 20, y: 500, width: 335, height: 56)
                    view.addSubview(next)
                    back.setTitle(L10n.makeBackButton(), for: .normal)
                    back.frame = CGRect(x: 20, y: 580, width: 335, height: 56)
                    view.addSubview(back)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("next") == Rect(x: 20, y: 500, width: 335, height: 56))
        #expect(session.frame("back") == Rect(x: 20, y: 580, width: 335, height: 56))
        #expect(session.state.layout.view(.root)?.subviews.compactMap { session.state.layout.name(of: $0) } == ["next", "back"])
    }

    @Test("a presented controller's initialiser given an object of the paste's own class (init(greeter: Greeter)) gets one made with Greeter(), and what it answers is the paste's")
    func pastedModelGivenToPresentedController() {
        var session = Session()
        let outcomes = session.script("""
            final class Greeter {
                func name() -> String? { "Ann" }
            }
            final class HelloViewController: UIViewController {
                private let greeter: Greeter
                private let nameLabel = UILabel()
                init(greeter: Greeter) {
                    self.greeter = greeter
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.text = greeter.name()
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(nameLabel)
                    NSLayoutConstraint.activate([
                        nameLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        nameLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        var ann = Session()
        _ = ann.script("let nameLabel = UILabel()\nnameLabel.text = \"Ann\"\nview.addSubview(nameLabel)\nnameLabel.frame.origin = CGPoint(x: 16, y: 20)\nnameLabel.sizeToFit()")
        #expect(session.frame("nameLabel") == ann.frame("nameLabel"))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("is made here as Greeter(), the paste's own type") })
    }

    @Test("a class func reads its type's static let by its bare name, as Swift finds it")
    func staticReadBareInClassFunc() {
        var session = Session()
        let outcomes = session.script("""
            class Swatch: UIView {
                static let side: CGFloat = 80
                class func preferredHeight() -> CGFloat {
                    return side + 20
                }
            }
            let s = Swatch()
            s.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(s)
            NSLayoutConstraint.activate([
                s.topAnchor.constraint(equalTo: view.topAnchor),
                s.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                s.widthAnchor.constraint(equalToConstant: 50),
                s.heightAnchor.constraint(equalToConstant: Swatch.preferredHeight())
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("s") == Rect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test("Objective-C: a class the paste lacks, named as a label, made by a constructor named by another word of its name ([BadgeLabel badgeWithColor:]) is a label, placed by its constraints")
    func objectiveCConvenienceConstructorOfUnknownLabel() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoticeViewController : UIViewController
            @property (nonatomic) BadgeLabel *badge;
            @end
            @implementation NoticeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.badge];
                [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.view).offset(20);
                    make.top.equalTo(self.view).offset(100);
                }];
            }
            - (BadgeLabel *)badge {
                if (!_badge) {
                    _badge = [BadgeLabel badgeWithColor:[UIColor redColor]];
                    _badge.text = @"New";
                }
                return _badge;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        var plain = Session()
        _ = plain.script("let badge = UILabel()\nbadge.text = \"New\"\nview.addSubview(badge)\nbadge.frame.origin = CGPoint(x: 20, y: 100)\nbadge.sizeToFit()")
        #expect(session.frame("badge") == plain.frame("badge"))
        #expect(Library.ownClassFactory("TTTAttributedLabel", "attributedWithLinkColor") == "UILabel")
        #expect(Library.ownClassFactory("FancyLabel", "sharedInstance") == nil)
    }

    @Test("iOS 17's keyboardLayoutGuide.setConstraints: the hidden keyboard is docked along the bottom, so constraints for a keyboard away from the top are active and those for one near the top are not")
    func keyboardTrackingConstraints() {
        var session = Session()
        let outcomes = session.script("""
            class ComposeViewController: UIViewController {
                let field = UITextField()
                let hint = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.keyboardLayoutGuide.followsUndockedKeyboard = true
                    for v in [field, hint] {
                        v.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(v)
                    }
                    NSLayoutConstraint.activate([
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                        field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                        field.heightAnchor.constraint(equalToConstant: 50),
                        hint.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        hint.widthAnchor.constraint(equalToConstant: 40),
                        hint.heightAnchor.constraint(equalToConstant: 40),
                        hint.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)
                    ])
                    let above = view.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 10)
                    view.keyboardLayoutGuide.setConstraints([above], activeWhenAwayFrom: .top)
                    let lowered = hint.topAnchor.constraint(equalTo: view.topAnchor, constant: 300)
                    view.keyboardLayoutGuide.setConstraints([lowered], activeWhenNearEdge: .top)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The hidden keyboard's guide tops at the bare screen's bottom, 667: 667 − 10 − 50 = 607.
        #expect(session.frame("field") == Rect(x: 8, y: 607, width: 359, height: 50))
        #expect(session.frame("hint") == Rect(x: 0, y: 100, width: 40, height: 40))
        #expect(session.state.layout.conflicts.isEmpty)
    }

    @Test("a list's backgroundView never sizes the list: a label set there leaves a table pinned below a stack at the height its constraints give")
    func listBackgroundViewDoesNotSizeList() {
        var session = Session()
        let outcomes = session.script("""
            class InboxViewController: UIViewController {
                let header = UIStackView()
                let badge = UIView()
                let list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.axis = .horizontal
                    header.alignment = .center
                    header.translatesAutoresizingMaskIntoConstraints = false
                    badge.heightAnchor.constraint(equalToConstant: 60).isActive = true
                    header.addArrangedSubview(badge)
                    view.addSubview(header)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(list)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        list.topAnchor.constraint(equalTo: header.bottomAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        list.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    ])
                    let empty = UILabel()
                    empty.text = "No messages"
                    list.backgroundView = empty
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(session.frame("list") == Rect(x: 0, y: 60, width: 375, height: 607))
        #expect(session.frame("empty") == Rect(x: 0, y: 0, width: 375, height: 607))
    }

    @Test("an attributed text in two font sizes is as tall as each line's own font: a bold 18-pt line over a 14-pt one")
    func attributedLinesInTheirOwnSizes() {
        var session = Session()
        let outcomes = session.script("""
            let text = NSMutableAttributedString(string: "Title\\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 18)])
            text.append(NSAttributedString(string: "subtitle", attributes: [.font: UIFont.systemFont(ofSize: 14)]))
            let caption = UILabel()
            caption.numberOfLines = 0
            caption.attributedText = text
            caption.frame.origin = CGPoint(x: 0, y: 100)
            view.addSubview(caption)
            caption.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The lines of 18 and 14 pt: 21.48 + 16.71 = 38.19, on the @3x grid 38.333 (not two
        // lines of 18 pt, 43).
        #expect(session.frame("caption")?.height == 115.0 / 3)
    }

    @Test("`.pi` is CGFloat's π, not the app's constant: a width of 20 × .pi is 62.832 wide")
    func implicitPi() {
        var session = Session()
        let outcomes = session.script("""
            let arc = UIView(frame: CGRect(x: 0, y: 0, width: 20 * .pi, height: 10))
            view.addSubview(arc)
            let angle: CGFloat = -.pi / 2
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(abs((session.frame("arc")?.width ?? 0) - 20 * Double.pi) < 0.34)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("skipped 'pi'") })
    }

    @Test("Cartography before 1.0: layout(view) { … } constrains as constrain does, then lays out, so a frame read after it is the solved one")
    func cartographyLayoutFunction() {
        var session = Session()
        let outcomes = session.script("""
            import Cartography
            class CoverController: UIViewController {
                let cover = UIView()
                let shade = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(cover)
                    layout(cover) { cover in
                        cover.left == cover.superview!.left
                        cover.top == cover.superview!.top + 10
                        cover.right == cover.superview!.right
                        cover.height == 180
                    }
                    shade.frame = cover.bounds
                    cover.addSubview(shade)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("cover") == Rect(x: 0, y: 10, width: 375, height: 180))
        #expect(session.frame("shade") == Rect(x: 0, y: 0, width: 375, height: 180))
    }

    @Test("an app's own prefix operator declared in the paste (prefix operator ^, prefix func ^) runs where it is used; one not in the paste is skipped with a note, not a syntax error")
    func customPrefixOperator() {
        var session = Session()
        let outcomes = session.script("""
            prefix operator ^
            prefix func ^ (key: String) -> String { key.uppercased() }
            class GreetingController: UIViewController {
                let title1 = UILabel()
                let title2 = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title1.text = ^"ok"
                    title2.text = ~~"hello"
                    view.addSubview(title1)
                    view.addSubview(title2)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.state.layout.id(of: "title1").flatMap { session.state.layout.view($0)?.label?.text } == "OK")
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the prefix operator '~~' is the app's own, not in the paste") })
    }

    @Test("a value of the paste's own enum that the app gives (init(state:)) is its first case, said in a note, so a text read from it is the case's")
    func placeholderFromAppGivenValueOfPastedType() {
        var session = Session()
        let outcomes = session.script("""
            enum FeedState {
                case empty, full
                var body: String { self == .empty ? "Nothing yet" : "All caught up" }
            }
            class FeedView: UIView {
                let label = UILabel()
                init(state: FeedState) {
                    super.init(frame: .zero)
                    label.text = state.body
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'state', the FeedState the app gives init(state:), is taken as its first case, .empty") })
        #expect(session.state.layout.id(of: "label").flatMap { session.state.layout.view($0)?.label?.text } == "Nothing yet")
        #expect(!notes.contains { $0.hasPrefix("'FeedState.body' is not in the paste") })
    }

    @Test("a table sets its own contentSize from its rows: a header pinned to the table's top and width does not make it 0×0")
    func tableHeaderPinnedToTableKeepsRowContent() {
        var session = Session()
        let outcomes = session.script("""
            class ListViewController: UIViewController, UITableViewDataSource {
                let table = UITableView(frame: .zero, style: .plain)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.dataSource = self
                    table.frame = view.bounds
                    view.addSubview(table)
                    let header = UIView()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    header.heightAnchor.constraint(equalToConstant: 60).isActive = true
                    table.tableHeaderView = header
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: table.topAnchor),
                        header.leadingAnchor.constraint(equalTo: table.leadingAnchor),
                        header.widthAnchor.constraint(equalTo: table.widthAnchor)
                    ])
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let table = try? #require(session.state.layout.id(of: "table"))
        // 60 of header and 20 rows of 44: 940 tall, as wide as the table.
        #expect(table.flatMap { session.state.layout.scrollInfo($0)?.contentSize } == Size(width: 375, height: 940))
        #expect(session.state.layout.contentAmbiguities().isEmpty)
    }

    @Test("a static constant of an extension on CGFloat reads its sibling by bare name (static let gap = base * 2)")
    func extensionStaticReadsSibling() {
        var session = Session()
        let outcomes = session.script("""
            private extension CGFloat {
                static let base: CGFloat = 4
                static let gap: CGFloat = base * 2
            }
            class GapViewController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: .gap),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 10),
                        box.heightAnchor.constraint(equalToConstant: 10)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 8, width: 10, height: 10))
    }

    @Test("a file's private function between a controller and the types it uses keeps them in one entry, so the controller reads the constants declared below it")
    func filePrivateFunctionKeepsFileTogether() {
        let file = """
            class MarginViewController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.frame = CGRect(x: Metrics.margin, y: Metrics.margin, width: 100, height: 50)
                    view.addSubview(box)
                }
            }

            private func helper(_ x: Int) -> Int { x }

            enum Metrics {
                static let margin: CGFloat = 8
            }
            """
        let entries = Entry.split(file).filter { !$0.isBlank }
        #expect(entries.count == 1)
        var session = Session()
        let outcomes = session.script(file)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 8, y: 8, width: 100, height: 50))
    }

    @Test("type(of: self) is the value's class, not an unknown name")
    func typeOfSelf() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                var kindName: String { String(describing: type(of: self)) }
            }
            class KindViewController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.frame = CGRect(x: 20, y: 100, width: 100, height: 50)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 100, height: 50))
    }

    @Test("a text field's attributedPlaceholder sizes it as its placeholder does")
    func attributedPlaceholderSizesField() {
        var plain = Session()
        _ = plain.script("let f = UITextField()\nf.placeholder = \"Your email address\"\nview.addSubview(f)\nf.sizeToFit()")
        var styled = Session()
        let outcomes = styled.script("let f = UITextField()\nf.attributedPlaceholder = NSAttributedString(string: \"Your email address\")\nview.addSubview(f)\nf.sizeToFit()")
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(styled.frame("f") == plain.frame("f"))
        #expect((styled.frame("f")?.width ?? 0) > 100)
    }

    @Test("Objective-C: an IBOutlet typed as a protocol (id<CardDelegate> delegate) is an object the storyboard connects, not a view")
    func protocolOutletIsNoView() {
        var session = Session()
        let outcomes = session.script("""
            @protocol CardDelegate <NSObject>
            - (void)cardTapped;
            @end
            @interface CardController : UIViewController
            @property (weak, nonatomic) IBOutlet id <CardDelegate> delegate;
            @end
            @implementation CardController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [UIView new];
                box.frame = CGRectMake(20, 100, 200, 50);
                [self.view addSubview:box];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 200, height: 50))
        #expect(session.state.layout.id(of: "delegate") == nil)
    }

    @Test("a controller class that adopts a protocol named View (ReactorKit's) is still the file's screen, not its base class declared below it")
    func controllerAdoptingViewProtocol() {
        var session = Session()
        let outcomes = session.script("""
            final class ScreenViewController: BaseViewController, View {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.frame = CGRect(x: 20, y: 100, width: 100, height: 50)
                }
            }
            class BaseViewController: UIViewController {}
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("presented ScreenViewController on the screen") })
    }
}
