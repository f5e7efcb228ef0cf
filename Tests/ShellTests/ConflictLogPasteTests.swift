import Foundation
import Testing

/// A conflict log pasted at the real prompt: one entry, however many lines, then the prompt goes
/// on with the rebuilt views (Tab completes their names).
@Suite("a conflict log pasted at the prompt", .serialized)
struct ConflictLogPasteTests {
    static let log = """
        Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
        (
            "<NSLayoutConstraint:0x6000bb01 UIImageView:0x7f00c1.height == 100   (active)>",
            "<NSLayoutConstraint:0x6000bb02 V:|-(10)-[UIImageView:0x7f00c1]   (active, names: '|':UITableViewCellContentView:0x7f00c0 )>",
            "<NSLayoutConstraint:0x6000bb03 V:[UIImageView:0x7f00c1]-(10)-|   (active, names: '|':UITableViewCellContentView:0x7f00c0 )>",
            "<NSLayoutConstraint:0x6000bb04 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00c0.height == 44   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x6000bb01 UIImageView:0x7f00c1.height == 100   (active)>

        """

    @Test("the paste is answered once, and Tab then completes a rebuilt view's name")
    func paste() throws {
        let shell = try TerminalSession()
        defer { shell.removeDataHome() }
        try shell.waitFor(ShellTests.prompt)
        let file = shell.dataHome.appendingPathComponent("paste.txt")
        try Self.log.write(to: file, atomically: true, encoding: .utf8)
        try shell.tmux(["load-buffer", file.path])
        try shell.tmux(["paste-buffer"])
        let screen = try shell.waitFor("undo goes back.")
        #expect(screen.components(separatedBy: "Conflict log: 4 constraints").count == 2)
        #expect(screen.contains("UIKit broke \"imageView1.height == 100\" (line 4); the rebuilt layout breaks it too."))
        try shell.waitFor(ShellTests.prompt, count: 2)
        try shell.type("explain imageV")
        try shell.press("Tab")
        try ShellTests.waitForLine(shell, "layout> explain imageView1")
        try shell.press("Enter")
        try shell.waitFor("imageView1: view in contentView1")
    }
}
