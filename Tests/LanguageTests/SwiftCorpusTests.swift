import Foundation
import Language
import Layout
import Testing

/// One case of `SwiftCorpus/`: a paste and the facts it must produce (see the folder's README).
struct CorpusCase: CustomTestStringConvertible, Sendable {
    let name: String
    let paste: String
    let facts: [Fact]

    enum Fact: Sendable, Equatable {
        case frame(String, Rect)
        case contentSize(String, Size)
        case zoom(String, Double)
        case note(String)
        case error(Language.SourceLocation, String)
    }

    var testDescription: String { name }
    var isErrorCase: Bool { facts.contains { if case .error = $0 { true } else { false } } }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SwiftCorpus")

    static func all() -> [CorpusCase] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { file in
            let name = String(file.dropLast(".swift".count))
            guard let paste = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8),
                  let expected = try? String(contentsOf: directory.appendingPathComponent(name + ".expected"), encoding: .utf8)
            else { return nil }
            return CorpusCase(name: name, paste: paste, facts: expected.split(separator: "\n").compactMap(parse))
        }
    }

    static func numbers(_ text: Substring, separator: Character) -> [Double] {
        text.split(separator: separator).compactMap { Double($0) }
    }

    static func parse(_ line: Substring) -> Fact? {
        let trimmed = line.drop { $0 == " " }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let words = trimmed.split(separator: " ", maxSplits: 2)
        guard words.count >= 2 else { return nil }
        switch words[0] {
        case "frame" where words.count == 3:
            let n = numbers(words[2], separator: ",")
            guard n.count == 4 else { return nil }
            return .frame(String(words[1]), Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case "contentSize" where words.count == 3:
            let n = numbers(words[2], separator: "x")
            guard n.count == 2 else { return nil }
            return .contentSize(String(words[1]), Size(width: n[0], height: n[1]))
        case "zoom" where words.count == 3:
            return Double(words[2]).map { .zoom(String(words[1]), $0) }
        case "note":
            return .note(String(trimmed.dropFirst("note ".count)))
        case "error" where words.count == 3:
            let place = numbers(words[1], separator: ":")
            guard place.count == 2 else { return nil }
            return .error(Language.SourceLocation(line: Int(place[0]), column: Int(place[1])), String(words[2]))
        default:
            return nil
        }
    }
}

/// Prints a number as the expected files write it.
func corpusNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Runs a case's paste as one entry and lists every fact that does not hold.
func corpusFailures(_ corpusCase: CorpusCase) -> [String] {
    var session = Session()
    let outcome = session.run(corpusCase.paste)
    var failures: [String] = []
    let rendered = outcome.diagnostics.map { $0.rendered(source: corpusCase.paste) }.joined(separator: "\n")
    if corpusCase.isErrorCase {
        if !outcome.failed { failures.append("the paste ran; it should have been refused") }
        for fact in corpusCase.facts {
            guard case .error(let location, let text) = fact else { continue }
            let found = outcome.diagnostics.contains { $0.range.start == location && ($0.message + " " + ($0.suggestion ?? "")).contains(text) }
            if !found { failures.append("no error at \(location) about '\(text)'; reported:\n\(rendered)") }
        }
        if session.layout.viewsInTreeOrder.count > 1 { failures.append("a refused paste changed the session") }
        return failures
    }
    if outcome.failed {
        return ["the paste was refused:\n\(rendered)"]
    }
    let layout = session.layout
    func id(_ name: String) -> ViewID? { name == "root" ? .root : layout.id(of: name) }
    for fact in corpusCase.facts {
        switch fact {
        case .frame(let name, let expected):
            guard let v = id(name) else { failures.append("no view named '\(name)' (views: \(session.declaredViewNames))"); continue }
            let f = layout.frame(of: v)
            let actual = [f.minX, f.minY, f.width, f.height].map(corpusNumber)
            let wanted = [expected.minX, expected.minY, expected.width, expected.height].map(corpusNumber)
            if actual != wanted { failures.append("\(name) frame (\(actual.joined(separator: ","))), expected (\(wanted.joined(separator: ",")))") }
        case .contentSize(let name, let expected):
            guard let v = id(name), let info = layout.scrollInfo(v) else { failures.append("no scroll view named '\(name)'"); continue }
            let actual = [info.contentSize.width, info.contentSize.height].map(corpusNumber)
            let wanted = [expected.width, expected.height].map(corpusNumber)
            if actual != wanted { failures.append("\(name) contentSize \(actual.joined(separator: "x")), expected \(wanted.joined(separator: "x"))") }
        case .zoom(let name, let expected):
            guard let v = id(name), let info = layout.scrollInfo(v) else { failures.append("no scroll view named '\(name)'"); continue }
            if corpusNumber(info.zoomScale) != corpusNumber(expected) {
                failures.append("\(name) zoom \(corpusNumber(info.zoomScale)), expected \(corpusNumber(expected))")
            }
        case .note(let text):
            if !outcome.notes.contains(where: { $0.contains(text) }) {
                failures.append("no note contains '\(text)'; notes: \(outcome.notes)")
            }
        case .error:
            break
        }
    }
    return failures
}

@Suite("Pasted Swift corpus")
struct SwiftCorpusTests {
    @Test("each paste of the corpus gives the layout derived by hand, or the errors it must", arguments: CorpusCase.all())
    func corpusCase(_ corpusCase: CorpusCase) {
        let failures = corpusFailures(corpusCase)
        #expect(failures.isEmpty, Comment(rawValue: "\(corpusCase.name):\n" + failures.joined(separator: "\n")))
    }

    @Test("the corpus is there to be measured")
    func corpusIsThere() {
        let cases = CorpusCase.all()
        #expect(cases.contains { $0.isErrorCase })
        #expect(cases.contains { !$0.isErrorCase })
    }
}
