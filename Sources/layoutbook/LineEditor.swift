import CEditLine
#if canImport(Glibc)
import Glibc
#endif

/// Reads lines at a prompt: libedit on a terminal, plain lines otherwise (no prompt, no history).
///
/// The one class in the program: it owns libedit's `EditLine*` and `History*`, whose lifetime is
/// the point. libedit's C callbacks (the prompt, Tab, Ctrl-C) reach it through the client-data
/// pointer, so no global state is needed.
final class LineEditor {
    /// What one read gave.
    enum Input: Equatable {
        case line(String)
        /// Ctrl-C: the line being typed is dropped.
        case cancelled
        /// Ctrl-D on an empty line, or the end of piped input.
        case end
    }

    private var editLine: OpaquePointer?
    private var history: OpaquePointer?
    private var historyPath: String?
    /// The history drops an entry equal to the one before it; so must the file.
    private var lastRemembered: String?
    private var promptBytes: [CChar] = Array("layout> ".utf8CString)
    private var cancelled = false
    /// The line and cursor a Tab left behind, so that a second Tab in a row lists the candidates.
    private var lastTab: (text: String, cursor: Int)?
    /// What Tab completes against; the shell updates it before each read.
    var completion = Completion.Context.none
    let isInteractive: Bool

    init(program: String) {
        isInteractive = isatty(0) != 0 && isatty(1) != 0
        guard isInteractive else { return }
        // A parent can hand down blocked signals (a thread pool's mask survives fork and exec):
        // libedit needs SIGWINCH to follow resizes, and SIGHUP must end the program with its terminal.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigprocmask(SIG_SETMASK, &unblocked, nil)
        // Without a UTF-8 locale libedit drops non-ASCII input.
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        editLine = lb_el_init(program)
        history = lb_history_init(Int32(Self.historySize))
        guard let editLine else { return }
        _ = lb_el_set_editor(editLine, "emacs")
        _ = lb_el_set_history(editLine, history)
        _ = lb_el_set_signal(editLine, 1)
        // Ctrl-C reaches the editor as a key instead of killing the program.
        _ = lb_el_setty(editLine, "-d", "-isig")
        _ = lb_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = lb_el_set_prompt(editLine) { el in
            guard let editor = LineEditor.owner(of: el) else { return nil }
            return editor.promptBytes.withUnsafeMutableBufferPointer { $0.baseAddress }
        }
        _ = lb_el_addfn(editLine, "layoutbook-complete", "Complete the word before the cursor") { el, _ in
            guard let el, let editor = LineEditor.owner(of: el) else { return UInt8(CC_ERROR) }
            return editor.complete(el)
        }
        _ = lb_el_bind(editLine, "^I", "layoutbook-complete")
        _ = lb_el_addfn(editLine, "layoutbook-cancel", "Drop the line being typed") { el, _ in
            guard let el, let editor = LineEditor.owner(of: el) else { return UInt8(CC_ERROR) }
            editor.cancelled = true
            // "^C" goes after the whole line, not over its end: rewriting the text after the
            // cursor takes the terminal's cursor there.
            let text = LineEditor.text(of: el)
            Terminal.write(text.after)
            return UInt8(CC_NEWLINE)
        }
        _ = lb_el_bind(editLine, "^C", "layoutbook-cancel")
    }

    deinit {
        if let editLine { el_end(editLine) }
        if let history { history_end(history) }
    }

    private static func owner(of el: OpaquePointer?) -> LineEditor? {
        guard let el, let data = lb_el_get_clientdata(el) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// The next line without its newline. `prefilled` is on the line already, as if typed, for
    /// the user to edit or enter (at a terminal only).
    func readLine(prompt: String, prefilled: String? = nil) -> Input {
        guard isInteractive, let editLine else {
            return Swift.readLine(strippingNewline: true).map(Input.line) ?? .end
        }
        promptBytes = Array(prompt.utf8CString)
        cancelled = false
        lastTab = nil
        if let prefilled, !prefilled.isEmpty { el_push(editLine, Self.typedLiterally(prefilled)) }
        var count: Int32 = 0
        var bytes = el_gets(editLine, &count)
        // A signal libedit does not handle itself interrupts the read; read again.
        while bytes == nil, count < 0, errno == EINTR {
            bytes = el_gets(editLine, &count)
        }
        guard let bytes else {
            Terminal.write("\n")  // libedit leaves the cursor after ^D
            return .end
        }
        if cancelled {
            Terminal.write("^C\n")
            return .cancelled
        }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    /// Text for `el_push`, which libedit reads as keys: a control character (a Tab would
    /// complete, a line break would enter) goes after Ctrl-V, which inserts the next key as it is.
    static func typedLiterally(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F { out.append("\u{16}") }
            out.append(scalar)
        }
        return String(out)
    }

    // MARK: Keys that type a word

    /// The word each bound key enters, by the key's last character.
    private var wordKeys: [Int32: String] = [:]

    /// Binds Esc followed by each letter to a key that replaces the line with its word and
    /// enters it, as if typed alone on the line: `bindWords(["n": "next"])` makes Esc-n (Alt-n)
    /// enter `next` whatever was on the line.
    func bindWords(_ words: [Character: String]) {
        guard let editLine else { return }
        _ = lb_el_addfn(editLine, "layoutbook-word", "Enter the word bound to this key") { el, key in
            guard let el, let editor = LineEditor.owner(of: el), let word = editor.wordKeys[key] else {
                return UInt8(CC_ERROR)
            }
            _ = el_replacestr(el, word)
            let after = LineEditor.text(of: el).after
            _ = el_cursor(el, Int32(after.utf8.count))
            // The line break is read as the next key, after libedit has shown the word.
            el_push(el, "\n")
            return UInt8(CC_REFRESH)
        }
        for (letter, word) in words.sorted(by: { $0.key < $1.key }) {
            guard let key = letter.asciiValue else { continue }
            wordKeys[Int32(key)] = word
            _ = lb_el_bind(editLine, "\\e\(letter)", "layoutbook-word")
        }
    }

    // MARK: History

    /// The most entries the history keeps.
    static let historySize = 1000

    /// Keeps history in `path` from now on: loads what is there, and appends every entry.
    func useHistory(at path: String) {
        guard let history else { return }
        historyPath = path
        let lines = lb_history_load(history, path)
        // Appending lets the file grow past what is kept; rewrite it now and then.
        if lines > Int32(Self.historySize + Self.historySize / 2) { _ = lb_history_save(history, path) }
    }

    /// Keeps a whole (possibly multi-line) entry as one history entry, and saves it.
    func remember(_ entry: String) {
        guard let history, !entry.isEmpty, entry != lastRemembered else { return }
        lastRemembered = entry
        _ = lb_history_enter(history, entry)
        if let historyPath { _ = lb_history_append_newest(history, historyPath) }
    }

    /// The line being edited, split at the cursor.
    private static func text(of el: OpaquePointer) -> (before: String, after: String) {
        guard let info = el_line(el), let start = UnsafeRawPointer(info.pointee.buffer),
              let cursor = UnsafeRawPointer(info.pointee.cursor), let end = UnsafeRawPointer(info.pointee.lastchar),
              start <= cursor, cursor <= end else { return ("", "") }
        return (String(decoding: UnsafeRawBufferPointer(start: start, count: cursor - start), as: UTF8.self),
                String(decoding: UnsafeRawBufferPointer(start: cursor, count: end - cursor), as: UTF8.self))
    }

    // MARK: Completion

    /// Tab: completes the common prefix of the candidates; a second Tab in a row lists them.
    private func complete(_ el: OpaquePointer) -> UInt8 {
        let (before, after) = Self.text(of: el)
        let state = (text: before + after, cursor: before.utf8.count)
        let secondTab = lastTab.map { $0.text == state.text && $0.cursor == state.cursor } ?? false

        let found = Completion.complete(before, in: completion)
        guard !found.candidates.isEmpty else { return UInt8(CC_ERROR) }
        if !found.insertion.isEmpty {
            _ = el_insertstr(el, found.insertion)
            lastTab = (before + found.insertion + after, state.cursor + found.insertion.utf8.count)
            return UInt8(found.candidates.count == 1 ? CC_REFRESH : CC_REFRESH_BEEP)
        }
        guard secondTab else {
            lastTab = state
            return UInt8(CC_REFRESH_BEEP)
        }
        // The list goes below the whole line. libedit then redraws the prompt and line, first
        // moving up as many rows as the cursor was below the prompt's row: blank rows under the
        // list leave room for that.
        let width = Terminal.columns ?? 80
        let promptWidth = promptBytes.count - 1
        let rowsAboveCursor = (promptWidth + before.count) / max(width, 1)
        Terminal.write(after + "\n" + Completion.columns(found.candidates, width: width)
            + String(repeating: "\n", count: rowsAboveCursor))
        return UInt8(CC_REDISPLAY)
    }
}
