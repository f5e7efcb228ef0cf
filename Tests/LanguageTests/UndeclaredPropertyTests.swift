import Language
import Layout
import Testing

@Suite("A property a pasted method sets without its declaration")
struct UndeclaredPropertyTests {
    @Test("self.loadingView = … in an Objective-C method pasted without its header holds the view, with a note")
    func objectiveCMethod() {
        var session = Session()
        let outcomes = session.script("""
            - (void)showSpinner {
                self.spinnerBack = [[UIView alloc] init];
                [self.view addSubview:self.spinnerBack];
                self.spinnerBack.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-20-[back]-20-|" options:0 metrics:nil views:@{@"back": self.spinnerBack}]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-40-[back(100)]" options:0 metrics:nil views:@{@"back": self.spinnerBack}]];
            }
            [self showSpinner];
            """)
        #expect(session.frame("spinnerBack") == Rect(x: 20, y: 40, width: 335, height: 100))
        #expect(outcomes.contains { $0.notes.contains { $0.contains("'self.spinnerBack' is not declared in the paste") } })
    }

    @Test("an app's factory type not in the paste makes a stand-in of the class its method names, with the text it is given")
    func factoryType() {
        var session = Session()
        session.script("""
            final class BadgeView: UIView {
                let caption = ShopComponent.createLabel(text: "Sale", color: .red)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(caption)
                    caption.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    caption.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
            }
            let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            view.addSubview(badge)
            """)
        let caption = session.frame("caption")
        #expect(caption?.origin == Point(x: 0, y: 0))
        #expect((caption?.size.width ?? 0) > 0)
    }

    @Test("typed alone, self.x = UIView() with x declared nowhere is still refused")
    func typedAlone() {
        var session = Session()
        let message = session.failing("self.loose = UIView()")
        #expect(message.contains("no name 'loose' is declared here"))
    }
}
