import Testing
import Layout
@testable import InterfaceBuilder

/// A stepper in a document is sized as the Xcode that saved it drew it: 94×29 before Xcode 11,
/// 94×32 from it. Documents written for these tests.
@Suite("Frames IB stores for steppers")
struct StepperFrameTests {
    static func stepper(toolsVersion: String) -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="st-root" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="st-step" userLabel="Count">
                            <rect key="frame" x="210" y="14" width="94" height="32"/>
                        </stepper>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="st-step" secondAttribute="trailing" constant="16" id="st-c1"/>
                        <constraint firstItem="st-step" firstAttribute="centerY" secondItem="st-root" secondAttribute="centerY" id="st-c2"/>
                    </constraints>
                </view>
        """, toolsVersion: toolsVersion)
    }

    @Test("from Xcode 11 a stepper is 94×32, centred in a 60-tall row")
    func modernStepper() throws {
        let scene = try StoredFrames.built(Self.stepper(toolsVersion: "17701"))
        // 320 − 16 − 94 = 210; (60 − 32) / 2 = 14.
        #expect(try StoredFrames.frame(scene, "count", rounded: true) == Rect(x: 210, y: 14, width: 94, height: 32))
    }

    @Test("before Xcode 11 a stepper is 94×29")
    func olderStepper() throws {
        let scene = try StoredFrames.built(Self.stepper(toolsVersion: "14460"))
        // (60 − 29) / 2 = 15.5.
        #expect(try StoredFrames.frame(scene, "count", rounded: true) == Rect(x: 210, y: 15.5, width: 94, height: 29))
    }
}
