import Language
import Layout
import Testing

/// A view the code makes is listed under the name it was bound to (`let card = UIView()` is
/// `card`); when that name is taken, under the lowest free numbered one (`card2`, `card3`…),
/// however many were made before it, and a name freed by a removed view is taken again.
/// Written for this test.
@Suite("the names of views code makes")
struct MadeViewNamesTests {
    static let loop = """
        for i in 0..<4 {
            let card = UIView()
            view.addSubview(card)
            card.frame = CGRect(x: 0, y: CGFloat(i) * 10, width: 20, height: 10)
        }
        """

    @Test("views made in a loop under one name are that name, then the next numbers, in order")
    func loopNamesCount() {
        var session = Session()
        #expect(!session.run(Self.loop).failed)
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(session.frame("card2") == Rect(x: 0, y: 10, width: 20, height: 10))
        #expect(session.frame("card4") == Rect(x: 0, y: 30, width: 20, height: 10))
        // A second loop goes on from the numbers the first took.
        #expect(!session.run(Self.loop).failed)
        #expect(session.frame("card5") == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(session.frame("card8") == Rect(x: 0, y: 30, width: 20, height: 10))
    }

    @Test("a name freed by a removed view is the next made view's")
    func removedNameIsTakenAgain() {
        var session = Session()
        #expect(!session.run(Self.loop).failed)
        #expect(!session.run("remove card2").failed)
        #expect(!session.run("""
            let card = UIView()
            view.addSubview(card)
            card.frame = CGRect(x: 100, y: 0, width: 5, height: 5)
            """).failed)
        #expect(session.frame("card2") == Rect(x: 100, y: 0, width: 5, height: 5))
    }

    @Test("undoing the views made gives their names back")
    func undoGivesNamesBack() {
        var session = Session()
        #expect(!session.run(Self.loop).failed)
        #expect(!session.run(Self.loop).failed)
        #expect(!session.run("undo").failed)
        #expect(session.frame("card5") == nil)
        #expect(!session.run(Self.loop).failed)
        #expect(session.frame("card5") == Rect(x: 0, y: 0, width: 20, height: 10))
    }
}
