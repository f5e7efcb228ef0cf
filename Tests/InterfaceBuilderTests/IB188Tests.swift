import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a stretched label's baselines")
struct IB188Tests {
    /// An iPhone 14 Pro xib (@3x): a 24-pt icon 10 from the top; a bold 17-pt title 30 from the
    /// top; a 17-pt count held by its top to the icon's and by its baseline to the title's.
    static let countOnTitleBaseline = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-188-001" userLabel="row">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ic-188-001" userLabel="icon">
                    <rect key="frame" x="0.0" y="10" width="24" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="24" id="c188-01"/>
                        <constraint firstAttribute="height" constant="24" id="c188-02"/>
                    </constraints>
                </view>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-001" userLabel="title">
                    <rect key="frame" x="40" y="30" width="37" height="20.333333333333332"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-002" userLabel="count">
                    <rect key="frame" x="100" y="10" width="10" height="40.333333333333336"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="ic-188-001" firstAttribute="top" secondItem="rt-188-001" secondAttribute="top" constant="10" id="c188-03"/>
                <constraint firstItem="ic-188-001" firstAttribute="leading" secondItem="rt-188-001" secondAttribute="leading" id="c188-04"/>
                <constraint firstItem="lb-188-001" firstAttribute="top" secondItem="rt-188-001" secondAttribute="top" constant="30" id="c188-05"/>
                <constraint firstItem="lb-188-001" firstAttribute="leading" secondItem="rt-188-001" secondAttribute="leading" constant="40" id="c188-06"/>
                <constraint firstItem="lb-188-002" firstAttribute="leading" secondItem="rt-188-001" secondAttribute="leading" constant="100" id="c188-07"/>
                <constraint firstItem="lb-188-002" firstAttribute="top" secondItem="ic-188-001" secondAttribute="top" id="c188-08"/>
                <constraint firstItem="lb-188-002" firstAttribute="baseline" secondItem="lb-188-001" secondAttribute="baseline" id="c188-09"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """, device: "retina6_12")

    @Test("a label held by its top to one view and by its baseline to a lower label grows down to where that label ends")
    func countStretchedToTheTitlesBaseline() throws {
        let scene = try StoredFrames.built(Self.countOnTitleBaseline)
        // Both labels are one 17-pt line, 20.333 tall at their own height: the count's last
        // baseline stays as far above its bottom as the title's above its own, so the count ends
        // where the title ends, 30 + 20.333, its top held at the icon's 10.
        let count = try StoredFrames.frame(scene, "count")
        #expect(abs(count.minY - 10) < 0.001)
        #expect(abs(count.maxY - (30 + 61.0 / 3)) < 0.001)
        #expect(try StoredFrames.lint(Self.countOnTitleBaseline).allSatisfy { !$0.contains("error") })
    }

    @Test("a 15-pt label centred in a row beside a bold 17-pt one and held to its baseline stretches to keep both, without a conflict")
    func centredAndOnTheBaselineInAStack() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-188-010" userLabel="cell">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="sv-188-010" userLabel="row">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="20.333333333333332"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="252" verticalHuggingPriority="251" text="Sender" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-010" userLabel="sender">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20.333333333333332"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="9:41" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-011" userLabel="time">
                                <rect key="frame" x="66" y="0.33333333333333393" width="234" height="19.666666666666664"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb-188-011" firstAttribute="baseline" secondItem="lb-188-010" secondAttribute="baseline" id="c188-10"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv-188-010" firstAttribute="top" secondItem="rt-188-010" secondAttribute="top" id="c188-11"/>
                    <constraint firstItem="sv-188-010" firstAttribute="leading" secondItem="rt-188-010" secondAttribute="leading" id="c188-12"/>
                    <constraint firstAttribute="trailing" secondItem="sv-188-010" secondAttribute="trailing" id="c188-13"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina5_5")
        #expect(try StoredFrames.lint(document).allSatisfy { !$0.contains("conflicting") })
        let scene = try StoredFrames.built(document)
        let sender = try StoredFrames.frame(scene, "sender")
        let time = try StoredFrames.frame(scene, "time")
        // Centred on the sender's middle and with its last baseline on the sender's, the 15-pt
        // label is taller than its own 18: its bottom sits as far above the sender's baseline as
        // its own line's descent, so it reaches below its own height's centred place.
        #expect(abs((time.minY + time.height / 2) - (sender.minY + sender.height / 2)) < 0.001)
        #expect(time.height > 18.5 && time.height < 20)
        #expect(time.maxY > sender.maxY - 1 && time.maxY < sender.maxY)
    }
}

extension IB188Tests {
    /// A storyboard of Xcode 14 (21507) on the iPhone 14 Pro: a screen with a tab bar of its own
    /// pinned to the root view's sides and bottom, with no height, and a box pinned above it.
    static let ownTabBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-188-020">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-188-020">
                    <objects>
                        <viewController id="vc-188-020" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-188-020" userLabel="screen">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb-188-020" userLabel="bar">
                                        <rect key="frame" x="0.0" y="769" width="393" height="83"/>
                                        <items>
                                            <tabBarItem title="Home" id="ti-188-021"/>
                                            <tabBarItem title="Me" id="ti-188-022"/>
                                        </items>
                                    </tabBar>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-188-020" userLabel="banner">
                                        <rect key="frame" x="0.0" y="719" width="393" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c188-20"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-188-020"/>
                                <constraints>
                                    <constraint firstItem="tb-188-020" firstAttribute="leading" secondItem="rt-188-020" secondAttribute="leading" id="c188-21"/>
                                    <constraint firstAttribute="trailing" secondItem="tb-188-020" secondAttribute="trailing" id="c188-22"/>
                                    <constraint firstAttribute="bottom" secondItem="tb-188-020" secondAttribute="bottom" id="c188-23"/>
                                    <constraint firstItem="bx-188-020" firstAttribute="leading" secondItem="rt-188-020" secondAttribute="leading" id="c188-24"/>
                                    <constraint firstAttribute="trailing" secondItem="bx-188-020" secondAttribute="trailing" id="c188-25"/>
                                    <constraint firstItem="tb-188-020" firstAttribute="top" secondItem="bx-188-020" secondAttribute="bottom" id="c188-26"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a tab bar of its own along the screen's bottom on a phone with a home indicator is 49 tall above the indicator's 34")
    func ownTabBarTakesTheHomeIndicator() throws {
        let scene = try StoredFrames.built(Self.ownTabBar)
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 0, y: 769, width: 393, height: 83))
        #expect(try StoredFrames.frame(scene, "banner") == Rect(x: 0, y: 719, width: 393, height: 50))
    }
}

extension IB188Tests {
    /// Two screens of an iPhone 11 storyboard (Xcode 11.4): the first, in no navigation
    /// controller, shows the second by a segue of `kind`.
    static func shownBy(_ kind: String, split: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-188-030">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-188-030">
                    <objects>
                        <viewController id="vc-188-030" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-188-030">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="bt-188-030">
                                        <rect key="frame" x="20" y="100" width="100" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="vc-188-031" kind="\(kind)" id="sg-188-030"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-188-031">
                    <objects>
                        <viewController id="vc-188-031" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-188-031">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="sa-188-031"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>\(split ? Self.splitScene : "")
            </scenes>
        </document>
        """
    }

    /// A split view controller elsewhere in the document, which takes show-detail segues.
    static let splitScene = """

                <scene sceneID="sc-188-032">
                    <objects>
                        <splitViewController id="sv-188-032" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """

    @Test("a show-detail segue from a screen in no navigation controller presents its screen as a sheet, as a show segue does")
    func showDetailPresentsASheet() throws {
        func sheet(_ kind: String, split: Bool = false) throws -> Bool? {
            try StoredFrames.document(Self.shownBy(kind, split: split)).scenes.first { $0.controllerID == "vc-188-031" }?.presentedAsSheet
        }
        #expect(try sheet("showDetail") == true)
        #expect(try sheet("show") == true)
        // Where a split view controller takes it, the detail is no sheet.
        #expect(try sheet("showDetail", split: true) == false)
    }
}
