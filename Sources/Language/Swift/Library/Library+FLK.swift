import Layout

/// FLKAutoLayout's UIView methods, in their Objective-C-era and Swift spellings, each made by the
/// same code as Layoutbook's `flk` command.
extension Library {
    /// One FLK method: which `flk` predicates it stands for, by the label that carries each.
    struct FLKForm: Sendable {
        var signature: String
        var help: String
        /// (label of the predicate argument, the FLK method it drives); nil label: the first argument.
        var parts: [(String?, FLKMethod)]
        /// The label of the other view's argument.
        var otherLabels: [String]
    }

    static let flkForms: [FLKForm] = [
        FLKForm(signature: "alignTop(_:leading:bottom:trailing:toView:)", help: "FLK: edges to another view's, each by a predicate",
                parts: [(nil, .alignTop), ("leading", .alignLeading), ("bottom", .alignBottom), ("trailing", .alignTrailing)],
                otherLabels: ["toView"]),
        FLKForm(signature: "alignLeading(_:trailing:toView:)", help: "FLK: leading and trailing to another view's",
                parts: [(nil, .alignLeading), ("trailing", .alignTrailing)], otherLabels: ["toView"]),
        FLKForm(signature: "alignTopEdge(withView:predicate:)", help: "FLK: top == other.top + predicate",
                parts: [("predicate", .alignTop)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignBottomEdge(withView:predicate:)", help: "FLK: bottom == other.bottom + predicate",
                parts: [("predicate", .alignBottom)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignLeadingEdge(withView:predicate:)", help: "FLK: leading == other.leading + predicate",
                parts: [("predicate", .alignLeading)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignTrailingEdge(withView:predicate:)", help: "FLK: trailing == other.trailing + predicate",
                parts: [("predicate", .alignTrailing)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignLeftEdge(withView:predicate:)", help: "FLK: left == other.left + predicate",
                parts: [("predicate", .alignLeft)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignRightEdge(withView:predicate:)", help: "FLK: right == other.right + predicate",
                parts: [("predicate", .alignRight)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignCenterX(withView:predicate:)", help: "FLK: centerX == other.centerX + predicate",
                parts: [("predicate", .alignCenterX)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignCenterY(withView:predicate:)", help: "FLK: centerY == other.centerY + predicate",
                parts: [("predicate", .alignCenterY)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignBaseline(withView:predicate:)", help: "FLK: baselines aligned",
                parts: [("predicate", .alignBaseline)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignCenter(withView:)", help: "FLK: both centres aligned",
                parts: [("=0", .alignCenterX), ("=0", .alignCenterY)], otherLabels: ["withView", ""]),
        FLKForm(signature: "alignToView(_:)", help: "FLK: all four edges to another view's",
                parts: [("=0", .alignTop), ("=0", .alignLeading), ("=0", .alignBottom), ("=0", .alignTrailing)], otherLabels: [""]),
        FLKForm(signature: "constrainWidth(_:height:)", help: "FLK: width (and height) by predicates",
                parts: [(nil, .constrainWidth), ("height", .constrainHeight)], otherLabels: []),
        FLKForm(signature: "constrainHeight(_:)", help: "FLK: height by a predicate",
                parts: [(nil, .constrainHeight)], otherLabels: []),
        FLKForm(signature: "constrainWidth(toView:predicate:)", help: "FLK: width relative to another view's",
                parts: [("predicate", .constrainWidth)], otherLabels: ["toView", ""]),
        FLKForm(signature: "constrainHeight(toView:predicate:)", help: "FLK: height relative to another view's",
                parts: [("predicate", .constrainHeight)], otherLabels: ["toView", ""]),
        FLKForm(signature: "constrainTopSpace(toView:predicate:)", help: "FLK: top == other.bottom + predicate",
                parts: [("predicate", .constrainTopSpace)], otherLabels: ["toView", ""]),
        FLKForm(signature: "constrainBottomSpace(toView:predicate:)", help: "FLK: bottom == other.top + predicate",
                parts: [("predicate", .constrainBottomSpace)], otherLabels: ["toView", ""]),
        FLKForm(signature: "constrainLeadingSpace(toView:predicate:)", help: "FLK: leading == other.trailing + predicate",
                parts: [("predicate", .constrainLeadingSpace)], otherLabels: ["toView", ""]),
        FLKForm(signature: "constrainTrailingSpace(toView:predicate:)", help: "FLK: trailing == other.leading + predicate",
                parts: [("predicate", .constrainTrailingSpace)], otherLabels: ["toView", ""]),
    ]

    /// `constrainWidth(20)`, a number, not FLK's predicate string: the app's own helper of the
    /// widespread `anchor(…)` extension's family.
    static func flkAppHelper(_ name: String, _ e: inout Evaluator, _ base: Value, _ args: [EvaluatedArgument],
                             at range: SourceRange) throws(Interrupt) -> Value? {
        guard args.count == 1, args[0].label == "constant" || { if case .number = args[0].value { true } else { false } }(),
              let typeName = e.libraryTypeName(of: base), isAppAnchorCompanion(name, labels: args.map(\.label), of: typeName)
        else { return nil }
        return try appAnchorCompanion(base, name, args, &e, at: range)
    }

    /// Swift 2 imported the same methods as `alignTopEdgeWithView(_:predicate:)`.
    static var flkMembers: [Member] {
        var members: [Member] = []
        for form in flkForms {
            let name = String(form.signature.prefix { $0 != "(" })
            let call: Member.Caller = { e, base, args, _, range throws(Interrupt) in
                try e.runFLK(form, base, args, at: range)
            }
            members.append(.method(form.signature, form.help, call))
            if form.otherLabels.contains("withView") {
                members.append(.method(name + "WithView(_:predicate:)", "Swift 2: " + form.signature, call))
            }
            if form.otherLabels.contains("toView"), form.parts.count == 1 {
                members.append(.method(name + "ToView(_:predicate:)", "Swift 2: " + form.signature, call))
            }
            // Swift 3 dropped the type's name from a label whose parameter was typed `UIView *`:
            // `alignLeadingEdge(with:predicate:)`, `constrainLeadingSpace(to:predicate:)`,
            // `alignTop(_:bottom:to:)`.
            let swift3 = form.signature.replacingOccurrences(of: "withView:", with: "with:")
                .replacingOccurrences(of: "toView:", with: "to:")
            if swift3 != form.signature, !["constrainWidth", "constrainHeight"].contains(name) {
                members.append(.method(swift3, "Swift 3: " + form.signature, call))
            }
        }
        // `constrainWidth("100")` and `constrainWidth(toView:)` share a name: one member reads both.
        let width: Member.Caller = { e, base, args, _, range throws(Interrupt) in
            if let made = try Library.flkAppHelper("constrainWidth", &e, base, args, at: range) { return made }
            let form = args.named("toView") != nil || args.named("to") != nil ? flkForms.first { $0.signature == "constrainWidth(toView:predicate:)" }!
                : flkForms.first { $0.signature == "constrainWidth(_:height:)" }!
            return try e.runFLK(form, base, args, at: range)
        }
        let height: Member.Caller = { e, base, args, _, range throws(Interrupt) in
            if let made = try Library.flkAppHelper("constrainHeight", &e, base, args, at: range) { return made }
            let form = args.named("toView") != nil || args.named("to") != nil ? flkForms.first { $0.signature == "constrainHeight(toView:predicate:)" }!
                : flkForms.first { $0.signature == "constrainHeight(_:)" }!
            return try e.runFLK(form, base, args, at: range)
        }
        members.insert(.method("constrainWidth(_:)", "FLK: width by a predicate (also height:, toView:predicate:)", width), at: 0)
        members.insert(.method("constrainHeight(_:)", "FLK: height by a predicate (also toView:predicate:)", height), at: 0)
        return members
    }
}

extension Evaluator {
    /// Runs an FLK method and returns what FLKAutoLayout returns, its `[NSLayoutConstraint]`, so
    /// `let width = box.constrainWidth("100")[0]` keeps one to change later.
    @discardableResult
    mutating func runFLK(_ form: Library.FLKForm, _ base: Value, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        let existing = Set(session.state.layout.constraintIDs)
        let parts = try runFLKParts(form, base, args, at: range)
        var made: [Value] = []
        for id in session.state.layout.constraintIDs where !existing.contains(id) {
            guard let constraint = session.state.layout.constraint(id), constraint.origin == .user else { continue }
            let key = newConstraintKey()
            session.state.names[key] = NamedConstraint(definitions: [constraint], ids: [id])
            made.append(.constraint(key))
        }
        // Made while the views wait to be placed (in a view's `init`), they are kept until then:
        // what the method returns is there all the same (`alignLeadingEdge(with:predicate:).last!`).
        while made.count < parts { made.append(.opaque("an FLK constraint kept until its views are placed")) }
        return .array(made)
    }

    /// Makes the constraints of an FLK method's parts; how many parts made one (or keep one until
    /// its views are placed).
    @discardableResult
    mutating func runFLKParts(_ form: Library.FLKForm, _ base: Value, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Int {
        var parts = 0
        func skippedAppPredicate(_ predicate: String) {
            note("skipped FLK's \(form.signature.prefix { $0 != "(" }): its predicate \(predicate) holds what the paste does not; "
                + "the constraint it makes is the app's")
        }
        let view = try Library.viewName(base, &self, at: range)
        var other: Identifier? = nil
        // Swift 3's `with:` and `to:` are the Objective-C `WithView:` and `toView:`.
        let otherLabels = form.otherLabels + (form.otherLabels.contains("withView") ? ["with"] : [])
            + (form.otherLabels.contains("toView") ? ["to"] : [])
        if let o = args.first(where: { a in otherLabels.contains(a.label ?? "") && !(form.parts.contains { $0.0 == nil } && a.label == nil) }) {
            switch o.value {
            case .view(let name): other = identifier(name, o.range)
            case .none, .opaque: other = nil
            default: throw fail("expected the other view, found \(o.value.kindName)", at: o.range)
            }
        }
        for (label, method) in form.parts {
            var predicateText: String
            var predicateRange = range
            var start = range.start
            if let label, label.hasPrefix("=") {
                predicateText = String(label.dropFirst())
            } else {
                guard let argument = args.named(label) else { continue }
                switch argument.value {
                case _ where argument.readsUnknown || argument.value.isOpaque:
                    // `"*\(widthMultiplier())"` of a count only the app knows: the predicate is the app's.
                    skippedAppPredicate(argument.expr.pathText)
                    continue
                case .string(let s):
                    predicateText = s
                    predicateRange = argument.range
                    start = argument.range.start
                    if case .string = argument.expr { start.column += 1 }
                // A nil edge of the methods that take several (`alignTop:nil leading:@"0" …`) makes
                // no constraint, as FLKAutoLayout since 0.1 checks each; a nil predicate of a
                // one-edge method reads as "0" (an empty list of predicates is "0").
                case .none where form.parts.count > 1: continue
                case .none: predicateText = "0"
                case .number(let n): predicateText = Self.numberText(n)
                default: throw fail("an FLK predicate is a string such as \"10@999\", not \(argument.value.kindName)", at: argument.range)
                }
            }
            var scanner = StringScanner(text: predicateText, at: start)
            let predicates: [FLKPredicate]
            do throws(ParseFailure) {
                predicates = try FLKPredicateParser.parse(&scanner)
            } catch {
                // `"*\(widthMultiplier())"` where the multiplier is worked out from what the paste
                // lacks (`1.0 / Float(buttons.count)`): a name in it is no predicate's, and the
                // constraint is the app's.
                if predicateText.contains(where: \.isLetter) {
                    skippedAppPredicate("'" + predicateText + "'")
                    continue
                }
                throw .failure(error.diagnostic ?? Diagnostic(.error, "this predicate cannot be read", at: predicateRange))
            }
            try executeOrDefer(.flk(FLKCommand(view: identifier(view, range), method: method, methodRange: range, other: other,
                                        predicates: predicates, predicateString: StringLiteral(predicateText, range: predicateRange),
                                        range: range)))
            parts += predicates.count
        }
        return parts
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    mutating func itemConstraint(_ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value {
        guard args.count >= 3, args[0].label == "item" else {
            // `NSLayoutConstraint([a, b])`: an array of constraints, written for `activate(_:)`,
            // which a page or README dropped.
            let listsConstraints = args.count == 1 && args[0].label == nil && { if case .array = args[0].value { true } else { false } }()
            throw fail("NSLayoutConstraint(…) takes item:attribute:relatedBy:toItem:attribute:multiplier:constant:", at: range,
                       hint: listsConstraints ? "to activate an array of constraints, write NSLayoutConstraint.activate([…])" : nil)
        }
        guard case .view(let firstName) = args[0].value else {
            if args[0].value.isOpaque { return args[0].value }
            if case .none = args[0].value, session.runsObjectiveC {
                // `constraintWithItem:self.bubbleView …` where nothing in the paste sets the view:
                // the app's header or base class makes it, so the constraint is the app's, skipped.
                let name = SyntaxMentions.lastName(of: args[0].expr) ?? "the item"
                note("skipped a constraint: '\(name)' is nil here, as nothing in the paste sets it; the app's header or base class "
                    + "makes it")
                return .opaque(name)
            }
            throw fail("item: must be a view, not \(args[0].value.kindName)", at: args[0].range)
        }
        let attributes = args.filter { $0.label == "attribute" }
        guard let firstAttribute = try attributes.first.flatMap({ a throws(Interrupt) in try Library.attribute(a.value, &self, at: a.range) }) else {
            throw fail("the first attribute cannot be .notAnAttribute", at: range)
        }
        guard let relatedBy = args.named("relatedBy") else { throw fail("missing relatedBy:", at: range) }
        let relation = try Library.relation(relatedBy.value, &self, at: relatedBy.range)
        var second: ItemExpression? = nil
        var nothingRange: SourceRange? = nil
        if let toItem = args.named("toItem") {
            if Library.keyWindowAsView(toItem.value) != nil { noteKeyWindowAsRoot() }
            switch Library.keyWindowAsView(toItem.value) ?? toItem.value {
            case .view(let name): second = .name(identifier(name, toItem.range))
            case .guide(let g, let name): second = item(.guide(g, of: name), toItem.range)
            case .none: nothingRange = toItem.range
            case .layoutSupport: break
            case .opaque(let text):
                // `toItem: self.textView` of the app's base controller, not in the paste: the
                // constraint is skipped, as one written with that view's anchors is.
                note("skipped a constraint: '\(text)' is not in the paste")
                return .opaque(text)
            default: throw fail("toItem: must be a view or nil, not \(toItem.value.kindName)", at: toItem.range)
            }
        }
        var secondAttribute = attributes.count > 1 ? try Library.attribute(attributes[1].value, &self, at: attributes[1].range) : nil
        if let toItem = args.named("toItem"), case .layoutSupport(let isTop, _) = toItem.value {
            // `toItem: self.topLayoutGuide, attribute: .bottom` (iOS 7–10): the edge of the safe
            // area the guide stands for, as the guide's anchors are.
            guard let attribute = secondAttribute, let (owner, edge) = Self.layoutSupportEdge(isTop: isTop, attribute) else {
                throw fail("a layout guide of the bars (topLayoutGuide, bottomLayoutGuide) has only a top and a bottom here",
                           at: attributes.count > 1 ? attributes[1].range : toItem.range)
            }
            second = item(owner, toItem.range)
            secondAttribute = edge
        }
        // `toItem: card.superview` read as nil, with an attribute to relate to: named as the nil it
        // is, where UIKit's refusal would blame a constant that was never written.
        if let toItem = args.named("toItem"), case .none = toItem.value, !Self.isNilLiteral(toItem.expr),
           let other = secondAttribute, !Self.isSize(other), !Self.isSize(firstAttribute) {
            throw nilSecondItem(.view(firstName), firstAttribute, at: range)
        }
        let multiplier = try args.named("multiplier").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 1
        let constant = try args.named("constant").map { a throws(Interrupt) in try Library.number(a.value, &self, at: a.range) } ?? 0
        let node = ItemConstraint(first: .name(identifier(firstName, args[0].range)),
                                  firstAttribute: AttributeReference(attribute: firstAttribute, range: attributes[0].range),
                                  relation: relation, relationRange: relatedBy.range, secondItem: second,
                                  secondAttribute: secondAttribute.map { AttributeReference(attribute: $0, range: attributes[1].range) },
                                  nothingRange: nothingRange, multiplier: Self.literal(multiplier, range),
                                  constant: Self.literal(constant, range), range: range)
        return try makeConstraint(.item(node), at: range)
    }

    /// The item and attribute a bar's layout guide (`topLayoutGuide`, `bottomLayoutGuide`) stands
    /// for at one of its edges: the top guide's bottom is the safe area's top, its top the root
    /// view's; the bottom guide the other way round. Nil for any other attribute.
    static func layoutSupportEdge(isTop: Bool, _ attribute: LayoutAttribute) -> (AnchorOwner, LayoutAttribute)? {
        switch (isTop, attribute) {
        case (true, .top), (false, .bottom): (.view("root"), attribute)
        case (true, .bottom): (.guide(.safeAreaLayoutGuide, of: "root"), .top)
        case (false, .top): (.guide(.safeAreaLayoutGuide, of: "root"), .bottom)
        default: nil
        }
    }

    /// `UIImageView(image: …)`: an image of a known size gives the view its size; others are noted.
    mutating func setImageLater(_ name: String, _ value: Value, at range: SourceRange) throws(Interrupt) {
        switch value {
        case .none: break
        case .size: break
        default:
            // It holds an image, of a size the app's: `image` reads back as one, and sizeToFit() says so.
            swift.unknownImages.insert(viewName(name))
            note("\(name): \(Self.unknownImage(value))\(Self.sizeUnknown)\(name) size WxH' or constraints")
        }
    }
}
