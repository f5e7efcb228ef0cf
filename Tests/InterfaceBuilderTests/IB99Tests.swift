import InterfaceBuilder
import Layout
import Testing

/// A document written for this test: a view hidden only in one size class, as Interface
/// Builder writes it (`<variation key="heightClass=regular" hidden="YES"/>`). Frames derived
/// by hand.
@Suite("A view hidden in a size-class variation")
struct HiddenVariation99Tests {
    static func document(variation: String) -> String {
        OlderDocuments97Tests.scene(toolsVersion: "16096", device: "retina5_9", root: """
            <view key="view" contentMode="scaleToFill" id="rt-99-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sv-99-001" userLabel="row">
                        <rect key="frame" x="20" y="100" width="335" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="vw-99-001" userLabel="leftBox">
                                <rect key="frame" x="0.0" y="0.0" width="335" height="100"/>
                            </view>
                            <view contentMode="scaleToFill" id="vw-99-002" userLabel="rightBox">
                                <rect key="frame" x="0.0" y="0.0" width="0.0" height="100"/>
                                \(variation)
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sv-99-001" firstAttribute="top" secondItem="rt-99-001" secondAttribute="top" constant="100" id="c99-001"/>
                    <constraint firstItem="sv-99-001" firstAttribute="leading" secondItem="rt-99-001" secondAttribute="leading" constant="20" id="c99-002"/>
                    <constraint firstAttribute="trailing" secondItem="sv-99-001" secondAttribute="trailing" constant="20" id="c99-003"/>
                    <constraint firstItem="sv-99-001" firstAttribute="height" constant="100" id="c99-004"/>
                </constraints>
            </view>
            """)
    }

    @Test("hidden on a regular-height phone in portrait: the stack gives its one visible view the whole row")
    func hiddenInRegularHeight() throws {
        let scene = try StoredFrames.built(Self.document(variation: #"<variation key="heightClass=regular" hidden="YES"/>"#))
        #expect(try StoredFrames.frame(scene, "leftBox") == Rect(x: 0, y: 0, width: 335, height: 100))
    }

    @Test("hidden only in compact height: in portrait both views share the row, 8 apart")
    func shownInRegularHeight() throws {
        let scene = try StoredFrames.built(Self.document(variation: #"<variation key="heightClass=compact" hidden="YES"/>"#))
        // (335 − 8) / 2 = 163.5 each.
        #expect(try StoredFrames.frame(scene, "leftBox") == Rect(x: 0, y: 0, width: 163.5, height: 100))
        #expect(try StoredFrames.frame(scene, "rightBox") == Rect(x: 171.5, y: 0, width: 163.5, height: 100))
    }
}

@Suite("An iPad's sheet")
struct IPadSheet100Tests {
    @Test("a navigation controller shown as a page sheet on an iPad: its bar is the sheet's 56, not the iPad's 50")
    func iPadSheetNavigationBar() throws {
        // Xcode 12 on the 12.9-inch iPad Pro (home button): the page sheet 712×984, its root
        // "Detail" under the sheet's 56-pt bar — the header 56 down, the footer 984 − 30.
        let text = IB78Tests.sheet(toolsVersion: "17701", device: "ipad12_9", kind: "presentation", width: 712, height: 984)
        let doc = try StoredFrames.document(text)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "DetailViewController" })
        let scene = SceneBuilder.build(doc, scene: index)
        #expect(try StoredFrames.frame(scene, "header", rounded: true) == Rect(x: 0, y: 56, width: 712, height: 40))
        #expect(scene.notes.contains { $0.message.contains("its navigation bar is in an iPad's sheet") })
    }
}

@Suite("An iPad's navigation bar on IB's canvas")
struct IPadBar100Tests {
    @Test("the 9.7-inch iPad (a bare screen here): its navigation bar is 44 in a document of Xcode 9 (iOS 11's), 50 from Xcode 10",
          arguments: [("13771", 64.0), ("16096", 50.0)])
    func navigationBarByVersion(toolsVersion: String, headerTop: Double) throws {
        // Xcode 9 drew the status bar (20) over it too: 20 + 44; Xcode 11 none: 0 + 50.
        let text = IB78Tests.storyboard(toolsVersion: toolsVersion, device: "ipad9_7", initial: "nc-99-001", [
            IB78Tests.navigation("nc-99-001", root: "vc-99-001"),
            IB78Tests.controller("vc-99-001", "ShelfViewController", width: 768, height: 1024),
        ])
        let doc = try StoredFrames.document(text)
        let index = try #require(doc.scenes.firstIndex { $0.customClass == "ShelfViewController" })
        let scene = SceneBuilder.build(doc, scene: index)
        #expect(try StoredFrames.frame(scene, "header", rounded: true).minY == headerTop)
    }
}
