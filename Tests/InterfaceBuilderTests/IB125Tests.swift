import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: table cell margins of Xcode 9.1")
struct IB125Tests {
    /// A 320×60 cell standing alone, saved by Xcode 9.0 (13196) or 9.1 (13528): a 40-wide box
    /// pinned to its content view's leading margin, centred down it.
    static func cell(toolsVersion: String, boxX: Double) -> String {
        StoredFrames.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cl-125-001" userLabel="row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl-125-001" id="cn-125-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="59.5"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-125-001" userLabel="box">
                            <rect key="frame" x="\(boxX)" y="10" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="40" id="c125-001"/>
                                <constraint firstAttribute="height" constant="40" id="c125-002"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bx-125-001" firstAttribute="leading" secondItem="cn-125-001" secondAttribute="leadingMargin" id="c125-003"/>
                        <constraint firstItem="bx-125-001" firstAttribute="centerY" secondItem="cn-125-001" secondAttribute="centerY" id="c125-004"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
    """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("a cell saved by Xcode 9.1 (13528) has its content view's side margins 16, as later ones do; Xcode 9.0's (13196) keep the default 8",
          arguments: [("13196", 8.0), ("13528", 16.0)])
    func xcode91CellSideMargin(toolsVersion: String, boxX: Double) throws {
        let document = Self.cell(toolsVersion: toolsVersion, boxX: boxX)
        let scene = try StoredFrames.built(document)
        // Centred down the 59.5-tall content view: (59.5 - 40) / 2 = 9.75.
        #expect(try StoredFrames.frame(scene, "box", rounded: true) == Rect(x: boxX, y: 9.75, width: 40, height: 40))
        #expect(!(try StoredFrames.lint(document)).contains { $0.contains("misplaced") })
    }

    /// A 17-pt label IB does not check the size of, stored 22 tall by an earlier Xcode, pinned at
    /// the top of a 320-wide view: UIKit measures it 20.333 tall on a 3× screen.
    static let ignoredSizeLabel = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-125-010">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verifyAmbiguity="ignoreSizes" text="Passcode" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-125-010" userLabel="caption">
                        <rect key="frame" x="10" y="10" width="300" height="22"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lb-125-010" firstAttribute="top" secondItem="rt-125-010" secondAttribute="top" constant="10" id="c125-011"/>
                    <constraint firstItem="lb-125-010" firstAttribute="leading" secondItem="rt-125-010" secondAttribute="leading" constant="10" id="c125-012"/>
                    <constraint firstAttribute="trailing" secondItem="lb-125-010" secondAttribute="trailing" constant="10" id="c125-013"/>
                </constraints>
            </view>
    """, toolsVersion: "21701", device: "retina6_12")

    @Test("a label IB does not check the size of (verifyAmbiguity=\"ignoreSizes\") that keeps an earlier Xcode's 22-pt height is measured by its text, and the lint says why the stored size differs")
    func ignoredSizesAreExplained() throws {
        let scene = try StoredFrames.built(Self.ignoredSizeLabel)
        #expect(try StoredFrames.frame(scene, "caption", rounded: true) == Rect(x: 10, y: 10, width: 300, height: 20.333))
        let lint = try StoredFrames.lint(Self.ignoredSizeLabel)
        #expect(lint.contains { $0.contains("misplaced") && $0.contains("verifyAmbiguity=\"ignoreSizes\"") })
    }
}
