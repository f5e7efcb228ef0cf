/// A grid of character cells that boxes are painted onto, later paint over earlier.
///
/// Cells outside the grid are ignored, so painters need not check bounds. A cell can be marked as
/// holding a name: the window overlay of `show sv` paints around names instead of over them.
struct Canvas {
    let columns: Int
    let rows: Int
    /// Each cell's character as one scalar's value — nearly every character a picture paints is
    /// one scalar, and a scalar costs no reference counting where a `Character` does — or
    /// ``cluster`` for a character of several scalars, kept in `clusters` by cell.
    private var cells: [UInt32]
    private var names: [Bool]
    private var clusters: [Int: Character] = [:]

    /// A cell whose character is several scalars (an emoji with a modifier, a letter with a
    /// combining mark): no scalar has this value.
    private static let cluster: UInt32 = .max
    private static let space = UInt32(UInt8(ascii: " "))

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: Self.space, count: self.columns * self.rows)
        names = Array(repeating: false, count: self.columns * self.rows)
    }

    /// What the cell after a wide character holds: the character is drawn two columns wide, as a
    /// terminal shows it, and this cell prints nothing.
    static let continuation: Character = "\u{0}"

    /// Paints one cell; `isName` records whether it now shows part of a view's name.
    mutating func put(_ character: Character, column: Int, row: Int, isName: Bool = false) {
        guard let index = index(column, row) else { return }
        store(character, at: index)
        names[index] = isName
    }

    private mutating func store(_ character: Character, at index: Int) {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            if cells[index] == Self.cluster { clusters[index] = nil }
            cells[index] = scalar.value
        } else {
            cells[index] = Self.cluster
            clusters[index] = character
        }
    }

    /// Paints `character` into the cells of one row from `first` through `last` (clamped to the
    /// grid), none of them a name: a box's interior, the widest thing a picture paints, in one
    /// pass over the row instead of a cell at a time.
    mutating func fill(_ character: Character, row: Int, from first: Int, through last: Int) {
        guard row >= 0, row < rows else { return }
        let start = max(first, 0), end = min(last, columns - 1)
        guard start <= end else { return }
        let base = row * columns
        guard character.unicodeScalars.count == 1, let value = character.unicodeScalars.first?.value,
              !clusters.keys.contains(where: { $0 >= base + start && $0 <= base + end }) else {
            for column in start...end { put(character, column: column, row: row) }
            return
        }
        cells.withUnsafeMutableBufferPointer { cells in
            names.withUnsafeMutableBufferPointer { names in
                var index = base + start
                while index <= base + end {
                    cells[index] = value
                    names[index] = false
                    index += 1
                }
            }
        }
    }

    /// Whether the cell shows part of a view's name (false outside the grid).
    func isName(column: Int, row: Int) -> Bool {
        guard let index = index(column, row) else { return false }
        return names[index]
    }

    /// Paints one cell unless it shows part of a name.
    mutating func overlay(_ character: Character, column: Int, row: Int) {
        guard let index = index(column, row), !names[index] else { return }
        store(character, at: index)
    }

    /// The picture as text: one line per row, joined with "\n", trailing spaces removed, no final newline.
    var text: String { lines.joined(separator: "\n") }

    /// The picture's rows, trailing spaces removed.
    var lines: [String] {
        // Each row is built as UTF-8 bytes: appending characters to a String one by one costs a
        // copy each.
        var lines: [String] = []
        lines.reserveCapacity(rows)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 * columns)
        for row in 0..<rows {
            let start = row * columns
            var end = start + columns
            while end > start, cells[end - 1] == Self.space { end -= 1 }
            bytes.removeAll(keepingCapacity: true)
            for index in start..<end {
                let value = cells[index]
                if value < 0x80 {
                    // The continuation of a wide character is U+0000 and prints nothing.
                    if value != 0 { bytes.append(UInt8(value)) }
                } else if value == Self.cluster, let character = clusters[index] {
                    bytes.append(contentsOf: character.utf8)
                } else if let scalar = Unicode.Scalar(value), let encoded = UTF8.encode(scalar) {
                    bytes.append(contentsOf: encoded)
                }
            }
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        return lines
    }

    private func index(_ column: Int, _ row: Int) -> Int? {
        guard column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return row * columns + column
    }
}
