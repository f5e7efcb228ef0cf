import Synchronization

/// Ctrl-C while an entry runs: the shell's signal handler raises the flag, and the evaluator,
/// which polls it at every step (``Evaluator/tick(_:)``), stops the entry with an error, so the
/// session is kept as it was before the entry. An atomic store is all a signal handler may do.
public enum Interruption {
    private static let flag = Atomic<Bool>(false)

    /// From the signal handler: stop the running entry.
    public static func request() {
        flag.store(true, ordering: .relaxed)
    }

    /// Before each entry: a Ctrl-C pressed earlier does not stop the next one.
    public static func reset() {
        flag.store(false, ordering: .relaxed)
    }

    public static var isRequested: Bool {
        flag.load(ordering: .relaxed)
    }
}
