import ConflictLog
import Layout
import Rendering
import Testing

/// A view controller's root view is sized by its autoresizing mask to the screen: in a log, a
/// mask whose size is a screen's is not the mistake, and turning it off is not advised.
@Suite("a screen-sized mask in a log")
struct ScreenSizedMaskTests {
    /// 300 + half of 844 = 722, not 844: the header's height is what gives way; the root view's
    /// mask (844 tall, an iPhone's height) stays.
    @Test("a root view's mask 844 tall is kept: the fixes are on the app's constraint UIKit broke")
    func rootViewMaskKept() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x600000e01 h=--& v=--& Atlas.HomeView:0x7b01.height == 844   (active)>",
                "<NSLayoutConstraint:0x600000e02 UIView:0x7b02.height == 300   (active)>",
                "<NSLayoutConstraint:0x600000e03 V:|-(0)-[UIView:0x7b02]   (active, names: '|':Atlas.HomeView:0x7b01 )>",
                "<NSLayoutConstraint:0x600000e04 V:[UIView:0x7b02]-(0)-[UITableView:0x7b03]   (active)>",
                "<NSLayoutConstraint:0x600000e05 UITableView:0x7b03.bottom == Atlas.HomeView:0x7b01.bottom   (active)>",
                "<NSLayoutConstraint:0x600000e06 UITableView:0x7b03.height == 0.5*Atlas.HomeView:0x7b01.height   (active)>"
            )
            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x600000e02 UIView:0x7b02.height == 300   (active)>
            """))
        #expect(answer.minimalSet.count == 6)
        #expect(answer.fixes.map(\.kind) == [.lowerPriority, .remove])
        #expect(answer.fixes.first?.advice == "give view1.height == 300 priority 999, so it gives way where it cannot hold")
    }
}
