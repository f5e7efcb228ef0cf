/// One of the `contentChanges` of LSP's `textDocument/didChange`: the whole new text, or a range of
/// the text as it stands after the changes before it, replaced (incremental sync).
///
/// Positions are LSP's: a line from 0, and a character counted in UTF-16 code units from the line's
/// start. A line ends at `\n`, `\r\n` or `\r` (LSP counts all three). As the protocol says, a
/// character past the end of its line is the end of the line, and a line past the last is the end
/// of the text; a position inside a character that takes two code units (an emoji) is taken as
/// the start of that character, so an edit never splits it.
public struct ContentChange: Sendable, Equatable {
    /// A place in the text: line and UTF-16 character, both from 0.
    public struct Position: Sendable, Equatable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
    }

    /// The range replaced; nil replaces the whole text.
    public var range: (start: Position, end: Position)?
    public var text: String

    public init(range: (start: Position, end: Position)?, text: String) {
        self.range = range
        self.text = text
    }

    public static func == (a: ContentChange, b: ContentChange) -> Bool {
        a.text == b.text && a.range?.start == b.range?.start && a.range?.end == b.range?.end
    }

    /// A change as the client sent it: `{"text"}` or `{"range": {"start", "end"}, "text"}`
    /// (the deprecated `rangeLength` is ignored, as the protocol allows).
    public init(_ json: JSON) throws(RPCError) {
        guard case .object = json else { throw .invalidParams("each of 'contentChanges' is an object") }
        guard let text = json["text"]?.stringValue else { throw .invalidParams("a content change's 'text' is required (a string)") }
        self.text = text
        guard let range = json["range"], range != .null else {
            self.range = nil
            return
        }
        func position(_ key: String) throws(RPCError) -> Position {
            guard let value = range[key], let line = value["line"]?.intValue, let character = value["character"]?.intValue,
                  line >= 0, character >= 0 else {
                throw .invalidParams("a content change's range.\(key) is {\"line\", \"character\"}, whole numbers from 0")
            }
            return Position(line: line, character: character)
        }
        let start = try position("start"), end = try position("end")
        guard (start.line, start.character) <= (end.line, end.character) else {
            throw .invalidParams("a content change's range ends (\(end.line):\(end.character)) before it starts (\(start.line):\(start.character))")
        }
        self.range = (start, end)
    }

    /// `document` with this change made.
    public func applied(to document: String) -> String {
        guard let range else { return text }
        let units = Array(document.utf16)
        let lineStarts = Self.lineStarts(units)
        let start = Self.offset(of: range.start, in: units, lineStarts: lineStarts)
        // A range given in order can still land in order reversed only when both ends clamp to
        // the same line's end; then it is empty.
        let end = max(start, Self.offset(of: range.end, in: units, lineStarts: lineStarts))
        var out = units[..<start]
        out.append(contentsOf: text.utf16)
        out.append(contentsOf: units[end...])
        return String(decoding: out, as: UTF16.self)
    }

    /// Where each line starts, in code units: 0, then after every line break.
    static func lineStarts(_ units: [UInt16]) -> [Int] {
        var starts = [0]
        var i = 0
        while i < units.count {
            if units[i] == 0x0A {
                starts.append(i + 1)
            } else if units[i] == 0x0D {
                if i + 1 < units.count, units[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    /// The code-unit offset of `position`, clamped as the type's summary says.
    static func offset(of position: Position, in units: [UInt16], lineStarts: [Int]) -> Int {
        guard position.line < lineStarts.count else { return units.count }
        let start = lineStarts[position.line]
        var end = position.line + 1 < lineStarts.count ? lineStarts[position.line + 1] : units.count
        // The line's own text stops before its break.
        if end > start, units[end - 1] == 0x0A { end -= 1 }
        if end > start, units[end - 1] == 0x0D { end -= 1 }
        var offset = start + min(position.character, end - start)
        // Between the two halves of a surrogate pair: back to the character's start.
        if offset > start, offset < units.count, UTF16.isTrailSurrogate(units[offset]), UTF16.isLeadSurrogate(units[offset - 1]) {
            offset -= 1
        }
        return offset
    }
}
