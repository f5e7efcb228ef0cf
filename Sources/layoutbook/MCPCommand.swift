import ArgumentParser
import Service
#if canImport(Glibc)
import Glibc
#endif

/// `layoutbook mcp`: a Model Context Protocol server on standard input and output.
struct MCP: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "A Model Context Protocol server on standard input and output (JSON-RPC, one message a line).",
        discussion: """
            Tools: solve {code} (frames, contentSizes, warnings, SVG), why_doesnt_it_scroll {code, \
            scrollView?}, explain_conflict_log {log}, render_svg {code, view?}, lint {notebook, name?} \
            (a notebook's text, checked as 'check' does). Each call runs in a fresh session; each tool \
            has an input and an output JSON Schema and returns structured content. Resources: the \
            tutorials, as layoutbook://notebooks/NAME.md, read at start from --notebooks DIR, by \
            default the Notebooks folder of the repository the binary was built in (found by going \
            up from the binary's folder), else ./Notebooks. Messages are limited to 8 MiB. It reads \
            and writes no other file.
            """)

    @Option(help: "The folder of tutorials to offer as resources (default: the repository's Notebooks).")
    var notebooks: String?

    func run() throws {
        let folder = notebooks ?? Self.defaultNotebooks()
        var resources: [MCPServer.Resource] = []
        if let folder {
            guard let names = Self.markdownFiles(in: folder) else {
                throw CommandFailure("error: cannot read the folder \(folder): \(String(cString: strerror(errno)))")
            }
            for name in names {
                guard case .success(let bytes) = Terminal.readFile(folder + "/" + name),
                      let text = String(validating: bytes, as: UTF8.self) else { continue }
                resources.append(MCPServer.Resource(name: name, text: text))
            }
        }
        var server = MCPServer(resources: resources, version: LayoutbookCommand.configuration.version)
        StandardStreams.serveLines(&server)
    }

    /// `Notebooks/` in the first folder above the binary that holds `Notebooks/00-index.md`
    /// (`REPO/.build/debug/layoutbook`), else `./Notebooks` when it exists.
    static func defaultNotebooks() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            var folder = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
                folder = String(folder[..<slash])
                if access(folder + "/Notebooks/00-index.md", R_OK) == 0 { return folder + "/Notebooks" }
            }
        }
        return access("Notebooks", R_OK) == 0 ? "Notebooks" : nil
    }

    /// The names of the `.md` files in `folder`, sorted; nil when it cannot be read.
    static func markdownFiles(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".md"), !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }
}
