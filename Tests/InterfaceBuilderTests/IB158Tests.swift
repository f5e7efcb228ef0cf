import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a controller whose simulated metrics present it as a page sheet")
struct IB158Tests {
    /// A controller on the 414×896 iPhone 11, its root stored as the 414×842 card, with
    /// Presentation: Page Sheet in its simulated metrics and no segue showing it; a 44-pt bar is
    /// pinned to its safe area's bottom.
    static func sheet(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-158-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-158-001">
                    <objects>
                        <viewController id="vc-158-001" customClass="InviteViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-158-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="br-158-001" userLabel="bar">
                                        <rect key="frame" x="16" y="764" width="382" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="c158-1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-158-001"/>
                                <constraints>
                                    <constraint firstItem="br-158-001" firstAttribute="leading" secondItem="sa-158-001" secondAttribute="leading" constant="16" id="c158-2"/>
                                    <constraint firstItem="sa-158-001" firstAttribute="trailing" secondItem="br-158-001" secondAttribute="trailing" constant="16" id="c158-3"/>
                                    <constraint firstItem="sa-158-001" firstAttribute="bottom" secondItem="br-158-001" secondAttribute="bottom" id="c158-4"/>
                                </constraints>
                            </view>
                            <modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-158-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 12.5 draws a page sheet its simulated metrics name with the home indicator's inset at the card's bottom")
    func pageSheetOfXcode12_5() throws {
        let scene = try StoredFrames.built(Self.sheet(toolsVersion: "18122"))
        // 842 − 34 − 44 = 764, where IB stored it.
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 16, y: 764, width: 382, height: 44))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.contains("presented as a sheet") && $0.message.contains("Xcode 11 on") })
    }

    @Test("Xcode 13 draws the same card without the inset: its safe area is the whole card")
    func pageSheetOfXcode13() throws {
        let scene = try StoredFrames.built(Self.sheet(toolsVersion: "20037")
            .replacingOccurrences(of: #"y="764""#, with: #"y="798""#))
        // 842 − 44 = 798.
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 16, y: 798, width: 382, height: 44))
        #expect(scene.notes.contains { $0.message.contains("presented as a sheet") && $0.message.contains("after Xcode 13.0") })
    }

    /// An Xcode 6 xib of a table cell 160×100 whose content view is stored at the default row's
    /// 320×43; a box is pinned 12 from each edge of the content view.
    static let narrowCell = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7702" systemVersion="14D136" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="TileCell" rowHeight="100" id="cl-158-001" userLabel="tileCell">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="100"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl-158-001" id="cv-158-001" userLabel="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-158-001" userLabel="box">
                                <rect key="frame" x="12" y="12" width="136" height="75"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bx-158-001" firstAttribute="leading" secondItem="cv-158-001" secondAttribute="leading" constant="12" id="c158-10"/>
                            <constraint firstAttribute="trailing" secondItem="bx-158-001" secondAttribute="trailing" constant="12" id="c158-11"/>
                            <constraint firstItem="bx-158-001" firstAttribute="top" secondItem="cv-158-001" secondAttribute="top" constant="12" id="c158-12"/>
                            <constraint firstAttribute="bottom" secondItem="bx-158-001" secondAttribute="bottom" constant="12" id="c158-13"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test("an Xcode 6 cell's content view stored at the default row's 320×43 is as wide as its narrower cell, not 320")
    func staleContentViewWidth() throws {
        let scene = try StoredFrames.built(Self.narrowCell)
        // The cell's 160 wide, 100 less the separator's 0.5 tall.
        #expect(try StoredFrames.frame(scene, "content") == Rect(x: 0, y: 0, width: 160, height: 99.5))
        // 12 in from each edge: 160 − 24 = 136, where IB stored it.
        #expect(try StoredFrames.frame(scene, "box") == Rect(x: 12, y: 12, width: 136, height: 75.5))
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["content"])
    }
}
