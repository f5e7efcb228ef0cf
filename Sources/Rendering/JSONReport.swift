/// What the JSON records say after an entry that changed the layout.
public enum JSONReport: String, Sendable, Hashable, CaseIterable {
    /// The whole state: the screen, every view's and scroll view's record, what changed and the
    /// warnings (``Report/json(from:to:now:)``); what `layoutbook run --json` prints.
    case full
    /// What changed alone: a new screen, the views added or moved to another superview, the
    /// frames and scroll state that changed, the warnings new and those resolved
    /// (``Report/jsonChanges(from:was:to:now:)``);
    /// `serve`'s replies by default, as the prompt prints what changed rather than every frame.
    case changes
}
