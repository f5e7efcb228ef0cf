import Testing
import Layout
@testable import InterfaceBuilder

/// Text sizes IB stores for the system font's hairline weights and for text fields: ultra light
/// and thin letters narrower than light ones from 20 pt, a borderless field's room beside its
/// text, and a rounded field's before Xcode 11. Documents written for these tests; every size
/// worked out by hand from the light and regular tables (``SystemFontMetrics``).
@Suite("Frames IB stores: hairline weights and text fields' room beside their text")
struct SystemText78Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    // MARK: Ultra light and thin

    /// An Xcode 13 xib for an iPhone 8 (@2x): three labels pinned by their top and leading edges
    /// only, so each is as large as its text. "Horizon" in ultra light at 40 pt, "Tide 42" in thin
    /// at 44 pt, "Dusk" in ultra light at 18 pt.
    static let hairlines = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-78-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Horizon" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-78-002" userLabel="Horizon">
                    <rect key="frame" x="20" y="20" width="126" height="48"/>
                    <fontDescription key="fontDescription" type="system" weight="ultraLight" pointSize="40"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tide 42" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-78-003" userLabel="Tide">
                    <rect key="frame" x="20" y="100" width="139.5" height="53"/>
                    <fontDescription key="fontDescription" type="system" weight="thin" pointSize="44"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Dusk" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-78-004" userLabel="Dusk">
                    <rect key="frame" x="20" y="200" width="40" height="21.5"/>
                    <fontDescription key="fontDescription" type="system" weight="ultraLight" pointSize="18"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lb-78-002" firstAttribute="top" secondItem="rt-78-001" secondAttribute="top" constant="20" id="lb-78-c1"/>
                <constraint firstItem="lb-78-002" firstAttribute="leading" secondItem="rt-78-001" secondAttribute="leading" constant="20" id="lb-78-c2"/>
                <constraint firstItem="lb-78-003" firstAttribute="top" secondItem="rt-78-001" secondAttribute="top" constant="100" id="lb-78-c3"/>
                <constraint firstItem="lb-78-003" firstAttribute="leading" secondItem="rt-78-001" secondAttribute="leading" constant="20" id="lb-78-c4"/>
                <constraint firstItem="lb-78-004" firstAttribute="top" secondItem="rt-78-001" secondAttribute="top" constant="200" id="lb-78-c5"/>
                <constraint firstItem="lb-78-004" firstAttribute="leading" secondItem="rt-78-001" secondAttribute="leading" constant="20" id="lb-78-c6"/>
            </constraints>
        </view>
        """, toolsVersion: "19529", device: "retina4_7")

    @Test("ultra light and thin letters are 0.957 of the light table's at 40 pt; digits, spaces and sizes to 20 pt keep it")
    func hairlineLetters() throws {
        let scene = try StoredFrames.built(Self.hairlines)
        // "Horizon", ultra light 40 pt, the variable font (Xcode 13): 131.70 by the light table
        // (letters, tracking and kerning); its letters' table widths are 138.71 of that, 4.3 %
        // narrower: 131.70 − 138.71 × 0.043 = 125.74, up to the @2x pixel 126. A line 47.74 → 48.
        #expect(try frame(scene, "horizon") == Rect(x: 20, y: 20, width: 126, height: 48))
        // "Tide 42", thin 44 pt: 142.98 by the light table; only the four letters narrow
        // (85.96 of table width × 0.043 = 3.70): 139.28 → 139.5. The digits and the space keep
        // their widths. A line 52.51 → 53.
        #expect(try frame(scene, "tide") == Rect(x: 20, y: 100, width: 139.5, height: 53))
        // "Dusk", ultra light 18 pt: below 20 pt the light table's 39.72 → 40, a line 21.48 → 21.5.
        #expect(try frame(scene, "dusk") == Rect(x: 20, y: 200, width: 40, height: 21.5))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("the hairline factor touches letters only, and only ultra light and thin")
    func hairlineScaleIsLettersOnly() {
        #expect(TextMetrics.hairlineScale(of: "R", fontSize: 40, weight: .ultraLight) == TextMetrics.hairlineLetterScale)
        #expect(TextMetrics.hairlineScale(of: "é", fontSize: 44, weight: .thin) == TextMetrics.hairlineLetterScale)
        // Halfway from 20 to 40 pt, halfway to the factor: 1 − 0.043 / 2.
        #expect(abs(TextMetrics.hairlineScale(of: "R", fontSize: 30, weight: .thin) - 0.9785) < 1e-9)
        #expect(TextMetrics.hairlineScale(of: "R", fontSize: 20, weight: .ultraLight) == 1)
        #expect(TextMetrics.hairlineScale(of: "7", fontSize: 40, weight: .ultraLight) == 1)
        #expect(TextMetrics.hairlineScale(of: "R", fontSize: 19.5, weight: .thin) == 1)
        #expect(TextMetrics.hairlineScale(of: "R", fontSize: 40, weight: .light) == 1)
        // A light label's width is the table's, untouched.
        let light = TextMetrics.width("Horizon", fontSize: 40, weight: .light)
        let ultraLight = TextMetrics.width("Horizon", fontSize: 40, weight: .ultraLight)
        #expect(abs(light - 131.70) < 0.01)
        #expect(abs(ultraLight - 125.74) < 0.01)
    }

    // MARK: SF Pro Display, Xcode 9 to 11

    /// An Xcode 10 xib for an iPhone 8 (@2x): "Weekly summary" at 28 pt and "Quiet hours" at 17
    /// pt, regular, each pinned by its top and leading edges only.
    static let summary = StoredFrames.xib("""
        <view contentMode="scaleToFill" id="rt-78-020">
            <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Weekly summary" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-78-021" userLabel="Summary">
                    <rect key="frame" x="20" y="20" width="205.5" height="33.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="28"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Quiet hours" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lb-78-022" userLabel="Quiet">
                    <rect key="frame" x="20" y="100" width="89" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="lb-78-021" firstAttribute="top" secondItem="rt-78-020" secondAttribute="top" constant="20" id="lb-78-c21"/>
                <constraint firstItem="lb-78-021" firstAttribute="leading" secondItem="rt-78-020" secondAttribute="leading" constant="20" id="lb-78-c22"/>
                <constraint firstItem="lb-78-022" firstAttribute="top" secondItem="rt-78-020" secondAttribute="top" constant="100" id="lb-78-c23"/>
                <constraint firstItem="lb-78-022" firstAttribute="leading" secondItem="rt-78-020" secondAttribute="leading" constant="20" id="lb-78-c24"/>
            </constraints>
        </view>
        """, toolsVersion: "14460", device: "retina4_7")

    @Test("Xcode 9 to 11 measured SF Pro Display, from 20 pt, tighter than the shared static table")
    func proDisplayTracking() throws {
        let scene = try StoredFrames.built(Self.summary)
        // "Weekly summary" at 28 pt, 14 characters: 208.25 by the static table (→ 208.5); SF Pro
        // Display at 28 pt tracks 0.00778 em a character tighter: 208.25 − 14 × 28 × 0.00778 =
        // 205.20 → 205.5. A line 33.42 → 33.5.
        #expect(try frame(scene, "summary") == Rect(x: 20, y: 20, width: 205.5, height: 33.5))
        // "Quiet hours" at 17 pt is SF Pro Text: the table's 88.60 → 89, a line 20.29 → 20.5.
        #expect(try frame(scene, "quiet") == Rect(x: 20, y: 100, width: 89, height: 20.5))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(SystemFontDesign.textAndDisplay.displayCorrection(fontSize: 19.5) == 0)
        #expect(SystemFontDesign.variable.displayCorrection(fontSize: 28) == 0)
        #expect(abs(SystemFontDesign.textAndDisplay.displayCorrection(fontSize: 26) - (-0.006415)) < 1e-9)
    }

    // MARK: Text fields

    /// A xib for an iPhone 8 saved by `toolsVersion`: a rounded field with the placeholder
    /// "City name" and a borderless one with "Promo code", each pinned by its top and leading
    /// edges only; stored frames as `cityWidth`×`cityHeight` and 87.333×18.
    static func fields(toolsVersion: String, cityWidth: String, cityHeight: String) -> String {
        StoredFrames.xib("""
            <view contentMode="scaleToFill" id="rt-78-010">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="City name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-78-011" userLabel="City">
                        <rect key="frame" x="20" y="20" width="\(cityWidth)" height="\(cityHeight)"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Promo code" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-78-012" userLabel="Promo">
                        <rect key="frame" x="20" y="100" width="87.333" height="19.667"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <textInputTraits key="textInputTraits"/>
                    </textField>
                </subviews>
                <constraints>
                    <constraint firstItem="tf-78-011" firstAttribute="top" secondItem="rt-78-010" secondAttribute="top" constant="20" id="tf-78-c1"/>
                    <constraint firstItem="tf-78-011" firstAttribute="leading" secondItem="rt-78-010" secondAttribute="leading" constant="20" id="tf-78-c2"/>
                    <constraint firstItem="tf-78-012" firstAttribute="top" secondItem="rt-78-010" secondAttribute="top" constant="100" id="tf-78-c3"/>
                    <constraint firstItem="tf-78-012" firstAttribute="leading" secondItem="rt-78-010" secondAttribute="leading" constant="20" id="tf-78-c4"/>
                </constraints>
            </view>
            """, toolsVersion: toolsVersion, device: "retina4_7")
    }

    @Test("before Xcode 11 a rounded text field is its text plus 21 wide and 30 tall")
    func roundedFieldBeforeXcode11() throws {
        let scene = try StoredFrames.built(Self.fields(toolsVersion: "14460", cityWidth: "85.667", cityHeight: "30"))
        // "City name" at 14 pt in SF Text (Xcode 10): 64.57, up to a third of a point 64.667,
        // plus 21 beside it: 85.667 (the 28.5 of later fields made it 93.167); 30 tall.
        #expect(try frame(scene, "city") == Rect(x: 20, y: 20, width: 85.667, height: 30))
    }

    @Test("from Xcode 11 a rounded text field keeps 28.5 beside its text and is 34 tall")
    func roundedFieldFromXcode11() throws {
        let scene = try StoredFrames.built(Self.fields(toolsVersion: "21507", cityWidth: "93.167", cityHeight: "34"))
        // "City name" at 14 pt in the variable font: 64.51 → 64.667, plus 28.5: 93.167.
        #expect(try frame(scene, "city") == Rect(x: 20, y: 20, width: 93.167, height: 34))
    }

    @Test("a borderless text field is its text plus 5 wide and its line plus 1.6 tall")
    func borderlessField() throws {
        let scene = try StoredFrames.built(Self.fields(toolsVersion: "17701", cityWidth: "93.167", cityHeight: "34"))
        // "Promo code" at 15 pt: 82.14 → 82.333, plus 5: 87.333; a line 17.90, plus 1.6: 19.5,
        // up to the third of a point controls are measured in, 19.667 (IB stores 15-pt
        // borderless fields no constraint sizes 19.5 tall on @2x screens).
        #expect(try frame(scene, "promo") == Rect(x: 20, y: 100, width: 87.333, height: 19.667))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        // The row's rule in `help UITextField` says so.
        let row = try #require(ControlSizes.rows.first { $0.className == "UITextField" })
        #expect(row.rule.contains("borderless: its line plus 1.6 tall (22 at 17 pt), its text plus 5 wide"))
    }
}
