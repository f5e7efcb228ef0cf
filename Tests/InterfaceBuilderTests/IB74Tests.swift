import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for scenes whose simulated metrics say no top bar under a navigation
/// controller. Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: Top Bar None under a navigation controller")
struct IB74Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    // MARK: Top Bar: None under a navigation controller

    /// An Xcode 8 storyboard for an iPhone 8: a navigation controller whose root controller
    /// ("Pantry") says `topBarMetrics` (absent: inferred; `none`: `<nil key=…>`), holding a
    /// "Shelf" 40 tall, 12 below the top layout guide, and a show segue to "Larder" (whose own
    /// metrics are absent) holding a "Crate" 8 below the top layout guide.
    static func pantry(topBarMetrics: String) -> String {
        let metrics = topBarMetrics == "none" ? "<nil key=\"simulatedTopBarMetrics\"/>" : ""
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" systemVersion="16G29" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="nc-74-001">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc-74-001">
                    <objects>
                        <navigationController id="nc-74-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-74-001">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-74-001" kind="relationship" relationship="rootViewController" id="sg-74-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc-74-002">
                    <objects>
                        <viewController id="vc-74-001" customClass="PantryViewController" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-74-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-74-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-74-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sh-74-001" userLabel="Shelf">
                                        <rect key="frame" x="20" y="32" width="335" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="sh-74-c1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="sh-74-001" firstAttribute="top" secondItem="tg-74-001" secondAttribute="bottom" constant="12" id="sh-74-c2"/>
                                    <constraint firstItem="sh-74-001" firstAttribute="leading" secondItem="rt-74-001" secondAttribute="leading" constant="20" id="sh-74-c3"/>
                                    <constraint firstAttribute="trailing" secondItem="sh-74-001" secondAttribute="trailing" constant="20" id="sh-74-c4"/>
                                </constraints>
                            </view>
                            \(metrics)
                            <connections>
                                <segue destination="vc-74-002" kind="show" id="sg-74-002"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-74-003">
                    <objects>
                        <viewController id="vc-74-002" customClass="LarderViewController" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-74-002"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-74-002"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-74-002">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cr-74-001" userLabel="Crate">
                                        <rect key="frame" x="20" y="28" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="cr-74-c1"/>
                                            <constraint firstAttribute="height" constant="50" id="cr-74-c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="cr-74-001" firstAttribute="top" secondItem="tg-74-002" secondAttribute="bottom" constant="8" id="cr-74-c3"/>
                                    <constraint firstItem="cr-74-001" firstAttribute="leading" secondItem="rt-74-002" secondAttribute="leading" constant="20" id="cr-74-c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func built(_ text: String, _ customClass: String) throws -> BuiltScene {
        let doc = try StoredFrames.document(text)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == customClass })
        return SceneBuilder.build(doc, scene: index)
    }

    @Test("a root controller whose simulated metrics say no top bar is laid out without the navigation bar")
    func topBarNoneUnderNavigationController() throws {
        let text = Self.pantry(topBarMetrics: "none")
        // No bar: the top layout guide ends under the 20-pt status bar; the shelf is 12 below
        // it, 20 from each side of the 375-pt screen: (20, 32, 335, 40), as IB stores it.
        let pantry = try built(text, "PantryViewController")
        #expect(try frame(pantry, "shelf") == Rect(x: 20, y: 32, width: 335, height: 40))
        #expect(pantry.layout.conflicts.isEmpty)
        // The controller pushed from it infers its metrics from it: no bar either, the crate
        // 8 below the status bar.
        #expect(try frame(built(text, "LarderViewController"), "crate") == Rect(x: 20, y: 28, width: 100, height: 50))
        // Lint says that UIKit shows the navigation controller's bar unless the app hides it.
        let doc = try StoredFrames.document(text)
        #expect(doc.notes.contains { $0.message.contains("PantryViewController is shown by a navigation controller")
            && $0.message.contains("no top bar") })
    }

    @Test("with inferred metrics the root controller and the one pushed from it are under the bar")
    func inferredTopBarUnderNavigationController() throws {
        let text = Self.pantry(topBarMetrics: "inferred")
        // Status bar 20 + navigation bar 44 = 64: the shelf at 76, the crate at 72.
        #expect(try frame(built(text, "PantryViewController"), "shelf") == Rect(x: 20, y: 76, width: 335, height: 40))
        #expect(try frame(built(text, "LarderViewController"), "crate") == Rect(x: 20, y: 72, width: 100, height: 50))
        #expect(try StoredFrames.document(text).notes.allSatisfy { !$0.message.contains("no top bar") })
    }

    // MARK: Attributed text in a meta font

    /// A label 20 from the top left of a 414-wide root with `text` in `font`: a plain
    /// `<fontDescription>` or an attributed string whose fragment's `<font>` is given.
    static func label(_ id: String, _ name: String, y: Int, text: String, plainFont: String?, attributedFont: String?) -> String {
        let content = attributedFont.map { font in
            """
            <attributedString key="attributedText">
                <fragment content="\(text)">
                    <attributes>
                        \(font)
                    </attributes>
                </fragment>
            </attributedString>
            """
        } ?? ""
        return """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(attributedFont == nil ? "text=\"\(text)\"" : "usesAttributedText=\"YES\"") lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                <rect key="frame" x="20" y="\(y)" width="10" height="10"/>
                \(plainFont ?? "")
                \(content)
                <nil key="highlightedColor"/>
            </label>
        """
    }

    static let meterPanel = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-74-010">
            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
        \(label("lb-74-011", "Plain Bold", y: 20, text: "Pump Counts:", plainFont: "<fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"16\"/>", attributedFont: nil))
        \(label("lb-74-012", "Meta Bold", y: 80, text: "Pump Counts:", plainFont: nil, attributedFont: "<font key=\"NSFont\" metaFont=\"systemBold\" size=\"16\"/>"))
        \(label("lb-74-013", "Plain Small", y: 140, text: "Since", plainFont: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"13\"/>", attributedFont: nil))
        \(label("lb-74-014", "Meta Sizeless", y: 200, text: "Since", plainFont: nil, attributedFont: "<font key=\"NSFont\" metaFont=\"system\"/>"))
            </subviews>
            <constraints>
                <constraint firstItem="lb-74-011" firstAttribute="leading" secondItem="rt-74-010" secondAttribute="leading" constant="20" id="lb-74-c1"/>
                <constraint firstItem="lb-74-011" firstAttribute="top" secondItem="rt-74-010" secondAttribute="top" constant="20" id="lb-74-c2"/>
                <constraint firstItem="lb-74-012" firstAttribute="leading" secondItem="rt-74-010" secondAttribute="leading" constant="20" id="lb-74-c3"/>
                <constraint firstItem="lb-74-012" firstAttribute="top" secondItem="rt-74-010" secondAttribute="top" constant="80" id="lb-74-c4"/>
                <constraint firstItem="lb-74-013" firstAttribute="leading" secondItem="rt-74-010" secondAttribute="leading" constant="20" id="lb-74-c5"/>
                <constraint firstItem="lb-74-013" firstAttribute="top" secondItem="rt-74-010" secondAttribute="top" constant="140" id="lb-74-c6"/>
                <constraint firstItem="lb-74-014" firstAttribute="leading" secondItem="rt-74-010" secondAttribute="leading" constant="20" id="lb-74-c7"/>
                <constraint firstItem="lb-74-014" firstAttribute="top" secondItem="rt-74-010" secondAttribute="top" constant="200" id="lb-74-c8"/>
            </constraints>
        </view>
        """)

    @Test("an attributed text's meta font gives its weight, and its AppKit size when it names none")
    func attributedMetaFont() throws {
        let scene = try StoredFrames.built(Self.meterPanel)
        // `metaFont="systemBold" size="16"` is the bold system font at 16, as `type="boldSystem"`:
        // the same frame 60 lower (the regular weight made it 7.5 narrower).
        let plainBold = try frame(scene, "plainBold"), metaBold = try frame(scene, "metaBold")
        #expect(metaBold == Rect(x: 20, y: 80, width: plainBold.size.width, height: plainBold.size.height))
        // `metaFont="system"` with no size is AppKit's system font size, 13: "Since" as a
        // 13-pt label has it, where the default 17 pt made it 42.5×20.5.
        let plainSmall = try frame(scene, "plainSmall"), sizeless = try frame(scene, "metaSizeless")
        #expect(sizeless == Rect(x: 20, y: 200, width: plainSmall.size.width, height: plainSmall.size.height))
        #expect(sizeless.size.height < 17)
    }

    // MARK: Explanations

    /// The explanation lint gives for the misplaced view `name`.
    func why(_ scene: BuiltScene, _ name: String) throws -> String {
        let misplaced = scene.misplacedViews(in: scene.layout)
        let m = try #require(misplaced.first { $0.name == name })
        return MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(m)
    }

    /// An Xcode 9 xib for an iPhone 8 (@2x): three 17-pt labels in a column, 20 from the top
    /// left, 8 apart, stored 21 tall each (whole points) where UIKit makes them 20.5.
    static let ledgerColumn = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-74-020">
            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
        \(label("lb-74-021", "Debit", y: 20, text: "Debit", plainFont: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", attributedFont: nil))
        \(label("lb-74-022", "Credit", y: 49, text: "Credit", plainFont: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", attributedFont: nil))
        \(label("lb-74-023", "Balance", y: 78, text: "Balance", plainFont: "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>", attributedFont: nil))
            </subviews>
            <constraints>
                <constraint firstItem="lb-74-021" firstAttribute="leading" secondItem="rt-74-020" secondAttribute="leading" constant="20" id="lb-74-c21"/>
                <constraint firstItem="lb-74-021" firstAttribute="top" secondItem="rt-74-020" secondAttribute="top" constant="20" id="lb-74-c22"/>
                <constraint firstItem="lb-74-022" firstAttribute="leading" secondItem="rt-74-020" secondAttribute="leading" constant="20" id="lb-74-c23"/>
                <constraint firstItem="lb-74-022" firstAttribute="top" secondItem="lb-74-021" secondAttribute="bottom" constant="8" id="lb-74-c24"/>
                <constraint firstItem="lb-74-023" firstAttribute="leading" secondItem="rt-74-020" secondAttribute="leading" constant="20" id="lb-74-c25"/>
                <constraint firstItem="lb-74-023" firstAttribute="top" secondItem="lb-74-022" secondAttribute="bottom" constant="8" id="lb-74-c26"/>
            </constraints>
        </view>
        """, toolsVersion: "14109", device: "retina4_7")

    /// The column with each label stored at its `y`, 21 tall, as wide as `widths` says (the
    /// solved widths: the test is about heights).
    static func ledgerColumnStored(widths: [String: Double]) -> String {
        var text = ledgerColumn
        for (id, y) in [("lb-74-021", 20), ("lb-74-022", 49), ("lb-74-023", 78)] {
            text = text.replacingOccurrences(of: "<rect key=\"frame\" x=\"20\" y=\"\(y)\" width=\"10\" height=\"10\"/>",
                                             with: "<rect key=\"frame\" x=\"20\" y=\"\(y)\" width=\"\(widths[id] ?? 10)\" height=\"21\"/>")
        }
        return text
    }

    @Test("a view whose stored frame meets its constraints is off by the half points of the views it follows")
    func offByNearMisses() throws {
        let first = try StoredFrames.built(Self.ledgerColumn)
        let widths = try ["lb-74-021": frame(first, "debit").size.width, "lb-74-022": frame(first, "credit").size.width,
                          "lb-74-023": frame(first, "balance").size.width]
        let scene = try StoredFrames.built(Self.ledgerColumnStored(widths: widths))
        // UIKit: Debit 20…40.5, Credit 48.5…69, Balance at 77. IB stored 20, 49 and 78, each
        // 21 tall: Debit and Credit are within half a point, Balance a point lower, and the
        // stored frames meet every constraint (78 = 49 + 21 + 8).
        #expect(try frame(scene, "credit").minY == 48.5)
        #expect(try frame(scene, "balance").minY == 77)
        let misplaced = scene.misplacedViews(in: scene.layout).map(\.name)
        #expect(misplaced == ["balance"])
        let text = try why(scene, "balance")
        #expect(text.hasPrefix("IB's stored frames meet its constraints"))
        #expect(text.hasSuffix(": credit"))
    }

    /// A vertical fill-proportionally stack 100 tall, 20 from the top left, 200 wide, of a 17-pt
    /// "Heading" and a 13-pt "Caption", stored at 50 each.
    static let captionStack = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-74-030">
            <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="st-74-030" userLabel="Pair">
                    <rect key="frame" x="20" y="20" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Heading" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-74-031" userLabel="Heading">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Caption" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-74-032" userLabel="Caption">
                            <rect key="frame" x="0.0" y="50" width="200" height="50"/>
                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="st-74-c1"/>
                        <constraint firstAttribute="height" constant="100" id="st-74-c2"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="st-74-030" firstAttribute="leading" secondItem="rt-74-030" secondAttribute="leading" constant="20" id="st-74-c3"/>
                <constraint firstItem="st-74-030" firstAttribute="top" secondItem="rt-74-030" secondAttribute="top" constant="20" id="st-74-c4"/>
            </constraints>
        </view>
        """, toolsVersion: "14109", device: "retina4_7")

    @Test("a fill-proportionally stack's arranged label is explained by the measures its stack shares out")
    func proportionalShare() throws {
        let scene = try StoredFrames.built(Self.captionStack)
        // The labels' measured heights at @2x in an Xcode 9 document: 17 pt 20.5, 13 pt 16. The
        // stack shares its 100 out 20.5 : 16, so the heading is 100 × 20.5 / 36.5 = 56.164 and
        // the caption 43.836 below it.
        #expect(try frame(scene, "heading") == Rect(x: 0, y: 0, width: 200, height: 56.164))
        #expect(try frame(scene, "caption") == Rect(x: 0, y: 56.164, width: 200, height: 43.836))
        for name in ["heading", "caption"] {
            #expect(try why(scene, name).contains("in proportion to its arranged views' measured sizes"))
        }
    }
}

extension IB74Tests {
    /// A vertical fill-proportionally stack 200 tall of two plain views, stored 60 and 140 tall:
    /// neither has an intrinsic height nor a constraint of its own.
    static let plainViewsStack = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-133-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="st-133-001" userLabel="Bands">
                    <rect key="frame" x="20" y="20" width="200" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-133-002" userLabel="Upper">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-133-003" userLabel="Lower">
                            <rect key="frame" x="0.0" y="60" width="200" height="140"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="st-133-c1"/>
                        <constraint firstAttribute="height" constant="200" id="st-133-c2"/>
                    </constraints>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="st-133-001" firstAttribute="leading" secondItem="rt-133-001" secondAttribute="leading" constant="20" id="st-133-c3"/>
                <constraint firstItem="st-133-001" firstAttribute="top" secondItem="rt-133-001" secondAttribute="top" constant="20" id="st-133-c4"/>
            </constraints>
        </view>
        """, toolsVersion: "22505", device: "retina4_7")

    @Test("a fill-proportionally stack weighs plain views, which have no intrinsic size, by the sizes they were loaded with")
    func proportionalShareOfPlainViews() throws {
        let scene = try StoredFrames.built(Self.plainViewsStack)
        #expect(try frame(scene, "upper") == Rect(x: 0, y: 0, width: 200, height: 60))
        #expect(try frame(scene, "lower") == Rect(x: 0, y: 60, width: 200, height: 140))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.layout.ambiguities().isEmpty)
    }
}
