import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stored that depend on the Xcode that saved the document and on the
/// navigation bar it drew: documents written for these tests, frames worked out by hand.
@Suite("Frames IB stores: 44-pt canvases before Xcode 14, large titles, known fonts' lines, titled image buttons")
struct StoredFrames60Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try StoredFrames.document(text)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name)
    }

    /// One scene on `device` (`width`×`height`) saved by `toolsVersion`: a badge 20 from the
    /// left, 16 under the safe area's top, 100×40.
    static func badgeStoryboard(device: String, toolsVersion: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-bd-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-bd-001">
                    <objects>
                        <viewController id="vc-bd-001" customClass="BadgeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-bd-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-bd-001" userLabel="Badge">
                                        <rect key="frame" x="20" y="60" width="100" height="40"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-bd-001"/>
                                <constraints>
                                    <constraint firstItem="bd-bd-001" firstAttribute="leading" secondItem="rt-bd-001" secondAttribute="leading" constant="20" id="cn-bd-001"/>
                                    <constraint firstItem="bd-bd-001" firstAttribute="top" secondItem="sa-bd-001" secondAttribute="top" constant="16" id="cn-bd-002"/>
                                    <constraint firstItem="bd-bd-001" firstAttribute="width" constant="100" id="cn-bd-003"/>
                                    <constraint firstItem="bd-bd-001" firstAttribute="height" constant="40" id="cn-bd-004"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("the 390- and 428-wide phones are drawn with a 44-pt top inset by Xcode before 14, and with their own 47 from Xcode 14 on")
    func narrowInsetBeforeXcode14() throws {
        for (device, width, height) in [("retina6_0", 390, 844), ("retina6_7", 428, 926)] {
            // Xcode 12.5 (18122): 44 + 16 = 60.
            let old = SceneBuilder.build(try document(Self.badgeStoryboard(device: device, toolsVersion: "18122", width: width, height: height)), scene: 0)
            #expect(try frame(old, "badge") == Rect(x: 20, y: 60, width: 100, height: 40))
            #expect(old.misplacedViews(in: old.layout).isEmpty)
            // Xcode 14.0 (21225): the phone's own 47 + 16 = 63, so the frame stored at 60 is misplaced.
            let new = SceneBuilder.build(try document(Self.badgeStoryboard(device: device, toolsVersion: "21225", width: width, height: height)), scene: 0)
            #expect(try frame(new, "badge") == Rect(x: 20, y: 63, width: 100, height: 40))
            #expect(new.misplacedViews(in: new.layout).map(\.name) == ["badge"])
        }
    }

    @Test("the device asked for is laid out as UIKit shows it, whatever Xcode saved the document")
    func askedDeviceKeepsItsInset() throws {
        let doc = try document(Self.badgeStoryboard(device: "retina6_0", toolsVersion: "18122", width: 390, height: 844))
        let phone = try #require(Device.named("iPhone 14"))
        // The iPhone 14's 47 + 16.
        #expect(try frame(SceneBuilder.build(doc, scene: 0, device: phone), "badge").minY == 63)
    }

    /// A navigation controller whose bar prefers large titles, on an iPhone 8 (Xcode 14.3):
    /// its root controller "Garage" shows two others: "Car" (a show segue; its title mode is
    /// automatic) and "Settings" (`largeTitleDisplayMode="never"`), which shows "About". Each
    /// root view holds a strip 16 from the left, 8 under the safe area's top, 200×30.
    static let largeTitleStoryboard: String = {
        func scene(_ n: String, _ cls: String, item: String, segues: [String]) -> String {
            let connections = segues.isEmpty ? "" : "<connections>" + segues.enumerated().map { k, to in
                "<segue destination=\"vc-lt-\(to)\" kind=\"show\" id=\"sg-lt-\(n)\(k)\"/>"
            }.joined() + "</connections>"
            return """
                <scene sceneID="sc-lt-\(n)">
                    <objects>
                        <viewController id="vc-lt-\(n)" customClass="\(cls)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-lt-\(n)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="st-lt-\(n)" userLabel="Strip">
                                        <rect key="frame" x="16" y="124" width="200" height="30"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-lt-\(n)"/>
                                <constraints>
                                    <constraint firstItem="st-lt-\(n)" firstAttribute="leading" secondItem="rt-lt-\(n)" secondAttribute="leading" constant="16" id="ca-lt-\(n)"/>
                                    <constraint firstItem="st-lt-\(n)" firstAttribute="top" secondItem="sa-lt-\(n)" secondAttribute="top" constant="8" id="cb-lt-\(n)"/>
                                    <constraint firstItem="st-lt-\(n)" firstAttribute="width" constant="200" id="cc-lt-\(n)"/>
                                    <constraint firstItem="st-lt-\(n)" firstAttribute="height" constant="30" id="cd-lt-\(n)"/>
                                </constraints>
                            </view>
                            \(item)
                            \(connections)
                        </viewController>
                    </objects>
                </scene>
            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nc-lt-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-lt-000">
                    <objects>
                        <navigationController id="nc-lt-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb-lt-001">
                                <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-lt-1" kind="relationship" relationship="rootViewController" id="sg-lt-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        \(scene("1", "GarageViewController", item: "<navigationItem key=\"navigationItem\" title=\"Garage\" id=\"ni-lt-1\"/>", segues: ["2", "3"]))
        \(scene("2", "CarViewController", item: "<navigationItem key=\"navigationItem\" title=\"Car\" id=\"ni-lt-2\"/>", segues: []))
        \(scene("3", "SettingsViewController", item: "<navigationItem key=\"navigationItem\" title=\"Settings\" largeTitleDisplayMode=\"never\" id=\"ni-lt-3\"/>", segues: ["4"]))
        \(scene("4", "AboutViewController", item: "<navigationItem key=\"navigationItem\" title=\"About\" id=\"ni-lt-4\"/>", segues: []))
            </scenes>
        </document>
        """
    }()

    @Test("a controller under a navigation bar that prefers large titles is laid out under a 96-pt bar, and so is one pushed from it, unless its title mode is never")
    func largeTitles() throws {
        let doc = try document(Self.largeTitleStoryboard)
        func strip(_ cls: String) throws -> Rect {
            let index = try #require(doc.scenes.firstIndex { $0.customClass == cls })
            return try frame(SceneBuilder.build(doc, scene: index), "strip")
        }
        // The status bar 20, the bar 44 and the large title's row 52: the safe area starts at
        // 116, the strip 8 below it.
        #expect(try strip("GarageViewController") == Rect(x: 16, y: 124, width: 200, height: 30))
        #expect(try strip("CarViewController") == Rect(x: 16, y: 124, width: 200, height: 30))
        // A standard bar: 20 + 44 + 8.
        #expect(try strip("SettingsViewController") == Rect(x: 16, y: 72, width: 200, height: 30))
        // Pushed from a controller whose title is never large: its title follows it.
        #expect(try strip("AboutViewController") == Rect(x: 16, y: 72, width: 200, height: 30))
    }

    /// A 375×200 panel on an iPhone 8 (@2x): four labels 16 from the left, each 8 under the one
    /// before, the first 10 from the top, in Avenir Heavy 17, Helvetica Neue 16, Helvetica Neue
    /// Bold 16 and the system font at 17.
    static let fontPanelXib: String = {
        let labels: [(String, String, String)] = [
            ("lb-fp-001", "Mileage", "<fontDescription key=\"fontDescription\" name=\"Avenir-Heavy\" family=\"Avenir\" pointSize=\"17\"/>"),
            ("lb-fp-002", "Fuel", "<fontDescription key=\"fontDescription\" name=\"HelveticaNeue\" family=\"Helvetica Neue\" pointSize=\"16\"/>"),
            ("lb-fp-003", "Tyres", "<fontDescription key=\"fontDescription\" name=\"HelveticaNeue-Bold\" family=\"Helvetica Neue\" pointSize=\"16\"/>"),
            ("lb-fp-004", "Service", "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>"),
        ]
        let views = labels.map { id, text, font in
            """
                            <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="16" y="0.0" width="60" height="20"/>
                                \(font)
                            </label>
            """
        }.joined(separator: "\n")
        var constraints = ["<constraint firstItem=\"lb-fp-001\" firstAttribute=\"top\" secondItem=\"pn-fp-001\" secondAttribute=\"top\" constant=\"10\" id=\"cn-fp-top\"/>"]
        for (k, label) in labels.enumerated() {
            constraints.append("<constraint firstItem=\"\(label.0)\" firstAttribute=\"leading\" secondItem=\"pn-fp-001\" secondAttribute=\"leading\" constant=\"16\" id=\"cn-fp-l\(k)\"/>")
            if k > 0 {
                constraints.append("<constraint firstItem=\"\(label.0)\" firstAttribute=\"top\" secondItem=\"\(labels[k - 1].0)\" secondAttribute=\"bottom\" constant=\"8\" id=\"cn-fp-t\(k)\"/>")
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="pn-fp-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(views)
                    </subviews>
                    <constraints>
                        \(constraints.joined(separator: "\n                "))
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }()

    @Test("a label in Avenir, Avenir Next, Hiragino or Helvetica Neue is as tall as that font's line, not the system font's; other fonts keep the system font's line")
    func knownFontLines() throws {
        let scene = SceneBuilder.build(try document(Self.fontPanelXib), scene: 0)
        func vertical(_ name: String) throws -> [Double] {
            let f = try frame(scene, name)
            return [f.minY, f.height]
        }
        // Avenir: 1.366 × 17 = 23.222, 23.5 at @2x.
        #expect(try vertical("mileageLabel") == [10, 23.5])
        // Helvetica Neue: 1.165 × 16 = 18.64, 19 at @2x; 10 + 23.5 + 8.
        #expect(try vertical("fuelLabel") == [41.5, 19])
        // Helvetica Neue Bold is not listed: the system font's 1.1934 × 16 = 19.09, 19.5.
        #expect(try vertical("tyresLabel") == [68.5, 19.5])
        // The system font: 1.1934 × 17 = 20.29, 20.5.
        #expect(try vertical("serviceLabel") == [96, 20.5])
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "Avenir-Book") == 1.366)
        // Avenir Next's line is Avenir's (17 pt stored 23.5 at @2x); Hiragino's one em (17 pt 17).
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "AvenirNext-Bold") == 1.366)
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "HiraMinProN-W6") == 1.0)
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "HelveticaNeue-Medium") == nil)
        #expect(TextMetrics.lineHeightPerPoint(ofFont: "Futura-Medium") == nil)
    }

    /// An iPhone 8 app (Xcode 14.3) whose "Passes" controller, under a navigation controller's
    /// opaque bar, shows a tab bar controller (drawn under that bar) with one tab, "Forecast": its root view is 375×603,
    /// the screen less the status bar and the navigation bar (64). In it, a header on the safe
    /// area's top and a 320×50 banner 8 above the safe area's bottom.
    static let tabsUnderNavigationStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nc-tn-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc-tn-001">
                <objects>
                    <navigationController id="nc-tn-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nb-tn-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc-tn-001" kind="relationship" relationship="rootViewController" id="sg-tn-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc-tn-002">
                <objects>
                    <viewController id="vc-tn-001" customClass="PassesViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-tn-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                        <connections>
                            <segue destination="tc-tn-001" kind="show" id="sg-tn-002"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc-tn-003">
                <objects>
                    <tabBarController id="tc-tn-001" sceneMemberID="viewController">
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tb-tn-001">
                            <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tabBar>
                        <connections>
                            <segue destination="vc-tn-002" kind="relationship" relationship="viewControllers" id="sg-tn-003"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            <scene sceneID="sc-tn-004">
                <objects>
                    <viewController id="vc-tn-002" customClass="ForecastViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-tn-002">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hd-tn-001" userLabel="Header">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bn-tn-001" userLabel="Banner">
                                    <rect key="frame" x="27.5" y="496" width="320" height="50"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa-tn-002"/>
                            <constraints>
                                <constraint firstItem="hd-tn-001" firstAttribute="top" secondItem="sa-tn-002" secondAttribute="top" id="cn-tn-001"/>
                                <constraint firstItem="hd-tn-001" firstAttribute="leading" secondItem="rt-tn-002" secondAttribute="leading" id="cn-tn-002"/>
                                <constraint firstItem="hd-tn-001" firstAttribute="trailing" secondItem="rt-tn-002" secondAttribute="trailing" id="cn-tn-003"/>
                                <constraint firstItem="hd-tn-001" firstAttribute="height" constant="70" id="cn-tn-004"/>
                                <constraint firstItem="bn-tn-001" firstAttribute="centerX" secondItem="rt-tn-002" secondAttribute="centerX" id="cn-tn-005"/>
                                <constraint firstItem="sa-tn-002" firstAttribute="bottom" secondItem="bn-tn-001" secondAttribute="bottom" constant="8" id="cn-tn-006"/>
                                <constraint firstItem="bn-tn-001" firstAttribute="width" constant="320" id="cn-tn-007"/>
                                <constraint firstItem="bn-tn-001" firstAttribute="height" constant="50" id="cn-tn-008"/>
                            </constraints>
                        </view>
                        <tabBarItem key="tabBarItem" title="Forecast" id="ti-tn-001"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    @Test("the tabs of a tab bar controller pushed under a navigation bar are under both bars; a root shorter by the navigation bar and status bar lies below them and keeps the tab bar over it")
    func tabsUnderNavigation() throws {
        let doc = try document(Self.tabsUnderNavigationStoryboard)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "ForecastViewController" })
        #expect(doc.scenes[index].container == .navigationAndTabBar)
        let scene = SceneBuilder.build(doc, scene: index)
        // 667 − 603 = 64, the status bar and the navigation bar: both are above the root, whose
        // safe area starts at its top; the tab bar (49) still covers its bottom: 603 − 49 − 8 − 50.
        #expect(try frame(scene, "header") == Rect(x: 0, y: 0, width: 375, height: 70))
        #expect(try frame(scene, "banner") == Rect(x: 27.5, y: 496, width: 320, height: 50))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    /// Three "Like" buttons (15 pt, no configuration) at x 10, 110 and 210: one without an image,
    /// one showing a 17×18 heart, one a 24×40 flag, as the document's resources list them.
    static let likeButtonsXib: String = {
        let buttons = [("bt-lk-001", "", 10), ("bt-lk-002", " image=\"heart\"", 110), ("bt-lk-003", " image=\"flag\"", 210)]
        let views = buttons.map { id, image, x in
            """
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="\(x)" y="10" width="60" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                <state key="normal" title="Like"\(image)/>
                            </button>
            """
        }.joined(separator: "\n")
        let constraints = buttons.enumerated().map { k, b in
            "<constraint firstItem=\"\(b.0)\" firstAttribute=\"leading\" secondItem=\"pn-lk-001\" secondAttribute=\"leading\" constant=\"\(b.2)\" id=\"cn-lk-l\(k)\"/>"
                + "<constraint firstItem=\"\(b.0)\" firstAttribute=\"top\" secondItem=\"pn-lk-001\" secondAttribute=\"top\" constant=\"10\" id=\"cn-lk-t\(k)\"/>"
        }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="pn-lk-001" userLabel="Panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(views)
                    </subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </objects>
            <resources>
                <image name="heart" width="17" height="18"/>
                <image name="flag" width="24" height="40"/>
            </resources>
        </document>
        """
    }()

    @Test("a titled button showing an image is its title's width plus the image's, and as tall as the taller of the image and the title's line")
    func titledImageButtons() throws {
        let scene = SceneBuilder.build(try document(Self.likeButtonsXib), scene: 0)
        let plain = try frame(scene, "likeButton"), heart = try frame(scene, "likeButton2"), flag = try frame(scene, "likeButton3")
        // "Like" at 15 pt: 28 wide, its line 17.9 + 12 = 30 tall; alone, the system button is held
        // at its least width, 30.
        let title = 28.0
        #expect(plain.height == 30 && plain.width == 30)
        // The heart, 17×18, beside the title: 17 wider, and as tall as the taller of the image and
        // the title's line, 17.9 up to 18 (no padding around a title beside an image: IB92Tests).
        #expect(heart == Rect(x: 110, y: 10, width: title + 17, height: 18))
        // The flag, 24×40: 24 wider and 40 tall.
        #expect(flag == Rect(x: 210, y: 10, width: title + 24, height: 40))
    }

    @Test("a borderless text field and a titled button in Avenir are a line of Avenir tall, not of the system font")
    func knownFontControls() throws {
        var field = ControlContent(title: "Current password", fontSize: 16, style: "none")
        field.lineHeightPerPoint = 1.366
        // 1.366 × 16 = 21.86, and a borderless field's 1.6 more: 23.46, 23.667 at @3x (the
        // system font's 19.09 gives 20.667).
        #expect(ControlSizes.intrinsicSize(of: "UITextField", field)?.height == 71.0 / 3)
        var button = ControlContent(title: "Go", fontSize: 15)
        button.lineHeightPerPoint = 1.366
        // 1.366 × 15 = 20.49, plus 12, rounded up: 33 (the system font's 17.9 + 12 gave 30).
        #expect(ControlSizes.intrinsicSize(of: "UIButton", button)?.height == 33)
        #expect(ControlSizes.intrinsicSize(of: "UIButton", ControlContent(title: "Go", fontSize: 15))?.height == 30)
    }
}
