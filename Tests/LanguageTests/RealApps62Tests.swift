import Language
import Layout
import Testing

/// Shapes met in app files, old (Swift 2–4) and new: a view that sizes itself once it is in the
/// window, the view a property's closure returns, UIKit's list cell, an initialiser that builds
/// the view from the app's values, an app's constant inside arithmetic, a multiplier of 0 on a
/// size, the app's subclass named after a control, labeled tuples, `viewWithTag(_:)`. Every paste
/// is written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 62")
struct RealApps62Tests {
    @Test("didMoveToWindow runs when the view is shown, and its window's screen is the device's")
    func didMoveToWindowRuns() {
        var session = Session()
        session.script("""
        final class PosterCard: UIView {
            let poster = UIImageView()
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(poster)
                addSubview(caption)
                poster.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview()
                }
                caption.snp.makeConstraints { make in
                    make.top.equalTo(poster.snp.bottom).offset(10)
                    make.leading.trailing.bottom.equalToSuperview()
                    make.height.equalTo(20)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func didMoveToWindow() {
                super.didMoveToWindow()
                if let height = window?.windowScene?.screen.bounds.height {
                    poster.snp.makeConstraints { $0.height.equalTo(height * 0.25) }
                }
            }
        }
        let card = PosterCard()
        view.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
        }
        """)
        // 0.25 × 667 = 166.75; the caption 10 below it, 20 tall; the card as tall as both.
        #expect(session.frame("poster") == Rect(x: 0, y: 0, width: 375, height: 166.75).snapped(toPixelsOf: 3))
        #expect(session.frame("caption") == Rect(x: 0, y: 176.75, width: 375, height: 20).snapped(toPixelsOf: 3))
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 375, height: 196.75).snapped(toPixelsOf: 3))
    }

    @Test("a controller's view has no window in viewDidLoad; its views are told didMoveToWindow after viewWillAppear")
    func windowNilUntilShown() {
        var session = Session()
        let outcomes = session.script("""
        final class Banner: UIView {
            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard let w = window else { return }
                heightAnchor.constraint(equalToConstant: w.bounds.height / 10).isActive = true
            }
        }
        final class HomeScreen: UIViewController {
            let banner = Banner()
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                view.addSubview(badge)
                banner.translatesAutoresizingMaskIntoConstraints = false
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    badge.topAnchor.constraint(equalTo: banner.bottomAnchor),
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    badge.heightAnchor.constraint(equalToConstant: 10),
                    badge.widthAnchor.constraint(equalToConstant: view.window == nil ? 40 : 80),
                ])
            }
        }
        """)
        // In viewDidLoad the window is nil (badge 40 wide); once shown the banner is 667 / 10 = 66.7 tall.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 66.7).snapped(toPixelsOf: 3))
        #expect(session.frame("badge") == Rect(x: 0, y: 66.7, width: 40, height: 10).snapped(toPixelsOf: 3))
        #expect(outcomes.allSatisfy { !$0.failed })
    }

    @Test("the view a property's closure returns takes the property's name; a view it arranges keeps its local name")
    func closureReturnedViewNamed() {
        var session = Session()
        session.script("""
        final class SignInFooter: UIView {
            lazy var promptStack: UIStackView = {
                let hintLabel = UILabel()
                hintLabel.text = "New here?"
                let joinButton = UIButton(type: .system)
                joinButton.setTitle("Join", for: .normal)
                let stack = UIStackView(arrangedSubviews: [hintLabel, joinButton])
                stack.spacing = 6
                stack.translatesAutoresizingMaskIntoConstraints = false
                return stack
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(promptStack)
                NSLayoutConstraint.activate([
                    promptStack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    promptStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let footer = SignInFooter()
        view.addSubview(footer)
        footer.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        """)
        // The stack is the property (at 20,12); the label and the button are its arranged views.
        let stack = session.frame("promptStack")
        let hint = session.frame("hintLabel")
        let join = session.frame("joinButton")
        #expect(stack?.origin == Point(x: 20, y: 12))
        #expect(hint?.origin == Point(x: 0, y: 0))
        // The button follows the label 6 pt on, and the stack ends with it.
        if let hint, let join, let stack {
            #expect(join.minX == hint.width + 6)
            #expect(stack.width == join.maxX)
        }
        #expect(session.frame("stack") == nil)
    }

    @Test("UICollectionViewListCell is UIKit's: a list row as wide as the list, its accessories said not to be drawn")
    func listCellIsUIKits() {
        var session = Session()
        let outcomes = session.script("""
        final class ContactRow: UICollectionViewListCell {
            private let nameLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessories = [.disclosureIndicator()]
                contentView.addSubview(nameLabel)
                nameLabel.text = "Ada"
                nameLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        // 375 wide; 12 + 20.333 (17-pt text) + 12 tall.
        #expect(session.frame("contactRow") ≈ Rect(x: 0, y: 0, width: 375, height: 24 + 61.0 / 3))
        #expect(session.frame("nameLabel") ≈ Rect(x: 16, y: 12, width: 343, height: 61.0 / 3))
        #expect(!notes.contains { $0.contains("'UICollectionViewListCell' is not in the paste") })
        #expect(notes.contains { $0.contains("its accessories") && $0.contains("not drawn") })
    }

    @Test("an app's unknown constant inside a sum counts as 0 and the rest is worked out: 30 + SafeAreaBottomHeight is 30")
    func unknownTermInSumIsZero() {
        var session = Session()
        let outcomes = session.script("""
        final class CheckoutBar: UIViewController {
            let payButton = UIButton()
            let totalLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(payButton)
                view.addSubview(totalLabel)
                payButton.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview().inset(20)
                    make.height.equalTo(44 + ButtonMetrics.extraHeight)
                    make.bottom.equalToSuperview().offset(-(30 + SafeAreaBottomHeight))
                }
                totalLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    totalLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2 * kMargin + 16),
                    totalLabel.bottomAnchor.constraint(equalTo: payButton.topAnchor, constant: -12),
                    totalLabel.widthAnchor.constraint(equalToConstant: 100),
                    totalLabel.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        """)
        // 667 − 30 − 44 = 593; the label 12 above it, 16 from the left.
        #expect(session.frame("payButton") == Rect(x: 20, y: 593, width: 335, height: 44))
        #expect(session.frame("totalLabel") == Rect(x: 16, y: 561, width: 100, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'-(30 + SafeAreaBottomHeight)'") && $0.contains("so it is -30") })
    }

    @Test("a view built only by an initialiser that takes the app's values is made with it, each value the app's")
    func builderInitializerRuns() {
        var session = Session()
        let outcomes = session.script("""
        enum Tone { case calm, loud }
        final class ToastView: UIView {
            var tone: Tone = .calm
            override init(frame: CGRect) {
                super.init(frame: frame)
            }
            convenience init(frame: CGRect, message: String, tone: Tone) {
                self.init(frame: frame)
                self.tone = tone
                let box = UIView()
                addSubview(box)
                box.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview().inset(24)
                    make.bottom.equalToSuperview().offset(-40)
                    make.height.equalTo(48)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The box 24 from each side, 48 tall, 40 above the bottom of the screen-filling toast.
        #expect(session.frame("box") == Rect(x: 24, y: 579, width: 327, height: 48))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("ToastView(frame:message:tone:)") })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is shown empty") })
    }

    @Test("Swift 2's UIFontWeightSemibold is the semibold weight")
    func swift2FontWeightGlobal() {
        var plain = Session()
        plain.script("""
        let a = UILabel()
        a.text = "Total"
        a.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        view.addSubview(a)
        """)
        var old = Session()
        old.script("""
        let a = UILabel()
        a.text = "Total"
        a.font = UIFont.systemFontOfSize(20, weight: UIFontWeightSemibold)
        view.addSubview(a)
        """)
        #expect(old.frame("a") != nil)
        #expect(old.frame("a") == plain.frame("a"))
    }

    @Test("SnapKit's multiplier of 0 on a size is a size of 0, as UIKit allows; on a position it is refused")
    func snapKitZeroMultiplierOnSize() {
        var session = Session()
        session.script("""
        let card = UIView()
        view.addSubview(card)
        card.snp.makeConstraints { make in
            make.top.leading.equalToSuperview().offset(10)
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().multipliedBy(0)
        }
        """)
        #expect(session.frame("card") == Rect(x: 10, y: 10, width: 187.5, height: 0).snapped(toPixelsOf: 3))
        let message = session.failing("""
        card.snp.makeConstraints { make in
            make.centerY.equalToSuperview().multipliedBy(0)
        }
        """)
        #expect(message.contains("a multiplier of 0 makes a position a constant"))
    }

    @Test("viewWithTag(_:) finds the view given that tag, itself first, then its subviews; nil when none has it")
    func viewWithTagFinds() {
        var session = Session()
        let outcomes = session.script("""
        final class ReasonScreen: UIViewController {
            let reasons = ["Spam", "Abuse", "Other"]
            override func viewDidLoad() {
                super.viewDidLoad()
                var y: CGFloat = 20
                for (index, reason) in reasons.enumerated() {
                    let row = UIButton(type: .system)
                    row.setTitle(reason, for: .normal)
                    row.tag = index + 1
                    row.frame = CGRect(x: 16, y: y, width: 200, height: 30)
                    view.addSubview(row)
                    y += 40
                }
                let note = UIView()
                note.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(note)
                NSLayoutConstraint.activate([
                    NSLayoutConstraint(item: note, attribute: .top, relatedBy: .equal, toItem: view.viewWithTag(reasons.count),
                                       attribute: .bottom, multiplier: 1, constant: 12),
                    note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    note.widthAnchor.constraint(equalToConstant: 200),
                    note.heightAnchor.constraint(equalToConstant: 60),
                ])
                note.isHidden = view.viewWithTag(99) == nil
            }
        }
        """)
        // The third row (tag 3) is at 20 + 2 × 40 = 100, 30 tall: the note 12 below it.
        #expect(session.frame("note") == Rect(x: 16, y: 142, width: 200, height: 60))
        #expect(outcomes.allSatisfy { !$0.failed })
    }

    @Test("the app's control whose name holds a UIKit class's whole name (AvalonUIButtonLight) stands in as that class")
    func appControlHoldingUIKitName() {
        var session = Session()
        let outcomes = session.script("""
        final class ResetPanel: UIView {
            let resetButton: BrandUIButtonLight = {
                let button = BrandUIButtonLight()
                button.setTitle("Reset", for: .normal)
                button.translatesAutoresizingMaskIntoConstraints = false
                return button
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(resetButton)
                resetButton.topAnchor.constraint(equalTo: topAnchor, constant: 30).isActive = true
                resetButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                resetButton.heightAnchor.constraint(equalToConstant: 21).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("resetButton")?.origin == Point(x: 16, y: 30))
        #expect(session.frame("resetButton")?.height == 21)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'BrandUIButtonLight' is not in the paste: taken as the UIButton") })
        // A framework's type beginning with a view's name is not taken for that view.
        var layouts = Session()
        let made = layouts.script("""
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.addSubview(grid)
        """)
        #expect(!made.flatMap(\.notes).contains { $0.contains("taken as the UICollectionView its name says") })
        #expect(layouts.frame("layout") == nil)
    }

    @Test("a library's own infix operator (RxBinding's ~>) is read and skipped with a note; the rest of the file runs")
    func customOperatorSkipped() {
        var session = Session()
        let outcomes = session.script("""
        final class RepoScreen: UIViewController {
            let nameLabel = UILabel()
            func bind() -> [Disposable] {
                return [
                    viewModel.name ~> nameLabel.rx.text,
                ]
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(nameLabel)
                nameLabel.frame = CGRect(x: 15, y: 60, width: 200, height: 30)
                _ = bind()
            }
        }
        """)
        #expect(session.frame("nameLabel") == Rect(x: 15, y: 60, width: 200, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped '~>'") })
    }

    @Test("an app's text constant on a UI-prefixed type of its own (UIBankTextCollection.task) is shown as a placeholder")
    func appTextConstantPlaceholder() {
        var session = Session()
        let outcomes = session.script("""
        final class CounterScreen: UIViewController {
            private let taskLabel: UILabel = {
                let label = UILabel()
                label.text = UIBankTextCollection.task
                return label
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(taskLabel)
                taskLabel.frame = CGRect(x: 0, y: 100, width: 120, height: 24)
            }
        }
        """)
        #expect(session.frame("taskLabel") == Rect(x: 0, y: 100, width: 120, height: 24))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.task' is not in the paste (the app's own text constant)") })
    }

    @Test("NSNotFound is Foundation's 'no index': an index set to it compares equal to it")
    func nsNotFoundKnown() {
        var session = Session()
        session.script("""
        final class TabsScreen: UIViewController {
            var selectedIndex: Int = NSNotFound
            let bar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bar)
                bar.frame = CGRect(x: 0, y: 0, width: selectedIndex == NSNotFound ? 320 : 10, height: 44)
            }
        }
        """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 320, height: 44))
    }
}

