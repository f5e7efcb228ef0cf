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
}
