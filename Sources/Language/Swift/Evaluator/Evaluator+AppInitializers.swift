import Layout

/// A UIKit view made with an initialiser UIKit does not have: the app's own convenience
/// initialiser, in an extension (`extension UILabel { convenience init(title: String, color:
/// UIColor, fontSize: CGFloat) }`, common in apps of the Swift 2 era). With the extension in the
/// paste, its body runs on the new view, as Swift runs it; without it, a plain view of the class
/// stands in, with what its arguments plainly give (a label's text and font size, a button's
/// title), and a note says the rest is the app's — never an empty view passed off as the app's.
extension Evaluator {
    /// The argument labels UIKit's own initialisers of views take; any other is the app's.
    static let uikitViewInitLabels: Set<String> = [
        "frame", "coder", "style", "reuseIdentifier", "image", "highlightedImage", "type", "configuration", "primaryAction",
        "arrangedSubviews", "activityIndicatorStyle", "items", "effect", "collectionViewLayout", "textContainer",
        "progressViewStyle", "windowScene", "usingTextLayoutManager", "barButtonSystemItem",
    ]

    /// The view an app's initialiser of a UIKit view class makes, or nil when `typeName` is not a
    /// UIKit view class or the arguments fit UIKit's own initialisers.
    ///
    /// `appClass` names the app's own subclass the view stands in for (`PillLabel(text:fontSize:)`
    /// made as a UILabel): its initialiser's arguments are read the same way.
    mutating func appInitializedView(_ typeName: String, _ args: [EvaluatedArgument], trailing: Value?, at range: SourceRange,
                                     nameRange: SourceRange, appClass: String? = nil) throws(Interrupt) -> Value? {
        guard swift.types[typeName] == nil, Library.type(named: typeName) != nil, Library.isSubtype(typeName, of: "UIView") else {
            return nil
        }
        let initializers = extensionMembers(for: typeName).compactMap { member -> FunctionDecl? in
            if case .function(let f) = member, f.name == "init", !f.isStatic { f } else { nil }
        }
        if let initializer = Self.matching(initializers, args, trailingClosure: trailing != nil) {
            // `self.init(frame:)` inside sets the frame; the view itself is made here first.
            let made = try Library.construct(typeName, [], trailing: nil, &self, at: range, nameRange: nameRange)
            _ = try callFunction(initializer, receiver: made, arguments: args, trailing: trailing, at: range)
            return made
        }
        let foreign = args.filter { $0.label.map { !Self.uikitViewInitLabels.contains($0) } ?? false }
        if trailing != nil, foreign.isEmpty {
            // `UILabel { $0.text = … }` through the app's initialiser, in an extension the paste
            // lacks: UIKit's own take no closure, so what the closure sets is not known here.
            note("'\(typeName) { … }': UIKit's initialisers take no closure, and the paste declares none that does "
                 + "(the app's own, in an extension the paste lacks): a plain \(typeName) stands in; what the closure sets is not run")
            return try Library.construct(typeName, args, trailing: nil, &self, at: range, nameRange: nameRange)
        }
        // `UIStackView([a, b])`: no initialiser of UIKit's takes views unlabelled; the app's does.
        let unlabelledViews = Library.isSubtype(typeName, of: "UIStackView") && args.contains { a in
            a.label == nil && a.value.arrayItems.contains { if case .view = $0 { true } else { false } }
        }
        guard !foreign.isEmpty || unlabelledViews else { return nil }
        var own = args.filter { $0.label.map { Self.uikitViewInitLabels.contains($0) } ?? false }
        var shown: [String] = []
        // A stack's views given unlabelled or under a label of the app's (`UIStackView([a, b],
        // axis: .horizontal)`, `UIStackView(views: [a, b])`): its arranged subviews, as UIKit's
        // `init(arrangedSubviews:)` the initialiser calls takes them.
        if Library.isSubtype(typeName, of: "UIStackView"), !own.contains(where: { $0.label == "arrangedSubviews" }),
           var views = args.first(where: { a in
               guard a.label == nil || ["views", "subviews", "arranged", "arrangedViews", "with"].contains(a.label ?? ""),
                     case .array(let items) = a.value, !items.isEmpty else { return false }
               return items.contains { if case .view = $0 { true } else { false } }
                   && items.allSatisfy { switch $0 { case .view, .opaque: true; default: false } }
           }) {
            // An element the app's own code made, unknown here (`ThemeableView().setTheme { … }`),
            // is left out; the views around it are arranged as given.
            let items = views.value.arrayItems
            let known = items.filter { if case .view = $0 { true } else { false } }
            views.value = .array(known)
            views.label = "arrangedSubviews"
            own.append(views)
            shown.append("the views given as its arranged subviews"
                + (known.count < items.count ? " (\(items.count - known.count) of them the app's, not known here, left out)" : ""))
        }
        let made = try Library.construct(typeName, own, trailing: nil, &self, at: range, nameRange: nameRange)
        if let text = Self.shownText(in: args), case .string(let s) = text.value {
            if Library.isSubtype(typeName, of: "UILabel") {
                try Library.set(made, "text", text.value, &self, nameRange: text.range, range: text.range)
                shown.append("the text \"\(s)\"")
            } else if Library.isSubtype(typeName, of: "UIButton") {
                let state = EvaluatedArgument(label: "for", value: .enumCase("normal"), range: text.range,
                                              expr: .implicitMember("normal", text.range))
                _ = try Library.call(made, "setTitle", [text, state], trailing: nil, &self, nameRange: text.range, range: text.range)
                shown.append("the title \"\(s)\"")
            }
        }
        if Library.isSubtype(typeName, of: "UILabel") || Library.isSubtype(typeName, of: "UIButton"),
           let (font, given) = plainFont(args) {
            if Library.isSubtype(typeName, of: "UILabel") {
                try Library.set(made, "font", font, &self, nameRange: given.range, range: given.range)
            } else if let label = try? Library.get(made, "titleLabel", &self, nameRange: given.range, range: given.range),
                      case .view = label {
                try Library.set(label, "font", font, &self, nameRange: given.range, range: given.range)
            }
            shown.append(describeFont(font))
        }
        // A view given under a label that says it goes inside (`UIScrollView(subView: list)`,
        // `UIView(contentView: card)`): added to it, as such initialisers do.
        if !Library.isSubtype(typeName, of: "UIStackView"),
           let inner = args.first(where: { a in
               guard case .view = a.value, let label = a.label?.lowercased() else { return false }
               return ["subview", "view", "content", "contentview", "child", "childview", "embedded", "wrapping", "stackview",
                       "stack", "containing", "embedding", "wrapped", "wrappedview", "innerview"].contains(label)
           }) {
            try addSubview(made, inner.value, at: inner.range)
            // `UIScrollView(stackView: column)`: a scroll view made around its content pins the
            // content's edges to its content area, which is what makes it scroll.
            if Library.isSubtype(typeName, of: "UIScrollView"), case .view(let scroll) = made, case .view(let content) = inner.value {
                try setProperty(content, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: inner.range)),
                                at: inner.range)
                for attribute: LayoutAttribute in [.top, .leading, .bottom, .trailing] {
                    _ = try libraryConstraint(.view(content), attribute, .equal, to: .guide(.contentLayoutGuide, of: scroll), attribute,
                                              constant: 0, at: inner.range)
                }
                shown.append("the view given as '\(inner.label ?? "")' added inside it, its mask off and its four edges pinned to "
                    + "the scroll view's content area, as such initialisers do")
            } else {
                shown.append("the view given as '\(inner.label ?? "")' added inside it")
            }
        }
        // A stack's axis given by name (`UIStackView(arrangedSubviews: [a, b], axis: .vertical)`).
        // An argument labelled as a property of the class (`axis:`, `distribution:`, `spacing:`,
        // `alignment:` of a stack; `numberOfLines:`, `textAlignment:` of a label): set, as an
        // initialiser taking it under that name does. One that does not fit is left to the app.
        for given in foreign {
            guard let label = given.label, !["text", "font"].contains(label), !given.value.isOpaque,
                  Library.member(label, of: typeName)?.set != nil else { continue }
            let before = self
            do {
                try Library.set(made, label, given.value, &self, nameRange: given.range, range: given.range)
                shown.append("its \(label)")
            } catch {
                self = before
            }
        }
        // Its size given by name (`PillButton(caption: "Basket", width: 120, height: 44)`): such
        // an initialiser pins the view to it, as constraints (a frame would be the code's own).
        for given in foreign {
            guard let label = given.label, ["width", "height"].contains(label), case .number(let n) = given.value,
                  n.isFinite, n >= 0, Library.member(label, of: typeName)?.set == nil else { continue }
            let anchor = try Library.get(made, label + "Anchor", &self, nameRange: given.range, range: given.range)
            let equal = EvaluatedArgument(label: "equalToConstant", value: .number(n), range: given.range,
                                          expr: .number(n, text: Session.number(n), given.range))
            let constraint = try Library.call(anchor, "constraint", [equal], trailing: nil, &self, nameRange: given.range, range: given.range)
            try Library.set(constraint, "isActive", .bool(true), &self, nameRange: given.range, range: given.range)
            shown.append("its \(label) held at \(Session.number(n))")
        }
        // Made for Auto Layout by its name (SweetUIKit's `UILabel(withAutoLayout: true)`,
        // `autolayout: true`): its mask is off, as the initialiser's name says.
        if let flag = args.first(where: { $0.label?.lowercased().contains("autolayout") == true }), case .bool(true) = flag.value,
           case .view(let view) = made {
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: flag.range)), at: flag.range)
            shown.append("its autoresizing mask off")
        }
        // PureLayout's Swift form of `initForAutoLayout` (`UIView(forAutoLayout: ())`): the view,
        // its mask off.
        if appClass == nil, args.count == 1, args[0].label == "forAutoLayout", case .view(let view) = made {
            try setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            note("'\(typeName)(forAutoLayout:)' is PureLayout's initForAutoLayout: a \(typeName) with its "
                + "translatesAutoresizingMaskIntoConstraints false")
            return made
        }
        let written = (appClass ?? typeName) + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        if let appClass {
            note("'\(written)': \(appClass) is not in the paste, a \(typeName) by its name: a plain \(typeName) stands in"
                 + (shown.isEmpty ? "" : ", with " + shown.joined(separator: " and ") + ", as its initialiser's arguments say")
                 + "; what else \(appClass) sets and adds is the app's")
        } else {
            note("'\(written)' is not UIKit's (the app's own initialiser, in an extension the paste lacks): a plain \(typeName) "
                 + "stands in" + (shown.isEmpty ? "" : ", with " + shown.joined(separator: " and ")) + "; what else it sets is the app's")
            // Such a convenience initialiser makes its view for constraints, as a factory does: a
            // view the code constrains without turning its mask off is taken to have it off
            // (``turnStandInMaskOff(_:at:)``).
            if case .view(let view) = made { swift.factoryStandIns[view] = written }
        }
        return made
    }

    /// The font an app's initialiser is plainly given: a size (`fontSize: 14`, `size:`, `ofSize:`),
    /// taken as the system font at it, or a font itself (`font: UIFont.systemFont(ofSize: 12)`).
    private func plainFont(_ args: [EvaluatedArgument]) -> (Value, EvaluatedArgument)? {
        // `fontSize:`, `size:`, `ofSize:`, and any label that names a font size (`systemFontSize:`,
        // `titleFontSize:`).
        if let size = args.first(where: { ["fontSize", "size", "ofSize"].contains($0.label ?? "") || ($0.label?.hasSuffix("FontSize") ?? false) }),
           case .number(let points) = size.value {
            let bold = size.label?.lowercased().hasPrefix("bold") ?? false
            return (.font(points, weight: bold ? .bold : .regular), size)
        }
        if let given = args.first(where: { $0.label == "font" }), case .font = given.value {
            return (given.value, given)
        }
        return nil
    }

    /// "the 12-pt system font", "the 12-pt bold system font", "the 12-pt font Avenir".
    func describeFont(_ font: Value) -> String {
        guard case .font(let points, let weight, let name) = font else { return "the font given" }
        let size = describe(.number(points)) + "-pt"
        if let name { return "the \(size) font \(name)" }
        return weight == .regular ? "the \(size) system font" : "the \(size) \(weight.rawValue) system font"
    }

    /// The app's own stack class made with the views it stacks (`VStackView([title, body])`,
    /// `HStack(views: [icon, label], spacing: 8)`), not in the paste: a `UIStackView` arranging
    /// those views, on the axis its name says (`V…`/`Vertical…`/`Column…` vertical, else
    /// horizontal, UIKit's default), with the spacing, alignment and distribution given by those
    /// labels. Nil when no view is passed: then it is a bare stack, as the name alone says.
    mutating func appStackStandIn(_ name: String, _ args: [EvaluatedArgument], at range: SourceRange,
                                  nameRange: SourceRange) throws(Interrupt) -> Value? {
        let viewLabels: Set<String> = ["arrangedSubviews", "views", "subviews", "arrangedViews", "items", "children", "content"]
        var views: [Value] = []
        for argument in args where argument.label.map(viewLabels.contains) ?? true {
            switch argument.value {
            case .view: views.append(argument.value)
            case .array(let elements) where !elements.isEmpty && elements.allSatisfy({ if case .view = $0 { true } else { false } }):
                views += elements
            default: continue
            }
        }
        // Made with only its axis (`PanelStackView(orientation: .vertical)`): a bare stack on it.
        if views.isEmpty, let axis = args.first(where: { ["axis", "orientation"].contains($0.label ?? "") }),
           case .enumCase(let a) = axis.value, a == "vertical" || a == "horizontal" {
            let made = try Library.construct("UIStackView", [], trailing: nil, &self, at: range, nameRange: nameRange)
            try Library.set(made, "axis", axis.value, &self, nameRange: axis.range, range: axis.range)
            return try settingStackStandIn(made, named: name, args, ["spacing", "alignment", "distribution"],
                                           said: ["\(a), as its \(axis.label!): says"])
        }
        guard let first = args.first(where: { $0.label.map(viewLabels.contains) ?? true }), !views.isEmpty else { return nil }
        let list = EvaluatedArgument(label: "arrangedSubviews", value: .array(views), range: first.range, expr: first.expr)
        let made = try Library.construct("UIStackView", [list], trailing: nil, &self, at: range, nameRange: nameRange)
        let bare = name.drop { !$0.isLetter }
        let vertical = ["Vertical", "Column"].contains { bare.hasPrefix($0) || bare.contains($0) }
            || (bare.first == "V" && bare.dropFirst().first?.isUppercase == true)
        if vertical {
            try Library.set(made, "axis", .enumCase("vertical"), &self, nameRange: nameRange, range: range)
        }
        return try settingStackStandIn(made, named: name, args, ["spacing", "alignment", "distribution", "axis"], said: [
            "arranging the \(views.count == 1 ? "view" : "\(views.count) views") it is given",
            vertical ? "vertical as its name says" : "horizontal, UIKit's default axis",
        ])
    }

    /// The stand-in UIStackView of an app's stack class, given the arguments of `labels` it was
    /// made with, and the note that says what it was taken as (`said`, then each one set).
    private mutating func settingStackStandIn(_ made: Value, named name: String, _ args: [EvaluatedArgument], _ labels: [String],
                                              said: [String]) throws(Interrupt) -> Value {
        var said = said
        for label in labels {
            guard let given = args.first(where: { $0.label == label }) else { continue }
            try Library.set(made, label, given.value, &self, nameRange: given.range, range: given.range)
            said.append("its \(label)")
        }
        if case .view(let view) = made { swift.standIns[view] = name }
        note("'\(name)' is not in the paste: taken as the UIStackView its name says, " + said.joined(separator: ", ")
             + "; what else it sets is skipped")
        return made
    }
}

extension Evaluator {
    /// The string argument an app's factory or initialiser gives the view to show: the first
    /// string whose label names no other thing — not `textColorHexString: @"0x1E2D42"`,
    /// `imageName:`, `fontName:`.
    static func shownText(in args: [EvaluatedArgument]) -> EvaluatedArgument? {
        let other = ["color", "colour", "hex", "font", "image", "icon", "url", "identifier", "style"]
        return args.first { argument in
            guard case .string = argument.value else { return false }
            return !(argument.label.map { label in other.contains(where: label.lowercased().contains) } ?? false)
        }
    }
}
