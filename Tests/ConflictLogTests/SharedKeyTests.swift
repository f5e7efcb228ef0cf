import ConflictLog
import Layout
import Testing

/// Views a log names by a key, with no address (Masonry's `mas_key`): two views that share a
/// key are one view in the rebuilt layout, which the answer says where it shows.
@Suite("Conflict logs naming views by a shared key")
struct SharedKeyTests {
    @Test("a keyed view whose own top is pinned to its own bottom, in a set smaller than UIKit's, is said to be perhaps two views")
    func keyedViewRelatingItsOwnEdges() throws {
        let log = try LogParser.parse("""
            Unable to simultaneously satisfy constraints.
            (
                "<MASLayoutConstraint:0x6001 UIView:page.bottom == UIView:tile.bottom>",
                "<MASLayoutConstraint:0x6002 UIView:tile.top == UIView:tile.bottom>",
                "<MASLayoutConstraint:0x6003 UIView:tile.height == 60>",
                "<MASLayoutConstraint:0x6004 UIView:page.bottom == UIView:tile.bottom>"
            )

            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:0x6003 UIView:tile.height == 60>
            """)
        let answer = Answer(log)
        // Read as one view, its top on its own bottom and its height 60 are the whole conflict.
        #expect(answer.minimalSet.map { answer.layout.describe($0) } == ["tile.top == tile.bottom", "tile.height == 60"])
        let text = answer.text(style: .init(width: 200))
        #expect(text.contains("'tile' relates its own edges: the log names it by a key ('UIView:tile'), with no address, so views "
            + "that share that key (a mas_key set on two views) are one view here. If they are two, the 4 constraints UIKit listed "
            + "are their conflict, and this smaller set is not."))
    }

    @Test("a view named by its address is never said to be two")
    func addressedViewIsOne() throws {
        let log = try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x6001 UIView:0xa1.top == UIView:0xa1.bottom   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xa1.height == 60   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0xa0.width == 10   (active)>"
            )
            """)
        let text = Answer(log).text(style: .init(width: 200))
        #expect(!text.contains("relates its own edges"))
    }
}
