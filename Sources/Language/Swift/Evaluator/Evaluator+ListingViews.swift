/// Views a listing uses but declares elsewhere on its page: answers and tutorials print
/// `scrollView.translatesAutoresizingMaskIntoConstraints = false` and `view.addSubview(scrollView)`
/// with the `let scrollView = UIScrollView()` a paragraph above, or not at all.
extension Evaluator {
    /// A name nothing declared, read at the top level where a view is the only thing that fits —
    /// `x.translatesAutoresizingMaskIntoConstraints = …`, `parent.addSubview(x)` — is a view the
    /// page declared elsewhere: it is made here, outside the hierarchy, of the class its name says
    /// (`scrollView` a UIScrollView, `titleLabel` a UILabel, `stackView` a UIStackView, any other a
    /// UIView), with a note. Nil when the name was not read as undeclared in this entry, is a
    /// near miss of a declared name (a typo, refused), or is read inside a pasted class or function.
    mutating func viewDeclaredElsewhere(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard declaredCodeDepth == 0, name.first?.isLowercase == true,
              let index = undeclared.lastIndex(where: { $0.name == name }), undeclared[index].suggestion == nil,
              session.state.layout.id(of: name) == nil, session.state.detached[name] == nil else { return nil }
        undeclared.remove(at: index)
        let skipped = "skipped '\(name)': it is not in the paste (the app's own code); lines that need it are skipped"
        notes.removeAll { $0 == skipped }
        noted.remove(skipped)
        let className = Self.viewClass(named: name)
        nameHint = name
        let made = try construct(className, [], trailing: nil, at: range, nameRange: range)
        guard case .view(let madeName) = made else { return nil }
        swift.globals[name] = made
        note("'\(name)' is not declared in the paste: made here as a \(className), the class its name says, "
            + "as the page declares it elsewhere; its own settings are not in the paste")
        return .view(madeName)
    }

    /// The view `addSubview(_:)` and `insertSubview` are given: a name nothing declared is one
    /// the page declared elsewhere (see ``viewDeclaredElsewhere(_:at:)``).
    mutating func subviewArgument(_ argument: EvaluatedArgument) throws(Interrupt) -> Value {
        if case .opaque = argument.value, case .identifier(let name, let nameRange) = argument.expr,
           let made = try viewDeclaredElsewhere(name, at: nameRange) {
            return made
        }
        return argument.value
    }

    /// The UIKit class a view's name says, as an app's own class's name says it (see
    /// ``Library/uikitClass(namedBy:)``): `contentScrollView` a UIScrollView, `nameField` a
    /// UITextField, any other a UIView.
    static func viewClass(named name: String) -> String {
        Library.uikitClass(namedBy: name.prefix(1).uppercased() + name.dropFirst()) ?? "UIView"
    }

    /// `let myView = SecondSample()`: a type of the app's own, in a file the listing does not
    /// show, kept in a name that says a view (`myView`, `headerLabel`). It is made as the UIKit
    /// class the name says — a plain view for a name ending in View — so what the code does with
    /// it (`addSubview`, its constraints) runs; what the type itself draws and adds is not known,
    /// and a note says so. Nil for a name that says no view, or a type named like the framework's.
    mutating func viewNamedByBinding(_ typeName: String, _ args: [EvaluatedArgument], at range: SourceRange,
                                     nameRange: SourceRange) throws(Interrupt) -> Value? {
        guard let binding = propertyHint ?? nameHint, typeName.uppercased() != typeName,
              !Library.isFrameworkTypeName(typeName), !Library.foundationNames.contains(typeName) else { return nil }
        let className = Self.viewClass(named: binding)
        guard className != "UIView" || binding.hasSuffix("View") else { return nil }
        note("'\(typeName)' is not in the paste: '\(binding)' is taken as the \(className) its name says; "
            + "what \(typeName) draws and adds is the app's own")
        let made = try construct(className, args.filter { $0.label == "frame" }, trailing: nil, at: range, nameRange: nameRange)
        if case .view(let view) = made { swift.standIns[view] = typeName }
        return made
    }
}

