import InterfaceBuilder
import Language
import Rendering

/// Which files are storyboards and xibs.
public enum InterfaceFiles {
    public static func isInterfacePath(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
    }
}

extension Runner {
    /// `open FILE` (and `load FILE` of a storyboard or xib): the document is read here, whole,
    /// before the session sees it, so a file that does not read changes nothing.
    mutating func openInterface(_ command: FileCommand, source: String, firstLine: Int) -> String {
        let path = command.path.value
        guard InterfaceFiles.isInterfacePath(path) else {
            return failed(Diagnostic(.error, "'open' reads storyboards and xibs (.storyboard, .xib); '\(path)' is neither",
                                     at: command.path.range, suggestion: "load \(path)"),
                          source: source, firstLine: firstLine)
        }
        guard let files else { return "" }
        let bytes: [UInt8]
        do {
            guard let read = try files.read(path) else {
                return failed(Diagnostic(.error, "cannot open '\(path)': no such file", at: command.path.range),
                              source: source, firstLine: firstLine)
            }
            bytes = read
        } catch {
            return failed(Diagnostic(.error, "cannot open '\(path)': \(error)", at: command.path.range),
                          source: source, firstLine: firstLine)
        }
        return open(bytes: bytes, name: path, at: command.path.range, source: source, firstLine: firstLine)
    }

    /// Opens a document's bytes in the session and prints what the session says (the scenes, the
    /// scene put on screen, its report). `name` stands for the file in the listings.
    mutating func open(bytes: [UInt8], name: String, at range: SourceRange, source: String, firstLine: Int) -> String {
        let document: InterfaceDocument
        do {
            document = try InterfaceDocument.read(bytes)
        } catch {
            return failed(Diagnostic(.error, "cannot open '\(name)': \(name):\(error.location): \(error.message)", at: range),
                          source: source, firstLine: firstLine)
        }
        let before = LayoutSnapshot(session.layout)
        let outcome = session.open(document, name: name)
        fileEvents.append(.loaded(path: name))
        return render(outcome, text: source, firstLine: firstLine, before: before)
    }

    private mutating func failed(_ problem: Diagnostic, source: String, firstLine: Int) -> String {
        failures += 1
        var outcome = Outcome()
        outcome.diagnostics = [problem]
        return render(outcome, text: source, firstLine: firstLine, before: LayoutSnapshot(session.layout))
    }
}
