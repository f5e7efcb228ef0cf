@testable import Language
import Layout
import Testing

/// What the fortieth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, fortieth round")
struct Book153Tests {
    @Test("Stevia: a postfix '|' or '-|' with a call chained after it (|bar|.bottom(0)) pins both sides and runs the chain, as Swift reads it")
    func steviaPostfixThenChain() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Stevia
            class Sheet: UIView {
                let bar = UIView()
                let card = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subviews(bar, card)
                    |bar|.bottom(0)
                    |-card-|.top(100)
                    bar.height(40)
                    card.height(20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let sheet = Sheet()
            view.subviews(sheet)
            sheet.fillContainer()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Flush left and right, on the bottom, 40 tall.
        #expect(session.frame("bar") == Rect(x: 0, y: 627, width: 375, height: 40))
        // Stevia's |- and -| are 8 points; 100 from the top, 20 tall.
        #expect(session.frame("card") == Rect(x: 8, y: 100, width: 359, height: 20))
    }

    @Test("Objective-C: a lower-case statement macro of the app's prefix header (weakself;) alone on its line is skipped, not refused")
    func lowerCaseStatementMacro() {
        var session = Session()
        let outcomes = session.script("""
            @interface Feed : UIViewController
            @end
            @implementation Feed
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [UIView new];
                [self.view addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view).offset(20);
                    make.size.mas_equalTo(CGSizeMake(100, 50));
                }];
            }
            - (void)reload {
                weakself;
                [UIView animateWithDuration:0.3 animations:^{ [weakSelf.view layoutIfNeeded]; }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
    }

    /// A system button 60 tall across the top of the screen, titled `title`, with `then` after it.
    static func button(_ title: String, then more: String) -> String {
        """
        let button = UIButton(type: .system)
        button.setTitle("\(title)", for: .normal)
        view.addSubview(button)
        button.snp.makeConstraints { make in
            make.left.right.top.equalToSuperview()
            make.height.equalTo(60)
        }
        \(more)
        """
    }

    @Test("SnapKit: a view pinned to a system button's title label sits beside the title, which UIKit centres in the button at the title's size")
    func constraintToButtonTitleLabel() throws {
        var session = Session()
        let outcomes = session.script(Self.button("Sign in", then: """
            let arrow = UIView()
            button.addSubview(arrow)
            arrow.snp.makeConstraints { make in
                make.centerY.equalTo(button.titleLabel!)
                make.left.equalTo(button.titleLabel!.snp.right).offset(10)
                make.size.equalTo(10)
            }
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.ambiguities().isEmpty)
        // The title label is as large as a label showing "Sign in" in the button's 15-pt system
        // font, centred in the button's 375×60.
        let text = try #require(Session.labelFrame(font: ".systemFont(ofSize: 15)", text: "Sign in"))
        let title = try #require(session.frame("titleLabel"))
        #expect(title.size == text.size)
        #expect(abs(title.minX + title.width / 2 - 187.5) < 1e-6 && abs(title.minY + title.height / 2 - 30) < 1e-6)
        // The arrow: its centre on the title's, its left 10 past the title's right.
        #expect(session.frame("arrow")?.isAbout(Rect(x: title.maxX + 10, y: 25, width: 10, height: 10)) == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("titleLabel is button.titleLabel, which UIKit's button makes and centres in its content") })
    }

    @Test("anchors to a button's title label follow its content and title edge insets, and the title it is given after")
    func titleLabelAnchorsWithInsets() throws {
        var session = Session()
        let outcomes = session.script(Self.button("Go", then: """
            button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
            button.titleEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            button.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: button.titleLabel!.trailingAnchor, constant: 2),
                badge.bottomAnchor.constraint(equalTo: button.titleLabel!.topAnchor),
                badge.widthAnchor.constraint(equalToConstant: 6),
                badge.heightAnchor.constraint(equalToConstant: 6),
            ])
            button.setTitle("Continue", for: .normal)
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        // The content rect is the bounds less 40 on the left (x 40…375); the title's rect that
        // less 10 on top (y 10…60): the label is centred at x 207.5, y 35, showing "Continue".
        let text = try #require(Session.labelFrame(font: ".systemFont(ofSize: 15)", text: "Continue"))
        let title = try #require(session.frame("titleLabel"))
        #expect(title.size == text.size)
        #expect(abs(title.minX + title.width / 2 - 207.5) < 1e-6 && abs(title.minY + title.height / 2 - 35) < 1e-6)
        #expect(session.frame("badge")?.isAbout(Rect(x: title.maxX + 2, y: title.minY - 6, width: 6, height: 6)) == true)
    }

    @Test("reading or setting a button's title label with no constraint to it adds no view")
    func titleLabelFontAddsNoView() {
        var session = Session()
        let outcomes = session.script(Self.button("Send", then: """
            button.titleLabel?.font = .boldSystemFont(ofSize: 18)
            button.titleLabel?.textAlignment = .center
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == nil)
        #expect(session.frame("button") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test("a constraint to the title label of a button with an image beside its title is skipped with a note, as before")
    func titleLabelBesideImageIsSkipped() {
        var session = Session()
        let outcomes = session.script(Self.button("Share", then: """
            button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
            let dot = UIView()
            button.addSubview(dot)
            dot.snp.makeConstraints { make in
                make.centerY.equalTo(button.titleLabel!)
                make.left.equalTo(20)
                make.size.equalTo(6)
            }
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("titleLabel") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped a constraint of dot: 'button.titleLabel' is not in the paste") })
    }

    @Test("a presentation controller's containerView is the full-screen container: a dimming view pinned to it by VFL fills the screen")
    func presentationControllerContainer() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class DimmingPresenter: UIPresentationController {
                private let dimming = UIView()
                override func presentationTransitionWillBegin() {
                    dimming.translatesAutoresizingMaskIntoConstraints = false
                    containerView?.insertSubview(dimming, at: 0)
                    let views = ["dimming": dimming]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[dimming]|", options: [], metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[dimming]|", options: [], metrics: nil, views: views))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dimming") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("containerView of DimmingPresenter: UIKit's transition container") })
    }

    @Test("an Optional of a function type made from a closure ((() -> Void)? { … }) is that closure, called later")
    func optionalFunctionTypeFromClosure() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class Banner: UIView {
                var onClose: (() -> Void)?
            }
            final class NewsController: UIViewController {
                let banner = Banner()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
                    view.addSubview(banner)
                    banner.onClose = (() -> Void)? { [weak self] in
                        self?.banner.frame.size.height = 0
                    }
                    banner.onClose?()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The closure ran when called: the banner closed to no height.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 0))
    }

    @Test("UIKit's UIColorWell is a control laid out by its constraints (its own size not modelled, said in a note), not dropped as the app's")
    func colorWellIsUIKits() {
        var session = Session()
        let outcomes = session.script("""
            let row = UIView()
            let well = UIColorWell()
            let caption = UILabel()
            caption.text = "Accent"
            for v in [row, well, caption] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(row)
            row.addSubview(well)
            row.addSubview(caption)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
                row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                row.heightAnchor.constraint(equalToConstant: 50),
                well.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 8),
                well.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                well.widthAnchor.constraint(equalToConstant: 30),
                well.heightAnchor.constraint(equalToConstant: 30),
                caption.leadingAnchor.constraint(equalTo: well.trailingAnchor, constant: 8),
                caption.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8),
                caption.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.ambiguities().isEmpty)
        // In the row's coordinates: the well 8 from its left, centred on its 50 points.
        #expect(session.frame("well") == Rect(x: 8, y: 10, width: 30, height: 30))
        // The caption from the well's right + 8 to the row's right − 8: 46 … 351.
        #expect(session.frame("caption")?.minX == 46)
        #expect(session.frame("caption")?.width == 305)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("well is a UIColorWell: UIKit gives a colour well a size of its own") })
    }

    @Test("Objective-C: the app's guard macro written with an else after it (GuardClass(row, Row) else { return; }) is skipped, its else not run")
    func guardMacroWithElse() {
        var session = Session()
        let outcomes = session.script("""
            @interface RouteCell : UIView
            @end
            @implementation RouteCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *badge = [UIView new];
                    [self addSubview:badge];
                    [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(12);
                        make.size.mas_equalTo(CGSizeMake(24, 24));
                    }];
                }
                return self;
            }
            - (void)setRow:(id)row {
                GuardClass(row, RouteRow) else {
                    return;
                }
                [self setNeedsLayout];
            }
            @end
            RouteCell *cell = [[RouteCell alloc] initWithFrame:CGRectMake(0, 0, 375, 60)];
            [self.view addSubview:cell];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 12, y: 12, width: 24, height: 24))
    }

    @Test("the app's spacer factory as an implicit member (.spacer(height: 18)) arranged in a stack is an empty view that tall")
    func implicitSpacerFactory() {
        var session = Session()
        let outcomes = session.script("""
            let column = UIStackView()
            column.axis = .vertical
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            column.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            let title = UIView()
            title.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let items: [UIView] = [.spacer(height: 18), title, .spacer(height: 10, flexible: true)]
            items.forEach { column.addArrangedSubview($0) }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 18 of spacer, the title's 40, 10 of spacer.
        #expect(session.frame("title") == Rect(x: 0, y: 18, width: 375, height: 40))
        #expect(session.frame("column") == Rect(x: 0, y: 0, width: 375, height: 68))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.spacer(…)' is not in the paste (the app's own spacer)") })
    }

    @Test("the app's helper box.embed(in: card), not in the paste, adds the view to the one given before pinning its edges")
    func embedInAddsFirst() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class Card: UIView {
                let box = UIView()
                let inner = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    box.addSubview(inner)
                    box.embed(in: self)
                    NSLayoutConstraint.activate([
                        inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                        inner.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                        inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -10),
                        inner.widthAnchor.constraint(equalToConstant: 100),
                        inner.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let card = Card()
            view.addSubview(card)
            card.translatesAutoresizingMaskIntoConstraints = false
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The box fills the card, which is as tall as the inner view and its 10s.
        #expect(session.frame("card") == Rect(x: 20, y: 40, width: 335, height: 120))
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 335, height: 120))
        #expect(session.frame("inner") == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'embed(in:)' adds box to card first, as its name says") })
    }

    @Test("UIFont.preferredFont(ofSize: 12), labels UIKit's preferredFont does not take, is the app's font at that size, with a note")
    func appFontNamedLikeUIKits() throws {
        var session = Session()
        let outcomes = session.script("""
            let caption = UILabel()
            caption.text = "Show less"
            caption.font = UIFont.preferredFont(ofSize: 12)
            caption.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(caption)
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            caption.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let twelve = try #require(Session.labelFrame(font: ".systemFont(ofSize: 12)", text: "Show less"))
        #expect(session.frame("caption") == twelve)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'UIFont.preferredFont(…)' is not in the paste (the app's own font): "
            + "measured as the 12-pt system font") })
    }

    @Test("of a file's view classes, the one shown is the one no other makes: a row class reading the outer view's nested constants does not make it")
    func outermostIgnoresNestedConstants() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            struct Style { let ratio: CGFloat }
            final class Board: UIView {
                enum Metrics { static let rowHeight: CGFloat = 20 }
                private let column = UIStackView()
                init() {
                    super.init(frame: .zero)
                    column.axis = .vertical
                    addSubview(column)
                    column.translatesAutoresizingMaskIntoConstraints = false
                    column.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    column.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                    column.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                    column.addArrangedSubview(Strip(style: Style(ratio: 0.5)))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Strip: UIView {
                let fill = UIView()
                init(style: Style) {
                    super.init(frame: .zero)
                    addSubview(fill)
                    fill.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        fill.topAnchor.constraint(equalTo: topAnchor),
                        fill.bottomAnchor.constraint(equalTo: bottomAnchor),
                        fill.leadingAnchor.constraint(equalTo: leadingAnchor),
                        fill.heightAnchor.constraint(equalToConstant: Board.Metrics.rowHeight),
                        fill.widthAnchor.constraint(equalTo: widthAnchor, multiplier: style.ratio),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The board fills the screen; its strip is the column's one row, 20 tall; the fill half of it.
        #expect(session.frame("board") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 20))
        #expect(session.frame("fill") == Rect(x: 0, y: 0, width: 187.5.snapped(toPixelsOf: 3), height: 20))
    }

    @Test("Swift as apps write it: [Bool](repeating:count:), an optional pattern (.show(text?)?), an optional closure called with a trailing closure")
    func swiftForms() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            enum Trigger { case show(String?), hide }
            final class BadgeController: UIViewController {
                var presentPicker: ((@escaping (Int) -> Void) -> Void)?
                var trigger: Trigger? = .show("new")
                var width: CGFloat = 10
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var shown = [Bool](repeating: false, count: 4)
                    shown[2] = true
                    if case let .show(text?)? = trigger, !text.isEmpty { width += 40 }
                    presentPicker = { done in done(7) }
                    presentPicker? { [weak self] picked in self?.width += CGFloat(picked) }
                    let badge = UIView(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(shown.filter { $0 }.count * 20)))
                    view.addSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 + 40 (the case matched) + 7 (the picker's closure ran); one flag of four set: 20 tall.
        #expect(session.frame("badge") == Rect(x: 0, y: 0, width: 57, height: 20))
    }

    @Test("in a file that imports UIKit but not a layout library, names near that library's members are the app's own extensions, skipped")
    func unimportedLibraryNamesAreTheApps() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class PlayerBar: UIViewController {
                let play = UIButton()
                let panel = NoticePanel(style: .primary)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(play)
                    view.addSubview(panel)
                    play.translatesAutoresizingMaskIntoConstraints = false
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panel.heightConstraint = panel.heightAnchor.constraint(equalToConstant: 0)
                    panel.configure(.custom(kinds: [.primary, .secondary]))
                    play.tap = togglePlayback
                    NSLayoutConstraint.activate(play.sized(CGSize(width: 30, height: 30)) + [
                        play.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        play.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        panel.topAnchor.constraint(equalTo: play.bottomAnchor, constant: 10),
                        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        panel.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
                func togglePlayback() {}
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel")?.minY == (session.frame("play")?.maxY ?? 0) + 10)
        #expect(session.frame("panel")?.height == 44)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("skipped 'sized(_:)': UIButton has none") && $0.contains("but the file does not import") })
        #expect(notes.contains { $0.hasPrefix("skipped 'heightConstraint = …': UIView has no such property to set") })
    }

    @Test("Objective-C: the app's macros that declare methods in an interface (INIT_CODER_UNAVAILABLE) are skipped")
    func interfaceMethodMacros() {
        var session = Session()
        let outcomes = session.script("""
            @interface StopCell : UIView
            - (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
            INIT_NIB_UNAVAILABLE
            INIT_CODER_UNAVAILABLE
            @end
            @implementation StopCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *dot = [UIView new];
                    [self addSubview:dot];
                    [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.center.equalTo(self);
                        make.size.mas_equalTo(CGSizeMake(8, 8));
                    }];
                }
                return self;
            }
            @end
            StopCell *cell = [[StopCell alloc] initWithFrame:CGRectMake(0, 0, 100, 40)];
            [self.view addSubview:cell];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 46, y: 16, width: 8, height: 8))
    }

    /// A panel that makes two tops for its lower view in its `init` and turns the first off there,
    /// with `then` in place of the line that does.
    static func panel(turningOff: String, keeping: String = "") -> String {
        """
        import UIKit
        import SnapKit
        final class Panel: UIView {
            let header = UIView()
            let footer = UIView()
            private var attached: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(header)
                addSubview(footer)
                header.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(100)
                }
                footer.snp.makeConstraints { make in
                    attached = make.top.equalTo(header.snp.bottom).offset(16).constraint
                    make.top.equalToSuperview().offset(300).priority(.low)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(40)
                }
                \(keeping)
                \(turningOff)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test("a SnapKit constraint deactivated in the view's init, before its tree is placed, is off once it is placed")
    func deactivatedInInit() {
        var session = Session()
        let outcomes = session.script(Self.panel(turningOff: "attached?.deactivate()"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // Only the low-priority top of 300 is left.
        #expect(session.frame("footer") == Rect(x: 0, y: 300, width: 375, height: 40))
    }

    @Test("an anchor constraint turned off in the view's init (isActive = false) is off once the tree is placed, and one turned on again is on")
    func anchorDeactivatedInInit() {
        var session = Session()
        let outcomes = session.script("""
            final class Sheet: UIView {
                let grip = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(grip)
                    grip.translatesAutoresizingMaskIntoConstraints = false
                    let near = grip.topAnchor.constraint(equalTo: topAnchor, constant: 16)
                    near.isActive = true
                    let far = grip.topAnchor.constraint(equalTo: topAnchor, constant: 300)
                    far.priority = .defaultLow
                    far.isActive = true
                    grip.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                    grip.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    grip.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    near.isActive = false
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let sheet = Sheet()
            sheet.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
            view.addSubview(sheet)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("grip") == Rect(x: 0, y: 300, width: 40, height: 40))
    }

    @Test("snp.removeConstraints() in the view's init, then new constraints: the new ones hold, nothing refused")
    func removedInInit() {
        var session = Session()
        let outcomes = session.script(Self.panel(turningOff: """
            footer.snp.removeConstraints()
                    footer.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(200)
                        make.left.right.equalToSuperview()
                        make.height.equalTo(40)
                    }
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == Rect(x: 0, y: 200, width: 375, height: 40))
    }

    @Test("a scroll view made by the app's initialiser around its content (UIScrollView(stackView:)) holds it, pinned to its content area")
    func scrollViewAroundContent() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class Feed: UIView {
                let column = UIStackView()
                let scroll: UIScrollView
                init() {
                    scroll = UIScrollView(stackView: column)
                    super.init(frame: .zero)
                    let tall = UIView()
                    tall.heightAnchor.constraint(equalToConstant: 900).isActive = true
                    column.axis = .vertical
                    column.addArrangedSubview(tall)
                    scroll.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(scroll)
                    NSLayoutConstraint.activate([
                        scroll.topAnchor.constraint(equalTo: topAnchor),
                        scroll.leadingAnchor.constraint(equalTo: leadingAnchor),
                        scroll.trailingAnchor.constraint(equalTo: trailingAnchor),
                        scroll.bottomAnchor.constraint(equalTo: bottomAnchor),
                        column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(session.contentSize("scroll") == Size(width: 375, height: 900))
    }

    @Test("UIImageView(.noCloud), the app's initialiser given its own image, has an image of unknown size, said in a note")
    func imageViewFromAppAsset() {
        var session = Session()
        let outcomes = session.script("""
            let icon = UIImageView(.noCloud)
            view.addSubview(icon)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains("icon: the image is not in the paste, so its size is unknown; give it one with "
            + "'image icon size WxH' or constraints"))
    }

    @Test("a cell's contentView.layoutMargins.top = 0 in its init sets the margins as the whole assignment does: the other sides stay UIKit's")
    func cellMarginMemberAssignment() {
        var session = Session()
        let outcomes = session.script("""
            final class StepCell: UITableViewCell {
                let icon = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.preservesSuperviewLayoutMargins = false
                    contentView.layoutMargins.top = 0
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(icon)
                    NSLayoutConstraint.activate([
                        icon.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                        icon.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                        icon.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                        icon.widthAnchor.constraint(equalToConstant: 32),
                        icon.heightAnchor.constraint(equalToConstant: 32),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Margins 0 above, 16 at the sides, 11 below: the row is 32 + 11 tall.
        #expect(session.frame("icon") == Rect(x: 16, y: 0, width: 32, height: 32))
        #expect(session.frame("stepCell")?.height == 43)
    }

    @Test("the app's addArrangedSubviews given a view its own code makes (field.defaultLayout(…)) leaves that one out and arranges the rest")
    func appArrangedSubviewsWithUnknownElement() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class EditController: UIViewController {
                let column = UIStackView()
                let field = UITextField()
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    column.axis = .vertical
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    footer.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    column.addArrangedSubviews([field.defaultLayout(edgeInsets: .zero), footer])
                    NSLayoutConstraint.activate([
                        column.topAnchor.constraint(equalTo: view.topAnchor),
                        column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("one of the views given is made by the app's own 'defaultLayout(…)'") })
    }

    @Test("UIKit's text sizes compare in order: at the default size (.large), > .extraLarge is false, >= .medium true")
    func contentSizeCategoriesCompare() {
        var session = Session()
        let outcomes = session.script("""
            let big = traitCollection.preferredContentSizeCategory > .extraLarge
            let atLeastMedium = traitCollection.preferredContentSizeCategory >= .medium
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: big ? 300 : 100, height: atLeastMedium ? 50 : 10))
            view.addSubview(badge)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("a typealias of a pasted type, in a class or at the top level, reads that type's constants")
    func typeAliasOfPastedType() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            enum ChatMetrics { enum Unread { static let inset: CGFloat = 12; static let height: CGFloat = 30 } }
            final class UnreadLine: UIView {
                private typealias Config = ChatMetrics.Unread
                let line = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(line)
                    line.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Config.inset),
                        line.topAnchor.constraint(equalTo: topAnchor),
                        line.widthAnchor.constraint(equalToConstant: 100),
                        line.heightAnchor.constraint(equalToConstant: Config.height),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("line") == Rect(x: 12, y: 0, width: 100, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'Config.inset' is not in the paste") })
    }

    @Test("Objective-C: the app's view classes placed only by a Visual Format string turn their masks off themselves, as with anchors")
    func visualFormatAppClassMask() {
        var session = Session()
        let outcomes = session.script("""
            @implementation NoteRow
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    NoteBadge *badge = [NoteBadge new];
                    NoteBody *body = [NoteBody new];
                    [self addSubview:badge];
                    [self addSubview:body];
                    NSDictionary *views = @{@"badge": badge, @"body": body};
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-15-[badge(20)]-15-[body]-10-|" options:0 metrics:nil views:views]];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-5-[body(100)]-5-|" options:0 metrics:nil views:views]];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-5-[badge(20)]" options:0 metrics:nil views:views]];
                }
                return self;
            }
            @end
            NoteRow *row = [[NoteRow alloc] initWithFrame:CGRectMake(0, 0, 375, 110)];
            [self.view addSubview:row];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("badge") == Rect(x: 15, y: 5, width: 20, height: 20))
        #expect(session.frame("body") == Rect(x: 50, y: 5, width: 315, height: 100))
    }

    @Test("Objective-C: a cell's reuseIdentifier is the one its init was given, so a branch on it ([self.reuseIdentifier isEqualToString:…]) runs")
    func cellReuseIdentifierIsRead() {
        var session = Session()
        let outcomes = session.script("""
            static NSString *TallRowIdentifier = @"TallRow";
            @implementation TallRow
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UIView *box = [UIView new];
                    box.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:box];
                    CGFloat height = 10;
                    if ([self.reuseIdentifier isEqualToString:TallRowIdentifier]) { height = 80; }
                    [NSLayoutConstraint activateConstraints:@[
                        [box.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16],
                        [box.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:8],
                        [box.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-8],
                        [box.widthAnchor constraintEqualToConstant:40],
                        [box.heightAnchor constraintEqualToConstant:height],
                    ]];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Made with the identifier its class compares: 80 tall, the row 8 + 80 + 8.
        #expect(session.frame("box") == Rect(x: 16, y: 8, width: 40, height: 80))
        #expect(session.frame("tallRow")?.height == 96)
    }

    @Test("views arranged in a container of the app's view class beside views the app's code makes are placed in that view when a constraint meets them")
    func containerOfAppViewWithUnknownElements() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class SwapController: UIViewController {
                private lazy var containerView = ScrollableStackView()
                private let divider = UIView()
                private let amount = UITextField()
                private let toggle = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    containerView.stackView.addArrangedSubviews([amount.defaultLayout(edgeInsets: .zero), divider])
                    view.addSubview(containerView)
                    view.addSubview(toggle)
                    toggle.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        toggle.centerYAnchor.constraint(equalTo: divider.centerYAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'divider' is added by 'containerView.stackView.addArrangedSubviews(…)'") })
    }

    @Test("Neon: groupAndAlign places the views in a column under the sibling, centred, or in a row to its right, padding apart")
    func neonGroupAndAlign() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Neon
            final class Gallery: UIViewController {
                let header = UILabel()
                let first = UIView(), second = UIView(), third = UIView(), fourth = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [header, first, second, third, fourth].forEach { view.addSubview($0) }
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    header.anchorAndFillEdge(.top, xPad: 20, yPad: 40, otherSize: 30)
                    view.groupAndAlign(group: .vertical, andAlign: .underCentered, views: [first, second], relativeTo: header,
                                       padding: 10, width: 200, height: 50)
                    view.groupAndAlign(group: .horizontal, andAlign: .underMatchingRight, views: [third, fourth],
                                       relativeTo: second, padding: 5, width: 40, height: 40)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Header 20…355 wide at 40, 30 tall: centred at 187.5, the column starts 10 below, 60 apart.
        #expect(session.frame("first") == Rect(x: 87.5, y: 80, width: 200, height: 50))
        #expect(session.frame("second") == Rect(x: 87.5, y: 140, width: 200, height: 50))
        // The row of two 40s, 5 apart (85 long), its right at the second's right (287.5), 5 below it.
        #expect(session.frame("third") == Rect(x: 202.5, y: 195, width: 40, height: 40))
        #expect(session.frame("fourth") == Rect(x: 247.5, y: 195, width: 40, height: 40))
    }
}
