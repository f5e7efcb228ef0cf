import Notebook
import Testing

/// What `explain` and the ambiguity warnings say of content the paste cannot size: a table whose
/// rows come from the app's data, a collection view its flow layout fills, an image view whose
/// image's size is not known.
@Suite("explain and warnings for content sized outside the paste")
struct ListAndImageExplainTests {
    static func lines(_ text: String, after heading: String) -> [String] {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = all.firstIndex(of: heading) else { return [] }
        return Array(all[(start + 1)...].prefix { $0.hasPrefix("  ") })
    }

    @Test("a table whose row count is the app's: explain says its content and scrolling are not known, as the scroll line does")
    func tableOfTheAppsRows() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        _ = runner.output(of: """
            class InboxController: UIViewController, UITableViewDataSource {
                let list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.frame = view.bounds
                    list.dataSource = self
                    view.addSubview(list)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            }
            """)
        let scrolling = Self.lines(runner.output(of: "explain list"), after: "scrolling")
        #expect(scrolling.first?.hasPrefix("  contentSize not known · offset (0,0)") == true)
        #expect(scrolling.contains("  vertically: not known: the content height comes from what the paste does not hold (the notes say what)"))
        #expect(!scrolling.contains { $0.contains("does not scroll") })
    }

    @Test("a collection view's content size is its flow layout's, from its items, not one set by hand")
    func collectionFromItsItems() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        _ = runner.output(of: """
            class TilesController: UIViewController, UICollectionViewDataSource {
                var grid: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = CGSize(width: 100, height: 100)
                    flow.minimumInteritemSpacing = 10
                    flow.minimumLineSpacing = 10
                    grid = UICollectionView(frame: view.bounds, collectionViewLayout: flow)
                    grid.dataSource = self
                    view.addSubview(grid)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
                }
            }
            """)
        // Three 100-wide items a row in 375 (3 × 100 + 2 × 10 = 320), fourteen rows: 14 × 100 + 13 × 10.
        let scrolling = Self.lines(runner.output(of: "explain grid"), after: "scrolling")
        #expect(scrolling.first == "  contentSize 375×1530 (from its rows or items) · offset (0,0)")
    }

    @Test("an image view whose symbol's size is not known: the ambiguity says its image would size it; an image view with no image does not")
    func imageOfUnknownSize() {
        var runner = Runner(style: NotebookReplay.recordingStyle)
        let unknown = runner.output(of: """
            let arrow = UIImageView(image: UIImage(systemName: "chevron.right"))
            arrow.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(arrow)
            arrow.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10).isActive = true
            arrow.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
            """)
        #expect(unknown.contains("Ambiguous layout: arrow has an ambiguous horizontal position and width — pin both its left and right, "
            + "or one of them (or centerX) and give it a width; or, as in UIKit, let its image size it: its image's size is not "
            + "known here (the note says why), so neither is its width — give it one with 'image arrow size WxH' to see"))
        var empty = Runner(style: NotebookReplay.recordingStyle)
        let none = empty.output(of: """
            let frameView = UIImageView()
            frameView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(frameView)
            frameView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10).isActive = true
            frameView.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
            """)
        #expect(none.contains("Ambiguous layout: frameView has an ambiguous horizontal position and width"))
        #expect(!none.contains("let its image size it"))
    }
}
