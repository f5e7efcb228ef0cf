import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests: table cells with a standard accessory whose content view
/// stores no frame, or one as wide as the cell, and a document designed in iOS 6's look.
/// Frames derived by hand.
@Suite("Interface Builder: a cell's accessory, iOS 6's look")
struct IB104Tests {
    /// A table view controller of Xcode 6.4 (320 wide) with one prototype cell per accessory,
    /// each content view saved without a frame (or, with `contentFrame`, 320 wide), and in it a
    /// box 10 from every edge.
    static func accessoryCells(contentFrame: Bool) -> String {
        let accessories = ["disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton", "none"]
        let cells = accessories.enumerated().map { i, accessory in
            """
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" accessoryType="\(accessory)" indentationWidth="10" reuseIdentifier="R\(i)" id="ce-104-00\(i)">
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-104-00\(i)" id="cv-104-00\(i)">
                                            \(contentFrame ? "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"43\"/>" : "")
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-104-00\(i)" userLabel="box\(accessory)">
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="bx-104-00\(i)" firstAttribute="leading" secondItem="cv-104-00\(i)" secondAttribute="leading" constant="10" id="c104-\(i)1"/>
                                                <constraint firstAttribute="trailing" secondItem="bx-104-00\(i)" secondAttribute="trailing" constant="10" id="c104-\(i)2"/>
                                                <constraint firstItem="bx-104-00\(i)" firstAttribute="top" secondItem="cv-104-00\(i)" secondAttribute="top" constant="10" id="c104-\(i)3"/>
                                                <constraint firstAttribute="bottom" secondItem="bx-104-00\(i)" secondAttribute="bottom" constant="10" id="c104-\(i)4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tv-104-001">
                <scenes>
                    <scene sceneID="sc-104-001">
                        <objects>
                            <tableViewController id="tv-104-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="tb-104-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
            \(cells)
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    @Test("a content view saved without a frame is narrower than its cell by its accessory: 33 beside an indicator, 39 a checkmark, 47 a detail button, 67 a detail disclosure button")
    func accessoryWidths() throws {
        let scene = try StoredFrames.built(Self.accessoryCells(contentFrame: false))
        // The box 10 from each side of a content view 320 − accessory wide, 43.5 tall (a 44 row less the separator).
        #expect(try StoredFrames.frame(scene, "boxdisclosureIndicator") == Rect(x: 10, y: 10, width: 267, height: 23.5))
        #expect(try StoredFrames.frame(scene, "boxcheckmark") == Rect(x: 10, y: 10, width: 261, height: 23.5))
        #expect(try StoredFrames.frame(scene, "boxdetailButton") == Rect(x: 10, y: 10, width: 253, height: 23.5))
        #expect(try StoredFrames.frame(scene, "boxdetailDisclosureButton") == Rect(x: 10, y: 10, width: 233, height: 23.5))
        #expect(try StoredFrames.frame(scene, "boxnone") == Rect(x: 10, y: 10, width: 300, height: 23.5))
    }

    @Test("a content view stored as wide as its cell beside an accessory is narrowed as UIKit lays it out, and the stored width is explained")
    func staleFullWidthContent() throws {
        let scene = try StoredFrames.built(Self.accessoryCells(contentFrame: true))
        // 43 stored, as tall as a 44 row less the separator's point: its height is kept.
        #expect(try StoredFrames.frame(scene, "boxdetailDisclosureButton") == Rect(x: 10, y: 10, width: 233, height: 23))
        #expect(try StoredFrames.frame(scene, "boxnone") == Rect(x: 10, y: 10, width: 300, height: 23))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let content = try #require(misplaced.first { $0.stored.width == 320 && $0.solved.width == 253 })
        #expect(MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(content)
                == "its stored width, 320, is its cell's: UIKit narrows it to 253 beside the cell's accessory")
    }

    /// Xcode 5 "View as iOS 6.1 and Earlier": a rounded-rect button stored 44 tall, a box 8 below.
    static let iOS6Look = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="4514" systemVersion="12F45" targetRuntime="iOS.CocoaTouch" variant="6xAndEarlier" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-104-101">
            <scenes>
                <scene sceneID="sc-104-101">
                    <objects>
                        <viewController id="vc-104-101" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw-104-101">
                                <rect key="frame" x="0.0" y="20" width="320" height="548"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-104-101" userLabel="send">
                                        <rect key="frame" x="20" y="20" width="280" height="44"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                        <state key="normal" title="Send"/>
                                    </button>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-104-101" userLabel="below">
                                        <rect key="frame" x="20" y="72" width="280" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c104-101"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bt-104-101" firstAttribute="top" secondItem="vw-104-101" secondAttribute="top" constant="20" id="c104-102"/>
                                    <constraint firstItem="bt-104-101" firstAttribute="leading" secondItem="vw-104-101" secondAttribute="leading" constant="20" id="c104-103"/>
                                    <constraint firstAttribute="trailing" secondItem="bt-104-101" secondAttribute="trailing" constant="20" id="c104-104"/>
                                    <constraint firstItem="bx-104-101" firstAttribute="top" secondItem="bt-104-101" secondAttribute="bottom" constant="8" id="c104-105"/>
                                    <constraint firstItem="bx-104-101" firstAttribute="leading" secondItem="vw-104-101" secondAttribute="leading" constant="20" id="c104-106"/>
                                    <constraint firstAttribute="trailing" secondItem="bx-104-101" secondAttribute="trailing" constant="20" id="c104-107"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a document designed in iOS 6's look says so, and its button is laid out at iOS 7's size, the difference put down to the look")
    func iOS6LookIsSaid() throws {
        let document = try StoredFrames.document(Self.iOS6Look)
        #expect(document.iOS6Look)
        #expect(document.notes.contains { $0.message.hasPrefix("the document was designed in iOS 6's look (variant '6xAndEarlier')") })
        let scene = SceneBuilder.build(document, scene: 0)
        let misplaced = scene.misplacedViews(in: scene.layout)
        let send = try #require(misplaced.first { $0.name == "send" })
        #expect(send.stored.height == 44 && send.solved.height != 44)
        #expect(MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(send)
                .hasPrefix("its size is UIKit's since iOS 7, where IB's canvas drew the control in iOS 6's look"))
    }

    /// The square Any/Any canvas (no device, 600×600) with a bar pinned to the root's side margins.
    static func squareCanvas(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" systemVersion="14E46" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-104-201">
            <scenes>
                <scene sceneID="sc-104-201">
                    <objects>
                        <viewController id="vc-104-201" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-104-201"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-104-201"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-104-201">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="br-104-201" userLabel="bar">
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c104-201"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="br-104-201" firstAttribute="top" secondItem="tg-104-201" secondAttribute="bottom" id="c104-202"/>
                                    <constraint firstItem="br-104-201" firstAttribute="leading" secondItem="rt-104-201" secondAttribute="leadingMargin" id="c104-203"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="br-104-201" secondAttribute="trailing" id="c104-204"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("the square canvas's root margins are iOS 8's 16 up to Xcode 6.4 (toolsVersion 7706), 20 from Xcode 7", arguments: [("6254", 16.0), ("7706", 16.0), ("8191", 20.0)])
    func squareCanvasMargins(toolsVersion: String, margin: Double) throws {
        let scene = try StoredFrames.built(Self.squareCanvas(toolsVersion: toolsVersion))
        let bar = try StoredFrames.frame(scene, "bar")
        #expect(bar.origin.x == margin && bar.size.width == 600 - 2 * margin)
    }

    @Test("a view IB's canvas held by a placeholder constraint is laid out without it, and its stored frame is put down to the placeholder")
    func placeholderHeldView() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-104-301" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw-104-301" userLabel="swatch">
                        <rect key="frame" x="12" y="12" width="60" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="60" placeholder="YES" id="c104-301"/>
                            <constraint firstAttribute="height" constant="30" id="c104-302"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="sw-104-301" firstAttribute="top" secondItem="rt-104-301" secondAttribute="top" constant="12" id="c104-303"/>
                    <constraint firstItem="sw-104-301" firstAttribute="leading" secondItem="rt-104-301" secondAttribute="leading" constant="12" id="c104-304"/>
                    <constraint firstAttribute="trailing" secondItem="sw-104-301" secondAttribute="trailing" constant="12" id="c104-305"/>
                </constraints>
            </view>
            """, toolsVersion: "6254", device: "retina4_0")
        let scene = try StoredFrames.built(document)
        // Without the placeholder width, pinned 12 from each side of the 320-wide panel.
        #expect(try StoredFrames.frame(scene, "swatch") == Rect(x: 12, y: 12, width: 296, height: 30))
        let misplaced = scene.misplacedViews(in: scene.layout)
        let swatch = try #require(misplaced.first { $0.name == "swatch" })
        #expect(MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(swatch)
                == "IB's canvas held it by a placeholder constraint, which Xcode removes at build time: UIKit lays it out without it")
    }

    @Test("a placeholder explains only the axis it held: a label laid out against the held view but off only across is put down to its own text")
    func placeholderExplainsItsAxisOnly() throws {
        let document = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-104-311" userLabel="panel">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw-104-311" userLabel="swatch">
                        <rect key="frame" x="12" y="12" width="100" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="c104-310"/>
                            <constraint firstAttribute="height" constant="30" placeholder="YES" id="c104-311"/>
                        </constraints>
                    </view>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-104-311" userLabel="caption">
                        <rect key="frame" x="120" y="12" width="100" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="sw-104-311" firstAttribute="top" secondItem="rt-104-311" secondAttribute="top" constant="12" id="c104-312"/>
                    <constraint firstItem="sw-104-311" firstAttribute="leading" secondItem="rt-104-311" secondAttribute="leading" constant="12" id="c104-313"/>
                    <constraint firstAttribute="bottom" secondItem="sw-104-311" secondAttribute="bottom" constant="12" priority="250" id="c104-314"/>
                    <constraint firstItem="lb-104-311" firstAttribute="top" secondItem="sw-104-311" secondAttribute="top" id="c104-315"/>
                    <constraint firstItem="lb-104-311" firstAttribute="leading" secondItem="sw-104-311" secondAttribute="trailing" constant="8" id="c104-316"/>
                </constraints>
            </view>
            """, toolsVersion: "6254", device: "retina4_0")
        let scene = try StoredFrames.built(document)
        // Without the placeholder the low-priority bottom holds: 200 - 12 - 12 = 176 tall.
        #expect(try StoredFrames.frame(scene, "swatch") == Rect(x: 12, y: 12, width: 100, height: 176))
        let caption = try StoredFrames.frame(scene, "caption")
        #expect(caption.minX == 120 && caption.minY == 12 && caption.height == 20.5 && caption.width < 50)
        let misplaced = scene.misplacedViews(in: scene.layout)
        let explainer = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced)
        let swatch = try #require(misplaced.first { $0.name == "swatch" })
        #expect(explainer.explain(swatch)
                == "IB's canvas held it by a placeholder constraint, which Xcode removes at build time: UIKit lays it out without it")
        // Off only across, where the placeholder held nothing: its width is its text's.
        let label = try #require(misplaced.first { $0.name == "caption" })
        #expect(explainer.explain(label).hasPrefix("its size is its text's"))
    }
}
