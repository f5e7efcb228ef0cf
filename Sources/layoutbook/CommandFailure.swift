import ArgumentParser

/// A command that cannot go on for a reason other than its arguments — a file that cannot be
/// read or parsed, no journal to recover: one line on standard error and exit status 1, as
/// `check` does, rather than the usage text and status 64 that a mistyped argument gets.
struct CommandFailure: Error, CustomStringConvertible {
    /// The whole line printed: `error: cannot read x: …` or `notes.md:3: error: …`.
    var description: String

    init(_ line: String) {
        description = line
    }

    /// Runs `body`; a failure it throws is printed and becomes exit status 1.
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as CommandFailure {
            Terminal.writeError(failure.description + "\n")
            throw ExitCode(1)
        }
    }
}
