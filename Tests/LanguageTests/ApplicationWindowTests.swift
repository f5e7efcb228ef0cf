import Language
import Layout
import Testing

/// Code that asks the application how tall the status bar is, or its key window what the device
/// keeps clear, gets the device's numbers: the window's insets are the sensor housing, the home
/// indicator and the status bar, never the controller's bars; a bare screen has no status bar and
/// no insets. Written for this test.
@Suite("the application's status bar and key window")
struct ApplicationWindowTests {
    static let controller = """
        class BannerController: UIViewController {
            let banner = UIView()
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                view.addSubview(footer)
                let statusBar = UIApplication.shared.statusBarFrame.size.height
                let bottomInset = UIApplication.shared.windows.first { $0.isKeyWindow }?.safeAreaInsets.bottom ?? 0
                let sceneBar = UIApplication.shared.keyWindow?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
                banner.frame = CGRect(x: 0, y: statusBar, width: view.bounds.width, height: 44 + sceneBar)
                footer.frame = CGRect(x: 0, y: view.bounds.height - 49 - bottomInset, width: view.bounds.width, height: 49 + bottomInset)
            }
        }
        """

    @Test("on a notched phone the status bar is its own height and the window keeps the home indicator clear")
    func notchedPhone() {
        var session = Session()
        _ = session.run("device iPhone 14")
        let outcome = session.run(Self.controller)
        #expect(!outcome.failed)
        // iPhone 14: 390 × 844, a 47-pt status bar, 34 pt kept for the home indicator.
        #expect(session.frame("banner") == Rect(x: 0, y: 47, width: 390, height: 91))
        #expect(session.frame("footer") == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(!outcome.notes.contains { $0.contains("counts as 0") })
    }

    @Test("the window's insets leave out a navigation bar and additional insets, which are the root view's")
    func windowInsetsAreTheDevices() {
        var session = Session()
        _ = session.run("device iPhone 14")
        _ = session.run("in navigation")
        let outcome = session.run("""
            let top = UIApplication.shared.keyWindow!.safeAreaInsets.top
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: top, width: 10, height: 10)
            """)
        #expect(!outcome.failed)
        #expect(session.frame("box") == Rect(x: 0, y: 47, width: 10, height: 10))
    }

    @Test("a phone turned to landscape hides the status bar")
    func landscapeHidesTheStatusBar() {
        var session = Session()
        _ = session.run("device iPhone SE")
        _ = session.run("rotate")
        let outcome = session.run("""
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: UIApplication.shared.statusBarFrame.height, width: UIApplication.shared.keyWindow!.bounds.width, height: UIApplication.shared.isStatusBarHidden ? 30 : 10)
            """)
        #expect(!outcome.failed)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 667, height: 30))
    }

    @Test("a bare screen has no status bar and no insets")
    func bareScreen() {
        var session = Session()
        _ = session.run(Self.controller)
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(session.frame("footer") == Rect(x: 0, y: 618, width: 375, height: 49))
    }

    @Test("Objective-C's shared application answers the same")
    func objectiveC() {
        var session = Session()
        _ = session.run("device iPhone 8")
        _ = session.script("""
            @implementation BannerController
            - (void)viewDidLoad
            {
                [super viewDidLoad];
                UIView *banner = [[UIView alloc] init];
                [self.view addSubview:banner];
                CGFloat top = [UIApplication sharedApplication].statusBarFrame.size.height;
                banner.frame = CGRectMake(0, top, self.view.bounds.size.width, 44);
            }
            @end
            """)
        #expect(session.frame("banner") == Rect(x: 0, y: 20, width: 375, height: 44))
    }

    @Test("the app's own extension that finds the key window is taken as the key window, with a note")
    func appWindowExtension() {
        var session = Session()
        _ = session.run("device iPhone 14")
        let outcome = session.run("""
            let tray = UIView()
            view.addSubview(tray)
            let bottom = UIApplication.shared.currentWindow?.safeAreaInsets.bottom ?? 0
            tray.frame = CGRect(x: 0, y: view.bounds.height - 60 - bottom, width: view.bounds.width, height: 60 + bottom)
            """)
        #expect(!outcome.failed)
        #expect(session.frame("tray") == Rect(x: 0, y: 844 - 94, width: 390, height: 94))
        #expect(outcome.notes.contains("'UIApplication.shared.currentWindow' is the app's own (not in the paste): taken as the key window, which such extensions return"))
        // A member named for something else stays the app's value.
        #expect(!session.run("tray.alpha = UIApplication.shared.applicationIconBadgeNumber > 0 ? 1 : 0").failed)
    }
}
