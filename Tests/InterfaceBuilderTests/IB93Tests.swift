import InterfaceBuilder
import Layout
import Testing

/// Documents written for this test, in the shapes public ones take; frames derived by hand.
@Suite("A prototype cell Xcode 7 saved without a frame")
struct PrototypeCellWithoutFrameTests {
    /// A table view controller of Xcode 7 whose prototype cell and its content view have no
    /// `<rect>`: only the view inside the content view has one.
    static func storyboard(rowHeight: String?) -> String {
        let row = rowHeight.map { #" rowHeight="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" systemVersion="15A284" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="tv-93-001">
            <scenes>
                <scene sceneID="sc-93-001">
                    <objects>
                        <tableViewController id="tv-93-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default"\(row) sectionHeaderHeight="28" sectionFooterHeight="28" id="tb-93-001">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="ce-93-001">
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-93-001" id="cv-93-001">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw-93-001" userLabel="swatch">
                                                    <rect key="frame" x="8" y="8" width="584" height="27.5"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="sw-93-001" firstAttribute="top" secondItem="cv-93-001" secondAttribute="top" constant="8" id="c93-001"/>
                                                <constraint firstAttribute="bottom" secondItem="sw-93-001" secondAttribute="bottom" constant="8" id="c93-002"/>
                                                <constraint firstItem="sw-93-001" firstAttribute="leading" secondItem="cv-93-001" secondAttribute="leading" constant="8" id="c93-003"/>
                                                <constraint firstAttribute="trailing" secondItem="sw-93-001" secondAttribute="trailing" constant="8" id="c93-004"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-93-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("is as wide as its table and a standard 44-pt row tall: its content view 43.5, no ambiguity")
    func standardRow() throws {
        let scene = try StoredFrames.built(Self.storyboard(rowHeight: nil))
        #expect(scene.ambiguities.isEmpty)
        #expect(scene.layout.ambiguities().isEmpty)
        // 600 wide, 44 less the 0.5 separator; the swatch 8 inside: 584 × 27.5, as stored.
        #expect(try StoredFrames.frame(scene, "swatch") == Rect(x: 8, y: 8, width: 584, height: 27.5))
    }

    @Test("takes the table's rowHeight: 80 makes the swatch 63.5 tall")
    func tableRowHeight() throws {
        let scene = try StoredFrames.built(Self.storyboard(rowHeight: "80"))
        #expect(scene.layout.ambiguities().isEmpty)
        #expect(try StoredFrames.frame(scene, "swatch") == Rect(x: 8, y: 8, width: 584, height: 63.5))
    }
}

@Suite("Views Xcode flagged ambiguous, and more symbols")
struct AmbiguousFlag93Tests {
    /// A box whose constraints give it no height, stored 42 tall where nothing makes it so, and
    /// flagged by Xcode as ambiguous.
    static func xib(flagged: Bool) -> String {
        StoredFrames.xib("""
                <view contentMode="scaleToFill" id="root-93" userLabel="panel">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill"\(flagged ? #" ambiguous="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="box-93" userLabel="box">
                            <rect key="frame" x="10" y="60" width="300" height="42"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-93" firstAttribute="leading" secondItem="root-93" secondAttribute="leading" constant="10" id="a93-1"/>
                        <constraint firstAttribute="trailing" secondItem="box-93" secondAttribute="trailing" constant="10" id="a93-2"/>
                        <constraint firstItem="box-93" firstAttribute="top" secondItem="root-93" secondAttribute="top" constant="10" id="a93-3"/>
                    </constraints>
                </view>
        """)
    }

    @Test("a frame Xcode flagged ambiguous is left out of the stored-frame comparison, as a misplaced one is")
    func ambiguousFlagLeftOut() throws {
        let flagged = Lint.storedFrameAgreement(try StoredFrames.document(Self.xib(flagged: true)))
        let plain = Lint.storedFrameAgreement(try StoredFrames.document(Self.xib(flagged: false)))
        // The panel itself is compared in both; the box only where Xcode did not flag it.
        #expect(flagged.total == plain.total - 1)
        #expect(plain.within == plain.total - 1)
        #expect(flagged.within == flagged.total)
    }

    @Test("a circled symbol read on a 2× canvas shares the circle's insets")
    func circledSymbols() {
        for symbol in ["magnifyingglass.circle.fill", "calendar.circle.fill", "arrow.left.circle"] {
            #expect(SymbolAlignment.insets(of: symbol, configuration: nil) == .known(EdgeInsets(top: -0.667, bottom: -0.667)))
        }
    }
}
