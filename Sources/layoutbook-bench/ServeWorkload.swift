#if canImport(Glibc)
import Glibc
#endif
import Notebook
import Rendering
import Service

/// The `serve` workload: a one-line `run` request's latency through the protocol against the same
/// entry through the runner, at a session of `n` views (the `repl` workload's stack in a scroll
/// view's content view, built untimed 50 views a line). The entry is `middle.constant = 41…40+k`,
/// which moves half the views. Six ways, `k` entries each, one line each with p50 and p99:
///
/// - `prompt`: the runner as the shell runs it (picture mode, 60 columns);
/// - `runner-json`: the runner in `--json` mode as `run --json` prints (every view's record);
/// - `protocol`: the request line through ``JSONRPC`` and ``ServiceSession`` in this process
///   (parse, run, the reply encoded) — the protocol's own cost — with the reply listing what
///   changed (the default); `protocol-full` the same with `"report": "full"`, every view's record;
/// - `pipe` and `pipe-full`: the release `layoutbook serve` beside this benchmark, the request
///   written to its standard input and timed until the whole reply line is read from its
///   standard output, each way in a server of its own.
///
/// Each line also gives the reply's mean size in bytes (`bytes=`; the text printed, for the
/// prompt and the runner). Checksum: the content's height after the phase, `n × 48 − 8 + k`,
/// read back from each way.
/// `--clock cpu` times the ways in this process by the process's CPU time.
enum ServeWorkload {
    /// The build, 50 views an entry (`;` between commands; each view is two of the stack's
    /// entries), so that building prints every view's records a fiftieth as often as entry by
    /// entry would.
    static func buildLines(n: Int) -> [String] {
        let head = Array(ReplWorkload.buildScript(n: n).prefix(4))
        let stack = ReplWorkload.stack(n: n, in: "content")
        var lines = head
        var index = 0
        while index < stack.count {
            lines.append(stack[index..<min(index + 100, stack.count)].joined(separator: " ; "))
            index += 100
        }
        return lines
    }

    static func request(_ id: Int, _ code: String, full: Bool = false) -> String {
        "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"run\",\"params\":{\"code\":\(JSON.string(code).encoded)"
            + (full ? ",\"report\":\"full\"}}" : "}}")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// p50 and p99 of microseconds, in milliseconds.
    static func summary(_ times: [Double]) -> (p50: Double, p99: Double, max: Double) {
        let sorted = times.sorted()
        guard !sorted.isEmpty else { return (0, 0, 0) }
        let p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
        return (sorted[sorted.count / 2] / 1000, p99 / 1000, sorted[sorted.count - 1] / 1000)
    }

    /// The content's height in a `frames` or `run` result's records: its last `view` record's, or
    /// its last frame `change`'s.
    static func contentHeight(_ records: [String]) -> Double? {
        for record in records.reversed() {
            let frame: JSON?
            if record.hasPrefix("{\"type\":\"view\",\"name\":\"content\"") {
                frame = (try? JSONParser.parse(record))?["frame"]
            } else if record.hasPrefix("{\"type\":\"change\",\"name\":\"content\",\"property\":\"frame\"") {
                frame = (try? JSONParser.parse(record))?["to"]
            } else {
                continue
            }
            guard let text = frame?["height"], case .number(let height) = text else { continue }
            return Double(height)
        }
        return nil
    }

    /// `clock` times the ways in this process (`cpuMicros` on a busy machine); the pipe is
    /// always timed by the wall clock, as its client waits.
    static func run(n: Int, k: Int, clock: () -> Double = monotonicMicros) -> Int32 {
        let expected = Double(n * 48 - 8 + k)
        let entries = (1...k).map { "middle.constant = \(40 + $0)" }
        var results: [(String, [Double], Double?, Int)] = []

        for json in [false, true] {
            var runner = Runner(style: ReportStyle(width: 60), json: json)
            for line in buildLines(n: n) { _ = runner.output(of: line) }
            var times: [Double] = []
            var last = ""
            var bytes = 0
            for entry in entries {
                let t0 = clock()
                last = runner.output(of: entry)
                times.append(clock() - t0)
                bytes += last.utf8.count
            }
            let layout = runner.session.layout
            let height = layout.id(of: "content").map { layout.frame(of: $0).height }
            if last.isEmpty { return 1 }
            results.append((json ? "runner-json" : "prompt", times, height, bytes / k))
        }

        for full in [false, true] {
            var session = ServiceSession()
            for (index, line) in buildLines(n: n).enumerated() { _ = JSONRPC.reply(to: request(index, line), &session) }
            var times: [Double] = []
            var lastReply = ""
            var bytes = 0
            for (index, entry) in entries.enumerated() {
                let line = request(1000 + index, entry, full: full)
                let t0 = clock()
                lastReply = JSONRPC.reply(to: line, &session) ?? ""
                times.append(clock() - t0)
                bytes += lastReply.utf8.count
            }
            let protocolHeight = (try? JSONParser.parse(lastReply))?["result"]?["records"]?.arrayValue
                .flatMap { contentHeight($0.map(\.encoded)) }
            results.append((full ? "protocol-full" : "protocol", times, protocolHeight, bytes / k))
        }

        do {
            results.append(try pipe(n: n, entries: entries, full: false))
            results.append(try pipe(n: n, entries: entries, full: true))
        } catch {
            print("error: \(error)")
            return 1
        }
        var failed = false
        for (way, times, height, bytes) in results {
            let s = summary(times)
            print("RESULT peer=layoutbook workload=serve way=\(way) n=\(n) units=\(times.count) unit=ms/request "
                + "p50=\(fixed(s.p50, 3)) p99=\(fixed(s.p99, 3)) max=\(fixed(s.max, 3)) bytes=\(bytes) checksum=\(height.map(format17) ?? "none")")
            if height != expected {
                print("error: \(way): the content is \(height.map(format17) ?? "missing") tall, not \(format17(expected))")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    /// The `pipe` way: a `layoutbook serve` process.
    static func pipe(n: Int, entries: [String], full: Bool) throws -> (String, [Double], Double?, Int) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard Glibc.pipe(&toChild) == 0, Glibc.pipe(&fromChild) == 0 else { throw Failure(description: "no pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addclose(&actions, toChild[1])
        posix_spawn_file_actions_addclose(&actions, fromChild[0])
        let binary = ShellWorkload.binary
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), strdup("serve"), nil]
        defer { for p in argv { free(p) } }
        let status = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        posix_spawn_file_actions_destroy(&actions)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else { throw Failure(description: "cannot start \(binary): \(String(cString: strerror(status)))") }
        defer {
            close(toChild[1])
            close(fromChild[0])
            var code: Int32 = 0
            waitpid(pid, &code, 0)
        }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        func send(_ line: String) throws -> String {
            let bytes = Array((line + "\n").utf8)
            var offset = 0
            while offset < bytes.count {
                let w = bytes.withUnsafeBytes { write(toChild[1], $0.baseAddress! + offset, $0.count - offset) }
                guard w > 0 else { throw Failure(description: "the server stopped reading") }
                offset += w
            }
            // Each byte is looked at once: a reply of a thousand views' records is large.
            var scanned = 0
            while true {
                if let newline = pending[scanned...].firstIndex(of: 0x0A) {
                    let reply = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return reply
                }
                scanned = pending.count
                let r = buffer.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
                guard r > 0 else { throw Failure(description: "the server closed its output") }
                pending += buffer[0..<r]
            }
        }
        for (index, line) in buildLines(n: n).enumerated() { _ = try send(request(index, line)) }
        var times: [Double] = []
        var bytes = 0
        for (index, entry) in entries.enumerated() {
            let line = request(1000 + index, entry, full: full)
            let t0 = monotonicMicros()
            bytes += try send(line).utf8.count
            times.append(monotonicMicros() - t0)
        }
        let frames = try send("{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"frames\"}")
        let height = (try? JSONParser.parse(frames))?["result"]?["records"]?.arrayValue.flatMap { contentHeight($0.map(\.encoded)) }
        return (full ? "pipe-full" : "pipe", times, height, bytes / max(1, entries.count))
    }
}
