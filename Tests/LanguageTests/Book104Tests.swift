@testable import Language
import Layout
import Testing

/// What the seventh round of fresh app code tripped on: Masonry's debug keys, a view the app's
/// factory names a container, a presenter told the view loaded, a generic clause over lines,
/// the app's initialisers of UIKit's insets, and a text view's padding written into a format.
/// Pastes are written for this test; frames derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, seventh round")
struct Book104Tests {
    @Test("Masonry's mas_key names a view for the constraint log: setting it leaves the view the view")
    func masonryKey() {
        var session = Session()
        let outcomes = session.script("""
            @implementation BoxController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [UIView new];
                box.mas_key = @"box";
                [self.view addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(12, 12, 12, 12));
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 12, y: 12, width: 351, height: 643))
    }

    @Test("a view the app's code makes, kept in a property declared a UIView, stands in as one, its mask off as such factories make views, and views inside it keep their constraints")
    func factoryContainer() {
        var session = Session()
        let outcomes = session.script("""
            class PanelController: UIViewController {
                let grip: UIView = {
                    let v = Widgets.container(id: "grip")
                    return v
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(grip)
                    NSLayoutConstraint.activate([
                        grip.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        grip.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        grip.widthAnchor.constraint(equalToConstant: 61),
                        grip.heightAnchor.constraint(equalToConstant: 30),
                    ])
                    let knob = UIView()
                    knob.translatesAutoresizingMaskIntoConstraints = false
                    grip.addSubview(knob)
                    NSLayoutConstraint.activate([
                        knob.topAnchor.constraint(equalTo: grip.bottomAnchor, constant: 4),
                        knob.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        knob.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        knob.heightAnchor.constraint(equalToConstant: 5),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("grip") == Rect(x: 157, y: 10, width: 61, height: 30))
        // In grip's coordinates: 4 below its bottom, as wide as the screen from its left edge.
        #expect(session.frame("knob") == Rect(x: -157, y: 34, width: 375, height: 5))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'grip' is declared a UIView, made by the app's own code (Widgets.container(…)), not in the paste: a plain UIView stands in, its translatesAutoresizingMaskIntoConstraints false") })
    }

    @Test("a controller that tells its presenter its view loaded (presenter.viewDidLoad()) has its set-up methods called back, as the presenter would")
    func presenterCallsBack() {
        var session = Session()
        let outcomes = session.script("""
            final class OrderViewController: UIViewController {
                var presenter: OrderPresenterProtocol!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter.viewDidLoad()
                }
                func setupFooter() {
                    let footer = UIView()
                    footer.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(footer)
                    NSLayoutConstraint.activate([
                        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        footer.heightAnchor.constraint(equalToConstant: 80),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == Rect(x: 0, y: 587, width: 375, height: 80))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("OrderViewController hands itself to, or reports its loaded view to, its view model or presenter") })
        #expect(notes.contains { $0.hasPrefix("nothing in the paste calls OrderViewController's setupFooter()") })
    }

    @Test("a controller that gives itself to its presenter as an argument (presenter.attachView(self)) has its set-up methods called back too")
    func presenterGivenSelf() {
        var session = Session()
        let outcomes = session.script("""
            final class ListViewController: UIViewController {
                var presenter: ListPresenter!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter.attachView(self)
                }
                func setupHeader() {
                    let header = UIView()
                    header.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(header)
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 64),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 64))
    }

    @Test("a controller with no viewDidLoad of its own that tells its presenter from viewWillAppear has its set-up methods called back")
    func presenterToldInViewWillAppear() {
        var session = Session()
        let outcomes = session.script("""
            final class CartViewController: UIViewController {
                var presenter: CartPresenterProtocol!
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    presenter.viewDidLoad()
                }
                func setupBar() {
                    let bar = UIView()
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bar)
                    NSLayoutConstraint.activate([
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 567, width: 375, height: 100))
    }

    @Test("a presenter asked for data (presenter.fetchOrders()) is not taken to set the view up: the uncalled method stays unrun")
    func dataRequestIsNoSignal() {
        var session = Session()
        let outcomes = session.script("""
            final class OrderViewController: UIViewController {
                var presenter: OrderPresenterProtocol!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter.fetchOrders()
                }
                func setupFooter() {
                    let footer = UIView()
                    view.addSubview(footer)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == nil)
    }

    @Test("a generic parameter clause laid out over lines keeps the class's head together")
    func genericClauseOverLines() {
        var session = Session()
        let outcomes = session.script("""
            final class Tag<
                Model: Equatable,
                Style
            >: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        dot.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                        dot.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
                        dot.widthAnchor.constraint(equalToConstant: 8),
                        dot.heightAnchor.constraint(equalToConstant: 8),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 6, y: 4, width: 8, height: 8))
    }

    @Test("the app's NSDirectionalEdgeInsets(horizontal:vertical:) is taken as its labels say, with a note", arguments: ["NSDirectionalEdgeInsets", "UIEdgeInsets"])
    func insetsByAxis(type: String) {
        var session = Session()
        let outcomes = session.script("""
            let chip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            view.addSubview(chip)
            chip.\(type == "UIEdgeInsets" ? "layoutMargins" : "directionalLayoutMargins") = \(type)(horizontal: 12, vertical: 4)
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            chip.addSubview(dot)
            dot.leadingAnchor.constraint(equalTo: chip.layoutMarginsGuide.leadingAnchor).isActive = true
            dot.topAnchor.constraint(equalTo: chip.layoutMarginsGuide.topAnchor).isActive = true
            dot.widthAnchor.constraint(equalToConstant: 10).isActive = true
            dot.heightAnchor.constraint(equalToConstant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 12, y: 4, width: 10, height: 10))
        #expect(outcomes.flatMap(\.notes).contains("'\(type)(horizontal:vertical:)' is the app's own initialiser, not in the paste: taken as 12 at the sides and 4 at the top and bottom"))
    }

    @Test("a text view's padding and inset written into a format string are UIKit's defaults: 5 and 8")
    func textViewDefaultsInFormat() {
        var session = Session()
        let outcomes = session.script("""
            let editor = UITextView()
            let mark = UIView()
            mark.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(mark)
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(\\(editor.textContainer.lineFragmentPadding))-[m(100)]", options: [], metrics: nil, views: ["m": mark]))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(\\(editor.textContainerInset.top + 2))-[m(40)]", options: [], metrics: nil, views: ["m": mark]))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("mark") == Rect(x: 5, y: 10, width: 100, height: 40))
    }

    @Test("a format string that writes in the app's value is skipped with a note that names it, not refused as unreadable")
    func appValueInFormat() {
        var session = Session()
        let outcomes = session.script("""
            class MarkController: UIViewController {
                let mark = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    mark.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(mark)
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(\\(Theme.shared.padding))-[m(100)]", options: [], metrics: nil, views: ["m": mark]))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(8)-[m(40)]", options: [], metrics: nil, views: ["m": mark]))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("skipped the constraints of a format string: it writes in 'Theme.shared.padding', the app's value, not in the paste, so what UIKit reads there is not known"))
        #expect(!notes.contains { $0.hasPrefix("'Theme.shared.padding' is not in the paste: its string holds the placeholder text") })
        #expect(session.frame("mark")?.origin.y == 8)
    }
}
