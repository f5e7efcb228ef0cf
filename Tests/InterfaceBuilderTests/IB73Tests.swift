import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a table cell whose content view Xcode 6 left at a default row's height,
/// and stored frames a canvas rounded off a constraint. Documents written for these tests; every
/// frame worked out by hand.
@Suite("Frames IB stores: Xcode 6's short cell content views, frames rounded off a constraint")
struct IB73Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// The explanation lint gives for the misplaced view `name`.
    func why(_ scene: BuiltScene, _ name: String) throws -> String {
        let misplaced = scene.misplacedViews(in: scene.layout)
        let m = try #require(misplaced.first { $0.name == name })
        return MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(m)
    }

    /// A xib of Xcode 6 (no `<device>`) whose top-level objects are `objects`.
    static func xcode6Xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6245" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    // MARK: A cell's content view stored at a default row's height

    /// An 88-pt cell whose content view is stored 320×43 (the default 44-pt row less its
    /// separator), holding a "Fader" 10 from the content's top and a "Slider" 7.5 below it and
    /// 10 above the content's bottom, both 30 tall, stored where the 87.5-pt content puts them.
    static let tallCell = xcode6Xib("""
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="88" id="ce-73-001" customClass="MixerCell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-73-001" id="cv-73-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fd-73-001" userLabel="Fader">
                        <rect key="frame" x="20" y="10" width="280" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="fd-73-c1"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sl-73-001" userLabel="Slider">
                        <rect key="frame" x="20" y="47.5" width="280" height="30"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="30" id="sl-73-c1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="fd-73-001" firstAttribute="top" secondItem="cv-73-001" secondAttribute="top" constant="10" id="cv-73-c1"/>
                    <constraint firstItem="sl-73-001" firstAttribute="top" secondItem="fd-73-001" secondAttribute="bottom" constant="7.5" id="cv-73-c2"/>
                    <constraint firstAttribute="bottom" secondItem="sl-73-001" secondAttribute="bottom" constant="10" id="cv-73-c3"/>
                    <constraint firstItem="fd-73-001" firstAttribute="leading" secondItem="cv-73-001" secondAttribute="leading" constant="20" id="cv-73-c4"/>
                    <constraint firstAttribute="trailing" secondItem="fd-73-001" secondAttribute="trailing" constant="20" id="cv-73-c5"/>
                    <constraint firstItem="sl-73-001" firstAttribute="leading" secondItem="cv-73-001" secondAttribute="leading" constant="20" id="cv-73-c6"/>
                    <constraint firstAttribute="trailing" secondItem="sl-73-001" secondAttribute="trailing" constant="20" id="cv-73-c7"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)

    @Test("a cell's content view stored at a default row's height is as tall as the cell, less the separator")
    func shortContentViewTakesTheCellsHeight() throws {
        let scene = try StoredFrames.built(Self.tallCell)
        // UIKit's cell lays its content view out at its own height less the 0.5 separator: 87.5.
        // Fader 10 + 30 + 7.5, Slider 30 + 10 = 87.5: no conflict (in a 43-pt content view the
        // chain would break one).
        #expect(scene.layout.conflicts.isEmpty)
        #expect(try frame(scene, "fader") == Rect(x: 20, y: 10, width: 280, height: 30))
        #expect(try frame(scene, "slider") == Rect(x: 20, y: 47.5, width: 280, height: 30))
        let fader = try #require(scene.layout.id(of: "fader"))
        let content = try #require(scene.layout.superview(of: fader))
        #expect(StoredFrames.rounded(scene.layout.frame(of: content)) == Rect(x: 0, y: 0, width: 320, height: 87.5))
        // The content view is the one misplaced view, and lint says why.
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.count == 1)
        let m = try #require(misplaced.first)
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(m)
        #expect(why.contains("its stored height, 43, is a default row's"))
        #expect(why.contains("87.5 tall"))
    }

    @Test("a content view stored at its cell's height less a separator keeps its stored height")
    func contentViewAtTheCellsHeightIsKept() throws {
        let kept = Self.tallCell.replacingOccurrences(of: #"width="320" height="43""#, with: #"width="320" height="87.5""#)
        let scene = try StoredFrames.built(kept)
        #expect(scene.layout.conflicts.isEmpty)
        #expect(try frame(scene, "slider") == Rect(x: 20, y: 47.5, width: 280, height: 30))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: A stored frame rounded off a centring constraint

    /// A 480×480 launch view of Xcode 6 holding a "Tagline" label 20 from the left and centred
    /// across, stored 441 wide: its stored centre, 240.5, is 0.5 off the view's, 240.
    static let launchView = xcode6Xib("""
        <view contentMode="scaleToFill" id="lv-73-001">
            <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Tides and times" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="tg-73-001" userLabel="Tagline">
                    <rect key="frame" x="20" y="200" width="441" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="tg-73-c1"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="tg-73-001" firstAttribute="leading" secondItem="lv-73-001" secondAttribute="leading" constant="20" id="lv-73-c1"/>
                <constraint firstAttribute="centerX" secondItem="tg-73-001" secondAttribute="centerX" id="lv-73-c2"/>
                <constraint firstItem="tg-73-001" firstAttribute="top" secondItem="lv-73-001" secondAttribute="top" constant="200" id="lv-73-c3"/>
            </constraints>
        </view>
        """)

    @Test("a frame stored 0.5 pt off its centring constraint is said to be the canvas's rounding, not the text's measure")
    func frameRoundedOffACentringConstraint() throws {
        let scene = try StoredFrames.built(Self.launchView)
        // Leading 20 and centred in 480: 440 wide (the text, about 125, does not size it).
        #expect(try frame(scene, "tagline") == Rect(x: 20, y: 200, width: 440, height: 40))
        let why = try why(scene, "tagline")
        #expect(why.contains("break its constraint 'lv-73-c2' by 0.5 pt (240 where it asks 240.5)"))
        #expect(why.contains("the canvas rounded the frame it stored"))
        #expect(!why.contains("text's"))
    }

    @Test("a frame off by more than its constraint's break, or along an axis no small break explains, is not put down to rounding")
    func roundingExplainsOnlyItsOwnAmount() {
        let centring = StaleFrame(constraint: "across", stored: 240, asked: 240.5, axis: .horizontal)
        let middle = StaleFrame(constraint: "down", stored: 220, asked: 220.5, axis: .vertical)
        func off(_ stored: Rect) -> Misplacement {
            Misplacement(view: ViewID(1), name: "v", stored: stored, solved: Rect(x: 20, y: 200, width: 440, height: 40),
                         flaggedByXcode: false, location: DocumentLocation(line: 1, column: 1))
        }
        // 1 pt wider for a 0.5-pt break of a centring: the rounding, twice over.
        #expect(MisplacementExplainer.rounding(off(Rect(x: 20, y: 200, width: 441, height: 40)), broken: [centring])?.constraint == "across")
        // 3 pt wider: more than the rounding moves it.
        #expect(MisplacementExplainer.rounding(off(Rect(x: 20, y: 200, width: 443, height: 40)), broken: [centring]) == nil)
        // Also 1 pt lower: a vertical difference a horizontal break does not explain...
        #expect(MisplacementExplainer.rounding(off(Rect(x: 20, y: 201, width: 441, height: 40)), broken: [centring]) == nil)
        // ...but a vertical break of 0.5 does: each axis has its own, and the wider one is named.
        #expect(MisplacementExplainer.rounding(off(Rect(x: 20, y: 201, width: 441, height: 40)), broken: [middle, centring])?.constraint == "across")
        // A break of more than a point is an older frame, not a rounding.
        let older = StaleFrame(constraint: "c", stored: 240, asked: 243, axis: .horizontal)
        #expect(MisplacementExplainer.rounding(off(Rect(x: 20, y: 200, width: 446, height: 40)), broken: [older]) == nil)
    }

    // MARK: A cell's content view with no stored frame

    @Test("a cell's content view with no stored frame is as wide as the cell and as tall less the separator")
    func contentViewWithoutAFrameTakesTheCellsSize() throws {
        let bare = Self.tallCell.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="320" height="43"/>"#, with: "")
        let scene = try StoredFrames.built(bare)
        // Without a size the content view was left to its subviews' constraints: its width (and
        // so the fader's) ambiguous. UIKit's cell gives it 320×87.5.
        #expect(scene.layout.conflicts.isEmpty)
        #expect(scene.layout.ambiguities().isEmpty)
        #expect(try frame(scene, "fader") == Rect(x: 20, y: 10, width: 280, height: 30))
        #expect(try frame(scene, "slider") == Rect(x: 20, y: 47.5, width: 280, height: 30))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: A wrapping label that resists compression at 1000

    @Test("a wrapping label that resists compression across at 1000 wraps inside required constraints, with no conflict")
    func requiredWrappingLabelConflictIsNoted() throws {
        // A 200-wide panel holding a label that wraps (numberOfLines 0) pinned 10 from each side,
        // its compression resistance across 1000: its text on one line is far wider than 180. It
        // wraps at 180 instead, as IB's canvas lays it out: its one-line width is held just below
        // required.
        let text = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="pn-73-001" userLabel="Panel">
                <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="1000" text="Every tide table for the whole coast, day by day" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="nt-73-001" userLabel="Notice">
                        <rect key="frame" x="10" y="10" width="180" height="41"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="nt-73-001" firstAttribute="leading" secondItem="pn-73-001" secondAttribute="leading" constant="10" id="pn-73-c1"/>
                    <constraint firstAttribute="trailing" secondItem="nt-73-001" secondAttribute="trailing" constant="10" id="pn-73-c2"/>
                    <constraint firstItem="nt-73-001" firstAttribute="top" secondItem="pn-73-001" secondAttribute="top" constant="10" id="pn-73-c3"/>
                </constraints>
            </view>
            """)
        let findings = Lint.check(try StoredFrames.document(text))
        #expect(!findings.contains { $0.kind == "conflict" })
        let scene = try StoredFrames.built(text)
        let notice = try frame(scene, "notice")
        #expect(notice.minX == 10 && notice.width == 180)
        // More than one line of the 17-pt system font.
        #expect(notice.height > 21)
        // As at the default 750.
        let relaxed = try StoredFrames.built(text.replacingOccurrences(of: #"horizontalCompressionResistancePriority="1000" "#, with: ""))
        #expect(try frame(relaxed, "notice") == notice)
    }
}
