import Layout

/// `UICollectionViewFlowLayout`: an object whose properties are kept as code sets them and read
/// back with UIKit's defaults, so that a collection view whose data source is pasted can be sized
/// from its items (``Evaluator/sizeCollectionsFromDataSources(at:)``).
extension Library {
    /// UIKit's defaults for a flow layout made with `init()`.
    static let flowLayoutDefaults: [String: Value] = [
        "itemSize": .size(Size(width: 50, height: 50)),
        "estimatedItemSize": .size(Size(width: 0, height: 0)),
        "minimumLineSpacing": .number(10),
        "minimumInteritemSpacing": .number(10),
        "sectionInset": .insets(.zero, directional: false),
        "headerReferenceSize": .size(Size(width: 0, height: 0)),
        "footerReferenceSize": .size(Size(width: 0, height: 0)),
        "scrollDirection": .enumCase("vertical"),
    ]

    static var collectionLayoutTypes: [LibraryType] {
        [
            LibraryType("UICollectionViewLayout", parent: "NSObject", help: "how a collection view places its items: not modelled",
                        members: []),
            LibraryType("UICollectionViewFlowLayout", parent: "UICollectionViewLayout",
                        help: "items in lines, wrapped at the collection view's width (or height, scrolling sideways): "
                            + "its sizes and spacings size a pasted data source's content",
                        members: flowLayoutDefaults.keys.sorted().map(flowLayoutProperty)),
        ]
    }

    /// A flow layout's property: kept in the object as set, UIKit's default until then.
    static func flowLayoutProperty(_ name: String) -> Member {
        let type: String = switch flowLayoutDefaults[name] {
        case .size?: "CGSize"
        case .number?: "CGFloat"
        case .insets?: "UIEdgeInsets"
        default: "UICollectionView.ScrollDirection"
        }
        return .property(name, type, "the flow layout's \(name)") { e, base, _ throws(Interrupt) in
            guard case .object(let id) = base else { return .opaque(name) }
            return e.swift.objects[id]?.fields[name] ?? flowLayoutDefaults[name] ?? .opaque(name)
        } set: { e, base, value, _ throws(Interrupt) in
            if case .object(let id) = base { e.swift.objects[id]?.fields[name] = value }
        }
    }
}
