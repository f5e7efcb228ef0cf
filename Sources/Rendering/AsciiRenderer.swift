import Layout

/// Draws a scene as a text picture: the screen as a box of ``width`` columns and every view as a box
/// inside it at its scaled place, named in its top border.
///
/// Scaling: a point `x` lands in column `round(x × (width − 1) / screenWidth)` and `y` in row
/// `round(y × (rows − 1) / screenHeight)`, halves rounded up (see `CellScale`), so the screen's edges
/// are the picture's first and last column and row, and views that share an edge share a column.
/// `rows = round(width × screenHeight / screenWidth / 2)`, because a terminal cell is about twice as
/// tall as it is wide. The same scene always gives the same bytes.
public struct AsciiRenderer: Sendable {
    /// Columns of the whole picture, the screen's border included (60 in notebooks). Values below 2
    /// count as 2 and above 1000 as 1000.
    public var width: Int
    public var characters: BoxCharacters
    /// The most rows a picture may have. A taller picture is drawn with this many rows and
    /// proportionally fewer columns, so that a very tall screen or content cannot flood the output.
    public var maxRows: Int

    public init(width: Int = 60, characters: BoxCharacters = .unicode, maxRows: Int = 500) {
        self.width = width
        self.characters = characters
        self.maxRows = maxRows
    }

    /// The screen with every node of `scene` drawn over it in order, each clipped to its `clip` and
    /// to the screen.
    public func render(_ scene: Scene) -> String {
        renderLines(scene).joined(separator: "\n")
    }

    /// The picture of ``render(_:)``, line by line.
    func renderLines(_ scene: Scene) -> [String] {
        let scale = scale(for: scene.screen)
        var canvas = Canvas(columns: scale.columns, rows: scale.rows)
        let screen = scale.picture
        canvas.drawBox(named: "", text: nil, at: screen, clippedTo: screen, characters: characters)
        // Nothing shows outside the screen: it clips like a scroll view whose border is the picture's.
        draw(scene.nodes, scale: scale, within: screen, onto: &canvas)
        return canvas.lines
    }

    /// Draws nodes in order, each clipped to its own clip and to `outer`.
    func draw(_ nodes: [SceneNode], scale: CellScale, within outer: CellRect, onto canvas: inout Canvas) {
        for node in nodes {
            // A view without area is invisible in UIKit too; the frames table still lists it.
            guard node.rect.width > 0, node.rect.height > 0, let box = scale.cells(node.rect),
                  let clip = Self.clip(of: node, scale: scale, within: outer) else { continue }
            canvas.drawBox(named: node.name, text: node.kind.text, at: box, clippedTo: clip, characters: characters)
        }
        // Last, so that subviews sharing a scroll view's bottom border do not hide what it names.
        for node in nodes {
            guard let footnote = node.outOfSight, let box = scale.cells(node.rect),
                  let clip = Self.clip(of: node, scale: scale, within: outer) else { continue }
            canvas.paintFootnote(footnote, box: box, clippedTo: clip, characters: characters)
        }
    }

    /// The cells a node may paint: `outer`, narrowed to the node's own clip; nil when none show.
    static func clip(of node: SceneNode, scale: CellScale, within outer: CellRect) -> CellRect? {
        clip(node.clip, scale: scale, within: outer)
    }

    static func clip(_ nodeClip: Rect?, scale: CellScale, within outer: CellRect) -> CellRect? {
        guard let nodeClip else { return outer }
        guard nodeClip.width >= 0, nodeClip.height >= 0, let cells = scale.cells(nodeClip) else { return nil }
        return cells.intersection(outer)
    }

    /// How a picture of a screen this size maps points to cells.
    func scale(for screen: Size) -> CellScale {
        CellScale(extent: Rect(origin: .zero, size: screen), width: width, maxRows: maxRows)
    }

    /// What a view at `rect` (window coordinates) with clip `clip` adds to a picture at `scale`:
    /// whether its box paints any cell, and how many cells its bottom border has for a footnote
    /// (nil: none). A view that paints nothing and has no room for a footnote can be left out
    /// of the scene without changing a byte of the picture — the test ``Report`` uses to build a
    /// scene of only what can be seen.
    static func contribution(of rect: Rect, clip: Rect?, scale: CellScale) -> (paints: Bool, footnoteRoom: Int?) {
        contribution(of: rect, clipCells: Self.clip(clip, scale: scale, within: scale.picture), scale: scale)
    }

    /// The same, given the clip already in cells (``clip(_:scale:within:)`` of the clip within
    /// the picture): the views inside one scroll view share it.
    static func contribution(of rect: Rect, clipCells: CellRect?, scale: CellScale) -> (paints: Bool, footnoteRoom: Int?) {
        guard let cells = clipCells, let box = scale.cells(rect) else { return (false, nil) }
        let paints = rect.width > 0 && rect.height > 0 && Canvas.visibleCells(of: box, clippedTo: cells) != nil
        return (paints, Canvas.footnoteRoom(box: box, clippedTo: cells))
    }
}

extension SceneNode.Kind {
    /// What is written inside the box: a label's lines, nothing for other views.
    var text: BoxText? {
        guard case .label(let text, let lines) = self else { return nil }
        return lines.map(BoxText.lines) ?? .wrapping(text)
    }
}

/// The text inside a box: lines as they are, one a row, or a text to wrap to the box's width.
enum BoxText {
    case lines([String])
    case wrapping(String)
}
