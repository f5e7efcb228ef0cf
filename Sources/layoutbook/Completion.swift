import Service

/// Tab at the shell's prompt: ``TabCompletion`` finds the words; the shell lists them in columns.
typealias Completion = TabCompletion

extension TabCompletion {
    /// The candidates in columns across `width`, one line per row, ending in a newline.
    static func columns(_ items: [String], width: Int) -> String {
        let cell = (items.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / max(cell, 1))
        let rows = (items.count + perRow - 1) / perRow
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<perRow {
                let index = column * rows + row
                guard index < items.count else { break }
                let item = items[index]
                let last = column == perRow - 1 || index + rows >= items.count
                line += last ? item : item + String(repeating: " ", count: cell - item.count)
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
