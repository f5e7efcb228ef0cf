import Layout

/// A paste that declares a view class and makes nothing — a custom view's or a cell's whole
/// file — shows one, where it would otherwise print nothing at all.
extension Evaluator {
    /// Shows the last view class the entry declared, when the entry presented no view controller
    /// and made no view: one made as the app's code would make it, placed as the app most often
    /// shows it, and said in a note.
    /// - a table view's cell: `init(style: .default, reuseIdentifier:)` with the identifier a table would give it, as wide as the screen and
    ///   as tall as its constraints make it (`cell NAME width W`, a table's self-sizing row);
    /// - a collection view's cell: `init(frame: .zero)`, at its compressed fitting size (a
    ///   self-sizing item, `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`);
    /// - any other view: `init(frame: .zero)`, at the size nearest the screen's that its
    ///   constraints allow (`systemLayoutSizeFitting` of the screen's size at the fitting
    ///   priority): a screen's view fills it, as a controller's `loadView` showing it would; a
    ///   view that sizes itself (a badge, a capsule) keeps its own size.
    mutating func showDeclaredView(at range: SourceRange, in statements: [Stmt]) {
        guard !presented, declaredControllers.isEmpty, createdViews.isEmpty,
              let className = Self.outermost(declaredViewClasses, in: statements, first: true), let base = libraryBase(of: className) else { return }
        // The paste asked for nothing of the sort: what fails while one is made and shown (an
        // implicitly unwrapped property the app sets before use) leaves the paste as it ran.
        let before = self
        do {
            // One view is shown at a time. A file's classes come one entry each, its main view
            // most often first: a later class replaces the shown one only when it is a subclass
            // of it (`PlayerRow: BaseRow`), uses it (a collection view's header registering and
            // dequeuing the cell class declared above it), or makes one (a header holding a shown
            // label class: making it takes the shown one away, see ``takeAwayShownView``).
            // So does one built of other pasted view classes when the shown one neither uses it nor
            // any of them: a file's small reusable classes (a button, a label) come first, the
            // cell or screen made of them last.
            let uses = members(of: className)
            let pastedViews = swift.types.keys.filter { $0 != className && libraryBase(of: $0).map { Library.isSubtype($0, of: "UIView") } == true }
            let builtOn = pastedViews.filter { SyntaxMentions.names($0, in: uses) }
            for name in swift.shownClasses.keys.sorted() where name != className {
                let shownUses = members(of: name)
                let relation = isSubclass(className, of: name) ? "a subclass of it"
                    : SyntaxMentions.names(name, in: uses) ? "which uses it"
                    : !builtOn.isEmpty && !builtOn.contains(name) && !SyntaxMentions.names(className, in: shownUses)
                        && !builtOn.contains(where: { SyntaxMentions.names($0, in: shownUses) })
                        ? "which is made of the pasted \(builtOn.sorted().joined(separator: ", "))" : nil
                guard let relation, let views = swift.shownClasses.removeValue(forKey: name) else { continue }
                try takeAwayShownView(views, of: name, at: range, because: "\(className), \(relation), is shown instead")
            }
            let earlier = swift.shownClasses.keys.filter { $0 != className && isShown($0) }
            // Made as the app makes it, before it is in any window (``Session/viewsOutsideWindow``).
            let outside = session.viewsOutsideWindow
            session.viewsOutsideWindow = true
            // (A failure restores the whole evaluator, this too.)
            try show(className, base: base, at: range)
            session.viewsOutsideWindow = outside
            let stays = earlier.filter(isShown)
            if let kept = stays.sorted().first {
                self = before
                note("\(className) is not shown: \(kept), shown for an earlier entry, stays (make one to see it: "
                    + "let v = \(className)(); view.addSubview(v))")
                return
            }
        } catch {
            // What was skipped on the way (the app's own helper that would have placed a view)
            // is most often why it stopped: said with it.
            let skipped = notes.filter { $0.hasPrefix("skipped '") && !before.noted.contains($0) }
            self = before
            if case .failure(let d) = error {
                for text in skipped { note(text) }
                note("\(className) is not shown: making one as the app would stops at line \(d.range.start.line), "
                    + "column \(d.range.start.column): \(d.message)")
            }
        }
    }

    /// A paste that declares only helpers (`enum CardFactory { static func makeCard(in parent:
    /// UIView) -> UIView { … } }`, an `NSObject` builder with `func build(in host: UIView)`) and
    /// runs none shows nothing: a note names the methods that build views, which the app calls,
    /// and how to call one here — a static one on its type, another on one made with the type's
    /// initialiser that takes nothing (`…` standing for the arguments of one that takes some).
    mutating func noteUncalledStaticBuilders(in statements: [Stmt]) {
        guard !presented, declaredControllers.isEmpty, declaredViewClasses.isEmpty, createdViews.isEmpty else { return }
        let everything = pastedTypes()
        var builders: [(type: String, f: FunctionDecl)] = []
        for case .type(let t) in statements {
            // An instance's builder only on a class or a structure of the app's own, not a view
            // or a controller: an extension's or a protocol's is a helper the app calls on a view.
            let instances = (t.kind == .class || t.kind == .struct) && !isViewOrController(t.name)
            for case .function(let f) in t.members where f.name != "init" && (f.isStatic ? libraryBase(of: t.name) == nil : instances)
                && Self.buildsWithUIKit(f.body) && !Self.isCalled(f, in: everything) {
                builders.append((t.name, f))
            }
        }
        guard let first = builders.first else { return }
        let call = maker(of: first.type, for: first.f) + "." + first.f.name + "(" + first.f.parameters.map { p in
            let value = p.type.map { Library.isSubtype($0.baseName, of: "UIView") } == true ? "view" : "…"
            return p.label.map { "\($0): \(value)" } ?? value
        }.joined(separator: ", ") + ")"
        note(Self.listed(builders.map { "\($0.type).\($0.f.signature)" }) + " build\(builders.count == 1 ? "s" : "") views, but nothing pasted so "
             + "far calls \(builders.count == 1 ? "it" : "them") (the app does, or a later entry may): nothing is shown yet — call one "
             + "to see what it builds: \(call)")
    }

    /// What a call of `f` is made on: its type when it is static; else one made with the type's
    /// initialiser that takes nothing, or `(…)` for the arguments of the one it must take (a
    /// structure's memberwise initialiser of stored properties without a value).
    private func maker(of type: String, for f: FunctionDecl) -> String {
        if f.isStatic { return type }
        let inits = initializers(of: type)
        let takesNothing = inits.isEmpty
            ? !members(of: type).contains { if case .variable(let v) = $0 { !v.isStatic && v.initializer == nil && v.getter == nil } else { false } }
                || swift.types[type]?.kind == .class
            : inits.contains { $0.parameters.allSatisfy { $0.defaultValue != nil } }
        return type + (takesNothing ? "()" : "(…)")
    }

    /// Whether a pasted type is a view or a view controller, of UIKit's or of a library's: its
    /// methods build the view it is, which ``showDeclaredView`` shows.
    private func isViewOrController(_ name: String) -> Bool {
        guard let base = libraryBase(of: name) else { return false }
        return Library.isSubtype(base, of: "UIView") || Library.isSubtype(base, of: "UIViewController")
    }

    /// Whether a method of the class turns the view's own mask off, itself or in a method of the
    /// class it calls (`didMoveToSuperview()` calling the private `makeConstraints()` that runs
    /// `snp.makeConstraints` on the view).
    func setsOwnMask(_ f: FunctionDecl, of className: String) -> Bool {
        var visited: Set<String> = []
        let methods = members(of: className).compactMap { member -> FunctionDecl? in
            if case .function(let g) = member, g.name != "init", !g.isStatic { g } else { nil }
        }
        func sets(_ f: FunctionDecl) -> Bool {
            guard visited.insert(f.signature).inserted else { return false }
            if Self.setsOwnMask(f.body) { return true }
            return methods.contains { SyntaxMentions.calls($0.name, in: f.body) && sets($0) }
        }
        return sets(f)
    }

    /// The reuse identifier a cell class declares as a string constant of its own (`static let
    /// identifier = "ChatCell"`, `reuseID`, `cellId`); nil when it declares none.
    /// The first identifier a cell's `init(style:reuseIdentifier:)` compares its identifier with
    /// (`if ([reuseIdentifier isEqualToString:kPlainRow])`): a cell that builds itself by the
    /// identifier the app dequeues it with is made with one it builds for, not its class's name,
    /// which none of its branches would take. Nil when it compares with none the paste gives.
    mutating func comparedReuseIdentifier(of className: String) -> String? {
        for f in initializers(of: className) {
            guard let parameter = f.parameters.first(where: { $0.label == "reuseIdentifier" }) else { continue }
            for other in SyntaxMentions.comparisons(of: parameter.name, in: f.body) {
                let before = self
                if case .string(let text)? = try? evaluate(other, Frame(scope: Scope(parent: nil), selfValue: nil, typeName: nil)),
                   !text.isEmpty {
                    self = before
                    return text
                }
                self = before
            }
        }
        return nil
    }

    static func declaredReuseIdentifier(_ members: [Stmt]) -> String? {
        for case .variable(let v) in members where v.isStatic {
            guard let name = v.name?.lowercased(), name.contains("identifier") || name.hasSuffix("id"),
                  case .string(let parts, _)? = v.initializer, parts.count == 1, case .text(let text) = parts[0] else { continue }
            return text
        }
        return nil
    }

    /// The class's `init?(coder:)` when it is the class's only initialiser, does not stop in
    /// `fatalError`, and builds the view (adds subviews or constraints, itself or through a
    /// method it calls): such a view comes only from a nib or a storyboard, which call it.
    func nibOnlyInitializer(of className: String) -> FunctionDecl? {
        let initializers = initializers(of: className)
        guard initializers.count == 1, let f = initializers.first, f.parameters.count == 1,
              f.parameters[0].label == "coder", !refusesNib(className), buildsView(f, of: className) else { return nil }
        return f
    }

    /// Whether an initialiser reads the view's own size (`self.frame`, `self.bounds`, its frame
    /// argument), itself or in a method of the class it calls (`[self searchBarView]` reading
    /// `self.frame.size.width`).
    func readsOwnSize(_ initializer: FunctionDecl, of className: String) -> Bool {
        let methods = members(of: className).compactMap { member -> FunctionDecl? in
            if case .function(let f) = member, f.name != "init" { f } else { nil }
        }
        // Its frame argument (`frame.size.width` in `initWithFrame:`) is the view's frame there.
        if initializer.parameters.count == 1,
           SyntaxMentions.readsOwnSize(in: initializer.body, frameParameter: initializer.parameters[0].name) {
            return true
        }
        // (So is a frame given with the app's values: `initWithFrame:(CGRect)frame tint:…`.)
        if initializer.parameters.count > 1, let framed = initializer.parameters.first(where: { $0.label == "frame" }),
           SyntaxMentions.readsOwnSize(in: initializer.body, frameParameter: framed.name) {
            return true
        }
        // (A lazy property it reads first there is made there: `lazy var face = UIButton(frame: self.bounds)`.)
        let lazyBodies = members(of: className).compactMap { member -> (String, [Stmt])? in
            guard case .variable(let v) = member, v.isLazy, let name = v.name, let made = v.initializer else { return nil }
            return (name, [.expression(made)])
        }
        var visited: Set<String> = []
        var bodies: [[Stmt]] = [initializer.body]
        while let body = bodies.popLast() {
            if SyntaxMentions.readsOwnSize(in: body) { return true }
            for (name, made) in lazyBodies where !visited.contains(name) && SyntaxMentions.names(name, in: body) {
                visited.insert(name)
                bodies.append(made)
            }
            for f in methods where !visited.contains(f.name) && SyntaxMentions.names(f.name, in: body) {
                visited.insert(f.name)
                bodies.append(f.body)
                // `[self buildWithFrame:frame]` in `initWithFrame:`: the helper's frame parameter
                // is the view's frame there.
                // (Objective-C's parameters are read untyped: one named as a frame is one.)
                if let framed = f.parameters.first(where: { p in
                    p.type.map { $0.baseName == "CGRect" } ?? ["frame", "rect"].contains { p.name.lowercased().hasSuffix($0) }
                }),
                   SyntaxMentions.readsOwnSize(in: f.body, frameParameter: framed.name) {
                    return true
                }
            }
        }
        return false
    }

    /// The class to show of those an entry declares: the last one (the first, with `first`) no
    /// other type of the entry names — the file's main view, not the small view class it uses,
    /// declared below it (`fileprivate final class IconView` under the `GroupButton` that makes
    /// three).
    static func outermost(_ classes: [String], in statements: [Stmt], first: Bool = false) -> String? {
        let declared = statements.compactMap { statement -> TypeDecl? in
            if case .type(let decl) = statement { decl } else { nil }
        }
        // An extension of a type the paste does not declare (`extension UITextView { var
        // desiredHeight … MessageInputBar.inputHeight }`) is a helper of UIKit's class, not a view
        // of the paste: what it names is not thereby inside another view.
        let own = Set(declared.filter { $0.kind != .extension }.map(\.name))
        // Nor a SwiftUI wrapper or preview (`struct FormView: UIViewControllerRepresentable`):
        // it hosts the class for SwiftUI; the class is still the file's screen.
        // SwiftUI's `View` is a struct's: a class that adopts a protocol so named
        // (`class LoginViewController: BaseViewController, View`, ReactorKit's) is the app's.
        let hosts: Set<String> = ["UIViewControllerRepresentable", "UIViewRepresentable", "PreviewProvider"]
        let types = declared.filter { decl in
            (decl.kind != .extension || own.contains(decl.name))
                && !decl.inherits.contains { hosts.contains($0.baseName) || ($0.baseName == "View" && decl.kind == .struct) }
        }
        // (Nor the base class a view below it subclasses: the subclass is the file's view.)
        let isUnused = { (name: String) in
            !types.contains { $0.name != name && (SyntaxMentions.namesBeyondStatics(name, in: $0.members) || $0.superclass == name) }
        }
        // Of several views, the first: a file's main view most often comes first, and a later
        // class the entry holds only because the file's declarations went on (a second view
        // class, then the `enum Metrics` the first one uses) is shown as it would be in an entry
        // of its own — not at all, the first one staying. Of several controllers, the last.
        let unused = first ? classes.first(where: isUnused) : classes.last(where: isUnused)
        return unused ?? classes.last
    }

    private mutating func show(_ className: String, base: String, at range: SourceRange) throws(Interrupt) {
        let saved = (propertyHint, nameHint)
        // Named after its class (`RecipeCell` → recipeCell), unless a property of the class has
        // that name (a `TitleLabel` view holding its `titleLabel`): the property keeps it.
        let properties = Set(members(of: className).compactMap { member -> String? in
            if case .variable(let v) = member { v.name } else { nil }
        })
        let plain = Self.defaultName(className)
        (propertyHint, nameHint) = (nil, properties.contains(plain) ? "the" + className : plain)
        defer { (propertyHint, nameHint) = saved }
        let screen = session.state.layout.screen
        let isHeaderFooter = Library.isSubtype(base, of: "UITableViewHeaderFooterView")
        let isTableCell = Library.isSubtype(base, of: "UITableViewCell") || isHeaderFooter
        // iOS 14's list cell is made as any collection view cell is, and shown as a list row: as
        // wide as the list, as tall as its constraints make it.
        let isListCell = Library.isSubtype(base, of: "UICollectionViewListCell")
        // A table makes its cells with the identifier they were registered under, never nil: the
        // class's own (`static let identifier = "ChatCell"`), else its name, as apps register it
        // (`String(describing: ChatCell.self)`).
        let compared = Self.declaredReuseIdentifier(members(of: className)) == nil ? comparedReuseIdentifier(of: className) : nil
        let reuseIdentifier = Self.declaredReuseIdentifier(members(of: className)) ?? compared ?? className
        let reuse = EvaluatedArgument(label: "reuseIdentifier", value: .string(reuseIdentifier), range: range, expr: .nilLiteral(range))
        var arguments = isHeaderFooter ? [reuse]
            : isTableCell ? [EvaluatedArgument(label: "style", value: .enumCase("default"), range: range, expr: .nilLiteral(range)), reuse]
            : []
        // Made only as UIKit or the app's table would make it: a view whose initialisers all
        // want the app's own arguments (`init(_ text: String)`) is left to the code that knows them.
        let initializers = initializers(of: className)
        var neutral: FunctionDecl? = nil
        var appValued: FunctionDecl? = nil
        var ownPlainInit = false
        var nibLoaded = false
        if let coder = nibOnlyInitializer(of: className) {
            // Only a nib or a storyboard makes it (`required init?(coder:)` is its one
            // initialiser, and it builds the view): made so, that initialiser run.
            arguments = [EvaluatedArgument(label: coder.parameters[0].label, value: .opaque("NSCoder"), range: range,
                                           expr: .nilLiteral(range))]
            nibLoaded = true
        } else if isTableCell, Self.matching(initializers, arguments) == nil, initializers.contains(where: { $0.parameters.isEmpty }) {
            // A cell with an `init()` of its own, which picks its style and reuse identifier
            // (`super.init(style: .default, reuseIdentifier: Self.id)`): the app makes it so.
            arguments = []
            ownPlainInit = true
        } else if !initializers.isEmpty && Self.matching(initializers, arguments) == nil
            && (isTableCell || Self.matching(initializers, Self.zeroFrame(range)) == nil) {
            // One that takes only a frame and flags (`init(frame: CGRect, withShadow: Bool)`) is
            // made with .zero and false, and said so; one that wants the app's data
            // (`init(viewModel:)`, `init(_ price: String)`) is left to the code that has them.
            if !isTableCell, let plain = initializers.first(where: { Self.neutralArguments($0, range) != nil }),
               let values = Self.neutralArguments(plain, range) {
                arguments = values
                neutral = plain
            } else if let first = initializers.first(where: { f in !f.parameters.contains { $0.label == "coder" } }) {
                // Every initialiser wants the app's data (`convenience init(calendar: EKCalendar?)`):
                // made with the first, as a presented controller is, each value the paste cannot
                // have being the app's, skipped or shown as a placeholder where it is used.
                arguments = pastedViewArguments(Self.appArguments(first, range), of: first, at: range)
                appValued = first
            } else {
                note("\(className) is not shown: its initialisers take what only the app gives "
                    + "(\(initializers.map(\.signature).joined(separator: ", "))): make one to see it")
                return
            }
        }
        // Made plainly (`init(frame:)`, `init()`) it would be empty, while an initialiser that takes
        // the app's values builds it (`convenience init(frame:url:title:)` adding its subviews):
        // the app makes it with that one, so it is made so, each value the app's.
        if !isTableCell, neutral == nil, appValued == nil {
            let plain = Self.matching(initializers, arguments) ?? Self.matching(initializers, Self.zeroFrame(range))
            if !(plain.map { buildsView($0, of: className) } ?? false),
               let builder = initializers.first(where: { f in
                   !f.parameters.isEmpty && f.signature != plain?.signature && !f.parameters.contains { $0.label == "coder" }
                       && buildsView(f, of: className)
               }) {
                arguments = pastedViewArguments(Self.appArguments(builder, range), of: builder, at: range)
                appValued = builder
            }
        }
        // One whose `init(frame:)` places its subviews by its own size (`self.frame.size.width`)
        // is made by the app with the frame it will have: made with `init()` it would lay them
        // out for 0×0. Made with the frame it is shown at, the screen's, and said so.
        // A collection view makes its items the same way, with the frame its layout gives them:
        // a flow layout's itemSize, 50×50 unless the app sets it.
        let isItemView = Library.isSubtype(base, of: "UICollectionViewCell")
        var sizedFrame = false
        var initFrame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        if !isTableCell, arguments.isEmpty, neutral == nil, appValued == nil,
           let framed = Self.matching(initializers, Self.zeroFrame(range)), readsOwnSize(framed, of: className) {
            if isItemView, case .size(let itemSize)? = Library.flowLayoutDefaults["itemSize"] {
                initFrame = Rect(x: 0, y: 0, width: itemSize.width, height: itemSize.height)
            }
            arguments = [EvaluatedArgument(label: "frame", value: .rect(initFrame), range: range, expr: .nilLiteral(range))]
            sizedFrame = true
        }
        // A collection view makes every item with init(frame:) (initWithFrame:), never init(): an
        // item class that declares both (each building the item) is built once, by the first.
        var itemFrameInit = false
        if isItemView, !sizedFrame, arguments.isEmpty, neutral == nil, appValued == nil,
           let framed = Self.matching(initializers, Self.zeroFrame(range)), framed.parameters.count == 1,
           Self.matching(initializers, []) != nil, case .size(let itemSize)? = Library.flowLayoutDefaults["itemSize"] {
            initFrame = Rect(x: 0, y: 0, width: itemSize.width, height: itemSize.height)
            arguments = [EvaluatedArgument(label: "frame", value: .rect(initFrame), range: range, expr: .nilLiteral(range))]
            itemFrameInit = true
        }
        // The app's own initialiser that takes a frame with its values (`initWithFrame:color:amount:`)
        // and places the subviews by it: the frame is the one it is shown at, as for init(frame:).
        var framedAppInit = false
        if let appValued, readsOwnSize(appValued, of: className),
           let index = appValued.parameters.firstIndex(where: { $0.label == "frame" || $0.name == "frame" }),
           index < arguments.count, appValued.parameters[index].type.map({ $0.text.contains("CGRect") }) ?? true {
            if isItemView, case .size(let itemSize)? = Library.flowLayoutDefaults["itemSize"] {
                initFrame = Rect(x: 0, y: 0, width: itemSize.width, height: itemSize.height)
            }
            arguments[index].value = .rect(initFrame)
            framedAppInit = true
        }
        let before = createdViews.count
        guard case .view(let name) = try construct(className, arguments, trailing: nil, at: range, nameRange: range) else { return }
        if framedAppInit {
            note("\(className)'s \(appValued?.signature ?? "initialiser") places its subviews by the frame it is given: made with the "
                + "frame it is shown at, \(Self.numberText(initFrame.width))×\(Self.numberText(initFrame.height)); the app's is not in the paste")
        }
        if sizedFrame {
            let size = "\(Self.numberText(initFrame.width))×\(Self.numberText(initFrame.height))"
            note(isItemView
                ? "\(className)'s init(frame:) places its subviews by its own size: it is made as a collection view makes its "
                    + "items, with the frame its layout gives them, here UICollectionViewFlowLayout's default itemSize, \(size); "
                    + "the app's itemSize is not in the paste"
                : "\(className)'s init(frame:) places its subviews by its own size: it is made with the screen's frame, "
                    + "\(size); the frame the app gives it is not in the paste")
        }
        if nibLoaded {
            note("\(className)'s one initialiser is init(coder:), which UIKit calls when a nib or a storyboard loads the view: "
                + "it is made so, and its init(coder:) ran; what the nib itself holds (its own subviews, outlets and size) is "
                + "not in the paste")
        }
        // (Said when the identifier is one its init tells apart: what it builds hangs on it.)
        let comparedNote = compared == nil ? "" : " (the first identifier its init builds by; the app may dequeue it with another)"
        let made = nibLoaded ? "\(className)(coder:)"
            : ownPlainInit ? "\(className)()"
            : sizedFrame || itemFrameInit ? "\(className)(frame: CGRect(x: 0, y: 0, width: \(Self.numberText(initFrame.width)), height: \(Self.numberText(initFrame.height))))"
            : appValued != nil ? Self.appValuedCall(className, appValued!, arguments)
            : isHeaderFooter ? "\(className)(reuseIdentifier: \"\(reuseIdentifier)\")" + comparedNote
            : isTableCell ? "\(className)(style: .default, reuseIdentifier: \"\(reuseIdentifier)\")" + comparedNote
            : neutral != nil ? Self.neutralCall(className, arguments) : "\(className)()"
        // Made in code by an initialiser of its own that builds it (`initWithFrame:` calling
        // `setup`, as `init()` does through it): UIKit never calls awakeFromNib() on a view made
        // so — run too, it would build the view twice.
        let usedInit = Self.matching(initializers, arguments)
            ?? (arguments.isEmpty && !isTableCell ? Self.matching(initializers, Self.zeroFrame(range)) : nil)
        if let usedInit, !usedInit.parameters.contains(where: { $0.label == "coder" }), buildsView(usedInit, of: className) {
            // (Said only where a nib could have made it: one whose init(coder:) stops never is.)
            if let f = method("awakeFromNib", of: className), f.parameters.isEmpty, !refusesNib(className), buildsView(f, of: className) {
                note("\(className)'s awakeFromNib() is not run: UIKit calls it on a view loaded from a nib or a storyboard, and "
                    + "this one is made in code (\(made)), whose \(usedInit.signature) builds it")
            }
        } else {
            try awakeFromNib(className, name, made: made, at: range)
        }
        let shown: String
        if isTableCell, !isHeaderFooter, let f = method("setSelected", of: className), f.parameters.count == 2 {
            // The table sets the selection of each cell it shows, before its layout: an override
            // that builds the cell there (`addSubview`, constraints) builds it when it is shown.
            let no = { (label: String?) in
                EvaluatedArgument(label: label, value: .bool(false), range: range, expr: .bool(false, range))
            }
            // Said when it builds: one that only recolours needs no word.
            let tree = { (e: Evaluator) in
                e.session.state.detached.map { "\($0.key)>\($0.value.parent ?? "")#\($0.value.pending.count)" }.sorted()
            }
            let before = tree(self)
            do {
                _ = try callFunction(f, receiver: .view(name), arguments: [no(nil), no("animated")], trailing: nil, at: range)
            } catch .returned {}
            if tree(self) != before {
                note("\(className) overrides setSelected(_:animated:) and builds the cell there: it ran with false, as the table "
                     + "calls it on a cell it shows")
            }
        }
        if isTableCell || isListCell {
            // Its labels and controls are measured after it is placed: whether its content
            // collapses to zero is asked then.
            session.checksCollapsedCells = false
            defer { session.checksCollapsedCells = true }
            let own = isTableCell ? try rowThroughOwnFrameSetter(of: name, className: className, tableWidth: screen.width, at: range) : nil
            try execute(.cell(CellCommand(name: identifier(name, range), parent: nil, width: Self.literal(own?.width ?? screen.width, range),
                                          height: nil, range: range)))
            if let own { swift.rowsNarrowedBySetter[name] = own }
            if let own, own.left != 0 || own.top != 0, let id = layoutID(name) {
                let layout = session.state.layout
                let height = layout.encapsulatedConstraints(of: id).compactMap { layout.constraint($0) }
                    .first { $0.label == Layout.encapsulatedHeight }?.constant
                _ = try? session.state.layout.imposeCellSize(id, width: own.width, height: height, left: own.left, top: own.top)
            }
            // The table puts it in itself: UIKit tells it so, as it tells any view it adds.
            try didMoveToSuperview(name)
            try didMoveToWindow(inside: name)
            // What the app calls on it to build it (`setup()`), once its table holds it.
            runUncalledBuilders(of: className, on: .view(name), at: range)
            shown = isListCell
                ? "as a list (UICollectionLayoutListConfiguration) shows its cell, \(Self.numberText(screen.width)) wide and as tall "
                    + "as its constraints make it; its accessories (a disclosure indicator, a checkmark) are not drawn, and its "
                    + "content spans the cell"
                : "as a table shows its \(isHeaderFooter ? "section header" : "cell"), \(Self.numberText(own?.width ?? screen.width)) wide "
                + "and as tall as its constraints make it"
                + (isHeaderFooter || session.isBuiltOnItself(cell: name) ? "" : " (the frame shown is its content view's: UIKit's row is a pixel taller, for the separator "
                    + "it draws below the content view)")
        } else {
            let isItem = Library.isSubtype(base, of: "UICollectionViewCell")
            // Placed without its mask's constraints first: a frame of .zero would break the
            // constraints inside it before its size is asked for (UIKit makes an item at its
            // estimated size, and a controller's view at the screen's, never at zero).
            let masks = translatesMask(name)
            // A frame its own initialiser gives it (`self.frame = CGRectMake(0, 0, 196, 196)` in
            // `initWithState:`), made here with none: UIKit keeps it until the app moves it.
            let ownFrame = frame(of: name)
            try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            let maskSettings = swift.maskSettings[viewName(name)]
            try addSubview(.view("root"), .view(name), at: range)
            // Its base's hooks that waited for it to be placed constrain its size: before it is measured.
            let hooks = try runPendingBaseHooks(of: name)
            // What the app calls on it from outside to build it (`item.setupConstraints()` once
            // it is added), before it is measured.
            runUncalledBuilders(of: className, on: .view(name), at: range)
            // One that sets its own mask off pins the view in its superview itself: left so. So
            // is one whose own code set its mask as it was added (`didMoveToSuperview()` turning
            // it off and pinning the view to its new superview).
            // So is one whose mask its `init` turned off that pins itself to the superview it is
            // added to (`didMoveToSuperview()` constraining its anchors to `superview`'s).
            let movedHooks = ["didMoveToSuperview", "willMove", "didMoveToWindow"].compactMap { method($0, of: className) }
            let maskOff = layoutID(name).flatMap { session.state.layout.view($0)?.translatesAutoresizingMaskIntoConstraints } == false
            let placesItself = hooks.contains { Self.setsOwnMask($0.body) }
                || movedHooks.contains { setsOwnMask($0, of: className) }
                || (maskOff && movedHooks.contains { SyntaxMentions.names("superview", in: $0.body) })
                || (swift.maskSettings[viewName(name)] != maskSettings && layoutID(name).flatMap { session.state.layout.view($0)?.translatesAutoresizingMaskIntoConstraints } == false)
            guard let id = layoutID(name) else { return }
            // An item shown on the screen stands for one of a collection view filling it: the
            // collection view's adjusted content inset keeps its items clear of the bars, so only
            // the sides' safe area reaches it (its content view's margins are 8, not 59 + 8), as
            // for a table's cell (``Layout/imposeCellSize(_:width:height:)``).
            if isItem, session.state.layout.superview(of: id) == .root { try? session.state.layout.setRootScrollContent(id, true) }
            // Measured as UIKit's systemLayoutSizeFitting measures it: after the constraints its
            // views make in `updateConstraints()`, with the intrinsic sizes of what it holds, its
            // own class's `intrinsicContentSize` among them.
            try updateConstraintsIfNeeded(Array(createdViews[before...]))
            try applyIntrinsicSizes(at: range, inside: id)
            let target = isItem ? Layout.layoutFittingCompressedSize : screen
            var size = session.state.layout.fittingSize(of: id, target: target)
            // Its labels are empty where the app fills them (`configure(with:)`): a width that
            // only their empty text gives is the app's data missing, not the view's own size, so
            // it is as wide as the screen, as far as its own constraints allow, as a header or a
            // screen's content view is.
            var widened = false
            var narrowed = false
            let natural = size.width
            // (Only where its frame is what places it: a view that turns its own mask off is as
            // wide as its constraints make it.)
            let unfilled = isItem || !masks || size.width >= screen.width ? nil : unfilledText(id)
            if unfilled != nil {
                let wide = session.state.layout.fittingSize(of: id, target: screen, horizontalPriority: 999)
                widened = wide.width > size.width
                if widened { size = wide }
            }
            // As tall as the screen because nothing in it sets its height (a label centred in it),
            // yet narrower, only by what its content would like: a screen's content view, which
            // its controller shows filling the screen — as wide as the screen as far as its own
            // constraints allow.
            var screenContent = false
            if !widened, !isItem, masks, size.width < screen.width, size.height >= screen.height {
                let wide = session.state.layout.fittingSize(of: id, target: screen, horizontalPriority: 999)
                screenContent = wide.width > size.width && wide.height >= screen.height
                if screenContent { size = wide }
            }
            // Wider than the screen only by what its content would like (a label's long text,
            // unwrapped): no screen shows it so, and its app places it in something screen-wide
            // (a popup, a header, a card): as wide as the screen as far as its own constraints
            // allow, its labels wrapping there.
            if !isItem, masks, size.width > screen.width {
                let fitted = session.state.layout.fittingSize(of: id, target: screen, horizontalPriority: 999)
                narrowed = fitted.width < size.width
                if narrowed { size = fitted }
            }
            // An item whose constraints give it no size at all, or none one way (its layoutSubviews
            // places what it holds by frames, or what they pin has no size of its own yet: an empty
            // label, an image view without its image, inset by some padding): a self-sizing
            // layout would collapse it to that padding, and the same constraints let it grow as
            // large as asked — so the size it has is the one the app's layout gives it, shown at
            // a flow layout's default itemSize.
            // Only as far as its required constraints allow: one they fix (a column of views 100
            // tall) keeps that length, or the item would be shown in a conflict its app's layout
            // does not have; what only hugging or compression resistance asks gives way.
            // One side its own initialiser gives (`CGRectMake(0, 0, KCWIDTH / 2, 70)`, the
            // width an unknown of the app's): that side is kept, as UIKit keeps the frame, and
            // the other is the screen's as far as its constraints allow.
            let keepsOwnSide = !isItem && masks && !placesItself && (ownFrame.width > 0) != (ownFrame.height > 0)
            if keepsOwnSide {
                if ownFrame.height > 0 {
                    size = session.state.layout.fittingSize(of: id, target: Size(width: screen.width, height: ownFrame.height),
                                                            verticalPriority: 1000)
                    size.height = ownFrame.height
                } else {
                    size = session.state.layout.fittingSize(of: id, target: Size(width: ownFrame.width, height: screen.height),
                                                            horizontalPriority: 1000)
                    size.width = ownFrame.width
                }
            }
            var layoutGivesSize = isItem && (size.width == 0 || size.height == 0)
            if isItem, !layoutGivesSize {
                let grown = session.state.layout.fittingSize(of: id, target: Layout.layoutFittingExpandedSize)
                layoutGivesSize = grown.width > size.width + 0.5 || grown.height > size.height + 0.5
            }
            var heldBack: Set<Axis> = []
            if layoutGivesSize, case .size(let itemSize)? = Library.flowLayoutDefaults["itemSize"] {
                // (The engine's own numbers, not rounded to the pixel: a side its required
                // constraints fix at 56.43 is held there, not at the 56.333 that breaks them.)
                size = session.state.layout.fittingSize(of: id, target: itemSize, horizontalPriority: 999, verticalPriority: 999,
                                                        onPixels: false)
                // (Less the solver's last digits: 50, not 49.99999999999999.)
                size = Size(width: (size.width * 1e6).rounded() / 1e6, height: (size.height * 1e6).rounded() / 1e6)
                if abs(size.width - itemSize.width) > 0.01 { heldBack.insert(.horizontal) }
                if abs(size.height - itemSize.height) > 0.01 { heldBack.insert(.vertical) }
            }
            let keepsOwnFrame = !isItem && masks && !placesItself && ownFrame.width > 0 && ownFrame.height > 0
            // The size its class declares for the app's layout (`+ (CGSize)cellSize`).
            let declared = keepsOwnFrame || placesItself ? nil : classDeclaredSize(of: className, width: screen.width, at: range)
            if let declared { size = declared.size }
            if keepsOwnFrame {
                try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: true, range: range)), at: range)
                try setProperty(name, .frame, .rect(Self.rectLiteral(ownFrame, range)), at: range)
            } else if !placesItself {
                // One whose own code turns its mask off (in its `init`) and pins it nowhere is
                // left for the app's container to constrain: shown held at the size that
                // container would give it, as a frame, or it would have no size at all.
                if !masks {
                    note("\(className) turns its own autoresizing mask off and pins itself nowhere: the app's container constrains "
                        + "it, so it is held here at the size shown, as that container would hold it")
                    // Held at what its own constraints fix, off the pixel grid (a 0.5-high line is
                    // held 0.5 high, not at the 2/3 point its drawing takes), or the hold would
                    // conflict with them.
                    size = session.state.layout.fittingSize(of: id, target: size, onPixels: false)
                } else if declared == nil, !layoutGivesSize {
                    // Held by its mask at what systemLayoutSizeFitting returns, the engine's own
                    // numbers, not rounded to the pixel (a header 0.3 × 375 = 112.5 tall), or the
                    // mask's hold would conflict with the constraints that gave it. (As near the
                    // size chosen as they allow: widened to the screen stays so.)
                    // (Only the pixel's rounding is undone: a control drawn wider than its
                    // alignment rectangle, a slider, keeps the size found.)
                    let exact = session.state.layout.fittingSize(of: id, target: size, horizontalPriority: 999, verticalPriority: 999,
                                                                 onPixels: false)
                    let pixel = 1 / max(session.state.layout.textScale, 1)
                    if abs(exact.width - size.width) < pixel, abs(exact.height - size.height) < pixel { size = exact }
                }
                try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: true, range: range)), at: range)
                try setProperty(name, .frame, .rect(Self.rectLiteral(Rect(x: 0, y: 0, width: size.width, height: size.height), range)),
                                at: range)
                if masks, declared == nil, !layoutGivesSize, !isItem, !widened, !screenContent, !narrowed {
                    swift.fittedShownViews[name] = size
                }
            }
            if keepsOwnFrame || !placesItself { try runFrameObserver(of: name, at: range) }
            let declaredText: String? = declared.map { d -> String in
                let w = Self.numberText(d.size.width), h = Self.numberText(d.size.height)
                return "at the size its class declares, \(w)×\(h) (its \(d.method)), which the app's layout gives it"
            }
            shown = declaredText ?? (placesItself && !isItem
                ? "where its own constraints place it in the screen's view: its code turns its mask off and pins it to the "
                    + "superview it is added to"
                : keepsOwnSide
                ? "at the \(ownFrame.height > 0 ? "height" : "width") its own code gives it, \(Self.numberText(ownFrame.height > 0 ? ownFrame.height : ownFrame.width)) "
                    + "(its frame's other side is 0 here), and \(Self.numberText(ownFrame.height > 0 ? size.width : size.height)) "
                    + "\(ownFrame.height > 0 ? "wide" : "tall"), the screen's as far as its constraints allow"
                : keepsOwnFrame
                ? "at the frame its own code gives it, \(Self.numberText(ownFrame.width))×\(Self.numberText(ownFrame.height)), "
                    + "which UIKit keeps until the app moves it"
                : layoutGivesSize && !heldBack.isEmpty
                ? "at \(formatNumber(size.width))×\(formatNumber(size.height)): its constraints give it no size of its own "
                    + "(or none one way), so the app's layout gives it (itemSize, or collectionView(_:layout:sizeForItemAt:), not in "
                    + "the paste): UICollectionViewFlowLayout's default itemSize, \(Self.defaultItemSizeText), stands in for it, as near "
                    + "as its required constraints allow (its "
                    + (heldBack.count == 2 ? "width and height are" : heldBack.contains(.vertical) ? "height is" : "width is")
                    + " theirs)"
                : layoutGivesSize
                ? "at \(Self.numberText(size.width))×\(Self.numberText(size.height)), UICollectionViewFlowLayout's default "
                    + "itemSize: its constraints give it no size of its own (or none one way), so its size is the one the app's layout gives its items "
                    + "(itemSize, or collectionView(_:layout:sizeForItemAt:)), not in the paste"
                : isItem
                ? "at its compressed fitting size, as a self-sizing collection view sizes its item"
                : widened
                ? (size.height >= screen.height
                    // Nothing in it sets its height (a label centred in it, or pinned at the top
                    // only): as tall as the screen, as the fitting size gives it.
                    ? "as wide and as tall as the screen, nothing in it setting its height: \(unfilled ?? ""), "
                    : "as wide as the screen and as tall as its constraints make it: \(unfilled ?? ""), ")
                    + "and their empty text alone would make it \(formatNumber(natural)) wide"
                : screenContent
                ? "filling the screen, as a controller shows its content view: nothing in it sets its height, and its content "
                    + "alone would make it \(formatNumber(natural)) wide"
                : narrowed
                ? "as wide as the screen and as tall as its constraints make it: its content alone (the sizes of what it holds "
                    + "of their own: text on one line, a control's size) would make it \(formatNumber(natural)) wide, wider than any screen shows it"
                : "at the size nearest the screen's that its constraints allow (systemLayoutSizeFitting(\(Self.numberText(screen.width))"
                    + "×\(Self.numberText(screen.height)))): a view of its own size at that size, any other filling the screen")
        }
        // Whether it builds there itself or through a method of its own (`setupView()`), with
        // UIKit's calls or a layout library's.
        if isTableCell, !isHeaderFooter, let f = method("layoutSubviews", of: className),
           buildsView(f, of: className, calls: Self.buildingCalls + Self.libraryBuildingCalls) {
            rowHeightBeforeLayoutSubviews(name, of: className, at: range)
        }
        swift.shownClasses[className] = [name] + createdViews[before...].filter { $0 != name }
        // UIKit's layout pass reaches it, inside this, so that what fails there leaves the paste
        // as it ran.
        try runLayoutPass(fresh: Array(createdViews[before...]))
        try applyIntrinsicSizes(at: range)
        try resolveZoomViews(at: range)
        // A list class that is its own data source (`dataSource = self` in its init) is sized from
        // its rows or items, as a presented controller's lists are.
        try sizeTablesFromDataSources(at: range)
        try sizeCollectionsFromDataSources(at: range)
        if isTableCell, !isHeaderFooter {
            let measured = layoutID(name) != nil ? frame(of: name).size : nil
            session.standardHeightForCollapsedCell(name, &context)
            try rowHeightFromOwnFitting(name, of: className, at: range)
            try rowHeightDeclaredByClass(name, of: className, at: range)
            // The row's standard height is the size the cell is laid out at: its layoutSubviews runs
            // again at 44 tall, as UIKit's runs at the row's size (frames it computes from its bounds).
            if let measured, layoutID(name) != nil, frame(of: name).size != measured {
                try runLayoutPass(fresh: [])
            }
        }
        // Asked of the layout as the entry leaves it: a constraint broken while the header still
        // had its zero frame holds again at the end of the entry (``Session/retryBrokenConstraints()``).
        if isHeaderFooter, let id = layoutID(name), session.state.layout.subtree(of: id).count > 1,
           session.settledLayout().fittedSize(of: id).height == 0 {
            // Unlike a cell's, a header's collapse has no standard height to fall back on: what the
            // table shows is the height its delegate gives, the app's.
            note("\(className): its constraints give the section header no height, so it is 0 tall here; the table gives it "
                 + "the height its delegate's tableView(_:heightForHeaderInSection:) returns, the app's")
        }
        // Its constraints waited for it to be placed, and now it is.
        context.outcome.notes.removeAll { $0 == Session.keptUntilPlaced(name) }
        note("nothing in the paste shows \(className): one is made as \(made) and shown \(shown)")
        // Made empty, while an initialiser the app calls with its own values builds it
        // (`convenience init(frame:url:title:)` adding its subviews): that one did not run.
        if let id = layoutID(name), session.state.layout.view(id)?.subviews.isEmpty == true {
            // The initialiser that made it ran, whatever it built.
            let ran = isHeaderFooter ? ["init(reuseIdentifier:)"] : isTableCell ? ["init(style:reuseIdentifier:)"]
                : (neutral ?? appValued).map { [$0.signature] } ?? ["init(frame:)", "init()"]
            let builders = initializers.filter { f in
                !f.parameters.isEmpty && !ran.contains(f.signature) && Self.neutralArguments(f, range) == nil
                    && !f.parameters.contains { $0.label == "coder" } && buildsView(f, of: className)
            }
            if !builders.isEmpty {
                note("\(className) is shown empty: \(builders.map(\.signature).joined(separator: ", ")) builds its content "
                    + "(subviews, constraints) from values only the app gives, and is not run — make one with them to see it")
            }
        }
    }

    /// A cell whose class overrides `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
    /// verticalFittingPriority:)` (a minimum row height, a height it computes): a self-sizing
    /// table asks the cell so for its row's height, at the row's width and the compressed height
    /// (fitting priorities required and fittingSizeLevel). The row is held at the height it
    /// answers.
    private mutating func rowHeightFromOwnFitting(_ name: String, of className: String, at range: SourceRange) throws(Interrupt) {
        guard let f = method("systemLayoutSizeFitting", of: className), f.parameters.count == 3, let id = layoutID(name) else { return }
        let width = frame(of: name).width
        func argument(_ label: String?, _ value: Value) -> EvaluatedArgument {
            EvaluatedArgument(label: label, value: value, range: range, expr: .nilLiteral(range))
        }
        let arguments = [argument(f.parameters[0].label, .size(Size(width: width, height: 0))),
                         argument(f.parameters[1].label, .priority(1000)), argument(f.parameters[2].label, .priority(50))]
        let answer = try callFunction(f, receiver: .view(name), arguments: arguments, trailing: nil, at: range)
        guard case .size(let size) = answer, size.height.isFinite, size.height > 0,
              try holdRow(id, of: name, width: width, height: size.height) else { return }
        withdrawZeroHeightNote(of: name)
        note("\(className) overrides systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:), which a "
            + "self-sizing table asks for the row's height: it answers \(formatNumber(size.height)), so the row is that tall "
            + "('UIView-Encapsulated-Layout-Height' height == \(formatNumber(size.height)))")
    }

    /// A cell class shown on its own (nothing in the paste placed one) whose table, pasted later,
    /// gives every row one height (`rowHeight`, or a `heightForRowAt` answering one number): the
    /// shown cell stands in such a row, as the table shows it.
    mutating func holdShownCell(of className: String, inRowsOf height: Double, separated: Bool = true, width tableWidth: Double?,
                                givenBy source: String, at range: SourceRange) throws(Interrupt) {
        guard height > 0, let name = swift.shownClasses[className]?.first, session.isTableCell(name), let id = layoutID(name) else { return }
        // As wide as the table, less what an accessory takes (``Session/contentWidth(ofCell:tableWidth:)``).
        let shownWidth = frame(of: name).width
        let width = tableWidth.flatMap { $0 > 0 ? session.contentWidth(ofCell: name, tableWidth: $0).0 : nil } ?? shownWidth
        let widened = abs(width - shownWidth) > 0.001
        guard try holdRow(id, of: name, width: width, height: height, separated: separated) else { return }
        withdrawZeroHeightNote(of: name)
        note("\(className) is shown in a row \(formatNumber(height)) tall\(widened ? " and \(formatNumber(width)) wide" : ""), as its "
            + "table makes every row (\(source)): 'UIView-Encapsulated-Layout-Height' height == \(formatNumber(height))")
    }

    /// A row height the app gives, held: UIKit never sees the zero height the cell's constraints
    /// alone give, so the note that it takes the standard row instead no longer holds.
    private mutating func withdrawZeroHeightNote(of name: String) {
        let zeroHeight = "cell \(viewName(name)): its constraints give its content a height of zero"
        context.outcome.notes.removeAll { $0.hasPrefix(zeroHeight) }
        notes.removeAll { $0.hasPrefix(zeroHeight) }
    }

    /// Holds a shown cell in a row `height` tall and `width` wide, as its table does, and lays it
    /// out again: the view shown is the row less the separator's pixel below the content view,
    /// which the cell is here (the whole row for a cell built on itself, or in a table whose
    /// `separatorStyle` is `.none`). False when it is that size already.
    private mutating func holdRow(_ id: ViewID, of name: String, width: Double, height: Double,
                                  separated: Bool = true) throws(Interrupt) -> Bool {
        let content = session.isBuiltOnItself(cell: name) || !separated ? height : height - 1 / session.state.layout.textScale
        let shown = frame(of: name)
        guard abs(content - shown.height) > 0.001 || abs(width - shown.width) > 0.001,
              (try? session.state.layout.imposeCellSize(id, width: width, height: content)) != nil else { return false }
        // Its bounds changed: UIKit lays it out again (its layoutSubviews reads the row's height).
        listLaidOut(name)
        try runLayoutPass(fresh: [])
        return true
    }

    /// A shown cell its list has just sized (a row's height, the table's width, an item size):
    /// the list's own layout pass gave it that frame, so code reads it from now on, and UIKit
    /// lays the cell out again at it (its layoutSubviews reads the new bounds).
    mutating func listLaidOut(_ name: String) {
        if lastLayoutPass != nil, let id = layoutID(name) {
            var now = currentFrames(inside: id)
            now[viewName(name)] = frame(of: name)
            lastLayoutPass?.frames.merge(now) { _, now in now }
        }
        swift.needsLayout.insert(name)
    }

    /// A collection view cell class shown on its own (at the flow layout's default item size)
    /// whose collection view, pasted later, gives every item one size (the layout's `itemSize`,
    /// or a `sizeForItemAt` answering one size): the shown cell is that size, as the layout
    /// makes its items.
    mutating func holdShownItem(of className: String, at size: Size, givenBy source: String, at range: SourceRange) throws(Interrupt) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              let name = swift.shownClasses[className]?.first, !session.isTableCell(name), layoutID(name) != nil,
              isView(name, a: "UICollectionViewCell"), frame(of: name).size != size else { return }
        try setProperty(name, .frame, .rect(Self.rectLiteral(Rect(x: 0, y: 0, width: size.width, height: size.height), range)), at: range)
        listLaidOut(name)
        try runLayoutPass(fresh: [])
        note("\(className) is shown at \(formatNumber(size.width))×\(formatNumber(size.height)), the size its collection view's "
            + "layout gives every item (\(source))")
    }

    /// A cell class shown on its own whose table, pasted later, sizes its rows by their cells:
    /// the shown cell is as wide as that table (less an accessory), its height its constraints'
    /// there, as the table lays its row out.
    mutating func widenShownCell(of className: String, to tableWidth: Double) throws(Interrupt) {
        guard tableWidth > 0, let name = swift.shownClasses[className]?.first, session.isTableCell(name), let id = layoutID(name) else { return }
        let width = session.contentWidth(ofCell: name, tableWidth: tableWidth).0
        guard abs(width - frame(of: name).width) > 0.001,
              (try? session.state.layout.imposeCellSize(id, width: width, height: nil)) != nil else { return }
        session.standardHeightForCollapsedCell(name, &context)
        listLaidOut(name)
        try runLayoutPass(fresh: [])
        note("\(className) is shown \(formatNumber(width)) wide, as its table is: 'UIView-Encapsulated-Layout-Width' width == "
            + formatNumber(width))
    }

    /// A cell class that says its row's height in a class method (`+ (CGFloat)cellHeight`,
    /// `class func defaultHeight() -> CGFloat`): its table's delegate answers `heightForRowAt`
    /// with it, so the row is that tall whatever its constraints would make it.
    private mutating func rowHeightDeclaredByClass(_ name: String, of className: String, at range: SourceRange) throws(Interrupt) {
        guard let id = layoutID(name) else { return }
        let width = frame(of: name).width
        guard let (size, method) = classDeclaredSize(of: className, width: width, at: range), size.width == width,
              try holdRow(id, of: name, width: width, height: size.height) else { return }
        note("\(className) says its row's height in \(method), \(formatNumber(size.height)), as its table's delegate answers "
            + "tableView(_:heightForRowAt:) with it: the row is that tall ('UIView-Encapsulated-Layout-Height' height == "
            + "\(formatNumber(size.height)))")
    }

    /// A table measures a self-sizing row (`systemLayoutSizeFitting`) before the cell's first
    /// layout pass: the constraints a cell's `layoutSubviews` makes do not count for the row's
    /// height, which stays what the cell's constraints gave before it ran (the standard 44 when
    /// they gave none). The cell is held at that height, as the table holds its row.
    private mutating func rowHeightBeforeLayoutSubviews(_ name: String, of className: String, at range: SourceRange) {
        session.standardHeightForCollapsedCell(name, &context)
        guard let id = layoutID(name) else { return }
        let layout = session.state.layout
        let held = layout.encapsulatedConstraints(of: id).contains { layout.constraint($0)?.label == Layout.encapsulatedHeight }
        let size = layout.frame(of: id).size
        if !held {
            guard (try? session.state.layout.imposeCellSize(id, width: size.width, height: size.height)) != nil else { return }
        }
        note("\(className) makes constraints in layoutSubviews, which runs after the table has measured the row: its content "
             + "view is \(formatNumber(size.height)) tall, as the cell's constraints made it before layoutSubviews ran "
             + "('UIView-Encapsulated-Layout-Height' height == \(formatNumber(size.height)))")
    }

    /// UICollectionViewFlowLayout's default itemSize, as a note writes it (`50×50`).
    static var defaultItemSizeText: String {
        guard case .size(let size)? = Library.flowLayoutDefaults["itemSize"] else { return "" }
        return "\(numberText(size.width))×\(numberText(size.height))"
    }

    /// Arguments of neutral values for an initialiser whose parameters all take a frame or a
    /// flag (`init(frame: CGRect, withShadow: Bool)`), the ones with defaults left out: `.zero`
    /// and `false`. Nil when one takes anything else — a text, a number, a model are the app's
    /// data (`init(_ price: String)`) — or it is `init(coder:)`.
    static func neutralArguments(_ f: FunctionDecl, _ range: SourceRange) -> [EvaluatedArgument]? {
        guard !f.parameters.isEmpty, !f.parameters.contains(where: { $0.label == "coder" }) else { return nil }
        var result: [EvaluatedArgument] = []
        for p in f.parameters where p.defaultValue == nil {
            let value: Value
            switch p.type?.text {
            case "CGRect": value = .rect(.zero)
            case "Bool": value = .bool(false)
            default: return nil
            }
            result.append(EvaluatedArgument(label: p.label, value: value, range: range, expr: .nilLiteral(range)))
        }
        return result
    }

    /// Arguments for an initialiser that takes the app's data: a frame or a flag gets its neutral
    /// value (`.zero`, `false`), anything else without a default is the app's own value, of the
    /// parameter's type (`EKCalendar`), skipped or shown as a placeholder where it is used.
    static func appArguments(_ f: FunctionDecl, _ range: SourceRange) -> [EvaluatedArgument] {
        f.parameters.filter { $0.defaultValue == nil }.map { p in
            let value: Value
            switch p.type?.text {
            case "CGRect": value = .rect(.zero)
            case "Bool": value = .bool(false)
            // A text is shown as its parameter's name (`text`, `title`), and so is a number
            // (`width`: the note on the 0 used in its place names it); a model as its type.
            case "String", "String?", "String!": value = .opaque(p.name)
            case let type? where (numberTypes + ["UInt", "TimeInterval"]).contains(String(type.filter { $0 != "?" && $0 != "!" })): value = .opaque(p.name)
            // Geometry too (`insets.top` is read as the parameter's, not UIEdgeInsets').
            case let type? where ["UIEdgeInsets", "NSDirectionalEdgeInsets", "CGSize", "CGPoint", "CGVector"]
                .contains(String(type.filter { $0 != "?" && $0 != "!" })): value = .opaque(p.name)
            default: value = .opaque(p.type?.baseName ?? p.name)
            }
            return EvaluatedArgument(label: p.label, value: value, range: range, expr: .nilLiteral(range))
        }
    }

    /// The app's values for `f`, where a parameter's type is a view class the paste declares
    /// (`init(_ inner: InnerView)`): one made as the paste makes it (with `init()`, or with the
    /// app's values for its own first initialiser), so what `f` does with it is laid out. Any
    /// other parameter keeps the app's value, and so does an optional one.
    mutating func pastedViewArguments(_ arguments: [EvaluatedArgument], of f: FunctionDecl,
                                      at range: SourceRange) -> [EvaluatedArgument] {
        let wanted = f.parameters.filter { $0.defaultValue == nil }
        guard wanted.count == arguments.count else { return arguments }
        var given = arguments
        for (i, p) in wanted.enumerated() {
            // An optional one (`prev: RouteSegment?`, the one before it in a chain) the app may
            // pass as nil: it stays the app's.
            guard let type = p.type, !type.text.hasSuffix("?") else { continue }
            let typeName = type.baseName
            // `init(orientation: Orientation)` of an enum the paste declares: its first case
            // stands for the one the app passes, so what the view builds from it is laid out.
            if let first = firstEnumCase(of: typeName) ?? nestedEnumFirstCase(typeName) {
                given[i].value = .enumCase(first)
                note("'\(p.name)', the \(typeName) the app gives \(f.signature), is taken as its first case, .\(first): the app's "
                    + "may be another")
                continue
            }
            // `initWithButton:(UIButton *)button`: a UIKit view the app hands in, made as
            // `UIButton()` makes one; what the app set on it (its title) is not in the paste.
            let isUIKitView = swift.types[typeName] == nil && Library.type(named: typeName) != nil
                && Library.isSubtype(typeName, of: "UIView")
            var values: [EvaluatedArgument] = []
            if !isUIKitView {
                guard swift.types[typeName] != nil, Library.isSubtype(libraryBase(of: typeName) ?? "", of: "UIView") else { continue }
                let initializers = initializers(of: typeName).filter { !$0.parameters.contains { $0.label == "coder" } }
                // One that itself wants one of its kind is the app's to make.
                if initializers.contains(where: { $0.parameters.contains { $0.type?.baseName == typeName } }) { continue }
                if !initializers.isEmpty, Self.matching(initializers, []) == nil, Self.matching(initializers, Self.zeroFrame(range)) == nil {
                    values = Self.appArguments(initializers[0], range)
                }
            }
            let savedHint = nameHint
            nameHint = p.name
            defer { nameHint = savedHint }
            guard let made = try? construct(typeName, values, trailing: nil, at: range, nameRange: range), case .view = made else { continue }
            given[i].value = made
            note("'\(p.name)', the \(typeName) the app gives \(f.signature), is made as "
                + (isUIKitView ? "\(typeName)() makes one; what the app sets on it is not in the paste" : "the paste declares it"))
        }
        return given
    }

    /// The first case of an enum the paste declares (without values), by name.
    func firstEnumCase(of typeName: String) -> String? {
        guard let decl = swift.types[typeName], decl.kind == .enum else { return nil }
        for case .enumCases(let names, _, _) in decl.members { return names.first }
        return nil
    }

    /// The same for an enum nested in a pasted type (`Strip.Orientation`, written `Orientation`
    /// inside Strip), found by its last name.
    func nestedEnumFirstCase(_ typeName: String) -> String? {
        for key in swift.types.keys.sorted() where key.hasSuffix("." + typeName) {
            if let first = firstEnumCase(of: key) { return first }
        }
        return nil
    }

    /// How a view made with the app's values was made, as the note says it:
    /// `DefaultCell(text:) ('text' is the app's, not in the paste)`.
    static func appValuedCall(_ className: String, _ f: FunctionDecl, _ arguments: [EvaluatedArgument]) -> String {
        let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
        let apps = f.parameters.filter { p in
            p.defaultValue == nil && !["CGRect", "Bool"].contains(p.type?.text ?? "")
        }.map { "'\($0.name)'" }
        // Only a frame or flags (`init(frame:)` that builds the view): made with their neutral
        // values, as `init()` makes it, and nothing of the app's is missing.
        if apps.isEmpty {
            return className + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + neutralText($0.value) }.joined(separator: ", ") + ")"
        }
        return "\(className)(\(labels)) (\(apps.joined(separator: ", ")) \(apps.count == 1 ? "is" : "are") the app's, not in the paste)"
    }

    /// How a view made with neutral arguments was made, as the note says it.
    static func neutralCall(_ className: String, _ arguments: [EvaluatedArgument]) -> String {
        let written: [String] = arguments.map { a in
            let label = a.label.map { $0 + ": " } ?? ""
            return label + neutralText(a.value)
        }
        return className + "(" + written.joined(separator: ", ") + ") (the app's own values are not in the paste)"
    }

    static func neutralText(_ value: Value) -> String {
        if case .rect = value { return ".zero" }
        return "false"
    }

    /// Why the view's text does not give its width, if it does not: a label (or a control's
    /// title) in it is empty, its text left to the app, or it holds a text field, whose text is
    /// the user's (a placeholder is no width to keep).
    func unfilledText(_ id: ViewID) -> String? {
        let layout = session.state.layout
        let subtree = layout.subtree(of: id)
        let emptyLabel = subtree.contains { sub in
            guard let content = layout.view(sub)?.label, content.sizesToText, !content.isTextView else { return false }
            return content.text.isEmpty
        }
        if emptyLabel { return "its labels are empty (the app fills them)" }
        let field = subtree.contains { sub in layout.name(of: sub).map { controlClass(of: $0) == "UITextField" } ?? false }
        return field ? "its text fields hold the user's text" : nil
    }

    /// A view shown for its class at its fitted size, whose constraints a later entry changed
    /// (`filterBar.inset = 8` remaking them): its frame is the preview's, not the app's, whose
    /// container would size it anew — so it is fitted again, with a note, rather than held at the
    /// old size in a conflict the app never has. One the code has since moved or sized is left.
    mutating func refitShownViews(at range: SourceRange) throws(Interrupt) {
        // (Only after an entry that changed the layout: nothing else can change what they hold.)
        guard context.outcome.changedLayout, !swift.fittedShownViews.isEmpty else { return }
        for (name, shownSize) in swift.fittedShownViews.sorted(by: { $0.key < $1.key }) {
            guard let id = layoutID(name), let view = session.state.layout.view(id), view.translatesAutoresizingMaskIntoConstraints,
                  frame(of: name).size == shownSize else {
                swift.fittedShownViews[name] = nil
                continue
            }
            let fitted = session.state.layout.fittingSize(of: id, target: session.state.layout.screen, onPixels: false)
            let pixel = 1 / max(session.state.layout.textScale, 1)
            guard abs(fitted.width - shownSize.width) >= pixel || abs(fitted.height - shownSize.height) >= pixel,
                  fitted.width > 0, fitted.height > 0 else { continue }
            let old = frame(of: name)
            try setProperty(name, .frame, .rect(Self.rectLiteral(Rect(x: old.minX, y: old.minY, width: fitted.width, height: fitted.height),
                                                                 range)), at: range)
            swift.fittedShownViews[name] = fitted
            note("\(name) is fitted again, \(formatNumber(fitted.width))×\(formatNumber(fitted.height)): it is shown at the size its "
                + "constraints allow, and they changed; in the app its container sizes it")
        }
    }

    /// Constraints code gave an `identifier` carry it, as UIKit's console prints it in quotes
    /// before each (`'BoxHeight' box.height == 100`), once they are made.
    mutating func labelIdentifiedConstraints() {
        for (key, identifier) in swift.constraintIdentifiers {
            for id in session.state.names[key]?.ids ?? [] {
                guard let made = session.state.layout.constraint(id), made.label == nil || made.label == identifier else { continue }
                session.state.layout.setConstraintLabel(id, identifier)
            }
        }
    }

    /// The view shown when its class was pasted goes when code makes one of its own (the next
    /// entry's `let card = CardView()`), which takes its place and its name.
    mutating func takeAwayShownView(_ views: [String], of className: String, at range: SourceRange,
                                    because reason: String = "this one is the code's own, shown once the code places it") throws(Interrupt) {
        guard let name = views.first, layoutID(name) != nil,
              swift.viewObjects[name].flatMap({ swift.objects[$0]?.className }) == className else { return }
        // The shown view with its subviews, then the views made with it that it never placed.
        var gone: [String] = []
        for view in views {
            if let id = layoutID(view) {
                gone += session.state.layout.subtree(of: id).compactMap { session.state.layout.name(of: $0) }
            } else if session.state.detached[view] != nil {
                gone.append(view)
            } else {
                continue
            }
            try execute(.remove(RemoveCommand(name: identifier(view, range), range: range)))
        }
        swift.forget(views: gone)
        note("the \(className) shown when its class was pasted, '\(name)', is taken away: \(reason)")
    }

    /// Whether the view shown for a class is still on the screen.
    func isShown(_ className: String) -> Bool {
        swift.shownClasses[className]?.first.map { layoutID($0) != nil } ?? false
    }

    /// Whether a pasted class derives from another, through pasted classes.
    func isSubclass(_ className: String, of other: String) -> Bool {
        var name = swift.types[className]?.superclass
        var seen: Set<String> = []
        while let n = name, seen.insert(n).inserted {
            if n == other { return true }
            name = swift.types[n]?.superclass
        }
        return false
    }
}
