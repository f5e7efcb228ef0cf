import Cassowary

extension Layout {
    /// Re-makes a view's implicit constraints: the autoresizing-mask ones that hold a frame-made
    /// view to its frame, and the four an intrinsic content size implies
    /// (`width <= w @hugging`, `width >= w @compressionResistance`, and the same for height).
    mutating func updateImplicitConstraints(of id: ViewID) {
        let previous = implicit[id] ?? []
        implicit[id] = []
        if id.rawValue < measurements.count { measurements[id.rawValue] = nil }
        guard let v = view(id) else {
            for old in previous { deleteConstraint(old) }
            return
        }
        var made: [LayoutConstraint] = []
        if v.translatesAutoresizingMaskIntoConstraints, let f = v.declaredFrame {
            if let mask = v.autoresizingMask, let parent = v.superview, let reference = v.autoresizingReference {
                made += Self.autoresizingConstraints(of: id, frame: f, mask: mask, in: parent, parentSize: reference,
                                                     inScrollView: isScrollView(parent))
            } else {
                made += Self.frameConstraints(of: id, f, priority: 1000, origin: .autoresizingMask)
            }
        } else if v.holdsFrameSetAfterPass, let f = v.declaredFrame {
            made += Self.frameConstraints(of: id, f, priority: 999, origin: .frameSetAfterPass)
        }
        if let size = intrinsicSize(of: id) {
            intrinsicSizes[id] = size
            noteNarrowed(id, size, lineWidth: v.label.map { TextMetrics.unwrappedSize($0, scale: textScale).width },
                         padding: v.label?.sizePadding.width ?? 0)
            for axis in Axis.allCases {
                let attribute: Attribute = axis == .horizontal ? .width : .height
                let value = axis == .horizontal ? size.width : size.height
                // UIView.noIntrinsicMetric: nothing of its own on this axis.
                if value < 0 { continue }
                var hugging = v.huggingPriority[axis] ?? 250
                var resistance = v.compressionResistance[axis] ?? 750
                // A label that wraps at its solved width (numberOfLines 0 or more than one, no
                // explicit preferredMaxLayoutWidth) never holds its one-line width against required
                // constraints: it wraps instead, with no conflict, at a resistance of 1000 too, as
                // IB's canvas (UIKit's engine) lays it out. Just below required, it keeps every
                // other priority's order — its hugging still below its resistance (a hugging of 999
                // goes to 998), so that two such labels held to one width (rows tied edge to edge)
                // take the wider one's wrapped width, as UIKit's, not squeeze each other down.
                // A required hugging stays required: the label never grows past its text on one
                // line, and a layout that stretches it conflicts, as in UIKit.
                if axis == .horizontal, resistance >= 1000, let label = v.label, label.numberOfLines != 1,
                   !label.isTextView, label.explicitWrapWidth == nil {
                    resistance = 999
                    if hugging < 1000 { hugging = Swift.min(hugging, 998) }
                }
                made.append(LayoutConstraint(.view(id), attribute, .lessThanOrEqual, constant: value,
                                             priority: hugging, origin: .contentHugging(axis)))
                made.append(LayoutConstraint(.view(id), attribute, .greaterThanOrEqual, constant: value,
                                             priority: resistance, origin: .compressionResistance(axis)))
            }
        }
        // A constraint made again exactly as it stands (setting a label's text to one as long, adding
        // the view to a superview) is kept in the solver: taking out and putting back the same
        // constraint changes nothing but the work, which was most of a pasted screen's.
        var kept: [LayoutConstraintID?] = made.map { _ in nil }
        var unmatched: [LayoutConstraintID] = []
        for old in previous {
            if let entry = entries[old], entry.isActive, entry.broken == nil,
               let i = made.indices.first(where: { kept[$0] == nil && made[$0] == entry.constraint }) {
                kept[i] = old
            } else {
                unmatched.append(old)
            }
        }
        for old in unmatched { deleteConstraint(old) }
        // A new autoresizing constraint goes in with the content-size constraints kept set aside
        // (``withContentSizeSetAside(of:_:)``).
        let aside = zip(made, kept).contains { c, old in old == nil && c.origin == .autoresizingMask }
            ? zip(made, kept).compactMap { c, old in old.flatMap { Self.isContentSize(c) ? $0 : nil } } : []
        for a in aside { removeFromSolver(a) }
        for (c, old) in zip(made, kept) {
            if let old {
                implicit[id, default: []].append(old)
                continue
            }
            let cid = LayoutConstraintID(nextConstraint)
            nextConstraint += 1
            entries[cid] = Entry(constraint: c, isActive: false)
            implicit[id, default: []].append(cid)
            install(cid, relayingOut: false)
        }
        for a in aside { addToSolver(a) }
        // A proportional stack divides its length by its views' intrinsic lengths.
        for s in proportionalStacks(around: id) { regenerateStack(s) }
    }

    /// Whether a constraint is a view's content hugging or compression resistance.
    static func isContentSize(_ c: LayoutConstraint) -> Bool {
        switch c.origin {
        case .contentHugging, .compressionResistance: true
        default: false
        }
    }

    /// Runs `body` (adding required constraints on the view's size: its autoresizing mask's) with
    /// the view's content hugging and compression resistance out of the solver, then puts them
    /// back. Added after them, a required equality on a size only they held has every variable
    /// already solved for, and the solver meets it through an artificial variable, pivoting the
    /// screen's edits through every row that reads the screen's size and back: forty labels with
    /// every mask flag set cost time growing with the cube of the labels. Added before them, the
    /// size is the new equality's own, and they go in after as any inequality does. The layout
    /// they settle on is the same: the same constraints.
    public mutating func withContentSizeSetAside(of id: ViewID, _ body: (inout Layout) -> Void) {
        let aside = (implicit[id] ?? []).filter { cid in
            entries[cid].map { $0.isActive && $0.broken == nil && !$0.solverIDs.isEmpty && Self.isContentSize($0.constraint) } ?? false
        }
        for a in aside { removeFromSolver(a) }
        body(&self)
        for a in aside { addToSolver(a) }
    }

    /// The scale text sizes round up to: the device's (2 or 3), @3x on a bare screen, unless
    /// ``setTextScale(_:)`` chose one.
    public var textScale: Double {
        environment.textScaleOverride ?? environment.device?.scale ?? TextMetrics.defaultScale
    }

    /// Rounds text sizes up to `1/scale` points whatever the screen (nil: the screen's scale
    /// again), and measures every label again. Interface Builder before Xcode 8 stored whole
    /// points: a document from then is measured with `setTextScale(1)`.
    public mutating func setTextScale(_ scale: Double?) throws(LayoutError) {
        if let scale, !(scale.isFinite && scale >= 1) { throw .invalidNumber("the text scale") }
        let old = textScale
        environment.textScaleOverride = scale
        remeasureText(from: old)
        relayout()
    }

    /// Measures every label again after the screen's scale changed from `oldScale` (a label's
    /// size is rounded to the pixel): nothing to do when it did not.
    mutating func remeasureText(from oldScale: Double) {
        guard textScale != oldScale else { return }
        for (index, view) in views.enumerated() where view?.label != nil {
            let id = ViewID(index)
            intrinsicSizes[id] = nil
            narrowedLabels.remove(id)
            updateImplicitConstraints(of: id)
        }
    }

    /// The four constraints that hold a view at `frame`: its left, top, width and height.
    static func frameConstraints(of id: ViewID, _ frame: Rect, priority: Int, origin: ConstraintOrigin) -> [LayoutConstraint] {
        [(Attribute.left, frame.minX), (.top, frame.minY), (.width, frame.width), (.height, frame.height)].map { attribute, value in
            LayoutConstraint(.view(id), attribute, .equal, constant: value, priority: priority, origin: origin)
        }
    }

    /// The intrinsic content size of a label or image view (nil for other views). A label that may
    /// wrap uses its currently solved width, once there is one.
    func intrinsicSize(of id: ViewID) -> Size? {
        guard let v = view(id), !v.sizedByContainer else { return nil }
        if let image = v.imageSize { return image }
        guard let label = v.label else { return nil }
        if let explicit = label.explicitWrapWidth { return Self.padded(TextMetrics.intrinsicSize(label, width: explicit, scale: textScale), label) }
        let solvedWidth = variables[id.rawValue].map { solver.value(of: $0.width) }
        let known = intrinsicSizes[id] != nil ? solvedWidth : nil
        return Self.padded(TextMetrics.intrinsicSize(label, width: known, scale: textScale), label)
    }

    /// A label's measured size with what its class's `intrinsicContentSize` override adds
    /// (``LabelContent/sizePadding``), never below 0.
    public static func padded(_ size: Size, _ label: LabelContent) -> Size {
        guard label.sizePadding != .zero else { return size }
        return Size(width: max(0, size.width + label.sizePadding.width), height: max(0, size.height + label.sizePadding.height))
    }

    /// Brings the layout up to date: UIKit's second pass for wrapping labels (a label's height
    /// depends on its solved width; re-measure and re-solve until nothing changes) and for the
    /// guides whose insets depend on the solved frames (see ``refreshDeviceGuides()``).
    ///
    /// Only labels whose solved width moved since they were last measured are measured again, so
    /// a change that moves no label's width costs nothing here.
    ///
    /// Sizes below 0 are looked at once both passes are done (``enforceSizeRules(after:)``): in
    /// between, a guide may still have the insets of the screen before (a phone after an iPad),
    /// a state that is no layout's. `culprit` is the constraint the change was about, the one a
    /// conflict with the size rule breaks.
    mutating func relayout(after culprit: LayoutConstraintID? = nil) {
        settleEditableConstants(after: nil)
        rewrapFromOneLine()
        for _ in 0..<8 {
            var changed = false
            for id in wrappingOrder {
                guard let vars = variables[id.rawValue] else { continue }
                let width = solver.value(of: vars.width)
                if let last = measurements[id.rawValue] {
                    if last.width == width { continue }
                    // Text on one line at both widths measures the same: nothing to re-solve.
                    if TextMetrics.staysOnOneLine(lineWidth: last.lineWidth, at: last.width),
                       TextMetrics.staysOnOneLine(lineWidth: last.lineWidth, at: width) {
                        measurements[id.rawValue]?.width = width
                        continue
                    }
                }
                guard let label = views[id.rawValue]?.label else { continue }
                measurements[id.rawValue] = Measurement(width: width, lineWidth: TextMetrics.unwrappedSize(label, scale: textScale).width)
                guard let size = intrinsicSize(of: id), size != intrinsicSizes[id] else { continue }
                intrinsicSizes[id] = size
                noteNarrowed(id, size, lineWidth: measurements[id.rawValue]?.lineWidth, padding: label.sizePadding.width)
                for cid in implicit[id] ?? [] {
                    guard let c = entries[cid]?.constraint, c.origin != .autoresizingMask else { continue }
                    try? setConstantQuietly(cid, c.firstAttribute == .height ? size.height : size.width)
                    settleEditableConstants(after: cid)
                }
                // A proportional stack shares its length by its views' intrinsic lengths: a label
                // that wraps at its width has a new one, and UIKit's stack, told so
                // (invalidateIntrinsicContentSize), divides by it (it kept the one-line height).
                for s in proportionalStacks(around: id) { regenerateStack(s, relayingOut: false) }
                changed = true
            }
            // The second pass for the device: safe areas, margins and readable widths that depend
            // on where views were laid out, and the scroll views' adjusted insets.
            if refreshDeviceGuides() { changed = true }
            // Both passes done: a size below 0 gets its rule, and a change goes round again.
            if !changed, enforceSizeRules(after: culprit) { changed = true }
            if !changed { return }
        }
        // Still moving after eight rounds: the sizes are made right all the same.
        enforceSizeRules(after: culprit)
    }

    /// UIKit's first pass, again: a wrapped label asks for the width it was last solved at, and held
    /// at compression resistance that width would outlive the constraints that made it (narrowed
    /// once, a label stayed narrow after its constraints were remade wider), so the frame would
    /// depend on history. Each wrapped label is solved once more asking for its text on one line;
    /// where that gives another width, it is measured anew there, so its frame is a function of
    /// the constraints that hold.
    mutating func rewrapFromOneLine() {
        // Only a label measured narrower than its one-line text asks for a width of the past.
        for id in narrowedLabels.sorted() where wraps[id.rawValue] {
            guard let asked = intrinsicSizes[id], let vars = variables[id.rawValue],
                  let label = views[id.rawValue]?.label else { continue }
            let line = Self.padded(TextMetrics.unwrappedSize(label, scale: textScale), label)
            let widths = (implicit[id] ?? []).filter { cid in
                guard let c = entries[cid]?.constraint else { return false }
                return c.origin != .autoresizingMask && c.firstAttribute == .width
            }
            // Only a label that its own width constraints hold where it is can be held by history;
            // one whose width other constraints fix (pinned left and right) needs no second look.
            let held = widths.contains { cid in
                entries[cid]?.solverIDs.first.map { solver.isHeld(vars.width, by: $0) } ?? false
            }
            guard held else { continue }
            for cid in widths { try? setConstantQuietly(cid, line.width) }
            let free = solver.value(of: vars.width)
            if free == asked.width {
                for cid in widths { try? setConstantQuietly(cid, asked.width) }
                continue
            }
            let size = Self.padded(TextMetrics.intrinsicSize(label, width: free, scale: textScale), label)
            intrinsicSizes[id] = size
            // (The line as UIKit's label measures it, its padding apart.)
            noteNarrowed(id, size, lineWidth: line.width - label.sizePadding.width, padding: label.sizePadding.width)
            measurements[id.rawValue] = Measurement(width: free, lineWidth: line.width)
            for cid in implicit[id] ?? [] {
                guard let c = entries[cid]?.constraint, c.origin != .autoresizingMask else { continue }
                try? setConstantQuietly(cid, c.firstAttribute == .height ? size.height : size.width)
            }
            settleEditableConstants(after: nil)
        }
    }

    /// Marks a label measured narrower than its one-line text (`lineWidth`, its padding apart;
    /// `size` with the `padding` an intrinsicContentSize override adds).
    mutating func noteNarrowed(_ id: ViewID, _ size: Size, lineWidth: Double?, padding: Double) {
        if let lineWidth, size.width >= 0, size.width - padding < lineWidth { narrowedLabels.insert(id) } else { narrowedLabels.remove(id) }
    }

    mutating func setConstantQuietly(_ id: LayoutConstraintID, _ value: Double) throws {
        guard var entry = entries[id] else { return }
        entry.constraint.constant = value
        entries[id] = entry
        if let solverID = entry.solverIDs.first, let c = try? solverConstraint(for: entry.constraint) {
            try solver.setConstant(solverID, c.expression.constant)
        }
    }

    /// Constraints that cross a scroll view's boundary carry its contentOffset in their constant;
    /// after the offset changes they are updated in place.
    mutating func refreshOffsetConstants(of scrollView: ViewID) {
        for id in (index.offsetDependents[scrollView] ?? []).sorted() {
            guard let entry = entries[id], entry.isActive, let solverID = entry.solverIDs.first,
                  let c = try? heldForm(entry), let current = solver.constraint(solverID) else { continue }
            if current.expression.constant != c.expression.normalized.constant {
                try? solver.setConstant(solverID, c.expression.normalized.constant)
            }
        }
    }
}

/// The solved width a wrapping label was last measured at, and the width of its text on one line.
struct Measurement: Sendable {
    var width: Double
    var lineWidth: Double
}
