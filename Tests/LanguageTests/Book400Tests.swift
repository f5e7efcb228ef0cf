@testable import Language
import Layout
import Testing

/// What the sixty-first round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, sixty-first round")
struct Book400Tests {
    @Test("On its own on the screen a controller has no navigation controller: 'if let' on it skips its body, with a note")
    func navigationControllerIsNilOnItsOwn() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 14
            class Plain: UIViewController {
                let strip = UIView()
                let extra = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.frame = CGRect(x: 0, y: 47, width: 390, height: 10)
                    if let nav = navigationController {
                        nav.view.backgroundColor = .white
                        view.addSubview(extra)
                    }
                    guard let bar = navigationController?.navigationBar else { return }
                    view.addSubview(UIView())
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 47, width: 390, height: 10))
        #expect(session.layout.id(of: "extra") == nil)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'navigationController' is nil: the controller is shown in no navigation controller (the default; "
            + "`in navigation` shows it in one), so the 'let' binding fails, as in UIKit"))
        #expect(!notes.contains { $0.contains("goes on as if it had one") })
    }

    @Test("Shown in a navigation controller, 'if let' on it takes its body with no guess to note")
    func navigationControllerIsThereInOne() {
        var session = Session()
        let outcomes = session.script("""
            in navigation
            class Listed: UIViewController {
                let extra = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let nav = navigationController {
                        view.addSubview(extra)
                        extra.frame = CGRect(x: 10, y: 100, width: 40, height: 40)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("extra") == Rect(x: 10, y: 100, width: 40, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'navigationController'") })
    }

    @Test("Hiding the bar of a navigation controller the controller is not in changes nothing, and the note says so")
    func hidingAnAbsentBarSaysNothingChanges() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 14
            class Bare: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.isHidden = true
                    view.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        strip.heightAnchor.constraint(equalToConstant: 10),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 47, width: 390, height: 10))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("navigationBar.isHidden = true changes nothing here: the controller is shown in no navigation "
            + "controller (the default; `in navigation` shows it in one), where navigationController is nil"))
        #expect(!notes.contains { $0.contains("moves the safe area") })
    }

    @Test("A class method of a UIKit type's extension calls its overload of other labels by its bare name")
    func staticOverloadByLabelsInUIKitExtension() {
        var session = Session()
        let outcomes = session.script("""
            extension UIFont {
                class func brand(style: UIFont.TextStyle) -> UIFont {
                    return brand(size: 20)
                }
                class func brand(size: CGFloat) -> UIFont {
                    return UIFont.systemFont(ofSize: size)
                }
            }
            class Tagged: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tag = UILabel()
                    tag.text = "Hi"
                    tag.font = .brand(style: .body)
                    view.addSubview(tag)
                    tag.frame.origin = CGPoint(x: 20, y: 100)
                    tag.sizeToFit()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tag") == Rect(x: 20, y: 100, width: 56.0 / 3, height: 24))
    }

    @Test("UIFont's own class method called bare inside its extension gives the size asked each time it runs")
    func bareUIKitStaticEveryCall() {
        var session = Session()
        let outcomes = session.script("""
            extension UIFont {
                class func soft(size: CGFloat) -> UIFont { return systemFont(ofSize: size) }
            }
            class Sized: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let big = UILabel()
                    big.text = "Big"
                    big.font = .soft(size: 30)
                    let small = UILabel()
                    small.text = "Small"
                    small.font = .soft(size: 12)
                    [big, small].forEach { view.addSubview($0); $0.sizeToFit() }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("big")?.height == 36)
        #expect(session.frame("small") == Rect(x: 0, y: 0, width: 92.0 / 3, height: 43.0 / 3))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("systemFont") })
    }

    @Test("'.init(frame:)' assigned to a property of the app's own view class makes the stand-in its name says, named after the property")
    func implicitInitOfAppViewClass() {
        var session = Session()
        let outcomes = session.script("""
            class Tile: UIView {
                let column = UIStackView()
                var heading: PillLabel
                override init(frame: CGRect) {
                    heading = .init(frame: .zero)
                    super.init(frame: frame)
                    heading.text = "Hello"
                    column.axis = .vertical
                    column.addArrangedSubview(heading)
                    addSubview(column)
                    column.translatesAutoresizingMaskIntoConstraints = false
                    column.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    column.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let tile = Tile(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.addSubview(tile)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("heading") == Rect(x: 0, y: 0, width: 39, height: 61.0 / 3))
        #expect(session.frame("column") == Rect(x: 10, y: 10, width: 39, height: 61.0 / 3))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("skipped arranging") })
    }

    @Test("Two files pasted together, each with its own private enum of one name: the code of both finds its constants")
    func filePrivateEnumsOfTwoFiles() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit

            class BaseTile: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Base"
                    addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.inset).isActive = true
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metrics.inset).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            private enum Metrics {
                static let inset: CGFloat = 12
                static let shared: CGFloat = 1
            }
            import UIKit

            final class PriceTile: BaseTile {
                let price = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    price.text = "$5"
                    addSubview(price)
                    price.translatesAutoresizingMaskIntoConstraints = false
                    price.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Metrics.side).isActive = true
                    price.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.side).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            private enum Metrics {
                static let side: CGFloat = 20
                static let shared: CGFloat = 2
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The tile shown for its class fills the 375-wide screen.
        #expect(session.frame("title") == Rect(x: 12, y: 12, width: 113.0 / 3, height: 61.0 / 3))
        #expect(session.frame("price") == Rect(x: 375 - 20 - 62.0 / 3, y: 20, width: 62.0 / 3, height: 61.0 / 3))
        #expect(outcomes.flatMap(\.notes).contains("Metrics is declared twice in this paste, as each file's own (a private enum "
            + "Swift keeps to its file): here their members are joined, so the code of both finds what it reads; 'shared' of both "
            + "is the first one's"))
    }

    @Test("Objective-C: an element set at the index of an NSMutableArray's count is added to its end")
    func mutableArraySubscriptAtCountAppends() {
        var session = Session()
        let outcomes = session.script("""
            @interface Rail : UIView
            @end
            @implementation Rail {
                NSMutableArray<NSLayoutConstraint *> *pins;
                UIView *knob;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    pins = [NSMutableArray array];
                    knob = [[UIView alloc] init];
                    knob.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:knob];
                    pins[pins.count] = [knob.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:30];
                    pins[pins.count] = [knob.topAnchor constraintEqualToAnchor:self.topAnchor constant:40];
                    [NSLayoutConstraint activateConstraints:pins];
                    [knob.widthAnchor constraintEqualToConstant:50].active = YES;
                    [knob.heightAnchor constraintEqualToConstant:20].active = YES;
                }
                return self;
            }
            @end
            Rail *rail = [[Rail alloc] initWithFrame:CGRectMake(0, 0, 300, 200)];
            [self.view addSubview:rail];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("knob") == Rect(x: 30, y: 40, width: 50, height: 20))
        // Past the count, the app stops, as NSMutableArray raises.
        let past = session.run("NSMutableArray *list = [NSMutableArray array]; list[1] = @\"x\";")
        #expect(past.diagnostics.map(\.message) == ["index 1 is out of range for an array of 0 (the app would stop here)"])
    }

    @Test("Objective-C: a set-up flag of the app's base class the paste lacks starts at NO, so the code it guards runs")
    func baseClassSetupFlagStartsFalse() {
        var session = Session()
        let outcomes = session.script("""
            @interface Chip : AppBaseView
            @property (nonatomic, strong) UIView *dot;
            @end
            @implementation Chip
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _dot = [[UIView alloc] init];
                    _dot.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_dot];
                    [self setNeedsUpdateConstraints];
                }
                return self;
            }
            - (void)updateConstraints {
                if (!self.addedConstraints) {
                    [_dot.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:12].active = YES;
                    [_dot.topAnchor constraintEqualToAnchor:self.topAnchor constant:8].active = YES;
                    [_dot.widthAnchor constraintEqualToConstant:60].active = YES;
                    [_dot.heightAnchor constraintEqualToConstant:24].active = YES;
                }
                [super updateConstraints];
            }
            @end
            Chip *chip = [[Chip alloc] initWithFrame:CGRectMake(0, 0, 200, 40)];
            [self.view addSubview:chip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 12, y: 8, width: 60, height: 24))
        #expect(outcomes.flatMap(\.notes).contains("'addedConstraints' is not in the paste; it is a flag set once the code it "
            + "guards has run, false until then, so '!addedConstraints' is true and that code runs"))
    }

    @Test("Objective-C: the app's own class method asking for an iPad is answered from the screen, as the prefix header's macro is")
    func idiomClassMethodIsAnsweredFromTheScreen() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 14
            UILabel *empty = [UILabel new];
            empty.translatesAutoresizingMaskIntoConstraints = NO;
            empty.text = @"Nothing here";
            [self.view addSubview:empty];
            [empty.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:[DeviceInfo isiPad] ? 100 : 20].active = YES;
            [empty.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20].active = YES;
            [empty.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("empty").map { ($0.minX, $0.width) } .map { [$0.0, $0.1] } == [20, 350])
        #expect(outcomes.flatMap(\.notes).contains("'DeviceInfo.isiPad(…)' is not in the paste: taken as false, the screen "
            + "being an iPhone's, as apps define it"))
    }

    @Test("Objective-C: a controller that stops without the app's data when presented on its own stays declared; the paste's own set-up presents it")
    func controllerStoppingWithoutDataStaysDeclared() {
        var session = Session()
        let outcomes = session.script("""
            @interface ChoiceController : UIViewController
            @property (nonatomic, copy) NSArray<NSString *> *choices;
            @end
            @implementation ChoiceController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *last = nil;
                for (NSString *choice in self.choices) {
                    UIView *row = [[UIView alloc] init];
                    row.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.view addSubview:row];
                    [row.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
                    [row.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-20].active = YES;
                    [row.heightAnchor constraintEqualToConstant:44].active = YES;
                    [row.topAnchor constraintEqualToAnchor:(last ? last.bottomAnchor : self.view.topAnchor) constant:10].active = YES;
                    last = row;
                }
                UIView *footer = [[UIView alloc] init];
                footer.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:footer];
                [NSLayoutConstraint constraintWithItem:footer attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual
                    toItem:last attribute:NSLayoutAttributeBottom multiplier:1 constant:10].active = YES;
                [footer.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
                [footer.widthAnchor constraintEqualToConstant:100].active = YES;
                [footer.heightAnchor constraintEqualToConstant:30].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("ChoiceController is not presented: loading it as the app would, "
            + "with none of the app's data set on it, stops at line 21, column 5:") && $0.hasSuffix("— set it up and present it "
            + "(ChoiceController *vc = [ChoiceController new]; …; [self presentViewController:vc animated:NO completion:nil])") })
        let after = session.script("""
            ChoiceController *prompt = [ChoiceController new];
            prompt.choices = @[@"Keep", @"Discard"];
            [self presentViewController:prompt animated:NO completion:nil];
            """)
        #expect(after.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 20, y: 10, width: 335, height: 44))
        #expect(session.frame("row2") == Rect(x: 20, y: 64, width: 335, height: 44))
        #expect(session.frame("footer") == Rect(x: 0, y: 118, width: 100, height: 30))
    }

    @Test("Objective-C: a method pasted alone reads the view it set through self.pager as _pager, the variable behind the property")
    func ivarReadsTheUndeclaredProperty() {
        var session = Session()
        let outcomes = session.script("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.pager = [[UIView alloc] init];
                [self.view addSubview:_pager];
                [_pager mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view);
                    make.width.height.equalTo(@50);
                }];
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pager") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("skipped '_pager'") })
    }

    @Test("Objective-C: a void method named initSubviews, pasted above the method that sends it, is a plain method there too")
    func plainInitMethodOfAnEarlierEntry() {
        var session = Session()
        let outcomes = session.script("""
            - (void)initSubviews {
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(10, 20, 100, 50)];
                [self.view addSubview:box];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self initSubviews];
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("'image NAME size WxH' on an image view made by init(image:) with an image not in the paste sizes its frame, as init(image:) does")
    func imageSizeSizesAnInitImageFrame() {
        var session = Session()
        let outcomes = session.script("""
            let poster = UIImageView(image: UIImage(named: "poster"))
            view.addSubview(poster)
            image poster size 300x200
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("poster") == Rect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test("A controller that answers viewForZooming(in:) but is no zooming scroll view's delegate is told why nothing zooms")
    func zoomWithoutDelegateIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            class Viewer: UIViewController, UIScrollViewDelegate {
                let pane = UIScrollView()
                let picture = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pane.frame = view.bounds
                    view.addSubview(pane)
                    pane.addSubview(picture)
                    pane.contentSize = picture.frame.size
                    pane.maximumZoomScale = 3
                }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains("pane has no delegate, so UIKit never asks Viewer's viewForZooming(in:) for the "
            + "view to zoom: it zooms nothing — set pane.delegate = self"))
    }

    @Test("What the presented controller's code prints when 'rotate' runs its layout methods again is shown, as the console shows it")
    func rotatePrintsWhatTheCallbacksPrint() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            class Probe: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    print("width", view.bounds.width)
                }
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    print("will transition to", size.width)
                }
            }
            rotate
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed == ["width 375.0", "will transition to 667.0", "width 667.0"])
    }

    @Test("Objective-C: a paste that ends inside an #ifdef it never closes is refused at that line, as the compiler refuses it")
    func unclosedConditionalIsRefused() {
        var session = Session()
        let skipped = session.run("#ifdef DEBUG\n#define MIN_LEN 6\n")
        #expect(skipped.diagnostics.map(\.message) == ["'#ifdef' is never closed: the paste ends before its '#endif' (a header "
            + "cut short, or its last lines not copied)"])
        #expect(skipped.diagnostics.first?.range.start.line == 1)
        let kept = session.run("#if 1\nUIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];\n")
        #expect(kept.diagnostics.map(\.message) == ["'#if' is never closed: the paste ends before its '#endif' (a header "
            + "cut short, or its last lines not copied)"])
        #expect(session.layout.id(of: "box") == nil)
    }

    @Test("A table with no separators gives its cells' content views the whole row: a fixed row of 50 holds content 50 tall")
    func noSeparatorContentFillsTheRow() {
        var session = Session()
        let outcomes = session.script("""
            class StripCell: UITableViewCell {
                let strip = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(strip)
                    NSLayoutConstraint.activate([
                        strip.topAnchor.constraint(equalTo: contentView.topAnchor),
                        strip.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        strip.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        strip.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Strips: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.separatorStyle = .none
                    tableView.rowHeight = 50
                    tableView.register(StripCell.self, forCellReuseIdentifier: "strip")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "strip", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test("A data source that sets the list's background view on its way to the count still gives the count: no rows, no content")
    func countAfterSettingBackgroundViewIsKept() {
        var session = Session()
        let outcomes = session.script("""
            class Empty: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.rowHeight = 44
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "r")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    let n = 0
                    tableView.backgroundView = n == 0 ? UIView() : nil
                    return n
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "r", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.contentSize("tableView") == Size(width: 375, height: 0))
    }

    @Test("A label member of a tuple prints as the String it is, not as UIKit's optional title")
    func tupleTitlePrintsPlain() {
        var session = Session()
        let outcomes = session.script("""
            let pair: (title: String, count: Int) = ("Inbox", 3)
            print(pair.title)
            """)
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed == ["Inbox"])
    }

    @Test("A cell let go of the standard row once its content has a height says the height it takes")
    func releasedRowSaysItsHeight() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoteCell : UITableViewCell
            @property (nonatomic, strong) UILabel *body;
            @property (nonatomic, strong) UIView *bar;
            @end

            #define BarHeight 30

            @implementation NoteCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _body = [UILabel new];
                    _body.numberOfLines = 0;
                    _bar = [UIView new];
                    [self.contentView addSubview:_body];
                    [self.contentView addSubview:_bar];
                    [_body mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self.contentView).offset(12);
                        make.right.equalTo(self.contentView).offset(-12);
                        make.bottom.lessThanOrEqualTo(_bar.mas_top).offset(-10);
                    }];
                    [_bar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self.contentView);
                        make.bottom.equalTo(self.contentView).offset(-10);
                        make.height.mas_equalTo(BarHeight);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("noteCell")?.height == 62)
        #expect(outcomes.flatMap(\.notes).contains("cell noteCell: its content has a height now, so the row is as tall as its "
            + "constraints make it (62), no longer the standard 44"))
    }

    @Test("Objective-C: a comparison in arithmetic is C's int, 1 or 0")
    func comparisonIsAnIntInArithmetic() {
        var session = Session()
        let outcomes = session.script("""
            int n = 3;
            CGFloat pad = 10;
            for (int i = 0; i < n; i++) {
                UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(-pad * (i == n - 1), i * 20, 10, 10)];
                [self.view addSubview:tile];
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(session.frame("tile3") == Rect(x: -10, y: 40, width: 10, height: 10))
    }
}
