import ArgumentParser
import Cassowary

/// The `layoutbook` command. For now it states what exists; the shell arrives with the language.
@main
struct LayoutbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutbook",
        abstract: "An interactive notebook for UIKit Auto Layout.",
        version: "0.1.0"
    )

    func run() throws {
        print("Layoutbook 0.1.0 — the constraint solver is in place; the layout model, language and shell are not yet.")
    }
}
