import Layout

/// A view class that says its own size in a class method taking nothing (`+ (CGSize)cellSize`,
/// `+ (CGSize)itemSize`, `+ (CGFloat)defaultHeight`, `class func preferredHeight()`): the app's
/// layout asks it and gives the view that size (its flow layout's item size, its table's header
/// height), so a view shown with nothing else placing it is shown at that size, not at a size
/// guessed from its constraints.
extension Evaluator {
    /// The size `className` declares, the screen's width where it declares only a height, and
    /// the method that declares it; nil when it declares none, or its method does not run here.
    mutating func classDeclaredSize(of className: String, width screenWidth: Double,
                                    at range: SourceRange) -> (size: Size, method: String)? {
        for case .function(let f) in members(of: className, withProtocols: false)
        where f.isStatic && f.parameters.isEmpty {
            let lowered = f.name.lowercased()
            let sizeName = lowered.hasSuffix("size") && !lowered.contains("font")
            let heightName = lowered.hasSuffix("height")
            guard sizeName || heightName, Self.namesOwnSize(lowered, of: className) else { continue }
            let before = self
            let value: Value
            do {
                value = try callFunction(f, receiver: .type(className), arguments: [], trailing: nil, at: range)
            } catch .returned(let v) {
                value = v
            } catch {
                self = before
                continue
            }
            switch value {
            case .size(let s) where sizeName && s.width > 0 && s.height > 0:
                return (s, f.name)
            case .number(let h) where heightName && h > 0:
                return (Size(width: screenWidth, height: h), f.name)
            default:
                self = before
            }
        }
        return nil
    }

    /// Whether a class method's name says it gives the view's own size, not a part's: what comes
    /// before `Size`/`Height` (after a `get`) is nothing, a word for the view itself (`cell`,
    /// `item`, `default`, `preferred`, `fixed`…) or the end of the class's name (`commentCellHeight`
    /// of `UnreadCommentCell`). `callerAvatarSize`, `arrowHeight`, `commentLabelHeight` size a part.
    static func namesOwnSize(_ lowered: String, of className: String) -> Bool {
        var stem = lowered.hasSuffix("size") ? String(lowered.dropLast(4)) : String(lowered.dropLast(6))
        if stem.hasPrefix("get") { stem = String(stem.dropFirst(3)) }
        let ownWords: Set<String> = ["", "cell", "item", "view", "row", "header", "footer", "default", "preferred", "standard",
                                     "fixed", "defaultcell", "defaultview", "cellitem"]
        return ownWords.contains(stem) || className.lowercased().hasSuffix(stem)
    }
}
