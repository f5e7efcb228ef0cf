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
                                           at range: SourceRange) throws(Interrupt) -> (left: Double, width: Double)? {
        let row = Rect(x: 0, y: 0, width: tableWidth, height: Self.initialCellSize.height)
        guard let passed = try frameThroughOwnSetter(of: name, className: className, proposed: row, at: range),
              passed.minX != row.minX || passed.width != row.width else { return nil }
        let width = max(0, passed.width)
        note("\(className) writes its own frame setter: the table gives it (0,0,\(formatNumber(tableWidth)),…) and it passes "
             + "(\(formatNumber(passed.minX)),…,\(formatNumber(width)),…) on to UIKit's, so the cell stands at x "
             + "\(formatNumber(passed.minX)), \(formatNumber(width)) wide, and its content is laid out in that"
             + (passed.height != row.height ? " (what it does to the row's height is not applied: the row is as tall as its constraints make it)" : ""))
        return (passed.minX, width)
    }
}
