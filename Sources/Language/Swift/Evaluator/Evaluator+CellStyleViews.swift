import Layout

/// A table cell's own style views, `textLabel` and `imageView`, and a button's own `titleLabel`
/// and `imageView`, that the class's `layoutSubviews` places by their frames. UIKit's cell makes
/// each one in its content view when code first reads it and places it in
/// `super.layoutSubviews()`; a frame the cell's own `layoutSubviews` sets
/// after that is the one UIKit shows. Set anywhere else (the cell's init, `cellForRowAt`), UIKit's
/// next layout pass places the view again, so there it stays skipped with a note
/// (``Library/cellStyleView(_:)``).
extension Evaluator {
    /// The view standing for `member` of `cell`, made as a subview of the cell (its content view
    /// here) the first time the cell's `layoutSubviews` reads it. Nil outside `layoutSubviews`, and
    /// for `detailTextLabel`, which the default style a shown cell is made with does not have.
    ///
    /// The cell's own code that hands the view to Auto Layout (turns its mask off, or writes a
    /// SnapKit block for it) makes it wherever it first reads it (the cell's init): there the
    /// constraints place it, as UIKit's cell then leaves it.
    mutating func cellStyleSubview(_ member: String, of cell: String, at range: SourceRange) throws(Interrupt) -> String? {
        guard member == "textLabel" || member == "imageView", session.isTableCell(viewName(cell)), isView(cell) else { return nil }
        let key = "\(viewName(cell)).\(member)"
        if let made = swift.cellStyleViews[key], isView(made) { return made }
        let inLayoutSubviews = swift.runningAfterPass == "layoutSubviews"
        // (Its init runs before the cell is placed: the label joins the cell there.)
        guard inLayoutSubviews ? layoutID(cell) != nil : cellCodeConstrains(member, of: cell) else { return nil }
        let isLabel = member == "textLabel"
        (nameHint, propertyHint, propertyHintTarget) = (member, nil, nil)
        let made = try createView(className: isLabel ? "UILabel" : "UIImageView", kind: isLabel ? .label : .imageView,
                                  frame: nil, at: range)
        try addSubview(.view(cell), .view(made), at: range)
        swift.cellStyleViews[key] = made
        swift.placedByCell.insert(made)
        note(inLayoutSubviews
            ? "\(member) of \(viewName(cell)): the cell style's own \(isLabel ? "label" : "image view"), made when the cell's "
                + "layoutSubviews first reads it, as UIKit's cell makes it; UIKit's cell places it itself, which is not modelled, "
                + "so it is shown where that layoutSubviews sets its frame (at 0,0 until then)"
            : "\(member) of \(viewName(cell)): the cell style's own \(isLabel ? "label" : "image view"), made in its content view "
                + "when the cell's code first reads it, as UIKit's cell makes it; the cell's code constrains it, so its constraints "
                + "place it")
        return made
    }

    /// Whether the code of the cell's class (its pasted superclasses' too) hands its style view
    /// `member` to Auto Layout (``SyntaxMentions/constrains(_:in:)``), while that code runs.
    func cellCodeConstrains(_ member: String, of cell: String) -> Bool {
        guard case .view(let running)? = currentFrame?.selfValue, viewName(running) == viewName(cell) else { return false }
        return session.classChain(ofView: viewName(cell)).contains { className in
            members(of: className).contains { SyntaxMentions.constrains(member, in: $0) }
        }
    }

    /// The view standing for a button's own `titleLabel` or `imageView`, made as a subview of the
    /// button the first time the layoutSubviews of a pasted UIButton subclass reads it. UIKit's
    /// button makes each when code first reads it, and its `super.layoutSubviews()` places the
    /// title at `titleRect(forContentRect:)` and the image at `imageRect(forContentRect:)`, sized
    /// by the title's text and the image: that placement is not modelled, so the view is shown
    /// where the subclass's layoutSubviews sets its frame. The title label holds the button's
    /// title. Nil outside `layoutSubviews` and for any other view, where the members stay
    /// settings that change no layout.
    mutating func buttonOwnSubview(_ member: String, of button: String, at range: SourceRange) throws(Interrupt) -> String? {
        guard let rectMethod = Self.buttonOwnRectMethods.first(where: { $0.member == member })?.method,
              session.classChain(ofView: viewName(button)).contains("UIButton") else { return nil }
        let key = "\(viewName(button)).\(member)"
        if let made = swift.cellStyleViews[key], isView(made) { return made }
        // Read anywhere (its init setting the label's alignment, before the button is added), by
        // a class that says where its button draws it: UIKit's layout places it there
        // (``placeButtonOwnViews(of:)``).
        let placedByOverride = buttonRectOverride(rectMethod, of: button) != nil
        guard swift.runningAfterPass == "layoutSubviews" && layoutID(button) != nil || placedByOverride else { return nil }
        let isLabel = member == "titleLabel"
        (nameHint, propertyHint, propertyHintTarget) = (member, nil, nil)
        let made = try createView(className: isLabel ? "UILabel" : "UIImageView", kind: isLabel ? .label : .imageView,
                                  frame: nil, at: range)
        try addSubview(.view(button), .view(made), at: range)
        if isLabel, let content = swift.controls[viewName(button)] {
            if let title = content.title { try Library.set(.view(made), "text", .string(title), &self, nameRange: range, range: range) }
            // In the button's title font (what code gave `titleLabel.font`, else its type's).
            try Library.set(.view(made), "font", .font(content.fontSize ?? 15, weight: content.fontWeight), &self,
                            nameRange: range, range: range)
        }
        swift.cellStyleViews[key] = made
        swift.placedByCell.insert(made)
        if placedByOverride {
            note("\(member) of \(viewName(button)): the button's own \(isLabel ? "title label" : "image view"), made when code "
                + "first reads it, as UIKit's button makes it; UIKit's layout places it at the class's own "
                + "\(rectMethod)(forContentRect:), run here for the button's bounds")
        } else {
            note("\(member) of \(viewName(button)): the button's own \(isLabel ? "title label" : "image view"), made when its "
                + "layoutSubviews first reads it, as UIKit's button makes it; UIKit's button places it itself (sized by its "
                + "\(isLabel ? "title" : "image")), which is not modelled, so it is shown where that layoutSubviews sets its frame "
                + "(at 0,0 until then)")
        }
        return made
    }

    /// Whether the view made for an own view still exists, placed or not yet added (a button
    /// read in its init, before it is added).
    func isView(_ name: String) -> Bool {
        layoutID(name) != nil || session.state.detached[viewName(name)] != nil
    }

    /// Each of a button's own views with the method UIKit asks where to draw it, in the order
    /// they are placed.
    static let buttonOwnRectMethods: [(member: String, method: String)] = [("titleLabel", "titleRect"), ("imageView", "imageRect")]

    /// The pasted override of `titleRect(forContentRect:)` or `imageRect(forContentRect:)` the
    /// button's class has, if any.
    func buttonRectOverride(_ method: String, of button: String) -> FunctionDecl? {
        guard let object = swift.viewObjects[viewName(button)], let className = swift.objects[object]?.className else { return nil }
        return self.method(method, of: className)
    }

    /// Whether UIKit's layout places some of the button's own views by its class's overrides.
    func placesButtonOwnViews(_ button: String) -> Bool {
        Self.buttonOwnRectMethods.contains { member, method in
            swift.cellStyleViews["\(viewName(button)).\(member)"] != nil && buttonRectOverride(method, of: button) != nil
        }
    }

    /// UIKit's button layout: its title label at `titleRect(forContentRect:)` and its image view
    /// at `imageRect(forContentRect:)` of `contentRect(forBounds: bounds)` — here for the
    /// methods the pasted class overrides, for the own views code has read (a label UIKit never
    /// made is never placed). Runs before the class's own layoutSubviews, as `super`'s does.
    mutating func placeButtonOwnViews(of button: String) throws(Interrupt) {
        let size = frame(of: button).size
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let range = SourceRange(at: SourceLocation(line: 1, column: 1))
        func callOverride(_ f: FunctionDecl, _ label: String, _ rect: Rect) throws(Interrupt) -> Rect? {
            let argument = EvaluatedArgument(label: label, value: .rect(rect), range: f.range, expr: .identifier(label, f.range))
            let result: Value
            do {
                result = try callFunction(f, receiver: .view(button), arguments: [argument], trailing: nil, at: f.range)
            } catch .returned(let value) {
                result = value
            }
            if case .rect(let r) = result { return r }
            return nil
        }
        var content = bounds
        if let f = buttonRectOverride("contentRect", of: button), let r = try callOverride(f, "forBounds", bounds) { content = r }
        for (member, method) in Self.buttonOwnRectMethods {
            guard let made = swift.cellStyleViews["\(viewName(button)).\(member)"], isView(made),
                  let f = buttonRectOverride(method, of: button), let rect = try callOverride(f, "forContentRect", content) else { continue }
            try setFrame(made, rect, at: range)
        }
    }

    /// Code reads the frame of a cell style view UIKit's cell has placed (`[self.textLabel sizeToFit]`
    /// keeping its origin, `rect = self.textLabel.frame`), or of a button's own title label or
    /// image view: that placement is not modelled, so what is worked out from it is not UIKit's.
    /// Said once a view.
    mutating func noteCellPlacementRead(_ name: String) {
        let resolved = viewName(name)
        guard swift.placedByCell.contains(resolved) else { return }
        // (Every owner the view was made for: one taken away with an earlier presentation may
        // still be listed beside the one on the screen.)
        let owners = swift.cellStyleViews.filter { $0.value == resolved }.map { String($0.key.prefix { $0 != "." }) }.sorted()
        let placer = owners.contains { session.classChain(ofView: $0).contains("UIButton") } ? "button" : "cell"
        note("\(resolved)'s frame is read where UIKit's \(placer) placed it, which is not modelled (0,0,0,0 here): what is "
            + "worked out from it is not UIKit's")
    }

    /// A frame code sets on a cell style view is the one UIKit shows from then on.
    mutating func cellPlacementReplaced(_ name: String) {
        swift.placedByCell.remove(viewName(name))
    }
}

extension Evaluator {
    /// `make.centerY.equalTo(button.titleLabel!)`, `button.titleLabel!.trailingAnchor`: a
    /// constraint to the own title label of a UIKit button. UIKit's button makes the label and
    /// places it itself, in the middle of its content rect (the bounds inset by
    /// `contentEdgeInsets`, then by `titleEdgeInsets`), as large as the title on one line and cut
    /// to the content's width; constraints to it hold against that frame. Made here as a label in
    /// the button held there by constraints, so what is pinned to it sits where UIKit puts it.
    ///
    /// Nil, and the constraint skipped with a note as before, where the title's place is not the
    /// button's alone to tell: an image beside it, a configuration, an alignment other than the
    /// centre, a pasted button class (whose own layout places it, ``buttonOwnSubview(_:of:at:)``).
    mutating func titleLabelForConstraints(_ text: String, at range: SourceRange) throws(Interrupt) -> String? {
        let suffix = ".titleLabel"
        guard swift.unmodelledOwnViews[text] != nil, text.hasSuffix(suffix) else { return nil }
        let button = viewName(String(text.dropLast(suffix.count)))
        let key = button + suffix
        if let made = swift.cellStyleViews[key], isView(made) { return made }
        guard isView(button), session.classChain(ofView: button).contains("UIButton"), swift.viewObjects[button] == nil else { return nil }
        let content = swift.controls[button] ?? ControlContent()
        let settings = swift.appearance[button] ?? [:]
        func centred(_ member: String) -> Bool {
            guard let value = settings[member] else { return true }
            if case .enumCase("center") = value { return true }
            return false
        }
        guard content.imageSize == nil, content.configuration == nil,
              centred("contentHorizontalAlignment"), centred("contentVerticalAlignment") else { return nil }
        var insets = content.insets
        switch settings["titleEdgeInsets"] {
        case nil: break
        case .insets(let title, _)?:
            insets = EdgeInsets(top: insets.top + title.top, left: insets.left + title.left,
                                bottom: insets.bottom + title.bottom, right: insets.right + title.right)
        default: return nil
        }
        let label = try createView(named: "titleLabel", className: "UILabel", kind: .label, at: range)
        try addSubview(.view(button), .view(label), at: range)
        try setProperty(label, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        try Library.set(.view(label), "text", .string(content.title ?? ""), &self, nameRange: range, range: range)
        try Library.set(.view(label), "font", .font(content.fontSize ?? 15, weight: content.fontWeight), &self,
                        nameRange: range, range: range)
        let owner = AnchorOwner.view(label)
        _ = try libraryConstraint(owner, .centerX, .equal, to: .view(button), .centerX,
                                  constant: (insets.left - insets.right) / 2, at: range)
        _ = try libraryConstraint(owner, .centerY, .equal, to: .view(button), .centerY,
                                  constant: (insets.top - insets.bottom) / 2, at: range)
        _ = try libraryConstraint(owner, .width, .lessThanOrEqual, to: .view(button), .width,
                                  constant: -(insets.left + insets.right), at: range)
        // Known as the button's own only now: the constraints above are UIKit's placement, not
        // the code's constraints on the label (``skipsConstraintOnOwnTitleLabel(_:)``).
        swift.cellStyleViews[key] = label
        note("\(label) is \(button).titleLabel, which UIKit's button makes and centres in its content, as large as the title "
            + "\"\(content.title ?? "")\" on one line: here a label held there by constraints, which other views' constraints to it relate to")
        return label
    }

    /// The button whose own title label `name` is, made by ``titleLabelForConstraints(_:at:)``;
    /// nil for any other view.
    func ownTitleLabelButton(_ name: String) -> String? {
        let suffix = ".titleLabel"
        guard let key = swift.cellStyleViews.first(where: { $0.value == name && $0.key.hasSuffix(suffix) })?.key else { return nil }
        let button = String(key.dropLast(suffix.count))
        return swift.viewObjects[button] == nil ? button : nil
    }

    /// A constraint whose first item is a UIKit button's own title label (its width, its left to
    /// the button's): UIKit's button sets the label's frame itself at every layout, which such a
    /// constraint fights in ways not modelled here. Skipped with a note, and true, as constraints
    /// on the label always were; constraints from other views to it are made.
    mutating func skipsConstraintOnOwnTitleLabel(_ name: String) -> Bool {
        guard let button = ownTitleLabelButton(name) else { return false }
        let text = button + ".titleLabel"
        let what = swift.unmodelledOwnViews[text] ?? "the button's own title label, which UIKit's button sizes and places itself"
        note("skipped a constraint on \(text): \(what), is not modelled — lay out a view of your own inside the button to see it")
        return true
    }

    /// The view a constraint's first item names, if it names one.
    static func firstItemName(_ expression: ConstraintExpression) -> String? {
        switch expression {
        case .constraint(let node): if case .name(let id) = node.first.item { return id.name }
        case .item(let node): if case .name(let id) = node.first { return id.name }
        default: break
        }
        return nil
    }
}

extension Evaluator {
    /// The value a constraint relates to, with a UIKit button's own title label made as its
    /// button places it (``titleLabelForConstraints(_:at:)``) where the value stands for one.
    mutating func constraintTarget(_ value: Value, at range: SourceRange) throws(Interrupt) -> Value {
        guard case .opaque(let text) = value, let label = try titleLabelForConstraints(text, at: range) else { return value }
        return .view(label)
    }
}

extension Evaluator {
    /// `containerView` in a pasted `UIPresentationController` subclass (taken as a controller
    /// here, its transition methods run as it is shown): UIKit's transition container view, which
    /// fills the window while the presentation runs and holds what the controller adds (a dimming
    /// view pinned to its edges). The controller's root view, which fills the screen, stands for
    /// it. Nil for any other name or class.
    mutating func presentationContainer(_ base: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard name == "containerView", let className = className(of: base),
              topOfChain(className) == "UIPresentationController" else { return nil }
        note("containerView of \(className): UIKit's transition container, which fills the window while it presents; the "
            + "controller's root view, which fills the screen, stands for it here")
        return try Library.get(base, "view", &self, nameRange: range, range: range)
    }
}
