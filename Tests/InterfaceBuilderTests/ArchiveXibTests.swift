import InterfaceBuilder
import Layout
import Testing

/// Xibs in Interface Builder 3's archive format (Xcode 3 and 4), written for these tests in the
/// shapes that format takes: version 7.10's arrays opened by `EncodedWithXMLCoder` and
/// dictionaries as parallel `dict.sortedKeys` / `dict.values`, version 8.00's `<array>` and
/// `<dictionary>` with Xcode 4.5's constraints. Frames derived by hand.
@Suite("Interface Builder: archives of Xcode 3 and 4")
struct ArchiveXibTests {
    /// An archive of `objects` (the root objects after File's Owner), with the object records
    /// and flattened properties given, in version 7.10's shapes.
    static func archive710(_ objects: String, records: String = "", keys: [String] = [], values: [String] = [],
                           connections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
        \t<data>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">800</string>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t<object class="IBProxyObject" id="owner">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \(objects)
        \t\t</object>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<object class="NSMutableArray" key="connectionRecords">
        \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \(connections)
        \t\t\t</object>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<object class="NSArray" key="orderedObjects">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-1</int>
        \t\t\t\t\t\t<reference key="object" ref="owner"/>
        \t\t\t\t\t</object>
        \(records)
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<object class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t<object class="NSArray" key="dict.sortedKeys">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \(keys.map { "\t\t\t\t\t<string>\($0)</string>" }.joined(separator: "\n"))
        \t\t\t\t</object>
        \t\t\t\t<object class="NSMutableArray" key="dict.values">
        \t\t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \(values.map { "\t\t\t\t\t<string>\($0)</string>" }.joined(separator: "\n"))
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>
        """
    }

    /// An outlet of File's Owner, as a connection record.
    static func outlet(_ label: String, _ destination: String) -> String {
        """
        <object class="IBConnectionRecord">
        <object class="IBCocoaTouchOutletConnection" key="connection">
        <string key="label">\(label)</string>
        <reference key="source" ref="owner"/>
        <reference key="destination" ref="\(destination)"/>
        </object>
        </object>
        """
    }

    static func record(_ objectID: Int, _ ref: String, name: String? = nil) -> String {
        """
        <object class="IBObjectRecord">
        <int key="objectID">\(objectID)</int>
        <reference key="object" ref="\(ref)"/>
        \(name.map { "<string key=\"objectName\">\($0)</string>" } ?? "")
        </object>
        """
    }

    /// A 320×460 root view under the status bar (IB 3's iPhone canvas) with a toolbar-like
    /// header spanning its width (flexible width, 2 + 32 = 34), a label in Helvetica 17 pinned to
    /// the top left (flexible right and bottom margins, 4 + 32 = 36), a hidden spinner, and a
    /// custom-class view filling the rest (flexible width and height, 2 + 16 = 18).
    static let settings = archive710("""
        <object class="IBUIView" id="root">
        \t<int key="NSvFlags">274</int>
        \t<object class="NSMutableArray" key="NSSubviews">
        \t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t<object class="IBUIView" id="header">
        \t\t\t<reference key="NSNextResponder" ref="root"/>
        \t\t\t<int key="NSvFlags">290</int>
        \t\t\t<string key="NSFrameSize">{320, 44}</string>
        \t\t\t<reference key="NSSuperview" ref="root"/>
        \t\t</object>
        \t\t<object class="IBUILabel" id="title">
        \t\t\t<int key="NSvFlags">292</int>
        \t\t\t<string key="NSFrame">{{20, 60}, {120, 21}}</string>
        \t\t\t<reference key="NSSuperview" ref="root"/>
        \t\t\t<string key="IBUIText">Sound effects</string>
        \t\t\t<object class="NSFont" key="IBUIFont">
        \t\t\t\t<string key="NSName">Helvetica</string>
        \t\t\t\t<double key="NSSize">17</double>
        \t\t\t\t<int key="NSfFlags">16</int>
        \t\t\t</object>
        \t\t\t<int key="IBUINumberOfLines">2</int>
        \t\t</object>
        \t\t<object class="IBUIActivityIndicatorView" id="spinner">
        \t\t\t<int key="NSvFlags">-2147483347</int>
        \t\t\t<string key="NSFrame">{{141, 200}, {37, 37}}</string>
        \t\t\t<reference key="NSSuperview" ref="root"/>
        \t\t\t<int key="IBUIActivityIndicatorViewStyle">0</int>
        \t\t</object>
        \t\t<object class="IBUIView" id="chart">
        \t\t\t<int key="NSvFlags">274</int>
        \t\t\t<string key="NSFrame">{{0, 100}, {320, 360}}</string>
        \t\t\t<reference key="NSSuperview" ref="root"/>
        \t\t</object>
        \t</object>
        \t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t<object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
        </object>
        """,
        records: [record(1, "root"), record(2, "header", name: "Header Bar"), record(3, "title"),
                  record(4, "spinner"), record(5, "chart")].joined(separator: "\n"),
        keys: ["-1.CustomClassName", "5.CustomClassName"], values: ["SettingsViewController", "ChartView"],
        connections: [outlet("view", "root"), outlet("titleLabel", "title"), outlet("spinner", "spinner")].joined(separator: "\n"))

    @Test("an archive's views keep their stored frames, masks, hidden flag, texts, fonts, names and custom classes")
    func settingsFrames() throws {
        let document = try StoredFrames.document(Self.settings)
        let scene = try #require(document.scenes.first)
        #expect(scene.className == "SettingsViewController")
        let root = try #require(scene.root)
        #expect(root.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        let header = try #require(root.subviews.first)
        #expect(header.userLabel == "Header Bar")
        #expect(header.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(header.autoresizingMask?.widthSizable == true && header.autoresizingMask?.flexibleMaxY == true)
        let title = root.subviews[1]
        #expect(title.element == "label" && title.text == "Sound effects" && title.numberOfLines == 2)
        #expect(title.fontSize == 17 && title.fontName == nil && title.fontWeight == .regular)
        #expect(root.subviews[2].isHidden && root.subviews[2].element == "activityIndicatorView")
        #expect(root.subviews[3].customClass == "ChartView")

        let built = try StoredFrames.built(Self.settings)
        #expect(try StoredFrames.frame(built, "titleLabel") == Rect(x: 20, y: 60, width: 120, height: 21))
        #expect(try StoredFrames.frame(built, "chartView") == Rect(x: 0, y: 100, width: 320, height: 360))
        let agreement = Lint.storedFrameAgreement(document)
        #expect(agreement.within == agreement.total)
    }

    @Test("on a wider screen the archive's autoresizing masks stretch the flexible views and keep the pinned ones")
    func settingsStretches() throws {
        let device = try #require(Device.named("iPhone 8"))
        let built = try StoredFrames.built(Self.settings, device: device)
        #expect(try StoredFrames.frame(built, "headerBar").size.width == 375)
        #expect(try StoredFrames.frame(built, "titleLabel").origin == Point(x: 20, y: 60))
        #expect(try StoredFrames.frame(built, "chartView").size.width == 375)
    }

    @Test("the archive is read with a note that says what it holds and what is not read")
    func summaryNote() throws {
        let document = try StoredFrames.document(Self.settings)
        let note = try #require(document.notes.first)
        #expect(note.location == DocumentLocation(line: 2, column: 1))
        #expect(note.message.hasPrefix("an Interface Builder 3 archive (saved by Interface Builder 800): its views, frames, autoresizing masks"))
        #expect(note.message.contains("colors, images' pixels, localizations, bar items and view controllers' own settings are not"))
    }
}
