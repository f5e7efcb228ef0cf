import ArgumentParser
import Language

/// The `layoutbook` command.
///
/// Until the layout model and the interpreter exist, it reads commands (at a libedit prompt on a
/// terminal, or from standard input) and shows how each one parses: the syntax tree, or every
/// diagnostic with its caret and suggestion.
@main
struct LayoutbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbook",
        abstract: "An interactive notebook for UIKit Auto Layout.",
        discussion: "For now it shows how each command parses; layout comes with the next layers.",
        version: "0.1.0"
    )

    func run() throws {
        let editor = LineEditor(program: "layoutbook")
        if editor.isInteractive {
            print("Layoutbook 0.1.0 — type SnapKit, anchors, equations or VFL; each line shows how it parses. Ctrl-D quits.")
        }
        var lineNumber = 1
        var pending: [String] = []
        while let line = editor.readLine(prompt: pending.isEmpty ? "layout> " : "...> ") {
            pending.append(line)
            let source = pending.joined(separator: "\n")
            if needsContinuation(source) { continue }
            pending = []
            editor.remember(source)
            let first = lineNumber
            lineNumber += source.split(separator: "\n", omittingEmptySubsequences: false).count
            let result = parseCommands(source, firstLine: first)
            if !result.diagnostics.isEmpty {
                print(result.diagnostics.rendered(source: source, firstLine: first))
            }
            if !result.commands.isEmpty {
                print(SyntaxDump.dump(result.commands))
            }
        }
    }
}
