import Layout

/// SnapKit 0.x's descriptions, `<Module.LayoutConstraint:0x…> <UIView:0x…>.top ==
/// <_UILayoutGuide:0x…>.bottom`, print addresses that are not the objects': the same constraint
/// printed under "Will attempt to recover" shows other addresses than in the list, for itself and
/// for its items, and they match no item of UIKit's own entries. Taken as printed, its items
/// would be views of their own, tied to nothing, and the list would not conflict.
///
/// UIKit lists a conflict's constraints, so the list does conflict: each item such an entry
/// prints that no other entry names is read as an item of the same class that the other entries
/// name, the first reading (in the order the log shows the items) under which the rebuilt list
/// conflicts. When none does, or the choices are more than ``maximumReadings`` (fewer for a long
/// log: ``maximumEntriesRebuilt``), the log is left as printed. A note on the entry's line says what was read as what.
enum BracketedAddresses {
    /// The most readings tried: each is a rebuild of the log.
    static let maximumReadings = 64
    /// The most entries rebuilt over all readings: a long log gets fewer readings, so that
    /// reading its addresses never costs more than a few rebuilds of a short one.
    static let maximumEntriesRebuilt = 2_000

    static func resolve(_ log: ConflictLog, screen: Size) -> ConflictLog {
        let bracketed = log.entries.indices.filter { log.entries[$0].hasBracketedItems }
        guard !bracketed.isEmpty, bracketed.count < log.entries.count else { return log }
        // The items UIKit's own entries name, by class, in order of first appearance.
        var known: [String: [LogItem]] = [:]
        var knownAddresses: Set<String> = []
        for (index, entry) in log.entries.enumerated() where !bracketed.contains(index) {
            for item in ItemGraph.items(of: entry.body) + entry.names.map(\.item) {
                guard let address = item.address, address.hasPrefix("0x"), item.className != nil,
                      knownAddresses.insert(address).inserted else { continue }
                known[item.plainClass, default: []].append(item)
            }
        }
        var unknown: [LogItem] = []
        for index in bracketed {
            for item in ItemGraph.items(of: log.entries[index].body) {
                guard let address = item.address, !knownAddresses.contains(address),
                      !unknown.contains(where: { $0.address == address }) else { continue }
                unknown.append(item)
            }
        }
        let choices = unknown.map { known[$0.plainClass] ?? [] }
        guard !unknown.isEmpty, choices.allSatisfy({ !$0.isEmpty }) else { return log }
        let budget = min(maximumReadings, max(1, maximumEntriesRebuilt / log.entries.count))
        var readings = 1
        for options in choices {
            readings *= options.count
            if readings > budget { return log }
        }
        for reading in 0..<readings {
            var pick: [String: LogItem] = [:]
            var rest = reading
            for (item, options) in zip(unknown, choices) {
                if let address = item.address { pick[address] = options[rest % options.count] }
                rest /= options.count
            }
            var trial = log
            for index in bracketed { trial.entries[index].body = substitute(trial.entries[index].body, pick) }
            var names = ViewNames()
            guard !Rebuild(resolved: trial, screen: screen, names: &names).layout.conflicts.isEmpty else { continue }
            let read = unknown.compactMap { item in
                item.address.flatMap { pick[$0] }.map { "\(item.logText) as \($0.logText)" }
            }
            let line = log.entries[bracketed[0]].line
            trial.notes.append(.init(line: line, message: "SnapKit 0.x prints addresses that are not the objects' (they "
                + "match no other item of the log): read \(read.joined(separator: ", ")), the items of those classes "
                + "under which the list conflicts, as UIKit's list always does"))
            trial.notes.sort { $0.line < $1.line }
            return trial
        }
        return log
    }

    /// The body with the items `pick` names (by printed address) read as the items it gives.
    static func substitute(_ body: LogBody, _ pick: [String: LogItem]) -> LogBody {
        guard case .relation(var r) = body else { return body }
        if let address = r.first.address, let item = pick[address] { r.first = item }
        if let address = r.second?.address, let item = pick[address] { r.second = item }
        return .relation(r)
    }
}
