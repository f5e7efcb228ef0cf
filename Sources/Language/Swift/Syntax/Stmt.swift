/// A name pattern: `x`, `_`, `(i, v)`, `let x` inside a case.
public indirect enum Pattern: Hashable, Sendable {
    case name(String, SourceRange)
    case wildcard(SourceRange)
    case tuple([Pattern], SourceRange)
    /// An expression a value is compared with in a `case` (`0`, `.top`, `1...3`).
    case expression(Expr)
    /// `let x` / `var x` in a case pattern.
    case binding(Pattern, SourceRange)
    /// `.some(let x)` / `.card(let c)`: an enum case with its payload patterns.
    case enumCase(String, [Pattern], SourceRange)
    /// `is ZoneCircle` (no pattern), `let circle as ZoneCircle`: matches a value of the type
    /// (or one derived from it), binding it to the pattern when there is one.
    case typeCheck(Pattern?, TypeRef, SourceRange)
}

/// A condition of `if`, `guard` and `while`.
public enum Condition: Hashable, Sendable {
    case expression(Expr)
    /// `let x = optional` (or `let x` alone, Swift 5.7's shorthand).
    case optionalBinding(name: String, value: Expr, SourceRange)
    /// `case .x = value`.
    case pattern(Pattern, Expr, SourceRange)
}

/// A `let` or `var`, at any level: a global, a local, a stored or computed property.
public struct VariableDecl: Hashable, Sendable {
    public var isLet: Bool
    public var pattern: Pattern
    public var type: TypeRef?
    public var initializer: Expr?
    /// The getter of a computed property, `var x: T { … }` or `{ get { … } }`.
    public var getter: [Stmt]?
    /// The body of a `didSet` observer; run after an assignment, `oldValue` in scope.
    public var didSet: [Stmt]?
    public var modifiers: [String]
    public var range: SourceRange
    /// The setter of a computed property, `set { … }` or `set(radius) { … }`: run by an
    /// assignment, the value named `setterParameter` (`newValue` unless written).
    public var setter: [Stmt]? = nil
    public var setterParameter: String = "newValue"
    /// The body of a `willSet` observer: run before an assignment stores the value, which it
    /// sees under `willSetParameter` (`newValue` unless written), the property still holding
    /// the old one.
    public var willSet: [Stmt]? = nil
    public var willSetParameter: String = "newValue"
    /// The arguments a property wrapper's attribute is written with (`@Clamped(0, 100) var x`):
    /// the wrapper is made with them (and `wrappedValue:` from the initialiser, if any).
    public var wrapperArguments: [CallArgument]? = nil

    public var name: String? {
        if case .name(let n, _) = pattern { return n }
        return nil
    }
    public var isLazy: Bool { modifiers.contains("lazy") }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    /// `override var contentSize: CGSize { didSet { … } }`: observers on the base class's
    /// property, not a stored property of its own — reads and writes are the base's, and the
    /// observer runs after each write.
    public var observesInheritedProperty: Bool {
        modifiers.contains("override") && initializer == nil && getter == nil && didSet != nil
    }
}

/// One parameter of a function or initialiser: `_ x: CGFloat`, `toView view: UIView = root`.
public struct Parameter: Hashable, Sendable {
    /// The label callers write, or nil for `_`.
    public var label: String?
    public var name: String
    public var type: TypeRef?
    public var defaultValue: Expr?
    public var isVariadic: Bool
    /// `_ n: inout Int` (or Swift 2's `inout n: Int`): what the function leaves in it is written
    /// back to the variable the caller passed (`&count`).
    public var isInout = false
    /// An Objective-C parameter of a mutable Foundation class (`NSMutableArray *list`): the
    /// caller and the method share one object, so what the method adds is in the caller's
    /// variable too. Read as `inout`, written back only where the caller passed a variable.
    public var sharesCallersObject = false
    /// The result builder an attribute gives the parameter (`@ConstraintsBuilder _ make: () ->
    /// [NSLayoutConstraint]`): a closure passed for it gives the values of its statements.
    public var resultBuilder: String? = nil

    /// Whether a trailing closure left over after the written arguments may fill it, whatever
    /// its label: a function, or one without a default (Swift's forward scan).
    public var takesTrailingClosure: Bool { defaultValue == nil || type?.text.contains("->") == true }
}

/// `func`, `init` (name "init"), or an accessor.
public struct FunctionDecl: Hashable, Sendable {
    public var name: String
    public var parameters: [Parameter]
    public var body: [Stmt]
    public var modifiers: [String]
    public var isFailable: Bool
    public var range: SourceRange
    public var nameRange: SourceRange
    /// The `T` of `-> T`, or a computed property's type: what the result is converted to (a
    /// tuple's labels come from it).
    public var returnType: TypeRef? = nil

    /// `name(label:label:)`, as Swift names a function.
    public var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }

    /// A computed property's getter as a function of no parameters, to be called where the
    /// property is read.
    static func getter(_ name: String, body: [Stmt], at range: SourceRange, type: TypeRef? = nil) -> FunctionDecl {
        FunctionDecl(name: name, parameters: [], body: body, modifiers: ["getter"], isFailable: false, range: range, nameRange: range,
                     returnType: type)
    }
}

/// The kind of a type declaration.
public enum TypeKind: String, Hashable, Sendable {
    case `class`, `struct`, `enum`, `extension`, `protocol`
}

/// `class ViewController: UIViewController { … }` and the other type declarations.
public struct TypeDecl: Hashable, Sendable {
    public var kind: TypeKind
    public var name: String
    public var inherits: [TypeRef]
    public var members: [Stmt]
    public var range: SourceRange
    public var nameRange: SourceRange
    /// `typealias Button = UIButton`: declared as an empty subclass of what it names, which makes
    /// and lays out exactly what that class does; never shown or presented for its own sake.
    public var isAlias = false
    /// The names of a generic class's type parameters (`Content` of `class Host<Content: UIView>`),
    /// which a subclass binds by the arguments it writes (`class PanelHost: Host<Panel>`).
    public var genericParameters: [String] = []

    public var superclass: String? { inherits.first?.baseName }
}

/// One `case` clause of a `switch`.
public struct SwitchCase: Hashable, Sendable {
    /// Empty for `default`.
    public var patterns: [Pattern]
    public var guardExpr: Expr?
    public var body: [Stmt]
    public var range: SourceRange
}

/// A statement or declaration of the Swift subset.
public indirect enum Stmt: Hashable, Sendable {
    case expression(Expr)
    case variable(VariableDecl)
    /// `=` or a compound assignment (`+=`, `-=`, `*=`, `/=`).
    case assignment(target: Expr, op: String, value: Expr, SourceRange)
    case ifStatement(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?, SourceRange)
    case guardStatement(conditions: [Condition], otherwise: [Stmt], SourceRange)
    case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt], SourceRange)
    case whileLoop(conditions: [Condition], body: [Stmt], SourceRange)
    case repeatWhile(body: [Stmt], condition: Expr, SourceRange)
    case switchStatement(Expr, [SwitchCase], SourceRange)
    case returnStatement(Expr?, SourceRange)
    case breakStatement(SourceRange)
    case continueStatement(SourceRange)
    case fallthroughStatement(SourceRange)
    /// `outer:` before a loop, `if`, `switch` or `do`: names the statement after it, which a
    /// `break outer` (any of them) or `continue outer` (a loop) inside it leaves or goes on with.
    case statementLabel(String, SourceRange)
    /// `break outer` (`continues` false) or `continue outer`: to the statement so labelled.
    case labeledJump(continues: Bool, label: String, SourceRange)
    case function(FunctionDecl)
    case type(TypeDecl)
    /// `case a, b` inside an enum.
    /// `case a, b = 2` in an enum: the names, and each one's raw value where it is written.
    case enumCases([String], rawValues: [Expr?], SourceRange)
    /// `do { … } catch { … }`: the body runs; the first `catch` runs when it throws, with the
    /// error as `error` (the patterns of the clauses are not told apart).
    case doBlock([Stmt], catches: [[Stmt]], SourceRange)
    /// `throw value`: leaves to the nearest `catch`, as Swift does.
    case throwStatement(Expr, SourceRange)
    /// `defer { … }`: runs when the scope ends.
    case deferBlock([Stmt], SourceRange)
    /// `import UIKit`, `typealias`, `#if` lines, and other declarations that change nothing here.
    case ignored(String, SourceRange)
    /// A statement in Layoutbook's own words (`view header in sv`, `scroll sv to 0,200`,
    /// `a.top == b.bottom + 8 @750`, `sv.contentInset = 0,0,20,0`), read where a statement of
    /// the entry's top level begins (see `SwiftParser.ownWords()`).
    case command(Command)

    public var range: SourceRange {
        switch self {
        case .expression(let e): e.range
        case .variable(let v): v.range
        case .function(let f): f.range
        case .type(let t): t.range
        case .command(let c): c.range
        case .assignment(_, _, _, let r), .ifStatement(_, _, _, let r), .guardStatement(_, _, let r),
             .forIn(_, _, _, _, let r), .whileLoop(_, _, let r), .repeatWhile(_, _, let r),
             .switchStatement(_, _, let r), .returnStatement(_, let r), .breakStatement(let r),
             .continueStatement(let r), .fallthroughStatement(let r), .statementLabel(_, let r), .labeledJump(_, _, let r),
             .enumCases(_, _, let r), .doBlock(_, _, let r),
             .throwStatement(_, let r),
             .deferBlock(_, let r), .ignored(_, let r):
            r
        }
    }
}
