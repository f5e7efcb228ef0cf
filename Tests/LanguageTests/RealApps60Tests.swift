import Language
import Layout
import Testing

/// Shapes met in app files: a Swift 2 font spelled as an implicit member, a cell or view whose
/// every initialiser takes the app's data, a computed property's setter, a view's layer read
/// back, the app's screen-size and scale constants, and a protocol requirement with a `where`
/// clause. Every paste is written for this test; frames are derived by hand on the default
/// bare 375×667 screen.
@Suite("app files: real apps, set 60")
struct RealApps60Tests {
    @Test("a Swift 2 font written as an implicit member (.systemFontOfSize(50)) sizes the label as the modern spelling does")
    func swiftTwoImplicitFont() {
        func display(_ font: String) -> Rect? {
            var session = Session()
            session.script("""
            class ReadoutScreen: UIViewController {
                let readout = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    readout.font = \(font)
                    readout.text = "0"
                    readout.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(readout)
                    readout.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
                    readout.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10).isActive = true
                }
            }
            """)
            return session.frame("readout")
        }
        let old = display(".systemFontOfSize(50.0)")
        #expect(old == display("UIFont.systemFont(ofSize: 50)"))
        // 1.1934 × 50 is about 59.7: the 50-pt line, not the 17-pt default's 20.333.
        #expect(old.map { $0.height > 59 && $0.height < 61 } == true)
        #expect(display(".boldSystemFontOfSize(30)") == display(".boldSystemFont(ofSize: 30)"))
    }

    @Test("a cell whose only initialiser takes the app's data is made with it, the app's values shown as placeholders")
    func cellMadeWithAppValues() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeCell: UITableViewCell {
            var caption: UILabel?
            convenience init(badge text: String?, tint: UIColor) {
                self.init(style: .default, reuseIdentifier: "BadgeCell")
                caption = UILabel(frame: .zero)
                caption?.text = text
                caption?.translatesAutoresizingMaskIntoConstraints = false
                placeCaption()
            }
            private func placeCaption() {
                guard let caption = caption else { return }
                contentView.addSubview(caption)
                NSLayoutConstraint.activate([
                    caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                ])
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("one is made as BadgeCell(badge:tint:) ('text', 'tint' are the app's, not in the paste)") })
        #expect(notes.contains("'text' is not in the paste: caption shows the placeholder text 'text'"))
        // 10 above and below one 17-pt line (20.333).
        #expect(session.frame("caption").map { $0.minX == 12 && $0.minY == 10 } == true)
        #expect(session.frame("badgeCell").map { abs($0.height - 40.333) < 0.01 && $0.width == 375 } == true)
    }

    @Test("a view whose initialiser takes the app's model runs its guard on it as having a value")
    func viewMadeWithAppModel() {
        var session = Session()
        session.script("""
        final class RouteHeader: UIView {
            private let title = UILabel()
            init(route: Route?) {
                super.init(frame: .zero)
                guard let route = route else { return }
                title.text = route.name
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(8)
                    make.trailing.bottom.equalToSuperview().offset(-8)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The placeholder text 'Route.name' is on one 17-pt line, 8 from each edge.
        #expect(session.frame("title").map { $0.minX == 8 && $0.minY == 8 && abs($0.height - 20.333) < 0.01 } == true)
    }

    @Test("a computed property's setter runs when code assigns the property, in init and after")
    func computedSetterRuns() {
        var session = Session()
        session.script("""
        class Pip: UIView {
            var radius: CGFloat {
                set(radius) {
                    layer.cornerRadius = radius
                    pinSize(radius * 2)
                }
                get { return layer.cornerRadius }
            }
            var diameter: CGFloat { radius * 2 }
            init(radius: CGFloat = 3) {
                super.init(frame: .zero)
                translatesAutoresizingMaskIntoConstraints = false
                self.radius = radius
            }
            private func pinSize(_ side: CGFloat) {
                widthAnchor.constraint(equalToConstant: side).isActive = true
                heightAnchor.constraint(equalToConstant: side).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let pip = Pip(radius: 5)
        view.addSubview(pip)
        pip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20 + pip.diameter).isActive = true
        pip.topAnchor.constraint(equalTo: view.topAnchor, constant: pip.radius).isActive = true
        """)
        // radius 5 → 10×10; read back through the getter (the layer's corner radius): x = 20 + 10, y = 5.
        #expect(session.frame("pip") == Rect(x: 30, y: 5, width: 10, height: 10))
    }

    @Test("a view's layer property reads back what code set on it, and an unset one stays the app's")
    func layerReadsBack() {
        var session = Session()
        session.script("""
        let chip = UIView()
        chip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(chip)
        chip.layer.cornerRadius = 12
        chip.layer.addSublayer(CALayer())
        chip.widthAnchor.constraint(equalToConstant: chip.layer.cornerRadius * 4).isActive = true
        chip.heightAnchor.constraint(equalToConstant: chip.layer.cornerRadius * 2).isActive = true
        chip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        chip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """)
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 48, height: 24))
    }

    @Test("the app's scale constant multiplying a design's numbers is taken as 1, and a note says so")
    func appScaleConstantIsOne() {
        var session = Session()
        let outcomes = session.script("""
        class DeviceBanner: UIView {
            let badge = UIImageView()
            let name = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                addSubview(name)
                name.font = UIFont.systemFont(ofSize: 16 * SCALE_WIDTH)
                name.text = "Release"
                badge.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    make.left.equalTo(20 * SCALE_WIDTH)
                    make.width.equalTo(80 * SCALE_WIDTH)
                }
                name.snp.makeConstraints { make in
                    make.top.equalTo(20 * kScaleH)
                    make.left.equalTo(badge.snp.right).offset(12 * SCALE_WIDTH)
                    make.width.equalTo(150 * SCALE_WIDTH)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("badge").map { $0.minX == 20 && $0.width == 80 } == true)
        // A 16-pt line: 19.333 tall, not 17-pt's 20.333.
        #expect(session.frame("name").map { $0.minX == 112 && $0.minY == 20 && $0.width == 150 && abs($0.height - 19.333) < 0.01 } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'SCALE_WIDTH' is not in the paste: taken as 1") })
    }

    @Test("the app's constants type's screen size (Constants.screenSize.width) is the screen's")
    func appScreenSizeConstant() {
        var session = Session()
        let outcomes = session.script("""
        class AvatarCell: UITableViewCell {
            let avatar = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                avatar.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(avatar)
                NSLayoutConstraint.activate([
                    avatar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    avatar.widthAnchor.constraint(equalToConstant: AppMetrics.screenSize.width * 0.2),
                    avatar.heightAnchor.constraint(equalToConstant: AppMetrics.screenWidth * 0.2),
                    avatar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 0.2 × 375 = 75 square; the row is 8 + 75 + 8.
        #expect(session.frame("avatar") == Rect(x: 8, y: 8, width: 75, height: 75))
        #expect(session.frame("avatarCell")?.height == 91)
        #expect(outcomes.flatMap(\.notes).contains("'AppMetrics.screenSize.width' is not in the paste: taken as the screen's width, 375, as apps define it"))
    }

    @Test("a protocol's method requirement may end in a 'where' clause with no body")
    func protocolRequirementWithWhereClause() {
        var session = Session()
        session.script("""
        protocol PickerDelegate: AnyObject {
            func picker<T: RawRepresentable>(_ picker: UIView, picked: [T]) where T.RawValue == String
            func pickerClosed(_ picker: UIView)
        }
        class Picker: UIView {
            weak var delegate: PickerDelegate?
            override init(frame: CGRect) {
                super.init(frame: frame)
                widthAnchor.constraint(equalToConstant: 220).isActive = true
                heightAnchor.constraint(equalToConstant: 45).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("picker")?.size == Size(width: 220, height: 45))
    }

    @Test("a file declaring its base view class at the end, after a delegate protocol, shows the subclass with the base's code")
    func baseClassDeclaredAfterProtocol() {
        var session = Session()
        let outcomes = session.script("""
        class ChoiceList<T>: BaseChoiceList {
            private var height: NSLayoutConstraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                height = heightAnchor.constraint(equalToConstant: 0)
                widthAnchor.constraint(equalToConstant: 220).isActive = true
                height?.isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
            override func open() {
                height?.isActive = false
                heightAnchor.constraint(equalToConstant: 90).isActive = true
            }
        }

        protocol ChoiceListDelegate: AnyObject {
            func choiceListClosed(_ list: BaseChoiceList)
        }

        class BaseChoiceList: UIView {
            weak var delegate: ChoiceListDelegate?
            func open() {}
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        // The base is the file's: its open() is never called, so the list is closed, 220×0.
        #expect(session.frame("choiceList")?.size == Size(width: 220, height: 0))
        #expect(session.layout.id(of: "baseChoiceList") == nil)
        #expect(!notes.contains { $0.contains("'BaseChoiceList' is not in the paste") })
    }

    @Test("the app's own view class named '…Subview' is a plain view standing in, so the views after it are placed")
    func appSubviewClassIsAPlainView() {
        var session = Session()
        let outcomes = session.script("""
        final class ForecastCard: UIView {
            private let city = UILabel()
            private let wind = ForecastSubview()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(city)
                addSubview(wind)
                city.translatesAutoresizingMaskIntoConstraints = false
                wind.translatesAutoresizingMaskIntoConstraints = false
                city.text = "-"
                NSLayoutConstraint.activate([
                    city.topAnchor.constraint(equalTo: topAnchor, constant: 32),
                    city.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    wind.topAnchor.constraint(equalTo: city.bottomAnchor, constant: 48),
                    wind.leadingAnchor.constraint(equalTo: leadingAnchor),
                    wind.trailingAnchor.constraint(equalTo: trailingAnchor),
                    wind.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 32 + one 17-pt line (20.333) + 48.
        #expect(session.frame("wind").map { abs($0.minY - 100.333) < 0.01 && $0.height == 40 && $0.width == 375 } == true)
        #expect(outcomes.flatMap(\.notes).contains("ForecastSubview is drawn as a plain view: its contents and intrinsic size are not modelled"))
    }

    @Test("a builder a property's didSet calls runs with that property holding the app's value, so its 'if let' goes on")
    func builderFromDidSetRunsWithAppValue() {
        var session = Session()
        let outcomes = session.script("""
        class VenueDetails: UIView {
            var venue: Venue? {
                didSet { setUpView() }
            }
            let nameLabel = UILabel()
            let blurb = UILabel()
            func setUpView() {
                if let venue = venue {
                    nameLabel.text = venue.name
                    addSubview(nameLabel)
                    nameLabel.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        nameLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                        nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    ])
                }
                blurb.text = "Open late"
                addSubview(blurb)
                blurb.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    blurb.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
                    blurb.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
                ])
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'venue' is the app's to set (its didSet calls setUpView()): taken as holding the app's Venue, not in the paste"))
        // 12 + one 17-pt line (20.333) + 8.
        #expect(session.frame("blurb").map { $0.minX == 12 && abs($0.minY - 40.333) < 0.01 } == true)
    }

    @Test("the app's helper readying a view for Auto Layout in a superview adds it there with its mask off")
    func appAutoLayoutHelperInSuperview() {
        var session = Session()
        let outcomes = session.script("""
        class FooterBar: UIView {
            let bar = UIView()
            let done = UIButton(type: .system)
            override init(frame: CGRect) {
                super.init(frame: frame)
                bar.setupForAutoLayout(in: self)
                bar.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                bar.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
                bar.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                bar.heightAnchor.constraint(equalToConstant: 60).isActive = true
                done.prepareForAutoLayout(to: bar)
                done.centerXAnchor.constraint(equalTo: bar.centerXAnchor).isActive = true
                done.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8).isActive = true
                done.widthAnchor.constraint(equalToConstant: 100).isActive = true
                done.heightAnchor.constraint(equalToConstant: 44).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The bar along the bottom of the 667-tall view, the button centred in it, 8 down.
        #expect(session.frame("bar") == Rect(x: 0, y: 607, width: 375, height: 60))
        #expect(session.frame("done") == Rect(x: 137.5, y: 8, width: 100, height: 44).snapped(toPixelsOf: 3))
        #expect(outcomes.flatMap(\.notes).contains("'setupForAutoLayout(in:)' is the app's own (not in the paste): taken to add bar "
            + "to footerBar and set its translatesAutoresizingMaskIntoConstraints = false, as such helpers do"))
    }

    @Test("a setter that sets its own property is stopped with an error at the line, as the app would crash there")
    func setterSettingItselfIsAnError() {
        var session = Session()
        let text = session.failing("""
        class Gauge: UIView {
            var level: CGFloat {
                get { 0 }
                set { level = newValue }
            }
            func fill() { level = 3 }
        }
        """ + "\nlet gauge = Gauge()\ngauge.fill()")
        #expect(text.contains("4:15: error: calls nest deeper than 200: the setter of 'level' sets 'level' without end"))
    }
    @Test("an app constant used as a number is said once, as the 0 put in its place, not also as a skipped line")
    func appConstantNotedOnce() {
        var session = Session()
        let outcomes = session.script("""
        class Badge: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(Metrics.inset)
                    make.size.equalTo(12)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 12, height: 12))
        #expect(notes.contains("'Metrics.inset' is not in the paste: 0 is used in its place"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'Metrics'") })
    }
}
