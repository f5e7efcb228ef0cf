/// Why a solver operation was refused. A refused operation leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint cannot be satisfied together with `conflicts`, a minimal set of
    /// required constraints already in the solver (sorted by handle); `conflicts` is empty when
    /// the constraint cannot hold on its own (`0 == 5`).
    case unsatisfiable(ConstraintID, conflicts: [ConstraintID], description: String)
    case duplicateConstraint(ConstraintID)
    case unknownConstraint(ConstraintID)
    case unknownVariable(Variable)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions: they must have an optional priority.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is infinite or NaN.
    case nonFinite(String)
    /// Changing a priority between required and optional (UIKit refuses it too).
    case requiredPriorityChange(ConstraintID)
    /// A constant or coefficient too large or too small for the arithmetic to hold (see
    /// ``Solver/largestConstant`` and ``Solver/coefficientRange``).
    case outOfRange(String, Double)

    public var description: String {
        switch self {
        case .unsatisfiable(_, _, let text): text
        case .duplicateConstraint(let id): "constraint \(id) is already in the solver"
        case .unknownConstraint(let id): "constraint \(id) is not in the solver"
        case .unknownVariable(let v): "variable #\(v.id) does not belong to this solver"
        case .duplicateEditVariable(let v): "variable #\(v.id) is already an edit variable"
        case .unknownEditVariable(let v): "variable #\(v.id) is not an edit variable"
        case .requiredEditVariable(let v): "edit variable #\(v.id) cannot be required; use a priority below 1000"
        case .nonFinite(let what): "\(what) is not a finite number"
        case .outOfRange(let what, let value):
            what == "coefficient"
                ? "coefficient \(value) is out of range: a coefficient's size must be 0 or 1e-12…1e12"
                : "\(what) \(value) is out of range: at most 1e24 in size"
        case .requiredPriorityChange(let id):
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported (\(id))"
        }
    }
}
