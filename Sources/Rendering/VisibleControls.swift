/// Text that came from a file or a paste, made safe to print on a terminal: every control
/// character (C0, DEL and C1, except the line break and the tab) is shown as `\u{1B}`-style text
/// instead of being sent, so an escape sequence in a notebook, a script or a conflict log cannot
/// set the window title (OSC 0), clear the screen (CSI 2J) or write the clipboard (OSC 52).
///
/// The spelling is Swift's own, so what is shown can be pasted back as a string literal.
public enum VisibleControls {
    /// Whether `scalar` is one a terminal acts on rather than shows.
    @inlinable public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v)
    }

    /// `text` with every control character but `\n` and `\t` spelled `\u{…}`.
    public static func text(_ text: String) -> String {
        shown(text, keeping: ["\n", "\t"])
    }

    /// `text` on one line: the line break and the tab are spelled out too (a file name, a
    /// command line echoed after a prompt).
    public static func line(_ text: String) -> String {
        shown(text, keeping: [])
    }

    /// What the program writes to the terminal: every control character spelled out, except the
    /// line break, the tab, a `\r` before a line break, and the colour sequences the reports
    /// themselves use (`ESC [ digits ; … m`, which only colour text). One pass over every write,
    /// so nothing that came from a file, a paste or a log can command the terminal, whichever
    /// report, note or echo carried it.
    public static func terminal(_ text: String) -> String {
        // Almost every write has none: a scan of its bytes, no copy.
        var needed = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || (previous == 0xC2 && (0x80...0x9F).contains(byte)) {
                needed = true
                break
            }
            previous = byte
        }
        guard needed else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\u{1B}", let end = colourSequenceEnd(scalars, from: i) {
                out.append(contentsOf: scalars[i..<end])
                i = end
                continue
            }
            let keep = scalar == "\n" || scalar == "\t" || (scalar == "\r" && i + 1 < scalars.count && scalars[i + 1] == "\n")
            if isControl(scalar), !keep {
                out.append(contentsOf: spelled(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
            i += 1
        }
        return String(out)
    }

    /// Where `ESC [ 0 ; 1 m` at `start` ends, when it is a colour sequence (SGR); nil otherwise.
    static func colourSequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var i = start + 2
        while i < scalars.count, ("0"..."9").contains(scalars[i]) || scalars[i] == ";" { i += 1 }
        guard i < scalars.count, scalars[i] == "m", i - start <= 20 else { return nil }
        return i + 1
    }

    static func shown(_ text: String, keeping: Set<Unicode.Scalar>) -> String {
        // Almost every text has none: return it as it is without copying.
        guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar), !keeping.contains(scalar) {
                out.append(contentsOf: spelled(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `\u{1B}` for ESC, `\0` for NUL, as a Swift literal spells it.
    public static func spelled(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": "\\0"
        case "\r": "\\r"
        case "\n": "\\n"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// The first control character in `text` and its offset in characters, for an error that
    /// points at it; nil when there is none.
    public static func first(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
        for (offset, character) in text.enumerated() {
            if let scalar = character.unicodeScalars.first(where: isControl) { return (scalar, offset) }
        }
        return nil
    }
}
