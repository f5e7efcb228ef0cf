import CPseudoTerminal
#if canImport(Glibc)
import Glibc
#endif

/// The `shell` workload: the release `layoutbook` binary at a pseudo-terminal (100×40), as a user
/// meets it.
///
/// - launch: from spawning `layoutbook` to its `layout> ` prompt on the screen, `reps` times.
/// - command: `layoutbook build.layout` replays the `repl` workload's `n`-view build, then the
///   100 height changes are typed one at a time; each is timed from Enter to the next prompt,
///   which comes after the picture, the changes and the scroll line at 100 columns.
///
/// The checksum is the content height the last change printed (`contentSize W×H · offset …`), which must
/// be `n × 48 − 8 + 99` as in the `repl` workload.
enum ShellWorkload {
    /// The built `layoutbook`, beside this benchmark in the build directory.
    static var binary: String {
        var path = CommandLine.arguments[0]
        if let resolved = realpath(path, nil) {
            path = String(cString: resolved)
            free(resolved)
        }
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/layoutbook"
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A child process on the master side of a new pseudo-terminal.
    struct Terminal {
        let master: Int32
        let pid: pid_t
        /// Everything the child printed so far.
        var output: [UInt8] = []

        init(_ arguments: [String], environment: [String]) throws(Failure) {
            var name = [CChar](repeating: 0, count: 256)
            master = lb_open_pseudo_terminal(40, 100, &name, name.count)
            guard master >= 0 else { throw Failure(description: "no pseudo-terminal") }
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer {
                argv.forEach { free($0) }
                envp.forEach { free($0) }
            }
            pid = lb_spawn_on_terminal(name, argv, envp)
            guard pid > 0 else { throw Failure(description: "cannot start \(arguments[0])") }
        }

        /// Reads until `marker` appears after byte `from` of the output; returns where it ends.
        mutating func wait(for marker: String, after from: Int, timeout seconds: Double) throws(Failure) -> Int {
            let needle = Array(marker.utf8)
            let deadline = monotonicMicros() + seconds * 1e6
            var searched = from
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                if let end = Self.find(needle, in: output, from: searched) { return end }
                searched = max(from, output.count - needle.count + 1)
                let left = Int32(max(0, (deadline - monotonicMicros()) / 1000))
                guard left > 0 else { throw Failure(description: "timed out waiting for '\(marker)'") }
                var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, left) > 0 else { continue }
                let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                guard n > 0 else { throw Failure(description: "the shell ended while waiting for '\(marker)'") }
                output += buffer[0..<n]
            }
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        func close() {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            Glibc.close(master)
        }

        static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
            guard needle.count <= haystack.count else { return nil }
            var i = max(0, from)
            while i + needle.count <= haystack.count {
                if haystack[i] == needle[0], Array(haystack[i..<(i + needle.count)]) == needle { return i + needle.count }
                i += 1
            }
            return nil
        }
    }

    /// The text without terminal escape sequences (colours, libedit's cursor moves).
    static func withoutEscapes(_ text: String) -> String {
        var out = ""
        var escape = false
        for scalar in text.unicodeScalars {
            if escape {
                if scalar.properties.isAlphabetic { escape = false }
            } else if scalar == "\u{1B}" {
                escape = true
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Runs the workload; returns the launch times, the command times (µs) and the checksum.
    static func run(n: Int, reps: Int) throws(Failure) -> (launch: [Double], commands: [Double], checksum: Double) {
        let directory = "/tmp/layoutbook-bench-shell-\(getpid())"
        mkdir(directory, 0o700)
        defer { _ = system("rm -rf '\(directory)'") }
        let environment = ["HOME=\(directory)", "XDG_DATA_HOME=\(directory)", "TERM=xterm", "LC_ALL=C.UTF-8"]
        let prompt = "layout> "

        var launch: [Double] = []
        for _ in 0..<max(1, reps) {
            let t0 = monotonicMicros()
            var shell = try Terminal([binary], environment: environment)
            _ = try shell.wait(for: prompt, after: 0, timeout: 10)
            launch.append(monotonicMicros() - t0)
            shell.close()
        }

        let entries = ReplWorkload.script(n: n)
        let build = entries.filter { !$0.hasPrefix("middle.constant") }
        let changes = entries.filter { $0.hasPrefix("middle.constant") }
        let script = directory + "/build.layout"
        guard let file = fopen(script, "w") else { throw Failure(description: "cannot write \(script)") }
        fputs(build.joined(separator: "\n") + "\n", file)
        fclose(file)

        var shell = try Terminal([binary, script], environment: environment)
        defer { shell.close() }
        // The replay echoes every entry after `layout> `: the shell's own prompt is the one after
        // the last entry's echo.
        var position = try shell.wait(for: "layout> " + build[build.count - 1], after: 0, timeout: 600)
        position = try shell.wait(for: prompt, after: position, timeout: 60)
        var commands: [Double] = []
        var lastOutput = position
        for change in changes {
            let t0 = monotonicMicros()
            shell.type(change + "\r")
            lastOutput = position
            position = try shell.wait(for: "\n" + prompt, after: position, timeout: 60)
            commands.append(monotonicMicros() - t0)
        }
        // The last change's scroll line: `sv  contentSize W×H · offset …`.
        let text = Self.withoutEscapes(String(decoding: shell.output[lastOutput...], as: UTF8.self))
        guard let line = text.split(whereSeparator: \.isNewline).first(where: { $0.contains(" · offset ") }),
              let tail = line.split(separator: "×", maxSplits: 1).last else {
            throw Failure(description: "no contentSize in the last output:\n" + text.suffix(3000))
        }
        let height = Double(String(tail.prefix { $0.isNumber || $0 == "." })) ?? .nan
        return (launch, commands, height)
    }
}

/// Runs the `shell` workload and prints its RESULT lines (launch and command). Returns the exit status.
func runShellBenchmark(n: Int, reps: Int) -> Int32 {
    let result: (launch: [Double], commands: [Double], checksum: Double)
    do {
        result = try ShellWorkload.run(n: n, reps: reps)
    } catch {
        print("error: \(error)")
        return 1
    }
    func stats(_ values: [Double]) -> (median: Double, p99: Double, max: Double) {
        let sorted = values.sorted()
        return (sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], sorted.last ?? 0)
    }
    let launch = stats(result.launch)
    let commands = stats(result.commands)
    print("RESULT peer=layoutbook workload=shell phase=launch n=0 units=\(result.launch.count) unit=ms/launch median=\(fixed(launch.median / 1000, 2)) p99=\(fixed(launch.p99 / 1000, 2)) max=\(fixed(launch.max / 1000, 2)) reps=\(result.launch.count)")
    print("RESULT peer=layoutbook workload=shell phase=command n=\(n) units=\(result.commands.count) unit=ms/command median=\(fixed(commands.median / 1000, 2)) p99=\(fixed(commands.p99 / 1000, 2)) max=\(fixed(commands.max / 1000, 2)) reps=1 checksum=\(format17(result.checksum))")
    let expected = ReplWorkload.expectedChecksum(n: n)
    if result.checksum != expected {
        print("error: checksum \(format17(result.checksum)) differs from the closed form \(format17(expected))")
        return 1
    }
    return 0
}
