/// A constraint priority, 1…1000. 1000 is required; 1…999 are optional **strict levels**:
/// the solver satisfies priorities in order, so one constraint at 251 wins against any number
/// of constraints at 250. Within one level the errors of its constraints add up.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// A priority, or `nil` outside 1…1000.
    public init?(_ rawValue: Int) {
        guard (1...1000).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: Int) { self.rawValue = rawValue }

    public static let required = Priority(unchecked: 1000)
    public static let high = Priority(unchecked: 750)
    public static let medium = Priority(unchecked: 500)
    public static let low = Priority(unchecked: 250)
    public static let fittingSizeLevel = Priority(unchecked: 50)

    public var isRequired: Bool { rawValue == 1000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

    public var description: String { String(rawValue) }
}
