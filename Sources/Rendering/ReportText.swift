/// A report being put together: lines, each with the part it plays, printed in one style.
///
/// Keeping the part of each line (heading, warning, …) until the end lets one text be printed plain,
/// in colour or in ASCII without building it twice.
struct ReportText {
    enum Tone {
        case plain, heading, warning, error
        /// A picture line: in ASCII style only its foreign characters change, one for one.
        case picture
    }

    private(set) var lines: [(text: String, tone: Tone)] = []

    init() {}

    /// Adds `text`, one line per line of it, all in the same tone.
    mutating func add(_ text: String, _ tone: Tone = .plain) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append((String(line), tone))
        }
    }

    /// Adds lines that hold no "\n" as they are.
    mutating func add(lines: [String], _ tone: Tone = .plain) {
        self.lines.reserveCapacity(self.lines.count + lines.count)
        for line in lines { self.lines.append((line, tone)) }
    }

    mutating func add(_ texts: [String], _ tone: Tone = .plain) {
        for text in texts { add(text, tone) }
    }

    /// Adds a blank line before `section` unless this is empty or the section is.
    mutating func addSection(_ section: ReportText) {
        guard !section.lines.isEmpty else { return }
        if !lines.isEmpty { lines.append(("", .plain)) }
        lines += section.lines
    }

    var isEmpty: Bool { lines.isEmpty }

    /// The text in `style`: lines joined with "\n", no trailing spaces, no final newline.
    func rendered(_ style: ReportStyle) -> String {
        var out: [String] = []
        out.reserveCapacity(lines.count)
        for (text, tone) in lines {
            var line = text
            while line.last == " " { line.removeLast() }
            if style.isASCII { line = tone == .picture ? ASCIIText.picture(line) : ASCIIText.text(line) }
            if style.color, !line.isEmpty, let code = Self.colour(tone) {
                line = "\u{1B}[\(code)m" + line + "\u{1B}[0m"
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }

    /// The ANSI SGR code of a tone: bold headings, yellow warnings, red conflicts.
    private static func colour(_ tone: Tone) -> String? {
        switch tone {
        case .plain, .picture: nil
        case .heading: "1"
        case .warning: "33"
        case .error: "31"
        }
    }
}
