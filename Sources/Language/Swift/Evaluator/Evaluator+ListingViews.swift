import Layout

/// Views a listing uses but declares elsewhere on its page: answers and tutorials print
/// `scrollView.translatesAutoresizingMaskIntoConstraints = false` and `view.addSubview(scrollView)`
/// with the `let scrollView = UIScrollView()` a paragraph above, or not at all.
extension Evaluator {
    /// The name a listing reads a view by: `scrollView`, or `self.scrollView` written at the top
    /// level, where `self` is the screen's controller and the page declares the property
    /// elsewhere (a `UITableViewController`'s `self.tableView`). Nil for any other expression.
    static func listingName(_ expr: Expr) -> (String, SourceRange)? {
        switch expr {
        case .identifier(let name, let range), .member(.selfExpr, let name, let range, _): (name, range)
        default: nil
        }
    }

    /// A name nothing declared, read at the top level where a view is the only thing that fits —
    /// `x.translatesAutoresizingMaskIntoConstraints = …`, `parent.addSubview(x)` — is a view the
    /// page declared elsewhere: it is made here, outside the hierarchy, of the class its name says
    /// (`scrollView` a UIScrollView, `titleLabel` a UILabel, `stackView` a UIStackView, any other a
    /// UIView), with a note. Nil when the name was not read as undeclared in this entry, is a
    /// near miss of a declared name (a typo, refused), or is read inside a pasted class or function.
    mutating func viewDeclaredElsewhere(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard declaredCodeDepth == 0, name.first?.isLowercase == true,
              let index = undeclared.lastIndex(where: { $0.name == name }), undeclared[index].suggestion == nil,
              session.state.layout.id(of: name) == nil, session.state.detached[name] == nil else { return nil }
        undeclared.remove(at: index)
        forgetSkipped(name)
        return try makeStandIn(name, at: range)
    }

    /// `[headerLabel, footerButton].forEach { view.addSubview($0) }` (or `for v in [a, b] {
    /// view.addSubview(v) }`) at the top level of a listing whose page declares the views
    /// elsewhere: each name nothing declared is a view, added by the body as
    /// `view.addSubview(headerLabel)` alone would make it one (``makeStandIn(_:at:)``).
    mutating func standInAddedElements(_ elements: [Expr], _ trailing: ClosureExpr?, _ arguments: [CallArgument],
                                       _ frame: Frame) throws(Interrupt) {
        let body: Any? = trailing.map { $0.body } ?? arguments.first.map { $0.value }
        if let body { try standInAddedElements(elements, addedIn: body, frame) }
    }

    mutating func standInAddedElements(_ elements: [Expr], addedIn body: Any, _ frame: Frame) throws(Interrupt) {
        guard declaredCodeDepth == 0,
              ["addSubview", "addArrangedSubview"].contains(where: { SyntaxMentions.calls($0, in: body) }) else { return }
        for case .identifier(let name, let range) in elements
        where frame.scope.lookup(name) == nil && swift.globals[name] == nil && canMakeStandIn(name, frame) {
            _ = try makeStandIn(name, at: range)
        }
    }

    /// Whether a name nothing declared, read at the top level, may be a view the page declares
    /// elsewhere: written in lower case, not a near miss of a declared name, and not in the layout.
    func canMakeStandIn(_ name: String, _ frame: Frame) -> Bool {
        declaredCodeDepth == 0 && name.first?.isLowercase == true && session.state.layout.id(of: name) == nil
            && session.state.detached[name] == nil
            && Suggestion.closest(to: name, in: knownNames(frame).filter { !swift.standInNames.contains($0) }) == nil
    }

    /// Makes the view standing in for a name the page declares elsewhere (see
    /// ``viewDeclaredElsewhere(_:at:)``).
    mutating func makeStandIn(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        let className = Self.viewClass(named: name)
        // Made while the code is reading a declaration's value (`let row = UIStackView(arrangedSubviews:
        // [iconView])`): that declaration's name waits for its own view.
        let savedHint = nameHint
        nameHint = name
        defer { nameHint = savedHint }
        let made = try construct(className, [], trailing: nil, at: range, nameRange: range)
        guard case .view(let madeName) = made else { return nil }
        swift.globals[name] = made
        swift.unplacedStandIns.insert(madeName)
        swift.standInNames.insert(name)
        note("'\(name)' is not declared in the paste: made here as a \(className), the class its name says, "
            + "as the page declares it elsewhere; its own settings are not in the paste")
        return .view(madeName)
    }

    /// The names a listing gives the view its views are added to and constrained in
    /// (`superview.addSubview(box)`, `make.edges.equalTo(superview)` in SnapKit's and Masonry's
    /// READMEs), written in a view whose parent the page does not show.
    static let parentNames: Set<String> = ["superview", "superView"]

    /// `superview`, read at the top level where nothing declared it: it stands for the screen's
    /// root view, the view the listing's views are added to, with a note. Nil for any other name,
    /// or inside a pasted class or function (where `superview` is the view's own).
    mutating func parentDeclaredElsewhere(_ name: String) -> Value? {
        guard declaredCodeDepth == 0, Self.parentNames.contains(name),
              session.state.layout.id(of: name) == nil, session.state.detached[name] == nil else { return nil }
        swift.globals[name] = .view("root")
        note("'\(name)' is not declared in the paste: it stands for the screen's root view, the view the listing's views "
            + "are added to and constrained in")
        return .view("root")
    }

    /// The methods that only a view holding others answers (`containerView.addSubview(box)`).
    static let parentMethods: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "addLayoutGuide",
                                             "bringSubviewToFront", "sendSubviewToBack"]

    /// A name nothing declared, sent a method only a parent answers at the top level
    /// (`containerView.addSubview(box)`, `scrollView.addSubview(subview)`): a listing written
    /// inside a screen whose parent view the page shows elsewhere. A name that says a plain view
    /// stands for the screen's root view; one that says another class (`scrollView`, `stackView`)
    /// is made as that class and put on the root view, filling it, each with a note. Nil when the
    /// name is declared, a near miss of a declared name, or read inside a pasted class or function.
    mutating func undeclaredParent(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard declaredCodeDepth == 0, name.first?.isLowercase == true,
              let index = undeclared.lastIndex(where: { $0.name == name }), undeclared[index].suggestion == nil,
              session.state.layout.id(of: name) == nil, session.state.detached[name] == nil else { return nil }
        guard Self.viewClass(named: name) != "UIView" else {
            undeclared.remove(at: index)
            forgetSkipped(name)
            swift.globals[name] = .view("root")
            note("'\(name)' is not declared in the paste: it stands for the screen's root view, the view the listing adds "
                + "its views to")
            return .view("root")
        }
        guard let made = try viewDeclaredElsewhere(name, at: range), case .view(let madeName) = made else { return nil }
        try fillRoot(with: madeName, at: range)
        note("'\(name)' is put on the screen's root view, filling it, as the view the listing adds its views to")
        return made
    }

    /// Puts a view made for a name the page declares elsewhere, which a constraint of the listing
    /// needs in the hierarchy before any line placed it, on the root view, with a note: a listing
    /// prints `view1.snp_makeConstraints { … }` or `label.topAnchor.constraint(…)` and leaves where
    /// the view lives to the page.
    ///
    /// When the constraint pins one of the view's edges to the same edge of a scroll view on the
    /// screen (`make.edges.equalTo(scrollView)`, `v.topAnchor.constraint(equalTo: sv.topAnchor)`),
    /// the view is that scroll view's content, as on the page, and is put inside it: pinned as
    /// its sibling, its edges would be the scroll view's frame, not its content's.
    mutating func placeUnplacedStandIn(_ name: String, pinnedBy command: Command? = nil, at range: SourceRange) throws(Interrupt) {
        swift.unplacedStandIns.remove(name)
        // Only the top of a tree of such views: its subviews go with it.
        let top = topOfDetachedTree(name)
        guard session.state.detached[top]?.parent == nil else { return }
        let scroll = command.flatMap { scrollViewPinning(name, in: $0) }
        if let scroll, swift.unplacedStandIns.contains(scroll), session.state.detached[scroll] != nil {
            // A scroll view the page also declares elsewhere, placed nowhere yet: the view the
            // listing adds its views to, as when it is sent `addSubview`.
            swift.unplacedStandIns.remove(scroll)
            try fillRoot(with: scroll, at: range)
            note("'\(scroll)' is put on the screen's root view, filling it, as the view the listing adds its views to")
        }
        try addSubview(.view(scroll ?? "root"), .view(top), at: range)
        // The listing constrains it, so the page turns its mask off where it makes it (SnapKit,
        // Masonry and their like turn it off themselves).
        try setProperty(top, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        if let scroll {
            note("'\(top)' is not added to a view in the paste: its edges are pinned to \(scroll)'s, so it is put inside "
                + "\(scroll) as its content, with its autoresizing mask off")
        } else {
            note("'\(top)' is not added to a view in the paste: it is put on the screen's root view, with its autoresizing "
                + "mask off, so that its constraints hold")
        }
    }

    /// The edges a constraint pins to the same edges of another item.
    private static let pinnedEdges: Set<LayoutAttribute> = [
        .top, .bottom, .left, .right, .leading, .trailing, .edges, .horizontalEdges, .verticalEdges,
        .directionalEdges, .directionalHorizontalEdges, .directionalVerticalEdges,
    ]

    /// The scroll view on the screen, or made for a name the page declares elsewhere and not
    /// placed yet, whose edge (or content guide's edge) a command pins the same edge of
    /// `standIn` to, with `==`; nil when it pins none.
    func scrollViewPinning(_ standIn: String, in command: Command) -> String? {
        let layout = session.state.layout
        func scroll(_ item: ItemExpression) -> String? {
            let name: String
            switch item {
            case .name(let id): name = viewName(id.name)
            case .guide(.contentLayoutGuide, of: .name(let id), range: _): name = viewName(id.name)
            default: return nil
            }
            guard name != standIn else { return nil }
            if let id = layout.id(of: name) { return layout.isScrollView(id) ? name : nil }
            // One made for a name the page declares elsewhere, not placed yet.
            guard swift.unplacedStandIns.contains(name), session.state.detached[name] != nil,
                  Self.viewClass(named: name) == "UIScrollView" else { return nil }
            return name
        }
        func isStandIn(_ item: ItemExpression) -> Bool {
            if case .name(let id) = item { return viewName(id.name) == standIn }
            return false
        }
        func pinning(_ expression: ConstraintExpression) -> String? {
            switch expression {
            case .constraint(let node):
                guard node.relation == .equal, let second = node.second, node.first.anchor == second.anchor,
                      Self.pinnedEdges.contains(node.first.anchor.attribute) else { return nil }
                if isStandIn(node.first.item) { return scroll(second.item) }
                if isStandIn(second.item) { return scroll(node.first.item) }
                return nil
            case .array(let items, _):
                return items.lazy.compactMap(pinning).first
            default:
                return nil
            }
        }
        switch command {
        case .snapKit(let block):
            guard isStandIn(block.receiver) else { return nil }
            for statement in block.statements where statement.relation.kind == .equal {
                guard statement.attributes.allSatisfy({ Self.pinnedEdges.contains($0.attribute) }),
                      case .item(let target)? = statement.relation.target,
                      target.attribute == nil || statement.attributes.map(\.attribute) == [target.attribute!.attribute],
                      let name = scroll(target.item) else { continue }
                return name
            }
            return nil
        case .constraintDeclaration(let declaration):
            return pinning(declaration.value)
        case .lifecycleMethod(let method):
            return method.body.lazy.compactMap { scrollViewPinning(standIn, in: $0) }.first
        default:
            return nil
        }
    }

    /// For a constraint refused because a view is not placed: when that view was made for a
    /// name the page declares elsewhere and no line placed it, it is put on the root view (see
    /// ``placeUnplacedStandIn(_:at:)``) and true is returned, for the constraint to be made again.
    mutating func placeStandIn(namedIn error: Diagnostic, making command: Command? = nil) throws(Interrupt) -> Bool {
        guard error.kind == .notInHierarchy,
              let standIn = swift.unplacedStandIns.sorted().first(where: {
                  session.state.detached[$0] != nil && error.message.contains("'\($0)' \(Session.notPlacedPhrase)")
              }) else { return try placeHelperPlaced(namedIn: error) }
        try placeUnplacedStandIn(standIn, pinnedBy: command, at: error.range)
        return true
    }

    func topOfDetachedTree(_ name: String) -> String {
        var current = name
        while let parent = session.state.detached[current]?.parent, session.state.detached[parent] != nil { current = parent }
        return current
    }

    /// The receiver of a method that only a parent answers: a name nothing declared is the
    /// listing's parent view (see ``undeclaredParent(_:at:)``).
    mutating func parentReceiver(_ base: Value, _ baseExpr: Expr, method: String) throws(Interrupt) -> Value {
        guard case .opaque = base, let (name, nameRange) = Self.listingName(baseExpr), Self.parentMethods.contains(method),
              let parent = try undeclaredParent(name, at: nameRange) else { return base }
        return parent
    }

    /// The methods that constrain the view they are called on (through `snp`, `easy` or the
    /// view itself).
    static let constrainingMethods: Set<String> = [
        "makeConstraints", "remakeConstraints", "snp_makeConstraints", "snp_remakeConstraints",
        "mas_makeConstraints", "mas_remakeConstraints", "makeConstraints:", "layout",
        // A view's own priorities, which only a view has.
        "setContentHuggingPriority", "setContentCompressionResistancePriority",
    ]

    /// The name of the view a call constrains, when it is a name: `view1` in
    /// `view1.snp.makeConstraints { … }`, `[view1 mas_makeConstraints:…]`, `box.easy.layout(…)`,
    /// `label.topAnchor.constraint(equalTo: …)`, `panel.autoPinEdgesToSuperviewEdges()`. Only the
    /// view constrained, not one it is constrained to (`headerView.snp.bottom` in an `equalTo`).
    static func constrainedName(_ baseExpr: Expr, method: String) -> (String, SourceRange)? {
        if constrainingMethods.contains(method) || ["autoPin", "autoSet", "autoCenter", "autoAlign", "autoMatch"]
            .contains(where: method.hasPrefix) {
            switch baseExpr {
            case .identifier(let name, let range) where method != "layout": return (name, range)
            case .member(.identifier(let name, let range), let dsl, _, _) where ["snp", "easy"].contains(dsl): return (name, range)
            default: return nil
            }
        }
        if method.hasPrefix("constraint"), case .member(.identifier(let name, let range), let anchor, _, _) = baseExpr,
           anchor.hasSuffix("Anchor") {
            return (name, range)
        }
        return nil
    }

    /// A view a listing constrains under a name nothing declared, at the top level: one the page
    /// declares elsewhere (see ``viewDeclaredElsewhere(_:at:)``), made before the call is read;
    /// a constraint that needs it placed puts it on the root view (``placeStandIn(namedIn:)``).
    mutating func standInConstrainedView(_ baseExpr: Expr, method: String, _ frame: Frame) throws(Interrupt) {
        guard declaredCodeDepth == 0, let (name, range) = Self.constrainedName(baseExpr, method: method),
              case .opaque = try evaluate(.identifier(name, range), frame),
              try viewDeclaredElsewhere(name, at: range) != nil else { return }
        skippedReads.remove(range)
    }

    /// A name nothing declared whose layout anchor a listing reads at the top level, where only
    /// a view or guide has one (`equalTo: scrollView.leadingAnchor`), and whose name says a view
    /// (`scrollView`, `roundView`): one the page declares elsewhere (see
    /// ``viewDeclaredElsewhere(_:at:)``), made before it is read; so is a `container`, and the
    /// view of an Anchorage group (`imageView.edgeAnchors`). A name that says no view
    /// (`artwork`) is still the app's, and a near miss of a declared name is still refused as a
    /// typo. So is a make block's target (`equalTo(footerView.snp.top)`, Masonry's
    /// `footerView.mas_top`), read at the top level: a view of the listing's page, placed on the
    /// root view when the constraint needs it, its own place and size left to the page (and
    /// said ambiguous).
    mutating func standInAnchoredView(_ baseExpr: Expr, member: String, _ frame: Frame) throws(Interrupt) {
        guard declaredCodeDepth == 0,
              member.hasSuffix("Anchor") || Self.anchorGroups[member] != nil || member == "snp" || member.hasPrefix("snp_")
                || member.hasPrefix("mas_"),
              let (name, range) = Self.listingName(baseExpr), name.first?.isLowercase == true,
              Self.viewClass(named: name) != "UIView" || name.hasSuffix("View") || name.lowercased().hasSuffix("container"),
              case .opaque = try evaluate(.identifier(name, range), frame),
              try viewDeclaredElsewhere(name, at: range) != nil else { return }
        skippedReads.remove(range)
    }

    /// `child.view.translatesAutoresizingMaskIntoConstraints = false` at the top level of a
    /// listing whose page declares `child` elsewhere: a name nothing declared whose `view` is
    /// read is a view controller (a child the listing embeds), made here as a plain one, with a
    /// note; its view is loaded as a child's. A near miss of a declared name is left to be refused.
    mutating func standInChildController(_ baseExpr: Expr, _ frame: Frame) throws(Interrupt) {
        // (What is declared is ruled out first: this is asked at every `.view` read.)
        guard declaredCodeDepth == 0, case .identifier(let name, let range) = baseExpr, !declaredAnywhere(name, frame),
              !Self.weakSelfNames.contains(name), !Self.isUnderscoredSelf(name),
              Self.viewClass(named: name) == "UIView", !name.hasSuffix("View"), try mayStandIn(name, at: range, frame) else { return }
        let id = newObject("UIViewController")
        swift.globals[name] = .object(id)
        swift.standInNames.insert(name)
        note("'\(name)' is not declared in the paste: its view is read, so it is taken as a view controller the page declares "
            + "elsewhere (a plain UIViewController); what its own class adds is not in the paste")
        // The page adds its view where it embeds it: a constraint that needs it placed puts it
        // on the root view, as a listing's other views (``placeUnplacedStandIn(_:pinnedBy:at:)``).
        if case .view(let childView) = try childControllerView(id, at: range) { swift.unplacedStandIns.insert(childView) }
    }

    /// A views dictionary written out (`["headerView": headerView]`, Objective-C's
    /// `NSDictionaryOfVariableBindings(headerView)`) whose values are names nothing declared, at
    /// the top level of a listing: views the page declares elsewhere, made as their names say
    /// before the dictionary is read (see ``viewDeclaredElsewhere(_:at:)``). A near miss of a
    /// declared name is left to be refused as a typo.
    mutating func standInFormatViews(_ expr: Expr, _ frame: Frame) throws(Interrupt) {
        guard declaredCodeDepth == 0, case .dictionary(let elements, _) = expr else { return }
        try standInNames(elements.map(\.value), frame)
    }

    /// `UIStackView(arrangedSubviews: [imageView, label, button])` at the top level of a listing,
    /// the views made a paragraph above: each name nothing declared is made as its name says
    /// (see ``standInFormatViews(_:_:)``).
    mutating func standInArrangedViews(_ expr: Expr, _ frame: Frame) throws(Interrupt) {
        guard declaredCodeDepth == 0, case .array(let elements, _) = expr else { return }
        try standInNames(elements, frame)
    }

    /// `NSLayoutConstraint(item: badge, …, toItem: view, …)` at the top level of a listing: a
    /// name nothing declared is made as its name says, as its anchors would make it.
    mutating func standInConstraintItem(_ expr: Expr, _ frame: Frame) throws(Interrupt) {
        guard declaredCodeDepth == 0 else { return }
        try standInNames([expr], frame)
    }

    /// Makes a view for each plain name among `exprs` that may stand in for one the page
    /// declares elsewhere (``mayStandIn(_:at:_:)``).
    private mutating func standInNames(_ exprs: [Expr], _ frame: Frame) throws(Interrupt) {
        for case .identifier(let name, let range) in exprs where try mayStandIn(name, at: range, frame) {
            _ = try makeStandIn(name, at: range)
        }
    }

    /// Whether a plain name read at the top level may be given a stand-in for what the page
    /// declares elsewhere: nothing declared it, it is no member of the screen's controller
    /// (`topLayoutGuide` is the controller's, read as usual) nor of `self`, and no near miss
    /// of a declared name.
    mutating func mayStandIn(_ name: String, at range: SourceRange, _ frame: Frame) throws(Interrupt) -> Bool {
        guard !declaredAnywhere(name, frame), Library.member(name, of: "UIViewController") == nil, canMakeStandIn(name, frame) else {
            return false
        }
        if let selfValue = frame.selfValue, try implicitSelfMember(selfValue, name, at: range) != nil { return false }
        return true
    }

    /// Takes back the note that skipped a name the listing turned out to use as a view.
    mutating func forgetSkipped(_ name: String) {
        let skipped = Self.skippedNote(name)
        notes.removeAll { $0 == skipped }
        noted.remove(skipped)
    }

    /// Puts a view on the root view at the root view's bounds, sized with it as a view whose
    /// autoresizing mask is flexible in width and height.
    mutating func fillRoot(with name: String, at range: SourceRange) throws(Interrupt) {
        try addSubview(.view("root"), .view(name), at: range)
        let screen = session.state.layout.frame(of: .root)
        try setMember(.view(name), "frame", .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height)),
                      nameRange: range, at: range)
    }

    /// The view `addSubview(_:)` and `insertSubview` are given: a name nothing declared is one
    /// the page declared elsewhere (see ``viewDeclaredElsewhere(_:at:)``).
    mutating func subviewArgument(_ argument: EvaluatedArgument) throws(Interrupt) -> Value {
        if case .opaque = argument.value, let (name, nameRange) = Self.listingName(argument.expr),
           let made = try viewDeclaredElsewhere(name, at: nameRange) {
            return made
        }
        // `addSubview(imageView.prepare())`: a method of the app's own on a view, not in the paste,
        // whose result is added as a view. Such chainable helpers return the view they are called
        // on (and make it ready for constraints): the view itself is added.
        if case .opaque(let text) = argument.value, case .call(.member(let receiver, let method, _, _), let arguments, nil, let callRange) = argument.expr,
           arguments.isEmpty, let last = lastUnknownViewCall, last.range == callRange, last.result == text, text == method + "(…)" {
            lastUnknownViewCall = nil
            let view = last.view, name = viewName(view)
            // Not skipped after all: what the helper gives is the view.
            notes.removeAll { $0.hasPrefix("skipped '\(method)': ") }
            note("'\(receiver.pathText).\(method)()' is the app's own (not in the paste): taken to return \(name) itself, as such "
                + "chainable helpers do")
            swift.factoryStandIns[name] = receiver.pathText + "." + method + "()"
            return .view(view)
        }
        // `let wrapped = content.withProtection; addSubview(wrapped)`: a property of the app's own
        // on a view, not in the paste, whose value is added as a view: such wrappers give the
        // view itself or one around it, so the view itself is added, under the name it is kept in.
        if case .opaque(let text) = argument.value, let last = lastUnknownViewCall, last.result == text, !text.hasSuffix("(…)"),
           let frame = currentFrame, !Self.readsOwnMember(argument.expr, of: last.view, frame) {
            lastUnknownViewCall = nil
            var bound = ""
            // Kept in a local, or in a property of the class (`lazy var photo = pager.view!`).
            switch argument.expr {
            case .identifier(let name, _):
                if frame.scope.assign(name, .view(last.view)) {
                    bound = name
                } else if frame.selfValue != nil {
                    try store(.view(last.view), into: argument.expr, at: argument.expr.range, frame)
                    bound = name
                }
            case .member(.selfExpr, let name, _, _):
                try store(.view(last.view), into: argument.expr, at: argument.expr.range, frame)
                bound = name
            default: break
            }
            if case .member(_, let member, _, _) = argument.expr, member == text {
                swift.wrapperMembers[last.view, default: []].insert(member)
            }
            notes.removeAll { $0.hasPrefix("skipped '\(text)': ") }
            note("'\(viewName(last.view)).\(text)' is the app's own (not in the paste), and the code adds it as a view: taken as "
                + "\(viewName(last.view)) itself\(bound.isEmpty ? "" : " ('\(bound)')"), as such wrappers give the view or one around it "
                + "at its size")
            return .view(last.view)
        }
        if case .opaque(let typeName) = argument.value, skippedAppTypes.contains(typeName),
           let made = try appTypeAddedAsSubview(typeName, argument.expr) {
            return made
        }
        if case .opaque = argument.value, let made = try baseClassViewAddedAsSubview(argument.expr) {
            return made
        }
        return argument.value
    }

    /// Whether `expr` reads a member of `self` (`self.effectView`, or `effectView` bare) in the
    /// code of the view `view`: a property of the class's own the paste lacks (declared in its
    /// header, or its getter left out by an `#ifdef`), another view than `self`, never a wrapper
    /// of it — added to itself, UIKit would stop the app.
    static func readsOwnMember(_ expr: Expr, of view: String, _ frame: Frame) -> Bool {
        guard case .view(let selfView)? = frame.selfValue, selfView == view else { return false }
        switch expr {
        case .member(.selfExpr, _, _, _), .identifier: return true
        default: return false
        }
    }

    /// `view.addSubview(primaryView)` in a class whose superclass is the app's own and not in the
    /// paste (`OnboardingBaseViewController`), where nothing the paste declares is named so: a
    /// view that base class declares, which the code itself adds as a subview. A view of the
    /// class its name says stands in for it as a member of `self`, so that what the code then
    /// adds to it and constrains it by runs; what the base class sets on it (its colour, its own
    /// subviews) is the app's, and a note says so. Nil for any other argument.
    mutating func baseClassViewAddedAsSubview(_ expr: Expr) throws(Interrupt) -> Value? {
        let name: String
        switch expr {
        case .identifier(let n, _), .member(.selfExpr, let n, _, _): name = n
        default: return nil
        }
        let viewClass = Self.viewClass(named: name)
        guard let (made, _, base) = try baseClassMemberStandIn(name, viewClass, at: expr.range) else { return nil }
        // Constrained by its anchors with its mask never touched, the base turned the mask off
        // (``turnStandInMaskOff(_:at:)``).
        if case .view(let view) = made { swift.factoryStandIns[view] = "\(base).\(name)" }
        note("'\(name)' is not in the paste: a view of the app's base class \(base), which the code adds as a subview, "
            + "taken as a \(viewClass); what \(base) sets on it is the app's own")
        return made
    }

    /// A view of the class `viewClass` standing in for `name`, a member the app's base class of
    /// `self`'s class declares (not in the paste), held by `self` from here: nil when `self` is
    /// no object of a pasted class on such a base, or when the paste itself gives the name a
    /// meaning (a local, a field, a view of that name). With the class and its base, for the note.
    mutating func baseClassMemberStandIn(_ name: String, _ viewClass: String,
                                         at range: SourceRange) throws(Interrupt) -> (made: Value, className: String, base: String)? {
        guard name.first?.isLowercase == true, let frame = currentFrame, let selfValue = frame.selfValue,
              let id = objectID(of: selfValue), let className = swift.objects[id]?.className,
              let base = appBaseNotInPaste(of: className), swift.objects[id]?.fields[name] == nil, frame.scope.lookup(name) == nil,
              session.state.layout.id(of: name) == nil, session.state.detached[name] == nil else { return nil }
        let savedHint = nameHint
        nameHint = name
        defer { nameHint = savedHint }
        let made = try construct(viewClass, [], trailing: nil, at: range, nameRange: range)
        guard case .view = made else { return nil }
        swift.objects[id]?.fields[name] = made
        swift.standInNames.insert(name)
        forgetSkipped(name)
        return (made, className, base)
    }

    /// The view the last method of the app's own called on a view with no arguments
    /// (`.multiline()`, `.prepare()`) was called on, when `text` is what that call gave and a
    /// view is what the code declares it holds (`let title: UILabel = …`): such chainable helpers
    /// return the view itself. Nil otherwise.
    mutating func chainedHelperReceiver(_ text: String, declaredAs typeName: String) -> String? {
        guard let last = lastUnknownViewCall else { return nil }
        // A builder's chain begun with an unknown member of the view (`….chain.register(…).build`)
        // ends in the view it began with when the code declares it of that view's class.
        let continued = text.hasPrefix(last.result + ".")
        guard last.result == text || continued else { return nil }
        // The app's own class the paste lacks counts by the UIKit class its name says (`Label`).
        let declared = Library.type(named: typeName) != nil ? typeName : libraryBase(of: typeName) ?? Library.uikitClass(namedBy: typeName)
        guard let declared, Library.isSubtype(declared, of: "UIView") else { return nil }
        if continued {
            let made = controlClass(of: last.view)
            guard Library.isSubtype(made, of: declared) else { return nil }
        }
        lastUnknownViewCall = nil
        let first = last.result.hasSuffix("(…)") ? String(last.result.dropLast(3)) : last.result
        notes.removeAll { $0.hasPrefix("skipped '\(first)': ") }
        let said = continued ? text : first + "()"
        note("'\(said)' is the app's own (not in the paste): taken to return \(viewName(last.view)) itself, the \(typeName) "
            + "the code declares, as such chainable helpers do")
        return last.view
    }

    /// `let marquee = LDMarquee(); …; view.addSubview(marquee)`: a type of the app's own, not in
    /// the paste, whose construction was skipped, shows itself a view when the code adds it as a
    /// subview. A plain view (or the class its name says) stands in under the name it is kept in,
    /// which is bound to it, so that what the code then does with it (its constraints) runs; what
    /// the type draws and adds is not known, and a note says so. Nil when the value is not kept
    /// in a name (a local or a property of `self`).
    mutating func appTypeAddedAsSubview(_ typeName: String, _ expr: Expr) throws(Interrupt) -> Value? {
        guard let frame = currentFrame else { return nil }
        var binding: String
        switch expr {
        case .identifier(let name, _): binding = name
        case .member(.selfExpr, let name, _, _): binding = name
        default: return nil
        }
        // `[items, title].forEach { contentView.addSubview($0) }`: a closure's parameter holds
        // what one property of `self` holds; when only one holds what the type made, it is that one.
        var ownProperty = false
        if case .identifier = expr, binding.hasPrefix("$"),
           let selfValue = frame.selfValue, let id = objectID(of: selfValue), let object = swift.objects[id] {
            let holders = object.fields.keys.sorted().filter { key in
                if case .opaque(let text)? = object.fields[key], text == typeName { true } else { false }
            }
            guard holders.count == 1 else { return nil }
            binding = holders[0]
            ownProperty = true
        }
        let className = Library.uikitClass(namedBy: typeName) ?? Self.viewClass(named: binding)
        let savedHint = nameHint
        nameHint = binding
        defer { nameHint = savedHint }
        let made = try construct(className, [], trailing: nil, at: expr.range, nameRange: expr.range)
        guard case .view(let view) = made else { return nil }
        var bound = false
        if case .identifier = expr, !ownProperty, frame.scope.assign(binding, made) { bound = true }
        if !bound, let selfValue = frame.selfValue, let id = objectID(of: selfValue),
           try setField(id, binding, made, at: expr.range) {
            bound = true
        }
        guard bound else { return nil }
        swift.standIns[view] = typeName
        // Other instances made before (kept in an array, in other names) are still skipped: the
        // entry runs again with the type known to be a view.
        if swift.viewAppTypes.insert(typeName).inserted { learnedViewAppTypes.insert(typeName) }
        // The note that skipped its construction no longer holds.
        let skipped = "skipped '\(typeName)(…)': "
        notes.removeAll { $0.hasPrefix(skipped) }
        noted = noted.filter { !$0.hasPrefix(skipped) }
        note("'\(typeName)' is not in the paste: '\(binding)', which the code adds as a subview, is taken as a \(className); "
            + "what \(typeName) draws and adds is the app's own")
        return made
    }

    /// `contentView.addSubview(icon)` in a view whose superclass is the app's own and not in the
    /// paste (`class InfoBox: ModalCardView`), where nothing the paste declares is named so: the
    /// container view that base class declares and lays out. A plain view stands in, held by
    /// `self`, added to it and pinned to its edges — what such bases most often do; their insets
    /// are the app's, and a note says so. Nil for any other name, or in a class of no app base.
    ///
    /// In a controller on such a base (`class ListViewController: BaseViewController`), the
    /// container is pinned to the root view's edges, or to its safe area when its name says so
    /// (`safeAreaView.addSubview(header)`).
    mutating func baseClassContainer(_ text: String, at range: SourceRange) throws(Interrupt) -> Value? {
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard name.allSatisfy({ $0.isLetter || $0.isNumber }), name.hasSuffix("View") || name.lowercased().hasSuffix("container"),
              let frame = currentFrame, let selfValue = frame.selfValue else { return nil }
        let owner: String
        if case .view(let view) = selfValue {
            owner = view
        } else if let id = objectID(of: selfValue), let className = swift.objects[id]?.className,
                  Library.isSubtype(libraryBase(of: className) ?? className, of: "UIViewController") || appBaseNotInPaste(of: className) != nil,
                  case .view(let root)? = try? evaluate(.member(.selfExpr(range), "view", nameRange: range, range), frame) {
            owner = root
        } else {
            return nil
        }
        guard let (made, className, base) = try baseClassMemberStandIn(name, "UIView", at: range),
              case .view(let container) = made else { return nil }
        try addSubview(.view(owner), made, at: range)
        try setProperty(container, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        let toSafeArea = name.lowercased().contains("safearea")
        let pinnedTo: AnchorOwner = toSafeArea ? .guide(.safeAreaLayoutGuide, of: owner) : .view(owner)
        var edges: [Value] = []
        for anchor in [AnchorName.topAnchor, .leadingAnchor, .bottomAnchor, .trailingAnchor] {
            edges.append(try anchorConstraint(AnchorTarget(owner: .view(container), anchor: anchor), .equal,
                                              AnchorTarget(owner: pinnedTo, anchor: anchor), multiplier: nil, constant: 0, at: range))
        }
        try setActive(edges, true, holder: nil, method: "isActive", at: range)
        note("'\(name)' is not in the paste: the container view of \(className)'s base '\(base)', which the code adds its views "
            + "to; a plain view stands in, pinned to \(viewName(owner))'s \(toSafeArea ? "safe area" : "edges"), as such bases most "
            + "often lay it out (its insets, if any, are the app's)")
        return made
    }

    /// `Badge(7)`, a type of the app's own the code has shown to be a view (see
    /// ``SwiftState/viewAppTypes``): a view of the class the name it is kept in says (a plain
    /// view for any other), under that name, stands in for it, with a note.
    mutating func viewAppTypeStandIn(_ typeName: String, _ args: [EvaluatedArgument] = [], at range: SourceRange,
                                     nameRange: SourceRange) throws(Interrupt) -> Value {
        // The `let` it is made for, inside a property's closure too (`let shield = Shield()` in
        // `lazy var shields = { … }()`), before the property.
        let binding = nameHint ?? propertyHint
        let className = binding.map(Self.viewClass(named:)) ?? "UIView"
        let savedHint = nameHint
        nameHint = binding ?? Self.defaultName(typeName)
        defer { nameHint = savedHint }
        // (Its initialiser's frame argument, `initWithCaption:andFrame:`, is the frame it is made with.)
        let framed = Self.standInFrame(args)
        let made = try construct(className, framed, trailing: nil, at: range, nameRange: nameRange)
        if case .view(let view) = made { swift.standIns[view] = typeName }
        note("'\(typeName)' is not in the paste: the code adds one as a subview, so each \(typeName) is taken as a \(className)"
            + (framed.isEmpty ? "" : ", made with the frame its initialiser is given") + "; what \(typeName) draws and adds is the app's own")
        return made
    }

    /// The UIKit class a view's name says, as an app's own class's name says it (see
    /// ``Library/uikitClass(namedBy:)``): `contentScrollView` a UIScrollView, `nameField` a
    /// UITextField, any other a UIView.
    static func viewClass(named name: String) -> String {
        // A number after the name counts the views (`label1`, `button2`, `imageView3`): the name
        // before it says the class.
        let counted = String(name.reversed().drop(while: \.isNumber).reversed())
        let word = counted.isEmpty ? name : counted
        return Library.uikitClass(namedBy: word.prefix(1).uppercased() + word.dropFirst()) ?? "UIView"
    }

    /// `let myView = SecondSample()`: a type of the app's own, in a file the listing does not
    /// show, kept in a name that says a view (`myView`, `headerLabel`). It is made as the UIKit
    /// class the name says — a plain view for a name ending in View — so what the code does with
    /// it (`addSubview`, its constraints) runs; what the type itself draws and adds is not known,
    /// and a note says so. Nil for a name that says no view, or a type named like the framework's
    /// or another Apple framework's (`WKWebView`).
    mutating func viewNamedByBinding(_ typeName: String, _ args: [EvaluatedArgument], at range: SourceRange,
                                     nameRange: SourceRange) throws(Interrupt) -> Value? {
        // A type whose own name says a view (`PanelView` kept in `bottomSlider`) is that view: the
        // class the code wrote says more than the name it keeps it in.
        // Inside a property's closure, a `let` other than the one it returns is named for itself
        // (`let title = Loc("close")` beside `let b = UIButton()` in `lazy var closeButton`).
        let inOtherLocal = propertyHintTarget != nil && nameHint != propertyHintTarget
        guard let binding = inOtherLocal ? nameHint : propertyHint ?? nameHint, typeName.uppercased() != typeName,
              !Self.isLocalizingCall(typeName, args),
              !Library.isFrameworkTypeName(typeName), !Library.isOtherFrameworkViewName(typeName),
              !Library.foundationNames.contains(typeName),
              !["View", "Subview", "Cell"].contains(where: { typeName.hasSuffix($0) }) else { return nil }
        let className = Self.viewClass(named: binding)
        guard className != "UIView" || binding.hasSuffix("View") else { return nil }
        note("'\(typeName)' is not in the paste: '\(binding)' is taken as the \(className) its name says; "
            + "what \(typeName) draws and adds is the app's own")
        let made = try construct(className, Self.standInFrame(args), trailing: nil, at: range, nameRange: nameRange)
        if case .view(let view) = made { swift.standIns[view] = typeName }
        return made
    }

    /// `Bundle.main.loadNibNamed("CardView", owner: self, options: nil)?.first as! CardView`: a
    /// view the app loads from a nib the paste does not contain, cast to its own class, whose name
    /// says a view. A view of the UIKit class the name says (`NibStackView` a UIStackView, any
    /// other `…View` a plain view) stands in, so that the frame the code sets, the superview it
    /// adds it to and what it then reads of it hold, with a note. Nil when the type is pasted or
    /// UIKit's, or its name says no view.
    mutating func viewCastFromAppCode(_ text: String, to type: TypeRef, at range: SourceRange) throws(Interrupt) -> Value? {
        let typeName = type.baseName
        if swift.types[typeName] != nil, let base = libraryBase(of: typeName), Library.isSubtype(base, of: "UIView"),
           ["loadNibNamed", "UINib", "instantiate", "fromNib", "loadFromNib", "Nib"].contains(where: text.contains) {
            // `UINib(nibName: "Tile", bundle: nil).instantiate(withOwner: nil)[0] as? Tile` of a
            // class the paste declares: one is made as the nib makes it, through its
            // `init?(coder:)` when that calls super's (else as `Tile()`); what the nib holds is not
            // in the paste.
            let coder = initializers(of: typeName).first { $0.parameters.first?.label == "coder" }
            let args = coder.map(Self.callsSuperInit) == true
                ? [EvaluatedArgument(label: "coder", value: .opaque("NSCoder"), range: range, expr: .nilLiteral(range))] : []
            let made = try construct(typeName, args, trailing: nil, at: range, nameRange: range)
            note("'\(text)' is a \(typeName) loaded from a nib, not in the paste: one is made as the paste declares the class"
                + (args.isEmpty ? "" : ", through its init?(coder:)") + "; what the nib puts in it is the app's")
            return made
        }
        // Loaded from a nib (`loadNibNamed("LoadingXib", …).last as! LoadingXib`): a view, whatever
        // its class's name says.
        let fromNib = ["loadNibNamed", "UINib", "fromNib", "loadFromNib"].contains(where: text.contains)
        if fromNib, swift.types[typeName] == nil, Library.type(named: typeName) == nil, !Library.isFrameworkTypeName(typeName),
           typeName.hasSuffix("Controller") || typeName.hasSuffix("VC") {
            // `UINib(…).instantiate(…)[0] as? ArticlesViewController`: a controller the nib holds,
            // as the app's controller made in code stands in for it (its `view` placed as the code
            // places it).
            return try evaluate(.call(.identifier(typeName, range), [], trailing: nil, range),
                                Frame(scope: Scope(parent: nil), selfValue: nil, typeName: nil))
        }
        guard swift.types[typeName] == nil, Library.type(named: typeName) == nil, !Library.isFrameworkTypeName(typeName),
              let className = Library.uikitClass(namedBy: typeName) ?? (typeName.hasSuffix("View") || fromNib ? "UIView" : nil)
        else { return nil }
        let made = try construct(className, [], trailing: nil, at: range, nameRange: range)
        guard case .view(let view) = made else { return nil }
        swift.standIns[view] = typeName
        let says = Library.uikitClass(namedBy: typeName) != nil || typeName.hasSuffix("View") ? "the class its name says" : "as a nib's view is"
        note("'\(text)' is the app's (a view loaded from a nib, or made by code not in the paste), cast to \(typeName), which is "
            + "not in the paste: a \(className), \(says), stands in; what \(typeName) draws and adds is the app's own")
        return made
    }
}
