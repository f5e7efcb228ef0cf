import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stores for stacks nested in proportional stacks and for text in fonts
/// iOS ships: documents written for these tests, frames worked out by hand.
@Suite("Frames IB stores: stacks in proportional stacks, fonts iOS ships")
struct StoredFrames61Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try StoredFrames.document(text)
    }

    /// A view's frame in its superview, to a thousandth of a point (the solver's
    /// arithmetic leaves noise far below that).
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    func rounded(_ r: Rect) -> Rect { StoredFrames.rounded(r) }

    /// One iPhone 8 scene (Xcode 15) whose root holds `body` pinned 16 from each side and at
    /// the safe area's top, and `constraints` besides.
    static func storyboard(_ body: String, constraints: String = "", resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-61-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-61-001">
                    <objects>
                        <viewController id="vc-61-001" customClass="FormViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-61-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(body)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-61-001"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        \(resources)
        </document>
        """
    }

    /// A vertical stack that fills proportionally (spacing 10) under the safe area's top:
    /// a header 50 tall of its own (IB's placeholder size), then a stack of a caption (30) and
    /// a picker (216, its own height) 4 apart. No constraint gives the outer stack a height.
    static let pickerForm = storyboard("""
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="st-61-001" userLabel="Form">
            <rect key="frame" x="16" y="20" width="343" height="310"/>
            <subviews>
                <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="vw-61-001" userLabel="Header">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="50"/>
                </view>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="st-61-002" userLabel="Choice">
                    <rect key="frame" x="0.0" y="60" width="343" height="250"/>
                    <subviews>
                        <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="vw-61-002" userLabel="Caption">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="30"/>
                        </view>
                        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pk-61-001" userLabel="Picker">
                            <rect key="frame" x="0.0" y="34" width="343" height="216"/>
                        </pickerView>
                    </subviews>
                </stackView>
            </subviews>
        </stackView>
        """, constraints: """
        <constraint firstItem="st-61-001" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="16" id="cn-61-001"/>
        <constraint firstAttribute="trailing" secondItem="st-61-001" secondAttribute="trailing" constant="16" id="cn-61-002"/>
        <constraint firstItem="st-61-001" firstAttribute="top" secondItem="sa-61-001" secondAttribute="top" id="cn-61-003"/>
        """)

    @Test("a stack nested in a proportional stack is divided by the length its own views ask (a caption and a picker: 250), not by 0")
    func nestedStackInProportionalStack() throws {
        let scene = SceneBuilder.build(try document(Self.pickerForm), scene: 0)
        // The proportion's total: 50 + 10 + (30 + 4 + 216) = 310, so each view keeps its own
        // length: the header 50, the nested stack 250, where a nested stack counted as 0 long
        // was held at 0 and its picker squeezed out.
        #expect(try frame(scene, "form") == Rect(x: 16, y: 20, width: 343, height: 310))
        #expect(try frame(scene, "header") == Rect(x: 0, y: 0, width: 343, height: 50))
        #expect(try frame(scene, "choice") == Rect(x: 0, y: 60, width: 343, height: 250))
        #expect(try frame(scene, "picker") == Rect(x: 0, y: 34, width: 343, height: 216))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("hiding a view of the nested stack shortens it, and the proportional stack divides by the new length")
    func nestedStackFollowsHiding() throws {
        let scene = SceneBuilder.build(try document(Self.pickerForm), scene: 0)
        var layout = scene.layout
        try layout.setHidden(try #require(layout.id(of: "caption")), true)
        // The caption collapses with its spacing: the nested stack is the picker's 216, the form
        // 50 + 10 + 216 = 276.
        #expect(rounded(layout.frame(of: try #require(layout.id(of: "choice")))) == Rect(x: 0, y: 60, width: 343, height: 216))
        #expect(rounded(layout.frame(of: try #require(layout.id(of: "form")))) == Rect(x: 16, y: 20, width: 343, height: 276))
    }

    /// Labels in fonts iOS ships, on an iPhone 8 (@2x): a code in Menlo-Bold at 30 pt, 20 from
    /// the left, 10 under the safe area's top, sized by its text; a title in Arial at 20 pt and
    /// a note in Arial at 15 pt cut to two lines, each 20 from both sides.
    static let fontsForm = storyboard("""
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A1-42" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-61-001" userLabel="Code">
            <rect key="frame" x="20" y="30" width="90.5" height="35"/>
            <fontDescription key="fontDescription" name="Menlo-Bold" family="Menlo" pointSize="30"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Delivery" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-61-002" userLabel="Title">
            <rect key="frame" x="20" y="75" width="335" height="22.5"/>
            <fontDescription key="fontDescription" name="ArialMT" family="Arial" pointSize="20"/>
        </label>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="2" text="Your parcel leaves the depot tomorrow morning and reaches you before noon on the next working day" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-61-003" userLabel="Note">
            <rect key="frame" x="20" y="105.5" width="335" height="34"/>
            <fontDescription key="fontDescription" name="Arial-BoldMT" family="Arial" pointSize="15"/>
        </label>
        """, constraints: """
        <constraint firstItem="lb-61-001" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="20" id="cn-61-011"/>
        <constraint firstItem="lb-61-001" firstAttribute="top" secondItem="sa-61-001" secondAttribute="top" constant="10" id="cn-61-012"/>
        <constraint firstItem="lb-61-002" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="20" id="cn-61-013"/>
        <constraint firstAttribute="trailing" secondItem="lb-61-002" secondAttribute="trailing" constant="20" id="cn-61-014"/>
        <constraint firstItem="lb-61-002" firstAttribute="top" secondItem="lb-61-001" secondAttribute="bottom" constant="10" id="cn-61-015"/>
        <constraint firstItem="lb-61-003" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="20" id="cn-61-016"/>
        <constraint firstAttribute="trailing" secondItem="lb-61-003" secondAttribute="trailing" constant="20" id="cn-61-017"/>
        <constraint firstItem="lb-61-003" firstAttribute="top" secondItem="lb-61-002" secondAttribute="bottom" constant="8" id="cn-61-018"/>
        """)

    @Test("Menlo is as wide as its characters at 0.6021 em each and 1.1641 of its size a line; Arial's line is 1.1172 of its size")
    func menloAndArial() throws {
        let scene = SceneBuilder.build(try document(Self.fontsForm), scene: 0)
        // Menlo-Bold at 30: 5 characters × 0.6021 × 30 = 90.315, 90.5 at @2x; its line
        // 1.1641 × 30 = 34.92, 35 at @2x (the system font's, 35.8, was 36).
        #expect(try frame(scene, "code") == Rect(x: 20, y: 30, width: 90.5, height: 35))
        // Arial at 20: 22.34, 22.5 at @2x (the system font's 23.87 was 24).
        #expect(try frame(scene, "title") == Rect(x: 20, y: 75, width: 335, height: 22.5))
        // Two lines of Arial Bold at 15: 2 × 16.758 = 33.52, 34 at @2x (the system font's 35.8 was 36).
        #expect(try frame(scene, "note") == Rect(x: 20, y: 105.5, width: 335, height: 34))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("a misplaced Menlo label says its font is measured by its own advance and line height")
    func menloExplanation() throws {
        let text = Self.fontsForm.replacingOccurrences(of: #"width="90.5" height="35""#, with: #"width="100" height="35""#)
        let scene = SceneBuilder.build(try document(text), scene: 0)
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["code"])
        let why = MisplacementExplainer(scene, layout: scene.layout, misplaced: misplaced).explain(try #require(misplaced.first))
        #expect(why.contains("its font 'Menlo-Bold' measured by its own advance and line height"))
    }

    /// Rounded text fields on an iPhone 8 (Xcode 15), 20 from each side, one under the other 8
    /// apart from 10 under the safe area's top: at 30 pt, at 17 pt and at 14 pt.
    static let fieldsForm = storyboard("""
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-61-001" userLabel="Big">
            <rect key="frame" x="20" y="30" width="335" height="45.667"/>
            <fontDescription key="fontDescription" type="system" pointSize="30"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Phone" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-61-002" userLabel="Body">
            <rect key="frame" x="20" y="83.667" width="335" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Note" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-61-003" userLabel="Small">
            <rect key="frame" x="20" y="125.667" width="335" height="34"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """, constraints: """
        <constraint firstItem="tf-61-001" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="20" id="cn-61-021"/>
        <constraint firstAttribute="trailing" secondItem="tf-61-001" secondAttribute="trailing" constant="20" id="cn-61-022"/>
        <constraint firstItem="tf-61-001" firstAttribute="top" secondItem="sa-61-001" secondAttribute="top" constant="10" id="cn-61-023"/>
        <constraint firstItem="tf-61-002" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="20" id="cn-61-024"/>
        <constraint firstAttribute="trailing" secondItem="tf-61-002" secondAttribute="trailing" constant="20" id="cn-61-025"/>
        <constraint firstItem="tf-61-002" firstAttribute="top" secondItem="tf-61-001" secondAttribute="bottom" constant="8" id="cn-61-026"/>
        <constraint firstItem="tf-61-003" firstAttribute="leading" secondItem="rt-61-001" secondAttribute="leading" constant="20" id="cn-61-027"/>
        <constraint firstAttribute="trailing" secondItem="tf-61-003" secondAttribute="trailing" constant="20" id="cn-61-028"/>
        <constraint firstItem="tf-61-003" firstAttribute="top" secondItem="tf-61-002" secondAttribute="bottom" constant="8" id="cn-61-029"/>
        """)

    @Test("a rounded text field is 34 tall up to its line plus 9.6, and taller with a larger font")
    func roundedFieldGrowsWithItsFont() throws {
        let scene = SceneBuilder.build(try document(Self.fieldsForm), scene: 0)
        // 30 pt: 1.1934 × 30 = 35.80, + 9.6 = 45.40, rounded up to a third of a point as every
        // control's text is here: 45.667 (it was 34).
        #expect(try frame(scene, "big") == Rect(x: 20, y: 30, width: 335, height: 45.667))
        // 17 pt: 20.29 + 9.6 = 29.89, and 14 pt less: both 34.
        #expect(try frame(scene, "body") == Rect(x: 20, y: 83.667, width: 335, height: 34))
        #expect(try frame(scene, "small") == Rect(x: 20, y: 125.667, width: 335, height: 34))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }
}
