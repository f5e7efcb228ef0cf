import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: the canvas's text size told by the document's own labels")
struct IB201Tests {
    @Test("a document of Xcode 12.5 to 13 whose text-style labels are stored at their default size was drawn at it, not at the extra-small size")
    func defaultTextSizeToldByStoredLabels() throws {
        // Body stored 20.5 (17 pt at @2x), Caption 1 14.5 (12 pt): the canvas that saved it drew
        // the default size, as UIKit does.
        let scene = try StoredFrames.built(StoredFrames63Tests.textStyleStoryboard(toolsVersion: "19142", body: 20.5, caption: 14.5))
        #expect(try StoredFrames.frame(scene, "title") == Rect(x: 20, y: 20, width: 335, height: 20.5))
        #expect(try StoredFrames.frame(scene, "detail") == Rect(x: 20, y: 48.5, width: 335, height: 14.5))
        #expect(!scene.notes.contains { $0.message.contains("extra-small Dynamic Type size") })
        // Stored at the extra-small heights (17 and 13.5), the same version was drawn small.
        let small = try StoredFrames.built(StoredFrames63Tests.textStyleStoryboard(toolsVersion: "19142", body: 17, caption: 13.5))
        #expect(try StoredFrames.frame(small, "title") == Rect(x: 20, y: 20, width: 335, height: 17))
    }

    /// An Xcode 8 storyboard (iPhone 8) with one controller of `width`×`height`, its extended
    /// edges `edges` (nil: none written), a toolbar in its simulated metrics when `toolbar`, and
    /// a "panel" from the top layout guide + `gap` to the bottom guide − `gap`, stored at
    /// `stored` (its y) and `storedHeight`.
    static func guideScene(width: Int, height: Int, edges: Bool, toolbar: Bool, gap: Int, stored: Int, storedHeight: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc-201-g">
            <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
            <scenes>
                <scene sceneID="sc-201-g">
                    <objects>
                        <viewController id="vc-201-g" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-201-g"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-201-g"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-201-g">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-201-g" userLabel="panel">
                                        <rect key="frame" x="0.0" y="\(stored)" width="\(width)" height="\(storedHeight)"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="pn-201-g" firstAttribute="top" secondItem="tg-201-g" secondAttribute="bottom" constant="\(gap)" id="c201-g1"/>
                                    <constraint firstItem="bg-201-g" firstAttribute="top" secondItem="pn-201-g" secondAttribute="bottom" constant="\(gap)" id="c201-g2"/>
                                    <constraint firstItem="pn-201-g" firstAttribute="leading" secondItem="rt-201-g" secondAttribute="leading" id="c201-g3"/>
                                    <constraint firstAttribute="trailing" secondItem="pn-201-g" secondAttribute="trailing" id="c201-g4"/>
                                </constraints>
                            </view>\(edges ? "\n                            <extendedEdge key=\"edgesForExtendedLayout\"/>" : "")\(toolbar ? "\n                            <simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>" : "")
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a controller whose edgesForExtendedLayout leaves out the bottom, stored shorter than the screen by its toolbar, ends above the toolbar: the toolbar is not counted again")
    func toolbarOutsideARootThatEndsAboveIt() throws {
        // 667 − 44 = 623 tall; the status bar's 20 over its top (an Xcode 8 freeform canvas).
        let scene = try StoredFrames.built(Self.guideScene(width: 375, height: 623, edges: true, toolbar: true, gap: 0, stored: 20, storedHeight: 603))
        #expect(try StoredFrames.frame(scene, "panel") == Rect(x: 0, y: 20, width: 375, height: 603))
    }

    /// A 375×120 xib: an image view flagged misplaced (stored 375×400) of an image the document
    /// lists at 300×30, pinned at the top and sides, a label 8 below it; and a custom button
    /// showing only a background image listed at 24×24, its trailing 20 in and centred.
    static let listedImages = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-201-i" userLabel="card">
                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" misplaced="YES" image="ribbon" translatesAutoresizingMaskIntoConstraints="NO" id="iv-201-i" userLabel="ribbon">
                        <rect key="frame" x="0.0" y="10" width="375" height="400"/>
                    </imageView>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-201-i" userLabel="alert">
                        <rect key="frame" x="331" y="48" width="24" height="24"/>
                        <state key="normal" backgroundImage="warning"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="iv-201-i" firstAttribute="top" secondItem="rt-201-i" secondAttribute="top" constant="10" id="c201-i1"/>
                    <constraint firstItem="iv-201-i" firstAttribute="leading" secondItem="rt-201-i" secondAttribute="leading" id="c201-i2"/>
                    <constraint firstAttribute="trailing" secondItem="iv-201-i" secondAttribute="trailing" id="c201-i3"/>
                    <constraint firstAttribute="trailing" secondItem="bt-201-i" secondAttribute="trailing" constant="20" id="c201-i4"/>
                    <constraint firstItem="bt-201-i" firstAttribute="centerY" secondItem="rt-201-i" secondAttribute="centerY" id="c201-i5"/>
                </constraints>
            </view>
            """, toolsVersion: "12120", device: "retina4_7", resources: """
            <image name="ribbon" width="300" height="30"/>
            <image name="warning" width="24" height="24"/>
            """)

    @Test("an image view whose stored frame Xcode flagged misplaced takes the size the document lists for its image; a button showing only a background image is that image's size")
    func listedImageSizes() throws {
        let scene = try StoredFrames.built(Self.listedImages)
        #expect(try StoredFrames.frame(scene, "ribbon") == Rect(x: 0, y: 10, width: 375, height: 30))
        #expect(try StoredFrames.frame(scene, "alert") == Rect(x: 331, y: 48, width: 24, height: 24))
    }
}
