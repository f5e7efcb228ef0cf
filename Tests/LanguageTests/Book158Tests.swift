@testable import Language
import Layout
import Testing

/// What the forty-third round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-third round")
struct Book158Tests {
    @Test("a view added in viewDidLoad with an autoresizing mask grows from the 0×0 its constrained container has there")
    func autoresizingInsideAContainerNotLaidOutYet() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let stage = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stage.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stage)
                    NSLayoutConstraint.activate([
                        stage.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stage.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        stage.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        stage.heightAnchor.constraint(equalToConstant: 200),
                    ])
                    let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
                    toolbar.autoresizingMask = [.flexibleWidth]
                    stage.addSubview(toolbar)
                    let backdrop = UIView(frame: stage.bounds)
                    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    stage.addSubview(backdrop)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stage") == Rect(x: 0, y: 100, width: 375, height: 200))
        // Made 375 wide in a stage still 0×0 (its constraints are not applied before the first
        // layout pass): the stage's growth to 375 is all the toolbar's width, 375 + 375.
        #expect(session.frame("toolbar") == Rect(x: 0, y: 0, width: 750, height: 44))
        // Made at the stage's 0×0 bounds, it grows with the stage to fill it.
        #expect(session.frame("backdrop") == Rect(x: 0, y: 0, width: 375, height: 200))
    }

    @Test("a mask set after the first layout pass counts from the container's laid-out size")
    func autoresizingAfterLayout() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class PlayerViewController: UIViewController {
                private let stage = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    stage.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stage)
                    NSLayoutConstraint.activate([
                        stage.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stage.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        stage.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        stage.heightAnchor.constraint(equalToConstant: 200),
                    ])
                    view.layoutIfNeeded()
                    let backdrop = UIView(frame: stage.bounds)
                    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    stage.addSubview(backdrop)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("backdrop") == Rect(x: 0, y: 0, width: 375, height: 200))
    }

    @Test("a table cell that insets itself in its frame setter stands inset, its content laid out in what it passes on")
    func cellFrameSetterOverride() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class CardCell: UITableViewCell {
                let card = UIView()
                override var frame: CGRect {
                    get { return super.frame }
                    set {
                        var inset = newValue
                        inset.origin.x += 16
                        inset.size.width -= 32
                        super.frame = inset
                    }
                }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    card.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(card)
                    NSLayoutConstraint.activate([
                        card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                        card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                        card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                        card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                        card.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row (0, 0, 375, …) becomes (16, 0, 343, …): 4 + 60 + 4 tall.
        #expect(session.frame("cardCell") == Rect(x: 16, y: 0, width: 343, height: 68))
        // 8 in from each side of 343.
        #expect(session.frame("card") == Rect(x: 8, y: 4, width: 327, height: 60))
        #expect(outcomes.contains { $0.notes.contains { $0.contains("CardCell writes its own frame setter") && $0.contains("x 16, 343 wide") } })
    }

    @Test("Objective-C: a cell's setFrame: that insets the row is sent the row's frame by its table")
    func objectiveCCellSetFrame() {
        var session = Session()
        let outcomes = session.script("""
            @interface InsetCell : UITableViewCell
            @property (nonatomic, strong) UIView *panel;
            @end
            @implementation InsetCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _panel = [[UIView alloc] init];
                    [self.contentView addSubview:_panel];
                    [_panel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.contentView).insets(UIEdgeInsetsMake(10, 12, 10, 12));
                        make.height.mas_equalTo(50);
                    }];
                }
                return self;
            }
            - (void)setFrame:(CGRect)frame {
                frame.origin.x += 10;
                frame.size.width -= 2 * 10;
                [super setFrame:frame];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("insetCell") == Rect(x: 10, y: 0, width: 355, height: 70))
        #expect(session.frame("panel") == Rect(x: 12, y: 10, width: 331, height: 50))
    }

    @Test("a cell whose frame setter passes the frame on unchanged is shown across the row")
    func cellFrameSetterThatChangesNothing() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class PlainCell: UITableViewCell {
                let bar = UIView()
                override var frame: CGRect {
                    get { super.frame }
                    set { super.frame = newValue }
                }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(bar)
                    NSLayoutConstraint.activate([
                        bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        bar.topAnchor.constraint(equalTo: contentView.topAnchor),
                        bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("plainCell") == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(!outcomes.contains { $0.notes.contains { $0.contains("writes its own frame setter") } })
    }

    @Test("sizeToFit() rounds a label's text to the device's pixel, as its intrinsic size does (@2x on the iPhone 8)")
    func sizeToFitOnTheDevicePixel() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            let fitted = UILabel()
            fitted.text = "Hello"
            fitted.sizeToFit()
            root.addSubview(fitted)
            let pinned = UILabel()
            pinned.text = "Hello"
            pinned.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(pinned)
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 100).isActive = true
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A 17-pt line is 20.5 tall at @2x (20.333 at @3x): the same size both ways.
        #expect(session.frame("fitted")?.height == 20.5)
        #expect(session.frame("fitted")?.size == session.frame("pinned")?.size)
    }

    @Test("Objective-C: a macro with parameters used with integers divides as C's int, as its expanded text does")
    func objectiveCMacroParametersTakeTheArgumentsType() {
        var session = Session()
        let outcomes = session.script("""
            #define ITEM_WIDTH(columns) ((375 - 10 * (columns + 1)) / columns)
            #define HALF(x) ((x) / 2)
            @implementation Shelf
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(0, 0, ITEM_WIDTH(2), 10)];
                    [self addSubview:tile];
                    CGFloat wide = 75;
                    UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, 20, HALF(wide), 10)];
                    [self addSubview:strip];
                    UIView *bar = [[UIView alloc] initWithFrame:CGRectMake(0, 40, HALF(75.0), 10)];
                    [self addSubview:bar];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 30) / 2 in int: 172, not 172.5.
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 172, height: 10))
        // A CGFloat argument, or a literal with a point, keeps the fraction.
        #expect(session.frame("strip") == Rect(x: 0, y: 20, width: 37.5, height: 10))
        #expect(session.frame("bar") == Rect(x: 0, y: 40, width: 37.5, height: 10))
    }

    @Test("overloads of one label are told apart by the argument's type: a size, or a number")
    func overloadsByArgumentType() {
        for sizeFirst in [false, true] {
            var session = Session()
            let bySide = """
                    func pinSize(to side: CGFloat) {
                        widthAnchor.constraint(equalToConstant: side).isActive = true
                        heightAnchor.constraint(equalToConstant: side).isActive = true
                    }
                """
            let bySize = """
                    func pinSize(to size: CGSize) {
                        widthAnchor.constraint(equalToConstant: size.width).isActive = true
                        heightAnchor.constraint(equalToConstant: size.height).isActive = true
                    }
                """
            let outcomes = session.script("""
                extension UIView {
                \(sizeFirst ? bySize : bySide)
                \(sizeFirst ? bySide : bySize)
                }
                let badge = UIView()
                let card = UIView()
                view.addSubview(badge)
                view.addSubview(card)
                badge.translatesAutoresizingMaskIntoConstraints = false
                card.translatesAutoresizingMaskIntoConstraints = false
                badge.pinSize(to: 30)
                card.pinSize(to: CGSize(width: 80, height: 40))
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            #expect(session.frame("badge")?.size == Size(width: 30, height: 30))
            #expect(session.frame("card")?.size == Size(width: 80, height: 40))
        }
    }

    @Test("an app base's style() hook runs with its others, though Stevia's style(_:) takes a closure")
    func appBaseStyleHook() {
        var session = Session()
        let outcomes = session.script("""
            final class BadgeCell: CollectionViewCell {
                let column = UIStackView()
                let top = UIView()
                let bottom = UIView()
                override func style() {
                    column.axis = .vertical
                }
                override func arrange() {
                    contentView.addSubview(column)
                    column.addArrangedSubview(top)
                    column.addArrangedSubview(bottom)
                    column.snp.makeConstraints { make in make.edges.equalTo(contentView) }
                    top.snp.makeConstraints { make in make.width.height.equalTo(40) }
                    bottom.snp.makeConstraints { make in make.width.height.equalTo(40) }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A vertical column: the second view below the first.
        #expect(session.frame("bottom") == Rect(x: 0, y: 40, width: 40, height: 40))
        #expect(outcomes.contains { $0.notes.contains { $0.contains("overrides style(), arrange() of 'CollectionViewCell'") } })
    }

    @Test("SnapKit: update(inset:) on a constraint of several edges moves each edge inward its own way")
    func snapKitUpdateInsetOnEdges() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit
            final class FrameViewController: UIViewController {
                let box = UIView()
                let bar = UIView()
                var boxEdges: Constraint?
                var barSides: Constraint?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    view.addSubview(bar)
                    box.snp.makeConstraints { make in
                        boxEdges = make.edges.equalToSuperview().inset(20).constraint
                    }
                    bar.snp.makeConstraints { make in
                        barSides = make.left.right.equalToSuperview().inset(10).constraint
                        make.top.equalToSuperview()
                        make.height.equalTo(30)
                    }
                    boxEdges?.update(inset: 40)
                    barSides?.update(inset: UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 40 in from every edge of 375×667.
        #expect(session.frame("box") == Rect(x: 40, y: 40, width: 295, height: 587))
        // 5 from the left, 15 from the right.
        #expect(session.frame("bar") == Rect(x: 5, y: 0, width: 355, height: 30))
    }

    @Test("Objective-C: a label sized from textRectForBounds:limitedToNumberOfLines: gets its text's size, wrapped at the bounds")
    func objectiveCTextRectForBounds() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface BubbleView : UIView
            @property (nonatomic, strong) UILabel *label;
            @property (nonatomic, strong) UILabel *note;
            @end
            @implementation BubbleView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (!(self = [super initWithFrame:frame])) return nil;
                self.label = [[UILabel alloc] initWithFrame:CGRectZero];
                self.label.text = @"Hello";
                [self addSubview:self.label];
                self.note = [[UILabel alloc] initWithFrame:CGRectZero];
                self.note.numberOfLines = 0;
                self.note.text = @"A longer note that cannot fit on one line of a hundred points";
                [self addSubview:self.note];
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGRect r = [self.label textRectForBounds:CGRectMake(0, 0, 200, CGFLOAT_MAX) limitedToNumberOfLines:0];
                self.label.frame = CGRectMake(10, 10, r.size.width, r.size.height);
                CGRect n = [self.note textRectForBounds:CGRectMake(0, 0, 100, CGFLOAT_MAX) limitedToNumberOfLines:2];
                self.note.frame = CGRectMake(10, 40, 100, n.size.height);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One 17-pt line at @2x: as sizeThatFits measures it.
        #expect(session.frame("label") == Rect(x: 10, y: 10, width: 39, height: 20.5))
        // Two lines at most: 41 at @2x, however many the text would need.
        #expect(session.frame("note") == Rect(x: 10, y: 40, width: 100, height: 41))
    }

    @Test("an undeclared flag tested by if is said once, as taken true; a framework's name is not called the app's")
    func undeclaredNamesNotes() {
        var session = Session()
        let outcomes = session.script("""
            #import <AVFoundation/AVFoundation.h>
            @interface AboutViewController : UIViewController
            @end
            @implementation AboutViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                AVCaptureDevice *device = [AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo];
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
                [self.view addSubview:box];
                if (kIsNewOS) {
                    box.frame = CGRectMake(50, 80, 200, 40);
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 50, y: 80, width: 200, height: 40))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'kIsNewOS' is not in the paste; the condition on it is taken as true"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'kIsNewOS'") })
        #expect(notes.contains { $0.hasPrefix("skipped 'AVCaptureDevice': it is not in the paste (a system framework's") })
        #expect(!notes.contains { $0.contains("AVCaptureDevice") && $0.contains("the app's own code") })
    }

    @Test("a small-screen flag that names the iPhone 5 asks for 568 points or fewer: false on the 667-point iPhone 8")
    func iPhone5FlagOnAnIPhone8() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            final class LandingViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let chat = UIView()
                    chat.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(chat)
                    NSLayoutConstraint.activate([
                        chat.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        chat.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        chat.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        chat.heightAnchor.constraint(equalToConstant: isIPhone5OrSmaller ? 234 : 260)])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chat") == Rect(x: 0, y: 20, width: 375, height: 260))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'isIPhone5OrSmaller' is not in the paste") && $0.contains("taken as false") && $0.contains("568") })
        #expect(!notes.contains { $0.hasPrefix("skipped 'isIPhone5OrSmaller'") })
    }

    @Test("an undeclared view helper named like a library type's member is the app's own, with no word of that type")
    func undeclaredHelperNote() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.pinToSuperview(safely: true, anchor: .top, inset: 24)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("skipped 'pinToSuperview': UIView has none, so it is the app's own extension, not in the paste; lines that need it are skipped"))
    }

    @Test("a view piped into the app's skipped function (`([label], stack) |> addArranged()`) is said to be handed to it")
    func viewPipedToASkippedHelper() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            final class PickupView: UIView {
                private let column = UIStackView()
                private let heading = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(column)
                    _ = ([heading], column) |> addArrangedSubviewsToStack()
                    _ = heading |> headingStyle
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'heading' is in no hierarchy here: the paste hands it to 'addArrangedSubviewsToStack'") })
        #expect(!notes.contains { $0.hasPrefix("'heading' is in no hierarchy here: the paste hands it to 'headingStyle") })
    }
}
