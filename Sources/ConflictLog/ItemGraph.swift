/// The items of a log and what the log says about their tree: who is whose superview, and why.
struct ItemGraph {
    /// Keys in order of first appearance.
    var order: [String] = []
    var items: [String: LogItem] = [:]
    var parent: [String: String] = [:]
    /// Every key that is some item's parent.
    var parents: Set<String> = []
    /// Why a view was placed in its parent, when the log does not say it outright.
    var reasons: [String: String] = [:]
    /// Names the log gave (`names: cardView:…`).
    var logNames: [String: String] = [:]
    let log: ConflictLog

    init(_ log: ConflictLog) {
        self.log = log
        for entry in log.entries {
            for (name, item) in entry.names where name != "|" {
                // `names: AddressToolbar.lockIcon:0x…` gives an address alone: the name says what it is.
                var named = item
                if named.className == nil { named.name = name }
                note(named)
                if logNames[item.key] == nil { logNames[item.key] = name }
            }
            for (name, item) in entry.names where name == "|" { note(item) }
            for item in Self.items(of: entry.body) {
                if item.className == nil, item.name == "|" {
                    let key = Self.key(of: item, in: entry)
                    if items[key] == nil {
                        order.append(key)
                        items[key] = LogItem(className: "UIView", name: "superview")
                    }
                } else {
                    note(item)
                    if item.className == nil, let name = item.name, logNames[item.key] == nil { logNames[item.key] = name }
                }
            }
        }
        nameLayoutSupportGuides()
    }

    /// A view controller's old layout guide (`_UILayoutGuide`, iOS 7–10) goes by the name the code
    /// uses: `topLayoutGuide` when the log ties its bottom to a view's top or its top to the top of
    /// its view, `bottomLayoutGuide` the other way round.
    mutating func nameLayoutSupportGuides() {
        for key in order where items[key]?.plainClass == "_UILayoutGuide" && logNames[key] == nil {
            var name = "topLayoutGuide"
            search: for entry in log.entries {
                guard case .relation(let r) = entry.body, let second = r.second, let b = r.secondAttribute else { continue }
                let pairs = [(Self.key(of: r.first, in: entry), r.firstAttribute, b),
                             (Self.key(of: second, in: entry), b, r.firstAttribute)]
                for (k, mine, theirs) in pairs where k == key {
                    switch (mine, theirs) {
                    case ("bottom", "top"), ("top", "top"): name = "topLayoutGuide"
                    case ("top", "bottom"), ("bottom", "bottom"): name = "bottomLayoutGuide"
                    default: continue
                    }
                    break search
                }
            }
            logNames[key] = name
        }
    }

    mutating func note(_ item: LogItem) {
        let key = item.key
        // Masonry prints a view's `mas_key` in place of its address (`UIImageView:avatar`): its name.
        if item.className != nil, let address = item.address, !address.hasPrefix("0x"), logNames[key] == nil {
            logNames[key] = address
        }
        if let known = items[key] {
            // Keep the most telling spelling: one with a class and text.
            if known.text == nil, item.text != nil { items[key]?.text = item.text }
            if known.className == nil, item.className != nil { items[key]?.className = item.className }
            return
        }
        order.append(key)
        items[key] = item
    }

    static func items(of body: LogBody) -> [LogItem] {
        switch body {
        case .relation(let r): return [r.first] + (r.second.map { [$0] } ?? [])
        case .linear(let a, _, let b): return (a.terms + b.terms).map(\.item)
        case .opaque: return []
        }
    }

    /// An item's key; an unnamed `|` is the superview of the entry's other item.
    static func key(of item: LogItem, in entry: LogEntry?) -> String {
        guard item.className == nil, item.name == "|", let entry, case .relation(let r) = entry.body else { return item.key }
        let partner = r.first.name == "|" && r.first.className == nil ? r.second : r.first
        return "|" + (partner?.key ?? "?")
    }

    func isWindow(_ key: String) -> Bool {
        guard let c = items[key]?.plainClass else { return false }
        return c.hasSuffix("Window") && c.contains("UI")
    }

    /// Whether `ancestor` is `key` or above it.
    func isAncestor(_ ancestor: String, of key: String) -> Bool {
        var current: String? = key
        var steps = 0
        while let c = current, steps <= order.count + 1 {
            if c == ancestor { return true }
            current = parent[c]
            steps += 1
        }
        return false
    }

    @discardableResult
    mutating func setParent(_ child: String, _ p: String, reason: String?) -> Bool {
        guard parent[child] == nil, child != p, !isAncestor(child, of: p), !isWindow(child) else { return false }
        parent[child] = p
        parents.insert(p)
        if let reason { reasons[child] = reason }
        return true
    }

    func display(_ key: String) -> String { items[key]?.logText ?? key }

    mutating func inferTree() {
        // What the log says outright.
        for entry in log.entries {
            guard case .relation(let r) = entry.body else { continue }
            let keys = [r.first, r.second].compactMap { $0 }.map { Self.key(of: $0, in: entry) }
            if let bar = entry.names.first(where: { $0.name == "|" })?.item {
                for k in keys where k != bar.key { setParent(k, bar.key, reason: nil) }
            }
            for k in keys where k.hasPrefix("|") {
                let child = String(k.dropFirst())
                setParent(child, k, reason: "assumed: the log's '|' is a superview it does not name (a plain view)")
            }
            if let second = r.second {
                let a = Self.key(of: r.first, in: entry), b = Self.key(of: second, in: entry)
                let ca = items[a]?.plainClass ?? "", cb = items[b]?.plainClass ?? ""
                if entry.identifier == "UISV-canvas-connection", ca == "UIStackView" {
                    setParent(b, a, reason: "an arranged view of \(display(a)) (UISV-canvas-connection)")
                }
                if ca == "UIStackView", cb == "_UILayoutSpacer" { setParent(b, a, reason: "a spacer of \(display(a))") }
                if cb == "UIStackView", ca == "_UILayoutSpacer" { setParent(a, b, reason: "a spacer of \(display(b))") }
                // `_UILayoutGuide.bottom == UIView.bottom`, a `_UILayoutSupportConstraint`: UIKit ties a
                // view controller's layout guide to its own view, the guide's superview.
                if entry.className == "_UILayoutSupportConstraint" {
                    if ca == "_UILayoutGuide", cb != "_UILayoutGuide", items[b]?.isGuide == false {
                        setParent(a, b, reason: "a layout guide of \(display(b)), its view controller's view (_UILayoutSupportConstraint)")
                    }
                    if cb == "_UILayoutGuide", ca != "_UILayoutGuide", items[a]?.isGuide == false {
                        setParent(b, a, reason: "a layout guide of \(display(a)), its view controller's view (_UILayoutSupportConstraint)")
                    }
                }
            }
        }
        for key in order where parent[key] == nil && items[key]?.plainClass == "UITableViewCellContentView" {
            let cell = "cell:" + key
            order.append(cell)
            items[cell] = LogItem(className: "UITableViewCell", name: "cell")
            setParent(key, cell, reason: nil)
            reasons[cell] = "assumed: the UITableViewCell that holds \(display(key)), which the log does not show"
        }
        // What constraints imply: a margin or a guide of a view, or the same edge of a container.
        for _ in 0..<3 {
            var changed = false
            for entry in log.entries {
                guard case .relation(let r) = entry.body, let second = r.second, let b2 = r.secondAttribute else { continue }
                let a = Self.key(of: r.first, in: entry), b = Self.key(of: second, in: entry)
                changed = infer(a, r.firstAttribute, b, b2) || changed
                changed = infer(b, b2, a, r.firstAttribute) || changed
            }
            if !changed { break }
        }
    }

    /// `child.x` tied to `other.y`: is `other` (or the view owning the guide `other`) the child's superview?
    mutating func infer(_ child: String, _ x: String, _ other: String, _ y: String) -> Bool {
        guard parent[child] == nil, let item = items[child], let otherItem = items[other], !item.isGuide else { return false }
        let edges = ["top", "bottom", "leading", "trailing", "left", "right"]
        let isMargin = { (s: String) in s.hasSuffix("Margin") || s.hasSuffix("WithinMargins") }
        if isMargin(y), !isMargin(x) {
            return setParent(child, other, reason: "placed in \(display(other)): its \(x) is tied to that view's \(y)")
        }
        if otherItem.isGuide, let owner = parent[other] {
            return setParent(child, owner, reason: "placed in \(display(owner)): it is tied to that view's layout guide")
        }
        if x == y, edges.contains(x), isContainer(other) {
            return setParent(child, other, reason: "placed in \(display(other)): its \(x) is tied to the \(y) of that container")
        }
        // `V:[a]-(0)-[b]`: an edge spaced from the opposite edge of a view whose superview is
        // known — the spacing of siblings, so the same superview (the labels of a chain whose
        // ends the log ties to their container).
        let opposite = ["top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading", "left": "right", "right": "left"]
        if opposite[x] == y, let shared = parent[other], shared != child, !isAncestor(child, of: shared), !otherItem.isGuide {
            return setParent(child, shared, reason: "placed in \(display(shared)) beside \(display(other)): its \(x) is spaced from "
                + "that view's \(y), as siblings are")
        }
        return false
    }

    func isContainer(_ key: String) -> Bool {
        if parents.contains(key) { return true }
        let c = items[key]?.plainClass ?? ""
        return ["ContentView", "Cell", "StackView", "ScrollView", "Window", "TableView", "CollectionView"].contains { c.hasSuffix($0) }
            || key.hasPrefix("|")
    }
}
