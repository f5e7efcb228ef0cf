/// The visible window of `show sv`, drawn over the content.
extension Canvas {
    /// Paints the outline of `window` with the window characters, over borders and blanks but around
    /// views' names, which a learner needs more than an unbroken line.
    mutating func overlayWindow(_ window: CellRect, characters: BoxCharacters) {
        for column in stride(from: window.left, through: window.right, by: 1) {
            overlay(characters.windowHorizontal, column: column, row: window.top)
            overlay(characters.windowHorizontal, column: column, row: window.bottom)
        }
        for row in stride(from: window.top, through: window.bottom, by: 1) {
            overlay(characters.windowVertical, column: window.left, row: row)
            overlay(characters.windowVertical, column: window.right, row: row)
        }
        overlay(characters.windowTopLeft, column: window.left, row: window.top)
        overlay(characters.windowTopRight, column: window.right, row: window.top)
        overlay(characters.windowBottomLeft, column: window.left, row: window.bottom)
        overlay(characters.windowBottomRight, column: window.right, row: window.bottom)
    }
}
