import Layout

extension Session {
    /// Names a view cannot take: they already mean something in expressions. (`view` and
    /// `superview` are names as Swift's are: a view declared with one shadows the root view, or a
    /// make block's superview, from then on; see ``shadowsRoot``.)
    static let reservedNames: Set<String> = ["root", "self", "make", "nil"]

    /// Names the root view (`view`) and a make block's superview (`superview`) answer to. A view
    /// declared inside a function or block keeps such a name in the layout, as written, but does
    /// not shadow for later entries (``SwiftState/localRootNames``): only a top-level one does.
    static let rootNames: Set<String> = ["view", "superview"]

    /// Whether code declared a view of its own named `view`, which then means that view rather
    /// than the root view, as a local name shadows the view controller's property in Swift.
    var shadowsRoot: Bool { state.layout.id(of: "view") != nil || state.detached["view"] != nil }

    mutating func declare(_ declaration: ViewDeclaration, _ context: inout Context) throws(Diagnostic) {
        let name = declaration.name
        // `image NAME size WxH` naming an image view that is already there (pasted code's
        // `UIImageView(image: UIImage(named: …))`, whose image is not in the paste) gives it
        // that image's size, as the note on the paste says to.
        if declaration.kind == .image, declaration.parent == nil, declaration.frame == nil, let size = declaration.size,
           let id = state.layout.id(of: name.name), let imageView = state.layout.view(id), imageView.kind == .image {
            do {
                let given = Size(width: size.width.value, height: size.height.value)
                try state.layout.setImageSize(id, given)
                // Made by init(image:) with that image (its frame still the 0×0 the unknown image
                // gave it, held by its mask): init(image:) sizes the frame to the image too.
                if imageView.unknownImage != nil, imageView.translatesAutoresizingMaskIntoConstraints,
                   let frame = imageView.declaredFrame, frame.width == 0, frame.height == 0 {
                    try state.layout.setFrame(id, Rect(origin: frame.origin, size: given))
                }
            } catch {
                throw Self.refusal(error, at: declaration.range)
            }
            context.changed()
            return
        }
        // One still waiting to be placed (a cell's image view, the cell not shown yet) takes the
        // size when it is placed.
        if declaration.kind == .image, declaration.parent == nil, declaration.frame == nil, let size = declaration.size,
           state.detached[name.name]?.kind == .image {
            let given = Size(width: size.width.value, height: size.height.value)
            guard [given.width, given.height].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw .error("an image's size is finite and at least 0", at: declaration.range)
            }
            state.detached[name.name]?.imageSize = given
            context.changedState = true
            return
        }
        try checkNewViewName(name)
        let parent = try declaration.parent.map { p throws(Diagnostic) in try viewID(p) } ?? .root
        let kind: ViewKind =
            switch declaration.kind {
            case .view: .view
            case .scroll: .scrollView
            case .label: .label
            case .image: .image
            }
        let frame = declaration.frame.map(Self.rect)
        do {
            let id = try state.layout.addView(name.name, kind: kind, in: parent, frame: frame)
            if declaration.kind == .label {
                let lines = try declaration.lines.map { n throws(Diagnostic) in try Self.count(n, "numberOfLines") }
                try state.layout.setLabel(id, text: declaration.text?.value, numberOfLines: lines,
                                          fontSize: declaration.font?.value,
                                          fontWeight: declaration.font == nil ? nil : declaration.fontWeight ?? .regular)
            }
            if let size = declaration.size {
                try state.layout.setImageSize(id, Size(width: size.width.value, height: size.height.value))
            }
        } catch let error as LayoutError {
            throw Self.refusal(error, at: declaration.range)
        } catch let error as Diagnostic {
            throw error
        } catch {
            throw .error("\(error)", at: declaration.range)
        }
        context.changed()
    }

    static func count(_ number: NumberLiteral, _ what: String) throws(Diagnostic) -> Int {
        guard number.value.rounded() == number.value, number.value >= 0, number.value < 1_000_000 else {
            throw .error("\(what) is a whole number, 0 or more", at: number.range)
        }
        return Int(number.value)
    }

    static func rect(_ r: RectLiteral) -> Rect {
        Rect(x: r.x.value, y: r.y.value, width: r.width.value, height: r.height.value)
    }

    mutating func remove(_ removal: RemoveCommand, _ context: inout Context) throws(Diagnostic) {
        if state.detached[removal.name.name] != nil {
            removeDetached(removal.name.name)
            context.changedState = true
            return
        }
        let id = try viewID(removal.name)
        guard id != .root else { throw .error("the root view cannot be removed", at: removal.name.range) }
        let gone = state.layout.subtree(of: id)
        do {
            try state.layout.removeView(id)
        } catch {
            throw Self.refusal(error, at: removal.range)
        }
        // Drop the bookkeeping of views that went with it.
        for viewID in gone { state.snapKit[viewID] = nil }
        state.viewNameHints = [:]
        context.changed()
    }

    mutating func setScreen(_ screen: ScreenCommand, _ context: inout Context) throws(Diagnostic) {
        do {
            try state.layout.setScreen(Size(width: screen.size.width.value, height: screen.size.height.value))
        } catch {
            throw Self.refusal(error, at: screen.size.range)
        }
        context.changed()
    }

    mutating func setLayoutPriority(_ setting: LayoutPrioritySetting, _ context: inout Context) throws(Diagnostic) {
        let value = try priority(setting.priority)
        if case .name(let name) = setting.view, state.layout.id(of: name.name) == nil, state.detached[name.name] != nil {
            // UIKit lets any view have its priorities set, in a hierarchy or not (a label's
            // hugging in its own lazy closure): kept with the view, set when it is placed.
            state.detached[name.name]?.pending.append(.layoutPriority(setting))
            context.changedState = true
            return
        }
        let id = try view(setting.view)
        let axis: Axis = setting.axis == .horizontal ? .horizontal : .vertical
        do {
            switch setting.kind {
            case .hugging: try state.layout.setContentHugging(id, axis, value)
            case .compressionResistance: try state.layout.setCompressionResistance(id, axis, value)
            }
        } catch {
            throw Self.refusal(error, at: setting.range)
        }
        context.changed()
    }

    mutating func scroll(_ command: ScrollCommand, _ context: inout Context) throws(Diagnostic) {
        let id = try scrollViewID(command.view)
        var wanted = Point(x: command.offset.x.value, y: command.offset.y.value)
        // A paging scroll view (`isPagingEnabled`) comes to rest on a page, a multiple of its
        // bounds' size, however far the finger took it: the nearest one to where it was let go.
        let paging = [state.swift.appearance[command.view.name]?["isPagingEnabled"],
                      state.swift.appearance[command.view.name]?["pagingEnabled"]].contains { if case .bool(true)? = $0 { true } else { false } }
        let page = state.layout.frame(of: id).size
        if paging, page.width > 0, page.height > 0 {
            let paged = Point(x: (wanted.x / page.width).rounded() * page.width, y: (wanted.y / page.height).rounded() * page.height)
            if paged != wanted {
                context.note("scroll: \(command.view.name) pages (isPagingEnabled): let go at (\(formatNumber(wanted.x)),"
                    + "\(formatNumber(wanted.y))), it comes to rest on the nearest page, (\(formatNumber(paged.x)),\(formatNumber(paged.y)))")
                wanted = paged
            }
        }
        do {
            let landed = try state.layout.scroll(id, to: wanted)
            if landed != wanted, let info = state.layout.scrollInfo(id) {
                let at = "(\(formatNumber(landed.x)),\(formatNumber(landed.y)))"
                // An axis that was asked to move but cannot scroll at all is named as such.
                let still = [(landed.x != wanted.x && !info.horizontal.scrolls, "horizontally"),
                             (landed.y != wanted.y && !info.vertical.scrolls, "vertically")]
                    .filter(\.0).map(\.1)
                let why = still.isEmpty
                    ? "stops at \(at), the end of its scrollable range, as a finger would"
                    : "stays at \(at): it does not scroll \(still.joined(separator: " or ")), so a drag moves nothing"
                context.note("scroll: \(command.view.name) \(why) (contentOffset set in code is not clamped)")
            }
        } catch {
            throw Self.refusal(error, at: command.range)
        }
        context.changed()
        try tellDelegateScrolled(command.view.name, at: command.range, &context)
    }

    mutating func zoom(_ command: ZoomCommand, _ context: inout Context) throws(Diagnostic) {
        let id = try scrollViewID(command.view)
        let before = state.layout.view(id)?.scroll?.zoomScale
        do {
            let outcome = try state.layout.zoom(id, to: Self.rect(command.rect))
            noteZoom(outcome, of: command.view.name, &context)
        } catch {
            throw Self.refusal(error, at: command.rect.range)
        }
        context.changed()
        try tellDelegateScrolled(command.view.name, at: command.range, &context,
                                 zoomed: state.layout.view(id)?.scroll?.zoomScale != before)
    }

    func noteZoom(_ outcome: ZoomOutcome, of name: String, _ context: inout Context) {
        switch outcome {
        case .zoomed: break
        case .clamped(let requested, let to):
            context.note("zoom: \(formatNumber(requested)) is outside \(name)'s zoom range; clamped to \(formatNumber(to))")
        case .noZoomView:
            context.note("zoom: nothing zooms — \(name) has no zoom view (viewForZooming(in:) returns nil); set \(name).zoomView = someView")
        case .rangeDisabled(let min, let max):
            context.note("zoom: nothing zooms — \(name).maximumZoomScale (\(formatNumber(max))) is not greater than minimumZoomScale (\(formatNumber(min)))")
        }
    }

    mutating func inspect(_ inspection: InspectCommand, _ context: inout Context) throws(Diagnostic) {
        let id = try inspection.view.map { name throws(Diagnostic) in try viewID(name) }
        switch inspection.kind {
        case .show:
            if let id, let name = inspection.view {
                guard state.layout.view(id)?.isScrollView == true else {
                    throw .error("'show \(name.name)' draws a scroll view's whole content; '\(name.name)' is not a scroll view "
                        + "(use 'show' for the screen or 'explain \(name.name)')", at: name.range)
                }
                context.outcome.displays.append(.scrollContent(id))
            } else {
                context.outcome.displays.append(.picture)
            }
        case .constraints: context.outcome.displays.append(.constraints(id))
        case .explain: context.outcome.displays.append(.explain(id))
        }
    }
}
