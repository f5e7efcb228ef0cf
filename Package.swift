// swift-tools-version: 6.1
import PackageDescription

// Layers point one way (SPEC §1): SharedStorage ← Cassowary ← Layout ← Language ← Notebook ← layoutbook;
// InterfaceBuilder (storyboards and xibs) sits on Layout, under Language;
// ConflictLog (UIKit's console log, read and rebuilt) sits on Layout and Rendering, under Notebook.
// Only the executables touch libedit, the terminal, files and the clock.
let package = Package(
    name: "Layoutbook",
    products: [
        .executable(name: "layoutbook", targets: ["layoutbook"]),
        .executable(name: "layoutbook-bench", targets: ["layoutbook-bench"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        // TreeDictionary/TreeSet: dictionaries whose copies share structure, for undo snapshots.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // Collections whose copies share structure: a snapshot per command costs what it changes.
        .target(name: "SharedStorage", dependencies: [.product(name: "HashTreeCollections", package: "swift-collections")]),
        .target(name: "Cassowary", dependencies: ["SharedStorage"]),
        .target(name: "Layout", dependencies: ["Cassowary", "SharedStorage"]),
        .target(name: "Rendering", dependencies: ["Cassowary", "Layout", "SharedStorage"]),
        // Storyboards and xibs read into the model (Foundation's XMLParser, FoundationXML on Linux).
        .target(name: "InterfaceBuilder", dependencies: ["Cassowary", "Layout"]),
        .target(name: "Language", dependencies: ["Layout", "InterfaceBuilder", "SharedStorage"]),
        .target(name: "ConflictLog", dependencies: ["Cassowary", "Layout", "Rendering"]),
        .target(name: "Notebook", dependencies: ["Language", "Rendering", "Layout", "ConflictLog", "InterfaceBuilder"]),
        // Notebooks as web pages: prose through Ink (Markdown), cells through the runner, pictures as SVG.
        .target(name: "Pages", dependencies: ["Notebook", "Language", "Rendering", "Layout", .product(name: "Ink", package: "Ink")]),
        // One session behind a request/response protocol: `serve` (JSON-RPC), MCP, the language server.
        .target(name: "Service", dependencies: ["Notebook", "Language", "Rendering", "Layout", "ConflictLog"]),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .executableTarget(
            name: "layoutbook",
            dependencies: [
                "Cassowary", "Layout", "Rendering", "Language", "Notebook", "Pages", "ConflictLog", "Service", "CEditLine", "InterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark's pseudo-terminal, for timing the shell as a user meets it.
        .target(name: "CPseudoTerminal"),
        .executableTarget(
            name: "layoutbook-bench",
            dependencies: ["Cassowary", "Layout", "Language", "Rendering", "Notebook", "ConflictLog", "Service", "CPseudoTerminal"]
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "LanguageTests",
            dependencies: ["Language"],
            // Pasted iOS code and its hand-derived layouts: data read by the tests, not compiled.
            exclude: ["SwiftCorpus"]
        ),
        .testTarget(name: "SharedStorageTests", dependencies: ["SharedStorage"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Layout"]),
        .testTarget(name: "ConflictLogTests", dependencies: ["ConflictLog", "Layout", "Rendering"], exclude: ["Logs"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Layout"]),
        .testTarget(
            name: "NotebookTests",
            dependencies: ["Notebook", "Language", "Rendering", "Layout", "InterfaceBuilder", "layoutbook",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Scenarios"]
        ),
        .testTarget(name: "ServiceTests", dependencies: ["Service", "Notebook", "Language"]),
        .testTarget(name: "PagesTests", dependencies: ["Pages", "Notebook", "Rendering", "Layout"]),
        // Drives the built layoutbook binary in a pseudo-terminal (tmux); it imports no target.
        .testTarget(name: "ShellTests"),
        // Loads the pages of `layoutbook html` in headless Chromium; it imports no target.
        .testTarget(name: "BrowserTests"),
    ],
    swiftLanguageModes: [.v6]
)
