import Layout

/// A member of a UIKit, SnapKit or FLKAutoLayout type: how it is written, one line of help, and
/// what it does. A property has `get` (and `set` when it can be assigned); a method has `call`.
/// Members that change nothing about layout (colours, targets) are in the table too, so pasted
/// code that uses them runs, and a misspelling of a real member can be told from the app's own.
public struct Member: Sendable {
    typealias Getter = @Sendable (inout Evaluator, Value, SourceRange) throws(Interrupt) -> Value
    typealias Setter = @Sendable (inout Evaluator, Value, Value, SourceRange) throws(Interrupt) -> Void
    typealias Caller = @Sendable (inout Evaluator, Value, [EvaluatedArgument], Value?, SourceRange) throws(Interrupt) -> Value

    public let name: String
    /// `constraint(equalTo:constant:)`, or the property's type: `topAnchor: NSLayoutYAxisAnchor`.
    public let signature: String
    public let help: String
    /// Whether it changes layout (false for appearance, targets and the like).
    public let isLayout: Bool
    /// The argument labels a call may use, when they are checked (`constant:` but not `constnt:`).
    public var labels: [String]? = nil
    let get: Getter?
    let set: Setter?
    let call: Caller?

    /// A property that layout reads or writes.
    static func property(_ name: String, _ type: String, _ help: String, get: @escaping Getter, set: Setter? = nil) -> Member {
        Member(name: name, signature: "\(name): \(type)", help: help, isLayout: true, get: get, set: set, call: nil)
    }

    /// A view's property UIKit keeps as the code sets it (a table's header or footer view, a
    /// cell's content configuration): read back from what was set, nil until then; `set` places it.
    static func keptViewProperty(_ name: String, _ type: String, _ help: String, set: @escaping Setter) -> Member {
        property(name, type, help, get: { e, base, _ throws(Interrupt) in
            if case .view(let view) = base, let kept = e.swift.appearance[e.viewName(view)]?[name] { return kept }
            return .none
        }, set: set)
    }

    static func method(_ signature: String, _ help: String, _ call: @escaping Caller) -> Member {
        let name = String(signature.prefix { $0 != "(" })
        return Member(name: name, signature: signature, help: help, isLayout: true, get: nil, set: nil, call: call)
    }

    /// A method whose argument labels are checked against `labels`.
    static func method(_ signature: String, labels: [String], _ help: String, _ call: @escaping Caller) -> Member {
        var member = method(signature, help, call)
        member.labels = labels
        return member
    }

    /// A property that only changes how things look: assigning it is accepted and changes nothing.
    /// A property that does not change layout: what code sets on a view is kept and read back
    /// (a `tag` a loop sets and a `first { $0.tag == 2 }` reads); never set, it is the app's.
    static func appearance(_ name: String, _ help: String = "drawing only; no effect on layout") -> Member {
        Member(name: name, signature: name, help: help, isLayout: false,
               get: { e, base, _ throws(Interrupt) in
                   // A controller's (`preferredContentSize` set in its viewDidLoad and read back
                   // to size its views): what its code set, kept under the object.
                   if case .object(let id) = base { return e.swift.appearance[objectKey(id)]?[name] ?? .opaque(name) }
                   guard case .view(let view) = base else { return .opaque(name) }
                   let viewName = e.viewName(view)
                   if let value = e.swift.appearance[viewName]?[name] { return value }
                   // A view the code made has UIKit's defaults; one the app's code or a
                   // storyboard made (an outlet, a stand-in) has what they set.
                   if let value = unsetAppearance[name], !e.swift.outlets.contains(viewName), e.swift.standIns[viewName] == nil,
                      !e.session.isFromInterfaceDocument(viewName) {
                       return value
                   }
                   return .opaque(name)
               },
               set: { e, base, value, _ throws(Interrupt) in
                   if case .view(let view) = base { e.swift.appearance[e.viewName(view), default: [:]][name] = value }
                   if case .object(let id) = base { e.swift.appearance[objectKey(id), default: [:]][name] = value }
               },
               call: nil)
    }

    /// Where ``appearance(_:_:)`` keeps what code set on an object that is not a view (a
    /// controller): a key no view name can be.
    static func objectKey(_ id: Int) -> String { "#object \(id)" }

    /// What the properties ``appearance(_:_:)`` keeps read before any code sets them, where
    /// UIKit's default is a number code computes with (`CGFloat(button.tag) * 44`): a tag is 0,
    /// alpha 1, a page control's page, a progress and a slider's or stepper's value and least
    /// value 0, a cell's indentation level 0 and width 10.
    static let unsetAppearance: [String: Value] = [
        "tag": .number(0), "alpha": .number(1), "currentPage": .number(0), "progress": .number(0), "value": .number(0),
        "minimumValue": .number(0), "indentationLevel": .number(0), "indentationWidth": .number(10),
        // A table cell's: no accessory until code gives it one (`if accessoryType != .none` in
        // its `layoutSubviews` is false for a cell the code made).
        "accessoryType": .enumCase("none"), "editingAccessoryType": .enumCase("none"), "accessoryView": .none,
        // UIView's default mask is none: `v.autoresizingMask |= flexibleWidth` adds to nothing.
        "autoresizingMask": .array([]),
        // A control's state until the user or the code changes it: enabled, not selected, not
        // highlighted (touched), a switch off.
        "isEnabled": .bool(true), "isSelected": .bool(false), "isHighlighted": .bool(false), "isOn": .bool(false),
    ]

    /// A view's `layer`: its properties draw only, and read back as code set them.
    static var layerMember: Member {
        Member(name: "layer", signature: "layer", help: "drawing only; no effect on layout", isLayout: false,
               get: { e, base, _ throws(Interrupt) in
                   if case .view(let view) = base { return .library(.layer(of: e.viewName(view))) }
                   return .opaque("layer")
               },
               set: { _, _, _, _ throws(Interrupt) in },
               call: nil)
    }

    /// A setting that does nothing to layout, kept only to read back as written (`UIView`'s
    /// `[UIView setAnimationDuration:0.3]` of iOS 3's animation block).
    static func inertSetting(_ name: String, _ help: String = "no effect on layout") -> Member {
        Member(name: name, signature: name, help: help, isLayout: false,
               get: { _, _, _ throws(Interrupt) in .opaque(name) },
               set: { _, _, _, _ throws(Interrupt) in },
               call: nil)
    }

    /// A method that does nothing to layout (targets, animations, accessibility).
    static func inert(_ signature: String, _ help: String = "no effect on layout") -> Member {
        let name = String(signature.prefix { $0 != "(" })
        return Member(name: name, signature: signature, help: help, isLayout: false, get: nil, set: nil,
                      call: { _, _, _, _, _ throws(Interrupt) in .void })
    }
}

extension Member {
    /// A property and a method of one name are one member (`view.center` read, and
    /// TinyConstraints' `view.center(in:)` called); otherwise the first of a name is kept.
    func merged(with other: Member) -> Member {
        if call == nil, get != nil, other.call != nil {
            return Member(name: name, signature: signature, help: help, isLayout: isLayout, labels: labels, get: get, set: set, call: other.call)
        }
        if get == nil, call != nil, other.get != nil {
            return Member(name: name, signature: other.signature, help: other.help, isLayout: other.isLayout, labels: labels,
                          get: other.get, set: other.set, call: call)
        }
        return self
    }
}

/// One UIKit, SnapKit or FLKAutoLayout type: its members and the type it derives from.
public struct LibraryType: Sendable {
    public let name: String
    public let parent: String?
    public let help: String
    let members: [String: Member]
    /// Members called on the type itself: `NSLayoutConstraint.activate`, `UIFont.systemFont`.
    let staticMembers: [String: Member]

    init(_ name: String, parent: String? = nil, help: String, members: [Member], statics: [Member] = []) {
        self.name = name
        self.parent = parent
        self.help = help
        var table: [String: Member] = [:]
        for m in members { table[m.name] = table[m.name].map { $0.merged(with: m) } ?? m }
        self.members = table
        var staticTable: [String: Member] = [:]
        for m in statics where staticTable[m.name] == nil { staticTable[m.name] = m }
        staticMembers = staticTable
    }

    /// Every member's name, sorted, for completion and suggestions.
    public var memberNames: [String] { members.keys.sorted() }
    public var staticMemberNames: [String] { staticMembers.keys.sorted() }
    public var allMembers: [Member] { members.keys.sorted().compactMap { members[$0] } }
}

/// The tables of the types pasted code may use: the single place that knows UIKit's, SnapKit's
/// and FLKAutoLayout's members. The evaluator runs them; completion and `help uikit` list them.
public enum Library {
    public static let types: [String: LibraryType] = {
        var all: [String: LibraryType] = [:]
        for type in viewTypes + stackViewTypes + constraintTypes + snapKitTypes + valueTypes + easyPeasyTypes + animatorTypes
            + playgroundTypes + sdAutoLayoutTypes + collectionLayoutTypes + pinLayoutTypes + alignTypes + plainControllerTypes {
            all[type.name] = type
        }
        return all
    }()

    /// UIKit's controllers whose own views Layoutbook does not draw (`UIPageViewController`): each
    /// is a plain view controller, its view made as a child's is (screen-sized until placed) and
    /// placed by the code; what it shows inside (its pages, its split) is not drawn.
    static let plainControllerTypes: [LibraryType] = unmodelledFrameworkTypes.sorted().filter { $0.hasSuffix("Controller") }.map {
        LibraryType($0, parent: "UIViewController", help: "UIKit's, drawn as a plain view controller: what it shows inside is not drawn",
                    members: [])
    }

    public static func type(named name: String) -> LibraryType? { types[name] }

    /// A member of a type or of the types it derives from.
    static func member(_ name: String, of typeName: String) -> Member? {
        var current: String? = typeName
        while let n = current, let type = types[n] {
            if let m = type.members[name] { return m }
            current = type.parent
        }
        // Swift 1 and 2 named Boolean properties without `is` (`view.hidden`,
        // `userInteractionEnabled`, `constraint.active`, `scrollView.pagingEnabled`).
        if let first = name.first, first.isLowercase, !name.hasPrefix("is") {
            let modern = "is" + first.uppercased() + name.dropFirst()
            if let m = member(modern, of: typeName), m.signature.hasSuffix(": Bool") || !m.signature.contains("(") {
                return m
            }
        }
        return nil
    }

    static func staticMember(_ name: String, of typeName: String) -> Member? {
        var current: String? = typeName
        while let n = current, let type = types[n] {
            if let m = type.staticMembers[name] { return m }
            current = type.parent
        }
        return nil
    }

    /// How a member is written (`constraint(equalTo:constant:)`, `topAnchor: NSLayoutYAxisAnchor`).
    public static func signature(_ name: String, of typeName: String) -> String? { member(name, of: typeName)?.signature }
    public static func staticSignature(_ name: String, of typeName: String) -> String? { staticMember(name, of: typeName)?.signature }

    /// Whether `name` is one of ``memberNames(of:)``, without making the list (asked for each
    /// name read at the prompt, in a loop as often as it turns).
    public static func hasMember(_ name: String, of typeName: String) -> Bool {
        var current: String? = typeName
        while let n = current, let type = types[n] {
            if type.members[name] != nil { return true }
            current = type.parent
        }
        return false
    }

    /// Every member name of a type and its ancestors, for suggestions.
    public static func memberNames(of typeName: String) -> [String] {
        var names: [String] = []
        var current: String? = typeName
        while let n = current, let type = types[n] {
            names += type.memberNames
            current = type.parent
        }
        return names
    }

    /// The UIKit class a pasted class stands for when the class it derives from is not in the
    /// paste (the app's own `BaseViewController`), told by what it overrides: a view
    /// controller's life cycle (`viewDidLoad`, `loadView`, …) makes it a `UIViewController`, a
    /// view's (`init(frame:)`, `layoutSubviews`, `intrinsicContentSize`, …) a `UIView`. With the
    /// member that told (`viewDidLoad`); nil when it overrides none of them.
    ///
    /// A class that overrides none of them but whose app superclass is named as a view
    /// controller is (`BaseViewController`, `BaseVC`), with template methods of its own
    /// (`setupViews()`), is a `UIViewController` for that name.
    ///
    /// A base named only as a cell is (`BaseCell`) is a table view cell, unless the class's own
    /// name (`subclass`) says which cell it is (`AlbumCollectionViewCell: BaseCell` is a
    /// `UICollectionViewCell`).
    static func classStandingIn(overriding members: [Stmt], superclass: String? = nil,
                                subclass: String? = nil) -> (className: String, because: String)? {
        // Core Animation's layers, cells and animations (`CAEmitterCell`, `CAGradientLayer`,
        // AVFoundation's `AVPlayerLayer`) are no views, whatever their names end in.
        if let superclass, isCoreAnimationClass(superclass) { return nil }
        if let superclass, let known = libraryBaseClasses[superclass] {
            return (known.uikit, "derives from '\(superclass)', \(known.library)\(known.library.hasSuffix("s") ? "'" : "'s") \(known.uikit) subclass")
        }
        // `RowCellBase`, `CardViewBase`: the app's base of what its name says before "Base".
        if let superclass, superclass.hasSuffix("Base"), superclass.count > 4, superclass.dropLast(4).last?.isLowercase == true,
           let found = classStandingIn(overriding: members, superclass: String(superclass.dropLast(4)), subclass: subclass) {
            return (found.className, found.because.replacingOccurrences(of: "'\(superclass.dropLast(4))'", with: "'\(superclass)'"))
        }
        var overridden: [String] = []
        for member in members {
            switch member {
            case .function(let f) where f.modifiers.contains("override"):
                overridden.append(f.name == "init" ? f.signature : f.name)
            case .variable(let v) where v.modifiers.contains("override"):
                if let name = v.name { overridden.append(name) }
            default: continue
            }
        }
        let initSaysCollectionCell = overridden.contains("init(frame:)") && !overridden.contains("init(style:reuseIdentifier:)")
        // Which cell a base named only as a cell is: the one the class's own name says, else a
        // collection view's when the class overrides init(frame:), a collection cell's initialiser
        // (a table cell's is init(style:reuseIdentifier:)), else a table's.
        func cellNamed(by superclass: String) -> String {
            if superclass.hasSuffix("CollectionViewCell") { return "UICollectionViewCell" }
            if superclass.hasSuffix("TableViewCell") { return "UITableViewCell" }
            if let subclass, subclass.hasSuffix("CollectionViewCell") || subclass.hasSuffix("CollectionCell") {
                return "UICollectionViewCell"
            }
            return initSaysCollectionCell ? "UICollectionViewCell" : "UITableViewCell"
        }
        func namedCell(_ superclass: String) -> String {
            let cell = cellNamed(by: superclass)
            let own = superclass.hasSuffix("ViewCell") || subclass == nil || cell == "UITableViewCell"
            return own ? "named as a \(cell) is" : "named as a cell is, in a class named as a \(cell) is"
        }
        // `loadView()` alone, in a class whose app base is named as a view (`ReloadableView`), is
        // that base view's own hook, not UIViewController's.
        if let superclass, overridden.filter(controllerLifeCycle.contains) == ["loadView"], superclass.hasSuffix("View") {
            return ("UIView", "derives from '\(superclass)', named as a view is; its loadView() is that base view's own")
        }
        // A data source or delegate method overridden (`override func collectionView(_:
        // numberOfItemsInSection:)`): of UIKit's classes only a collection (or table) view
        // controller has it to override, so the app's base is one.
        if let superclass, type(named: superclass) == nil, !(subclass ?? "").hasSuffix("Cell") {
            // (One that adds its `tableView` to its view has a list of its own beside the view.)
            for (method, controller) in [("collectionView", "UICollectionViewController"), ("tableView", "UITableViewController")]
            where overridden.contains(method) && !members.contains(where: { member in
                if case .function(let f) = member, f.name == method { return false }
                return SyntaxMentions.calls("addSubview", in: member) && SyntaxMentions.names(method, in: member)
            }) {
                return (controller, "derives from '\(superclass)' and overrides \(method)(_:…), which of UIKit's classes only a "
                    + "\(controller) has to override")
            }
        }
        // `init(frame:)`, a view's initialiser no controller has, beside a name of a controller's
        // that a view may give a method of its own (`updateViewConstraints`, with no
        // `viewDidLoad` or `loadView`): a view.
        if overridden.contains("init(frame:)"), !(superclass ?? "").hasSuffix("Cell"),
           !overridden.contains(where: ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"].contains),
           let told = overridden.first(where: controllerLifeCycle.contains) {
            return ("UIView", "overrides init(frame:), a view's initialiser no controller has; its \(told) is its own method")
        }
        if let told = overridden.first(where: controllerLifeCycle.contains) {
            // One named as a tab bar controller is (`HomeTabbarController`): UIKit's, with its own tab bar.
            if let named = [subclass, superclass].compactMap({ $0 }).first(where: { $0.lowercased().hasSuffix("tabbarcontroller") }) {
                return ("UITabBarController", "overrides \(told), and '\(named)' is named as a tab bar controller is")
            }
            return ("UIViewController", "overrides " + told)
        }
        if let superclass, superclass.hasSuffix("Cell"), let told = overridden.first(where: viewLifeCycle.contains) {
            // The app's own base cell (`TableViewCell`) overriding a view's life cycle is still a cell.
            let cell = cellNamed(by: superclass)
            if cell == "UICollectionViewCell", initSaysCollectionCell, !superclass.hasSuffix("ViewCell"),
               !(subclass?.hasSuffix("CollectionViewCell") ?? false || subclass?.hasSuffix("CollectionCell") ?? false) {
                return (cell, "derives from '\(superclass)', named as a cell is, and overrides init(frame:), a UICollectionViewCell's "
                    + "initialiser (a table cell's is init(style:reuseIdentifier:))")
            }
            return (cell, "derives from '\(superclass)', \(namedCell(superclass)), and overrides " + told)
        }
        if let told = overridden.first(where: viewLifeCycle.contains) {
            // A view's life cycle says a view; the name may say which (`HorizontalStackView`).
            if let superclass, let named = uikitClass(namedBy: superclass), isSubtype(named, of: "UIView") {
                return (named, "derives from '\(superclass)', named as a \(named) is, and overrides " + told)
            }
            return ("UIView", "overrides " + told)
        }
        if let superclass, superclass.hasSuffix("Controller") || superclass.hasSuffix("VC") {
            return ("UIViewController", "derives from '\(superclass)', named as a view controller is")
        }
        let initSaysTableCell = overridden.contains("init(style:reuseIdentifier:)")
        // The app's own base view (`BaseView<Action>`, `CustomCell`, `RoundedCardView`): the
        // UIKit class its name ends in, as for a control the paste does not declare (a cell's,
        // where the class overrides a table cell's initialiser).
        let endings: [(String, String)] = [("CollectionViewCell", "UICollectionViewCell"), ("TableViewCell", "UITableViewCell"),
                                           ("Cell", "UITableViewCell"), ("View", "UIView")]
        if let superclass, let standIn = uikitClass(namedBy: superclass) ?? endings.first(where: { superclass.hasSuffix($0.0) })?.1,
           type(named: standIn) != nil, !initSaysTableCell || isSubtype(standIn, of: "UITableViewCell") {
            if standIn == "UITableViewCell", superclass.hasSuffix("Cell") {
                return (cellNamed(by: superclass), "derives from '\(superclass)', \(namedCell(superclass))")
            }
            return (standIn, "derives from '\(superclass)', named as a \(standIn) is")
        }
        if initSaysTableCell { return ("UITableViewCell", "overrides init(style:reuseIdentifier:)") }
        // `init(limit: Int) { super.init(frame: .zero) … }`: its initialiser calls UIView's.
        if superclass != nil, members.contains(where: { member in
            if case .function(let f) = member, f.name == "init" { return callsSuperInitWithFrame(f.body) }
            return false
        }) {
            return ("UIView", "derives from '\(superclass ?? "")', and its initialiser calls super.init(frame:), UIView's")
        }
        // `self.addSubview(label)`, `addSubview(label)` in its own initialiser: only a view has
        // it on itself (a controller adds to its `view`). (In a method its base may call, as
        // `setupViews()`, it says no more than that the base calls it.)
        if let superclass, !(subclass ?? "").hasSuffix("Controller"), !(subclass ?? "").hasSuffix("Cell"),
           members.contains(where: { member in
               if case .function(let f) = member, f.name == "init" { return addsSubviewToItself(f.body) }
               return false
           }) {
            return ("UIView", "derives from '\(superclass)', and adds subviews to itself (addSubview on self), as only a view does")
        }
        // A base named for a controller with more after it (`BaseViewControllerWithAutolayout`),
        // or a class named as a controller is (`SettingsViewController: AppBase`): apps name
        // their controllers so.
        if let superclass, superclass.contains("ViewController") {
            return ("UIViewController", "derives from '\(superclass)', named as a view controller is")
        }
        if let superclass, let subclass, subclass.hasSuffix("ViewController") {
            return ("UIViewController", "is named as a view controller is (its base '\(superclass)' does not say)")
        }
        return nil
    }

    /// Whether `value` calls `addSubview` on itself: `addSubview(x)` or `self.addSubview(x)`.
    static func addsSubviewToItself(_ value: Any) -> Bool {
        if let expr = value as? Expr, case .call(let callee, _, _, _) = expr {
            switch callee {
            case .identifier("addSubview", _), .member(.selfExpr, "addSubview", _, _): return true
            default: break
            }
        }
        if value is String || value is SourceRange { return false }
        return Mirror(reflecting: value).children.contains { addsSubviewToItself($0.value) }
    }

    /// Whether `value` (an initialiser's body) calls `super.init(frame:)`.
    static func callsSuperInitWithFrame(_ value: Any) -> Bool {
        if let expr = value as? Expr, case .call(.member(.superExpr, "init", _, _), let arguments, _, _) = expr,
           arguments.first?.label == "frame" {
            return true
        }
        if value is String || value is SourceRange { return false }
        return Mirror(reflecting: value).children.contains { callsSuperInitWithFrame($0.value) }
    }

    /// Base classes of layout and list libraries apps derive from, whose names do not say which
    /// UIKit class they extend (LBTATools' `LBTAListCell<T>` is a collection view cell, not the
    /// table view cell its name would suggest): the UIKit class, and the library.
    static let libraryBaseClasses: [String: (uikit: String, library: String)] = [
        "LBTAListCell": ("UICollectionViewCell", "LBTATools"),
        "LBTAListController": ("UICollectionViewController", "LBTATools"),
        "LBTAListHeaderController": ("UICollectionViewController", "LBTATools"),
        "LBTAListHeaderFooterController": ("UICollectionViewController", "LBTATools"),
        "LBTAFormController": ("UIViewController", "LBTATools"),
        "FSPagerViewCell": ("UICollectionViewCell", "FSPagerView"),
        "SwipeCollectionViewCell": ("UICollectionViewCell", "SwipeCellKit"),
        "MGSwipeTableCell": ("UITableViewCell", "MGSwipeTableCell"),
        "JTACDayCell": ("UICollectionViewCell", "JTAppleCalendar"),
        "FSCalendarCell": ("UICollectionViewCell", "FSCalendar"),
    ]

    /// The UIKit view class an unknown class's name ends in (`BorderTextField` a `UITextField`,
    /// `RoundButton` a `UIButton`, `PageControl` a `UIPageControl`) or begins with before saying
    /// what it adds (`TextFieldWithPadding`), or nil.
    /// A UIKit view class's whole name with a mark of the app's after it (`UIViewX`,
    /// `UIButtonX`, `UITextField2`): that class, as apps name the designable subclasses they
    /// add inspectable properties to — no misspelling of it. The mark is short and all capitals or
    /// digits, so UIKit's own longer names (`UIViewPropertyAnimator`) are not read so.
    static func markedViewClass(_ name: String) -> String? {
        guard name.hasPrefix("UI"), type(named: name) == nil,
              let base = viewClassNames.first(where: { name.hasPrefix($0) && name.count > $0.count && name.count - $0.count <= 2 }),
              name.dropFirst(base.count).allSatisfy({ $0.isUppercase || $0.isNumber }) else { return nil }
        return base
    }

    static func uikitClass(namedBy name: String) -> String? {
        if let base = markedViewClass(name) { return base }
        let endings: [(String, String)] = [
            ("TextField", "UITextField"), ("TextView", "UITextView"), ("ImageView", "UIImageView"),
            ("ScrollView", "UIScrollView"), ("TableView", "UITableView"), ("CollectionView", "UICollectionView"),
            ("StackView", "UIStackView"), ("SegmentedControl", "UISegmentedControl"), ("PageControl", "UIPageControl"),
            ("Button", "UIButton"), ("Label", "UILabel"), ("Switch", "UISwitch"), ("Slider", "UISlider"),
            ("Field", "UITextField"),
            // The abbreviations apps name their controls with (`SideMenuBtn`, `TitleLbl`).
            ("Btn", "UIButton"), ("Lbl", "UILabel"),
        ] + (isFrameworkTypeName(name) || isOtherFrameworkViewName(name) ? [] : modelledViewEndings)
        // Or it begins with one, then says what it adds (`TextFieldWithPadding`, `LabelWithInsets`).
        func describes(_ word: String) -> Bool {
            guard name.hasPrefix(word) else { return false }
            let rest = name.dropFirst(word.count)
            return rest.hasPrefix("With") || rest.hasPrefix("For")
        }
        // Or it holds a UIKit class's whole name, with the app's prefix and what it varies
        // (`AvalonUIButtonLight`, `AppUILabelBold`).
        // (Not a framework's own type that begins with one: `UICollectionViewFlowLayout` is no view.)
        // (Nor one that begins a longer UIKit name it holds: `QMUITableViewCell` holds a cell, not
        // a `UITableView`.)
        func holdsWhole(_ held: String) -> Bool {
            guard let found = name.range(of: held), let next = name[found.upperBound...].first, next.isUppercase else { return true }
            let word = String(next) + name[found.upperBound...].dropFirst().prefix { !$0.isUppercase }
            return type(named: held + word) == nil
        }
        let holds = isFrameworkTypeName(name) ? nil
            : endings.map(\.1).sorted { $0.count > $1.count }.first { name.contains($0) && !name.hasPrefix($0) && holdsWhole($0) }
        let longestFirst = endings.enumerated().sorted { ($0.element.0.count, -$0.offset) > ($1.element.0.count, -$1.offset) }.map(\.element)
        guard let standIn = (longestFirst.first(where: { name.hasSuffix($0.0) && name != $0.1 })
                             ?? endings.first(where: { describes($0.0) }))?.1 ?? holds,
              type(named: standIn) != nil else { return nil }
        return standIn
    }

    /// Every view class Layoutbook models, longest name first.
    static let viewClassNames: [String] = types.keys.filter { $0.hasPrefix("UI") && isSubtype($0, of: "UIView") }
        .sorted { ($0.count, $1) > ($1.count, $0) }

    /// Every other view class Layoutbook models, by its name without `UI` (`ProgressView` a
    /// `UIProgressView`, `ActivityIndicatorView`, `DatePicker`, `Control` a `UIControl`), so an
    /// app's `makeProgressView()` or `RatingControl` is the class its name ends in, not a plain
    /// view. Plain `View`, cells and reusable views are left to the rules for the app's base
    /// views and cells; a framework's own name (`UIRefreshControl`) is not the app's, and keeps
    /// its own note.
    static let modelledViewEndings: [(String, String)] = types.keys.sorted().compactMap { name in
        guard name.hasPrefix("UI"), name != "UIView", isSubtype(name, of: "UIView"),
              !["Cell", "ReusableView", "HeaderFooterView"].contains(where: name.hasSuffix) else { return nil }
        return (String(name.dropFirst(2)), name)
    }

    /// Whether `name` is a UIKit property whose value is no view (`attributedText`, `font`,
    /// `image`): what is assigned to it is not a view, whatever made it
    /// (`$0.attributedText = UILabel.attributedText(for: .body, withText: "…")`, the app's own).
    /// Whether the app's own expression names a font (`Fonts.body`, `theme.titleFont`,
    /// `UIFont.preferredFont(forTextStyle: .headline)`): its last name says so, or is a text style's.
    static func namesFont(_ text: String) -> Bool {
        let last = text.split(separator: ".").last.map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.lowercased() } ?? ""
        return text.lowercased().contains("font") || ["body", "headline", "subheadline", "subhead", "title", "title1", "title2", "title3",
                                                     "largetitle", "caption", "caption1", "caption2", "footnote", "callout"].contains(last)
    }

    static func namesNonViewProperty(_ name: String) -> Bool {
        for typeName in types.keys.sorted() {
            guard let m = types[typeName]?.members[name], m.call == nil, m.get != nil else { continue }
            let valueType = m.signature.split(separator: ":").last.map(String.init) ?? ""
            let bare = String(valueType.filter { $0 != " " && $0 != "?" && $0 != "!" })
            // (A responder, `next`, may be a view.)
            if !isSubtype(bare, of: "UIView"), bare != "UIResponder" { return true }
        }
        return false
    }

    /// The UIKit class an app's factory function returns, told by its name (`makeLabel(withText:)`
    /// a `UILabel`, `createStackView()` a `UIStackView`, `makeView()` a `UIView`); nil for other names.
    static func factoryClass(forFunction name: String) -> String? {
        for prefix in ["make", "create", "build", "new"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            let noun = String(rest)
            if let standIn = uikitClass(namedBy: noun) { return standIn }
            if noun.hasSuffix("Stack") { return "UIStackView" }
            if namesPlainView(noun) { return "UIView" }
        }
        return nil
    }

    /// Whether a factory's noun names a view the app draws itself, a plain `UIView`: a `…View`,
    /// a container, a spacer, a bar, header, footer, card or panel.
    static func namesPlainView(_ noun: String) -> Bool {
        noun.hasSuffix("View") || ["Container", "Spacer", "Bar", "Header", "Footer", "Card", "Panel"].contains(where: noun.hasSuffix)
    }

    /// A view controller's methods UIKit calls at times of its own: never a hook an app's base
    /// class calls, nor a builder to run for want of a caller (`didReceiveMemoryWarning` runs
    /// only when memory runs low, `viewWillDisappear` only when the screen goes).
    static let controllerLifeCycle = ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews",
                                      "viewDidLayoutSubviews", "updateViewConstraints", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
                                      "didReceiveMemoryWarning", "viewWillDisappear", "viewDidDisappear"]
    static let viewLifeCycle = ["init(frame:)", "layoutSubviews", "updateConstraints", "intrinsicContentSize", "draw",
                                "didMoveToSuperview", "layoutMarginsDidChange", "safeAreaInsetsDidChange"]

    public static func isSubtype(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        while let n = current {
            if n == ancestor { return true }
            current = types[n]?.parent
        }
        return false
    }

    /// The type whose members a value has.
    static func typeName(of value: Value) -> String? {
        switch value {
        case .view: "UIView"
        case .guide: "UILayoutGuide"
        case .anchor: "NSLayoutAnchor"
        case .layoutSupport: "UILayoutSupport"
        case .keyboardGuide: "UIKeyboardLayoutGuide"
        case .constraint: "NSLayoutConstraint"
        case .snp: "ConstraintViewDSL"
        case .snpAttribute: "ConstraintItem"
        case .maker: "ConstraintMaker"
        case .chain: "ConstraintMakerChain"
        case .number: "CGFloat"
        case .string: "String"
        case .bool: "Bool"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .insets: "UIEdgeInsets"
        case .priority: "UILayoutPriority"
        case .font: "UIFont"
        case .buttonConfiguration: "UIButton.Configuration"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .none: "Optional"
        case .library(let item): item.typeName
        default: nil
        }
    }

    // MARK: - Dispatch

    /// The layer's geometry and the view's member it is: a view's layer is where the view is.
    static let layerGeometry = ["position": "center", "frame": "frame", "bounds": "bounds"]

    /// UIDeviceOrientation's and UIInterfaceOrientation's tests of a case (`isPortrait`,
    /// `isLandscape`, `isFlat`, `isValidInterfaceOrientation`), as UIKit answers them; nil for
    /// any other case or member.
    /// Masonry's name inside an app's prefixed one (`dg_mas_safeAreaLayoutGuideTop` is
    /// `mas_safeAreaLayoutGuideTop`); nil for any other name.
    static func prefixedMasonryName(_ name: String) -> String? {
        guard let at = name.range(of: "_mas_") else { return nil }
        let prefix = name[..<at.lowerBound]
        guard !prefix.isEmpty, prefix.count <= 4, prefix.allSatisfy(\.isLetter) else { return nil }
        return String(name[name.index(after: at.lowerBound)...])
    }

    static func orientationTest(_ orientation: String, _ test: String) -> Bool? {
        let portrait: Set = ["portrait", "portraitUpsideDown"], landscape: Set = ["landscapeLeft", "landscapeRight"]
        let flat: Set = ["faceUp", "faceDown"]
        guard portrait.union(landscape).union(flat).union(["unknown"]).contains(orientation) else { return nil }
        switch test {
        case "isPortrait": return portrait.contains(orientation)
        case "isLandscape": return landscape.contains(orientation)
        case "isFlat": return flat.contains(orientation)
        case "isValidInterfaceOrientation": return portrait.contains(orientation) || landscape.contains(orientation)
        default: return nil
        }
    }

    /// How an `NSCollectionLayoutDimension` is made: each takes one number, its `dimension`.
    static let layoutDimensionKinds = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    /// `bar.layout.transitionStyle`, `mapView.delegate = self`: a member of a method read without a
    /// call, which no method has — so the name was the app's own property (a tab bar's layout
    /// object; the map view of the app's base controller, beside the class's own delegate method
    /// `mapView(_:regionDidChangeAnimated:)`), not the method. What it was read as (`bar.layout`);
    /// nil otherwise.
    static func methodReadAsProperty(_ base: Value, _ e: inout Evaluator) -> String? {
        guard case .function(let f, let receiver) = base,
              f.modifiers.first?.hasPrefix("library:") == true || !f.parameters.isEmpty else { return nil }
        guard let receiver else { return f.name }
        let owner: String = switch receiver.value {
        case .view(let view): e.viewName(view)
        case .object(let id): e.swift.objects[id]?.className ?? receiver.value.kindName
        default: receiver.value.kindName
        }
        return owner + "." + f.name
    }

    static func get(_ base: Value, _ name: String, _ e: inout Evaluator, nameRange: SourceRange, range: SourceRange) throws(Interrupt) -> Value {
        if let owner = methodReadAsProperty(base, &e) {
            e.note("skipped '\(owner).\(name)': '\(owner)' is read as a property, which no library method is: it is the app's own, "
                + "not in the paste")
            return .opaque(owner + "." + name)
        }
        if case .library(.layoutDimension(let kind, let number)) = base {
            // `NSCollectionLayoutDimension.fractionalWidth(0.5).dimension` is 0.5: the number it
            // was made with, whatever its kind; `isFractionalWidth` and the others say the kind.
            if name == "dimension" { return .number(number) }
            if let asked = layoutDimensionKinds.first(where: { "is" + $0.prefix(1).uppercased() + $0.dropFirst() == name }) {
                return .bool(asked == kind)
            }
        }
        if case .library(.textContainer(let view)) = base {
            // `textView.textContainer.lineFragmentPadding`: UIKit's 5 a side, or what code set.
            if let set = e.swift.appearance[view]?["textContainer." + name] { return set }
            if name == "size" {
                // As wide as the text view inside its textContainerInset (widthTracksTextView),
                // and as tall as a CGFloat goes.
                let insets = e.swift.controls[view]?.insets ?? ControlSizes.textContainerInset
                let width = max(0, e.frame(of: view).width - insets.left - insets.right)
                return .size(Size(width: width, height: .greatestFiniteMagnitude))
            }
            return name == "lineFragmentPadding" ? .number(ControlSizes.lineFragmentPadding) : .opaque("textContainer." + name)
        }
        if case .library(.layer(let view)) = base {
            // `layer.position`, `layer.frame`, `layer.bounds` read: the view's own geometry.
            // (`layer.position` is the view's `center`, which is where the anchor point is.)
            if let viewMember = layerGeometry[name] {
                return try get(.view(view), viewMember, &e, nameRange: nameRange, range: range)
            }
            // `layer.cornerRadius` read back (`radius` of a dot view): what code set, else unknown.
            return e.swift.appearance[view]?["layer." + name] ?? .opaque("layer." + name)
        }
        if case .opaque(let text) = base, name == "view", let root = e.ownContainerViewAsRoot(text) {
            return root
        }
        if case .opaque(let text) = base {
            if let bar = e.containerBarGeometry(text, name) { return bar }
            // `Constants.screenSize.width`, `Metrics.kScaleW`: the app's own constants type, whose
            // name says what it holds as apps define it.
            if let dimension = Evaluator.appScreenDimension(owner: text, name) {
                let screen = e.session.state.layout.frame(of: .root)
                let value = dimension == "width" ? screen.width : screen.height
                // The name read is known now: no longer skipped.
                let root = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                e.notes.removeAll { $0 == "skipped '\(root)': it is not in the paste (the app's own code); lines that need it are skipped" }
                e.note("'\(text).\(name)' is not in the paste: taken as the screen's \(dimension), \(Session.number(value)), as apps define it")
                return .number(value)
            }
            if Evaluator.isScaleName(name) {
                e.note(Evaluator.scaleNote(text + "." + name))
                return .number(1)
            }
            // `calendar.veryShortWeekdaySymbols`, `formatter.shortMonthSymbols`, `calendar.firstWeekday`
            // (Calendar's, NSCalendar's and DateFormatter's): the en_US locale's, which is said.
            if let symbols = calendarSymbols[name] {
                e.note("'\(text).\(name)' is taken in the en_US locale (the user's locale may differ): "
                    + (symbols.count > 7 ? "January…December" : symbols.joined(separator: " ")))
                return .array(symbols.map { .string($0) })
            }
            if name == "firstWeekday" {
                e.note("'\(text).firstWeekday' is taken in the en_US locale: 1, Sunday (the user's locale may start the week on Monday)")
                return .number(1)
            }
            // `AppFonts.body.lineHeight`: a metric only a font has, of the app's font, not in the
            // paste: the 17-pt system font's, the font a label given it is measured in.
            // (`leading` is an inset's side too: `Metrics.contentMargins.leading` is not a font's.)
            if ["lineHeight", "pointSize", "ascender", "descender", "capHeight", "xHeight", "leading"].contains(name),
               name != "leading" || namesFont(text), let m = member(name, of: "UIFont"), let get = m.get {
                e.note("'\(text)' is the app's font, not in the paste: its \(name) is the 17-pt system font's, the font a label "
                    + "given it is measured in")
                return try get(&e, .font(17), range)
            }
            // `titleLabel?.intrinsicContentSize` in a button subclass's own intrinsicContentSize:
            // the title's text on one line in the title's font, as UIKit's title label measures it.
            if name == "intrinsicContentSize", let label = ownTitleLabel(text, &e) {
                return .size(TextMetrics.singleLine(label, scale: e.session.state.layout.textScale))
            }
            // `titleLabel?.text`: the title the button shows; nil when it has none.
            if name == "text", let label = ownTitleLabel(text, &e) { return label.text.isEmpty ? .none : .string(label.text) }
            let constrains = AnchorName(rawValue: name) != nil || name == "snp" || name.hasPrefix("snp_")
            if constrains, let label = try e.titleLabelForConstraints(text, at: range) {
                return try get(.view(label), name, &e, nameRange: nameRange, range: range)
            }
            if constrains, let what = e.swift.unmodelledOwnViews[text] {
                e.note("skipped a constraint on \(text): \(what), is not modelled — lay out a view of your own inside the "
                    + "button to see it")
            }
            return .opaque(text + "." + name)
        }
        if case .enumCase(let c) = base {
            // `UIDevice.current.orientation.isLandscape`: UIKit's own tests of an orientation
            // (UIDeviceOrientation's and UIInterfaceOrientation's), true or false for the case.
            if let test = orientationTest(c, name) { return .bool(test) }
            if let value = applicationMember(c, name, in: e.session.state.layout) { return value }
            if let root = keyWindowAsView(base, member: name) {
                // `window.bottomAnchor`, `window.subviews`: the key window as a view.
                e.noteKeyWindowAsRoot()
                return try get(root, name, &e, nameRange: nameRange, range: range)
            }
            if c == "shared", isAppWindowName(name) {
                e.note("'UIApplication.shared.\(name)' is the app's own (not in the paste): taken as the key window, which such extensions return")
                return .enumCase(keyWindowCase)
            }
            // `UIApplication.shared.statusBarOrientation`: the interface's orientation, as
            // `rotate` set it (a device turned left shows its interface turned right).
            if c == "shared", name == "statusBarOrientation" {
                return .enumCase(e.session.state.layout.environment.orientation == .portrait ? "portrait" : "landscapeRight")
            }
            // `.zero.top` is 0; a member of any other case (`UIColor.black.cgColor`) is drawing only.
            return c == "zero" ? .number(0) : .opaque("." + c + "." + name)
        }
        if case .type(let typeName) = base {
            // `UITableViewCell.self`: the type itself, as `register(_:forCellReuseIdentifier:)` takes it.
            if name == "self" { return base }
            if let value = try e.pastedStaticProperty(name, of: typeName) { return value }
            if let m = staticMember(name, of: typeName) {
                if let get = m.get { return try get(&e, base, range) }
                return .function(FunctionDecl(name: name, parameters: [], body: [], modifiers: ["library:\(typeName)"],
                                              isFailable: false, range: range, nameRange: nameRange), receiver: ValueBox(base))
            }
            // `NSLayoutConstraint.Attribute`, `UIView.ContentMode`: a nested type — not a name in
            // capitals with an underscore (`UIViewController.BAR_HEIGHT`), the app's constant.
            if name.first?.isUppercase == true, !enumTypes.contains(typeName), name.count > 1,
               !(name.contains("_") && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }),
               !(typeName.hasPrefix("NS") && name.dropFirst().first?.isLowercase == true && !typeName.contains(".") && types[typeName] == nil) {
                return .type(typeName + "." + name)
            }
            // `NSLayoutAttribute.Top`, `UIView.ContentMode.scaleAspectFit`, `UIColor.red`: a case or constant.
            if name.first?.isLowercase == true, isAppsOwnNSType(typeName) || isAppsOwnUIType(typeName) {
                // `NSPadding.medium`: a constant of a type named like Foundation's that is none of
                // its types: the app's own constants type (not the priority 500).
                e.note("skipped '\(typeName).\(name)': \(typeName) is the app's own type, not in the paste, so '.\(name)' is its "
                    + "own constant; lines that need it are skipped")
                return .opaque(typeName + "." + name)
            }
            if !typeName.contains("."), !enumTypes.contains(typeName), types[typeName] == nil {
                // `UIAccessibility.isReduceTransparencyEnabled`: a setting of the device's, a Bool
                // the paste cannot know, not a case; a condition on it says what it takes it as.
                if isYesNoQuestion(name) {
                    if typeName == "UIAccessibility" {
                        // A setting of the device's accessibility options: off, as a device
                        // (and a simulator) starts, the screen Layoutbook shows.
                        e.note("'UIAccessibility.\(name)' is taken as false: the accessibility settings are off, as on a new device")
                        return .bool(false)
                    }
                    return .opaque(typeName + "." + name)
                }
                // `UIImpactFeedbackStyle.medium`: a case of a UIKit enum no table has, named as a
                // priority is: that type's case, not the priority 500.
                if priorityNames[name] != nil, !typeName.contains("Priority") { return .enumCase(name) }
            }
            // `UIFont.Weight.medium`, `UIImpactFeedbackGenerator.FeedbackStyle.medium`: that type's
            // case, named as a priority is, not the priority 500.
            if priorityNames[name] != nil, typeName.contains("."), !typeName.contains("Priority") { return .enumCase(name) }
            if typeName.contains(".") || enumTypes.contains(typeName) || types[typeName] == nil {
                // Swift 2's capitalised case of a UIKit enum (`UILayoutConstraintAxis.Vertical`,
                // `UIStackViewDistribution.FillEqually`) is Swift 3's lower-case one.
                if enumTypes.contains(typeName) || typeName.hasPrefix("NSLayoutConstraint.") || typeName.hasPrefix("UIStackView."),
                   name.first?.isUppercase == true, priorityNames[name] == nil, name.count > 1,
                   name.dropFirst().first?.isLowercase == true {
                    return implicitMember(name.prefix(1).lowercased() + name.dropFirst())
                }
                return implicitMember(name)
            }
            guard let suggestion = Suggestion.closest(to: name, in: types[typeName]?.staticMemberNames ?? []) else {
                // A constant UIKit has and Layoutbook does not model (`UITableView.automaticDimension`),
                // or the app's own static member on a UIKit type.
                e.note("skipped '\(typeName).\(name)': not modelled (UIKit's, or the app's own extension); lines that need it are skipped")
                return .opaque(typeName + "." + name)
            }
            throw e.fail("'\(typeName)' has no member '\(name)'", at: nameRange, suggestion: suggestion)
        }
        if case .none = base, e.session.runsObjectiveC {
            // A message to nil answers nil, 0 or NO in Objective-C (`self.title.length` before a title).
            let answer = objectiveCNilAnswer(name)
            e.note("'\(name)' is read from nil: Objective-C answers \(answer.said) there")
            return answer.value
        }
        if case .none = base {
            throw e.failStop("'\(name)' is read from nil: the app would stop here (“unexpectedly found nil”)", at: nameRange,
                         hint: "give the variable a value before this line")
        }
        if let publisher = try publishedProjection(base, name, &e, nameRange: nameRange, range: range) { return publisher }
        if name.hasPrefix("$"), name.count > 1, e.libraryTypeName(of: base) == nil {
            // `model.$isReady`: a property wrapper's projected value (`@Published`'s publisher),
            // whose values come later, from the app's data: what it drives is skipped.
            e.note("skipped '\(name)': a property wrapper's projected value (a publisher's), whose values the app sends later; "
                + "what it drives is skipped")
            return .opaque(name)
        }
        guard let typeName = e.libraryTypeName(of: base) ?? typeName(of: base) else {
            throw e.fail("\(base.kindName) has no member '\(name)'", at: nameRange)
        }
        // `view.height` read, not called: the app's UIView+Frame extension, not TinyConstraints' `height(_:)`.
        guard let m = member(name, of: typeName), m.get != nil || !frameExtensionWords.contains(name) else {
            if let key = localizationKey(name, of: base, &e) { return key }
            if let read = try frameCategoryRead(base, name, typeName: typeName, &e, nameRange: nameRange, range: range) { return read }
            if name == "safeArea", case .view = base, isSubtype(typeName, of: "UIView"), e.swift.importedModules.contains("SnapKit") {
                // `make.top.equalTo(view.safeArea.top)`: the app's SnapKit extension
                // (`var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp }`).
                e.note("'safeArea' is the app's SnapKit extension, not in the paste (UIView has none): taken as safeAreaLayoutGuide.snp, "
                    + "as such extensions define it")
                let guide = try get(base, "safeAreaLayoutGuide", &e, nameRange: nameRange, range: range)
                return try get(guide, "snp", &e, nameRange: nameRange, range: range)
            }
            if let anchor = safeAnchorExtension(base, name, typeName: typeName, &e) { return anchor }
            if name == "searchBar", isSubtype(typeName, of: "UISearchController"), case .object(let id) = base {
                // A search controller's bar: UIKit's UISearchBar, made with the controller, placed
                // where the code puts it (a table's header, a navigation item's).
                if let bar = e.swift.objects[id]?.fields["searchBar"] { return bar }
                // The controller sizes it to fit: 56 tall, as UIKit's bar is (help UISearchBar).
                let bar = try construct("UISearchBar", [], trailing: nil, &e, at: range, nameRange: nameRange)
                if case .view(let made) = bar {
                    try e.setProperty(made, .frame, .rect(Evaluator.rectLiteral(Rect(x: 0, y: 0, width: 0, height: 56), range)), at: range)
                }
                e.swift.objects[id]?.fields["searchBar"] = bar
                return bar
            }
            if let masonry = Self.prefixedMasonryName(name), member(masonry, of: typeName)?.get != nil {
                // `self.view.dg_mas_safeAreaLayoutGuideTop`: the app's category wraps Masonry's own
                // attribute under its prefix (most often to fall back before iOS 11).
                e.note("'\(name)' is not in the paste: taken as Masonry's '\(masonry)', which the app's category is named after")
                return try get(base, masonry, &e, nameRange: nameRange, range: range)
            }
            if name == "navigationBar", let id = e.objectID(of: base), let className = e.swift.objects[id]?.className,
               case .string("UINavigationController")? = e.swift.objects[id]?.fields[Evaluator.shownInContainerField] {
                // `nav.navigationBar` of `nav = UINavigationController(rootViewController: home)`:
                // the bar over home, whose large title it may show.
                return .opaque(className + "." + Self.containerNavigationBar)
            }
            if case .view(let view) = base, e.swift.wrapperMembers[view]?.contains(name) == true { return base }
            if let failure = unknownMember(name, of: typeName, &e, at: nameRange, on: base) { throw failure }
            // A builder's way in (`UITableView(…).chain.register(…).build`): what the chain gives
            // may be the view it started from (see ``Evaluator/chainedHelperReceiver(_:declaredAs:)``).
            if case .view(let view) = base {
                e.lastUnknownViewCall = (name, view, range)
                e.unknownMemberOwners[name] = view
            }
            return .opaque(name)
        }
        if let get = m.get { return try get(&e, base, range) }
        // A method read without a call: a function value bound to its receiver.
        return .function(FunctionDecl(name: name, parameters: [], body: [], modifiers: ["library:\(typeName)"],
                                      isFailable: false, range: range, nameRange: nameRange), receiver: ValueBox(base))
    }

    /// `view.safeTopAnchor`, `safeBottomAnchor`, `safeLeadingAnchor`…: the app's extension, not in
    /// the paste, found in app after app, whose every variant gives the safe area's anchor of that
    /// name (the view's own before iOS 11). Read so, with a note; nil for any other name.
    static func safeAnchorExtension(_ base: Value, _ name: String, typeName: String, _ e: inout Evaluator) -> Value? {
        guard case .view(let view) = base, isSubtype(typeName, of: "UIView"), name.hasPrefix("safe"), name.hasSuffix("Anchor"),
              let anchor = AnchorName(rawValue: name.dropFirst(4).prefix(1).lowercased() + name.dropFirst(5)),
              anchor != .firstBaselineAnchor, anchor != .lastBaselineAnchor else { return nil }
        let horizontalEdge = [.leftAnchor, .rightAnchor, .leadingAnchor, .trailingAnchor].contains(anchor)
        e.note("'\(name)' is the app's own extension (not in the paste): read as its variants all define it, "
            + "safeAreaLayoutGuide.\(anchor.rawValue)"
            + (horizontalEdge ? " (or its \(anchor == .leftAnchor || anchor == .leadingAnchor ? "leading/left" : "trailing/right") twin, "
                + "whichever the other anchor needs, as variants differ; the same left to right)" : ""))
        return .anchor(AnchorTarget(owner: .guide(.safeAreaLayoutGuide, of: e.viewName(view)), anchor: anchor,
                                    takesPartnersDirection: horizontalEdge))
    }

    /// What a property or message read from nil gives in Objective-C, and how a note says it: 0
    /// for a number (`count`, `length`, a size's `width`), NO for a yes-or-no question, nil else.
    static func objectiveCNilAnswer(_ name: String) -> (value: Value, said: String) {
        if name.hasPrefix("is") || name == "boolValue" { return (.bool(false), "NO") }
        return objectiveCNumberNames.contains(name) ? (.number(0), "0") : (.none, "nil")
    }

    /// The members whose value is a number, read from nil as 0 in Objective-C.
    static let objectiveCNumberNames: Set<String> = [
        "count", "length", "integerValue", "intValue", "floatValue", "doubleValue", "unsignedIntegerValue", "width", "height", "x", "y",
        "minX", "minY", "maxX", "maxY", "midX", "midY", "tag", "alpha", "numberOfLines", "constant", "multiplier", "section", "row", "item",
    ]

    /// The words of the UIView+Frame extension apps carry (`view.width`, `view.x`, `view.bottom`,
    /// `view.centerX`, `view.size`), and which part of the frame each is, as such extensions define
    /// them: `left` and `x` the origin's x, `right` its maxX, `bottom` its maxY.
    static let frameCategoryWords: Set<String> = ["width", "height", "x", "y", "left", "top", "right", "bottom", "centerX", "centerY",
                                                  "size", "origin"]

    /// The frame word a member of the app's UIView+Frame extension stands for: the word itself, or
    /// the word after the prefix such extensions put before it to stay clear of UIKit's and other
    /// libraries' names (`ND_Width`, `mj_x`, `qmui_bottom`; `w` and `h` for width and height;
    /// `frameWidth`, `frameX`).
    static func frameCategoryWord(_ name: String) -> String? {
        if frameCategoryWords.contains(name) { return name }
        if name.hasPrefix("frame"), let first = name.dropFirst(5).first, first.isUppercase {
            let word = first.lowercased() + name.dropFirst(6)
            return frameCategoryWords.contains(word) ? word : nil
        }
        if let word = rectEdgeWords[name] { return word }
        if let word = camelPrefixedFrameWord(name) { return word }
        guard let underscore = name.lastIndex(of: "_"), underscore != name.startIndex else { return nil }
        let rest = name[name.index(after: underscore)...]
        guard let first = rest.first else { return nil }
        let word = first.lowercased() + rest.dropFirst()
        switch word {
        case "w": return "width"
        case "h": return "height"
        default: return frameCategoryWords.contains(word) ? word : nil
        }
    }

    /// CGRect's own names for a frame's edges and middle, which UIView+Frame extensions give the
    /// view too (`view.maxY` is its frame's maxY): the frame word each stands for.
    static let rectEdgeWords: [String: String] = ["minX": "x", "minY": "y", "maxX": "right", "maxY": "bottom",
                                                  "midX": "centerX", "midY": "centerY"]

    /// A frame word after a short lower-case prefix of the extension's own, without an underscore
    /// (`xWidth`, `xY`, `lcBottom`, `ycCenterX`): one to three letters, then the word capitalised.
    static func camelPrefixedFrameWord(_ name: String) -> String? {
        guard let split = name.firstIndex(where: \.isUppercase), split != name.startIndex,
              name.distance(from: name.startIndex, to: split) <= 3,
              name[..<split].allSatisfy({ $0.isLowercase && $0.isASCII }),
              // (`isBottom`, `hasTop`, `canLeft`: a Boolean's name, never a frame's part.)
              !["is", "has", "can", "did", "got", "use"].contains(String(name[..<split])) else { return nil }
        let word = name[split].lowercased() + name[name.index(after: split)...]
        return frameCategoryWords.contains(word) ? word : nil
    }

    /// Whether `view.name` is read through the app's UIView+Frame extension: a frame word UIKit's
    /// view does not have, on a view whose class does not derive from an app class the paste
    /// leaves out (whose own member it might be).
    static func isFrameCategory(_ base: Value, _ name: String, typeName: String, _ e: inout Evaluator) -> Bool {
        guard case .view(let view) = base, frameCategoryWord(name) != nil, isSubtype(typeName, of: "UIView") else { return false }
        // (A cell is its content view here, a plain UIView in UIKit: `contentView.height` in a
        // cell on the app's base is the extension's, as the cell's own frame words are too.)
        if let className = e.swift.viewClasses[e.viewName(view)], e.appBaseNotInPaste(of: className) != nil,
           !(e.libraryBase(of: className).map { isSubtype($0, of: "UITableViewCell") || isSubtype($0, of: "UICollectionViewCell") } ?? false) {
            return false
        }
        // (The view's pasted class declares it: `@property UILabel *lblBottom` is its own.)
        if let className = e.swift.viewClasses[e.viewName(view)], e.declaredProperty(name, of: className) != nil { return false }
        return true
    }

    static func frameCategoryNote(_ name: String, _ e: inout Evaluator) {
        let part = switch frameCategoryWord(name) ?? name {
        case "x", "left": "frame.origin.x"
        case "y", "top": "frame.origin.y"
        case "right": "frame.maxX"
        case "bottom": "frame.maxY"
        case "centerX": "center.x"
        case "centerY": "center.y"
        case let word: "frame.\(word)"
        }
        e.note("'\(name)' is the app's UIView+Frame extension, not in the paste (UIView has none): taken as \(part), as such "
            + "extensions define it")
    }

    /// `self.view.width`, `_scrollView.bottom`: the frame's part the app's extension reads.
    static func frameCategoryRead(_ base: Value, _ name: String, typeName: String, _ e: inout Evaluator, nameRange: SourceRange,
                                  range: SourceRange) throws(Interrupt) -> Value? {
        guard isFrameCategory(base, name, typeName: typeName, &e),
              case .rect(let f) = try get(base, "frame", &e, nameRange: nameRange, range: range) else { return nil }
        frameCategoryNote(name, &e)
        return frameCategoryValue(name, of: f)
    }

    /// What the app's frame extension's `name` (`height`, `bottom`, `centerX`…) reads off a frame.
    static func frameCategoryValue(_ name: String, of f: Rect) -> Value {
        switch frameCategoryWord(name) ?? name {
        case "width": .number(f.width)
        case "height": .number(f.height)
        case "x", "left": .number(f.minX)
        case "y", "top": .number(f.minY)
        case "right": .number(f.maxX)
        case "bottom": .number(f.maxY)
        case "centerX": .number(f.minX + f.width / 2)
        case "centerY": .number(f.minY + f.height / 2)
        case "size": .size(f.size)
        default: .point(f.origin)
        }
    }

    /// `view.x = 10`, `view.width = 100`, `view.bottom = 300`: the frame the app's extension sets
    /// (`right` and `bottom` move the view, keeping its size; `centerX` moves its centre).
    static func frameCategoryWrite(_ base: Value, _ name: String, _ value: Value, typeName: String, _ e: inout Evaluator,
                                   nameRange: SourceRange, range: SourceRange) throws(Interrupt) -> Bool {
        guard isFrameCategory(base, name, typeName: typeName, &e),
              case .rect(var f) = try get(base, "frame", &e, nameRange: nameRange, range: range) else { return false }
        switch (frameCategoryWord(name) ?? name, value) {
        case ("width", .number(let n)): f.size.width = n
        case ("height", .number(let n)): f.size.height = n
        case ("x", .number(let n)), ("left", .number(let n)): f.origin.x = n
        case ("y", .number(let n)), ("top", .number(let n)): f.origin.y = n
        case ("right", .number(let n)): f.origin.x = n - f.width
        case ("bottom", .number(let n)): f.origin.y = n - f.height
        case ("centerX", .number(let n)): f.origin.x = n - f.width / 2
        case ("centerY", .number(let n)): f.origin.y = n - f.height / 2
        case ("size", .size(let s)): f.size = s
        case ("origin", .point(let p)): f.origin = p
        case (_, .opaque(let unknown)):
            // `plus.size = plus.currentBackgroundImage.size` of an image the paste lacks: the
            // app's UIView+Frame setter, given what is not known here; the frame stays.
            frameCategoryNote(name, &e)
            e.note("skipped '\(name) = …': the value is not known here ('\(unknown)'), so the frame it would set stays as it is")
            return true
        default: return false
        }
        frameCategoryNote(name, &e)
        try set(base, "frame", .rect(f), &e, nameRange: nameRange, range: range)
        return true
    }

    /// The weekday and month names Calendar, NSCalendar and DateFormatter give in the en_US locale.
    static let calendarSymbols: [String: [String]] = [
        "weekdaySymbols": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "shortWeekdaySymbols": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        "veryShortWeekdaySymbols": ["S", "M", "T", "W", "T", "F", "S"],
        "standaloneWeekdaySymbols": ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        "shortStandaloneWeekdaySymbols": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
        "veryShortStandaloneWeekdaySymbols": ["S", "M", "T", "W", "T", "F", "S"],
        "monthSymbols": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                         "November", "December"],
        "shortMonthSymbols": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        "veryShortMonthSymbols": ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"],
    ]

    /// Words a layout library calls as methods (TinyConstraints' `width(100)`) that an app's own
    /// UIView+Frame extension reads as properties (`view.width`).
    static let frameExtensionWords: Set<String> = ["width", "height", "top", "left", "bottom", "right", "centerX", "centerY",
                                                   "leading", "trailing", "size", "origin"]

    static func set(_ base: Value, _ name: String, _ value: Value, _ e: inout Evaluator, nameRange: SourceRange,
                    range: SourceRange) throws(Interrupt) {
        if let owner = methodReadAsProperty(base, &e) {
            e.note("skipped '\(owner).\(name) = …': '\(owner)' is read as a property, which no library method is: it is the app's own, "
                + "not in the paste")
            return
        }
        let value = appConstant(value, &e)
        if case .opaque(Evaluator.placeholderConstraintText) = base {
            // `NSLayoutConstraint()`, a placeholder of no items: its constant, priority or
            // identifier may be set, and it may be turned off; turned on, UIKit stops the app.
            if name == "isActive" || name == "active", case .bool(true) = value {
                throw e.fail("a constraint made as NSLayoutConstraint() has no items to relate: activating it stops the app "
                    + "(“Constraint must contain a first layout item”)", at: nameRange)
            }
            return
        }
        if case .opaque(let text) = base, Evaluator.isOwnNavigationController(text),
           name == "isNavigationBarHidden" || name == "navigationBarHidden" {
            // `navigationController?.isNavigationBarHidden = true`: as setNavigationBarHidden(_:animated:).
            e.setOwnNavigationBarHidden(try bool(value, &e, at: range))
            return
        }
        if case .opaque(let text) = base {
            let owner = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
            // `navigationController?.navigationBar.prefersLargeTitles = true` and the controller's
            // `navigationItem.largeTitleDisplayMode`: the bar it is shown under grows a title row.
            if owner == "navigationController.navigationBar", name == "isHidden" || name == "hidden" {
                // `navigationController?.navigationBar.isHidden = true`: the bar goes, and the
                // controller's view is laid out as under a hidden bar.
                let hidden = try bool(value, &e, at: range)
                let absent = e.currentFrame.flatMap { e.absentContainer(text, $0) } != nil
                e.setOwnNavigationBarHidden(hidden)
                if absent {
                    // Kept for when the controller is shown in one; nothing changes on the screen.
                    e.note("navigationBar.isHidden = \(hidden) changes nothing here: the controller is shown in no navigation "
                        + "controller (the default; `in navigation` shows it in one), where navigationController is nil")
                } else {
                    e.note("navigationBar.isHidden = \(hidden) is taken as setNavigationBarHidden(\(hidden), animated: false): "
                        + "UIKit's documentation asks apps to hide the bar through its navigation controller "
                        + "(isNavigationBarHidden), which moves the safe area with it")
                }
            } else if Evaluator.isOwnNavigationController(owner), name == "isToolbarHidden" || name == "toolbarHidden" {
                // `navigationController?.isToolbarHidden = false`: the controller's toolbar shows.
                e.setOwnToolbarShown(!(try bool(value, &e, at: range)))
            } else if owner == "navigationController.navigationBar", name == "prefersLargeTitles" {
                e.setOwnLargeTitle(prefers: try bool(value, &e, at: range), mode: nil)
            } else if owner.hasSuffix("." + Self.containerNavigationBar), name == "prefersLargeTitles" {
                let className = String(owner.dropLast(Self.containerNavigationBar.count + 1))
                e.setLargeTitle(prefers: try bool(value, &e, at: range), mode: nil, of: className)
            } else if owner == "navigationItem", name == "largeTitleDisplayMode", case .enumCase(let mode) = value {
                e.setOwnLargeTitle(prefers: nil, mode: mode)
            } else if owner == "navigationItem", name == "searchController" {
                // The bar of the navigation controller the controller is shown in carries its search bar.
                let none = if case .none = value { true } else { false }
                e.setOwnSearchBar(controller: !none, hidesWhenScrolling: nil)
            } else if owner == "navigationItem", name == "hidesSearchBarWhenScrolling" {
                e.setOwnSearchBar(controller: nil, hidesWhenScrolling: try bool(value, &e, at: range))
            }
            return
        }
        if case .library(.textContainer(let view)) = base {
            if name == "lineFragmentPadding", case .number(let padding) = value {
                // The room beside the text a text view sized by its text keeps.
                guard padding.isFinite, padding >= 0 else { throw e.fail("a line fragment padding is a length: 0 or more", at: range) }
                e.swift.controls[view, default: ControlContent(insets: ControlSizes.textContainerInset)].lineFragmentPadding = padding
                e.context.changedState = true
            }
            e.swift.appearance[view, default: [:]]["textContainer." + name] = value
            return
        }
        if case .library(.layer(let view)) = base {
            if let viewMember = layerGeometry[name] {
                // A view's layer is its geometry: `layer.position` is its center (where the
                // layer's anchorPoint is: its middle unless code moves it), `layer.frame` and
                // `layer.bounds` its frame and bounds. Swift 2 era code centred views so.
                try set(.view(view), viewMember, value, &e, nameRange: nameRange, range: range)
                return
            }
            if name == "anchorPoint" {
                try e.setLayerAnchorPoint(view, try point(value, &e, at: range), at: range)
                e.swift.appearance[view, default: [:]]["layer.anchorPoint"] = value
                return
            }
            e.swift.appearance[view, default: [:]]["layer." + name] = value
            if name == "transform" || name == "affineTransform" { Library.noteLayerTransform(view, value, &e) }
            return
        }
        if case .none = base, e.session.runsObjectiveC {
            // A setter sent to nil does nothing in Objective-C (`self.contentView.frame = …` before one is set).
            e.note("'\(name)' is set on nil: Objective-C does nothing there")
            return
        }
        if case .none = base {
            throw e.failStop("'\(name)' is set on nil: the app would stop here (“unexpectedly found nil”)", at: nameRange)
        }
        // `PlaygroundPage.current.liveView = …`: a property of a type (or of its one instance,
        // read through the type as `UIScreen.main` is) that code sets.
        if case .type(let t) = base, let m = staticMember(name, of: t), let set = m.set {
            try set(&e, base, value, range)
            return
        }
        if case .type(let t) = base, ["UIDevice", "UIApplication"].contains(t) {
            // `UIDevice.current.isProximityMonitoringEnabled = true`, `UIApplication.shared.isIdleTimerDisabled = true`:
            // the device's and the app's settings, which move no view.
            e.note("skipped '\(name)' set on \(t == "UIDevice" ? "UIDevice.current" : "UIApplication.shared"): a setting of the "
                + "\(t == "UIDevice" ? "device" : "application") Layoutbook does not model; it changes nothing about layout")
            return
        }
        if case .enumCase(let c) = base {
            // `UIApplication.shared.statusBarStyle = .lightContent`: a constant of a type
            // Layoutbook does not model (the application, the device, the app's own singleton).
            e.note("skipped '\(name)' set on '.\(c)': a value of a type Layoutbook does not model; it is taken to change "
                + "nothing about layout")
            return
        }
        guard let typeName = e.libraryTypeName(of: base) ?? typeName(of: base) else {
            // `[CATransaction setAnimationDuration:0.2]`: a class setting of a framework
            // Layoutbook does not model (Core Animation's transactions), which moves no view.
            if case .type(let t) = base, e.session.runsObjectiveC, type(named: t) == nil {
                e.note("skipped '\(name)' set on \(t): a class Layoutbook does not model; it is taken to change nothing about layout")
                return
            }
            if case .type(let t) = base, isFrameworkTypeName(t), !isSubtype(t, of: "UIView"), !isSubtype(t, of: "UIViewController") {
                // `window?.windowScene?.userActivity = activity`: a property of a framework object
                // read as its type here (the scene, the screen), which moves no view.
                e.note("skipped '\(name)' set on \(t): a property Layoutbook does not model; it is taken to change nothing about layout")
                return
            }
            throw e.fail("\(base.kindName) has no property '\(name)'", at: nameRange)
        }
        if case .closure = value, member(name, of: typeName)?.set == nil {
            // `button.tap = { … }`: a closure kept in a property of the app's own extension, an
            // event's handler, which runs on the event, never while the layout is made.
            e.note("skipped '\(name) = { … }': \(typeName) has no such property, so it is the app's own, holding a closure that "
                + "runs on an event, not here")
            return
        }
        guard let m = member(name, of: typeName), m.get != nil || !frameExtensionWords.contains(name) else {
            if try frameCategoryWrite(base, name, value, typeName: typeName, &e, nameRange: nameRange, range: range) { return }
            if e.declaredCodeDepth > 0, !e.session.runsObjectiveC, member(name, of: typeName) == nil,
               let near = closestMember(to: name, of: typeName, property: true), near != name,
               !valueCouldSet(value, member(near, of: typeName)) {
                // `field.contentFont = .systemFont(ofSize: 18)` in a pasted class's code, which the
                // app compiled: a font is no content mode, so the name is the app's own property
                // (an extension not in the paste), not a slip of `contentMode`.
                e.note("skipped '\(name) = …': \(typeName) has no such property, and what is given is no '\(near)''s, so it is the "
                    + "app's own extension, not in the paste; what it does is skipped")
                return
            }
            if let failure = unknownMember(name, of: typeName, &e, at: nameRange, on: base) { throw failure }
            return
        }
        guard let set = m.set else {
            // `popout.heightConstraint = …` in a file that does not import Stevia, whose read-only
            // property this is: the app's own stored property of its view class, not in the paste.
            if e.swift.importsModules, let library = unimportedLibrary(of: name, imported: e.swift.importedModules) {
                e.note("skipped '\(name) = …': \(typeName) has no such property to set (\(library)'s is read-only, and the "
                    + "file does not import \(library)), so it is the app's own, not in the paste")
                return
            }
            // A layout library's method assigned as a property (Stevia's `style { }` as
            // `hintView.style = .info`): the app's own property of that name, which Swift would
            // not compile otherwise.
            if m.get == nil, m.call != nil {
                if let failure = unknownMember(name, of: typeName, &e, at: nameRange, on: base) { throw failure }
                return
            }
            throw e.fail("'\(name)' of \(typeName) cannot be assigned", at: nameRange)
        }
        try set(&e, base, value, range)
    }

    /// The text of a button's own title label (`button.titleLabel`, standing as `text`), as UIKit's
    /// title label holds it: the button's title in its title font and lines. Nil for any other.
    static func ownTitleLabel(_ text: String, _ e: inout Evaluator) -> LabelContent? {
        guard e.swift.unmodelledOwnViews[text] != nil, text.hasSuffix(".titleLabel") else { return nil }
        let button = String(text.dropLast(".titleLabel".count))
        let content = e.swift.controls[button] ?? ControlContent()
        let defaultSize = e.isView(button, a: "UIButton") ? 15.0 : 17.0
        var label = LabelContent(text: content.title ?? "", fontSize: content.fontSize ?? defaultSize, fontWeight: content.fontWeight)
        label.namedFont = content.namedFont
        label.lineHeightPerPoint = content.lineHeightPerPoint
        label.numberOfLines = content.titleLines
        return label
    }

    static func call(_ base: Value, _ name: String, _ args: [EvaluatedArgument], trailing: Value?, _ e: inout Evaluator,
                     nameRange: SourceRange, range: SourceRange) throws(Interrupt) -> Value {
        // `titleLabel?.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))`
        // in a button subclass's intrinsicContentSize: the title wrapped at that width when it
        // may wrap (`titleLabel?.numberOfLines = 0`), as UIKit's title label measures it.
        if case .opaque(let text) = base, name == "sizeThatFits", let label = ownTitleLabel(text, &e), let first = args.first {
            let given = try size(first.value, &e, at: first.range)
            let width = given.width > 0 && given.width.isFinite && label.numberOfLines != 1 ? given.width : nil
            return .size(TextMetrics.intrinsicSize(label, width: width, scale: e.session.state.layout.textScale))
        }
        if let owner = methodReadAsProperty(base, &e) {
            e.note("skipped '\(owner).\(name)(…)': '\(owner)' is read as a property, which no method is: it is the app's own, "
                + "not in the paste")
            return .opaque(owner + "." + name + "(…)")
        }
        if case .library(.publisher(let publisher)) = base {
            return try publisherCall(publisher, name, args, trailing: trailing, &e, range: range)
        }
        // `keyWindow.addSubview(toast)`, `toItem: window`: the key window as a view is the root view.
        let args = keyWindowArgumentsAsViews(args, &e)
        if let root = keyWindowAsView(base, member: name) {
            e.noteKeyWindowAsRoot()
            return try call(root, name, args, trailing: trailing, &e, nameRange: nameRange, range: range)
        }
        // `UIFont.preferredFont(ofSize: 12)`: UIKit's method of the name takes no such labels
        // (`forTextStyle:`), so it is the app's own font function, measured by the size given.
        if case .type("UIFont") = base, let font = appFontNamedLikeUIKits("UIFont." + name, name, args, &e) { return font }
        // `layer.addSublayer(gradient)`, `layer.insertSublayer(_:at:)`: drawing only.
        if case .library(.layer(let view)) = base {
            if name == "setAffineTransform", let transform = args.first?.value { Library.noteLayerTransform(view, transform, &e) }
            return .opaque("layer." + name + "(…)")
        }
        let fontMetrics: Bool
        switch base {
        case .enumCase("default"): fontMetrics = name == "scaledValue" || name == "scaledFont"
        case .opaque(let text): fontMetrics = (name == "scaledValue" || name == "scaledFont") && text.hasPrefix("UIFontMetrics")
        default: fontMetrics = false
        }
        if fontMetrics, name == "scaledValue", let given = args.first(where: { $0.label == "for" }), case .number(let n) = given.value {
            // `UIFontMetrics(forTextStyle: .body).scaledValue(for: 40)`: every text style
            // scales by 1 at Dynamic Type's default size (Large, the size Layoutbook lays out
            // at, as preferredFont does), so the value is the one given.
            e.note("UIFontMetrics.scaledValue(for:): \(Session.number(n)) as given, "
                + "as every text style scales it at Dynamic Type's default size (Large), the size laid out here")
            return given.value
        }
        if fontMetrics, name == "scaledFont",
           let given = args.first(where: { $0.label == "for" }), case .font = given.value {
            // `UIFontMetrics.default.scaledFont(for: font)`: Dynamic Type at its default size
            // (Large, the size Layoutbook lays out at, as preferredFont does) scales by 1, so
            // the font is the one given — capped by maximumPointSize: when one is.
            if case .font(let size, let weight, let name) = given.value, let cap = args.first(where: { $0.label == "maximumPointSize" }),
               case .number(let maximum) = cap.value, size > maximum {
                return .font(maximum, weight: weight, name: name)
            }
            return given.value
        }
        if case .opaque(let text) = base, Evaluator.isOwnNavigationController(text), name == "setToolbarHidden",
           let first = args.first {
            // `navigationController?.setToolbarHidden(false, animated: animated)`: its toolbar shows.
            e.setOwnToolbarShown(!(try bool(first.value, &e, at: first.range)))
            return .void
        }
        if case .opaque(let text) = base, Evaluator.isOwnNavigationController(text), name == "setNavigationBarHidden",
           let first = args.first {
            // `navigationController?.setNavigationBarHidden(true, animated: false)`: the running
            // controller's own bar (``Evaluator/setOwnNavigationBarHidden(_:)``).
            e.setOwnNavigationBarHidden(try bool(first.value, &e, at: first.range))
            return .void
        }
        if case .opaque(let text) = base, text == transitionCoordinator, name == "animate" {
            // `coordinator.animate(alongsideTransition: { _ in … }, completion: …)` in
            // `viewWillTransition(to:with:)`: UIKit runs the animation block within the size
            // change, and the completion after it; both are run here, in that order.
            let context = Value.opaque("UIViewControllerTransitionCoordinatorContext")
            for label in ["alongsideTransition", "completion"] {
                let given = args.named(label)?.value ?? (label == "alongsideTransition" ? args.first { $0.label == nil }?.value : nil)
                switch given {
                case .closure?, .function?: _ = try e.callAny(given ?? .none, [context], at: range)
                default: break
                }
            }
            if let trailing { _ = try e.callAny(trailing, [context], at: range) }
            return .bool(true)
        }
        if case .opaque(let text) = base {
            // `DispatchQueue.main.async { … }`: UIKit runs the closure on a later turn of the run
            // loop, after the layout pass of this one; so here, once the entry's code and its
            // layout pass have run (``Evaluator/drainMainQueue()``). `sync` runs it now.
            if text.hasPrefix("DispatchQueue"), ["async", "asyncAfter", "sync"].contains(name),
               let closure = trailing ?? args.named("execute")?.value {
                if name == "sync" {
                    _ = try e.callAny(closure, [], at: range)
                } else {
                    e.mainQueue.append((closure, [], range))
                }
                return .void
            }
            // `IOComponent.createLabel(text: …)`: the app's factory type, not in the paste; a view
            // of the class the method's name says stands in, as for a factory function.
            if text.first?.isUppercase == true, !text.contains("."), !foundationNames.contains(text),
               !Evaluator.isLocalizedStrings(.opaque(text)), case let named = factoryClass(forFunction: name) ?? styleKitClass(text, name),
               let className = named ?? ownClassFactory(text, name) {
                // The type is read after all: the note that skipped its name goes.
                e.withdrawSkipNotes(namedIn: text)
                let made = try e.appFactoryPlaceholder(text + "." + name, className, args, at: range, nameRange: nameRange)
                // The type's own factory of itself (`CardView.loadFromNib()`): a view of that class,
                // whose size only it knows, as an ambiguity says.
                if named == nil, case .view(let view) = made, uikitClass(namedBy: text) != nil || text.hasSuffix("View") {
                    e.swift.standIns[e.viewName(view)] = text
                }
                return made
            }
            if let font = appFont(text + "." + name, args, &e) { return font }
            if ["addSubview", "insertSubview"].contains(name), case .view = args.first?.value,
               let container = try e.baseClassContainer(text, at: range) {
                // `contentView.addSubview(icon)` in a view on the app's `ModalCardView`: the
                // container that base declares, standing in (see ``Evaluator/baseClassContainer(_:at:)``).
                return try call(container, name, args, trailing: trailing, &e, nameRange: nameRange, range: range)
            }
            if ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"].contains(name),
               case .view(let child) = args.first?.value {
                e.addedToSkipped[e.viewName(child)] = text
            }
            // `containerView.stackView.addArrangedSubviews([header, row])`: a container inside a view
            // of the app's class, not in the paste. A constraint that then meets a view unplaced
            // places it in that view, the nearest the paste knows (``Evaluator/placeHelperPlaced(namedIn:)``).
            if ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "addSubviews",
                "addArrangedSubviews"].contains(name),
               let owner = text.firstIndex(of: ".").map({ String(text[..<$0]) })
                   ?? e.unknownMemberOwners[text],
               e.isView(owner) {
                let given = args.first.map { a -> [Value] in if case .array(let items) = a.value { items } else { [a.value] } } ?? []
                for case .view(let child) in given where e.viewName(child) != e.viewName(owner) {
                    guard case .none = e.superview(of: child) else { continue }
                    let written = text.contains(".") ? text : "\(e.viewName(owner)).\(text)"
                    e.placedByHelper[e.viewName(child)] = (e.viewName(owner), "\(written).\(name)(…)")
                    e.placedInContainerOwner.insert(e.viewName(child))
                }
            }
            // PureLayout's `[CardWithObjects newAutoLayoutView]` is that class's `()` readied for
            // constraints: still the app's view of that class, which the code may place.
            if name == "configureForAutoLayout", args.isEmpty { return base }
            return .opaque(text + "." + name + "(…)")
        }
        if case .type(let typeName) = base {
            if name == "init" { return try construct(typeName, args, trailing: trailing, &e, at: range, nameRange: nameRange) }
            // `NSCollectionLayoutDimension.fractionalWidth(0.5)`: UIKit's value, whose `dimension`
            // is the number given (0.5), read back where code uses it as a length.
            // `NSLayoutConstraint.FormatOptions()` (or `(rawValue: 0)`): UIKit's empty option set,
            // as `[]` is; it was called not modelled, its options skipped.
            if typeName == "NSLayoutConstraint", name == "FormatOptions", trailing == nil,
               args.isEmpty || (args.count == 1 && args[0].label == "rawValue" && { if case .number(0) = args[0].value { true } else { false } }()) {
                return .array([])
            }
            if typeName == "NSCollectionLayoutDimension", layoutDimensionKinds.contains(name), args.count == 1 {
                return .library(.layoutDimension(name, try number(args[0].value, &e, at: args[0].range)))
            }
            // A static method a pasted extension adds to a UIKit type (`extension UIButton { static
            // func customButton(title:) -> UIButton }`), wherever in the paste the extension is.
            let statics = e.extensionMembers(for: typeName).compactMap { member -> FunctionDecl? in
                if case .function(let f) = member, f.name == name, f.isStatic { return f }
                return nil
            }
            // (One whose labels the call does not fit is no overload of UIKit's own of that name.
            // Nor is one taking an array of the app's protocol, given constraints: Swift picks
            // UIKit's `activate(_: [NSLayoutConstraint])`, the exact type, over the app's
            // `activate(_: [ConstraintGroup])`.)
            let givenConstraints: Bool = if case .array(let items)? = args.first?.value, !items.isEmpty {
                items.allSatisfy { if case .constraint = $0 { true } else { false } }
            } else { false }
            let overloads = givenConstraints && staticMember(name, of: typeName) != nil
                ? statics.filter { f in f.parameters.first?.type.map { $0.text == "[NSLayoutConstraint]" } ?? true }
                : statics
            if let f = overloads.first(where: { Evaluator.matching([$0], args) != nil })
                ?? (staticMember(name, of: typeName) == nil || trailing != nil ? overloads.first : nil) {
                return try e.callFunction(f, receiver: base, arguments: args, trailing: trailing, at: range)
            }
            if let m = staticMember(name, of: typeName), let call = m.call { return try call(&e, base, args, trailing, range) }
            // Swift 1 and 2 wrote UIKit's class properties as class methods (`UIFont.smallSystemFontSize()`,
            // `UIFont.systemFontSize()`): called with nothing, such a method answers the property's value.
            if args.isEmpty, trailing == nil, let m = staticMember(name, of: typeName), m.call == nil, let get = m.get {
                return try get(&e, base, range)
            }
            // Swift 1 and 2's `UIApplication.sharedApplication()`: the application, as
            // `UIApplication.shared` (and Objective-C's `[UIApplication sharedApplication]`) is.
            if typeName == "UIApplication", name == "sharedApplication", args.isEmpty, trailing == nil { return .enumCase("shared") }
            if types[typeName] == nil { return .opaque(typeName + "." + name + "(…)") }
            // Pasted Objective-C compiled: a class method near a UIKit one's name is the app's own
            // category (`[UIView autolayoutView]`), no misspelling.
            // So is one named for Auto Layout on a view class (`UIView.forAutoLayout()`), however
            // near PureLayout's `newAutoLayout()`.
            // And the app's own font and colour factories (`UIFont.customFont(forTextStyle:)`).
            let appsAutoLayoutFactory = isSubtype(typeName, of: "UIView") && name.lowercased().contains("autolayout")
                || typeName == "UIFont" || typeName == "UIColor"
            let suggestion = e.session.runsObjectiveC || appsAutoLayoutFactory
                ? nil : closestStatic(to: name, of: typeName, arity: args.count + (trailing == nil ? 0 : 1))
            guard let suggestion else {
                // A class method UIKit has and Layoutbook does not model, or the app's own in an
                // extension the paste lacks (`UIView.insetWrapper(view:insets:)`).
                if isSubtype(typeName, of: "UIView"), e.nameHint == nil, typeName == "UIView", isSpacerFactory(name), !namesLength(name) {
                    // `UIStackView(arrangedSubviews: [UIView.spacer(withHeight: 28), title])`: the
                    // app's own spacer factory, not in the paste, makes an empty view of the size
                    // its arguments give.
                    return try e.spacerStandIn(name, args, at: range)
                }
                // (A name that says a view, `titleLabel`, is one, whatever other type has a
                // property so named. A type nested in UIKit's, `UICollectionView.CellRegistration<Cell,
                // Item> { … }`, is no factory of a view, whatever it is bound to.)
                if isSubtype(typeName, of: "UIView"), name.first?.isUppercase != true, !namesLength(name),
                   let hint = e.nameHint ?? e.propertyHint, !namesNonViewProperty(hint) || uikitClass(namedBy: hint) != nil {
                    // Bound to a name, it is the app's factory of a view (`let content =
                    // UIView.insetWrapper(…)`): a plain view stands in, so what is added to it and
                    // constrained to it is laid out.
                    let made = try e.createView(className: typeName, kind: viewKind(of: typeName), frame: nil, at: range)
                    // A stack view's factory makes a stack that arranges what the code adds, as
                    // `UIStackView()` does (`private var stack = UIStackView.create()` in a class).
                    if isSubtype(typeName, of: "UIStackView") { try e.editStack(made, .make, at: range) }
                    // Named for Auto Layout (`UILabel.autolayoutView()`, `UIView.newAutoLayout()`):
                    // what such a factory is for is a view that does not translate its mask.
                    equipControl(typeName, made, &e)
                    let forAutoLayout = name.lowercased().contains("autolayout")
                    if forAutoLayout {
                        try e.setProperty(made, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                    } else {
                        // Constrained by its anchors later, the factory turned its mask off (see
                        // ``Evaluator/turnStandInMaskOff(_:at:)``).
                        e.swift.factoryStandIns[made] = typeName + "." + name + "(…)"
                    }
                    e.note("'\(typeName).\(name)(…)' is not in the paste (the app's own extension): '\(hint)' is a plain "
                        + "\(typeName) in its place" + (forAutoLayout ? ", not translating its autoresizing mask as the name says" : "")
                        + "; what the app's makes inside it is missing")
                    return .view(made)
                }
                if typeName == "UIFont", let font = appFont(typeName + "." + name, args, &e) { return font }
                // `UIView.prepareViewsForAutoLayout(withViews: views, superview: view)`.
                if isSubtype(typeName, of: "UIView"), trailing == nil,
                   try e.runAppMaskHelper(name, args, written: typeName + "." + name, at: range) { return .void }
                if typeName == "NSLayoutConstraint", let made = try appActivateHelper(name, args, &e, at: range) { return made }
                // `UIControl.State()`: the empty option set, which is `.normal` (its raw value 0).
                if typeName == "UIControl", name == "State", args.isEmpty, trailing == nil { return .enumCase("normal") }
                e.note("skipped '\(typeName).\(name)(…)': not modelled (UIKit's, or the app's own extension); what it gives is skipped")
                return .opaque(typeName + "." + name + "(…)")
            }
            throw e.fail("'\(typeName)' has no method '\(name)'", at: nameRange, suggestion: suggestion)
        }
        if case .none = base, e.session.runsObjectiveC {
            // A message to nil does nothing and answers nil, 0 or NO in Objective-C (`[self.model.speed floatValue]`).
            let answer = objectiveCNilAnswer(name)
            e.note("'\(name)' is sent to nil: Objective-C does nothing and answers \(answer.said) there")
            return answer.value
        }
        if case .none = base {
            throw e.failStop("'\(name)' is called on nil: the app would stop here (“unexpectedly found nil”)", at: nameRange)
        }
        guard let typeName = e.libraryTypeName(of: base) ?? typeName(of: base) else {
            if case .enumCase(let c) = base, case .function(let f, let receiver)? = try e.enumCaseMember(c, name, at: range) {
                // A method of the pasted enum that declares the case (`Kind.one.title()`).
                return try e.callFunction(f, receiver: receiver?.value, arguments: args, trailing: trailing, at: range)
            }
            if case .enumCase(let c) = base {
                // `UIFontMetrics.default.scaledValue(for: 16)`: a shared instance of a type
                // Layoutbook does not model, read as a case; what its method gives is skipped.
                // So is a method of a case value (`UIColor.black.withAlphaComponent(0.4)`).
                e.note("skipped '.\(c).\(name)(…)': not modelled (UIKit's, or the app's own); what it gives is skipped")
                return .opaque("." + c + "." + name + "(…)")
            }
            if case .closure = base, ["appending", "appending(path:)"].contains(name) {
                // `prop.appending(path: \.utf8)`: a key path is read as the function it stands
                // for, and what KeyPath adds to that is not modelled.
                e.note("skipped '\(name)': a key path is read only as the function it stands for; what it gives is skipped")
                return .opaque(name + "(…)")
            }
            if case .object(let id) = base, let className = e.swift.objects[id]?.className, let top = e.topOfChain(className),
               top != className, isFrameworkTypeName(top) {
                // `class Source: UITableViewDiffableDataSource<Section, Item> {}` then
                // `source.apply(snapshot)`: its framework base's method, which Layoutbook does not
                // model (the rows it gives are the app's data).
                e.note("skipped '\(name)(…)': \(className)'s base \(top) is the framework's, not modelled; what it does is skipped")
                return .opaque(name + "(…)")
            }
            // Every object's own methods (`[[[NightStyle alloc] init] autorelease]` of a class on
            // the app's base the paste lacks): NSObject's, which any base derives from.
            if case .object = base, let call = member(name, of: "NSObject")?.call {
                return try call(&e, base, args, trailing, range)
            }
            throw e.fail("\(base.kindName) has no method '\(name)'", at: nameRange)
        }
        // PinLayout's `pin` and `edge` and Align's `anchors` and `al` are properties: called
        // (`view.pin(to: superview)`, `view.anchors(top: …)`), the name is the app's own layout
        // helper, read as any other member UIKit lacks.
        // So is UIKit's Bool `translatesAutoresizingMaskIntoConstraints` called as a method
        // (`UIImageView().translatesAutoresizingMaskIntoConstraints()`): the app's fluent helper.
        let maskHelper = name == "translatesAutoresizingMaskIntoConstraints"
        let pinLayoutProperty = (["pin", "edge", "anchor", "anchors", "al"].contains(name) || maskHelper) && isSubtype(typeName, of: "UIView")
        guard let m = pinLayoutProperty ? nil : member(name, of: typeName) else {
            if isSubtype(typeName, of: "UIView"), trailing == nil, e.extensionFunction(name, of: typeName, accepting: args.map(\.label), trailingClosure: false) == nil,
               let placed = try e.neonCall(name, base, args, at: range) {
                return placed
            }
            if case .view(let view) = base, args.isEmpty, trailing == nil, isSubtype(typeName, of: "UIView"),
               name.lowercased().contains("autolayout") || maskHelper,
               e.extensionFunction(name, of: typeName, accepting: [], trailingClosure: false) == nil {
                // The app's fluent helper (`UILabel().autolayoutEnabled()`, `withAutoLayout()`): such
                // helpers turn the mask off and return the view, so the chain keeps it.
                try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                e.note("'\(name)()' is the app's own (not in the paste): taken to set translatesAutoresizingMaskIntoConstraints = false "
                    + "and return the view, as such helpers do")
                return base
            }
            if case .view(let view) = base, args.count == 1, trailing == nil, isSubtype(typeName, of: "UIView"),
               ["in", "to", "into", "on", "inView", "toView"].contains(args[0].label), !name.lowercased().hasPrefix("add"), case .view(let parent) = args[0].value,
               name.lowercased().contains("autolayout"), e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                // The app's helper that readies a view for Auto Layout in a superview
                // (`bottomView.setupForAutoLayout(in: self)`): such helpers add it there and turn
                // its mask off, for the constraints that follow.
                try e.addSubview(.view(parent), base, at: range)
                try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                e.note("'\(name)(\(args[0].label ?? "_"):)' is the app's own (not in the paste): taken to add \(e.viewName(view)) to "
                    + "\(e.viewName(parent)) and set its translatesAutoresizingMaskIntoConstraints = false, as such helpers do")
                return .void
            }
            if isAppAnchorHelper(name, labels: args.map(\.label), of: typeName),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                return try appAnchorHelper(base, args, &e, at: range, name: name)
            }
            if isAppVisualFormatHelper(name, labels: args.map(\.label), of: typeName),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                return try appVisualFormatHelper(base, name, args, &e, at: range)
            }
            if isAppAnchorCompanion(name, labels: args.map(\.label), of: typeName),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                return try appAnchorCompanion(base, name, args, &e, at: range)
            }
            if isLBTAModifier(name, labels: args.map(\.label), of: typeName),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                return try lbtaModifier(base, name, args, &e, at: range)
            }
            if case .view(let view) = base, args.count == 1, args[0].label == nil, trailing == nil,
               case .array(let items) = args[0].value, !items.isEmpty,
               items.allSatisfy({ if case .constraint = $0 { true } else { false } }),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                // `label.constrain([label.leadingAnchor.constraint(…), …])`: the app's own helper
                // given nothing but constraints, which such helpers activate, the view's
                // autoresizing mask turned off first.
                try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                try e.setActive([args[0].value], true, holder: nil, method: "activate", at: args[0].range)
                e.note("'\(name)(_:)' is the app's own (\(typeName) has none, not in the paste): given only constraints, it is taken to "
                    + "set \(e.viewName(view))'s translatesAutoresizingMaskIntoConstraints = false and activate them, as such helpers do")
                return args[0].value
            }
            if isAppAddSubviews(name, of: typeName) || isAppAdd(name, args, trailing: trailing, of: typeName) {
                // The app's own `addSubviews(_ views: UIView...)` (UIKit has none): what such
                // helpers do, so that the views it names are in the hierarchy.
                let arranges = isAppAddArrangedSubviews(name)
                e.note("'\(name)' is the app's own (UIKit has no such method): taken as \(arranges ? "addArrangedSubview" : "addSubview") "
                    + "of each view it is given, as such helpers do")
                var switchedOff: [String] = []
                for argument in args {
                    let views: [Value]
                    // Each as addSubview reads its argument: the app's own type made by a skipped
                    // initialiser (`MonthPicker()`) is a view it stands in for.
                    if case .array(let elements) = argument.value { views = elements } else { views = [try e.subviewArgument(argument)] }
                    for view in views {
                        if case .opaque(let text) = view {
                            // `[field.defaultLayout(edgeInsets: …), UIView.separator()]`: a view the
                            // app's own code makes, unknown here, is left out; the rest are added.
                            e.note("'\(name)': one of the views given is made by the app's own '\(text)', not in the paste: "
                                + "left out, the others \(arranges ? "arranged" : "added")")
                            continue
                        }
                        if arranges {
                            // A stack view turns its arranged views' masks off itself.
                            let stack = try viewName(base, &e, at: argument.range)
                            try e.editStack(stack, .add(Identifier(try viewName(view, &e, at: argument.range), range: argument.range)),
                                            at: argument.range)
                            continue
                        }
                        try e.addSubview(base, view, at: argument.range)
                        // Such helpers turn the autoresizing mask off for constraints to follow; a
                        // view made with a frame keeps its mask (and frame), as a frame means it.
                        guard case .view(let child) = view, e.frame(of: child) == Rect(x: 0, y: 0, width: 0, height: 0) else { continue }
                        try e.setProperty(child, .translatesAutoresizingMaskIntoConstraints,
                                          .bool(BoolLiteral(value: false, range: argument.range)), at: argument.range)
                        switchedOff.append(e.viewName(child))
                    }
                }
                if !switchedOff.isEmpty {
                    e.note("'\(name)' is taken to set translatesAutoresizingMaskIntoConstraints = false on the views it adds without a "
                        + "frame (\(switchedOff.joined(separator: ", "))), as such helpers do before constraints; "
                        + "set it back to true after the call if the app's does not")
                }
                // Such helpers often return the view for chaining (`addSubviews(card.addSubviews(title))`);
                // one that returns nothing is called for what it does, its result unread.
                return base
            }
            if let key = localizationKey(name, of: base, &e) { return key }
            if let closure = appScopeFunctionClosure(name, base, args, trailing),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: true) == nil {
                // `UILabel().apply { (this) in view.addSubview(this); this.snp.makeConstraints … }`:
                // the app's own Kotlin-style scope function, as Then's then/do, not in the paste.
                // Skipping it would drop the view and every constraint its closure makes.
                e.note("'\(name)' is the app's own (\(typeName) has none, not in the paste): by its name and its one closure it is "
                    + "a scope function, as Then's then/do; the closure is run with it, and it is returned")
                _ = try e.callAny(closure, [base], at: range)
                return base
            }
            if case .constraint(let constraint) = base, isAppPriorityHelper(name, args, of: typeName),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
                // The app's own `withPriority(_:)` (`a.constraint(equalTo: b).withPriority(999)`).
                return try appPriorityHelper(constraint, args[0], &e, said: "'\(name)(\(args[0].label.map { $0 + ":" } ?? "_:"))' is the "
                    + "app's own (NSLayoutConstraint has none, not in the paste)")
            }
            if case .object = base, isSubtype(typeName, of: "UIViewController") || isSubtype(typeName, of: "UIView"),
               trailing == nil, let className = factoryClass(forFunction: name) {
                // `self.createTitleLabel(text: …)` of the app's base controller, not in the paste: a
                // factory by its name, as the app's free functions named so are.
                return try e.appFactoryPlaceholder(name, className, args, at: range, nameRange: nameRange)
            }
            if case .view = base, isSubtype(typeName, of: "UIView"), isAppAddSubviewWithClosure(name, labels: args.map(\.label), trailing: trailing),
               case .view = args[0].value, let closure = trailing, case .closure(let c) = closure, c.parameters.count == 2,
               e.extensionFunction(name, of: typeName, accepting: args.map(\.label), trailingClosure: true) == nil {
                // `add(subview: badge) { v, p in [v.topAnchor.constraint(equalTo: p.topAnchor), …] }`:
                // the app's helper (an extension the paste lacks) adds the view, turns its mask off
                // and activates the constraints its closure makes of the view and its new superview.
                let view = try e.subviewArgument(args[0])
                try e.addSubview(base, view, at: range)
                let child = try viewName(view, &e, at: args[0].range)
                try e.setProperty(child, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
                let made = try e.callAny(closure, [view, base], at: range)
                if case .array = made { try e.setActive([made], true, holder: nil, method: "activate", at: range) }
                e.note("'\(name)(\(args[0].label ?? "_"):) { view, superview in … }' is the app's own (UIKit has none; not in the paste): "
                    + "taken to add the view, set its translatesAutoresizingMaskIntoConstraints = false and activate the constraints "
                    + "its closure makes, as such helpers do")
                return .void
            }
            if case .view = base, isSubtype(typeName, of: "UIView"),
               e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: trailing != nil) == nil {
                // `[menu autoPinTopBottomViewController:self]`: a helper given a view controller pins
                // to what only a controller has, its layout guides (the safe area's edges since iOS 11).
                let controller = args.count == 1 ? controllerView(args[0].value, &e) : nil
                var args = args
                if controller == nil, namedHelper(name, args, trailing: trailing) == nil,
                   args.contains(where: { if case .opaque = $0.value { true } else { false } }) {
                    // `autoPinWidthToSuperviewWithMargin:Scaled(32)`: a number of the app's own
                    // code, not in the paste, is 0 here, as it is where UIKit's methods take one.
                    let numbered = args.map { a in
                        var a = a
                        if case .opaque = a.value { a.value = .number(0) }
                        return a
                    }
                    if namedHelper(name, numbered, trailing: trailing) != nil {
                        for a in args { if case .opaque(let text) = a.value { _ = e.placeholderNumber(for: text) } }
                        args = numbered
                    }
                }
                if let helper = namedHelper(name, controller == nil ? args : [], trailing: trailing, toController: controller != nil),
                   let done = try namedHelperCall(helper, base, name, args, &e, at: range,
                                                  controllerView: controller) {
                    // `icon.pinToSuperview()`: the app's helper, read by what its name says.
                    return done
                }
            }
            if case .view = base, trailing == nil, e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil,
               let set = try appTextSetter(name, base, args, of: typeName, &e, at: range) {
                return set
            }
            if case .string(let text) = base, ["addAttributes", "addAttribute", "setAttributes"].contains(name),
               attributeFont(args) != nil || attributeParagraph(args, e) != nil || attributeKern(args) != nil {
                // `text.addAttributes([.font: UIFont.boldSystemFont(ofSize: 30)], range: …)`: an
                // attributed string is its string here, measured in one font: this one.
                if var font = attributeFont(args) {
                    // A font for part of the text (`range: NSMakeRange(2, 1)`, a small "°" after
                    // 40-pt digits): the line is as tall as its largest font, so the larger one
                    // measures it, the text's own where it has one.
                    let partial = args.named("range").map { Self.rangeIsPartial($0.expr, of: text) } ?? false
                    if partial, let own = e.swift.attributedFonts[text], case .font(let ownSize, _, _) = own,
                       case .font(let size, _, _) = font, ownSize >= size {
                        font = own
                    }
                    e.swift.attributedFonts[text] = font
                    e.note(partial
                        ? "\(name)(_:range:): a font for part of the text; the whole is measured in the larger of it and the text's own "
                            + "(\(e.describeFont(font))), as a line is as tall as its largest font (the part's own width is not measured apart)"
                        : "\(name)(_:range:): the text is measured in the font it gives (\(e.describeFont(font))), over the whole text "
                            + "whatever the range (a font for part of it is not measured apart)")
                }
                // `.paragraphStyle`: the label's lines are as tall and as far apart as it says.
                if var lines = attributeParagraph(args, e) {
                    lines.kern = e.swift.attributedParagraphs[text]?.kern ?? 0
                    e.swift.attributedParagraphs[text] = lines
                }
                // `.kern`: each character advances that much further (over the whole text, whatever the range).
                if let kern = attributeKern(args) {
                    var lines = e.swift.attributedParagraphs[text] ?? .plain
                    lines.kern = kern
                    e.swift.attributedParagraphs[text] = lines
                }
                return .void
            }
            if trailing == nil, try appFillingAdd(name, on: base, args, &e, at: range) { return .void }
            if let failure = unknownMember(name, of: typeName, &e, at: nameRange, arity: args.count + (trailing == nil ? 0 : 1),
                                           on: base, labels: args.map(\.label) + (trailing == nil ? [] : [nil])) {
                throw failure
            }
            // A chainable helper may take settings (`.prepared(true)`), never another view.
            if trailing == nil, !args.contains(where: { if case .view = $0.value { true } else { false } }), case .view(let view) = base {
                e.lastUnknownViewCall = (name + "(…)", view, range)
            }
            if case .view(let parent) = base {
                // `view.addFancySubview(box)`: the app's method, which may add the view it is
                // given; a constraint to it that then meets no common ancestor says so.
                for case .view(let child) in args.map(\.value) {
                    guard case .none = e.superview(of: child) else { continue }
                    let receiver = e.viewName(parent) == "root" ? "view" : e.viewName(parent)
                    e.addedToSkipped[e.viewName(child)] = "\(receiver).\(name)(_:)"
                }
            }
            if case .view(let receiver) = base {
                let written = e.viewName(receiver) == "root" ? "view" : e.viewName(receiver)
                e.recordHandedToSkippedHelper(args, call: "\(written).\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")")
            }
            if case .view(let view) = base, case .none = e.superview(of: view), isSubtype(typeName, of: "UIView") {
                // `box.snap(to: .bottom, of: view.readableContentGuide)`: given a placed view (or
                // its guide or anchor), the app's helper is taken to add the view there, should a
                // constraint meet it unplaced.
                for argument in args {
                    let owner: String? = switch argument.value {
                    case .view(let v): v
                    case .guide(_, of: let v): v
                    case .anchor(let target): switch target.owner { case .view(let v), .guide(_, of: let v): v }
                    default: nil
                    }
                    guard let owner, e.viewName(owner) != e.viewName(view), e.layoutID(owner) != nil || e.viewName(owner) == "root"
                    else { continue }
                    e.placedByHelper[e.viewName(view)] = (owner, "\(name)(…)")
                    break
                }
            }
            return .opaque(name + "(…)")
        }
        if isAppOverload(m, args) {
            e.note("skipped '\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))': \(typeName)'s \(m.signature) takes fewer "
                + "arguments, so it is the app's own extension, not in the paste; what it does is skipped")
            return .opaque(name + "(…)")
        }
        if let labels = m.labels {
            for a in args {
                guard let label = a.label, !labels.contains(label) else { continue }
                throw e.fail("\(article(typeName)) has no '\(name)' with the argument label '\(label):'", at: a.range,
                             suggestion: Suggestion.closest(to: label, in: labels))
            }
        }
        if let call = m.call {
            // A label the library's method of that name takes in none of its forms, and near none
            // of its labels (`b.centerVertically(to: a)` beside Stevia's `centerVertically(offset:)`,
            // `addConstraint(attribute:alignElement:…)` beside UIKit's `addConstraint(_:)`): the
            // app's own method of that name, when the library's cannot take the call.
            let theirs = (signatureLabels(m.signature) ?? []).compactMap { $0 } + (m.labels?.compactMap { $0 } ?? [])
            // (UIKit's types only, whose members' signatures list what they take; a layout
            // library's read more forms than their signatures say.)
            if trailing == nil, isFrameworkTypeName(typeName), let stray = args.compactMap(\.label).first(where: { !theirs.contains($0) }),
               Suggestion.closest(to: stray, in: theirs) == nil {
                let before = e
                do {
                    return try call(&e, base, args, trailing, range)
                } catch .failure(let failure) {
                    // One of PureLayout's own forms is PureLayout's, whatever stopped it (a view in
                    // no hierarchy yet), not the app's method of that name.
                    if isPureLayoutCall(name, args) { throw .failure(failure) }
                    e = before
                    // One whose name says plainly what it does (`centerHorizontally(inView: self)`) is read so.
                    if case .view = base, let helper = namedHelper(name, args, trailing: nil),
                       let done = try namedHelperCall(helper, base, name, args, &e, at: range) {
                        return done
                    }
                    let written = "\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))"
                    if ["addSubview", "insertSubview"].contains(name), case .view = base, let first = args.first, first.label == nil,
                       case .view = first.value {
                        // `view.addSubview(list, considerSafeArea: true, with: [.top(), …])`: the app's
                        // overload adds the view, as its name says; what else it does is its own.
                        try e.addSubview(base, first.value, at: range)
                        e.note("'\(written)' is the app's own (\(typeName)'s \(m.signature) takes no '\(stray):'), not in the paste: "
                            + "taken to add \(e.viewName(try viewName(first.value, &e, at: first.range))) as its name says; what else "
                            + "it does with what it is given (its constraints) is skipped")
                        return .opaque(name + "(…)")
                    }
                    e.note("skipped '\(written)': \(typeName)'s \(m.signature) takes no "
                        + "'\(stray):', so this is the app's own method of that name, not in the paste; what it does is skipped")
                    return .opaque(name + "(…)")
                }
            }
            return try call(&e, base, args, trailing, range)
        }
        if case .constraint(let constraint) = base, name == "priority", args.count == 1, args[0].label == nil, trailing == nil,
           e.extensionFunction(name, of: typeName, accepting: nil, trailingClosure: false) == nil {
            // `a.constraint(equalTo: b).priority(.defaultHigh)`: NSLayoutConstraint's `priority` is a
            // property, so this is the app's own helper of that name, not in the paste.
            return try appPriorityHelper(constraint, args[0], &e, said: "'priority(_:)' is the app's own (NSLayoutConstraint's "
                + "priority is a property; the helper is not in the paste)")
        }
        if let get = m.get {
            // A property holding a function (`c.isActive` is not one; `closure()` of a stored value).
            let value = try get(&e, base, range)
            switch value {
            case .closure, .function, .opaque:
                break
            default:
                if args.isEmpty, trailing == nil {
                    // Swift 1's UIKit had methods where later Swift has properties
                    // (`intrinsicContentSize()`, `constraints()`): called with nothing, the
                    // property's value is what the code reads.
                    e.note("'\(name)()' is Swift 1's spelling of the property '\(name)': its value is read")
                    return value
                }
                // `imageV.constraints(leftNeighborAnchor:distance:width:)`: UIKit's member of
                // that name is a property, so a call of it with labelled arguments is the app's
                // own method of the same name, in an extension the paste lacks. Unlabelled
                // (`intrinsicContentSize(1)`), it is more likely a slip, and refused below.
                // On a view, a chain of the app's fluent setters (`UITextView().text(font, .blue,
                // "Hi").into(view)`) goes on with the view, whatever the labels.
                let onView: Bool = if case .view = base { true } else { false }
                guard args.contains(where: { $0.label != nil }) || (onView && (args.count > 1 || trailing != nil)) else {
                    return try e.callValue(value, args, trailing: trailing, at: range)
                }
                // One whose name says plainly what it does (`child.view.constraints(equalTo: view)`,
                // the four edges' constraints) is read so.
                if onView, trailing == nil, args.count == 1, args[0].label == "equalTo", case .view = args[0].value,
                   let helper = namedHelper(name, args, trailing: nil),
                   let done = try namedHelperCall(helper, base, name, args, &e, at: range) {
                    return done
                }
                let written = name + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
                e.note("skipped '\(written)': \(typeName)'s '\(name)' is a property, not a method, so this is the app's own "
                    + "extension, not in the paste; what it does is skipped" + (onView ? " (the view goes on in the chain)" : ""))
                return onView ? base : .opaque(name + "(…)")
            }
            return try e.callValue(value, args, trailing: trailing, at: range)
        }
        throw e.fail("'\(name)' is not a method", at: nameRange)
    }

    /// The static method of `typeName` whose name `name` likely misspells: only one that takes
    /// as many arguments (`UIView.animateIf(flag, duration: 0.3) { … }` is the app's own, no
    /// misspelt `animate(withDuration:animations:)`).
    static func closestStatic(to name: String, of typeName: String, arity: Int) -> String? {
        guard let type = types[typeName] else { return nil }
        let candidates = type.staticMemberNames.filter { candidate in
            guard let member = type.staticMembers[candidate], let labels = signatureLabels(member.signature) else { return true }
            return labels.count == arity
        }
        return Suggestion.closest(to: name, in: candidates)
    }

    /// The argument labels a method's signature names (`[nil, "for"]` for `setImage(_:for:)`);
    /// nil for a property.
    /// Whether the member `name` of a type could be the one a call with these argument labels
    /// meant: a method whose labels are those (a trailing closure may stand for the last), or one
    /// whose labels are not known. A property, which is not called, never is.
    static func takesCall(_ name: String, of typeName: String, labels: [String?]) -> Bool {
        guard let m = member(name, of: typeName) else { return true }
        guard m.call != nil else { return m.get == nil && m.set == nil }
        guard let theirs = signatureLabels(m.signature) else { return true }
        return theirs == labels || (theirs.count == labels.count + 1 && Array(theirs.prefix(labels.count)) == labels)
    }

    static func signatureLabels(_ signature: String) -> [String?]? {
        guard let open = signature.firstIndex(of: "("), let close = signature.lastIndex(of: ")"), open < close else { return nil }
        return signature[signature.index(after: open)..<close].split(separator: ":", omittingEmptySubsequences: true)
            .map { $0 == "_" ? nil : String($0) }
    }

    /// Whether a call gives more arguments than the library's method of its name takes, with a
    /// label the method does not have (`stack.setCustomSpacing(8, after: icon, relation: .equal)`):
    /// the app's own overload, an extension the paste does not contain — not a misspelt label.
    static func isAppOverload(_ member: Member, _ args: [EvaluatedArgument]) -> Bool {
        isAppOverload(member, labels: args.map(\.label))
    }

    static func isAppOverload(_ member: Member, labels: [String?]) -> Bool {
        // Only where the member lists every label its forms take, and the call has more
        // arguments than its longest form.
        guard let allowed = member.labels, let theirs = signatureLabels(member.signature), labels.count > theirs.count,
              labels.count > allowed.count else { return false }
        return labels.contains { label in label.map { !allowed.contains($0) } ?? false }
    }

    /// The UIKit class that has a member `typeName` lacks (`spacing` is UIStackView's), first by name.
    static func owner(of name: String, notOn typeName: String) -> String? {
        // A property before a method of the name: `text` is UILabel's, not Stevia's `button.text(_:)`.
        // PinLayout's chain words (`all`, `below`, `pinEdges`) are no class's: on a view they are
        // the app's own helpers.
        let owners = types.keys.sorted().filter {
            types[$0]?.members[name] != nil && !isSubtype(typeName, of: $0) && !pinLayoutTypeNames.contains($0)
        }
        return owners.first { types[$0]?.members[name]?.get != nil } ?? owners.first
    }

    /// The error for a member a type does not have: a misspelling gets its likely spelling; a
    /// UIKit member that is not modelled is named as such.
    /// Nil when the member is skipped instead (a UIKit member of a view that is not modelled).
    /// Whether a value could be set to a member: a font only to a font (a member whose declared
    /// type is UIFont, or, declared without a type, whose name says font), a Bool, a string or a
    /// view only to a member declared of that type. True where nothing says otherwise.
    static func valueCouldSet(_ value: Value, _ m: Member?) -> Bool {
        guard let m else { return true }
        let declared = m.signature.split(separator: ":", maxSplits: 1).dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) }
        switch value {
        case .font: return declared.map { $0.contains("UIFont") } ?? m.name.lowercased().contains("font")
        case .bool: return declared.map { $0.hasPrefix("Bool") } ?? true
        case .string: return declared.map { $0.hasPrefix("String") || $0.contains("AttributedString") } ?? true
        case .view: return declared.map { $0.hasPrefix("UI") } ?? true
        default: return true
        }
    }

    /// The text of the navigation bar of a navigation controller code made around a pasted
    /// controller, after that controller's class (`Home.containerNavigationBar`).
    static let containerNavigationBar = "containerNavigationBar"

    static func unknownMember(_ name: String, of typeName: String, _ e: inout Evaluator, at range: SourceRange,
                              arity: Int? = nil, on base: Value? = nil, labels: [String?]? = nil) -> Interrupt? {
        if case .object(let id)? = base, let standsFor = e.standInController(id) {
            // `spinner.delegate = self` of a controller the paste lacks, a plain one standing in.
            e.note("skipped '\(name)': \(standsFor) is not in the paste (a plain view controller stands in); what '\(name)' is "
                + "and does is that class's, skipped")
            return nil
        }
        if case .view(let view)? = base, let className = e.swift.viewClasses[e.viewName(view)],
           let top = e.topOfChain(className), top != className, type(named: top) == nil, e.swift.types[top] == nil {
            // `self.view.addSubview(title)` in a class on the app's `BaseView`: a member of that
            // base, which the paste does not contain, not a misspelt UIKit one.
            e.note("skipped '\(name)': \(className) derives from '\(top)', the app's own, not in the paste; "
                + "what '\(name)' is and does is that class's, skipped")
            return nil
        }
        if case .object(let id)? = base, let className = e.swift.objects[id]?.className, let top = e.topOfChain(className),
           top != className, type(named: top) == nil, e.swift.types[top] == nil {
            // `self.dataSource = self.chatDataSource` in a controller on the app's
            // `DemoChatViewController`, `dataSource = self` in a `UIPageViewController`: a member of
            // that base, which the paste lacks or Layoutbook does not model, not a misspelt one.
            let whose = isFrameworkTypeName(top) ? "UIKit's, which Layoutbook does not model" : "the app's own, not in the paste"
            e.note("skipped '\(name)': \(className) derives from '\(top)', \(whose); what '\(name)' is and does is that "
                + "class's, skipped")
            return nil
        }
        if plainControllerTypes.contains(where: { isSubtype(typeName, of: $0.name) }) {
            // `pager.dataSource = self`: UIKit's page controller is a plain one here; what it
            // shows inside is not drawn, so its own members change nothing shown.
            e.note("skipped '\(name)': \(typeName) is UIKit's, drawn as a plain view controller; its own members are not modelled")
            return nil
        }
        if let plain = plainDrawnView(typeName) {
            // `picker.dataSource = self`: the picker's own, which draws its rows, not its frame.
            e.note("skipped '\(name)': a \(plain) is drawn as a plain view here; its own members are not modelled")
            return nil
        }
        if case .view(let view)? = base, let appClass = e.swift.standIns[e.viewName(view)] ?? e.swift.standIns[view] {
            // The app's own class, taken for the UIKit class its name ends in: what it adds is its own.
            // Another Apple framework's view (`WKWebView`) is that framework's, drawn as a plain view.
            // A UIKit view Layoutbook has no table for (`UICalendarView`) is UIKit's, drawn plain.
            let what = isOtherFrameworkViewName(appClass) ? "another framework's view, drawn as a plain \(typeName)"
                : isFrameworkTypeName(appClass) && !isAppsOwnNSType(appClass)
                    ? "UIKit's, drawn as a plain \(typeName) (Layoutbook does not model it)"
                : "the app's own (taken as a \(typeName))"
            e.note("skipped '\(name)': \(appClass) is \(what); what it adds is skipped")
            return nil
        }
        if case .view(let view)? = base, let factory = e.swift.factoryMade[e.viewName(view)] {
            // `let field = TextField.buildTextField(); field.label.text = …`: what the app's factory
            // makes is most often a class of its own, whose members these are.
            e.note("skipped '\(name)': \(e.viewName(view)) is made by the app's factory \(factory)(…), not in the paste, most "
                + "likely of a class of the app's own (taken as a \(typeName)); what that class adds is skipped")
            return nil
        }
        if typeName == "ConstraintViewDSL", case .snp(.view(let view), _)? = base,
           closestMember(to: name, of: typeName, arity: arity) == nil {
            // `tableView.snp.makeEdgesEqualToSuperview()`: SnapKit's `snp` has no such member, so
            // it is the app's own extension of SnapKit's DSL, not in the paste. As for the app's
            // view helpers: skipped with a note, the mask of a view made without a frame taken off.
            var mask = ""
            if e.frame(of: view) == Rect(x: 0, y: 0, width: 0, height: 0) {
                do {
                    try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)),
                                      at: range)
                    mask = "; its autoresizing mask is taken off, as SnapKit's own blocks turn it off"
                } catch {
                    return error
                }
            }
            e.note("skipped 'snp.\(name)': SnapKit has no such member; it is the app's own SnapKit helper, an extension the "
                + "paste does not contain, so what it would constrain is missing: paste the extension too" + mask)
            return nil
        }
        let key = "\(typeName).\(name)/\(arity.map(String.init) ?? "-")"
        let answer = e.unknownMemberAnswers[key] ?? {
            // A library's method of the same name read as a property (`view.height`) suggests nothing.
            let suggestion = frameExtensionWords.contains(name) ? nil
                : closestMember(to: name, of: typeName, arity: arity, property: arity == nil).flatMap { $0 == name ? nil : $0 }
            return (suggestion, suggestion == nil ? owner(of: name, notOn: typeName) : nil)
        }()
        e.unknownMemberAnswers[key] = answer
        // Pasted Objective-C compiled: a member near a UIKit one's name is the app's own category
        // (`self.view.lx_size`), no misspelling.
        let suggestion = e.session.runsObjectiveC ? nil : answer.suggestion
        if let failure = unrecognizedSelector(name, of: typeName, on: base, &e, at: range, labels: labels) { return failure }
        if let suggestion, e.swift.importsModules, isSubtype(typeName, of: "UIView"),
           let library = unimportedLibrary(of: suggestion, imported: e.swift.importedModules) {
            // `play.sized(CGSize(…))` in a file that imports UIKit, not TinyConstraints: its `size`
            // is no member there, so the name is the app's own extension, not a slip of it.
            let written = labels.map { "\(name)(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } ?? name
            e.note("skipped '\(written)': \(typeName) has none (\(library)'s '\(suggestion)' is near it, but the file "
                + "does not import \(library)), so it is the app's own extension, not in the paste; what it does is skipped")
            return nil
        }
        if let suggestion, let labels, !takesCall(suggestion, of: typeName, labels: labels) {
            // `backButton.setImages(.back, style: .white)` beside `setImage(_:for:)`, `bar.findSubview { … }`
            // beside the `subviews` property: what the near name takes is not this call, so the
            // name is the app's own extension, not a slip.
            e.note("skipped '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))': \(typeName) has none, and its '\(suggestion)' "
                + "takes no such call, so it is the app's own extension, not in the paste; what it does is skipped")
            return nil
        }
        if suggestion == nil, let owner = answer.owner,
           isSubtype(typeName, of: "UIView") || isSubtype(typeName, of: "UIViewController") {
            if isSubtype(typeName, of: "UIView"), types[owner]?.parent == nil {
                // A rect's or a size's word on a view (`view.height`, `view.size`): the app's own
                // UIView extension, as UIView+Frame helpers are; not in the paste.
                // (Another type's member of the name, a library's, is no hint: said only of a
                // rect's, a size's or a point's.)
                let geometry = ["CGRect": "frame", "CGSize": "frame.size", "CGPoint": "frame.origin"][owner]
                e.note("skipped '\(name)': UIView has none" + (geometry == nil ? "" : " (it is \(owner)'s)")
                    + ", so it is the app's own extension, not in the paste; lines that need it are skipped"
                    + (geometry.map { " (\($0).\(name) is UIKit's)" } ?? ""))
                return nil
            }
            if let labels, let theirs = types[owner]?.members[name].flatMap({ signatureLabels($0.signature) }), theirs != labels {
                // `iconView.setImage(from: url, placeholder: p)`: UIButton's setImage(_:for:) takes
                // other labels; this is the app's own extension of the view's class.
                e.note("skipped '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))': \(typeName) has none (\(owner)'s takes other "
                    + "labels), so it is the app's own extension, not in the paste; what it does is skipped")
                return nil
            }
            if let labels, !labels.isEmpty, let theirs = types[owner]?.members[name], signatureLabels(theirs.signature) == nil {
                // `self.collectionView(emojiCollectionView, didSelectItemAt: index)`: called with
                // arguments, the name of another class's property is a method of the app's own
                // (a delegate method in an extension the paste leaves out).
                e.note("skipped '\(name)(\(labels.map { ($0 ?? "_") + ":" }.joined()))': \(typeName) has no such method (\(owner)'s "
                    + "'\(name)' is a property), so it is the app's own, in code not in the paste; what it does is skipped")
                return nil
            }
            if !["UI", "NS", "CA", "CG"].contains(where: owner.hasPrefix) {
                // `[self reload]`, `self.reload()`: a layout library's word (EasyPeasy's `reload`) on
                // a class that library does not extend is the app's own method, in code not pasted.
                e.note("skipped '\(name)': \(typeName) has none (only \(owner) has one), so it is the app's own method, not "
                    + "in the paste; what it does is skipped")
                return nil
            }
            if let base, let id = e.objectID(of: base), case .string(let container)? = e.swift.objects[id]?.fields[Evaluator.shownInContainerField],
               isSubtype(container, of: owner) {
                // `nav.delegate = self` where `nav = UINavigationController(rootViewController: home)`:
                // the container is its root controller here, and the container's own members
                // (its delegate, its stack) are not laid out.
                e.note("skipped '\(name)': it is the \(container)'s, which stands here as the controller it shows; "
                    + "it does not change the layout")
                return nil
            }
            // In a pasted class's code, which the app compiled, it is the app's own extension
            // (`textView.placeholder = …` of a UITextView extension), skipped.
            if e.declaredCodeDepth > 0 {
                e.note("skipped '\(name)': \(typeName) has none (\(owner) has one), so it is the app's own extension, not in the "
                    + "paste; what it does is skipped")
                return nil
            }
            // A member of another UIKit class: Swift would not compile this line.
            let hint = isSubtype(typeName, of: "UIViewController") && isSubtype(owner, of: "UIView") ? Evaluator.controllerIsNotAView : nil
            return e.fail("\(article(typeName)) has no member '\(name)' (it is \(owner)'s)", at: range, hint: hint)
        }
        if suggestion == nil, isSubtype(typeName, of: "UIView") || isSubtype(typeName, of: "UIViewController") {
            // A real UIKit member Layoutbook does not know is most likely appearance.
            let lowered = name.lowercased()
            if let library = flexboxLibraries[name], isSubtype(typeName, of: "UIView") {
                // FlexLayout's `view.flex`, YogaKit's `view.yoga`: a flexbox engine sets the frames
                // of the views it holds, which Layoutbook does not run.
                e.note("skipped '\(name)': \(library) lays views out as flexbox, which Layoutbook does not model; the views it "
                    + "would place keep the frames they have here, which are not the app's")
                return nil
            }
            if Self.namesLayoutHelper(name) {
                // `pinToSuperView()`, `prepareForAutoLayout()`, `alignSubview(_:)`,
                // `equalSpacingWith:` of the app's UIView category: by its name, the app's own
                // layout helper, whose constraints are then missing.
                var mask = ""
                if case .view(let view)? = base, isSubtype(typeName, of: "UIView"),
                   namesPinning(name) || ["constrain", "anchor", "autolayout", "edges", "superview", "embed"].contains(where: lowered.contains)
                   || lowered.hasPrefix("snap") && !lowered.hasPrefix("snapshot"),
                   !lowered.contains("anchorpoint"), e.frame(of: view) == Rect(x: 0, y: 0, width: 0, height: 0) {
                    // Such a helper turns the view's autoresizing mask off before it pins it: left
                    // on, the mask's constraints would fight the code's own that follow, a
                    // conflict the app does not have. A view made with a frame keeps its mask (and
                    // frame), as a frame means it; `setAnchorPoint(_:)` moves the layer, no pinning.
                    do {
                        try e.setProperty(view, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)),
                                          at: range)
                        mask = "; its autoresizing mask is taken off, as such helpers turn it off before they pin"
                    } catch {
                        return error
                    }
                }
                e.note("skipped '\(name)': UIKit has no such member; by its name it is the app's own layout helper, an "
                    + "extension the paste does not contain, so what it would constrain is missing: paste the extension too" + mask)
            } else if isSubtype(typeName, of: "UIImageView"), lowered.contains("image") || name == "kf",
                      case .view(let view)? = base {
                // `sd_setImageWithURL:placeholderImage:`, `iv.kf.setImage(with:)`: an image loader of
                // the app's, whose placeholder (or image) the view may hold from then on.
                e.swift.unknownImages.insert(e.viewName(view))
                e.note("skipped '\(name)': by its name it loads \(e.viewName(view))'s image, which the paste does not hold: the view is "
                    + "taken to hold an image of the app's size from here")
            } else if ["on", "tap"].contains(name), isSubtype(typeName, of: "UIView") {
                // Stevia's `button.on(.touchUpInside) { … }` and `tap { … }`: an event handler.
                e.note("skipped '\(name)': not UIKit's; Stevia's event helper (or the app's own), which changes nothing about layout")
            } else {
                e.note("skipped '\(name)': a member of \(typeName) Layoutbook does not model; it is taken to change nothing about layout")
                if e.swift.skippedLibraryMembers[name] == nil { e.swift.skippedLibraryMembers[name] = typeName }
            }
            return nil
        }
        if suggestion == nil, isFrameworkTypeName(typeName) {
            // The rest of UIKit, Foundation and Core Graphics (`UIScreen.main.nativeScale`, the
            // app's own `UIScreen` extension): no misspelling of a member Layoutbook knows.
            e.note("skipped '\(name)': a member of \(typeName) Layoutbook does not model (UIKit's, or the app's own extension); "
                + "lines that need its result are skipped")
            return nil
        }
        if suggestion == nil || e.declaredCodeDepth > 0, isStandardValueType(typeName) {
            // (In an app's compiled code a name near one of the type's is no misspelling: it is
            // the app's own extension — `attributedText?.font` of an NSAttributedString extension.)
            // The standard library is far larger than what layout needs (`hasSuffix`, `split`):
            // what such a member gives is the app's business.
            e.note("skipped '\(name)': a member of \(typeName) Layoutbook does not model; lines that need its result are skipped")
            return nil
        }
        if e.declaredCodeDepth > 0, e.swift.importsModules, isSubtype(typeName, of: "UIView"), arity == nil {
            // A view's property read in a pasted class of a whole file, near a UIKit name
            // (`view.scene`): the file compiled, so it is the app's own extension.
            e.note("skipped '\(name)': a member of \(typeName) Layoutbook does not model (the app's own extension, as the file "
                + "compiled); lines that need its result are skipped")
            return nil
        }
        if e.declaredCodeDepth > 0, isFrameworkTypeName(typeName), !Library.isSubtype(typeName, of: "UIView") {
            // In a pasted class's code, which the app compiled, a member of a UIKit class no table
            // has (`[animator continueAnimationWithTimingParameters:…]`) is UIKit's or the app's,
            // not a misspelling of a neighbour.
            e.note("skipped '\(name)': a member of \(typeName) Layoutbook does not model (UIKit's, or the app's own extension); "
                + "lines that need its result are skipped")
            return nil
        }
        return e.fail("\(article(typeName)) has no member '\(name)'", at: range, suggestion: suggestion)
    }

    /// A message sent in pasted Objective-C to a UIKit view that only another UIKit view class
    /// answers (`((UIScrollView *)self.view).contentSize = …` on the controller's plain root view):
    /// a C cast changes nothing at run time, so UIKit stops the app with "unrecognized selector
    /// sent to instance". Nil when the view's class is a guess (an outlet, a stand-in for the app's
    /// class or a page's undeclared name), when the member is no view class's, or in Swift, whose
    /// compiler refuses the line itself.
    /// A message of another selector than the other class's (`[icon addTarget:self action:…]`,
    /// where UIControl's is `addTarget:action:forControlEvents:`) is the app's own category's: nil.
    static func unrecognizedSelector(_ name: String, of typeName: String, on base: Value?, _ e: inout Evaluator,
                                     at range: SourceRange, labels: [String?]? = nil) -> Interrupt? {
        guard e.session.runsObjectiveC, case .view(let view)? = base, type(named: typeName) != nil,
              isSubtype(typeName, of: "UIView"),
              let owner = owner(of: name, notOn: typeName), isSubtype(owner, of: "UIView") else { return nil }
        if let labels, let signature = member(name, of: owner)?.signature, let theirs = signatureLabels(signature),
           theirs.count != labels.count {
            return nil
        }
        guard !e.classIsGuessed(view) else { return nil }
        return e.fail("\(article(typeName)) does not answer '\(name)' (it is \(owner)'s): Objective-C sends the message when the "
            + "line runs, and UIKit stops the app with 'unrecognized selector sent to instance'; a cast such as "
            + "(\(owner) *) does not change what the view is", at: range,
            hint: "make the view a \(owner) where it is made (a controller's in loadView: self.view = [[\(owner) alloc] "
                + "initWithFrame:…]), or add a \(owner) as a subview")
    }

    /// An app's own localization helper on a string (`"Start".localized`, `"title".localized()`,
    /// `localizedString`): Swift has none, so it is the app's extension, which looks the string
    /// up in the app's tables. None is in the paste: the string itself is the text, as
    /// `NSLocalizedString` gives its key when no table has it. Nil for any other member.
    static func localizationKey(_ name: String, of base: Value, _ e: inout Evaluator) -> Value? {
        guard case .string(let key) = base, name.lowercased().hasPrefix("locali") else { return nil }
        e.note("'\(name)' is not in the paste (the app's own localization helper): \"\(key)\" is the text, as a string with no "
            + "translation shows its key")
        return base
    }

    /// The app's own setter of a label's, button's or field's text (`title.setLabel(text: "Sign in")`,
    /// `button.configure(title: "Go", fontSize: 15)`), not in the paste: the text it is given is
    /// set, and a font size given with it, with a note — what else it sets is the app's. Nil for
    /// other names, views and arguments.
    static func appTextSetter(_ name: String, _ base: Value, _ args: [EvaluatedArgument], of typeName: String,
                              _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value? {
        let isLabel = isSubtype(typeName, of: "UILabel"), isButton = isSubtype(typeName, of: "UIButton")
        let isField = isSubtype(typeName, of: "UITextField") || isSubtype(typeName, of: "UITextView")
        guard isLabel || isButton || isField, name.hasPrefix("set") || name.hasPrefix("configure") || name.hasPrefix("update") else { return nil }
        let textLabels: Set<String> = ["text", "title", "string", "label", "placeholder"]
        guard let given = args.first(where: { $0.label.map(textLabels.contains) ?? false }), case .string(let text) = given.value else { return nil }
        if isButton {
            let state = EvaluatedArgument(label: "for", value: .enumCase("normal"), range: given.range, expr: .implicitMember("normal", given.range))
            _ = try call(base, "setTitle", [given, state], trailing: nil, &e, nameRange: given.range, range: given.range)
        } else {
            try set(base, given.label == "placeholder" ? "placeholder" : "text", given.value, &e, nameRange: given.range, range: given.range)
        }
        var said = "its text \"\(text)\""
        if let size = args.first(where: { ($0.label ?? "").lowercased().hasSuffix("size") }), case .number(let points) = size.value,
           points > 0, points <= 10_000 {
            let font = Value.font(points)
            if isButton {
                if let label = try? get(base, "titleLabel", &e, nameRange: size.range, range: size.range), case .view = label {
                    try set(label, "font", font, &e, nameRange: size.range, range: size.range)
                }
            } else {
                try set(base, "font", font, &e, nameRange: size.range, range: size.range)
            }
            said += " in \(e.describeFont(font))"
        }
        e.note("'\(name)(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")' is the app's own (\(typeName) has none, not in the paste): "
            + "taken to set \(said), as its arguments say; what else it sets is the app's")
        return .void
    }

    /// The font an `addAttributes(_:range:)` or `addAttribute(.font, value:range:)` call gives.
    /// The line spacing and heights of the paragraph style an attribute call gives
    /// (`addAttribute(.paragraphStyle, value: style, range: …)`, `addAttributes([.paragraphStyle: style], …)`).
    static func attributeParagraph(_ args: [EvaluatedArgument], _ e: Evaluator) -> ParagraphLines? {
        if let value = args.named("value")?.value, let lines = paragraphLines(value, e.swift.objects) { return lines }
        if case .dictionary(let entries)? = args.first?.value {
            return entries.lazy.compactMap { paragraphLines($0.value, e.swift.objects) }.first
        }
        return nil
    }

    /// Whether a range written as `NSMakeRange(2, 1)` or `NSRange(location: 2, length: 1)` plainly
    /// covers only part of `text`: a location past 0, or a length shorter than the text, in
    /// numbers written out. A range of the text's own length (`text.length`) is the whole.
    static func rangeIsPartial(_ expr: Expr, of text: String) -> Bool {
        guard case .call(.identifier(let function, _), let arguments, nil, _) = expr,
              ["NSMakeRange", "NSRange", "NSRangeMake"].contains(function), arguments.count == 2 else { return false }
        func literal(_ e: Expr) -> Double? { if case .number(let n, _, _) = e { n } else { nil } }
        if let location = literal(arguments[0].value), location > 0 { return true }
        if let length = literal(arguments[1].value), Int(length) < text.utf16.count { return true }
        return false
    }

    /// `addAttribute(.kern, value: 1.4, range: …)`, `addAttributes([.kern: 1.4], range: …)`.
    static func attributeKern(_ args: [EvaluatedArgument]) -> Double? {
        if let value = args.named("value")?.value, let key = args.first?.value, isKernKey(key), case .number(let n) = value { return n }
        if case .dictionary(let entries)? = args.first?.value { return attributeKern(entries) }
        return nil
    }

    static func attributeFont(_ args: [EvaluatedArgument]) -> Value? {
        // (Whatever the key reads as, `.font` or Objective-C's `NSFontAttributeName`: only the font
        // attribute takes a font.)
        if let value = args.named("value")?.value, case .font = value { return value }
        if case .dictionary(let entries)? = args.first?.value {
            return entries.first(where: { if case .font = $0.value { true } else { false } })?.value
        }
        return nil
    }

    /// Swift's own value types (`String`, `Array`, the numbers): a member of theirs Layoutbook
    /// does not know, and that is no misspelling of one it does, is real Swift, and skipped.
    static func isStandardValueType(_ typeName: String) -> Bool {
        ["String", "Array", "Set", "Dictionary", "Bool", "CGFloat", "Int", "UInt", "Double", "Float", "TimeInterval", "Int8", "Int16", "Int32",
         "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger", "CFloat", "CDouble"].contains(typeName)
            || cWholeNumberTypes.contains(typeName)
    }

    /// Whether `name` on a view is the app's own `addSubviews(…)` helper, which UIKit lacks: that
    /// name, or one that adds that it readies the views for Auto Layout
    /// (`addSubviewsForAutolayout(_:)`, `addSubviewEnablingAutoLayout(_:)`, or with the words the
    /// other way round, `addAutolayoutSubview(_:)`; or says how many, `addMultipleSubviews(_:)`)
    /// — such helpers add the views and turn their
    /// masks off, nothing more. Other suffixes (`addSubviewWithFade`) may do more, and stay unknown.
    /// The app's `add(_ views: UIView...)` (or `addView`, `addViews`; or `add(subview:)`) on a
    /// view, given only views: UIKit has none, and such helpers add each view, readied for
    /// constraints.
    static func isAppAdd(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, of typeName: String) -> Bool {
        guard ["add", "addView", "addViews"].contains(name), trailing == nil, !args.isEmpty, isSubtype(typeName, of: "UIView") else {
            return false
        }
        return args.allSatisfy { a in
            guard a.label.map(["subview", "subviews", "view", "views"].contains) ?? true else { return false }
            switch a.value {
            case .view: return true
            case .array(let items): return !items.isEmpty && items.allSatisfy { if case .view = $0 { true } else { false } }
            default: return false
            }
        }
    }

    /// The app's `add(subview: v) { view, superview in [constraints] }` (or `addSubview(v) { … }`):
    /// a helper that adds the view and activates the constraints its closure makes.
    static func isAppAddSubviewWithClosure(_ name: String, labels: [String?], trailing: Value?) -> Bool {
        guard ["add", "addSubview"].contains(name), labels.count == 1, [nil, "subview", "view"].contains(labels[0]),
              case .closure? = trailing else { return false }
        return true
    }

    /// The app's own `addFillingSubview(_:edgeInsets:)`, `addPinnedSubview(_:)` on a view, not in
    /// the paste: by its name it adds the view and pins its four edges to the receiver's, inset
    /// as given. True when the call was one and was carried out.
    static func appFillingAdd(_ name: String, on base: Value, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                              at range: SourceRange) throws(Interrupt) -> Bool {
        let lowered = name.lowercased()
        guard case .view(let parentName) = base, let first = args.first, first.label == nil, case .view(let child) = first.value,
              lowered.hasPrefix("add"), lowered.hasSuffix("subview"), ["fill", "pin", "edge"].contains(where: lowered.contains),
              e.extensionFunction(name, of: e.viewClass(of: parentName), accepting: nil) == nil else { return false }
        try e.addSubview(base, .view(child), at: range)
        let childName = e.viewName(child)
        try e.setProperty(childName, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)),
                          at: range)
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        for case .insets(let given, _) in args.dropFirst().map(\.value) { insets = given }
        for (edge, inset): (LayoutAttribute, Double) in [(.top, insets.top), (.left, insets.left), (.bottom, -insets.bottom),
                                                         (.right, -insets.right)] {
            _ = try e.tinyConstraint(childName, edge, to: .view(parentName), edge, [], constant: inset, at: range)
        }
        e.note("'\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))' is the app's own (not in the paste): by its name "
            + "taken to add the view and pin its four edges to \(e.viewName(parentName) == "root" ? "view" : e.viewName(parentName))'s, "
            + "inset as given, as such helpers do")
        return true
    }

    /// The app's own helper that adds a child view controller (`add(child: player)`,
    /// `add(vc, below: toolbar)`, `embed(_:in:)`, `addChild(vc, to: container)`), on a view
    /// controller, not in the paste: by its name and arguments it does what such helpers do —
    /// UIKit's `addChild`, then the child's view added to the view given (`in:`, `to:`, `into:`),
    /// else the controller's own, under the view given as `below:` when there is one. It places
    /// nothing: the code's own constraints (or the view's frame) do. True when the call was one.
    static func appChildAdd(_ name: String, on base: Value, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                            at range: SourceRange) throws(Interrupt) -> Bool {
        let lowered = name.lowercased()
        guard case .object(let id) = base, let className = e.swift.objects[id]?.className, e.isController(className),
              ["add", "embed", "attach", "install"].contains(where: lowered.hasPrefix), !lowered.contains("subview"),
              let first = args.first, case .object(let childID) = first.value,
              let childClass = e.swift.objects[childID]?.className, e.isController(childClass),
              // UIKit's own `addChild(_:)` adds no view.
              !(["addchild", "addchildviewcontroller"].contains(lowered) && args.count == 1) else { return false }
        _ = try call(base, "addChild", [EvaluatedArgument(label: nil, value: first.value, range: first.range, expr: first.expr)],
                     trailing: nil, &e, nameRange: range, range: range)
        let childView = try get(first.value, "view", &e, nameRange: range, range: range)
        var container = try get(base, "view", &e, nameRange: range, range: range)
        var containerWord = "the controller's view"
        for given in args.dropFirst() where ["in", "to", "into", "container", "containerView", "inView", "toView", "on"].contains(given.label ?? "") {
            if case .view = given.value {
                container = given.value
                containerWord = "the view given"
            }
        }
        if let below = args.first(where: { $0.label == "below" || $0.label == "belowSubview" }), case .view = below.value {
            _ = try call(container, "insertSubview", [EvaluatedArgument(label: nil, value: childView, range: range, expr: first.expr),
                                                      EvaluatedArgument(label: "belowSubview", value: below.value, range: below.range, expr: below.expr)],
                         trailing: nil, &e, nameRange: range, range: range)
        } else {
            try e.addSubview(container, childView, at: range)
        }
        e.note("'\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))' is the app's own (not in the paste): by its name taken to add "
            + "the child view controller and its view to \(containerWord), as such helpers do; its place is the code's constraints' or frame's")
        return true
    }

    /// Whether a method's name says it gives a length (`separatorLineHeight(of:)`,
    /// `defaultSpacing()`): a number, not a view, whatever it is bound to.
    static func namesLength(_ name: String) -> Bool {
        // (`spacerWithHeight:` is a spacer's factory, a view of that height.)
        guard !name.lowercased().contains("spacer") else { return false }
        return ["Height", "Width", "Spacing", "Margin", "Inset", "Padding", "Offset", "Radius", "Thickness", "Length"]
            .contains { name.hasSuffix($0) } || ["height", "width", "spacing", "margin", "padding"].contains(name)
    }

    static func isAppAddSubviews(_ name: String, of typeName: String) -> Bool {
        let lower = name.lowercased()
        func helper(_ stem: String) -> Bool {
            if lower.hasPrefix(stem) {
                var rest = lower.dropFirst(stem.count)
                if rest.hasPrefix("s") { rest = rest.dropFirst() }
                return rest.isEmpty ? lower != stem : rest.contains("autolayout")
            }
            // `addAutolayoutSubview`: "add", then what it readies the view for, then the view.
            let noun = stem.dropFirst(3)
            return lower.hasPrefix("add") && lower.contains("autolayout") && (lower.hasSuffix(noun) || lower.hasSuffix(noun + "s"))
        }
        if helper("addarrangedsubview") { return isSubtype(typeName, of: "UIStackView") }
        // `addArrangedView(_:)`, `addArrangedViews(_:)`: the app's name for UIKit's, which it has not.
        if lower == "addarrangedview" || lower == "addarrangedviews" { return isSubtype(typeName, of: "UIStackView") }
        // `setSubviewForAutoLayout(_:)`, `setSubviewsForAutoLayout(_:)`: another verb, the same helper.
        // (Not `setSubviews()`, an app's usual name for building its own.)
        let setForAutoLayout = lower.hasPrefix("setsubview") && lower.contains("autolayout")
        // `addMultipleSubviews(a, b)`, `addAllSubviews(_:)`: how many it adds, between the words.
        let counted = ["multiple", "many", "several", "all", "bulk"].contains { lower == "add\($0)subviews" || lower == "add\($0)subview" }
        return (helper("addsubview") || setForAutoLayout || counted) && isSubtype(typeName, of: "UIView")
    }

    /// Whether the app's own helper `name` (see ``isAppAddSubviews(_:of:)``) arranges the views
    /// in a stack view rather than adding them.
    static func isAppAddArrangedSubviews(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("add") && (lower.contains("arrangedsubview") || lower.contains("arrangedview"))
    }

    /// The member of `typeName` whose name `name` likely misspells; for a call with `arity`
    /// arguments, only a method that takes that many (`addSubViews(a, b, c)`, the app's own
    /// helper, is no misspelt `addSubview(_:)`).
    static func closestMember(to name: String, of typeName: String, arity: Int? = nil, property: Bool = false) -> String? {
        // The app's own helper, taken for what it does where it is called (see ``call``).
        if isAppAddSubviews(name, of: typeName) { return nil }
        guard let suggestion = Suggestion.closest(to: name, in: memberNames(of: typeName)) else { return nil }
        // A name of other words is the app's own helper, not a misspelling: `alignSubview(_:)`
        // beside FLK's `alignToView(_:)` is two words to its three.
        if differsInWords(name, suggestion) { return nil }
        // A method three or more letters from UIKit's (`addArrangedView` beside
        // `addArrangedSubview`) is the app's own, skipped where it runs: a typo is a letter or two.
        if !property, Suggestion.editDistance(Array(name.lowercased().unicodeScalars),
                                              Array(suggestion.lowercased().unicodeScalars)) >= 3 {
            return nil
        }
        // A plain word beside a layout library's name that adds a capitalised part to it (`fill`
        // beside Stevia's `fillH`) is the app's own helper: the word is whole, not misspelt.
        if isWordBesideLibraryName(name, suggestion) { return nil }
        // A setter of the app's own is no misspelling of the member it sets (`setStyle(.title3)`
        // beside Stevia's `style`).
        if name.count > 3, name.hasPrefix("set"), name.dropFirst(3).lowercased() == suggestion.lowercased() { return nil }
        if let arity, let m = member(suggestion, of: typeName), m.signature.contains("("),
           m.signature.filter({ $0 == ":" }).count != arity {
            return nil
        }
        // A call is no misspelt property (`rounded()` is the app's own method, not `bounds`).
        if arity != nil, let m = member(suggestion, of: typeName), !m.signature.contains("("), m.call == nil { return nil }
        // Nor is a property read or set a misspelt method (`label.content = .empty` is the app's
        // own property, not `convert(_:to:)`).
        if property, let m = member(suggestion, of: typeName), m.signature.contains("("), m.get == nil, m.set == nil { return nil }
        // `card.heigth` beside Stevia's capitalised `Height` (a layout term): a lower-case
        // property misspelt is the view's frame's.
        if property, name.first?.isLowercase == true, suggestion.first?.isUppercase == true,
           ["width", "height"].contains(suggestion.lowercased()), isSubtype(typeName, of: "UIView") {
            return "frame.size." + suggestion.lowercased()
        }
        return suggestion
    }

    /// Whether `typed` is a plain lowercase word and `known` a layout library's member that is
    /// that word with a capitalised part added (`fill` and Stevia's `fillH`).
    static func isWordBesideLibraryName(_ typed: String, _ known: String) -> Bool {
        guard typed.count >= 3, typed.allSatisfy(\.isLowercase), known.count > typed.count, known.hasPrefix(typed),
              known[known.index(known.startIndex, offsetBy: typed.count)].isUppercase else { return false }
        return layoutLibraryMemberNames.contains(known)
    }

    /// The names layout libraries add to UIView (``layoutLibraryViewMembers``).
    static let layoutLibraryMemberNames: Set<String> = Set(layoutLibraryViewMembers.map(\.name))

    /// Whether two camel-case names are made of a different number of words, both written in
    /// plain camel case (no prefix with an underscore) and more than one letter apart: a typo keeps its words (`widht`, `backgroundcolor`,
    /// `setTitleColour`), while `alignSubview` and `alignToView` are names of their own.
    static func differsInWords(_ typed: String, _ known: String) -> Bool {
        func words(_ s: String) -> Int { 1 + s.dropFirst().filter(\.isUppercase).count }
        // Prefixed names (`ND_Widht`, `snp_width`) are split otherwise; only plain camel case counts.
        guard !typed.contains("_"), !known.contains("_"), typed.first?.isLowercase == true,
              typed.dropFirst().contains(where: \.isUppercase), typed.lowercased() != known.lowercased(),
              Suggestion.editDistance(Array(typed.lowercased().unicodeScalars), Array(known.lowercased().unicodeScalars)) > 1 else { return false }
        return words(typed) != words(known)
    }

    /// UIKit views drawn as plain views, whose own members (a picker's `dataSource`, a search
    /// bar's `delegate`) are skipped, never taken for a sibling class's of the same name.
    static let plainDrawnViews = ["UIWebView", "UIPickerView", "UIDatePicker", "UISearchBar", "UIToolbar",
                                  "UINavigationBar", "UITabBar"]

    /// The plain-drawn UIKit view a type is or derives from, if any.
    static func plainDrawnView(_ typeName: String) -> String? {
        plainDrawnViews.first { isSubtype(typeName, of: $0) }
    }

    static func article(_ typeName: String) -> String {
        switch typeName {
        case "ConstraintMaker": "SnapKit's maker"
        case "ConstraintMakerChain": "a SnapKit constraint"
        case "ConstraintViewDSL": "'snp'"
        case "NSLayoutAnchor": "an anchor"
        default: "'\(typeName)'"
        }
    }

    // MARK: - Conversions

    /// The flexbox libraries' members on a view, and the library each belongs to.
    static let flexboxLibraries = ["flex": "FlexLayout", "yoga": "YogaKit", "configureLayout": "YogaKit"]

    /// `UIConstants.Fonts.SmallerFont`, `UIConstants.Layout.Padding`: a capitalised static constant
    /// of the app's own constants type, not in the paste, read as a nested type's name. Where a
    /// value is set or asked for, it is that constant, as a lowercase one is (`.enumCase`).
    static func appConstant(_ value: Value, _ e: inout Evaluator) -> Value {
        guard let path = appConstantPath(value, &e), let last = path.split(separator: ".").last else { return value }
        return .enumCase(String(last))
    }

    /// `UIConstants.DefaultPadding`, `UIViewController.HEADER_RATIO`: a capitalised member read as
    /// a nested type, of a type the paste lacks or of a UIKit type, that is no type Layoutbook
    /// knows: the app's own constant (of its constants type, or its extension of UIKit's). Its
    /// path, or nil for any other value.
    static func appConstantPath(_ value: Value, _ e: inout Evaluator) -> String? {
        guard case .type(let path) = value, path.contains("."), types[path] == nil, e.swift.types[path] == nil,
              let root = path.split(separator: ".").first.map(String.init), e.swift.types[root] == nil,
              let last = path.split(separator: ".").last, !enumTypes.contains(path) else { return nil }
        // A UIKit type's nested type Layoutbook has no table for (`UIView.ContentMode`) is a type:
        // only a name no Swift type is written as (`HEADER_RATIO`, all capitals) or one a
        // UIKit type of the paste's own extension declares is the app's constant there.
        if types[root] != nil {
            let written = String(last)
            guard written.uppercased() == written || e.extensionMembers(for: root).contains(where: {
                if case .variable(let v) = $0 { v.name == written } else { false }
            }) else { return nil }
        }
        return path
    }

    static func number(_ value: Value, _ e: inout Evaluator, at range: SourceRange, what: String = "a number") throws(Interrupt) -> Double {
        let value = appConstant(value, &e)
        switch value {
        case .number(let n), .priority(let n): return n
        case .font(let n, _, _): return n
        case .opaque(let text):
            return e.placeholderNumber(for: text)
        // Swift 3's `allZeros` (BitwiseOperations: an Int's 0), written where a number is expected
        // (`CGSize(width: .allZeros, height: 200)`).
        case .enumCase("zero"), .enumCase("allZeros"): return 0
        // An instance variable of the header the paste lacks, read before the app sets it
        // (`CGFloat padding;`): Objective-C's storage starts at 0, which nil is.
        case .none where e.session.runsObjectiveC: return 0
        case .enumCase(let name):
            // `CGSize(width: w, height: .greatestFiniteMagnitude)`: the number type's own static,
            // written as an implicit member where a number is expected.
            if let get = staticMember(name, of: "CGFloat")?.get, case .number(let n) = try get(&e, value, range) { return n }
            // `constant: .cardSpacing`, `UIConstants.barHeight`, `stack.spacing = UIFactory.Theme.Spacing.l`:
            // a static constant of the app's own (a CGFloat extension, a constants type the paste
            // lacks), wherever a number is asked for — a spacing as much as a constant.
            e.unknownReads += 1
            e.note("'.\(name)' is not in the paste (the app's own constant): 0 is used in its place")
            return 0
        default: throw e.fail("expected \(what), found \(value.kindName)", at: range)
        }
    }

    /// A whole number for an index, a count or a position: a fraction, NaN, an infinity or a
    /// number beyond 2^53 is an error here, where `Int(x)` would stop the program.
    static func whole(_ value: Value, _ e: inout Evaluator, at range: SourceRange, what: String = "a whole number") throws(Interrupt) -> Int {
        let n = try number(value, &e, at: range, what: what)
        guard let i = Int(wholeNumber: n) else {
            throw e.fail("expected \(what), found \(NumberText.describe(n))", at: range)
        }
        return i
    }

    static func bool(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Bool {
        // Objective-C's BOOL is a number: `hidden = 0`, `translatesAutoresizingMaskIntoConstraints = 1`.
        if case .number = value, let c = e.cTruth(value) { return c }
        switch value {
        case .bool(let b): return b
        case .opaque: return true
        default: throw e.fail("expected true or false, found \(value.kindName)", at: range)
        }
    }

    static func rect(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Rect {
        switch value {
        case .rect(let r): return r
        case .enumCase("zero"): return Rect(x: 0, y: 0, width: 0, height: 0)
        case .opaque(let text):
            e.note("'\(text)' is not in the paste: a zero rect is used in its place")
            return Rect(x: 0, y: 0, width: 0, height: 0)
        // A structure a message to nil answered (`[nil convertRect:…]`): zeros, in Objective-C.
        case .none where e.session.runsObjectiveC: return Rect(x: 0, y: 0, width: 0, height: 0)
        case .enumCase(let name):
            appConstantStruct(name, "a zero rect is", &e)
            return Rect(x: 0, y: 0, width: 0, height: 0)
        default: throw e.fail("expected a CGRect, found \(value.kindName)", at: range)
        }
    }

    static func size(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Size {
        switch value {
        case .size(let s): return s
        case .enumCase("zero"): return Size(width: 0, height: 0)
        case .opaque(let text):
            e.unknownReads += 1
            e.note("'\(text)' is not in the paste: a zero size is used in its place")
            return Size(width: 0, height: 0)
        // A structure a message to nil answered (`[nil convertRect:…]`): zeros, in Objective-C.
        case .none where e.session.runsObjectiveC: return Size(width: 0, height: 0)
        case .enumCase(let name):
            e.unknownReads += 1
            appConstantStruct(name, "a zero size is", &e)
            return Size(width: 0, height: 0)
        default: throw e.fail("expected a CGSize, found \(value.kindName)", at: range)
        }
    }

    static func point(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Point {
        switch value {
        case .point(let p): return p
        case .enumCase("zero"): return Point(x: 0, y: 0)
        case .opaque: return Point(x: 0, y: 0)
        // A structure a message to nil answered (`[nil convertRect:…]`): zeros, in Objective-C.
        case .none where e.session.runsObjectiveC: return Point(x: 0, y: 0)
        case .enumCase(let name):
            appConstantStruct(name, "a zero point is", &e)
            return Point(x: 0, y: 0)
        default: throw e.fail("expected a CGPoint, found \(value.kindName)", at: range)
        }
    }

    /// `directionalLayoutMargins = UIMetrics.TableView.rowViewLayoutMargins`, `frame = .cardFrame`:
    /// a static constant of the app's own (an extension of the geometry type, a constants type
    /// the paste lacks), where a rect, size, point or insets is asked for: zeros, said in a note,
    /// as for a number.
    static func appConstantStruct(_ name: String, _ zeros: String, _ e: inout Evaluator) {
        e.note("'.\(name)' is not in the paste (the app's own constant): \(zeros) used in its place")
    }

    static func insets(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> EdgeInsets {
        switch value {
        case .insets(let i, _): return i
        case .enumCase("zero"): return .zero
        case .number(let n): return EdgeInsets(top: n, left: n, bottom: n, right: n)
        case .opaque: return .zero
        case .enumCase(let name):
            appConstantStruct(name, "zero insets are", &e)
            return .zero
        default: throw e.fail("expected UIEdgeInsets, found \(value.kindName)", at: range)
        }
    }

    static func string(_ value: Value, _ e: inout Evaluator, at range: SourceRange, placeholderFor what: String) throws(Interrupt) -> String {
        let value = appConstant(value, &e)
        switch value {
        case .string(let s): return s
        case .opaque(let text):
            // `state.body` of a type the paste declares, on a value the app gives (`init(state:)`):
            // the type is in the paste; which value the app gives is not.
            let root = String(text.prefix { $0 != "." && $0 != "(" })
            if e.swift.types[root] != nil, text.count > root.count {
                e.note("'\(text)' is read from a \(root) the app gives, not in the paste: \(what) shows the placeholder text '\(text)'")
            } else {
                e.note("'\(text)' is not in the paste: \(what) shows the placeholder text '\(text)'")
            }
            return text
        case .none: return ""
        case .number: return e.describe(value)
        case .enumCase(let name):
            // `label.text = UIBankTextCollection.task`, `.title`: no UIKit case is a text, so it is
            // a static string of the app's own, not in the paste.
            e.note("'.\(name)' is not in the paste (the app's own text constant): \(what) shows the placeholder text '\(name)'")
            return name
        default: throw e.fail("expected a string, found \(value.kindName)", at: range)
        }
    }

    /// A priority as UIKit counts it, from a number, a priority value or a name.
    static func priority(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Double {
        switch value {
        case .priority(let n), .number(let n): return n
        case .enumCase(let name):
            if let n = priorityNames[name] { return n }
            let suggestion = Suggestion.closest(to: name, in: priorityNames.keys.sorted())
            guard suggestion == nil, !e.session.runsObjectiveC else {
                throw e.fail("unknown priority '.\(name)'", at: range, suggestion: suggestion)
            }
            // `.justBelowMax`, no misspelling of UIKit's names: the app's own constant, an
            // extension of UILayoutPriority the paste does not hold.
            if let (n, said) = appPriorityByName(name) {
                e.note("'.\(name)' is not in the paste (the app's own priority): taken as \(Session.number(n)), as its name says "
                       + "(\(said)); the app's own value may differ")
                return n
            }
            e.note("'.\(name)' is not in the paste (the app's own priority): priority 1000 (required) is used in its place")
            return 1000
        case .opaque(let text):
            if let last = text.split(separator: ".").last, let (n, said) = appPriorityByName(String(last)) {
                e.note("'\(text)' is not in the paste: taken as priority \(Session.number(n)), as its name says (\(said)); the app's own value may differ")
                return n
            }
            e.note("'\(text)' is not in the paste: priority 1000 (required) is used in its place")
            return 1000
        default: throw e.fail("expected a priority, found \(value.kindName)", at: range)
        }
    }

    /// The value an app's own priority name says (`.almostRequired`, `.nearlyRequired`,
    /// `.justBelowMax` 999; `.lowest`, `.lowPriority` 250; `.highPriority` 750; `.medium` 500;
    /// `.fitting` 50), and what in it says so; nil for a name that says none (`.cardStack`),
    /// taken as required. An app names a priority below required far more often than required
    /// itself, which it would write as `.required`.
    static func appPriorityByName(_ name: String) -> (Double, String)? {
        // The name's words, as camel case and digits split it: `justBelowMax` is just, below, max.
        var words: [String] = []
        for c in name {
            let startsWord = words.isEmpty || c.isUppercase || (c.isNumber != (words.last?.last?.isNumber ?? false)) || c == "_"
            if c == "_" { words.append(""); continue }
            if startsWord { words.append("") }
            words[words.count - 1].append(Character(c.lowercased()))
        }
        let has = { (options: [String]) in options.first(where: words.contains) }
        if words.contains("999") { return (999, "999") }
        if let below = has(["almost", "nearly", "near", "below", "less", "not", "non", "optional"]),
           let top = has(["required", "max", "maximum"]) {
            return (999, "\(below) \(top)")
        }
        if has(["fitting"]) != nil { return (50, "fitting") }
        if let word = has(["low", "lower", "lowest"]) { return (250, word) }
        if let word = has(["medium", "mid"]) { return (500, word) }
        if let word = has(["high", "higher", "highest"]) { return (750, word) }
        return nil
    }

    static let priorityNames: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "high": 750, "medium": 500, "defaultLow": 250, "low": 250,
        "fittingSizeLevel": 50, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
        "dragThatCannotResizeScene": 490,
    ]

    /// A priority as the session's commands take it.
    static func priorityNode(_ value: Double, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Priority {
        guard value.isFinite else { throw e.fail("a priority must be a finite number", at: range) }
        // The session checks the range, with UIKit's rule, when the constraint is made.
        return Priority(kind: .number(Evaluator.literal(value, range)), range: range)
    }

    /// `.top`, `.Top`, `NSLayoutAttribute.top`: a layout attribute named as an enum case.
    static func attribute(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> LayoutAttribute? {
        // `attribute:0`: NSLayoutAttribute's raw value, as C code passes it (0 is no attribute).
        if case .number(let n) = value, n == n.rounded(), let raw = Int(exactly: n) {
            if raw == 0 { return nil }
            if let numbered = Attribute(nsLayoutAttribute: raw) { return try attribute(.enumCase(numbered.rawValue), &e, at: range) }
        }
        guard case .enumCase(var name) = value else { throw e.fail("expected an attribute such as .top, found \(value.kindName)", at: range) }
        if let first = name.first, first.isUppercase { name = first.lowercased() + name.dropFirst() }
        if name == "notAnAttribute" { return nil }
        if name == "leadingMargin" || name == "trailingMargin" || name == "leftMargin" || name == "rightMargin" {}
        if let attribute = LayoutAttribute(rawValue: name) { return attribute }
        if name == "baseline" { return .lastBaseline }
        throw e.fail("unknown attribute '.\(name)'", at: range,
                     suggestion: Suggestion.closest(to: name, in: LayoutAttribute.allCases.map(\.rawValue)))
    }

    static func relation(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> RelationKind {
        // `relatedBy:0`: NSLayoutRelation's raw values, −1 at most, 0 equal, 1 at least.
        if case .number(let n) = value {
            switch n {
            case -1: return .lessThanOrEqual
            case 0: return .equal
            case 1: return .greaterThanOrEqual
            default: break
            }
        }
        guard case .enumCase(let name) = value else { throw e.fail("expected .equal, .lessThanOrEqual or .greaterThanOrEqual", at: range) }
        switch name.lowercased() {
        case "equal": return .equal
        case "lessthanorequal": return .lessThanOrEqual
        case "greaterthanorequal": return .greaterThanOrEqual
        default: throw e.fail("unknown relation '.\(name)'", at: range, suggestion: Suggestion.closest(to: name, in: ["equal", "lessThanOrEqual", "greaterThanOrEqual"]))
        }
    }

    /// What a presented controller's `viewWillTransition(to:with:)` and `willTransition(to:with:)`
    /// are given as their coordinator, whose `animate(alongsideTransition:completion:)` runs its blocks.
    static let transitionCoordinator = "UIViewControllerTransitionCoordinator"

    /// A member written without its type (`.zero`, `.required`, `.vertical`).
    static func implicitMember(_ name: String) -> Value {
        if let n = priorityNames[name] { return .priority(n) }
        // `-.pi / 2`, `2 * .pi`: CGFloat's (and Double's) π.
        if name == "pi" { return .number(Double.pi) }
        return .enumCase(name)
    }

    /// Types whose members are enum cases (`NSLayoutConstraint.Attribute.top`).
    static let enumTypes: Set<String> = [
        "NSLayoutAttribute", "NSLayoutRelation", "NSLayoutConstraint.Attribute", "NSLayoutConstraint.Relation",
        "NSLayoutConstraint.Axis", "UILayoutConstraintAxis", "NSLayoutFormatOptions", "UIControlState", "UIControlEvents",
        "UIViewContentMode", "NSTextAlignment", "UIColor",
        // Swift 2's names of the stack view's enums (`UIStackViewDistribution.FillEqually`).
        "UIStackViewDistribution", "UIStackViewAlignment",
        // Swift 2's names of UIKit's other enums and option sets, their cases capitalised
        // (`[UIViewAutoresizing.FlexibleWidth, UIViewAutoresizing.FlexibleHeight]`).
        "UIViewAutoresizing", "UIRectEdge", "UIRectCorner", "UIViewAnimationOptions", "UIButtonType", "UITableViewStyle",
        "UITableViewCellStyle", "UITableViewCellSelectionStyle", "UITableViewCellAccessoryType", "UITableViewCellSeparatorStyle",
        "UICollectionViewScrollDirection", "UIScrollViewIndicatorStyle", "UIScrollViewKeyboardDismissMode",
        "UIControlContentHorizontalAlignment", "UIControlContentVerticalAlignment", "UITextFieldViewMode", "UITextBorderStyle",
        "UIActivityIndicatorViewStyle", "UIKeyboardType", "UIReturnKeyType", "NSLineBreakMode", "UIBlurEffectStyle",
        "UIImageRenderingMode", "UIBarButtonSystemItem", "UIProgressViewStyle", "UIBarStyle", "UIModalPresentationStyle",
        // PureLayout's, written with their type (`autoPinEdge(ALEdge.top, to: ALEdge.bottom, of: v)`).
        "ALEdge", "ALDimension", "ALAxis", "ALMargin", "ALMarginAxis", "ALAttribute",
    ]

    /// The UIKit class a class factory of the app's own view type makes, told by both names
    /// (`[RowView rowViewWithTitle:@"Store"]`, `BadgeView.badgeView(count:)`): the type's name
    /// says a view and the method's holds the type's last word, as Objective-C's convenience
    /// constructors are named. Nil for any other pair.
    static func ownClassFactory(_ typeName: String, _ method: String) -> String? {
        // `MapViewFactory.createWithFrame(…)`, `CardViewBuilder.make()`: a factory type named for
        // the view it makes, with a method that makes one.
        for suffix in ["Factory", "Builder", "Maker", "Creator", "Generator"] where typeName.hasSuffix(suffix) {
            let made = String(typeName.dropLast(suffix.count))
            guard !made.isEmpty, ["create", "make", "build", "new", "get"].contains(where: method.lowercased().hasPrefix),
                  let className = uikitClass(namedBy: made) ?? (made.hasSuffix("View") ? "UIView" : nil) else { continue }
            return className
        }
        let className = uikitClass(namedBy: typeName) ?? (typeName.hasSuffix("View") ? "UIView" : nil)
        guard let className else { return nil }
        // `CardView.loadFromNib()`, `CardView.make()`, `BadgeView.instantiate()`: the type's own
        // factory of itself.
        let lower = method.lowercased()
        if ["loadfromnib", "fromnib", "loadnib", "instancefromnib", "loadfromxib", "fromxib", "nib", "instantiate", "make",
            "create", "new", "build"].contains(where: { lower == $0 || lower.hasPrefix($0 + "with") })
            || lower.hasPrefix("loadfrom") || lower.hasPrefix("instantiatefrom") {
            return className
        }
        let word = typeName[(typeName.lastIndex(where: \.isUppercase) ?? typeName.startIndex)...]
        if lower.contains(word.lowercased()) { return className }
        // `[FancyLabel fancyWithColor:…]`, `[TTTAttributedLabel attributedWithLinkColor:…]`: a
        // convenience constructor named by another word of the class's name, then `With…`.
        let first = method.prefix { $0.isLowercase }
        guard first.count >= 3, method.dropFirst(first.count).hasPrefix("With") else { return nil }
        var words: [String] = []
        for c in typeName {
            if c.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(c)
        }
        return words.contains { $0.lowercased() == first } ? className : nil
    }

    /// The closure of the app's own Kotlin-style scope function on a view or object, not in the
    /// paste (`UILabel().apply { this in … }`, `.also { $0.… }`): a name such helpers have and one
    /// closure as its only argument. Nil for anything else, so event handlers (`onTap { … }`)
    /// stay unrun.
    static func appScopeFunctionClosure(_ name: String, _ base: Value, _ args: [EvaluatedArgument], _ trailing: Value?) -> Value? {
        guard ["apply", "also", "with", "configure", "configured"].contains(name) else { return nil }
        switch base {
        case .view, .object: break
        default: return nil
        }
        let closure: Value
        if let trailing, args.isEmpty {
            closure = trailing
        } else if trailing == nil, args.count == 1, args[0].label == nil {
            closure = args[0].value
        } else {
            return nil
        }
        guard case .closure(let c) = closure, c.parameters.count <= 1 else { return nil }
        return closure
    }

    /// The class a method named for a control makes on the app's styling type (`StyleKit.button(with:
    /// "New")`, `Theme.primaryLabel()`): a type whose name says it builds the app's look, and a
    /// method named for what it makes. Nil otherwise (`Strings.label(for:)` gives text).
    /// The app's own static helper on NSLayoutConstraint that activates what it is given
    /// (`NSLayoutConstraint.activateWithoutMasks([…])`, `.activateAll(…)`): a name that says
    /// it activates, and constraints only. They are activated, the masks of the views they
    /// constrain first taken off when the name says so (masks, autoresizing, Auto Layout:
    /// `activateUsingAutoLayout`); nil otherwise.
    static func appActivateHelper(_ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator,
                                  at range: SourceRange) throws(Interrupt) -> Value? {
        let lowered = name.lowercased()
        guard lowered.contains("activate"), !lowered.contains("deactivate"), !args.isEmpty else { return nil }
        var constraints: [Value] = []
        for argument in args {
            switch argument.value {
            case .constraint: constraints.append(argument.value)
            case .array(let items) where items.allSatisfy({ if case .constraint = $0 { true } else { false } }): constraints += items
            default: return nil
            }
        }
        let masks = ["mask", "autoresizing", "translates", "autolayout"].contains(where: lowered.contains)
        if masks {
            for constraint in constraints {
                let key = try constraintKey(constraint, &e, at: range)
                var first: String?
                if case .view(let made) = e.constraintItem(e.definitions(key).first?.first) {
                    first = e.viewName(made)
                } else {
                    // Made while its views wait to be placed: the view its expression names first.
                    switch e.swift.constraints[key] {
                    case .constraint(let node)?: if case .name(let item) = node.first.item { first = item.name }
                    case .item(let node)?: if case .name(let item) = node.first { first = item.name }
                    default: break
                    }
                }
                guard let first else { continue }
                try e.setProperty(first, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            }
        }
        try e.setActive(constraints, true, holder: nil, method: "isActive", at: range)
        e.note("'NSLayoutConstraint.\(name)(…)' is the app's own helper (not in the paste): the constraints it is given are activated"
            + (masks ? ", the masks of the views they constrain taken off first, as its name says" : ""))
        return .void
    }

    static func styleKitClass(_ typeName: String, _ method: String) -> String? {
        guard ["Style", "Kit", "Factory", "Theme", "Builder", "Component", "Design", "Generator", "Creator", "Maker"]
                .contains(where: typeName.contains) else { return nil }
        // `ViewGenerator.getUIImageView(style:)`, `Factory.makeLabel()`: the verb before the class.
        var noun = Substring(method)
        for verb in ["get", "make", "create", "build", "new"] where noun.hasPrefix(verb) {
            if let next = noun.dropFirst(verb.count).first, next.isUppercase { noun = noun.dropFirst(verb.count) }
            break
        }
        guard let first = noun.first else { return nil }
        let named = first.uppercased() + noun.dropFirst()
        if type(named: named) != nil, isSubtype(named, of: "UIView") { return named }
        if let className = uikitClass(namedBy: named) { return className }
        // `Factory.container(id:)`, `Kit.topBar()`: a plain view; a method that styles or sets up
        // what it is given (`Theme.styleHeader(label)`) makes nothing.
        let styles = ["style", "apply", "configure", "setup", "set", "update", "add", "decorate", "customize"]
            .contains(where: method.hasPrefix)
        return named == "View" || (!styles && !named.hasSuffix("View") && namesPlainView(named)) ? "UIView" : nil
    }

    /// A static method of the app's own on UIView that by its name makes an empty view to space
    /// others (`spacer(withHeight:)`, `separator()`, `divider(height:)`).
    static func isSpacerFactory(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["spacer", "separator", "divider"].contains(where: lowered.contains) || lowered.hasPrefix("gap")
    }

    /// The app's own priority helper on a constraint, not in the paste: one priority argument and
    /// a name that says so (`withPriority(999)`, `priority(.defaultHigh)`, `with(priority: 750)`,
    /// `setPriority(_:)`).
    static func isAppPriorityHelper(_ name: String, _ args: [EvaluatedArgument], of typeName: String) -> Bool {
        guard isSubtype(typeName, of: "NSLayoutConstraint"), args.count == 1 else { return false }
        switch args[0].value {
        case .number, .priority: break
        default: return false
        }
        return name.lowercased().contains("priority") || args[0].label == "priority"
    }

    /// What such a priority helper does: sets the constraint's priority to its argument and
    /// returns the constraint; `said` names the helper and why it is the app's, in the note.
    static func appPriorityHelper(_ constraint: String, _ argument: EvaluatedArgument, _ e: inout Evaluator,
                                  said: String) throws(Interrupt) -> Value {
        let p = try priority(argument.value, &e, at: argument.range)
        try e.setConstraintValue(constraint, .priority(try priorityNode(p, &e, at: argument.range)), at: argument.range)
        e.note(said + ": taken to set the constraint's priority to \(Session.number(p)) and return it, as such helpers do")
        return .constraint(constraint)
    }

    /// Classes that are refused with what to write instead.
    static let refusals: [String: String] = [:]

    /// A UIKit, Foundation or Core Graphics type Layoutbook has no table for (`UIColor`,
    /// `NSLayoutAttribute`): its members are cases and constants that change nothing here.
    /// A name in capitals with an underscore (`CACHED_OR`, `UI_SCALE`) is a macro of the app's,
    /// never a type.
    /// Whether a class is Core Animation's (`CALayer`, `CAEmitterCell`, `CABasicAnimation`) or
    /// another framework's layer (`AVPlayerLayer`): an object drawn or animated, never a view.
    static func isCoreAnimationClass(_ name: String) -> Bool {
        (name.hasPrefix("CA") && isFrameworkTypeName(name)) || (name.hasPrefix("AV") && name.hasSuffix("Layer"))
    }

    static func isFrameworkTypeName(_ name: String) -> Bool {
        guard name.count > 2, name.first?.isUppercase == true,
              !(name.contains("_") && !name.contains(where: \.isLowercase)) else { return false }
        return (name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG") || name.hasPrefix("CA"))
            && name.dropFirst(2).first?.isUppercase == true
    }

    /// A name written as Foundation's types are (`NSPadding`, `NSLabel`) that is none of the
    /// Foundation, UIKit or Core Data types apps read members of: the app's own type, prefixed as
    /// some apps prefix theirs.
    static func isAppsOwnNSType(_ name: String) -> Bool {
        guard name.hasPrefix("NS"), isFrameworkTypeName(name), types[name] == nil, !enumTypes.contains(name) else { return false }
        return !appleNSTypes.contains(name)
    }

    /// A name written as UIKit's types are whose rest is a word apps name their constants'
    /// holder by (`UIConstants`, `UIConfig`, `UIMetrics`): none of UIKit's types, the app's own.
    static func isAppsOwnUIType(_ name: String) -> Bool {
        guard name.hasPrefix("UI"), isFrameworkTypeName(name), types[name] == nil, !enumTypes.contains(name) else { return false }
        return appConstantsHolderWords.contains(String(name.dropFirst(2)))
    }

    static let appConstantsHolderWords: Set<String> = [
        "Constants", "Constant", "Const", "Config", "Configs", "Settings", "Style", "Styles", "Theme", "Themes", "Helper",
        "Helpers", "Util", "Utils", "Utility", "Utilities", "Metrics", "Metric", "Dimensions", "Dimension", "Sizes", "Defaults",
        "Colors", "Colours", "Fonts", "Values", "Spacing", "Spacings", "Margins", "Layout", "Layouts", "Measurements",
    ]

    /// Whether a member's name asks a yes-or-no question, as Swift names a Bool
    /// (`isVoiceOverRunning`, `hasNotch`, `shouldReduceMotion`), or names a state a device
    /// setting is in, as UIAccessibility's older ones are (`buttonShapesEnabled`,
    /// `darkerSystemColorsEnabled`, `guidedAccessEnabled`).
    static func isYesNoQuestion(_ name: String) -> Bool {
        ["is", "has", "should", "can", "was", "does"].contains { word in
            name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true
        } || ["Enabled", "Running", "Available", "Supported", "Active"].contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The NS types of Foundation, UIKit and Core Data whose members iOS code reads.
    static let appleNSTypes: Set<String> = [
        "NSArray", "NSAttributedString", "NSAttributedStringKey", "NSBundle", "NSCache", "NSCalendar", "NSCharacterSet", "NSCoder", "NSCollectionLayoutAnchor",
        "NSCollectionLayoutBoundarySupplementaryItem", "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing",
        "NSCollectionLayoutGroup", "NSCollectionLayoutItem", "NSCollectionLayoutSection", "NSCollectionLayoutSize",
        "NSCollectionLayoutSpacing", "NSData", "NSDataDetector", "NSDate", "NSDateComponents", "NSDateFormatter", "NSDecimalNumber",
        "NSDictionary", "NSDiffableDataSourceSnapshot", "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSEntityDescription",
        "NSError", "NSException", "NSFetchRequest", "NSFetchedResultsController", "NSFileManager", "NSIndexPath", "NSIndexSet",
        "NSItemProvider", "NSJSONSerialization", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSLayoutAnchor", "NSLayoutConstraint",
        "NSLayoutDimension", "NSLayoutManager", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSLineBreakMode", "NSLocale", "NSLock",
        "NSManagedObject", "NSManagedObjectContext", "NSMutableArray", "NSMutableAttributedString", "NSMutableDictionary",
        "NSMutableParagraphStyle", "NSMutableSet", "NSMutableString", "NSNotification", "NSNotificationCenter", "NSNull", "NSNumber",
        "NSNumberFormatter", "NSObject", "NSOperation", "NSOperationQueue", "NSParagraphStyle", "NSPersistentContainer",
        "NSPredicate", "NSProcessInfo", "NSProgress", "NSQualityOfService", "NSRange", "NSRegularExpression", "NSRunLoop", "NSSet",
        "NSShadow", "NSSortDescriptor", "NSString", "NSStringDrawingOptions", "NSTextAttachment", "NSTextContainer",
        "NSTextLayoutManager", "NSTextStorage", "NSTextTab", "NSThread", "NSTimeZone", "NSTimer", "NSURL", "NSURLRequest",
        "NSURLSession", "NSUUID", "NSUnderlineStyle", "NSUserActivity", "NSUserDefaults", "NSValue", "NSWritingDirection",
    ]

    /// Foundation and Dispatch types pasted code uses around layout: their values are opaque
    /// and need no note (`DispatchQueue.main.async` runs its closure).
    static let foundationNames: Set<String> = [
        "DispatchQueue", "NotificationCenter", "UserDefaults", "Bundle", "URLSession", "Timer", "Date", "URL",
        "Data", "JSONDecoder", "JSONEncoder", "NSLocalizedString", "Locale", "FileManager", "ProcessInfo",
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "Calendar", "TimeZone",
        "Notification", "OperationQueue", "URLRequest", "PropertyListDecoder", "PropertyListEncoder", "IndexPath",
        "DateComponents", "Measurement", "CharacterSet", "UUID", "RunLoop", "RunLoopMode",
        "DispatchTime", "DispatchWorkItem", "DispatchGroup", "DispatchSemaphore",
        "Decimal", "NSPredicate", "NSRegularExpression",
    ]

    /// UIKit types Layoutbook has no table for and a layout never depends on, whose names are one
    /// or two letters from a type it knows: real names, not misspellings (`UIAction` is not a
    /// misspelt `UIButton`), so their values are opaque, as any other unmodelled framework type's.
    /// A view class of another Apple framework (WebKit's `WKWebView`, MapKit's `MKMapView`,
    /// SpriteKit's `SKView`): one of ``otherFrameworkViews``, or a name with such a framework's
    /// prefix. Its own class, drawn as a plain view, not the app's class named after the UIKit
    /// one its name ends in (`WKWebView` is no `UIWebView`).
    static func isOtherFrameworkViewName(_ name: String) -> Bool {
        otherFrameworkViews[name] != nil || ["WK", "MK", "AV", "SK", "SCN", "MTK", "GLK"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Views of Apple's other frameworks that apps lay out beside UIKit's (`WKWebView`,
    /// `MKMapView`), by the framework that makes them: drawn as plain views under their own name,
    /// never as the UIKit class their name ends in (a `WKWebView` is no `UIWebView`).
    static let otherFrameworkViews: [String: String] = [
        "WKWebView": "WebKit", "MKMapView": "MapKit", "MKAnnotationView": "MapKit", "MKMarkerAnnotationView": "MapKit",
        "MKPinAnnotationView": "MapKit", "SCNView": "SceneKit", "SKView": "SpriteKit", "ARSCNView": "ARKit",
        "ARSKView": "ARKit", "ARView": "RealityKit", "PKCanvasView": "PencilKit", "MTKView": "MetalKit", "GLKView": "GLKit",
        "PHLivePhotoView": "PhotosUI", "PDFView": "PDFKit", "PDFThumbnailView": "PDFKit", "AVRoutePickerView": "AVKit",
        "MPVolumeView": "MediaPlayer", "ASAuthorizationAppleIDButton": "AuthenticationServices", "PKPaymentButton": "PassKit",
        "PKAddPassButton": "PassKit", "CLLocationButton": "CoreLocationUI", "QLPreviewView": "QuickLook",
    ]

    /// Other frameworks' view controllers, standing in as plain ones (SwiftUI's hosting controller).
    static let otherFrameworkControllers: Set<String> = ["UIHostingController"]

    static let unmodelledFrameworkTypes: Set<String> = [
        "UIAction", "UIEvent", "UIMenu", "UICommand", "UIKeyCommand", "UITouch", "UIPress", "UIKey", "UIScene",
        "UIImageAsset", "UIFocusEffect", "UIShape", "UIColorEffect", "CGVector", "UIOffset", "CGAffineTransformComponents",
        "UITab", "UISearchTab", "UITabGroup",
        // UIKit's own controllers whose views Layoutbook does not model: each stands in as the
        // view controller it is, its view a plain view the code places.
        "UIPageViewController", "UISplitViewController", "UISearchController", "UIImagePickerController",
        "UIActivityViewController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
        "UIFontPickerViewController", "UIColorPickerViewController", "UIReferenceLibraryViewController",
        "UIVideoEditorController", "UICloudSharingController", "UIInputViewController",
    ]

    static func viewKind(of base: String) -> UIKitViewClass {
        if isSubtype(base, of: "UIScrollView") && !isSubtype(base, of: "UITextView") { return .scrollView }
        // A text view is laid out as a label with insets (see ControlSizes.textView).
        if isSubtype(base, of: "UILabel") || isSubtype(base, of: "UITextView") { return .label }
        if isSubtype(base, of: "UIImageView") { return .imageView }
        return .view
    }
}
