/// The views and metrics dictionaries of a Visual Format call that the paste does not hold.
///
/// Listings and app files pass `views: viewsDict` or `views: self.views` made a paragraph above,
/// in a helper, or with `NSDictionaryOfVariableBindings`, whose keys are the views' own names. When
/// the dictionary is not in the paste, every name the format uses is looked up as a name of the
/// code: a view found under each (a view the page declares elsewhere is made as its name says,
/// as anywhere else) makes the dictionary, with a note; a name that is not a view leaves the call
/// as it was (its constraints skipped as the app's own, or the name refused at the prompt).
extension Evaluator {
    /// Fills `views:` (and `metrics:`) of a Visual Format call in `arguments` when they are names
    /// the paste does not declare, as described above.
    mutating func bindFormatDictionaries(_ arguments: inout [EvaluatedArgument], _ frame: Frame) throws(Interrupt) {
        guard let viewsIndex = arguments.firstIndex(where: { $0.label == "views" }),
              case .opaque = arguments[viewsIndex].value, let (dictionaryName, dictionaryRange) = Self.plainName(arguments[viewsIndex].expr),
              let formatArgument = arguments.first(where: { $0.label == "withVisualFormat" }) ?? arguments.first(where: { $0.label == nil }),
              case .string(let text) = formatArgument.value else { return }
        // Places in the string are counted from its first character, after the quote.
        var start = formatArgument.expr.range.start
        if case .string = formatArgument.expr { start.column += 1 }
        var scanner = StringScanner(text: text, at: start)
        guard let format = try? VisualFormatParser.parse(&scanner) else { return }
        var viewNames: [String] = []
        var otherNames: [String] = []
        var ranges: [String: SourceRange] = [:]
        func noteNames(of predicates: [VisualFormatPredicate]) {
            for predicate in predicates {
                for case .name(let name) in [predicate.object] + (predicate.priority.map { [$0] } ?? []) {
                    otherNames.append(name.name)
                    ranges[name.name] = ranges[name.name] ?? name.range
                }
            }
        }
        for element in format.elements {
            switch element {
            case .view(let view):
                if !viewNames.contains(view.name.name) { viewNames.append(view.name.name) }
                ranges[view.name.name] = ranges[view.name.name] ?? view.name.range
                noteNames(of: view.predicates)
            case .connection(let connection):
                if case .predicates(let predicates) = connection.kind { noteNames(of: predicates) }
            case .superview: break
            }
        }
        guard !viewNames.isEmpty else { return }
        // First read every name without making anything: a name that is neither a view nor one
        // the page may declare elsewhere leaves the call as it was.
        var found: [String: Value] = [:]
        var standIns: [String] = []
        for name in viewNames {
            if declaredAnywhere(name, frame) || frame.selfValue != nil {
                guard let value = try read(name, at: ranges[name] ?? dictionaryRange, frame), case .view = value else { return }
                found[name] = value
            } else if canMakeStandIn(name, frame) {
                standIns.append(name)
            } else {
                return
            }
        }
        for name in standIns {
            guard let made = try makeStandIn(name, at: ranges[name] ?? dictionaryRange) else { return }
            found[name] = made
        }
        // A predicate's name is another view of the dictionary or a metric; one that is a view in
        // the code joins the dictionary.
        var metrics: [(name: String, value: Value)] = []
        for name in otherNames where found[name] == nil && !metrics.contains(where: { $0.name == name }) {
            guard declaredAnywhere(name, frame) || frame.selfValue != nil,
                  let value = try read(name, at: ranges[name] ?? dictionaryRange, frame) else { continue }
            switch value {
            case .view: found[name] = value
            case .number: metrics.append((name, value))
            default: break
            }
        }
        undeclared.removeAll { $0.name == dictionaryName && $0.range == dictionaryRange }
        forgetSkippedMember(dictionaryName)
        let keys = found.keys.sorted()
        arguments[viewsIndex].value = .dictionary(keys.map { DictionaryEntryValue(key: .string($0), value: found[$0]!) })
        note("'\(dictionaryName)' is not in the paste: the format's names are read as the views of those names "
            + "(\(keys.joined(separator: ", "))), as NSDictionaryOfVariableBindings makes the dictionary")
        if let metricsIndex = arguments.firstIndex(where: { $0.label == "metrics" }), case .opaque = arguments[metricsIndex].value,
           let (metricsName, metricsRange) = Self.plainName(arguments[metricsIndex].expr), !metrics.isEmpty {
            undeclared.removeAll { $0.name == metricsName && $0.range == metricsRange }
            forgetSkippedMember(metricsName)
            arguments[metricsIndex].value = .dictionary(metrics.map { DictionaryEntryValue(key: .string($0.name), value: $0.value) })
            note("'\(metricsName)' is not in the paste: the format's metrics are read as the numbers of those names "
                + "(\(metrics.map(\.name).joined(separator: ", ")))")
        }
    }

    /// `views` or `self.views`: the name and where it is written; nil for any other expression.
    static func plainName(_ expr: Expr) -> (String, SourceRange)? {
        switch expr {
        case .identifier(let name, let range), .member(.selfExpr, let name, let range, _): (name, range)
        default: nil
        }
    }

    /// Takes back the note that skipped a name (as the app's own, or as a member not modelled).
    mutating func forgetSkippedMember(_ name: String) {
        notes.removeAll { $0.hasPrefix("skipped '\(name)': ") }
        noted = noted.filter { !$0.hasPrefix("skipped '\(name)': ") }
    }

    /// A `views:` or `metrics:` argument that is a name nothing declared (nor a member of `self`): the
    /// app's own (as any such name), but never a misspelling of a view's name (`views` is not
    /// `view`), so it is not refused before ``bindFormatDictionaries(_:_:)`` has looked at the
    /// format's names. Nil for any other argument, which is read as usual.
    mutating func formatDictionaryNotInPaste(_ expr: Expr, _ frame: Frame) throws(Interrupt) -> Value? {
        guard case .identifier(let name, let range) = expr, !declaredAnywhere(name, frame),
              name != "view", name != "root", Library.global(name) == nil else { return nil }
        if let selfValue = frame.selfValue, try implicitSelfMember(selfValue, name, at: range) != nil { return nil }
        if declaredCodeDepth == 0 { undeclared.append((name, range, nil)) }
        note("skipped '\(name)': it is not in the paste (the app's own code); lines that need it are skipped")
        return .opaque(name)
    }

    /// A name of the format read as the code would read it; nil when it cannot be (a name the
    /// paste does not hold, or a near miss of one it does), which leaves the call as it was.
    mutating func read(_ name: String, at range: SourceRange, _ frame: Frame) throws(Interrupt) -> Value? {
        let saved = (notes, noted, undeclared, skippedReads)
        do {
            let value = try evaluate(.identifier(name, range), frame)
            if case .opaque = value { (notes, noted, undeclared, skippedReads) = saved; return nil }
            return value
        } catch {
            if case .failure = error { (notes, noted, undeclared, skippedReads) = saved; return nil }
            throw error
        }
    }

    /// Whether a name is declared where the code can read it (a local, a member of `self`, a
    /// global or a view of the session), without reading it.
    func declaredAnywhere(_ name: String, _ frame: Frame) -> Bool {
        frame.scope.lookup(name, before: topScope) != nil || topScope?.own(name) != nil || swift.globals[name] != nil
            || session.state.layout.id(of: name) != nil || session.state.detached[name] != nil
    }
}
