import Layout

/// The app's own layout helpers the paste lacks, whose names say plainly what they do and which
/// no table of known spellings lists: `icon.pinToSuperview()`, `card.pinEdges(to: view, inset:
/// 16)`, `rule.centerToYAxis(inView: self)`, `badge.setSize(width: 20, height: 20)`. Apps write
/// one of each, each spelt its own way; skipped, the view would keep no constraint and fall to
/// 0×0. Read by the words of the name — a verb that pins (pin, fill, constrain, anchor, …) with
/// what it pins to (the superview, the edges of the view given), or a centring, or a size — and
/// by the arguments' labels, and said in a note. A name that names one edge or an axis with its
/// edges (`pinTopToSuperview`), or anything else, is not read here.
extension Library {
    /// What a helper's name says it does.
    enum NamedHelper: Equatable {
        /// The four edges pinned to the target's (its safe area's or margins' when the name says so).
        case edges(LayoutGuideName?)
        /// The centre pinned to the target's, along one axis or both.
        case center(x: Bool, y: Bool)
        /// The width and height given.
        case size
        /// The one length the name says (`heightConstraint(30)`).
        case length(width: Bool)
        /// One of the view's anchors (the edge the name says, else the one given's kind) pinned
        /// to the anchor given, plus the number given (inward when the name says padding):
        /// `padTop(from: topAnchor, num: 30)`, `centerTo(element: centerXAnchor)`.
        case anchored(AnchorName, inward: Bool)
        /// Added to the view given (`.into(view)`).
        case addedTo
        /// The edges the name lists pinned to the superview's (`autoPinLeftRightToSuper`,
        /// `pinHorizontallyToSuperview(inset:)`), inset by the number given; or the edges an
        /// argument gives (`pinToSuperview(edges: .horizontal, padding: 20)`), to the guide a
        /// flag names (`safeArea: true`).
        case someEdges([AnchorName], LayoutGuideName? = nil)
    }

    static let verticalAnchors: Set<AnchorName> = [.topAnchor, .bottomAnchor, .centerYAnchor, .firstBaselineAnchor, .lastBaselineAnchor]
    static let dimensionAnchors: Set<AnchorName> = [.widthAnchor, .heightAnchor]

    /// Whether two anchors can be constrained to each other: both on one axis, both sizes or both positions.
    static func sameKind(_ a: AnchorName, _ b: AnchorName) -> Bool {
        verticalAnchors.contains(a) == verticalAnchors.contains(b) && dimensionAnchors.contains(a) == dimensionAnchors.contains(b)
    }

    /// The anchor an edge word names.
    static let edgeWords: [String: AnchorName] = [
        "top": .topAnchor, "bottom": .bottomAnchor, "left": .leftAnchor, "right": .rightAnchor, "leading": .leadingAnchor,
        "trailing": .trailingAnchor, "width": .widthAnchor, "height": .heightAnchor,
    ]

    /// The words of a camel-cased name, lowercased: `pinToSuperView` is pin, to, super, view.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for c in name {
            if c.isUppercase || c == "_" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = c == "_" ? "" : String(c)
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    static let pinningVerbs: Set<String> = ["pin", "fill", "constrain", "constraint", "constraints", "anchor", "align", "attach",
                                            "stretch", "embed", "match", "stick", "glue", "snap", "layout", "fit"]
    static let partialWords: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right", "width", "height", "size",
                                            "horizontal", "horizontally", "vertical", "vertically", "x", "y", "axis", "ratio",
                                            "aspect", "except", "excluding", "without", "baseline", "remove", "deactivate", "update"]

    /// What an unknown method of a view says it does, by its name and its arguments' labels; nil
    /// when it says none of it plainly.
    static func namedHelper(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, toController: Bool = false) -> NamedHelper? {
        guard trailing == nil else { return nil }
        let words = nameWords(name)
        // `.into(view)`, `addTo(view)`, `add(to: view)`: the receiver added to the view given.
        if args.count == 1, case .view = args[0].value, words == ["into"] || words == ["add", "to"] || words == ["added", "to"]
            || (words == ["add"] && args[0].label == "to") || words == ["add", "into"] {
            return .addedTo
        }
        guard let first = words.first, !["get", "is", "has", "should", "did", "will", "reset", "remove"].contains(first) else { return nil }
        if let given = givenEdges(words, args) { return given }
        let labels = Set(args.compactMap(\.label))
        let viewArguments = args.filter { if case .view = $0.value { true } else { false } }
        let numbers: Set<String> = ["inset", "insets", "padding", "constant", "margin", "spacing", "offset", "edgeInsets", "with"]
        // (`embed(subview: v)`, `pin(child: v)`: the view given is the one pinned inside the receiver.)
        let targetLabels = Set(["to", "of", "in", "inView", "toView", "into", "view", "superview", "on", "onView", "with", "equalTo"])
            .union(givenViewLabels)
        // Every argument is a target view, or a number or insets, unlabelled or by a label that
        // says so (`layoutToSuperview(.centerY)` names one edge: not read).
        let readable = args.allSatisfy { a in
            switch a.value {
            case .view: return a.label == nil || targetLabels.contains(a.label!)
            case .number, .insets: return a.label.map(numbers.contains) ?? (viewArguments.isEmpty && args.count == 1)
            default: return false
            }
        }
        let wordSet = Set(words)
        // Given one anchor and at most a number: that anchor's edge (or the one the name says).
        let anchors = args.compactMap { a -> AnchorTarget? in if case .anchor(let t) = a.value { t } else { nil } }
        if anchors.count == 1, args.allSatisfy({ a in
            switch a.value { case .anchor, .number: true; default: false }
        }), args.filter({ if case .number = $0.value { true } else { false } }).count <= 1 {
            let named = words.compactMap { edgeWords[$0] }
            guard named.count <= 1 else { return nil }
            var own = named.first ?? anchors[0].anchor
            if named.isEmpty, wordSet.contains("center") || wordSet.contains("centre") {
                own = wordSet.contains("y") ? .centerYAnchor : wordSet.contains("x") ? .centerXAnchor : anchors[0].anchor
            }
            // Only along the same axis as the anchor given (a top to a bottom, never to a left).
            guard sameKind(own, anchors[0].anchor) else { return nil }
            let inward = !wordSet.isDisjoint(with: ["pad", "padding", "inset", "margin"])
                && [.bottomAnchor, .rightAnchor, .trailingAnchor].contains(own)
            return .anchored(own, inward: inward)
        }
        if wordSet.contains("center") || wordSet.contains("centre") || wordSet.contains("centered") {
            guard readable, wordSet.isDisjoint(with: ["top", "bottom", "leading", "trailing", "left", "right", "width", "height", "size"])
            else { return nil }
            // (`autoHCenterInSuperview`, `autoVCenterInSuperview`: H and V for the axes.)
            let x = !wordSet.isDisjoint(with: ["x", "h", "horizontal", "horizontally"])
            let y = !wordSet.isDisjoint(with: ["y", "v", "vertical", "vertically"])
            return .center(x: x || !y, y: y || !x)
        }
        // (`setDimenstions`, `setDimentions`: the misspellings apps keep are the same helper.)
        if !wordSet.isDisjoint(with: ["size", "dimensions", "dimension", "dimenstions", "dimentions", "dimesions"]) {
            // `setSize(width: 40, height: 30)`, `size(CGSize(…))`; not `sizeToFit()`.
            guard !wordSet.contains("fit"), !wordSet.contains("fitting") else { return nil }
            if labels == ["width", "height"] { return .size }
            // `constrainToSize(24)`: one number, a square of that side.
            if args.count == 1, args[0].label == nil, case .number = args[0].value { return .size }
            return nil
        }
        let saysWidth = wordSet.contains("width"), saysHeight = wordSet.contains("height")
        // `autoPinWidthToSuperviewWithMargin(36)`, `pinHeightToSuperview()`: a width pinned to the
        // superview is its two side edges pinned there (inset by the number), a height its top and
        // bottom — not a length of 36.
        if saysWidth != saysHeight, !wordSet.isDisjoint(with: ["pin", "stretch", "fill"]), viewArguments.isEmpty,
           !wordSet.isDisjoint(with: ["superview", "super", "parent", "container"]), args.count <= 1,
           args.allSatisfy({ if case .number = $0.value { true } else { false } }),
           wordSet.isDisjoint(with: ["equal", "match", "multiplier", "ratio", "aspect", "half", "percent", "fraction", "anchor"]) {
            return .someEdges(saysWidth ? [.leadingAnchor, .trailingAnchor] : [.topAnchor, .bottomAnchor], nil)
        }
        if saysWidth != saysHeight, args.count == 1, args[0].label == nil || ["constant", "by", "to", "equalTo"].contains(args[0].label!),
           case .number = args[0].value, wordSet.isDisjoint(with: ["anchor", "greater", "less", "min", "max", "multiplier"]),
           // `label.setLineHeight(0.84)`, `setLineSpacing`: the text's line height, a typographic
           // setting of the app's, not the view's.
           wordSet.isDisjoint(with: ["line", "lines", "row", "font", "text", "letter"]) {
            return .length(width: saysWidth)
        }
        // What it pins to: the superview (or parent, container), or the edges of the view given.
        let toSuperview = !wordSet.isDisjoint(with: ["superview", "super", "parent", "container", "containerview"])
            || (toController && wordSet.contains("controller"))
        // Some edges, named, to the superview: `autoPinLeftRightToSuper`, `pinTopAndBottomToSuperview`,
        // `pinHorizontallyToSuperview(inset: 16)`. Not a size, an axis's centre or anything taken away.
        if readable, toSuperview, viewArguments.isEmpty, !pinningVerbs.isDisjoint(with: wordSet),
           wordSet.isDisjoint(with: ["width", "height", "size", "x", "y", "axis", "ratio", "aspect", "except", "excluding", "without",
                                     "baseline", "remove", "deactivate", "update", "center", "centre"]) {
            var edges: [AnchorName] = []
            for word in words {
                switch word {
                case "top", "bottom", "left", "right", "leading", "trailing": if let a = edgeWords[word], !edges.contains(a) { edges.append(a) }
                case "horizontal", "horizontally", "sides": edges += [.leadingAnchor, .trailingAnchor]
                case "vertical", "vertically": edges += [.topAnchor, .bottomAnchor]
                default: continue
                }
            }
            if edges.count >= 2, edges.count < 4 { return .someEdges(edges, nil) }
        }
        guard readable, !pinningVerbs.isDisjoint(with: wordSet), wordSet.isDisjoint(with: partialWords) else { return nil }
        let toEdges = wordSet.contains("edges") || wordSet.contains("edge") || wordSet.contains("all") || words == ["fill"]
            || words == ["pin"] || words == ["embed"] || wordSet.contains("safe")
            // `constraints(equalTo: view)`, `constrain(equalTo: container)`: equal to the view given, edge for edge.
            || (args.count == 1 && args[0].label == "equalTo" && viewArguments.count == 1)
        guard toSuperview || (toEdges && viewArguments.count <= 1) else { return nil }
        if wordSet.contains("safe") { return .edges(.safeAreaLayoutGuide) }
        if wordSet.contains("margin") || wordSet.contains("margins") { return .edges(.layoutMarginsGuide) }
        return .edges(nil)
    }

    /// The edges an argument gives a pinning helper (`pinToSuperview(edges: .horizontal, padding:
    /// 20)`, `pin(to: card, edges: [.top, .leading], insets: …)`, `constrainToSuperview(edges: .all,
    /// safeArea: true)`): an option set of edges (UIKit's `UIRectEdge`, SwiftUI's `Edge.Set`, the
    /// app's own named alike), besides which only a target view, numbers or insets, and a flag naming
    /// the safe area or the margins. Nil for anything else.
    static func givenEdges(_ words: [String], _ args: [EvaluatedArgument]) -> NamedHelper? {
        let wordSet = Set(words)
        guard !pinningVerbs.isDisjoint(with: wordSet), wordSet.isDisjoint(with: partialWords),
              let given = args.first(where: { ["edges", "edge", "sides", "anchors"].contains($0.label ?? "") }),
              var names = Evaluator.optionMembers(given.value), !names.isEmpty else { return nil }
        // `.all` holds both kinds of side: the leading and trailing ones, as on a left-to-right screen.
        if names.contains("leading") { names.removeAll { $0 == "left" } }
        if names.contains("trailing") { names.removeAll { $0 == "right" } }
        var anchors: [AnchorName] = []
        for name in names {
            guard let anchor = edgeWords[name], !dimensionAnchors.contains(anchor) else { return nil }
            if !anchors.contains(anchor) { anchors.append(anchor) }
        }
        var guide: LayoutGuideName? = nil
        let numbers: Set<String> = ["inset", "insets", "padding", "constant", "margin", "spacing", "offset", "edgeInsets"]
        for a in args where a.label != given.label {
            switch a.value {
            case .view: guard a.label == nil || ["to", "view", "superview", "in", "inView", "toView", "on"].contains(a.label!) else { return nil }
            case .number, .insets: guard a.label.map(numbers.contains) ?? false else { return nil }
            case .bool(let on):
                let label = (a.label ?? "").lowercased()
                if label.contains("safe") { guide = on ? .safeAreaLayoutGuide : nil }
                else if label.contains("margin") { guide = on ? .layoutMarginsGuide : nil }
                else { return nil }
            default: return nil
            }
        }
        return .someEdges(anchors, guide)
    }

    /// Labels that name the view given as the one going inside the receiver (`embed(subview:)`).
    static let givenViewLabels: Set<String> = ["subview", "subView", "child", "childView"]

    /// Makes and activates what the helper's name says, the view's mask off, with a note.
    /// Whether the view given is the one the helper pins inside the receiver, not the one the
    /// receiver is pinned to: `contentView.fill(with: separator)`, `[self pinViewToAllEdges:
    /// blur]`, `container.embed(child)` (but `child.embed(in: container)`).
    static func pinsGivenView(_ name: String, _ args: [EvaluatedArgument]) -> Bool {
        let words = nameWords(name)
        guard let given = args.first(where: { if case .view = $0.value { true } else { false } }) else { return false }
        if given.label == "with" || given.label.map(givenViewLabels.contains) == true { return true }
        if words.count > 1, ["view", "subview", "child", "content"].contains(words[1]) { return true }
        return words.first == "embed" && given.label == nil
    }

    /// Whether an unknown member's name says it is a layout helper (`pinToSuperView()`,
    /// `prepareForAutoLayout()`, `alignSubview(_:)`, `equalSpacingWith:`): the app's own UIView
    /// extension (or category) rather than a member of the app's view class, whose
    /// constraints are then missing.
    static func namesLayoutHelper(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return namesPinning(name) || ["constrain", "anchor", "autolayout", "edges", "superview", "dimension", "fill", "center", "setheight",
                "setwidth", "setsize", "spacing", "distribut", "embed"].contains(where: lowered.contains) || lowered.hasPrefix("align")
            || lowered.hasPrefix("snap") && !lowered.hasPrefix("snapshot")
    }

    /// Whether a name has "pin" as a word of its own (`pinToSuperview`, `pin_edges`,
    /// `autoPinEdges`), not inside another (`sizeToFitKeepingAspectRatio`, `wrapping`, `spinner`).
    static func namesPinning(_ name: String) -> Bool {
        nameWords(name).contains { ["pin", "pins", "pinned", "pinning"].contains($0) }
    }

    /// The root view of the view controller `value` is, if it is one with a view.
    static func controllerView(_ value: Value, _ e: inout Evaluator) -> String? {
        guard case .object(let id) = value, let object = e.swift.objects[id], e.isController(object.className) else { return nil }
        if case .view(let view)? = object.fields["view"] { return view }
        // The controller on the screen with no view of its own yet: the root view is its view.
        return e.swift.presentedController == id ? "root" : nil
    }

    static func namedHelperCall(_ helper: NamedHelper, _ base: Value, _ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                                at range: SourceRange, controllerView: String? = nil) throws(Interrupt) -> Value? {
        if case .addedTo = helper {
            try e.addSubview(args[0].value, base, at: range)
            let written = "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            e.note("'\(written)' is the app's own helper (not in the paste): by its name taken to add the view to the one given; "
                + "paste the extension if the app's does otherwise")
            return base
        }
        if case .anchored(let own, let inward) = helper {
            let view = try viewName(base, &e, at: range)
            guard let anchor = args.compactMap({ a -> AnchorTarget? in if case .anchor(let t) = a.value { t } else { nil } }).first else {
                return nil
            }
            var amount = 0.0
            for a in args { if case .number(let n) = a.value { amount = n } }
            try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            let made = try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: own), .equal, anchor, multiplier: nil,
                                              constant: inward ? -amount : amount, at: range)
            try e.setActive([made], true, holder: nil, method: "isActive", at: range)
            let written = "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            e.note("'\(written)' is the app's own helper (not in the paste): by its name and the anchor it is given taken to pin "
                + "the view's \(own.rawValue.replacingOccurrences(of: "Anchor", with: "")) to that anchor"
                + (amount == 0 ? "" : ", \(inward ? "in" : "off") by the number given") + ", the mask off; paste the extension if the app's does otherwise")
            return made
        }
        var view = try viewName(base, &e, at: range)
        // A size helper on a view placed by its frame (`[label changeWidth:300]` after `sizeToFit`,
        // the app's UIView+Frame category): sets the frame's size, as such helpers do; a view
        // made for constraints (no frame yet) gets constraints.
        if helper == .size || { if case .length = helper { true } else { false } }(), e.translatesMask(view),
           e.frame(of: view) != Rect(x: 0, y: 0, width: 0, height: 0) {
            var frame = e.frame(of: view)
            var set: [String] = []
            for a in args {
                guard case .number(let n) = a.value else { continue }
                let width: Bool
                if case .length(let w) = helper { width = w } else if a.label == "width" { width = true }
                else if a.label == "height" { width = false } else { continue }
                if width { frame.size.width = n } else { frame.size.height = n }
                set.append(width ? "width" : "height")
            }
            guard !set.isEmpty else { return nil }
            try e.setProperty(view, .frame, .rect(Evaluator.rectLiteral(frame, range)), at: range)
            let written = "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
            e.note("'\(written)' is the app's own helper (not in the paste): by its name taken to set the \(set.joined(separator: " and ")) "
                + "of \(view)'s frame to the number given, as such frame helpers do (\(view) is placed by its frame); paste the "
                + "extension if the app's does otherwise")
            return .void
        }
        let target: String
        if let controllerView {
            target = controllerView
        } else if let given = args.first(where: { if case .view = $0.value { true } else { false } }), case .view(let other) = given.value {
            if pinsGivenView(name, args) {
                // The view given is pinned inside the receiver, added to it first if it has no superview.
                if case .none = e.superview(of: other) { try e.addSubview(base, given.value, at: range) }
                target = view
                view = other
            } else {
                target = other
                // `box.embed(in: card)`: a helper whose name says it puts the view somewhere adds it
                // to the view given first, when nothing has yet.
                if case .none = e.superview(of: view), ["embed", "add", "insert", "place", "put", "attach"].contains(nameWords(name).first ?? "") {
                    try e.addSubview(given.value, base, at: range)
                    e.note("'\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")' adds \(view) to \(e.viewName(other) == "root" ? "view" : e.viewName(other)) first, as its name says")
                }
            }
        } else if case .view(let parent) = e.librarySuperview(of: view), e.viewName(parent) != e.viewName(view) {
            target = parent
        } else if case .edges = helper {
            return nil
        } else if case .someEdges = helper {
            return nil
        } else if case .center = helper {
            return nil
        } else {
            target = view
        }
        // The one number or insets it takes.
        var insets = EdgeInsets()
        var amount = 0.0
        for a in args {
            switch a.value {
            case .insets(let given, _): insets = given
            case .number(let n):
                if a.label == "width" || a.label == "height" { continue }
                amount = n
                insets = EdgeInsets(top: n, left: n, bottom: n, right: n)
            default: continue
            }
        }
        try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var made: [Value] = []
        func pin(_ anchor: AnchorName, _ to: AnchorTarget?, _ constant: Double) throws(Interrupt) {
            made.append(try e.anchorConstraint(AnchorTarget(owner: .view(view), anchor: anchor), .equal, to,
                                               multiplier: nil, constant: constant, at: range))
        }
        let says: String
        switch helper {
        case .edges(let named):
            let guide = named ?? (controllerView != nil ? .safeAreaLayoutGuide : nil)
            let owner: AnchorOwner = guide.map { .guide($0, of: target) } ?? .view(target)
            for (anchor, constant) in [(AnchorName.topAnchor, insets.top), (.leadingAnchor, insets.left),
                                       (.bottomAnchor, -insets.bottom), (.trailingAnchor, -insets.right)] {
                try pin(anchor, AnchorTarget(owner: owner, anchor: anchor), constant)
            }
            let place = guide == .safeAreaLayoutGuide ? "\(e.viewName(target))'s safe area" : guide == .layoutMarginsGuide
                ? "\(e.viewName(target))'s margins" : e.viewName(target)
            says = "pin its four edges to \(place)" + (amount != 0 || insets != EdgeInsets() ? ", inset by the amount given" : "")
        case .center(let x, let y):
            if x { try pin(.centerXAnchor, AnchorTarget(owner: .view(target), anchor: .centerXAnchor), y ? 0 : amount) }
            if y { try pin(.centerYAnchor, AnchorTarget(owner: .view(target), anchor: .centerYAnchor), x ? 0 : amount) }
            says = "centre it in \(e.viewName(target))" + (x && y ? "" : x ? " horizontally" : " vertically")
        case .size:
            if args.count == 1, args[0].label == nil {
                let side = try Library.number(args[0].value, &e, at: args[0].range)
                try pin(.widthAnchor, nil, side)
                try pin(.heightAnchor, nil, side)
                says = "give it a square of the side given"
            } else {
                for a in args {
                    guard let label = a.label, label == "width" || label == "height" else { continue }
                    try pin(label == "width" ? .widthAnchor : .heightAnchor, nil, try Library.number(a.value, &e, at: a.range))
                }
                says = "give it the width and height given"
            }
        case .length(let width):
            try pin(width ? .widthAnchor : .heightAnchor, nil, try Library.number(args[0].value, &e, at: args[0].range))
            says = "give it the \(width ? "width" : "height") given"
        case .someEdges(let edges, let named):
            let guide = named ?? (controllerView != nil ? .safeAreaLayoutGuide : nil)
            let owner: AnchorOwner = guide.map { .guide($0, of: target) } ?? .view(target)
            for anchor in edges {
                // Inward at the bottom and trailing side, each by its own inset.
                let inset = switch anchor {
                case .topAnchor: insets.top
                case .bottomAnchor: -insets.bottom
                case .leadingAnchor, .leftAnchor: insets.left
                default: -insets.right
                }
                try pin(anchor, AnchorTarget(owner: owner, anchor: anchor), inset)
            }
            let listed = edges.map { $0.rawValue.replacingOccurrences(of: "Anchor", with: "") }
            let place = controllerView != nil && named == nil ? "the controller's layout guides (\(e.viewName(target))'s safe area)"
                : guide == .safeAreaLayoutGuide ? "\(e.viewName(target))'s safe area" : guide == .layoutMarginsGuide
                ? "\(e.viewName(target))'s margins" : "\(e.viewName(target))'s"
            let byInsets = args.contains { if case .insets = $0.value { true } else { false } }
            says = "pin its \(listed.joined(separator: " and ")) to \(place)"
                + (insets == EdgeInsets() ? "" : byInsets ? ", inset by the insets given" : ", inset by the number given")
        case .anchored, .addedTo:
            return nil
        }
        try e.setActive(made, true, holder: nil, method: "isActive", at: range)
        // Returned where a view is declared (`return button.constrainToSize(height: 52)` in a
        // factory `-> UIButton`), the helper gave the view: it is the chainable kind.
        e.recordHelperResult(made, on: base)
        let written = "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        e.note("'\(written)' is the app's own helper (not in the paste): by its name taken to \(says), the mask off, "
            + "as such helpers do; paste the extension if the app's does otherwise")
        // A size helper returns what it made (`NSLayoutConstraint.activate([row.setHeightConstraint(by: 50)])`);
        // a pinning one often the view, for a chain (`pullBar.centerToSuperview().pinToSuperview(…)`).
        // One named for its constraints (`fullLayoutConstraintsToParentView:`) returns them.
        if case .length = helper {
        } else if !Set(nameWords(name)).isDisjoint(with: ["constraint", "constraints"]) {
            return .array(made)
        }
        // Called on a view made in the same expression (`let ok = UIButton(…).constrainToSize(height: 40)`),
        // it returns the view, for the chain: nothing else would hold the view made.
        if e.receiverJustMade { return base }
        switch helper {
        case .length: return made.first ?? base
        case .size: return .array(made)
        default: return base
        }
    }
}

/// The app's own constraint function the paste lacks, given the anchors it joins:
/// `constraintEqual(anchor: icon.leftAnchor, toAnchor: leftAnchor)`,
/// `dimension(dimension: heightAnchor, withValue: 50)`. Two anchors of one kind are made equal
/// (or at least, at most, as the name says), plus the number given; a dimension and a number
/// alone, that size. Activated, as such helpers do, and said in a note.
extension Evaluator {
    mutating func appAnchorPairHelper(_ name: String, _ args: [EvaluatedArgument], at range: SourceRange) throws(Interrupt) -> Value? {
        let anchors = args.compactMap { a -> AnchorTarget? in if case .anchor(let t) = a.value { t } else { nil } }
        let numbers = args.compactMap { a -> Double? in if case .number(let n) = a.value { n } else { nil } }
        guard anchors.count + numbers.count == args.count, numbers.count <= 1, (1...2).contains(anchors.count) else { return nil }
        let words = Set(Library.nameWords(name))
        guard !words.isDisjoint(with: ["constraint", "constrain", "equal", "anchor", "pin", "dimension", "size", "align", "set"]) else {
            return nil
        }
        let relation: RelationKind = !words.isDisjoint(with: ["greater", "least", "min", "minimum"]) ? .greaterThanOrEqual
            : !words.isDisjoint(with: ["less", "most", "max", "maximum"]) ? .lessThanOrEqual : .equal
        let made: Value
        if anchors.count == 2 {
            guard Library.sameKind(anchors[0].anchor, anchors[1].anchor) else { return nil }
            made = try anchorConstraint(anchors[0], relation, anchors[1], multiplier: nil, constant: numbers.first ?? 0, at: range)
        } else {
            guard Library.dimensionAnchors.contains(anchors[0].anchor), let length = numbers.first else { return nil }
            made = try anchorConstraint(anchors[0], relation, nil, multiplier: nil, constant: length, at: range)
        }
        try setActive([made], true, holder: nil, method: "isActive", at: range)
        let written = "\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        note("'\(written)' is the app's own function (not in the paste): given \(anchors.count == 2 ? "two anchors" : "a dimension and a length"), "
            + "taken to make and activate that constraint, as such helpers do; paste it if the app's does otherwise")
        return made
    }
}
