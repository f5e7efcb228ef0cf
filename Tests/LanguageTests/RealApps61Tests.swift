import Language
import Layout
import Testing

/// Shapes met in app files: a compositional layout dimension read back as a length, Swift 5.9's
/// `#Preview`, a `case let` enum pattern, the visual-format helper under its other names, the
/// app's priority helper on a constraint, and the app's function that turns masks off. Every
/// paste is written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 61")
struct RealApps61Tests {
    @Test("an NSCollectionLayoutDimension's dimension is the number it was made with, not the app's unknown 0")
    func layoutDimensionReadBack() {
        var session = Session()
        let outcomes = session.script("""
        class RulerScreen: UIViewController {
            let hairline = UIView()
            let band = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                [hairline, band].forEach {
                    view.addSubview($0)
                    $0.translatesAutoresizingMaskIntoConstraints = false
                }
                NSLayoutConstraint.activate([
                    hairline.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    hairline.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    hairline.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    hairline.heightAnchor.constraint(equalToConstant: NSCollectionLayoutDimension.fractionalWidth(0.5).dimension),
                    band.topAnchor.constraint(equalTo: hairline.bottomAnchor),
                    band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    band.widthAnchor.constraint(equalToConstant: NSCollectionLayoutDimension.absolute(120).dimension),
                    band.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
        }
        """)
        // fractionalWidth(0.5).dimension is 0.5; absolute(120).dimension is 120.
        #expect(session.frame("hairline") == Rect(x: 0, y: 40, width: 375, height: 0.5).snapped(toPixelsOf: 3))
        #expect(session.frame("band") == Rect(x: 0, y: 40.5, width: 120, height: 30).snapped(toPixelsOf: 3))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("NSCollectionLayoutDimension") && $0.contains("not in the paste") })
    }

    @Test("Swift 5.9's #Preview after a view class is left out with a note, and the view is laid out as without it")
    func previewMacroSkipped() {
        let view = """
        final class ScoreView: UIView {
            private let stack = UIStackView()
            private let score = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(stack)
                stack.axis = .vertical
                stack.translatesAutoresizingMaskIntoConstraints = false
                stack.addArrangedSubview(score)
                score.text = "12"
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: topAnchor),
                    stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                    stack.trailingAnchor.constraint(equalTo: trailingAnchor),
                    stack.bottomAnchor.constraint(equalTo: bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        var plain = Session()
        plain.script(view)
        var previewed = Session()
        let outcomes = previewed.script(view + """

        #Preview {
            ScoreView()
        }

        #Preview("Wide") {
            let v = ScoreView()
            return v
        }
        """)
        #expect(previewed.frame("score") != nil)
        #expect(previewed.frame("score") == plain.frame("score"))
        #expect(outcomes.flatMap(\.notes).filter { $0 == "skipped '#Preview': Xcode's canvas shows it; the app never runs it" }.count == 2)
    }

    @Test("the names a 'case let .name(binding)' pattern binds are declared in the case's body")
    func caseLetEnumPatternBinds() {
        var session = Session()
        let outcomes = session.script("""
        final class FeedScreen: UIViewController {
            struct Caption { var text: String }
            enum Row { case caption(Caption), gap }
            private let rows: [Row] = [.caption(Caption(text: "Today")), .gap]
            private let stack = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                stack.axis = .vertical
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                for row in rows {
                    switch row {
                    case let .caption(caption):
                        let label = UILabel()
                        label.text = caption.text
                        stack.addArrangedSubview(label)
                    case .gap:
                        let gap = UIView()
                        gap.heightAnchor.constraint(equalToConstant: 12).isActive = true
                        stack.addArrangedSubview(gap)
                    }
                }
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        // A label's line (20.333, the payload's text being the app's) and the 12-pt gap.
        #expect(session.frame("stack").map { $0.minX == 16 && $0.minY == 20 && abs($0.height - 32.333) < 0.01 } == true)
    }

    @Test("the visual-format helper under its other spellings is read as addConstraintsWithFormat is")
    func visualFormatHelperSpellings() {
        func cell(_ call: (String, String) -> String) -> Session {
            var session = Session()
            session.script("""
            class TileCell: UICollectionViewCell {
                let icon = UIView()
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    caption.text = "Hi"
                    addSubview(icon)
                    addSubview(caption)
                    \(call("H:|-8-[v0(44)]-8-[v1]-8-|", "icon, caption"))
                    \(call("V:|-8-[v0(44)]-8-|", "icon"))
                    \(call("V:|-8-[v0]", "caption"))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
            return session
        }
        let spellings: [(String, String) -> String] = [
            { "addConstraintWithVisualFormat(format: \"\($0)\", views: \($1))" },
            { "addConstraintWithFormat(format: \"\($0)\", views: \($1))" },
            { "addConstraintsWithVisualFormat(\"\($0)\", views: \($1))" },
            { "addConstraints(withFormat: \"\($0)\", views: \($1))" },
        ]
        for spelling in spellings {
            let session = cell(spelling)
            // 8 + 44 + 8 + the caption + 8 wide; 8 + 44 + 8 tall.
            #expect(session.frame("icon") == Rect(x: 8, y: 8, width: 44, height: 44))
            #expect(session.frame("caption").map { $0.minX == 60 && $0.minY == 8 } == true)
            #expect(session.frame("tileCell")?.height == 60)
        }
    }

    @Test("the app's priority helper on a constraint sets the priority and gives the constraint back")
    func constraintPriorityHelper() {
        var session = Session()
        let outcomes = session.script("""
        class BannerScreen: UIViewController {
            let banner = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.translatesAutoresizingMaskIntoConstraints = false
                let tall = banner.heightAnchor.constraint(equalToConstant: 300).with(priority: 250)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    banner.widthAnchor.constraint(equalToConstant: 200).withPriority(999),
                    banner.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
                    banner.heightAnchor.constraint(equalToConstant: 80).withPriority(.defaultHigh),
                    tall,
                ])
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        // The 999 width gives way to the required 150; the 750 height wins over the 250 one.
        #expect(session.frame("banner") == Rect(x: 0, y: 10, width: 150, height: 80))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'withPriority(_:)' is the app's own (NSLayoutConstraint has none, not in the paste): taken to set the constraint's priority to 999")
        })
    }

    @Test("the app's function whose name says it readies views for Auto Layout turns their masks off")
    func maskHelperFunction() {
        var session = Session()
        let outcomes = session.script("""
        class PostScreen: UIViewController {
            let photo = UIView()
            let caption = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(photo)
                view.addSubview(caption)
                caption.text = "Caption"
                removeDefaultConstraints(view: photo)
                prepareForAutoLayout([caption])
                NSLayoutConstraint.activate([
                    photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    photo.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    photo.heightAnchor.constraint(equalToConstant: 200),
                    caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 8),
                    caption.leadingAnchor.constraint(equalTo: photo.leadingAnchor),
                ])
            }
        }
        """)
        #expect(session.frame("photo") == Rect(x: 20, y: 20, width: 335, height: 200))
        #expect(session.frame("caption").map { $0.minX == 20 && $0.minY == 228 } == true)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'removeDefaultConstraints(view:)' is the app's own function (not in the paste): by its name taken to set")
        })
    }

    @Test("an app function whose name says nothing of the mask is still skipped, its views keeping their masks")
    func otherAppFunctionStillSkipped() {
        var session = Session()
        let outcomes = session.script("""
        class PlainScreen: UIViewController {
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                styleCard(view: card)
            }
        }
        """)
        #expect(session.frame("card") == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("skipped 'styleCard(…)': it is not in the paste (the app's own code)"))
    }

    @Test("a case with associated values of the paste's own enum is that case, so a switch on it takes its own branch")
    func payloadCaseTakesItsBranch() {
        var session = Session()
        let outcomes = session.script("""
        enum Density { case compact(CGFloat), roomy(CGFloat) }
        final class Tile: UIView {
            let caption = UILabel()
            init(density: Density) {
                super.init(frame: .zero)
                addSubview(caption)
                caption.translatesAutoresizingMaskIntoConstraints = false
                caption.topAnchor.constraint(equalTo: topAnchor).isActive = true
                caption.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                switch density {
                case .compact:
                    caption.heightAnchor.constraint(equalToConstant: 44).isActive = true
                case .roomy(let padding):
                    caption.heightAnchor.constraint(equalToConstant: 88).isActive = true
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class TileScreen: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let tile = Tile(density: .roomy(12))
                view.addSubview(tile)
            }
        }
        """)
        // The second case's 88, not the first case's 44 with a note that '.roomy' is the app's.
        #expect(session.frame("caption")?.height == 88)
        #expect(!outcomes.flatMap(\.notes).contains { $0.hasPrefix("'.roomy' is not in the paste") })
    }

    @Test("a self-sizing cell whose height only a minimum sets is held at its fitted height, as the table holds it: no ambiguity")
    func selfSizingCellNotAmbiguous() {
        var session = Session()
        session.script("""
        class BadgeRowCell: UITableViewCell {
            let frameBox = UIView()
            let badge = UIView()
            let loose = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(frameBox)
                frameBox.addSubview(badge)
                frameBox.addSubview(loose)
                [frameBox, badge, loose].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                NSLayoutConstraint.activate([
                    frameBox.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    frameBox.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    frameBox.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                    frameBox.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    badge.topAnchor.constraint(equalTo: frameBox.topAnchor),
                    badge.leadingAnchor.constraint(equalTo: frameBox.leadingAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 75),
                    badge.heightAnchor.constraint(equalToConstant: 75),
                    badge.bottomAnchor.constraint(lessThanOrEqualTo: frameBox.bottomAnchor),
                    loose.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
                    loose.widthAnchor.constraint(equalToConstant: 20),
                    loose.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 8 + 75 + 8: the least height the minimum allows, which the table asks for and holds.
        #expect(session.frame("badgeRowCell")?.height == 91)
        let ambiguous = session.layout.ambiguities().compactMap { session.layout.view($0.view)?.name }
        #expect(!ambiguous.contains("badgeRowCell") && !ambiguous.contains("frameBox"))
        // A view with no vertical position is still said to be ambiguous.
        #expect(ambiguous == ["loose"])
    }

    @Test("NSLayoutConstraint.FormatOptions() is the empty option set, as [] is, with no note that it was skipped")
    func emptyFormatOptions() {
        var session = Session()
        let outcomes = session.script("""
        class StripScreen: UIViewController {
            let strip = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                strip.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(strip)
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[v0]-16-|",
                    options: NSLayoutConstraint.FormatOptions(), metrics: nil, views: ["v0": strip]))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[v0(4)]",
                    options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: nil, views: ["v0": strip]))
            }
        }
        """)
        #expect(session.frame("strip") == Rect(x: 16, y: 30, width: 343, height: 4))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("FormatOptions") })
    }
}
