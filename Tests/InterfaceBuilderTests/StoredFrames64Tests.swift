import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for what its canvas sizes itself: a xib's top-level view with its
/// autoresizing constraints off. Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: free top-level views")
struct StoredFrames64Tests {
    func built(_ text: String, device: Device? = nil) throws -> BuiltScene {
        try StoredFrames.built(text, device: device)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    static func xib(_ objects: String) -> String {
        StoredFrames.xib(objects)
    }

    /// A top-level "Card" 300×100 with autoresizing constraints off: a "Caption" label pinned 10
    /// inside on every edge, and a 1-pt "Rule" along the bottom.
    static let freeCard = xib("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cd-64-top" userLabel="Card">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Total" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cd-64-cap" userLabel="Caption">
                    <rect key="frame" x="10" y="10" width="280" height="80"/>
                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cd-64-rule" userLabel="Rule">
                    <rect key="frame" x="0.0" y="99" width="300" height="1"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="1" id="cd-64-c1"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="cd-64-cap" firstAttribute="top" secondItem="cd-64-top" secondAttribute="top" constant="10" id="cd-64-c2"/>
                <constraint firstItem="cd-64-cap" firstAttribute="leading" secondItem="cd-64-top" secondAttribute="leading" constant="10" id="cd-64-c3"/>
                <constraint firstAttribute="trailing" secondItem="cd-64-cap" secondAttribute="trailing" constant="10" id="cd-64-c4"/>
                <constraint firstAttribute="bottom" secondItem="cd-64-cap" secondAttribute="bottom" constant="10" id="cd-64-c5"/>
                <constraint firstItem="cd-64-rule" firstAttribute="leading" secondItem="cd-64-top" secondAttribute="leading" id="cd-64-c6"/>
                <constraint firstAttribute="trailing" secondItem="cd-64-rule" secondAttribute="trailing" id="cd-64-c7"/>
                <constraint firstAttribute="bottom" secondItem="cd-64-rule" secondAttribute="bottom" id="cd-64-c8"/>
            </constraints>
        </view>
    """)

    @Test("a xib's top-level view with autoresizing constraints off keeps the size IB drew it at; its content stretches inside")
    func freeTopLevelViewKeepsItsSize() throws {
        let scene = try built(Self.freeCard)
        // Not the label's "Total" at 13 pt plus 10 on each side: the card is 300×100 as drawn, so
        // the caption is 300 − 20 wide and 100 − 20 tall, and the rule lies along y 99.
        #expect(try frame(scene, "card") == Rect(x: 0, y: 0, width: 300, height: 100))
        #expect(try frame(scene, "caption") == Rect(x: 10, y: 10, width: 280, height: 80))
        #expect(try frame(scene, "rule") == Rect(x: 0, y: 99, width: 300, height: 1))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.contains("'card' is a top-level view with translatesAutoresizingMaskIntoConstraints off: held at the frame IB drew it at (300×100)") })
    }
}
