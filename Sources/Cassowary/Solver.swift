import Synchronization
import SharedStorage

/// Where solver stamps come from (see ``Solver/stamp``).
private let stampSource = Atomic<UInt64>(0)

/// An incremental Cassowary solver with strict priority levels.
///
/// Scope: variables, linear constraints (`==`, `<=`, `>=`) at priorities 1…1000, incremental add and
/// remove, constant and priority changes, edit variables with suggested values. It knows nothing of
/// views or boxes.
///
/// Design, in the paper's terms: a simplex tableau of rows `basic = constant + Σ a·parametric` whose
/// parametric symbols are all zero in the current solution, so a basic variable's value is its row's
/// constant. Differences from kiwi:
/// - Priorities are strict levels: the objective is one row per priority level, compared
///   lexicographically (the paper's symbolic weights), never a weighted sum.
/// - Required equalities carry no dummy marker. In a chain `t_i == t_{i-1} + 52` kiwi's rows
///   accumulate one marker per link, which makes a build quadratic. Instead every row remembers the
///   constraint that created it (its *owner*), and the solver records which rows were substituted
///   into which. Removing a required equality touches only the rows downstream of it: the column
///   its dummy marker would have is worked out from their owners' equations, and the rows move as
///   kiwi's would when that marker leaves (see `Solver+DummyColumn.swift`).
/// - Each symbol has a column index (the rows that contain it), so substitution touches only the
///   rows that change and the cost of an add does not grow with the size of the tableau.
/// - All choices (subject, entering, leaving) are made in a fixed order with ties broken by the
///   lowest symbol, so the same operations give bit-identical values in every process.
/// - Many optional bounds on one variable, each new one the tightest (`w >= p @p` for p = 1, 2,
///   …), would cost the square of the bounds: with k of them, w and the slack of every bound but
///   the last are above zero, so they must all be basic, and each slack's row writes w in the
///   symbols of the bound that holds it, the newest: the k-th bound would rewrite all k − 1 rows
///   before it. A bound that does not bind is *parked* instead, kept out of the tableau while it
///   holds and put back as soon as the values cross it (see `Solver+ParkedBounds.swift`). Every
///   level's error is the same as with the bound in; where bounds tie at one level the value held
///   among equally good ones may not be, so only a variable with more than eight optional bounds,
///   which no ordinary layout has, parks any.
///
/// `Solver` is a value: a copy is a cheap snapshot, which undo relies on; its tables share structure
/// with their copies, so the first change after a copy costs what it touches, not the solver's size.
public struct Solver: Sendable {
    /// One constraint the solver holds, with its bookkeeping.
    struct Record: Sendable {
        var id: ConstraintID
        var constraint: Constraint
        /// Slack or error symbol identifying the constraint in the tableau (`noSymbol` for a
        /// required equality, which has none).
        var marker: Symbol = noSymbol
        /// The second error symbol of an optional equality.
        var other: Symbol = noSymbol
        /// The basic symbol of the row this constraint owns, or `noSymbol` if it owns none
        /// (a redundant equality, or one not installed).
        var basic: Symbol = noSymbol
        var installed = false
        /// Constraints whose rows were substituted into this one's row, and the reverse.
        var uses: SortedSet<Int32> = []
        var usedBy: SortedSet<Int32> = []
        /// The variable, for the constraint of an edit variable.
        var editVariable: Variable? = nil
        /// Further handles of identical optional constraints that share this record: k identical
        /// constraints at one level are one constraint whose errors weigh k times.
        var twins: [ConstraintID] = []
        /// Whether the constraint is parked: a bound kept out of the tableau while it holds
        /// without binding (see `Solver+ParkedBounds.swift`). Not installed then.
        var parked = false
        /// The next record in the list of its variable's bounds while that variable is not
        /// crowded (see ``Solver/boundLists``); -1 at the end.
        var nextBound: Int32 = -1

        var weight: Double { Double(1 + twins.count) }
    }

    /// The objective of one priority level.
    struct Level: Sendable {
        var priority: Int
        var row: ObjectiveRow
    }

    struct Edit: Sendable {
        var record: Int32
        var value: Double
        /// The rows its values move, kept (see ``EditColumn``).
        var column: EditColumn? = nil
        /// The shape of the tableau when its last value was suggested without ``column``; 0: none.
        var lastShape: UInt64 = 0
    }

    /// The rows a suggested value moves, and by how much per point: the column of its marker,
    /// with each row's coefficient of it, while the tableau keeps the shape it had
    /// (``shapeStamp``). Suggesting values for one variable again and again (a constant
    /// tried at 41, 42, 43…) then reads these numbers in a row, not a cell of every row. Kept
    /// from the second value suggested for the same marker in the same shape on: values that
    /// take turns between variables, or that pivot, would make one each time for nothing.
    /// Kept with the edit (``Edit/column``), not in a field of the solver's own: a larger solver
    /// made every read of a value in a loop over thousands of them measurably slower.
    final class EditColumn: Sendable {
        let shape: UInt64
        let marker: Symbol
        let basics: [Symbol]
        let coefficients: [Double]

        init(shape: UInt64, marker: Symbol, basics: [Symbol], coefficients: [Double]) {
            self.shape = shape
            self.marker = marker
            self.basics = basics
            self.coefficients = coefficients
        }
    }

    // Per symbol, in arrays that share their chunks with the copies undo keeps (see
    // `SharedArray`): a copy of the solver costs nothing, and a change after it what it touches.
    @usableFromInline var kinds: SharedArray<SymbolKind> = []
    var names: SharedArray<String> = []
    /// The tableau's rows by basic symbol. Their `constant` is not read here: the constants are
    /// in `constants`, so that a suggested value, which moves only constants, copies numbers
    /// after a snapshot and not rows (a row's copy retains its cells). ``row(of:)`` puts the two
    /// together.
    var rows: SharedArray<Row?> = []
    /// Each basic symbol's row constant, its value; 0 for a parametric symbol.
    @usableFromInline var constants: SharedArray<Double> = []
    /// Whether each symbol is basic (has a row): the same as `rows[s] != nil`, kept as a byte so
    /// that a pass over every symbol (``undetermined(among:reusing:)``) reads flags, not rows.
    var isBasic: SharedArray<Bool> = []
    var columns: SharedArray<SortedSet<Symbol>> = []
    /// Per symbol: for an error symbol, the record it was made for; -1 for any other.
    var errorRecords: SharedArray<Int32> = []
    /// The error symbols of edit variables' constraints that are basic: where an edit variable
    /// can be away from its suggested value (see ``editVariablesPossiblyAway()``). Only theirs:
    /// every label's hugging and compression errors are basic and away from 0 where its edges
    /// are pinned, and a look at each after every change made each change cost more than the last.
    var basicEditErrors: SortedSet<Symbol> = []
    /// Sorted by priority, highest first.
    var objective: [Level] = []
    var artificial: Row? = nil
    var infeasible: [Symbol] = []
    var records: SharedArray<Record?> = []
    var indexOf = HandleTable()
    var edits: TreeDictionary<Variable, Edit> = [:]
    /// The record of each distinct optional constraint, so that identical ones share it.
    var shared: TreeDictionary<Constraint, Int32> = [:]
    /// Per symbol, for a variable with at most ``crowdLimit`` optional bounds: the first record
    /// of the list of them, linked through `Record.nextBound`; `noBounds` for none, and
    /// `crowdedBounds` where they are in ``bounds``. Grown only as far as the last variable
    /// with a bound. Most variables have none or two (a view's hugging and compression), and
    /// a list costs a number per symbol where a dictionary entry of sets was rebuilt on every
    /// add and remove.
    var boundLists: SharedArray<Int32> = []
    /// The optional bounds of each variable that has had more than ``crowdLimit`` of them at
    /// once, until it has none (looked up, never walked).
    var bounds: TreeDictionary<Variable, VariableBounds> = [:]
    /// The variables whose parked bounds are looked at after every change, ascending: those with
    /// more than ``crowdLimit`` optional bounds, and those with bounds parked.
    var watched: SortedSet<Int32> = []
    var nextID = 0
    /// The numbers a constraint may carry: constants up to `largestConstant` in size, non-zero
    /// coefficients within `coefficientRange` in size. Beyond them double-precision arithmetic
    /// can no longer tell a term from rounding noise, or values overflow.
    public static let largestConstant = 1.0e24
    public static let coefficientRange: ClosedRange<Double> = 1.0e-12...1.0e12

    /// The numbers below which the tableau's arithmetic is exact to its tolerances: coefficients
    /// of 1e-3…1e3 in size and constants up to 1e6. Past them (a multiplier of 1e-9 beside one
    /// of 1e9), a term the tolerances take for rounding noise can be a real one, and a required
    /// constraint can come out unmet; ``unheldRequired()`` then says which.
    public static let exactCoefficients: ClosedRange<Double> = 1.0e-3...1.0e3
    public static let exactConstant = 1.0e6

    /// The last required constraint refused, in the state the solver was left in by refusing it
    /// (``stamp``): a refused add changes nothing, so the same constraint added again before any
    /// other change is refused for the same conflict. Finding a minimal conflict is the costly
    /// part of a refusal, and copies of one constraint are refused one after another.
    struct Refusal: Sendable {
        var stamp: UInt64
        var constraint: Constraint
        var conflicts: [ConstraintID]
        var description: String
    }
    var lastRefusal: Refusal? = nil

    /// Whether a coefficient or constant past ``exactCoefficients`` or ``exactConstant`` has ever
    /// been given to this solver: only then are the required constraints checked against the
    /// values (``unheldRequired()``), which a layout of ordinary numbers never needs.
    public internal(set) var hasWideNumbers = false

    /// Notes a constraint's numbers for ``hasWideNumbers``.
    mutating func noteNumbers(_ expression: Expression) {
        if hasWideNumbers { return }
        if abs(expression.constant) > Self.exactConstant
            || expression.terms.contains(where: { !Self.exactCoefficients.contains(abs($0.coefficient)) }) {
            hasWideNumbers = true
        }
    }

    /// Whether a row constant computed from numbers of size up to `scale` is zero: rounding noise
    /// is relative to what was added, so the tolerance is the absolute epsilon for small numbers
    /// and grows with large ones.
    func isZeroConstant(_ value: Double, scale: Double) -> Bool {
        abs(value) < max(epsilon, scale * 1.0e-12)
    }

    /// Names the state this solver is in. Every change (each public mutating call) takes a new
    /// number from one count for the whole process, so two solvers with the same stamp are copies
    /// of one state with nothing changed since: an answer worked out for one holds for the other.
    public private(set) var stamp: UInt64 = Solver.newStamp()

    /// Names the shape of the tableau: which symbols are basic, which rows hold which symbols,
    /// what each objective weighs. Renewed with ``stamp`` by every change but a suggested value
    /// that moves constants alone (one that pivots renews it too).
    var shapeStamp: UInt64 = 0

    static func newStamp() -> UInt64 { stampSource.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Marks a change of any kind.
    mutating func renewStamps() {
        stamp = Self.newStamp()
        shapeStamp = stamp
    }

    public init() {
        shapeStamp = stamp
    }

    // MARK: Variables

    /// Makes a new variable. The name is used in dumps and descriptions only.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        renewStamps()
        return Variable(id: newSymbol(.external, name))
    }

    public func name(of variable: Variable) -> String {
        isVariable(variable) ? symbolName(variable.id) : "?"
    }

    /// The value of a variable in the current solution (0 for a variable no constraint determines).
    @inlinable @inline(__always) public func value(of variable: Variable) -> Double {
        // Inlined where it is read: a geometry pass reads four values of every view.
        let i = Int(variable.id)
        guard i >= 0, i < kinds.count, kinds[i] == .external else { return 0 }
        // The constant read in place (no copy of the row); + 0.0 turns -0.0 into 0.0.
        return constants[i] + 0.0
    }

    /// ``value(of:)`` of a variable the caller made on this solver (or on a copy this one came
    /// from) with ``makeVariable(_:)``: the same number, without asking whether it is one — a
    /// geometry pass reads four values of every view it works out, and that question is a load
    /// from another array each time. A symbol out of range stops the program.
    @inlinable @inline(__always) public func value(ofOwn variable: Variable) -> Double {
        constants[Int(variable.id)] + 0.0
    }

    /// Calls `body` with ranges of symbol numbers (``Variable/id``) that hold every variable whose
    /// ``value(of:)`` may differ from its value in `earlier`, an earlier copy of this solver, in
    /// ascending order: the values are kept in chunks shared with copies, so these are the
    /// chunks written since that copy, and the symbols made since. A change that moves a few
    /// rows names a few hundred symbols, whatever the size of the tableau; a range may hold
    /// symbols whose values did not change.
    public func forEachRangeOfChangedValues(since earlier: Solver, _ body: (Range<Int>) -> Void) {
        // A value is the constant of a variable's row, or 0 with no row: it changes only where
        // a constant is written. Kinds are never rewritten, only appended.
        constants.forEachChunkNotShared(with: earlier.constants, body)
    }

    /// The values as they are now, kept apart from the rest of the solver: a later
    /// ``forEachRangeOfChangedValues(sinceValues:_:)`` names the symbols written since. Holding it
    /// makes the next write to each chunk of values copy that chunk (a kilobyte) once, and
    /// nothing else of the tableau: a whole copy of the solver, held as long, would make every
    /// change copy the chunks of rows and columns it touches too.
    public struct Values: Sendable {
        fileprivate let constants: SharedArray<Double>
    }

    public var values: Values { Values(constants: constants) }

    /// ``forEachRangeOfChangedValues(since:_:)`` against values kept with ``values``.
    public func forEachRangeOfChangedValues(sinceValues earlier: Values, _ body: (Range<Int>) -> Void) {
        constants.forEachChunkNotShared(with: earlier.constants, body)
    }

    func isVariable(_ v: Variable) -> Bool {
        v.id >= 0 && Int(v.id) < kinds.count && kinds[Int(v.id)] == .external
    }

    mutating func newSymbol(_ kind: SymbolKind, _ name: String = "") -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        names.append(name)
        rows.append(nil)
        constants.append(0)
        isBasic.append(false)
        columns.append([])
        errorRecords.append(-1)
        return s
    }

    // MARK: Constraints

    /// Adds a constraint under a fresh handle.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        renewStamps()
        let id = ConstraintID(nextID)
        try add(constraint, id: id)
        return id
    }

    /// Adds a constraint under the caller's handle (re-adding a removed handle is allowed).
    ///
    /// A required constraint that cannot be satisfied throws ``SolverError/unsatisfiable`` naming a
    /// minimal set of conflicting constraints, and leaves the solver exactly as it was.
    public mutating func add(_ constraint: Constraint, id: ConstraintID) throws(SolverError) {
        try admit(constraint, id: id)
        settleParkedBounds()
    }

    /// ``add(_:id:)`` but for the parked bounds, which the caller settles.
    mutating func admit(_ constraint: Constraint, id: ConstraintID) throws(SolverError) {
        let unchangedSince = stamp
        renewStamps()
        guard indexOf[id] == nil else { throw .duplicateConstraint(id) }
        let normalized = try validated(constraint)
        if let refusal = lastRefusal, refusal.stamp == unchangedSince, refusal.constraint == normalized {
            // The same constraint refused again with nothing changed since: the same conflict,
            // without searching for it again (a list of copies of one constraint, each refused).
            lastRefusal?.stamp = stamp
            throw .unsatisfiable(id, conflicts: refusal.conflicts, description: refusal.description)
        }
        nextID = max(nextID, id.rawValue + 1)
        if !normalized.priority.isRequired, let twin = shared[normalized], let record = records[Int(twin)] {
            records[Int(twin)]?.twins.append(id)
            indexOf[id] = twin
            addErrorsToObjective(record, weight: 1)
            optimize()
            return
        }
        let index = Int32(records.count)
        records.append(Record(id: id, constraint: normalized))
        guard installRebuildingIfWide(index) else {
            let error = unsatisfiableError(index)
            records.removeLast()
            if case .unsatisfiable(_, let conflicts, let description) = error {
                lastRefusal = Refusal(stamp: stamp, constraint: normalized, conflicts: conflicts, description: description)
            }
            throw error
        }
        if let twin = installedCopy(of: index) {
            // Held by the copy's record, as identical optional constraints share one.
            for u in records[Int(index)]?.uses ?? [] { records[Int(u)]?.usedBy.remove(index) }
            records.removeLast()
            records[Int(twin)]?.twins.append(id)
            indexOf[id] = twin
            return
        }
        indexOf[id] = index
        noteNumbers(normalized.expression)
        if !normalized.priority.isRequired {
            shared[normalized] = index
            noteBound(index)
        }
    }

    /// For a required equality just installed as redundant (its row reduced to `0 = 0`), an
    /// installed copy of it among the constraints whose rows it was reduced with: the record
    /// that holds it already. A copy kept as a record of its own is linked to every row it was
    /// reduced with, and each removal of the one that owns the row walks all the copies that
    /// lean on it (n copies made editable one by one cost n² there); held as a further handle
    /// of the same record, removing one copy removes a handle. Only the redundant are looked at,
    /// so an ordinary add costs nothing more.
    func installedCopy(of index: Int32) -> Int32? {
        guard let record = records[Int(index)], record.constraint.priority.isRequired, record.constraint.relation == .equal,
              record.basic == noSymbol, record.marker == noSymbol else { return nil }
        for u in record.uses {
            guard let other = records[Int(u)], other.installed, other.id.rawValue >= 0, other.editVariable == nil,
                  other.constraint == record.constraint else { continue }
            return u
        }
        return nil
    }

    /// Removes a constraint; the solution becomes what it would be had it never been added.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        renewStamps()
        guard let index = indexOf[id], let record = records[Int(index)] else { throw .unknownConstraint(id) }
        indexOf[id] = nil
        if !record.twins.isEmpty {
            // One of several identical constraints: the others stay, with one share less weight.
            removeErrorsFromObjective(record, weight: 1)
            if record.id == id {
                records[Int(index)]?.id = record.twins[0]
                records[Int(index)]?.twins.removeFirst()
            } else {
                records[Int(index)]?.twins.removeAll { $0 == id }
            }
            optimize()
            settleParkedBounds()
            return
        }
        if shared[record.constraint] == index { shared[record.constraint] = nil }
        forgetBound(index)
        uninstall(index)
        dropRecord(index)
        optimize()
        // Removal moves every row below the constraint; with wide numbers that can leave a
        // required constraint unmet by rounding alone, which rows derived afresh may not. Kept
        // only if fewer are unmet: afresh is rounded differently, not always better.
        if hasWideNumbers {
            let unheld = unheldRequired().count
            if unheld > 0 {
                let before = self
                if !rebuildAll() || unheldRequired().count >= unheld { self = before }
            }
        }
        settleParkedBounds()
    }

    /// ``install(_:optimizing:)``, and when that refuses a required constraint among wide
    /// numbers (``hasWideNumbers``, or its own), once more on a tableau built afresh
    /// (``rebuildAll(adding:)``): the refusal may be the rounding of many changes, not a
    /// conflict. Refused again, the solver is as it was.
    mutating func installRebuildingIfWide(_ index: Int32) -> Bool {
        if install(index, optimizing: true) { return true }
        guard let expression = records[Int(index)]?.constraint.expression else { return false }
        var wide = self
        wide.noteNumbers(expression)
        guard wide.hasWideNumbers else { return false }
        let before = self
        if rebuildAll(adding: index) { return true }
        self = before
        return false
    }

    /// Gives a handle that shares its record with identical constraints a record of its own.
    mutating func detach(_ id: ConstraintID) throws(SolverError) -> Int32 {
        guard let index = indexOf[id], let record = records[Int(index)] else { throw .unknownConstraint(id) }
        if record.twins.isEmpty {
            if shared[record.constraint] == index { shared[record.constraint] = nil }
            return index
        }
        try remove(id)
        let own = Int32(records.count)
        records.append(Record(id: id, constraint: record.constraint))
        _ = install(own, optimizing: true)  // optional: always installs
        indexOf[id] = own
        noteBound(own)
        return own
    }

    public func contains(_ id: ConstraintID) -> Bool { indexOf[id] != nil }

    /// The constraint under a handle, as the solver holds it (terms sorted and combined).
    public func constraint(_ id: ConstraintID) -> Constraint? {
        indexOf[id].flatMap { records[Int($0)]?.constraint }
    }

    /// Every handle in the solver, in order.
    public var constraintIDs: [ConstraintID] { indexOf.keys }

    /// Changes a constraint's constant (the `c` of `… + c (==|<=|>=) 0`) without touching the rest.
    /// Only the rows that depend on the constraint are updated.
    public mutating func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        renewStamps()
        guard let found = indexOf[id], let old = records[Int(found)] else { throw .unknownConstraint(id) }
        guard constant.isFinite else { throw .nonFinite("constant") }
        guard abs(constant) <= Self.largestConstant else { throw .outOfRange("constant", constant) }
        if old.constraint.expression.constant == constant { return }
        if abs(constant) > Self.exactConstant { hasWideNumbers = true }
        let index = try detach(id)
        guard let record = records[Int(index)] else { throw .unknownConstraint(id) }
        let backup = record.constraint.priority.isRequired ? self : nil
        unparkForChange(index)
        uninstall(index)
        records[Int(index)]?.constraint.expression.constant = constant
        if !installRebuildingIfWide(index), let backup {
            self = backup
            var trial = self
            trial.records[Int(index)]?.constraint.expression.constant = constant
            throw trial.unsatisfiableError(index)
        }
        settleParkedBounds()
    }

    /// Changes an optional constraint's priority. Required ↔ optional is refused, as in UIKit.
    public mutating func setPriority(_ id: ConstraintID, _ priority: Priority) throws(SolverError) {
        renewStamps()
        guard let found = indexOf[id], let record = records[Int(found)] else { throw .unknownConstraint(id) }
        let old = record.constraint.priority
        if old == priority { return }
        guard !old.isRequired, !priority.isRequired else { throw .requiredPriorityChange(id) }
        let index = try detach(id)
        unparkForChange(index)
        uninstall(index)
        records[Int(index)]?.constraint.priority = priority
        _ = install(index, optimizing: true)  // an optional constraint always installs
        settleParkedBounds()
    }

    /// How far the constraint is from holding in the current solution (0 when it holds).
    public func error(of id: ConstraintID) -> Double {
        guard let index = indexOf[id], let record = records[Int(index)] else { return 0 }
        let e = record.constraint.expression
        var v = e.constant
        for term in e.terms { v += term.coefficient * value(of: term.variable) }
        switch record.constraint.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The required constraints that the values do not meet, with how far each is off: none
    /// unless ``hasWideNumbers`` (then each is measured). A constraint is met when it is off by
    /// no more than a billionth of its largest term — rounding, in double precision, after a
    /// few steps of elimination.
    public func unheldRequired() -> [(id: ConstraintID, off: Double)] {
        guard hasWideNumbers else { return [] }
        var out: [(id: ConstraintID, off: Double)] = []
        for id in constraintIDs {
            // Installed or not: a required constraint a removal could not put back is unmet too.
            guard let index = indexOf[id], let record = records[Int(index)],
                  record.constraint.priority.isRequired else { continue }
            let e = record.constraint.expression
            var sum = e.constant
            var scale = abs(sum)
            for term in e.terms {
                let t = term.coefficient * value(of: term.variable)
                sum += t
                scale = max(scale, abs(t))
            }
            let off: Double
            switch record.constraint.relation {
            case .equal: off = abs(sum)
            case .lessThanOrEqual: off = max(0, sum)
            case .greaterThanOrEqual: off = max(0, -sum)
            }
            if off > 1e-9 * max(1, scale) { out.append((id, off)) }
        }
        return out
    }

    // MARK: Edit variables

    /// Makes `variable` editable at an optional priority; it keeps its current value until a
    /// suggestion arrives.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        renewStamps()
        guard isVariable(variable) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = Constraint(Expression(variable) - current, .equal, priority: priority)
        let index = Int32(records.count)
        records.append(Record(id: ConstraintID(-1), constraint: constraint, editVariable: variable))
        _ = install(index, optimizing: true)  // optional: always installs
        edits[variable] = Edit(record: index, value: current)
        settleParkedBounds()
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        renewStamps()
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        uninstall(edit.record)
        dropRecord(edit.record)
        edits[variable] = nil
        optimize()
        settleParkedBounds()
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The edit variables whose value may be away from the value last suggested for them, in
    /// ascending order; every one that is away is among them. An edit's variable is away only
    /// when one of its constraint's error symbols is basic at a value other than 0 (with both
    /// parametric, both are 0 and the variable sits at its suggested value), so only the basic
    /// error symbols are looked at, not every edit: asked after every change of a layout with
    /// thousands of editable constants, a look at each made each change cost more than the last.
    public func editVariablesPossiblyAway() -> [Variable] {
        var away: [Variable] = []
        for s in basicEditErrors where constants[Int(s)] != 0 {
            let r = errorRecords[Int(s)]
            guard r >= 0, let record = records[Int(r)], let variable = record.editVariable,
                  record.marker == s || record.other == s else { continue }
            away.append(variable)
        }
        away.sort()
        var distinct: [Variable] = []
        for v in away where distinct.last != v { distinct.append(v) }
        return distinct
    }

    /// Suggests a value for an edit variable; the solution moves as close to it as the constraints
    /// at higher priorities allow (a dual simplex step, no rebuild).
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        stamp = Self.newStamp()
        guard var edit = edits[variable], let record = records[Int(edit.record)] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFinite("suggested value") }
        guard abs(value) <= Self.largestConstant else { throw .outOfRange("suggested value", value) }
        if abs(value) > Self.exactConstant { hasWideNumbers = true }
        let delta = value - edit.value
        edit.value = value
        records[Int(edit.record)]?.constraint.expression.constant = -value
        let plus = record.marker
        let minus = record.other
        // Rows are changed in place: a copy of a row would copy its cells once the tableau is
        // shared with a snapshot.
        if rows[Int(plus)] != nil {
            constants[Int(plus)] -= delta
            if constants[Int(plus)] < 0 { infeasible.append(plus) }
        } else if rows[Int(minus)] != nil {
            constants[Int(minus)] += delta
            if constants[Int(minus)] < 0 { infeasible.append(minus) }
        } else {
            // One batch of writes (see ``SharedArray/withMutableElements(_:)``): a width edited
            // at the root moves the row of every view that follows it.
            var column = edit.column.flatMap { $0.shape == shapeStamp && $0.marker == plus ? $0 : nil }
            if column == nil, edit.lastShape == shapeStamp {
                column = editColumn(of: plus)
            }
            edit.column = column
            edit.lastShape = column == nil ? shapeStamp : 0
            let rows = self.rows
            let kinds = self.kinds
            let holding = column == nil ? columns[Int(plus)] : []
            var negative: [Symbol] = []
            constants.withMutableElements { constants in
                if let column {
                    for (k, basic) in column.basics.enumerated() {
                        let b = Int(basic)
                        let constant = constants[b] + delta * column.coefficients[k]
                        constants[b] = constant
                        if constant < 0, kinds[b].isRestricted { negative.append(basic) }
                    }
                } else {
                    for basic in holding {
                        let b = Int(basic)
                        guard let coefficient = rows[b]?.coefficient(of: plus) else { continue }
                        let constant = constants[b] + delta * coefficient
                        constants[b] = constant
                        if constant < 0, kinds[b].isRestricted { negative.append(basic) }
                    }
                }
            }
            infeasible.append(contentsOf: negative)
        }
        edits[variable] = edit
        dualOptimize()
        settleParkedBounds()
    }

    /// The rows that hold `marker`, and its coefficient in each, in the tableau as it is.
    func editColumn(of marker: Symbol) -> EditColumn {
        var basics: [Symbol] = []
        var coefficients: [Double] = []
        let rows = self.rows
        for basic in columns[Int(marker)] {
            guard let coefficient = rows[Int(basic)]?.coefficient(of: marker) else { continue }
            basics.append(basic)
            coefficients.append(coefficient)
        }
        return EditColumn(shape: shapeStamp, marker: marker, basics: basics, coefficients: coefficients)
    }

    // MARK: Validation

    func validated(_ constraint: Constraint) throws(SolverError) -> Constraint {
        guard constraint.expression.isFinite else { throw .nonFinite("a coefficient or constant") }
        for term in constraint.expression.terms where !isVariable(term.variable) {
            throw .unknownVariable(term.variable)
        }
        var c = constraint
        c.expression = constraint.expression.normalized
        let constant = c.expression.constant
        guard abs(constant) <= Self.largestConstant else { throw .outOfRange("constant", constant) }
        for term in c.expression.terms where !Self.coefficientRange.contains(abs(term.coefficient)) {
            throw .outOfRange("coefficient", term.coefficient)
        }
        return c
    }
}

extension Solver {
    /// Whether the constraints pin `variable` to one value: it is basic and every parametric
    /// symbol in its row has a cost to move (an error or slack symbol weighted in some objective
    /// level). Otherwise other values would satisfy the constraints equally well — UIKit's
    /// `hasAmbiguousLayout` for that variable.
    public func isDetermined(_ variable: Variable) -> Bool {
        guard isVariable(variable), let row = rows[Int(variable.id)] else { return false }
        return row.cells.allSatisfy { kinds[Int($0.symbol)].isRestricted && isPinned($0.symbol) }
    }

    /// Whether no constraint in the tableau involves `variable`: it is parametric and in no row.
    /// Nothing competes for such a variable, and a rule on it changes nothing else.
    public func isUnused(_ variable: Variable) -> Bool {
        isVariable(variable) && !isBasic[Int(variable.id)] && columns[Int(variable.id)].isEmpty
    }

    /// The variables of `asked` that are free to grow at no cost: parametric ones that no
    /// objective level weighs and no tight restricted row stops from growing, and basic ones at
    /// 0 whose row holds a symbol that can move them up so (a variable, which moves either way,
    /// or a restricted symbol free to grow with a positive coefficient). Such a variable is
    /// undetermined, and so is every row that holds it, with a bound `variable >= 0` at its
    /// present value 0 or without: the bound would make it (or the symbol that moves it) the
    /// bound's slack, free to grow in the same rows. Which of the two a size is depends on
    /// which symbol the solver made basic, and the answer must not. (With the bounds of several
    /// such sizes in, ``undetermined(among:reusing:)``, which moves one symbol at a time, can
    /// read one as blocked by another's tight bound where the two could move together: three
    /// views sharing a stack's free height read as one ambiguous.) One pass over the objective and the tight restricted rows, not a walk of each
    /// variable's column: in a column of views with no heights yet, each height is in every row
    /// below it.
    public func growingFreely(among asked: VariableSet) -> VariableSet {
        let weighed = weighedSymbols()
        var blocked = [Bool](repeating: false, count: kinds.count)
        for basic in 0..<kinds.count where isBasic[basic] && kinds[basic].isRestricted && nearZero(constants[basic]) {
            guard let row = rows[basic] else { continue }
            for cell in row.cells where cell.coefficient < 0 { blocked[Int(cell.symbol)] = true }
        }
        var out = VariableSet(room: kinds.count)
        for s in 0..<kinds.count where asked.contains(symbol: s) {
            if !isBasic[s] {
                if !weighed[s] && !blocked[s] { out.insert(symbol: s) }
            } else if nearZero(constants[s]), let row = rows[s], row.cells.contains(where: { cell in
                let kind = kinds[Int(cell.symbol)]
                return kind == .external
                    || (kind != .artificial && cell.coefficient > 0 && !weighed[Int(cell.symbol)] && !blocked[Int(cell.symbol)])
            }) {
                out.insert(symbol: s)
            }
        }
        return out
    }

    /// Whether a restricted parametric symbol cannot move at no cost: it is weighted in some
    /// objective level, or a tight restricted row stops it from growing at all.
    func isPinned(_ symbol: Symbol) -> Bool {
        objective.contains(where: { $0.row.contains(symbol) }) || isBlocked(symbol)
    }

    /// A flag per symbol: whether some objective level weighs it. One pass over the levels, where
    /// asking each level about each symbol costs levels × symbols — a thousand priority levels
    /// on one view made every command's ambiguity check grow with the square.
    func weighedSymbols() -> [Bool] {
        var weighed = [Bool](repeating: false, count: kinds.count)
        for level in objective {
            for symbol in level.row.weights.keys where Int(symbol) < weighed.count { weighed[Int(symbol)] = true }
        }
        return weighed
    }

    /// ``isDetermined(_:)`` for many variables at once, worked out as ``undetermined(among:reusing:)``
    /// works it out: from the parametric symbols and the rows free ones reach, not variable by
    /// variable.
    public func areDetermined(_ variables: [Variable]) -> [Bool] {
        let free = undetermined(among: VariableSet(variables), reusing: nil).found
        return variables.map { isVariable($0) && !free.contains($0) }
    }

    /// The variables of `asked` that are not determined, ascending: ``areDetermined(_:)`` turned
    /// around for a question put to every view's frame after each command, whose answer is
    /// almost always "none". A variable is undetermined when it is parametric or its row holds
    /// a free parametric symbol, so only the parametric symbols are looked at (a byte each for
    /// all symbols, to find them) and the rows free ones reach: nothing per asked variable.
    public struct Undetermined: Sendable {
        let stamp: UInt64
        let shapeStamp: UInt64
        /// The restricted parametric symbols no objective weighs, and whether each could not
        /// grow: the one part of the answers that depends on the constants.
        let blockers: [Blocker]
        public let asked: VariableSet
        /// The undetermined variables of `asked`, as a set: asked of every view's four variables
        /// after each entry.
        public let found: VariableSet
        /// The same, ascending.
        public var variables: [Variable] { found.members }
        /// The undetermined ones that no constraint involves: parametric and in no row (a view
        /// just declared). Nothing competes for them, and a rule on one changes nothing else.
        public let unused: VariableSet
        /// Whether some error symbol is free (no objective weighs it, nothing blocks it): only
        /// then can optional constraints compete for a variable (``competing(_:)``).
        public let hasFreeErrors: Bool

        struct Blocker: Sendable, Equatable {
            var symbol: Symbol
            var blocked: Bool
        }

        /// Whether these answers hold in `solver`'s present state: it is the state they were
        /// worked out in, or only constants have moved since (a suggested value, as a changed
        /// constant is) and no symbol they depend on became blocked or free.
        public func isAnswer(for solver: Solver) -> Bool {
            stamp == solver.stamp
                || (shapeStamp == solver.shapeStamp && blockers.allSatisfy { solver.isBlocked($0.symbol) == $0.blocked })
        }
    }

    /// Eight `true` flags read as one word: a `Bool` is stored as the byte 1.
    static let eightTrueFlags = UInt64(0x0101_0101_0101_0101)

    /// ``Undetermined`` for `asked`, or `known` when it answers the same set and still holds.
    public func undetermined(among asked: VariableSet, reusing known: Undetermined?) -> Undetermined {
        if let known, known.isAnswer(for: self), known.asked == asked { return known }
        var blockers: [Undetermined.Blocker] = []
        // Bits, not a list to sort: in a layout built view by view, thousands are undetermined
        // after each entry.
        var found = VariableSet(room: kinds.count)
        // Parametric symbols: an asked one is undetermined itself; one that rows hold makes
        // those rows undetermined when it is free: unrestricted, or restricted with no cost to
        // move and room to grow.
        var held: [Int] = []
        var unused = VariableSet(room: kinds.count)
        isBasic.forEachChunk { start, flags in
            // Eight flags at a time: most symbols are basic, and a word of eight true flags
            // (bytes of 1) says so in one comparison.
            let bytes = UnsafeRawBufferPointer(flags)
            var j = 0
            while j < flags.count {
                if j + 8 <= flags.count, bytes.loadUnaligned(fromByteOffset: j, as: UInt64.self) == Self.eightTrueFlags {
                    j += 8
                    continue
                }
                if !flags[j] {
                    let s = start + j
                    let inRows = !columns[s].isEmpty
                    if asked.contains(symbol: s) {
                        found.insert(symbol: s)
                        if !inRows { unused.insert(symbol: s) }
                    }
                    if inRows { held.append(s) }
                }
                j += 1
            }
        }
        let weighed = held.isEmpty ? [] : weighedSymbols()
        var free = [Bool](repeating: false, count: held.isEmpty ? 0 : kinds.count)
        var freeSymbols: [Int] = []
        var columnTotal = 0
        var freeErrors = false
        for s in held {
            if kinds[s].isRestricted {
                if weighed[s] { continue }
                let blocked = isBlocked(Symbol(s))
                blockers.append(.init(symbol: Symbol(s), blocked: blocked))
                if blocked { continue }
            }
            if kinds[s] == .error { freeErrors = true }
            free[s] = true
            freeSymbols.append(s)
            columnTotal += columns[s].count
        }
        // The rows that hold a free symbol: the asked variables' rows, each read up to its first
        // free symbol, while that reads fewer cells than the free symbols' columns hold; past
        // that, the columns (the marks made so far stand). In a column of views with no heights
        // yet each top holds every height above it, and each height is in every top below: the
        // columns come to the square of the views, where each row's first cell is a free height.
        if !freeSymbols.isEmpty, !markRows(among: asked, holding: free, in: &found, readingFewerThan: columnTotal) {
            // Marked, not listed: the same row is met once per free symbol it holds.
            for s in freeSymbols {
                for basic in columns[s] where asked.contains(symbol: Int(basic)) { found.insert(symbol: Int(basic)) }
            }
        }
        return Undetermined(stamp: stamp, shapeStamp: shapeStamp, blockers: blockers, asked: asked, found: found,
                            unused: unused, hasFreeErrors: freeErrors)
    }

    /// Inserts in `reached` (which has room for every symbol) each basic symbol among `asked`
    /// whose row holds a symbol `free` flags, reading each row up to its first such symbol.
    /// False, with the marks unfinished, as soon as `limit` cells have been read: the caller
    /// then finds them another way.
    func markRows(among asked: VariableSet, holding free: [Bool], in reached: inout VariableSet, readingFewerThan limit: Int) -> Bool {
        var read = 0
        for (w, word) in asked.words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                let s = w << 6 + bits.trailingZeroBitCount
                bits &= bits - 1
                guard s < kinds.count, isBasic[s], let row = rows[s] else { continue }
                read += 1
                for cell in row.cells {
                    read += 1
                    if free[Int(cell.symbol)] {
                        reached.insert(symbol: s)
                        break
                    }
                }
                if read >= limit { return false }
            }
        }
        return true
    }

    /// Whether `variable`'s value involves constraint `id`'s slack or error: the constraint is
    /// what holds it where it is, or one of the things. False when other constraints fix the
    /// value without it (the row has none of its symbols); true for a variable not in any row.
    public func isHeld(_ variable: Variable, by id: ConstraintID) -> Bool {
        guard isVariable(variable), let index = indexOf[id], let record = records[Int(index)] else { return false }
        guard let row = rows[Int(variable.id)] else { return true }
        return (record.marker != noSymbol && row.contains(record.marker))
            || (record.other != noSymbol && row.contains(record.other))
    }

    /// The optional constraints whose error lets `variable` move at no cost: they pull against
    /// each other at one priority (`h == 300 @999` and `h == 100 @999`: every height from 100 to
    /// 300 is as good). Empty when the variable is determined, or free for want of a constraint
    /// (a free variable or a required inequality's slack).
    public func competing(_ variable: Variable) -> [ConstraintID] {
        guard isVariable(variable), let row = rows[Int(variable.id)] else { return [] }
        var free: Set<Symbol> = []
        for cell in row.cells where kinds[Int(cell.symbol)] == .error {
            if isPinned(cell.symbol) { continue }
            free.insert(cell.symbol)
        }
        guard !free.isEmpty else { return [] }
        var out: [ConstraintID] = []
        for case let record? in records where record.id.rawValue >= 0 {
            if free.contains(record.marker) || free.contains(record.other) { out += [record.id] + record.twins }
        }
        return out.sorted()
    }

    /// Whether a restricted parametric symbol cannot grow: some restricted row at zero would
    /// turn negative (a ratio of zero in the ratio test).
    func isBlocked(_ symbol: Symbol) -> Bool {
        for basic in columns[Int(symbol)] where kinds[Int(basic)].isRestricted {
            guard let row = rows[Int(basic)] else { continue }
            if row.coefficient(of: symbol) < 0 && nearZero(constants[Int(basic)]) { return true }
        }
        return false
    }
}
