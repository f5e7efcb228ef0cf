import Layout

/// `device`, `in navigation`, and the properties of margins, the safe area and adjusted insets.
/// The behaviour is the layout's (``Layout/setDevice(_:orientation:)``, ``Layout/setContainer(_:)``,
/// ``Layout/layoutMargins(of:)``); this only reads the words.
extension Session {
    mutating func setDevice(_ command: DeviceCommand, _ context: inout Context) throws(Diagnostic) {
        guard let written = command.name else {
            context.outcome.displays.append(.text(Self.deviceList(current: state.layout.device)))
            return
        }
        var name = written.value.trimmingSpaces
        var orientation = Orientation.portrait
        for word in [Orientation.landscape, .portrait] where name.lowercased().hasSuffix(" " + word.rawValue) {
            orientation = word
            name = String(name.dropLast(word.rawValue.count)).trimmingSpaces
        }
        guard let device = Device.named(name) else {
            let names = Device.presets.flatMap(\.names)
            throw .error("no device named '\(name)' (type 'device' for the list)", at: written.range,
                         suggestion: Suggestion.closest(to: name, in: names))
        }
        state.layout.setDevice(device, orientation: orientation)
        context.changed()
        noteSizeClassVariations(&context)
        let root = state.layout.safeAreaInsets(of: .root)
        context.note("device: \(device.name), \(orientation.rawValue) \(Self.size(state.layout.screen)) · safe area "
            + Self.insets(root) + (device.isApproximate ? " (approximate)" : ""))
    }

    mutating func setContainer(_ command: ContainerCommand, _ context: inout Context) throws(Diagnostic) {
        guard let words = command.words else { return }
        let key = words.value.lowercased().filter { $0.isLetter }
        let known: [String: ContainerContext] = [
            "window": .window, "none": .window,
            "navigation": .navigation, "navigationcontroller": .navigation, "uinavigationcontroller": .navigation,
            "tabbar": .tabBar, "tabbarcontroller": .tabBar, "uitabbarcontroller": .tabBar,
            "navigationandtabbar": .navigationAndTabBar, "tabbarandnavigation": .navigationAndTabBar,
        ]
        guard let container = known[key] else {
            throw .error("unknown container '\(words.value)'; expected navigation, tab bar, navigation and tab bar, or window",
                         at: words.range,
                         suggestion: Suggestion.closest(to: words.value, in: ["navigation", "tab bar", "navigation and tab bar", "window"]))
        }
        state.layout.setContainer(container)
        context.changed()
        context.note("in \(Self.containerName(container)) · root safe area " + Self.insets(state.layout.safeAreaInsets(of: .root)))
        // A controller that set edgesForExtendedLayout before its bars were named.
        if let edges = state.swift.extendedEdges, let note = Self.extendedEdgesNote(edges, state.layout.environment.container) {
            context.note(note)
        }
    }

    /// What a controller's `edgesForExtendedLayout` that leaves out an edge under a bar does in
    /// UIKit and not here, or nil when it leaves out none under the bars there are.
    static func extendedEdgesNote(_ value: Value, _ container: ContainerContext) -> String? {
        var members = Evaluator.optionMembers(value)
        if case .number(0) = value { members = [] }
        guard let members else { return nil }
        let top = members.contains("top") || members.contains("all"), bottom = members.contains("bottom") || members.contains("all")
        let under = [container.hasNavigationBar && !top ? "below the navigation bar" : nil,
                     container.hasTabBar && !bottom ? "above the tab bar" : nil].compactMap { $0 }
        guard !under.isEmpty else { return nil }
        // UIKit makes the root view shorter and moves it clear of the bar, its safe area's top (or
        // bottom) then 0. Layoutbook's root view always fills the screen.
        return "edgesForExtendedLayout leaves out an edge under a bar: UIKit places the root view \(under.joined(separator: " and ")), "
            + "shorter by the bar, with no safe-area inset there; Layoutbook keeps the root view filling the screen under the bar, "
            + "so frames measured from the root's top (or bottom) are off by the bar's height (the safe area's are not)"
    }

    static func containerName(_ c: ContainerContext) -> String {
        switch c {
        case .window: "window"
        case .navigation: "navigation"
        case .tabBar: "tab bar"
        case .navigationAndTabBar: "navigation and tab bar"
        }
    }

    /// The margins, safe-area and adjustment properties of `setProperty`.
    /// Layout errors are the caller's (`setProperty`) to turn into diagnostics at the value.
    mutating func setDeviceProperty(_ assignment: PropertyAssignment, of id: ViewID) throws {
        let value = assignment.value
        func bool() throws(Diagnostic) -> Bool {
            guard case .bool(let b) = value else { throw Self.shape(assignment, "true or false") }
            return b.value
        }
        func insets() throws(Diagnostic) -> EdgeInsets {
            guard case .insets(let i) = value else { throw Self.shape(assignment, "insets: top,left,bottom,right") }
            return EdgeInsets(top: i.top.value, left: i.left.value, bottom: i.bottom.value, right: i.right.value)
        }
        func requireRoot() throws(Diagnostic) {
            guard id == .root else {
                throw .error("'\(assignment.property.rawValue)' belongs to the view controller: set it on its root view, "
                    + "view.\(assignment.property.rawValue)", at: assignment.target.range)
            }
        }
        switch assignment.property {
        case .layoutMargins, .directionalLayoutMargins:
            try state.layout.setLayoutMargins(id, try insets())
        case .insetsLayoutMarginsFromSafeArea:
            try state.layout.setInsetsLayoutMarginsFromSafeArea(id, try bool())
        case .preservesSuperviewLayoutMargins:
            try state.layout.setPreservesSuperviewLayoutMargins(id, try bool())
        case .layoutMarginsFollowReadableWidth:
            try state.layout.setLayoutMarginsFollowReadableWidth(id, try bool())
        case .viewRespectsSystemMinimumLayoutMargins:
            try requireRoot()
            state.layout.setViewRespectsSystemMinimumLayoutMargins(try bool())
        case .prefersStatusBarHidden:
            try requireRoot()
            state.layout.setPrefersStatusBarHidden(try bool())
        case .additionalSafeAreaInsets:
            try requireRoot()
            try state.layout.setAdditionalSafeAreaInsets(try insets())
        case .contentInsetAdjustmentBehavior:
            try requireScrollView(id, assignment)
            guard case .adjustmentBehavior(let name, _) = value,
                  let behavior = ContentInsetAdjustmentBehavior(rawValue: name.rawValue) else {
                throw Self.shape(assignment, ".automatic, .scrollableAxes, .never or .always")
            }
            try state.layout.setContentInsetAdjustmentBehavior(id, behavior)
        case .alwaysBounceVertical, .alwaysBounceHorizontal:
            try requireScrollView(id, assignment)
            try state.layout.setAlwaysBounce(id, assignment.property == .alwaysBounceVertical ? .vertical : .horizontal,
                                             try bool())
        default:
            throw Self.shape(assignment, "a value")
        }
    }

    /// The presets, one a line: name, portrait size, portrait and landscape safe areas.
    static func deviceList(current: Device?) -> String {
        var lines = ["devices (portrait size · safe area top,left,bottom,right in portrait / landscape; * approximate):"]
        let width = Device.presets.map(\.name.count).max() ?? 0
        for d in Device.presets {
            let mark = d == current ? "▸ " : "  "
            let name = d.name + String(repeating: " ", count: width - d.name.count)
            let p = d.portrait, l = d.landscape
            var portrait = p.hardware
            portrait.top = max(portrait.top, p.statusBar)
            var landscape = l.hardware
            landscape.top = max(landscape.top, l.statusBar)
            let screen = size(d.screen)
            let pad = String(repeating: " ", count: max(0, 9 - screen.count))
            lines.append("\(mark)\(name)  \(screen)\(pad)  \(insets(portrait)) / \(insets(landscape))\(d.isApproximate ? " *" : "")")
        }
        lines.append("  (no device: a bare screen, 'screen WxH'; the default is 375×667 with no status bar)")
        return lines.joined(separator: "\n")
    }

    static func size(_ s: Size) -> String { "\(formatNumber(s.width))×\(formatNumber(s.height))" }

    static func insets(_ i: EdgeInsets) -> String {
        "\(formatNumber(i.top)),\(formatNumber(i.left)),\(formatNumber(i.bottom)),\(formatNumber(i.right))"
    }
}
