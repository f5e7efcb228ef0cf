import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a toolbar on the safe area's bottom of a phone with a home indicator, and
/// for the 6.1-inch phone's top inset in a beta of Xcode 14. Documents written for these tests;
/// every frame worked out by hand.
@Suite("Frames IB stores: a toolbar above the home indicator, Xcode 14's betas")
struct StoredFrames67Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// A scene on `device` (portrait) saved by `toolsVersion`: a "Tools" toolbar across the root
    /// view, its bottom tied by `bottom` (a constraint's attributes, the toolbar first), and a "Map"
    /// view from the safe area's top (plus `topConstant`) down to the toolbar's top.
    static func toolbarScene(device: String = "retina6_1", width: Int = 414, height: Int = 896,
                             toolsVersion: String = "17701", bottom: String = #"secondItem="tb-67-safe" secondAttribute="bottom""#,
                             topConstant: Int = 0) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="tb-67-scene">
                    <objects>
                        <viewController id="tb-67-vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="tb-67-root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb-67-map" userLabel="Map">
                                        <rect key="frame" x="0.0" y="44" width="\(width)" height="769"/>
                                    </view>
                                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb-67-bar" userLabel="Tools">
                                        <rect key="frame" x="0.0" y="813" width="\(width)" height="49"/>
                                        <items>
                                            <barButtonItem style="plain" systemItem="flexibleSpace" id="tb-67-space"/>
                                        </items>
                                    </toolbar>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="tb-67-safe"/>
                                <constraints>
                                    <constraint firstItem="tb-67-bar" firstAttribute="leading" secondItem="tb-67-safe" secondAttribute="leading" id="tb-67-c1"/>
                                    <constraint firstItem="tb-67-bar" firstAttribute="trailing" secondItem="tb-67-safe" secondAttribute="trailing" id="tb-67-c2"/>
                                    <constraint firstItem="tb-67-bar" firstAttribute="bottom" \(bottom) id="tb-67-c3"/>
                                    <constraint firstItem="tb-67-map" firstAttribute="leading" secondItem="tb-67-safe" secondAttribute="leading" id="tb-67-c4"/>
                                    <constraint firstItem="tb-67-map" firstAttribute="trailing" secondItem="tb-67-safe" secondAttribute="trailing" id="tb-67-c5"/>
                                    <constraint firstItem="tb-67-map" firstAttribute="top" secondItem="tb-67-safe" secondAttribute="top" constant="\(topConstant)" id="tb-67-c6"/>
                                    <constraint firstItem="tb-67-bar" firstAttribute="top" secondItem="tb-67-map" secondAttribute="bottom" id="tb-67-c7"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="tb-67-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a toolbar on the safe area's bottom above a home indicator is 49 tall, as tall as a tab bar")
    func toolbarAboveTheHomeIndicator() throws {
        let scene = try StoredFrames.built(Self.toolbarScene())
        // iPhone 11 as Xcode 12 drew it: safe area 44 from the top, 34 from the bottom. The
        // toolbar ends at 896 − 34 = 862 and is 49 tall: it starts at 813; the map fills 44 to 813.
        #expect(try frame(scene, "tools") == Rect(x: 0, y: 813, width: 414, height: 49))
        #expect(try frame(scene, "map") == Rect(x: 0, y: 44, width: 414, height: 769))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("the safe area's bottom named first ties the toolbar just the same")
    func safeAreaNamedFirst() throws {
        let text = Self.toolbarScene().replacingOccurrences(
            of: #"<constraint firstItem="tb-67-bar" firstAttribute="bottom" secondItem="tb-67-safe" secondAttribute="bottom" id="tb-67-c3"/>"#,
            with: #"<constraint firstItem="tb-67-safe" firstAttribute="bottom" secondItem="tb-67-bar" secondAttribute="bottom" id="tb-67-c3"/>"#)
        let scene = try StoredFrames.built(text)
        #expect(try frame(scene, "tools") == Rect(x: 0, y: 813, width: 414, height: 49))
    }

    @Test("a toolbar ending elsewhere keeps its 44: here on the root view's bottom, under the home indicator")
    func toolbarOnTheRootBottomIsStill44() throws {
        let scene = try StoredFrames.built(Self.toolbarScene(bottom: #"secondItem="tb-67-root" secondAttribute="bottom""#))
        // 896 − 44 = 852; the map from 44 to 852 is 808 tall.
        #expect(try frame(scene, "tools") == Rect(x: 0, y: 852, width: 414, height: 44))
        #expect(try frame(scene, "map") == Rect(x: 0, y: 44, width: 414, height: 808))
    }

    @Test("on a phone with a home button the safe area's bottom is the screen's, and the toolbar is 44")
    func toolbarOnAHomeButtonPhone() throws {
        let scene = try StoredFrames.built(Self.toolbarScene(device: "retina4_7", width: 375, height: 667))
        // iPhone 8 as Xcode 12 drew it: no status bar, nothing below. 667 − 44 = 623; the map
        // from 0 to 623.
        #expect(try frame(scene, "tools") == Rect(x: 0, y: 623, width: 375, height: 44))
        #expect(try frame(scene, "map") == Rect(x: 0, y: 0, width: 375, height: 623))
    }

    @Test("re-solved for a phone with a home button, the same toolbar is 44 again")
    func toolbarResolvedForAnotherPhone() throws {
        let iPhone8 = try #require(Device.named("iPhone 8"))
        let scene = try StoredFrames.built(Self.toolbarScene(), device: iPhone8)
        #expect(try frame(scene, "tools") == Rect(x: 0, y: 623, width: 375, height: 44))
    }

    // MARK: Xcode 14's betas

    @Test("a beta of Xcode 14 (21208) still drew the iPhone 11 with a 44-pt top inset; Xcode 14.0 (21225) with its own 48")
    func xcode14BetaDrewThe44PointInset() throws {
        // The map starts 10 below the safe area's top.
        let beta = try StoredFrames.built(Self.toolbarScene(toolsVersion: "21208.1", topConstant: 10))
        #expect(try frame(beta, "map").minY == 54)
        let release = try StoredFrames.built(Self.toolbarScene(toolsVersion: "21225", topConstant: 10))
        #expect(try frame(release, "map").minY == 58)
        // Below both, the toolbar: 862 − 49 = 813, so the map is 759 and 755 tall.
        #expect(try frame(beta, "map").height == 759)
        #expect(try frame(release, "map").height == 755)
    }

    // MARK: The 9.7-inch iPad's canvas

    /// A 768×1024 top-level view of a xib saved for `device`: a 17-pt "Title" label 15 from the top
    /// and centred, and a "Field" 44 tall 11 below it.
    static func iPadForm(device: String) -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="ip-67-root">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="ip-67-title" userLabel="Title">
                            <rect key="frame" x="364" y="15" width="40" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ip-67-field" userLabel="Field">
                            <rect key="frame" x="15" y="47" width="738" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="ip-67-c1"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="ip-67-title" firstAttribute="top" secondItem="ip-67-root" secondAttribute="top" constant="15" id="ip-67-c2"/>
                        <constraint firstItem="ip-67-title" firstAttribute="centerX" secondItem="ip-67-root" secondAttribute="centerX" id="ip-67-c3"/>
                        <constraint firstItem="ip-67-field" firstAttribute="top" secondItem="ip-67-title" secondAttribute="bottom" constant="11" id="ip-67-c4"/>
                        <constraint firstItem="ip-67-field" firstAttribute="leading" secondItem="ip-67-root" secondAttribute="leading" constant="15" id="ip-67-c5"/>
                        <constraint firstAttribute="trailing" secondItem="ip-67-field" secondAttribute="trailing" constant="15" id="ip-67-c6"/>
                    </constraints>
                </view>
        """, toolsVersion: "14109", device: device)
    }

    @Test("IB's 9.7-inch iPad canvas measures text in whole points: a 17-pt line is 21 tall, and what follows it moves with it")
    func iPad97MeasuresWholePoints() throws {
        let scene = try StoredFrames.built(Self.iPadForm(device: "ipad9_7"))
        // 17 × 1.1934 = 20.29, up to the whole point: 21. The field: 15 + 21 + 11 = 47.
        #expect(try frame(scene, "title").height == 21)
        #expect(try frame(scene, "field") == Rect(x: 15, y: 47, width: 738, height: 44))
    }

    // MARK: Segmented controls from iOS 13

    /// An iPhone 8 xib saved by `toolsVersion`: a "Mode" segmented control of `segments`, 20 from
    /// the top and left, sized by its segments alone.
    static func modeControl(toolsVersion: String, segments: [String], apportioned: Bool = false) -> String {
        let items = segments.map { #"<segment title="\#($0)"/>"# }.joined(separator: "\n")
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="sg-67-root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \(apportioned ? #"apportionsSegmentWidthsByContent="YES" "# : "")segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg-67-mode" userLabel="Mode">
                            <rect key="frame" x="20" y="20" width="128" height="32"/>
                            <segments>
        \(items)
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sg-67-mode" firstAttribute="top" secondItem="sg-67-root" secondAttribute="top" constant="20" id="sg-67-c1"/>
                        <constraint firstItem="sg-67-mode" firstAttribute="leading" secondItem="sg-67-root" secondAttribute="leading" constant="20" id="sg-67-c2"/>
                    </constraints>
                </view>
        """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("from Xcode 11 a segment is its 13-pt title plus 20.5, and the control's width is rounded up to the whole point")
    func iOS13Segments() throws {
        // "Shuffle" at 13 pt is 43.333 wide (Layoutbook's widths). Xcode 10: two segments of
        // 43.333 + 16 = 118.667.
        let old = try StoredFrames.built(Self.modeControl(toolsVersion: "14460", segments: ["Loop", "Shuffle"]))
        #expect(try frame(old, "mode").width == 118.667)
        // Xcode 11 on: 2 × (43.333 + 20.5) = 127.667, up to 128; as stored, so not misplaced.
        let new = try StoredFrames.built(Self.modeControl(toolsVersion: "22505", segments: ["Loop", "Shuffle"]))
        #expect(try frame(new, "mode") == Rect(x: 20, y: 20, width: 128, height: 32))
        #expect(new.misplacedViews(in: new.layout).isEmpty)
    }

    @Test("segments apportioned by content each add 20.5 to their own title, the whole rounded up")
    func iOS13ApportionedSegments() throws {
        let equal = try StoredFrames.built(Self.modeControl(toolsVersion: "22505", segments: ["Shuffle", "Shuffle"], apportioned: true))
        // Two titles of 43.333, each plus 20.5: 127.667, up to 128, as the equal segments above.
        #expect(try frame(equal, "mode").width == 128)
        let three = try StoredFrames.built(Self.modeControl(toolsVersion: "22505", segments: ["Shuffle", "Shuffle", "Shuffle"], apportioned: true))
        // 3 × 63.833 = 191.5, up to 192.
        #expect(try frame(three, "mode").width == 192)
    }

    // MARK: A table view controller's rows under its bars

    /// A navigation controller on an iPhone 8 (Xcode 15: status bar 20, navigation bar 44) whose
    /// root is a table view controller; its one "Message" row, 60 tall at y 28 of the table, holds
    /// a "Subject" label pinned to the content view's top, bottom and leading margins.
    static let inboxUnderBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="ib-67-ts">
                    <objects>
                        <tableViewController id="ib-67-tc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" id="ib-67-tv">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Message" rowHeight="60" id="ib-67-cell" userLabel="Message">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="ib-67-cell" id="ib-67-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" text="Lunch?" translatesAutoresizingMaskIntoConstraints="NO" id="ib-67-subject" userLabel="Subject">
                                                    <rect key="frame" x="16" y="11" width="51" height="38"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="ib-67-subject" firstAttribute="leading" secondItem="ib-67-cv" secondAttribute="leadingMargin" id="ib-67-k1"/>
                                                <constraint firstItem="ib-67-subject" firstAttribute="top" secondItem="ib-67-cv" secondAttribute="topMargin" id="ib-67-k2"/>
                                                <constraint firstItem="ib-67-cv" firstAttribute="bottomMargin" secondItem="ib-67-subject" secondAttribute="bottom" id="ib-67-k3"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="Inbox" id="ib-67-ni"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="ib-67-ns">
                    <objects>
                        <navigationController id="ib-67-nc" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="ib-67-nb">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="ib-67-tc" kind="relationship" relationship="rootViewController" id="ib-67-sg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a table view controller's rows under its bars keep their 11-pt margins: the table's adjusted inset keeps them clear, not their safe area")
    func tableRowsUnderTheBarsKeepTheirMargins() throws {
        let scene = try StoredFrames.built(Self.inboxUnderBar)
        // The row spans 28 to 88 of the table, under the 64-pt band of the status and navigation
        // bars; its content view's margins stay 11 at the top and bottom and 16 at the sides: the
        // label is at (16, 11), 60 − 22 = 38 tall.
        let subject = try frame(scene, "subject")
        #expect(subject.minX == 16 && subject.minY == 11 && subject.height == 38)
    }
}
