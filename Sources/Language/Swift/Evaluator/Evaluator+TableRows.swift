import Layout

/// A table whose data source is in the paste: UIKit sizes its content from the rows.
extension Evaluator {
    /// UIKit's table sets its own `contentSize` at each layout pass, from its data source and
    /// delegate: the table header's height, then per section the header, the rows and the footer.
    /// A size the code sets by hand (`tableView.contentSize = CGSizeMake(320, 1000)`) is
    /// overwritten then. When the data source is a pasted object that says how many rows each
    /// section has and the row height is known (its delegate's `heightForRowAt`, or `rowHeight`
    /// set), the content is that height and as wide as the table, said in a note. Otherwise (the
    /// rows are the app's cells, sized by themselves; a count or a height the paste cannot give,
    /// such as `items.count` of an array it does not hold or a height that differs by index path;
    /// a grouped table, which adds UIKit's own spacing between sections) the content is UIKit's
    /// but not known here, and a note says so and why: the size the scroll line shows is not it.
    mutating func sizeTablesFromDataSources(at range: SourceRange, only: Set<String>? = nil) throws(Interrupt) {
        for table in swift.appearance.keys.sorted() where only.map({ $0.contains(viewName(table)) }) ?? true {
            // No data source set at all, on a table the code made (not a table view controller's):
            // UIKit shows no rows, so its footer view stands right below its header.
            if let properties = swift.appearance[table], properties["dataSource"] == nil, viewName(table) != "root",
               case .view(let footer)? = properties["tableFooterView"], frame(of: footer).height > 0,
               let tableID = layoutID(table), isView(table, a: "UITableView") {
                var top = 0.0
                if case .view(let header)? = properties["tableHeaderView"], let id = layoutID(header) {
                    top = session.state.layout.frame(of: id).height
                }
                let width = session.state.layout.frame(of: tableID).width
                try placeTableFooter(footer, in: table, at: Rect(x: 0, y: top, width: width, height: frame(of: footer).height), range)
                note("\(viewName(table)) has no data source in the paste: UIKit shows no rows, so its footer view is right below "
                    + (top > 0 ? "its header" : "its top"))
                continue
            }
            // The data source is a pasted object, or the table itself when its class is its own.
            guard let properties = swift.appearance[table], let sourceValue = properties["dataSource"], let sourceID = objectID(of: sourceValue),
                  let tableID = layoutID(table), isView(table, a: "UITableView"),
                  let source = swift.objects[sourceID] else { continue }
            listSizesWhenSized[viewName(table)] = frame(of: table).size
            swift.listsSized.insert(viewName(table))
            let delegateID = swift.delegates[viewName(table)] ?? sourceID
            let delegate = swift.objects[delegateID] ?? source
            let tableValue = Value.view(viewName(table))
            // Swift's names and Objective-C's (`numberOfSectionsInTableView:`, `…heightForRowAtIndexPath:`).
            func find(_ signatures: String..., in className: String) -> FunctionDecl? { method(signedAs: signatures, of: className) }
            guard let rowsMethod = find("tableView(_:numberOfRowsInSection:)", in: source.className) else {
                noteContentNotWorkedOut(table, tableID, because: Self.countNotInPaste("tableView(_:numberOfRowsInSection:)",
                                                                                      of: standInController(sourceID) ?? source.className))
                continue
            }
            // Only a style plainly `.plain` (Objective-C's `UITableViewStylePlain`) counts as plain.
            let style = properties["style"].map { value -> String in if case .enumCase(let s) = value { s.lowercased() } else { "" } }
            let isPlain = style.map { $0.hasSuffix("plain") } ?? true
            let isInsetGrouped = style?.hasSuffix("insetgrouped") ?? false
            let sourceSelf: Value = source.view.map { .view($0) } ?? .object(sourceID)
            let delegateSelf: Value = delegate.view.map { .view($0) } ?? .object(delegateID)
            /// Why the content is not known, once: the first answer the paste cannot give.
            var unknown: String? = nil
            func ask(_ f: FunctionDecl, _ receiver: Value, _ second: Value) throws(Interrupt) -> Double? {
                let reply = try listReply(f, receiver, [tableValue, second], at: range)
                guard case .number(let n)? = reply.value, n >= 0 else {
                    unknown = unknown ?? Self.noAnswer(f, reply.why)
                    return nil
                }
                return n
            }
            var sections = 1.0
            if let f = find("numberOfSections(in:)", "numberOfSectionsInTableView(_:)", in: source.className) {
                guard let n = try ask(f, sourceSelf, tableValue) else {
                    noteContentNotWorkedOut(table, tableID, because: unknown ?? Self.noAnswer(f, nil))
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
            // A heightForRowAt that answers UITableView.automaticDimension (-1) for every row
            // leaves the rows to size themselves, as no such method does.
            // Asked once, with an index path it cannot read: a height that depends on the row
            // gives no number, and the why.
            let rowHeightReply = try rowHeightMethod.map { f throws(Interrupt) in
                try listReply(f, delegateSelf, [tableValue, .opaque("indexPath")], at: range)
            }
            var selfSizingMethod = false
            if case .number(let h)? = rowHeightReply?.value, h == Self.automaticDimension { selfSizingMethod = true }
            if rowHeightMethod == nil || selfSizingMethod {
                if !selfSizingMethod, case .number(let h)? = properties["rowHeight"], h >= 0 {
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
                    if let cellMethod = find("tableView(_:cellForRowAt:)", "tableView(_:cellForRowAtIndexPath:)", in: source.className),
                       let cell = pastedCellClass(cellMethod, of: source.className) {
                        rowsReason = "its rows are \(cell) cells, each as tall as its constraints make it with what the data source "
                            + "puts in it (UITableView.automaticDimension); the rows are not measured here"
                    }
                }
            }
            /// Every row one height the app gives: the app's cell shown on its own stands in that
            /// row, as wide as the table (an inset grouped table's cells are inset by its margins,
            /// not modelled: the width is left as it was).
            func holdShownCellInItsRow() throws(Interrupt) {
                guard let cellMethod = find("tableView(_:cellForRowAt:)", "tableView(_:cellForRowAtIndexPath:)", in: source.className),
                      let cell = pastedCellClass(cellMethod, of: source.className) else { return }
                if rowsSizeThemselves {
                    // A self-sizing row: as wide as the table, as tall as the cell's constraints make it there.
                    if !isInsetGrouped { try widenShownCell(of: cell, to: session.state.layout.frame(of: tableID).width) }
                    return
                }
                guard !systemCells,
                      let h = fixedRowHeight ?? (selfSizingMethod ? nil : rowHeightReply?.value.flatMap { if case .number(let n) = $0 { n } else { nil } })
                else { return }
                // (`separatorStyle = .none`: no separator line below the content view, which fills the row.)
                let separated = properties["separatorStyle"].map { value in
                    if case .enumCase(let style) = value { style.lowercased() != "none" } else { true }
                } ?? true
                try holdShownCell(of: cell, inRowsOf: h, separated: separated,
                                  width: isInsetGrouped ? nil : session.state.layout.frame(of: tableID).width,
                                  givenBy: fixedRowHeight != nil ? "its rowHeight" : "\(delegate.className)'s tableView(_:heightForRowAt:)",
                                  at: range)
            }
            guard isPlain else {
                // A row height the app gives holds whatever the style: only the spacing around
                // sections is the style's.
                try holdShownCellInItsRow()
                noteContentNotWorkedOut(table, tableID, because: "it is not a plain table, and UIKit's other styles add their own "
                    + "spacing around sections and rows")
                continue
            }
            let headerMethod = find("tableView(_:heightForHeaderInSection:)", in: delegate.className)
            let footerMethod = find("tableView(_:heightForFooterInSection:)", in: delegate.className)
            // A section header or footer given by title or view, with no height for it, is sized
            // by UIKit from what it shows: the content's height is not known then — unless the
            // table's `sectionHeaderHeight` (`sectionFooterHeight`) is set to a number, every
            // header's (footer's) height.
            func setHeight(_ property: String) -> Double? {
                if case .number(let n)? = properties[property], n >= 0 { return n }
                return nil
            }
            var fixedHeader: Double? = nil, fixedFooter: Double? = nil
            if headerMethod == nil, find("tableView(_:titleForHeaderInSection:)", in: source.className) != nil
                || find("tableView(_:viewForHeaderInSection:)", in: delegate.className) != nil {
                guard let height = setHeight("sectionHeaderHeight") else {
                    noteContentNotWorkedOut(table, tableID, because: "its section headers are sized by UIKit from what they show, and no "
                        + "tableView(_:heightForHeaderInSection:) or sectionHeaderHeight gives their height")
                    continue
                }
                fixedHeader = height
            }
            if footerMethod == nil, find("tableView(_:titleForFooterInSection:)", in: source.className) != nil
                || find("tableView(_:viewForFooterInSection:)", in: delegate.className) != nil {
                guard let height = setHeight("sectionFooterHeight") else {
                    noteContentNotWorkedOut(table, tableID, because: "its section footers are sized by UIKit from what they show, and no "
                        + "tableView(_:heightForFooterInSection:) or sectionFooterHeight gives their height")
                    continue
                }
                fixedFooter = height
            }
            // iOS 15 and later put `sectionHeaderTopPadding` above each section header a plain
            // table shows; its automatic value (the default) is UIKit's own and is not modelled
            // here, so a table with a header taller than 0 is worked out only when the code sets
            // the padding to a number (usually 0).
            var headerTopPadding: Double? = nil
            if case .number(let n)? = properties["sectionHeaderTopPadding"], n >= 0 { headerTopPadding = n }
            var total = 0.0, rowCount = 0.0, known = true
            sectionLoop: for s in 0..<Int(sections) {
                guard let rows = try ask(rowsMethod, sourceSelf, .number(Double(s))), rows <= 100_000 else { known = false; break }
                rowCount += rows
                if headerMethod != nil || fixedHeader != nil {
                    let asked = try headerMethod.map { f throws(Interrupt) in try ask(f, delegateSelf, .number(Double(s))) } ?? fixedHeader
                    guard let h = asked else { known = false; break }
                    if h > 0 {
                        guard let headerTopPadding else {
                            unknown = "its section headers have UIKit's automatic sectionHeaderTopPadding above them (iOS 15 and later), "
                                + "a padding not modelled here; set tableView.sectionHeaderTopPadding = 0 (or a number) to have it worked out"
                            known = false
                            break
                        }
                        total += headerTopPadding
                    }
                    total += h
                }
                if footerMethod != nil || fixedFooter != nil {
                    let asked = try footerMethod.map { f throws(Interrupt) in try ask(f, delegateSelf, .number(Double(s))) } ?? fixedFooter
                    guard let h = asked else { known = false; break }
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
                } else if let rowHeightMethod, let rowHeightReply, !selfSizingMethod, rows > 0 {
                    if case .number(let h)? = rowHeightReply.value, h >= 0 {
                        total += rows * h
                        continue
                    }
                    // A height that depends on the row (`switch indexPath.section`): asked for
                    // each row, with its index path, as UIKit asks it.
                    guard rows <= Self.rowsAskedOneByOne else {
                        unknown = unknown ?? Self.noAnswer(rowHeightMethod, rowHeightReply.why)
                        known = false
                        break sectionLoop
                    }
                    for r in 0..<Int(rows) {
                        let path = indexPath(section: s, row: r)
                        let reply = try listReply(rowHeightMethod, delegateSelf, [tableValue, path], at: range)
                        guard case .number(let h)? = reply.value, h >= 0 else {
                            unknown = unknown ?? Self.noAnswer(rowHeightMethod, reply.why ?? rowHeightReply.why)
                            known = false
                            break sectionLoop
                        }
                        total += h
                    }
                }
            }
            // The rows' height is known whether or not their count is.
            try holdShownCellInItsRow()
            guard known else {
                if let unknown { noteContentNotWorkedOut(table, tableID, because: unknown) }
                continue
            }
            let layout = session.state.layout
            if case .view(let header)? = properties["tableHeaderView"], let id = layoutID(header) {
                total += layout.frame(of: id).height
            }
            let width = layout.frame(of: tableID).width
            // The table's footer view stands below every section, as tall as the frame it is given
            // (`UIView()`, the usual way to hide empty rows' separators, adds nothing and is not placed).
            if case .view(let footer)? = properties["tableFooterView"] {
                let height = frame(of: footer).height
                total += height
                if height > 0 { try placeTableFooter(footer, in: table, at: Rect(x: 0, y: total - height, width: width, height: height), range) }
            }
            let size = Size(width: width, height: total)
            try? session.state.layout.setContentKnown(tableID, true)
            if layout.scrollInfo(tableID)?.contentSize == size { continue }
            try setProperty(viewName(table), .contentSize, .size(SizeLiteral(width: Self.literal(width, range),
                                                                               height: Self.literal(total, range), range: range)), at: range)
            note("\(viewName(table)): its content is \(Session.number(width))×\(Session.number(total)), as UIKit's table sizes it at each layout "
                + "from its data source (\(Session.number(rowCount)) row\(rowCount == 1 ? "" : "s") in \(Session.number(sections)) section\(sections == 1 ? "" : "s")"
                + (systemCells ? ", each UIKit's own cell with a line of text, \(Session.number(Self.systemRowHeight)) tall"
                    : rowsSizeThemselves ? "" : fixedRowHeight != nil ? ", rowHeight" : ", heightForRowAt") + "), over any contentSize set by hand")
        }
    }

    /// The most rows of a section whose heights are asked one by one, each with its index path.
    static let rowsAskedOneByOne = 1_000.0

    /// The index path UIKit hands a list's data source or delegate: `section`, `row` and `item`
    /// read as the numbers they are. One object serves every question, given each its numbers.
    mutating func indexPath(section: Int, row: Int) -> Value {
        let id: Int
        if let kept = swift.listIndexPath, swift.objects[kept]?.className == "IndexPath" {
            id = kept
        } else {
            id = newObject("IndexPath")
            swift.listIndexPath = id
        }
        swift.objects[id]?.fields = ["section": .number(Double(section)), "row": .number(Double(row)), "item": .number(Double(row))]
        return .object(id)
    }

    /// A list whose size changed after it was sized from its data source, by a view's
    /// `layoutSubviews` that ran after the controller's code (`collectionView.frame = bounds` in
    /// its container's): UIKit's list asks its data source in its own layout, after that, so it
    /// is sized again at the size it was laid out at, and what was said of its content at the
    /// old size is taken back.
    mutating func resizeListsLaidOutSince(at range: SourceRange) throws(Interrupt) {
        let changed = Set(listSizesWhenSized.filter { name, size in layoutID(name) != nil && frame(of: name).size != size }.keys)
        try sizeListsAgain(changed, at: range)
    }

    /// Sizes lists from their data sources again, taking back what was said of their content.
    mutating func sizeListsAgain(_ lists: Set<String>, at range: SourceRange) throws(Interrupt) {
        guard !lists.isEmpty else { return }
        for name in lists {
            notes.removeAll { $0.hasPrefix("\(name): its content ") }
            noted = noted.filter { !$0.hasPrefix("\(name): its content ") }
        }
        try sizeTablesFromDataSources(at: range, only: lists)
        try sizeCollectionsFromDataSources(at: range, only: lists)
    }

    /// `reloadData()` on a list already sized from its data source (data the app loads after
    /// the screen shows, then reloads): UIKit asks the data source again at its next layout, so
    /// its content is worked out again from what the data source answers now. Before that, the
    /// first layout asks it anyway, and the call changes nothing.
    mutating func reloadList(_ name: String, at range: SourceRange) throws(Interrupt) {
        let list = viewName(name)
        guard swift.listsSized.contains(list) else { return }
        try sizeListsAgain([list], at: range)
    }

    /// What a pasted data source or delegate method answers a list (a table or a collection
    /// view) asks, the list first among its arguments, or why it gives no answer here. A method
    /// that reads what it cannot know here (the index path, a name the paste does not hold)
    /// raises a note: its answer is not the app's then, nil is given, and the note is the why.
    /// Any answer that is not a finite number, size or insets is nil too, with no why.
    mutating func listReply(_ f: FunctionDecl, _ receiver: Value, _ values: [Value],
                            at range: SourceRange) throws(Interrupt) -> (value: Value?, why: String?) {
        let args = zip(f.parameters, values).map { parameter, value in
            EvaluatedArgument(label: parameter.label, value: value, range: range, expr: .nilLiteral(range))
        }
        let (savedNotes, savedNoted) = (notes, noted)
        (notes, noted) = ([], [])
        defer { (notes, noted) = (savedNotes, savedNoted) }
        let result: Value
        let (readsBefore, guessesBefore) = (unknownReads, guessedConditions)
        do {
            result = try callFunction(f, receiver: receiver, arguments: args, trailing: nil, at: range)
        } catch .returned(let value) {
            result = value
        }
        // An answer worked out from what the paste lacks (a value read as 0, a condition taken as
        // true, a call skipped) is not UIKit's; a note that only tells what the method did on the
        // way (it set the list's backgroundView, measured a view) leaves the answer as it is.
        let guessed = unknownReads > readsBefore || guessedConditions > guessesBefore
            || notes.contains { $0.hasPrefix("skipped") || $0.contains("not in the paste") || $0.contains("not known") }
        if guessed, let first = notes.first { return (nil, first) }
        switch result {
        case .number(let n) where n.isFinite: return (result, nil)
        case .size(let s) where s.width.isFinite && s.height.isFinite: return (result, nil)
        case .insets(let i, _) where [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite): return (result, nil)
        default: return (nil, nil)
        }
    }

    /// UIKit puts a table's footer view below its last section, as wide as the table and as tall
    /// as its own frame: placed there once the rows above it are worked out.
    mutating func placeTableFooter(_ footer: String, in table: String, at rect: Rect, _ range: SourceRange) throws(Interrupt) {
        let tableName = viewName(table)
        if case .view(let parent) = superview(of: footer), viewName(parent) == tableName {} else {
            try addSubview(.view(tableName), .view(footer), at: range)
        }
        guard frame(of: footer) != rect else { return }
        try setFrame(footer, rect, at: range)
        note("\(tableName).tableFooterView: '\(viewName(footer))' below the last section, at y \(Session.number(rect.minY)), as wide as the "
             + "table and \(Session.number(rect.height)) tall (its frame's height)")
    }

    /// Why a list's content is not known when its data source, a class of the paste, does not
    /// hold `method`, which UIKit requires: the app declares it in code the paste does not hold
    /// (an extension in another file), so the count is the app's.
    static func countNotInPaste(_ method: String, of className: String) -> String {
        "its data source, \(className), answers \(method) in code the paste does not hold"
    }

    /// Why a list's content is not known when one of its data source's or delegate's methods
    /// gives no answer here: the method, and the note it raised while asked.
    static func noAnswer(_ f: FunctionDecl, _ why: String?) -> String {
        "its \(f.signature) gives no answer here" + (why.map { " (\($0))" } ?? "")
    }

    /// A list (a table or a collection view) whose data source is pasted but whose rows or items
    /// cannot be measured: its content size is UIKit's sum of header, rows and footer (of lines of
    /// items), which the paste cannot give, so the 0×0 (or the size set by hand) its scroll line
    /// shows is not UIKit's; a table header it has is the least of it.
    mutating func noteContentNotWorkedOut(_ table: String, _ tableID: ViewID, because why: String) {
        let layout = session.state.layout
        var least = ""
        if case .view(let header)? = swift.appearance[table]?["tableHeaderView"], let id = layoutID(header) {
            least = " (at least \(Session.number(layout.frame(of: tableID).width))×\(Session.number(layout.frame(of: id).height)), "
                + "its header's height)"
        }
        // The footer view stands below the rows, which are not known: it is left out, and said.
        var footerLeftOut = ""
        if case .view(let footer)? = swift.appearance[table]?["tableFooterView"], frame(of: footer).height > 0 {
            footerLeftOut = "; its tableFooterView '\(viewName(footer))' stands below the rows and is not placed"
        }
        note("\(viewName(table)): its content size is not worked out\(least): \(why); the contentSize and scrolling shown "
            + "for it are not UIKit's" + footerLeftOut)
        try? session.state.layout.setContentKnown(tableID, false)
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

    /// The pasted cell class `cellForRowAt` names (`as! NoteRow`), or one the data source's class
    /// registers (`NoteRow.self`): a class of the paste deriving from UITableViewCell, or named as
    /// a cell is: a cell that sizes itself from its constraints.
    func pastedCellClass(_ cellMethod: FunctionDecl, of className: String) -> String? {
        func pastedCell(_ name: String) -> Bool {
            isSubclass(name, of: "UITableViewCell") || isSubclass(name, of: "UICollectionViewCell")
                || (name.hasSuffix("Cell") && name.first?.isUppercase == true && !name.hasPrefix("UI") && swift.types[name] != nil)
        }
        return SyntaxMentions.firstName(in: cellMethod.body, where: pastedCell)
            ?? SyntaxMentions.firstName(in: members(of: className), where: pastedCell)
    }

    /// The height UIKit's own `UITableViewCell` gives itself under self-sizing with one line of
    /// the body font in the default, value1 or value2 style: UIKit's default row height.
    static let systemRowHeight = 44.0
    /// `UITableView.automaticDimension`: UIKit's -1, a height the row works out itself.
    static let automaticDimension = -1.0

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
                || isSubclass(name, of: "UITableViewCell")
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
