import Foundation
import Testing
import Layout
@testable import InterfaceBuilder

@Suite("Laying out a scene as UIKit loads it")
struct SceneBuilderTests {
    func built(_ text: String, scene: Int = 0) throws -> BuiltScene {
        let document = try InterfaceDocument.read(Array(text.utf8))
        return SceneBuilder.build(document, scene: scene)
    }

    func frames(_ scene: BuiltScene) -> [String] {
        scene.layout.viewsInTreeOrder.dropFirst().map { id in
            let f = scene.layout.frame(of: id)
            return "\(scene.layout.name(of: id) ?? "?") \(formatNumber(f.minX)),\(formatNumber(f.minY)) \(formatNumber(f.width))×\(formatNumber(f.height))"
        }
    }

    @Test("the sign-up scene solves on the iPhone 8 to the hand-derived frames, views named by outlet, text, user label and kind")
    func signUpFrames() throws {
        let scene = try built(Fixtures.signUp)
        #expect(scene.layout.device?.name == "iPhone 8")
        #expect(frames(scene) == [
            "titleLabel 16,44 343×20.5",
            "emailField 16,72.5 343×34",
            "signUpButton 160.5,126.5 54×30",
            "banner 0,176.5 375×210.938",
            "logo 20,400 100×100",
            "footerStack 16,603 343×44",
            "view1 0,0 166.5×44",
            "view2 176.5,0 166.5×44",
        ])
        #expect(scene.layout.conflicts.isEmpty)
        #expect(scene.layout.ambiguities().isEmpty)
    }

    @Test("a stack view whose margins the document writes arranges its views inside them: 12 left, 8 right, 4 above and 6 below a 200-wide stack put its label at (12, 4), 180 wide, and the stack is 4 + 20.333 + 6 tall",
          arguments: [#"<edgeInsets key="layoutMargins" top="4" left="12" bottom="6" right="8"/>"#,
                      #"<directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="12" bottom="6" trailing="8"/>"#])
    func stackArrangedInsideItsMargins(margins: String) throws {
        let scene = try built(Fixtures.marginStackXib(margins: margins))
        #expect(frames(scene) == ["platformCard 0,0 232×160", "platformRows 16,70 200×30.333", "platform4Label 12,4 180×20.333"])
        #expect(scene.layout.conflicts.isEmpty)
    }

    @Test("the view stored 8 points too low is the one misplaced view, with both frames")
    func misplaced() throws {
        let scene = try built(Fixtures.signUp)
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["emailField"])
        #expect(misplaced.first?.stored == Rect(x: 16, y: 80.5, width: 343, height: 34))
        #expect(misplaced.first?.solved == Rect(x: 16, y: 72.5, width: 343, height: 34))
        #expect(misplaced.first?.location == DocumentLocation(line: 17, column: 29))
    }

    @Test("a root view controller of a navigation controller is laid out under its bar: safe area top 64 on an iPhone 8")
    func navigation() throws {
        let scene = try built(Fixtures.signUp, scene: 2)
        #expect(frames(scene) == ["helloAdaLabel 16,72 78×20.5"])
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("Xcode 11 to 14 drew a home-button phone without its status bar: a document it saved is laid out so, with a note", arguments: [
        ("14800", 0.0), ("21505", 0.0), ("14460", 20.0), ("22505", 20.0),
    ])
    func canvasStatusBar(toolsVersion: String, top: Double) throws {
        // The title is pinned 24 below the safe area's top: 44 under a 20-pt status bar, 24
        // without one.
        let text = Fixtures.signUp.replacingOccurrences(of: #"toolsVersion="22505""#, with: #"toolsVersion="\#(toolsVersion)""#)
        let scene = try built(text)
        #expect(frames(scene).first == "titleLabel 16,\(formatNumber(top + 24)) 343×20.5")
        #expect(scene.notes.contains { $0.message.contains("canvas shows no status bar") } == (top == 0))
        // Another device is laid out as UIKit shows it, status bar and all.
        let onDevice = SceneBuilder.build(try InterfaceDocument.read(Array(text.utf8)), scene: 0, device: Device.named("iPhone 8"))
        #expect(frames(onDevice).first == "titleLabel 16,44 343×20.5")
    }

    @Test("a xib's stand-alone plain view on a notched phone is under the sensor inset, as IB draws it; a stand-alone cell is not")
    func standAloneXibInsets() throws {
        // retina5_9 saved by Xcode 15 (toolsVersion 22505): IB draws the 5.8-inch phone as the
        // iPhone 13 mini, 50 at the top.
        let onX = Fixtures.badgeXib.replacingOccurrences(of: "<objects>", with: #"<device id="retina5_9" orientation="portrait"/>\#n    <objects>"#)
        let plain = try built(onX)
        #expect(plain.layout.device?.name == "iPhone 13 mini")
        let badge = try #require(plain.layout.id(of: "badgeView"))
        #expect(plain.layout.safeAreaInsets(of: badge).top == 50)
        // The same view as a table cell (its subviews in the cell's content view): no insets, so
        // the content view's margins are the cell's 11 and 16, not 44 more at the top.
        var cell = onX.replacingOccurrences(of: #"<view contentMode="scaleToFill" id="bx-bd-001" customClass="BadgeView">"#,
                                            with: #"<tableViewCell contentMode="scaleToFill" id="bx-bd-001" customClass="BadgeView">"#)
        let last = try #require(cell.range(of: "</view>", options: .backwards))
        cell.replaceSubrange(last, with: "</tableViewCell>")
        let scene = try built(cell)
        let cellID = try #require(scene.layout.id(of: "badgeView"))
        #expect(scene.layout.safeAreaInsets(of: cellID) == .zero)
        #expect(frames(scene).first == "badgeView 0,0 320×60")
    }

    @Test("a controller drawn under a simulated navigation bar, or pushed from one under a bar, is laid out under it: safe area top 64 on an iPhone 8")
    func simulatedAndPushedBars() throws {
        // The profile scene (3) is the navigation controller's root: its label, 8 below the
        // safe area's top, is at 64 + 8 = 72. Made the root of nothing, it is under the window
        // alone, at 20 + 8 = 28.
        let relationship = #"kind="relationship" relationship="rootViewController""#
        let alone = Fixtures.signUp.replacingOccurrences(of: relationship, with: #"kind="presentation""#)
        #expect(frames(try built(alone, scene: 2)) == ["helloAdaLabel 16,28 78×20.5"])
        // Its simulated metrics draw a navigation bar over it: under the bar again.
        let simulated = alone.replacingOccurrences(
            of: #"<navigationItem key="navigationItem" title="Profile" id="ni-pf-001"/>"#,
            with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        #expect(frames(try built(simulated, scene: 2)) == ["helloAdaLabel 16,72 78×20.5"])
        // The navigation controller's root is the sign-up scene, which shows the profile: pushed,
        // the profile is under the bar too.
        let pushed = Fixtures.signUp
            .replacingOccurrences(of: #"<segue destination="vc-pf-001" kind="relationship""#,
                                  with: #"<segue destination="vc-su-001" kind="relationship""#)
            .replacingOccurrences(of: #"<outlet property="titleLabel" destination="lb-su-001" id="ou-su-001"/>"#,
                                  with: #"<outlet property="titleLabel" destination="lb-su-001" id="ou-su-001"/><segue destination="vc-pf-001" kind="show" id="sg-su-009"/>"#)
        #expect(frames(try built(pushed, scene: 2)) == ["helloAdaLabel 16,72 78×20.5"])
    }

    @Test("IB draws a xib's stand-alone view as a controller's root: margins 16 at the sides up to 375 wide, 20 wider; without a device, 8")
    func standAloneMargins() throws {
        // The avatar pinned to the badge view's leading margin instead of 12 from its edge.
        let pinned = Fixtures.badgeXib.replacingOccurrences(
            of: #"firstItem="av-bd-001" firstAttribute="leading" secondItem="bx-bd-001" secondAttribute="leading" constant="12""#,
            with: #"firstItem="av-bd-001" firstAttribute="leading" secondItem="bx-bd-001" secondAttribute="leadingMargin""#)
        func avatarX(_ text: String) throws -> Double? {
            let scene = try built(text)
            return scene.layout.id(of: "avatarView").map { scene.layout.frame(of: $0).minX }
        }
        #expect(try avatarX(pinned) == 8)
        let onPhone = pinned.replacingOccurrences(of: "<objects>", with: #"<device id="retina6_12" orientation="portrait"/>\#n    <objects>"#)
        #expect(try avatarX(onPhone) == 16)
        let wide = onPhone.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="60"/>"#,
                                                with: #"<rect key="frame" x="0.0" y="0.0" width="400" height="60"/>"#)
        #expect(try avatarX(wide) == 20)
    }

    @Test("a xib's top-level view keeps its frame; its subviews are named by outlet, text and class")
    func xib() throws {
        let scene = try built(Fixtures.badgeXib)
        #expect(scene.layout.screen == Size(width: 320, height: 60))
        #expect(frames(scene) == [
            "badgeView 0,0 320×60",
            "avatarView 12,12 36×36",
            "graceLabel 56,19.833 45.667×20.333",
        ])
    }

    @Test("a storyboard's fontDescription gives the label its weight: system with weight, boldSystem, a text style, a custom font as regular",
          arguments: [
              (#"type="system" pointSize="17""#, FontWeight.regular, 69.0),
              (#"type="system" weight="semibold" pointSize="17""#, .semibold, 218.0 / 3),
              (#"type="boldSystem" pointSize="17""#, .bold, 226.0 / 3),
              (#"style="UICTFontTextStyleHeadline""#, .semibold, 218.0 / 3),
              (#"name="Avenir-Heavy" family="Avenir" pointSize="17""#, .regular, 69.0),
          ])
    func fontWeights(font: String, weight: FontWeight, width: Double) throws {
        // "Continue" at 17 pt: 69 wide regular, 72.667 semibold, 75.333 bold (the xib is @3x).
        let xib = Fixtures.badgeXib
            .replacingOccurrences(of: "text=\"Grace\"", with: "text=\"Continue\"")
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
                                  with: "<fontDescription key=\"fontDescription\" \(font)/>")
        let scene = try built(xib)
        let label = try #require(scene.layout.id(of: "continueLabel"))
        #expect(scene.layout.view(label)?.label?.fontWeight == weight)
        #expect(scene.layout.frame(of: label).width == width)
    }

    @Test("a size-class variation installs a constraint only where its classes apply")
    func variations() throws {
        let text = Fixtures.badgeXib
            .replacingOccurrences(of: "<device-placeholder/>", with: "")
            .replacingOccurrences(of: "useTraitCollections=\"YES\">", with: "useTraitCollections=\"YES\">\n    <device id=\"retina4_7\" orientation=\"portrait\"/>")
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"60\"/>",
                                  with: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"60\"/>\n<variation key=\"default\"><mask key=\"constraints\"><exclude reference=\"cn-bd-001\"/></mask></variation>")
        let portrait = try built(text)
        // Any/Any leaves the 36-pt width out; no other variation applies, so the avatar's width is
        // ambiguous (what lint reports), and on the designed screen it is held at the 36 IB drew.
        #expect(portrait.ambiguities.map { portrait.layout.name(of: $0.view) ?? "" }.contains("avatarView"))
        #expect(frames(portrait).contains("avatarView 12,12 36×36"))
        let withCompact = text.replacingOccurrences(of: "</mask></variation>",
                                                    with: "</mask></variation>\n<variation key=\"widthClass=compact\"><mask key=\"constraints\"><include reference=\"cn-bd-001\"/></mask></variation>")
        let compact = try built(withCompact)
        #expect(frames(compact).contains("avatarView 12,12 36×36"))
    }
}

@Suite("Table view cells as a table holds them")
struct TableCellTests {
    @Test("a prototype cell keeps its stored frame, its content view the cell's size, and the content solves inside its margins")
    func prototypeCell() throws {
        let document = try InterfaceDocument.read(Array(Fixtures.table.utf8))
        #expect(document.scenes.map(\.summary) == ["InboxViewController"])
        let scene = SceneBuilder.build(document, scene: 0)
        let layout = scene.layout
        let names = layout.viewsInTreeOrder.dropFirst().map { layout.name(of: $0) ?? "?" }
        #expect(names == ["messageCell", "contentView1", "subjectLabel", "badgeView"])
        func frame(_ name: String) -> Rect? { layout.id(of: name).map(layout.frame(of:)) }
        #expect(frame("messageCell") == Rect(x: 0, y: 28, width: 375, height: 60))
        #expect(frame("contentView1") == Rect(x: 0, y: 0, width: 375, height: 60))
        // Margins 16 at the sides and 11 at the top and bottom: the badge's right edge at
        // 375 − 16, so x = 315; the label from 16 to 315 − 8, 291 wide, and from 11 to 60 − 11,
        // 38 tall; the badge centred, (60 − 44) / 2 = 8.
        #expect(frame("subjectLabel") == Rect(x: 16, y: 11, width: 291, height: 38))
        #expect(frame("badgeView") == Rect(x: 315, y: 8, width: 44, height: 44))
        #expect(scene.misplacedViews(in: layout).isEmpty)
        #expect(layout.conflicts.isEmpty)
    }

    @Test("a cell saved for iOS 10 and before keeps the content view's default margins of 8 on every side")
    func oldCellMargins() throws {
        // Xcode 8 (toolsVersion 12121): the badge at 375 − 8 − 44 = 323, the label from 8 to
        // 323 − 8 (307 wide) and from 8 to 52 (44 tall).
        let text = Fixtures.table(toolsVersion: "12121", label: #"x="8" y="8" width="307" height="44""#,
                                  badge: #"x="323" y="8" width="44" height="44""#)
        let scene = SceneBuilder.build(try InterfaceDocument.read(Array(text.utf8)), scene: 0)
        let layout = scene.layout
        #expect(layout.id(of: "subjectLabel").map(layout.frame(of:)) == Rect(x: 8, y: 8, width: 307, height: 44))
        #expect(layout.id(of: "badgeView").map(layout.frame(of:)) == Rect(x: 323, y: 8, width: 44, height: 44))
        #expect(scene.misplacedViews(in: layout).isEmpty)
    }

    @Test("beside an accessory the content view's trailing margin is its own 8: the table's 16 stays in the accessory's room")
    func accessoryMargin() throws {
        // The content view is 341 wide (a disclosure indicator takes 34): 16 − 34 < 8, so the
        // trailing margin is 8 and the badge's right edge is at 341 − 8 = 333, x = 289; the label
        // from 16 to 289 − 8, 265 wide.
        let text = Fixtures.table(contentWidth: 341, label: #"x="16" y="11" width="265" height="38""#,
                                  badge: #"x="289" y="8" width="44" height="44""#)
        let scene = SceneBuilder.build(try InterfaceDocument.read(Array(text.utf8)), scene: 0)
        let layout = scene.layout
        #expect(layout.id(of: "subjectLabel").map(layout.frame(of:)) == Rect(x: 16, y: 11, width: 265, height: 38))
        #expect(layout.id(of: "badgeView").map(layout.frame(of:)) == Rect(x: 289, y: 8, width: 44, height: 44))
        #expect(scene.misplacedViews(in: layout).isEmpty)
    }
}

@Suite("Autoresizing masks as UIKit applies them")
struct AutoresizingTests {
    /// Three frame-placed views on an iPhone 8's 375-wide root: a bar 20 from each side that
    /// stretches, a 100-wide view 20 from the right edge, and one centred by flexible margins.
    static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc-ar-001">
                <objects>
                    <viewController id="vc-ar-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-ar-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" userLabel="Bar" id="vw-ar-001">
                                    <rect key="frame" x="20" y="100" width="335" height="40"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                </view>
                                <view contentMode="scaleToFill" userLabel="Corner" id="vw-ar-002">
                                    <rect key="frame" x="255" y="200" width="100" height="40"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                </view>
                                <view contentMode="scaleToFill" userLabel="Middle" id="vw-ar-003">
                                    <rect key="frame" x="137.5" y="300" width="100" height="40"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func frames(on device: Device?) throws -> [String] {
        let document = try InterfaceDocument.read(Array(Self.document.utf8))
        let scene = SceneBuilder.build(document, scene: 0, device: device)
        return scene.layout.viewsInTreeOrder.dropFirst().map { id in
            let f = scene.layout.frame(of: id)
            return "\(scene.layout.name(of: id) ?? "?") \(formatNumber(f.minX)),\(formatNumber(f.minY)) \(formatNumber(f.width))×\(formatNumber(f.height))"
        }
    }

    @Test("on the designed phone the stored frames hold")
    func designed() throws {
        #expect(try frames(on: nil) == ["bar 20,100 335×40", "corner 255,200 100×40", "middle 137.5,300 100×40"])
    }

    @Test("on a 393-wide phone the 18 extra points go to the flexible parts: the bar's width, the corner's left margin, the middle's two margins in proportion")
    func wider() throws {
        #expect(try frames(on: Device.named("iPhone 15")) == ["bar 20,100 353×40", "corner 273,200 100×40", "middle 146.5,300 100×40"])
    }
}
