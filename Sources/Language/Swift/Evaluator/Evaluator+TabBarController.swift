import Layout

/// A `UITabBarController`'s tabs, as UIKit shows them: the selected tab's controller (the first,
/// unless `selectedIndex` says another) fills the tab bar controller's view, its safe area ending
/// above the tab bar — and below a navigation bar too when that tab is a navigation controller.
/// The tab bar controller stands on the screen as that controller: its root view is the
/// screen's, as a navigation controller's is its root controller's.
extension Evaluator {
    /// The field of a tab bar controller holding its `viewControllers`.
    static let tabsField = "$tabs"
    /// The field of a tab bar controller holding its `selectedIndex`.
    static let selectedTabField = "$selectedTab"
    /// The field of a tab bar controller whose selected tab was shown.
    static let tabShownField = "$tabShown"

    /// `viewControllers = [home, settings]`, `setViewControllers(_:animated:)`: kept, and the
    /// selected tab shown once the tab bar controller is on the screen (at once when it is; when
    /// its own `viewDidLoad` sets them, after that controller's appearance methods ran).
    mutating func setTabs(of base: Value, _ value: Value, at range: SourceRange) throws(Interrupt) {
        guard let id = objectID(of: base) else { return }
        swift.objects[id]?.fields[Self.tabsField] = value
        if swift.objects[id]?.fields[Self.tabShownField] != nil {
            note("viewControllers set again after the tab bar controller showed its tab: Layoutbook keeps the tab it showed first")
            return
        }
        if swift.presentedController == id, !presentingControllers.contains(id) { try showSelectedTab(of: id, at: range) }
        try showTabBarControllerMadeAtTopLevel(id, at: range)
    }

    /// `let tabs = UITabBarController()` then `tabs.viewControllers = [Home(), Settings()]` at the
    /// top level, as an app's scene delegate builds its window: the tab bar controller is what the
    /// app shows, so it is put on the screen as the window's root (its selected tab above its tab
    /// bar), in place of a tab's class presented when it was pasted. Only at the top level, and
    /// only when nothing else is on the screen or what is there is of a tab's class.
    mutating func showTabBarControllerMadeAtTopLevel(_ id: Int, at range: SourceRange) throws(Interrupt) {
        guard runningFunctions.isEmpty, swift.presentedController != id, presentingControllers.isEmpty,
              swift.objects[id]?.fields[Self.tabShownField] == nil,
              case .array(let tabs)? = swift.objects[id]?.fields[Self.tabsField], !tabs.isEmpty,
              standInController(id) == nil else { return }
        let tabIDs = Set(tabs.compactMap { objectID(of: $0) })
        let tabClasses = Set(tabIDs.compactMap { swift.objects[$0]?.className })
        if let shown = swift.presentedController {
            // A tab itself (a navigation controller's root the line made and showed), or one of a
            // tab's class presented when it was pasted, in no container.
            guard tabIDs.contains(shown) || (swift.objects[shown].map { tabClasses.contains($0.className) } ?? false
                && swift.objects[shown]?.fields[Self.shownInContainerField] == nil) else { return }
        }
        try showLiveView(.object(id), as: "the tab bar controller the code builds", at: range)
    }

    /// `addChild(_:)` (`[self addChildViewController:nav]`) on a tab bar controller: UIKit
    /// appends the child to its `viewControllers`.
    mutating func addTab(to base: Value, _ child: Value?, at range: SourceRange) throws(Interrupt) {
        guard let id = objectID(of: base), let child else { return }
        var tabs: [Value] = []
        if case .array(let existing)? = swift.objects[id]?.fields[Self.tabsField] { tabs = existing }
        try setTabs(of: base, .array(tabs + [child]), at: range)
    }

    /// `selectedIndex = 1`: the tab shown, when set before the tab bar controller shows one.
    mutating func selectTab(of base: Value, _ value: Value, at range: SourceRange) throws(Interrupt) {
        guard let id = objectID(of: base), case .number(let index) = value else { return }
        if swift.objects[id]?.fields[Self.tabShownField] != nil {
            note("selectedIndex = \(Session.number(index)) after the tab bar controller showed its tab: Layoutbook keeps the tab "
                + "it showed first (UIKit would switch tabs, another controller's view)")
            return
        }
        swift.objects[id]?.fields[Self.selectedTabField] = value
    }

    /// The controller of the tab a tab bar controller shows, nil when it has no tabs.
    func selectedTab(of id: Int) -> Value? {
        guard case .array(let tabs)? = swift.objects[id]?.fields[Self.tabsField], !tabs.isEmpty else { return nil }
        var index = 0
        if case .number(let n)? = swift.objects[id]?.fields[Self.selectedTabField] { index = Int(n) }
        return tabs[min(max(index, 0), tabs.count - 1)]
    }

    /// Shows the selected tab of tab bar controller `id`, on the screen: the screen's container
    /// gets the tab bar (and the navigation bar of a tab that is a navigation controller), and
    /// the tab's pasted controller is presented in its place.
    mutating func showSelectedTab(of id: Int, at range: SourceRange) throws(Interrupt) {
        guard let child = selectedTab(of: id), case .array(let tabs)? = swift.objects[id]?.fields[Self.tabsField],
              let className = swift.objects[id]?.className else { return }
        swift.objects[id]?.fields[Self.tabShownField] = .bool(true)
        let childID = objectID(of: child)
        let inNavigation: Bool
        if let childID, case .string("UINavigationController")? = swift.objects[childID]?.fields[Self.shownInContainerField] {
            inNavigation = true
        } else {
            inNavigation = false
        }
        setShownContainer(inNavigation ? .navigationAndTabBar : .tabBar)
        swift.hidNavigationBar = false
        context.changed()
        let index = tabs.firstIndex { objectID(of: $0) != nil && objectID(of: $0) == childID } ?? 0
        let others = tabs.enumerated().filter { $0.offset != index }.map { describeTab($0.element) }
        let rest = others.isEmpty ? "" : "; the other tabs (\(others.joined(separator: ", "))) are not shown"
        guard let childID, standInController(childID) == nil, let childClass = swift.objects[childID]?.className,
              childClass != "UINavigationController", childClass != "UIViewController" else {
            // A pasted tab bar controller on the screen whose tab shows nothing of the paste: the
            // screen's root view is its own, whose safe area is the window's. UIKit adds the tab
            // bar to its children's safe area only (the bar would otherwise inset itself): a view
            // it adds to its own view and holds to its safe area's bottom stands on the screen's.
            // (UIKit's own plain controllers show nothing; another is the app's.)
            let shown = childID.flatMap { swift.objects[$0]?.className }.map { ["UIViewController", "UINavigationController"].contains($0) }
                ?? false ? "which shows nothing of the paste" : "which is the app's, not in the paste"
            if swift.presentedController == id, swift.types[className] != nil {
                setShownContainer(inNavigation ? .navigation : .window)
                note("\(className) shows its tab \(index + 1), \(describeTab(child)), \(shown); the screen's root view is "
                    + "\(className)'s own, whose safe area is the window's: UIKit adds the tab bar to its children's safe area, "
                    + "not to its own view's\(rest)")
                return
            }
            note("\(className) shows its tab \(index + 1), \(describeTab(child)), \(shown): the screen keeps the tab bar in its "
                + "safe area\(rest)")
            return
        }
        note("\(className) shows its tab \(index + 1), \(childClass)\(inNavigation ? " in its navigation controller" : ""), above its "
            + "tab bar: the screen's root view is \(childClass)'s, its safe area ending above the tab bar"
            + (inNavigation ? " and below the navigation bar" : "") + rest)
        if className == childClass { return }
        if let className = swift.objects[childID]?.className, let hidden = swift.navigationBarHidden[className], inNavigation {
            applyNavigationBarHidden(hidden, of: className)
        }
        try present(childID, at: range)
    }

    /// A tab's controller as a note names it: its class, or what stands for it.
    func describeTab(_ value: Value) -> String {
        guard let id = objectID(of: value), let className = swift.objects[id]?.className else { return describe(value) }
        return standInController(id) ?? className
    }
}
