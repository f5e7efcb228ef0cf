import Layout

/// A presented controller when the screen changes (`device`, `rotate`, `screen`): UIKit tells it
/// the new size (`viewWillTransition(to:with:)`) and, when the size classes change, the new traits
/// (`willTransition(to:with:)` before, `traitCollectionDidChange(_:)` after), and lays its view out
/// again, so
/// `viewWillLayoutSubviews`, the layout pass (each view whose size changed runs its
/// `layoutSubviews`) and `viewDidLayoutSubviews` run once more, and the frames the code sets in
/// them follow the new screen; its lists are sized from their data sources again. `viewSafeAreaInsetsDidChange` runs first when the root view's safe
/// area changed, then `viewLayoutMarginsDidChange` when its layout margins did. `viewDidLoad` and the appearance methods do not run again.
extension Evaluator {
    /// Runs what UIKit runs of the presented controller after the screen was `before`; the names
    /// of the methods that ran, in order.
    mutating func relayoutAfterScreenChange(from before: Session.ScreenState, at range: SourceRange) throws(Interrupt) -> [String] {
        guard let id = swift.presentedController, let className = swift.objects[id]?.className else { return [] }
        let selfValue = Value.object(id)
        let screen = session.state.layout.screen
        let classes = session.screenSizeClasses
        let traitsChanged = classes.horizontal != before.horizontalSizeClass || classes.vertical != before.verticalSizeClass
        var ran: [String] = []
        /// Calls the controller's method of that name taking `values`, if it has one.
        func run(_ name: String, _ written: String, _ values: [Value]) throws(Interrupt) {
            guard let f = method(name, of: className), f.parameters.count == values.count else { return }
            let arguments = zip(f.parameters, values).map { parameter, value in
                EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
            }
            do {
                _ = try callFunction(f, receiver: selfValue, arguments: arguments, trailing: nil, at: range)
            } catch .returned {}
            ran.append(written)
        }
        if traitsChanged { try run("willTransition", "willTransition(to:with:)", [.type("UITraitCollection"), .opaque(Library.transitionCoordinator)]) }
        if screen != before.size { try run("viewWillTransition", "viewWillTransition(to:with:)", [.size(screen), .opaque(Library.transitionCoordinator)]) }
        if traitsChanged { try run("traitCollectionDidChange", "traitCollectionDidChange(_:)", [.opaque("previousTraitCollection")]) }
        if traitsChanged {
            ran += try runTraitRegistrations(horizontal: classes.horizontal != before.horizontalSizeClass,
                                             vertical: classes.vertical != before.verticalSizeClass, at: range)
        }
        let oldInsets = before.insets
        var steps = ["viewWillLayoutSubviews"]
        if session.state.layout.layoutMargins(of: .root) != before.margins { steps.insert("viewLayoutMarginsDidChange", at: 0) }
        if session.state.layout.safeAreaInsets(of: .root) != oldInsets { steps.insert("viewSafeAreaInsetsDidChange", at: 0) }
        for name in steps where try runLifecycleMethod(name, of: className, on: selfValue, at: range) { ran.append(name) }
        try runLayoutPass(fresh: [])
        if try runLifecycleMethod("viewDidLayoutSubviews", of: className, on: selfValue, at: range) {
            ran.append("viewDidLayoutSubviews")
        }
        try runLayoutPass(fresh: [])
        // Its tables and collection views lay their rows and items out again at their new size
        // (a table's content is as wide as it is; a flow layout's lines hold what fits now).
        try sizeListsAgain(Set(swift.listsSized.filter { layoutID($0) != nil }), at: range)
        return ran
    }
}

extension Session {
    /// What a screen change is measured from: the screen's size, the root view's safe area and
    /// the size classes before it.
    struct ScreenState: Equatable {
        var size: Size
        var insets: EdgeInsets
        var margins: EdgeInsets
        var horizontalSizeClass: SizeClass
        var verticalSizeClass: SizeClass
    }

    var screenState: ScreenState {
        let classes = screenSizeClasses
        return ScreenState(size: state.layout.screen, insets: state.layout.safeAreaInsets(of: .root),
                           margins: state.layout.layoutMargins(of: .root),
                           horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
    }

    /// After a command that changed the screen: the presented controller's layout methods run
    /// again, as UIKit runs them (see ``Evaluator/relayoutAfterScreenChange(from:at:)``), and the
    /// note says which ran. A failure in them is said, and the screen stays changed.
    mutating func relayoutPresentedController(from before: ScreenState, at range: SourceRange, _ context: inout Context) {
        guard state.swift.presentedController != nil, screenState != before else { return }
        var evaluator = Evaluator(session: self)
        let ran: [String]
        do {
            ran = try evaluator.relayoutAfterScreenChange(from: before, at: range)
        } catch {
            if case .failure(let diagnostic) = error {
                context.note("the presented controller's layout methods stopped on the new screen: \(diagnostic.message)")
            }
            return
        }
        self = evaluator.session
        for note in evaluator.context.outcome.notes + evaluator.notes { context.note(note) }
        // What the code printed there (`print` in viewDidLayoutSubviews), as the console shows it.
        context.outcome.displays += evaluator.context.outcome.displays
        guard !ran.isEmpty, let id = state.swift.presentedController, let className = state.swift.objects[id]?.className else { return }
        context.note("\(className): \(ran.joined(separator: ", ")) ran for the new screen, as UIKit runs them when the screen changes")
        context.changed()
    }
}

extension Session {
    /// After `cell c …` holds a cell the code made and had not placed: the table puts it in its
    /// window, and UIKit's next constraint pass runs the `updateConstraints()` it still waits for
    /// (of every view made but not placed until now), then lays it out. A failure there is said,
    /// and the cell stays held.
    mutating func runConstraintPassAfterPlacing(_ context: inout Context) {
        guard state.swift.needsUpdateConstraints.contains(where: { state.layout.id(of: $0) != nil }) else { return }
        var evaluator = Evaluator(session: self)
        do {
            try evaluator.runLayoutPass(fresh: [])
        } catch {
            if case .failure(let diagnostic) = error {
                context.note("the constraint pass after placing the cell stopped: \(diagnostic.message)")
            }
            return
        }
        self = evaluator.session
        for note in evaluator.context.outcome.notes + evaluator.notes { context.note(note) }
        // What the code printed there (`print` in viewDidLayoutSubviews), as the console shows it.
        context.outcome.displays += evaluator.context.outcome.displays
        context.changed()
    }
}
