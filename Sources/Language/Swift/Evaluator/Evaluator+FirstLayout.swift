import Layout

/// UIKit lays a controller's views out only after `viewWillLayoutSubviews`: in `loadView`,
/// `viewDidLoad`, `viewWillAppear`, `updateViewConstraints` and `viewWillLayoutSubviews` a view
/// placed by constraints still has the frame it was made with (`.zero` for `UIView()`), whatever
/// its constraints say — the best-known surprise of Auto Layout ("my frame is zero in
/// viewDidLoad"). Code that works a size or a position out of such a frame there gets UIKit's 0,
/// and a note says so, with the frame it would have once laid out.
///
/// Views placed before the controller was presented were laid out already, the root view is the
/// screen's size from the start, and `layoutIfNeeded()` lays out the views inside its receiver
/// at once (all of them, on the root view), as UIKit does.
struct FirstLayout {
    /// The lifecycle method running.
    var method: String
    /// Views in the layout when the controller was presented.
    var placedBefore: Set<String>
    /// Views a `layoutIfNeeded()` laid out since.
    var laidOut: Set<String> = []
    /// Views whose early read was noted already.
    var noted: Set<String> = []
    /// The frames a `layoutIfNeeded()` gave views before the view is in the window (in
    /// `viewDidLoad`): laid out with no safe area, as UIKit lays them out there; kept until the
    /// next pass, as UIKit keeps them.
    var framesOutsideWindow: [String: Rect] = [:]

    /// The methods UIKit calls before the view is in the window, when every safe area is zero.
    static let beforeWindow: Set<String> = ["loadView", "viewDidLoad", "viewWillAppear"]

    /// The methods UIKit calls after its layout pass has set the frames.
    static let afterLayout: Set<String> = ["viewDidLayoutSubviews", "viewDidAppear"]
}

/// The frames UIKit's last layout pass gave, while a presented controller's methods after its
/// first pass run (`viewDidLayoutSubviews`, `viewDidAppear`): a constraint made, changed or let
/// go there, or a mask turned off, moves nothing until the next pass, so a view its constraints
/// place keeps the frame that pass gave it (one made since, the frame it was made with) — the
/// "frame is zero right after adding constraints" surprise. A frame set by hand and a
/// `layoutIfNeeded()` bring it up to date.
struct LastLayoutPass {
    /// Each view's frame as the pass left it.
    var frames: [String: Rect]
    /// Views whose read was noted already.
    var noted: Set<String> = []
    /// Kept from the start of a later entry (a method called on the shown controller, at the
    /// prompt): a view made in the entry itself has no frame of that pass to keep.
    var onlyViewsItHad = false
}

extension Evaluator {
    /// Starts the wait for UIKit's first layout pass as a controller is presented.
    mutating func beginFirstLayoutWait() {
        beforeFirstLayout = FirstLayout(method: "viewDidLoad", placedBefore: viewNames(inSubtreeOf: .root))
        lastLayoutPass = nil
        // UIKit's loadView makes the view the screen's size; the first layout pass moves it
        // clear of the bars the controller does not extend under.
        session.state.layout.setRootHeldFillingScreen(true)
    }

    /// The first layout pass: the root view goes where the bars leave it, said when that moved it.
    mutating func releaseRootToItsBars() {
        let layout = session.state.layout
        guard layout.environment.rootHeldFillingScreen else { return }
        let before = layout.environment.rootFrame(screen: layout.screen)
        session.state.layout.setRootHeldFillingScreen(false)
        let reason = rootClearReason ?? "the controller's edgesForExtendedLayout or an opaque bar"
        rootClearReason = nil
        noteRootClearOfBars(since: before, because: reason)
    }

    /// Notes the lifecycle method about to run; the first one after the layout pass ends the wait.
    /// At that first pass UIKit reads the intrinsic sizes of the views it lays out: what a
    /// plain view's override answers there holds until code invalidates it (a `barHeight` changed
    /// in viewDidAppear without `invalidateIntrinsicContentSize()` is not seen).
    mutating func enterLifecycleMethod(_ method: String, at range: SourceRange) throws(Interrupt) {
        session.viewsOutsideWindow = FirstLayout.beforeWindow.contains(method)
        guard FirstLayout.afterLayout.contains(method) else {
            beforeFirstLayout?.method = method
            return
        }
        releaseRootToItsBars()
        if beforeFirstLayout != nil {
            lastLayoutPass = LastLayoutPass(frames: currentFrames(inside: .root))
            try applyIntrinsicSizes(at: range)
            settleIntrinsicSizes()
        }
        beforeFirstLayout = nil
    }

    /// Ends the waits for a controller's layout passes, as its presentation ends.
    mutating func endLayoutPassWaits() {
        session.viewsOutsideWindow = false
        releaseRootToItsBars()
        beforeFirstLayout = nil
        lastLayoutPass = nil
    }

    /// The frames of the views inside a view, by name, as the layout has them now.
    func currentFrames(inside id: ViewID) -> [String: Rect] {
        let layout = session.state.layout
        var frames: [String: Rect] = [:]
        for v in layout.subtree(of: id) where v != id {
            if let n = layout.name(of: v) { frames[n] = layout.frame(of: v) }
        }
        return frames
    }

    /// The frame UIKit gives a view read after its last layout pass, when code has changed its
    /// constraints since: the frame the pass gave it (see ``LastLayoutPass``), said in a note the
    /// first time. Nil when it is the laid-out one, for a view its constraints do not place, or
    /// outside the controller's methods after its first pass.
    mutating func readFrameSinceLastPass(of name: String) -> Rect? {
        guard var pass = lastLayoutPass else { return nil }
        let resolved = viewName(name)
        guard resolved != "root", let id = layoutID(resolved), let view = session.state.layout.view(id) else { return nil }
        guard placedByLayout(id, view) else { return nil }
        if pass.onlyViewsItHad, pass.frames[resolved] == nil { return nil }
        let then = pass.frames[resolved] ?? view.declaredFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let now = session.state.layout.frame(of: id)
        guard then != now else { return nil }
        if pass.noted.insert(resolved).inserted {
            let method = runningFunctions.last(where: { FirstLayout.afterLayout.contains($0.name) })?.name
                ?? runningFunctions.last.map { $0.name + "()" } ?? "the controller's code"
            note("\(resolved)'s frame is read in \(method) after constraints changed since UIKit's last layout pass: it moves only "
                 + "at the next pass, so there it is \(then), as used here, not the \(now) its constraints give; "
                 + "call view.layoutIfNeeded() first")
            lastLayoutPass = pass
        }
        return then
    }

    /// `layoutIfNeeded()` on `name`: the views inside it are laid out now. Before the view is in
    /// the window (`viewDidLoad`, `viewWillAppear`) UIKit lays them out with no safe area: the
    /// frames they get there are kept (``FirstLayout/framesOutsideWindow``), and code reads them
    /// until the pass after the view is on the screen.
    mutating func laidOut(inside name: String) {
        if lastLayoutPass != nil, let id = layoutID(name) {
            let now = currentFrames(inside: id)
            lastLayoutPass?.frames.merge(now) { _, now in now }
        }
        guard let wait = beforeFirstLayout, let id = layoutID(name) else { return }
        let layout = session.state.layout
        if FirstLayout.beforeWindow.contains(wait.method) {
            var outside = layout
            try? outside.setOutsideWindow(.root, true)
            for v in layout.subtree(of: id) where v != id {
                guard let n = layout.name(of: v) else { continue }
                beforeFirstLayout?.laidOut.insert(n)
                beforeFirstLayout?.framesOutsideWindow[n] = outside.frame(of: v)
            }
        } else if id == .root {
            beforeFirstLayout = nil
            return
        }
        for v in layout.subtree(of: id) where v != id {
            if let n = layout.name(of: v) { beforeFirstLayout?.laidOut.insert(n) }
        }
        // A scroll view that lays itself out sets its own contentSize then.
        let mark = Self.contentLaidOut(viewName(name))
        beforeFirstLayout?.laidOut.insert(mark)
    }

    /// The mark ``laidOut(inside:)`` leaves for a scroll view whose own layout ran.
    static func contentLaidOut(_ name: String) -> String { "contentSize of " + name }

    /// The frame UIKit gives a view read before its first layout pass, when it differs from the
    /// laid-out one: the frame it was made or last given (zero when none) for a view its
    /// constraints place; nil for any other view, or outside the wait.
    func frameBeforeFirstLayout(of name: String) -> Rect? {
        guard let wait = beforeFirstLayout else { return nil }
        let resolved = viewName(name)
        if let outside = wait.framesOutsideWindow[resolved], let id = layoutID(resolved) {
            return outside == session.state.layout.frame(of: id) ? nil : outside
        }
        guard resolved != "root", !wait.placedBefore.contains(resolved), !wait.laidOut.contains(resolved),
              let id = layoutID(resolved), let view = session.state.layout.view(id) else { return nil }
        guard placedByLayout(id, view) else { return nil }
        let early = view.declaredFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let laidOut = session.state.layout.frame(of: id)
        return early == laidOut ? nil : early
    }

    /// Whether a layout pass places the view: its constraints do (its mask off), or a stack
    /// view arranges it; a view placed by its frame has that frame between passes too.
    func placedByLayout(_ id: ViewID, _ view: View) -> Bool {
        !view.translatesAutoresizingMaskIntoConstraints
            || view.superview.flatMap { session.state.layout.stack($0) }?.arrangedSubviews.contains(id) == true
    }

    /// ``frameBeforeFirstLayout(of:)`` as code reads it, said in a note the first time.
    mutating func readFrameBeforeFirstLayout(of name: String) -> Rect? {
        guard let early = frameBeforeFirstLayout(of: name), var wait = beforeFirstLayout else { return nil }
        let resolved = viewName(name)
        if wait.noted.insert(resolved).inserted {
            if wait.framesOutsideWindow[resolved] != nil {
                note("\(resolved)'s frame is read in \(wait.method) after layoutIfNeeded(), before the view is in the window: "
                     + "UIKit laid it out there with no safe area, \(early), as used here, not the \(frame(of: resolved)) it gets "
                     + "on the screen; read it in viewDidLayoutSubviews")
            } else {
                note("\(resolved)'s frame is read in \(wait.method), before UIKit's first layout pass: there it is "
                     + "\(early), as used here, not its laid-out \(frame(of: resolved)); "
                     + "UIKit sets frames after viewWillLayoutSubviews — read them in viewDidLayoutSubviews, "
                     + "or call view.layoutIfNeeded() first")
            }
            beforeFirstLayout = wait
        }
        return early
    }

    /// A scroll view's `contentSize` before UIKit's first layout pass, with the one its constraints
    /// give, when they differ (see ``readContentSizeBeforeFirstLayout(of:)``); nil otherwise.
    func contentSizeBeforeFirstLayout(of name: String) -> (early: Size, laidOut: Size)? {
        guard let wait = beforeFirstLayout else { return nil }
        let resolved = viewName(name)
        let layout = session.state.layout
        guard !wait.placedBefore.contains(resolved), !wait.laidOut.contains(resolved),
              !wait.laidOut.contains(Self.contentLaidOut(resolved)), let id = layoutID(resolved), let scroll = layout.view(id)?.scroll,
              layout.constraintsReachContent(id, .horizontal) || layout.constraintsReachContent(id, .vertical),
              let laidOut = layout.scrollInfo(id)?.contentSize else { return nil }
        let early = scroll.handContentSize ?? Size(width: 0, height: 0)
        return early == laidOut ? nil : (early, laidOut)
    }

    /// A scroll view's `contentSize` read before UIKit's first layout pass, when constraints reach
    /// its content: UIKit sets it from the content layout guide only as the scroll view lays out,
    /// so until then it is what code last set by hand (zero when nothing was) — the surprise of
    /// "contentSize is zero in viewDidLoad". Said in a note the first time, with the size it gets;
    /// nil for a scroll view laid out already, one whose content no constraint reaches, or outside
    /// the wait.
    mutating func readContentSizeBeforeFirstLayout(of name: String) -> Size? {
        guard var wait = beforeFirstLayout, let (early, laidOut) = contentSizeBeforeFirstLayout(of: name) else { return nil }
        let resolved = viewName(name)
        if wait.noted.insert("contentSize " + resolved).inserted {
            note("\(resolved).contentSize is read in \(wait.method), before UIKit's first layout pass: there it is "
                 + "\(Session.number(early.width))×\(Session.number(early.height)), as used here, not the "
                 + "\(Session.number(laidOut.width))×\(Session.number(laidOut.height)) its constraints give it; "
                 + "UIKit sets it as the scroll view lays out — read it in viewDidAppear, or call view.layoutIfNeeded() first")
            beforeFirstLayout = wait
        }
        return early
    }

    /// A view's `layoutMargins` as code reads them: the layout's margins for it, less the safe
    /// area before the view is in the window (`viewDidLoad`, `viewWillAppear`), where UIKit's safe
    /// area is still zero. Nil for a view not in the layout.
    mutating func readLayoutMargins(of name: String) -> EdgeInsets? {
        guard let id = layoutID(name) else {
            // A table cell not placed yet (its `init` reading `contentView.layoutMargins` to change
            // one side): its content view's, UIKit's 11 above and below and the table's side
            // margin, until code sets them. (Other views read so are not worked out.)
            let resolved = viewName(name)
            guard let detached = session.state.detached[resolved] else { return nil }
            // What the code set while it waits (`layoutMargins.left = 30`, one side at a time, reads
            // the margins so far).
            if let set = pendingInsets(of: resolved, [.layoutMargins, .directionalLayoutMargins]) { return set }
            // A plain view's, a stack view's too, are UIKit's 8 on each side until set, as placed.
            guard session.isTableCell(resolved) else {
                return EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            }
            guard !detached.properties.contains(where: { [.layoutMargins, .directionalLayoutMargins].contains($0.property) })
            else { return nil }
            let side = session.state.layout.tableCellSideMargin
            return EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }
        let layout = session.state.layout
        let margins = layout.layoutMargins(of: id)
        guard layout.view(id)?.insetsLayoutMarginsFromSafeArea == true, let wait = beforeFirstLayout,
              FirstLayout.beforeWindow.contains(wait.method) else { return margins }
        let s = layout.safeAreaInsets(of: id)
        return EdgeInsets(top: margins.top - s.top, left: margins.left - s.left, bottom: margins.bottom - s.bottom, right: margins.right - s.right)
    }

    /// The insets code last set on a view that waits to be placed, for one of `properties`
    /// (leading as left: a left-to-right screen); nil when none was set.
    func pendingInsets(of name: String, _ properties: [ViewProperty]) -> EdgeInsets? {
        guard let detached = session.state.detached[viewName(name)],
              let last = detached.properties.last(where: { properties.contains($0.property) }),
              case .insets(let i) = last.value else { return nil }
        return EdgeInsets(top: i.top.value, left: i.left.value, bottom: i.bottom.value, right: i.right.value)
    }

    /// `safeAreaInsets` read before the view is in the window (`viewDidLoad`, `viewWillAppear`):
    /// zero, as UIKit gives it there, said in a note when the insets it gets later are not; nil
    /// at any other time. The root view counts: it is not in the window yet either.
    mutating func safeAreaInsetsBeforeWindow(of name: String) -> EdgeInsets? {
        guard let wait = beforeFirstLayout, FirstLayout.beforeWindow.contains(wait.method) else { return nil }
        let resolved = viewName(name)
        guard resolved == "root" || !wait.placedBefore.contains(resolved), let id = layoutID(resolved) else { return nil }
        let later = session.state.layout.safeAreaInsets(of: id)
        if later != .zero, beforeFirstLayout?.noted.insert("safeArea " + resolved).inserted == true {
            let shown = resolved == "root" ? "view" : resolved
            note("\(shown).safeAreaInsets is read in \(wait.method), before the view is in the window: there it is zero, "
                 + "as used here, not the (" + [later.top, later.left, later.bottom, later.right].map(Session.number).joined(separator: ",")
                 + ") it gets; UIKit sets the safe area before viewSafeAreaInsetsDidChange — read it there or in "
                 + "viewDidLayoutSubviews, or pin to safeAreaLayoutGuide")
        }
        return .zero
    }

    /// `guide.layoutFrame` of a view's own guide, in the view's bounds coordinates: the bounds less
    /// the safe area, the margins or the readable insets; a scroll view's content (its
    /// contentSize from the origin) or its frame guide (its bounds' size). Before UIKit's first
    /// layout pass the view's bounds are those it was made with, and before the view is in the
    /// window its safe area is zero.
    mutating func guideLayoutFrame(_ guide: LayoutGuideName, of owner: String) -> Rect {
        guard let id = layoutID(owner) else { return .zero }
        let layout = session.state.layout
        let early = readFrameBeforeFirstLayout(of: owner)
        let size = early.map { Size(width: $0.width, height: $0.height) } ?? layout.bounds(of: id).size
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch guide {
        case .safeAreaLayoutGuide:
            if let insets = safeAreaInsetsBeforeWindow(of: owner) { return bounds.inset(by: insets) }
            return bounds.inset(by: layout.safeAreaInsets(of: id))
        case .layoutMarginsGuide: return early == nil ? layout.guideFrame(.margins(id)) : bounds.inset(by: layout.layoutMargins(of: id))
        case .readableContentGuide: return early == nil ? layout.guideFrame(.readable(id)) : bounds
        case .contentLayoutGuide:
            let content = early == nil ? layout.scrollInfo(id)?.contentSize ?? size : Size(width: 0, height: 0)
            return Rect(x: 0, y: 0, width: content.width, height: content.height)
        case .frameLayoutGuide: return bounds
        }
    }
}
