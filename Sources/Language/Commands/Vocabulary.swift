/// A layout attribute as SnapKit and anchor equations name it, composites included.
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable {
    case left, top, right, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case edges, horizontalEdges, verticalEdges
    case directionalEdges, directionalHorizontalEdges, directionalVerticalEdges
    case size, center, margins, directionalMargins, centerWithinMargins

    /// Whether the attribute stands for several (`edges` is top, left, bottom and right).
    public var isComposite: Bool {
        switch self {
        case .edges, .horizontalEdges, .verticalEdges, .directionalEdges, .directionalHorizontalEdges,
            .directionalVerticalEdges, .size, .center, .margins, .directionalMargins, .centerWithinMargins:
            true
        default:
            false
        }
    }
}

/// An `NSLayoutAnchor` property of a view or layout guide.
public enum AnchorName: String, CaseIterable, Hashable, Sendable {
    case leftAnchor, rightAnchor, topAnchor, bottomAnchor, leadingAnchor, trailingAnchor
    case widthAnchor, heightAnchor, centerXAnchor, centerYAnchor
    case firstBaselineAnchor, lastBaselineAnchor

    /// The attribute a constraint on this anchor constrains.
    public var attribute: LayoutAttribute {
        switch self {
        case .leftAnchor: .left
        case .rightAnchor: .right
        case .topAnchor: .top
        case .bottomAnchor: .bottom
        case .leadingAnchor: .leading
        case .trailingAnchor: .trailing
        case .widthAnchor: .width
        case .heightAnchor: .height
        case .centerXAnchor: .centerX
        case .centerYAnchor: .centerY
        case .firstBaselineAnchor: .firstBaseline
        case .lastBaselineAnchor: .lastBaseline
        }
    }
}

/// A layout guide a view or scroll view offers.
public enum LayoutGuideName: String, CaseIterable, Hashable, Sendable {
    case contentLayoutGuide, frameLayoutGuide, layoutMarginsGuide, safeAreaLayoutGuide, readableContentGuide
}

/// The relation of a constraint.
public enum RelationKind: String, CaseIterable, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// A named priority, in SnapKit's spelling (`high`) or UIKit's (`defaultHigh`).
public enum PriorityName: String, CaseIterable, Hashable, Sendable {
    case required, high, medium, low, defaultHigh, defaultLow, fittingSizeLevel
}

/// A view property that can be assigned with `view.property = value`.
public enum ViewProperty: String, CaseIterable, Hashable, Sendable {
    case contentInset, contentOffset, contentSize
    case minimumZoomScale, maximumZoomScale, zoomScale, zoomView, centering
    case text, numberOfLines, font, preferredMaxLayoutWidth
    /// A label's paragraph line spacing (its attributed text's `NSParagraphStyle.lineSpacing`).
    case lineSpacing
    /// A label's paragraph line heights (`NSParagraphStyle.lineHeightMultiple`,
    /// `minimumLineHeight`, `maximumLineHeight`; 0: none).
    case lineHeightMultiple, minimumLineHeight, maximumLineHeight
    /// A label's attributed text's `.kern`: points after every character (0: none).
    case kern
    case frame
    case translatesAutoresizingMaskIntoConstraints
    case layoutMargins, directionalLayoutMargins, insetsLayoutMarginsFromSafeArea, preservesSuperviewLayoutMargins
    case layoutMarginsFollowReadableWidth
    case viewRespectsSystemMinimumLayoutMargins, prefersStatusBarHidden, additionalSafeAreaInsets
    case contentInsetAdjustmentBehavior, alwaysBounceVertical, alwaysBounceHorizontal
    case axis, spacing, distribution, alignment, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement, isHidden
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`'s cases, as written after the dot.
public enum AdjustmentBehaviorName: String, CaseIterable, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
}

/// How a zoomed scroll view centres content smaller than its bounds.
public enum CenteringMode: String, CaseIterable, Hashable, Sendable {
    /// By adjusting contentInset.
    case inset
    /// By moving the zoom view's frame.
    case frame
    case none
}

/// How much the shell prints after a command.
public enum OutputMode: String, CaseIterable, Hashable, Sendable {
    case picture, changes, quiet
}

/// An axis of a layout.
public enum LayoutAxis: String, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
}

/// The command words that start a line.
enum CommandWord: String, CaseIterable {
    case view, scroll, label, image, stack, remove, screen, rotate
    case zoom, show, frames, constraints, explain, undo, redo, set, help, save, load
    case vfl, flk
    case device
    case `in`
    case cell, fit
    /// Storyboards and xibs: `open FILE`, `scenes`, `scene N|NAME`, `misplaced`.
    case open, scenes, scene, misplaced

    /// The diagnostic for a line that starts with `word`, which is no command: a likely
    /// respelling; or, for the words that leave the interactive shell (which reads them before
    /// they get here), where a script ends.
    static func unknown(_ word: String, at range: SourceRange, nearby names: [String] = []) -> Diagnostic {
        if ["quit", "exit"].contains(word) {
            return Diagnostic(.error, "unknown command '\(word)'", at: range,
                              hint: "'quit' and 'exit' leave the interactive shell; a script ends at its last line").of(.notACommand)
        }
        if ["reset", "clear", "restart", "new"].contains(word) {
            return Diagnostic(.error, "unknown command '\(word)'", at: range,
                              hint: "a session is not emptied in place: 'remove NAME' takes a view with its subviews and "
                                + "constraints, 'undo' takes back an entry, and a new shell starts empty").of(.notACommand)
        }
        return Diagnostic(.error, "unknown command '\(word)'", at: range,
                          suggestion: Suggestion.closest(to: word, in: allCases.map(\.rawValue) + names)).of(.notACommand)
    }
}
