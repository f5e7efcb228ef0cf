@testable import Language
import Layout
import Testing

/// What the thirty-first round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-first round")
struct Book131Tests {
    @Test("Objective-C: an NSMutableArray passed to a method is one object the caller shares, so the constraints the method adds to it are the caller's to install")
    func objectiveCMutableArrayIsShared() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TileViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableArray *pending = [NSMutableArray array];
                [self placeTileIn:self.view constraints:pending];
                [self.view addConstraints:pending];
            }
            - (UIView *)placeTileIn:(UIView *)host constraints:(NSMutableArray<NSLayoutConstraint *> *)list {
                UIView *tile = [[UIView alloc] init];
                tile.translatesAutoresizingMaskIntoConstraints = NO;
                [host addSubview:tile];
                [list addObject:[NSLayoutConstraint constraintWithItem:tile attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:120]];
                [list addObject:[NSLayoutConstraint constraintWithItem:tile attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:40]];
                [list addObjectsFromArray:@[
                    [NSLayoutConstraint constraintWithItem:tile attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:host attribute:NSLayoutAttributeCenterX multiplier:1 constant:0],
                    [NSLayoutConstraint constraintWithItem:tile attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:host attribute:NSLayoutAttributeTop multiplier:1 constant:90]
                ]];
                return tile;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred on the 375 screen: (375 − 120) / 2 = 127.5, on the @3x pixel grid 127.667.
        #expect(session.frame("tile") == Rect(x: 383.0 / 3, y: 90, width: 120, height: 40))
    }

    @Test("Objective-C: a mutable array made in the call (a method filling [NSMutableArray array]) changes nothing of the caller's, and is no error")
    func objectiveCTemporaryMutableArray() {
        var session = Session()
        let outcomes = session.script("""
            @implementation FillViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 100, 200, 10)];
                [self.view addSubview:bar];
                [self fill:[NSMutableArray array]];
            }
            - (void)fill:(NSMutableArray *)list {
                [list addObject:@"one"];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 100, width: 200, height: 10))
    }

    @Test("a view whose own init gives its frame one side (70 tall, a width of 0 or the app's unknown) keeps that side, and is as wide as the screen as far as its constraints allow")
    func ownFrameWithOneSideKept() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PillView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:CGRectMake(0, 0, 0, 70)];
                if (self) {
                    _dot = [[UIView alloc] init];
                    [self addSubview:_dot];
                    [_dot mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.mas_equalTo(10);
                        make.width.height.equalTo(self.mas_height).multipliedBy(0.5);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pillView") == Rect(x: 0, y: 0, width: 375, height: 70))
        #expect(session.frame("dot") == Rect(x: 10, y: 10, width: 35, height: 35))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("at the height its own code gives it, 70") })
    }

    @Test("a prefix header's KCWIDTH (a K, the app's letter, WIDTH in capitals) is the screen's width, as SCREEN_WIDTH is")
    func prefixedScreenWidthMacro() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HalfView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:CGRectMake(0, 0, KCWIDTH / 2, 70)];
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("halfView") == Rect(x: 0, y: 0, width: 187.5, height: 70))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'KCWIDTH' is not in the paste: taken as the screen's width") })
    }

    @Test("Objective-C: a cell made with initWithFrame: that sets a table cell's own property on itself ([self setSelectionStyle:…]) is a table's cell, 44 tall and as wide as the table, not a collection view's 50×50 item")
    func objectiveCTableCellFromItsMembers() {
        var session = Session()
        let outcomes = session.script("""
            @implementation MuteCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self setSelectionStyle:UITableViewCellSelectionStyleNone];
                    _caption = [[UILabel alloc] initWithFrame:CGRectZero];
                    [_caption setText:@"Mute"];
                    [_caption setTranslatesAutoresizingMaskIntoConstraints:NO];
                    [self addSubview:_caption];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[_caption]-16-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_caption)]];
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:_caption attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeCenterY multiplier:1 constant:0]];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("muteCell") == Rect(x: 0, y: 0, width: 375, height: 44))
        // Centred in the 44 row: (44 − 20.333) / 2 = 11.833, 35.5 pixels at @3x, rounded to 36.
        #expect(session.frame("caption") == Rect(x: 16, y: 12, width: 343, height: 61.0 / 3))
    }

    @Test("a table cell's accessory view sits inside the cell's trailing margin: 20 on a 393-pt phone, so a switch takes 51 + 20 from the content view, and 51 + 16 on a 375-pt one")
    func accessoryViewUsesTheCellMargin() {
        let cell = """
            class SwitchRowCell: UITableViewCell {
                let fill = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    fill.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(fill)
                    NSLayoutConstraint.activate([
                        fill.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        fill.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        fill.topAnchor.constraint(equalTo: contentView.topAnchor),
                        fill.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        fill.heightAnchor.constraint(equalToConstant: 30),
                    ])
                    accessoryView = UISwitch()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        var wide = Session()
        let outcomes = wide.script("device iPhone 15\n" + cell)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(wide.frame("fill") == Rect(x: 0, y: 0, width: 393 - 51 - 20, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("51 wide, and the cell's margin, 20") })
        var narrow = Session()
        _ = narrow.script("device iPhone SE\n" + cell)
        #expect(narrow.frame("fill") == Rect(x: 0, y: 0, width: 375 - 51 - 16, height: 30))
    }

    @Test("a button is sized by its normal state's title: a longer title for .highlighted or .selected shows only in that state, and one for [.normal, .highlighted] sizes it; a short title leaves a system button 30 wide, as storyboards store it")
    func buttonSizedByItsNormalTitle() {
        var session = Session()
        let outcomes = session.script("""
            let plain = UIButton(type: .system)
            plain.setTitle("Go", for: .normal)
            let pressed = UIButton(type: .system)
            pressed.setTitle("Go", for: .normal)
            pressed.setTitle("Working on it", for: .highlighted)
            pressed.setTitle("Done and dusted", for: UIControl.State.selected)
            let both = UIButton(type: .system)
            both.setTitle("Go", for: [.normal, .highlighted])
            view.addSubview(plain)
            view.addSubview(pressed)
            view.addSubview(both)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.state.swift.controls["pressed"]?.title == "Go")
        #expect(session.state.swift.controls["both"]?.title == "Go")
        // "Go" in the system font at 15 pt is 20 wide; a system button showing only its title is at least 30.
        let sizes = ["plain", "pressed", "both"].map { ControlSizes.intrinsicSize(of: "UIButton", session.state.swift.controls[$0] ?? ControlContent()) }
        #expect(sizes.allSatisfy { $0 == Size(width: 30, height: 30) })
    }

    @Test("window.screen is the device's screen: a hairline 1 / window.screen.scale tall in didMoveToWindow is one pixel, a third of a point at @3x")
    func windowScreenScale() {
        var session = Session()
        let outcomes = session.script("""
            class HairlineView: UIView {
                lazy var h: NSLayoutConstraint = heightAnchor.constraint(equalToConstant: 1)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    translatesAutoresizingMaskIntoConstraints = false
                    h.isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                override func didMoveToWindow() {
                    if let screen = window?.screen { h.constant = 1 / screen.scale }
                }
            }
            class RuleController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let rule = HairlineView()
                    view.addSubview(rule)
                    NSLayoutConstraint.activate([
                        rule.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        rule.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        rule.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("rule") == Rect(x: 0, y: 100, width: 375, height: 1.0 / 3))
    }

    static func pinnedCell(top: String, bottom: String) -> String {
        """
        class NoticeCell: UITableViewCell {
            let caption = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                caption.text = "Hello"
                caption.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(caption)
                NSLayoutConstraint.activate([
                    caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    caption.topAnchor.constraint(equalTo: \(top), constant: 20),
                    \(bottom).constraint(equalTo: caption.bottomAnchor, constant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test("a cell whose content is pinned to the cell's own top and bottom (topAnchor, self.bottomAnchor), not its content view's, gets the standard 44 row, as UIKit's self-sizing measures only the content view; pinned to contentView's, the row is its content's")
    func cellContentPinnedToTheCellItself() {
        var own = Session()
        let outcomes = own.script(Self.pinnedCell(top: "topAnchor", bottom: "self.bottomAnchor"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row 44, its content view (the cell here) less the separator's pixel; the label
        // squeezed between 20 below the top and 20 above the row's bottom, 44: 4 tall.
        #expect(own.frame("noticeCell") == Rect(x: 0, y: 0, width: 375, height: 44 - 1.0 / 3))
        #expect(own.frame("caption") == Rect(x: 16, y: 20, width: 39, height: 4))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("pins its content to the cell's own top or bottom") })
        var content = Session()
        _ = content.script(Self.pinnedCell(top: "contentView.topAnchor", bottom: "contentView.bottomAnchor"))
        // 20 + 20.333 + 20.
        #expect(content.frame("noticeCell") == Rect(x: 0, y: 0, width: 375, height: 181.0 / 3))
        #expect(content.frame("caption") == Rect(x: 16, y: 20, width: 39, height: 61.0 / 3))
    }

    @Test("Cartography: a constant of the app's added to an attribute (top == superview.top + margin, the margin made from the app's Metrics) is 0 with a note, as in an anchor's constant, not a refusal")
    func cartographyUnknownConstant() {
        var session = Session()
        let outcomes = session.script("""
            class TagView: UIView {
                let tag1 = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(tag1)
                    let gap = CGFloat(Metrics.gap)
                    constrain(tag1) { t in
                        t.top == t.superview!.top + gap
                        t.left == t.superview!.left + 12
                        t.width == 40
                        t.height == 30
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tag1") == Rect(x: 12, y: 0, width: 40, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'Metrics.gap' is not in the paste: 0 is used in its place") })
    }

    @Test("Anchorage: an anchor expression kept in a variable (let half = view.widthAnchor / 2 - 20) is related later as written inline")
    func anchorageKeptExpression() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.topAnchor == view.topAnchor + 100
            box.leadingAnchor == view.leadingAnchor
            box.heightAnchor == 50
            let half = (view.widthAnchor / 2) - 20
            box.widthAnchor == half
            let inset = 10 + view.leadingAnchor
            let tile = UIView()
            view.addSubview(tile)
            tile.leadingAnchor == inset
            tile.topAnchor == view.topAnchor
            tile.sizeAnchors == CGSize(width: 20, height: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 / 2 − 20 = 167.5, on the @3x pixel grid 167.667.
        #expect(session.frame("box") == Rect(x: 0, y: 100, width: 503.0 / 3, height: 50))
        #expect(session.frame("tile") == Rect(x: 10, y: 0, width: 20, height: 20))
    }

    @Test("an app's stack view initialiser not in the paste (UIStackView([title, badge], axis:, alignment:)) stands in with the views given as its arranged subviews, not an empty stack")
    func appStackInitializerKeepsItsViews() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.text = "Hello"
            let badge = UIView()
            badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let row = UIStackView([title, badge], axis: .horizontal, alignment: .top)
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 335 wide: the label takes what the 40-pt badge leaves, aligned at the top.
        #expect(session.frame("row") == Rect(x: 20, y: 20, width: 335, height: 40))
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 295, height: 61.0 / 3))
        #expect(session.frame("badge") == Rect(x: 295, y: 0, width: 40, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the views given as its arranged subviews") })
    }

    @Test("a name in backticks that spells a keyword (var `switch`: UISwitch!, `default`) is a name, read and assigned as any other; `self` so bound is still the object")
    func escapedKeywordNames() {
        var session = Session()
        let outcomes = session.script("""
            class ToggleRow: UIView {
                var `switch`: UISwitch!
                var `default`: CGFloat = 8
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    `switch` = UISwitch()
                    addSubview(`switch`)
                    `switch`.translatesAutoresizingMaskIntoConstraints = false
                    `switch`.topAnchor.constraint(equalTo: topAnchor, constant: `default`).isActive = true
                    `switch`.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -`default`).isActive = true
                    DispatchQueue.main.async { [weak self] in
                        guard let `self` = self else { return }
                        self.default = 12
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = ToggleRow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
            view.addSubview(row)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A switch is placed by its 49×31 alignment rectangle, 8 from the row's top and right
        // edges: its 51-wide frame reaches 2 further right.
        #expect(session.frame("switch") == Rect(x: 243, y: 8, width: 51, height: 31))
    }

    @Test("a wrapping label whose horizontal hugging is required never grows past its text: two in a fill stack that must span a width conflict, as UIKit logs, instead of both stretching")
    func requiredHuggingOfAWrappingLabel() {
        var session = Session()
        let outcomes = session.script("""
            let left = UILabel()
            let right = UILabel()
            let row = UIStackView()
            for label in [left, right] {
                label.text = "Name"
                label.numberOfLines = 0
                label.setContentHuggingPriority(.required, for: .horizontal)
                label.setContentCompressionResistancePriority(.required, for: .horizontal)
                row.addArrangedSubview(label)
            }
            row.spacing = 8
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            ])
            """)
        _ = outcomes
        // The conflict holds both labels' required hugging (their width at most their text's);
        // one of them is the constraint broken, as UIKit adds content-size constraints at the
        // layout pass, after the code's, and breaks the newest.
        let layout = session.layout
        let conflict = layout.conflicts.first
        #expect(conflict != nil)
        #expect(conflict.flatMap { layout.constraint($0.broken) }.map { if case .contentHugging(.horizontal) = $0.origin { true } else { false } } == true)
        let hugged = ((conflict.map { [$0.broken] } ?? []) + (conflict?.conflicting ?? [])).compactMap { layout.constraint($0) }.filter {
            if case .contentHugging(.horizontal) = $0.origin { true } else { false }
        }
        #expect(hugged.count == 2 && hugged.allSatisfy { $0.relation == .lessThanOrEqual && $0.priority == 1000 })
    }

    @Test("a button shows, and is sized by, the title of the state it is in: isEnabled = false shows the disabled title, isSelected = true the selected one, each falling back to the normal title")
    func buttonTitleFollowsItsState() {
        var session = Session()
        let outcomes = session.script("""
            let follow = UIButton(type: .system)
            follow.setTitle("Follow", for: .normal)
            follow.setTitle("Following everyone", for: .selected)
            follow.setTitle("Sign in to follow", for: .disabled)
            view.addSubview(follow)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.state.swift.controls["follow"]?.title == "Follow")
        _ = session.script("follow.isSelected = true")
        #expect(session.state.swift.controls["follow"]?.title == "Following everyone")
        _ = session.script("follow.isEnabled = false")
        #expect(session.state.swift.controls["follow"]?.title == "Sign in to follow")
        _ = session.script("follow.isEnabled = true\nfollow.isSelected = false")
        #expect(session.state.swift.controls["follow"]?.title == "Follow")
        var plain = Session()
        _ = plain.script("""
            let send = UIButton(type: .system)
            send.setTitle("Send", for: .normal)
            send.isEnabled = false
            view.addSubview(send)
            """)
        // No disabled title of its own: the normal one.
        #expect(plain.state.swift.controls["send"]?.title == "Send")
    }

    @Test("Objective-C: [self init] in a view's own initialiser (initWithTitle:) runs the class's initWithFrame: override, as UIView's init calls initWithFrame:CGRectZero")
    func objectiveCInitReachesInitWithFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface Chip : UIView
            @property(nonatomic, strong) UILabel *caption;
            - (instancetype)initWithTitle:(NSString *)title;
            @end
            @implementation Chip
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.caption = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 50, 30)];
                    [self addSubview:self.caption];
                    self.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.widthAnchor constraintEqualToConstant:120].active = YES;
                    [self.heightAnchor constraintEqualToConstant:40].active = YES;
                }
                return self;
            }
            - (instancetype)initWithTitle:(NSString *)title {
                self = [self init];
                if (self) { self.caption.text = title; }
                return self;
            }
            @end
            @interface ChipViewController : UIViewController
            @end
            @implementation ChipViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Chip *chip = [[Chip alloc] initWithTitle:@"Hi"];
                [self.view addSubview:chip];
                [chip.leftAnchor constraintEqualToAnchor:self.view.leftAnchor constant:10].active = YES;
                [chip.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 10, y: 100, width: 120, height: 40))
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: 50, height: 30))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("Objective-C: [dict setValue:v forKey:k] fills an NSMutableDictionary as setObject:forKey: does (nil removes the key), so a table's rows counted from it are there")
    func objectiveCDictionarySetValue() {
        var session = Session()
        let outcomes = session.script("""
            @interface PlacesViewController : UITableViewController
            @property (strong, nonatomic) NSMutableDictionary *places;
            @end
            @implementation PlacesViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.places = [[NSMutableDictionary alloc] init];
                [self.places setValue:@"Harbour" forKey:@"a"];
                [self.places setValue:@"Market" forKey:@"b"];
                [self.places setValue:@"Tower" forKey:@"c"];
                [self.places setValue:nil forKey:@"b"];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return [self.places count];
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                return 70;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two rows of 70.
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("its content is 375×140") })
    }

    @Test("a table cell the code made has no accessory until the code gives it one: accessoryType reads .none, so a layoutSubviews branch on 'accessoryType != .none' does not run and one on '== .none' does")
    func cellAccessoryTypeDefaultsToNone() {
        var session = Session()
        let outcomes = session.script("""
            class ArrowCell: UITableViewCell {
                let arrow = UIView()
                let plainMark = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if accessoryType != .none {
                        arrow.frame = CGRect(x: 300, y: 0, width: 20, height: 44)
                        contentView.addSubview(arrow)
                    }
                    if accessoryType == .none && accessoryView == nil {
                        plainMark.frame = CGRect(x: 10, y: 10, width: 8, height: 8)
                        contentView.addSubview(plainMark)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("arrow") == nil)
        #expect(session.frame("plainMark") == Rect(x: 10, y: 10, width: 8, height: 8))
    }

    @Test("Objective-C: a lazy getter that makes its view under a local and stores it (UILabel *title = …; _titleLabel = title;) names the view as its property, as a Swift property's closure does")
    func objectiveCLazyGetterNamesItsView() {
        var session = Session()
        let outcomes = session.script("""
            @interface RecipeCell : UITableViewCell
            @property (nonatomic, strong) UILabel *titleLabel;
            @property (nonatomic, strong) UILabel *tagLabel;
            @end
            @implementation RecipeCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    self.titleLabel.frame = CGRectMake(15, 10, 200, 20);
                    self.tagLabel.frame = CGRectMake(15, 30, 200, 14);
                }
                return self;
            }
            - (UILabel *)titleLabel {
                if (!_titleLabel) {
                    UILabel *label = [[UILabel alloc] init];
                    [self.contentView addSubview:label];
                    _titleLabel = label;
                }
                return _titleLabel;
            }
            - (UILabel *)tagLabel {
                if (!_tagLabel) {
                    UILabel *label = [[UILabel alloc] init];
                    [self.contentView addSubview:label];
                    _tagLabel = label;
                }
                return _tagLabel;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == Rect(x: 15, y: 10, width: 200, height: 20))
        #expect(session.frame("tagLabel") == Rect(x: 15, y: 30, width: 200, height: 14))
        #expect(session.frame("label") == nil)
    }
}
