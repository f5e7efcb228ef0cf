@testable import Language
import Layout
import Testing

/// What the twenty-seventh round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-seventh round")
struct Book127Tests {
    @Test("a cell class shown on its own stands in the row its table gives every row (heightForRowAt answering one number, or rowHeight): a 50-pt badge fits a 73 row")
    func shownCellTakesTheTablesRowHeight() {
        var session = Session()
        let outcomes = session.script("""
            class BadgeCell: UITableViewCell {
                let badge = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        badge.widthAnchor.constraint(equalToConstant: 50),
                        badge.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BadgesViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(BadgeCell.self, forCellReuseIdentifier: "badge")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
                }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 73 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row is 73; the content view stands above the separator's pixel (@3x: a third of a point).
        #expect(session.frame("badgeCell") == Rect(x: 0, y: 0, width: 375, height: 73 - 1.0 / 3))
        #expect(session.frame("badge") == Rect(x: 12, y: 12, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("BadgeCell is shown in a row 73 tall") && $0.contains("BadgesViewController's tableView(_:heightForRowAt:)")
        })
    }

    @Test("SnapKit 0.x's snp_ blocks relate a constant centre to the superview's centre (make.centerX.equalTo(0) centres), as 0.x and Masonry do; SnapKit 3's snp blocks keep measuring it from the left/top edge")
    func oldSnapKitCentresOnAConstant() {
        var session = Session()
        let outcomes = session.script("""
            class PanelController: UIViewController {
                let badge = UIView()
                let corner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    view.addSubview(corner)
                    badge.snp_makeConstraints { (make) -> Void in
                        make.width.height.equalTo(100)
                        make.centerX.equalTo(0)
                        make.centerY.equalTo(0).offset(-50)
                    }
                    corner.snp.makeConstraints { make in
                        make.width.height.equalTo(100)
                        make.centerX.centerY.equalTo(0)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 - 100) / 2 = 137.5, and (667 - 100) / 2 - 50 = 233.5, at @3x pixels.
        #expect(session.frame("badge")?.isAbout(Rect(x: 413.0 / 3, y: 701.0 / 3, width: 100, height: 100)) == true)
        #expect(session.frame("corner") == Rect(x: -50, y: -50, width: 100, height: 100))
    }

    @Test("an app font whose name says it is scaled (Style.scaledBaseFont, Theme.scaledFont) keeps the system font's 17 pt; only a number's name (SCALE_W, kScale, widthScale) is the app's design scale")
    func scaledFontNameIsNotADesignScale() {
        var session = Session()
        let outcomes = session.script("""
            final class NoteView: UIView {
                let body = UILabel()
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    body.font = Style.scaledBaseFont
                    body.text = "Hello World"
                    caption.font = Theme.scaledFont
                    caption.text = "Hello World"
                    [body, caption].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: topAnchor),
                        body.leadingAnchor.constraint(equalTo: leadingAnchor),
                        caption.topAnchor.constraint(equalTo: body.bottomAnchor),
                        caption.leadingAnchor.constraint(equalTo: leadingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("body")?.size == Size(width: 88, height: 61.0 / 3))
        #expect(session.frame("caption")?.size == Size(width: 88, height: 61.0 / 3))
        #expect(Evaluator.isScaleName("SCALE_W") && Evaluator.isScaleName("kScale") && Evaluator.isScaleName("widthScale"))
        #expect(Evaluator.isScaleName("scaleFactor") && !Evaluator.isScaleName("scaledBodyFont") && !Evaluator.isScaleName("scaledBaseFont"))
    }

    @Test("Stevia: the app's own constant not in the paste after an attribute (box.Top == safeAreaLayoutGuide.Top + .margin) is 0 with a note, as in an anchor's constant; a pasted one is its value")
    func steviaUnknownConstantIsZero() {
        let card = """
            final class Card: UIView {
                let box = UIView()
                init() {
                    super.init(frame: .zero)
                    subviews(box)
                    box.fillHorizontally().height(50)
                    box.Top == safeAreaLayoutGuide.Top + .margin
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = Card()
            view.addSubview(card)
            card.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            """
        var unknown = Session()
        let outcomes = unknown.script(card)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(unknown.frame("box") == Rect(x: 0, y: 0, width: 300, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("'.margin' is not in the paste: 0 is used in its place"))
        var known = Session()
        known.script("extension CGFloat { static let margin: CGFloat = 16 }\n" + card)
        #expect(known.frame("box") == Rect(x: 0, y: 16, width: 300, height: 50))
    }

    @Test("Objective-C strings: \\r is a carriage return, a line break a label honours (two make three lines, as \\n\\n does), not the letter r")
    func objectiveCCarriageReturn() {
        var session = Session()
        let outcomes = session.script(#"""
            @implementation EscapeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *returns = [[UILabel alloc] initWithFrame:CGRectMake(20, 100, 300, 200)];
                returns.numberOfLines = 0;
                returns.text = @"One\r\rTwo";
                [returns sizeToFit];
                [self.view addSubview:returns];
                UILabel *newlines = [[UILabel alloc] initWithFrame:CGRectMake(20, 300, 300, 200)];
                newlines.numberOfLines = 0;
                newlines.text = @"One\n\nTwo";
                [newlines sizeToFit];
                [self.view addSubview:newlines];
            }
            @end
            """#)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("returns")?.size == session.frame("newlines")?.size)
        #expect(session.frame("returns")?.height == 61)
    }

    @Test("Objective-C: a #define whose value starts with an operator (#define INSET -5.0f) reads as C reads its text: 100 - INSET is 105")
    func objectiveCNegativeMacro() {
        var session = Session()
        let outcomes = session.script("""
            #define INSET -5.0f
            @implementation MinusView {
                UIView *box;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    box = [[UIView alloc] init];
                    [self addSubview:box];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                box.frame = CGRectMake(100 - INSET, 10 * -INSET, 20, 20);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 105, y: 50, width: 20, height: 20))
    }

    @Test("a UISwitch made with a frame (initWithFrame:CGRectZero) is 51×31 from that moment, as UIKit's initialiser makes it: code placing it by its own size reads 51 and 31")
    func switchMadeWithAFrameHasItsSize() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ToggleRowView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UISwitch *toggle = [[UISwitch alloc] initWithFrame:CGRectZero];
                    CGFloat w = toggle.frame.size.width;
                    CGFloat h = toggle.frame.size.height;
                    toggle.frame = CGRectMake(200 - w, 50 - h, w, h);
                    [self addSubview:toggle];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("toggle") == Rect(x: 149, y: 19, width: 51, height: 31))
    }

    @Test("a vertical flow layout's lines fill the collection view less its content insets at the sides: contentInset 20 and 20 on a 375-wide list make 335-wide lines, and it does not scroll sideways")
    func flowLayoutLinesLeaveTheContentInsets() {
        var session = Session()
        let outcomes = session.script("""
            class ListViewController: UIViewController, UICollectionViewDataSource {
                let list: UICollectionView = {
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 100, height: 50)
                    let cv = UICollectionView(frame: .zero, collectionViewLayout: flow)
                    cv.translatesAutoresizingMaskIntoConstraints = false
                    cv.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
                    return cv
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.dataSource = self
                    view.addSubview(list)
                    NSLayoutConstraint.activate([
                        list.topAnchor.constraint(equalTo: view.topAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        list.heightAnchor.constraint(equalToConstant: 300),
                    ])
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 335 holds three 100-wide items with the 10-pt interitem spacing (320), not four (430):
        // two lines, 50 + 10 + 50.
        #expect(session.contentSize("list") == Size(width: 335, height: 110))
        let info = session.layout.id(of: "list").flatMap { session.layout.scrollInfo($0) }
        #expect(info?.horizontal.scrolls == false)
    }
}
