import Language
import Layout
import Testing

/// Swift that apps compile and pasted code used to be refused on: each paste here is written for
/// this test, frames derived by hand on the default 375×667 screen.
@Suite("Swift as apps write it, read")
struct AppSyntaxTests {
    @Test("an assignment in a branch of a conditional expression runs when its branch is taken")
    func assignmentInTernary() {
        var session = Session()
        session.script("""
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(box)
        let wide = true
        func shrink() { box.frame.size.height = 2 }
        wide ? box.frame.size.width = 50 : shrink()
        !wide ? box.frame.size.width = 70 : shrink()
        """)
        // The first sets the width to 50; the second takes its other branch: height 2.
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 50, height: 2))
    }

    @Test("if let and guard let take an optional tuple apart; the app's tuple goes on with its parts the app's")
    func tupleOptionalBinding() {
        var session = Session()
        let outcomes = session.script("""
        final class AvatarViewController: UIViewController {
            var model: (String, CGFloat)? = ("Ada", 30)
            var viewModel: AvatarViewModel?
            let icon = UIView()
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(icon)
                view.addSubview(badge)
                if let (_, side) = model { icon.frame = CGRect(x: 0, y: 0, width: side, height: side) }
                // The app sets its view model before presenting the controller.
                guard let (name, image) = viewModel else { return }
                badge.frame = CGRect(x: 40, y: 0, width: 12, height: 12)
            }
        }
        """)
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(session.frame("badge") == Rect(x: 40, y: 0, width: 12, height: 12))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("its parts are the app's") })
    }

    @Test("an enum case's payload may be a function type, labelled, with a default")
    func enumPayloadTypes() {
        var session = Session()
        session.script("""
        enum Row {
            case header(showsSeparator: Bool)
            case toggle(enable: () -> (), _ title: String = "On")
            case item(String), spacer([String: Int])
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        view.addSubview(row)
        """)
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 30, height: 8))
    }

    @Test("Type.self is the type: registering a cell class and naming it run")
    func metatype() {
        var session = Session()
        let outcomes = session.script("""
        final class ItemCell: UITableViewCell {}
        final class ListViewController: UIViewController {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(ItemCell.self, forCellReuseIdentifier: String(describing: ItemCell.self))
                view.addSubview(tableView)
                tableView.frame = CGRect(x: 0, y: 20, width: 375, height: 400)
                print(self.hash, tableView.hash)
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 20, width: 375, height: 400))
    }

    @Test("a call with more arguments than the UIKit method of its name, or another class's labels, is the app's own extension, skipped")
    func appOverloads() {
        var session = Session()
        let outcomes = session.script("""
        let stack = UIStackView()
        let icon = UIImageView()
        stack.addArrangedSubview(icon)
        stack.setCustomSpacing(8, after: icon, relation: .equal)
        icon.setImage(from: "https://example.test/a.png", placeholder: nil)
        view.addSubview(stack)
        stack.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("skipped 'setCustomSpacing(_:after:relation:)'") })
        #expect(notes.contains { $0.hasPrefix("skipped 'setImage(from:placeholder:)'") })
        // A misspelt label where UIKit's method takes as many arguments is still an error.
        #expect(session.failing("stack.setCustomSpacing(8, aftr: icon)").contains("no 'setCustomSpacing' with the argument label 'aftr:'"))
    }

    @Test("an extension of the app's own class from another file names that class's members, not misspellings")
    func extensionOfAppClass() {
        var session = Session()
        let outcomes = session.script("""
        final class StrengthView: UIView {
            let bar = UIView()
        }
        extension StrengthMeterCell {
            var isFull: Bool { return fillImage == fullImage }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
    }

    @Test("an app base class named after a stack view and overriding layoutSubviews stands for a stack view")
    func stackNamedBase() {
        var session = Session()
        session.script("""
        final class ChipRow: HorizontalStackView {
            let a = UIView()
            let b = UIView()
            override func layoutSubviews() { super.layoutSubviews() }
            override func setupHierarchy() {
                spacing = 6
                addArrangedSubview(a)
                addArrangedSubview(b)
                for chip in [a, b] {
                    chip.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    chip.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
        }
        """)
        // Shown at its own size: 20 + 6 + 20 wide, 20 tall, b after a and the spacing.
        #expect(session.frame("chipRow") == Rect(x: 0, y: 0, width: 46, height: 20))
        #expect(session.frame("b") == Rect(x: 26, y: 0, width: 20, height: 20))
    }

    @Test("an attribute before a parameter is left out, and a trailing closure may open on the next line with its labelled ones after")
    func parameterAttributesAndAllmanClosures() {
        var session = Session()
        session.script("""
        final class Banner: UIView {
            let body = UIView()
            init(@ViewBuilder content: @escaping () -> Int, height: CGFloat) {
                super.init(frame: CGRect(x: 0, y: 0, width: 200, height: height))
                addSubview(body)
                UIView.animate(withDuration: 0.2)
                {
                    self.body.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
                }
                completion:
                { _ in
                    self.body.frame.size.width += 5
                }
            }
            required init?(coder: NSCoder) { nil }
        }
        let banner = Banner(content: { 1 }, height: 60)
        view.addSubview(banner)
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 200, height: 60))
        // The animations, then the completion: 50 + 5 wide.
        #expect(session.frame("body") == Rect(x: 0, y: 0, width: 55, height: 10))
    }

    @Test("an outlet the code sets itself is the code's view: the stand-in made for it goes, and its name with it")
    func outletSetByCode() {
        var session = Session()
        let outcomes = session.script("""
        class ArticleViewController: UIViewController {
            @IBOutlet var webView: UIWebView!
            @IBOutlet weak var footer: UIView!
            override func loadView() {
                super.loadView()
                webView = UIWebView()
                view.addSubview(webView)
                webView.frame = CGRect(x: 0, y: 0, width: 375, height: 600)
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(session.frame("webView") == Rect(x: 0, y: 0, width: 375, height: 600))
        #expect(session.frame("webView2") == nil)
        #expect(notes.contains("UIWebView is drawn as a plain view: its intrinsic size and contents are not modelled yet"))
        #expect(!notes.contains { $0.hasPrefix("@IBOutlet webView:") })
        // An outlet the code never sets still stands in, as before.
        #expect(notes.contains { $0.hasPrefix("@IBOutlet footer:") })
        #expect(session.frame("footer") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("a view of another Apple framework (WebKit's, MapKit's) is that framework's, drawn plain, never the UIKit class its name ends in")
    func otherFrameworkViews() {
        var session = Session()
        let outcomes = session.script("""
        let page = WKWebView(frame: CGRect(x: 0, y: 20, width: 375, height: 300))
        view.addSubview(page)
        let map = MKMapView()
        view.addSubview(map)
        map.frame = CGRect(x: 0, y: 320, width: 375, height: 200)
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(session.frame("page") == Rect(x: 0, y: 20, width: 375, height: 300))
        #expect(session.frame("map") == Rect(x: 0, y: 320, width: 375, height: 200))
        #expect(notes.contains("WKWebView is WebKit's view: drawn as a plain view; its contents and intrinsic size are not modelled"))
        #expect(notes.contains("MKMapView is MapKit's view: drawn as a plain view; its contents and intrinsic size are not modelled"))
        #expect(!notes.contains { $0.contains("UIWebView") })
    }

    @Test("a viewDidLoad pasted without its class runs with the functions pasted below it, which it calls through self")
    func lifecycleWithLaterHelpers() {
        var session = Session()
        let outcomes = session.script("""
        override func viewDidLoad() {
            super.viewDidLoad()
            self.title = "Home"
            self.setupCard()
        }

        private func setupCard() {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(card)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: self.view.topAnchor, constant: 40),
                card.leadingAnchor.constraint(equalTo: self.view.leadingAnchor, constant: 20),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        """)
        #expect(outcomes.count == 1)
        #expect(session.frame("card") == Rect(x: 20, y: 40, width: 100, height: 50))
        let entries = Entry.split("override func viewDidLoad() {\n}\nfunc a() {}\nview b\nfunc c() {}")
        #expect(entries.map(\.firstLine) == [1, 4, 5])
    }

    @Test("a Visual Format string over a view the app's own code gave is skipped with a note, not refused for its dictionary")
    func formatOverAppView() {
        var session = Session()
        let outcomes = session.script("""
        final class StatsView: UIView {
            override init(frame: CGRect) {
                super.init(frame: CGRect(x: 0, y: 0, width: 154, height: 36))
                if let view = viewFromNib() {
                    addSubview(view)
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[view]|", options: [], metrics: nil, views: ["view": view]))
                }
            }
            required init?(coder: NSCoder) { nil }
        }
        let stats = StatsView()
        view.addSubview(stats)
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(outcomes.flatMap(\.notes).contains("skipped the constraints of this format: 'view' is the app's own view (viewFromNib), not in the paste"))
        #expect(session.frame("stats") == Rect(x: 0, y: 0, width: 154, height: 36))
    }

    @Test("an app's own helper named as TinyConstraints' but with other labels, or named for sizes, is skipped as the app's layout helper")
    func appLayoutHelpers() {
        var session = Session()
        let outcomes = session.script("""
        let avatar = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        let name = UILabel()
        view.addSubview(avatar)
        view.addSubview(name)
        name.centerY(relativeTo: avatar)
        avatar.setSize(height: 40, width: 40)
        """)
        let notes = outcomes.flatMap(\.notes)
        // (The widespread anchor(…) extension's centerY(inView:) and setDimensions(width:height:)
        // are read as that extension does: RealApps63Tests.)
        #expect(notes.contains { $0.hasPrefix("skipped 'centerY(…)': TinyConstraints' centerY takes no 'relativeTo:'") })
        // A helper named for a size, with width and height, gives them: to a view placed by its
        // frame, as its frame's size (constraints, the mask off, to one made for constraints).
        #expect(notes.contains { $0.hasPrefix("'setSize(height:width:)' is the app's own helper (not in the paste): by its name taken to set the height and width of avatar's frame") })
        #expect(session.frame("avatar")?.size == Size(width: 40, height: 40))
    }

    @Test("a controller whose root view is one the app gives it keeps a plain root view, with a note, and runs the rest")
    func rootViewFromTheApp() {
        var session = Session()
        let outcomes = session.script("""
        final class GalleryViewController: UIViewController {
            private let contentView: GalleryContentView
            let badge = UIView()
            init(contentView: GalleryContentView) {
                self.contentView = contentView
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func loadView() {
                super.loadView()
                self.view = contentView
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(badge)
                badge.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        // The view the app hands the initialiser stands in as a plain view, which becomes the root.
        #expect(outcomes.flatMap(\.notes).contains("'contentView', the GalleryContentView the app gives GalleryViewController's "
            + "initialiser, is made here as a UIView the code places: 'contentView'; what it holds is the app's, not in the paste"))
        #expect(session.frame("badge") == Rect(x: 8, y: 8, width: 24, height: 24))
    }

    @Test("a type's own subscript runs where the code indexes it, chosen by its labels as Swift chooses")
    func customSubscripts() {
        var session = Session()
        session.script("""
        final class Segments: UIView {
            private var buttons: [UIView] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                for i in 0..<3 {
                    let b = UIView(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 30, height: 20))
                    addSubview(b)
                    buttons.append(b)
                }
                self[1]?.frame.size.height = 35
            }
            required init?(coder: NSCoder) { nil }
            subscript(index: Int) -> UIView? {
                get {
                    if index >= 0 && index < buttons.count { return buttons[index] }
                    return nil
                }
            }
            subscript(at position: Int, extra extra: Int) -> UIView? { buttons[position + extra] }
        }
        let s = Segments(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        view.addSubview(s)
        s[at: 1, extra: 1]?.frame.origin.y = 5
        """)
        #expect(session.frame("b2") == Rect(x: 40, y: 0, width: 30, height: 35))
        #expect(session.frame("b3") == Rect(x: 80, y: 5, width: 30, height: 20))
        #expect(session.failing("s[2, 3]").contains("'Segments' has no subscript that takes (_:_:)"))
    }

    @Test("every mistake of one statement is reported together: a misspelt static method of a UIKit type with the rest")
    func severalMistakesInOneStatement() {
        var session = Session()
        session.script("""
        let a = UIView()
        let b = UIView()
        view.addSubview(a)
        view.addSubview(b)
        """)
        let text = session.failing("NSLayoutConstraint.activte([a.topAnchor.constraint(equalTo: b.bottomAnchr, constnt: 8)])")
        #expect(text.contains("'NSLayoutConstraint' has no method 'activte'"))
        #expect(text.contains("did you mean 'activate'?"))
        #expect(text.contains("has no member 'bottomAnchr'"))
        #expect(text.contains("the argument label 'constnt:'"))
        // A static method UIKit has, spelt right, passes.
        #expect(!session.run("NSLayoutConstraint.deactivate([])").failed)
        // Near a UIKit name but taking other arguments: the app's own extension, skipped.
        #expect(!session.run("UIView.animateIf(true, duration: 0.3) { a.alpha = 0 }").failed)
    }
}
