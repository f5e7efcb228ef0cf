import Testing
import Layout
@testable import InterfaceBuilder

@Suite("Lint: what a storyboard does on a device, as compiler lines")
struct LintTests {
    func lines(_ text: String, devices: [Device]? = nil) throws -> [String] {
        let document = try InterfaceDocument.read(Array(text.utf8))
        return Lint.check(document, devices: devices).map { $0.line(file: "F.storyboard") }
    }

    @Test("a misplaced view says why: a label stored wider than its text measures, and a frame nothing explains")
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
        // The sign-up scene's e-mail field is stored 8 points low, and nothing measured moved it.
        let signUp = try lines(Fixtures.signUp).filter { $0.contains("warning: misplaced") }
        #expect(signUp == [
            "F.storyboard:17:29: warning: misplaced view emailField: IB stored (16, 80.5, 343, 34), the constraints give (16, 72.5, 343, 34); "
                + "not explained by what Layoutbook models: a stored frame IB did not update, or something not read",
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
