import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a view pinned to a scroll view's margins, and for rows of a table view
/// controller near the bars. Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: scroll views' margins, table controllers' rows under the bars")
struct StoredFrames71Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// One scene saved by `toolsVersion` for `device`: a controller whose `width`×`height` root
    /// holds `body`, with `constraints` on the root.
    static func storyboard(_ body: String, constraints: String, device: String = "retina4_7",
                           toolsVersion: String = "22155", width: Double = 375, height: Double = 667) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-71-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-71-001">
                    <objects>
                        <viewController id="vc-71-001" customClass="ShelfViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-71-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-71-001"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    // MARK: A view pinned to a scroll view's margins

    /// On the iPhone 8, a scroll view "Shelf" filling the root, holding a "Card" 100 tall: its
    /// leading 12 past the shelf's leading margin, its trailing 4 inside the trailing margin, its
    /// top 10 below the shelf's top, its bottom at the shelf's bottom, and its centre on the
    /// shelf's centre.
    static let shelfScene = storyboard("""
        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sh-71-001" userLabel="Shelf">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cd-71-001" userLabel="Card">
                    <rect key="frame" x="20" y="10" width="335" height="100"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="100" id="cd-71-c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="cd-71-001" firstAttribute="leading" secondItem="sh-71-001" secondAttribute="leadingMargin" constant="12" id="sh-71-c1"/>
                <constraint firstAttribute="trailingMargin" secondItem="cd-71-001" secondAttribute="trailing" constant="4" id="sh-71-c2"/>
                <constraint firstItem="cd-71-001" firstAttribute="top" secondItem="sh-71-001" secondAttribute="top" constant="10" id="sh-71-c3"/>
                <constraint firstAttribute="bottom" secondItem="cd-71-001" secondAttribute="bottom" id="sh-71-c4"/>
                <constraint firstItem="cd-71-001" firstAttribute="centerX" secondItem="sh-71-001" secondAttribute="centerX" id="sh-71-c5"/>
            </constraints>
        </scrollView>
    """, constraints: """
        <constraint firstItem="sh-71-001" firstAttribute="top" secondItem="rt-71-001" secondAttribute="top" id="sh-71-c6"/>
        <constraint firstItem="sh-71-001" firstAttribute="leading" secondItem="rt-71-001" secondAttribute="leading" id="sh-71-c7"/>
        <constraint firstAttribute="trailing" secondItem="sh-71-001" secondAttribute="trailing" id="sh-71-c8"/>
        <constraint firstAttribute="bottom" secondItem="sh-71-001" secondAttribute="bottom" id="sh-71-c9"/>
    """)

    @Test("a scroll view's margins inset its content area for the views pinned to them")
    func scrollViewMarginsInsetTheContentArea() throws {
        let scene = try StoredFrames.built(Self.shelfScene)
        // The margins attach to the content area, inset by the shelf's 8-pt margins: the card's
        // left is 8 + 12 = 20 and its right C − 8 − 4 = C − 12 for a content width C; its centre
        // is the frame's, 187.5: (20 + C − 12) / 2 = 187.5 gives C = 367, so the card is
        // 367 − 12 − 20 = 335 wide. (Without the margins: 12 and C − 4, C = 367, 351 wide.)
        #expect(try frame(scene, "card") == Rect(x: 20, y: 10, width: 335, height: 100))
        let shelf = try #require(scene.layout.id(of: "shelf"))
        // 10 + 100 tall, 367 wide.
        #expect(scene.layout.scrollInfo(shelf)?.contentSize == Size(width: 367, height: 110))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.layout.conflicts.isEmpty)
    }

    // MARK: Rows of a table view controller under the bars

    /// A preserving static row `y` down the table, 60 tall, whose preserving content view holds
    /// a 40×20 view `name` pinned to its leading margin and to its `edge` margin.
    static func row(_ name: String, y: Double, edge: String, tag: Int) -> String {
        let pin = edge == "top"
            ? #"<constraint firstItem="v\#(tag)-71-001" firstAttribute="top" secondItem="cv\#(tag)-71-001" secondAttribute="topMargin" id="v\#(tag)-71-c3"/>"#
            : #"<constraint firstAttribute="bottomMargin" secondItem="v\#(tag)-71-001" secondAttribute="bottom" id="v\#(tag)-71-c3"/>"#
        return """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="tc\(tag)-71-001">
                <rect key="frame" x="0.0" y="\(y)" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="tc\(tag)-71-001" id="cv\(tag)-71-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(tag)-71-001" userLabel="\(name)">
                            <rect key="frame" x="20" y="\(edge == "top" ? 11 : 29)" width="40" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="v\(tag)-71-c1"/>
                                <constraint firstAttribute="height" constant="20" id="v\(tag)-71-c2"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        \(pin)
                        <constraint firstItem="v\(tag)-71-001" firstAttribute="leading" secondItem="cv\(tag)-71-001" secondAttribute="leadingMargin" id="v\(tag)-71-c4"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
        """
    }

    /// A table view controller (Xcode 15, iPhone 11: 48-pt status bar, 34-pt home indicator)
    /// whose static table holds a row 10 down, its "Tag" pinned to the top margin, and a row
    /// 850 down (ending 910, past the screen's 896), its "Foot" pinned to the bottom margin.
    static let ledgerTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tv-71-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-71-002">
                    <objects>
                        <tableViewController id="tv-71-001" customClass="LedgerViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tb-71-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="ts-71-001">
                                        <cells>
        \(row("Tag", y: 10, edge: "top", tag: 1))
        \(row("Foot", y: 850, edge: "bottom", tag: 2))
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

    @Test("a table view controller's rows keep their content's 11-pt margins under the status bar and past the home indicator")
    func tableControllerRowsClearOfTheBars() throws {
        let scene = try StoredFrames.built(Self.ledgerTable)
        // The table's adjusted content inset keeps its rows clear of the 48-pt status bar and
        // the 34-pt home indicator: no safe-area inset reaches a row, and the rows preserve only
        // the table's sides. The content views keep 11 at the top and bottom, 20 at the sides of
        // a 414-wide table: the tag at (20, 11), the foot at 60 − 11 − 20 = 29. (With the safe
        // area reaching in, the first row's top margin would be 8 + (48 − 10) = 46, and the
        // second's bottom margin would grow past the home indicator's 34: the foot above 0.)
        #expect(try frame(scene, "tag") == Rect(x: 20, y: 11, width: 40, height: 20))
        #expect(try frame(scene, "foot") == Rect(x: 20, y: 29, width: 40, height: 20))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.layout.conflicts.isEmpty)
    }

    // MARK: A button a row stretches past its title

    /// On the iPhone 8, a vertical "Grid" (fill equally, spacing 5) 40 from the root's top and
    /// 16 from its sides, holding a "TopRow" that fills across with a system button "Go", and a
    /// "BottomRow" aligned to the top with a "Pad" 44 tall. Stored as IB's canvas last drew it:
    /// rows 50 tall, the button 50 tall.
    static let gridScene = storyboard("""
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="gr-71-001" userLabel="Grid">
            <rect key="frame" x="16" y="40" width="343" height="105"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gr-71-002" userLabel="TopRow">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="50"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="gr-71-003" userLabel="Go">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="50"/>
                            <state key="normal" title="Go"/>
                        </button>
                    </subviews>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="gr-71-004" userLabel="BottomRow">
                    <rect key="frame" x="0.0" y="55" width="343" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gr-71-005" userLabel="Pad">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="gr-71-c1"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
    """, constraints: """
        <constraint firstItem="gr-71-001" firstAttribute="top" secondItem="rt-71-001" secondAttribute="top" constant="40" id="gr-71-c2"/>
        <constraint firstItem="gr-71-001" firstAttribute="leading" secondItem="rt-71-001" secondAttribute="leading" constant="16" id="gr-71-c3"/>
        <constraint firstAttribute="trailing" secondItem="gr-71-001" secondAttribute="trailing" constant="16" id="gr-71-c4"/>
    """)

    @Test("a button a row stretches past its title's height is not explained by its title")
    func stretchedButtonIsNotItsTitlesSize() throws {
        let scene = try StoredFrames.built(Self.gridScene)
        // The rows are equal; the bottom one is at least the pad's 44, and the button's hugging
        // pulls the top one toward the title's 30: both 44, the grid 44 + 5 + 44 = 93 tall, and
        // the button filling its row, 44 tall — not its title's 30 tall.
        #expect(try frame(scene, "go") == Rect(x: 0, y: 0, width: 343, height: 44))
        #expect(try frame(scene, "bottomRow") == Rect(x: 0, y: 49, width: 343, height: 44))
        #expect(try frame(scene, "grid") == Rect(x: 16, y: 40, width: 343, height: 93))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let go = try #require(misplaced.first { $0.name == "go" })
        let why = scene.explanation(of: go, in: scene.layout, among: misplaced)
        #expect(!why.contains("title"))
        #expect(why.hasPrefix("not explained by what Layoutbook models"))
    }

    // MARK: A text view that scrolls has no measured height

    /// On the iPhone 8, a text view "Notes" that scrolls, 44 from the root's top, pinned to its
    /// sides and to its safe area's bottom, stored 49 pt short of the bottom (as IB's canvas drew it above a
    /// simulated tab bar the document does not show).
    static let notesScene = storyboard("""
        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Terms of use" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="nt-71-001" userLabel="Notes">
            <rect key="frame" x="0.0" y="44" width="375" height="574"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
        </textView>
    """, constraints: """
        <constraint firstItem="nt-71-001" firstAttribute="top" secondItem="rt-71-001" secondAttribute="top" constant="44" id="nt-71-c1"/>
        <constraint firstItem="nt-71-001" firstAttribute="leading" secondItem="rt-71-001" secondAttribute="leading" id="nt-71-c2"/>
        <constraint firstAttribute="trailing" secondItem="nt-71-001" secondAttribute="trailing" id="nt-71-c3"/>
        <constraint firstItem="sa-71-001" firstAttribute="bottom" secondItem="nt-71-001" secondAttribute="bottom" id="nt-71-c4"/>
    """)

    @Test("a text view that scrolls is not explained by its text's measure")
    func scrollingTextViewHasNoMeasuredHeight() throws {
        let scene = try StoredFrames.built(Self.notesScene)
        // The iPhone 8's safe area ends at the screen's bottom: 667 − 44 = 623 tall. A text
        // view that scrolls has no intrinsic height, so the 49 pt
        // between it and the stored 574 is not its text's: it is a tab bar's height.
        #expect(try frame(scene, "notes") == Rect(x: 0, y: 44, width: 375, height: 623))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let notes = try #require(misplaced.first { $0.name == "notes" })
        let why = scene.explanation(of: notes, in: scene.layout, among: misplaced)
        #expect(!why.contains("text's"))
        #expect(why.hasPrefix("it is 49 pt off vertically, the height of a tab bar"))
    }
}
