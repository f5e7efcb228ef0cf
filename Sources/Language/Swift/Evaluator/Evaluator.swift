import Layout

/// Why evaluation left the normal flow: an error, or Swift's own jumps.
enum Interrupt: Error {
    case failure(Diagnostic)
    case returned(Value)
    case breakLoop
    case continueLoop
    /// `break outer`, `continue outer`: to the labelled statement (``Stmt/statementLabel(_:_:)``).
    case breakLabel(String)
    case continueLabel(String)
    case fallthroughCase
    /// `throw`: the error value, on its way to a `catch`.
    case thrown(Value, SourceRange)
}

/// Where code runs: its scope and what `self` is.
struct Frame {
    var scope: Scope
    var selfValue: Value?
    /// The pasted type whose static members bare names may mean.
    var typeName: String?
    /// The pasted class that declares the running method when it is not `self`'s own class (a
    /// superclass's `init` run for a subclass): its nested types and statics are the ones bare
    /// names mean, as Swift resolves them where the code is written.
    var declaringTypeName: String?

    /// A block's frame inside this one: a new scope, the same `self` and types.
    func block() -> Frame {
        var inner = Frame(scope: Scope(parent: scope), selfValue: selfValue, typeName: typeName)
        inner.declaringTypeName = declaringTypeName
        return inner
    }
    /// Whether `self` is a cell's content view (an extension's method called as
    /// `contentView.pin(label)`), which here is the cell itself: its anchors are the content
    /// view's, not the cell's own.
    var onCellContentView = false
}

/// A SnapKit make block being written: the statements its closure made so far.
struct MakerBox {
    var receiver: String
    var parameter: String
    var statements: [ChainState] = []
    /// Its block has made its constraints: what is written on a chain kept from it changes nothing.
    var finished = false
    /// Masonry's block (`mas_makeConstraints`, from Swift or Objective-C), not SnapKit's.
    var isMasonry = false
}

/// One SnapKit statement as its chain is written: `make.top.left` then `.equalTo(x)` then
/// `.offset(8)` then `.priority(750)`, each step adding to it.
struct ChainState {
    var attributes: [AttributeReference]
    var relation: SnapKitRelation?
    var modifiers: [SnapKitModifier] = []
    var binding: ConstraintBinding?
    var range: SourceRange
    /// What the paste does not contain that this statement's target needs: it is skipped.
    var missing: String?
}

/// Runs pasted Swift on a copy of the session. Each UIKit, SnapKit and FLKAutoLayout call is
/// carried out by the session's own commands (a make block becomes a `SnapKitBlock` with its
/// values filled in), so pasted code and Layoutbook's own words share one meaning. The caller
/// keeps the session only when the whole entry ran.
struct Evaluator {
    var session: Session
    var context: Session.Context
    var makers: [MakerBox] = []
    /// Notes said once each, in the order first said.
    var notes: [String] = []
    var noted: Set<String> = []
    /// The last `@IBOutlet` whose frame or bounds this entry read while it was 0×0 (its
    /// storyboard frame not in the paste): named by a division by zero that follows.
    var zeroSizedOutletRead: String?
    /// Names read that nothing declared, skipped as the app's own: where, and the declared name
    /// closest to each. An entry of statements alone (no class or function around them) refuses
    /// them instead (see `Session.evaluate`).
    var undeclared: [(name: String, range: SourceRange, suggestion: String?)] = []
    /// Where a name was read that nothing declared, once each: read again there (in a loop), it
    /// is skipped at once, without looking for a suggestion among every name again.
    var skippedReads: Set<SourceRange> = []
    /// Where each enum and structure this entry declares stands: a second declaration of one
    /// of those names in the same entry is another file's `private` one (see ``declareType``).
    var valueTypesDeclared: [String: SourceRange] = [:]
    /// The app's values written into strings, as the placeholder text each left there
    /// (``interpolated(_:of:)``): a format string holding one cannot be read.
    var opaqueInterpolations: [String] = []
    /// Views the paste added to a container that is the app's own and skipped
    /// (`scrollView.contentView.addSubview(card)` where the scroll view's class is not in the
    /// paste), by view name: the container as written. A constraint to such a view stops as one
    /// to a view never placed, and the error says where it went.
    var addedToSkipped: [String: String] = [:]
    /// Views not in a hierarchy handed to a skipped helper of the app's together with a placed
    /// view or one of its guides (`box.snap(to: .bottom, of: view.readableContentGuide)`), by
    /// view name: that view, and the call as written. Such helpers add the view there; a
    /// constraint that meets it unplaced puts it there and goes on, with a note.
    var placedByHelper: [String: (parent: String, call: String)] = [:]
    /// Of those, the views the paste adds to a container inside a view of the app's class, not in
    /// the paste (`pager.pageView.addSubview(banner)`): placed in that view, the nearest known.
    var placedInContainerOwner: Set<String> = []
    /// Views not in a hierarchy named in the arguments of the app's own type or function not in
    /// the paste, by view name: the call as written (see ``recordViewsHanded(to:_:)``).
    var handedToSkipped: [String: String] = [:]
    /// Whether the member being called is called on a value made in the same expression
    /// (`UIButton(configuration: …).constrainToSize(height: 40)`), not on a name.
    var receiverJustMade = false
    /// Views in no hierarchy handed to a skipped helper of the app's (`embed(subview: column)`,
    /// `card.attachBadge(dot)`), in the order the calls ran, with the call as written: one still
    /// in none when the entry ends is named in a note (see ``noteViewsLeftWithSkippedHelpers()``).
    var handedToSkippedHelpers: [(view: String, call: String)] = []
    /// For a member no type has (`a.number(1)`), what the search among every type's members
    /// found — the closest member of the type, and another type that has it — by type, name and
    /// argument count: asked again in a loop, the answer is the same, without searching again.
    var unknownMemberAnswers: [String: (suggestion: String?, owner: String?)] = [:]
    /// The last call of a method a view does not have, with no arguments (`imageView.prepare()`):
    /// its result's text and the view it was called on (see ``subviewArgument(_:)``).
    var lastUnknownViewCall: (result: String, view: String, range: SourceRange)?
    /// The view whose unknown member (the app's own, `containerView.stackView`) was last read
    /// under each name, for a call on that member later in the same expression.
    var unknownMemberOwners: [String: String] = [:]
    /// The priority of PureLayout's `autoSetPriority(_:forConstraints:)` block running: the one
    /// its `autoSetContentCompressionResistancePriority(for:)` gives (required outside a block).
    var pureLayoutBlockPriority: Double? = nil
    /// Types of the app's own, not in the paste, whose construction was skipped (`LDMarquee()`):
    /// one the code then adds as a subview is a view after all (see ``subviewArgument(_:)``).
    var skippedAppTypes: Set<String> = []
    /// Functions and macros of the app's own in capitals (`RETURN_IF_SET(…)`), skipped this
    /// entry, in the order first met: a view left unplaced may be one such a call would have
    /// kept or placed, and the failure says so.
    var skippedAppMacros: [String] = []
    /// Whether the store under way is Objective-C's to an instance variable (`_level = 2`): the
    /// class's own setter is not sent.
    var storingToStorage = false
    /// Whether the pasted `layoutSubviews` of each class laid out this entry calls
    /// `super.layoutSubviews()`, by class (``noteLayoutWithoutSuper(_:of:)``).
    var layoutCallsSuper: [String: Bool] = [:]
    /// Types of the app's own this entry showed to be views that earlier instances were made
    /// before it knew: the entry runs again knowing them (see ``Session/evaluate(_:source:refusesUndeclared:)``).
    var learnedViewAppTypes: Set<String> = []
    /// The frame of the statement running now: a name a later statement shows to be a view is
    /// bound again in it (see ``subviewArgument(_:)``).
    var currentFrame: Frame?
    /// Names a class (with its superclasses and its UIKit base) was found to have no member for,
    /// as `Class.name`, while the declared types stay as they are: a global read in a loop inside
    /// a presented controller is looked for among its members first, at every turn.
    var selfMemberMisses: Set<String> = []
    /// The case a `switch` on the app's unknown value ran (``runSwitch``), by the value's text:
    /// a later switch on the same value takes the same case, as one value would.
    var unknownSwitchCases: [String: String] = [:]
    /// What the declared types say of a class, worked out once while they stay as they are.
    var typeAnswers = TypeAnswers()
    /// How deep the code running is inside a pasted type's or function's code (a method, an
    /// initialiser, a property's initial value): names there are the app's, skipped with a note
    /// even when an entry of one statement (`let card = CardView()`) runs them.
    var declaredCodeDepth = 0
    /// How many statements and loop turns ran: a paste that never stops is stopped.
    var steps = 0
    var depth = 0
    /// The app's own initialisers of UIKit's value types running now (`UIEdgeInsets.init(top:left:…)`
    /// in an extension), by type and signature: their `self.init` with the same labels is UIKit's.
    var extensionInitsRunning: Set<String> = []
    /// The name a view made now should take: the `let` or property it is being bound to.
    var nameHint: String?
    /// The pasted class whose initialiser's own body is running, nil in any other function: an
    /// observer of a property that class declares is not called there, as Swift does not call it.
    var initializerOwner: String?
    /// How deep Cartography's `constrain` blocks run: inside one, a view's `top` is its anchor.
    var cartographyDepth = 0
    /// How deep PureLayout's `autoCreateConstraintsWithoutInstalling` blocks run: inside one, the
    /// constraints a layout library makes are made and returned, not installed.
    var withoutInstallingDepth = 0
    /// The constraints the app's last layout helper not in the paste made (see
    /// ``recordHelperResult(_:on:)``) and the view it was called on.
    var namedHelperResult: (made: [String], receiver: Value)?
    /// A generic method's type parameters the call's context gives (``typedStaticCall``), bound
    /// in the scope of the next function called.
    var genericBindings: [String: Value] = [:]
    /// The scope each function declared inside another's body (or a closure's) closes over, by
    /// where it is declared: its body sees the enclosing locals (`let width = …` above `func
    /// centred(_:)`), as Swift's nested functions capture them.
    var enclosingScopes: [SourceRange: Scope] = [:]
    /// Set for the next function called: its receiver was read as a cell's `contentView`.
    var callingOnContentView = false
    /// The constraints each running Cartography block has made, innermost last: what its
    /// `constrain(…)` returns as a `ConstraintGroup` (and puts in the group given as `replace:`).
    var cartographyMade: [[Value]] = []
    /// Whether that binding is at the top level, where `let view = UIView()` names the view
    /// `view` (see ``Session/rootNames``).
    var bindsAtTopLevel = false
    /// The table cell whose own vertical anchor (not its content view's) the statement running
    /// has read, for the next anchor constraint it makes (``noteCellOwnAnchor(_:_:_:)``).
    var cellOwnAnchorRead: String?
    /// A table cell whose own trailing anchor (not its content view's) the cell's own code has
    /// just read, for the anchor constraint it makes next (``reachCellOwnTrailingEdge(_:first:second:at:)``).
    var cellOwnTrailingRead: String?
    /// Inside a property's initialiser, the first view made takes the property's name.
    var propertyHint: String?
    /// The local name a property's closure returns (`let stack = UIStackView(…); return stack`):
    /// only the view made under it takes the property's name; the closure's other views keep their own.
    var propertyHintTarget: String?
    /// How many conditions were taken as true for want of what they test (``truth(_:at:)``).
    var guessedConditions = 0
    /// View controllers declared in this entry, presented when it ends.
    var declaredControllers: [String] = []
    /// View classes declared at this entry's top level: the last is shown when the entry makes
    /// nothing else (``showDeclaredView(at:)``).
    var declaredViewClasses: [String] = []
    /// Classes whose superclass was not declared when they were: said once the entry has run, if
    /// it still is not (a file may declare the base class below its subclass, as Swift allows).
    var undeclaredBases: [(className: String, base: String, standIn: String, because: String)] = []
    /// Classes whose superclass is not in the paste and says no UIKit class, whose members
    /// override its methods and lay out views: nothing makes or shows them, said in a note.
    var unplacedBases: [(className: String, base: String)] = []
    /// The app's values a `?? []` took as nil, giving an empty array (`form.fields ?? []`): an
    /// element read from it is the app's, not a trap (``subscriptValue(_:_:at:)``).
    var emptiedUnknowns: [String] = []
    /// The label of the statement about to run (``runInPlace(_:frame:)``), which a loop takes.
    var loopLabel: String? = nil
    /// Objects whose app base class's hooks ran (``runAppBaseHooks(on:at:)``).
    var hooksRan: Set<Int> = []
    /// A controller's base-class hooks for constraints that stopped when run from its base's
    /// `viewDidLoad` (the subclass adds the views after `super.viewDidLoad()`): run once its own
    /// `viewDidLoad` returns (``runHooksAfterLoad(of:)``).
    var hooksAfterLoad: [(id: Int, hook: FunctionDecl)] = []
    /// ``appBaseHooks(of:)`` by class, for this entry.
    var appBaseHooksByClass: [String: (base: String, hooks: [FunctionDecl])?] = [:]
    var presented = false
    /// Controllers whose presentation is running (``present(_:at:)``): a tab bar controller's
    /// tabs set there are shown once it ends.
    var presentingControllers: Set<Int> = []
    /// The closures `DispatchQueue.main.async` was given, run after the entry's layout pass.
    var mainQueue: [(closure: Value, arguments: [Value], range: SourceRange)] = []
    /// What runs the code now when it runs after what the entry shows: a block the main queue
    /// runs on a later turn, an animation's completion. A view it takes out was on the screen
    /// until then, which a note says (``removeFromSuperview(_:at:)``).
    var runningLater: String?
    /// The arguments of each implicit `.init(…)` met, by the call's range: made as the type of
    /// the parameter it is given for (``implicitInit(of:in:receiver:at:)``).
    var implicitInitArguments: [SourceRange: [EvaluatedArgument]] = [:]
    /// Views whose `updateConstraints()` ran before they were measured this entry
    /// (``updateConstraintsIfNeeded(_:)``), which the layout pass after leaves alone.
    var constraintsUpdatedEarly: Set<String> = []
    /// Buttons whose `configurationUpdateHandler` is running: what it sets on their
    /// configuration does not run it again (UIKit coalesces the update it asks for).
    var runningUpdateHandlers: Set<String> = []
    /// The class of the controller being made to be presented (the file's first screen): its init
    /// reading `view` loads the screen's view, not a child's.
    var constructingToPresent: String?
    /// While a presented controller's methods before UIKit's first layout pass run (``FirstLayout``).
    var beforeFirstLayout: FirstLayout? = nil
    /// What last moved the root view clear of a bar (or back) while it is held filling the
    /// screen before its first layout pass: said when the pass moves it.
    var rootClearReason: String? = nil
    /// Each list sized from its data source in this entry, and the size it had then
    /// (``resizeListsLaidOutSince(at:)``).
    var listSizesWhenSized: [String: Size] = [:]
    /// While a presented controller's methods after UIKit's first layout pass run (``LastLayoutPass``).
    var lastLayoutPass: LastLayoutPass? = nil
    /// While a class's own frame setter runs to see what it makes of a frame UIKit gives
    /// (``frameThroughOwnSetter(of:className:proposed:at:)``): the frame its `super.frame =`
    /// (`[super setFrame:]`) passes on, kept here instead of set.
    var superFrameProbe: Rect?? = nil
    /// While a presented controller's own `loadView` runs and has neither set `view` nor called
    /// `super.loadView()`: reading `view` then makes UIKit call `loadView` again.
    /// The child controllers whose own `loadView()` runs now: `view = …` there is the child's view.
    var loadingChildViews: Set<Int> = []
    var viewUnsetInLoadView = false
    /// The screen's size, kept while the controller's view is the size its `loadView` made it
    /// (`initWithFrame:CGRectMake(0, 0, 320, 480)`) until UIKit puts it in the window.
    var screenBeforeLoadedView: Size? = nil
    /// Outlet collections taken as empty, their storyboard not in the paste: an index past the
    /// end of an empty array says they may be why.
    var emptyOutletCollections: [String] = []
    /// What a sum with the app's unknown values comes to when each counts as 0, by its text
    /// (`30 + SafeAreaBottomHeight` → 30): the value stays unknown for conditions and loops,
    /// and is this number where UIKit asks for one.
    var unknownAsZero: [String: Double] = [:]
    /// How many times a value the paste does not hold was read where a number is needed (a 0 in
    /// its place, an outlet's 0×0 storyboard frame): what is worked out from one is not UIKit's.
    var unknownReads = 0
    /// The lines of loops over the app's data (not in the paste) that ran no turns: what they
    /// would have filled is empty here only for that.
    var emptyUnknownLoops: [Int] = []
    /// The variables the bodies of those loops assign (`last = cell`): nil after them only because
    /// the loop ran no turns.
    var emptyUnknownLoopAssigned: Set<String> = []
    /// How many `UIView.animate` completion closures are running, one inside another: past eight,
    /// the animation repeats from its completion for ever, and is shown after its first turn.
    var runningAnimationCompletions = 0
    /// Set when such a nested completion was left out: the animation repeats.
    var repeatsAnimation = false
    /// The sizes made from what the paste does not hold on one side or both (`CGSize(width:
    /// view.frame.width, height: Constants.rowHeight * count)`), by value: the sides UIKit knows
    /// and Layoutbook does not (``sizeSides(of:)``).
    var sizesWithUnknownSides: [Size: SizeSides] = [:]
    /// Whether some variable of this entry holds a value worked out from what the paste does not
    /// hold (``Scope/fromUnknown``): only then are names looked up in the marks.
    var keepsValuesFromUnknown = false
    /// The pasted objects' properties that hold such a value.
    var fieldsFromUnknown: Set<ObjectField> = []
    /// While an assignment stores its value: what the value read, for the property it may set.
    var storingFromUnknown: StoredFromUnknown? = nil
    /// The views told `didMoveToWindow()` (``didMoveToWindow(inside:)``).
    var toldInWindow: Set<String> = []
    /// While a label class's `textRect(forBounds:limitedToNumberOfLines:)` override is measured
    /// (``applyTextRectOverride(_:_:)``): the text size `super` answers with, and the bounds the
    /// override gave it.
    var textRectProbe: TextRectProbe? = nil
    /// While a label class's `intrinsicContentSize` override is tried for a padding
    /// (``applySizePaddingOverride(_:_:at:)``): what `super.intrinsicContentSize` answers.
    var intrinsicProbe: Size? = nil
    /// The views whose pasted `intrinsicContentSize` getter is running (``applyIntrinsicSizes(at:inside:)``).
    var measuringIntrinsicSize: Set<String> = []
    /// The type a UIKit property assigned now is declared with (`stack.axis = .vertical`:
    /// `NSLayoutConstraint.Axis`): an implicit member on the right is that type's, never a
    /// static of another type the paste's extensions declare under the same name.
    var implicitMemberType: String? = nil
    /// Views this entry made, in order, and how deep in calls each was made.
    var createdViews: [String] = []
    var creationDepth: [String: Int] = [:]
    /// The paste's top-level scope: its names are globals, seen inside every function.
    var topScope: Scope?
    /// The pasted static properties being worked out (``pastedStaticProperty(_:of:)``), to
    /// refuse one that reads itself rather than recurse without end.
    var readingStatics: Set<String> = []
    /// The pasted functions running, innermost last: `super` looks above the class that declares
    /// the last one.
    var runningFunctions: [FunctionDecl] = []
    /// The signatures of the pasted functions called in this entry.
    var calledFunctions: Set<String> = []

    /// The limits that stop a paste that would run or grow without end (said in `help swift`):
    /// statements and loop turns, calls nested, elements in one array, UTF-8 bytes in one string.
    public static let stepLimit = 2_000_000
    public static let depthLimit = 200
    public static let sizeLimit = 1_000_000
    public static let lengthLimit = 16 << 20

    /// The number the first maker of this entry took (``SwiftState/nextMaker``): makers are
    /// `makers[number - makerBase]`.
    let makerBase: Int

    init(session: Session) {
        self.session = session
        context = Session.Context(outcome: Outcome())
        makerBase = session.state.swift.nextMaker
    }

    /// Where the maker numbered `id` is in ``makers`` while its block runs; nil once it has
    /// finished, or when it was made in an earlier entry (a chain kept in a property).
    func runningMaker(_ id: Int) -> Int? {
        let i = id - makerBase
        return i >= 0 && i < makers.count && !makers[i].finished ? i : nil
    }

    /// The session's Swift state, read and changed in place: a getter would copy all of it at
    /// every read of one object's field, and a setter write all of it back (and copy the object
    /// table it shares) at every change of one, which a loop does once a turn.
    var swift: SwiftState {
        _read { yield session.state.swift }
        _modify { yield &session.state.swift }
    }

    // MARK: - Errors and notes

    func fail(_ message: String, at range: SourceRange, suggestion: String? = nil, hint: String? = nil) -> Interrupt {
        .failure(Diagnostic(.error, message, at: range, suggestion: suggestion, hint: hint))
    }

    /// A failure the app itself would stop at, for want of data it holds (``Diagnostic/Kind/appWouldStop``).
    func failStop(_ message: String, at range: SourceRange, hint: String? = nil) -> Interrupt {
        .failure(Diagnostic(.error, message, at: range, hint: hint, kind: .appWouldStop))
    }

    mutating func note(_ text: String) {
        if noted.insert(text).inserted { notes.append(text) }
    }

    /// Runs the closures given to `DispatchQueue.main.async` in the order given, as the main
    /// queue does on a later turn of the run loop, once the entry's code has run and its views
    /// are laid out (those they queue in turn run after them, up to a hundred).
    mutating func drainMainQueue() throws(Interrupt) {
        var turns = 0
        while !mainQueue.isEmpty, turns < 100 {
            let (closure, arguments, range) = mainQueue.removeFirst()
            let saved = runningLater
            runningLater = "a block the main queue runs later (DispatchQueue.main.async, asyncAfter)"
            defer { runningLater = saved }
            _ = try callAny(closure, arguments, at: range)
            turns += 1
        }
        mainQueue = []
    }

    /// Runs one of the session's commands as part of this entry.
    mutating func execute(_ command: Command) throws(Interrupt) {
        do {
            try session.execute(command, &context)
        } catch {
            // A view the listing's page declares elsewhere, constrained to the screen's views
            // before any line placed it: it is put on the root view, and the constraint made.
            if try placeStandIn(namedIn: error, making: command) {
                try execute(command)
                return
            }
            if skipsConstraintOfHandedView(error) { return }
            throw .failure(explainingSkippedContainer(error))
        }
    }

    /// A view a skipped helper of the app's was given with a placed view (``placedByHelper``),
    /// met by a constraint while still in no hierarchy: added to that view, its mask off, as
    /// such helpers do before they pin. True when it was.
    mutating func placeHelperPlaced(namedIn error: Diagnostic) throws(Interrupt) -> Bool {
        guard error.kind == .notInHierarchy,
              let (view, helper) = placedByHelper.sorted(by: { $0.key < $1.key })
                .first(where: { error.message.contains("'\($0.key)' \(Session.notPlacedPhrase)") }),
              session.state.detached[view] != nil, session.state.detached[view]?.parent == nil else { return false }
        // Up the chain: `scrollView.addFillingSubview(content)` then `view.addFillingSubview(scrollView)`
        // places the scroll view too.
        var next: (view: String, helper: (parent: String, call: String))? = (view, helper)
        while let (view, helper) = next {
            placedByHelper[view] = nil
            try addSubview(.view(helper.parent), .view(view), at: error.range)
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: error.range)),
                            at: error.range)
            let parent = helper.parent == "root" ? "view" : helper.parent
            if placedInContainerOwner.contains(view) {
                note("'\(view)' is added by '\(helper.call)' to a container of \(parent)'s own class, which is the app's, not in the "
                    + "paste: it is placed in \(parent) itself, the nearest view the paste has, its mask off; where that container "
                    + "puts it, and the constraints it makes, are missing")
            } else {
                note("'\(view)' is placed by '\(helper.call)', the app's own helper, not in the paste, given \(parent): such helpers add "
                    + "the view there, so it is added to \(parent) with its mask off; the constraints the helper makes are missing")
            }
            next = placedByHelper[helper.parent].flatMap { up in
                session.state.detached[helper.parent]?.parent == nil && session.state.detached[helper.parent] != nil
                    ? (helper.parent, up) : nil
            }
        }
        return true
    }

    /// A view not in the hierarchy because the paste added it to a skipped container of the
    /// app's: the error names that container, the cause, not only the constraint that met it.
    func explainingSkippedContainer(_ error: Diagnostic) -> Diagnostic {
        guard error.kind == .notInHierarchy,
              let (view, container) = addedToSkipped.sorted(by: { $0.key < $1.key })
                .first(where: { error.message.contains("'\($0.key)'") }) else { return explainingSkippedMacros(error) }
        var explained = error
        let why = container.hasSuffix("(_:)")
            ? " (the paste gives it to \(container), a method of the app's own, not in the paste, which may add it; here it is placed nowhere)"
            : " (the paste adds it to '\(container)', the app's own and not in the paste, so it is placed nowhere here)"
        let subject = "'\(view)' \(Session.notPlacedPhrase)"
        // Explained once: a failure passed up through a second deferral keeps its one reason.
        guard !explained.message.contains(why) else { return error }
        if let at = explained.message.range(of: subject) {
            explained.message.insert(contentsOf: why, at: at.upperBound)
        } else {
            explained.message += why
        }
        return explained
    }

    /// A view not in a hierarchy that a loop over the app's data would have set (`previous =
    /// photo` in `for i in 0..<album.photoCount`), which ran no turns here: the failure says so,
    /// as the note the failed entry does not print would have.
    func explainingEmptyLoop(_ error: Diagnostic) -> Diagnostic {
        guard error.kind == .notInHierarchy, let line = emptyUnknownLoops.last,
              let view = emptyUnknownLoopAssigned.sorted().first(where: { error.message.contains("'\($0)' \(Session.notPlacedPhrase)") })
        else { return error }
        var explained = error
        let why = " (the loop at line \(line) that would set '\(view)' ran no turns: what it counts is the app's data, not in the "
            + "paste, taken as 0; the app has it)"
        guard !explained.message.contains(why), let at = explained.message.range(of: "'\(view)' \(Session.notPlacedPhrase)") else { return error }
        explained.message.insert(contentsOf: why, at: at.upperBound)
        return explained
    }

    /// A view not in a hierarchy, in an entry that skipped the app's own macros: what they do is
    /// not known, and may be what would have placed the view or kept it from being made again
    /// (a lazy getter's guard): the failure names them, as the notes the entry lost would have.
    func explainingSkippedMacros(_ error: Diagnostic) -> Diagnostic {
        let error = explainingEmptyLoop(error)
        guard error.kind == .notInHierarchy, !skippedAppMacros.isEmpty else { return error }
        var explained = error
        let names = skippedAppMacros.prefix(3).map { "'\($0)(…)'" }.joined(separator: ", ")
        let skipped = "this entry skipped \(names), the app's own function\(skippedAppMacros.count > 1 ? "s or macros" : " or macro"), "
            + "not in the paste: what \(skippedAppMacros.count > 1 ? "they do" : "it does") may be what places the view or keeps one made"
        // Explained once: a failure passed up through a second deferral keeps its one reason.
        guard explained.hint?.contains(skipped) != true else { return error }
        explained.hint = explained.hint.map { $0 + "; " + skipped } ?? skipped
        return explained
    }

    /// Elements (or UTF-8 bytes) a `+` of arrays (or strings) copies per step it counts: the copy
    /// is the step's work, so that `a = a + [i]` in an endless loop, which copies all of `a` at
    /// each turn, meets the step limit in seconds rather than after hours.
    public static let elementsPerStep = 64

    /// Counts the steps of a copy of `count` elements (``elementsPerStep``).
    mutating func chargeCopy(_ count: Int, at range: SourceRange) throws(Interrupt) {
        guard count >= Self.elementsPerStep else { return }
        steps += count / Self.elementsPerStep - 1
        try tick(range)
    }

    /// The error for a loop that cannot end (``SyntaxMentions/neverEnds(conditions:body:)``):
    /// said before it runs, where running it would take the whole step limit to say the same.
    func neverEnding(_ range: SourceRange) -> Interrupt {
        fail("this loop never ends: its condition is always true, and nothing in it breaks, returns or throws",
             at: range, hint: "add a break, or a condition that becomes false")
    }

    mutating func tick(_ range: SourceRange) throws(Interrupt) {
        steps += 1
        if steps > session.stepLimit {
            var stopped = Diagnostic(.error, "the paste ran \(session.stepLimit) steps without finishing; Layoutbook stops it here",
                                     at: range, hint: "look for a loop whose condition never becomes false")
            stopped.kind = .stepLimit
            throw .failure(stopped)
        }
        if Interruption.isRequested {
            throw fail("interrupted (Ctrl-C): the entry is abandoned, the session is as it was before it", at: range)
        }
    }

    /// An array about to hold `count` elements: more than ``sizeLimit`` stops the paste here,
    /// before the memory is taken.
    func checkSize(_ count: Int, at range: SourceRange) throws(Interrupt) {
        if count > Self.sizeLimit {
            throw fail("an array of \(count) elements is more than the \(Self.sizeLimit) Layoutbook allows; it stops the paste here",
                       at: range, hint: "look for a loop that adds to an array without end")
        }
    }

    /// A string about to be `bytes` long in UTF-8: more than ``lengthLimit`` stops the paste here.
    func checkLength(_ bytes: Int, at range: SourceRange) throws(Interrupt) {
        if bytes > Self.lengthLimit {
            throw fail("a string of \(bytes) bytes is more than the \(Self.lengthLimit >> 20) MB Layoutbook allows; it stops the paste here",
                       at: range, hint: "look for a loop that doubles a string")
        }
    }

    // MARK: - Blocks

    /// Runs statements in a new scope inside `frame`.
    mutating func run(_ statements: [Stmt], in frame: Frame) throws(Interrupt) {
        var inner = frame
        inner.scope = Scope(parent: frame.scope)
        try runInPlace(statements, frame: inner)
    }

    /// Declares a function in `frame`'s scope under its name, and under its full name
    /// (`makeLabel(withText:size:)`) too, so that a call finds the overload whose argument labels
    /// it uses when several share the name (``overload(of:_:_:trailing:_:)``).
    mutating func declareFunction(_ f: FunctionDecl, _ frame: Frame) {
        if frame.scope !== topScope { enclosingScopes[f.range] = frame.scope }
        let value = Value.function(f, receiver: frame.selfValue.map(ValueBox.init))
        frame.scope.names[f.name] = value
        frame.scope.names[f.signature] = value
        if swift.overloadSignatures[f.name]?.contains(f.signature) != true {
            swift.overloadSignatures[f.name, default: []].append(f.signature)
        }
        // An overload of one of Swift's binary operators, kept beside the others of its operator.
        if frame.scope === topScope, f.parameters.count == 2, SwiftParser.precedence[f.name] != nil {
            let types = f.parameters.map { $0.type?.text }
            var overloads = swift.operatorOverloads[f.name] ?? []
            overloads.removeAll { $0.parameters.map { $0.type?.text } == types }
            swift.operatorOverloads[f.name] = overloads + [f]
        }
    }

    /// Runs statements in `frame`'s own scope (function bodies, the top level).
    mutating func runInPlace(_ statements: [Stmt], frame: Frame) throws(Interrupt) {
        let statements = frame.scope === topScope ? globalsAfterTheirTypes(statements) : statements
        // Functions and types are visible in the whole block, as in Swift.
        for statement in statements {
            if case .function(let f) = statement { declareFunction(f, frame) }
        }
        var deferred: [[Stmt]] = []
        defer {
            for block in deferred.reversed() { try? run(block, in: frame) }
        }
        var label: String? = nil
        for statement in statements {
            if case .deferBlock(let body, _) = statement {
                deferred.append(body)
                continue
            }
            if case .statementLabel(let name, _) = statement {
                label = name
                continue
            }
            guard let name = label else {
                try execute(statement, frame)
                continue
            }
            // The labelled statement: a `break` to its label leaves it; a loop takes the label
            // for its turns (``turn(_:_:)``).
            label = nil
            loopLabel = name
            do {
                try execute(statement, frame)
            } catch .breakLabel(let target) where target == name {
            }
            loopLabel = nil
        }
    }

    /// A file's global made by a type the file declares below it (`private let shared =
    /// Metrics()` above `final class Metrics`), moved to just after that type: Swift sets a
    /// file's globals up at their first use, when every type of the file is known.
    func globalsAfterTheirTypes(_ statements: [Stmt]) -> [Stmt] {
        var declaredAt: [String: Int] = [:]
        for (index, statement) in statements.enumerated() {
            if case .type(let decl) = statement, decl.kind != .extension, declaredAt[decl.name] == nil { declaredAt[decl.name] = index }
        }
        guard !declaredAt.isEmpty else { return statements }
        var moved: [Int: [Stmt]] = [:]
        var kept: [(Int, Stmt)] = []
        for (index, statement) in statements.enumerated() {
            if case .variable(let v) = statement, case .call(.identifier(let typeName, _), _, _, _)? = v.initializer,
               swift.types[typeName] == nil, let at = declaredAt[typeName], at > index {
                moved[at, default: []].append(statement)
            } else {
                kept.append((index, statement))
            }
        }
        guard !moved.isEmpty else { return statements }
        return kept.flatMap { index, statement in [statement] + (moved[index] ?? []) }
    }

    // MARK: - Statements

    mutating func execute(_ statement: Stmt, _ frame: Frame) throws(Interrupt) {
        try tick(statement.range)
        cellOwnAnchorRead = nil
        cellOwnTrailingRead = nil
        let outerFrame = currentFrame
        currentFrame = frame
        defer { currentFrame = outerFrame }
        switch statement {
        case .expression(let expr):
            // SnapKit's `.constraint` read and dropped keeps nothing: the chain alone is made, and
            // its constraint is not made a kept (editable) one.
            if let chain = makeBlockConstraintChain(expr) {
                _ = try evaluate(chain, frame)
                return
            }
            // `label.isHidden.toggle()`: a Bool's toggle() is `x = !x` on what it is called on.
            if case .call(.member(let target, "toggle", _, _), let arguments, nil, let range) = expr, arguments.isEmpty,
               case .bool = try evaluate(target, frame) {
                try assign(target, op: "=", .prefix("!", target, target.range), range: range, frame)
                return
            }
            let value = try evaluate(expr, frame)
            if case .closure = value, case .closure = expr {
                note("a closure standing alone is never called; its body did not run")
            }
            if frame.scope.parent == nil, swift.importsModules, case .identifier = expr, case .view(let name) = value {
                try showOnPlaygroundLine(name, at: expr.range)
            }
        case .variable(let decl) where decl.modifiers.contains(ObjCParser.macroModifier):
            // A `#define`'s value kept as a global for later entries: the preprocessor expands
            // its text where it is used, so one naming what is not known yet (a macro defined
            // below it, `#define ROW_TOP (ROW_GAP * 2)`) skips nothing and says nothing here.
            let (before, reads, saved) = (notes.count, unknownReads, noted)
            do {
                try declare(decl, frame)
            } catch .failure {}
            if unknownReads != reads || notes.count != before {
                (notes, noted, unknownReads) = (Array(notes.prefix(before)), saved, reads)
            }
        case .variable(let decl):
            try declare(decl, frame)
        case .assignment(let target, ObjCNames.storageAssignment, let valueExpr, let range):
            try assign(target, op: "=", valueExpr, range: range, frame, toStorage: true)
        case .assignment(let target, let op, let valueExpr, let range):
            try assign(target, op: op, valueExpr, range: range, frame)
        case .ifStatement(let conditions, let then, let otherwise, _):
            let inner = frame.block()
            if try test(conditions, inner) {
                try runInPlace(then, frame: inner)
            } else if let otherwise {
                try run(otherwise, in: frame)
            }
        case .guardStatement(let conditions, let otherwise, let range):
            // The names a guard binds stay for the rest of the block.
            if try !test(conditions, frame) {
                do {
                    try run(otherwise, in: frame)
                } catch {
                    throw error
                }
                throw fail("the 'else' of a guard must leave the scope (return, break or continue)", at: range)
            }
        case .forIn(let pattern, let sequence, let whereClause, let body, let range):
            let label = takeLoopLabel()
            if case .array(let elements, _) = sequence { try standInAddedElements(elements, addedIn: body, frame) }
            let walked = try evaluate(sequence, frame)
            if case .opaque(let text) = walked {
                noteLoopOverUnknown(text, at: range)
                // What its turns would have set (`last = cell`) is the app's too.
                emptyUnknownLoopAssigned.formUnion(SyntaxMentions.assignedNames(in: body))
            }
            let items = try sequenceItems(walked, at: sequence.range)
            // `for i in 0..<count`: `i` is an `Int`, so `i / 2` drops the remainder.
            let countsInts = countsWholeNumbers(sequence, frame)
            for item in items {
                try tick(range)
                let inner = frame.block()
                try bind(pattern, to: item, in: inner.scope, at: range)
                if countsInts, case .name(let name, _) = pattern { inner.scope.wholeNumbers.insert(name) }
                // `for (i, tile) in tiles.enumerated()`: the offset is an `Int`.
                if let name = Self.enumeratedOffsetName(pattern, sequence) { inner.scope.wholeNumbers.insert(name) }
                if let whereClause, try !truth(try evaluate(whereClause, inner), at: whereClause.range) { continue }
                guard try turn(body, inner, label: label) else { break }
            }
        case .whileLoop(let conditions, let body, let range):
            let label = takeLoopLabel()
            if SyntaxMentions.neverEnds(conditions: conditions, body: body) { throw neverEnding(range) }
            var turns = 0
            while true {
                try tick(range)
                let inner = frame.block()
                let guessed = guessedConditions
                guard try test(conditions, inner) else { break }
                // A condition on the app's own value, taken as true, would hold for ever: the
                // body runs once, as an `if` on it would.
                if guessedConditions > guessed, turns > 0 {
                    note("the loop at line \(range.start.line) runs once: its condition is on what the paste does not have")
                    break
                }
                turns += 1
                let guessedBefore = guessedConditions
                guard try turn(body, inner, label: label) else { break }
                // `while (true) { … if (r.location == NSNotFound) break; … }` on what the paste
                // does not have: the way out is a guess that would hold for ever, so the body ran once.
                if guessedConditions > guessedBefore, SyntaxMentions.alwaysTrue(conditions) {
                    note("the loop at line \(range.start.line) runs once: it ends only from inside, on a comparison of what the "
                        + "paste does not have")
                    break
                }
            }
        case .repeatWhile(let body, let condition, let range):
            let label = takeLoopLabel()
            if SyntaxMentions.neverEnds(conditions: [.expression(condition)], body: body) { throw neverEnding(range) }
            loop: repeat {
                try tick(range)
                do {
                    try run(body, in: frame)
                } catch .breakLoop {
                    break loop
                } catch .continueLoop {
                    continue loop
                } catch .breakLabel(let target) where target == label {
                    break loop
                } catch .continueLabel(let target) where target == label {
                    continue loop
                }
            } while try repeats(condition, frame, at: range)
        case .switchStatement(let subject, let cases, let range):
            try runSwitch(try evaluate(subject, frame), cases, at: range, frame)
        case .returnStatement(let expr, _):
            throw .returned(try expr.map { e throws(Interrupt) in try evaluate(e, frame) } ?? .void)
        case .breakStatement:
            throw .breakLoop
        case .continueStatement:
            throw .continueLoop
        case .labeledJump(let continues, let label, _):
            throw continues ? .continueLabel(label) : .breakLabel(label)
        case .statementLabel:
            break
        case .fallthroughStatement:
            throw .fallthroughCase
        case .function(let f):
            declareFunction(f, frame)
        case .type(let decl):
            try declareType(decl, frame)
        case .ignored("#Preview", _):
            note("skipped '#Preview': Xcode's canvas shows it; the app never runs it")
        case .enumCases, .ignored:
            break
        case .command(let command):
            try execute(command)
        case .doBlock(let body, let catches, _):
            do {
                try run(body, in: frame)
            } catch .thrown(let error, let range) {
                guard let clause = catches.first else { throw .thrown(error, range) }
                let inner = frame.block()
                inner.scope.names["error"] = error
                try runInPlace(clause, frame: inner)
            }
        case .throwStatement(let value, let range):
            throw .thrown(try evaluate(value, frame), range)
        case .deferBlock(let body, _):
            try run(body, in: frame)
        }
    }

    /// One turn of a loop's body; false when it says `break` (or `break` to the loop's label).
    mutating func turn(_ body: [Stmt], _ frame: Frame, label: String? = nil) throws(Interrupt) -> Bool {
        do {
            try runInPlace(body, frame: frame)
        } catch .breakLoop {
            return false
        } catch .continueLoop {
            return true
        } catch .breakLabel(let target) where target == label {
            return false
        } catch .continueLabel(let target) where target == label {
            return true
        }
        return true
    }

    /// The label of the loop about to run (`outer: for …`), taken so that a loop inside it has none.
    mutating func takeLoopLabel() -> String? {
        defer { loopLabel = nil }
        return loopLabel
    }

    /// Framework types whose initialisers from a name or a file may give nil (`UIImage(named:)`).
    static let failableByName: Set<String> = ["UIImage", "UIFont", "UIColor", "URL", "NSURL", "Data", "NSData", "UINib",
                                              "UIStoryboard", "Bundle", "NSBundle", "NSDictionary", "NSArray", "Int", "Double"]

    /// `if`/`guard`/`while` conditions, binding `if let` names into `frame`'s scope.
    mutating func test(_ conditions: [Condition], _ frame: Frame) throws(Interrupt) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                if case .pound("available", _, _) = expr { continue }
                guard try truth(try evaluate(expr, frame), at: expr.range) else { return false }
            case .optionalBinding(let name, let expr, _):
                let value = try evaluate(expr, frame)
                switch value {
                case .none: return false
                case .opaque(let text) where absentContainer(text, frame) != nil:
                    // The controller on the screen in no navigation (or tab bar) controller: UIKit's
                    // property is nil there, and the branch is skipped.
                    let container = absentContainer(text, frame) ?? ""
                    note("'\(text)' is nil: the controller is shown in no \(container) (the default; `in "
                        + (container.hasPrefix("navigation") ? "navigation" : "tab bar") + "` shows it in one), so the 'let' "
                        + "binding fails, as in UIKit")
                    return false
                case .opaque(let text):
                    // A framework object the code made (`UIBarButtonItem(barButtonSystemItem: …)`,
                    // not modelled) is there: no guess. (An image, font, colour or URL made from a
                    // name may be nil: the app's asset decides.)
                    let made = String(text.prefix { $0 != "(" && $0 != "." })
                    // (A button's own title label or image view, UIKit's, is there too.)
                    if containerRead(text, frame) == nil, !(Library.isFrameworkTypeName(made) && !Self.failableByName.contains(made)
                         && (text.count == made.count || text.dropFirst(made.count).first == "(")),
                       swift.unmodelledOwnViews[text] == nil {
                        // The app's value is unknown: take the branch that uses it, as the paste meant.
                        note("'\(text)' gives a value of the app's, not known here; 'if let' goes on as if it had one")
                        // A guess: a `while let` on it turns once, as its condition would hold for ever.
                        guessedConditions += 1
                    }
                    frame.scope.names[name] = value
                default: frame.scope.names[name] = value
                }
            case .pattern(let pattern, let expr, let range):
                let value = try evaluate(expr, frame)
                guard try matches(pattern, value, frame, at: range) else { return false }
            }
        }
        return true
    }

    /// Whether a `repeat … while` turns again: not on a condition taken as true for want of
    /// what it tests, which would hold for ever (the body ran once).
    mutating func repeats(_ condition: Expr, _ frame: Frame, at range: SourceRange) throws(Interrupt) -> Bool {
        let guessed = guessedConditions
        guard try truth(try evaluate(condition, frame), at: condition.range) else { return false }
        if guessedConditions > guessed {
            note("the loop at line \(range.start.line) runs once: its condition is on what the paste does not have")
            return false
        }
        return true
    }

    /// Whether an undecided name is a one-shot set-up flag (`didSetupConstraints`,
    /// `self.hasSetUpViews`, `isConfigured`, `constraintsInstalled`, `addedConstraints`,
    /// `setupDone`): false until the code it guards has run — an instance variable starts at 0.
    static func isOneShotFlag(_ text: String) -> Bool {
        let name = String(text.split(separator: ".").last ?? Substring(text)).lowercased()
        let starts = ["did", "has", "is", "constraints", "views", "added", "installed", "created", "built", "already", "setup", "layout"]
        guard starts.contains(where: { name.hasPrefix($0) }) else { return false }
        return ["setup", "constraints", "configured", "installed", "initialized", "initialised", "laidout", "layoutdone", "done",
                "added", "built", "created"]
            .contains { name.dropFirst(2).contains($0) }
    }

    mutating func truth(_ value: Value, at range: SourceRange) throws(Interrupt) -> Bool {
        if let c = cTruth(value) { return c }
        switch value {
        case .bool(let b): return b
        case .opaque(let text) where Self.isUnknownCount(text):
            noteUnknownCount(text)
            return false
        case .opaque(let text) where text.count > 1 && text.hasPrefix("!") && Self.isUnknownCount(String(text.dropFirst())):
            noteUnknownCount(String(text.dropFirst()))
            return true
        case .opaque(let text) where text.count > 1 && text.hasPrefix("!") && Self.isOneShotFlag(String(text.dropFirst())):
            // `if !didSetupConstraints { … }` on the app's base class's flag: a one-shot guard,
            // false until the guarded code has run once, so it runs.
            let condition = String(text.dropFirst())
            note("\(Self.undecided(condition)); it is a flag set once the code it guards has run, false until then, so "
                + "'!\(condition)' is true and that code runs")
            guessedConditions += 1
            return true
        case .opaque(let text) where deviceAnswer(text.hasPrefix("!") ? String(text.dropFirst()) : text) != nil:
            // `UIDevice.current.isIPad`, `isTinyFormFactor`: the app's own question of the device,
            // answered from the screen here (as a prefix header's `IS_IPAD` is), not taken as true.
            let negated = text.hasPrefix("!")
            let question = negated ? String(text.dropFirst()) : text
            guard let (value, why) = deviceAnswer(question) else { return !negated }
            notes.removeAll { $0 == Self.skippedNote(question) }
            note("'\(question)' is not in the paste: \(why)")
            return value != negated
        case .opaque(let text) where text.count > 1 && text.hasPrefix("!"):
            // `!x` of an undecided `x`: false, as `x` is taken as true wherever it is tested.
            let condition = String(text.dropFirst())
            notes.removeAll { $0 == Self.skippedNote(condition) }
            note("\(Self.undecided(condition)); the condition on it is taken as true, so '!\(condition)' is false")
            guessedConditions += 1
            return false
        case .opaque(let text):
            // (Said instead of the note that skipped the name: the lines it guards run.)
            notes.removeAll { $0 == Self.skippedNote(text) }
            note("\(Self.undecided(text)); the condition on it is taken as true")
            guessedConditions += 1
            return true
        default:
            throw fail("a condition must be a Bool, not \(value.kindName)", at: range)
        }
    }

    /// The last name of a member path (`isIPad` of `UIDevice.current.isIPad`).
    static func lastPathComponent(_ text: String) -> String {
        text.split(separator: ".").last.map(String.init) ?? text
    }

    /// The longest side of a screen an app's small-screen question (``asksSmallScreen``) is true
    /// for: the 4.7-inch phones' 667 and below (iPhone SE, 8).
    static let smallScreenLength = 667.0

    /// The answer to an app's own question of the device, by the last name of its path (an
    /// idiom's, ``idiomQuestion(_:)``, or a small screen's, ``asksSmallScreen(_:)``), and what
    /// the note says of it; nil for any other value.
    func deviceAnswer(_ question: String) -> (value: Bool, why: String)? {
        // (A method asks it too: `[DeviceInfo isiPad]`, `Device.isPad()`.)
        var name = Self.lastPathComponent(question)
        for call in ["(…)", "()"] where name.hasSuffix(call) { name.removeLast(call.count) }
        if let asksPad = Self.idiomQuestion(name) {
            let value = asksPad == screenIsPad
            return (value, "taken as \(value ? "true" : "false"), the screen being an \(screenIsPad ? "iPad" : "iPhone")'s, as apps define it")
        }
        guard Self.asksSmallScreen(name) else { return nil }
        let screen = session.state.layout.frame(of: .root)
        let (length, line) = Self.smallScreenLine(name)
        let small = max(screen.width, screen.height) <= length
        return (small, "it asks for a small phone's screen, taken as \(small ? "true" : "false") here "
            + "(\(Session.number(screen.width))×\(Session.number(screen.height)); \(line))")
    }

    /// The longest screen a small-screen question counts as small, and how the note says it: a
    /// name that names a phone asks for that phone's screen or smaller (`isIPhone5OrSmaller`,
    /// 568; `isIPhone4`, 480); any other (`isSmallScreen`), the 4.7-inch phones' 667 or smaller,
    /// where apps draw the line.
    static func smallScreenLine(_ name: String) -> (length: Double, said: String) {
        let word = name.lowercased().replacingOccurrences(of: "_", with: "")
        if word.contains("iphone4") { return (480, "the name asks for the 3.5-inch phones' 480 or shorter") }
        if word.contains("iphone5") { return (568, "the name asks for the 4-inch phones' 568 or shorter") }
        return (smallScreenLength, "apps draw the line near the 4.7-inch phones' 667")
    }

    /// Whether an app's own Bool asks for a small phone's screen by its name: `isTinyFormFactor`,
    /// `isSmallScreen`, `IS_SMALL_DEVICE`, `isIPhoneSE`, `isCompactHeightDevice`.
    static func asksSmallScreen(_ name: String) -> Bool {
        let word = name.lowercased().replacingOccurrences(of: "_", with: "")
        guard word.hasPrefix("is") || word.hasPrefix("kis") else { return false }
        if ["isiphonese", "isse", "isiphone5", "isiphone4", "isiphone8", "issmallphone", "istinyphone"].contains(word) { return true }
        let sizes = ["small", "tiny", "compact", "short", "little"]
        let things = ["screen", "device", "formfactor", "phone", "display", "iphone"]
        return sizes.contains(where: word.contains) && things.contains(where: word.contains)
    }

    /// Whether a value not worked out is a count (`model.items.count`, `[tags count]`): the
    /// number of what the app holds, which the paste does not.
    static func isUnknownCount(_ text: String) -> Bool {
        !text.hasPrefix("!") && (text == "count" || text.hasSuffix(".count") || text.hasSuffix(".count()"))
    }

    /// A count the paste does not have is taken as 0 everywhere it is used, so that one run tells
    /// one story: a condition reads it as 0 (`if (items.count)` false, `items.count < 2` true), a loop over
    /// it or its collection runs no turns, and a number worked from it counts it as 0.
    mutating func noteUnknownCount(_ text: String) {
        note("'\(text)' is the app's count, not in the paste: it is taken as 0 wherever it is used (a condition reads it as 0, "
            + "so 'if (count)' is false and 'count < 2' true) and a loop over it runs no turns")
    }

    /// A `for … in` over what the paste does not have (the app's collection, or a range up to its
    /// count) runs no turns, as a count of it is 0 (see ``noteUnknownCount(_:)``); a note says so.
    mutating func noteLoopOverUnknown(_ text: String, at range: SourceRange) {
        let what = Self.isUnknownCount(text) ? "the app's count, not in the paste, taken as 0"
                                              : "the app's, not in the paste, and its count is taken as 0"
        note("the loop at line \(range.start.line) runs no turns: '\(text)' is \(what)")
        emptyUnknownLoops.append(range.start.line)
    }

    /// What a note says of a condition not worked out: what the paste lacks, or, for an order
    /// comparison of it (``Evaluator/undecidedOrder(_:_:_:)``), that the comparison is undecided.
    static func undecided(_ condition: String) -> String {
        guard condition.hasPrefix("("), condition.hasSuffix(")") else { return "'\(condition)' is not in the paste" }
        return "'\(condition.dropFirst().dropLast())' compares what the paste does not have"
    }

    /// How C tests a value for truth where Objective-C runs: nil and 0 are false, any other
    /// number and any object true (`BOOL on = 1;`, `if (!_loaded)` on an instance variable still
    /// nil). Nil where Swift runs: there a condition must be a Bool.
    func cTruth(_ value: Value) -> Bool? {
        guard session.runsObjectiveC else { return nil }
        switch value {
        case .bool(let b): return b
        case .none: return false
        case .number(let n): return n != 0
        case .opaque: return nil
        default: return true
        }
    }

    mutating func runSwitch(_ subject: Value, _ cases: [SwitchCase], at range: SourceRange, _ frame: Frame) throws(Interrupt) {
        var falling = false
        // The app's value matches no case that names a value; nor is it known to be none of them,
        // so `default` is no more its case than the first (below).
        let unknown: Bool = if case .opaque = subject { true } else { false }
        for clause in cases {
            let inner = frame.block()
            if unknown, !falling, clause.patterns.isEmpty { continue }
            var taken = falling || clause.patterns.isEmpty
            if !taken {
                for pattern in clause.patterns where try matches(pattern, subject, inner, at: clause.range) {
                    taken = true
                    break
                }
            }
            if taken, let guardExpr = clause.guardExpr, !falling {
                taken = try truth(try evaluate(guardExpr, inner), at: guardExpr.range)
            }
            guard taken else { continue }
            do {
                try runInPlace(clause.body, frame: inner)
                return
            } catch .fallthroughCase {
                falling = true
            } catch .breakLoop {
                return
            }
        }
        // The app's value (`UIView.ScreenSizeType.current()`, a model's state) matched no case,
        // and which it is cannot be known: the first case runs, as an `if` on an unknown
        // condition takes its branch — one left out would leave what the cases set (`let
        // topSpace: CGFloat`, assigned in each) unset, and the paste would stop on a nil.
        guard !falling, case .opaque(let text) = subject, var first = cases.first else { return }
        func caseName(_ clause: SwitchCase) -> String? {
            for pattern in clause.patterns {
                if case .expression(.implicitMember(let name, _)) = pattern { return name }
            }
            return nil
        }
        var shown = first.patterns.isEmpty ? "its default" : "its first case"
        if let earlier = unknownSwitchCases[text], let same = cases.first(where: { caseName($0) == earlier }) {
            first = same
            shown = "its case .\(earlier), as an earlier switch on it did"
        } else if let name = caseName(first) {
            unknownSwitchCases[text] = name
        }
        let unknownText = swift.types[text] != nil ? "'\(text)' is the app's value, not in the paste"
            : "'\(text)' is not in the paste"
        note("\(unknownText): the switch on it runs \(shown) (line \(first.range.start.line)), the app's value being unknown")
        for clause in cases.drop(while: { $0 != first }) {
            let inner = frame.block()
            // What the case's patterns bind (`case let .list(item)`) is the app's, as the subject is.
            bindUnknown(clause.patterns, text, inner)
            do {
                try runInPlace(clause.body, frame: inner)
                return
            } catch .fallthroughCase {
                continue
            } catch .breakLoop {
                return
            }
        }
    }

    /// Whether `value` matches a case pattern; names it binds go into `frame`'s scope.
    mutating func matches(_ pattern: Pattern, _ value: Value, _ frame: Frame, at range: SourceRange) throws(Interrupt) -> Bool {
        switch pattern {
        case .wildcard: return true
        case .name(let name, _):
            frame.scope.names[name] = value
            return true
        case .binding(let inner, _):
            if case .expression(.identifier(let name, _)) = inner {
                frame.scope.names[name] = value
                return true
            }
            return try matches(inner, value, frame, at: range)
        case .tuple(let parts, _):
            if case .opaque(let text) = value {
                // The app's tuple (`let (name, image) = viewModel`): its parts are the app's too,
                // and the code goes on as if it had them, as 'if let' does.
                note("'\(text)' is not in the paste; its parts are the app's, and the code goes on as if it had them")
                for (i, part) in parts.enumerated() where try !matches(part, .opaque("\(text).\(i)"), frame, at: range) { return false }
                return true
            }
            guard case .array(let items) = value, items.count == parts.count else { return false }
            for (part, item) in zip(parts, items) where try !matches(part, item, frame, at: range) { return false }
            return true
        case .enumCase(let name, let payload, _):
            if name == "some" {
                if case .none = value { return false }
                return try payload.first.map { p throws(Interrupt) in try matches(p, value, frame, at: range) } ?? true
            }
            if case .payloadCase(let n, let values) = value {
                guard n == name else { return false }
                // `case let .top(inset)` of `.top(30)`: each pattern takes the value it stands at.
                guard values.count == payload.count else {
                    bindUnknown(payload, "\(name)'s value", frame)
                    return true
                }
                for (part, item) in zip(payload, values) where try !matches(part, item, frame, at: range) { return false }
                return true
            }
            if case .enumCase(let n) = value {
                guard n == name else { return false }
                // The case's payload is the app's data, not kept with the case: what it binds
                // (`case .list(let item)`, `case let .list(item)`) is the app's value.
                bindUnknown(payload, "\(name)'s value", frame)
                return true
            }
            return false
        case .typeCheck(let inner, let type, _):
            // `case is ZoneCircle:`, `case let circle as ZoneCircle:`: a view or object of the
            // type or one derived from it; the app's value the paste does not hold is taken to be.
            let fits: Bool
            switch value {
            case .view(let name):
                let actual = viewClass(of: name)
                fits = actual == type.baseName || Library.isSubtype(libraryBase(of: actual) ?? actual, of: type.baseName)
            case .object(let id):
                fits = swift.objects[id].map { $0.className == type.baseName || isSubclass($0.className, of: type.baseName) || (swift.conformances[$0.className] ?? []).contains(type.baseName) } ?? false
            case .opaque(let text):
                note("'\(text)' is not in the paste: 'case \(inner == nil ? "is" : "let … as") \(type.baseName)' is taken to match it")
                fits = true
            case .string: fits = type.baseName == "String" || type.baseName == "NSString"
            case .number: fits = ["Int", "Double", "CGFloat", "Float", "NSNumber"].contains(type.baseName)
            default: fits = false
            }
            guard fits else { return false }
            return try inner.map { p throws(Interrupt) in try matches(p, value, frame, at: range) } ?? true
        case .expression(let expr):
            if case .implicitMember(let name, _) = expr {
                // `case .some:` of an optional: any value it holds, whatever its payload.
                if name == "some", !Self.isEnumValue(value) {
                    if case .none = value { return false }
                    return true
                }
                switch value {
                case .enumCase(let n), .payloadCase(let n, _): return n == name
                case .none: return name == "none"
                default: return false
                }
            }
            let candidate = try evaluate(expr, frame)
            // C's zero is nil's: `switch (self.index)` of a header's property not yet set takes `case 0:`.
            if session.runsObjectiveC, case .none = value, case .number(0) = candidate { return true }
            if let held = try rangeHolds(expr, value, frame) { return held }
            if case .array(let range) = candidate, case .number = value, Self.isRangeArray(expr) {
                return range.contains { if case .number(let n) = $0, case .number(let v) = value { n == v } else { false } }
            }
            return Self.equal(candidate, value)
        }
    }

    /// Whether a value is one of an enum's cases (the app's `.some` of its own enum is that case).
    static func isEnumValue(_ value: Value) -> Bool {
        switch value {
        case .enumCase, .payloadCase: true
        default: false
        }
    }

    /// Binds every name a case pattern binds to a value not in the paste (`text`), for a case
    /// run on the app's unknown value or a payload the case does not keep.
    mutating func bindUnknown(_ patterns: [Pattern], _ text: String, _ frame: Frame, binding: Bool = false) {
        for pattern in patterns {
            switch pattern {
            case .name(let name, _): frame.scope.names[name] = .opaque(text)
            case .binding(let inner, _): bindUnknown([inner], text, frame, binding: true)
            case .expression(.identifier(let name, _)) where binding: frame.scope.names[name] = .opaque(text)
            case .tuple(let parts, _): bindUnknown(parts, text, frame, binding: binding)
            case .enumCase(_, let payload, _): bindUnknown(payload, text, frame, binding: binding)
            case .typeCheck(let inner, _, _): bindUnknown(inner.map { [$0] } ?? [], text, frame, binding: binding)
            case .expression, .wildcard: break
            }
        }
    }

    /// Whether a range written out (`0...120`, `0..<120`) holds a number, fractions included, as
    /// Swift's `~=` and a `case` pattern ask; nil when `expr` is no range of numbers or `value`
    /// no number.
    mutating func rangeHolds(_ expr: Expr, _ value: Value, _ frame: Frame) throws(Interrupt) -> Bool? {
        guard case .binary(let op, let low, let high, _, _) = expr, op == "..." || op == "..<",
              case .number(let v) = value,
              case .number(let a) = try evaluate(low, frame), case .number(let b) = try evaluate(high, frame) else { return nil }
        return op == "..." ? a <= v && v <= b : a <= v && v < b
    }

    static func isRangeArray(_ expr: Expr) -> Bool {
        if case .binary(let op, _, _, _, _) = expr { return op == "..." || op == "..<" }
        return false
    }

    /// Binds a `for` or tuple pattern.
    mutating func bind(_ pattern: Pattern, to value: Value, in scope: Scope, at range: SourceRange) throws(Interrupt) {
        keep(value)
        switch pattern {
        case .name(let name, _): scope.names[name] = value
        case .wildcard: break
        case .tuple(let parts, let r):
            if case .opaque(let text) = value {
                // `let (_, _, bottom, _) = Layout.fill(…)` of the app's helper, not in the paste:
                // each part is as unknown as the whole.
                for (i, part) in parts.enumerated() { try bind(part, to: .opaque("\(text).\(i)"), in: scope, at: range) }
                return
            }
            guard let items = Self.tupleParts(value), items.count == parts.count else {
                throw fail("cannot split \(value.kindName) into \(parts.count) names", at: r)
            }
            for (part, item) in zip(parts, items) { try bind(part, to: item, in: scope, at: range) }
        case .binding(let inner, _): try bind(inner, to: value, in: scope, at: range)
        case .expression(.identifier(let name, _)): scope.names[name] = value
        default: throw fail("this pattern cannot bind a loop variable", at: range)
        }
    }

    /// Notes the constraints in `value` as kept (see ``SwiftState/keptConstraints``): the value
    /// itself, or an array of them — told by its first element, so that storing a long array of
    /// numbers again and again (`a = a + [i]` in a loop) does not walk it each time.
    mutating func keep(_ value: Value) {
        switch value {
        case .constraint(let key):
            if !swift.keptConstraints.contains(key) { swift.keptConstraints.insert(key) }
        case .array(let items):
            switch items.first {
            case .constraint?: for item in items { keep(item) }
            case .array?, .tuple?, .dictionary?: for item in items.prefix(Self.keptScanLimit) { keep(item) }
            default: break
            }
        case .tuple(let items, _):
            for item in items { keep(item) }
        case .dictionary(let entries):
            for entry in entries.prefix(Self.keptScanLimit) { keep(entry.value) }
        default:
            break
        }
    }

    /// The most arrays in an array, or entries in a dictionary, looked into for kept constraints.
    static var keptScanLimit: Int { 64 }

    /// The elements a `for … in` walks: an array, a range (already an array), a dictionary's pairs
    /// (its keys in Objective-C).
    func sequenceItems(_ value: Value, at range: SourceRange) throws(Interrupt) -> [Value] {
        switch value {
        case .array(let items): return items
        // Objective-C's fast enumeration over an NSDictionary gives its keys
        // (`for (NSString *key in views) { UIView *v = views[key]; … }`); Swift's gives pairs.
        case .dictionary(let entries) where session.runsObjectiveC: return entries.map(\.key)
        case .dictionary(let entries): return entries.map(Library.dictionaryElement)
        case .opaque: return []
        case .string(let s): return s.map { .string(String($0)) }
        // Objective-C's fast enumeration over nil runs no turn.
        case .none where session.runsObjectiveC: return []
        default: throw fail("'for … in' needs an array or a range, not \(value.kindName)", at: range)
        }
    }

    // MARK: - Declarations

    /// `let columns = 7 / 2` is an `Int`, 3: integer literals alone, with no other type written
    /// (or `Int` written), are worked out as Swift's `Int`s — a variable's, a stored property's or
    /// a static one's alike.
    static func asDeclaredWholeNumber(_ value: Value, _ decl: VariableDecl, _ initializer: Expr) -> Value {
        guard decl.type.map({ integerTypeNames.contains($0.baseName) }) ?? true, case .number = value,
              let whole = wholeNumberValue(initializer) else { return value }
        return .number(Double(whole))
    }

    mutating func declare(_ decl: VariableDecl, _ frame: Frame) throws(Interrupt) {
        if let getter = decl.getter, decl.initializer == nil, let name = decl.name {
            // A computed variable: a function of no arguments, read by name.
            let f = FunctionDecl.getter(name, body: getter, at: decl.range, type: decl.type)
            frame.scope.names[name] = .function(f, receiver: frame.selfValue.map(ValueBox.init))
            return
        }
        if decl.isLazy, let initializer = decl.initializer, let name = decl.name {
            // `lazy var` outside a type (at the prompt, the controller's body): its initialiser runs
            // where the name is first read, as a lazy property's does, not here.
            let f = FunctionDecl(name: name, parameters: [], body: [.returnStatement(initializer, initializer.range)],
                                 modifiers: ["getter", "lazy"], isFailable: false, range: decl.range, nameRange: decl.range)
            frame.scope.names[name] = .function(f, receiver: frame.selfValue.map(ValueBox.init))
            return
        }
        var value: Value = initialValue(of: decl.name ?? "_", type: decl.type)
        // `var above: ShelfRow?` with no value: Swift starts an optional variable at nil, whatever
        // its type, the app's own included.
        if decl.initializer == nil, !decl.isLet, let type = decl.type, type.text.hasSuffix("?") || type.text.hasSuffix("!") {
            value = .none
        }
        let readsBefore = unknownReads
        if let initializer = decl.initializer {
            value = try evaluateBinding(initializer, name: decl.name, declaredType: decl.type, frame)
            if case .selfExpr = initializer, let type = decl.type, let view = promptSelfDeclaredAsView(value, type) {
                value = view
            }
            if let type = decl.type { value = try convert(value, to: type, at: initializer.range) }
            let objectiveCClass = decl.modifiers.first { $0.hasPrefix(ObjCParser.declaredClassModifier) }
                .map { TypeRef(text: String($0.dropFirst(ObjCParser.declaredClassModifier.count)), range: decl.range) }
            if case .opaque(let made) = value, let type = decl.type ?? objectiveCClass, let name = decl.name,
               let standIn = try declaredViewStandIn(name, type, made: made, initializer, topLevel: frame.scope === topScope) {
                value = standIn
            }
            value = Self.asDeclaredWholeNumber(value, decl, initializer)
            // C's `int width = screenWidth / 7;`: a number kept in an integer variable loses its
            // fraction, as C converts it (Swift would not compile it).
            if session.runsObjectiveC, let type = decl.type, Self.integerTypeNames.contains(type.baseName), case .number(let n) = value,
               n.isFinite, n != n.rounded(.towardZero) {
                value = .number(n.rounded(.towardZero))
            }
        }
        try bind(decl.pattern, to: value, in: frame.scope, at: decl.range)
        markDeclared(decl.pattern, in: frame.scope, readsBefore: readsBefore)
        recordWholeNumber(decl, frame)
        // `let c = make.height.equalTo(100).constraint` inside a make block keeps `c` for the
        // entries after it, as Layoutbook's SnapKit has always kept it (Swift would end it with
        // the closure): `c.constant = 200` later changes that constraint.
        if let name = decl.name, case .constraint = value, frame.scope !== topScope, topScope?.own(name) == nil,
           let initializer = decl.initializer, makeBlockConstraintChain(initializer) != nil {
            topScope?.names[name] = value
        }
    }

    /// `UIButton *button = [self.factory buttonWithType:MyButtonTypePrimary];`: a view the app's
    /// own code makes, not in the paste, kept in a name declared of a UIKit view class. One of
    /// that class stands in, so that what the code does with it (adds it, constrains it) runs;
    /// what the app's code sets on it is not known, and a note says so. Nil for any other type,
    /// or a value that is not made by a call.
    ///
    /// With `masksOff` (a Swift property the app's factory fills), its mask is taken to be off,
    /// as such factories make views for constraints (``appFactoryPlaceholder``), until code
    /// places it by its frame.
    mutating func declaredViewStandIn(_ name: String, _ type: TypeRef, made: String, _ initializer: Expr,
                                      masksOff: Bool = false, topLevel: Bool = false) throws(Interrupt) -> Value? {
        guard case .call = initializer, Library.type(named: type.baseName) != nil, Library.isSubtype(type.baseName, of: "UIView") else {
            return nil
        }
        // A local `UIView *view = [self loadViewFromNib]` in a method keeps its name there; only
        // one declared at the top level shadows the root view's.
        let saved = (propertyHint, nameHint, bindsAtTopLevel)
        (propertyHint, nameHint, bindsAtTopLevel) = (nil, name, topLevel)
        defer { (propertyHint, nameHint, bindsAtTopLevel) = saved }
        let view = try construct(type.baseName, [], trailing: nil, at: initializer.range, nameRange: initializer.range)
        guard case .view(let standIn) = view else { return nil }
        if masksOff { try takeMaskOffAsFactoryMade(standIn, at: initializer.range) }
        note("'\(name)' is declared a \(type.baseName), made by the app's own code (\(made)), not in the paste: a plain "
             + "\(type.baseName) stands in\(masksOff ? ", its translatesAutoresizingMaskIntoConstraints false, as such factories make views" : ""); what that code sets on it is the app's")
        return view
    }

    /// `UIView *superview = self;` (Masonry's README) or `let superview: UIView = self` at the
    /// prompt, whose `self` is its view controller: the code declares `self` a view, so it is
    /// written inside a view, and the screen's root view stands for that view, with a note. Nil
    /// for any other value or type (`let superview = self` stays the controller, as Swift has it).
    mutating func promptSelfDeclaredAsView(_ value: Value, _ type: TypeRef) -> Value? {
        guard declaredCodeDepth == 0, case .object(let id) = value, let promptController = swift.promptController,
              id == promptController, Library.isSubtype(type.baseName, of: "UIView") else { return nil }
        note("self is declared a \(type.baseName) here, as code written inside a view declares it: the screen's root view stands "
            + "for that view (at the prompt self is the view controller, whose root view this is)")
        return .view("root")
    }

    /// The chain of `make.top.equalTo(0).constraint` when `expr` is SnapKit's `.constraint` read
    /// from the maker of a make block still running; nil otherwise. Inlined: asked of every
    /// expression statement, and a call would copy the whole evaluator (see ``entryLocalScope(_:_:)``).
    @inline(__always)
    func makeBlockConstraintChain(_ expr: Expr) -> Expr? {
        guard case .member(let chain, "constraint", _, _) = expr, let root = Self.chainRoot(chain),
              makers.contains(where: { !$0.finished && $0.parameter == root }) else { return nil }
        return chain
    }

    /// The name a chain of members and calls starts from (`make` in `make.top.equalTo(0)`).
    static func chainRoot(_ expr: Expr) -> String? {
        var current = expr
        while true {
            switch current {
            case .identifier(let name, _): return name
            case .member(let base, _, _, _): current = base
            case .call(let callee, _, _, _): current = callee
            default: return nil
            }
        }
    }

    /// The local a property's initialising closure returns, when it declares it
    /// (`{ let label = UILabel(); …; let stack = UIStackView(…); return stack }()`): `stack`.
    static func closureReturnedLocal(_ expr: Expr) -> String? {
        guard case .call(.closure(let c), let arguments, nil, _) = expr, arguments.isEmpty else { return nil }
        return returnedLocal(of: c.body)
    }

    /// The local a body ends by returning, when it declares it (`let stack = …; return stack`).
    static func returnedLocal(of body: [Stmt]) -> String? {
        guard case .returnStatement(.identifier(let name, _)?, _)? = body.last else { return nil }
        let declares = body.contains { statement in
            if case .variable(let v) = statement { return v.name == name }
            return false
        }
        return declares ? name : nil
    }

    /// Evaluates an initialiser whose value a name will hold, so a view made there takes the name.
    mutating func evaluateBinding(_ expr: Expr, name given: String?, declaredType: TypeRef? = nil, _ frame: Frame) throws(Interrupt) -> Value {
        // `_status = …`: an instance variable names its view as its property does (`status`).
        let name = given.map { $0.count > 1 && $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
        let saved = nameHint, savedTop = bindsAtTopLevel
        nameHint = name
        bindsAtTopLevel = frame.scope === topScope
        defer {
            nameHint = saved
            bindsAtTopLevel = savedTop
        }
        let made = createdViews.count
        let value: Value
        if let declaredType, let typed = try typedStaticCall(expr, type: declaredType, frame) {
            value = typed
        } else {
            value = try evaluate(expr, frame)
        }
        // `let titleLabel = makeLabel("Title")`: the view a factory made under its own local name
        // takes the name it is bound to, while nothing else refers to it yet.
        if let name, case .view(let view) = value, view != name, createdViews[made...].contains(view),
           (creationDepth[view] ?? 0) > depth {
            renameFreshView(view, to: name)
            return .view(viewName(view))
        }
        return value
    }

    /// Renames a view made by this entry that is not placed and that nothing refers to by name
    /// but its own waiting assignments; does nothing otherwise.
    mutating func renameFreshView(_ old: String, to wanted: String) {
        guard var waiting = session.state.detached[old], waiting.pending.isEmpty, waiting.parent == nil,
              !session.state.detached.values.contains(where: { $0.parent == old }),
              !swift.constraints.values.contains(where: { "\($0)".contains("\"\(old)\"") }),
              swift.viewObjects[old] == nil, swift.delegates[old] == nil, swift.aliases[old] == nil else { return }
        let name = uniqueViewName(wanted)
        guard name == wanted else { return }
        if Session.rootNames.contains(name) {
            if bindsAtTopLevel { swift.localRootNames.remove(name) } else { swift.localRootNames.insert(name) }
        }
        waiting.properties = waiting.properties.map { assignment in
            var copy = assignment
            if case .name(let id) = copy.target, id.name == old { copy.target = .name(Identifier(name, range: id.range)) }
            return copy
        }
        session.state.detached[old] = nil
        session.state.detached[name] = waiting
        session.state.viewNameHints = [:]
        if let c = swift.viewClasses.removeValue(forKey: old) { swift.viewClasses[name] = c }
        if swift.localViewNames.remove(old) != nil { swift.localViewNames.insert(name) }
        if let c = swift.controls.removeValue(forKey: old) { swift.controls[name] = c }
        if let c = swift.standIns.removeValue(forKey: old) { swift.standIns[name] = c }
        if let c = swift.factoryStandIns.removeValue(forKey: old) { swift.factoryStandIns[name] = c }
        if let c = swift.factoryMade.removeValue(forKey: old) { swift.factoryMade[name] = c }
        if let c = swift.appearance.removeValue(forKey: old) { swift.appearance[name] = c }
        if let i = createdViews.firstIndex(of: old) { createdViews[i] = name }
        creationDepth[name] = creationDepth[old]
        // A value that still holds the old name (stored by the factory) finds the view by it.
        swift.aliases[old] = name
    }

    /// A value given a declared type: a number as `CGFloat` stays a number, `UILayoutPriority`
    /// makes a priority.
    /// Keeps what the app's layout helper not in the paste made and the view it was called on:
    /// returned where a view is declared (`return button.constrainToSize(height: 52)` in a factory
    /// `-> UIButton`), such a helper gave the view, as the chainable kind does (see ``convert``).
    mutating func recordHelperResult(_ made: [Value], on base: Value) {
        namedHelperResult = (made.compactMap { if case .constraint(let key) = $0 { key } else { nil } }, base)
    }

    mutating func convert(_ value: Value, to type: TypeRef, at range: SourceRange) throws(Interrupt) -> Value {
        if let labelled = Self.labelled(value, as: type) { return labelled }
        if !type.isArray, let (made, receiver) = namedHelperResult, !made.isEmpty, case .view = receiver,
           Library.isSubtype(type.baseName, of: "UIView") || libraryBase(of: type.baseName).map({ Library.isSubtype($0, of: "UIView") }) == true {
            // The constraints of the app's helper where a view is declared: the view it was called on.
            let keys: [String]? = switch value {
            case .constraint(let key): [key]
            case .array(let items): items.allSatisfy({ if case .constraint = $0 { true } else { false } })
                ? items.compactMap { if case .constraint(let key) = $0 { key } else { nil } } : nil
            default: nil
            }
            if let keys, !keys.isEmpty, Set(keys).isSubset(of: Set(made)) { return receiver }
        }
        if !type.isArray, isPastedOptionSet(type.baseName), let names = Self.flattenedOptionNames(value),
           let set = try pastedOptionSet(type.baseName) {
            // `let sides: Sides = [.top, .horizontal]`: the members the literal's names stand for.
            let members = set.expanded(names)
            if case .enumCase = value, members.count == 1 { return .enumCase(members[0]) }
            return Self.optionSet(members)
        }
        if case .opaque(let text) = value, !type.isArray, let view = chainedHelperReceiver(text, declaredAs: type.baseName) {
            // `let title: UILabel = { Label(body: nil).multiline() }()`: the app's chainable helper,
            // not in the paste, returns the view it was called on, which the declared type says.
            return .view(view)
        }
        switch (type.baseName, value) {
        case ("UILayoutPriority", .number(let n)), ("ConstraintPriority", .number(let n)), ("Float", .priority(let n)):
            return type.baseName == "Float" ? .number(n) : .priority(n)
        case ("CGRect", .enumCase("zero")): return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case ("CGSize", .enumCase("zero")): return .size(Size(width: 0, height: 0))
        case ("CGPoint", .enumCase("zero")): return .point(Point(x: 0, y: 0))
        case ("UIEdgeInsets", .enumCase("zero")), ("ConstraintInsets", .enumCase("zero")): return .insets(.zero, directional: false)
        case ("NSDirectionalEdgeInsets", .enumCase("zero")): return .insets(.zero, directional: true)
        case ("CGFloat", .enumCase("zero")), ("Double", .enumCase("zero")): return .number(0)
        case ("NSLayoutConstraint", .array(let items)) where items.count == 1 && !type.isArray:
            // FLKAutoLayout returns [NSLayoutConstraint]; Swift 1–2 code kept its one element as a
            // constraint (`let w: NSLayoutConstraint = box.constrainWidth("100")` through a cast).
            return items[0]
        default:
            return value
        }
    }

    /// The value a property declared without one starts with: nil, an empty array, or — for a
    /// type the paste does not contain (the app's view model) — the app's own value, unknown here.
    func initialValue(of name: String, type: TypeRef?) -> Value {
        guard let type else { return .none }
        if type.isArray && !type.text.hasSuffix("?") && !type.text.hasSuffix("!") { return .array([]) }
        let base = type.baseName
        let known = base.hasPrefix("[") || base.hasPrefix("(") || base.hasPrefix("UI") || base.hasPrefix("NS") || base.hasPrefix("CG")
            || ["Int", "Double", "Float", "String", "Bool", "Constraint", "ConstraintMaker", "Any", "AnyObject", "Character"].contains(base)
            || swift.types[base] != nil || Library.type(named: base) != nil
        return known ? .none : .opaque(name)
    }

    /// An extension of UIKit's type declaring a member an earlier entry used and skipped
    /// (`extension UIView { var placedFrame … }` pasted below the view whose `layoutSubviews`
    /// sets it, after another type): Swift reads a file in any order, Layoutbook entry by entry,
    /// so that entry ran without it — said, not left a silent difference.
    mutating func noteMembersDeclaredTooLate(_ decl: TypeDecl) {
        let declared = decl.members.compactMap { member -> String? in
            switch member {
            case .variable(let v): v.name
            case .function(let f): f.name
            default: nil
            }
        }
        for name in declared {
            guard let owner = swift.skippedLibraryMembers[name], Library.isSubtype(owner, of: decl.name) || owner == decl.name else { continue }
            swift.skippedLibraryMembers[name] = nil
            let on = owner == decl.name ? "" : " on \(owner)"
            note("'\(name)' of \(decl.name) is declared here, after an earlier entry used it\(on) and skipped it: that entry ran "
                + "without it (Swift reads a file in any order, Layoutbook entry by entry) — paste this extension above the code that "
                + "uses it, or run that code again")
        }
    }

    /// A second `private enum Layout` (or structure) in one entry — a paste of several files,
    /// each with its own, which Swift keeps to its file: its members join the first one's, so that
    /// the code of both files finds what it reads. A member both declare keeps the first's value,
    /// said in a note.
    mutating func joinFilePrivateType(_ decl: TypeDecl, into existing: TypeDecl) {
        func name(_ member: Stmt) -> String? {
            switch member {
            case .variable(let v): v.name
            case .function(let f): f.signature
            case .type(let t): t.name
            default: nil
            }
        }
        let had = Set(existing.members.compactMap(name))
        let both = decl.members.compactMap(name).filter(had.contains)
        var joined = existing
        joined.members += decl.members.filter { name($0).map { !had.contains($0) } ?? true }
        swift.types[decl.name] = joined
        typesChanged()
        note("\(decl.name) is declared twice in this paste, as each file's own (a private \(decl.kind.rawValue) Swift keeps to "
            + "its file): here their members are joined, so the code of both finds what it reads"
            + (both.isEmpty ? "" : "; " + both.map { "'\($0)'" }.joined(separator: ", ") + " of both is the first one's"))
    }

    mutating func declareType(_ decl: TypeDecl, _ frame: Frame) throws(Interrupt) {
        // (A type's own operators, `static func ==`, are looked for only where some type has one.)
        for case .function(let f) in decl.members where f.isStatic && f.parameters.count == 2 && SwiftParser.precedence[f.name] != nil {
            swift.staticOperators.insert(f.name)
        }
        if decl.kind == .extension {
            let adopted = decl.inherits.map(\.baseName)
            if !adopted.isEmpty {
                let name = swift.types[decl.name] != nil ? decl.name : Checker.normalized(decl.name) ?? decl.name
                swift.conformances[name, default: []] += adopted
                typesChanged()
            }
            if swift.types[decl.name]?.kind == .protocol {
                // A protocol's extension: what adopting types get, apart from its requirements.
                swift.extensions[decl.name, default: []] += decl.members
                typesChanged()
            } else if swift.types[decl.name] != nil {
                swift.types[decl.name]?.members += decl.members
                typesChanged()
                // Its nested types (`private extension Spinner { enum Settings { … } }`) are the
                // type's own, reached as `Spinner.Settings` and by their short name from its methods.
                for case .type(let inner) in decl.members where inner.kind != .extension {
                    var qualified = inner
                    qualified.name = decl.name + "." + inner.name
                    try declareType(qualified, frame)
                }
            } else {
                // SnapKit's and UIKit's several names for one kind of value (`ConstraintMakerEditable`,
                // `NSLayoutXAxisAnchor`) extend the one type Layoutbook has for it.
                swift.extensions[Checker.normalized(decl.name) ?? decl.name, default: []] += decl.members
                typesChanged()
                noteMembersDeclaredTooLate(decl)
                // An extension of the app's own type, not in the paste (`extension OnboardViewController
                // { class FixedContent: UIView { … } }`): its nested classes are the paste's own,
                // reached as `Outer.Inner`, and a view class among them is one the paste declares.
                if Library.type(named: decl.name) == nil, Checker.normalized(decl.name) == decl.name,
                   !Library.isFrameworkTypeName(decl.name), !Self.swiftProtocols.contains(decl.name) {
                    for case .type(let inner) in decl.members where inner.kind != .extension {
                        var qualified = inner
                        qualified.name = decl.name + "." + inner.name
                        try declareType(qualified, frame)
                        if inner.kind == .class, !isController(qualified.name), let base = libraryBase(of: qualified.name),
                           Library.isSubtype(base, of: "UIView") {
                            declaredViewClasses.append(qualified.name)
                        }
                    }
                } else if Library.type(named: decl.name) != nil {
                    // A type the app nests in its extension of UIKit's (`extension UIView { struct
                    // EdgeConstraints { … } }`): reached as `UIView.EdgeConstraints`, and by its
                    // short name from the extension's methods, which run on every view; the
                    // short name is taken unless the paste declares a type of its own by it.
                    for case .type(let inner) in decl.members where inner.kind != .extension && inner.kind != .class {
                        var qualified = inner
                        qualified.name = decl.name + "." + inner.name
                        try declareType(qualified, frame)
                        if swift.types[inner.name] == nil { try declareType(inner, frame) }
                    }
                }
            }
            return
        }
        if decl.kind == .enum || decl.kind == .struct, decl.name.contains(".") == false {
            if let earlier = valueTypesDeclared[decl.name], earlier != decl.range, let existing = swift.types[decl.name],
               existing.kind == decl.kind {
                joinFilePrivateType(decl, into: existing)
                return
            }
            valueTypesDeclared[decl.name] = decl.range
        }
        var merged = decl
        // A protocol's extensions pasted before it stay apart from its requirements.
        if decl.kind != .protocol { merged.members += swift.extensions[decl.name] ?? [] }
        swift.types[decl.name] = merged
        typesChanged()
        // Nested types are reached as `Outer.Inner`, those of an extension pasted before the type too.
        for case .type(let inner) in merged.members where inner.kind != .extension {
            var qualified = inner
            qualified.name = decl.name + "." + inner.name
            try declareType(qualified, frame)
        }
        if decl.kind == .class, let top = topOfChain(decl.name), top != decl.name, swift.types[top] == nil,
           Library.type(named: top) == nil,
           let standIn = Library.classStandingIn(overriding: members(of: decl.name), superclass: top, subclass: decl.name) {
            undeclaredBases.append((decl.name, top, standIn.className, standIn.because))
        } else if decl.kind == .class, let top = topOfChain(decl.name), top != decl.name, swift.types[top] == nil,
                  Library.type(named: top) == nil, Self.laysOutViews(members(of: decl.name)) {
            unplacedBases.append((decl.name, top))
        }
        if decl.isAlias {
            // Another name for a UIKit class: made where the code makes one, never shown for itself.
        } else if isController(decl.name) && decl.kind == .class {
            declaredControllers.append(decl.name)
        } else if decl.kind == .class, !decl.name.contains("."), let base = libraryBase(of: decl.name),
                  Library.isSubtype(base, of: "UIView") {
            declaredViewClasses.append(decl.name)
        }
    }

    /// Whether a class's members add views: code only a UIKit class of the app's runs (a model
    /// class overriding its base's mapping adds none), whether its methods override the base's
    /// or are ones the base calls (`setupViews()`, called from the base's init).
    static func laysOutViews(_ members: [Stmt]) -> Bool {
        ["addSubview", "addArrangedSubview", "insertSubview"].contains { SyntaxMentions.names($0, in: members) }
    }

    /// The chain of superclasses of a pasted class, ending in a library type (`UIView`) or nil.
    /// A superclass not in the paste (the app's own `BaseViewController`) stands for the UIKit
    /// class the members override tell (``Library/classStandingIn(overriding:)``).
    func libraryBase(of className: String) -> String? {
        guard let top = topOfChain(className) else { return nil }
        if Library.type(named: top) != nil { return top }
        guard top != className, swift.types[top] == nil else { return nil }
        return Library.classStandingIn(overriding: members(of: className), superclass: top, subclass: className)?.className
    }

    /// Where the chain of superclasses of `className` leaves the paste: the first superclass
    /// not pasted (`UIView`, or the app's own `BaseViewController`), `className` itself when it
    /// is not pasted; nil when the chain ends in a pasted class with no superclass.
    func topOfChain(_ className: String) -> String? {
        if let known = typeAnswers.topOfChain[className] { return known }
        let found = topOfChainFromTypes(className)
        typeAnswers.topOfChain[className] = .some(found)
        return found
    }

    /// The app's own base class of `className` when the paste does not contain it
    /// (`BaseViewController`): neither pasted nor UIKit's; nil otherwise.
    func appBaseNotInPaste(of className: String) -> String? {
        guard let top = topOfChain(className), top != className, swift.types[top] == nil,
              Library.type(named: top) == nil, !Library.isFrameworkTypeName(top) else { return nil }
        return top
    }

    private func topOfChainFromTypes(_ className: String) -> String? {
        var name = className
        var seen: Set<String> = []
        while let decl = swift.types[name], seen.insert(name).inserted {
            guard let parent = decl.superclass else { return nil }
            name = parent
        }
        return name
    }

    func isController(_ className: String) -> Bool {
        guard let base = libraryBase(of: className) else { return false }
        return Library.isSubtype(base, of: "UIViewController")
    }

    /// What to say when a view controller is used as a view (`let superview = self` at the prompt,
    /// then `superview.addSubview(box)` or `make.edges.equalTo(superview)`, as code written inside a
    /// `UIView` subclass reads): the controller's root view is its `view`.
    static let controllerIsNotAView = "a view controller is not a view: its root view is self.view (at the prompt, self "
        + "is the view controller)"

    /// ``controllerIsNotAView`` when `value` is a view controller.
    func controllerHint(_ value: Value) -> String? {
        guard case .object(let id) = value, let object = swift.objects[id], isController(object.className) else { return nil }
        return Self.controllerIsNotAView
    }

    /// The members of a pasted type and its pasted superclasses, nearest first, then what the
    /// extensions of the protocols they adopt give them (a class's own method wins over its
    /// protocol's default, as in Swift) unless `withProtocols` is false.
    func members(of className: String, withProtocols: Bool = true) -> [Stmt] {
        let key = withProtocols ? className : className + " without protocols"
        if let known = typeAnswers.members[key] { return known }
        let found = membersFromTypes(of: className, withProtocols: withProtocols)
        typeAnswers.members[key] = found
        return found
    }

    /// The stored or computed property `name` a pasted class (or one it derives from) declares,
    /// not a static one.
    func declaredProperty(_ name: String, of className: String) -> VariableDecl? {
        let key = className + "." + name
        if let known = typeAnswers.properties[key] { return known }
        let found = members(of: className).lazy.compactMap { member -> VariableDecl? in
            if case .variable(let v) = member, v.name == name, !v.isStatic { return v }
            return nil
        }.first
        typeAnswers.properties[key] = .some(found)
        return found
    }

    /// A declaration changed the types, their extensions or conformances: what was worked out
    /// from them before is worked out again.
    mutating func typesChanged() {
        selfMemberMisses.removeAll()
        typeAnswers = TypeAnswers()
    }

    /// ``members(of:withProtocols:)`` read from the declared types.
    private func membersFromTypes(of className: String, withProtocols: Bool) -> [Stmt] {
        var result: [Stmt] = []
        var adopted: [String] = []
        var name: String? = className
        var seen: Set<String> = []
        while let n = name, let decl = swift.types[n], seen.insert(n).inserted {
            if decl.kind == .protocol {
                adopted.append(n)
                break
            }
            result += decl.members
            adopted += decl.inherits.dropFirst().map(\.baseName) + (swift.conformances[n] ?? [])
            name = decl.superclass
        }
        // The chain left the paste at a UIKit class: the properties pasted extensions of it and of
        // its UIKit bases declare (`extension UIViewController { var safeTopAnchor: … }`) are every
        // subclass's, as in Swift; and the protocols those extensions made it adopt.
        var library = name.flatMap { swift.types[$0] == nil ? $0 : nil }
        var seenLibrary: Set<String> = []
        while let n = library, seenLibrary.insert(n).inserted {
            for case .variable(let v) in swift.extensions[n] ?? [] {
                guard let property = v.name, !result.contains(where: { declares($0, property) }) else { continue }
                result.append(.variable(v))
            }
            adopted += swift.conformances[n] ?? []
            library = Library.type(named: n)?.parent
        }
        if !withProtocols { return result }
        return result + protocolMembers(adopted)
    }

    /// Whether a member declares a property of this name.
    private func declares(_ member: Stmt, _ name: String) -> Bool {
        if case .variable(let v) = member { return v.name == name }
        return false
    }

    /// The members the pasted extensions of these protocols, and of the protocols they inherit,
    /// give an adopting type.
    func protocolMembers(_ protocols: [String]) -> [Stmt] {
        var result: [Stmt] = []
        var queue = protocols
        var seen: Set<String> = []
        while !queue.isEmpty {
            let p = queue.removeFirst()
            guard seen.insert(p).inserted, swift.types[p]?.kind == .protocol || swift.extensions[p] != nil,
                  Library.type(named: p) == nil else { continue }
            result += swift.extensions[p] ?? []
            queue += (swift.types[p]?.inherits.map(\.baseName) ?? []) + (swift.conformances[p] ?? [])
        }
        return result
    }

    /// The pasted method `name` of `className` for a call with these argument labels, as Swift
    /// picks an overload: the one whose parameters take them. Nil when the class has none of that
    /// name, or has some but none takes them while UIKit or the app's own helper has the name — a
    /// class's `addSubviews()` beside the app's `addSubviews(_ views: UIView...)`, not in the paste,
    /// which `addSubviews(title, icon)` calls. Otherwise the first of the name, whose call then
    /// says what it takes.
    func method(_ name: String, of className: String, forLabels labels: [String?], trailingClosure: Bool,
                fitting arguments: [EvaluatedArgument]? = nil) -> FunctionDecl? {
        var first: FunctionDecl? = nil
        var byLabels: FunctionDecl? = nil
        for case .function(let f) in members(of: className) where f.name == name && !f.isStatic {
            if first == nil { first = f }
            guard Self.takes(f.parameters, labels, trailingClosure: trailingClosure) else { continue }
            // Overloads with the same labels whose parameters are different enums: the one
            // whose enum has the case given (``implicitMembersFit(_:_:)``).
            if let arguments, !implicitMembersFit(f.parameters, arguments) {
                if byLabels == nil { byLabels = f }
                continue
            }
            return f
        }
        if let byLabels {
            // `zoom(to: rect, animated:)` inside the class's own `zoom(to point: CGPoint, animated:)`:
            // a rect is no point, so Swift calls UIKit's overload, not the app's method again.
            if let arguments, contradictsDeclaredGeometry(byLabels.parameters, arguments),
               let base = libraryBase(of: className), Library.member(name, of: base) != nil {
                return nil
            }
            return byLabels
        }
        guard let first else { return nil }
        // Swift 1–2: a method's first parameter has no argument label unless written twice
        // (`func loadPage(type: String)` called as `loadPage("default")`).
        if labels.first == .some(nil) {
            for case .function(let f) in members(of: className) where f.name == name && !f.isStatic {
                guard let parameter = f.parameters.first, parameter.label != nil, parameter.label == parameter.name else { continue }
                if Self.takes(f.parameters, [parameter.label] + labels.dropFirst(), trailingClosure: trailingClosure) { return f }
            }
        }
        if let base = libraryBase(of: className), Library.member(name, of: base) != nil || Library.isAppAddSubviews(name, of: base) {
            return nil
        }
        // `[self spacer:10]` inside the class's own `- (UIBarButtonItem *)spacer`: no method of
        // the name takes that many arguments, so the call is of another one the paste lacks (a
        // category's, a base class's), not of a pasted one that would then call itself.
        let given = labels.count + (trailingClosure ? 1 : 0)
        if !members(of: className).contains(where: { member in
            guard case .function(let f) = member, f.name == name, !f.isStatic else { return false }
            let required = f.parameters.filter { $0.defaultValue == nil && !$0.isVariadic }.count
            return given >= required && (given <= f.parameters.count || f.parameters.contains(where: \.isVariadic))
        }) {
            return nil
        }
        // `makeViewTestable(okButton, using: .letsGo)` inside the class's own `makeViewTestable()`:
        // an overload the app's protocol extension or base class gives, not in the paste — not a
        // call of the pasted method with arguments it does not take (which would call itself).
        if appBaseNotInPaste(of: className) != nil || !protocolsNotInPaste(adoptedBy: className).isEmpty { return nil }
        return first
    }

    func method(_ name: String, of className: String) -> FunctionDecl? {
        for member in members(of: className) {
            if case .function(let f) = member, f.name == name, !f.isStatic { return f }
        }
        return nil
    }

    /// The pasted instance method of `className` whose signature is one of `signatures`: a
    /// protocol method as Swift writes it or as Objective-C's selector reads
    /// (`tableView(_:heightForRowAt:)`, `tableView(_:heightForRowAtIndexPath:)`).
    func method(signedAs signatures: [String], of className: String) -> FunctionDecl? {
        for case .function(let f) in members(of: className) where signatures.contains(f.signature) && !f.isStatic { return f }
        return nil
    }
}

/// What the declared types say of each class, by class name: its members, and its properties by
/// name. A new one is made whenever a type, an extension or a conformance is declared
/// (``Evaluator/typesChanged()``), never emptied in place: an evaluator copied to go back to
/// (`let before = self`) keeps the answers for the types it holds.
final class TypeAnswers {
    var members: [String: [Stmt]] = [:]
    /// By `Class.name`; `.some(nil)` when the class declares no such property.
    var properties: [String: VariableDecl?] = [:]
    /// ``Evaluator/topOfChain(_:)`` by class name; `.some(nil)` for a chain that ends in the paste.
    var topOfChain: [String: String?] = [:]
    /// ``Evaluator/pastedOptionSetNames``.
    var optionSetNames: [String]?
}

extension Evaluator {
    /// `lazy var panel: UIStackView = .build { $0.axis = .vertical }`: a static method of the
    /// declared type, or one a pasted extension gives a class it derives from (`extension UIView {
    /// static func build<T: UIView>(_ builder: ((T) -> Void)? = nil) -> T }`), called by its
    /// implicit member as Swift reads it from the declared type; a return type that is the
    /// method's type parameter is the declared type (`T()` makes a UIStackView). Nil for any
    /// other expression, or when no such method is pasted.
    mutating func typedStaticCall(_ expr: Expr, type: TypeRef, _ frame: Frame) throws(Interrupt) -> Value? {
        guard case .call(.implicitMember(let name, _), let arguments, let trailing, let range) = expr, name != "init" else { return nil }
        let typeName = type.baseName
        guard typeName.first?.isUppercase == true else { return nil }
        let pasted = staticMethod(name, Frame(scope: frame.scope, selfValue: nil, typeName: typeName))
        // Not pasted: a builder of the app's given one closure that sets the view up (`.build {
        // view in … }`, `.make { $0.axis = .vertical }`), for a UIKit view class declared.
        // An app's class the paste lacks is the UIKit class its name says (`ResizableButton`).
        let madeClass = Library.type(named: typeName) != nil ? typeName
            : swift.types[typeName] == nil ? Library.uikitClass(namedBy: typeName) : nil
        let builder = pasted == nil && madeClass.map { Library.isSubtype($0, of: "UIView") } == true
            && arguments.isEmpty && (trailing?.parameters.count ?? 0) <= 1 && trailing != nil
        guard pasted != nil || builder else { return nil }
        let args = try self.arguments(arguments, frame)
        let trailingValue = trailing.map { closureValue($0, frame) }
        guard let (owner, f) = pasted else {
            let made = try construct(madeClass ?? typeName, [], trailing: nil, at: range, nameRange: range)
            guard case .view(let view) = made, let trailingValue else { return made }
            try takeMaskOffAsFactoryMade(view, at: range)
            if madeClass != typeName { swift.standIns[view] = typeName }
            note("'.\(name) { … }' is the app's own builder, not in the paste: taken to make the \(typeName) declared"
                + (madeClass == typeName ? "" : " (the \(madeClass ?? typeName) its name says)") + ", its "
                + "autoresizing mask off as such builders make views for constraints, and to run the closure on it")
            _ = try callAny(trailingValue, [made], at: range)
            return made
        }
        if let returned = f.returnType?.baseName, returned.count <= 2 || returned.allSatisfy({ $0.isUppercase }),
           returned.first?.isUppercase == true, swift.types[returned] == nil, Library.type(named: returned) == nil {
            genericBindings[returned] = .type(typeName)
        }
        return try callFunction(f, receiver: .type(owner), arguments: args, trailing: trailingValue, at: range)
    }
}
