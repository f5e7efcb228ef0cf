import Language
import Layout
import Testing

/// The prompt is the body of a view controller: `self` is it, `view` its root view, until code
/// declares a name of its own, which shadows as Swift's names do.
@Suite("names at the prompt are Swift's")
struct PromptScopeTests {
    @Test("'let view = UIView()' at the top level shadows the root view under its own name; 'self.view' stays the root view")
    func viewShadowsRoot() {
        var s = Session()
        s.script("""
            let badge = UIView()
            let view = UIView()
            view.addSubview(badge)
            self.view.addSubview(view)
            view.snp.makeConstraints { make in make.edges.equalToSuperview() }
            badge.snp.makeConstraints { make in make.edges.equalTo(view).inset(8) }
            """)
        #expect(s.declaredViewNames == ["root", "view", "badge"])
        #expect(s.frame("view") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(s.frame("badge") == Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test("a misspelt 'view' at the prompt is refused with the root view suggested, as the prompt is a view controller's body")
    func misspeltRootView() {
        var session = Session()
        _ = session.run("view tile")
        let outcome = session.run("vew.backgroundColor = .red")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.message == "no name 'vew' is declared here")
        #expect(outcome.diagnostics.first?.suggestion == "view")
    }

    @Test("'let superview = self' is the prompt's view controller: its view takes subviews; addSubview on it is refused as Swift refuses it")
    func superviewIsTheController() {
        var s = Session()
        s.script("""
            let superview = self
            let card = UIView()
            superview.view.addSubview(card)
            card.snp.makeConstraints { make in
                make.top.left.equalTo(superview.view).offset(12)
                make.size.equalTo(40)
            }
            """)
        #expect(s.frame("card") == Rect(x: 12, y: 12, width: 40, height: 40))
        let refused = s.failing("superview.addSubview(card)")
        #expect(refused.contains("'UIViewController' has no member 'addSubview'"))
        #expect(refused.contains("a view controller is not a view: its root view is self.view (at the prompt, self is the view controller)"))
        // SnapKit's README writes `let superview = self` inside a view; a constraint to the
        // controller says where its root view is.
        let constrained = s.failing("card.snp.makeConstraints { make in make.bottom.equalTo(superview) }")
        #expect(constrained.contains("1:56: error: expected a view, an attribute or a constant, found an object"))
        #expect(constrained.contains("its root view is self.view"))
        #expect(s.frame("card") == Rect(x: 12, y: 12, width: 40, height: 40))
    }

    @Test("a view's member read bare at the prompt, as code written inside a view reads it, is refused with the root view's name for it")
    func viewMemberOnTheController() {
        var s = Session()
        s.script("""
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            """)
        let added = s.failing("self.addSubview(dot)")
        #expect(added.contains("1:6: error: the prompt's view controller has no member 'addSubview'"))
        #expect(added.contains("'addSubview' is a view's: at the prompt, self is the view controller, whose root view is view (view.addSubview)"))
        let anchored = s.failing("dot.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true")
        #expect(anchored.contains("1:39: error: the prompt's view controller has no member 'centerXAnchor'"))
        #expect(anchored.contains("(view.centerXAnchor)"))
        // Nothing of either entry was kept: the dot is still outside the hierarchy.
        #expect(s.frame("dot") == nil)
        // What the controller has is read as its own.
        #expect(!s.run("title = \"Dots\"").failed)
    }

    @Test("a top-level function is a method of the prompt's view controller: a scroll view whose delegate is self zooms the view it returns")
    func delegateIsThePrompt() {
        var s = Session()
        s.script("""
            let pager = UIScrollView(frame: view.bounds)
            view.addSubview(pager)
            let photo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            pager.addSubview(photo)
            pager.maximumZoomScale = 4
            pager.delegate = self
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
            pager.zoomScale = 2
            """)
        #expect(s.frame("photo") == Rect(x: 0, y: 0, width: 200, height: 100))
        // Asked again after the next entry, the delegate gives the same view: nothing changed.
        let next = s.run("title = \"Gallery\"")
        #expect(!next.failed && !next.changedLayout)
    }

    @Test("title, navigationItem.title and additionalSafeAreaInsets are the prompt controller's; an overridden prefersStatusBarHidden hides the status bar")
    func controllerProperties() {
        var s = Session()
        s.script("""
            device iPhone 8
            title = "Profile"
            navigationItem.title = "Profile"
            additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            let banner = UIView()
            view.addSubview(banner)
            banner.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide)
                make.left.equalToSuperview()
                make.size.equalTo(10)
            }
            """)
        // The status bar's 20 points, then the 10 added.
        #expect(s.frame("banner") == Rect(x: 0, y: 30, width: 10, height: 10))
        s.script("override var prefersStatusBarHidden: Bool { true }")
        #expect(s.frame("banner") == Rect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test("'let views = [a, b]' alone is an array of views, which a later entry walks")
    func arrayOfViewsAlone() {
        var s = Session()
        s.script("""
            let first = UIView()
            let second = UIView()
            view.addSubview(first)
            view.addSubview(second)
            let views = [first, second]
            for tile in views { tile.frame = CGRect(x: 0, y: 0, width: 30, height: 30) }
            """)
        #expect(s.frame("first") == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(s.frame("second") == Rect(x: 0, y: 0, width: 30, height: 30))
    }

    @Test("the names a session's entries declared are read from its scopes, those only Swift declared included")
    func declaredNames() {
        var s = Session()
        s.script("""
            let header = UIView()
            view.addSubview(header)
            let headerHeight = header.heightAnchor.constraint(equalToConstant: 40)
            func makeRow() -> UIView { UIView() }
            let rowSpacing: CGFloat = 12
            """)
        #expect(s.declaredViewNames == ["root", "header"])
        let names = s.declaredOtherNames
        #expect(names.contains("headerHeight"))
        #expect(names.contains("makeRow"))
        #expect(names.contains("rowSpacing"))
        #expect(!names.contains("header"))
    }
}
