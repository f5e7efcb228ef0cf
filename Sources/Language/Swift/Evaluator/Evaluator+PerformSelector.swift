extension Evaluator {
    /// `perform(#selector(reload(_:)), with: view, afterDelay: 1)` on an object of a pasted class:
    /// the method the selector names, called with the object. UIKit calls it on a later turn of the
    /// run loop (after the delay): it waits with the blocks `DispatchQueue.main.asyncAfter` was
    /// given, which run after the entry's layout pass, so a method that schedules itself again (a
    /// poller) runs a few turns, not for ever. Without a delay it runs now. Nil where the selector
    /// names no method of the pasted class, or one that takes more objects than are given.
    mutating func performSelector(_ base: Value, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        guard let first = args.first, first.label == nil, case .pound("selector", let named, _) = first.expr,
              let target = named.first?.value, let methodName = Self.selectorMethodName(target),
              let className = className(of: base), let f = method(methodName, of: className) else { return nil }
        let objects = args.dropFirst().filter { $0.label == "with" }
        guard f.parameters.count <= objects.count else { return nil }
        let passed = zip(f.parameters, objects).map { parameter, object in
            var argument = object
            argument.label = parameter.label
            return argument
        }
        if args.contains(where: { $0.label == "afterDelay" }) {
            mainQueue.append((.function(f, receiver: ValueBox(base)), passed.map(\.value), range))
            return .void
        }
        return try callFunction(f, receiver: base, arguments: passed, trailing: nil, at: range)
    }

    /// The method a `#selector(…)` names: `reload` of `reload(_:)`, `self.reload` or `Screen.reload`,
    /// which the parser keeps as text.
    static func selectorMethodName(_ selector: Expr) -> String? {
        switch selector {
        case .string(let parts, _) where parts.count == 1: if case .text(let name) = parts[0] { name } else { nil }
        case .identifier(let name, _): name
        case .member(_, let name, _, _): name
        case .call(let callee, _, _, _): selectorMethodName(callee)
        default: nil
        }
    }
}
