import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a stand-alone header's margins, a badge over its background image")
struct IB121Tests {
    /// A 375-wide collection view header standing alone in its xib, a view pinned to its side
    /// margins.
    static let header = StoredFrames.xib("""
            <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hd-121-001" userLabel="header">
                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-121-001" userLabel="banner">
                        <rect key="frame" x="16" y="20" width="343" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="vw-121-001" firstAttribute="leading" secondItem="hd-121-001" secondAttribute="leadingMargin" id="c121-001"/>
                    <constraint firstAttribute="trailingMargin" secondItem="vw-121-001" secondAttribute="trailing" id="c121-002"/>
                    <constraint firstItem="vw-121-001" firstAttribute="top" secondItem="hd-121-001" secondAttribute="top" constant="20" id="c121-003"/>
                    <constraint firstAttribute="bottom" secondItem="vw-121-001" secondAttribute="bottom" constant="20" id="c121-004"/>
                </constraints>
            </collectionReusableView>
    """, toolsVersion: "17156", device: "retina4_7")

    @Test("a collection view header alone in its xib has the canvas's side margins, 16 at 375 wide, as its cells do")
    func standAloneHeaderMargins() throws {
        let scene = try StoredFrames.built(Self.header)
        #expect(try StoredFrames.frame(scene, "banner", rounded: true) == Rect(x: 16, y: 20, width: 343, height: 80))
        #expect(!(try StoredFrames.lint(Self.header)).contains { $0.contains("misplaced") })
    }

    /// A system button titled "9" at 14 pt over a 22×22 background image, placed by its top
    /// and leading only.
    static let badge = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-121-002">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-121-001" userLabel="badge">
                        <rect key="frame" x="30" y="10" width="22" height="22"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <state key="normal" title="9" backgroundImage="dot121"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bt-121-001" firstAttribute="leading" secondItem="rt-121-002" secondAttribute="leading" constant="30" id="c121-011"/>
                    <constraint firstItem="bt-121-001" firstAttribute="top" secondItem="rt-121-002" secondAttribute="top" constant="10" id="c121-012"/>
                </constraints>
            </view>
    """, toolsVersion: "22155", device: "retina6_1", resources: #"<image name="dot121" width="22" height="22"/>"#)

    @Test("a system button's short title over a 22×22 background image is 22×22: no padding of 6 above and below, no least width of 30")
    func badgeOverBackgroundImage() throws {
        let scene = try StoredFrames.built(Self.badge)
        #expect(try StoredFrames.frame(scene, "badge", rounded: true) == Rect(x: 30, y: 10, width: 22, height: 22))
    }

    /// A table view pinned to the edges of a plain view controller's view on a 393×852 phone
    /// (status bar 59, home indicator 34), two prototype rows: the second, 372 tall, stored from
    /// 450 to 822, past the safe area's bottom at 818, holds a 350-tall box pinned to its content
    /// view's margins.
    static let rowPastTheSafeArea = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-122-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc1">
                    <objects>
                        <viewController id="vc-122-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                            <tableView translatesAutoresizingMaskIntoConstraints="NO" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="tb1">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="A" rowHeight="400" id="ce1">
                                        <rect key="frame" x="0.0" y="50" width="393" height="400"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="ce1" id="cv1">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="400"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="B" rowHeight="372" id="ce2">
                                        <rect key="frame" x="0.0" y="450" width="393" height="372"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="ce2" id="cv2">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="372"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx1" userLabel="box">
                                                    <rect key="frame" x="20" y="11" width="353" height="350"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="350" id="h1"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bx1" firstAttribute="top" secondItem="cv2" secondAttribute="topMargin" id="c1"/>
                                                <constraint firstAttribute="bottomMargin" secondItem="bx1" secondAttribute="bottom" id="c2"/>
                                                <constraint firstItem="bx1" firstAttribute="leading" secondItem="cv2" secondAttribute="leadingMargin" id="c3"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="bx1" secondAttribute="trailing" id="c4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa1"/>
                                <constraints>
                                    <constraint firstItem="tb1" firstAttribute="top" secondItem="root1" secondAttribute="top" id="t1"/>
                                    <constraint firstItem="tb1" firstAttribute="bottom" secondItem="root1" secondAttribute="bottom" id="t2"/>
                                    <constraint firstItem="tb1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="t3"/>
                                    <constraint firstItem="tb1" firstAttribute="trailing" secondItem="root1" secondAttribute="trailing" id="t4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a table's row reaching past the home indicator keeps its content view's 11-pt margins: the table bounces, so its adjusted inset takes the safe area's bottom")
    func rowPastTheSafeAreaKeepsItsMargins() throws {
        let scene = try StoredFrames.built(Self.rowPastTheSafeArea)
        // 11 + 350 + 11 = 372: the box fits the row with no conflict.
        #expect(try StoredFrames.frame(scene, "box", rounded: true) == Rect(x: 20, y: 11, width: 353, height: 350))
        let lint = try StoredFrames.lint(Self.rowPastTheSafeArea)
        #expect(!lint.contains { $0.contains("misplaced") || $0.contains("conflict") })
    }
}
