import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for table cells' side margins by the Xcode that saved the document, and the
/// explanations lint gives for stored frames no rule of the document decides: a cell margin an
/// earlier Xcode stored, a safe-area edge the canvas drew without an inset. Documents written
/// for these tests; every frame worked out by hand.
@Suite("Frames IB stores: table cell margins by Xcode version; explained stale margins and safe-area edges")
struct IBFix80Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// The explanation lint gives for the misplaced view named `name`.
    func explanation(_ scene: BuiltScene, _ name: String) throws -> String {
        let misplaced = scene.misplacedViews(in: scene.layout)
        let id = try #require(scene.layout.id(of: name))
        let m = try #require(misplaced.first { $0.view == id })
        return MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(m)
    }

    /// A controller saved by `toolsVersion` on the iPhone 8 (375×667) whose root holds a
    /// `style` table view filling it, with one prototype cell 375×44 whose content view holds a
    /// "Caption" 24 tall pinned to its leading and trailing margins and centred vertically, and
    /// a "Badge" 20×6 at the caption's leading edge, 2 below the content view's top. The stored
    /// frames' x positions and the caption's width are given.
    static func tableScene(toolsVersion: String, style: String, captionX: Double = 16, captionWidth: Double = 343,
                           badgeX: Double = 16) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-f80-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc-f80-001">
                    <objects>
                        <viewController id="vc-f80-001" customClass="ShelfViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-f80-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="\(style)" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tv-f80-001" userLabel="Shelf">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Book" id="cl-f80-001">
                                                <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl-f80-001" id="cv-f80-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lb-f80-001" userLabel="Caption">
                                                            <rect key="frame" x="\(captionX)" y="10" width="\(captionWidth)" height="24"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="24" id="lb-f80-c1"/>
                                                            </constraints>
                                                        </view>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-f80-001" userLabel="Badge">
                                                            <rect key="frame" x="\(badgeX)" y="2" width="20" height="6"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="20" id="bd-f80-c1"/>
                                                                <constraint firstAttribute="height" constant="6" id="bd-f80-c2"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="lb-f80-001" firstAttribute="leading" secondItem="cv-f80-001" secondAttribute="leadingMargin" id="cm-f80-c1"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="lb-f80-001" secondAttribute="trailing" id="cm-f80-c2"/>
                                                        <constraint firstItem="lb-f80-001" firstAttribute="centerY" secondItem="cv-f80-001" secondAttribute="centerY" id="cm-f80-c3"/>
                                                        <constraint firstItem="bd-f80-001" firstAttribute="leading" secondItem="lb-f80-001" secondAttribute="leading" id="cm-f80-c4"/>
                                                        <constraint firstItem="bd-f80-001" firstAttribute="top" secondItem="cv-f80-001" secondAttribute="top" constant="2" id="cm-f80-c5"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-f80-001"/>
                                <constraints>
                                    <constraint firstItem="tv-f80-001" firstAttribute="top" secondItem="rt-f80-001" secondAttribute="top" id="rc-f80-c1"/>
                                    <constraint firstItem="tv-f80-001" firstAttribute="leading" secondItem="rt-f80-001" secondAttribute="leading" id="rc-f80-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="tv-f80-001" secondAttribute="trailing" id="rc-f80-c3"/>
                                    <constraint firstAttribute="bottom" secondItem="tv-f80-001" secondAttribute="bottom" id="rc-f80-c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // MARK: Cell side margins by the Xcode that saved the document

    @Test("Xcode 9.3 puts a plain table's cell margins 15 from a 375-wide table's edges")
    func plainTableCellsOfXcode93() throws {
        let scene = try StoredFrames.built(Self.tableScene(toolsVersion: "13771", style: "plain", captionX: 15, captionWidth: 345, badgeX: 15))
        // Side margins 15: the caption runs from 15 to 375 − 15 = 360, 345 wide; 24 tall,
        // centred in the 43.5-pt content view: (43.5 − 24) / 2 = 9.75.
        #expect(try frame(scene, "caption") == Rect(x: 15, y: 9.75, width: 345, height: 24))
        #expect(try frame(scene, "badge") == Rect(x: 15, y: 2, width: 20, height: 6))
    }

    @Test("Xcode 9.4 and 9.4.1 put a plain table's cell margins 15 from the edges, as 9.3 does")
    func plainTableCellsOfXcode94() throws {
        for version in ["14109", "14113"] {
            let scene = try StoredFrames.built(Self.tableScene(toolsVersion: version, style: "plain", captionX: 15, captionWidth: 345, badgeX: 15))
            #expect(try frame(scene, "caption") == Rect(x: 15, y: 9.75, width: 345, height: 24))
            #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        }
    }

    @Test("Xcode 9.3 keeps 16 for a grouped table's cells")
    func groupedTableCellsOfXcode93() throws {
        let scene = try StoredFrames.built(Self.tableScene(toolsVersion: "13771", style: "grouped"))
        // 16 and 375 − 16 = 359: 343 wide.
        #expect(try frame(scene, "caption") == Rect(x: 16, y: 9.75, width: 343, height: 24))
    }

    @Test("Xcode 9.0 and 9.1 keep the default margins of 8, as Xcode 8 did")
    func cellsOfXcode91() throws {
        let scene = try StoredFrames.built(Self.tableScene(toolsVersion: "13196", style: "plain", captionX: 8, captionWidth: 359, badgeX: 8))
        // 8 and 375 − 8 = 367: 359 wide.
        #expect(try frame(scene, "caption") == Rect(x: 8, y: 9.75, width: 359, height: 24))
    }

    @Test("Xcode 10 gives plain tables' cells 16, as later versions do")
    func plainTableCellsOfXcode10() throws {
        let scene = try StoredFrames.built(Self.tableScene(toolsVersion: "14490.70", style: "plain"))
        #expect(try frame(scene, "caption") == Rect(x: 16, y: 9.75, width: 343, height: 24))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: Explanations

    @Test("a cell stored at 15 in a document of Xcode 10 is explained as an earlier Xcode's margin")
    func staleCellMarginExplained() throws {
        // Stored as Xcode 9.3 laid it out (15, 345 wide; the badge at 15), solved at 16 and
        // 343: the caption is off by a point at each side, the badge, placed against it, by one.
        let scene = try StoredFrames.built(Self.tableScene(toolsVersion: "14490.70", style: "grouped", captionX: 15, captionWidth: 345, badgeX: 15))
        #expect(try frame(scene, "caption") == Rect(x: 16, y: 9.75, width: 343, height: 24))
        let caption = try explanation(scene, "caption")
        #expect(caption.contains("side margin, which IB stored as 15"), "\(caption)")
        let badge = try explanation(scene, "badge")
        #expect(badge.contains("follows views tied to their table cell's side margin"), "\(badge)")
        #expect(badge.contains("caption"), "\(badge)")
    }

    /// A freeform 375×812 root (Xcode 13, the iPhone 11) with a "Panel" pinned to its safe
    /// area's top, sides and bottom, stored as if the safe area ended at the root's bottom
    /// (y 44, 768 tall: to 812), and a "Tag" 30×20 whose stored width disagrees with its
    /// constraint (stored 40 wide), placed at the panel's leading edge.
    static let freeformPanel = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-f80-101">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-f80-101">
                    <objects>
                        <viewController id="vc-f80-101" customClass="AtlasViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-f80-101">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-f80-101" userLabel="Panel">
                                        <rect key="frame" x="0.0" y="44" width="375" height="768"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tg-f80-101" userLabel="Tag">
                                        <rect key="frame" x="0.0" y="60" width="40" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="30" id="tg-f80-c1"/>
                                            <constraint firstAttribute="height" constant="20" id="tg-f80-c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-f80-101"/>
                                <constraints>
                                    <constraint firstItem="pn-f80-101" firstAttribute="top" secondItem="sa-f80-101" secondAttribute="top" id="pc-f80-c1"/>
                                    <constraint firstItem="pn-f80-101" firstAttribute="leading" secondItem="sa-f80-101" secondAttribute="leading" id="pc-f80-c2"/>
                                    <constraint firstItem="sa-f80-101" firstAttribute="trailing" secondItem="pn-f80-101" secondAttribute="trailing" id="pc-f80-c3"/>
                                    <constraint firstItem="sa-f80-101" firstAttribute="bottom" secondItem="pn-f80-101" secondAttribute="bottom" id="pc-f80-c4"/>
                                    <constraint firstItem="tg-f80-101" firstAttribute="leading" secondItem="pn-f80-101" secondAttribute="leading" id="pc-f80-c5"/>
                                    <constraint firstItem="tg-f80-101" firstAttribute="top" secondItem="pn-f80-101" secondAttribute="top" constant="16" id="pc-f80-c6"/>
                                </constraints>
                            </view>
                            <size key="freeformSize" width="375" height="812"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a view tied to the safe area's bottom and off by the home indicator's inset is explained by that edge")
    func safeAreaBottomExplained() throws {
        let scene = try StoredFrames.built(Self.freeformPanel)
        // The freeform root keeps the iPhone 11's 44-pt status bar and 34-pt home indicator:
        // the panel runs from 44 to 812 − 34 = 778, 734 tall (IB stored 768, to the root's
        // bottom). The tag, whose stored width is not its constraint's, is linked to the panel:
        // the panel is explained by its own edge, not as following the tag.
        #expect(try frame(scene, "panel") == Rect(x: 0, y: 44, width: 375, height: 734))
        let why = try explanation(scene, "panel")
        #expect(why.hasPrefix("it is 34 pt off vertically, the height of the home indicator's inset"), "\(why)")
    }

    // MARK: Page controls before Xcode 12

    /// A controller saved by `toolsVersion` on the iPhone 8 (375×667, no home indicator) holding
    /// a page control of 4 pages centred across, 20 above the safe area's bottom.
    static func pagerScene(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-f80-201">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-f80-201">
                    <objects>
                        <viewController id="vc-f80-201" customClass="TourViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-f80-201">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" translatesAutoresizingMaskIntoConstraints="NO" id="pg-f80-201" userLabel="Pager">
                                        <rect key="frame" x="160" y="610" width="55" height="37"/>
                                    </pageControl>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-f80-201"/>
                                <constraints>
                                    <constraint firstItem="pg-f80-201" firstAttribute="centerX" secondItem="rt-f80-201" secondAttribute="centerX" id="pg-f80-c1"/>
                                    <constraint firstItem="sa-f80-201" firstAttribute="bottom" secondItem="pg-f80-201" secondAttribute="bottom" constant="20" id="pg-f80-c2"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("before Xcode 12 a page control is 37 tall and 16 a page wide less 9")
    func pageControlOfXcode11() throws {
        let scene = try StoredFrames.built(Self.pagerScene(toolsVersion: "16097"))
        // 4 pages: 4 × 16 − 9 = 55 wide, x (375 − 55) / 2 = 160; 37 tall, ending 20 above the
        // safe area's bottom (667, no home indicator): y 667 − 20 − 37 = 610.
        #expect(try frame(scene, "pager") == Rect(x: 160, y: 610, width: 55, height: 37))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("Xcode 12's page control is 19 a page wide and 65 more, 27.5 tall")
    func pageControlOfXcode12() throws {
        let scene = try StoredFrames.built(Self.pagerScene(toolsVersion: "17156"))
        // 4 × 19 + 65 = 141 wide, x (375 − 141) / 2 = 117; 27.5 tall: y 667 − 20 − 27.5 = 619.5.
        #expect(try frame(scene, "pager") == Rect(x: 117, y: 619.5, width: 141, height: 27.5))
    }

    @Test("from Xcode 13 to 15 a page control is 18 a page wide and 62.5 more, 26 tall")
    func pageControlOfXcode13To15() throws {
        let scene = try StoredFrames.built(Self.pagerScene(toolsVersion: "21701"))
        // 4 × 18 + 62.5 = 134.5 wide, centred: x 120.25, on the @2x grid 120.5 (its width 134);
        // 26 tall: y 667 − 20 − 26 = 621.
        let pager = try frame(scene, "pager")
        #expect(abs(pager.width - 134.5) <= 0.5 && abs(pager.minX + pager.width / 2 - 187.5) <= 0.5)
        #expect(pager.minY == 621 && pager.height == 26)
    }

    @Test("the newest Interface Builder's page control, and one made in code, is 18 a page wide and 20 more, 26 tall")
    func pageControlOfNewestXcode() throws {
        let scene = try StoredFrames.built(Self.pagerScene(toolsVersion: "24128"))
        // 4 × 18 + 20 = 92 wide, x (375 − 92) / 2 = 141.5; y 621.
        #expect(try frame(scene, "pager") == Rect(x: 141.5, y: 621, width: 92, height: 26))
        #expect(ControlSizes.intrinsicSize(of: "UIPageControl", ControlContent(items: ["", "", ""]))
            == Size(width: 74, height: 26))
    }
}
