import Notebook
import PropertyBased
import Rendering
import Testing

/// Undo and redo, checked against a model over random sequences of entries (``RandomCommands``):
/// the whole state is what three inspections print — `frames` (every frame, bounds and
/// transform), `constraints` (every constraint, active or not, and which are broken) and
/// `show sv` (the whole scroll content, its size, offset and zoom) — and after every entry
///
/// - an entry that fails leaves that text byte for byte as it was;
/// - `undo` brings back the text from before the entry, and `redo` the text from after it;
/// - further `undo`s walk back through the earlier texts in order, `redo`s forward again, and
///   past either end they fail and change nothing.
///
/// The sequences come from PropertyBased's generators run with fixed seeds, so every run (and CI)
/// replays the same ones; a failure names the seed and the entries that led to it.
@Suite("undo and redo restore the exact output")
struct UndoRedoPropertyTests {
    static let inspections = ["frames", "constraints", "show sv"]

    /// What the inspections print, each after its prompt line.
    static func state(_ runner: inout Runner) -> String {
        inspections.map { "layout> \($0)\n" + runner.output(of: $0) }.joined(separator: "\n")
    }

    /// Per sequence: 24…32 entries, each with 1…3 further undos and redos now and then.
    static let sequences = Gen<Int>.int(in: 0...Int.max).array(of: 3).array(of: 24...32)

    /// Replays one sequence against the model; returns the first broken promise, if any.
    static func replay(_ words: [[Int]]) -> String? {
        var runner = Runner(style: ReportStyle(width: 60))
        // The state after each entry still in the undo history, oldest first, and the states
        // `redo` would bring back, the next one last.
        var trail = [state(&runner)]
        var redoTrail: [String] = []
        var log: [String] = []
        func broken(_ promise: String, expected: String, actual: String) -> String {
            "\(promise)\nafter these entries:\n" + log.map { "  " + $0 }.joined(separator: "\n") + "\n"
                + GoldenFile.lineDiff(expected: expected, actual: actual, name: "state")
        }
        /// Runs `entry` and reports whether it failed.
        func run(_ entry: String) -> Bool {
            let failures = runner.failures
            log.append(entry)
            _ = runner.output(of: entry)
            return runner.failures > failures
        }
        /// One `undo` (or `redo`), checked against the model.
        func step(_ command: String) -> String? {
            let failed = run(command)
            let now = state(&runner)
            if command == "undo" {
                if trail.count > 1 {
                    if failed { return "undo failed with \(trail.count - 1) entries to undo" }
                    redoTrail.append(trail.removeLast())
                } else if !failed {
                    return "undo succeeded with nothing to undo"
                }
            } else {
                if let next = redoTrail.popLast() {
                    if failed { return "redo failed with \(redoTrail.count + 1) entries to redo" }
                    trail.append(next)
                } else if !failed {
                    return "redo succeeded with nothing to redo"
                }
            }
            let expected = trail.last ?? ""
            if now != expected {
                return broken("'\(command)' did not restore the output " + (failed ? "it left (it failed)" : "it should"),
                              expected: expected, actual: now)
            }
            return nil
        }

        for entry in RandomCommands.setup {
            if run(entry) { return "the setup entry '\(entry)' failed" }
            trail.append(state(&runner))
        }
        var commands = RandomCommands()
        for word in words {
            let entry = commands.entry(word[0])
            let before = state(&runner)
            let failed = run(entry)
            let after = state(&runner)
            if failed {
                if after != before { return broken("a failed entry changed the output", expected: before, actual: after) }
            } else {
                trail.append(after)
                redoTrail = []
                // Undo, then redo: before, then after.
                if let problem = step("undo") ?? step("redo") { return problem }
            }
            // Now and then walk further back and forth (and sometimes past either end).
            var digits = Digits(word[1])
            if digits.take(3) == 0 {
                let back = 1 + digits.take(3)
                for _ in 0..<back { if let problem = step("undo") { return problem } }
                if digits.take(3) > 0 {
                    for _ in 0..<(back + digits.take(2)) { if let problem = step("redo") { return problem } }
                }
                // Left undone, the next entry drops what redo would have brought back.
            }
        }
        return nil
    }

    @Test("after any entry, undo restores the output before it and redo the output after it; a failed entry changes nothing",
          arguments: 0..<6)
    func undoRedoRestore(seed: UInt64) {
        var rng = Xoshiro(seed: (0x1A70_0B00, seed, 17, 0x5EED))
        for round in 0..<3 {
            let words = Self.sequences.run(using: &rng)
            if let problem = Self.replay(words) {
                Issue.record("seed \(seed), sequence \(round): \(problem)")
                return
            }
        }
    }
}
