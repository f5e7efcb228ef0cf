import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why a document could not be read, and where.
public struct InterfaceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: DocumentLocation

    public init(_ message: String, at location: DocumentLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}

/// Reads XML into a ``MarkupElement`` tree with Foundation's `XMLParser` (libxml2 underneath on
/// Linux): it reports the line and column of every start tag and of the first error, which the
/// notes and lint lines need, and it streams, so a 2 MB storyboard costs one pass.
enum MarkupReader {
    /// The elements whose character data is kept: a `<string>` or `<mutableString>` (a label's or text view's text), and an
    /// Interface Builder 3 archive's values (`<int key="NSvFlags">292</int>`, `<double>`…).
    static let textElements: Set<String> = ["string", "mutableString", "int", "double", "float", "bool"]

    static func read(_ bytes: [UInt8]) throws(InterfaceError) -> MarkupElement {
        let delegate = TreeBuilder(bytes)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let ok = parser.parse()
        if !ok || delegate.failure != nil {
            // An error on the last line with elements still open: the file was cut short.
            let lastLine = delegate.lineStarts.count - (bytes.last == 0x0A ? 1 : 0)
            if let failure = delegate.failure, failure.location.line >= lastLine, let open = delegate.stack.last {
                throw InterfaceError("the XML ends before <\(open.name)> is closed (is the file truncated?)", at: failure.location)
            }
            if let failure = delegate.failure { throw failure }
            let location = DocumentLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            throw InterfaceError(Self.describe(parser.parserError, stack: delegate.stack.map(\.name)), at: location)
        }
        guard let root = delegate.root else {
            throw InterfaceError("the file holds no XML element", at: DocumentLocation(line: 1, column: 1))
        }
        return root
    }

    /// libxml2's error (its code, as `XMLParser` passes it on) in words, with the element left
    /// open when the file ends early.
    static func describe(_ error: (any Error)?, stack: [String]) -> String {
        let code = (error as NSError?)?.code ?? 0
        let open = stack.last.map { "<\($0)>" }
        switch code {
        case 4: return "the file is empty: expected an Interface Builder <document>"
        case 5 where open != nil, 77 where open != nil:
            return "the XML ends before \(open ?? "") is closed (is the file truncated?)"
        case 76: return "a closing tag does not match \(open ?? "the element") opened before it"
        case 73: return "expected '>' to end the tag\(open.map { " after \($0)" } ?? "")"
        case 39, 41, 65: return "malformed attribute in \(open ?? "a tag"): expected name=\"value\" pairs"
        case 68: return "malformed tag\(open.map { " inside \($0)" } ?? ""): expected an element or attribute name"
        case 38: return "'<' inside an attribute value (write &lt;)"
        case 26, 23: return "an undefined or malformed entity (write &amp; for '&')"
        case 9: return "a character XML does not allow"
        default:
            return "malformed XML (libxml2 error \(code))\(open.map { " inside \($0)" } ?? ""); expected a well-formed Interface Builder document"
        }
    }

    final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [MarkupElement] = []
        var root: MarkupElement?
        var failure: InterfaceError?
        var pendingComment: String?
        let bytes: [UInt8]
        /// The byte offset where each line starts.
        var lineStarts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (i, b) in bytes.enumerated() where b == 0x0A { lineStarts.append(i + 1) }
        }

        /// The parser reports where it is after a start tag; the tag's `<` is what a note points at.
        func tagStart(line: Int, column: Int) -> DocumentLocation {
            guard !bytes.isEmpty, line >= 1, line <= lineStarts.count else { return DocumentLocation(line: max(1, line), column: max(1, column)) }
            var offset = min(bytes.count - 1, lineStarts[line - 1] + max(0, column - 1))
            while offset > 0, bytes[offset] != 0x3C { offset -= 1 }
            // The line holding the `<`, and its column counted in characters (UTF-8 continuation
            // bytes do not start one).
            var l = line
            while l > 1, lineStarts[l - 1] > offset { l -= 1 }
            let column = bytes[lineStarts[l - 1]..<offset].reduce(1) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
            return DocumentLocation(line: l, column: column)
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            let location = tagStart(line: parser.lineNumber, column: parser.columnNumber)
            var element = MarkupElement(name: elementName, attributes: attributes, location: location)
            element.comment = pendingComment
            pendingComment = nil
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty {
                root = done
            } else {
                stack[stack.count - 1].children.append(done)
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty, MarkupReader.textElements.contains(stack[stack.count - 1].name) else { return }
            stack[stack.count - 1].text += string
        }

        /// IB writes a scene's title as a comment before it (`<!--Sign Up-->`).
        func parser(_ parser: XMLParser, foundComment comment: String) {
            pendingComment = comment.trimmingCharacters(in: .whitespaces)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            guard failure == nil else { return }
            let location = DocumentLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            failure = InterfaceError(MarkupReader.describe(parseError, stack: stack.map(\.name)), at: location)
        }
    }
}
