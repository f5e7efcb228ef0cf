@testable import Language
import Layout
import Testing

/// What the thirty-sixth round's fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-sixth round")
struct Book142Tests {
    @Test("a controller whose navigation item keeps its search bar (hidesSearchBarWhenScrolling false) is laid out below the search row; one that lets it hide is laid out below the bar, with a note")
    func searchBarInTheNavigationBar() {
        func listTop(hides: String?, largeTitle: Bool = false) -> (top: Double?, notes: [String]) {
            var session = Session()
            let outcomes = session.script("""
                import UIKit
                class ContactsViewController: UIViewController {
                    let list = UITableView()
                    let searchController = UISearchController(searchResultsController: nil)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(largeTitle ? "navigationController?.navigationBar.prefersLargeTitles = true" : "")
                        navigationItem.searchController = searchController
                        \(hides.map { "navigationItem.hidesSearchBarWhenScrolling = \($0)" } ?? "")
                        list.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(list)
                        NSLayoutConstraint.activate([
                            list.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                            list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            list.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                        ])
                    }
                }
                """)
            let moved = session.script("in navigation")
            return (session.frame("list")?.minY, (outcomes + moved).flatMap(\.notes))
        }
        // The bare screen has no status bar: the bar's 44, the search row's 52 below it.
        let kept = listTop(hides: "false")
        #expect(kept.top == 96)
        #expect(kept.notes.contains { $0.contains("shows its search bar (hidesSearchBarWhenScrolling is false)") })
        // With a large title too: 44 + 52 + 52.
        #expect(listTop(hides: "false", largeTitle: true).top == 148)
        let collapsing = listTop(hides: nil)
        #expect(collapsing.top == 44)
        #expect(collapsing.notes.contains { $0.contains("taken as collapsed into the bar of the navigation controller") })
    }
}
