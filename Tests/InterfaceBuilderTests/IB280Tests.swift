import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the fifty-eighth round's samples of public documents
/// showed it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, fifty-eighth round")
struct IB280Tests {
    @Test("An empty view of the app's class in a centre-aligned stack keeps its stored height as its own, not 0")
    func appClassAcrossStack() throws {
        let scene = try StoredFrames.built(IB250Tests.document("""
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="sv-280-001" userLabel="tiles">
                            <rect key="frame" x="0.0" y="100" width="393" height="80"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-280-001" customClass="KeyTile" userLabel="left">
                                    <rect key="frame" x="0.0" y="0.0" width="194.5" height="80"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-280-002" customClass="KeyTile" userLabel="right">
                                    <rect key="frame" x="198.5" y="0.0" width="194.5" height="80"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="vw-280-001" firstAttribute="width" secondItem="vw-280-002" secondAttribute="width" id="c280-001"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sv-280-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" id="c280-002"/>
                        <constraint firstAttribute="trailing" secondItem="sv-280-001" secondAttribute="trailing" id="c280-003"/>
                        <constraint firstItem="sv-280-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="100" id="c280-004"/>
                        <constraint firstItem="sv-280-001" firstAttribute="height" constant="80" id="c280-005"/>
                    </constraints>
        """))
        // (393 − 4) / 2 = 194.5 wide; 80 tall as drawn, centred in the 80-tall stack.
        #expect(try StoredFrames.frame(scene, "left") == Rect(x: 0, y: 0, width: 194.5, height: 80))
        #expect(try StoredFrames.frame(scene, "right") == Rect(x: 198.5, y: 0, width: 194.5, height: 80))
        #expect(scene.notes.contains { $0.message.contains("in a stack view that does not fill across") })
    }
}
