import Layout

/// A scene laid out: the layout, and what ties it back to the document — each view's stored
/// frame and element, each constraint's element — for misplaced views and lint lines.
public struct BuiltScene: Sendable {
    public var layout: Layout
    /// Per view: IB's id, its element's place and the frame IB stored (relative to its superview).
    public var views: [ViewID: PlacedView]
    /// Per layout constraint made from a `<constraint>`: that element.
    public var constraints: [LayoutConstraintID: InterfaceConstraint]
    /// What the build skipped or guessed.
    public var notes: [InterfaceNote]
    /// The screen the frames were stored for, and the device (nil: a bare screen).
    public var designedScreen: Size
    public var designedDevice: Device?

    /// One view of the scene as the document has it.
    public struct PlacedView: Hashable, Sendable {
        public var ibID: String
        public var element: String
        public var storedFrame: Rect?
        public var misplacedFlag: Bool
        public var location: DocumentLocation
    }
}

/// A view whose solved frame is not the one IB stored: what Xcode's "Update Frames" would change.
public struct Misplacement: Hashable, Sendable {
    public var view: ViewID
    public var name: String
    public var stored: Rect
    public var solved: Rect
    /// Xcode had flagged it (`misplaced="YES"`): the stored frame was already stale.
    public var flaggedByXcode: Bool
    public var location: DocumentLocation
}

extension BuiltScene {
    /// Views whose solved frame differs from the stored one by more than `tolerance` points on
    /// any edge, in tree order. Only meaningful on the screen the document was designed for;
    /// elsewhere every stretched view would be listed.
    public func misplacedViews(in layout: Layout, tolerance: Double = 0.5) -> [Misplacement] {
        var out: [Misplacement] = []
        for id in layout.viewsInTreeOrder where id != .root {
            guard let placed = views[id], let stored = placed.storedFrame else { continue }
            let solved = layout.frame(of: id)
            let differs = abs(solved.minX - stored.minX) > tolerance || abs(solved.minY - stored.minY) > tolerance
                || abs(solved.width - stored.width) > tolerance || abs(solved.height - stored.height) > tolerance
            guard differs else { continue }
            out.append(Misplacement(view: id, name: layout.name(of: id) ?? "?", stored: stored, solved: solved,
                                    flaggedByXcode: placed.misplacedFlag, location: placed.location))
        }
        return out
    }

    /// Whether `layout` is on the screen the frames were stored for.
    public func isOnDesignedScreen(_ layout: Layout) -> Bool {
        layout.screen == designedScreen && layout.device == designedDevice
    }
}
