import Layout

/// The alignment rectangles of SF Symbol image views. An image view showing a system image
/// (`<imageView image="arrow.left" catalog="system">`) takes the symbol image's
/// `alignmentRectInsets` as its own: the constraints place the symbol's alignment rectangle,
/// and the frame IB stores is that rectangle grown (or, for a symbol lower than the line it is
/// drawn for, shrunk) by the insets. The insets are the image's, in points, whatever size the
/// view is constrained to (a chevron's frame is 3.67 pt shorter at 15, 20 and 25 pt), so they
/// are a property of the symbol and its configuration alone. Apple does not publish them: the
/// table holds the amounts read off frames IB stored, for the default configuration (no
/// `preferredSymbolConfiguration`, or one that only says `scale="default"`), on the vertical
/// edges (IB's stored frames show no horizontal ones). A symbol missing from it, or drawn with
/// another configuration, keeps its constrained rectangle as its frame, and a misplaced one says
/// why.
public enum SymbolAlignment {
    /// Top and bottom `alignmentRectInsets` of symbols in the default configuration, in points
    /// (negative: the frame is inside the alignment rectangle). Rounded to thirds of a point, as
    /// IB stores frames on a 3× screen; a circled symbol's shared circle gives the same insets
    /// (read as 0.5 on a 2× canvas). `calendar.badge.plus`, `list.bullet` and `person.3.fill`
    /// were read on a 2× canvas, to the half point.
    static let defaultInsets: [String: (top: Double, bottom: Double)] = [
        "arrow.left": (-3, -2.667),
        "arrow.left.circle": (-0.667, -0.667),
        "calendar.badge.plus": (-1.5, 0.5),
        "calendar.circle.fill": (-0.667, -0.667),
        "checkmark.circle.fill": (-0.667, -0.667),
        "chevron.left": (-2, -1.667),
        "chevron.right": (-2, -1.667),
        "circle": (-1.167, -0.167),
        "clock": (-0.667, -0.667),
        "delete.backward": (-1.667, -1.333),
        "exclamationmark.circle.fill": (-0.667, -0.667),
        "globe": (-0.667, -0.667),
        "key.fill": (1, 1.333),
        "list.bullet": (-2.5, -3),
        "magnifyingglass.circle.fill": (-0.667, -0.667),
        "person.3.fill": (-1.5, -1.5),
        "phone.fill": (-1.5, -1),
        "placeholdertext.fill": (-1, -1.5),
        "play.circle.fill": (-0.667, -0.667),
        "plus": (-2.333, -2),
        "questionmark.circle": (-0.667, -0.667),
        "questionmark.circle.fill": (-0.667, -0.667),
        "star.fill": (0.333, -0.667),
        "tray.fill": (-1.5, -2),
    ]

    /// What is known of a symbol image view's alignment rectangle.
    public enum Insets: Hashable, Sendable {
        /// The symbol's insets, read from the table.
        case known(EdgeInsets)
        /// Not known: why, for the misplacement note.
        case unknown(String)
    }

    /// The insets of an image view showing system image `symbol` in `configuration` (nil: the
    /// default one; else how the document configures it, e.g. `scale="large"`).
    public static func insets(of symbol: String, configuration: String?) -> Insets {
        if let configuration {
            return .unknown("SF Symbol '\(symbol)' drawn with \(configuration): its alignment insets in that configuration are not known")
        }
        guard let known = defaultInsets[symbol] else {
            return .unknown("SF Symbol '\(symbol)': its alignment insets are not known")
        }
        return .known(EdgeInsets(top: known.top, bottom: known.bottom))
    }
}
