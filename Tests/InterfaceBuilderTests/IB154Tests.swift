import InterfaceBuilder
import Layout
import Testing

/// A document written for these tests: a label whose font Interface Builder varies by size
/// class. Frames derived by hand from the system font's line heights at @2x.
@Suite("Interface Builder: fonts per size class, rows on other devices, image views with no image")
struct IB154Tests {
    /// A view of an iPhone 8 holding a label "0" in System Light 45, with `variations` inside the
    /// label, pinned to the top-left corner.
    static func document(variations: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-154-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-154-001" userLabel="counter">
                            <rect key="frame" x="0.0" y="0.0" width="25.5" height="50.5"/>
                            <fontDescription key="fontDescription" type="system" weight="light" pointSize="45"/>
                            \(variations)
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-154-001" firstAttribute="leading" secondItem="rt-154-001" secondAttribute="leading" id="c154-1"/>
                        <constraint firstItem="lb-154-001" firstAttribute="top" secondItem="rt-154-001" secondAttribute="top" id="c154-2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static let compactWidth42 = """
        <variation key="heightClass=regular-widthClass=compact">
            <fontDescription key="fontDescription" type="system" weight="light" pointSize="42"/>
        </variation>
        """

    @Test("a font variation for regular height and compact width sets the label's font on an iPhone in portrait: 42 pt, 50.5 tall at @2x")
    func variedFontOnPhone() throws {
        let scene = try StoredFrames.built(Self.document(variations: Self.compactWidth42))
        #expect(try StoredFrames.frame(scene, "counter").height == 50.5)
        // The label's own 45 pt is 54 tall: what it was before the variation was read.
        let plain = try StoredFrames.built(Self.document(variations: ""))
        #expect(try StoredFrames.frame(plain, "counter").height == 54)
    }

    @Test("the same variation does not apply on an iPad (regular width): the label keeps its own 45 pt")
    func variedFontNotOnPad() throws {
        let pad = try #require(Device.named("iPad (ninth generation)"))
        let scene = try StoredFrames.built(Self.document(variations: Self.compactWidth42), device: pad)
        #expect(try StoredFrames.frame(scene, "counter").height == 54)
    }

    @Test("of two variations that apply, the one naming more size classes sets the font")
    func mostSpecificFontVariation() throws {
        let both = """
            <variation key="widthClass=compact">
                <fontDescription key="fontDescription" type="system" weight="light" pointSize="20"/>
            </variation>
            """ + Self.compactWidth42
        let scene = try StoredFrames.built(Self.document(variations: both))
        #expect(try StoredFrames.frame(scene, "counter").height == 50.5)
    }

    /// A row of an image view with no image (stored 70 wide), a title and a value, pinned edge
    /// to edge; with `loose`, also a view elsewhere that only its top-left corner places.
    static func row(loose: Bool) -> String {
        let extra = loose ? """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-154-009" userLabel="loose"><rect key="frame" x="0" y="60" width="20" height="20"/></view>
            """ : ""
        let extraConstraints = loose ? """
            <constraint firstItem="vw-154-009" firstAttribute="leading" secondItem="rt-154-002" secondAttribute="leading" id="c154-19"/>
            <constraint firstItem="vw-154-009" firstAttribute="top" secondItem="rt-154-002" secondAttribute="top" constant="60" id="c154-20"/>
            """ : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-154-002">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="252" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="im-154-001" userLabel="badge">
                                <rect key="frame" x="16" y="0.0" width="70" height="44"/>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Morning run with friends" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-154-002" userLabel="title">
                                <rect key="frame" x="94" y="13" width="100" height="18"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" verticalHuggingPriority="251" horizontalCompressionResistancePriority="751" text="5 km before noon" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-154-003" userLabel="value">
                                <rect key="frame" x="202" y="13" width="157" height="18"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                            </label>
                            \(extra)
                        </subviews>
                        <constraints>
                            <constraint firstItem="im-154-001" firstAttribute="leading" secondItem="rt-154-002" secondAttribute="leading" constant="16" id="c154-11"/>
                            <constraint firstItem="im-154-001" firstAttribute="top" secondItem="rt-154-002" secondAttribute="top" id="c154-12"/>
                            <constraint firstItem="im-154-001" firstAttribute="height" constant="44" id="c154-13"/>
                            <constraint firstItem="lb-154-002" firstAttribute="leading" secondItem="im-154-001" secondAttribute="trailing" constant="8" id="c154-14"/>
                            <constraint firstItem="lb-154-003" firstAttribute="leading" secondItem="lb-154-002" secondAttribute="trailing" constant="8" id="c154-15"/>
                            <constraint firstItem="rt-154-002" firstAttribute="trailing" secondItem="lb-154-003" secondAttribute="trailing" constant="16" id="c154-16"/>
                            <constraint firstItem="lb-154-002" firstAttribute="top" secondItem="rt-154-002" secondAttribute="top" constant="13" id="c154-17"/>
                            <constraint firstItem="lb-154-003" firstAttribute="top" secondItem="rt-154-002" secondAttribute="top" constant="13" id="c154-18"/>
                            \(extraConstraints)
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    @Test("an image view the document gives no image has no size of its own where its stored one would make the row ambiguous, even beside an unrelated view that is ambiguous itself")
    func imagelessImageViewBesideAnAmbiguousView() throws {
        let plain = try StoredFrames.built(Self.row(loose: false))
        let beside = try StoredFrames.built(Self.row(loose: true))
        let badge = try StoredFrames.frame(plain, "badge"), title = try StoredFrames.frame(plain, "title")
        let value = try StoredFrames.frame(plain, "value")
        // The labels keep their text's widths; the badge takes what is left of the row.
        #expect(badge.minX == 16 && badge.maxX + 8 == title.minX && title.maxX + 8 == value.minX && value.maxX == 359)
        #expect(badge.width < 70)
        for name in ["badge", "title", "value"] {
            #expect(try StoredFrames.frame(beside, name) == StoredFrames.frame(plain, name))
        }
        // Only the loose view is ambiguous.
        #expect(beside.ambiguities.map { beside.layout.name(of: $0.view) } == ["loose", "loose"])
    }

    /// A table view controller drawn on an iPhone 8 whose prototype row holds a bar 300 wide, at
    /// least 62 from the row's leading edge and 18 from its trailing one.
    static let tableWithWideBar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tv-154-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-154-001">
                    <objects>
                        <tableViewController id="tv-154-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tb-154-001" userLabel="list">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Level" id="ce-154-001" userLabel="row">
                                        <rect key="frame" x="0.0" y="50" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-154-001" id="cv-154-001" userLabel="content">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-154-010" userLabel="bar">
                                                    <rect key="frame" x="62" y="7" width="295" height="30"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="300" priority="999" id="c154-31"/>
                                                        <constraint firstAttribute="height" constant="30" id="c154-32"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="vw-154-010" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="cv-154-001" secondAttribute="leading" constant="62" id="c154-33"/>
                                                <constraint firstAttribute="trailing" secondItem="vw-154-010" secondAttribute="trailing" constant="18" id="c154-34"/>
                                                <constraint firstItem="vw-154-010" firstAttribute="centerY" secondItem="cv-154-001" secondAttribute="centerY" id="c154-35"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("on a wider device than its canvas, a table's prototype row is laid out at the table's width, as UIKit lays out its rows, and its content view with it")
    func prototypeRowWidensWithTheDevice() throws {
        let phone = try StoredFrames.built(Self.tableWithWideBar)
        // On its canvas the bar cannot be 300: 375 - 62 - 18 = 295 at most.
        #expect(try StoredFrames.frame(phone, "bar") == Rect(x: 62, y: 7, width: 295, height: 30))
        let pad = try #require(Device.named("iPad (ninth generation)"))
        let wide = try StoredFrames.built(Self.tableWithWideBar, device: pad)
        #expect(try StoredFrames.frame(wide, "row").width == 810)
        #expect(try StoredFrames.frame(wide, "content").width == 810)
        // 810 - 18 - 300.
        #expect(try StoredFrames.frame(wide, "bar") == Rect(x: 492, y: 7, width: 300, height: 30))
    }

    @Test("a standard spacing IB saved no constant for is 0, as IB leaves a 0 constant out: a label so pinned to the safe area and the root's trailing edge spans the screen")
    func standardSpacingWithoutConstantIsZero() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-154-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-154-002">
                        <objects>
                            <viewController id="vc-154-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rt-154-003">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Harbour Lights" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-154-004" userLabel="title">
                                            <rect key="frame" x="0.0" y="312" width="375" height="43"/>
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                        </label>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa-154-001"/>
                                    <constraints>
                                        <constraint firstItem="lb-154-004" firstAttribute="centerY" secondItem="rt-154-003" secondAttribute="centerY" id="c154-41"/>
                                        <constraint firstItem="lb-154-004" firstAttribute="leading" secondItem="sa-154-001" secondAttribute="leading" symbolic="YES" id="c154-42"/>
                                        <constraint firstAttribute="trailing" secondItem="lb-154-004" secondAttribute="trailing" symbolic="YES" id="c154-43"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let scene = try StoredFrames.built(document)
        let title = try StoredFrames.frame(scene, "title")
        #expect(title.minX == 0 && title.width == 375)
    }

    @Test("a configuration button of the primary role draws its title semibold where no title font is given, as wide as the same title set semibold")
    func primaryRoleButtonTitleIsSemibold() throws {
        func button(_ id: String, _ name: String, role: String, font: String, y: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" \(role) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" userLabel="\(name)">
                <rect key="frame" x="100" y="\(y)" width="150" height="40"/>
                <buttonConfiguration key="configuration" style="plain" title="Open the harbour map">\(font)</buttonConfiguration>
            </button>
            """
        }
        let semibold = #"<fontDescription key="titleFontDescription" type="system" weight="semibold" pointSize="17"/>"#
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-154-004">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            \(button("bt-154-001", "primary", role: #"role="primary""#, font: "", y: 20))
                            \(button("bt-154-002", "plain", role: "", font: "", y: 100))
                            \(button("bt-154-003", "bold", role: "", font: semibold, y: 180))
                        </subviews>
                        <constraints>
                            <constraint firstItem="bt-154-001" firstAttribute="leading" secondItem="rt-154-004" secondAttribute="leading" constant="16" id="c154-51"/>
                            <constraint firstItem="bt-154-001" firstAttribute="top" secondItem="rt-154-004" secondAttribute="top" constant="20" id="c154-52"/>
                            <constraint firstItem="bt-154-002" firstAttribute="leading" secondItem="rt-154-004" secondAttribute="leading" constant="16" id="c154-53"/>
                            <constraint firstItem="bt-154-002" firstAttribute="top" secondItem="rt-154-004" secondAttribute="top" constant="100" id="c154-54"/>
                            <constraint firstItem="bt-154-003" firstAttribute="leading" secondItem="rt-154-004" secondAttribute="leading" constant="16" id="c154-55"/>
                            <constraint firstItem="bt-154-003" firstAttribute="top" secondItem="rt-154-004" secondAttribute="top" constant="180" id="c154-56"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try StoredFrames.built(document)
        let primary = try StoredFrames.frame(scene, "primary"), plain = try StoredFrames.frame(scene, "plain")
        #expect(primary.width == (try StoredFrames.frame(scene, "bold")).width)
        #expect(primary.width > plain.width)
    }
}
