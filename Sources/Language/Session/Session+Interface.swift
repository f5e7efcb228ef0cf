import InterfaceBuilder
import Layout

/// A storyboard or xib the session opened, and the scene on screen.
struct OpenedInterface: Sendable {
    /// The file's name as given (what the listings and lint lines start with).
    var name: String
    var document: InterfaceDocument
    /// The scene on screen (an index into the document's scenes) and how it was built.
    var scene: Int?
    var built: BuiltScene?
}

/// Storyboards and xibs in the session: `open` (a typed request from the front end, which alone
/// reads files), `scenes`, `scene N|NAME`, `misplaced`. The reading and laying out of the document
/// are ``InterfaceBuilder``'s; this keeps the result and makes a scene the session's screen.
extension Session {
    /// Opens a document read by the front end: lists its scenes and, when only one scene has
    /// views (a xib, a launch screen), puts it on screen. The session changes only here, whole.
    public mutating func open(_ document: InterfaceDocument, name: String) -> Outcome {
        lastRunaway = nil
        var outcome = Outcome()
        let before = state
        state.interface = OpenedInterface(name: name, document: document)
        for note in document.notes { outcome.notes.append("\(name):\(note.location): \(note.message)") }
        outcome.displays.append(.text(sceneList()))
        let withViews = document.scenes.indices.filter { document.scenes[$0].root != nil || !document.scenes[$0].topLevelViews.isEmpty }
        if withViews.count == 1, let only = withViews.first {
            var context = Context(outcome: outcome)
            show(scene: only, keepingDevice: false, &context)
            outcome = context.outcome
        }
        recordUndo(before, source: "open \(name)")
        return outcome
    }

    /// The scenes, numbered from 1, the one on screen marked.
    func sceneList() -> String {
        guard let opened = state.interface else { return "no storyboard or xib is open (open FILE.storyboard)" }
        let scenes = opened.document.scenes
        guard !scenes.isEmpty else { return "\(opened.name): no scenes" }
        var lines = ["\(opened.name): \(scenes.count) \(scenes.count == 1 ? "scene" : "scenes")"
            + (opened.document.deviceID.map { " · designed on \(InterfaceDevice.describe($0, toolsVersion: opened.document.toolsVersion))" } ?? "")]
        for (i, scene) in scenes.enumerated() {
            let mark = opened.scene == i ? "*" : " "
            let initial = scene.controllerID != nil && scene.controllerID == opened.document.initialController ? " (initial)" : ""
            lines.append("\(mark)\(String(i + 1).leftPadded(to: String(scenes.count).count)) \(scene.summary)\(initial)")
        }
        return lines.joined(separator: "\n")
    }

    mutating func runInterface(_ command: InterfaceCommand, _ context: inout Context) throws(Diagnostic) {
        switch command.kind {
        case .scenes:
            context.outcome.displays.append(.text(sceneList()))
        case .misplaced:
            guard state.interface?.built != nil else {
                throw .error("no scene is on screen (open a storyboard, then 'scene N')", at: command.range)
            }
            context.outcome.displays.append(.text(misplacedText()))
        case .scene(let which):
            guard let opened = state.interface else {
                throw .error("no storyboard or xib is open", at: command.range, suggestion: "open Main.storyboard")
            }
            let index = try sceneIndex(which, in: opened.document)
            let scene = opened.document.scenes[index]
            guard scene.root != nil || !scene.topLevelViews.isEmpty else {
                let children = opened.document.scenes.indices.filter { opened.document.scenes[$0].container != .window }
                    .map { String($0 + 1) }
                throw .error("scene \(index + 1) (\(scene.className)) has no views of its own", at: which.range,
                             suggestion: children.first.map { "scene \($0)" })
            }
            show(scene: index, keepingDevice: true, &context)
        }
    }

    /// Lays a scene out and makes it the session's screen: what pasted code and names held
    /// before belongs to the screen that was there.
    mutating func show(scene index: Int, keepingDevice: Bool, _ context: inout Context) {
        guard var opened = state.interface else { return }
        // A device or orientation chosen at the prompt since the last scene was put on screen
        // wins; otherwise the document's.
        var device: Device? = nil
        var orientation: Orientation? = nil
        if keepingDevice, let built = opened.built, !built.isOnDesignedScreen(state.layout) {
            device = state.layout.device
            orientation = state.layout.environment.orientation
        }
        let built = SceneBuilder.build(opened.document, scene: index, device: device, orientation: orientation)
        opened.scene = index
        opened.built = built
        state = SessionState(layout: built.layout)
        state.interface = opened
        // A table or collection view the document made is one to pasted code too (its outlet
        // answers `register(_:forCellReuseIdentifier:)`, `rowHeight`), not the scroll view it is
        // laid out as.
        for (id, placed) in built.views.sorted(by: { $0.key < $1.key }) {
            guard let name = state.layout.name(of: id) else { continue }
            switch placed.element {
            case "tableView": state.swift.viewClasses[name] = "UITableView"
            case "collectionView": state.swift.viewClasses[name] = "UICollectionView"
            default: break
            }
        }
        context.changed()
        let scene = opened.document.scenes[index]
        let count = built.layout.viewsInTreeOrder.count - 1
        var where_ = built.layout.device.map { "the \($0.name)" } ?? "a \(Self.size(built.layout.screen)) screen"
        if let device = built.layout.device, device.isApproximate { where_ += " (approximate)" }
        for note in built.notes { context.note("\(opened.name):\(note.location): \(note.message)") }
        context.outcome.displays.append(.text("scene \(index + 1): \(scene.summary) · \(count) \(count == 1 ? "view" : "views") on \(where_)"))
        let misplaced = built.misplacedViews(in: built.layout)
        if !misplaced.isEmpty { context.outcome.displays.append(.text(misplacedText())) }
    }

    func sceneIndex(_ which: StringLiteral, in document: InterfaceDocument) throws(Diagnostic) -> Int {
        let text = which.value.trimmingSpaces
        if let n = Int(text) {
            guard n >= 1, n <= document.scenes.count else {
                throw .error("there is no scene \(n): the document has \(document.scenes.count)", at: which.range)
            }
            return n - 1
        }
        let key = text.lowercased()
        for (i, s) in document.scenes.enumerated() {
            let names = [s.storyboardIdentifier, s.title, s.className, s.customClass, s.userLabel].compactMap { $0?.lowercased() }
            if names.contains(key) { return i }
        }
        let all = document.scenes.flatMap { [$0.storyboardIdentifier, $0.title, $0.className].compactMap { $0 } }
        throw .error("no scene named '\(text)' (type 'scenes' for the list)", at: which.range,
                     suggestion: Suggestion.closest(to: text, in: all).map { "scene \($0)" })
    }

    /// The names `scene` completes: the storyboard ids, titles and classes of the open document.
    public var sceneNames: [String] {
        guard let document = state.interface?.document else { return [] }
        var seen: Set<String> = []
        return document.scenes.flatMap { [$0.storyboardIdentifier, $0.className, $0.title].compactMap { $0 } }
            .filter { seen.insert($0).inserted }
    }

    /// The misplaced views of the scene on screen, with both frames; on another screen than the
    /// one the document was designed for, says so instead of listing every stretched view.
    func misplacedText() -> String {
        guard let opened = state.interface, let built = opened.built else { return "" }
        let layout = state.layout
        guard built.isOnDesignedScreen(layout) else {
            let designed = built.designedDevice.map { $0.name } ?? Self.size(built.designedScreen)
            return "misplaced views are measured on the screen the document was designed for (\(designed)); "
                + "the scene is now on \(layout.device?.name ?? Self.size(layout.screen))"
        }
        let misplaced = built.misplacedViews(in: layout)
        guard !misplaced.isEmpty else { return "no misplaced views: every frame IB stored is the solved one" }
        var lines = ["misplaced views (what Xcode's Update Frames would change):"]
        let explainer = MisplacementExplainer(built, layout: layout, misplaced: misplaced)
        for m in misplaced {
            let flag = m.flaggedByXcode ? " (Xcode flagged it)" : ""
            lines.append("  \(m.name)  stored \(Self.rect(m.stored))  solved \(Self.rect(m.solved))  \(opened.name):\(m.location)\(flag)")
            if !m.flaggedByXcode { lines.append("    why: " + explainer.explain(m)) }
        }
        return lines.joined(separator: "\n")
    }

    /// After `device` or `rotate`: a scene whose constraints vary by size class keeps the ones
    /// chosen when it was put on screen (the session's own changes stay); says how to choose again.
    func noteSizeClassVariations(_ context: inout Context) {
        guard state.layout.device != nil, let opened = state.interface, let index = opened.scene,
              opened.document.scenes[index].hasSizeClassVariations else { return }
        context.note("the scene's size-class variations were chosen for the screen it was put on; "
            + "'scene \(index + 1)' lays it out again with those of this one")
    }

    /// The view of the scene on screen that a pasted controller's `@IBOutlet` stands for: when
    /// the scene's class is one of `classes` (the pasted class and its pasted superclasses) and
    /// the scene connects an outlet of that name, the view it connects, by its name here.
    func storyboardOutlet(_ property: String, of classes: [String]) -> String? {
        guard let opened = state.interface, let index = opened.scene, let built = opened.built else { return nil }
        let scene = opened.document.scenes[index]
        guard let custom = scene.customClass, classes.contains(custom),
              let destination = scene.outlets.first(where: { $0.property == property })?.destination else { return nil }
        guard let id = built.views.first(where: { $0.value.ibID == destination })?.key,
              state.layout.view(id) != nil else { return nil }
        return state.layout.name(of: id)
    }

    /// Whether the view of that name is one the open storyboard or xib made (what it sets, a
    /// tag, is the document's, not UIKit's default).
    func isFromInterfaceDocument(_ name: String) -> Bool {
        guard let built = state.interface?.built, let id = state.layout.id(of: name) else { return false }
        return built.views[id] != nil
    }

    static func rect(_ r: Rect) -> String {
        "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
