/// An optional bound kept out of the tableau while it does not bind: its record and the value
/// of its variable at which it starts to (see ``Solver/settleParkedBounds()``).
struct ParkedBound: Comparable, Sendable {
    var threshold: Double
    var record: Int32

    static func < (a: ParkedBound, b: ParkedBound) -> Bool {
        (a.threshold, a.record) < (b.threshold, b.record)
    }
}

/// The optional bounds on one variable (`a·x + c >= 0` or `<= 0` below required), in the
/// tableau or parked.
struct VariableBounds: Sendable {
    /// The records of the bounds in the tableau.
    var installed: SortedSet<Int32> = []
    /// Parked bounds that hold while the variable is at or above their threshold, lowest first.
    var lower: SortedSet<ParkedBound> = []
    /// Parked bounds that hold while the variable is at or below their threshold, lowest first.
    var upper: SortedSet<ParkedBound> = []

    var count: Int { installed.count + lower.count + upper.count }
    var hasParked: Bool { !lower.isEmpty || !upper.isEmpty }
}

/// Parked bounds: many optional bounds on one variable without the square of their count.
///
/// With k optional bounds on one variable, each new one the tightest (`w >= p @p` for p = 1, 2,
/// …), the slack of every bound but the binding one is above zero and basic, and each slack's
/// row writes the variable in the symbols of the bound that holds it: a new tightest bound
/// rewrites all k − 1 rows (see ``Solver``). A bound whose slack is basic and above zero does not
/// bind, so it is taken out of the tableau (*parked*): the values stay optimal for every level
/// of the whole problem, since the parked bound holds with no error and leaving out a constraint
/// that holds cannot make any level's error larger. After every change that can move values the
/// parked bounds the value has crossed go back in as ordinary adds, and the solver optimizes
/// again: a parked bound can only be out while it holds.
///
/// Exact in what the solution achieves, not in which of equally good solutions the tableau
/// picks: bounds that tie at one level (`w >= 100 @500` against `w <= 0 @500`) leave a range of
/// values, and a tableau without a parked row may keep another one of them. So only the bounds
/// of a crowded variable are parked, one with more than ``crowdLimit`` optional bounds, which no
/// ordinary layout has (a view has one hugging and one compression bound per axis): everything
/// else is solved bit for bit as before.
///
/// A parked constraint keeps its handle, record and twins; it has no symbols, so it holds no
/// variable (``isHeld(_:by:)``), competes with nothing and is never part of a conflict.
extension Solver {
    /// The most optional bounds a variable may have with none of them parked.
    static var crowdLimit: Int { 8 }

    /// The variable an optional inequality on one variable bounds, and whether the bound is from
    /// below; nil for any other constraint.
    static func boundedVariable(_ constraint: Constraint) -> (variable: Variable, lower: Bool)? {
        guard !constraint.priority.isRequired, constraint.relation != .equal, constraint.expression.terms.count == 1
        else { return nil }
        let positive = constraint.expression.terms[0].coefficient > 0
        return (constraint.expression.terms[0].variable, positive == (constraint.relation == .greaterThanOrEqual))
    }

    /// The value of the bound's variable at which `a·x + c` is zero.
    static func threshold(_ constraint: Constraint) -> Double {
        -constraint.expression.constant / constraint.expression.terms[0].coefficient
    }

    /// ``boundLists``' mark of a variable with no optional bound.
    static var noBounds: Int32 { -1 }
    /// ``boundLists``' mark of a variable whose bounds are in ``bounds``.
    static var crowdedBounds: Int32 { -2 }

    /// Notes record `index`, in the tableau, among the bounds of its variable if it is a bound:
    /// at the head of the variable's list, or in ``bounds`` once the variable has more than
    /// ``crowdLimit`` (it is then watched).
    mutating func noteBound(_ index: Int32) {
        // Fields, not the record: a copy of it retains every set and list it holds.
        guard records[Int(index)]?.editVariable == nil, let constraint = records[Int(index)]?.constraint,
              let (variable, _) = Self.boundedVariable(constraint) else { return }
        let v = Int(variable.id)
        while boundLists.count <= v { boundLists.append(Self.noBounds) }
        if boundLists[v] == Self.crowdedBounds {
            bounds[variable, default: VariableBounds()].installed.insert(index)
            if bounds[variable]?.count ?? 0 > Self.crowdLimit { watched.insert(variable.id) }
            return
        }
        let head = boundLists[v]
        records[Int(index)]?.nextBound = head
        boundLists[v] = index
        var count = 0
        var next = index
        while next >= 0 {
            count += 1
            next = records[Int(next)]?.nextBound ?? Self.noBounds
        }
        guard count > Self.crowdLimit else { return }
        // Crowded: the list becomes a set, and the variable is watched.
        var held = VariableBounds()
        next = index
        while next >= 0 {
            held.installed.insert(next)
            let after = records[Int(next)]?.nextBound ?? Self.noBounds
            records[Int(next)]?.nextBound = Self.noBounds
            next = after
        }
        bounds[variable] = held
        boundLists[v] = Self.crowdedBounds
        watched.insert(variable.id)
    }

    /// Takes record `index` out of the bounds of its variable (it is being dropped).
    mutating func forgetBound(_ index: Int32) {
        guard records[Int(index)]?.editVariable == nil, let constraint = records[Int(index)]?.constraint,
              let (variable, lower) = Self.boundedVariable(constraint) else { return }
        let v = Int(variable.id)
        guard v < boundLists.count else { return }
        if boundLists[v] != Self.crowdedBounds {
            unlist(index, from: v)
            return
        }
        guard var held = bounds.removeValue(forKey: variable) else { return }
        if records[Int(index)]?.parked == true {
            let parked = ParkedBound(threshold: Self.threshold(constraint), record: index)
            if lower { held.lower.remove(parked) } else { held.upper.remove(parked) }
            records[Int(index)]?.parked = false
        } else {
            held.installed.remove(index)
        }
        if held.count > 0 { bounds[variable] = held } else { boundLists[v] = Self.noBounds }
        if !held.hasParked && held.count <= Self.crowdLimit { watched.remove(variable.id) }
    }

    /// Takes record `index` out of the list of the bounds of variable `v` (not crowded).
    mutating func unlist(_ index: Int32, from v: Int) {
        let after = records[Int(index)]?.nextBound ?? Self.noBounds
        records[Int(index)]?.nextBound = Self.noBounds
        if boundLists[v] == index {
            boundLists[v] = after
            return
        }
        var previous = boundLists[v]
        while previous >= 0 {
            let next = records[Int(previous)]?.nextBound ?? Self.noBounds
            if next == index {
                records[Int(previous)]?.nextBound = after
                return
            }
            previous = next
        }
    }

    /// Puts a parked record back among its variable's bounds in the tableau, without
    /// installing it: the caller is about to (a changed constant or priority).
    mutating func unparkForChange(_ index: Int32) {
        guard records[Int(index)]?.parked == true else { return }
        forgetBound(index)
        noteBound(index)
    }

    /// Puts back the parked bounds the values now violate, until none does, then parks the
    /// bounds of crowded variables that do not bind. Called at the end of every change that can
    /// move values; with no crowded variable it looks at nothing.
    mutating func settleParkedBounds() {
        if watched.isEmpty { return }
        var variables: [Int32] = []
        watched.copyMembers(into: &variables)
        while true {
            var due: [Int32] = []
            for v in variables { takeViolated(Variable(id: v), into: &due) }
            if due.isEmpty { break }
            shapeStamp = Self.newStamp()
            due.sort()
            for index in due { _ = install(index, optimizing: false) }  // optional: always installs
            optimize()
        }
        var parkedAny = false
        var installed: [Int32] = []
        for v in variables {
            let variable = Variable(id: v)
            guard let held = bounds[variable], held.count > Self.crowdLimit else { continue }
            held.installed.copyMembers(into: &installed)
            for index in installed where park(index, on: variable) { parkedAny = true }
        }
        if parkedAny { dropEmptyLevels() }
    }

    /// Moves the parked bounds of `variable` that its value violates out of its parked lists and
    /// appends their records to `due`, marked unparked: the caller installs them.
    mutating func takeViolated(_ variable: Variable, into due: inout [Int32]) {
        guard bounds[variable]?.hasParked == true, var held = bounds.removeValue(forKey: variable) else { return }
        // Taken out while it changes, so that its sets are not copied (put back below).
        defer { bounds[variable] = held }
        let x = value(of: variable)
        // Thresholds near the value are checked against the constraint itself: the threshold
        // is a quotient, rounded, and the constraint is what the solver would hold.
        let near = 1.0e-9 * max(1, abs(x))
        var taken: [ParkedBound] = []
        var i = held.lower.count - 1
        while i >= 0, held.lower[i].threshold >= x - near {
            if violates(held.lower[i].record, at: x) { taken.append(held.lower[i]) }
            i -= 1
        }
        for p in taken { held.lower.remove(p) }
        let lowerTaken = taken.count
        i = 0
        while i < held.upper.count, held.upper[i].threshold <= x + near {
            if violates(held.upper[i].record, at: x) { taken.append(held.upper[i]) }
            i += 1
        }
        for p in taken[lowerTaken...] { held.upper.remove(p) }
        if taken.isEmpty { return }
        for p in taken {
            held.installed.insert(p.record)
            records[Int(p.record)]?.parked = false
            due.append(p.record)
        }
    }

    /// Whether parked record `index`'s constraint does not hold with its variable at `x`.
    func violates(_ index: Int32, at x: Double) -> Bool {
        guard let constraint = records[Int(index)]?.constraint else { return false }
        let v = constraint.expression.terms[0].coefficient * x + constraint.expression.constant
        return constraint.relation == .greaterThanOrEqual ? v < 0 : v > 0
    }

    /// Parks record `index`, a bound of `variable` in the tableau, if it does not bind: its
    /// slack is basic and above zero, and its error is parametric and in no row but the
    /// slack's, so that dropping the slack's row leaves no trace of it. Returns whether it did.
    mutating func park(_ index: Int32, on variable: Variable) -> Bool {
        guard let record = records[Int(index)], record.installed, !record.parked else { return false }
        let slack = record.marker, error = record.other
        guard slack != noSymbol, error != noSymbol, isBasic[Int(slack)], !isBasic[Int(error)],
              constants[Int(slack)] > epsilon else { return false }
        let column = columns[Int(error)]
        guard column.isEmpty || (column.count == 1 && column[0] == slack) else { return false }
        shapeStamp = Self.newStamp()
        guard removeByMarker(index) else { return false }
        // Its weight is gone with it; what rounding may leave of it has no row to stand for.
        for i in objective.indices { objective[i].row.remove(error) }
        records[Int(index)]?.parked = true
        guard let (_, lower) = Self.boundedVariable(record.constraint),
              var held = bounds.removeValue(forKey: variable) else { return true }
        held.installed.remove(index)
        let parked = ParkedBound(threshold: Self.threshold(record.constraint), record: index)
        if lower { held.lower.insert(parked) } else { held.upper.insert(parked) }
        bounds[variable] = held
        return true
    }

    /// Drops objective levels with nothing in them: parking empties the level of each bound it
    /// takes out, and every optimization walks the levels (999 priorities, one bound each).
    /// Only a level whose constant is exactly 0, which the dump leaves out and a level made
    /// again starts from, so nothing shows the difference.
    mutating func dropEmptyLevels() {
        objective.removeAll { $0.row.isEmpty && $0.row.constant == 0 }
    }
}
