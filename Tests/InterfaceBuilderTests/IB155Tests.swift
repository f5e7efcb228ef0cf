import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a table's header and footer views")
struct IB155Tests {
    /// A table view controller on an iPhone 8 whose table has a header view 60 tall holding a
    /// badge centred in it, and a footer view 44 tall holding a bar pinned 16 from its sides.
    static let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tv-155-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-155-001">
                    <objects>
                        <tableViewController id="tv-155-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tb-155-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <view key="tableHeaderView" contentMode="scaleToFill" id="hd-155-001" userLabel="header">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-155-001" userLabel="badge">
                                            <rect key="frame" x="167.5" y="10" width="40" height="40"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="40" id="c155-1"/>
                                                <constraint firstAttribute="height" constant="40" id="c155-2"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bd-155-001" firstAttribute="centerX" secondItem="hd-155-001" secondAttribute="centerX" id="c155-3"/>
                                        <constraint firstItem="bd-155-001" firstAttribute="centerY" secondItem="hd-155-001" secondAttribute="centerY" id="c155-4"/>
                                    </constraints>
                                </view>
                                <view key="tableFooterView" contentMode="scaleToFill" id="ft-155-001" userLabel="footer">
                                    <rect key="frame" x="0.0" y="88" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="br-155-001" userLabel="bar">
                                            <rect key="frame" x="16" y="7" width="343" height="30"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="30" id="c155-5"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="br-155-001" firstAttribute="leading" secondItem="ft-155-001" secondAttribute="leading" constant="16" id="c155-6"/>
                                        <constraint firstAttribute="trailing" secondItem="br-155-001" secondAttribute="trailing" constant="16" id="c155-7"/>
                                        <constraint firstItem="br-155-001" firstAttribute="centerY" secondItem="ft-155-001" secondAttribute="centerY" id="c155-8"/>
                                    </constraints>
                                </view>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-155-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a table's header and footer views are its subviews at the frames IB stores, laid out inside by their constraints")
    func headerAndFooterViews() throws {
        let scene = try StoredFrames.built(Self.table)
        #expect(try StoredFrames.frame(scene, "header") == Rect(x: 0, y: 0, width: 375, height: 60))
        // Centred in the 375×60 header: (375 − 40) / 2 = 167.5, (60 − 40) / 2 = 10.
        #expect(try StoredFrames.frame(scene, "badge") == Rect(x: 167.5, y: 10, width: 40, height: 40))
        #expect(try StoredFrames.frame(scene, "footer") == Rect(x: 0, y: 88, width: 375, height: 44))
        // 16 from each side of 375, centred in 44: (44 − 30) / 2 = 7.
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 16, y: 7, width: 343, height: 30))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("a footer view's subview stored where its constraints do not put it is a misplaced view")
    func misplacedInsideAFooter() throws {
        let moved = Self.table.replacingOccurrences(of: #"<rect key="frame" x="16" y="7" width="343" height="30"/>"#,
                                                    with: #"<rect key="frame" x="0.0" y="0.0" width="100" height="30"/>"#)
        let scene = try StoredFrames.built(moved)
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["bar"])
        #expect(misplaced.first?.stored == Rect(x: 0, y: 0, width: 100, height: 30))
    }

    /// A launch-screen xib whose top level is a view controller, not a view: a 200×100 panel
    /// centred across the view, 200 from its top.
    static let controllerXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <viewController id="vc-155-001">
                    <view key="view" contentMode="scaleToFill" id="rt-155-002">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-155-001" userLabel="panel">
                                <rect key="frame" x="87.5" y="200" width="200" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="200" id="c155-20"/>
                                    <constraint firstAttribute="height" constant="100" id="c155-21"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pn-155-001" firstAttribute="centerX" secondItem="rt-155-002" secondAttribute="centerX" id="c155-22"/>
                            <constraint firstItem="pn-155-001" firstAttribute="top" secondItem="rt-155-002" secondAttribute="top" constant="200" id="c155-23"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </document>
        """

    @Test("a xib whose top level is a view controller lays out that controller's view, as a storyboard's scene")
    func controllerInAXib() throws {
        let scene = try StoredFrames.built(Self.controllerXib)
        // Centred across 375: (375 − 200) / 2 = 87.5.
        #expect(try StoredFrames.frame(scene, "panel") == Rect(x: 87.5, y: 200, width: 200, height: 100))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }
}
