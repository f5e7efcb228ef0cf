import Language
import Layout
import Testing

/// Shapes met in app files of set 69: layout constants kept in labelled tuples, the app's own
/// UIView extension properties (pasted with a setter, or left out behind a prefix such as `ND_`),
/// a view class that inherits UIKit's initialiser, and WebKit's web view. Every paste is written
/// for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 69")
struct RealApps69Tests {
    func printed(_ outcomes: [Outcome]) -> [String] {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }

    @Test("a labelled tuple's parts are read by their labels and by their positions")
    func labelledTupleParts() {
        var session = Session()
        let outcomes = session.script("""
        let gap = (top: 12.0, side: 20.0)
        let badge = UIView()
        view.addSubview(badge)
        badge.frame = CGRect(x: gap.side, y: gap.top, width: gap.1 * 4, height: gap.0 * 2)
        """)
        // x 20 and y 12 by label; 20 × 4 and 12 × 2 by position.
        #expect(session.frame("badge") == Rect(x: 20, y: 12, width: 80, height: 24))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("0 is used in its place") })
    }

    @Test("a tuple type's labels name the parts of an unlabelled tuple: declared, returned, and in an array")
    func labelsFromTheType() {
        var session = Session()
        session.script("""
        let tileSize: (width: CGFloat, height: CGFloat) = (90, 30)
        func margins() -> (leading: CGFloat, top: CGFloat) { (16, 40) }
        let steps: [(name: String, height: CGFloat)] = [("first", 18), ("second", 26)]
        let tile = UIView()
        view.addSubview(tile)
        tile.frame = CGRect(x: margins().leading, y: margins().top, width: tileSize.width, height: tileSize.height)
        var top = margins().top + tileSize.height
        for step in steps {
            let bar = UIView()
            view.addSubview(bar)
            bar.frame = CGRect(x: 0, y: top, width: 375, height: step.height)
            top += step.height
        }
        """)
        #expect(session.frame("tile") == Rect(x: 16, y: 40, width: 90, height: 30))
        // The bars stack from 40 + 30 = 70: 18 tall, then 26 tall from 88.
        #expect(session.frame("bar") == Rect(x: 0, y: 70, width: 375, height: 18))
        #expect(session.frame("bar2") == Rect(x: 0, y: 88, width: 375, height: 26))
    }

    @Test("a labelled tuple's part is set in place, and an unlabelled tuple assigned to it takes its labels")
    func settingTupleParts() {
        var session = Session()
        session.script("""
        var pad = (top: 8.0, side: 16.0)
        pad.side = 24
        let card = UIView()
        view.addSubview(card)
        card.frame = CGRect(x: pad.side, y: pad.top, width: 100, height: 50)
        pad = (30, 40)
        let chip = UIView()
        view.addSubview(chip)
        chip.frame = CGRect(x: pad.side, y: pad.top, width: 10, height: 10)
        """)
        #expect(session.frame("card") == Rect(x: 24, y: 8, width: 100, height: 50))
        // `pad` keeps its type: 30 is its top, 40 its side.
        #expect(session.frame("chip") == Rect(x: 40, y: 30, width: 10, height: 10))
    }

    @Test("a cell's constants in a nested enum's labelled tuple and a stored tuple place its views")
    func cellConstantsInTuples() {
        var session = Session()
        let outcomes = session.script("""
        class ContactRow: UITableViewCell {
            private enum Layout {
                static let photo = (side: CGFloat(48), leading: CGFloat(16))
            }
            private let padding = (vertical: 10.0, between: 12.0)
            let photo = UIView()
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                [photo, title].forEach {
                    contentView.addSubview($0)
                    $0.translatesAutoresizingMaskIntoConstraints = false
                }
                title.text = "Grace"
                NSLayoutConstraint.activate([
                    photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Layout.photo.leading),
                    photo.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding.vertical),
                    photo.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -padding.vertical),
                    photo.widthAnchor.constraint(equalToConstant: Layout.photo.side),
                    photo.heightAnchor.constraint(equalToConstant: Layout.photo.0),
                    title.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: padding.between),
                    title.centerYAnchor.constraint(equalTo: photo.centerYAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The row: 10 + 48 + 10 = 68 tall, 375 wide as the table holds it.
        #expect(session.frame("contactRow") == Rect(x: 0, y: 0, width: 375, height: 68))
        #expect(session.frame("photo") == Rect(x: 16, y: 10, width: 48, height: 48))
        // 12 after the photo's 64; centred on its 34, a 17-pt line 61/3 tall.
        #expect(session.frame("title")?.origin.x == 76)
        #expect(session.frame("title")?.origin.y ≈ (34 - 61.0 / 6).snapped(toPixelsOf: 3))
    }

    @Test("print writes a labelled tuple as Swift does")
    func printsLabelledTuple() {
        var session = Session()
        let outcomes = session.script("""
        print((width: 30.0, height: 40.0, name: "tile"))
        """)
        #expect(printed(outcomes) == ["(width: 30.0, height: 40.0, name: \"tile\")"])
    }

    @Test("a settable property of a pasted UIView extension runs its setter on a plain view")
    func pastedExtensionSetter() {
        var session = Session()
        let outcomes = session.script("""
        extension UIView {
            var boxWidth: CGFloat { return frame.size.width }
            var boxHeight: CGFloat {
                get { return frame.size.height }
                set {
                    var f = frame
                    f.size.height = newValue
                    frame = f
                }
            }
        }
        class Meter: UIView {
            let fill = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(fill)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                fill.frame = CGRect(x: 10, y: 0, width: boxWidth - 20, height: 2)
                fill.boxHeight = 6
            }
        }
        let meter = Meter(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        view.addSubview(meter)
        """)
        // 200 − 20 wide, then the setter makes it 6 tall.
        #expect(session.frame("fill") == Rect(x: 10, y: 0, width: 180, height: 6))
    }

    @Test("a frame word behind an extension's prefix (ND_Width, mj_x), not in the paste, reads and sets the frame with a note")
    func prefixedFrameWords() {
        var session = Session()
        let outcomes = session.script("""
        class Ruler: UIView {
            let mark = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(mark)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                mark.frame = CGRect(x: 0, y: 0, width: self.ND_Width / 4, height: 8)
                mark.mj_x = 30
            }
        }
        let ruler = Ruler(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
        view.addSubview(ruler)
        """)
        // A quarter of 240, moved to x 30.
        #expect(session.frame("mark") == Rect(x: 30, y: 0, width: 60, height: 8))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'ND_Width' is the app's UIView+Frame extension") && $0.contains("frame.width") })
        #expect(notes.contains { $0.contains("'mj_x' is the app's UIView+Frame extension") && $0.contains("frame.origin.x") })
    }

    @Test("a prefixed name that is no frame word is still refused as a misspelling")
    func prefixedOtherWordStillRefused() {
        var session = Session()
        session.script("let v = UIView()")
        let message = session.failing("v.frame = CGRect(x: 0, y: 0, width: v.ND_Widht, height: 1)")
        #expect(message.contains("has no member 'ND_Widht'"))
    }

    @Test("a view class that declares no initialiser, made with init(frame:), moves when its frame is set later")
    func inheritedInitFrameIsNotAField() {
        var session = Session()
        session.script("""
        class Banner: UIView {
            let caption = UILabel()
        }
        class NewsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let banner = Banner(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
                view.addSubview(banner)
                banner.frame = CGRect(x: 10, y: 64, width: 355, height: 44)
            }
        }
        """)
        // UIView's own init(frame:) made it; the frame set after it is where it is.
        #expect(session.frame("banner") == Rect(x: 10, y: 64, width: 355, height: 44))
    }

    @Test("WebKit's WKWebView is its own class, drawn as a plain view, not the app's view named after UIWebView")
    func webKitViewIsNotUIWebView() {
        var session = Session()
        let outcomes = session.script("""
        class BrowserViewController: UIViewController {
            var webView: WKWebView!
            override func loadView() {
                webView = WKWebView()
                view = webView
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("UIWebView") })
        #expect(notes.contains("WKWebView is WebKit's view: drawn as a plain view; its contents and intrinsic size are not modelled"))
        // The web view is the controller's view: the whole screen.
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
