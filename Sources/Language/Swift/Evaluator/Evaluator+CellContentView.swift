import Layout

/// A cell's own code lays out its content view with a layout library: SnapKit's
/// `contentView.snp.makeConstraints { $0.edges.equalToSuperview() }`, EasyPeasy's
/// `contentView.easy.layout(Edges())`, TinyConstraints' `contentView.edgesToSuperview()`,
/// PureLayout's `contentView.autoPinEdgesToSuperviewEdges()`. In UIKit the content view's
/// superview is the cell, so these hold the content view to the cell's bounds, where UIKit's
/// own mask already puts it. Here the content view is the cell itself (``Library/cellMembers``):
/// its superview would be the table, or the screen a cell shown alone sits on, so such a
/// constraint would pin the cell to the screen. It relates the cell to itself instead: at a
/// constant of 0 it holds and moves nothing; a content view inset within its cell is not
/// modelled, said in a note.
extension Evaluator {
    /// Whether `view` is a cell whose own code is running (a method of its class): what that code
    /// names as the view is the cell's content view.
    func isOwnCellContentView(_ view: String) -> Bool {
        let name = viewName(view)
        guard session.isTableCell(name) || session.isCollectionCell(name), currentFrame?.onCellContentView != true,
              case .view(let running)? = currentFrame?.selfValue else { return false }
        return viewName(running) == name
    }

    /// The superview a layout library relates `view` to when the code names none: the cell
    /// itself for a cell's content view in the cell's own code, else the view's superview.
    func librarySuperview(of view: String) -> Value {
        isOwnCellContentView(view) ? .view(view) : superview(of: view)
    }

    /// A library's relation of a cell's content view to the cell, same attribute on both sides
    /// (`Top(8)` to the superview): the content view inset within the cell by `constant`. At 0
    /// it is what UIKit's mask already does; otherwise not modelled, said once. True when the
    /// relation is such a one and is not to be activated.
    mutating func skipsContentViewInset(_ view: String, _ attribute: LayoutAttribute, to other: Value?,
                                        _ otherAttribute: LayoutAttribute?, multiplier: Double, constant: Double) -> Bool {
        guard case .view(let target)? = other, viewName(target) == viewName(view), otherAttribute ?? attribute == attribute,
              multiplier == 1, isOwnCellContentView(view) else { return false }
        if constant != 0 { noteContentViewInset(view) }
        return true
    }

    /// SnapKit's and Masonry's statements relating a cell's content view to its superview (the
    /// cell), in the cell's own code: left out, as ``skipsContentViewInset`` leaves out other
    /// libraries' (a statement bound to a name is kept, the code reading it later).
    mutating func contentViewStatements(_ statements: [SnapKitStatement], of receiver: String) -> [SnapKitStatement] {
        guard isOwnCellContentView(receiver) else { return statements }
        return statements.filter { statement in
            guard statement.relation.isToSuperview, statement.binding == nil,
                  !statement.modifiers.contains(where: { if case .multipliedBy = $0.kind { true } else if case .dividedBy = $0.kind { true } else { false } })
            else { return true }
            if statement.modifiers.contains(where: { Self.movesContentView($0.kind) }) { noteContentViewInset(receiver) }
            return false
        }
    }

    /// An `offset`/`inset` that is not zero on every side.
    static func movesContentView(_ kind: SnapKitModifier.Kind) -> Bool {
        let value: ConstantValue
        switch kind {
        case .offset(let v), .inset(let v): value = v
        default: return false
        }
        switch value {
        case .number(let n): return n.value != 0
        case .size(let s): return s.width.value != 0 || s.height.value != 0
        case .point(let p): return p.x.value != 0 || p.y.value != 0
        case .insets(let i): return [i.top, i.left, i.bottom, i.right].contains { $0.value != 0 }
        }
    }

    mutating func noteContentViewInset(_ cell: String) {
        note("\(viewName(cell)).contentView is inset within its cell: UIKit lays the cell's subviews out in that smaller content "
            + "view; here the content view is the cell itself, so they are laid out in the cell's bounds and sit where UIKit's "
            + "do only when the inset is 0")
    }
}

extension Evaluator {
    /// The same with anchors or `NSLayoutConstraint(item:…)` in the cell's own code:
    /// `contentView.topAnchor.constraint(equalTo: topAnchor, constant: 8)` relates the content view
    /// to its cell, which here are one view, so it would read "cell.top == cell.top + 8", a
    /// conflict UIKit does not have. Its constant is left out, so it holds and moves nothing, and
    /// a note says the inset is not modelled. A constant of 0 is kept as written: it holds.
    mutating func withoutContentViewInset(_ expression: ConstraintExpression) -> ConstraintExpression {
        switch expression {
        case .constraint(var node):
            guard let second = node.second, node.first.anchor == second.anchor,
                  case .name(let first) = node.first.item, case .name(let other) = second.item,
                  (node.multiplier?.value ?? 1) == 1, let constant = node.constant,
                  insetsOwnContentView(first.name, other.name, by: constant.value) else { return expression }
            node.constant = nil
            return .constraint(node)
        case .item(var node):
            guard let second = node.secondItem, node.secondAttribute?.attribute == node.firstAttribute.attribute,
                  case .name(let first) = node.first, case .name(let other) = second, node.multiplier.value == 1,
                  insetsOwnContentView(first.name, other.name, by: node.constant.value) else { return expression }
            node.constant = Self.literal(0, node.constant.range)
            return .item(node)
        default:
            return expression
        }
    }

    /// Whether a constraint between `first` and `other`, same attribute, with `constant`, is the
    /// cell's content view inset within the cell in the cell's own code; noted when it is.
    mutating func insetsOwnContentView(_ first: String, _ other: String, by constant: Double) -> Bool {
        guard constant != 0, viewName(first) == viewName(other), isOwnCellContentView(first) else { return false }
        noteContentViewInset(first)
        return true
    }
}

extension Evaluator {
    /// The anchors of a cell's own height: a constraint to them, not to its content view's, is
    /// not one UIKit's self-sizing row sees.
    static let verticalAnchors: Set<AnchorName> = [.topAnchor, .bottomAnchor, .centerYAnchor, .heightAnchor,
                                                   .firstBaselineAnchor, .lastBaselineAnchor]

    /// In a table cell's own code that builds in its content view, an anchor read of the cell
    /// itself (`topAnchor`, `self.bottomAnchor`, `layoutMarginsGuide.topAnchor`) rather than of
    /// `contentView`: here the two are one view, so the cell is kept for the anchor constraint the
    /// statement makes next, which ``recordCellOwnAnchorConstraint(_:)`` files.
    mutating func noteCellOwnAnchor(_ expr: Expr, _ value: Value, _ frame: Frame) {
        guard case .anchor(let target) = value else { return }
        let trailing = Self.trailingAnchors.contains(target.anchor)
        guard Self.verticalAnchors.contains(target.anchor) || trailing else { return }
        let cell: String
        switch target.owner {
        case .view(let v): cell = v
        case .guide(let g, let v) where !trailing && (g == .layoutMarginsGuide || g == .safeAreaLayoutGuide): cell = v
        default: return
        }
        func isCellItself(_ e: Expr) -> Bool {
            switch e {
            case .selfExpr: true
            // `layoutMarginsGuide` read on the implicit `self`, not a local of that name.
            case .identifier(let n, _): ["layoutMarginsGuide", "safeAreaLayoutGuide"].contains(n) && frame.scope.lookup(n) == nil
            case .member(.selfExpr, let n, _, _): ["layoutMarginsGuide", "safeAreaLayoutGuide"].contains(n)
            default: false
            }
        }
        switch expr {
        case .identifier(let n, _) where frame.scope.lookup(n) == nil && AnchorName(rawValue: n) != nil: break
        case .member(let base, _, _, _) where isCellItself(base): break
        default: return
        }
        if trailing {
            // (A cell whose code never names its content view is built on itself, and spans
            // the table's width already.)
            guard session.isTableCell(viewName(cell)), isOwnCellContentView(cell), session.namesContentView(viewName(cell)) else { return }
            cellOwnTrailingRead = viewName(cell)
            return
        }
        guard session.isTableCell(viewName(cell)), isOwnCellContentView(cell), session.namesContentView(viewName(cell)) else { return }
        cellOwnAnchorRead = viewName(cell)
    }

    /// The anchors of a cell's trailing edge, which an accessory sets apart from its content view's.
    static let trailingAnchors: Set<AnchorName> = [.trailingAnchor, .rightAnchor]

    /// An anchor constraint a table cell's own code just made to the cell's own trailing edge
    /// (`line.trailingAnchor.constraint(equalTo: trailingAnchor)`, not `contentView`'s), while the
    /// cell has an accessory: UIKit's cell is as wide as the table and only its content view is
    /// narrower by the accessory; here the cell is its content view, so the constraint's constant
    /// is moved by the accessory's width to reach the cell's real edge, and a note says so.
    mutating func reachCellOwnTrailingEdge(_ made: Value, first: Value, second: Value?, at range: SourceRange) throws(Interrupt) {
        guard let cell = cellOwnTrailingRead else { return }
        cellOwnTrailingRead = nil
        guard let accessory = session.cellAccessory(of: cell), accessory.known, accessory.width > 0,
              case .constraint(let key) = made else { return }
        func isCellEdge(_ value: Value?) -> Bool {
            guard case .anchor(let a)? = value, case .view(let v) = a.owner else { return false }
            return viewName(v) == cell && Self.trailingAnchors.contains(a.anchor)
        }
        let firstIsCell = isCellEdge(first), secondIsCell = isCellEdge(second)
        guard firstIsCell != secondIsCell,
              case .number(let constant) = try Library.get(made, "constant", &self, nameRange: range, range: range) else { return }
        let moved = constant + (secondIsCell ? accessory.width : -accessory.width)
        try setConstraintValue(key, .constant(Self.literal(moved, range)), at: range)
        note("a constraint to \(cell)'s own trailing edge (not its contentView's): UIKit's cell is as wide as the table, and only its "
            + "content view is narrower by \(accessory.what); here the cell is its content view, so the constant is moved by "
            + "\(Session.number(accessory.width)) to reach the cell's edge")
    }

    /// An anchor constraint a table cell's own code just made to the cell's own bottom, centre or
    /// height (`line.bottomAnchor.constraint(equalTo: bottomAnchor)`, not `contentView`'s) in a
    /// cell that builds in its content view: UIKit's row is a pixel taller than its content view,
    /// for the separator drawn below it; here the cell is its content view, so the constraint's
    /// constant is moved by that pixel (half of it for the centre) to reach the row's edge.
    mutating func reachCellOwnBottomEdge(_ made: Value, first: Value, second: Value?, at range: SourceRange) throws(Interrupt) {
        guard let cell = cellOwnAnchorRead, case .constraint(let key) = made else { return }
        func share(_ value: Value?) -> Double? {
            guard case .anchor(let a)? = value, case .view(let v) = a.owner, viewName(v) == cell else { return nil }
            switch a.anchor {
            case .bottomAnchor, .heightAnchor: return 1
            case .centerYAnchor: return 0.5
            default: return nil
            }
        }
        let firstShare = share(first), secondShare = share(second)
        guard (firstShare == nil) != (secondShare == nil), let part = firstShare ?? secondShare,
              case .number(let constant) = try Library.get(made, "constant", &self, nameRange: range, range: range),
              case .number(let multiplier) = try Library.get(made, "multiplier", &self, nameRange: range, range: range) else { return }
        // (The cell's side, multiplied as the constraint multiplies it: `height == cell.height × 0.5`.)
        let pixel = part / session.state.layout.textScale
        let moved = secondShare != nil ? constant + pixel * multiplier : constant - pixel
        try setConstraintValue(key, .constant(Self.literal(moved, range)), at: range)
    }

    /// Files the anchor constraint just made against the cell whose own anchor the statement read.
    mutating func recordCellOwnAnchorConstraint(_ made: Value) {
        guard let cell = cellOwnAnchorRead, case .constraint(let key) = made else { return }
        cellOwnAnchorRead = nil
        swift.cellOwnAnchorConstraints[cell, default: []].append(key)
    }
}
