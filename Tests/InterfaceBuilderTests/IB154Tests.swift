import InterfaceBuilder
import Layout
import Testing

/// A document written for these tests: a label whose font Interface Builder varies by size
/// class. Frames derived by hand from the system font's line heights at @2x.
@Suite("Interface Builder: fonts set per size class")
struct IB154Tests {
    /// A view of an iPhone 8 holding a label "0" in System Light 45, with `variations` inside the
    /// label, pinned to the top-left corner.
    static func document(variations: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-154-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-154-001" userLabel="counter">
                            <rect key="frame" x="0.0" y="0.0" width="25.5" height="50.5"/>
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                            \(variations)
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-154-001" firstAttribute="leading" secondItem="rt-154-001" secondAttribute="leading" id="c154-1"/>
                        <constraint firstItem="lb-154-001" firstAttribute="top" secondItem="rt-154-001" secondAttribute="top" id="c154-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let compactWidth42 = """
        <variation key="heightClass=regular-widthClass=compact">
            <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
        </variation>
        """

    @Test("a font variation for regular height and compact width sets the label's font on an iPhone in portrait: 42 pt, 50.5 tall at @2x")
    func variedFontOnPhone() throws {
        let scene = try StoredFrames.built(Self.document(variations: Self.compactWidth42))
        #expect(try StoredFrames.frame(scene, "counter").height == 50.5)
        // The label's own 45 pt is 54 tall: what it was before the variation was read.
        let plain = try StoredFrames.built(Self.document(variations: ""))
        #expect(try StoredFrames.frame(plain, "counter").height == 54)
    }

    @Test("the same variation does not apply on an iPad (regular width): the label keeps its own 45 pt")
    func variedFontNotOnPad() throws {
        let pad = try #require(Device.named("iPad (ninth generation)"))
        let scene = try StoredFrames.built(Self.document(variations: Self.compactWidth42), device: pad)
        #expect(try StoredFrames.frame(scene, "counter").height == 54)
    }

    @Test("of two variations that apply, the one naming more size classes sets the font")
    func mostSpecificFontVariation() throws {
        let both = """
            <variation key="widthClass=compact">
                <fontDescription key="fontDescription" type="system" weight="light" pointSize="20"/>
            </variation>
            """ + Self.compactWidth42
        let scene = try StoredFrames.built(Self.document(variations: both))
        #expect(try StoredFrames.frame(scene, "counter").height == 50.5)
    }
}
