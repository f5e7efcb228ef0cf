import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stored that depend on the Xcode that saved the document and on the
/// navigation bar it drew: documents written for these tests, frames worked out by hand.
@Suite("Frames IB stores: 44-pt canvases before Xcode 14, large titles")
struct StoredFrames60Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try InterfaceDocument.read(Array(text.utf8))
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        scene.layout.frame(of: try #require(scene.layout.id(of: name)))
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
}
