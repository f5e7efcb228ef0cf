import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for controllers whose bars or card the canvas draws from the storyboard's
/// segues: a root laid out above an opaque tab bar, a stack whose navigation bar is hidden, a
/// navigation controller shown as a sheet. Documents written for these tests; every frame
/// worked out by hand.
@Suite("Frames IB stores: bars over resized roots, hidden-bar stacks, sheets")
struct IB78Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    func built(_ text: String, _ customClass: String) throws -> BuiltScene {
        let doc = try StoredFrames.document(text)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == customClass })
        return SceneBuilder.build(doc, scene: index)
    }

    /// A storyboard of `scenes` (each a `<scene>`), saved by `toolsVersion` for `device`.
    static func storyboard(toolsVersion: String, device: String, initial: String, _ scenes: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A navigation controller scene whose root is `root`; `hidden` hides its bar, `tabBar`
    /// gives it simulated metrics with a tab bar.
    static func navigation(_ id: String, root: String, hidden: Bool = false, barHeight: Int = 44, tabBar: Bool = false) -> String {
        """
        <scene sceneID="sc-\(id)">
            <objects>
                <navigationController id="\(id)" \(hidden ? "navigationBarHidden=\"YES\"" : "") sceneMemberID="viewController">
                    \(tabBar ? "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>" : "")
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(barHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rs-\(id)"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    /// A controller scene `width`×`height` holding a "Header" 40 tall pinned to its safe area's
    /// top and sides and a "Footer" 30 tall pinned to its safe area's bottom and sides (their
    /// stored frames are placeholders: the tests check the solved ones), with `segues`.
    static func controller(_ id: String, _ customClass: String, width: Int, height: Int, segues: String = "") -> String {
        """
        <scene sceneID="sc-\(id)">
            <objects>
                <viewController id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="rt-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hd-\(id)" userLabel="Header">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="hd-c1-\(id)"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ft-\(id)" userLabel="Footer">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="ft-c1-\(id)"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sa-\(id)"/>
                        <constraints>
                            <constraint firstItem="hd-\(id)" firstAttribute="top" secondItem="sa-\(id)" secondAttribute="top" id="hd-c2-\(id)"/>
                            <constraint firstItem="hd-\(id)" firstAttribute="leading" secondItem="sa-\(id)" secondAttribute="leading" id="hd-c3-\(id)"/>
                            <constraint firstItem="sa-\(id)" firstAttribute="trailing" secondItem="hd-\(id)" secondAttribute="trailing" id="hd-c4-\(id)"/>
                            <constraint firstItem="sa-\(id)" firstAttribute="bottom" secondItem="ft-\(id)" secondAttribute="bottom" id="ft-c2-\(id)"/>
                            <constraint firstItem="ft-\(id)" firstAttribute="leading" secondItem="sa-\(id)" secondAttribute="leading" id="ft-c3-\(id)"/>
                            <constraint firstItem="sa-\(id)" firstAttribute="trailing" secondItem="ft-\(id)" secondAttribute="trailing" id="ft-c4-\(id)"/>
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

    static func tabs(_ id: String, children: [String]) -> String {
        let relationships = children.enumerated().map { i, child in
            "<segue destination=\"\(child)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"tr-\(id)-\(i)\"/>"
        }.joined(separator: "\n")
        return """
        <scene sceneID="sc-\(id)">
            <objects>
                <tabBarController id="\(id)" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        \(relationships)
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """
    }

    // MARK: A root above an opaque tab bar

    /// Xcode 15 on the 375×812 iPhone 13 mini (its status bar 50): a tab bar controller's
    /// navigation controller whose root ("Pantry") is stored 375×729, 83 shorter than the
    /// screen (the tab bar 49 and the home indicator's 34 outside it, below).
    static let pantryAboveTabBar = storyboard(toolsVersion: "22505", device: "retina5_9", initial: "tc-78-001", [
        tabs("tc-78-001", children: ["nc-78-001"]),
        navigation("nc-78-001", root: "vc-78-001"),
        controller("vc-78-001", "PantryViewController", width: 375, height: 729),
    ])

    @Test("a root above an opaque tab bar keeps the status bar over its top, under its navigation bar")
    func rootAboveTabBarKeepsStatusBar() throws {
        let pantry = try built(Self.pantryAboveTabBar, "PantryViewController")
        // The root's top is the screen's: the 50-pt status bar and the 44-pt navigation bar
        // lie over it, so the header is at 94 (it was at 44, under the bar alone).
        #expect(try frame(pantry, "header") == Rect(x: 0, y: 94, width: 375, height: 40))
        // The tab bar and the home indicator are outside it: the footer sits on its bottom.
        #expect(try frame(pantry, "footer") == Rect(x: 0, y: 699, width: 375, height: 30))
        #expect(pantry.notes.contains { $0.message.contains("keeps the screen's edge where no bar is outside it")
            && $0.message.contains("50-pt status bar") })
    }

    // MARK: A stack whose navigation bar is hidden

    /// Xcode 9 on the iPhone 8 (status bar 20): the initial navigation controller hides its bar;
    /// its root ("Welcome") shows "Signin". "Signin" is also shown from "Home", the root of a
    /// navigation controller with its bar in a tab bar controller's tab.
    static let signinStacks = storyboard(toolsVersion: "13771", device: "retina4_7", initial: "nc-78-010", [
        navigation("nc-78-010", root: "vc-78-010", hidden: true),
        controller("vc-78-010", "WelcomeViewController", width: 375, height: 667,
                   segues: "<segue destination=\"vc-78-011\" kind=\"show\" id=\"sg-78-010\"/>"),
        controller("vc-78-011", "SigninViewController", width: 375, height: 667),
        tabs("tc-78-010", children: ["nc-78-011"]),
        navigation("nc-78-011", root: "vc-78-012"),
        controller("vc-78-012", "HomeViewController", width: 375, height: 667,
                   segues: "<segue destination=\"vc-78-011\" kind=\"show\" id=\"sg-78-011\"/>"),
    ])

    @Test("a controller pushed onto a stack whose bar is hidden is laid out without bars")
    func hiddenBarStack() throws {
        // The hidden bar's root: the header under the 20-pt status bar alone, the footer on the
        // screen's bottom (no tab bar on that stack).
        let welcome = try built(Self.signinStacks, "WelcomeViewController")
        #expect(try frame(welcome, "header") == Rect(x: 0, y: 20, width: 375, height: 40))
        #expect(try frame(welcome, "footer") == Rect(x: 0, y: 637, width: 375, height: 30))
        // Signin, pushed there and under Home's bars too, is drawn as on the hidden-bar stack:
        // header at 20 (not 64), footer at 637 (not 588, above a tab bar).
        let signin = try built(Self.signinStacks, "SigninViewController")
        #expect(try frame(signin, "header") == Rect(x: 0, y: 20, width: 375, height: 40))
        #expect(try frame(signin, "footer") == Rect(x: 0, y: 637, width: 375, height: 30))
        let doc = try StoredFrames.document(Self.signinStacks)
        #expect(doc.notes.contains { $0.message.contains("SigninViewController is pushed onto a navigation controller whose bar is hidden") })
        // Home keeps its bars: 20 + 44 = 64 at the top, the tab bar's 49 at the bottom.
        let home = try built(Self.signinStacks, "HomeViewController")
        #expect(try frame(home, "header") == Rect(x: 0, y: 64, width: 375, height: 40))
        #expect(try frame(home, "footer") == Rect(x: 0, y: 588, width: 375, height: 30))
    }

    // MARK: A navigation controller's own simulated tab bar

    @Test("a navigation controller whose simulated metrics draw a tab bar draws it over its stack")
    func navigationControllerSimulatedTabBar() throws {
        // Xcode 9 on the iPhone 8: a navigation controller with a simulated tab bar, its root
        // "Ledger" pushing "Entry". Both are under the status bar and navigation bar (64) and
        // above the 49-pt tab bar: footers at 667 − 49 − 30 = 588 (they were at 637).
        let text = Self.storyboard(toolsVersion: "13771", device: "retina4_7", initial: "nc-78-030", [
            Self.navigation("nc-78-030", root: "vc-78-030", tabBar: true),
            Self.controller("vc-78-030", "LedgerViewController", width: 375, height: 667,
                            segues: "<segue destination=\"vc-78-031\" kind=\"show\" id=\"sg-78-030\"/>"),
            Self.controller("vc-78-031", "EntryViewController", width: 375, height: 667),
        ])
        for name in ["LedgerViewController", "EntryViewController"] {
            let scene = try built(text, name)
            #expect(try frame(scene, "header") == Rect(x: 0, y: 64, width: 375, height: 40))
            #expect(try frame(scene, "footer") == Rect(x: 0, y: 588, width: 375, height: 30))
        }
    }

    // MARK: A tab bar controller pushed onto a navigation controller

    @Test("a tab bar controller pushed onto a navigation stack shows its tabs under the bar; what they push covers the tab bar")
    func tabBarControllerPushedOntoNavigationStack() throws {
        // Xcode 9 on the iPhone 8: a navigation controller's root "Gate" shows a tab bar
        // controller (its top bar inferred) whose tab "Atrium" shows "Annex".
        let text = Self.storyboard(toolsVersion: "13771", device: "retina4_7", initial: "nc-78-040", [
            Self.navigation("nc-78-040", root: "vc-78-040"),
            Self.controller("vc-78-040", "GateViewController", width: 375, height: 667,
                            segues: "<segue destination=\"tc-78-040\" kind=\"show\" id=\"sg-78-040\"/>"),
            Self.tabs("tc-78-040", children: ["vc-78-041"]),
            Self.controller("vc-78-041", "AtriumViewController", width: 375, height: 667,
                            segues: "<segue destination=\"vc-78-042\" kind=\"show\" id=\"sg-78-041\"/>"),
            Self.controller("vc-78-042", "AnnexViewController", width: 375, height: 667),
        ])
        // The tab is under the status and navigation bars (64) and above the tab bar (49): the
        // header at 64 (it was at 20), the footer at 667 − 49 − 30 = 588.
        let atrium = try built(text, "AtriumViewController")
        #expect(try frame(atrium, "header") == Rect(x: 0, y: 64, width: 375, height: 40))
        #expect(try frame(atrium, "footer") == Rect(x: 0, y: 588, width: 375, height: 30))
        // Annex is pushed onto the navigation controller that holds the tab bar controller: it
        // covers the tab bar, under the same navigation bar: footer at 637.
        let annex = try built(text, "AnnexViewController")
        #expect(try frame(annex, "header") == Rect(x: 0, y: 64, width: 375, height: 40))
        #expect(try frame(annex, "footer") == Rect(x: 0, y: 637, width: 375, height: 30))
    }

    // MARK: A navigation controller shown as a sheet

    /// "Start", in no navigation controller, shows (`kind`) a navigation controller whose root
    /// "Detail" (stored `width`×`height`, the card) shows "Route" inside it.
    static func sheet(toolsVersion: String, device: String, kind: String, width: Int, height: Int) -> String {
        storyboard(toolsVersion: toolsVersion, device: device, initial: "vc-78-020", [
            controller("vc-78-020", "StartViewController", width: width, height: height + 54,
                       segues: "<segue destination=\"nc-78-020\" kind=\"\(kind)\" id=\"sg-78-020\"/>"),
            navigation("nc-78-020", root: "vc-78-021", barHeight: 56),
            controller("vc-78-021", "DetailViewController", width: width, height: height,
                       segues: "<segue destination=\"vc-78-022\" kind=\"show\" id=\"sg-78-021\"/>"),
            controller("vc-78-022", "RouteViewController", width: width, height: height),
        ])
    }

    @Test("a show segue from a controller in no navigation stack presents a sheet; its navigation bar is 56 tall")
    func navigationSheetOfXcode13() throws {
        // Xcode 13 on the 390×844 iPhone: the card 390×790. Its navigation bar is 56 tall and
        // over the card (not outside it); the card's safe area has no home indicator's inset.
        let text = Self.sheet(toolsVersion: "20037", device: "retina6_0", kind: "show", width: 390, height: 790)
        for name in ["DetailViewController", "RouteViewController"] {
            let scene = try built(text, name)
            #expect(try frame(scene, "header") == Rect(x: 0, y: 56, width: 390, height: 40))
            #expect(try frame(scene, "footer") == Rect(x: 0, y: 760, width: 390, height: 30))
            #expect(scene.notes.contains { $0.message.contains("its navigation bar is in a sheet") })
        }
    }

    @Test("a controller presented both full screen and as a sheet, stored card-sized, is drawn as the card")
    func sheetAlsoPresentedFullScreen() throws {
        // Xcode 12 on the iPhone 11: "Start" presents "Chart" full screen and, by another
        // segue, in the automatic style; Chart's root is stored 414×842, the card. Its safe
        // area starts at the card's top and ends 34 above its bottom: header at 0, footer at
        // 842 − 34 − 30 = 778 (it was at 812, on a bare screen).
        let text = Self.storyboard(toolsVersion: "17156", device: "retina6_1", initial: "vc-78-050", [
            Self.controller("vc-78-050", "StartViewController", width: 414, height: 896, segues: """
                <segue destination="vc-78-051" kind="presentation" modalPresentationStyle="fullScreen" id="sg-78-050"/>
                <segue destination="vc-78-051" kind="presentation" id="sg-78-051"/>
                """),
            Self.controller("vc-78-051", "ChartViewController", width: 414, height: 842),
        ])
        let chart = try built(text, "ChartViewController")
        #expect(try frame(chart, "header") == Rect(x: 0, y: 0, width: 414, height: 40))
        #expect(try frame(chart, "footer") == Rect(x: 0, y: 778, width: 414, height: 30))
        #expect(chart.notes.contains { $0.message.contains("presented as a sheet") && $0.message.contains("Xcode 11 on") })
    }

    @Test("a sheet's note names the Xcode its card is drawn by, on a phone without a home indicator too")
    func sheetNoteOnHomeButtonPhone() throws {
        // Xcode 12 on the iPhone 8: the card 375×613 has no home indicator to keep, but it is
        // Xcode 11 and 12's card, not Xcode 13's (the note said "Xcode 13 on" for a 0 inset).
        let text = Self.storyboard(toolsVersion: "17156", device: "retina4_7", initial: "vc-78-060", [
            Self.controller("vc-78-060", "StartViewController", width: 375, height: 667,
                            segues: "<segue destination=\"vc-78-061\" kind=\"presentation\" id=\"sg-78-060\"/>"),
            Self.controller("vc-78-061", "NoteViewController", width: 375, height: 613),
        ])
        let note = try built(text, "NoteViewController")
        #expect(try frame(note, "footer") == Rect(x: 0, y: 583, width: 375, height: 30))
        #expect(note.notes.contains { $0.message.contains("presented as a sheet") && $0.message.contains("Xcode 11 on") })
        #expect(!note.notes.contains { $0.message.contains("after Xcode 13.0") })
    }

    @Test("Xcode 12 draws a presented navigation controller's card with the home indicator's inset")
    func navigationSheetOfXcode12() throws {
        // Xcode 12 on the 414×896 iPhone 11: the card 414×842, its bar 56, its safe area
        // ending 34 above its bottom: the footer at 842 − 34 − 30 = 778.
        let text = Self.sheet(toolsVersion: "17156", device: "retina6_1", kind: "presentation", width: 414, height: 842)
        let detail = try built(text, "DetailViewController")
        #expect(try frame(detail, "header") == Rect(x: 0, y: 56, width: 414, height: 40))
        #expect(try frame(detail, "footer") == Rect(x: 0, y: 778, width: 414, height: 30))
    }
}
