import Layout

/// What the session knows of each constraint of its layout, for the one ranking of fixes: who
/// made it from its origin and label, and where from the lines the runner recorded.
public struct SessionSources: ConflictSources {
    public var layout: Layout
    public var lines: ConstraintLines

    public init(_ layout: Layout, lines: ConstraintLines = ConstraintLines()) {
        self.layout = layout
        self.lines = lines
    }

    /// The table's encapsulated sizes are sizes UIKit imposes (`cell` makes them), a stack
    /// view's `UISV-hiding` too; a view's mask is the app's view's (every view of the session is
    /// the app's); the screen, the guides, intrinsic sizes, a stack view's arrangement and the
    /// size rule are UIKit's.
    public func maker(of id: LayoutConstraintID) -> ConstraintMaker {
        guard let c = layout.constraint(id) else { return .uikit }
        switch c.origin {
        case .user:
            switch c.label {
            case Layout.encapsulatedHeight?, Layout.encapsulatedWidth?: return .imposedSize(.cellSize(inCollection: false, untilMeasured: true))
            case Layout.encapsulatedLeft?, Layout.encapsulatedTop?: return .uikit
            default: return .app
            }
        case .stackView: return c.label == "UISV-hiding" ? .imposedSize(.stackHiding) : .uikit
        case .autoresizingMask, .frameSetAfterPass: return .autoresizingMask(ofAppView: true)
        case .contentHugging, .compressionResistance, .screen, .guide, .nonNegativeSize: return .uikit
        }
    }

    public func describe(_ id: LayoutConstraintID) -> String { layout.describe(id) }

    public var knowsWholeLayout: Bool { true }

    /// Nil: the session makes its constraints in the order they are written, which the set's
    /// order already is.
    public func line(of id: LayoutConstraintID) -> Int? { nil }

    /// A script's line (`run FILE`); at the prompt, lines start at 1 with each entry and say nothing.
    public func place(of id: LayoutConstraintID) -> SourcePlace? {
        lines.line(of: id, in: layout).flatMap { $0.inScript ? SourcePlace(file: "", line: $0.number) : nil }
    }

    /// The line that made the constraint, rewritten with the priority: a SnapKit or Masonry
    /// `make.…` statement gets `.priority(999)`; an equation `@999`; a Visual Format size
    /// `(100@999)`; an anchor's `….isActive = true` is split so the priority is set before it is
    /// activated (UIKit refuses to change a required priority once installed). Nil for other lines
    /// (several constraints in one `activate([…])`, a function's body).
    public func spelled(_ id: LayoutConstraintID, lowered priority: Int) -> String? {
        guard let line = lines.line(of: id, in: layout)?.text, let c = layout.constraint(id) else { return nil }
        return Self.spell(line, c, layout.name(of: c.first.view) ?? "", priority: priority)
    }

    static func spell(_ line: String, _ c: LayoutConstraint, _ name: String, priority: Int) -> String? {
        let attribute = c.firstAttribute.rawValue
        // SnapKit and Masonry: the `make.<attribute>…` statement, its old priority replaced.
        let statements = MakeStatement.all(in: line)
        if !statements.isEmpty {
            guard var statement = statements.first(where: { $0.attributes.contains(attribute) })?.text else { return nil }
            if let p = statement.firstRange(of: ".priority") { statement = String(statement[..<p.lowerBound]) }
            return statement + ".priority(\(priority))"
        }
        // Layoutbook's equations: `box.height == 100 @750`.
        let isEquation = !line.contains("(") && !line.contains("\"")
            && (line.contains("==") || line.contains("<=") || line.contains(">="))
        if isEquation {
            var text = line
            if let at = text.firstIndex(of: "@") { text = String(text[..<at]).trimmed(of: " \t") }
            return text + " @\(priority)"
        }
        // Visual Format Language: a view's size `[box(100)]`.
        if line.contains("\""), c.second == nil, c.firstAttribute.isSize, !name.isEmpty {
            let size = "[\(name)(\(formatNumber(c.constant)))]"
            guard line.ranges(of: size).count == 1 else { return nil }
            return line.replacing(size, with: "[\(name)(\(formatNumber(c.constant))@\(priority))]")
        }
        // An anchor constraint activated where it is made.
        if line.contains("Anchor.constraint"), let active = line.firstRange(of: ".isActive = true"),
           !line.hasPrefix("NSLayoutConstraint.activate") {
            var made = String(line[..<active.lowerBound])
            if made.hasPrefix("let ") || made.hasPrefix("var ") { return nil }
            made = made.trimmed(of: " \t")
            return "let constraint = \(made); constraint.priority = UILayoutPriority(\(priority)); constraint.isActive = true"
        }
        return nil
    }
}
