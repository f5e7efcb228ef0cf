import Layout
import Rendering

/// A fix for a log's conflict: the session's ``ConflictFix``, ranked by the same ``ConflictAdvice``.
public typealias Fix = ConflictFix

/// What the log says of each rebuilt constraint, for the one ranking of fixes.
extension Rebuild: ConflictSources {
    /// From the entry's class and identifier (``GeneratedConstraint``): a size UIKit imposes, an
    /// autoresizing mask (an app's view or UIKit's), the app's own, or UIKit's. Constraints
    /// Layoutbook assumed (no entry) are UIKit's.
    public func maker(of id: LayoutConstraintID) -> ConstraintMaker {
        guard let index = entryByConstraint[id] else { return .uikit }
        if let made = constraints[index].generated {
            if made.isImposedSize {
                if made.identifier == "UISV-hiding" { return .imposedSize(.stackHiding) }
                if made.kind == .temporarySize { return .imposedSize(.temporary) }
                let items = ItemGraph.items(of: log.entries[index].body)
                if items.contains(where: { $0.plainClass == "UIInputView" }) { return .imposedSize(.inputView) }
                let inCollection = items.contains { $0.plainClass.contains("CollectionView") }
                let sectionHeader = !inCollection && items.contains { $0.plainClass.contains("TableViewHeaderFooter") }
                let tableRow = !inCollection && (sectionHeader || items.contains { $0.plainClass.hasPrefix("UITableViewCell") })
                return .imposedSize(.cellSize(inCollection: inCollection, tableRow: tableRow, sectionHeader: sectionHeader))
            }
            if made.kind == .autoresizingMask { return .autoresizingMask(ofAppView: !made.privateView) }
            if made.kind == .interfaceBuilder { return .interfaceBuilderFixedFrame }
        }
        return isDeveloper(id) ? .app : .uikit
    }

    /// The log shows part of the layout only (no superview's size, no constraint outside the conflict).
    public var knowsWholeLayout: Bool { false }

    /// Whether the log says which constraint UIKit broke.
    public var knowsBroken: Bool { log.brokenIndex != nil }

    /// Whether the log prints the constraint as a visual format string (`V:[a]-(8)-[b]`).
    public func isVisualFormat(_ id: LayoutConstraintID) -> Bool {
        guard let source = entry(of: id)?.source else { return false }
        return source.contains("V:[") || source.contains("H:[") || source.contains("V:|") || source.contains("H:|")
    }

    /// SnapKit's and Masonry's file and line, when the log prints them.
    public func place(of id: LayoutConstraintID) -> SourcePlace? {
        guard let location = entry(of: id)?.location else { return nil }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return SourcePlace(file: file, line: location.line)
    }

    /// A SnapKit constraint of a constant size, as its `make` statement reads lowered
    /// (`make.height.equalTo(200).priority(999)`); the log names no variable of the app's, so
    /// nothing else is spelled.
    public func spelled(_ id: LayoutConstraintID, lowered priority: Int) -> String? {
        guard place(of: id) != nil, let c = layout.constraint(id), c.second == nil, c.firstAttribute.isSize else { return nil }
        let relation = c.relation == .equal ? "equalTo" : c.relation == .lessThanOrEqual ? "lessThanOrEqualTo" : "greaterThanOrEqualTo"
        return "make.\(c.firstAttribute.rawValue).\(relation)(\(formatNumber(c.constant))).priority(\(priority))"
    }
}
