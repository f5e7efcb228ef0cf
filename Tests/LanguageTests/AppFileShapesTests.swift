import Language
import Layout
import Testing

/// Shapes of whole files as apps write them, each read the way Swift reads it. Every paste here
/// is written for this test; the frames are derived by hand on the default 375×667 screen.
@Suite("pasted files as apps write them")
struct AppFileShapesTests {
    @Test("an attribute alone on its line belongs to the declaration under it, as Swift reads it")
    func attributeAlone() {
        let entries = Entry.split("@objc\nfinal class Knob: UIView {\n}\n@available(iOS 15, *)\nextension Knob {\n  func nudge() {}\n}\nview b")
        #expect(entries.map(\.text) == [
            "@objc\nfinal class Knob: UIView {\n}\n@available(iOS 15, *)\nextension Knob {\n  func nudge() {}\n}", "view b",
        ])
        #expect(Entry(text: "@available(iOS 15, *)\nextension Knob {}", firstLine: 1).firstWord == "extension")
    }

    @Test("a declaration whose '{' is on the next line (Allman style) is one entry with its body")
    func allmanBraces() {
        var reader = EntryReader()
        #expect(reader.read("class BadgeCell: UICollectionViewCell").isEmpty)
        #expect(reader.isInsideEntry)
        #expect(reader.read("{").isEmpty)
        #expect(reader.read("  let title = UILabel()").isEmpty)
        #expect(reader.read("}").isEmpty)
        #expect(reader.finish().map(\.text) == ["class BadgeCell: UICollectionViewCell\n{\n  let title = UILabel()\n}"])
        // A line that only calls stays an entry of its own once the next line shows no trailing
        // closure opens there; one that assigns a number is handed back at once.
        var plain = EntryReader()
        #expect(plain.read("view.addSubview(box)").isEmpty)
        #expect(plain.isHoldingCallOnly)
        #expect(plain.read("let inset = 8").map(\.text) == ["view.addSubview(box)", "let inset = 8"])
        #expect(!plain.isHolding)
    }

    @Test("a trailing closure or a statement's body whose '{' opens the next line belongs to the line before, as Swift reads it")
    func allmanStatements() {
        let entries = Entry.split("""
            badge.snp.makeConstraints
            { make in
                make.size.equalTo(24)
            }
            UIView.animate(withDuration: 0.3)
            {
                badge.alpha = 0
            }
            if compact
            {
                badge.isHidden = true
            }
            view.addSubview(badge)

            { 1 }
            """)
        #expect(entries.map(\.text) == [
            "badge.snp.makeConstraints\n{ make in\n    make.size.equalTo(24)\n}",
            "UIView.animate(withDuration: 0.3)\n{\n    badge.alpha = 0\n}",
            "if compact\n{\n    badge.isHidden = true\n}",
            "view.addSubview(badge)", "", "{ 1 }",
        ])
    }

    @Test("a SnapKit block whose closure opens on the line below its call pins the view")
    func allmanSnapKitRuns() {
        var session = Session()
        session.script("""
        let badge = UIView()
        view.addSubview(badge)
        badge.snp.makeConstraints
        { make in
            make.top.left.equalToSuperview().offset(12)
            make.size.equalTo(30)
        }
        if true
        {
            badge.alpha = 0.5
        }
        """)
        #expect(session.frame("badge") == Rect(x: 12, y: 12, width: 30, height: 30))
    }

    @Test("an Allman-style view class pasted as a file runs: its init makes and pins its label")
    func allmanFileRuns() {
        var session = Session()
        session.script("""
        final class PriceTag: UIView
        {
            let amount = UILabel()

            override init(frame: CGRect)
            {
                super.init(frame: frame)
                addSubview(amount)
                amount.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(6)
                }
            }

            required init?(coder: NSCoder) { nil }
        }
        let tag = PriceTag(frame: CGRect(x: 20, y: 40, width: 120, height: 32))
        view.addSubview(tag)
        """)
        #expect(session.frame("tag") == Rect(x: 20, y: 40, width: 120, height: 32))
        // Inset 6 on every edge: 120 − 12 = 108 wide, 32 − 12 = 20 tall.
        #expect(session.frame("amount") == Rect(x: 6, y: 6, width: 108, height: 20))
    }

    @Test("an extension pasted before its class gives the class its nested struct and methods, with self's UIKit members")
    func extensionBeforeClass() {
        var session = Session()
        session.script("""
        extension Swatch {
            struct Look {
                let padding: CGFloat = 10
            }
        }

        final class Swatch: UIView {
            let look: Look
            private lazy var chip = UIView()

            init(frame: CGRect = .zero, look: Look = Look()) {
                self.look = look
                super.init(frame: frame)
                self.placeChip()
            }

            required init?(coder: NSCoder) { fatalError() }
        }

        extension Swatch {
            func placeChip() {
                self.addSubview(self.chip)
                self.chip.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(self.look.padding)
                }
            }
        }
        let swatch = Swatch(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        view.addSubview(swatch)
        """)
        // padding 10 from the struct the first extension declares: 100 − 20 by 80 − 20.
        #expect(session.frame("chip") == Rect(x: 10, y: 10, width: 80, height: 60))
    }

    @Test("a name of the app's own read inside a pasted class is skipped even when one statement runs that code")
    func appNamesInsideClassCode() {
        var session = Session()
        session.script("""
        final class Ribbon: UIView {
            let strip = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                strip.layer.cornerRadius = AppTheme.Radius.small
                addSubview(strip)
                strip.frame = CGRect(x: 0, y: 0, width: 50, height: 4)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let outcome = session.run("let ribbon = Ribbon(frame: CGRect(x: 0, y: 100, width: 200, height: 20))")
        #expect(!outcome.failed)
        #expect(outcome.notes.contains { $0.contains("skipped 'AppTheme'") })
        #expect(session.run("view.addSubview(ribbon)").failed == false)
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 50, height: 4))
        // Typed alone, an undeclared name is still refused.
        #expect(session.failing("ribbon.strip.alpha = AppTheme.fade").contains("no name 'AppTheme'"))
    }

    @Test("what an app's own view class or an outlet of a framework view adds is skipped, not refused as UIView's")
    func appViewMembers() {
        var session = Session()
        let outcomes = session.script("""
        class PromoViewController: UIViewController {
            @IBOutlet weak var mapView: MKMapView!
            let banner = PromoBannerView()

            override func viewDidLoad() {
                super.viewDidLoad()
                mapView.delegate = self
                banner.delegate = self
                banner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 30),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    banner.heightAnchor.constraint(equalToConstant: 90),
                ])
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("skipped 'delegate': PromoBannerView is the app's own") })
        // MapKit's view is MapKit's, not the app's: drawn as a plain view, its delegate skipped.
        #expect(notes.contains { $0.contains("skipped 'delegate': MKMapView is another framework's view") })
        #expect(session.frame("banner") == Rect(x: 0, y: 30, width: 375, height: 90))
    }

    @Test("a view controller made only with init(viewModel:) is presented after that initialiser ran")
    func controllerWithOwnInitializer() {
        var session = Session()
        let outcomes = session.script("""
        final class LedgerViewController: UIViewController {
            private let viewModel: LedgerViewModel
            private let tableView: UITableView

            init(viewModel: LedgerViewModel) {
                self.viewModel = viewModel
                self.tableView = UITableView()
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tableView)
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    tableView.heightAnchor.constraint(equalTo: view.heightAnchor, constant: -LedgerMetrics.footerHeight),
                ])
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("made with init(viewModel:): 'viewModel' is the app's") })
        // The height's constant is the app's own: 0 stands in for it, said in a note, so the
        // table is the root view's height (667 − 0).
        #expect(notes.contains { $0.contains("'LedgerMetrics.footerHeight' is not in the paste: 0 is used in its place") })
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a pasted class reads its UIKit base's static members: noIntrinsicMetric in intrinsicContentSize")
    func inheritedStaticMember() {
        var session = Session()
        session.script("""
        final class FieldRow: UIView {
            override var intrinsicContentSize: CGSize {
                CGSize(width: FieldRow.noIntrinsicMetric, height: 56)
            }
        }
        let row = FieldRow()
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
        row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
        row.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        """)
        // Width from the edges (375 − 32), height 56 from the intrinsic size.
        #expect(session.frame("row") == Rect(x: 16, y: 100, width: 343, height: 56))
    }

    @Test("first and last with a closure, an optional chain after it, enumerated pairs' labels and one-sided ranges")
    func collectionsAsSwiftHasThem() {
        var session = Session()
        session.script("""
        let tabs = [UIView(), UIView(), UIView()]
        tabs.enumerated().forEach { index, tab in
            tab.tag = index
            tab.frame = CGRect(x: CGFloat(index) * 100, y: 0, width: 90, height: 30)
            view.addSubview(tab)
        }
        tabs.first { $0.tag == 1 }?.frame.size.height = 44
        let picked = tabs.enumerated().first { $0.offset == 2 }
        picked?.element.frame.origin.y = 50
        tabs.last(where: { $0.tag < 1 })?.frame.origin.x = 5
        for tab in tabs[1...] { tab.frame.size.width = 80 }
        for tab in tabs[..<1] { tab.frame.size.width = 70 }
        """)
        #expect(session.frame("view2") == Rect(x: 5, y: 0, width: 70, height: 30))
        #expect(session.frame("view3") == Rect(x: 100, y: 0, width: 80, height: 44))
        #expect(session.frame("view4") == Rect(x: 200, y: 50, width: 80, height: 30))
    }

    @Test("a model's comparison operator and a rect's unmodelled methods are read, not refused")
    func modelOperatorsAndRectMethods() {
        var session = Session()
        let outcomes = session.script("""
        struct Score: Comparable {
            let value: Int
            static func < (lhs: Score, rhs: Score) -> Bool { lhs.value < rhs.value }
        }
        final class Meter: UIView {
            func hit(_ point: CGPoint) -> Bool {
                guard bounds.contains(point) else { return false }
                return true
            }
        }
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        view.addSubview(meter)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("meter") == Rect(x: 0, y: 0, width: 60, height: 60))
    }

    @Test("a capitalised Width read as a number where no Stevia is written is the app's own frame property, 0 with a note")
    func appFramePropertyIsNotStevia() {
        var session = Session()
        // `icon.Width` is the app's extension (a frame's width); not in the paste, 0 stands in:
        // the caption's left is the icon's left (6) + 0 + 4 = 10.
        let outcomes = session.script("""
        let chip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.addSubview(chip)
        let icon = UIView()
        let caption = UIView()
        chip.addSubview(icon)
        chip.addSubview(caption)
        icon.snp.makeConstraints { make in
            make.left.equalTo(chip).offset(6)
            make.top.equalTo(chip).offset(8)
            make.width.height.equalTo(24)
        }
        caption.snp.makeConstraints { make in
            make.left.equalTo(icon).offset(icon.Width + 4)
            make.top.equalTo(icon)
            make.width.height.equalTo(24)
        }
        """)
        #expect(session.frame("caption") == Rect(x: 10, y: 8, width: 24, height: 24))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'icon.Width' is not UIKit's: the app's own property of a view") })
    }

    @Test("an element of an implicitly unwrapped property nothing in the paste sets is the app's data, skipped with a note, not a nil refused")
    func unsetImplicitlyUnwrappedPropertyIsTheApps() {
        var session = Session()
        // `plan` is given by whoever shows the controller; the bar after it is still made.
        let outcomes = session.script("""
        class PlanController: UIViewController {
            var plan: [String]!
            override func viewDidLoad() {
                super.viewDidLoad()
                title = plan[0]
                let bar = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
                view.addSubview(bar)
            }
        }
        """)
        #expect(session.frame("bar") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'plan' is the app's: an implicitly unwrapped property nothing in the paste sets") })
    }

    @Test("the app's own constants, fonts and shared instances stand in with a note where a number, a font or a value is needed")
    func appConstantsStandIn() {
        var session = Session()
        let outcomes = session.script("""
        final class TicketView: UIView {
            let title = UILabel()
            let code = UILabel()
            let stack = UIStackView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.font = .ticketHeadline
                code.font = .systemFont(ofSize: CGFloat(theme.codeSize))
                let scaled = UIFontMetrics.default.scaledValue(for: 12)
                stack.addArrangedSubview(viewModel.badgeView)
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(.ticketSpacing)
                    make.leading.equalToSuperview().offset(20)
                    make.width.lessThanOrEqualTo(CGFloat.greatestFiniteMagnitude)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let ticket = TicketView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.addSubview(ticket)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'.ticketHeadline' is not in the paste (the app's own font)") })
        #expect(notes.contains { $0.contains("the font size is taken as 17") })
        // Dynamic Type's default size scales by 1: the value as given.
        #expect(notes.contains { $0.hasPrefix("UIFontMetrics.scaledValue(for:): 12 as given") })
        #expect(notes.contains { $0.contains("skipped arranging 'viewModel.badgeView'") })
        #expect(notes.contains { $0.contains("'.ticketSpacing' is not in the paste (the app's own constant): 0 is used") })
        #expect(notes.contains { $0.contains("exceeds the layout engine's limits") })
        // top = 0 (the app's spacing stands in as 0), leading 20; an empty label is 0×0.
        #expect(session.frame("title") == Rect(x: 20, y: 0, width: 0, height: 0))
    }

    @Test("a call of the app's own method on self is not taken for a misspelt property")
    func appMethodOnSelf() {
        var session = Session()
        let outcomes = session.script("""
        final class Pill: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                rounded()
            }
        }
        let pill = Pill(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        view.addSubview(pill)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pill") == Rect(x: 10, y: 10, width: 80, height: 30))
        #expect(session.failing("pill.bouns = .zero").contains("did you mean 'bounds'"))
    }

    @Test("a Task with a global actor and a for-await loop run at once, as what is awaited has happened")
    func concurrencyShapes() {
        var session = Session()
        session.script("""
        let rows = [UIView(), UIView()]
        Task { @MainActor in
            for await row in rows {
                row.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
                view.addSubview(row)
            }
        }
        """)
        #expect(session.frame("view2") == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(session.frame("view3") == Rect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test("a view class declared below the controller that uses it is known when the controller is presented")
    func declarationOrder() {
        var reader = EntryReader()
        #expect(reader.read("class FeedViewController: UIViewController {").isEmpty)
        #expect(reader.read("    override func viewDidLoad() { super.viewDidLoad() }").isEmpty)
        #expect(reader.read("}").isEmpty)
        #expect(reader.read("").isEmpty)
        #expect(reader.read("final class FeedHeader: UIView {}").isEmpty)
        #expect(reader.read("let probe = 1").map(\.text) == [
            "class FeedViewController: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n\nfinal class FeedHeader: UIView {}",
            "let probe = 1",
        ])
        var session = Session()
        session.script("""
        class FeedViewController: UIViewController {
            let header = FeedHeader()
            override func viewDidLoad() {
                super.viewDidLoad()
                header.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(header)
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                    header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                    header.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
        }

        final class FeedHeader: UIView {
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                badge.frame = CGRect(x: bounds.width - 24, y: 0, width: 24, height: 24)
            }
        }
        """)
        #expect(session.frame("header") == Rect(x: 10, y: 10, width: 355, height: 60))
        // layoutSubviews ran with the header's solved width: 355 − 24 = 331.
        #expect(session.frame("badge") == Rect(x: 331, y: 0, width: 24, height: 24))
    }

    @Test("addSubview given a view and a value that is none is refused, as Swift refuses it, rather than dropping the second")
    func addSubviewTakesOne() {
        var session = Session()
        session.script("let left = UIView()\nlet right = UIView()")
        let error = session.failing("view.addSubview(left, 8)")
        #expect(error.contains("addSubview(_:) takes one view, not 2"))
        #expect(error.contains("its own addSubview(_:) call"))
        // The session is as it was: each view is added by its own call.
        #expect(!session.run("view.addSubview(left)").failed)
        #expect(!session.run("view.addSubview(right)").failed)
    }

    @Test("a type nested in an extension below its class is found from the class's initialiser")
    func nestedTypeInTrailingExtension() {
        var session = Session()
        session.script("""
        final class LoadingFooter: UIView {
            init() {
                super.init(frame: Metrics.startFrame)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        private extension LoadingFooter {
            enum Metrics {
                static let startFrame = CGRect(x: 0, y: 0, width: 320, height: 45)
            }
        }
        let footer = LoadingFooter()
        view.addSubview(footer)
        """)
        #expect(session.frame("footer") == Rect(x: 0, y: 0, width: 320, height: 45))
    }

    @Test("super.init(frame:) sets the frame it is given, whatever frame the caller passed to the subclass")
    func superInitFrame() {
        var session = Session()
        session.script("""
        final class Tile: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: .zero)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Plate: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let tile = Tile(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plate = Plate(frame: CGRect(x: 5, y: 5, width: 100, height: 80))
        view.addSubview(tile)
        view.addSubview(plate)
        """)
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(session.frame("plate") == Rect(x: 5, y: 5, width: 100, height: 80))
    }

    @Test("a static member a class gets from a protocol of the app's own is skipped with a note; a misspelt one is refused")
    func memberFromAppProtocol() {
        var session = Session()
        let outcomes = session.script("""
        final class GaugeView: UIView, NibBacked {
            let dial = UIView()
            func setUp() {
                let loaded = GaugeView.nib()
                addSubview(dial)
                dial.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            }
        }
        let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.addSubview(gauge)
        gauge.setUp()
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'GaugeView.nib': not in the paste, likely from the app's own 'NibBacked'") })
        #expect(session.frame("dial") == Rect(x: 0, y: 0, width: 40, height: 40))
        var plain = Session()
        plain.script("final class Meter: UIView {\n    static let size: CGFloat = 40\n}")
        #expect(plain.failing("let s = Meter.sise").contains("has no member 'sise'"))
    }
}
