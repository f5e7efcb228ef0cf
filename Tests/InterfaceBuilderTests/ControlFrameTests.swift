import Testing
import Layout
@testable import InterfaceBuilder

@Suite("Frames IB stores for controls and old documents")
struct ControlFrameTests {
    func built(_ text: String, device: Device? = nil) throws -> BuiltScene {
        try StoredFrames.built(text, device: device)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name)
    }

    @Test("a switch's constraints place its 49×31 alignment rectangle and its frame is 2 pt wider on the right, so a width of 49 draws 51")
    func switchAlignmentRectangle() throws {
        let scene = try built(Fixtures.switchRowXib())
        // Trailing 16 from a 320-wide row: the alignment rectangle ends at 304 and is 49 wide,
        // so the frame starts at 255 and reaches 306; centred in 60: (60 − 31) / 2 = 14.5.
        #expect(try frame(scene, "nightShiftSwitch") == Rect(x: 255, y: 14.5, width: 51, height: 31))
        #expect(try frame(scene, "fixedSwitch") == Rect(x: 16, y: 70, width: 51, height: 31))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
    }

    @Test("a switch in a document saved by Xcode 26 is the iOS 26 switch: 61×28 placed, drawn 63×28")
    func glassSwitch() throws {
        let scene = try built(Fixtures.switchRowXib(toolsVersion: "24127"))
        // 320 − 16 − 61 = 243; (60 − 28) / 2 = 16. The width constraint of 49 draws 51 as before.
        #expect(try frame(scene, "nightShiftSwitch") == Rect(x: 243, y: 16, width: 63, height: 28))
        #expect(try frame(scene, "fixedSwitch") == Rect(x: 16, y: 70, width: 51, height: 28))
    }

    @Test("a segmented control is drawn 1 pt taller than its constraints place it, a slider 2 pt wider on each side and 1 pt taller; a progress view is 4 tall from Xcode 12, 2 before")
    func sliderSegmentsAndProgress() throws {
        let scene = try built(Fixtures.playbackPanelXib(toolsVersion: "22505"))
        // The height of 30 places the control 30 tall at y 20; it is drawn 31 tall.
        #expect(try frame(scene, "modeControl").minY == 20)
        #expect(try frame(scene, "modeControl").height == 31)
        // The slider is placed at x 20, 335 wide (375 − 40), 30 tall, 12 under the control's
        // placed bottom (50): y 62; it is drawn from 18 to 357, 31 tall.
        #expect(try frame(scene, "volumeSlider") == Rect(x: 18, y: 62, width: 339, height: 31))
        // 12 under the slider's placed bottom (92): y 104, 4 tall.
        #expect(try frame(scene, "trackProgress") == Rect(x: 20, y: 104, width: 335, height: 4))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        // Saved by Xcode 11 (16097): the same, but the progress view is 2 tall.
        let older = try built(Fixtures.playbackPanelXib(toolsVersion: "16097"))
        #expect(try frame(older, "trackProgress") == Rect(x: 20, y: 104, width: 335, height: 2))
        // Saved by Xcode 26 (24127): the slider is 34 tall, drawn where it is placed.
        let glass = try built(Fixtures.playbackPanelXib(toolsVersion: "24127"))
        #expect(try frame(glass, "volumeSlider") == Rect(x: 20, y: 62, width: 335, height: 34))
    }

    @Test("a view's alignment rectangle insets grow its frame, and its window, around what its constraints place")
    func alignmentInsets() throws {
        var layout = Layout()
        let row = try layout.addView("row", in: .root)
        let toggle = try layout.addView("toggle", in: row)
        try layout.setImageSize(toggle, Size(width: 49, height: 31))
        try layout.setAlignmentRectInsets(toggle, EdgeInsets(right: 2))
        _ = try layout.activate(LayoutConstraint(.view(row), .left, .equal, .view(.root), .left, constant: 10))
        _ = try layout.activate(LayoutConstraint(.view(row), .top, .equal, .view(.root), .top, constant: 10))
        _ = try layout.activate(LayoutConstraint(.view(row), .width, .equal, constant: 100))
        _ = try layout.activate(LayoutConstraint(.view(row), .height, .equal, constant: 31))
        _ = try layout.activate(LayoutConstraint(.view(toggle), .right, .equal, .view(row), .right))
        _ = try layout.activate(LayoutConstraint(.view(toggle), .top, .equal, .view(row), .top))
        // The alignment rectangle 51…100 in the row; the frame 51…102.
        #expect(layout.frame(of: toggle) == Rect(x: 51, y: 0, width: 51, height: 31))
        #expect(layout.windowRect(of: toggle) == Rect(x: 61, y: 10, width: 51, height: 31))
        try layout.setAlignmentRectInsets(toggle, .zero)
        #expect(layout.frame(of: toggle) == Rect(x: 51, y: 0, width: 49, height: 31))
    }

    @Test("a document Xcode 7 saved (no device) is measured in whole points on its designed screen, and at the pixel on a device asked for")
    func wholePoints() throws {
        let scene = try built(Fixtures.wholePointStoryboard)
        // "Sounds" at 17 pt in the static SF Text of Xcode 7's canvas measures 57.56 with the system
        // font's widths: 58 in whole points; its line, 1.1934 × 17 = 20.29, is 21.
        #expect(try frame(scene, "soundsLabel") == Rect(x: 20, y: 28, width: 58, height: 21))
        #expect(scene.misplacedViews(in: scene.layout).isEmpty)
        #expect(scene.notes.contains { $0.message.contains("Xcode 7 or earlier") })
        // The iPhone SE itself (@2x) rounds to the half point: 58 × 20.5.
        let se = try #require(InterfaceDevice.preset(for: "retina4_0"))
        let onDevice = try built(Fixtures.wholePointStoryboard, device: se)
        #expect(try frame(onDevice, "soundsLabel") == Rect(x: 20, y: 28, width: 58, height: 20.5))
    }

    @Test("a root resized from its device's screen (a sheet) is a bare screen of its size, measured at the device's pixel")
    func resizedRoot() throws {
        // An iPhone 8 page sheet, 375×647: no insets, and the 17-pt label's line (20.29) rounds
        // up to the @2x pixel, 20.5, not @3x's 20.333.
        let scene = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "22505",
                                                             root: Size(width: 375, height: 647)))
        #expect(scene.layout.device == nil)
        #expect(scene.layout.screen == Size(width: 375, height: 647))
        #expect(try frame(scene, "teaTimeLabel").minY == 0)
        #expect(try frame(scene, "teaTimeLabel").height == 20.5)
        #expect(scene.notes.contains { $0.message.contains("with the iPhone 8's pixel (@2x) and size classes") })
    }

    @Test("a root resized by its navigation bar's height or more lies below an opaque bar: the bar is not in its safe area")
    func rootBelowOpaqueBar() throws {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        // 667 − 20 (status bar) − 44 (bar) = 603: the view starts below the bar, so the label
        // pinned to the safe area's top is at its top.
        let below = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "22505",
                                                             root: Size(width: 375, height: 603), simulated: bar))
        #expect(try frame(below, "teaTimeLabel").origin == Point(x: 16, y: 0))
        #expect(below.notes.contains { $0.message.contains("its navigation bar is outside it") })
        // A full-screen root under the same bar: the bar is over it, 20 + 44 down.
        let under = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "22505",
                                                             root: Size(width: 375, height: 667), simulated: bar))
        #expect(try frame(under, "teaTimeLabel").minY == 64)
        // A sheet (20 shorter than the screen) under a bar keeps the bar in its safe area.
        let sheet = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "22505",
                                                             root: Size(width: 375, height: 647), simulated: bar))
        #expect(try frame(sheet, "teaTimeLabel").minY == 44)
    }

    @Test("Xcode before 11 and from 14.1 drew a freeform controller's view under a 20-pt status bar unless its metrics say None; 11 to 14.0 did not")
    func freeformStatusBar() throws {
        // An 815×660 freeform root saved by Xcode 9 (13771): the label pinned to the safe area's
        // top sits under the 20-pt bar IB drew, and the field 8 under the label's 20.5.
        let old = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "13771",
                                                           root: Size(width: 815, height: 660)))
        #expect(try frame(old, "teaTimeLabel").minY == 20)
        #expect(try frame(old, "minutesField").minY == 48.5)
        #expect(old.notes.contains { $0.message.contains("under a 20-pt status bar") })
        // "Status Bar: None" in its simulated metrics: no bar.
        let none = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "13771",
                                                            root: Size(width: 815, height: 660),
                                                            simulated: #"<nil key="simulatedStatusBarMetrics"/>"#))
        #expect(try frame(none, "teaTimeLabel").minY == 0)
        // Saved by Xcode 12 (17701), whose canvas drew a home-button phone without its bar: a bare screen.
        let between = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "17701",
                                                               root: Size(width: 815, height: 660)))
        #expect(try frame(between, "teaTimeLabel").minY == 0)
        #expect(!between.notes.contains { $0.message.contains("under a 20-pt status bar") })
        // Saved by Xcode 15 (22505): the bar is drawn again, over a freeform view too (a 280×667
        // side menu, its rows stored 20 down).
        let new = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "22505",
                                                           root: Size(width: 815, height: 660),
                                                           simulated: #"<size key="freeformSize" width="815" height="660"/>"#))
        #expect(try frame(new, "teaTimeLabel").minY == 20)
        #expect(new.notes.contains { $0.message.contains("saved by Xcode 14.1 or later, whose canvas draws a freeform controller's view under a 20-pt status bar") })
    }

    @Test("a root of another preset's exact size is laid out on that preset: retina6_7 saved by Xcode 16 is 430×932, under a 59-pt inset")
    func rootOfAnotherPreset() throws {
        let scene = try built(Fixtures.resizedRootStoryboard(device: "retina6_7", toolsVersion: "23504",
                                                             root: Size(width: 430, height: 932)))
        #expect(scene.layout.screen == Size(width: 430, height: 932))
        // Pinned to the safe area's top: under the Dynamic Island's 59 pt (Xcode 16.0 counts it
        // once; from 16.2 the canvas counts it twice, see StoredFrames72Tests).
        #expect(try frame(scene, "teaTimeLabel").minY == 59)
        #expect(scene.notes.contains { $0.message.contains("the preset of that size") })
    }

    @Test("a freeform root of another phone's size stays on the document's device: an iPhone 8 made 375×812 has a 20-pt status bar in Xcode 10 and no sensor inset, not the iPhone X's 44")
    func freeformRootOfAnotherPresetSize() throws {
        let freeform = #"<size key="freeformSize" width="375" height="812"/>"#
        // Xcode 10 (14490) drew the taller iPhone 8 canvas under its 20-pt status bar: the label
        // pinned to the safe area's top is at 20, the field 8 under its 20.5, 30 tall (iOS 12's
        // rounded field), 16 from each side of 375.
        let old = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "14490",
                                                           root: Size(width: 375, height: 812), simulated: freeform))
        #expect(old.layout.device == nil)
        #expect(old.layout.screen == Size(width: 375, height: 812))
        #expect(try frame(old, "teaTimeLabel").origin == Point(x: 16, y: 20))
        #expect(try frame(old, "teaTimeLabel").height == 20.5)
        #expect(try frame(old, "minutesField") == Rect(x: 16, y: 48.5, width: 343, height: 30))
        #expect(old.notes.contains { $0.message.contains("with the iPhone 8's pixel (@2x) and size classes") })
        #expect(!old.notes.contains { $0.message.contains("the preset of that size") })
        // Saved by Xcode 12 (17701), whose canvas drew no status bar on a home-button phone: a bare
        // 375×812 screen.
        let between = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "17701",
                                                               root: Size(width: 375, height: 812), simulated: freeform))
        #expect(try frame(between, "teaTimeLabel").minY == 0)
        #expect(try frame(between, "minutesField").minY == 28.5)
        // Saved by Xcode 15 (22505), whose canvas draws the bar again: under it, as in Xcode 10.
        let new = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "22505",
                                                           root: Size(width: 375, height: 812), simulated: freeform))
        #expect(try frame(new, "teaTimeLabel").minY == 20)
        #expect(try frame(new, "minutesField").minY == 48.5)
        // The same root without a freeform size is the phone of that size, the iPhone X: under its
        // 44-pt sensor inset.
        let renamed = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: "14490",
                                                               root: Size(width: 375, height: 812)))
        #expect(try frame(renamed, "teaTimeLabel").minY == 44)
    }

    @Test("a rounded text field is 30 tall in a document saved before Xcode 11 (iOS 12's), 34 from then on",
          arguments: [("14460", 30.0), ("16097", 34.0)])
    func roundedTextFieldHeight(toolsVersion: String, height: Double) throws {
        let scene = try built(Fixtures.resizedRootStoryboard(device: "retina4_7", toolsVersion: toolsVersion,
                                                             root: Size(width: 375, height: 667)))
        // 16 from each side of 375: 343 wide; 8 under the label, which is under the status bar
        // (Xcode 11 to 14.0 drew the iPhone 8 without one, hence 0 then 20).
        let top = toolsVersion == "16097" ? 0.0 : 20.0
        #expect(try frame(scene, "minutesField") == Rect(x: 16, y: top + 20.5 + 8, width: 343, height: height))
    }

    @Test("a label's text saved as a <string key=\"text\"> element (it has a line break) is read and measured")
    func labelTextElement() throws {
        let xib = Fixtures.badgeXib.replacingOccurrences(
            of: #"<label opaque="NO" text="Grace" translatesAutoresizingMaskIntoConstraints="NO" id="lb-bd-001">"#,
            with: #"<label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lb-bd-001">\#n<string key="text">Grace\#nHopper</string>"#)
        let document = try InterfaceDocument.read(Array(xib.utf8))
        let label = try #require(document.scenes[0].topLevelViews.first?.subviews.first { $0.id == "lb-bd-001" })
        #expect(label.text == "Grace\nHopper")
        // Two 17-pt lines at @3x: 2 × 20.287 = 40.57, rounded up to 40.667.
        let scene = SceneBuilder.build(document, scene: 0)
        #expect(try frame(scene, "graceHopperLabel").height == 122.0 / 3)
    }

    @Test("a view its constraints leave free is held where IB drew it at priority 1, with a note, and lint still reports it ambiguous")
    func ambiguousHeldWhereDrawn() throws {
        let scene = try built(Fixtures.ambiguousCard)
        // 16 from the left, 20 under the iPhone 8's 20-pt status bar, 200 wide; its height is
        // the 80 IB drew, which nothing else decides.
        #expect(try frame(scene, "receipt") == Rect(x: 16, y: 40, width: 200, height: 80))
        #expect(scene.ambiguities.map(\.view) == [try #require(scene.layout.id(of: "receipt"))])
        #expect(scene.layout.ambiguities().isEmpty)
        #expect(scene.notes.contains { $0.message.hasPrefix("'receipt' is ambiguous (missing: height): held where IB drew it, at priority 1") })
        let document = try InterfaceDocument.read(Array(Fixtures.ambiguousCard.utf8))
        let findings = Lint.check(document)
        #expect(findings.contains { $0.kind == "ambiguity" && $0.message.hasPrefix("ambiguous layout: receipt has an ambiguous vertical position or size; missing: height") })
        #expect(!findings.contains { $0.kind == "misplaced" })
        // On a device asked for, nothing holds it: UIKit's engine is free to choose.
        let se = try #require(InterfaceDevice.preset(for: "retina4_0"))
        let onDevice = try built(Fixtures.ambiguousCard, device: se)
        #expect(!onDevice.layout.ambiguities().isEmpty)
    }

    @Test("a stack view with spacingType standard spaces its views by the system spacing, 8")
    func standardStackSpacing() throws {
        let text = Fixtures.signUp.replacingOccurrences(of: #"distribution="fillEqually" spacing="10""#,
                                                        with: #"distribution="fillEqually" spacingType="standard""#)
        let scene = try built(text)
        let stack = try #require(scene.layout.id(of: "footerStack"))
        let second = try #require(scene.layout.view(stack)?.subviews.last)
        // 343 wide, two equal views 8 apart: (343 − 8) / 2 = 167.5 each, the second at 175.5.
        #expect(scene.layout.frame(of: second) == Rect(x: 175.5, y: 0, width: 167.5, height: 44))
    }

    @Test("a stack view's spacing varies by size class as its <variation spacing> says")
    func stackSpacingVariation() throws {
        let text = Fixtures.signUp.replacingOccurrences(
            of: #"userLabel="Footer Stack" id="st-su-001">"#,
            with: #"userLabel="Footer Stack" id="st-su-001">\#n<variation key="widthClass=compact" spacing="20"/>\#n<variation key="widthClass=regular" spacing="60"/>"#)
        let scene = try built(text)
        let stack = try #require(scene.layout.id(of: "footerStack"))
        let second = try #require(scene.layout.view(stack)?.subviews.last)
        // The iPhone 8 is compact wide: (343 − 20) / 2 = 161.5 each, the second at 181.5.
        #expect(scene.layout.frame(of: second) == Rect(x: 181.5, y: 0, width: 161.5, height: 44))
    }

    @Test("a label in a text style's font spaces its lines by the style's line spacing: the first line is the font's line, each further one the spacing lower")
    func textStyleLineSpacing() throws {
        let scene = try built(Fixtures.recipeCardXib)
        // Subheadline (15 pt on 20): 17.901 + 20 = 37.901, 38 at @2x (36 with the lines touching).
        #expect(try frame(scene, "stepsLabel").minY == 10)
        #expect(try frame(scene, "stepsLabel").height == 38)
        // Body (17 pt on 22): 20.288 + 2 × 22 = 64.288, 64.5 at @2x; below the first by 8.
        #expect(try frame(scene, "notesLabel").minY == 56)
        #expect(try frame(scene, "notesLabel").height == 64.5)
        // The system font at a size has no leading: 2 × 17.901 = 35.802, 36.
        #expect(try frame(scene, "servingLabel").minY == 128.5)
        #expect(try frame(scene, "servingLabel").height == 36)
    }

    @Test("a titled button without configuration is its title's line plus 12 tall, rounded up to whole points, at any font size; one with neither title nor known image 30×30")
    func buttonHeightFromTitleFont() throws {
        let scene = try built(Fixtures.recipeCardXib)
        // 11 pt: 13.127 + 12 = 25.127, 26 (not held to 30); 14 pt: 16.708 + 12, 29; 15 pt: 17.901 + 12, 30.
        #expect(try frame(scene, "retakeButton").height == 26)
        #expect(try frame(scene, "keepButton").height == 29)
        #expect(try frame(scene, "goButton").height == 30)
        #expect(try frame(scene, "timerButton") == Rect(x: 200, y: 130, width: 30, height: 30))
    }

    @Test("a button's contentEdgeInsets are added around its title in place of the 6 above and below it")
    func buttonContentInsets() throws {
        let scene = try built(Fixtures.recipeCardXib)
        let plain = try frame(scene, "pourButton")
        let padded = try frame(scene, "paddedPourButton")
        // 15 pt: 17.901 + 12 = 30 without insets; 17.901 + 10 + 10 = 37.901, 38 with them.
        #expect(plain.height == 30)
        #expect(padded.height == 38)
        // The title's width is the same; 16 on each side are added.
        #expect(padded.width == plain.width + 32)
        #expect(padded.minY == 50)
    }

    @Test("a button showing an image and no title is the image's size, as the document's resources list it; an image not listed leaves it 30×30")
    func imageButtonSize() throws {
        let document = try InterfaceDocument.read(Array(Fixtures.recipeCardXib.utf8))
        // SF Symbols are stored scaled to 128 points: not an image size.
        #expect(document.imageSizes == ["bell": Size(width: 22, height: 20)])
        let scene = SceneBuilder.build(document, scene: 0, device: nil)
        #expect(try frame(scene, "bellButton") == Rect(x: 200, y: 170, width: 22, height: 20))
        #expect(try frame(scene, "timerButton") == Rect(x: 200, y: 130, width: 30, height: 30))
    }

    @Test("a button is at least as large as its background image on each axis: \"Go\" on a 60×44 pill is 60×44, an untitled one on a 50×50 disc 50×50, \"Share\" on a 24×24 dot its bare title's width and the dot's height")
    func backgroundImageButtonSize() throws {
        let scene = SceneBuilder.build(try InterfaceDocument.read(Array(Fixtures.backgroundImageButtonsXib.utf8)), scene: 0, device: nil)
        // "Go" at 15 pt is about 20 wide and 18 + 12 = 30 tall: the image's 60×44 is larger on both axes.
        #expect(try frame(scene, "pill") == Rect(x: 10, y: 10, width: 60, height: 44))
        // No title and no image: 30×30, under the 50×50 background.
        #expect(try frame(scene, "disc") == Rect(x: 100, y: 10, width: 50, height: 50))
        // Over a background image the title has no padding: "Share" is as wide as alone (wider
        // than 30, so no least width applies), and its 15-pt line (17.9) is under the dot's 24,
        // so the dot's height holds (a 14-pt "99" on a 22×22 bubble is stored 22×22 by Xcode).
        let dot = try frame(scene, "dot"), plain = try frame(scene, "plain")
        #expect(dot.width == plain.width)
        #expect(dot.height == 24)
        #expect(plain.height == 30)
    }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
    }

    @Test("a configured button with no title font of its own is titled at 14 pt in a document Xcode 13 saved, at 17 pt in later ones; a title font of its own is kept")
    func configuredButtonTitleSize() throws {
        // Xcode 13: "Steep tea" at 14 pt is 61.94 wide, 62 at the pixel, plus 12 on each side:
        // 86; its 14-pt line 16.708, 17 at the pixel (51 thirds), plus 7 above and below: 31, as IB
        // stores such buttons (17 pt would give 34.333).
        let xcode13 = try built(Fixtures.configuredButtonXib(toolsVersion: "19529"))
        #expect(close(try frame(xcode13, "steepButton"), Rect(x: 16, y: 20, width: 86, height: 31)))
        // "Pour" names 17 pt: 35.40 wide, 35.667 + 24 = 59.667; its line 20.333 + 14 = 34.333.
        #expect(close(try frame(xcode13, "pourButton"), Rect(x: 16, y: 70, width: 59.667, height: 34.333)))
        // Xcode 14: "Steep tea" at 17 pt is 73.36 wide, 73.667 + 24 = 97.667, and 34.333 tall.
        let xcode14 = try built(Fixtures.configuredButtonXib(toolsVersion: "21507"))
        #expect(close(try frame(xcode14, "steepButton"), Rect(x: 16, y: 20, width: 97.667, height: 34.333)))
        #expect(close(try frame(xcode14, "pourButton"), Rect(x: 16, y: 70, width: 59.667, height: 34.333)))
    }

    @Test("a label in a document Xcode 11 saved is measured in SF Display's tracking, as that canvas measured it; from Xcode 12 in the variable font's")
    func fontDesignByToolsVersion() throws {
        // "Pebble", bold, 28 pt: its six characters' widths and kerning come to 91.30 in the static
        // fonts' table (−0.0163 em a character), less SF Pro Display's own 0.00778 at 28 pt
        // (6 × 28 × 0.00778 = 1.31): 89.99; and 90.75 in the variable font's (−0.01955). At @3x:
        // 90 and 91; the line, 1.1934 × 28 = 33.415, is 33.667, centred in 60 at 13.167.
        let xcode11 = try built(Fixtures.titleRowXib(toolsVersion: "16097"))
        #expect(close(try frame(xcode11, "titleLabel"), Rect(x: 16, y: 79.0 / 6, width: 90, height: 101.0 / 3)))
        let xcode15 = try built(Fixtures.titleRowXib(toolsVersion: "22505"))
        #expect(close(try frame(xcode15, "titleLabel"), Rect(x: 16, y: 79.0 / 6, width: 91, height: 101.0 / 3)))
        #expect(xcode15.misplacedViews(in: xcode15.layout).isEmpty)
    }
}

