import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: bars in sheets and pushed large titles, labels ending in a line break")
struct IB161Tests {
    /// A storyboard of Xcode 14 on the 375×667 iPhone 8: `first` (scene 1) and `second` (scene
    /// 2), with a segue of `kind` from the first's button to the second. The second's root holds
    /// `content` and its `constraints`.
    static func twoScenes(toolsVersion: String = "21701", kind: String, firstRoot: String = "", firstItem: String = "",
                          secondHeight: Int = 667, secondItem: String = "", content: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(firstRoot.isEmpty ? "vc-161-001" : "nc-161-001")">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                \(firstRoot)
                <scene sceneID="sc-161-001">
                    <objects>
                        <viewController id="vc-161-001" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-161-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-161-001" userLabel="openButton">
                                        <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="c161-01"/>
                                        </constraints>
                                        <state key="normal" title="Open"/>
                                        <connections>
                                            <segue destination="vc-161-002" kind="\(kind)" id="sg-161-001"/>
                                        </connections>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-161-001"/>
                                <constraints>
                                    <constraint firstItem="bt-161-001" firstAttribute="top" secondItem="rt-161-001" secondAttribute="top" constant="100" id="c161-02"/>
                                    <constraint firstItem="bt-161-001" firstAttribute="leading" secondItem="rt-161-001" secondAttribute="leading" id="c161-03"/>
                                    <constraint firstAttribute="trailing" secondItem="bt-161-001" secondAttribute="trailing" id="c161-04"/>
                                </constraints>
                            </view>
                            \(firstItem)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-161-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="sc-161-002">
                    <objects>
                        <viewController id="vc-161-002" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-161-002">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="\(secondHeight)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    \(content)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-161-002"/>
                                <constraints>
                                    \(constraints)
                                </constraints>
                            </view>
                            \(secondItem)
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-161-002" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// A view pinned to the safe area's leading, trailing and bottom edges, its top at `topItem`'s
    /// bottom (or the safe area's top).
    static func filler(topItem: String = "sa-161-002", topAttribute: String = "top") -> (content: String, constraints: String) {
        ("""
         <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fl-161-001" userLabel="body">
             <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
         </view>
         """,
         """
         <constraint firstItem="fl-161-001" firstAttribute="top" secondItem="\(topItem)" secondAttribute="\(topAttribute)" id="c161-11"/>
         <constraint firstItem="fl-161-001" firstAttribute="leading" secondItem="sa-161-002" secondAttribute="leading" id="c161-12"/>
         <constraint firstItem="sa-161-002" firstAttribute="trailing" secondItem="fl-161-001" secondAttribute="trailing" id="c161-13"/>
         <constraint firstItem="sa-161-002" firstAttribute="bottom" secondItem="fl-161-001" secondAttribute="bottom" id="c161-14"/>
         """)
    }

    @Test("a navigation bar placed in a sheet's card is the sheet's 56 tall, and what is pinned below it starts there")
    func navigationBarInASheet() throws {
        let body = Self.filler(topItem: "nb-161-001", topAttribute: "bottom")
        let text = Self.twoScenes(kind: "presentation", secondHeight: 647, content: """
            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nb-161-001" userLabel="bar">
                <rect key="frame" x="0.0" y="0.0" width="375" height="56"/>
                <items>
                    <navigationItem title="Details" id="ni-161-001"/>
                </items>
            </navigationBar>
            \(body.content)
            """, constraints: """
            <constraint firstItem="nb-161-001" firstAttribute="top" secondItem="sa-161-002" secondAttribute="top" id="c161-21"/>
            <constraint firstItem="nb-161-001" firstAttribute="leading" secondItem="sa-161-002" secondAttribute="leading" id="c161-22"/>
            <constraint firstItem="nb-161-001" firstAttribute="trailing" secondItem="sa-161-002" secondAttribute="trailing" id="c161-23"/>
            \(body.constraints)
            """)
        let scene = SceneBuilder.build(try StoredFrames.document(text), scene: 1)
        // The 375×647 card of Xcode 13 on: its safe area is the whole card.
        #expect(try StoredFrames.frame(scene, "bar") == Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(try StoredFrames.frame(scene, "body") == Rect(x: 0, y: 56, width: 375, height: 591))
        #expect(scene.notes.contains { $0.message.contains("in a sheet's card, where UIKit draws a bar 56 tall, not 44") })
        // Shown on the screen, not presented, the same bar is 44.
        let pushed = SceneBuilder.build(try StoredFrames.document(text.replacingOccurrences(of: #"kind="presentation""#, with: #"kind="custom""#)),
                                        scene: 1)
        #expect(try StoredFrames.frame(pushed, "bar").height == 44)
    }

    /// A navigation controller preferring large titles whose root shows a small one.
    static let largeTitledStack = """
        <scene sceneID="sc-161-000">
            <objects>
                <navigationController id="nc-161-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb-161-000">
                        <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="vc-161-001" kind="relationship" relationship="rootViewController" id="sg-161-000"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-161-000" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """

    @Test("a controller pushed after one with a small title shows a large one when it asks for it, in a stack that prefers them")
    func alwaysLargeAfterASmallTitle() throws {
        let body = Self.filler()
        func built(_ mode: String) throws -> BuiltScene {
            let text = Self.twoScenes(kind: "show", firstRoot: Self.largeTitledStack,
                                      firstItem: #"<navigationItem key="navigationItem" title="List" largeTitleDisplayMode="never" id="ni-161-010"/>"#,
                                      secondItem: #"<navigationItem key="navigationItem" title="Detail" largeTitleDisplayMode="\#(mode)" id="ni-161-011"/>"#,
                                      content: body.content, constraints: body.constraints)
            return SceneBuilder.build(try StoredFrames.document(text), scene: 2)
        }
        // Status bar 20, the bar 44 and the title's row 52: 116.
        #expect(try StoredFrames.frame(try built("always"), "body") == Rect(x: 0, y: 116, width: 375, height: 551))
        // Automatic follows the small title it was pushed from: 20 + 44.
        #expect(try StoredFrames.frame(try built("automatic"), "body") == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    @Test("a label whose text ends in a line break is a line taller, the last one empty")
    func labelEndingInALineBreak() throws {
        let text = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-161-020" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb-161-020" userLabel="moreLabel">
                        <rect key="frame" x="16" y="10" width="343" height="48"/>
                        <string key="text">Read more&#10;</string>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="lb-161-020" firstAttribute="top" secondItem="rt-161-020" secondAttribute="top" constant="10" id="c161-31"/>
                    <constraint firstItem="lb-161-020" firstAttribute="leading" secondItem="rt-161-020" secondAttribute="leading" constant="16" id="c161-32"/>
                    <constraint firstAttribute="trailing" secondItem="lb-161-020" secondAttribute="trailing" constant="16" id="c161-33"/>
                </constraints>
            </view>
            """, device: "retina4_7")
        let scene = try StoredFrames.built(text)
        // Two lines of the 20-pt font, 23.87 each: 47.73, on the @2x pixel 48.
        #expect(try StoredFrames.frame(scene, "moreLabel") == Rect(x: 16, y: 10, width: 343, height: 48))
    }
}
