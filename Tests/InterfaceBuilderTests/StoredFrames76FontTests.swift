import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stores for labels in Helvetica Neue, whose widths Layoutbook now takes from
/// its fitted table (``NamedFontMetrics/helveticaNeue``) rather than the system font's: a
/// document written for these tests, frames worked out by hand from the table's units (4096 an em).
@Suite("Frames IB stores: text in Helvetica Neue")
struct StoredFrames76FontTests {
    func document(_ text: String) throws -> InterfaceDocument {
        try StoredFrames.document(text)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// An iPhone 8 panel (@2x, Xcode 15): a caption in Helvetica Neue Light at 17 pt 12 from the
    /// top, a heading in Helvetica Neue Bold at 16 and a value in Helvetica Neue at 16, each 6
    /// under the one before, all 24 from the left and sized by their text.
    static let panel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="pn-76-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="160"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-76-001" userLabel="Caption">
                            <rect key="frame" x="24" y="12" width="40" height="20.5"/>
                            <fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tyres" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-76-002" userLabel="Heading">
                            <rect key="frame" x="24" y="38.5" width="42" height="19.5"/>
                            <fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="16"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Fuel" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-76-003" userLabel="Value">
                            <rect key="frame" x="24" y="64" width="31" height="19"/>
                            <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="16"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-76-001" firstAttribute="leading" secondItem="pn-76-001" secondAttribute="leading" constant="24" id="cn-76-001"/>
                        <constraint firstItem="lb-76-001" firstAttribute="top" secondItem="pn-76-001" secondAttribute="top" constant="12" id="cn-76-002"/>
                        <constraint firstItem="lb-76-002" firstAttribute="leading" secondItem="pn-76-001" secondAttribute="leading" constant="24" id="cn-76-003"/>
                        <constraint firstItem="lb-76-002" firstAttribute="top" secondItem="lb-76-001" secondAttribute="bottom" constant="6" id="cn-76-004"/>
                        <constraint firstItem="lb-76-003" firstAttribute="leading" secondItem="pn-76-001" secondAttribute="leading" constant="24" id="cn-76-005"/>
                        <constraint firstItem="lb-76-003" firstAttribute="top" secondItem="lb-76-002" secondAttribute="bottom" constant="6" id="cn-76-006"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("labels in Helvetica Neue are as wide as its table says, in the line the font is known by")
    func panelFrames() throws {
        let scene = SceneBuilder.build(try document(Self.panel), scene: 0)
        // Light "Label" at 17: 9575 units, 39.74, 40 at @2x (the system font's 41.52 gave 41.5);
        // its line is Light's, 1.18 × 17 = 20.06, 20.5.
        #expect(try frame(scene, "caption") == Rect(x: 24, y: 12, width: 40, height: 20.5))
        // Bold "Tyres" at 16: 10745 units, 41.97, 42 (the system font's 39.48 gave 39.5); 1.1934
        // × 16 = 19.09, 19.5; 12 + 20.5 + 6.
        #expect(try frame(scene, "heading") == Rect(x: 24, y: 38.5, width: 42, height: 19.5))
        // Regular "Fuel" at 16: 7848 units, 30.66, 31 (the system font's 30.10 gave 30.5); the
        // regular face's line 1.165 × 16 = 18.64, 19.
        #expect(try frame(scene, "value") == Rect(x: 24, y: 64, width: 31, height: 19))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("a misplaced label in Helvetica Neue says it is measured by the font's table, not as the system font")
    func explanation() throws {
        let text = Self.panel.replacingOccurrences(of: #"width="40" height="20.5""#, with: #"width="46" height="20.5""#)
        let scene = SceneBuilder.build(try document(text), scene: 0)
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["caption"])
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(try #require(misplaced.first))
        #expect(why.contains("measured with the widths of its font 'HelveticaNeue-Light' (Layoutbook's table of them)"))
        #expect(!why.contains("system font"))
    }
}
