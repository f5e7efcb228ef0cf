import Layout

/// A table whose data source is in the paste: UIKit sizes its content from the rows.
extension Evaluator {
    /// UIKit's table sets its own `contentSize` at each layout pass, from its data source and
    /// delegate: the table header's height, then per section the header, the rows and the footer.
    /// A size the code sets by hand (`tableView.contentSize = CGSizeMake(320, 1000)`) is
    /// overwritten then. When the data source is a pasted object that says how many rows each
    /// section has and the row height is known (its delegate's `heightForRowAt`, or `rowHeight`
    /// set), the content is that height and as wide as the table, said in a note. Otherwise the
    /// content shown is not UIKit's, and a note says why: the rows are the app's cells, sized by
    /// themselves; the data source's methods are in code the paste does not hold (an extension in
    /// another file of the app); a count or height answers from the app's data or the index path
    /// (`indexPath.row`); or the table is grouped, which adds UIKit's own spacing between sections.
    mutating func sizeTablesFromDataSources(at range: SourceRange) throws(Interrupt) {
        for table in swift.appearance.keys.sorted() {
            guard let properties = swift.appearance[table], case .object(let sourceID)? = properties["dataSource"],
                  let tableID = layoutID(table), Library.isSubtype(viewClass(of: table), of: "UITableView"),
                  let source = swift.objects[sourceID] else { continue }
            let delegateID = swift.delegates[viewName(table)] ?? sourceID
            let delegate = swift.objects[delegateID] ?? source
            let tableValue = Value.view(viewName(table))
            // Swift's names and Objective-C's (`numberOfSectionsInTableView:`, `…heightForRowAtIndexPath:`).
            func find(_ signatures: String..., in className: String) -> FunctionDecl? { method(signedAs: signatures, of: className) }
            guard let rowsMethod = find("tableView(_:numberOfRowsInSection:)", in: source.className) else {
                noteContentNotWorkedOut(table, tableID, because: Self.countNotInPaste("tableView(_:numberOfRowsInSection:)", of: source.className))
                continue
            }
            // Only a style plainly `.plain` (Objective-C's `UITableViewStylePlain`) counts as plain.
            if let style = properties["style"] {
                guard case .enumCase(let s) = style, s.lowercased().hasSuffix("plain") else {
                    noteContentNotWorkedOut(table, tableID, because: "it is a table of style \(Self.styleName(style)), between whose sections "
                        + "UIKit adds spacing of its own that Layoutbook does not model")
                    continue
                }
            }
            let sourceSelf: Value = source.view.map { .view($0) } ?? .object(sourceID)
            let delegateSelf: Value = delegate.view.map { .view($0) } ?? .object(delegateID)
            func ask(_ f: FunctionDecl, _ receiver: Value, _ second: Value) throws(Interrupt) -> Double? {
                guard case .number(let n)? = try listAnswer(f, receiver, [tableValue, second], at: range), n >= 0 else { return nil }
                return n
            }
            var sections = 1.0
            if let f = find("numberOfSections(in:)", "numberOfSectionsInTableView(_:)", in: source.className) {
                guard let n = try ask(f, sourceSelf, tableValue) else {
                    noteContentNotWorkedOut(table, tableID, because: Self.answerNotInPaste("numberOfSections(in:)"))
                    continue
                }
                sections = n
            }
            guard sections <= 100 else { continue }
            let rowHeightMethod = find("tableView(_:heightForRowAt:)", "tableView(_:heightForRowAtIndexPath:)", in: delegate.className)
            var fixedRowHeight: Double? = nil
            var systemCells = false
            // The app's cells, sizing themselves: no row's height is known here, but a table with
            // no rows has none to size.
            var rowsSizeThemselves = false
            var rowsReason = "its rows are the app's cells, whose heights the paste does not give"
            if rowHeightMethod == nil {
                if case .number(let h)? = properties["rowHeight"], h >= 0 {
                    fixedRowHeight = h
                } else if let cellMethod = find("tableView(_:cellForRowAt:)", "tableView(_:cellForRowAtIndexPath:)", in: source.className),
                          let unregistered = unregisteredIdentifier(cellMethod, of: source.className) {
                    rowsSizeThemselves = true
                    rowsReason = unregistered
                } else if let cellMethod = find("tableView(_:cellForRowAt:)", "tableView(_:cellForRowAtIndexPath:)", in: source.className),
                          showsSystemCells(cellMethod, of: source.className) {
                    // `rowHeight` left at UITableView.automaticDimension: UIKit's own cell showing a
                    // line of text sizes itself to UIKit's default row, 44 points.
                    fixedRowHeight = Self.systemRowHeight
                    systemCells = true
                } else {
                    rowsSizeThemselves = true
                }
            }
            var known = true
            let headerMethod = find("tableView(_:heightForHeaderInSection:)", in: delegate.className)
            let footerMethod = find("tableView(_:heightForFooterInSection:)", in: delegate.className)
            // A section header or footer given by title or view, with no height for it, is sized
            // by UIKit from what it shows: the content's height is not known then.
            for (kind, method) in [("header", headerMethod), ("footer", footerMethod)] where method == nil {
                let upper = kind.prefix(1).uppercased() + kind.dropFirst()
                guard find("tableView(_:titleFor\(upper)InSection:)", in: source.className) != nil
                    || find("tableView(_:viewFor\(upper)InSection:)", in: delegate.className) != nil else { continue }
                noteContentNotWorkedOut(table, tableID, because: "its section \(kind)s are given by title or view with no height, "
                    + "and UIKit sizes them from what they show")
                known = false
                break
            }
            guard known else { continue }
            var total = 0.0, rowCount = 0.0
            // Why a count or height the code answers is not known here, said once the loop ends.
            var unknownAnswer: String? = nil
            sectionLoop: for s in 0..<Int(sections) {
                guard let rows = try ask(rowsMethod, sourceSelf, .number(Double(s))), rows <= 100_000 else {
                    unknownAnswer = "tableView(_:numberOfRowsInSection:)"
                    known = false
                    break
                }
                rowCount += rows
                if let headerMethod {
                    guard let h = try ask(headerMethod, delegateSelf, .number(Double(s))) else {
                        unknownAnswer = "tableView(_:heightForHeaderInSection:)"
                        known = false
                        break
                    }
                    total += h
                }
                if let footerMethod {
                    guard let h = try ask(footerMethod, delegateSelf, .number(Double(s))) else {
                        unknownAnswer = "tableView(_:heightForFooterInSection:)"
                        known = false
                        break
                    }
                    total += h
                }
                if rowsSizeThemselves {
                    guard rows == 0 else {
                        noteContentNotWorkedOut(table, tableID, because: rowsReason)
                        known = false
                        break
                    }
                } else if let fixedRowHeight {
                    total += rows * fixedRowHeight
                } else if let rowHeightMethod, rows > 0 {
                    // Asked once per section with an index path it cannot read: a height that
                    // depends on the row gives no number, and nothing changes.
                    guard let h = try ask(rowHeightMethod, delegateSelf, .opaque("indexPath")) else {
                        unknownAnswer = "tableView(_:heightForRowAt:)"
                        known = false
                        break sectionLoop
                    }
                    total += rows * h
                }
            }
            guard known else {
                if let unknownAnswer { noteContentNotWorkedOut(table, tableID, because: Self.answerNotInPaste(unknownAnswer)) }
                continue
            }
            let layout = session.state.layout
            if case .view(let header)? = properties["tableHeaderView"], let id = layoutID(header) {
                total += layout.frame(of: id).height
            }
            // The table's footer view stands below every section, as tall as the frame it is given
            // (`UIView()`, the usual way to hide empty rows' separators, adds nothing).
            if case .view(let footer)? = properties["tableFooterView"] { total += frame(of: footer).height }
            let width = layout.frame(of: tableID).width
            let size = Size(width: width, height: total)
            if layout.scrollInfo(tableID)?.contentSize == size { continue }
            try setProperty(viewName(table), .contentSize, .size(SizeLiteral(width: Self.literal(width, range),
                                                                               height: Self.literal(total, range), range: range)), at: range)
            note("\(viewName(table)): its content is \(Session.number(width))×\(Session.number(total)), as UIKit's table sizes it at each layout "
                + "from its data source (\(Session.number(rowCount)) row\(rowCount == 1 ? "" : "s") in \(Session.number(sections)) section\(sections == 1 ? "" : "s")"
                + (systemCells ? ", each UIKit's own cell with a line of text, \(Session.number(Self.systemRowHeight)) tall"
                    : rowsSizeThemselves ? "" : fixedRowHeight != nil ? ", rowHeight" : ", heightForRowAt") + "), over any contentSize set by hand")
        }
    }

    /// What a pasted data source or delegate method answers a list (a table or a collection
    /// view) asks, the list first among its arguments. A method that reads what it cannot know
    /// here (the index path) says so in a note: its answer is not the app's then, and nil is
    /// given; so is any answer that is not a finite number, size or insets.
    mutating func listAnswer(_ f: FunctionDecl, _ receiver: Value, _ values: [Value], at range: SourceRange) throws(Interrupt) -> Value? {
        let args = zip(f.parameters, values).map { parameter, value in
            EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
        }
        let (savedNotes, savedNoted) = (notes, noted)
        (notes, noted) = ([], [])
        defer { (notes, noted) = (savedNotes, savedNoted) }
        let result: Value
        do {
            result = try callFunction(f, receiver: receiver, arguments: args, trailing: nil, at: range)
        } catch .returned(let value) {
            result = value
        }
        guard notes.isEmpty else { return nil }
        switch result {
        case .number(let n) where n.isFinite: return result
        case .size(let s) where s.width.isFinite && s.height.isFinite: return result
        case .insets(let i, _) where [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite): return result
        default: return nil
        }
    }

    /// Why a list's content is not known when its data source, a class of the paste, does not
    /// hold `method`, which UIKit requires: the app declares it in code the paste does not hold
    /// (an extension in another file), so the count is the app's.
    static func countNotInPaste(_ method: String, of className: String) -> String {
        "its data source, \(className), answers \(method) in code the paste does not hold"
    }

    /// Why a list's content is not known when the data source's or delegate's `method` answers
    /// from what the paste does not give: the app's data, or the index path of each row.
    static func answerNotInPaste(_ method: String) -> String {
        "\(method) answers from what the paste does not give (the app's data, or each index path)"
    }

    /// A table style as the code names it: `.grouped`, `.insetGrouped`.
    static func styleName(_ style: Value) -> String {
        if case .enumCase(let name) = style { return "." + (name.split(separator: ".").last.map(String.init) ?? name) }
        return "other than plain"
    }

    /// A table whose data source is pasted but whose rows cannot be measured: its content size is
    /// UIKit's sum of header, rows and footer, which the paste cannot give, so the 0×0 (or the
    /// size set by hand) its scroll line shows is not UIKit's; a header it has is the least of it.
    mutating func noteContentNotWorkedOut(_ table: String, _ tableID: ViewID, because why: String) {
        let layout = session.state.layout
        var least = ""
        if case .view(let header)? = swift.appearance[table]?["tableHeaderView"], let id = layoutID(header) {
            least = " (at least \(Session.number(layout.frame(of: tableID).width))×\(Session.number(layout.frame(of: id).height)), "
                + "its header's height)"
        }
        note("\(viewName(table)): its content size is not worked out\(least): \(why); the contentSize and scrolling shown "
            + "for it are not UIKit's")
    }

    /// Why no row of the data source is known when `cellForRowAt` dequeues with `for:` an
    /// identifier the paste registers no cell for, while it registers others, each by its literal
    /// text: UIKit's `dequeueReusableCell(withIdentifier:for:)` raises for such an identifier
    /// ('unable to dequeue a cell with identifier …') unless a storyboard's table holds a
    /// prototype of that name, whose style and height the storyboard holds. Nil where every
    /// identifier dequeued is registered, or where one is not a plain literal.
    func unregisteredIdentifier(_ cellMethod: FunctionDecl, of className: String) -> String? {
        let registered = SyntaxMentions.literalArguments("forCellReuseIdentifier", ofCallsTo: "register", in: members(of: className))
        let dequeued = SyntaxMentions.literalArguments("withIdentifier", ofCallsTo: "dequeueReusableCell", alongside: ["for"], in: cellMethod.body)
        guard !registered.isEmpty, !registered.contains(nil), !dequeued.contains(nil) else { return nil }
        let names = registered.compactMap { $0 }
        guard let missing = dequeued.compactMap({ $0 }).first(where: { !names.contains($0) }) else { return nil }
        let listed = Array(Set(names)).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return "cellForRowAt dequeues \"\(missing)\", an identifier the paste registers no cell for (it registers \(listed)): "
            + "UIKit raises 'unable to dequeue a cell with identifier \(missing)' for a table made in code, "
            + "and a storyboard's table gives it the prototype of that name, whose height the storyboard holds"
    }

    /// The height UIKit's own `UITableViewCell` gives itself under self-sizing with one line of
    /// the body font in the default, value1 or value2 style: UIKit's default row height.
    static let systemRowHeight = 44.0

    /// Whether the rows `cellForRowAt` makes are UIKit's own `UITableViewCell` showing a line of
    /// text, whose height UIKit knows: no cell class of the app's is named in the data source
    /// (a name ending in `Cell`, `as! MessageCell`, `MessageCell.self` registered), no nib, and
    /// the method asks for nothing that changes a row's height — the subtitle style, more lines,
    /// an image, an accessory view, views added to the cell, a size of its own. The cell is
    /// UIKit's only where the paste says so: the class registers a cell class, or the method
    /// makes the cell itself; a cell dequeued by an identifier the paste never registers is a
    /// storyboard's prototype, whose style and height the storyboard holds.
    func showsSystemCells(_ cellMethod: FunctionDecl, of className: String) -> Bool {
        let appCell = SyntaxMentions.firstName(in: members(of: className)) { name in
            (name.hasSuffix("Cell") && name.first?.isUppercase == true && name != "UITableViewCell") || name == "UINib"
        }
        guard appCell == nil, SyntaxMentions.names("UITableViewCell", in: members(of: className)) else { return false }
        let registers = ["register", "registerClass"].contains { SyntaxMentions.names($0, in: members(of: className)) }
        guard registers || SyntaxMentions.names("UITableViewCell", in: cellMethod.body) else { return false }
        let changesHeight = ["subtitle", "UITableViewCellStyleSubtitle", "numberOfLines", "image", "imageView", "accessoryView", "addSubview",
                             "addArrangedSubview", "font", "attributedText", "frame", "bounds", "systemLayoutSizeFitting",
                             "contentConfiguration", "defaultContentConfiguration"]
        return !changesHeight.contains { SyntaxMentions.names($0, in: cellMethod.body) }
    }
}
