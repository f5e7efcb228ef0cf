import Language
import Layout
import Testing

/// The mixed approach as typed: a hand-set contentSize is overridden while constraints reach the
/// content edges and comes back, per axis, when they are removed or deactivated, as in UIKit.
@Suite("a hand-set contentSize, typed")
struct HandContentSizeScriptTests {
    let setUp = """
        scroll sv
        sv.snp.makeConstraints { make in make.edges.equalTo(root) }
        view content in sv
        sv.contentSize = 375x2000
        content.snp.makeConstraints { make in
            make.edges.equalTo(0) ; make.width.equalTo(sv) ; make.height.equalTo(800)
        }
        """

    @Test("removeConstraints() gives back 375×2000; remakeConstraints without content edges too")
    func snapKit() {
        var s = Session()
        s.script(setUp)
        #expect(s.contentSize("sv") == Size(width: 375, height: 800))
        s.script("content.snp.removeConstraints()")
        #expect(s.contentSize("sv") == Size(width: 375, height: 2000))
        s.script("content.snp.makeConstraints { make in make.edges.equalTo(0) ; make.size.equalTo(100) }")
        #expect(s.contentSize("sv") == Size(width: 100, height: 100))
        // Only a size is left: nothing reaches the content edges.
        s.script("content.snp.remakeConstraints { make in make.size.equalTo(100) }")
        #expect(s.contentSize("sv") == Size(width: 375, height: 2000))
    }

    @Test("NSLayoutConstraint.deactivate of the vertical constraints gives back the height only")
    func deactivate() {
        var s = Session()
        s.script("""
            scroll sv
            sv.snp.makeConstraints { make in make.edges.equalTo(root) }
            view content in sv
            sv.contentSize = 500x2000
            content.leftAnchor.constraint(equalTo: sv.leftAnchor).isActive = true
            content.rightAnchor.constraint(equalTo: sv.rightAnchor).isActive = true
            content.widthAnchor.constraint(equalToConstant: 300).isActive = true
            let top = content.topAnchor.constraint(equalTo: sv.topAnchor)
            let bottom = content.bottomAnchor.constraint(equalTo: sv.bottomAnchor)
            let height = content.heightAnchor.constraint(equalToConstant: 800)
            NSLayoutConstraint.activate([top, bottom, height])
            """)
        #expect(s.contentSize("sv") == Size(width: 300, height: 800))
        s.script("NSLayoutConstraint.deactivate([top, bottom, height])")
        #expect(s.contentSize("sv") == Size(width: 300, height: 2000))
    }
}
