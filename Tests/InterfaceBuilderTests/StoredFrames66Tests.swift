import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for what iOS 15's keyboard layout guide holds up, and for text in the large
/// sizes of the static system fonts each Xcode measured with. Documents written for these tests;
/// every frame worked out by hand.
@Suite("Frames IB stores: the keyboard's guide, and the static fonts' Display sizes")
struct StoredFrames66Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// A scene on an iPhone 11 (414×896, safe area 48 from the top and 34 from the bottom): a
    /// "Composer" bar 50 tall across the root view, its bottom on the keyboard layout guide's top,
    /// and `extra` constraints more.
    static func composer(_ extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="kb-66-scene">
                    <objects>
                        <viewController id="kb-66-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="kb-66-root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kb-66-bar" userLabel="Composer">
                                        <rect key="frame" x="0.0" y="812" width="414" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="kb-66-c1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="kb-66-safe"/>
                                <keyboardLayoutGuide key="keyboard" id="kb-66-keys"/>
                                <constraints>
                                    <constraint firstItem="kb-66-bar" firstAttribute="leading" secondItem="kb-66-root" secondAttribute="leading" id="kb-66-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="kb-66-bar" secondAttribute="trailing" id="kb-66-c3"/>
                                    <constraint firstItem="kb-66-keys" firstAttribute="top" secondItem="kb-66-bar" secondAttribute="bottom" id="kb-66-c4"/>
        \(extra)
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="kb-66-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a view on the keyboard layout guide's top sits on the safe area's bottom, the keyboard hidden as a screen first shows")
    func keyboardGuideTopIsTheSafeAreaBottom() throws {
        let scene = try StoredFrames.built(Self.composer())
        // 896 − 34 (the home indicator's inset) − 50 = 812, across the whole width.
        #expect(try frame(scene, "composer") == Rect(x: 0, y: 812, width: 414, height: 50))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.contains("keyboard is hidden") && $0.message.contains("safe area's bottom") })
        #expect(!scene.notes.contains { $0.isError })
    }

    @Test("the keyboard guide's height follows the keyboard: a constraint on it is left out with a note, the rest still lays out")
    func keyboardGuideHeightIsNotModelled() throws {
        let extra = #"<constraint firstItem="kb-66-bar" firstAttribute="width" secondItem="kb-66-keys" secondAttribute="height" id="kb-66-c5"/>"#
        let scene = try StoredFrames.built(Self.composer(extra))
        #expect(try frame(scene, "composer") == Rect(x: 0, y: 812, width: 414, height: 50))
        #expect(scene.notes.contains { $0.message.contains("kb-66-c5") && $0.message.contains("moves with the keyboard") })
    }

    @Test("a document naming a keyboard layout guide is no longer refused as naming a missing view")
    func keyboardGuideIsAKnownId() throws {
        #expect(throws: Never.self) { try StoredFrames.document(Self.composer()) }
    }

    // MARK: SF UI Display

    /// A 375×100 "Card" of a document saved by `toolsVersion` on an iPhone 8 (@2x): a label
    /// "Weekend" at `size` pt, 16 from the left and 10 from the top, as wide as its text.
    static func card(toolsVersion: String, size: Int) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="wk-66-top" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Weekend" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="wk-66-day" userLabel="Day">
                        <rect key="frame" x="16" y="10" width="123" height="36"/>
                        <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="wk-66-day" firstAttribute="leading" secondItem="wk-66-top" secondAttribute="leading" constant="16" id="wk-66-c1"/>
                    <constraint firstItem="wk-66-day" firstAttribute="top" secondItem="wk-66-top" secondAttribute="top" constant="10" id="wk-66-c2"/>
                </constraints>
            </view>
        """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("Xcode 7 and 8 measured text from 20 pt in SF UI Display, tracked 0.006 em a character looser than Xcode 9 to 11's SF Pro Display")
    func uiDisplayTracksLooser() throws {
        // "Weekend" at 30 pt: 122.67 wide in the static fonts' table; Xcode 10's SF Pro Display
        // tracks 0.00739 em a character tighter at 30 pt (7 × 30 × 0.00739 = 1.55), 121.12, so
        // 121.5 at @2x; Xcode 8 adds 7 × 30 × 0.006 = 1.26 to the table's, 123.93, so 124. One
        // 30-pt line is 35.80, 36.
        let pro = try StoredFrames.built(Self.card(toolsVersion: "14460", size: 30))
        let ui = try StoredFrames.built(Self.card(toolsVersion: "11762", size: 30))
        #expect(try frame(pro, "day") == Rect(x: 16, y: 10, width: 121.5, height: 36))
        #expect(try frame(ui, "day") == Rect(x: 16, y: 10, width: 124, height: 36))
        #expect(SystemFontDesign.measuredBy(toolsVersion: 11762) == .uiTextAndDisplay)
        #expect(SystemFontDesign.measuredBy(toolsVersion: 13000) == .textAndDisplay)
        #expect(SystemFontDesign.measuredBy(toolsVersion: 16097) == .textAndDisplay)
    }

    @Test("below 20 pt SF UI Text and SF Pro Text measure alike: the same label at 17 pt is as wide in Xcode 8's document as in Xcode 10's")
    func uiTextTracksAsPro() throws {
        // 71.08 wide at 17 pt, 71.5 at @2x; a line of 20.29, 20.5.
        for version in ["11762", "14460"] {
            let scene = try StoredFrames.built(Self.card(toolsVersion: version, size: 17))
            #expect(try frame(scene, "day") == Rect(x: 16, y: 10, width: 71.5, height: 20.5))
        }
        #expect(TextMetrics.width("Weekend", fontSize: 19, design: .uiTextAndDisplay) == TextMetrics.width("Weekend", fontSize: 19, design: .textAndDisplay))
    }

    // MARK: A system button's least width

    /// A 320×60 "Bar" holding one button titled `title` 8 from its left and top, of `type`
    /// (nil: the custom type, which a document writes as no attribute), with `extra` inside it.
    static func bar(title: String, type: String?, extra: String = "") -> String {
        let typeAttribute = type.map { #"buttonType="\#($0)" "# } ?? ""
        return StoredFrames.xib("""
            <view contentMode="scaleToFill" id="ok-66-top" userLabel="Bar">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(typeAttribute)lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ok-66-btn" userLabel="Confirm">
                        <rect key="frame" x="8" y="8" width="30" height="30"/>
                        \(extra)
                        <state key="normal" title="\(title)"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="ok-66-btn" firstAttribute="leading" secondItem="ok-66-top" secondAttribute="leading" constant="8" id="ok-66-c1"/>
                    <constraint firstItem="ok-66-btn" firstAttribute="top" secondItem="ok-66-top" secondAttribute="top" constant="8" id="ok-66-c2"/>
                </constraints>
            </view>
        """)
    }

    @Test("a system button whose title is narrower than 30 is 30 wide: 'OK' at 15 pt, 21 wide as text, makes a 30×30 button")
    func shortTitleHoldsThirty() throws {
        // "OK" at 15 pt: 20.55, 21 in whole points; its line 17.90 + 12 = 30 tall.
        for type in ["system", "roundedRect"] {
            let scene = try StoredFrames.built(Self.bar(title: "OK", type: type))
            #expect(try frame(scene, "confirm") == Rect(x: 8, y: 8, width: 30, height: 30))
            #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        }
    }

    @Test("a title 30 or wider sizes the system button as before, and a custom-type button or one with content insets is not held at 30")
    func onlyShortSystemTitlesAreHeld() throws {
        // "Done" at 15 pt is 35.89 as text, 36 as a button.
        #expect(try frame(try StoredFrames.built(Self.bar(title: "Done", type: "system")), "confirm") == Rect(x: 8, y: 8, width: 36, height: 30))
        // The custom type, saved without a font: UIButton's own 18-pt title, "OK" 24.66 → 25 wide,
        // its line 21.48 + 12 → 34 tall; no evidence of a least width.
        #expect(try frame(try StoredFrames.built(Self.bar(title: "OK", type: nil)), "confirm") == Rect(x: 8, y: 8, width: 25, height: 34))
        // contentEdgeInsets of 2 on every side: 21 + 4 wide, 17.90 + 4 → 22 tall.
        let insets = #"<inset key="contentEdgeInsets" minX="2" minY="2" maxX="2" maxY="2"/>"#
        #expect(try frame(try StoredFrames.built(Self.bar(title: "OK", type: "system", extra: insets)), "confirm") == Rect(x: 8, y: 8, width: 25, height: 22))
    }
}

