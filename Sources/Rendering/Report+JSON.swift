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
    ///   "maximum","view"}}`, and `"contentKnown":false` when the content size is UIKit's but not
    ///   known here (a list whose rows are the app's), its size and ranges then Layoutbook's, or
    ///   `"contentWidthKnown":false` / `"contentHeightKnown":false` when only that side is not (a
    ///   contentSize set in code from what the paste does not hold);
    /// - with `old`, per change (as ``changes(from:to:)``): `{"type":"change","name":…,
    ///   "property":"frame|contentSize|contentOffset|zoomScale","from":…,"to":…}`, `from` null for an
    ///   added view and `to` null for a removed one;
    /// - per warning (as ``warnings(_:since:)``): `{"type":"warning","kind":"conflict|
    ///   contentSizeAmbiguity|ambiguity|contentSizeOverridden","new":…,` then the kind's own facts,
    ///   then `"message"`, the text warning's (first) line; a conflict also has `"drawn"`, each
    ///   constraint of its minimal set as the SVG draws it: `{"constraint","from":{"x","y"},"to":{…},
    ///   "broken"}` in screen points.
    /// A conflict's warning also has `"fixes"`, the ranked advice of the text (``ConflictAdvice``):
    /// `{"kind","fix","satisfiable","constraint","madeAt","code"}`, and `"madeAt"`, the script line
    /// of each constraint of the set that `lines` knows.
    ///
    /// `now`, a snapshot of `layout` taken since `old` (as the prompt takes one after each entry),
    /// saves working out again what it holds: the windows, clips and ambiguities.
    public static func json(from old: LayoutSnapshot?, to layout: Layout, now: LayoutSnapshot? = nil,
                            lines sourceLines: ConstraintLines = ConstraintLines()) -> [String] {
        let now = now ?? LayoutSnapshot(layout, since: old)
        var lines: [JSONValue] = [screenJSON(layout)]
        let facts = JSONViewFacts(layout, now: now)
        for id in layout.viewsInTreeOrder {
            if let record = facts.record(of: id) { lines.append(record) }
        }
        for id in layout.viewsInTreeOrder {
            if let record = scrollViewJSON(id, in: layout) { lines.append(record) }
        }
        var text = lines.map(\.encoded)
        if let old {
            text += LayoutChange.between(old, now).map(changeLine)
        }
        text += LayoutWarning.all(in: layout, now: now, since: old, lines: sourceLines).map { warningJSON($0, in: layout, lines: sourceLines).encoded }
        return text
    }

    /// `{"type":"screen",…}`: the screen's size, and the device it is when there is one.
    static func screenJSON(_ layout: Layout) -> JSONValue {
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
        return .object(screen)
    }

    /// `{"type":"scrollView",…}` for a scroll view; nil for any other view.
    static func scrollViewJSON(_ id: ViewID, in layout: Layout) -> JSONValue? {
        guard let view = layout.view(id), let info = layout.scrollInfo(id) else { return nil }
        return .object([
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
        ] + (info.contentKnown ? [] : [("contentKnown", .bool(false))])
          + (!info.contentKnown || info.contentWidthKnown ? [] : [("contentWidthKnown", .bool(false))])
          + (!info.contentKnown || info.contentHeightKnown ? [] : [("contentHeightKnown", .bool(false))])
          + (info.boundsKnown ? [] : [("boundsKnown", .bool(false))]))
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

    /// A change's record, written straight into its text (the same bytes as a ``JSONValue``'s):
    /// a constant changed high in a long stack makes hundreds of them in one reply.
    static func changeLine(_ change: LayoutChange) -> String {
        var out = #"{"type":"change","name":"#
        JSONValue.quote(change.name, into: &out)
        func fromTo<Value>(_ property: String, _ a: Value, _ b: Value, _ write: (Value, inout String) -> Void) {
            out += #","property":""# + property + #"","from":"#
            write(a, &out)
            out += #","to":"#
            write(b, &out)
        }
        switch change.property {
        case .frame(let a, let b): fromTo("frame", a, b, JSONValue.write)
        case .contentSize(let a, let b): fromTo("contentSize", a, b, JSONValue.write)
        case .contentOffset(let a, let b): fromTo("contentOffset", a, b, JSONValue.write)
        case .zoomScale(let a, let b): fromTo("zoomScale", a, b, JSONValue.write)
        }
        out += "}"
        return out
    }

    /// A new conflict's `"madeAt"` (each constraint of the set whose script line is known:
    /// `{"constraint","line","text"}`) and `"fixes"` (as the text ranks them).
    static func conflictAdviceJSON(_ report: ConflictReport, _ fixes: [ConflictFix], in layout: Layout,
                                   lines: ConstraintLines) -> [(String, JSONValue)] {
        let set = report.culprits + [report.broken]
        let made: [JSONValue] = set.compactMap { id in
            lines.line(of: id, in: layout).map { line in
                .object([("constraint", .string(layout.describe(id))),
                         ("line", line.inScript ? .number(Double(line.number)) : .null), ("text", .string(line.text))])
            }
        }
        return [
            ("madeAt", .array(made)),
            ("fixes", .array(fixes.map { fix in
                .object([("kind", .string(fix.kind.rawValue)), ("fix", .string(fix.advice)),
                         ("satisfiable", .bool(fix.satisfiable)), ("onBroken", .bool(fix.onBroken)),
                         ("constraint", .optional(fix.constraint.map { layout.describe($0) }, JSONValue.string)),
                         ("code", .optional(fix.code, JSONValue.string))])
            })),
        ]
    }

    /// A warning's record; with `resolved`, the `{"type":"resolved",…}` record of a warning that
    /// held before and holds no more: the same facts, without `new` and a conflict's drawing.
    static func warningJSON(_ warning: LayoutWarning, in layout: Layout, lines: ConstraintLines = ConstraintLines(),
                            resolved: Bool = false) -> JSONValue {
        func name(_ id: ViewID) -> JSONValue { .string(layout.view(id)?.name ?? "?") }
        func axis(_ a: Axis) -> JSONValue { .string(a == .horizontal ? "horizontal" : "vertical") }
        var members: [(String, JSONValue)] = [("type", .string(resolved ? "resolved" : "warning"))]
        switch warning.kind {
        case .conflict(let report):
            members += [
                ("kind", .string("conflict")), ("new", .bool(warning.isNew)),
                ("broken", .string(layout.describe(report.broken))),
                ("conflicting", .array(report.culprits.map { .string(layout.describe($0)) })),
            ]
            if !resolved {
                members.append(("drawn", .array(conflictMarks(report, in: layout).map { mark in
                    .object([
                        ("constraint", .string(mark.description)),
                        ("from", .object([("x", .number(mark.from.x)), ("y", .number(mark.from.y))])),
                        ("to", .object([("x", .number(mark.to.x)), ("y", .number(mark.to.y))])),
                        ("broken", .bool(mark.isBroken)),
                    ])
                })))
            }
            if warning.isNew && !resolved {
                members += conflictAdviceJSON(report, warning.fixes, in: layout, lines: lines)
            }
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
        if resolved { members.removeAll { $0.0 == "new" } }
        return .object(members)
    }
}
