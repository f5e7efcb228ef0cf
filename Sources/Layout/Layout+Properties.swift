extension Layout {
    /// Changes a label's text, number of lines or font size; its intrinsic size follows.
    /// A label's font other than by its size and weight: the height of its line per point of
    /// size, and, for a monospaced font, every character's advance per point (nil: the system
    /// font's widths). Both are set, so a system font put back after a named one measures again
    /// as the system font.
    public mutating func setLabelFont(_ id: ViewID, lineHeightPerPoint: Double, monospacedAdvance: Double?,
                                      namedFont: NamedFont? = nil) throws(LayoutError) {
        guard var label = view(id)?.label else { throw .unknownView("#\(id.rawValue)") }
        guard lineHeightPerPoint.isFinite, lineHeightPerPoint > 0 else { throw .invalidNumber("line height") }
        if let monospacedAdvance, !(monospacedAdvance.isFinite && monospacedAdvance > 0) { throw .invalidNumber("advance") }
        guard label.lineHeightPerPoint != lineHeightPerPoint || label.monospacedAdvance != monospacedAdvance
              || label.namedFont != namedFont else { return }
        label.lineHeightPerPoint = lineHeightPerPoint
        label.monospacedAdvance = monospacedAdvance
        label.namedFont = namedFont
        views[id.rawValue]?.label = label
        remeasureLabel(id)
    }

    public mutating func setLabel(_ id: ViewID, text: String? = nil, numberOfLines: Int? = nil,
                                  fontSize: Double? = nil, fontWeight: FontWeight? = nil,
                                  leading: Double? = nil, lineSpacing: Double? = nil, fontDesign: SystemFontDesign? = nil,
                                  lineHeightMultiple: Double? = nil, minimumLineHeight: Double? = nil,
                                  maximumLineHeight: Double? = nil, lineHeightPerPoint: Double? = nil,
                                  monospacedAdvance: Double? = nil, namedFont: NamedFont? = nil,
                                  kern: Double? = nil) throws(LayoutError) {
        guard var label = view(id)?.label else { throw .unknownView("#\(id.rawValue)") }
        if let kern {
            guard kern.isFinite, abs(kern) <= 1000 else { throw .invalidNumber("kern") }
            label.kern = kern
        }
        if let namedFont { label.namedFont = namedFont }
        if let monospacedAdvance {
            guard monospacedAdvance.isFinite, monospacedAdvance > 0 else { throw .invalidNumber("advance") }
            label.monospacedAdvance = monospacedAdvance
        }
        if let lineHeightPerPoint {
            guard lineHeightPerPoint.isFinite, lineHeightPerPoint > 0 else { throw .invalidNumber("line height") }
            label.lineHeightPerPoint = lineHeightPerPoint
        }
        if let fontWeight { label.fontWeight = fontWeight }
        if let fontDesign { label.fontDesign = fontDesign }
        if let leading {
            guard leading.isFinite, leading >= 0 else { throw .invalidNumber("leading") }
            label.leading = leading
        }
        if let lineSpacing {
            guard lineSpacing.isFinite else { throw .invalidNumber("lineSpacing") }
            // UIKit's paragraph style keeps it non-negative.
            label.lineSpacing = max(0, lineSpacing)
        }
        // The paragraph style keeps its line heights non-negative, as it does its spacing.
        for (value, name, field) in [(lineHeightMultiple, "lineHeightMultiple", \LabelContent.lineHeightMultiple),
                                     (minimumLineHeight, "minimumLineHeight", \.minimumLineHeight),
                                     (maximumLineHeight, "maximumLineHeight", \.maximumLineHeight)] {
            guard let value else { continue }
            guard value.isFinite else { throw .invalidNumber(name) }
            label[keyPath: field] = max(0, value)
        }
        if let fontSize {
            try NumberLimits.fontSize(fontSize)
            label.fontSize = fontSize
        }
        if let numberOfLines {
            guard numberOfLines >= 0 else { throw .invalidNumber("numberOfLines") }
            label.numberOfLines = numberOfLines
        }
        // A new text or font is the whole text's: its parts' own fonts are gone (UIKit's `font`
        // setter restyles an attributed text whole).
        if fontSize != nil || text.map({ $0 != label.text }) == true { label.fontRuns = [] }
        if let text { label.text = text }
        views[id.rawValue]?.label = label
        setWraps(id, label.numberOfLines != 1 && label.explicitWrapWidth == nil)
        remeasureLabel(id)
    }

    /// Makes a label a text view (`UITextView`): its text wraps at its width inside `insets` (the
    /// text container's inset with its line fragment padding added left and right), and it sizes
    /// to its text only when `sizesToText` (`isScrollEnabled = false`); a scrolling text view has
    /// no intrinsic size.
    /// Returns whether anything changed.
    @discardableResult
    public mutating func setTextView(_ id: ViewID, insets: EdgeInsets, sizesToText: Bool) throws(LayoutError) -> Bool {
        guard var label = view(id)?.label else { throw .unknownView("#\(id.rawValue)") }
        for value in [insets.top, insets.left, insets.bottom, insets.right] {
            try NumberLimits.length(value, "the text container inset")
        }
        label.isTextView = true
        label.numberOfLines = 0
        if variables[id.rawValue]?.contentWidth == nil, let name = view(id)?.name {
            // A text view scrolls its text: the views inside it are pinned to its content area.
            variables[id.rawValue]?.contentWidth = solver.makeVariable("\(name).contentWidth")
            variables[id.rawValue]?.contentHeight = solver.makeVariable("\(name).contentHeight")
        }
        label.textInsets = insets
        label.sizesToText = sizesToText
        guard label != views[id.rawValue]?.label else { return false }
        views[id.rawValue]?.label = label
        setWraps(id, true)
        remeasureLabel(id)
        return true
    }

    /// Gives a label room between its edges and its text, as a subclass that overrides
    /// `textRect(forBounds:limitedToNumberOfLines:)` to inset the bounds (and outset the rect its
    /// super measures) does: the text wraps at the width inside the insets, and the label's
    /// intrinsic size is the text's with the insets around it. Returns whether anything changed.
    @discardableResult
    public mutating func setLabelTextInsets(_ id: ViewID, _ insets: EdgeInsets) throws(LayoutError) -> Bool {
        guard var label = view(id)?.label else { throw .unknownView("#\(id.rawValue)") }
        for value in [insets.top, insets.left, insets.bottom, insets.right] {
            try NumberLimits.length(value, "the text inset")
        }
        guard label.textInsets != insets else { return false }
        label.textInsets = insets
        views[id.rawValue]?.label = label
        remeasureLabel(id)
        return true
    }

    /// Gives a label what its class's `intrinsicContentSize` override adds to UIKit's own
    /// measure (``LabelContent/sizePadding``). Returns whether anything changed.
    @discardableResult
    public mutating func setLabelSizePadding(_ id: ViewID, _ padding: Size) throws(LayoutError) -> Bool {
        guard var label = view(id)?.label else { throw .unknownView("#\(id.rawValue)") }
        try NumberLimits.length(padding.width, "the padding of the intrinsic width")
        try NumberLimits.length(padding.height, "the padding of the intrinsic height")
        guard label.sizePadding != padding else { return false }
        label.sizePadding = padding
        views[id.rawValue]?.label = label
        remeasureLabel(id)
        return true
    }

    /// Records the app's own class a view stands in for (see ``View/standsInFor``): said where
    /// a size only that class would give is missing. Changes no frame.
    public mutating func setStandsIn(_ id: ViewID, for className: String) {
        views[id.rawValue]?.standsInFor = className
    }

    /// Records what an image view's image of unknown size is (see ``View/unknownImage``); nil
    /// when its image is known or it has none. Changes no frame.
    public mutating func setUnknownImage(_ id: ViewID, _ what: String?) {
        guard view(id) != nil else { return }
        views[id.rawValue]?.unknownImage = what
    }

    /// Makes a view an image view of the given image size (its intrinsic size); nil takes that
    /// size away again (a label measures its text).
    public mutating func setImageSize(_ id: ViewID, _ size: Size?) throws(LayoutError) {
        guard view(id) != nil else { throw .unknownView("#\(id.rawValue)") }
        // -1 on an axis is UIKit's noIntrinsicMetric: no size of its own there (a slider's width).
        if let size, size.width != -1 { try NumberLimits.size(size.width, "the image width") }
        if let size, size.height != -1 { try NumberLimits.size(size.height, "the image height") }
        views[id.rawValue]?.imageSize = size
        if size != nil { views[id.rawValue]?.unknownImage = nil }
        updateImplicitConstraints(of: id)
        relayout()
    }

    /// Gives a label's attributed text its parts' own fonts (``LabelContent/fontRuns``); runs that
    /// do not cover its text exactly are not kept.
    public mutating func setFontRuns(_ id: ViewID, _ runs: [FontRun]) {
        guard var label = view(id)?.label else { return }
        let kept = runs.reduce(0, { $0 + $1.characters }) == label.text.count ? runs : []
        guard label.fontRuns != kept else { return }
        label.fontRuns = kept
        views[id.rawValue]?.label = label
        measurements[id.rawValue] = nil
        remeasureLabel(id)
    }

    /// A label's `preferredMaxLayoutWidth` (0: automatic, wrapping at its solved width). Above 0,
    /// a label that may wrap asks for its text wrapped at that width, as UILabel's
    /// intrinsicContentSize does with an explicit width, and is not measured again as its solved
    /// width moves.
    public mutating func setPreferredMaxLayoutWidth(_ id: ViewID, _ width: Double) throws(LayoutError) {
        guard var label = view(id)?.label else { throw .unknownView("#\(id.rawValue)") }
        guard width.isFinite, width >= 0 else { throw .invalidNumber("preferredMaxLayoutWidth") }
        try NumberLimits.length(width, "preferredMaxLayoutWidth")
        guard label.preferredMaxLayoutWidth != width else { return }
        label.preferredMaxLayoutWidth = width
        views[id.rawValue]?.label = label
        setWraps(id, label.numberOfLines != 1 && label.explicitWrapWidth == nil)
        // Its last measurement was at a width it may be at again: wrapping anew, it is measured anew.
        measurements[id.rawValue] = nil
        remeasureLabel(id)
    }

    /// Whether a view's intrinsic size (the image it shows, a control's own size) moves nothing:
    /// its frame is the same, to a thousandth of a point, with an intrinsic size tiny and large
    /// as it is now — its constraints fix its width and height (an avatar pinned 40×40), so
    /// whatever image the app gives it, UIKit lays it out the same. Tried on copies; the layout
    /// is not changed. The views `held` (a view shown alone, held at the size it was measured
    /// at) are let go of their autoresizing constraints on the copies, as their size is the
    /// content's.
    public func imageSizeMovesNothing(_ id: ViewID, releasing held: [ViewID] = []) -> Bool {
        guard view(id) != nil else { return false }
        let now = frame(of: id)
        for probe in [Size(width: 1.25, height: 2.75), Size(width: 731.5, height: 919.25)] {
            var tried = self
            for ancestor in held { tried.dropOwnAutoresizingConstraints(of: ancestor) }
            do { try tried.setImageSize(id, probe) } catch { return false }
            let moved = tried.frame(of: id)
            // Let go, a held view may move as it likes: what the image decides is the view's size.
            if held.isEmpty, abs(moved.minX - now.minX) > 0.001 || abs(moved.minY - now.minY) > 0.001 { return false }
            if abs(moved.width - now.width) > 0.001 || abs(moved.height - now.height) > 0.001 { return false }
        }
        return true
    }

    /// Marks a view as a control whose one line of text, at `fontSize`, UIKit centres in it (a
    /// button's title, a text field's text): its first and last baselines are that line's. Nil
    /// clears it (the baselines are the view's edges again). Takes effect for constraints made
    /// after it, as a label's font does.
    public mutating func setCenteredTextFontSize(_ id: ViewID, _ fontSize: Double?) throws(LayoutError) {
        guard view(id) != nil, id != .root else { throw .unknownView("#\(id.rawValue)") }
        if let fontSize { try NumberLimits.length(fontSize, "the font size") }
        views[id.rawValue]?.centeredTextFontSize = fontSize
    }

    /// A view's `alignmentRectInsets` (UIKit's controls set their own; a switch's frame is 2 pt
    /// wider on the right than the rectangle its constraints and intrinsic size place). The
    /// constraints go on placing the alignment rectangle; ``frame(of:)`` is it grown by the
    /// insets. Meant for controls, which hold no subviews of the app's: a view's subviews are
    /// placed from its alignment rectangle's corner (UIKit places them from the frame's).
    ///
    /// With `keepingFrame`, a view its frame places (it translates its autoresizing mask) keeps
    /// that frame: UIKit's autoresizing constraints hold the alignment rectangle of the frame the
    /// code set, so a slider made with `UISlider(frame:)` is drawn at that frame, not grown past it.
    public mutating func setAlignmentRectInsets(_ id: ViewID, _ insets: EdgeInsets, keepingFrame: Bool = false) throws(LayoutError) {
        guard let v = view(id), id != .root else { throw .unknownView("#\(id.rawValue)") }
        for value in [insets.top, insets.left, insets.bottom, insets.right] {
            try NumberLimits.length(value, "the alignment rectangle inset")
        }
        guard v.alignmentRectInsets != insets else { return }
        // Written into the view too, so a frame pass sees the view changed and works it out again.
        views[id.rawValue]?.alignmentRectInsets = insets
        alignmentInsets[id.rawValue] = insets == .zero ? nil : insets
        resetSizeRules(of: id)
        if keepingFrame, v.translatesAutoresizingMaskIntoConstraints, let held = v.declaredFrame {
            let old = v.alignmentRectInsets
            let drawn = Rect(x: held.minX - old.left, y: held.minY - old.top, width: held.width + old.left + old.right,
                             height: held.height + old.top + old.bottom)
            views[id.rawValue]?.declaredFrame = drawn.inset(by: insets)
            updateImplicitConstraints(of: id)
        }
        relayout()
    }

    /// `setContentHuggingPriority(_:for:)`: how strongly the view resists growing past its
    /// intrinsic size on an axis (default 250).
    public mutating func setContentHugging(_ id: ViewID, _ axis: Axis, _ priority: Int) throws(LayoutError) {
        try setIntrinsicPriority(id, priority) { $0.huggingPriority[axis] = priority }
    }

    /// `setContentCompressionResistancePriority(_:for:)`: how strongly the view resists shrinking
    /// below its intrinsic size on an axis (default 750).
    public mutating func setCompressionResistance(_ id: ViewID, _ axis: Axis, _ priority: Int) throws(LayoutError) {
        try setIntrinsicPriority(id, priority) { $0.compressionResistance[axis] = priority }
    }

    /// Checks and stores one of the priorities of the intrinsic-size constraints, then re-makes them.
    private mutating func setIntrinsicPriority(_ id: ViewID, _ priority: Int,
                                               _ store: (inout View) -> Void) throws(LayoutError) {
        guard var v = view(id) else { throw .unknownView("#\(id.rawValue)") }
        guard (1...1000).contains(priority) else { throw .badPriority(priority) }
        store(&v)
        views[id.rawValue] = v
        updateImplicitConstraints(of: id)
        relayout()
    }

    /// `translatesAutoresizingMaskIntoConstraints`: on, a view with a frame is held to it by
    /// required constraints; off, they go.
    public mutating func setTranslatesAutoresizingMask(_ id: ViewID, _ on: Bool) throws(LayoutError) {
        guard let v = view(id), id != .root else { throw .unknownView("#\(id.rawValue)") }
        if v.translatesAutoresizingMaskIntoConstraints == on { return }
        if on && v.declaredFrame == nil {
            // A view with no frame keeps its current one, as UIKit would (its autoresizing
            // constraints hold that frame's alignment rectangle).
            let current = untransformedFrame(of: id)
            views[id.rawValue]?.declaredFrame = current.inset(by: v.alignmentRectInsets)
        }
        views[id.rawValue]?.translatesAutoresizingMaskIntoConstraints = on
        updateImplicitConstraints(of: id)
        relayout()
    }

    /// Sets a view's frame in code (`v.frame = …`); it only holds while the view translates its
    /// autoresizing mask into constraints — or, `heldAfterPass`, when set after UIKit's layout pass
    /// on a view that does not translate its mask and whose constraints leave it free: it is held
    /// there below required, as UIKit shows it (see ``View/holdsFrameSetAfterPass``).
    public mutating func setFrame(_ id: ViewID, _ frame: Rect, heldAfterPass: Bool = false) throws(LayoutError) {
        guard view(id) != nil, id != .root else { throw .unknownView("#\(id.rawValue)") }
        try frame.checkLimits()
        views[id.rawValue]?.declaredFrame = frame
        views[id.rawValue]?.holdsFrameSetAfterPass = heldAfterPass
        updateImplicitConstraints(of: id)
        relayout()
    }

    /// The size a view was loaded with from its document (``View/loadedSize``).
    public mutating func setLoadedSize(_ id: ViewID, _ size: Size) {
        guard view(id) != nil, id != .root else { return }
        views[id.rawValue]?.loadedSize = size
    }

    /// Marks a view as one its container sizes whatever its content (``View/sizedByContainer``).
    public mutating func setSizedByContainer(_ id: ViewID, _ sized: Bool) throws(LayoutError) {
        guard let v = view(id), id != .root else { throw .unknownView("#\(id.rawValue)") }
        if v.sizedByContainer == sized { return }
        views[id.rawValue]?.sizedByContainer = sized
        updateImplicitConstraints(of: id)
        relayout()
    }

}

extension Layout {
    /// After a label's content changed: it asks for its size anew (its text measured again, its
    /// narrowing forgotten) and the layout is brought up to date.
    mutating func remeasureLabel(_ id: ViewID) {
        intrinsicSizes[id] = nil
        narrowedLabels.remove(id)
        updateImplicitConstraints(of: id)
        relayout()
    }
}
