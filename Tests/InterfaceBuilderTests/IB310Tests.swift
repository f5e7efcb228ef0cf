import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the sixtieth round's samples of public documents showed
/// it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, sixtieth round")
struct IB310Tests {
    static func tallFreeform(rootHeight: Int, freeformHeight: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-310-001">
                    <objects>
                        <viewController id="vc-310-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-310-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-310-001" userLabel="header">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="60" id="cn-310-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-310-001"/>
                                <constraints>
                                    <constraint firstItem="vw-310-001" firstAttribute="top" secondItem="sa-310-001" secondAttribute="top" id="cn-310-002"/>
                                    <constraint firstItem="vw-310-001" firstAttribute="leading" secondItem="sa-310-001" secondAttribute="leading" id="cn-310-003"/>
                                    <constraint firstItem="sa-310-001" firstAttribute="trailing" secondItem="vw-310-001" secondAttribute="trailing" id="cn-310-004"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Details" id="ni-310-001"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <size key="freeformSize" width="390" height="\(freeformHeight)"/>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="0" y="0"/>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("A freeform root taller than the screen, cut below an opaque navigation bar, is laid out below the bar: its safe area starts at its top")
    func tallFreeformBelowOpaqueBar() throws {
        let scene = try StoredFrames.built(Self.tallFreeform(rootHeight: 1912, freeformHeight: 2000))
        #expect(try StoredFrames.frame(scene, "header") == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(scene.notes.contains { $0.message.hasPrefix("the root view is freeform and its navigation bar opaque") })
    }
}
