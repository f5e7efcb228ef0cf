import Layout

/// Stevia's UIView methods and global functions, as its public source has them: `subviews(…)`
/// and `sv(…)` add the views and turn off their autoresizing constraints (a cell's go in its
/// content view); every other method only adds constraints, at priority 751, positioned ones
/// against the superview (none when there is no superview), and returns the view for chaining.
/// Stevia's `width(100)`, `top(8)` and `size(40)` share their spelling with TinyConstraints':
/// a number alone is Stevia's once the paste writes Stevia (or always, for the edges), a
/// labelled form (`top(to:)`, `size(CGSize)`) TinyConstraints'.
extension Library {
    /// Stevia's capitalised attributes (`a.Top == b.Bottom + 8`).
    static let steviaAttributes: [(name: String, attribute: LayoutAttribute)] = [
        ("Top", .top), ("Bottom", .bottom), ("Left", .left), ("Right", .right), ("Leading", .leading), ("Trailing", .trailing),
        ("Width", .width), ("Height", .height), ("CenterX", .centerX), ("CenterY", .centerY),
        ("FirstBaseline", .firstBaseline), ("LastBaseline", .lastBaseline),
    ]

    /// A view's or a guide's `Top`, `Width`…: the attribute as Stevia's equations take it.
    static var steviaAttributeMembers: [Member] {
        steviaAttributes.map { name, attribute in
            .property(name, "SteviaAttribute", "Stevia: the \(attribute.rawValue) for equations (a.\(name) == b.\(name) + 8)") {
                e, base, range throws(Interrupt) in
                switch base {
                case .view(let v): return .library(.steviaAttribute(.view(v), attribute, constant: nil, multiplier: nil))
                case .guide(let g, let v): return .library(.steviaAttribute(.guide(g, of: v), attribute, constant: nil, multiplier: nil))
                default: throw e.fail("expected a view or a layout guide, found \(base.kindName)", at: range)
                }
            }
        }
    }

    /// TinyConstraints' members by name, for the spellings Stevia shares with it.
    static let tinyConstraintsByName: [String: Member] = Dictionary(tinyConstraintsMembers.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// The names of the members layout libraries add to a view, with the modules that import
    /// each library: a near name of one the file does not import is no slip of it.
    static let layoutLibraryMembersByModule: [(modules: [String], names: Set<String>)] = [
        (["Stevia", "SteviaLayout"], Set(steviaMembers.map(\.name))),
        (["TinyConstraints"], Set(tinyConstraintsMembers.map(\.name))),
        (["PureLayout"], Set(pureLayoutMembers.map(\.name))),
        (["FLKAutoLayout"], Set(flkMembers.map(\.name))),
    ]

    /// The layout library whose member `name` is, when the file imports none of its modules:
    /// the library's name (`TinyConstraints`), for a note; nil otherwise.
    static func unimportedLibrary(of name: String, imported: Set<String>) -> String? {
        guard let library = layoutLibraryMembersByModule.first(where: { $0.names.contains(name) }),
              imported.isDisjoint(with: library.modules) else { return nil }
        return library.modules[0]
    }

    static var steviaMembers: [Member] {
        var members: [Member] = []
        func method(_ signature: String, _ help: String,
                    _ body: @escaping @Sendable (inout Evaluator, String, [EvaluatedArgument], Value?, SourceRange) throws(Interrupt) -> Void) -> Member {
            .method(signature, "Stevia: " + help) { e, base, args, trailing, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                e.swift.writesStevia = true
                try body(&e, view, args, trailing, range)
                return base
            }
        }
        let hierarchy: Member.Caller = { e, base, args, trailing, range throws(Interrupt) in
            let view = try viewName(base, &e, at: range)
            e.swift.writesStevia = true
            // An argument of the app's own type, not in the paste (`subviews(scroll, header)` of
            // `var header = MenuBar()`), is a view here, as for `addSubview(_:)`.
            var children: [Value] = []
            for argument in args { children.append(try e.subviewArgument(argument)) }
            if let trailing { children += try e.builderValues(trailing, at: range) }
            for child in children.flatMap({ if case .array(let items) = $0 { items } else { [$0] } }) {
                guard case .view(let name) = child else {
                    if case .opaque(let text) = child {
                        // What a skipped member gave is no view Layoutbook holds: say so, as the
                        // app's view it stands for is then missing from the hierarchy.
                        e.note("subviews(…): '\(text)' is not known here (a member on the way to it is skipped), so it is not "
                            + "added, and what is laid out against it is missing")
                        continue
                    }
                    throw e.fail("subviews(…) takes views, not \(child.kindName)", at: range)
                }
                try e.addSubview(.view(view), child, at: range)
                try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            }
            return base
        }
        members.append(.method("subviews(_:)", "Stevia: adds the views (or a builder's) and turns off their autoresizing constraints", hierarchy))
        members.append(.method("sv(_:)", "Stevia: subviews(…), its older name", hierarchy))
        members.append(.method("layout(_:)", "Stevia: a vertical list of margins and rows: layout(100, |-a-| ~ 40, 8, |b|, 0)") {
            e, base, args, trailing, range throws(Interrupt) in
            _ = try viewName(base, &e, at: range)
            // Stevia's list has no labels: `layout(dimension: .width, to: 300)` is the app's own.
            if let label = args.lazy.compactMap(\.label).first, label != "_" {
                e.note("skipped 'layout(\(args.map { ($0.label ?? "_") + ":" }.joined()))': not Stevia's layout(…), which takes "
                    + "no '\(label):'; the app's own method, not in the paste, so what it would constrain is missing")
                return .opaque("layout(…)")
            }
            if case .closure(let closure)? = trailing, !closure.parameters.isEmpty || closure.namesAnonymousArgument(0) {
                return try appLayoutClosure(base, &e, at: range)
            }
            var objects = args.map(\.value)
            if objects.count == 1, case .array(let items) = objects[0], Evaluator.steviaViews(objects[0]) == nil || args[0].label != nil {
                objects = items
            }
            if let trailing { objects += try e.builderValues(trailing, at: range) }
            return try e.steviaLayout(objects, at: range)
        })
        // Stevia 5's `padding:`, and before it `fillContainer(16)`, `fillHorizontally(m: 8)`, `fillH(m:)`.
        for (signature, edges) in [("fillContainer(padding:)", [LayoutAttribute.leading, .trailing, .top, .bottom]),
                                   ("fillHorizontally(padding:)", [.leading, .trailing]), ("fillVertically(padding:)", [.top, .bottom]),
                                   ("fillH(m:)", [.leading, .trailing]), ("fillV(m:)", [.top, .bottom])] {
            members.append(method(signature, edges.count == 4 ? "every edge to the superview's, inset by the padding"
                                    : "\(edges[0].rawValue) and \(edges[1].rawValue) to the superview's, inset by the padding") {
                e, view, args, _, range throws(Interrupt) in
                let written = args.named("padding") ?? args.named("m") ?? args.first { $0.label == nil }
                let padding = try written.map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
                for edge in edges { try e.steviaPosition(view, edge, .number(padding), at: range) }
            })
        }
        members.append(method("centerInContainer()", "centred in the superview") { e, view, _, _, range throws(Interrupt) in
            guard let parent = e.steviaSuperview(view, for: "centerInContainer()") else { return }
            try e.steviaConstraint(.view(view), .centerY, to: parent, constant: 0, at: range)
            try e.steviaConstraint(.view(view), .centerX, to: parent, constant: 0, at: range)
        })
        members.append(method("centerHorizontally(offset:)", "centred across the superview") { e, view, args, _, range throws(Interrupt) in
            guard let parent = e.steviaSuperview(view, for: "centerHorizontally()") else { return }
            let offset = try args.first.map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
            try e.steviaConstraint(.view(view), .centerX, to: parent, constant: offset, at: range)
        })
        members.append(method("centerVertically(offset:)", "centred down the superview") { e, view, args, _, range throws(Interrupt) in
            guard let parent = e.steviaSuperview(view, for: "centerVertically()") else { return }
            let offset = try args.first.map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
            try e.steviaConstraint(.view(view), .centerY, to: parent, constant: offset, at: range)
        })
        members.append(method("followEdges(_:top:bottom:leading:trailing:)", "every edge to another view's, plus the amounts") {
            e, view, args, _, range throws(Interrupt) in
            let other = try required(args, [nil], "the view to follow", &e, at: range)
            guard e.steviaSuperview(view, for: "followEdges(_:)") != nil else { return }
            for (label, edge) in [("top", LayoutAttribute.top), ("trailing", .trailing), ("bottom", .bottom), ("leading", .leading)] {
                let amount = try args.named(label).map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
                try e.steviaConstraint(.view(view), edge, to: other.value, constant: amount, at: range)
            }
        })
        members.append(method("heightEqualsWidth()", "a square: height == width") { e, view, _, _, range throws(Interrupt) in
            guard e.steviaSuperview(view, for: "heightEqualsWidth()") != nil else { return }
            try e.steviaConstraint(.view(view), .height, to: .view(view), .width, constant: 0, at: range)
        })
        // The spellings Stevia shares with TinyConstraints.
        for (name, attribute) in [("top", LayoutAttribute.top), ("left", .left), ("right", .right), ("bottom", .bottom),
                                  ("leading", .leading), ("trailing", .trailing), ("width", .width), ("height", .height), ("size", .size)] {
            let tiny = tinyConstraintsByName[name]
            let isDimension = attribute == .width || attribute == .height || attribute == .size
            let help = isDimension ? "a constant \(name) (\(name)(100), \(name)(>=40), \(name)(50%) of the superview's)"
                : "the \(name) edge that far from the superview's (\(name)(8), \(name)(>=8))"
            members.append(.method("\(name)(_:)", "Stevia: " + help + (tiny.map { "; or TinyConstraints' " + $0.signature } ?? "")) {
                e, base, args, trailing, range throws(Interrupt) in
                if !steviaForm(args, isDimension: isDimension, name: name, e), let tiny, let call = tiny.call {
                    return try call(&e, base, args, trailing, range)
                }
                guard args.count == 1, let amount = args.first else {
                    throw e.fail("Stevia's \(name)(_:) takes one amount: \(name)(8), \(name)(>=8) or \(name)(10%)", at: range)
                }
                let view = try viewName(base, &e, at: range)
                e.swift.writesStevia = true
                switch attribute {
                case .size:
                    try e.steviaSize(view, .width, amount.value, at: range)
                    try e.steviaSize(view, .height, amount.value, at: range)
                case .width, .height: try e.steviaSize(view, attribute, amount.value, at: range)
                default: try e.steviaPosition(view, attribute, amount.value, at: range)
                }
                return base
            })
        }
        // `label.heightConstraint?.constant = 60`: the first constraint on the attribute, as
        // Stevia finds it among those installed.
        for attribute: LayoutAttribute in [.top, .bottom, .left, .right, .leading, .trailing, .width, .height, .centerX, .centerY] {
            members.append(.property(attribute.rawValue + "Constraint", "NSLayoutConstraint?",
                                     "Stevia: the first installed constraint on the view's \(attribute.rawValue), or nil") {
                e, base, range throws(Interrupt) in
                e.steviaConstraint(on: try viewName(base, &e, at: range), attribute)
            })
        }
        return members + steviaAttributeMembers
    }

    /// Whether a call of a spelling Stevia shares with TinyConstraints is Stevia's: one
    /// unlabelled amount (a dimension's number only once the paste writes Stevia, since
    /// TinyConstraints' `width(100)` is the same).
    static func steviaForm(_ args: [EvaluatedArgument], isDimension: Bool, name: String, _ e: Evaluator) -> Bool {
        guard args.count == 1, let amount = args.first, amount.label == nil else { return false }
        switch amount.value {
        case .library(.constant), .library(.percentage): return true
        case .number, .opaque:
            // (A file that imports Stevia and not TinyConstraints writes Stevia's from the first call.)
            let importsStevia = !e.swift.importedModules.isDisjoint(with: ["Stevia", "SteviaLayout"])
                && !e.swift.importedModules.contains("TinyConstraints")
            return !isDimension || name == "size" || e.swift.writesStevia || importsStevia
        // `.left(.gutter)`: the app's own constant (its extension of CGFloat, not in the paste),
        // an amount as a number is; TinyConstraints' edges take a view, labelled `to:`.
        case .enumCase: return true
        default: return false
        }
    }
}

extension Evaluator {
    /// Stevia's global functions: `equal(widths:)`, `equal(heights:)`, `equal(sizes:)` (and the
    /// older `equalWidths(…)`), `align(horizontally:)`, `align(vertically:)`, `align(tops:)` and
    /// the other edges, `alignHorizontally(_:with:)`, `alignVertically(_:with:)`,
    /// `alignCenter(_:with:)`. Nil for any other name or labels.
    mutating func steviaGlobal(_ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        let label = args.first?.label
        var attributes: [LayoutAttribute]
        switch (name, label) {
        case ("equal", "widths"?), ("equalWidths", nil): attributes = [.width]
        case ("equal", "heights"?), ("equalHeights", nil): attributes = [.height]
        case ("equal", "sizes"?), ("equalSizes", nil): attributes = [.height, .width]
        case ("align", "horizontally"?): attributes = [.centerY]
        case ("align", "vertically"?): attributes = [.centerX]
        case ("align", "tops"?), ("alignTops", nil): attributes = [.top]
        case ("align", "bottoms"?), ("alignBottoms", nil): attributes = [.bottom]
        case ("align", "lefts"?), ("alignLefts", nil): attributes = [.left]
        case ("align", "rights"?), ("alignRights", nil): attributes = [.right]
        case ("align", "leadings"?): attributes = [.leading]
        case ("align", "trailings"?): attributes = [.trailing]
        case ("alignHorizontally", nil), ("alignVertically", nil), ("alignCenter", nil):
            let axis: [LayoutAttribute] = name == "alignHorizontally" ? [.centerY] : name == "alignVertically" ? [.centerX] : [.centerY, .centerX]
            if let other = args.named("with") {
                // `alignHorizontally(a, with: b, offset: 4)`: a's centre on b's.
                guard let first = args.first, case .view(let a) = first.value else { throw fail("expected a view", at: range) }
                let offset = try args.named("offset").map { o throws(Interrupt) in try Library.number(o.value, &self, at: o.range) } ?? 0
                guard steviaSuperview(a, for: name) != nil else { return .void }
                for attribute in axis { try steviaConstraint(.view(a), attribute, to: other.value, constant: offset, at: range) }
                return .void
            }
            guard name != "alignCenter" else { return nil }
            attributes = axis
        default:
            return nil
        }
        let views = try flattenedViews(args, at: range)
        for attribute in attributes {
            for (previous, next) in zip(views, views.dropFirst()) {
                // `equal(widths:)` relates each view to the one before it, `align` each to the next,
                // installed in the first's superview.
                let (first, second) = name.hasPrefix("equal") ? (next, previous) : (previous, next)
                guard steviaSuperview(first, for: name + "(…)") != nil else { continue }
                try steviaConstraint(.view(first), attribute, to: .view(second), constant: 0, at: range)
            }
        }
        return .array(views.map { .view($0) })
    }
}

extension Library {
    /// Stevia's content helpers, which set what a view shows and return it for chaining:
    /// `label.text("Hi")`, `button.text("Go")` (its normal title), `field.placeholder("Name")`,
    /// `imageView.image("logo")` (an asset, not in the paste), `view.style { v in … }`.
    static func steviaContentMembers(_ className: String) -> [Member] {
        func chained(_ signature: String, _ help: String,
                     _ body: @escaping @Sendable (inout Evaluator, Value, EvaluatedArgument, SourceRange) throws(Interrupt) -> Void) -> Member {
            .method(signature, "Stevia: " + help) { e, base, args, _, range throws(Interrupt) in
                guard let first = args.first else { throw e.fail("\(signature) takes one argument", at: range) }
                try body(&e, base, first, range)
                return base
            }
        }
        switch className {
        case "UILabel":
            return [
                chained("text(_:)", "sets the text") { e, base, a, range throws(Interrupt) in
                    try set(base, "text", a.value, &e, nameRange: a.range, range: range)
                },
                chained("textKey(_:)", "the text for a localisation key (the key is shown)") { e, base, a, range throws(Interrupt) in
                    try set(base, "text", a.value, &e, nameRange: a.range, range: range)
                },
            ]
        case "UIButton":
            let title: @Sendable (inout Evaluator, Value, EvaluatedArgument, SourceRange) throws(Interrupt) -> Void = { e, base, a, range throws(Interrupt) in
                let normal = EvaluatedArgument(label: "for", value: .enumCase("normal"), range: a.range, expr: .implicitMember("normal", a.range))
                _ = try call(base, "setTitle", [a, normal], trailing: nil, &e, nameRange: a.range, range: range)
            }
            return [
                chained("text(_:)", "sets the normal title", title),
                chained("textKey(_:)", "the normal title for a localisation key (the key is shown)", title),
                chained("image(_:)", "an image asset by name (not in the paste: drawing only)") { _, _, _, _ throws(Interrupt) in },
                // Stevia's `button.tap { … }`: the action run on a touch, returning the button for
                // chaining, as its `@discardableResult func tap(_:) -> Self` does.
                .method("tap(_:)", "Stevia: the action run on a tap (not layout); returns the button") { _, base, _, _, _ throws(Interrupt) in
                    base
                },
            ]
        case "UITextField":
            return [chained("placeholder(_:)", "sets the placeholder") { e, base, a, range throws(Interrupt) in
                try set(base, "placeholder", a.value, &e, nameRange: a.range, range: range)
            }]
        case "UIImageView":
            return [chained("image(_:)", "an image asset by name (not in the paste, so its size is unknown)") { e, base, _, _ throws(Interrupt) in
                if case .view(let v) = base { e.note("\(e.viewName(v)).image(…): the asset is not in the paste, so its size is unknown") }
            }]
        default:
            return []
        }
    }

    /// Stevia's `view.style { v in … }`: the closure run on the view, the view returned.
    static let steviaStyleMember: Member = .method("style(_:)", "Stevia: runs the closure on the view and returns it") {
        e, base, args, trailing, range throws(Interrupt) in
        guard let closure = trailing ?? args.first?.value else { throw e.fail("style(_:) takes a closure", at: range) }
        _ = try e.callAny(closure, [base], at: range)
        return base
    }

    /// `tag.layout { $0.top == box.bottomAnchor + 20 }`: Stevia's `layout { … }` builder takes no
    /// argument, so a closure that takes one (`$0`, `make in`) goes to the app's own layout helper,
    /// an extension the paste lacks, and what it would constrain is missing. Such a helper turns the
    /// view's autoresizing mask off before it pins, so a view made with no frame has it taken off.
    static func appLayoutClosure(_ base: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        var mask = ""
        if case .view(let view) = base, e.frame(of: view) == Rect(x: 0, y: 0, width: 0, height: 0) {
            try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            mask = "; its autoresizing mask is taken off, as such helpers turn it off before they pin"
        }
        e.note("skipped 'layout { … }': its closure takes an argument, which Stevia's layout { … } does not, so it is the app's "
            + "own layout helper, an extension the paste does not contain, and what it would constrain is missing: paste the "
            + "extension too" + mask)
        return .void
    }
}
