import Foundation
import Testing

/// `layoutbook lint` and `layoutbook open` as CI and a developer run them.
@Suite("lint and open, from the command line")
struct InterfaceBinaryTests {
    static func write(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutbook-ib-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test("lint prints file:line:column lines and exits 1 on a conflict; a misplaced view alone is a warning and exits 0")
    func lintStatus() throws {
        let clean = try Self.write("Login.storyboard", InterfaceFileTests.storyboard)
        let result = try BinaryTests.run(["lint", clean], input: "")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("\(clean):15:29: warning: misplaced view card: IB stored (20, 90, 335, 100), the constraints give (20, 80.5, 335, 100); "
            + "IB's stored frames break its constraint 'cn-lg-003' (90 where it asks 80.5): the stored frame is older than the constraints, and Xcode did not flag it\n0 errors, 1 warning\n"))
        let conflicting = InterfaceFileTests.storyboard.replacingOccurrences(
            of: "<constraint firstItem=\"vw-lg-001\" firstAttribute=\"height\" constant=\"100\" id=\"cn-lg-006\"/>",
            with: "<constraint firstItem=\"vw-lg-001\" firstAttribute=\"height\" constant=\"100\" id=\"cn-lg-006\"/>\n<constraint firstItem=\"vw-lg-001\" firstAttribute=\"height\" constant=\"90\" id=\"cn-lg-007\"/>")
        let bad = try Self.write("Bad.storyboard", conflicting)
        let failed = try BinaryTests.run(["lint", "--quiet", bad], input: "")
        #expect(failed.status == 1)
        #expect(failed.output.contains("\(bad):27:1: error: conflicting constraints: UIKit breaks 'cn-lg-007' card.height == 90 to satisfy 'cn-lg-006' card.height == 100"))
    }

    @Test("lint --json prints one object a line; a file that is not XML is an error at its line")
    func lintJSON() throws {
        let broken = try Self.write("Broken.xib", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n<objects>\n")
        let result = try BinaryTests.run(["lint", "--json", broken], input: "")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("{\"file\":\"\(broken)\",\"line\":"))
        #expect(result.output.contains("\"severity\":\"error\",\"kind\":\"read\",\"message\":\"the XML ends before <objects> is closed (is the file truncated?)\"}"))
    }

    @Test("open without a terminal prints the scenes and the chosen scene, then exits")
    func openPiped() throws {
        let file = try Self.write("Login.storyboard", InterfaceFileTests.storyboard)
        let result = try BinaryTests.run(["open", file, "--scene", "Help", "--width", "40"], input: "")
        #expect(result.status == 0)
        #expect(result.output.contains(" 1 LoginViewController (login) (initial)\n 2 HelpViewController \"Help\"\n"))
        #expect(result.output.contains("layout> scene Help\nscene 2: HelpViewController \"Help\" · 1 view on the iPhone 8\n"))
    }
}
