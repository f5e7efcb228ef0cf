import Layout

/// What a `{"type":"view",…}` record says of each view, read from a snapshot of the layout: its
/// clip from the snapshot's pass over the tree and its ambiguous axes from the snapshot's
/// diagnostics, so a record costs a few lookups, not a pass over every view (and a list of
/// records, one pass).
///
/// The facts are those the SVG picture draws (``Report/svgPicture(of:)``): a view hidden on
/// screen is not drawn, so it has no ambiguous axis and no text lines in its record.
struct JSONViewFacts {
    let layout: Layout
    let now: LayoutSnapshot
    /// The ambiguous axes by ``ViewID/rawValue``, horizontal first.
    let ambiguous: [Int: [Axis]]

    init(_ layout: Layout, now: LayoutSnapshot) {
        self.layout = layout
        self.now = now
        var ambiguous: [Int: [Axis]] = [:]
        for a in now.diagnostics.ambiguities where !(ambiguous[a.view.rawValue]?.contains(a.axis) ?? false) {
            ambiguous[a.view.rawValue, default: []].append(a.axis)
        }
        for (key, axes) in ambiguous { ambiguous[key] = Axis.allCases.filter(axes.contains) }
        self.ambiguous = ambiguous
    }

    /// The view's record; nil for an id with no view.
    func record(of id: ViewID) -> JSONValue? {
        guard let view = layout.view(id) else { return nil }
        let placement = now.geometry.placement(id.rawValue)
        let drawn = placement != nil && !layout.isHiddenOnScreen(id)
        var members: [(String, JSONValue)] = [
            ("type", .string("view")), ("name", .string(view.name)), ("kind", .string(Report.kindKey(view.kind))),
            ("superview", .optional(view.superview.flatMap { layout.view($0)?.name }, JSONValue.string)),
            ("frame", .rect(layout.frame(of: id))), ("bounds", .rect(layout.bounds(of: id))),
            ("window", .rect(layout.windowRect(of: id))), ("transform", .transform(layout.transform(of: id))),
            ("clip", .optional(placement?.clip, JSONValue.rect)),
            ("ambiguous", .array((drawn ? ambiguous[id.rawValue] ?? [] : []).map { .string($0 == .horizontal ? "horizontal" : "vertical") })),
        ]
        if drawn, let label = view.label {
            let text = Report.svgText(label, bounds: layout.bounds(of: id))
            members.append(("text", .object([
                ("fontSize", .number(text.fontSize)), ("lineHeight", .number(text.lineHeight)),
                ("top", .number(text.top)), ("lines", .array(text.lines.map(JSONValue.string))),
            ])))
        }
        let safe = layout.safeAreaInsets(of: id)
        if safe != .zero || !layout.guideConstraintIDs(of: id).isEmpty {
            members += [("safeAreaInsets", .insets(safe)), ("layoutMargins", .insets(layout.layoutMargins(of: id)))]
        }
        return .object(members)
    }
}
