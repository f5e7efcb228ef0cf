import Dispatch
import Synchronization
import SharedStorage
import Layout

/// Where the steps the undo history lets go of are freed: on a queue of their own, off the
/// entry's path. A step is a whole state, and what it alone still held can take milliseconds to
/// free — the tableau from before a command that re-derived half of it, pushed out of the history
/// a hundred entries later by an entry that should not wait for that. Nothing is printed from
/// there, so the output does not depend on when it runs.
enum DroppedSteps {
    private static let queue = DispatchQueue(label: "layoutbook.dropped-undo-steps", qos: .utility)
    /// Steps handed over: `held` while the entry may still refer to them, `ready` once it does
    /// not. The queue must hold the last reference to a step, or whichever side lets go last
    /// frees it, and that may be the entry; so the queue takes only what is ready.
    private static let steps = Mutex<(held: [HistoryStep], ready: [HistoryStep])>(([], []))

    /// Takes the steps over. The caller lets go of its own references, then calls ``freeHeld()``.
    static func hold<S: Sequence<HistoryStep>>(_ states: S) {
        steps.withLock { $0.held.append(contentsOf: states) }
    }

    /// Frees what ``hold(_:)`` took, on the queue.
    static func freeHeld() {
        steps.withLock { steps in
            steps.ready.append(contentsOf: steps.held)
            steps.held = []
        }
        queue.async {
            let ready = steps.withLock { steps -> [HistoryStep] in
                defer { steps.ready = [] }
                return steps.ready
            }
            withExtendedLifetime(ready) {}
        }
    }
}

/// A constraint kept under a name: `let c = a.heightAnchor.constraint(…)` or SnapKit's
/// `let c = make.height.equalTo(100).constraint`. It may stand for several layout constraints
/// (a SnapKit composite) and is not in the layout until first activated.
struct NamedConstraint: Sendable {
    var definitions: [LayoutConstraint]
    /// The layout's identities, once activated.
    var ids: [LayoutConstraintID]?
    /// Where the code made it, when kept to be activated later (`let top = …`, an array of a
    /// format string's constraints): the lines its activation is cited at.
    var madeAt: SourceRange? = nil
}

/// A constraint a SnapKit make block installed on its receiver, as SnapKit keeps them on the view
/// (for `updateConstraints`, `remakeConstraints` and `removeConstraints()`).
struct SnapKitRecord: Sendable {
    var id: LayoutConstraintID
    /// The constraint as made, before the layout resolves scroll-view meaning; `update` matches it.
    var definition: LayoutConstraint
}

/// A Visual Format dictionary argument as the session reads it: views by name, numbers.
struct StoredDictionary: Sendable {
    enum Value: Sendable {
        /// A view, by name: it may be placed only later.
        case view(String)
        case number(Double)
    }

    var entries: [(key: String, value: Value)] = []
}

/// A view made with `let a = UIView()` that no `addSubview` has placed in the hierarchy yet.
/// It is not in the layout: constraints to it are refused (UIKit's "no common ancestor"), and
/// property assignments wait, checked, until it is placed.
struct DetachedView: Sendable {
    var kind: ViewKind
    /// `UIView()` is `UIView(frame: .zero)`, as in UIKit.
    var frame: Rect
    /// The detached view it was added to, if any.
    var parent: String?
    var properties: [PropertyAssignment] = []
    /// Constraint commands among the views of the tree this view heads, run once it is placed.
    var pending: [Command] = []
    /// Views of the tree moved from one of its views to another while it waited (a view added to
    /// a stack that arranges it): when the pending commands are run, before the one at `before`,
    /// the constraints between each such view and views outside it go, as UIKit removes them with
    /// the move.
    var moves: [DetachedMove] = []
    /// When it was declared, for a stable order.
    var order: Int
    /// Made as a UIStackView: it becomes a stack view when it is placed.
    var isStack = false
    /// The size of its image an `image NAME size WxH` gave it while it waited (an image view
    /// whose image is not in the paste), its intrinsic size once placed.
    var imageSize: Size?
}

/// A waiting view moved from one waiting view to another (see ``DetachedView/moves``).
struct DetachedMove: Sendable {
    /// The index of the pending command its constraints go before.
    var before: Int
    var view: String
    var from: String
    var to: String
}

/// Everything an `undo` restores.
struct SessionState: Sendable {
    var layout: Layout
    var names: TreeDictionary<String, NamedConstraint> = [:]
    var snapKit: TreeDictionary<ViewID, [SnapKitRecord]> = [:]
    var detached: [String: DetachedView] = [:]
    var declarations = 0
    /// For each name a view made by code is named after (`v`, `label`), the first numbered name
    /// (`v7`) not known to be taken: every one from 2 below it was taken when it was found. A view
    /// removed, or one renamed, frees a name and forgets them all, so that a made view takes the
    /// lowest free number, found without trying the thousand taken before it.
    var viewNameHints: [String: Int] = [:]
    /// What pasted Swift declared: top-level names, types, objects.
    var swift = SwiftState()
    /// The storyboard or xib opened, and the scene on screen.
    var interface: OpenedInterface?
}

/// A Layoutbook session: the layout, the names the commands gave, the output mode, and the undo
/// history. A value, so a snapshot is a copy.
/// One step of the undo or redo history: the state to go back to, and the first line of the
/// entry that left it. A reference, so that a copy of the history (the one an entry keeps to
/// undo itself if it fails) copies a hundred pointers rather than a hundred states.
final class HistoryStep: Sendable {
    let state: SessionState
    let command: String

    init(_ state: SessionState, _ command: String) {
        self.state = state
        self.command = command
    }
}

public struct Session: Sendable {
    var state: SessionState
    var undoStack: [HistoryStep] = []
    var redoStack: [HistoryStep] = []
    /// How many entries `undo` can go back, at any size of layout: the snapshots share every
    /// part of the state a command did not change, so a step holds only what its command changed.
    public var undoLimit = 100
    /// The statements and loop turns one entry may run before it is stopped
    /// (``Evaluator/stepLimit`` unless set lower, as tests of the limit do).
    public var stepLimit = Evaluator.stepLimit
    public var outputMode: OutputMode = .picture
    /// The pasted code's constraints being activated in passing, by key, while they are: held
    /// plain, not in editable form (see ``SwiftState/keptConstraints``).
    var activatingInPassing: Set<String> = []
    /// While a presented controller's methods run before its view is in the window (loadView,
    /// viewDidLoad, viewWillAppear): no layout engine holds its views yet, so UIKit lets a
    /// constraint's priority cross required there (set by the evaluator).
    var viewsOutsideWindow = false
    /// While a file's own headers run before it (`run File.m` reads `#import "File.h"` beside
    /// it): they declare, and nothing they declare is shown or presented until the file runs.
    public var readingHeaders = false
    /// The last entry, when it was stopped at the step limit: its text, first line and answer.
    var lastRunaway: (source: String, firstLine: Int, outcome: Outcome)? = nil
    /// Whether the last entry was Objective-C: a line that reads in both languages and ends
    /// as C's statements do goes on in it.
    var continuesObjectiveC = false
    /// The types Objective-C entries declared their names with (`NSArray *row`), for later entries.
    var objectiveCTypes: [String: String] = [:]
    /// The object-like macros Objective-C entries defined (`#define screenWidth self.frame.size.width`
    /// on a line of its own), expanded where a later entry reads the name, as the preprocessor does.
    var objectiveCMacros: [String: [ObjCToken]] = [:]
    /// The superclass each Objective-C `@interface` named (`@interface ShelfController :
    /// UITableViewController`), for the class's `@implementation` in a later entry.
    var objectiveCSuperclasses: [String: String] = [:]
    /// The instance selectors Objective-C `@implementation`s defined, for messages later entries send.
    var objectiveCSelectors: Set<String> = []
    /// The properties and instance variables each Objective-C `@interface Name : Super` declared
    /// (a header), for the class's `.m` in a later entry: its class extension adds to them.
    var objectiveCHeaderMembers: [String: [Stmt]] = [:]
    /// The names earlier Objective-C entries `#define`d, which an `#ifdef` asks about.
    var objectiveCDefined: Set<String> = []
    /// Whether `cell NAME width W` gives a cell its content collapses to zero the standard row
    /// height at once; off while a pasted cell class is being shown, whose labels and controls
    /// are measured after (see ``Evaluator/showDeclaredView(at:in:)``).
    var checksCollapsedCells = true
    /// Whether the entry running is pasted Objective-C, whose Masonry blocks run as SnapKit's: a
    /// `MASConstraint` kept from `mas_updateConstraints` is the constraint it updated, unlike
    /// SnapKit's (see ``update(_:existing:receiver:spelling:_:)``).
    var runsObjectiveC = false

    public init(screen: Size = Size(width: 375, height: 667)) {
        state = SessionState(layout: Layout(screen: screen))
    }

    public var layout: Layout { state.layout }

    /// The lines of the statement that activated each constraint the last entry made, by
    /// constraint number (first and last line, in the numbering of the entry's `firstLine`): a
    /// constraint made in a loop is cited where it was written, not at a line of the entry that
    /// merely names the same attribute. Only the last entry's, and outside the undoable state.
    public internal(set) var activatingLines: [Int: ClosedRange<Int>] = [:]

    /// Runs one entry: every statement in `source` (a line, or a block that spans lines), all
    /// or nothing. A parse error anywhere in the entry runs none of it; a statement that fails
    /// undoes the ones before it in the same entry, so the session is exactly as it was.
    ///
    /// One reader reads every entry: Swift's grammar, in which Layoutbook's own words
    /// (`view header in sv`, `scroll sv to 0,200`, `a.top == b.bottom + 8 @750`) are statements
    /// of the top level (`Stmt.command`). An entry of own words alone runs as they say; one with
    /// Swift in it is checked and run by the Swift evaluator, its commands in their place.
    public mutating func run(_ source: String, firstLine: Int = 1) -> Outcome {
        // Lines of this entry only: an earlier entry's lines are numbered as its own text was.
        activatingLines = [:]
        // The same text as an entry just stopped at the step limit, with no entry between: the
        // session is as it was then, so it stops the same way — said again, not run again (a
        // file of a hundred copies of a runaway loop took a hundred times the limit).
        if let runaway = lastRunaway, runaway.source == source {
            var again = runaway.outcome
            again.diagnostics = again.diagnostics.map { $0.moved(byLines: firstLine - runaway.firstLine) }
            return again
        }
        let outcome = readAndRun(source, firstLine: firstLine)
        if outcome.diagnostics.first?.kind == .stepLimit {
            lastRunaway = (source, firstLine, outcome)
        } else if !Entry(text: source, firstLine: firstLine).isBlank {
            lastRunaway = nil
        }
        return outcome
    }

    /// ``run(_:firstLine:)``'s reading and running of one entry.
    mutating func readAndRun(_ source: String, firstLine: Int) -> Outcome {
        // Objective-C is a second reader of the same entry: it says so in its tokens, or it
        // goes on a paste that did (`box.hidden = NO;` after `UIView *box = …;`).
        let objectiveC = ObjectiveC.recognises(source) || (continuesObjectiveC && ObjectiveC.endsLikeC(source))
        if !Entry(text: source, firstLine: firstLine).isBlank { continuesObjectiveC = objectiveC }
        if objectiveC { return runObjectiveC(source, firstLine: firstLine) }
        let parsed = read(source, firstLine: firstLine)
        if parsed.hasErrors {
            var failed = Outcome()
            failed.diagnostics = parsed.diagnostics
            return failed
        }
        let commands = parsed.statements.compactMap { statement -> Command? in
            if case .command(let command) = statement { command } else { nil }
        }
        // `cell c width 375` on a cell of a pasted class: placed, it is laid out as UIKit's pass
        // lays out the app's views (its `intrinsicContentSize` overrides, its `layoutSubviews`),
        // as after the code that made it.
        let placesPastedView = commands.contains { command in
            if case .cell(let cell) = command { return state.swift.viewObjects[cell.name.name] != nil }
            return false
        }
        if commands.count == parsed.statements.count, !placesPastedView {
            return run(commands, source: source, firstLine: firstLine)
        }
        // `save` and its kind act on whole entries: beside Swift they would act on half of one.
        if let file = commands.lazy.compactMap(\.file).first {
            var refused = Outcome()
            refused.diagnostics = [.error("'\(file.kind.rawValue)' stands alone on its line", at: file.range, suggestion: nil)]
            return refused
        }
        return runSwift(parsed.statements, source: source)
    }

    /// The entry read by the one reader, on a deep stack when its brackets nest deep.
    func read(_ source: String, firstLine: Int) -> SwiftParseResult {
        let isDeclared = declaredNamePredicate()
        // (Asked only of an assignment to one of Layoutbook's own property names: nothing is
        // worked out for an entry that has none.)
        let types = state.swift.types
        let isProperty = { (name: String) in types.values.contains { SwiftParser.propertyNames(of: $0).contains(name) } }
        guard Self.nestsDeeply(source) else {
            return SwiftParser.parse(source, firstLine: firstLine, ownWords: isDeclared, declaredProperty: isProperty)
        }
        return DeepStack.run { SwiftParser.parse(source, firstLine: firstLine, ownWords: isDeclared, declaredProperty: isProperty) }
    }

    /// Whether brackets nest deeper in `source` than a thread's ordinary stack reads safely.
    static func nestsDeeply(_ source: String) -> Bool {
        var depth = 0
        for byte in source.utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > 24 { return true }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return false
    }

    /// Whether a name is one the session declared (a view, a constraint, a dictionary, a
    /// Swift global or type): there a command word is the name.
    func declaredNamePredicate() -> (String) -> Bool {
        let state = self.state
        return { name in
            state.layout.id(of: name) != nil || state.detached[name] != nil || state.names[name] != nil
                || state.swift.globals[name] != nil || state.swift.types[name] != nil
        }
    }

    /// Runs parsed commands as one entry (see ``run(_:firstLine:)``).
    public mutating func run(_ commands: [Command], source: String, firstLine: Int = 1) -> Outcome {
        lastRunaway = nil
        activatingLines = [:]
        // A file command is carried out after the entry, by the runner; sharing an entry with
        // other commands would make what it saves or loads depend on where in the line it stood.
        if commands.count > 1, let file = commands.lazy.compactMap(\.file).first {
            var refused = Outcome()
            refused.diagnostics = [.error("'\(file.kind.rawValue)' stands alone on its line", at: file.range,
                                          suggestion: nil)]
            return refused
        }
        // The whole session as it was, history included (an entry may undo, then fail).
        var saved: Session? = self
        var outcome = Outcome()
        var changedState = false
        for command in commands {
            do {
                var context = Context(outcome: outcome)
                try execute(command, &context)
                outcome = context.outcome
                changedState = changedState || context.changedState
            } catch {
                if let saved { self = saved }
                var failed = Outcome()
                failed.diagnostics = [error]
                return failed
            }
        }
        if outcome.changedLayout { retryBrokenConstraints() }
        outcome.changedSession = commands.contains { !$0.onlyShows }
        // Only the state before is kept; letting go of the rest first leaves the history held
        // once, so the step is appended in place rather than by copying a hundred states.
        let before = saved?.state
        saved = nil
        if changedState, let before { recordUndo(before, source: source) }
        return outcome
    }

    /// Keeps the state before an entry for `undo`, within the history's step limit.
    mutating func recordUndo(_ before: SessionState, source: String) {
        undoStack.append(HistoryStep(before, Self.summary(of: source)))
        if undoStack.count > undoLimit {
            let excess = undoStack.count - undoLimit
            DroppedSteps.hold(undoStack.prefix(excess))
            undoStack.removeFirst(excess)
            DroppedSteps.freeHeld()
        }
        if !redoStack.isEmpty {
            DroppedSteps.hold(redoStack)
            redoStack.removeAll()
            DroppedSteps.freeHeld()
        }
    }

    /// UIKit keeps a constraint it broke to recover from a conflict, and it holds again once the
    /// conflict is gone (say, after translatesAutoresizingMaskIntoConstraints is turned off).
    mutating func retryBrokenConstraints() {
        for report in state.layout.conflicts {
            try? state.layout.reactivate(report.broken)
        }
    }

    /// The layout as ``retryBrokenConstraints()`` will leave it at the end of the entry, for a
    /// question asked before then.
    func settledLayout() -> Layout {
        var settled = self
        settled.retryBrokenConstraints()
        return settled.state.layout
    }

    /// The first line of an entry, for `undo`'s message.
    static func summary(of source: String) -> String {
        // The first two lines that hold anything: a pasted file is not split whole for them.
        let lines = source.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: true)
        let first = lines.first.map { String($0).trimmingSpaces } ?? ""
        return lines.count > 1 ? first + " …" : first
    }

    /// Per-command bookkeeping while an entry runs.
    struct Context {
        var outcome: Outcome
        /// Whether the command changed anything `undo` restores.
        var changedState = false

        /// A note said once per entry: the same words again (a waiting view's note for each of
        /// its constraints) add nothing.
        mutating func note(_ text: String) {
            if !outcome.notes.contains(text) { outcome.notes.append(text) }
        }

        mutating func changed() {
            outcome.changedLayout = true
            changedState = true
        }
    }

    mutating func execute(_ command: Command, _ context: inout Context) throws(Diagnostic) {
        switch command {
        case .view(let declaration): try declare(declaration, &context)
        case .stack(let declaration): try declareStack(declaration, &context)
        case .stackEdit(let edit): try editStack(edit, &context)
        case .remove(let removal): try remove(removal, &context)
        case .screen(let screen):
            let before = screenState
            try setScreen(screen, &context)
            relayoutPresentedController(from: before, at: screen.range, &context)
        case .rotate(let range):
            let before = screenState
            state.layout.rotate()
            context.changed()
            noteSizeClassVariations(&context)
            relayoutPresentedController(from: before, at: range, &context)
        case .snapKit, .constraintActivation, .equation, .visualFormat:
            // Without views waiting to be placed there is nothing to keep, and no copy to take.
            guard !state.detached.isEmpty else { return try executeConstraint(command, &context) }
            // Only an activation list can change some constraints before one of its items fails;
            // the other commands resolve every view first, so a failure leaves nothing to undo
            // (and copying the session per command made long pastes quadratic).
            let before: Session? = if case .constraintActivation = command { self } else { nil }
            do {
                try executeConstraint(command, &context)
            } catch {
                // Views of one tree that is not placed yet may be constrained to each other, as
                // in UIKit (their common ancestor is the tree's top view).
                if let before { self = before }
                try deferToDetachedTree(command, after: error, &context)
            }
        case .snapKitRemoval(let removal): try removeSnapKitConstraints(removal, &context)
        case .constraintDeclaration(let declaration): try declareConstraint(declaration, &context)
        case .constraintAssignment(let assignment): try assign(assignment, &context)
        case .uikitView(let declaration): try declareUIKitView(declaration, &context)
        case .addSubview(let command): try addSubview(command, &context)
        case .lifecycleMethod(let method):
            for command in method.body { try execute(command, &context) }
        case .flk(let flk): try addFLK(flk, &context)
        case .property(let assignment):
            if case .name(let name) = assignment.target, state.detached[name.name] != nil {
                try deferProperty(assignment, of: name.name, &context)
            } else {
                try setProperty(assignment, &context)
            }
        case .layoutPriority(let setting): try setLayoutPriority(setting, &context)
        case .scroll(let command): try scroll(command, &context)
        case .zoom(let command): try zoom(command, &context)
        case .inspect(let inspection): try inspect(inspection, &context)
        case .frames: context.outcome.displays.append(.frames)
        case .undo(let range): try undo(at: range, &context)
        case .redo(let range): try redo(at: range, &context)
        case .setOutput(let setting):
            outputMode = setting.mode
            context.note("output: \(setting.mode.rawValue)")
        case .help(let help): context.outcome.displays.append(.text(Help.text(for: help.topic?.value)))
        case .setPicture(let setting):
            let size = setting.size.map { (columns: Int($0.width.value), rows: Int($0.height.value)) }
            context.outcome.displays.append(.pictureSize(size.map { PictureSize(columns: $0.columns, rows: $0.rows) }))
            context.note(size.map { "picture: \($0.columns)×\($0.rows)" } ?? "picture: the terminal's size")
        case .file(var file):
            // Files are the front end's business: the session only passes the request on, with
            // the view of `show sv --svg` checked as `show sv` checks it.
            if file.kind == .svg, let name = file.view {
                let id = try viewID(name)
                guard state.layout.view(id)?.isScrollView == true else {
                    throw .error("'show \(name.name) --svg' draws a scroll view's whole content; '\(name.name)' is not a scroll view", at: name.range)
                }
                file.view = Identifier(state.layout.name(of: id) ?? name.name, range: name.range)
            }
            context.outcome.displays.append(.file(file))
        case .device(let command):
            let before = screenState
            try setDevice(command, &context)
            relayoutPresentedController(from: before, at: command.range, &context)
        case .cell(let command):
            try imposeCellSize(command, &context)
            runConstraintPassAfterPlacing(&context)
        case .fit(let command): try fit(command, &context)
        case .container(let command): try setContainer(command, &context)
        case .interface(let command): try runInterface(command, &context)
        }
    }

    /// The commands that make constraints.
    mutating func executeConstraint(_ command: Command, _ context: inout Context) throws(Diagnostic) {
        switch command {
        case .snapKit(let block): try runSnapKit(block, &context)
        case .constraintActivation(let activation): try activateList(activation, &context)
        case .equation(let equation): try addEquation(equation, &context)
        case .visualFormat(let format): try addVisualFormat(format, &context)
        default: try execute(command, &context)
        }
    }

    mutating func undo(at range: SourceRange, _ context: inout Context) throws(Diagnostic) {
        guard let last = undoStack.popLast() else { throw .error("nothing to undo", at: range) }
        redoStack.append(HistoryStep(state, last.command))
        state = last.state
        context.outcome.changedLayout = true
        context.note("undid: \(last.command)")
    }

    mutating func redo(at range: SourceRange, _ context: inout Context) throws(Diagnostic) {
        guard let next = redoStack.popLast() else { throw .error("nothing to redo", at: range) }
        undoStack.append(HistoryStep(state, next.command))
        state = next.state
        context.outcome.changedLayout = true
        context.note("redid: \(next.command)")
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
