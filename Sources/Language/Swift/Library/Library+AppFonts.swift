import Layout

extension Library {
    /// The argument labels a font's size goes by in the app's own font functions
    /// (`R.font.proximaNovaBold(size: 14)`, `UIFont.appFont(.bold, withSize: 32)`,
    /// `.customFont(ofSize: 12)`, `Fonts.heading(fontSize: 20)`).
    static let appFontSizeLabels: Set<String> = ["size", "ofSize", "withSize", "fontSize", "pointSize"]

    /// The app's own font function, not in the paste, called with its size: a font whose name says
    /// it is a font (`font`, `Font` in the call's path) and whose size is a number argument. Its
    /// face is the app's, but the size is in the paste: the system font of that size stands in, of
    /// the weight an argument (`weight: .semibold`, `.bold`) or the function's name
    /// (`proximaNovaABold`) says, and a note says so. Nil for any other call.
    static func appFont(_ callee: String, _ args: [EvaluatedArgument], _ e: inout Evaluator) -> Value? {
        // Given a text style (`UIFont.customFont(forTextStyle: .headline)`): the app's face at that
        // style's Dynamic Type size, measured as UIKit's font of the style.
        // (A size given too is the one the app's font is made at: `preferredFont(withTextStyle: .body, size: 16)`.)
        if callee.lowercased().contains("font"), !args.contains(where: { $0.label.map(appFontSizeLabels.contains) ?? false }),
           let style = args.lazy.compactMap({ if case .enumCase(let c) = $0.value, textStyleSizes[c] != nil { c } else { nil } }).first,
           let size = textStyleSizes[style] {
            e.note("'\(callee)(…)' is not in the paste (the app's own font): measured as UIKit's .\(style) font, "
                + "\(Session.number(size)) pt, the style it is given; its face is the app's")
            return .font(size, weight: style == "headline" ? .semibold : .regular, name: textStyleFontName(style))
        }
        // (`[UIFont brandFontWithSize:12]`, `Fonts.medium(14)`: a font function's one number is its size.)
        // (Not `fontSize(14)`, `scaledFontSize(14)`: a size's, a number.)
        let onlyNumber = args.count == 1 && args[0].label == nil && !callee.lowercased().hasSuffix("fontsize") ? args.first : nil
        guard callee.lowercased().contains("font"),
              let sizeArgument = args.first(where: { $0.label.map(appFontSizeLabels.contains) ?? false }) ?? onlyNumber,
              case .number(let size) = sizeArgument.value, size > 0 else { return nil }
        let weight = appFontWeight(callee, args)
        e.note("'\(callee)(…)' is not in the paste (the app's own font): measured as the \(Session.number(size))-pt system font"
            + (weight == .regular ? "" : ", \(weight.rawValue)") + ", the size it is given; its face is the app's")
        return .font(size, weight: weight)
    }

    /// `UIFont.preferredFont(ofSize: 12)`: a static method named as one of UIFont's but called
    /// with labels UIKit's does not take (`forTextStyle:`) is the app's own font function
    /// (``appFont(_:_:_:)``), measured by the size given. Nil for UIKit's own call, or any other.
    static func appFontNamedLikeUIKits(_ callee: String, _ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator) -> Value? {
        guard let m = staticMember(name, of: "UIFont"), m.call != nil, let theirs = signatureLabels(m.signature) else { return nil }
        // No label at all, one label UIKit's form shares (`systemFont(ofSize:weight:)` beside
        // `systemFont(ofSize:)`), or only labels its other forms take: UIKit's.
        let named = args.compactMap(\.label)
        guard !named.isEmpty, !named.contains(where: { theirs.contains($0) }),
              !(m.labels.map { allowed in named.allSatisfy(allowed.contains) } ?? false) else { return nil }
        return appFont(callee, args, &e)
    }

    /// The weight an argument names (`weight: .semibold`, `.bold`), else the one the font's name
    /// names in its path (`proximaNovaABold`, `Fonts.bold.font`), else regular.
    static func appFontWeight(_ name: String, _ args: [EvaluatedArgument]) -> FontWeight {
        for argument in args {
            if case .enumCase(let c) = argument.value, let weight = FontWeight(name: c) { return weight }
        }
        let word = name.lowercased()
        // Longest first: `semibold` before `bold`, `ultralight` before `light`.
        let byLength = FontWeight.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        return byLength.first { word.contains($0.rawValue.lowercased()) } ?? .regular
    }
}
