import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stores for text in fonts apps ship whose widths Layoutbook has measured
/// (``NamedFontMetrics``): a document written for these tests, frames worked out by hand from
/// the measured advances and kerning (font units: IBM Plex Sans 1000 an em, Lato 2000, Inter 2816).
@Suite("Frames IB stores: text in measured fonts")
struct StoredFrames62Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try StoredFrames.document(text)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// One iPhone 8 scene (@2x, Xcode 15): a badge in IBM Plex Sans Bold at 14 pt 10 under the
    /// safe area's top (20), a name in Lato Bold at 20 pt and a system button titled in Inter
    /// Medium at 15 pt, each 8 under the one before, all 20 from the left and sized by their text.
    static let fontsForm = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-62-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-62-001">
                    <objects>
                        <viewController id="vc-62-001" customClass="BadgeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-62-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Covid-19 Test Result" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-62-001" userLabel="Badge">
                                        <rect key="frame" x="20" y="30" width="135.5" height="18.5"/>
                                        <fontDescription key="fontDescription" name="IBMPlexSans-Bold" family="IBM Plex Sans" pointSize="14"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="AVATAR" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-62-002" userLabel="Name">
                                        <rect key="frame" x="20" y="56.5" width="75.5" height="24"/>
                                        <fontDescription key="fontDescription" name="Lato-Bold" family="Lato" pointSize="20"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-62-001" userLabel="Next">
                                        <rect key="frame" x="20" y="88.5" width="66" height="31"/>
                                        <fontDescription key="fontDescription" name="Inter-Medium" family="Inter" pointSize="15"/>
                                        <state key="normal" title="Continue"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-62-001"/>
                                <constraints>
                                    <constraint firstItem="lb-62-001" firstAttribute="leading" secondItem="rt-62-001" secondAttribute="leading" constant="20" id="cn-62-001"/>
                                    <constraint firstItem="lb-62-001" firstAttribute="top" secondItem="sa-62-001" secondAttribute="top" constant="10" id="cn-62-002"/>
                                    <constraint firstItem="lb-62-002" firstAttribute="leading" secondItem="rt-62-001" secondAttribute="leading" constant="20" id="cn-62-003"/>
                                    <constraint firstItem="lb-62-002" firstAttribute="top" secondItem="lb-62-001" secondAttribute="bottom" constant="8" id="cn-62-004"/>
                                    <constraint firstItem="bt-62-001" firstAttribute="leading" secondItem="rt-62-001" secondAttribute="leading" constant="20" id="cn-62-005"/>
                                    <constraint firstItem="bt-62-001" firstAttribute="top" secondItem="lb-62-002" secondAttribute="bottom" constant="8" id="cn-62-006"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a label in IBM Plex Sans is as wide as its advances and kerning, 1.3 of its size a line")
    func plexLabel() throws {
        let scene = SceneBuilder.build(try document(Self.fontsForm), scene: 0)
        // "Covid-19 Test Result" at 14: 9777 units of advances less 101 of kerning = 9.676 em,
        // 135.46, 135.5 at @2x; its line (1025 + 275) / 1000 × 14 = 18.2, 18.5 (the system
        // font's 16.7 was 17).
        #expect(try frame(scene, "badge") == Rect(x: 20, y: 30, width: 135.5, height: 18.5))
    }

    @Test("a label in Lato is kerned: AVATAR is 5 pt narrower than its advances")
    func latoKerning() throws {
        let scene = SceneBuilder.build(try document(Self.fontsForm), scene: 0)
        // Advances 8042 units of 2000 at 20 pt = 80.42; kerning A-V, V-A, A-T, T-A takes 5.12
        // off: 75.30, 75.5 at @2x. A line of Lato is 1.2 × 20 = 24.
        #expect(try frame(scene, "name") == Rect(x: 20, y: 56.5, width: 75.5, height: 24))
    }

    @Test("a system button titled in Inter is its title's Inter width and an Inter line plus 12 tall")
    func interButton() throws {
        let scene = SceneBuilder.build(try document(Self.fontsForm), scene: 0)
        // "Continue" in Inter Medium at 15: 65.02, 66 in whole points as a button's title; 1.2102
        // × 15 + 12 = 30.15, 31.
        #expect(try frame(scene, "next") == Rect(x: 20, y: 88.5, width: 66, height: 31))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("a misplaced label in a measured font says it is measured by that font's widths, not the system font's")
    func explanation() throws {
        let text = Self.fontsForm.replacingOccurrences(of: #"width="75.5" height="24""#, with: #"width="90" height="24""#)
        let scene = SceneBuilder.build(try document(text), scene: 0)
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["name"])
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(try #require(misplaced.first))
        #expect(why.contains("its text's, measured with the widths of its font 'Lato-Bold'"))
        #expect(!why.contains("system font"))
    }

    @Test("the table's lookups: an ASCII advance, a kerning pair, no advance beyond ASCII")
    func lookups() throws {
        let lato = try #require(NamedFont(name: "Lato-Bold")).metrics
        #expect(try #require(lato.advance(0x41)) > 0.6)
        #expect(lato.kerning(0x41, 0x56) < -0.05)
        #expect(lato.kerning(0x41, 0x41) == 0)
        #expect(lato.advance(0xE9) == nil)
        #expect(NamedFont(name: "Helvetica") == NamedFont(name: "ArialMT"))
        #expect(NamedFont(name: "Georgia") == nil)
    }
}
