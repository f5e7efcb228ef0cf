import Layout

/// A `UITableViewController`'s view is its `tableView`, a `UICollectionViewController`'s its
/// `collectionView`: UIKit's `loadView` makes the list and it fills the screen. The list is made
/// the first time code reads it — in the controller's `init` (`collectionView?.pagingEnabled =
/// true` before `viewDidLoad`) or later — and becomes the controller's view when the controller is
/// presented, as `view = scrollView` in a `loadView` does (the list is drawn filling the root view,
/// and `view` names it). Its rows come from the app's data source and are not drawn.
extension Evaluator {
    /// The controller's list view, named after the property, made on first use.
    mutating func listView(of controller: Value, _ property: String, _ viewClass: String,
                           at range: SourceRange) throws(Interrupt) -> Value {
        guard case .object(let id) = controller else { return .none }
        if let existing = swift.objects[id]?.fields[property], case .view = existing { return existing }
        let saved = (propertyHint, nameHint)
        (propertyHint, nameHint) = (property, nil)
        let made = try Library.construct(viewClass, [], trailing: nil, &self, at: range, nameRange: range)
        (propertyHint, nameHint) = saved
        swift.objects[id]?.fields[property] = made
        if case .view(let name) = made {
            makeControllerTheSource(id, of: viewName(name))
            // A collection view controller made with a layout places its items by it; a table
            // view controller made with a style makes its table in that style.
            if case .object? = swift.objects[id]?.fields["collectionViewLayout"] {
                swift.appearance[viewName(name), default: [:]]["collectionViewLayout"] = swift.objects[id]?.fields["collectionViewLayout"]
            }
            if property == "tableView", let style = swift.objects[id]?.fields["style"] {
                swift.appearance[viewName(name), default: [:]]["style"] = style
            }
        }
        if swift.presentedController == id, case .view(let name) = made {
            try adoptScrollViewAsRoot(name, said: Self.listNote(property, viewClass), at: range)
        }
        return made
    }

    /// UIKit's list controller is its list's data source and delegate from the start: the
    /// controller's own `tableView(_:numberOfRowsInSection:)` and the rest answer for the rows
    /// unless code hands the list another object.
    mutating func makeControllerTheSource(_ controller: Int, of list: String) {
        if swift.appearance[list]?["dataSource"] == nil { swift.appearance[list, default: [:]]["dataSource"] = .object(controller) }
        if swift.delegates[list] == nil { swift.delegates[list] = controller }
    }

    /// At presentation: a list the controller made before it was on the screen (in its `init`)
    /// becomes its view. One the code never read is made now, as UIKit's `loadView` makes it
    /// whether or not the code asks for it: a table controller whose paste holds only its data
    /// source methods still shows its table.
    mutating func adoptListView(of id: Int, at range: SourceRange) throws(Interrupt) {
        guard let className = swift.objects[id]?.className, let base = libraryBase(of: className) else { return }
        for (property, controllerClass) in [("tableView", "UITableViewController"), ("collectionView", "UICollectionViewController")]
            where Library.isSubtype(base, of: controllerClass) && swift.objects[id]?.fields[property] == nil
            && !isOwnView(property, of: className) {
            _ = try listView(of: .object(id), property, property == "tableView" ? "UITableView" : "UICollectionView", at: range)
        }
        for (property, controllerClass) in [("tableView", "UITableViewController"), ("collectionView", "UICollectionViewController")] {
            // A plain controller's own stored `tableView` is the app's to place.
            guard Library.isSubtype(base, of: controllerClass),
                  case .view(let name)? = swift.objects[id]?.fields[property], layoutID(name) == nil,
                  session.state.detached[viewName(name)]?.parent == nil else { continue }
            try adoptScrollViewAsRoot(name, said: Self.listNote(property, property == "tableView" ? "UITableView" : "UICollectionView"),
                                      at: range)
        }
    }

    /// Whether the pasted class declares a property of that name itself: then it is the app's.
    func isOwnView(_ property: String, of className: String) -> Bool {
        members(of: className).contains { if case .variable(let v) = $0 { v.name == property } else { false } }
    }

    static func listNote(_ property: String, _ viewClass: String) -> String {
        "\(property): the controller's view is this \(viewClass), as UIKit's loadView makes it; it is drawn filling the root "
            + "view, with the root view's frame, margins and safe area, and 'view' names it"
    }
}
