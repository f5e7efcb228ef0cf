import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a stack view whose arranged views are all hidden, and for a root view
/// Xcode 8 stored below its navigation bar at the whole screen's height. Documents written for
/// these tests; every frame worked out by hand.
@Suite("Frames IB stores: a stack with every arranged view hidden, a root stored below its bar")
struct StoredFrames68Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    // MARK: A stack view with nothing visible

    /// A 300-wide "Column" view holding a vertical fill stack ("Outer") pinned to its top,
    /// leading and trailing: a 40-tall "Title" view, then a horizontal stack ("Row", spacing 8)
    /// whose arranged views, a 34-tall "Field" and a 20-tall "Status", are `rowHidden`; then a
    /// 30-tall "Footer".
    static func hiddenRowScene(rowHidden: Bool) -> String {
        let hidden = rowHidden ? #"hidden="YES" "# : ""
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="hs-68-col" userLabel="Column">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="hs-68-outer" userLabel="Outer">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="70"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hs-68-title" userLabel="Title">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="hs-68-c1"/>
                                    </constraints>
                                </view>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="hs-68-row" userLabel="Row">
                                    <rect key="frame" x="0.0" y="40" width="300" height="0.0"/>
                                    <subviews>
                                        <view \(hidden)contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hs-68-field" userLabel="Field">
                                            <rect key="frame" x="0.0" y="0.0" width="0.0" height="34"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="34" id="hs-68-c2"/>
                                            </constraints>
                                        </view>
                                        <view \(hidden)contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hs-68-status" userLabel="Status">
                                            <rect key="frame" x="0.0" y="0.0" width="0.0" height="34"/>
                                            <constraints>
                                                <constraint firstAttribute="width" priority="999" constant="60" id="hs-68-c3"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hs-68-footer" userLabel="Footer">
                                    <rect key="frame" x="0.0" y="40" width="300" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="30" id="hs-68-c4"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="hs-68-outer" firstAttribute="top" secondItem="hs-68-col" secondAttribute="top" id="hs-68-c5"/>
                        <constraint firstItem="hs-68-outer" firstAttribute="leading" secondItem="hs-68-col" secondAttribute="leading" id="hs-68-c6"/>
                        <constraint firstAttribute="trailing" secondItem="hs-68-outer" secondAttribute="trailing" id="hs-68-c7"/>
                    </constraints>
                </view>
        """)
    }

    @Test("a stack whose arranged views are all hidden takes the width around it and no height: nothing conflicts")
    func everyArrangedViewHidden() throws {
        let scene = try StoredFrames.built(Self.hiddenRowScene(rowHidden: true))
        #expect(scene.layout.conflicts.isEmpty)
        // The outer stack fills the column's 300 and stretches the row to it; the row holds
        // nothing visible, so it is 0 tall, and the footer follows the title directly.
        #expect(try frame(scene, "outer") == Rect(x: 0, y: 0, width: 300, height: 70))
        #expect(try frame(scene, "row") == Rect(x: 0, y: 40, width: 300, height: 0))
        #expect(try frame(scene, "footer") == Rect(x: 0, y: 40, width: 300, height: 30))
        // The hidden views sit at the row's origin, 0 wide, at their own height: the status
        // view is aligned with the first, 34 tall.
        #expect(try frame(scene, "field") == Rect(x: 0, y: 0, width: 0, height: 34))
        #expect(try frame(scene, "status") == Rect(x: 0, y: 0, width: 0, height: 34))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("shown, the same row is as tall as its views, and its field takes what the status leaves")
    func theSameRowShown() throws {
        let scene = try StoredFrames.built(Self.hiddenRowScene(rowHidden: false))
        // 300 − 60 − 8 = 232 for the field; the row is 34 tall, the footer below it at 74.
        #expect(try frame(scene, "row") == Rect(x: 0, y: 40, width: 300, height: 34))
        #expect(try frame(scene, "field") == Rect(x: 0, y: 0, width: 232, height: 34))
        #expect(try frame(scene, "status") == Rect(x: 240, y: 0, width: 60, height: 34))
        #expect(try frame(scene, "footer") == Rect(x: 0, y: 74, width: 300, height: 30))
    }

    // MARK: A root stored below its navigation bar at the screen's height

    /// An Xcode 8 storyboard (no `<device>`, the 4.7-inch phone as its simulated screen) whose
    /// controller shows an opaque navigation bar; its root is stored at `rootY`, `rootHeight`
    /// tall. A "Field" sits 26 below the top layout guide and a 50-tall "Keys" view on the
    /// root's bottom.
    static func belowBarScene(rootY: Int, rootHeight: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="nb-68-scene">
                    <objects>
                        <viewController id="nb-68-vc" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="nb-68-top"/>
                                <viewControllerLayoutGuide type="bottom" id="nb-68-bottom"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="nb-68-root">
                                <rect key="frame" x="0.0" y="\(rootY)" width="375" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb-68-field" userLabel="Field">
                                        <rect key="frame" x="16" y="26" width="343" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="nb-68-c1"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb-68-keys" userLabel="Keys">
                                        <rect key="frame" x="0.0" y="553" width="375" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="nb-68-c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="nb-68-field" firstAttribute="top" secondItem="nb-68-top" secondAttribute="bottom" constant="26" id="nb-68-c3"/>
                                    <constraint firstItem="nb-68-field" firstAttribute="leading" secondItem="nb-68-root" secondAttribute="leadingMargin" id="nb-68-c4"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="nb-68-field" secondAttribute="trailing" id="nb-68-c5"/>
                                    <constraint firstItem="nb-68-keys" firstAttribute="leading" secondItem="nb-68-root" secondAttribute="leading" id="nb-68-c6"/>
                                    <constraint firstAttribute="trailing" secondItem="nb-68-keys" secondAttribute="trailing" id="nb-68-c7"/>
                                    <constraint firstAttribute="bottom" secondItem="nb-68-keys" secondAttribute="bottom" id="nb-68-c8"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Sign up" id="nb-68-item"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nb-68-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
            </simulatedMetricsContainer>
        </document>
        """
    }

    @Test("a root stored at y 64 as tall as the screen is laid out below the bars, to the screen's bottom")
    func rootStoredBelowTheBarAtTheScreensHeight() throws {
        let scene = try StoredFrames.built(Self.belowBarScene(rootY: 64, rootHeight: 667))
        // The root is 667 − 64 = 603 tall and the bars are outside it: the top layout guide is
        // its top, so the field is at 26, and the keys end at 603.
        #expect(try frame(scene, "field") == Rect(x: 16, y: 26, width: 343, height: 30))
        #expect(try frame(scene, "keys") == Rect(x: 0, y: 553, width: 375, height: 50))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("the same root stored 603 tall, as later versions store it, gives the same frames")
    func rootStoredBelowTheBarAtItsOwnHeight() throws {
        let scene = try StoredFrames.built(Self.belowBarScene(rootY: 64, rootHeight: 603))
        #expect(try frame(scene, "field") == Rect(x: 16, y: 26, width: 343, height: 30))
        #expect(try frame(scene, "keys") == Rect(x: 0, y: 553, width: 375, height: 50))
    }
}
