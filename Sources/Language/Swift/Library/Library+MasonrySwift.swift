/// Masonry called from Swift, as posts of 2014–2016 wrote it: `v.mas_makeConstraints { make in
/// make.left.equalTo()(other.mas_right).offset()(8) }`. Masonry's Objective-C methods that return
/// a block come to Swift as methods with no arguments returning the block (`equalTo()`, then the
/// block called with the target); its chained attributes and filler words are methods
/// (`make.left.right()`, `with()`). They run as SnapKit's make blocks do: the same constraints.
extension Library {
    /// `mas_makeConstraints`, `mas_updateConstraints`, `mas_remakeConstraints`, and a view's
    /// Masonry attributes as targets (`mas_top`, `mas_safeAreaLayoutGuideTop`).
    static var masonrySwiftMembers: [Member] {
        [("mas_makeConstraints(_:)", SnapKitAction.make), ("mas_updateConstraints(_:)", .update),
         ("mas_remakeConstraints(_:)", .remake)].map { signature, action in
            .method(signature, "Masonry from Swift: \(action.rawValue) with the make block") { e, base, args, trailing, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                guard let closure = trailing ?? args.first?.value else { throw e.fail("\(signature.prefix { $0 != "(" }) needs a block", at: range) }
                try e.runMakeBlock(receiver: name, action: action, spelling: .dot, closure: closure, isMasonry: true, at: range)
                return .void
            }
        } + LayoutAttribute.allCases.map { attribute in
            .property("mas_" + attribute.rawValue, "MASViewAttribute", "Masonry: the view's \(attribute.rawValue), as a target") {
                e, base, range throws(Interrupt) in
                .snpAttribute(.view(try viewName(base, &e, at: range)), attribute)
            }
        } + [("Top", LayoutAttribute.top), ("Bottom", .bottom), ("Left", .left), ("Right", .right),
             ("Leading", .leading), ("Trailing", .trailing), ("CenterX", .centerX), ("CenterY", .centerY),
             ("Width", .width), ("Height", .height)].map { edge, attribute in
            .property("mas_safeAreaLayoutGuide" + edge, "MASViewAttribute", "Masonry: the safe area's \(attribute.rawValue), as a target") {
                e, base, range throws(Interrupt) in
                .snpAttribute(.guide(.safeAreaLayoutGuide, of: try viewName(base, &e, at: range)), attribute)
            }
        }
    }

    /// `make.left.right()`, `with()`, `and()`: the chain's attributes and filler words as Masonry's
    /// Swift methods, each the same step as the property of its name.
    static var masonryChainMethods: [Member] {
        let properties = chainMembers
        return (LayoutAttribute.allCases.map(\.rawValue) + ["with", "and"]).compactMap { name in
            guard let get = properties.first(where: { $0.name == name })?.get else { return nil }
            return .method("\(name)()", "Masonry from Swift: .\(name) as a method") { e, base, _, _, range throws(Interrupt) in
                try get(&e, base, range)
            }
        }
    }

    /// `equalTo()` with no argument: Masonry's block, which the next call gives its target
    /// (`equalTo()(view)` is `equalTo(view)`).
    static func masonryBlock(_ name: String, of base: Value, at range: SourceRange) -> Value {
        .function(FunctionDecl(name: name, parameters: [], body: [], modifiers: ["library:ConstraintMakerChain"],
                               isFailable: false, range: range, nameRange: range), receiver: ValueBox(base))
    }
}
