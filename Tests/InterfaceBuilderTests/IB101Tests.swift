import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests, in the shapes older and newer Xcodes save: a prototype
/// cell left 44 tall after its row height was set, a button whose title is an attributed
/// string, and a tab bar controller presented as a sheet. Frames derived by hand.
@Suite("Interface Builder: a cell's row height, an attributed title's font, a sheet's tabs")
struct IB101Tests {
    /// A table view controller whose prototype cell Xcode 6 saved 44 tall though its row (and
    /// the cell's own row height) is 62: a 30-pt chip 16 from the top, 8 from the trailing edge.
    static let tallRow = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6250" systemVersion="14A389" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tv-101-001">
            <scenes>
                <scene sceneID="sc-101-001">
                    <objects>
                        <tableViewController id="tv-101-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="62" sectionHeaderHeight="22" sectionFooterHeight="22" id="tb-101-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Order" rowHeight="62" id="ce-101-001" userLabel="orderCell">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-101-001" id="cv-101-001">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-101-001" userLabel="chip">
                                                    <rect key="frame" x="227" y="16" width="85" height="30"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="30" id="c101-001"/>
                                                        <constraint firstAttribute="width" constant="85" id="c101-002"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="vw-101-001" firstAttribute="top" secondItem="cv-101-001" secondAttribute="top" constant="16" id="c101-003"/>
                                                <constraint firstAttribute="trailing" secondItem="vw-101-001" secondAttribute="trailing" constant="8" id="c101-004"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a prototype cell stored 44 tall whose row height is 62 is laid out 62 tall, and the stale height is explained")
    func staleCellHeight() throws {
        let scene = try StoredFrames.built(Self.tallRow)
        #expect(try StoredFrames.frame(scene, "orderCell") == Rect(x: 0, y: 0, width: 320, height: 62))
        // 320 − 8 − 85 = 227; 16 from the content view's top.
        #expect(try StoredFrames.frame(scene, "chip") == Rect(x: 227, y: 16, width: 85, height: 30))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let cell = try #require(misplaced.first { $0.name == "orderCell" })
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(cell)
        #expect(why.hasPrefix("its stored height, 44, is not its row's"))
    }

    static func buttons(attributedFont: String) -> String {
        OlderDocuments97Tests.scene(toolsVersion: "14490.70", device: "retina4_7", root: """
            <view key="view" contentMode="scaleToFill" id="rt-101-002">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bt-101-001" userLabel="continueButton">
                        <rect key="frame" x="16" y="100" width="343" height="32"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal">
                            <attributedString key="attributedTitle">
                                <fragment content="Continue">
                                    <attributes>
                                        \(attributedFont)
                                    </attributes>
                                </fragment>
                            </attributedString>
                        </state>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bt-101-001" firstAttribute="leading" secondItem="rt-101-002" secondAttribute="leading" constant="16" id="c101-010"/>
                    <constraint firstAttribute="trailing" secondItem="bt-101-001" secondAttribute="trailing" constant="16" id="c101-011"/>
                    <constraint firstItem="bt-101-001" firstAttribute="top" secondItem="rt-101-002" secondAttribute="top" constant="100" id="c101-012"/>
                </constraints>
            </view>
            """)
    }

    @Test("a button's attributed title is measured in its own font: HelveticaNeue 17 makes it 32 tall, the button's system 15 would make it 30")
    func attributedTitleFont() throws {
        let helvetica = try StoredFrames.built(Self.buttons(attributedFont: #"<font key="NSFont" size="17" name="HelveticaNeue"/>"#))
        #expect(try StoredFrames.frame(helvetica, "continueButton").height == 32)
        // Its font at 15 (the system's size, another face): 30, as the button's own font gives.
        let small = try StoredFrames.built(Self.buttons(attributedFont: #"<font key="NSFont" size="15" name="HelveticaNeue"/>"#))
        #expect(try StoredFrames.frame(small, "continueButton").height == 30)
    }

    /// A start screen that presents a tab bar controller as a sheet (Xcode 11.4 on the iPhone
    /// 11): its tab's navigation controller's root, stored 414×842, holds a map pinned to the
    /// safe area.
    static let sheetTabs = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.2" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-101-010">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-101-010"><objects>
                    <viewController id="vc-101-010" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-101-010"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><viewLayoutGuide key="safeArea" id="sa-101-010"/></view>
                        <connections><segue destination="tc-101-011" kind="presentation" id="sg-101-010"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="sc-101-011"><objects>
                    <tabBarController id="tc-101-011" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="tb-101-011"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/><autoresizingMask key="autoresizingMask"/></tabBar>
                        <connections><segue destination="nc-101-012" kind="relationship" relationship="viewControllers" id="sg-101-011"/></connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="sc-101-012"><objects>
                    <navigationController id="nc-101-012" sceneMemberID="viewController">
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="nb-101-012"><rect key="frame" x="0.0" y="0.0" width="414" height="56"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                        <connections><segue destination="vc-101-013" kind="relationship" relationship="rootViewController" id="sg-101-012"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="sc-101-013"><objects>
                    <viewController id="vc-101-013" customClass="MapViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-101-013">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-101-013" userLabel="map"><rect key="frame" x="0.0" y="56" width="414" height="703"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="vw-101-013" firstAttribute="top" secondItem="sa-101-013" secondAttribute="top" id="c101-020"/>
                                <constraint firstItem="vw-101-013" firstAttribute="leading" secondItem="sa-101-013" secondAttribute="leading" id="c101-021"/>
                                <constraint firstItem="vw-101-013" firstAttribute="trailing" secondItem="sa-101-013" secondAttribute="trailing" id="c101-022"/>
                                <constraint firstItem="vw-101-013" firstAttribute="bottom" secondItem="sa-101-013" secondAttribute="bottom" id="c101-023"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="sa-101-013"/>
                        </view>
                        <navigationItem key="navigationItem" title="Map" id="ni-101-013"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("a tab bar controller presented as a sheet holds its tabs' screens in the sheet: the map starts under the sheet's 56-pt bar and ends above the tab bar and the home indicator")
    func sheetThroughTabBarController() throws {
        let doc = try StoredFrames.document(Self.sheetTabs)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "MapViewController" })
        let scene = SceneBuilder.build(doc, scene: index)
        // 842 − 56 − 49 (tab bar) − 34 (home indicator) = 703.
        #expect(try StoredFrames.frame(scene, "map") == Rect(x: 0, y: 56, width: 414, height: 703))
        #expect(scene.notes.contains { $0.message.contains("the controller is presented as a sheet") })
    }
}

@Suite("Interface Builder: named font sizes, a custom button's font, standard spacing to a layout guide, Xcode 6's margins")
struct IB102Tests {
    static func labels(_ font: String) -> String {
        OlderDocuments97Tests.scene(toolsVersion: "6254", root: """
            <view key="view" contentMode="scaleToFill" id="rt-102-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-102-001" userLabel="detail">
                        <rect key="frame" x="20" y="100" width="280" height="17"/>
                        \(font)
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lb-102-001" firstAttribute="leading" secondItem="rt-102-001" secondAttribute="leading" constant="20" id="c102-001"/>
                    <constraint firstAttribute="trailing" secondItem="lb-102-001" secondAttribute="trailing" constant="20" id="c102-002"/>
                    <constraint firstItem="lb-102-001" firstAttribute="top" secondItem="rt-102-001" secondAttribute="top" constant="100" id="c102-003"/>
                </constraints>
            </view>
            """)
    }

    @Test("size=\"system\" is UIFont's systemFontSize, 14: a 17-pt line in whole points, as pointSize 14 gives")
    func namedSystemSize() throws {
        let named = try StoredFrames.built(Self.labels(#"<fontDescription key="fontDescription" type="system" size="system"/>"#))
        let explicit = try StoredFrames.built(Self.labels(#"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#))
        #expect(try StoredFrames.frame(named, "detail").height == 17)
        #expect(try StoredFrames.frame(named, "detail") == StoredFrames.frame(explicit, "detail"))
    }

    /// Xcode 5's standard spacing to the top layout guide, saved as 20 beside `symbolic="YES"`:
    /// a box and a navigation bar under it.
    static let guideSpacing = OlderDocuments97Tests.scene(toolsVersion: "5056", root: """
        <view key="view" contentMode="scaleToFill" id="rt-102-002">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-102-002" userLabel="box">
                    <rect key="frame" x="20" y="28" width="100" height="50"/>
                </view>
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb-102-002" userLabel="bar">
                    <rect key="frame" x="160" y="20" width="160" height="44"/>
                    <items><navigationItem title="T" id="ni-102-002"/></items>
                </navigationBar>
            </subviews>
            <constraints>
                <constraint firstItem="vw-102-002" firstAttribute="top" secondItem="tg-97-001" secondAttribute="bottom" constant="20" symbolic="YES" id="c102-010"/>
                <constraint firstItem="vw-102-002" firstAttribute="leading" secondItem="rt-102-002" secondAttribute="leading" constant="20" symbolic="YES" id="c102-011"/>
                <constraint firstItem="vw-102-002" firstAttribute="width" constant="100" id="c102-012"/>
                <constraint firstItem="vw-102-002" firstAttribute="height" constant="50" id="c102-013"/>
                <constraint firstItem="nb-102-002" firstAttribute="top" secondItem="tg-97-001" secondAttribute="bottom" constant="20" symbolic="YES" id="c102-014"/>
                <constraint firstAttribute="trailing" secondItem="nb-102-002" secondAttribute="trailing" id="c102-015"/>
                <constraint firstItem="nb-102-002" firstAttribute="width" constant="160" id="c102-016"/>
            </constraints>
        </view>
        """)

    @Test("the standard spacing below the top layout guide is 8 to a view and 0 to a bar, whatever constant Xcode 5 saved")
    func standardSpacingToTheGuide() throws {
        let scene = try StoredFrames.built(Self.guideSpacing)
        // The guide's bottom is the 20-pt status bar's.
        #expect(try StoredFrames.frame(scene, "box") == Rect(x: 20, y: 28, width: 100, height: 50))
        #expect(try StoredFrames.frame(scene, "bar").minY == 20)
    }
}
