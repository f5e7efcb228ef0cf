import CEditLine
#if canImport(Glibc)
import Glibc
#endif

/// Reads lines at a prompt: libedit on a terminal, plain lines otherwise (no prompt, no history).
///
/// The one class in the program: it owns libedit's `EditLine*` and `History*`, whose lifetime is
/// the point. The prompt text reaches libedit's C callback through the client-data pointer, so no
/// global state is needed.
final class LineEditor {
    private var editLine: OpaquePointer?
    private var history: OpaquePointer?
    private var promptBytes: [CChar] = Array("layout> ".utf8CString)
    let isInteractive: Bool

    init(program: String) {
        isInteractive = isatty(0) != 0 && isatty(1) != 0
        guard isInteractive else { return }
        // Without a UTF-8 locale libedit drops non-ASCII input.
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        editLine = lb_el_init(program)
        history = lb_history_init(1000)
        guard let editLine else { return }
        _ = lb_el_set_editor(editLine, "emacs")
        _ = lb_el_set_history(editLine, history)
        _ = lb_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = lb_el_set_prompt(editLine) { el in
            guard let el, let data = lb_el_get_clientdata(el) else { return nil }
            let editor = Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
            return editor.promptBytes.withUnsafeMutableBufferPointer { $0.baseAddress }
        }
    }

    deinit {
        if let editLine { el_end(editLine) }
        if let history { history_end(history) }
    }

    /// The next line without its newline, or nil at the end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        guard isInteractive, let editLine else { return Swift.readLine(strippingNewline: true) }
        promptBytes = Array(prompt.utf8CString)
        var count: Int32 = 0
        guard let bytes = el_gets(editLine, &count) else {
            print("")  // libedit leaves the cursor after ^D
            return nil
        }
        var line = String(cString: bytes)
        if line.hasSuffix("\n") { line.removeLast() }
        return line
    }

    /// Keeps a whole (possibly multi-line) command as one history entry.
    func remember(_ command: String) {
        guard let history, !command.isEmpty else { return }
        _ = lb_history_enter(history, command)
    }
}
