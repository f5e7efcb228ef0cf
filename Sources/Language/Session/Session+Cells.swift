import Layout

/// `cell NAME width W [height H]` and `fit NAME`: a table or collection view's cell, sized as
/// UIKit sizes it, and the height its content's constraints give it.
extension Session {
    mutating func imposeCellSize(_ command: CellCommand, _ context: inout Context) throws(Diagnostic) {
        let id: ViewID
        if state.detached[command.name.name] != nil {
            // A cell pasted code made (`let cell = MessageCell(style: .default, reuseIdentifier: nil)`),
            // waiting outside the hierarchy: the table adds it, then sizes it.
            let parent: ItemExpression = .name(command.parent ?? Identifier("root", range: command.name.range))
            try addSubview(AddSubviewCommand(parent: parent, child: command.name, range: command.name.range), &context)
            id = try viewID(command.name)
        } else if state.layout.id(of: command.name.name) != nil {
            id = try viewID(command.name)
        } else {
            try checkNewViewName(command.name)
            let parent = try command.parent.map { p throws(Diagnostic) in try viewID(p) } ?? .root
            do {
                id = try state.layout.addView(command.name.name, kind: .view, in: parent, frame: nil)
            } catch {
                throw Self.refusal(error, at: command.name.range)
            }
            // To pasted code it is a table's cell: `cell.contentView.addSubview(label)`.
            state.swift.viewClasses[command.name.name] = "UITableViewCell"
        }
        guard command.width.value.isFinite, command.width.value >= 0,
              command.height.map({ $0.value.isFinite && $0.value >= 0 }) ?? true else {
            throw .error("a cell's width and height are sizes: 0 or more", at: command.range)
        }
        // An accessory (`accessoryType = .disclosureIndicator`) narrows the content view, the cell here.
        let (width, accessoryNote) = contentWidth(ofCell: command.name.name, tableWidth: command.width.value)
        do {
            try state.layout.imposeCellSize(id, width: width, height: command.height?.value)
        } catch {
            throw Self.refusal(error, at: command.range)
        }
        if let accessoryNote { context.note(accessoryNote) }
        let height = command.height.map { " and 'UIView-Encapsulated-Layout-Height' height == \($0.text)" } ?? ""
        defer { if command.height == nil, checksCollapsedCells { standardHeightForCollapsedCell(command.name.name, &context) } }
        context.note("\(reusableKind(command.name.name)) \(command.name.name): the \(isCollectionCell(command.name.name) ? "collection" : "table") view holds it "
            + "with 'UIView-Encapsulated-Layout-Width' "
            + "width == \(command.width.text)\(height), \(command.height == nil ? "required" : "both required"), as UIKit does")
        context.changed()
    }

    /// A table view's row height when a cell's constraints give its content no height (none reach
    /// from its top to its bottom): UIKit takes the collapse as unintended and uses this instead.
    static let standardRowHeight = 44.0

    /// A table's self-sizing cell whose constraints make it zero tall gets the standard row
    /// height, as UIKit gives it (logging "Detected a case where constraints ambiguously suggest a
    /// height of zero for a table view cell's content view. We're considering the collapse
    /// unintentional and using standard height instead.").
    /// Whether a cell's code adds its views to the cell itself, never naming its content view:
    /// they are then placed by the cell's own edges, not the content view's.
    /// (A cell style's own label or image view is in the content view, wherever it was read.)
    func isBuiltOnItself(cell name: String) -> Bool {
        guard let id = state.layout.id(of: name) else { return false }
        // (The view a content configuration made is the content view UIKit measures.)
        if state.swift.appearance[name]?[Evaluator.configurationViewKey] != nil { return false }
        return state.layout.view(id)?.subviews.contains(where: { sub in
            !(state.layout.name(of: sub).map { state.swift.placedByCell.contains($0) } ?? false)
        }) == true && !namesContentView(name)
    }

    /// A self-sizing row whose content is required to be a height off the pixel grid (`345 *
    /// 155 / 349`, 153.224): the table gives the row a height on the screen's pixels (153.333 at
    /// @3x) and holds the content view at it with 'UIView-Encapsulated-Layout-Height', which the
    /// required constraints cannot meet — UIKit logs the conflict and breaks one. Held so here
    /// when that height does conflict; a content whose height gives way needs nothing.
    mutating func holdRowOnPixels(_ name: String, _ id: ViewID, settled: Session, _ context: inout Context) {
        let layout = settled.state.layout
        let scale = layout.pixelScale
        guard scale > 0 else { return }
        let size = layout.fittingSize(of: id, target: Size(width: layout.frame(of: id).width, height: 0), onPixels: false)
        let onPixels = Rect(origin: .zero, size: size).snapped(toPixelsOf: scale).height
        guard size.height > 0, abs(onPixels - size.height) > 1e-6 else { return }
        // (Tried as the entry will leave it: what broke while the cell was made holds again.)
        var trial = layout
        let before = trial.conflicts.count
        guard (try? trial.imposeCellSize(id, width: size.width, height: onPixels)) != nil, trial.conflicts.count > before,
              (try? state.layout.imposeCellSize(id, width: size.width, height: onPixels)) != nil else { return }
        context.changed()
        context.note("cell \(name): its required constraints make its content \(Self.number(size.height)) tall, off the screen's "
            + "pixels; the table gives the row a height on them and holds the content view at \(Self.number(onPixels)) "
            + "('UIView-Encapsulated-Layout-Height'), which those constraints cannot meet: UIKit logs the conflict and breaks one "
            + "(give the height priority 999, or make it a whole number of pixels)")
    }

    mutating func standardHeightForCollapsedCell(_ name: String, _ context: inout Context) {
        // Measured as the entry will leave it: a constraint broken on the way (before the cell
        // was sized) holds again at its end.
        var settled = self
        settled.retryBrokenConstraints()
        guard isTableCell(name), let id = state.layout.id(of: name),
              !state.layout.encapsulatedConstraints(of: id).contains(where: { state.layout.constraint($0)?.label == Layout.encapsulatedHeight })
        else { return }
        // Here the content view is the cell itself; UIKit's row measures only the content view, so
        // a cell whose code never names it (every view added to the cell, constrained to its
        // edges) gives the row nothing to measure.
        // (A cell style's own label or image view is in the content view, wherever it was read.)
        let builtOnCell = isBuiltOnItself(cell: name)
        // Its content pinned to the cell's own top or bottom (`topAnchor`, not
        // `contentView.topAnchor`): the content view those leave out measures nothing either.
        let ownAnchored = !builtOnCell && settled.measuresZeroWithoutOwnAnchors(cell: name, id)
        guard builtOnCell || ownAnchored || settled.state.layout.fittedSize(of: id).height == 0 else {
            holdRowOnPixels(name, id, settled: settled, &context)
            return
        }
        let width = state.layout.frame(of: id).width
        // The row is 44; the content view, which is the cell here, is that less the separator
        // line's pixel the table draws below it (separatorStyle .singleLine, the default), as
        // UIKit's logs show it ('UIView-Encapsulated-Layout-Height' UITableViewCellContentView
        // .height == 43.5 at @2x). A cell built on itself (its views added to the cell, never to
        // its content view) is the cell here, not its content view: as tall as the row.
        let contentHeight = Self.standardRowHeight - 1 / state.layout.textScale
        let shownHeight = builtOnCell ? Self.standardRowHeight : contentHeight
        guard width > 0, (try? state.layout.imposeCellSize(id, width: width, height: shownHeight)) != nil else { return }
        context.changed()
        if builtOnCell || ownAnchored { state.layout.setHoldsContentOutsideContentView(id) }
        if builtOnCell && settled.state.layout.fittedSize(of: id).height != 0 {
            context.note("cell \(name): its code adds its views to the cell itself, never to its contentView, which UIKit's "
                + "self-sizing row measures: the content view holds nothing, so the row is the standard "
                + "\(Self.number(Self.standardRowHeight)), the cell that tall, its content view \(Self.number(contentHeight)) less "
                + "the separator's pixel ('Detected a case where constraints ambiguously suggest a height of zero "
                + "for a table view cell's content view'); a row height the app gives (rowHeight, heightForRowAt) decides otherwise")
            return
        }
        if ownAnchored {
            context.note("cell \(name): its code pins its content to the cell's own top or bottom (the cell's anchors, not "
                + "contentView's), which UIKit's self-sizing row does not measure: the content view alone has no height, so the "
                + "row is the standard \(Self.number(Self.standardRowHeight)), its content view \(Self.number(contentHeight)) less "
                + "the separator's pixel, and what those constraints hold is squeezed into it ('Detected a case where constraints "
                + "ambiguously suggest a height of zero for a table view cell's content view'); pin to contentView's anchors instead")
            return
        }
        if !builtOnCell {
            state.swift.standardHeightRows.insert(name)
            state.swift.freshStandardHeightRows.insert(name)
        }
        context.note("cell \(name): its constraints give its content a height of zero, which UIKit takes as "
            + "unintended: it uses the standard row height, \(Self.number(Self.standardRowHeight)), which makes its content view "
            + "\(Self.number(contentHeight)) tall, less the separator's pixel"
            + (builtOnCell ? " (its views are the cell's own, so the cell, 44 tall, is shown)" : "") + " ('Detected a case where "
            + "constraints ambiguously suggest a height of zero for a table view cell's content view')")
    }

    /// The cells held at the standard row height for content of no height whose content now has
    /// one (code set its label's text, as the table's `cellForRowAt` does before it measures the
    /// row): let go, to be as tall as their constraints make them. Returns the notes to give.
    mutating func releaseStandardHeightRows() -> [String] {
        var notes: [String] = []
        for name in state.swift.standardHeightRows.sorted() {
            guard let id = state.layout.id(of: name) else {
                state.swift.standardHeightRows.remove(name)
                continue
            }
            var trial = state.layout
            let width = trial.frame(of: id).width
            let fresh = state.swift.freshStandardHeightRows.remove(name) != nil
            guard (try? trial.imposeCellSize(id, width: width, height: nil)) != nil else { continue }
            let fitted = trial.fittedSize(of: id).height
            guard fitted > 0 else { continue }
            // Given a height in the entry that held it (after the table measured the row): kept.
            if fresh {
                state.swift.standardHeightRows.remove(name)
                continue
            }
            state.layout = trial
            state.swift.standardHeightRows.remove(name)
            notes.append("cell \(name): its content has a height now, so the row is as tall as its constraints make it "
                + "(\(Self.number(fitted))), no longer the standard \(Self.number(Self.standardRowHeight))")
        }
        return notes
    }

    /// Whether a cell's content measures zero tall without the constraints its own code made to
    /// the cell's own vertical anchors, as UIKit's self-sizing row measures its content view.
    func measuresZeroWithoutOwnAnchors(cell name: String, _ id: ViewID) -> Bool {
        guard let keys = state.swift.cellOwnAnchorConstraints[name], !keys.isEmpty else { return false }
        var trial = state.layout
        var removed = false
        for key in keys {
            for cid in state.names[key]?.ids ?? [] where trial.constraint(cid) != nil {
                if (try? trial.remove(cid)) != nil { removed = true }
            }
        }
        return removed && trial.fittedSize(of: id).height == 0
    }

    /// Whether the code of the view's class (its pasted superclasses' too) names `contentView`.
    func namesContentView(_ name: String) -> Bool {
        classChain(ofView: name).contains { cls in
            state.swift.types[cls].map { type in
                // Stevia's `subviews { … }` (or `sv(…)`) on a cell puts the views in its content view.
                SyntaxMentions.namesBeyondOwnProperties("contentView", in: type.members)
                    || (state.swift.writesStevia && (SyntaxMentions.names("subviews", in: type.members) || SyntaxMentions.names("sv", in: type.members)))
            } ?? false
        }
    }

    /// A table view cell made by pasted code (a `UITableViewCell` or a pasted subclass) gets UIKit's
    /// content-view margins: 11 at the top and bottom and the table's margin at the sides, which
    /// `contentView.layoutMarginsGuide` and the `*Margin` attributes use (the content view is the
    /// cell here). Nothing happens for other views, views not placed yet, or when code sets margins.
    /// A section header or footer view (`UITableViewHeaderFooterView`) gets the table's side
    /// margins so, its top and bottom UIView's 8.
    mutating func applyTableCellContentMargins(_ name: String) {
        guard let id = state.layout.id(of: name), id != .root, let view = state.layout.view(id) else { return }
        if isTableCell(name), !view.hasTableCellContentMargins {
            try? state.layout.setTableCellContentMargins(id)
        } else if classChain(ofView: name).contains("UITableViewHeaderFooterView"), !view.hasTableHeaderContentMargins {
            try? state.layout.setTableHeaderContentMargins(id)
        }
    }

    /// Whether the view was made as a collection view's cell (a `UICollectionViewCell`, or a
    /// pasted subclass of one).
    /// Whether a collection view holds the view: its cell, or its supplementary view (a section
    /// header or footer, `UICollectionReusableView`).
    /// What a table or collection view holds the view as, in a note: a `header` (a section's
    /// header or footer view, UITableViewHeaderFooterView or UICollectionReusableView) or a `cell`.
    func reusableKind(_ name: String) -> String {
        let chain = classChain(ofView: name)
        return chain.contains("UITableViewHeaderFooterView")
            || (chain.contains("UICollectionReusableView") && !chain.contains("UICollectionViewCell")) ? "header" : "cell"
    }

    func isCollectionCell(_ name: String) -> Bool {
        let chain = classChain(ofView: name)
        // (Through UIKit's own subclasses too: a `UICollectionViewListCell` is a collection view's cell.)
        return chain.contains("UICollectionViewCell") || chain.contains("UICollectionReusableView")
            || chain.last.map { Library.isSubtype($0, of: "UICollectionViewCell") || Library.isSubtype($0, of: "UICollectionReusableView") } == true
    }

    mutating func fit(_ command: FitCommand, _ context: inout Context) throws(Diagnostic) {
        if state.layout.id(of: command.name.name) == nil, state.detached[command.name.name] != nil {
            // A view made and never placed (a sizing cell a height cache keeps): UIKit measures it
            // all the same, by its own constraints. Measured on a copy with its tree placed; the
            // session keeps it where it was.
            var trial = self
            var ignored = Context(outcome: Outcome())
            try trial.place(detachedTop(of: command.name.name), in: .root, at: command.range, &ignored)
            var measured = Context(outcome: Outcome())
            try trial.fit(command, &measured)
            for note in measured.outcome.notes { context.note(note + " (measured off screen: it is in no view hierarchy)") }
            return
        }
        let id = try viewID(command.name)
        if let target = command.target {
            let (size, constant) = target == .expanded
                ? (Layout.layoutFittingExpandedSize, "layoutFittingExpandedSize") : (Layout.layoutFittingCompressedSize, "layoutFittingCompressedSize")
            let fitted = state.layout.fittingSize(of: id, target: size)
            context.note("fit \(command.name.name) \(target.rawValue): \(Self.number(fitted.width))×\(Self.number(fitted.height)) — "
                + "systemLayoutSizeFitting(UIView.\(constant)), \(Self.number(size.width))×\(Self.number(size.height)) "
                + "wanted at the fitting priority (50): the \(target == .expanded ? "largest" : "smallest") size its constraints allow")
            return
        }
        let size = state.layout.fittedSize(of: id)
        context.note("fit \(command.name.name): \(Self.number(size.width))×\(Self.number(size.height)) — "
            + "systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) at its width, the height its constraints give"
            + (state.layout.encapsulatedConstraints(of: id).contains { state.layout.constraint($0)?.label == Layout.encapsulatedHeight }
                ? " (without its encapsulated height)" : ""))
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
