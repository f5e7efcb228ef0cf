import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: what the thirty-first round's documents tripped on")
struct IB131Tests {
    /// A controller presents a navigation controller as a sheet (a presentation segue, automatic
    /// style) on the iPhone 11; the navigation controller's bar is opaque or translucent. Its
    /// root's view, stored 414×830 (the 886-pt card less the sheet's 56-pt bar), holds a 50-pt
    /// "strip" pinned to its safe area's top.
    static func sheetScene(translucent: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pr-131-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-131-001">
                    <objects>
                        <viewController id="pr-131-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-131-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="nv-131-001" kind="presentation" identifier="showList" id="sg-131-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-131-002">
                    <objects>
                        <navigationController id="nv-131-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="\(translucent ? "YES" : "NO")" id="nb-131-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-131-001" kind="relationship" relationship="rootViewController" id="sg-131-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc-131-003">
                    <objects>
                        <viewController id="vc-131-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-131-002">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="830"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-131-001" userLabel="strip">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c131-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-131-001"/>
                                <constraints>
                                    <constraint firstItem="vw-131-001" firstAttribute="top" secondItem="sa-131-001" secondAttribute="top" id="c131-002"/>
                                    <constraint firstItem="vw-131-001" firstAttribute="leading" secondItem="rt-131-002" secondAttribute="leading" id="c131-003"/>
                                    <constraint firstAttribute="trailing" secondItem="vw-131-001" secondAttribute="trailing" id="c131-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a navigation controller presented as a sheet with an opaque bar (translucent=\"NO\") lays its root's view out below the bar, as UIKit does: the safe area's top is the view's, so a strip pinned there is at 0, not under a 56-pt bar")
    func opaqueBarInASheet() throws {
        let document = try InterfaceDocument.read(Array(Self.sheetScene(translucent: false).utf8))
        let scene = SceneBuilder.build(document, scene: 2, device: nil)
        #expect(try StoredFrames.frame(scene, "strip") == Rect(x: 0, y: 0, width: 414, height: 50))
        let translucent = try InterfaceDocument.read(Array(Self.sheetScene(translucent: true).utf8))
        let under = SceneBuilder.build(translucent, scene: 2, device: nil)
        // A translucent bar lies over the view: the strip starts below the sheet's 56-pt bar.
        #expect(try StoredFrames.frame(under, "strip") == Rect(x: 0, y: 56, width: 414, height: 50))
    }
}
