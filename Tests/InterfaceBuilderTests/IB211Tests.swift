import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a xib's screen-sized view under the canvas's repeated insets")
struct IB211Tests {
    /// A xib's one top-level view as large as the iPhone 15's screen (393×852), with a "Sheet"
    /// pinned to its safe area's top and bottom and to its sides, stored at `top` and `height`.
    static func screenView(toolsVersion: String, top: Int, height: Int) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="sv-211-top">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv-211-sheet" userLabel="Sheet">
                        <rect key="frame" x="0.0" y="\(top)" width="393" height="\(height)"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="sv-211-safe"/>
                <constraints>
                    <constraint firstItem="sv-211-sheet" firstAttribute="top" secondItem="sv-211-safe" secondAttribute="top" id="sv-211-c1"/>
                    <constraint firstItem="sv-211-safe" firstAttribute="bottom" secondItem="sv-211-sheet" secondAttribute="bottom" id="sv-211-c2"/>
                    <constraint firstItem="sv-211-sheet" firstAttribute="leading" secondItem="sv-211-top" secondAttribute="leading" id="sv-211-c3"/>
                    <constraint firstAttribute="trailing" secondItem="sv-211-sheet" secondAttribute="trailing" id="sv-211-c4"/>
                </constraints>
            </view>
            """, toolsVersion: toolsVersion, device: "retina6_12")
    }

    @Test("a xib saved by Xcode 16.2 to 26 is drawn with the sensor inset and home indicator counted twice, as its storyboards are: 118 at the top, 68 at the bottom")
    func repeatedInsetsInAXib() throws {
        // 59 + 59 at the top, 34 + 34 at the bottom: 852 − 118 − 68 = 666.
        let scene = try StoredFrames.built(Self.screenView(toolsVersion: "24412", top: 118, height: 666))
        #expect(try StoredFrames.frame(scene, "sheet") == Rect(x: 0, y: 118, width: 393, height: 666))
        #expect(scene.notes.contains { $0.message.contains("counts the iPhone 15's portrait sensor inset and home indicator twice") })
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("a xib of Xcode 16.0 counts them once, as UIKit does: 59 and 34")
    func singleInsetsBefore() throws {
        let scene = try StoredFrames.built(Self.screenView(toolsVersion: "23504", top: 59, height: 759))
        #expect(try StoredFrames.frame(scene, "sheet") == Rect(x: 0, y: 59, width: 393, height: 759))
        #expect(!scene.notes.contains { $0.message.contains("twice") })
    }

    @Test("laid out on a device asked for, the xib has UIKit's insets, counted once")
    func onAnotherDeviceOnce() throws {
        let scene = try StoredFrames.built(Self.screenView(toolsVersion: "24412", top: 118, height: 666),
                                           device: try #require(Device.named("iPhone 15")))
        #expect(try StoredFrames.frame(scene, "sheet") == Rect(x: 0, y: 59, width: 393, height: 759))
    }
}
