/// A control's targets and actions: `addTarget(_:action:for:)` keeps the method a selector names
/// with its target and events, and `sendActions(for:)` calls it there, as UIKit's control does when
/// the events happen, so typing `button.sendActions(for: .touchUpInside)` at the prompt runs what a
/// tap runs. `addAction(_:for:)` with a `UIAction` handler is not kept (said in its help).
struct ControlAction: Sendable {
    /// The object the method is called on: the target given, or the presented controller for a
    /// nil target (UIKit's responder chain reaches it).
    var target: Value
    var method: String
    /// The events it was added for (`touchUpInside`); empty when they are not known here.
    var events: [String]
}

extension Evaluator {
    /// The event names a `UIControl.Event` value holds (`.touchUpInside`, `[.valueChanged]`).
    static func controlEvents(_ value: Value?) -> [String] {
        switch value {
        case .enumCase(let name)?: [name]
        case .array(let items)?: items.flatMap { controlEvents($0) }
        default: []
        }
    }

    /// The method an `action:` argument's selector names (`#selector(didTap)`, `#selector(tap(_:))`,
    /// Objective-C's `@selector(tap:)`): `didTap`, `tap`.
    static func selectedMethod(_ action: EvaluatedArgument) -> String? {
        let written: Expr? = if case .pound("selector", let named, _) = action.expr { named.first?.value } else { action.expr }
        return written.flatMap(selectorMethodName).map { String($0.prefix { $0 != ":" && $0 != "(" }) }
    }

    /// `addTarget(self, action: #selector(didTap), for: .touchUpInside)` (Objective-C's
    /// `@selector(didTap:)` too): kept for `sendActions(for:)`.
    mutating func addControlTarget(_ control: String, _ args: [EvaluatedArgument]) {
        guard let method = args.named("action").flatMap(Self.selectedMethod) else { return }
        var target = args.first?.value ?? .none
        if case .none = target { target = swift.presentedController.map { .object($0) } ?? .none }
        let kept = ControlAction(target: target, method: method, events: Self.controlEvents(args.named("for")?.value))
        swift.controlActions[viewName(control), default: []].append(kept)
    }

    /// `removeTarget(_:action:for:)`: the target's actions of that method go (all its actions
    /// with a nil action).
    mutating func removeControlTarget(_ control: String, _ args: [EvaluatedArgument]) {
        let method = args.named("action").flatMap(Self.selectedMethod)
        swift.controlActions[viewName(control)]?.removeAll { method == nil || $0.method == method }
    }

    /// `sendActions(for: .touchUpInside)`: each kept action for those events runs, in the order
    /// added, its method given the control (and an event, when it takes two).
    mutating func sendControlActions(_ control: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) {
        let events = Set(Self.controlEvents(args.first?.value))
        let actions = swift.controlActions[viewName(control)] ?? []
        var ran = 0
        for action in actions where events.isEmpty || action.events.isEmpty || !events.isDisjoint(with: action.events) {
            guard let className = className(of: action.target), let f = method(action.method, of: className) else { continue }
            let values: [Value] = [.view(control), .opaque("event")]
            let arguments = zip(f.parameters, values).map { parameter, value in
                EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
            }
            do {
                _ = try callFunction(f, receiver: action.target, arguments: Array(arguments), trailing: nil, at: range)
            } catch .returned {}
            ran += 1
        }
        if ran == 0 {
            note("sendActions: \(viewName(control)) has no action the paste added for \(events.isEmpty ? "those events" : events.sorted().joined(separator: ", ")) "
                + "(addTarget(_:action:for:) keeps them; a UIAction's handler is not kept)")
        }
    }
}
