import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the sixty-first round's samples of public documents showed
/// it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, sixty-first round")
struct IB400Tests {
    static func storyboard(device: String = "retina4_7", width: Int = 375, height: Int = 667, subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-400-001">
                    <objects>
                        <viewController id="vc-400-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-400-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-400-001"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("A stack view of a storyboard has no margins: a view pinned to its margins is pinned to its edges")
    func stackViewMarginsAreZero() throws {
        let scene = try StoredFrames.built(Self.storyboard(subviews: """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="st-400-001" userLabel="row">
                <rect key="frame" x="40" y="300" width="295" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-400-001" userLabel="tile">
                        <rect key="frame" x="0.0" y="0.0" width="295" height="60"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="60" id="cn-400-001"/>
                </constraints>
            </stackView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-400-002" userLabel="badge">
                <rect key="frame" x="40" y="250" width="295" height="50"/>
                <constraints>
                    <constraint firstAttribute="height" constant="50" id="cn-400-002"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="st-400-001" firstAttribute="top" secondItem="rt-400-001" secondAttribute="top" constant="300" id="cn-400-003"/>
            <constraint firstItem="st-400-001" firstAttribute="leading" secondItem="rt-400-001" secondAttribute="leading" constant="40" id="cn-400-004"/>
            <constraint firstAttribute="trailing" secondItem="st-400-001" secondAttribute="trailing" constant="40" id="cn-400-005"/>
            <constraint firstItem="vw-400-002" firstAttribute="leading" secondItem="st-400-001" secondAttribute="leadingMargin" id="cn-400-006"/>
            <constraint firstItem="st-400-001" firstAttribute="trailingMargin" secondItem="vw-400-002" secondAttribute="trailing" id="cn-400-007"/>
            <constraint firstItem="st-400-001" firstAttribute="topMargin" secondItem="vw-400-002" secondAttribute="bottom" id="cn-400-008"/>
            """))
        #expect(try StoredFrames.frame(scene, "badge") == Rect(x: 40, y: 250, width: 295, height: 50))
    }

    @Test("A required content hugging stretched by required edges is the constraint UIKit breaks: the label takes its container's height")
    func requiredHuggingGivesWayToEdges() throws {
        let scene = try StoredFrames.built(Self.storyboard(subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-400-010" userLabel="box">
                <rect key="frame" x="0.0" y="100" width="200" height="80"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="1000" text="Hi" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-400-010" userLabel="caption">
                        <rect key="frame" x="10" y="10" width="180" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" constant="80" id="cn-400-010"/>
                    <constraint firstItem="lb-400-010" firstAttribute="top" secondItem="vw-400-010" secondAttribute="top" constant="10" id="cn-400-011"/>
                    <constraint firstAttribute="bottom" secondItem="lb-400-010" secondAttribute="bottom" constant="10" id="cn-400-012"/>
                    <constraint firstItem="lb-400-010" firstAttribute="leading" secondItem="vw-400-010" secondAttribute="leading" constant="10" id="cn-400-013"/>
                    <constraint firstAttribute="trailing" secondItem="lb-400-010" secondAttribute="trailing" constant="10" id="cn-400-014"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="vw-400-010" firstAttribute="top" secondItem="rt-400-001" secondAttribute="top" constant="100" id="cn-400-015"/>
            <constraint firstItem="vw-400-010" firstAttribute="leading" secondItem="rt-400-001" secondAttribute="leading" id="cn-400-016"/>
            <constraint firstItem="vw-400-010" firstAttribute="width" constant="200" id="cn-400-017"/>
            """))
        #expect(try StoredFrames.frame(scene, "caption") == Rect(x: 10, y: 10, width: 180, height: 60))
        #expect(try StoredFrames.frame(scene, "box") == Rect(x: 0, y: 100, width: 200, height: 80))
    }

    static func ownedFreeformXib(placeholder: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TotalsController">
                    <connections>
                        <outlet property="view" destination="rt-400-020" id="ou-400-020"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="rt-400-020">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="220"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" \(placeholder ? "placeholderIntrinsicWidth=\"90\" placeholderIntrinsicHeight=\"30\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="vw-400-020" customClass="TotalView" customModule="Shop" userLabel="total">
                            <rect key="frame" x="12" y="32" width="90" height="30"/>
                            \(placeholder ? "" : "<constraints><constraint firstAttribute=\"width\" constant=\"90\" id=\"cn-400-023\"/><constraint firstAttribute=\"height\" constant=\"30\" id=\"cn-400-024\"/></constraints>")
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa-400-020"/>
                    <constraints>
                        <constraint firstItem="vw-400-020" firstAttribute="top" secondItem="sa-400-020" secondAttribute="top" constant="12" id="cn-400-021"/>
                        <constraint firstItem="vw-400-020" firstAttribute="leading" secondItem="sa-400-020" secondAttribute="leading" constant="12" id="cn-400-022"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("A controller's freeform view in a xib of Xcode 14.1 on is drawn under the status bar of a phone with a home button too")
    func ownedFreeformXibUnderStatusBar() throws {
        let scene = try StoredFrames.built(Self.ownedFreeformXib(placeholder: false))
        #expect(try StoredFrames.frame(scene, "total") == Rect(x: 12, y: 32, width: 90, height: 30))
        #expect(scene.notes.contains { $0.message.hasPrefix("IB's canvas draws a xib's freeform view as a screen of its own, with the iPhone 8's status bar") })
    }

    @Test("A placeholder intrinsic size of a view with no text is kept, as IB drew it, with a note that the app's class sizes it at run time")
    func placeholderSizeOfAnAppViewIsSaid() throws {
        let scene = try StoredFrames.built(Self.ownedFreeformXib(placeholder: true))
        #expect(try StoredFrames.frame(scene, "total") == Rect(x: 12, y: 32, width: 90, height: 30))
        #expect(scene.notes.contains { $0.message == "'total' has a placeholder intrinsic size (90 wide, 30 tall), which IB's canvas uses and UIKit "
            + "does not: it is kept, as IB stored its frames with it; at run time its class TotalView sizes it, if it overrides "
            + "intrinsicContentSize (a plain view has no intrinsic size)" })
    }
}
