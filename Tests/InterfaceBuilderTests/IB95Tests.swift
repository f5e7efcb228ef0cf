import InterfaceBuilder
import Layout
import Testing

/// Documents written for this test, in the shapes fresh public ones take; frames derived by hand.
@Suite("Scenes of a fresh sample: a stack view as the root, the first iPad Pros")
struct FreshScenes95Tests {
    static func scene(device: String, toolsVersion: String = "11762", root: String, rootTag: String = "view") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" useTraitCollections="YES" initialViewController="vc-95-001">
            <device id="\(device)" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc-95-001">
                    <objects>
                        <viewController id="vc-95-001" sceneMemberID="viewController">
        \(root)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a controller's root view that is a stack view arranges its subviews: a 100-pt bar over the rest, nothing ambiguous")
    func stackViewAsRoot() throws {
        let document = Self.scene(device: "retina4_7", root: """
            <stackView key="view" opaque="NO" contentMode="scaleToFill" axis="vertical" id="st-95-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-95-001" userLabel="bar">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="c95-001"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-95-002" userLabel="body">
                        <rect key="frame" x="0.0" y="100" width="375" height="567"/>
                    </view>
                </subviews>
            </stackView>
            """)
        let scene = try StoredFrames.built(document)
        #expect(scene.ambiguities.isEmpty)
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(try StoredFrames.frame(scene, "body") == Rect(x: 0, y: 100, width: 375, height: 567))
    }

    @Test("IB's ipad12_9 is the 12.9-inch iPad Pro with a home button: 20 on top for the status bar, nothing below")
    func firstIPadPro() throws {
        let document = Self.scene(device: "ipad12_9", toolsVersion: "14490.70", root: """
            <view key="view" contentMode="scaleToFill" id="rt-95-002">
                <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-95-004" userLabel="board">
                        <rect key="frame" x="0.0" y="20" width="1024" height="1346"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa-95-002"/>
                <constraints>
                    <constraint firstItem="vw-95-004" firstAttribute="top" secondItem="sa-95-002" secondAttribute="top" id="c95-020"/>
                    <constraint firstItem="vw-95-004" firstAttribute="leading" secondItem="sa-95-002" secondAttribute="leading" id="c95-021"/>
                    <constraint firstItem="sa-95-002" firstAttribute="trailing" secondItem="vw-95-004" secondAttribute="trailing" id="c95-022"/>
                    <constraint firstItem="sa-95-002" firstAttribute="bottom" secondItem="vw-95-004" secondAttribute="bottom" id="c95-023"/>
                </constraints>
            </view>
            """)
        let scene = try StoredFrames.built(document)
        #expect(try StoredFrames.frame(scene, "board") == Rect(x: 0, y: 20, width: 1024, height: 1346))
    }
}
