import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for cells of tables narrower than their screen. Documents written for these
/// tests; every frame worked out by hand.
@Suite("Frames IB stores: cells of inset tables")
struct IB80Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// A storyboard of one controller saved by Xcode 12.5 (toolsVersion 18122) on a phone
    /// `screenWidth` wide: a plain table inset `inset` on each side, whose one prototype cell (60
    /// tall) holds a "Badge" 40×40 pinned to its content view's leading and top margins and a
    /// "Caption" pinned 8 after it and to the trailing margin, 20 tall. Stored frames are
    /// placeholders (the tests check the solved ones).
    static func insetTable(device: String, screenWidth: Int, screenHeight: Int, inset: Int) -> String {
        let table = screenWidth - 2 * inset
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-80-1">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-80-1">
                    <objects>
                        <viewController id="vc-80-1" customClass="OrdersViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-80-1">
                                <rect key="frame" x="0.0" y="0.0" width="\(screenWidth)" height="\(screenHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="60" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tv-80-1" userLabel="Orders">
                                        <rect key="frame" x="\(inset)" y="100" width="\(table)" height="400"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Order" rowHeight="60" id="cl-80-1" userLabel="Order">
                                                <rect key="frame" x="0.0" y="44.5" width="\(table)" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cl-80-1" id="cv-80-1">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(table)" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-80-1" userLabel="Badge">
                                                            <rect key="frame" x="16" y="11" width="40" height="40"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="40" id="bd-c1-80"/>
                                                                <constraint firstAttribute="height" constant="40" id="bd-c2-80"/>
                                                            </constraints>
                                                        </view>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cp-80-1" userLabel="Caption">
                                                            <rect key="frame" x="64" y="11" width="100" height="20"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="20" id="cp-c1-80"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="bd-80-1" firstAttribute="leading" secondItem="cv-80-1" secondAttribute="leadingMargin" id="bd-c3-80"/>
                                                        <constraint firstItem="bd-80-1" firstAttribute="top" secondItem="cv-80-1" secondAttribute="topMargin" id="bd-c4-80"/>
                                                        <constraint firstItem="cp-80-1" firstAttribute="leading" secondItem="bd-80-1" secondAttribute="trailing" constant="8" id="cp-c2-80"/>
                                                        <constraint firstItem="cp-80-1" firstAttribute="top" secondItem="cv-80-1" secondAttribute="topMargin" id="cp-c3-80"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="cp-80-1" secondAttribute="trailing" id="cp-c4-80"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-80-1"/>
                                <constraints>
                                    <constraint firstItem="tv-80-1" firstAttribute="leading" secondItem="sa-80-1" secondAttribute="leading" constant="\(inset)" id="tv-c1-80"/>
                                    <constraint firstItem="sa-80-1" firstAttribute="trailing" secondItem="tv-80-1" secondAttribute="trailing" constant="\(inset)" id="tv-c2-80"/>
                                    <constraint firstItem="tv-80-1" firstAttribute="top" secondItem="rt-80-1" secondAttribute="top" constant="100" id="tv-c3-80"/>
                                    <constraint firstItem="tv-80-1" firstAttribute="height" constant="400" id="tv-c4-80"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // MARK: Cells of a table inset in a wide screen

    @Test("a table inset in a screen wider than 375 gives its cells the screen's 20-pt side margins, not 16 for its own width")
    func insetTableOnWideScreenHasTwentyPointMargins() throws {
        // The iPhone 11 (414 wide); the table inset 24 a side: 366 wide, narrower than 375.
        let scene = try StoredFrames.built(Self.insetTable(device: "retina6_1", screenWidth: 414, screenHeight: 896, inset: 24))
        // The content view's margins are 20 at the sides, 11 at the top: the badge at (20, 11);
        // the caption 20 + 40 + 8 = 68 from the left, to 366 - 20 = 346: 278 wide.
        #expect(try frame(scene, "badge") == Rect(x: 20, y: 11, width: 40, height: 40))
        #expect(try frame(scene, "caption") == Rect(x: 68, y: 11, width: 278, height: 20))
    }

    @Test("a table inset in a 375-wide screen keeps 16-pt side margins")
    func insetTableOnNarrowScreenKeepsSixteen() throws {
        // The iPhone 8 (375 wide); the table inset 16 a side: 343 wide.
        let scene = try StoredFrames.built(Self.insetTable(device: "retina4_7", screenWidth: 375, screenHeight: 667, inset: 16))
        // 16 + 40 + 8 = 64; to 343 - 16 = 327: 263 wide.
        #expect(try frame(scene, "badge") == Rect(x: 16, y: 11, width: 40, height: 40))
        #expect(try frame(scene, "caption") == Rect(x: 64, y: 11, width: 263, height: 20))
    }
}
