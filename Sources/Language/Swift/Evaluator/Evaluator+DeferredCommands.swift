/// A constraint command of a layout library (FLKAutoLayout's `alignLeading:trailing:toView:`)
/// between views of a tree not placed yet — a view's own init constraining its subviews to
/// itself: legal in UIKit, which needs only a common ancestor, so the command waits with the
/// tree and runs when it is placed, as the anchors' constraints do (``activateLater(_:_:priority:at:)``
/// sends them here too). A deferral that fails names the container the paste added the view to,
/// when it is the app's own, if `explainsSkippedContainer`.
extension Evaluator {
    mutating func executeOrDefer(_ command: Command, explainsSkippedContainer: Bool = true) throws(Interrupt) {
        do {
            try session.execute(command, &context)
        } catch {
            guard error.kind == .notInHierarchy else { throw .failure(error) }
            if try placeStandIn(namedIn: error, making: command) {
                try execute(command)
                return
            }
            do {
                try session.deferToDetachedTree(command, after: error, &context)
            } catch {
                if skipsConstraintOfHandedView(error) { return }
                throw .failure(explainsSkippedContainer ? explainingSkippedContainer(error) : error)
            }
        }
    }

    /// Records the views not in a hierarchy that the arguments of `call`, the app's own type or
    /// function not in the paste, name (`Generator(elements: [.view(view: spacer)])`): that code
    /// places them where the paste cannot see (``handedToSkipped``).
    mutating func recordViewsHanded(to call: String, _ args: [EvaluatedArgument]) {
        let detached = session.state.detached.keys.sorted()
        guard !detached.isEmpty else { return }
        for argument in args {
            for view in detached where handedToSkipped[view] == nil && SyntaxMentions.names(view, in: argument.expr) {
                handedToSkipped[view] = call
            }
        }
    }

    /// A constraint that meets a view not in a hierarchy which the paste handed to the app's own
    /// code not in the paste (``recordViewsHanded(to:_:)``): that code places it, so UIKit
    /// makes the constraint; here it is skipped with a note instead of stopping the entry, as
    /// the view's place is unknown. True when it was.
    mutating func skipsConstraintOfHandedView(_ error: Diagnostic) -> Bool {
        guard error.kind == .notInHierarchy,
              let (view, call) = handedToSkipped.sorted(by: { $0.key < $1.key })
                .first(where: { session.state.detached[$0.key]?.parent == nil && error.message.contains("'\($0.key)' \(Session.notPlacedPhrase)") })
        else { return false }
        note("skipped a constraint on '\(view)': the paste gives it to '\(call)', the app's own, not in the paste, which places it "
            + "where the paste does not show; UIKit makes the constraint there")
        return true
    }
}
