import Language
import Layout
import Notebook
import Testing

/// `open`, `scene`, `scenes`, `misplaced` and a pasted controller joining a storyboard's views,
/// with a storyboard written for these tests (frames derived by hand: iPhone 8, 20-pt status bar,
/// the system font's widths; a line 20.5 at 17 pt on the @2x iPhone 8).
@Suite("Storyboards and xibs in the session")
struct InterfaceFileTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-lg-001">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc-lg-001">
                <objects>
                    <viewController storyboardIdentifier="login" id="vc-lg-001" customClass="LoginViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-lg-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" text="Welcome back" translatesAutoresizingMaskIntoConstraints="NO" id="lb-lg-001">
                                    <rect key="frame" x="20" y="40" width="112" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Card" id="vw-lg-001">
                                    <rect key="frame" x="20" y="90" width="335" height="100"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa-lg-001"/>
                            <constraints>
                                <constraint firstItem="lb-lg-001" firstAttribute="top" secondItem="sa-lg-001" secondAttribute="top" constant="20" id="cn-lg-001"/>
                                <constraint firstItem="lb-lg-001" firstAttribute="leading" secondItem="sa-lg-001" secondAttribute="leading" constant="20" id="cn-lg-002"/>
                                <constraint firstItem="vw-lg-001" firstAttribute="top" secondItem="lb-lg-001" secondAttribute="bottom" constant="20" id="cn-lg-003"/>
                                <constraint firstItem="vw-lg-001" firstAttribute="leading" secondItem="lb-lg-001" secondAttribute="leading" id="cn-lg-004"/>
                                <constraint firstItem="sa-lg-001" firstAttribute="trailing" secondItem="vw-lg-001" secondAttribute="trailing" constant="20" id="cn-lg-005"/>
                                <constraint firstItem="vw-lg-001" firstAttribute="height" constant="100" id="cn-lg-006"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="greetingLabel" destination="lb-lg-001" id="ou-lg-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc-hp-001">
                <objects>
                    <viewController title="Help" id="vc-hp-001" customClass="HelpViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-hp-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="vw-hp-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="vw-hp-001" firstAttribute="leading" secondItem="rt-hp-001" secondAttribute="leading" id="cn-hp-001"/>
                                <constraint firstItem="vw-hp-001" firstAttribute="width" constant="375" id="cn-hp-002"/>
                                <constraint firstItem="vw-hp-001" firstAttribute="top" secondItem="rt-hp-001" secondAttribute="top" id="cn-hp-003"/>
                                <constraint firstItem="vw-hp-001" firstAttribute="height" constant="50" id="cn-hp-004"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

    func runner(_ files: [String: String]) -> Runner {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        runner.files = MemoryFiles(files)
        return runner
    }

    func frames(_ runner: Runner) -> [String] {
        let layout = runner.session.layout
        return layout.viewsInTreeOrder.dropFirst().map { id in
            let f = layout.frame(of: id)
            return "\(layout.name(of: id) ?? "?") \(formatNumber(f.minX)),\(formatNumber(f.minY)) \(formatNumber(f.width))×\(formatNumber(f.height))"
        }
    }

    @Test("open lists the scenes numbered from 1, the initial one marked, and puts none on screen while several have views")
    func openLists() {
        var r = runner(["Login.storyboard": Self.storyboard])
        #expect(r.output(of: "open Login.storyboard") == """
            Login.storyboard: 2 scenes · designed on retina4_7 (iPhone 8)
             1 LoginViewController (login) (initial)
             2 HelpViewController "Help"
            """)
        #expect(r.session.layout.viewsInTreeOrder == [.root])
    }

    @Test("scene by storyboard id lays it out on the document's device, the views named by outlet and user label")
    func sceneByID() {
        var r = runner(["Login.storyboard": Self.storyboard])
        _ = r.output(of: "open Login.storyboard")
        let printed = r.output(of: "scene login")
        #expect(printed.contains("scene 1: LoginViewController (login) · 2 views on the iPhone 8"))
        #expect(frames(r) == ["greetingLabel 20,40 112×20.5", "card 20,80.5 335×100"])
        #expect(r.output(of: "misplaced") == """
            misplaced views (what Xcode's Update Frames would change):
              card  stored (20, 90, 335, 100)  solved (20, 80.5, 335, 100)  Login.storyboard:15:29
                why: IB's stored frames break its constraint 'cn-lg-003' (90 where it asks 80.5): the stored frame is older than the constraints, and Xcode did not flag it
            """)
    }

    @Test("misplaced views are not listed on another device: the scene is no longer on the screen the frames were stored for")
    func misplacedElsewhere() {
        var r = runner(["Login.storyboard": Self.storyboard])
        _ = r.output(of: "open Login.storyboard")
        _ = r.output(of: "scene 1")
        _ = r.output(of: "device iPhone 15")
        #expect(r.output(of: "misplaced") == "misplaced views are measured on the screen the document was designed for (iPhone 8); the scene is now on iPhone 15")
        #expect(frames(r) == ["greetingLabel 20,79 111.667×20.333", "card 20,119.333 353×100"])
    }

    @Test("a scene whose card is taller in compact height says, after rotating, that 'scene 1' chooses again; then it is")
    func variationsAfterRotate() {
        let varying = Self.storyboard.replacingOccurrences(
            of: "<constraint firstItem=\"vw-lg-001\" firstAttribute=\"height\" constant=\"100\" id=\"cn-lg-006\"/>",
            with: "<constraint firstItem=\"vw-lg-001\" firstAttribute=\"height\" constant=\"100\" id=\"cn-lg-006\"><variation key=\"heightClass=compact\" constant=\"50\"/></constraint>")
        var r = runner(["Login.storyboard": varying])
        _ = r.output(of: "open Login.storyboard")
        _ = r.output(of: "scene 1")
        #expect(r.output(of: "rotate").contains("note: the scene's size-class variations were chosen for the screen it was put on; 'scene 1' lays it out again with those of this one"))
        #expect(frames(r).last == "card 20,60.5 627×100")
        _ = r.output(of: "scene 1")
        // Landscape iPhone 8: no status bar, compact height: the card is 50 tall, 20 below the label.
        #expect(frames(r).last == "card 20,60.5 627×50")
    }

    @Test("a truncated storyboard is an error at its line and column, and the session keeps what it had")
    func truncated() {
        let cut = String(Self.storyboard.prefix(1500))
        var r = runner(["Cut.storyboard": cut, "Login.storyboard": Self.storyboard])
        _ = r.output(of: "open Login.storyboard")
        _ = r.output(of: "scene 2")
        let before = frames(r)
        let printed = r.output(of: "open Cut.storyboard")
        #expect(printed.hasPrefix("1:6: error: cannot open 'Cut.storyboard': Cut.storyboard:"))
        #expect(printed.contains("is closed (is the file truncated?)"))
        #expect(frames(r) == before)
        #expect(r.output(of: "scenes").contains("*2 HelpViewController"))
    }

    @Test("a scene that does not exist, or no document, is an error with the way out")
    func badScene() {
        var r = runner(["Login.storyboard": Self.storyboard])
        #expect(r.output(of: "scene 1").hasPrefix("1:1: error: no storyboard or xib is open"))
        _ = r.output(of: "open Login.storyboard")
        #expect(r.output(of: "scene 3") == "1:7: error: there is no scene 3: the document has 2\nscene 3\n      ^")
        #expect(r.output(of: "scene Halp").contains("did you mean 'scene Help'?"))
    }

    @Test("undo after a scene puts the screen back as it was")
    func undoScene() {
        var r = runner(["Login.storyboard": Self.storyboard])
        _ = r.output(of: "open Login.storyboard")
        _ = r.output(of: "scene 1")
        _ = r.output(of: "scene 2")
        #expect(frames(r) == ["view1 0,0 375×50"])
        _ = r.output(of: "undo")
        #expect(frames(r) == ["greetingLabel 20,40 112×20.5", "card 20,80.5 335×100"])
    }

    @Test("a pasted controller of the scene's class finds its @IBOutlets in the storyboard's views")
    func pastedController() {
        var r = runner(["Login.storyboard": Self.storyboard])
        _ = r.output(of: "open Login.storyboard")
        _ = r.output(of: "scene 1")
        let printed = r.output(of: """
            class LoginViewController: UIViewController {
                @IBOutlet weak var greetingLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    greetingLabel.text = "Hello"
                }
            }
            """)
        #expect(printed.contains("note: @IBOutlet greetingLabel is the storyboard's view 'greetingLabel'"))
        // "Hello": 38.77 wide, 39 at the iPhone 8's @2x; the card stays 20 below it.
        #expect(frames(r) == ["greetingLabel 20,40 39×20.5", "card 20,80.5 335×100"])
    }

    @Test("Swift's own 'open class' and a variable called scene stay Swift")
    func swiftWordsStaySwift() {
        var r = runner([:])
        #expect(!r.output(of: "open class Badge: UIView {}").contains("error"))
        #expect(!r.output(of: "let scene = UIView()").contains("error"))
    }

    @Test("a notebook opens the storyboard it holds in a ```storyboard NAME block, without files")
    func embeddedInNotebook() throws {
        let notebook = "# Login\n\n```storyboard Login.storyboard\n" + Self.storyboard + "```\n\n```layout\nlayout> open Login.storyboard\n...\nlayout> scene 2\n...\n```\n"
        let document = try NotebookDocument.parse(bytes: Array(notebook.utf8))
        #expect(document.embeddedDocuments.keys.sorted() == ["Login.storyboard"])
        let replay = NotebookReplay(document)
        #expect(replay.failed == 0)
        #expect(replay.transcript.contains("scene 2: HelpViewController \"Help\" · 1 view on the iPhone 8"))
    }
}
