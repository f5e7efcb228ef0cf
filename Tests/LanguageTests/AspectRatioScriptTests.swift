import Language
import Layout
import Testing

/// An aspect ratio typed in each style: SnapKit and anchors both give a 100 × 50 view.
@Suite("aspect ratio, typed")
struct AspectRatioScriptTests {
    @Test("make.height.equalTo(v.snp.width).multipliedBy(0.5) and heightAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5)",
          arguments: [
              "v.snp.makeConstraints { make in make.height.equalTo(v.snp.width).multipliedBy(0.5) }",
              "v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5).isActive = true",
              "v.height == v.width * 0.5",
          ])
    func halfAsTall(line: String) {
        var s = Session()
        s.script("""
            view v
            v.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.width.equalTo(100) }
            """)
        s.script(line)
        #expect(s.frame("v") == Rect(x: 0, y: 0, width: 100, height: 50))
    }
}
