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

    /// What a value read from the running controller's `navigationController` or
    /// `tabBarController` (or a property of it: `navigationController?.navigationBar`) stands for,
    /// on the controller on the screen: its container ("navigation controller" or "tab bar
    /// controller") and whether the controller is shown in one (`in navigation`, a
    /// `UINavigationController(rootViewController:)` of the code, a bar the code hid) — where it
    /// is not, UIKit's property is nil. Nil when the text reads neither, or another controller.
    func containerRead(_ text: String, _ frame: Frame) -> (container: String, present: Bool)? {
        let owner = text.hasPrefix("self.") ? text.dropFirst(5) : Substring(text)
        let navigation = owner == "navigationController" || owner.hasPrefix("navigationController.")
        let tab = owner == "tabBarController" || owner.hasPrefix("tabBarController.")
        guard navigation || tab, case .object(let id)? = frame.selfValue ?? swift.promptController.map({ .object($0) }),
              id == swift.presentedController || id == swift.promptController else { return nil }
        if swift.objects[id]?.fields[Self.shownInContainerField] != nil {
            return (navigation ? "navigation controller" : "tab bar controller", true)
        }
        let container = session.state.layout.environment.container
        if navigation { return ("navigation controller", container.hasNavigationBar || swift.hidNavigationBar) }
        return ("tab bar controller", container.hasTabBar)
    }

    /// The container ``containerRead(_:_:)`` reads, when the controller is shown in none.
    func absentContainer(_ text: String, _ frame: Frame) -> String? {
        containerRead(text, frame).flatMap { $0.present ? nil : $0.container }
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

    /// `navigationController?.navigationBar.frame`, `self.tabBarController.tabBar.bounds` (and
    /// the bar of a navigation controller code made, `nav.navigationBar.frame`): the bar the
    /// screen's container shows, where UIKit lays it out — the navigation bar under the status
    /// bar, the tab bar along the bottom with the home indicator's inset inside it — so that code
    /// working out a height from it (`kNavBarHeight`, `padding.top = … + navBar.frame.size.height`)
    /// gets UIKit's number. Nil for any other member, or when the container shows no such bar
    /// (there the controller has no navigation or tab bar controller: nil, read as 0).
    mutating func containerBarGeometry(_ owner: String, _ name: String) -> Value? {
        guard name == "frame" || name == "bounds" else { return nil }
        let environment = session.state.layout.environment
        let screen = session.state.layout.frame(of: .root).size
        let bar: Rect?
        if owner.hasSuffix(".navigationBar"), Self.isOwnNavigationController(String(owner.dropLast(".navigationBar".count)))
            || owner.hasSuffix("." + Library.containerNavigationBar) {
            bar = environment.navigationBarFrame(screen: screen)
        } else if owner == "tabBarController.tabBar" || owner == "self.tabBarController.tabBar" {
            bar = environment.tabBarFrame(screen: screen)
        } else {
            return nil
        }
        guard var rect = bar else { return nil }
        if name == "bounds" { rect.origin = Point(x: 0, y: 0) }
        return .rect(rect)
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
            setShownContainer(container == .navigationAndTabBar ? .tabBar : .window)
            swift.hidNavigationBar = true
            context.changed()
            note("\(className) hides the bar of the navigation controller it is shown in: its view is laid out with no bar "
                + "above it, as UIKit lays it out")
        } else if !hidden, swift.hidNavigationBar, !container.hasNavigationBar {
            setShownContainer(container == .tabBar ? .navigationAndTabBar : .navigation)
            swift.hidNavigationBar = false
            context.changed()
            note("\(className) shows the bar of the navigation controller it is shown in again")
        }
    }

    /// Records that the running controller's class asks its navigation bar for large titles
    /// (`prefers`) or sets its own `largeTitleDisplayMode` (`mode`), and applies it when that
    /// controller is the one on the screen: the bar shows a large title when the navigation
    /// controller prefers them and the controller's mode is not `.never`.
    mutating func setOwnLargeTitle(prefers: Bool?, mode: String?) {
        guard case .object(let id)? = currentFrame?.selfValue, let className = swift.objects[id]?.className else { return }
        setLargeTitle(prefers: prefers, mode: mode, of: className)
    }

    /// As ``setOwnLargeTitle(prefers:mode:)``, for the controller of `className`: the bar of the
    /// navigation controller code made around it (`nav.navigationBar.prefersLargeTitles = true`).
    mutating func setLargeTitle(prefers: Bool?, mode: String?, of className: String) {
        if let prefers { swift.prefersLargeTitles[className] = prefers }
        if let mode { swift.largeTitleDisplayModes[className] = mode }
        guard let shown = swift.presentedController, swift.objects[shown]?.className == className else { return }
        applyLargeTitle(of: className)
    }

    /// Shows (or takes away) the large title of the bar the controller of `className` is shown under.
    mutating func applyLargeTitle(of className: String) {
        let large = swift.prefersLargeTitles[className] == true && swift.largeTitleDisplayModes[className] != "never"
        guard session.state.layout.environment.navigationBarLargeTitle != large else { return }
        session.state.layout.setNavigationBarLargeTitle(large)
        context.changed()
        note(large
            ? "\(className)'s navigation bar shows a large title (prefersLargeTitles): in a navigation controller the bar is "
                + "\(Evaluator.numberText(44 + DeviceEnvironment.largeTitleRow)) tall, the title's row below its 44, and the safe area starts below it"
            : "\(className)'s navigation bar shows no large title")
    }

    /// Records that the running controller's class shows (or hides) its navigation controller's
    /// toolbar, and applies it when that controller is the one on the screen.
    mutating func setOwnToolbarShown(_ shown: Bool) {
        guard case .object(let id)? = currentFrame?.selfValue, let className = swift.objects[id]?.className else { return }
        swift.toolbarShown[className] = shown
        guard let presented = swift.presentedController, swift.objects[presented]?.className == className else { return }
        applyToolbar(of: className)
    }

    /// Shows (or takes away) the navigation controller's toolbar for the controller of `className`.
    mutating func applyToolbar(of className: String) {
        let shown = swift.toolbarShown[className] == true
        guard session.state.layout.environment.navigationToolbar != shown else { return }
        session.state.layout.setNavigationToolbar(shown)
        context.changed()
        note(shown
            ? "\(className) shows its navigation controller's toolbar: in a navigation controller it is 44 tall above the "
                + "screen's bottom inset, and the safe area ends above it"
            : "\(className) hides its navigation controller's toolbar")
    }

    /// Records that the running controller's class gives its navigation item a search controller
    /// (`controller`) or sets `hidesSearchBarWhenScrolling`, and applies it when that controller
    /// is the one on the screen.
    mutating func setOwnSearchBar(controller: Bool?, hidesWhenScrolling: Bool?) {
        guard case .object(let id)? = currentFrame?.selfValue, let className = swift.objects[id]?.className else { return }
        if let controller { swift.searchControllers[className] = controller }
        if let hidesWhenScrolling { swift.hidesSearchBarWhenScrolling[className] = hidesWhenScrolling }
        guard let shown = swift.presentedController, swift.objects[shown]?.className == className else { return }
        applySearchBar(of: className)
    }

    /// The note for a search bar the bar collapses (see ``applySearchBar(of:)``), once the
    /// controller's lifecycle has said whether it hides when scrolling.
    mutating func noteCollapsedSearchBar(of className: String) {
        guard swift.searchControllers[className] == true, swift.hidesSearchBarWhenScrolling[className] != false,
              !swift.collapsedSearchBarNoted.contains(className) else { return }
        swift.collapsedSearchBarNoted.insert(className)
        note("\(className)'s search bar (navigationItem.searchController) is taken as collapsed into the bar of the "
            + "navigation controller it is shown in, as UIKit hides it once the content scrolls (hidesSearchBarWhenScrolling is true); shown, it adds a "
            + "\(Evaluator.numberText(DeviceEnvironment.searchRow))-pt row to the bar and the safe area starts below it")
    }

    /// Shows (or takes away) the search row of the bar the controller of `className` is shown
    /// under. UIKit keeps an integrated search bar in the bar when `hidesSearchBarWhenScrolling`
    /// is false; when it is true (the default) the bar collapses it as content scrolls, and
    /// whether it shows before the first scroll depends on where the controller sits in its
    /// navigation stack, so it is taken as collapsed, with a note.
    mutating func applySearchBar(of className: String) {
        let hasSearch = swift.searchControllers[className] == true
        let shown = hasSearch && swift.hidesSearchBarWhenScrolling[className] == false
        guard session.state.layout.environment.navigationBarSearchRow != shown else { return }
        session.state.layout.setNavigationBarSearchRow(shown)
        context.changed()
        note(shown
            ? "\(className)'s navigation bar shows its search bar (hidesSearchBarWhenScrolling is false): in a navigation "
                + "controller the bar is \(Evaluator.numberText(DeviceEnvironment.searchRow)) taller, the search field's row "
                + "below the title, and the safe area starts below it"
            : "\(className)'s navigation bar shows no search bar")
    }
}
