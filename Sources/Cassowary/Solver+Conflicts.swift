extension Solver {
    /// The error for a required constraint (stored at `index`, not installed) that does not fit:
    /// names a minimal set of installed required constraints it conflicts with.
    ///
    /// Candidates are the required constraints connected to the new one through shared variables;
    /// QuickXplain then finds a minimal subset that is still infeasible with it, testing each subset
    /// in a scratch solver. This runs only when something is wrong, so clarity wins over speed.
    func unsatisfiableError(_ index: Int32) -> SolverError {
        guard let record = records[Int(index)] else { return .unknownConstraint(ConstraintID(-1)) }
        let conflicts = minimalConflict(index).compactMap { records[Int($0)]?.id }.sorted()
        var text = "Unable to simultaneously satisfy constraints.\n  new: \(describe(record.constraint))"
        if conflicts.isEmpty {
            text += "\n  it cannot hold on its own"
        } else {
            text += "\n  conflicts with:"
            for id in conflicts {
                if let c = constraint(id) { text += "\n    \(id): \(describe(c))" }
            }
        }
        return .unsatisfiable(record.id, conflicts: conflicts, description: text)
    }

    func minimalConflict(_ index: Int32) -> [Int32] {
        if !isFeasible([index]) { return [] }
        let candidates = connectedRequired(to: index)
        if isFeasible(candidates + [index]) { return [] }  // not a conflict among required constraints
        var background = Scratch(of: self)
        _ = background.add([index])
        // QuickXplain's set is minimal (no member can go) but leans to the candidates it meets
        // first: in creation order, a rule of a view made early (its `width >= 0`, two
        // constraints away) may stand where a nearer one would make a smaller set. Asked again
        // with the nearest candidates first, the smaller answer is kept.
        let inOrder = quickXplain(background, delta: [], candidates: candidates)
        let nearFirst = quickXplain(background, delta: [], candidates: nearestFirst(candidates, to: index))
        return (nearFirst.count < inOrder.count ? nearFirst : inOrder).sorted()
    }

    /// `candidates` ordered by how many shared variables away from `index` each is (one sharing
    /// a variable with it first), in creation order among equals.
    func nearestFirst(_ candidates: [Int32], to index: Int32) -> [Int32] {
        let variables = { (i: Int32) in Set(self.records[Int(i)]?.constraint.expression.terms.map(\.variable.id) ?? []) }
        var distance: [Int32: Int] = [:]
        var reached = variables(index)
        var left = candidates
        var step = 1
        while !left.isEmpty {
            let next = left.filter { !variables($0).isDisjoint(with: reached) }
            if next.isEmpty { break }
            for c in next { distance[c] = step; reached.formUnion(variables(c)) }
            left.removeAll { distance[$0] != nil }
            step += 1
        }
        return candidates.sorted { (distance[$0] ?? .max, $0) < (distance[$1] ?? .max, $1) }
    }

    /// A scratch solver holding some of this solver's required constraints, to ask whether
    /// more of them fit. QuickXplain asks about one background grown step by step, so each
    /// question copies the solver it already has and installs only what is new, rather than
    /// installing the whole background again: a conflict of n constraints then costs about
    /// n·log n installs instead of n².
    struct Scratch {
        let source: Solver
        var solver = Solver()
        /// The source's variable ids → the scratch solver's variables.
        var variables: [Int32: Variable] = [:]

        init(of source: Solver) { self.source = source }

        /// Installs the source's records `indices`; false when they do not fit with what is there.
        mutating func add(_ indices: [Int32]) -> Bool {
            for i in indices.sorted() {
                guard let record = source.records[Int(i)] else { continue }
                var expression = record.constraint.expression
                for t in expression.terms.indices {
                    let v = expression.terms[t].variable.id
                    if variables[v] == nil { variables[v] = solver.makeVariable() }
                    if let mapped = variables[v] { expression.terms[t].variable = mapped }
                }
                let index = Int32(solver.records.count)
                solver.records.append(Record(id: ConstraintID(Int(i)),
                                             constraint: Constraint(expression.normalized, record.constraint.relation)))
                if !solver.install(index, optimizing: true) { return false }
            }
            return true
        }
    }

    /// Junker's QuickXplain: a minimal subset of `candidates` that is infeasible with the
    /// background (`background` with `delta` added; an infeasible one needs no candidate).
    func quickXplain(_ background: Scratch, delta: [Int32], candidates: [Int32]) -> [Int32] {
        var grown = background
        if !delta.isEmpty && !grown.add(delta) { return [] }
        if candidates.count <= 1 { return candidates }
        let half = candidates.count / 2
        let c1 = Array(candidates[..<half])
        let c2 = Array(candidates[half...])
        let d2 = quickXplain(grown, delta: c1, candidates: c2)
        let d1 = quickXplain(grown, delta: d2, candidates: c1)
        return d1 + d2
    }

    /// The installed required constraints that share variables with `index`, directly or through
    /// other required constraints, in creation order.
    func connectedRequired(to index: Int32) -> [Int32] {
        var byVariable: [Int32: [Int32]] = [:]
        for (i, record) in records.enumerated() {
            guard let record, record.installed, Int32(i) != index,
                  record.constraint.priority.isRequired else { continue }
            for term in record.constraint.expression.terms {
                byVariable[term.variable.id, default: []].append(Int32(i))
            }
        }
        var seenVariables = Set<Int32>()
        var found = Set<Int32>()
        var stack = records[Int(index)]?.constraint.expression.terms.map(\.variable.id) ?? []
        while let v = stack.popLast() {
            guard seenVariables.insert(v).inserted else { continue }
            for c in byVariable[v] ?? [] where found.insert(c).inserted {
                stack += records[Int(c)]?.constraint.expression.terms.map(\.variable.id) ?? []
            }
        }
        return found.sorted()
    }

    /// Whether these required constraints can hold together (checked in a scratch solver).
    func isFeasible(_ indices: [Int32]) -> Bool {
        var scratch = Scratch(of: self)
        return scratch.add(indices)
    }
}
