import Language
import Layout
import Testing

/// Controls placed by the frame the code gives them, not by constraints: UIKit's autoresizing
/// constraints hold the alignment rectangle of that frame, so the control is drawn at the frame
/// it was given — a slider is not grown 2 pt on each side as one placed by constraints is — and a
/// switch keeps its own size whatever size its frame asks for. Every paste is written for this
/// test; the frames follow from the numbers in it.
@Suite("controls placed by their frames")
struct FramePlacedControlTests {
    @Test("a slider and a segmented control made with a frame are drawn at that frame, and the next frame read from it follows")
    func sliderAndSegmentedControlKeepTheirFrames() {
        var session = Session()
        session.script("""
        class MixerController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let volume = UISlider(frame: CGRect(x: 24, y: 100, width: 200, height: 40))
                view.addSubview(volume)
                let mode = UISegmentedControl(items: ["Day", "Week"])
                mode.frame = CGRect(x: 24, y: volume.frame.maxY + 12, width: 200, height: 36)
                view.addSubview(mode)
            }
        }
        """)
        #expect(session.frame("volume") == Rect(x: 24, y: 100, width: 200, height: 40))
        // 100 + 40 + 12 = 152: the slider's maxY is its frame's, 140.
        #expect(session.frame("mode") == Rect(x: 24, y: 152, width: 200, height: 36))
    }

    @Test("a segmented control made from its items without a frame is as large as its segments, so its center alone places it")
    func segmentedControlFromItemsSizesItsFrame() {
        var session = Session()
        session.script("""
        class RangeController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let span = UISegmentedControl(items: ["A", "Weekly"])
                span.center = CGPoint(x: view.frame.width / 2, y: 300)
                view.addSubview(span)
            }
        }
        """)
        // Two segments as wide as "Weekly" at 13 pt (43.333) + 20.5: 2 × 63.833 = 127.667, rounded
        // up to 128 wide, 32 tall (31 placed, 1 below); centred on (187.5, 300): x 187.5 − 64, y 300 − 16.
        #expect(session.frame("span") ≈ Rect(x: 123.5, y: 284, width: 128, height: 32))
    }

    @Test("a switch given a frame keeps its own 51×31 at that frame's origin, made with it or set later")
    func switchKeepsItsSize() {
        var session = Session()
        session.script("""
        class PrivacyController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let sharing = UISwitch(frame: CGRect(x: 30, y: 60, width: 100, height: 50))
                view.addSubview(sharing)
                let tracking = UISwitch()
                view.addSubview(tracking)
                tracking.frame = CGRect(x: 30, y: sharing.frame.maxY + 10, width: 10, height: 10)
            }
        }
        """)
        #expect(session.frame("sharing") == Rect(x: 30, y: 60, width: 51, height: 31))
        // 60 + 31 + 10 = 101.
        #expect(session.frame("tracking") == Rect(x: 30, y: 101, width: 51, height: 31))
    }

    @Test("a slider placed by constraints still reaches 2 pt past them on each side")
    func constrainedSliderStillGrows() {
        var session = Session()
        session.script("""
        let brightness = UISlider()
        brightness.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(brightness)
        NSLayoutConstraint.activate([
            brightness.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            brightness.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            brightness.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
        ])
        """)
        // Placed 20…355 and 30 tall at 50: drawn from 18, 339 wide, 31 tall.
        #expect(session.frame("brightness") == Rect(x: 18, y: 50, width: 339, height: 31))
    }
}
