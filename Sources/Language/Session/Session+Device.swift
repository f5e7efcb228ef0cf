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
        guard let (device, orientation) = Device.named(withOrientation: written.value) else {
            let name = written.value.trimmingSpaces
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
        // A controller that set edgesForExtendedLayout (or made a bar opaque) before its bars
        // were named: its view is laid out clear of them now.
        if let note = Self.rootClearOfBarsNote(state.layout, because: "the controller's edgesForExtendedLayout or an opaque bar") {
            context.note(note)
        }
    }

    /// The edges a controller's `edgesForExtendedLayout` extends its view under, top and bottom
    /// (`[]`, `UIRectEdgeNone` and 0 none, `.all` both); nil for a value that is no edge set.
    static func extendedEdges(_ value: Value) -> (top: Bool, bottom: Bool)? {
        var members = Evaluator.optionMembers(value)
        if case .number(0) = value { members = [] }
        guard let members else { return nil }
        return (members.contains("top") || members.contains("all"), members.contains("bottom") || members.contains("all"))
    }

    /// Where UIKit lays the root view out when it stands clear of a bar (below the navigation
    /// bar, above the tab bar), `because` of what: nil when it fills the screen.
    static func rootClearOfBarsNote(_ layout: Layout, because: String) -> String? {
        let environment = layout.environment
        let below = environment.rootBelowNavigationBar, above = environment.rootAboveTabBar
        guard below || above else { return nil }
        let frame = environment.rootFrame(screen: layout.screen)
        let bars = [below ? "below the navigation bar" : nil, above ? "above the tab bar" : nil].compactMap { $0 }
        let edges = [below ? "top" : nil, above ? "bottom" : nil].compactMap { $0 }.joined(separator: " and ")
        return "\(because): UIKit lays the root view out \(bars.joined(separator: " and ")), \(size(frame.size)) at "
            + "(\(number(frame.minX)),\(number(frame.minY))) on the screen, with no safe-area inset at its \(edges) (frames here are "
            + "in its coordinates, from its top)"
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
