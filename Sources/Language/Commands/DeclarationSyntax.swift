import Layout

/// The kind of view a declaration makes, as its command word says.
public enum DeclaredKind: String, CaseIterable, Hashable, Sendable {
    case view, scroll, label, image
}

/// `view NAME [in PARENT] [frame x,y,w,h]` and its scroll, label and image siblings.
///
/// Options may come in any order, each at most once. `frame` is allowed for every kind;
/// `text`, `lines` and `font` only for labels; `size WxH` only for (and required by) images.
public struct ViewDeclaration: Hashable, Sendable {
    public var kind: DeclaredKind
    public var name: Identifier
    public var parent: Identifier?
    public var frame: RectLiteral?
    public var text: StringLiteral?
    public var lines: NumberLiteral?
    public var font: NumberLiteral?
    /// The system font's weight after the size (`font 17 semibold`); nil: regular.
    public var fontWeight: FontWeight?
    public var size: SizeLiteral?
    public var range: SourceRange
}

/// `remove NAME`.
public struct RemoveCommand: Hashable, Sendable {
    public var name: Identifier
    public var range: SourceRange
}

/// `screen WxH`.
public struct ScreenCommand: Hashable, Sendable {
    public var size: SizeLiteral
    public var range: SourceRange
}
