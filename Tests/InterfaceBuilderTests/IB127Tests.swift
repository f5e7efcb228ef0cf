import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a scene whose simulated status bar is None")
struct IB127Tests {
    /// A controller of the top-layout-guide era on the iPhone 8's screen: a 100×44 "tile" whose
    /// top is pinned both 20 below the root's top and 20 below the top layout guide, which agree
    /// only where the guide is at the screen's top. The scene's simulated status bar is None.
    static func hiddenBarScene(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="vc-127-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc-127-001">
                    <objects>
                        <viewController id="vc-127-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-127-001"/>
                                <viewControllerLayoutGuide type="bottom" id="tg-127-002"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-127-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-127-001" userLabel="tile">
                                        <rect key="frame" x="20" y="20" width="100" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c127-001"/>
                                            <constraint firstAttribute="height" constant="44" id="c127-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="vw-127-001" firstAttribute="leading" secondItem="rt-127-001" secondAttribute="leading" constant="20" id="c127-003"/>
                                    <constraint firstItem="vw-127-001" firstAttribute="top" secondItem="rt-127-001" secondAttribute="top" constant="20" id="c127-004"/>
                                    <constraint firstItem="vw-127-001" firstAttribute="top" secondItem="tg-127-001" secondAttribute="bottom" constant="20" id="c127-005"/>
                                </constraints>
                            </view>
                            <nil key="simulatedStatusBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("before Xcode 11 a scene whose simulated status bar is None is drawn without it: the top layout guide is at the screen's top, so the tile's two top constraints agree, with no conflict")
    func noneStatusBarBeforeXcode11() throws {
        let document = Self.hiddenBarScene(toolsVersion: "12118")
        let scene = try StoredFrames.built(document)
        #expect(try StoredFrames.frame(scene, "tile") == Rect(x: 20, y: 20, width: 100, height: 44))
        let lines = try StoredFrames.lint(document)
        #expect(!lines.contains { $0.contains("conflicting") })
        #expect(lines.contains { $0.contains("the scene's simulated status bar is None: laid out without it") })
    }

    @Test("from Xcode 11 the canvas draws a device's status bar whatever the scene's metrics say: the same scene's guide is 20 down and its two top constraints conflict")
    func noneStatusBarFromXcode11() throws {
        let lines = try StoredFrames.lint(Self.hiddenBarScene(toolsVersion: "22155"))
        #expect(lines.contains { $0.contains("conflicting constraints") && ($0.contains("c127-005") || $0.contains("c127-004")) })
        #expect(!lines.contains { $0.contains("simulated status bar is None") })
    }
}
