@testable import Language
import Layout
import Testing

/// What the fifty-eighth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-eighth round")
struct Book280Tests {
    @Test("viewLayoutMarginsDidChange runs when the shown controller's root view gets the screen's margins")
    func marginsDidChangeRunsOnPresentation() {
        var session = Session()
        let outcomes = session.script("""
            class RenameScreen: UIViewController {
                let field = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                }
                override func viewLayoutMarginsDidChange() {
                    super.viewLayoutMarginsDidChange()
                    field.frame = CGRect(x: view.layoutMargins.left, y: 100, width: 200, height: 44)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("field") == Rect(x: 16, y: 100, width: 200, height: 44))
    }

    @Test("A superclass's code reads its own nested type, not a subclass's of the same name")
    func nestedTypeResolvedWhereWritten() {
        var session = Session()
        let outcomes = session.script("""
            class Tile: UIView {
                enum Spacing { static let edge: CGFloat = 8 }
                let inner = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(inner)
                    NSLayoutConstraint.activate([
                        inner.topAnchor.constraint(equalTo: topAnchor, constant: Spacing.edge),
                        inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Spacing.edge),
                        inner.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Spacing.edge),
                        inner.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class PriceTile: Tile {
                enum Spacing { static let edge: CGFloat = 30 }
            }
            class Shelf: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tile = PriceTile(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
                    view.addSubview(tile)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == Rect(x: 8, y: 8, width: 284, height: 40))
    }

    @Test("A variadic parameter takes the views; the trailing closure goes to the parameter after it")
    func variadicThenTrailingClosure() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                func place(_ views: UIView..., each: ((UIView) -> Void)? = nil) {
                    views.forEach { addSubview($0); each?($0) }
                }
            }
            class Strip: UIViewController {
                let dot = UIView()
                let caption = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.place(dot, caption) { $0.translatesAutoresizingMaskIntoConstraints = false }
                    NSLayoutConstraint.activate([
                        dot.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        dot.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        dot.widthAnchor.constraint(equalToConstant: 40),
                        dot.heightAnchor.constraint(equalToConstant: 40),
                        caption.leadingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 8),
                        caption.centerYAnchor.constraint(equalTo: dot.centerYAnchor),
                        caption.widthAnchor.constraint(equalToConstant: 100),
                        caption.heightAnchor.constraint(equalToConstant: 20),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 58, y: 110, width: 100, height: 20))
    }

    @Test("Each line of an attributed label in two fonts is measured in its own: the label is as wide as its widest line")
    func attributedLinesInTheirOwnFonts() {
        var session = Session()
        let outcomes = session.script("""
            let total = UILabel()
            total.numberOfLines = 0
            let text = NSMutableAttributedString(string: "small line\\n", attributes: [.font: UIFont.systemFont(ofSize: 15)])
            text.append(NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
            total.attributedText = text
            total.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(total)
            total.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            total.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "small line" alone in 15 pt is 63 wide, "Big" in 30 pt 41.667: the label is the first's
        // width, and as tall as a 15-pt line and a 30-pt line.
        #expect(Session.labelFrame(font: ".systemFont(ofSize: 15)", text: "small line")?.width == 63)
        #expect(session.frame("total")?.size == Size(width: 63, height: 54))
    }

    @Test("A view's `next` is its controller for the root view, else its superview")
    func nextResponderOfAView() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                var owningScreen: UIViewController? {
                    var r: UIResponder? = self
                    while let current = r {
                        if let vc = current as? UIViewController { return vc }
                        r = current.next
                    }
                    return nil
                }
            }
            class Badge: UIViewController {
                let chip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(chip)
                    if chip.owningScreen === self { chip.frame = CGRect(x: 12, y: 80, width: 60, height: 24) }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 12, y: 80, width: 60, height: 24))
    }

    @Test("A frame read in a method called later, right after a constant changed, is the last layout pass's")
    func frameReadAfterConstantChangeInLaterCall() {
        var session = Session()
        session.script("""
            class FoldScreen: UIViewController {
                let sheet = UIView()
                let badge = UIView()
                var sheetHeight: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(sheet)
                    view.addSubview(badge)
                    sheet.translatesAutoresizingMaskIntoConstraints = false
                    sheetHeight = sheet.heightAnchor.constraint(equalToConstant: 100)
                    NSLayoutConstraint.activate([
                        sheetHeight,
                        sheet.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
                func expand() {
                    sheetHeight.constant = 200
                    badge.frame = CGRect(x: 10, y: sheet.frame.maxY + 8, width: 40, height: 20)
                }
                func expandLaidOut() {
                    sheetHeight.constant = 300
                    view.layoutIfNeeded()
                    badge.frame = CGRect(x: 10, y: sheet.frame.maxY + 8, width: 40, height: 20)
                }
            }
            """)
        let outcomes = session.script("expand()")
        // The sheet still ends at 20 + 100 when read: the badge goes to 128, not 228.
        #expect(session.frame("badge") == Rect(x: 10, y: 128, width: 40, height: 20))
        #expect(session.frame("sheet")?.height == 200)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("sheet's frame is read in expand()") && $0.contains("layoutIfNeeded") })
        // With layoutIfNeeded() first, the read is the new frame.
        session.script("expandLaidOut()")
        #expect(session.frame("badge") == Rect(x: 10, y: 328, width: 40, height: 20))
    }

    @Test("A comment naming the next class is no use of it: the two view classes stay two entries")
    func commentNamingNextClassDoesNotJoin() {
        let entries = Entry.split("""
            final class Tag: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
            }

            // MARK: - Banner (uses no Tag)

            final class Banner: UIView {
                let mark = UIView() // not a Tag /* nor this */
            }
            """)
        #expect(entries.first { $0.text.contains("class Tag") }.map { $0.text.contains("class Banner") } == false)
        #expect(EntryReader.withoutComments("let a = \"//x\" // Banner\nlet b /* Banner */ = 1") == "let a = \"//x\" \nlet b  = 1")
    }

    @Test("A text view made in code and given no font draws its text in the 12-pt system font")
    func textViewDefaultFont() {
        var session = Session()
        let outcomes = session.script("""
            let note = UITextView()
            note.isScrollEnabled = false
            note.text = "Hello"
            note.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(note)
            note.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            note.widthAnchor.constraint(equalToConstant: 200).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A 12-pt line is 14.32 tall, 14.333 at the pixel; with the 8-pt insets above and below, 30.333.
        #expect(session.frame("note") == Rect(x: 20, y: 20, width: 200, height: 91.0 / 3))
        session.script("note.font = .systemFont(ofSize: 17)")
        #expect(session.frame("note")?.height == 109.0 / 3)
    }

    @Test("A collection cell declaring both init and initWithFrame: is made as a collection view makes it, built once")
    func collectionCellMadeWithFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface ChipCell : UICollectionViewCell
            @property (nonatomic, strong) UILabel *word;
            @end
            @implementation ChipCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) { [self build]; }
                return self;
            }
            - (instancetype)init {
                if (self = [super init]) { [self build]; }
                return self;
            }
            - (void)build {
                self.word = [[UILabel alloc] init];
                self.word.text = @"Tag";
                self.word.translatesAutoresizingMaskIntoConstraints = NO;
                [self.contentView addSubview:self.word];
                [self.word.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:4].active = YES;
                [self.word.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:6].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("word")?.origin == Point(x: 6, y: 4))
        #expect(session.frame("word2") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("made as ChipCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))") })
    }

    @Test("An Objective-C ivar named inputView overrides nothing: the view is laid out in the controller's view, no keyboard note")
    func ivarNamedInputViewIsNoOverride() {
        var session = Session()
        let outcomes = session.script("""
            @interface EntryScreen : UIViewController {
                UIView *inputView;
            }
            @end
            @implementation EntryScreen
            - (void)viewDidLoad {
                [super viewDidLoad];
                inputView = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 320, 50)];
                [self.view addSubview:inputView];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inputView") == Rect(x: 0, y: 100, width: 320, height: 50))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("overrides inputView") })
    }

    @Test("navigationBar.isHidden = true on the controller's own navigation controller hides the bar as isNavigationBarHidden does")
    func navigationBarIsHidden() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            in navigation
            class Welcome: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.isHidden = true
                    view.addSubview(banner)
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 120),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // No bar: the safe area's top is the iPhone 15's sensor inset, 59.
        #expect(session.frame("banner") == Rect(x: 0, y: 59, width: 393, height: 120))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("taken as setNavigationBarHidden(true, animated: false)") })
    }

    @Test("A child controller's own loadView makes its view: what that view builds is shown in the parent")
    func childControllerLoadView() {
        var session = Session()
        let outcomes = session.script("""
            final class Strip: UIView {
                let rail = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    rail.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(rail)
                    NSLayoutConstraint.activate([
                        rail.topAnchor.constraint(equalTo: topAnchor),
                        rail.leadingAnchor.constraint(equalTo: leadingAnchor),
                        rail.trailingAnchor.constraint(equalTo: trailingAnchor),
                        rail.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class StripController: UIViewController {
                private let strip = Strip()
                override func loadView() { view = strip }
            }
            final class Shell: UIViewController {
                let tabs = StripController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(tabs)
                    tabs.view.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 300)
                    view.addSubview(tabs.view)
                    tabs.didMove(toParent: self)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let width = session.frame("root")?.width ?? 0
        #expect(session.frame("strip") == Rect(x: 0, y: 100, width: width, height: 300))
        #expect(session.frame("rail") == Rect(x: 0, y: 0, width: width, height: 44))
    }

    @Test("A child table view controller's view is its table view")
    func childTableControllerViewIsItsTable() {
        var session = Session()
        let outcomes = session.script("""
            class Sheet: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.contentInset.top = 300
                }
            }
            class Base: UIViewController {
                let sheet = Sheet()
                var listIsTable = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(sheet)
                    view.addSubview(sheet.view)
                    sheet.view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
                    listIsTable = sheet.view is UITableView
                    sheet.didMove(toParent: self)
                }
            }
            print(listIsTable, sheet.tableView.contentInset.top)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed.last == "true 300.0")
        #expect(session.scrollFacts("tableView") != nil)
    }

    @Test("isDescendant(of:) answers from the hierarchy: an overlay guarded by it is added once")
    func isDescendantGuard() {
        var session = Session()
        let outcomes = session.script("""
            class Loading: UIViewController {
                let veil = UIView()
                var added = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    show()
                    show()
                }
                func show() {
                    if !veil.isDescendant(of: view) {
                        view.addSubview(veil)
                        veil.frame = CGRect(x: 0, y: CGFloat(added) * 50, width: 100, height: 40)
                        added += 1
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("veil") == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("A range holds fractions: `~=` and a case pattern on a width of 100.5")
    func rangeMatchesFractions() {
        var session = Session()
        let outcomes = session.script("""
            let a = UIView()
            let b = UIView()
            view.addSubview(a)
            view.addSubview(b)
            let width: CGFloat = 100.5
            if 0...120 ~= width { a.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
            switch width {
            case 0..<100: b.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            case 100...200: b.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            default: break
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a")?.width == 10)
        #expect(session.frame("b")?.width == 30)
    }

    @Test("A pasted class's own setValue(value:) is its method, not NSObject's setValue(_:forKey:)")
    func ownSetValueMethod() {
        var session = Session()
        let outcomes = session.script("""
            final class Row: UIView {
                let value = UILabel()
                func setValue(value: String) { self.value.text = value }
            }
            let row = Row()
            view.addSubview(row)
            row.addSubview(row.value)
            row.setValue(value: "Hello")
            row.value.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("value")?.width == Session.labelFrame(font: ".systemFont(ofSize: 17)", text: "Hello")?.width)
    }

    @Test("A prefix header's DEBUG log macro pair, used in a method, changes nothing on screen")
    func debugLogMacroPair() {
        var session = Session()
        let outcomes = session.script("""
            #ifdef DEBUG
            #define TraceLog(...) NSLog(__VA_ARGS__)
            #else
            #define TraceLog(...)
            #endif
            @interface Board : UIViewController
            @end
            @implementation Board
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *card = [[UIView alloc] initWithFrame:CGRectMake(20, 100, 335, 200)];
                [self.view addSubview:card];
                TraceLog(@"card %@", card);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 20, y: 100, width: 335, height: 200))
    }

    @Test("A controller whose one initialiser is init?(coder:) is made with it, its set-up run")
    func controllerMadeByCoder() {
        var session = Session()
        let outcomes = session.script("""
            class Dock: UIViewController {
                var tray: UIView!
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    tray = UIView()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tray.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(tray)
                    NSLayoutConstraint.activate([
                        tray.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        tray.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        tray.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        tray.heightAnchor.constraint(equalToConstant: 120),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let screen = session.frame("root") ?? Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(session.frame("tray") == Rect(x: 16, y: screen.height - 120, width: screen.width - 32, height: 120))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("made as a storyboard makes it") })
    }

    @Test("A button subclass's title label, sized to fit in its layoutSubviews, is in the title font code gave it")
    func buttonTitleLabelKeepsFont() {
        var session = Session()
        let outcomes = session.script("""
            @interface StackedButton : UIButton
            @end
            @implementation StackedButton
            - (void)layoutSubviews {
                [super layoutSubviews];
                [self.titleLabel sizeToFit];
                CGRect f = self.titleLabel.frame;
                f.origin.y = self.bounds.size.height - f.size.height;
                self.titleLabel.frame = f;
            }
            @end
            @interface Pad : UIViewController
            @end
            @implementation Pad
            - (void)viewDidLoad {
                [super viewDidLoad];
                StackedButton *b = [StackedButton buttonWithType:UIButtonTypeCustom];
                b.titleLabel.font = [UIFont systemFontOfSize:12];
                [b setTitle:@"Login" forState:UIControlStateNormal];
                b.frame = CGRectMake(20, 100, 100, 100);
                [self.view addSubview:b];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let twelve = Session.labelFrame(font: ".systemFont(ofSize: 12)", text: "Login")
        #expect(session.frame("titleLabel")?.size == twelve?.size)
        #expect(session.frame("titleLabel")?.maxY == 100)
    }

    @Test("A string's intValue is the number it begins with: a badge wider only above 5 stays narrow for \"3\"")
    func stringIntValue() {
        var session = Session()
        let outcomes = session.script("""
            UIView *badge = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 20, 20)];
            [self.view addSubview:badge];
            NSString *count = @"3";
            if ([count intValue] > 5) { badge.frame = CGRectMake(10, 10, 60, 20); }
            NSString *wide = @" 12.5 apples";
            if ([wide floatValue] > 12) { badge.frame = CGRectMake(10, 10, 20, 30); }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 10, y: 10, width: 20, height: 30))
    }

    @Test("A cell's own property named like a frame helper (lblBottom) is its property in a method run later")
    func cellPropertyNamedLikeFrameHelper() {
        var session = Session()
        let outcomes = session.script("""
            @interface FoldRow : UITableViewCell
            @property (nonatomic, strong) UIView *panel;
            @property (nonatomic, strong) UILabel *lblBottom;
            @end
            @implementation FoldRow
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    _panel = [[UIView alloc] init];
                    [self.contentView addSubview:_panel];
                    [_panel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(@0);
                        make.top.equalTo(@20);
                        make.height.equalTo(@100);
                    }];
                    self.lblBottom = [[UILabel alloc] init];
                    self.lblBottom.text = @"Footer";
                    [self.contentView addSubview:self.lblBottom];
                    [self.lblBottom mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(_panel.mas_bottom);
                        make.left.equalTo(@0);
                    }];
                }
                return self;
            }
            - (void)collapse {
                [self.lblBottom mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(_panel.mas_top);
                    make.left.equalTo(@0);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("lblBottom")?.origin.y == 120)
        let later = session.script("[foldRow collapse];")
        #expect(later.allSatisfy { !$0.failed })
        #expect(session.frame("lblBottom")?.origin.y == 20)
        #expect(!later.flatMap(\.notes).contains { $0.contains("UIView+Frame") })
    }

    @Test("A view shown for its class earlier in a file goes when the file's controller is presented")
    func previewGoesWhenControllerPresented() {
        var session = Session()
        let outcomes = session.script("""
            class Ribbon: UIView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Front: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
                    view.addSubview(box)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 100, height: 100))
        #expect(session.frame("ribbon") == nil)
    }

    @Test("An Objective-C lazy getter of the app's view class (newAutoLayoutView) fills its nil ivar on first read")
    func lazyGetterOfAppClass() {
        var session = Session()
        let outcomes = session.script("""
            @interface Cards : UIViewController
            @property (nonatomic, strong) ChipView *chip;
            @end
            @implementation Cards
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.chip];
                [self.chip autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(40, 20, 0, 20) excludingEdge:ALEdgeBottom];
                [self.chip autoSetDimension:ALDimensionHeight toSize:60];
            }
            - (ChipView *)chip {
                if (!_chip) {
                    _chip = [ChipView newAutoLayoutView];
                }
                return _chip;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let width = session.frame("root")?.width ?? 0
        #expect(session.frame("chip") == Rect(x: 20, y: 40, width: width - 40, height: 60))
    }

    @Test("PureLayout 1–2's autoRemoveConstraintsAffectingView removes the code's constraints on the view before new ones")
    func pureLayoutRemoveAffecting() {
        var session = Session()
        let outcomes = session.script("""
            UIView *panel = [UIView newAutoLayoutView];
            [self.view addSubview:panel];
            [panel autoSetDimensionsToSize:CGSizeMake(100, 100)];
            [panel autoCenterInSuperview];
            [panel autoRemoveConstraintsAffectingView];
            [panel autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(20, 20, 20, 20)];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let screen = session.frame("root") ?? Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(session.frame("panel") == Rect(x: 20, y: 20, width: screen.width - 40, height: screen.height - 40))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("PureLayout 1's distribution with an NSLayoutFormatOptions alignment aligns as alignedTo: does")
    func pureLayoutLegacyAlignment() {
        var session = Session()
        let outcomes = session.script("""
            UIView *a = [UIView newAutoLayoutView];
            UIView *b = [UIView newAutoLayoutView];
            UIView *c = [UIView newAutoLayoutView];
            [self.view addSubview:a];
            [self.view addSubview:b];
            [self.view addSubview:c];
            NSArray *dots = @[a, b, c];
            [a autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:100];
            [dots autoSetViewsDimension:ALDimensionHeight toSize:20];
            [dots autoDistributeViewsAlongAxis:ALAxisHorizontal withFixedSpacing:5 alignment:NSLayoutFormatAlignAllTop];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 4 × 5 = 355 shared by three: 118.333 each, the spacing at both ends too.
        #expect(session.frame("b")?.origin.y == 100)
        #expect(session.frame("c")?.origin.y == 100)
        #expect(session.frame("a")?.minX == 5)
        #expect(session.frame("c")?.maxX == 370)
    }

    @Test("Integer literals in a stored or static property divide as Swift's Int: 9 / 16 is 0, 7 / 2 is 3")
    func integerDivisionInProperties() {
        var session = Session()
        let outcomes = session.script("""
            class Player: UIViewController {
                let ratio = 9 / 16
                static let columns = 7 / 2
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let screen = UIView()
                    screen.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(screen)
                    NSLayoutConstraint.activate([
                        screen.topAnchor.constraint(equalTo: view.topAnchor),
                        screen.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        screen.widthAnchor.constraint(equalToConstant: 100 * CGFloat(Player.columns)),
                        screen.heightAnchor.constraint(equalTo: screen.widthAnchor, multiplier: CGFloat(ratio) + 0.5),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("screen") == Rect(x: 0, y: 0, width: 300, height: 150))
    }

    @Test("An app's size helper with one number gives a square, chained on a view just made")
    func squareSizeHelper() {
        var session = Session()
        let outcomes = session.script("""
            let ring = UIView().constrainToSize(24)
            view.addSubview(ring)
            ring.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            ring.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("ring") == Rect(x: 10, y: 10, width: 24, height: 24))
    }

    @Test("A collection view controller whose init makes its flow layout and calls initWithCollectionViewLayout: sizes its content by it")
    func collectionControllerInitLayout() {
        var session = Session()
        let outcomes = session.script("""
            @interface Pages : UICollectionViewController
            @end
            @implementation Pages
            - (instancetype)init {
                UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
                layout.itemSize = [UIScreen mainScreen].bounds.size;
                layout.minimumLineSpacing = 0;
                layout.scrollDirection = UICollectionViewScrollDirectionHorizontal;
                return [self initWithCollectionViewLayout:layout];
            }
            - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
                return 4;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let screen = session.frame("root") ?? Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(session.scrollFacts("collectionView")?.contentSize == Size(width: 4 * screen.width, height: screen.height))
    }

    @Test("A priority crossing required on an active constraint is let through before the view is in the window, refused after")
    func requiredPriorityChangeOutsideWindow() {
        var session = Session()
        let outcomes = session.script("""
            class Banner: UIViewController {
                var tall: NSLayoutConstraint!
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    tall = header.heightAnchor.constraint(equalToConstant: 200)
                    tall.isActive = true
                    tall.priority = .defaultLow
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(lessThanOrEqualToConstant: 120),
                    ])
                }
                func harden() { tall.priority = .required }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Low, the 200 gives way to the 120 at most.
        #expect(session.frame("header")?.height == 120)
        let error = session.failing("harden()")
        #expect(error.contains("Mutating a priority from required to not on an installed constraint"))
    }

    @Test("Constraints kept in variables hold again when activated after their view was taken out and put back")
    func reactivateAfterRemoval() {
        var session = Session()
        let outcomes = session.script("""
            let chip = UIView()
            view.addSubview(chip)
            chip.translatesAutoresizingMaskIntoConstraints = false
            let top = chip.topAnchor.constraint(equalTo: view.topAnchor, constant: 50)
            let lead = chip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 30)
            NSLayoutConstraint.activate([top, lead, chip.widthAnchor.constraint(equalToConstant: 60),
                                         chip.heightAnchor.constraint(equalToConstant: 20)])
            chip.removeFromSuperview()
            view.addSubview(chip)
            NSLayoutConstraint.activate([top, lead])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 30, y: 50, width: 60, height: 20))
    }

    @Test("SnapKit relates sides that do not match a whole-set target to its first side in SnapKit's order: left")
    func snapKitEdgesTargetFirstSide() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            let bar = UIView()
            view.addSubview(box)
            view.addSubview(bar)
            box.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(UIEdgeInsets(top: 100, left: 30, bottom: 100, right: 50))
            }
            bar.snp.makeConstraints { make in
                make.left.right.equalTo(box.snp.edges)
                make.top.equalTo(300)
                make.height.equalTo(20)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both sides to box's left: 0 wide at x 30.
        #expect(session.frame("bar") == Rect(x: 30, y: 300, width: 0, height: 20))
    }

    @Test("Objective-C's dot-syntax alloc of a pasted class (`[Pill.alloc initWithFrame:]`) makes one, as `[Pill alloc]` does")
    func dotSyntaxAlloc() {
        var session = Session()
        let outcomes = session.script("""
            @interface Pill : UIView
            @end
            @implementation Pill
            @end
            UIView *host = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 300, 100)];
            [self.view addSubview:host];
            Pill *pill = [Pill.alloc initWithFrame:CGRectMake(10, 10, 40, 20)];
            [host addSubview:pill];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pill") == Rect(x: 10, y: 10, width: 40, height: 20))
    }

    @Test("A weak- or strong-self macro of the app's headers ends its statement without a semicolon, in any spelling")
    func weakStrongMacroWithoutSemicolon() {
        var session = Session()
        let outcomes = session.script("""
            @interface Tag : UIView
            @property (nonatomic, strong) UILabel *word;
            @end
            @implementation Tag
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _word = [[UILabel alloc] initWithFrame:CGRectMake(8, 8, 100, 20)];
                    [self addSubview:_word];
                }
                return self;
            }
            - (void)refresh {
                Kit_Weak(self)
                [self fetchWithCompletion:^{
                    Kit_Strong(weakSelf)
                    dispatch_async(dispatch_get_main_queue(), ^{
                        [strongSelf setNeedsLayout];
                    });
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("word") == Rect(x: 8, y: 8, width: 100, height: 20))
    }
}
