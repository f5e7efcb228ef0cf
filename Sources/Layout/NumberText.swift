/// A number as a message shows it: plainly when it is ordinary (`8`, `0.5`), in exponent form
/// when it is very large or very small (`1e+300`, `1e-12`), never a 301-digit integer, and in
/// words when it is not a number at all (NaN, of either sign, is "NaN (not a number)").
public enum NumberText {
    public static func describe(_ value: Double) -> String {
        if value.isNaN { return "NaN (not a number)" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        let size = abs(value)
        if size == 0 || (size >= 1e-3 && size < 1e12) { return formatNumber(value) }
        return "\(value)"
    }
}
