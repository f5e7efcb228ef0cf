import Layout

/// One line of `layoutbook lint`: `file:line:column: error: …`, as a compiler prints it.
public struct LintFinding: Hashable, Sendable, Comparable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var location: DocumentLocation
    public var severity: Severity
    /// What it is: `conflict`, `ambiguity`, `scroll-ambiguity`, `misplaced`, `refused`, `read`, `note`.
    public var kind: String
    public var message: String

    public init(location: DocumentLocation, severity: Severity, kind: String, message: String) {
        self.location = location
        self.severity = severity
        self.kind = kind
        self.message = message
    }

    public static func < (a: Self, b: Self) -> Bool {
        (a.location, a.message) < (b.location, b.message)
    }

    public func line(file: String) -> String {
        "\(file):\(location): \(severity.rawValue): \(message)"
    }
}

/// Checks every scene of a document as UIKit would lay it out, on the device it was designed for
/// or on each of `devices`: conflicts, ambiguous layouts, scroll views whose content size the
/// constraints leave open (errors), views IB stored somewhere the constraints do not put them
/// (warnings, on the designed screen only), and what the reading noted.
public enum Lint {
    /// `devices` nil: the document's own device. Findings are sorted by place and unique.
    public static func check(_ document: InterfaceDocument, devices: [Device]? = nil) -> [LintFinding] {
        var findings: Set<LintFinding> = []
        for note in document.notes {
            findings.insert(LintFinding(location: note.location, severity: note.isError ? .error : .note, kind: "note", message: note.message))
        }
        for index in document.scenes.indices {
            let scene = document.scenes[index]
            guard scene.root != nil || !scene.topLevelViews.isEmpty else { continue }
            let runs: [Device?] = devices.map { $0.map { Optional($0) } } ?? [nil]
            for device in runs {
                let built = SceneBuilder.build(document, scene: index, device: device)
                let suffix = device.map { " (on the \($0.name))" } ?? ""
                findings.formUnion(check(built, scene: scene, suffix: suffix))
            }
        }
        return findings.sorted()
    }

    static func check(_ built: BuiltScene, scene: InterfaceScene, suffix: String) -> [LintFinding] {
        let layout = built.layout
        var out: [LintFinding] = []
        for note in built.notes {
            out.append(LintFinding(location: note.location, severity: note.isError ? .error : .note,
                                   kind: note.isError ? "refused" : "note", message: note.message))
        }
        func place(_ id: LayoutConstraintID) -> DocumentLocation {
            if let c = built.constraints[id] { return c.location }
            if let c = layout.constraint(id), let v = built.views[c.first.view] { return v.location }
            return scene.location
        }
        for report in layout.conflicts {
            let set = report.conflicting.map { layout.describe($0) }.joined(separator: "; ")
            out.append(LintFinding(location: place(report.broken), severity: .error, kind: "conflict",
                                   message: "conflicting constraints: UIKit breaks \(layout.describe(report.broken)) to satisfy \(set)\(suffix)"))
        }
        for a in Set(built.ambiguities + layout.ambiguities()) {
            // A view IB does not check the size of (`verifyAmbiguity="ignoreSizes"`, an empty
            // stack the app fills) is not flagged for a size it lacks, as Xcode does not flag it.
            if built.views[a.view]?.sizeUnchecked == true, a.sizeIsFree, !a.positionIsFree, a.competing.isEmpty {
                continue
            }
            let location = built.views[a.view]?.location ?? scene.location
            let name = layout.name(of: a.view) ?? "?"
            var message = "ambiguous layout: \(name) has an ambiguous \(a.axis == .horizontal ? "horizontal" : "vertical") position or size"
            if !a.missing.isEmpty { message += "; missing: " + a.missing.joined(separator: ", ") }
            out.append(LintFinding(location: location, severity: .error, kind: "ambiguity", message: message + suffix))
        }
        for c in Set(built.contentAmbiguities + layout.contentAmbiguities()) {
            let location = built.views[c.scrollView]?.location ?? scene.location
            out.append(LintFinding(location: location, severity: .error, kind: "scroll-ambiguity", message: c.message + suffix))
        }
        if built.isOnDesignedScreen(layout) {
            let misplaced = built.misplacedViews(in: layout)
            let explainer = MisplacementExplainer(built, layout: layout, misplaced: misplaced)
            for m in misplaced {
                let why = m.flaggedByXcode ? " (Xcode flagged it)" : "; " + explainer.explain(m)
                out.append(LintFinding(location: m.location, severity: .warning, kind: "misplaced",
                                       message: "misplaced view \(m.name): IB stored \(describe(m.stored)), the constraints give \(describe(m.solved))" + why))
            }
        }
        return out
    }

    /// How many of the frames IB stored the layout reproduces within `tolerance` points, on the
    /// designed device: views Xcode itself flagged `misplaced` are left out (their stored frame
    /// was already stale). What `layoutbook lint` sums up at the end.
    public static func storedFrameAgreement(_ document: InterfaceDocument, tolerance: Double = 0.5) -> (within: Int, total: Int) {
        var within = 0, total = 0
        for index in document.scenes.indices {
            let scene = document.scenes[index]
            guard scene.root != nil || !scene.topLevelViews.isEmpty else { continue }
            let built = SceneBuilder.build(document, scene: index)
            let misplaced = Set(built.misplacedViews(in: built.layout, tolerance: tolerance).map(\.view))
            for (id, placed) in built.views where placed.storedFrame != nil && !placed.misplacedFlag && !placed.isPlaceholderFrame {
                total += 1
                if !misplaced.contains(id) { within += 1 }
            }
        }
        return (within, total)
    }

    static func describe(_ r: Rect) -> String {
        "(\(formatNumber(r.minX)), \(formatNumber(r.minY)), \(formatNumber(r.width)), \(formatNumber(r.height)))"
    }
}
