/// Where something is in a document: 1-based line and column, as a compiler prints them.
public struct DocumentLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: Self, b: Self) -> Bool { (a.line, a.column) < (b.line, b.column) }

    public var description: String { "\(line):\(column)" }
}

/// One element of an Interface Builder document as the XML reader saw it: its name, attributes
/// in document order, children, and where its start tag is (for notes and lint lines).
public struct MarkupElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [MarkupElement] = []
    public var location: DocumentLocation
    /// The character data of a `<string>` element (a text view's text).
    public var text = ""
    /// The XML comment just before the element (IB's scene title).
    public var comment: String?

    public init(name: String, attributes: [String: String], location: DocumentLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// The children with this element name.
    public func children(_ name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    /// `attribute="YES"`.
    public func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }
}
