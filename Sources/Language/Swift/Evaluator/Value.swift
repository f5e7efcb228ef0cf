import SharedStorage
import Layout

/// A value pasted code computes with. Views, guides and constraints are names into the session,
/// so a value stays valid across undo and all-or-nothing entries; objects of pasted classes live
/// in `SwiftState.objects`, so they are undone with the rest.
public indirect enum Value: Sendable {
    case void
    case none
    case bool(Bool)
    case number(Double)
    case string(String)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(EdgeInsets, directional: Bool)
    case priority(Double)
    /// A font: its size and weight, and for `UIFont(name:size:)` its name (a named font is
    /// measured as the regular system font, in its own line height and a monospaced one's
    /// advance when Layoutbook knows them: ``TextMetrics/fontLineHeights``).
    case font(Double, weight: FontWeight = .regular, name: String? = nil)
    /// A `UIButton.Configuration`: a value, copied on assignment as in Swift.
    case buttonConfiguration(ButtonConfiguration)
    /// A view by its name in the session (`root` for the view controller's view).
    case view(String)
    /// A view's layout guide.
    case guide(LayoutGuideName, of: String)
    /// `v.topAnchor`, `v.safeAreaLayoutGuide.leadingAnchor`.
    case anchor(AnchorTarget)
    /// `v.snp`, ready for `makeConstraints` or an attribute.
    case snp(AnchorOwner, SnapKitSpelling)
    /// `v.snp.top`, `v.snp_bottom`, `v.snp.edges`: a SnapKit target with attributes.
    case snpAttribute(AnchorOwner, LayoutAttribute)
    /// A view controller's `topLayoutGuide` or `bottomLayoutGuide` (iOS 7–10), read through `snp`
    /// when `snp` is true.
    case layoutSupport(isTop: Bool, snp: Bool)
    /// `v.keyboardLayoutGuide` (iOS 15): where the keyboard is, hidden here, as a screen first
    /// shows; see `Library.keyboardGuideMembers`.
    case keyboardGuide(of: String)
    /// A constraint, by its key in the session's named constraints.
    case constraint(String)
    case array([Value])
    /// A tuple with at least one label (`(width: 30, height: 40)`): its parts in order, each
    /// with its label or nil. A tuple with no label is an `array`, taken apart the same way.
    case tuple([Value], labels: [String?])
    case dictionary([DictionaryEntryValue])
    case closure(Closure)
    /// A function declared in the paste, with the object it is called on.
    case function(FunctionDecl, receiver: ValueBox?)
    /// A type used as a value: `UIView`, `NSLayoutConstraint`, a pasted class.
    case type(String)
    /// An object of a pasted class that is not a view (the view controller, a model).
    case object(Int)
    /// `.vertical`, `.fill`, `.touchUpInside`: an enum case named without its type.
    case enumCase(String)
    /// `.top(30)`: a case of the paste's own enum with the values it carries, which a `switch`
    /// binds (`case let .top(inset)`). Otherwise read as the case alone.
    case payloadCase(String, [Value])
    /// SnapKit's `make` inside a make block.
    case maker(Int)
    /// A SnapKit chain being written: the make block and the statement it builds.
    case chain(maker: Int, statement: Int)
    /// Something the paste refers to but does not contain (the app's model, an asset); it cannot
    /// change the layout and is skipped. The text is how it was written.
    case opaque(String)
    /// A value of a layout library's own type (Stevia's `|-8`, EasyPeasy's `Top(10)`).
    case library(LibraryItem)
}

/// A value in a box, so `Value` can hold a function's receiver without recursion in storage.
public final class ValueBox: Sendable {
    public let value: Value
    init(_ value: Value) { self.value = value }
}

/// One `key: value` of a dictionary value.
public struct DictionaryEntryValue: Sendable {
    public var key: Value
    public var value: Value
}

/// What an anchor or a SnapKit target belongs to: a view or one of its guides.
public enum AnchorOwner: Sendable, Hashable {
    case view(String)
    case guide(LayoutGuideName, of: String)

    /// The view or guide as a value.
    var value: Value {
        switch self {
        case .view(let v): .view(v)
        case .guide(let g, let v): .guide(g, of: v)
        }
    }
}

/// `owner.xAnchor`.
public struct AnchorTarget: Sendable, Hashable {
    public var owner: AnchorOwner
    public var anchor: AnchorName
    /// Read from an app's extension not in the paste whose variants differ in direction
    /// (`safeLeftAnchor` gives the left anchor in most apps, the leading one in others): paired
    /// with the other kind of horizontal anchor, it is taken as that kind (leading for left), as the
    /// app that runs must define it. The same on a left-to-right screen.
    public var takesPartnersDirection = false

    public init(owner: AnchorOwner, anchor: AnchorName, takesPartnersDirection: Bool = false) {
        self.owner = owner
        self.anchor = anchor
        self.takesPartnersDirection = takesPartnersDirection
    }

    /// This anchor in the direction system of `partner` (leading/trailing or left/right) when it
    /// ``takesPartnersDirection`` and the two differ; itself otherwise.
    func matchingDirection(of partner: AnchorTarget?) -> AnchorTarget {
        guard takesPartnersDirection, let partner else { return self }
        var matched = self
        switch (anchor, partner.anchor) {
        case (.leftAnchor, .leadingAnchor), (.leftAnchor, .trailingAnchor): matched.anchor = .leadingAnchor
        case (.rightAnchor, .leadingAnchor), (.rightAnchor, .trailingAnchor): matched.anchor = .trailingAnchor
        case (.leadingAnchor, .leftAnchor), (.leadingAnchor, .rightAnchor): matched.anchor = .leftAnchor
        case (.trailingAnchor, .leftAnchor), (.trailingAnchor, .rightAnchor): matched.anchor = .rightAnchor
        default: break
        }
        return matched
    }
}

/// A closure literal with the scope it was made in.
public final class Closure: @unchecked Sendable {
    let parameters: [String]
    let body: [Stmt]
    let scope: Scope
    let range: SourceRange
    /// The object `self` meant where the closure was written.
    let selfValue: Value?
    /// The parameters written as integers (``ClosureExpr/wholeNumberParameters``).
    let wholeNumberParameters: [String]
    /// Passed for a parameter a result builder marks: called, it gives the values of its
    /// expression statements, arrays flattened, as a builder of arrays builds them.
    let buildsResults: Bool
    /// The type whose static code wrote it, when no `self` is there (`static let width: CGFloat
    /// = { 375 - pad * 2 }()`): its body reads the type's static members by their bare names.
    let staticTypeName: String?

    init(parameters: [String], body: [Stmt], scope: Scope, range: SourceRange, selfValue: Value?, wholeNumberParameters: [String] = [],
         buildsResults: Bool = false, staticTypeName: String? = nil) {
        self.staticTypeName = selfValue == nil ? staticTypeName : nil
        self.wholeNumberParameters = wholeNumberParameters
        self.buildsResults = buildsResults
        self.parameters = parameters
        self.body = body
        self.scope = scope
        self.range = range
        self.selfValue = selfValue
    }
}

extension Closure {
    /// The same closure, passed for a parameter a result builder marks.
    func buildingResults() -> Closure {
        Closure(parameters: parameters, body: body, scope: scope, range: range, selfValue: selfValue,
                wholeNumberParameters: wholeNumberParameters, buildsResults: true, staticTypeName: staticTypeName)
    }

    /// Whether the body names the anonymous argument `$index` (`$1`), as a closure that declares
    /// no parameters takes as many arguments as the highest one it names. A closure nested in
    /// the body counts too: the rare `{ $0.map { $1 } }` is read as naming `$1`.
    func namesAnonymousArgument(_ index: Int) -> Bool {
        SyntaxMentions.names("$\(index)", in: body)
    }
}

/// Which entry's top-level scope is running now. An earlier entry's top-level scope that a
/// closure or function kept reads and writes the globals through it: Swift's globals are one
/// variable each, not the copy of them the earlier entry began with (`var taps = 0`, then
/// `let tap = { taps += 1 }`, then `tap()` counts the one `taps` later entries read).
final class RunningTopScope: @unchecked Sendable {
    var scope: Scope?
}

/// A lexical scope: names declared in a block, and the scope around it.
public final class Scope: @unchecked Sendable {
    var names: [String: Value] = [:]
    /// For an entry's top-level scope: the session's running top-level scope, which stands in for
    /// this one once a later entry runs.
    var running: RunningTopScope? = nil
    /// For an entry's top-level scope: the globals the entry started with, read where `names`
    /// has no such name, and written through `names`. A tree shared with the session's state,
    /// not copied into the scope: a copy cost every entry as much as all the names before it.
    var inherited: TreeDictionary<String, Value>? = nil
    /// The names here whose values were worked out from what the paste does not hold
    /// (``Evaluator/markDeclared(_:in:readsBefore:)``).
    var fromUnknown: Set<String> = []
    /// The names this scope declares as `Int`s (``Evaluator/recordWholeNumber(_:_:)``), for the
    /// `/` that reads them.
    var wholeNumbers: Set<String> = []
    /// The names this scope declares as `CGFloat`, `Double` or `Float`, whose `/ 0` is infinity.
    var floatingNumbers: Set<String> = []
    /// A function's or method's own scope: the names around its body are its type's members
    /// first, then the globals.
    var isFunctionBody = false
    let parent: Scope?

    init(parent: Scope?) { self.parent = parent }

    /// A name this scope itself declares (or inherited, at the top level). An empty table is
    /// passed over without hashing the name: most scopes a loop's body opens declare nothing.
    @inline(__always) func own(_ name: String) -> Value? {
        if let later = successor { return later.own(name) }
        if !names.isEmpty, let v = names[name] { return v }
        return inherited?[name]
    }

    /// The later entry's top-level scope that stands in for this finished one, or nil.
    var successor: Scope? {
        guard let link = running, let now = link.scope, now !== self else { return nil }
        return now
    }

    /// The scope that holds this one's names: itself, or the later top-level scope.
    var live: Scope { successor ?? self }

    func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.own(name) { return v }
            scope = s.parent
        }
        return nil
    }

    /// Whether this scope is `top` or a block inside it outside any function's body: code an
    /// entry runs at its top level.
    func isTopLevel(of top: Scope?) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s === top { return true }
            if s.isFunctionBody { return false }
            scope = s.parent
        }
        return false
    }

    /// A name declared in this scope or the ones around it, not looking as far as `outer`.
    func lookup(_ name: String, before outer: Scope?) -> Value? {
        var scope: Scope? = self
        while let s = scope, s !== outer {
            if let v = s.own(name) { return v }
            scope = s.parent
        }
        return nil
    }

    /// The innermost scope that declares `name`, or nil.
    func owner(of name: String) -> Scope? {
        var scope: Scope? = self
        while let s = scope {
            if s.own(name) != nil { return s.live }
            scope = s.parent
        }
        return nil
    }

    /// Assigns to the innermost scope that declares `name`; false when none does.
    func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.own(name) != nil {
                s.live.names[name] = value
                return true
            }
            scope = s.parent
        }
        return false
    }
}

/// An object of a pasted class or struct: its class and stored properties. A view of a pasted
/// `UIView` subclass keeps its properties in one of these too.
/// Where a cell's own frame setter puts it in its row, and the table's width it was given: how
/// far it moves it across and down, how wide it leaves it, and what it adds to the row's height
/// (`frame.origin.y += 6; frame.size.height -= 12`: 6 and −12).
struct NarrowedRow: Sendable, Equatable {
    var left: Double
    var width: Double
    var tableWidth: Double
    var top: Double = 0
    var heightChange: Double = 0
}

struct SwiftObject: Sendable {
    var className: String
    var fields: [String: Value] = [:]
    /// `lazy var` initialisers not run yet.
    var lazy: [String: Expr] = [:]
    /// The view this object is, for a pasted `UIView` subclass.
    var view: String?
}

/// What pasted Swift keeps between entries: top-level names, declared types, objects, and the
/// constraints made but not yet activated. Part of the session's state, so undo restores it.
struct SwiftState: Sendable {
    /// A tree: each entry's top-level scope reads it as it was when the entry began (see
    /// ``Scope/inherited``), and the names the entry declares go back in one by one.
    /// The top-level scope of the entry running now, shared by every copy of this state
    /// (``RunningTopScope``).
    let runningTop = RunningTopScope()
    var globals: TreeDictionary<String, Value> = [:]
    /// The paste's own overloads of Swift's binary operators (`func == (lhs: Prop<NSLayoutDimension>,
    /// rhs: CGFloat)`), by operator, each with its own parameter types: a name keeps one function,
    /// an operator may have many, chosen by the operands' types (``Evaluator/pastedOperatorCall``).
    var operatorOverloads: TreeDictionary<String, [FunctionDecl]> = [:]
    /// The operators some pasted type declares as its own (`static func ==`).
    var staticOperators: Set<String> = []
    /// The static stored properties of pasted types that code has set (`Banner.lastShown = self`),
    /// by `Type.name`: read back from here, not worked out again from their initialisers.
    var statics: [String: Value] = [:]
    /// The globals declared as `Int`s (`let count = 3`) and as floating-point numbers: a later
    /// entry's `/` divides them as their type does (``Scope/wholeNumbers``).
    var wholeNumberGlobals: Set<String> = []
    var floatingNumberGlobals: Set<String> = []
    var types: [String: TypeDecl] = [:]
    /// Members added to UIKit's types by `extension UIView { … }`, and the members a protocol's
    /// extensions give every type that adopts it (`extension Pinnable where Self: UIView { … }`),
    /// kept apart from the protocol's requirements.
    var extensions: [String: [Stmt]] = [:]
    /// Members of UIKit's types an earlier entry used and skipped as unknown (`badge.placedFrame =
    /// …`), with the type: an extension pasted later that declares one is too late for that entry,
    /// and says so.
    var skippedLibraryMembers: [String: String] = [:]
    /// Types the paste holds only extensions of (`extension ProfileViewController { func
    /// setupViews() … }`, the class's own file left out), each made a plain UIKit class of the
    /// kind its name says, whose set-up methods run as the class is taken to call them.
    var extensionOnlyTypes: Set<String> = []
    /// Activity indicators animating (`startAnimating()`), and those told to stay shown when
    /// stopped (`hidesWhenStopped = false`): any other is hidden, as UIKit hides a stopped one.
    var animatingIndicators: Set<String> = []
    var indicatorsShownWhenStopped: Set<String> = []
    /// The protocols a type adopts in a pasted extension (`extension UIView: Pinnable {}`), by
    /// the type's name.
    var conformances: [String: [String]] = [:]
    /// The font an attributed string's attributes give, by its string
    /// (`NSAttributedString(string: "Hi", attributes: [.font: …])`), for the label it is set on.
    var attributedFonts: [String: Value] = [:]
    /// Attributed strings put together from parts in different fonts (`append(_:)`), by their
    /// string: each part's length and font (nil: none given, the label's own).
    var attributedRuns: [String: [AttributedRun]] = [:]
    /// The presented controller's `edgesForExtendedLayout` as code set it (nil: UIKit's `.all`).
    var extendedEdges: Value? = nil
    /// Labels showing such a string, by name: the string and its parts, given to the label's
    /// layout while it still shows that string (see ``Evaluator/applyFontRuns()``).
    var labelRuns: TreeDictionary<String, LabelRuns> = [:]
    /// The labels whose text the code set (to anything, "" too): another one's `text` is nil, as
    /// a new UILabel's is.
    var labelsWithText: Set<String> = []
    /// The line spacing and heights an attributed string's paragraph style gives, by its string, likewise.
    var attributedParagraphs: [String: ParagraphLines] = [:]
    var objects: TreeDictionary<Int, SwiftObject> = [:]
    /// The object of a view made from a pasted class, by the view's name.
    var viewObjects: TreeDictionary<String, Int> = [:]
    /// The delegate object of a scroll view, by the scroll view's name.
    var delegates: [String: Int] = [:]
    /// The constraint each key stands for, for constraints not activated yet.
    var constraints: TreeDictionary<String, ConstraintExpression> = [:]
    /// The keys of the constraints code kept — bound to a name or stored (`let c = …`,
    /// `self.top = …`, an array of them): the ones whose constant it may change later. Only those
    /// are held in editable form from their activation; one made and activated in passing
    /// (`a.topAnchor.constraint(…).isActive = true`, an `activate` list) stays plain, and is made
    /// editable if its constant ever changes. In editable form every constant in a stack of
    /// views is a variable in every row below it: a loop of 1,000 views took 4 s and 90 MB.
    var keptConstraints: TreeSet<String> = []
    /// Views code added to a superview that was nil there (`[self.container addSubview:card]`
    /// with `container` never made, a message to nil) or is the app's and not in the paste: the
    /// receiver and why it placed nothing, by the view's name, so a refusal of a constraint to
    /// the view's superview can say why it has none.
    var addedToNil: TreeDictionary<String, UnplacedParent> = [:]
    /// The `identifier` code gave a constraint, by the constraint's key: it names nothing in the
    /// layout, but code finds its constraints by it (`constraints.first { $0.identifier == "h" }`).
    var constraintIdentifiers: TreeDictionary<String, String> = [:]
    /// The constant and priority code gave a constraint while its views waited to be placed
    /// (`let h = box.heightAnchor.constraint(…)`, `h.priority = …` in a view's `init`), by the
    /// constraint's key, in order: UIKit keeps them on the inactive constraint, so those set
    /// before activation are applied when it is activated, and code reading them back gets them.
    var beforeActivation: TreeDictionary<String, [ConstraintAssignment.Value]> = [:]
    /// The keys of constraints activated (now, or when their views' tree is placed).
    var activatedKeys: TreeSet<String> = []
    var nextObject = 1
    var nextConstraint = 1
    /// The number the next make block's maker takes: a chain kept in a property
    /// (`h = make.height.equalTo(135)`) names its own block, in later entries too.
    var nextMaker = 0
    /// Views made for the app's own classes taken as the UIKit class their name ends in
    /// (`BorderTextField` as a `UITextField`), with that app class, by the view's name.
    var standIns: TreeDictionary<String, String> = [:]
    /// Types of the app's own, not in the paste, that the code has shown to be views by adding
    /// one as a subview (`view.addSubview(badge)` after `let badge = Badge(7)`): from then on each
    /// one made is a stand-in view at once, wherever it is kept (see
    /// ``Evaluator/appTypeAddedAsSubview(_:_:)``).
    var viewAppTypes: Set<String> = []
    /// Views code took out with `removeFromSuperview()`, kept by name as UIKit keeps the object,
    /// for code that adds them again (``Layout/removedTree(_:)``).
    var removedViews: TreeDictionary<String, RemovedView> = [:]
    /// The trees of views code took out whole, by the name of their top: the constraints between
    /// their views come back when the top is added again (``Layout/removedTree(_:)``).
    var removedTrees: TreeDictionary<String, RemovedTree> = [:]
    /// The names views taken out of the layout had, by the ids they had then: a constraint the
    /// code keeps is activated again between the views of those names once they are back.
    var removedViewNames: [ViewID: String] = [:]
    /// Views a plain UIKit view stands in for, made by an app's own static factory the paste
    /// lacks (`UIButton.onboardingButton(title:)`), with that factory's call, by the view's name.
    var factoryStandIns: TreeDictionary<String, String> = [:]
    /// The full names (`makeTag(text:size:)`) of the functions declared under each plain name,
    /// in the order first declared: the overloads a call picks among
    /// (``Evaluator/overload(of:_:_:trailing:_:)``).
    var overloadSignatures: TreeDictionary<String, [String]> = [:]
    /// Members of the app's own, not in the paste, whose value code added as a subview and that
    /// were taken as the view itself (`addSubview(pager.view)`, see ``Evaluator/subviewArgument(_:)``),
    /// by the view's name: read again (`pager.view.frame = …`, `pager.view.topAnchor`), they give
    /// the same view.
    var wrapperMembers: TreeDictionary<String, Set<String>> = [:]
    /// Views an app's own factory the paste lacks made (`TextField.buildTextField()`,
    /// `UIFactory.default.createAccountView(…)`), with the factory's name, by the view's name: the
    /// factory may well make a class of the app's own, whose members are skipped, not refused.
    var factoryMade: TreeDictionary<String, String> = [:]
    /// Views made for names a listing declares elsewhere on its page (``Evaluator/viewDeclaredElsewhere(_:at:)``)
    /// that no line of it has placed yet: put on the root view when a constraint needs it placed.
    var unplacedStandIns: TreeSet<String> = []
    /// Names the paste never declares that a view stands in for (one the page declares
    /// elsewhere, one of the app's base class): no other undeclared name is a typo of them.
    var standInNames: TreeSet<String> = []
    /// Scroll views whose delegate's `scrollViewDidScroll(_:)` is running: scrolling them from
    /// there tells it nothing more.
    var tellingScrolled: Set<String> = []
    /// The view shown for a view class a paste declared and did not use, and every view made
    /// with it (its properties' views, placed or not), by the class's name
    /// (``Evaluator/showDeclaredView(at:)``): taken away when code makes one of its own.
    var shownClasses: TreeDictionary<String, [String]> = [:]
    /// The views shown for their class at the size nearest the screen's that their constraints
    /// allow, with that size: fitted again when a later entry changes what they hold
    /// (``Evaluator/refitShownViews(at:)``).
    var fittedShownViews: TreeDictionary<String, Size> = [:]
    /// Cells a table shows narrowed by their own frame setter, waiting for the entry's end: the
    /// row is as tall as the cell's constraints make it at the table's width, measured before the
    /// setter narrows it (``Evaluator/settleRowsNarrowedBySetter()``).
    var rowsNarrowedBySetter: TreeDictionary<String, NarrowedRow> = [:]
    /// Views declared inside a function or closure under a name the root view or a make block's
    /// superview answers to (`let view = UIView()` in `viewDidLoad`): they keep the name as written
    /// in `frames` and notes, but a local goes out of scope, so for later entries `view` is still
    /// the root view (see ``Evaluator/lookup(_:at:_:)``).
    var localRootNames: Set<String> = []
    /// Views bound to a local name inside a function or closure (`let column = UIStackView()` in
    /// `viewDidLoad` or a lazy property's closure): the name is in scope only there, so another
    /// method's bare `column` is not this view (see ``Evaluator/lookup(_:at:_:)``); at the prompt
    /// the view is still typed by its name.
    var localViewNames: Set<String> = []
    /// Views a pasted `loadView` made the root view, by the name they were made with.
    var aliases: TreeDictionary<String, String> = [:]
    /// The view controller on the screen.
    var presentedController: Int?
    /// Controller classes whose own code hides (true) or shows (false) the bar of the navigation
    /// controller they are shown in (``Evaluator/setOwnNavigationBarHidden(_:)``).
    var navigationBarHidden: [String: Bool] = [:]
    /// Controller classes whose own code asks for large titles (`prefersLargeTitles`, true or
    /// false) or sets `largeTitleDisplayMode` (its case), by class (``Evaluator/setOwnLargeTitle(prefers:mode:)``).
    var prefersLargeTitles: [String: Bool] = [:]
    var largeTitleDisplayModes: [String: String] = [:]
    /// Controller classes whose own code shows (true) or hides (false) the navigation
    /// controller's toolbar (``Evaluator/setOwnToolbarShown(_:)``).
    var toolbarShown: [String: Bool] = [:]
    /// Controller classes whose own code gives their navigation item a search controller (true)
    /// or takes it away, and sets `hidesSearchBarWhenScrolling` (``Evaluator/setOwnSearchBar(controller:hidesWhenScrolling:)``).
    var searchControllers: [String: Bool] = [:]
    var hidesSearchBarWhenScrolling: [String: Bool] = [:]
    /// Controller classes whose search bar was taken as collapsed, with a note.
    var collapsedSearchBarNoted: Set<String> = []
    /// Whether the bar of the navigation controller on the screen is hidden by its controller's code.
    var hidNavigationBar = false
    /// The views its presentation made (the table its `loadView` makes, what `viewDidLoad`
    /// added), in the order they were made: taken away when a later entry presents its class anew.
    var presentedViews: [String] = []
    /// Whether the input imported a module (`import UIKit`, `import SnapKit`): a source file of an
    /// app or playground, not statements typed at the prompt, so the names of its own code that
    /// a statement reads (`TinyTheme.backgroundColor`) are skipped with a note, not refused.
    var importsModules = false
    /// The modules the input imported by name (`UIKit`, `SnapKit`).
    var importedModules: Set<String> = []
    /// The paste's `typealias`es, wherever declared, by name: the type each names, as written
    /// (`Config` → `ChatViewConfiguration.UnreadMessageLine`).
    var typeAliases: TreeDictionary<String, String> = [:]
    /// The libraries whose names the code calls without importing them, said once each.
    var unimportedLibrariesSaid: Set<String> = []
    /// The view controller the prompt is the body of, while no pasted one is presented: `self`
    /// at the top level, its top-level functions its methods (see ``Evaluator/promptController()``).
    var promptController: Int?
    /// Views made for `@IBOutlet`s, placed in the root view until code adds them elsewhere.
    var outlets: Set<String> = []
    /// Broken constraints of conflicts already said to hold outlets' stand-ins' masks.
    var outletConflictsSaid: Set<Int> = []
    /// Outlet scroll views already noted as sized by their storyboard (how far they scroll not known).
    var storyboardSizedNoted: Set<String> = []
    /// Whether the key window, used as a view, was noted as the root view: said once a session.
    var keyWindowNoted = false
    /// Whether the note on `navigationController.view` taken as the root view was said.
    var containerViewNoted = false
    /// Views that stand for guides made with `UILayoutGuide()`: hidden, drawing nothing.
    var customGuides: Set<String> = []
    /// What each standard control shows (title, style, segments), for its intrinsic size.
    var controls: TreeDictionary<String, ControlContent> = [:]
    /// Views' `autoresizingMask`s set in code, applied when the view is placed (the mask counts
    /// from its superview's size then) and at once on a placed view.
    var autoresizingMasks: TreeDictionary<String, AutoresizingMask> = [:]
    /// Controls' targets and actions, for `sendActions(for:)` (see ``ControlAction``).
    var controlActions: TreeDictionary<String, [ControlAction]> = [:]
    /// `registerForTraitChanges` calls, in order (see ``TraitRegistration``).
    var traitRegistrations: [TraitRegistration] = []
    /// The superview's size each mask counts from (see ``Evaluator/refreshAutoresizing(_:)``).
    var autoresizingReferences: TreeDictionary<String, Size> = [:]
    /// The class each view was made from (`UIButton`, a pasted class), by the view's name.
    var viewClasses: TreeDictionary<String, String> = [:]
    /// Views asked for `updateConstraints` (`setNeedsUpdateConstraints()`) or `layoutSubviews`
    /// (`setNeedsLayout()`) at the next pass, the end of the entry.
    var needsUpdateConstraints: Set<String> = []
    var needsLayout: Set<String> = []
    /// The pasted method running after UIKit has applied the constraints of this pass
    /// (`layoutSubviews`, `viewDidLayoutSubviews`), while it runs: a frame it sets on a view
    /// whose mask is off holds until the next pass.
    var runningAfterPass: String? = nil
    /// Hooks of a view's app base class that could not run from its init (they constrain to a
    /// superview it does not have yet): they run at the layout pass that finds it placed, as a
    /// base calling them from `updateConstraints()` runs them.
    var pendingBaseHooks: TreeDictionary<String, [FunctionDecl]> = [:]
    /// How many times each view's `translatesAutoresizingMaskIntoConstraints` was set: whether
    /// code of the view's own (`didMoveToSuperview()`) set it while Layoutbook showed the view.
    var maskSettings: TreeDictionary<String, Int> = [:]
    /// Views an app factory not in the paste made, their mask taken to be off (see
    /// ``Evaluator/appFactoryPlaceholder``) until code places them by their frame.
    var factoryMasked: Set<String> = []
    /// Image views given an image the paste does not contain (`UIImage(named: "logo")`): what
    /// `sizeToFit()` makes of them is that image's size, unknown here.
    var unknownImages: Set<String> = []
    /// The views a table cell's own style views (`textLabel`, `imageView`), and a button's own
    /// (`titleLabel`, `imageView`), were made as, by "owner.member": UIKit makes each when code
    /// first reads it, and code in the owner's `layoutSubviews` places it (see
    /// ``Evaluator/cellStyleSubview(_:of:at:)``, ``Evaluator/buttonOwnSubview(_:of:at:)``).
    var cellStyleViews: TreeDictionary<String, String> = [:]
    /// Those of them still where UIKit's cell or button placed them, which is not modelled: code
    /// has not set their frame yet, so a frame read from them is not UIKit's.
    var placedByCell: Set<String> = []
    /// Table cells held at the standard row height because their content measured zero tall
    /// (``Session/standardHeightForCollapsedCell(_:_:)``): measured again once code gives the
    /// content a height (its label's text set), as the table measures the row it shows.
    var standardHeightRows: Set<String> = []
    /// Those of ``standardHeightRows`` the entry running held so: content that gets a height in
    /// the same entry (constraints its `layoutSubviews` makes) came after the table measured the
    /// row, which keeps the standard height.
    var freshStandardHeightRows: Set<String> = []
    /// The constraints a table cell's own code made to the cell's own vertical anchors (`topAnchor`,
    /// `self.bottomAnchor`) rather than its `contentView`'s, by cell: UIKit's self-sizing row
    /// measures the content view, which they do not hold (see
    /// ``Session/standardHeightForCollapsedCell(_:_:)``).
    var cellOwnAnchorConstraints: [String: [String]] = [:]
    /// The note that took an app's class to turn a view's mask off itself, by view: withdrawn
    /// when the code sets the mask after all (after its constraints).
    var assumedMaskNotes: [String: String] = [:]
    /// The first attribute of each SnapKit or Masonry constraint kept from a make block, by key:
    /// what `update(inset:)` pushes inward before the constraint is made.
    var keptAttributes: [String: LayoutAttribute] = [:]
    /// A UIKit button's own views read where they are not modelled (`b.titleLabel` outside a
    /// button subclass's `layoutSubviews`), by the text they stand as, with what each is: a
    /// constraint code makes on one is said to be skipped, not dropped without a word.
    var unmodelledOwnViews: TreeDictionary<String, String> = [:]
    /// The size each view of a pasted class had when its `layoutSubviews` last ran: UIKit runs it
    /// again when the view's bounds change.
    var laidOutSizes: TreeDictionary<String, Size> = [:]
    /// The objects of views whose own `draw(_:)` UIKit's display pass has run (see
    /// ``Evaluator/drawViewsThatBuild(at:)``).
    var drawnViews: Set<Int> = []
    /// Each view whose pasted class overrides `intrinsicContentSize`: the size the override last
    /// gave, and the image's size it replaced (what `super.intrinsicContentSize` answers there).
    var intrinsicOverrides: TreeDictionary<String, IntrinsicOverride> = [:]
    /// The views of a plain view or control class whose `intrinsicContentSize` override an
    /// earlier entry read: UIKit holds that answer until `invalidateIntrinsicContentSize()` (an
    /// entry is one turn of the run loop; within one, the override is asked at each pass).
    var intrinsicSettled: Set<String> = []
    /// Each one-line label whose class's `textRect(forBounds:limitedToNumberOfLines:)` override
    /// is more than padding: the size the override last answered for its text, held as its own.
    var textRectSizes: TreeDictionary<String, Size> = [:]
    /// The object that stands for the index path a list's delegate is asked about
    /// (``Evaluator/indexPath(section:row:)``).
    var listIndexPath: Int? = nil
    /// The lists sized from their data sources, in this entry or an earlier one: `reloadData()`
    /// on one asks its data source again.
    var listsSized: Set<String> = []
    /// The size each view whose class observes `bounds` (`override var bounds: CGRect { didSet }`)
    /// had when its observer last ran for a layout pass: UIKit's layout sets the bounds anew when
    /// the size changes, and the observer runs.
    var boundsObservedSizes: TreeDictionary<String, Size> = [:]
    /// What code set on a view that does not change layout (`tag`, `isSelected`, `accessibilityLabel`),
    /// by the view's name: read back as set, so `buttons.first { $0.tag == 2 }` finds the one it tagged.
    var appearance: TreeDictionary<String, TreeDictionary<String, Value>> = [:]
    /// Whether the paste writes Stevia (`subviews(…)`, `layout(…)`, `|-a-|`): its `width(100)`
    /// is then Stevia's, not TinyConstraints' of the same spelling.
    var writesStevia = false
    /// EasyPeasy's attributes installed on each view, by the view's name and the slot they
    /// hold (see ``EasyPeasySlot``), with the constraint each made: a new one in a slot
    /// replaces the old, as the library's nodes do.
    var easyPeasyNodes: TreeDictionary<String, [EasyPeasySlot: String]> = [:]
}

/// A part of an attributed string put together in code (``SwiftState/attributedRuns``).
struct AttributedRun: Sendable {
    var characters: Int
    /// The font its attributes give; nil: none, so the label's own.
    var font: Value?
}

/// An attributed string in several fonts that a label shows (``SwiftState/labelRuns``).
struct LabelRuns: Sendable {
    var text: String
    var runs: [AttributedRun]
    /// The label's own font before the string was set: the font of the parts that give none.
    var labelFont: Value
}

/// What a pasted class's `intrinsicContentSize` override gave a view (``SwiftState/intrinsicOverrides``).
struct IntrinsicOverride: Equatable, Sendable {
    /// The size the override last answered, which the layout holds as the view's own.
    var given: Size
    /// The image's size before it (nil: none, or a label, measured from its text each time).
    var own: Size?
}

extension SwiftState {
    /// Forgets what is kept by the names of views that are gone, so that views made later
    /// under the same names start afresh.
    mutating func forget(views names: [String]) {
        for name in names {
            viewObjects[name] = nil
            delegates[name] = nil
            standIns[name] = nil
            factoryStandIns[name] = nil
            factoryMade[name] = nil
            tellingScrolled.remove(name)
            outlets.remove(name)
            storyboardSizedNoted.remove(name)
            controls[name] = nil
            viewClasses[name] = nil
            localViewNames.remove(name)
            needsUpdateConstraints.remove(name)
            needsLayout.remove(name)
            pendingBaseHooks[name] = nil
            factoryMasked.remove(name)
            laidOutSizes[name] = nil
            intrinsicOverrides[name] = nil
            intrinsicSettled.remove(name)
            appearance[name] = nil
            easyPeasyNodes[name] = nil
            localRootNames.remove(name)
        }
    }
}

extension Value {
    /// A short description for messages: `a view`, `a number`.
    var kindName: String {
        switch self {
        case .void: "nothing"
        case .none: "nil"
        case .bool: "a Bool"
        case .number: "a number"
        case .string: "a string"
        case .size: "a CGSize"
        case .point: "a CGPoint"
        case .rect: "a CGRect"
        case .insets: "insets"
        case .priority: "a priority"
        case .font: "a font"
        case .buttonConfiguration: "a UIButton.Configuration"
        case .view: "a view"
        case .guide: "a layout guide"
        case .anchor: "an anchor"
        case .snp: "a SnapKit DSL"
        case .snpAttribute: "a SnapKit attribute"
        case .layoutSupport, .keyboardGuide: "a layout guide"
        case .constraint: "a constraint"
        case .array: "an array"
        case .tuple: "a tuple"
        case .dictionary: "a dictionary"
        case .closure, .function: "a function"
        case .type(let name): "the type \(name)"
        case .object: "an object"
        case .enumCase(let name), .payloadCase(let name, _): "'.\(name)'"
        case .maker: "SnapKit's maker"
        case .chain: "a SnapKit constraint being made"
        case .opaque(let text): "'\(text)'"
        case .library(let item): item.kindName
        }
    }

    /// Whether a layout library's operator may take this value (a view, an array, a value of
    /// the library's own type): only then are Stevia's and EasyPeasy's operators tried.
    var mayBeLibraryOperand: Bool {
        switch self {
        case .view, .array, .library: true
        default: false
        }
    }

    var isOpaque: Bool {
        if case .opaque = self { return true }
        return false
    }
}

/// What a paragraph style (`NSMutableParagraphStyle`) says of a label's lines: the spacing
/// between them and their heights (0: none), as ``Layout/LabelContent`` holds them.
struct ParagraphLines: Hashable {
    var lineSpacing = 0.0
    var lineHeightMultiple = 0.0
    var minimumLineHeight = 0.0
    var maximumLineHeight = 0.0
    /// The text's `.kern`, an attribute of the characters rather than of the paragraph, carried
    /// with it: what plain text resets, as it resets the paragraph style.
    var kern = 0.0
    /// Plain text's: no spacing, the font's own lines.
    static let plain = ParagraphLines()

    /// Gives text these lines' spacing and heights.
    func apply(to content: inout LabelContent) {
        content.lineSpacing = lineSpacing
        content.lineHeightMultiple = lineHeightMultiple
        content.minimumLineHeight = minimumLineHeight
        content.maximumLineHeight = maximumLineHeight
        content.kern = kern
    }
}

/// What `super.textRect(forBounds:limitedToNumberOfLines:)` answers while a label class's
/// override of it is measured: a rect at the bounds' origin the size of `text`; `given` keeps the
/// bounds the override passed.
struct TextRectProbe {
    var text: Size
    var given: Rect? = nil
}
