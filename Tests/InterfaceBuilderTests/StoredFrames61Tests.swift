import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB's canvas stores for stacks nested in proportional stacks and for text in fonts
/// iOS ships: documents written for these tests, frames worked out by hand.
@Suite("Frames IB stores: stacks in proportional stacks, fonts iOS ships")
struct StoredFrames61Tests {
    func document(_ text: String) throws -> InterfaceDocument {
        try InterfaceDocument.read(Array(text.utf8))
    }

    /// A view's frame in its superview, to a thousandth of a point (the solver's
    /// arithmetic leaves noise far below that).
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        rounded(scene.layout.frame(of: try #require(scene.layout.id(of: name))))
    }

    func rounded(_ r: Rect) -> Rect {
        func r3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
        return Rect(x: r3(r.origin.x), y: r3(r.origin.y), width: r3(r.size.width), height: r3(r.size.height))
    }

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
}
