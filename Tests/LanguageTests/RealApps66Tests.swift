import Language
import Layout
import Testing

/// Shapes met in app files of set 66: `Self.` for the class's own statics and nested types, an
/// extension of a UIKit class naming the file's view, an app factory's view, a controller on a
/// base class Layoutbook does not have, a class head over several lines, `super.` in an override,
/// a freestanding macro, a private optional no code sets. Every paste is written for this test;
/// frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 66")
struct RealApps66Tests {
    @Test("an extension of a UIKit class that names the file's view does not hide that view: the view is shown, not its helper class")
    func extensionOfUIKitClassDoesNotHideTheView() {
        var session = Session()
        let outcomes = session.script("""
        class ComposeBar: UIView {
            static let minimumHeight: CGFloat = 40
            private let field = GrowingField()
            private let sendButton = UIButton(type: .custom)
            override init(frame: CGRect) {
                super.init(frame: frame)
                field.translatesAutoresizingMaskIntoConstraints = false
                sendButton.translatesAutoresizingMaskIntoConstraints = false
                addSubview(field)
                addSubview(sendButton)
                NSLayoutConstraint.activate([
                    field.heightAnchor.constraint(equalToConstant: Self.minimumHeight),
                    field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    field.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                    field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
                    field.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
                    sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
                    sendButton.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                    sendButton.widthAnchor.constraint(equalToConstant: 32),
                    sendButton.heightAnchor.constraint(equalToConstant: 32),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        extension UITextView {
            var comfortableHeight: CGFloat { max(contentSize.height, ComposeBar.minimumHeight) }
        }
        private class GrowingField: UITextView {
            override var canBecomeFirstResponder: Bool { true }
        }
        """)
        // The bar, not the small field class below it: 375 wide, 6 + 40 + 6 = 52 tall.
        #expect(session.frame("composeBar") == Rect(x: 0, y: 0, width: 375, height: 52))
        // The button at 375 - 12 - 32 = 331; the field from 12 to 331 - 8 = 323: 311 wide.
        #expect(session.frame("field") == Rect(x: 12, y: 6, width: 311, height: 40))
        // The button centred on the field: 6 + 20 - 16 = 10.
        #expect(session.frame("sendButton") == Rect(x: 331, y: 10, width: 32, height: 32))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("nothing in the paste shows ComposeBar") })
    }

    @Test("`Self.` in a class's code is the class: its static factories and its nested types")
    func selfNamesTheClass() {
        var session = Session()
        session.script("""
        final class ReceiptViewController: UIViewController {
            private enum Metrics {
                static let side: CGFloat = 24
                static let badge = CGSize(width: 60, height: 30)
            }
            private lazy var header: UIView = Self.makeHeader()
            private lazy var badge: UILabel = Self.makeBadge()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                header.addSubview(badge)
                header.frame = CGRect(x: Self.Metrics.side, y: 40, width: view.bounds.width - 2 * Self.Metrics.side, height: 80)
                badge.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: Self.Metrics.badge)
            }
            private static func makeHeader() -> UIView {
                let view = UIView()
                view.backgroundColor = .systemGray6
                return view
            }
            private static func makeBadge() -> UILabel {
                let label = UILabel()
                label.text = "Paid"
                return label
            }
        }
        """)
        // 24 in from each side: 375 - 48 = 327 wide.
        #expect(session.frame("header") == Rect(x: 24, y: 40, width: 327, height: 80))
        #expect(session.frame("badge") == Rect(x: 10, y: 10, width: 60, height: 30))
    }

    @Test("a view the app's factory makes may be of the app's own class: its unknown members are skipped with a note, not refused")
    func factoryMadeViewKeepsTheAppsMembers() {
        var session = Session()
        let outcomes = session.script("""
        class RenameViewController: UIViewController {
            private lazy var nameField: UITextField = {
                let field = FormField.buildTextField()
                field.caption.text = "Name"
                field.returnKeyType = .done
                return field
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(nameField)
                NSLayoutConstraint.activate([
                    nameField.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    nameField.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """)
        #expect(session.frame("nameField") == Rect(x: 20, y: 100, width: 335, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'caption'") && $0.contains("factory") })
    }

    @Test("a controller on a base class the paste lacks, or UIKit's page view controller: their members are skipped, the rest laid out")
    func membersOfAnUnmodelledBaseController() {
        var session = Session()
        let outcomes = session.script("""
        class IntroPagesController: UIPageViewController {
            let dots = UIPageControl()
            override func viewDidLoad() {
                super.viewDidLoad()
                dataSource = self
                self.delegate = self
                dots.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 50)
                view.addSubview(dots)
            }
        }
        """)
        #expect(session.frame("dots") == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'dataSource'") && $0.contains("UIPageViewController") })

        var other = Session()
        let more = other.script("""
        class ThreadController: ChatBaseController {
            let banner = UIView()
            override func viewDidLoad() {
                self.chatDataSource = nil
                super.viewDidLoad()
                view.addSubview(banner)
                banner.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            }
        }
        """)
        #expect(other.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(more.flatMap(\.notes).contains { $0.hasPrefix("skipped 'chatDataSource'") && $0.contains("ChatBaseController") })
    }

    @Test("accessibility members that cannot change a layout are accepted: accessibilityElements set and appended to")
    func accessibilityElementsAccepted() {
        var session = Session()
        session.script("""
        class SummaryCell: UITableViewCell {
            let card = UIView()
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(card)
                card.addSubview(title)
                card.accessibilityElements = [title]
                card.accessibilityElements?.append(title)
                card.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    card.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // Shown as a table shows it: 375 wide, 8 + 60 + 8 = 76 tall.
        #expect(session.frame("card") == Rect(x: 16, y: 8, width: 343, height: 60))
    }

    @Test("`.init(top:leading:bottom:trailing:)` is NSDirectionalEdgeInsets: a configuration's content insets")
    func directionalInsetsByImplicitInit() {
        var session = Session()
        session.script("""
        var config = UIButton.Configuration.filled()
        config.title = "Sign up"
        config.contentInsets = .init(top: 10, leading: 20, bottom: 10, trailing: 20)
        let button = UIButton(configuration: config)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        """)
        // "Sign up" at 17 pt: 57.667 + 20 + 20 = 97.667 wide; 20.333 + 10 + 10 = 40.333 tall.
        #expect(session.frame("button")?.size ≈ Size(width: 293.0 / 3, height: 121.0 / 3))
    }

    @Test("a class head whose inheritance list runs over several lines is one entry with its body")
    func classHeadOverSeveralLines() {
        var session = Session()
        let outcomes = session.script("""
        final class NoticeView:
            UIView,
            Themeable {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                title.frame = CGRect(x: 16, y: 12, width: 200, height: 24)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let notice = NoticeView(frame: CGRect(x: 0, y: 100, width: 375, height: 48))
        view.addSubview(notice)
        """)
        #expect(outcomes.count == 3)
        #expect(session.frame("notice") == Rect(x: 0, y: 100, width: 375, height: 48))
        #expect(session.frame("title") == Rect(x: 16, y: 12, width: 200, height: 24))
    }

    @Test("`super.intrinsicContentSize` in the override of intrinsicContentSize is UIView's, not the override again")
    func superIntrinsicContentSize() {
        var session = Session()
        session.script("""
        class StripView: UIView {
            private var tallest: CGFloat = 24
            override var intrinsicContentSize: CGSize {
                let own = super.intrinsicContentSize
                tallest = max(tallest, own.height)
                return CGSize(width: UIView.noIntrinsicMetric, height: tallest)
            }
        }
        let strip = StripView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(strip)
        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        strip.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        strip.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
        """)
        // UIView's own is -1 × -1 (no intrinsic metric): max(24, -1) = 24 tall.
        #expect(session.frame("strip") == Rect(x: 0, y: 50, width: 375, height: 24))
    }

    @Test("a freestanding macro the paste does not define (`#localize(…)`) is skipped with a note; the view is still made")
    func unknownMacroSkipped() {
        var session = Session()
        let outcomes = session.script("""
        class KeyCard: UIView {
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                caption.text = #localize("key_card_caption")
                addSubview(caption)
                caption.frame = CGRect(x: 20, y: 10, width: 120, height: 22)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let card = KeyCard(frame: CGRect(x: 0, y: 0, width: 300, height: 42))
        view.addSubview(card)
        """)
        #expect(session.frame("caption") == Rect(x: 20, y: 10, width: 120, height: 22))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped '#localize(…)'") })
    }

    @Test("`addSubviews(a, b)` bare in a controller is the app's helper on the controller's root view")
    func bareAddSubviewsInController() {
        var session = Session()
        session.script("""
        class ForecastController: UIViewController, ConfigurableView {
            let header = UIView()
            let list = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                addSubviews(header, list)
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    header.heightAnchor.constraint(equalToConstant: 120),
                    list.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
                    list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
            }
        }
        """)
        #expect(session.frame("header") == Rect(x: 20, y: 60, width: 335, height: 120))
        // 60 + 120 + 16 = 196 down to the bottom: 471 tall.
        #expect(session.frame("list") == Rect(x: 0, y: 196, width: 375, height: 471))
    }

    @Test("a controller's private optional that only an initialiser sets is nil when another initialiser made it, as Swift starts it")
    func privateOptionalSetOnlyByAnotherInitIsNil() {
        var session = Session()
        let outcomes = session.script("""
        final class HabitEditorController: UIViewController {
            private var habitToEdit: Habit?
            private var isIrregular = false
            let form = UIView()
            convenience init(isIrregular: Bool) {
                self.init()
                self.isIrregular = isIrregular
            }
            convenience init(habitToEdit: Habit) {
                self.init()
                self.habitToEdit = habitToEdit
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(form)
                let top: CGFloat = habitToEdit == nil ? 24 : 40
                let extra = habitToEdit?.reminderHeight ?? 0
                form.frame = CGRect(x: 16, y: top + extra, width: 343, height: 200)
            }
        }
        """)
        // Made with `init(isIrregular:)`: habitToEdit is nil, so 24 and no extra.
        #expect(session.frame("form") == Rect(x: 16, y: 24, width: 343, height: 200))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'habitToEdit' is not worked out") })
    }

    @Test("a private optional a method sets (the app may call it before presenting) stays the app's")
    func privateOptionalSetByMethodStaysTheApps() {
        var session = Session()
        let outcomes = session.script("""
        final class ProfileController: UIViewController {
            private var profile: Profile?
            let card = UIView()
            func configure(with profile: Profile) {
                self.profile = profile
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                let height: CGFloat = profile == nil ? 100 : 180
                card.frame = CGRect(x: 0, y: 0, width: 375, height: height)
            }
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'profile' is not worked out") })
    }
}
