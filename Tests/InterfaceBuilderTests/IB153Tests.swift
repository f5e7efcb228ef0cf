import InterfaceBuilder
import Layout
import Testing

/// A document written for these tests: text views that size to their text in a text style's
/// font. Frames derived by hand.
@Suite("Interface Builder: a text view's lines in a text style")
struct IB153Tests {
    /// A view of an iPhone 8 (@2x) holding a text view that does not scroll, in `style`, showing
    /// `lines` lines, pinned 16 in and 20 down.
    static func document(style: String, lines: Int) -> String {
        let text = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-153-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tx-153-001" userLabel="terms">
                                <string key="text">\(text)</string>
                                <fontDescription key="fontDescription" style="\(style)"/>
                            </textView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="tx-153-001" firstAttribute="leading" secondItem="rt-153-001" secondAttribute="leading" constant="16" id="c153-1"/>
                            <constraint firstAttribute="trailing" secondItem="tx-153-001" secondAttribute="trailing" constant="16" id="c153-2"/>
                            <constraint firstItem="tx-153-001" firstAttribute="top" secondItem="rt-153-001" secondAttribute="top" constant="20" id="c153-3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    @Test("a text view in Body spaces every line 22 apart, the first too: its 8 above and below and 22 a line")
    func bodyTextViewLines() throws {
        let three = try StoredFrames.built(Self.document(style: "UICTFontTextStyleBody", lines: 3))
        #expect(try StoredFrames.frame(three, "terms") == Rect(x: 16, y: 20, width: 343, height: 16 + 3 * 22))
        let eight = try StoredFrames.built(Self.document(style: "UICTFontTextStyleBody", lines: 8))
        #expect(try StoredFrames.frame(eight, "terms") == Rect(x: 16, y: 20, width: 343, height: 16 + 8 * 22))
    }

    @Test("a text view in Footnote spaces its lines by Footnote's 18")
    func footnoteTextViewLines() throws {
        let scene = try StoredFrames.built(Self.document(style: "UICTFontTextStyleFootnote", lines: 4))
        #expect(try StoredFrames.frame(scene, "terms") == Rect(x: 16, y: 20, width: 343, height: 16 + 4 * 18))
    }
}
