import Layout

/// Reading a view's geometry and setting what the session's commands do not cover by name.
extension Evaluator {
    func layoutID(_ name: String) -> ViewID? {
        let resolved = viewName(name)
        if resolved == "root" { return .root }
        return session.state.layout.id(of: resolved)
    }

    /// The frame as laid out now (read after layout, as `viewDidLayoutSubviews` would); a view not
    /// placed yet has the frame it was made with. A table view cell not in its table yet is
    /// 320×44, the frame UIKit's `UITableViewCell.init(style:reuseIdentifier:)` gives it (code in
    /// the cell's init sizing things from `frame.width` reads 320, not 0).
    func frame(of name: String) -> Rect {
        if let id = layoutID(name) { return session.state.layout.frame(of: id) }
        guard let waiting = session.state.detached[viewName(name)] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let made = waiting.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if made.width == 0, made.height == 0, session.isTableCell(viewName(name)) {
            return Rect(x: made.minX, y: made.minY, width: Self.initialCellSize.width, height: Self.initialCellSize.height)
        }
        return made
    }

    /// `layoutIfNeeded()` on a view not placed yet (a view laying itself out in its own
    /// `init(frame:)`): UIKit lays its subtree out there and then, window or not, so what the
    /// code reads next (`pill.frame.origin.x`) is where its constraints put it. The tree is
    /// placed in a trial of the session, solved, and each waiting view its constraints place
    /// (its mask off) takes the frame found, until it is placed for real.
    mutating func layOutDetachedTree(_ name: String, at range: SourceRange) {
        let name = viewName(name)
        guard session.state.detached[name] != nil else { return }
        let top = session.detachedTop(of: name)
        var trial = session
        var ignored = Session.Context(outcome: Outcome())
        guard (try? trial.place(top, in: .root, at: range, &ignored)) != nil, let id = trial.state.layout.id(of: name) else { return }
        // (In no window: no safe-area inset.)
        if let topID = trial.state.layout.id(of: top) { try? trial.state.layout.setOutsideWindow(topID, true) }
        for sub in trial.state.layout.subtree(of: id) where sub != id {
            // (Its constraints' commands, a SnapKit block's turning its mask off among them, wait
            // with the tree: the trial, which ran them, tells.)
            guard let subName = trial.state.layout.name(of: sub), session.state.detached[subName] != nil,
                  trial.state.layout.view(sub)?.translatesAutoresizingMaskIntoConstraints == false else { continue }
            session.state.detached[subName]?.frame = trial.state.layout.frame(of: sub)
        }
    }

    /// A view with an `autoresizingMask` set in code: its mask counts from its superview's size
    /// as code sees it now (a superview not placed yet has the frame it was made with; one its
    /// constraints place, before UIKit's first layout pass, the frame it was made with too — so a
    /// bar added at `bounds` in `viewDidLoad` grows by all its container's width), kept for when
    /// it is placed and given to the layout at once when it is.
    mutating func refreshAutoresizing(_ name: String) {
        let name = viewName(name)
        guard let mask = swift.autoresizingMasks[name], case .view(let parent) = superview(of: name) else { return }
        let reference = (frameBeforeFirstLayout(of: parent) ?? frame(of: parent)).size
        swift.autoresizingReferences[name] = reference
        if let id = layoutID(name) { try? session.state.layout.setAutoresizingMask(id, mask, parentSize: reference) }
    }

    /// Whether the view translates its autoresizing mask into constraints now (UIKit's default,
    /// true), placed or still waiting to be.
    func translatesMask(_ name: String) -> Bool {
        if let id = layoutID(name) { return session.state.layout.view(id)?.translatesAutoresizingMaskIntoConstraints ?? true }
        guard let set = session.state.detached[viewName(name)]?.properties.last(where: {
            $0.property == .translatesAutoresizingMaskIntoConstraints
        }), case .bool(let b) = set.value else { return true }
        return b.value
    }

    /// The size UIKit gives a table view cell when it is made, before a table sizes it.
    static let initialCellSize = Size(width: 320, height: 44)

    /// The frame code reads (`frame`, `bounds`, `center`): ``frame(of:)``, with a note the first
    /// time an `@IBOutlet`'s view is read while it has no size. Its storyboard frame is not in the
    /// paste, so the view stands at 0×0 until code sizes it, and whatever is worked out from the
    /// read (pages laid side by side by a scroll view's width, a content size) is 0 too: without
    /// the note the picture is empty and nothing says why.
    mutating func readFrame(of name: String) -> Rect {
        if let early = readFrameBeforeFirstLayout(of: name) { return early }
        if let then = readFrameSinceLastPass(of: name) { return then }
        noteCellPlacementRead(name)
        var frame = frame(of: name)
        let resolved = viewName(name)
        if layoutID(name) == .root {
            // Laid out below an opaque navigation bar, the controller's view is at the bar's
            // bottom in the window (64 on an iPhone 8): its frame says so, though the frames
            // Layoutbook lists are in its own coordinates, from its top.
            let origin = rootOriginInWindow
            frame = Rect(x: frame.minX + origin.x, y: frame.minY + origin.y, width: frame.width, height: frame.height)
        }
        if frame.width == 0, frame.height == 0, swift.outlets.contains(resolved) {
            zeroSizedOutletRead = resolved
            unknownReads += 1
            note("@IBOutlet \(resolved): its frame is read while it is 0×0 (its storyboard frame is not in the paste), "
                + "so what is worked out from it is 0 too; to try a size, give it one before it is read "
                + "(`\(resolved).frame = view.bounds`) or constraints")
        }
        return frame
    }

    /// Where the root view is in the window: below the navigation bar when UIKit lays it out
    /// there (``DeviceEnvironment/rootFrame(screen:)``), else at the window's origin.
    var rootOriginInWindow: Point {
        let layout = session.state.layout
        let frame = layout.environment.rootFrame(screen: layout.screen)
        return Point(x: frame.minX, y: frame.minY)
    }

    /// For a division by zero after an `@IBOutlet`'s 0×0 frame or bounds was read in this entry:
    /// the 0 is most likely that outlet's size, whose storyboard frame is not in the paste. Nil
    /// otherwise.
    var zeroOutletHint: String? {
        guard let outlet = zeroSizedOutletRead else { return nil }
        return "the 0 is likely @IBOutlet \(outlet)'s size, read while it is 0×0: its storyboard frame is not in the paste; "
            + "give it one before this line (`\(outlet).frame = CGRect(x: 0, y: 0, width: 300, height: 200)`)"
    }

    func bounds(of name: String) -> Rect {
        if let id = layoutID(name) { return session.state.layout.bounds(of: id) }
        let f = frame(of: name)
        return Rect(x: 0, y: 0, width: f.width, height: f.height)
    }

    func superview(of name: String) -> Value {
        if let id = layoutID(name) {
            guard let parent = session.state.layout.superview(of: id) else { return .none }
            return .view(parent == .root ? "root" : session.state.layout.name(of: parent) ?? "root")
        }
        if let parent = session.state.detached[viewName(name)]?.parent { return .view(parent) }
        return .none
    }

    /// UIKit's `next` of a view: the controller whose root view it is, else its superview.
    func nextResponder(of name: String) -> Value {
        if name == "root" || name == "view", let shown = swift.presentedController { return .object(shown) }
        for id in swift.objects.keys.sorted() {
            if case .view(let own)? = swift.objects[id]?.fields["view"], own == name { return .object(id) }
        }
        return superview(of: name)
    }

    func subviews(of name: String) -> [String] {
        let resolved = viewName(name)
        var result: [String] = []
        if let id = layoutID(name), let view = session.state.layout.view(id) {
            result += view.subviews.compactMap { session.state.layout.name(of: $0) }
        }
        result += session.state.detached.filter { $0.value.parent == resolved }.sorted { $0.value.order < $1.value.order }.map(\.key)
        return result
    }

    /// UIKit's `intrinsicContentSize`: what the view holds decides it, placed or not. A control's
    /// is the table's for what code gave it so far — its text set a line before is counted, also
    /// inside a method whose settings reach the layout when the entry ends; a label's and an image
    /// view's are read from the layout; any other view has none (-1, `noIntrinsicMetric`).
    ///
    /// Code that reads it (`label.frame.size = label.intrinsicContentSize` before `addSubview`)
    /// passes `range`: a view not placed yet is then measured on a copy of the session where its
    /// tree is placed, as ``sizeThatFits(_:_:at:)`` measures one — UILabel answers from its text
    /// and font in no window too, never -1.
    /// `asUIKitClass`: as the view's UIKit class measures it (`super.intrinsicContentSize` in
    /// the pasted class's override), not the override's last answer the layout holds.
    func intrinsicSize(of name: String, at range: SourceRange? = nil, asUIKitClass: Bool = false) -> Size {
        let control = controlClass(of: name)
        if control != "UITextView", let content = swift.controls[name], let size = ControlSizes.intrinsicSize(of: control, content) {
            return size
        }
        if layoutID(name) == nil, let range, let placed = placedOnATrial(name, at: range) {
            return placed.intrinsicSize(of: name)
        }
        guard let id = layoutID(name), let view = session.state.layout.view(id) else { return Size(width: -1, height: -1) }
        if measuringIntrinsicSize.contains(name) || asUIKitClass, let kept = swift.intrinsicOverrides[name] {
            // `super.intrinsicContentSize` in the class's override: the view as its UIKit class
            // measures it, not the override's own last answer the layout holds.
            if view.label == nil { return kept.own ?? Size(width: -1, height: -1) }
        } else if let image = view.imageSize {
            return image
        }
        if let label = view.label {
            // A text view's settings reach the layout at the end of the paste; its size is read
            // from the table with them and the text the layout holds.
            if controlClass(of: name) == "UITextView", var content = swift.controls[name] {
                content.title = label.text
                content.fontSize = label.fontSize
                if let size = ControlSizes.intrinsicSize(of: "UITextView", content) { return size }
            }
            let size = TextMetrics.intrinsicSize(label, width: label.explicitWrapWidth, scale: session.state.layout.textScale)
            // Read from code, a padded label's override answers with its padding.
            return measuringIntrinsicSize.contains(name) || asUIKitClass ? size : Layout.padded(size, label)
        }
        return Size(width: -1, height: -1)
    }

    /// UIKit's `sizeThatFits(_:)`: a control's size from the table of controls, a label's text
    /// (wrapped to the given width when it may wrap), an image view's image; any other view
    /// answers its current size, as `UIView`'s own implementation does.
    ///
    /// A view not placed yet (a label made as a property, sized with `sizeToFit()` before
    /// `addSubview`) is measured by what it holds, as UIKit measures it: its tree is placed on a
    /// copy of the session and its text or image read there; the session itself does not change.
    func sizeThatFits(_ name: String, _ given: Size?, at range: SourceRange? = nil) -> Size {
        if controlClass(of: name) == "UITextView", let content = labelContent(of: name) ?? swift.controls[name].map(ControlSizes.textView) {
            // A text view measures its text wrapped at the width asked, inside its insets, whether
            // it scrolls or not (`sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))`
            // is how an app grows one with its text).
            var text = content
            text.sizesToText = true
            return TextMetrics.intrinsicSize(text, width: given.flatMap { $0.width > 0 ? $0.width : nil }, scale: session.state.layout.textScale)
        }
        if let content = swift.controls[name], let size = ControlSizes.intrinsicSize(of: controlClass(of: name), content) {
            // A control with no intrinsic size on an axis (a slider's width) answers its current
            // size there, as UIView's sizeThatFits does: never UIKit's "no metric" -1.
            guard size.width < 0 || size.height < 0 else { return size }
            let frame = frame(of: name)
            return Size(width: size.width < 0 ? frame.width : size.width, height: size.height < 0 ? frame.height : size.height)
        }
        if layoutID(name) == nil, let range, let trial = placedOnATrial(name, at: range) {
            return trial.sizeThatFits(name, given, at: nil)
        }
        if let label = labelContent(of: name), controlClass(of: name) != "UITextView" {
            let width = given.flatMap { $0.width > 0 && label.numberOfLines != 1 ? $0.width : nil }
            return TextMetrics.intrinsicSize(label, width: width, scale: session.state.layout.textScale)
        }
        let own = intrinsicSize(of: name)
        if own.width >= 0, own.height >= 0 { return own }
        let frame = frame(of: name)
        return Size(width: frame.width, height: frame.height)
    }

    /// UILabel's `textRect(forBounds:limitedToNumberOfLines:)`: its text wrapped at the bounds'
    /// width to at most `lines` lines (0, as many as it needs), at the bounds' origin, clipped to
    /// them. A label not placed yet is measured on a trial placement; a view that holds no text
    /// answers an empty rectangle at the origin.
    func textRect(of name: String, in bounds: Rect, lines: Int, at range: SourceRange) -> Rect {
        if layoutID(name) == nil, let trial = placedOnATrial(name, at: range) { return trial.textRect(of: name, in: bounds, lines: lines, at: range) }
        let empty = Rect(x: bounds.minX, y: bounds.minY, width: 0, height: 0)
        guard var label = labelContent(of: name) else { return empty }
        label.numberOfLines = lines
        let width = bounds.width.isFinite && bounds.width > 0 ? bounds.width : nil
        let size = TextMetrics.intrinsicSize(label, width: width, scale: session.state.layout.textScale)
        guard size.width >= 0, size.height >= 0 else { return empty }
        return Rect(x: bounds.minX, y: bounds.minY, width: min(size.width, max(0, bounds.width)), height: min(size.height, max(0, bounds.height)))
    }

    /// A copy of this evaluator where the tree of a view not placed yet (made, given its text,
    /// not added) is placed in the root view, so that what it holds can be measured as UIKit
    /// measures a view in no window; the session itself does not change. Nil when the view is
    /// not one made by the code, or its tree cannot be placed.
    func placedOnATrial(_ name: String, at range: SourceRange) -> Evaluator? {
        guard session.state.detached[viewName(name)] != nil else { return nil }
        var trial = self
        let top = trial.session.detachedTop(of: viewName(name))
        var ignored = Session.Context(outcome: Outcome())
        guard (try? trial.session.place(top, in: .root, at: range, &ignored)) != nil, trial.layoutID(name) != nil else { return nil }
        trial.applyFontRuns()
        // A label class's textRect override pads it there too, as UIKit measures through it
        // (`sizeToFit()` before `addSubview`).
        if let object = trial.swift.viewObjects[name], let className = trial.swift.objects[object]?.className {
            _ = try? trial.applyTextRectOverride(name, className)
        }
        return trial
    }

    /// A scroll view's state as code reads it now, with its bounds' size: a view not placed yet
    /// has the frame, content size and content inset its code gave it, and no safe-area inset
    /// (it is in no window), as UIKit's scroll view has them then. Nil for a view that is no
    /// scroll view.
    mutating func scrollState(of name: String, at range: SourceRange) -> (info: ScrollInfo, bounds: Size)? {
        if let id = layoutID(name) {
            guard var info = session.state.layout.scrollInfo(id) else { return nil }
            let bounds = session.state.layout.frame(of: id).size
            // Before UIKit's first layout pass (`viewDidLoad`) the scroll view has the frame and
            // content size it was made with — zero for one its constraints place — and no safe area.
            let earlyFrame = frameBeforeFirstLayout(of: name), earlyContent = contentSizeBeforeFirstLayout(of: name)
            guard earlyFrame != nil || earlyContent != nil else { return (info, bounds) }
            info.contentSize = earlyContent?.early ?? info.contentSize
            return Self.unplaced(info, bounds: earlyFrame?.size ?? bounds)
        }
        guard session.state.detached[viewName(name)] != nil else { return nil }
        var trial = self
        var ignored = Session.Context(outcome: Outcome())
        guard (try? trial.session.place(trial.session.detachedTop(of: viewName(name)), in: .root, at: range, &ignored)) != nil,
              let id = trial.layoutID(name), let info = trial.session.state.layout.scrollInfo(id) else { return nil }
        return Self.unplaced(info, bounds: trial.session.state.layout.frame(of: id).size)
    }

    /// A scroll view as it stands outside the window: no safe area, so its content inset alone
    /// bounds the scroll range its bounds and content size give.
    static func unplaced(_ scroll: ScrollInfo, bounds: Size) -> (info: ScrollInfo, bounds: Size) {
        var info = scroll
        let inset = info.contentInset
        info.safeAreaInset = EdgeInsets()
        info.adjustedContentInset = inset
        info.horizontal = ScrollRange(min: -inset.left, max: info.contentSize.width - bounds.width + inset.right)
        info.vertical = ScrollRange(min: -inset.top, max: info.contentSize.height - bounds.height + inset.bottom)
        return (info, bounds)
    }

    /// A pasted view class's own `sizeThatFits(_:)` (`- (CGSize)sizeThatFits:(CGSize)size`), asked
    /// with `given` as UIKit's `sizeToFit()` asks it; nil when the class has none, or it answers
    /// no size.
    mutating func ownSizeThatFits(_ name: String, _ given: Size, at range: SourceRange) throws(Interrupt) -> Size? {
        guard let f = method("sizeThatFits", of: viewClass(of: viewName(name))), f.parameters.count == 1 else { return nil }
        let argument = EvaluatedArgument(label: f.parameters[0].label, value: .size(given), range: range, expr: .nilLiteral(range))
        let result: Value
        do {
            result = try callFunction(f, receiver: .view(name), arguments: [argument], trailing: nil, at: range)
        } catch .returned(let value) {
            result = value
        }
        if case .size(let size) = result { return size }
        return nil
    }

    func labelContent(of name: String) -> LabelContent? {
        guard let id = layoutID(name), var label = session.state.layout.view(id)?.label else { return nil }
        // Parts of an attributed text the layout is given at the next pass (``applyFontRuns()``)
        // already measure in their own fonts when code asks now (`sizeToFit()` after `addSubview`).
        if label.fontRuns.isEmpty, let shown = swift.labelRuns[viewName(name)], shown.text == label.text {
            label.fontRuns = fontRuns(shown)
        }
        return label
    }

    /// A label's font as code reads it back (size, weight, and the name of a font not the
    /// system's): the placed label's, or, for one not placed yet (made in a view's `init`), the
    /// last font the code gave it; the 17-pt system font when none was.
    func labelFont(of name: String) -> (size: Double, weight: FontWeight) {
        if let content = labelContent(of: name) { return (content.fontSize, content.fontWeight) }
        switch session.state.detached[viewName(name)]?.properties.last(where: { $0.property == .font })?.value {
        case .font(let size, let weight, _, _)?: return (size.value, weight)
        case .number(let size)?: return (size.value, .regular)
        default: return (17, .regular)
        }
    }

    /// A label's text as code reads it back: the placed label's, or, for one not placed yet
    /// (made in a cell's `init`), the last text the code gave it.
    func labelText(of name: String) -> String {
        if let content = labelContent(of: name) { return content.text }
        let assigned = session.state.detached[name]?.properties.last { $0.property == .text }
        if case .string(let text)? = assigned?.value { return text.value }
        return ""
    }

    /// The layer's `anchorPoint` code set on a view, in its bounds' unit square: (0.5, 0.5), its
    /// middle, until set.
    func layerAnchorPoint(of name: String) -> Point {
        if case .point(let p)? = swift.appearance[viewName(name)]?["layer.anchorPoint"] { return p }
        return Point(x: 0.5, y: 0.5)
    }

    /// `layer.anchorPoint = CGPoint(x: 0, y: 0)`: UIKit keeps the layer's position (the view's
    /// `center`), so the layer moves around it: a view placed by its frame moves by the anchor's
    /// shift times its size. One its constraints place keeps its laid-out frame here; UIKit sets
    /// its centre from them and draws it off that frame, which a note says.
    mutating func setLayerAnchorPoint(_ name: String, _ anchor: Point, at range: SourceRange) throws(Interrupt) {
        let old = layerAnchorPoint(of: name)
        guard old != anchor else { return }
        let f = frame(of: name)
        let moved = Rect(x: f.minX + f.width * (old.x - anchor.x), y: f.minY + f.height * (old.y - anchor.y),
                         width: f.width, height: f.height)
        if translatesMask(name) {
            if moved != f { try setFrame(name, moved, at: range) }
            return
        }
        note("\(viewName(name)).layer.anchorPoint = (\(Session.number(anchor.x)),\(Session.number(anchor.y))): UIKit sets the centre "
             + "of a view its constraints place from them, so its layer is drawn at \(moved), off the \(f) shown here, which "
             + "Layoutbook does not model")
    }

    mutating func setFrame(_ name: String, _ rect: Rect, at range: SourceRange) throws(Interrupt) {
        // A frame set anew counts its mask from its superview's size now, as UIKit makes the
        // autoresizing constraints again.
        defer { refreshAutoresizing(name) }
        // (Set by hand after a layout pass, it is the frame until the next one.)
        if lastLayoutPass != nil {
            let resolved = viewName(name)
            lastLayoutPass?.frames[resolved] = rect
        }
        // `view.frame = …` in viewDidLoad (or loadView): the controller's view is not on screen
        // yet; when it is shown, its window (or container) sets its frame to fill the screen, so
        // the frame set here is replaced, and what is laid out inside the view sees the screen's.
        // (A table or collection view controller's list is its view, drawn as the root view.)
        let isControllersView = (try? session.viewID(identifier(name, range))) == .root
            || swift.aliases["root"].map { viewName($0) == viewName(name) } == true
        if isControllersView, runningFunctions.contains(where: { $0.name == "viewDidLoad" || $0.name == "loadView" }) {
            note("\(name).frame = (\(Session.number(rect.minX)),\(Session.number(rect.minY)),\(Session.number(rect.width)),"
                + "\(Session.number(rect.height))) in viewDidLoad: the view controller's view is not on screen yet, and showing it "
                + "sets its frame to fill the screen, as UIKit does; the frame set here is replaced (change the screen with 'screen WxH')")
            return
        }
        // The root view given the frame it has (`view.frame = UIScreen.main.bounds` in
        // `viewDidLayoutSubviews`): UIKit sets it and nothing moves.
        if let placedID = try? session.viewID(identifier(name, range)), placedID == .root, rect == frame(of: name) { return }
        // Elsewhere in a pasted controller's code (`self.view.frame.size = desiredSize` of an alert
        // shown smaller): the root view is the screen here and keeps its frame, said.
        if declaredCodeDepth > 0, let placedID = try? session.viewID(identifier(name, range)), placedID == .root {
            note("\(name).frame = (\(Session.number(rect.minX)),\(Session.number(rect.minY)),\(Session.number(rect.width)),"
                + "\(Session.number(rect.height))) is not applied: the controller's view is the screen here and fills it; a "
                + "controller shown smaller (an alert, a popover, a child) has that frame in the app — give the screen that size "
                + "with 'screen WxH' to see it so")
            return
        }
        // Code that places a view an app factory made by its frame (a `layoutSubviews` setting
        // each one's) shows the factory left its mask on: the guess that it turned it off goes.
        if swift.factoryMasked.remove(viewName(name)) != nil {
            try setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: true, range: range)), at: range)
            note("'\(viewName(name))' is placed by its frame: the app's factory that made it is taken to leave its "
                 + "translatesAutoresizingMaskIntoConstraints true")
        }
        try setProperty(name, .frame, .rect(Self.rectLiteral(rect, range)), at: range)
        cellPlacementReplaced(name)
    }

    /// `tableView.tableHeaderView = header`: UIKit puts the header at the top of the table's
    /// content and makes it as wide as the table, keeping the height of its frame (a header sized
    /// from its content is set again after its frame changes, as the table reads the height only
    /// then). The rows below it are the app's and are not drawn. `nil` takes the header away.
    mutating func setTableHeaderView(_ table: Value, _ header: Value, at range: SourceRange) throws(Interrupt) {
        guard case .view(let tableName) = table else { return }
        func named(_ value: Value?) -> String? {
            if case .view(let name)? = value { return viewName(name) }
            return nil
        }
        let resolved = viewName(tableName)
        let previous = named(swift.appearance[resolved]?["tableHeaderView"])
        swift.appearance[resolved, default: [:]]["tableHeaderView"] = header
        if let previous, previous != named(header), named(superview(of: previous)) == resolved {
            try removeFromSuperview(previous, at: range)
        }
        guard let headerName = named(header) else { return }
        if named(superview(of: headerName)) != resolved {
            // A table not placed yet given a header in the root view: UIKit moves the header into
            // the table; here it moves as the table is placed (``placeWaitingTableHeader(of:at:)``).
            if layoutID(resolved) == nil, layoutID(headerName) != nil { return }
            try addSubview(table, header, at: range)
        }
        let width = frame(of: resolved).width
        let height = frame(of: headerName).height
        try setFrame(headerName, Rect(x: 0, y: 0, width: width, height: height), at: range)
        if let id = layoutID(headerName) { session.state.layout.setIsTableHeader(id) }
        note("\(resolved).tableHeaderView: '\(viewName(headerName))' at the top of the table, as wide as the table (\(Session.number(width)) "
            + "now; its layout keeps them equal) and \(Session.number(height)) tall (its frame's height); the rows below it are the app's "
            + "and are not drawn")
    }

    /// `tableView.tableFooterView = footer`: UIKit makes the footer the table's subview at once,
    /// as wide as the table and as tall as its frame, below the last section. Here, with a frame
    /// of some height, it goes into the table at once (code constrains its subviews to the table
    /// next), below the header until the rows are worked out (``placeTableFooter``), with a note;
    /// an empty `UIView()`, the usual way to hide empty rows' separators, is only kept.
    mutating func setTableFooterView(_ table: Value, _ footer: Value, at range: SourceRange) throws(Interrupt) {
        guard case .view(let tableName) = table else { return }
        let resolved = viewName(tableName)
        func inTable(_ view: String) -> Bool { Self.viewName(of: superview(of: view)).map(viewName) == resolved }
        let previous: String? = if case .view(let p)? = swift.appearance[resolved]?["tableFooterView"] { viewName(p) } else { nil }
        swift.appearance[resolved, default: [:]]["tableFooterView"] = footer
        let newName: String? = if case .view(let f) = footer { viewName(f) } else { nil }
        if let previous, inTable(previous), newName != previous { try removeFromSuperview(previous, at: range) }
        guard case .view(let footerName) = footer, layoutID(resolved) != nil || layoutID(footerName) == nil else { return }
        let height = frame(of: footerName).height
        guard height > 0 else { return }
        if !inTable(footerName) { try addSubview(table, footer, at: range) }
        var top = 0.0
        if case .view(let header)? = swift.appearance[resolved]?["tableHeaderView"], inTable(header) { top = frame(of: header).height }
        let width = frame(of: resolved).width
        try setFrame(footerName, Rect(x: 0, y: top, width: width, height: height), at: range)
        if let id = layoutID(footerName) { session.state.layout.setIsTableHeader(id) }
        note("\(resolved).tableFooterView: '\(viewName(footerName))' is in the table, as wide as the table (\(Session.number(width)) now) and "
            + "\(Session.number(height)) tall (its frame's height); UIKit puts it below the last row, and the rows are not worked out yet, so "
            + "it stands at y \(Session.number(top)), below \(top > 0 ? "the header" : "nothing")")
    }

    /// `cell.contentConfiguration = NoteConfiguration()`: UIKit replaces the cell's content view
    /// with the one the configuration's `makeContentView()` makes. Here the cell is its own
    /// content view, so the view made goes in it, its four edges pinned to the cell's (the same
    /// frames); one set before is taken away. A configuration the paste does not declare
    /// (UIKit's `UIListContentConfiguration`, from `defaultContentConfiguration()`) draws text
    /// and an image Layoutbook does not lay out: kept, and said.
    mutating func setContentConfiguration(_ cell: Value, _ configuration: Value, at range: SourceRange) throws(Interrupt) {
        guard case .view(let cellName) = cell else { return }
        let resolved = viewName(cellName)
        swift.appearance[resolved, default: [:]]["contentConfiguration"] = configuration
        if case .view(let previous)? = swift.appearance[resolved]?[Self.configurationViewKey], layoutID(previous) != nil {
            try removeFromSuperview(previous, at: range)
            swift.appearance[resolved]?[Self.configurationViewKey] = nil
        }
        guard let className = className(of: configuration), swift.types[className] != nil,
              let make = method(signedAs: ["makeContentView()"], of: className) else {
            if case .none = configuration { return }
            note("\(resolved).contentConfiguration: UIKit's list content configuration (or one the paste does not declare) draws the "
                + "cell's text, secondary text and image in a content view of its own, which Layoutbook does not lay out: the cell's "
                + "height from it is not worked out here")
            return
        }
        let made = try callFunction(make, receiver: configuration, arguments: [], trailing: nil, at: range)
        guard case .view(let content) = made else { return }
        try addSubview(cell, made, at: range)
        try setProperty(viewName(content), .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)),
                        at: range)
        var pins: [Value] = []
        for anchor in [AnchorName.topAnchor, .leadingAnchor, .bottomAnchor, .trailingAnchor] {
            pins.append(try anchorConstraint(AnchorTarget(owner: .view(viewName(content)), anchor: anchor), .equal,
                                             AnchorTarget(owner: .view(resolved), anchor: anchor), multiplier: nil, constant: 0, at: range))
        }
        try setActive(pins, true, holder: nil, method: "isActive", at: range)
        swift.appearance[resolved, default: [:]][Self.configurationViewKey] = made
        note("\(resolved).contentConfiguration: \(className)'s makeContentView() makes the cell's content view, '\(viewName(content))', "
            + "which fills it, as UIKit puts it in the content view's place")
    }

    /// Where a cell keeps the view its content configuration made (``setContentConfiguration``).
    static let configurationViewKey = "contentConfiguration.view"

    /// Whether a controller is another's child, not the one on the screen: one presented, one
    /// being made to be, or loading its view in its init is the screen's; with none presented,
    /// the prompt's own controller is.
    func isChildController(_ id: Int) -> Bool {
        guard let shown = swift.presentedController, shown != id, let className = swift.objects[id]?.className else { return false }
        return constructingToPresent != className && !presentingControllers.contains(id)
    }

    /// `child.additionalSafeAreaInsets = …` (or the child's own code setting its own): UIKit adds
    /// them to the safe area of that controller's view only, which its subviews see; the root
    /// view's stays as it was. Kept with the view, and given to it once it is placed
    /// (``applyChildAdditionalSafeArea(_:)``).
    mutating func setChildAdditionalSafeAreaInsets(_ id: Int, _ insets: EdgeInsets, at range: SourceRange) throws(Interrupt) {
        guard case .view(let view) = try childControllerView(id, at: range) else { return }
        swift.appearance[viewName(view), default: [:]]["additionalSafeAreaInsets"] = .insets(insets, directional: false)
        applyChildAdditionalSafeArea(view)
    }

    /// Gives a placed child controller's view the additional safe-area insets code set on the
    /// controller.
    mutating func applyChildAdditionalSafeArea(_ view: String) {
        guard case .insets(let insets, _)? = swift.appearance[viewName(view)]?["additionalSafeAreaInsets"], let id = layoutID(view),
              session.state.layout.view(id)?.additionalSafeAreaInsets != insets else { return }
        try? session.state.layout.setAdditionalSafeAreaInsets(id, insets)
        context.changed()
    }

    /// A table just placed whose header view was set while it waited, the header in another
    /// view then (`[self.view addSubview:header]` before `table.tableHeaderView = header`): the
    /// header moves into the table now, as UIKit moved it when it was set.
    mutating func placeWaitingTableHeader(of table: String, at range: SourceRange) throws(Interrupt) {
        guard layoutID(table) != nil, case .view(let header)? = swift.appearance[viewName(table)]?["tableHeaderView"],
              layoutID(header) != nil, Self.viewName(of: superview(of: header)).map(viewName) != viewName(table) else { return }
        try setTableHeaderView(.view(table), .view(header), at: range)
    }

    /// A UITabBarController's own `tabBar` (a subclass that customises it: `self.tabBar.addSubview(…)`):
    /// made on first use, a UITabBar in the controller's view along its bottom — its top 49 above
    /// the window's bottom inset, its bottom the view's, so the home indicator's inset is inside it.
    mutating func tabBarControllerBar(_ controller: Value, at range: SourceRange) throws(Interrupt) -> Value {
        guard let id = objectID(of: controller) else { return .opaque("tabBar") }
        if let made = swift.objects[id]?.fields[Self.tabBarField], case .view = made { return made }
        let owner = try Library.get(controller, "view", &self, nameRange: range, range: range)
        guard case .view(let root) = owner else { return .opaque("tabBar") }
        let saved = (propertyHint, nameHint)
        (propertyHint, nameHint) = ("tabBar", nil)
        let bar = try createView(className: "UITabBar", kind: .view, frame: nil, at: range)
        (propertyHint, nameHint) = saved
        swift.objects[id]?.fields[Self.tabBarField] = .view(bar)
        try addSubview(owner, .view(bar), at: range)
        let rootName = viewName(root)
        // UIKit's loadView gives the bar its frame at once: code in viewDidLoad reads its width.
        let bounds = frame(of: rootName)
        try setFrame(bar, Rect(x: 0, y: max(0, bounds.height - 49), width: bounds.width, height: min(49, bounds.height)), at: range)
        try setProperty(bar, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var made: [Value] = []
        for anchor: AnchorName in [.leadingAnchor, .trailingAnchor, .bottomAnchor] {
            made.append(try anchorConstraint(AnchorTarget(owner: .view(bar), anchor: anchor), .equal,
                                             AnchorTarget(owner: .view(rootName), anchor: anchor), multiplier: nil, constant: 0, at: range))
        }
        // 49 above the window's own bottom inset (the home indicator's), not the root's safe
        // area, which ends above the bar once the controller shows its tabs.
        let indicator = session.state.layout.environment.windowSafeAreaInsets.bottom
        made.append(try anchorConstraint(AnchorTarget(owner: .view(bar), anchor: .topAnchor), .equal,
                                         AnchorTarget(owner: .view(rootName), anchor: .bottomAnchor),
                                         multiplier: nil, constant: -(49 + indicator), at: range))
        try setActive(made, true, holder: nil, method: "isActive", at: range)
        note("tabBar: the UITabBarController's own bar, '\(bar)', along the bottom of its view, 49 tall above the home "
            + "indicator's inset, as UIKit lays it out")
        return .view(bar)
    }

    /// The field of a tab bar controller that holds its own tab bar, once made.
    static let tabBarField = "$tabBar"

    /// `table.backgroundView = label`: UIKit puts the view behind the rows, its frame the list's
    /// bounds at every layout — here a subview of the list that fills it with a flexible width
    /// and height. The one it replaces leaves the list.
    mutating func setListBackgroundView(_ list: Value, _ background: Value, at range: SourceRange) throws(Interrupt) {
        guard case .view(let listName) = list else { return }
        let resolved = viewName(listName)
        var previous: String?
        if case .view(let name)? = swift.appearance[resolved]?["backgroundView"] { previous = viewName(name) }
        swift.appearance[resolved, default: [:]]["backgroundView"] = background
        guard case .view(let name) = background else {
            if let previous, case .view(let parent) = superview(of: previous), viewName(parent) == resolved {
                try removeFromSuperview(previous, at: range)
            }
            return
        }
        let backgroundName = viewName(name)
        if let previous, previous != backgroundName, case .view(let parent) = superview(of: previous), viewName(parent) == resolved {
            try removeFromSuperview(previous, at: range)
        }
        if case .view(let parent) = superview(of: backgroundName), viewName(parent) == resolved {} else {
            try addSubview(list, background, at: range)
        }
        // Its frame follows the list's visible bounds: its edges held to the frame layout guide's.
        try setProperty(backgroundName, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        var made: [Value] = []
        for anchor: AnchorName in [.topAnchor, .leadingAnchor, .bottomAnchor, .trailingAnchor] {
            made.append(try anchorConstraint(AnchorTarget(owner: .view(backgroundName), anchor: anchor), .equal,
                                             AnchorTarget(owner: .guide(.frameLayoutGuide, of: resolved), anchor: anchor),
                                             multiplier: nil, constant: 0, at: range))
        }
        try setActive(made, true, holder: nil, method: "isActive", at: range)
        // UIKit sets its frame; what it holds (a label's text) never sizes the list.
        if let id = layoutID(backgroundName) { try? session.state.layout.setSizedByContainer(id, true) }
        note("\(resolved).backgroundView: '\(backgroundName)' behind the rows, as big as the list's bounds at every layout (held here "
            + "to its frameLayoutGuide); what it holds never sizes the list")
    }

    mutating func setOffset(_ name: String, _ point: Point, at range: SourceRange) throws(Interrupt) {
        try setProperty(name, .contentOffset, .point(PointLiteral(x: Self.literal(point.x, range), y: Self.literal(point.y, range),
                                                                 range: range)), at: range)
    }

    /// UIKit calls the scroll view's delegate's `scrollViewDidScroll(_:)` whenever its offset
    /// changes: a header that collapses or a page control that follows does so here too. Called
    /// by the session after every offset change (`scroll`, `contentOffset =`, `setContentOffset`).
    /// With `zoomed`, its `scrollViewDidZoom(_:)` first: UIKit calls it whenever the zoom scale
    /// changes, in code too (the usual place an app centres its zoomed image).
    mutating func tellDelegateScrolled(_ scrollView: String, at range: SourceRange, zoomed: Bool = false) throws(Interrupt) {
        if zoomed, let (_, className) = try callDelegate(of: scrollView, "scrollViewDidZoom", at: range) {
            note("\(className).scrollViewDidZoom(_:) ran, as UIKit calls it when \(viewName(scrollView))'s zoom scale changes")
        }
        guard let (_, className) = try callDelegate(of: scrollView, "scrollViewDidScroll", at: range) else { return }
        note("\(className).scrollViewDidScroll(_:) ran, as UIKit calls it when \(viewName(scrollView)) scrolls")
    }

    /// `imageView.image` read back: nil until the code sets one, as UIKit's image view starts
    /// (`if (_icon.image)` in layoutSubviews leaves room for no icon); an image of a known size is
    /// that size; one the paste does not hold, or one a nib, the app's own class or a factory of
    /// the app may have set, is an image of unknown size.
    func imageOfImageView(_ base: Value) throws(Interrupt) -> Value {
        guard case .view(let raw) = base else { return .opaque("image") }
        let name = viewName(raw)
        if swift.unknownImages.contains(name) || swift.outlets.contains(name) || swift.standIns[name] != nil
            || swift.factoryMade[name] != nil || swift.factoryStandIns[name] != nil {
            return .opaque("image")
        }
        guard let id = layoutID(name), let view = session.state.layout.view(id) else { return .opaque("image") }
        if let size = view.imageSize { return .size(size) }
        return .none
    }

    /// Whether a view's frame is its image's and the image is not in the paste: an image view
    /// made with an image the paste does not hold (`UIImageView(image: UIImage(named: …))`), placed
    /// by its frame, which no code set since. Its bounds (`scrollView.contentSize =
    /// photo.bounds.size`) are then the app's, not known; its frame is read as the 0×0 at its
    /// origin it is shown with, so code that moves it by its frame's parts still moves it.
    func sizedByUnknownImage(_ name: String) -> Bool {
        let resolved = viewName(name)
        guard swift.unknownImages.contains(resolved), intrinsicSize(of: resolved).width < 0 else { return false }
        if let id = layoutID(resolved), let view = session.state.layout.view(id) {
            let given = view.declaredFrame.map { $0 != .zero } ?? false
            return view.translatesAutoresizingMaskIntoConstraints && !given
                && view.superview.flatMap { session.state.layout.stack($0) } == nil
        }
        guard let detached = session.state.detached[resolved] else { return false }
        return detached.frame == .zero
    }

    /// `imageView.image = UIImage(named: …)`: the image is not in the paste, so its size is unknown.
    mutating func setImage(_ name: String, _ value: Value, at range: SourceRange) throws(Interrupt) {
        switch value {
        case .size(let size):
            swift.unknownImages.remove(viewName(name))
            try setIntrinsicSize(name, size, at: range)
        case .none:
            swift.unknownImages.remove(viewName(name))
        case .opaque(Self.emptyImageText):
            swift.unknownImages.remove(viewName(name))
            try setIntrinsicSize(name, .zero, at: range)
        default:
            swift.unknownImages.insert(viewName(name))
            note("\(name).image: \(Self.unknownImage(value))\(Self.sizeUnknown)\(name) size WxH' or constraints")
        }
    }

    /// Whether a button's image shows nothing: nil, or an empty image (`UIImage()`, 0×0), which
    /// sizes the button as no image does.
    static func isNoImage(_ value: Value) -> Bool {
        switch value {
        case .none: true
        case .size(let size): size == .zero
        case .opaque(let text): text == emptyImageText
        default: false
        }
    }

    /// `NSLayoutConstraint()`: a constraint of no items, a placeholder the code replaces before
    /// use; setting its constant or deactivating it changes nothing.
    static let placeholderConstraintText = "NSLayoutConstraint()"

    /// A constraint left out with a note where it was made (its multiplier unknown): activating
    /// it says nothing more.
    static let skippedConstraintText = "constraint"

    /// `UIImage()`: an empty image, 0×0.
    static let emptyImageText = "UIImage()"
    static var emptyImage: Value { .opaque(emptyImageText) }

    /// What a note says of an image whose size is not known: an SF Symbol's size comes from its
    /// font and configuration, which are not modelled; any other image is the app's, not in the
    /// paste.
    static func unknownImage(_ value: Value) -> String {
        if case .opaque(let text) = value, text.hasPrefix("UIImage(systemName: ") {
            // The symbol's quoted name, whatever calls follow it (`.withTintColor(…)`).
            let rest = text.dropFirst("UIImage(systemName: ".count)
            let symbol = rest.first == "\"" ? "\"" + rest.dropFirst().prefix { $0 != "\"" } + "\"" : String(rest.prefix { $0 != ")" })
            return "the image is the system symbol \(symbol), whose size (from its font and configuration) is not modelled"
        }
        return "the image is not in the paste"
    }

    /// The words after ``unknownImage(_:)`` in the note on an image view whose image's size is not
    /// known, up to the view's name in the command that gives it one.
    static let sizeUnknown = ", so its size is unknown; give it one with 'image "

    /// Gives a view an intrinsic size (an image's, or a pasted class's `intrinsicContentSize`).
    mutating func setIntrinsicSize(_ name: String, _ size: Size, at range: SourceRange) throws(Interrupt) {
        guard let id = layoutID(name) else {
            // A view not placed yet (an image view given its image before `addSubview`) takes
            // the size when it is placed.
            if session.state.detached[viewName(name)] != nil, size.width >= 0, size.height >= 0 {
                session.state.detached[viewName(name)]?.imageSize = size
                context.changedState = true
            }
            return
        }
        do {
            try session.state.layout.setImageSize(id, size)
        } catch {
            throw fail("\(error)", at: range)
        }
        context.changed()
    }

    /// Spaces and sizes a label's lines by its attributed text's paragraph style (``ParagraphLines/plain``: none).
    mutating func setLabelParagraph(_ name: String, _ lines: ParagraphLines, at range: SourceRange) throws(Interrupt) {
        let label = layoutID(name).flatMap { session.state.layout.view($0)?.label }
        for (property, value, field) in [(ViewProperty.lineSpacing, lines.lineSpacing, \LabelContent.lineSpacing),
                                         (.lineHeightMultiple, lines.lineHeightMultiple, \.lineHeightMultiple),
                                         (.minimumLineHeight, lines.minimumLineHeight, \.minimumLineHeight),
                                         (.maximumLineHeight, lines.maximumLineHeight, \.maximumLineHeight),
                                         (.kern, lines.kern, \.kern)] {
            if let label, label[keyPath: field] == value { continue }
            // A label not placed yet that never had the value keeps none: nothing to write down.
            if label == nil, value == 0,
               !(session.state.detached[viewName(name)]?.properties.contains { $0.property == property } ?? false) { continue }
            try setProperty(name, property, .number(Evaluator.literal(value, range)), at: range)
        }
    }

    /// Changes what a standard control shows; its intrinsic size follows when it is laid out.
    mutating func updateControl(_ base: Value, at range: SourceRange, _ change: (inout ControlContent) -> Void) throws(Interrupt) {
        let name = try Library.viewName(base, &self, at: range)
        let before = swift.controls[name] ?? ControlContent()
        var content = before
        change(&content)
        swift.controls[name] = content
        context.changedState = true
        // A placed control's baselines follow its line of text at once (a title set after
        // `addSubview`, before a constraint to its baseline is made).
        if let id = layoutID(name), id != .root {
            let line = Session.centeredTextFontSize(session.controlClass(ofView: name), content)
            if session.state.layout.view(id)?.centeredTextFontSize != line { try? session.state.layout.setCenteredTextFontSize(id, line) }
        }
        // The title label a constraint made (``titleLabelForConstraints(_:at:)``) shows the title.
        if let label = swift.cellStyleViews[name + ".titleLabel"], swift.viewObjects[name] == nil, isView(label),
           before.title != content.title || before.fontSize != content.fontSize || before.fontWeight != content.fontWeight {
            try Library.set(.view(label), "text", .string(content.title ?? ""), &self, nameRange: range, range: range)
            try Library.set(.view(label), "font", .font(content.fontSize ?? 15, weight: content.fontWeight), &self,
                            nameRange: range, range: range)
        }
    }

    /// A pasted view class's `override var intrinsicContentSize`, and a standard control's size
    /// from `ControlSizes`, given to the views that are placed — all of them, or, for a question
    /// asked in the middle of an entry (`systemLayoutSizeFitting`), those inside the view `inside`
    /// (itself included), as UIKit updates a view's constraints before it measures it.
    mutating func applyIntrinsicSizes(at range: SourceRange, inside top: ViewID? = nil) throws(Interrupt) {
        applyFontRuns()
        let subtree = top.map { viewNames(inSubtreeOf: $0) }
        for name in swift.controls.keys.sorted() where subtree?.contains(viewName(name)) ?? true {
            let changed: Bool
            do {
                changed = try session.applyControlSize(name, placedAs: viewName(name))
            } catch {
                throw fail("\(error)", at: range)
            }
            if changed { context.changed() }
        }
        for (name, objectID) in swift.viewObjects.sorted(by: { $0.key < $1.key }) where subtree?.contains(viewName(name)) ?? true {
            // A getter that lays out (`layoutIfNeeded()` in `intrinsicContentSize`, a known
            // idiom) is not asked again from inside itself: UIKit's pass does not recurse there.
            guard let className = swift.objects[objectID]?.className, layoutID(name) != nil,
                  !measuringIntrinsicSize.contains(name) else { continue }
            // A label's textRect override first: UIKit's own intrinsicContentSize measures through
            // it, so an override of intrinsicContentSize that asks `super` gets the padded size.
            if try applyTextRectOverride(name, className) { context.changed() }
            if try applyAlignmentRectInsetsOverride(name, className, at: range) { context.changed() }
            var getter: [Stmt]? = nil
            for member in members(of: className) {
                if case .variable(let v) = member, v.name == "intrinsicContentSize", let g = v.getter { getter = g; break }
                // Swift 1–2 overrode it as a method: `override func intrinsicContentSize() -> CGSize`.
                if case .function(let f) = member, f.name == "intrinsicContentSize", f.parameters.isEmpty { getter = f.body; break }
            }
            guard let getter else { continue }
            let f = FunctionDecl.getter("intrinsicContentSize", body: getter, at: range)
            if try applySizePaddingOverride(name, f, at: range) { continue }
            // Asked in an earlier entry and not invalidated since: UIKit keeps the answer it has,
            // whatever the state the getter reads now (``SwiftState/intrinsicSettled``).
            if swift.intrinsicSettled.contains(name) { continue }
            // The layout holds the override's last answer as the view's own size; what the view
            // measures as its UIKit class (`super.intrinsicContentSize`) is kept beside it, so an
            // override that pads its label or image pads it once, however often it is asked.
            let held = layoutID(name).flatMap { session.state.layout.view($0)?.imageSize }
            if let kept = swift.intrinsicOverrides[name], held == kept.given {
                // Still the override's: the image under it is the one kept.
            } else {
                swift.intrinsicOverrides[name] = IntrinsicOverride(given: held ?? Size(width: -1, height: -1), own: held)
            }
            measuringIntrinsicSize.insert(name)
            defer { measuringIntrinsicSize.remove(name) }
            let value = try callFunction(f, receiver: .view(name), arguments: [], trailing: nil, at: range)
            guard case .size(var size) = value else { continue }
            // UIView.noIntrinsicMetric (-1): no size of its own on that axis.
            if size.width < 0 { size.width = -1 }
            if size.height < 0 { size.height = -1 }
            swift.intrinsicOverrides[name]?.given = size
            if let id = layoutID(name), session.state.layout.view(id)?.imageSize == size { continue }
            try setIntrinsicSize(name, size, at: range)
        }
    }

    /// At the end of an entry: the views of a plain view or control class whose override was
    /// asked are held at its answer until code invalidates it. (A label's, a button's or an image
    /// view's own setters invalidate it in UIKit, so theirs are asked again at each pass.)
    mutating func settleIntrinsicSizes() {
        for name in swift.intrinsicOverrides.keys {
            guard let id = swift.viewObjects[name], let className = swift.objects[id]?.className,
                  ["UIView", "UIControl"].contains(libraryBase(of: className)) else { continue }
            swift.intrinsicSettled.insert(name)
        }
    }

    /// `invalidateIntrinsicContentSize()`: the view's override is asked again at the next pass.
    mutating func invalidateIntrinsicSize(of name: String) {
        swift.intrinsicSettled.remove(name)
        swift.intrinsicSettled.remove(viewName(name))
    }

    /// A label class's `intrinsicContentSize` override that pads what `super` measures
    /// (`CGSize(width: size.width + left + right, height: size.height + top + bottom)`, the padded
    /// label of many apps), on a label that wraps at its solved width: UIKit asks the override
    /// again in its second pass, where `super` answers the text wrapped at the label's whole
    /// width, so the padding is kept (``LabelContent/sizePadding``) and the layout adds it to each
    /// measure, rather than holding the override's one-line answer. The override is asked with
    /// `super` answering two sizes (``intrinsicProbe``); one that adds the same to both is a
    /// padding, any other (`max(size.height, 44)`) is held as it answers, as before. Returns
    /// whether the label's size is its padded text's.
    mutating func applySizePaddingOverride(_ name: String, _ f: FunctionDecl, at range: SourceRange) throws(Interrupt) -> Bool {
        guard let id = layoutID(name), let label = session.state.layout.view(id)?.label else { return false }
        var padding: Size? = nil
        if !label.isTextView, label.numberOfLines != 1,
           session.classChain(ofView: viewName(name)).contains("UILabel") {
            var added: [Size] = []
            measuringIntrinsicSize.insert(name)
            defer { measuringIntrinsicSize.remove(name) }
            for probe in [Size(width: 120.5, height: 30.25), Size(width: 241.25, height: 61.5)] {
                intrinsicProbe = probe
                defer { intrinsicProbe = nil }
                let value: Value
                do {
                    value = try callFunction(f, receiver: .view(name), arguments: [], trailing: nil, at: range)
                } catch .returned(let returned) {
                    value = returned
                } catch {
                    // A getter that reads what is not here is asked as before, and says why.
                    added = []
                    break
                }
                guard case .size(let size) = value else { added = []; break }
                added.append(Size(width: size.width - probe.width, height: size.height - probe.height))
            }
            if added.count == 2, abs(added[0].width - added[1].width) < 1e-9, abs(added[0].height - added[1].height) < 1e-9 {
                padding = added[0]
            }
        }
        do {
            guard let padding else {
                // Held as the override answers: a padding kept before is not added to that again.
                try session.state.layout.setLabelSizePadding(id, .zero)
                return false
            }
            if session.state.layout.view(id)?.imageSize != nil { try session.state.layout.setImageSize(id, nil) }
            swift.intrinsicOverrides[name] = nil
            if try session.state.layout.setLabelSizePadding(id, padding) { context.changed() }
        } catch {
            throw fail("\(error)", at: range)
        }
        return true
    }

    /// A pasted view class's `override var alignmentRectInsets: UIEdgeInsets { … }`: the
    /// constraints place the rectangle inside the frame by those insets, as UIKit's Auto Layout
    /// places a view's alignment rect, so the frame reaches past it (a shadow, a badge's overhang).
    /// Asked at every layout, as UIKit asks it. Returns whether the view's insets changed.
    mutating func applyAlignmentRectInsetsOverride(_ name: String, _ className: String, at range: SourceRange) throws(Interrupt) -> Bool {
        var getter: [Stmt]? = nil
        for case .variable(let v) in members(of: className) where v.name == "alignmentRectInsets" && !v.isStatic {
            getter = v.getter
            break
        }
        guard let getter, let id = layoutID(name), id != .root else { return false }
        let f = FunctionDecl.getter("alignmentRectInsets", body: getter, at: range)
        guard case .insets(let insets, _) = try callFunction(f, receiver: .view(name), arguments: [], trailing: nil, at: range),
              [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite),
              session.state.layout.view(id)?.alignmentRectInsets != insets else { return false }
        do {
            try session.state.layout.setAlignmentRectInsets(id, insets, keepingFrame: true)
        } catch {
            throw fail("\(error)", at: range)
        }
        return true
    }

    /// A pasted label class's `override func textRect(forBounds:limitedToNumberOfLines:)` that
    /// insets the bounds it hands `super` and outsets the rect it gets back (the padded label of
    /// many apps): UIKit's label measures its intrinsic size through it, so the text wraps inside
    /// the insets and the label is the text's size with the insets around it. The override runs
    /// twice on bounds of a known size, with `super` answering for text of two sizes
    /// (``TextRectProbe``): the bounds it gives `super` say the top and left insets, the rect it
    /// returns the whole of them. An override that does more than pad (scales, or answers
    /// without asking `super`) changes nothing. Returns whether the label's insets changed.
    mutating func applyTextRectOverride(_ name: String, _ className: String) throws(Interrupt) -> Bool {
        guard let id = layoutID(name), session.state.layout.view(id)?.label != nil,
              session.classChain(ofView: viewName(name)).contains("UILabel"),
              let f = method("textRect", of: className), f.parameters.count == 2 else { return false }
        let bounds = Rect(x: 0, y: 0, width: 10_000, height: 10_000)
        let lines = session.state.layout.view(id)?.label?.numberOfLines ?? 1
        let arguments = [EvaluatedArgument(label: f.parameters[0].label, value: .rect(bounds), range: f.range,
                                           expr: .identifier(f.parameters[0].name, f.range)),
                         EvaluatedArgument(label: f.parameters[1].label, value: .number(Double(lines)), range: f.range,
                                           expr: .identifier(f.parameters[1].name, f.range))]
        // An override that reads what is not here measures nothing: UIKit's size stands.
        // (One that answers without asking `super` changes nothing either.)
        guard let empty = try textRectAnswer(f, of: name, arguments, text: Size(width: 0, height: 0)),
              let text = try textRectAnswer(f, of: name, arguments, text: Size(width: 100, height: 50)),
              let given = empty.given, text.given != nil else { return false }
        let padsOnly = given == text.given && abs(text.returned.width - empty.returned.width - 100) < 1e-9
            && abs(text.returned.height - empty.returned.height - 50) < 1e-9
        let left = given.minX - bounds.minX, top = given.minY - bounds.minY
        let insets = EdgeInsets(top: top, left: left, bottom: empty.returned.height - top, right: empty.returned.width - left)
        // A label of one line measures through the override once, on its own text: what it
        // answers is the label's size, whatever it does with `super`'s (a badge never narrower
        // than tall, a rect made `.integral`), where it is not the text padded.
        if lines == 1, var label = session.state.layout.view(id)?.label {
            label.textInsets = EdgeInsets()
            let measured = TextMetrics.intrinsicSize(label, width: nil, scale: session.state.layout.textScale)
            let own = Size(width: max(0, measured.width), height: max(0, measured.height))
            guard let returned = try textRectAnswer(f, of: name, arguments, text: own)?.returned,
                  returned.width.isFinite, returned.height.isFinite else { return false }
            let padded = padsOnly && abs(returned.width - (own.width + insets.left + insets.right)) < 1e-9
                && abs(returned.height - (own.height + insets.top + insets.bottom)) < 1e-9
            if !padded {
                let size = Size(width: max(0, returned.width), height: max(0, returned.height))
                let cleared: Bool
                do {
                    cleared = try session.state.layout.setLabelTextInsets(id, EdgeInsets())
                } catch {
                    throw fail("\(error)", at: f.range)
                }
                swift.textRectSizes[viewName(name)] = size
                if session.state.layout.view(id)?.imageSize == size { return cleared }
                try setIntrinsicSize(name, size, at: f.range)
                return true
            }
        }
        guard padsOnly else { return false }
        do {
            // The size an earlier text answered through the override is the text's no longer.
            var dropped = false
            if let held = swift.textRectSizes.removeValue(forKey: viewName(name)), session.state.layout.view(id)?.imageSize == held {
                try session.state.layout.setImageSize(id, nil)
                dropped = true
            }
            return try session.state.layout.setLabelTextInsets(id, insets) || dropped
        } catch {
            throw fail("\(error)", at: f.range)
        }
    }

    /// What a label class's `textRect(forBounds:limitedToNumberOfLines:)` override answers while
    /// `super` answers text of size `text` (``TextRectProbe``): the rect it returns, and the bounds
    /// it handed `super` (nil when it did not ask). Nil when it reads what is not here, or
    /// answers no rect.
    mutating func textRectAnswer(_ f: FunctionDecl, of name: String, _ arguments: [EvaluatedArgument],
                                 text: Size) throws(Interrupt) -> (given: Rect?, returned: Rect)? {
        textRectProbe = TextRectProbe(text: text)
        defer { textRectProbe = nil }
        let result: Value
        do {
            result = try callFunction(f, receiver: .view(name), arguments: arguments, trailing: nil, at: f.range)
        } catch .returned(let value) {
            result = value
        } catch {
            return nil
        }
        guard case .rect(let returned) = result else { return nil }
        return (textRectProbe?.given, returned)
    }

    /// Gives each placed label that shows an attributed string put together from parts in
    /// different fonts those parts (``SwiftState/labelRuns``), while it still shows that string;
    /// a label given another text or font since has them no longer.
    mutating func applyFontRuns() {
        for (name, shown) in swift.labelRuns.sorted(by: { $0.key < $1.key }) {
            guard let id = layoutID(name), let label = session.state.layout.view(id)?.label else { continue }
            guard label.text == shown.text else { swift.labelRuns[name] = nil; continue }
            let before = label.fontRuns
            session.state.layout.setFontRuns(id, fontRuns(shown))
            if session.state.layout.view(id)?.label?.fontRuns != before { context.changed() }
        }
    }

    /// The layout's parts of an attributed text in fonts of their own: a part in none is in the
    /// label's own font.
    func fontRuns(_ shown: LabelRuns) -> [FontRun] {
        shown.runs.map { part -> FontRun in
            guard case .font(let size, let weight, _) = part.font ?? shown.labelFont else {
                return FontRun(characters: part.characters, fontSize: 17)
            }
            return FontRun(characters: part.characters, fontSize: size, weight: weight)
        }
    }

    /// A label given plain text or a font: its attributed parts' own fonts are gone.
    mutating func clearFontRuns(_ name: String) {
        guard swift.labelRuns[viewName(name)] != nil else { return }
        swift.labelRuns[viewName(name)] = nil
        if let id = layoutID(name) { session.state.layout.setFontRuns(id, []) }
    }

    /// The standard control class a view is (a pasted subclass of UIButton is a UIButton).
    func controlClass(of name: String) -> String { session.controlClass(ofView: name) }

    mutating func setLayoutPriority(_ name: String, _ kind: LayoutPrioritySetting.Kind, _ args: [EvaluatedArgument],
                                    at range: SourceRange) throws(Interrupt) {
        guard let first = args.first else { throw fail("\(kind.rawValue) needs a priority", at: range) }
        var value = try Library.priority(first.value, &self, at: first.range)
        if value >= 0, value < 1 {
            // UIKit takes a hugging or compression resistance of 0 (`UILayoutPriority(0)`): the
            // view's own size pulls with no strength at all. The weakest the solver holds, 1,
            // stands for it: it gives way to every other constraint.
            note("\(name): a \(kind.rawValue) priority of \(Session.number(value)) is taken as 1, the weakest, which gives way to every constraint")
            value = 1
        }
        guard let axisArgument = args.named(["for", "forAxis"]) else {
            throw fail("\(kind.rawValue) needs the axis: for: .horizontal or .vertical", at: range)
        }
        guard case .enumCase(let axisName) = axisArgument.value,
              let axis = LayoutAxis(rawValue: axisName.lowercased()) else {
            throw fail("expected .horizontal or .vertical", at: axisArgument.range)
        }
        let node = LayoutPrioritySetting(view: .name(identifier(name, range)), kind: kind,
                                         priority: try Library.priorityNode(value, &self, at: first.range),
                                         axis: axis, axisRange: axisArgument.range, range: range)
        try execute(.layoutPriority(node))
    }

    func layoutPriority(_ name: String, hugging: Bool, _ args: [EvaluatedArgument]) -> Double {
        guard let id = layoutID(name), let view = session.state.layout.view(id) else { return hugging ? 250 : 750 }
        var axis = Axis.horizontal
        if case .enumCase(let a)? = args.first?.value, a.lowercased() == "vertical" { axis = .vertical }
        return Double((hugging ? view.huggingPriority[axis] : view.compressionResistance[axis]) ?? (hugging ? 250 : 750))
    }

    /// The names of a placed view and every view inside it.
    func viewNames(inSubtreeOf id: ViewID) -> Set<String> {
        let layout = session.state.layout
        return Set(layout.subtree(of: id).compactMap { layout.name(of: $0) })
    }
}
