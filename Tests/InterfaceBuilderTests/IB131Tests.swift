import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: what the thirty-first round's documents tripped on")
struct IB131Tests {
    /// A controller presents a navigation controller as a sheet (a presentation segue, automatic
    /// style) on the iPhone 11; the navigation controller's bar is opaque or translucent. Its
    /// root's view, stored 414×830 (the 886-pt card less the sheet's 56-pt bar), holds a 50-pt
    /// "strip" pinned to its safe area's top.
    static func sheetScene(translucent: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pr-131-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-131-001">
                    <objects>
                        <viewController id="pr-131-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-131-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <connections>
                                <segue destination="nv-131-001" kind="presentation" identifier="showList" id="sg-131-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-131-002">
                    <objects>
                        <navigationController id="nv-131-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="\(translucent ? "YES" : "NO")" id="nb-131-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-131-001" kind="relationship" relationship="rootViewController" id="sg-131-002"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc-131-003">
                    <objects>
                        <viewController id="vc-131-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-131-002">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="830"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-131-001" userLabel="strip">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c131-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-131-001"/>
                                <constraints>
                                    <constraint firstItem="vw-131-001" firstAttribute="top" secondItem="sa-131-001" secondAttribute="top" id="c131-002"/>
                                    <constraint firstItem="vw-131-001" firstAttribute="leading" secondItem="rt-131-002" secondAttribute="leading" id="c131-003"/>
                                    <constraint firstAttribute="trailing" secondItem="vw-131-001" secondAttribute="trailing" id="c131-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a navigation controller presented as a sheet with an opaque bar (translucent=\"NO\") lays its root's view out below the bar, as UIKit does: the safe area's top is the view's, so a strip pinned there is at 0, not under a 56-pt bar")
    func opaqueBarInASheet() throws {
        let document = try InterfaceDocument.read(Array(Self.sheetScene(translucent: false).utf8))
        let scene = SceneBuilder.build(document, scene: 2, device: nil)
        #expect(try StoredFrames.frame(scene, "strip") == Rect(x: 0, y: 0, width: 414, height: 50))
        let translucent = try InterfaceDocument.read(Array(Self.sheetScene(translucent: true).utf8))
        let under = SceneBuilder.build(translucent, scene: 2, device: nil)
        // A translucent bar lies over the view: the strip starts below the sheet's 56-pt bar.
        #expect(try StoredFrames.frame(under, "strip") == Rect(x: 0, y: 56, width: 414, height: 50))
    }

    /// A custom button showing only its 21×21 image, stored 24×24 (a frame IB did not update:
    /// UIKit's is 21 wide and a line of 18 pt, 22, tall), pinned by its top-left corner.
    static let imageButton = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11542" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rt-131-101">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="bt-131-101" userLabel="close">
                            <rect key="frame" x="15" y="40" width="24" height="24"/>
                            <state key="normal" image="dot"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-131-101" firstAttribute="leading" secondItem="rt-131-101" secondAttribute="leading" constant="15" id="c131-101"/>
                        <constraint firstItem="bt-131-101" firstAttribute="top" secondItem="rt-131-101" secondAttribute="top" constant="40" id="c131-102"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="dot" width="21" height="21"/>
            </resources>
        </document>
        """

    @Test("a button showing only its image is said to be its image's size, not its title's, where lint finds it misplaced")
    func imageButtonReason() throws {
        let lines = try StoredFrames.lint(Self.imageButton)
        let line = lines.first { $0.contains("misplaced view close") }
        #expect(line?.contains("IB stored (15, 40, 24, 24), the constraints give (15, 40, 21, 22)") == true)
        #expect(line?.contains("its size is its image's ('dot')") == true)
        #expect(line?.contains("title") == false)
    }
}
