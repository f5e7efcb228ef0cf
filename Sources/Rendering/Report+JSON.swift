import Layout

/// `--json`: the facts of the text reports, one JSON object per line.
extension Report {
    /// The same facts as the text reports, machine-readable: one JSON object per line, each with a
    /// `"type"` first and its keys in a fixed order, numbers as JSON numbers (rounded to thousandths,
    /// as the text prints them). In order:
    ///
    /// - `{"type":"screen","width":375,"height":667}`, and on a device `"device"`, `"orientation"`,
    ///   `"statusBar"` and `"container"` (the container alone on a bare screen shown in one);
    /// - per view in tree order: `{"type":"view","name":…,"kind":"root|view|scrollView|label|image",
    ///   "superview":…|null,"frame":{"x","y","width","height"},"bounds":{…},"window":{…},
    ///   "transform":[a,b,c,d,tx,ty],"clip":{…}|null,"ambiguous":["horizontal"|"vertical"…]}`, and
    ///   for a label `"text":{"fontSize","lineHeight","top","lines":[…]}` — the geometry the SVG
    ///   picture draws (``svgPicture(of:)``): the window rect clipped by the scroll views around it,
    ///   the label's lines at `top` in its bounds, the axes marked ambiguous;
    ///   then `"safeAreaInsets"` and `"layoutMargins"` for a view with a safe area or whose guides a
    ///   constraint uses;
    /// - per scroll view: `{"type":"scrollView","name":…,"contentSize":{"width","height"},
    ///   "contentOffset":{"x","y"},"contentInset":{"top","left","bottom","right"}, with a safe area
    ///   `"safeAreaInset"` and `"adjustedContentInset"`,
    ///   "horizontal":{"min","max","scrolls"},"vertical":{…},"zoom":{"enabled","scale","minimum",
    ///   "maximum","view"}}`;
    /// - with `old`, per change (as ``changes(from:to:)``): `{"type":"change","name":…,
    ///   "property":"frame|contentSize|contentOffset|zoomScale","from":…,"to":…}`, `from` null for an
    ///   added view and `to` null for a removed one;
    /// - per warning (as ``warnings(_:since:)``): `{"type":"warning","kind":"conflict|
    ///   contentSizeAmbiguity|ambiguity|contentSizeOverridden","new":…,` then the kind's own facts,
    ///   then `"message"`, the text warning's (first) line; a conflict also has `"drawn"`, each
    ///   constraint of its minimal set as the SVG draws it: `{"constraint","from":{"x","y"},"to":{…},
    ///   "broken"}` in screen points.
    public static func json(from old: LayoutSnapshot?, to layout: Layout) -> [String] {
        var screen: [(String, JSONValue)] = [
            ("type", .string("screen")), ("width", .number(layout.screen.width)), ("height", .number(layout.screen.height)),
        ]
        if let device = layout.device {
            screen += [("device", .string(device.name)), ("orientation", .string(layout.environment.orientation.rawValue)),
                       ("statusBar", .number(layout.environment.statusBarHeight)),
                       ("container", .string(layout.environment.container.rawValue))]
        } else if layout.environment.container != .window {
            screen.append(("container", .string(layout.environment.container.rawValue)))
        }
        var lines: [JSONValue] = [.object(screen)]
        let placements = layout.placements()
        let drawn = Dictionary(svgPicture(of: layout).nodes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for id in layout.viewsInTreeOrder {
            guard let view = layout.view(id) else { continue }
            var members: [(String, JSONValue)] = [
                ("type", .string("view")), ("name", .string(view.name)), ("kind", .string(kindKey(view.kind))),
                ("superview", .optional(view.superview.flatMap { layout.view($0)?.name }, JSONValue.string)),
                ("frame", .rect(layout.frame(of: id))), ("bounds", .rect(layout.bounds(of: id))),
                ("window", .rect(layout.windowRect(of: id))), ("transform", .transform(layout.transform(of: id))),
                ("clip", .optional(placements[id.rawValue]?.clip, JSONValue.rect)),
                ("ambiguous", .array((drawn[view.name]?.ambiguous ?? []).map { .string($0 == .horizontal ? "horizontal" : "vertical") })),
            ]
            if let text = drawn[view.name]?.text {
                members.append(("text", .object([
                    ("fontSize", .number(text.fontSize)), ("lineHeight", .number(text.lineHeight)),
                    ("top", .number(text.top)), ("lines", .array(text.lines.map(JSONValue.string))),
                ])))
            }
            let safe = layout.safeAreaInsets(of: id)
            if safe != .zero || !layout.guideConstraintIDs(of: id).isEmpty {
                members += [("safeAreaInsets", .insets(safe)), ("layoutMargins", .insets(layout.layoutMargins(of: id)))]
            }
            lines.append(.object(members))
        }
        for id in layout.viewsInTreeOrder {
            guard let view = layout.view(id), let info = layout.scrollInfo(id) else { continue }
            lines.append(.object([
                ("type", .string("scrollView")), ("name", .string(view.name)),
                ("contentSize", .size(info.contentSize)), ("contentOffset", .point(info.contentOffset)),
                ("contentInset", .insets(info.contentInset)),
            ] + (info.safeAreaInset == .zero ? [] : [
                ("safeAreaInset", .insets(info.safeAreaInset)), ("adjustedContentInset", .insets(info.adjustedContentInset)),
            ]) + [
                ("horizontal", .range(info.horizontal)), ("vertical", .range(info.vertical)),
                ("zoom", .object([
                    ("enabled", .bool(zooms(info))), ("scale", .number(info.zoomScale)),
                    ("minimum", .number(info.minimumZoomScale)), ("maximum", .number(info.maximumZoomScale)),
                    ("view", .optional(info.zoomView.flatMap { layout.view($0)?.name }, JSONValue.string)),
                ])),
            ]))
        }
        let now = LayoutSnapshot(layout)
        if let old {
            lines += LayoutChange.between(old, now).map(changeJSON)
        }
        lines += LayoutWarning.all(in: layout, now: now, since: old).map { warningJSON($0, in: layout) }
        return lines.map(\.encoded)
    }

    static func kindKey(_ kind: ViewKind) -> String {
        switch kind {
        case .root: "root"
        case .view: "view"
        case .scrollView: "scrollView"
        case .label: "label"
        case .image: "image"
        }
    }

    static func changeJSON(_ change: LayoutChange) -> JSONValue {
        let (property, from, to): (String, JSONValue, JSONValue)
        switch change.property {
        case .frame(let a, let b): (property, from, to) = ("frame", .optional(a, JSONValue.rect), .optional(b, JSONValue.rect))
        case .contentSize(let a, let b): (property, from, to) = ("contentSize", .size(a), .size(b))
        case .contentOffset(let a, let b): (property, from, to) = ("contentOffset", .point(a), .point(b))
        case .zoomScale(let a, let b): (property, from, to) = ("zoomScale", .number(a), .number(b))
        }
        return .object([
            ("type", .string("change")), ("name", .string(change.name)), ("property", .string(property)),
            ("from", from), ("to", to),
        ])
    }

    static func warningJSON(_ warning: LayoutWarning, in layout: Layout) -> JSONValue {
        func name(_ id: ViewID) -> JSONValue { .string(layout.view(id)?.name ?? "?") }
        func axis(_ a: Axis) -> JSONValue { .string(a == .horizontal ? "horizontal" : "vertical") }
        var members: [(String, JSONValue)] = [("type", .string("warning"))]
        switch warning.kind {
        case .conflict(let report):
            members += [
                ("kind", .string("conflict")), ("new", .bool(warning.isNew)),
                ("broken", .string(layout.describe(report.broken))),
                ("conflicting", .array(report.culprits.map { .string(layout.describe($0)) })),
                ("drawn", .array(conflictMarks(report, in: layout).map { mark in
                    .object([
                        ("constraint", .string(mark.description)),
                        ("from", .object([("x", .number(mark.from.x)), ("y", .number(mark.from.y))])),
                        ("to", .object([("x", .number(mark.to.x)), ("y", .number(mark.to.y))])),
                        ("broken", .bool(mark.isBroken)),
                    ])
                })),
            ]
        case .unheld(let unheld):
            members += [
                ("kind", .string("notHeld")), ("new", .bool(warning.isNew)),
                ("constraint", .string(layout.describe(unheld.id))), ("off", .number(unheld.off)),
            ]
        case .contentAmbiguity(let ambiguity):
            members += [
                ("kind", .string("contentSizeAmbiguity")), ("new", .bool(warning.isNew)),
                ("view", name(ambiguity.scrollView)), ("axis", axis(ambiguity.axis)),
            ]
        case .ambiguity(let ambiguity):
            members += [
                ("kind", .string("ambiguity")), ("new", .bool(warning.isNew)),
                ("view", name(ambiguity.view)), ("axis", axis(ambiguity.axis)),
                ("missing", .array(ambiguity.missing.map(JSONValue.string))),
            ]
            if !ambiguity.competing.isEmpty {
                members.append(("competing", .array(ambiguity.competing.map(JSONValue.string))))
            }
        case .overriddenContentSize(let id, let hand, let used, let axes):
            members += [
                ("kind", .string("contentSizeOverridden")), ("new", .bool(warning.isNew)),
                ("view", name(id)), ("handSet", .size(hand)), ("contentSize", .size(used)),
                ("axes", .array(axes.map(axis))),
            ]
        }
        let message = warning.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        members.append(("message", .string(message)))
        return .object(members)
    }
}
