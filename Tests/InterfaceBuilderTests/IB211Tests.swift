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

extension IB211Tests {
    /// A xib whose File's Owner `view` is a freeform 393×320 card (the iPhone 15, toolsVersion
    /// `version`): a "Close" button 30 above its safe area's bottom and a "Heading" 10 below its
    /// safe area's top, stored at `headingY` and `closeY`.
    static func freeformCard(version: String, headingY: Int, closeY: Int, device: String = "retina6_12", height: Int = 320,
                             statusBar: String = "") -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="fc-211-top">
                <rect key="frame" x="0.0" y="0.0" width="393" height="\(height)"/>\(statusBar)
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fc-211-head" userLabel="Heading">
                        <rect key="frame" x="20" y="\(headingY)" width="353" height="40"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fc-211-close" userLabel="Close">
                        <rect key="frame" x="20" y="\(closeY)" width="353" height="44"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="fc-211-safe"/>
                <constraints>
                    <constraint firstItem="fc-211-head" firstAttribute="top" secondItem="fc-211-safe" secondAttribute="top" constant="10" id="fc-211-c1"/>
                    <constraint firstItem="fc-211-head" firstAttribute="leading" secondItem="fc-211-top" secondAttribute="leading" constant="20" id="fc-211-c2"/>
                    <constraint firstAttribute="trailing" secondItem="fc-211-head" secondAttribute="trailing" constant="20" id="fc-211-c3"/>
                    <constraint firstItem="fc-211-head" firstAttribute="height" constant="40" id="fc-211-c4"/>
                    <constraint firstItem="fc-211-safe" firstAttribute="bottom" secondItem="fc-211-close" secondAttribute="bottom" constant="30" id="fc-211-c5"/>
                    <constraint firstItem="fc-211-close" firstAttribute="leading" secondItem="fc-211-top" secondAttribute="leading" constant="20" id="fc-211-c6"/>
                    <constraint firstAttribute="trailing" secondItem="fc-211-close" secondAttribute="trailing" constant="20" id="fc-211-c7"/>
                    <constraint firstItem="fc-211-close" firstAttribute="height" constant="44" id="fc-211-c8"/>
                </constraints>
            </view>
            """, toolsVersion: version, device: device)
            .replacingOccurrences(of: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
                                  with: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"><connections><outlet property="view" destination="fc-211-top" id="fc-211-o1"/></connections></placeholder>"#)
    }

    @Test("a xib of Xcode 14.1 on draws its File's Owner's freeform view with the device's sensor inset and home indicator over it: views pinned to its safe area are stored 59 below its top and 34 above its bottom")
    func freeformXibRootCanvasInsets() throws {
        // 59 + 10 = 69 for the heading; 320 − 34 − 30 − 44 = 212 for the button.
        let scene = try StoredFrames.built(Self.freeformCard(version: "22505", headingY: 69, closeY: 212))
        #expect(try StoredFrames.frame(scene, "heading") == Rect(x: 20, y: 69, width: 353, height: 40))
        #expect(try StoredFrames.frame(scene, "close") == Rect(x: 20, y: 212, width: 353, height: 44))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.hasPrefix("IB's canvas draws a xib's freeform view as a screen of its own") })
    }

    @Test("from Xcode 10 to 14.0 a xib's freeform view is drawn with the status bar or housing inset over its top and the home indicator's inset at its bottom: 44 and 34 on an iPhone 11")
    func freeformXibRootBefore141() throws {
        // 44 + 10 = 54 for the heading; 320 − 34 − 30 − 44 = 212 for the button.
        let scene = try StoredFrames.built(Self.freeformCard(version: "17701", headingY: 54, closeY: 212, device: "retina6_1"))
        #expect(try StoredFrames.frame(scene, "heading") == Rect(x: 20, y: 54, width: 353, height: 40))
        #expect(try StoredFrames.frame(scene, "close") == Rect(x: 20, y: 212, width: 353, height: 44))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("with its status bar hidden (Status Bar: None) only the housing's inset is over it, and nothing at its bottom")
    func freeformXibRootWithoutStatusBar() throws {
        let scene = try StoredFrames.built(Self.freeformCard(version: "18122", headingY: 54, closeY: 246, device: "retina6_1",
                                                             statusBar: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(try StoredFrames.frame(scene, "heading") == Rect(x: 20, y: 54, width: 353, height: 40))
        #expect(try StoredFrames.frame(scene, "close") == Rect(x: 20, y: 246, width: 353, height: 44))
    }

    @Test("on an iPhone 8 before Xcode 11 the status bar is over a freeform view 480 tall or more, as over its other freeform views; not over a shorter one, nor from Xcode 11 to 14.0")
    func freeformXibRootWithAHomeButton() throws {
        // 600 tall: 20 + 10 = 30; 600 − 30 − 44 = 526.
        let tall = try StoredFrames.built(Self.freeformCard(version: "14460", headingY: 30, closeY: 526, device: "retina4_7", height: 600))
        #expect(try StoredFrames.frame(tall, "heading") == Rect(x: 20, y: 30, width: 353, height: 40))
        #expect(try StoredFrames.frame(tall, "close") == Rect(x: 20, y: 526, width: 353, height: 44))
        let short = try StoredFrames.built(Self.freeformCard(version: "14460", headingY: 10, closeY: 246, device: "retina4_7"))
        #expect(try StoredFrames.frame(short, "heading") == Rect(x: 20, y: 10, width: 353, height: 40))
        let xcode11 = try StoredFrames.built(Self.freeformCard(version: "14868", headingY: 10, closeY: 526, device: "retina4_7", height: 600))
        #expect(try StoredFrames.frame(xcode11, "heading") == Rect(x: 20, y: 10, width: 353, height: 40))
    }

    @Test("before Xcode 10 a xib's freeform view has no device insets on the canvas")
    func freeformXibRootBeforeXcode10() throws {
        let scene = try StoredFrames.built(Self.freeformCard(version: "13771", headingY: 10, closeY: 246, device: "retina5_9"))
        #expect(try StoredFrames.frame(scene, "heading") == Rect(x: 20, y: 10, width: 353, height: 40))
        #expect(try StoredFrames.frame(scene, "close") == Rect(x: 20, y: 246, width: 353, height: 44))
    }
}
