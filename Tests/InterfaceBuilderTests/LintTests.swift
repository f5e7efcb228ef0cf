import Testing
import Layout
@testable import InterfaceBuilder

@Suite("Lint: what a storyboard does on a device, as compiler lines")
struct LintTests {
    func lines(_ text: String, devices: [Device]? = nil) throws -> [String] {
        let document = try InterfaceDocument.read(Array(text.utf8))
        return Lint.check(document, devices: devices).map { $0.line(file: "F.storyboard") }
    }

    @Test("a misplaced view says why: a label stored wider than its text measures, and a frame stored before its constraints changed")
    func misplacedExplained() throws {
        // "Grace" at 17 pt measures 45.667 wide; stored 60, the label is misplaced by its own
        // measure.
        let text = Fixtures.badgeXib
            .replacingOccurrences(of: #"width="45.666666666666664""#, with: #"width="60""#)
        let found = try lines(text).filter { $0.contains("warning: misplaced") }
        #expect(found == [
            "F.storyboard:17:17: warning: misplaced view graceLabel: IB stored (56, 19.833, 60, 20.333), the constraints give (56, 19.833, 45.667, 20.333); "
                + "its size is its text's, measured with the system font's widths",
        ])
        // The sign-up scene's e-mail field is stored 8 points low: 8 under the title's stored
        // bottom (44 + 20.5) is 72.5, so the stored frames themselves break 'cn-su-004'.
        let signUp = try lines(Fixtures.signUp).filter { $0.contains("warning: misplaced") }
        #expect(signUp == [
            "F.storyboard:17:29: warning: misplaced view emailField: IB stored (16, 80.5, 343, 34), the constraints give (16, 72.5, 343, 34); "
                + "IB's stored frames break its constraint 'cn-su-004' (80.5 where it asks 72.5): the stored frame is older than the constraints, and Xcode did not flag it",
        ])
    }

    @Test("a label of a document Xcode 11 saved, stored narrower than its text, says its text was measured as SF Text and SF Display track it")
    func misplacedInStaticDesign() throws {
        // "Pebble", bold, 28 pt, measures 90 at @3x in SF Pro Display's tracking; stored 80, it is
        // misplaced by its own measure. The same label saved by Xcode 15 says nothing of the design.
        let narrow = { (version: String) in
            Fixtures.titleRowXib(toolsVersion: version).replacingOccurrences(of: #"width="91""#, with: #"width="80""#)
        }
        #expect(try lines(narrow("16097")).filter { $0.contains("warning: misplaced") } == [
            "F.storyboard:9:17: warning: misplaced view titleLabel: IB stored (16, 13.167, 80, 33.667), the constraints give (16, 13.167, 90, 33.667); "
                + "its size is its text's, measured with the system font's widths tracked as SF Text and SF Display, which Xcode 7 to 11 measured with",
        ])
        #expect(try lines(narrow("22505")).filter { $0.contains("warning: misplaced") } == [
            "F.storyboard:9:17: warning: misplaced view titleLabel: IB stored (16, 13.167, 80, 33.667), the constraints give (16, 13.167, 91, 33.667); "
                + "its size is its text's, measured with the system font's widths",
        ])
    }

    @Test("a hidden arranged view IB stored at its own size says UIKit collapses it; its visible sibling and the stack are where IB stored them")
    func hiddenArrangedView() throws {
        let found = try lines(Fixtures.hiddenArrangedXib).filter { $0.contains("warning: misplaced") }
        // UIKit gives the hidden "Delayed" label a height of 0 ('UISV-hiding') under "Arrivals"
        // (one 17-pt line, 20.333 at @3x); IB stored its own line's height.
        #expect(found == [
            "F.storyboard:17:25: warning: misplaced view delayedLabel: IB stored (0, 20.333, 200, 20.333), the constraints give (0, 20.333, 200, 0); "
                + "it is a hidden arranged view: UIKit collapses it along its stack's axis ('UISV-hiding'), where IB's canvas stores it at its own size",
        ])
    }

    @Test("a view whose own constraints the stored frames keep, moved by a sibling stored before its constraints changed, says it follows that sibling")
    func followsStaleFrame() throws {
        // The avatar is stored 50 wide against its width constraint of 36; the name is stored
        // 8 after that stale avatar (12 + 50 + 8 = 70), as its constraint asks, and moves with
        // it to 12 + 36 + 8 = 56.
        let text = Fixtures.badgeXib
            .replacingOccurrences(of: #"<rect key="frame" x="12" y="12" width="36" height="36"/>"#,
                                  with: #"<rect key="frame" x="12" y="12" width="50" height="36"/>"#)
            .replacingOccurrences(of: #"x="56" y="19.833333333333332""#, with: #"x="70" y="19.833333333333332""#)
        let found = try lines(text).filter { $0.contains("warning: misplaced") }
        #expect(found == [
            "F.storyboard:10:17: warning: misplaced view avatarView: IB stored (12, 12, 50, 36), the constraints give (12, 12, 36, 36); "
                + "IB's stored frames break its constraint 'cn-bd-001' (50 where it asks 36): the stored frame is older than the constraints, and Xcode did not flag it",
            "F.storyboard:17:17: warning: misplaced view graceLabel: IB stored (70, 19.833, 45.667, 20.333), the constraints give (56, 19.833, 45.667, 20.333); "
                + "it follows views whose stored frames are older than their constraints: avatarView",
        ])
    }

    @Test("views laid out around a view stored before its constraints changed follow it, directly or through another misplaced view")
    func followsStaleFrameThrough() throws {
        // The photo is 36 wide, so the holder is 12 + 36 + 12 = 60 (stored 74) and the tag box
        // starts at 60 + 8 = 68 (stored 82): the holder follows the photo, its subview; the tag
        // box follows the holder, its sibling, which follows the photo.
        let found = try lines(Fixtures.staleRowXib).filter { $0.contains("warning: misplaced") }
        #expect(found == [
            "F.storyboard:7:17: warning: misplaced view holder: IB stored (0, 0, 74, 60), the constraints give (0, 0, 60, 60); "
                + "it follows views whose stored frames are older than their constraints: photo",
            "F.storyboard:10:25: warning: misplaced view photo: IB stored (12, 12, 50, 36), the constraints give (12, 12, 36, 36); "
                + "IB's stored frames break its constraint 'cn-st-001' (50 where it asks 36): the stored frame is older than the constraints, and Xcode did not flag it",
            "F.storyboard:24:17: warning: misplaced view tagBox: IB stored (82, 0, 40, 60), the constraints give (68, 0, 40, 60); "
                + "it follows views that follow stored frames older than their constraints: holder",
        ])
    }

    @Test("a view off only vertically by the height of a bar of the designed device says so: a label stored under the status bar the Xcode 11 canvas did not draw")
    func offByBar() throws {
        // Saved by Xcode 11 (16097), whose canvas drew the iPhone 8 without a status bar, but
        // stored 20 lower, as if it had one; the field 8 under it moves with it. "Tea time" at
        // 17 pt measures 65.5 at @2x, as stored.
        let text = Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "16097", root: Size(width: 375, height: 667))
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="0.0" width="60" height="20.5"/>"#,
                                  with: #"<rect key="frame" x="16" y="20" width="65.5" height="20.5"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="16" y="28.5" width="343" height="34"/>"#,
                                  with: #"<rect key="frame" x="16" y="48.5" width="343" height="34"/>"#)
        let found = try lines(text).filter { $0.contains("warning: misplaced") }
        let why = "it is 20 pt off vertically, the height of the status bar: IB's canvas likely drew the scene with a bar or inset Layoutbook does not (or without one it does): simulated metrics, or a container the document does not show"
        #expect(found == [
            "F.storyboard:12:29: warning: misplaced view teaTimeLabel: IB stored (16, 20, 65.5, 20.5), the constraints give (16, 0, 65.5, 20.5); " + why,
            "F.storyboard:16:29: warning: misplaced view minutesField: IB stored (16, 48.5, 343, 34), the constraints give (16, 28.5, 343, 34); " + why,
        ])
    }

    @Test("a scroll view's content guide and frame guide are read as such: content 375×1000 in a 375×647 frame")
    func scrollGuides() throws {
        let document = try InterfaceDocument.read(Array(Fixtures.scroll().utf8))
        let scene = SceneBuilder.build(document, scene: 0)
        let sv = try #require(scene.layout.id(of: "scrollView"))
        #expect(scene.layout.frame(of: sv) == Rect(x: 0, y: 20, width: 375, height: 647))
        #expect(scene.layout.scrollInfo(sv)?.contentSize == Size(width: 375, height: 1000))
        #expect(try lines(Fixtures.scroll()).isEmpty)
    }

    @Test("content pinned on three sides only is a scroll-content ambiguity, at the scroll view's element")
    func scrollAmbiguity() throws {
        let found = try lines(Fixtures.scroll(bottom: false))
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("F.storyboard:11:29: error: Scrollable content size ambiguity: ") == true)
        #expect(found.first?.contains("scrollView") == true)
    }

    @Test("two required widths conflict: the line of the constraint UIKit breaks, the set named by IB's ids and identifiers")
    func conflict() throws {
        #expect(try lines(Fixtures.oldGuides) == [
            "F.storyboard:20:37: error: conflicting constraints: UIKit breaks 'stampWide' stamp.width == 120 to satisfy 'cn-og-001' stamp.width == 100",
        ])
    }

    @Test("topLayoutGuide.bottom is the safe area's top, and symbolic spacing to it is the standard 8")
    func oldGuides() throws {
        let document = try InterfaceDocument.read(Array(Fixtures.oldGuides.utf8))
        let scene = SceneBuilder.build(document, scene: 0)
        let stamp = try #require(scene.layout.id(of: "stamp"))
        // Status bar 20 + 8; the root view's leading margin is the 16-pt system minimum.
        #expect(scene.layout.frame(of: stamp) == Rect(x: 16, y: 28, width: 100, height: 40))
    }

    @Test("on every preset, findings that hold on several are said once per device; misplaced views only on the designed one")
    func everyDevice() throws {
        let found = try lines(Fixtures.signUp, devices: Device.presets)
        #expect(found.filter { $0.contains("warning: misplaced view emailField") }.count == 1)
        #expect(found.allSatisfy { !$0.contains("error:") })
    }
}

@Suite("Naming views as the developer would")
struct ViewNamerTests {
    @Test("text becomes a camel-case identifier of at most a few words; a leading number is prefixed", arguments: [
        ("Sign up", "signUp"), ("Forgot your password?", "forgotYourPassword"), ("2 players", "n2Players"),
        ("Don't have an account? Sign up now", "dontHaveAnAccountSign"), ("URLField", "urlField"), ("Title", "title"),
    ])
    func identifiers(_ text: String, _ expected: String) {
        #expect(ViewNamer.identifier(from: text, limit: 5) == expected)
    }

    @Test("text with no ASCII letters gives no name, so the kind names the view")
    func noLetters() {
        #expect(ViewNamer.identifier(from: "相册") == nil)
    }
}
