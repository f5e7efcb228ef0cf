import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the fifty-sixth round's samples of public documents
/// showed it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, fifty-sixth round")
struct IB258Tests {
    @Test("Japanese kana are set 1.02 em wide, as the Han ideographs beside them: 14 characters at 17 pt are 243")
    func kanaAdvance() throws {
        let scene = try StoredFrames.built(IB250Tests.document("""
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="ボタンを押して写真を選んで。" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-258-001" userLabel="prompt">
                            <rect key="frame" x="20" y="100" width="243" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-258-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" constant="20" id="c258-001"/>
                        <constraint firstItem="lb-258-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="100" id="c258-002"/>
                    </constraints>
        """))
        // Fourteen characters (kana, four kanji and the full stop), 1.02 × 17 each: 242.76, up to
        // the pixel: 243. With each kana a full em (the kanji and the stop still 1.02), 240.
        let prompt = try StoredFrames.frame(scene, "prompt")
        #expect(abs(prompt.width - 243) < 1e-6)
    }
}
