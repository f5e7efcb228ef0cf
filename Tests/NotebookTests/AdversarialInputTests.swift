import Foundation
import Testing

/// What an adversarial user types or pastes: numbers no conversion can hold, code that recurses or
/// runs without end, escapes meant for the terminal. Each gets a clear error or is shown as text;
/// the program never stops, and the entries after it still run.
@Suite("adversarial input")
struct AdversarialInputTests {
    static func run(_ script: String) throws -> (output: String, error: String, status: Int32) {
        try BinaryTests.run(["run", "-"], input: script)
    }

    @Test("an index or a count that is too large, NaN or a fraction is an error, not a crash")
    func hugeAndNaNIndices() throws {
        let result = try Self.run("""
            var a = [1, 2]
            let b = a[1e19]
            let c = a[sqrt(-1)]
            a[1e300] = 5
            a.insert(3, at: 1e19)
            let d = a.dropFirst(1e30)
            view after

            """)
        #expect(result.output.contains("index 1e+19 is out of range for an array of 2"))
        #expect(result.output.contains("index nan is out of range for an array of 2"))
        #expect(result.output.contains("index 1e+300 is out of range for an array of 2"))
        #expect(result.output.contains("expected a whole index, found 1e+19"))
        #expect(result.output.contains("expected a whole count, found 1e+30"))
        #expect(result.output.contains("after  added (0,0,0,0)"))
        #expect(result.status == 1)
    }

    @Test("a priority of 1e19, NaN or @1e30 in a constraint or a log is an error or read within range, never a crash")
    func hugePriorities() throws {
        let result = try Self.run("""
            view box
            box.snp.makeConstraints { make in make.width.equalTo(10).priority(sqrt(-1)) }
            box.snp.makeConstraints { make in make.width.equalTo(10).priority(1e19) }
            box.width == 10 @1e300
            view after

            """)
        #expect(result.output.contains("2:67: error: a priority must be a finite number"))
        #expect(result.output.contains("a priority is a whole number from 1 to 1000 (1000 is required); this is 1e+19"))
        #expect(result.output.contains("a priority is a whole number from 1 to 1000 (1000 is required); this is 1e+300"))
        #expect(result.output.contains("after  added (0,0,0,0)"))
        let log = try BinaryTests.run(["log", "-"], input: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100 priority:1e19 (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200 ^nan (active)>",
                "<NSLayoutConstraint:0x600003 H:[UIView:0x7f01(300@1e30)] (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200 (active)>

            """)
        #expect(log.status == 0 || log.status == 1)
        #expect(!log.output.isEmpty)
    }

    @Test("a stored property that makes its own class is stopped with a clear error")
    func selfMakingClass() throws {
        let result = try Self.run("""
            class V: UIView { let child = V() }
            let v = V()
            view after

            """)
        #expect(result.output.contains("a stored property makes an object of its own class without end"))
        #expect(result.output.contains("after  added (0,0,0,0)"))
    }

    @Test("expressions chained thousands deep and interpolations nested thousands deep are refused at once")
    func deepExpressions() throws {
        // Inside a function, so the lines are read as pasted Swift.
        func pasted(_ body: String) -> String { "func f() {\n" + body + "\n}\n" }
        let bangs = pasted("let x: Int? = 1\nlet y = x" + String(repeating: "!", count: 20_000))
        let members = pasted("let m = UIView()" + String(repeating: ".superview", count: 5_000))
        let nots = pasted("let n = " + String(repeating: "!", count: 5_000) + "true")
        let sums = pasted("let s = 1" + String(repeating: " + 1", count: 20_000))
        let interpolation = pasted("let t = " + String(repeating: "\"\\(", count: 20_000) + "1" + String(repeating: ")\"", count: 20_000))
        let nested = "class C: UIViewController {\n" + String(repeating: "override func viewDidLoad() {\n", count: 160) + "}\n"
        // From a file: the script is too large to write to a pipe the program answers on.
        let script = try BinaryTests.temporaryNotebook("").deletingLastPathComponent().appendingPathComponent("deep.layout")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        try (bangs + members + nots + sums + "view after\n" + interpolation + nested).write(to: script, atomically: true, encoding: .utf8)
        // No time is asserted (a loaded machine makes any bound flaky): each depth is refused by
        // its limit, which the messages below show; the cost is measured in benchmarks.
        let result = try BinaryTests.run(["run", script.path], input: "")
        #expect(result.output.contains("3:264: error: this expression chains or nests more than 256 operators, members, calls or brackets deep"))
        #expect(result.output.contains("6:2547: error: this expression chains or nests more than 256 operators, members, calls or brackets deep"))
        #expect(result.output.contains("error: brackets and blocks nest more than 256 deep here"))
        #expect(result.output.contains("error: string interpolations nest more than 32 deep here"))
        #expect(result.output.contains("this '{' of 'C' is never closed"))
        #expect(result.output.contains("after  added (0,0,0,0)"))
    }

    /// (A loop that runs without end until the step limit is the in-process suite's: two million
    /// steps take a debug build most of a minute.)
    @Test("a loop that cannot end is refused at its line; an array or string that doubles without end stops at the line that passed the limit")
    func runawayLoops() throws {
        let result = try Self.run("""
            var a = [1]
            while true { a.append(1) }
            var b = [1]
            for _ in 0..<64 {
                b = b + b
            }
            var s = "ab"
            for _ in 0..<64 { s = s + s }
            view after

            """)
        #expect(result.output.contains("2:1: error: this loop never ends: its condition is always true, and nothing in it breaks, returns or throws"))
        #expect(result.output.contains("5:11: error: an array of 1048576 elements is more than the 1000000 Layoutbook allows; it stops the paste here"))
        #expect(result.output.contains("8:25: error: a string of 33554432 bytes is more than the 16 MB Layoutbook allows; it stops the paste here"))
        #expect(result.output.contains("after  added (0,0,0,0)"))
    }

    @Test("escapes in a script, its labels and a conflict log are shown as text, never sent to the terminal")
    func terminalEscapes() throws {
        let result = try Self.run("view box \u{1B}]0;pwned\u{07}\nlabel l text \"x\u{1B}[2J\"\nshow\n")
        #expect(!result.output.contains("\u{1B}"))
        #expect(!result.output.contains("\u{07}"))
        #expect(result.output.contains("view box \\u{1B}]0;pwned\\u{7}"))
        let log = try BinaryTests.run(["log", "-"], input: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001 'id\u{1B}]52;c;cHduZWQ=\u{07}' UIView:0x7f01.width == 100   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>

            """)
        #expect(!log.output.contains("\u{1B}"))
        #expect(log.output.contains("\\u{1B}]52;c;cHduZWQ=\\u{7}"))
        let notebook = try BinaryTests.temporaryNotebook("""
            # Escapes

            Look here.\u{1B}[2J\u{1B}]0;title\u{07}

            ```layout
            layout> view box
            box  added (0,0,0,0)
            ```

            """)
        let tutor = try BinaryTests.run(["tutor", notebook.path], input: "")
        #expect(!tutor.output.contains("\u{1B}"))
        #expect(tutor.output.contains("Look here.\\u{1B}[2J\\u{1B}]0;title\\u{7}"))
    }

    @Test("pow, String(repeating:count:), Array(repeating:count:) and String(format:) give Swift's values")
    func libraryValues() throws {
        let result = try Self.run("""
            set output changes
            view box
            let text = String(repeating: "ab", count: 3)
            let sevens = Array(repeating: 7, count: 3)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: pow(2, 3)), box.heightAnchor.constraint(equalToConstant: Double(sevens.count * 10 + sevens[2])), box.leftAnchor.constraint(equalTo: box.superview!.leftAnchor, constant: text == "ababab" ? 11 : 99), box.topAnchor.constraint(equalTo: box.superview!.topAnchor)])
            let formatted = String(format: "%03d|%.2f", 7, 0.5)
            print(formatted)

            """)
        #expect(result.output.contains("box  (0,0,0,0) → (11,0,8,37)"))
        #expect(result.output.contains("\n007|0.50\n"))
        #expect(!result.output.contains("skipped 'String(format"))
    }

    @Test("tutor fails a notebook whose cells record only '...', as check does")
    func tutorVerifiesSomething() throws {
        let notebook = try BinaryTests.temporaryNotebook("""
            # Nothing checked

            ```layout
            layout> view box
            ...
            layout> box.width == 10
            ...
            ```

            """)
        defer { try? FileManager.default.removeItem(at: notebook.deletingLastPathComponent()) }
        let tutor = try BinaryTests.run(["tutor", notebook.path], input: "")
        #expect(tutor.output.hasSuffix("2 passed, 0 failed\n\(notebook.path): error: nothing verified: every step is marked nondeterministic or records only '...'\n"))
        #expect(tutor.status == 1)
        let check = try BinaryTests.run(["check", notebook.path], input: "")
        #expect(check.status == 1)
    }

    @Test("a tiny multiplier is printed as it is (1e-06), not rounded to 0, in a conflict")
    func tinyMultiplierPrinted() throws {
        let result = try Self.run("""
            set output changes
            view v0
            view v1
            v0.left == 0
            v0.width == 100
            v1.left == v0.centerX * 0.000001
            v1.left == v0.right * 0.000001 + 1100

            """)
        #expect(result.output.contains("""
                "v1.left == v0.centerX * 1e-06",
                "v1.left == v0.right * 1e-06 + 1100"
            """))
    }
}
