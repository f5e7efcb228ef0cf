import Layout

extension Library {
    /// What the application and its window answer about the screen: `UIApplication.shared` (and
    /// Objective-C's `[UIApplication sharedApplication]`) reads as the case `.shared`, the one
    /// instance of a type Layoutbook does not otherwise model, and its key window as `.keyWindow`.
    ///
    /// - `statusBarFrame` (also the iOS 13 `windowScene.statusBarManager`'s): the screen's width
    ///   and the status bar's height as shown — the device's in portrait, 0 in a phone's
    ///   landscape, when the controller hides it, and on a bare screen, which has none.
    /// - `keyWindow`, `windows` (one window) and `delegate.window`: as big as the screen; its
    ///   `safeAreaInsets` are the device's (the sensor housing, the home indicator, the status
    ///   bar), never the controller's bars or `additionalSafeAreaInsets`, which are its root
    ///   view's.
    ///
    /// Nil for any other member, which stays the app's value as before.
    static func applicationMember(_ c: String, _ name: String, in layout: Layout) -> Value? {
        guard c == "shared" || c == keyWindowCase || c == "statusBarManager" || c == appDelegateCase else { return nil }
        let screen = layout.frame(of: .root)
        let environment = layout.environment
        switch (c, name) {
        case ("shared", "statusBarFrame"), ("statusBarManager", "statusBarFrame"):
            return .rect(Rect(x: 0, y: 0, width: screen.width, height: environment.statusBarHeight))
        case ("shared", "isStatusBarHidden"), ("statusBarManager", "isStatusBarHidden"):
            return .bool(environment.statusBarHeight == 0)
        case ("shared", "keyWindow"):
            return .enumCase(keyWindowCase)
        case ("shared", "windows"):
            return .array([.enumCase(keyWindowCase)])
        case ("shared", "delegate"):
            // The app delegate, whose `window` (UIApplicationDelegate's) is the key window.
            return .enumCase(appDelegateCase)
        case (appDelegateCase, "window"):
            return .enumCase(keyWindowCase)
        case ("shared", "connectedScenes"):
            // iOS 13's scenes: the one window scene, whose windows are the key window.
            return .array([.type("UIWindowScene")])
        case (keyWindowCase, "safeAreaInsets"):
            return .insets(environment.windowSafeAreaInsets, directional: false)
        case (keyWindowCase, "bounds"), (keyWindowCase, "frame"):
            return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        case (keyWindowCase, "isKeyWindow"):
            return .bool(true)
        case (keyWindowCase, "windowScene"):
            return .type("UIWindowScene")
        case (keyWindowCase, "screen"):
            return .type("UIScreen")
        default:
            return nil
        }
    }

    /// The case the application's key window reads as.
    static let keyWindowCase = "keyWindow"

    /// The case the application's delegate reads as (`UIApplication.shared.delegate`).
    static let appDelegateCase = "appDelegate"

    /// The note said when code uses the key window as a view.
    static let keyWindowAsRootNote = "the key window is taken as the screen's root view: it is as big as the screen "
        + "and at its origin, so a view added to it, or constrained to it, has the frame UIKit gives it there "
        + "(UIKit draws it above the controller's view)"

    /// The key window used as a view (`keyWindow.addSubview(toast)`, `toItem: window`,
    /// `window.bottomAnchor`): the screen's root view, whose frame is the window's — a window
    /// fills the screen at its origin, and so does the root view of the controller it shows. Nil
    /// for any other value, and for a member only the window answers (its device `safeAreaInsets`).
    static func keyWindowAsView(_ value: Value, member name: String? = nil) -> Value? {
        guard case .enumCase(keyWindowCase) = value else { return nil }
        if let name, member(name, of: "UIView") == nil, !(types["UIView"]?.members.keys.contains { $0.hasPrefix(name + "(") } ?? false) {
            return nil
        }
        return .view("root")
    }

    /// The arguments of a call with the key window, given as a view, read as the root view.
    static func keyWindowArgumentsAsViews(_ args: [EvaluatedArgument], _ e: inout Evaluator) -> [EvaluatedArgument] {
        guard args.contains(where: { keyWindowAsView($0.value) != nil }) else { return args }
        e.noteKeyWindowAsRoot()
        return args.map { argument in
            guard let view = keyWindowAsView(argument.value) else { return argument }
            var changed = argument
            changed.value = view
            return changed
        }
    }

    /// Whether a member of the application Layoutbook does not answer is named for a window
    /// (`kWindow`, `currentWindow`, `keyWindowInConnectedScenes`): the app's own extension, not in
    /// the paste, that finds the key window among the scenes, as apps write one since iOS 13.
    static func isAppWindowName(_ name: String) -> Bool {
        let word = name.lowercased()
        return word != "windows" && (word.hasSuffix("window") || word.hasPrefix("keywindow"))
    }
}

extension Evaluator {
    /// Notes, once a session, that the key window used as a view is the root view: each later use
    /// follows the same rule, and a file run line by line would repeat it on every line.
    mutating func noteKeyWindowAsRoot() {
        guard !swift.keyWindowNoted else { return }
        swift.keyWindowNoted = true
        note(Library.keyWindowAsRootNote)
    }
}
