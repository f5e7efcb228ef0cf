import Layout

/// `UIViewPropertyAnimator`: its animations run when it starts, at once, as `UIView.animate`'s
/// do here (layout has no time), then its completions with `.end`. One never started changes
/// nothing, as in UIKit.
extension Library {
    static let animatorTypes: [LibraryType] = [
        LibraryType("UIViewPropertyAnimator", help: "an animation the code starts: its changes land when it starts", members: [
            .method("addAnimations(_:)", "adds animations: run when the animator starts, or at once when it runs") {
                e, base, args, trailing, range throws(Interrupt) in
                try e.addAnimatorBlock(base, trailing ?? args.first?.value, key: Evaluator.animatorAnimations, at: range)
                return .void
            },
            .method("addCompletion(_:)", "adds a completion: run with .end after the animations") {
                e, base, args, trailing, range throws(Interrupt) in
                try e.addAnimatorBlock(base, trailing ?? args.first?.value, key: Evaluator.animatorCompletions, at: range)
                return .void
            },
            .method("startAnimation()", "runs the animations at once, then the completions") { e, base, _, _, range throws(Interrupt) in
                try e.startAnimator(base, at: range)
                return .void
            },
            .method("startAnimation(afterDelay:)", "as startAnimation(): the delay passes at once") { e, base, _, _, range throws(Interrupt) in
                try e.startAnimator(base, at: range)
                return .void
            },
            .inert("pauseAnimation()"), .inert("stopAnimation(_:)"), .inert("finishAnimation(at:)"),
            .inert("continueAnimation(withTimingParameters:durationFactor:)"),
            .appearance("fractionComplete", "how far the animation is; every change here lands at once"),
            .appearance("isReversed"), .appearance("isInterruptible"), .appearance("pausesOnCompletion"),
            .appearance("scrubsLinearly"), .appearance("isUserInteractionEnabled"),
            .property("isRunning", "Bool", "whether it started") { e, base, _ throws(Interrupt) in
                .bool(e.animatorField(base, Evaluator.animatorStarted) != nil)
            },
        ], statics: [
            .method("runningPropertyAnimator(withDuration:delay:options:animations:completion:)",
                    "starts at once: the animations run, then the completion with .end") { e, _, args, trailing, range throws(Interrupt) in
                if let a = args.named("animations")?.value { _ = try e.callAny(a, [], at: range) }
                if let c = args.named("completion")?.value ?? trailing, Evaluator.isCallable(c) {
                    try e.runAnimationCompletion(c, [.enumCase("end")], at: range)
                }
                let id = e.newObject("UIViewPropertyAnimator")
                e.swift.objects[id]?.fields[Evaluator.animatorStarted] = .bool(true)
                return .library(.propertyAnimator(id))
            },
        ]),
    ]
}

extension Evaluator {
    static let animatorAnimations = "animations"
    static let animatorCompletions = "completions"
    static let animatorStarted = "started"

    static func isCallable(_ value: Value) -> Bool {
        switch value {
        case .closure, .function: true
        default: false
        }
    }

    /// `UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { … }` and its other
    /// initialisers: the animations kept until it starts.
    mutating func makeAnimator(_ args: [EvaluatedArgument], trailing: Value?) -> Value {
        let id = newObject("UIViewPropertyAnimator")
        let animations = [args.named("animations")?.value, trailing].compactMap { $0 }.filter(Self.isCallable)
        swift.objects[id]?.fields[Self.animatorAnimations] = .array(animations)
        swift.objects[id]?.fields[Self.animatorCompletions] = .array([])
        return .library(.propertyAnimator(id))
    }

    func animatorField(_ animator: Value, _ key: String) -> Value? {
        guard case .library(.propertyAnimator(let id)) = animator else { return nil }
        return swift.objects[id]?.fields[key]
    }

    mutating func addAnimatorBlock(_ animator: Value, _ block: Value?, key: String, at range: SourceRange) throws(Interrupt) {
        guard case .library(.propertyAnimator(let id)) = animator, let block, Self.isCallable(block) else { return }
        if animatorField(animator, Self.animatorStarted) != nil {
            // Added to a running animator: its changes land now.
            if key == Self.animatorCompletions {
                try runAnimationCompletion(block, [.enumCase("end")], at: range)
            } else {
                _ = try callAny(block, [], at: range)
            }
            return
        }
        guard case .array(let blocks)? = swift.objects[id]?.fields[key] else { return }
        swift.objects[id]?.fields[key] = .array(blocks + [block])
    }

    /// An animation's completion (`UIView.animate`'s, a property animator's), run once its
    /// animations have: layout here has no time. An animation its own completion starts again,
    /// for ever (`completion: { self.pulse() }`), repeats in UIKit a turn at a time: its first
    /// turn is shown. (One that starts a last animation, show then hide, ends: run through, as
    /// UIKit leaves it. One still going eight turns on goes on for ever.)
    mutating func runAnimationCompletion(_ closure: Value, _ arguments: [Value], at range: SourceRange) throws(Interrupt) {
        if runningAnimationCompletions >= 8 {
            repeatsAnimation = true
            return
        }
        let before = self
        runningAnimationCompletions += 1
        let saved = runningLater
        runningLater = runningLater ?? "an animation's completion, which UIKit runs once the animation ends"
        do throws(Interrupt) {
            _ = try callAny(closure, arguments, at: range)
        } catch {
            runningAnimationCompletions -= 1
            runningLater = saved
            throw error
        }
        runningAnimationCompletions -= 1
        runningLater = saved
        if runningAnimationCompletions == 0, repeatsAnimation {
            // The completion starts the animation again: shown as its first turn ends.
            self = before
            note("an animation whose completion starts it again is shown as its first turn leaves the layout; UIKit "
                + "goes on repeating it")
        }
    }

    mutating func startAnimator(_ animator: Value, at range: SourceRange) throws(Interrupt) {
        guard case .library(.propertyAnimator(let id)) = animator, animatorField(animator, Self.animatorStarted) == nil else { return }
        swift.objects[id]?.fields[Self.animatorStarted] = .bool(true)
        guard case .array(let animations)? = swift.objects[id]?.fields[Self.animatorAnimations],
              case .array(let completions)? = swift.objects[id]?.fields[Self.animatorCompletions] else { return }
        for block in animations { _ = try callAny(block, [], at: range) }
        for block in completions { try runAnimationCompletion(block, [.enumCase("end")], at: range) }
        swift.objects[id]?.fields[Self.animatorAnimations] = .array([])
        swift.objects[id]?.fields[Self.animatorCompletions] = .array([])
    }
}
