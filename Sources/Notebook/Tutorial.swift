import Language

/// A notebook as a walkthrough: its commands one step at a time, each with the prose to read
/// before it and the output recorded under it.
///
/// The tutor shows a step's prose, offers its command, and compares what the command prints with
/// the recording. `next` skips a step, but its command still runs (quietly), so the session stays
/// the one the notebook describes; `back` returns to the step before, and the session is rebuilt
/// by replaying every step before that one from the start, so it equals the notebook's state
/// there whatever the learner typed in between. This value only keeps the position and the
/// verdicts: the front end reads the keyboard, runs commands and prints.
public struct Tutorial: Sendable, Hashable {
    /// One command of the notebook.
    public struct Step: Sendable, Hashable {
        /// What to read before the step: the prose since the step before, without directives and
        /// other HTML comments and without blank lines at either end. A cell marked `skip` is
        /// shown here as written, since it is not run.
        public var prose: [String]
        /// The command as typed, its lines joined by line breaks.
        public var command: String
        /// The output recorded under it, as written.
        public var recorded: [String]
        /// The notebook's line of its `layout> ` line.
        public var line: Int
        /// Whether the tutor waits for Enter before it: the first command of a `pause` cell.
        public var pause: Bool
        /// Whether its output is compared with the recording (not in a `nondeterministic` cell).
        public var compared: Bool

        /// The command's lines: the first goes after `layout> `, the others after `...> `.
        public var lines: [String] { Entry.lines(of: command) }
    }

    /// What became of a step.
    public enum Outcome: Sendable, Hashable {
        case matched
        case differed(OutputComparison)
        /// It ran in a `nondeterministic` cell, so it was not compared.
        case unchecked
        /// `next` passed over it: its command ran without being shown.
        case skipped
    }

    /// The words that move through the tutorial rather than run as commands.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        case next, back, quit

        /// The action a typed line asks for: one of the words alone on the line.
        public init?(typed line: String) {
            self.init(rawValue: line.trimmingSpace.lowercased())
        }
    }

    public let steps: [Step]
    /// The prose after the last step.
    public let ending: [String]
    /// The index of the step to come: `steps.count` once every step is done.
    public private(set) var position = 0
    /// The latest outcome of each step; nil for a step not reached yet.
    public private(set) var outcomes: [Outcome?]
    /// Whether the tutor waits for Enter before showing the current step's command (a `pause`
    /// cell), until `resume()`.
    public private(set) var isPaused = false

    public init(_ document: NotebookDocument) {
        var steps: [Step] = []
        var prose: [String] = []
        for segment in document.segments {
            switch segment {
            case .prose(let lines):
                prose += lines.filter { !$0.trimmingSpace.hasPrefix("<!--") }
            case .cell(let cell) where cell.directives.contains(.skip):
                prose += cell.lines
            case .cell(let cell):
                for (index, entry) in cell.entries.enumerated() {
                    steps.append(Step(prose: Self.trimmingBlankLines(prose), command: entry.command,
                                      recorded: entry.output, line: entry.line,
                                      pause: index == 0 && cell.directives.contains(.pause),
                                      compared: !cell.directives.contains(.nondeterministic)))
                    prose = []
                }
            }
        }
        self.steps = steps
        ending = Self.trimmingBlankLines(prose)
        outcomes = Array(repeating: nil, count: steps.count)
        arrive()
    }

    static func trimmingBlankLines(_ lines: [String]) -> [String] {
        let isBlank = { (line: String) in line.trimmingSpace.isEmpty }
        guard let first = lines.firstIndex(where: { !isBlank($0) }),
              let last = lines.lastIndex(where: { !isBlank($0) }) else { return [] }
        return Array(lines[first...last])
    }

    /// The step to come, or nil at the end.
    public var current: Step? { position < steps.count ? steps[position] : nil }

    public var isFinished: Bool { position >= steps.count }

    /// `step 3 of 12` for the step to come.
    public var progress: String { "step \(min(position + 1, steps.count)) of \(steps.count)" }

    // MARK: Moving

    /// The current step's command ran and printed `printed` (empty when nothing): compares it
    /// with the recording, keeps the verdict and moves to the next step.
    @discardableResult
    public mutating func ran(printed: String) -> Outcome? {
        guard let step = current else { return nil }
        let outcome: Outcome
        if step.compared {
            let comparison = OutputComparison(recorded: step.recorded, printed: printed)
            outcome = comparison.matches ? .matched : .differed(comparison)
        } else {
            outcome = .unchecked
        }
        outcomes[position] = outcome
        position += 1
        arrive()
        return outcome
    }

    /// `next`: passes over the current step. Its command is returned, for the front end to run
    /// without showing it; nil at the end.
    public mutating func skip() -> Step? {
        guard let step = current else { return nil }
        outcomes[position] = .skipped
        position += 1
        arrive()
        return step
    }

    /// `back`: returns to the step before (or stays at the first) and forgets the verdicts from
    /// there on, as those steps are to come again. The session must then be rebuilt with
    /// `replay(on:)`.
    public mutating func back() {
        position = max(0, position - 1)
        for index in position..<outcomes.count { outcomes[index] = nil }
        arrive()
    }

    /// Enter at a pause: the current step's command may be offered now.
    public mutating func resume() {
        isPaused = false
    }

    private mutating func arrive() {
        isPaused = current?.pause ?? false
    }

    // MARK: The session

    /// Runs every step before the current one on `runner`, printing nothing: from a fresh runner,
    /// the session the notebook has reached at this step.
    public func replay(on runner: inout Runner) {
        for step in steps[..<position] { _ = runner.output(of: step.command) }
    }

    // MARK: Typing

    /// The line of the current step to offer after the learner entered `typed` lines of an
    /// unfinished entry: the step's next line while they are its first lines (`[]` gives the
    /// first), nil once they differ or the step has no more lines.
    public func nextLine(after typed: [String]) -> String? {
        guard let lines = current?.lines, typed.count < lines.count,
              zip(typed, lines).allSatisfy({ Self.sameLine($0, $1) }) else { return nil }
        return lines[typed.count]
    }

    /// Whether an entry is the current step's command as offered (spaces around lines aside).
    public func isCurrentCommand(_ entry: String) -> Bool {
        guard let lines = current?.lines else { return false }
        let typed = Entry.lines(of: entry)
        return typed.count == lines.count && zip(typed, lines).allSatisfy { Self.sameLine($0, $1) }
    }

    private static func sameLine(_ a: String, _ b: String) -> Bool {
        a.trimmingSpace == b.trimmingSpace
    }

    // MARK: The verdicts

    /// Whether no step's output was compared with a recording that says something: every step
    /// skipped, unchecked, or recorded as only `...`. The tutor fails such a notebook, as `check` does.
    public var verifiedNothing: Bool {
        !zip(steps, outcomes).contains { step, outcome in
            switch outcome {
            case .matched?, .differed?: OutputMatcher.verifiesOutput(step.recorded)
            default: false
            }
        }
    }

    /// How many steps matched, differed, ran unchecked and were skipped.
    public var tally: (matched: Int, differed: Int, unchecked: Int, skipped: Int) {
        var tally = (matched: 0, differed: 0, unchecked: 0, skipped: 0)
        for outcome in outcomes {
            switch outcome {
            case .matched: tally.matched += 1
            case .differed: tally.differed += 1
            case .unchecked: tally.unchecked += 1
            case .skipped: tally.skipped += 1
            case nil: break
            }
        }
        return tally
    }
}

extension Tutorial {
    /// `2 matched, 1 differed, 1 skipped`: the verdicts so far, the parts that are not zero after
    /// the first.
    public var summary: String {
        let tally = self.tally
        var parts = ["\(tally.matched) matched"]
        if tally.differed > 0 { parts.append("\(tally.differed) differed") }
        if tally.unchecked > 0 { parts.append("\(tally.unchecked) not compared") }
        if tally.skipped > 0 { parts.append("\(tally.skipped) skipped") }
        return parts.joined(separator: ", ")
    }
}

extension Tutorial.Outcome {
    /// The line the tutor prints after the step's output, then, when it differs, the lines that
    /// differ as `-recorded` / `+printed`.
    public func verdict(context: Int = 8) -> [String] {
        switch self {
        case .matched: ["✓ matches the recording"]
        case .differed(let comparison): ["✗ differs from the recording"] + comparison.differences(context: context)
        case .unchecked: ["· not compared: the cell is marked nondeterministic"]
        case .skipped: []
        }
    }
}
