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
        \t\t\t<int key="IBUIStyle">0</int>
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
        #expect(root.subviews[2].isHidden && root.subviews[2].element == "activityIndicatorView" && root.subviews[2].style == "large")
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

    /// An archive in version 8.00's shapes (`<array>`, `<dictionary>`), as Xcode 4.5 to 4.6
    /// saved it with Auto Layout: `constraints` go into the root's object record, `properties`
    /// into the flattened properties.
    static func archive800(_ objects: String, constraints: String, properties: String, connections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">2844</string>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="owner">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \(objects)
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<array class="NSMutableArray" key="connectionRecords">
        \(connections)
        \t\t\t</array>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<array key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-1</int>
        \t\t\t\t\t\t<reference key="object" ref="owner"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">1</int>
        \t\t\t\t\t\t<reference key="object" ref="root"/>
        \t\t\t\t\t\t<array class="NSMutableArray" key="children">
        \(constraints)
        \t\t\t\t\t\t</array>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">2</int>
        \t\t\t\t\t\t<reference key="object" ref="tip"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">3</int>
        \t\t\t\t\t\t<reference key="object" ref="panel"/>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
        \(properties)
        \t\t\t</dictionary>
        \t\t</object>
        \t\t<bool key="IBDocument.UseAutolayout">YES</bool>
        \t</data>
        </archive>
        """
    }

    /// `IBNSLayoutConstraint`: items by reference, attributes as NSLayoutAttribute numbers.
    static func constraint(_ id: String, _ first: String, _ firstAttribute: Int, relation: Int = 0, _ second: String?,
                           _ secondAttribute: Int, constant: Double, symbolic: Bool = false, priority: Int = 1000) -> String {
        """
        <object class="IBNSLayoutConstraint" id="\(id)">
        <reference key="firstItem" ref="\(first)"/>
        <int key="firstAttribute">\(firstAttribute)</int>
        <int key="relation">\(relation)</int>
        \(second.map { "<reference key=\"secondItem\" ref=\"\($0)\"/>" } ?? "<nil key=\"secondItem\"/>")
        <int key="secondAttribute">\(secondAttribute)</int>
        <float key="multiplier">1</float>
        <object class="\(symbolic ? "IBNSLayoutSymbolicConstant" : "IBLayoutConstant")" key="constant">
        <double key="value">\(constant)</double>
        </object>
        <float key="priority">\(priority)</float>
        <reference key="containingView" ref="root"/>
        </object>
        """
    }

    /// A 320×548 root (the iPhone 5 under the status bar) with a label 20 from its top left (the
    /// top a symbolic, standard constant) in the 17-pt system font, 88×21 in IB 4's whole
    /// points (Layoutbook's measure of its text), and a panel 200 wide, centred, 8 below the label (49 down), at least 100 tall
    /// and asked for 50 at priority 250: 100. `panelY` is where the panel is stored.
    static func tipCalculator(panelY: Int = 49) -> String {
        archive800("""
            <object class="IBUIView" id="root">
            \t<int key="NSvFlags">274</int>
            \t<array class="NSMutableArray" key="NSSubviews">
            \t\t<object class="IBUILabel" id="tip">
            \t\t\t<int key="NSvFlags">292</int>
            \t\t\t<string key="NSFrame">{{20, 20}, {88, 21}}</string>
            \t\t\t<reference key="NSSuperview" ref="root"/>
            \t\t\t<string key="IBUIText">Tip percent</string>
            \t\t\t<object class="IBUIFontDescription" key="IBUIFontDescription" id="font17">
            \t\t\t\t<int key="type">1</int>
            \t\t\t\t<double key="pointSize">17</double>
            \t\t\t</object>
            \t\t</object>
            \t\t<object class="IBUIView" id="panel">
            \t\t\t<int key="NSvFlags">292</int>
            \t\t\t<string key="NSFrame">{{60, \(panelY)}, {200, 100}}</string>
            \t\t\t<reference key="NSSuperview" ref="root"/>
            \t\t</object>
            \t</array>
            \t<string key="NSFrame">{{0, 20}, {320, 548}}</string>
            \t<object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
            </object>
            """,
            constraints: [
                constraint("c1", "tip", 5, "root", 5, constant: 20),
                constraint("c2", "tip", 3, "root", 3, constant: 20, symbolic: true),
                constraint("c3", "panel", 3, "tip", 4, constant: 8, symbolic: true),
                constraint("c4", "panel", 9, "root", 9, constant: 0),
                constraint("c5", "panel", 7, nil, 0, constant: 200),
                constraint("c6", "panel", 8, relation: 1, nil, 0, constant: 100),
                constraint("c7", "panel", 8, nil, 0, constant: 50, priority: 250),
            ].joined(separator: "\n"),
            properties: """
                <string key="-1.CustomClassName">TipViewController</string>
                <boolean value="NO" key="2.IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"/>
                <string key="3.CustomClassName">PanelView</string>
                <boolean value="NO" key="3.IBViewMetadataTranslatesAutoresizingMaskIntoConstraints"/>
                """,
            connections: [outlet("view", "root"), outlet("tipLabel", "tip")].joined(separator: "\n"))
    }

    /// A constraint as read, in the form `constraints` prints (`panel.top == tip.bottom + 8 @250`).
    static func describe(_ c: InterfaceConstraint) -> String {
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(c.firstItem).\(c.firstAttribute.rawValue) \(relation) "
        if let second = c.secondItem, let attribute = c.secondAttribute {
            text += "\(second).\(attribute.rawValue)" + (c.constant == 0 ? "" : " + \(Int(c.constant))")
        } else {
            text += "\(Int(c.constant))"
        }
        return text + (c.priority == 1000 ? "" : " @\(c.priority)")
    }

    @Test("Xcode 4.5's constraints are read: relations, priorities, symbolic constants; the solved frames are the stored ones")
    func constraintsSolve() throws {
        let text = Self.tipCalculator()
        let document = try StoredFrames.document(text)
        let root = try #require(document.scenes.first?.root)
        #expect(root.constraints.map(Self.describe).joined(separator: "\n") == """
            tip.leading == root.leading + 20
            tip.top == root.top + 20
            panel.top == tip.bottom + 8
            panel.centerX == root.centerX
            panel.width == 200
            panel.height >= 100
            panel.height == 50 @250
            """)
        #expect(root.subviews.allSatisfy { !$0.translatesAutoresizingMask })
        let built = try StoredFrames.built(text)
        #expect(try StoredFrames.frame(built, "panelView") == Rect(x: 60, y: 49, width: 200, height: 100))
        #expect(try StoredFrames.frame(built, "tipLabel").origin == Point(x: 20, y: 20))
        #expect(try StoredFrames.frame(built, "tipLabel").size.height == 21)
        #expect(Lint.check(document).filter { $0.severity != .note }.isEmpty)
    }

    @Test("a view stored where its constraints do not put it is a lint warning at the archived object's line")
    func misplacedAtArchiveLine() throws {
        let text = Self.tipCalculator(panelY: 60)
        let findings = Lint.check(try StoredFrames.document(text)).filter { $0.severity == .warning }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let panelLine = try #require(lines.firstIndex { $0.contains("id=\"panel\"") }) + 1
        #expect(findings.map(\.location.line) == [panelLine])
        #expect(findings.first?.message.hasPrefix("misplaced view panelView: IB stored (60, 60, 200, 100), the constraints give (60, 49, 200, 100)") == true)
    }

    /// A stand-alone table cell of IB 3 (`IBUIContentView` names which subview is its content
    /// view) holding a label with a base64-encoded text, a view of a class IB 3 knew but
    /// Layoutbook does not, with a frame that is not IB's notation, and an image view with none.
    static let cell = archive710("""
        <object class="IBUITableViewCell" id="cell">
        \t<int key="NSvFlags">290</int>
        \t<object class="NSMutableArray" key="NSSubviews">
        \t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t<object class="IBUIView" id="content">
        \t\t\t<int key="NSvFlags">256</int>
        \t\t\t<object class="NSMutableArray" key="NSSubviews">
        \t\t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t\t\t<object class="IBUILabel" id="sender">
        \t\t\t\t\t<int key="NSvFlags">294</int>
        \t\t\t\t\t<string key="NSFrame">{{10, 4}, {200, 21}}</string>
        \t\t\t\t\t<string type="base64-UTF8" key="IBUIText">Q2Fmw6kgbm9pcg</string>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBUIGlassView" id="glass">
        \t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t\t<string key="NSFrame">{{220, 4}, {wide, 21}}</string>
        \t\t\t\t</object>
        \t\t\t\t<object class="IBUIImageView" id="badge">
        \t\t\t\t\t<int key="NSvFlags">292</int>
        \t\t\t\t</object>
        \t\t\t</object>
        \t\t\t<string key="NSFrameSize">{320, 43}</string>
        \t\t</object>
        \t</object>
        \t<string key="NSFrameSize">{320, 44}</string>
        \t<reference key="IBUIContentView" ref="content"/>
        \t<int key="IBUIAccessoryType">1</int>
        </object>
        """,
        connections: outlet("senderLabel", "sender"))

    @Test("a cell's content view is its content view, a base64 text is decoded, and what is not understood is a note at its line")
    func cellAndNotes() throws {
        let document = try StoredFrames.document(Self.cell)
        let cell = try #require(document.scenes.first?.topLevelViews.first)
        #expect(cell.element == "tableViewCell" && cell.accessoryType == "disclosureIndicator")
        let content = try #require(cell.subviews.first)
        #expect(content.element == "tableViewCellContentView" && content.frame == Rect(x: 0, y: 0, width: 320, height: 43))
        #expect(content.subviews.first?.text == "Café noir")
        let lines = Self.cell.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let notes = document.notes.map { "\($0.location.line): \($0.message)" }
        #expect(notes.contains("\(try line("IBUIGlassView")): IBUIGlassView is not a view class Layoutbook knows: laid out as a plain UIView (no intrinsic size)"))
        #expect(notes.contains("\(try line("{wide, 21}")): NSFrame '{{220, 4}, {wide, 21}}' is not {{x, y}, {width, height}}: the view's frame is not read"))
        #expect(notes.contains("\(try line("id=\"badge\"")): IBUIImageView stores no NSFrame or NSFrameSize: laid out without a stored frame"))
    }

    @Test("a constraint whose attribute is no NSLayoutAttribute is left out with a note at it; the others are read")
    func unknownAttribute() throws {
        let text = Self.tipCalculator().replacingOccurrences(of: "<int key=\"firstAttribute\">7</int>", with: "<int key=\"firstAttribute\">42</int>")
        let document = try StoredFrames.document(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let c5 = try #require(lines.firstIndex { $0.contains("id=\"c5\"") }) + 1
        #expect(document.notes.contains { $0.location.line == c5 && $0.message == "constraint 'c5': firstAttribute 42 is no NSLayoutAttribute Layoutbook knows: not read" })
        #expect(document.scenes.first?.root?.constraints.map(\.id) == ["c1", "c2", "c3", "c4", "c6", "c7"])
    }

    @Test("an archive without its data, or without root objects, is an error at the element")
    func malformedArchives() throws {
        let cases: [(String, String)] = [
            ("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>",
             "1:1: an Interface Builder 3 archive without <data>: nothing to read"),
            ("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\">\n  <data/>\n</archive>",
             "2:3: an Interface Builder 3 archive without IBDocument.RootObjects: no objects to read"),
            ("<plist version=\"1.0\"/>",
             "1:1: expected an Interface Builder <document> (or the <archive> of Xcode 3 and 4), found <plist>"),
            ("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n  <data>\n"
                + "<object class=\"NSMutableArray\" key=\"IBDocument.RootObjects\"/></data>\n</archive>",
             "1:1: a Mac (AppKit) document: only iOS (Cocoa Touch) storyboards and xibs are read"),
        ]
        for (text, expected) in cases {
            let error = #expect(throws: InterfaceError.self) { try StoredFrames.document(text) }
            #expect(error?.description == expected)
        }
    }

    /// An app's MainWindow.xib: its delegate, a 320×480 window, a navigation controller whose
    /// root controller loads its view from another nib, and a controller archived with its view.
    static let mainWindow = archive710("""
        <object class="IBUICustomObject" id="delegate"/>
        <object class="IBUIWindow" id="window">
        \t<int key="NSvFlags">1316</int>
        \t<string key="NSFrameSize">{320, 480}</string>
        \t<object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
        </object>
        <object class="IBUINavigationController" id="navigation">
        \t<object class="IBUINavigationBar" key="IBUINavigationBar" id="bar">
        \t\t<int key="NSvFlags">256</int>
        \t\t<string key="NSFrameSize">{0, 0}</string>
        \t</object>
        \t<object class="NSMutableArray" key="IBUIViewControllers">
        \t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \t\t<object class="IBUIViewController" id="list">
        \t\t\t<reference key="IBUIParentViewController" ref="navigation"/>
        \t\t\t<string key="IBUINibName">ListViewController</string>
        \t\t</object>
        \t</object>
        </object>
        <object class="IBUIViewController" id="about">
        \t<object class="IBUIView" key="IBUIView" id="aboutView">
        \t\t<int key="NSvFlags">274</int>
        \t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t</object>
        \t<nil key="IBUINibName"/>
        </object>
        """,
        records: [record(2, "window"), record(3, "navigation"), record(4, "list"), record(5, "about")].joined(separator: "\n"),
        keys: ["-1.CustomClassName", "4.CustomClassName", "5.CustomClassName"],
        values: ["UIApplication", "ListViewController", "AboutViewController"])

    @Test("a MainWindow.xib lays its window and a controller's stored view out as views and says where the others are")
    func mainWindow() throws {
        let document = try StoredFrames.document(Self.mainWindow)
        let views = (document.scenes.first.map { [$0.root].compactMap { $0 } + $0.topLevelViews }) ?? []
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 0, y: 20, width: 320, height: 460)])
        let lines = Self.mainWindow.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let notes = document.notes.map { "\($0.location.line): \($0.message)" }
        #expect(notes.contains("\(try line("IBUIWindow")): a UIWindow (IBUIWindow): laid out as a plain view of its frame; the view controllers an app delegate puts in it are not part of it"))
        #expect(notes.contains("\(try line("class=\"IBUIViewController\"")): ListViewController (IBUIViewController) loads its view from ListViewController.xib: that file is read on its own"))
        #expect(notes.contains("\(try line("id=\"about\"")): AboutViewController (IBUIViewController)'s view is laid out as a top-level view, without the controller's bars"))
    }
}
