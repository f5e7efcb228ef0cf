import SharedStorage
import Layout

/// A cheap record of what a layout looked like, to say what changed after a command.
///
/// Frames are kept by view id, in an array of numbers; names are not copied: the snapshot shares
/// the layout's own views and name index (an array and a dictionary that stay as they were while
/// the layout goes on), and a name is read only for a view that changed. Views are matched by name
/// between two snapshots (a name is unique in a layout, and the user knows views by name); by id
/// first, which is the same view whenever the two ids carry the same name. Constraints are kept
/// by id, which a layout never reuses.
public struct LayoutSnapshot: Sendable {
    struct ScrollRecord: Sendable, Hashable {
        var id: ViewID
        var name: String
        var contentSize: Size
        var contentOffset: Point
        /// 1 unless zooming is on (a zoom view and maximum > minimum).
        var zoomScale: Double
        /// A hand-set contentSize that constraints override.
        var overriddenHandSize: Size?
        /// Everything the scroll view's JSON record says, and its zoom view's name: a record is
        /// listed again only when these differ.
        var info: ScrollInfo
        var zoomViewName: String?
    }

    /// Every view's frame (in its superview's coordinates) by ``ViewID/rawValue``; nil for ids
    /// with no view.
    var frames: SharedArray<Rect?>
    /// Every view's window rect and clip, and the tree as arrays: what the picture of this
    /// layout draws from (worked out with the frames, in the same pass).
    var geometry: LayoutGeometry
    /// The views in tree order.
    var order: [ViewID]
    /// The layout's views, for names.
    var views: SharedArray<View?>
    var idsByName: TreeDictionary<String, ViewID>
    /// The scroll views, in tree order.
    var scrollViews: [ScrollRecord] = []
    var diagnostics: LayoutDiagnostics
    /// The screen and the device: what the JSON `screen` record says.
    var screen: Size
    var environment: DeviceEnvironment

    /// Records the frames of every view, each scroll view's content size, offset and zoom, and
    /// the conflicts and ambiguities that hold. With the snapshot of the state before, what the
    /// solver answered then is reused if the solver has not changed since, and so are the frames.
    public init(_ layout: Layout, since previous: LayoutSnapshot? = nil) {
        diagnostics = LayoutDiagnostics(layout, since: previous?.diagnostics)
        geometry = layout.geometry(reusing: previous?.geometry)
        frames = geometry.frames
        order = layout.viewsInTreeOrder
        views = layout.views
        idsByName = layout.viewIDsByName
        screen = layout.screen
        environment = layout.environment
        for id in layout.scrollViewsInTreeOrder {
            guard let name = layout.name(of: id), let info = layout.scrollInfo(id) else { continue }
            scrollViews.append(ScrollRecord(
                id: id, name: name, contentSize: info.contentSize, contentOffset: info.contentOffset,
                zoomScale: info.zoomScale, overriddenHandSize: info.overriddenHandSize,
                info: info, zoomViewName: info.zoomView.flatMap { layout.name(of: $0) }))
        }
    }

    /// Whether the picture of this snapshot finds what is in sight through an index rather than
    /// by looking at every view (after a scroll or a zoom; see ``SightIndex``).
    public var usesSightIndex: Bool { geometry.sight != nil }

    /// The name of the view with this id, if there is one.
    func name(of id: ViewID) -> String? {
        id.rawValue >= 0 && id.rawValue < views.count ? views[id.rawValue]?.name : nil
    }

    /// The frame of the view with this name.
    func frame(named name: String, hint: ViewID? = nil) -> Rect? {
        if let hint, self.name(of: hint) == name { return frames[hint.rawValue] }
        return idsByName[name].flatMap { $0.rawValue < frames.count ? frames[$0.rawValue] : nil }
    }

    /// The id the view with `id`'s name in `other` has here; nil when no view here has that name.
    /// (By name alone only while each one's superview is in the other snapshot too: a view of
    /// that name in a superview made or taken away meanwhile — a class's preview taken away with
    /// its views, and the same class's view made in a screen — is another view.)
    func id(matching id: ViewID, in other: LayoutSnapshot) -> ViewID? {
        guard let name = other.name(of: id) else { return nil }
        if self.name(of: id) == name { return id }
        guard let match = idsByName[name] else { return nil }
        return hasSuperview(of: id, in: other) && other.hasSuperview(of: match, in: self) ? match : nil
    }

    /// Whether the superview that the view with `id` has in `other` is here too (the same id
    /// under the same name); true for a view on the screen.
    func hasSuperview(of id: ViewID, in other: LayoutSnapshot) -> Bool {
        guard id.rawValue >= 0, id.rawValue < other.views.count, let parent = other.views[id.rawValue]?.superview else { return true }
        return name(of: parent) != nil && name(of: parent) == other.name(of: parent)
    }

    /// Whether every view has the same id, name and place in the tree in both: then the views
    /// pair up by id with no lookups.
    func hasSameViews(as other: LayoutSnapshot) -> Bool {
        guard order == other.order else { return false }
        // The same array of views (nothing was added, removed or renamed): the same names. Else
        // names are compared only where the views' storage differs (a scroll changes one view,
        // and the others in its chunk share it).
        if views.isIdentical(to: other.views) { return true }
        guard views.count == other.views.count else { return false }
        // Both have views at the same ids (the orders are equal), and no view at the others.
        var i = 0
        while i < views.count {
            let end = min(views.count, i + SharedArray<View?>.chunkSize)
            if !views.sharesChunk(at: i, with: other.views) {
                for j in i..<end where name(of: ViewID(j)) != other.name(of: ViewID(j)) { return false }
            }
            i = end
        }
        return true
    }
}
