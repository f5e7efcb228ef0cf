import Layout
import Rendering

extension Answer {
    /// The same answer as one JSON object, keys in a fixed order.
    public var json: String {
        let layout = rebuild.layout
        let log = rebuild.log
        // A constraint of the rebuilt layout; one with no line is Layoutbook's assumption (the
        // cell around a content view, the screen), flagged so.
        func constraint(_ id: LayoutConstraintID) -> JSONValue {
            var fields: [(String, JSONValue)] = [("line", line(of: id).map { .number(Double($0)) } ?? .null),
                                                 ("constraint", .string(layout.describe(id)))]
            if let made = rebuild.entry(of: id)?.madeAt { fields.append(("madeAt", .string(made))) }
            if Self.isSizeRule(id, rebuild) {
                fields.append(("uikitRule", .bool(true)))
            } else if line(of: id) == nil {
                fields.append(("assumed", .bool(true)))
            }
            return .object(fields)
        }
        // What UIKit broke, whenever the log says it, rebuilt or not.
        let broke: JSONValue = log.broken.map { entry in
            .object([("line", .number(Double(entry.line))),
                     ("constraint", uikitBroke.map { .string(layout.describe($0)) } ?? .null),
                     ("log", .string(entry.source))]
                + (entry.madeAt.map { [("madeAt", JSONValue.string($0))] } ?? []))
        } ?? .null
        let views: [JSONValue] = rebuild.views.map { v in
            let f = layout.frame(of: v.id)
            return .object([
                ("name", .string(v.name)), ("log", .string(v.item.logText)),
                ("superview", .string(layout.superview(of: v.id).flatMap { layout.name(of: $0) } ?? "root")),
                ("placement", v.placement.map(JSONValue.string) ?? .null),
                ("frame", .array([f.minX, f.minY, f.width, f.height].map(JSONValue.number))),
            ])
        }
        let constraints: [JSONValue] = rebuild.constraints.enumerated().map { index, c in
            let entry = log.entries[index]
            return .object([
                ("line", .number(Double(entry.line))), ("log", .string(entry.source)),
                ("constraint", c.id.map { .string(layout.describe($0)) } ?? .null),
                ("identifier", entry.identifier.map(JSONValue.string) ?? .null),
                ("madeAt", entry.madeAt.map(JSONValue.string) ?? .null),
                ("generatedBy", c.generated.map { .string($0.kind.rawValue) } ?? .null),
                ("explanation", c.generated.map { .string($0.explanation) } ?? .null),
                ("note", c.note.map(JSONValue.string) ?? .null),
            ])
        }
        let object: JSONValue = .object([
            ("type", .string("conflictLog")),
            ("form", .string(log.form.rawValue)),
            ("views", .array(views)),
            ("constraints", .array(constraints)),
            ("notes", .array(log.notes.map { .object([("line", .number(Double($0.line))), ("message", .string($0.message))]) })),
            ("assumptions", .array(rebuild.assumptions.map(JSONValue.string))),
            ("conflict", .bool(conflict != nil)),
            ("minimalSet", .array(minimalSet.map(constraint))),
            ("uikitBroke", broke),
            ("layoutbookBroke", conflict.map { constraint($0.broken) } ?? .null),
            ("effect", .array(effect.map(JSONValue.string))),
            ("systemOnly", .bool(systemOnly)),
            ("negativeSize", negativeSize.map(JSONValue.string) ?? .null),
            ("missing", missing.map(JSONValue.string) ?? .null),
            ("otherConflicts", .array(otherConflicts.map { constraint($0.broken) })),
            ("fixes", .array(fixes.map {
                .object([("kind", .string($0.kind.rawValue)), ("fix", .string($0.advice)),
                         ("satisfiable", .bool($0.satisfiable))]
                    + ($0.code.map { [("code", JSONValue.string($0))] } ?? []))
            })),
            ("untriedFixes", .number(Double(untried))),
        ])
        return object.encoded
    }
}
