import Layout

/// Painting a view as a box: borders, the name in the top border, a label's text inside.
extension Canvas {
    /// Paints a view's box whose borders lie on `box`, showing only what lies within `clip`.
    ///
    /// A view that reaches past its clip on a side stops one cell inside the clip there and has no
    /// border on that side: the clipping view's own border stays visible as the edge of what can be
    /// seen. A box is opaque, so a child hides what of its parent lies beneath it. Boxes too small for
    /// two borders in a direction still show: one cell is a dot, one row is `[name]`, one column is a
    /// column of dots.
    mutating func drawBox(
        named name: String, text: BoxText?, at box: CellRect, clippedTo clip: CellRect,
        characters: BoxCharacters
    ) {
        let edges = ClippedEdges(box: box, clip: clip)
        guard let visible = Self.visibleCells(of: box, clippedTo: clip) else { return }
        // A name this box is painted over the middle of would leave a stray piece beside it
        // (`┌rectang…┐w──`): note which rows a name runs under each side of the box, to cut it.
        let first = edges.left ? visible.left : box.left
        let last = edges.right ? visible.right : box.right
        let rows = stride(from: visible.top, through: visible.bottom, by: 1)
        let cutOnLeft = rows.filter { isName(column: first, row: $0) && isName(column: first - 1, row: $0) }
        let cutOnRight = rows.filter { isName(column: last, row: $0) && isName(column: last + 1, row: $0) }
        defer {
            for row in cutOnLeft { cutName(row: row, endingBefore: first, ellipsis: characters.ellipsis) }
            for row in cutOnRight { eraseName(row: row, startingAfter: last, fill: characters.horizontal) }
        }

        let wide = box.right > box.left, tall = box.bottom > box.top
        switch (wide, tall) {
        case (false, false):
            put(characters.dot, column: box.left, row: box.top)
        case (true, false):
            paintBorderRow(
                box.top, of: box, visible: visible, edges: edges,
                ends: (characters.barLeft, characters.barRight), fill: characters.horizontal,
                name: name, characters: characters)
        case (false, true):
            for row in stride(from: visible.top, through: visible.bottom, by: 1) {
                put(characters.dot, column: box.left, row: row)
            }
        case (true, true):
            paintFullBox(named: name, text: text, at: box, visible: visible, edges: edges, characters: characters)
        }
    }

    /// Which sides of a box lie beyond its clip and so are not drawn.
    private struct ClippedEdges {
        var left, top, right, bottom: Bool

        init(box: CellRect, clip: CellRect) {
            left = box.left < clip.left
            top = box.top < clip.top
            right = box.right > clip.right
            bottom = box.bottom > clip.bottom
        }
    }

    /// The cells of `box` that ``drawBox(named:text:at:clippedTo:characters:)`` may paint within
    /// `clip` (a side beyond the clip gives way to the clip's own border); nil when it paints none,
    /// which is when the box leaves the canvas exactly as it was.
    static func visibleCells(of box: CellRect, clippedTo clip: CellRect) -> CellRect? {
        let edges = ClippedEdges(box: box, clip: clip)
        let visible = CellRect(
            left: edges.left ? clip.left + 1 : box.left,
            top: edges.top ? clip.top + 1 : box.top,
            right: edges.right ? clip.right - 1 : box.right,
            bottom: edges.bottom ? clip.bottom - 1 : box.bottom)
        guard visible.left <= visible.right, visible.top <= visible.bottom else { return nil }
        return visible
    }

    private mutating func paintFullBox(
        named name: String, text: BoxText?, at box: CellRect, visible: CellRect, edges: ClippedEdges,
        characters: BoxCharacters
    ) {
        let innerRows = stride(from: max(visible.top, box.top + 1), through: min(visible.bottom, box.bottom - 1), by: 1)
        let firstColumn = max(visible.left, box.left + 1), lastColumn = min(visible.right, box.right - 1)
        for row in innerRows {
            fill(" ", row: row, from: firstColumn, through: lastColumn)
            if !edges.left { put(characters.vertical, column: box.left, row: row) }
            if !edges.right { put(characters.vertical, column: box.right, row: row) }
        }
        if !edges.top {
            paintBorderRow(
                box.top, of: box, visible: visible, edges: edges,
                ends: (characters.topLeft, characters.topRight), fill: characters.horizontal,
                name: name, characters: characters)
        }
        if !edges.bottom {
            paintBorderRow(
                box.bottom, of: box, visible: visible, edges: edges,
                ends: (characters.bottomLeft, characters.bottomRight), fill: characters.horizontal,
                name: "", characters: characters)
        }
        guard let text else { return }
        // Text is placed relative to the whole box, so a clipped label shows the part of its text
        // that lies in the visible part, as when it is scrolled.
        let room = box.right - box.left - 1
        let lines: [[Character]]
        switch text {
        case .wrapping(let text):
            lines = WordWrap.lines(text, width: room).map(Array.init)
        case .lines(let given):
            // A label's own lines; one wider than the box at the picture's scale is cut with the
            // ellipsis, and the label's own ellipsis is drawn as the picture's.
            lines = given.map { line in
                Self.fitted(line, to: room, ellipsis: characters.ellipsis)
                    .map { $0 == "…" ? characters.ellipsis : $0 }
            }
        }
        // UILabel centres its text vertically: rows left over go half above, half below.
        let interior = max(box.bottom - box.top - 1, 0)
        let shown = lines.prefix(interior)
        let firstRow = box.top + 1 + (interior - shown.count) / 2
        for (index, line) in shown.enumerated() {
            let row = firstRow + index
            guard row >= visible.top, row <= visible.bottom else { continue }
            // A Chinese, Japanese or Korean character, or an emoji, takes two columns, as a
            // terminal shows it.
            var column = box.left + 1
            for character in line {
                let wide = TextMetrics.columns(character) == 2
                if column >= visible.left, column <= visible.right {
                    if wide, column + 1 > visible.right {
                        put(" ", column: column, row: row)
                    } else {
                        put(character, column: column, row: row)
                        if wide { put(Self.continuation, column: column + 1, row: row) }
                    }
                }
                column += wide ? 2 : 1
            }
        }
    }

    /// Paints a horizontal border (or a one-row box) with its ends and, when given, a name.
    ///
    /// The name starts after the left end, or at the first visible cell when the left end is clipped
    /// (so a view scrolled half out of sight still says which view it is), and is cut to fit.
    private mutating func paintBorderRow(
        _ row: Int, of box: CellRect, visible: CellRect, edges: ClippedEdges,
        ends: (left: Character, right: Character), fill: Character, name: String,
        characters: BoxCharacters
    ) {
        self.fill(fill, row: row, from: visible.left, through: visible.right)
        if !edges.left { put(ends.left, column: box.left, row: row) }
        if !edges.right { put(ends.right, column: box.right, row: row) }
        let start = edges.left ? visible.left : box.left + 1
        let end = edges.right ? visible.right : box.right - 1
        let shown = Self.fitted(name, to: end - start + 1, ellipsis: characters.ellipsis)
        for (offset, character) in shown.enumerated() {
            put(character, column: start + offset, row: row, isName: true)
        }
    }

    /// Writes a scroll view's `footnote` into its bottom border, `└─ below: footer ─┘`, over
    /// whatever its subviews drew there (full-page subviews share that border). Only within
    /// `clip`, and only when the bottom border itself is in it.
    mutating func paintFootnote(_ footnote: String, box: CellRect, clippedTo clip: CellRect, characters: BoxCharacters) {
        guard let room = Self.footnoteRoom(box: box, clippedTo: clip) else { return }
        let start = max(box.left + 2, clip.left + 1)
        let shown = Self.fitted(" \(footnote) ", to: room, ellipsis: characters.ellipsis)
        for (offset, character) in shown.enumerated() {
            put(character, column: start + offset, row: box.bottom, isName: true)
        }
    }

    /// How many cells of a box's bottom border a footnote may take within `clip`; nil when it
    /// paints none. A footnote longer than that is cut (``fitted(_:to:ellipsis:)``), so only its
    /// first `room + 1` characters decide what is drawn.
    static func footnoteRoom(box: CellRect, clippedTo clip: CellRect) -> Int? {
        guard box.bottom > box.top, box.bottom <= clip.bottom, box.bottom >= clip.top else { return nil }
        let start = max(box.left + 2, clip.left + 1)
        let end = min(box.right - 1, clip.right - 1)
        return end - start + 1 > 0 ? end - start + 1 : nil
    }

    /// The part of a name left of a box painted over it ends in an ellipsis, as a name cut to
    /// its room does (a single letter stays a letter).
    private mutating func cutName(row: Int, endingBefore column: Int, ellipsis: Character) {
        guard isName(column: column - 2, row: row) else { return }
        put(ellipsis, column: column - 1, row: row, isName: true)
    }

    /// The part of a name right of a box painted over it is no name any more: it becomes the
    /// border it was written in.
    private mutating func eraseName(row: Int, startingAfter column: Int, fill: Character) {
        var next = column + 1
        while isName(column: next, row: row) {
            put(fill, column: next, row: row)
            next += 1
        }
    }

    /// `name` cut to `room` cells: what does not fit is replaced by an ellipsis in the last cell,
    /// except when there is room for one character only, which then is the name's first.
    static func fitted(_ name: String, to room: Int, ellipsis: Character) -> [Character] {
        let characters = Array(name)
        guard room > 0 else { return [] }
        // Counted in columns: a wide character takes two.
        guard TextMetrics.cells(name) > room else { return characters }
        guard room > 1 else { return [characters[0]] }
        var kept: [Character] = []
        var used = 0
        for character in characters {
            let width = TextMetrics.columns(character)
            if used + width > room - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + [ellipsis]
    }
}
