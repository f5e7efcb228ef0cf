import Layout

/// Combine's publishers of a pasted model's `@Published` properties (`model.$phase`). Such a
/// publisher gives a new subscriber the property's current value at once, inside the call that
/// subscribes: a view controller that subscribes in `viewDidLoad` (`model.$phase.sink { … }`)
/// has its closure run there, before the first layout pass, with the value the model holds. Its
/// later values come from the app's data and are not known here.
///
/// The operators apps write between the two carry the value through: `map`, `compactMap`,
/// `filter`, `removeDuplicates`, `eraseToAnyPublisher`, `share`, `print`, `handleEvents`,
/// `subscribe(on:)`. `receive(on: DispatchQueue.main)` (or `RunLoop.main`) delivers it on a
/// later turn of the run loop, after the first layout pass, as `DispatchQueue.main.async` does.
/// `dropFirst()`, `debounce`, `throttle` and `delay` hold it back: nothing arrives now.
/// `sink` and `assign(to:on:)` receive it.
public struct CombinePublisher: Sendable {
    /// The value it gives a new subscriber now; nil when it gives none.
    var current: ValueBox?
    /// Delivered on a later turn of the main run loop (`receive(on: DispatchQueue.main)`).
    var deliversLater = false
    /// How the code wrote it, for notes (`$phase`).
    var written: String
}

extension Library {
    /// `object.$name` for a property the object's class declares `@Published`: its publisher,
    /// holding the property's value now. Nil for anything else.
    static func publishedProjection(_ base: Value, _ name: String, _ e: inout Evaluator, nameRange: SourceRange,
                                    range: SourceRange) throws(Interrupt) -> Value? {
        guard name.hasPrefix("$"), name.count > 1 else { return nil }
        let property = String(name.dropFirst())
        let id: Int
        switch base {
        case .object(let object): id = object
        case .view(let view):
            guard let object = e.swift.viewObjects[e.viewName(view)] else { return nil }
            id = object
        default: return nil
        }
        guard let className = e.swift.objects[id]?.className,
              e.members(of: className).contains(where: { member in
                  if case .variable(let v) = member { v.name == property && v.modifiers.contains("@Published") } else { false }
              })
        else { return nil }
        guard let value = try e.pastedMember(of: base, property, at: range) else { return nil }
        return .library(.publisher(CombinePublisher(current: ValueBox(value), written: name)))
    }

    /// A method of Combine's written on a publisher of a `@Published` property.
    static func publisherCall(_ publisher: CombinePublisher, _ name: String, _ args: [EvaluatedArgument], trailing: Value?,
                              _ e: inout Evaluator, range: SourceRange) throws(Interrupt) -> Value {
        var next = publisher
        next.written += "." + name + "(…)"
        let closure = trailing ?? args.first(where: { Evaluator.isCallable($0.value) })?.value
        switch name {
        case "sink":
            let receive = args.named("receiveValue")?.value ?? trailing ?? args.first(where: { $0.label == nil })?.value
            if let receive, Evaluator.isCallable(receive) {
                try deliver(publisher, to: receive, &e, range: range)
            }
            return .opaque("AnyCancellable")
        case "assign":
            // `assign(to: \.isHidden, on: label)`: the value set on the object's property.
            guard let to = args.named("to"), case .keyPath(let path, _) = to.expr, let target = args.named("on")?.value,
                  case let components = path.split(separator: ".", omittingEmptySubsequences: false).dropFirst(), components.count == 1,
                  let property = components.first.map(String.init), let value = publisher.current?.value else {
                if publisher.current != nil {
                    e.note("skipped '\(publisher.written).assign(…)': only a key path of one property on the object given is set here")
                }
                return .opaque("AnyCancellable")
            }
            if publisher.deliversLater {
                e.note("skipped '\(publisher.written).assign(…)': it is received on the main queue, on a later turn of the run loop")
                return .opaque("AnyCancellable")
            }
            try e.setMember(target, property, value, nameRange: to.range, at: range)
            return .opaque("AnyCancellable")
        case "map", "tryMap", "compactMap", "tryCompactMap":
            guard let closure, let current = publisher.current?.value else { return .library(.publisher(next)) }
            let mapped = try e.callAny(closure, [current], at: range)
            if name.hasSuffix("ompactMap"), case .none = mapped { next.current = nil } else { next.current = ValueBox(mapped) }
            return .library(.publisher(next))
        case "filter", "tryFilter":
            guard let closure, let current = publisher.current?.value else { return .library(.publisher(next)) }
            if case .bool(false) = try e.callAny(closure, [current], at: range) { next.current = nil }
            return .library(.publisher(next))
        case "removeDuplicates", "eraseToAnyPublisher", "share", "print", "handleEvents", "subscribe", "assertNoFailure",
             "setFailureType", "replaceError", "catch", "retry":
            return .library(.publisher(next))
        case "receive":
            next.deliversLater = true
            return .library(.publisher(next))
        case "dropFirst", "debounce", "throttle", "delay":
            if publisher.current != nil {
                e.note("'\(publisher.written).\(name)(…)' holds back the value the publisher gives now: what it drives waits for the app's "
                    + "next value, not known here")
            }
            next.current = nil
            return .library(.publisher(next))
        default:
            e.note("skipped '\(publisher.written).\(name)(…)': Combine's \(name) is not modelled; what it drives is skipped")
            return .opaque(next.written)
        }
    }

    /// Gives the publisher's value now to `receive`: at once, or on the main queue's next turn.
    private static func deliver(_ publisher: CombinePublisher, to receive: Value, _ e: inout Evaluator,
                                range: SourceRange) throws(Interrupt) {
        guard let current = publisher.current?.value else { return }
        if publisher.deliversLater {
            e.mainQueue.append((receive, [current], range))
        } else {
            _ = try e.callAny(receive, [current], at: range)
        }
    }
}
