extension Parser {
    /// A command that starts with one of the command words.
    mutating func parseKeywordCommand(_ word: CommandWord) throws(ParseFailure) -> Command {
        let keyword = current
        let start = keyword.range.start
        switch word {
        case .scroll where peek(2).kind == .identifier && peek(2).text == "to":
            advance()
            let view = try expectIdentifier("a scroll view's name")
            advance()
            let offset = try parsePoint()
            return .scroll(ScrollCommand(view: view, offset: offset, range: range(from: start)))
        case .view, .scroll, .label, .image:
            return .view(try parseViewDeclaration())
        case .stack:
            return .stack(try parseStackDeclaration())
        case .remove:
            advance()
            let name = try expectIdentifier("the name of the view to remove")
            return .remove(RemoveCommand(name: name, range: range(from: start)))
        case .screen:
            advance()
            let size = try parseSize()
            return .screen(ScreenCommand(size: size, range: range(from: start)))
        case .rotate:
            return .rotate(advance().range)
        case .frames:
            return .frames(advance().range)
        case .undo:
            return .undo(advance().range)
        case .redo:
            return .redo(advance().range)
        case .zoom:
            advance()
            let view = try expectIdentifier("a scroll view's name")
            _ = try expectWord("to", " after the scroll view's name")
            let rect = try parseRect()
            return .zoom(ZoomCommand(view: view, rect: rect, range: range(from: start)))
        case .show, .constraints, .explain:
            advance()
            let kind = InspectionKind(rawValue: keyword.text) ?? .show
            let view = check(.identifier) ? try expectIdentifier("a view's name") : nil
            // `show [v] --svg FILE`: the picture written to a file, by the front end.
            if kind == .show, check(.minus), peek(1).kind == .minus, peek(2).kind == .identifier, peek(2).text == "svg" {
                advance()
                advance()
                advance()
                guard let path = parseRestOfLine() else { throw failure("expected a file name after '--svg'") }
                return .file(FileCommand(kind: .svg, path: path, view: view, range: range(from: start)))
            }
            return .inspect(InspectCommand(kind: kind, view: view, range: range(from: start)))
        case .set where peek(1).kind == .identifier && peek(1).text == "picture":
            advance()
            advance()
            if acceptWord("auto") != nil {
                return .setPicture(SetPictureCommand(size: nil, range: range(from: start)))
            }
            guard check(.number) else {
                throw failure("expected a size in columns and rows (such as 100x30) or 'auto' after 'set picture'")
            }
            let size = try parseSize()
            for value in [size.width, size.height] where value.value < 2 || value.value > 1000 || value.value.rounded() != value.value {
                throw failure("a picture is 2 to 1000 whole columns and rows", range: value.range)
            }
            return .setPicture(SetPictureCommand(size: size, range: range(from: start)))
        case .set:
            advance()
            guard check(.identifier) else { throw failure("expected 'output' or 'picture' after 'set'") }
            _ = try expectWord("output", " after 'set'")
            guard check(.identifier) else {
                throw failure("expected 'picture', 'changes' or 'quiet' after 'set output'")
            }
            let modeToken = advance()
            guard let mode = OutputMode(rawValue: modeToken.text) else {
                throw failure(
                    "unknown output mode '\(modeToken.text)'; expected 'picture', 'changes' or 'quiet'",
                    at: modeToken,
                    suggestion: Suggestion.closest(to: modeToken.text, in: OutputMode.allCases.map(\.rawValue)))
            }
            return .setOutput(SetOutputCommand(mode: mode, modeRange: modeToken.range, range: range(from: start)))
        case .help:
            advance()
            let topic = parseRestOfLine()
            return .help(HelpCommand(topic: topic, range: range(from: start)))
        case .save, .load:
            advance()
            // `save --force FILE`: the flag is two minus signs and the word, as on a command line.
            var force = false
            if word == .save, check(.minus), peek(1).kind == .minus, peek(2).kind == .identifier,
               peek(2).text == "force" {
                advance()
                advance()
                advance()
                force = true
            }
            guard let path = parseRestOfLine() else {
                throw failure("expected a file name after '\(keyword.text)\(force ? " --force" : "")'")
            }
            let kind: FileCommand.Kind = word == .save ? .save : .load
            return .file(FileCommand(kind: kind, path: path, force: force, range: range(from: start)))
        case .vfl:
            return .visualFormat(try parseVisualFormatCommand())
        case .flk:
            return .flk(try parseFLKCommand())
        case .cell:
            advance()
            let name = try expectIdentifier("the cell's name after 'cell'")
            var parent: Identifier? = nil
            if acceptWord("in") != nil { parent = try expectIdentifier("the view the cell is in") }
            _ = try expectWord("width", " and the width the table gives the cell: cell \(name.name) width 375")
            let width = try parseNumber("the cell's width")
            var height: NumberLiteral? = nil
            if acceptWord("height") != nil { height = try parseNumber("the height the table gives the cell") }
            return .cell(CellCommand(name: name, parent: parent, width: width, height: height, range: range(from: start)))
        case .fit:
            advance()
            let name = try expectIdentifier("the view to fit after 'fit'")
            var target: FitCommand.Target? = nil
            if check(.identifier), !current.isTerminator {
                guard let t = FitCommand.Target(rawValue: current.text) else {
                    throw failure("expected 'compressed', 'expanded' or the end of the command after 'fit \(name.name)', "
                        + "found \(current.quoted)", suggestion: Suggestion.closest(to: current.text, in: ["compressed", "expanded"]))
                }
                advance()
                target = t
            }
            return .fit(FitCommand(name: name, target: target, range: range(from: start)))
        case .device:
            advance()
            let name = parseRestOfLine()
            return .device(DeviceCommand(name: name, range: range(from: start)))
        case .in:
            advance()
            guard let words = parseRestOfLine() else {
                throw failure("expected what shows the view controller after 'in': navigation, tab bar, "
                    + "navigation and tab bar, or window")
            }
            return .container(ContainerCommand(words: words, range: range(from: start)))
        case .open:
            advance()
            guard let path = parseRestOfLine() else { throw failure("expected a storyboard or xib after 'open'") }
            return .file(FileCommand(kind: .open, path: path, range: range(from: start)))
        case .scenes:
            advance()
            return .interface(InterfaceCommand(kind: .scenes, range: range(from: start)))
        case .misplaced:
            advance()
            return .interface(InterfaceCommand(kind: .misplaced, range: range(from: start)))
        case .scene:
            advance()
            guard let which = parseRestOfLine() else {
                throw failure("expected a scene's number, storyboard id, class or title after 'scene' (type 'scenes' for the list)")
            }
            return .interface(InterfaceCommand(kind: .scene(which), range: range(from: start)))
        }
    }

    /// `view|scroll|label|image NAME` followed by options in any order.
    mutating func parseViewDeclaration() throws(ParseFailure) -> ViewDeclaration {
        let keyword = advance()
        let kind = DeclaredKind(rawValue: keyword.text) ?? .view
        let name = try expectIdentifier("a name for the new \(kind.rawValue)")
        var declaration = ViewDeclaration(kind: kind, name: name, range: keyword.range)
        var allowed = ["in", "frame"]
        if kind == .label { allowed += ["text", "lines", "font"] }
        if kind == .image { allowed += ["size"] }
        var seen: Set<String> = []
        while !current.isTerminator {
            // `scroll strip.pane to 400,0`: the command names a view, not a path to one.
            if kind == .scroll, current.text == ".", declaration.frame == nil, declaration.parent == nil {
                var path = [name.name]
                var ahead = 0
                while peek(ahead).text == ".", peek(ahead + 1).kind == .identifier {
                    path.append(peek(ahead + 1).text)
                    ahead += 2
                }
                let last = path.count > 1 ? path[path.count - 1] : "NAME"
                throw failure("'scroll' names a scroll view by its own name, not a path ('\(path.joined(separator: "."))'): "
                    + "write 'scroll \(last) to x,y' with the name the view is listed by, or set the offset in code: "
                    + "\(path.joined(separator: ".")).setContentOffset(CGPoint(x: 0, y: 100), animated: false)")
            }
            guard check(.identifier) else {
                // `label title "Sign in"`: the text wants its option word before it.
                let text = kind == .label && check(.string) ? "text \(current.text)" : nil
                throw failure("expected an option (\(allowed.map { "'\($0)'" }.joined(separator: ", "))), found \(current.quoted)",
                              suggestion: text)
            }
            let option = current
            guard allowed.contains(option.text) else {
                let everything = ["in", "frame", "text", "lines", "font", "size"]
                if everything.contains(option.text) {
                    throw failure("option '\(option.text)' does not apply to a \(kind.rawValue)")
                }
                throw failure(
                    "unknown option '\(option.text)' for '\(kind.rawValue)'",
                    suggestion: Suggestion.closest(to: option.text, in: allowed))
            }
            guard seen.insert(option.text).inserted else {
                throw failure("option '\(option.text)' is given twice")
            }
            advance()
            switch option.text {
            case "in": declaration.parent = try expectIdentifier("the name of the parent view after 'in'")
            case "frame": declaration.frame = try parseRect()
            case "text": declaration.text = try parseString("a string after 'text'")
            case "lines": declaration.lines = try parseNumber("a number of lines after 'lines'")
            case "font":
                declaration.font = try parseNumber("a font size after 'font'")
                declaration.fontWeight = try parseFontWeightWord()
            default: declaration.size = try parseSize()
            }
        }
        if kind == .image && declaration.size == nil {
            throw failure("an image needs a size, as in 'image \(name.name) size 800x600'", range: name.range)
        }
        declaration.range = range(from: keyword.range.start)
        return declaration
    }

    /// `stack NAME [in PARENT] [axis A] [spacing N] [distribution D] [alignment L] [margins] [a, b]`:
    /// options in any order, each at most once; the list of arranged views last.
    mutating func parseStackDeclaration() throws(ParseFailure) -> StackDeclaration {
        let keyword = advance()
        let name = try expectIdentifier("a name for the new stack view")
        var declaration = StackDeclaration(name: name, range: keyword.range)
        let allowed = ["in", "axis", "spacing", "distribution", "alignment", "margins"]
        var seen: Set<String> = []
        while !current.isTerminator {
            if check(.leftBracket) {
                let open = advance()
                var views: [Identifier] = []
                while !check(.rightBracket) {
                    views.append(try expectIdentifier("the name of an arranged view"))
                    if accept(.comma) == nil, !check(.rightBracket) {
                        throw failure("expected ',' or ']' in the list of arranged views, found \(current.quoted)")
                    }
                }
                advance()
                declaration.arranged = views
                declaration.arrangedRange = range(from: open.range.start)
                guard current.isTerminator else {
                    throw failure("the list of arranged views comes last, found \(current.quoted) after it")
                }
                break
            }
            guard check(.identifier) else {
                throw failure("expected an option (\(allowed.map { "'\($0)'" }.joined(separator: ", "))) or a list of views in [ ], found \(current.quoted)")
            }
            let option = current
            guard allowed.contains(option.text) else {
                throw failure("unknown option '\(option.text)' for 'stack'", suggestion: Suggestion.closest(to: option.text, in: allowed))
            }
            guard seen.insert(option.text).inserted else { throw failure("option '\(option.text)' is given twice") }
            advance()
            switch option.text {
            case "in": declaration.parent = try expectIdentifier("the name of the parent view after 'in'")
            case "spacing": declaration.spacing = try parseNumber("a spacing in points after 'spacing'")
            case "margins": declaration.marginsRelative = true
            default: declaration.options.append((try parseStackOption(option.text)).withKey(option.text))
            }
        }
        declaration.range = range(from: keyword.range.start)
        return declaration
    }

    /// A stack view's axis, distribution or alignment: a case name, with or without its dot.
    mutating func parseStackOption(_ what: String) throws(ParseFailure) -> Identifier {
        _ = accept(.dot)
        let cases = StackDeclaration.cases[what] ?? []
        guard check(.identifier) else {
            throw failure("expected \(what) (\(cases.joined(separator: ", "))), found \(current.quoted)")
        }
        let token = advance()
        guard cases.contains(token.text) else {
            throw failure("unknown \(what) '\(token.text)'; expected \(cases.joined(separator: ", "))", at: token,
                          suggestion: Suggestion.closest(to: token.text, in: cases))
        }
        return Identifier(token.text, range: token.range)
    }
}
