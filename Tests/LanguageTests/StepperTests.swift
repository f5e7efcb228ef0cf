import Language
import Layout
import Testing

/// A stepper has UIKit's intrinsic size, 94×32, in code as in a storyboard: pinned by two edges
/// it is that size, and made with no frame it starts at it. Written for this test.
@Suite("a stepper's intrinsic size")
struct StepperTests {
    @Test("a stepper pinned by its top and trailing edges is 94×32")
    func pinnedStepper() {
        var session = Session()
        let outcome = session.run("""
            let quantity = UIStepper()
            quantity.minimumValue = 1
            quantity.stepValue = 1
            view.addSubview(quantity)
            quantity.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                quantity.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                quantity.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            ])
            """)
        #expect(!outcome.failed)
        // 375 − 16 − 94 = 265.
        #expect(session.frame("quantity") == Rect(x: 265, y: 20, width: 94, height: 32))
        #expect(!outcome.notes.contains { $0.contains("plain view") })
    }

    @Test("a stepper made in Objective-C and placed by its origin keeps its intrinsic size")
    func objectiveCStepper() {
        var session = Session()
        let outcome = session.run("""
            UIStepper *counter = [[UIStepper alloc] init];
            counter.maximumValue = 10;
            [self.view addSubview:counter];
            counter.frame = CGRectMake(40, 100, counter.frame.size.width, counter.frame.size.height);
            """)
        #expect(!outcome.failed)
        #expect(session.frame("counter") == Rect(x: 40, y: 100, width: 94, height: 32))
    }
}

/// A slider's own members that a stepper shares (`isContinuous`) are the slider's too: never
/// refused as "UIStepper's". Written for this test.
@Suite("a slider's own members")
struct SliderMembersTests {
    @Test("a slider set not continuous, with its track colours, keeps its frame and is not refused")
    func sliderMembers() {
        var session = Session()
        let outcome = session.run("""
            let volume = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 30))
            volume.isContinuous = false
            volume.minimumTrackTintColor = .white
            volume.setValue(0.5, animated: false)
            view.addSubview(volume)
            """)
        #expect(!outcome.failed)
        #expect(session.frame("volume") == Rect(x: 20, y: 100, width: 300, height: 30))
    }
}
