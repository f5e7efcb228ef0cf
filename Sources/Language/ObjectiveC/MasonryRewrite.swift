/// Masonry, Objective-C's SnapKit, read as SnapKit: the two libraries make the same constraints
/// from the same chain (a maker, attributes, a relation, modifiers), and Masonry's semantics
/// match SnapKit's where both have a word for it — a number target is the superview's same
/// attribute, `insets` pushes each edge inward, a view target is its same attribute. So a
/// Masonry block becomes a SnapKit block and the SnapKit library gives it its meaning.
///
///     [box mas_makeConstraints:^(MASConstraintMaker *make) {
///         make.top.equalTo(self.view.mas_top).with.offset(10);   // box.snp.makeConstraints { make in
///         make.size.mas_equalTo(CGSizeMake(100, 100));           //   make.top.equalTo(self.view.snp.top).with.offset(10)
///     }];                                                        //   make.size.equalTo(CGSize(…)) }
enum MasonryRewrite {
    /// Masonry's make blocks and a kept constraint's `install`/`uninstall`/`setOffset:`.
    static func message(_ receiver: Expr, selector: String, arguments: [Expr], nameRange: SourceRange, range: SourceRange) -> Expr? {
        func member(_ base: Expr, _ name: String) -> Expr { .member(base, name, nameRange: nameRange, range) }
        switch selector {
        case "mas_makeConstraints:", "mas_updateConstraints:", "mas_remakeConstraints:",
             // MAS_SHORTHAND's spellings.
             "makeConstraints:", "updateConstraints:", "remakeConstraints:":
            guard case .closure(var block)? = arguments.first else { return nil }
            let method = String(selector.dropFirst(selector.hasPrefix("mas_") ? 4 : 0).dropLast())
            block.body = snapKitBody(block)
            return .call(member(member(receiver, "snp"), method), [], trailing: block, range)
        case "uninstall":
            return .call(member(receiver, "deactivate"), [], trailing: nil, range)
        case "install":
            return .call(member(receiver, "activate"), [], trailing: nil, range)
        case "setOffset:", "setInsets:", "setInset:", "setSizeOffset:", "setCenterOffset:":
            let label = selector == "setOffset:" || selector == "setSizeOffset:" || selector == "setCenterOffset:" ? "offset" : "inset"
            return .call(member(receiver, "update"), [CallArgument(label: label, value: arguments[0], range: arguments[0].range)],
                         trailing: nil, range)
        default:
            return nil
        }
    }

    /// NSArray's Masonry methods: `[@[a, b] mas_makeConstraints:^…]` makes the block's constraints
    /// on each view; `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:` and
    /// `…withFixedItemLength:…` chain the views as Masonry's own implementation does.
    static func arrayMessage(_ receiver: Expr, selector: String, arguments: [Expr], range: SourceRange) -> Expr? {
        // (MAS_SHORTHAND's `distributeViewsAlongAxis:…` is Masonry's `mas_` one.)
        let selector = selector.hasPrefix("distributeViewsAlongAxis:") ? "mas_" + selector : selector
        var body: [Stmt] = [.variable(VariableDecl(isLet: true, pattern: .name("masonryViews", range), type: nil, initializer: receiver,
                                                   getter: nil, didSet: nil, modifiers: [], range: range))]
        let template: String
        switch selector {
        case "mas_makeConstraints:", "mas_updateConstraints:", "mas_remakeConstraints:",
             // MAS_SHORTHAND's spellings.
             "makeConstraints:", "updateConstraints:", "remakeConstraints:":
            guard case .closure(var block)? = arguments.first else { return nil }
            block.body = snapKitBody(block)
            let method = String(selector.dropFirst(selector.hasPrefix("mas_") ? 4 : 0).dropLast())
            let make = Expr.call(.member(.member(.identifier("masonryView", range), "snp", nameRange: range, range), method, nameRange: range, range),
                                 [], trailing: block, range)
            body.append(.forIn(pattern: .name("masonryView", range), sequence: .identifier("masonryViews", range), whereClause: nil,
                               body: [.expression(make)], range))
            return .call(.closure(ClosureExpr(parameters: [], body: body, range: range)), [], trailing: nil, range)
        case "mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:",
             "mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:":
            guard arguments.count == 4, case .implicitMember(let axis, _) = arguments[0] else { return nil }
            let horizontal = axis.lowercased() == "horizontal"
            let (size, start, end) = horizontal ? ("width", "left", "right") : ("height", "top", "bottom")
            for (name, value) in zip(["masonryAmount", "masonryLead", "masonryTail"], arguments.dropFirst()) {
                body.append(.variable(VariableDecl(isLet: true, pattern: .name(name, range), type: nil, initializer: value, getter: nil,
                                                   didSet: nil, modifiers: [], range: range)))
            }
            if selector.contains("FixedSpacing") {
                template = """
                    var masonryPrevious: UIView? = nil
                    for (masonryIndex, masonryView) in masonryViews.enumerated() {
                        masonryView.snp.makeConstraints { make in
                            if let previous = masonryPrevious {
                                make.\(size).equalTo(previous)
                                make.\(start).equalTo(previous.snp.\(end)).offset(masonryAmount)
                                if masonryIndex == masonryViews.count - 1 { make.\(end).equalToSuperview().offset(-masonryTail) }
                            } else {
                                make.\(start).equalToSuperview().offset(masonryLead)
                            }
                        }
                        masonryPrevious = masonryView
                    }
                    """
            } else {
                template = """
                    for (masonryIndex, masonryView) in masonryViews.enumerated() {
                        masonryView.snp.makeConstraints { make in
                            make.\(size).equalTo(masonryAmount)
                            if masonryIndex == 0 {
                                make.\(start).equalToSuperview().offset(masonryLead)
                            } else if masonryIndex == masonryViews.count - 1 {
                                make.\(end).equalToSuperview().offset(-masonryTail)
                            } else {
                                let last = CGFloat(masonryViews.count - 1)
                                let share = CGFloat(masonryIndex) / last
                                make.\(end).equalToSuperview().multipliedBy(share).offset((1 - share) * (masonryAmount + masonryLead) - CGFloat(masonryIndex) * masonryTail / last)
                            }
                        }
                    }
                    """
            }
        default:
            return nil
        }
        let parsed = SwiftParser.parse(template, firstLine: range.start.line)
        guard !parsed.hasErrors else { return nil }
        return .call(.closure(ClosureExpr(parameters: [], body: body + parsed.statements, range: range)), [], trailing: nil, range)
    }

    /// `make.top.mas_equalTo(10)`, `.priorityHigh()`, `.with.insets(…)`: a step of Masonry's
    /// chain as SnapKit's; outside a make block, `constraint.offset(20)` changes a kept
    /// constraint's constant, as Masonry's does.
    static func chainCall(_ base: Expr, _ name: String, _ arguments: [CallArgument], nameRange: SourceRange, range: SourceRange,
                          sizesAreNumbers: Bool = false) -> Expr {
        func call(_ name: String, _ args: [CallArgument]) -> Expr {
            .call(.member(base, name, nameRange: nameRange, range), args, trailing: nil, range)
        }
        let relations = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "mas_equalTo", "mas_greaterThanOrEqualTo",
                         "mas_lessThanOrEqualTo"]
        // `make.height.multipliedBy(0.5).equalTo(banner.mas_width)`: Masonry keeps the multiplier
        // given before the relation (it only sets the constraint's multiplier); SnapKit's chain
        // takes it after, so it moves there.
        if relations.contains(name), case .call(.member(let inner, let step, let stepRange, _), let stepArguments, nil, _) = base,
           step == "multipliedBy" || step == "dividedBy", isMakerAttributeChain(inner) {
            let related = chainCall(inner, name, arguments, nameRange: nameRange, range: range, sizesAreNumbers: sizesAreNumbers)
            return .call(.member(related, step, nameRange: stepRange, range), stepArguments, trailing: nil, range)
        }
        let arguments = relations.contains(name) ? arguments.map { shorthandTarget($0, sizesAreNumbers: sizesAreNumbers) } : arguments
        // `_heightConstraint.equalTo(@0)` on a constraint the code kept (an instance variable or a
        // property, never a maker's chain): Masonry sets the installed constraint's constant.
        if name == "equalTo" || name == "mas_equalTo", arguments.count == 1, !makesConstraint(base), !isMakerAttributeChain(base) {
            let kept: Bool = switch base {
            case .member(.selfExpr, _, _, _): true
            case .identifier(let variable, _): variable.hasPrefix("_")
            default: false
            }
            if kept {
                return .call(.member(base, "update", nameRange: nameRange, range),
                             [CallArgument(label: "offset", value: arguments[0].value, range: arguments[0].range)], trailing: nil, range)
            }
        }
        switch name {
        case "mas_equalTo": return call("equalTo", arguments)
        case "mas_greaterThanOrEqualTo": return call("greaterThanOrEqualTo", arguments)
        case "mas_lessThanOrEqualTo": return call("lessThanOrEqualTo", arguments)
        case "priorityHigh", "priorityLow", "priorityMedium":
            let level = String(name.dropFirst("priority".count)).lowercased()
            return call("priority", [CallArgument(label: nil, value: .implicitMember(level, nameRange), range: nameRange)])
        case "key":
            return .call(.member(base, "labeled", nameRange: nameRange, range), arguments, trailing: nil, range)
        case "mas_offset", "offset", "valueOffset", "sizeOffset", "centerOffset", "insets", "inset":
            let snapName = name == "insets" || name == "inset" ? name : "offset"
            if makesConstraint(base) { return call(snapName, arguments) }
            // `make.size.sizeOffset(CGSizeMake(66, 44))`, `make.left.offset(10)`: an attribute with
            // an offset and no relation is Masonry's constraint to a constant (a size) or to the
            // superview's same attribute (a position) — SnapKit's `equalTo(value)`; insets are
            // from the superview's edges.
            if isMakerAttributeChain(base) {
                if snapName == "offset" { return call("equalTo", arguments) }
                let toSuperview = Expr.call(.member(base, "equalToSuperview", nameRange: nameRange, range), [], trailing: nil, range)
                return .call(.member(toSuperview, snapName, nameRange: nameRange, range), arguments, trailing: nil, range)
            }
            // A kept MASConstraint: its constant changes (`self.left.with.offset(40)`: `with` and
            // `and` are Masonry's fillers).
            var kept = base
            while case .member(let inner, let word, _, _) = kept, word == "with" || word == "and" { kept = inner }
            return .call(.member(kept, "update", nameRange: nameRange, range),
                         arguments.map { CallArgument(label: snapName == "offset" ? "offset" : "inset", value: $0.value, range: $0.range) },
                         trailing: nil, range)
        default:
            return .call(.member(base, name, nameRange: nameRange, range), arguments, trailing: nil, range)
        }
    }

    /// MAS_SHORTHAND's `superview.top` as a relation's target: the view's attribute, SnapKit's
    /// `superview.snp.top` — also in either branch of `lastView ? lastView.bottom : @0`.
    /// With `sizesAreNumbers` (the paste reads a frame category's `width` and `height` as numbers,
    /// ``ObjCParser/sizesAreFrameCategoryNumbers``), `card.width` stays the number it reads.
    static func shorthandTarget(_ argument: CallArgument, sizesAreNumbers: Bool = false) -> CallArgument {
        var a = argument
        a.value = shorthand(argument.value, sizesAreNumbers: sizesAreNumbers)
        return a
    }

    static func shorthand(_ e: Expr, sizesAreNumbers: Bool = false) -> Expr {
        switch e {
        case .ternary(let condition, let then, let otherwise, let range):
            return .ternary(condition, shorthand(then, sizesAreNumbers: sizesAreNumbers), shorthand(otherwise, sizesAreNumbers: sizesAreNumbers), range)
        case .member(let base, let name, let nameRange, let range):
            // (A view has no attribute of several at once: `chip.size`, `view.center` are its
            // CGSize and CGPoint, as Masonry's shorthand defines none of them.)
            guard LayoutAttribute(rawValue: name).map({ !$0.isComposite }) ?? (name == "baseline"), !isValuePath(base) else { return e }
            if sizesAreNumbers, name == "width" || name == "height" { return e }
            return .member(.member(base, "snp", nameRange: nameRange, range), name == "baseline" ? "lastBaseline" : name,
                           nameRange: nameRange, range)
        default:
            return e
        }
    }

    /// Whether a path reads a value rather than a view: `self.buttonSize`, `view.frame.size`,
    /// whose `width` is a number; or a view's `snp`, already an attribute's owner.
    static func isValuePath(_ e: Expr) -> Bool {
        guard case .member(let base, let name, _, _) = e else { return false }
        let lowered = name.lowercased()
        return name == "snp" || ["size", "frame", "bounds", "rect", "insets", "point", "origin", "center"].contains { lowered.hasSuffix($0) }
            || isValuePath(base)
    }

    /// A Masonry block's statements as SnapKit's: one statement per target of an array, and an
    /// attribute alone related to the superview.
    /// `make.height.equalTo(@[greenView, blueView])`: Masonry makes one constraint a target;
    /// so does the block, one statement each.
    /// `(void)make.center;`: Masonry installs an alignment attribute given no relation as equal
    /// to the same attribute of the view's superview (its `install` takes the superview when a
    /// position attribute has no second item), so the chain gains `.equalToSuperview()`. A size
    /// attribute alone (`(void)make.width;`) has no second item there and its constant, 0, so the
    /// chain gains `.equalTo(0)`, as Masonry installs it. A chain mixing the two is left as written.
    /// The same holds in a branch or loop of the block (`if (top) { (void)make.top; }`).
    static func snapKitBody(_ block: ClosureExpr) -> [Stmt] {
        block.body.flatMap(expandingArrays).map { relatingBareAttributes($0, maker: block.parameters.first) }
    }

    static func relatingBareAttributes(_ statement: Stmt, maker: String?) -> Stmt {
        guard let maker else { return statement }
        func relating(_ body: [Stmt]) -> [Stmt] { body.map { relatingBareAttributes($0, maker: maker) } }
        switch statement {
        case .expression(let e):
            guard let sizes = bareAttributeChainIsSize(e, of: maker) else { return statement }
            let range = e.range
            if sizes {
                let zero = CallArgument(label: nil, value: .number(0, text: "0", range), range: range)
                return .expression(.call(.member(e, "equalTo", nameRange: range, range), [zero], trailing: nil, range))
            }
            return .expression(.call(.member(e, "equalToSuperview", nameRange: range, range), [], trailing: nil, range))
        case .ifStatement(let conditions, let then, let otherwise, let range):
            return .ifStatement(conditions: conditions, then: relating(then), otherwise: otherwise.map(relating), range)
        case .forIn(let pattern, let sequence, let whereClause, let body, let range):
            return .forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: relating(body), range)
        case .switchStatement(let subject, let cases, let range):
            return .switchStatement(subject, cases.map { c in
                var c = c
                c.body = relating(c.body)
                return c
            }, range)
        default:
            return statement
        }
    }

    /// For a chain of the maker's attributes with no relation, whether they are all sizes (true)
    /// or all positions (false); nil for anything else, a chain mixing the two included.
    static func bareAttributeChainIsSize(_ e: Expr, of maker: String) -> Bool? {
        var current = e
        var sizes = 0, positions = 0
        while case .member(let base, let name, _, _) = current {
            if let attribute = LayoutAttribute(rawValue: name) {
                if [.width, .height, .size].contains(attribute) { sizes += 1 } else { positions += 1 }
            } else if !["and", "with"].contains(name) {
                return nil
            }
            current = base
        }
        guard case .identifier(let root, _) = current, root == maker, (sizes == 0) != (positions == 0) else { return nil }
        return sizes > 0
    }

    static func expandingArrays(_ statement: Stmt) -> [Stmt] {
        switch statement {
        case .expression(let e):
            guard let items = relationArray(e) else { return [statement] }
            return items.map { .expression(replacingRelationArray(e, with: $0)) }
        case .ifStatement(let conditions, let then, let otherwise, let range):
            return [.ifStatement(conditions: conditions, then: then.flatMap(expandingArrays), otherwise: otherwise?.flatMap(expandingArrays), range)]
        default:
            return [statement]
        }
    }

    static func relationArray(_ e: Expr) -> [Expr]? {
        switch e {
        case .call(.member(let base, let name, _, _), let args, _, _):
            if ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].contains(name), args.count == 1,
               case .array(let items, _) = args[0].value, !items.isEmpty {
                return items
            }
            return relationArray(base)
        case .member(let base, _, _, _):
            return relationArray(base)
        default:
            return nil
        }
    }

    static func replacingRelationArray(_ e: Expr, with item: Expr) -> Expr {
        switch e {
        case .call(.member(let base, let name, let nameRange, let memberRange), let args, let trailing, let range):
            if ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].contains(name), args.count == 1, case .array = args[0].value {
                return .call(.member(base, name, nameRange: nameRange, memberRange),
                             [shorthandTarget(CallArgument(label: nil, value: item, range: item.range))], trailing: trailing, range)
            }
            return .call(.member(replacingRelationArray(base, with: item), name, nameRange: nameRange, memberRange), args,
                         trailing: trailing, range)
        case .member(let base, let name, let nameRange, let range):
            return .member(replacingRelationArray(base, with: item), name, nameRange: nameRange, range)
        default:
            return e
        }
    }

    /// Whether a chain is being written in a make block: it holds a relation (`equalTo(…)`)
    /// after a maker's attributes.
    /// Whether a chain is a maker's attributes and nothing else (`make.size`, `make.left.top`),
    /// not a constraint the code kept (`self.leftConstraint`).
    static func isMakerAttributeChain(_ chain: Expr) -> Bool {
        let attributes: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
                                       "centerY", "center", "size", "edges", "baseline", "firstBaseline", "lastBaseline",
                                       "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
                                       "trailingMargin", "centerXWithinMargins", "centerYWithinMargins", "margins", "and", "with"]
        var current = chain
        var sawAttribute = false
        while case .member(let base, let name, _, _) = current {
            guard attributes.contains(name) else { return false }
            if name != "and" && name != "with" { sawAttribute = true }
            current = base
        }
        guard case .identifier = current else { return false }
        return sawAttribute
    }

    static func makesConstraint(_ chain: Expr) -> Bool {
        switch chain {
        case .call(.member(let base, let name, _, _), _, _, _):
            return ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "equalToSuperview"].contains(name) || makesConstraint(base)
        case .member(let base, _, _, _):
            return makesConstraint(base)
        default:
            return false
        }
    }

    /// Masonry's attributes of a view or controller: `view.mas_top` is `view.snp.top`,
    /// `view.mas_safeAreaLayoutGuideTop` the safe area's top, a controller's
    /// `mas_topLayoutGuideBottom` its view's safe-area top (what the old guide became).
    static func attribute(_ base: Expr, _ name: String, nameRange: SourceRange, range: SourceRange) -> Expr? {
        guard name.hasPrefix("mas_") else { return nil }
        func member(_ b: Expr, _ n: String) -> Expr { .member(b, n, nameRange: nameRange, range) }
        let rest = String(name.dropFirst(4))
        switch rest {
        case "safeAreaLayoutGuide":
            return member(member(base, "snp"), "safeAreaLayoutGuide")
        case "topLayoutGuide", "topLayoutGuideBottom":
            return member(member(member(member(base, "view"), "snp"), "safeAreaLayoutGuide"), "top")
        case "topLayoutGuideTop":
            return member(member(member(base, "view"), "snp"), "top")
        case "bottomLayoutGuide", "bottomLayoutGuideTop":
            return member(member(member(member(base, "view"), "snp"), "safeAreaLayoutGuide"), "bottom")
        case "bottomLayoutGuideBottom":
            return member(member(member(base, "view"), "snp"), "bottom")
        case "key":
            // A name for the constraint log, as `accessibilityIdentifier` is a name for tests:
            // set and read as one, never the view itself.
            return member(base, "accessibilityIdentifier")
        default:
            break
        }
        if rest.hasPrefix("safeAreaLayoutGuide") {
            let attribute = ObjCNames.lowercasedFirst(String(rest.dropFirst("safeAreaLayoutGuide".count)))
            return member(member(member(base, "snp"), "safeAreaLayoutGuide"), attribute)
        }
        // `mas_equalTo` and the other methods are the chain's, not attributes.
        guard LayoutAttribute(rawValue: rest) != nil || rest == "baseline" else { return nil }
        return member(member(base, "snp"), rest == "baseline" ? "lastBaseline" : rest)
    }

    /// `self.topConstraint = make.top.equalTo(…);`: the chain is kept as the constraint it
    /// makes, as SnapKit's `.constraint` keeps it.
    static func kept(_ value: Expr) -> Expr {
        guard makesConstraint(value) else { return value }
        return .member(value, "constraint", nameRange: value.range, value.range)
    }

    /// `self.topConstraint.offset = 20;`: Masonry's setter of a kept constraint's constant.
    static func assignment(_ target: Expr, _ value: Expr, _ range: SourceRange) -> Stmt? {
        guard case .member(let base, let name, let nameRange, _) = target,
              ["offset", "insets", "inset", "sizeOffset", "centerOffset"].contains(name) else { return nil }
        // `make.left.equalTo(v).offset = 20;` in a make block: Masonry's setter of the chain
        // being made, as its `.offset(20)`.
        if makesConstraint(base) || isMakerAttributeChain(base) {
            return .expression(chainCall(base, name, [CallArgument(label: nil, value: value, range: value.range)],
                                         nameRange: nameRange, range: range))
        }
        let label = name == "insets" || name == "inset" ? "inset" : "offset"
        return .expression(.call(.member(base, "update", nameRange: nameRange, range),
                                 [CallArgument(label: label, value: value, range: value.range)], trailing: nil, range))
    }
}
