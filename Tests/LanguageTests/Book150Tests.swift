@testable import Language
import Layout
import Testing

/// What the thirty-seventh round's app code tripped on, found by running whole repositories'
/// layout files. Pastes are written for this test; frames derived by hand on the bare 375×667
/// screen.
@Suite("Fresh app code, thirty-seventh round")
struct Book150Tests {
    /// The text `print` wrote in a script's outcomes, joined.
    static func printed(_ outcomes: [Outcome]) -> String {
        outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }.joined(separator: "\n")
    }

    @Test("a quote after an interpolation inside a multi-line string neither ends the string nor the entry")
    func quotesInMultilineString() {
        let source = """
            let scheme = "img"
            let script = \"\"\"
                document.location = "\\(scheme)://" + encodeURIComponent(src);
                var size = "\\(["a", "b"].count)px";
                \"\"\"
            print(script)
            """
        // Three entries: the string's four lines are one.
        #expect(Entry.split(source).map(\.firstLine) == [1, 2, 6])
        var session = Session()
        let text = Self.printed(session.script(source))
        #expect(text == "document.location = \"img://\" + encodeURIComponent(src);\nvar size = \"2px\";")
    }

    @Test("a raw string's quotes and a multi-line string's brackets open nothing in the entry")
    func rawAndMultilineStringsOpenNothing() {
        let source = """
            let pattern = #"say "(" then "{""#
            let html = \"\"\"
                <div class="a">(</div>
                \"\"\"
            print(pattern.count > 0, html.count > 0)
            """
        #expect(Entry.split(source).map(\.firstLine) == [1, 2, 5])
    }

    @Test("'actor' is a name code may give a value; a capture that names a value declares it in the closure")
    func actorNameAndCaptureInitialiser() {
        var session = Session()
        session.script("""
            let card = UIView()
            view.addSubview(card)
            let actor = UIView()
            actor.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.addSubview(actor)
            let place = { [weak target = card, unowned(safe) root = view] (side: CGFloat) in
                target?.frame = CGRect(x: 5, y: 5, width: side, height: side)
                root.backgroundColor = .white
            }
            place(40)
            """)
        #expect(session.frame("card") == Rect(x: 5, y: 5, width: 40, height: 40))
        #expect(session.frame("actor") == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a function type with @convention(c) is read as the function type it is")
    func conventionAttribute() {
        var session = Session()
        session.script("""
            typealias Setter = @convention(c) (AnyObject, Selector, Bool) -> Void
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            view.addSubview(box)
            """)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test("a Set's algebra and sorting work on the array that holds it: views laid out from a sorted union are placed in order")
    func setAlgebraAndSorting() {
        var session = Session()
        let outcomes = session.script("""
            var heights: Set<CGFloat> = [30, 10]
            heights.formUnion([20, 10])
            heights.insert(40)
            heights.remove(30)
            let ordered = heights.sorted()
            var y: CGFloat = 0
            for (i, h) in ordered.enumerated() {
                let bar = UIView(frame: CGRect(x: 0, y: y, width: 100, height: h))
                bar.tag = i
                view.addSubview(bar)
                y += h
            }
            var widths = [3, 1, 2]
            widths.sort { $0 > $1 }
            widths.removeAll { $0 == 2 }
            print(ordered.count, widths, heights.isDisjoint(with: [5]), heights.isSubset(of: [10, 20, 40, 50]),
                  widths.contains(where: { $0 > 2 }), ordered.min() ?? 0, ordered.max() ?? 0, heights.union([50]).count)
            """)
        // 10, 20, 40 stacked from the top.
        #expect(session.frame("bar")?.height == 10)
        #expect(session.frame("bar2") == Rect(x: 0, y: 10, width: 100, height: 20))
        #expect(session.frame("bar3") == Rect(x: 0, y: 30, width: 100, height: 40))
        #expect(Self.printed(outcomes) == "3 [3, 1] true true true 10 40 4")
    }

    @Test("a method named as an event's handler is not one of the hooks the app's base runs at load")
    func eventHandlerIsNoLoadHook() {
        var session = Session()
        session.script("""
            import UIKit
            class FilterController: ThemedViewController {
                var saveButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    saveButton = UIButton(type: .custom)
                    saveButton.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(saveButton)
                    NSLayoutConstraint.activate([
                        saveButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        saveButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        saveButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -34),
                        saveButton.heightAnchor.constraint(equalToConstant: 56)
                    ])
                }
                override func handleThemeChanged() {
                    super.handleThemeChanged()
                    saveButton.backgroundColor = .red
                }
            }
            """)
        #expect(session.frame("saveButton") == Rect(x: 16, y: 667 - 34 - 56, width: 343, height: 56))
    }

    @Test("a subclass of a Core Animation class is no view: an emitter cell is no table cell, a gradient layer's properties are skipped with a note")
    func coreAnimationSubclasses() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class SparkCell: CAEmitterCell {
                override init() {
                    super.init()
                    contents = UIImage(named: "spark")?.cgImage
                    birthRate = 3
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class FadeLayer: CAGradientLayer {
                override init() {
                    super.init()
                    updateColors()
                }
                required init?(coder: NSCoder) { fatalError() }
                func updateColors() {
                    let color = UIColor.black
                    colors = [color.withAlphaComponent(0).cgColor, color.cgColor]
                }
            }
            let strip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
            view.addSubview(strip)
            let fade = FadeLayer()
            fade.frame = strip.bounds
            strip.layer.addSublayer(fade)
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("taken as a UITableViewCell") })
        #expect(notes.contains { $0.contains("skipped 'colors = …': FadeLayer derives from 'CAGradientLayer', a Core Animation class") })
        #expect(notes.contains { $0.contains("skipped 'frame = …': FadeLayer derives from 'CAGradientLayer'") })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(session.layout.id(of: "cell") == nil)
    }

    @Test("super's value from the app's base method is unknown, not nothing: the override goes on with it")
    func superValueOfAppBase() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class ShelfController: BaseGridController {
                let banner = UIView()
                override func makeCollectionViewLayout() -> UICollectionViewLayout {
                    let layout = super.makeCollectionViewLayout()
                    guard let layout = layout as? UICollectionViewCompositionalLayout else { return layout }
                    let config = UICollectionViewCompositionalLayoutConfiguration()
                    config.interSectionSpacing = layout.configuration.interSectionSpacing
                    return layout
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
                    view.addSubview(banner)
                }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'super.makeCollectionViewLayout(…)' is ShelfController's superclass's own") })
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test("in class code, a member of a number is the app's extension, and an optional number's map and flatMap run")
    func numberExtensionAndOptionalMap() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class TimeBadge: UIView {
                var duration: TimeInterval = 90
                var remaining: TimeInterval?
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityValue = duration.localizedTimeDescription ?? ""
                    let warns = remaining.flatMap { $0 < 10 } ?? false
                    let width = remaining.map { $0 * 2 } ?? 80
                    label.frame = CGRect(x: 0, y: 0, width: width, height: warns ? 30 : 20)
                    addSubview(label)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let badge = TimeBadge(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.addSubview(badge)
            """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'localizedTimeDescription'") })
        #expect(session.frame("label") == Rect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test("the app's factory named for Auto Layout makes a view that does not translate its mask, however near PureLayout's name; an unknown helper's tuple splits into unknown parts")
    func autoLayoutFactoryAndUnknownTuple() {
        var session = Session()
        session.script("""
            import UIKit
            class AboutController: UIViewController {
                let panel = UIView.forAutoLayout()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    let (_, _, bottom, _) = Layout.fill(view: view, with: UIView())
                    bottom.constant = -10
                    NSLayoutConstraint.activate([
                        panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        panel.widthAnchor.constraint(equalToConstant: 120),
                        panel.heightAnchor.constraint(equalToConstant: 50)
                    ])
                }
            }
            """)
        #expect(session.frame("panel") == Rect(x: 0, y: 20, width: 120, height: 50))
    }

    @Test("a call of another object's method of the same name (cell.configure(with:)) does not make the base's configure() hook the class's own")
    func hookNamedLikeAnotherObjectsMethod() {
        var session = Session()
        session.script("""
            import UIKit
            class ShelfController: BaseCollectionViewController {
                lazy var emptyView = UIView()
                override func configure() {
                    super.configure()
                    view.addSubview(emptyView)
                }
                override func constrain() {
                    super.constrain()
                    emptyView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        emptyView.topAnchor.constraint(equalTo: view.topAnchor),
                        emptyView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        emptyView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        emptyView.trailingAnchor.constraint(equalTo: view.trailingAnchor)
                    ])
                }
                func fill(_ cell: ShelfCell, with item: String) {
                    cell.configure(with: item)
                }
            }
            """)
        #expect(session.frame("emptyView") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("the app's add(child:) helper adds the child controller's view to the controller's, for the code's constraints to place")
    func appChildControllerHelper() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PlayerController: UIViewController {
                let controls = UIViewController()
                let toolbar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(toolbar)
                    toolbar.frame = CGRect(x: 0, y: 600, width: 375, height: 67)
                    add(child: controls, below: toolbar)
                    controls.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        controls.view.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        controls.view.bottomAnchor.constraint(equalTo: toolbar.topAnchor, constant: -8),
                        controls.view.widthAnchor.constraint(equalToConstant: 200),
                        controls.view.heightAnchor.constraint(equalToConstant: 44)
                    ])
                }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'add(child:below:)' is the app's own") })
        let placed = session.layout.viewsInTreeOrder.first { session.layout.frame(of: $0) == Rect(x: 16, y: 548, width: 200, height: 44) }
        #expect(placed.flatMap { session.layout.superview(of: $0) } == session.layout.id(of: "root"))
    }

    @Test("iOS 18's tabs are UIKit objects Layoutbook does not model, not unknown names")
    func tabsAreKnown() {
        var session = Session()
        session.script("""
            import UIKit
            class RootTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let home = UIViewController()
                    let search = UISearchTab { _ in home }
                    let tabs = [UITab(title: "Home", image: nil, identifier: "home") { _ in home }, search]
                    print(tabs.count)
                }
            }
            """)
    }

    @Test("a view class nested in a controller has its UIKit base's members")
    func nestedViewClass() {
        var session = Session()
        session.script("""
            import UIKit
            final class ProfileController: UIViewController {
                class FooterLabel: UILabel {
                    convenience init() {
                        self.init(frame: CGRect(x: 0, y: 0, width: 300, height: 46))
                        font = .preferredFont(forTextStyle: .footnote)
                        numberOfLines = 0
                    }
                }
                let footer = FooterLabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(footer)
                }
            }
            """)
        #expect(session.frame("footer") == Rect(x: 0, y: 0, width: 300, height: 46))
    }

    @Test("in a class of a file the app compiled, a name the paste lacks is the app's, however near a name here: a global read, a base's property set")
    func appNamesInCompiledClass() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class RecorderController: BaseRecorderController {
                let meter = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    meter.frame = CGRect(x: 20, y: 40, width: 100, height: 8)
                    view.addSubview(meter)
                    size = .compressed
                    reporter.report(message: "ready")
                }
                func report(_ text: String) {}
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("skipped 'reporter'") })
        #expect(notes.contains { $0.contains("'size' is a property of RecorderController's base 'BaseRecorderController'") })
        #expect(session.frame("meter") == Rect(x: 20, y: 40, width: 100, height: 8))
    }

    @Test("a name read as a property where the class has a delegate method of that name, or a library method, is the app's property: its members are skipped")
    func methodNameReadAsProperty() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import MapKit
            class PickerController: LocationController, MKMapViewDelegate {
                let pin = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                    mapView.register(PinView.self, forAnnotationViewWithReuseIdentifier: "pin")
                    let bar = UIView()
                    bar.layout.transitionStyle = .snap
                    pin.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
                    view.addSubview(pin)
                }
                func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("skipped 'PickerController.mapView.delegate = …': 'PickerController.mapView' is read as a property") })
        #expect(notes.contains { $0.contains("skipped 'bar.layout.transitionStyle = …'") })
        #expect(session.frame("pin") == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("a closure whose body is one switch of expressions returns the case's value; a case's patterns may each have a where; #if lines may stand between cases")
    func switchExpressionsAndGuardedPatterns() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            enum Row { case banner(Int), plain, warning, pending }
            final class FeedController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let rows: [Row] = [.banner(0), .plain, .banner(2), .warning]
                    let kept = rows.filter { row in
                        switch row {
                        case let .banner(offset):
                            offset != 0
                        default:
                            false
                        }
                    }
                    var y: CGFloat = 0
                    for _ in kept {
                        let strip = UIView(frame: CGRect(x: 0, y: y, width: 375, height: 50))
                        view.addSubview(strip)
                        y += 50
                    }
                    print(kept.count, kind(.warning, malicious: false, empty: false), kind(.warning, malicious: true, empty: true),
                          kind(.pending, malicious: true, empty: true), kind(.plain, malicious: false, empty: false))
                }
                func kind(_ row: Row, malicious: Bool, empty: Bool) -> Int {
                    switch row {
                    #if DEBUG
                    case .plain:
                        return 7
                    #endif
                    case .warning where !malicious, .pending where empty:
                        return 1
                    case .warning, .pending:
                        return 2
                    default:
                        return 3
                    }
                }
            }
            """)
        #expect(Self.printed(outcomes) == "1 1 2 1 7")
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(session.frame("strip2") == nil)
    }

    @Test("a base class's abstract method (its body only stops the app) is not run when the base is shown alone: a note, not a stop")
    func abstractMethodOfShownBase() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class BaseScreen: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    header.frame = CGRect(x: 0, y: 0, width: 375, height: 64)
                    view.addSubview(header)
                    let body = build()
                    view.addSubview(body)
                    populate()
                }
                func build() -> UIView {
                    fatalError("build method is not implemented")
                }
                func populate() {
                    preconditionFailure("populate() is abstract and must be overridden.")
                }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'build(…)' is abstract (its body only stops the app)") })
        #expect(notes.contains { $0.contains("'populate(…)' is abstract") })
        #expect(session.frame("header") == Rect(x: 0, y: 0, width: 375, height: 64))
    }

    @Test("a static stored property that code sets is read back as set, private or not; an existential type in an expression is its protocol")
    func staticStoredProperties() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            protocol Service {}
            final class Banner {
                static var height: CGFloat = 40
                private static var lastShown: Banner?
                static func show() -> Bool {
                    lastShown = Banner()
                    return Banner.lastShown != nil
                }
            }
            Banner.height = 64
            let shown = Banner.show()
            let kind = (any Service).self
            let strip = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: Banner.height))
            view.addSubview(strip)
            print(shown)
            """)
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(Self.printed(outcomes) == "true")
    }

    @Test("a table cell's own bounds are as wide as the table, its accessory's room included; a lazy view not yet added is shown, not hidden")
    func cellBoundsAndLazyHidden() {
        var session = Session()
        session.script("""
            class RowCell: UITableViewCell {
                let bar = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryType = .disclosureIndicator
                    contentView.addSubview(bar)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    bar.frame = CGRect(x: 0, y: 0, width: bounds.width - 100, height: 10)
                }
            }
            """)
        // The cell is the table's 375 wide; its content view 375 - 34 for the chevron.
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 275, height: 10))
        var badge = Session()
        badge.script("""
            class Badge: UIView {
                private lazy var icon = UIImageView()
                override var intrinsicContentSize: CGSize {
                    CGSize(width: icon.isHidden ? 10 : 30, height: 20)
                }
            }
            let badge = Badge()
            view.addSubview(badge)
            badge.snp.makeConstraints { $0.top.left.equalToSuperview() }
            """)
        #expect(badge.frame("badge") == Rect(x: 0, y: 0, width: 30, height: 20))
    }

    @Test("an integer's member the paste lacks is the app's extension in class code; the order of the app's values is unknown, not refused")
    func integerExtensionAndUnknownOrder() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class SizeLabel: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let bytes: Int64 = 4096
                    let bucket = (63 - bytes.leadingZeroBitCount) / 10
                    let heights = [descriptionHeight(0), descriptionHeight(1)]
                    let tallest = heights.max() ?? 0
                    label.frame = CGRect(x: 0, y: 0, width: 120, height: 24)
                    addSubview(label)
                    print(bucket, tallest)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let size = SizeLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            view.addSubview(size)
            """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'leadingZeroBitCount'") })
        #expect(session.frame("label") == Rect(x: 0, y: 0, width: 120, height: 24))
    }

    @Test("an outlet of the app's class stands in as the UIKit class its name says; a storyboard stack's arranged views are unknown, not none; a number compared with the app's constant is unknown")
    func outletsOfTheAppsClasses() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PlaylistController: UIViewController {
                @IBOutlet weak var slider: PlaylistSlider!
                @IBOutlet weak var markingStackView: UIStackView!
                let dot = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    slider.setValue(0.3, animated: false)
                    let markingLabels = markingStackView.arrangedSubviews.map({ $0 as! UILabel })
                    markingLabels[0].text = "1x"
                    let stale = abs(Date().timeIntervalSinceNow) > .day
                    dot.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                    view.addSubview(dot)
                }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'markingStackView.arrangedSubviews': the storyboard's views") })
        #expect(notes.contains { $0.contains("'.day' is the app's own constant of a number type") })
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test("raw strings close at a quote with as many #s, keep their quotes and backslashes, and interpolate with \\#(…), a nested string's own interpolation included")
    func rawStrings() {
        var session = Session()
        let outcomes = session.script(##"""
            let steps = 3
            let day = "May 1"
            let dated = true
            let badge = #"\#(steps) steps completed \#(dated ? "on \(day)" : "")"#
            let plain = #"a\nb"#
            let quoted = ##"x"#y"##
            print(badge, plain, quoted)
            """##)
        #expect(Self.printed(outcomes) == ##"3 steps completed on May 1 a\nb x"#y"##)
    }

    @Test("a controller made in code has no nib name; the app's font given a text style is measured at that style's size; a device setting is skipped; a module-qualified attribute is its name")
    func nibNameFontStyleDeviceSetting() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class RulesController: UIViewController {
                @OpenCombine.Published private(set) var selection: Int?
                let title2 = UILabel()
                override func loadView() {
                    if nil != nibName {
                        super.loadView()
                    } else {
                        view = UITableView(frame: .zero, style: .grouped)
                    }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIDevice.current.isProximityMonitoringEnabled = true
                    title2.font = UIFont.customFont(forTextStyle: .subheadline)
                    title2.text = "Rules"
                    title2.frame.origin = CGPoint(x: 16, y: 16)
                    title2.sizeToFit()
                    view.addSubview(title2)
                    let caption = UILabel()
                    caption.font = FontHelper.shared.preferredFont(withTextStyle: .body, size: 14)
                    caption.text = "Updated"
                    caption.sizeToFit()
                    view.addSubview(caption)
                }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("the controller's view is this UITableView") })
        #expect(notes.contains { $0.contains("measured as UIKit's .subheadline font, 15 pt") })
        #expect(notes.contains { $0.contains("skipped 'isProximityMonitoringEnabled' set on UIDevice.current") })
        // 15-pt text is 18 tall (1.1934 × 15 rounded up to a third of a point).
        #expect(session.frame("title2")?.height == 18)
        // A size given beside the style is the size: 14-pt text is 17 tall.
        #expect(session.frame("caption")?.height == 17)
    }

    @Test("Objective-C's NSLocalizedString written with Swift's comment: label compiles, the macro dropping its comment: the title is the key")
    func localizedStringMacroWithLabel() {
        var session = Session()
        session.script("""
            @implementation TransfersController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *heading = [[UILabel alloc] initWithFrame:CGRectMake(16, 20, 200, 30)];
                heading.text = NSLocalizedString(@"TRANSFERS", comment:@"");
                [self.view addSubview:heading];
            }
            @end
            """)
        #expect(session.frame("heading") == Rect(x: 16, y: 20, width: 200, height: 30))
    }

    @Test("the app's view method constraints(equalTo:), named as UIKit's constraints property is but called with a view, gives the four edges' constraints")
    func constraintsEqualToHelper() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class HostController: UIViewController {
                let child = UIViewController()
                let box = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    addChild(child)
                    box.addSubview(child.view)
                    child.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate(child.view.constraints(equalTo: box))
                }
            }
            """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'constraints(equalTo:)' is the app's own helper") })
        #expect(session.frame("childView") == Rect(x: 0, y: 0, width: 200, height: 150))
    }
}
