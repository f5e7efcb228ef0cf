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

    @Test("typed alone, self.x = UIView() with x declared nowhere is still refused")
    func typedAlone() {
        var session = Session()
        let message = session.failing("self.loose = UIView()")
        #expect(message.contains("no name 'loose' is declared here"))
    }
}
