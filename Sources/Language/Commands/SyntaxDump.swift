/// The canonical text form of the syntax tree: one node per line, `Kind details @range`, children
/// indented two spaces. It is the parser's test oracle, so it is stable and complete.
public enum SyntaxDump {
    /// Dumps every command, one tree after another.
    public static func dump(_ commands: [Command]) -> String {
        var dumper = Dumper()
        for command in commands { dumper.command(command) }
        return dumper.lines.joined(separator: "\n")
    }

    /// Dumps one command.
    public static func dump(_ command: Command) -> String {
        dump([command])
    }
}

extension Command: CustomStringConvertible {
    /// The command's syntax-tree dump.
    public var description: String { SyntaxDump.dump(self) }
}

private struct Dumper {
    var lines: [String] = []
    var depth = 0

    mutating func line(_ text: String, _ range: SourceRange) {
        lines.append(String(repeating: "  ", count: depth) + text + " " + range.description)
    }

    mutating func nested(_ body: (inout Dumper) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    mutating func command(_ command: Command) {
        switch command {
        case .view(let node): view(node)
        case .stackEdit(let node): line("StackEdit \(Dumper.quoted(node.stack.name)) \(node.operation)", node.range)
        case .stack(let node):
            line("Stack \(Dumper.quoted(node.name.name))\(node.parent.map { " in \($0.name)" } ?? "")", node.range)
        case .remove(let node):
            line("Remove", node.range)
            nested { $0.name("Name", node.name) }
        case .screen(let node):
            line("Screen", node.range)
            nested { $0.size(node.size) }
        case .rotate(let range): line("Rotate", range)
        case .frames(let range): line("Frames", range)
        case .undo(let range): line("Undo", range)
        case .redo(let range): line("Redo", range)
        case .snapKit(let node): snapKit(node)
        case .snapKitRemoval(let node):
            line("SnapKitRemoval \(node.spelling.rawValue)removeConstraints", node.range)
            nested { $0.item("Receiver", node.receiver, node.receiver.range) }
        case .constraintDeclaration(let node):
            line("ConstraintDeclaration", node.range)
            nested {
                $0.name("Name", node.name)
                $0.constraintExpression(node.value)
            }
        case .constraintAssignment(let node): constraintAssignment(node)
        case .constraintActivation(let node):
            let flag = node.method == "isActive" ? " \(node.activates)" : ""
            line("ConstraintActivation \(node.method)\(flag)", node.range)
            nested {
                if let receiver = node.receiver { $0.item("Receiver", receiver, receiver.range) }
                for item in node.items { $0.constraintExpression(item) }
            }
        case .uikitView(let node):
            line("UIKitView \(node.viewClass.rawValue)", node.range)
            nested {
                $0.name("Name", node.name)
                if let frame = node.frame { $0.rect(frame, "Frame") }
                if let source = node.frameOf {
                    $0.line("FrameOf \(source.item).\(source.isBounds ? "bounds" : "frame")", source.range)
                }
            }
        case .addSubview(let node):
            line("AddSubview", node.range)
            nested {
                $0.item("Parent", node.parent, node.parent.range)
                $0.name("Child", node.child)
            }
        case .lifecycleMethod(let node):
            line("LifecycleMethod \(node.name.name)", node.range)
            nested { for command in node.body { $0.command(command) } }
        case .equation(let node): equation(node)
        case .visualFormat(let node): visualFormat(node)
        case .flk(let node): flk(node)
        case .property(let node):
            line("Property \(node.property.rawValue)", node.range)
            nested {
                $0.item("Target", node.target, node.target.range)
                $0.propertyValue(node.value)
            }
        case .layoutPriority(let node):
            line("LayoutPriority \(node.kind.rawValue)", node.range)
            nested {
                $0.item("Target", node.view, node.view.range)
                $0.priority(node.priority)
                $0.line("Axis \(node.axis.rawValue)", node.axisRange)
            }
        case .scroll(let node):
            line("ScrollTo", node.range)
            nested {
                $0.name("Name", node.view)
                $0.point(node.offset)
            }
        case .zoom(let node):
            line("ZoomTo", node.range)
            nested {
                $0.name("Name", node.view)
                $0.rect(node.rect)
            }
        case .inspect(let node):
            line("Inspect \(node.kind.rawValue)", node.range)
            nested { if let view = node.view { $0.name("Name", view) } }
        case .setOutput(let node):
            line("SetOutput", node.range)
            nested { $0.line("Mode \(node.mode.rawValue)", node.modeRange) }
        case .setPicture(let node):
            line("SetPicture", node.range)
            nested { if let size = node.size { $0.size(size) } }
        case .help(let node):
            line("Help", node.range)
            nested { if let topic = node.topic { $0.string("Topic", topic) } }
        case .file(let node):
            line(node.kind == .save ? (node.force ? "Save --force" : "Save") : "Load", node.range)
            nested { $0.string("Path", node.path) }
        case .cell(let node):
            line("Cell", node.range)
            nested {
                $0.string("Name", StringLiteral(node.name.name, range: node.name.range))
                if let parent = node.parent { $0.string("Parent", StringLiteral(parent.name, range: parent.range)) }
                $0.string("Width", StringLiteral(node.width.text, range: node.width.range))
                if let height = node.height { $0.string("Height", StringLiteral(height.text, range: height.range)) }
            }
        case .fit(let node):
            line("Fit", node.range)
            nested {
                $0.string("Name", StringLiteral(node.name.name, range: node.name.range))
                if let target = node.target { $0.string("Target", StringLiteral(target.rawValue, range: node.range)) }
            }
        case .device(let node):
            line("Device", node.range)
            nested { if let name = node.name { $0.string("Name", name) } }
        case .container(let node):
            line("Container", node.range)
            nested { if let words = node.words { $0.string("Words", words) } }
        case .interface(let node):
            switch node.kind {
            case .scenes: line("Scenes", node.range)
            case .misplaced: line("Misplaced", node.range)
            case .scene(let which):
                line("Scene", node.range)
                nested { $0.string("Which", which) }
            }
        }
    }

    // MARK: - Declarations and properties

    mutating func view(_ node: ViewDeclaration) {
        line("ViewDeclaration \(node.kind.rawValue)", node.range)
        nested {
            $0.name("Name", node.name)
            if let parent = node.parent { $0.name("Parent", parent) }
            if let frame = node.frame { $0.rect(frame, "Frame") }
            if let text = node.text { $0.string("Text", text) }
            if let lines = node.lines { $0.number("Lines", lines) }
            if let font = node.font { $0.number("Font", font) }
            if let weight = node.fontWeight { $0.line("FontWeight \(weight.rawValue)", node.font?.range ?? node.range) }
            if let size = node.size { $0.size(size) }
        }
    }

    mutating func propertyValue(_ value: PropertyValue) {
        switch value {
        case .number(let number): self.number("Number", number)
        case .bool(let bool): line("Bool \(bool.value)", bool.range)
        case .string(let string): self.string("String", string)
        case .size(let size): self.size(size)
        case .point(let point): self.point(point)
        case .rect(let rect): self.rect(rect)
        case .insets(let insets): self.insets(insets)
        case .view(let view): name("View", view)
        case .none(let range): line("Nil", range)
        case .property(let item, let property, let range): line("PropertyReference \(item).\(property.rawValue)", range)
        case .centering(let mode, let range): line("Centering \(mode.rawValue)", range)
        case .adjustmentBehavior(let behavior, let range): line("AdjustmentBehavior \(behavior.rawValue)", range)
        case .word(let word): line("Word \(word.name)", word.range)
        case .font(let size, let weight, _, _): self.number("Font \(weight.rawValue)", size)
        }
    }

    // MARK: - SnapKit

    mutating func snapKit(_ node: SnapKitBlock) {
        line("SnapKitBlock \(node.spelling.rawValue)\(node.action.rawValue)", node.range)
        nested {
            $0.item("Receiver", node.receiver, node.receiver.range)
            $0.name("Parameter", node.parameter)
            for statement in node.statements { $0.snapKitStatement(statement) }
        }
    }

    mutating func snapKitStatement(_ node: SnapKitStatement) {
        line("Statement", node.range)
        nested {
            if let binding = node.binding {
                $0.line("Binding \(binding.declares ? "let " : "")\(binding.name.name)", binding.range)
            }
            $0.name("Maker", node.maker)
            for attribute in node.attributes { $0.attribute(attribute) }
            $0.line("Relation \(node.relation.methodName)", node.relation.range)
            if let target = node.relation.target {
                $0.nested {
                    switch target {
                    case .constant(let value): $0.constant(value)
                    case .item(let item):
                        $0.item("Item", item.item, item.range)
                        if let attribute = item.attribute { $0.nested { $0.attribute(attribute) } }
                    }
                }
            }
            for modifier in node.modifiers { $0.modifier(modifier) }
            if let suffix = node.constraintSuffix { $0.line("Constraint", suffix) }
        }
    }

    mutating func modifier(_ node: SnapKitModifier) {
        switch node.kind {
        case .offset(let value):
            line("Modifier offset", node.range)
            nested { $0.constant(value) }
        case .inset(let value):
            line("Modifier inset", node.range)
            nested { $0.constant(value) }
        case .multipliedBy(let value):
            line("Modifier multipliedBy", node.range)
            nested { $0.number("Number", value) }
        case .dividedBy(let value):
            line("Modifier dividedBy", node.range)
            nested { $0.number("Number", value) }
        case .priority(let value):
            line("Modifier priority", node.range)
            nested { $0.priority(value) }
        case .labeled(let value):
            line("Modifier labeled", node.range)
            nested { $0.string("String", value) }
        }
    }

    // MARK: - Anchors and equations

    mutating func anchorConstraint(_ node: AnchorConstraint) {
        line("AnchorConstraint \(node.relation.rawValue)", node.range)
        nested {
            $0.anchor(node.first)
            if let second = node.second { $0.anchor(second) }
            if let multiplier = node.multiplier { $0.number("Multiplier", multiplier) }
            if let constant = node.constant { $0.number("Constant", constant) }
        }
    }

    mutating func constraintExpression(_ node: ConstraintExpression) {
        switch node {
        case .constraint(let constraint): anchorConstraint(constraint)
        case .name(let name): self.name("Name", name)
        case .item(let constraint): itemConstraint(constraint)
        case .visualFormat(let call): visualFormatCall(call)
        case .array(let items, let range):
            line("ConstraintArray", range)
            nested { for item in items { $0.constraintExpression(item) } }
        }
    }

    mutating func itemConstraint(_ node: ItemConstraint) {
        line("ItemConstraint \(node.relation.rawValue)", node.range)
        nested {
            $0.item("Item", node.first, node.first.range)
            $0.attribute(node.firstAttribute)
            if let item = node.secondItem { $0.item("ToItem", item, item.range) }
            if let attribute = node.secondAttribute { $0.attribute(attribute) }
            if let nothing = node.nothingRange { $0.line("NotAnAttribute", nothing) }
            $0.number("Multiplier", node.multiplier)
            $0.number("Constant", node.constant)
        }
    }

    mutating func visualFormatCall(_ node: VisualFormatCall) {
        line("VisualFormatCall", node.range)
        nested {
            $0.visualFormatString(node.format)
            for option in node.options { $0.line("Option \(option.name.rawValue)", option.range) }
            if let metrics = node.metrics { $0.dictionaryArgument("Metrics", metrics) }
            $0.dictionaryArgument("Views", node.views)
        }
    }

    mutating func dictionaryArgument(_ label: String, _ node: DictionaryArgument) {
        switch node {
        case .literal(let literal):
            line(label, literal.range)
            nested { $0.dictionary(literal) }
        }
    }

    mutating func dictionary(_ node: DictionaryLiteral) {
        line("Dictionary", node.range)
        nested {
            for entry in node.entries {
                switch entry.value {
                case .view(let item): $0.line("Entry \(Dumper.quoted(entry.key.value)): \(item)", entry.range)
                case .number(let number): $0.line("Entry \(Dumper.quoted(entry.key.value)): \(number.text)", entry.range)
                }
            }
        }
    }

    mutating func anchor(_ node: AnchorReference) {
        line("Anchor \(node.item).\(node.anchor.rawValue)", node.range)
    }

    mutating func constraintAssignment(_ node: ConstraintAssignment) {
        line("ConstraintAssignment", node.range)
        nested {
            $0.name("Name", node.constraint)
            switch node.value {
            case .isActive(let value): $0.line("IsActive \(value.value)", value.range)
            case .constant(let value): $0.number("Constant", value)
            case .priority(let value): $0.priority(value)
            }
        }
    }

    mutating func equation(_ node: Equation) {
        line("Equation \(node.relation.rawValue)", node.range)
        nested {
            $0.term(node.first)
            if let second = node.second { $0.term(second) }
            if let scale = node.scale {
                $0.line("Scale \(scale.isDivision ? "/" : "*") \(scale.value.text)", scale.range)
            }
            if let constant = node.constant { $0.number("Constant", constant) }
            if let priority = node.priority { $0.priority(priority) }
        }
    }

    mutating func term(_ node: AttributeTerm) {
        line("Term \(node.item).\(node.attribute.attribute.rawValue)", node.range)
    }

    // MARK: - Visual Format and FLK

    mutating func visualFormat(_ node: VisualFormatCommand) {
        line("VisualFormat", node.range)
        nested {
            $0.name("Superview", node.superview)
            $0.visualFormatString(node.format)
            for metric in node.metrics {
                $0.line("Metric \(metric.name.name)=\(metric.value.text)", metric.range)
            }
        }
    }

    mutating func visualFormatString(_ format: VisualFormat) {
        line("Format \(format.orientation.rawValue)", format.range)
        nested {
            if let range = format.orientationRange {
                $0.line("Orientation \(format.orientation.rawValue)", range)
            }
            for element in format.elements { $0.visualFormatElement(element) }
        }
    }

    mutating func visualFormatElement(_ element: VisualFormatElement) {
        switch element {
        case .superview(let range):
            line("Edge", range)
        case .connection(let connection):
            switch connection.kind {
            case .flush: line("Connection flush", connection.range)
            case .standard: line("Connection standard", connection.range)
            case .predicates(let predicates):
                line("Connection", connection.range)
                nested { for predicate in predicates { $0.visualFormatPredicate(predicate) } }
            }
        case .view(let view):
            line("View \(view.name.name)", view.range)
            nested { for predicate in view.predicates { $0.visualFormatPredicate(predicate) } }
        }
    }

    mutating func visualFormatPredicate(_ node: VisualFormatPredicate) {
        var text = (node.relation?.rawValue ?? "") + Dumper.objectText(node.object)
        if let priority = node.priority { text += "@" + Dumper.objectText(priority) }
        line("Predicate \(text)", node.range)
    }

    static func objectText(_ object: VisualFormatObject) -> String {
        switch object {
        case .number(let number): number.text
        case .name(let name): name.name
        }
    }

    mutating func flk(_ node: FLKCommand) {
        line("FLK \(node.method.rawValue)", node.range)
        nested {
            $0.name("View", node.view)
            if let other = node.other { $0.name("Other", other) }
            $0.string("Predicates", node.predicateString)
            $0.nested {
                for predicate in node.predicates {
                    var text = predicate.relation?.rawValue ?? ""
                    if let multiplier = predicate.multiplier { text += "*" + multiplier.text }
                    if let constant = predicate.constant {
                        let signed = predicate.multiplier != nil && constant.value >= 0
                        text += (signed ? "+" : "") + constant.text
                    }
                    if let priority = predicate.priority { text += "@" + priority.text }
                    $0.line("Predicate \(text)", predicate.range)
                }
            }
        }
    }

    // MARK: - Leaves

    mutating func name(_ label: String, _ identifier: Identifier) {
        line("\(label) \(identifier.name)", identifier.range)
    }

    mutating func item(_ label: String, _ item: ItemExpression, _ range: SourceRange) {
        line("\(label) \(item)", range)
    }

    mutating func attribute(_ node: AttributeReference) {
        line("Attribute \(node.attribute.rawValue)", node.range)
    }

    mutating func number(_ label: String, _ number: NumberLiteral) {
        line("\(label) \(number.text)", number.range)
    }

    mutating func string(_ label: String, _ string: StringLiteral) {
        line("\(label) \(Dumper.quoted(string.value))", string.range)
    }

    mutating func size(_ size: SizeLiteral) {
        line("Size \(size.width.text)x\(size.height.text)", size.range)
    }

    mutating func point(_ point: PointLiteral) {
        line("Point \(point.x.text),\(point.y.text)", point.range)
    }

    mutating func rect(_ rect: RectLiteral, _ label: String = "Rect") {
        line("\(label) \(rect.x.text),\(rect.y.text),\(rect.width.text),\(rect.height.text)", rect.range)
    }

    mutating func insets(_ insets: InsetsLiteral) {
        let values = [insets.top, insets.left, insets.bottom, insets.right].map(\.text).joined(separator: ",")
        line("\(insets.isDirectional ? "DirectionalInsets" : "Insets") \(values)", insets.range)
    }

    mutating func constant(_ value: ConstantValue) {
        switch value {
        case .number(let number): self.number("Number", number)
        case .size(let size): self.size(size)
        case .point(let point): self.point(point)
        case .insets(let insets): self.insets(insets)
        }
    }

    mutating func priority(_ node: Priority) {
        let text: String
        switch node.kind {
        case .number(let number): text = number.text
        case .named(let name): text = name.rawValue
        case .offset(let name, let delta):
            text = name.rawValue + (delta.value < 0 ? delta.text : "+" + delta.text)
        }
        line("Priority \(text)", node.range)
    }

    static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
