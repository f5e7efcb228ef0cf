/// `UIFont.Weight`: how heavy the system font is drawn. Text measures by the weight's table in
/// ``SystemFontMetrics``; a weight without its own table uses the nearest one (ultra light and
/// thin measure as light, their letters narrower from 20 pt: ``TextMetrics/hairlineScale(of:fontSize:weight:)``;
/// black as heavy).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The weight a name stands for: Swift's (`.semibold`, `UIFont.Weight.bold`), a storyboard's
    /// `weight` attribute, ignoring case (`Semibold`, `ultralight`).
    public init?(name: String) {
        let key = String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
        guard let weight = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = weight
    }
}
