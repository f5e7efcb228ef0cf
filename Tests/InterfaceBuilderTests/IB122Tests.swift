import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: views of the app's class that its code fills")
struct IB122Tests {
    /// A 300-wide view holding a vertical stack centred across, which holds a title label and a
    /// stack view of the app's class (`StarsControl`) with nothing arranged in the document: its
    /// code arranges five 40-pt buttons 5 apart at run time, and IB drew it 220×40. Below it, a
    /// plain view of the app's class (`BadgeView`) placed by its top and leading only, drawn 60×24.
    static let stars = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-122-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="sv-122-001" userLabel="column">
                        <rect key="frame" x="0.0" y="20" width="300" height="70"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-122-001" userLabel="line">
                                <rect key="frame" x="100" y="0.0" width="100" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="c122-001"/>
                                    <constraint firstAttribute="height" constant="20" id="c122-002"/>
                                </constraints>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="sv-122-002" userLabel="stars" customClass="StarsControl" customModule="Demo" customModuleProvider="target">
                                <rect key="frame" x="40" y="30" width="220" height="40"/>
                            </stackView>
                        </subviews>
                    </stackView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-122-002" userLabel="badge" customClass="BadgeView" customModule="Demo" customModuleProvider="target">
                        <rect key="frame" x="10" y="120" width="60" height="24"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="sv-122-001" firstAttribute="top" secondItem="rt-122-001" secondAttribute="top" constant="20" id="c122-011"/>
                    <constraint firstItem="sv-122-001" firstAttribute="leading" secondItem="rt-122-001" secondAttribute="leading" id="c122-012"/>
                    <constraint firstAttribute="trailing" secondItem="sv-122-001" secondAttribute="trailing" id="c122-013"/>
                    <constraint firstItem="vw-122-002" firstAttribute="top" secondItem="rt-122-001" secondAttribute="top" constant="120" id="c122-014"/>
                    <constraint firstItem="vw-122-002" firstAttribute="leading" secondItem="rt-122-001" secondAttribute="leading" constant="10" id="c122-015"/>
                </constraints>
            </view>
    """, toolsVersion: "17156", device: "retina4_7")

    @Test("an empty stack view of the app's class keeps the size IB drew it at, its code's, centred in its stack; an empty view of the app's class with no size is sized as drawn, with a note, not an error")
    func emptyAppClassesKeepTheirDrawnSize() throws {
        let scene = try StoredFrames.built(Self.stars)
        // Centred across 300: x = (300 − 220) / 2; below the 20-tall line and the 10 of spacing.
        #expect(try StoredFrames.frame(scene, "stars", rounded: true) == Rect(x: 40, y: 30, width: 220, height: 40))
        #expect(try StoredFrames.frame(scene, "column", rounded: true) == Rect(x: 0, y: 20, width: 300, height: 70))
        #expect(try StoredFrames.frame(scene, "badge", rounded: true) == Rect(x: 10, y: 120, width: 60, height: 24))
        let lint = try StoredFrames.lint(Self.stars)
        #expect(!lint.contains { $0.contains("error:") || $0.contains("misplaced") })
        #expect(lint.contains { $0.contains("StarsControl") && $0.contains("220×40") })
        #expect(lint.contains { $0.contains("BadgeView") && $0.contains("stands for its own size") })
    }
}
