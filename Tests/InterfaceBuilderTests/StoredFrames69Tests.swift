import Testing
import Layout
@testable import InterfaceBuilder

/// Frames IB stores for a constraint with a multiplier between a view and its superview, for an
/// autoresizing mask inside a superview that does not sit at its own superview's origin, and for
/// a vertical stack spaced baseline to baseline. Documents written for these tests; every frame
/// worked out by hand.
@Suite("Frames IB stores: multipliers in the superview's bounds, baseline-relative stacks")
struct StoredFrames69Tests {
    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name, rounded: true)
    }

    // MARK: A multiplier between a view and its superview

    /// A 300×200 "Panel" holding a 200×100 "Card" 40 from its leading edge and 20 from its top;
    /// inside the card a 20×20 "Dot" whose centre is at half the card's centre across
    /// (`multiplier="0.5"`) and at its centre down.
    static let dotScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="md-69-panel" userLabel="Panel">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="md-69-card" userLabel="Card">
                        <rect key="frame" x="40" y="20" width="200" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="md-69-dot" userLabel="Dot">
                                <rect key="frame" x="40" y="40" width="20" height="20"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="md-69-c1"/>
                                    <constraint firstAttribute="height" constant="20" id="md-69-c2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" id="md-69-c3"/>
                            <constraint firstAttribute="height" constant="100" id="md-69-c4"/>
                            <constraint firstItem="md-69-dot" firstAttribute="centerX" secondItem="md-69-card" secondAttribute="centerX" multiplier="0.5" id="md-69-c5"/>
                            <constraint firstItem="md-69-dot" firstAttribute="centerY" secondItem="md-69-card" secondAttribute="centerY" id="md-69-c6"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="md-69-card" firstAttribute="leading" secondItem="md-69-panel" secondAttribute="leading" constant="40" id="md-69-c7"/>
                    <constraint firstItem="md-69-card" firstAttribute="top" secondItem="md-69-panel" secondAttribute="top" constant="20" id="md-69-c8"/>
                </constraints>
            </view>
    """)

    @Test("a multiplier on the superview's centre scales the superview's own width, wherever it sits")
    func multiplierInTheSuperviewsBounds() throws {
        let scene = try StoredFrames.built(Self.dotScene)
        // In the card's bounds its centre is at 100 across: the dot's centre is at 50, so it
        // starts at 40; down, 50 − 10 = 40. (In the panel's coordinates the card's centre is at
        // 140, and half of that would put the dot at 20.)
        #expect(try frame(scene, "card") == Rect(x: 40, y: 20, width: 200, height: 100))
        #expect(try frame(scene, "dot") == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: An autoresizing mask inside a superview away from the origin

    /// A 320×240 "Sheet" holding a "Box" at (40, 30), 240×150, that no constraint names and whose
    /// mask stretches nothing; inside it a "Bar" at (60, 10), 120×20, whose left margin and
    /// width stretch with the box (`flexibleMinX`, `widthSizable`).
    static let barScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="ar-69-sheet" userLabel="Sheet">
                <rect key="frame" x="0.0" y="0.0" width="320" height="240"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" id="ar-69-box" userLabel="Box">
                        <rect key="frame" x="40" y="30" width="240" height="150"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" fixedFrame="YES" id="ar-69-bar" userLabel="Bar">
                                <rect key="frame" x="60" y="10" width="120" height="20"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" widthSizable="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </view>
                </subviews>
            </view>
    """)

    @Test("a flexible margin inside a superview away from the origin keeps its share of that superview")
    func autoresizingInsideAnOffsetSuperview() throws {
        let scene = try StoredFrames.built(Self.barScene)
        // Across, the bar's margins and width are 60, 120 and 60 of the box's 240; the left
        // margin stretches by 60 / 180 of any change and the width by 120 / 180, so UIKit's
        // constraints are left = box.width / 3 − 20 and width = box.width × 2/3 − 40, in the box's
        // bounds: 60 and 120 at 240. (With the box's right edge in the sheet's coordinates, 280,
        // the left would be 73.333 there, 33.333 in the box.)
        #expect(try frame(scene, "box") == Rect(x: 40, y: 30, width: 240, height: 150))
        #expect(try frame(scene, "bar") == Rect(x: 60, y: 10, width: 120, height: 20))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    // MARK: A vertical stack spaced baseline to baseline

    /// A 300×200 "Sheet" holding, at its top-left, a vertical stack "List" (alignment leading,
    /// spacing 24, `baselineRelative`) of a 17-pt label "Heading", a horizontal stack "Row"
    /// (alignment center) of a 17-pt label "Key" and a 20×20 "Swatch", and a 17-pt label "Note".
    static func listScene(baselineRelative: Bool) -> String {
        let baseline = baselineRelative ? #"baselineRelativeArrangement="YES" "# : ""
        func label(_ id: String, _ text: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="40" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="bl-69-sheet" userLabel="Sheet">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="24" \(baseline)translatesAutoresizingMaskIntoConstraints="NO" id="bl-69-list" userLabel="List">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="69"/>
                            <subviews>
                                \(label("bl-69-heading", "Heading"))
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="bl-69-row" userLabel="Row">
                                    <rect key="frame" x="0.0" y="24" width="70" height="20.5"/>
                                    <subviews>
                                        \(label("bl-69-key", "Key"))
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bl-69-swatch" userLabel="Swatch">
                                            <rect key="frame" x="40" y="0.0" width="20" height="20"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="20" id="bl-69-c1"/>
                                                <constraint firstAttribute="height" constant="20" id="bl-69-c2"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                </stackView>
                                \(label("bl-69-note", "Note"))
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bl-69-list" firstAttribute="top" secondItem="bl-69-sheet" secondAttribute="top" id="bl-69-c3"/>
                        <constraint firstItem="bl-69-list" firstAttribute="leading" secondItem="bl-69-sheet" secondAttribute="leading" id="bl-69-c4"/>
                    </constraints>
                </view>
        """)
    }

    @Test("baseline-relative, a vertical stack spaces each view from the last baseline above it, through a nested row's label")
    func baselineRelativeVerticalStack() throws {
        let scene = try StoredFrames.built(Self.listScene(baselineRelative: true))
        // A 17-pt line is 17 × 1.1934 = 20.288; a label is that rounded up to the pixel (@2x),
        // 20.5. A one-line label's first and last baselines are its one line's, 16.230 below its
        // top (0.8 of the line). The row's baselines are its label's (its first view with text),
        // 0 down the row (the row is as tall as the label, the 20-pt swatch centred). Each next
        // view's top is the one above's top + 16.230 + 24 − 16.230 = + 24, as IB stores the
        // row: the row at 24, the note at 48, the list 48 + 20.5 = 68.5 tall.
        #expect(try frame(scene, "headingLabel").minY == 0)
        #expect(try frame(scene, "row").minY == 24)
        #expect(try frame(scene, "row").height == 20.5)
        #expect(try frame(scene, "swatch").minY == 0.25)
        #expect(try frame(scene, "noteLabel").minY == 48)
        #expect(try frame(scene, "list").height == 68.5)
        #expect(scene.layout.conflicts.isEmpty)
    }

    @Test("without it the same stack spaces edge to edge")
    func edgeRelativeVerticalStack() throws {
        let scene = try StoredFrames.built(Self.listScene(baselineRelative: false))
        // 20.5 + 24 = 44.5 from top to top.
        #expect(try frame(scene, "row").minY == 44.5)
        #expect(try frame(scene, "noteLabel").minY == 89)
        #expect(try frame(scene, "list").height == 109.5)
    }

    // MARK: A text view's attributed text

    /// A 320×120 "Sheet" holding, at its top-left, a text view that does not scroll and whose
    /// text is "Hello there" at 14 pt: as a plain `<string key="text">` or, with
    /// `usesAttributedText`, as an `<attributedString>` fragment in a 14-pt system font.
    static func noteScene(attributed: Bool) -> String {
        let text = attributed ? """
            <attributedString key="attributedText">
                <fragment content="Hello there">
                    <attributes>
                        <font key="NSFont" metaFont="system" size="14"/>
                    </attributes>
                </fragment>
            </attributedString>
            """ : """
            <string key="text">Hello there</string>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            """
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="tv-69-sheet" userLabel="Sheet">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" \(attributed ? #"usesAttributedText="YES" "# : "")translatesAutoresizingMaskIntoConstraints="NO" id="tv-69-note" userLabel="Note">
                            <rect key="frame" x="0.0" y="0.0" width="90" height="33"/>
                            \(text)
                        </textView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tv-69-note" firstAttribute="top" secondItem="tv-69-sheet" secondAttribute="top" id="tv-69-c1"/>
                        <constraint firstItem="tv-69-note" firstAttribute="leading" secondItem="tv-69-sheet" secondAttribute="leading" id="tv-69-c2"/>
                    </constraints>
                </view>
        """)
    }

    @Test("a text view's attributed text sizes it as the same plain text does")
    func attributedTextView() throws {
        let plain = try frame(try StoredFrames.built(Self.noteScene(attributed: false)), "note")
        let attributed = try frame(try StoredFrames.built(Self.noteScene(attributed: true)), "note")
        // A text view that does not scroll is its text's size inside its insets (5 a side across,
        // 8 above and below): one 14-pt line, the same whichever way the text is saved. Unread,
        // the attributed text left it 10 wide (its insets alone).
        #expect(attributed == plain)
        #expect(plain.width > 60)
        #expect(plain.height == 33)
    }

    // MARK: An arranged view nothing sizes across

    /// A 300×100 "Sheet" holding, at its top-left, a horizontal stack "Strip" (alignment center,
    /// spacing 4) of a 30×30 "Badge" and a "Gap" 8 wide with nothing giving it a height, which
    /// IB stored 50 tall.
    static let stripScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="hz-69-sheet" userLabel="Sheet">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="hz-69-strip" userLabel="Strip">
                        <rect key="frame" x="0.0" y="0.0" width="42" height="30"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hz-69-badge" userLabel="Badge">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="hz-69-c1"/>
                                    <constraint firstAttribute="height" constant="30" id="hz-69-c2"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hz-69-gap" userLabel="Gap">
                                <rect key="frame" x="34" y="-10" width="8" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="8" id="hz-69-c3"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="hz-69-strip" firstAttribute="top" secondItem="hz-69-sheet" secondAttribute="top" id="hz-69-c4"/>
                    <constraint firstItem="hz-69-strip" firstAttribute="leading" secondItem="hz-69-sheet" secondAttribute="leading" id="hz-69-c5"/>
                </constraints>
            </view>
    """)

    @Test("an arranged view nothing sizes across a center-aligned stack is 0 there, and the note says why IB's is not")
    func arrangedViewHeldAtZeroAcross() throws {
        let scene = try StoredFrames.built(Self.stripScene)
        // The strip is as tall as the badge, 30; the gap is centred on it, 0 tall (UIKit's
        // 'UISV-ambiguity-suppression' pulls it to 0 at 25 and nothing else sizes it), at y 15.
        #expect(try frame(scene, "strip") == Rect(x: 0, y: 0, width: 42, height: 30))
        #expect(try frame(scene, "gap") == Rect(x: 34, y: 15, width: 8, height: 0))
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["gap"])
        let why = scene.explanation(of: try #require(misplaced.first), in: scene.layout, among: misplaced)
        #expect(why == "nothing sizes it across its stack view, which does not fill across: UIKit holds it at 0 there ('UISV-ambiguity-suppression'), where IB's canvas keeps the size it was drawn at")
    }

    // MARK: A label of the app's own class, set up by the app's key paths

    /// A 300×80 "Sheet" holding two 17-pt labels of the app's class `BrandLabel`: "Title", set
    /// up by the app's key path `brandStyle`, and "Caption", given only a corner radius
    /// (`layer.cornerRadius`).
    static let brandScene = StoredFrames.xib("""
            <view contentMode="scaleToFill" id="br-69-sheet" userLabel="Sheet">
                <rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="br-69-title" userLabel="Title" customClass="BrandLabel" customModule="Shop">
                        <rect key="frame" x="0.0" y="0.0" width="72" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="string" keyPath="brandStyle" value="headline"/>
                        </userDefinedRuntimeAttributes>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Later" translatesAutoresizingMaskIntoConstraints="NO" id="br-69-caption" userLabel="Caption" customClass="BrandLabel" customModule="Shop">
                        <rect key="frame" x="0.0" y="40" width="40" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                <integer key="value" value="4"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="br-69-title" firstAttribute="top" secondItem="br-69-sheet" secondAttribute="top" id="br-69-c1"/>
                    <constraint firstItem="br-69-title" firstAttribute="leading" secondItem="br-69-sheet" secondAttribute="leading" id="br-69-c2"/>
                    <constraint firstItem="br-69-caption" firstAttribute="top" secondItem="br-69-sheet" secondAttribute="top" constant="40" id="br-69-c3"/>
                    <constraint firstItem="br-69-caption" firstAttribute="leading" secondItem="br-69-sheet" secondAttribute="leading" id="br-69-c4"/>
                </constraints>
            </view>
    """)

    @Test("a label of the app's class set up by the app's key paths is measured in the document's font, with a note")
    func appStyledLabelIsNoted() throws {
        let scene = try StoredFrames.built(Self.brandScene)
        let noted = scene.notes.filter { $0.message.contains("is the app's BrandLabel") }
        // Only the title: the caption's key path is its layer's, which no app code restyles.
        #expect(noted.map(\.message) == [
            "label 'title' is the app's BrandLabel, set up by 'brandStyle' when the nib loads: the app's code may restyle its text, so its size is measured in the document's font, which may not be the one UIKit shows",
        ])
        // Still measured: one 17-pt line, 20.5 tall at @2x.
        #expect(try frame(scene, "title").height == 20.5)
    }

    // MARK: Segments given widths

    /// A 320×60 "Sheet" holding, at its top-left, a segmented control of three segments
    /// ("Day", "Week", "Month") each given a width: 50, 60 and 70, or none when `widths` is false.
    static func rangeScene(widths: Bool) -> String {
        func segment(_ title: String, _ width: Int) -> String {
            widths ? #"<segment title="\#(title)" width="\#(width)"/>"# : #"<segment title="\#(title)"/>"#
        }
        return StoredFrames.xib("""
                <view contentMode="scaleToFill" id="sg-69-sheet" userLabel="Sheet">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg-69-range" userLabel="Range">
                            <rect key="frame" x="0.0" y="0.0" width="182" height="32"/>
                            <segments>
                                \(segment("Day", 50))
                                \(segment("Week", 60))
                                \(segment("Month", 70))
                            </segments>
                        </segmentedControl>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sg-69-range" firstAttribute="top" secondItem="sg-69-sheet" secondAttribute="top" id="sg-69-c1"/>
                        <constraint firstItem="sg-69-range" firstAttribute="leading" secondItem="sg-69-sheet" secondAttribute="leading" id="sg-69-c2"/>
                    </constraints>
                </view>
        """)
    }

    @Test("segments given widths make the control that wide, with a point between each two")
    func segmentsGivenWidths() throws {
        let scene = try StoredFrames.built(Self.rangeScene(widths: true))
        // 50 + 60 + 70 + 2 dividers = 182; 31 tall placed, its frame 1 pt taller (32).
        #expect(try frame(scene, "range") == Rect(x: 0, y: 0, width: 182, height: 32))
        // Sizing themselves, each segment is the widest title ("Month") plus 20.5, far narrower.
        let auto = try frame(try StoredFrames.built(Self.rangeScene(widths: false)), "range")
        #expect(auto.width < 182)
    }
}
