import Language
import Layout
import Testing

/// Spellings real apps write that used to stop a paste or give it a placeholder: a bar's layout
/// guide as an item of `NSLayoutConstraint(item:…)` (Swift 2), UIView's alignment-rect methods,
/// the app's own localization helper on a string. Every paste here is written for this test; the
/// frames are derived by hand on the default 375×667 screen (no bars: the safe area's top is 0).
@Suite("spellings apps write: a bar's layout guide as an item, alignment rects, the app's localization helper")
struct AppSpellingsTests {
    @Test("topLayoutGuide as toItem: of NSLayoutConstraint(item:…) stands for the safe area's top at its bottom, in Swift 2's spelling too")
    func topLayoutGuideAsAnItem() {
        var session = Session()
        // 260 wide and centred: x = (375 − 260) / 2 = 57.5; 30 below the guide's bottom, the
        // safe area's top (0 here); 44 tall.
        let outcomes = session.script("""
        class GreetingViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let greeting = UILabel()
                greeting.frame = CGRectMake(10, 200, 100, 20)
                greeting.translatesAutoresizingMaskIntoConstraints = false
                greeting.text = "Welcome to Fernbrook"
                greeting.textAlignment = .Center
                self.view.addSubview(greeting)
                greeting.addConstraint(NSLayoutConstraint(item: greeting, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 260))
                greeting.addConstraint(NSLayoutConstraint(item: greeting, attribute: .Height, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 44))
                self.view!.addConstraint(NSLayoutConstraint(item: self.view!, attribute: .CenterX, relatedBy: .Equal, toItem: greeting, attribute: .CenterX, multiplier: 1, constant: 0))
                self.view!.addConstraint(NSLayoutConstraint(item: greeting, attribute: .Top, relatedBy: .Equal, toItem: self.topLayoutGuide, attribute: .Bottom, multiplier: 1, constant: 30))
                let footer = UIView()
                footer.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(footer)
                view.addConstraint(NSLayoutConstraint(item: footer, attribute: .bottom, relatedBy: .equal, toItem: bottomLayoutGuide, attribute: .top, multiplier: 1, constant: -8))
                view.addConstraint(NSLayoutConstraint(item: footer, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[footer]|", options: [], metrics: nil, views: ["footer": footer]))
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("greeting") == Rect(x: 57.5, y: 30, width: 260, height: 44).snapped(toPixelsOf: 3))
        // The bottom guide's top is the safe area's bottom, 667 here: 667 − 8 − 50 = 609.
        #expect(session.frame("footer") == Rect(x: 0, y: 609, width: 375, height: 50))
        // Any other attribute of the guide is refused, naming what it has.
        #expect(session.failing("""
        let stripe = UIView()
        view.addSubview(stripe)
        view.addConstraint(NSLayoutConstraint(item: stripe, attribute: .left, relatedBy: .equal, toItem: topLayoutGuide, attribute: .left, multiplier: 1, constant: 0))
        """).contains("has only a top and a bottom here"))
    }

    @Test("frame(forAlignmentRect:) and alignmentRect(forFrame:) give back the rect they are given, a view having no alignment insets")
    func alignmentRectMethods() {
        var session = Session()
        let outcomes = session.script("""
        let tile = UIView()
        tile.frame = tile.frame(forAlignmentRect: CGRect(x: 20, y: 40, width: 120, height: 60))
        view.addSubview(tile)
        let shadowless = UIView(frame: tile.alignmentRect(forFrame: CGRect(x: 5, y: 6, width: 7, height: 8)))
        view.addSubview(shadowless)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 20, y: 40, width: 120, height: 60))
        #expect(session.frame("shadowless") == Rect(x: 5, y: 6, width: 7, height: 8))
    }

    @Test("the app's localization helper on a string gives the string itself, measured as the label's text, and a note says so")
    func appLocalizationHelperGivesTheKey() {
        var session = Session()
        let outcomes = session.script("""
        let hint = UILabel()
        hint.translatesAutoresizingMaskIntoConstraints = false
        hint.text = "Tap to add a plant".localized
        view.addSubview(hint)
        hint.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
        hint.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        let twin = UILabel()
        twin.translatesAutoresizingMaskIntoConstraints = false
        twin.text = "Tap to add a plant"
        view.addSubview(twin)
        twin.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
        twin.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        let other = UILabel()
        other.text = "Water weekly".localized(comment: "care hint")
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("hint")?.size == session.frame("twin")?.size)
        #expect(session.frame("hint")?.size.width ?? 0 > 100)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'localized' is not in the paste (the app's own localization helper): \"Tap to add a plant\" is the text") })
        #expect(notes.contains { $0.contains("\"Water weekly\" is the text") })
        #expect(!notes.contains { $0.contains("placeholder text") })
    }

    @Test("a class's own addSubviews() beside the app's addSubviews(_:…) it calls with views: the call with views is the app's helper, as Swift picks the overload that takes them")
    func ownAddSubviewsBesideTheAppsHelper() {
        var session = Session()
        // The count label 16 from the leading edge and 19 from the top and the bottom: 19 +
        // 20⅓ (a 17-pt line) + 19 tall; the sort label 16 from the trailing edge, centred on it.
        let outcomes = session.script("""
        final class ShelfHeader: UIView {
            private let countLabel = UILabel()
            private let sortLabel = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubviews()
                setLayout()
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            private func addSubviews() {
                addSubviews(countLabel, sortLabel)
            }

            private func setLayout() {
                countLabel.text = "12 books"
                sortLabel.text = "Newest"
                countLabel.snp.makeConstraints {
                    $0.top.equalToSuperview().offset(19)
                    $0.bottom.equalToSuperview().offset(-19)
                    $0.leading.equalToSuperview().offset(16)
                }
                sortLabel.snp.makeConstraints {
                    $0.centerY.equalTo(countLabel)
                    $0.trailing.equalToSuperview().offset(-16)
                }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let header = session.frame("shelfHeader") ?? .zero
        #expect((header.size.height - (19 + 61.0 / 3 + 19)).magnitude < 0.001)
        #expect(session.frame("countLabel")?.origin == Point(x: 16, y: 19))
        let sort = session.frame("sortLabel") ?? .zero
        #expect(sort.origin.x + sort.size.width == header.size.width - 16)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'addSubviews' is the app's own") })
    }

    @Test("the app's addSubviews helper used as a value is the view it was called on, as chaining helpers return it")
    func appAddSubviewsChains() {
        var session = Session()
        // The card fills the footer; the button is 23 from the card's top and bottom, 46 tall.
        let outcomes = session.script("""
        final class MoreFooter: UICollectionReusableView {
            private let card = UIView()
            private let moreButton = UIButton()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubviews(card.addSubviews(moreButton))
                card.snp.makeConstraints { $0.edges.equalToSuperview() }
                moreButton.snp.makeConstraints {
                    $0.top.bottom.equalToSuperview().inset(23)
                    $0.leading.trailing.equalToSuperview()
                    $0.height.equalTo(46)
                }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("'UICollectionReusableView' is not in the paste") })
        #expect(session.frame("moreFooter")?.size.height == 92)
        #expect(session.frame("card")?.size.height == 92)
        #expect(session.frame("moreButton")?.origin == Point(x: 0, y: 23))
        #expect(session.frame("moreButton")?.size.height == 46)
    }

    @Test("a stack view an app factory makes from arranged subviews arranges them, and the note says the axis is the factory's")
    func appFactoryStackArrangesItsViews() {
        var session = Session()
        // A vertical stack whose axis the call gives: the two 30-tall views one above the other,
        // 8 apart, 20 from the top, 24 in from both sides.
        let outcomes = session.script("""
        let first = UIView()
        let second = UIView()
        first.heightAnchor.constraint(equalToConstant: 30).isActive = true
        second.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let column = makeStack(arrangedSubviews: [first, second], axis: .vertical, spacing: 8)
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
        ])
        let row = buildStackView(arrangedSubviews: [UILabel(), UILabel()])
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 327, height: 30))
        #expect(session.frame("second") == Rect(x: 0, y: 38, width: 327, height: 30))
        #expect(session.frame("column") == Rect(x: 24, y: 20, width: 327, height: 68))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'column' is a UIStackView, arranging first, second, vertical") })
        #expect(notes.contains { $0.contains("(along the factory's axis, which the paste lacks: horizontal here, UIStackView's default)") })
    }

    @Test("a cell's own textLabel that the cell's code constrains is made in its content view and placed by those constraints")
    func cellStyleLabelIsSaidSkipped() {
        var session = Session()
        let outcomes = session.script("""
        final class FolderCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                textLabel?.text = "Invoices"
                textLabel?.snp.makeConstraints { make in
                    make.centerY.equalToSuperview()
                    make.leading.equalToSuperview().offset(15)
                }
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("folderCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        // 15 in, centred in the 43.667-tall content view: one 20.333-tall line, 11.667 down.
        let label = session.frame("textLabel")
        #expect(label?.minX == 15)
        #expect(label.map { abs($0.minY + $0.height / 2 - rowContentHeight / 2) < 0.2 } == true)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("textLabel of folderCell: the cell style's own label, made in its content view when the cell's code first reads it")
        })
    }

    @Test("viewSafeAreaInsetsDidChange runs once when the controller is shown, after viewWillAppear and before the layout pass, so frames it sets are laid out")
    func safeAreaInsetsDidChangeRunsWhenShown() {
        var session = Session()
        // Two panels side by side inside a 16-point margin with 8 between: each (375 − 32 − 8) / 2
        // = 167.5 wide, 667 − 32 = 635 tall.
        let outcomes = session.script("""
        final class SplitViewController: UIViewController {
            let left = UIView()
            let right = UIView()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                view.addSubview(left)
                view.addSubview(right)
            }
            override func viewSafeAreaInsetsDidChange() {
                super.viewSafeAreaInsetsDidChange()
                let safe = view.safeAreaInsets
                let width = (view.bounds.width - safe.left - safe.right - 32 - 8) / 2
                let height = view.bounds.height - safe.top - safe.bottom - 32
                left.frame = CGRect(x: safe.left + 16, y: safe.top + 16, width: width, height: height)
                right.frame = CGRect(x: left.frame.maxX + 8, y: safe.top + 16, width: width, height: height)
            }
        }
        """)
        #expect(session.frame("left") == Rect(x: 16, y: 16, width: 167.5, height: 635))
        #expect(session.frame("right") == Rect(x: 191.5, y: 16, width: 167.5, height: 635))
        #expect(outcomes.flatMap(\.notes).contains("presented SplitViewController on the screen: viewWillAppear, viewSafeAreaInsetsDidChange ran, in UIKit's order"))
    }

    @Test("a view class nested in an extension of the app's own type, not in the paste, is the paste's view: shown, and named by its own name")
    func nestedViewClassInAnExtensionOfTheAppsType() {
        var session = Session()
        // The chip is 10 in, 50×30, and holds the strip's top and bottom: the strip is 30 tall and
        // nothing fixes its width, so it is the screen's 375.
        let outcomes = session.script("""
        extension GardenController {
            enum Mode { case edit, view }

            final class ToolStrip: UIView {
                var mode: Mode = .view
                let chip = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    chip.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(chip)
                    NSLayoutConstraint.activate([
                        chip.topAnchor.constraint(equalTo: topAnchor),
                        chip.bottomAnchor.constraint(equalTo: bottomAnchor),
                        chip.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        chip.widthAnchor.constraint(equalToConstant: 50),
                        chip.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("toolStrip") == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(session.frame("chip") == Rect(x: 10, y: 0, width: 50, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("nothing in the paste shows GardenController.ToolStrip") })
    }

    @Test("a view class that cannot be shown says what was skipped on the way, the app's helper that would have placed its subview, with where it stopped")
    func notShownViewSaysWhatWasSkipped() {
        var session = Session()
        let outcomes = session.script("""
        final class FooterBar: UIView {
            let shelf = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                shelf.useAutoLayout(inside: self)
                shelf.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        // (`setupForAutoLayout(in:)` is read as adding the view to its superview: see RealApps60Tests.)
        let helper = notes.firstIndex { $0.hasPrefix("skipped 'useAutoLayout'") && $0.contains("the app's own layout helper") }
        let stop = notes.firstIndex { $0.hasPrefix("FooterBar is not shown: making one as the app would stops at line 6") }
        #expect(helper != nil && stop != nil && helper! < stop!)
        #expect(session.frame("shelf") == nil)
    }

    @Test("Swift's AttributedString is Foundation's, its string what a button's configuration shows and measures, as NSAttributedString's is")
    func swiftAttributedStringIsItsString() {
        var session = Session()
        let outcomes = session.script("""
        var plain = UIButton.Configuration.plain()
        plain.attributedTitle = AttributedString("Read more")
        let more = UIButton(configuration: plain)
        more.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(more)
        var twinConfiguration = UIButton.Configuration.plain()
        twinConfiguration.title = "Read more"
        let twin = UIButton(configuration: twinConfiguration)
        twin.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(twin)
        twin.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("more")?.size == session.frame("twin")?.size)
        #expect(session.frame("more")?.size.width ?? 0 > 60)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("AttributedString") })
    }
}
