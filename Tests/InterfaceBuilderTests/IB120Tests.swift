import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: wrapping labels side by side in a stack view")
struct IB120Tests {
    /// A 414-wide view holding a horizontal stack of three labels of up to three lines, spaced
    /// 9, fill distribution and alignment, its edges pinned across the view; nothing but the
    /// stack view sizes the labels.
    static let weather = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-120-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="9" translatesAutoresizingMaskIntoConstraints="NO" id="sv-120-001" userLabel="row">
                        <rect key="frame" x="0.0" y="100" width="414" height="60"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="humid 81 %" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="3" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-120-001" userLabel="humidity">
                                <rect key="frame" x="0.0" y="0.0" width="132" height="60"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="wind 4 m/s from the north" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="3" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-120-002" userLabel="wind">
                                <rect key="frame" x="141" y="0.0" width="132" height="60"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Rain" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="3" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-120-003" userLabel="sky">
                                <rect key="frame" x="282" y="0.0" width="132" height="60"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv-120-001" firstAttribute="leading" secondItem="rt-120-001" secondAttribute="leading" id="c120-001"/>
                    <constraint firstAttribute="trailing" secondItem="sv-120-001" secondAttribute="trailing" id="c120-002"/>
                    <constraint firstItem="sv-120-001" firstAttribute="top" secondItem="rt-120-001" secondAttribute="top" constant="100" id="c120-003"/>
                    <constraint firstItem="sv-120-001" firstAttribute="height" constant="60" id="c120-004"/>
                </constraints>
            </view>
    """, toolsVersion: "17156", device: "retina6_5")

    @Test("three wrapping labels in a horizontal stack each take a third of its width less the spacing, not one of many ambiguous splits")
    func wrappingLabelsShareTheRow() throws {
        let scene = try StoredFrames.built(Self.weather)
        // (414 − 2 × 9) / 3 = 132 each, 9 apart.
        #expect(try StoredFrames.frame(scene, "humidity", rounded: true) == Rect(x: 0, y: 0, width: 132, height: 60))
        #expect(try StoredFrames.frame(scene, "wind", rounded: true) == Rect(x: 141, y: 0, width: 132, height: 60))
        #expect(try StoredFrames.frame(scene, "sky", rounded: true) == Rect(x: 282, y: 0, width: 132, height: 60))
        let lint = try StoredFrames.lint(Self.weather)
        #expect(!lint.contains { $0.contains("ambiguous") })
        #expect(!lint.contains { $0.contains("misplaced") })
    }

    /// A full-screen view of an iPad document for `device`: a form 40 below the safe area's top,
    /// 24 in from its sides, 200 tall.
    static func iPadForm(device: String, width: Int, height: Int) -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-120-101">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-120-101" userLabel="form">
                            <rect key="frame" x="24" y="60" width="\(width - 48)" height="200"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="200" id="c120-101"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa-120-101"/>
                    <constraints>
                        <constraint firstItem="vw-120-101" firstAttribute="top" secondItem="sa-120-101" secondAttribute="top" constant="40" id="c120-102"/>
                        <constraint firstItem="vw-120-101" firstAttribute="leading" secondItem="sa-120-101" secondAttribute="leading" constant="24" id="c120-103"/>
                        <constraint firstItem="sa-120-101" firstAttribute="trailing" secondItem="vw-120-101" secondAttribute="trailing" constant="24" id="c120-104"/>
                    </constraints>
                </view>
        """, toolsVersion: "22505", device: device)
    }

    @Test("the 9.7-inch, 7.9-inch, 10.5-inch and 11-inch iPads of IB's device ids are the presets of their screens, under a status bar")
    func iPadDeviceIDsArePresets() throws {
        // 20 pt of status bar on the home-button iPads, 24 on the 11-inch: the form 40 below it.
        for (id, width, height, top) in [("ipad9_7", 768, 1024, 20.0), ("ipad7_9", 768, 1024, 20), ("ipad10_5", 834, 1112, 20),
                                         ("ipad11", 834, 1194, 24)] {
            let scene = try StoredFrames.built(Self.iPadForm(device: id, width: width, height: height))
            #expect(try StoredFrames.frame(scene, "form", rounded: true)
                == Rect(x: 24, y: top + 40, width: Double(width - 48), height: 200), "\(id)")
        }
    }

    @Test("a row of automatic height (rowHeight -1) is as tall as its content asks, not the height IB stored: no conflict")
    func automaticRowSizesToItsContent() throws {
        // The swatch held 60 tall, 8 from the content view's top and bottom, in a cell stored 44 tall.
        let text = PrototypeCellWithoutFrameTests.storyboard(rowHeight: "-1")
            .replacingOccurrences(of: #"<rect key="frame" x="8" y="8" width="584" height="27.5"/>"#,
                                  with: #"<rect key="frame" x="8" y="8" width="584" height="27.5"/><constraints><constraint firstAttribute="height" constant="60" id="c120-201"/></constraints>"#)
        let scene = try StoredFrames.built(text)
        #expect(scene.layout.conflicts.isEmpty)
        #expect(try StoredFrames.frame(scene, "swatch") == Rect(x: 8, y: 8, width: 584, height: 60))
        // A row of fixed height keeps it: the same swatch conflicts with a 44-pt row.
        let fixed = try StoredFrames.built(PrototypeCellWithoutFrameTests.storyboard(rowHeight: "44")
            .replacingOccurrences(of: #"<rect key="frame" x="8" y="8" width="584" height="27.5"/>"#,
                                  with: #"<rect key="frame" x="8" y="8" width="584" height="27.5"/><constraints><constraint firstAttribute="height" constant="60" id="c120-201"/></constraints>"#))
        #expect(!fixed.layout.conflicts.isEmpty)
    }
}
