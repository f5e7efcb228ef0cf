/// A class whose superclass is the app's own and not in the paste (`RootView`, `BaseCustomView`,
/// `BaseViewController`) overrides the methods that base class calls for it: `setup()`,
/// `setupConstraints()`, `configureHierarchy()`, `bindConstraints()`. Such a base calls them
/// from its `init` (a view) or its `viewDidLoad` (a controller); run nowhere, the view would be
/// empty. They run there, in the order the paste declares them, those whose names speak of
/// constraints or layout last (a base adds the views before it constrains them).
extension Evaluator {
    /// The app's base class and the hooks it is taken to call, most derived override of each;
    /// nil when the class derives from no base class outside the paste or overrides none.
    func appBaseHooks(of className: String) -> (base: String, hooks: [FunctionDecl])? {
        guard let top = topOfChain(className), top != className, swift.types[top] == nil, Library.type(named: top) == nil,
              let standIn = Library.classStandingIn(overriding: members(of: className), superclass: top, subclass: className) else { return nil }
        let all = members(of: className)
        var seen: Set<String> = []
        var hooks: [FunctionDecl] = []
        for case .function(let f) in all where f.modifiers.contains("override") && f.parameters.isEmpty && !f.isStatic
            && f.name != "init" && !Library.viewLifeCycle.contains(f.name) && !Self.uikitCallbacks.contains(f.name)
            && !Self.isEventHandler(f.name)
            // A controller's life cycle is UIKit's to call; on a view it is the base's own hook.
            && !(Library.controllerLifeCycle.contains(f.name) && Library.isSubtype(standIn.className, of: "UIViewController"))
            // (A UIKit or library method of the name taking arguments, Stevia's `style(_:)`, is not
            // what an override taking none overrides: the base's own `style()` is.)
            && Library.member(f.name, of: standIn.className).map({ $0.signature.hasSuffix("()") || !$0.signature.contains("(") }) != true
            && seen.insert(f.name).inserted {
            // A hook the class calls itself (`setupConstraints()` from its own init) is the class's
            // to call: the base is not taken to call it too.
            let callers = all.filter { member in
                if case .function(let g) = member, g.name == f.name { return false }
                return true
            }
            if SyntaxMentions.namesOwnMember(f.name, in: callers) { continue }
            guard let dispatched = method(f.name, of: className) else { continue }
            hooks.append(dispatched)
        }
        guard !hooks.isEmpty else { return nil }
        return (top, hooks.filter { !Self.isLateHook($0) } + hooks.filter(Self.isLateHook))
    }

    /// Methods UIKit itself calls on a view, at times of its own: after nib loading
    /// (`awakeFromNib`, after `init(coder:)`), before reuse, on a tint or window change. An
    /// override of one is not the app base's hook, run from its `init` (before the subclass's own
    /// init has made the views such a method reads).
    /// So are UIKit's answers to the user (VoiceOver's escape and magic tap, the responder chain)
    /// and its own layout and focus methods, which no base calls at load.
    static let uikitCallbacks: Set<String> = ["awakeFromNib", "prepareForReuse", "prepareForInterfaceBuilder", "tintColorDidChange",
                                              "didMoveToWindow", "accessibilityPerformEscape", "accessibilityPerformMagicTap",
                                              "accessibilityActivate", "accessibilityIncrement", "accessibilityDecrement",
                                              "accessibilityElementDidBecomeFocused", "accessibilityElementDidLoseFocus",
                                              "becomeFirstResponder", "resignFirstResponder", "reloadInputViews",
                                              "viewLayoutMarginsDidChange", "applicationFinishedRestoringState",
                                              "setNeedsFocusUpdate", "updateFocusIfNeeded", "setNeedsStatusBarAppearanceUpdate",
                                              "didMoveToSuperview", "willMove", "removeFromSuperview", "layoutIfNeeded",
                                              "setNeedsLayout", "setNeedsDisplay", "sizeToFit"]

    /// Whether a method is named as the answer to an event (`handleThemeChanged()`,
    /// `onKeyboardShown()`, `closeTapped()`, `themeDidChange()`): the base calls it when the event
    /// comes — a notification, a tap — not while the view loads, when the views it reads may not
    /// be made yet.
    static func isEventHandler(_ name: String) -> Bool {
        if name.hasPrefix("handle") { return true }
        if name.hasPrefix("on"), let third = name.dropFirst(2).first, third.isUppercase { return true }
        return ["Changed", "Change", "Tapped", "Pressed", "Clicked", "Selected", "Action", "Notification"].contains { name.hasSuffix($0) }
    }

    /// A hook named for constraints or layout: run after the others, as a base adds the views
    /// before it constrains them.
    static func isLateHook(_ f: FunctionDecl) -> Bool {
        let name = f.name.lowercased()
        return name.contains("constraint") || name.contains("layout")
    }

    /// Runs the hooks of an object's app base class once: from the base's `init` for a view or
    /// model, from its `viewDidLoad` for a view controller.
    mutating func runAppBaseHooks(on selfValue: Value, at range: SourceRange) throws(Interrupt) {
        guard let id = objectID(of: selfValue), let className = swift.objects[id]?.className, !hooksRan.contains(id) else { return }
        // Worked out once a class an entry: a loop may make many of one class.
        let found: (base: String, hooks: [FunctionDecl])?
        if let known = appBaseHooksByClass[className] {
            found = known
        } else {
            found = appBaseHooks(of: className)
            appBaseHooksByClass[className] = .some(found)
        }
        guard let (base, hooks) = found else { return }
        hooksRan.insert(id)
        var deferred: [(hook: FunctionDecl, reason: Diagnostic)] = []
        var stopped: [(hook: FunctionDecl, reason: Diagnostic)] = []
        for hook in hooks {
            // A view's base may call a hook from its init or from `updateConstraints()` (an
            // `AutoLayoutView` that sets up its constraints once, in a window). Whichever it is, a
            // constraints hook that constrains to what the view does not have yet at init (its
            // superview, the views its own init adds after `super.init`) runs at the first layout
            // pass instead. (Only those are kept to be undone: the copy is not free.)
            // A controller's base may call it from `updateViewConstraints()`, after the
            // subclass's viewDidLoad has added the views: one that stops here waits for that.
            let onView = if case .view = selfValue { true } else { false }
            guard Self.isLateHook(hook), isController(className) || onView else {
                do {
                    _ = try callFunction(hook, receiver: selfValue, arguments: [], trailing: nil, at: range)
                } catch .returned {
                } catch .failure(let d) where d.kind != .stepLimit {
                    // Taken to be called here, it stops (a property the subclass's init sets
                    // after `super.init`): the base calls it at another time, which the paste
                    // does not show. Left there, not the view's end.
                    stopped.append((hook, d))
                }
                continue
            }
            let before = self
            do {
                _ = try callFunction(hook, receiver: selfValue, arguments: [], trailing: nil, at: range)
            } catch .returned {
            } catch .failure(let d) {
                self = before
                if case .view(let view) = selfValue {
                    swift.pendingBaseHooks[view, default: []].append(hook)
                } else {
                    hooksAfterLoad.append((id, hook))
                }
                deferred.append((hook, d))
            }
        }
        let ran = hooks.filter { hook in !deferred.contains { $0.hook.name == hook.name } && !stopped.contains { $0.hook.name == hook.name } }
        for (hook, reason) in stopped {
            note("\(className) overrides \(hook.name)() of '\(base)', not in the paste: run from its "
                + (isController(className) ? "viewDidLoad" : "init") + " it stops at line \(reason.range.start.line) "
                + "(\(reason.message)), so '\(base)' calls it at another time, not known here; what it did before it stopped stays")
        }
        if !ran.isEmpty {
            note("\(className) overrides " + ran.map { $0.name + "()" }.joined(separator: ", ")
                 + " of '\(base)', not in the paste: \(ran.count == 1 ? "it ran" : "they ran, in this order,") from '\(base)'s "
                 + (isController(className) ? "viewDidLoad" : "init") + ", as a base class calls them")
        }
        for (hook, reason) in deferred {
            if isController(className) {
                note("\(className) overrides \(hook.name)() of '\(base)', not in the paste: run from its viewDidLoad it stops at "
                     + "line \(reason.range.start.line) (\(reason.message)), so it runs after \(className)'s own viewDidLoad, as a "
                     + "base calling it from updateViewConstraints() does")
            } else {
                note("\(className) overrides \(hook.name)() of '\(base)', not in the paste: run from its init it stops at line "
                     + "\(reason.range.start.line) (\(reason.message)), so it runs at the first layout pass that finds the view "
                     + "placed, as a base calling it from updateConstraints() does")
            }
        }
    }

    /// Runs a controller's hooks that waited for its own viewDidLoad (see ``hooksAfterLoad``).
    mutating func runHooksAfterLoad(of selfValue: Value) throws(Interrupt) {
        guard let id = objectID(of: selfValue), hooksAfterLoad.contains(where: { $0.id == id }) else { return }
        let waiting = hooksAfterLoad.filter { $0.id == id }
        hooksAfterLoad.removeAll { $0.id == id }
        for (_, hook) in waiting {
            do {
                _ = try callFunction(hook, receiver: selfValue, arguments: [], trailing: nil, at: hook.range)
            } catch .returned {}
        }
    }

    /// Runs the base-class hooks that waited for a view to be placed (see ``runAppBaseHooks``),
    /// once it is.
    /// Returns the hooks that ran.
    @discardableResult
    mutating func runPendingBaseHooks(of view: String) throws(Interrupt) -> [FunctionDecl] {
        guard layoutID(view) != nil, let hooks = swift.pendingBaseHooks.removeValue(forKey: view) else { return [] }
        for hook in hooks {
            do {
                _ = try callFunction(hook, receiver: .view(view), arguments: [], trailing: nil, at: hook.range)
            } catch .returned {}
        }
        return hooks
    }

    /// Whether code sets the mask of its own view (`translatesAutoresizingMaskIntoConstraints`
    /// alone or on `self`): a hook that does places the view with its own constraints.
    static func setsOwnMask(_ value: Any) -> Bool {
        let name = "translatesAutoresizingMaskIntoConstraints"
        if let expr = value as? Expr {
            switch expr {
            case .identifier(name, _): return true
            case .member(.selfExpr, name, _, _): return true
            // `self.snp.makeConstraints { … }`, `snp.makeConstraints`, `self.mas_makeConstraints`:
            // the library turns the view's own mask off before it constrains it.
            case .member(.member(.selfExpr, "snp", _, _), "makeConstraints", _, _),
                 .member(.member(.selfExpr, "snp", _, _), "remakeConstraints", _, _),
                 .member(.identifier("snp", _), "makeConstraints", _, _),
                 .member(.identifier("snp", _), "remakeConstraints", _, _),
                 .member(.selfExpr, "snp_makeConstraints", _, _), .identifier("snp_makeConstraints", _),
                 .member(.selfExpr, "mas_makeConstraints", _, _), .member(.selfExpr, "mas_remakeConstraints", _, _):
                return true
            default: break
            }
        }
        if value is SourceRange || value is String { return false }
        return Mirror(reflecting: value).children.contains { setsOwnMask($0.value) }
    }
}

/// A class that adopts a protocol of the app's own, not in the paste (`final class LoginScreen:
/// UIView, ViewCode`), and calls a method it does not declare (`commonInit()` in its `init`):
/// the method is the protocol's extension's, which calls the methods the class declares for it
/// (`setupHierarchy()`, `setupConstraints()`, `setupStyle()`). Run nowhere, the view would be
/// empty; they run there, those nothing in the paste calls whose names say they set the view up,
/// in the paste's order with those named for constraints or layout last, as the base-class hooks do.
extension Evaluator {
    /// Swift's own protocols, which add no such method.
    static let swiftProtocols: Set<String> = [
        "AnyObject", "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "CaseIterable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "ObservableObject", "Error",
    ]

    /// The first protocol of the app's own, not in the paste, that a pasted class adopts, where the
    /// class is declared (`class LoginScreen: UIView, ViewCode`) or by an extension
    /// (`extension SignUpViewController: ViewCode { … }`): its extensions, which the paste lacks,
    /// may give the class methods. Nil when it adopts none (delegates and data sources aside).
    func appProtocol(adoptedBy className: String) -> String? {
        protocolsNotInPaste(adoptedBy: className).first(where: Self.isAppsOwnProtocolName)
    }

    /// The protocols a pasted class adopts, where it is declared or by an extension, that the
    /// paste does not declare and that are neither Layoutbook's UIKit types nor Swift's own.
    func protocolsNotInPaste(adoptedBy className: String) -> [String] {
        guard let decl = swift.types[className], decl.kind == .class else { return [] }
        let declared = Array(decl.inherits.map(\.baseName).dropFirst()) + (swift.conformances[className] ?? [])
        return declared.filter { Self.isProtocolNotInPaste($0, declared: swift.types) }
    }

    /// Whether a name a class adopts is neither declared by the paste nor one of Layoutbook's
    /// UIKit types nor Swift's own protocols.
    static func isProtocolNotInPaste(_ name: String, declared: [String: TypeDecl]) -> Bool {
        declared[name] == nil && Library.type(named: name) == nil && !swiftProtocols.contains(name)
    }

    /// Of those, one of the app's own (not a framework's, a delegate or a data source), whose
    /// extension may give the class members.
    static func isAppsOwnProtocolName(_ name: String) -> Bool {
        !Library.isFrameworkTypeName(name) && !name.hasSuffix("Delegate") && !name.hasSuffix("DataSource")
    }

    /// The app's protocol a class adopts and the methods its extension is taken to call, for an
    /// undeclared method of no arguments called on an instance of the class; nil when there is none.
    func appProtocolHooks(calling name: String, of className: String) -> (adopted: String, hooks: [FunctionDecl])? {
        guard let decl = swift.types[className], let adopted = appProtocol(adoptedBy: className) else { return nil }
        let own = decl.members
        let everything = pastedTypes()
        var hooks: [FunctionDecl] = []
        for case .function(let f) in own where f.parameters.isEmpty && !f.isStatic && f.name != name && f.name != "init"
            && !f.modifiers.contains("override") && !f.modifiers.contains("@objc") && Self.namesSetUp(f.name)
            && !Library.controllerLifeCycle.contains(f.name) && !Library.viewLifeCycle.contains(f.name)
            && !Self.isCalled(f, in: everything)
            // One that itself calls the protocol's method (`prepare() { setupView() }`) is the
            // app's way in, not a step the method takes.
            && !SyntaxMentions.names(name, in: f.body) {
            hooks.append(f)
        }
        guard !hooks.isEmpty else { return nil }
        return (adopted, hooks.filter { !Self.isLateHook($0) } + hooks.filter(Self.isLateHook))
    }

    /// Every member of every pasted type, in the order of the types' names: where a call to a
    /// method would be (``isCalled(_:in:)``).
    func pastedMembers() -> [Stmt] {
        swift.types.keys.sorted().flatMap { swift.types[$0]?.members ?? [] }
    }

    /// Every pasted type as a statement, in the order of their names: where a call to a method
    /// would be, each call read in the type it is made in (``isCalled(_:in:)``: a type's call of
    /// its own method of the same name is not a call of another's).
    func pastedTypes() -> [Stmt] {
        swift.types.keys.sorted().compactMap { swift.types[$0].map(Stmt.type) }
    }

    /// Whether any of `members` but `f` itself names `f`: something in the paste calls it.
    /// `own` are the methods of that name of the type `members` belong to: a call on `self` with
    /// one's labels is that method (a stack view's private `configure()` beside a header's
    /// `configure(with:)`), no call of `f`.
    /// `onSelfOnly`: the members are those of the controller declaring `f`, where a call on
    /// another object (`[self.header setupViews]`, `header.setupViews()`) is of that object's
    /// method — a controller's property is a view or a model, not another such controller.
    static func isCalled(_ f: FunctionDecl, in members: [Stmt], besideOwn own: [FunctionDecl] = [],
                         onSelfOnly: Bool = false) -> Bool {
        func mentions(_ value: Any) -> Bool {
            if onSelfOnly { return SyntaxMentions.namesBesideCallsOnOthers(f.name, besideOwn: own, in: value) }
            return own.isEmpty ? SyntaxMentions.names(f.name, in: value) : SyntaxMentions.namesBesideOwnCalls(f.name, of: own, in: value)
        }
        // Another type's method of the same name (a cell's own `setUpViews()`) declares the
        // name, and calls it only if its body does.
        return members.contains { member in
            switch member {
            case .function(let g) where g == f: return false
            case .function(let g) where g.name == f.name: return mentions(g.body)
            case .type(let t):
                let sameName = t.members.compactMap { member -> FunctionDecl? in
                    if case .function(let g) = member, g.name == f.name, g != f { return g }
                    return nil
                }
                let controller = t.members.contains(.function(f))
                    && (["Controller", "VC"].contains(where: t.name.hasSuffix) || t.superclass?.hasSuffix("ViewController") == true)
                return isCalled(f, in: t.members, besideOwn: sameName, onSelfOnly: controller)
            default: return mentions(member)
            }
        }
    }

    /// Whether a method's name says it sets the view up (`setupHierarchy`, `buildViewHierarchy`,
    /// `configureViews`, `configSubView`, `addSubviews`, `applyStyle`): only such are taken for a protocol's hooks,
    /// not the class's other methods nothing calls (`reset()`, `startAnimating()`).
    static func namesSetUp(_ name: String) -> Bool {
        // "Set up" is never anything else, however it is cased (`setUpviews`, `setupview`).
        if name.lowercased().hasPrefix("setup") { return true }
        // PureLayout's initialiser (`[[RowView alloc] initForAutoLayout]`), overridden to build
        // the view: the app makes the view with it.
        if name == "initForAutoLayout" { return true }
        // `setConstraint()`, `setLayout()`, `setSubviews()`: "set" then what sets a view up (not a
        // property's setter, `setTitle(_:)`, which takes what it sets).
        if name.hasPrefix("set"), ["Constraint", "Constraints", "Layout", "Layouts", "UI", "Views", "Subviews", "SubViews", "Hierarchy",
                                   "ViewHierarchy", "AutoLayout", "Autolayout", "Anchors", "Ui"].contains(String(name.dropFirst(3))) {
            return true
        }
        // `attribute()` beside `layout()` and `bind()`, `setAttributes()`, `setting()`, `design()`:
        // the split many apps write their set-up in.
        if ["setting", "settings", "setAttribute", "setAttributes", "setStyle", "setStyles", "setAppearance"].contains(name) { return true }
        let prefixes = ["setup", "setUp", "build", "configure", "add", "apply", "layout", "style", "create", "make",
                        "attribute", "design", "decorate", "customize", "customise",
                        "prepare", "define", "constrain", "arrange", "install", "bind", "init", "place",
                        // `configSubView()`, `configConstraint()`; `initializeUI()`, `assembleViews()`.
                        "config", "initialize", "initialise", "assemble", "compose", "embed"]
        return prefixes.contains { prefix in
            guard name.hasPrefix(prefix) else { return false }
            let rest = name.dropFirst(prefix.count)
            return rest.isEmpty || rest.first?.isUppercase == true
        }
    }

    /// Runs the methods an undeclared method of the app's protocol is taken to call; false when
    /// the call is not one.
    mutating func runAppProtocolHooks(calling name: String, on selfValue: Value, at range: SourceRange) throws(Interrupt) -> Bool {
        guard let className = className(of: selfValue), let (adopted, hooks) = appProtocolHooks(calling: name, of: className) else {
            return false
        }
        for hook in hooks {
            do {
                _ = try callFunction(hook, receiver: selfValue, arguments: [], trailing: nil, at: range)
            } catch .returned {}
        }
        note("'\(name)()' is not in the paste: \(className) adopts '\(adopted)', whose extension it is taken to be; the methods "
             + "nothing in the paste calls, " + hooks.map { $0.name + "()" }.joined(separator: ", ")
             + (hooks.count == 1 ? ", ran there" : ", ran there, in this order"))
        return true
    }
}
