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
}
