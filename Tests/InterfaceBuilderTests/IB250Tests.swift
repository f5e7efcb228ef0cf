import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the fifty-fifth round's samples of public documents
/// showed it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, fifty-fifth round")
struct IB250Tests {
    static func document(_ subviews: String, device: String = "retina6_12", width: Int = 393, height: Int = 852) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-250-001" userLabel="screen">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        \(subviews)
                </view>
            </objects>
        </document>
        """
    }

    @Test("A label in Courier New is a line of its own font: 1.1328 em, 19.333 at 17 pt on a @3x screen")
    func courierNewLine() throws {
        let scene = try StoredFrames.built(Self.document("""
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="TAPE 0042" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-250-001" userLabel="counter">
                            <rect key="frame" x="20" y="100" width="92" height="19.333333333333332"/>
                            <fontDescription key="fontDescription" name="CourierNewPSMT" family="Courier New" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-250-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" constant="20" id="c250-001"/>
                        <constraint firstItem="lb-250-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="100" id="c250-002"/>
                    </constraints>
        """))
        // (1705 + 615) / 2048 × 17 = 19.26, up to the third of a point: 19.333. Nine characters of
        // 1229/2048 em: 91.8, up to 92.
        let counter = try StoredFrames.frame(scene, "counter")
        #expect(abs(counter.height - 58.0 / 3) < 1e-6)
        #expect(abs(counter.width - 92) < 1e-6)
    }

    @Test("A configuration button's attributed title in Helvetica is a Helvetica line: 23 at 20 pt, 37 with the 7 above and below")
    func configurationTitleInNamedFont() throws {
        let scene = try StoredFrames.built(Self.document("""
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-250-001" userLabel="send">
                            <rect key="frame" x="30" y="100" width="354" height="37"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain">
                                <attributedString key="attributedTitle">
                                    <fragment content="Post it">
                                        <attributes>
                                            <font key="NSFont" size="20" name="Helvetica"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </buttonConfiguration>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-250-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" constant="30" id="c250-011"/>
                        <constraint firstAttribute="trailing" secondItem="bt-250-001" secondAttribute="trailing" constant="30" id="c250-012"/>
                        <constraint firstItem="bt-250-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="100" id="c250-013"/>
                    </constraints>
        """, device: "retina6_1", width: 414, height: 896))
        #expect(try StoredFrames.frame(scene, "send") == Rect(x: 30, y: 100, width: 354, height: 37))
    }

    @Test("A search bar of Xcode 12.5 to 13.4 is 51 tall, 56 in the documents of later versions")
    func searchBarHeightByVersion() throws {
        func bar(toolsVersion: String) throws -> Rect {
            let text = Self.document("""
                    <subviews>
                        <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="sb-250-001" userLabel="search">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="51"/>
                            <textInputTraits key="textInputTraits"/>
                        </searchBar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sb-250-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" id="c250-021"/>
                        <constraint firstItem="sb-250-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" id="c250-022"/>
                        <constraint firstAttribute="trailing" secondItem="sb-250-001" secondAttribute="trailing" id="c250-023"/>
                    </constraints>
        """).replacingOccurrences(of: "toolsVersion=\"22155\"", with: "toolsVersion=\"\(toolsVersion)\"")
            return try StoredFrames.frame(try StoredFrames.built(text), "search")
        }
        #expect(try bar(toolsVersion: "20037").height == 51)
        #expect(try bar(toolsVersion: "19529").height == 51)
        #expect(try bar(toolsVersion: "22155").height == 56)
        #expect(try bar(toolsVersion: "17701").height == 56)
    }
}
