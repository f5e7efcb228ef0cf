/// A constraint priority, 1…1000. 1000 is required; 1…999 are optional **strict levels**:
/// the solver satisfies priorities in order, so one constraint at 251 wins against any number
/// of constraints at 250. Within one level the errors of its constraints add up.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The objective level the solver keeps its constraints' errors in: twice the priority,
    /// which leaves a level between any two priorities (see ``aboveOptional``).
    let level: Int

    /// The priority, 1…1000.
    public var rawValue: Int { level >> 1 }

    /// A priority, or `nil` outside 1…1000.
    public init?(_ rawValue: Int) {
        guard (1...1000).contains(rawValue) else { return nil }
        level = 2 * rawValue
    }

    private init(unchecked rawValue: Int) { level = 2 * rawValue }
    private init(level: Int) { self.level = level }

    /// Optional, yet above every optional priority (999 included) and below required: for the
    /// solver's own wishes that no constraint a user makes should tie with (the constants a layout
    /// holds in edit variables). Reads as 999.
    public static let aboveOptional = Priority(level: 2 * 999 + 1)

    public static let required = Priority(unchecked: 1000)
    public static let high = Priority(unchecked: 750)
    public static let medium = Priority(unchecked: 500)
    public static let low = Priority(unchecked: 250)
    public static let fittingSizeLevel = Priority(unchecked: 50)

    public var isRequired: Bool { level == 2000 }

    public static func < (a: Priority, b: Priority) -> Bool { a.level < b.level }

    public var description: String { String(rawValue) }
}
