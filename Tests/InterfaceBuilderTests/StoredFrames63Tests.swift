import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stores around a controller's bars: the square Any/Any canvas of Xcode 6
/// and 7 (600×600, no device), and a pushed controller that hides the tab bar. Documents written
/// for these tests; every frame worked out by hand from the bars' heights.
@Suite("Frames IB stores: bars on the Any/Any canvas and hidden tab bars")
struct StoredFrames63Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try StoredFrames.document(text)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    func scene(_ doc: InterfaceDocument, _ cls: String) throws -> BuiltScene {
        let index = try #require(doc.scenes.firstIndex { $0.customClass == cls })
        return SceneBuilder.build(doc, scene: index)
    }

    /// One controller scene whose root is `root` (stored at `y`), with a "Header" 70 tall under
    /// the top layout guide and a "Body" from the header down to the bottom layout guide, both
    /// the root's width. `pushes` are the classes it shows; `attributes` go on the controller.
    static func guideScene(_ n: String, _ cls: String, root: Size, y: Double, header: Double, body: Double,
                           pushes: [String] = [], attributes: String = "") -> String {
        let segues = pushes.enumerated().map { i, to in
            "<segue destination=\"vc-63-\(to)\" kind=\"show\" id=\"sg-63-\(n)\(i)\"/>"
        }.joined(separator: "\n")
        let w = formatNumber(root.width), h = formatNumber(root.height)
        return """
            <scene sceneID="sc-63-\(n)">
                <objects>
                    <viewController id="vc-63-\(n)" customClass="\(cls)" \(attributes) sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tg-63-\(n)"/>
                            <viewControllerLayoutGuide type="bottom" id="bg-63-\(n)"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rt-63-\(n)">
                            <rect key="frame" x="0.0" y="\(formatNumber(y))" width="\(w)" height="\(h)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hd-63-\(n)" userLabel="Header">
                                    <rect key="frame" x="0.0" y="\(formatNumber(header))" width="\(w)" height="70"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="70" id="ch-63-\(n)"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-63-\(n)" userLabel="Body">
                                    <rect key="frame" x="0.0" y="\(formatNumber(header + 70))" width="\(w)" height="\(formatNumber(body))"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="hd-63-\(n)" firstAttribute="leading" secondItem="rt-63-\(n)" secondAttribute="leading" id="c1-63-\(n)"/>
                                <constraint firstAttribute="trailing" secondItem="hd-63-\(n)" secondAttribute="trailing" id="c2-63-\(n)"/>
                                <constraint firstItem="hd-63-\(n)" firstAttribute="top" secondItem="tg-63-\(n)" secondAttribute="bottom" id="c3-63-\(n)"/>
                                <constraint firstItem="bd-63-\(n)" firstAttribute="leading" secondItem="rt-63-\(n)" secondAttribute="leading" id="c4-63-\(n)"/>
                                <constraint firstAttribute="trailing" secondItem="bd-63-\(n)" secondAttribute="trailing" id="c5-63-\(n)"/>
                                <constraint firstItem="bd-63-\(n)" firstAttribute="top" secondItem="hd-63-\(n)" secondAttribute="bottom" id="c6-63-\(n)"/>
                                <constraint firstItem="bg-63-\(n)" firstAttribute="top" secondItem="bd-63-\(n)" secondAttribute="bottom" id="c7-63-\(n)"/>
                            </constraints>
                        </view>
                        <connections>
                            \(segues)
                        </connections>
                    </viewController>
                </objects>
            </scene>
        """
    }

    /// A tab bar controller whose first tab is a navigation controller: its root `first`, and the
    /// controllers pushed from there. `toolsVersion` and `device` as saved (no device: Xcode 7).
    static func tabbedStoryboard(toolsVersion: String, device: String?, scenes: [String]) -> String {
        let deviceLine = device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tb-63-001">
            \(deviceLine)
            <scenes>
                <scene sceneID="sc-63-tab">
                    <objects>
                        <tabBarController id="tb-63-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nc-63-001" kind="relationship" relationship="viewControllers" id="sg-63-tab"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="sc-63-nav">
                    <objects>
                        <navigationController id="nc-63-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc-63-1" kind="relationship" relationship="rootViewController" id="sg-63-nav"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// Xcode 7, no device: the 600×600 canvas. "Notes" is the navigation controller's root above
    /// an opaque tab bar (its view 600×551, the canvas less the tab bar's 49); "Detail", pushed
    /// from it under an opaque navigation bar too (600×487: less 20 + 44 + 49).
    static let anyAnyStoryboard = tabbedStoryboard(toolsVersion: "9059", device: nil, scenes: [
        guideScene("1", "NotesViewController", root: Size(width: 600, height: 551), y: 0, header: 64, body: 417,
                   pushes: ["2"]),
        guideScene("2", "DetailViewController", root: Size(width: 600, height: 487), y: 64, header: 0, body: 417),
    ])

    @Test("on the Any/Any canvas a root 49 short is above the tab bar, under a 20-pt status bar and a 44-pt navigation bar")
    func anyAnyCanvasTabBarOutside() throws {
        let notes = try scene(try document(Self.anyAnyStoryboard), "NotesViewController")
        // The canvas is square, not landscape: its bars are a portrait phone's. The top guide is
        // the status bar 20 and the navigation bar 44 (64, not 20 + 32); the tab bar is outside
        // the 551-tall root, so the bottom guide is its bottom: the body 551 − 134 = 417 tall.
        #expect(try frame(notes, "header") == Rect(x: 0, y: 64, width: 600, height: 70))
        #expect(try frame(notes, "body") == Rect(x: 0, y: 134, width: 600, height: 417))
    }

    @Test("on the Any/Any canvas a root as short as its bars has them all outside: its guides are its edges")
    func anyAnyCanvasBarsOutside() throws {
        let detail = try scene(try document(Self.anyAnyStoryboard), "DetailViewController")
        // 600 − 487 = 113 = 20 + 44 + 49: status, navigation and tab bar all outside the view.
        #expect(try frame(detail, "header") == Rect(x: 0, y: 0, width: 600, height: 70))
        #expect(try frame(detail, "body") == Rect(x: 0, y: 70, width: 600, height: 417))
    }

    /// An iPhone 8 document of Xcode 15: "List" is the navigation controller's root in the tab;
    /// it pushes "Photo", which hides the bottom bar when pushed; "Photo" pushes "Caption".
    static let hiddenTabBarStoryboard = tabbedStoryboard(toolsVersion: "22505", device: "retina4_7", scenes: [
        guideScene("1", "ListViewController", root: Size(width: 375, height: 667), y: 0, header: 64, body: 484,
                   pushes: ["2"]),
        guideScene("2", "PhotoViewController", root: Size(width: 375, height: 667), y: 0, header: 64, body: 533,
                   pushes: ["3"], attributes: "hidesBottomBarWhenPushed=\"YES\""),
        guideScene("3", "CaptionViewController", root: Size(width: 375, height: 667), y: 0, header: 64, body: 484),
    ])

    @Test("a pushed controller that hides the bottom bar when pushed is laid out without the tab bar")
    func hidesBottomBarWhenPushed() throws {
        let doc = try document(Self.hiddenTabBarStoryboard)
        // Under the status bar and the navigation bar (64), above the tab bar (49): the body
        // from 134 to 667 − 49 = 618, 484 tall.
        let list = try scene(doc, "ListViewController")
        #expect(try frame(list, "body") == Rect(x: 0, y: 134, width: 375, height: 484))
        // Pushed with hidesBottomBarWhenPushed: no tab bar, the body down to 667, 533 tall.
        let photo = try scene(doc, "PhotoViewController")
        #expect(try frame(photo, "header") == Rect(x: 0, y: 64, width: 375, height: 70))
        #expect(try frame(photo, "body") == Rect(x: 0, y: 134, width: 375, height: 533))
    }

    @Test("a controller pushed from one that hid the tab bar is drawn with the tab bar again, as IB stores it")
    func pushedAfterHiddenTabBar() throws {
        let caption = try scene(try document(Self.hiddenTabBarStoryboard), "CaptionViewController")
        // IB's canvas infers the tab bar from the tab's navigation controller for every pushed
        // controller but the one that hides it: 667 − 49 − 134 = 484.
        #expect(try frame(caption, "body") == Rect(x: 0, y: 134, width: 375, height: 484))
    }

    /// An iPhone 8 scene saved by `toolsVersion`: a search bar under the top layout guide, with no
    /// height of its own, and a table from it down to the bottom layout guide, both full width.
    static func searchStoryboard(toolsVersion: String, bar: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc-63-s01">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="sc-63-s01">
                    <objects>
                        <viewController id="vc-63-s01" customClass="ContactsViewController" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-63-s01"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-63-s01"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-63-s01">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <searchBar contentMode="redraw" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="sb-63-s01" userLabel="Search">
                                        <rect key="frame" x="0.0" y="20" width="375" height="\(formatNumber(bar))"/>
                                    </searchBar>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tv-63-s01" userLabel="Contacts">
                                        <rect key="frame" x="0.0" y="\(formatNumber(20 + bar))" width="375" height="\(formatNumber(647 - bar))"/>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="sb-63-s01" firstAttribute="leading" secondItem="rt-63-s01" secondAttribute="leading" id="cs-63-s01"/>
                                    <constraint firstAttribute="trailing" secondItem="sb-63-s01" secondAttribute="trailing" id="cs-63-s02"/>
                                    <constraint firstItem="sb-63-s01" firstAttribute="top" secondItem="tg-63-s01" secondAttribute="bottom" id="cs-63-s03"/>
                                    <constraint firstItem="tv-63-s01" firstAttribute="leading" secondItem="rt-63-s01" secondAttribute="leading" id="cs-63-s04"/>
                                    <constraint firstAttribute="trailing" secondItem="tv-63-s01" secondAttribute="trailing" id="cs-63-s05"/>
                                    <constraint firstItem="tv-63-s01" firstAttribute="top" secondItem="sb-63-s01" secondAttribute="bottom" id="cs-63-s06"/>
                                    <constraint firstItem="bg-63-s01" firstAttribute="top" secondItem="tv-63-s01" secondAttribute="bottom" id="cs-63-s07"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("a search bar with no height of its own is 44 tall in a document saved before Xcode 9, 56 from it on")
    func searchBarHeightByVersion() throws {
        // Xcode 8 (toolsVersion 12121, iOS 10): the bar 44 under the status bar, the table from
        // 64 to 667, 603 tall.
        let old = SceneBuilder.build(try document(Self.searchStoryboard(toolsVersion: "12121", bar: 44)), scene: 0)
        #expect(try frame(old, "search") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(try frame(old, "contacts") == Rect(x: 0, y: 64, width: 375, height: 603))
        // Xcode 9 (toolsVersion 13771, iOS 11 on): 56, the table from 76, 591 tall.
        let new = SceneBuilder.build(try document(Self.searchStoryboard(toolsVersion: "13771", bar: 56)), scene: 0)
        #expect(try frame(new, "search") == Rect(x: 0, y: 20, width: 375, height: 56))
        #expect(try frame(new, "contacts") == Rect(x: 0, y: 76, width: 375, height: 591))
    }

    /// An iPhone 8 scene (@2x) saved by `toolsVersion` (Xcode 11 to 14.0: its canvas shows no
    /// status bar on a phone with a home button): a "Title" label in the Body text style 20
    /// under the safe area's top and a "Detail" label in Caption 1 8 under it, both 20 from each
    /// side (their widths from the constraints, their heights their text's).
    static func textStyleStoryboard(toolsVersion: String, body: Double, caption: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-63-t01">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-63-t01">
                    <objects>
                        <viewController id="vc-63-t01" customClass="RecipeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-63-t01">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Lemon tart" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-63-t01" userLabel="Title">
                                        <rect key="frame" x="20" y="20" width="335" height="\(formatNumber(body))"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="45 minutes" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-63-t02" userLabel="Detail">
                                        <rect key="frame" x="20" y="\(formatNumber(28 + body))" width="335" height="\(formatNumber(caption))"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-63-t01"/>
                                <constraints>
                                    <constraint firstItem="lb-63-t01" firstAttribute="leading" secondItem="rt-63-t01" secondAttribute="leading" constant="20" id="ct-63-t01"/>
                                    <constraint firstAttribute="trailing" secondItem="lb-63-t01" secondAttribute="trailing" constant="20" id="ct-63-t02"/>
                                    <constraint firstItem="lb-63-t01" firstAttribute="top" secondItem="sa-63-t01" secondAttribute="top" constant="20" id="ct-63-t03"/>
                                    <constraint firstItem="lb-63-t02" firstAttribute="leading" secondItem="rt-63-t01" secondAttribute="leading" constant="20" id="ct-63-t04"/>
                                    <constraint firstAttribute="trailing" secondItem="lb-63-t02" secondAttribute="trailing" constant="20" id="ct-63-t05"/>
                                    <constraint firstItem="lb-63-t02" firstAttribute="top" secondItem="lb-63-t01" secondAttribute="bottom" constant="8" id="ct-63-t06"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("Xcode 12.5 to 13 drew text styles at the extra-small Dynamic Type size: Body 14 pt, Caption 1 11 pt")
    func extraSmallTextStyles() throws {
        let doc = try document(Self.textStyleStoryboard(toolsVersion: "19529", body: 17, caption: 13.5))
        let scene = SceneBuilder.build(doc, scene: 0)
        // No status bar on this canvas: 20 from the top. Body at extra-small is 14 pt: a line of
        // 14 × 1.1934 = 16.71, 17 at @2x. Caption 1 is 11 pt: 13.13, 13.5, from 20 + 17 + 8 = 45.
        #expect(try frame(scene, "title") == Rect(x: 20, y: 20, width: 335, height: 17))
        #expect(try frame(scene, "detail") == Rect(x: 20, y: 45, width: 335, height: 13.5))
        #expect(scene.notes.contains { $0.message.contains("extra-small Dynamic Type size") })
        // Re-solved for a device, the text is at the default size, as UIKit draws it.
        let phone = SceneBuilder.build(doc, scene: 0, device: InterfaceDevice.preset(for: "retina4_7", toolsVersion: 19529))
        #expect(try frame(phone, "title").height == 20.5)
    }

    @Test("before Xcode 12.5 and from Xcode 14 text styles are drawn at the default size: Body 17 pt, Caption 1 12 pt")
    func largeTextStyles() throws {
        for version in ["17701", "21507"] {
            let scene = SceneBuilder.build(try document(Self.textStyleStoryboard(toolsVersion: version, body: 20.5, caption: 14.5)), scene: 0)
            // Body 17: 20.29, 20.5 at @2x; Caption 1 12: 14.32, 14.5, from 20 + 20.5 + 8 = 48.5.
            #expect(try frame(scene, "title") == Rect(x: 20, y: 20, width: 335, height: 20.5))
            #expect(try frame(scene, "detail") == Rect(x: 20, y: 48.5, width: 335, height: 14.5))
        }
    }
}

