@testable import Language
import Layout
import Testing

/// What the sixtieth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, sixtieth round")
struct Book310Tests {
    @Test("A builder object's method that nothing calls is named, with the call that runs it; calling it builds the views")
    func uncalledInstanceBuilderIsNamed() {
        var session = Session()
        let outcomes = session.script("""
            final class BannerBuilder: NSObject {
                let strip = UIView()
                func install(on host: UIView) {
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    host.addSubview(strip)
                    NSLayoutConstraint.activate([
                        strip.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 20),
                        strip.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -20),
                        strip.topAnchor.constraint(equalTo: host.topAnchor, constant: 90),
                        strip.heightAnchor.constraint(equalToConstant: 48),
                    ])
                }
            }
            struct Spacer {
                let gap: CGFloat
                func place(_ v: UIView, in host: UIView) { host.addSubview(v) }
            }
            extension UIView {
                func pinned(to other: UIView) { NSLayoutConstraint.activate([topAnchor.constraint(equalTo: other.topAnchor)]) }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes == ["BannerBuilder.install(on:) and Spacer.place(_:in:) build views, but nothing pasted so far calls them (the app does, "
                          + "or a later entry may): nothing is shown yet — call one to see what it builds: BannerBuilder().install(on: view)"])
        let after = session.script("BannerBuilder().install(on: view)")
        #expect(after.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 20, y: 90, width: 335, height: 48))
        }

    @Test("A structure's builder is called on one made with its memberwise initialiser, whose arguments the note leaves to the reader")
    func uncalledStructBuilderNeedsArguments() {
        var session = Session()
        let outcomes = session.script("""
            struct Spacer {
                let gap: CGFloat
                func place(_ v: UIView, in host: UIView) { host.addSubview(v) }
            }
            """)
        #expect(outcomes.flatMap(\.notes) == ["Spacer.place(_:in:) builds views, but nothing pasted so far calls it (the app does, or a later "
                                              + "entry may): nothing is shown yet — call one to see what it builds: Spacer(…).place(view, in: view)"])
    }

    @Test("Constraints made before the view is placed are refused with the fix spelled in the entry's language")
    func notPlacedFixIsSpelledInObjectiveC() {
        var session = Session()
        let outcome = session.run("""
            @interface TrayController : UIViewController
            @property (nonatomic, strong) UIView *tray;
            @end
            @implementation TrayController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tray = [UIView new];
                [self.tray mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo(60);
                }];
                [self.view addSubview:self.tray];
            }
            @end
            """)
        let message = outcome.diagnostics.map(\.message)
        #expect(message == ["'tray' is not in a view hierarchy yet; UIKit stops on constraints to it (“no common ancestor”) — "
                            + "place it first: [self.view addSubview:tray]"])
        #expect(session.state.layout.id(of: "tray") == nil)
    }

    @Test("A @Published property's publisher gives a subscriber its value at once: the sink runs inside viewDidLoad, before the first layout")
    func publishedSinkRunsAtOnce() {
        var session = Session()
        let outcomes = session.script("""
            import Combine
            enum Step { case entering, sending }
            final class FormModel: ObservableObject {
                @Published var step: Step = .entering
                @Published var errorCount = 0
            }
            final class FormScreen: UIViewController {
                let model = FormModel()
                var subscriptions = Set<AnyCancellable>()
                let nameField = UITextField()
                let sendButton = UIButton(type: .system)
                let warning = UIView()
                lazy var column = UIStackView(arrangedSubviews: [nameField, warning, sendButton])
                override func viewDidLoad() {
                    super.viewDidLoad()
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    NSLayoutConstraint.activate([
                        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        nameField.heightAnchor.constraint(equalToConstant: 44),
                        sendButton.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    model.$step
                        .removeDuplicates()
                        .sink { [weak self] step in
                            guard step == .entering else { return }
                            self?.column.axis = .vertical
                            self?.column.spacing = 12
                        }
                        .store(in: &subscriptions)
                    model.$errorCount.map { $0 == 0 }.assign(to: \\.isHidden, on: warning).store(in: &subscriptions)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 20, y: 40, width: 335, height: 106))
        #expect(session.frame("nameField") == Rect(x: 0, y: 0, width: 335, height: 44))
        #expect(session.frame("sendButton") == Rect(x: 0, y: 56, width: 335, height: 50))
        // No error yet: the warning is hidden, and the stack leaves it out.
        #expect(session.frame("warning")?.height == 0)
        #expect(session.state.layout.conflicts.isEmpty)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("$step") || $0.contains("$errorCount") })
    }

    @Test("Received on the main queue the value arrives after the first layout pass; dropFirst holds it back, and says so")
    func publishedValueOnMainQueueAndDropFirst() {
        var session = Session()
        let outcomes = session.script("""
            import Combine
            final class InboxModel {
                @Published var title = "Inbox"
                @Published var unread = 4
            }
            final class InboxScreen: UIViewController {
                let model = InboxModel()
                var bag = Set<AnyCancellable>()
                let heading = UILabel()
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(heading)
                    view.addSubview(banner)
                    model.$title.map { $0.uppercased() }.receive(on: DispatchQueue.main).sink { [weak self] text in
                        self?.heading.text = text
                        self?.heading.sizeToFit()
                    }.store(in: &bag)
                    model.$unread.dropFirst().sink { [weak self] _ in
                        self?.banner.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                    }.store(in: &bag)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let label = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "INBOX")!
        #expect(session.frame("heading") == Rect(x: 0, y: 0, width: label.width, height: label.height))
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(outcomes.flatMap(\.notes).contains("'$unread.dropFirst(…)' holds back the value the publisher gives now: what it drives waits "
                                                   + "for the app's next value, not known here"))
    }

    @Test("The screen's bounds read in loadView are the screen's, while the view loadView made is still 0×0")
    func screenBoundsInLoadView() {
        var session = Session()
        let outcomes = session.script("""
            @interface SplitController : UIViewController
            @end
            @implementation SplitController
            - (void)loadView {
                self.view = [[UIView alloc] init];
                CGFloat half = [UIScreen mainScreen].bounds.size.width / 2;
                UIView *side = [[UIView alloc] initWithFrame:CGRectMake(0, 0, half, 60)];
                [self.view addSubview:side];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("side") == Rect(x: 0, y: 0, width: 187.5, height: 60))
    }

    @Test("A button subclass sized by its title label's sizeThatFits gets the title wrapped at the width asked, not an empty label's zero")
    func buttonSizedByTitleLabelFit() {
        var session = Session()
        let outcomes = session.script("""
            class PaddedButton: UIButton {
                override var intrinsicContentSize: CGSize {
                    let fit = titleLabel?.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)) ?? .zero
                    return CGSize(width: fit.width + 24, height: fit.height + 16)
                }
            }
            let join = PaddedButton(type: .system)
            join.titleLabel?.numberOfLines = 0
            join.setTitle("Join the waiting list", for: .normal)
            join.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(join)
            join.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            join.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            let caption = UILabel()
            caption.text = join.titleLabel?.text
            view.addSubview(caption)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let title = Session.labelFrame(font: ".systemFont(ofSize: 15)", text: "Join the waiting list")!
        #expect(session.frame("join") == Rect(x: 20, y: 100, width: title.width + 24, height: title.height + 16))
        #expect(session.layout.id(of: "caption").flatMap { session.layout.view($0)?.label?.text } == "Join the waiting list")
    }

    @Test("Cartography's edges.inseted(…) and inset(edges, UIEdgeInsets) move each edge inward by its amount")
    func cartographyInsetedEdges() {
        var session = Session()
        let outcomes = session.script("""
            import Cartography
            let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            view.addSubview(card)
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            [a, b, c, d].forEach { card.addSubview($0) }
            constrain(a, b, c, card) { a, b, c, card in
                a.edges == card.edges.inseted(horizontally: 10, vertically: 2)
                b.edges == card.edges.inseted(top: 1, leading: 2, bottom: 3, trailing: 4)
                c.edges == card.edges.inseted(by: 20)
            }
            constrain(d, card) { d, card in
                d.edges == inset(card.edges, UIEdgeInsets(top: 8, left: 12, bottom: 30, right: 16))
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a") == Rect(x: 10, y: 2, width: 280, height: 196))
        #expect(session.frame("b") == Rect(x: 2, y: 1, width: 294, height: 196))
        #expect(session.frame("c") == Rect(x: 20, y: 20, width: 260, height: 160))
        #expect(session.frame("d") == Rect(x: 12, y: 8, width: 272, height: 162))
    }

    @Test("`label.font = .init(name:size:)` makes the UIFont of UIKit's property, as UIFont(name:size:) does")
    func implicitInitOfUIKitPropertyType() {
        var session = Session()
        let outcomes = session.script("""
            let spelled = UILabel(), implicit = UILabel()
            for l in [spelled, implicit] { l.text = "Hello"; view.addSubview(l) }
            spelled.font = UIFont(name: "Helvetica", size: 30)
            implicit.font = .init(name: "Helvetica", size: 30)
            spelled.sizeToFit()
            implicit.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("implicit") == session.frame("spelled"))
        #expect(session.frame("implicit")?.height ?? 0 > 30)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'.init' is not in the paste") })
    }

    @Test("A loop over a dictionary gives each entry as (key:, value:), and sorted(by:) orders the entries")
    func dictionaryEntriesInLoops() {
        var session = Session()
        let outcomes = session.script("""
            let specs = ["Weight": "2 kg", "Colour": "Red"]
            let column = UIStackView()
            column.axis = .vertical
            view.addSubview(column)
            for entry in specs.sorted(by: { $0.key < $1.key }) {
                let row = UILabel()
                row.text = entry.key + ": " + entry.value
                column.addArrangedSubview(row)
            }
            column.frame.origin = CGPoint(x: 16, y: 40)
            column.frame.size = column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let first = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Colour: Red")!
        let second = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Weight: 2 kg")!
        #expect(session.layout.id(of: "row").flatMap { session.layout.view($0)?.label?.text } == "Colour: Red")
        #expect(session.layout.id(of: "row2").flatMap { session.layout.view($0)?.label?.text } == "Weight: 2 kg")
        #expect(session.frame("column")?.width == max(first.width, second.width))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'key'") || $0.contains("sorted") })
    }

    @Test("A key path through an optional root (`\\.?.width`) reads each element's member, nil for nil")
    func keyPathThroughOptionalRoot() {
        var session = Session()
        let outcomes = session.script("""
            let slots: [CGRect?] = [CGRect(x: 0, y: 0, width: 30, height: 5), nil, CGRect(x: 0, y: 0, width: 50, height: 5)]
            let widths = slots.compactMap(\\.?.width)
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: widths.reduce(0, +), height: 10))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 80, height: 10))
    }

    @Test("A C local of a tagged type (`struct utsname info;`) in a function inside @implementation is a declaration")
    func taggedCTypeLocal() {
        var session = Session()
        let outcomes = session.script("""
            @interface InfoController : UIViewController
            @end
            @implementation InfoController
            static CGFloat sideInset(void) {
                struct CGSize pad = CGSizeMake(24, 0);
                return pad.width;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(sideInset(), 80, 100, 10)];
                [self.view addSubview:strip];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 24, y: 80, width: 100, height: 10))
    }

    @Test("A font size worked out as 0 from what the paste lacks is noted and measured at 17; the rest of the code runs")
    func zeroFontSizeIsNoted() {
        var session = Session()
        let outcomes = session.script("""
            class NoticeScreen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let longSide = max(AppLayout.window.width, AppLayout.window.height)
                    let heading = UILabel()
                    heading.text = "Heads up"
                    heading.font = UIFont.boldSystemFont(ofSize: 0.05 * longSide)
                    view.addSubview(heading)
                    heading.sizeToFit()
                    let box = UIView(frame: CGRect(x: 20, y: 100, width: 335, height: 200))
                    view.addSubview(box)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let measured = Session.labelFrame(font: ".boldSystemFont(ofSize: 17)", text: "Heads up")!
        #expect(session.frame("heading")?.size == Size(width: measured.width, height: measured.height))
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 335, height: 200))
        #expect(outcomes.flatMap(\.notes).contains(
            "a font size of 0 is outside UIKit's above 0 to 10000 points (line 7): the text is measured at 17, UIKit's default"))
    }

    @Test("UIDevice() is the device the screen is, its idiom the one UIDevice.current gives")
    func madeDeviceIsTheCurrentOne() {
        var session = Session()
        let outcomes = session.script("""
            let side: CGFloat = UIDevice().userInterfaceIdiom == .phone ? 120 : 300
            let tile = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
            view.addSubview(tile)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 120, height: 120))
    }

    @Test("`if let titleLabel` in a button subclass takes the branch without calling UIKit's own title label the app's value")
    func buttonOwnTitleLabelIsThere() {
        var session = Session()
        let outcomes = session.script("""
            final class WideButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Continue", for: .normal)
                    if let titleLabel {
                        titleLabel.numberOfLines = 0
                        backgroundColor = .systemBlue
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let go = WideButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
            view.addSubview(go)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("go") == Rect(x: 20, y: 100, width: 200, height: 44))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("gives a value of the app's") })
    }

    @Test("An implementation without its header made with initWithFrame: is a view, though it has a method named updateViewConstraints")
    func frameInitialisedImplementationIsAView() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TagChip {
                UILabel *_caption;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _caption = [UILabel new];
                    _caption.text = @"New";
                    _caption.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_caption];
                    [self updateViewConstraints];
                }
                return self;
            }
            - (void)updateViewConstraints {
                [_caption.topAnchor constraintEqualToAnchor:self.topAnchor constant:4].active = YES;
                [_caption.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:8].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let label = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "New")!
        #expect(session.frame("caption") == Rect(x: 8, y: 4, width: label.width, height: label.height))
    }

    @Test("On a Plus phone nativeBounds is its 1080×1920 panel and nativeScale 1080 / 414, as the device reports them")
    func plusPhonePanel() throws {
        var session = Session()
        _ = session.script("device iPhone 8 Plus")
        let outcomes = session.script("""
            let tall = UIScreen.main.nativeBounds.height == 1920
            let marker = UIView(frame: CGRect(x: 0, y: 100, width: tall ? 50 : 10, height: UIScreen.main.nativeScale * 10))
            view.addSubview(marker)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let marker = try #require(session.frame("marker"))
        #expect(marker.width == 50)
        #expect(abs(marker.height - 10800.0 / 414) < 0.001)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("the Plus phone's screen is drawn at 1242×2208 and shown on its 1080×1920-pixel panel") })
    }
}
