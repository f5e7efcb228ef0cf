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

    @Test("A xib's top-level view that preserves its superview's margins takes a screen of its own width's: 16 each side at 391 wide on a 414-wide phone")
    func topLevelViewPreservesItsOwnScreensMargins() throws {
        let text = StoredFrames.xib("""
            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="vw-243-021" userLabel="strip">
                <rect key="frame" x="0.0" y="0.0" width="391" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-243-022" userLabel="fill">
                        <rect key="frame" x="16" y="0.0" width="359" height="100"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="vw-243-022" firstAttribute="leading" secondItem="vw-243-021" secondAttribute="leadingMargin" id="c243-021"/>
                    <constraint firstAttribute="trailingMargin" secondItem="vw-243-022" secondAttribute="trailing" id="c243-022"/>
                    <constraint firstItem="vw-243-022" firstAttribute="top" secondItem="vw-243-021" secondAttribute="top" id="c243-023"/>
                    <constraint firstAttribute="bottom" secondItem="vw-243-022" secondAttribute="bottom" id="c243-024"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>
            </view>
            """, toolsVersion: "21507", device: "retina6_1")
        let scene = try StoredFrames.built(text)
        // 391 wide: below 400, a screen that wide has 16-pt side margins; 391 − 32 = 359.
        #expect(try StoredFrames.frame(scene, "fill") == Rect(x: 16, y: 0, width: 359, height: 100))
    }

    @Test("A view beside a hidden view IB collapsed too follows the view whose stored frame is stale, not the hidden one")
    func largeTitleAndCanvasCollapsedHiddenView() throws {
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st-243-031" userLabel="column">
                <rect key="frame" x="0.0" y="100" width="414" height="50"/>
                <subviews>
                    <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-243-031" userLabel="banner">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="8"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="8" id="c243-031"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-243-032" userLabel="row">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="48" id="c243-032"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """
        let text = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="vw-243-030" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
            \(stack)
                </subviews>
                <constraints>
                    <constraint firstItem="st-243-031" firstAttribute="leading" secondItem="vw-243-030" secondAttribute="leading" id="c243-033"/>
                    <constraint firstAttribute="trailing" secondItem="st-243-031" secondAttribute="trailing" id="c243-034"/>
                    <constraint firstItem="st-243-031" firstAttribute="top" secondItem="vw-243-030" secondAttribute="top" constant="100" id="c243-035"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, toolsVersion: "21701", device: "retina6_1")
        let scene = try StoredFrames.built(text)
        // The banner collapses, the row is its 48: the column 48 tall, where IB stored 50.
        #expect(try StoredFrames.frame(scene, "column").height == 48)
        let misplaced = scene.misplacedViews(in: scene.layout)
        let column = try #require(misplaced.first { $0.name == "column" })
        #expect(MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(column)
            == "it follows views whose stored frames are older than their constraints: row")
    }

    @Test("A view below a navigation bar showing a large title is 52 pt lower than IB stored it: explained by the title's row")
    func largeTitleRowExplained() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nc-243-041">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-243-041">
                        <objects>
                            <viewController id="vc-243-041" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rt-243-041">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-243-041" userLabel="feed">
                                            <rect key="frame" x="0.0" y="88" width="414" height="774"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa-243-041"/>
                                    <constraints>
                                        <constraint firstItem="vw-243-041" firstAttribute="leading" secondItem="sa-243-041" secondAttribute="leading" id="c243-041"/>
                                        <constraint firstItem="sa-243-041" firstAttribute="trailing" secondItem="vw-243-041" secondAttribute="trailing" id="c243-042"/>
                                        <constraint firstItem="vw-243-041" firstAttribute="top" secondItem="sa-243-041" secondAttribute="top" id="c243-043"/>
                                        <constraint firstItem="sa-243-041" firstAttribute="bottom" secondItem="vw-243-041" secondAttribute="bottom" id="c243-044"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Feed" largeTitleDisplayMode="always" id="ni-243-041"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="sc-243-042">
                        <objects>
                            <navigationController id="nc-243-041" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb-243-041">
                                    <rect key="frame" x="0.0" y="44" width="414" height="96"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc-243-041" kind="relationship" relationship="rootViewController" id="sg-243-041"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let scene = try StoredFrames.built(text)
        // Below the 44-pt status bar and the 96-pt bar with its large title: 140.
        #expect(try StoredFrames.frame(scene, "feed").minY == 140)
        let misplaced = scene.misplacedViews(in: scene.layout)
        let feed = try #require(misplaced.first { $0.name == "feed" })
        #expect(MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(feed)
            .hasPrefix("it is 52 pt off vertically, the height of the large title's row, which UIKit's navigation bar adds below itself"))
    }

    @Test("Xcode 26's 22-pt floor for a borderless text field is a placeholder's: one showing text is its line's height")
    func glassBorderlessTextFieldWithText() throws {
        let text = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-243-051" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="fine print" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-243-051" userLabel="small">
                        <rect key="frame" x="20" y="100" width="353" height="13.667"/>
                        <fontDescription key="fontDescription" type="system" pointSize="10"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="tf-243-051" firstAttribute="leading" secondItem="rt-243-051" secondAttribute="leading" constant="20" id="c243-051"/>
                    <constraint firstAttribute="trailing" secondItem="tf-243-051" secondAttribute="trailing" constant="20" id="c243-052"/>
                    <constraint firstItem="tf-243-051" firstAttribute="top" secondItem="rt-243-051" secondAttribute="top" constant="100" id="c243-053"/>
                </constraints>
            </view>
            """, toolsVersion: "24412", device: "retina6_12")
        let scene = try StoredFrames.built(text)
        // A 10-pt line (11.9) and the field's 1.6 more, up to the @3x pixel: 13.667.
        #expect(try StoredFrames.frame(scene, "small").height == 41.0 / 3)
    }
}
