@testable import Language
import Layout
import Testing

/// What the thirty-sixth round's fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-sixth round")
struct Book142Tests {
    @Test("a controller whose navigation item keeps its search bar (hidesSearchBarWhenScrolling false) is laid out below the search row; one that lets it hide is laid out below the bar, with a note")
    func searchBarInTheNavigationBar() {
        func listTop(hides: String?, largeTitle: Bool = false) -> (top: Double?, notes: [String]) {
            var session = Session()
            let outcomes = session.script("""
                import UIKit
                class ContactsViewController: UIViewController {
                    let list = UITableView()
                    let searchController = UISearchController(searchResultsController: nil)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(largeTitle ? "navigationController?.navigationBar.prefersLargeTitles = true" : "")
                        navigationItem.searchController = searchController
                        \(hides.map { "navigationItem.hidesSearchBarWhenScrolling = \($0)" } ?? "")
                        list.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(list)
                        NSLayoutConstraint.activate([
                            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            list.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                        ])
                    }
                }
                """)
            let moved = session.script("in navigation")
            return (session.frame("list")?.minY, (outcomes + moved).flatMap(\.notes))
        }
        // The bare screen has no status bar: the bar's 44, the search row's 52 below it.
        let kept = listTop(hides: "false")
        #expect(kept.top == 96)
        #expect(kept.notes.contains { $0.contains("shows its search bar (hidesSearchBarWhenScrolling is false)") })
        // With a large title too: 44 + 52 + 52.
        #expect(listTop(hides: "false", largeTitle: true).top == 148)
        let collapsing = listTop(hides: nil)
        #expect(collapsing.top == 44)
        #expect(collapsing.notes.contains { $0.contains("taken as collapsed into the bar of the navigation controller") })
    }

    @Test("text the code adds after the app's string keeps its place: the label shows the placeholder and the code's own suffix")
    func appStringWithSuffix() {
        var session = Session()
        let outcomes = session.script("""
            class HeaderView: UIView {
                let count = UILabel()
                let spelled = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var text = L10n.chapters(3)
                    text += " • 2 hidden"
                    count.text = text
                    spelled.text = "L10n.chapters(…) • 2 hidden"
                    for (i, label) in [count, spelled].enumerated() {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(label)
                        label.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                        label.topAnchor.constraint(equalTo: topAnchor, constant: CGFloat(i) * 30).isActive = true
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let count = session.frame("count"), spelled = session.frame("spelled")
        #expect(count != nil && count?.width == spelled?.width)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("its string holds the placeholder text 'L10n.chapters(…)'") })
    }

    @Test("overloads with the same labels whose parameters are different enums are told apart by the case given, as Swift resolves them")
    func overloadsByEnumCase() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                enum Across { case leading, trailing }
                enum Down { case top, bottom }
                func edge(_ e: Across) -> NSLayoutXAxisAnchor { e == .leading ? leadingAnchor : trailingAnchor }
                func edge(_ e: Down) -> NSLayoutYAxisAnchor { e == .top ? topAnchor : bottomAnchor }
                func stick(_ e: Across, to other: UIView, inset: CGFloat = 0) {
                    translatesAutoresizingMaskIntoConstraints = false
                    edge(e).constraint(equalTo: other.edge(e), constant: inset).isActive = true
                }
                func stick(_ e: Down, to other: UIView, inset: CGFloat = 0) {
                    translatesAutoresizingMaskIntoConstraints = false
                    edge(e).constraint(equalTo: other.edge(e), constant: inset).isActive = true
                }
            }
            let rule = UIView()
            view.addSubview(rule)
            rule.stick(.leading, to: view, inset: 16)
            rule.stick(.trailing, to: view, inset: -16)
            rule.stick(.top, to: view, inset: 8)
            rule.heightAnchor.constraint(equalToConstant: 1).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("rule") == Rect(x: 16, y: 8, width: 343, height: 1))
    }

    @Test("Prelude's lens operators set what their key paths name: x |> \\.axis .~ .vertical |> \\.spacing .~ 8, and a style composed with <>")
    func preludeLensOperators() {
        var session = Session()
        let outcomes = session.script("""
            import Prelude
            class PickupView: UIView {
                let stack = UIStackView()
                let title = UILabel()
                let place = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    stack.addArrangedSubview(title)
                    stack.addArrangedSubview(place)
                    addSubview(stack)
                    _ = stack
                      |> \\.axis .~ .vertical
                      |> \\.spacing .~ 4 * 2
                      |> \\.translatesAutoresizingMaskIntoConstraints .~ false
                    let bold: (UILabel) -> UILabel = \\.font .~ .boldSystemFont(ofSize: 20)
                    _ = title |> bold <> \\.text .~ "Pickup"
                    _ = place |> \\.text .~ "Berlin"
                    _ = place |> \\.numberOfLines %~ { n in n + 1 }
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: topAnchor),
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A vertical stack spaced 8: the 20-pt bold title (one line 23.867, 24 at @3x), then the
        // 17-pt "Berlin" (20.333) 8 below; numberOfLines went from 1 to 2, which one line fills.
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 375, height: 24))
        #expect(session.frame("place") == Rect(x: 0, y: 32, width: 375, height: 61.0 / 3))
    }

    @Test("a controller's bar-button outlet is the storyboard's, not nil: what the code sets on it is skipped and the screen is shown")
    func barButtonOutletIsTheStoryboards() {
        var session = Session()
        let outcomes = session.script("""
            class ArticleViewController: UIViewController {
                @IBOutlet private weak var nextButton: UIBarButtonItem!
                let body = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nextButton.isEnabled = false
                    body.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(body)
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        body.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        body.widthAnchor.constraint(equalToConstant: 100),
                        body.heightAnchor.constraint(equalToConstant: 50)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("body") == Rect(x: 0, y: 10, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("@IBOutlet nextButton: a UIBarButtonItem of the storyboard") })
    }

    @Test("Swift as apps write it: case is and case let … as, a function whose body is one switch, [T](sequence), an extension of an optional, a builder named with")
    func swiftFormsOfRealApps() {
        var session = Session()
        let outcomes = session.script("""
            class Marker {}
            final class Circle: Marker { let radius: CGFloat = 30 }
            enum Direction { case up, down }
            extension Direction? {
                var isSet: Bool { self != nil }
            }
            class MapPanel: UIView {
                let pin = UIView()
                func size(for marker: Marker) -> CGFloat {
                    switch marker {
                    case let circle as Circle: return circle.radius * 2
                    case is Marker: return 10
                    default: return 0
                    }
                }
                func step(_ direction: Direction) -> CGFloat {
                    switch direction {
                    case .up: 8
                    case .down: -8
                    }
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let names = [String](["a", "b", "c"].dropFirst())
                    let stack = with(UIStackView()) {
                        $0.axis = .vertical
                        $0.translatesAutoresizingMaskIntoConstraints = false
                    }
                    addSubview(stack)
                    stack.addArrangedSubview(pin)
                    let side = size(for: Circle()) + CGFloat(names.count) + step(.down)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: topAnchor),
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        pin.widthAnchor.constraint(equalToConstant: side),
                        pin.heightAnchor.constraint(equalToConstant: size(for: Marker())),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 60 for the circle, 2 names, -8: 54 wide; a plain marker is 10 tall.
        #expect(session.frame("pin") == Rect(x: 0, y: 0, width: 54, height: 10))
    }

    @Test("a controller whose first initialiser stops (fatalError, throw) is made with one that does not, as the app makes it")
    func initialiserThatStopsIsNotTheApps() {
        var session = Session()
        let outcomes = session.script("""
            class ErrorViewController: UIViewController {
                let label = UILabel()
                required init(api: API, notification: Note) throws {
                    fatalError("not meant to be used")
                }
                init(message: String) {
                    super.init(nibName: nil, bundle: nil)
                    label.text = message
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(label)
                    label.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("label")?.minY == 40)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("made with init(message:)") })
    }

    @Test("a header view's textLabel is UIKit's own, and an unknown member of an attributed string in app code is the app's extension")
    func headerTextLabelAndAttributedExtension() {
        var session = Session()
        let outcomes = session.script("""
            class SectionHeader: UITableViewHeaderFooterView {
                let badge = UILabel()
                func style(_ header: UITableViewHeaderFooterView) { header.textLabel?.textColor = .gray }
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    style(self)
                    badge.text = "New"
                    let size = badge.attributedText?.font?.pointSize ?? 17
                    badge.font = .systemFont(ofSize: size)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(badge)
                    badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
                    badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16).isActive = true
                    badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "New" at 17 pt is one line, 20.333 tall; 8 above and below.
        #expect(session.frame("badge")?.height == 61.0 / 3)
        #expect(session.frame("badge")?.minY == 8)
    }

    @Test("an unlabelled parameter with a default, left out before a labelled argument, keeps its default, as Swift binds by label")
    func leftOutDefaultKeepsItsValue() {
        var session = Session()
        let outcomes = session.script("""
            func box(_ width: CGFloat = 100, height: CGFloat = 20) -> UIView {
                let v = UIView()
                v.frame = CGRect(x: 0, y: 0, width: width, height: height)
                return v
            }
            let tall = box(height: 50)
            view.addSubview(tall)
            let placed = UIView()
            view.addSubview(placed)
            placed.frame = .init(origin: CGPoint(x: 10, y: 80), size: CGSize(width: 30, height: 40))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tall") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(session.frame("placed") == Rect(x: 10, y: 80, width: 30, height: 40))
    }

    @Test("a view shown alone whose initialiser takes the paste's enum is made with its first case, with a note, and an app helper named addFillingSubview pins what it adds")
    func enumParameterAndFillingHelper() {
        var session = Session()
        let outcomes = session.script("""
            final class Strip: UIView {
                enum Orientation {
                    case vertical, horizontal
                    var axis: NSLayoutConstraint.Axis {
                        switch self {
                        case .vertical: return .vertical
                        case .horizontal: return .horizontal
                        }
                    }
                }
                private let orientation: Orientation
                private let stack = UIStackView()
                init(frame: CGRect = .zero, orientation: Orientation) {
                    self.orientation = orientation
                    super.init(frame: frame)
                    stack.axis = orientation.axis
                    stack.spacing = 10
                    addFillingSubview(stack, edgeInsets: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
                    for _ in 0..<2 {
                        let bar = UIView()
                        bar.heightAnchor.constraint(equalToConstant: 20).isActive = true
                        stack.addArrangedSubview(bar)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'orientation', the Orientation the app gives init(frame:orientation:), is taken as its first case, .vertical") })
        #expect(notes.contains { $0.contains("'addFillingSubview(_:edgeInsets:)' is the app's own (not in the paste): by its name taken to add the view and pin its four edges") })
        // Vertical: two 20-pt bars 10 apart, inside insets of 4 and 8: the stack is 50 tall, 8 in.
        #expect(session.frame("stack")?.minX == 8)
        #expect(session.frame("stack")?.minY == 4)
    }

    @Test("assertionFailure is a note (the shipped app goes on), an assignment may be returned, and async let is a let")
    func assertionsAssignmentsAndAsyncLet() {
        var session = Session()
        let outcomes = session.script("""
            enum Level { case debug, info }
            class LogView: UIView {
                let bar = UIView()
                var refreshed = false
                func mark() { return refreshed = true }
                func height(for level: Level) -> CGFloat {
                    switch level {
                    case .debug: return 12
                    @unknown default: assertionFailure("")
                    }
                    return 30
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    mark()
                    addSubview(bar)
                    bar.frame = CGRect(x: 0, y: 0, width: refreshed ? 80 : 10, height: height(for: .info))
                }
                required init?(coder: NSCoder) { fatalError() }
                func load() async {
                    async let text = String("x")
                    _ = await text
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 80, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("the paste reached assertionFailure(…): a debug build stops here") })
    }

    @Test("a controller just shown is not editing and presents nothing: isEditing is false, presentedViewController nil")
    func controllerJustShown() {
        var session = Session()
        let outcomes = session.script("""
            class ChatListViewController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    let top: CGFloat = isEditing ? 100 : 20
                    let height: CGFloat = presentedViewController == nil ? 44 : 10
                    banner.frame = CGRect(x: 0, y: top, width: 375, height: height)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    @Test("the app's static method named for a length (UIView.separatorLineHeight(of:)) is a number, 0 with a note, not a separator view")
    func lengthNamedStaticIsANumber() {
        var session = Session()
        let outcomes = session.script("""
            class SplitViewController: UIViewController {
                let side = UIView()
                let main = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(side)
                    view.addSubview(main)
                    side.translatesAutoresizingMaskIntoConstraints = false
                    main.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        side.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        side.widthAnchor.constraint(equalToConstant: 100),
                        main.leadingAnchor.constraint(equalTo: side.trailingAnchor, constant: UIView.separatorLineHeight(of: view)),
                        main.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("main")?.minX == 100)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'UIView.separatorLineHeight(…)' is not in the paste: 0 is used in its place") })
    }
}
