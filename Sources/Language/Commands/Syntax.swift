/// One command of the language (SPEC §4), as the parser read it.
public indirect enum Command: Hashable, Sendable {
    case view(ViewDeclaration)
    case stack(StackDeclaration)
    /// A stack view's arranged views changed by pasted code (`addArrangedSubview(_:)`…).
    case stackEdit(StackEdit)
    case remove(RemoveCommand)
    case screen(ScreenCommand)
    case rotate(SourceRange)
    case snapKit(SnapKitBlock)
    case snapKitRemoval(SnapKitRemoval)
    case constraintDeclaration(ConstraintDeclaration)
    case constraintAssignment(ConstraintAssignment)
    case constraintActivation(ConstraintActivation)
    case uikitView(UIKitViewDeclaration)
    case addSubview(AddSubviewCommand)
    case lifecycleMethod(LifecycleMethod)
    case equation(Equation)
    case visualFormat(VisualFormatCommand)
    case flk(FLKCommand)
    case property(PropertyAssignment)
    case layoutPriority(LayoutPrioritySetting)
    case scroll(ScrollCommand)
    case zoom(ZoomCommand)
    case inspect(InspectCommand)
    case frames(SourceRange)
    case undo(SourceRange)
    case redo(SourceRange)
    case setOutput(SetOutputCommand)
    case setPicture(SetPictureCommand)
    case help(HelpCommand)
    case file(FileCommand)
    case device(DeviceCommand)
    case cell(CellCommand)
    case fit(FitCommand)
    case container(ContainerCommand)
    case interface(InterfaceCommand)

    /// Where the whole command is.
    public var range: SourceRange {
        switch self {
        case .view(let node): node.range
        case .stack(let node): node.range
        case .stackEdit(let node): node.range
        case .remove(let node): node.range
        case .screen(let node): node.range
        case .rotate(let range), .frames(let range), .undo(let range), .redo(let range): range
        case .snapKit(let node): node.range
        case .snapKitRemoval(let node): node.range
        case .constraintDeclaration(let node): node.range
        case .constraintAssignment(let node): node.range
        case .constraintActivation(let node): node.range
        case .uikitView(let node): node.range
        case .addSubview(let node): node.range
        case .lifecycleMethod(let node): node.range
        case .equation(let node): node.range
        case .visualFormat(let node): node.range
        case .flk(let node): node.range
        case .property(let node): node.range
        case .layoutPriority(let node): node.range
        case .scroll(let node): node.range
        case .zoom(let node): node.range
        case .inspect(let node): node.range
        case .setOutput(let node): node.range
        case .setPicture(let node): node.range
        case .help(let node): node.range
        case .file(let node): node.range
        case .device(let node): node.range
        case .cell(let node): node.range
        case .fit(let node): node.range
        case .container(let node): node.range
        case .interface(let node): node.range
        }
    }
}

/// A name as written: a view, a constraint, a metric.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A number as written; a leading `-` is part of it.
public struct NumberLiteral: Hashable, Sendable {
    public var value: Double
    /// The source spelling (`-8`, `0.5`), kept so dumps and messages show what was typed.
    public var text: String
    public var range: SourceRange

    public init(_ value: Double, text: String, range: SourceRange) {
        self.value = value
        self.text = text
        self.range = range
    }
}

/// A string literal, decoded.
public struct StringLiteral: Hashable, Sendable {
    public var value: String
    public var range: SourceRange

    public init(_ value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `true` or `false`.
public struct BoolLiteral: Hashable, Sendable {
    public var value: Bool
    public var range: SourceRange
}

/// `375x667` or `CGSize(width: 375, height: 667)`.
public struct SizeLiteral: Hashable, Sendable {
    public var width: NumberLiteral
    public var height: NumberLiteral
    public var range: SourceRange
}

/// `0,200` or `CGPoint(x: 0, y: 200)`.
public struct PointLiteral: Hashable, Sendable {
    public var x: NumberLiteral
    public var y: NumberLiteral
    public var range: SourceRange
}

/// `0,0,100,100` or `CGRect(x: 0, y: 0, width: 100, height: 100)`.
public struct RectLiteral: Hashable, Sendable {
    public var x: NumberLiteral
    public var y: NumberLiteral
    public var width: NumberLiteral
    public var height: NumberLiteral
    public var range: SourceRange
}

/// `0,0,20,0`, `UIEdgeInsets(top:left:bottom:right:)` or `NSDirectionalEdgeInsets(…)`.
public struct InsetsLiteral: Hashable, Sendable {
    public var top: NumberLiteral
    /// Left, or leading when `isDirectional`.
    public var left: NumberLiteral
    public var bottom: NumberLiteral
    /// Right, or trailing when `isDirectional`.
    public var right: NumberLiteral
    /// Written as `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    public var isDirectional: Bool
    public var range: SourceRange
}

/// A constant a SnapKit relation or modifier takes.
public enum ConstantValue: Hashable, Sendable {
    case number(NumberLiteral)
    case size(SizeLiteral)
    case point(PointLiteral)
    case insets(InsetsLiteral)

    public var range: SourceRange {
        switch self {
        case .number(let value): value.range
        case .size(let value): value.range
        case .point(let value): value.range
        case .insets(let value): value.range
        }
    }
}

/// A view or layout guide a constraint refers to.
///
/// `self.` and the `!`/`?` of optionals are tolerated and dropped: they change nothing here.
public indirect enum ItemExpression: Hashable, Sendable, CustomStringConvertible {
    /// A view by name; `view` is the view controller's root view, which the interpreter resolves.
    case name(Identifier)
    /// `superview` alone (the receiving view's superview) or `x.superview`.
    case superview(of: ItemExpression?, range: SourceRange)
    /// `x.contentLayoutGuide` and the other guides.
    case guide(LayoutGuideName, of: ItemExpression, range: SourceRange)

    public var range: SourceRange {
        switch self {
        case .name(let identifier): identifier.range
        case .superview(_, let range), .guide(_, _, let range): range
        }
    }

    /// The canonical spelling: `sv.contentLayoutGuide`, `v.superview`.
    public var description: String {
        switch self {
        case .name(let identifier): identifier.name
        case .superview(nil, _): "superview"
        case .superview(let base?, _): "\(base).superview"
        case .guide(let guide, let base, _): "\(base).\(guide.rawValue)"
        }
    }
}

/// A layout attribute as written, with where.
public struct AttributeReference: Hashable, Sendable {
    public var attribute: LayoutAttribute
    public var range: SourceRange
}

/// A priority as written: `750`, `.high`, `.defaultHigh - 1`, `UILayoutPriority(rawValue: 999)`.
public struct Priority: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case number(NumberLiteral)
        case named(PriorityName)
        /// A named level plus or minus an amount (`.high + 1`); the amount carries the sign.
        case offset(PriorityName, NumberLiteral)
    }

    public var kind: Kind
    public var range: SourceRange
}
