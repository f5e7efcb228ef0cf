import Layout

/// A presented controller when the screen changes (`device`, `rotate`, `screen`): UIKit tells it
/// the new size (`viewWillTransition(to:with:)`) and lays its view out again, so
/// `viewWillLayoutSubviews`, the layout pass (each view whose size changed runs its
/// `layoutSubviews`) and `viewDidLayoutSubviews` run once more, and the frames the code sets in
/// them follow the new screen. `viewSafeAreaInsetsDidChange` runs first when the root view's safe
/// area changed. `viewDidLoad` and the appearance methods do not run again.
extension Evaluator {
    /// Runs what UIKit runs of the presented controller after the screen went from `oldSize`
    /// (with the root's safe area `oldInsets`); the names of the methods that ran, in order.
    mutating func relayoutAfterScreenChange(from oldSize: Size, insets oldInsets: EdgeInsets,
                                            at range: SourceRange) throws(Interrupt) -> [String] {
        guard let id = swift.presentedController, let className = swift.objects[id]?.className else { return [] }
        let selfValue = Value.object(id)
        let screen = session.state.layout.screen
        var ran: [String] = []
        if screen != oldSize, let f = method("viewWillTransition", of: className), f.parameters.count == 2 {
            let arguments = [
                EvaluatedArgument(label: f.parameters[0].label, value: .size(screen), range: range, expr: .nilLiteral(range)),
                EvaluatedArgument(label: f.parameters[1].label, value: .opaque("coordinator"), range: range, expr: .nilLiteral(range)),
            ]
            do {
                _ = try callFunction(f, receiver: selfValue, arguments: arguments, trailing: nil, at: range)
            } catch .returned {}
            ran.append("viewWillTransition(to:with:)")
        }
        var steps = ["viewWillLayoutSubviews"]
        if session.state.layout.safeAreaInsets(of: .root) != oldInsets { steps.insert("viewSafeAreaInsetsDidChange", at: 0) }
        for name in steps where try runLifecycleMethod(name, of: className, on: selfValue, at: range) { ran.append(name) }
        try runLayoutPass(fresh: [])
        if try runLifecycleMethod("viewDidLayoutSubviews", of: className, on: selfValue, at: range) {
            ran.append("viewDidLayoutSubviews")
        }
        try runLayoutPass(fresh: [])
        return ran
    }
}

extension Session {
    /// After a command that changed the screen: the presented controller's layout methods run
    /// again, as UIKit runs them (see ``Evaluator/relayoutAfterScreenChange(from:insets:at:)``),
    /// and the note says which ran. A failure in them is said, and the screen stays changed.
    mutating func relayoutPresentedController(from oldSize: Size, insets oldInsets: EdgeInsets, at range: SourceRange,
                                              _ context: inout Context) {
        guard state.swift.presentedController != nil,
              state.layout.screen != oldSize || state.layout.safeAreaInsets(of: .root) != oldInsets else { return }
        var evaluator = Evaluator(session: self)
        let ran: [String]
        do {
            ran = try evaluator.relayoutAfterScreenChange(from: oldSize, insets: oldInsets, at: range)
        } catch {
            if case .failure(let diagnostic) = error {
                context.note("the presented controller's layout methods stopped on the new screen: \(diagnostic.message)")
            }
            return
        }
        self = evaluator.session
        for note in evaluator.context.outcome.notes + evaluator.notes { context.note(note) }
        guard !ran.isEmpty, let id = state.swift.presentedController, let className = state.swift.objects[id]?.className else { return }
        context.note("\(className): \(ran.joined(separator: ", ")) ran again for the new screen, as UIKit runs them")
        context.changed()
    }
}
