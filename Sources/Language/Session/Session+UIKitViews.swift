import Layout

/// Views made the Swift way. `let a = UIView()` makes a view outside any hierarchy, as UIKit
/// does; `parent.addSubview(a)` places it (and whatever was added to it meanwhile). Until then:
///
/// - constraints among the views of its tree (it, what was added to it, and so on) are checked at
///   once and made when the tree is placed, as UIKit installs them on the tree's top view;
/// - other constraints that mention it are refused, as UIKit stops on them ("no common
///   ancestor"), with the `addSubview` that would fix it;
/// - property assignments (`a.translatesAutoresizingMaskIntoConstraints = false`, a label's
///   `text`) are checked at once and applied when it is placed.
///
/// `UIView()` is `UIView(frame: .zero)`: it translates its autoresizing mask into constraints,
/// held at (0,0,0,0), until `translatesAutoresizingMaskIntoConstraints = false` or a SnapKit
/// make block turns that off — the classic pasted-code bug is reproduced, not hidden.
extension Session {
    /// Every view name a command can use: the placed views in tree order, then the views not yet
    /// placed, in the order they were made.
    public var declaredViewNames: [String] {
        let placed = state.layout.viewsInTreeOrder.compactMap { state.layout.view($0)?.name }
        let waiting = state.detached.sorted { $0.value.order < $1.value.order }.map(\.key)
        return placed + waiting
    }

    mutating func declareUIKitView(_ declaration: UIKitViewDeclaration, _ context: inout Context) throws(Diagnostic) {
        let name = declaration.name
        try checkNewViewName(name)
        let kind: ViewKind =
            switch declaration.viewClass {
            case .view: .view
            case .scrollView: .scrollView
            case .label: .label
            case .imageView: .image
            }
        var frame = declaration.frame.map(Self.rect) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if let source = declaration.frameOf {
            // Read once, as UIKit copies the rect: the new view does not follow later changes.
            let id = try view(source.item)
            frame = source.isBounds
                ? Rect(x: 0, y: 0, width: state.layout.bounds(of: id).width, height: state.layout.bounds(of: id).height)
                : state.layout.frame(of: id)
        }
        guard [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite) else {
            throw .error("the frame must be finite", at: declaration.frame?.range ?? declaration.range)
        }
        state.declarations += 1
        state.detached[name.name] = DetachedView(kind: kind, frame: frame, order: state.declarations)
        context.changedState = true
    }

    /// A new view's name must be free and not one the language already uses.
    mutating func checkNewViewName(_ name: Identifier) throws(Diagnostic) {
        guard !Self.reservedNames.contains(name.name), !name.name.hasPrefix("$") else {
            throw .error("'\(name.name)' is taken: it already means something in expressions; choose another name",
                         at: name.range)
        }
        releaseRemovedName(name.name)
        if state.layout.id(of: name.name) != nil || state.detached[name.name] != nil {
            throw .error("a view named '\(name.name)' already exists; remove it first or choose another name",
                         at: name.range)
        }
    }

    mutating func addSubview(_ command: AddSubviewCommand, _ context: inout Context) throws(Diagnostic) {
        let child = command.child
        if child.name == "root" || (child.name == "view" && !shadowsRoot) {
            throw .error("the root view is already at the top of the hierarchy", at: child.range)
        }
        if case .name(let parentName) = command.parent, parentName.name == child.name {
            // `scrollView.addSubview(scrollView)`: UIKit raises an exception.
            throw .error("'\(child.name)' cannot be added to itself: the app would stop here (“Can't add self as subview”)",
                         at: child.range)
        }
        // Into a view that is itself waiting: remember where it goes.
        if case .name(let parentName) = command.parent, state.detached[parentName.name] != nil {
            guard state.detached[child.name] != nil else {
                if state.layout.id(of: child.name) != nil { throw alreadyPlaced(child) }
                throw unknownView(child.name, at: child.range)
            }
            var ancestor: String? = parentName.name
            while let a = ancestor {
                if a == child.name {
                    throw .error("'\(child.name)' cannot be added to '\(parentName.name)', which is inside it", at: child.range)
                }
                ancestor = state.detached[a]?.parent
            }
            recordDetachedMove(child.name, to: parentName.name)
            state.detached[child.name]?.parent = parentName.name
            context.changedState = true
            return
        }
        let parent = try view(command.parent)
        if let id = state.layout.id(of: child.name) {
            if let from = state.layout.view(id)?.superview, from != parent {
                try move(child, id, from: from, to: parent, &context)
                return
            }
            // UIKit moves it to the end of its superview's subviews: drawn in front, which the
            // layout does not see (as bringSubviewToFront(_:)).
            state.layout.reorderSubview(id, to: Int.max)
            context.note("addSubview: '\(child.name)' is already a subview of '\(state.layout.view(parent)?.name ?? "?")'; UIKit brings "
                + "it to the front, which changes the drawing order only: its frame and constraints stay")
            return
        }
        guard state.detached[child.name] != nil else { throw unknownView(child.name, at: child.range) }
        try place(child.name, in: parent, at: command.range, &context)
        context.changed()
    }

    /// `addSubview(_:)` of a view in another superview: UIKit takes it out of that one first, and
    /// the constraints between it and views outside it go with the move; a note says so.
    mutating func move(_ child: Identifier, _ id: ViewID, from: ViewID, to parent: ViewID, _ context: inout Context) throws(Diagnostic) {
        var ancestor: ViewID? = parent
        while let a = ancestor {
            if a == id {
                throw .error("'\(child.name)' cannot be added to '\(state.layout.view(parent)?.name ?? "?")', which is inside it",
                             at: child.range)
            }
            ancestor = state.layout.view(a)?.superview
        }
        let dropped: [LayoutConstraintID]
        do {
            dropped = try state.layout.moveToSuperview(id, parent)
        } catch {
            throw Self.refusal(error, at: child.range)
        }
        let (old, new) = (state.layout.view(from)?.name ?? "?", state.layout.view(parent)?.name ?? "?")
        context.note("addSubview: '\(child.name)' leaves '\(old)' for '\(new)', as UIKit moves a view added to another superview"
            + (dropped.isEmpty ? "" : "; its \(dropped.count) constraint\(dropped.count == 1 ? "" : "s") to views outside it "
                + "\(dropped.count == 1 ? "is" : "are") removed with the move"))
        context.changed()
    }

    func alreadyPlaced(_ child: Identifier) -> Diagnostic {
        let parent = state.layout.id(of: child.name).flatMap { state.layout.view($0)?.superview }
            .flatMap { state.layout.view($0)?.name } ?? "?"
        return .error("'\(child.name)' is already in '\(parent)'; Layoutbook does not move a placed view to another "
            + "superview — add each view once, where it belongs", at: child.range)
    }

    /// Whether a view is a table or a collection view: of UIKit's class, or of a pasted class
    /// derived from one (through the app's own classes).
    /// A table view bounces vertically however few its rows (UIKit's `UITableView` starts with
    /// `alwaysBounceVertical` on; Interface Builder stores it so on every table), so the safe
    /// area insets its content at the top and bottom even before the rows fill it: a table
    /// pinned to the screen's edges starts with its offset at −(the top inset). Code that turns it
    /// off later wins. Nothing for a view not yet placed (``place`` applies it then).
    mutating func applyListBounce(_ name: String) {
        guard let id = state.layout.id(of: name), isTable(name) else { return }
        try? state.layout.setAlwaysBounce(id, .vertical, true)
    }

    /// Whether the view is a `UITableView` or a pasted subclass of one.
    func isTable(_ name: String) -> Bool {
        var className: String? = swiftClass(ofView: name)
        var seen: Set<String> = []
        while let c = className, seen.insert(c).inserted {
            if Library.isSubtype(c, of: "UITableView") { return true }
            className = state.swift.types[c]?.superclass
        }
        return false
    }

    func isList(_ name: String) -> Bool {
        var className: String? = swiftClass(ofView: name)
        var seen: Set<String> = []
        while let c = className, seen.insert(c).inserted {
            if Library.isSubtype(c, of: "UITableView") || Library.isSubtype(c, of: "UICollectionView") { return true }
            className = state.swift.types[c]?.superclass
        }
        return false
    }

    /// Puts a waiting view into the layout under `parent`, applies the assignments that waited
    /// for it, then places the views that were added to it, in the order they were made.
    mutating func place(_ name: String, in parent: ViewID, at range: SourceRange, _ context: inout Context) throws(Diagnostic) {
        guard let waiting = state.detached.removeValue(forKey: name) else { return }
        // A table view cell made by code (`UITableViewCell(style:reuseIdentifier:)`) is 320×44
        // until something sizes it, also when a plain view holds it.
        var drawn = waiting.frame
        // (Not a stand-in for an outlet: its storyboard frame is not known.)
        if drawn.width == 0, drawn.height == 0, isTableCell(name), !state.swift.outlets.contains(name) {
            drawn = Rect(x: drawn.minX, y: drawn.minY, width: Evaluator.initialCellSize.width, height: Evaluator.initialCellSize.height)
        }
        let id: ViewID
        do {
            if let removed = state.swift.removedViews.removeValue(forKey: name) {
                // A view code took out and adds again: back with what it kept, at the frame it
                // has now (``Evaluator/removeFromSuperview(_:at:)``).
                id = try state.layout.restore(removed, in: parent, frame: heldFrame(of: name, nil, drawn: drawn))
            } else {
                id = try state.layout.addView(name, kind: waiting.kind, in: parent,
                                              frame: heldFrame(of: name, nil, drawn: drawn))
            }
            if waiting.isStack { try state.layout.makeStack(id) }
            if let size = waiting.imageSize { try state.layout.setImageSize(id, size) }
        } catch {
            throw Self.refusal(error, at: range)
        }
        applyTableCellContentMargins(name)
        // A mask code set while the view waited counts from its superview's size now.
        if let mask = state.swift.autoresizingMasks[name] {
            let reference = state.swift.autoresizingReferences[name] ?? state.layout.frame(of: parent).size
            try? state.layout.setAutoresizingMask(id, mask, parentSize: reference)
        }
        // UIKit's list sets its own contentSize from its data source at each layout: it is known
        // here only once the rows or items are worked out from a pasted data source.
        if isList(name) {
            try? state.layout.setContentKnown(id, false)
            try? state.layout.setListSizesContent(id)
        }
        applyListBounce(name)
        // An offset set while the view waited was set then: its delegate (none yet, most often)
        // heard of it then or never, not now that the view is placed.
        let quiet = state.swift.tellingScrolled.insert(name).inserted
        defer { if quiet { state.swift.tellingScrolled.remove(name) } }
        // A zoom set while the scroll view waited scales the view it zooms, one of the views added
        // to it (a photo page set up in its init): set once they are placed too.
        func apply(_ assignments: [PropertyAssignment]) throws(Diagnostic) {
            for assignment in assignments {
                var ignored = Context(outcome: Outcome())
                do {
                    try setProperty(assignment, &ignored)
                } catch {
                    throw Diagnostic(.error, "while placing '\(name)': \(error.message)", at: range, kind: error.kind)
                }
            }
        }
        try apply(waiting.properties.filter { !Self.zoomingProperties.contains($0.property) })
        do {
            if try applyControlSize(name) { context.changed() }
        } catch {
            throw Self.refusal(error, at: range)
        }
        let children = state.detached.filter { $0.value.parent == name }.sorted { $0.value.order < $1.value.order }
        for child in children { try place(child.key, in: id, at: range, &context) }
        try apply(waiting.properties.filter { Self.zoomingProperties.contains($0.property) })
        for (index, command) in waiting.pending.enumerated() {
            dropConstraintsOfMoves(waiting.moves.filter { $0.before == index }, inside: id, &context)
            do {
                try executeConstraint(command, &context)
            } catch {
                throw Diagnostic(.error, "while placing '\(name)': \(error.message)", at: range, kind: error.kind)
            }
        }
        dropConstraintsOfMoves(waiting.moves.filter { $0.before >= waiting.pending.count }, inside: id, &context)
        if let tree = state.swift.removedTrees.removeValue(forKey: name) {
            // The constraints between the views of a tree code took out whole and adds again.
            do {
                try state.layout.restoreConstraints(of: tree, inside: id)
            } catch {
                throw Self.refusal(error, at: range)
            }
        }
    }

    /// A view moved inside a waiting tree (``DetachedView/moves``): the constraints made before
    /// the move between it and views outside it go, as UIKit removes them when it moves.
    mutating func dropConstraintsOfMoves(_ moves: [DetachedMove], inside top: ViewID,
                                         _ context: inout Context) {
        for move in moves {
            // Only a view still in the tree being placed (the one it was moved to joined it again).
            guard let id = state.layout.id(of: move.view), id == top || state.layout.isDescendant(id, of: top) else { continue }
            let dropped = state.layout.removeConstraintsCrossing(id)
            guard !dropped.isEmpty else { continue }
            context.note("'\(move.view)' left '\(move.from)' for '\(move.to)' before either was placed, as UIKit moves a view added "
                + "to another superview; its \(dropped.count) constraint\(dropped.count == 1 ? "" : "s") to views outside it "
                + "made before the move \(dropped.count == 1 ? "is" : "are") removed with it")
            context.changed()
        }
    }

    /// Notes a waiting view moved from one waiting view to another, so the constraints it had
    /// then go when the tree it left is placed with it (see ``DetachedView/moves``): a stack made
    /// for it that later joins that tree (`stack(hstack(a, b), c)` of LBTATools, the inner
    /// stack filling the cell until the outer one takes it).
    mutating func recordDetachedMove(_ child: String, to parent: String) {
        guard let old = state.detached[child]?.parent, old != parent else { return }
        var tree = old
        while let up = state.detached[tree]?.parent { tree = up }
        guard let count = state.detached[tree]?.pending.count else { return }
        state.detached[tree]?.moves.append(DetachedMove(before: count, view: child, from: old, to: parent))
    }

    /// A constraint command that failed because a view it names is not placed yet: kept, to run
    /// when the tree that view is in is placed, if every constraint it makes joins views of that
    /// one tree (UIKit installs such a constraint on the tree's top view). Tried now on a copy with
    /// the tree placed, so its mistakes are reported at once; anything else fails as it did.
    mutating func deferToDetachedTree(_ command: Command, after failure: Diagnostic, _ context: inout Context)
        throws(Diagnostic)
    {
        guard failure.kind == .notInHierarchy else { throw failure }
        let tops = state.detached.filter { $0.value.parent == nil }.sorted { $0.value.order < $1.value.order }
        for (top, _) in tops {
            // Tried first on the tree's views alone, without replaying the constraints already
            // waiting with it: replayed for every new one, a tree built in a loop (a hundred
            // buttons in an `init`) cost the square of its constraints. A command that fails so
            // (`c.constant = 16` on a constraint one of them made) is tried again with them, and
            // that trial decides.
            var trial = self
            var ignored = Context(outcome: Outcome())
            for name in trial.state.detached.keys { trial.state.detached[name]?.pending = [] }
            var topID: ViewID? = nil
            var outcome: Diagnostic? = nil
            var existing: Set<LayoutConstraintID> = []
            for withPending in [false, true] {
                if withPending {
                    guard outcome != nil else { break }
                    trial = self
                }
                outcome = nil
                guard (try? trial.place(top, in: .root, at: failure.range, &ignored)) != nil,
                      let id = trial.state.layout.id(of: top) else { topID = nil; break }
                topID = id
                existing = Set(trial.state.layout.constraintIDs)
                do {
                    try trial.executeConstraint(command, &ignored)
                } catch {
                    outcome = error
                }
            }
            guard let topID else { continue }
            if let error = outcome {
                // Not this tree's: its views are elsewhere, or (`c.constant = 16` on a constraint
                // another waiting tree made) the constraint it names waits with another tree.
                if error.kind == .notInHierarchy || error.kind == .unknownName && tops.count > 1 { continue }
                throw error
            }
            let layout = trial.state.layout
            let made = layout.constraintIDs.filter { !existing.contains($0) }.compactMap(layout.constraint)
                .filter { $0.origin == .user }
            func inTree(_ item: Item?) -> Bool {
                item.map { layout.isDescendant($0.view, of: topID) } ?? true
            }
            // A command that makes nothing (`snp.updateConstraints` of constants made in the tree)
            // changes what the tree's pending constraints made: it waits with them.
            guard made.allSatisfy({ inTree($0.first) && inTree($0.second) }) else { continue }
            state.detached[top]?.pending.append(command)
            context.changedState = true
            context.note(Self.keptUntilPlaced(top))
            return
        }
        throw failure
    }

    static let notPlacedPhrase = "is not in a view hierarchy yet"


    /// A scroll view's settings that scale the view it zooms, one of the views added to it: set
    /// once that view is placed (``place(_:in:at:_:)``, ``deferProperty(_:of:_:)``).
    static let zoomingProperties: Set<ViewProperty> = [.zoomScale, .zoomView, .centering]

    /// `a.text = "…"` on a view not placed yet: checked now on a trial copy, applied at `addSubview`.
    mutating func deferProperty(_ assignment: PropertyAssignment, of name: String, _ context: inout Context) throws(Diagnostic) {
        // Checked on a session holding only this view, unless the value names another view:
        // trying it on a copy of the whole session made every assignment cost the session's size.
        var trial: Session
        if case .view = assignment.value {
            trial = self
        } else if ([assignment] + (state.detached[name]?.properties ?? [])).contains(where: { Self.zoomingProperties.contains($0.property) }) {
            // A zoom scales a view added to the scroll view, which waits with it: the trial holds it
            // too, for this assignment and any after a zoom was set.
            trial = self
        } else {
            trial = Session()
            trial.state.detached[name] = state.detached[name]
            trial.state.detached[name]?.pending = []
        }
        trial.state.detached[name]?.parent = nil
        var ignored = Context(outcome: Outcome())
        try trial.place(name, in: .root, at: assignment.range, &ignored)
        try trial.setProperty(assignment, &ignored)
        // The same property set again right after (`notes.text = …` entry after entry): the new
        // value replaces the old, as it would once placed, and the assignments each later one
        // replays on its trial, and the place replays at last, stay one per property.
        if let last = state.detached[name]?.properties.last, last.target.description == assignment.target.description,
           last.property == assignment.property {
            state.detached[name]?.properties.removeLast()
        }
        state.detached[name]?.properties.append(assignment)
        // The frame it now has, for code that reads it before the view is placed
        // (`title.frame.origin.y = icon.frame.maxY + 8` while a view's init builds it).
        if assignment.property == .frame, let id = trial.state.layout.id(of: name) {
            state.detached[name]?.frame = trial.state.layout.frame(of: id)
        }
        context.changedState = true
    }

    /// The top of the tree of views not placed yet that `name` is in (`name` when it heads one).
    func detachedTop(of name: String) -> String {
        var top = name
        var seen: Set<String> = []
        while let parent = state.detached[top]?.parent, seen.insert(top).inserted { top = parent }
        return top
    }

    /// The refusal for a view made with `let` but not placed yet.
    func notPlaced(_ name: String, at range: SourceRange) -> Diagnostic {
        let top = detachedTop(of: name)
        let inside = top == name ? "" : " (it is in '\(top)', which is not placed either)"
        // Spelled in the entry's language: a message in pasted Objective-C.
        let place = runsObjectiveC ? "[self.view addSubview:\(top)]" : "view.addSubview(\(top))"
        return .error("'\(name)' \(Self.notPlacedPhrase)\(inside); UIKit stops on constraints to it "
            + "(“no common ancestor”) — place it first: \(place)", at: range).of(.notInHierarchy)
    }

    /// A view code took out and left out (``Evaluator/removeFromSuperview(_:keepsObject:at:)``)
    /// gives its name to a view declared anew at the top level (`view a`, `let a = UIView()`
    /// after `a.removeFromSuperview()`): the old one, which that name held, is gone. False when
    /// the name is not such a view's.
    @discardableResult
    mutating func releaseRemovedName(_ name: String) -> Bool {
        guard state.swift.removedViews[name] != nil, let waiting = state.detached[name], waiting.parent == nil else { return false }
        var gone = [name]
        var next = 0
        while next < gone.count {
            gone += state.detached.filter { $0.value.parent == gone[next] }.map(\.key).sorted()
            next += 1
        }
        removeDetached(name)
        for view in gone {
            state.swift.removedViews[view] = nil
            state.swift.removedTrees[view] = nil
        }
        return true
    }

    /// `a.removeFromSuperview()` on a view not placed yet: it goes, with what was added to it.
    mutating func removeDetached(_ name: String) {
        state.detached[name] = nil
        state.viewNameHints = [:]
        for child in state.detached.filter({ $0.value.parent == name }).map(\.key).sorted() {
            removeDetached(child)
        }
    }
}

extension Session {
    /// The note for constraints inside a tree not placed yet, which wait for it.
    static func keptUntilPlaced(_ top: String) -> String {
        "kept until '\(top)' is placed: its constraints join views inside '\(top)', as UIKit allows; they are solved "
            + "once view.addSubview(\(top)) puts it in the hierarchy"
    }
}
