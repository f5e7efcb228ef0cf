import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores under a navigation bar on a phone with a Dynamic Island. Documents written
/// for these tests (IB78Tests' fixtures); every frame worked out by hand.
@Suite("Frames IB stores: a navigation bar under the whole sensor inset")
struct IB91Tests {
    static func storyboard(toolsVersion: String) -> String {
        IB78Tests.storyboard(toolsVersion: toolsVersion, device: "retina6_12", initial: "nc-91-010", [
            IB78Tests.navigation("nc-91-010", root: "vc-91-011"),
            IB78Tests.controller("vc-91-011", "InboxViewController", width: 393, height: 852),
        ])
    }

    @Test("on the iPhone 15's canvas the bar is drawn under the whole 59-pt inset: a header on the safe area's top at 103")
    func barUnderTheWholeInset() throws {
        let doc = try StoredFrames.document(Self.storyboard(toolsVersion: "22505"))
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "InboxViewController" })
        let scene = SceneBuilder.build(doc, scene: index)
        // 59 + 44 = 103, where UIKit's bar under the 53.667-pt status bar gives 97.667.
        #expect(try StoredFrames.frame(scene, "header", rounded: true) == Rect(x: 0, y: 103, width: 393, height: 40))
        // The bottom is the home indicator's 34: 852 − 34 − 30 = 788.
        #expect(try StoredFrames.frame(scene, "footer", rounded: true) == Rect(x: 0, y: 788, width: 393, height: 30))
        #expect(scene.notes.contains { $0.message.hasPrefix("IB's canvas draws the navigation bar under the whole sensor inset (59)") })
    }

    @Test("Xcode 16.3's canvas, which counts the inset twice, draws it at 118: the header at 162")
    func barUnderTheRepeatedInset() throws {
        let doc = try StoredFrames.document(Self.storyboard(toolsVersion: "23727"))
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "InboxViewController" })
        let scene = SceneBuilder.build(doc, scene: index)
        #expect(try StoredFrames.frame(scene, "header", rounded: true) == Rect(x: 0, y: 162, width: 393, height: 40))
    }
}
