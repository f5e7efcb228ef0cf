import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a constraint with a multiplier between a view and its superview, and for
/// an autoresizing mask inside a superview that does not sit at its own superview's origin.
/// Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: multipliers in the superview's bounds")
struct StoredFrames69Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    // MARK: A multiplier between a view and its superview

    /// A 300×200 "Panel" holding a 200×100 "Card" 40 from its leading edge and 20 from its top;
    /// inside the card a 20×20 "Dot" whose centre is at half the card's centre across
    /// (`multiplier="0.5"`) and at its centre down.
    static let dotScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="md-69-panel" userLabel="Panel">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="md-69-card" userLabel="Card">
                        <rect key="frame" x="40" y="20" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="md-69-dot" userLabel="Dot">
                                <rect key="frame" x="40" y="40" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="md-69-c1"/>
                                    <constraint firstAttribute="height" constant="20" id="md-69-c2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" id="md-69-c3"/>
                            <constraint firstAttribute="height" constant="100" id="md-69-c4"/>
                            <constraint firstItem="md-69-dot" firstAttribute="centerX" secondItem="md-69-card" secondAttribute="centerX" multiplier="0.5" id="md-69-c5"/>
                            <constraint firstItem="md-69-dot" firstAttribute="centerY" secondItem="md-69-card" secondAttribute="centerY" id="md-69-c6"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="md-69-card" firstAttribute="leading" secondItem="md-69-panel" secondAttribute="leading" constant="40" id="md-69-c7"/>
                    <constraint firstItem="md-69-card" firstAttribute="top" secondItem="md-69-panel" secondAttribute="top" constant="20" id="md-69-c8"/>
                </constraints>
            </view>
    """)

    @Test("a multiplier on the superview's centre scales the superview's own width, wherever it sits")
    func multiplierInTheSuperviewsBounds() throws {
        let scene = try StoredFrames.built(Self.dotScene)
        // In the card's bounds its centre is at 100 across: the dot's centre is at 50, so it
        // starts at 40; down, 50 − 10 = 40. (In the panel's coordinates the card's centre is at
        // 140, and half of that would put the dot at 20.)
        #expect(try frame(scene, "card") == Rect(x: 40, y: 20, width: 200, height: 100))
        #expect(try frame(scene, "dot") == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: An autoresizing mask inside a superview away from the origin

    /// A 320×240 "Sheet" holding a "Box" at (40, 30), 240×150, that no constraint names and whose
    /// mask stretches nothing; inside it a "Bar" at (60, 10), 120×20, whose left margin and
    /// width stretch with the box (`flexibleMinX`, `widthSizable`).
    static let barScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="ar-69-sheet" userLabel="Sheet">
                <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" id="ar-69-box" userLabel="Box">
                        <rect key="frame" x="40" y="30" width="240" height="150"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" fixedFrame="YES" id="ar-69-bar" userLabel="Bar">
                                <rect key="frame" x="60" y="10" width="120" height="20"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </view>
                </subviews>
            </view>
    """)

    @Test("a flexible margin inside a superview away from the origin keeps its share of that superview")
    func autoresizingInsideAnOffsetSuperview() throws {
        let scene = try StoredFrames.built(Self.barScene)
        // Across, the bar's margins and width are 60, 120 and 60 of the box's 240; the left
        // margin stretches by 60 / 180 of any change and the width by 120 / 180, so UIKit's
        // constraints are left = box.width / 3 − 20 and width = box.width × 2/3 − 40, in the box's
        // bounds: 60 and 120 at 240. (With the box's right edge in the sheet's coordinates, 280,
        // the left would be 73.333 there, 33.333 in the box.)
        #expect(try frame(scene, "box") == Rect(x: 40, y: 30, width: 240, height: 150))
        #expect(try frame(scene, "bar") == Rect(x: 60, y: 10, width: 120, height: 20))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }
}
