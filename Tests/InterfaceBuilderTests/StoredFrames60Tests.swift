import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stored that depend on the Xcode that saved the document and on the
/// navigation bar it drew: documents written for these tests, frames worked out by hand.
@Suite("Frames IB stores: 44-pt canvases before Xcode 14")
struct StoredFrames60Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try InterfaceDocument.read(Array(text.utf8))
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        scene.layout.frame(of: try #require(scene.layout.id(of: name)))
    }

    /// One scene on `device` (`width`×`height`) saved by `toolsVersion`: a badge 20 from the
    /// left, 16 under the safe area's top, 100×40.
    static func badgeStoryboard(device: String, toolsVersion: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-bd-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-bd-001">
                    <objects>
                        <viewController id="vc-bd-001" customClass="BadgeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-bd-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-bd-001" userLabel="Badge">
                                        <rect key="frame" x="20" y="60" width="100" height="40"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-bd-001"/>
                                <constraints>
                                    <constraint firstItem="bd-bd-001" firstAttribute="leading" secondItem="rt-bd-001" secondAttribute="leading" constant="20" id="cn-bd-001"/>
                                    <constraint firstItem="bd-bd-001" firstAttribute="top" secondItem="sa-bd-001" secondAttribute="top" constant="16" id="cn-bd-002"/>
                                    <constraint firstItem="bd-bd-001" firstAttribute="width" constant="100" id="cn-bd-003"/>
                                    <constraint firstItem="bd-bd-001" firstAttribute="height" constant="40" id="cn-bd-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("the 390- and 428-wide phones are drawn with a 44-pt top inset by Xcode before 14, and with their own 47 from Xcode 14 on")
    func narrowInsetBeforeXcode14() throws {
        for (device, width, height) in [("retina6_0", 390, 844), ("retina6_7", 428, 926)] {
            // Xcode 12.5 (18122): 44 + 16 = 60.
            let old = SceneBuilder.build(try document(Self.badgeStoryboard(device: device, toolsVersion: "18122", width: width, height: height)), scene: 0)
            #expect(try frame(old, "badge") == Rect(x: 20, y: 60, width: 100, height: 40))
            #expect(old.misplacedViews(in: old.layout).isEmpty)
            // Xcode 14.0 (21225): the phone's own 47 + 16 = 63, so the frame stored at 60 is misplaced.
            let new = SceneBuilder.build(try document(Self.badgeStoryboard(device: device, toolsVersion: "21225", width: width, height: height)), scene: 0)
            #expect(try frame(new, "badge") == Rect(x: 20, y: 63, width: 100, height: 40))
            #expect(new.misplacedViews(in: new.layout).map(\.name) == ["badge"])
        }
    }

    @Test("the device asked for is laid out as UIKit shows it, whatever Xcode saved the document")
    func askedDeviceKeepsItsInset() throws {
        let doc = try document(Self.badgeStoryboard(device: "retina6_0", toolsVersion: "18122", width: 390, height: 844))
        let phone = try #require(Device.named("iPhone 14"))
        // The iPhone 14's 47 + 16.
        #expect(try frame(SceneBuilder.build(doc, scene: 0, device: phone), "badge").minY == 63)
    }
}
