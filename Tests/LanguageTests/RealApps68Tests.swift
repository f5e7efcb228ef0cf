import Language
import Layout
import Testing

/// Shapes met in app files of set 68: the app's own factory or class named after a UIKit view
/// Layoutbook models beyond the common few (a progress bar, a control). Every paste is written
/// for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 68")
struct RealApps68Tests {
    @Test("an app's makeProgressView() is a UIProgressView, 4 tall, and a row pinned below it moves with it")
    func factoryNamedAfterProgressView() {
        var session = Session()
        let outcomes = session.script("""
        class PlaybackSettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let minLabel = makeLabel(text: "0s")
                let bar = makeProgressView()
                let below = makeLabel(text: "Gapless")
                [minLabel, bar, below].forEach { view.addSubview($0) }
                NSLayoutConstraint.activate([
                    minLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    minLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    bar.centerYAnchor.constraint(equalTo: minLabel.centerYAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 60),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    below.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 20),
                    below.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                ])
            }
        }
        """)
        // The label is 17-pt text, 61/3 tall: its centre at 100 + 61/6; the bar 4 tall on it.
        #expect(session.frame("bar") ≈ Rect(x: 60, y: 100 + 61.0 / 6 - 2, width: 295, height: 4).snapped(toPixelsOf: 3))
        // 20 below the bar's bottom, 100 + 61/6 + 2.
        let belowTop: Double = 100 + 61.0 / 6 + 2 + 20
        #expect(session.frame("below")?.origin.y ≈ belowTop.snapped(toPixelsOf: 3))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'bar' is a UIProgressView") })
    }

    @Test("an app's class named as a control (StarRatingControl) stands in as a UIControl and is placed by its constraints")
    func appClassNamedAfterControl() {
        var session = Session()
        let outcomes = session.script("""
        class ReviewCell: UITableViewCell {
            let rating: StarRatingControl = {
                let control = StarRatingControl()
                control.rating = 4
                control.translatesAutoresizingMaskIntoConstraints = false
                return control
            }()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(rating)
                NSLayoutConstraint.activate([
                    rating.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    rating.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    rating.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    rating.widthAnchor.constraint(equalToConstant: 120),
                    rating.heightAnchor.constraint(equalToConstant: 24),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // A table cell 375 wide; its content 10 + 24 + 10 = 44 tall.
        #expect(session.frame("rating") == Rect(x: 16, y: 10, width: 120, height: 24))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("taken as the UIControl its name says") })
    }

    @Test("UIKit's own unmodelled control keeps its own note: UIRefreshControl is not read as the app's UIControl")
    func frameworkControlIsNotTheApps() {
        var session = Session()
        let outcomes = session.script("""
        let refresh = UIRefreshControl()
        refresh.tintColor = .red
        """)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("taken as the UIControl its name says") })
    }

    @Test("a cell's backgroundView and selectedBackgroundView are UIKit's: set in the cell's code, they are drawing only and the cell is laid out")
    func cellBackgroundViews() {
        var session = Session()
        let outcomes = session.script("""
        class NoteRowCell: UITableViewCell {
            private let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                backgroundView = UIView(frame: bounds)
                selectedBackgroundView = UIView(frame: bounds)
                title.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    title.heightAnchor.constraint(equalToConstant: 20),
                    title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(outcomes.allSatisfy { $0.diagnostics.isEmpty })
        // 375 wide, 12 + 20 + 12 = 44 tall; the title 16 in on each side.
        #expect(session.frame("title") == Rect(x: 16, y: 12, width: 343, height: 20))
    }

    @Test("the app's own constant for layout margins (UIMetrics.rowMargins) is zero insets, said in a note, not an error")
    func appConstantForInsets() {
        var session = Session()
        let outcomes = session.script("""
        final class DeviceRow: UIView {
            private let name = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                directionalLayoutMargins = UIMetrics.TableView.rowMargins
                name.translatesAutoresizingMaskIntoConstraints = false
                addSubview(name)
                NSLayoutConstraint.activate([
                    name.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    name.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    name.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                    name.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                    name.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(outcomes.allSatisfy { $0.diagnostics.isEmpty })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.rowMargins' is not in the paste (the app's own constant): zero insets are used") })
        // Zero margins: the label fills the row, 375 wide and 30 tall.
        #expect(session.frame("name") == Rect(x: 0, y: 0, width: 375, height: 30))
    }

    @Test("the app's addSubview(_:constraints:) adds the view, turns its mask off and activates the constraints it is given")
    func appAddSubviewWithConstraints() {
        var session = Session()
        let outcomes = session.script("""
        final class MatchCell: UITableViewCell {
            private let card = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(card, constraints: [
                    card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 24),
                    card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -24),
                    card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    card.heightAnchor.constraint(equalToConstant: 160),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(outcomes.allSatisfy { $0.diagnostics.isEmpty })
        // 8 + 160 + 8 = 176 tall; 24 in on each side of 375: 327 wide.
        #expect(session.frame("card") == Rect(x: 24, y: 8, width: 327, height: 160))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'addSubview(_:constraints:)' is the app's own") })
    }

    @Test("addSubview(a, b) is the app's own variadic overload (UIKit's takes one view): each view is added, with a note")
    func twoViewsToAddSubviewAreTheAppsOverload() {
        var session = Session()
        let outcomes = session.script("""
        let a = UIView()
        let b = UIView()
        view.addSubview(a, b)
        """)
        #expect(session.layout.id(of: "a").flatMap { session.layout.superview(of: $0) } == .root)
        #expect(session.layout.id(of: "b").flatMap { session.layout.superview(of: $0) } == .root)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'addSubview' given 2 views is the app's own variadic overload") })
    }

    @Test("the app's own font function called with a size is measured as the system font of that size and the weight its name says")
    func appFontWithSize() {
        var session = Session()
        let outcomes = session.script("""
        final class RecipeHeader: UIView {
            let name = UILabel()
            let source = UILabel()
            let health = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                name.text = "Soup"
                name.font = R.font.proximaNovaBold(size: 34)
                source.text = "Soup"
                source.font = UIFont.appFont(.semibold, withSize: 17)
                health.text = "Soup"
                health.font = .brandFont(ofSize: 34, weight: .regular)
                [name, source, health].forEach { addSubview($0); $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    name.topAnchor.constraint(equalTo: topAnchor),
                    source.topAnchor.constraint(equalTo: name.bottomAnchor),
                    health.topAnchor.constraint(equalTo: source.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // A 34-pt system font's line is 40.667 tall (a 17-pt one's is 20.333), whatever its weight.
        let large: Double = 122.0 / 3, body: Double = 61.0 / 3
        #expect(session.frame("name")?.size.height ≈ large)
        #expect(session.frame("source")?.size.height ≈ body)
        #expect(session.frame("health")?.size.height ≈ large)
        // The weight is the name's (bold) and the argument's (semibold): bold text is wider than regular.
        #expect((session.frame("name")?.size.width ?? 0) > (session.frame("health")?.size.width ?? 0))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("'R.font.proximaNovaBold(…)' is not in the paste (the app's own font): measured as the 34-pt system font, bold")
        })
    }
}
