/// A view class's own factory (`+ (instancetype)loadingViewWithParentView:`, `static func
/// make(in:)`) that nothing in the paste calls: the app calls it to make the view, so what it runs
/// on the view (`[view setupActivityIndicator]`) has not run when the view is made here. Its calls
/// do not count as the paste calling those methods: they are the class's uncalled builders, run
/// once the view is made as the factory would run them.
extension Evaluator {
    static func withoutUncalledFactories(_ members: [Stmt]) -> [Stmt] {
        members.filter { member in
            guard case .function(let f) = member, f.isStatic else { return true }
            return isCalled(f, in: members)
        }
    }
}
