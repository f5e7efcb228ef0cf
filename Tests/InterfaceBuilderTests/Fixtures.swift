import Layout

/// Storyboards and xibs written for these tests: invented ids, names and texts; every frame
/// below is derived from the constraints and Layoutbook's text metric (the system font's widths,
/// a line 1.1934 × the size, rounded up to the pixel: 20.5 at 17 pt on the @2x iPhone 8, 20.333
/// at @3x; a system button's title at 15 pt, 30 tall; a rounded text field 34 tall).
enum Fixtures {
    /// Two scenes on an iPhone 8 (375×667, 20-pt status bar) and a navigation controller whose
    /// root is the second. The sign-up scene's email field is stored 8 points too low (Xcode
    /// would flag it), so it is the one misplaced view.
    static let signUp = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-su-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <!--Sign Up-->
            <scene sceneID="sc-su-001">
                <objects>
                    <viewController storyboardIdentifier="signUp" id="vc-su-001" customClass="SignUpViewController" customModule="Pebble" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-su-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Create your account" numberOfLines="1" translatesAutoresizingMaskIntoConstraints="NO" id="lb-su-001">
                                    <rect key="frame" x="16" y="44" width="343" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="tf-su-001">
                                    <rect key="frame" x="16" y="80.5" width="343" height="34"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                </textField>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-su-001">
                                    <rect key="frame" x="160.5" y="126.5" width="54" height="30"/>
                                    <state key="normal" title="Sign Up"/>
                                </button>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Banner" id="vw-su-001">
                                    <rect key="frame" x="0.0" y="176.5" width="375" height="210.9375"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="vw-su-001" secondAttribute="height" multiplier="16:9" id="cn-su-010"/>
                                    </constraints>
                                </view>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="pebble" userLabel="Logo" id="im-su-001">
                                    <rect key="frame" x="20" y="400" width="100" height="100"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </imageView>
                                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Footer Stack" id="st-su-001">
                                    <rect key="frame" x="16" y="603" width="343" height="44"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-su-002">
                                            <rect key="frame" x="0.0" y="0.0" width="166.5" height="44"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="cn-su-011"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-su-003">
                                            <rect key="frame" x="176.5" y="0.0" width="166.5" height="44"/>
                                        </view>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa-su-001"/>
                            <constraints>
                                <constraint firstItem="lb-su-001" firstAttribute="top" secondItem="sa-su-001" secondAttribute="top" constant="24" id="cn-su-001"/>
                                <constraint firstItem="lb-su-001" firstAttribute="leading" secondItem="sa-su-001" secondAttribute="leading" constant="16" id="cn-su-002"/>
                                <constraint firstItem="sa-su-001" firstAttribute="trailing" secondItem="lb-su-001" secondAttribute="trailing" constant="16" id="cn-su-003"/>
                                <constraint firstItem="tf-su-001" firstAttribute="top" secondItem="lb-su-001" secondAttribute="bottom" constant="8" symbolic="YES" id="cn-su-004"/>
                                <constraint firstItem="tf-su-001" firstAttribute="leading" secondItem="lb-su-001" secondAttribute="leading" id="cn-su-005"/>
                                <constraint firstItem="tf-su-001" firstAttribute="trailing" secondItem="lb-su-001" secondAttribute="trailing" id="cn-su-006"/>
                                <constraint firstItem="bt-su-001" firstAttribute="centerX" secondItem="rt-su-001" secondAttribute="centerX" id="cn-su-007"/>
                                <constraint firstItem="bt-su-001" firstAttribute="top" secondItem="tf-su-001" secondAttribute="bottom" constant="20" id="cn-su-008"/>
                                <constraint firstItem="vw-su-001" firstAttribute="leading" secondItem="sa-su-001" secondAttribute="leading" id="cn-su-012"/>
                                <constraint firstItem="sa-su-001" firstAttribute="trailing" secondItem="vw-su-001" secondAttribute="trailing" id="cn-su-013"/>
                                <constraint firstItem="vw-su-001" firstAttribute="top" secondItem="bt-su-001" secondAttribute="bottom" constant="20" id="cn-su-014"/>
                                <constraint firstItem="st-su-001" firstAttribute="leading" secondItem="sa-su-001" secondAttribute="leading" constant="16" id="cn-su-015"/>
                                <constraint firstItem="sa-su-001" firstAttribute="trailing" secondItem="st-su-001" secondAttribute="trailing" constant="16" id="cn-su-016"/>
                                <constraint firstItem="sa-su-001" firstAttribute="bottom" secondItem="st-su-001" secondAttribute="bottom" constant="20" id="cn-su-017"/>
                                <constraint firstItem="bt-su-001" firstAttribute="leading" secondItem="rt-su-001" secondAttribute="leading" constant="40" placeholder="YES" id="cn-su-018"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="lb-su-001" id="ou-su-001"/>
                            <outlet property="emailField" destination="tf-su-001" id="ou-su-002"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr-su-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="sc-nv-001">
                <objects>
                    <navigationController id="nc-pf-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-pf-001">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="vc-pf-001" kind="relationship" relationship="rootViewController" id="sg-pf-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc-pf-001">
                <objects>
                    <viewController title="Profile" id="vc-pf-001" customClass="ProfileViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-pf-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" text="Hello, Ada" translatesAutoresizingMaskIntoConstraints="NO" id="lb-pf-001">
                                    <rect key="frame" x="16" y="72" width="78" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa-pf-001"/>
                            <constraints>
                                <constraint firstItem="lb-pf-001" firstAttribute="top" secondItem="sa-pf-001" secondAttribute="top" constant="8" id="cn-pf-001"/>
                                <constraint firstItem="lb-pf-001" firstAttribute="leading" secondItem="rt-pf-001" secondAttribute="leadingMargin" id="cn-pf-002"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Profile" id="ni-pf-001"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// A xib with one top-level cell-like view (no device), 320×60, holding an avatar and a name.
    static let badgeXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="bx-bd-001" customClass="BadgeView">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="av-bd-001">
                        <rect key="frame" x="12" y="12" width="36" height="36"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="36" id="cn-bd-001"/>
                            <constraint firstAttribute="width" secondItem="av-bd-001" secondAttribute="height" multiplier="1:1" id="cn-bd-002"/>
                        </constraints>
                    </view>
                    <label opaque="NO" text="Grace" translatesAutoresizingMaskIntoConstraints="NO" id="lb-bd-001">
                        <rect key="frame" x="56" y="19.833333333333332" width="45.666666666666664" height="20.333333333333332"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="av-bd-001" firstAttribute="leading" secondItem="bx-bd-001" secondAttribute="leading" constant="12" id="cn-bd-003"/>
                    <constraint firstItem="av-bd-001" firstAttribute="centerY" secondItem="bx-bd-001" secondAttribute="centerY" id="cn-bd-004"/>
                    <constraint firstItem="lb-bd-001" firstAttribute="leading" secondItem="av-bd-001" secondAttribute="trailing" constant="8" symbolic="YES" id="cn-bd-005"/>
                    <constraint firstItem="lb-bd-001" firstAttribute="centerY" secondItem="av-bd-001" secondAttribute="centerY" id="cn-bd-006"/>
                </constraints>
                <connections>
                    <outlet property="avatarView" destination="av-bd-001" id="ou-bd-001"/>
                </connections>
            </view>
        </objects>
    </document>
    """
}

extension Fixtures {
    /// A scroll view with Xcode 11's content and frame layout guides, on an iPhone 8: the content
    /// view is pinned to the content guide's edges and as wide as the frame guide, 1000 tall, so
    /// the content size is 375×1000 in a 375×647 scroll view (below the 20-pt status bar).
    static func scroll(bottom: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-sv-001">
                    <objects>
                        <viewController id="vc-sv-001" customClass="ArticleViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-sv-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv-sv-001">
                                        <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Content" id="cv-sv-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="1000" id="cn-sv-001"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="cv-sv-001" firstAttribute="top" secondItem="cg-sv-001" secondAttribute="top" id="cn-sv-002"/>
                                            <constraint firstItem="cv-sv-001" firstAttribute="leading" secondItem="cg-sv-001" secondAttribute="leading" id="cn-sv-003"/>
                                            <constraint firstItem="cv-sv-001" firstAttribute="trailing" secondItem="cg-sv-001" secondAttribute="trailing" id="cn-sv-004"/>
        \(bottom ? "                                    <constraint firstItem=\"cv-sv-001\" firstAttribute=\"bottom\" secondItem=\"cg-sv-001\" secondAttribute=\"bottom\" id=\"cn-sv-005\"/>" : "")
                                            <constraint firstItem="cv-sv-001" firstAttribute="width" secondItem="fg-sv-001" secondAttribute="width" id="cn-sv-006"/>
                                        </constraints>
                                        <viewLayoutGuide key="contentLayoutGuide" id="cg-sv-001"/>
                                        <viewLayoutGuide key="frameLayoutGuide" id="fg-sv-001"/>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-sv-001"/>
                                <constraints>
                                    <constraint firstItem="sv-sv-001" firstAttribute="top" secondItem="sa-sv-001" secondAttribute="top" id="cn-sv-007"/>
                                    <constraint firstItem="sv-sv-001" firstAttribute="leading" secondItem="sa-sv-001" secondAttribute="leading" id="cn-sv-008"/>
                                    <constraint firstItem="sa-sv-001" firstAttribute="trailing" secondItem="sv-sv-001" secondAttribute="trailing" id="cn-sv-009"/>
                                    <constraint firstItem="sa-sv-001" firstAttribute="bottom" secondItem="sv-sv-001" secondAttribute="bottom" id="cn-sv-010"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="scrollView" destination="sv-sv-001" id="ou-sv-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// An iOS 7–10 storyboard: the label hangs from `topLayoutGuide` (the safe area's top) by
    /// the standard spacing, and two constraints fight over its width (100 and 120, both required).
    static let oldGuides = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc-og-001">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="sc-og-001">
                <objects>
                    <viewController id="vc-og-001" customClass="OldViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tg-og-001"/>
                            <viewControllerLayoutGuide type="bottom" id="bg-og-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="rt-og-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Stamp" id="vw-og-001">
                                    <rect key="frame" x="16" y="28" width="100" height="40"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="cn-og-001"/>
                                        <constraint firstAttribute="height" constant="40" id="cn-og-002"/>
                                        <constraint firstAttribute="width" constant="120" identifier="stampWide" id="cn-og-003"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="vw-og-001" firstAttribute="top" secondItem="tg-og-001" secondAttribute="bottom" constant="8" symbolic="YES" id="cn-og-004"/>
                                <constraint firstItem="vw-og-001" firstAttribute="leading" secondItem="rt-og-001" secondAttribute="leadingMargin" id="cn-og-005"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

extension Fixtures {
    /// A table view controller on an iPhone 8 whose prototype cell (375×60) holds a title pinned
    /// to its content view's margins and a 44×44 badge on the right; the cell's own outlets name
    /// them. Saved by Xcode 15 (`toolsVersion` 22505) unless told, with the frames IB stores for
    /// margins of 16 at the sides and 11 at the top and bottom; `contentWidth` below 375 leaves
    /// room for an accessory at the right.
    static let table = table()

    static func table(toolsVersion: String = "22505", contentWidth: Double = 375,
                      label: String = #"x="16" y="11" width="291" height="38""#,
                      badge: String = #"x="315" y="8" width="44" height="44""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-tb-001">
                    <objects>
                        <tableViewController id="tc-tb-001" customClass="InboxViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="60" id="tv-tb-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="MessageCell" rowHeight="60" id="ce-tb-001" customClass="MessageCell">
                                        <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="ce-tb-001" id="cc-tb-001">
                                            <rect key="frame" x="0.0" y="0.0" width="\(formatted(contentWidth))" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" text="Lunch on Friday?" translatesAutoresizingMaskIntoConstraints="NO" id="lb-tb-001">
                                                    <rect key="frame" \(label)/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                </label>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bd-tb-001">
                                                    <rect key="frame" \(badge)/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="44" id="cn-tb-001"/>
                                                        <constraint firstAttribute="height" constant="44" id="cn-tb-002"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="lb-tb-001" firstAttribute="leading" secondItem="cc-tb-001" secondAttribute="leadingMargin" id="cn-tb-003"/>
                                                <constraint firstItem="lb-tb-001" firstAttribute="top" secondItem="cc-tb-001" secondAttribute="topMargin" id="cn-tb-004"/>
                                                <constraint firstItem="cc-tb-001" firstAttribute="bottomMargin" secondItem="lb-tb-001" secondAttribute="bottom" id="cn-tb-005"/>
                                                <constraint firstItem="bd-tb-001" firstAttribute="leading" secondItem="lb-tb-001" secondAttribute="trailing" constant="8" symbolic="YES" id="cn-tb-006"/>
                                                <constraint firstItem="cc-tb-001" firstAttribute="trailingMargin" secondItem="bd-tb-001" secondAttribute="trailing" id="cn-tb-007"/>
                                                <constraint firstItem="bd-tb-001" firstAttribute="centerY" secondItem="cc-tb-001" secondAttribute="centerY" id="cn-tb-008"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                        <connections>
                                            <outlet property="subjectLabel" destination="lb-tb-001" id="ou-tb-001"/>
                                            <outlet property="badgeView" destination="bd-tb-001" id="ou-tb-002"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension Fixtures {
    /// A settings row xib (no device: @3x, no insets): a "Night shift" label 16 from the left, a
    /// switch 16 from the right edge, both centred; a second switch below the row's centre with
    /// a width constraint of 49. The switch's constraints place its 49×31 alignment rectangle:
    /// 320 − 16 − 49 = 255, (60 − 31) / 2 = 14.5; its frame reaches 2 pt further right, 51 wide.
    /// `toolsVersion` 24127 (Xcode 26) makes them iOS 26 switches: 61×28 placed, 63×28 drawn.
    static func switchRowXib(toolsVersion: String = "22505") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rw-sw-001" customClass="NightShiftRow">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" text="Night shift" translatesAutoresizingMaskIntoConstraints="NO" id="lb-sw-001">
                            <rect key="frame" x="16" y="19.833333333333332" width="80" height="20.333333333333332"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw-sw-001">
                            <rect key="frame" x="255" y="14.5" width="51" height="31"/>
                        </switch>
                        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw-sw-002">
                            <rect key="frame" x="16" y="70" width="51" height="31"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="49" id="cn-sw-006"/>
                            </constraints>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-sw-001" firstAttribute="leading" secondItem="rw-sw-001" secondAttribute="leading" constant="16" id="cn-sw-001"/>
                        <constraint firstItem="lb-sw-001" firstAttribute="centerY" secondItem="rw-sw-001" secondAttribute="centerY" id="cn-sw-002"/>
                        <constraint firstAttribute="trailing" secondItem="sw-sw-001" secondAttribute="trailing" constant="16" id="cn-sw-003"/>
                        <constraint firstItem="sw-sw-001" firstAttribute="centerY" secondItem="rw-sw-001" secondAttribute="centerY" id="cn-sw-004"/>
                        <constraint firstItem="sw-sw-002" firstAttribute="leading" secondItem="rw-sw-001" secondAttribute="leading" constant="16" id="cn-sw-005"/>
                        <constraint firstItem="sw-sw-002" firstAttribute="top" secondItem="rw-sw-001" secondAttribute="top" constant="70" id="cn-sw-007"/>
                    </constraints>
                    <connections>
                        <outlet property="nightShiftSwitch" destination="sw-sw-001" id="ou-sw-001"/>
                        <outlet property="fixedSwitch" destination="sw-sw-002" id="ou-sw-002"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
    }

    /// A storyboard as Xcode 7 saved it (toolsVersion 8191, no `<device>`): a 320×568 root with
    /// a "Sounds" label 20 from the left and 28 below the top, no size of its own. Xcode 7 stored
    /// whole points: the label's 17-pt line (20.29) is 21 tall, its width rounded up to a whole
    /// point.
    static let wholePointStoryboard = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" systemVersion="14F27" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-wp-001">
        <scenes>
            <scene sceneID="sc-wp-001">
                <objects>
                    <viewController id="vc-wp-001" customClass="ChimeViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-wp-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Sounds" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-wp-001">
                                    <rect key="frame" x="20" y="28" width="58" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lb-wp-001" firstAttribute="leading" secondItem="rt-wp-001" secondAttribute="leading" constant="20" id="cn-wp-001"/>
                                <constraint firstItem="lb-wp-001" firstAttribute="top" secondItem="rt-wp-001" secondAttribute="top" constant="28" id="cn-wp-002"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

extension Fixtures {
    /// A storyboard with one scene whose root view is `root` points, saved by `toolsVersion` for
    /// `device`: a "Tea time" label 16 from the left, its top on the safe area's, and a rounded
    /// text field under it (16 at each side, 8 below), with no size of its own. `simulated` is
    /// put in the controller as is (its simulated bar metrics).
    static func resizedRootStoryboard(device: String, toolsVersion: String, root: Size, simulated: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-rr-001">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-rr-001">
                    <objects>
                        <viewController id="vc-rr-001" customClass="KettleViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-rr-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(formatNumber(root.width))" height="\(formatNumber(root.height))"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <label opaque="NO" text="Tea time" translatesAutoresizingMaskIntoConstraints="NO" id="lb-rr-001">
                                        <rect key="frame" x="16" y="0.0" width="60" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Minutes" translatesAutoresizingMaskIntoConstraints="NO" id="tf-rr-001">
                                        <rect key="frame" x="16" y="28.5" width="343" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </textField>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-rr-001"/>
                                <constraints>
                                    <constraint firstItem="lb-rr-001" firstAttribute="leading" secondItem="rt-rr-001" secondAttribute="leading" constant="16" id="cn-rr-001"/>
                                    <constraint firstItem="lb-rr-001" firstAttribute="top" secondItem="sa-rr-001" secondAttribute="top" id="cn-rr-002"/>
                                    <constraint firstItem="tf-rr-001" firstAttribute="leading" secondItem="rt-rr-001" secondAttribute="leading" constant="16" id="cn-rr-003"/>
                                    <constraint firstAttribute="trailing" secondItem="tf-rr-001" secondAttribute="trailing" constant="16" id="cn-rr-004"/>
                                    <constraint firstItem="tf-rr-001" firstAttribute="top" secondItem="lb-rr-001" secondAttribute="bottom" constant="8" id="cn-rr-005"/>
                                </constraints>
                            </view>
                            \(simulated)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}

extension Fixtures {
    /// An iPhone 8 scene whose "Receipt" card is pinned 16 from the left, 20 under the safe
    /// area's top and 200 wide, with no height: ambiguous, drawn 80 tall at (16, 40).
    static let ambiguousCard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-ac-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc-ac-001">
                <objects>
                    <viewController id="vc-ac-001" customClass="ReceiptViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-ac-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Receipt" id="vw-ac-001">
                                    <rect key="frame" x="16" y="40" width="200" height="80"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="cn-ac-001"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa-ac-001"/>
                            <constraints>
                                <constraint firstItem="vw-ac-001" firstAttribute="leading" secondItem="rt-ac-001" secondAttribute="leading" constant="16" id="cn-ac-002"/>
                                <constraint firstItem="vw-ac-001" firstAttribute="top" secondItem="sa-ac-001" secondAttribute="top" constant="20" id="cn-ac-003"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

extension Fixtures {
    /// A recipe card xib on an iPhone 8 (@2x), 375×200, every view pinned to the card's own
    /// top-left (no safe area): three labels of two or three paragraphs each (numberOfLines 0)
    /// stacked 8 apart from y = 10, in Subheadline, Body and the 15-pt system font; and four
    /// buttons without configuration at x = 200: titled at 11 pt, 14 pt and the default 15 pt,
    /// one showing an image the document does not list ("timer") and one showing "bell", which
    /// its resources list as 22×20; at x = 280 two "Pour" buttons, the second with
    /// contentEdgeInsets of 16 left and right and 10 top and bottom.
    static let recipeCardXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="rc-card-001" customClass="RecipeCard">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="rc-lb-001">
                        <rect key="frame" x="16" y="10" width="120" height="38"/>
                        <string key="text">Whisk the eggs
    Fold in the flour</string>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                    </label>
                    <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="rc-lb-002">
                        <rect key="frame" x="16" y="56" width="40" height="64.5"/>
                        <string key="text">Rest
    Bake
    Cool</string>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="rc-lb-003">
                        <rect key="frame" x="16" y="128.5" width="45" height="36"/>
                        <string key="text">Serve
    Enjoy</string>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-001">
                        <rect key="frame" x="200" y="10" width="36" height="26"/>
                        <fontDescription key="fontDescription" type="system" pointSize="11"/>
                        <state key="normal" title="Retake"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-002">
                        <rect key="frame" x="200" y="50" width="31" height="29"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <state key="normal" title="Keep"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-003">
                        <rect key="frame" x="200" y="90" width="30" height="30"/>
                        <state key="normal" title="Go"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-004">
                        <rect key="frame" x="200" y="130" width="30" height="30"/>
                        <state key="normal" image="timer"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-006">
                        <rect key="frame" x="280" y="10" width="30" height="30"/>
                        <state key="normal" title="Pour"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-007">
                        <rect key="frame" x="280" y="50" width="62" height="38"/>
                        <inset key="contentEdgeInsets" minX="16" minY="10" maxX="16" maxY="10"/>
                        <state key="normal" title="Pour"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="rc-bt-005">
                        <rect key="frame" x="200" y="170" width="22" height="20"/>
                        <state key="normal" image="bell"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="rc-lb-001" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="16" id="rc-cn-001"/>
                    <constraint firstItem="rc-lb-001" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="10" id="rc-cn-002"/>
                    <constraint firstItem="rc-lb-002" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="16" id="rc-cn-003"/>
                    <constraint firstItem="rc-lb-002" firstAttribute="top" secondItem="rc-lb-001" secondAttribute="bottom" constant="8" id="rc-cn-004"/>
                    <constraint firstItem="rc-lb-003" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="16" id="rc-cn-005"/>
                    <constraint firstItem="rc-lb-003" firstAttribute="top" secondItem="rc-lb-002" secondAttribute="bottom" constant="8" id="rc-cn-006"/>
                    <constraint firstItem="rc-bt-001" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="200" id="rc-cn-007"/>
                    <constraint firstItem="rc-bt-001" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="10" id="rc-cn-008"/>
                    <constraint firstItem="rc-bt-002" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="200" id="rc-cn-009"/>
                    <constraint firstItem="rc-bt-002" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="50" id="rc-cn-010"/>
                    <constraint firstItem="rc-bt-003" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="200" id="rc-cn-011"/>
                    <constraint firstItem="rc-bt-003" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="90" id="rc-cn-012"/>
                    <constraint firstItem="rc-bt-004" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="200" id="rc-cn-013"/>
                    <constraint firstItem="rc-bt-004" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="130" id="rc-cn-014"/>
                    <constraint firstItem="rc-bt-006" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="280" id="rc-cn-017"/>
                    <constraint firstItem="rc-bt-006" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="10" id="rc-cn-018"/>
                    <constraint firstItem="rc-bt-007" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="280" id="rc-cn-019"/>
                    <constraint firstItem="rc-bt-007" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="50" id="rc-cn-020"/>
                    <constraint firstItem="rc-bt-005" firstAttribute="leading" secondItem="rc-card-001" secondAttribute="leading" constant="200" id="rc-cn-015"/>
                    <constraint firstItem="rc-bt-005" firstAttribute="top" secondItem="rc-card-001" secondAttribute="top" constant="170" id="rc-cn-016"/>
                </constraints>
                <connections>
                    <outlet property="stepsLabel" destination="rc-lb-001" id="rc-ou-001"/>
                    <outlet property="notesLabel" destination="rc-lb-002" id="rc-ou-002"/>
                    <outlet property="servingLabel" destination="rc-lb-003" id="rc-ou-003"/>
                    <outlet property="retakeButton" destination="rc-bt-001" id="rc-ou-004"/>
                    <outlet property="keepButton" destination="rc-bt-002" id="rc-ou-005"/>
                    <outlet property="goButton" destination="rc-bt-003" id="rc-ou-006"/>
                    <outlet property="timerButton" destination="rc-bt-004" id="rc-ou-007"/>
                    <outlet property="bellButton" destination="rc-bt-005" id="rc-ou-008"/>
                    <outlet property="pourButton" destination="rc-bt-006" id="rc-ou-009"/>
                    <outlet property="paddedPourButton" destination="rc-bt-007" id="rc-ou-010"/>
                </connections>
            </view>
        </objects>
        <resources>
            <image name="bell" width="22" height="20"/>
            <image name="checkmark" catalog="system" width="128" height="114"/>
        </resources>
    </document>
    """
}

extension Fixtures {
    /// A 320×60 row: a holder view as wide as its photo and 12 around it, and a tag box 8 after
    /// the holder. The photo is stored 50 wide against its width constraint of 36; the holder
    /// (74 wide) and the tag box (at 82) are stored as the constraints place them around that
    /// stale photo.
    static let staleRowXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <view contentMode="scaleToFill" id="rw-st-001" userLabel="Row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hd-st-001" userLabel="Holder">
                        <rect key="frame" x="0.0" y="0.0" width="74" height="60"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ph-st-001" userLabel="Photo">
                                <rect key="frame" x="12" y="12" width="50" height="36"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="36" id="cn-st-001"/>
                                    <constraint firstAttribute="height" constant="36" id="cn-st-002"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="ph-st-001" firstAttribute="leading" secondItem="hd-st-001" secondAttribute="leading" constant="12" id="cn-st-003"/>
                            <constraint firstItem="ph-st-001" firstAttribute="top" secondItem="hd-st-001" secondAttribute="top" constant="12" id="cn-st-004"/>
                            <constraint firstAttribute="trailing" secondItem="ph-st-001" secondAttribute="trailing" constant="12" id="cn-st-005"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tg-st-001" userLabel="Tag Box">
                        <rect key="frame" x="82" y="0.0" width="40" height="60"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="cn-st-006"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="hd-st-001" firstAttribute="leading" secondItem="rw-st-001" secondAttribute="leading" id="cn-st-007"/>
                    <constraint firstItem="hd-st-001" firstAttribute="top" secondItem="rw-st-001" secondAttribute="top" id="cn-st-008"/>
                    <constraint firstItem="hd-st-001" firstAttribute="height" constant="60" id="cn-st-009"/>
                    <constraint firstItem="tg-st-001" firstAttribute="leading" secondItem="hd-st-001" secondAttribute="trailing" constant="8" id="cn-st-010"/>
                    <constraint firstItem="tg-st-001" firstAttribute="top" secondItem="rw-st-001" secondAttribute="top" id="cn-st-011"/>
                    <constraint firstItem="tg-st-001" firstAttribute="height" constant="60" id="cn-st-012"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
}

extension Fixtures {
    /// A 320×60 toolbar row of SF Symbol image views (default configuration unless said):
    /// - "Back Arrow" (`arrow.left`): leading 16, centred, 24×24 placed; its insets (−3 top,
    ///   −2.667 bottom) draw it at y = 18 + 3 = 21, 24 − 5.667 = 18.333 tall.
    /// - "Key Badge" (`key.fill`): trailing 16, top 10, 20×20 placed; its insets (1 top, 1.333
    ///   bottom) draw it at y = 9, 22.333 tall, x = 320 − 16 − 20 = 284.
    /// - "Leaf Mark" (`leaf`, not in the table): 30×30 placed at (100, 10); stored as IB would
    ///   draw some symbol, (100, 12, 30, 26), so it is misplaced and must say why.
    /// - "Big Chevron" (`chevron.right`, `scale="large"`): 20×20 at (150, 20), stored 17 tall.
    /// - "Side Chevron" (`chevron.left`, −2 top, −1.667 bottom): leading 200, top 8, width 12 and
    ///   no height, so its image's size decides, taken from its stored frame (200, 10, 12,
    ///   16.333): its alignment rectangle is 16.333 + 2 + 1.667 = 20 tall, from y 8, and it is
    ///   drawn as stored.
    static let symbolToolbarXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
        <objects>
            <view contentMode="scaleToFill" id="rw-sy-001" userLabel="Toolbar Row">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <subviews>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="arrow.left" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv-sy-001" userLabel="Back Arrow">
                        <rect key="frame" x="16" y="21" width="24" height="18.333333333333332"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="24" id="cn-sy-001"/>
                            <constraint firstAttribute="height" constant="24" id="cn-sy-002"/>
                        </constraints>
                    </imageView>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="key.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv-sy-002" userLabel="Key Badge">
                        <rect key="frame" x="284" y="9" width="20" height="22.333333333333332"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="cn-sy-003"/>
                            <constraint firstAttribute="height" constant="20" id="cn-sy-004"/>
                        </constraints>
                    </imageView>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="leaf" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv-sy-003" userLabel="Leaf Mark">
                        <rect key="frame" x="100" y="12" width="30" height="26"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="cn-sy-005"/>
                            <constraint firstAttribute="height" constant="30" id="cn-sy-006"/>
                        </constraints>
                    </imageView>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv-sy-004" userLabel="Big Chevron">
                        <rect key="frame" x="150" y="21.5" width="20" height="17"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="cn-sy-007"/>
                            <constraint firstAttribute="height" constant="20" id="cn-sy-008"/>
                        </constraints>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
                    </imageView>
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.left" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="iv-sy-005" userLabel="Side Chevron">
                        <rect key="frame" x="200" y="10" width="12" height="16.333333333333332"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="12" id="cn-sy-009"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="iv-sy-001" firstAttribute="leading" secondItem="rw-sy-001" secondAttribute="leading" constant="16" id="cn-sy-010"/>
                    <constraint firstItem="iv-sy-001" firstAttribute="centerY" secondItem="rw-sy-001" secondAttribute="centerY" id="cn-sy-011"/>
                    <constraint firstAttribute="trailing" secondItem="iv-sy-002" secondAttribute="trailing" constant="16" id="cn-sy-012"/>
                    <constraint firstItem="iv-sy-002" firstAttribute="top" secondItem="rw-sy-001" secondAttribute="top" constant="10" id="cn-sy-013"/>
                    <constraint firstItem="iv-sy-003" firstAttribute="leading" secondItem="rw-sy-001" secondAttribute="leading" constant="100" id="cn-sy-014"/>
                    <constraint firstItem="iv-sy-003" firstAttribute="top" secondItem="rw-sy-001" secondAttribute="top" constant="10" id="cn-sy-015"/>
                    <constraint firstItem="iv-sy-004" firstAttribute="leading" secondItem="rw-sy-001" secondAttribute="leading" constant="150" id="cn-sy-016"/>
                    <constraint firstItem="iv-sy-004" firstAttribute="top" secondItem="rw-sy-001" secondAttribute="top" constant="20" id="cn-sy-017"/>
                    <constraint firstItem="iv-sy-005" firstAttribute="leading" secondItem="rw-sy-001" secondAttribute="leading" constant="200" id="cn-sy-018"/>
                    <constraint firstItem="iv-sy-005" firstAttribute="top" secondItem="rw-sy-001" secondAttribute="top" constant="8" id="cn-sy-019"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="arrow.left" catalog="system" width="128" height="95"/>
            <image name="chevron.left" catalog="system" width="97" height="128"/>
            <image name="chevron.right" catalog="system" width="97" height="128"/>
            <image name="key.fill" catalog="system" width="82" height="128"/>
            <image name="leaf" catalog="system" width="128" height="113"/>
        </resources>
    </document>
    """
}

extension Fixtures {
    /// An iPhone 8 xib of a 375×200 "Playback" panel saved by `toolsVersion`: a segmented control
    /// ("Loop", "Shuffle": two segments of "Shuffle" at 13 pt plus 20.5, 128 at the whole point) 20 from the top and left,
    /// given a height of 30; a volume slider under it
    /// (12 below), pinned 20 from each side; and a progress view under that (12 below), pinned 20
    /// from each side, with no height of its own.
    static func playbackPanelXib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="pn-pb-001" userLabel="Playback Panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg-pb-001" userLabel="Mode Control">
                            <rect key="frame" x="20" y="20" width="128" height="31"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="30" id="cn-pb-001"/>
                            </constraints>
                            <segments>
                                <segment title="Loop"/>
                                <segment title="Shuffle"/>
                            </segments>
                        </segmentedControl>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl-pb-001" userLabel="Volume Slider">
                            <rect key="frame" x="18" y="62" width="339" height="31"/>
                        </slider>
                        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="pv-pb-001" userLabel="Track Progress">
                            <rect key="frame" x="20" y="104" width="335" height="4"/>
                        </progressView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sg-pb-001" firstAttribute="top" secondItem="pn-pb-001" secondAttribute="top" constant="20" id="cn-pb-002"/>
                        <constraint firstItem="sg-pb-001" firstAttribute="leading" secondItem="pn-pb-001" secondAttribute="leading" constant="20" id="cn-pb-003"/>
                        <constraint firstItem="sl-pb-001" firstAttribute="top" secondItem="sg-pb-001" secondAttribute="bottom" constant="12" id="cn-pb-004"/>
                        <constraint firstItem="sl-pb-001" firstAttribute="leading" secondItem="pn-pb-001" secondAttribute="leading" constant="20" id="cn-pb-005"/>
                        <constraint firstAttribute="trailing" secondItem="sl-pb-001" secondAttribute="trailing" constant="20" id="cn-pb-006"/>
                        <constraint firstItem="pv-pb-001" firstAttribute="top" secondItem="sl-pb-001" secondAttribute="bottom" constant="12" id="cn-pb-007"/>
                        <constraint firstItem="pv-pb-001" firstAttribute="leading" secondItem="pn-pb-001" secondAttribute="leading" constant="20" id="cn-pb-008"/>
                        <constraint firstAttribute="trailing" secondItem="pv-pb-001" secondAttribute="trailing" constant="20" id="cn-pb-009"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }
}

extension Fixtures {
    /// A xib of a 232×100 "Departures" card: a vertical stack 16 from the top, left and right
    /// (200 wide) holding an "Arrivals" label and a hidden "Delayed" label, stored as IB's canvas
    /// stores a hidden arranged view: at its own one-line height (20.333), where it would start.
    static let hiddenArrangedXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="cd-ha-001" userLabel="Departures Card">
                <rect key="frame" x="0.0" y="0.0" width="232" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st-ha-001" userLabel="Rows">
                        <rect key="frame" x="16" y="16" width="200" height="20.333333333333332"/>
                        <subviews>
                            <label opaque="NO" text="Arrivals" translatesAutoresizingMaskIntoConstraints="NO" id="lb-ha-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="20.333333333333332"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label hidden="YES" opaque="NO" text="Delayed" translatesAutoresizingMaskIntoConstraints="NO" id="lb-ha-002">
                                <rect key="frame" x="0.0" y="20.333333333333332" width="200" height="20.333333333333332"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="st-ha-001" firstAttribute="top" secondItem="cd-ha-001" secondAttribute="top" constant="16" id="cn-ha-001"/>
                    <constraint firstItem="st-ha-001" firstAttribute="leading" secondItem="cd-ha-001" secondAttribute="leading" constant="16" id="cn-ha-002"/>
                    <constraint firstAttribute="trailing" secondItem="st-ha-001" secondAttribute="trailing" constant="16" id="cn-ha-003"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
}

extension Fixtures {
    /// A xib of a 320×120 tea-timer panel with two configured buttons (`UIButton.Configuration`,
    /// style plain) pinned 16 from the left: "Steep tea" 20 from the top with no title font of its
    /// own, and "Pour" 70 from the top with a 17-pt `titleFontDescription`. Saved by the Xcode of
    /// `toolsVersion` (19529 is Xcode 13, 21507 Xcode 14).
    static func configuredButtonXib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rt-cb-001" customClass="TeaTimerPanel">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-cb-001">
                            <rect key="frame" x="16" y="20" width="86.5" height="31"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Steep tea"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="bt-cb-002">
                            <rect key="frame" x="16" y="70" width="60" height="34.5"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Pour">
                                <fontDescription key="titleFontDescription" type="system" pointSize="17"/>
                            </buttonConfiguration>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-cb-001" firstAttribute="leading" secondItem="rt-cb-001" secondAttribute="leading" constant="16" id="cn-cb-001"/>
                        <constraint firstItem="bt-cb-001" firstAttribute="top" secondItem="rt-cb-001" secondAttribute="top" constant="20" id="cn-cb-002"/>
                        <constraint firstItem="bt-cb-002" firstAttribute="leading" secondItem="rt-cb-001" secondAttribute="leading" constant="16" id="cn-cb-003"/>
                        <constraint firstItem="bt-cb-002" firstAttribute="top" secondItem="rt-cb-001" secondAttribute="top" constant="70" id="cn-cb-004"/>
                    </constraints>
                    <connections>
                        <outlet property="steepButton" destination="bt-cb-001" id="ou-cb-001"/>
                        <outlet property="pourButton" destination="bt-cb-002" id="ou-cb-002"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
    }

    /// A 320×60 title row of an invented app, saved by `toolsVersion`: "Pebble" in the bold
    /// system font at 28 pt, 16 from the leading edge and centred, stored as Xcode 12 and later
    /// measure it (91 wide, 33.667 tall at @3x).
    static func titleRowXib(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="rw-tr-001" customClass="TitleRow">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" text="Pebble" translatesAutoresizingMaskIntoConstraints="NO" id="lb-tr-001">
                            <rect key="frame" x="16" y="13.166666666666666" width="91" height="33.666666666666664"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="28"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lb-tr-001" firstAttribute="leading" secondItem="rw-tr-001" secondAttribute="leading" constant="16" id="cn-tr-001"/>
                        <constraint firstItem="lb-tr-001" firstAttribute="centerY" secondItem="rw-tr-001" secondAttribute="centerY" id="cn-tr-002"/>
                    </constraints>
                    <connections>
                        <outlet property="titleLabel" destination="lb-tr-001" id="ou-tr-001"/>
                    </connections>
                </view>
            </objects>
        </document>
        """
    }
}

extension Fixtures {
    /// A xib of a 232×160 platform card: a vertical stack pinned 70 from the top (below the
    /// device's safe area, which would add to the stack's margins) and 16 from the left and right
    /// (200 wide) holding one 17-pt label, with margins written as Xcode writes them for a stack
    /// arranged inside its margins — `margins` is the `<edgeInsets>` or `<directionalEdgeInsets>`
    /// element — and no attribute saying so.
    static func marginStackXib(margins: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="cd-ms-001" userLabel="Platform Card">
                    <rect key="frame" x="0.0" y="0.0" width="232" height="160"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st-ms-001" userLabel="Platform Rows">
                            <rect key="frame" x="16" y="70" width="200" height="30.333333333333332"/>
                            <subviews>
                                <label opaque="NO" text="Platform 4" translatesAutoresizingMaskIntoConstraints="NO" id="lb-ms-001">
                                    <rect key="frame" x="12" y="4" width="180" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            \(margins)
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st-ms-001" firstAttribute="top" secondItem="cd-ms-001" secondAttribute="top" constant="70" id="cn-ms-001"/>
                        <constraint firstItem="st-ms-001" firstAttribute="leading" secondItem="cd-ms-001" secondAttribute="leading" constant="16" id="cn-ms-002"/>
                        <constraint firstAttribute="trailing" secondItem="st-ms-001" secondAttribute="trailing" constant="16" id="cn-ms-003"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }
}

extension Fixtures {
    /// A xib's 320×200 "Kettle panel" with four system buttons pinned by their top-left corner
    /// only, so each is its intrinsic size: "Go" on a 60×44 "pill" background image, no title on
    /// a 50×50 "disc" background, "Share" on a 24×24 "dot" background, and "Share" alone.
    static let backgroundImageButtonsXib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="bg-pn-001" userLabel="Kettle panel">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bg-bt-001" userLabel="Pill">
                        <rect key="frame" x="10" y="10" width="60" height="44"/>
                        <state key="normal" title="Go" backgroundImage="pill"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bg-bt-002" userLabel="Disc">
                        <rect key="frame" x="100" y="10" width="50" height="50"/>
                        <state key="normal" backgroundImage="disc"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bg-bt-003" userLabel="Dot">
                        <rect key="frame" x="10" y="100" width="41" height="30"/>
                        <state key="normal" title="Share" backgroundImage="dot"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bg-bt-004" userLabel="Plain">
                        <rect key="frame" x="100" y="100" width="41" height="30"/>
                        <state key="normal" title="Share"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="bg-bt-001" firstAttribute="leading" secondItem="bg-pn-001" secondAttribute="leading" constant="10" id="bg-cn-001"/>
                    <constraint firstItem="bg-bt-001" firstAttribute="top" secondItem="bg-pn-001" secondAttribute="top" constant="10" id="bg-cn-002"/>
                    <constraint firstItem="bg-bt-002" firstAttribute="leading" secondItem="bg-pn-001" secondAttribute="leading" constant="100" id="bg-cn-003"/>
                    <constraint firstItem="bg-bt-002" firstAttribute="top" secondItem="bg-pn-001" secondAttribute="top" constant="10" id="bg-cn-004"/>
                    <constraint firstItem="bg-bt-003" firstAttribute="leading" secondItem="bg-pn-001" secondAttribute="leading" constant="10" id="bg-cn-005"/>
                    <constraint firstItem="bg-bt-003" firstAttribute="top" secondItem="bg-pn-001" secondAttribute="top" constant="100" id="bg-cn-006"/>
                    <constraint firstItem="bg-bt-004" firstAttribute="leading" secondItem="bg-pn-001" secondAttribute="leading" constant="100" id="bg-cn-007"/>
                    <constraint firstItem="bg-bt-004" firstAttribute="top" secondItem="bg-pn-001" secondAttribute="top" constant="100" id="bg-cn-008"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="pill" width="60" height="44"/>
            <image name="disc" width="50" height="50"/>
            <image name="dot" width="24" height="24"/>
        </resources>
    </document>
    """
}
