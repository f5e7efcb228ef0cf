import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for cells of tables narrower than their screen, for text whose font an
/// attributed string names, and for controllers embedded in container views. Documents written
/// for these tests; every frame worked out by hand.
@Suite("Frames IB stores: cells of inset tables, attributed text's fonts, embedded controllers")
struct IB80Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// A storyboard of one controller saved by Xcode 12.5 (toolsVersion 18122) on a phone
    /// `screenWidth` wide: a plain table inset `inset` on each side, whose one prototype cell (60
    /// tall) holds a "Badge" 40×40 pinned to its content view's leading and top margins and a
    /// "Caption" pinned 8 after it and to the trailing margin, 20 tall. `freeform` sizes the
    /// controller as IB's Freeform, its root `screenWidth` × `screenHeight` on the device. Stored
    /// frames are placeholders (the tests check the solved ones).
    static func insetTable(device: String, screenWidth: Int, screenHeight: Int, inset: Int, freeform: Bool = false) -> String {
        let table = screenWidth - 2 * inset
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-80-1">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-80-1">
                    <objects>
                        <viewController id="vc-80-1" customClass="OrdersViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-80-1">
                                <rect key="frame" x="0.0" y="0.0" width="\(screenWidth)" height="\(screenHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tv-80-1" userLabel="Orders">
                                        <rect key="frame" x="\(inset)" y="100" width="\(table)" height="400"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Order" rowHeight="60" id="cl-80-1" userLabel="Order">
                                                <rect key="frame" x="0.0" y="44.5" width="\(table)" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cl-80-1" id="cv-80-1">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(table)" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-80-1" userLabel="Badge">
                                                            <rect key="frame" x="16" y="11" width="40" height="40"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="40" id="bd-c1-80"/>
                                                                <constraint firstAttribute="height" constant="40" id="bd-c2-80"/>
                                                            </constraints>
                                                        </view>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cp-80-1" userLabel="Caption">
                                                            <rect key="frame" x="64" y="11" width="100" height="20"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="20" id="cp-c1-80"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="bd-80-1" firstAttribute="leading" secondItem="cv-80-1" secondAttribute="leadingMargin" id="bd-c3-80"/>
                                                        <constraint firstItem="bd-80-1" firstAttribute="top" secondItem="cv-80-1" secondAttribute="topMargin" id="bd-c4-80"/>
                                                        <constraint firstItem="cp-80-1" firstAttribute="leading" secondItem="bd-80-1" secondAttribute="trailing" constant="8" id="cp-c2-80"/>
                                                        <constraint firstItem="cp-80-1" firstAttribute="top" secondItem="cv-80-1" secondAttribute="topMargin" id="cp-c3-80"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="cp-80-1" secondAttribute="trailing" id="cp-c4-80"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-80-1"/>
                                <constraints>
                                    <constraint firstItem="tv-80-1" firstAttribute="leading" secondItem="sa-80-1" secondAttribute="leading" constant="\(inset)" id="tv-c1-80"/>
                                    <constraint firstItem="sa-80-1" firstAttribute="trailing" secondItem="tv-80-1" secondAttribute="trailing" constant="\(inset)" id="tv-c2-80"/>
                                    <constraint firstItem="tv-80-1" firstAttribute="top" secondItem="rt-80-1" secondAttribute="top" constant="100" id="tv-c3-80"/>
                                    <constraint firstItem="tv-80-1" firstAttribute="height" constant="400" id="tv-c4-80"/>
                                </constraints>
                            </view>
                            \(freeform ? "<size key=\"freeformSize\" width=\"\(screenWidth)\" height=\"\(screenHeight)\"/>" : "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // MARK: Cells of a table inset in a wide screen

    @Test("a table inset in a screen wider than 375 gives its cells the screen's 20-pt side margins, not 16 for its own width")
    func insetTableOnWideScreenHasTwentyPointMargins() throws {
        // The iPhone 11 (414 wide); the table inset 24 a side: 366 wide, narrower than 375.
        let scene = try StoredFrames.built(Self.insetTable(device: "retina6_1", screenWidth: 414, screenHeight: 896, inset: 24))
        // The content view's margins are 20 at the sides, 11 at the top: the badge at (20, 11);
        // the caption 20 + 40 + 8 = 68 from the left, to 366 - 20 = 346: 278 wide.
        #expect(try frame(scene, "badge") == Rect(x: 20, y: 11, width: 40, height: 40))
        #expect(try frame(scene, "caption") == Rect(x: 68, y: 11, width: 278, height: 20))
    }

    @Test("a table inset in a 375-wide screen keeps 16-pt side margins")
    func insetTableOnNarrowScreenKeepsSixteen() throws {
        // The iPhone 8 (375 wide); the table inset 16 a side: 343 wide.
        let scene = try StoredFrames.built(Self.insetTable(device: "retina4_7", screenWidth: 375, screenHeight: 667, inset: 16))
        // 16 + 40 + 8 = 64; to 343 - 16 = 327: 263 wide.
        #expect(try frame(scene, "badge") == Rect(x: 16, y: 11, width: 40, height: 40))
        #expect(try frame(scene, "caption") == Rect(x: 64, y: 11, width: 263, height: 20))
    }

    @Test("a table in a freeform controller, drawn on no device's screen, keeps the margins of its own width")
    func insetTableInFreeformKeepsItsOwnWidth() throws {
        // A 600×850 freeform root on the iPhone 11; the table inset 150 a side: 300 wide, so 16.
        let scene = try StoredFrames.built(Self.insetTable(device: "retina6_1", screenWidth: 600, screenHeight: 850, inset: 150, freeform: true))
        // 16 + 40 + 8 = 64; to 300 - 16 = 284: 220 wide.
        #expect(try frame(scene, "badge") == Rect(x: 16, y: 11, width: 40, height: 40))
        #expect(try frame(scene, "caption") == Rect(x: 64, y: 11, width: 220, height: 20))
    }

    // MARK: Attributed text in a named font

    /// An iPhone 8 panel (@2x, Xcode 15) of three labels whose text is attributed, each 24 from
    /// the left and sized by its text: "Tyres" at 16 pt in the font `font` 12 from the top;
    /// "Brakes" at 16 pt in Futura Medium (a font Layoutbook has no table of) 12 below it, stored
    /// `brakesWidth` wide.
    static func attributedPanel(font: String, brakesWidth: String = "52") -> String {
        func label(_ id: String, _ name: String, _ text: String, _ font: String, y: String, width: String) -> String {
            """
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                            <rect key="frame" x="24" y="\(y)" width="\(width)" height="19.5"/>
                            <attributedString key="attributedText">
                                <fragment content="\(text)">
                                    <attributes>
                                        <font key="NSFont" size="16" name="\(font)"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </label>
            """
        }
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="pn-80-1" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(label("lb-80-1", "Tyres", "Tyres", font, y: "12", width: "42"))
        \(label("lb-80-2", "Brakes", "Brakes", "Futura-Medium", y: "43.5", width: brakesWidth))
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-80-1" firstAttribute="leading" secondItem="pn-80-1" secondAttribute="leading" constant="24" id="cn-80-1"/>
                        <constraint firstItem="lb-80-1" firstAttribute="top" secondItem="pn-80-1" secondAttribute="top" constant="12" id="cn-80-2"/>
                        <constraint firstItem="lb-80-2" firstAttribute="leading" secondItem="pn-80-1" secondAttribute="leading" constant="24" id="cn-80-3"/>
                        <constraint firstItem="lb-80-2" firstAttribute="top" secondItem="lb-80-1" secondAttribute="bottom" constant="12" id="cn-80-4"/>
                    </constraints>
                </view>
        """, toolsVersion: "22505", device: "retina4_7")
    }

    @Test("an attributed text in Helvetica Neue Bold is as wide as that font's table says, as a label whose font is described is")
    func attributedTextInNamedFont() throws {
        let scene = try StoredFrames.built(Self.attributedPanel(font: "HelveticaNeue-Bold"))
        // Bold "Tyres" at 16: 10745 units of 4096, 41.97, 42 at @2x (measured as the system
        // font's regular face, as the font was not read, it was 39.5); its line 1.1934 × 16 =
        // 19.09, 19.5.
        #expect(try frame(scene, "tyres") == Rect(x: 24, y: 12, width: 42, height: 19.5))
    }

    @Test("an attributed text in the system font named by its hidden name is the system font, in the weight the name says")
    func attributedTextInHiddenSystemFontName() throws {
        let hidden = try StoredFrames.built(Self.attributedPanel(font: ".SFNS-Bold"))
        let described = try StoredFrames.built(Self.attributedPanel(font: "HelveticaNeue-Bold")
            .replacingOccurrences(of: #"<font key="NSFont" size="16" name="HelveticaNeue-Bold"/>"#,
                                  with: #"<font key="NSFont" size="16" metaFont="systemBold"/>"#))
        // ".SFNS-Bold" is the bold system font, as `metaFont="systemBold"` at 16 pt: "Tyres"
        // 43.5 wide at @2x (not the regular face's 39.5, nor Helvetica Neue Bold's 42).
        #expect(try frame(hidden, "tyres") == frame(described, "tyres"))
        #expect(try frame(hidden, "tyres").width == 43.5)
    }

    @Test("a misplaced attributed label in a font Layoutbook has no table of names the font it was measured in place of")
    func attributedTextInUnknownFontIsNamed() throws {
        // Stored 70 wide where the system font's regular face gives "Brakes" at 16 49.5.
        let scene = try StoredFrames.built(Self.attributedPanel(font: "HelveticaNeue-Bold", brakesWidth: "70"))
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["brakes"])
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(try #require(misplaced.first))
        #expect(why.contains("its font 'Futura-Medium' measured as the system font"))
    }

    // MARK: Controllers embedded in container views

    /// A host controller (375×667) with two container views: "Banner" at the top (375×200),
    /// embedding `top`, and "Panel" 300 down (375×367), embedding `below`.
    static func host(top: String, below: String) -> String {
        """
        <scene sceneID="sc-80-host">
            <objects>
                <viewController id="vc-80-host" customClass="HostViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt-80-host">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv-80-top" userLabel="Banner">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                <connections>
                                    <segue destination="\(top)" kind="embed" id="em-80-top"/>
                                </connections>
                            </containerView>
                            <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cv-80-below" userLabel="Panel">
                                <rect key="frame" x="0.0" y="300" width="375" height="367"/>
                                <connections>
                                    <segue destination="\(below)" kind="embed" id="em-80-below"/>
                                </connections>
                            </containerView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sa-80-host"/>
                        <constraints>
                            <constraint firstItem="cv-80-top" firstAttribute="top" secondItem="rt-80-host" secondAttribute="top" id="cv-c1-80"/>
                            <constraint firstItem="cv-80-top" firstAttribute="leading" secondItem="rt-80-host" secondAttribute="leading" id="cv-c2-80"/>
                            <constraint firstAttribute="trailing" secondItem="cv-80-top" secondAttribute="trailing" id="cv-c3-80"/>
                            <constraint firstItem="cv-80-top" firstAttribute="height" constant="200" id="cv-c4-80"/>
                            <constraint firstAttribute="bottom" secondItem="cv-80-below" secondAttribute="bottom" id="cv-c5-80"/>
                            <constraint firstItem="cv-80-below" firstAttribute="leading" secondItem="rt-80-host" secondAttribute="leading" id="cv-c6-80"/>
                            <constraint firstAttribute="trailing" secondItem="cv-80-below" secondAttribute="trailing" id="cv-c7-80"/>
                            <constraint firstItem="cv-80-below" firstAttribute="height" constant="367" id="cv-c8-80"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """
    }

    /// Xcode 10 on the iPhone 8: the host; a "BannerViewController" (375×200) embedded at the top;
    /// a tab bar controller embedded 300 down whose tab is a "FeedViewController" (375×367).
    /// Each child has a Header (40 tall) on its safe area's top and a Footer (30) on its bottom.
    static let embeddedTabs = IB78Tests.storyboard(toolsVersion: "14460.31", device: "retina4_7", initial: "vc-80-host", [
        host(top: "vc-80-banner", below: "tc-80-1"),
        IB78Tests.controller("vc-80-banner", "BannerViewController", width: 375, height: 200),
        IB78Tests.tabs("tc-80-1", children: ["vc-80-feed"]),
        IB78Tests.controller("vc-80-feed", "FeedViewController", width: 375, height: 367),
    ])

    @Test("a tab bar controller embedded in a container below the top: its tab has no status bar over it and the tab bar inside it")
    func embeddedBelowTheTopHasNoStatusBar() throws {
        let feed = try built(Self.embeddedTabs, "FeedViewController")
        // The container starts 300 down: the status bar does not reach it, so the safe area's
        // top is the root's (it was 20, Xcode 10's freeform status bar).
        #expect(try frame(feed, "header") == Rect(x: 0, y: 0, width: 375, height: 40))
        // The tab bar (49) is inside the 367-tall container: 367 - 49 - 30 = 288 (it was taken
        // to be outside, below the root, and the footer sat on the root's bottom at 337).
        #expect(try frame(feed, "footer") == Rect(x: 0, y: 288, width: 375, height: 30))
    }

    @Test("a controller embedded in a container at the top of the screen is still under the status bar")
    func embeddedAtTheTopKeepsStatusBar() throws {
        let banner = try built(Self.embeddedTabs, "BannerViewController")
        // 20 (the status bar) at the top; the footer on the bottom: 200 - 30 = 170.
        #expect(try frame(banner, "header") == Rect(x: 0, y: 20, width: 375, height: 40))
        #expect(try frame(banner, "footer") == Rect(x: 0, y: 170, width: 375, height: 30))
    }

    func built(_ text: String, _ customClass: String) throws -> BuiltScene {
        let doc = try StoredFrames.document(text)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == customClass })
        return SceneBuilder.build(doc, scene: index)
    }
}
