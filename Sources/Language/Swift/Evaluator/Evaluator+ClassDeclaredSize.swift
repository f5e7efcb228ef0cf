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
            guard sizeName || heightName else { continue }
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
}
