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

    /// The methods UIKit calls after its layout pass has set the frames.
    static let afterLayout: Set<String> = ["viewDidLayoutSubviews", "viewDidAppear"]
}

extension Evaluator {
    /// Starts the wait for UIKit's first layout pass as a controller is presented.
    mutating func beginFirstLayoutWait() {
        let layout = session.state.layout
        beforeFirstLayout = FirstLayout(method: "viewDidLoad",
                                        placedBefore: Set(layout.subtree(of: .root).compactMap { layout.name(of: $0) }))
    }

    /// Notes the lifecycle method about to run; the first one after the layout pass ends the wait.
    mutating func enterLifecycleMethod(_ method: String) {
        if FirstLayout.afterLayout.contains(method) { beforeFirstLayout = nil } else { beforeFirstLayout?.method = method }
    }

    /// `layoutIfNeeded()` on `name`: the views inside it are laid out now.
    mutating func laidOut(inside name: String) {
        guard beforeFirstLayout != nil, let id = layoutID(name) else { return }
        if id == .root {
            beforeFirstLayout = nil
            return
        }
        let layout = session.state.layout
        for v in layout.subtree(of: id) where v != id {
            if let n = layout.name(of: v) { beforeFirstLayout?.laidOut.insert(n) }
        }
    }

    /// The frame UIKit gives a view read before its first layout pass, when it differs from the
    /// laid-out one: the frame it was made or last given (zero when none) for a view its
    /// constraints place; nil for any other view, or outside the wait.
    func frameBeforeFirstLayout(of name: String) -> Rect? {
        guard let wait = beforeFirstLayout else { return nil }
        let resolved = viewName(name)
        guard resolved != "root", !wait.placedBefore.contains(resolved), !wait.laidOut.contains(resolved),
              let id = layoutID(resolved), let view = session.state.layout.view(id) else { return nil }
        let arranged = view.superview.flatMap { session.state.layout.stack($0) }?.arrangedSubviews.contains(id) == true
        guard !view.translatesAutoresizingMaskIntoConstraints || arranged else { return nil }
        let early = view.declaredFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let laidOut = session.state.layout.frame(of: id)
        return early == laidOut ? nil : early
    }

    /// ``frameBeforeFirstLayout(of:)`` as code reads it, said in a note the first time.
    mutating func readFrameBeforeFirstLayout(of name: String) -> Rect? {
        guard let early = frameBeforeFirstLayout(of: name), var wait = beforeFirstLayout else { return nil }
        let resolved = viewName(name)
        if wait.noted.insert(resolved).inserted {
            let laidOut = frame(of: resolved)
            note("\(resolved)'s frame is read in \(wait.method), before UIKit's first layout pass: there it is "
                 + "\(Self.frameText(early)), as used here, not its laid-out \(Self.frameText(laidOut)); "
                 + "UIKit sets frames after viewWillLayoutSubviews — read them in viewDidLayoutSubviews, "
                 + "or call view.layoutIfNeeded() first")
            beforeFirstLayout = wait
        }
        return early
    }

    /// A frame as the frames table prints it: `(10,10,100,50)`.
    static func frameText(_ r: Rect) -> String {
        "(" + [r.minX, r.minY, r.width, r.height].map(Session.number).joined(separator: ",") + ")"
    }
}
