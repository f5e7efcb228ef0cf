import Layout

extension Evaluator {
    /// A cell's accessory set once the table holds it (in `layoutSubviews`, `configure(with:)`):
    /// UIKit lays the cell out again with its content view narrowed by the accessory's room, so
    /// the cell (its content view here) is held at that width of the same table.
    mutating func cellAccessoryChanged(_ cell: String, before: Double) {
        guard let id = layoutID(cell) else { return }
        let layout = session.state.layout
        let held = layout.encapsulatedConstraints(of: id).compactMap { layout.constraint($0) }
        guard let width = held.first(where: { $0.label == Layout.encapsulatedWidth }) else { return }
        let height = held.first { $0.label == Layout.encapsulatedHeight }?.constant
        let (narrowed, text) = session.contentWidth(ofCell: cell, tableWidth: width.constant + before)
        guard narrowed != width.constant || text != nil else { return }
        if narrowed != width.constant {
            guard (try? session.state.layout.imposeCellSize(id, width: narrowed, height: height)) != nil else { return }
        }
        if let text { note(text) }
    }
}

extension Library {
    /// `accessoryType`, `accessoryView` of a cell: kept as set, and the cell's content view
    /// narrowed by the accessory's room when the table already holds the cell.
    static func cellAccessoryMember(_ name: String) -> Member {
        let plain = Member.appearance(name, "the cell's accessory, at its trailing edge: UIKit narrows the content view by its room")
        return Member(name: name, signature: name, help: "the cell's accessory, at its trailing edge: the content view is narrowed "
                          + "by its room (a disclosure indicator's, a checkmark's, an accessory view's width), approximate",
                      isLayout: true, get: plain.get,
                      set: { e, base, value, range throws(Interrupt) in
                          guard case .view(let view) = base else { try plain.set?(&e, base, value, range); return }
                          let cell = e.viewName(view)
                          let before = e.session.cellAccessory(of: cell)
                          try plain.set?(&e, base, value, range)
                          e.cellAccessoryChanged(cell, before: before.map { $0.known ? $0.width : 0 } ?? 0)
                      },
                      call: nil)
    }
}

extension Library {
    /// A cell's state flag (`isSelected`, `isHighlighted`, `isEditing`): as code set it, and
    /// false until it does, as a cell the table has just shown is.
    static func unsetFalse(_ name: String) -> Member {
        let plain = Member.appearance(name, "the cell's state: false until code sets it")
        return Member(name: name, signature: name, help: plain.help, isLayout: false,
                      get: { e, base, _ throws(Interrupt) in
                          if case .view(let view) = base, let value = e.swift.appearance[e.viewName(view)]?[name] { return value }
                          return .bool(false)
                      },
                      set: plain.set, call: nil)
    }
}
