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

    /// A controller on `device` (`rootWidth` wide) holding a table `tableWidth` wide centred in
    /// it, whose one row has a bar pinned to its content view's side margins, stored `storedSide`
    /// from each side.
    static func tableInRoot(device: String, rootWidth: Int, rootHeight: Int, tableWidth: Int, storedSide: Int) -> String {
        let x = (rootWidth - tableWidth) / 2
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-226-101">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-226-101">
                    <objects>
                        <viewController id="vc-226-101" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-226-101">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tb-226-101" userLabel="list">
                                        <rect key="frame" x="\(x)" y="0.0" width="\(tableWidth)" height="\(rootHeight)"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="ce-226-101">
                                                <rect key="frame" x="0.0" y="50" width="\(tableWidth)" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="ce-226-101" id="cv-226-101">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(tableWidth)" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-226-101" userLabel="bar">
                                                            <rect key="frame" x="\(storedSide)" y="11" width="\(tableWidth - 2 * storedSide)" height="22"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="vw-226-101" firstAttribute="leading" secondItem="cv-226-101" secondAttribute="leadingMargin" id="ct-226-111"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="vw-226-101" secondAttribute="trailing" id="ct-226-112"/>
                                                        <constraint firstItem="vw-226-101" firstAttribute="centerY" secondItem="cv-226-101" secondAttribute="centerY" id="ct-226-113"/>
                                                        <constraint firstItem="vw-226-101" firstAttribute="height" constant="22" id="ct-226-114"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-226-101"/>
                                <constraints>
                                    <constraint firstItem="tb-226-101" firstAttribute="centerX" secondItem="rt-226-101" secondAttribute="centerX" id="ct-226-115"/>
                                    <constraint firstItem="tb-226-101" firstAttribute="width" constant="\(tableWidth)" id="ct-226-116"/>
                                    <constraint firstItem="tb-226-101" firstAttribute="top" secondItem="rt-226-101" secondAttribute="top" id="ct-226-117"/>
                                    <constraint firstAttribute="bottom" secondItem="tb-226-101" secondAttribute="bottom" id="ct-226-118"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a table's rows take the wide side margin, 20, on a phone with a home indicator wider than 375 when the table is more than 320 wide")
    func wideRowMarginsOnWidePhones() throws {
        // The iPhone 11 (414, home indicator): a 350-wide table inset 32 from each side gives 20
        // all the same, as a full-width one does; a 300-wide one gives 16.
        let inset = try StoredFrames.built(Self.tableInRoot(device: "retina6_1", rootWidth: 414, rootHeight: 896, tableWidth: 350, storedSide: 20))
        #expect(try StoredFrames.frame(inset, "bar") == Rect(x: 20, y: 11, width: 310, height: 22))
        #expect(inset.misplacedViews(in: inset.layout).isEmpty)
        let narrow = try StoredFrames.built(Self.tableInRoot(device: "retina6_1", rootWidth: 414, rootHeight: 896, tableWidth: 300, storedSide: 16))
        #expect(try StoredFrames.frame(narrow, "bar") == Rect(x: 16, y: 11, width: 268, height: 22))
        #expect(narrow.misplacedViews(in: narrow.layout).isEmpty)
    }

    @Test("the iPhone 8 Plus, a phone with a home button, gives a full-width table's rows 16 at the sides though its screen is 414 wide")
    func plusPhoneRowMargins() throws {
        let plus = try StoredFrames.built(Self.tableInRoot(device: "retina5_5", rootWidth: 414, rootHeight: 736, tableWidth: 414, storedSide: 16))
        #expect(try StoredFrames.frame(plus, "bar") == Rect(x: 16, y: 11, width: 382, height: 22))
        #expect(plus.misplacedViews(in: plus.layout).isEmpty)
    }

    /// A xib that names no device, saved by the Xcode `toolsVersion` says: File's Owner's 414×896
    /// view with a panel pinned to its safe area's four edges, stored filling it.
    static func noDeviceXib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PanelScreen">
                    <connections>
                        <outlet property="view" destination="rt-226-201" id="ot-226-201"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="rt-226-201" userLabel="screen">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-226-201" userLabel="panel">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa-226-201"/>
                    <constraints>
                        <constraint firstItem="vw-226-201" firstAttribute="leading" secondItem="sa-226-201" secondAttribute="leading" id="ct-226-201"/>
                        <constraint firstItem="sa-226-201" firstAttribute="trailing" secondItem="vw-226-201" secondAttribute="trailing" id="ct-226-202"/>
                        <constraint firstItem="vw-226-201" firstAttribute="top" secondItem="sa-226-201" secondAttribute="top" id="ct-226-203"/>
                        <constraint firstItem="sa-226-201" firstAttribute="bottom" secondItem="vw-226-201" secondAttribute="bottom" id="ct-226-204"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a document Xcode 12 or later saved without a device is drawn on a bare screen of its root's size, with no safe-area insets")
    func noDeviceBareCanvas() throws {
        let scene = try StoredFrames.built(Self.noDeviceXib(toolsVersion: "17701"))
        #expect(try StoredFrames.frame(scene, "panel") == Rect(x: 0, y: 0, width: 414, height: 896))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(!scene.notes.contains { $0.message.hasPrefix("the document names no device") })
    }
}
