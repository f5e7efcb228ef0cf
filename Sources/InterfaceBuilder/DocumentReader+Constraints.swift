import Cassowary
import Layout

extension DocumentReader {
    /// IB's attribute names; `baseline` is the last baseline, as in `NSLayoutAttributeBaseline`.
    static func attribute(_ text: String) -> Attribute? {
        if text == "baseline" { return .lastBaseline }
        return Attribute(rawValue: text)
    }

    /// Reads one `<constraint>` with IB's defaults. A `placeholder="YES"` constraint is removed at
    /// build time, so it is dropped here with a note.
    mutating func constraint(_ element: MarkupElement, owner: String) throws(InterfaceError) -> InterfaceConstraint? {
        let id = element["id"] ?? "\(element.location)"
        if element.flag("placeholder") {
            // The axis it held along: a height, top or baseline vertically; a width or side across.
            let axes = Set([element["firstAttribute"], element["secondAttribute"]].compactMap { $0.flatMap(Self.attribute) }
                .map(\.axis))
            placeholderConstrained[element["firstItem"] ?? owner, default: []].formUnion(axes)
            if let second = element["secondItem"] { placeholderConstrained[second, default: []].formUnion(axes) }
            notes.append(InterfaceNote("constraint '\(element["identifier"] ?? id)' is a placeholder, removed at build time as Xcode removes it",
                                       at: element.location))
            return nil
        }
        guard let firstText = element["firstAttribute"] else {
            throw InterfaceError("constraint '\(id)' has no firstAttribute", at: element.location)
        }
        guard let first = Self.attribute(firstText) else {
            throw InterfaceError("constraint '\(id)': unknown attribute '\(firstText)'", at: element.location)
        }
        var second: Attribute?
        if let text = element["secondAttribute"] {
            guard let read = Self.attribute(text) else {
                throw InterfaceError("constraint '\(id)': unknown attribute '\(text)'", at: element.location)
            }
            second = read
        }
        let relation: Relation
        switch element["relation"] {
        case nil, "equal": relation = .equal
        case "lessThanOrEqual": relation = .lessThanOrEqual
        case "greaterThanOrEqual": relation = .greaterThanOrEqual
        case let other?:
            throw InterfaceError("constraint '\(id)': unknown relation '\(other)' (expected equal, lessThanOrEqual or greaterThanOrEqual)",
                                 at: element.location)
        }
        let multiplier = try Self.multiplier(element["multiplier"], id: id, at: element.location)
        let constant = element["constant"].flatMap(Double.init) ?? 0
        guard constant.isFinite else {
            throw InterfaceError("constraint '\(id)': constant '\(element["constant"] ?? "")' is not a finite number", at: element.location)
        }
        let priority = element["priority"].flatMap(Self.priority) ?? 1000
        let secondItem = element["secondItem"]
        if secondItem != nil, second == nil {
            throw InterfaceError("constraint '\(id)' has a secondItem but no secondAttribute", at: element.location)
        }
        var variations: [(key: String, constant: Double)] = []
        for variation in element.children("variation") {
            if let key = variation["key"], let value = variation["constant"].flatMap(Double.init) {
                variations.append((key, value))
            }
        }
        var read = InterfaceConstraint(id: id, firstItem: element["firstItem"] ?? owner, firstAttribute: first,
                                       relation: relation, secondItem: secondItem, secondAttribute: secondItem == nil ? nil : second,
                                       multiplier: multiplier, constant: constant, priority: priority,
                                       isStandardSpacing: element.flag("symbolic"), identifier: element["identifier"],
                                       userLabel: element["userLabel"], owner: owner, location: element.location)
        read.constantVariations = variations.map { ConstantVariation(key: $0.key, constant: $0.constant) }
        return read
    }

    /// `multiplier="0.5"` or a ratio, `multiplier="16:9"` (older files: `"1/3"`; typed in
    /// Interface Builder's field with spaces, `"1 : 6"`, which it keeps as typed and reads as 1/6),
    /// or a percentage as typed there, `"35%"`, kept so and read as 0.35.
    static func multiplier(_ text: String?, id: String, at location: DocumentLocation) throws(InterfaceError) -> Double {
        guard let text else { return 1 }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%"), let percent = Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)),
           percent.isFinite {
            return percent / 100
        }
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, (a / b).isFinite {
            return a / b
        }
        guard let value = Double(text), value.isFinite else {
            throw InterfaceError("constraint '\(id)': multiplier '\(text)' is neither a number, a ratio such as 16:9 nor a percentage such as 35%", at: location)
        }
        return value
    }
}

/// `<variation key="heightClass=regular-widthClass=compact" constant="280"/>` inside a constraint.
public struct ConstantVariation: Hashable, Sendable {
    public var key: String
    public var constant: Double
}
