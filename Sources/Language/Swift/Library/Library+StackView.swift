import Layout

/// `UIStackView` in pasted code: each member is lowered to the session's stack commands, so a
/// pasted stack and one made with `stack s …` are the same stack.
extension Library {
    static let stackViewTypes: [LibraryType] = [
        LibraryType("UIStackView", parent: "UIView",
                    help: "lays out its arranged views with the constraints UIKit generates ('UISV-…'); draws nothing",
                    members: stackViewMembers, statics: [
                        // UIKit's marker for the system spacing between arranged views: 8 here, as
                        // every system spacing is (between text baselines UIKit uses the fonts').
                        .property("spacingUseSystem", "CGFloat", "the system spacing between arranged views: 8 here") {
                            e, _, _ throws(Interrupt) in
                            e.note("UIStackView.spacingUseSystem: system spacing is taken as 8 points")
                            return .number(8)
                        },
                    ]),
    ]

    static let stackViewMembers: [Member] = [
        .property("axis", "NSLayoutConstraint.Axis", "horizontal (the default) or vertical") { e, base, range throws(Interrupt) in
            e.stackSetting(try viewName(base, &e, at: range), .axis)
        }
            set: { e, base, value, range throws(Interrupt) in
                try e.setProperty(try viewName(base, &e, at: range), .axis,
                                  try stackCase(value, "axis", &e, at: range), at: range)
            },
        .property("distribution", "UIStackView.Distribution", "fill (the default), fillEqually, fillProportionally, equalSpacing or equalCentering") {
            e, base, range throws(Interrupt) in e.stackSetting(try viewName(base, &e, at: range), .distribution)
        }
            set: { e, base, value, range throws(Interrupt) in
                try e.setProperty(try viewName(base, &e, at: range), .distribution,
                                  try stackCase(value, "distribution", &e, at: range), at: range)
            },
        .property("alignment", "UIStackView.Alignment", "fill (the default), leading/top, center, trailing/bottom, firstBaseline or lastBaseline") {
            e, base, range throws(Interrupt) in e.stackSetting(try viewName(base, &e, at: range), .alignment)
        }
            set: { e, base, value, range throws(Interrupt) in
                try e.setProperty(try viewName(base, &e, at: range), .alignment,
                                  try stackCase(value, "alignment", &e, at: range), at: range)
            },
        .property("spacing", "CGFloat", "the space between arranged views (negative overlaps them)") { e, base, range throws(Interrupt) in
            e.stackSetting(try viewName(base, &e, at: range), .spacing)
        }
            set: { e, base, value, range throws(Interrupt) in
                let spacing = try number(value, &e, at: range, what: "a spacing")
                try e.setProperty(try viewName(base, &e, at: range), .spacing, .number(Evaluator.literal(spacing, range)), at: range)
            },
        .property("isLayoutMarginsRelativeArrangement", "Bool", "lay the views out inside the stack's layout margins") {
            e, base, range throws(Interrupt) in e.stackSetting(try viewName(base, &e, at: range), .isLayoutMarginsRelativeArrangement)
        }
            set: { e, base, value, range throws(Interrupt) in
                try e.setProperty(try viewName(base, &e, at: range), .isLayoutMarginsRelativeArrangement,
                                  .bool(BoolLiteral(value: try bool(value, &e, at: range), range: range)), at: range)
            },
        .property("arrangedSubviews", "[UIView]", "the arranged views, in order") { e, base, range throws(Interrupt) in
            let name = try viewName(base, &e, at: range)
            let arranged = e.arrangedSubviews(of: name)
            if arranged.isEmpty, let unknown = storyboardChildren(of: name, "arrangedSubviews", &e) { return unknown }
            return .array(arranged.map(Value.view))
        },
        .method("arrangedSubviews(_:)", "Stevia: appends the views (or a builder's, one a line) and returns the stack") {
            e, base, args, trailing, range throws(Interrupt) in
            let stack = try viewName(base, &e, at: range)
            var views = args.map(\.value)
            if let trailing { views += try e.builderValues(trailing, at: range) }
            for view in views.flatMap({ if case .array(let items) = $0 { items } else { [$0] } }) where !view.isOpaque {
                try e.editStack(stack, .add(Identifier(try viewName(view, &e, at: range), range: range)), at: range)
            }
            return base
        },
        .method("addArrangedSubview(_:)", labels: [], "appends a view (making it a subview)") { e, base, args, _, range throws(Interrupt) in
            let stack = try viewName(base, &e, at: range)
            let arg = try required(args, [nil], "the view to arrange", &e, at: range)
            if case .opaque(let text) = arg.value {
                // `stack.addArrangedSubview(viewModel.badgeView)`: a view the app's own code makes.
                e.note("skipped arranging '\(text)': the app's own view, not in the paste; \(stack) arranges the views the paste makes")
                return .void
            }
            try e.editStack(stack, .add(Identifier(try viewName(arg.value, &e, at: arg.range), range: arg.range)), at: range)
            return .void
        },
        .method("insertArrangedSubview(_:at:)", labels: ["at"], "inserts a view at an index") { e, base, args, _, range throws(Interrupt) in
            let stack = try viewName(base, &e, at: range)
            let arg = try required(args, [nil], "the view to arrange", &e, at: range)
            let at = try required(args, ["at"], "the index (at:)", &e, at: range)
            let index = try number(at.value, &e, at: at.range, what: "an index")
            guard index.rounded() == index, index >= 0, index < 1e9 else { throw e.fail("expected a whole index, found \(index)", at: at.range) }
            try e.editStack(stack, .insert(Identifier(try viewName(arg.value, &e, at: arg.range), range: arg.range), at: Int(index)), at: range)
            return .void
        },
        .method("removeArrangedSubview(_:)", labels: [], "stops arranging a view; it stays a subview, as in UIKit") { e, base, args, _, range throws(Interrupt) in
            let stack = try viewName(base, &e, at: range)
            let arg = try required(args, [nil], "the view", &e, at: range)
            let view = try viewName(arg.value, &e, at: arg.range)
            // A view the stack does not arrange (`stack.removeArrangedSubview(UIStackView())`, one
            // already taken out): UIKit does nothing.
            guard e.arrangedSubviews(of: stack).contains(e.viewName(view)) else { return .void }
            try e.editStack(stack, .remove(Identifier(view, range: arg.range)), at: range)
            return .void
        },
        .method("setCustomSpacing(_:after:)", labels: ["after"], "the spacing after one arranged view") { e, base, args, _, range throws(Interrupt) in
            let stack = try viewName(base, &e, at: range)
            let value = try required(args, [nil], "the spacing", &e, at: range)
            let after = try required(args, ["after"], "the view (after:)", &e, at: range)
            let spacing = try number(value.value, &e, at: value.range, what: "a spacing")
            if case .opaque(let text) = after.value {
                // A view the app's own code made, not in the paste (`after: iconView`, made by the
                // app's chain): not arranged here, so the spacing lays nothing out.
                e.note("setCustomSpacing(_:after:): '\(text)' is the app's own, not in the paste, and not arranged here: "
                    + "the spacing after it changes nothing")
                return .void
            }
            let view = try viewName(after.value, &e, at: after.range)
            // A view the stack does not arrange (`after: makeDivider()`, a new view each call):
            // UIKit keeps the spacing for it and lays nothing out by it.
            guard e.arrangedSubviews(of: stack).contains(e.viewName(view)) else {
                e.note("setCustomSpacing(_:after:): '\(e.viewName(view))' is not one of \(e.viewName(stack))'s arranged views here, "
                       + "so the spacing after it changes nothing")
                return .void
            }
            try e.editStack(stack, .customSpacing(spacing, after: Identifier(view, range: after.range)), at: range)
            return .void
        },
        .property("isBaselineRelativeArrangement", "Bool", "a vertical stack spaces its views from each one's last baseline to the next one's first") {
            e, base, range throws(Interrupt) in e.stackSetting(try viewName(base, &e, at: range), .isBaselineRelativeArrangement)
        }
            set: { e, base, value, range throws(Interrupt) in
                try e.setProperty(try viewName(base, &e, at: range), .isBaselineRelativeArrangement,
                                  .bool(BoolLiteral(value: try bool(value, &e, at: range), range: range)), at: range)
            },
    ]

    /// `.vertical`, `.fillEqually`, `.center`: a case of the stack property `what`.
    static func stackCase(_ value: Value, _ what: String, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> PropertyValue {
        let cases = StackDeclaration.cases[what] ?? []
        guard case .enumCase(let c) = value, cases.contains(c) else {
            let unmodelled: [String] = []
            if case .enumCase(let c) = value, unmodelled.contains(c) {
                throw e.fail("\(what) .\(c) is not modelled yet", at: range, hint: "use one of " + cases.map { "." + $0 }.joined(separator: ", "))
            }
            throw e.fail("expected the \(what): " + cases.map { "." + $0 }.joined(separator: ", "), at: range)
        }
        return .word(Identifier(c, range: range))
    }
}

extension Evaluator {
    mutating func editStack(_ stack: String, _ operation: StackEdit.Operation, at range: SourceRange) throws(Interrupt) {
        var moved: String? = nil
        switch operation {
        case .add(let child), .insert(let child, _):
            // Arranging a view adds it as the stack's subview: UIKit tells it so, as `addSubview` does.
            if Self.viewName(of: superview(of: child.name)).map(viewName) != viewName(stack) {
                moved = child.name
                try willMove(child.name, toSuperview: viewName(stack), at: range)
            }
        default: break
        }
        try execute(.stackEdit(StackEdit(stack: identifier(stack, range), operation: operation, range: range)))
        if let moved {
            try didMoveToSuperview(moved)
            try didMoveToWindow(inside: moved)
        }
    }

    /// A stack's setting as code reads it back (`3 * rowHeight + stack.spacing`,
    /// `if stack.axis == .vertical`): the stack's own for a placed stack; for one not placed yet,
    /// what its kept edits set last, else UIKit's default (horizontal, fill, fill, 0, false).
    func stackSetting(_ stack: String, _ property: ViewProperty) -> Value {
        if let id = layoutID(stack), let settings = session.state.layout.stack(id) {
            switch property {
            case .axis: return .enumCase(settings.axis == .vertical ? "vertical" : "horizontal")
            case .distribution: return .enumCase(settings.distribution.rawValue)
            case .alignment: return .enumCase(settings.alignment.rawValue)
            case .spacing: return .number(settings.spacing)
            case .isBaselineRelativeArrangement: return .bool(settings.isBaselineRelativeArrangement)
            default: return .bool(settings.isLayoutMarginsRelativeArrangement)
            }
        }
        for assignment in (session.state.detached[viewName(stack)]?.properties ?? []).reversed() where assignment.property == property {
            switch assignment.value {
            case .number(let n): return .number(n.value)
            case .bool(let b): return .bool(b.value)
            case .word(let w): return .enumCase(w.name)
            default: continue
            }
        }
        switch property {
        case .axis: return .enumCase("horizontal")
        case .distribution, .alignment: return .enumCase("fill")
        case .spacing: return .number(0)
        default: return .bool(false)
        }
    }

    /// The arranged views as the stack holds them now; for a stack not placed yet, as its kept
    /// edits will make them.
    func arrangedSubviews(of stack: String) -> [String] {
        let resolved = viewName(stack)
        if let id = layoutID(stack), let arranged = session.state.layout.stack(id)?.arrangedSubviews {
            return arranged.compactMap { session.state.layout.name(of: $0) }
        }
        var names: [String] = []
        for command in session.state.detached[resolved]?.pending ?? [] {
            guard case .stackEdit(let edit) = command else { continue }
            switch edit.operation {
            case .add(let v): names.removeAll { $0 == v.name }; names.append(v.name)
            case .insert(let v, let i): names.removeAll { $0 == v.name }; names.insert(v.name, at: min(i, names.count))
            case .remove(let v): names.removeAll { $0 == v.name }
            case .make, .customSpacing: break
            }
        }
        return names
    }
}

extension Library {
    /// `markingStack.arrangedSubviews` of an `@IBOutlet` whose storyboard the paste lacks, before
    /// code adds any: the storyboard's views, not known here (none would make `[0]` stop the
    /// app, which the app does not). Nil for any other view.
    static func storyboardChildren(of name: String, _ member: String, _ e: inout Evaluator) -> Value? {
        guard e.swift.outlets.contains(name) else { return nil }
        e.note("'\(e.viewName(name)).\(member)': the storyboard's views, which the paste does not contain; what needs them is skipped")
        return .opaque(e.viewName(name) + "." + member)
    }
}
