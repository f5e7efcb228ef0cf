import Notebook
import Testing

/// What the ambiguity warning says of a view pinned to a scroll view's content on both sides:
/// the pins fix nothing there, since the content is as large as its subviews make it.
@Suite("ambiguity advice for views pinned to a scroll view's content")
struct ScrollContentAdviceTests {
    @Test("a view pinned on both sides to a scroll view's content, with no size, is told the pins fix nothing; the frame's width settles it")
    func pinnedToScrollContentIsExplained() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        let first = runner.output(of: """
            let pager = UIScrollView()
            view.addSubview(pager)
            pager.snp.makeConstraints { $0.edges.equalToSuperview() }
            let strip = UIView()
            pager.addSubview(strip)
            strip.snp.makeConstraints { m in
                m.left.right.top.bottom.equalToSuperview()
                m.height.equalTo(100)
            }
            """)
        #expect(first.contains("Ambiguous layout: strip has an ambiguous width — its left and right are pinned to pager's "
            + "content, whose width is what its subviews make it, so they fix nothing: give it a width — equal to pager's frame "
            + "width (pager.frameLayoutGuide) for pager to scroll only vertically"))
        let fixed = runner.output(of: "strip.snp.makeConstraints { $0.width.equalTo(pager.frameLayoutGuide) }")
        #expect(!fixed.contains("Ambiguous layout"))
        #expect(fixed.contains("(0,0,375,100)"))
    }
}
