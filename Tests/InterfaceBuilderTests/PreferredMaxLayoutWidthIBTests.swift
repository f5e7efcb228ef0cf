import Testing
import Layout
@testable import InterfaceBuilder

/// A label Interface Builder gives an explicit `preferredMaxLayoutWidth` ("Explicit" in the
/// size inspector) asks for its text wrapped at that width.
@Suite("preferredMaxLayoutWidth in Interface Builder documents")
struct PreferredMaxLayoutWidthIBTests {
    static let text = "Tap a photo to choose it for your profile"

    @Test("a storyboard label with an explicit preferredMaxLayoutWidth is measured wrapped there, not on one line")
    func storyboardExplicitWidth() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="pm-rt-001" customClass="HintView">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" text="\(Self.text)" numberOfLines="2" preferredMaxLayoutWidth="240" translatesAutoresizingMaskIntoConstraints="NO" id="pm-lb-001" userLabel="Hint">
                                <rect key="frame" x="0" y="20" width="240" height="41"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pm-lb-001" firstAttribute="centerX" secondItem="pm-rt-001" secondAttribute="centerX" id="pm-cn-001"/>
                            <constraint firstItem="pm-lb-001" firstAttribute="top" secondItem="pm-rt-001" secondAttribute="top" constant="20" id="pm-cn-002"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let doc = try StoredFrames.document(xib)
        let scene = SceneBuilder.build(doc, scene: 0)
        let hint = try StoredFrames.frame(scene, "hint")
        // Two lines no wider than 240, centred: not one 330-pt line running off the sides.
        #expect(hint.width <= 240)
        #expect(hint.height > 40)
        #expect(abs(hint.minX + hint.width / 2 - 187.5) < 0.001)
    }
}
