/// `scroll sv to x,y`: a finished drag, clamped to the scrollable range.
public struct ScrollCommand: Hashable, Sendable {
    public var view: Identifier
    public var offset: PointLiteral
    public var range: SourceRange
}

/// `zoom sv to x,y,w,h`: zoom so the rect fills the scroll view.
public struct ZoomCommand: Hashable, Sendable {
    public var view: Identifier
    public var rect: RectLiteral
    public var range: SourceRange
}

/// A command that prints without changing anything: `show`, `constraints`, `explain`.
public enum InspectionKind: String, CaseIterable, Hashable, Sendable {
    case show, constraints, explain
}

/// `show [v]`, `constraints [v]`, `explain [v]`.
public struct InspectCommand: Hashable, Sendable {
    public var kind: InspectionKind
    public var view: Identifier?
    public var range: SourceRange
}

/// `set output picture|changes|quiet`.
public struct SetOutputCommand: Hashable, Sendable {
    public var mode: OutputMode
    public var modeRange: SourceRange
    public var range: SourceRange
}

/// `help [topic]`; the topic is the rest of the line, trimmed.
public struct HelpCommand: Hashable, Sendable {
    public var topic: StringLiteral?
    public var range: SourceRange
}

/// `save FILE`, `save --force FILE`, `load FILE` and `show [v] --svg FILE`; the file is a string
/// literal or the rest of the line, as typed.
public struct FileCommand: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case save, load
        /// `open FILE.storyboard|.xib`: a storyboard or xib read into the session.
        case open
        /// `show --svg FILE`: the picture as an SVG file.
        case svg
    }

    public var kind: Kind
    public var path: StringLiteral
    /// `save --force`: replace the file even when it is not the one this session last read or wrote.
    public var force: Bool
    /// `show sv --svg FILE`: the scroll view whose content is drawn (nil: the screen).
    public var view: Identifier?
    public var range: SourceRange

    public init(kind: Kind, path: StringLiteral, force: Bool = false, view: Identifier? = nil, range: SourceRange) {
        self.kind = kind
        self.path = path
        self.force = force
        self.view = view
        self.range = range
    }

    /// The command as typed, for messages: `save notes.md`, `show sv --svg sv.svg`.
    public var spelled: String {
        kind == .svg ? "show \(view.map { $0.name + " " } ?? "")--svg \(path.value)" : "\(kind.rawValue) \(path.value)"
    }
}

/// `set picture WxH` (the terminal picture's size in columns and rows) or `set picture auto`
/// (the terminal's size again).
public struct SetPictureCommand: Hashable, Sendable {
    /// nil for `auto`.
    public var size: SizeLiteral?
    public var range: SourceRange
}

/// `device` (the list of presets) or `device iPhone 15 [landscape]`; the name is the rest of the line.
public struct DeviceCommand: Hashable, Sendable {
    public var name: StringLiteral?
    public var range: SourceRange
}

/// `cell NAME [in PARENT] width W [height H]`: a cell's content view, sized as a table view sizes
/// it (see ``Layout/imposeCellSize(_:width:height:)``).
public struct CellCommand: Hashable, Sendable {
    public var name: Identifier
    public var parent: Identifier?
    public var width: NumberLiteral
    public var height: NumberLiteral?
    public var range: SourceRange
}

/// `fit NAME [compressed | expanded]`: the size `systemLayoutSizeFitting` gives a view. Alone, a
/// self-sizing cell's height at its width; `compressed` and `expanded` ask for
/// `UIView.layoutFittingCompressedSize` or `layoutFittingExpandedSize` at the fitting priority on
/// both axes.
public struct FitCommand: Hashable, Sendable {
    public enum Target: String, Hashable, Sendable {
        case compressed, expanded
    }

    public var name: Identifier
    public var target: Target? = nil
    public var range: SourceRange
}

/// `in navigation`, `in tab bar`, `in navigation and tab bar`, `in window`: what shows the view
/// controller; the words are the rest of the line.
public struct ContainerCommand: Hashable, Sendable {
    public var words: StringLiteral?
    public var range: SourceRange
}

/// `stack NAME [in PARENT] [axis vertical|horizontal] [spacing N] [distribution D] [alignment A]
/// [margins] [a, b, c]`: a UIStackView, with its arranged views (existing views, moved into it).
public struct StackDeclaration: Hashable, Sendable {
    /// An option's keyword (`axis`, `distribution`, `alignment`) and the case named.
    public struct Option: Hashable, Sendable {
        public var key: String
        public var value: Identifier
    }

    public var name: Identifier
    public var parent: Identifier?
    public var spacing: NumberLiteral?
    public var options: [Option] = []
    public var marginsRelative = false
    public var arranged: [Identifier] = []
    public var arrangedRange: SourceRange?
    public var range: SourceRange

    public init(name: Identifier, range: SourceRange) {
        self.name = name
        self.range = range
    }

    /// The cases each option takes, as UIKit spells them after the dot.
    public static let cases: [String: [String]] = [
        "axis": ["horizontal", "vertical"],
        "distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
        "alignment": ["fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline"],
    ]
}

extension Identifier {
    func withKey(_ key: String) -> StackDeclaration.Option { StackDeclaration.Option(key: key, value: self) }
}

/// What pasted code does to a stack view's arranged views, lowered to one command each.
public struct StackEdit: Hashable, Sendable {
    public enum Operation: Hashable, Sendable {
        /// `UIStackView()`: the view is a stack view.
        case make
        case add(Identifier)
        case insert(Identifier, at: Int)
        case remove(Identifier)
        case customSpacing(Double, after: Identifier)
    }

    public var stack: Identifier
    public var operation: Operation
    public var range: SourceRange

    public init(stack: Identifier, operation: Operation, range: SourceRange) {
        self.stack = stack
        self.operation = operation
        self.range = range
    }
}

/// `scenes`, `scene N|NAME` and `misplaced`: the scenes of the storyboard or xib the session
/// opened, one of them made the screen, and the views whose solved frames are not the stored ones.
public struct InterfaceCommand: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case scenes
        /// A number from 1, a storyboard id, a class or a title: the rest of the line.
        case scene(StringLiteral)
        case misplaced
    }

    public var kind: Kind
    public var range: SourceRange
}
