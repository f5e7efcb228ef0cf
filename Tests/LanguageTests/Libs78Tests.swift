import Language
import Layout
import Testing

/// What code laid out with layout libraries other than plain anchors (SnapKit, Masonry,
/// PureLayout, Cartography, TinyConstraints, Stevia, EasyPeasy, Anchorage) tripped on. Every
/// paste here is written for this test; the frames are derived by hand on the default 375×667
/// screen (no bars: the safe area is the whole screen).
@Suite("libs78: layout libraries as apps use them")
struct Libs78Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    /// A frame to a thousandth of a point: the solver's sums of fractions are not exact.
    static func rounded(_ rect: Rect?) -> Rect? {
        rect.map { r in
            func round(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
            return Rect(x: round(r.minX), y: round(r.minY), width: round(r.width), height: round(r.height))
        }
    }

    // MARK: A cell's content view held to its cell

    /// A collection cell of declared size 280×56 whose own code holds its content view to the
    /// cell with `pin`, then places a 24×24 mark 12 from the content view's left, centred: UIKit's
    /// content view fills the cell, so the cell stays 280×56 and the mark sits at
    /// (12, (56 − 24) / 2 = 16, 24, 24).
    @Test("a cell's own code holding its content view to the cell leaves the cell where the app's layout puts it",
          arguments: [
              "contentView.snp.makeConstraints { make in make.edges.equalToSuperview() }",
              "contentView.easy.layout(Edges())",
              "contentView.edgesToSuperview()",
              "contentView.autoPinEdgesToSuperviewEdges()",
          ])
    func contentViewHeldToItsCell(_ pin: String) {
        var session = Session()
        let outcomes = session.script("""
            final class TagCell: UICollectionViewCell {
                let mark = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(mark)
                    \(pin)
                    mark.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        mark.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                        mark.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        mark.widthAnchor.constraint(equalToConstant: 24),
                        mark.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                static func size() -> CGSize { CGSize(width: 280, height: 56) }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tagCell") == Rect(x: 0, y: 0, width: 280, height: 56))
        #expect(session.frame("mark") == Rect(x: 12, y: 16, width: 24, height: 24))
        #expect(!Self.notes(outcomes).contains { $0.contains("inset within its cell") })
    }

    /// The same hold in `layoutSubviews`, where the cell already sits on the screen: before, it
    /// pinned the cell to the screen, 375×667, the mark centred at y (667 − 24) / 2.
    @Test("a content view held to its cell in layoutSubviews does not pin the cell to the screen")
    func contentViewHeldInLayoutSubviews() {
        var session = Session()
        let outcomes = session.script("""
            final class RowCell: UICollectionViewCell {
                let mark = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    contentView.addSubview(mark)
                    contentView.easy.layout(Edges())
                    mark.easy.layout(Left(12), CenterY(), Width(24), Height(24))
                }
                static func size() -> CGSize { CGSize(width: 280, height: 56) }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("rowCell") == Rect(x: 0, y: 0, width: 280, height: 56))
        #expect(session.frame("mark") == Rect(x: 12, y: 16, width: 24, height: 24))
    }

    /// A content view inset 6 within its table cell: UIKit lays the label out in the smaller
    /// content view; here the label is laid out in the cell (12 from its edges, 30 tall: the row
    /// is 12 + 30 + 12 = 54), and a note says the inset is not modelled.
    @Test("a content view inset within its cell is said not to be modelled")
    func contentViewInsetIsNoted() {
        var session = Session()
        let outcomes = session.script("""
            final class NoteCell: UITableViewCell {
                let caption = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(caption)
                    contentView.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(6)
                    }
                    caption.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(12)
                        make.height.equalTo(30)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 12, y: 12, width: 351, height: 30))
        #expect(Self.notes(outcomes).contains { $0.contains("noteCell.contentView is inset within its cell") })
    }

    // MARK: The app's base classes

    /// Three tiles a controller's hooks add and lay out with PureLayout's array methods: 50
    /// tall, spread along the 375-wide screen 15 apart and 15 in from each side, so each is
    /// (375 − 4 × 15) / 3 = 105 wide, at x 15, 135, 255; the first centred on the screen's
    /// height (333.5 − 25 = 308.5), the others aligned to it. The widths the block leaves
    /// uninstalled (10 each) change nothing.
    @Test("a controller on the app's base class named as a controller runs its hooks, and PureLayout's array methods lay out",
          arguments: ["BaseViewControllerWithLayout", "ScreenBase"])
    func controllerOnAppBaseWithPureLayoutArrays(_ base: String) {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import PureLayout

            class TilesViewController: \(base) {
                let first = UIView()
                let second = UIView()
                let third = UIView()

                override func setupViews() {
                    [first, second, third].forEach { view.addSubview($0) }
                }

                override func setupConstraints() {
                    let tiles: NSArray = [first, second, third]
                    let row = NSLayoutConstraint.autoCreateAndInstallConstraints {
                        tiles.autoSetViewsDimension(.height, toSize: 50)
                        tiles.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 15,
                                                  insetSpacing: true, matchedSizes: true)
                        self.first.autoAlignAxis(toSuperviewAxis: .horizontal)
                    }
                    let narrow = NSLayoutConstraint.autoCreateConstraintsWithoutInstalling {
                        tiles.autoSetViewsDimension(.width, toSize: 10)
                    }
                    print(row.count, narrow.count)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.rounded(session.frame("first")) == Self.rounded(Rect(x: 15, y: 308.5, width: 105, height: 50).snapped(toPixelsOf: 3)))
        #expect(Self.rounded(session.frame("second")) == Self.rounded(Rect(x: 135, y: 308.5, width: 105, height: 50).snapped(toPixelsOf: 3)))
        #expect(Self.rounded(session.frame("third")) == Self.rounded(Rect(x: 255, y: 308.5, width: 105, height: 50).snapped(toPixelsOf: 3)))
    }

    /// A class on a base the paste does not hold, whose name and overrides say no UIKit class:
    /// nothing makes it, and a note says so rather than showing an empty screen in silence.
    @Test("a class whose unknown base says no UIKit class is said not to be shown")
    func unknownBaseIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit

            class Panel: AppWidget {
                override func build() {
                    addSubview(UIView())
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.contains("'AppWidget' is not in the paste, and neither its name nor what Panel overrides") })
    }

    // MARK: A file as Swift reads it

    /// A view and a constant declared as globals below the controller that uses them, and the
    /// extension after them: Swift sets a file's globals up at first use. The shelf is made at
    /// (20, 40, 100, 60) and moved to x 8.
    @Test("globals declared below a controller in its file are there when it is presented")
    func globalsBelowTheController() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit

            class ShelfViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(shelf)
                    placeShelf()
                }
            }

            let shelf: UIView = {
                let v = UIView()
                v.frame = CGRect(x: 20, y: 40, width: 100, height: 60)
                return v
            }()

            let shelfInset: CGFloat = 8

            extension ShelfViewController {
                func placeShelf() {
                    shelf.frame.origin.x = shelfInset
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("shelf") == Rect(x: 8, y: 40, width: 100, height: 60))
        #expect(!Self.notes(outcomes).contains { $0.contains("skipped 'shelf'") })
    }

    /// A value left alone in a method of an app's file (`store?.token`) builds with a warning in
    /// Swift; the controller still runs: its badge at (10, 10, 20, 20).
    @Test("a value left unused in a file's method is a warning, not a refusal")
    func unusedValueInAppCode() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit

            class TokenViewController: UIViewController {
                var store: TokenStore?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    store?.token
                    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
                    view.addSubview(badge)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    /// An enum with an operator function, in any order of its modifiers, stands; the view the
    /// controller adds is shown at (0, 0, 60, 60).
    @Test("an app type's operator function is declared, whatever the order of its modifiers",
          arguments: ["prefix public static func", "public static prefix func", "static prefix func"])
    func operatorFunctionIsDeclared(_ head: String) {
        var session = Session()
        let outcomes = session.script("""
            import UIKit

            enum Phase {
                case running
                case stopped
                \(head) !(a: Phase) -> Phase {
                    return a == .running ? .stopped : .running
                }
            }

            prefix operator ~~

            class PhaseViewController: UIViewController {
                var phase = Phase.running
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
                    view.addSubview(dot)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 60, height: 60))
    }

    /// `Cartography.constrain(…)`, the module named before the function: the map inset 10 from
    /// each edge of the screen, (10, 10, 355, 647).
    @Test("a library call qualified by its module name is the library's call")
    func moduleQualifiedCall() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Cartography

            class MapViewController: UIViewController {
                let map = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(map)
                    _ = Cartography.constrain(map) { map in
                        map.edges == inset(map.superview!.edges, 10)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("map") == Rect(x: 10, y: 10, width: 355, height: 647))
    }

    /// Anchorage relating a view to an anchor of the app's own guide (`topLayoutGuide`
    /// overridden to give it): that constraint is skipped with a note; the rest stand — the
    /// strip pinned to the sides and 44 tall, at the top by default.
    @Test("an Anchorage equation to the app's own anchor is skipped with a note")
    func anchorageToTheAppsAnchor() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import Anchorage

            class StripViewController: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.topAnchor == bannerGuide.bottomAnchor + 16
                    strip.horizontalAnchors == view.horizontalAnchors
                    strip.heightAnchor == 44
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.contains("is the app's, not in the paste, so the constraint to it is not made") })
        #expect(session.frame("strip")?.width == 375)
        #expect(session.frame("strip")?.height == 44)
    }

    // MARK: Objective-C

    /// A lazy getter that stores what it makes through the property (`self.field = field`):
    /// Objective-C's setter sets the `_field` the getter returns, so the view added in init is
    /// the one its constraints place, (10, 10, 40, 40).
    @Test("an Objective-C lazy getter storing through its own property returns the same view")
    func lazyGetterStoringThroughProperty() {
        var session = Session()
        let outcomes = session.script("""
            @interface FormView : UIView
            @property (nonatomic, strong) UIView *field;
            @end

            @implementation FormView

            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self addSubview:self.field];
                }
                return self;
            }

            - (void)layoutSubviews {
                [super layoutSubviews];
                [self.field mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self).offset(10);
                    make.width.height.mas_equalTo(40);
                }];
            }

            - (UIView *)field {
                if (!_field) {
                    UIView *field = [[UIView alloc] init];
                    self.field = field;
                }
                return _field;
            }

            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("field") == Rect(x: 10, y: 10, width: 40, height: 40))
        #expect(!Self.notes(outcomes).contains { $0.contains("not in a view hierarchy yet") })
    }
}
