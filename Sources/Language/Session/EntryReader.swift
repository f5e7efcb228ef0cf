/// A block of lines read whole, whatever its braces say (a pasted conflict log): it begins at a
/// line its kind recognises and goes on while lines fit its shape.
public protocol WholeBlock {
    /// Takes a line if it belongs to the block; returns false, changing nothing, if not.
    mutating func feed(_ line: String) -> Bool
    /// Whether the block could end here, though lines of its shape may still follow.
    var mayEnd: Bool { get }
    /// Whether the block's last line was read.
    var isClosed: Bool { get }
}

/// The one reader of entries: the prompt, piped input, `run FILE`, a journal's replay and
/// ``Entry/split(_:)`` all feed it lines, so the same lines make the same entries everywhere.
///
/// It is fed a line at a time and hands back each entry as soon as the entry itself says it is
/// complete — its `{`, `(`, `[`, string literals and `/* */` comments closed (see
/// ``Continuation``) — never on the arrival of the next line. Some entries say so only
/// with what follows, and are held:
/// - a view controller's life-cycle method pasted without its class (`override func
///   viewDidLoad()`): the functions after it join it, as methods of the one controller.
/// - a type declaration (`class`, `struct`, `enum`, `extension`): a file's `extension`s (with the
///   blank and comment lines before them) join the entry of the type before them, since its
///   `viewDidLoad` may call what they declare and a view controller is presented when its entry
///   ends. It is handed back when the next entry shows itself not to be an extension. So is a
///   function's declaration: its body may call a method an `extension` below it adds (Swift sees
///   a file's declarations wherever they stand).
/// - a whole block (a conflict log) that may end at a line: the next line says whether it goes on.
/// - a call a trailing closure may still follow (`box.snp.makeConstraints`, `UIView.animate(…)`,
///   see ``Entry/mayTakeTrailingClosure``): a next line that opens with `{` joins it, as Swift
///   reads Allman-style code, and so does one that opens with a member (`.inset(by: pad)`), a
///   chain written a call to a line; any other line hands it back first.
/// ``finish()`` hands back what is held at the end of input; the prompt calls ``release()``
/// when nothing more of a paste is waiting.
public struct EntryReader {
    /// Makes the whole block a line begins, if it begins one.
    private let blockStarting: (String) -> (any WholeBlock)?

    /// The number of the last line read.
    private var lineNumber = 0
    /// The lines of the entry being read, and its first line's number.
    private var pending: [String] = []
    private var start = 1
    private var continuation = Continuation()
    /// The whole block being read, its lines and first line's number.
    private var block: (any WholeBlock)?
    private var blockLines: [String] = []
    private var blockStart = 1
    /// A complete type declaration, then the blank and comment entries after it, waiting to see
    /// whether an `extension` follows.
    private var held: [Entry] = []
    /// Complete type declarations (each with its extensions and the blank entries after it) that
    /// a later type declaration followed without joining: held while the file's declarations go
    /// on, since a type below them may still be one they use (`enum Metrics` at a file's end,
    /// after a second, unrelated view class). Handed back, each an entry of its own, when an entry
    /// that is not a type declaration comes; merged with what follows them when one they name does.
    private var earlier: [[Entry]] = []
    /// Whether the entry being read is an `extension` that joins ``held``.
    private var joining = false
    /// A complete entry that a trailing closure on the next line would still belong to
    /// (``Entry/mayTakeTrailingClosure``): held until that line shows whether it begins with `{`.
    private var call: Entry?

    /// A reader of Layoutbook's entries; `blocks` recognises the line that begins a whole block.
    public init(blocks: @escaping (String) -> (any WholeBlock)? = { _ in nil }) {
        blockStarting = blocks
    }

    /// Whether the lines read so far leave an entry unfinished: the prompt asks for more with `...> `.
    public var isInsideEntry: Bool {
        !pending.isEmpty || (block.map { !$0.mayEnd && !$0.isClosed } ?? false)
    }

    /// Whether a complete entry is held until what follows it says how it ends (a type
    /// declaration before a possible `extension`; a log that may go on).
    public var isHolding: Bool { !held.isEmpty || !earlier.isEmpty || block != nil || call != nil }

    /// Whether all that is held is a call its trailing closure may still follow: a reader of a
    /// pipe hands it back when no more input is waiting, as the prompt does.
    public var isHoldingCallOnly: Bool { call != nil && held.isEmpty && earlier.isEmpty && block == nil }

    /// Whether what is held is a whole block (a log), which waits longer for its next line.
    public var isHoldingBlock: Bool { block != nil }

    /// Reads one line (without its line break; a final carriage return is dropped) and returns
    /// the entries it completed, in order.
    public mutating func read(_ raw: String) -> [Entry] {
        lineNumber += 1
        let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
        var done: [Entry] = []
        if var current = block {
            if current.feed(line) {
                block = current
                blockLines.append(line)
                if current.isClosed { done += endBlock() }
                return done
            }
            // The line is not the log's: the log ended before it, and it begins the next entry.
            done += endBlock()
        }
        if pending.isEmpty, let held = call {
            call = nil
            let next = Entry(text: line, firstLine: lineNumber)
            if next.opensWithBrace || next.opensWithMember {
                // `box.snp.makeConstraints` then `{ make in` on the next line: one statement; so
                // is a call then `.offsetBy(dx: 8, dy: 0)` on the next, a chain one call a line.
                pending = Entry.lines(of: held.text)
                start = held.firstLine
                for old in pending { continuation.read(old) }
            } else {
                done.append(held)
            }
        }
        if pending.isEmpty {
            start = lineNumber
            if var begun = blockStarting(line) {
                done += releaseHeld()
                _ = begun.feed(line)
                block = begun
                blockLines = [line]
                blockStart = lineNumber
                if begun.isClosed { done += endBlock() }
                return done
            }
            // Where the first line already says the entry is no extension, the held type goes now.
            if !held.isEmpty, let word = Entry(text: line, firstLine: lineNumber).firstWord {
                if (word == "protocol" || word == "import") && Self.holdsProtocols(held) {
                    // Held along, as a comment is: see ``holdsProtocols(_:)``; an `import` line
                    // begins the next file of a paste of several.
                } else if Self.isSwiftTypeGroup(held), let named = Self.namedByEarlier(earlier, Entry(text: line, firstLine: lineNumber)) {
                    // A type (or an extension of one) that a waiting type of the file uses: the
                    // declarations from that one on are one entry, as a Swift file's are one scope.
                    held = earlier[named...].flatMap { $0 } + held
                    earlier.removeSubrange(named...)
                    joining = true
                } else if word == "extension" || Self.implementsHeldInterface(held, line)
                    || Self.joinsHeld(held, Entry(text: line, firstLine: lineNumber)) {
                    joining = true
                } else if ["class", "struct", "enum"].contains(word), Self.isSwiftTypeGroup(held) {
                    // Another type of the file: the held one waits with it (see ``earlier``).
                    earlier.append(held)
                    held = []
                } else {
                    done += releaseHeld()
                }
            }
        }
        pending.append(line)
        continuation.read(line)
        guard !continuation.isOpen else { return done }
        let entry = Entry(text: pending.joined(separator: "\n"), firstLine: start)
        pending = []
        continuation = Continuation()
        done += complete(entry)
        return done
    }

    /// The end of input: every entry still held or unfinished (an unfinished one as it is, so its
    /// error is reported).
    public mutating func finish() -> [Entry] {
        var done = releaseCall()
        if block != nil { done += endBlock() }
        if !pending.isEmpty {
            let entry = Entry(text: pending.joined(separator: "\n"), firstLine: start)
            pending = []
            continuation = Continuation()
            if joining {
                done += joined(with: entry)
            } else {
                done += releaseHeld()
                done.append(entry)
            }
        }
        return done + releaseHeld()
    }

    /// Hands back what is held, as if no more lines came: the prompt's decision when nothing more
    /// of a paste is waiting. An entry still open stays open.
    public mutating func release() -> [Entry] {
        var done = releaseCall()
        if let current = block, current.mayEnd || current.isClosed { done += endBlock() }
        if pending.isEmpty { done += releaseHeld() }
        return done
    }

    /// Drops the unfinished entry and everything held (Ctrl-C at the prompt).
    public mutating func cancel() {
        pending = []
        continuation = Continuation()
        block = nil
        blockLines = []
        held = []
        earlier = []
        joining = false
        call = nil
    }

    /// What to do with an entry whose own lines are complete.
    private mutating func complete(_ entry: Entry) -> [Entry] {
        if held.isEmpty, let named = Self.namedByEarlier(earlier, entry) {
            // A type an earlier one of the file uses: the declarations from that one on are one
            // entry, as a Swift file's are one scope.
            held = earlier[named...].flatMap { $0 }
            earlier.removeSubrange(named...)
            return joined(with: entry)
        }
        if !held.isEmpty {
            // The next file of a paste of several begins with its `import` lines: held too, so
            // that a type the held controller uses, declared in that file, still joins it.
            if entry.isBlank || (entry.isImports && Self.holdsProtocols(held))
                || (entry.firstWord == "protocol" && Self.holdsProtocols(held)) {
                held.append(entry)
                return []
            }
            if joining || entry.firstWord == "extension" || Self.joinsHeld(held, entry) { return joined(with: entry) }
        }
        // The next type of a file whose types wait (``earlier``) waits with them.
        let chained = held.isEmpty && !earlier.isEmpty && ["class", "struct", "enum"].contains(entry.firstWord ?? "")
        var done = chained ? [] : releaseHeld()
        // An Objective-C `@interface` is held too: its class's `@implementation` joins it; so is
        // an `@implementation`, for a category of its class below it (`@implementation PanelVC
        // (Layout)`) to join it, as the compiler gives the class the category's methods.
        if entry.declaresType || entry.firstObjectiveCKeyword == "@interface" || entry.firstObjectiveCKeyword == "@implementation"
            || entry.isLifecycleFunction || entry.declaresFunction
            || Self.makesFileGlobalOfLaterType(entry) {
            held = [entry]
        } else if entry.mayTakeTrailingClosure {
            call = entry
        } else {
            done.append(entry)
        }
        return done
    }

    /// Whether a held group is a Swift type's declaration (with its extensions).
    static func isSwiftTypeGroup(_ held: [Entry]) -> Bool {
        ["class", "struct", "enum", "extension"].contains(held.first?.firstWord ?? "")
    }

    /// The first of the waiting groups that names the type `entry` declares or extends, if any.
    static func namedByEarlier(_ earlier: [[Entry]], _ entry: Entry) -> Int? {
        guard !earlier.isEmpty, let name = entry.declaredTypeName ?? entry.extendedTypeName else { return nil }
        return earlier.firstIndex { group in group.contains { names(name, in: $0.text) } }
    }

    /// Whether a type declared after a held one joins its entry: a view controller is presented,
    /// and a pasted view shown, when its entry ends, and the view class or model it uses may be
    /// declared below it in the file, as Swift allows — any type after a controller, and a type
    /// the held code names (`let icons = [IconView(), IconView()]` above `class IconView`).
    static func joinsHeld(_ held: [Entry], _ entry: Entry) -> Bool {
        if continuesHeldObjectiveCClass(held, entry) { return true }
        // File globals made of a type the file may declare below them join one another, and the
        // type (the rule at the end) joins them.
        if let first = held.first, makesFileGlobalOfLaterType(first), makesFileGlobalOfLaterType(entry) { return true }
        // A controller's `viewDidLoad` pasted without its class, and the methods below it that it
        // calls (`setupConstraints()`, `[self setupConstraints]`): Swift and Objective-C see a
        // class's methods wherever they are declared in it.
        if held.first?.isLifecycleFunction == true, entry.declaresFunction || entry.declaresObjectiveCMethod { return true }
        if joinsAsGlobal(held, entry) { return true }
        // A file's function below the type that calls it (`func constraintEqual(…)` after the
        // view whose init uses it): Swift sees a file's functions wherever they are declared.
        if let name = entry.declaredFunctionName, let first = held.first, ["class", "struct", "enum"].contains(first.firstWord ?? ""),
           held.contains(where: { Self.names(name, in: $0.text) }) {
            return true
        }
        // A file's private function (`private func helper(…)`): only a file has one, so the types
        // below it are the file's too, as the held type is.
        if let first = held.first, ["class", "struct", "enum"].contains(first.firstWord ?? ""), entry.declaresFilePrivateFunction {
            return true
        }
        guard let word = entry.firstWord, ["class", "struct", "enum"].contains(word), let first = held.first else { return false }
        if first.text.contains("func viewDidLoad(") || first.text.contains("func loadView(") { return true }
        guard let name = entry.declaredTypeName else { return false }
        return held.contains { Self.names(name, in: $0.text) }
    }

    /// Whether an entry is a file's global (an access modifier says so: `private let shared =
    /// Metrics()`) made by calling a type that is not UIKit's: Swift sets a file's globals up at
    /// their first use, so the type may be declared below it in the file. Held, for that type's
    /// entry to join it.
    static func makesFileGlobalOfLaterType(_ entry: Entry) -> Bool {
        // (Substrings: the last holds the rest of the entry, a whole file's, not worth a copy.)
        let words = entry.text.drop { $0 == " " || $0 == "\t" }.split(separator: " ", maxSplits: 3)
        guard words.count > 2, ["private", "fileprivate"].contains(words[0]), ["let", "var"].contains(words[1]) else { return false }
        let sides = entry.text.split(separator: "=", maxSplits: 1)
        guard sides.count == 2 else { return false }
        let made = sides[1].drop { $0 == " " }
        let typeName = String(made.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard typeName.first?.isUppercase == true, made.dropFirst(typeName.count).hasPrefix("(") else { return false }
        return Library.type(named: typeName) == nil && !Library.isFrameworkTypeName(typeName)
    }

    /// Whether a global constant or view declared after a held type joins its entry
    /// (`let view1: UIView = { … }()`, `let padding: CGFloat = 16` below the controller that uses
    /// them): Swift sets a file's global up at its first use, so the type's methods see it
    /// wherever the file declares it. Only a global written as a file's are — its type written
    /// out, or made by a closure; one that makes or names the held type (`let vc =
    /// ViewController()`, a playground's next step), or a plain `let x = 1` typed next, stays an
    /// entry of its own.
    ///
    /// So is one with an access modifier (`fileprivate let kSide = 32.0`: only a file's globals
    /// have one), and one whose name the held type reads (`let kBarHeight = 56` below the view
    /// whose `didMoveToSuperview` uses it).
    static func joinsAsGlobal(_ held: [Entry], _ entry: Entry) -> Bool {
        guard let first = held.first, ["class", "struct", "enum"].contains(first.firstWord ?? "") else { return false }
        var words = entry.text.drop { $0 == " " || $0 == "\t" }.split(separator: " ", maxSplits: 3).map(String.init)
        let modified = ["private", "fileprivate", "public", "internal"].contains(words.first ?? "")
        if modified { words.removeFirst() }
        guard let word = words.first, word == "let" || word == "var", words.count > 1 else { return false }
        let heldTypes = held.compactMap(\.declaredTypeName)
        guard !heldTypes.isEmpty, !heldTypes.contains(where: { names($0, in: entry.text) }) else { return false }
        let sides = entry.text.split(separator: "=", maxSplits: 1)
        let typed = sides.first?.contains(":") ?? false
        let closureMade = sides.count == 2 && sides[1].drop { $0 == " " }.hasPrefix("{")
        let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        let read = !name.isEmpty && held.contains { names(name, in: $0.text) }
        return typed || closureMade || modified || read
    }

    /// Whether a text has `name` as a whole word (not inside a longer name).
    static func names(_ name: String, in written: String) -> Bool {
        func isNamePart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        // (A comment names nothing: `// MARK: - ProfileCard` above the class is no use of it.)
        let text = written.contains("//") || written.contains("/*") ? withoutComments(written) : written
        var rest = text[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map(isNamePart) ?? false) && !(after.map(isNamePart) ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// The text with its `//` and `/* */` comments left out (a `//` in a string literal is kept).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var inString = false, inLineComment = false, blockDepth = 0
        var previous: Character? = nil
        var skipNext = false
        let characters = Array(text)
        for (i, c) in characters.enumerated() {
            if skipNext { skipNext = false; previous = nil; continue }
            let next = i + 1 < characters.count ? characters[i + 1] : nil
            if inLineComment {
                if c == "\n" { inLineComment = false; result.append(c) }
                continue
            }
            if blockDepth > 0 {
                if c == "*", next == "/" { blockDepth -= 1; skipNext = true } else if c == "/", next == "*" { blockDepth += 1; skipNext = true }
                continue
            }
            if inString {
                if c == "\"", previous != "\\" { inString = false }
                result.append(c)
                previous = previous == "\\" && c == "\\" ? nil : c
                continue
            }
            if c == "/", next == "/" { inLineComment = true; continue }
            if c == "/", next == "*" { blockDepth = 1; skipNext = true; continue }
            if c == "\"" { inString = true }
            result.append(c)
            previous = c
        }
        return result
    }

    /// Whether a `protocol` after a held type is held along with it, as the blank and comment
    /// entries are: it shows nothing, and a type below it that the held one names (its base
    /// class, declared at the file's end after the delegate protocol) still joins it.
    static func holdsProtocols(_ held: [Entry]) -> Bool {
        held.first.map { ["class", "struct", "enum", "extension"].contains($0.firstWord ?? "") } ?? false
    }

    /// Whether a line begins the `@implementation` of the Objective-C `@interface` held (a class
    /// extension with the properties the implementation uses), or a further `@interface` or
    /// `@protocol` while a class held is still waiting for its `@implementation`: a header
    /// declares its classes one after another (`LoopCell`, then `LoopPageView`), and the source
    /// file pasted after it implements them, so they are read as one entry — a class is shown
    /// with its methods, not as its bare `@interface` left it.
    static func implementsHeldInterface(_ held: [Entry], _ line: String) -> Bool {
        guard held.first?.firstObjectiveCKeyword == "@interface" else { return false }
        let trimmed = Entry.droppingLeadingMacros(line.trimmingSpaces)
        if trimmed.hasPrefix("@implementation") { return true }
        guard trimmed.hasPrefix("@interface") || trimmed.hasPrefix("@protocol") else { return false }
        let text = held.map(\.text).joined(separator: "\n")
        let implemented = Set(declaredObjectiveCNames(after: "@implementation", in: text))
        return declaredObjectiveCNames(after: "@interface", in: text).contains { !implemented.contains($0) }
    }

    /// Whether an entry is a category of an Objective-C class held (`@implementation PanelVC
    /// (Layout)` or its `@interface`, after `@implementation PanelVC`).
    static func continuesHeldObjectiveCClass(_ held: [Entry], _ entry: Entry) -> Bool {
        guard let keyword = entry.firstObjectiveCKeyword, keyword == "@implementation" || keyword == "@interface",
              held.contains(where: { $0.firstObjectiveCKeyword != nil }) else { return false }
        let line = entry.text.split(separator: "\n").map { String($0).trimmingSpaces }.first { $0.hasPrefix(keyword) } ?? ""
        let rest = line.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, rest.dropFirst(name.count).drop(while: { $0 == " " }).hasPrefix("(") else { return false }
        let text = held.map(\.text).joined(separator: "\n")
        return (declaredObjectiveCNames(after: "@implementation", in: text) + declaredObjectiveCNames(after: "@interface", in: text)).contains(name)
    }

    /// The class names lines of a text declare after an Objective-C keyword (`@interface
    /// LoopCell : UIView` gives `LoopCell`).
    private static func declaredObjectiveCNames(after keyword: String, in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let trimmed = Entry.droppingLeadingMacros(line.drop { $0 == " " || $0 == "\t" })
            guard trimmed.hasPrefix(keyword) else { return nil }
            let name = trimmed.dropFirst(keyword.count).drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// The held type declaration with `entry`, its extension, as one entry, held in turn: more
    /// extensions may follow.
    private mutating func joined(with entry: Entry) -> [Entry] {
        joining = false
        guard let first = held.first else { return [entry] }
        let text = (held + [entry]).map(\.text).joined(separator: "\n")
        held = [Entry(text: text, firstLine: first.firstLine)]
        return []
    }

    private mutating func releaseCall() -> [Entry] {
        defer { call = nil }
        return call.map { [$0] } ?? []
    }

    private mutating func releaseHeld() -> [Entry] {
        defer { held = []; earlier = [] }
        joining = false
        return earlier.flatMap { $0 } + held
    }

    /// The whole block as an entry, without the blank lines at its end (each its own blank entry
    /// after it, as a script's blank lines are).
    private mutating func endBlock() -> [Entry] {
        var lines = blockLines
        var trailing: [String] = []
        while lines.count > 1, let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
            trailing.insert(last, at: 0)
            lines.removeLast()
        }
        var done = [Entry(text: lines.joined(separator: "\n"), firstLine: blockStart)]
        for (offset, blank) in trailing.enumerated() {
            done.append(Entry(text: blank, firstLine: blockStart + lines.count + offset))
        }
        block = nil
        blockLines = []
        return done
    }

    /// Every entry of a whole text, read line by line as a pipe would give it: a text that ends
    /// with a line break has no empty line after it.
    public mutating func entries(of text: String) -> [Entry] {
        var lines = Entry.lines(of: text)
        if text.utf8.last == 0x0A { lines.removeLast() }
        var done: [Entry] = []
        for line in lines { done += read(line) }
        return done + finish()
    }
}
