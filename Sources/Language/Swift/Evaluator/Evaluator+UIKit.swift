import Layout

/// UIKit operations pasted code performs, each carried out by one of the session's commands
/// with the values filled in, so pasted code and Layoutbook's own words mean the same thing.
extension Evaluator {
    // MARK: - Literals for commands

    static func numberText(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A constraint's constant beyond what the layout engine holds (`CGFloat.greatestFiniteMagnitude`
    /// as a "no limit" upper bound): UIKit substitutes a smaller value and logs that it did, so the
    /// largest length Layoutbook holds stands in, with a note.
    mutating func substitutedConstant(_ value: Double) -> Double {
        guard value.isFinite, abs(value) > NumberLimits.largestLength else { return value }
        note("a constant of \(NumberText.describe(value)) exceeds the layout engine's limits: \(NumberText.describe(NumberLimits.largestLength)) "
            + "is used in its place, as UIKit substitutes a smaller value (and logs that it did)")
        return value < 0 ? -NumberLimits.largestLength : NumberLimits.largestLength
    }

    static func literal(_ value: Double, _ range: SourceRange) -> NumberLiteral {
        NumberLiteral(value, text: numberText(value), range: range)
    }

    static func rectLiteral(_ r: Rect, _ range: SourceRange) -> RectLiteral {
        RectLiteral(x: literal(r.minX, range), y: literal(r.minY, range), width: literal(r.width, range),
                    height: literal(r.height, range), range: range)
    }

    /// The name a command uses for a view (the view a pasted `loadView` made is the root; a view
    /// a factory made takes the name it was bound to).
    func viewName(_ name: String) -> String { swift.aliases[name] ?? name }

    func identifier(_ name: String, _ range: SourceRange) -> Identifier { Identifier(viewName(name), range: range) }

    func item(_ owner: AnchorOwner, _ range: SourceRange) -> ItemExpression {
        switch owner {
        case .view(let name): .name(identifier(name, range))
        case .guide(let guide, let name): .guide(guide, of: .name(identifier(name, range)), range: range)
        }
    }

    // MARK: - Views

    /// Makes a view outside the hierarchy, named after what it is being bound to.
    mutating func createView(className: String, kind: UIKitViewClass, frame: Rect?, at range: SourceRange) throws(Interrupt) -> String {
        // An Objective-C property's storage, `_scrollView`, names the view as the property does.
        // A view a property's closure makes under another local than the one it returns (the label
        // it arranges in the stack it returns) keeps its own name; the returned one takes the property's.
        let keepsProperty = propertyHint != nil && propertyHintTarget != nil && nameHint != propertyHintTarget
        let hint = (keepsProperty ? nameHint : propertyHint ?? nameHint)
            .map { $0.count > 1 && $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        let base = hint ?? Self.defaultName(className)
        // Only `let view = UIView()` itself, at the top level, names a view `view`.
        let shadows = propertyHint == nil && nameHint != nil && bindsAtTopLevel
        // Bound to a local of a function or closure (not a property's view, not the top level's).
        let bindsLocal = nameHint != nil && !bindsAtTopLevel && (propertyHint == nil || keepsProperty)
        if !keepsProperty { (propertyHint, propertyHintTarget) = (nil, nil) }
        nameHint = nil
        // Only a view the code named `view` (or `superview`) is called so; one named after its
        // class (`UIView()` in a `map`) is not, as `view` is the root view's name too.
        let name = uniqueViewName(base, mayTakeRootName: hint != nil)
        if hint != nil, Session.reservedNames.contains(base) {
            // Layoutbook's own word, not the code's: say whose name the listings use.
            note("'\(base)' is Layoutbook's name for \(base == "root" ? "the screen's root view" : "its own use") in the frames "
                + "it prints: this view is listed as '\(name)'")
        }
        // A local `view` keeps the name it was written with; only a top-level one shadows the root.
        if Session.rootNames.contains(name) {
            if shadows { swift.localRootNames.remove(name) } else { swift.localRootNames.insert(name) }
        }
        if bindsLocal { swift.localViewNames.insert(name) } else { swift.localViewNames.remove(name) }
        if let frame, ![frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) {
            throw fail("the frame must be finite", at: range)
        }
        try execute(.uikitView(UIKitViewDeclaration(name: Identifier(name, range: range), viewClass: kind, classRange: range,
                                                    frame: frame.map { Self.rectLiteral($0, range) }, frameOf: nil,
                                                    range: range)))
        swift.viewClasses[name] = className
        try applyFixedFrameSize(name, origin: frame.map { Point(x: $0.minX, y: $0.minY) } ?? Point(x: 0, y: 0), at: range)
        if Library.isSubtype(className, of: "UIActivityIndicatorView") { try updateIndicatorHidden(name, at: range) }
        try applyClassHugging(name, at: range)
        session.applyTableCellContentMargins(name)
        for list in ["UITableView", "UICollectionView"] where Library.isSubtype(className, of: list) || isView(name, a: list) {
            note("\(className) is laid out as the scroll view it is; its \(list == "UITableView" ? "rows" : "items") come from "
                + "the app's data source and are not drawn")
            // UIKit's list sets its own contentSize from its data source at each layout: it is
            // known here only once the rows or items are worked out from a pasted data source.
            if let id = layoutID(name) {
                try? session.state.layout.setContentKnown(id, false)
                try? session.state.layout.setListSizesContent(id)
            }
        }
        if Library.isSubtype(className, of: "UIColorWell") {
            note("\(name) is a UIColorWell: UIKit gives a colour well a size of its own, which Layoutbook does not model, so "
                + "it has none here — give it a width and a height")
        }
        session.applyListBounce(name)
        createdViews.append(name)
        creationDepth[name] = depth
        return name
    }

    /// An activity indicator is hidden while it is stopped, as `hidesWhenStopped` (true by
    /// default) makes UIKit hide it — from the moment it is made, until `startAnimating()`: a
    /// stack view gives a stopped one no room.
    mutating func updateIndicatorHidden(_ name: String, at range: SourceRange) throws(Interrupt) {
        let hidden = !swift.animatingIndicators.contains(name) && !swift.indicatorsShownWhenStopped.contains(name)
        try setProperty(name, .isHidden, .bool(BoolLiteral(value: hidden, range: range)), at: range)
    }

    /// Gives a control made with no frame (`UISwitch()`) the size UIKit's initialiser gives it:
    /// a switch is 51×31 and a stepper 94×32 from the moment they are made, so code that reads
    /// the new control's frame to place it (`screen.width - (s.frame.width + 39)`) reads UIKit's
    /// size (``ControlSizes/fixedFrameSize(of:_:)``). Made with a frame (`initWithFrame:CGRectZero`),
    /// it keeps the frame's origin and takes its own size all the same.
    mutating func applyFixedFrameSize(_ name: String, origin: Point = Point(x: 0, y: 0), at range: SourceRange) throws(Interrupt) {
        let content = session.state.swift.controls[name] ?? ControlContent()
        guard let size = ControlSizes.fixedFrameSize(of: session.controlClass(ofView: name), content) else { return }
        let rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
        try setProperty(name, .frame, .rect(Self.rectLiteral(rect, range)), at: range)
    }

    /// The axes on which views of a UIKit class hug their content at 750 (`.defaultHigh`) from
    /// the moment they are made, where every other view hugs at 250: a switch, a stepper and an
    /// activity indicator on both axes, a progress view vertically (each class's
    /// `contentHuggingPriority(for:)` as UIKit reports it for an instance made in code;
    /// Interface Builder stores the same values for them).
    static func highHuggingAxes(_ controlClass: String) -> [LayoutAxis] {
        switch controlClass {
        case "UISwitch", "UIStepper", "UIActivityIndicatorView": [.horizontal, .vertical]
        case "UIProgressView": [.vertical]
        default: []
        }
    }

    /// Gives a newly made view its class's own hugging (``highHuggingAxes(_:)``), as if the code
    /// had set it, so that a switch beside a label in a fill stack leaves the label to stretch.
    mutating func applyClassHugging(_ name: String, at range: SourceRange) throws(Interrupt) {
        let axes = Self.highHuggingAxes(session.controlClass(ofView: name))
        for axis in axes {
            let node = LayoutPrioritySetting(view: .name(identifier(name, range)), kind: .hugging,
                                             priority: try Library.priorityNode(750, &self, at: range),
                                             axis: axis, axisRange: range, range: range)
            try execute(.layoutPriority(node))
        }
    }

    /// `UILabel` → `label`, `UIScrollView` → `scrollView`, `CardView` → `cardView`.
    static func defaultName(_ className: String) -> String {
        var name = Substring(className)
        // A nested class (`OnboardViewController.FixedContent`) by its own name.
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if name.hasPrefix("UI"), name.count > 2 { name = name.dropFirst(2) }
        guard let first = name.first else { return "v" }
        // A leading acronym is lowercased whole, as Swift names it (`MASExampleView` →
        // masExampleView, `URLPreview` → urlPreview): every capital but the one that starts the
        // next word.
        let capitals = name.prefix { $0.isUppercase }
        if capitals.count > 1 {
            let acronym = capitals.count == name.count ? capitals[...] : capitals.dropLast()
            return acronym.lowercased() + name.dropFirst(acronym.count)
        }
        return first.lowercased() + name.dropFirst()
    }

    mutating func uniqueViewName(_ base: String, mayTakeRootName: Bool = true) -> String {
        let cleaned = base.isEmpty || base.hasPrefix("$") || base == "_" ? "v" : base
        // A view declared anew by the top level's code takes the name of one code took out and
        // left out, as the name now means the new one.
        if runningFunctions.isEmpty, declaredCodeDepth == 0, session.releaseRemovedName(cleaned) { context.changedState = true }
        func taken(_ n: String) -> Bool {
            Session.reservedNames.contains(n) || (!mayTakeRootName && Session.rootNames.contains(n))
                || session.state.layout.id(of: n) != nil || session.state.detached[n] != nil
                || swift.aliases[n] != nil
        }
        if !taken(cleaned) { return cleaned }
        var i = max(2, session.state.viewNameHints[cleaned] ?? 2)
        while taken("\(cleaned)\(i)") { i += 1 }
        session.state.viewNameHints[cleaned] = i
        return "\(cleaned)\(i)"
    }

    mutating func addSubview(_ parent: Value, _ child: Value, at range: SourceRange) throws(Interrupt) {
        // A mask counts from the size of the superview the view is added to, as it is then.
        defer { if case .view(let childName) = child { refreshAutoresizing(childName) } }
        guard case .view(let childName) = child else {
            if case .opaque(let text) = child {
                // The app's view, not in the paste: UIKit adds it and it takes its place; here
                // nothing stands for it, so the picture lacks it.
                note("addSubview(\(text)): that view is the app's, not in the paste, so what UIKit adds here is not shown")
                return
            }
            if case .none = child, session.runsObjectiveC {
                // `[header addSubview:_field]` before the field's getter made it: UIKit adds nothing.
                note("addSubview: is sent nil here: UIKit adds nothing")
                return
            }
            throw fail("addSubview needs a view, not \(child.kindName)", at: range)
        }
        guard case .view(let parentName) = parent else {
            throw fail("only a view can hold subviews, not \(parent.kindName)", at: range)
        }
        // An outlet's view, put in the root view for want of its storyboard, goes where the code
        // adds it, while nothing is attached to it yet.
        if swift.outlets.contains(childName), viewName(parentName) != "root", let id = layoutID(childName),
           session.state.layout.view(id)?.subviews.isEmpty == true,
           !session.state.layout.constraintIDs.contains(where: { cid in
               guard let c = session.state.layout.constraint(cid), c.origin == .user else { return false }
               return c.first.view == id || c.second?.view == id
           }) {
            let kind = session.state.layout.view(id)?.kind
            // What the code already set on the outlet goes with it (`translatesAutoresizingMask…
            // = false` before `addSubview`, as a storyboard's view is moved in viewDidLoad).
            let masks = session.state.layout.view(id)?.translatesAutoresizingMaskIntoConstraints ?? true
            swift.outlets.remove(childName)
            try execute(.remove(RemoveCommand(name: identifier(childName, range), range: range)))
            let viewClass: UIKitViewClass = kind == .scrollView ? .scrollView : kind == .label ? .label : kind == .image ? .imageView : .view
            try execute(.uikitView(UIKitViewDeclaration(name: Identifier(childName, range: range), viewClass: viewClass,
                                                        classRange: range, frame: nil, frameOf: nil, range: range)))
            if !masks {
                try setProperty(childName, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            }
        }
        // A view added again to the superview it is in only moves to the front: UIKit tells it
        // nothing then.
        let moves = Self.viewName(of: superview(of: childName)).map(viewName) != viewName(parentName)
        if moves { try willMove(childName, toSuperview: viewName(parentName), at: range) }
        try execute(.addSubview(AddSubviewCommand(parent: .name(identifier(parentName, range)),
                                                  child: identifier(childName, range), range: range)))
        if moves {
            try placeWaitingTableHeader(of: childName, at: range)
            applyChildAdditionalSafeArea(childName)
            try didAddSubview(childName, to: parentName)
            try didMoveToSuperview(childName)
            try didMoveToWindow(inside: childName)
            // A subview added marks its superview for layout: added by that superview's own
            // layoutSubviews (`addSubview(dot)` after placing it by `dot.superview?.bounds`), it
            // runs once more in the same pass, now with the view in place.
            if swift.runningAfterPass == "layoutSubviews", case .view(let running)? = currentFrame?.selfValue,
               viewName(running) == viewName(parentName) {
                swift.needsLayout.insert(viewName(parentName))
            }
        }
    }

    /// A button's `configurationUpdateHandler`, run on the button as UIKit runs it when the
    /// button updates its configuration; not again from inside itself.
    mutating func runConfigurationUpdateHandler(_ handler: Value, of button: Value, at range: SourceRange) throws(Interrupt) {
        guard case .view(let name) = button, !runningUpdateHandlers.contains(viewName(name)) else { return }
        switch handler {
        case .closure, .function:
            runningUpdateHandlers.insert(viewName(name))
            defer { runningUpdateHandlers.remove(viewName(name)) }
            _ = try callAny(handler, [button], at: range)
        default:
            return
        }
    }

    /// `keepsObject`: false where Layoutbook clears a screen of its own accord (a controller or a
    /// live view replacing what was shown), which no code of the app holds on to.
    mutating func removeFromSuperview(_ name: String, keepsObject: Bool = true, at range: SourceRange) throws(Interrupt) {
        // A view already out of every hierarchy (taken away with the superview it was in, which
        // Layoutbook removes whole): UIKit's removeFromSuperview does nothing then.
        if layoutID(name) == nil && session.state.detached[name] == nil && session.state.detached[viewName(name)] == nil { return }
        // A view made and not added anywhere yet (`blur.removeFromSuperview()` before
        // `addSubview(blur)`, to be sure it is added once): it has no superview, so nothing happens.
        if let waiting = session.state.detached[name] ?? session.state.detached[viewName(name)], waiting.parent == nil { return }
        if session.state.detached[name] != nil {
            session.removeDetached(name)
            context.changedState = true
            return
        }
        if let runningLater, let id = layoutID(name), case .view(let parent)? = Optional(superview(of: name)) {
            // `asyncAfter(deadline: .now() + 2) { toast.removeFromSuperview() }`: the app shows the
            // view until then; what is printed is the screen after it.
            let frame = session.state.layout.frame(of: id)
            note("'\(viewName(name))' is taken out by \(runningLater); until then it stood at \(Session.rect(frame)) in "
                + "\(viewName(parent)), and what is shown is the screen after it")
        }
        // A view taken out of a view that is itself out (a tag from its row, the row already
        // removed): it leaves that tree and waits alone.
        if session.state.detached[viewName(name)] != nil, swift.removedViews[viewName(name)] != nil {
            session.state.detached[viewName(name)]?.parent = nil
            context.changedState = true
            return
        }
        // UIKit keeps the object: the view and the views inside it wait, out of the hierarchy,
        // at the frames they had, for code to set them up and add the view again, when they come
        // back with what they kept (``Session/place(_:in:at:_:)``).
        let kept = !keepsObject ? nil : layoutID(name).flatMap { id in
            session.state.layout.removedTree(id).map { tree in
                (tree, tree.views.map { v in session.state.layout.id(of: v.view.name).map { session.state.layout.frame(of: $0) } ?? .zero })
            }
        }
        try execute(.remove(RemoveCommand(name: identifier(name, range), range: range)))
        if let (tree, frames) = kept {
            for ((removed, superview), frame) in zip(tree.views, frames) {
                swift.removedViews[removed.name] = removed
                session.state.declarations += 1
                session.state.detached[removed.name] = DetachedView(kind: removed.kind, frame: frame, parent: superview,
                                                                     order: session.state.declarations)
            }
            swift.removedTrees[tree.top.name] = tree
            swift.removedViewNames.merge(tree.viewNames) { _, new in new }
        }
    }

    /// The view a pasted `loadView` assigns to `view` becomes the root view: what was added to it
    /// is placed in the root view, as UIKit shows the controller's view on the screen.
    mutating func adoptAsRoot(_ name: String, at range: SourceRange) throws(Interrupt) {
        if viewName(name) == "root" { return }
        guard let waiting = session.state.detached[name] else {
            throw fail("'\(name)' is already in the hierarchy; the root view is given a new view, not one already placed",
                       at: range)
        }
        // A scroll view, a stack view or a control as the controller's view keeps what it is: it is
        // drawn filling the root view, which stays the screen's plain view.
        if waiting.kind != .view || session.classChain(ofView: name).contains("UIStackView") {
            try adoptScrollViewAsRoot(name, at: range)
            return
        }
        let children = session.state.detached.filter { $0.value.parent == name }.sorted { $0.value.order < $1.value.order }
        for (child, _) in children {
            session.state.detached[child]?.parent = nil
        }
        session.state.detached[name] = nil
        swift.aliases[name] = "root"
        if let object = swift.viewObjects[name] { swift.viewObjects["root"] = object }
        for (child, _) in children {
            try execute(.addSubview(AddSubviewCommand(parent: .name(Identifier("root", range: range)),
                                                      child: Identifier(child, range: range), range: range)))
        }
        if !waiting.pending.isEmpty {
            for command in waiting.pending { try execute(command) }
        }
        // Made at a frame of its own in `loadView` (`initWithFrame:CGRectMake(0, 0, 320, 480)`): it
        // is that size until UIKit puts it in the window, which resizes it to the screen's, its
        // subviews' autoresizing masks following (see ``showLoadedViewAtScreenSize(at:)``).
        let own = waiting.frame.size
        let screen = session.state.layout.screen
        // (So is one made with no frame, `[[UIView alloc] init]`: 0×0 until then, as UIKit leaves it.)
        if runningFunctions.contains(where: { $0.name == "loadView" }), own.width >= 0, own.height >= 0, own != screen,
           screenBeforeLoadedView == nil {
            do { try session.state.layout.setRootSize(own) } catch { throw fail("\(error)", at: range) }
            screenBeforeLoadedView = screen
        }
        // UIKit gives the controller's view the screen's frame to show it: a frame observer of
        // its class runs then.
        try runFrameObserver(of: name, at: range)
        context.changedState = true
    }

    /// Runs a view class's `override var frame: CGRect { didSet { … } }` for a view whose frame
    /// UIKit sets, not the code: a controller's view, shown at the screen's frame, and a view
    /// Layoutbook shows on its own. UIKit runs the observer whenever the frame is set (code's
    /// writes run it where they are made); Auto Layout moves a view through its center and
    /// bounds, which does not run it. False when the class declares no such observer.
    @discardableResult
    mutating func runFrameObserver(of name: String, at range: SourceRange) throws(Interrupt) -> Bool {
        guard let id = swift.viewObjects[name], let object = swift.objects[id],
              let decl = declaredProperty("frame", of: object.className), decl.observesInheritedProperty,
              let didSet = decl.didSet else { return false }
        // The frame it had before UIKit set this one: `.zero`, as made, for an observer that
        // compares (`oldValue.size != frame.size`).
        let scope = Scope(parent: nil)
        scope.names["oldValue"] = .rect(.zero)
        try runInPlace(didSet, frame: Frame(scope: scope, selfValue: .view(object.view ?? name), typeName: object.className))
        return true
    }

    /// `view = scrollView` in `loadView`: the controller's view is a scroll view, so what is
    /// pinned to its edges is its content, as UIKit lays it out (and a stack view arranges its
    /// views in the screen, a label shows its text there). Layoutbook's root view is the
    /// screen's plain view; the scroll view is placed in it filling it (the same frame, margins
    /// and safe area the root view has), and the controller's `view` names it from here on.
    mutating func adoptScrollViewAsRoot(_ name: String, said: String? = nil, at range: SourceRange) throws(Interrupt) {
        let layout = session.state.layout
        let screen = layout.frame(of: .root)
        let margins = layout.layoutMargins(of: .root), safe = layout.safeAreaInsets(of: .root)
        try execute(.addSubview(AddSubviewCommand(parent: .name(Identifier("root", range: range)),
                                                  child: Identifier(name, range: range), range: range)))
        try setFrame(name, Rect(x: 0, y: 0, width: screen.width, height: screen.height), at: range)
        // It is the controller's view: it takes every size UIKit gives the root view (laid out
        // clear of a bar after viewDidLoad, rotated), as a mask stretching both sizes follows.
        if swift.autoresizingMasks[viewName(name)] == nil {
            var both = AutoresizingMask()
            both.widthSizable = true
            both.heightSizable = true
            swift.autoresizingMasks[viewName(name)] = both
            refreshAutoresizing(name)
        }
        // A root view's margins are raised to the controller's system minimum: the scroll view,
        // the controller's view in UIKit, gets the same (its safe area is the root view's).
        let own = EdgeInsets(top: margins.top - safe.top, left: margins.left - safe.left,
                             bottom: margins.bottom - safe.bottom, right: margins.right - safe.right)
        try setProperty(name, .layoutMargins, .insets(InsetsLiteral(
            top: Self.literal(own.top, range), left: Self.literal(own.left, range), bottom: Self.literal(own.bottom, range),
            right: Self.literal(own.right, range), isDirectional: false, range: range)), at: range)
        swift.aliases["root"] = name
        note(said ?? "view = \(name): the controller's view is this \(viewClass(of: name)); it is drawn filling the root view, with the "
             + "root view's frame, margins and safe area, and 'view' names it")
        context.changedState = true
    }

    mutating func setProperty(_ view: String, _ property: ViewProperty, _ value: PropertyValue, at range: SourceRange) throws(Interrupt) {
        if property == .translatesAutoresizingMaskIntoConstraints { swift.maskSettings[viewName(view), default: 0] += 1 }
        if Self.scrollViewProperties.contains(property), controlClass(of: view) == "UITextView" {
            // A text view is a scroll view of its own text, which Layoutbook lays out as text:
            // what moves the text inside it changes no frame.
            note("skipped '\(property.rawValue)' of \(viewName(view)): a UITextView scrolls its own text, laid out here as text; "
                + "its \(property.rawValue) moves the text inside it, not its frame or any view's")
            return
        }
        try execute(.property(PropertyAssignment(target: .name(identifier(view, range)), property: property,
                                                 propertyRange: range, value: value, range: range)))
    }

    /// The properties only a scroll view has.
    static let scrollViewProperties: Set<ViewProperty> = [
        .contentInset, .contentOffset, .contentSize, .minimumZoomScale, .maximumZoomScale, .zoomScale, .zoomView, .centering,
        .contentInsetAdjustmentBehavior, .alwaysBounceVertical, .alwaysBounceHorizontal,
    ]

    // MARK: - Constraints

    /// A new key for a constraint value.
    mutating func newConstraintKey() -> String {
        defer { swift.nextConstraint += 1 }
        return "$c\(swift.nextConstraint)"
    }

    /// Makes a constraint value from its expression: checked now, and kept under a key so later
    /// lines can activate it, change its constant or priority. Constraints between views not
    /// placed yet are checked when they are activated.
    mutating func makeConstraint(_ expression: ConstraintExpression, at range: SourceRange) throws(Interrupt) -> Value {
        let expression = withoutContentViewInset(expression)
        if let first = Self.firstItemName(expression), skipsConstraintOnOwnTitleLabel(viewName(first)) {
            return .opaque(viewName(first) + ".constraint")
        }
        let key = newConstraintKey()
        swift.constraints[key] = expression
        try placeOutletInScrollOutlet(pinnedBy: expression, at: range)
        do {
            try session.execute(.constraintDeclaration(ConstraintDeclaration(name: Identifier(key, range: range),
                                                                             value: expression, range: range)), &context)
        } catch {
            guard error.kind == .notInHierarchy else { throw .failure(error) }
        }
        return .constraint(key)
    }

    /// An `@IBOutlet`'s view pinned to the same edge of a scroll view's outlet
    /// (`stackView.topAnchor.constraint(equalTo: scrollView.topAnchor)`) is that scroll view's
    /// content in the storyboard the paste does not contain: a constraint to a scroll view's own
    /// edges is how its content is pinned, and UIKit needs the two in one tree. While the outlet
    /// still stands in the root view, where it was made for want of its storyboard, it is moved
    /// into the scroll view, with a note.
    mutating func placeOutletInScrollOutlet(pinnedBy expression: ConstraintExpression, at range: SourceRange) throws(Interrupt) {
        let edges: Set<AnchorName> = [.topAnchor, .bottomAnchor, .leadingAnchor, .trailingAnchor, .leftAnchor, .rightAnchor]
        guard case .constraint(let node) = expression, let second = node.second, node.first.anchor == second.anchor,
              edges.contains(node.first.anchor),
              case .name(let first) = node.first.item, case .name(let other) = second.item else { return }
        for (content, scroll) in [(first.name, other.name), (other.name, first.name)] {
            if try moveOutlet(viewName(content), intoScrollOutlet: viewName(scroll), because: "is pinned to \(viewName(scroll))'s edges",
                              at: range) { return }
        }
    }

    /// Moves an @IBOutlet's view into a scroll view's outlet, as its content in the storyboard,
    /// with a note saying `why`, when both are stand-ins made in the root view for a storyboard
    /// not in the paste and nothing is attached to the content yet; false when not.
    mutating func moveOutlet(_ contentName: String, intoScrollOutlet scrollName: String, because why: String,
                             at range: SourceRange) throws(Interrupt) -> Bool {
        let layout = session.state.layout
        guard contentName != scrollName, swift.outlets.contains(contentName), swift.outlets.contains(scrollName),
              let contentID = layout.id(of: contentName), let scrollID = layout.id(of: scrollName),
              layout.isScrollView(scrollID), !layout.isScrollView(contentID),
              layout.superview(of: contentID) == .root, layout.superview(of: scrollID) == .root,
              layout.view(contentID)?.subviews.isEmpty == true,
              !layout.constraintIDs.contains(where: { cid in
                  guard let c = layout.constraint(cid), c.origin == .user else { return false }
                  return c.first.view == contentID || c.second?.view == contentID
              }) else { return false }
        // `addSubview` takes an outlet's view that nothing is attached to yet where the code
        // adds it; a stack's outlet goes on arranging what the code adds.
        let wasStack = layout.stack(contentID) != nil
        let frame = layout.frame(of: contentID)
        try addSubview(.view(scrollName), .view(contentName), at: range)
        // Still the storyboard's view, whose frame there the paste does not hold.
        swift.outlets.insert(contentName)
        if wasStack { try editStack(contentName, .make, at: range) }
        // A frame the code gave it is kept: in its storyboard it is inside the scroll view, so
        // the code's numbers were the scroll view's coordinates all along.
        if frame.width != 0 || frame.height != 0, layout.view(contentID)?.translatesAutoresizingMaskIntoConstraints != false {
            try setFrame(contentName, frame, at: range)
        }
        note("@IBOutlet \(contentName) \(why): taken as its content in the storyboard, it is moved into \(scrollName)")
        return true
    }

    /// `c.isActive = true`, `NSLayoutConstraint.activate([…])`, `v.addConstraint(c)`.
    ///
    /// A constraint whose views are not all placed yet is made and activated when `addSubview`
    /// places their tree, as UIKit installs it on the tree's top view; it keeps its key, so a
    /// later `c.constant = …` finds it.
    mutating func setActive(_ values: [Value], _ active: Bool, holder: String?, method: String, at range: SourceRange) throws(Interrupt) {
        // Those no name or storage holds are activated in passing: held plain.
        let passing = Set(values.compactMap { value -> String? in
            guard case .constraint(let key) = value, !swift.keptConstraints.contains(key) else { return nil }
            return key
        })
        let before = session.activatingInPassing
        session.activatingInPassing.formUnion(passing)
        defer { session.activatingInPassing = before }
        var items: [ConstraintExpression] = []
        for value in values {
            switch value {
            case .constraint(let key):
                if session.state.names[key] != nil {
                    items.append(.name(Identifier(key, range: range)))
                } else if swift.activatedKeys.contains(key) {
                    // Activated already, waiting with a tree not placed yet (made in a view's
                    // `init`): turned off, or on again, in order with it, as UIKit does at once.
                    try setConstraintValue(key, .isActive(BoolLiteral(value: active, range: range)), at: range)
                } else if active, let expression = swift.constraints[key] {
                    try activateLater(key, expression, at: range)
                }
            case .array(let inner):
                try setActive(inner, active, holder: holder, method: method, at: range)
            case .opaque(Self.placeholderConstraintText) where !active:
                // A placeholder of no items (`NSLayoutConstraint()`): nothing to deactivate.
                continue
            case .opaque(Self.skippedConstraintText):
                // Left out with a note where it was made.
                continue
            case .opaque(let text):
                note("skipped a constraint: '\(text.split(separator: "(").first.map(String.init) ?? text)' is not in the paste")
                continue
            case .none:
                continue
            default:
                throw fail("\(method) takes constraints, not \(value.kindName)", at: range)
            }
        }
        guard !items.isEmpty else { return }
        let receiver: ItemExpression? = holder.map { .name(identifier($0, range)) }
        try execute(.constraintActivation(ConstraintActivation(activates: active, items: items, receiver: receiver,
                                                               method: method, range: range)))
    }

    /// Makes and activates a constraint under its key now, or, when its views wait to be placed,
    /// when their tree is placed.
    mutating func activateLater(_ key: String, _ expression: ConstraintExpression, priority: Priority? = nil,
                                at range: SourceRange) throws(Interrupt) {
        // A constant or priority given before activation (code's, or a layout library's
        // priority) is set between the two, as UIKit allows a required priority to change only then.
        let given = (swift.beforeActivation[key] ?? []) + (priority.map { [.priority($0)] } ?? [])
        swift.activatedKeys.insert(key)
        let prioritized: [Command] = given.map {
            .constraintAssignment(ConstraintAssignment(constraint: Identifier(key, range: range), value: $0, range: range))
        }
        let command = Command.lifecycleMethod(LifecycleMethod(name: Identifier("isActive", range: range), body: [
            .constraintDeclaration(ConstraintDeclaration(name: Identifier(key, range: range), value: expression, range: range)),
        ] + prioritized + [
            .constraintAssignment(ConstraintAssignment(constraint: Identifier(key, range: range),
                                                       value: .isActive(BoolLiteral(value: true, range: range)), range: range)),
        ], range: range))
        try executeOrDefer(command, explainsSkippedContainer: false)
    }

    /// The layout constraints a constraint value stands for, as made (for reading its constant).
    func definitions(_ key: String) -> [LayoutConstraint] {
        session.state.names[key]?.definitions ?? []
    }

    /// The constant of a constraint not made yet because its views wait to be placed: the last
    /// one code set, else the one it was written with; nil for one made.
    func unmadeConstant(_ key: String) -> Double? {
        guard session.state.names[key] == nil else { return nil }
        for case .constant(let n) in (swift.beforeActivation[key] ?? []).reversed() { return n.value }
        switch swift.constraints[key] {
        case .constraint(let node)?: return node.constant?.value ?? 0
        case .item(let node)?: return node.constant.value
        default: return nil
        }
    }

    /// The priority code gave a constraint not made yet (see ``unmadeConstant(_:)``).
    func unmadePriority(_ key: String) -> Double? {
        guard session.state.names[key] == nil else { return nil }
        for case .priority(let p) in (swift.beforeActivation[key] ?? []).reversed() {
            switch p.kind {
            case .number(let n): return n.value
            case .named(let name): return Double(Session.priorityValue(name))
            case .offset(let name, let n): return Double(Session.priorityValue(name)) + n.value
            }
        }
        return nil
    }

    mutating func setConstraintValue(_ key: String, _ value: ConstraintAssignment.Value, at range: SourceRange) throws(Interrupt) {
        let command = Command.constraintAssignment(ConstraintAssignment(constraint: Identifier(key, range: range), value: value,
                                                                         range: range))
        guard session.state.names[key] != nil else {
            // Made while its views wait to be placed and not activated yet: an inactive constraint
            // UIKit lets code change freely; the change is applied when it is activated.
            if !swift.activatedKeys.contains(key), swift.constraints[key] != nil {
                switch value {
                case .constant, .priority:
                    swift.beforeActivation[key, default: []].append(value)
                    return
                case .isActive:
                    break
                }
            }
            // Active but waiting with a tree not placed yet (`h.isActive = true; h.constant = 50` in
            // an `init`): the change waits with it, in order; kept for reading it back too.
            let waiting = Diagnostic(.error, "'\(key)' \(Session.notPlacedPhrase)", at: range, kind: .notInHierarchy)
            do {
                try session.deferToDetachedTree(command, after: waiting, &context)
            } catch {
                // What UIKit itself refuses once the tree is placed (a required priority lowered
                // on an active constraint) is that error, not a matter of waiting.
                if error.kind != .notInHierarchy { throw .failure(error) }
                throw fail("this constraint joins views that are not in the hierarchy yet; change it after view.addSubview(…) places them",
                           at: range)
            }
            if case .isActive = value {} else { swift.beforeActivation[key, default: []].append(value) }
            return
        }
        try execute(command)
    }

    mutating func anchorConstraint(_ first: AnchorTarget, _ relation: RelationKind, _ second: AnchorTarget?,
                                   multiplier: Double?, constant: Double?, at range: SourceRange,
                                   multiplierRange: SourceRange? = nil) throws(Interrupt) -> Value {
        let first = first.matchingDirection(of: second), second = second?.matchingDirection(of: first)
        let node = AnchorConstraint(
            first: AnchorReference(item: item(first.owner, range), anchor: first.anchor, range: range),
            relation: relation,
            second: second.map { AnchorReference(item: item($0.owner, range), anchor: $0.anchor, range: range) },
            multiplier: multiplier.map { Self.literal($0, multiplierRange ?? range) },
            constant: constant.map { Self.literal(substitutedConstant($0), range) },
            range: range)
        return try makeConstraint(.constraint(node), at: range)
    }

    // MARK: - Scroll views and zoom

    /// The zoom view a scroll view's delegate gives (`viewForZooming(in:)`), set before a zoom.
    mutating func askDelegateForZoomView(_ scrollView: String, at range: SourceRange) throws(Interrupt) {
        for name in ["viewForZooming", "viewForZoomingInScrollView"] {
            guard let (result, _) = try callDelegate(of: scrollView, name, at: range) else { continue }
            // The zoom view it had already: nothing changes, and the entry does not say it did.
            let current = layoutID(scrollView).flatMap { session.state.layout.view($0)?.scroll?.zoomView }
            switch result {
            case .view(let zoomView):
                if let current, current == layoutID(zoomView) { return }
                // Both outlets of a storyboard not in the paste: the view the scroll view zooms
                // is its content there.
                _ = try moveOutlet(viewName(zoomView), intoScrollOutlet: viewName(scrollView),
                                   because: "is the view \(viewName(scrollView)) zooms (viewForZooming)", at: range)
                // A delegate of several scroll views that answers one view for all (`return _shared`):
                // UIKit asks nothing of the answer until a pinch; the ones it is no subview of zoom nothing here.
                guard Self.viewName(of: superview(of: zoomView)).map(viewName) == viewName(scrollView) else {
                    note("\(viewName(scrollView))'s delegate gives '\(viewName(zoomView))' as the view to zoom (viewForZooming), "
                        + "which is not its subview: \(viewName(scrollView)) zooms nothing here")
                    return
                }
                try setProperty(scrollView, .zoomView, .view(identifier(zoomView, range)), at: range)
            case .none:
                if current == nil { return }
                try setProperty(scrollView, .zoomView, .none(range), at: range)
            default:
                break
            }
            return
        }
    }

    /// Calls the scroll view's delegate's method `name` with the scroll view, as UIKit calls it;
    /// what it returned and the delegate's class, or nil when it has no such delegate or method.
    mutating func callDelegate(of scrollView: String, _ name: String,
                               at range: SourceRange) throws(Interrupt) -> (Value, className: String)? {
        guard let delegate = swift.delegates[viewName(scrollView)], let object = swift.objects[delegate],
              let f = method(name, of: object.className) else { return nil }
        let selfValue: Value = object.view.map { .view($0) } ?? .object(delegate)
        let argument = EvaluatedArgument(label: f.parameters.first?.label, value: .view(viewName(scrollView)), range: range,
                                         expr: .nilLiteral(range))
        do {
            return (try callFunction(f, receiver: selfValue, arguments: [argument], trailing: nil, at: range), object.className)
        } catch .returned(let value) {
            return (value, object.className)
        }
    }

    // MARK: - View controllers

    /// Presents a pasted view controller as UIKit would: its stored properties, then `loadView`,
    /// `viewDidLoad`, `viewWillAppear`, a layout pass, `viewDidLayoutSubviews` and `viewDidAppear`.
    mutating func present(_ controller: Int, at range: SourceRange) throws(Interrupt) {
        guard let className = swift.objects[controller]?.className else { return }
        if let standsFor = standInController(controller) {
            // A controller the paste lacks: what it shows is the app's, so the screen stays this one.
            note("skipped presenting \(standsFor): it is not in the paste, so what it shows is not known; the screen shown stays")
            return
        }
        if try presentNavigationSubclassRoot(controller, className, at: range) { return }
        // A view shown for its class, pasted before: the screen is now this controller's view.
        // (Not a cell or a list's header: its list draws no rows here, so it stays shown as one.)
        for shownClass in swift.shownClasses.keys.sorted() {
            guard let views = swift.shownClasses[shownClass], let first = views.first, layoutID(first) != nil else { continue }
            if session.classChain(ofView: first).contains(where: { ["UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
                                                                    "UITableViewHeaderFooterView"].contains($0) }) {
                note("the \(shownClass) shown when its class was pasted, '\(first)', stays on the screen beside \(className)'s views "
                    + "for its frames to be read: in UIKit it is only in a list's rows, which are not drawn here")
                continue
            }
            swift.shownClasses[shownClass] = nil
            try takeAwayShownView(views, of: shownClass, at: range, because: "the screen shows the presented \(className)'s view")
        }
        // A scroll view an earlier controller's loadView made its view is that controller's: this
        // one's view is the root view again.
        swift.aliases["root"] = nil
        swift.presentedController = controller
        presented = true
        // The bar's large title is the shown controller's: one that asks for none shows none.
        if let className = swift.objects[controller]?.className {
            if session.state.layout.environment.navigationBarLargeTitle { applyLargeTitle(of: className) }
            if session.state.layout.environment.navigationToolbar { applyToolbar(of: className) }
            if session.state.layout.environment.navigationBarSearchRow || swift.searchControllers[className] != nil {
                applySearchBar(of: className)
            }
        }
        let made = createdViews.count
        defer { swift.presentedViews = Array(createdViews[min(made, createdViews.count)...]) }
        presentingControllers.insert(controller)
        defer { presentingControllers.remove(controller) }
        try adoptListView(of: controller, at: range)
        let selfValue = Value.object(controller)
        // `override var prefersStatusBarHidden: Bool { true }`: the root view's safe area follows.
        for member in members(of: className) {
            guard case .variable(let v) = member, v.name == "prefersStatusBarHidden", let getter = v.getter else { continue }
            let f = FunctionDecl.getter("prefersStatusBarHidden", body: getter, at: v.range)
            if case .bool(let hidden) = try callFunction(f, receiver: selfValue, arguments: [], trailing: nil, at: range) {
                try setProperty("root", .prefersStatusBarHidden, .bool(BoolLiteral(value: hidden, range: range)), at: range)
            }
            break
        }
        // Its init read `view`: UIKit loaded the view there, and loadView and viewDidLoad ran then.
        let loadedEarly = swift.objects[controller]?.fields[Self.viewLoadedInInitField]
        var ran: [String] = []
        beginFirstLayoutWait()
        defer { endLayoutPassWaits() }
        for name in Session.lifecycle where loadedEarly == nil || !Self.viewLoadingMethods.contains(name) {
            if !Self.viewLoadingMethods.contains(name) { try showLoadedViewAtScreenSize(at: range) }
            // After viewWillAppear UIKit puts the controller's view in the window: its views are told.
            if !FirstLayout.beforeWindow.contains(name), beforeFirstLayout.map({ FirstLayout.beforeWindow.contains($0.method) }) ?? false {
                try enterLifecycleMethod(name, at: range)
                try didMoveToWindow(inside: "root")
            }
            // UIKit's layout pass comes between viewWillLayoutSubviews and viewDidLayoutSubviews and
            // solves the constraints as the code left them: one broken only while an earlier state
            // stood (a view's zero-frame mask before the code turned it off) holds there.
            if name == "viewDidLayoutSubviews" { session.retryBrokenConstraints() }
            if try runLifecycleMethod(name, of: className, on: selfValue, at: range) { ran.append(name) }
        }
        try sizeTablesFromDataSources(at: range)
        try sizeCollectionsFromDataSources(at: range)
        noteScrollRangesOfStoryboardSizedOutlets()
        var early = ""
        if case .string(let methods)? = loadedEarly {
            early = " (its init read `view`, so UIKit loaded the view there" + (methods.isEmpty ? ")" : ": \(methods) ran inside init)")
        }
        let methods = ran.isEmpty ? "" : ": " + ran.joined(separator: ", ") + " ran, in UIKit's order"
        note("presented \(className) on the screen\(methods)\(early)")
        noteCollapsedSearchBar(of: className)
        noteInputViews(of: className)
        noteUnaskedZoomDelegates(of: className)
        if topOfChain(className) == "UIAlertController" {
            // UIKit shows an alert controller's view as the alert box, not the screen.
            note("\(className) is a UIAlertController: UIKit shows its view as the alert's box (270 pt wide and centred for .alert; "
                + "a sheet at the bottom for .actionSheet, the style of init()), as tall as its title, message and actions, which "
                + "Layoutbook does not model: its view is laid out here as the screen, so frames set from the view's edges are not "
                + "the app's")
        }
        // A tab bar controller shows its selected tab's controller once it is on the screen.
        if selectedTab(of: controller) != nil, swift.objects[controller]?.fields[Self.tabShownField] == nil {
            presentingControllers.remove(controller)
            try showSelectedTab(of: controller, at: range)
        }
    }

    /// The lifecycle methods that load a controller's view, run by UIKit on the first read of `view`.
    static let viewLoadingMethods: Set<String> = ["loadView", "viewDidLoad"]

    /// The title of `UIAction(title: …)` as written in a call's argument (`primaryAction:`);
    /// nil for another action (one the app makes elsewhere, or without a title).
    mutating func actionTitle(_ expr: Expr) throws(Interrupt) -> String? {
        guard case .call(let callee, let arguments, _, _) = expr,
              case .identifier(let type, _) = callee, type == "UIAction",
              let title = arguments.first(where: { $0.label == "title" }) else { return nil }
        // A stored property's initialiser runs outside any statement: its names are the file's.
        let frame = currentFrame ?? Frame(scope: Scope(parent: topScope), selfValue: nil, typeName: nil)
        if case .string(let text) = try evaluate(title.value, frame) { return text }
        return nil
    }

    /// The field of a controller a navigation or tab bar controller was made around
    /// (`UINavigationController(rootViewController:)` gives the controller itself here): the
    /// container's class.
    static let shownInContainerField = "$shownIn"

    /// The root view controller a pasted UINavigationController subclass was made with
    /// (`super.init(rootViewController:)` in its init, or its inherited initialiser).
    static let navigationRootField = "$navigationRoot"

    /// Presenting a pasted UINavigationController subclass made with a root view controller:
    /// UIKit shows that controller below the subclass's bar, so the screen's root view is the root
    /// controller's. The subclass's own viewDidLoad runs first, as UIKit loads its view first (it
    /// sets up its bar: `navigationBar.isTranslucent = false`). False for any other controller.
    mutating func presentNavigationSubclassRoot(_ controller: Int, _ className: String, at range: SourceRange) throws(Interrupt) -> Bool {
        guard isSubclass(className, of: "UINavigationController"), let root = swift.objects[controller]?.fields[Self.navigationRootField],
              let rootID = objectID(of: root), rootID != controller, let rootClass = swift.objects[rootID]?.className,
              isController(rootClass), !presentingControllers.contains(rootID) else { return false }
        let container = session.state.layout.environment.container
        setShownContainer(container.hasTabBar ? .navigationAndTabBar : .navigation)
        context.changed()
        swift.hidNavigationBar = false
        swift.objects[rootID]?.fields[Self.shownInContainerField] = .string("UINavigationController")
        presentingControllers.insert(controller)
        _ = try runLifecycleMethod("viewDidLoad", of: className, on: .object(controller), at: range)
        presentingControllers.remove(controller)
        note("\(className) is a UINavigationController: it shows its root view controller, \(rootClass), below its navigation bar; "
            + "the screen's root view is \(rootClass)'s")
        try present(rootID, at: range)
        return true
    }

    /// The field that marks a controller whose init read `view`, so its view was loaded then.
    static let viewLoadedInInitField = "$viewLoadedInInit"

    /// One lifecycle method of a controller, its own or (viewDidLoad) its app base class's hooks;
    /// true when the controller has it.
    mutating func runLifecycleMethod(_ name: String, of className: String, on selfValue: Value,
                                     at range: SourceRange) throws(Interrupt) -> Bool {
        try enterLifecycleMethod(name, at: range)
        guard let f = method(name, of: className) else {
            // No viewDidLoad of its own: its app base class's runs, with the hooks it calls.
            if name == "viewDidLoad" { try runAppBaseHooks(on: selfValue, at: range) }
            // A controller the paste holds only extensions of: their set-up methods, as its
            // viewDidLoad (not in the paste) is taken to call them.
            if name == "viewDidLoad", swift.extensionOnlyTypes.contains(className) {
                runUncalledBuilders(of: className, on: selfValue, at: range)
            } else if name == "viewDidLoad" {
                // One that tells its presenter from viewWillAppear instead has them run here too.
                runHandedOverBuilders(of: className, on: selfValue, at: range)
            }
            return false
        }
        let arguments = f.parameters.isEmpty ? [] : [EvaluatedArgument(label: f.parameters[0].label, value: .bool(false),
                                                                       range: range, expr: .bool(false, range))]
        viewUnsetInLoadView = name == "loadView"
        defer { viewUnsetInLoadView = false }
        // The root view's request for a constraint update (`view.setNeedsUpdateConstraints()` in
        // viewDidLoad) is answered by this run, as UIKit runs updateViewConstraints once per request.
        if name == "updateViewConstraints" { swift.needsUpdateConstraints.remove("root") }
        let outer = swift.runningAfterPass
        if name == "viewDidLayoutSubviews" { swift.runningAfterPass = name }
        defer { swift.runningAfterPass = outer }
        _ = try callFunction(f, receiver: selfValue, arguments: arguments, trailing: nil, at: range)
        if name == "viewDidLoad" {
            try runHooksAfterLoad(of: selfValue)
            if swift.extensionOnlyTypes.contains(className) {
                runUncalledBuilders(of: className, on: selfValue, at: range)
            } else {
                runHandedOverBuilders(of: className, on: selfValue, at: range)
            }
        }
        try resolveZoomViews(at: range)
        return true
    }

    /// The screen's size, as `UIScreen.main.bounds` reads it: the root view's, or the screen's
    /// while the view `loadView` made is its own size (0×0 for `[[UIView alloc] init]`).
    var screenSize: Size {
        screenBeforeLoadedView ?? session.state.layout.frame(of: .root).size
    }

    /// The view `loadView` made at a size of its own, given the screen's once loading is done, as
    /// the window resizes it before viewWillAppear: its subviews follow their autoresizing masks
    /// (a toolbar at the bottom of 480 with a flexible top margin is at the bottom of the screen).
    mutating func showLoadedViewAtScreenSize(at range: SourceRange) throws(Interrupt) {
        guard let screen = screenBeforeLoadedView else { return }
        screenBeforeLoadedView = nil
        let own = session.state.layout.frame(of: .root).size
        do { try session.state.layout.setRootSize(screen) } catch { throw fail("\(error)", at: range) }
        // Its frame set to the screen's: a frame observer of its class runs again.
        try runFrameObserver(of: "root", at: range)
        note("the view loadView made is \(Session.number(own.width))×\(Session.number(own.height)) while it loads; UIKit then "
            + "resizes it to the screen's \(Session.number(screen.width))×\(Session.number(screen.height)), and its subviews follow "
            + "their autoresizing masks")
    }

    /// `view` read in the controller's own initialiser before it is on the screen: UIKit's getter
    /// loads the view then, so loadView and viewDidLoad run inside init, and not again when the
    /// controller is presented.
    mutating func loadViewInInit(_ id: Int, at range: SourceRange) throws(Interrupt) {
        guard let className = swift.objects[id]?.className, swift.objects[id]?.fields[Self.viewLoadedInInitField] == nil,
              runningFunctions.contains(where: { $0.name == "init" }), case .object(id)? = currentFrame?.selfValue else { return }
        swift.objects[id]?.fields[Self.viewLoadedInInitField] = .string("")
        // The controller whose view is the screen's from now on: another controller's view read
        // in its viewDidLoad is a child's.
        swift.aliases["root"] = nil
        swift.presentedController = id
        var ran: [String] = []
        for name in Session.lifecycle where Self.viewLoadingMethods.contains(name) {
            if try runLifecycleMethod(name, of: className, on: .object(id), at: range) { ran.append(name) }
        }
        swift.objects[id]?.fields[Self.viewLoadedInInitField] = .string(ran.joined(separator: ", "))
    }

    /// A controller whose class an earlier entry presented (its `@interface` pasted alone, as a
    /// header is, before its `@implementation`; or the class pasted again after an edit) is that
    /// class as it now stands: the earlier one goes, with the views its presentation made, so
    /// that the screen holds one, as UIKit's window holds one root view controller. So does one
    /// of a class this one derives from (a base controller pasted before the screen built on it):
    /// the app shows the subclass, whose viewDidLoad runs the base's again through `super`. So
    /// does any other controller an earlier entry presented (two classes of one file, pasted as
    /// two entries): the window shows the one presented last.
    /// `reason`, when given, is what the note says instead (a controller shown again in a container).
    mutating func takeAwayEarlierPresentation(of className: String, because reason: String? = nil, at range: SourceRange) throws(Interrupt) {
        guard let earlier = swift.presentedController, let earlierClass = swift.objects[earlier]?.className else { return }
        var gone: [String] = []
        // The views it was made with (a header's outlets, made with its stored properties before
        // it was presented), then those its presentation made.
        let outlets = (swift.objects[earlier]?.fields ?? [:]).sorted { $0.key < $1.key }.compactMap { _, value -> String? in
            if case .view(let view) = value, viewName(view) != "root", !swift.presentedViews.contains(view) { view } else { nil }
        }
        for view in outlets + swift.presentedViews where !gone.contains(view) {
            if let id = layoutID(view) {
                gone += session.state.layout.subtree(of: id).compactMap { session.state.layout.name(of: $0) }
            } else if session.state.detached[view] != nil {
                gone.append(view)
            } else {
                continue
            }
            try execute(.remove(RemoveCommand(name: identifier(view, range), range: range)))
        }
        swift.forget(views: gone)
        swift.presentedController = nil
        swift.presentedViews = []
        swift.aliases["root"] = nil
        // What it set of how its view is laid out around the bars goes with it: the next one
        // presented sets its own. (An opaque bar is its container's, which stays.)
        swift.extendedEdges = nil
        session.state.layout.setExtendedLayout(top: true, bottom: true, includesOpaqueBars: false)
        // A header's presentation that made nothing leaves nothing to say.
        guard !gone.isEmpty else { return }
        let views = gone.map { "'\($0)'" }.joined(separator: ", ")
        if let reason {
            note("the \(earlierClass) an earlier entry presented is taken away, with its views (\(views)): " + reason)
        } else if earlierClass == className {
            note("the \(className) an earlier entry presented is taken away, with its views (\(views)): this entry declares the class "
                 + "again, and it is presented as it now stands")
        } else if isSubclass(className, of: earlierClass) {
            note("the \(earlierClass) an earlier entry presented is taken away, with its views (\(views)): \(className) derives from it, "
                 + "and the screen shows one controller")
        } else {
            note("the \(earlierClass) an earlier entry presented is taken away, with its views (\(views)): this entry presents "
                 + "\(className), and the screen shows one controller, as the window holds one root view controller")
        }
    }

    /// The view of a controller other than the one on the screen (a child added with
    /// `addChild(_:)`, or one whose view is placed by hand): loaded on first use as UIKit's
    /// `loadView` makes it — a plain view the size of the screen — then its pasted `viewDidLoad`
    /// runs, with `view` its own.
    /// The field of a plain controller standing in for one the paste lacks: the name it stands for.
    static let standInControllerField = "$standsFor"

    /// The name of the controller the paste lacks that the object stands in for; nil for any other.
    func standInController(_ id: Int) -> String? {
        if case .string(let name)? = swift.objects[id]?.fields[Self.standInControllerField] { name } else { nil }
    }

    mutating func childControllerView(_ id: Int, at range: SourceRange) throws(Interrupt) -> Value {
        if let existing = swift.objects[id]?.fields["view"], case .view = existing { return existing }
        guard var className = swift.objects[id]?.className else { return .view("root") }
        if let standsFor = standInController(id) { className = standsFor }
        // Its own loadView makes its view, as UIKit calls it on the first read of `view`
        // (`override func loadView() { view = tabsView }`); one that calls super.loadView() and
        // reads `view` gets the plain view made below.
        if standInController(id) == nil, !loadingChildViews.contains(id), let load = method("loadView", of: className) {
            loadingChildViews.insert(id)
            do {
                _ = try callFunction(load, receiver: .object(id), arguments: [], trailing: nil, at: range)
            } catch .returned {}
            loadingChildViews.remove(id)
            if case .view(let made)? = swift.objects[id]?.fields["view"], viewName(made) != "root" {
                try loadChildView(id, className, "the one its loadView() makes, '\(made)'", at: range)
                return .view(made)
            }
        }
        // A table or collection view controller's view is its list, as UIKit's loadView makes it:
        // `view` and `tableView` are one view.
        if standInController(id) == nil, let base = libraryBase(of: className) {
            for (property, controllerClass) in [("tableView", "UITableViewController"), ("collectionView", "UICollectionViewController")]
            where Library.isSubtype(base, of: controllerClass) && !isOwnView(property, of: className) {
                let viewClass = property == "tableView" ? "UITableView" : "UICollectionView"
                guard case .view(let list) = try listView(of: .object(id), property, viewClass, at: range) else { continue }
                swift.objects[id]?.fields["view"] = .view(list)
                try loadChildView(id, className, "its \(viewClass), '\(list)'", at: range)
                return .view(list)
            }
        }
        let saved = (propertyHint, nameHint, propertyHintTarget)
        // (Read inside a property's closure, the view is the controller's, not that property's.)
        propertyHintTarget = nil
        var base = Self.defaultName(className)
        if base.hasSuffix("Controller") {
            // A UIKit container's view is not its bar: `tabBarControllerView`, not `tabBar`.
            base = Self.containerBarsNote(className).isEmpty ? String(base.dropLast("Controller".count)) : base + "View"
        }
        (propertyHint, nameHint) = (base == "view" || base.isEmpty ? "childView" : base, nil)
        let name = try createView(className: "UIView", kind: .view, frame: frame(of: "root"), at: range)
        (propertyHint, nameHint, propertyHintTarget) = saved
        swift.objects[id]?.fields["view"] = .view(name)
        // A controller's root view has its margins raised to the controller's system minimum
        // (`viewRespectsSystemMinimumLayoutMargins`): 0 at the top and bottom, the screen's side
        // margin (16 on a compact phone) at the sides, not a plain view's 8. (Set as its own
        // margins here; a device change later keeps them.)
        let minimum = session.state.layout.environment.systemMinimumLayoutMargins(screen: session.state.layout.screen)
        try setProperty(name, .layoutMargins, .insets(InsetsLiteral(
            top: Self.literal(minimum.top, range), left: Self.literal(minimum.left, range),
            bottom: Self.literal(minimum.bottom, range), right: Self.literal(minimum.right, range), isDirectional: false,
            range: range)), at: range)
        // UIKit's loadView makes the view with a flexible width and height: placed in a container
        // at its bounds, it grows with the container as constraints widen it later. (Not for a
        // controller the paste lacks, whose own loadView may make another view.)
        if standInController(id) == nil, method("loadView", of: className) == nil {
            var stretches = AutoresizingMask()
            (stretches.widthSizable, stretches.heightSizable) = (true, true)
            swift.autoresizingMasks[name] = stretches
            swift.appearance[name, default: [:]]["autoresizingMask"] = .array([.enumCase("flexibleWidth"), .enumCase("flexibleHeight")])
            refreshAutoresizing(name)
        }
        let loads = method("viewDidLoad", of: className)
        note("\(className)'s view is its own, '\(name)', loaded as UIKit loads a child's: screen-sized until it is placed"
            + (loads == nil ? "" : "; its viewDidLoad ran") + Self.containerBarsNote(className))
        if let loads {
            do {
                _ = try callFunction(loads, receiver: .object(id), arguments: [], trailing: nil, at: range)
            } catch .returned {}
        } else {
            try runAppBaseHooks(on: .object(id), at: range)
        }
        return .view(name)
    }

    /// A child controller whose view its own loadView (or its list) made: said, and its
    /// viewDidLoad run, as UIKit runs it once the view is loaded.
    mutating func loadChildView(_ id: Int, _ className: String, _ what: String, at range: SourceRange) throws(Interrupt) {
        let loads = method("viewDidLoad", of: className)
        note("\(className)'s view is \(what), loaded as UIKit loads a child's" + (loads == nil ? "" : "; its viewDidLoad ran"))
        guard let loads else { return }
        do {
            _ = try callFunction(loads, receiver: .object(id), arguments: [], trailing: nil, at: range)
        } catch .returned {}
    }

    /// What a UIKit container controller's view holds that is not drawn here: the bar UIKit puts
    /// in it (a navigation bar along its top, a tab bar along its bottom) and the view of the
    /// controller it shows. Empty for every other controller.
    static func containerBarsNote(_ className: String) -> String {
        switch className {
        case "UINavigationController":
            "; the navigation bar UIKit puts along its top and the view of the controller it shows are not drawn"
        case "UITabBarController":
            "; the tab bar UIKit puts along its bottom and the view of the selected controller are not drawn"
        default: ""
        }
    }

    /// Every scroll view whose delegate decides its zoom view asks it again.
    mutating func resolveZoomViews(at range: SourceRange) throws(Interrupt) {
        for scrollView in swift.delegates.keys.sorted() where session.state.layout.id(of: viewName(scrollView)) != nil {
            try askDelegateForZoomView(scrollView, at: range)
        }
    }
}

/// What code asks of the device (EasyPeasy's `Device()`, `UIDevice.current`, a trait collection).
extension Evaluator {
    var screenIsPad: Bool { session.screenIsPad }
    var sizeClasses: (horizontal: SizeClass, vertical: SizeClass) { session.screenSizeClasses }
}

extension Session {
    /// Whether the screen is an iPad's: a device preset regular in both size classes, or a bare
    /// screen whose short side is an iPad's (700 points and more, as the scale table has it).
    var screenIsPad: Bool {
        if let device = state.layout.environment.device {
            let portrait = device.portrait
            return portrait.horizontalSizeClass == .regular && portrait.verticalSizeClass == .regular
        }
        let screen = state.layout.frame(of: .root).size
        return min(screen.width, screen.height) >= 700
    }

    /// The size classes UIKit gives the window: the device preset's in its orientation; on a
    /// bare screen, an iPad's (regular, regular) or a phone's (compact width in portrait, compact
    /// height in landscape).
    var screenSizeClasses: (horizontal: SizeClass, vertical: SizeClass) {
        let environment = state.layout.environment
        if let device = environment.device {
            let values = device.values(in: environment.orientation)
            return (values.horizontalSizeClass, values.verticalSizeClass)
        }
        if screenIsPad { return (.regular, .regular) }
        let screen = state.layout.frame(of: .root).size
        return screen.width > screen.height ? (.compact, .compact) : (.compact, .regular)
    }
}

extension Evaluator {
    /// A controller that answers `inputAccessoryView` (a chat's composer bar) or `inputView`:
    /// UIKit shows that view in the keyboard's own window, at the screen's bottom, once the
    /// controller is first responder — outside its view, which is all that is laid out here.
    /// A controller that answers viewForZooming(in:) but is the delegate of no scroll view set
    /// to zoom (maximumZoomScale above minimumZoomScale): UIKit never asks it, so nothing zooms —
    /// the commonest reason a pinch does nothing.
    mutating func noteUnaskedZoomDelegates(of className: String) {
        guard let f = method("viewForZooming", of: className) ?? method("viewForZoomingInScrollView", of: className) else { return }
        let layout = session.state.layout
        for (name, id) in layout.viewIDsByName.sorted(by: { $0.key < $1.key }) {
            guard let scroll = layout.view(id)?.scroll, scroll.maximumZoomScale > scroll.minimumZoomScale,
                  swift.delegates[name] == nil else { continue }
            note("\(name) has no delegate, so UIKit never asks \(className)'s \(f.signature) for the view to zoom: it zooms "
                + "nothing — set \(name).delegate = self")
        }
    }

    mutating func noteInputViews(of className: String) {
        for property in ["inputAccessoryView", "inputView"] {
            // (A stored property or an Objective-C ivar of that name overrides nothing: Swift
            // overrides it only with `override` or a getter, Objective-C with a method.)
            guard let decl = declaredProperty(property, of: className),
                  decl.getter != nil || (decl.initializer != nil && decl.modifiers.contains("override")) else { continue }
            note("\(className) overrides \(property): UIKit shows that view at the bottom of the screen, in the keyboard's window "
                + "(full width, as tall as its constraints make it, above the home indicator), once the controller is first "
                + "responder; that window is not laid out here, so the view is not shown (lay it out in the controller's view to "
                + "see it: view.addSubview, pinned to view.keyboardLayoutGuide.topAnchor)")
        }
    }
}
