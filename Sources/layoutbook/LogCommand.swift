import ArgumentParser
import ConflictLog
import Rendering

/// `layoutbook log FILE`: answers UIKit's "Unable to simultaneously satisfy constraints" log.
struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Answer a conflict log: the minimal conflicting set, what UIKit broke, and fixes that work.",
        discussion: """
            FILE holds what the console printed: the 'Unable to simultaneously satisfy constraints.' block \
            of any iOS version, its list alone, or 'po view.constraints' output; a paste of several logs is \
            answered log by log, after a summary line. Layoutbook rebuilds the \
            views and constraints, solves them, and prints the minimal conflicting set, the constraint UIKit \
            broke and what that did to the frames, the usual fixes tried on a copy, and a picture. Paste a \
            log at the prompt, or type 'log FILE' there, to go on with the rebuilt views. \
            Exits with status 1 when FILE is not a conflict log.
            """)

    @Argument(help: "The log ('-' reads standard input).")
    var file: String

    @OptionGroup var output: OutputOptions

    func run() throws {
        let text: String
        if file == "-" {
            var lines: [String] = []
            while let line = readLine(strippingNewline: true) { lines.append(line) }
            text = lines.joined(separator: "\n")
        } else {
            switch Terminal.readFile(file) {
            case .failure(let error):
                Terminal.writeError("error: cannot read \(error)\n")
                throw ExitCode(1)
            case .success(let bytes):
                guard let decoded = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
                    Terminal.writeError("error: \(file) is not a conflict log: it is not UTF-8 text\n")
                    throw ExitCode(1)
                }
                text = decoded
            }
        }
        let logs: [ConflictLog]
        do {
            logs = try LogParser.parseAll(text)
        } catch {
            Terminal.writeError("\(file == "-" ? "<stdin>" : file):\(error)\n")
            throw ExitCode(1)
        }
        let answer = PasteAnswer(logs)
        Terminal.write((output.json ? answer.json : answer.text(style: output.style())) + "\n")
    }
}
