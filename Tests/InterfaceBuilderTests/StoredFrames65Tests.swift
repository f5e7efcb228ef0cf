import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores where its canvas decides a place: baselines of controls, the status bar
/// over a xib's freeform views. Documents written for these tests; every frame worked out by hand.
@Suite("Frames IB stores: baselines and freeform views")
struct StoredFrames65Tests {
    func built(_ text: String, device: Device? = nil) throws -> BuiltScene {
        try StoredFrames.built(text, device: device)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    static func xib(_ objects: String, toolsVersion: String = "22155", device: String = "retina6_1") -> String {
        StoredFrames.xib(objects, toolsVersion: toolsVersion, device: device)
    }

    /// A 200×120 "Bar" (held as drawn): "Keep" and "Done" buttons side by side along its bottom,
    /// Done 44 tall; Keep as tall as Done, its top at Done's and Done's first baseline on Keep's
    /// last baseline, as IB writes for two buttons aligned by their text.
    static let buttonBar = xib("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bb-65-top" userLabel="Bar">
            <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bb-65-save" userLabel="Keep">
                    <rect key="frame" x="0.0" y="76" width="100" height="44"/>
                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                    <state key="normal" title="Save"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bb-65-done" userLabel="Done">
                    <rect key="frame" x="100" y="76" width="100" height="44"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="44" id="bb-65-c1"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <state key="normal" title="Done"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="bb-65-save" firstAttribute="leading" secondItem="bb-65-top" secondAttribute="leading" id="bb-65-c2"/>
                <constraint firstItem="bb-65-save" firstAttribute="width" secondItem="bb-65-top" secondAttribute="width" multiplier="0.5" id="bb-65-c3"/>
                <constraint firstItem="bb-65-done" firstAttribute="leading" secondItem="bb-65-save" secondAttribute="trailing" id="bb-65-c4"/>
                <constraint firstAttribute="trailing" secondItem="bb-65-done" secondAttribute="trailing" id="bb-65-c5"/>
                <constraint firstItem="bb-65-done" firstAttribute="bottom" secondItem="bb-65-top" secondAttribute="bottom" id="bb-65-c6"/>
                <constraint firstItem="bb-65-save" firstAttribute="height" secondItem="bb-65-done" secondAttribute="height" id="bb-65-c7"/>
                <constraint firstItem="bb-65-done" firstAttribute="top" secondItem="bb-65-save" secondAttribute="top" id="bb-65-c8"/>
                <constraint firstItem="bb-65-done" firstAttribute="firstBaseline" secondItem="bb-65-save" secondAttribute="baseline" id="bb-65-c9"/>
            </constraints>
        </view>
    """)

    @Test("a button's baselines follow its title, centred in the button: two buttons of one height aligned by baseline and top agree")
    func buttonBaselinesFollowTheCentredTitle() throws {
        let scene = try built(Self.buttonBar)
        // Both 17-pt titles sit centred in 44-pt buttons, so their baselines are at the same
        // height whenever the tops are: nothing conflicts, and each button is 44 tall, not
        // squeezed to the 0 that "first baseline = top, last baseline = bottom" would force.
        #expect(scene.layout.conflicts.isEmpty)
        #expect(try frame(scene, "keep") == Rect(x: 0, y: 76, width: 100, height: 44))
        #expect(try frame(scene, "done") == Rect(x: 100, y: 76, width: 100, height: 44))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    /// A "Row" 300×60 (held as drawn): a text field "Name" 34 tall, centred in it, and a 17-pt
    /// label "Caption" left of it on the field's first baseline.
    static let fieldRow = xib("""
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fr-65-top" userLabel="Row">
            <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="fr-65-cap" userLabel="Caption">
                    <rect key="frame" x="8" y="20" width="45" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fr-65-name" userLabel="Name">
                    <rect key="frame" x="100" y="13" width="192" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
            </subviews>
            <constraints>
                <constraint firstItem="fr-65-cap" firstAttribute="leading" secondItem="fr-65-top" secondAttribute="leading" constant="8" id="fr-65-c1"/>
                <constraint firstItem="fr-65-name" firstAttribute="leading" secondItem="fr-65-top" secondAttribute="leading" constant="100" id="fr-65-c2"/>
                <constraint firstAttribute="trailing" secondItem="fr-65-name" secondAttribute="trailing" constant="8" id="fr-65-c3"/>
                <constraint firstItem="fr-65-name" firstAttribute="centerY" secondItem="fr-65-top" secondAttribute="centerY" id="fr-65-c4"/>
                <constraint firstItem="fr-65-cap" firstAttribute="firstBaseline" secondItem="fr-65-name" secondAttribute="firstBaseline" id="fr-65-c5"/>
            </constraints>
        </view>
    """)

    @Test("a label on a text field's first baseline, both 17 pt, sits half a line above the field's middle, as UIKit draws them")
    func labelOnATextFieldsBaselineSitsHalfALineAboveItsMiddle() throws {
        let scene = try built(Self.fieldRow)
        // The field's one line of text (L = 1.1934 × 17 = 20.288 tall) is centred in its 34 pt,
        // centred in the row at 30: its baseline is 80% down that line, 30 − L/2 + 0.8 L =
        // 36.086. The caption's first baseline is 0.8 L below its top, so its top is at
        // 36.086 − 16.230 = 19.856: half a line above the row's middle, not 16.2 above the
        // field's top (which "baseline = top" would give, −3.23).
        let field = try frame(scene, "name")
        let caption = try frame(scene, "caption")
        #expect(field == Rect(x: 100, y: 13, width: 192, height: 34))
        #expect(abs(caption.origin.y - 19.856) < 0.01)
        #expect(scene.layout.conflicts.isEmpty)
    }

    /// A freeform top-level "Badge" 120×\(height) on an iPhone 8 screen, its "Title" label pinned
    /// 8 below the badge's safe-area top and 8 inside each side.
    static func freeformBadge(height: Int, toolsVersion: String) -> String {
        xib("""
            <view contentMode="scaleToFill" id="fb-65-top" userLabel="Badge">
                <rect key="frame" x="0.0" y="0.0" width="120" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fb-65-title" userLabel="Title">
                        <rect key="frame" x="8" y="8" width="104" height="20"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="fb-65-c1"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="fb-65-title" firstAttribute="top" secondItem="fb-65-safe" secondAttribute="top" constant="8" id="fb-65-c2"/>
                    <constraint firstItem="fb-65-title" firstAttribute="leading" secondItem="fb-65-safe" secondAttribute="leading" constant="8" id="fb-65-c3"/>
                    <constraint firstItem="fb-65-safe" firstAttribute="trailing" secondItem="fb-65-title" secondAttribute="trailing" constant="8" id="fb-65-c4"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <viewLayoutGuide key="safeArea" id="fb-65-safe"/>
            </view>
        """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("Xcode before 11 drew a short freeform top-level view without the status bar: its safe area starts at its top")
    func shortFreeformViewOfAnOldXcodeHasNoStatusBar() throws {
        // Saved by Xcode 10 (14460), 60 tall: no status bar, so the title is 8 below the top.
        let scene = try built(Self.freeformBadge(height: 60, toolsVersion: "14460"))
        #expect(try frame(scene, "title") == Rect(x: 8, y: 8, width: 104, height: 20))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.contains("draws a freeform top-level view shorter than 480 pt without a status bar") })
    }

    @Test("a tall freeform view, or one saved by a later Xcode, is still drawn under the 20-pt status bar")
    func tallOrLaterFreeformViewKeepsTheStatusBar() throws {
        // 600 tall in Xcode 10: the status bar covers its top 20, so the title is at 20 + 8.
        let tall = try built(Self.freeformBadge(height: 600, toolsVersion: "14460"))
        #expect(try frame(tall, "title") == Rect(x: 8, y: 28, width: 104, height: 20))
        // 60 tall in Xcode 15 (22155): that canvas draws the bar over short freeform views too.
        let later = try built(Self.freeformBadge(height: 60, toolsVersion: "22155"))
        #expect(try frame(later, "title") == Rect(x: 8, y: 28, width: 104, height: 20))
    }
}
