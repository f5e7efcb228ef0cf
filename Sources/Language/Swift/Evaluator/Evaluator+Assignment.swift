import Layout

/// Assignment: to locals, to properties of pasted objects (running `didSet`), to UIKit
/// properties (`label.numberOfLines = 0`), and into parts of values (`frame.size.height = 10`,
/// `insets.top += 8`, `views[0] = v`), which write the whole value back.
extension Evaluator {
    /// A key path's member chain on `$0` with `base` in place of `$0`; nil for anything else.
    static func replacingKeyPathRoot(_ chain: Expr, with base: Expr) -> Expr? {
        switch chain {
        case .identifier("$0", _): return base
        case .member(let inner, let name, let nameRange, let range):
            return replacingKeyPathRoot(inner, with: base).map { .member($0, name, nameRange: nameRange, range) }
        case .optionalChain(let inner, let range):
            return replacingKeyPathRoot(inner, with: base).map { .optionalChain($0, range) }
        case .forceUnwrap(let inner, let range):
            return replacingKeyPathRoot(inner, with: base).map { .forceUnwrap($0, range) }
        default: return nil
        }
    }

    mutating func assign(_ target: Expr, op: String, _ valueExpr: Expr, range: SourceRange, _ frame: Frame,
                         toStorage: Bool = false) throws(Interrupt) {
        // `try self.box = makeBox()`: Swift's `try` covers the whole assignment to its right.
        if case .tryExpr(let inner, _) = target {
            return try assign(inner, op: op, valueExpr, range: range, frame)
        }
        // `(slice, rest) = bounds.divided(atDistance: 44, from: .maxYEdge)`, `(a, b) = (b, a)`:
        // the tuple's values, worked out first, go to the targets in order (`_` takes nothing).
        if op == "=", case .tuple(let targets, _) = target, targets.count > 1 {
            let value = try evaluate(valueExpr, frame)
            // (A tuple without labels is held as an array.)
            let values: [Value] = switch value {
            case .tuple(let items, _), .array(let items): items
            // The app's value, not in the paste (`MyRectTrim(bounds, …).divided(…)`): each part is
            // the app's too, unknown here.
            case .opaque(let text): targets.indices.map { .opaque(text + ".\($0)") }
            default: []
            }
            guard values.count == targets.count else {
                throw fail("cannot assign \(value.kindName) to a tuple of \(targets.count)", at: valueExpr.range)
            }
            for (part, item) in zip(targets, values) {
                if case .identifier("_", _) = part.value { continue }
                try store(item, into: part.value, at: range, frame)
                markAssigned(part.value, op: op, fromUnknown: false, frame)
            }
            return
        }
        // `heightConstraint?.constant += 10` while it is nil: Swift skips the whole assignment,
        // its right side too.
        if try chainsThroughNil(target, frame) { return }
        var value: Value
        let readsBefore = unknownReads
        if op == "=" {
            try dropUnusedOutlet(assignedBy: target, value: valueExpr, frame, at: range)
            let released = releaseReplacedView(heldBy: target, for: valueExpr, frame)
            let savedType = implicitMemberType
            implicitMemberType = try propertyTypeForImplicitMember(target, valueExpr, frame)
            defer { implicitMemberType = savedType }
            value = try evaluateBinding(valueExpr, name: Self.boundName(target), frame)
            if let released { forgetSecondCreation(of: released) }
            if case .opaque = value, let made = try baseFactoryPlaceholder(for: target, from: valueExpr, range: range, frame) {
                value = made
            }
            if case .opaque = value, let made = try implicitInit(assignedTo: target, from: valueExpr, frame) { value = made }
        } else {
            let current = try evaluate(target, frame)
            let operand = try evaluate(valueExpr, frame)
            let binaryOp = String(op.dropLast())
            if binaryOp == "??" {
                if case .none = current { value = operand } else { value = current }
            } else if case .array(let items) = current, binaryOp == "+" {
                // `constraints += [a, b]`, and `+=` of one constraint array onto another.
                if case .array(let more) = operand { value = .array(items + more) } else { value = .array(items + [operand]) }
            } else {
                value = try Self.apply(binaryOp, current, operand, &self, operatorRange: range)
                if binaryOp == "/", case .number(let q) = value, dividesWholeNumbers(target, valueExpr, frame) {
                    value = .number(q.rounded(.towardZero))
                }
            }
        }
        if op == "=", try setButtonTitleLabel(target, value, frame) { return }
        if op == "=", try skipsCellContentViewFrame(target, value, frame) { return }
        if op == "=", try skipsCellContentViewMask(target, value, frame) { return }
        // C's `width = screenWidth / 7;` into an `int` loses the fraction (see ``declare``).
        if session.runsObjectiveC, case .identifier(let name, _) = target, case .number(let n) = value, n.isFinite,
           n != n.rounded(.towardZero), declaresWholeNumber(name, frame) {
            value = .number(n.rounded(.towardZero))
        }
        let fromUnknown = unknownReads > readsBefore
        let wholeTarget: Bool = if case .identifier = target { true } else if case .member(.selfExpr, _, _, _) = target { true } else { false }
        let saved = storingFromUnknown
        storingFromUnknown = StoredFromUnknown(whole: fromUnknown, partial: op != "=" || !wholeTarget)
        defer { storingFromUnknown = saved }
        let savedStorage = storingToStorage
        storingToStorage = toStorage
        defer { storingToStorage = savedStorage }
        try store(value, into: target, at: range, frame)
        markAssigned(target, op: op, fromUnknown: fromUnknown, frame)
    }

    /// `stack.axis = .vertical` where the paste's own extension of another type declares a static
    /// `vertical`: the UIKit property's type (`NSLayoutConstraint.Axis`), which the implicit member
    /// belongs to. Nil for any other assignment (the extension's static is read as before).
    mutating func propertyTypeForImplicitMember(_ target: Expr, _ valueExpr: Expr, _ frame: Frame) throws(Interrupt) -> String? {
        guard case .implicitMember(let name, _) = valueExpr, case .member(let baseExpr, let property, _, _) = target,
              Self.isPlainPath(baseExpr), swift.extensions.values.contains(where: { members in
                  members.contains { if case .variable(let v) = $0 { v.name == name && v.isStatic } else { false } }
              }) else { return nil }
        let base = try evaluate(baseExpr, frame)
        guard case .view = base, let typeName = libraryTypeName(of: base), let member = Library.member(property, of: typeName),
              let colon = member.signature.firstIndex(of: ":") else { return nil }
        let type = String(member.signature[member.signature.index(after: colon)...].filter { $0 != " " && $0 != "?" && $0 != "!" })
        return type.isEmpty ? nil : type
    }

    /// Whether an assignment's target reads through an optional chain whose value is nil
    /// (`a?.b.c` with `a` nil): then nothing is assigned.
    mutating func chainsThroughNil(_ target: Expr, _ frame: Frame) throws(Interrupt) -> Bool {
        var path = target
        while true {
            switch path {
            case .member(let base, _, _, _), .subscriptAccess(let base, _, _):
                path = base
            case .forceUnwrap(let inner, _):
                path = inner
            case .optionalChain(let inner, _):
                // Read again by the store, so only a plain path of names (no call made twice).
                guard Self.isPlainPath(inner) else { return false }
                if case .none = try evaluate(inner, frame) { return true }
                path = inner
            default:
                return false
            }
        }
    }

    /// Whether an expression is names and members only (`self.heightConstraint`, `row.badge`).
    static func isPlainPath(_ e: Expr) -> Bool {
        switch e {
        case .identifier, .selfExpr: true
        case .member(let base, _, _, _), .optionalChain(let base, _), .forceUnwrap(let base, _): isPlainPath(base)
        default: false
        }
    }

    /// `cell.model = .init(title: "Swift")`: Swift's implicit initialiser of the type the target
    /// property is declared with, a type the paste declares (nested in the property's class, as
    /// `Cell.Model`, or not). Nil for any other assignment.
    mutating func implicitInit(assignedTo target: Expr, from valueExpr: Expr, _ frame: Frame) throws(Interrupt) -> Value? {
        guard case .call(.implicitMember("init", let initRange), let argumentExprs, nil, let callRange) = valueExpr,
              let args = implicitInitArguments[callRange] else { return nil }
        let owner: Value?
        let property: String
        switch target {
        case .identifier(let name, _) where frame.scope.lookup(name, before: topScope) == nil:
            (owner, property) = (frame.selfValue, name)
        case .member(.selfExpr, let name, _, _):
            (owner, property) = (frame.selfValue, name)
        case .member(let base, let name, _, _):
            (owner, property) = (try evaluate(base, frame), name)
        default:
            return nil
        }
        guard let owner else { return nil }
        // `label.font = .init(name: "Avenir", size: 30)`: the type of UIKit's property.
        if let libraryType = libraryTypeName(of: owner), let member = Library.member(property, of: libraryType),
           case let parts = member.signature.split(separator: ":", maxSplits: 1), parts.count == 2, parts[0] == property {
            let type = String(parts[1].trimmingCharacters(in: .whitespaces).reversed().drop(while: { $0 == "?" || $0 == "!" }).reversed())
            if Library.type(named: type) != nil {
                return try construct(type, args, trailing: nil, at: callRange, nameRange: callRange)
            }
        }
        guard let className = className(of: owner), let type = declaredType(of: property, in: className) else { return nil }
        let written = String(type.text.reversed().drop(while: { $0 == "?" || $0 == "!" }).reversed())
        let scope = Frame(scope: Scope(parent: topScope), selfValue: owner, typeName: className)
        // (`badge = .init()` for `let badge: UILabel`: UIKit's class as well as the paste's own.)
        let library: String? = Library.type(named: written) != nil ? written : nil
        guard let typeName = swift.types[written] != nil ? written : nestedType(written, scope) ?? library else {
            // `title = .init(frame: .zero)` for `var title: FancyLabel`, the app's own class the
            // paste lacks: made as `FancyLabel(frame: .zero)` is (a stand-in its name says).
            guard written.first?.isUppercase == true, written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return try evaluateBinding(.call(.identifier(written, initRange), argumentExprs, trailing: nil, callRange),
                                       name: Self.boundName(target), frame)
        }
        return try construct(typeName, args, trailing: nil, at: callRange, nameRange: callRange)
    }

    /// A cell's content view named in an assignment's target (`contentView.frame`,
    /// `self.contentView.translatesAutoresizingMaskIntoConstraints`): the cell it belongs to.
    mutating func cellOfContentView(in target: Expr, member: String, _ frame: Frame) throws(Interrupt) -> String? {
        guard case .member(var base, member, _, _) = target else { return nil }
        while true {
            if case .optionalChain(let inner, _) = base { base = inner } else if case .forceUnwrap(let inner, _) = base { base = inner } else { break }
        }
        var namesContentView = false
        if case .identifier("contentView", _) = base { namesContentView = true }
        if case .member(_, "contentView", _, _) = base { namesContentView = true }
        guard namesContentView, case .view(let cell) = try evaluate(base, frame),
              session.isTableCell(viewName(cell)) || session.isCollectionCell(viewName(cell)) else { return nil }
        return viewName(cell)
    }

    /// `contentView.translatesAutoresizingMaskIntoConstraints = false` in a cell: UIKit's cell
    /// places and sizes its content view through that mask, so with it off nothing does and the
    /// content view's frame is ambiguous in UIKit (a known cause of broken cells). Here the
    /// content view is the cell itself: skipped, with a note saying the frames shown may not be
    /// UIKit's.
    mutating func skipsCellContentViewMask(_ target: Expr, _ value: Value, _ frame: Frame) throws(Interrupt) -> Bool {
        guard case .bool(false) = value,
              let cell = try cellOfContentView(in: target, member: "translatesAutoresizingMaskIntoConstraints", frame) else { return false }
        let kind = session.isCollectionCell(cell) ? "collection" : "table"
        note("\(cell).contentView.translatesAutoresizingMaskIntoConstraints = false: UIKit's \(kind) cell places and sizes its "
            + "content view through that mask, so with it off nothing does, and UIKit's content view is left ambiguous (cells "
            + "that do this are often laid out wrong); here the content view is the cell itself, laid out where the \(kind) "
            + "holds it, which UIKit's may not be")
        return true
    }

    /// `contentView.frame = contentView.frame.inset(by: …)` in a cell's `layoutSubviews` (spacing
    /// between rows): UIKit lays the cell's content out in that frame, but here the content view is
    /// the cell itself, whose frame the table holds. Skipped, with a note saying what UIKit does.
    mutating func skipsCellContentViewFrame(_ target: Expr, _ value: Value, _ frame: Frame) throws(Interrupt) -> Bool {
        guard case .rect = value, let cell = try cellOfContentView(in: target, member: "frame", frame) else { return false }
        // The numbers are not given: the cell is not at its row's size yet when code here sets it.
        note("\(cell).contentView.frame is set in code: UIKit lays the cell's content out in that frame; here the "
            + "content view is the cell itself, whose frame the \(session.isCollectionCell(cell) ? "collection" : "table") "
            + "holds, so its content stays laid out in the cell's bounds")
        return true
    }

    /// `button.titleLabel?.font = …` and `button.titleLabel?.numberOfLines = 0`: the title's
    /// font and lines size the button, as UIKit's button measures its title label. False when the
    /// target is no button's title label, or the value not one of these.
    mutating func setButtonTitleLabel(_ target: Expr, _ value: Value, _ frame: Frame) throws(Interrupt) -> Bool {
        guard case .member(var label, let member, _, _) = target, member == "font" || member == "numberOfLines" else { return false }
        while true {
            if case .optionalChain(let inner, _) = label { label = inner } else if case .forceUnwrap(let inner, _) = label { label = inner } else { break }
        }
        let buttonExpr: Expr
        if case .member(let base, "titleLabel", _, _) = label {
            buttonExpr = base
        } else if case .identifier("titleLabel", let range) = label, frame.selfValue != nil,
                  frame.scope.lookup("titleLabel", before: topScope) == nil {
            // `titleLabel?.font = …` inside a UIButton subclass: the button's own title label.
            buttonExpr = .selfExpr(range)
        } else {
            return false
        }
        switch (member, value) {
        case ("font", .font), ("numberOfLines", .number), ("font", .opaque), ("font", .enumCase): break
        default: return false
        }
        guard case .view(let button) = try evaluate(buttonExpr, frame), controlClass(of: button) == "UIButton" else { return false }
        let name = viewName(button)
        // The app's own font, not in the paste (`Fonts.heading`, `.brandTitle`): said, as for a label's.
        if case .opaque(let text) = value {
            note("'\(text)' is not in the paste: \(name)'s title keeps the button's own font")
            return true
        } else if case .enumCase(let font) = value {
            note("'.\(font)' is not in the paste (the app's own font): \(name)'s title keeps the button's own font")
            return true
        }
        var content = swift.controls[name] ?? ControlContent()
        switch value {
        case .font(let size, let weight, _):
            content.fontSize = size
            content.fontWeight = weight
        case .number(let lines):
            content.titleLines = lines.isFinite && lines >= 0 ? Int(lines) : 1
        default:
            return false
        }
        swift.controls[name] = content
        context.changedState = true
        return true
    }

    /// The name a view made on the right of `x = …` or `self.x = …` should take.
    static func boundName(_ target: Expr) -> String? {
        switch target {
        case .identifier(let name, _): name
        case .member(.selfExpr, let name, _, _): name
        case .member(_, let name, _, _) where name != "view": name
        default: nil
        }
    }

    mutating func store(_ value: Value, into target: Expr, at range: SourceRange, _ frame: Frame) throws(Interrupt) {
        if case .identifier("_", _) = target {} else { keep(value) }
        switch target {
        case .identifier("_", _):
            // `_ = view.sizeThatFits(size)`: the value is made, then dropped.
            return
        case .identifier(let name, let nameRange):
            if let local = frame.scope.lookup(name, before: topScope) {
                _ = frame.scope.assign(name, Self.keepingLabels(of: local, value))
                return
            }
            if let top = entryLocalScope(name, frame) {
                top.names[name] = Self.keepingLabels(of: top.own(name), value)
                return
            }
            // `lastShown = banner` in the type's own static method, or in one of its instances':
            // the type's stored static property.
            if let selfValue = frame.selfValue, let typeName = { if case .type(let t) = selfValue { t } else { className(of: selfValue) } }(),
               let owner = staticOwner(of: name, from: typeName) {
                swift.statics[owner + "." + name] = value
                return
            }
            if let selfValue = frame.selfValue {
                if let id = objectID(of: selfValue), try setField(id, name, value, at: range) { return }
                // (A stand-in for the app's class the paste lacks, `GaugeView(style:)`, is its UIKit class.)
                let classes = [className(of: selfValue), libraryClass(of: selfValue), Library.typeName(of: selfValue)].compactMap { $0 }
                let bases = classes.map { c in libraryBase(of: c) ?? (Library.type(named: c) != nil ? c : nil) }
                if let base = bases.compactMap({ $0 }).first,
                   Library.member(name, of: base)?.set != nil {
                    try setMember(selfValue, name, value, nameRange: nameRange, at: range)
                    return
                }
            }
            if let top = topScope, let old = top.own(name) {
                top.names[name] = Self.keepingLabels(of: old, value)
                return
            }
            if let old = swift.globals[name] {
                swift.globals[name] = Self.keepingLabels(of: old, value)
                return
            }
            if frame.selfValue == nil, name == "view" {
                if case .opaque(let text) = value {
                    note("skipped 'view = \(text)': the app's own view, not in the paste; the root view stays a plain one")
                    return
                }
                guard case .view(let newRoot) = value else { throw fail("view must be a view, not \(value.kindName)", at: range) }
                try adoptAsRoot(newRoot, at: range)
                return
            }
            // At the prompt, a property of the view controller it is the body of (`title = …`).
            if frame.selfValue == nil, let prompt = swift.promptController, isPromptMember(name) {
                if try setField(prompt, name, value, at: range) { return }
                try setMember(.object(prompt), name, value, nameRange: nameRange, at: range)
                return
            }
            if let selfValue = frame.selfValue, let id = objectID(of: selfValue), let className = swift.objects[id]?.className,
               let base = appBaseNotInPaste(of: className), Library.member(name, of: libraryBase(of: className) ?? "UIView") == nil,
               Suggestion.closest(to: name, in: knownNames(frame)) == nil, !value.isOpaque {
                // `leftPadding = 40` in a cell on the app's base cell: a property that base declares,
                // which the paste lacks; `self` holds what the code gives it, read back below
                // (`make.width.equalTo(leftPadding)`), as the app's own property would be.
                swift.objects[id]?.fields[name] = value
                note("'\(name)' is a property of \(className)'s base '\(base)', not in the paste: it holds what the code sets here "
                    + "(what \(base) does with it is the app's own)")
                return
            }
            if let selfValue = frame.selfValue, let className = className(of: selfValue),
               topOfChain(className).map(Library.isCoreAnimationClass) == true, skipsBaseSetting(name, of: className) {
                // A Core Animation class's own property (`colors` of a gradient layer), though a
                // local of a like name (`color`) is in scope: the class has it.
                return
            }
            if let selfValue = frame.selfValue, let className = className(of: selfValue) ?? libraryClass(of: selfValue),
               Suggestion.closest(to: name, in: knownNames(frame)) == nil {
                // A property of the UIKit class `self` derives from that Layoutbook does not model
                // (`accessibilityViewIsModal = true` in a view's init), or of the app's own base
                // class the paste lacks: skipped with a note, as the same line with `self.` is.
                if let base = libraryBase(of: className) ?? (Library.type(named: className) != nil ? className : nil) {
                    if let failure = Library.unknownMember(name, of: base, &self, at: nameRange, on: selfValue) { throw failure }
                    return
                }
                if skipsBaseSetting(name, of: className) { return }
            }
            if session.runsObjectiveC, frame.selfValue == nil, name.hasPrefix("_"), name.count > 1, case .view = value {
                // `_scrollView = [UIScrollView new];` in a listing of a method's body: the
                // instance variable behind the class's `scrollView` property, which the page
                // declares in the header it does not show. It holds the view from here.
                swift.globals[name] = value
                // (`self.scrollView` reads it too: the property the variable is behind.)
                let property = String(name.dropFirst())
                if swift.globals[property] == nil { swift.globals[property] = value }
                undeclared.append((name, nameRange, nil))
                note("'\(name)' is not declared in the paste: the instance variable of the class's "
                    + "'\(name.dropFirst())' property, declared in a header the page does not show; it holds the view from here")
                return
            }
            if !session.runsObjectiveC, frame.selfValue == nil, declaredCodeDepth == 0, case .view = value,
               name.first?.isLowercase == true, Suggestion.closest(to: name, in: knownNames(frame)) == nil {
                // `stackView = UIStackView(arrangedSubviews: …)` in a listing of a method's body: a
                // property of the screen's controller the page declares elsewhere
                // (`var stackView: UIStackView!`). It holds the view from here.
                swift.globals[name] = value
                note("'\(name)' is not declared in the paste: a property the page declares elsewhere; it holds the view from here")
                return
            }
            if isInCompiledClass(frame), let selfValue = frame.selfValue, case .object(let id) = selfValue,
               let className = className(of: selfValue), topOfChain(className).map({ swift.types[$0] == nil }) == true {
                // `size = .compressed` in a class of a file the app compiled, on the app's own
                // base: that base's property, kept on the object for what reads it back.
                swift.objects[id]?.fields[name] = value
                note("'\(name)' is not declared in the paste: a property of \(className)'s base, the app's own; it holds what the code sets here")
                return
            }
            throw fail("no variable '\(name)' is declared here", at: nameRange,
                       suggestion: Suggestion.closest(to: name, in: knownNames(frame)),
                       hint: "declare it first: var \(name) = …")
        case .member(.selfExpr, let name, let nameRange, _) where frame.selfValue == nil:
            if case .view = value, name != "view", frame.scope.lookup(name) == nil, swift.globals[name] == nil,
               !(swift.promptController != nil && isPromptMember(name)), Suggestion.closest(to: name, in: knownNames(frame)) == nil {
                // `self.loadingView = [[UIView alloc] init];` in a method pasted without its class:
                // the property is declared in the header the paste lacks, and holds the view from here.
                swift.globals[name] = value
                // (In Objective-C, `_pager` reads it too: the instance variable behind the property.)
                if session.runsObjectiveC, swift.globals["_" + name] == nil { swift.globals["_" + name] = value }
                undeclared.append((name, nameRange, nil))
                note("'self.\(name)' is not declared in the paste (its property is the app's, in a header or class not pasted): it holds the view from here")
                return
            }
            try store(value, into: .identifier(name, nameRange), at: range, frame)
        case .member(let baseExpr, let name, let nameRange, _):
            if case .superExpr = baseExpr {
                if name == "frame", superFrameProbe != nil, case .rect(let r) = value {
                    superFrameProbe = .some(r)
                    return
                }
                // `super.frame = newValue` in the setter of `override var frame`: UIKit's property
                // of the view is set, not the override again. A property a pasted base class
                // declares too is that class's business, and is left as it is.
                if superReadsUIKit(name, frame, orSetter: true), let selfValue = frame.selfValue, case .view = selfValue {
                    try setMember(selfValue, name, value, nameRange: nameRange, at: range)
                }
                return
            }
            var base = try evaluate(baseExpr, frame)
            if case .opaque = base, name == "translatesAutoresizingMaskIntoConstraints", case .identifier(let n, let r) = baseExpr,
               let made = try viewDeclaredElsewhere(n, at: r) {
                base = made
            }
            if case .none = base, Self.isChained(baseExpr) { return }
            if let updated = Self.settingTuplePart(base, name, to: value) {
                // `size.width = 50` of a tuple: the part changes and the whole tuple is written back.
                try store(updated, into: baseExpr, at: range, frame)
                return
            }
            // (A view of a pasted class too: `[input setText:@"…"]` of a UIView subclass's own
            // `- (void)setText:`, whose name is UILabel's property.)
            // (At the prompt too, on an object of a class Objective-C declared: `row.count = 3`.)
            if !storingToStorage, let className = className(of: base), swift.types[className] != nil,
               session.runsObjectiveC || session.objectiveCSuperclasses[className] != nil,
               let setterName = ObjCNames.setterName(of: name),
               let setter = method(setterName, of: className, forLabels: [nil], trailingClosure: false),
               // (`- setPreset:animated:` is no setter of `preset`: only a method of one argument is.)
               Self.takes(setter.parameters, [nil], trailingClosure: false),
               !runningFunctions.contains(setter) {
                // `tile.frame = r` on an object whose class writes `- (void)setFrame:`: the dot
                // syntax sends the setter, which runs (its `[super setFrame:]` sets UIKit's frame).
                // Inside the setter, `_count = count` (read as the property) stores the value.
                let argument = EvaluatedArgument(label: nil, value: value, range: range, expr: .identifier(name, nameRange))
                _ = try callValue(.function(setter, receiver: ValueBox(base)), [argument], trailing: nil, at: range)
                return
            }
            if let id = objectID(of: base), try setField(id, name, value, at: range) { return }
            if case .selfExpr = baseExpr, let id = objectID(of: base), try setHeaderProperty(id, name, value) { return }
            if case .type(let typeName) = base, let owner = staticOwner(of: name, from: typeName) {
                // `TopBanner.lastInstance = self`: the type's own stored static property.
                swift.statics[owner + "." + name] = value
                return
            }
            switch base {
            case .rect, .size, .point, .insets, .array, .buttonConfiguration:
                // A part of a value: change it and write the whole value back.
                let updated = try Library.setPart(of: base, name, to: value, &self, at: nameRange)
                try store(updated, into: baseExpr, at: range, frame)
            case .string where name == "font":
                // An `AttributedString`'s font (`title.font = .systemFont(ofSize: 15)`).
                _ = try Library.setPart(of: base, name, to: value, &self, at: nameRange)
            case .dictionary where Library.attributeKeys.contains(name):
                // An `AttributeContainer`'s attribute (`attrs.font = …`): its dictionary, with the key set.
                try store(try Library.setPart(of: base, name, to: value, &self, at: nameRange), into: baseExpr, at: range, frame)
            default:
                try setMember(base, name, value, nameRange: nameRange, at: range)
            }
        case .subscriptAccess(let baseExpr, let arguments, _) where arguments.first?.label == "keyPath":
            // `p[keyPath: prop] = "Amy"`: the assignment to the path's property of `p`, as
            // `p.firstName = "Amy"` is (a key path is read as `{ $0.firstName }`).
            guard case .closure(let path) = try evaluate(arguments[0].value, frame), path.body.count == 1,
                  case .expression(let chain) = path.body[0], let target = Self.replacingKeyPathRoot(chain, with: baseExpr) else {
                throw fail("only a key path's property can be assigned through a keyPath subscript", at: range)
            }
            try store(value, into: target, at: range, frame)
        case .subscriptAccess(let baseExpr, let arguments, _):
            let base = try evaluate(baseExpr, frame)
            guard let indexArg = arguments.first else { throw fail("a subscript needs an index", at: range) }
            let index = try evaluate(indexArg.value, frame)
            switch (base, index) {
            case (.array(var items), .number(let n)):
                // `pins[pins.count] = c` in Objective-C: NSMutableArray's setObject:atIndexedSubscript:
                // adds an object at an index equal to the count to the end.
                if session.runsObjectiveC, Int(wholeNumber: n) == items.count {
                    try checkSize(items.count + 1, at: range)
                    items.append(value)
                    try store(.array(items), into: baseExpr, at: range, frame)
                    return
                }
                guard let i = Int(wholeNumber: n), items.indices.contains(i) else {
                    if items.isEmpty, let line = emptyUnknownLoops.last {
                        // `amounts[amounts.count - 1] = max` after a loop over the app's data that
                        // ran no turns here: the array is the app's, filled where it runs.
                        note("'\(baseExpr.pathText)[…] = …' is skipped: '\(baseExpr.pathText)' is empty here only because the loop at line "
                            + "\(line) over the app's data ran no turns")
                        return
                    }
                    throw failStop("index \(describe(index)) is out of range for an array of \(items.count) (the app would stop here)", at: range)
                }
                items[i] = value
                try store(.array(items), into: baseExpr, at: range, frame)
            case (.dictionary(var entries), _):
                entries.removeAll { Self.equal($0.key, index) }
                if case .none = value {} else { entries.append(DictionaryEntryValue(key: index, value: value)) }
                try store(.dictionary(entries), into: baseExpr, at: range, frame)
            case (.opaque, _): return
            default: throw fail("cannot assign through a subscript of \(base.kindName)", at: range)
            }
        case .forceUnwrap(let inner, _), .optionalChain(let inner, _):
            try store(value, into: inner, at: range, frame)
        default:
            throw fail("cannot assign to this expression", at: target.range)
        }
    }

    /// Sets a stored property of a pasted object; false when the class declares no such property.
    /// `self.box = …` in an Objective-C `@implementation` whose `@interface` (its header) is not
    /// in the paste, of a property UIKit's class does not have: the header declares it, and it
    /// holds what is set, as a synthesized property does. False for anything else.
    mutating func setHeaderProperty(_ id: Int, _ name: String, _ value: Value) throws(Interrupt) -> Bool {
        guard session.runsObjectiveC, let object = swift.objects[id], object.fields[name] == nil, name.first?.isLowercase == true,
              declaredProperty(name, of: object.className) == nil, let base = libraryBase(of: object.className),
              Library.member(name, of: base) == nil,
              // (A view's `self.x = 40`: the app's UIView+Frame extension, its frame's part.)
              !(Library.isSubtype(base, of: "UIView") && Library.frameCategoryWord(name) != nil),
              swift.types[object.className]?.members.contains(where: { if case .function = $0 { true } else { false } }) == true
        else { return false }
        note("'\(name)' is a property of \(object.className) its header declares (not in the paste): it holds what the code sets")
        swift.objects[id]?.fields[name] = value
        return true
    }

    /// `cardButton = AppHelpers.button(icon: "card")` into `var cardButton: UIButton!`: the app's
    /// factory, not in the paste, makes the view the property is declared as; one of that class
    /// stands in, with a note, so what the code then does with it (adds it, pins others to it)
    /// runs. Any other value is given back as it is.
    mutating func factoryStandIn(_ value: Value, for name: String, declaredAs type: TypeRef?,
                                 at range: SourceRange) throws(Interrupt) -> Value {
        guard case .opaque(let text) = value, text.hasSuffix("(…)"), let type, !type.isArray,
              Library.type(named: type.baseName) != nil, Library.isSubtype(type.baseName, of: "UIView") else { return value }
        let savedHint = nameHint
        nameHint = name
        defer { nameHint = savedHint }
        let made = try construct(type.baseName, [], trailing: nil, at: range, nameRange: range)
        guard case .view(let view) = made else { return value }
        swift.standIns[view] = text
        note("'\(text)' is the app's, not in the paste: '\(name)' is declared \(type.baseName), so a \(type.baseName) "
            + "stands in for what it makes; what the app's code sets on it is not known")
        return made
    }

    mutating func setField(_ id: Int, _ name: String, _ value: Value, at range: SourceRange) throws(Interrupt) -> Bool {
        guard let object = swift.objects[id] else { return false }
        let declared = declaredProperty(name, of: object.className)
        if let getterOnly = declared, getterOnly.getter != nil, getterOnly.setter == nil,
           declaredProperty("_" + name, of: object.className) != nil {
            // Objective-C's synthesized setter of a property whose getter the class writes
            // (`self.field = field;` in the lazy getter `- (UIView *)field`): it sets the `_field`
            // that getter reads.
            return try setField(id, "_" + name, value, at: range)
        }
        guard declared != nil || object.fields[name] != nil else { return false }
        // `self.size = (80, 40)` into `var size: (width: CGFloat, height: CGFloat)`: the property's labels.
        let labelled = declared?.type.flatMap { Self.labelled(value, as: $0) } ?? Self.keepingLabels(of: object.fields[name], value)
        let value = try factoryStandIn(labelled, for: name, declaredAs: declared?.type, at: range)
        if let declared, let setter = declared.setter {
            // A computed property's setter runs, with the value under its name (`newValue`).
            let selfValue: Value = object.view.map { .view($0) } ?? .object(id)
            let scope = Scope(parent: nil)
            scope.names[declared.setterParameter] = value
            depth += 1
            defer { depth -= 1 }
            if depth > Self.depthLimit {
                throw fail("calls nest deeper than \(Self.depthLimit): the setter of '\(name)' sets '\(name)' without end", at: range)
            }
            do {
                try runInPlace(setter, frame: Frame(scope: scope, selfValue: selfValue, typeName: object.className))
            } catch .returned {}
            return true
        }
        if let declared, declared.observesInheritedProperty, let didSet = declared.didSet {
            // The base class's property is set (a scroll view's contentSize), then the observer runs,
            // with what it held before as `oldValue` (`if oldValue.size != frame.size`).
            let selfValue: Value = object.view.map { .view($0) } ?? .object(id)
            let scope = Scope(parent: nil)
            scope.names["oldValue"] = (try? Library.get(selfValue, name, &self, nameRange: range, range: range)) ?? Value.none
            try setMember(selfValue, name, value, nameRange: range, at: range)
            try runInPlace(didSet, frame: Frame(scope: scope, selfValue: selfValue, typeName: object.className))
            return true
        }
        // The value before, for the observer's `oldValue` (nil for an optional never set).
        let oldValue = object.fields[name] ?? Value.none
        // Swift calls no observer of a class's own property set in that class's initialiser.
        let ownInitializer = initializerOwner.map { owner in
            swift.types[owner]?.members.contains { if case .variable(let v) = $0 { v.name == name } else { false } } ?? false
        } ?? false
        if let declared, let observer = declared.willSet, !ownInitializer {
            // `willSet` sees the new value by its name while the property holds the old one
            // (`guard let old = constraint else { return }; old.isActive = false`).
            let selfValue: Value = object.view.map { .view($0) } ?? .object(id)
            let scope = Scope(parent: nil)
            scope.names[declared.willSetParameter] = value
            do {
                try runInPlace(observer, frame: Frame(scope: scope, selfValue: selfValue, typeName: object.className))
            } catch .returned {}
        }
        swift.objects[id]?.fields[name] = value
        swift.objects[id]?.lazy[name] = nil
        markField(id, name, value)
        if let observer = declared?.didSet, !ownInitializer {
            let selfValue: Value = object.view.map { .view($0) } ?? .object(id)
            let scope = Scope(parent: nil)
            scope.names["oldValue"] = oldValue
            try runInPlace(observer, frame: Frame(scope: scope, selfValue: selfValue, typeName: object.className))
        }
        return true
    }

    /// Reads a member of any value: a pasted object's property or method, then UIKit's.
    mutating func member(of base: Value, _ name: String, nameRange: SourceRange, range: SourceRange, baseExpr: Expr,
                         _ frame: Frame) throws(Interrupt) -> Value {
        if let part = Self.tuplePart(base, name) { return part }
        if case .view(let cell) = base, let separator = rowSeparator(of: cell, readThrough: baseExpr) {
            // So is the cell wider than its content view by what its accessory takes (the
            // disclosure indicator's 34): the cell is as wide as the table.
            let accessory = session.cellAccessory(of: viewName(cell)).map { $0.known ? $0.width : 0 } ?? 0
            let row = { (r: Rect) in Rect(x: r.minX, y: r.minY, width: r.width + accessory, height: r.height + separator) }
            if name == "bounds" || name == "frame", case .rect(let r) = try Library.get(base, name, &self, nameRange: nameRange, range: range) {
                return .rect(row(r))
            }
            // The app's frame extension (`self.height`, `self.bottom`) reads that frame too.
            if let typeName = Library.typeName(of: base), Library.isFrameCategory(base, name, typeName: typeName, &self),
               case .rect(let r) = try Library.get(base, "frame", &self, nameRange: nameRange, range: range) {
                Library.frameCategoryNote(name, &self)
                return Library.frameCategoryValue(name, of: row(r))
            }
        }
        if let value = try pastedMember(of: base, name, at: range) { return value }
        if let value = try presentationContainer(base, name, at: range) { return value }
        if let value = try pastedOptionMember(of: base, name, at: range) { return value }
        if case .enumCase(let caseName) = base, let value = try enumCaseMember(caseName, name, at: range) { return value }
        if case .payloadCase(let caseName, _) = base, let value = try enumCaseMember(caseName, name, of: base, at: range) { return value }
        // A text size's `isAccessibilityCategory` (`traitCollection.preferredContentSizeCategory`):
        // true only for the accessibility sizes.
        if case .enumCase(let caseName) = base, name == "isAccessibilityCategory",
           Self.contentSizeCategories.contains(caseName) || caseName.hasPrefix("accessibility") {
            return .bool(caseName.hasPrefix("accessibility"))
        }
        if let anchor = cartographyMember(base, name) { return anchor }
        if name == "active", let active = try constraintGroupActive(base, set: nil, at: range) { return active }
        // A type nested in an extension of a type the paste lacks (`SomeScreen.Banner`).
        if case .type(let typeName) = base, swift.types[typeName] == nil, swift.types[typeName + "." + name] != nil {
            return .type(typeName + "." + name)
        }
        // `Tile.init` taken as a value (`colors.map(Tile.init)`): the type, called as its initialiser.
        if case .type(let typeName) = base, name == "init", swift.types[typeName] != nil { return base }
        if case .type(let typeName) = base, let decl = swift.types[typeName] {
            if let owner = staticOwner(of: name, from: typeName), let set = swift.statics[owner + "." + name] { return set }
            if let value = try pastedOptionStatic(name, of: typeName) { return value }
            // A class method before an instance method or property of its name (Objective-C's
            // `+side` beside `-side` or `@property side`, where `self.class.side` sends the class's).
            let hasStatic = decl.members.contains { member in
                switch member {
                case .function(let g): g.name == name && g.isStatic
                case .variable(let v): v.name == name && v.isStatic
                default: false
                }
            }
            for member in decl.members {
                switch member {
                case .variable(let v) where v.name == name && (v.isStatic || !hasStatic):
                    // (A static getter's `self` is the type, so its body finds the type's other
                    // statics by bare name: `static var all: [Perk] { names.map(Perk.init) }`.)
                    let selfValue: Value? = v.isStatic && v.getter != nil ? .type(typeName) : nil
                    if let value = try typeVariableValue(v, of: typeName, selfValue: selfValue, at: range) { return value }
                case .function(let f) where f.name == name && (f.isStatic || !hasStatic):
                    if session.runsObjectiveC, f.parameters.isEmpty {
                        // `[HeaderView height]` of a class method `+ (CGFloat)height`: a message, sent.
                        return try callFunction(f, receiver: nil, arguments: [], trailing: nil, at: range)
                    }
                    return .function(f, receiver: nil)
                case .enumCases(let names, _, _) where names.contains(name):
                    return .enumCase(name)
                case .type(let inner) where inner.name == name:
                    return .type(typeName + "." + name)
                default: break
                }
            }
            // A static property a pasted superclass declares (`Self.cardInset` in the base's
            // viewDidLoad, run for a subclass): the subclass inherits it.
            if let owner = staticOwner(of: name, from: typeName), owner != typeName {
                return try member(of: .type(owner), name, nameRange: nameRange, range: range, baseExpr: baseExpr, frame)
            }
            // Swift makes `allCases` for an enum that adopts CaseIterable: its cases in the order
            // they are declared.
            if name == "allCases", decl.kind == .enum, decl.inherits.contains(where: { $0.baseName == "CaseIterable" }) {
                return .array(decl.members.flatMap { member -> [Value] in
                    if case .enumCases(let names, _, _) = member { return names.map { .enumCase($0) } }
                    return []
                })
            }
            // A static member its UIKit base has (`CardView.noIntrinsicMetric`, `Cell.requiresConstraintBasedLayout`).
            if let base = libraryBase(of: typeName), Library.staticMember(name, of: base) != nil {
                return try Library.get(.type(base), name, &self, nameRange: nameRange, range: range)
            }
            if let value = try protocolStaticMember(name, of: typeName, at: range) { return value }
            // A protocol the type adopts that the paste lacks (`HUDView: UIView, NibLoadable`) may
            // give it the member in an extension of the app's own (`HUDView.nib()`).
            let adopted = decl.inherits.dropFirst().map(\.baseName).filter { swift.types[$0] == nil && Library.type(named: $0) == nil }
            if let owner = adopted.first(where: { !Library.isFrameworkTypeName($0) }) {
                note("skipped '\(typeName).\(name)': not in the paste, likely from the app's own '\(owner)'; lines that need it are skipped")
                return .opaque(typeName + "." + name)
            }
            // `Header.reuseIdentifier` of a `UICollectionReusableView` subclass: the app's own
            // extension of the UIKit class it derives from (`extension UICollectionReusableView {
            // static var reuseIdentifier … }`), unless it misspells one of the type's own members.
            let ownNames = decl.members.compactMap { member -> String? in
                switch member {
                case .variable(let v): v.name
                case .function(let f): f.name
                default: nil
                }
            }
            if let base = libraryBase(of: typeName), Suggestion.closest(to: name, in: ownNames) == nil {
                note("skipped '\(typeName).\(name)': not in the paste, likely the app's own extension of \(base) (or of a protocol "
                    + "\(typeName) adopts); lines that need it are skipped")
                return .opaque(typeName + "." + name)
            }
            throw fail("'\(typeName)' has no member '\(name)'", at: nameRange)
        }
        return try Library.get(base, name, &self, nameRange: nameRange, range: range)
    }

    /// A member the paste itself declares: a pasted object's property, computed property or
    /// method, or a method a pasted extension adds to a UIKit type. Nil when there is none.
    ///
    /// With the `arguments` of a call, a method an extension adds is the member only when its
    /// labels take them: `.inset(horizontal: 16, vertical: 8)` is the app's own, `.inset(8)`
    /// still SnapKit's.
    mutating func pastedMember(of base: Value, _ name: String, arguments: [EvaluatedArgument]? = nil,
                               trailingClosure: Bool = false, at range: SourceRange) throws(Interrupt) -> Value? {
        if let id = objectID(of: base) {
            // A call whose labels a method of the class takes is that method, even where a
            // property has its first name (`collectionView(_:numberOfItemsInSection:)` beside
            // `collectionView`), as Swift picks it by its labels.
            if let arguments, !arguments.isEmpty, let className = swift.objects[id]?.className,
               let f = method(name, of: className, forLabels: arguments.map(\.label), trailingClosure: trailingClosure, fitting: arguments) {
                return .function(f, receiver: ValueBox(base))
            }
            // Objective-C's dot syntax sends the getter: a class's own `- (UITableView *)tableView`
            // (its own, or its base class's pasted in an earlier entry) answers `self.tableView`,
            // not the storage behind it — except inside that getter, which reads its storage.
            let stored = try field(id, name, at: range)
            if session.runsObjectiveC, arguments == nil, let className = swift.objects[id]?.className, case .some(.none) = stored {
                for member in members(of: className) {
                    let getter: FunctionDecl? = switch member {
                    case .function(let f) where f.name == name && f.parameters.isEmpty && !f.isStatic: f
                    case .variable(let v) where v.name == name && !v.isStatic && v.initializer == nil:
                        v.getter.map { FunctionDecl.getter(name, body: $0, at: v.range, type: v.type) }
                    default: nil
                    }
                    guard let getter, !runningFunctions.contains(where: { $0.range == getter.range && $0.name == getter.name }) else { continue }
                    return try callFunction(getter, receiver: base, arguments: [], trailing: nil, at: range)
                }
            }
            if let stored { return stored }
            if let className = swift.objects[id]?.className {
                if let arguments {
                    if let f = method(name, of: className, forLabels: arguments.map(\.label), trailingClosure: trailingClosure, fitting: arguments) {
                        return .function(f, receiver: ValueBox(base))
                    }
                }
                // Read without a call, a computed property wins over a method of the same base
                // name (`webView` beside `webView(_:didFailLoadWithError:)`), as in Swift.
                var method: FunctionDecl?
                for member in members(of: className) {
                    if case .function(let f) = member, f.name == name, !f.isStatic, method == nil {
                        // Called with arguments none of its overloads takes: UIKit's or the app's
                        // helper of that name (see ``method(_:of:forLabels:trailingClosure:)``).
                        if arguments != nil { break }
                        if inheritedPropertyWins(over: f, of: className) { continue }
                        method = f
                    }
                    if case .variable(let v) = member, v.name == name, let getter = v.getter, v.initializer == nil {
                        let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
                        return try callFunction(f, receiver: base, arguments: [], trailing: nil, at: range)
                    }
                }
                if let method { return .function(method, receiver: ValueBox(base)) }
            }
        }
        if var typeName = libraryTypeName(of: base) {
            if case .view(let view) = base, session.isTableCell(viewName(view)) || session.isCollectionCell(viewName(view)),
               let f = extensionFunction(name, of: typeName, accepting: arguments?.map(\.label), trailingClosure: trailingClosure,
                                         fitting: arguments),
               f.modifiers.contains("override"), runningFunctions.contains(f) {
                // `override func put(_ views: [UIView]) { contentView.put(views) }` in an extension
                // of UITableViewCell: the cell's content view (one view with the cell here) is a
                // plain UIView, whose own method is the one called, not the running override.
                typeName = "UIView"
            }
            if let f = extensionFunction(name, of: typeName, accepting: arguments?.map(\.label), trailingClosure: trailingClosure,
                                         fitting: arguments),
               // `superview.center.x` beside the app's `func center(in:)`: read without a call, the
               // name is UIKit's property, which a method taking arguments does not hide.
               !(arguments == nil && !f.parameters.isEmpty && Library.member(name, of: typeName)?.get != nil) {
                if session.runsObjectiveC, arguments == nil, f.parameters.isEmpty, !f.isStatic {
                    // `self.view.width` of a category's `- (CGFloat)width`: dot syntax sends the getter.
                    return try callFunction(f, receiver: base, arguments: [], trailing: nil, at: range)
                }
                return .function(f, receiver: ValueBox(base))
            }
            for ext in extensionMembers(for: typeName) {
                if case .variable(let v) = ext, v.name == name, let getter = v.getter {
                    let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
                    return try callFunction(f, receiver: base, arguments: [], trailing: nil, at: range)
                }
            }
        }
        return nil
    }

    /// A type's property read on the type (`Metrics.inset`): its initialiser worked out in the
    /// type's scope, or its getter run; nil for one with neither.
    mutating func typeVariableValue(_ v: VariableDecl, of typeName: String, selfValue: Value?,
                                    at range: SourceRange) throws(Interrupt) -> Value? {
        if let initializer = v.initializer {
            return Self.asDeclaredWholeNumber(try evaluate(initializer, Frame(scope: Scope(parent: nil), selfValue: selfValue,
                                                                               typeName: typeName)), v, initializer)
        }
        guard let getter = v.getter, let name = v.name else { return nil }
        let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
        return try callFunction(f, receiver: selfValue, arguments: [], trailing: nil, at: range)
    }

    /// A static member a pasted extension of a protocol the type adopts gives it (`extension
    /// Reusable { static var reuseIdentifier: String { String(describing: self) } }`), the
    /// conformances of its pasted superclasses counted; `self` there is the type. Nil when none has.
    mutating func protocolStaticMember(_ name: String, of typeName: String, at range: SourceRange) throws(Interrupt) -> Value? {
        var adopted: [String] = []
        var next: String? = typeName
        var visited: Set<String> = []
        while let n = next, let decl = swift.types[n], visited.insert(n).inserted {
            adopted += decl.inherits.map(\.baseName) + (swift.conformances[n] ?? [])
            next = decl.superclass
        }
        guard !adopted.isEmpty else { return nil }
        for member in protocolMembers(adopted) {
            switch member {
            case .variable(let v) where v.name == name && v.isStatic:
                if let value = try typeVariableValue(v, of: typeName, selfValue: .type(typeName), at: range) { return value }
            case .function(let f) where f.name == name && f.isStatic:
                return .function(f, receiver: ValueBox(.type(typeName)))
            default: break
            }
        }
        return nil
    }

    /// The method named `name` that a pasted extension adds to `typeName` or a type it derives
    /// from, and that takes a call with these argument `labels` (and a trailing closure) when
    /// they are given.
    func extensionFunction(_ name: String, of typeName: String, accepting labels: [String?]?,
                           trailingClosure: Bool = false, fitting arguments: [EvaluatedArgument]? = nil) -> FunctionDecl? {
        var byLabels: FunctionDecl? = nil
        for case .function(let f) in extensionMembers(for: typeName) where f.name == name && !f.isStatic {
            guard let labels else { return f }
            guard Self.takes(f.parameters, labels, trailingClosure: trailingClosure) else { continue }
            // `pin(.top, to: .top, of: badge)` beside an overload of the same labels taking the
            // horizontal edges: Swift picks the one whose enum has the case.
            if let arguments, !implicitMembersFit(f.parameters, arguments) {
                if byLabels == nil { byLabels = f }
                continue
            }
            // `addSubview(child)` inside `func addSubview(_ child: UIView, layout: … = { _ in })`:
            // UIKit's `addSubview(_:)` takes the call with no argument left to its default, so
            // Swift picks it over the extension's, which would otherwise call itself without end.
            if !trailingClosure, f.parameters.count > labels.count, Self.libraryTakesExactly(name, of: typeName, labels) { continue }
            return f
        }
        return byLabels
    }

    /// Whether each argument that is an enum case (`.top`, or a variable holding one) names a
    /// case or a static member of the pasted type its parameter is declared as — how Swift tells apart overloads
    /// with the same labels whose parameters are different enums (`pin(_ edge: HEdge, …)` and
    /// `pin(_ edge: VEdge, …)`); and that no number is given for a size, or a size for a
    /// number (``valueContradicts(_:type:)``). An argument of any other kind, or a parameter of
    /// a type the paste does not declare, fits.
    func implicitMembersFit(_ parameters: [Parameter], _ arguments: [EvaluatedArgument]) -> Bool {
        var next = 0
        for parameter in parameters where next < arguments.count {
            guard arguments[next].label == parameter.label else { continue }
            let argument = arguments[next]
            next += 1
            if let written = parameter.type?.baseName, Self.valueContradicts(argument.value, type: written) { return false }
            // `func put(_ views: UIView...) { put(views) }` beside `put(_ views: [UIView])`: an
            // array is no element of a variadic list (of anything but Any), and one view no array.
            if let type = parameter.type {
                let arrayType = type.text.hasPrefix("[") && !type.text.contains(":")
                switch argument.value {
                case .array where parameter.isVariadic && !["Any", "AnyObject"].contains(type.baseName): return false
                case .view where !parameter.isVariadic && arrayType: return false
                default: break
                }
            }
            // `put(_ v: UIView, at slot: Slot)` beside `put(_ v: UIView, at index: Int)`: a number
            // is no case of the paste's enum, nor a case or a view a number.
            if let written = parameter.type?.baseName, !parameter.isVariadic, parameter.type?.text.contains("->") == false {
                let typeName = written.split(separator: ".").last.map(String.init) ?? written
                let numeric = Self.numberTypeNames.contains(typeName)
                switch argument.value {
                case .number where swift.types[typeName]?.kind == .enum: return false
                case .enumCase where numeric: return false
                case .view where numeric: return false
                case .number where Library.isSubtype(typeName, of: "UIView"): return false
                default: break
                }
            }
            guard case .enumCase(let member) = argument.value, let written = parameter.type?.baseName else { continue }
            let typeName = written.split(separator: ".").last.map(String.init) ?? written
            guard swift.types[typeName] != nil else { continue }
            let declared = members(of: typeName).contains { member_ in
                switch member_ {
                case .enumCases(let names, _, _): names.contains(member)
                case .variable(let v): v.isStatic && v.name == member
                case .function(let f): f.isStatic && f.name == member
                default: false
                }
            }
            if !declared { return false }
        }
        return true
    }

    /// Whether a value cannot be of the type a parameter is declared with: a size for a
    /// `CGFloat`, a number for a `CGSize` (overloads `pin(to side: CGFloat)` and `pin(to size:
    /// CGSize)` are told apart so). False for any type not one of Core Graphics' and UIKit's
    /// geometry or numbers.
    /// The number types a parameter may be declared with.
    static let numberTypeNames: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "Int32", "Int64", "NSInteger", "TimeInterval"]

    /// Whether an argument is a number, size, point, rect or insets where its parameter declares
    /// another of those kinds: a call Swift resolves to another overload.
    func contradictsDeclaredGeometry(_ parameters: [Parameter], _ arguments: [EvaluatedArgument]) -> Bool {
        var next = 0
        for parameter in parameters where next < arguments.count {
            guard arguments[next].label == parameter.label else { continue }
            defer { next += 1 }
            if let written = parameter.type?.baseName, Self.valueContradicts(arguments[next].value, type: written) { return true }
        }
        return false
    }

    static func valueContradicts(_ value: Value, type: String) -> Bool {
        let kind: String
        switch value {
        case .number: kind = "number"
        case .size: kind = "CGSize"
        case .point: kind = "CGPoint"
        case .rect: kind = "CGRect"
        case .insets: kind = "insets"
        default: return false
        }
        let expected: String
        switch type {
        case _ where numberTypeNames.contains(type): expected = "number"
        case "CGSize", "CGPoint", "CGRect": expected = type
        case "UIEdgeInsets", "NSDirectionalEdgeInsets": expected = "insets"
        default: return false
        }
        return kind != expected
    }

    /// Whether UIKit's own method `name` of the type is written with exactly these argument labels
    /// (`addSubview(_:)` for one unlabelled argument), by its signature.
    static func libraryTakesExactly(_ name: String, of typeName: String, _ labels: [String?]) -> Bool {
        guard let signature = Library.member(name, of: typeName)?.signature, signature.hasPrefix(name + "("),
              signature.hasSuffix(")") else { return false }
        let inside = signature.dropFirst(name.count + 1).dropLast()
        let written: [String?] = inside.split(separator: ":", omittingEmptySubsequences: true).map { $0 == "_" ? nil : String($0) }
        return written == labels
    }

    /// Whether parameters take arguments with these labels, in order, as Swift matches them: a
    /// parameter with a default may be left out, a variadic one takes its label's value and the
    /// unlabelled ones after it, and a trailing closure the next parameter after the written
    /// arguments that is a function or has no default, whatever its label.
    static func takes(_ parameters: [Parameter], _ labels: [String?], trailingClosure: Bool) -> Bool {
        var next = 0
        var closureTaken = !trailingClosure
        for parameter in parameters {
            if parameter.isVariadic {
                // The first value has the label, the rest none; none at all is an empty list.
                guard next < labels.count, labels[next] == parameter.label else { continue }
                next += 1
                while next < labels.count, labels[next] == nil { next += 1 }
                continue
            }
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if next == labels.count, !closureTaken, parameter.takesTrailingClosure {
                closureTaken = true
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count && closureTaken
    }

    /// A static property a pasted extension adds to a UIKit type (`extension UILayoutPriority {
    /// static let streamLow = UILayoutPriority.defaultLow + 10 }`), worked out where it is read
    /// (as Swift does the first time); with no type (`.streamLow`, an implicit member), the
    /// first extension, by type name, that has one so named. Nil when none has.
    mutating func pastedStaticProperty(_ name: String, of typeName: String?) throws(Interrupt) -> Value? {
        let owners = typeName.map { [$0] } ?? swift.extensions.keys.sorted()
        for owner in owners {
            for case .variable(let v) in typeName == nil ? swift.extensions[owner] ?? [] : extensionMembers(for: owner)
            where v.name == name && (v.modifiers.contains("static") || v.modifiers.contains("class")) {
                let key = owner + "." + name
                guard !readingStatics.contains(key) else {
                    throw fail("'\(key)' is worked out from itself", at: v.range)
                }
                readingStatics.insert(key)
                defer { readingStatics.remove(key) }
                let frame = Frame(scope: Scope(parent: topScope), selfValue: .type(owner), typeName: nil)
                if let getter = v.getter {
                    let f = FunctionDecl.getter(name, body: getter, at: v.range, type: v.type)
                    return try callFunction(f, receiver: .type(owner), arguments: [], trailing: nil, at: v.range)
                }
                guard let initializer = v.initializer else { continue }
                var value = Self.asDeclaredWholeNumber(try evaluate(initializer, frame), v, initializer)
                if let type = v.type { value = try convert(value, to: type, at: v.range) }
                // `static let high = UILayoutPriority(rawValue: 900)` on the priority type: a priority.
                if owner == "UILayoutPriority", case .number(let n) = value { value = .priority(n) }
                return value
            }
        }
        return nil
    }

    /// The extension members pasted for a UIKit type and the types it derives from.
    func extensionMembers(for typeName: String) -> [Stmt] {
        if Self.numberTypes.contains(typeName) {
            // A number here is any of Swift's: `80.FIT` of the app's `extension Int { var FIT: CGFloat }`.
            return Self.numberTypes.flatMap { swift.extensions[$0] ?? [] }
        }
        var result: [Stmt] = []
        var adopted: [String] = []
        var name: String? = typeName
        while let n = name {
            result += swift.extensions[n] ?? []
            adopted += swift.conformances[n] ?? []
            name = Library.type(named: n)?.parent
        }
        return result + protocolMembers(adopted)
    }

    /// Swift's number types and protocols, whose pasted extensions a number has.
    static let numberTypes = ["CGFloat", "Double", "Int", "Float", "BinaryInteger", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]

    /// The UIKit type a value is an instance of, for member lookup.
    func libraryTypeName(of value: Value) -> String? {
        switch value {
        case .view(let name):
            let c = viewClass(of: name)
            return Library.type(named: c) != nil ? c : (libraryBase(of: c) ?? "UIView")
        case .object(let id):
            return swift.objects[id].flatMap { libraryBase(of: $0.className) }
        default:
            return Library.typeName(of: value)
        }
    }

    /// The separator a table row draws below its cell's content view, for a cell shown as a
    /// row whose content view holds its subviews: here the cell is its content view, so the
    /// cell's own `bounds` or `frame` (`self.bounds`, `cell.frame`; not `contentView.bounds`)
    /// is that much taller — a row of 44 has a content view of 43.667 on a 3× screen. Nil for
    /// anything else.
    func rowSeparator(of view: String, readThrough baseExpr: Expr) -> Double? {
        let name = viewName(view)
        guard session.isTableCell(name), swift.shownClasses.values.contains(where: { $0.first == name }),
              !session.isBuiltOnItself(cell: name) else { return nil }
        switch baseExpr {
        case .member(_, "contentView", _, _), .identifier("contentView", _): return nil
        default: return 1 / session.state.layout.textScale
        }
    }

    /// UIContentSizeCategory's cases below the accessibility sizes.
    /// UIKit's text sizes in their order (`UIContentSizeCategory` is Comparable).
    static let contentSizeOrder = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                                   "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                                   "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]

    static let contentSizeCategories: Set<String> = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                                     "extraExtraExtraLarge", "unspecified"]

    mutating func setMember(_ base: Value, _ name: String, _ value: Value, nameRange: SourceRange, at range: SourceRange) throws(Interrupt) {
        // The app's window shows its root view controller: `window.rootViewController = nav`.
        if case .enumCase(Library.keyWindowCase) = base, name == "rootViewController" {
            try showLiveView(value, as: "window.rootViewController", at: range)
            return
        }
        if name == "active", try constraintGroupActive(base, set: value, at: range) != nil { return }
        if try setExtensionProperty(base, name, value, at: range) { return }
        if name == "isTranslucent" || name == "translucent", case .bool(let translucent) = value, let bar = containerBar(base) {
            // An opaque bar: UIKit lays the controller's view out clear of it (unless the
            // controller's `extendedLayoutIncludesOpaqueBars`).
            changeRootPlacement(because: "\(bar).isTranslucent = \(translucent)") { layout in
                if bar == "navigationBar" {
                    layout.setExtendedLayout(opaqueNavigationBar: !translucent)
                } else {
                    layout.setExtendedLayout(opaqueTabBar: !translucent)
                }
            }
            // The tab bar controller's own bar, a view here: nothing else of it changes.
            if case .view = base { return }
        }
        if session.runsObjectiveC, let typeName = libraryTypeName(of: base), let setterName = ObjCNames.setterName(of: name),
           let setter = extensionFunction(setterName, of: typeName, accepting: [nil]),
           !runningFunctions.contains(setter) {
            // `bar.x = 30` of a category's `- (void)setX:(CGFloat)x` (`UIView (Frame)`): dot syntax
            // sends the setter.
            let argument = EvaluatedArgument(label: nil, value: value, range: range, expr: .identifier(name, nameRange))
            _ = try callFunction(setter, receiver: base, arguments: [argument], trailing: nil, at: range)
            return
        }
        if case .object(let id) = base, let className = swift.objects[id]?.className, libraryBase(of: className) == nil,
           skipsBaseSetting(name, of: className) {
            // Kept, for the code that reads it back (`fade.frame.height`).
            swift.objects[id]?.fields[name] = value
            return
        }
        try Library.set(base, name, value, &self, nameRange: nameRange, range: range)
    }

    /// The container bar `base` is, "navigationBar" or "tabBar": a navigation controller's bar
    /// (`navigationController?.navigationBar`, `nav.navigationBar`), a tab bar controller's
    /// (`tabBarController?.tabBar`, or the subclass's own `tabBar` view); nil for anything else.
    func containerBar(_ base: Value) -> String? {
        switch base {
        case .opaque(let text):
            let lower = text.lowercased()
            return lower.hasSuffix("navigationbar") ? "navigationBar" : lower.hasSuffix("tabbar") ? "tabBar" : nil
        case .view(let view):
            let name = viewName(view)
            let owned = swift.objects.values.contains { object in
                if case .view(let bar)? = object.fields[Self.tabBarField] { viewName(bar) == name } else { false }
            }
            return owned ? "tabBar" : nil
        default:
            return nil
        }
    }

    /// Shows the controller in `container`, saying where its root view went when the bars it
    /// is laid out clear of (its edgesForExtendedLayout, opaque bars) moved it.
    mutating func setShownContainer(_ container: ContainerContext) {
        changeRootPlacement(because: "the controller's edgesForExtendedLayout or an opaque bar") { $0.setContainer(container) }
    }

    /// Makes `change` to the layout (what the root view is laid out clear of), then says where
    /// the root view went when that moved it, `because` of what.
    mutating func changeRootPlacement(because: String, _ change: (inout Layout) -> Void) {
        let before = session.state.layout.environment.rootFrameAfterLayout(screen: session.state.layout.screen)
        change(&session.state.layout)
        noteRootClearOfBars(since: before, because: because)
    }

    /// Says where the root view went when what was just set moved it clear of a bar or back
    /// under it (`before`: its frame until then), and marks the layout changed.
    mutating func noteRootClearOfBars(since before: Rect, because: String) {
        let layout = session.state.layout
        guard layout.environment.rootFrameAfterLayout(screen: layout.screen) != before else { return }
        if layout.environment.rootHeldFillingScreen {
            // Said when the first layout pass moves the root (``releaseRootToItsBars()``).
            rootClearReason = because
            return
        }
        context.changedState = true
        if let note = Session.rootClearOfBarsNote(layout, because: because) {
            self.note(note)
        } else {
            note("\(because): UIKit lays the root view out under the bars again, filling the screen")
        }
    }

    /// `colors = […]` in a `CAGradientLayer` subclass, `fade.startPoint = …`, `leftPadding = 40` on
    /// the app's own base class: a property of the class a pasted class derives from, which the
    /// paste does not hold and Layoutbook does not model, skipped with a note. False when the class
    /// derives from nothing outside the paste.
    mutating func skipsBaseSetting(_ name: String, of className: String) -> Bool {
        guard let top = topOfChain(className), top != className, swift.types[top] == nil else { return false }
        if Library.isCoreAnimationClass(top) {
            note("skipped '\(name) = …': \(className) derives from '\(top)', a Core Animation class Layoutbook does not model; "
                + "what it draws or animates moves no view")
        } else {
            note("skipped '\(name) = …': \(className) derives from '\(top)', which is not in the paste; what it declares is the app's own")
        }
        return true
    }

    /// `view.ND_Height = 8` of a pasted `extension UIView { var ND_Height: CGFloat { get … set … } }`:
    /// the extension's setter runs on the view, with the value as `newValue`. False when no pasted
    /// extension of the value's UIKit type declares a settable property so named.
    mutating func setExtensionProperty(_ base: Value, _ name: String, _ value: Value, at range: SourceRange) throws(Interrupt) -> Bool {
        guard let typeName = libraryTypeName(of: base) else { return false }
        for case .variable(let v) in extensionMembers(for: typeName) where v.name == name && !v.isStatic {
            guard let setter = v.setter else { return false }
            let scope = Scope(parent: nil)
            scope.names[v.setterParameter] = v.type.flatMap { Self.labelled(value, as: $0) } ?? value
            depth += 1
            defer { depth -= 1 }
            if depth > Self.depthLimit {
                throw fail("calls nest deeper than \(Self.depthLimit): the setter of '\(name)' sets '\(name)' without end", at: range)
            }
            do {
                try runInPlace(setter, frame: Frame(scope: scope, selfValue: base, typeName: nil))
            } catch .returned {}
            return true
        }
        return false
    }

    mutating func callMember(_ base: Value, _ name: String, _ args: [EvaluatedArgument], trailing: Value?,
                             nameRange: SourceRange, range: SourceRange, baseExpr: Expr, _ frame: Frame) throws(Interrupt) -> Value {
        if case .none = base, !session.runsObjectiveC, let property = unsetAppProperty(baseExpr, frame) {
            // `name.uppercased()` of `var name: String!` that nothing in the paste sets: the app's data.
            noteUnsetAppProperty(property)
            return .opaque(baseExpr.pathText + "." + name + "(…)")
        }
        if let callee = try pastedMember(of: base, name, arguments: args, trailingClosure: trailing != nil, at: range) {
            // `contentView.pin(label)`: an extension's method run on the content view.
            switch baseExpr {
            case .member(_, "contentView", _, _), .identifier("contentView", _): callingOnContentView = true
            default: break
            }
            defer { callingOnContentView = false }
            return try callValue(callee, args, trailing: trailing, at: range)
        }
        if let callee = try pastedOptionMember(of: base, name, at: range), case .function = callee {
            // A method of the pasted option set the value is one of (`sides.describe()`).
            return try callValue(callee, args, trailing: trailing, at: range)
        }
        // A method of the pasted enum whose case with a payload the value is (`Gap.custom(30).points()`).
        if case .payloadCase(let caseName, _) = base, let callee = try enumCaseMember(caseName, name, of: base, at: range),
           case .function = callee {
            return try callValue(callee, args, trailing: trailing, at: range)
        }
        if let stored = userDefault(base, name, args, at: range) { return stored }
        // The app's window, shown already: `window?.makeKeyAndVisible()` changes nothing here.
        if case .enumCase(Library.keyWindowCase) = base, ["makeKeyAndVisible", "makeKey"].contains(name), args.isEmpty { return .void }
        // Optional's `map` and `flatMap` on one value (`icon.map { image -> UIImageView in … }`):
        // the closure runs with the value, and nil stays nil. A collection's are its own.
        if name == "map" || name == "flatMap", args.count + (trailing == nil ? 0 : 1) == 1,
           let closure = trailing ?? args.first?.value, args.first?.label == nil {
            // A value the paste cannot work out is one object when UIKit's initialiser made it
            // (`UIImage(systemName: "star")`), not when it is the app's (an array, perhaps).
            var opaqueObject = false
            if case .opaque(let text) = base, let typeName = text.split(whereSeparator: { $0 == "(" || $0 == "." }).first,
               typeName.first?.isUppercase == true,
               !["Array", "Set", "Dictionary", "NSArray", "NSSet", "NSDictionary"].contains(String(typeName)),
               Library.type(named: String(typeName)) != nil || ["UI", "CG", "NS"].contains(where: { typeName.hasPrefix($0) }) {
                opaqueObject = true
            }
            switch (base, closure) {
            case (.none, .closure), (.none, .function): return .none
            case (.opaque, .closure) where opaqueObject, (.opaque, .function) where opaqueObject:
                return try callAny(closure, [base], at: range)
            case (.array, _), (.dictionary, _), (.string, _), (.opaque, _), (.type, _), (.void, _), (.library(.publisher), _): break
            case (_, .closure), (_, .function): return try callAny(closure, [base], at: range)
            default: break
            }
        }
        if case .type(let typeName) = base, swift.types[typeName] != nil {
            if name == "init" { return try construct(typeName, args, trailing: trailing, at: range, nameRange: nameRange) }
            if ["newAutoLayout", "newAutoLayoutView"].contains(name), args.isEmpty, trailing == nil,
               staticMethod(name, Frame(scope: frame.scope, selfValue: base, typeName: typeName)) == nil {
                // PureLayout's `AvatarRow.newAutoLayout()` of a pasted class: that class's view,
                // made by its own initialiser, not a plain one of its UIKit base.
                return try Library.newAutoLayout(&self, base, args, trailing, range)
            }
            if name == "buttonWithType", args.count == 1, trailing == nil, libraryBase(of: typeName).map({ Library.isSubtype($0, of: "UIButton") }) == true,
               staticMethod(name, Frame(scope: frame.scope, selfValue: base, typeName: typeName)) == nil {
                // Objective-C's `[AlbumTitle buttonWithType:…]` (Swift 1's `buttonWithType(_:)`) of a
                // pasted button class: UIKit's class factory makes one of the class it is sent to.
                let typed = EvaluatedArgument(label: "type", value: args[0].value, range: args[0].range, expr: args[0].expr)
                return try construct(typeName, [typed], trailing: nil, at: range, nameRange: nameRange)
            }
            if let (owner, f) = staticMethod(name, Frame(scope: frame.scope, selfValue: base, typeName: typeName),
                                             labels: args.map(\.label), trailing: trailing != nil) {
                // Inherited too: `CardView.makeTile(…)` of a pasted `extension UIView`.
                return try callFunction(f, receiver: .type(owner), arguments: args, trailing: trailing, at: range)
            }
            let callee = try member(of: base, name, nameRange: nameRange, range: range, baseExpr: baseExpr, frame)
            return try callValue(callee, args, trailing: trailing, at: range)
        }
        if case .type(let typeName) = base, swift.types[typeName] == nil, swift.types[typeName + "." + name] != nil {
            // `SomeScreen.Banner(height: 50)`: a type the paste nests in an extension of a type it lacks.
            return try construct(typeName + "." + name, args, trailing: trailing, at: range, nameRange: nameRange)
        }
        if case .type(let typeName) = base, name == "init" {
            // `UILabel.init(color:font:)` is `UILabel(color:font:)`, as Swift reads it: an app's
            // initialiser is said to be the app's whichever way it is written.
            return try construct(typeName, args, trailing: trailing, at: range, nameRange: nameRange)
        }
        if name == "perform", let performed = try performSelector(base, args, at: range) { return performed }
        if let answer = try pastedOptionSetQuery(base, name, args) { return answer }
        if let answer = Self.optionSetQuery(base, name, args) { return answer }
        if case .array(let items) = base, args.isEmpty, trailing == nil, ["activate", "deActivate", "deactivate"].contains(name),
           items.allSatisfy({ if case .constraint = $0 { true } else { false } }) {
            // TinyConstraints' `constraints.activate()` and `deActivate()` on its `Constraints`
            // (an array of NSLayoutConstraint), as apps' own array extensions spell them too.
            try setActive(items, name == "activate", holder: nil, method: name, at: range)
            return .void
        }
        return try Library.call(base, name, args, trailing: trailing, &self, nameRange: nameRange, range: range)
    }
}

extension Evaluator {
    /// `webView = UIWebView()` over an `@IBOutlet` whose storyboard the paste lacks: the view made
    /// to stand in for the outlet goes, while nothing has used it (no constraint, no subview), so
    /// the code's own view takes its name and place — without a storyboard, UIKit's outlet is nil
    /// until the code sets it.
    mutating func dropUnusedOutlet(assignedBy target: Expr, value valueExpr: Expr, _ frame: Frame, at range: SourceRange) throws(Interrupt) {
        let name: String
        switch target {
        case .identifier(let n, _) where frame.scope.lookup(n, before: topScope) == nil: name = n
        case .member(.selfExpr, let n, _, _): name = n
        default: return
        }
        guard let selfValue = frame.selfValue, let id = objectID(of: selfValue),
              case .view(let placeholder)? = swift.objects[id]?.fields[name], swift.outlets.contains(placeholder),
              let viewID = layoutID(placeholder) else { return }
        let layout = session.state.layout
        let used = layout.constraintIDs.compactMap(layout.constraint).contains { c in
            c.origin == .user && (c.first.view == viewID || c.second?.view == viewID)
        }
        guard !used, layout.subtree(of: viewID).count == 1 else { return }
        // `containerView = aux`, where `let aux = containerView ?? { … }()` kept the outlet's own
        // view: the outlet keeps it, so it stays.
        var holders = [name]
        var scope: Scope? = frame.scope
        while let s = scope {
            holders += s.names.filter { if case .view(let v) = $0.value { viewName(v) == viewName(placeholder) } else { false } }.map(\.key)
            scope = s.parent
        }
        guard !holders.contains(where: { SyntaxMentions.names($0, in: valueExpr) }) else { return }
        try execute(.remove(RemoveCommand(name: identifier(placeholder, range), range: range)))
        swift.forget(views: [placeholder])
        swift.outlets.remove(placeholder)
        swift.objects[id]?.fields.removeValue(forKey: name)
        notes.removeAll { $0.hasPrefix("@IBOutlet \(name): its view is in a storyboard") }
    }

    /// `stack = UIStackView(arrangedSubviews: …)` in `viewDidLoad` or `init`, where the property
    /// still holds the view its declaration made (`var stack = UIStackView()`): the property lets
    /// go of that view, and as nothing else holds it, ARC frees it in UIKit. It is dropped here
    /// before the new view is made, so the new view takes the property's name (`stack`, not
    /// `stack2`) and the name the code uses finds the view on the screen. The old view must be
    /// unplaced, empty and unconstrained to other views, held by no other property, name or value,
    /// and not read by the right-hand side, nor by a method or function the paste declares that
    /// the right-hand side calls (`column = makeColumn()`, where `makeColumn` sets `column.axis`
    /// and returns `column`: UIKit's property still holds its view while the call runs);
    /// otherwise nothing changes. What waits for it to be placed (a control's own hugging, its
    /// size) concerns it alone and goes with it. Returns the name freed.
    mutating func releaseReplacedView(heldBy target: Expr, for valueExpr: Expr, _ frame: Frame) -> String? {
        let property: String
        switch target {
        case .identifier(let n, _) where frame.scope.lookup(n, before: topScope) == nil: property = n
        case .member(.selfExpr, let n, _, _): property = n
        default: return nil
        }
        guard let selfValue = frame.selfValue, let owner = objectID(of: selfValue),
              case .view(let held)? = swift.objects[owner]?.fields[property], viewName(held) == held,
              let waiting = session.state.detached[held], waiting.parent == nil,
              !swift.outlets.contains(held), swift.viewObjects[held] == nil, swift.delegates[held] == nil,
              !swift.aliases.values.contains(held) else { return nil }
        let quoted = "\"\(held)\""
        let readsOld = "\(valueExpr)".contains(quoted) || "\(valueExpr)".contains("\"\(property)\"")
            || callsPastedCode(reading: property, from: valueExpr, className: swift.objects[owner]?.className)
        let detachedUse = session.state.detached.values.contains { $0.parent == held || "\($0.pending)".contains(quoted) }
        let constrained = swift.constraints.values.contains { "\($0)".contains(quoted) }
        guard !readsOld, !detachedUse, !constrained, !isHeldElsewhere(held, besides: property, of: owner, frame) else { return nil }
        session.removeDetached(held)
        swift.forget(views: [held])
        return held
    }

    /// Whether `valueExpr` calls a method of `className` or a global function the paste declares
    /// whose body mentions `property`, directly or through the pasted functions it calls in turn.
    func callsPastedCode(reading property: String, from valueExpr: Expr, className: String?) -> Bool {
        var functions: [String: [FunctionDecl]] = [:]
        for member in className.map({ members(of: $0) }) ?? [] {
            if case .function(let f) = member, f.name != "init" { functions[f.name, default: []].append(f) }
        }
        for (name, value) in swift.globals {
            if case .function(let f, _) = value { functions[name, default: []].append(f) }
        }
        guard !functions.isEmpty else { return false }
        let wanted = "\"\(property)\""
        var texts = ["\(valueExpr)"]
        while let text = texts.popLast() {
            for (name, decls) in functions where text.contains("\"\(name)\"") {
                functions[name] = nil
                let body = decls.map { "\($0.body)" }.joined()
                if body.contains(wanted) { return true }
                texts.append(body)
            }
        }
        return false
    }

    /// Whether any value but the one property refers to the view: another property of any
    /// object, a global, or a name in the scopes the assignment runs in.
    func isHeldElsewhere(_ view: String, besides property: String, of owner: Int, _ frame: Frame) -> Bool {
        let quoted = "\"\(view)\""
        for (id, object) in swift.objects {
            for (name, value) in object.fields where !(id == owner && name == property) && "\(value)".contains(quoted) {
                return true
            }
        }
        if swift.globals.values.contains(where: { "\($0)".contains(quoted) }) { return true }
        var scope: Scope? = frame.scope
        while let s = scope {
            if s.names.values.contains(where: { "\($0)".contains(quoted) }) { return true }
            scope = s.parent
        }
        return false
    }

    /// The list of views made by the entry keeps the freed name where its first view was made;
    /// the view made in its place under the same name is not listed a second time.
    mutating func forgetSecondCreation(of name: String) {
        guard createdViews.filter({ $0 == name }).count > 1, let last = createdViews.lastIndex(of: name) else { return }
        createdViews.remove(at: last)
    }
}

extension Evaluator {
    /// `UserDefaults.standard.bool(forKey: "isGuest")`: what a fresh install reads for a key never
    /// set, as UserDefaults documents it — false, 0, nil — with a note; the app's stored value is
    /// not known here. Nil for any other call.
    mutating func userDefault(_ base: Value, _ name: String, _ args: [EvaluatedArgument], at range: SourceRange) -> Value? {
        guard case .opaque(let text) = base, text.hasPrefix("UserDefaults") || text.hasPrefix("NSUserDefaults"),
              args.count == 1, args[0].label == "forKey" else { return nil }
        let fresh: Value
        switch name {
        case "bool": fresh = .bool(false)
        case "integer", "double", "float": fresh = .number(0)
        case "string", "object", "array", "dictionary", "data", "url", "stringArray", "value": fresh = .none
        default: return nil
        }
        let key = if case .string(let k) = args[0].value { "\"\(k)\"" } else { "its key" }
        note("'\(text).\(name)(forKey: \(key))' reads the app's stored setting, not known here: taken as on a fresh install, "
            + "where a key never set reads \(describe(fresh)) (UserDefaults' documented default)")
        return fresh
    }
}
