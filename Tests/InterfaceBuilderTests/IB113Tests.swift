import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests. Frames derived by hand.
@Suite("Interface Builder: a label's attributed line spacing")
struct IB113Tests {
    /// A 300×400 view holding a wrapping label 150 wide, 10 from the top and leading, its
    /// attributed text in the 17-pt system font with `spacing` between its lines and the
    /// paragraph style's other attributes `heights` (`minimumLineHeight="24"`).
    static func spacedLabel(_ text: String, spacing: String?, heights: String = "", lines: Int = 0) -> String {
        let style = spacing == nil && heights.isEmpty ? "" : "<paragraphStyle key=\"NSParagraphStyle\" alignment=\"natural\" "
            + "lineBreakMode=\"wordWrapping\" baseWritingDirection=\"natural\" "
            + (spacing.map { "lineSpacing=\"\($0)\" " } ?? "") + heights + " tighteningFactorForTruncation=\"0.0\"/>"
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-113-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" numberOfLines="\(lines)" lineBreakMode="wordWrap" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-113-001" userLabel="note">
                            <rect key="frame" x="10" y="10" width="150" height="100"/>
                            <attributedString key="attributedText">
                                <fragment content="\(text)">
                                    <attributes>
                                        <font key="NSFont" metaFont="system" size="17"/>
                                        \(style)
                                    </attributes>
                                </fragment>
                            </attributedString>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-113-001" firstAttribute="top" secondItem="rt-113-001" secondAttribute="top" constant="10" id="c113-001"/>
                        <constraint firstItem="lb-113-001" firstAttribute="leading" secondItem="rt-113-001" secondAttribute="leading" constant="10" id="c113-002"/>
                        <constraint firstItem="lb-113-001" firstAttribute="width" constant="150" id="c113-003"/>
                    </constraints>
                </view>
        """, toolsVersion: "22155", device: "retina6_1")
    }

    static let words = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"

    @Test("a wrapping label's paragraph lineSpacing adds that much between each two lines: six 17-pt lines 122 tall, 222 with 20 between")
    func lineSpacingBetweenLines() throws {
        let plain = try StoredFrames.built(Self.spacedLabel(Self.words, spacing: nil))
        #expect(try StoredFrames.frame(plain, "note", rounded: true) == Rect(x: 10, y: 10, width: 150, height: 122))
        let spaced = try StoredFrames.built(Self.spacedLabel(Self.words, spacing: "20"))
        #expect(try StoredFrames.frame(spaced, "note", rounded: true) == Rect(x: 10, y: 10, width: 150, height: 222))
    }

    /// (The 17-pt line, 20.29, is 20.5 at the @2x pixel of the document's iPhone 11.)
    @Test("a label that may wrap keeps its line spacing below one line of text; one limited to one line does not")
    func oneLineKeepsSpacingBelow() throws {
        let wrapping = try StoredFrames.built(Self.spacedLabel("Short", spacing: "10"))
        #expect(try StoredFrames.frame(wrapping, "note", rounded: true) == Rect(x: 10, y: 10, width: 150, height: 30.5))
        let single = try StoredFrames.built(Self.spacedLabel("Short", spacing: "10", lines: 1))
        #expect(try StoredFrames.frame(single, "note", rounded: true) == Rect(x: 10, y: 10, width: 150, height: 20.5))
    }

    @Test("a view laid out against one a placeholder constraint held is said to follow it, not to be measured differently")
    func followsPlaceholderHeldView() throws {
        let text = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-113-002">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="th-113-001" userLabel="thumb">
                            <rect key="frame" x="10" y="10" width="40" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="c113-010"/>
                                <constraint firstAttribute="width" constant="40" placeholder="YES" id="c113-011"/>
                            </constraints>
                        </view>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Tea" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-113-002" userLabel="name">
                            <rect key="frame" x="58" y="10" width="232" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="th-113-001" firstAttribute="leading" secondItem="rt-113-002" secondAttribute="leading" constant="10" id="c113-012"/>
                        <constraint firstItem="th-113-001" firstAttribute="top" secondItem="rt-113-002" secondAttribute="top" constant="10" id="c113-013"/>
                        <constraint firstItem="lb-113-002" firstAttribute="leading" secondItem="th-113-001" secondAttribute="trailing" constant="8" id="c113-014"/>
                        <constraint firstItem="lb-113-002" firstAttribute="top" secondItem="rt-113-002" secondAttribute="top" constant="10" id="c113-015"/>
                        <constraint firstAttribute="trailing" secondItem="lb-113-002" secondAttribute="trailing" constant="10" id="c113-016"/>
                    </constraints>
                </view>
        """, toolsVersion: "22155", device: "retina6_1")
        let lines = try StoredFrames.lint(text)
        // Without the placeholder the plain view (no size of its own) takes what the label,
        // hugging harder, leaves; the label moves with it.
        #expect(lines.contains { $0.contains("misplaced view name:") && $0.contains("it follows 'thumb', which IB's canvas held by a placeholder constraint") })
        #expect(!lines.contains { $0.contains("misplaced view name:") && $0.contains("its size is its text's") })
    }}

@Suite("Interface Builder: a label's attributed line heights")
struct IB115LineHeightTests {
    /// Six 17-pt lines (20.29 each), 121.73 tall: 122 at the document's @2x.
    @Test("a paragraph style's minimumLineHeight, maximumLineHeight and lineHeightMultiple size each line of the label")
    func lineHeights() throws {
        func height(_ heights: String) throws -> Double? {
            let built = try StoredFrames.built(IB113Tests.spacedLabel(IB113Tests.words, spacing: nil, heights: heights))
            return try StoredFrames.frame(built, "note", rounded: true).height
        }
        #expect(try height("minimumLineHeight=\"24\" maximumLineHeight=\"24\"") == 144)
        #expect(try height("maximumLineHeight=\"18\"") == 108)
        // 6 × 20.29 × 1.5 = 182.59: 183 at @2x.
        #expect(try height("lineHeightMultiple=\"1.5\"") == 183)
        #expect(try height("lineHeightMultiple=\"1\"") == 122)
    }
}
