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
                throw .failure(explainsSkippedContainer ? explainingSkippedContainer(error) : error)
            }
        }
    }
}
