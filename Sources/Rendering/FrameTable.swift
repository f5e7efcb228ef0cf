import Layout

/// The `frames` table: frame, bounds, window rect and transform of every view, in aligned columns.
///
/// Columns are left-aligned, padded with spaces to their widest cell and two spaces apart; alignment
/// is output, so notebooks record it exactly. Rows keep the order given. A view whose
/// `safeAreaInsets` are not zero has a second line under its row, `safeAreaInsets (59,0,34,0)` in
/// the frame column.
public enum FrameTable {
    static let header = ["view", "frame", "bounds", "window", "transform"]

    /// The table for `rows`, header first, lines joined with "\n", no trailing spaces.
    public static func render(rows: [FrameRow]) -> String {
        let table = [header] + rows.map { row in
            [
                row.name, Format.rect(row.frame), Format.rect(row.bounds), Format.rect(row.window),
                row.transform.isIdentity ? "identity" : Format.transform(row.transform),
            ]
        }
        var widths = Array(repeating: 0, count: header.count)
        for line in table {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
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
        return lines.joined(separator: "\n")
    }
}
