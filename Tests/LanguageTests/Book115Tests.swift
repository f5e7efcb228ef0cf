@testable import Language
import Layout
import Testing

/// What the fifteenth round of fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen (text rounded to its @3x pixels).
@Suite("Fresh app code, fifteenth round: a paragraph style's line heights")
struct Book115LineHeightTests {
    static let words = Book113LineSpacingTests.words

    /// The height of a label 150 wide set up by `setup` (its text, its paragraph style).
    func height(_ setup: String, lines: Int = 0) -> Double? {
        var session = Session()
        session.script("""
            let note = UILabel()
            note.numberOfLines = \(lines)
            \(setup)
            view.addSubview(note)
            note.translatesAutoresizingMaskIntoConstraints = false
            note.widthAnchor.constraint(equalToConstant: 150).isActive = true
            """)
        return session.frame("note")?.height
    }

    func styled(_ settings: String, text: String = words) -> String {
        """
        let style = NSMutableParagraphStyle()
        \(settings)
        note.attributedText = NSAttributedString(string: "\(text)", attributes: [.paragraphStyle: style])
        """
    }

    /// The 17-pt line is 20.288 tall: six lines 121.73, 122 at @3x.
    @Test("lineHeightMultiple makes each line the font's line times it: six 17-pt lines at 1.5 are 182.667, one 20-pt line 36")
    func multipleScalesEachLine() {
        #expect(height(styled("style.lineHeightMultiple = 1.5")).map { abs($0 - 548.0 / 3) < 1e-9 } == true)
        #expect(height("""
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = 1.5
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style, .font: UIFont.systemFont(ofSize: 20)])
            """, lines: 1) == 36)
    }

    @Test("minimumLineHeight raises each line to it and maximumLineHeight cuts it: six lines at 24 are 144, cut to 18 they are 108")
    func minimumAndMaximumBoundEachLine() {
        #expect(height(styled("style.minimumLineHeight = 24\nstyle.maximumLineHeight = 24")) == 144)
        #expect(height(styled("style.maximumLineHeight = 18")) == 108)
        // A minimum below the font's line changes nothing; spacing still goes between the lines.
        #expect(height(styled("style.minimumLineHeight = 10\nstyle.lineSpacing = 20")) == 222)
        #expect(height(styled("style.minimumLineHeight = 24\nstyle.lineSpacing = 4")) == 164)
    }

    @Test("UIKit's default paragraph style copied and filled in, in Swift and Objective-C; a copy changed later leaves the first alone")
    func defaultStyleCopied() {
        #expect(height("""
            let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
            style.minimumLineHeight = 30
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style])
            """, lines: 1) == 30)
        #expect(height("""
            let style = NSMutableParagraphStyle()
            style.minimumLineHeight = 30
            let other = style.mutableCopy() as! NSMutableParagraphStyle
            other.minimumLineHeight = 0
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style])
            """, lines: 1) == 30)
        var session = Session()
        session.script("""
            NSMutableParagraphStyle *style = [[NSParagraphStyle defaultParagraphStyle] mutableCopy];
            style.minimumLineHeight = 30;
            UILabel *tag = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, 100, 0)];
            tag.attributedText = [[NSAttributedString alloc] initWithString:@"Tea" attributes:@{NSParagraphStyleAttributeName: style}];
            [self.view addSubview:tag];
            [tag sizeToFit];
            """)
        #expect(session.frame("tag")?.height == 30)
    }

    /// The 17-pt line doubled is 40.58 tall, 40.667 at @3x; its text sits at the bottom, the
    /// baseline 4.06 above it (20% of the font's line): 36.52 below the label's top (plainly
    /// 16.23, 80% down the font's line).
    @Test("the room a taller line gains is above its text: the first baseline moves down by it")
    func baselineBelowGainedRoom() {
        var session = Session()
        session.script("""
            let note = UILabel()
            let style = NSMutableParagraphStyle()
            style.lineHeightMultiple = 2
            note.attributedText = NSAttributedString(string: "Tea", attributes: [.paragraphStyle: style])
            let rule = UIView()
            view.addSubview(note)
            view.addSubview(rule)
            note.translatesAutoresizingMaskIntoConstraints = false
            rule.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                note.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                note.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                rule.topAnchor.constraint(equalTo: note.firstBaselineAnchor),
                rule.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                rule.widthAnchor.constraint(equalToConstant: 10),
                rule.heightAnchor.constraint(equalToConstant: 1),
            ])
            """)
        #expect(session.frame("note").map { abs($0.height - 122.0 / 3) < 1e-6 } == true)
        // 136.52, on the screen's pixel: 136.667.
        #expect(session.frame("rule").map { abs($0.minY - 410.0 / 3) < 1e-6 } == true)
    }

    @Test("plain text set afterwards drops the paragraph style's line heights with it")
    func plainTextDropsHeights() {
        #expect(height(styled("style.minimumLineHeight = 30", text: "Tea") + "\nnote.text = \"Tea\"", lines: 1).map {
            abs($0 - 61.0 / 3) < 1e-9
        } == true)
    }
}

@Suite("Fresh app code, fifteenth round")
struct Book115Tests {
    @Test("an app's statement macro written with its own semicolon (`GUARD_SELF;`) is skipped, not refused: the controller is laid out")
    func statementMacroWithSemicolon() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PayController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIButton *pay = [UIButton new];
                [self.view addSubview:pay];
                [pay mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 24, 0, 24));
                    make.bottom.equalTo(self.view).offset(-40);
                    make.height.mas_equalTo(48);
                }];
            }
            - (void)payTapped {
                GUARD_SELF;
                [self.view endEditing:YES];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pay") == Rect(x: 24, y: 579, width: 327, height: 48))
    }

    static let tileStrip = """
        @interface TileRow : UIView
        @property (nonatomic, assign, getter=isCompact) BOOL compact;
        @property (nonatomic, assign, getter=isTall) BOOL tall;
        @property (nonatomic, strong) UIView *strip;
        @end

        @implementation TileRow
        - (instancetype)init {
            if (self = [super init]) {
                _strip = [[UIView alloc] init];
                [self addSubview:_strip];
                [self sizeStrip:self.isCompact height:[self isTall] ? 80 : 50];
            }
            return self;
        }
        - (void)sizeStrip:(BOOL)compact height:(CGFloat)height {
            _strip.frame = CGRectMake(0, 0, compact ? 100 : 200, height);
        }
        """

    @Test("a BOOL property's custom getter (`getter=isCompact`) reads the property, as an argument and as a message: NO until set")
    func customGetterReadsProperty() {
        var session = Session()
        session.script(Self.tileStrip + "\n@end")
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test("a getter the class writes itself is the one its getter= attribute names")
    func writtenGetterWins() {
        var session = Session()
        session.script(Self.tileStrip + "\n- (BOOL)isCompact { return YES; }\n@end")
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    /// A system button's title is 15 pt and the button 30 tall; a custom one's 18 pt, 34 tall.
    @Test("the app's button class the paste lacks, made with UIKit's init(type: .system), is a system button of that class")
    func unknownButtonSubclassKeepsType() {
        func frame(_ made: String) -> Rect? {
            var session = Session()
            session.script("""
                let go = \(made)
                go.setTitle("Get started", for: .normal)
                view.addSubview(go)
                go.translatesAutoresizingMaskIntoConstraints = false
                go.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                go.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                """)
            return session.frame("go")
        }
        let system = frame("UIButton(type: .system)")
        #expect(system.map { $0.height == 30 } == true)
        #expect(frame("CapsuleButton(type: .system)") == system)
        #expect(frame("CapsuleButton(type: .custom)") == frame("UIButton(type: .custom)"))
        // Named for no UIKit class, the button type says what it is.
        #expect(frame("ShinyCTA(type: .system)") == system)
    }

    static func itemCell(_ rows: String) -> String {
        """
        class Tile: UICollectionViewCell {
            let badge = UIView()
            let caption = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                addSubview(caption)
                badge.translatesAutoresizingMaskIntoConstraints = false
                caption.translatesAutoresizingMaskIntoConstraints = false
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "\(rows)", options: [], metrics: nil, views: ["b": badge, "c": caption]))
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[b]-|", options: [], metrics: nil, views: ["b": badge]))
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[c]|", options: [], metrics: nil, views: ["c": caption]))
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test("a collection cell whose constraints fix its height but not its width is shown that tall, at the default item width, in no conflict")
    func itemKeepsTheHeightItsConstraintsFix() {
        var session = Session()
        let outcomes = session.script(Self.itemCell("V:|-10-[b(30)]-10-[c(40)]-10-|"))
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(session.frame("caption") == Rect(x: 0, y: 50, width: 50, height: 40))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("shown at 50×100: ") && $0.hasSuffix("as near as its required constraints allow (its height is theirs)") })
        #expect(!notes.contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test("one whose constraints fix neither length but need 90 points of height is shown 90 tall, not squeezed to the default 50")
    func itemRaisedToWhatItsConstraintsNeed() {
        var session = Session()
        let outcomes = session.script(Self.itemCell("V:|-10-[b]-10-[c(60)]-10-|"))
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 50, height: 90))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("shown at 50×90: ") })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test("a cell's method that sets its labels' text from the app's data, which nothing in the paste calls, is named: they are shown empty")
    func uncalledFillerNamed() {
        var session = Session()
        let outcomes = session.script("""
            class StopRow: UITableViewCell {
                private let stop = UILabel()
                private let eta = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(stop)
                    contentView.addSubview(eta)
                    stop.translatesAutoresizingMaskIntoConstraints = false
                    eta.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stop.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        stop.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        eta.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        eta.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                func fill(name: String, minutes: Int) {
                    stop.text = name
                    eta.text = "\\(minutes) min"
                }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("StopRow's fill(name:minutes:) sets the text of stop and eta, but nothing in the paste calls it")
        })
        #expect(session.frame("eta")?.width == 0)
    }

    @Test("the app's button class made by its own initialiser given a width and a height is held at that size, as such initialisers pin it")
    func appInitializerSizeArguments() {
        var session = Session()
        let outcomes = session.script("""
            class ShelfController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let basket = PillButton(caption: "Basket", width: 120, height: 44)
                    view.addSubview(basket)
                    basket.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20).isActive = true
                    basket.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
                }
            }
            """)
        #expect(session.frame("basket") == Rect(x: 235, y: 603, width: 120, height: 44))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("with the title \"Basket\" and its width held at 120 and its height held at 44, as its initialiser's arguments say")
        })
    }

    @Test("an app's macro in capitals naming the object's own view (CONTENT_VIEW in a cell) is that view, with a note")
    func macroNamingOwnView() {
        var session = Session()
        let outcomes = session.script("""
            @interface StampCell : UICollectionViewCell
            @property (nonatomic, strong) UIImageView *stamp;
            @end

            @implementation StampCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.stamp = [[UIImageView alloc] init];
                    [CONTENT_VIEW addSubview:self.stamp];
                    [self.stamp mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(CONTENT_VIEW).insets(UIEdgeInsetsMake(4, 4, 4, 4));
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("stamp") == Rect(x: 4, y: 4, width: 42, height: 42))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'CONTENT_VIEW' is not in the paste: taken as self.contentView of StampCell") })
    }

    @Test("an optional property nothing in the paste sets, force-unwrapped in viewDidLoad, is the app's value, set before: read again, it is that value")
    func forceUnwrappedOptionalIsTheAppsValue() {
        var session = Session()
        let outcomes = session.script("""
            class HeadlineController: UIViewController {
                var headline: String?
                let caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(caption)
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                    caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                    print(headline!.count)
                    caption.text = headline
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'headline' is the app's: an optional property force-unwrapped nothing in the paste sets") })
        // Shown with a placeholder text, one 17-pt line tall.
        #expect(session.frame("caption").map { abs($0.height - 61.0 / 3) < 1e-9 } == true)
    }

    @Test("the app's add(subview:) helper whose closure makes constraints of the view and its superview adds, unmasks and pins the view")
    func addSubviewClosureHelper() {
        var session = Session()
        let outcomes = session.script("""
            class Ribbon: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let dot = UIView()
                    add(subview: dot) { (v, p) in [
                        v.topAnchor.constraint(equalTo: p.topAnchor, constant: 6),
                        v.trailingAnchor.constraint(equalTo: p.trailingAnchor, constant: -6),
                        v.widthAnchor.constraint(equalToConstant: 12),
                        v.heightAnchor.constraint(equalToConstant: 12)
                    ]}
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let ribbon = Ribbon(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            view.addSubview(ribbon)
            """)
        #expect(session.frame("dot") == Rect(x: 182, y: 6, width: 12, height: 12))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'add(subview:) { view, superview in … }' is the app's own") })
    }

    @Test("a message whose whole selector is the class's own method is that method, though a property has its first name")
    func selectorBeatsPropertyOfItsFirstName() {
        var session = Session()
        session.script("""
            @interface RackView : UIView <UICollectionViewDataSource>
            @property UICollectionView *collectionView;
            @end
            @implementation RackView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    for (int i = 0; i < [self collectionView:self.collectionView numberOfItemsInSection:0]; i++) {
                        UIView *slot = [[UIView alloc] initWithFrame:CGRectMake(0, i * 30, 60, 20)];
                        [self addSubview:slot];
                    }
                }
                return self;
            }
            - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section {
                return 2;
            }
            @end
            """)
        #expect(session.frame("slot2") == Rect(x: 0, y: 30, width: 60, height: 20))
    }

    @Test("the app's size helper on a view placed by its frame sets the frame's width, as UIView+Frame helpers do")
    func sizeHelperOnFramedView() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TotalView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UILabel *sum = [[UILabel alloc] initWithFrame:CGRectMake(0, 40, 0, 0)];
                    sum.text = @"9.90";
                    [sum sizeToFit];
                    [sum changeWidth:240];
                    [self addSubview:sum];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("sum").map { $0.minX == 0 && $0.minY == 40 && $0.width == 240 } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("taken to set the width of sum's frame to the number given") })
    }

    @Test("a cell whose init builds by the reuse identifier it is given is made with the first one it builds by, and says so")
    func cellMadeWithComparedIdentifier() {
        var session = Session()
        let outcomes = session.script("""
            static NSString *kRowPlain = @"rowPlain";
            @interface OrderRowCell : UITableViewCell
            @property (nonatomic, strong) UILabel *price;
            @end
            @implementation OrderRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    if ([reuseIdentifier isEqualToString:kRowPlain]) {
                        _price = [[UILabel alloc] init];
                        _price.translatesAutoresizingMaskIntoConstraints = NO;
                        [self.contentView addSubview:_price];
                        [_price.trailingAnchor constraintEqualToAnchor:self.contentView.trailingAnchor constant:-16].active = YES;
                        [_price.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12].active = YES;
                        [_price.widthAnchor constraintEqualToConstant:80].active = YES;
                        [_price.heightAnchor constraintEqualToConstant:20].active = YES;
                        [_price.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-12].active = YES;
                    }
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("price") == Rect(x: 279, y: 12, width: 80, height: 20))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("reuseIdentifier: \"rowPlain\") (the first identifier its init builds by; the app may dequeue it with another)")
        })
    }

    @Test("views a subclass of the app's base class (not in the paste) only reads are that class's, skipped alike, never nil")
    func baseClassViewsSkippedAlike() {
        var session = Session()
        let outcomes = session.script("""
            @interface IncomingCell : BubbleCell
            @end
            @implementation IncomingCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    NSDictionary *views = @{ @"title": self.titleText, @"badge": self.badgeView };
                    [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-10-[title]-8-[badge(35)]" options:0 metrics:nil views:views]];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("skipped 'badgeView': IncomingCell derives from 'BubbleCell', the app's own") })
        #expect(!notes.contains { $0.contains("is nil") })
        #expect(session.frame("incomingCell") != nil)
    }

    @Test("a view whose own initialiser takes a frame with the app's values and places its subviews by it is made with the frame it is shown at")
    func appInitializerFrameIsTheShownOne() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PriceStrip
            - (id)initWithFrame:(CGRect)frame tint:(UIColor *)tint {
                if (self = [super initWithFrame:frame]) {
                    UIView *rule = [[UIView alloc] initWithFrame:CGRectMake(15, 10, frame.size.width - 30, 1)];
                    [self addSubview:rule];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("rule") == Rect(x: 15, y: 10, width: 345, height: 1))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("PriceStrip's init(frame:tint:) places its subviews by the frame it is given: made with the frame it is shown at, 375×667")
        })
    }

    @Test("labels a property's setter fills, or that nothing in the paste gives a text, are named as shown empty")
    func labelsFilledFromOutsideNamed() {
        var session = Session()
        let outcomes = session.script("""
            final class BannerView: UIView {
                private let headline = UILabel()
                private let byline = UILabel()
                var title: String? {
                    get { headline.text }
                    set { headline.text = newValue }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(headline)
                    addSubview(byline)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("BannerView's 'title' sets the text of headline when set, which nothing in the paste does") })
        #expect(notes.contains { $0.hasPrefix("nothing in the paste sets the text of byline (the app's code does, with its data)") })
    }

    @Test("the app's view class made by its own initialiser given a frame under another label (initWithCaption:andFrame:) is made with that frame")
    func standInKeepsLabelledFrame() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TrailScreen
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    TitleStrip *strip = [[TitleStrip alloc] initWithCaption:@"Trails" andFrame:CGRectMake(0, 20, frame.size.width, 40)];
                    [self addSubview:strip];
                    UIView *map = [[UIView alloc] init];
                    map.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:map];
                    NSDictionary *views = @{@"strip": strip, @"map": map};
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[map]|" options:0 metrics:nil views:views]];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[strip][map]|" options:0 metrics:nil views:views]];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("strip") == Rect(x: 0, y: 20, width: 375, height: 40))
        #expect(session.frame("map") == Rect(x: 0, y: 60, width: 375, height: 607))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("made with the frame its initialiser is given") })
    }

    @Test("PureLayout 3.0's autoPinEdges(toSuperviewMarginsExcludingEdge:) pins the other three edges to the superview's margins")
    func pureLayoutMarginsExcludingEdge() {
        var session = Session()
        session.script("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
            view.addSubview(card)
            let top = UIView()
            let rest = UIView()
            card.addSubview(top)
            card.addSubview(rest)
            top.autoPinEdges(toSuperviewMarginsExcludingEdge: .bottom)
            top.autoSetDimension(.height, toSize: 40)
            rest.autoPinEdges(toSuperviewMarginsExcludingEdge: .top)
            rest.autoPinEdge(.top, to: .bottom, of: top)
            """)
        #expect(session.frame("top") == Rect(x: 8, y: 8, width: 359, height: 40))
        #expect(session.frame("rest") == Rect(x: 8, y: 48, width: 359, height: 144))
    }

    @Test("an app's macro statement written as @name(self), or a camel-case name alone on its line with no semicolon, is skipped")
    func otherMacroStatementsSkipped() {
        for line in ["@weak(self)", "@weakObj(self);", "kWeakSelf", "weakify_self"] {
            var session = Session()
            let outcomes = session.script("""
                @implementation SheetView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if (self = [super initWithFrame:frame]) {
                        \(line)
                        UIView *card = [[UIView alloc] init];
                        [self addSubview:card];
                        [card mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.center.mas_equalTo(0);
                            make.size.mas_equalTo(CGSizeMake(280, 160));
                        }];
                    }
                    return self;
                }
                @end
                """)
            #expect(outcomes.allSatisfy { !$0.failed }, "\(line)")
            #expect(session.frame("card").map { $0.width == 280 && $0.height == 160 } == true, "\(line)")
        }
    }

    @Test("the app's own updateConstraints(_:) taking an argument is not UIKit's hook: nothing calls it, and the view is laid out")
    func appUpdateConstraintsWithArgumentIsNotTheHook() {
        var session = Session()
        session.script("""
            final class Drawer: UIView {
                let handle = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(handle)
                    handle.snp.makeConstraints { $0.top.equalToSuperview().offset(12); $0.centerX.equalToSuperview(); $0.width.equalTo(60); $0.height.equalTo(5) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension Drawer {
                private func updateConstraints(_ inset: CGFloat) {
                    snp.remakeConstraints { $0.top.equalToSuperview().inset(inset) }
                }
            }
            """)
        // (157.5 on the @3x screen's pixel: 157.667.)
        #expect(session.frame("handle").map { abs($0.minX - 473.0 / 3) < 1e-9 && $0.minY == 12 && $0.width == 60 } == true)
    }

    @Test("a collection item whose init(frame:) sizes its views by its content view's bounds is made at the item's frame")
    func itemReadsContentViewBounds() {
        var session = Session()
        session.script("""
            class Swatch: UICollectionViewCell {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(dot)
                    let side = contentView.bounds.height - 10
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        dot.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
                        dot.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        dot.widthAnchor.constraint(equalToConstant: side),
                        dot.heightAnchor.constraint(equalToConstant: side),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(session.frame("dot") == Rect(x: 5, y: 5, width: 40, height: 40))
    }

    @Test("a view class the paste lacks, made by its factory given a frame (GMSMapView.map(withFrame:camera:)), stands in as a plain view")
    func frameworkViewFactory() {
        var session = Session()
        let outcomes = session.script("""
            class SpotsView: UIView {
                let map: TrailMapView
                let list = UITableView()
                override init(frame: CGRect) {
                    map = TrailMapView.map(withFrame: .zero, camera: nil)
                    super.init(frame: frame)
                    map.translatesAutoresizingMaskIntoConstraints = false
                    list.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(map)
                    addSubview(list)
                    NSLayoutConstraint.activate([
                        map.topAnchor.constraint(equalTo: topAnchor),
                        map.leadingAnchor.constraint(equalTo: leadingAnchor),
                        map.trailingAnchor.constraint(equalTo: trailingAnchor),
                        map.heightAnchor.constraint(equalToConstant: 300),
                        list.topAnchor.constraint(equalTo: map.bottomAnchor),
                        list.leadingAnchor.constraint(equalTo: leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: trailingAnchor),
                        list.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(session.frame("map") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(session.frame("list") == Rect(x: 0, y: 300, width: 375, height: 367))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'TrailMapView.map(…)' is not in the paste: a factory of TrailMapView given a frame") })
    }

    @Test("a shown view's lazy views that add themselves, which nothing in the paste reads, are read once it is made, as the app reads them")
    func unreadLazyBuildersRead() {
        var session = Session()
        let outcomes = session.script("""
            class ShelfHeader: UICollectionReusableView {
                lazy var caption: UILabel = {
                    let l = UILabel()
                    l.text = "New"
                    addSubview(l)
                    l.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        make.left.equalToSuperview().offset(16)
                    }
                    return l
                }()
            }
            """)
        #expect(session.frame("caption").map { $0.minX == 16 && $0.minY == 0 } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("nothing in the paste reads ShelfHeader's caption") })
    }

    @Test("a property whose didSet builds the view, which nothing in the paste sets, is named: the view is shown without it")
    func unsetBuildingObserverNamed() {
        var session = Session()
        let outcomes = session.script("""
            class Poster: UIView {
                var art: UIImageView? {
                    didSet {
                        guard let art = art else { return }
                        addSubview(art)
                    }
                }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("Poster's 'art' adds subviews or constraints when set (its didSet), but nothing in the paste sets it")
        })
    }

    /// The 40-pt line is 47.74 tall, 48 at @3x; the 12-pt one 14.33.
    @Test("a smaller font for part of an attributed text leaves it measured in its larger font, as tall as its largest line")
    func partialFontKeepsTheLarger() {
        var session = Session()
        session.script("""
            UILabel *reading = [[UILabel alloc] initWithFrame:CGRectMake(10, 10, 0, 0)];
            NSMutableAttributedString *s = [[NSMutableAttributedString alloc] initWithString:@"21°" attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:40]}];
            [s setAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:12]} range:NSMakeRange(2, 1)];
            reading.attributedText = s;
            [self.view addSubview:reading];
            [reading sizeToFit];
            UILabel *whole = [[UILabel alloc] initWithFrame:CGRectMake(10, 100, 0, 0)];
            NSMutableAttributedString *t = [[NSMutableAttributedString alloc] initWithString:@"21°"];
            [t addAttribute:NSFontAttributeName value:[UIFont systemFontOfSize:12] range:NSMakeRange(0, t.length)];
            whole.attributedText = t;
            [self.view addSubview:whole];
            [whole sizeToFit];
            """)
        #expect(session.frame("reading")?.height == 48)
        #expect(session.frame("whole").map { abs($0.height - 43.0 / 3) < 1e-9 } == true)
    }

    @Test("a controller's optional of the app's type written '= nil' is the app's value, as the same property written without it is")
    func optionalWrittenNilIsTheAppsToo() {
        func height(_ declaration: String) -> Double? {
            var session = Session()
            session.script("""
                class CardScreen: UIViewController {
                    \(declaration)
                    let headline = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        headline.text = entry?.caption
                        view.addSubview(headline)
                        headline.translatesAutoresizingMaskIntoConstraints = false
                        headline.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                        headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                    }
                }
                """)
            return session.frame("headline")?.height
        }
        #expect(height("var entry: Entry?").map { abs($0 - 61.0 / 3) < 1e-9 } == true)
        #expect(height("var entry: Entry? = nil") == height("var entry: Entry?"))
    }

    @Test("Objective-C's int keeps the whole part of a number put in it, as C converts it: 375 / 7 is 53 in an int, 53.571 in a CGFloat")
    func cIntegerTruncates() {
        var session = Session()
        session.script("""
            @implementation WeekStrip
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    CGFloat screenWidth = 375;
                    int width = screenWidth / 7;
                    NSInteger step = 0;
                    step = screenWidth / 2;
                    CGFloat exact = screenWidth / 7;
                    UIView *chip = [[UIView alloc] initWithFrame:CGRectMake(width, step, exact, 20)];
                    [self addSubview:chip];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("chip").map { $0.minX == 53 && $0.minY == 187 && abs($0.width - 375.0 / 7) < 0.34 } == true)
    }

    @Test("the key window asked by message ([[UIApplication sharedApplication] keyWindow].bounds) is the screen, as the dot form is")
    func keyWindowByMessage() {
        var session = Session()
        session.script("""
            @implementation Overlay
            - (instancetype)init {
                self = [super initWithFrame:[[UIApplication sharedApplication] keyWindow].bounds];
                if (self) {
                    UIView *card = [[UIView alloc] initWithFrame:CGRectMake(16, 0, self.bounds.size.width - 32, 10)];
                    [self addSubview:card];
                }
                return self;
            }
            @end
            """)
        #expect(session.frame("card") == Rect(x: 16, y: 0, width: 343, height: 10))
    }
}
