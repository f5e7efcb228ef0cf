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
    }

    /// UIKit's `UICollectionViewFlowLayout` lays each section's items in lines across the
    /// collection view (down it when `scrollDirection` is `.horizontal`), as many in a line as
    /// fit with `minimumInteritemSpacing` between them, the lines `minimumLineSpacing` apart,
    /// inside `sectionInset`, with the header and footer reference sizes around each section.
    /// The content is that long and as wide as the collection view (as tall, sideways). When the
    /// data source is a pasted object that says how many items each section has and every item's
    /// size is known (the layout's `itemSize`, or its delegate's `sizeForItemAt` answering one
    /// size whatever the index path), the content is set so, said in a note. Items that size
    /// themselves (`estimatedItemSize`), differ by index path, or are counted by code the paste
    /// does not hold (the data source's methods in another file of the app, or answering from the
    /// app's data) leave it unknown, and a note says the content shown is not UIKit's.
    mutating func sizeCollectionsFromDataSources(at range: SourceRange) throws(Interrupt) {
        for list in swift.appearance.keys.sorted() {
            guard let properties = swift.appearance[list], case .object(let sourceID)? = properties["dataSource"],
                  case .object(let layoutID)? = properties["collectionViewLayout"],
                  let layoutObject = swift.objects[layoutID], Library.isSubtype(layoutObject.className, of: "UICollectionViewFlowLayout"),
                  let viewID = self.layoutID(list), Library.isSubtype(viewClass(of: list), of: "UICollectionView"),
                  let source = swift.objects[sourceID] else { continue }
            let layoutValue = Value.object(layoutID)
            func setting(_ name: String) -> Value? { layoutObject.fields[name] ?? Library.flowLayoutDefaults[name] }
            if case .size(let estimated)? = setting("estimatedItemSize"), estimated.width != 0 || estimated.height != 0 {
                noteContentNotWorkedOut(list, viewID, because: "its items size themselves (the flow layout's estimatedItemSize is set), "
                    + "from cells the paste does not measure")
                continue
            }
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
            var sections = 1.0
            if let f = find("numberOfSections(in:)", "numberOfSectionsInCollectionView(_:)", in: source.className) {
                guard case .number(let n)? = try listAnswer(f, sourceSelf, [listValue], at: range), n >= 0 else {
                    noteContentNotWorkedOut(list, viewID, because: Self.answerNotInPaste("numberOfSections(in:)"))
                    continue
                }
                guard n <= 100 else { continue }
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
            guard case .size(var itemSize)? = setting("itemSize"), case .number(var line)? = setting("minimumLineSpacing"),
                  case .number(var interitem)? = setting("minimumInteritemSpacing"), case .insets(var inset, _)? = setting("sectionInset"),
                  case .size(let header)? = setting("headerReferenceSize"), case .size(let footer)? = setting("footerReferenceSize")
            else { continue }
            var flowSections: [FlowSection] = []
            // The method whose answer is not known here, when one is not.
            var unknownAnswer: String? = nil
            for s in 0..<Int(sections) {
                let section = Value.number(Double(s))
                guard case .number(let items)? = try listAnswer(itemsMethod, sourceSelf, [listValue, section], at: range),
                      items >= 0, items <= 100_000 else { unknownAnswer = "collectionView(_:numberOfItemsInSection:)"; break }
                if let sizeMethod, items > 0 {
                    guard case .size(let asked)? = try listAnswer(sizeMethod, delegateSelf, [listValue, layoutValue, .opaque("indexPath")], at: range)
                    else { unknownAnswer = "collectionView(_:layout:sizeForItemAt:)"; break }
                    itemSize = asked
                }
                if let lineMethod {
                    guard case .number(let n)? = try listAnswer(lineMethod, delegateSelf, [listValue, layoutValue, section], at: range)
                    else { unknownAnswer = "collectionView(_:layout:minimumLineSpacingForSectionAt:)"; break }
                    line = n
                }
                if let interitemMethod {
                    guard case .number(let n)? = try listAnswer(interitemMethod, delegateSelf, [listValue, layoutValue, section], at: range)
                    else { unknownAnswer = "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)"; break }
                    interitem = n
                }
                if let insetMethod {
                    guard case .insets(let i, _)? = try listAnswer(insetMethod, delegateSelf, [listValue, layoutValue, section], at: range)
                    else { unknownAnswer = "collectionView(_:layout:insetForSectionAt:)"; break }
                    inset = i
                }
                flowSections.append(FlowSection(items: items, itemSize: itemSize, lineSpacing: line, interitemSpacing: interitem, inset: inset))
            }
            if let unknownAnswer {
                noteContentNotWorkedOut(list, viewID, because: Self.answerNotInPaste(unknownAnswer))
                continue
            }
            var horizontal = false
            if case .enumCase(let direction)? = setting("scrollDirection") { horizontal = direction.lowercased().hasSuffix("horizontal") }
            let layout = session.state.layout
            let bounds = layout.frame(of: viewID)
            guard let size = Self.flowContentSize(flowSections, across: horizontal ? bounds.height : bounds.width,
                                                  header: horizontal ? header.width : header.height,
                                                  footer: horizontal ? footer.width : footer.height, horizontal: horizontal) else {
                let (side, edges) = horizontal ? ("height", "top and bottom") : ("width", "left and right")
                note("\(viewName(list)): its content is not worked out: an item's \(side) is more than the collection view's "
                    + "\(Session.number(horizontal ? bounds.height : bounds.width)) less the section insets \(edges), for which UIKit "
                    + "logs that the behavior of the UICollectionViewFlowLayout is not defined")
                continue
            }
            if layout.scrollInfo(viewID)?.contentSize == size { continue }
            try setProperty(viewName(list), .contentSize, .size(SizeLiteral(width: Self.literal(size.width, range),
                                                                             height: Self.literal(size.height, range), range: range)), at: range)
            let itemCount = flowSections.reduce(0) { $0 + $1.items }
            note("\(viewName(list)): its content is \(Session.number(size.width))×\(Session.number(size.height)), as UIKit's flow layout "
                + "places \(Session.number(itemCount)) item\(itemCount == 1 ? "" : "s") in \(Session.number(sections)) "
                + "section\(sections == 1 ? "" : "s") from its data source, in lines "
                + (horizontal ? "down" : "across") + " it, over any contentSize set by hand")
        }
    }

    /// The content a flow layout gives sections across a collection view `across` points wide
    /// (tall, when it scrolls sideways): per section its header, its inset, its lines of items
    /// and the spacing between them, and its footer. A line holds as many items as fit with the
    /// interitem spacing between them. Nil when an item is wider than a line has room for (taller,
    /// sideways): UIKit says its flow layout's behaviour is not defined then.
    static func flowContentSize(_ sections: [FlowSection], across: Double, header: Double, footer: Double, horizontal: Bool) -> Size? {
        var length = 0.0
        for section in sections {
            length += header + footer
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
