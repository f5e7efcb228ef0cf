import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a freeform controller's view on a phone with a sensor housing, for a
/// stack that follows the readable width, for a root view that preserves its superview's
/// margins, and for a xib's stand-alone collection view cell. Documents written for these
/// tests; every frame worked out by hand.
@Suite("Frames IB stores: freeform roots on notched phones, readable-width stacks, preserved root margins, stand-alone collection cells")
struct StoredFrames70Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// One scene saved by `toolsVersion` for `device`: a controller (under a navigation bar when
    /// `navigation`) whose `width`×`height` root (freeform when `freeform`; preserving its
    /// superview's margins when `preserves`) holds `body`, with `constraints` on the root.
    static func storyboard(_ body: String, constraints: String, device: String = "retina6_1",
                           toolsVersion: String = "22155", width: Double = 414, height: Double = 896,
                           freeform: Bool = false, preserves: Bool = false, navigation: Bool = false) -> String {
        let freeformSize = freeform ? #"<size key="freeformSize" width="\#(width)" height="\#(height)"/>"# : ""
        let preserving = preserves ? #"preservesSuperviewLayoutMargins="YES" "# : ""
        let initial = navigation ? "nc-70-001" : "vc-70-001"
        let navigationScene = navigation ? """
                <scene sceneID="sc-70-002">
                    <objects>
                        <navigationController id="nc-70-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-70-001">
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-70-001" kind="relationship" relationship="rootViewController" id="sg-70-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-70-001">
                    <objects>
                        <viewController id="vc-70-001" customClass="PlannerViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(preserving)id="rt-70-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-70-001"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                            \(navigation ? #"<navigationItem key="navigationItem" title="Planner" id="ni-70-001"/>"# : "")
                            \(freeformSize)
                        </viewController>
                    </objects>
                </scene>
        \(navigationScene)
            </scenes>
        </document>
        """
    }

    // MARK: A freeform controller's view on a phone with a sensor housing

    /// On the iPhone 11 (Xcode 15), a freeform 375×1000 root holding a "Header" 60 tall pinned
    /// to its safe area's top and sides, and a "Footer" 40 tall pinned to its safe area's bottom
    /// and sides.
    static func plannerScene(navigation: Bool) -> String {
        storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hd-70-001" userLabel="Header">
                <rect key="frame" x="0.0" y="48" width="375" height="60"/>
                <constraints>
                    <constraint firstAttribute="height" constant="60" id="hd-70-c1"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ft-70-001" userLabel="Footer">
                <rect key="frame" x="0.0" y="926" width="375" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="ft-70-c1"/>
                </constraints>
            </view>
        """, constraints: """
            <constraint firstItem="hd-70-001" firstAttribute="top" secondItem="sa-70-001" secondAttribute="top" id="pl-70-c1"/>
            <constraint firstItem="hd-70-001" firstAttribute="leading" secondItem="sa-70-001" secondAttribute="leading" id="pl-70-c2"/>
            <constraint firstItem="sa-70-001" firstAttribute="trailing" secondItem="hd-70-001" secondAttribute="trailing" id="pl-70-c3"/>
            <constraint firstItem="sa-70-001" firstAttribute="bottom" secondItem="ft-70-001" secondAttribute="bottom" id="pl-70-c4"/>
            <constraint firstItem="ft-70-001" firstAttribute="leading" secondItem="sa-70-001" secondAttribute="leading" id="pl-70-c5"/>
            <constraint firstItem="sa-70-001" firstAttribute="trailing" secondItem="ft-70-001" secondAttribute="trailing" id="pl-70-c6"/>
        """, width: 375, height: 1000, freeform: true, navigation: navigation)
    }

    @Test("a freeform root on a notched phone keeps the phone's status bar and home indicator")
    func freeformRootOnANotchedPhone() throws {
        let scene = try StoredFrames.built(Self.plannerScene(navigation: false))
        // The iPhone 11's status bar is 48 tall and its home indicator's inset 34: the header's
        // top is at 48, and the footer ends at 1000 − 34 = 966, so it starts at 926. (On a bare
        // 375×1000 screen both would sit at the root's edges: 0 and 960.)
        #expect(try frame(scene, "header") == Rect(x: 0, y: 48, width: 375, height: 60))
        #expect(try frame(scene, "footer") == Rect(x: 0, y: 926, width: 375, height: 40))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.contains("status bar and home indicator") })
    }

    @Test("under a navigation bar the freeform root's safe area starts below the status bar and the bar")
    func freeformRootUnderANavigationBar() throws {
        let scene = try StoredFrames.built(Self.plannerScene(navigation: true))
        // 48 (the status bar) + 44 (the navigation bar) = 92.
        #expect(try frame(scene, "header") == Rect(x: 0, y: 92, width: 375, height: 60))
        #expect(try frame(scene, "footer") == Rect(x: 0, y: 926, width: 375, height: 40))
    }

    @Test("a freeform root on a phone with a home button gets no housing insets")
    func freeformRootWithoutAHousing() throws {
        // The iPhone 8 (Xcode 15) has no sensor housing: the rule leaves the bare screen as it was.
        let text = Self.plannerScene(navigation: false).replacingOccurrences(of: "retina6_1", with: "retina4_7")
        let scene = try StoredFrames.built(text)
        #expect(!scene.notes.contains { $0.message.contains("status bar and home indicator") })
        #expect(try frame(scene, "footer").maxY == 1000)
    }

    // MARK: A stack that follows the readable width

    /// On the iPhone 11, a vertical stack "Column" (alignment center, spacing 10) with
    /// `layoutMarginsFollowReadableWidth` and no margins of its own, 20 from the root's top
    /// and 20 from each side, holding a 100×30 "Badge" and a 60×30 "Chip".
    static let columnScene = storyboard("""
        <stackView opaque="NO" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="cl-70-001" userLabel="Column">
            <rect key="frame" x="20" y="20" width="374" height="70"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-70-001" userLabel="Badge">
                    <rect key="frame" x="137" y="0.0" width="100" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="bd-70-c1"/>
                        <constraint firstAttribute="height" constant="30" id="bd-70-c2"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ch-70-001" userLabel="Chip">
                    <rect key="frame" x="157" y="40" width="60" height="30"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="60" id="ch-70-c1"/>
                        <constraint firstAttribute="height" constant="30" id="ch-70-c2"/>
                    </constraints>
                </view>
            </subviews>
        </stackView>
    """, constraints: """
        <constraint firstItem="cl-70-001" firstAttribute="top" secondItem="rt-70-001" secondAttribute="top" constant="20" id="cl-70-c1"/>
        <constraint firstItem="cl-70-001" firstAttribute="leading" secondItem="rt-70-001" secondAttribute="leading" constant="20" id="cl-70-c2"/>
        <constraint firstAttribute="trailing" secondItem="cl-70-001" secondAttribute="trailing" constant="20" id="cl-70-c3"/>
    """)

    @Test("following the readable width does not arrange a stack's views inside its margins")
    func readableWidthStackArrangesAtItsEdges() throws {
        let scene = try StoredFrames.built(Self.columnScene)
        // 414 − 40 = 374 wide; 30 + 10 + 30 = 70 tall, the badge at the stack's top edge and
        // centred across: (374 − 100) / 2 = 137, the chip at (374 − 60) / 2 = 157, 40 down.
        // (Arranged inside the 8-pt margins the stack would be 86 tall and the badge 8 down.)
        #expect(try frame(scene, "column") == Rect(x: 20, y: 20, width: 374, height: 70))
        #expect(try frame(scene, "badge") == Rect(x: 137, y: 0, width: 100, height: 30))
        #expect(try frame(scene, "chip") == Rect(x: 157, y: 40, width: 60, height: 30))
    }

    // MARK: A root view that preserves its superview's margins

    /// On the iPhone 8 (Xcode 11), a "Confirm" view 50 tall pinned to the root's bottom margin
    /// and leading and trailing margins; the root preserves its superview's margins when
    /// `preserves`.
    static func confirmScene(preserves: Bool) -> String {
        let bottom = preserves ? 609 : 617
        return storyboard("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cf-70-001" userLabel="Confirm">
                <rect key="frame" x="16" y="\(bottom)" width="343" height="50"/>
                <constraints>
                    <constraint firstAttribute="height" constant="50" id="cf-70-c1"/>
                </constraints>
            </view>
        """, constraints: """
            <constraint firstAttribute="bottomMargin" secondItem="cf-70-001" secondAttribute="bottom" id="cf-70-c2"/>
            <constraint firstItem="cf-70-001" firstAttribute="leading" secondItem="rt-70-001" secondAttribute="leadingMargin" id="cf-70-c3"/>
            <constraint firstAttribute="trailingMargin" secondItem="cf-70-001" secondAttribute="trailing" id="cf-70-c4"/>
        """, device: "retina4_7", toolsVersion: "15705", width: 375, height: 667, preserves: preserves)
    }

    @Test("a root view that preserves its superview's margins keeps 8 at the bottom of a phone with a home button")
    func preservingRootKeepsTheContainersMargins() throws {
        // The view UIKit places the root in has the default 8-pt margins: the root's bottom
        // margin, 0 of its own, becomes 8, so the view ends at 667 − 8 = 659 and starts at 609.
        // Its sides stay at the root's 16, which is more than 8.
        let preserving = try StoredFrames.built(Self.confirmScene(preserves: true))
        #expect(try frame(preserving, "confirm") == Rect(x: 16, y: 609, width: 343, height: 50))
        // Without preserving, the bottom margin is 0: 667 − 50 = 617.
        let own = try StoredFrames.built(Self.confirmScene(preserves: false))
        #expect(try frame(own, "confirm") == Rect(x: 16, y: 617, width: 343, height: 50))
    }

    // MARK: A xib's stand-alone collection view cell

    /// A collection view cell `width` wide and 120 tall (Xcode 11, iPhone 11) holding a "Poster"
    /// pinned to the cell's top and bottom and to its leading and trailing margins.
    static func posterCell(width: Double) -> String {
        StoredFrames.xib("""
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="pc-70-001" userLabel="PosterCell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="po-70-001" userLabel="Poster">
                            <rect key="frame" x="16" y="0.0" width="\(width - 32)" height="120"/>
                        </view>
                    </subviews>
                </view>
                <constraints>
                    <constraint firstItem="po-70-001" firstAttribute="top" secondItem="pc-70-001" secondAttribute="top" id="pc-70-c1"/>
                    <constraint firstAttribute="bottom" secondItem="po-70-001" secondAttribute="bottom" id="pc-70-c2"/>
                    <constraint firstItem="po-70-001" firstAttribute="leading" secondItem="pc-70-001" secondAttribute="leadingMargin" id="pc-70-c3"/>
                    <constraint firstAttribute="trailingMargin" secondItem="po-70-001" secondAttribute="trailing" id="pc-70-c4"/>
                </constraints>
            </collectionViewCell>
        """, toolsVersion: "15705")
    }

    @Test("a stand-alone collection view cell takes a root view's side margins on IB's canvas")
    func standAloneCollectionCellMargins() throws {
        // 16 on each side of a cell up to 375 wide: 375 − 32 = 343.
        let narrow = try StoredFrames.built(Self.posterCell(width: 375))
        #expect(try frame(narrow, "poster") == Rect(x: 16, y: 0, width: 343, height: 120))
        // 20 in a wider one: 400 − 40 = 360.
        let wide = try StoredFrames.built(Self.posterCell(width: 400))
        #expect(try frame(wide, "poster") == Rect(x: 20, y: 0, width: 360, height: 120))
    }

    // MARK: A table view controller's cells

    /// A table view controller (Xcode 15, iPhone 11) whose 414×896 table, of `style`, holds one
    /// static cell at (`cellX`, 40), `414 − 2 × cellX` wide and 60 tall, whose content view holds
    /// a "Swatch" 30 tall, pinned to its leading margin and centred down.
    static func swatchTable(style: String, cellX: Double) -> String {
        let width = 414 - 2 * cellX
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tc-70-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-70-003">
                    <objects>
                        <tableViewController id="tc-70-001" customClass="PaletteViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="\(style)" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tv-70-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="ts-70-001">
                                        <cells>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="tc-70-002" userLabel="PaletteCell">
                                                <rect key="frame" x="\(cellX)" y="40" width="\(width)" height="60"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="tc-70-002" id="cv-70-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw-70-001" userLabel="Swatch">
                                                            <rect key="frame" x="20" y="15" width="30" height="30"/>
                                                            <constraints>
                                                                <constraint firstAttribute="width" constant="30" id="sw-70-c1"/>
                                                                <constraint firstAttribute="height" constant="30" id="sw-70-c2"/>
                                                            </constraints>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="sw-70-001" firstAttribute="leading" secondItem="cv-70-001" secondAttribute="leadingMargin" id="sw-70-c3"/>
                                                        <constraint firstItem="sw-70-001" firstAttribute="centerY" secondItem="cv-70-001" secondAttribute="centerY" id="sw-70-c4"/>
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

    @Test("a cell of a table view controller's table takes the margins of a table as wide as the root")
    func tableControllerCellMargins() throws {
        // The table is the 414-wide root: wider than 375, so the content view's sides are 20,
        // even in an inset-grouped cell 374 wide (which alone would read as a 16-pt table).
        let inset = try StoredFrames.built(Self.swatchTable(style: "insetGrouped", cellX: 20))
        #expect(try frame(inset, "swatch") == Rect(x: 20, y: 15, width: 30, height: 30))
        let plain = try StoredFrames.built(Self.swatchTable(style: "plain", cellX: 0))
        #expect(try frame(plain, "swatch") == Rect(x: 20, y: 15, width: 30, height: 30))
    }

    // MARK: A stored frame older than a constraint to the safe area's side

    /// On the iPhone 8 (Xcode 15), a one-line label "Fine print" of the system font at 17 pt
    /// pinned 20 from the safe area's leading side and centred across, stored at x 0 and 375
    /// wide: as it was before those constraints were made.
    static let finePrintScene = storyboard("""
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Fine print" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fp-70-001" userLabel="FinePrint">
            <rect key="frame" x="0.0" y="600" width="375" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <nil key="highlightedColor"/>
        </label>
    """, constraints: """
        <constraint firstItem="fp-70-001" firstAttribute="leading" secondItem="sa-70-001" secondAttribute="leading" constant="20" symbolic="YES" id="fp-70-c1"/>
        <constraint firstItem="fp-70-001" firstAttribute="centerX" secondItem="sa-70-001" secondAttribute="centerX" id="fp-70-c2"/>
        <constraint firstItem="fp-70-001" firstAttribute="top" secondItem="rt-70-001" secondAttribute="top" constant="600" id="fp-70-c3"/>
    """, device: "retina4_7", width: 375, height: 667)

    @Test("a label whose stored frame breaks its constraint to the safe area's side is called stale, not mismeasured")
    func staleAgainstTheSafeAreasSide() throws {
        let scene = try StoredFrames.built(Self.finePrintScene)
        // Leading 20 and centred: 20 to 355, 335 wide. IB stored 0 and 375.
        #expect(try frame(scene, "finePrint") == Rect(x: 20, y: 600, width: 335, height: 20.5))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let m = try #require(misplaced.first { $0.name == "finePrint" })
        let why = scene.explanation(of: m, in: scene.layout, among: misplaced)
        #expect(why == "IB's stored frames break its constraint 'fp-70-c1' (0 where it asks 20): the stored frame is older than the constraints, and Xcode did not flag it")
    }

    // MARK: A button that shows only the system's own image

    /// A 200×44 top-level "Bar" (Xcode 10, iPhone 8) holding an info button "Info" with no
    /// title, stored 22×22, 12 from the bar's leading edge and centred down.
    static let infoScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="ib-70-bar" userLabel="Bar">
                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ib-70-info" userLabel="Info">
                        <rect key="frame" x="12" y="11" width="22" height="22"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="ib-70-info" firstAttribute="leading" secondItem="ib-70-bar" secondAttribute="leading" constant="12" id="ib-70-c1"/>
                    <constraint firstItem="ib-70-info" firstAttribute="centerY" secondItem="ib-70-bar" secondAttribute="centerY" id="ib-70-c2"/>
                </constraints>
            </view>
    """, toolsVersion: "14460.31", device: "retina4_7")

    @Test("an info button without a title is as large as its stored frame, with a note")
    func builtInImageButtonTakesTheStoredSize() throws {
        let scene = try StoredFrames.built(Self.infoScene)
        // 22×22 from the stored frame, centred in 44: 11 down. (As a titled system button it
        // would be 30×30, 7 down.)
        #expect(try frame(scene, "info") == Rect(x: 12, y: 11, width: 22, height: 22))
        #expect(scene.notes.contains { $0.message.contains("button 'info' of type 'infoLight' shows only the system's own image") })
    }

    // MARK: A navigation bar placed as a view that prefers large titles

    /// On the iPhone 11 (Xcode 11), a navigation bar "Header" placed under the safe area's top
    /// and across the root, preferring large titles when `large`.
    static func headerScene(large: Bool) -> String {
        storyboard("""
            <navigationBar contentMode="scaleToFill" \(large ? #"largeTitles="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="nb-70-002" userLabel="Header">
                <rect key="frame" x="0.0" y="44" width="414" height="\(large ? 96 : 44)"/>
                <items>
                    <navigationItem title="Inbox" id="ni-70-002"/>
                </items>
            </navigationBar>
        """, constraints: """
            <constraint firstItem="nb-70-002" firstAttribute="top" secondItem="sa-70-001" secondAttribute="top" id="nb-70-c1"/>
            <constraint firstItem="nb-70-002" firstAttribute="leading" secondItem="rt-70-001" secondAttribute="leading" id="nb-70-c2"/>
            <constraint firstAttribute="trailing" secondItem="nb-70-002" secondAttribute="trailing" id="nb-70-c3"/>
        """, toolsVersion: "16097")
    }

    @Test("a navigation bar that prefers large titles is 96 tall, one that does not 44")
    func largeTitledBarIsTaller() throws {
        // 44 for the bar's row and 52 for the large title's: 96, under the 44-pt status bar
        // Xcode 11 draws on the iPhone 11.
        #expect(try frame(StoredFrames.built(Self.headerScene(large: true)), "header") == Rect(x: 0, y: 44, width: 414, height: 96))
        #expect(try frame(StoredFrames.built(Self.headerScene(large: false)), "header") == Rect(x: 0, y: 44, width: 414, height: 44))
    }
}
