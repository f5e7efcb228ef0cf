import Layout

/// A collection view placed by a flow layout whose data source is in the paste: UIKit's flow
/// layout sizes its content from the items.
extension Evaluator {
    /// What a flow layout needs to know of one section.
    struct FlowSection {
        var items: Double
        var itemSize: Size
        var lineSpacing: Double
        var interitemSpacing: Double
        var inset: EdgeInsets
        /// The header's and footer's reference sizes: the delegate's answers for this section, or the layout's own.
        var header: Size
        var footer: Size
    }

    /// UIKit's `UICollectionViewFlowLayout` lays each section's items in lines across the
    /// collection view (down it when `scrollDirection` is `.horizontal`), as many in a line as
    /// fit with `minimumInteritemSpacing` between them, the lines `minimumLineSpacing` apart,
    /// inside `sectionInset`, with the header and footer reference sizes around each section (the
    /// delegate's `referenceSizeForHeaderInSection`/`…FooterInSection` answers, section by section,
    /// over the layout's `headerReferenceSize`/`footerReferenceSize`).
    /// The content is that long and as wide as the collection view (as tall, sideways). When the
    /// data source is a pasted object that says how many items each section has and every item's
    /// size is known (the layout's `itemSize`, or its delegate's `sizeForItemAt` answering one
    /// size whatever the index path), the content is set so, said in a note. Items that size
    /// themselves (`estimatedItemSize`), or a count, size, spacing or inset the paste cannot give
    /// (one that differs by index path, or reads what the paste does not hold), leave the content
    /// UIKit's but not known here, and a note says so and why.
    /// What a collection view's layout is, said where it is no flow layout whose items are laid
    /// out here: a compositional layout, a layout class of the app's (a flow layout's subclass
    /// that places its items in its own `prepare()`), or one the app's code makes.
    func notFlowLayout(_ layout: Value?) -> String {
        switch layout {
        case .object(let id)? where swift.objects[id].map({ swift.types[$0.className] != nil }) ?? false:
            return "the app's own layout class \(swift.objects[id]?.className ?? ""), which places the items in its own code"
        case .object(let id)?:
            return "a \(swift.objects[id]?.className ?? "layout"), whose sections and items are not laid out here (only a flow layout's are)"
        case .opaque(let made)?:
            let type = String(made.prefix { $0 != "(" && $0 != "." })
            let kind = type.hasPrefix("UI") ? "a " + type : "made by '\(made.prefix { $0 != "(" })', the app's, not in the paste"
            return kind + ", whose sections and items are not laid out here (only a flow layout's are)"
        default:
            return "not a flow layout the paste makes (a compositional layout, or the app's), whose sections and items are not "
                + "laid out here (only a flow layout's are)"
        }
    }

    mutating func sizeCollectionsFromDataSources(at range: SourceRange, only: Set<String>? = nil) throws(Interrupt) {
        for list in swift.appearance.keys.sorted() where only.map({ $0.contains(viewName(list)) }) ?? true {
            // The data source is a pasted object, or the collection view itself when its class is its own.
            guard let properties = swift.appearance[list], let sourceValue = properties["dataSource"], let sourceID = objectID(of: sourceValue)
            else { continue }
            guard case .object(let layoutID)? = properties["collectionViewLayout"], let layoutObject = swift.objects[layoutID],
                  Library.isSubtype(layoutObject.className, of: "UICollectionViewFlowLayout") else {
                if let viewID = self.layoutID(list), isView(list, a: "UICollectionView") {
                    noteContentNotWorkedOut(list, viewID, because: "its layout is " + notFlowLayout(properties["collectionViewLayout"]))
                }
                continue
            }
            guard let viewID = self.layoutID(list), isView(list, a: "UICollectionView"),
                  let source = swift.objects[sourceID] else { continue }
            listSizesWhenSized[viewName(list)] = frame(of: list).size
            swift.listsSized.insert(viewName(list))
            let layoutValue = Value.object(layoutID)
            func setting(_ name: String) -> Value? { layoutObject.fields[name] ?? Library.flowLayoutDefaults[name] }
            let delegateID = swift.delegates[viewName(list)] ?? sourceID
            let delegate = swift.objects[delegateID] ?? source
            let listValue = Value.view(viewName(list))
            let sourceSelf: Value = source.view.map { .view($0) } ?? .object(sourceID)
            let delegateSelf: Value = delegate.view.map { .view($0) } ?? .object(delegateID)
            // Swift's names and Objective-C's (`numberOfSectionsInTableView:`, `…heightForRowAtIndexPath:`).
            func find(_ signatures: String..., in className: String) -> FunctionDecl? { method(signedAs: signatures, of: className) }
            guard let itemsMethod = find("collectionView(_:numberOfItemsInSection:)", in: source.className) else {
                noteContentNotWorkedOut(list, viewID, because: Self.countNotInPaste("collectionView(_:numberOfItemsInSection:)", of: source.className))
                continue
            }
            // (`UICollectionViewFlowLayout.automaticSize`, UIKit's own sentinel, is one too.)
            let estimated = setting("estimatedItemSize")
            var selfSizing = false
            if case .size(let size)? = estimated, size.width != 0 || size.height != 0 { selfSizing = true }
            if case .opaque(let text)? = estimated, text.hasSuffix("automaticSize") || text.hasSuffix("AutomaticSize") { selfSizing = true }
            if case .enumCase("automaticSize")? = estimated { selfSizing = true }
            if selfSizing {
                noteContentNotWorkedOut(list, viewID, because: "its items size themselves (the layout's estimatedItemSize)")
                continue
            }
            /// Why the content is not known, once: the first answer the paste cannot give.
            var unknown: String? = nil
            func ask(_ f: FunctionDecl, _ receiver: Value, _ values: [Value]) throws(Interrupt) -> Value? {
                let reply = try listReply(f, receiver, values, at: range)
                if reply.value == nil { unknown = unknown ?? Self.noAnswer(f, reply.why) }
                return reply.value
            }
            var sections = 1.0
            if let f = find("numberOfSections(in:)", "numberOfSectionsInCollectionView(_:)", in: source.className) {
                guard case .number(let n)? = try ask(f, sourceSelf, [listValue]), n >= 0, n <= 100 else {
                    if let unknown { noteContentNotWorkedOut(list, viewID, because: unknown) }
                    continue
                }
                sections = n
            }
            // The delegate's answers win over the layout's own values, as UIKit asks it first.
            let sizeMethod = find("collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:sizeForItemAtIndexPath:)", in: delegate.className)
            let lineMethod = find("collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                                  "collectionView(_:layout:minimumLineSpacingForSectionAtIndex:)", in: delegate.className)
            let interitemMethod = find("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                                       "collectionView(_:layout:minimumInteritemSpacingForSectionAtIndex:)", in: delegate.className)
            let insetMethod = find("collectionView(_:layout:insetForSectionAt:)", "collectionView(_:layout:insetForSectionAtIndex:)",
                                   in: delegate.className)
            // Objective-C's selectors for these two read the same as Swift's names.
            let headerMethod = find("collectionView(_:layout:referenceSizeForHeaderInSection:)", in: delegate.className)
            let footerMethod = find("collectionView(_:layout:referenceSizeForFooterInSection:)", in: delegate.className)
            guard case .size(var itemSize)? = setting("itemSize"), case .number(var line)? = setting("minimumLineSpacing"),
                  case .number(var interitem)? = setting("minimumInteritemSpacing"), case .insets(var inset, _)? = setting("sectionInset"),
                  case .size(var header)? = setting("headerReferenceSize"), case .size(var footer)? = setting("footerReferenceSize")
            else { continue }
            var flowSections: [FlowSection] = []
            var known = true
            for s in 0..<Int(sections) {
                let section = Value.number(Double(s))
                guard case .number(let items)? = try ask(itemsMethod, sourceSelf, [listValue, section]),
                      items >= 0, items <= 100_000 else { known = false; break }
                if let sizeMethod, items > 0 {
                    let once = try listReply(sizeMethod, delegateSelf, [listValue, layoutValue, .opaque("indexPath")], at: range)
                    if case .size(let asked)? = once.value {
                        itemSize = asked
                    } else {
                        // A size that depends on the item (`switch indexPath.section`): asked for
                        // each item of the section, with its index path, as UIKit asks it; the
                        // section's lines are worked out when all are one size.
                        var sizes: Set<Size> = []
                        var why = once.why
                        if items <= Self.rowsAskedOneByOne {
                            for item in 0..<Int(items) {
                                let reply = try listReply(sizeMethod, delegateSelf, [listValue, layoutValue, indexPath(section: s, row: item)],
                                                          at: range)
                                guard case .size(let asked)? = reply.value else { sizes = []; why = reply.why ?? why; break }
                                sizes.insert(asked)
                            }
                        }
                        guard sizes.count == 1, let asked = sizes.first else {
                            unknown = unknown ?? (sizes.count > 1
                                ? "its items differ in size within a section (its collectionView(_:layout:sizeForItemAt:)), whose lines are not worked out here"
                                : Self.noAnswer(sizeMethod, why))
                            known = false
                            break
                        }
                        itemSize = asked
                    }
                }
                if let lineMethod {
                    guard case .number(let n)? = try ask(lineMethod, delegateSelf, [listValue, layoutValue, section])
                    else { known = false; break }
                    line = n
                }
                if let interitemMethod {
                    guard case .number(let n)? = try ask(interitemMethod, delegateSelf, [listValue, layoutValue, section])
                    else { known = false; break }
                    interitem = n
                }
                if let insetMethod {
                    guard case .insets(let i, _)? = try ask(insetMethod, delegateSelf, [listValue, layoutValue, section])
                    else { known = false; break }
                    inset = i
                }
                if let headerMethod {
                    guard case .size(let asked)? = try ask(headerMethod, delegateSelf, [listValue, layoutValue, section])
                    else { known = false; break }
                    header = asked
                }
                if let footerMethod {
                    guard case .size(let asked)? = try ask(footerMethod, delegateSelf, [listValue, layoutValue, section])
                    else { known = false; break }
                    footer = asked
                }
                flowSections.append(FlowSection(items: items, itemSize: itemSize, lineSpacing: line, interitemSpacing: interitem,
                                                inset: inset, header: header, footer: footer))
            }
            guard known else {
                if let unknown { noteContentNotWorkedOut(list, viewID, because: unknown) }
                continue
            }
            // Every item one size the paste gives: the app's cell shown on its own is that size.
            let shownSizes = Set(flowSections.filter { $0.items > 0 }.map(\.itemSize))
            if shownSizes.count == 1, let size = shownSizes.first,
               let cellMethod = find("collectionView(_:cellForItemAt:)", "collectionView(_:cellForItemAtIndexPath:)", in: source.className),
               let cell = pastedCellClass(cellMethod, of: source.className) {
                try holdShownItem(of: cell, at: size, givenBy: sizeMethod != nil ? "\(delegate.className)'s collectionView(_:layout:sizeForItemAt:)"
                    : "its layout's itemSize", at: range)
            }
            var horizontal = false
            if case .enumCase(let direction)? = setting("scrollDirection") { horizontal = direction.lowercased().hasSuffix("horizontal") }
            let layout = session.state.layout
            // Lines fill the collection view less its adjusted content insets across them (a
            // `contentInset` of 20 at the sides narrows a vertical flow's lines by 40), as UIKit's
            // "must be less than the width of the UICollectionView minus … the content insets left
            // and right values" says.
            let frame = layout.frame(of: viewID)
            let adjusted = layout.scrollInfo(viewID)?.adjustedContentInset ?? .zero
            let bounds = Rect(x: 0, y: 0, width: max(0, frame.width - adjusted.left - adjusted.right),
                              height: max(0, frame.height - adjusted.top - adjusted.bottom))
            guard let size = Self.flowContentSize(flowSections, across: horizontal ? bounds.height : bounds.width, horizontal: horizontal) else {
                let (side, edges) = horizontal ? ("height", "top and bottom") : ("width", "left and right")
                note("\(viewName(list)): its content is not worked out: an item's \(side) is more than the collection view's "
                    + "\(Session.number(horizontal ? bounds.height : bounds.width)) less the section insets \(edges), for which UIKit "
                    + "logs that the behavior of the UICollectionViewFlowLayout is not defined")
                try? session.state.layout.setContentKnown(viewID, false)
                continue
            }
            try? session.state.layout.setContentKnown(viewID, true)
            if layout.scrollInfo(viewID)?.contentSize == size { continue }
            try setProperty(viewName(list), .contentSize, .size(SizeLiteral(width: Self.literal(size.width, range),
                                                                             height: Self.literal(size.height, range), range: range)), at: range)
            let itemCount = flowSections.reduce(0) { $0 + $1.items }
            note("\(viewName(list)): its content is \(Session.number(size.width))×\(Session.number(size.height)), as UIKit's flow layout "
                + "places \(Session.number(itemCount)) item\(itemCount == 1 ? "" : "s") in \(Session.number(sections)) "
                + "section\(sections == 1 ? "" : "s") from its data source, "
                + (horizontal ? "in columns down it, one after another across" : "in rows across it, one below another")
                + ", over any contentSize set by hand")
        }
    }

    /// Whether a view is of a UIKit class or of a pasted class that derives from it
    /// (`class Grid: UICollectionView`, through the app's own base classes).
    func isView(_ name: String, a uikitClass: String) -> Bool {
        let className = viewClass(of: name)
        return Library.isSubtype(className, of: uikitClass) || libraryBase(of: className).map { Library.isSubtype($0, of: uikitClass) } == true
    }

    /// The content a flow layout gives sections across a collection view `across` points wide
    /// (tall, when it scrolls sideways): per section its header, its inset, its lines of items
    /// and the spacing between them, and its footer (their heights; their widths, sideways). A
    /// line holds as many items as fit with the interitem spacing between them. Nil when an item
    /// is wider than a line has room for (taller, sideways): UIKit says its flow layout's
    /// behaviour is not defined then.
    static func flowContentSize(_ sections: [FlowSection], across: Double, horizontal: Bool) -> Size? {
        var length = 0.0
        for section in sections {
            length += horizontal ? section.header.width + section.footer.width : section.header.height + section.footer.height
            guard section.items > 0 else { continue }
            let itemAcross = horizontal ? section.itemSize.height : section.itemSize.width
            let itemAlong = horizontal ? section.itemSize.width : section.itemSize.height
            let insetAcross = horizontal ? section.inset.top + section.inset.bottom : section.inset.left + section.inset.right
            let insetAlong = horizontal ? section.inset.left + section.inset.right : section.inset.top + section.inset.bottom
            let room = across - insetAcross
            guard itemAcross <= room else { return nil }
            let perLine = Swift.max(1, ((room + section.interitemSpacing) / (itemAcross + section.interitemSpacing)).rounded(.down))
            let lines = (section.items / perLine).rounded(.up)
            length += insetAlong + lines * itemAlong + (lines - 1) * section.lineSpacing
        }
        return horizontal ? Size(width: length, height: across) : Size(width: across, height: length)
    }
}
