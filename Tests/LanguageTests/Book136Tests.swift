@testable import Language
import Layout
import Testing

/// What the thirty-fourth round's fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-fourth round")
struct Book136Tests {
    @Test("a label class that insets textRect(forBounds:limitedToNumberOfLines:) is its text's size with the insets around it, as UIKit measures its intrinsic size through the override")
    func paddedLabelByTextRect() {
        var session = Session()
        let outcomes = session.script("""
            class ChipLabel: UILabel {
                var padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                    let inner = super.textRect(forBounds: bounds.inset(by: padding), limitedToNumberOfLines: numberOfLines)
                    return inner.inset(by: UIEdgeInsets(top: -padding.top, left: -padding.left,
                                                        bottom: -padding.bottom, right: -padding.right))
                }
                override func drawText(in rect: CGRect) {
                    super.drawText(in: rect.inset(by: padding))
                }
            }
            class ChipViewController: UIViewController {
                let chip = ChipLabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    chip.text = "Sale"
                    chip.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(chip)
                    chip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    chip.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Sale" at 17 pt is 32.667 × 20.333; 8 + 8 wider and 4 + 4 taller.
        #expect(session.frame("chip") == Rect(x: 20, y: 40, width: 146.0 / 3, height: 85.0 / 3))
    }

    @Test("a padded label of many lines wraps its text at its width less the insets")
    func paddedLabelWrapsInsideInsets() {
        var session = Session()
        let outcomes = session.script("""
            class NoteLabel: UILabel {
                let insets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                    var rect = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
                    rect.origin.x -= insets.left
                    rect.origin.y -= insets.top
                    rect.size.width += insets.left + insets.right
                    rect.size.height += insets.top + insets.bottom
                    return rect
                }
            }
            let plain = UILabel()
            let note = NoteLabel()
            for label in [plain, note] {
                label.text = "Nothing to show yet. Pull down to refresh the saved list"
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                label.widthAnchor.constraint(equalToConstant: 240).isActive = true
            }
            plain.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            note.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain"), note = session.frame("note")
        // The text is 420 wide on one line. The plain label wraps it at 240: two lines, 40.667.
        // The padded one wraps it at 200, which takes a third line (61), 10 + 10 taller.
        #expect(plain?.height == 122.0 / 3)
        #expect(note?.height == 243.0 / 3)
        #expect(note?.width == 240)
    }

    @Test("an Objective-C label class that overrides textRectForBounds:limitedToNumberOfLines: pads the same way, its super message named as Swift names it")
    func paddedLabelInObjectiveC() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeLabel : UILabel
            @end
            @implementation BadgeLabel
            - (CGRect)textRectForBounds:(CGRect)bounds limitedToNumberOfLines:(NSInteger)numberOfLines {
                UIEdgeInsets insets = UIEdgeInsetsMake(5, 10, 5, 10);
                CGRect rect = [super textRectForBounds:UIEdgeInsetsInsetRect(bounds, insets) limitedToNumberOfLines:numberOfLines];
                rect.origin.x -= insets.left;
                rect.origin.y -= insets.top;
                rect.size.width += insets.left + insets.right;
                rect.size.height += insets.top + insets.bottom;
                return rect;
            }
            @end
            @implementation BadgeController
            - (void)viewDidLoad {
                [super viewDidLoad];
                BadgeLabel *badge = [[BadgeLabel alloc] init];
                badge.text = @"Sale";
                badge.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:badge];
                [badge.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:16].active = YES;
                [badge.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:30].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 16, y: 30, width: 158.0 / 3, height: 91.0 / 3))
    }

    @Test("an override of textRect that answers without asking super leaves the label its text's size")
    func textRectWithoutSuperChangesNothing() {
        var session = Session()
        let outcomes = session.script("""
            class FixedLabel: UILabel {
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                    return CGRect(x: 0, y: 0, width: 10, height: 10)
                }
            }
            let tag = FixedLabel()
            tag.text = "Sale"
            tag.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tag)
            tag.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            tag.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tag") == Rect(x: 0, y: 0, width: 98.0 / 3, height: 61.0 / 3))
    }

    @Test("a subclass that declares an initialiser of its own with defaulted parameters is made by it when called with none: Swift passes its superclass's init() down to it no longer")
    func ownDefaultedInitializerHidesSuperclassInit() {
        var session = Session()
        let outcomes = session.script("""
            class InsetBox: UIView {
                let inner = UIView()
                var top: NSLayoutConstraint!
                var left: NSLayoutConstraint!
                init() {
                    super.init(frame: .zero)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(inner)
                    top = inner.topAnchor.constraint(equalTo: topAnchor)
                    left = inner.leadingAnchor.constraint(equalTo: leadingAnchor)
                    NSLayoutConstraint.activate([top, left,
                        inner.trailingAnchor.constraint(equalTo: trailingAnchor),
                        inner.bottomAnchor.constraint(equalTo: bottomAnchor),
                        inner.heightAnchor.constraint(equalToConstant: 20)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class MessageBox: InsetBox {
                init(message: String? = nil, inset: CGFloat = 12) {
                    super.init()
                    top.constant = inset
                    left.constant = inset
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let box = MessageBox()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            box.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // MessageBox's own init ran: the inner view is 12 in from the top and the left.
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 375, height: 32))
        #expect(session.frame("inner") == Rect(x: 12, y: 12, width: 363, height: 20))
    }

    @Test("a controller's preferredContentSize set in its viewDidLoad reads back as set, so views sized by it have that size")
    func preferredContentSizeReadsBack() {
        var session = Session()
        let outcomes = session.script("""
            class SheetViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    preferredContentSize = CGSize(width: 300, height: 180)
                    let half = UIView()
                    half.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(half)
                    NSLayoutConstraint.activate([
                        half.topAnchor.constraint(equalTo: view.topAnchor),
                        half.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        half.widthAnchor.constraint(equalToConstant: preferredContentSize.width / 3),
                        half.heightAnchor.constraint(equalToConstant: self.preferredContentSize.height / 2)
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("half") == Rect(x: 0, y: 0, width: 100, height: 90))
    }

    @Test("an attributed button title whose text is the app's keeps the font its attributes give: the placeholder is measured in it")
    func appTextAttributedTitleKeepsFont() {
        var session = Session()
        let outcomes = session.script("""
            class RetryViewController: UIViewController {
                let retry = UIButton(configuration: .plain())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var config = UIButton.Configuration.plain()
                    config.attributedTitle = AttributedString(Strings.retry,
                                                              attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 13)]))
                    retry.configuration = config
                    retry.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(retry)
                    retry.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    retry.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A 13-pt line is 15.51, on the @3x grid 15.667; the plain configuration's 7 + 7 around it.
        #expect(session.frame("retry")?.height == 89.0 / 3)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'Strings.retry' is not in the paste") })
    }

    @Test("a struct the app nests in its extension of UIView is built by the extension's methods by its short name")
    func typeNestedInUIKitExtension() {
        var session = Session()
        let outcomes = session.script("""
            extension UIView {
                struct Anchors {
                    let top: NSLayoutConstraint
                    let leading: NSLayoutConstraint
                    func activate() { NSLayoutConstraint.activate([top, leading]) }
                }
                @discardableResult
                func place(_ child: UIView, top: CGFloat, leading: CGFloat) -> Anchors {
                    addSubview(child)
                    child.translatesAutoresizingMaskIntoConstraints = false
                    let anchors = Anchors(top: child.topAnchor.constraint(equalTo: topAnchor, constant: top),
                                          leading: child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leading))
                    anchors.activate()
                    return anchors
                }
            }
            let badge = UIView()
            badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 24).isActive = true
            view.place(badge, top: 10, leading: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 20, y: 10, width: 40, height: 24))
        #expect(session.state.layout.ambiguities().isEmpty)
    }

    @Test("a format that spaces the top layout guide from the root's edge (V:|-[topLayoutGuide]-[box]) is taken, the guide kept at the edge and the clash UIKit logs said")
    func edgeSpacedBarGuideInFormat() {
        var session = Session()
        let outcomes = session.script("""
            @implementation GuideController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [[UIView alloc] init];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                NSDictionary *views = @{@"box": box, @"topLayoutGuide": self.topLayoutGuide, @"bottomLayoutGuide": self.bottomLayoutGuide};
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[box]|" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[topLayoutGuide]-[box]-20-[bottomLayoutGuide]-|"
                                                                                  options:0 metrics:nil views:views]];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The bare screen's safe area is the whole screen: 8 below its top, 20 above its bottom.
        #expect(session.frame("box") == Rect(x: 0, y: 8, width: 375, height: 639))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the spacing between the root's edge and 'topLayoutGuide' fights UIKit's own constraint") })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the spacing between the root's edge and 'bottomLayoutGuide' fights") })
    }

    @Test("a text field's leftView shown always widens the field's intrinsic width by its own; a rightView never shown (the default mode) does not")
    func textFieldSideViewsWiden() {
        var session = Session()
        let outcomes = session.script("""
            let padded = UITextField()
            padded.placeholder = "Email"
            padded.borderStyle = .roundedRect
            padded.leftViewMode = .always
            padded.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
            let plain = UITextField()
            plain.placeholder = "Email"
            plain.borderStyle = .roundedRect
            plain.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            for field in [padded, plain] {
                field.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(field)
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
            padded.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
            if padded.leftViewMode == .always && plain.rightViewMode == .never {
                let marker = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
                view.addSubview(marker)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain"), padded = session.frame("padded")
        #expect(plain.map { $0.height } == 34)
        // The placeholder plus the rounded field's 14 of room; 12 wider with the left view.
        #expect(abs((padded?.width ?? 0) - (plain?.width ?? 0) - 12) < 0.001)
        // The modes read back as set, and as UIKit's default where unset.
        #expect(session.frame("marker") == Rect(x: 0, y: 200, width: 10, height: 10))
    }

    @Test("a label class that pads both textRect and intrinsicContentSize is padded twice, as UIKit's own intrinsicContentSize measures through the textRect override that super answers from")
    func labelPaddedTwice() {
        var session = Session()
        let outcomes = session.script("""
            final class ToastLabel: UILabel {
                static let inset = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + Self.inset.left + Self.inset.right,
                                  height: size.height + Self.inset.top + Self.inset.bottom)
                }
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> CGRect {
                    let rect = super.textRect(forBounds: bounds.inset(by: Self.inset), limitedToNumberOfLines: lines)
                    return rect.inset(by: UIEdgeInsets(top: -Self.inset.top, left: -Self.inset.left,
                                                       bottom: -Self.inset.bottom, right: -Self.inset.right))
                }
            }
            let toast = ToastLabel()
            toast.text = "Sale"
            toast.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(toast)
            toast.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            toast.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Sale" is 32.667 × 20.333; 20 + 20 wider and 12 + 12 taller.
        #expect(session.frame("toast") == Rect(x: 0, y: 0, width: 218.0 / 3, height: 133.0 / 3))
    }

    @Test("in a cell with a disclosure indicator, a view its own code pins to the cell's own trailing edge reaches the table's edge, not the narrower content view's")
    func cellOwnTrailingEdgeWithAccessory() {
        var session = Session()
        let outcomes = session.script("""
            class SourceCell: UITableViewCell {
                let divider = UIView()
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryType = .disclosureIndicator
                    title.text = "Sources"
                    title.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(title)
                    divider.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(divider)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                        divider.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        divider.trailingAnchor.constraint(equalTo: trailingAnchor),
                        divider.topAnchor.constraint(equalTo: contentView.topAnchor),
                        divider.heightAnchor.constraint(equalToConstant: 1)
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The content view (the cell here) is 375 − 34 = 341 wide: the title ends 8 inside it.
        #expect(session.frame("title")?.maxX == 333)
        // The divider reaches the cell's own edge, the table's 375.
        #expect(session.frame("divider") == Rect(x: 16, y: 0, width: 359, height: 1))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("the constant is moved by 34 to reach the cell's edge") })
    }
}
