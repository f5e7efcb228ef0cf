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

    @Test("Swift 2: super.intrinsicContentSize() in an override written as a method reads UIKit's size for the class (a button's title plus 20), as super.intrinsicContentSize does")
    func swift2SuperIntrinsicContentSizeCall() {
        var session = Session()
        let outcomes = session.script("""
            class PadButton: UIButton {
                override func intrinsicContentSize() -> CGSize {
                    return CGSize(width: super.intrinsicContentSize().width + 20, height: 30)
                }
            }
            class HostViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let plain = UIButton()
                    plain.setTitle("Follow", forState: .Normal)
                    plain.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(plain)
                    let padded = PadButton()
                    padded.setTitle("Follow", forState: .Normal)
                    padded.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(padded)
                    padded.leftAnchor.constraintEqualToAnchor(view.leftAnchor, constant: 10).active = true
                    padded.topAnchor.constraintEqualToAnchor(view.topAnchor, constant: 100).active = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain")
        #expect(plain != nil)
        if let plain { #expect(session.frame("padded") == Rect(x: 10, y: 100, width: plain.width + 20, height: 30)) }
    }

    @Test("a name in snake case beside a method of the same words (refresh_banner, refreshBanner) is the app's own constant, skipped with a note, not refused as a misspelling")
    func snakeCaseConstantIsNoMisspelling() {
        var session = Session()
        let outcomes = session.script("""
            class BannerView: UIView {
                let bar = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    NotificationCenter.default.addObserver(self, selector: #selector(refreshBanner(_:)), name: refresh_banner, object: nil)
                    addSubview(bar)
                    bar.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
                @objc func refreshBanner(_ n: Notification) {}
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'refresh_banner'") })
        // A slip of the keys is still caught.
        var typo = Session()
        let refused = typo.failing("let header = UIView()\nheadr.backgroundColor = .red")
        #expect(refused.contains("did you mean 'header'?"))
    }

    @Test("Swift 2's autoresizing masks written with their type ([UIViewAutoresizing.FlexibleWidth, UIViewAutoresizing.FlexibleHeight], UIViewAutoresizing.FlexibleWidth) follow the superview as the short spelling does")
    func swift2AutoresizingMaskWithItsType() {
        var session = Session()
        let outcomes = session.script("""
            class MaskViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView(frame: CGRectMake(0, 100, 100, 100))
                    let both = UIView(frame: box.bounds)
                    both.autoresizingMask = [UIViewAutoresizing.FlexibleWidth, UIViewAutoresizing.FlexibleHeight]
                    let wide = UIView(frame: box.bounds)
                    wide.autoresizingMask = UIViewAutoresizing.FlexibleWidth
                    view.addSubview(box)
                    box.addSubview(both)
                    box.addSubview(wide)
                    box.frame = CGRectMake(0, 100, 300, 200)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("both") == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(session.frame("wide") == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is not an option Layoutbook knows") })
    }

    @Test("a UIButton subclass made with init(frame:) or () is a custom button, its title 18 pt as UIButton()'s; one whose convenience initialiser calls self.init(type: .system) is a system button, 15 pt")
    func buttonSubclassTitleFont() {
        var session = Session()
        let outcomes = session.script("""
            class RoundButton: UIButton {
                convenience init(title: String) {
                    self.init(type: .system)
                    setTitle(title, for: .normal)
                }
            }
            class PlainButton: UIButton {
                init(title: String) {
                    super.init(frame: .zero)
                    setTitle(title, for: .normal)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let round = RoundButton(title: "Follow")
            let plain = PlainButton(title: "Follow")
            let system = UIButton(type: .system)
            system.setTitle("Follow", for: .normal)
            let custom = UIButton()
            custom.setTitle("Follow", for: .normal)
            for b in [round, plain, system, custom] {
                view.addSubview(b)
                b.sizeToFit()
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("plain")?.size == session.frame("custom")?.size)
        #expect(session.frame("round")?.size == session.frame("system")?.size)
        // A custom button is 34 tall (18-pt title), a system one 30 (15-pt).
        #expect(session.frame("custom")?.height == 34)
        #expect(session.frame("system")?.height == 30)
    }

    @Test("a stored property's initialiser names its type's static by its bare name (s.spacing = gap beside static let gap = 10), as Swift finds it there: the stack's spacing is 10, not 0")
    func storedPropertyInitializerReadsStatic() {
        var session = Session()
        let outcomes = session.script("""
            class PairHeader: UIView {
                static let gap: CGFloat = 10
                private let left: UILabel = {
                    let l = UILabel()
                    l.text = "Left"
                    return l
                }()
                private let right: UILabel = {
                    let l = UILabel()
                    l.text = "Right"
                    return l
                }()
                private let row: UIStackView = {
                    let s = UIStackView()
                    s.spacing = gap
                    return s
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    row.addArrangedSubview(left)
                    row.addArrangedSubview(right)
                    addSubview(row)
                    row.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'gap' is not in the paste") })
        let left = session.frame("left"), right = session.frame("right")
        #expect(left != nil && right != nil)
        if let left, let right { #expect(abs(right.minX - left.maxX - 10) < 1e-6) }
    }

    @Test("an AttributeContainer kept in a var and given its font (attrs.font = .systemFont(ofSize: 30)) sizes a configuration button's title as the container made from [.font: …] does")
    func attributeContainerVariableFont() {
        func button(_ making: String) -> Rect? {
            var session = Session()
            let outcomes = session.script("""
                class BigButtonViewController: UIViewController {
                    let button: UIButton = {
                        var config = UIButton.Configuration.filled()
                        \(making)
                        return UIButton(configuration: config)
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(button)
                        button.translatesAutoresizingMaskIntoConstraints = false
                        button.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                        button.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            return session.frame("button")
        }
        let variable = button("""
            var attrs = AttributeContainer()
                        attrs.font = .systemFont(ofSize: 30, weight: .medium)
                        config.attributedTitle = AttributedString("Go", attributes: attrs)
            """)
        let literal = button("config.attributedTitle = AttributedString(\"Go\", attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 30, weight: .medium)]))")
        #expect(variable != nil && variable == literal)
        // A 30-pt title: taller than the 17-pt body title's 34.333.
        #expect((variable?.height ?? 0) > 40)
    }

    @Test("TinyConstraints: a size given by the app's constant not in the paste (line.height(Metrics.hairline)) is 0 with a note, not read as the height of another view")
    func tinyConstraintsUnknownSizeConstant() {
        var session = Session()
        let outcomes = session.script("""
            import TinyConstraints
            class LineView: UIView {
                let line = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(line)
                    line.edgesToSuperview(excluding: .bottom)
                    line.height(Metrics.hairline)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let strip = LineView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            view.addSubview(strip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("line") == Rect(x: 0, y: 0, width: 200, height: 0))
        #expect(outcomes.flatMap(\.notes).contains("'Metrics.hairline' is not in the paste: 0 is used in its place"))
    }

    @Test("a section header's content view has the table's side margins, as its cells' do (16 on a 375-wide screen, 20 wider), and UIView's 8 at the top and bottom")
    func headerFooterContentViewSideMargins() {
        for (screen, side) in [("screen 375x667", 16.0), ("screen 393x852", 20.0)] {
            var session = Session()
            let outcomes = session.script(screen + "\n" + """
                class MarginHeader: UITableViewHeaderFooterView {
                    let caption = UILabel()
                    override init(reuseIdentifier: String?) {
                        super.init(reuseIdentifier: reuseIdentifier)
                        caption.text = "Section"
                        caption.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(caption)
                        NSLayoutConstraint.activate([
                            caption.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                            caption.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                            caption.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                            caption.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                        ])
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            let header = session.frame("marginHeader"), caption = session.frame("caption")
            #expect(caption?.minX == side && caption?.minY == 8)
            if let header, let caption { #expect(caption.width == header.width - 2 * side) }
        }
    }

    @Test("an equal-spacing stack whose leading arranged views are hidden shows its one visible view across the whole stack, as UIKit's canvas stores it, not floated to the far end")
    func equalSpacingStackWithLeadingHiddenViews() {
        var session = Session()
        let outcomes = session.script("""
            let first = UILabel()
            first.text = "Alpha"
            first.isHidden = true
            let second = UILabel()
            second.text = "Beta"
            second.isHidden = true
            let reset = UILabel()
            reset.text = "Reset"
            let chips = UIStackView(arrangedSubviews: [first, second, reset])
            chips.distribution = .equalSpacing
            chips.alignment = .center
            chips.spacing = 24
            chips.frame = CGRect(x: 8, y: 0, width: 300, height: 44)
            view.addSubview(chips)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("reset")?.minX == 0)
        #expect(session.frame("reset")?.width == 300)
    }

    /// Rows of a dot and a wrapping label (hugging 999, resistance 1000), centred in a vertical
    /// stack 335 wide; with `tie`, the second row's edges held to the first's.
    static func tiedRows(_ texts: [String], tie: Bool) -> Session {
        var session = Session()
        var lines = ["let column = UIStackView()", "column.axis = .vertical", "column.alignment = .center", "column.spacing = 20",
                     "column.frame = CGRect(x: 20, y: 100, width: 335, height: 300)", "view.addSubview(column)"]
        for (i, text) in texts.enumerated() {
            lines += ["let dot\(i) = UIView()", "dot\(i).widthAnchor.constraint(equalToConstant: 28).isActive = true",
                      "dot\(i).heightAnchor.constraint(equalToConstant: 28).isActive = true",
                      "let blurb\(i) = UILabel()", "blurb\(i).text = \"\(text)\"", "blurb\(i).numberOfLines = 0",
                      "blurb\(i).setContentHuggingPriority(UILayoutPriority(999), for: .horizontal)",
                      "blurb\(i).setContentCompressionResistancePriority(.required, for: .horizontal)",
                      "let row\(i) = UIStackView(arrangedSubviews: [dot\(i), blurb\(i)])", "row\(i).alignment = .center",
                      "row\(i).spacing = 8", "column.addArrangedSubview(row\(i))"]
        }
        if tie {
            lines += ["row1.leadingAnchor.constraint(equalTo: row0.leadingAnchor).isActive = true",
                      "row1.trailingAnchor.constraint(equalTo: row0.trailingAnchor).isActive = true"]
        }
        session.script(lines.joined(separator: "\n"))
        return session
    }

    @Test("wrapping labels (hugging 999, resistance 1000) in rows held to one width take the wider one's wrapped width, two lines each, as UIKit lays them out — not squeezed to their longest word")
    func tiedRowsOfWrappingLabels() {
        let long = "Keep your favourite places close at hand for quick access"
        let short = "Follow the teams you like and hear about results"
        let alone = Self.tiedRows([long], tie: false).frame("blurb0")
        let other = Self.tiedRows([short], tie: false).frame("blurb0")
        let tied = Self.tiedRows([long, short], tie: true)
        #expect(alone != nil && other != nil)
        if let alone, let other {
            // Alone, each wraps to two lines at most 299 wide (335 less the dot and the spacing).
            #expect(alone.height == 122.0 / 3 && other.height == 122.0 / 3)
            let wider = max(alone.width, other.width)
            #expect(tied.frame("blurb0")?.width == wider && tied.frame("blurb1")?.width == wider)
            #expect(tied.frame("blurb0")?.height == 122.0 / 3 && tied.frame("blurb1")?.height == 122.0 / 3)
        }
    }

    @Test("a segmented control's segments set one by one (setTitle:forSegmentAtIndex:, setWidth:forSegmentAtIndex:, Swift's forSegmentAt:) size it as its items would; its subviews are its segments, one each")
    func segmentedControlSegmentSetters() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SegmentsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UISegmentedControl *edited = [[UISegmentedControl alloc] initWithItems:@[@"One", @"Two"]];
                [edited setTitle:@"Everything" forSegmentAtIndex:0];
                [edited setWidth:120 forSegmentAtIndex:1];
                [self.view addSubview:edited];
                [edited sizeToFit];
                UISegmentedControl *written = [[UISegmentedControl alloc] initWithItems:@[@"Everything", @"Two"]];
                [written setWidth:120 forSegmentAtIndex:1];
                [self.view addSubview:written];
                [written sizeToFit];
                UISegmentedControl *plain = [[UISegmentedControl alloc] initWithItems:@[@"One", @"Two"]];
                [self.view addSubview:plain];
                [plain sizeToFit];
                [edited.subviews objectAtIndex:1].accessibilityLabel = @"Two";
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let edited = session.frame("edited"), written = session.frame("written"), plain = session.frame("plain")
        #expect(edited != nil && edited?.size == written?.size)
        if let edited, let plain { #expect(edited.width > plain.width) }
    }

    @Test("Objective-C: a CGRectEdge kept in a variable (CGRectEdge edge = CGRectMinYEdge) divides a rect as the constant written in CGRectDivide does, and NSFoundationVersionNumber is newer than every NSFoundationVersionNumber_iOS_… (the iOS 7 branch runs)")
    func objectiveCEdgeVariableAndFoundationVersion() {
        var session = Session()
        let outcomes = session.script("""
            @implementation EdgeView {
                UIView *_box;
                UIView *_badge;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _box = [[UIView alloc] init];
                [self addSubview:_box];
                _badge = [[UIView alloc] init];
                [self addSubview:_badge];
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGRectEdge edge = CGRectMaxYEdge;
                CGRect slice, rest;
                CGRectDivide(self.bounds, &slice, &rest, 40, edge);
                _box.frame = slice;
                CGFloat inset = 10.0;
                if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_6_1) {
                    inset = 15.0;
                }
                _badge.frame = CGRectMake(inset, 5, 40, 20);
            }
            @end
            EdgeView *strip = [[EdgeView alloc] initWithFrame:CGRectMake(0, 0, 200, 100)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 60, width: 200, height: 40))
        #expect(session.frame("badge") == Rect(x: 15, y: 5, width: 40, height: 20))
    }

    @Test("Objective-C: a class's categories below its @implementation in the same file are its methods when the controller is presented, and a property its header (not in the paste) declares holds what the code sets")
    func objectiveCCategoriesJoinTheirClass() {
        var session = Session()
        let outcomes = session.script("""
            #import "PanelViewController.h"
            @implementation PanelViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addBox];
                [self placeBox];
            }
            @end

            @implementation PanelViewController (Views)
            - (void)addBox {
                self.box = [[UIView alloc] init];
                [self.view addSubview:self.box];
            }
            @end

            @implementation PanelViewController (Layout)
            - (void)placeBox {
                self.box.frame = CGRectMake(20, 120, 200, 40);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 120, width: 200, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'box' is a property of PanelViewController its header declares") })
    }

    @Test("viewWillTransition(to:with:): the coordinator's animate(alongsideTransition:completion:) runs its blocks, so a stack the block turns horizontal in landscape is horizontal after rotate")
    func transitionCoordinatorRunsItsBlocks() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            final class TurnViewController: UIViewController {
                private let row = UIStackView()
                private let left = UIView()
                private let right = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    row.axis = .vertical
                    row.distribution = .fillEqually
                    row.translatesAutoresizingMaskIntoConstraints = false
                    row.addArrangedSubview(left)
                    row.addArrangedSubview(right)
                    view.addSubview(row)
                    NSLayoutConstraint.activate([
                        row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        row.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                        row.heightAnchor.constraint(equalToConstant: 200),
                    ])
                }
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    coordinator.animate(alongsideTransition: { _ in
                        self.row.axis = size.width > size.height ? .horizontal : .vertical
                    }, completion: nil)
                }
            }
            rotate
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Landscape: the safe area is 734 wide (59 each side); the two views side by side, 200 tall.
        #expect(session.frame("left") == Rect(x: 0, y: 0, width: 367, height: 200))
        #expect(session.frame("right") == Rect(x: 367, y: 0, width: 367, height: 200))
    }

    @Test("the app's addSubviews(a, b, c) helper reads each view as addSubview does: the app's own type made by a skipped initialiser (MonthPicker()) stands in as a view, and the chain of constraints through it holds")
    func appAddSubviewsTakesAppTypeStandIn() {
        var session = Session()
        let outcomes = session.script("""
            final class PickView: UIView {
                private let header = UIView()
                private let picker = MonthPicker()
                private let body = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubviews(header, picker, body)
                    header.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview(); $0.height.equalTo(50) }
                    picker.snp.makeConstraints { $0.top.equalTo(header.snp.bottom).offset(10); $0.leading.trailing.equalToSuperview(); $0.height.equalTo(30) }
                    body.snp.makeConstraints { $0.top.equalTo(picker.snp.bottom).offset(10); $0.leading.trailing.equalToSuperview(); $0.height.equalTo(100) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("picker") == Rect(x: 0, y: 60, width: 375, height: 30))
        #expect(session.frame("body") == Rect(x: 0, y: 100, width: 375, height: 100))
    }

    @Test("a button subclass whose intrinsicContentSize is its title label's (titleLabel?.intrinsicContentSize ?? .zero) is as big as its title's text, not UIKit's button with insets")
    func buttonTitleLabelIntrinsicSize() {
        var session = Session()
        let outcomes = session.script("""
            class TightButton: UIButton {
                override var intrinsicContentSize: CGSize {
                    return titleLabel?.intrinsicContentSize ?? .zero
                }
            }
            let tight = TightButton(type: .system)
            tight.setTitle("Hello World", for: .normal)
            tight.titleLabel?.font = .systemFont(ofSize: 17)
            view.addSubview(tight)
            tight.translatesAutoresizingMaskIntoConstraints = false
            tight.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            tight.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Hello World" at 17 pt: 88 wide, a 17-pt line 20.333 tall — no button insets.
        #expect(session.frame("tight") == Rect(x: 20, y: 100, width: 88, height: 61.0 / 3))
    }

    @Test("a view removed from its superview and added again (a stack cleared and refilled) comes back as UIKit keeps it: its text, and its own width constraint, not refused as unknown")
    func removedViewAddedAgain() {
        var session = Session()
        let outcomes = session.script("""
            final class RefillViewController: UIViewController {
                private let stack = UIStackView()
                private let badge = UILabel()
                private let dot = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.alignment = .leading
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    badge.text = "Hello World"
                    dot.widthAnchor.constraint(equalToConstant: 30).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    stack.addArrangedSubview(badge)
                    stack.addArrangedSubview(dot)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
                    stack.addArrangedSubview(dot)
                    stack.addArrangedSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(session.frame("badge") == Rect(x: 0, y: 10, width: 88, height: 61.0 / 3))
    }

    @Test("Objective-C: CGRectDivide of a rect the app's own function gives (not in the paste) makes both parts the app's, said, and the view is still shown")
    func divideOfAnUnknownRect() {
        var session = Session()
        let outcomes = session.script("""
            @implementation DivView {
                UIView *_topBox;
                UIView *_fixed;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _topBox = [[UIView alloc] init];
                [self addSubview:_topBox];
                _fixed = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 50, 50)];
                [self addSubview:_fixed];
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGRect work = MyRectTrim(self.bounds, 30, CGRectMinYEdge);
                CGRect a = CGRectZero;
                CGRectDivide(work, &a, &work, 40, CGRectMinYEdge);
                _topBox.frame = a;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("fixed") == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("is not in the paste: a zero rect is used in its place") })
    }
}
