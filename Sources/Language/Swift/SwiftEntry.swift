import Foundation
import Synchronization
import Layout

/// Runs work on a thread with a deep stack and waits for it: reading and running pasted Swift
/// recurses as deep as the paste nests (brackets, calls, closures), and a debug build's frames
/// are large, so the caller's stack is not enough for what the limits allow.
///
/// The threads are kept and reused (``DeepStackThread``): making one for every entry cost more
/// than many entries' own work (the stack's mapping, guard page and first page faults).
enum DeepStack {
    static func run<Result>(_ work: @escaping () -> Result) -> Result {
        let thread = DeepStackThread.take()
        var result: Result?
        thread.perform { result = work() }
        DeepStackThread.give(back: thread)
        return result!
    }
}

/// A thread with a 512 MB stack that runs one piece of work at a time, handed to it by
/// ``DeepStack``. Idle ones wait in a small pool; work that itself asks for a deep stack takes
/// another thread, so nothing waits on itself.
final class DeepStackThread: @unchecked Sendable {
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// The work to run next; nil tells the thread to end. Written before `start` is signalled and
    /// read after it is waited on, so the semaphores order every access.
    private var work: (() -> Void)?

    private static let idle = Mutex<[DeepStackThread]>([])
    /// How many idle threads are kept; more than this end when given back.
    private static let keep = 4

    private init() {
        let thread = Thread { [self] in
            while true {
                start.wait()
                guard let work else { return }
                work()
                self.work = nil
                done.signal()
            }
        }
        thread.stackSize = 1 << 29
        thread.start()
    }

    static func take() -> DeepStackThread {
        idle.withLock { $0.popLast() } ?? DeepStackThread()
    }

    static func give(back thread: DeepStackThread) {
        let kept = idle.withLock { threads -> Bool in
            guard threads.count < keep else { return false }
            threads.append(thread)
            return true
        }
        if !kept { thread.end() }
    }

    /// Runs `work` on this thread and waits for it to finish.
    func perform(_ work: @escaping () -> Void) {
        self.work = work
        start.signal()
        done.wait()
    }

    private func end() {
        work = nil
        start.signal()
    }
}

/// Pasted Swift as one entry: parsed, checked, then run on a copy of the session that replaces
/// it only when every line ran (all or nothing, as every entry).
extension Session {
    /// The view-controller methods UIKit calls, in the order it calls them.
    /// A view controller's life-cycle methods in the order UIKit calls them when it is shown: its
    /// root view's safe area is set when the view goes into the window, after viewWillAppear, so
    /// viewSafeAreaInsetsDidChange runs there once, before the first layout pass; its layout margins
    /// change then too (a root view's are the screen's, 16 or 20 at the sides, not a plain view's 8),
    /// so viewLayoutMarginsDidChange follows it.
    static let lifecycle = ["loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
                            "updateViewConstraints",
                            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]

    /// The UIKit class whose members a view has (its pasted class's UIKit base), for completion.
    public func className(ofView name: String) -> String {
        var className = swiftClass(ofView: name)
        var seen: Set<String> = []
        while Library.type(named: className) == nil, let parent = state.swift.types[className]?.superclass,
              seen.insert(className).inserted {
            className = parent
        }
        return Library.type(named: className) == nil ? "UIView" : className
    }

    /// The class a view was made as: a pasted class, a UIKit class, or what its kind says.
    func swiftClass(ofView name: String) -> String {
        if let c = state.swift.viewClasses[name] { return c }
        if name == "root" || name == "view" { return "UIView" }
        // A stack made with the 'stack' command is a UIStackView to pasted code too.
        if let id = state.layout.id(of: name), state.layout.stack(id) != nil { return "UIStackView" }
        let kind = state.layout.id(of: name).flatMap { state.layout.view($0)?.kind } ?? state.detached[name]?.kind
        switch kind {
        case .scrollView?: return "UIScrollView"
        case .label?: return "UILabel"
        case .image?: return "UIImageView"
        default: return "UIView"
        }
    }

    /// Checks and runs an entry's statements on a deep stack (the evaluator recurses as deep as
    /// the paste nests and calls). On an error the session is exactly as it was.
    mutating func runSwift(_ statements: [Stmt], source: String) -> Outcome {
        let start = self
        let (session, outcome) = DeepStack.run { () -> (Session, Outcome) in
            var session = start
            let outcome = session.runCheckedSwift(statements, source: source)
            return (session, outcome)
        }
        self = session
        return outcome
    }

    /// ``runSwift(_:source:)`` on the current thread: the checker first, then the evaluator.
    mutating func runCheckedSwift(_ statements: [Stmt], source: String) -> Outcome {
        let problems = Checker.check(statements, session: self)
        if problems.contains(where: { $0.severity == .error }) {
            var outcome = Outcome()
            outcome.diagnostics = problems
            return outcome
        }
        // Warnings (what Swift compiles with a warning) are said, and the entry runs.
        var outcome = evaluate(statements, source: source)
        outcome.diagnostics = problems + outcome.diagnostics
        return outcome
    }

    /// Whether an entry is one Swift statement (beside Layoutbook's own words) declaring no type
    /// or function: typed, not pasted from an app, so every name in it must be declared.
    static func standsAlone(_ statements: [Stmt]) -> Bool {
        var swift = 0
        for statement in statements {
            switch statement {
            case .type, .function: return false
            case .command: continue
            default: swift += 1
            }
        }
        return swift <= 1
    }

    /// Runs checked statements with the evaluator. With `refusesUndeclared`, an entry of
    /// statements alone fails on a name nothing declared.
    /// The `typealias`es the statements declare, at the top level or in a type, as name and
    /// the type named, as written.
    static func typeAliases(in statements: [Stmt]) -> [(name: String, target: String)] {
        statements.flatMap { statement -> [(name: String, target: String)] in
            switch statement {
            case .ignored(let what, _) where what.hasPrefix("typealias "):
                let parts = what.dropFirst("typealias ".count).components(separatedBy: " = ")
                return parts.count == 2 && !parts[0].isEmpty ? [(parts[0], parts[1])] : []
            case .type(let decl): return typeAliases(in: decl.members)
            default: return []
            }
        }
    }

    mutating func evaluate(_ statements: [Stmt], source: String, refusesUndeclared: Bool = true) -> Outcome {
        // Known before any code runs: a class presented by the entry reads them.
        for alias in Self.typeAliases(in: statements) { state.swift.typeAliases[alias.name] = alias.target }
        let saved = self
        var evaluator = Evaluator(session: self)
        var ran: Interrupt? = nil
        do throws(Interrupt) {
            try evaluator.runEntry(statements)
        } catch {
            ran = error
        }
        if !evaluator.learnedViewAppTypes.isEmpty {
            // A type of the app's own the entry showed to be a view only after it made instances
            // it kept elsewhere (`let all = [Badge(7), Badge(8)]`, then `view.addSubview(v)` in a
            // loop): the entry runs again from the start, each instance a view where it is made.
            var seeded = saved
            seeded.state.swift.viewAppTypes.formUnion(evaluator.learnedViewAppTypes)
            evaluator = Evaluator(session: seeded)
            ran = nil
            do throws(Interrupt) {
                try evaluator.runEntry(statements)
            } catch {
                ran = error
            }
        }
        if let error = ran {
            var failed = Outcome()
            switch error {
            case .failure(let diagnostic):
                // `|-avatar-15-name-|` with `avatar` declared nowhere fails on what it feeds: the
                // name read before the failure is its cause, and the error names it.
                if refusesUndeclared, let cause = Self.undeclaredRefusal(statements, evaluator, before: diagnostic.range.start) {
                    failed.diagnostics = [cause]
                } else {
                    failed.diagnostics = [evaluator.explainingSkippedContainer(diagnostic)]
                }
            case .thrown(let value, let range):
                failed.diagnostics = [Diagnostic(.error, "'throw' of \(value.kindName) that no 'catch' catches: the app would stop here",
                                                 at: range, hint: "put the call in 'do { … } catch { … }'")]
            case .breakLabel(let label), .continueLabel(let label):
                failed.diagnostics = [Diagnostic(.error, "no statement around the 'break' or 'continue' is labelled '\(label)'",
                                                 at: statements.first?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1)),
                                                 hint: "label the loop it leaves: '\(label): for …'")]
            case .returned, .breakLoop, .continueLoop, .fallthroughCase:
                failed.diagnostics = [Diagnostic(.error, "'return', 'break' or 'continue' outside a function or loop",
                                                 at: statements.first?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1)))]
            }
            return failed
        }
        // A statement typed alone is all there is: a name none declared is a mistake (Swift:
        // "cannot find in scope"), refused before it drops a constraint. A paste of several, or
        // one with a class or function, is part of an app, whose own names are skipped with a note;
        // so is every statement of input that imported a module (a playground's or an app's file).
        for case .ignored(let what, _) in statements where what.hasPrefix("import") {
            evaluator.swift.importsModules = true
            if what.hasPrefix("import ") { evaluator.swift.importedModules.insert(String(what.dropFirst("import ".count))) }
        }
        if refusesUndeclared, let refusal = Self.undeclaredRefusal(statements, evaluator) {
            var failed = Outcome()
            failed.diagnostics = [refusal]
            return failed
        }
        evaluator.noteViewsLeftWithSkippedHelpers()
        self = evaluator.session
        markStandIns()
        var outcome = evaluator.context.outcome
        outcome.notes += evaluator.notes
        if outcome.changedLayout { retryBrokenConstraints() }
        outcome.changedSession = true
        recordUndo(saved.state, source: source)
        return outcome
    }
}

extension Session {
    /// Tells the layout which of its views stand in for a class the paste lacks (the app's
    /// own, or a framework's Layoutbook has no table for), so that an ambiguity a size only that
    /// class would give says so. Views made before they were placed get it once they are.
    mutating func markStandIns() {
        for (name, className) in state.swift.standIns {
            guard let id = state.layout.id(of: name), state.layout.view(id)?.standsInFor == nil else { continue }
            state.layout.setStandsIn(id, for: className)
        }
    }

    /// The refusal of a statement typed alone that read a name nothing declared (before `limit`,
    /// when given); nil for a paste of an app's code, or input that imported a module.
    static func undeclaredRefusal(_ statements: [Stmt], _ evaluator: Evaluator, before limit: SourceLocation? = nil) -> Diagnostic? {
        guard !evaluator.swift.importsModules, standsAlone(statements),
              let first = evaluator.undeclared.first, limit.map({ first.range.start < $0 }) ?? true else { return nil }
        return Diagnostic(.error, "no name '\(first.name)' is declared here", at: first.range, suggestion: first.suggestion,
                          hint: first.suggestion == nil ? "declare it first (view \(first.name), let \(first.name) = UIView(), "
                              + "or a constraint kept with let); names of an app's own code are skipped only in a pasted class or function" : nil)
    }
}

extension Evaluator {
    /// A conflict that needs the autoresizing-mask constraints of views standing in for a
    /// storyboard's outlets (`@IBOutlet UILabel *header`, made 0×0 at the root view's corner):
    /// the storyboard the paste lacks gives those views their frames, and most often their own
    /// constraints, so the conflict is this stand-in's, likely not the app's. Said once a conflict.
    mutating func noteOutletStandInConflicts() {
        guard !swift.outlets.isEmpty else { return }
        let layout = session.state.layout
        for report in layout.conflicts where !swift.outletConflictsSaid.contains(report.broken.rawValue) {
            var standIns: [String] = []
            for id in [report.broken] + report.conflicting {
                guard let c = layout.constraint(id), c.origin == .autoresizingMask, case .view(let viewID) = c.first,
                      let name = layout.name(of: viewID), swift.outlets.contains(name), !standIns.contains(name) else { continue }
                standIns.append(name)
            }
            guard !standIns.isEmpty else { continue }
            swift.outletConflictsSaid.insert(report.broken.rawValue)
            let names = standIns.map { "'\($0)'" }.joined(separator: ", ")
            note("the conflict holds the autoresizing masks of \(names), standing in at 0×0 for storyboard outlets the paste lacks: "
                + "the storyboard gives \(standIns.count == 1 ? "that view its frame" : "those views their frames") (and most often "
                + "constraints), so this conflict is likely not the app's: the frames shown for what hangs on them are not UIKit's; "
                + "open the storyboard (open FILE, scene N) before pasting, and the controller runs against its views")
        }
    }

    /// A view the app hands a presented controller's initialiser (`init(content: UIView)`,
    /// `init(sheetView: BottomSheetView)`): a view of the UIKit class its type is, or a plain view
    /// for a type of the app's whose name says a view, stands in for it, named as the parameter,
    /// so what the controller does with it (adds it, constrains it) is laid out; what it holds
    /// is the app's. Nil for any other parameter, and for a view class the paste declares (its
    /// initialiser may need what the app gives).
    mutating func injectedViewStandIn(_ parameter: Parameter, of controller: String, at range: SourceRange) -> Value? {
        guard let typeName = parameter.type?.baseName, swift.types[typeName] == nil,
              !(parameter.type?.text.hasPrefix("[") ?? false) else { return nil }
        let className: String
        if Library.type(named: typeName) != nil, Library.isSubtype(typeName, of: "UIView") {
            className = typeName
        } else if typeName.hasSuffix("View"), Library.type(named: typeName) == nil, !typeName.hasPrefix("UI") {
            className = "UIView"
        } else {
            return nil
        }
        let savedHint = nameHint
        nameHint = parameter.name
        defer { nameHint = savedHint }
        guard let made = try? construct(className, [], trailing: nil, at: range, nameRange: range), case .view(let name) = made else {
            return nil
        }
        note("'\(parameter.name)', the \(typeName) the app gives \(controller)'s initialiser, is made here as a \(className) "
            + "the code places: '\(name)'; what it holds is the app's, not in the paste")
        return made
    }

    /// A case of the paste's own enum the app hands a presented controller's initialiser
    /// (`init(mode: Mode)`): its first, with a note, so that every `switch` on it takes the same
    /// branch, as one value does. Nil for any other parameter.
    mutating func pastedEnumStandIn(_ parameter: Parameter, of controller: String) -> Value? {
        guard let typeName = parameter.type?.baseName, !(parameter.type?.text.hasPrefix("[") ?? false),
              let decl = swift.types[typeName], decl.kind == .enum,
              let first = decl.members.lazy.compactMap({ member -> String? in
                  if case .enumCases(let names, _, _) = member { names.first } else { nil }
              }).first else { return nil }
        note("'\(parameter.name)', the \(typeName) the app gives \(controller)'s initialiser, is taken as .\(first), its first case: "
            + "what the app passes is not in the paste")
        return .enumCase(first)
    }

    /// An object of the paste's own class or struct (not a view or a controller) the app hands
    /// a presented controller's initialiser (`init(greeter: Greeter)`), when the paste can make
    /// one with no arguments: made so, with a note, so that what the controller asks of it runs
    /// the paste's own code. Its values are that initialiser's, not the app's. Nil for any other
    /// parameter.
    mutating func pastedModelStandIn(_ parameter: Parameter, of controller: String, at range: SourceRange) -> Value? {
        guard let typeName = parameter.type?.baseName, let decl = swift.types[typeName], decl.kind == .class || decl.kind == .struct,
              !(parameter.type?.text.hasPrefix("[") ?? false), !isController(typeName),
              libraryBase(of: typeName).map({ Library.isSubtype($0, of: "UIView") || Library.isSubtype($0, of: "UIViewController") }) != true
        else { return nil }
        let inits = initializers(of: typeName)
        if inits.isEmpty {
            // A struct's memberwise initialiser needs every stored property without a value.
            if decl.kind == .struct {
                for case .variable(let v) in members(of: typeName) where !v.isStatic && v.getter == nil && v.initializer == nil {
                    guard !v.isLet, v.type?.text.hasSuffix("?") == true else { return nil }
                }
            } else if decl.superclass != nil {
                return nil
            }
        } else if Self.matching(inits, []) == nil {
            return nil
        }
        guard let made = try? construct(typeName, [], trailing: nil, at: range, nameRange: range), case .object = made else { return nil }
        note("'\(parameter.name)', the \(typeName) the app gives \(controller)'s initialiser, is made here as \(typeName)(), the paste's "
            + "own type: what it holds is what that initialiser gives, not the app's")
        return made
    }

    /// The arguments a declared view controller is made with when it is presented: none when it
    /// can be made with `init()`; else those of its first initialiser (`init(viewModel:)`), which
    /// the app calls with its own values: each one the paste cannot have is the app's, skipped
    /// where it is used, so the properties that initialiser makes (`tableView = UITableView()`)
    /// are there when `viewDidLoad` reads them.
    mutating func presentationArguments(_ controller: String, at range: SourceRange) -> [EvaluatedArgument] {
        // Its one initialiser that runs is `init?(coder:)`: a storyboard makes it, and only so
        // (Swift gives it no `init()` then), so that initialiser's set-up runs.
        let own = initializers(of: controller)
        if !own.isEmpty, own.allSatisfy({ $0.parameters.count == 1 && $0.parameters[0].label == "coder" }),
           let coder = own.first(where: { !Self.stopsAtOnce($0) }) {
            note("presented \(controller) made as a storyboard makes it, with its \(coder.signature), its one initialiser")
            return [EvaluatedArgument(label: "coder", value: .opaque("NSCoder"), range: range, expr: .nilLiteral(range))]
        }
        var usable = own.filter { !$0.parameters.contains { $0.label == "coder" || $0.label == "nibName" } }
        // An initialiser that stops at once (`fatalError("not meant to be used …")`, `throw
        // WebRTCError.requiresEntityID`) is not the one the app makes the controller with.
        let going = usable.filter { !Self.stopsAtOnce($0) }
        if !going.isEmpty { usable = going }
        guard !usable.isEmpty, Self.matching(usable, []) == nil, let first = usable.first else { return [] }
        let missing = first.parameters.filter { $0.defaultValue == nil }
        note("presented \(controller) made with \(first.signature): "
            + missing.map { "'\($0.name)'" }.joined(separator: ", ") + " \(missing.count == 1 ? "is" : "are") the app's, not in the paste")
        return missing.map { parameter in
            let value = injectedViewStandIn(parameter, of: controller, at: range) ?? pastedModelStandIn(parameter, of: controller, at: range)
                ?? pastedEnumStandIn(parameter, of: controller) ?? .opaque(parameter.type?.baseName ?? parameter.name)
            return EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
        }
    }

    /// Whether a function's body starts by stopping: `fatalError(…)` or a `throw`.
    static func stopsAtOnce(_ f: FunctionDecl) -> Bool {
        switch f.body.first {
        case .expression(.call(.identifier("fatalError", _), _, _, _))?, .throwStatement?: true
        default: false
        }
    }

    /// Whether `note` says a control's size is the table's approximation (``ControlSizes``)
    /// while nothing hangs on it: every view of that class the entry made is placed, and its
    /// constraints fix its frame whatever size the table gives it (a button pinned 44 tall
    /// between the edges), so the approximation changes no frame.
    func controlSizesMoveNothing(noted note: String) -> Bool {
        guard note.hasSuffix(")"), let colon = note.range(of: ": intrinsic size from Layoutbook's table of controls, approximate")
        else { return false }
        let typeName = String(note[..<colon.lowerBound])
        let controls = createdViews.filter { name in
            guard swift.controls[name] != nil, let className = swift.viewClasses[name] else { return false }
            return className == typeName || libraryBase(of: className).map { Library.isSubtype($0, of: typeName) } == true
        }
        guard !controls.isEmpty else { return false }
        return controls.allSatisfy { name in
            guard let id = layoutID(name) else { return false }
            return session.state.layout.imageSizeMovesNothing(id)
        }
    }

    /// Runs a whole paste: its statements at the top level, then what UIKit would do next — a
    /// view controller declared in it is presented, and `viewDidLoad` and the other lifecycle
    /// methods pasted without their class run in UIKit's order.
    mutating func runEntry(_ statements: [Stmt]) throws(Interrupt) {
        let top = Scope(parent: nil)
        // The globals themselves, read through: the entry's own names go in `names`.
        top.inherited = swift.globals
        top.wholeNumbers = swift.wholeNumberGlobals
        top.floatingNumbers = swift.floatingNumberGlobals
        top.running = swift.runningTop
        swift.runningTop.scope = top
        topScope = top
        // Views of pasted classes an earlier entry made and left waiting: placed by this one,
        // UIKit's layout pass reaches them too.
        let waiting = swift.viewObjects.keys.filter { session.state.detached[$0] != nil }.sorted()
        // After a view controller was presented, later entries run as if inside it, as a
        // breakpoint in it would: its methods and properties by name (`keyboardWillShow(height:
        // 300)`, `topConstraint?.update(offset: 0)`), `self` being it.
        let controller = swift.presentedController.flatMap { id in swift.objects[id].map { (id, $0.className) } }
        // Otherwise the prompt is the body of a view controller of its own: `self` is it.
        if controller == nil { _ = promptController() }
        let frame = Frame(scope: top, selfValue: controller.map { .object($0.0) }, typeName: controller?.1)
        // Its views were laid out when the last entry ended: a constraint changed in this one
        // moves them only at the next layout pass (``LastLayoutPass``).
        if controller != nil, lastLayoutPass == nil, beforeFirstLayout == nil {
            lastLayoutPass = LastLayoutPass(frames: currentFrames(inside: .root), onlyViewsItHad: true)
        }
        do {
            try runInPlace(statements, frame: frame)
        } catch .returned {
            // A `return` at the top level ends the paste, as it would end viewDidLoad.
        }
        // The entry ends at UIKit's next layout pass.
        if lastLayoutPass?.onlyViewsItHad == true { lastLayoutPass = nil }
        for missing in undeclaredBases where swift.types[missing.base] == nil {
            // (`class ConfirmSheet: UIAlertController`: UIKit's, not the app's, but not modelled.)
            let whose = missing.base.hasPrefix("UI") && Library.isFrameworkTypeName(missing.base) ? "is a framework class Layoutbook does not model"
                : "is not in the paste"
            note("'\(missing.base)' \(whose): \(missing.className) \(missing.because), so it is taken as a "
                 + "\(missing.standIn) subclass; what '\(missing.base)' adds is skipped")
        }
        undeclaredBases = []
        for missing in unplacedBases where swift.types[missing.base] == nil
            && !swift.objects.values.contains(where: { $0.className == missing.className }) {
            note("'\(missing.base)' is not in the paste, and neither its name nor what \(missing.className) overrides says which "
                 + "UIKit class it is: nothing here makes or shows a \(missing.className), so the views its methods lay out are not "
                 + "shown; paste '\(missing.base)' with it")
        }
        unplacedBases = []
        let range = statements.last?.range ?? SourceRange(at: SourceLocation(line: 1, column: 1))
        // Methods of a view controller pasted without their class.
        let lifecycleMethods = Set(statements.compactMap { s -> String? in
            if case .function(let f) = s, Session.lifecycle.contains(f.name) { return f.name }
            return nil
        })
        if !lifecycleMethods.isEmpty { beginFirstLayoutWait() }
        for name in Session.lifecycle where !lifecycleMethods.isEmpty {
            try enterLifecycleMethod(name, at: range)
            for statement in statements {
                guard case .function(let f) = statement, f.name == name else { continue }
                let arguments = f.parameters.isEmpty ? [] : [EvaluatedArgument(label: f.parameters[0].label, value: .bool(false),
                                                                               range: f.range, expr: .bool(false, f.range))]
                // Its body is the listing's own code, as lines at the top level are: a name it reads
                // that nothing declares is a view the page declares elsewhere (the class's outlet).
                declaredCodeDepth -= 1
                defer { declaredCodeDepth += 1 }
                do {
                    _ = try callFunction(f, receiver: nil, arguments: arguments, trailing: nil, at: f.range)
                } catch .returned {}
            }
        }
        endLayoutPassWaits()
        // The file's first screen: the last controller no other type of the paste names — not the
        // one it pushes or presents (`let login = LoginViewController()` in the screen's button
        // action), as a file's main view is chosen among its view classes.
        try declareExtensionOnlyTypes(statements, frame)
        // The app's start comes first: the controller it shows (in a navigation controller, say)
        // is made and loaded there, as UIKit loads it, with its container already set when its
        // viewDidLoad reads `navigationController`.
        try startApp(statements, at: range)
        if !presented, !session.readingHeaders, let controller = Self.outermost(declaredControllers, in: statements) {
            // Presented as the app would, with none of the app's data set on it: code that stops
            // without that data (a constraint to the last row of an empty list) leaves the class
            // declared, for the paste's own code to set it up and present it.
            let before = self
            do {
                try takeAwayEarlierPresentation(of: controller, at: range)
                let arguments = try presentationArguments(controller, at: range)
                constructingToPresent = controller
                defer { constructingToPresent = nil }
                let value = try construct(controller, arguments, trailing: nil, at: range, nameRange: range)
                if case .object(let id) = value { try present(id, at: range) }
            } catch {
                guard case .failure(let d) = error, d.kind == .appWouldStop else { throw error }
                self = before
                let presenting = session.runsObjectiveC
                    ? "\(controller) *vc = [\(controller) new]; …; [self presentViewController:vc animated:NO completion:nil]"
                    : "let vc = \(controller)(); …; present(vc, animated: false)"
                note("\(controller) is not presented: loading it as the app would, with none of the app's data set on it, stops "
                    + "at line \(d.range.start.line), column \(d.range.start.column): \(d.message) — set it up and present it "
                    + "(\(presenting))")
            }
        }
        // A view loadView made at a size of its own is the screen's by the time anything shows it.
        try showLoadedViewAtScreenSize(at: range)
        releaseConstrainedGuideRests()
        try runLayoutPass(fresh: createdViews + waiting.filter({ !createdViews.contains($0) }), afterCode: true)
        if controller == nil { try adoptPromptMembers(statements, at: range) }
        try applyIntrinsicSizes(at: range)
        // A view sized by its own intrinsicContentSize only now: its layoutSubviews runs again at
        // that size, as UIKit's pass sizes it before laying out its subviews.
        try runLayoutPass(fresh: [])
        try resizeListsLaidOutSince(at: range)
        try resolveZoomViews(at: range)
        try refitShownViews(at: range)
        labelIdentifiedConstraints()
        if !session.readingHeaders { showDeclaredView(at: range, in: statements) }
        try drawViewsThatBuild(at: range)
        noteUncalledStaticBuilders(in: statements)
        noteOutletStandInConflicts()
        if !presented {
            // A list the entry's own code made or placed, its class its own data source
            // (`let menu = Menu(frame: …, titles: […])`): sized from its rows or items, as a
            // presented controller's lists are.
            let made = Set((createdViews + waiting).filter { layoutID($0) != nil }.map(viewName))
            if !made.isEmpty {
                try sizeTablesFromDataSources(at: range, only: made)
                try sizeCollectionsFromDataSources(at: range, only: made)
            }
        }
        if !mainQueue.isEmpty {
            // The main queue's next turn: its closures see the frames this pass gave.
            try drainMainQueue()
            try runLayoutPass(fresh: [])
        }
        // Guides the shown view's code placed after the first pass.
        releaseConstrainedGuideRests()
        // Constraints that waited for their view to be placed, when the entry went on to place
        // it (a view's init pins its subviews, its owner adds it): nothing is left waiting.
        let placed = Set(createdViews.filter { layoutID($0) != nil }.map(Session.keptUntilPlaced))
        context.outcome.notes.removeAll { placed.contains($0) }
        // The names the entry declared or set at the top level go into the globals, which hold
        // those it kept there directly too; its own scratch names (`$…`) are left out. A name
        // the top level has wins, as it is what the entry read. Each costs a path of the tree,
        // not the whole table.
        var globals = swift.globals
        for (name, value) in top.names where !name.hasPrefix("$") { globals[name] = value }
        swift.globals = globals
        swift.wholeNumberGlobals = top.wholeNumbers
        swift.floatingNumberGlobals = top.floatingNumbers
        // A function pasted alone is kept for later entries, as a playground keeps it; said, or
        // the paste seems to have done nothing.
        for statement in statements {
            guard case .function(let f) = statement, !Session.lifecycle.contains(f.name),
                  !calledFunctions.contains(f.signature) else { continue }
            note("'\(f.signature)' is kept, not run: enter \(f.name)(\(f.parameters.isEmpty ? "" : "…")) to run it")
        }
        // An image view whose frame the code set (its mask on), or whose constraints fix its width
        // and height, has that size whatever the image's: the note that its image's size is
        // unknown says nothing then.
        let sizedAnyway = Set(notes.filter { text in
            guard text.contains(Evaluator.sizeUnknown), let marker = text.range(of: ": the image is ") else { return false }
            var name = String(text[..<marker.lowerBound])
            if name.hasSuffix(".image") { name.removeLast(".image".count) }
            guard let id = layoutID(name), let view = session.state.layout.view(id) else { return false }
            let frame = session.state.layout.frame(of: id)
            if view.translatesAutoresizingMaskIntoConstraints { return frame.width > 0 && frame.height > 0 }
            // Inside a view shown alone, held at the size it was measured at while the image had
            // none: released, as the app's container would size it with the image's.
            let shown = swift.shownClasses.values.flatMap { $0 }.compactMap(layoutID)
                .filter { $0 != id && session.state.layout.isDescendant(id, of: $0) }
            return session.state.layout.imageSizeMovesNothing(id, releasing: shown)
        })
        notes.removeAll { sizedAnyway.contains($0) }
        // The image views placed by now whose image's size is not known (the note said so when
        // the image was set): an ambiguity its size would settle in UIKit says so.
        for name in swift.unknownImages.sorted() {
            guard let id = layoutID(name), session.state.layout.view(id)?.imageSize == nil else { continue }
            session.state.layout.setUnknownImage(id, "its image's size is not known here (the note says why)")
        }
        let controlsSizedAnyway = Set(notes.filter { controlSizesMoveNothing(noted: $0) })
        notes.removeAll { controlsSizedAnyway.contains($0) }
        // An extension of a type of the app's the paste does not hold (a controller's
        // `+Constraints.swift` file): nothing makes one, so its methods never run; said, or the
        // paste seems to have done nothing.
        for case .type(let t) in statements where t.kind == .extension && Library.type(named: t.name) == nil
            && !Library.isFrameworkTypeName(t.name)
            && ["Controller", "VC", "View", "Cell", "Screen"].contains(where: t.name.hasSuffix) {
            guard swift.types[t.name].map({ $0.kind == .extension }) ?? true else { continue }
            let methods = t.members.compactMap { member -> String? in
                if case .function(let f) = member, !f.isStatic, f.name != "init" { return "\(f.name)()" } else { return nil }
            }
            guard !methods.isEmpty else { continue }
            note("extension \(t.name): \(t.name) is not in the paste, so nothing here makes one or calls "
                + methods.joined(separator: ", ") + "; paste the type with it to see what its methods lay out")
        }
        settleIntrinsicSizes()
        settleRowsNarrowedBySetter()
        if !session.state.swift.standardHeightRows.isEmpty {
            for text in session.releaseStandardHeightRows() { note(text) }
        }
        context.changedState = true
    }
}

extension Evaluator {
    /// A pasted view class's own layout methods, as UIKit's layout pass calls them:
    /// `updateConstraints` for a view new to the layout or asked for it
    /// (`setNeedsUpdateConstraints()`), then `layoutSubviews` for one new, asked
    /// (`setNeedsLayout()`), or whose size changed since its `layoutSubviews` last ran — again
    /// while what it does changes sizes, a few passes at most, as UIKit's pass settles.
    ///
    /// At the end of an entry (`afterCode`), UIKit solves its constraints at the pass, after the
    /// code ran: a constraint broken only while an earlier state stood (a view's own size
    /// constraint while its autoresizing mask still held its zero frame, before
    /// `addArrangedSubview` turned the mask off) holds at the pass, so it is tried again first,
    /// and the bounds `layoutSubviews` reads are the laid-out ones.
    mutating func runLayoutPass(fresh: [String], afterCode: Bool = false) throws(Interrupt) {
        if afterCode { session.retryBrokenConstraints() }
        // UIKit's hooks take nothing: the app's own method of the name that takes something
        // (`updateConstraints(_ inset: CGFloat)`) is not the hook, and UIKit never calls it.
        func pastedMethod(_ method: String, of name: String) -> FunctionDecl? { hookMethod(method, of: name) }
        func call(_ f: FunctionDecl, on name: String) throws(Interrupt) { try callHook(f, on: name) }
        // Top-down: views in the order they were made, then the others by name.
        let others = swift.viewObjects.keys.filter { !fresh.contains($0) }.sorted()
        let order = fresh + others
        let askedConstraints = swift.needsUpdateConstraints
        swift.needsUpdateConstraints = []
        // `view.setNeedsUpdateConstraints()` in the controller on the screen: UIKit's pass calls
        // the controller's updateViewConstraints for its root view (an expanding drawer's
        // `updateConstraints { make.bottom… }` there).
        if askedConstraints.contains("root"), let controller = swift.presentedController,
           let className = swift.objects[controller]?.className, let f = method("updateViewConstraints", of: className),
           f.parameters.isEmpty {
            do {
                _ = try callFunction(f, receiver: .object(controller), arguments: [], trailing: nil, at: f.range)
            } catch .returned {}
        }
        let updatedEarly = constraintsUpdatedEarly
        constraintsUpdatedEarly = []
        for name in order {
            guard layoutID(name) != nil else {
                // Not in a window yet (made, not placed): UIKit's first constraint pass after it
                // is placed runs its `updateConstraints()` (a table holding it, `cell c …`).
                if (fresh.contains(name) || askedConstraints.contains(name)), hookMethod("updateConstraints", of: name) != nil {
                    swift.needsUpdateConstraints.insert(name)
                }
                continue
            }
            try runPendingBaseHooks(of: name)
            guard (fresh.contains(name) && !updatedEarly.contains(name)) || askedConstraints.contains(name) else { continue }
            if let f = pastedMethod("updateConstraints", of: name) { try call(f, on: name) }
        }
        try fitTableHeadersToTables()
        var asked = swift.needsLayout.union(fresh)
        swift.needsLayout = []
        var resizedItself: [String: (Size, Size)] = [:]
        for _ in 0..<Self.layoutPasses {
            var ran = false
            resizedItself = [:]
            for name in order where layoutID(name) != nil {
                // Auto Layout gives a view its new size through its bounds, before its
                // layoutSubviews: a class's bounds observer runs then.
                if try runBoundsObserver(of: name) { ran = true }
                let f = pastedMethod("layoutSubviews", of: name)
                let placesOwnViews = placesButtonOwnViews(name)
                guard f != nil || placesOwnViews else { continue }
                let size = frame(of: name).size
                guard asked.contains(name) || swift.laidOutSizes[name].map({ $0 != size }) == true else { continue }
                let outer = swift.runningAfterPass
                swift.runningAfterPass = "layoutSubviews"
                defer { swift.runningAfterPass = outer }
                // UIButton's own layoutSubviews, which the subclass's `super.layoutSubviews()` runs first.
                if placesOwnViews { try placeButtonOwnViews(of: name) }
                if let f {
                    noteLayoutWithoutSuper(f, of: name)
                    try call(f, on: name)
                }
                // Laid out at `size`: a layoutSubviews that changes its own view's size
                // (`self.frame = …`) asks UIKit for another pass, as any change of size does.
                swift.laidOutSizes[name] = size
                let after = frame(of: name).size
                if after != size { resizedItself[name] = (size, after) }
                ran = true
            }
            asked = swift.needsLayout
            swift.needsLayout = []
            if !ran && asked.isEmpty { break }
        }
        for (name, sizes) in resizedItself.sorted(by: { $0.key < $1.key }) {
            swift.laidOutSizes[name] = sizes.1
            note("\(name)'s layoutSubviews changes its own size at every pass (\(Self.sizeText(sizes.0)) → \(Self.sizeText(sizes.1)) "
                + "in the last of \(Self.layoutPasses)): UIKit lays it out again after each change, so it never settles; "
                + "what is shown is the pass Layoutbook stopped at")
        }
    }

    /// UIKit's display pass, after the layout pass: a view on the screen, not empty, whose class
    /// overrides `draw(_:)` (`drawRect:`) is drawn once — and a `draw` that adds subviews or
    /// activates constraints (a screen that builds itself there) changes the layout, which the
    /// next pass applies. Only such a `draw` is run here (one that only draws changes nothing
    /// Layoutbook shows), once a view, with the view's bounds; drawing again when a view's
    /// size changes (`contentMode = .redraw`) or on `setNeedsDisplay()` is not modelled.
    mutating func drawViewsThatBuild(at range: SourceRange) throws(Interrupt) {
        // (Most pastes declare no draw(_:) at all: nothing to look up view by view.)
        guard swift.types.values.contains(where: { type in
            type.members.contains { if case .function(let f) = $0 { f.name == "draw" } else { false } }
        }) else { return }
        let before = createdViews.count
        var drawn: [String] = []
        for (name, object) in swift.viewObjects.sorted(by: { $0.key < $1.key }) where !swift.drawnViews.contains(object) {
            guard let id = layoutID(name), session.state.layout.isDescendant(id, of: .root),
                  let className = swift.objects[object]?.className,
                  let f = method("draw", of: className, forLabels: [nil], trailingClosure: false),
                  Self.takes(f.parameters, [nil], trailingClosure: false),
                  buildsView(f, of: className, calls: Self.buildingCalls + Self.libraryBuildingCalls) else { continue }
            let size = frame(of: name).size
            guard size.width > 0, size.height > 0 else { continue }
            swift.drawnViews.insert(object)
            let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            let argument = EvaluatedArgument(label: nil, value: .rect(bounds), range: f.range, expr: .identifier("rect", f.range))
            do {
                _ = try callFunction(f, receiver: .view(name), arguments: [argument], trailing: nil, at: f.range)
            } catch .returned {}
            drawn.append(name)
        }
        guard !drawn.isEmpty else { return }
        note("ran draw(_:) of \(drawn.joined(separator: ", ")), as UIKit's display pass does when a view is first shown: the "
            + "views and constraints it adds are laid out in the pass after")
        try runLayoutPass(fresh: Array(createdViews[before...]), afterCode: true)
    }

    /// UIKit's hook `method` (taking nothing) of the pasted class of view `name`: the app's own
    /// method of that name that takes something (`updateConstraints(_ inset: CGFloat)`) is not it.
    func hookMethod(_ method: String, of name: String) -> FunctionDecl? {
        guard let object = swift.viewObjects[name], let className = swift.objects[object]?.className else { return nil }
        return self.method(method, of: className, forLabels: [], trailingClosure: false)
    }

    mutating func callHook(_ f: FunctionDecl, on name: String) throws(Interrupt) {
        do {
            _ = try callFunction(f, receiver: .view(name), arguments: [], trailing: nil, at: f.range)
        } catch .returned {}
    }

    /// UIKit's `updateConstraintsIfNeeded()` on views made in this entry, in order, as
    /// `systemLayoutSizeFitting(_:)` runs it before it measures: their `updateConstraints()`
    /// runs now, and the layout pass after does not run it again unless asked.
    mutating func updateConstraintsIfNeeded(_ names: [String]) throws(Interrupt) {
        for name in names where layoutID(name) != nil && !constraintsUpdatedEarly.contains(name) {
            constraintsUpdatedEarly.insert(name)
            if let f = hookMethod("updateConstraints", of: name) { try callHook(f, on: name) }
        }
    }

    /// A pasted `layoutSubviews` that never calls `super.layoutSubviews()`, in a view whose
    /// subviews constraints place: UIKit's own implementation is what applies their solved
    /// frames, so in the app they stay where they were. Layoutbook shows them where the
    /// constraints put them, and says so.
    /// The body is searched once an entry, and only for a view whose subviews constraints place.
    mutating func noteLayoutWithoutSuper(_ f: FunctionDecl, of name: String) {
        guard let id = layoutID(name), let subviews = session.state.layout.view(id)?.subviews,
              subviews.contains(where: { session.state.layout.view($0)?.translatesAutoresizingMaskIntoConstraints == false })
        else { return }
        let className = swift.viewObjects[name].flatMap { swift.objects[$0]?.className } ?? name
        let callsSuper = layoutCallsSuper[className] ?? SyntaxMentions.calls("layoutSubviews", in: f.body)
        layoutCallsSuper[className] = callsSuper
        guard !callsSuper else { return }
        note("\(className)'s layoutSubviews does not call super.layoutSubviews(): UIKit's own, which applies the frames its "
            + "subviews' constraints give, does not run, so in the app they keep the frames they had; they are shown here where "
            + "their constraints put them")
    }

    /// Runs a view class's `override var bounds: CGRect { didSet { … } }` when the layout pass
    /// finds the view at a size other than the one the observer last ran at (a view never sized,
    /// still 0×0, is not set a new bounds): UIKit's Auto Layout sets a view's bounds and center,
    /// not its frame, so this observer, unlike a frame observer, runs as constraints resize the
    /// view. False when the class declares no such observer or the size is unchanged.
    mutating func runBoundsObserver(of name: String) throws(Interrupt) -> Bool {
        guard let id = swift.viewObjects[name], let object = swift.objects[id],
              let decl = declaredProperty("bounds", of: object.className), decl.observesInheritedProperty,
              let didSet = decl.didSet else { return false }
        if swift.boundsObservedSizes[name] == nil, let view = layoutID(name) {
            // UIKit's constraint pass asks the class's intrinsicContentSize before Auto Layout
            // sets the view's first bounds: the observer sees the size with the override's
            // padding, not the one its UIKit class alone would measure.
            try applyIntrinsicSizes(at: decl.range, inside: view)
        }
        let size = frame(of: name).size
        guard size != (swift.boundsObservedSizes[name] ?? Size(width: 0, height: 0)) else { return false }
        swift.boundsObservedSizes[name] = size
        try runInPlace(didSet, frame: Frame(scope: Scope(parent: nil), selfValue: .view(object.view ?? name), typeName: object.className))
        return true
    }

    /// The most passes of `layoutSubviews` one layout pass runs while they change sizes.
    static var layoutPasses: Int { 4 }

    static func sizeText(_ size: Size) -> String { "\(Session.number(size.width))×\(Session.number(size.height))" }
}

extension Evaluator {
    /// A table's layout pass makes its header as wide as the table: a header set while the
    /// table was still unplaced (0 wide, in `viewDidLoad` before its constraints) takes the
    /// table's width once the table has one, its height kept.
    mutating func fitTableHeadersToTables() throws(Interrupt) {
        for (table, properties) in swift.appearance where layoutID(table) != nil {
            guard case .view(let header)? = properties["tableHeaderView"], layoutID(header) != nil,
                  case .view(let holder) = superview(of: header), viewName(holder) == viewName(table) else { continue }
            let width = frame(of: table).width
            let current = frame(of: header)
            guard current.width != width else { continue }
            try setFrame(header, Rect(x: 0, y: 0, width: width, height: current.height), at: SourceRange(at: SourceLocation(line: 1, column: 1)))
        }
    }
}

/// The view controller the prompt is the body of, while no pasted one is presented: `self` at
/// the top level is it, its view the root view; `title = …`, `navigationItem.title = …` and
/// `additionalSafeAreaInsets = …` set its properties, and the functions and computed properties
/// entries declare at the top level are its members, so `scrollView.delegate = self` finds a
/// top-level `viewForZooming(in:)`, and `override var prefersStatusBarHidden: Bool { true }`
/// hides the status bar as a pasted controller's does.
extension Evaluator {
    /// The class of the prompt's view controller, a `UIViewController`.
    static let promptClass = "PromptViewController"

    /// Whether `name` is a member of the prompt's view controller: one of `UIViewController`'s,
    /// or a function or computed property an entry declared at the top level.
    func isPromptMember(_ name: String) -> Bool {
        Library.hasMember(name, of: "UIViewController")
            || members(of: Self.promptClass).contains { Self.memberName($0) == name }
    }

    static func memberName(_ member: Stmt) -> String? {
        switch member {
        case .function(let f): f.name
        case .variable(let v): v.name
        default: nil
        }
    }

    /// The prompt's view controller, made at the first entry read as Swift.
    @discardableResult
    mutating func promptController() -> Int {
        if swift.types[Self.promptClass] == nil {
            let nowhere = SourceRange(at: SourceLocation(line: 1, column: 1))
            typesChanged()
            swift.types[Self.promptClass] = TypeDecl(kind: .class, name: Self.promptClass,
                                                     inherits: [TypeRef(text: "UIViewController", range: nowhere)],
                                                     members: [], range: nowhere, nameRange: nowhere)
        }
        if let id = swift.promptController, swift.objects[id] != nil { return id }
        let id = swift.nextObject
        swift.nextObject += 1
        swift.objects[id] = SwiftObject(className: Self.promptClass)
        swift.promptController = id
        return id
    }

    /// The entry's top-level functions and computed properties become the prompt's view
    /// controller's members (a later one of the same name replaces an earlier one, as at a
    /// playground's top level); an overridden `prefersStatusBarHidden` takes effect at once.
    mutating func adoptPromptMembers(_ statements: [Stmt], at range: SourceRange) throws(Interrupt) {
        let added = statements.filter { statement in
            switch statement {
            case .function(let f): !f.isStatic
            case .variable(let v): v.getter != nil && v.initializer == nil && !v.isStatic
            default: false
            }
        }
        guard !added.isEmpty, var decl = swift.types[Self.promptClass] else { return }
        let names = Set(added.compactMap(Self.memberName))
        decl.members = decl.members.filter { !names.contains(Self.memberName($0) ?? "") } + added
        swift.types[Self.promptClass] = decl
        typesChanged()
        let controller = promptController()
        for case .variable(let v) in added where v.name == "prefersStatusBarHidden" {
            guard let getter = v.getter else { continue }
            let f = FunctionDecl.getter("prefersStatusBarHidden", body: getter, at: v.range)
            if case .bool(let hidden) = try callFunction(f, receiver: .object(controller), arguments: [], trailing: nil, at: range) {
                try setProperty("root", .prefersStatusBarHidden, .bool(BoolLiteral(value: hidden, range: range)), at: range)
            }
        }
    }
}

extension Session {
    /// After `scroll NAME to x,y`: the scroll view's delegate, when pasted code gave it one with
    /// a `scrollViewDidScroll(_:)`, hears of it as UIKit tells it (see
    /// ``Evaluator/tellDelegateScrolled(_:at:)``).
    mutating func tellDelegateScrolled(_ name: String, at range: SourceRange, _ context: inout Context,
                                       zoomed: Bool = false) throws(Diagnostic) {
        // A delegate that scrolls in scrollViewDidScroll is not told of its own scroll again.
        guard let delegate = state.swift.delegates[name], state.swift.objects[delegate] != nil,
              !state.swift.tellingScrolled.contains(name) else { return }
        state.swift.tellingScrolled.insert(name)
        defer { state.swift.tellingScrolled.remove(name) }
        var evaluator = Evaluator(session: self)
        do {
            try evaluator.tellDelegateScrolled(name, at: range, zoomed: zoomed)
        } catch {
            if case .failure(let diagnostic) = error { throw diagnostic }
            return
        }
        self = evaluator.session
        for note in evaluator.context.outcome.notes + evaluator.notes { context.note(note) }
        context.changed()
    }
}
