import Layout

/// `explain [v]`: why a view is where it is, and what is wrong with a layout.
extension Report {
    /// Why `view` is where it is, or without a view a summary of the whole layout.
    ///
    /// For a view, headed by `title: label in sv`:
    /// - its frame, bounds and window rect (and transform, when not the identity);
    /// - `horizontal` and `vertical`: the constraints in effect on that axis of its frame (implicit
    ///   ones included), and, when the axis is ambiguous, what is missing and what would fix it;
    /// - for a scroll view, `content`: the constraints from views inside it, which bind its content
    ///   area or its frame guide (they size the content, not the scroll view, so they are not under
    ///   the axes); `scrolling`: the contentSize and where each dimension comes from (constraints,
    ///   set by hand, not set, or ambiguous), and on each axis whether it scrolls and over what range,
    ///   or why not (the content is not larger than the bounds, the content size is ambiguous, or
    ///   nothing sets it); `zoom`: the zoom facts, or why nothing zooms (no zoom view, maximum not
    ///   above minimum);
    /// - `unsatisfied optional`: optional constraints that are not met, each with how far:
    ///   `title.height >= 140 @750   (compression resistance, vertical)  not met by 40`;
    /// - `broken`: its broken constraints, each with the constraints it conflicts with.
    ///
    /// The summary gives the screen, the counts of views and constraints, the scroll lines, the
    /// conflicts, the other warnings and the unsatisfied optional constraints, or says there are none.
    ///
    /// `uikitClass` gives the UIKit class a view was made as, by its name, where the code says
    /// it: the heading names it for a view with an intrinsic size that is not a label or an
    /// image view (a button, a switch), which the layout alone cannot tell apart.
    public static func explain(_ layout: Layout, view: ViewID?, uikitClass: (String) -> String? = { _ in nil }) -> String {
        explainText(layout, view: view, uikitClass: uikitClass).rendered(ReportStyle())
    }

    /// ``explain(_:view:uikitClass:)`` in a style: headings bold and problems yellow when coloured.
    public static func explain(_ layout: Layout, view: ViewID?, style: ReportStyle,
                               uikitClass: (String) -> String? = { _ in nil }) -> String {
        explainText(layout, view: view, uikitClass: uikitClass).rendered(style)
    }

    static func explainText(_ layout: Layout, view: ViewID?, uikitClass: (String) -> String? = { _ in nil }) -> ReportText {
        guard let id = view else { return summary(layout) }
        guard let v = layout.view(id) else {
            var text = ReportText()
            text.add("no view #\(id.rawValue)")
            return text
        }
        var text = ReportText()
        text.add("\(v.name): \(kindName(v, uikitClass: uikitClass(v.name)))" + (v.superview.flatMap { layout.view($0)?.name }.map { " in \($0)" } ?? ""),
                 .heading)
        var place = ["frame \(Format.rect(layout.frame(of: id)))", "bounds \(Format.rect(layout.bounds(of: id)))",
                     "window \(Format.rect(layout.windowRect(of: id)))"]
        let transform = layout.transform(of: id)
        if !transform.isIdentity { place.append("transform \(Format.transform(transform))") }
        text.add("  " + place.joined(separator: " · "))
        text.add(deviceLines(layout, id).map { "  " + $0 })

        let index = ConstraintGroup.Index(layout)
        let inEffect = layout.constraintIDs.filter { cid in
            let group = index.group(of: cid, in: layout)
            guard group == .active || group == .implicit, let c = layout.constraint(cid) else { return false }
            return mentions(c, id)
        }
        let everyAmbiguity = layout.ambiguities()
        let ambiguities = everyAmbiguity.filter { $0.view == id }
        // From inside a scroll view, constraints bind its content area or frame guide: they place
        // the views inside and size the content, not the scroll view, so they are shown apart.
        let fromInside = inEffect.filter { cid in
            layout.constraint(cid).map { bindsFromInside($0, id, in: layout) } ?? false
        }
        let inside = Set(fromInside)
        for axis in Axis.allCases {
            text.add(axis == .horizontal ? "horizontal" : "vertical", .heading)
            let lines = inEffect.filter { cid in
                guard let c = layout.constraint(cid), c.firstAttribute.axis == axis else { return false }
                return !inside.contains(cid)
            }
            text.add(lines.isEmpty ? ["  no constraints"] : lines.map { "  " + layout.describe($0) })
            for ambiguity in ambiguities where ambiguity.axis == axis {
                text.add("  ambiguous \(LayoutWarning.list(ambiguity.missing)): "
                         + LayoutWarning.fix(for: ambiguity, in: layout, among: everyAmbiguity),
                         .warning)
            }
        }
        if let info = layout.scrollInfo(id) {
            explainContent(layout, id, info, constraints: fromInside, into: &text)
        }
        addUnsatisfied(layout, of: id, into: &text)
        addBroken(layout, of: id, into: &text)
        return text
    }

    /// The safe area and margins of a view, where they matter: on the root view of a device, on a
    /// view with a safe area, and on a view whose guides a constraint uses:
    ///
    ///     device iPhone 15, portrait (compact width, regular height) · status bar 54 · in a navigation controller
    ///     safeAreaInsets (103,0,34,0) · layoutMargins (103,16,34,16) · readable width 361
    ///
    /// and for a view other than the root with a safe area, where it lies under the unsafe area.
    static func deviceLines(_ layout: Layout, _ id: ViewID) -> [String] {
        var lines: [String] = []
        let env = layout.environment
        if id == .root, let device = env.device {
            let o = device.values(in: env.orientation)
            var facts = ["device \(device.name), \(env.orientation.rawValue) (\(o.horizontalSizeClass.rawValue) width, "
                         + "\(o.verticalSizeClass.rawValue) height)"]
            facts.append(env.statusBarHeight > 0 ? "status bar \(Format.number(env.statusBarHeight))" : "status bar hidden")
            if env.container != .window { facts.append("in \(containerName(env.container))") }
            if device.isApproximate { facts.append("insets approximate") }
            lines.append(facts.joined(separator: " · "))
        } else if id == .root, env.container != .window {
            lines.append("in \(containerName(env.container))")
        }
        let safe = layout.safeAreaInsets(of: id)
        let usesGuides = !layout.guideConstraintIDs(of: id).isEmpty
        guard safe != .zero || usesGuides || (id == .root && env.device != nil) else { return lines }
        let readable = layout.guideFrame(.readable(id)).width
        lines.append("safeAreaInsets \(Format.insets(safe)) · layoutMargins \(Format.insets(layout.layoutMargins(of: id)))"
                     + " · readable width \(Format.number(readable))")
        if safe != .zero, let parent = layout.superview(of: id), let name = layout.view(parent)?.name {
            // What a developer asks about most: content under the status bar, the notch or a bar.
            let edges = [("top", safe.top), ("left", safe.left), ("bottom", safe.bottom), ("right", safe.right)]
                .filter { $0.1 != 0 }.map { "\(Format.number($0.1)) at the \($0.0)" }
            lines.append("lies under \(name)'s unsafe area (\(LayoutWarning.list(edges))): pin it to "
                         + "\(name).safeAreaLayoutGuide to keep it clear")
        }
        return lines
    }

    static func containerName(_ c: ContainerContext) -> String {
        switch c {
        case .window: "a window"
        case .navigation: "a navigation controller"
        case .tabBar: "a tab bar controller"
        case .navigationAndTabBar: "a navigation controller in a tab bar controller"
        }
    }

    /// Whether a constraint binds a scroll view's content area, or its frame guide from a view inside it.
    static func bindsFromInside(_ c: LayoutConstraint, _ scrollView: ViewID, in layout: Layout) -> Bool {
        if c.first == .content(scrollView) || c.second == .content(scrollView) { return true }
        let inside: (Item?) -> Bool = { item in
            guard let v = item?.view else { return false }
            return v != scrollView && layout.isDescendant(v, of: scrollView)
        }
        return (c.first == .frame(scrollView) && inside(c.second)) || (c.second == .frame(scrollView) && inside(c.first))
    }

    /// The content area of a scroll view: what reaches it, its size, whether it scrolls, zoom.
    static func explainContent(_ layout: Layout, _ id: ViewID, _ info: ScrollInfo,
                               constraints: [LayoutConstraintID], into text: inout ReportText) {
        let name = layout.view(id)?.name ?? "?"
        if !constraints.isEmpty {
            text.add("content (constraints from inside \(name))", .heading)
            text.add(constraints.map { "  " + layout.describe($0) })
        }
        text.add("scrolling", .heading)
        let hand = layout.view(id)?.scroll?.handContentSize
        let ambiguous = layout.contentAmbiguities().filter { $0.scrollView == id }
        func source(_ axis: Axis, _ reached: Bool, _ handSet: Double?) -> String {
            if ambiguous.contains(where: { $0.axis == axis }) { return "ambiguous" }
            if reached { return "from constraints" }
            // A table or collection view sets its own from its rows or items.
            if handSet != nil, layout.view(id)?.scroll?.listSizesContent == true { return "from its rows or items" }
            return handSet != nil ? "set by hand" : "not set"
        }
        let width = source(.horizontal, info.constraintsSetWidth, hand?.width)
        let height = source(.vertical, info.constraintsSetHeight, hand?.height)
        let sources = width == height ? width : "width \(width), height \(height)"
        let known = knownSides(info)
        // A list whose rows are the app's (or a size taken from what the paste lacks): said not
        // known, as the scroll line says it, not a 0 that is no UIKit's.
        let size = known.width && known.height ? "\(Format.size(info.contentSize)) (\(sources))" : contentSizeText(info)
        var facts = ["contentSize \(size)", "offset \(Format.point(info.contentOffset))"]
        if info.contentInset != .zero { facts.append("inset \(Format.insets(info.contentInset))") }
        text.add("  " + facts.joined(separator: " · "))
        if let adjustment = safeAreaAdjustmentLine(layout, id, info) { text.add("  " + adjustment) }
        for axis in Axis.allCases {
            let (adverb, dimension) = axis == .horizontal ? ("horizontally", "width") : ("vertically", "height")
            guard axis == .horizontal ? known.width : known.height else {
                text.add("  \(adverb): not known: the content \(dimension) comes from what the paste does not hold (the notes say what)")
                continue
            }
            guard info.boundsKnown else {
                text.add("  \(adverb): not known: \(name)'s own size is not known here (the notes say why)")
                continue
            }
            let (line, isProblem) = scrollReason(
                axis, info, bounds: layout.bounds(of: id).size, name: name,
                reached: axis == .horizontal ? info.constraintsSetWidth : info.constraintsSetHeight,
                handSet: hand != nil, ambiguity: ambiguous.first { $0.axis == axis })
            text.add("  " + line, isProblem ? .warning : .plain)
        }
        text.add("zoom", .heading)
        if let zoom = zoomFacts(layout, info) {
            text.add("  " + zoom)
        } else {
            var reasons: [String] = []
            if info.zoomView == nil { reasons.append("no zoom view (viewForZooming(in:) returns nil)") }
            if info.maximumZoomScale <= info.minimumZoomScale {
                reasons.append("maximumZoomScale \(Format.number(info.maximumZoomScale)) is not above"
                               + " minimumZoomScale \(Format.number(info.minimumZoomScale))")
            }
            text.add("  does not zoom: " + LayoutWarning.list(reasons))
        }
    }

    /// How the safe area enters a scroll view's insets: `adjustedContentInset (59,0,34,0) = contentInset
    /// (0,0,0,0) + (59,0,34,0) of sv's safe area (59,0,34,0): .automatic adds it …`; nil when the
    /// scroll view has no safe area.
    static func safeAreaAdjustmentLine(_ layout: Layout, _ id: ViewID, _ info: ScrollInfo) -> String? {
        let safe = layout.safeAreaInsets(of: id)
        guard safe != .zero else { return nil }
        let behavior = info.contentInsetAdjustmentBehavior
        let why: String
        switch behavior {
        case .never: why = "never adds the safe area"
        case .always: why = "adds all of it"
        case .scrollableAxes: why = "adds it on the axes whose content is larger than the bounds"
        case .automatic:
            // Only the view controller's content scroll view adjusts top and bottom regardless.
            why = layout.environment.container == .window || layout.contentScrollView != id
                ? "adds it on the axes whose content is larger than the bounds"
                : "adds top and bottom to the content scroll view of a navigation or tab bar controller, and the sides where the content is wider"
        }
        let name = layout.view(id)?.name ?? "?"
        return "adjustedContentInset \(Format.insets(info.adjustedContentInset)) = contentInset "
            + "\(Format.insets(info.contentInset)) + \(Format.insets(info.safeAreaInset)) of \(name)'s safe area "
            + "\(Format.insets(safe)): .\(behavior.rawValue) \(why)"
    }

    /// Whether a scroll view scrolls on an axis and why (or why not); the flag says it is a problem
    /// to fix rather than a plain fact (ambiguous or unset content).
    static func scrollReason(_ axis: Axis, _ info: ScrollInfo, bounds: Size, name: String, reached: Bool,
                             handSet: Bool, ambiguity: ContentAmbiguity?) -> (String, Bool) {
        let horizontal = axis == .horizontal
        let (adverb, dimension) = horizontal ? ("horizontally", "width") : ("vertically", "height")
        let range = horizontal ? info.horizontal : info.vertical
        let content = horizontal ? info.contentSize.width : info.contentSize.height
        let boundsLength = horizontal ? bounds.width : bounds.height
        let inset = info.adjustedContentInset, safe = info.safeAreaInset
        let (near, far) = horizontal ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let (safeNear, safeFar) = horizontal ? (safe.left, safe.right) : (safe.top, safe.bottom)
        var insets = near != 0 || far != 0
            ? " with insets \(Format.number(near)) and \(Format.number(far))" : ""
        if safeNear != 0 || safeFar != 0 {
            insets += " (\(Format.number(safeNear)) and \(Format.number(safeFar)) from the safe area)"
        }
        // An ambiguous size is whatever the solver left; the range it gives is not to be relied on.
        if let ambiguity {
            let outcome = range.scrolls ? "scrolls \(Format.range(range)) only by chance" : "does not scroll"
            return ("\(adverb): \(outcome): \(ambiguity.message)", true)
        }
        if range.scrolls {
            return ("\(adverb): scrolls \(Format.range(range)): the content \(dimension) \(Format.number(content))\(insets)"
                    + " is larger than the bounds \(dimension) \(Format.number(boundsLength))", false)
        }
        if !reached && !handSet {
            return ("\(adverb): does not scroll: nothing sets the content \(dimension) (no constraint reaches"
                    + " \(name)'s content area \(adverb), and contentSize was not set)", true)
        }
        return ("\(adverb): does not scroll: the content \(dimension) \(Format.number(content))\(insets)"
                + " is not larger than the bounds \(dimension) \(Format.number(boundsLength))", false)
    }

    /// `unsatisfied optional`: the optional constraints mentioning `view` (all, without one) that
    /// are not met, with how far each is from it.
    static func addUnsatisfied(_ layout: Layout, of view: ViewID?, into text: inout ReportText) {
        let unmet = layout.unsatisfiedOptional().filter { concerns($0.id, view, in: layout) }
        guard !unmet.isEmpty else { return }
        text.add("unsatisfied optional", .heading)
        for item in unmet {
            text.add("  \(layout.describe(item.id))  not met by \(Format.number(item.error))", .warning)
        }
    }

    /// `broken`: the broken constraints mentioning `view` (all, without one), each with its culprits.
    static func addBroken(_ layout: Layout, of view: ViewID?, into text: inout ReportText) {
        let reports = layout.conflicts.filter { concerns($0.broken, view, in: layout) }
        guard !reports.isEmpty else { return }
        text.add("broken", .heading)
        for report in reports {
            text.add("  \(layout.describe(report.broken)), which conflicts with:", .error)
            for culprit in report.culprits {
                text.add("    " + layout.describe(culprit), .error)
            }
        }
    }

    /// The whole layout in a few lines: counts, scroll views, and every problem.
    static func summary(_ layout: Layout) -> ReportText {
        var text = ReportText()
        let index = ConstraintGroup.Index(layout)
        var counts = ConstraintGroup.allCases.map { _ in 0 }
        for id in layout.constraintIDs { counts[index.group(of: id, in: layout).rawValue] += 1 }
        let views = layout.viewsInTreeOrder.count - 1
        let total = counts.reduce(0, +)
        let groups = ConstraintGroup.allCases.filter { counts[$0.rawValue] > 0 }
            .map { "\(counts[$0.rawValue]) \($0.heading)" }
        let device = layout.device.map { "\($0.name) \(layout.environment.orientation.rawValue) " } ?? ""
        text.add("screen \(device)\(Format.size(layout.screen)) · \(views) view\(views == 1 ? "" : "s")"
                 + " · \(total) constraint\(total == 1 ? "" : "s")"
                 + (groups.isEmpty ? "" : ": " + groups.joined(separator: ", ")), .heading)
        let scrolling = scrollLines(layout)
        if !scrolling.isEmpty {
            text.add("scroll views", .heading)
            text.add(scrolling.map { "  " + $0 })
        }
        addBroken(layout, of: nil, into: &text)
        // Conflicts are listed above, so their blocks (and the fixes tried on copies) are not made.
        let warnings = LayoutWarning.all(in: layout, since: nil, advise: false).filter {
            if case .conflict = $0.kind { return false }
            return true
        }
        if !warnings.isEmpty {
            text.add("warnings", .heading)
            for warning in warnings { text.add("  " + warning.text, .warning) }
        }
        addUnsatisfied(layout, of: nil, into: &text)
        if layout.conflicts.isEmpty, warnings.isEmpty, layout.unsatisfiedOptional().isEmpty {
            text.add("no conflicts, no ambiguity, every optional constraint met")
        }
        return text
    }

    /// `label`, `scroll view`, …, as the heading of `explain` says what a view is. A plain view
    /// with an intrinsic size is a control or an image view: its UIKit class says which, where it
    /// is known.
    static func kindName(_ view: View, uikitClass: String? = nil) -> String {
        switch view.kind {
        case .root: "the screen"
        case .view where view.imageSize == nil: "view"
        case .view:
            switch uikitClass {
            case nil, "UIView": "view with an intrinsic size"
            case "UIImageView": "image view"
            case let name?: name
            }
        case .scrollView: "scroll view"
        case .label: view.label?.isTextView == true ? "text view" : "label"
        case .image: "image view"
        }
    }
}
