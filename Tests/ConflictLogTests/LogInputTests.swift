import ConflictLog
import Layout
import Testing

@Suite("Conflict-log input")
struct LogInputTests {
    @Test("a text that is not a log is refused with where and what was expected")
    func notALog() {
        #expect {
            _ = try LogParser.parse("\n  view header in root\nheader.top == root.top\n")
        } throws: { error in
            guard let e = error as? LogInputError else { return false }
            return e.line == 2 && e.column == 3 && e.message.hasPrefix("expected a conflict log")
                && e.description.hasSuffix("  view header in root\n  ^")
        }
    }

    @Test("a header with no list says the list is missing")
    func headerAlone() {
        #expect {
            _ = try LogParser.parse("Unable to simultaneously satisfy constraints.\n")
        } throws: { error in
            (error as? LogInputError)?.message.hasPrefix("the log has no constraints") == true
        }
    }

    @Test("a log is one block from its first line to its last, and the line after it is not part of it")
    func blockExtent() throws {
        for file in try GoldenFile.logs() {
            let lines = try GoldenFile.read("Logs/" + file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var filled = lines
            while filled.last?.isEmpty == true { filled.removeLast() }
            #expect(LogBlock.starts(lines[0]), "\(file)")
            #expect(LogBlock.extent(of: filled + ["", "view after in root"], from: 0) == filled.count, "\(file)")
        }
    }

    @Test("every cut of every corpus log is answered or refused, never a crash")
    func everyCut() throws {
        for file in try GoldenFile.logs() {
            let text = try GoldenFile.read("Logs/" + file)
            let chars = Array(text)
            for end in stride(from: 0, through: chars.count, by: max(1, chars.count / 40)) {
                for start in [0, end / 2] {
                    let piece = String(chars[start..<end])
                    if let log = try? LogParser.parse(piece) {
                        let answer = Answer(log)
                        #expect(!answer.text(style: .init(width: 40)).isEmpty)
                    }
                }
            }
        }
    }

    @Test("an entry that cannot be understood is kept, with its line and a note, and the others are solved")
    func opaqueEntry() throws {
        let log = try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x6001 UIView:0xa1.width == 100   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0xa1.width === ?? 20   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0xa1.width == 120   (active)>"
            )
            """)
        #expect(log.entries.map(\.line) == [2, 3, 4])
        guard case .opaque(let note) = log.entries[1].body else {
            Issue.record("entry 2 should be opaque")
            return
        }
        #expect(note.contains("column"))
        let answer = Answer(log)
        // 100 and 120 on one width: the two are the whole minimal set.
        #expect(answer.minimalSet.map { answer.layout.describe($0) } == ["view1.width == 100", "view1.width == 120"])
    }

    @Test("a name from names: may hold spaces, in a VFL body too")
    func namesWithSpaces() throws {
        let log = try LogParser.parse("""
            (
                "<NSLayoutConstraint:0x6001 H:[login button]-(20)-|   (active, names: login button:UIButton:0x7a1'Log in', '|':UIView:0x7a0 )>"
            )
            """)
        guard case .relation(let r) = log.entries[0].body else {
            Issue.record("the entry should be read")
            return
        }
        #expect(r.first.logText == "UIView:0x7a0" && r.second?.logText == "UIButton:0x7a1'Log in'")
        #expect(r.firstAttribute == "trailing" && r.constant == 20)
    }

    @Test("a large paste of junk is read as opaque entries or refused, and does not hang")
    func largeJunk() {
        let junk = String(repeating: "\"<NSLayoutConstraint:0x1 ''''>>\", (", count: 4000)
        if let log = try? LogParser.parse("(\n" + junk + "\n)") {
            #expect(log.entries.allSatisfy { if case .opaque = $0.body { true } else { false } })
            #expect(Answer(log).conflict == nil)
        }
        #expect(throws: LogInputError.self) { try LogParser.parse(String(repeating: "x'y<z ", count: 50_000)) }
    }

    /// A cell stack of `n` labels chained top to bottom in a content view whose height UIKit
    /// fixes at 44: the label heights (20 each) and 8-point gaps need 28·n + 8, so the chain and
    /// the encapsulated height conflict.
    static func chainLog(labels n: Int) -> String {
        var lines = ["Unable to simultaneously satisfy constraints.", "("]
        let content = "UITableViewCellContentView:0x7000"
        for i in 0..<n {
            let label = "UILabel:0x8\(String(i, radix: 16))'Row \(i)'"
            lines.append("    \"<NSLayoutConstraint:0x9\(String(2 * i, radix: 16)) \(label).height == 20   (active)>\",")
            let above = i == 0 ? "\(content).top" : "UILabel:0x8\(String(i - 1, radix: 16))'Row \(i - 1)'.bottom"
            lines.append("    \"<NSLayoutConstraint:0x9\(String(2 * i + 1, radix: 16)) \(label).top == \(above) + 8   (active)>\",")
        }
        lines.append("    \"<NSLayoutConstraint:0xa000 \(content).bottom == UILabel:0x8\(String(n - 1, radix: 16))'Row \(n - 1)'.bottom + 8   (active)>\",")
        lines.append("    \"<NSLayoutConstraint:0xa001 'UIView-Encapsulated-Layout-Height' \(content).height == 44   (active)>\"")
        lines.append(")")
        return lines.joined(separator: "\n")
    }

    @Test("a long chain's conflict is the whole chain and the encapsulated height")
    func longChain() throws {
        let log = try LogParser.parse(Self.chainLog(labels: 20))
        #expect(log.entries.count == 42)
        let answer = Answer(log)
        #expect(answer.minimalSet.count == 42)
        // 44 is the table's default row height: self-sizing rows first, then the one constraint
        // that should give way (the one UIKit broke), not every constraint of the chain.
        #expect(answer.fixes.map(\.kind) == [.selfSizingRows, .lowerAgainstImposedSize])
        // Self-sizing rows end it; a row's height giving way is not enough, since no height
        // goes below 0 (UIKit's size rule) and the other rows alone need far more than 44.
        #expect(answer.fixes.map(\.satisfiable) == [true, false])
    }
}
