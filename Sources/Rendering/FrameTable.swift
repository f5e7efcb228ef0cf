import Layout

/// The `frames` table: frame, bounds, window rect and transform of every view, in aligned columns.
///
/// Columns are left-aligned, padded with spaces to their widest cell and two spaces apart; alignment
/// is output, so notebooks record it exactly. Rows keep the order given. A view whose
/// `safeAreaInsets` are not zero has a second line under its row, `safeAreaInsets (59,0,34,0)` in
/// the frame column.
///
/// In a terminal narrower than the table (`columns`), the columns that say nothing are left out,
/// with a line that says so: the transform when every one is the identity, then the bounds when
/// every view's are at (0,0) with its frame's size. Frames and window rects always show.
public enum FrameTable {
    static let header = ["view", "frame", "bounds", "window", "transform"]

    /// The table for `rows`, header first, lines joined with "\n", no trailing spaces.
    public static func render(rows: [FrameRow], columns: Int? = nil) -> String {
        var table = [header] + rows.map { row in
            [
                row.name, Format.rect(row.frame), Format.rect(row.bounds), Format.rect(row.window),
                row.transform.isIdentity ? "identity" : Format.transform(row.transform),
            ]
        }
        func widths(_ table: [[String]]) -> [Int] {
            var widths = Array(repeating: 0, count: table[0].count)
            for line in table {
                for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
            }
            return widths
        }
        func width(_ table: [[String]]) -> Int { widths(table).reduce(0, +) + 2 * (table[0].count - 1) }
        var leftOut: [String] = []
        if let columns, width(table) > columns, rows.allSatisfy(\.transform.isIdentity) {
            table = table.map { Array($0.dropLast()) }
            leftOut.append("transforms, all identity")
        }
        if let columns, width(table) > columns,
           rows.allSatisfy({ $0.bounds == Rect(x: 0, y: 0, width: $0.frame.width, height: $0.frame.height) }) {
            table = table.map { line in line.enumerated().filter { $0.offset != 2 }.map(\.element) }
            leftOut.append("bounds, all (0,0,w,h)")
        }
        let widths = widths(table)
        var lines: [String] = []
        for (index, line) in table.enumerated() {
            var text = ""
            for (column, cell) in line.enumerated() {
                if column > 0 { text += "  " }
                text += cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            while text.last == " " { text.removeLast() }
            lines.append(text)
            // A view with a safe area gets a line of its own under its row, in the frame column.
            if index > 0, rows[index - 1].safeArea != .zero {
                lines.append(String(repeating: " ", count: widths[0] + 2) + "safeAreaInsets "
                             + Format.insets(rows[index - 1].safeArea))
            }
        }
        if !leftOut.isEmpty {
            lines.append("(not shown, to fit \(columns ?? 0) columns: \(leftOut.joined(separator: "; ")))")
        }
        return lines.joined(separator: "\n")
    }
}
