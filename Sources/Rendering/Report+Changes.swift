import Layout

/// What changed: the frames that moved and the scroll views whose content changed.
extension Report {
    /// One line per change, names padded to the longest:
    ///
    ///     title  (16,108,343,60) → (16,108,343,80)
    ///     sv     contentSize 375×667 → 375×1330
    ///
    /// A view's frame (in its superview's coordinates) that moved or resized, a view that appeared
    /// (`added (0,0,375,100)`) or disappeared (`removed`), and for a scroll view a new contentSize,
    /// contentOffset (`offset (0,0) → (0,200)`) or zoom scale (`zoom 1× → 2.5×`). Frames come first,
    /// in the new tree order with removed views after them, then the scroll views' lines, as SPEC §5
    /// lists them; a scroll view that just appeared has no content line (its scroll line says it all).
    /// Empty when nothing changed.
    ///
    /// At most ``changesListed`` frame lines are printed: past them one line counts the rest,
    /// `…and 480 more frames changed — frames lists every frame`, so a change at the top of a long
    /// stack does not print a line per view below it. The scroll views' lines always follow. The
    /// JSON (``json(from:to:)``) lists every change.
    public static func changes(from old: LayoutSnapshot, to new: LayoutSnapshot) -> [String] {
        let frames = LayoutChange.frameChanges(old, new, listing: changesListed)
        let listed = frames.listed + LayoutChange.scrollChanges(old, new)
        var lines = Format.named(listed.map { ($0.name, $0.text) })
        if frames.count > changesListed {
            lines.insert("…and \(frames.count - changesListed) more frames changed — frames lists every frame",
                         at: changesListed)
        }
        return lines
    }

    /// How many frame changes are printed before the rest are counted.
    static let changesListed = 20
}
