import Layout

/// An app's own control the paste does not contain (`TitleLabel(textAlignment:fontSize:)`), taken
/// as the UIKit class its name says, which the code constrains by its anchors without turning its
/// autoresizing mask off. Such a class turns the mask off itself (in its own init, as the app's
/// helpers do): with the mask on, the app's constraints would conflict with the mask's on every
/// device. So the first anchor constraint made on it turns the mask off, with a note; a mask the
/// code set is left as it set it. A view an app's own static factory made (`UIButton.onboardingButton(title:)`,
/// a plain UIKit view in its place) is taken the same way: such factories make views for constraints.
extension Evaluator {
    mutating func turnStandInMaskOff(_ name: String, at range: SourceRange) throws(Interrupt) {
        let resolved = viewName(name)
        let appType = swift.standIns[resolved]
        guard let appClass = appType ?? swift.factoryStandIns[resolved], !swift.outlets.contains(resolved), !setsOwnMask(resolved) else { return }
        try setProperty(resolved, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)),
                        at: range)
        let said = "'\(appClass)' is the app's own (not in the paste) and the code constrains \(resolved) without setting its "
            + "translatesAutoresizingMaskIntoConstraints: taken to turn it off itself, as such \(appType != nil ? "classes" : "helpers") do "
            + "(with the mask on, UIKit would break the constraints on every device)"
        note(said)
        swift.assumedMaskNotes[resolved] = said
    }

    /// Whether the view's mask is off already, or (not placed yet) the code set it either way or
    /// arranged it in a stack view.
    private func setsOwnMask(_ name: String) -> Bool {
        if let id = layoutID(name) {
            return session.state.layout.view(id)?.translatesAutoresizingMaskIntoConstraints == false
        }
        let set = session.state.detached[name]?.properties.contains { $0.property == .translatesAutoresizingMaskIntoConstraints }
        // Arranged in a stack view not placed yet: the stack turns the mask off as it arranges it.
        if let parent = session.state.detached[name]?.parent, session.state.detached[parent]?.isStack == true { return true }
        return set == true
    }
}
