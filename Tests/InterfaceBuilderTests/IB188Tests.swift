import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a stretched label's baselines")
struct IB188Tests {
    /// An iPhone 14 Pro xib (@3x): a 24-pt icon 10 from the top; a bold 17-pt title 30 from the
    /// top; a 17-pt count held by its top to the icon's and by its baseline to the title's.
    static let countOnTitleBaseline = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-188-001" userLabel="row">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ic-188-001" userLabel="icon">
                    <rect key="frame" x="0.0" y="10" width="24" height="24"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="24" id="c188-01"/>
                        <constraint firstAttribute="height" constant="24" id="c188-02"/>
                    </constraints>
                </view>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-001" userLabel="title">
                    <rect key="frame" x="40" y="30" width="37" height="20.333333333333332"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-002" userLabel="count">
                    <rect key="frame" x="100" y="10" width="10" height="40.333333333333336"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="ic-188-001" firstAttribute="top" secondItem="rt-188-001" secondAttribute="top" constant="10" id="c188-03"/>
                <constraint firstItem="ic-188-001" firstAttribute="leading" secondItem="rt-188-001" secondAttribute="leading" id="c188-04"/>
                <constraint firstItem="lb-188-001" firstAttribute="top" secondItem="rt-188-001" secondAttribute="top" constant="30" id="c188-05"/>
                <constraint firstItem="lb-188-001" firstAttribute="leading" secondItem="rt-188-001" secondAttribute="leading" constant="40" id="c188-06"/>
                <constraint firstItem="lb-188-002" firstAttribute="leading" secondItem="rt-188-001" secondAttribute="leading" constant="100" id="c188-07"/>
                <constraint firstItem="lb-188-002" firstAttribute="top" secondItem="ic-188-001" secondAttribute="top" id="c188-08"/>
                <constraint firstItem="lb-188-002" firstAttribute="baseline" secondItem="lb-188-001" secondAttribute="baseline" id="c188-09"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """, device: "retina6_12")

    @Test("a label held by its top to one view and by its baseline to a lower label grows down to where that label ends")
    func countStretchedToTheTitlesBaseline() throws {
        let scene = try StoredFrames.built(Self.countOnTitleBaseline)
        // Both labels are one 17-pt line, 20.333 tall at their own height: the count's last
        // baseline stays as far above its bottom as the title's above its own, so the count ends
        // where the title ends, 30 + 20.333, its top held at the icon's 10.
        let count = try StoredFrames.frame(scene, "count")
        #expect(abs(count.minY - 10) < 0.001)
        #expect(abs(count.maxY - (30 + 61.0 / 3)) < 0.001)
        #expect(try StoredFrames.lint(Self.countOnTitleBaseline).allSatisfy { !$0.contains("error") })
    }

    @Test("a 15-pt label centred in a row beside a bold 17-pt one and held to its baseline stretches to keep both, without a conflict")
    func centredAndOnTheBaselineInAStack() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-188-010" userLabel="cell">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="sv-188-010" userLabel="row">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="20.333333333333332"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="252" verticalHuggingPriority="251" text="Sender" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-010" userLabel="sender">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="20.333333333333332"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="9:41" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-188-011" userLabel="time">
                                <rect key="frame" x="66" y="0.33333333333333393" width="234" height="19.666666666666664"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb-188-011" firstAttribute="baseline" secondItem="lb-188-010" secondAttribute="baseline" id="c188-10"/>
                        </constraints>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv-188-010" firstAttribute="top" secondItem="rt-188-010" secondAttribute="top" id="c188-11"/>
                    <constraint firstItem="sv-188-010" firstAttribute="leading" secondItem="rt-188-010" secondAttribute="leading" id="c188-12"/>
                    <constraint firstAttribute="trailing" secondItem="sv-188-010" secondAttribute="trailing" id="c188-13"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, device: "retina5_5")
        #expect(try StoredFrames.lint(document).allSatisfy { !$0.contains("conflicting") })
        let scene = try StoredFrames.built(document)
        let sender = try StoredFrames.frame(scene, "sender")
        let time = try StoredFrames.frame(scene, "time")
        // Centred on the sender's middle and with its last baseline on the sender's, the 15-pt
        // label is taller than its own 18: its bottom sits as far above the sender's baseline as
        // its own line's descent, so it reaches below its own height's centred place.
        #expect(abs((time.minY + time.height / 2) - (sender.minY + sender.height / 2)) < 0.001)
        #expect(time.height > 18.5 && time.height < 20)
        #expect(time.maxY > sender.maxY - 1 && time.maxY < sender.maxY)
    }
}
