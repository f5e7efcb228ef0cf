import Layout

/// Objects of pasted types: views of pasted `UIView` subclasses, view controllers, models.
extension Evaluator {
    mutating func newObject(_ className: String, view: String? = nil) -> Int {
        let id = swift.nextObject
        swift.nextObject += 1
        swift.objects[id] = SwiftObject(className: className, view: view)
        if let view { swift.viewObjects[view] = id }
        return id
    }

    /// Whether a case's raw value is the one given (a number, or text).
    static func sameRawValue(_ raw: Value, _ given: Value) -> Bool {
        switch (raw, given) {
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        default: false
        }
    }

    /// `CardView()`, `CardView(frame: .zero)`, `ViewController()`, `Item(title: "x")`.
    mutating func construct(_ typeName: String, _ args: [EvaluatedArgument], trailing: Value?, at range: SourceRange,
                            nameRange: SourceRange) throws(Interrupt) -> Value {
        guard let decl = swift.types[typeName] else {
            if let made = try appInitializedView(typeName, args, trailing: trailing, at: range, nameRange: nameRange) { return made }
            if let made = try extensionInitializedValue(typeName, args, at: range) { return made }
            return try Library.construct(typeName, args, trailing: trailing, &self, at: range, nameRange: nameRange)
        }
        if decl.isAlias, let target = decl.superclass {
            // `typealias Button = UIButton`: `Button()` is `UIButton()`.
            return try construct(target, args, trailing: trailing, at: range, nameRange: nameRange)
        }
        if let value = try constructPastedOptionSet(typeName, args) { return value }
        if decl.kind == .enum {
            // `Section(rawValue: section)`: the case whose raw value that is, or nil.
            if args.count == 1, args[0].label == "rawValue",
               let cases = try casesWithRawValues(decl, Frame(scope: Scope(parent: nil), selfValue: nil, typeName: typeName)) {
                if case .opaque = args[0].value { return .opaque("\(typeName)(rawValue:)") }
                return cases.first { Self.sameRawValue($0.raw, args[0].value) }.map { .enumCase($0.name) } ?? .none
            }
            note("skipped '\(typeName)(…)': enums made from raw values are not run here")
            return .opaque(typeName)
        }
        // A stored property that makes an object of its own class (`let child = V()`) makes
        // another, and another: counted as calls are, so it stops rather than overflow the stack.
        depth += 1
        declaredCodeDepth += 1
        defer {
            depth -= 1
            declaredCodeDepth -= 1
        }
        if depth > Self.depthLimit {
            throw fail("making '\(typeName)' makes objects nested more than \(Self.depthLimit) deep: a stored property makes "
                           + "an object of its own class without end (the app would crash here)", at: range,
                       hint: "make the property lazy or optional, and set it from outside")
        }
        let selfValue: Value
        let id: Int
        if let shown = swift.shownClasses.removeValue(forKey: typeName) { try takeAwayShownView(shown, of: typeName, at: range) }
        if let base = libraryBase(of: typeName), Library.isSubtype(base, of: "UIView") {
            var frame: Rect? = nil
            if let f = args.first(where: { $0.label == "frame" }) { frame = try Library.rect(f.value, &self, at: f.range) }
            let name = try createView(className: typeName, kind: Library.viewKind(of: base), frame: frame, at: range)
            if Library.isSubtype(base, of: "UIStackView") { try editStack(name, .make, at: range) }
            // A subclass of a UIKit control is that control: a switch subclass made with `()`
            // is the switch's size, as `UISwitch()` is, before any setter of it runs.
            // A segmented control subclass made with UIKit's `init(items:)`, which it inherits
            // when it declares none that takes them: its segments are those items.
            var items: [String]? = nil
            if Library.isSubtype(base, of: "UISegmentedControl"), args.map(\.label) == ["items"],
               case .array(let values) = args[0].value,
               Self.matching(initializers(of: typeName), args, trailingClosure: trailing != nil) == nil {
                items = values.map { describe($0) }
            }
            Library.equipControl(base, name, items: items, &self)
            Library.equipButtonTitleFont(base, name, args, &self)
            id = newObject(typeName, view: name)
            selfValue = .view(name)
        } else {
            id = newObject(typeName)
            selfValue = .object(id)
        }
        try initializeStoredProperties(id, typeName, selfValue, loadedFromNib: Self.isCoder(args))
        let initializers = initializers(of: typeName)
        // A stack view subclass made with UIKit's `init(arrangedSubviews:)`, which it inherits:
        // its `init(frame:)` runs, then the views are arranged.
        let inheritedArranging = libraryBase(of: typeName).map { Library.isSubtype($0, of: "UIStackView") } == true
            && args.map(\.label) == ["arrangedSubviews"] && Self.matching(initializers, args, trailingClosure: trailing != nil) == nil
        if let initializer = Self.matching(initializers, args, trailingClosure: trailing != nil) {
            _ = try callFunction(initializer, receiver: selfValue, arguments: args, trailing: trailing, at: range)
        } else if let initializer = Self.coderInitializer(initializers, args) {
            // Made as a nib or a storyboard makes it: its `required init?(coder:)` runs.
            _ = try callFunction(initializer, receiver: selfValue, arguments: args, trailing: trailing, at: range)
        } else if args.isEmpty || Self.isFrameConvenience(args, of: libraryBase(of: typeName)), case .view = selfValue,
                  let initializer = Self.matching(initializers, Self.zeroFrame(range)) {
            // UIKit's `init()` of a view calls `init(frame: .zero)`, as UIButton's `init(type:)`
            // does: a subclass that overrides `init(frame:)` (and `init(coder:)`) inherits it.
            _ = try callFunction(initializer, receiver: selfValue, arguments: Self.zeroFrame(range), trailing: nil, at: range)
        } else if args.isEmpty, isController(typeName),
                  let initializer = Self.matching(initializers, Self.noNib(range)), Self.callsSuperInit(initializer) {
            // UIKit's `init()` of a view controller calls `init(nibName: nil, bundle: nil)`. An
            // override that never calls `super.init` (it throws, or stops with `fatalError`) marks
            // that way of making it unusable: the app makes the controller with one of its own.
            _ = try callFunction(initializer, receiver: selfValue, arguments: Self.noNib(range), trailing: nil, at: range)
        } else if initializers.isEmpty, decl.kind == .class, case .view = selfValue {
            // A view class that declares no initialiser inherits UIKit's: `CardView(frame: rect)`
            // is UIView's `init(frame:)`, whose frame the view was made with. No argument is a
            // stored property of the class (a later `card.frame = …` moves the view).
        } else if decl.kind == .struct || initializers.isEmpty {
            // A struct's memberwise initialiser.
            for argument in args {
                if let label = argument.label { swift.objects[id]?.fields[label] = argument.value }
            }
            // A navigation controller subclass made with UIKit's initialiser: the controller it shows.
            if let root = args.named("rootViewController"), isSubclass(typeName, of: "UINavigationController") {
                swift.objects[id]?.fields[Self.navigationRootField] = root.value
                try showNavigationSubclassMadeAtTopLevel(id, typeName, at: range)
            }
        } else if !args.isEmpty, !args.allSatisfy({ $0.label == "frame" }) {
            let written = "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw fail("'\(typeName)' has no initialiser that takes \(written)", at: range,
                       hint: "its initialisers: " + initializers.map(\.signature).joined(separator: ", "))
        }
        if inheritedArranging, case .view(let name) = selfValue { try Library.arrange(args[0], in: name, &self, at: range) }
        // An init that never called its app base class's (none pasted, or one that calls
        // `self.init`): the base's init ran all the same, with the hooks it calls.
        if !isController(typeName) { try runAppBaseHooks(on: selfValue, at: range) }
        return selfValue
    }

    /// `let nav = MainNavigation(rootViewController: Home())` at the top level, after the subclass
    /// was presented when pasted with no root (nothing to show): the app shows this one.
    mutating func showNavigationSubclassMadeAtTopLevel(_ id: Int, _ typeName: String, at range: SourceRange) throws(Interrupt) {
        guard runningFunctions.isEmpty, let shown = swift.presentedController, shown != id,
              swift.objects[shown]?.className == typeName, swift.objects[shown]?.fields[Self.navigationRootField] == nil else { return }
        try takeAwayEarlierPresentation(of: typeName, because: "this entry makes \(typeName) with a root view controller, which it shows",
                                        at: range)
        try present(id, at: range)
    }

    /// Whether these are the arguments of one of UIButton's convenience initialisers, which make
    /// the button with `init(frame:)`: `CardButton(type: .system)`, `(configuration:primaryAction:)`.
    static func isFrameConvenience(_ args: [EvaluatedArgument], of base: String?) -> Bool {
        guard let base else { return false }
        let labels = args.map { $0.label ?? "_" }
        // UIStackView's `init(arrangedSubviews:)` makes the stack with `init(frame: .zero)`.
        if Library.isSubtype(base, of: "UIStackView") { return labels == ["arrangedSubviews"] }
        guard Library.isSubtype(base, of: "UIButton") else { return false }
        return [["type"], ["type", "primaryAction"], ["configuration"], ["configuration", "primaryAction"],
                ["frame", "primaryAction"]].contains(labels)
    }

    /// A value of a framework type made with an initialiser the paste's extension adds
    /// (`extension CGPoint { init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) } }`, which
    /// book examples declare to write `CGPoint(10, y)` and `CGRect(0, 0, w, h)`): its body runs,
    /// and its `self.init(…)` is the value the framework's own initialiser makes. Nil when no
    /// extension initialiser takes these arguments (the framework's own then makes the value).
    mutating func extensionInitializedValue(_ typeName: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        guard Library.type(named: typeName) != nil, !Library.isSubtype(typeName, of: "UIView"),
              !Library.isSubtype(typeName, of: "UIViewController") else { return nil }
        let initializers = extensionMembers(for: typeName).compactMap { member -> FunctionDecl? in
            if case .function(let f) = member, f.name == "init", !f.isStatic { f } else { nil }
        }
        guard var initializer = Self.matching(initializers, args) else { return nil }
        // `init(top: CGFloat? = nil, …) { self.init(top: top ?? 0, …) }`: inside, Swift picks
        // UIKit's initialiser of the same labels for the plain values it is handed.
        let key = typeName + "." + initializer.signature
        guard !extensionInitsRunning.contains(key) else { return nil }
        extensionInitsRunning.insert(key)
        defer { extensionInitsRunning.remove(key) }
        initializer.body = initializer.body.map { statement in
            guard case .expression(.call(.member(.selfExpr, "init", let nameRange, _), let arguments, let trailing, let callRange)) = statement
            else { return statement }
            return .returnStatement(.call(.identifier(typeName, nameRange), arguments, trailing: trailing, callRange), callRange)
        }
        return try callFunction(initializer, receiver: nil, arguments: args, trailing: nil, at: range)
    }

    /// A UIKit class a storyboard holds that is no view and that Layoutbook has no type for
    /// (`UIBarButtonItem`, `UITapGestureRecognizer`, `UISearchController`): named `UI…`, not a
    /// view's, bar's or control's name.
    static func isUIKitObjectName(_ name: String) -> Bool {
        // Or the app's subclass of one, named for it (`BadgedBarButtonItem`, `SnappingFlowLayout`).
        if ["BarButtonItem", "GestureRecognizer", "FlowLayout", "CollectionViewLayout", "SearchController"].contains(where: name.hasSuffix) {
            return true
        }
        return name.hasPrefix("UI") && name.count > 2 && name.dropFirst(2).first?.isUppercase == true
            && !["View", "Bar", "Control", "Button", "Label", "Field", "Switch", "Slider", "Stepper", "Picker", "Indicator"]
                .contains { name.hasSuffix($0) }
    }

    /// An `@IBOutlet` comes from a storyboard the paste does not contain: its view is made here,
    /// in the root view, with no constraints of its own (the storyboard's are not in the paste).
    /// A view class's own outlet (`container`: a cell, a view that loads its nib) is made inside
    /// that view, where its nib puts it (a cell's in its content view, the cell itself here).
    mutating func outletView(_ name: String, className: String, in container: String? = nil,
                             at range: SourceRange) throws(Interrupt) -> Value {
        // The app's own class the paste lacks stands in as the UIKit class its name says
        // (`PlaylistSlider!` a UISlider), as the app's classes made in code do.
        let declared = className
        let className = Library.type(named: className) == nil ? Library.uikitClass(namedBy: className) ?? className : className
        let known = Library.type(named: className) != nil
        let kind = known ? Library.viewKind(of: className) : .view
        savedHints: do {
            let saved = (propertyHint, nameHint)
            propertyHint = name
            defer { (propertyHint, nameHint) = saved }
            let view = try createView(className: known ? className : "UIView", kind: kind, frame: nil, at: range)
            // A stack view's outlet arranges what the code adds, as `UIStackView()` does.
            if known, Library.isSubtype(className, of: "UIStackView") { try editStack(view, .make, at: range) }
            // A control's outlet has the size of its content, as one from Interface Builder's
            // library: a text field there has a rounded border and the 14-point system font.
            let isTextField = known && Library.isSubtype(className, of: "UITextField")
            if known {
                Library.equipControl(className, view, style: isTextField ? "roundedRect" : nil, &self)
                if isTextField { swift.controls[view]?.fontSize = 14 }
            }
            swift.outlets.insert(view)
            try addSubview(.view(container ?? "root"), .view(view), at: range)
            // A scroll view's storyboard frame is not here: how far it scrolls is not known until code sizes it.
            if let id = layoutID(view), session.state.layout.view(id)?.isScrollView == true {
                try? session.state.layout.setSizedByStoryboard(id, true)
            }
            // An outlet of a class Layoutbook has no table for (`MKMapView!`, the app's own view):
            // what that class adds (`mapView.delegate = self`) is skipped, not refused as UIView's.
            if Library.type(named: declared) == nil { swift.standIns[view] = declared }
            let isStack = known && Library.isSubtype(className, of: "UIStackView")
            let place = container.map { "in \(viewName($0)), where its nib puts it" } ?? "in the root view"
            note("@IBOutlet \(name): its view is in a \(container == nil ? "storyboard" : "nib") the paste does not contain; it is made here \(place), "
                + "with no constraints from the \(container == nil ? "storyboard" : "nib")"
                + (isTextField ? "; its border and font are the storyboard's, taken as Interface Builder's default text field "
                    + "(rounded, the 14-point system font) until the code sets them" : "")
                + (isStack ? "; its axis, alignment, distribution and spacing are the storyboard's too: UIKit's defaults "
                    + "(horizontal, fill, fill, 0) stand until the code sets them" : ""))
            return .view(view)
        }
    }

    /// The `init`s of a pasted type and its pasted superclasses, nearest first.
    /// The initialisers a class declares that can be called: one marked
    /// `@available(*, unavailable)` (an `init(frame:)` that only stops the app) never is.
    func initializers(of typeName: String) -> [FunctionDecl] {
        let hidden = hiddenSuperInitializers(of: typeName)
        return members(of: typeName).compactMap { member -> FunctionDecl? in
            if case .function(let f) = member, f.name == "init", !f.modifiers.contains("@unavailable"), !hidden.contains(f) { f } else { nil }
        }
    }

    /// The designated initialisers of a pasted class's pasted superclasses that the class does not
    /// inherit: Swift passes them down only to a subclass that declares no designated initialiser
    /// of its own, so `Padded()` of a `Padded: Base` that declares `init(text: String? = nil)`
    /// runs that one, not `Base`'s `init()`. (`init(coder:)`, which every view class must
    /// declare, does not count; convenience initialisers are taken as inherited.)
    func hiddenSuperInitializers(of typeName: String) -> Set<FunctionDecl> {
        var hidden: Set<FunctionDecl> = []
        var name: String? = typeName
        var seen: Set<String> = []
        var declaresDesignated = false
        while let n = name, let decl = swift.types[n], decl.kind == .class, seen.insert(n).inserted {
            var own = false
            for case .function(let f) in decl.members where f.name == "init" && !f.modifiers.contains("convenience") {
                if declaresDesignated { hidden.insert(f) }
                if !(f.parameters.count == 1 && f.parameters[0].label == "coder") { own = true }
            }
            declaresDesignated = declaresDesignated || own
            name = decl.superclass
        }
        return hidden
    }

    /// `frame: .zero`, the argument UIKit's `init()` of a view passes on to `init(frame:)`.
    static func zeroFrame(_ range: SourceRange) -> [EvaluatedArgument] {
        [EvaluatedArgument(label: "frame", value: .rect(.zero), range: range, expr: .nilLiteral(range))]
    }

    /// `nibName: nil, bundle: nil`, the arguments UIKit's `init()` of a view controller passes on
    /// to `init(nibName:bundle:)`, so a controller that overrides it runs its override when made
    /// with `()` (or shown, as the app makes it).
    static func noNib(_ range: SourceRange) -> [EvaluatedArgument] {
        [EvaluatedArgument(label: "nibName", value: .none, range: range, expr: .nilLiteral(range)),
         EvaluatedArgument(label: "bundle", value: .none, range: range, expr: .nilLiteral(range))]
    }

    /// Whether an initialiser's body calls its superclass's (`super.init(nibName: …)`), as one
    /// the app makes objects with does; a stub that only throws or stops does not.
    static func callsSuperInit(_ initializer: FunctionDecl) -> Bool {
        let body = "\(initializer.body)"
        return body.contains("superExpr") && body.contains("\"init\"")
    }

    /// The class's `init?(coder:)` when the one argument is a coder: what nib loading calls.
    /// (``matching(_:_:)`` leaves it out, as code never calls it.)
    static func coderInitializer(_ initializers: [FunctionDecl], _ args: [EvaluatedArgument]) -> FunctionDecl? {
        guard args.count == 1, args[0].label == "coder" else { return nil }
        return initializers.first { $0.parameters.count == 1 && $0.parameters[0].label == "coder" }
    }

    /// The initialiser whose labels fit the arguments (parameters with defaults may be left out).
    /// As Swift ranks them, one that takes every argument and leaves no default out comes before
    /// one that fills some from defaults: `self.init()` beside `convenience init(flag: Bool = false)`
    /// is the plain `init()`.
    static func matching(_ initializers: [FunctionDecl], _ args: [EvaluatedArgument]) -> FunctionDecl? {
        let labels = args.map(\.label)
        var withDefaults: FunctionDecl? = nil
        for f in initializers where !f.modifiers.contains("required") || !f.parameters.contains(where: { $0.label == "coder" }) {
            var remaining = labels[...]
            var fits = true
            var defaulted = false
            for p in f.parameters {
                if let first = remaining.first, first == p.label {
                    remaining = remaining.dropFirst()
                } else if p.defaultValue == nil {
                    fits = false
                    break
                } else {
                    defaulted = true
                }
            }
            guard fits && remaining.isEmpty else { continue }
            if !defaulted { return f }
            if withDefaults == nil { withDefaults = f }
        }
        return withDefaults
    }

    /// The initialiser a call with a trailing closure reaches: the written arguments fit the
    /// parameters before the one the closure takes (`UILabel { $0.text = "Hi" }` through an
    /// extension's `init(configure: (Self) -> Void)`), as Swift matches a trailing closure. With
    /// no closure given, or none of them taking one, the written arguments alone are matched.
    static func matching(_ initializers: [FunctionDecl], _ args: [EvaluatedArgument], trailingClosure: Bool) -> FunctionDecl? {
        guard trailingClosure else { return matching(initializers, args) }
        for f in initializers {
            guard let last = f.parameters.last, last.takesTrailingClosure else { continue }
            var written = f
            written.parameters.removeLast()
            if matching([written], args) != nil { return f }
        }
        return matching(initializers, args)
    }

    /// Whether the arguments are a coder alone: the object is made as a nib or a storyboard makes it.
    static func isCoder(_ args: [EvaluatedArgument]) -> Bool { args.count == 1 && args[0].label == "coder" }

    /// Whether a view class's own code, outside what nib loading runs (`init(coder:)`,
    /// `awakeFromNib`), assigns its outlet a view (`self.contentLabel = [[UILabel alloc] init]` in
    /// `initWithStyle:`): made in code, the class makes that view itself, and UIKit, which connects
    /// outlets only when it loads a nib, leaves the outlet nil until then.
    static func codeAssignsOutlet(_ name: String, in members: [Stmt]) -> Bool {
        members.contains { member in
            guard case .function(let f) = member, f.name != "awakeFromNib",
                  !(f.name == "init" && f.parameters.count == 1 && f.parameters[0].label == "coder") else { return false }
            return SyntaxMentions.assigns(name, in: f.body) || SyntaxMentions.assigns("_" + name, in: f.body)
        }
    }

    /// Whether an attribute is a property wrapper that supplies a value (`@Injected`,
    /// `@Dependency`, `@UserDefault`): a capitalised one that is not Swift's, UIKit's or
    /// Interface Builder's.
    static func isAppPropertyWrapper(_ modifier: String) -> Bool {
        guard modifier.hasPrefix("@"), let first = modifier.dropFirst().first, first.isUppercase else { return false }
        let known: Set<String> = ["@IBOutlet", "@IBInspectable", "@IBAction", "@IBDesignable", "@IBSegueAction", "@NSManaged",
                                  "@NSCopying", "@MainActor", "@GKInspectable", "@UIApplicationMain", "@NSApplicationMain",
                                  "@Sendable", "@Published", "@State", "@Binding", "@ObservedObject", "@StateObject",
                                  "@Environment", "@EnvironmentObject", "@AppStorage", "@ViewBuilder", "@ResultBuilder"]
        return !known.contains(modifier)
    }

    /// Stored properties get their initial values, in order; `lazy` ones wait for their first read.
    /// A view made in code (`loadedFromNib` false) starts with nil in each outlet its own code
    /// assigns, as UIKit leaves it.
    mutating func initializeStoredProperties(_ id: Int, _ typeName: String, _ selfValue: Value,
                                             loadedFromNib: Bool = false) throws(Interrupt) {
        // Superclass properties first, as Swift initialises them.
        var chain: [TypeDecl] = []
        var name: String? = typeName
        var seen: Set<String> = []
        while let n = name, let decl = swift.types[n], seen.insert(n).inserted {
            chain.insert(decl, at: 0)
            name = decl.superclass
        }
        let isView = libraryBase(of: typeName).map { Library.isSubtype($0, of: "UIView") } ?? false
        for decl in chain {
            for member in decl.members {
                guard case .variable(var v) = member, !v.isStatic, v.getter == nil || v.initializer != nil,
                      !v.observesInheritedProperty, let propertyName = v.name else { continue }
                // `var entry: Entry? = nil` is `var entry: Entry?`, as Swift starts both.
                if case .nilLiteral? = v.initializer, v.type?.text.hasSuffix("?") == true, !v.isLazy { v.initializer = nil }
                if v.isLazy, let initializer = v.initializer {
                    if v.modifiers.contains(ObjCNames.getterElsewhere), case .call(.identifier(let className, _), _, _, _) = initializer {
                        note("self.\(propertyName): its getter is not in the paste, and nothing here sets it; the page makes it "
                            + "elsewhere, so it is made at first use as a \(className), the class it is declared with")
                    }
                    swift.objects[id]?.lazy[propertyName] = initializer
                    continue
                }
                if let wrapped = try wrappedValue(of: v, selfValue: selfValue, in: typeName) {
                    swift.objects[id]?.fields[propertyName] = wrapped
                    continue
                }
                var value: Value = initialValue(of: propertyName, type: v.type)
                // `@Injected(\.service) private var service`: a property wrapper of the app's (or a
                // library's) gives the value, with no initial value written; not nil.
                if v.initializer == nil, let wrapper = v.modifiers.first(where: Self.isAppPropertyWrapper) {
                    if case .none = value {
                        value = .opaque(propertyName)
                        note("'\(propertyName)' is given its value by the property wrapper \(wrapper), not in the paste: it is the app's "
                             + "value, not known here; what needs it is skipped")
                    }
                }
                // A view's optional of a type the paste lacks is nil while it is made, as Swift
                // starts it (`var detail: JobDetail?` read in `init(frame:)`); a controller's stands
                // for what the app sets before presenting it.
                if case .opaque = value, isView, let type = v.type, type.text.hasSuffix("?") || type.text.hasSuffix("!") {
                    value = .none
                }
                // An Objective-C property whose getter the class writes itself (`- (BadgeView *)badge
                // { if (!_badge) { _badge = … } return _badge; }`, the lazy getter): its ivar starts
                // nil, as every object ivar does, for that getter to fill.
                let getterName = propertyName.count > 1 && propertyName.hasPrefix("_") ? String(propertyName.dropFirst()) : propertyName
                if case .opaque = value, session.runsObjectiveC, v.initializer == nil,
                   members(of: typeName).contains(where: { member in
                       switch member {
                       case .function(let f): f.name == getterName && f.parameters.isEmpty
                       case .variable(let g): g.name == getterName && g.getter != nil
                       default: false
                       }
                   }) {
                    value = .none
                }
                // A controller's optional it fills itself when it finds it unset (`if rail == nil
                // { rail = RailController() }`) is its own, not the app's: nil until its code makes
                // one, as Swift starts it. One it only remakes later stays the app's.
                if case .opaque = value, !isView, v.initializer == nil, let type = v.type,
                   type.text.hasSuffix("?") || type.text.hasSuffix("!"),
                   SyntaxMentions.assignsMade(propertyName, of: type.baseName, in: chain.flatMap(\.members)),
                   SyntaxMentions.comparesWithNil(propertyName, in: chain.flatMap(\.members)) {
                    value = .none
                }
                // A controller's private optional that only its initialisers set (`private var
                // trackerToEdit: Tracker?`, set by `init(trackerToEdit:)`): no code outside the file
                // can set it, so made by another initialiser it is nil, as Swift starts it. One a
                // method sets (`configure(with:)`, which the app may call before presenting) stays the app's.
                if case .opaque = value, !isView, v.initializer == nil, let type = v.type,
                   type.text.hasSuffix("?") || type.text.hasSuffix("!"),
                   v.modifiers.contains("private") || v.modifiers.contains("fileprivate"),
                   !members(of: typeName).contains(where: { member in
                       guard case .function(let f) = member, f.name != "init" else { return false }
                       return SyntaxMentions.assigns(propertyName, in: f.body)
                   }) {
                    value = .none
                }
                if v.modifiers.contains("@IBOutlet"), v.initializer == nil, let type = v.type,
                   type.baseName == "NSLayoutConstraint", session.storyboardOutlet(propertyName, of: chain.map(\.name)) == nil {
                    // A constraint of the storyboard the paste does not contain: UIKit connects it
                    // before viewDidLoad, so it is no nil; what code changes on it is the app's.
                    value = .opaque(propertyName)
                    note("@IBOutlet \(propertyName): a constraint of the storyboard the paste does not contain; what code sets "
                        + "on it (its constant, priority, isActive) is skipped")
                }
                if v.modifiers.contains("@IBOutlet"), v.initializer == nil, let type = v.type, !type.isArray,
                   type.baseName != "NSLayoutConstraint",
                   Library.type(named: type.baseName) != nil || Self.isUIKitObjectName(type.baseName),
                   !Library.isSubtype(type.baseName, of: "UIView"), !type.baseName.hasSuffix("View"),
                   session.storyboardOutlet(propertyName, of: chain.map(\.name)) == nil {
                    // `@IBOutlet weak var flow: UICollectionViewFlowLayout!`: an object of the
                    // storyboard the paste does not contain, which UIKit connects before viewDidLoad.
                    value = .opaque(propertyName)
                    note("@IBOutlet \(propertyName): a \(type.baseName) of the storyboard the paste does not contain; what code "
                        + "sets on it is skipped")
                }
                if v.modifiers.contains("@IBOutlet"), v.initializer == nil, let type = v.type, type.isArray {
                    // An outlet collection (`@IBOutlet var views: [UIView]!`): which views the
                    // storyboard connects, and how many, is not in the paste.
                    value = .array([])
                    if !emptyOutletCollections.contains(propertyName) { emptyOutletCollections.append(propertyName) }
                    note("@IBOutlet \(propertyName): an outlet collection of the storyboard the paste does not contain; which views "
                        + "it holds is not known, so it is empty here and what the code does with its views is left out")
                } else if v.modifiers.contains("@IBOutlet"), v.initializer == nil, let type = v.type, !isProtocolOutlet(type.baseName),
                   Library.isSubtype(Library.type(named: type.baseName) == nil && !Self.namesNonView(type.baseName) ? "UIView" : type.baseName, of: "UIView")
                    || type.baseName.hasSuffix("View") {
                    if let placed = session.storyboardOutlet(propertyName, of: chain.map(\.name)) {
                        // The open scene is this controller's: its outlet is the storyboard's view.
                        value = .view(placed)
                        note("@IBOutlet \(propertyName) is the storyboard's view '\(placed)'")
                    } else {
                        if v.modifiers.contains(ObjCNames.headerOutlet) {
                            note("self.\(propertyName): declared in the class's header, which the paste does not contain, and never made "
                                + "or added to a view here: taken as the header's outlet, a \(type.baseName) as its name says")
                        }
                        // A view's own outlet (a cell's, a view loaded from its nib) is inside it, as
                        // the nib places it: constraints to the view, or a cell's contentView, hold.
                        let container: String? = if isView, case .view(let own) = selfValue { own } else { nil }
                        if container != nil, !loadedFromNib, Self.codeAssignsOutlet(propertyName, in: chain.flatMap(\.members)) {
                            value = .none
                        } else {
                            value = try outletView(propertyName, className: type.baseName, in: container, at: v.range)
                        }
                    }
                }
                if let initializer = v.initializer {
                    let savedHint = (propertyHint, propertyHintTarget)
                    (propertyHint, propertyHintTarget) = (propertyName, Self.closureReturnedLocal(initializer))
                    value = try evaluateBinding(initializer, name: propertyName, declaredType: v.type,
                                                Frame(scope: Scope(parent: nil), selfValue: selfValue, typeName: typeName))
                    (propertyHint, propertyHintTarget) = savedHint
                    value = Self.asDeclaredWholeNumber(value, v, initializer)
                    if let type = v.type { value = try convert(value, to: type, at: initializer.range) }
                    // `let grip: UIView = { Widgets.container(id: "grip") }()`: the app's view,
                    // kept in a property declared a UIKit view class, which stands in.
                    if case .opaque(let made) = value, let type = v.type,
                       let standIn = try declaredViewStandIn(propertyName, type, made: made, initializer, masksOff: true) {
                        value = standIn
                    }
                    if case .view(let made) = value, let wrapper = v.modifiers.first(where: Self.isAppPropertyWrapper) {
                        try appWrapperOnView(wrapper, made, propertyName, at: initializer.range)
                    }
                }
                swift.objects[id]?.fields[propertyName] = value
            }
        }
    }

    /// A view property under a property wrapper of the app's that the paste does not declare
    /// (`@AutoLayout var stack = UIStackView()`). Wrappers named for Auto Layout or the mask
    /// (`UseAutoLayout`, `Autolayout`, `NoAutoresizingMask`, `Layouting`) exist to turn the view's
    /// translatesAutoresizingMaskIntoConstraints off, so that is done; any other is skipped. Both
    /// say so in a note.
    mutating func appWrapperOnView(_ wrapper: String, _ view: String, _ propertyName: String,
                                   at range: SourceRange) throws(Interrupt) {
        let name = wrapper.dropFirst().lowercased()
        if name.contains("layout") || name.contains("autoresizing") || name.contains("constrain") {
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            note("'\(propertyName)': the property wrapper \(wrapper) is not in the paste; as its name says, it is taken to set "
                + "translatesAutoresizingMaskIntoConstraints to false, as such wrappers do")
        } else {
            note("'\(propertyName)': the property wrapper \(wrapper) is not in the paste, so what it does to the view is skipped")
        }
    }

    /// A stored property whose property wrapper the paste declares (`@Fit(UIImageView()) private
    /// var logo`, `@Clamped(0...1) var alpha = 0.5`): the wrapper is made as Swift makes it, with
    /// the attribute's arguments and the initial value as `wrappedValue:`, and the property reads
    /// its `wrappedValue`. Nil for any other property.
    mutating func wrappedValue(of v: VariableDecl, selfValue: Value, in typeName: String) throws(Interrupt) -> Value? {
        guard let attribute = v.modifiers.first(where: { $0.hasPrefix("@") && swift.types[String($0.dropFirst())] != nil }) else {
            return nil
        }
        let wrapper = String(attribute.dropFirst())
        guard members(of: wrapper).contains(where: { if case .variable(let m) = $0 { m.name == "wrappedValue" } else { false } })
        else { return nil }
        // A view the arguments make is the property's, named after it.
        let savedHint = (propertyHint, propertyHintTarget)
        (propertyHint, propertyHintTarget) = (v.name, nil)
        defer { (propertyHint, propertyHintTarget) = savedHint }
        let frame = Frame(scope: Scope(parent: nil), selfValue: selfValue, typeName: typeName)
        var arguments = try self.arguments(v.wrapperArguments ?? [], frame)
        if let initializer = v.initializer {
            let initial = try evaluate(initializer, frame)
            arguments.insert(EvaluatedArgument(label: "wrappedValue", value: initial, range: initializer.range, expr: initializer), at: 0)
        }
        let made = try construct(wrapper, arguments, trailing: nil, at: v.range, nameRange: v.range)
        return try member(of: made, "wrappedValue", nameRange: v.range, range: v.range, baseExpr: .identifier(wrapper, v.range), frame)
    }

    /// Whether a class Layoutbook has no table for is, by its name, something other than a view
    /// (`UISwipeGestureRecognizer`, `UIBarButtonItem`, the app's `ProfileViewController`): an
    /// outlet of it is no view to make and place.
    /// Whether an outlet's type is an object of any class or a protocol (`IBOutlet id<CardDelegate>
    /// delegate`, `@IBOutlet weak var delegate: CardDelegate?`): the storyboard connects an object
    /// there, a controller or a model, not a view to lay out.
    func isProtocolOutlet(_ typeName: String) -> Bool {
        ["id", "Any", "AnyObject", "NSObject"].contains(typeName) || swift.types[typeName]?.kind == .protocol
            || session.objectiveCTypes[typeName] == "protocol"
    }

    static func namesNonView(_ typeName: String) -> Bool {
        ["Recognizer", "Item", "Controller", "Guide", "Constraint", "Font", "Color", "Image", "Manager",
         "Delegate", "DataSource", "Formatter", "Layout"].contains { typeName.hasSuffix($0) }
    }
}
