/// A view class's own factory (`+ (instancetype)loadingViewWithParentView:`, `static func
/// make(in:)`) that nothing in the paste calls: the app calls it to make the view, so what it runs
/// on the view (`[view setupActivityIndicator]`) has not run when the view is made here. Its calls
/// do not count as the paste calling those methods: they are the class's uncalled builders, run
/// once the view is made as the factory would run them.
extension Evaluator {
    static func withoutUncalledFactories(_ members: [Stmt], calledIn all: [Stmt]? = nil) -> [Stmt] {
        let all = all ?? members
        return members.compactMap { member in
            if case .type(var t) = member {
                t.members = withoutUncalledFactories(t.members, calledIn: all)
                return .type(t)
            }
            guard case .function(let f) = member, f.isStatic else { return member }
            return isCalled(f, in: all) ? member : nil
        }
    }
}
