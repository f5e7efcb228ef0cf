/// A paste that holds only extensions of a controller or view of the app's (the
/// `ProfileViewController+Layout.swift` file apps split their layout into), the class's own file
/// left out: nothing in it makes one, yet its methods are the screen's layout. The class is
/// taken as a plain UIKit class of the kind its name says (a view controller, a view, a cell),
/// presented or shown as a declared one is, and the extension's methods that set the view up
/// and that nothing in the paste calls run where the class is taken to call them — from its
/// `viewDidLoad` for a controller, its `init` for a view — private ones too, as the class's own
/// code calls them.
extension Evaluator {
    /// Declares, for each extension the entry holds of a type nothing declares whose name says a
    /// UIKit class and whose methods build views, that type as a plain subclass of that class.
    /// An extension of one made so by an earlier entry presents it again, with what it adds.
    mutating func declareExtensionOnlyTypes(_ statements: [Stmt], _ frame: Frame) throws(Interrupt) {
        for case .type(let t) in statements where t.kind == .extension {
            let name = t.name
            if swift.extensionOnlyTypes.contains(name) {
                // Its presentation is taken away and made again, with this extension's methods.
                if isController(name), t.members.contains(where: Self.isBuildingMethod), !declaredControllers.contains(name) {
                    declaredControllers.append(name)
                }
                continue
            }
            guard swift.types[name] == nil, Library.type(named: name) == nil, !Library.isFrameworkTypeName(name),
                  Checker.normalized(name) == name, !Self.swiftProtocols.contains(name), !name.contains("."),
                  let standIn = Self.extensionOnlyStandIn(name), t.members.contains(where: Self.isBuildingMethod) else { continue }
            let base = TypeRef(text: standIn, range: t.nameRange)
            let decl = TypeDecl(kind: .class, name: name, inherits: [base], members: [], range: t.range, nameRange: t.nameRange)
            swift.extensionOnlyTypes.insert(name)
            try declareType(decl, frame)
            note("'\(name)' is not in the paste, only its extension: a plain \(standIn) stands in for it, and the extension's "
                 + "methods that set \(standIn == "UIViewController" ? "its view" : "it") up run from its "
                 + (standIn == "UIViewController" ? "viewDidLoad" : "init") + ", as the class is taken to call them")
        }
    }

    /// The UIKit class an extended type's name says it is (`…ViewController`, `…VC`, `…View`,
    /// `…Cell`); nil for any other (a model, a coordinator).
    static func extensionOnlyStandIn(_ name: String) -> String? {
        if name.hasSuffix("Controller") || name.hasSuffix("VC") {
            return name.lowercased().hasSuffix("tabbarcontroller") ? "UITabBarController" : "UIViewController"
        }
        guard name.hasSuffix("View") || name.hasSuffix("Cell") else { return nil }
        return Library.classStandingIn(overriding: [], superclass: name)?.className
    }

    /// A method of an extension that builds views or constraints: an instance method with no
    /// parameters that UIKit does not call itself.
    static func isBuildingMethod(_ member: Stmt) -> Bool {
        guard case .function(let f) = member, !f.isStatic, f.name != "init", f.parameters.isEmpty,
              !f.modifiers.contains(where: { $0 == "@objc" || $0.hasPrefix("@IB") }) else { return false }
        return (buildingCalls + libraryBuildingCalls).contains { builds(with: $0, in: f.body) }
    }

    /// A property the extension's methods read that the class's own file, not in the paste,
    /// declares (`view.addSubview(headerView)`): when its name says a view (`headerView`,
    /// `titleLabel`, `saveButton`), one of the class its name says stands in, kept as the
    /// object's property, as `lazy` views are made at first use; nil for any other name.
    mutating func extensionOnlyProperty(_ name: String, _ frame: Frame, at range: SourceRange) throws(Interrupt) -> Value? {
        guard name.first?.isLowercase == true, let selfValue = frame.selfValue,
              let className = className(of: selfValue), swift.extensionOnlyTypes.contains(className),
              let id = objectID(of: selfValue) else { return nil }
        let viewClass = Self.viewClass(named: name)
        guard viewClass != "UIView" || ["View", "Container"].contains(where: name.hasSuffix) else { return nil }
        let saved = (propertyHint, nameHint)
        (propertyHint, nameHint) = (name, nil)
        defer { (propertyHint, nameHint) = saved }
        let made = try construct(viewClass, [], trailing: nil, at: range, nameRange: range)
        guard case .view = made else { return nil }
        swift.objects[id]?.fields[name] = made
        note("'\(name)' is \(className)'s property, declared with the class, not in the paste: a plain \(viewClass), the class its "
             + "name says, stands in; its own settings are the class's")
        return made
    }
}
