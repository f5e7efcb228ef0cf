import Layout

/// How points map onto character cells: the picture's extent spans columns `0...columns-1` and rows
/// `0...rows-1`, so its edges land on the first and last cell.
///
/// Rounding rule: a coordinate `v` becomes the cell `floor((v - origin) × (cells - 1) / length + 0.5)`,
/// that is to the nearest cell with halves rounded up (toward +∞). Every edge of every view goes through
/// this one function, so two views that share an edge share a column or row, whichever side of the edge
/// they lie on. Halves round up rather than away from zero so that a view's drawn size does not depend
/// on which side of zero it lies (content scrolled above the window has negative coordinates).
struct CellScale: Sendable {
    /// Where a picture's cells come from: the region of points it shows, and its size in cells.
    let extent: Rect
    let columns: Int
    let rows: Int

    /// The widest picture accepted; a wider request is drawn at this width.
    static let maxColumns = 1000
    /// The tallest picture accepted, whatever `maxRows` asks, so that the grid always fits in memory.
    static let rowLimit = 10_000

    /// A scale that fits `extent` into `width` columns, with rows about twice as tall as columns are wide:
    /// `rows = round(width × height / width_points / 2)`. When that exceeds `maxRows` the picture is
    /// drawn with `maxRows` rows and proportionally fewer columns, so a huge extent cannot make a huge
    /// picture. Both dimensions are at least 2, enough for a box's two borders; an extent without area
    /// (or not finite) gets 2 rows and maps every coordinate on its empty axis to the first cell.
    init(extent: Rect, width: Int, maxRows: Int) {
        self.extent = extent
        var columns = min(max(width, 2), Self.maxColumns)
        let maxRows = min(max(maxRows, 2), Self.rowLimit)
        var rows = 2
        let w = extent.width, h = extent.height
        if w.isFinite, h.isFinite, w > 0, h > 0 {
            // The ratio first: multiplying a huge height by the width would overflow to infinity.
            let ratio = h / w
            let ideal = Double(columns) * ratio / 2
            if ideal > Double(maxRows) {
                rows = maxRows
                let narrower = min(Double(maxRows) * 2 / ratio, Double(columns))
                columns = max(2, Int((narrower + 0.5).rounded(.down)))
            } else {
                rows = max(2, Int((ideal + 0.5).rounded(.down)))
            }
        }
        self.columns = columns
        self.rows = rows
    }

    /// The column of a horizontal coordinate, or nil when it is not a finite number.
    func column(_ x: Double) -> Int? {
        Self.cell(x, origin: extent.minX, length: extent.width, cells: columns)
    }

    /// The row of a vertical coordinate, or nil when it is not a finite number.
    func row(_ y: Double) -> Int? {
        Self.cell(y, origin: extent.minY, length: extent.height, cells: rows)
    }

    /// Points above which every coordinate's row is before `top`, and below which every
    /// coordinate's row is after `bottom`: the rows `top…bottom` grown by `margin` rows (a cell
    /// or more, so that rounding in either direction cannot cross them). Nil when the extent has
    /// no height, where every coordinate is row 0.
    func rowBand(_ top: Int, _ bottom: Int, margin: Double) -> (above: Double, below: Double)? {
        let length = extent.height
        guard length.isFinite, length > 0, rows > 1 else { return nil }
        let perRow = length / Double(rows - 1)
        return (extent.minY + (Double(top) - margin) * perRow, extent.minY + (Double(bottom) + margin) * perRow)
    }

    /// The cells of a rectangle's four edges, or nil when any edge is not a finite number.
    func cells(_ rect: Rect) -> CellRect? {
        guard let left = column(rect.minX), let right = column(rect.maxX),
              let top = row(rect.minY), let bottom = row(rect.maxY)
        else { return nil }
        return CellRect(left: left, top: top, right: right, bottom: bottom)
    }

    /// The whole picture in cells.
    var picture: CellRect {
        CellRect(left: 0, top: 0, right: columns - 1, bottom: rows - 1)
    }

    private static func cell(_ v: Double, origin: Double, length: Double, cells: Int) -> Int? {
        guard v.isFinite else { return nil }
        guard length.isFinite, length > 0 else { return 0 }
        // Multiplying before dividing keeps exact results exact (187.5 × 59 / 375 is 29.5, not
        // 29.4999…); the tiny nudge covers coordinates like 0.1 that binary cannot hold.
        let scaled = (v - origin) * Double(cells - 1) / length
        guard !scaled.isNaN else { return nil }
        // Far-off coordinates are clamped so that converting to Int cannot trap.
        let bounded = min(max(scaled, -1e6), 1e6)
        return Int((bounded + 0.5 + 1e-9).rounded(.down))
    }
}
