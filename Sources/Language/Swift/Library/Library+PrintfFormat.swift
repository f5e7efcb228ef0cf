/// One conversion of a C format (`%.2f`, `%ld`, `%03d`) applied to a value, as
/// `[NSString stringWithFormat:]` prints a number: the text a label shows, whose width its
/// layout takes. A number the paste cannot work out (the app's cache size, a model's count)
/// prints as 0 in the conversion's form, with a note, never as the expression's text.
extension Library {
    static let printfFunction = "$printf"

    static func printf(_ spec: String, _ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        let scalars = Array(spec.unicodeScalars)
        guard let conversion = scalars.last else { return .string(e.describe(value)) }
        var flags = "", digits = "", precision: Int?
        var i = 1
        while i < scalars.count - 1, "-+ #0".unicodeScalars.contains(scalars[i]) { flags.unicodeScalars.append(scalars[i]); i += 1 }
        while i < scalars.count - 1, ("0"..."9").contains(scalars[i]) { digits.unicodeScalars.append(scalars[i]); i += 1 }
        if i < scalars.count - 1, scalars[i] == "." {
            i += 1
            var p = ""
            while i < scalars.count - 1, ("0"..."9").contains(scalars[i]) { p.unicodeScalars.append(scalars[i]); i += 1 }
            precision = Int(p) ?? 0
        }
        let n: Double
        switch value {
        case .none: n = 0  // a message to nil answers 0, as Objective-C's does
        case .bool(let b): n = b ? 1 : 0
        default: n = try number(value, &e, at: range)
        }
        var text: String
        switch conversion {
        case "d", "i", "u":
            guard n.isFinite, abs(n) < 9.0e18 else { text = e.describe(.number(n)); break }
            text = String(Int64(n.rounded(.towardZero)))
        case "x", "X":
            guard n.isFinite, abs(n) < 9.0e18 else { text = e.describe(.number(n)); break }
            text = String(Int64(n.rounded(.towardZero)), radix: 16, uppercase: conversion == "X")
        case "f", "F":
            text = fixed(n, places: precision ?? 6)
        default:
            text = e.describe(.number(n))
        }
        if flags.contains("+"), n >= 0 { text = "+" + text }
        if let width = Int(digits), text.count < width {
            let pad = String(repeating: flags.contains("0") && !flags.contains("-") ? "0" : " ", count: width - text.count)
            if flags.contains("-") { text += pad }
            else if pad.first == "0", text.first == "-" || text.first == "+" { text = String(text.first!) + pad + text.dropFirst() }
            else { text = pad + text }
        }
        return .string(text)
    }

    /// Swift's `String(format: "%d of %@", done, total)`: each conversion takes the next
    /// argument, a number's (`%d`, `%.1f`, `%02ld`) printed in its form, any other (`%@`, `%s`)
    /// written as interpolation writes it; `%%` is a percent sign. A conversion left without an
    /// argument stays as it is written.
    static func formatted(_ format: String, _ arguments: [EvaluatedArgument], _ e: inout Evaluator,
                          at range: SourceRange) throws(Interrupt) -> Value {
        var text = ""
        var remaining = arguments[...]
        try walkFormat(format, hasArgument: { !remaining.isEmpty }, text: { text += $0 }) { (spec: String) throws(Interrupt) in
            let argument = remaining.removeFirst()
            if let conversion = spec.unicodeScalars.last, "diufFxX".unicodeScalars.contains(conversion),
               case .string(let printed) = try printf(spec, argument.value, &e, at: argument.range) {
                text += printed
            } else {
                text += e.interpolated(argument.value, of: argument.expr)
            }
            try e.checkLength(text.utf8.count, at: range)
        }
        return .string(text)
    }

    /// Walks a C format (`"%d of %@"`, `%-5.2f`, `%%`): literal text goes to `text`, each
    /// conversion as written (`%02ld`) to `convert` while `hasArgument` says an argument is left
    /// for it; without one its `%` is text and the walk goes on after it. `%%` is a percent sign.
    /// Swift's `String(format:)` and Objective-C's `stringWithFormat:` both read formats so.
    static func walkFormat<E: Error>(_ format: String, hasArgument: () -> Bool, text: (String) -> Void,
                                     convert: (String) throws(E) -> Void) throws(E) {
        var run = ""
        let scalars = Array(format.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "%", i + 1 < scalars.count else { run.unicodeScalars.append(c); i += 1; continue }
            if scalars[i + 1] == "%" { run += "%"; i += 2; continue }
            var j = i + 1
            while j < scalars.count, "-+ #0123456789.*lhqLzjt".unicodeScalars.contains(scalars[j]) { j += 1 }
            guard j < scalars.count, hasArgument() else { run.unicodeScalars.append(c); i += 1; continue }
            if !run.isEmpty { text(run); run = "" }
            try convert(String(String.UnicodeScalarView(scalars[i...j])))
            i = j + 1
        }
        if !run.isEmpty { text(run) }
    }

    /// `n` with `places` digits after the point, rounded half away from zero (C's `%.Nf` on the
    /// numbers a layout meets).
    static func fixed(_ n: Double, places: Int) -> String {
        let places = min(places, 12)
        guard n.isFinite else { return n.isNaN ? "nan" : (n < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(n) * scale).rounded()
        guard scaled < 9.0e18 else { return String(n) }
        let whole = Int64(scaled)
        let integer = whole / Int64(scale), fraction = whole % Int64(scale)
        var text = (n < 0 && whole != 0 ? "-" : "") + String(integer)
        if places > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return text
    }
}
