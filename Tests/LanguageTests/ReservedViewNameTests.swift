import Language
import Layout
import Testing

/// A view the code names with one of Layoutbook's own words (`root`, the screen's root view in
/// every listing) keeps working under the code's name, and the listing's name for it is said.
@Suite("views named with Layoutbook's own words")
struct ReservedViewNameTests {
    @Test("a view the code calls 'root' is listed as 'root2', and a note says so")
    func rootIsSaid() {
        var session = Session()
        let outcomes = session.script("""
        let root = UIView()
        view.addSubview(root)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("root2") == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("'root' is Layoutbook's name for the screen's root view") && $0.contains("listed as 'root2'")
        })
    }

    @Test("a view named after its class is not said to be renamed")
    func ordinaryNamesAreQuiet() {
        var session = Session()
        let outcomes = session.script("""
        let box = UIView()
        view.addSubview(box)
        """)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("Layoutbook's name for") })
    }
}
