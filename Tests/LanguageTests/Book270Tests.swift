@testable import Language
import Layout
import Testing

/// What the fifty-seventh round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-seventh round")
struct Book270Tests {
    @Test("An app controller's `.view` taken as the view itself stays that view when framed or anchored later")
    func wrappedViewReadAgain() {
        var session = Session()
        let outcomes = session.script("""
            class AlbumScreen: UIViewController {
                let galleryView = GalleryPager()
                lazy var cover = galleryView.view!
                let title = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.text = "Album"
                    view.addSubview(cover)
                    view.addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: cover.bottomAnchor, constant: 12).isActive = true
                    title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                }
                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    cover.frame = CGRect(x: 0, y: 40, width: view.frame.width, height: 200)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let width = session.frame("root")?.width ?? 0
        #expect(session.frame("galleryView") == Rect(x: 0, y: 40, width: width, height: 200))
        #expect(session.frame("title")?.origin.y == 252)
    }

    @Test("`addSubview(pager.view)` then `pager.view.frame = …` frames the view added")
    func wrappedViewFramedThroughMember() {
        var session = Session()
        let outcomes = session.script("""
            class PlayerScreen: UIViewController {
                let stageView = StagePlayer()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stageView.view)
                    stageView.view.frame = CGRect(x: 0, y: 30, width: 200, height: 150)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stageView") == Rect(x: 0, y: 30, width: 200, height: 150))
    }
}
