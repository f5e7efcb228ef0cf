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

/// A conflict among a stack view's own constraints while UIKit has it 0 wide: nothing of the
/// app's is in the set, and the answer says the conflict passes once the stack is sized.
@Suite("a stack view's own conflict while UIKit sizes it")
struct PlaceholderSizeTests {
    @Test("two gaps of 4 in a stack 0 wide: no fix, and the answer says it passes once the real width is known")
    func stackZeroWide() throws {
        let answer = Answer(try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x600000f11 'UISV-canvas-connection' UIStackView:0x7a00.leading == UILabel:0x7a01.leading   (active)>",
                "<NSLayoutConstraint:0x600000f12 'UISV-canvas-connection' H:[UILabel:0x7a03]-(0)-|   (active, names: '|':UIStackView:0x7a00 )>",
                "<NSLayoutConstraint:0x600000f13 'UISV-spacing' H:[UILabel:0x7a01]-(4)-[UILabel:0x7a02]   (active)>",
                "<NSLayoutConstraint:0x600000f14 'UISV-spacing' H:[UILabel:0x7a02]-(4)-[UILabel:0x7a03]   (active)>",
                "<NSLayoutConstraint:0x600000f15 'UIView-Encapsulated-Layout-Width' UIStackView:0x7a00.width == 0   (active)>"
            )
            """))
        #expect(answer.fixes.isEmpty)
        let text = answer.text(style: ReportStyle())
        #expect(text.contains("  The set is UIKit's own constraints in stackView1, 0 width while UIKit has not sized it yet "
            + "('UIView-Encapsulated-Layout-Width' stackView1.width == 0): what they ask fits once the real size is known, and "
            + "UIKit recovers by itself until then — a passing warning, with nothing of your code's to change."))
    }
}
