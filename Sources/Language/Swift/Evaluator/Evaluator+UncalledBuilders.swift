import Layout

/// A shown view class's methods that build it — add its subviews or its constraints — and that
/// nothing in the paste calls: the app calls them from outside, its controller after adding the
/// view (`item.setupConstraints()`), its table in `cellForRowAt` (`cell.setup(viewModel)`). Shown
/// without them the view would be empty, and nothing would say why. Those that take nothing and
/// whose names say they set the view up run once it is made, as the app is taken to call them;
/// those that take the app's data (`setup(_ viewModel: DetailViewModel)`, `updateRating(_ rating:
/// Int)`) cannot run without it, and a note names them.
extension Evaluator {
    /// Calls that build a view: its subviews, its arranged subviews, its constraints.
    static let buildingCalls = ["addSubview", "addSubviews", "addArrangedSubview", "addArrangedSubviews", "insertSubview",
                                "makeConstraints", "remakeConstraints", "activate", "isActive", "addConstraint",
                                "addConstraints", "addLayoutGuide"]

    /// The building calls of the layout libraries Layoutbook reads, which make constraints (and
    /// Stevia's and Cartography's also add or adopt subviews) without any of UIKit's names above:
    /// Stevia's `sv(…)`/`subviews(…)`/`layout(…)`, Cartography's `constrain(…)`, EasyPeasy's `<-`
    /// and `easy.layout(…)`, PureLayout's and TinyConstraints' pinning methods.
    static let libraryBuildingCalls = [
        "sv", "subviews", "layout", "fillContainer", "centerInContainer",
        "constrain",
        "<-", "easy",
        "autoPinEdge", "autoPinEdgeToSuperviewEdge", "autoPinEdgesToSuperviewEdges", "autoPinEdgeToSuperviewMargin",
        "autoPinEdgesToSuperviewMargins", "autoPinEdgesToSuperviewEdgesWithInsets", "autoSetDimension",
        "autoSetDimensions", "autoSetDimensionsToSize", "autoAlignAxis", "autoAlignAxisToSuperviewAxis", "autoMatch",
        "autoMatchDimension", "autoCenterInSuperview", "autoConstrainAttribute", "autoPin",
        "edgesToSuperview", "centerInSuperview", "topToSuperview", "bottomToSuperview", "leadingToSuperview",
        "trailingToSuperview", "topToBottom", "bottomToTop", "leadingToTrailing", "trailingToLeading",
    ]

    /// Building names that are also UIKit's properties or common words, which build only as calls.
    static let calledOnly: Set<String> = ["sv", "subviews", "layout"]

    /// Whether code under `value` uses the building name `name` as one that builds: `isActive`
    /// only set (`constraint.isActive = true`; a model's `coin.isActive` read in a ternary builds
    /// nothing), the ``calledOnly`` names only called, any other named at all.
    static func builds(with name: String, in value: Any) -> Bool {
        if name == "isActive" { return SyntaxMentions.assigns(name, in: value) }
        return calledOnly.contains(name) ? SyntaxMentions.calls(name, in: value) : SyntaxMentions.names(name, in: value)
    }

    /// Whether code under `value` makes a building call of UIKit's (``buildingCalls``).
    static func buildsWithUIKit(_ value: Any) -> Bool {
        buildingCalls.contains { builds(with: $0, in: value) }
    }

    /// Whether `f` builds a view of `className`: a building call in its body, or a call to one of
    /// the class's methods that makes one, however deep (`convenience init(title:)` calling
    /// `setupSubviews(title:)`, which adds them). `calls` are the names that count as building.
    func buildsView(_ f: FunctionDecl, of className: String, calls: [String] = Evaluator.buildingCalls) -> Bool {
        var methods: [FunctionDecl] = []
        for case .function(let g) in members(of: className, withProtocols: false) where g.name != "init" && !g.isStatic {
            methods.append(g)
        }
        var visiting: Set<String> = []
        func builds(_ f: FunctionDecl) -> Bool {
            guard visiting.insert(f.signature).inserted else { return false }
            // (Stevia's `sv(…)`, `subviews(…)` and `layout(…)` build only when called: a body that
            // reads `subviews.count` or a `layout` property builds nothing.)
            if calls.contains(where: { Self.builds(with: $0, in: f.body) }) { return true }
            return methods.contains { SyntaxMentions.names($0.name, in: f.body) && builds($0) }
        }
        return builds(f)
    }

    /// The methods of `className` (its own and its pasted superclasses') that build the view and
    /// that nothing in the paste calls, in the order the paste declares them; UIKit's callbacks,
    /// overrides, actions (`@objc`) and delegate methods (a UIKit view first: `tableView(_:…)`) are
    /// not among them — UIKit calls those.
    ///
    /// With `stylers`, a method that takes nothing and whose name says it sets the view up counts
    /// though it builds nothing itself: of a type the paste holds only an extension of, split the
    /// common way (`setupLayout()` adds the views, `setupStyle()` or `attribute()` gives them
    /// their texts and fonts), the class calls both from its `viewDidLoad`.
    func uncalledBuilders(of className: String, stylers: Bool = false) -> [FunctionDecl] {
        var functions: [FunctionDecl] = []
        var seen: Set<String> = []
        // The class's own: a protocol's extension offers its methods to every adopter, and
        // its adopters call them (`pin(to:)`), not build themselves with them unasked.
        for case .function(let f) in members(of: className, withProtocols: false) where seen.insert(f.signature).inserted {
            functions.append(f)
        }
        let everything = Self.withoutUncalledFactories(pastedTypes())
        var memo: [String: Bool] = [:]
        func builds(_ f: FunctionDecl, _ visiting: Set<String>) -> Bool {
            if let known = memo[f.signature] { return known }
            var visiting = visiting
            visiting.insert(f.signature)
            let direct = Self.buildsWithUIKit(f.body)
            let result = direct || functions.contains { g in
                // One the paste already ran (from the view's init) built what it builds: no more.
                !visiting.contains(g.signature) && !g.isStatic && !calledFunctions.contains(g.signature)
                    && SyntaxMentions.names(g.name, in: f.body) && builds(g, visiting)
            }
            memo[f.signature] = result
            return result
        }
        return functions.filter { f in
            guard !f.isStatic, f.name != "init", !f.modifiers.contains("override"),
                  !f.modifiers.contains(where: { $0 == "@objc" || $0.hasPrefix("@IB") }),
                  !f.modifiers.contains("getter"), !Library.controllerLifeCycle.contains(f.name),
                  !Library.viewLifeCycle.contains(f.name), !calledFunctions.contains(f.signature),
                  !f.parameters.contains(where: { p in p.type.map { Library.isSubtype($0.baseName, of: "UIView") } ?? false }) else {
                return false
            }
            guard !Self.isCalled(f, in: Self.withoutSilentObservers(everything)) else { return false }
            return builds(f, []) || (stylers && f.parameters.isEmpty && Self.namesSetUp(f.name))
        }
    }

    /// Names the methods nothing in the paste calls that fill the shown view's empty labels from
    /// the app's data (`configure(with:)`, `show(day:high:)`: a table's `cellForRowAt` calls
    /// them): not run, they leave the labels empty and as small as no text makes them, and a
    /// note says which method would size them.
    mutating func noteUncalledFillers(of className: String, on view: Value) {
        let layout = session.state.layout
        let shown: ViewID? = switch view {
        case .view(let name): layoutID(name)
        case .object: isController(className) ? .root : nil
        default: nil
        }
        guard let shown else { return }
        let empty = layout.subtree(of: shown).compactMap { sub -> String? in
            guard sub != shown, let content = layout.view(sub)?.label, content.sizesToText, !content.isTextView,
                  content.text.isEmpty else { return nil }
            return layout.name(of: sub)
        }
        guard !empty.isEmpty else { return }
        let everything = Self.withoutSilentObservers(pastedTypes())
        var fills: [(FunctionDecl, [String])] = []
        for case .function(let f) in members(of: className, withProtocols: false) {
            guard !f.isStatic, f.name != "init", !f.parameters.isEmpty, !f.modifiers.contains("override"),
                  !f.modifiers.contains(where: { $0 == "@objc" || $0.hasPrefix("@IB") }),
                  !Library.controllerLifeCycle.contains(f.name), !Library.viewLifeCycle.contains(f.name),
                  !calledFunctions.contains(f.signature), !Self.isCalled(f, in: everything),
                  SyntaxMentions.assigns("text", in: f.body) || SyntaxMentions.assigns("attributedText", in: f.body) else { continue }
            let labels = empty.filter { SyntaxMentions.names(viewName($0), in: f.body) }
            if !labels.isEmpty { fills.append((f, labels)) }
        }
        if !fills.isEmpty {
            let methods = fills.map(\.0.signature)
            let labels = fills.flatMap(\.1).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            note("\(className)'s " + methods.joined(separator: ", ") + " set\(methods.count == 1 ? "s" : "") the text of "
                 + Self.listed(labels) + ", but nothing in the paste calls \(methods.count == 1 ? "it" : "them") (the app does, with its "
                 + "data): not run, so \(labels.count == 1 ? "it is" : "they are") shown empty, sized by no text — call "
                 + "\(methods.count == 1 ? "it" : "them") with values to see \(labels.count == 1 ? "it" : "them") sized")
        }
        // A property whose setter (or observer) fills them (`var title: String? { didSet {
        // titleLabel.text = title } }`), set by the app: named likewise.
        var properties: [String] = []
        var byProperties: [String] = []
        for case .variable(let v) in members(of: className, withProtocols: false) {
            guard let name = v.name, !v.isStatic, !SyntaxMentions.assigns(name, in: everything) else { continue }
            let bodies = [v.setter, v.didSet].compactMap { $0 }
            let labels = empty.filter { label in bodies.contains { SyntaxMentions.setsText(of: viewName(label), in: $0) } }
            guard !labels.isEmpty else { continue }
            properties.append(name)
            byProperties += labels.filter { !byProperties.contains($0) }
        }
        if !properties.isEmpty {
            note("\(className)'s " + Self.listed(properties.map { "'\($0)'" }) + " set\(properties.count == 1 ? "s" : "") the text of "
                 + Self.listed(byProperties) + " when set, which nothing in the paste does (the app does, with its data): "
                 + "\(byProperties.count == 1 ? "it is" : "they are") shown empty, sized by no text")
        }
        // Labels nothing in the paste gives a text (the app's code outside, a data source).
        let named = Set(fills.flatMap(\.1) + byProperties)
        let unset = empty.filter { label in !named.contains(label) && !SyntaxMentions.setsText(of: viewName(label), in: everything) }
        if !unset.isEmpty {
            note("nothing in the paste sets the text of " + Self.listed(unset) + " (the app's code does, with its data): "
                 + "\(unset.count == 1 ? "it is" : "they are") shown empty, sized by no text")
        }
    }

    /// Names the class's properties whose observer builds the view (`var photo: UIImageView? {
    /// didSet { addSubview(photo) … } }`) that nothing in the paste sets: the app sets them, and
    /// the view is shown without what they add.
    mutating func noteUnsetBuildingObservers(of className: String) {
        let everything = pastedMembers()
        var names: [String] = []
        for case .variable(let v) in members(of: className, withProtocols: false) {
            guard let name = v.name, !v.isStatic, let observer = v.didSet,
                  Self.buildsWithUIKit(observer),
                  !SyntaxMentions.assigns(name, in: everything) else { continue }
            names.append(name)
        }
        guard !names.isEmpty else { return }
        note("\(className)'s " + Self.listed(names.map { "'\($0)'" }) + " add\(names.count == 1 ? "s" : "") subviews or constraints when "
             + "set (\(names.count == 1 ? "its" : "their") didSet), but nothing in the paste sets \(names.count == 1 ? "it" : "them") "
             + "(the app does): the view is shown without what \(names.count == 1 ? "it adds" : "they add")")
    }

    /// `a`, `a and b`, `a, b and c`.
    static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// The members, with the `didSet` observers of stored properties nothing in the paste assigns
    /// taken out: a builder called only there (`var compressionMode = false { didSet { makeUI() } }`,
    /// set by the app's own code) has not run when the view is shown, so it counts as uncalled.
    static func withoutSilentObservers(_ members: [Stmt], assignedIn all: [Stmt]? = nil) -> [Stmt] {
        let all = all ?? members
        return members.map { member in
            if case .type(var t) = member {
                t.members = withoutSilentObservers(t.members, assignedIn: all)
                return .type(t)
            }
            guard case .variable(var v) = member, v.didSet != nil, !v.observesInheritedProperty, let name = v.name,
                  !SyntaxMentions.assigns(name, in: all) else { return member }
            v.didSet = nil
            return .variable(v)
        }
    }

    /// Whether `f` is `private` or `fileprivate`: only its own class (or file, the paste) can
    /// call it.
    static func isPrivate(_ f: FunctionDecl) -> Bool {
        f.modifiers.contains("private") || f.modifiers.contains("fileprivate")
    }

    /// A builder the `didSet` of an optional property calls (`var data: Resource? { didSet {
    /// setUpView() } }`) runs once the app has set that property: the property, still nil, is
    /// taken as holding the app's value (its type's, skipped or a placeholder where used), as
    /// the app would have set it, without its observer running again.
    mutating func appSetsObservedOptionals(calling f: FunctionDecl, of className: String, on view: Value) {
        guard let id = objectID(of: view) else { return }
        for case .variable(let v) in members(of: className) {
            guard let name = v.name, let observer = v.didSet, let type = v.type, type.text.hasSuffix("?") || type.text.hasSuffix("!"),
                  v.getter == nil, SyntaxMentions.names(f.name, in: observer),
                  case .none = swift.objects[id]?.fields[name] ?? .none else { continue }
            swift.objects[id]?.fields[name] = .opaque(type.baseName)
            note("'\(name)' is the app's to set (its didSet calls \(f.name)()): taken as holding the app's \(type.baseName), "
                 + "not in the paste")
        }
    }

    /// A shown view's getters that build it (`- (UIImageView *)iconView` making its view and adding
    /// it to the content view the first time it is read) and that nothing in the paste reads: the
    /// app reads them when it fills the view (`cell.iconView.image = …` in its data source), which
    /// builds them. Read once the view is made, as the app would, and said so; shown without them
    /// the view would be empty, with nothing saying why. One another unread getter reads
    /// (`make.left.equalTo(self.iconView.mas_right)`) is built by that one.
    mutating func readUnreadBuildingGetters(of className: String, on view: Value, at range: SourceRange) {
        let everything = pastedMembers()
        var read: [String] = []
        for case .variable(let v) in members(of: className) {
            // Objective-C's lazy getter, or Swift's `lazy var caption: UILabel = { … addSubview(l) … }()`.
            let lazyBuilds = v.isLazy && v.initializer.map { Self.buildsWithUIKit($0) } == true
            guard let name = v.name, lazyBuilds || v.getter.map({ body in
                v.initializer == nil && Self.buildsWithUIKit(body)
            }) == true else { continue }
            // Its own declarations (the `@property` and the getter) do not read it.
            let others = everything.filter { member in
                if case .variable(let w) = member, w.name == name { return false }
                return true
            }
            guard !SyntaxMentions.names(name, in: others) else { continue }
            let before = self
            do {
                if lazyBuilds {
                    _ = try pastedMember(of: view, name, at: range)
                } else if let body = v.getter {
                    _ = try callFunction(FunctionDecl.getter(name, body: body, at: v.range, type: v.type), receiver: view,
                                         arguments: [], trailing: nil, at: range)
                }
                read.append(name)
            } catch .returned {
                read.append(name)
            } catch {
                self = before
            }
        }
        guard !read.isEmpty else { return }
        let list = read.joined(separator: ", ")
        note("nothing in the paste reads \(className)'s \(list), whose getter\(read.count == 1 ? "" : "s") make\(read.count == 1 ? "s" : "") "
             + "\(read.count == 1 ? "its view" : "their views") and add\(read.count == 1 ? "s it" : " them") to the view: read once the "
             + "view was made, as the app reads \(read.count == 1 ? "it" : "them") when it fills the view (setting a text or an image)")
    }

    /// Runs the uncalled builders of a view just made to be shown that take nothing and say they
    /// set it up (those named for constraints or layout last, as a view is built before it is
    /// constrained), and names in a note those that cannot run.
    mutating func runUncalledBuilders(of className: String, on view: Value, at range: SourceRange) {
        readUnreadBuildingGetters(of: className, on: view, at: range)
        noteUncalledFillers(of: className, on: view)
        noteUnsetBuildingObservers(of: className)
        // (A type the paste holds only extensions of calls its own, private ones too, and those
        // that style what the others build.)
        let extensionOnly = swift.extensionOnlyTypes.contains(className)
        let building = uncalledBuilders(of: className, stylers: extensionOnly)
        guard !building.isEmpty else { return }
        // The app that calls a builder from outside calls its companions that only style what it
        // built (`setup()` then `style()`, as view frameworks of that split call them), in the order declared.
        let uncalled = extensionOnly ? building : uncalledBuilders(of: className, stylers: true)
        // A private one nothing in the paste calls cannot be called from outside either: the app
        // never runs it, and UIKit shows the view without what it adds. (One a property's
        // `didSet` calls runs when the app sets that property, which it can.)
        let members = Self.withoutUncalledFactories(pastedTypes())
        let hidden = extensionOnly ? [] : uncalled.filter { Self.isPrivate($0) && !Self.isCalled($0, in: members) }
        if !hidden.isEmpty {
            note("\(className)'s " + hidden.map(\.signature).joined(separator: ", ") + " add\(hidden.count == 1 ? "s" : "") "
                 + "subviews or constraints, but nothing in the paste calls \(hidden.count == 1 ? "it" : "them") and, "
                 + "\(hidden.count == 1 ? "private, it" : "private, they") cannot be called from outside the class: not run, as "
                 + "the app never runs \(hidden.count == 1 ? "it" : "them"), so the view is shown without what "
                 + "\(hidden.count == 1 ? "it adds" : "they add")")
        }
        let builders = uncalled.filter { !hidden.contains($0) }
        guard !builders.isEmpty else { return }
        let runnable = builders.filter { $0.parameters.allSatisfy { $0.defaultValue != nil } && Self.namesSetUp($0.name) }
        var ran: [FunctionDecl] = []
        for f in runnable.filter({ !Self.isLateHook($0) }) + runnable.filter(Self.isLateHook) {
            let before = self
            appSetsObservedOptionals(calling: f, of: className, on: view)
            do {
                _ = try callFunction(f, receiver: view, arguments: [], trailing: nil, at: range)
                ran.append(f)
            } catch .returned {
                ran.append(f)
            } catch .failure(let d) {
                self = before
                note("\(className)'s \(f.name)() builds the view, but nothing in the paste calls it; run here it stops at "
                     + "line \(d.range.start.line) (\(d.message)), so the view is shown without it")
            } catch {
                self = before
            }
        }
        if !ran.isEmpty, !extensionOnly {
            let observed = ran.filter { Self.isCalled($0, in: Self.withoutUncalledFactories(pastedTypes())) }.map { $0.name + "()" }
            if !observed.isEmpty {
                note("\(className): " + observed.joined(separator: ", ") + " is called only from the didSet of a property "
                     + "nothing in the paste sets (the app's own code sets it)")
            }
            note("nothing in the paste calls \(className)'s " + ran.map { $0.name + "()" }.joined(separator: ", ")
                 + ", which build\(ran.count == 1 ? "s" : "") the view: \(ran.count == 1 ? "it ran" : "they ran, in this order,") "
                 + "once the view was made, as the app calling \(ran.count == 1 ? "it" : "them") from outside would")
        }
        // Those that take the app's data; one that takes nothing, or only a closure, answers an
        // event of the app's (`show()`, `redoConstraints(completion:)`), not its building: not
        // run, but named, so that a view shown without what it adds is never left unexplained.
        let left = builders.filter { f in
            !runnable.contains(f) && f.parameters.contains { $0.defaultValue == nil && $0.type?.text.contains("->") == false }
        }
        let events = builders.filter { !runnable.contains($0) && !left.contains($0) }
        if !events.isEmpty {
            let names = events.map(\.signature)
            note("\(className)'s " + names.joined(separator: ", ") + " add\(events.count == 1 ? "s" : "") subviews or constraints, "
                 + "but nothing in the paste calls \(events.count == 1 ? "it" : "them") and \(events.count == 1 ? "its name does" : "their names do") "
                 + "not say \(events.count == 1 ? "it sets" : "they set") the view up (an event of the app's): not run, so the view is shown "
                 + "without what \(events.count == 1 ? "it adds" : "they add")")
        }
        guard !left.isEmpty else { return }
        let described = left.map { f in
            let types = f.parameters.compactMap { $0.type?.text }
            return f.signature + (types.isEmpty ? "" : " (taking " + types.joined(separator: ", ") + ")")
        }
        note("\(className) is shown without what " + described.joined(separator: " and ") + " add\(left.count == 1 ? "s" : "")"
             + " (subviews or constraints): nothing in the paste calls \(left.count == 1 ? "it" : "them"), and \(left.count == 1 ? "it takes" : "they take") "
             + "the app's data — call \(left.count == 1 ? "it" : "them") with values to see the view built")
    }
}

/// A controller that hands itself to the app's view model or presenter (`viewModel.view = self`,
/// then `viewModel.viewDidLoad()`), whose methods that set its view up (`configureCollectionView()`,
/// `configureNameLabel()`) nothing in the paste calls: the view model, not in the paste, calls
/// them back from its `viewDidLoad`. Run nowhere, the screen would be empty and nothing would say
/// why; they run when the controller's `viewDidLoad` returns, as the other uncalled builders do.
extension Evaluator {
    mutating func runHandedOverBuilders(of className: String, on controller: Value, at range: SourceRange) {
        guard isController(className) else { return }
        let uncalled = uncalledBuilders(of: className)
        guard !uncalled.isEmpty else { return }
        guard SyntaxMentions.handsSelfOver(in: members(of: className, withProtocols: false)) else {
            // Called by the app from outside (a view model's callback, `viewModel.loadCharacter()`
            // answering with `reloadData()`), or never: not run, but said, as the screen lacks them.
            let names = uncalled.map { $0.signature }
            note("\(className)'s " + names.joined(separator: ", ") + " add\(names.count == 1 ? "s" : "") subviews or constraints, but "
                 + "nothing in the paste calls \(names.count == 1 ? "it" : "them") (the app's view model or data may, later): not run, "
                 + "so the screen is shown without what \(names.count == 1 ? "it adds" : "they add")")
            return
        }
        note("\(className) hands itself to, or reports its loaded view to, its view model or presenter (the app's, not in the paste), which calls back "
             + "the methods that set its view up")
        runUncalledBuilders(of: className, on: controller, at: range)
    }
}

extension Evaluator {
    /// Keeps the views in no hierarchy among a skipped helper's arguments (see
    /// ``handedToSkippedHelpers``).
    mutating func recordHandedToSkippedHelper(_ args: [EvaluatedArgument], call: String) {
        // The views in an argument, in arrays and tuples at any depth (`([title, detail], stack)`).
        func views(in value: Value) -> [String] {
            switch value {
            case .view(let view): [view]
            case .array(let items), .tuple(let items, _): items.flatMap(views)
            default: []
            }
        }
        for argument in args {
            for view in views(in: argument.value) {
                let name = viewName(view)
                guard name != "root", case .none = superview(of: name),
                      !handedToSkippedHelpers.contains(where: { $0.view == name }) else { continue }
                handedToSkippedHelpers.append((name, call))
            }
        }
    }

    /// A view handed to a skipped helper of the app's that nothing else put in a hierarchy: such
    /// helpers most often add the view they are given (`embed(subview:)`, `setUp(card)`), so
    /// UIKit may show it where Layoutbook shows nothing. Said, with what the view holds, rather
    /// than leaving it out of the frames silently.
    mutating func noteViewsLeftWithSkippedHelpers() {
        for (view, call) in handedToSkippedHelpers {
            guard case .none = superview(of: view), session.state.detached[view] != nil else { continue }
            let held = subviews(of: view)
            let holding = held.isEmpty ? "" : " (with what it holds: " + held.joined(separator: ", ") + ")"
            note("'\(view)'\(holding) is in no hierarchy here: the paste hands it to '\(call)', the app's own code, not in the "
                + "paste, and nothing else adds it; if that helper adds it (as such helpers most often do), UIKit shows it where "
                + "this shows nothing: paste the helper")
        }
    }
}
