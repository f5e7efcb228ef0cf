import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests: a table cell's margins on Xcode 26's canvas, an image view
/// the document gives no image, a cell kept narrower than its table. Frames derived by hand.
@Suite("Interface Builder: Xcode 26's cell margins, image views with no image, narrow cells")
struct IB106Tests {
    /// A controller on an iPhone 8 Plus (414×736) whose table fills it, with one 80-tall
    /// prototype cell holding a label pinned to its content view's four margins.
    static func marginCell(toolsVersion: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-106-001">
            <device id="retina5_5" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-106-001">
                    <objects>
                        <viewController id="vc-106-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-106-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="80" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tb-106-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="Note" id="ce-106-001">
                                                <rect key="frame" x="0.0" y="50" width="414" height="80"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-106-001" id="cv-106-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="414" height="80"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="750" text="Note" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-106-001" userLabel="note">
                                                            <rect key="frame" x="16" y="15" width="382" height="50"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                            <nil key="highlightedColor"/>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="lb-106-001" firstAttribute="top" secondItem="cv-106-001" secondAttribute="topMargin" id="c106-001"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="lb-106-001" secondAttribute="bottom" id="c106-002"/>
                                                        <constraint firstItem="lb-106-001" firstAttribute="leading" secondItem="cv-106-001" secondAttribute="leadingMargin" id="c106-003"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="lb-106-001" secondAttribute="trailing" id="c106-004"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="tb-106-001" firstAttribute="top" secondItem="rt-106-001" secondAttribute="top" id="c106-005"/>
                                    <constraint firstItem="tb-106-001" firstAttribute="leading" secondItem="rt-106-001" secondAttribute="leading" id="c106-006"/>
                                    <constraint firstAttribute="trailing" secondItem="tb-106-001" secondAttribute="trailing" id="c106-007"/>
                                    <constraint firstAttribute="bottom" secondItem="tb-106-001" secondAttribute="bottom" id="c106-008"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 26's canvas gives a table cell's content view 15-pt top and bottom margins, with a note; earlier versions 11")
    func glassCellMargins() throws {
        let glass = try StoredFrames.built(Self.marginCell(toolsVersion: 24765))
        // 80 tall, 15 off each end; 16 at the sides: the iPhone 8 Plus, a phone with a home
        // button, has no wide content margins, though its screen is 414 wide.
        #expect(try StoredFrames.frame(glass, "note") == Rect(x: 16, y: 15, width: 382, height: 50))
        #expect(glass.notes.contains { $0.message.hasPrefix("the document was saved by Xcode 26, whose canvas gives a table cell's content view iOS 26's margins, 15 at the top and bottom") })
        let before = try StoredFrames.built(Self.marginCell(toolsVersion: 22155))
        #expect(try StoredFrames.frame(before, "note") == Rect(x: 16, y: 11, width: 382, height: 58))
        #expect(!before.notes.contains { $0.message.contains("iOS 26's margins") })
    }

    /// A stand-alone 320×200 cell: a label 10 from the top, an image view the document gives no
    /// image 8 below it down to 10 from the bottom, both hugging at 251; the image view stored
    /// 140 tall, short of what the constraints leave.
    static let imagelessCell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="200" id="ce-106-101">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-106-101" id="cv-106-101">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-106-101" userLabel="title">
                                <rect key="frame" x="20" y="10" width="280" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="im-106-101" userLabel="photo">
                                <rect key="frame" x="20" y="38.5" width="280" height="140"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb-106-101" firstAttribute="top" secondItem="cv-106-101" secondAttribute="top" constant="10" id="c106-101"/>
                            <constraint firstItem="lb-106-101" firstAttribute="leading" secondItem="cv-106-101" secondAttribute="leading" constant="20" id="c106-102"/>
                            <constraint firstAttribute="trailing" secondItem="lb-106-101" secondAttribute="trailing" constant="20" id="c106-103"/>
                            <constraint firstItem="im-106-101" firstAttribute="top" secondItem="lb-106-101" secondAttribute="bottom" constant="8" id="c106-104"/>
                            <constraint firstItem="im-106-101" firstAttribute="leading" secondItem="cv-106-101" secondAttribute="leading" constant="20" id="c106-105"/>
                            <constraint firstAttribute="trailing" secondItem="im-106-101" secondAttribute="trailing" constant="20" id="c106-106"/>
                            <constraint firstAttribute="bottom" secondItem="im-106-101" secondAttribute="bottom" constant="10" id="c106-107"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test("an image view with no image has no size of its own where its stored frame, taken for one, would make the layout ambiguous")
    func imagelessImageView() throws {
        let scene = try StoredFrames.built(Self.imagelessCell)
        // The label its text's 20.5 (on the 6.1-inch phone's half points); the image view what is left: 200 − 10 − 20.5 − 8 − 10.
        #expect(try StoredFrames.frame(scene, "title") == Rect(x: 20, y: 10, width: 280, height: 20.5))
        #expect(try StoredFrames.frame(scene, "photo") == Rect(x: 20, y: 38.5, width: 280, height: 151.5))
        let findings = Lint.check(try StoredFrames.document(Self.imagelessCell))
        #expect(!findings.contains { $0.kind == "ambiguity" })
        #expect(findings.contains { $0.message == "image view 'photo' has no image in the document: it has no size of its own, as in UIKit (its stored frame, taken for an image's size, would leave the layout ambiguous)" })
    }

    /// Xcode 6's square canvas: a 600×600 static grouped table whose one cell is stored 320 wide,
    /// a switch in it 20 from the content view's trailing edge, centred vertically.
    static let narrowCell = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14B25" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tv-106-201">
            <scenes>
                <scene sceneID="sc-106-201">
                    <objects>
                        <tableViewController id="tv-106-201" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="tb-106-201">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="se-106-201">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="ce-106-201">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-106-201" id="cv-106-201">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw-106-201" userLabel="toggle">
                                                            <rect key="frame" x="531" y="6" width="51" height="31"/>
                                                        </switch>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstAttribute="trailing" secondItem="sw-106-201" secondAttribute="trailing" constant="20" id="c106-201"/>
                                                        <constraint firstItem="sw-106-201" firstAttribute="centerY" secondItem="cv-106-201" secondAttribute="centerY" id="c106-202"/>
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

    @Test("a cell stored narrower than its table is laid out as wide as the table, and its stored width is explained")
    func cellAsWideAsItsTable() throws {
        let scene = try StoredFrames.built(Self.narrowCell)
        // Its alignment rectangle (49 wide, its frame 2 pt wider on the right) ends 20 from 600;
        // centred in the 43.5 a 44 row leaves above the separator.
        #expect(try StoredFrames.frame(scene, "toggle") == Rect(x: 531, y: 6.25, width: 51, height: 31))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let cell = try #require(misplaced.first { $0.stored.width == 320 })
        #expect(cell.solved.width == 600)
        #expect(MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(cell)
                == "its stored width, 320, is not its table's: Xcode 6 kept a cell that width after its table was widened; the table lays the row out 600 wide, as IB's canvas drew its subviews")
    }

    /// A 375×667 screen with a box 400 down; in it a 30-tall tab 10 from the box's top, and a
    /// marker whose top is twice the tab's (`multiplier="2:1"`), stored at 20.
    static let doubledTop = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-106-301">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="sc-106-301">
                    <objects>
                        <viewController id="vc-106-301" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-106-301">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-106-301" userLabel="box">
                                        <rect key="frame" x="0.0" y="400" width="375" height="200"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb-106-301" userLabel="tab">
                                                <rect key="frame" x="8" y="10" width="46" height="30"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="46" id="c106-301"/>
                                                    <constraint firstAttribute="height" constant="30" id="c106-302"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mk-106-301" userLabel="marker">
                                                <rect key="frame" x="16" y="20" width="10" height="10"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="10" id="c106-303"/>
                                                    <constraint firstAttribute="height" constant="10" id="c106-304"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="tb-106-301" firstAttribute="top" secondItem="bx-106-301" secondAttribute="top" constant="10" id="c106-305"/>
                                            <constraint firstItem="tb-106-301" firstAttribute="leading" secondItem="bx-106-301" secondAttribute="leading" constant="8" id="c106-306"/>
                                            <constraint firstItem="mk-106-301" firstAttribute="top" secondItem="tb-106-301" secondAttribute="top" multiplier="2:1" id="c106-307"/>
                                            <constraint firstItem="mk-106-301" firstAttribute="leading" secondItem="bx-106-301" secondAttribute="leading" constant="16" id="c106-308"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bx-106-301" firstAttribute="leading" secondItem="rt-106-301" secondAttribute="leading" id="c106-309"/>
                                    <constraint firstAttribute="trailing" secondItem="bx-106-301" secondAttribute="trailing" id="c106-310"/>
                                    <constraint firstAttribute="bottom" secondItem="bx-106-301" secondAttribute="bottom" constant="67" id="c106-311"/>
                                    <constraint firstItem="bx-106-301" firstAttribute="height" constant="200" id="c106-312"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="sa-106-301"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a multiplied position between two views in a box is checked against stored frames in the box's bounds, as UIKit writes it")
    func multipliedPositionInBox() throws {
        let scene = try StoredFrames.built(Self.doubledTop)
        // Twice the tab's 10 in the box: 20, as stored.
        #expect(try StoredFrames.frame(scene, "marker") == Rect(x: 16, y: 20, width: 10, height: 10))
        let marker = try #require(scene.layout.id(of: "marker"))
        #expect(scene.staleFrame(of: marker, in: scene.layout) == nil)
    }

    /// Xcode 7's 375×667 canvas: a tab bar controller whose tab is a navigation controller with
    /// no root controller, only a show segue to a controller whose box fills the space between
    /// its top and bottom layout guides.
    static let showFromNavigationController = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tc-106-401">
            <scenes>
                <scene sceneID="sc-106-401">
                    <objects>
                        <tabBarController id="tc-106-401" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tbar-106-401">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                            </tabBar>
                            <connections>
                                <segue destination="nc-106-401" kind="relationship" relationship="viewControllers" id="sg-106-401"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="sc-106-402">
                    <objects>
                        <navigationController id="nc-106-401" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-106-401">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-106-401" kind="show" id="sg-106-402"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc-106-403">
                    <objects>
                        <viewController id="vc-106-401" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-106-401"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-106-401"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-106-401">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-106-401" userLabel="box">
                                        <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bx-106-401" firstAttribute="top" secondItem="tg-106-401" secondAttribute="bottom" id="c106-401"/>
                                    <constraint firstItem="bg-106-401" firstAttribute="top" secondItem="bx-106-401" secondAttribute="bottom" id="c106-402"/>
                                    <constraint firstItem="bx-106-401" firstAttribute="leading" secondItem="rt-106-401" secondAttribute="leading" id="c106-403"/>
                                    <constraint firstAttribute="trailing" secondItem="bx-106-401" secondAttribute="trailing" id="c106-404"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("what a navigation controller with no root shows is drawn as its first controller: under its bar, and the tab bar it is in")
    func showFromNavigationController() throws {
        let document = try StoredFrames.document(Self.showFromNavigationController)
        let scene = SceneBuilder.build(document, scene: 2)
        // Below the 20-pt status bar and the 44-pt navigation bar, above the 49-pt tab bar.
        #expect(try StoredFrames.frame(scene, "box") == Rect(x: 0, y: 64, width: 375, height: 554))
    }

    /// Xcode 8.0's stored frames as insets from the superview: a bar 20 down, as wide as its
    /// superview and 44 tall; a box 20 in and 100 down, 100×50; a badge 10 from the box's right.
    static let frameInsets = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" systemVersion="16A323" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rt-106-501">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="br-106-501" userLabel="bar">
                            <frame key="frameInset" minY="20" height="44"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                        </view>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bx-106-501" userLabel="box">
                            <frame key="frameInset" minX="20" minY="100" width="100" height="50"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bd-106-501" userLabel="badge">
                                    <frame key="frameInset" minY="5" maxX="10" width="20" height="20"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                </view>
                            </subviews>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    @Test("Xcode 8.0's frames stored as insets from the superview's edges are read, nested too")
    func frameInsetsRead() throws {
        let scene = try StoredFrames.built(Self.frameInsets)
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(try StoredFrames.frame(scene, "box") == Rect(x: 20, y: 100, width: 100, height: 50))
        // 100 − 10 − 20 from the box's left.
        #expect(try StoredFrames.frame(scene, "badge") == Rect(x: 70, y: 5, width: 20, height: 20))
        // The top-level view and the three inside it, each where its stored insets put it.
        #expect(Lint.storedFrameAgreement(try StoredFrames.document(Self.frameInsets)) == (within: 4, total: 4))
    }
}
