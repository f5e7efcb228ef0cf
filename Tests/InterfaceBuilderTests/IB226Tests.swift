import InterfaceBuilder
import Layout
import Testing

/// Documents written for this test, in the shapes public ones take; frames derived by hand.
@Suite("Inset grouped rows stored across their table")
struct IB226Tests {
    /// A static inset grouped table on a 390-wide phone with one row: `cellFrame` is the row's
    /// stored frame and `contentWidth` its content view's; a bar inside is pinned to the content
    /// view's margins, stored where IB's canvas laid it out (20 from each side of a 350-wide row).
    static func insetGrouped(cellFrame: String, contentWidth: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tv-226-001">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-226-001">
                    <objects>
                        <tableViewController id="tv-226-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tb-226-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="se-226-001">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="ce-226-001" userLabel="row">
                                                <rect key="frame" \(cellFrame)/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="ce-226-001" id="cv-226-001" userLabel="rowContent">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-226-001" userLabel="bar">
                                                            <rect key="frame" x="20" y="11" width="310" height="22"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="vw-226-001" firstAttribute="top" secondItem="cv-226-001" secondAttribute="topMargin" id="ct-226-001"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="vw-226-001" secondAttribute="bottom" id="ct-226-002"/>
                                                        <constraint firstItem="vw-226-001" firstAttribute="leading" secondItem="cv-226-001" secondAttribute="leadingMargin" id="ct-226-003"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="vw-226-001" secondAttribute="trailing" id="ct-226-004"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a row of an inset grouped table stored across the table's width is inset by the table's side margin, 20 on a 390-wide phone")
    func staleInsetGroupedRow() throws {
        let scene = try StoredFrames.built(Self.insetGrouped(cellFrame: #"x="0.0" y="18" width="390" height="44""#, contentWidth: "390"))
        // UIKit's inset grouped table lays the row out 20 from each side: 350 wide; its content
        // view is as wide, and the bar 20 inside its margins: 310, as IB's canvas stored it.
        #expect(try StoredFrames.frame(scene, "row") == Rect(x: 20, y: 18, width: 350, height: 44))
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 20, y: 11, width: 310, height: 22))
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["row", "rowContent"])
        let explainer = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced)
        #expect(misplaced.first.map(explainer.explain)?.contains(
            "UIKit's inset grouped table insets its rows by the table's side margin, 20, so the row is 350 wide") == true)
    }

    @Test("a row of an inset grouped table stored inset, as Xcode 12 on stores it, keeps its frame")
    func insetGroupedRowStoredInset() throws {
        let scene = try StoredFrames.built(Self.insetGrouped(cellFrame: #"x="20" y="18" width="350" height="44""#, contentWidth: "350"))
        #expect(try StoredFrames.frame(scene, "row") == Rect(x: 20, y: 18, width: 350, height: 44))
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 20, y: 11, width: 310, height: 22))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }
}
