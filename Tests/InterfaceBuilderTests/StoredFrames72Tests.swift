import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a root view whose margins ignore the safe area, and for the canvases of
/// Xcode 16.2 to 26, which add the portrait sensor inset and home indicator to a controller's
/// safe area once more. Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: root margins outside the safe area, the doubled insets of late canvases")
struct StoredFrames72Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// One scene saved by `toolsVersion` for `device`: a controller whose `width`×`height` root
    /// (with `rootAttributes`) holds `body`, with `constraints` on the root.
    static func storyboard(_ body: String, constraints: String, rootAttributes: String = "",
                           device: String = "retina6_1", orientation: String = "portrait",
                           toolsVersion: String = "22155", width: Double = 414, height: Double = 896) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-72-001">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <scenes>
                <scene sceneID="sc-72-001">
                    <objects>
                        <viewController id="vc-72-001" customClass="MeterViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" \(rootAttributes) id="rt-72-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-72-001"/>
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

    /// A view `name` (`id`) 50 tall, with no other constraint of its own.
    static func box(_ name: String, id: String, frame: Rect) -> String {
        """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
            <rect key="frame" x="\(frame.minX)" y="\(frame.minY)" width="\(frame.width)" height="\(frame.height)"/>
            <constraints>
                <constraint firstAttribute="height" constant="50" id="\(id)-h"/>
            </constraints>
        </view>
        """
    }

    // MARK: A root whose margins are not inset from the safe area

    /// On the iPhone 11 (48-pt status bar, 34-pt home indicator), a "Dial" 12 below the root's
    /// top margin between its side margins, and a "Knob" on its bottom margin, in a root with
    /// `insetsLayoutMarginsFromSafeArea` off.
    static let dialScene = storyboard(
        box("Dial", id: "dl-72-001", frame: Rect(x: 20, y: 12, width: 374, height: 50))
            + box("Knob", id: "kn-72-001", frame: Rect(x: 20, y: 846, width: 374, height: 50)),
        constraints: """
        <constraint firstItem="dl-72-001" firstAttribute="top" secondItem="rt-72-001" secondAttribute="topMargin" constant="12" id="dl-72-c1"/>
        <constraint firstItem="dl-72-001" firstAttribute="leading" secondItem="rt-72-001" secondAttribute="leadingMargin" id="dl-72-c2"/>
        <constraint firstAttribute="trailingMargin" secondItem="dl-72-001" secondAttribute="trailing" id="dl-72-c3"/>
        <constraint firstAttribute="bottomMargin" secondItem="kn-72-001" secondAttribute="bottom" id="kn-72-c1"/>
        <constraint firstItem="kn-72-001" firstAttribute="leading" secondItem="rt-72-001" secondAttribute="leadingMargin" id="kn-72-c2"/>
        <constraint firstAttribute="trailingMargin" secondItem="kn-72-001" secondAttribute="trailing" id="kn-72-c3"/>
        """, rootAttributes: #"insetsLayoutMarginsFromSafeArea="NO""#)

    @Test("a root with insetsLayoutMarginsFromSafeArea off counts its margins from its own edges")
    func rootMarginsIgnoreTheSafeArea() throws {
        let scene = try StoredFrames.built(Self.dialScene)
        // The root's margins are 0 at the top and bottom and 20 at the sides (the minimum on a
        // 414-wide phone), not added to the 48 and 34 of the safe area: the dial's top is
        // 0 + 12 (48 + 12 = 60 with them added), the knob's bottom 896 (862).
        #expect(try frame(scene, "dial") == Rect(x: 20, y: 12, width: 374, height: 50))
        #expect(try frame(scene, "knob") == Rect(x: 20, y: 846, width: 374, height: 50))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: The safe area of Xcode 16.2 to 26's canvas

    /// A "Banner" 10 below the safe area's top between its sides, and a "Footer" on its
    /// bottom, in a storyboard saved by `toolsVersion` for `device` in `orientation`.
    static func bannerScene(toolsVersion: String, device: String = "retina6_1", orientation: String = "portrait",
                            width: Double = 414, height: Double = 896) -> String {
        storyboard(
            box("Banner", id: "bn-72-001", frame: Rect(x: 0, y: 106, width: width, height: 50))
                + box("Footer", id: "ft-72-001", frame: Rect(x: 0, y: 778, width: width, height: 50)),
            constraints: """
            <constraint firstItem="bn-72-001" firstAttribute="top" secondItem="sa-72-001" secondAttribute="top" constant="10" id="bn-72-c1"/>
            <constraint firstItem="bn-72-001" firstAttribute="leading" secondItem="sa-72-001" secondAttribute="leading" id="bn-72-c2"/>
            <constraint firstItem="sa-72-001" firstAttribute="trailing" secondItem="bn-72-001" secondAttribute="trailing" id="bn-72-c3"/>
            <constraint firstItem="sa-72-001" firstAttribute="bottom" secondItem="ft-72-001" secondAttribute="bottom" id="ft-72-c1"/>
            <constraint firstItem="ft-72-001" firstAttribute="leading" secondItem="sa-72-001" secondAttribute="leading" id="ft-72-c2"/>
            <constraint firstItem="sa-72-001" firstAttribute="trailing" secondItem="ft-72-001" secondAttribute="trailing" id="ft-72-c3"/>
            """, device: device, orientation: orientation, toolsVersion: toolsVersion, width: width, height: height)
    }

    @Test("the canvases of Xcode 16.2 to 26 count a phone's portrait sensor inset and home indicator twice")
    func repeatedPortraitInsets() throws {
        // iPhone 11: 48 at the top, 34 at the bottom, counted twice: the banner's top is
        // 96 + 10, the footer's bottom 896 − 68 = 828.
        for version in ["23727", "24412"] {
            let scene = try StoredFrames.built(Self.bannerScene(toolsVersion: version))
            #expect(try frame(scene, "banner") == Rect(x: 0, y: 106, width: 414, height: 50))
            #expect(try frame(scene, "footer") == Rect(x: 0, y: 778, width: 414, height: 50))
            #expect(scene.notes.contains { $0.message.contains("counts the iPhone 11's portrait sensor inset and home indicator twice") })
        }
        // Xcode 16.0 counts them once: 48 + 10, and 896 − 34 = 862.
        let once = try StoredFrames.built(Self.bannerScene(toolsVersion: "23504"))
        #expect(try frame(once, "banner") == Rect(x: 0, y: 58, width: 414, height: 50))
        #expect(try frame(once, "footer") == Rect(x: 0, y: 812, width: 414, height: 50))
        #expect(!once.notes.contains { $0.message.contains("twice") })
        // Another device chosen by the user is laid out as UIKit lays it out.
        let phone = try #require(Device.presets.first { $0.names.contains("iPhone 11") })
        let chosen = try StoredFrames.built(Self.bannerScene(toolsVersion: "24412"), device: phone)
        #expect(try frame(chosen, "banner") == Rect(x: 0, y: 58, width: 414, height: 50))
    }

    @Test("a freeform controller's view of those canvases has the repeated insets too")
    func repeatedInsetsOnAFreeformRoot() throws {
        // A 414×600 freeform root drawn on the iPhone 11: its 48 and 34 twice, so the banner's
        // top is 96 + 10 and the footer's bottom 600 − 68 = 532.
        var text = Self.bannerScene(toolsVersion: "24412", height: 600)
        text = text.replacingOccurrences(of: "</viewController>",
                                         with: "<size key=\"freeformSize\" width=\"414\" height=\"600\"/></viewController>")
        let scene = try StoredFrames.built(text)
        #expect(try frame(scene, "banner") == Rect(x: 0, y: 106, width: 414, height: 50))
        #expect(try frame(scene, "footer") == Rect(x: 0, y: 482, width: 414, height: 50))
    }

    @Test("in landscape the repeated portrait insets add to the landscape ones")
    func repeatedInsetsInLandscape() throws {
        // iPhone 14 in landscape: 47 on each side and 21 at the bottom, plus its portrait 47 at
        // the top and 34 at the bottom: the banner's top is 47 + 10, the footer's bottom
        // 390 − 55 = 335; both 844 − 94 = 750 wide, 47 from the left.
        let scene = try StoredFrames.built(Self.bannerScene(toolsVersion: "24412", device: "retina6_0",
                                                            orientation: "landscape", width: 844, height: 390))
        #expect(try frame(scene, "banner") == Rect(x: 47, y: 57, width: 750, height: 50))
        #expect(try frame(scene, "footer") == Rect(x: 47, y: 285, width: 750, height: 50))
    }

    // MARK: Xcode 26's navigation bar

    /// A navigation controller saved by `toolsVersion` for `device` whose root controller holds
    /// a "Strip" 30 tall, 8 below the safe area's top, 16 from the left, 200 wide.
    static func stripUnderBar(toolsVersion: String, device: String, width: Double, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nc-72-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-72-010">
                    <objects>
                        <navigationController id="nc-72-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-72-001">
                                <rect key="frame" x="0.0" y="20" width="\(width)" height="54"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-72-010" kind="relationship" relationship="rootViewController" id="sg-72-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc-72-011">
                    <objects>
                        <viewController id="vc-72-010" customClass="LedgerViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-72-010">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="st-72-001" userLabel="Strip">
                                        <rect key="frame" x="16" y="82" width="200" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="st-72-c1"/>
                                            <constraint firstAttribute="height" constant="30" id="st-72-c2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-72-010"/>
                                <constraints>
                                    <constraint firstItem="st-72-001" firstAttribute="top" secondItem="sa-72-010" secondAttribute="top" constant="8" id="st-72-c3"/>
                                    <constraint firstItem="st-72-001" firstAttribute="leading" secondItem="rt-72-010" secondAttribute="leading" constant="16" id="st-72-c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Ledger" id="ni-72-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func strip(_ text: String) throws -> Rect {
        let doc = try StoredFrames.document(text)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "LedgerViewController" })
        return try frame(SceneBuilder.build(doc, scene: index), "strip")
    }

    @Test("Xcode 26's canvas draws a phone's navigation bar 54 tall")
    func glassNavigationBar() throws {
        // iPhone 8: the status bar 20, the bar 54 (44 before Xcode 26), the strip 8 below.
        #expect(try strip(Self.stripUnderBar(toolsVersion: "24412", device: "retina4_7", width: 375, height: 667))
                == Rect(x: 16, y: 82, width: 200, height: 30))
        #expect(try strip(Self.stripUnderBar(toolsVersion: "22155", device: "retina4_7", width: 375, height: 667))
                == Rect(x: 16, y: 72, width: 200, height: 30))
        // iPhone 11: its 48 counted twice, then the 54-pt bar: 96 + 54 + 8.
        #expect(try strip(Self.stripUnderBar(toolsVersion: "24412", device: "retina6_1", width: 414, height: 896))
                == Rect(x: 16, y: 158, width: 200, height: 30))
    }

    // MARK: Whole-point text heights kept from Xcode 7

    @Test("a label stored at its text's height rounded up to a whole point is explained as Xcode 7's height, kept since")
    func wholePointLabelHeight() throws {
        // iPhone 8 Plus (@3x), Xcode 15: a one-line 17-pt label 30 from the top between 16-pt
        // insets. Its line is 20.29 tall, 20.333 at the pixel; Xcode 7 stored 21, and the frame
        // kept it. (At @2x the line is 20.5, within the half point the stored frames are read to.)
        let text = Self.storyboard("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Gauge" translatesAutoresizingMaskIntoConstraints="NO" id="lb-72-001" userLabel="Caption">
                <rect key="frame" x="16" y="30" width="382" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="lb-72-001" firstAttribute="top" secondItem="rt-72-001" secondAttribute="top" constant="30" id="lb-72-c1"/>
            <constraint firstItem="lb-72-001" firstAttribute="leading" secondItem="rt-72-001" secondAttribute="leading" constant="16" id="lb-72-c2"/>
            <constraint firstAttribute="trailing" secondItem="lb-72-001" secondAttribute="trailing" constant="16" id="lb-72-c3"/>
            """, device: "retina5_5", width: 414, height: 736)
        let scene = try StoredFrames.built(text)
        #expect(try frame(scene, "caption") == Rect(x: 16, y: 30, width: 382, height: 20.333))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(try #require(misplaced.first))
        #expect(why == "its stored height, 21, is its text's rounded up to a whole point, a frame Xcode 7 and earlier "
            + "stored, or a label's library default, that no later Xcode updated: UIKit gives 20.333")
        // A height that is not the text's rounded up is not explained so.
        let taller = Misplacement(view: misplaced[0].view, name: "caption", stored: Rect(x: 16, y: 30, width: 382, height: 22),
                                  solved: Rect(x: 16, y: 30, width: 382, height: 20.333), flaggedByXcode: false, location: misplaced[0].location)
        #expect(MisplacementExplainer.wholePointTextHeight(taller) == nil)
    }
}
