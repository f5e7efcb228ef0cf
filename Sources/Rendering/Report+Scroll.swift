import Layout

/// What each scroll view shows: its content size, offset, scrollable ranges and zoom.
extension Report {
    /// One line per scroll view in tree order, and a second where zooming is on:
    ///
    ///     sv  contentSize 375×1330 · offset (0,0) · scrolls vertically 0…663
    ///     sv  zoom 2.5× (1…10) · photo.transform [2.5 0 0 2.5 0 0] · frame (0,0,2000,1500) · bounds (0,0,800,600)
    ///
    /// The scroll part is `does not scroll`, `scrolls horizontally 0…126.5`, `scrolls vertically 0…663`
    /// or `scrolls horizontally 0…750 and vertically 0…663`. A list whose content is UIKit's but
    /// not known here (its rows are the app's cells) says `contentSize not known` and
    /// `scrolling not known` instead of a size and ranges that are not UIKit's; a scroll view whose own
    /// size is its storyboard's (an `@IBOutlet` still 0×0) shows its contentSize and `scrolling not
    /// known`. A non-zero contentInset is shown after the
    /// offset as `inset (top,left,bottom,right)`, the order `sv.contentInset = …` is typed in, and the
    /// part of `adjustedContentInset` that comes from the safe area as `safe area (59,0,34,0)`; the
    /// ranges use both. The zoom
    /// line appears whenever zooming is on (a zoom view and maximum > minimum), at 1× too, since that
    /// is when the zoom view's frame and bounds can differ; the reasons nothing zooms are `explain`'s.
    /// Names are padded to the longest so that the facts start in one column.
    public static func scrollLines(_ layout: Layout) -> [String] {
        Format.named(layout.scrollViewsInTreeOrder.flatMap { scrollRows(layout, of: $0) })
    }

    /// The scroll lines of one view, unpadded: none unless it is a scroll view.
    static func scrollRows(_ layout: Layout, of id: ViewID) -> [(name: String, text: String)] {
        guard let view = layout.view(id), let info = layout.scrollInfo(id) else { return [] }
        var facts = ["contentSize \(contentSizeText(info))", "offset \(Format.point(info.contentOffset))"]
        if info.contentInset != .zero { facts.append("inset \(Format.insets(info.contentInset))") }
        if info.safeAreaInset != .zero { facts.append("safe area \(Format.insets(info.safeAreaInset))") }
        facts.append(scrollingText(info))
        var rows = [(name: view.name, text: facts.joined(separator: " · "))]
        if let zoom = zoomFacts(layout, info) { rows.append((view.name, zoom)) }
        return rows
    }

    /// `375×1000`, `not known` when neither side is known here, or the known side with the other
    /// `not known` (`375×height not known`) when a contentSize set in code took one side from
    /// what the paste does not hold.
    static func contentSizeText(_ info: ScrollInfo) -> String {
        switch knownSides(info) {
        case (true, true): Format.size(info.contentSize)
        case (false, false): "not known"
        case (true, false): "\(Format.number(info.contentSize.width))×height not known"
        case (false, true): "width not known×\(Format.number(info.contentSize.height))"
        }
    }

    /// ``scrolling(_:)`` when both sides of the content and the bounds are known; otherwise
    /// `scrolling not known`, or, when only one side of the content is unknown and the bounds are
    /// known, the known axis's answer with the other `not known`.
    static func scrollingText(_ info: ScrollInfo) -> String {
        let (widthKnown, heightKnown) = knownSides(info)
        guard info.boundsKnown, widthKnown || heightKnown else { return "scrolling not known" }
        if widthKnown && heightKnown { return scrolling(info) }
        let known = widthKnown ? info.horizontal : info.vertical
        let (axis, other) = widthKnown ? ("horizontally", "vertically") : ("vertically", "horizontally")
        let answer = known.scrolls ? "scrolls \(axis) \(Format.range(known))" : "does not scroll \(axis)"
        return answer + " · \(other) not known"
    }

    /// Which sides of the content size are known here: a list whose content is not known knows
    /// neither; a contentSize set in code may know one.
    static func knownSides(_ info: ScrollInfo) -> (width: Bool, height: Bool) {
        (info.contentWidthKnown && info.contentKnown, info.contentHeightKnown && info.contentKnown)
    }

    /// `does not scroll`, or the axes that scroll with their ranges.
    static func scrolling(_ info: ScrollInfo) -> String {
        switch (info.horizontal.scrolls, info.vertical.scrolls) {
        case (false, false): "does not scroll"
        case (true, false): "scrolls horizontally \(Format.range(info.horizontal))"
        case (false, true): "scrolls vertically \(Format.range(info.vertical))"
        case (true, true):
            "scrolls horizontally \(Format.range(info.horizontal)) and vertically \(Format.range(info.vertical))"
        }
    }

    /// Whether zooming is on: a zoom view, and a maximum above the minimum.
    static func zooms(_ info: ScrollInfo) -> Bool {
        info.zoomView != nil && info.maximumZoomScale > info.minimumZoomScale
    }

    /// `zoom 2.5× (1…10) · photo.transform […] · frame (…) · bounds (…)`, or nil when zooming is off.
    static func zoomFacts(_ layout: Layout, _ info: ScrollInfo) -> String? {
        guard zooms(info), let zoomView = info.zoomView, let name = layout.view(zoomView)?.name else { return nil }
        let range = ScrollRange(min: info.minimumZoomScale, max: info.maximumZoomScale)
        return [
            "zoom \(Format.scale(info.zoomScale)) (\(Format.range(range)))",
            "\(name).transform \(Format.transform(layout.transform(of: zoomView)))",
            "frame \(Format.rect(layout.frame(of: zoomView)))",
            "bounds \(Format.rect(layout.bounds(of: zoomView)))",
        ].joined(separator: " · ")
    }
}
