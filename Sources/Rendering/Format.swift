import Layout

/// How the reports spell numbers and geometry: every number through ``formatNumber(_:)`` (integers
/// without a fraction, at most three decimals), frames `(x,y,w,h)`, sizes `375×667`, points `(0,200)`,
/// insets `(top,left,bottom,right)` in the order `sv.contentInset = …` is typed, ranges `0…663`,
/// transforms `[a b c d tx ty]`.
enum Format {
    /// ``formatNumber(_:)``: at most three decimals, no `-0`, no exponent (`inf` when not finite).
    static func number(_ x: Double) -> String {
        formatNumber(x)
    }

    static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)),\(number(r.minY)),\(number(r.width)),\(number(r.height)))"
    }

    static func size(_ s: Size) -> String {
        "\(number(s.width))×\(number(s.height))"
    }

    static func point(_ p: Point) -> String {
        "(\(number(p.x)),\(number(p.y)))"
    }

    static func insets(_ i: EdgeInsets) -> String {
        "(\(number(i.top)),\(number(i.left)),\(number(i.bottom)),\(number(i.right)))"
    }

    static func range(_ r: ScrollRange) -> String {
        "\(number(r.min))…\(number(r.max))"
    }

    static func transform(_ t: Transform) -> String {
        "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]"
    }

    /// `2.5×`.
    static func scale(_ z: Double) -> String {
        "\(number(z))×"
    }

    /// Lines of `name  text`, the names padded to the longest so the texts start in one column.
    static func named(_ rows: [(name: String, text: String)]) -> [String] {
        let width = rows.map(\.name.count).max() ?? 0
        return rows.map { row in
            row.name + String(repeating: " ", count: width - row.name.count + 2) + row.text
        }
    }
}
