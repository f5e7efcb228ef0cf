import Testing

@testable import Language

@Suite("Robustness")
struct RobustnessTests {
    @Test("every prefix of every golden and corpus input parses without crashing")
    func prefixes() {
        var parsed = 0
        for source in goldens.map(\.source) + pastedGoldens.map(\.source) + errorCorpus.map(\.input) {
            let scalars = Array(source.unicodeScalars)
            for end in 0...scalars.count {
                var prefix = ""
                prefix.unicodeScalars.append(contentsOf: scalars[..<end])
                let result = parseCommands(prefix)
                _ = result.diagnostics.rendered(source: prefix)
                _ = SyntaxDump.dump(result.commands)
                _ = needsContinuation(prefix)
                parsed += 1
            }
        }
        #expect(parsed > 1000)
    }

    @Test("a command either parses cleanly or reports an error: never a silent drop")
    func noSilentDrops() {
        for source in goldens.map(\.source) + pastedGoldens.map(\.source) + errorCorpus.map(\.input) {
            for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
                let result = parseCommands(String(line))
                let meaningful = line.contains { !$0.isWhitespace } && !line.hasPrefix("#")
                if meaningful && result.commands.isEmpty {
                    #expect(result.hasErrors, "\(line)")
                }
            }
        }
    }
}
