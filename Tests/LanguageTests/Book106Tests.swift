@testable import Language
import Layout
import Testing

/// What the ninth round of fresh app code tripped on. Pastes are written for this test; frames
/// derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, ninth round")
struct Book106Tests {
    @Test("a switch written on one line ends each case's statement at the next label, as Swift does")
    func oneLineSwitch() {
        var session = Session()
        let outcomes = session.script("""
            enum Size { case small, large }
            let size = Size.large
            var side: CGFloat { switch size { case .small: return 20 case .large: return 60 } }
            let gap: CGFloat = switch size { case .small: 4 default: 16 }
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            switch size { case .small: box.backgroundColor = .red default: box.backgroundColor = .blue }
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: gap),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: gap),
                box.widthAnchor.constraint(equalToConstant: side),
                box.heightAnchor.constraint(equalToConstant: side),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 16, y: 16, width: 60, height: 60))
    }

    @Test("a label inside a text view pinned to its leading and trailing keeps its own width: a text view's edges are its content area's, as a scroll view's")
    func labelInsideTextView() {
        var session = Session()
        let outcomes = session.script("""
            let notes = UITextView()
            notes.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(notes)
            NSLayoutConstraint.activate([
                notes.topAnchor.constraint(equalTo: view.topAnchor),
                notes.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                notes.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                notes.heightAnchor.constraint(equalToConstant: 200),
            ])
            let hint = UILabel()
            hint.text = "Hi"
            hint.translatesAutoresizingMaskIntoConstraints = false
            notes.addSubview(hint)
            hint.topAnchor.constraint(equalTo: notes.topAnchor, constant: 10).isActive = true
            hint.leadingAnchor.constraint(equalTo: notes.leadingAnchor, constant: 10).isActive = true
            hint.trailingAnchor.constraint(equalTo: notes.trailingAnchor, constant: -10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("notes") == Rect(x: 0, y: 0, width: 375, height: 200))
        // "Hi" at 17 pt: 16.333 wide, not the 355 the text view's frame would leave.
        #expect(session.frame("hint")?.isAbout(Rect(x: 10, y: 10, width: 16 + 1.0 / 3, height: 20 + 1.0 / 3)) == true)
        // Its size and centre are still its frame's.
        session.script("""
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            notes.addSubview(badge)
            badge.widthAnchor.constraint(equalTo: notes.widthAnchor, multiplier: 0.5).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
            badge.centerXAnchor.constraint(equalTo: notes.centerXAnchor).isActive = true
            badge.topAnchor.constraint(equalTo: notes.topAnchor).isActive = true
            """)
        // Half of 375, centred: 93.75 and 187.5, on the screen's third-of-a-point pixels.
        #expect(session.frame("badge")?.isAbout(Rect(x: 93 + 2.0 / 3, y: 0, width: 187 + 2.0 / 3, height: 20)) == true)
    }

    @Test("the app's stack class made with its views arranges them, on the axis its name says")
    func appStackClassWithViews() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.text = "Hello World"
            let detail = UILabel()
            detail.text = "Hi"
            let column = VStackView([title, detail])
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            let row = HStackView(views: [UIView(), UIView()], spacing: 6)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column")?.isAbout(Rect(x: 20, y: 20, width: 88, height: 40 + 2.0 / 3)) == true)
        // Filling the column's width, as a vertical stack's default alignment does.
        #expect(session.frame("detail")?.isAbout(Rect(x: 0, y: 20 + 1.0 / 3, width: 88, height: 20 + 1.0 / 3)) == true)
        #expect(outcomes.flatMap(\.notes).contains("'VStackView' is not in the paste: taken as the UIStackView its name says, arranging the 2 "
            + "views it is given, vertical as its name says; what else it sets is skipped"))
        #expect(outcomes.flatMap(\.notes).contains("'HStackView' is not in the paste: taken as the UIStackView its name says, arranging the 2 "
            + "views it is given, horizontal, UIKit's default axis, its spacing; what else it sets is skipped"))
    }

    @Test("the app's own font size in withSize(_:) is taken as 17, as in systemFont(ofSize:), not 0")
    func appFontSizeInWithSize() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.text = "Hello World"
                    title.font = title.font.withSize(Theme.shared.bodySize)
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    title.leftAnchor.constraint(equalTo: leftAnchor, constant: 10).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            view.addSubview(row)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title")?.isAbout(Rect(x: 10, y: 10, width: 88, height: 20 + 1.0 / 3)) == true)
        #expect(outcomes.flatMap(\.notes).contains("'Theme.shared.bodySize' is not in the paste: the font size is taken as 17, UIKit's default"))
    }

    @Test("NSString(format:) is the text String(format:) makes; addAttributes with a font measures the text in it")
    func foundationText() {
        var session = Session()
        let outcomes = session.script("""
            let degrees = UILabel()
            degrees.translatesAutoresizingMaskIntoConstraints = false
            degrees.text = NSString(format: "%d%@", 23, "°") as String
            view.addSubview(degrees)
            degrees.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            degrees.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let big = UILabel()
            big.translatesAutoresizingMaskIntoConstraints = false
            let text = NSMutableAttributedString(string: "Humidity")
            text.addAttributes([.font: UIFont.systemFont(ofSize: 30)], range: NSRange(location: 0, length: 8))
            big.attributedText = text
            view.addSubview(big)
            big.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            big.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.id(of: "degrees").flatMap { session.layout.view($0)?.label?.text } == "23°")
        #expect(session.frame("big")?.height == 36)
        #expect(Session.labelFrame(font: "UIFont.systemFont(ofSize: 30)", text: "Humidity")?.width == session.frame("big")?.width)
    }

    @Test("an image attachment in a label's text is said not to be measured")
    func textAttachmentSaid() {
        var session = Session()
        let outcomes = session.script("""
            let wind = UILabel()
            let icon = NSTextAttachment()
            icon.bounds = CGRect(x: 0, y: 0, width: 30, height: 14)
            let text = NSMutableAttributedString(attachment: icon)
            text.append(NSAttributedString(string: " 12 km/h"))
            wind.attributedText = text
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("NSMutableAttributedString(attachment:): the image an attachment puts in the text is not measured here") })
    }

    @Test("UIFontMetrics scales a value by 1 at Dynamic Type's default size, as it scales a font")
    func fontMetricsScaledValue() {
        var session = Session()
        let outcomes = session.script("""
            let icon = UIView()
            icon.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(icon)
            let side = UIFontMetrics(forTextStyle: .body).scaledValue(for: 40)
            let gap = UIFontMetrics.default.scaledValue(for: 8)
            icon.widthAnchor.constraint(equalToConstant: side).isActive = true
            icon.heightAnchor.constraint(equalToConstant: side).isActive = true
            icon.topAnchor.constraint(equalTo: view.topAnchor, constant: gap).isActive = true
            icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: gap).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 8, y: 8, width: 40, height: 40))
    }

    @Test("the app's helper that says how many subviews it adds adds each view it is given, its mask off")
    func countedAddSubviewsHelper() {
        var session = Session()
        let outcomes = session.script("""
            class Header: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Hello World"
                    addMultipleSubviews(title)
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let header = Header(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            view.addSubview(header)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title")?.isAbout(Rect(x: 10, y: 10, width: 88, height: 20 + 1.0 / 3)) == true)
    }

    @Test("set-up methods named config… are run as setup… and configure… ones are when nothing in the paste calls them")
    func configNamedBuilders() {
        var session = Session()
        let outcomes = session.script("""
            class ProfileView: AppBaseView {
                let avatar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configInterface()
                }
                required init?(coder: NSCoder) { fatalError() }
                func configSubView() {
                    addSubview(avatar)
                }
                func configConstraint() {
                    avatar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        avatar.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        avatar.widthAnchor.constraint(equalToConstant: 80),
                        avatar.heightAnchor.constraint(equalToConstant: 80),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("avatar") == Rect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("a local named view in a class's method, made by the app's code, does not take the root view's name at the top level")
    func localViewFromAppCode() {
        var session = Session()
        let outcomes = session.script("""
            class Card: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let view: UIView = loadViewFromNib()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    view.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    view.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                    view.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    view.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = Card(); view.addSubview(card); card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(session.layout.view(session.layout.id(of: "card")!)?.superview == .root)
    }

    @Test("an Objective-C method set…With…: a pasted class defines runs when sent from outside, not read as a property")
    func objectiveCOwnSetterFromOutside() {
        var session = Session()
        let outcomes = session.script("""
            @interface Badge : UIView
            @property (nonatomic, strong) UILabel *label;
            @end
            @implementation Badge
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _label = [UILabel new];
                    _label.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_label];
                    [_label.topAnchor constraintEqualToAnchor:self.topAnchor constant:10].active = YES;
                    [_label.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:10].active = YES;
                }
                return self;
            }
            - (void)setTitleWithText:(NSString *)text {
                self.label.text = text;
            }
            @end
            Badge *badge = [[Badge alloc] initWithFrame:CGRectMake(0, 0, 200, 100)];
            [self.view addSubview:badge];
            [badge setTitleWithText:@"Hello World"];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("label")?.isAbout(Rect(x: 10, y: 10, width: 88, height: 20 + 1.0 / 3)) == true)
    }

    @Test("generic arguments on a nested type (a cell registration) read as Swift's; the registration lays nothing out")
    func genericNestedType() {
        var session = Session()
        let outcomes = session.script("""
            let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: "header") { v, k, i in }
            NSLayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: view.topAnchor, constant: 44),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 44, width: 375, height: 623))
        #expect(session.frame("registration") == nil)
    }

    @Test("a segmented control of the app's items says its width is unknown")
    func segmentedControlOfAppItems() {
        var session = Session()
        let outcomes = session.script("""
            class SizePicker: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let picker = UISegmentedControl(items: Catalog.sizeNames)
                    addSubview(picker)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("UISegmentedControl(items:): the segments are the app's") })
    }

    @Test("a controller's method that adds views, called by nothing in the paste, is said not to run when the controller hands nothing over")
    func controllerBuilderCalledFromOutside() {
        var session = Session()
        let outcomes = session.script("""
            final class DetailViewController: UIViewController {
                private let viewModel = DetailViewModel()
                private let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.loadCharacter()
                }
                private func setupView() {
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                }
                func reloadData() { setupView() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.id(of: "box") == nil)
        #expect(outcomes.flatMap(\.notes).contains("DetailViewController's reloadData() adds subviews or constraints, but nothing in the "
            + "paste calls it (the app's view model or data may, later): not run, so the screen is shown without what it adds"))
    }

    @Test("Stevia's subviews { } in a cell puts the views in its content view: the row sizes to them")
    func steviaCellContent() {
        var session = Session()
        let outcomes = session.script("""
            import Stevia
            class NoteCell: UITableViewCell {
                let note = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    subviews { note }
                    note.text = "Hi"
                    layout {
                        30
                        |-note-|
                        30
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 30 + 20.333 + 30 tall; Stevia's |- is 8 from each side.
        #expect(session.frame("noteCell")?.isAbout(Rect(x: 0, y: 0, width: 375, height: 80 + 1.0 / 3)) == true)
        #expect(session.frame("note")?.isAbout(Rect(x: 8, y: 30, width: 359, height: 20 + 1.0 / 3)) == true)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("never to its contentView") })
    }

    @Test("a view whose init turns its mask off and that pins itself in didMoveToSuperview is shown where its constraints put it, with no false conflict")
    func pinsItselfWhenMoved() {
        var session = Session()
        let outcomes = session.script("""
            class Badge: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    translatesAutoresizingMaskIntoConstraints = false
                }
                required init?(coder: NSCoder) { fatalError() }
                override func didMoveToSuperview() {
                    guard let s = superview else { return }
                    NSLayoutConstraint.activate([
                        centerXAnchor.constraint(equalTo: s.centerXAnchor),
                        centerYAnchor.constraint(equalTo: s.centerYAnchor),
                        widthAnchor.constraint(equalTo: s.widthAnchor, multiplier: 0.5),
                        heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.state.layout.conflicts.isEmpty)
        // Half of 375 wide, centred on 667: on the third-of-a-point pixels.
        #expect(session.frame("badge")?.isAbout(Rect(x: 93 + 2.0 / 3, y: 313 + 2.0 / 3, width: 187 + 2.0 / 3, height: 40)) == true)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("pins itself nowhere") })
    }

    @Test("the end of an array only a loop over the app's data fills is the app's value, not a nil that stops the screen")
    func emptyOnlyForAppData() {
        var session = Session()
        let outcomes = session.script("""
            class FeedViewController: UIViewController {
                var posts: [Post] = []
                var rows: [UIView] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    posts = Post.samples()
                    let header = UIView()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 60),
                    ])
                    for _ in posts {
                        let row = UIView()
                        view.addSubview(row)
                        rows.append(row)
                    }
                    rows.last!.backgroundColor = .red
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(outcomes.flatMap(\.notes).contains("'rows.last' is nil here only because the loop at line 16 over the app's data ran no turns: "
            + "it is the app's value, not known here; what needs it is skipped"))
        // A nil of the paste's own making still stops the app.
        var plain = Session()
        #expect(plain.failing("let none: [UIView] = []\nnone.last!.alpha = 0").contains("'none.last' is nil here"))
    }

    @Test("a set-up method nothing calls still runs when another class (a cell it registers) has a method of the same name")
    func sameNamedBuilderInCell() {
        var session = Session()
        let outcomes = session.script("""
            class Strip: UIView {
                lazy var list: UICollectionView = {
                    let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    list.translatesAutoresizingMaskIntoConstraints = false
                    list.register(Dot.self, forCellWithReuseIdentifier: "Dot")
                    return list
                }()
                func setUpViews() {
                    addSubview(list)
                    list.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    list.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                    list.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                    list.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
                }
            }
            class Dot: UICollectionViewCell {
                let fill = UIView()
                func setUpViews() { contentView.addSubview(fill) }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a method that calls the app's protocol method is not taken for one of the steps that method runs")
    func protocolMethodCaller() {
        var session = Session()
        let outcomes = session.script("""
            class Card: UIView {
                let caption = UILabel()
                func prepare() { setupView() }
            }
            extension Card: ViewCode {
                func buildViewHierarchy() {
                    addSubview(caption)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.text = "Loading"
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                    caption.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                }
            }
            let card = Card()
            view.addSubview(card)
            card.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            card.prepare()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption")?.isAbout(Rect(x: 10, y: 10, width: 61 + 1.0 / 3, height: 20 + 1.0 / 3)) == true)
    }

    @Test("a class on the app's base named …CellBase is the cell its name says before Base")
    func baseNamedWithBase() {
        var session = Session()
        let outcomes = session.script("""
            final class TitleRow: RowCellBase {
                private let caption = UILabel()
                init(title: String) {
                    super.init()
                    addSubview(caption)
                    backgroundColor = .darkGray
                    caption.text = title
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8).isActive = true
                }
            }
            let row = TitleRow(title: "Hello")
            view.addSubview(row)
            row.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'RowCellBase' is not in the paste: TitleRow derives from 'RowCellBase', named as a UITableViewCell is") })
    }

    @Test("the note that the app's class turns its own mask off goes when the code turns it off after its constraints")
    func maskSetAfterConstraints() {
        var session = Session()
        let outcomes = session.script("""
            class ListViewController: UIViewController {
                let bar = NavigationBarView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                    bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    bar.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("without setting its translatesAutoresizingMaskIntoConstraints") })
    }

    @Test("the monospaced system font says it is measured with the system font's widths, in Swift and Objective-C")
    func monospacedSystemFontSaid() {
        var session = Session()
        let swift = session.script("""
            let code = UILabel()
            code.font = .monospacedSystemFont(ofSize: 14, weight: .regular)
            """)
        #expect(swift.flatMap(\.notes).contains { $0.hasPrefix("UIFont.monospacedSystemFont(ofSize:weight:) is measured with the system font's widths") })
        var objc = Session()
        let said = objc.script("""
            UILabel *code = [UILabel new];
            code.font = [UIFont monospacedSystemFontOfSize:14 weight:UIFontWeightRegular];
            """)
        #expect(said.flatMap(\.notes).contains { $0.hasPrefix("UIFont.monospacedSystemFont(ofSize:weight:) is measured with the system font's widths") })
    }

    @Test("a search controller's bar is UIKit's 56-tall search bar, placed where the code puts it")
    func searchControllerBar() {
        var session = Session()
        let outcomes = session.script("""
            final class SearchViewController: UIViewController {
                let tableView = UITableView()
                let searchController = UISearchController(searchResultsController: nil)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.tableHeaderView = searchController.searchBar
                    view.addSubview(tableView)
                    tableView.frame = view.bounds
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tableHeaderView") == Rect(x: 0, y: 0, width: 375, height: 56))
    }

    @Test("the app's view type's own factory (CardView.loadFromNib(), CardView.make()) makes a stand-in of that class, as CardView() does")
    func appTypeSelfFactory() {
        var session = Session()
        let outcomes = session.script("""
            final class HomeViewController: UIViewController {
                lazy var card: CardView = { CardView.loadFromNib() }()
                let banner = BannerView.make()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 100),
                        card.topAnchor.constraint(equalTo: banner.bottomAnchor),
                        card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        card.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 20, width: 375, height: 100))
        #expect(session.frame("card") == Rect(x: 0, y: 120, width: 375, height: 547))
        #expect(!outcomes.flatMap(\.notes).contains("skipped 'CardView': it is not in the paste (the app's own code); lines that need it are skipped"))
        #expect(session.layout.id(of: "card").flatMap { session.layout.view($0)?.standsInFor } == "CardView")
    }

    @Test("the app's setter of a label's text (setLabel(text:)) sets the text it is given, with a note")
    func appTextSetter() {
        var session = Session()
        let outcomes = session.script("""
            final class SignInViewController: UIViewController {
                let heading = UILabel()
                let field = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    heading.setLabel(text: "Sign in")
                    [heading, field].forEach { view.addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                    NSLayoutConstraint.activate([
                        heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        heading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                        field.topAnchor.constraint(equalTo: heading.bottomAnchor, constant: 15),
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                        field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                        field.heightAnchor.constraint(equalToConstant: 49),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("field")?.isAbout(Rect(x: 24, y: 135 + 1.0 / 3, width: 327, height: 49)) == true)
        #expect(outcomes.flatMap(\.notes).contains("'setLabel(text:)' is the app's own (UILabel has none, not in the paste): taken to set its "
            + "text \"Sign in\", as its arguments say; what else it sets is the app's"))
    }

    @Test("the app's initialiser that takes a view to hold (UIScrollView(subView:)) adds it; a font size under any …FontSize label is the font's")
    func appInitialiserArguments() {
        var session = Session()
        let outcomes = session.script("""
            let list = UIStackView()
            let scroller = UIScrollView(subView: list)
            scroller.translatesAutoresizingMaskIntoConstraints = false
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scroller)
            NSLayoutConstraint.activate([
                scroller.topAnchor.constraint(equalTo: view.topAnchor),
                scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scroller.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                list.topAnchor.constraint(equalTo: scroller.contentLayoutGuide.topAnchor),
                list.leadingAnchor.constraint(equalTo: scroller.contentLayoutGuide.leadingAnchor),
                list.widthAnchor.constraint(equalTo: scroller.frameLayoutGuide.widthAnchor),
            ])
            let amount = BasicLabel(systemFontSize: 25)
            amount.text = "Deposit"
            amount.sizeToFit()
            view.addSubview(amount)
            let plain = UILabel(fontSize: 25)
            plain.text = "Deposit"
            plain.sizeToFit()
            view.addSubview(plain)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list")?.minY == 0)
        #expect(session.frame("list")?.width == 375)
        #expect(session.frame("amount")?.size == session.frame("plain")?.size)
        #expect(session.frame("amount")?.height == 30)
    }

    @Test("the app's helper that names some edges to pin to the superview pins those, inset by the number given")
    func someEdgesHelper() {
        var session = Session()
        let outcomes = session.script("""
            let panel = UIView()
            view.addSubview(panel)
            panel.pinLeftRightToSuperview(inset: 16)
            panel.pinTopAndBottomToSuper()
            let strip = UIView()
            view.addSubview(strip)
            strip.pinHorizontallyToSuperview()
            strip.heightAnchor.constraint(equalToConstant: 10).isActive = true
            strip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 16, y: 0, width: 343, height: 667))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 10))
        #expect(outcomes.flatMap(\.notes).contains("'pinLeftRightToSuperview(inset:)' is the app's own helper (not in the paste): by its name taken to "
            + "pin its left and right to root's, inset by the number given, the mask off, as such helpers do; paste the extension if the app's does otherwise"))
    }

    @Test("a property its wrapper gives a value (@Injected) is the app's value, not nil that stops the screen")
    func propertyWrapperValue() {
        var session = Session()
        let outcomes = session.script("""
            final class FeedViewController: UIViewController {
                @Injected(\\.service) private var service
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        box.heightAnchor.constraint(equalToConstant: 100),
                    ])
                    service.load(page: 1)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 20, width: 375, height: 100))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'service' is given its value by the property wrapper @Injected") })
    }

    @Test("update(inset:) on a kept constraint in a view's init, before it is placed, moves it inward; Masonry's inset and insets too")
    func insetBeforePlacing() {
        var swift = Session()
        let outcomes = swift.script("""
            class Panel: UIView {
                var top: Constraint?
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let fill = UIView()
                    addSubview(fill)
                    fill.snp.makeConstraints { make in
                        top = make.top.equalToSuperview().inset(20).constraint
                        make.left.right.bottom.equalToSuperview()
                    }
                    top?.update(inset: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let panel = Panel(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            view.addSubview(panel)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(swift.frame("fill") == Rect(x: 0, y: 10, width: 375, height: 657))
        for setter in ["c.inset = 10;", "c.insets = UIEdgeInsetsMake(10, 10, 10, 10);"] {
            var objc = Session()
            let said = objc.script("""
                @interface Panel : UIView
                @end
                @implementation Panel
                - (id)init {
                    self = [super init];
                    UIView *fill = UIView.new;
                    [self addSubview:fill];
                    __block MASConstraint *c;
                    [fill mas_makeConstraints:^(MASConstraintMaker *make) {
                        c = make.top.equalTo(self).offset(20);
                        make.left.right.bottom.equalTo(self);
                    }];
                    \(setter)
                    return self;
                }
                @end
                Panel *panel = [[Panel alloc] init];
                panel.frame = CGRectMake(0, 0, 375, 667);
                [self.view addSubview:panel];
                """)
            #expect(said.allSatisfy { !$0.failed })
            #expect(objc.frame("fill") == Rect(x: 0, y: 10, width: 375, height: 657))
        }
    }

    @Test("Masonry constraints kept in an array are constraints; an animation its completion restarts is shown after its first turn")
    func masonryArrayAndRepeatingAnimation() {
        var session = Session()
        let outcomes = session.script("""
            @interface Pulse : UIView
            @property (nonatomic, strong) NSMutableArray *kept;
            @property (nonatomic, assign) int turns;
            @end
            @implementation Pulse
            - (id)init {
                self = [super init];
                self.kept = NSMutableArray.new;
                UIView *fill = UIView.new;
                [self addSubview:fill];
                [fill mas_makeConstraints:^(MASConstraintMaker *make) {
                    [self.kept addObjectsFromArray:@[ make.top.equalTo(self).offset(20) ]];
                    make.left.right.bottom.equalTo(self);
                }];
                return self;
            }
            - (void)pulse:(BOOL)inverted {
                for (id<MASConstraint> c in self.kept) {
                    c.offset = inverted ? 100 : 10;
                }
                [UIView animateWithDuration:1 animations:^{
                    [self layoutIfNeeded];
                } completion:^(BOOL finished) {
                    [self pulse:!inverted];
                }];
            }
            @end
            Pulse *pulse = [[Pulse alloc] init];
            pulse.frame = CGRectMake(0, 0, 375, 667);
            [self.view addSubview:pulse];
            [pulse pulse:NO];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The first turn's offset, 10, not the next turn's 100.
        #expect(session.frame("fill") == Rect(x: 0, y: 10, width: 375, height: 657))
        #expect(outcomes.flatMap(\.notes).contains("an animation whose completion starts it again is shown as its first turn leaves the layout; "
            + "UIKit goes on repeating it"))
    }

    @Test("an animation whose completion starts one last animation (show, then hide) ends as UIKit leaves it")
    func showThenHideAnimation() {
        var session = Session()
        let outcomes = session.script("""
            final class BannerViewController: UIViewController {
                let banner = UIView()
                var top: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    top = banner.topAnchor.constraint(equalTo: view.topAnchor, constant: -100)
                    NSLayoutConstraint.activate([top, banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                                 banner.widthAnchor.constraint(equalToConstant: 100),
                                                 banner.heightAnchor.constraint(equalToConstant: 30)])
                    show(true)
                }
                func show(_ shown: Bool) {
                    UIView.animate(withDuration: 0.3, animations: {
                        self.top.constant = shown ? 10 : -100
                        self.view.layoutIfNeeded()
                    }, completion: { _ in
                        if shown { self.show(false) }
                    })
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: -100, width: 100, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("an animation whose completion starts it again") })
    }

    @Test("the app's pin helper given numbers for its edges pins them that far inside the superview; nil pins nothing")
    func numericPinHelper() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.addPinConstraints(top: 20, left: 0, bottom: nil, right: 0)
            box.heightAnchor.constraint(equalToConstant: 50).isActive = true
            let strip = UIView()
            view.addSubview(strip)
            strip.pinEdges(left: 16, bottom: 30, right: 16)
            strip.heightAnchor.constraint(equalToConstant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 20, width: 375, height: 50))
        #expect(session.frame("strip") == Rect(x: 16, y: 627, width: 343, height: 10))
    }

    @Test("a misspelt true or false is named as the literal meant, and the session stays as it was")
    func misspeltLiteral() {
        var session = Session()
        session.script("""
            let card = UIView()
            view.addSubview(card)
            """)
        let before = session.state.layout.constraintIDs
        let said = session.failing("card.topAnchor.constraint(equalTo: view.topAnchor).isActive = tru")
        #expect(said.contains("no name 'tru' is declared here"))
        #expect(said.contains("did you mean 'true'?"))
        #expect(session.failing("let shown = fals").contains("did you mean 'false'?"))
        #expect(session.state.layout.constraintIDs == before)
    }
}
