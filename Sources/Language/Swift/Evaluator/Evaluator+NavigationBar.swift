import Layout

/// A controller's own code hiding the bar of the navigation controller it is shown in:
/// `navigationController?.setNavigationBarHidden(true, animated: false)`,
/// `navigationController?.isNavigationBarHidden = true`, Objective-C's
/// `self.navigationController.navigationBarHidden = YES`. UIKit then lays the controller's view
/// out with no bar above it: its safe area starts under the status bar, not under the bar.
///
/// The app shows the controller in its navigation controller before the view loads; a paste
/// usually presents the class first and wraps it after (`UINavigationController(rootViewController:)`),
/// so what the class's code asks is kept by class and applied whenever it is the one shown.
extension Evaluator {
    /// Whether an unknown value is the `navigationController` of the controller whose code runs
    /// (`navigationController?`, `self.navigationController`).
    static func isOwnNavigationController(_ text: String) -> Bool {
        text == "navigationController" || text == "self.navigationController"
    }

    /// `navigationController?.view` read by the code of the controller on the screen, shown in
    /// a navigation controller (an overlay or a spinner added there): the screen's root view,
    /// as the key window is taken. Under UIKit's translucent bar the controller's view fills the
    /// navigation controller's, at its origin, so a view added to either and pinned to its edges
    /// has the same frame; only the safe area differs (the navigation controller's view's ends at
    /// the status bar, the root view's under the bar), which the note says. Nil for any other
    /// value, or when the controller is shown in no navigation controller.
    mutating func ownContainerViewAsRoot(_ text: String) -> Value? {
        guard Self.isOwnNavigationController(text), case .object(let id)? = currentFrame?.selfValue,
              id == swift.presentedController, session.state.layout.environment.container.hasNavigationBar else { return nil }
        if !swift.containerViewNoted {
            swift.containerViewNoted = true
            note("'\(text).view' is taken as the screen's root view: under the translucent bar the controller's view fills the "
                + "navigation controller's at its origin, so a view added there and pinned to its edges has UIKit's frame; its safe "
                + "area here is the controller's, below the bar (the navigation controller's view's ends at the status bar)")
        }
        return .view("root")
    }

    /// Records that the running controller's class hides (or shows) its navigation controller's
    /// bar, and applies it when that controller is the one on the screen.
    mutating func setOwnNavigationBarHidden(_ hidden: Bool) {
        guard case .object(let id)? = currentFrame?.selfValue, let className = swift.objects[id]?.className,
              Library.isSubtype(className, of: "UIViewController") || swift.types[className] != nil else { return }
        swift.navigationBarHidden[className] = hidden
        guard let shown = swift.presentedController, swift.objects[shown]?.className == className else { return }
        applyNavigationBarHidden(hidden, of: className)
    }

    /// Takes the navigation bar away from the screen's container (or gives it back) for the
    /// controller of `className`, whose code hides (or shows) it.
    mutating func applyNavigationBarHidden(_ hidden: Bool, of className: String) {
        let container = session.state.layout.environment.container
        if hidden, container.hasNavigationBar {
            session.state.layout.setContainer(container == .navigationAndTabBar ? .tabBar : .window)
            swift.hidNavigationBar = true
            context.changed()
            note("\(className) hides the bar of the navigation controller it is shown in: its view is laid out with no bar "
                + "above it, as UIKit lays it out")
        } else if !hidden, swift.hidNavigationBar, !container.hasNavigationBar {
            session.state.layout.setContainer(container == .tabBar ? .navigationAndTabBar : .navigation)
            swift.hidNavigationBar = false
            context.changed()
            note("\(className) shows the bar of the navigation controller it is shown in again")
        }
    }
}
