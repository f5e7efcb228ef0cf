@testable import Language
import Layout
import Testing

/// What the twentieth round's probes and fresh app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, twentieth round")
struct Book120Tests {
    static let grid = """
        class Grid: UIView {
            COLUMNS
            let tiles = (0..<5).map { _ in UIView() }
            override init(frame: CGRect) {
                super.init(frame: frame)
                tiles.forEach { addSubview($0) }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                TOTAL
                for (i, tile) in tiles.enumerated() {
                    tile.frame = CGRect(x: CGFloat(i % columns) * 50, y: CGFloat(i / columns) * 50 + CGFloat(total / 4), width: 40, height: 40)
                }
            }
        }
        let grid = Grid(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.addSubview(grid)
        """

    @Test("a property given a ternary of integer literals (`let columns = wide ? 4 : 3`) is an Int: `i / columns` drops the remainder")
    func ternaryPropertyIsAnInt() {
        var session = Session()
        let outcomes = session.script(Self.grid
            .replacingOccurrences(of: "COLUMNS", with: "let wide = false\n    let columns = wide ? 4 : 3")
            .replacingOccurrences(of: "TOTAL", with: "let total = 0"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // Tile 4 (i = 4): column 4 % 3 = 1, row 4 / 3 = 1.
        #expect(session.frame("view6") == Rect(x: 50, y: 50, width: 40, height: 40))
        #expect(session.frame("view3") == Rect(x: 50, y: 0, width: 40, height: 40))
    }

    @Test("`reduce(0)` over whole numbers, or adding an Int to its first argument, is an Int: `total / 4` drops the remainder")
    func reduceOfIntsIsAnInt() {
        for total in ["let total = [1, 2, 3].reduce(0) { $0 + $1 }",
                      "let total = tiles.reduce(0) { $0 + Int($1.tag) + 1 } + 1",
                      "let total = (1...3).reduce(0) { sum, n in sum + n }",
                      "let total = tiles.reduce(0) { $0 + $1.subviews.count } + 6"] {
            var session = Session()
            let outcomes = session.script(Self.grid
                .replacingOccurrences(of: "COLUMNS", with: "let columns = 3")
                .replacingOccurrences(of: "TOTAL", with: total))
            #expect(outcomes.allSatisfy { !$0.failed }, "\(total)")
            // 6 / 4 is 1 for Ints.
            #expect(session.frame("view2") == Rect(x: 0, y: 1, width: 40, height: 40), "\(total)")
        }
    }

    @Test("`reduce(0)` adding CGFloats keeps the fraction, as Swift makes the literal a CGFloat there")
    func reduceOfWidthsKeepsItsFraction() {
        var session = Session()
        let outcomes = session.script(Self.grid
            .replacingOccurrences(of: "COLUMNS", with: "let columns = 3")
            .replacingOccurrences(of: "TOTAL", with: "let total = [2, 4].reduce(0) { $0 + $1 * 0.5 + CGFloat(1.5) }"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // 0 + 1 + 1.5 + 2 + 1.5 = 6; 6 / 4 = 1.5 for CGFloats.
        #expect(session.frame("view2") == Rect(x: 0, y: 1.5, width: 40, height: 40))
    }

    @Test("a UISlider() added with no frame is 0×0 and no conflict: its frame, not the rectangle its constraints place, is never negative")
    func zeroFrameSliderIsNoConflict() {
        var session = Session()
        let added = session.script("""
            let slider = UISlider()
            view.addSubview(slider)
            """)
        #expect(added.allSatisfy { !$0.failed })
        #expect(!added.flatMap(\.notes).contains { $0.contains("Unable to simultaneously satisfy") })
        #expect(session.frame("slider") == Rect(x: 0, y: 0, width: 0, height: 0))
        let placed = session.script("""
            slider.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                slider.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                slider.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                slider.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            ])
            """)
        #expect(placed.allSatisfy { !$0.failed })
        // Its frame reaches 2 pt past each side of what the constraints place, 1 pt below.
        #expect(session.frame("slider") == Rect(x: 18, y: 100, width: 339, height: 31))
    }

    @Test("a tag no code set is UIKit's 0 on a view the code made, so frame arithmetic on it is worked out, not left unknown")
    func unsetTagIsZero() {
        var session = Session()
        let outcomes = session.script("""
            let buttons = (0..<3).map { _ in UIButton(type: .system) }
            buttons[2].tag = 2
            for button in buttons {
                view.addSubview(button)
                button.frame = CGRect(x: 10, y: 20 + CGFloat(button.tag) * 44, width: 100 * button.alpha, height: 44)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("needs what is not in the paste") })
        #expect(session.frame("button") == Rect(x: 10, y: 20, width: 100, height: 44))
        #expect(session.frame("button3") == Rect(x: 10, y: 108, width: 100, height: 44))
    }

    @Test("a screen-size macro under the app's own capital prefix (GSScreenW, YY_ScreenHeight) is the screen's size; a lowercase word before it is no prefix")
    func prefixedScreenMacros() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 100, GSScreenW, YY_ScreenHeight / 10)];
                [self.view addSubview:bar];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 100, width: 375, height: 66.7))
        #expect(outcomes.flatMap(\.notes).contains("'GSScreenW' is not in the paste: taken as the screen's width, 375, as apps define it"))
        #expect(Evaluator.screenDimension("halfScreenWidth") == nil)
        #expect(Evaluator.screenDimension("KSCREEN_WIDTH") == "width")
    }

    @Test("an app's prefixed wrapper of Masonry's safe-area attribute (dg_mas_safeAreaLayoutGuideBottom) is Masonry's attribute, not 0")
    func prefixedMasonryAttribute() {
        var session = Session()
        let outcomes = session.script("""
            @implementation HomeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *panel = [UIView new];
                [self.view addSubview:panel];
                [panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view);
                    make.top.equalTo(self.view.dg_mas_safeAreaLayoutGuideTop);
                    make.bottom.equalTo(self.view.dg_mas_safeAreaLayoutGuideBottom).offset(-180);
                }];
            }
            @end
            device iPhone 15
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 852 − 34 − 180 = 638 at the bottom, 59 at the top.
        #expect(session.frame("panel") == Rect(x: 0, y: 59, width: 393, height: 579))
        #expect(outcomes.flatMap(\.notes).contains("'dg_mas_safeAreaLayoutGuideTop' is not in the paste: taken as Masonry's 'mas_safeAreaLayoutGuideTop', which the app's category is named after"))
    }

    @Test("a string's boundingRect with .usesLineFragmentOrigin wraps at the width it is given; without it the text is one line")
    func boundingRectWrapsAtTheWidth() {
        var session = Session()
        let outcomes = session.script("""
            let text = "Alpha Beta Gamma Delta"
            let font = UIFont.systemFont(ofSize: 17)
            let wrapped = text.boundingRect(with: CGSize(width: 80, height: .greatestFiniteMagnitude),
                                            options: [.usesLineFragmentOrigin, .usesFontLeading],
                                            attributes: [.font: font], context: nil)
            let line = (text as NSString).boundingRect(with: CGSize(width: 80, height: 40), options: [],
                                                       attributes: [NSAttributedString.Key.font: font], context: nil)
            let bubble = UIView()
            view.addSubview(bubble)
            bubble.frame = CGRect(x: 10, y: 10, width: 80, height: ceil(wrapped.height) + 16)
            let strip = UIView()
            view.addSubview(strip)
            strip.frame = CGRect(x: 10, y: 200, width: 80, height: ceil(line.height))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // No two of the words fit in 80 on one line ("Alpha Beta" is about 82.6 wide): four lines
        // of 17 × 1.1934 = 20.29, 81.15 in all, 82 rounded up, and 16 more.
        #expect(session.frame("bubble") == Rect(x: 10, y: 10, width: 80, height: 98))
        #expect(session.frame("strip") == Rect(x: 10, y: 200, width: 80, height: 21))
    }

    @Test("Objective-C's boundingRectWithSize: with NSStringDrawingUsesLineFragmentOrigin, MAXFLOAT and iOS 6's sizeWithFont:constrainedToSize: wrap the text")
    func objectiveCTextMeasures() {
        var session = Session()
        let outcomes = session.script("""
            @implementation NoteViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSString *text = @"Alpha Beta Gamma Delta";
                UIFont *font = [UIFont systemFontOfSize:17];
                CGRect box = [text boundingRectWithSize:CGSizeMake(80, MAXFLOAT)
                                                options:NSStringDrawingUsesLineFragmentOrigin | NSStringDrawingUsesFontLeading
                                             attributes:@{NSFontAttributeName: font} context:nil];
                CGSize old = [text sizeWithFont:font constrainedToSize:CGSizeMake(80, 1000) lineBreakMode:NSLineBreakByWordWrapping];
                UIView *note = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 80, ceil(box.size.height))];
                UIView *legacy = [[UIView alloc] initWithFrame:CGRectMake(100, 0, old.width, old.height)];
                [self.view addSubview:note];
                [self.view addSubview:legacy];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("MAXFLOAT") })
        #expect(session.frame("note") == Rect(x: 0, y: 0, width: 80, height: 82))
        // iOS 6 rounds both up to whole points: the widest word ("Delta", about 43) and 82 tall.
        #expect(session.frame("legacy")?.height == 82)
        #expect((session.frame("legacy")?.width ?? 0) < 80)
    }

    static let gridController = """
        class GridViewController: UIViewController {
            let tile = UIView()
            let banner = Banner()
            var transitions: [CGSize] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tile)
                view.addSubview(banner)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                transitions.append(size)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                tile.frame = CGRect(x: 10, y: view.safeAreaInsets.top, width: view.bounds.width - 20, height: 50 + CGFloat(transitions.count))
                banner.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 80)
            }
        }
        class Banner: UIView {
            let dot = UIView()
            override init(frame: CGRect) { super.init(frame: frame); addSubview(dot) }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                dot.frame = CGRect(x: bounds.width - 30, y: 10, width: 20, height: 20)
            }
        }
        """

    @Test("after a controller is presented, device and rotate run viewWillTransition, viewDidLayoutSubviews and the layoutSubviews of resized views again")
    func screenChangeRunsTheLayoutMethodsAgain() {
        var session = Session()
        _ = session.script("device iPhone 15\n" + Self.gridController)
        #expect(session.frame("tile") == Rect(x: 10, y: 59, width: 373, height: 50))
        #expect(session.frame("dot") == Rect(x: 363, y: 10, width: 20, height: 20))
        let device = session.script("device iPhone SE (3rd generation)")
        #expect(device.allSatisfy { !$0.failed })
        // 375 wide, the safe area 20 at the top; one transition told.
        #expect(session.frame("tile") == Rect(x: 10, y: 20, width: 355, height: 51))
        #expect(session.frame("banner") == Rect(x: 0, y: 200, width: 375, height: 80))
        #expect(session.frame("dot") == Rect(x: 345, y: 10, width: 20, height: 20))
        #expect(device.flatMap(\.notes).contains(
            "GridViewController: viewWillTransition(to:with:), viewDidLayoutSubviews ran for the new screen, as UIKit runs them when the screen changes"))
        _ = session.script("rotate")
        // Landscape: 667 wide, no status bar, so no safe area at the top.
        #expect(session.frame("tile") == Rect(x: 10, y: 0, width: 647, height: 52))
        #expect(session.frame("dot") == Rect(x: 637, y: 10, width: 20, height: 20))
    }

    @Test("rotating a phone runs traitCollectionDidChange, where code turns a stack view's axis for the compact height")
    func rotationTellsTheTraits() {
        var session = Session()
        _ = session.script("""
            device iPhone 15
            class SplitViewController: UIViewController {
                let stack = UIStackView()
                let a = UIView(), b = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stack.axis = .vertical
                    stack.distribution = .fillEqually
                    stack.spacing = 10
                    [a, b].forEach(stack.addArrangedSubview)
                    view.addSubview(stack)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
                    ])
                }
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    stack.axis = traitCollection.verticalSizeClass == .compact ? .horizontal : .vertical
                }
            }
            """)
        #expect(session.frame("b") == Rect(x: 0, y: 1154.0 / 3, width: 393, height: 1123.0 / 3))
        let rotated = session.script("rotate")
        #expect(rotated.flatMap(\.notes).contains(
            "SplitViewController: traitCollectionDidChange(_:) ran for the new screen, as UIKit runs them when the screen changes"))
        // Landscape: the safe area 59 at each side and 21 at the bottom; side by side, (734 − 10) / 2 each.
        #expect(session.frame("a") == Rect(x: 0, y: 0, width: 362, height: 372))
        #expect(session.frame("b") == Rect(x: 372, y: 0, width: 362, height: 372))
    }

    @Test("an app's Objective-C macro written as a statement that takes nothing (`@WEAKSELF;`) is passed over, as `@weakify(self);` is")
    func bareAtMacroStatement() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ComposeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                @WEAKSELF;
                UIView *box = [UIView new];
                [self.view addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(weakSelf.view).offset(20);
                    make.width.height.equalTo(@100);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 100))
    }

    @Test("an autoresizing mask set in code follows the superview's size from the size it had then: a background made at bounds stretches, a footer with a flexible top margin stays at the bottom")
    func autoresizingMaskFollowsTheSuperview() {
        var session = Session()
        let outcomes = session.script("""
            class CardView: UIView {
                let background = UIView()
                let footer = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    background.frame = bounds
                    background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    addSubview(background)
                    footer.frame = CGRect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)
                    footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
                    addSubview(footer)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = CardView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                card.heightAnchor.constraint(equalToConstant: 200),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("autoresizingMask is not modelled") })
        // The card went from 100×100 to 335×200: the background takes all of it, the footer's
        // top margin all of the height.
        #expect(session.frame("background") == Rect(x: 0, y: 0, width: 335, height: 200))
        #expect(session.frame("footer") == Rect(x: 0, y: 160, width: 335, height: 40))
    }

    @Test("an Objective-C mask of or-ed options applies each; a strip with a flexible width follows the screen when it turns")
    func objectiveCMaskFollowsTheScreen() {
        var session = Session()
        let outcomes = session.script("""
            @implementation StripViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, self.view.bounds.size.height - 50, self.view.bounds.size.width, 50)];
                strip.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleTopMargin;
                [self.view addSubview:strip];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 617, width: 375, height: 50))
        _ = session.script("screen 667x375")
        #expect(session.frame("strip") == Rect(x: 0, y: 325, width: 667, height: 50))
    }

    @Test("a property wrapper the paste declares, written with arguments (`@Fit(UIImageView()) var logo`), gives the property its wrappedValue")
    func pastedPropertyWrapperWithArguments() {
        var session = Session()
        let outcomes = session.script("""
            @propertyWrapper
            struct Fit<T: UIImageView> {
                let wrappedValue: T
                init(_ imageView: T) { wrappedValue = imageView; wrappedValue.contentMode = .scaleAspectFit }
            }
            class LogoController: UIViewController {
                @Fit(UIImageView()) private var logo
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(logo)
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        logo.widthAnchor.constraint(equalToConstant: 200),
                        logo.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("logo") == Rect(x: 87.5, y: 20, width: 200, height: 100).snapped(toPixelsOf: 3))
    }

    @Test("a new text view's text is \"\", never nil, as UIKit documents: code testing it for emptiness runs on")
    func textViewTextStartsEmpty() {
        var session = Session()
        let outcomes = session.script("""
            class ComposerView: UIView {
                let field = UITextView()
                let hint = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    addSubview(hint)
                    field.frame = CGRect(x: 20, y: 20, width: 200, height: 40)
                    hint.frame = CGRect(x: 20, y: 20, width: field.text.isEmpty ? 120 : 0, height: 20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("hint") == Rect(x: 20, y: 20, width: 120, height: 20))
    }

    @Test("the app's helper called in loadView before the view is read is taken to set the view, not read as an endless loadView")
    func loadViewHelperSetsTheView() {
        var session = Session()
        let outcomes = session.script("""
            class BoxController: UIViewController {
                let box = UIView()
                override func loadView() {
                    loadViewWithBackgroundColor(.white)
                    view.addSubview(box)
                    box.frame = CGRect(x: 20, y: 30, width: 100, height: 100)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 30, width: 100, height: 100))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'loadViewWithBackgroundColor(…)'") && $0.contains("taken to set the controller's view") })
    }

    @Test("Swift's tuple assignment and Objective-C's CGRectDivide give both rectangles; C's float functions (tanf, atan2f) are C's")
    func tupleAssignmentAndRectDivide() {
        var session = Session()
        let outcomes = session.script("""
            @implementation Panel
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGRect slice, remainder;
                CGRectDivide(self.bounds, &slice, &remainder, 44, CGRectMaxYEdge);
                self.bar.frame = slice;
                self.body.frame = CGRectMake(remainder.origin.x, remainder.origin.y, remainder.size.width * tanf(0.5) * 0, remainder.size.height);
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _bar = [UIView new]; [self addSubview:_bar];
                    _body = [UIView new]; [self addSubview:_body];
                }
                return self;
            }
            @end
            Panel *panel = [[Panel alloc] initWithFrame:CGRectMake(0, 0, 300, 200)];
            [self.view addSubview:panel];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 156, width: 300, height: 44))
        #expect(session.frame("body") == Rect(x: 0, y: 0, width: 0, height: 156))
        var swift = Session()
        let swapped = swift.script("""
            var top = CGRect.zero, rest = CGRect.zero
            (top, rest) = CGRect(x: 0, y: 0, width: 100, height: 100).divided(atDistance: 30, from: .minYEdge)
            (top, rest) = (rest, top)
            let a = UIView(frame: top)
            view.addSubview(a)
            """)
        #expect(swapped.allSatisfy { !$0.failed })
        #expect(swift.frame("a") == Rect(x: 0, y: 30, width: 100, height: 70))
    }

    @Test("sendActions(for:) runs the method addTarget(_:action:for:) kept, as a tap does: the panel grows and the button below moves")
    func sendActionsRunsTheTarget() {
        var session = Session()
        _ = session.script("""
            class ExpandViewController: UIViewController {
                let panel = UIView()
                let toggle = UIButton(type: .system)
                var expanded = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    view.addSubview(toggle)
                    panel.frame = CGRect(x: 16, y: 20, width: 343, height: 100)
                    toggle.frame = CGRect(x: 16, y: 128, width: 343, height: 44)
                    toggle.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
                }
                @objc private func didTap(_ sender: UIButton) {
                    expanded.toggle()
                    panel.frame.size.height = expanded ? 300 : 100
                    sender.frame.origin.y = panel.frame.maxY + 8
                }
            }
            """)
        let tapped = session.script("toggle.sendActions(for: .touchUpInside)")
        #expect(tapped.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 16, y: 20, width: 343, height: 300))
        #expect(session.frame("toggle") == Rect(x: 16, y: 328, width: 343, height: 44))
        let other = session.script("toggle.sendActions(for: .valueChanged)")
        #expect(other.flatMap(\.notes).contains { $0.hasPrefix("sendActions: toggle has no action the paste added for valueChanged") })
        #expect(session.frame("panel")?.height == 300)
    }

    @Test("a label's font set in a view's init reads back as set (its lineHeight sizes a constraint), not as the default 17 pt")
    func labelFontReadsBackBeforePlacing() {
        var session = Session()
        let outcomes = session.script("""
            final class Header: UIView {
                let label = UILabel()
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.font = UIFont.systemFont(ofSize: 20, weight: .medium)
                    addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.topAnchor.constraint(equalTo: topAnchor, constant: 100).isActive = true
                    box.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    box.widthAnchor.constraint(equalToConstant: label.font.pointSize * 5).isActive = true
                    box.heightAnchor.constraint(equalToConstant: label.font.lineHeight).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 20 × 1.1934 = 23.868, on the @3x pixel 24.
        #expect(session.frame("box") == Rect(x: 0, y: 100, width: 100, height: 24))
    }

    @Test("the window reached through the scene (connectedScenes.first as? UIWindowScene)?.windows.first has the device's insets")
    func sceneWindowInsets() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
            let top = scene?.windows.first?.safeAreaInsets.top ?? 0
            let bottom = scene?.keyWindow?.safeAreaInsets.bottom ?? 0
            let box = UIView(frame: CGRect(x: 20, y: top, width: 100, height: bottom))
            view.addSubview(box)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 59, width: 100, height: 34))
    }

    @Test("in Objective-C the controller shown with no navigation controller has none: `if (!self.navigationController)` takes UIKit's branch")
    func objectiveCNavigationControllerIsNil() {
        var session = Session()
        let outcomes = session.script("""
            @implementation EditViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat top = 64;
                if (nil == self.navigationController) { top = 0; }
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(20, top + 10, 100, 40)];
                [box setValue:@YES forKey:@"hidden"];
                [self.view addSubview:box];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 10, width: 100, height: 40))
        let inNavigation = session.script("in navigation")
        #expect(inNavigation.allSatisfy { !$0.failed })
    }

    @Test("SnapKit on the keyboard layout guide (`view.keyboardLayoutGuide.snp.top`) is the hidden keyboard's top, the safe area's bottom, as its anchor is")
    func snapKitKeyboardGuide() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            let composer = UIView()
            view.addSubview(composer)
            composer.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview()
                make.height.equalTo(50)
                make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 852 − 34 − 50.
        #expect(session.frame("composer") == Rect(x: 0, y: 768, width: 393, height: 50))
    }

    @Test("a SwiftUI wrapper at the end of a file (UIViewControllerRepresentable) does not hide the controller it makes: that one is presented")
    func representableDoesNotHideTheScreen() {
        var session = Session()
        let outcomes = session.script("""
            import SwiftUI
            class FormViewController: UIViewController {
                let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                }
            }
            class SignUpViewController: FormViewController {
                let field = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    field.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
                }
            }
            struct SignUpView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> SignUpViewController { SignUpViewController() }
                func updateUIViewController(_ controller: SignUpViewController, context: Context) {}
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("presented SignUpViewController on the screen") })
        #expect(session.frame("field") == Rect(x: 16, y: 100, width: 200, height: 44))
    }
}
