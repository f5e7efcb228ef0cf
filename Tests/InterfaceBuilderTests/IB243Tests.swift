import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the fifty-fourth round's samples of public documents
/// showed it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, fifty-fourth round")
struct IB243Tests {
    /// A row stack holding an empty label (drawn 50 wide on IB's canvas) beside "42".
    static let emptyLabelRow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="pn-243-001" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st-243-001" userLabel="row">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="41"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-243-001" userLabel="sign">
                                    <rect key="frame" x="0.0" y="0.0" width="50" height="41"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="34"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="42" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-243-002" userLabel="amount">
                                    <rect key="frame" x="58" y="0.0" width="242" height="41"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="34"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st-243-001" firstAttribute="top" secondItem="pn-243-001" secondAttribute="top" id="c243-001"/>
                        <constraint firstItem="st-243-001" firstAttribute="leading" secondItem="pn-243-001" secondAttribute="leading" id="c243-002"/>
                        <constraint firstItem="st-243-001" firstAttribute="trailing" secondItem="pn-243-001" secondAttribute="trailing" id="c243-003"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test("An empty label is 0 wide in UIKit where IB's canvas kept it 50: the label and the views beside it are explained by it")
    func emptyLabelExplained() throws {
        let scene = try StoredFrames.built(Self.emptyLabelRow)
        // The empty label takes nothing: "42" starts at the spacing, 8, and fills the rest, 292.
        #expect(try StoredFrames.frame(scene, "sign").width == 0)
        #expect(try StoredFrames.frame(scene, "amount").minX == 8)
        let misplaced = scene.misplacedViews(in: scene.layout)
        let explainer = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced)
        let sign = try #require(misplaced.first { $0.name == "sign" })
        #expect(explainer.explain(sign).hasPrefix("its text is empty: UIKit gives an empty label no size of its own"))
        let amount = try #require(misplaced.first { $0.name == "amount" })
        #expect(explainer.explain(amount) == "it follows labels whose text is empty, which UIKit sizes 0×0 where IB's canvas keeps their drawn size: sign")
    }

    /// A navigation controller's root on a 844×390 phone on its side: a banner 20 below the
    /// safe area's top, which IB's canvas put under a 44-pt bar.
    static let landscapeBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nc-243-011">
            <device id="retina6_0" orientation="landscape" appearance="light"/>
            <scenes>
                <scene sceneID="sc-243-011">
                    <objects>
                        <viewController id="vc-243-011" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-243-011">
                                <rect key="frame" x="0.0" y="0.0" width="844" height="390"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-243-011" userLabel="banner">
                                        <rect key="frame" x="63" y="64" width="718" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="c243-011"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-243-011"/>
                                <constraints>
                                    <constraint firstItem="vw-243-011" firstAttribute="top" secondItem="sa-243-011" secondAttribute="top" constant="20" id="c243-012"/>
                                    <constraint firstItem="vw-243-011" firstAttribute="leading" secondItem="sa-243-011" secondAttribute="leading" constant="16" id="c243-013"/>
                                    <constraint firstItem="sa-243-011" firstAttribute="trailing" secondItem="vw-243-011" secondAttribute="trailing" constant="16" id="c243-014"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Menu" id="ni-243-011"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-243-012">
                    <objects>
                        <navigationController id="nc-243-011" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-243-011">
                                <rect key="frame" x="0.0" y="0.0" width="844" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-243-011" kind="relationship" relationship="rootViewController" id="sg-243-011"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("On a phone on its side UIKit's navigation bar is the compact 32, where IB's canvas draws 44: a view 12 pt higher is explained by it")
    func landscapeBarExplained() throws {
        let scene = try StoredFrames.built(Self.landscapeBar)
        // The compact bar ends at 32: 32 + 20 = 52.
        #expect(try StoredFrames.frame(scene, "banner").minY == 52)
        let misplaced = scene.misplacedViews(in: scene.layout)
        let banner = try #require(misplaced.first { $0.name == "banner" })
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(banner)
        #expect(why.hasPrefix("it is 12 pt off vertically, the height of the 44-pt navigation bar IB's canvas draws in landscape less UIKit's compact 32-pt one"))
    }
}
