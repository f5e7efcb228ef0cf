import Layout

/// The app's own `anchor(…)` helper, pasted without its extension. One helper of that name is in
/// app after app, copied from one widespread tutorial and its variants:
/// `anchor(top:left:bottom:right:paddingTop:paddingLeft:paddingBottom:paddingRight:width:height:)`,
/// `anchor(top:leading:bottom:trailing:padding:size:)`. Every variant pins each edge it is given
/// to that anchor, inset by its padding (a bottom, right or trailing padding counts inwards, so
/// its constant is negated), turns the mask off, and gives the width and height it is given that
/// are not 0. A call whose labels are all among those is read so, and said in a note; so is the
/// older variant's (LBTAComponents') `anchor(_ top:left:bottom:right:topConstant:…)`, whose first
/// argument, unlabelled, is the top. A call with any other label may be another helper, and stays
/// the app's unknown code.
extension Library {
    /// The edge labels: the anchor each pins, and the sign of its padding.
    static let anchorHelperEdges: [String: (anchor: AnchorName, sign: Double)] = [
        "top": (.topAnchor, 1), "left": (.leftAnchor, 1), "leading": (.leadingAnchor, 1),
        "bottom": (.bottomAnchor, -1), "right": (.rightAnchor, -1), "trailing": (.trailingAnchor, -1),
        "centerX": (.centerXAnchor, 1), "centerY": (.centerYAnchor, 1),
    ]

    /// The padding labels each edge reads, in the spellings the variants use.
    /// (The older variant spells them `topConstant:` … `rightConstant:`, with `widthConstant:` and
    /// `heightConstant:`.)
    static let anchorHelperPaddings: [String: [String]] = [
        "top": ["paddingTop", "topPadding", "topConstant"],
        "left": ["paddingLeft", "leftPadding", "leftConstant"],
        "leading": ["paddingLeading", "leadingPadding", "paddingLeft", "leftPadding", "leadingConstant", "leftConstant"],
        "bottom": ["paddingBottom", "bottomPadding", "bottomConstant"],
        "right": ["paddingRight", "rightPadding", "rightConstant"],
        "trailing": ["paddingTrailing", "trailingPadding", "paddingRight", "rightPadding", "trailingConstant", "rightConstant"],
    ]

    /// The size labels: `width:`/`height:`, or the older variant's `widthConstant:`/`heightConstant:`.
    static let anchorHelperSizes: [(label: String, anchor: AnchorName)] = [
        ("width", .widthAnchor), ("height", .heightAnchor), ("widthConstant", .widthAnchor), ("heightConstant", .heightAnchor),
    ]

    static let anchorHelperLabels: Set<String> = Set(anchorHelperEdges.keys)
        .union(anchorHelperPaddings.values.flatMap { $0 }).union(["padding", "size"]).union(anchorHelperSizes.map(\.label))

    /// Whether a call `anchor(…)` with these labels is read as the widespread helper.
    static func isAppAnchorHelper(_ name: String, labels: [String?], of typeName: String) -> Bool {
        let labels = anchorHelperLabels(labels)
        // Its copies under other names (`pinToAnchor(left:right:paddingLeft:…)`, `setAnchors(top:…)`):
        // the same labels say the same helper.
        let words = Set(nameWords(name))
        let named = name == "anchor" || !words.isDisjoint(with: ["anchor", "anchors", "pin", "constrain", "constraints"])
        return named && !labels.isEmpty && isSubtype(typeName, of: "UIView")
            && labels.allSatisfy { $0.map(anchorHelperLabels.contains) ?? false }
            && labels.contains { given in
                given.map { label in anchorHelperEdges[label] != nil || label == "size" || anchorHelperSizes.contains { $0.label == label } } ?? false
            }
    }

    /// The labels as the helper reads them: the older variant's unlabelled first argument
    /// (`anchor(view.topAnchor, left: …, topConstant: 20, …)`) is its top, told by the
    /// `…Constant:` labels only that variant spells (without them, another helper may be meant).
    ///
    /// Labels spelt with the anchor's whole name (`anchors(topAnchor: topAnchor, leadingAnchor: …)`)
    /// are the edges' own.
    static func anchorHelperLabels(_ labels: [String?]) -> [String?] {
        let labels = labels.map { label -> String? in
            guard let label, label.hasSuffix("Anchor") else { return label }
            let edge = String(label.dropLast("Anchor".count))
            return anchorHelperEdges[edge] != nil ? edge : label
        }
        guard labels.count > 1, labels[0] == nil, labels.contains(where: { $0?.hasSuffix("Constant") == true }) else { return labels }
        return ["top"] + labels.dropFirst()
    }

    /// Pins the view `base` as the widespread `anchor(…)` helper does, and returns the
    /// constraints it made (an array, as variants that return theirs do).
    static func appAnchorHelper(_ base: Value, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                                at range: SourceRange, name: String = "anchor") throws(Interrupt) -> Value {
        let view = try viewName(base, &e, at: range)
        var args = args
        for (i, label) in anchorHelperLabels(args.map(\.label)).enumerated() { args[i].label = label }
        func number(_ label: String) throws(Interrupt) -> Double? {
            guard let argument = args.first(where: { $0.label == label }) else { return nil }
            switch argument.value {
            case .none: return nil
            case .number(let n): return n
            default: return try Library.number(argument.value, &e, at: argument.range)
            }
        }
        var insets = EdgeInsets()
        if let padding = args.first(where: { $0.label == "padding" }), case .insets(let given, _) = padding.value { insets = given }
        try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var made: [Value] = []
        var byNumber = false
        for argument in args {
            // `addPinConstraints(top: 20, left: 0, bottom: nil, right: 0)`: a number for an edge is
            // how far inside the superview's same edge it is pinned (nil pins nothing).
            if let label = argument.label, let edge = anchorHelperEdges[label], case .number(let inset) = argument.value,
               case .view(let parent) = e.librarySuperview(of: view) {
                made.append(try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: edge.anchor), .equal,
                                                   AnchorTarget(owner: .view(e.viewName(parent)), anchor: edge.anchor),
                                                   multiplier: nil, constant: edge.sign * inset, at: argument.range))
                byNumber = true
                continue
            }
            guard let label = argument.label, let edge = anchorHelperEdges[label], case .anchor(let target) = argument.value else {
                continue
            }
            var padding: Double = 0
            for spelling in anchorHelperPaddings[label] ?? [] {
                if let given = try number(spelling) { padding = given; break }
            }
            switch label {
            case "top": padding = padding == 0 ? insets.top : padding
            case "left", "leading": padding = padding == 0 ? insets.left : padding
            case "bottom": padding = padding == 0 ? insets.bottom : padding
            case "right", "trailing": padding = padding == 0 ? insets.right : padding
            default: break
            }
            made.append(try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: edge.anchor), .equal, target,
                                               multiplier: nil, constant: edge.sign * padding, at: argument.range))
        }
        var size: Size? = nil
        if let given = args.first(where: { $0.label == "size" }), case .size(let s) = given.value { size = s }
        for (label, anchor) in anchorHelperSizes {
            let fromSize = label == "width" ? size?.width : label == "height" ? size?.height : nil
            guard let length = try number(label) ?? fromSize, length != 0 else { continue }
            made.append(try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: anchor), .equal, nil,
                                               multiplier: nil, constant: length, at: range))
        }
        try e.setActive(made, true, holder: nil, method: "isActive", at: range)
        e.recordHelperResult(made, on: base)
        if byNumber {
            e.note("'\(name)(…)' is the app's own helper (not in the paste): read by its labels — each edge given a number pinned that "
                + "far inside the superview's (bottom, right and trailing inwards), one given nil not pinned, the mask off; paste the "
                + "extension if the app's does otherwise")
            return .array(made)
        }
        e.note("'\(name)(…)' is the app's own helper (not in the paste): read by its labels as the widespread helper does — each "
            + "edge pinned to the anchor given, inset by its padding (bottom, right and trailing inwards), width and height when "
            + "not 0, the mask off; paste the extension if the app's does otherwise")
        // Called on a view made in the same expression (`let ok = UIButton(…).constrainToSize(height: 40)`),
        // it returns the view, for the chain: nothing else would hold the view made.
        if e.receiverJustMade, case .view = base { return base }
        return .array(made)
    }
}

/// The `anchor(…)` helper's companions, from the same widespread extensions, pasted without them.
/// Each turns the mask off and makes the constraints its labels say; read so by their labels, with
/// a note:
/// - `setDimensions(width:height:)` (in either order), `centerX(inView:topAnchor:paddingTop:)`,
///   `centerY(inView:leftAnchor:paddingLeft:constant:)` and `center(inView:yConstant:)`;
/// - `centerX(in:constant:)` and `centerY(in:constant:)`;
/// - the superview family: `fillSuperview()`/`fillSuperview(padding:)` (the four edges pinned to
///   the superview's, inset by the padding, bottom and right inwards),
///   `fillSuperviewSafeAreaLayoutGuide(padding:)` (to its safe area), `centerInSuperview(size:)`
///   (centred, with the size's width and height when not 0), `centerXInSuperview()`,
///   `centerYInSuperview()`; a view with no superview yet gets no constraint, as they guard;
/// - `anchorSize(to:)` (the other view's width and height), `constrainWidth(_:)` and
///   `constrainHeight(_:)` (also with `constant:`), `setWidth(_:)` and `setHeight(_:)`;
/// - LBTAComponents' `anchorCenterXToSuperview(constant:)`, `anchorCenterYToSuperview(constant:)`
///   and `anchorCenterSuperview()`.
extension Library {
    static let anchorCompanionLabels: [String: Set<String>] = [
        "setDimensions": ["width", "height"],
        "centerX": ["inView", "topAnchor", "paddingTop", "constant", "in"],
        "centerY": ["inView", "leftAnchor", "leadingAnchor", "paddingLeft", "paddingLeading", "constant", "in"],
        "center": ["inView", "yConstant", "constant"],
        "fillSuperview": ["padding"], "fillSuperviewSafeAreaLayoutGuide": ["padding"],
        "centerInSuperview": ["size"], "centerXInSuperview": [], "centerYInSuperview": [],
        "anchorSize": ["to"], "constrainWidth": ["constant"], "constrainHeight": ["constant"],
        "setHeight": ["height"], "setWidth": ["width"],
        // LBTAComponents': centred in the superview, across or down by the constant.
        "anchorCenterXToSuperview": ["constant"], "anchorCenterYToSuperview": ["constant"], "anchorCenterSuperview": [],
    ]

    static func isAppAnchorCompanion(_ name: String, labels: [String?], of typeName: String) -> Bool {
        guard isSubtype(typeName, of: "UIView"), let allowed = anchorCompanionLabels[name] else { return false }
        switch name {
        case "fillSuperview", "fillSuperviewSafeAreaLayoutGuide", "centerXInSuperview", "centerYInSuperview",
             "anchorCenterXToSuperview", "anchorCenterYToSuperview", "anchorCenterSuperview":
            return labels.allSatisfy { $0.map(allowed.contains) ?? false }
        case "centerInSuperview", "anchorSize":
            // TinyConstraints' `centerInSuperview()` takes no `size:`; this one needs it.
            return labels.count == 1 && labels[0].map(allowed.contains) == true
        case "constrainWidth", "constrainHeight":
            return labels.count == 1 && (labels[0] == nil || labels[0] == "constant")
        case "setHeight", "setWidth":
            // `setHeight(50)`, `setWidth(width: 120)`: the same extensions' one-number size helpers.
            return labels.count == 1 && (labels[0] == nil || labels[0].map(allowed.contains) == true)
        default:
            break
        }
        let given = labels.compactMap { $0 }
        guard !labels.isEmpty, given.count == labels.count, Set(given).isSubset(of: allowed) else { return false }
        if name == "setDimensions" { return Set(given) == allowed }
        // `centerX(in: view, constant: 8)`, or the `inView:` family; never the two mixed.
        return labels.first == "inView" && !given.contains("in") || labels.first == "in" && Set(given).isSubset(of: ["in", "constant"])
    }

    static func appAnchorCompanion(_ base: Value, _ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                                   at range: SourceRange) throws(Interrupt) -> Value {
        let view = try viewName(base, &e, at: range)
        func argument(_ label: String) -> EvaluatedArgument? { args.first { $0.label == label } }
        func number(_ label: String) throws(Interrupt) -> Double {
            guard let given = argument(label) else { return 0 }
            if case .none = given.value { return 0 }
            return try Library.number(given.value, &e, at: given.range)
        }
        try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var made: [Value] = []
        func pin(_ anchor: AnchorName, _ target: AnchorTarget?, constant: Double) throws(Interrupt) {
            made.append(try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: anchor), .equal, target,
                                               multiplier: nil, constant: constant, at: range))
        }
        var says = "centred in the view given, with the anchor and padding given"
        switch name {
        case "setDimensions":
            try pin(.widthAnchor, nil, constant: try number("width"))
            try pin(.heightAnchor, nil, constant: try number("height"))
            says = "the width and height given"
        case "constrainWidth", "constrainHeight", "setWidth", "setHeight":
            let length = try Library.number(args[0].value, &e, at: args[0].range)
            let width = name.hasSuffix("Width")
            try pin(width ? .widthAnchor : .heightAnchor, nil, constant: length)
            says = "the \(width ? "width" : "height") given"
        case "anchorSize":
            let other = try viewName(args[0].value, &e, at: args[0].range)
            try pin(.widthAnchor, AnchorTarget(owner: .view(other), anchor: .widthAnchor), constant: 0)
            try pin(.heightAnchor, AnchorTarget(owner: .view(other), anchor: .heightAnchor), constant: 0)
            says = "its width and height equal to the view given"
        case "fillSuperview", "fillSuperviewSafeAreaLayoutGuide", "centerInSuperview", "centerXInSuperview", "centerYInSuperview",
             "anchorCenterXToSuperview", "anchorCenterYToSuperview", "anchorCenterSuperview":
            guard case .view(let parent) = e.librarySuperview(of: view), e.viewName(parent) != e.viewName(view) else {
                says = "no constraint while it has no superview, as the helper guards"
                break
            }
            let owner: AnchorOwner = name.hasSuffix("SafeAreaLayoutGuide") ? .guide(.safeAreaLayoutGuide, of: parent) : .view(parent)
            if name.hasPrefix("fill") {
                var insets = EdgeInsets()
                if let padding = argument("padding") {
                    switch padding.value {
                    case .insets(let given, _): insets = given
                    case .none: break
                    default:
                        // `fillSuperview(padding: 12)`: the variants that take one number inset every edge by it.
                        let n = try Library.number(padding.value, &e, at: padding.range)
                        insets = EdgeInsets(top: n, left: n, bottom: n, right: n)
                    }
                }
                for (anchor, constant) in [(AnchorName.topAnchor, insets.top), (.leadingAnchor, insets.left),
                                           (.bottomAnchor, -insets.bottom), (.trailingAnchor, -insets.right)] {
                    try pin(anchor, AnchorTarget(owner: owner, anchor: anchor), constant: constant)
                }
                says = "its four edges pinned to its superview's" + (name.hasSuffix("SafeAreaLayoutGuide") ? " safe area" : "")
                    + ", inset by the padding (bottom and right inwards)"
            } else {
                let offset = try number("constant")
                if !["centerYInSuperview", "anchorCenterYToSuperview"].contains(name) {
                    try pin(.centerXAnchor, AnchorTarget(owner: owner, anchor: .centerXAnchor), constant: offset)
                }
                if !["centerXInSuperview", "anchorCenterXToSuperview"].contains(name) {
                    try pin(.centerYAnchor, AnchorTarget(owner: owner, anchor: .centerYAnchor), constant: offset)
                }
                if let given = argument("size") {
                    let size = try Library.size(given.value, &e, at: given.range)
                    if size.width != 0 { try pin(.widthAnchor, nil, constant: size.width) }
                    if size.height != 0 { try pin(.heightAnchor, nil, constant: size.height) }
                }
                says = "centred in its superview" + (argument("size") == nil ? "" : ", with the size's width and height when not 0")
            }
        default:
            guard let inView = argument("inView") ?? argument("in") else { break }
            let other = try viewName(inView.value, &e, at: inView.range)
            if name != "centerY" {
                try pin(.centerXAnchor, AnchorTarget(owner: .view(other), anchor: .centerXAnchor),
                        constant: name == "centerX" ? try number("constant") : 0)
            }
            if name != "centerX" {
                try pin(.centerYAnchor, AnchorTarget(owner: .view(other), anchor: .centerYAnchor),
                        constant: try number("constant") + (try number("yConstant")))
            }
            if name == "centerX", case .anchor(let top)? = argument("topAnchor")?.value {
                try pin(.topAnchor, top, constant: try number("paddingTop"))
            }
            if name == "centerY", case .anchor(let left)? = argument("leftAnchor")?.value {
                try pin(.leftAnchor, left, constant: try number("paddingLeft"))
            }
            // (The same helper spelt with leading: `centerY(inView:leadingAnchor:paddingLeft:)`.)
            if name == "centerY", case .anchor(let leading)? = argument("leadingAnchor")?.value {
                try pin(.leadingAnchor, leading, constant: try number("paddingLeft") + (try number("paddingLeading")))
            }
        }
        try e.setActive(made, true, holder: nil, method: "isActive", at: range)
        let written = "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        e.note("'\(written)' is the app's own helper (not in the paste), a companion of the widespread 'anchor(…)': read by its "
            + "labels as that extension does — the mask off, " + says + "; paste the extension if the app's does otherwise")
        return .void
    }
}

/// The app's own `addConstraintsWithFormat(format:views:)`, pasted without its extension: the
/// widespread helper names its views `v0`, `v1`, … in the order given, turns their masks off and
/// adds the format's constraints to the view it is called on. Read so, and said in a note.
extension Library {
    /// The helper's names: app after app spells it its own way (`addConstraintsWithFormat`,
    /// `addConstraintWithFormat`, `addConstraintWithVisualFormat`, `addConstraints(withFormat:
    /// views:)`), always a format string, then `views:` and the views in order.
    static let visualFormatHelperNames: Set<String> = [
        "addConstraintsWithFormat", "addConstraintWithFormat", "addConstraintsWithVisualFormat", "addConstraintWithVisualFormat",
    ]
    static let visualFormatHelperFormatLabels: Set<String> = ["format", "withFormat", "withVisualFormat", "visualFormat", "with"]

    static func isAppVisualFormatHelper(_ name: String, labels: [String?], of typeName: String) -> Bool {
        let base = String(name.prefix { $0 != "(" })
        // Views first (`addConstraintsWithVFL(views: label, VFL: "H:|-16-[v0]")`): the same helper.
        if isSubtype(typeName, of: "UIView"), labels.count == 2, labels[0] == "views", let format = labels[1],
           visualFormatHelperFormatLabels.contains(format) || format.lowercased().contains("vfl") || format.lowercased().contains("format"),
           base.lowercased().hasPrefix("add") {
            return true
        }
        guard isSubtype(typeName, of: "UIView"), labels.count >= 2, labels[1] == "views", labels.dropFirst(2).allSatisfy({ $0 == nil })
        else { return false }
        if visualFormatHelperNames.contains(base) { return labels[0] == nil || labels[0] == "format" }
        // Spelt the app's own way (`addVisualConstarints(format:views:)`,
        // `addConstraintsUsingFormat(_:views:)`): a method that adds, taking a format then
        // `views:`, is the helper; UIKit has none of that shape.
        let lowered = base.lowercased()
        if lowered.hasPrefix("add"), labels[0].map(visualFormatHelperFormatLabels.contains) == true
            || labels[0] == nil && (lowered.contains("format") || lowered.contains("constr")) {
            return true
        }
        // `addConstraints(withFormat: "H:|[v0]|", views: a)`: UIKit's addConstraints(_:) takes one
        // unlabelled array, so a labelled format is the app's helper.
        return base == "addConstraints" && labels[0].map(visualFormatHelperFormatLabels.contains) == true
    }

    static func appVisualFormatHelper(_ base: Value, _ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                                      at range: SourceRange) throws(Interrupt) -> Value {
        var helperName = String(name.prefix { $0 != "(" })
        if helperName == "addConstraints", let label = args.first?.label { helperName += "(\(label):views:)" }
        // The format first, then the views, whichever order the helper takes them in.
        let args = args.first?.label == "views" && args.count == 2 ? [args[1], args[0]] : args
        let holder = try viewName(base, &e, at: range)
        var views: [Value] = []
        for argument in args.dropFirst() {
            if case .array(let items) = argument.value { views += items } else { views.append(argument.value) }
        }
        var entries: [DictionaryEntryValue] = []
        for (index, view) in views.enumerated() {
            if case .view(let name) = view {
                try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)),
                                  at: range)
            }
            entries.append(DictionaryEntryValue(key: .string("v\(index)"), value: view))
        }
        let viewsRange = args.count > 1 ? args[1].range : range
        let made = try e.visualFormatConstraints([
            EvaluatedArgument(label: "withVisualFormat", value: args[0].value, range: args[0].range, expr: args[0].expr),
            EvaluatedArgument(label: "views", value: .dictionary(entries), range: viewsRange, expr: .nilLiteral(viewsRange)),
        ], at: range)
        if case .array(let constraints) = made {
            try e.setActive(constraints, true, holder: holder, method: "addConstraints", at: range)
        }
        e.note("'\(helperName)' is the app's own helper (not in the paste): read as the widespread one — its views "
            + "named v0, v1, … in order, their masks off, the format's constraints added; paste the extension if the app's does otherwise")
        return .void
    }
}

/// LBTATools' modifiers, pasted without the library: each returns the view it is called on, so
/// they sit inside `stack(…)`/`hstack(…)` calls (`stack(icon.withWidth(32), title)`).
/// - `withWidth(_:)`, `withHeight(_:)`, `withSize(_:)`: the mask off and the size given;
/// - on a stack view, `withMargins(_:)` and `padLeft(_:)`, `padTop(_:)`, `padBottom(_:)`,
///   `padRight(_:)`: its layout margins (all, or the one edge), and margins-relative arrangement.
extension Library {
    static let lbtaSizeModifiers: Set<String> = ["withWidth", "withHeight", "withSize"]
    static let lbtaMarginModifiers: Set<String> = ["withMargins", "padLeft", "padTop", "padBottom", "padRight"]

    static func isLBTAModifier(_ name: String, labels: [String?], of typeName: String) -> Bool {
        guard labels == [nil] else { return false }
        if lbtaSizeModifiers.contains(name) { return isSubtype(typeName, of: "UIView") }
        return lbtaMarginModifiers.contains(name) && isSubtype(typeName, of: "UIStackView")
    }

    static func lbtaModifier(_ base: Value, _ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                             at range: SourceRange) throws(Interrupt) -> Value {
        let view = try viewName(base, &e, at: range)
        let given = args[0]
        if lbtaSizeModifiers.contains(name) {
            try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            var made: [Value] = []
            func pin(_ anchor: AnchorName, _ length: Double) throws(Interrupt) {
                made.append(try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: anchor), .equal, nil,
                                                   multiplier: nil, constant: length, at: range))
            }
            switch name {
            case "withWidth": try pin(.widthAnchor, try number(given.value, &e, at: given.range))
            case "withHeight": try pin(.heightAnchor, try number(given.value, &e, at: given.range))
            default:
                let size = try Library.size(given.value, &e, at: given.range)
                try pin(.widthAnchor, size.width)
                try pin(.heightAnchor, size.height)
            }
            try e.setActive(made, true, holder: nil, method: "isActive", at: range)
            e.note("'\(name)(_:)' is LBTATools' (not in the paste): the mask off and the size given; the view is returned")
            return base
        }
        var margins: EdgeInsets
        if case .insets(let current, _) = try get(base, "layoutMargins", &e, nameRange: range, range: range) {
            margins = current
        } else {
            margins = EdgeInsets()
        }
        if name == "withMargins" {
            margins = try insets(given.value, &e, at: given.range)
        } else {
            let n = try number(given.value, &e, at: given.range)
            switch name {
            case "padLeft": margins.left = n
            case "padTop": margins.top = n
            case "padBottom": margins.bottom = n
            default: margins.right = n
            }
        }
        try set(base, "isLayoutMarginsRelativeArrangement", .bool(true), &e, nameRange: range, range: range)
        try set(base, "layoutMargins", .insets(margins, directional: false), &e, nameRange: range, range: range)
        e.note("'\(name)(_:)' is LBTATools' (not in the paste): the stack's layout margins, its views arranged inside them; "
            + "the stack is returned")
        return base
    }
}
