/// One command of Layoutbook's own words, read where a statement of a pasted entry begins: the
/// Swift reader asks for it (see `SwiftParser.ownWords()`), and the command's tokens are the
/// only ones read here.
extension Parser {
    /// What reading one command at a place gave.
    enum OneCommand {
        /// The command, and where the text after it begins (its newline, `;`, or the end).
        case command(Command, end: SourceLocation)
        /// The words are a command's, but wrong: the first problem.
        case failed(Diagnostic?)
        /// No token begins at that place (the two readers split the text differently there).
        case notHere
    }

    /// The token that begins at `location`, by binary search (tokens are in source order).
    func tokenIndex(at location: SourceLocation) -> Int? {
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let start = tokens[middle].range.start
            if start == location { return tokens[middle].kind == .end ? nil : middle }
            if start < location { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// Whether the word at `location` begins a command there (`open` with a storyboard's path,
    /// `scene` followed by words; every other command word always does).
    mutating func beginsCommand(at location: SourceLocation) -> Bool {
        guard let index = tokenIndex(at: location), let word = CommandWord(rawValue: tokens[index].text),
              tokens[index].kind == .identifier else { return false }
        position = index
        return isCommandShape(word)
    }

    /// Reads one command beginning at `location`, to the end of the command.
    mutating func command(at location: SourceLocation) -> OneCommand {
        guard let start = tokenIndex(at: location) else { return .notHere }
        position = start
        diagnostics = []
        failures = 0
        do throws(ParseFailure) {
            let command = try parseCommand()
            try expectEndOfCommand()
            if failures > 0 || tokens[start..<position].contains(where: { $0.kind == .invalid }) {
                return .failed(diagnostics.first ?? lexerDiagnostic(from: start))
            }
            return .command(command, end: current.range.start)
        } catch {
            return .failed(error.diagnostic ?? lexerDiagnostic(from: start))
        }
    }

    /// What the lexer said about the text of the command that began at token `start`.
    func lexerDiagnostic(from start: Int) -> Diagnostic? {
        let from = tokens[start].range.start
        let to = current.range.end
        return lexer.diagnostics.first { $0.range.start >= from && $0.range.start <= to }
    }
}
