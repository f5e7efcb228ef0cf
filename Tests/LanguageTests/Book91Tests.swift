import Language
import Layout
import Testing

/// Shapes of real app code read this round. Pastes are written for this test; frames derived by
/// hand on 375×667.
@Suite("a view of the app's base class the code adds as a subview")
struct BaseClassViewTests {
    @Test("view.addSubview(primaryView), a view the app's base controller declares, stands in as a plain view the code constrains")
    func baseControllerViewStandsIn() {
        var session = Session()
        let outcomes = session.script("""
            class WelcomeController: AppOnboardingController {
                override func loadView() {
                    view = UIView()
                    view.addSubview(primaryView)
                    primaryView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        primaryView.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        primaryView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        primaryView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        primaryView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                    ])
                    let badge = UIView()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    self.primaryView.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: primaryView.topAnchor, constant: 20),
                        badge.centerXAnchor.constraint(equalTo: primaryView.centerXAnchor),
                        badge.widthAnchor.constraint(equalToConstant: 100),
                        badge.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("primaryView") == Rect(x: 10, y: 40, width: 355, height: 627))
        // In the stand-in, centred across its 355: (355 − 100) / 2 = 127.5.
        #expect(session.frame("badge") == Rect(x: 127.5, y: 20, width: 100, height: 50).snapped(toPixelsOf: 3))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'primaryView' is not in the paste: a view of the app's base class AppOnboardingController, which "
            + "the code adds as a subview, taken as a UIView; what AppOnboardingController sets on it is the app's own"))
        #expect(!notes.contains { $0.hasPrefix("skipped a constraint") || $0.hasPrefix("skipped 'primaryView'") })
    }

    @Test("a name the base class would declare, never added to a view, stays the app's and is skipped")
    func baseControllerNameNotAddedIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
            class WelcomeController: AppOnboardingController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    headerView.backgroundColor = .red
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("headerView") == nil)
    }
}

@Suite("Objective-C: a setter message inside a function-like macro")
struct MacroSetterTests {
    @Test("#define PLACE(V) [V setFrame:…] sets the frame where the macro is used, and a setter of the mask turns it back on")
    func macroSetterSetsTheProperty() {
        var session = Session()
        let outcomes = session.script("""
            #define PLACE(V) [V setFrame:CGRectMake(10, 20, 30, 40)]
            #define MASKED(V) [V setTranslatesAutoresizingMaskIntoConstraints:YES]
            UIView *tile = [[UIView alloc] init];
            [self.view addSubview:tile];
            PLACE(tile);
            UIView *strip = [[UIView alloc] init];
            strip.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:strip];
            MASKED(strip);
            strip.frame = CGRectMake(50, 60, 70, 80);
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 10, y: 20, width: 30, height: 40))
        // Its mask back on, the frame it is given stays: no constraint moves it.
        #expect(session.frame("strip") == Rect(x: 50, y: 60, width: 70, height: 80))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("$set:") || $0.contains("app's own layout helper") })
    }
}

@Suite("an app's constants type named as Foundation's types are")
struct AppsOwnNSTypeTests {
    @Test("NSPadding.medium is the app's constant, counted 0 with a note, not the priority 500; NSTextAlignment's cases still read")
    func nsPrefixedConstantsAreTheApps() {
        var session = Session()
        let outcomes = session.script("""
            class Badge: UIView {
                let dot = UIView()
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    addSubview(caption)
                    caption.text = "New"
                    caption.textAlignment = NSTextAlignment.center
                    dot.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(NSPadding.medium)
                        make.size.equalTo(NSPadding.medium + NSPadding.small)
                    }
                    caption.snp.makeConstraints { make in
                        make.top.equalTo(dot.snp.bottom)
                        make.left.right.bottom.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let badge = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            view.addSubview(badge)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Each unknown counts as 0: the dot at the corner, 0 × 0; the caption fills the rest.
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(session.frame("caption") == Rect(x: 0, y: 0, width: 100, height: 60))
        let notes = outcomes.flatMap(\.notes)
        // Used as 0 (not skipped): said so, and the note that would skip it is taken back.
        #expect(notes.contains("'NSPadding.medium' is not in the paste: 0 is used in its place"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'NSPadding.medium'") })
        #expect(!notes.contains { $0.contains("NSTextAlignment") })
    }
}

@Suite("views of an app class kept in an array")
struct AppClassViewsInArrayTests {
    @Test("Badge(…) views kept in an array, added in a loop, then constrained through the array, are all laid out")
    func appClassViewsThroughAnArray() {
        var session = Session()
        let outcomes = session.script("""
            class RatingController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let gold = Badge(style: .gold)
                    let silver = Badge(style: .silver)
                    let all = [gold, silver]
                    for badge in all {
                        badge.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(badge)
                        badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                        badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
                        badge.heightAnchor.constraint(equalTo: badge.widthAnchor).isActive = true
                    }
                    all[0].leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    all.last?.leadingAnchor.constraint(equalTo: gold.trailingAnchor, constant: 10).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("gold") == Rect(x: 20, y: 100, width: 40, height: 40))
        // 20 + 40 + 10 = 70.
        #expect(session.frame("silver") == Rect(x: 70, y: 100, width: 40, height: 40))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'Badge' is not in the paste: the code adds one as a subview, so each Badge is taken as a UIView; what "
            + "Badge draws and adds is the app's own"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'Badge(…)'") })
        #expect(session.layout.ambiguities().isEmpty)
    }
}

@Suite("the app's own add-subview helpers")
struct AppAddSubviewHelperTests {
    @Test("view.addAutolayoutSubview(box), the words the other way round, adds the view and turns its mask off")
    func autolayoutWordFirst() {
        var session = Session()
        let outcomes = session.script("""
            class ErrorController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    view.addAutolayoutSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        box.widthAnchor.constraint(equalToConstant: 100),
                        box.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("'addAutolayoutSubview' is the app's own (UIKit has no such method): taken as "
            + "addSubview of each view it is given, as such helpers do"))
    }

    @Test("a view given to another method of the app's, then constrained, is refused naming that method as why it is nowhere")
    func unknownHelperNamedInTheRefusal() {
        var session = Session()
        let outcome = session.run("""
            class ErrorController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    view.addFadingSubview(box)
                    box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.message == "'box' is not in a view hierarchy yet (the paste gives it to "
            + "view.addFadingSubview(_:), a method of the app's own, not in the paste, which may add it; here it is placed nowhere); "
            + "UIKit stops on constraints to it (“no common ancestor”) — place it first: view.addSubview(box)")
        #expect(outcome.diagnostics.first?.range.start.line == 6)
    }
}

@Suite("a cell on the app's base cell, by its initialiser")
struct BaseCellByInitialiserTests {
    @Test("a class on the app's BaseCell that overrides init(frame:) is a collection view cell, shown at the flow layout's 50 × 50")
    func frameInitialiserSaysCollectionCell() {
        var session = Session()
        let outcomes = session.script("""
            final class TagCell: BaseCell {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(label)
                    label.text = "Swift"
                    label.snp.makeConstraints { make in
                        make.left.equalTo(12)
                        make.centerY.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tagCell") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("'BaseCell' is not in the paste: TagCell derives from 'BaseCell', named as a cell is, "
            + "and overrides init(frame:), a UICollectionViewCell's initialiser (a table cell's is init(style:reuseIdentifier:)), so it "
            + "is taken as a UICollectionViewCell subclass; what 'BaseCell' adds is skipped"))
    }

    @Test("one that overrides init(style:reuseIdentifier:) stays a table view cell, as wide as the screen")
    func styleInitialiserSaysTableCell() {
        var session = Session()
        let outcomes = session.script("""
            final class NameCell: BaseCell {
                let label = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(label)
                    label.text = "Swift"
                    label.snp.makeConstraints { make in
                        make.left.top.bottom.equalToSuperview().inset(12)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 + 20.333 + 12 = 44.333, the row as tall as its content.
        #expect(session.frame("nameCell")?.width == 375)
    }
}

@Suite("an enum case pattern named with its type")
struct QualifiedCasePatternTests {
    @Test("guard case Mode.text(_, let h), if case and a switch's case of that shape are read, and the view is laid out")
    func qualifiedCasePatternIsRead() {
        var session = Session()
        let outcomes = session.script("""
            enum Mode { case plain; case text(String, () -> Void) }
            class Placeholder: UIView {
                var mode: Mode = .plain
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(caption)
                    caption.text = "Nothing here"
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    caption.topAnchor.constraint(equalTo: topAnchor, constant: 40).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
                @objc func tapped() {
                    guard case Mode.text(_, let action) = mode else { return }
                    action()
                }
                func describe() -> String {
                    if case Mode.plain = mode { return "plain" }
                    switch mode {
                    case Mode.text(let title, _): return title
                    default: return ""
                    }
                }
            }
            let placeholder = Placeholder(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.addSubview(placeholder)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let caption = session.frame("caption") ?? .zero
        #expect(caption.minY == 40)
        #expect(caption.minX + caption.width / 2 == 150)
    }
}

@Suite("awakeFromNib on the app's base cell")
struct AwakeFromNibOnAppBaseTests {
    @Test("a cell on the app's base cell made only by init(coder:) runs that init, then awakeFromNib, as nib loading does")
    func awakeFromNibAfterInitCoder() {
        var session = Session()
        let outcomes = session.script("""
            class PreviewCell: AppBaseTableViewCell {
                private var preview: UIView!
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    preview = UIView()
                    contentView.addSubview(preview)
                    preview.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        preview.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        preview.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        preview.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        preview.heightAnchor.constraint(equalToConstant: 120),
                        preview.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    ])
                }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    preview.layer.cornerRadius = 8
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 8 + 120 + 8 = 136 tall; 16 in from each side of 375.
        #expect(session.frame("previewCell") == Rect(x: 0, y: 0, width: 375, height: 136))
        #expect(session.frame("preview") == Rect(x: 16, y: 8, width: 343, height: 120))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("as a base class calls them") })
    }
}

@Suite("an autoresizing mask on a view that does not translate it")
struct UntranslatedMaskTests {
    @Test("a flexible mask on a view whose mask is not translated is ignored, as UIKit ignores it; one translated follows the superview's size")
    func noNoteForAnIgnoredMask() {
        var session = Session()
        let outcomes = session.script("""
            let panel = UIStackView(frame: view.bounds)
            panel.translatesAutoresizingMaskIntoConstraints = false
            panel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(panel)
            NSLayoutConstraint.activate([
                panel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                panel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                panel.widthAnchor.constraint(equalToConstant: 200),
                panel.heightAnchor.constraint(equalToConstant: 100),
            ])
            let strip = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 10))
            strip.autoresizingMask = .flexibleWidth
            view.addSubview(strip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 87.5, y: 283.5, width: 200, height: 100).snapped(toPixelsOf: 3))
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("autoresizingMask") })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 10))
        // The screen 125 wider: the strip's flexible width takes all of it; the panel stays centred.
        _ = session.script("screen 500x667")
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 500, height: 10))
        #expect(session.frame("panel") == Rect(x: 150, y: 283.5, width: 200, height: 100).snapped(toPixelsOf: 3))
    }
}

@Suite("self declared a view at the prompt")
struct SelfDeclaredAsViewTests {
    @Test("UIView *superview = self; in Objective-C, as a view's code writes it, stands for the root view the views are added to")
    func objectiveCSelfAsView() {
        var session = Session()
        let outcomes = session.script("""
            UIView *superview = self;
            UIView *card = [[UIView alloc] init];
            card.translatesAutoresizingMaskIntoConstraints = NO;
            [superview addSubview:card];
            [superview addConstraints:@[
              [NSLayoutConstraint constraintWithItem:card attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:superview attribute:NSLayoutAttributeTop multiplier:1 constant:10],
              [NSLayoutConstraint constraintWithItem:card attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:superview attribute:NSLayoutAttributeLeft multiplier:1 constant:10],
              [NSLayoutConstraint constraintWithItem:card attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:superview attribute:NSLayoutAttributeBottom multiplier:1 constant:-10],
              [NSLayoutConstraint constraintWithItem:card attribute:NSLayoutAttributeRight relatedBy:NSLayoutRelationEqual toItem:superview attribute:NSLayoutAttributeRight multiplier:1 constant:-10],
            ]];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 10, y: 10, width: 355, height: 647))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("self is declared a UIView here") })
    }

    @Test("let superview: UIView = self does the same in Swift; let superview = self stays the view controller, refused as a view")
    func swiftSelfAsView() {
        var session = Session()
        let typed = session.script("""
            let superview: UIView = self
            let card = UIView()
            superview.addSubview(card)
            card.snp.makeConstraints { make in make.edges.equalTo(superview).inset(10) }
            """)
        #expect(typed.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 10, y: 10, width: 355, height: 647))
        var plain = Session()
        let outcome = plain.run("let holder = self\nlet box = UIView()\nholder.addSubview(box)")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.hint == "a view controller is not a view: its root view is self.view (at the prompt, self is the view controller)")
    }
}

@Suite("a controller's method pasted without its class")
struct BareLifecycleMethodTests {
    @Test("override func viewDidLoad() { … } alone, using an outlet the page declares elsewhere, lays the outlet out as its lines at the top level would")
    func bareViewDidLoadMakesTheOutlet() {
        var session = Session()
        let outcomes = session.script("""
            override func viewDidLoad() {
                super.viewDidLoad()
                view.layoutMargins = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
                greetingLabel.translatesAutoresizingMaskIntoConstraints = false
                greetingLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                greetingLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                greetingLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The root view's margins: left 100 as set, right the system minimum 16; an empty label.
        #expect(session.frame("greetingLabel") == Rect(x: 100, y: 333.5, width: 259, height: 0).snapped(toPixelsOf: 3))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'greetingLabel' is not declared in the paste: made here as a UILabel") })
    }
}

@Suite("what the app's base class and protocols give a pasted class")
struct AppBaseMembersTests {
    @Test("leftPadding = 40, a property of the app's base cell, holds 40 where the code reads it back")
    func basePropertySetThenRead() {
        var session = Session()
        let outcomes = session.script("""
            class RowCell: AppTableViewCell {
                let side = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    leftPadding = 40
                    contentView.addSubview(side)
                    side.snp.makeConstraints { make in
                        make.left.top.bottom.equalToSuperview()
                        make.width.equalTo(leftPadding)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("side") == Rect(x: 0, y: 0, width: 40, height: rowContentHeight))
        #expect(outcomes.flatMap(\.notes).contains("'leftPadding' is a property of RowCell's base 'AppTableViewCell', not in the paste: "
            + "it holds what the code sets here (what AppTableViewCell does with it is the app's own)"))
    }

    @Test("a call with labels the pasted method does not take is the app's overload from its protocol, skipped, not the method calling itself")
    func overloadFromTheAppsProtocol() {
        var session = Session()
        let outcomes = session.script("""
            class WelcomePopUp: UIView {
                let okButton = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    okButton.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(okButton)
                    okButton.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    okButton.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
                    makeViewTestable()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension WelcomePopUp: UITestablePage {
                func makeViewTestable() {
                    makeViewTestable(okButton, using: .welcome)
                }
            }
            let popUp = WelcomePopUp(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.addSubview(popUp)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("okButton")?.minY == 20)
        #expect(outcomes.flatMap(\.notes).contains("skipped 'makeViewTestable(…)': it is not in the paste (the app's own code)"))
    }

    @Test("if UIAccessibility.isReduceTransparencyEnabled, a setting of the device's, is taken as false (off, as on a new device) with a note, not refused")
    func deviceSettingAsCondition() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.addSubview(box)
            if UIAccessibility.isReduceTransparencyEnabled {
                box.frame.origin.y = 10
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'UIAccessibility.isReduceTransparencyEnabled'") && $0.contains("taken as false") })
    }

    @Test("UIFont(descriptor:size:) at the descriptor's own size is the descriptor's font (a text style made bold by its traits); with a size, that size")
    func fontFromADescriptor() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.text = "Hello World"
            view.addSubview(title)
            let base = UIFont.preferredFont(forTextStyle: .title1)
            if let d = base.fontDescriptor.withSymbolicTraits(.traitBold) {
                title.font = UIFont(descriptor: d, size: 0)
            }
            title.sizeToFit()
            let caption = UILabel()
            caption.text = "Hello World"
            caption.font = UIFont(descriptor: base.fontDescriptor, size: 17)
            view.addSubview(caption)
            caption.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The title: Title 1 (28 pt) made bold, one line 33.667 tall, as wide as the bold 28-pt
        // widths make "Hello World". The caption: the 17-pt system font, 88 × 20.333.
        let bold = TextMetrics.singleLine(LabelContent(text: "Hello World", numberOfLines: 1, fontSize: 28, fontWeight: .bold))
        #expect(session.frame("title")?.size == Size(width: bold.width, height: 101.0 / 3))
        #expect(session.frame("caption")?.size == Size(width: 88, height: 20.333333333333332))
    }
}

@Suite("the app's closure properties and constraint helpers on a view")
struct AppViewHelpersTests {
    @Test("button.tap = { … }, a closure property of the app's extension, is skipped with a note, not refused")
    func closurePropertyIsSkipped() {
        var session = Session()
        let outcomes = session.script("""
            let copy = UIButton(type: .system)
            view.addSubview(copy)
            copy.tap = { print("copied") }
            copy.frame = CGRect(x: 10, y: 20, width: 100, height: 44)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("copy") == Rect(x: 10, y: 20, width: 100, height: 44))
        #expect(outcomes.flatMap(\.notes).contains("skipped 'tap = { … }': UIButton has no such property, so it is the app's own, "
            + "holding a closure that runs on an event, not here"))
    }

    @Test("label.constrain([…]), the app's helper given only constraints, turns the mask off and activates them")
    func constrainHelperActivates() {
        var session = Session()
        let outcomes = session.script("""
            class WalletRow: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Hello World"
                    addSubview(title)
                    title.constrain([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                        title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let row = WalletRow(frame: CGRect(x: 0, y: 100, width: 375, height: 60))
            view.addSubview(row)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 16 from the top and 16 from the bottom of the 60-pt row: 28 tall; "Hello World" 88 wide.
        let title = session.frame("title") ?? .zero
        #expect([title.minX, title.minY, title.width, title.height].map { ($0 * 1000).rounded() / 1000 } == [16, 16, 88, 28])
    }
}

@Suite("the container view of the app's base view")
struct BaseClassContainerTests {
    @Test("contentView.addSubview(icon) in a view on the app's ModalCardView: a stand-in container pinned to the view's edges holds the views")
    func containerStandsIn() {
        var session = Session()
        let outcomes = session.script("""
            class InfoBox: ModalCardView {
                let icon = UIView()
                let done = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(icon)
                    contentView.addSubview(done)
                    icon.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(20)
                        make.centerX.equalToSuperview()
                        make.size.equalTo(40)
                    }
                    done.snp.makeConstraints { make in
                        make.top.equalTo(icon.snp.bottom).offset(20)
                        make.left.right.equalToSuperview().inset(16)
                        make.height.equalTo(44)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let box = InfoBox(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            view.addSubview(box)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("contentView") == Rect(x: 0, y: 0, width: 300, height: 200))
        // Centred across 300: (300 − 40) / 2 = 130; the button 20 below the icon's bottom (60).
        #expect(session.frame("icon") == Rect(x: 130, y: 20, width: 40, height: 40))
        #expect(session.frame("done") == Rect(x: 16, y: 80, width: 268, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'contentView' is not in the paste: the container view of InfoBox's base 'ModalCardView'") })
    }
}

@Suite("a tie of two views named whole")
struct TieAcrossViewsTests {
    @Test("a button's compression resistance against the hugging of a spinner sized from it names both, not one")
    func tieNamesBothViews() {
        var session = Session()
        let outcomes = session.script("""
            let retry = UIButton(type: .custom)
            retry.translatesAutoresizingMaskIntoConstraints = false
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(retry)
            view.addSubview(spinner)
            NSLayoutConstraint.activate([
                retry.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                retry.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                spinner.centerXAnchor.constraint(equalTo: retry.centerXAnchor),
                spinner.centerYAnchor.constraint(equalTo: retry.centerYAnchor),
                spinner.widthAnchor.constraint(equalTo: retry.widthAnchor, constant: 6),
                spinner.heightAnchor.constraint(equalTo: retry.heightAnchor, constant: 6),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let retry = session.layout.id(of: "retry")
        let tie = session.layout.ambiguities().first { $0.view == retry && $0.axis == .horizontal }?.competing ?? []
        // The two that pull against each other: no spare bound the frames hold with room (the
        // spinner's own width >= 20 at 36).
        #expect(tie.count == 2)
        #expect(tie.contains { $0.hasPrefix("retry.width >= 30 @750") })
        #expect(tie.contains { $0.hasPrefix("spinner.width <= 20 @750") })
    }
}
