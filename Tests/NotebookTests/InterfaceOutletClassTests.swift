import Language
import Layout
import Notebook
import Testing

/// A storyboard written for these tests: one controller whose root holds a table view filling
/// it, connected to the outlet `tableView`.
@Suite("A storyboard's table view is a table to pasted code")
struct InterfaceOutletClassTests {
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-tv-211">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc-tv-211">
                <objects>
                    <viewController id="vc-tv-211" customClass="InboxViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rt-tv-211">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="tb-tv-211">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </tableView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="tb-tv-211" firstAttribute="top" secondItem="rt-tv-211" secondAttribute="top" id="cn-tv-001"/>
                                <constraint firstItem="tb-tv-211" firstAttribute="leading" secondItem="rt-tv-211" secondAttribute="leading" id="cn-tv-002"/>
                                <constraint firstAttribute="trailing" secondItem="tb-tv-211" secondAttribute="trailing" id="cn-tv-003"/>
                                <constraint firstAttribute="bottom" secondItem="tb-tv-211" secondAttribute="bottom" id="cn-tv-004"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="tableView" destination="tb-tv-211" id="ou-tv-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func runner() -> Runner {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        runner.files = MemoryFiles(["Inbox.storyboard": Self.storyboard])
        _ = runner.output(of: "open Inbox.storyboard")
        return runner
    }

    @Test("Objective-C registers a cell class with the outlet's table and sets its rowHeight, with no error and the table's frame kept")
    func objectiveCRegistersCells() {
        var r = runner()
        let printed = r.output(of: """
            @interface InboxViewController : UIViewController
            @property (weak, nonatomic) IBOutlet UITableView *tableView;
            @end
            @implementation InboxViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"message"];
                self.tableView.rowHeight = 60;
            }
            @end
            """)
        #expect(!printed.contains("error"))
        #expect(!printed.contains("does not answer"))
        let layout = r.session.layout
        #expect(layout.id(of: "tableView").map { layout.frame(of: $0) } == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("Swift's register(_:forCellReuseIdentifier:) and rowHeight on the outlet are the table's, not an app's extension or a frame")
    func swiftRegistersCells() {
        var r = runner()
        let printed = r.output(of: """
            class InboxViewController: UIViewController {
                @IBOutlet weak var tableView: UITableView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
                    tableView.rowHeight = 60
                }
            }
            """)
        #expect(!printed.contains("app's own extension"))
        #expect(!printed.contains("frame.height"))
        let layout = r.session.layout
        #expect(layout.id(of: "tableView").map { layout.frame(of: $0) } == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
