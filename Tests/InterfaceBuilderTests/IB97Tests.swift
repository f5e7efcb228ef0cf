import InterfaceBuilder
import Layout
import Testing

/// Documents written for this test, in the shapes older public ones take: an image view sized by
/// the document's resources, a view installed only in one size class of an Xcode 6 document,
/// a table row under the status bar on iOS 10's canvas. Frames derived by hand.
@Suite("Older documents: images listed in resources, size-class-only views, rows under the status bar")
struct OlderDocuments97Tests {
    static func scene(toolsVersion: String, device: String? = nil, root: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-97-001">
            \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
            <scenes>
                <scene sceneID="sc-97-001">
                    <objects>
                        <viewController id="vc-97-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-97-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-97-001"/>
                            </layoutGuides>
        \(root)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    @Test("an image view stored without a frame takes its image's size from the document's resources: centred, 128 × 128")
    func imageSizeFromResources() throws {
        let document = Self.scene(toolsVersion: "11201", device: "retina4_7", root: """
            <view key="view" contentMode="scaleToFill" id="rt-97-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="door.png" translatesAutoresizingMaskIntoConstraints="NO" id="iv-97-001" userLabel="door"/>
                </subviews>
                <constraints>
                    <constraint firstItem="iv-97-001" firstAttribute="centerX" secondItem="rt-97-001" secondAttribute="centerX" id="c97-001"/>
                    <constraint firstItem="iv-97-001" firstAttribute="top" secondItem="tg-97-001" secondAttribute="bottom" constant="20" id="c97-002"/>
                </constraints>
            </view>
            """, resources: """
            <image name="door.png" width="128" height="128"/>
            """)
        let scene = try StoredFrames.built(document)
        #expect(scene.ambiguities.isEmpty)
        // Centred in 375: (375 − 128) / 2 = 123.5; 20 below the status bar's 20.
        #expect(try StoredFrames.frame(scene, "door") == Rect(x: 123.5, y: 40, width: 128, height: 128))
    }

    @Test("a view an Xcode 6 document installs only for compact width keeps IB's placeholder frame: not compared, not misplaced")
    func sizeClassOnlyViewIsNotCompared() throws {
        let document = Self.scene(toolsVersion: "7702", root: """
            <view key="view" contentMode="scaleToFill" id="rt-97-002">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-97-001" userLabel="phoneOnly">
                        <rect key="frame" x="0.0" y="-21" width="42" height="21"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-97-002" userLabel="everywhere">
                        <rect key="frame" x="20" y="100" width="100" height="30"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="vw-97-001" firstAttribute="leading" secondItem="rt-97-002" secondAttribute="leading" constant="20" id="c97-011"/>
                    <constraint firstItem="vw-97-001" firstAttribute="top" secondItem="tg-97-001" secondAttribute="bottom" constant="20" id="c97-012"/>
                    <constraint firstItem="vw-97-001" firstAttribute="width" constant="115" id="c97-013"/>
                    <constraint firstItem="vw-97-001" firstAttribute="height" constant="21" id="c97-014"/>
                    <constraint firstItem="vw-97-002" firstAttribute="leading" secondItem="rt-97-002" secondAttribute="leading" constant="20" id="c97-015"/>
                    <constraint firstItem="vw-97-002" firstAttribute="top" secondItem="rt-97-002" secondAttribute="top" constant="100" id="c97-016"/>
                    <constraint firstItem="vw-97-002" firstAttribute="width" constant="100" id="c97-017"/>
                    <constraint firstItem="vw-97-002" firstAttribute="height" constant="30" id="c97-018"/>
                </constraints>
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="vw-97-001"/>
                    </mask>
                    <mask key="constraints">
                        <exclude reference="c97-011"/>
                        <exclude reference="c97-012"/>
                        <exclude reference="c97-013"/>
                        <exclude reference="c97-014"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=compact">
                    <mask key="subviews">
                        <include reference="vw-97-001"/>
                    </mask>
                    <mask key="constraints">
                        <include reference="c97-011"/>
                        <include reference="c97-012"/>
                        <include reference="c97-013"/>
                        <include reference="c97-014"/>
                    </mask>
                </variation>
            </view>
            """)
        let parsed = try StoredFrames.document(document)
        let scene = SceneBuilder.build(parsed, scene: 0)
        // On the iPhone 4s (compact width) the view is installed, where the constraints put it.
        #expect(try StoredFrames.frame(scene, "phoneOnly") == Rect(x: 20, y: 40, width: 115, height: 21))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        // Only the view installed everywhere has a stored frame to compare.
        let agreement = Lint.storedFrameAgreement(parsed)
        #expect(agreement.within == 1 && agreement.total == 1)
    }

    @Test("on iOS 10's canvas (Xcode 8 and before) a table row under the status bar keeps its 8-pt margins from its own top")
    func rowMarginsUnderStatusBarBeforeSafeArea() throws {
        let document = Self.scene(toolsVersion: "6250", root: """
            <view key="view" contentMode="scaleToFill" id="rt-97-003">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="100" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="tb-97-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="cell" rowHeight="100" id="cl-97-001">
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl-97-001" id="cv-97-001">
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-97-011" userLabel="badge">
                                            <rect key="frame" x="8" y="8" width="50" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="50" id="c97-021"/>
                                                <constraint firstAttribute="height" constant="50" id="c97-022"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="vw-97-011" firstAttribute="leading" secondItem="cv-97-001" secondAttribute="leadingMargin" id="c97-023"/>
                                        <constraint firstItem="vw-97-011" firstAttribute="top" secondItem="cv-97-001" secondAttribute="topMargin" id="c97-024"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </subviews>
                <constraints>
                    <constraint firstItem="tb-97-001" firstAttribute="leading" secondItem="rt-97-003" secondAttribute="leading" id="c97-025"/>
                    <constraint firstAttribute="trailing" secondItem="tb-97-001" secondAttribute="trailing" id="c97-026"/>
                    <constraint firstItem="tb-97-001" firstAttribute="top" secondItem="rt-97-003" secondAttribute="top" id="c97-027"/>
                    <constraint firstItem="bg-97-001" firstAttribute="top" secondItem="tb-97-001" secondAttribute="bottom" id="c97-028"/>
                </constraints>
            </view>
            """)
        let scene = try StoredFrames.built(document)
        // The row lies under the 20-pt status bar; iOS 10 had no safe area to add to its margin.
        #expect(try StoredFrames.frame(scene, "badge") == Rect(x: 8, y: 8, width: 50, height: 50))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }
}
