import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the fifty-ninth round's samples of public documents
/// showed it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, fifty-ninth round")
struct IB300Tests {
    @Test("A label's text saved base64-encoded is decoded, and its control characters take no width")
    func base64TextIsDecoded() throws {
        let scene = try StoredFrames.built(IB250Tests.document("""
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-300-001" userLabel="tick">
                            <rect key="frame" x="20" y="100" width="13" height="20.333"/>
                            <string key="text" base64-UTF8="YES">
        AwPiiJo=
        </string>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="√" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-300-002" userLabel="plainTick">
                            <rect key="frame" x="20" y="140" width="13" height="20.333"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-300-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" constant="20" id="c300-001"/>
                        <constraint firstItem="lb-300-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="100" id="c300-002"/>
                        <constraint firstItem="lb-300-002" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" constant="20" id="c300-003"/>
                        <constraint firstItem="lb-300-002" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="140" id="c300-004"/>
                    </constraints>
        """))
        // Two control characters and "√": as wide as "√" alone.
        let tick = try StoredFrames.frame(scene, "tick"), plain = try StoredFrames.frame(scene, "plainTick")
        #expect(tick.width == plain.width)
        #expect(tick.width < 15)
    }
}
