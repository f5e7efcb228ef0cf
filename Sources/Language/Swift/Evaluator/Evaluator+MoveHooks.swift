import Layout

/// UIKit tells a view that it moves: `willMove(toSuperview:)` before `addSubview` (or an
/// `insertSubview` form) puts it in its new superview, the superview's `didAddSubview(_:)` and the
/// view's `didMoveToSuperview()` after. (Layoutbook's
/// `removeFromSuperview()` deletes the view, so nothing is told then.) A pasted view class that builds
/// its content there (`override func didMoveToSuperview() { super.didMoveToSuperview(); makeUI() }`,
/// as apps of the Swift 2 era often did) builds it when code adds the view, as on a device.
extension Evaluator {
    /// The pasted class's override of a move hook for the view `name`, if it has one.
    func moveHook(_ hook: String, of name: String, labels: [String?]) -> FunctionDecl? {
        guard let object = swift.viewObjects[viewName(name)], let className = swift.objects[object]?.className,
              let f = method(hook, of: className, forLabels: labels, trailingClosure: false),
              // `willMove(toWindow:)` is no `willMove(toSuperview:)`: the labels say which hook.
              f.parameters.map(\.label) == labels else { return nil }
        return f
    }

    /// Runs `willMove(toSuperview:)` of the view `name`, told the superview it moves to.
    mutating func willMove(_ name: String, toSuperview parent: String, at range: SourceRange) throws(Interrupt) {
        guard let f = moveHook("willMove", of: name, labels: ["toSuperview"]) else { return }
        let argument = EvaluatedArgument(label: "toSuperview", value: .view(parent), range: range,
                                         expr: .nilLiteral(range))
        do {
            _ = try callFunction(f, receiver: .view(viewName(name)), arguments: [argument], trailing: nil, at: f.range)
        } catch .returned {}
    }

    /// Runs `didAddSubview(_:)` of the view `parent`, told of the subview `name` just added to it
    /// (a container that places each subview as it arrives).
    mutating func didAddSubview(_ name: String, to parent: String) throws(Interrupt) {
        guard let f = moveHook("didAddSubview", of: parent, labels: [nil]) else { return }
        let argument = EvaluatedArgument(label: nil, value: .view(viewName(name)), range: f.range, expr: .nilLiteral(f.range))
        do {
            _ = try callFunction(f, receiver: .view(viewName(parent)), arguments: [argument], trailing: nil, at: f.range)
        } catch .returned {}
    }

    /// Runs `didMoveToSuperview()` of the view `name`, now in its new superview.
    mutating func didMoveToSuperview(_ name: String) throws(Interrupt) {
        guard let f = moveHook("didMoveToSuperview", of: name, labels: []) else { return }
        do {
            _ = try callFunction(f, receiver: .view(viewName(name)), arguments: [], trailing: nil, at: f.range)
        } catch .returned {}
    }

    /// Whether the view `name` is in the window, as UIKit's `view.window` tells: on the screen's
    /// hierarchy, and not while a controller loads its view (`loadView`, `viewDidLoad`,
    /// `viewWillAppear` run before UIKit puts the view in the window).
    func isInWindow(_ name: String) -> Bool {
        if let wait = beforeFirstLayout, FirstLayout.beforeWindow.contains(wait.method) { return false }
        return layoutID(viewName(name)) != nil
    }

    /// Runs `didMoveToWindow()` of each view inside `name` (itself first) that overrides it and is
    /// now in the window, as UIKit tells every view of a subtree that enters the window. A view
    /// that builds there (`imageView.snp.makeConstraints { $0.height.equalTo(window.screen…) }`)
    /// builds when it is shown.
    mutating func didMoveToWindow(inside name: String) throws(Interrupt) {
        guard isInWindow(name), let id = layoutID(viewName(name)) else { return }
        let layout = session.state.layout
        for sub in layout.subtree(of: id) {
            guard let subName = layout.name(of: sub), !toldInWindow.contains(subName) else { continue }
            let will = moveHook("willMove", of: subName, labels: ["toWindow"])
            let did = moveHook("didMoveToWindow", of: subName, labels: [])
            guard will != nil || did != nil else { continue }
            toldInWindow.insert(subName)
            if let will {
                // `willMove(toWindow:)` is told the window it moves to (the screen-sized one), then
                // `didMoveToWindow()` follows.
                let argument = EvaluatedArgument(label: "toWindow", value: .view("root"), range: will.range,
                                                 expr: .nilLiteral(will.range))
                do {
                    _ = try callFunction(will, receiver: .view(viewName(subName)), arguments: [argument], trailing: nil, at: will.range)
                } catch .returned {}
            }
            guard let did else { continue }
            do {
                _ = try callFunction(did, receiver: .view(viewName(subName)), arguments: [], trailing: nil, at: did.range)
            } catch .returned {}
        }
    }

    /// The name of the view a value is, if it is one.
    static func viewName(of value: Value) -> String? {
        if case .view(let name) = value { return name }
        return nil
    }
}
