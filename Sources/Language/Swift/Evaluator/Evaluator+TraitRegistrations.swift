/// iOS 17's `registerForTraitChanges(_:handler:)`, `…(_:target:action:)` and `…(_:action:)` on a
/// controller or a view: the registration is kept, and when `rotate` or `device` changes the
/// size classes it names, its handler (or the action's method) runs after
/// `traitCollectionDidChange(_:)`, as UIKit calls it before the next layout pass. Only the size
/// classes change here: a registration for other traits alone (`UITraitUserInterfaceStyle`) is
/// kept and never runs, and one whose traits are not written as types runs on any change.
struct TraitRegistration: Sendable {
    /// The controller or view registered: the handler's first argument.
    var owner: Value
    /// The trait types named (`UITraitVerticalSizeClass`); empty when they are not known here.
    var traits: [String]
    /// The closure given, or nil with an action.
    var handler: Value?
    /// The method the action's selector names, called on `target`.
    var action: String?
    var target: Value
}

extension Evaluator {
    /// The trait types a registration names (`[UITraitVerticalSizeClass.self]`, `.self` read as
    /// the type); empty when any is not a type written so.
    static func traitTypeNames(_ value: Value?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        var names: [String] = []
        for item in items {
            guard case .type(let name) = item else { return [] }
            names.append(name)
        }
        return names
    }

    /// Keeps a `registerForTraitChanges` call of `owner`.
    mutating func registerTraitChanges(_ owner: Value, _ args: [EvaluatedArgument], trailing: Value?) {
        let traits = Self.traitTypeNames(args.first?.value)
        // (Objective-C's selectors say `withHandler:`, `withTarget:action:`, `withAction:`.)
        if let handler = trailing ?? (args.named("handler") ?? args.named("withHandler"))?.value {
            swift.traitRegistrations.append(TraitRegistration(owner: owner, traits: traits, handler: handler, action: nil, target: owner))
            return
        }
        guard let method = (args.named("action") ?? args.named("withAction")).flatMap(Self.selectedMethod) else { return }
        var target = (args.named("target") ?? args.named("withTarget"))?.value ?? owner
        if case .none = target { target = owner }
        swift.traitRegistrations.append(TraitRegistration(
            owner: owner, traits: traits, handler: nil, action: method, target: target))
    }

    /// Runs each registration whose traits changed (`horizontal`, `vertical`: whether that size
    /// class did), in the order registered; the names of what ran.
    mutating func runTraitRegistrations(horizontal: Bool, vertical: Bool, at range: SourceRange) throws(Interrupt) -> [String] {
        var ran: [String] = []
        for registration in swift.traitRegistrations {
            let named = Set(registration.traits)
            let applies = named.isEmpty || (horizontal && named.contains("UITraitHorizontalSizeClass"))
                || (vertical && named.contains("UITraitVerticalSizeClass"))
            guard applies else { continue }
            let values: [Value] = [registration.owner, .opaque("previousTraitCollection")]
            do {
                if let handler = registration.handler {
                    _ = try callValue(handler, values.map { EvaluatedArgument(label: nil, value: $0, range: range, expr: .nilLiteral(range)) },
                                      trailing: nil, at: range)
                    ran.append("registerForTraitChanges handler")
                } else if let action = registration.action, let className = className(of: registration.target),
                          let f = method(action, of: className) {
                    let arguments = zip(f.parameters, values).map { parameter, value in
                        EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
                    }
                    _ = try callFunction(f, receiver: registration.target, arguments: arguments, trailing: nil, at: range)
                    ran.append(f.signature)
                }
            } catch .returned {}
        }
        return ran
    }
}
