import Testing
import Layout
@testable import InterfaceBuilder

/// Frames of documents where the app's designable classes, a cell's preserved margins, an Xcode
/// 11 beta's text field and a conflicting image view's own size decide. Documents written for
/// these tests; every frame worked out by hand.
@Suite("Frames IB stores: designables, a content view's preserved margins, Xcode 11 betas, images in conflicts")
struct IBFix139Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    /// A root 375×120 holding a button of the app's class `TagButton` (titled "Follow", no height
    /// constraint) pinned 20 from the top and the sides, whose designable measured `designed`.
    static func designableButton(designed: String) -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-139-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-139-001" userLabel="Follow" customClass="TagButton">
                            <rect key="frame" x="20" y="20" width="335" height="44"/>
                            <state key="normal" title="Follow"/>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-139-001" firstAttribute="top" secondItem="rt-139-001" secondAttribute="top" constant="20" id="c-139-001"/>
                        <constraint firstItem="bt-139-001" firstAttribute="leading" secondItem="rt-139-001" secondAttribute="leading" constant="20" id="c-139-002"/>
                        <constraint firstAttribute="trailing" secondItem="bt-139-001" secondAttribute="trailing" constant="20" id="c-139-003"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """, device: "retina4_7").replacingOccurrences(of: "</document>", with: """
            <designables>
                <designable name="bt-139-001">
                    \(designed)
                </designable>
            </designables>
        </document>
        """)
    }

    @Test("a view of the app's @IBDesignable class has the intrinsic size IB's canvas measured for it, with a note")
    func designableSizeIsTheClasssOwn() throws {
        let text = Self.designableButton(designed: #"<size key="intrinsicContentSize" width="71" height="44"/>"#)
        let scene = try StoredFrames.built(text)
        // A system button titled "Follow" would be 30 tall; the class's own 44 holds it.
        #expect(try frame(scene, "follow") == Rect(x: 20, y: 20, width: 335, height: 44))
        #expect(scene.notes.contains { $0.message == "'follow' is of the app's @IBDesignable class TagButton: its intrinsic size is the one IB's "
            + "canvas measured by running it, 71 wide and 44 tall, kept in the document's <designables>" })
    }

    @Test("a table cell's content view with margins of its own that preserves its cell's has each edge raised to UIKit's cell margins")
    func contentViewPreservingCellMargins() throws {
        let text = StoredFrames.xib("""
                <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" rowHeight="60" id="cl-139-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="cl-139-001" id="cv-139-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-139-001" userLabel="Meter">
                                <rect key="frame" x="16" y="11" width="343" height="38"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bx-139-001" firstAttribute="leading" secondItem="cv-139-001" secondAttribute="leadingMargin" id="c-139-011"/>
                            <constraint firstAttribute="trailingMargin" secondItem="bx-139-001" secondAttribute="trailing" id="c-139-012"/>
                            <constraint firstItem="bx-139-001" firstAttribute="top" secondItem="cv-139-001" secondAttribute="topMargin" id="c-139-013"/>
                            <constraint firstAttribute="bottomMargin" secondItem="bx-139-001" secondAttribute="bottom" id="c-139-014"/>
                        </constraints>
                        <edgeInsets key="layoutMargins" top="4" left="24" bottom="14" right="6"/>
                    </tableViewCellContentView>
                </tableViewCell>
        """, toolsVersion: "16097.3", device: "retina4_7")
        let scene = try StoredFrames.built(text)
        // Own 4/24/14/6 against the cell's 11/16/11/16: top 11, left 24, bottom 14, right 16.
        #expect(try frame(scene, "meter") == Rect(x: 24, y: 11, width: 335, height: 35))
    }

    @Test("a rounded text field in a document of an Xcode 11 beta (toolsVersion 14868) is iOS 13's 34 tall")
    func xcode11BetaTextField() throws {
        func field(_ version: String) throws -> Rect {
            let text = StoredFrames.xib("""
                    <view contentMode="scaleToFill" id="rt-139-021">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Code" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-139-021" userLabel="Code">
                                <rect key="frame" x="16" y="16" width="343" height="34"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tf-139-021" firstAttribute="top" secondItem="rt-139-021" secondAttribute="top" constant="16" id="c-139-021"/>
                            <constraint firstItem="tf-139-021" firstAttribute="leading" secondItem="rt-139-021" secondAttribute="leading" constant="16" id="c-139-022"/>
                            <constraint firstAttribute="trailing" secondItem="tf-139-021" secondAttribute="trailing" constant="16" id="c-139-023"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
            """, toolsVersion: version, device: "retina4_7")
            return try frame(try StoredFrames.built(text), "code")
        }
        #expect(try field("14868").height == 34)
        #expect(try field("14460").height == 30)
    }

    @Test("an image view whose fixed height a conflict breaks keeps its image's own height as far as the stack allows, not 0")
    func imageOwnSizeAfterBrokenHeight() throws {
        let text = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-139-031">
                    <rect key="frame" x="0.0" y="0.0" width="240" height="24"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="st-139-031" userLabel="Strip">
                            <rect key="frame" x="0.0" y="0.0" width="240" height="24"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="im-139-031" userLabel="Badge">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="40" id="c-139-031"/>
                                        <constraint firstAttribute="width" constant="40" id="c-139-032"/>
                                    </constraints>
                                </imageView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fl-139-031" userLabel="Rest">
                                    <rect key="frame" x="40" y="0.0" width="200" height="24"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="24" id="c-139-033"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st-139-031" firstAttribute="top" secondItem="rt-139-031" secondAttribute="top" id="c-139-034"/>
                        <constraint firstItem="st-139-031" firstAttribute="leading" secondItem="rt-139-031" secondAttribute="leading" id="c-139-035"/>
                        <constraint firstAttribute="trailing" secondItem="st-139-031" secondAttribute="trailing" id="c-139-036"/>
                        <constraint firstAttribute="bottom" secondItem="st-139-031" secondAttribute="bottom" id="c-139-037"/>
                        <constraint firstAttribute="height" constant="24" id="c-139-038"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
        """, device: "retina4_7", resources: #"<image name="Badge" width="40" height="40"/>"#)
        let scene = try StoredFrames.built(text)
        // The 40 cannot hold in the 24-pt strip and is broken; the image's own 40 (compression
        // resistance 750) then outweighs the stack's 0 at 25: the badge is as tall as the strip.
        #expect(try frame(scene, "badge") == Rect(x: 0, y: 0, width: 40, height: 24))
    }

    @Test("a controller whose edgesForExtendedLayout leaves out the top is laid out below its navigation bar, its safe area clear of it")
    func extendedLayoutWithoutTop() throws {
        // IB stores the root as tall as it lays it out: the screen's 667, or 603 below the bars.
        func scene(_ extended: String, rootHeight: Int = 667) throws -> BuiltScene {
            let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nv-139-041">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="sc-139-041">
                        <objects>
                            <navigationController id="nv-139-041" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-139-041">
                                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="vc-139-041" kind="relationship" relationship="rootViewController" id="sg-139-041"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="sc-139-042">
                        <objects>
                            <viewController id="vc-139-041" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rt-139-041">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-139-041" userLabel="Banner">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="80"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="80" id="c-139-041"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bx-139-041" firstAttribute="top" secondItem="sa-139-041" secondAttribute="top" id="c-139-042"/>
                                        <constraint firstItem="bx-139-041" firstAttribute="leading" secondItem="rt-139-041" secondAttribute="leading" id="c-139-043"/>
                                        <constraint firstAttribute="trailing" secondItem="bx-139-041" secondAttribute="trailing" id="c-139-044"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="sa-139-041"/>
                                </view>
                                \(extended)
                                <navigationItem key="navigationItem" title="Detail" id="ni-139-041"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
            return SceneBuilder.build(try StoredFrames.document(text), scene: 1, device: nil)
        }
        // Under the bars, the safe area starts below the status and navigation bars, 64 down.
        #expect(try frame(try scene(""), "banner").minY == 64)
        // A root stored as tall as the screen was drawn under them whatever the setting says.
        #expect(try frame(try scene(#"<extendedEdge key="edgesForExtendedLayout"/>"#), "banner").minY == 64)
        // Not extended under the top bar: the view begins below it, and so does its safe area.
        let below = try scene(#"<extendedEdge key="edgesForExtendedLayout"/>"#, rootHeight: 603)
        #expect(try frame(below, "banner").minY == 0)
        #expect(below.notes.contains { $0.message.hasPrefix("the controller's edgesForExtendedLayout leaves out the edges under its navigation bar") })
    }
}
