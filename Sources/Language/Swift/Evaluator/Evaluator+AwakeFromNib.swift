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
        // Xcode's template (`super.awakeFromNib()` and a comment) does nothing: no word for it.
        guard let f = method("awakeFromNib", of: className), f.parameters.isEmpty, !refusesNib(className),
              f.body.contains(where: { !SyntaxMentions.names("awakeFromNib", in: $0) }) else { return }
        let before = self
        do {
            _ = try callFunction(f, receiver: .view(name), arguments: [], trailing: nil, at: range)
        } catch .returned {
        } catch .failure(let d) {
            // What it needs from the nib itself (an outlet's view, constrained to the cell) is not
            // in the paste: the view is shown as made, without it, and the note says where it stopped.
            self = before
            note("\(className) overrides awakeFromNib(), which UIKit calls on a view loaded from a nib or a storyboard; run here "
                 + "it stops at line \(d.range.start.line) (\(d.message)), so the view is shown without it")
            return
        }
        // Made by its own init(coder:) (``nibOnlyInitializer(of:)``), it is loaded: nothing stands in.
        let how = made.hasSuffix("(coder:)") ? "after its init(coder:), as nib loading runs it"
            : "once the view was made (\(made) stands in for init(coder:))"
        note("\(className) overrides awakeFromNib(), which UIKit calls on a view loaded from a nib or a storyboard, never on "
             + "one made in code: taken as loaded, it ran \(how)")
    }

    /// Whether the class cannot come from a nib: its `init(coder:)`, which nib loading calls,
    /// stops in `fatalError` (`"init(coder:) has not been implemented"`), so its awakeFromNib()
    /// never runs in the app either.
    func refusesNib(_ className: String) -> Bool {
        initializers(of: className).contains { f in
            f.parameters.first?.label == "coder" && SyntaxMentions.names("fatalError", in: f.body)
        }
    }
}
