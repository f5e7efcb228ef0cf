import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a root stored below its bars in a document naming no device")
struct IB194Tests {
    /// An Xcode 7 storyboard naming no device: an opaque navigation bar over a 320×504 root
    /// stored 64 down (the iPhone 5's 568 less the status bar and the bar); a 50-pt banner 8
    /// below the top layout guide, a 40-pt footer 8 above the bottom one.
    static let rootBelowOpaqueBar = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" systemVersion="15C50" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nv-194-001">
            <scenes>
                <scene sceneID="sc-194-001">
                    <objects>
                        <viewController id="vc-194-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-194-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-194-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-194-001" userLabel="root">
                                <rect key="frame" x="0.0" y="64" width="320" height="504"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bn-194-001" userLabel="banner">
                                        <rect key="frame" x="0.0" y="8" width="320" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c194-01"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ft-194-001" userLabel="footer">
                                        <rect key="frame" x="0.0" y="456" width="320" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="c194-02"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bn-194-001" firstAttribute="top" secondItem="tg-194-001" secondAttribute="bottom" constant="8" id="c194-03"/>
                                    <constraint firstItem="bn-194-001" firstAttribute="leading" secondItem="rt-194-001" secondAttribute="leading" id="c194-04"/>
                                    <constraint firstAttribute="trailing" secondItem="bn-194-001" secondAttribute="trailing" id="c194-05"/>
                                    <constraint firstItem="bg-194-001" firstAttribute="top" secondItem="ft-194-001" secondAttribute="bottom" constant="8" id="c194-06"/>
                                    <constraint firstItem="ft-194-001" firstAttribute="leading" secondItem="rt-194-001" secondAttribute="leading" id="c194-07"/>
                                    <constraint firstAttribute="trailing" secondItem="ft-194-001" secondAttribute="trailing" id="c194-08"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Stats" id="ni-194-001"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-194-002">
                    <objects>
                        <navigationController id="nv-194-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nb-194-001">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-194-001" kind="relationship" relationship="rootViewController" id="sg-194-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a root stored 64 down under an opaque bar has the bar and the status bar above it: its top layout guide is its top")
    func rootStoredBelowTheBar() throws {
        let scene = try StoredFrames.built(Self.rootBelowOpaqueBar)
        #expect(try StoredFrames.frame(scene, "banner") == Rect(x: 0, y: 8, width: 320, height: 50))
        // 504 − 8 − 40: no bar below the root.
        #expect(try StoredFrames.frame(scene, "footer") == Rect(x: 0, y: 456, width: 320, height: 40))
        let lines = try StoredFrames.lint(Self.rootBelowOpaqueBar)
        #expect(!lines.contains { $0.contains("warning") })
        #expect(lines.contains { $0.contains("the root view is stored below its navigation bar (its top 64 down)") })
    }

    @Test("a custom button showing only an image shorter than its font's line is the image's width and the line's 22 tall; a taller image sets the height")
    func imageOnlyButtonHoldsALine() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-194-010" userLabel="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="bt-194-010" userLabel="star">
                        <rect key="frame" x="10" y="10" width="16" height="22"/>
                        <state key="normal" image="star16"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="bt-194-011" userLabel="avatar">
                        <rect key="frame" x="50" y="10" width="30" height="30"/>
                        <state key="normal" image="avatar30"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bt-194-010" firstAttribute="top" secondItem="rt-194-010" secondAttribute="top" constant="10" id="c194-10"/>
                    <constraint firstItem="bt-194-010" firstAttribute="leading" secondItem="rt-194-010" secondAttribute="leading" constant="10" id="c194-11"/>
                    <constraint firstItem="bt-194-011" firstAttribute="top" secondItem="rt-194-010" secondAttribute="top" constant="10" id="c194-12"/>
                    <constraint firstItem="bt-194-011" firstAttribute="leading" secondItem="rt-194-010" secondAttribute="leading" constant="50" id="c194-13"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, toolsVersion: "21701", device: "retina4_7",
            resources: #"<image name="star16" width="16" height="16"/> <image name="avatar30" width="30" height="30"/>"#)
        let scene = try StoredFrames.built(document)
        #expect(try StoredFrames.frame(scene, "star") == Rect(x: 10, y: 10, width: 16, height: 22))
        #expect(try StoredFrames.frame(scene, "avatar") == Rect(x: 50, y: 10, width: 30, height: 30))
        #expect(try StoredFrames.lint(document).allSatisfy { !$0.contains("warning") })
    }

    @Test("a scene whose text is in a font Layoutbook has no widths of says so once, whether or not a stored frame disagrees")
    func unmeasuredFontsNoted() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-194-020" userLabel="card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lb-194-020" userLabel="greeting">
                        <rect key="frame" x="10" y="10" width="200" height="30"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="20"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="There" translatesAutoresizingMaskIntoConstraints="NO" id="lb-194-021" userLabel="name">
                        <rect key="frame" x="10" y="50" width="200" height="30"/>
                        <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="20"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lb-194-020" firstAttribute="top" secondItem="rt-194-020" secondAttribute="top" constant="10" id="c194-20"/>
                    <constraint firstItem="lb-194-020" firstAttribute="leading" secondItem="rt-194-020" secondAttribute="leading" constant="10" id="c194-21"/>
                    <constraint firstItem="lb-194-020" firstAttribute="width" constant="200" id="c194-22"/>
                    <constraint firstItem="lb-194-020" firstAttribute="height" constant="30" id="c194-23"/>
                    <constraint firstItem="lb-194-021" firstAttribute="top" secondItem="rt-194-020" secondAttribute="top" constant="50" id="c194-24"/>
                    <constraint firstItem="lb-194-021" firstAttribute="leading" secondItem="rt-194-020" secondAttribute="leading" constant="10" id="c194-25"/>
                    <constraint firstItem="lb-194-021" firstAttribute="width" constant="200" id="c194-26"/>
                    <constraint firstItem="lb-194-021" firstAttribute="height" constant="30" id="c194-27"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, toolsVersion: "21701", device: "retina4_7")
        let lines = try StoredFrames.lint(document)
        // Every frame is held by constraints, so nothing is misplaced; the guess is still said, once.
        #expect(!lines.contains { $0.contains("warning") })
        #expect(lines.filter { $0.contains("text in 'Avenir-Heavy' is measured with the system font's widths") }.count == 1)
    }

    @Test("a label's text saved as <mutableString key=\"text\">, as Xcode saves a long or multi-line one, is its text")
    func mutableStringText() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-194-030" userLabel="card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb-194-030" userLabel="body">
                        <rect key="frame" x="20" y="20" width="335" height="41"/>
                        <mutableString key="text">Line one
            Line two</mutableString>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lb-194-030" firstAttribute="top" secondItem="rt-194-030" secondAttribute="top" constant="20" id="c194-30"/>
                    <constraint firstItem="lb-194-030" firstAttribute="leading" secondItem="rt-194-030" secondAttribute="leading" constant="20" id="c194-31"/>
                    <constraint firstAttribute="trailing" secondItem="lb-194-030" secondAttribute="trailing" constant="20" id="c194-32"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
            """, toolsVersion: "21701", device: "retina4_7")
        let scene = try StoredFrames.built(document)
        // Two 17-pt lines at @2x: 20.5 + 20.5 less the pixel the second line's rounding shares.
        let body = try StoredFrames.frame(scene, "body")
        #expect(body.height > 40 && body.height < 42)
        #expect(body.width == 335)
    }
}
