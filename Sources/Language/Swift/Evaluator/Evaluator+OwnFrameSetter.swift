import Layout

/// A view class that writes its own frame setter (`override var frame: CGRect { get … set { …
/// super.frame = f } }`, Objective-C's `- (void)setFrame:(CGRect)frame { …; [super
/// setFrame:frame]; }`) changes every frame UIKit gives it: a table's cell inset from the
/// table's sides (`frame.origin.x += 10; frame.size.width -= 20`) is the usual one, and its
/// content is laid out in what the setter passes on, not in the row.
extension Evaluator {
    /// The frame a view's own frame setter passes on to UIKit's when given `proposed`: its
    /// setter runs with it, and what its `super.frame =` (`[super setFrame:]`) passes is kept,
    /// not set. Nil when the class writes no setter, or the setter passes nothing on (its
    /// `super` call under a condition not taken) or nothing but `proposed`.
    mutating func frameThroughOwnSetter(of name: String, className: String, proposed: Rect,
                                        at range: SourceRange) throws(Interrupt) -> Rect? {
        let run: (inout Evaluator) throws(Interrupt) -> Void
        if let decl = declaredProperty("frame", of: className), let setter = decl.setter {
            run = { (e: inout Evaluator) throws(Interrupt) in
                let scope = Scope(parent: nil)
                scope.names[decl.setterParameter] = .rect(proposed)
                try e.runInPlace(setter, frame: Frame(scope: scope, selfValue: .view(name), typeName: className))
            }
        } else if session.runsObjectiveC, let f = method("setFrame", of: className, forLabels: [nil], trailingClosure: false),
                  Self.takes(f.parameters, [nil], trailingClosure: false) {
            run = { (e: inout Evaluator) throws(Interrupt) in
                let argument = EvaluatedArgument(label: nil, value: .rect(proposed), range: range, expr: .identifier("frame", range))
                _ = try e.callFunction(f, receiver: .view(name), arguments: [argument], trailing: nil, at: range)
            }
        } else {
            return nil
        }
        let outer = superFrameProbe
        superFrameProbe = .some(nil)
        defer { superFrameProbe = outer }
        do { try run(&self) } catch .returned {}
        guard case .some(.some(let passed)) = superFrameProbe, passed != proposed,
              passed.width.isFinite, passed.height.isFinite, passed.minX.isFinite else { return nil }
        return passed
    }

    /// The width a table gives a cell of `className` shown `tableWidth` wide, and where it stands,
    /// through the cell's own frame setter; with the note that says so. Nil when the class writes
    /// none, or it leaves the row's width and place as they are.
    mutating func rowThroughOwnFrameSetter(of name: String, className: String, tableWidth: Double,
                                           at range: SourceRange) throws(Interrupt) -> NarrowedRow? {
        let row = Rect(x: 0, y: 0, width: tableWidth, height: Self.initialCellSize.height)
        guard let passed = try frameThroughOwnSetter(of: name, className: className, proposed: row, at: range),
              passed.minX != row.minX || passed.width != row.width || passed.minY != row.minY || passed.height != row.height
        else { return nil }
        let width = max(0, passed.width)
        let heightChange = passed.height - row.height
        var moves: [String] = []
        if passed.minX != row.minX || passed.width != row.width {
            moves.append("stands at x \(formatNumber(passed.minX)), \(formatNumber(width)) wide")
        }
        if passed.minY != row.minY { moves.append("lies \(formatNumber(passed.minY)) below the row's top") }
        if heightChange != 0 {
            moves.append("is \(formatNumber(abs(heightChange))) \(heightChange < 0 ? "shorter" : "taller") than the row")
        }
        note("\(className) writes its own frame setter: the table gives it (0,0,\(formatNumber(tableWidth)),44) and it passes "
             + "(\(formatNumber(passed.minX)),\(formatNumber(passed.minY)),\(formatNumber(width)),\(formatNumber(passed.height))) on "
             + "to UIKit's, so the cell \(moves.joined(separator: " and ")), and its content is laid out in that; the row's height "
             + "is the one its constraints give at the table's width, \(formatNumber(tableWidth)), where UIKit measures a "
             + "self-sizing row before the setter changes the cell (text that wraps only in a narrower cell is cut short, not wrapped)")
        return NarrowedRow(left: passed.minX, width: width, tableWidth: tableWidth, top: passed.minY, heightChange: heightChange)
    }

    /// The rows of cells narrowed by their own frame setter, made tall as the table measures
    /// them: at the table's width, before the setter narrows the cell, once the entry that shows
    /// them has run. The cell is then held at that height, as the table holds its row, its
    /// narrower content laid out in it (text that would wrap only there is cut short).
    mutating func settleRowsNarrowedBySetter() {
        let rows = swift.rowsNarrowedBySetter
        guard !rows.isEmpty else { return }
        swift.rowsNarrowedBySetter = [:]
        // (In the names' order: the constraints are made the same way every run.)
        for name in rows.keys.sorted() {
            guard let row = rows[name], let id = layoutID(name) else { continue }
            let layout = session.state.layout
            let held = layout.encapsulatedConstraints(of: id).compactMap { layout.constraint($0) }
            guard held.contains(where: { $0.label == Layout.encapsulatedWidth && $0.constant == row.width }) else { continue }
            // A row the table holds at a height already (the standard 44 for content of no
            // height): the setter changes that height.
            if let rowHeight = held.first(where: { $0.label == Layout.encapsulatedHeight })?.constant {
                if row.heightChange != 0 {
                    _ = try? session.state.layout.imposeCellSize(id, width: row.width, height: max(0, rowHeight + row.heightChange),
                                                                 left: row.left, top: row.top)
                }
                continue
            }
            // (As the entry's end leaves it: what broke while the cell was made holds again.)
            var wide = session.settledLayout()
            guard (try? wide.imposeCellSize(id, width: row.tableWidth, height: nil, left: row.left)) != nil else { continue }
            let height = max(0, wide.frame(of: id).height + row.heightChange)
            _ = try? session.state.layout.imposeCellSize(id, width: row.width, height: height, left: row.left, top: row.top)
        }
    }
}
