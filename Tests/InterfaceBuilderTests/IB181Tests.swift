import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: preserved margins of self-sizing cells")
struct IB181Tests {
    /// A table view controller on the iPhone 8 whose rows size themselves (`rowHeight="-1"`),
    /// with one prototype cell stored 44 tall: its content view preserves the cell's margins and
    /// holds a 30-pt badge between its top and bottom margins.
    static let selfSizingRow = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tv-181-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-181-001">
                    <objects>
                        <tableViewController id="tv-181-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tb-181-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="ce-181-001" userLabel="row">
                                        <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="ce-181-001" id="cv-181-001" userLabel="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-181-001" userLabel="badge">
                                                    <rect key="frame" x="16" y="11" width="100" height="21.5"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="100" id="c181-01"/>
                                                        <constraint firstAttribute="height" constant="30" id="c181-02"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bx-181-001" firstAttribute="leading" secondItem="cv-181-001" secondAttribute="leadingMargin" id="c181-03"/>
                                                <constraint firstItem="bx-181-001" firstAttribute="top" secondItem="cv-181-001" secondAttribute="topMargin" id="c181-04"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="bx-181-001" secondAttribute="bottom" id="c181-05"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-181-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a self-sizing cell's content view preserving the cell's margins is as tall as its content and those margins, no taller")
    func preservingContentViewTallerThanItsStoredRow() throws {
        let scene = try StoredFrames.built(Self.selfSizingRow)
        // 11 above and below the 30-pt badge, the cell's margins: the stored 44-pt row is older
        // than the badge's height. The part of the content view past the stored row's bottom does
        // not add to the bottom margin it keeps.
        #expect(try StoredFrames.frame(scene, "content").height == 52)
        #expect(try StoredFrames.frame(scene, "badge") == Rect(x: 16, y: 11, width: 100, height: 30))
    }
}

extension IB181Tests {
    @Test("a button configuration's attributed title is measured in its own font, where no title font is given")
    func configurationAttributedTitleFont() throws {
        func button(_ font: String) -> String {
            StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-181-010" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-181-010" userLabel="go">
                            <rect key="frame" x="10" y="10" width="100" height="40"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain">
                                <attributedString key="attributedTitle">
                                    <fragment content="Go">
                                        <attributes>
                                            \(font)
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </buttonConfiguration>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-181-010" firstAttribute="leading" secondItem="rt-181-010" secondAttribute="leading" constant="10" id="c181-11"/>
                        <constraint firstItem="bt-181-010" firstAttribute="top" secondItem="rt-181-010" secondAttribute="top" constant="10" id="c181-12"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """, device: "retina4_7")
        }
        let small = try StoredFrames.frame(try StoredFrames.built(button(#"<font key="NSFont" metaFont="system" size="15"/>"#)), "go")
        let large = try StoredFrames.frame(try StoredFrames.built(button(#"<font key="NSFont" metaFont="system" size="30"/>"#)), "go")
        // The configuration's insets (7 above and below, 12 at each side) around the title's line
        // and width: at 30 pt the line is twice the 15-pt one's, the text about twice as wide (the
        // system font's tracking is tighter at larger sizes).
        #expect(abs((large.height - 14) - 2 * (small.height - 14)) < 1)
        #expect((large.width - 24) > 1.8 * (small.width - 24))
    }
}

extension IB181Tests {
    @Test("a view whose margins follow the readable width has the readable guide's sides as its margins on a wide iPad")
    func marginsFollowReadableWidth() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="rt-181-020" userLabel="page">
                <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-181-020" userLabel="column">
                        <rect key="frame" x="176" y="50" width="672" height="40"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="c181-21"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bx-181-020" firstAttribute="leading" secondItem="rt-181-020" secondAttribute="leadingMargin" id="c181-22"/>
                    <constraint firstAttribute="trailingMargin" secondItem="bx-181-020" secondAttribute="trailing" id="c181-23"/>
                    <constraint firstItem="bx-181-020" firstAttribute="top" secondItem="rt-181-020" secondAttribute="top" constant="50" id="c181-24"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina4_7")
        let scene = try StoredFrames.built(document)
        // 672 wide, centred: (1024 − 672) / 2 on each side, past the 8-pt margins.
        #expect(try StoredFrames.frame(scene, "column") == Rect(x: 176, y: 50, width: 672, height: 40))
    }
}

extension IB181Tests {
    @Test("the iPhone X canvas's safe-area top by Xcode: 44 before Xcode 14.1, 47 in 14.1, 50 from 14.3")
    func iPhoneXCanvasTopInsetByXcode() throws {
        func top(_ toolsVersion: String) throws -> Double {
            let document = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-181-030" userLabel="screen">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-181-030" userLabel="header">
                            <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="c181-31"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa-181-030"/>
                    <constraints>
                        <constraint firstItem="bx-181-030" firstAttribute="top" secondItem="sa-181-030" secondAttribute="top" id="c181-32"/>
                        <constraint firstItem="bx-181-030" firstAttribute="leading" secondItem="rt-181-030" secondAttribute="leading" id="c181-33"/>
                        <constraint firstAttribute="trailing" secondItem="bx-181-030" secondAttribute="trailing" id="c181-34"/>
                    </constraints>
                </view>
                """, toolsVersion: toolsVersion, device: "retina5_9")
            return try StoredFrames.frame(try StoredFrames.built(document), "header").minY
        }
        #expect(try top("20037") == 44)
        #expect(try top("21507") == 47)
        #expect(try top("21701") == 50)
        #expect(try top("22505") == 50)
    }
}

extension IB181Tests {
    /// An iPhone 8 storyboard of Xcode 15 (22505): a screen with a button whose popover segue
    /// (when `popover`, else a push-less modal one) shows a freeform 150×270 controller holding a
    /// box 4 inside its safe area.
    static func popover(_ popover: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-181-040">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-181-040">
                    <objects>
                        <viewController id="vc-181-040" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-181-040">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="bt-181-040">
                                        <rect key="frame" x="20" y="40" width="60" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="More"/>
                                        <connections>
                                            <segue destination="vc-181-041" kind="\(popover ? "popoverPresentation" : "presentation")" \(popover ? #"popoverAnchorView="bt-181-040""# : #"modalPresentationStyle="overFullScreen""#) id="sg-181-040"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-181-040"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-181-040" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc-181-041">
                    <objects>
                        <viewController id="vc-181-041" sceneMemberID="viewController">
                            <size key="freeformSize" width="150" height="270"/>
                            <view key="view" contentMode="scaleToFill" id="rt-181-041">
                                <rect key="frame" x="0.0" y="0.0" width="150" height="270"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-181-041" userLabel="menu">
                                        <rect key="frame" x="4" y="4" width="142" height="262"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-181-041"/>
                                <constraints>
                                    <constraint firstItem="bx-181-041" firstAttribute="top" secondItem="sa-181-041" secondAttribute="top" constant="4" id="c181-41"/>
                                    <constraint firstItem="bx-181-041" firstAttribute="leading" secondItem="sa-181-041" secondAttribute="leading" constant="4" id="c181-42"/>
                                    <constraint firstItem="sa-181-041" firstAttribute="trailing" secondItem="bx-181-041" secondAttribute="trailing" constant="4" id="c181-43"/>
                                    <constraint firstItem="sa-181-041" firstAttribute="bottom" secondItem="bx-181-041" secondAttribute="bottom" constant="4" id="c181-44"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-181-041" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a freeform controller a popover segue shows has no status bar over it; one presented full screen has IB's 20")
    func popoverDestinationHasNoStatusBar() throws {
        let popover = try SceneBuilder.build(try StoredFrames.document(Self.popover(true)), scene: 1)
        #expect(try StoredFrames.frame(popover, "menu") == Rect(x: 4, y: 4, width: 142, height: 262))
        let modal = try SceneBuilder.build(try StoredFrames.document(Self.popover(false)), scene: 1)
        #expect(try StoredFrames.frame(modal, "menu") == Rect(x: 4, y: 24, width: 142, height: 242))
    }

    @Test("a document whose toolsVersion is 32700.99.1234 is read as its Cocoa Touch plug-in's Xcode 15: a 3-page control 116.5 wide")
    func placeholderToolsVersionReadsThePlugIn() throws {
        func pager(_ toolsVersion: String, plugIn: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
                </dependencies>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="rt-181-050" userLabel="panel">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pc-181-050" userLabel="pager">
                                <rect key="frame" x="129.5" y="100" width="116" height="26"/>
                            </pageControl>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pc-181-050" firstAttribute="centerX" secondItem="rt-181-050" secondAttribute="centerX" id="c181-51"/>
                            <constraint firstItem="pc-181-050" firstAttribute="top" secondItem="rt-181-050" secondAttribute="top" constant="100" id="c181-52"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        }
        let xcode15 = try StoredFrames.built(pager("32700.99.1234", plugIn: "22685"))
        #expect(try StoredFrames.frame(xcode15, "pager").width == 116.5)
        let xcode16 = try StoredFrames.built(pager("23504", plugIn: "23506"))
        #expect(try StoredFrames.frame(xcode16, "pager").width == 74)
    }
}

extension IB181Tests {
    @Test("a split view controller in a tab carries the tab bar to its columns' controllers, through a navigation controller too")
    func splitViewInATabHasTheTabBar() throws {
        func controller(_ id: String, _ box: String, _ label: String) -> String {
            """
            <scene sceneID="sc-\(id)">
                <objects>
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-\(id)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)" userLabel="\(label)">
                                    <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa-\(id)"/>
                            <constraints>
                                <constraint firstItem="\(box)" firstAttribute="top" secondItem="sa-\(id)" secondAttribute="top" id="t-\(id)"/>
                                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="sa-\(id)" secondAttribute="leading" id="l-\(id)"/>
                                <constraint firstItem="sa-\(id)" firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" id="r-\(id)"/>
                                <constraint firstItem="sa-\(id)" firstAttribute="bottom" secondItem="\(box)" secondAttribute="bottom" id="b-\(id)"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
        }
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tb-181-060">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-181-060">
                        <objects>
                            <tabBarController id="tb-181-060" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar-181-060">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="sp-181-061" kind="relationship" relationship="viewControllers" id="s181-60"/>
                                </connections>
                            </tabBarController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-181-060" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="sc-181-061">
                        <objects>
                            <splitViewController id="sp-181-061" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="nv-181-062" kind="relationship" relationship="masterViewController" id="s181-61"/>
                                    <segue destination="vc-181-064" kind="relationship" relationship="detailViewController" id="s181-62"/>
                                </connections>
                            </splitViewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-181-061" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="sc-181-062">
                        <objects>
                            <navigationController id="nv-181-062" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-181-062">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc-181-063" kind="relationship" relationship="rootViewController" id="s181-63"/>
                                </connections>
                            </navigationController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-181-062" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    \(controller("vc-181-063", "bx-181-063", "master"))
                    \(controller("vc-181-064", "bx-181-064", "detail"))
                </scenes>
            </document>
            """
        let doc = try StoredFrames.document(document)
        let index = { (label: String) in doc.scenes.firstIndex { $0.controllerID == (label == "master" ? "vc-181-063" : "vc-181-064") } ?? 0 }
        // Below the 20-pt status bar and the 44-pt navigation bar; above the 49-pt tab bar.
        #expect(try StoredFrames.frame(try SceneBuilder.build(doc, scene: index("master")), "master") == Rect(x: 0, y: 64, width: 375, height: 554))
        #expect(try StoredFrames.frame(try SceneBuilder.build(doc, scene: index("detail")), "detail") == Rect(x: 0, y: 20, width: 375, height: 598))
    }
}
