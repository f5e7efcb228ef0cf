import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: SF Symbol buttons and standalone cells wider than the device")
struct IB123Tests {
    /// A 320×44 bar: a button showing only the SF Symbol `chevron.up`, held 30 wide, drawn 30×22
    /// and centred down the bar, 20 from its leading edge.
    static let symbolButton = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-123-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-123-001" userLabel="collapse">
                        <rect key="frame" x="20" y="11" width="30" height="22"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="c123-001"/>
                        </constraints>
                        <state key="normal" image="chevron.up" catalog="system"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bt-123-001" firstAttribute="leading" secondItem="rt-123-001" secondAttribute="leading" constant="20" id="c123-002"/>
                    <constraint firstItem="bt-123-001" firstAttribute="centerY" secondItem="rt-123-001" secondAttribute="centerY" id="c123-003"/>
                </constraints>
            </view>
    """, toolsVersion: "22155", device: "retina6_12")

    @Test("a button showing only an SF Symbol is as large as IB drew it (the symbol's size is not known here), with a note, not a 30×30 title button")
    func symbolButtonKeepsItsDrawnSize() throws {
        let scene = try StoredFrames.built(Self.symbolButton)
        // 22 tall, centred down 44: y = 11.
        #expect(try StoredFrames.frame(scene, "collapse", rounded: true) == Rect(x: 20, y: 11, width: 30, height: 22))
        let lint = try StoredFrames.lint(Self.symbolButton)
        #expect(!lint.contains { $0.contains("misplaced") })
        #expect(lint.contains { $0.contains("SF Symbol 'chevron.up'") && $0.contains("30×22") })
    }

    /// A cell standing alone in a xib, 600 wide, on a document designed on a 375-wide phone: a
    /// 20-tall panel pinned to its content view's margins on every side.
    static func wideCell(toolsVersion: String, panelX: Double) -> String {
        let width = 600 - 2 * panelX
        return StoredFrames.xib("""
            <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" id="cl-123-001" userLabel="row">
                <rect key="frame" x="0.0" y="0.0" width="600" height="42"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl-123-001" id="cn-123-001">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="42"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-123-001" userLabel="panel">
                            <rect key="frame" x="\(panelX)" y="11" width="\(width)" height="20"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="pn-123-001" firstAttribute="leading" secondItem="cn-123-001" secondAttribute="leadingMargin" id="c123-011"/>
                        <constraint firstAttribute="trailingMargin" secondItem="pn-123-001" secondAttribute="trailing" id="c123-012"/>
                        <constraint firstItem="pn-123-001" firstAttribute="top" secondItem="cn-123-001" secondAttribute="topMargin" id="c123-013"/>
                        <constraint firstAttribute="bottomMargin" secondItem="pn-123-001" secondAttribute="bottom" id="c123-014"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
    """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("a standalone cell wider than the document's 375-wide phone takes that phone's side margin, 16, in a document of Xcode 12; Xcode 10.1 took the cell's own width's, 20")
    func standaloneWideCellMargins() throws {
        // Xcode 12.4: 16 at each side, 11 above and below: 600 − 32 wide, 42 − 22 tall.
        let recent = Self.wideCell(toolsVersion: "17701", panelX: 16)
        #expect(try StoredFrames.frame(try StoredFrames.built(recent), "panel", rounded: true) == Rect(x: 16, y: 11, width: 568, height: 20))
        #expect(!(try StoredFrames.lint(recent)).contains { $0.contains("misplaced") })
        // Xcode 10.1: the cell's 600 is wider than 375, so 20.
        let older = Self.wideCell(toolsVersion: "14460.31", panelX: 20)
        #expect(try StoredFrames.frame(try StoredFrames.built(older), "panel", rounded: true) == Rect(x: 20, y: 11, width: 560, height: 20))
        #expect(!(try StoredFrames.lint(older)).contains { $0.contains("misplaced") })
    }

    /// A 414-wide cell standing alone in a document designed on a 320-wide phone, preserving its
    /// superview's margins, its content view preserving the cell's: a 30×20 box pinned to the
    /// content view's trailing margin, 20 from its top.
    static let preservingCell = StoredFrames.xib("""
            <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="cl-123-002" userLabel="row">
                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cl-123-002" id="cn-123-002">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-123-002" userLabel="box">
                            <rect key="frame" x="368" y="20" width="30" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="c123-021"/>
                                <constraint firstAttribute="height" constant="20" id="c123-022"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bx-123-002" firstAttribute="top" secondItem="cn-123-002" secondAttribute="top" constant="20" id="c123-023"/>
                        <constraint firstItem="bx-123-002" firstAttribute="trailing" secondItem="cn-123-002" secondAttribute="trailingMargin" id="c123-024"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
    """, toolsVersion: "17156", device: "retina4_0")

    @Test("a standalone cell that preserves its superview's margins takes its table's side margin, 16 on a 320-wide phone, not the canvas root's reached past by its extra width")
    func standaloneCellPreservesTheTablesMargin() throws {
        // 414 − 16 − 30 = 368.
        #expect(try StoredFrames.frame(try StoredFrames.built(Self.preservingCell), "box", rounded: true) == Rect(x: 368, y: 20, width: 30, height: 20))
        #expect(!(try StoredFrames.lint(Self.preservingCell)).contains { $0.contains("misplaced") })
    }

    /// A 300×300 view holding a vertical stack of two 50×50 boxes 10 apart at (100,100), drawn
    /// side by side where the height class is compact.
    static func pairStack(device: String) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-123-003">
                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="sk-123-003" userLabel="pair">
                        <rect key="frame" x="100" y="100" width="50" height="110"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-123-031" userLabel="left">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="c123-031"/>
                                    <constraint firstAttribute="height" constant="50" id="c123-032"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-123-032" userLabel="right">
                                <rect key="frame" x="0.0" y="60" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="c123-033"/>
                                    <constraint firstAttribute="height" constant="50" id="c123-034"/>
                                </constraints>
                            </view>
                        </subviews>
                        <variation key="heightClass=compact" axis="horizontal"/>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="sk-123-003" firstAttribute="top" secondItem="rt-123-003" secondAttribute="top" constant="100" id="c123-035"/>
                    <constraint firstItem="sk-123-003" firstAttribute="leading" secondItem="rt-123-003" secondAttribute="leading" constant="100" id="c123-036"/>
                </constraints>
            </view>
    """, toolsVersion: "17156", device: device)
    }

    @Test("a stack view's <variation> of its axis applies where its size classes do: side by side in compact height, stacked otherwise")
    func stackAxisVariation() throws {
        let portrait = try StoredFrames.built(Self.pairStack(device: "retina4_7"))
        #expect(try StoredFrames.frame(portrait, "pair", rounded: true) == Rect(x: 100, y: 100, width: 50, height: 110))
        #expect(try StoredFrames.frame(portrait, "right", rounded: true) == Rect(x: 0, y: 60, width: 50, height: 50))
        let document = Self.pairStack(device: "retina4_7").replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
        let landscape = try StoredFrames.built(document)
        #expect(try StoredFrames.frame(landscape, "pair", rounded: true) == Rect(x: 100, y: 100, width: 110, height: 50))
        #expect(try StoredFrames.frame(landscape, "right", rounded: true) == Rect(x: 60, y: 0, width: 50, height: 50))
    }
}
