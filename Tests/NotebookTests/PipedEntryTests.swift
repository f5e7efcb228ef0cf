import Foundation
import Testing

/// The binary reading a pipe a line at a time, as an editor or a script driving it does: each
/// entry's output must come before the next line is written.
final class PipedConversation: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var received = Data()

    init(_ arguments: [String]) throws {
        process.executableURL = BinaryTests.binary
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            self.lock.lock()
            self.received.append(data)
            self.lock.unlock()
        }
        try process.run()
    }

    /// Everything the binary wrote so far.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    func write(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until what was written contains `expected`; false after `timeout` seconds.
    func waitFor(_ expected: String, timeout: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if text.contains(expected) { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return text.contains(expected)
    }

    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
    }
}

@Suite("entries read from a pipe")
struct PipedEntryTests {
    @Test("each entry's output is written as soon as the entry is complete, before the next line arrives")
    func answersAtOnce() throws {
        let piped = try PipedConversation(["run", "--width", "40", "-"])
        defer { piped.close() }
        piped.write("view box")
        #expect(piped.waitFor("layout> view box\n"))
        piped.write("box.snp.makeConstraints { make in")
        piped.write("  make.top.left.equalTo(10) ; make.size.equalTo(100)")
        // The block is open: nothing of it is answered yet.
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!piped.text.contains("make.top.left"))
        piped.write("}")
        #expect(piped.waitFor("...> }\n"))
        piped.write("frames")
        #expect(piped.waitFor("(10,10,100,100)"))
    }

    @Test("a call its trailing closure could still follow is answered once no more input is waiting, and joins a '{' that comes with it")
    func callWaitsOnlyForArrivingInput() throws {
        let piped = try PipedConversation(["run", "--width", "40", "-"])
        defer { piped.close() }
        piped.write("let badge = UIView(frame: CGRect(x: 4, y: 6, width: 20, height: 10))")
        piped.write("view.addSubview(badge)")
        // Nothing more is written: the call is answered all the same.
        #expect(piped.waitFor("badge  added (4,6,20,10)"))
        // Written together, a closure opening on the next line is the call's trailing closure.
        piped.write("badge.snp.makeConstraints\n{ make in make.left.top.equalTo(12) ; make.size.equalTo(30) }")
        #expect(piped.waitFor("(12,12,30,30)"))
    }

    @Test("--json: the last entry's lines come without waiting for the end of input")
    func jsonAtOnce() throws {
        let piped = try PipedConversation(["run", "--json", "-"])
        defer { piped.close() }
        piped.write("view first")
        #expect(piped.waitFor("{\"type\":\"command\",\"line\":1,\"text\":\"view first\"}"))
        #expect(piped.waitFor("\"first\""))
        piped.write("view second")
        #expect(piped.waitFor("{\"type\":\"command\",\"line\":2,\"text\":\"view second\"}"))
        #expect(piped.waitFor("\"second\""))
    }

    @Test("a class is answered when the next entry shows it has no more extensions")
    func classWaitsForItsExtensions() throws {
        let piped = try PipedConversation(["run", "--width", "40", "-"])
        defer { piped.close() }
        piped.write("final class Badge: UIView {")
        piped.write("  override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }")
        piped.write("}")
        piped.write("extension Badge {")
        piped.write("  func tint() {}")
        piped.write("}")
        piped.write("view spacer")
        #expect(piped.waitFor("layout> view spacer\n"))
        #expect(piped.text.contains("layout> final class Badge: UIView {\n"))
        #expect(piped.text.contains("...> extension Badge {\n"))
    }

    /// A view controller whose `viewDidLoad` calls what its file's extensions declare.
    static let controllerFile = """
        import UIKit

        final class ProfileViewController: UIViewController {
            private let avatar = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                setUpAvatar()
            }
        }

        // MARK: - Layout
        extension ProfileViewController {
            func setUpAvatar() {
                view.addSubview(avatar)
                avatar.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 24),
                    avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    avatar.widthAnchor.constraint(equalToConstant: 64),
                    avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                ])
            }
        }

        frames

        """

    @Test("'run FILE' and 'run - < FILE' print the same bytes; the file's extension joins its class in both")
    func fileEqualsPipe() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("piped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ProfileViewController.swift")
        try Self.controllerFile.write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try BinaryTests.run(["run", "--width", "40", file.path], input: "")
        let fromPipe = try BinaryTests.run(["run", "--width", "40", "-"], input: Self.controllerFile)
        #expect(fromFile.status == 0)
        #expect(fromFile.output == fromPipe.output)
        // 375 wide: the avatar is centred, 64 square, 24 from the top; 155.5 is 155.667 on the bare
        // screen's @3x pixels.
        #expect(fromFile.output.contains("(155.667,24,64,64)"))
    }
}

@Suite("run --device")
struct RunOnDeviceTests {
    @Test("runs the script on the preset, as a first line 'device NAME' would, without printing that line")
    func runsOnThePreset() throws {
        let script = """
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor).isActive = true
            box.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor).isActive = true
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            box.heightAnchor.constraint(equalToConstant: 40).isActive = true
            frames
            """
        let run = try BinaryTests.run(["run", "--width", "40", "--device", "iPhone 15", "-"], input: script)
        #expect(run.status == 0)
        // The iPhone 15 is 393 wide, its safe area 59 from the top.
        #expect(run.output.contains("(0,59,393,40)"))
        #expect(!run.output.contains("layout> device"))
        let unknown = try BinaryTests.run(["run", "--device", "iPhone 99", "-"], input: "frames\n")
        #expect(unknown.status != 0)
        #expect((unknown.output + unknown.error).contains("no device named 'iPhone 99'"))
    }
}
