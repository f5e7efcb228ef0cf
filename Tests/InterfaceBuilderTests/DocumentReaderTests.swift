import Testing
import Layout
@testable import InterfaceBuilder

@Suite("Reading storyboards and xibs")
struct DocumentReaderTests {
    func read(_ text: String) throws(InterfaceError) -> InterfaceDocument {
        try InterfaceDocument.read(Array(text.utf8))
    }

    @Test("a storyboard lists its scenes with their classes, storyboard ids and titles")
    func scenes() throws {
        let document = try read(Fixtures.signUp)
        #expect(document.kind == .storyboard)
        #expect(document.deviceID == "retina4_7")
        #expect(document.scenes.map(\.summary) == [
            "SignUpViewController (signUp) \"Sign Up\"",
            "UINavigationController — no views of its own",
            "ProfileViewController \"Profile\"",
        ])
        #expect(document.scenes[2].container == .navigation)
    }

    @Test("a constraint's missing parts take IB's defaults: the owning view, equal, 1, 1000, and 16:9 is a ratio")
    func constraintDefaults() throws {
        let document = try read(Fixtures.signUp)
        let banner = try #require(document.scenes[0].root?.subviews.first { $0.id == "vw-su-001" })
        let ratio = try #require(banner.constraints.first)
        #expect(ratio.firstItem == "vw-su-001")
        #expect(ratio.firstAttribute == .width)
        #expect(ratio.relation == .equal)
        #expect(ratio.secondAttribute == .height)
        #expect(ratio.multiplier == 16.0 / 9.0)
        #expect(ratio.priority == 1000)
        #expect(ratio.location == DocumentLocation(line: 28, column: 37))
    }

    @Test("a ratio typed with spaces, \"1 : 6\", is the ratio, as Interface Builder reads it; a word is refused at its line")
    func spacedRatio() throws {
        let location = DocumentLocation(line: 3, column: 5)
        #expect(try DocumentReader.multiplier("1 : 6", id: "c1", at: location) == 1.0 / 6.0)
        #expect(try DocumentReader.multiplier(" 4/ 3", id: "c1", at: location) == 4.0 / 3.0)
        #expect(try DocumentReader.multiplier("0.5", id: "c1", at: location) == 0.5)
        #expect(throws: InterfaceError.self) { try DocumentReader.multiplier("1 : six", id: "c1", at: location) }
    }

    @Test("a placeholder constraint is removed, with a note at its line")
    func placeholder() throws {
        let document = try read(Fixtures.signUp)
        let ids = document.scenes[0].root?.constraints.map(\.id) ?? []
        #expect(!ids.contains("cn-su-018"))
        #expect(document.notes.map { "\($0.location): \($0.message)" } == [
            "66:29: constraint 'cn-su-018' is a placeholder, removed at build time as Xcode removes it",
        ])
    }

    @Test("a truncated file is an error at the end, naming the element left open")
    func truncated() {
        let text = String(Fixtures.signUp.prefix(2000))
        #expect(throws: InterfaceError.self) { try read(text) }
        do {
            _ = try read(text)
        } catch {
            #expect(error.message.contains("before <"))
            #expect(error.message.contains("is closed"))
            #expect(error.location.line >= 20)
        }
    }

    @Test("malformed XML is an error at its line and column")
    func malformed() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\" <rect/>\n</document>\n"
        do {
            _ = try read(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.location.line == 4)
            #expect(error.message == "malformed tag inside <objects>: expected an element or attribute name")
        }
    }

    @Test("a constraint to an id that is in no scene is an error at the constraint")
    func missingID() {
        let text = Fixtures.signUp.replacingOccurrences(of: "secondItem=\"tf-su-001\" secondAttribute=\"bottom\" constant=\"20\"",
                                                        with: "secondItem=\"zz-zz-999\" secondAttribute=\"bottom\" constant=\"20\"")
        do {
            _ = try read(text)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "59:29: constraint 'cn-su-008' names 'zz-zz-999', which is no view or layout guide of this scene")
        }
    }

    @Test("a Mac storyboard is refused: only Cocoa Touch documents are read")
    func macDocument() {
        let text = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" version=\"3.0\"><scenes/></document>\n"
        #expect(throws: InterfaceError("a Mac (AppKit) document: only iOS (Cocoa Touch) storyboards and xibs are read",
                                       at: DocumentLocation(line: 2, column: 1))) { try read(text) }
    }

    @Test("an unknown view kind is a plain view, with a note at its element")
    func unknownKind() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="bx-uk-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <hologramView contentMode="scaleToFill" id="hv-uk-001">
                            <rect key="frame" x="10" y="10" width="50" height="50"/>
                        </hologramView>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let document = try read(text)
        #expect(document.notes.map { "\($0.location): \($0.message)" } == [
            "7:17: <hologramView> is not a view kind Layoutbook knows: it is laid out as a plain UIView (no intrinsic size)",
        ])
        let scene = SceneBuilder.build(document, scene: 0)
        #expect(scene.layout.view(named: "hologramView1").map { scene.layout.frame(of: $0.id) } == Rect(x: 10, y: 10, width: 50, height: 50))
    }
}
