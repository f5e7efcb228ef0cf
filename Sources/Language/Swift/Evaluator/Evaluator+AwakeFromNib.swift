/// A view class that sets itself up in `awakeFromNib()` comes from a nib or a storyboard (a
/// table's prototype cell, a view in a xib): UIKit calls that method once the loaded view is
/// made, and code that makes the view with `init(frame:)` never sees it called. Shown from a
/// paste that makes none, such a view is taken as loaded: its `awakeFromNib()` runs right after
/// it is made, before its table or superview holds it, as nib loading runs it — otherwise the
/// view would be shown empty with nothing to say why.
extension Evaluator {
    /// Runs `className`'s own `awakeFromNib()` (or a pasted superclass's) on the view `name` just
    /// made to be shown, and says so in a note; nothing when the class has none.
    mutating func awakeFromNib(_ className: String, _ name: String, made: String, at range: SourceRange) throws(Interrupt) {
        guard let f = method("awakeFromNib", of: className), f.parameters.isEmpty else { return }
        do {
            _ = try callFunction(f, receiver: .view(name), arguments: [], trailing: nil, at: range)
        } catch .returned {}
        note("\(className) overrides awakeFromNib(), which UIKit calls on a view loaded from a nib or a storyboard, never on "
             + "one made in code: taken as loaded, it ran once the view was made (\(made) stands in for init(coder:))")
    }
}
