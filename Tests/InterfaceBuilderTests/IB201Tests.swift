import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: the canvas's text size told by the document's own labels")
struct IB201Tests {
    @Test("a document of Xcode 12.5 to 13 whose text-style labels are stored at their default size was drawn at it, not at the extra-small size")
    func defaultTextSizeToldByStoredLabels() throws {
        // Body stored 20.5 (17 pt at @2x), Caption 1 14.5 (12 pt): the canvas that saved it drew
        // the default size, as UIKit does.
        let scene = try StoredFrames.built(StoredFrames63Tests.textStyleStoryboard(toolsVersion: "19142", body: 20.5, caption: 14.5))
        #expect(try StoredFrames.frame(scene, "title") == Rect(x: 20, y: 20, width: 335, height: 20.5))
        #expect(try StoredFrames.frame(scene, "detail") == Rect(x: 20, y: 48.5, width: 335, height: 14.5))
        #expect(!scene.notes.contains { $0.message.contains("extra-small Dynamic Type size") })
        // Stored at the extra-small heights (17 and 13.5), the same version was drawn small.
        let small = try StoredFrames.built(StoredFrames63Tests.textStyleStoryboard(toolsVersion: "19142", body: 17, caption: 13.5))
        #expect(try StoredFrames.frame(small, "title") == Rect(x: 20, y: 20, width: 335, height: 17))
    }
}
