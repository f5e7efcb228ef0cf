@testable import Language
import Layout
import Testing

/// What the forty-fourth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, forty-fourth round")
struct Book161Tests {
    /// A file with two view classes, then the constants the first one uses.
    static let badgeFile = """
        import UIKit
        final class BadgeView: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                box.translatesAutoresizingMaskIntoConstraints = false
                addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: topAnchor, constant: Metrics.inset),
                    box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Metrics.inset),
                    box.widthAnchor.constraint(equalToConstant: 40),
                    box.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class DividerView: UIView {}

        enum Metrics {
            static let inset: CGFloat = 16
        }
        """

    @Test("a type declared at a file's end, after a second class, is known to the first class it serves")
    func fileScopeTypeAfterAnUnrelatedClass() {
        var session = Session()
        let outcomes = session.script(Self.badgeFile)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The first class is the one shown, as when each class was an entry of its own.
        #expect(session.frame("badgeView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("box") == Rect(x: 16, y: 16, width: 40, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("Metrics.inset") })
    }

    @Test("the declarations from the class that uses a later type to that type are one entry; the types before stay entries of their own")
    func entriesOfAFileWithALateType() {
        let entries = Entry.split("""
            class Header: UIView {}

            class Card: UIView { let side = Metrics.side }

            class Footer: UIView {}

            enum Metrics { static let side = 8.0 }
            let card = Card()
            """)
        let texts = entries.map(\.text).filter { !$0.allSatisfy { $0 == " " } }
        #expect(texts == [
            "class Header: UIView {}",
            "class Card: UIView { let side = Metrics.side }\n\nclass Footer: UIView {}\n\nenum Metrics { static let side = 8.0 }",
            "let card = Card()",
        ])
    }

    @Test("an extension of a class declared before another one joins that class's entry")
    func extensionOfAnEarlierClass() {
        let entries = Entry.split("""
            class Card: UIView {}

            class Footer: UIView {}

            extension Card { func build() {} }
            """)
        let texts = entries.map(\.text).filter { !$0.allSatisfy { $0 == " " } }
        #expect(texts == ["class Card: UIView {}\n\nclass Footer: UIView {}\n\nextension Card { func build() {} }"])
    }

    @Test("an extension of UIView at a file's end, after another type, is known to the view above whose layoutSubviews uses it")
    func lateUIViewExtensionAfterAnotherType() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Panel: UIView {
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    badge.placedFrame = CGRect(x: 10, y: 20, width: 100, height: 40)
                }
            }
            class Spacer: UIView {}
            extension UIView {
                var placedFrame: CGRect {
                    get { return frame }
                    set { frame = newValue }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("placedFrame") })
    }

    @Test("a font's ascender, descender, cap height and x-height are the system font's, by its size")
    func fontVerticalMetrics() {
        var session = Session()
        let outcomes = session.script("""
            let font = UIFont.systemFont(ofSize: 15)
            let icon = UIView()
            icon.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(icon)
            icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 18 - font.ascender).isActive = true
            icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: font.capHeight * 10).isActive = true
            icon.widthAnchor.constraint(equalToConstant: -font.descender * 10).isActive = true
            icon.heightAnchor.constraint(equalToConstant: font.xHeight * 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 15 pt: ascender 1950/2048 × 15 = 14.28, so the top is 3.72, on the @3x screen's pixel
        // 3.667; cap height 1443/2048 × 150 = 105.69 (105.667); descender 494/2048 × 150 = 36.18
        // (36.333, a size rounded up to the pixel); x-height 1078/2048 × 150 = 78.96 (79).
        let icon = session.frame("icon")
        #expect(icon ≈ Rect(x: 317.0 / 3, y: 11.0 / 3, width: 109.0 / 3, height: 79))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("ascender") })
    }

    @Test("an inset's leading side read off the app's constants is no font's")
    func insetLeadingIsNotAFont() {
        var session = Session()
        let outcomes = session.script("""
            let button = UIButton(type: .system)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: UIMetrics.contentLayoutMargins.leading).isActive = true
            button.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'UIMetrics.contentLayoutMargins.leading' is not in the paste: 0 is used in its place"))
        #expect(!notes.contains { $0.contains("font") })
        // The value was used, as 0: the note that said lines needing it are skipped is taken back.
        #expect(!notes.contains { $0.hasPrefix("skipped 'UIMetrics") })
        #expect(session.frame("button")?.minX == 0)
    }

    @Test("an info or add-contact button is made at its system image's size, so placing its center shows it")
    func systemImageButtons() {
        var session = Session()
        let outcomes = session.script("""
            let info = UIButton(type: .infoLight)
            view.addSubview(info)
            info.center = CGPoint(x: 100, y: 100)
            let add = UIButton(type: .contactAdd)
            add.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(add)
            add.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            add.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 25.6 square, on the @3x screen's pixels 25.667; centred at 100.
        #expect(session.frame("info") ≈ Rect(x: 100 - 77.0 / 6, y: 100 - 77.0 / 6, width: 77.0 / 3, height: 77.0 / 3))
        #expect(session.frame("add") ≈ Rect(x: 20, y: 200, width: 77.0 / 3, height: 77.0 / 3))
    }

    @Test("PureLayout's autoSetPriority block in a view's own init gives its constraints the priority before they are installed")
    func pureLayoutPriorityBlockInInit() {
        var session = Session()
        let outcomes = session.script("""
            class BadgeView: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.text = "Hello"
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                        label.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
                    }
                    label.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
                    label.autoPinEdge(toSuperviewEdge: .left, withInset: 8)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The block's top at 750 gives way to the required 20: no conflict.
        #expect(session.frame("label")?.origin == Point(x: 8, y: 20))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not shown") })
        #expect(session.state.layout.conflicts.isEmpty)
    }

    @Test("a call to the app's own setup() is skipped, not taken for a misspelling of the class's stop()")
    func helperNameTwoStepsFromAMethod() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Loader: UIView {
                let spinner = UIActivityIndicatorView()
                init() {
                    super.init(frame: .zero)
                    setup()
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
                func stop() { spinner.stopAnimating() }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("skipped 'setup(…)': it is not in the paste (the app's own code)"))
        #expect(session.frame("loader") == Rect(x: 0, y: 0, width: 375, height: 667))
        // One step from a short name is still a slip of the keys.
        var typo = Session()
        let typed = typo.script("""
            import UIKit
            class Loader: UIView {
                init() {
                    super.init(frame: .zero)
                    stpo()
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
                func stop() {}
            }
            """)
        #expect(typed.flatMap(\.notes).contains { $0.contains("no function 'stpo' is declared here") })
    }

    @Test("Objective-C: a C array of views as an instance variable is an array of that many, each made and placed in a loop")
    func objectiveCArrayInstanceVariable() {
        var session = Session()
        let outcomes = session.script("""
            @interface DotsView : UIView {
                UIView *_dots[3];
            }
            @end
            @implementation DotsView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    for (int i = 0; i < 3; i++) {
                        _dots[i] = [[UIView alloc] init];
                        [self addSubview:_dots[i]];
                    }
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat w = self.bounds.size.width / 3;
                for (int i = 0; i < 3; i++) {
                    _dots[i].frame = CGRectMake(i * w, 0, w, 40);
                }
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown filling the screen: three 125-wide dots across it.
        #expect(session.frame("view2") == Rect(x: 0, y: 0, width: 125, height: 40))
        #expect(session.frame("view3") == Rect(x: 125, y: 0, width: 125, height: 40))
        #expect(session.frame("view4") == Rect(x: 250, y: 0, width: 125, height: 40))
    }

    @Test("a one-line label whose text ends in a line break is as wide as its visible text; one that wraps has the empty line")
    func trailingLineBreakByLineCount() {
        var session = Session()
        let outcomes = session.script("""
            let plain = UILabel()
            plain.text = "Total"
            let oneLine = UILabel()
            oneLine.text = "Total\\n"
            let wrapping = UILabel()
            wrapping.numberOfLines = 0
            wrapping.text = "Total\\n"
            for label in [plain, oneLine, wrapping] {
                view.addSubview(label)
                label.sizeToFit()
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain")?.size
        #expect(plain != nil && plain?.width ?? 0 > 0)
        #expect(session.frame("oneLine")?.size == plain)
        // Two lines of 20.287: 40.57, on the @3x pixel 40.667.
        #expect(session.frame("wrapping")?.width == plain?.width)
        #expect(session.frame("wrapping")?.height ≈ (122.0 / 3))
    }

    @Test("a line a table cell adds to itself, pinned to the cell's own bottom, sits on the row's bottom, a pixel below the content view's")
    func cellOwnBottomIsTheRowsBottom() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class NoteCell: UITableViewCell {
                let line = UIView()
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.text = "Hello"
                    contentView.addSubview(title)
                    addSubview(line)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    line.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                        line.leadingAnchor.constraint(equalTo: leadingAnchor),
                        line.trailingAnchor.constraint(equalTo: trailingAnchor),
                        line.bottomAnchor.constraint(equalTo: bottomAnchor),
                        line.heightAnchor.constraint(equalToConstant: 1),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The content view: 12 + 20.333 + 12 = 44.333 on the @3x screen; the row a pixel more,
        // 44.667, so the line's bottom is there and its top at 43.667.
        #expect(session.frame("noteCell") ≈ Rect(x: 0, y: 0, width: 375, height: 133.0 / 3))
        #expect(session.frame("line") ≈ Rect(x: 0, y: 131.0 / 3, width: 375, height: 1))
    }

    @Test("Objective-C: a cell's own height read through the app's frame category is the row's, as its frame's is")
    func cellHeightThroughFrameCategory() {
        var session = Session()
        let outcomes = session.script("""
            @interface RowCell : UITableViewCell
            @property (nonatomic, strong) UIView *a;
            @property (nonatomic, strong) UIView *b;
            @end
            @implementation RowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)rid {
                self = [super initWithStyle:style reuseIdentifier:rid];
                if (self) {
                    _a = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                    _b = [[UIView alloc] initWithFrame:CGRectMake(20, 0, 10, 10)];
                    [self.contentView addSubview:_a];
                    [self.contentView addSubview:_b];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                self.a.top = self.frame.size.height - 10;
                self.b.top = self.height - 10;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The standard row, 44: both 10 above its bottom.
        #expect(session.frame("a") == Rect(x: 0, y: 34, width: 10, height: 10))
        #expect(session.frame("b") == Rect(x: 20, y: 34, width: 10, height: 10))
    }

    @Test("Objective-C: a typedef'd enum whose brace opens on the next line is read, its first constant 0")
    func typedefEnumWithBraceOnItsOwnLine() {
        var session = Session()
        let outcomes = session.script("""
            typedef enum tagSide
            {
                SideLeft = 0,
                SideRight,
            } Side;
            typedef CGFloat Length;

            @interface SideView : UIView
            @property (nonatomic, assign) Side side;
            @property (nonatomic, strong) UIView *box;
            @end
            @implementation SideView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _box = [[UIView alloc] init];
                    [self addSubview:_box];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                CGFloat x = (self.side == SideLeft) ? 0 : self.bounds.size.width - 50;
                self.box.frame = CGRectMake(x, 0, 50, 50);
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("a helper whose name holds 'pin' inside a word (keeping) is no pinning helper: the view keeps its mask and frame")
    func pinInsideAWordIsNoPinning() {
        #expect(!Library.namesPinning("xx_sizeToFitKeepingAspectRatioInSize"))
        #expect(!Library.namesPinning("startSpinner"))
        #expect(Library.namesPinning("pinToSuperview"))
        #expect(Library.namesPinning("autoPinEdgesToSuperviewEdges"))
        #expect(Library.namesPinning("pin_edges"))
    }

    @Test("a function nested in viewDidLoad sees the locals declared above it, as Swift's nested functions capture them")
    func nestedFunctionCapturesLocals() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class CenteringViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let width = view.bounds.size.width
                    func xToCenter(_ v: UIView) -> CGFloat {
                        return 0.5 * (width - v.bounds.size.width)
                    }
                    let box = UIView(frame: CGRect(x: 0, y: 100, width: 140, height: 40))
                    box.frame.origin.x = xToCenter(box)
                    view.addSubview(box)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 140) / 2.
        #expect(session.frame("box") == Rect(x: 117.5, y: 100, width: 140, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not in the paste") })
    }

    @Test("CFloat and CInt are the standard library's names of Float and Int32")
    func cNumberTypeAliases() {
        var session = Session()
        let outcomes = session.script("""
            let side = CGFloat(floorf(CFloat(200))) / 4
            let count = CInt(2.7)
            let tile = UIView(frame: CGRect(x: 10, y: 100, width: side, height: side * CGFloat(count)))
            view.addSubview(tile)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 10, y: 100, width: 50, height: 100))
    }

    @Test("an extension's method run on a cell's contentView pins to the content view's anchors, not the cell's own")
    func extensionOnContentViewPinsTheContentView() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            extension UIView {
                func pinSubview(_ subview: UIView, inset: CGFloat) {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(subview)
                    NSLayoutConstraint.activate([
                        subview.topAnchor.constraint(equalTo: topAnchor, constant: inset),
                        subview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
                        subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                        subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
                    ])
                }
            }
            class TitleCell: UITableViewCell {
                let label = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    label.text = "Title"
                    contentView.pinSubview(label, inset: 16)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 16 + 20.333 + 16 on the @3x screen: the row sizes itself to its content.
        #expect(session.frame("titleCell") ≈ Rect(x: 0, y: 0, width: 375, height: 157.0 / 3))
        #expect(session.frame("label") ≈ Rect(x: 16, y: 16, width: 343, height: 61.0 / 3))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("cell's own top or bottom") })
    }

    @Test("a text view sized by its text with no inset and no line fragment padding is as wide as a label of the same text")
    func textViewWithoutLineFragmentPadding() {
        var session = Session()
        let outcomes = session.script("""
            let tag = UITextView()
            tag.text = "MMMM"
            tag.font = .systemFont(ofSize: 17)
            tag.isScrollEnabled = false
            tag.textContainerInset = .zero
            tag.textContainer.lineFragmentPadding = 0
            view.addSubview(tag)
            tag.sizeToFit()
            let padded = UITextView()
            padded.text = "MMMM"
            padded.font = .systemFont(ofSize: 17)
            padded.isScrollEnabled = false
            padded.textContainerInset = .zero
            view.addSubview(padded)
            padded.sizeToFit()
            let label = UILabel()
            label.text = "MMMM"
            view.addSubview(label)
            label.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let width = session.frame("label")?.width ?? 0
        #expect(width > 0)
        #expect(session.frame("tag")?.width == width)
        // UIKit's 5 a side, kept until code sets it.
        #expect(session.frame("padded")?.width == width + 10)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("lineFragmentPadding") })
    }
}
