import InterfaceBuilder
import Layout
import Testing

/// Why IB's stored frames differ where the fifty-seventh round's samples of public documents
/// showed it: documents written for this test, frames derived by hand.
@Suite("Interface Builder, fifty-seventh round")
struct IB270Tests {
    /// A standalone 414-wide cell on `retina6_0` with a view pinned to its content view's margins.
    static func cell(toolsVersion: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="48" id="cl-270-001" userLabel="row">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="48"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cl-270-001" id="cv-270-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="48"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-270-001" userLabel="strip">
                                <rect key="frame" x="16" y="9" width="382" height="30"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="vw-270-001" firstAttribute="leading" secondItem="cv-270-001" secondAttribute="leadingMargin" id="c270-001"/>
                            <constraint firstAttribute="trailingMargin" secondItem="vw-270-001" secondAttribute="trailing" id="c270-002"/>
                            <constraint firstItem="vw-270-001" firstAttribute="centerY" secondItem="cv-270-001" secondAttribute="centerY" id="c270-003"/>
                            <constraint firstItem="vw-270-001" firstAttribute="height" constant="30" id="c270-004"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("Xcode 16's canvas draws retina6_0's rows with 16-pt side margins; Xcode 15's with the iPhone 14's 20")
    func narrowRowMarginsOnXcode16() throws {
        let drawn16 = try StoredFrames.frame(try StoredFrames.built(Self.cell(toolsVersion: 24128)), "strip")
        #expect(drawn16 == Rect(x: 16, y: 9, width: 382, height: 30))
        let drawn15 = try StoredFrames.frame(try StoredFrames.built(Self.cell(toolsVersion: 22155)), "strip")
        #expect(drawn15 == Rect(x: 20, y: 9, width: 374, height: 30))
    }

    @Test("A font stored at 0 points is drawn at 12: a semibold label one 12-pt line tall")
    func zeroPointFont() throws {
        let scene = try StoredFrames.built(IB250Tests.document("""
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="BETA" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-270-001" userLabel="badge">
                            <rect key="frame" x="20" y="100" width="300" height="14.333333333333334"/>
                            <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="0.0"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-270-001" firstAttribute="leading" secondItem="rt-250-001" secondAttribute="leading" constant="20" id="c270-101"/>
                        <constraint firstItem="lb-270-001" firstAttribute="top" secondItem="rt-250-001" secondAttribute="top" constant="100" id="c270-102"/>
                        <constraint firstItem="lb-270-001" firstAttribute="width" constant="300" id="c270-103"/>
                    </constraints>
        """))
        // The system font's line at 12 pt is 14.32, 14.333 on a @3x screen (at 17 pt: 20.333).
        let badge = try StoredFrames.frame(scene, "badge")
        #expect(abs(badge.height - 14.333333333333334) < 1e-6)
    }

    @Test("A bouncing scroll view rests scrolled below the status bar: a header inside it pinned to the root's top lies above its content")
    func stretchyHeaderFollowsTheRestingOffset() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="rt-270-201">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <scrollView contentMode="scaleToFill" alwaysBounceVertical="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sv-270-201" userLabel="scroller">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-270-201" userLabel="page">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-270-202" userLabel="banner">
                                                <rect key="frame" x="0.0" y="-59" width="393" height="179"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="300" id="c270-201"/>
                                            <constraint firstItem="vw-270-202" firstAttribute="leading" secondItem="vw-270-201" secondAttribute="leading" id="c270-202"/>
                                            <constraint firstAttribute="trailing" secondItem="vw-270-202" secondAttribute="trailing" id="c270-203"/>
                                            <constraint firstItem="vw-270-202" firstAttribute="bottom" secondItem="vw-270-201" secondAttribute="top" constant="120" id="c270-204"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="vw-270-201" firstAttribute="top" secondItem="sv-270-201" secondAttribute="top" id="c270-205"/>
                                    <constraint firstItem="vw-270-201" firstAttribute="leading" secondItem="sv-270-201" secondAttribute="leading" id="c270-206"/>
                                    <constraint firstAttribute="trailing" secondItem="vw-270-201" secondAttribute="trailing" id="c270-207"/>
                                    <constraint firstAttribute="bottom" secondItem="vw-270-201" secondAttribute="bottom" id="c270-208"/>
                                    <constraint firstItem="vw-270-201" firstAttribute="width" secondItem="sv-270-201" secondAttribute="width" id="c270-209"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sa-270-201"/>
                        <constraints>
                            <constraint firstItem="sv-270-201" firstAttribute="top" secondItem="rt-270-201" secondAttribute="top" id="c270-210"/>
                            <constraint firstItem="sv-270-201" firstAttribute="leading" secondItem="rt-270-201" secondAttribute="leading" id="c270-211"/>
                            <constraint firstAttribute="trailing" secondItem="sv-270-201" secondAttribute="trailing" id="c270-212"/>
                            <constraint firstAttribute="bottom" secondItem="sv-270-201" secondAttribute="bottom" id="c270-213"/>
                            <constraint firstItem="vw-270-202" firstAttribute="top" secondItem="rt-270-201" secondAttribute="top" id="c270-214"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try StoredFrames.built(document)
        // The iPhone 15's 59-pt top inset: the content rests 59 down, the banner's top (the
        // root's) 59 above it, its bottom 120 below it.
        #expect(try StoredFrames.frame(scene, "banner") == Rect(x: 0, y: -59, width: 393, height: 179))
    }
}
