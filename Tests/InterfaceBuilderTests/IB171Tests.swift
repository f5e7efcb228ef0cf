import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: freeform views and roots, apportioned segments, modal segues")
struct IB171Tests {
    /// A xib of `toolsVersion` on the 414×896 iPhone 11 whose freeform top-level view, `width`
    /// wide and 120 tall, holds a strip pinned to its safe area's four edges.
    static func banner(toolsVersion: String, width: Int, freeform: Bool = true) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-171-001" userLabel="banner">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-171-001" userLabel="strip">
                        <rect key="frame" x="0.0" y="44" width="\(width)" height="42"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sa-171-001"/>
                <constraints>
                    <constraint firstItem="bx-171-001" firstAttribute="top" secondItem="sa-171-001" secondAttribute="top" id="c171-01"/>
                    <constraint firstItem="bx-171-001" firstAttribute="leading" secondItem="sa-171-001" secondAttribute="leading" id="c171-02"/>
                    <constraint firstItem="sa-171-001" firstAttribute="trailing" secondItem="bx-171-001" secondAttribute="trailing" id="c171-03"/>
                    <constraint firstItem="sa-171-001" firstAttribute="bottom" secondItem="bx-171-001" secondAttribute="bottom" id="c171-04"/>
                </constraints>
                \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
            </view>
            """, toolsVersion: toolsVersion, device: "retina6_1")
    }

    @Test("a freeform top-level view of a xib of Xcode 14.1 on has the screen's whole safe area on the canvas, however short it is")
    func freeformXibViewHasTheScreensSafeArea() throws {
        let scene = try StoredFrames.built(Self.banner(toolsVersion: "21701", width: 414))
        // The iPhone 11's 48 at the top (its status bar in Xcode 14 on) and 34 at the bottom, in
        // a view 120 tall: 120 − 48 − 34.
        #expect(try StoredFrames.frame(scene, "strip") == Rect(x: 0, y: 48, width: 414, height: 38))
        #expect(scene.notes.contains { $0.message.contains("IB's canvas draws the freeform view 'banner' as a screen of its own") })
        // Not freeform, it has the part of the screen's safe area it overlaps: 48 at its top only.
        let inferred = try StoredFrames.built(Self.banner(toolsVersion: "21701", width: 414, freeform: false))
        #expect(try StoredFrames.frame(inferred, "strip") == Rect(x: 0, y: 48, width: 414, height: 72))
    }

    @Test("before Xcode 14.1 a freeform xib view has the screen's whole safe area only when it is wider than the screen")
    func freeformXibViewOfEarlierXcodes() throws {
        let wide = try StoredFrames.built(Self.banner(toolsVersion: "17156", width: 600))
        #expect(try StoredFrames.frame(wide, "strip") == Rect(x: 0, y: 44, width: 600, height: 42))
        let screenWide = try StoredFrames.built(Self.banner(toolsVersion: "17156", width: 414))
        #expect(try StoredFrames.frame(screenWide, "strip") == Rect(x: 0, y: 44, width: 414, height: 76))
    }

    @Test("a segmented control that apportions its widths by content is as wide as its titles, each with its own padding")
    func apportionedSegments() throws {
        func picker(_ apportions: Bool) -> String {
            StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-171-010" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" \(apportions ? #"apportionsSegmentWidthsByContent="YES" "# : "")segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg-171-010" userLabel="picker">
                            <rect key="frame" x="10" y="10" width="200" height="32"/>
                            <segments>
                                <segment title="A"/>
                                <segment title="A much longer title"/>
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sg-171-010" firstAttribute="leading" secondItem="rt-171-010" secondAttribute="leading" constant="10" id="c171-11"/>
                        <constraint firstItem="sg-171-010" firstAttribute="top" secondItem="rt-171-010" secondAttribute="top" constant="10" id="c171-12"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
                """, device: "retina4_7")
        }
        let equal = try StoredFrames.frame(try StoredFrames.built(picker(false)), "picker").width
        let apportioned = try StoredFrames.frame(try StoredFrames.built(picker(true)), "picker").width
        // The control's own widths for the titles: by default both segments as wide as the long
        // one; apportioned, the short one keeps its own narrow width.
        var content = ControlContent()
        content.items = ["A", "A much longer title"]
        let widest = try #require(ControlSizes.intrinsicSize(of: "UISegmentedControl", content)).width
        content.apportionsSegmentWidthsByContent = true
        let own = try #require(ControlSizes.intrinsicSize(of: "UISegmentedControl", content)).width
        #expect(equal == widest)
        #expect(apportioned == own)
        #expect(own < widest - 50)
    }

    /// A storyboard of Xcode 12.5 on the iPhone 8 whose one controller is freeform
    /// (`<freeformSimulatedSizeMetrics>`) 500×524, under a simulated opaque navigation bar, its
    /// `content` pinned to the top and bottom layout guides.
    static let freeformUnderOpaqueBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="vc-171-020">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-171-020">
                    <objects>
                        <viewController id="vc-171-020" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-171-020"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-171-020"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-171-020">
                                <rect key="frame" x="0.0" y="0.0" width="500" height="524"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-171-020" userLabel="content">
                                        <rect key="frame" x="0.0" y="0.0" width="500" height="524"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bx-171-020" firstAttribute="leading" secondItem="rt-171-020" secondAttribute="leading" id="c171-21"/>
                                    <constraint firstAttribute="trailing" secondItem="bx-171-020" secondAttribute="trailing" id="c171-22"/>
                                    <constraint firstItem="bx-171-020" firstAttribute="top" secondItem="tg-171-020" secondAttribute="bottom" id="c171-23"/>
                                    <constraint firstItem="bg-171-020" firstAttribute="top" secondItem="bx-171-020" secondAttribute="bottom" id="c171-24"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-171-020" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a freeform root under an opaque simulated navigation bar is laid out below the bar: its top layout guide is at 0")
    func freeformRootBelowAnOpaqueBar() throws {
        let scene = SceneBuilder.build(try StoredFrames.document(Self.freeformUnderOpaqueBar), scene: 0)
        #expect(try StoredFrames.frame(scene, "content") == Rect(x: 0, y: 0, width: 500, height: 524))
        #expect(scene.notes.contains { $0.message.contains("the root view is freeform and its navigation bar opaque") })
        // A translucent bar lies over the view: the status bar's 20 and the bar's 44.
        let translucent = SceneBuilder.build(try StoredFrames.document(Self.freeformUnderOpaqueBar.replacingOccurrences(
            of: #" translucent="NO""#, with: "")), scene: 0)
        #expect(try StoredFrames.frame(translucent, "content").origin.y > 0)
    }

    @Test("a segue of the older kind 'modal' presents a sheet as 'presentation' does")
    func modalSegueIsASheet() throws {
        let body = IB161Tests.filler()
        let modal = IB161Tests.twoScenes(kind: "modal", secondHeight: 647, content: body.content, constraints: body.constraints)
        let presentation = modal.replacingOccurrences(of: #"kind="modal""#, with: #"kind="presentation""#)
        let sheet = SceneBuilder.build(try StoredFrames.document(modal), scene: 1)
        // The 375×647 card of Xcode 13 on: its safe area is the whole card.
        #expect(try StoredFrames.frame(sheet, "body") == Rect(x: 0, y: 0, width: 375, height: 647))
        #expect(try StoredFrames.frame(sheet, "body")
                == StoredFrames.frame(SceneBuilder.build(try StoredFrames.document(presentation), scene: 1), "body"))
    }
}

extension IB171Tests {
    /// A xib on `device` whose freeform 400×400 view holds a box pinned to its top and sides,
    /// its height `multiplier` of the view's.
    static func percentBox(_ multiplier: String) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-171-030" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="400" height="400"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-171-030" userLabel="box">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="140"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bx-171-030" firstAttribute="top" secondItem="rt-171-030" secondAttribute="top" id="c171-31"/>
                    <constraint firstItem="bx-171-030" firstAttribute="leading" secondItem="rt-171-030" secondAttribute="leading" id="c171-32"/>
                    <constraint firstAttribute="trailing" secondItem="bx-171-030" secondAttribute="trailing" id="c171-33"/>
                    <constraint firstItem="bx-171-030" firstAttribute="height" secondItem="rt-171-030" secondAttribute="height" multiplier="\(multiplier)" id="c171-34"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, toolsVersion: "21507", device: "retina4_7")
    }

    @Test("a multiplier typed as a percentage, as IB keeps it, is that fraction", arguments: ["35%", "35 %", "0.35", "7:20"])
    func percentMultiplier(_ multiplier: String) throws {
        let scene = try StoredFrames.built(Self.percentBox(multiplier))
        #expect(try StoredFrames.frame(scene, "box", rounded: true) == Rect(x: 0, y: 0, width: 400, height: 140))
    }

    @Test("a multiplier that is no number, ratio or percentage is refused with what the reader takes")
    func badMultiplier() throws {
        #expect(throws: InterfaceError.self) { try StoredFrames.document(Self.percentBox("35 percent")) }
        do {
            _ = try StoredFrames.document(Self.percentBox("%"))
            Issue.record("a lone % was read")
        } catch {
            #expect("\(error)".contains("neither a number, a ratio such as 16:9 nor a percentage such as 35%"))
        }
    }

    @Test("a navigation bar placed alone on an iPad is 50 tall, as iOS 12's iPad bars are; on a phone 44")
    func tabletNavigationBar() throws {
        func bar(device: String) throws -> Rect {
            let text = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-171-040" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb-171-040" userLabel="topBar">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="50"/>
                            <items>
                                <navigationItem title="Title" id="ni-171-040"/>
                            </items>
                        </navigationBar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="nb-171-040" firstAttribute="top" secondItem="rt-171-040" secondAttribute="top" constant="20" id="c171-41"/>
                        <constraint firstItem="nb-171-040" firstAttribute="leading" secondItem="rt-171-040" secondAttribute="leading" id="c171-42"/>
                        <constraint firstAttribute="trailing" secondItem="nb-171-040" secondAttribute="trailing" id="c171-43"/>
                    </constraints>
                </view>
                """, toolsVersion: "15705", device: device)
            return try StoredFrames.frame(try StoredFrames.built(text), "topBar")
        }
        #expect(try bar(device: "ipad9_7").size.height == 50)
        #expect(try bar(device: "retina4_7").size.height == 44)
    }
}

extension IB171Tests {
    /// A storyboard of Xcode 12.4 on `device` whose one controller, shown in the window, is drawn
    /// with a toolbar (`simulated`), its `body` pinned to the safe area's four edges.
    static func toolbarScene(device: String, width: Int, height: Int, simulated: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-171-050">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-171-050">
                    <objects>
                        <viewController id="vc-171-050" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-171-050">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-171-050" userLabel="body">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-171-050"/>
                                <constraints>
                                    <constraint firstItem="bd-171-050" firstAttribute="top" secondItem="sa-171-050" secondAttribute="top" id="c171-51"/>
                                    <constraint firstItem="bd-171-050" firstAttribute="leading" secondItem="sa-171-050" secondAttribute="leading" id="c171-52"/>
                                    <constraint firstItem="sa-171-050" firstAttribute="trailing" secondItem="bd-171-050" secondAttribute="trailing" id="c171-53"/>
                                    <constraint firstItem="sa-171-050" firstAttribute="bottom" secondItem="bd-171-050" secondAttribute="bottom" id="c171-54"/>
                                </constraints>
                            </view>
                            \(simulated ? #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"# : "")
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-171-050" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a controller drawn with a simulated toolbar has its safe area end above it: 44 on a phone with a home button, 49 above a home indicator")
    func simulatedToolbar() throws {
        func body(_ device: String, _ width: Int, _ height: Int, simulated: Bool = true) throws -> Rect {
            let scene = SceneBuilder.build(try StoredFrames.document(Self.toolbarScene(device: device, width: width, height: height,
                                                                                       simulated: simulated)), scene: 0)
            return try StoredFrames.frame(scene, "body")
        }
        // The iPhone 8, drawn by Xcode 12 without its status bar: the toolbar's 44 at the bottom.
        #expect(try body("retina4_7", 375, 667) == Rect(x: 0, y: 0, width: 375, height: 623))
        // The iPhone 11: 44 at the top; the home indicator's 34 and the toolbar's 49 at the
        // bottom: 896 − 44 − 83.
        #expect(try body("retina6_1", 414, 896) == Rect(x: 0, y: 44, width: 414, height: 769))
        // Without the toolbar, the safe area alone.
        #expect(try body("retina4_7", 375, 667, simulated: false) == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}

extension IB171Tests {
    @Test("a button's image written as an <imageReference> child is read: an SF Symbol beside its title sizes it by its stored frame, said")
    func symbolBesideTitleByImageReference() throws {
        let text = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-171-060" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="bt-171-060" userLabel="importButton">
                        <rect key="frame" x="100.5" y="100" width="174.5" height="45.5"/>
                        <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                        <inset key="contentEdgeInsets" minX="16" minY="12" maxX="16" maxY="12"/>
                        <state key="normal" title="Import account">
                            <imageReference key="image" image="person.circle" catalog="system"/>
                        </state>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bt-171-060" firstAttribute="centerX" secondItem="rt-171-060" secondAttribute="centerX" id="c171-61"/>
                    <constraint firstItem="bt-171-060" firstAttribute="top" secondItem="rt-171-060" secondAttribute="top" constant="100" id="c171-62"/>
                </constraints>
            </view>
            """, toolsVersion: "23727", device: "retina4_7")
        let scene = try StoredFrames.built(text)
        // Centred: (375 − 174.5) / 2.
        #expect(try StoredFrames.frame(scene, "importButton") == Rect(x: 100.25, y: 100, width: 174.5, height: 45.5))
        #expect(scene.notes.contains { $0.message.contains("shows the SF Symbol 'person.circle' beside its title") })
    }

    @Test("Xcode 26 draws a borderless text field at least 22 tall; earlier canvases as tall as its line and a little more")
    func glassBorderlessTextField() throws {
        func field(_ toolsVersion: String) throws -> Double {
            let text = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-171-070" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="value" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-171-070" userLabel="plainField">
                            <rect key="frame" x="20" y="100" width="350" height="22"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tf-171-070" firstAttribute="leading" secondItem="rt-171-070" secondAttribute="leading" constant="20" id="c171-71"/>
                        <constraint firstAttribute="trailing" secondItem="tf-171-070" secondAttribute="trailing" constant="20" id="c171-72"/>
                        <constraint firstItem="tf-171-070" firstAttribute="top" secondItem="rt-171-070" secondAttribute="top" constant="100" id="c171-73"/>
                    </constraints>
                </view>
                """, toolsVersion: toolsVersion, device: "retina6_12")
            return try StoredFrames.frame(try StoredFrames.built(text), "plainField").height
        }
        #expect(try field("24765") == 22)
        // Xcode 16: the 14-pt line (16.7) and the field's 1.6 more, on the @3x pixel.
        #expect(try field("23727") < 22)
    }
}
