import Layout

/// `target.property = value` for scroll views, zoom, labels, frames and the autoresizing mask.
extension Session {
    mutating func setProperty(_ assignment: PropertyAssignment, _ context: inout Context) throws(Diagnostic) {
        let id = try view(assignment.target)
        let name = state.layout.view(id)?.name ?? "?"
        let value = assignment.value
        var zoomChanged = false
        do {
            switch assignment.property {
            case .contentInset:
                guard case .insets(let i) = value else { throw Self.shape(assignment, "insets: top,left,bottom,right") }
                try requireScrollView(id, assignment)
                try state.layout.setContentInset(id, EdgeInsets(top: i.top.value, left: i.left.value,
                                                                bottom: i.bottom.value, right: i.right.value))
            case .contentOffset:
                guard case .point(let p) = value else { throw Self.shape(assignment, "a point: x,y") }
                try requireScrollView(id, assignment)
                try state.layout.setContentOffset(id, Point(x: p.x.value, y: p.y.value))
            case .contentSize:
                guard case .size(let s) = value else { throw Self.shape(assignment, "a size: WxH") }
                try requireScrollView(id, assignment)
                try state.layout.setContentSize(id, Size(width: s.width.value, height: s.height.value))
                // A size typed here is known on both sides; code that set it from what the paste
                // does not hold says so after this (``Evaluator/markContentSizeSides(of:_:wholeUnknown:made:)``).
                try state.layout.setHandContentKnown(id, width: true, height: true)
                if let info = state.layout.scrollInfo(id), info.constraintsSetWidth || info.constraintsSetHeight {
                    context.note("contentSize: constraints reach \(name)'s content edges, so Auto Layout sets its contentSize "
                        + "at the next layout and this value is overridden — don't set contentSize with Auto Layout")
                }
            case .minimumZoomScale, .maximumZoomScale:
                try requireScrollView(id, assignment)
                let scale = try number(value, assignment)
                guard scale > 0, scale.isFinite else {
                    // UIKit takes it (a scale worked out from an image the paste does not have,
                    // 0 or ∞ here); no zoom is shown at it, so the range stays as it was.
                    context.note("\(name).\(assignment.property.rawValue) = \(Session.number(scale)): UIKit takes it, but no view "
                        + "can be shown zoomed so; the zoom range stays as it was")
                    return
                }
                if assignment.property == .minimumZoomScale {
                    try state.layout.setZoomRange(id, minimum: scale)
                } else {
                    try state.layout.setZoomRange(id, maximum: scale)
                }
            case .zoomScale:
                try requireScrollView(id, assignment)
                let scale = try number(value, assignment)
                guard scale > 0, scale.isFinite else {
                    context.note("\(name).zoomScale = \(Session.number(scale)): UIKit takes it, but no view can be shown zoomed "
                        + "so; the zoom scale stays as it was")
                    return
                }
                let before = state.layout.view(id)?.scroll?.zoomScale
                let outcome = try state.layout.setZoomScale(id, scale)
                noteZoom(outcome, of: name, &context)
                zoomChanged = state.layout.view(id)?.scroll?.zoomScale != before
            case .zoomView:
                try requireScrollView(id, assignment)
                switch value {
                case .view(let target):
                    let zoomView = try viewID(target)
                    guard state.layout.view(zoomView)?.superview == id else {
                        throw Diagnostic.error("the zoom view must be a subview of '\(name)'", at: target.range)
                    }
                    try state.layout.setZoomView(id, zoomView)
                case .none: try state.layout.setZoomView(id, nil)
                default: throw Self.shape(assignment, "a subview's name or nil")
                }
            case .centering:
                try requireScrollView(id, assignment)
                guard case .centering(let mode, _) = value else { throw Self.shape(assignment, "inset, frame or none") }
                let centering: ZoomCentering =
                    switch mode {
                    case .inset: .contentInset
                    case .frame: .frame
                    case .none: .none
                    }
                try state.layout.setCentering(id, centering)
            case .text:
                guard case .string(let s) = value else { throw Self.shape(assignment, "a string") }
                try requireLabel(id, assignment)
                try state.layout.setLabel(id, text: s.value)
            case .lineSpacing, .lineHeightMultiple, .minimumLineHeight, .maximumLineHeight:
                // A paragraph style's spacing and line heights: each its own setting of the label.
                try requireLabel(id, assignment)
                let n = try number(value, assignment)
                try state.layout.setLabel(id, lineSpacing: assignment.property == .lineSpacing ? n : nil,
                                          lineHeightMultiple: assignment.property == .lineHeightMultiple ? n : nil,
                                          minimumLineHeight: assignment.property == .minimumLineHeight ? n : nil,
                                          maximumLineHeight: assignment.property == .maximumLineHeight ? n : nil)
            case .kern:
                try requireLabel(id, assignment)
                try state.layout.setLabel(id, kern: try number(value, assignment))
            case .preferredMaxLayoutWidth:
                guard case .number(let n) = value else { throw Self.shape(assignment, "a number") }
                try requireLabel(id, assignment)
                try state.layout.setPreferredMaxLayoutWidth(id, n.value)
            case .numberOfLines:
                guard case .number(let n) = value else { throw Self.shape(assignment, "a number") }
                try requireLabel(id, assignment)
                try state.layout.setLabel(id, numberOfLines: try Self.count(n, "numberOfLines"))
            case .font:
                try requireLabel(id, assignment)
                // A bare size is the regular system font; a weight comes with the size.
                if case .font(let size, let weight, _, let fontName) = value {
                    // A text style's font (`preferredFont(forTextStyle:)`) spaces its lines by the
                    // style's line spacing; any other font has no leading.
                    try state.layout.setLabel(id, fontSize: size.value, fontWeight: weight,
                                              leading: fontName.map { TextMetrics.textStyleLeading($0, fontSize: size.value) } ?? 0)
                    // `UIFont(name:size:)`: a font whose line (a monospaced one's advance, a
                    // measured one's widths) Layoutbook knows keeps them; any other, and a system
                    // font, the system font's.
                    try state.layout.setLabelFont(id, lineHeightPerPoint: fontName.flatMap(TextMetrics.lineHeightPerPoint(ofFont:))
                                                    ?? TextMetrics.lineHeightPerPoint,
                                                  monospacedAdvance: fontName.flatMap(TextMetrics.monospacedAdvance(ofFont:)),
                                                  namedFont: fontName.flatMap(NamedFont.init(name:)))
                } else {
                    try state.layout.setLabel(id, fontSize: try number(value, assignment), fontWeight: .regular)
                }
            case .frame:
                guard case .rect(let r) = value else { throw Self.shape(assignment, "a rect: x,y,w,h") }
                guard id != .root else {
                    throw Diagnostic.error("the root view fills the screen, so its frame is not set; change the screen with "
                        + "'screen WxH'", at: assignment.range)
                }
                let held = heldFrame(of: name, id, drawn: Self.rect(r))
                let unmasked = state.layout.view(id)?.translatesAutoresizingMaskIntoConstraints == false
                // Set after the pass on a view its constraints leave free: what UIKit shows.
                let method = unmasked ? state.swift.runningAfterPass : nil
                // (One held so by an earlier pass — its first, before the row had its height —
                // is free but for that hold: it is held at the new frame.)
                let heldAfterPass = method != nil
                    && (state.layout.view(id)?.holdsFrameSetAfterPass == true || state.layout.ambiguities().contains { $0.view == id })
                try state.layout.setFrame(id, held, heldAfterPass: heldAfterPass)
                if let method, heldAfterPass {
                    context.note(Self.frameHeldAfterPass(name, Self.rect(r), in: method))
                } else if unmasked {
                    context.note(Self.frameOfUnmaskedView(name, Self.rect(r), setIn: state.swift.runningAfterPass))
                }
            case .translatesAutoresizingMaskIntoConstraints:
                guard case .bool(let b) = value else { throw Self.shape(assignment, "true or false") }
                guard id != .root else {
                    // Pasted `loadView` code says this of the controller's view; the window sizes
                    // that view whatever it says, so the line changes nothing and fails nothing.
                    context.note("\(name) is the view controller's view, sized by its window: its "
                        + "translatesAutoresizingMaskIntoConstraints changes nothing here")
                    return
                }
                try state.layout.setTranslatesAutoresizingMask(id, b.value)
            case .axis, .spacing, .distribution, .alignment, .isLayoutMarginsRelativeArrangement, .isBaselineRelativeArrangement, .isHidden:
                try setStackProperty(assignment, of: id)
            default:
                try setDeviceProperty(assignment, of: id)
            }
        } catch let error as Diagnostic {
            throw error
        } catch let error as LayoutError {
            throw Self.refusal(error, at: assignment.value.range)
        } catch {
            throw .error("\(error)", at: assignment.range)
        }
        context.changed()
        if assignment.property == .contentOffset || zoomChanged {
            try tellDelegateScrolled(name, at: assignment.range, &context, zoomed: zoomChanged)
        }
    }

    /// The note on a frame set on a view whose autoresizing mask is off. Set before the layout
    /// pass, the pass puts the view back where its constraints say. Set in `layoutSubviews` or
    /// `viewDidLayoutSubviews` (`method`), after UIKit has applied the constraints, it holds until
    /// the next pass, where the same code sets it again: UIKit shows that frame, which Layoutbook
    /// does not keep, so the note gives it.
    static func frameOfUnmaskedView(_ name: String, _ frame: Rect, setIn method: String?) -> String {
        guard let method else {
            return "frame: \(name) does not translate its autoresizing mask, so the next layout pass puts it back where its "
                + "constraints say, as shown; until one comes UIKit shows it at \(rect(frame)) (set where nothing asks for a "
                + "pass, in a gesture's handler, it stays there until something does)"
        }
        return "frame: \(name) does not translate its autoresizing mask, and \(method) sets its frame after UIKit has placed "
            + "it by its constraints: UIKit shows it at \(rect(frame)), the frame set here, until the next layout pass sets it "
            + "again; Layoutbook shows where its constraints put it (not modelled)"
    }

    /// The note on a frame set after the layout pass (in `method`) on a view whose autoresizing
    /// mask is off and whose constraints leave it free: UIKit shows that frame, set again after
    /// every pass, and lays out what is inside the view at it; Layoutbook holds it there, below
    /// required, so that any constraint of the view's own still wins.
    static func frameHeldAfterPass(_ name: String, _ frame: Rect, in method: String) -> String {
        "frame: \(name) does not translate its autoresizing mask, and its constraints leave it free; \(method) sets its frame "
            + "after every layout pass, so UIKit shows it at \(rect(frame)), and it is held there (at 999, below any constraint of "
            + "its own)"
    }

    /// What a frame set in code holds: the rectangle a view is drawn in, as UIKit's `frame`, less
    /// a control's alignment insets (its autoresizing constraints place the alignment rectangle,
    /// ``Layout/frame(of:)`` grows it back), and with the size a switch keeps whatever it is given
    /// (UIKit ignores the size of a switch's frame).
    ///
    /// A negative width or height is read as UIKit's frame setter reads it, through the rect's
    /// midpoint and absolute size: `CGRect(x: 0, y: 30, width: 0, height: -100)` is the frame
    /// (0, −70, 0, 100) — a view sized from a zero `bounds` in its `init(frame:)` less a margin.
    func heldFrame(of name: String, _ id: ViewID?, drawn: Rect) -> Rect {
        var rect = drawn
        if rect.width < 0 || rect.height < 0 {
            rect = Rect(x: min(rect.minX, rect.minX + rect.width), y: min(rect.minY, rect.minY + rect.height),
                        width: abs(rect.width), height: abs(rect.height))
        }
        let className = controlClass(ofView: name)
        if let size = ControlSizes.fixedFrameSize(of: className, state.swift.controls[name] ?? ControlContent()) {
            rect = Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height)
        }
        return rect.inset(by: id.flatMap { state.layout.view($0)?.alignmentRectInsets } ?? .zero)
    }

    static func shape(_ assignment: PropertyAssignment, _ expected: String) -> Diagnostic {
        .error("'\(assignment.property.rawValue)' takes \(expected)", at: assignment.value.range)
    }

    func requireScrollView(_ id: ViewID, _ assignment: PropertyAssignment) throws(Diagnostic) {
        guard state.layout.view(id)?.isScrollView == true else {
            let name = state.layout.view(id)?.name ?? "?"
            throw .error("'\(name)' is not a scroll view, so it has no \(assignment.property.rawValue)", at: assignment.target.range)
        }
    }

    func requireLabel(_ id: ViewID, _ assignment: PropertyAssignment) throws(Diagnostic) {
        guard state.layout.view(id)?.label != nil else {
            let name = state.layout.view(id)?.name ?? "?"
            throw .error("'\(name)' is not a label, so it has no \(assignment.property.rawValue)", at: assignment.target.range)
        }
    }

    /// A number, or another scroll-view property's current value (`sv.zoomScale = sv.minimumZoomScale`).
    func number(_ value: PropertyValue, _ assignment: PropertyAssignment) throws(Diagnostic) -> Double {
        switch value {
        case .number(let n): return n.value
        case .property(let target, let property, let range):
            let id = try view(target)
            guard let scroll = state.layout.view(id)?.scroll else {
                throw .error("'\(target)' is not a scroll view", at: range)
            }
            switch property {
            case .minimumZoomScale: return scroll.minimumZoomScale
            case .maximumZoomScale: return scroll.maximumZoomScale
            case .zoomScale: return scroll.zoomScale
            default: throw .error("'\(property.rawValue)' is not a number", at: range)
            }
        default:
            throw Self.shape(assignment, "a number")
        }
    }
}
