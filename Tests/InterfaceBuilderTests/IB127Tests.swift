import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: what the twenty-seventh round's documents tripped on")
struct IB127Tests {
    /// A controller of the top-layout-guide era on the iPhone 8's screen: a 100×44 "tile" whose
    /// top is pinned both 20 below the root's top and 20 below the top layout guide, which agree
    /// only where the guide is at the screen's top. The scene's simulated status bar is None.
    static func hiddenBarScene(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="vc-127-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc-127-001">
                    <objects>
                        <viewController id="vc-127-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-127-001"/>
                                <viewControllerLayoutGuide type="bottom" id="tg-127-002"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-127-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-127-001" userLabel="tile">
                                        <rect key="frame" x="20" y="20" width="100" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c127-001"/>
                                            <constraint firstAttribute="height" constant="44" id="c127-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="vw-127-001" firstAttribute="leading" secondItem="rt-127-001" secondAttribute="leading" constant="20" id="c127-003"/>
                                    <constraint firstItem="vw-127-001" firstAttribute="top" secondItem="rt-127-001" secondAttribute="top" constant="20" id="c127-004"/>
                                    <constraint firstItem="vw-127-001" firstAttribute="top" secondItem="tg-127-001" secondAttribute="bottom" constant="20" id="c127-005"/>
                                </constraints>
                            </view>
                            <nil key="simulatedStatusBarMetrics"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("before Xcode 11 a scene whose simulated status bar is None is drawn without it: the top layout guide is at the screen's top, so the tile's two top constraints agree, with no conflict")
    func noneStatusBarBeforeXcode11() throws {
        let document = Self.hiddenBarScene(toolsVersion: "12118")
        let scene = try StoredFrames.built(document)
        #expect(try StoredFrames.frame(scene, "tile") == Rect(x: 20, y: 20, width: 100, height: 44))
        let lines = try StoredFrames.lint(document)
        #expect(!lines.contains { $0.contains("conflicting") })
        #expect(lines.contains { $0.contains("the scene's simulated status bar is None: laid out without it") })
    }

    @Test("from Xcode 11 the canvas draws a device's status bar whatever the scene's metrics say: the same scene's guide is 20 down and its two top constraints conflict")
    func noneStatusBarFromXcode11() throws {
        let lines = try StoredFrames.lint(Self.hiddenBarScene(toolsVersion: "22155"))
        #expect(lines.contains { $0.contains("conflicting constraints") && ($0.contains("c127-005") || $0.contains("c127-004")) })
        #expect(!lines.contains { $0.contains("simulated status bar is None") })
    }

    /// A 200×40 view holding an 18×12 symbol image view pinned 12 down and 10 in, its image
    /// written as an attribute or, as Xcode 13 on may write it, as an `<imageReference>` child.
    static func symbolView(image: String, stored: String = #"x="10" y="14" width="18" height="8.333""#) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-127-020" userLabel="box">
                <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="iv-127-020" userLabel="badge" \(image)
                        <rect key="frame" \(stored)/>
                        <constraints>
                            <constraint firstAttribute="width" constant="18" id="c127-020"/>
                            <constraint firstAttribute="height" constant="12" id="c127-021"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="iv-127-020" firstAttribute="top" secondItem="rt-127-020" secondAttribute="top" constant="12" id="c127-022"/>
                    <constraint firstItem="iv-127-020" firstAttribute="leading" secondItem="rt-127-020" secondAttribute="leading" constant="10" id="c127-023"/>
                </constraints>
            </view>
            """, toolsVersion: "20037")
    }

    @Test("an image view's system symbol written as an <imageReference> child is the symbol it names: placed by its alignment rectangle as when written as attributes, and one drawn at another symbolScale says its insets are not known")
    func symbolImageReference() throws {
        let attribute = try StoredFrames.built(Self.symbolView(image: #"image="chevron.right" catalog="system">"#))
        let child = try StoredFrames.built(Self.symbolView(image: #">"# + "\n"
            + #"<imageReference key="image" image="chevron.right" catalog="system" symbolScale="default"/>"#))
        let written = try StoredFrames.frame(attribute, "badge")
        // chevron.right's frame lies inside its alignment rectangle, 2 from the top and 1.667 from the bottom.
        #expect(StoredFrames.rounded(written) == Rect(x: 10, y: 14, width: 18, height: 8.333))
        #expect(try StoredFrames.frame(child, "badge") == written)
        let large = try StoredFrames.lint(Self.symbolView(image: #">"# + "\n"
            + #"<imageReference key="image" image="chevron.right" catalog="system" symbolScale="large"/>"#,
            stored: #"x="10" y="10" width="18" height="16""#))
        #expect(large.contains { $0.contains("SF Symbol 'chevron.right' drawn with symbolScale=\"large\": its alignment insets in that configuration are not known") })
    }

    /// An empty horizontal stack (the app fills it) pinned by its top and leading edges only,
    /// IB told not to check its size or not.
    static func emptyStack(ignoresSizes: Bool) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-127-030" userLabel="holder">
                <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView \(ignoresSizes ? #"verifyAmbiguity="ignoreSizes" "# : "")opaque="NO" contentMode="scaleToFill" spacing="1" translatesAutoresizingMaskIntoConstraints="NO" id="sv-127-030" userLabel="chips">
                        <rect key="frame" x="10" y="10" width="100" height="20"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv-127-030" firstAttribute="top" secondItem="rt-127-030" secondAttribute="top" constant="10" id="c127-030"/>
                    <constraint firstItem="sv-127-030" firstAttribute="leading" secondItem="rt-127-030" secondAttribute="leading" constant="10" id="c127-031"/>
                </constraints>
            </view>
            """)
    }

    @Test("lint does not flag the size of a view IB does not check the size of (verifyAmbiguity=\"ignoreSizes\", an empty stack the app fills), as Xcode does not; the same stack without it is flagged")
    func ignoredSizesAreNotAmbiguityErrors() throws {
        let ignored = try StoredFrames.lint(Self.emptyStack(ignoresSizes: true))
        #expect(!ignored.contains { $0.contains("ambiguous layout") })
        let checked = try StoredFrames.lint(Self.emptyStack(ignoresSizes: false))
        #expect(checked.contains { $0.contains("ambiguous layout: chips") })
    }
}
