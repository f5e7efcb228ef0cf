import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The real `layoutbook` binary at a real terminal: a pane of a private tmux server (its own
/// socket), 100 columns by 40 rows, with its own data directory so history and journals start empty.
///
/// Tests type into it with `type` and `press`, and wait for what the screen should show with
/// `waitFor`, which polls the pane (scrollback included) until the text appears or a timeout.
final class TerminalSession {
    let socket: String
    /// `XDG_DATA_HOME` (and `HOME`) of the shell.
    let dataHome: URL
    private let configuration: URL

    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    /// The built `layoutbook`, found beside the test bundle in the build directory.
    static var binary: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("layoutbook").path),
              directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("layoutbook")
    }

    /// A fresh data directory, removed by `removeDataHome()`.
    static func makeDataHome() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layoutbook-shell-tests-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Starts `layoutbook ARGUMENTS` in a new pane. `locale` is the shell's LC_ALL.
    init(_ arguments: [String] = [], dataHome: URL? = nil, locale: String = "C.UTF-8",
         environment: [String: String] = [:]) throws {
        let number = Self.lock.withLock {
            Self.counter += 1
            return Self.counter
        }
        socket = "layoutbook-test-\(getpid())-\(number)"
        self.dataHome = try dataHome ?? Self.makeDataHome()
        // The pane stays after the program exits, so its last words and exit status can be read.
        configuration = self.dataHome.appendingPathComponent("tmux-\(number).conf")
        try "set -g remain-on-exit on\nset -g history-limit 10000\n".write(to: configuration, atomically: true, encoding: .utf8)
        var variables = ["XDG_DATA_HOME=\(self.dataHome.path)", "HOME=\(self.dataHome.path)", "LC_ALL=\(locale)", "TERM=screen"]
        variables += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // A shell in the pane runs layoutbook and then prints its exit status (tmux does not
        // always learn it when the terminal closes first).
        let status = Self.spawnServer(["tmux", "-u", "-L", socket, "-f", configuration.path,
                                       "new-session", "-d", "-x", "100", "-y", "40", "--",
                                       "/bin/sh", "-c", "\"$@\"; echo \"\(Self.exitMark)$?]\"", "sh", "env", "-i"]
            + variables + [Self.binary.path] + arguments)
        guard status == 0 else { throw Timeout(waitingFor: "tmux to start (status \(status))", screen: "") }
    }

    /// Starts the tmux server (through its first client) the way a login shell would: every signal
    /// unblocked and at its default, and no descriptor of ours inherited. The test runner's worker
    /// threads block signals, and a plain `Process` would pass that mask on to the server, which
    /// then never reaps its panes, and to layoutbook, which then misses SIGWINCH and SIGHUP; the
    /// daemonized server would also hold a captured output pipe open forever.
    static func spawnServer(_ arguments: [String]) -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        guard posix_spawnp(&pid, "tmux", &actions, &attributes, argv, envp) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (status >> 8) & 0xFF
    }

    deinit {
        _ = try? tmux(["kill-server"])
    }

    func removeDataHome() {
        try? FileManager.default.removeItem(at: dataHome)
    }

    /// Runs tmux on this session's server and returns what it printed.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-u", "-L", socket] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Types text as it is (no key names).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-l", text])
    }

    /// Presses keys by tmux's names: `Enter`, `Tab`, `C-c`, `C-d`, `Up`.
    func press(_ keys: String...) throws {
        try tmux(["send-keys"] + keys)
    }

    /// Everything the pane shows, scrollback included, wrapped lines joined.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-S", "-"])
    }

    /// Waits until the screen satisfies `condition`, and returns it; throws with the screen when
    /// `timeout` passes first.
    @discardableResult
    func waitUntil(_ what: String, timeout: Double = 15, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            usleep(20_000)
        }
        throw Timeout(waitingFor: what, screen: last)
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        try waitUntil("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until `text` appears `count` times on the screen (a prompt after several entries).
    @discardableResult
    func waitFor(_ text: String, count: Int, timeout: Double = 15) throws -> String {
        try waitUntil("\(count) × '\(text)'", timeout: timeout) { $0.components(separatedBy: text).count - 1 >= count }
    }

    /// Waits until the screen, with the blanks at the end of each line dropped, shows `text`
    /// (libedit pads a line it rewrote shorter with spaces).
    @discardableResult
    func waitFor(lines text: String, timeout: Double = 15) throws -> String {
        try waitUntil("'\(text)'", timeout: timeout) { screen in
            screen.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop { $0 == " " }.reversed()) }
                .joined(separator: "\n").contains(text)
        }
    }

    /// The lines of the screen, trailing blanks dropped.
    func lines() throws -> [String] {
        try screen().split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    static let exitMark = "[layoutbook exited with status "

    /// The layoutbook process: the child of the pane's shell.
    func pid() throws -> pid_t {
        let shell = try tmux(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) } ?? 0
    }

    /// Waits until layoutbook has exited and returns its exit status (128 + N for signal N).
    func exitStatus(timeout: Double = 15) throws -> Int32 {
        let screen = try waitFor(Self.exitMark, timeout: timeout)
        let status = screen.components(separatedBy: Self.exitMark).last?.prefix { $0.isNumber } ?? ""
        return Int32(status) ?? -1
    }

    /// A file under the data directory, or nil when it is missing.
    func dataFile(_ path: String) -> String? {
        try? String(contentsOf: dataHome.appendingPathComponent(path), encoding: .utf8)
    }

    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var screen: String
        var description: String { "timed out waiting for \(waitingFor); the screen:\n\(screen)" }
    }
}
