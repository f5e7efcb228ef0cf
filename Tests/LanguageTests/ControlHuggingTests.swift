import Language
import Layout
import Testing

/// A switch, a stepper and an activity indicator made in code hug their content at 750 on both
/// axes (a progress view vertically), where other views hug at 250: beside a label in a fill
/// stack the label takes the spare room, with nothing ambiguous. Frames are derived by hand on
/// the default bare 375×667 screen; a switch is placed 49 wide and drawn 51 (2 pt more on the
/// right), a stepper is 94×32.
@Suite("controls' own hugging")
struct ControlHuggingTests {
    /// Frames the solver reaches through sums, equal to the derived ones within rounding.
    static func near(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-6 }
    }

    static func row(_ control: String) -> String {
        """
        let title = UILabel()
        title.text = "Notifications"
        let control = \(control)
        let row = UIStackView(arrangedSubviews: [title, control])
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
        ])
        """
    }

    @Test("a label beside a switch in a fill stack stretches; the switch keeps its size")
    func labelBesideSwitch() {
        var session = Session()
        session.script(Self.row("UISwitch()"))
        // The row is 375 − 32 = 343 wide and as tall as the switch, 31. The switch is placed
        // 49 wide at 343 − 49 = 294; the label takes 294 − 8 = 286.
        #expect(session.frame("row") == Rect(x: 16, y: 12, width: 343, height: 31))
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 286, height: 31))
        #expect(session.frame("control") == Rect(x: 294, y: 0, width: 51, height: 31))
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("a stepper hugs as a switch does")
    func labelBesideStepper() {
        var session = Session()
        session.script(Self.row("UIStepper()"))
        // 343 − 94 = 249 for the stepper's x; the label 249 − 8 = 241 wide, 32 tall as the row.
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 241, height: 32))
        #expect(session.frame("control") == Rect(x: 249, y: 0, width: 94, height: 32))
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("a Swift subclass of UISwitch made with () is a switch: its size and its hugging")
    func swiftSwitchSubclass() {
        var session = Session()
        session.script("final class LoudSwitch: UISwitch {}")
        session.script(Self.row("LoudSwitch()"))
        // As UISwitch() above: before, the subclass had no size of its own until a setter ran.
        #expect(Self.near(session.frame("title"), Rect(x: 0, y: 0, width: 286, height: 31)), "\(session.frame("title")!)")
        #expect(Self.near(session.frame("control"), Rect(x: 294, y: 0, width: 51, height: 31)), "\(session.frame("control")!)")
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("a subclass of UISwitch made in Objective-C hugs as UISwitch does")
    func objectiveCSwitchSubclass() {
        var session = Session()
        session.script("""
            @interface LoudSwitch : UISwitch
            @end
            @implementation LoudSwitch
            @end
            """)
        session.script("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *title = [[UILabel alloc] init];
                title.text = @"Sound";
                LoudSwitch *control = [[LoudSwitch alloc] init];
                UIStackView *row = [[UIStackView alloc] initWithArrangedSubviews:@[title, control]];
                row.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:row];
                [row.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
                [row.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
                [row.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            }
            """)
        // No spacing: the switch at 375 − 49 = 326, the label 326 wide.
        #expect(Self.near(session.frame("title"), Rect(x: 0, y: 0, width: 326, height: 31)), "\(session.frame("title")!)")
        #expect(Self.near(session.frame("control"), Rect(x: 326, y: 0, width: 51, height: 31)), "\(session.frame("control")!)")
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("a label beside a plain view still ties at 250: the ambiguity is reported")
    func plainViewsStillTie() {
        var session = Session()
        session.script(Self.row("UIButton(type: .system)"))
        #expect(!session.layout.ambiguities().isEmpty)
    }
}
