import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a stand-alone header's margins, a badge over its background image")
struct IB121Tests {
    /// A 375-wide collection view header standing alone in its xib, a view pinned to its side
    /// margins.
    static let header = StoredFrames.xib("""
            <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hd-121-001" userLabel="header">
                <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-121-001" userLabel="banner">
                        <rect key="frame" x="16" y="20" width="343" height="80"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="vw-121-001" firstAttribute="leading" secondItem="hd-121-001" secondAttribute="leadingMargin" id="c121-001"/>
                    <constraint firstAttribute="trailingMargin" secondItem="vw-121-001" secondAttribute="trailing" id="c121-002"/>
                    <constraint firstItem="vw-121-001" firstAttribute="top" secondItem="hd-121-001" secondAttribute="top" constant="20" id="c121-003"/>
                    <constraint firstAttribute="bottom" secondItem="vw-121-001" secondAttribute="bottom" constant="20" id="c121-004"/>
                </constraints>
            </collectionReusableView>
    """, toolsVersion: "17156", device: "retina4_7")

    @Test("a collection view header alone in its xib has the canvas's side margins, 16 at 375 wide, as its cells do")
    func standAloneHeaderMargins() throws {
        let scene = try StoredFrames.built(Self.header)
        #expect(try StoredFrames.frame(scene, "banner", rounded: true) == Rect(x: 16, y: 20, width: 343, height: 80))
        #expect(!(try StoredFrames.lint(Self.header)).contains { $0.contains("misplaced") })
    }

    /// A system button titled "9" at 14 pt over a 22×22 background image, placed by its top
    /// and leading only.
    static let badge = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-121-002">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-121-001" userLabel="badge">
                        <rect key="frame" x="30" y="10" width="22" height="22"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <state key="normal" title="9" backgroundImage="dot121"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bt-121-001" firstAttribute="leading" secondItem="rt-121-002" secondAttribute="leading" constant="30" id="c121-011"/>
                    <constraint firstItem="bt-121-001" firstAttribute="top" secondItem="rt-121-002" secondAttribute="top" constant="10" id="c121-012"/>
                </constraints>
            </view>
    """, toolsVersion: "22155", device: "retina6_1", resources: #"<image name="dot121" width="22" height="22"/>"#)

    @Test("a system button's short title over a 22×22 background image is 22×22: no padding of 6 above and below, no least width of 30")
    func badgeOverBackgroundImage() throws {
        let scene = try StoredFrames.built(Self.badge)
        #expect(try StoredFrames.frame(scene, "badge", rounded: true) == Rect(x: 30, y: 10, width: 22, height: 22))
    }
}
