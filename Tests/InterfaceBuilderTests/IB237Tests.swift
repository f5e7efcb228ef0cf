import Foundation
@testable import InterfaceBuilder
import Layout
import Testing

/// Frames IB stored that the fifty-third round's samples of public documents showed; documents
/// written for this test.
@Suite("Interface Builder, fifty-third round")
struct IB237Tests {
    @Test("Xcode 13.0 still drew a sheet's card with the home indicator's inset at its bottom")
    func sheetOfXcode13Point0KeepsHomeIndicator() throws {
        // toolsVersion 19162 on the 375×812 iPhone X: the card 375×758 keeps the 34 at its
        // bottom, so the footer pinned to the safe area's bottom sits at 758 − 34 − 30 = 694.
        let text = IB78Tests.storyboard(toolsVersion: "19162", device: "retina5_9", initial: "vc-237-001", [
            IB78Tests.controller("vc-237-001", "StartViewController", width: 375, height: 812,
                                 segues: "<segue destination=\"vc-237-002\" kind=\"presentation\" id=\"sg-237-001\"/>"),
            IB78Tests.controller("vc-237-002", "NoteViewController", width: 375, height: 758),
        ])
        let note = try IB78Tests().built(text, "NoteViewController")
        #expect(try StoredFrames.frame(note, "footer", rounded: true) == Rect(x: 0, y: 694, width: 375, height: 30))
        #expect(note.notes.contains { $0.message.contains("presented as a sheet") && $0.message.contains("Xcode 11 on") })
    }

    @Test("A canvas that counts the sensor inset twice counts it once in a sheet's card, and no home indicator")
    func sheetOfTheCanvasesThatCountTwice() throws {
        // toolsVersion 24765 on the 393×852 iPhone 15: the card 393×793, its safe area starting
        // 59 below its top (the sensor inset counted in the card) and ending at its bottom: the
        // header at 59, the footer at 793 − 30 = 763.
        let text = IB78Tests.storyboard(toolsVersion: "24765", device: "retina6_12", initial: "vc-237-011", [
            IB78Tests.controller("vc-237-011", "StartViewController", width: 393, height: 852,
                                 segues: "<segue destination=\"vc-237-012\" kind=\"presentation\" id=\"sg-237-011\"/>"),
            IB78Tests.controller("vc-237-012", "SheetViewController", width: 393, height: 793),
        ])
        let sheet = try IB78Tests().built(text, "SheetViewController")
        #expect(try StoredFrames.frame(sheet, "header", rounded: true) == Rect(x: 0, y: 59, width: 393, height: 40))
        #expect(try StoredFrames.frame(sheet, "footer", rounded: true) == Rect(x: 0, y: 763, width: 393, height: 30))
    }

    @Test("A navigation controller's root of the canvases that count twice keeps the home indicator twice at its bottom")
    func navigationRootOfTheCanvasesThatCountTwice() throws {
        // toolsVersion 24765 on the 375×812 iPhone 13 mini: below the navigation bar the root's
        // safe area ends 68 above its bottom (the home indicator's 34, twice).
        let text = IB78Tests.storyboard(toolsVersion: "24765", device: "retina5_9", initial: "nc-237-021", [
            IB78Tests.navigation("nc-237-021", root: "vc-237-022"),
            IB78Tests.controller("vc-237-022", "DashboardViewController", width: 375, height: 718),
        ])
        let dashboard = try IB78Tests().built(text, "DashboardViewController")
        // The root below the bar is 718 tall as stored: the footer at 718 − 68 − 30 = 620.
        #expect(try StoredFrames.frame(dashboard, "footer", rounded: true) == Rect(x: 0, y: 620, width: 375, height: 30))
    }
}
