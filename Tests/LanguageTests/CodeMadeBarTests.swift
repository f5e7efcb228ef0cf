import Language
import Layout
import Testing

/// Bars made in code have the heights UIKit gives them (and Interface Builder's canvas does):
/// a toolbar and a navigation bar 44, a tab bar 49, a search bar 56; their width comes from
/// constraints. Every paste is written for this test; frames are derived by hand on the default
/// 375×667 screen.
@Suite("bars made in code")
struct CodeMadeBarTests {
    @Test("a toolbar below a web area takes 44 and leaves the rest to the view above it")
    func toolbarHeight() {
        var session = Session()
        let outcomes = session.script("""
        let page = UIView()
        let actions = UIToolbar()
        page.translatesAutoresizingMaskIntoConstraints = false
        actions.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(page)
        view.addSubview(actions)
        let map = ["page": page, "actions": actions]
        view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|[actions]|", options: [], metrics: nil, views: map))
        view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|[page]|", options: [], metrics: nil, views: map))
        view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-30-[page][actions]|", options: [], metrics: nil, views: map))
        """)
        // 667 − 44 = 623 for the toolbar's top; the page fills 30 … 623.
        #expect(session.frame("actions") == Rect(x: 0, y: 623, width: 375, height: 44))
        #expect(session.frame("page") == Rect(x: 0, y: 30, width: 375, height: 593))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("UIToolbar: intrinsic size from Layoutbook's table of controls") })
    }

    @Test("a search bar pinned to the top is 56 tall; a tab bar pinned to the bottom 49")
    func searchAndTabBarHeights() {
        var session = Session()
        session.script("""
        let finder = UISearchBar()
        let tabs = UITabBar()
        finder.translatesAutoresizingMaskIntoConstraints = false
        tabs.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(finder)
        view.addSubview(tabs)
        NSLayoutConstraint.activate([
            finder.topAnchor.constraint(equalTo: view.topAnchor),
            finder.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            finder.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tabs.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tabs.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tabs.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        """)
        #expect(session.frame("finder") == Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(session.frame("tabs") == Rect(x: 0, y: 618, width: 375, height: 49))
    }
}
