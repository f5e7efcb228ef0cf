import Foundation
/// An argument of a call or a subscript: `constant: 8`, or unlabelled.
public struct CallArgument: Hashable, Sendable {
    public var label: String?
    public var value: Expr
    public var range: SourceRange
}

/// A type as written (`UIView`, `[NSLayoutConstraint]`, `UIView!`), kept as text: the
/// evaluator reads a type's name, never its structure.
public struct TypeRef: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    public var range: SourceRange

    /// The name without optionality, array brackets or generic arguments: `UIView` for `UIView?`.
    public var baseName: String {
        var t = text
        while let last = t.last, last == "?" || last == "!" { t.removeLast() }
        if let i = t.firstIndex(of: "<") { t = String(t[..<i]) }
        return t
    }

    /// The generic arguments written after a type's name, outermost ones only: `["Panel", "Int"]`
    /// for `Host<Panel, Int>`; none for a name without them.
    public static func genericArguments(of text: String) -> [String] {
        guard let open = text.firstIndex(of: "<"), let close = text.lastIndex(of: ">"), open < close else { return [] }
        var arguments: [String] = [], current = "", depth = 0
        for c in text[text.index(after: open)..<close] {
            if c == "<" || c == "[" || c == "(" { depth += 1 }
            if c == ">" || c == "]" || c == ")" { depth -= 1 }
            if c == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
    }

    /// `[UIView]`, `[(title: String, width: CGFloat)]`; not a dictionary's `[String: UIView]`.
    public var isArray: Bool { text.hasPrefix("[") && !Self.hasTopLevelColon(text.dropFirst()) }

    /// Whether a `:` stands outside any parentheses or brackets opened after `[`: a dictionary's
    /// key and value, not a tuple element's label.
    private static func hasTopLevelColon(_ text: Substring) -> Bool {
        var depth = 0
        for c in text {
            switch c {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
    public var description: String { text }
}

/// A closure literal: `{ make in … }`, `{ (make) -> Void in … }`, `{ $0.top … }`.
public struct ClosureExpr: Hashable, Sendable {
    public var parameters: [String]
    public var body: [Stmt]
    public var range: SourceRange
    /// The parameters written with an integer type (`{ (i: Int) in … }`, a block's `NSUInteger
    /// idx`): `i / 3` in the body drops the remainder.
    public var wholeNumberParameters: [String] = []
}

/// The kind of `as`.
public enum CastKind: String, Hashable, Sendable {
    case plain = "as", forced = "as!", optional = "as?"
}

/// An expression of the Swift subset pasted code is read in.
public indirect enum Expr: Hashable, Sendable {
    case identifier(String, SourceRange)
    case number(Double, text: String, SourceRange)
    case string([StringPart], SourceRange)
    case bool(Bool, SourceRange)
    case nilLiteral(SourceRange)
    case selfExpr(SourceRange)
    case superExpr(SourceRange)
    /// `.top`, `.zero`, `.vertical`: a member of a type the context gives.
    case implicitMember(String, SourceRange)
    /// `base.name`; `nameRange` is where the name is, for messages.
    case member(Expr, String, nameRange: SourceRange, SourceRange)
    /// `base!`.
    case forceUnwrap(Expr, SourceRange)
    /// `base?`, followed by a member, call or subscript: nil stops the chain.
    case optionalChain(Expr, SourceRange)
    case call(Expr, [CallArgument], trailing: ClosureExpr?, SourceRange)
    case subscriptAccess(Expr, [CallArgument], SourceRange)
    case array([Expr], SourceRange)
    case dictionary([DictionaryElement], SourceRange)
    case closure(ClosureExpr)
    case binary(String, Expr, Expr, operatorRange: SourceRange, SourceRange)
    case prefix(String, Expr, SourceRange)
    case ternary(Expr, Expr, Expr, SourceRange)
    case cast(Expr, CastKind, TypeRef, SourceRange)
    case isType(Expr, TypeRef, SourceRange)
    /// `(a, b)`, or `(x)` parenthesised (a single unlabelled element is just `x`).
    case tuple([CallArgument], SourceRange)
    /// `#selector(…)`, `#colorLiteral(…)`, `#available(…)`, `#file`.
    case pound(String, [CallArgument], SourceRange)
    /// `\Type.path`.
    case keyPath(String, SourceRange)
    /// `[UIView]()`, `[String: Any]()`: an empty collection of a written type.
    case emptyCollection(isDictionary: Bool, SourceRange)
    /// `try x`, `try! x`, `await x`: the operand runs as it is.
    case tryExpr(Expr, SourceRange)
    /// `try? x`: the operand's value, or nil when it throws, as Swift gives it.
    case optionalTry(Expr, SourceRange)

    public var range: SourceRange {
        switch self {
        case .identifier(_, let r), .number(_, _, let r), .string(_, let r), .bool(_, let r), .nilLiteral(let r),
             .selfExpr(let r), .superExpr(let r), .implicitMember(_, let r), .member(_, _, _, let r),
             .forceUnwrap(_, let r), .optionalChain(_, let r), .call(_, _, _, let r), .subscriptAccess(_, _, let r),
             .array(_, let r), .dictionary(_, let r), .binary(_, _, _, _, let r), .prefix(_, _, let r),
             .ternary(_, _, _, let r), .cast(_, _, _, let r), .isType(_, _, let r), .tuple(_, let r),
             .pound(_, _, let r), .keyPath(_, let r), .emptyCollection(_, let r), .tryExpr(_, let r), .optionalTry(_, let r):
            r
        case .closure(let c): c.range
        }
    }

    /// The source-like text of a name path (`self.model.title`), for notes about what is skipped.
    public var pathText: String {
        switch self {
        case .identifier(let name, _): name
        case .selfExpr: "self"
        case .superExpr: "super"
        case .implicitMember(let name, _): "." + name
        case .member(let base, let name, _, _): base.pathText + "." + name
        case .forceUnwrap(let base, _): base.pathText + "!"
        case .optionalChain(let base, _): base.pathText + "?"
        case .call(let base, _, _, _): base.pathText + "(…)"
        case .subscriptAccess(let base, _, _): base.pathText + "[…]"
        case .string: "a string"
        case .number(_, let text, _): text
        default: "an expression"
        }
    }
}

/// One `key: value` of a dictionary literal.
public struct DictionaryElement: Hashable, Sendable {
    public var key: Expr
    public var value: Expr
}

/// A piece of a string literal: text, or an interpolated expression.
public enum StringPart: Hashable, Sendable {
    case text(String)
    case interpolation(Expr)
}
