@testable import Language
import Layout
import Testing

/// What the fifty-ninth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-ninth round")
struct Book300Tests {
    @Test("A property wrapper of the app's named for Auto Layout turns the wrapped view's mask off; another is noted")
    func appAutoLayoutWrapperTurnsMaskOff() {
        var session = Session()
        let outcomes = session.script("""
            final class TagRow: UIView {
                @UsesAutoLayout private var tag = UILabel()
                @Themed private var shade = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    tag.text = "Network"
                    addSubview(tag)
                    addSubview(shade)
                    NSLayoutConstraint.activate([
                        tag.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        tag.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(TagRow(frame: CGRect(x: 0, y: 100, width: 375, height: 60)))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let label = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Network")!
        #expect(session.frame("tag") == Rect(x: 12, y: 10, width: label.width, height: label.height))
        let notes = outcomes.flatMap(\.notes).joined(separator: "\n")
        #expect(notes.contains("'tag': the property wrapper @UsesAutoLayout is not in the paste; as its name says, it is taken to set translatesAutoresizingMaskIntoConstraints to false"))
        #expect(notes.contains("'shade': the property wrapper @Themed is not in the paste, so what it does to the view is skipped"))
    }

    @Test("`badge = .init()` in an initialiser makes the UIKit class the property is declared with")
    func implicitInitOfDeclaredUIKitType() {
        var session = Session()
        let outcomes = session.script("""
            class OfferCell: UITableViewCell {
                let badge: UILabel
                let thumb: UIImageView
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    badge = .init()
                    thumb = .init(frame: .zero)
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.text = "New"
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    thumb.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(thumb)
                    contentView.addSubview(badge)
                    NSLayoutConstraint.activate([
                        thumb.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        thumb.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        thumb.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                        thumb.widthAnchor.constraint(equalToConstant: 60),
                        thumb.heightAnchor.constraint(equalToConstant: 60),
                        badge.leadingAnchor.constraint(equalTo: thumb.trailingAnchor, constant: 10),
                        badge.centerYAnchor.constraint(equalTo: thumb.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 8 + 60 + 8 = 76 tall; the thumbnail 12 in, the badge 10 past it and centred on it.
        #expect(session.frame("offerCell")?.height == 76)
        #expect(session.frame("imageView") == Rect(x: 12, y: 8, width: 60, height: 60))
        let label = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "New")!
        // (Centred on 38: 27.833 for its top, 28 on the 3× screen's pixel grid.)
        #expect(session.frame("label") == Rect(x: 82, y: 28, width: label.width, height: label.height))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains(".init") })
    }

    @Test("A static computed property reads the type's other statics by bare name")
    func staticGetterReadsSiblingStatics() {
        var session = Session()
        let outcomes = session.script("""
            struct Perk {
                let title: String
                private static let names = ["Breakfast", "Late checkout"]
                static var all: [Perk] { names.map { Perk(title: $0) } }
            }
            class PerksView: UIView {
                let stack = UIStackView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stack)
                    for perk in Perk.all {
                        let line = UILabel()
                        line.text = perk.title
                        stack.addArrangedSubview(line)
                    }
                    stack.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two lines stacked: as wide as the wider, "Late checkout", and two lines tall.
        let wide = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Late checkout")!
        #expect(session.frame("stack") == Rect(x: 10, y: 10, width: wide.width, height: 2 * wide.height))
    }

    @Test("A cell shown for its class stays beside the presented screen that lists it, and a note says it is not the root view's")
    func shownCellStaysWithNote() {
        var session = Session()
        let outcomes = session.script("""
            class TagCell: UITableViewCell {
                let name = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    name.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(name)
                    name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
                    name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12).isActive = true
                    name.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class TagsScreen: UIViewController {
                let list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.frame = view.bounds
                    list.register(TagCell.self, forCellReuseIdentifier: "tag")
                    view.addSubview(list)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains(
            "the TagCell shown when its class was pasted, 'tagCell', stays on the screen beside TagsScreen's views for its frames "
                + "to be read: in UIKit it is only in a list's rows, which are not drawn here"))
    }

    @Test("SnapKit's prepareConstraints returns its constraints inactive; activate() and deactivate() switch between two sets")
    func snapKitPrepareConstraints() {
        func screen(_ calls: String) -> String {
            """
            class FoldScreen: UIViewController {
                let badge = UIView()
                var small: [Constraint] = []
                var large: [Constraint] = []
                var top: Constraint?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    small.append(contentsOf: badge.snp.prepareConstraints { make in
                        make.leading.equalToSuperview().inset(12)
                        make.width.height.equalTo(22)
                    })
                    large = badge.snp.prepareConstraints { make in
                        make.leading.equalToSuperview().inset(40)
                        make.width.height.equalTo(80)
                    }
                    badge.snp.prepareConstraints { make in
                        top = make.top.equalToSuperview().offset(300).constraint
                    }
                    top?.activate()
                    \(calls)
                }
                func fold(_ folded: Bool) {
                    (folded ? large : small).forEach { $0.deactivate() }
                    (folded ? small : large).forEach { $0.activate() }
                }
            }
            """
        }
        var folded = Session()
        #expect(folded.script(screen("fold(true)")).allSatisfy { !$0.failed })
        #expect(folded.frame("badge") == Rect(x: 12, y: 300, width: 22, height: 22))
        var opened = Session()
        #expect(opened.script(screen("fold(true); fold(false)")).allSatisfy { !$0.failed })
        #expect(opened.frame("badge") == Rect(x: 40, y: 300, width: 80, height: 80))
    }

    @Test("A presented controller's enum parameter is the enum's first case, so every switch on it takes one branch")
    func presentedEnumParameterIsOneCase() {
        var session = Session()
        let outcomes = session.script("""
            enum Mode { case narrow, wide }
            class ModeScreen: UIViewController {
                var mode: Mode = .wide
                var theme: Mode { Settings.shared.mode }
                let box = UIView()
                let tag = UIView()
                init(mode: Mode) {
                    super.init(nibName: nil, bundle: nil)
                    self.mode = mode
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.frame.origin = CGPoint(x: 0, y: 40)
                    tag.frame.origin = CGPoint(x: 0, y: 200)
                    view.addSubview(box)
                    view.addSubview(tag)
                    switch mode {
                    case .narrow: box.frame.size.width = 100
                    case .wide: box.frame.size.width = 300
                    }
                    switch mode {
                    case .wide: box.frame.size.height = 30
                    case .narrow: box.frame.size.height = 90
                    }
                    switch theme {
                    case .wide: tag.frame.size.width = 300
                    case .narrow: tag.frame.size.width = 100
                    }
                    switch theme {
                    case .narrow: tag.frame.size.height = 90
                    case .wide: tag.frame.size.height = 30
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // .narrow both times: 100 by 90, never the 100 by 30 no value gives.
        #expect(session.frame("box") == Rect(x: 0, y: 40, width: 100, height: 90))
        // The app's value: the first switch's first case, .wide, and .wide again in the second.
        #expect(session.frame("tag") == Rect(x: 0, y: 200, width: 300, height: 30))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'mode', the Mode the app gives ModeScreen's initialiser, is taken as .narrow, its first case: "
            + "what the app passes is not in the paste"))
        #expect(notes.contains { $0.contains("the switch on it runs its case .wide, as an earlier switch on it did") })
    }

    @Test("A table's footer view with a height is in the table as soon as it is set, so its subviews can be constrained to the table")
    func tableFooterViewIsASubviewAtOnce() {
        var session = Session()
        let outcomes = session.script("""
            class FooterScreen: UIViewController {
                let list = UITableView(frame: .zero, style: .plain)
                let caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.frame = view.bounds
                    view.addSubview(list)
                    let foot = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
                    list.tableFooterView = foot
                    caption.text = "Footer text"
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    foot.addSubview(caption)
                    NSLayoutConstraint.activate([
                        caption.topAnchor.constraint(equalTo: foot.topAnchor, constant: 8),
                        caption.leadingAnchor.constraint(equalTo: foot.leadingAnchor, constant: 16),
                        caption.widthAnchor.constraint(equalTo: list.widthAnchor, constant: -32),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // As wide as the table, 60 tall; the table has no rows, so it is at the top.
        #expect(session.frame("foot") == Rect(x: 0, y: 0, width: 375, height: 60))
        let line = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Footer text")!
        #expect(session.frame("caption") == Rect(x: 16, y: 8, width: 343, height: line.height))
    }

    @Test("A table view controller the paste lacks, named so, stands in as one: its tableView is a table the code places")
    func unknownTableViewControllerGivesItsTable() {
        var session = Session()
        let outcomes = session.script("""
            class HostScreen: UIViewController {
                private let notes = NotesTableViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = notes.tableView!
                    list.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(list)
                    NSLayoutConstraint.activate([
                        list.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 100, width: 375, height: 567))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'NotesTableViewController' is not in the paste: a plain table view controller, as its name says, stands in") })
    }

    @Test("In a cell on an app base class the paste lacks, contentView's frame words are the app's frame extension")
    func cellOnAppBaseReadsFrameExtension() {
        var session = Session()
        let outcomes = session.script("""
            final class PillCell: AppBaseCell {
                let pill = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(pill)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    pill.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
                    pill.centerY = contentView.height / 2
                    pill.left = contentView.width - 40
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The cell at the flow layout's default 50×50: centred on 25, its right edge at 50.
        #expect(session.frame("pill") == Rect(x: 10, y: 15, width: 40, height: 20))
    }

    @Test("A collection cell whose lazy subview is made from its own bounds in init(frame:) is made with its item's frame")
    func lazySubviewFromBoundsMakesItemFrame() {
        var session = Session()
        let outcomes = session.script("""
            class ChipCell: UICollectionViewCell {
                private lazy var face: UIButton = {
                    return UIButton(frame: self.bounds)
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    face.setTitle("Tag", for: .normal)
                    contentView.addSubview(face)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The flow layout's default item, 50×50: the button made at the cell's bounds then.
        #expect(session.frame("face") == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("An Objective-C class without its header that reads its own titleLabel is a button; UIButton's layout puts it back each pass")
    func objectiveCButtonFromTitleLabel() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ShiftButton
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGRect t = self.titleLabel.frame;
                self.titleLabel.frame = CGRectMake(t.origin.x + 6, 0, 40, 20);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A UIButton with no title: 30×34; its title label shifted once from where the button
        // puts it (0,0 here), however many layout passes run.
        #expect(session.frame("shiftButton")?.size == Size(width: 30, height: 34))
        #expect(session.frame("titleLabel") == Rect(x: 6, y: 0, width: 40, height: 20))
        #expect(session.script("shiftButton.setNeedsLayout(); shiftButton.layoutIfNeeded()").allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == Rect(x: 6, y: 0, width: 40, height: 20))
    }

    @Test("Generic arguments on the line after their type, as Apple's samples break long ones, are read")
    func genericArgumentsOnTheNextLine() {
        var session = Session()
        let outcomes = session.script("""
            class PlaceList: UIViewController {
                enum Part { case only }
                var source: UICollectionViewDiffableDataSource
                    <Part, String>! = nil
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                    view.addSubview(list)
                    source = UICollectionViewDiffableDataSource
                        <Part, String>(collectionView: list) { view, path, name in
                        return nil
                    }
                    banner.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                    view.addSubview(banner)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test("A flow layout with estimatedItemSize = .automaticSize sizes its items itself: its content is not worked out, and said")
    func flowLayoutAutomaticSize() {
        for spelling in [".automaticSize", "UICollectionViewFlowLayout.automaticSize"] {
            var session = Session()
            let outcomes = session.script("""
                class Tags: UIViewController, UICollectionViewDataSource {
                    var grid: UICollectionView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let flow = UICollectionViewFlowLayout()
                        flow.estimatedItemSize = \(spelling)
                        grid = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                        grid.dataSource = self
                        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
                        view.addSubview(grid)
                    }
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
                    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
                    }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            #expect(outcomes.flatMap(\.notes).contains {
                $0.hasPrefix("grid: its content size is not worked out: its items size themselves (the layout's estimatedItemSize)")
            })
        }
    }

    @Test("A cell's content configuration of the paste's own makes the cell's content view; UIKit's list one is said to be unmodelled")
    func cellContentConfiguration() {
        var session = Session()
        let outcomes = session.script("""
            struct NoteConfiguration: UIContentConfiguration {
                func makeContentView() -> UIView & UIContentView { NoteContentView(configuration: self) }
                func updated(for state: UIConfigurationState) -> NoteConfiguration { self }
            }
            final class NoteContentView: UIView, UIContentView {
                var configuration: UIContentConfiguration
                let body = UIView()
                init(configuration: NoteConfiguration) {
                    self.configuration = configuration
                    super.init(frame: .zero)
                    body.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(body)
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        body.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                        body.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                        body.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -20),
                        body.heightAnchor.constraint(equalToConstant: 80)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class NoteCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentConfiguration = NoteConfiguration()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 + 80 + 10: the row's content view is 100 tall, the body 20 in from each side.
        #expect(session.frame("noteCell")?.height == 100)
        #expect(session.frame("body") == Rect(x: 20, y: 10, width: 335, height: 80))

        var list = Session()
        let listed = list.script("""
            final class MailboxCell: UICollectionViewListCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var content = defaultContentConfiguration()
                    content.text = "Inbox"
                    contentConfiguration = content
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(listed.allSatisfy { !$0.failed })
        let notes = listed.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("mailboxCell.contentConfiguration: UIKit's list content configuration") })
        #expect(!notes.contains { $0.contains("defaultContentConfiguration") })
        #expect(notes.contains { $0.hasPrefix("cell mailboxCell: the collection view holds it") })
    }

    @Test("The anchor helpers' centerY(inView:leadingAnchor:paddingLeft:) pins the leading edge as the leftAnchor form pins the left")
    func centerYHelperWithLeadingAnchor() {
        var session = Session()
        let outcomes = session.script("""
            class ContactRow: UIView {
                let avatar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(avatar)
                    avatar.setDimensions(width: 40, height: 40)
                    avatar.centerY(inView: self, leadingAnchor: leadingAnchor, paddingLeft: 12)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = ContactRow(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
            view.addSubview(row)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("avatar") == Rect(x: 12, y: 2, width: 40, height: 40))
    }

    @Test("Objective-C's C: a counted loop that starts past its end runs no turn, a function declared without its body is read, flags added with + are their union")
    func objectiveCsCParts() {
        var session = Session()
        let outcomes = session.script("""
            NSInteger rowCompare(id a, id b, void *context);
            extern CGFloat padding(CGFloat base);
            @interface StripController : UIViewController
            @property (nonatomic) UIDataDetectorTypes detectors __OSX_AVAILABLE_STARTING(__MAC_NA, __IPHONE_3_0);
            @end
            @implementation StripController
            - (void)viewDidLoad {
                [super viewDidLoad];
                int count = 1;
                CGFloat x = 0;
                for (int i = 2; i < count; ++i) { x += 10; }
                UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(x, 100, 200, 40)];
                strip.autoresizingMask = UIViewAutoresizingFlexibleWidth + UIViewAutoresizingFlexibleBottomMargin;
                NSCalendarUnit units = NSHourCalendarUnit | NSMinuteCalendarUnit;
                [self.view addSubview:strip];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 200, height: 40))
        #expect(session.script("device \"iPhone 15\"").allSatisfy { !$0.failed })
        // Flexible width: 393 − 375 = 18 wider on the wider screen.
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: 218, height: 40))
    }

    @Test("A controller's view made with no frame in loadView is 0×0 until UIKit puts it in the window; its subviews follow their masks")
    func loadViewWithoutFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface PlainRoot : UIViewController
            @end
            @implementation PlainRoot
            - (void)loadView {
                self.view = [[UIView alloc] init];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 30)];
                bar.autoresizingMask = UIViewAutoresizingFlexibleWidth;
                bar.center = CGPointMake(self.view.bounds.size.width / 2, 15);
                [self.view addSubview:bar];
                UIView *pin = [[UIView alloc] initWithFrame:CGRectMake(150, 70, 40, 20)];
                pin.autoresizingMask = UIViewAutoresizingFlexibleLeftMargin | UIViewAutoresizingFlexibleTopMargin;
                [self.view addSubview:pin];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred on 0 of a 0-wide view: −50; then 375 wider, all of it to the bar's width.
        #expect(session.frame("bar") == Rect(x: -50, y: 0, width: 475, height: 30))
        // Both flexible margins take the whole growth: 375 across, 667 down.
        #expect(session.frame("pin") == Rect(x: 525, y: 737, width: 40, height: 20))
    }

    @Test("A table cell's textLabel.superview is its content view; a frame set after the pass on a free view is shown as set")
    func cellLabelSuperviewAndUnroundedFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface RuleCell : UITableViewCell
            @end
            @implementation RuleCell
            - (id)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
                    UIView *rule = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.bounds.size.width, 1)];
                    [self.textLabel.superview addSubview:rule];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A cell made with a style starts 320 wide, UIKit's default.
        #expect(session.frame("rule") == Rect(x: 0, y: 0, width: 320, height: 1))

        var centred = Session()
        #expect(centred.script("""
            class Center: UIViewController {
                let dot = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(dot)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    dot.center = CGPoint(x: 187.5, y: 333.5)
                }
            }
            """).allSatisfy { !$0.failed })
        #expect(centred.frame("dot") == Rect(x: 187.5, y: 333.5, width: 0, height: 0))
    }

    @Test("A view shown for its class at its fitted size is fitted again when a later entry changes its constraints, not held in a conflict")
    func shownViewIsFittedAgain() {
        var session = Session()
        let outcomes = session.script("""
            final class FilterBar: UIView {
                let field = UIView()
                var inset: CGFloat = 16 {
                    didSet {
                        field.snp.remakeConstraints { make in
                            make.edges.equalToSuperview().inset(inset)
                            make.height.equalTo(48)
                        }
                    }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    field.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(inset)
                        make.height.equalTo(48)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("filterBar") == Rect(x: 0, y: 0, width: 375, height: 80))
        let changed = session.script("filterBar.inset = 8")
        #expect(changed.allSatisfy { !$0.failed })
        // 8 + 48 + 8: the bar 64 tall, the field its 48, with no conflict.
        #expect(session.frame("filterBar") == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(session.frame("field") == Rect(x: 8, y: 8, width: 359, height: 48))
        #expect(session.layout.conflicts.isEmpty)
        #expect(changed.flatMap(\.notes).contains { $0.hasPrefix("filterBar is fitted again, 375×64") })
    }

    @Test("A constraint's identifier names it in conflict reports, as UIKit's console prints it")
    func identifierNamesTheConstraint() throws {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let h = box.heightAnchor.constraint(equalToConstant: 100)
            h.identifier = "BoxHeight"
            h.isActive = true
            box.heightAnchor.constraint(equalToConstant: 50).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let conflict = try #require(session.layout.conflicts.first)
        let described = conflict.conflicting.compactMap { session.layout.constraint($0) }.map(session.layout.describe)
        #expect(described.contains("'BoxHeight' box.height == 100"))
    }

    @Test("Stevia 4's `view.Top == .zero` relates the attribute to 0, as its CGFloat operators read it")
    func steviaEqualsZero() {
        var session = Session()
        let outcomes = session.script("""
            let topBar = UIView()
            view.subviews(topBar)
            topBar.Top == .zero
            topBar.Left == .zero
            topBar.Right == .zero
            topBar.Height == 100
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("topBar") == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    @Test("A hook of an app base taken to run from its init, that stops there, is left with a note; the view is still shown")
    func appBaseHookThatStopsIsLeft() {
        var session = Session()
        let outcomes = session.script("""
            class NoteRow: BaseRowView {
                private(set) var caption: UILabel!
                init(text: String) {
                    super.init(frame: .zero)
                    caption = UILabel(frame: .zero)
                    caption.text = "Hi"
                    addSubview(caption)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                        caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                        caption.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                override func willGrow() {
                    caption.font = .boldSystemFont(ofSize: 22)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let line = Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Hi")!
        #expect(session.frame("caption") == Rect(x: 12, y: 8, width: line.width, height: line.height))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("NoteRow overrides willGrow() of 'BaseRowView', not in the paste: run from its init it stops") })
    }

    @Test("A collection view controller's collectionViewLayout is the layout it was made with; the app's, said so, when the paste does not make it")
    func collectionViewControllerLayout() {
        var session = Session()
        let outcomes = session.script("""
            class Photos: UICollectionViewController {
                init() {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 120, height: 80)
                    super.init(collectionViewLayout: flow)
                }
                required init?(coder: NSCoder) { fatalError() }
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
                        badge.frame = CGRect(origin: .zero, size: flow.itemSize)
                    }
                    view.addSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge")?.size == Size(width: 120, height: 80))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("collectionViewLayout") && $0.contains("the app's own code") })
    }
}
