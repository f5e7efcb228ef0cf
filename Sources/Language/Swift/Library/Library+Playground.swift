/// Xcode playgrounds' `PlaygroundSupport`, which tutorials paste with their code: the page's live
/// view is what the playground shows, so the controller or view a listing sets there is the one
/// shown here.
extension Library {
    static let playgroundTypes: [LibraryType] = [
        LibraryType("PlaygroundPage", help: "a playground's page; its liveView is what it shows, here the screen",
                    members: livePageMembers,
                    statics: [
                        .property("current", "PlaygroundPage", "the playground's page") { _, _, _ throws(Interrupt) in
                            .type("PlaygroundPage")
                        },
                    ] + livePageMembers),
    ]

    static let livePageMembers: [Member] = [
        .property("liveView", "PlaygroundLiveViewable?",
                  "a view controller is presented on the screen; a view is placed in the root view at its frame") {
            _, _, _ throws(Interrupt) in .none
        } set: { e, _, value, range throws(Interrupt) in
            try e.showLiveView(value, at: range)
        },
        .method("setLiveView(_:)", "as liveView =") { e, _, args, _, range throws(Interrupt) in
            guard let value = args.first?.value else { throw e.fail("setLiveView needs a view or a view controller", at: range) }
            try e.showLiveView(value, at: range)
            return .void
        },
        .property("needsIndefiniteExecution", "Bool", "keeps a playground running; nothing here waits") {
            _, _, _ throws(Interrupt) in .bool(false)
        } set: { _, _, _, _ throws(Interrupt) in },
        .inert("finishExecution()", "ends a playground's run; nothing here waits"),
    ]
}

extension Evaluator {
    /// The app's start, pasted: a scene delegate's `scene(_:willConnectTo:options:)` or an
    /// application delegate's `application(_:didFinishLaunchingWithOptions:)`. UIKit calls it as
    /// the app launches; it runs once its class is declared, given the one window scene, and the
    /// controller it makes its window's `rootViewController` (in a navigation controller, say) is
    /// what the screen shows, as a live view's is.
    mutating func startApp(_ statements: [Stmt], at range: SourceRange) throws(Interrupt) {
        for case .type(let decl) in statements where decl.kind == .class {
            for case .function(let f) in decl.members where !f.isStatic {
                let isScene = f.name == "scene" && f.parameters.count == 3 && f.parameters[1].label == "willConnectTo"
                let isLaunch = f.name == "application" && f.parameters.count == 2 && f.parameters[1].label == "didFinishLaunchingWithOptions"
                guard isScene || isLaunch else { continue }
                let object = Value.object(newObject(decl.name))
                let given: [Value] = isScene ? [.type("UIWindowScene"), .opaque("session"), .opaque("connectionOptions")]
                    : [.enumCase("shared"), .none]
                let arguments = zip(f.parameters, given).map { parameter, value in
                    EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
                }
                note("\(decl.name).\(f.signature) runs as the app starts: the controller it gives its window is the screen's")
                do {
                    _ = try callFunction(f, receiver: object, arguments: arguments, trailing: nil, at: range)
                } catch .returned {}
            }
        }
    }

    /// `PlaygroundPage.current.liveView = …`. A view controller is presented on the screen, as
    /// the live view shows it — unless one of its class is there already (a pasted controller is
    /// presented when its class is declared). A view the code made is placed in the root view at
    /// its own frame: the playground shows it in a window of its size, and what is inside it is
    /// laid out as there. The playground shows its live view alone: what was on the screen
    /// before (a controller presented when its class was pasted, whose copy the live view may
    /// hold) is taken away, with a note — a playground has no other screen to put it on.
    mutating func showLiveView(_ value: Value, as setting: String = "PlaygroundPage.current.liveView", at range: SourceRange) throws(Interrupt) {
        if let id = objectID(of: value), let className = swift.objects[id]?.className {
            if let standsFor = standInController(id) {
                // A controller the paste lacks: what it shows is the app's, so the screen stays.
                note("skipped '\(setting) = \(standsFor)(…)': \(standsFor) is not in the paste, so what it shows is not known; "
                    + "the screen shown stays")
                return
            }
            if let shown = swift.presentedController, swift.objects[shown]?.className == className {
                note("\(setting): \(className) is on the screen already, presented when its class was pasted")
                return
            }
            if swift.objects[id]?.fields[Self.tabShownField] != nil {
                // A tab bar controller the code built at the top level, shown with its tab already.
                note("\(setting): \(className) is on the screen already, showing its tab")
                return
            }
            // Nothing presented yet and no view of its own: `controller.view` was the root view
            // all along, so what the code added to it (`controller.view.addSubview(box)`) is this
            // controller's and stays on the screen with it.
            let ownsScreen = swift.presentedController == nil && swift.objects[id]?.fields["view"] == nil
            if !ownsScreen { try clearScreen(keeping: nil, as: setting, at: range) }
            try present(id, at: range)
            return
        }
        guard case .view(let name) = value else {
            note("skipped '\(setting) = \(describe(value))': not a view or a view controller of the paste")
            return
        }
        try clearScreen(keeping: viewName(name), as: setting, at: range)
        if layoutID(name) != nil {
            note("\(setting): '\(viewName(name))' is in the root view already")
            return
        }
        try addSubview(.view("root"), value, at: range)
        note("\(setting): '\(viewName(name))' is what the playground shows, placed here in the root view at its frame")
    }

    /// A view named alone on a line of a playground's page (`view`), in no view yet: the
    /// playground shows it beside the line (its Quick Look), laid out at its own frame. It is
    /// placed in the root view at that frame, as a live view is, so that it is shown and laid out.
    mutating func showOnPlaygroundLine(_ name: String, at range: SourceRange) throws(Interrupt) {
        guard layoutID(name) == nil, session.state.detached[name] != nil || session.state.detached[viewName(name)] != nil else { return }
        try addSubview(.view("root"), .view(name), at: range)
        note("'\(viewName(name))' alone on a playground's line: the playground shows it beside the line, laid out at its frame; "
             + "it is placed here in the root view at that frame")
    }

    /// `card.layoutIfNeeded()` in the paste's own lines, `card` in no view: UIKit lays the view's
    /// tree out alone, at the view's own frame, window or not. It is placed in the root view at
    /// that frame, so that it is laid out and shown.
    mutating func showLaidOutAlone(_ name: String, at range: SourceRange) throws(Interrupt) {
        try addSubview(.view("root"), .view(name), at: range)
        if let id = layoutID(name) { try? session.state.layout.setOutsideWindow(id, true) }
        note("'\(viewName(name))' is in no view: layoutIfNeeded() lays it out alone, at its own frame, as UIKit does, with no "
             + "safe area (it is in no window); it is placed here in the root view at that frame, to be shown")
    }

    /// Takes every view of the root view but `kept` off the screen, saying which.
    mutating func clearScreen(keeping kept: String?, as setting: String, at range: SourceRange) throws(Interrupt) {
        let others = subviews(of: "root").filter { viewName($0) != kept }
        for other in others { try removeFromSuperview(other, keepsObject: false, at: range) }
        if others.isEmpty { return }
        let shows = setting == "PlaygroundPage.current.liveView" ? "a playground shows its live view alone"
            : "the window shows its root view controller's view alone"
        note("\(setting): \(shows); taken off the screen: " + others.map { "'\(viewName($0))'" }.joined(separator: ", "))
        swift.presentedController = nil
    }
}
