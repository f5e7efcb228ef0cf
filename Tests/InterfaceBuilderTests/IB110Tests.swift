import InterfaceBuilder
import Layout
import Testing

/// Documents written for these tests: a date picker left to iOS 14's automatic style, a plain
/// view a top-aligned stack pulls down to its label, a label and a field whose sizes their
/// constraints hold off their measures. Frames derived by hand.
@Suite("Interface Builder: compact date pickers, views a stack pulls down, sizes constraints hold")
struct IB110Tests {
    /// A 375×300 view holding a date picker 200 wide, 10 from the top and leading, and a label
    /// 8 below it; the picker in `mode`, with `style` if given, stored `height` tall.
    static func picker(toolsVersion: String, mode: String = "date", style: String? = nil, height: String) -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-110-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="\(mode)" \(style.map { "style=\"\($0)\" " } ?? "")translatesAutoresizingMaskIntoConstraints="NO" id="dp-110-001" userLabel="when">
                            <rect key="frame" x="10" y="10" width="200" height="\(height)"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="c110-001"/>
                            </constraints>
                        </datePicker>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-110-001" userLabel="below">
                            <rect key="frame" x="10" y="52.333333333333336" width="100" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c110-002"/>
                                <constraint firstAttribute="height" constant="20" id="c110-003"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dp-110-001" firstAttribute="top" secondItem="rt-110-001" secondAttribute="top" constant="10" id="c110-004"/>
                        <constraint firstItem="dp-110-001" firstAttribute="leading" secondItem="rt-110-001" secondAttribute="leading" constant="10" id="c110-005"/>
                        <constraint firstItem="bx-110-001" firstAttribute="top" secondItem="dp-110-001" secondAttribute="bottom" constant="8" id="c110-006"/>
                        <constraint firstItem="bx-110-001" firstAttribute="leading" secondItem="rt-110-001" secondAttribute="leading" constant="10" id="c110-007"/>
                    </constraints>
                </view>
        """, toolsVersion: toolsVersion, device: "retina6_1")
    }

    @Test("a date picker left to its automatic style in a document Xcode 12 or later saved is compact, as tall as IB drew it; wheels otherwise")
    func compactDatePicker() throws {
        let compact = try StoredFrames.built(Self.picker(toolsVersion: "22155", height: "34.333333333333336"))
        #expect(try StoredFrames.frame(compact, "when", rounded: true) == Rect(x: 10, y: 10, width: 200, height: 34.333))
        #expect(try StoredFrames.frame(compact, "below", rounded: true) == Rect(x: 10, y: 52.333, width: 100, height: 20))
        #expect(compact.notes.contains { $0.message.hasPrefix("date picker 'when': its compact style (the automatic style's, on a phone since iOS 14) sizes it to its date's text or calendar, not modelled: its size is taken from the stored frame (200×34.333)") })
        // Chosen wheels, a count-down timer, or a document before Xcode 12: the wheels' 216.
        for document in [Self.picker(toolsVersion: "22155", style: "wheels", height: "216"),
                         Self.picker(toolsVersion: "22155", mode: "countDownTimer", height: "216"),
                         Self.picker(toolsVersion: "16097", height: "216")] {
            let wheels = try StoredFrames.built(document)
            #expect(try StoredFrames.frame(wheels, "when") == Rect(x: 10, y: 10, width: 200, height: 216))
            #expect(try StoredFrames.frame(wheels, "below") == Rect(x: 10, y: 234, width: 100, height: 20))
        }
    }

    @Test("a plain view a top-aligned stack holds is pulled down to the label inside it, and lint says so of both, not that the label's text is measured differently")
    func stackPullsPlainViewDown() throws {
        let text = StoredFrames.xib("""
                <view contentMode="scaleToFill" id="rt-110-002">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="st-110-001" userLabel="row">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="bb-110-001" userLabel="bubble">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" numberOfLines="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-110-001" userLabel="message">
                                            <rect key="frame" x="10" y="10" width="280" height="80"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lb-110-001" firstAttribute="top" secondItem="bb-110-001" secondAttribute="top" constant="10" id="c110-011"/>
                                        <constraint firstAttribute="bottom" secondItem="lb-110-001" secondAttribute="bottom" constant="10" id="c110-012"/>
                                        <constraint firstItem="lb-110-001" firstAttribute="leading" secondItem="bb-110-001" secondAttribute="leading" constant="10" id="c110-013"/>
                                        <constraint firstAttribute="trailing" secondItem="lb-110-001" secondAttribute="trailing" constant="10" id="c110-014"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st-110-001" firstAttribute="top" secondItem="rt-110-002" secondAttribute="top" id="c110-015"/>
                        <constraint firstItem="st-110-001" firstAttribute="leading" secondItem="rt-110-002" secondAttribute="leading" id="c110-016"/>
                        <constraint firstAttribute="trailing" secondItem="st-110-001" secondAttribute="trailing" id="c110-017"/>
                        <constraint firstAttribute="bottom" secondItem="st-110-001" secondAttribute="bottom" id="c110-018"/>
                    </constraints>
                </view>
        """)
        let built = try StoredFrames.built(text)
        // The label's 20.5 (17 pt at @2x) plus 10 above and below: 40.5, where IB drew 100.
        #expect(try StoredFrames.frame(built, "bubble") == Rect(x: 0, y: 0, width: 300, height: 40.5))
        let found = try StoredFrames.lint(text).filter { $0.contains("warning: misplaced") }
        #expect(found.contains { $0.contains("misplaced view bubble:") && $0.hasSuffix("only what it holds sizes it across its stack view, which does not fill across: UIKit pulls it down to what that needs ('UISV-ambiguity-suppression'), where IB's canvas keeps the size it was drawn at") })
        #expect(found.contains { $0.contains("misplaced view message:") && $0.hasSuffix("it is inside 'bubble', which UIKit's stack view pulls down to its content across, where IB's canvas keeps its drawn size") })
    }

    @Test("a one-line label whose height two required constraints fix, and a field as wide as another, follow the frames the canvas rounded, not their text's measure")
    func sizesConstraintsHold() throws {
        // Xcode 7's canvas stored whole points: the badge's 34 (top 5, centre 22) as 35, the
        // first field's 540 (30 in, centred in 600) as 541, and what lines up with them so.
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" systemVersion="15A284" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="rt-110-003">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-110-010" userLabel="badge">
                                <rect key="frame" x="8" y="5" width="30" height="35"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="c110-020"/>
                                </constraints>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Sign in" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-110-010" userLabel="heading">
                                <rect key="frame" x="50" y="12" width="80" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="80" id="c110-021"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="18"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-110-001" userLabel="nameField">
                                <rect key="frame" x="30" y="100" width="541" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="c110-022"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Code" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-110-002" userLabel="codeField">
                                <rect key="frame" x="30" y="148" width="541" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="40" id="c110-023"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bx-110-010" firstAttribute="top" secondItem="rt-110-003" secondAttribute="top" constant="5" id="c110-024"/>
                            <constraint firstItem="bx-110-010" firstAttribute="centerY" secondItem="rt-110-003" secondAttribute="top" constant="22" id="c110-025"/>
                            <constraint firstItem="bx-110-010" firstAttribute="leading" secondItem="rt-110-003" secondAttribute="leading" constant="8" id="c110-026"/>
                            <constraint firstItem="lb-110-010" firstAttribute="top" secondItem="rt-110-003" secondAttribute="top" constant="12" id="c110-027"/>
                            <constraint firstItem="lb-110-010" firstAttribute="centerY" secondItem="bx-110-010" secondAttribute="centerY" id="c110-028"/>
                            <constraint firstItem="lb-110-010" firstAttribute="leading" secondItem="rt-110-003" secondAttribute="leading" constant="50" id="c110-029"/>
                            <constraint firstItem="tf-110-001" firstAttribute="leading" secondItem="rt-110-003" secondAttribute="leading" constant="30" id="c110-030"/>
                            <constraint firstItem="tf-110-001" firstAttribute="centerX" secondItem="rt-110-003" secondAttribute="centerX" id="c110-031"/>
                            <constraint firstItem="tf-110-001" firstAttribute="top" secondItem="rt-110-003" secondAttribute="top" constant="100" id="c110-032"/>
                            <constraint firstItem="tf-110-002" firstAttribute="leading" secondItem="tf-110-001" secondAttribute="leading" id="c110-033"/>
                            <constraint firstItem="tf-110-002" firstAttribute="trailing" secondItem="tf-110-001" secondAttribute="trailing" id="c110-034"/>
                            <constraint firstItem="tf-110-002" firstAttribute="top" secondItem="tf-110-001" secondAttribute="bottom" constant="8" id="c110-035"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let built = try StoredFrames.built(text)
        // Top 12 and a centre at 22 make the label 20 tall, not its 18-pt text's 22.
        #expect(try StoredFrames.frame(built, "heading") == Rect(x: 50, y: 12, width: 80, height: 20))
        #expect(try StoredFrames.frame(built, "codeField") == Rect(x: 30, y: 148, width: 540, height: 40))
        let found = try StoredFrames.lint(text).filter { $0.contains("warning: misplaced") }
        #expect(found.contains { $0.contains("misplaced view heading:") && $0.hasSuffix("it follows views whose stored frames the canvas rounded off their constraints: badge") })
        #expect(found.contains { $0.contains("misplaced view codeField:") && $0.hasSuffix("it follows views whose stored frames the canvas rounded off their constraints: nameField") })
        #expect(!found.contains { $0.contains("its size is its text's") })
    }

    @Test("an outlet's name goes to the view it connects, even when a label earlier in the tree would be named so by its text")
    func outletNameKeptForItsView() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="TallyViewController">
                        <connections>
                            <outlet property="view" destination="rt-110-004" id="ot-110-001"/>
                            <outlet property="totalLabel" destination="lb-110-021" id="ot-110-002"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="rt-110-004">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" text="Total" translatesAutoresizingMaskIntoConstraints="NO" id="lb-110-020">
                                <rect key="frame" x="20" y="100" width="40" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" text="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb-110-021">
                                <rect key="frame" x="100" y="100" width="10.5" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb-110-020" firstAttribute="leading" secondItem="rt-110-004" secondAttribute="leading" constant="20" id="c110-040"/>
                            <constraint firstItem="lb-110-020" firstAttribute="top" secondItem="rt-110-004" secondAttribute="top" constant="100" id="c110-041"/>
                            <constraint firstItem="lb-110-021" firstAttribute="leading" secondItem="rt-110-004" secondAttribute="leading" constant="100" id="c110-042"/>
                            <constraint firstItem="lb-110-021" firstAttribute="top" secondItem="rt-110-004" secondAttribute="top" constant="100" id="c110-043"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let built = try StoredFrames.built(text)
        // The outlet's "0" is totalLabel; the caption "Total", named by its text, takes totalLabel2.
        #expect(try StoredFrames.frame(built, "totalLabel").origin.x == 100)
        #expect(try StoredFrames.frame(built, "totalLabel2").origin.x == 20)
    }
}
