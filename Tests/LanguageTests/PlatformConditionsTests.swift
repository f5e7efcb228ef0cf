import Language
import Layout
import Testing

/// A cross-platform file's `#if os(iOS)` … `#else` … `#endif`: the branch an iOS build compiles is
/// read, the others left out; a condition on the app's own build flags (`DEBUG`) is not the
/// platform's to decide, and its branches are all read as written. The pastes are written for
/// this test.
@Suite("#if on the platform")
struct PlatformConditionsTests {
    static let panel = """
    let panel = UIView()
    #if os(iOS)
    panel.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
    #elseif os(macOS)
    panel.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    #else
    panel.frame = CGRect(x: 1, y: 1, width: 1, height: 1)
    #endif
    view.addSubview(panel)
    """

    @Test("at the top level, the iOS branch of #if / #elseif / #else is the one that runs, and the conditional is one entry")
    func topLevelBranch() {
        #expect(Entry.split(Self.panel).map(\.firstLine) == [1, 2, 9])
        var session = Session()
        session.script(Self.panel)
        #expect(session.frame("panel") == Rect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test("in a method, !canImport(AppKit) is taken and its #else left out; a DEBUG branch and its #else are both read")
    func branchesInAMethod() {
        var session = Session()
        session.script("""
        class DockController: UIViewController {
            let tray = UIView()
            let debugBadge = UIView()
            let releaseBadge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                #if !canImport(AppKit) && swift(>=5.0)
                tray.frame = CGRect(x: 0, y: 600, width: 375, height: 67)
                #else
                tray.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                #endif
                view.addSubview(tray)
                #if DEBUG
                debugBadge.frame = CGRect(x: 8, y: 8, width: 20, height: 20)
                view.addSubview(debugBadge)
                #else
                releaseBadge.frame = CGRect(x: 40, y: 8, width: 20, height: 20)
                view.addSubview(releaseBadge)
                #endif
            }
        }
        """)
        #expect(session.frame("tray") == Rect(x: 0, y: 600, width: 375, height: 67))
        #expect(session.frame("debugBadge") == Rect(x: 8, y: 8, width: 20, height: 20))
        #expect(session.frame("releaseBadge") == Rect(x: 40, y: 8, width: 20, height: 20))
    }
}
