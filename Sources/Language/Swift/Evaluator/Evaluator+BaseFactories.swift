/// A view made by a method of the app's own base class, which the paste lacks.
extension Evaluator {
    /// `_blueLabel = [self colorView:UIColor.blueColor andText:@"…"];` in a lazy getter, where
    /// `colorView:andText:` is a method of the class's base (the app's, declared in a header the
    /// paste does not show): the call is skipped, and the property it fills is declared as a UIKit
    /// view (`@property UILabel *blueLabel`). The property would hold nil and every line that adds
    /// or constrains it would do nothing, silently; UIKit shows the view the method makes. So a
    /// view of the declared class stands in, as for the app's factory function
    /// (``appFactoryPlaceholder(_:_:_:at:nameRange:)``): with the text a string argument gives it
    /// and its autoresizing mask off, said in a note.
    ///
    /// Only a call on `self` (written or implicit) whose value is unknown qualifies, and only when
    /// the property is declared in the paste with a UIKit view class.
    mutating func baseFactoryPlaceholder(for target: Expr, from valueExpr: Expr, range: SourceRange,
                                         _ frame: Frame) throws(Interrupt) -> Value? {
        guard case .call(let callee, let arguments, _, _) = valueExpr, let selfValue = frame.selfValue,
              let className = className(of: selfValue) else { return nil }
        let method: String, nameRange: SourceRange
        switch callee {
        case .member(.selfExpr, let name, let r, _): method = name; nameRange = r
        case .identifier(let name, let r): method = name; nameRange = r
        default: return nil
        }
        let property: String
        switch target {
        case .identifier(let name, _): property = name
        case .member(.selfExpr, let name, _, _): property = name
        default: return nil
        }
        let bare = property.count > 1 && property.hasPrefix("_") ? String(property.dropFirst()) : property
        guard let declared = declaredProperty(property, of: className) ?? declaredProperty(bare, of: className),
              let typeName = declared.type?.baseName, Library.type(named: typeName) != nil,
              Library.isSubtype(typeName, of: "UIView") else { return nil }
        // Only literal strings are read again (the text the factory is given); the rest were
        // evaluated once already, for the call that was skipped.
        var args: [EvaluatedArgument] = []
        for argument in arguments {
            guard case .string(let parts, let r) = argument.value else { continue }
            var text = ""
            for part in parts {
                guard case .text(let piece) = part else { text = ""; break }
                text += piece
            }
            args.append(EvaluatedArgument(label: argument.label, value: .string(text), range: r, expr: argument.value))
        }
        let saved = nameHint
        nameHint = bare
        defer { nameHint = saved }
        return try appFactoryPlaceholder(method, typeName, args, at: range, nameRange: nameRange)
    }
}
