import Layout
import SharedStorage
#if canImport(Glibc)
import Glibc
#endif

/// Core Graphics values, fonts, priorities, and the Swift standard library pasted code uses
/// (arrays, dictionaries, strings, numbers), with UIKit's global functions of every era
/// (`CGRectMake`, `UIEdgeInsetsMake`) and the types' initialisers.
extension Library {
    static func prop(_ name: String, _ type: String, _ help: String, _ get: @escaping Member.Getter) -> Member {
        .property(name, type, help, get: get)
    }

    /// The rect with its width and height made positive, its origin moved to match.
    static func standardized(_ r: Rect) -> Rect {
        Rect(x: r.width < 0 ? r.minX + r.width : r.minX, y: r.height < 0 ? r.minY + r.height : r.minY,
             width: abs(r.width), height: abs(r.height))
    }

    static let valueTypes: [LibraryType] = [
        LibraryType("CGRect", help: "a rectangle: origin and size", members: [
            prop("origin", "CGPoint", "the top-left corner") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .point(Point(x: r.minX, y: r.minY)) } else { b } },
            prop("size", "CGSize", "the size") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .size(Size(width: r.width, height: r.height)) } else { b } },
            prop("width", "CGFloat", "the width") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.width) } else { b } },
            prop("height", "CGFloat", "the height") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.height) } else { b } },
            prop("minX", "CGFloat", "the left edge") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.minX) } else { b } },
            prop("minY", "CGFloat", "the top edge") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.minY) } else { b } },
            prop("maxX", "CGFloat", "the right edge") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.minX + r.width) } else { b } },
            prop("maxY", "CGFloat", "the bottom edge") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.minY + r.height) } else { b } },
            prop("midX", "CGFloat", "the horizontal centre") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.minX + r.width / 2) } else { b } },
            prop("midY", "CGFloat", "the vertical centre") { _, b, _ throws(Interrupt) in if case .rect(let r) = b { .number(r.minY + r.height / 2) } else { b } },
            prop("standardized", "CGRect", "the rect with a positive width and height") { _, b, _ throws(Interrupt) in
                if case .rect(let r) = b { .rect(standardized(r)) } else { b }
            },
            prop("integral", "CGRect", "the smallest rect of whole points that holds it: origin down, far edges up (CGRectIntegral)") {
                _, b, _ throws(Interrupt) in
                guard case .rect(let r) = b else { return b }
                // A hair's tolerance, so arithmetic's 28.000000000001 stays 28 as a point on screen does.
                let s = standardized(r)
                let minX = (s.minX + 1e-9).rounded(.down), minY = (s.minY + 1e-9).rounded(.down)
                let maxX = (s.minX + s.width - 1e-9).rounded(.up), maxY = (s.minY + s.height - 1e-9).rounded(.up)
                return .rect(Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY)))
            },
            .method("insetBy(dx:dy:)", "the rect shrunk on each side") { e, b, args, _, range throws(Interrupt) in
                let r = try rect(b, &e, at: range)
                let dx = try number(args.named("dx")?.value ?? .number(0), &e, at: range)
                let dy = try number(args.named("dy")?.value ?? .number(0), &e, at: range)
                return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
            },
            .method("inset(by:)", "the rect less the insets on each edge") { e, b, args, _, range throws(Interrupt) in
                let r = try rect(b, &e, at: range)
                guard let a = args.first else { throw e.fail("inset(by:) needs the insets", at: range) }
                return .rect(r.inset(by: try insets(a.value, &e, at: a.range)))
            },
            .method("offsetBy(dx:dy:)", "the rect moved") { e, b, args, _, range throws(Interrupt) in
                let r = try rect(b, &e, at: range)
                let dx = try number(args.named("dx")?.value ?? .number(0), &e, at: range)
                let dy = try number(args.named("dy")?.value ?? .number(0), &e, at: range)
                return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height))
            },
            .method("union(_:)", "the smallest rect that holds both") { e, b, args, _, range throws(Interrupt) in
                let (r, o) = (standardized(try rect(b, &e, at: range)), standardized(try rect(args.first?.value ?? .none, &e, at: range)))
                // A zero-sized rect still counts, as Core Graphics' does; only the null rect is passed over.
                let minX = min(r.minX, o.minX), minY = min(r.minY, o.minY)
                return .rect(Rect(x: minX, y: minY, width: max(r.minX + r.width, o.minX + o.width) - minX,
                                  height: max(r.minY + r.height, o.minY + o.height) - minY))
            },
            .method("intersection(_:)", "the rect both hold (CGRect.null, drawn as zero, when they do not meet)") {
                e, b, args, _, range throws(Interrupt) in
                let (r, o) = (standardized(try rect(b, &e, at: range)), standardized(try rect(args.first?.value ?? .none, &e, at: range)))
                let minX = max(r.minX, o.minX), minY = max(r.minY, o.minY)
                let maxX = min(r.minX + r.width, o.minX + o.width), maxY = min(r.minY + r.height, o.minY + o.height)
                guard maxX >= minX, maxY >= minY else {
                    e.note("intersection(_:): the rects do not meet, so Core Graphics gives CGRect.null (at infinity); a zero rect is used here")
                    return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
                }
                return .rect(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            },
            prop("isEmpty", "Bool", "whether it has no width or no height") { e, b, range throws(Interrupt) in
                let r = try rect(b, &e, at: range)
                return .bool(r.width == 0 || r.height == 0)
            },
            prop("isNull", "Bool", "whether it is CGRect.null (never, for a rect made here)") { _, _, _ throws(Interrupt) in .bool(false) },
            prop("isInfinite", "Bool", "whether it is CGRect.infinite (never, for a rect made here)") { _, _, _ throws(Interrupt) in .bool(false) },
            .method("equalTo(_:)", "whether the two rects are the same") { e, b, args, _, range throws(Interrupt) in
                let r = standardized(try rect(b, &e, at: range))
                return .bool(r == standardized(try rect(args.first?.value ?? .none, &e, at: range)))
            },
            .method("contains(_:)", "whether a point lies inside (its far edges outside), or a rect lies wholly inside") {
                e, b, args, _, range throws(Interrupt) in
                let r = standardized(try rect(b, &e, at: range))
                guard let given = args.first?.value else { throw e.fail("contains(_:) needs a point or a rect", at: range) }
                if case .point(let p) = given {
                    return .bool(p.x >= r.minX && p.x < r.minX + r.width && p.y >= r.minY && p.y < r.minY + r.height)
                }
                let o = standardized(try rect(given, &e, at: range))
                return .bool(o.minX >= r.minX && o.minY >= r.minY && o.minX + o.width <= r.minX + r.width
                             && o.minY + o.height <= r.minY + r.height)
            },
            .method("intersects(_:)", "whether the two rects overlap (sharing an edge is not overlapping)") {
                e, b, args, _, range throws(Interrupt) in
                let (r, o) = (standardized(try rect(b, &e, at: range)), standardized(try rect(args.first?.value ?? .none, &e, at: range)))
                return .bool(max(r.minX, o.minX) < min(r.minX + r.width, o.minX + o.width)
                             && max(r.minY, o.minY) < min(r.minY + r.height, o.minY + o.height))
            },
            .method("divided(atDistance:from:)", "the rect cut in two at a distance from an edge: (slice, remainder)") {
                e, b, args, _, range throws(Interrupt) in
                let r = standardized(try rect(b, &e, at: range))
                let distance = max(0, try number(args.named("atDistance")?.value ?? args.first?.value ?? .number(0), &e, at: range))
                // The edge as Swift writes it (`.minYEdge`), as C does (`CGRectMinYEdge`, kept in a
                // `CGRectEdge` variable), or as C's enum's number (0 to 3).
                let edges = ["minXEdge", "minYEdge", "maxXEdge", "maxYEdge"]
                let given = args.named("from")?.value
                var written: String? = nil
                switch given {
                case .enumCase(let name)?: written = name
                case .opaque(let name)?: written = name
                case .number(let n)? where edges.indices.contains(Int(exactly: n) ?? -1): written = edges[Int(n)]
                default: break
                }
                if let w = written, w.hasPrefix("CGRect"), w.count > 7 {
                    written = w.dropFirst(6).prefix(1).lowercased() + w.dropFirst(7)
                }
                guard let edge = written, edges.contains(edge) else {
                    throw e.fail("divided(atDistance:from:) needs the edge: .minXEdge, .maxXEdge, .minYEdge or .maxYEdge", at: range)
                }
                let horizontal = edge == "minXEdge" || edge == "maxXEdge"
                let length = horizontal ? r.width : r.height
                let cut = min(distance, length)
                let slice: Rect, remainder: Rect
                switch edge {
                case "minXEdge":
                    slice = Rect(x: r.minX, y: r.minY, width: cut, height: r.height)
                    remainder = Rect(x: r.minX + cut, y: r.minY, width: length - cut, height: r.height)
                case "maxXEdge":
                    slice = Rect(x: r.minX + length - cut, y: r.minY, width: cut, height: r.height)
                    remainder = Rect(x: r.minX, y: r.minY, width: length - cut, height: r.height)
                case "minYEdge":
                    slice = Rect(x: r.minX, y: r.minY, width: r.width, height: cut)
                    remainder = Rect(x: r.minX, y: r.minY + cut, width: r.width, height: length - cut)
                case "maxYEdge":
                    slice = Rect(x: r.minX, y: r.minY + length - cut, width: r.width, height: cut)
                    remainder = Rect(x: r.minX, y: r.minY, width: r.width, height: length - cut)
                default:
                    throw e.fail("expected an edge: .minXEdge, .maxXEdge, .minYEdge or .maxYEdge", at: range)
                }
                return .tuple([.rect(slice), .rect(remainder)], labels: ["slice", "remainder"])
            },
        ], statics: [prop("zero", "CGRect", "(0,0,0,0)") { _, _, _ throws(Interrupt) in .rect(Rect(x: 0, y: 0, width: 0, height: 0)) }]),
        LibraryType("CGSize", help: "a width and a height", members: [
            prop("width", "CGFloat", "the width") { _, b, _ throws(Interrupt) in if case .size(let s) = b { .number(s.width) } else { b } },
            prop("height", "CGFloat", "the height") { _, b, _ throws(Interrupt) in if case .size(let s) = b { .number(s.height) } else { b } },
            .method("equalTo(_:)", "whether the two sizes are the same") { e, b, args, _, range throws(Interrupt) in
                .bool(try size(b, &e, at: range) == size(args.first?.value ?? .none, &e, at: range))
            },
        ], statics: [prop("zero", "CGSize", "0×0") { _, _, _ throws(Interrupt) in .size(Size(width: 0, height: 0)) }]),
        LibraryType("CGPoint", help: "an x and a y", members: [
            prop("x", "CGFloat", "x") { _, b, _ throws(Interrupt) in if case .point(let p) = b { .number(p.x) } else { b } },
            prop("y", "CGFloat", "y") { _, b, _ throws(Interrupt) in if case .point(let p) = b { .number(p.y) } else { b } },
            .method("equalTo(_:)", "whether the two points are the same") { e, b, args, _, range throws(Interrupt) in
                .bool(try point(b, &e, at: range) == point(args.first?.value ?? .none, &e, at: range))
            },
        ], statics: [prop("zero", "CGPoint", "(0,0)") { _, _, _ throws(Interrupt) in .point(Point(x: 0, y: 0)) }]),
        LibraryType("UIEdgeInsets", help: "top, left, bottom, right", members: [
            prop("top", "CGFloat", "top") { _, b, _ throws(Interrupt) in if case .insets(let i, _) = b { .number(i.top) } else { b } },
            prop("left", "CGFloat", "left") { _, b, _ throws(Interrupt) in if case .insets(let i, _) = b { .number(i.left) } else { b } },
            prop("bottom", "CGFloat", "bottom") { _, b, _ throws(Interrupt) in if case .insets(let i, _) = b { .number(i.bottom) } else { b } },
            prop("right", "CGFloat", "right") { _, b, _ throws(Interrupt) in if case .insets(let i, _) = b { .number(i.right) } else { b } },
            prop("leading", "CGFloat", "leading") { _, b, _ throws(Interrupt) in if case .insets(let i, _) = b { .number(i.left) } else { b } },
            prop("trailing", "CGFloat", "trailing") { _, b, _ throws(Interrupt) in if case .insets(let i, _) = b { .number(i.right) } else { b } },
        ], statics: [prop("zero", "UIEdgeInsets", "no insets") { _, _, _ throws(Interrupt) in .insets(.zero, directional: false) }]),
        LibraryType("NSDirectionalEdgeInsets", parent: "UIEdgeInsets", help: "top, leading, bottom, trailing", members: [],
                    statics: [prop("zero", "NSDirectionalEdgeInsets", "no insets") { _, _, _ throws(Interrupt) in .insets(.zero, directional: true) }]),
        LibraryType("ConstraintInsets", parent: "UIEdgeInsets", help: "SnapKit's UIEdgeInsets", members: []),
        LibraryType("TinyEdgeInsets", parent: "UIEdgeInsets", help: "TinyConstraints' UIEdgeInsets", members: []),
        LibraryType("EdgeInsets", parent: "UIEdgeInsets", help: "Anchorage's and Cartography's UIEdgeInsets", members: [],
                    statics: [prop("zero", "EdgeInsets", "no insets") { _, _, _ throws(Interrupt) in .insets(.zero, directional: false) }]),
        LibraryType("UIFont", help: "a font; its point size drives the text metric", members: [
            prop("pointSize", "CGFloat", "the size") { _, b, _ throws(Interrupt) in if case .font(let s, _, _) = b { .number(s) } else { b } },
            prop("lineHeight", "CGFloat", "1.1934 × size, the system font's line height (a named font's own when known)") { _, b, _ throws(Interrupt) in
                if case .font(let s, _, let name) = b {
                    .number(s * (name.flatMap(TextMetrics.lineHeightPerPoint(ofFont:)) ?? TextMetrics.lineHeightPerPoint))
                } else { b }
            },
            vertical("ascender", "above the baseline", TextMetrics.ascenderPerPoint),
            vertical("descender", "below the baseline, negative", TextMetrics.descenderPerPoint),
            vertical("capHeight", "a capital letter's height", TextMetrics.capHeightPerPoint),
            vertical("xHeight", "a lowercase x's height", TextMetrics.xHeightPerPoint),
            // UIKit's fonts have no line gap: their line height is the ascender and the descender alone.
            prop("leading", "CGFloat", "0: the system font's line gap (lineHeight is its ascender and descender)") { _, b, _ throws(Interrupt) in
                if case .font = b { .number(0) } else { b }
            },
            .method("withSize(_:)", "the font at another size") { e, base, args, _, range throws(Interrupt) in
                try resized(base, args, &e, at: range)
            },
            .method("fontWithSize(_:)", "Swift 2: withSize(_:)") { e, base, args, _, range throws(Interrupt) in
                try resized(base, args, &e, at: range)
            },
            // A font's descriptor is read as the font itself: its size, weight and text style are
            // what a font made from it again has (`UIFont(descriptor: d, size: 0)`).
            prop("fontDescriptor", "UIFontDescriptor", "the font's descriptor: its size, weight and text style") { _, b, _ throws(Interrupt) in b },
            .method("withSymbolicTraits(_:)", "the descriptor with .traitBold (bold) or other traits (the same widths)") {
                _, base, args, _, _ throws(Interrupt) in
                guard case .font(let size, let weight, let name) = base else { return base }
                let traits = Evaluator.optionMembers(args.first?.value ?? .array([])) ?? []
                return .font(size, weight: traits.contains("traitBold") ? .bold : weight, name: name)
            },
        ], statics: [
            .method("systemFont(ofSize:)", "the system font (also weight:)") { e, _, args, _, range throws(Interrupt) in
                .font(try fontSize(args, &e, at: range), weight: try fontWeight(args, &e, at: range))
            },
            .method("boldSystemFont(ofSize:)", "the bold system font") { e, _, args, _, range throws(Interrupt) in .font(try fontSize(args, &e, at: range), weight: .bold) },
            .method("italicSystemFont(ofSize:)", "the italic system font") { e, _, args, _, range throws(Interrupt) in .font(try fontSize(args, &e, at: range)) },
            .method("monospacedDigitSystemFont(ofSize:weight:)", "digits of equal width") { e, _, args, _, range throws(Interrupt) in
                .font(try fontSize(args, &e, at: range), weight: try fontWeight(args, &e, at: range))
            },
            .method("monospacedSystemFont(ofSize:weight:)", "a monospaced font (measured as the system font)") { e, _, args, _, range throws(Interrupt) in
                // SF Mono's widths are not Layoutbook's: said, as text in it is wider in UIKit.
                e.note("UIFont.monospacedSystemFont(ofSize:weight:) is measured with the system font's widths: SF Mono gives every "
                    + "character one advance, wider than most of the system font's, so text in it is wider in UIKit than here")
                return .font(try fontSize(args, &e, at: range), weight: try fontWeight(args, &e, at: range))
            },
            .method("preferredFont(forTextStyle:)", "the Dynamic Type font at the default size") { e, _, args, _, range throws(Interrupt) in
                try preferredFont(args, &e, at: range)
            },
            // Swift 2's spellings.
            .method("systemFontOfSize(_:)", "Swift 2: systemFont(ofSize:) (also weight:)") { e, _, args, _, range throws(Interrupt) in
                .font(try fontSize(args, &e, at: range), weight: try fontWeight(args, &e, at: range))
            },
            .method("boldSystemFontOfSize(_:)", "Swift 2: boldSystemFont(ofSize:)") { e, _, args, _, range throws(Interrupt) in
                .font(try fontSize(args, &e, at: range), weight: .bold)
            },
            .method("italicSystemFontOfSize(_:)", "Swift 2: italicSystemFont(ofSize:)") { e, _, args, _, range throws(Interrupt) in
                .font(try fontSize(args, &e, at: range))
            },
            .method("preferredFontForTextStyle(_:)", "Swift 2: preferredFont(forTextStyle:), with UIFontTextStyleBody and the rest") {
                e, _, args, _, range throws(Interrupt) in try preferredFont(args, &e, at: range)
            },
            .property("systemFontSize", "CGFloat", "14, as UIKit reports it") { _, _, _ throws(Interrupt) in .number(14) },
            .property("labelFontSize", "CGFloat", "17") { _, _, _ throws(Interrupt) in .number(17) },
            .property("buttonFontSize", "CGFloat", "18, as UIKit reports it") { _, _, _ throws(Interrupt) in .number(18) },
            .property("smallSystemFontSize", "CGFloat", "12, as UIKit reports it") { _, _, _ throws(Interrupt) in .number(12) },
        ]),
        LibraryType("UILayoutPriority", help: "a priority, 1…1000", members: [
            prop("rawValue", "Float", "the number") { _, b, _ throws(Interrupt) in if case .priority(let n) = b { .number(n) } else { b } },
            prop("value", "Float", "SnapKit's ConstraintPriority: the number") { _, b, _ throws(Interrupt) in if case .priority(let n) = b { .number(n) } else { b } },
        ], statics: priorityNames.keys.sorted().map { name in
            prop(name, "UILayoutPriority", "\(Int(priorityNames[name] ?? 0))") { _, _, _ throws(Interrupt) in .priority(priorityNames[name] ?? 1000) }
        }),
        LibraryType("CGFloat", help: "a number", members: numberMembers, statics: [
            prop("greatestFiniteMagnitude", "CGFloat", "the largest number; refused as a constant") { _, _, _ throws(Interrupt) in .number(Double.greatestFiniteMagnitude) },
            prop("pi", "CGFloat", "π") { _, _, _ throws(Interrupt) in .number(Double.pi) },
            prop("infinity", "CGFloat", "∞; refused as a constant") { _, _, _ throws(Interrupt) in .number(Double.infinity) },
            prop("leastNormalMagnitude", "CGFloat", "the smallest normal number above 0") { _, _, _ throws(Interrupt) in .number(Double.leastNormalMagnitude) },
            prop("leastNonzeroMagnitude", "CGFloat", "the smallest number above 0") { _, _, _ throws(Interrupt) in .number(Double.leastNonzeroMagnitude) },
            prop("ulpOfOne", "CGFloat", "the gap between 1 and the next number, C's DBL_EPSILON") { _, _, _ throws(Interrupt) in .number(Double.ulpOfOne) },
        ]),
        LibraryType("Int", parent: "CGFloat", help: "a whole number", members: []),
        LibraryType("UInt", parent: "CGFloat", help: "a whole number, not negative", members: []),
    ] + (["Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger"] + cWholeNumberTypes).map {
        LibraryType($0, parent: "CGFloat", help: "a whole number", members: [])
    } + ["Float32", "Float64", "TimeInterval", "CFloat", "CDouble"].map {
        LibraryType($0, parent: "CGFloat", help: "a number", members: [])
    } + [
        LibraryType("Set", parent: "Array", help: "a set: its elements once each, in the order first given", members: []),
        LibraryType("Selector", help: "a method's name (Swift 2's spelling of #selector): what a target calls, no layout",
                    members: []),
        LibraryType("Double", parent: "CGFloat", help: "a number", members: []),
        LibraryType("Float", parent: "CGFloat", help: "a number", members: []),
        LibraryType("Bool", help: "true or false", members: [
            .method("toggle()", "not supported on a value; assign instead") { e, _, _, _, range throws(Interrupt) in
                throw e.fail("toggle() is not supported here; write x = !x", at: range)
            },
        ]),
        LibraryType("String", help: "text", members: [
            prop("count", "Int", "the number of characters") { _, b, _ throws(Interrupt) in if case .string(let s) = b { .number(Double(s.count)) } else { b } },
            // An NSString's or attributed string's `length` (`NSRange(location: 0, length: text.length)`).
            prop("length", "Int", "Foundation's count of UTF-16 code units") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .number(Double(s.utf16.count)) } else { b }
            },
            prop("isEmpty", "Bool", "whether it has no characters") { _, b, _ throws(Interrupt) in if case .string(let s) = b { .bool(s.isEmpty) } else { b } },
        ] + nsStringValueMembers + [
            .method("uppercased()", "in capitals") { _, b, _, _, _ throws(Interrupt) in if case .string(let s) = b { .string(s.uppercased()) } else { b } },
            .method("lowercased()", "in small letters") { _, b, _, _, _ throws(Interrupt) in if case .string(let s) = b { .string(s.lowercased()) } else { b } },
            // Foundation's capitalisation: each word's first letter a capital, its others small.
            prop("capitalized", "String", "each word with a capital first letter") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .string(s.capitalized) } else { b }
            },
            prop("localizedCapitalized", "String", "capitalized, in the user's language") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .string(s.capitalized) } else { b }
            },
            prop("localizedUppercase", "String", "in capitals, in the user's language") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .string(s.uppercased()) } else { b }
            },
            prop("localizedLowercase", "String", "in small letters, in the user's language") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .string(s.lowercased()) } else { b }
            },
            .method("appending(_:)", "with more text") { e, b, args, _, range throws(Interrupt) in
                guard case .string(let s) = b else { return b }
                return .string(s + (try string(args.first?.value ?? .string(""), &e, at: range, placeholderFor: "the string")))
            },
            // Questions about the text, answered when both sides are text the paste holds (an app
            // constant it lacks stays undecided, and a condition on it says so).
            .method("split(separator:)", "the parts between the separator, empty ones left out") { e, b, args, _, range throws(Interrupt) in
                guard case .string(let text) = b else { return b }
                guard case .string(let separator)? = args.named("separator")?.value ?? args.first?.value, separator.count == 1,
                      let character = separator.first else {
                    throw e.fail("split(separator:) needs one character", at: range)
                }
                let omitting: Bool = if case .bool(let keep)? = args.named("omittingEmptySubsequences")?.value { keep } else { true }
                let parts = text.split(separator: character, omittingEmptySubsequences: omitting)
                return .array(parts.map { .string(String($0)) })
            },
            .method("components(separatedBy:)", "the parts between each occurrence of the separator, empty ones kept",
                    separatedComponents),
            .method("componentsSeparatedByString(_:)", "Objective-C's components(separatedBy:)", separatedComponents),
            .method("replacingOccurrences(of:with:)", "the text with each occurrence replaced") { e, b, args, _, range throws(Interrupt) in
                guard case .string(let text) = b else { return b }
                guard case .string(let target)? = args.named("of")?.value, !target.isEmpty,
                      case .string(let replacement)? = args.named("with")?.value else {
                    throw e.fail("replacingOccurrences(of:with:) needs two strings", at: range)
                }
                return .string(text.replacing(target, with: replacement))
            },
            .method("hasPrefix(_:)", "whether it starts with the text") { _, b, args, _, _ throws(Interrupt) in
                guard case .string(let s) = b, case .string(let p)? = args.first?.value else { return .opaque("hasPrefix(…)") }
                return .bool(s.hasPrefix(p))
            },
            .method("hasSuffix(_:)", "whether it ends with the text") { _, b, args, _, _ throws(Interrupt) in
                guard case .string(let s) = b, case .string(let p)? = args.first?.value else { return .opaque("hasSuffix(…)") }
                return .bool(s.hasSuffix(p))
            },
            .method("isEqualToString(_:)", "Objective-C's ==") { _, b, args, _, _ throws(Interrupt) in
                guard case .string(let s) = b, case .string(let p)? = args.first?.value else { return .opaque("isEqualToString(…)") }
                return .bool(s == p)
            },
            // Objective-C's `@"".mutableCopy`, `name.copy`: the text itself, as Swift's copy of a value.
            prop("mutableCopy", "String", "Objective-C's mutable copy: the same text") { _, b, _ throws(Interrupt) in b },
            prop("copy", "String", "Objective-C's copy: the same text") { _, b, _ throws(Interrupt) in b },
            .method("size(withAttributes:)", "its size on one line in the attributes' font (an attributed string's own with none), fractional as UIKit gives it") {
                e, b, args, _, range throws(Interrupt) in
                try measuredText(b, font: textFont(b, args.first?.value, &e), roundedUp: false, &e, at: range)
            },
            .method("sizeWithAttributes(_:)", "Objective-C's size(withAttributes:)") { e, b, args, _, range throws(Interrupt) in
                try measuredText(b, font: attributedFont(args.first?.value, &e), roundedUp: false, &e, at: range)
            },
            .method("sizeWithFont(_:constrainedToSize:lineBreakMode:)",
                    "iOS 6's size of the text in a font, on one line or wrapped at the width it is constrained to, rounded up to whole points") {
                e, b, args, _, range throws(Interrupt) in
                guard args.named("constrainedToSize") != nil else {
                    return try measuredText(b, font: args.first?.value ?? .none, roundedUp: true, &e, at: range)
                }
                return try wrappedTextSize(b, args, font: args.first?.value ?? .none, &e, at: range)
            },
            .method("boundingRect(with:options:attributes:context:)",
                    "the text's box in the attributes' font: with .usesLineFragmentOrigin wrapped at the size's width, else one line; fractional") {
                e, b, args, _, range throws(Interrupt) in
                try boundingRect(b, args, font: textFont(b, args.named("attributes")?.value, &e), &e, at: range)
            },
            .method("boundingRectWithSize(_:options:attributes:context:)", "Objective-C's boundingRect(with:options:attributes:context:)") {
                e, b, args, _, range throws(Interrupt) in
                try boundingRect(b, args, font: textFont(b, args.named("attributes")?.value, &e), &e, at: range)
            },
        ]),
        LibraryType("Array", help: "an array", members: arrayMembers + easyPeasyArrayMembers + pureLayoutArrayMembers + [
            // Objective-C's `@[…].mutableCopy`: the same elements, as Swift's copy of a value.
            prop("mutableCopy", "Array", "Objective-C's mutable copy: the same elements") { _, b, _ throws(Interrupt) in b },
            prop("copy", "Array", "Objective-C's copy: the same elements") { _, b, _ throws(Interrupt) in b },
        ]),
        LibraryType("Dictionary", help: "a dictionary", members: dictionarySequenceMembers + [
            prop("count", "Int", "entries") { _, b, _ throws(Interrupt) in if case .dictionary(let d) = b { .number(Double(d.count)) } else { b } },
            prop("isEmpty", "Bool", "no entries") { _, b, _ throws(Interrupt) in if case .dictionary(let d) = b { .bool(d.isEmpty) } else { b } },
            prop("keys", "[Key]", "the keys") { _, b, _ throws(Interrupt) in if case .dictionary(let d) = b { .array(d.map(\.key)) } else { b } },
            prop("values", "[Value]", "the values") { _, b, _ throws(Interrupt) in if case .dictionary(let d) = b { .array(d.map(\.value)) } else { b } },
            // Objective-C's `NSDictionary`: its keys and values in an order Foundation leaves
            // unspecified, taken here in the order they went in (a loop adding the views as
            // subviews places the same frames in any order).
            prop("allKeys", "NSArray", "Objective-C's keys, in the order they went in") { _, b, _ throws(Interrupt) in
                if case .dictionary(let d) = b { .array(d.map(\.key)) } else { b }
            },
            prop("allValues", "NSArray", "Objective-C's values, in the order they went in") { _, b, _ throws(Interrupt) in
                if case .dictionary(let d) = b { .array(d.map(\.value)) } else { b }
            },
            // Objective-C's `@{}.mutableCopy`: the same entries, as Swift's copy of a value.
            prop("mutableCopy", "Dictionary", "Objective-C's mutable copy: the same entries") { _, b, _ throws(Interrupt) in b },
            prop("copy", "Dictionary", "Objective-C's copy: the same entries") { _, b, _ throws(Interrupt) in b },
            // Key-value coding on an NSDictionary: the entry of the key, as `objectForKey:`.
            .method("valueForKey(_:)", "Objective-C's valueForKey: on a dictionary: the entry of the key, nil with none", dictionaryEntry),
            .method("value(forKey:)", "key-value coding on a dictionary: the entry of the key, nil with none", dictionaryEntry),
        ]),
        LibraryType("Optional", help: "nil", members: []),
        // `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`: a new paragraph
        // style as UIKit starts one, filled in by the code (see ``paragraphStyleFields``).
        LibraryType("NSParagraphStyle", parent: "NSObject", help: "a paragraph style: its line spacing and heights are measured",
                    // Swift calls them (`style.mutableCopy()`); Objective-C reads them as
                    // properties (`style.mutableCopy`, `[style mutableCopy]`).
                    members: ["mutableCopy", "copy"].flatMap { name -> [Member] in
                        [.method(name + "()", "a new paragraph style with the same settings") { e, base, _, _, _ throws(Interrupt) in
                            paragraphStyleCopy(base, &e)
                        },
                        prop(name, "NSParagraphStyle", "a new paragraph style with the same settings") { e, base, _ throws(Interrupt) in
                            paragraphStyleCopy(base, &e)
                        }]
                    },
                    statics: [
                        prop("default", "NSParagraphStyle", "UIKit's default paragraph style: no spacing, the font's own lines") {
                            e, _, _ throws(Interrupt) in
                            let id = e.newObject(paragraphStyleClass)
                            e.swift.objects[id]?.fields = paragraphStyleFields
                            return .object(id)
                        },
                    ]),
        LibraryType(paragraphStyleClass, parent: "NSParagraphStyle", help: "a paragraph style the code fills in", members: []),
    ]

    /// The class a paragraph style made in code is held as.
    static let paragraphStyleClass = "NSMutableParagraphStyle"

    /// A copy of a paragraph style made in code: a new one with the same settings.
    static func paragraphStyleCopy(_ base: Value, _ e: inout Evaluator) -> Value {
        guard case .object(let id) = base, let fields = e.swift.objects[id]?.fields else { return base }
        let copy = e.newObject(paragraphStyleClass)
        e.swift.objects[copy]?.fields = fields
        return .object(copy)
    }

    /// The properties of a paragraph style made in code, as UIKit starts them.
    static let paragraphStyleFields: [String: Value] = [
        "lineSpacing": .number(0), "paragraphSpacing": .number(0), "paragraphSpacingBefore": .number(0),
        "lineHeightMultiple": .number(0), "minimumLineHeight": .number(0), "maximumLineHeight": .number(0),
        "firstLineHeadIndent": .number(0), "headIndent": .number(0), "tailIndent": .number(0),
        "hyphenationFactor": .number(0), "alignment": .enumCase("natural"), "lineBreakMode": .enumCase("byWordWrapping"),
        "baseWritingDirection": .enumCase("natural"), "allowsDefaultTighteningForTruncation": .bool(false),
    ]

    /// The line spacing and line heights of a paragraph style made in code, when `value` is one.
    static func paragraphLines(_ value: Value, _ objects: TreeDictionary<Int, SwiftObject>) -> ParagraphLines? {
        guard case .object(let id) = value, let object = objects[id], object.className == paragraphStyleClass else { return nil }
        func field(_ name: String) -> Double {
            if case .number(let n)? = object.fields[name] { n } else { 0 }
        }
        return ParagraphLines(lineSpacing: field("lineSpacing"), lineHeightMultiple: field("lineHeightMultiple"),
                              minimumLineHeight: field("minimumLineHeight"), maximumLineHeight: field("maximumLineHeight"))
    }

    /// The `.kern` of a text-attributes dictionary (`[.kern: 1.4]`, `NSKernAttributeName`,
    /// `NSAttributedString.Key.kern`), nil when it sets none.
    static func attributeKern(_ entries: [DictionaryEntryValue]) -> Double? {
        for entry in entries where isKernKey(entry.key) {
            if case .number(let n) = entry.value { return n }
        }
        return nil
    }

    static func isKernKey(_ key: Value) -> Bool {
        switch key {
        case .enumCase(let name): name == "kern" || name == "NSKern"
        case .string(let s): s == "NSKern" || s == "kern"
        case .opaque(let s): s.hasSuffix(".kern") || s.hasSuffix("KernAttributeName")
        default: false
        }
    }

    /// The font of a text-attributes dictionary (`[.font: f]`, `@{NSFontAttributeName: f}`): the
    /// font value among its values. None gives UIKit's own default for attributed text, Helvetica
    /// 12, measured here as the 12-pt system font, with a note.
    /// The font text is measured in: the attributes' when given, else an attributed string's own
    /// (`NSAttributedString(string:attributes:).boundingRect(with:options:context:)`, `.size()`).
    static func textFont(_ base: Value, _ attributes: Value?, _ e: inout Evaluator) -> Value {
        if attributes == nil, case .string(let text) = base, let font = e.swift.attributedFonts[text] { return font }
        return attributedFont(attributes, &e)
    }

    static func attributedFont(_ attributes: Value?, _ e: inout Evaluator) -> Value {
        if case .dictionary(let entries)? = attributes, let font = entries.first(where: { if case .font = $0.value { true } else { false } }) {
            return font.value
        }
        // `[.font: AppFonts.body]`: the app's own font, not in the paste, measured as its labels
        // are, in the 17-pt system font.
        if case .dictionary(let entries)? = attributes,
           let font = entries.first(where: { if case .enumCase("font") = $0.key { true } else { false } }),
           case .opaque(let text) = font.value {
            e.note("'\(text)' is the app's font, not in the paste: text measured in it is measured in the 17-pt system font, as a "
                + "label given it is")
            return .font(17)
        }
        e.note("the attributes give no font the paste shows: UIKit measures such text in Helvetica 12, measured here as the "
            + "12-pt system font")
        return .font(12)
    }

    /// A string's size on one line in a font, as `size(withAttributes:)` (fractional) and iOS 6's
    /// `sizeWithFont:` (rounded up to whole points) give it: its width and the font's line height.
    /// A font the paste does not show is the 17-pt system font, with a note.
    static func measuredText(_ base: Value, font: Value, roundedUp: Bool, _ e: inout Evaluator,
                             at range: SourceRange) throws(Interrupt) -> Value {
        let content = try drawnContent(base, font: font, &e, at: range)
        let width = TextMetrics.width(content.text, content)
        let height = TextMetrics.lineHeight(content)
        guard roundedUp else { return .size(Size(width: width, height: height)) }
        return .size(Size(width: width.rounded(.up), height: height.rounded(.up)))
    }

    /// `boundingRect(with:options:attributes:context:)`: the box string drawing gives the text, at
    /// the origin. With `.usesLineFragmentOrigin` the text wraps at the size's width (greedily,
    /// as string drawing breaks, each line break kept): the widest line's width and the lines'
    /// height; without it, one line (the font's line height, its text's width). Fractional, as
    /// UIKit gives it (code rounds it up with `ceil`).
    /// A paragraph style among the attributes (or the attributed string's own) spaces the lines
    /// as it does a label's: its line spacing between them (and below one line alone), its line
    /// heights.
    static func boundingRect(_ base: Value, _ args: [EvaluatedArgument], font: Value, _ e: inout Evaluator,
                             at range: SourceRange) throws(Interrupt) -> Value {
        var content = try drawnContent(base, font: font, &e, at: range)
        let limit: Double = if case .size(let s)? = args.first?.value { s.width } else { .infinity }
        guard let options = args.named("options")?.value, usesLineFragmentOrigin(options) else {
            return .rect(Rect(x: 0, y: 0, width: TextMetrics.width(content.text, content), height: TextMetrics.lineHeight(content)))
        }
        var paragraph: ParagraphLines?
        if case .dictionary(let entries)? = args.named("attributes")?.value {
            let objects = e.swift.objects
            paragraph = entries.lazy.compactMap { paragraphLines($0.value, objects) }.first
        } else if case .string(let text) = base {
            paragraph = e.swift.attributedParagraphs[text]
        }
        if let paragraph {
            content.numberOfLines = 0
            paragraph.apply(to: &content)
        }
        return .rect(Rect(origin: .zero, size: wrappedSize(content, width: limit)))
    }

    /// Whether string drawing options hold `.usesLineFragmentOrigin` (Objective-C's
    /// `NSStringDrawingUsesLineFragmentOrigin`, the option set's bit 1).
    static func usesLineFragmentOrigin(_ options: Value) -> Bool {
        switch options {
        // (Objective-C's constant alone reads as a name of no type the paste knows.)
        case .enumCase(let name), .opaque(let name), .type(let name): name.lowercased().contains("linefragmentorigin")
        case .array(let items): items.contains(where: usesLineFragmentOrigin)
        case .number(let n): n.isFinite && abs(n) < 1e9 && Int(n) & 1 == 1
        default: false
        }
    }

    /// iOS 6's `sizeWithFont:constrainedToSize:(lineBreakMode:)`: the text wrapped at the size's
    /// width, its size rounded up to whole points.
    static func wrappedTextSize(_ base: Value, _ args: [EvaluatedArgument], font: Value, _ e: inout Evaluator,
                                at range: SourceRange) throws(Interrupt) -> Value {
        let content = try drawnContent(base, font: font, &e, at: range)
        let limit: Double = if case .size(let s)? = args.named("constrainedToSize")?.value { s.width } else { .infinity }
        let size = wrappedSize(content, width: limit)
        return .size(Size(width: size.width.rounded(.up), height: size.height.rounded(.up)))
    }

    /// The text of a string measured in a font, as string drawing sets it.
    static func drawnContent(_ base: Value, font: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> LabelContent {
        let text = try string(base, &e, at: range, placeholderFor: "the text")
        var content = LabelContent(text: text)
        content.numberOfLines = 1
        if case .font(let size, let weight, let name) = font {
            content.fontSize = size
            content.fontWeight = weight
            if let name, let perPoint = TextMetrics.lineHeightPerPoint(ofFont: name) { content.lineHeightPerPoint = perPoint }
        } else {
            e.note("the font \"\(text)\" is measured in is not in the paste: the 17-pt system font is used")
        }
        return content
    }

    /// The size of text wrapped at `width` (no limit when not above 0 or not finite): its widest
    /// line and its lines' height, unrounded.
    static func wrappedSize(_ content: LabelContent, width: Double) -> Size {
        let limit = width > 0 && width.isFinite ? width : .greatestFiniteMagnitude
        let lines = TextMetrics.drawnLines(content, width: limit)
        let widest = lines.map { TextMetrics.width($0, content) }.max() ?? 0
        return Size(width: widest, height: TextMetrics.textHeight(lines: lines.count, content))
    }

    /// Swift's `Dictionary` initialisers a paste builds a views or metrics dictionary with:
    /// `Dictionary<String, UIView>()` (empty), `Dictionary(dictionaryLiteral: ("a", a), ("b", b))`
    /// and `Dictionary(uniqueKeysWithValues: [("a", a)])`, whose (key, value) pairs are the entries.
    /// Both of the last two stop the app on a key given twice, as Swift traps there.
    static func dictionary(_ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        if args.isEmpty || (args.count == 1 && args[0].label == "minimumCapacity") { return .dictionary([]) }
        let pairs: [Value]
        let form: String
        if args.first?.label == "dictionaryLiteral" {
            // Variadic: the first pair carries the label, the others follow unlabelled.
            pairs = args.map(\.value)
            form = "dictionaryLiteral:"
        } else if let unique = args.named("uniqueKeysWithValues") {
            pairs = try e.sequenceItems(unique.value, at: unique.range)
            form = "uniqueKeysWithValues:"
        } else {
            e.note("skipped 'Dictionary(\(args.map { ($0.label ?? "_") + ":" }.joined()))': it is not worked out here")
            return .opaque("Dictionary")
        }
        var entries: [DictionaryEntryValue] = []
        for pair in pairs {
            guard case .array(let kv) = pair, kv.count == 2 else {
                throw e.fail("Dictionary(\(form)) takes (key, value) pairs; this is \(pair.kindName)", at: range)
            }
            if entries.contains(where: { Evaluator.equal($0.key, kv[0]) }) {
                let key = if case .string(let text) = kv[0] { "\"\(text)\"" } else { e.describe(kv[0]) }
                throw e.fail("the key \(key) is given twice: Swift stops the app on a duplicate key in "
                             + "Dictionary(\(form))", at: range)
            }
            entries.append(DictionaryEntryValue(key: kv[0], value: kv[1]))
        }
        return .dictionary(entries)
    }

    static func items(_ b: Value) -> [Value] {
        switch b {
        case .array(let a): return a
        case .dictionary(let entries): return entries.map(dictionaryElement)
        default: return []
        }
    }

    /// A dictionary's element as Swift's sequence of it gives it: the tuple `(key:, value:)`.
    static func dictionaryElement(_ entry: DictionaryEntryValue) -> Value {
        .tuple([entry.key, entry.value], labels: ["key", "value"])
    }

    /// What a dictionary has of `Sequence`: `forEach`, `map`, `compactMap`, `flatMap` and `reduce`
    /// over its `(key:, value:)` elements, in the order the entries went in. Swift's order is
    /// unspecified and differs between runs; a loop that turns masks off or adds the views as
    /// subviews places the same frames in any order. (`filter` is left out: on a dictionary it
    /// gives a dictionary.)
    static var dictionarySequenceMembers: [Member] {
        let kept: Set<String> = ["forEach(_:)", "map(_:)", "compactMap(_:)", "flatMap(_:)", "reduce(_:_:)", "sorted(by:)"]
        return arrayMembers.filter { kept.contains($0.signature) }
    }

    static let textStyleSizes: [String: Double] = [
        "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
    ]

    /// The Dynamic Type font of a text style at the default size.
    static func preferredFont(_ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        guard case .enumCase(let style)? = args.first?.value else { return .font(17) }
        guard let size = textStyleSizes[style] else {
            throw e.fail("unknown text style '.\(style)'", at: range, suggestion: Suggestion.closest(to: style, in: textStyleSizes.keys.sorted()))
        }
        // UIKit's text styles at the Large size are regular but for the headline, semibold. The
        // font carries its style's name, as a storyboard's `<fontDescription style=…>` does: the
        // style spaces a label's lines (``TextMetrics/textStyleLeading(_:fontSize:)``).
        return .font(size, weight: style == "headline" ? .semibold : .regular, name: textStyleFontName(style))
    }

    /// The name UIKit's text style fonts go by (`UICTFontTextStyleFootnote`), from a
    /// `UIFont.TextStyle` case (`footnote`).
    static func textStyleFontName(_ style: String) -> String {
        let word = style == "subheadline" ? "Subhead" : style.prefix(1).uppercased() + style.dropFirst()
        return "UICTFontTextStyle" + word
    }

    /// The `weight:` of a system font (`.semibold`, `UIFont.Weight.bold`): regular when none is
    /// given; an unknown name is an error that says the known ones.
    static func fontWeight(_ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> FontWeight {
        guard let a = args.named(["weight"]) else { return .regular }
        // `.medium` is read by its name: without the parameter's type it would be SnapKit's priority.
        if case .implicitMember(let name, _) = a.expr, let weight = FontWeight(name: name) { return weight }
        switch a.value {
        case .enumCase(let name):
            guard let weight = FontWeight(name: name) else {
                throw e.fail("unknown font weight '.\(name)'", at: a.range,
                             suggestion: Suggestion.closest(to: name, in: FontWeight.allCases.map(\.rawValue)))
            }
            return weight
        case .opaque(let text):
            e.note("'\(text)' is not in the paste: the weight is taken as regular")
            return .regular
        case .priority(500):
            // `.medium` handed through a parameter of type UIFont.Weight (`TagLabel(weight:
            // .medium)`), read where it was written as the priority of that name: the one
            // weight whose name a priority shares.
            return .medium
        case .number(let raw):
            // A raw UIFont.Weight value: the nearest of UIKit's (-0.8 ultra light … 0.62 black).
            let raws: [(FontWeight, Double)] = [(.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0),
                                               (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4), (.heavy, 0.56), (.black, 0.62)]
            return raws.min { abs($0.1 - raw) < abs($1.1 - raw) }?.0 ?? .regular
        default:
            throw e.fail("expected a font weight such as .semibold", at: a.range)
        }
    }

    /// A vertical metric of the system font (`font.ascender`), per point of its size; a named
    /// font's is taken as the system font's, said in a note.
    static func vertical(_ name: String, _ what: String, _ perPoint: Double) -> Member {
        prop(name, "CGFloat", "\(what): the system font's \(Session.number(perPoint)) × size") { e, b, _ throws(Interrupt) in
            guard case .font(let size, _, let fontName) = b else { return b }
            if let fontName {
                e.note("\(fontName)'s \(name) is taken as the system font's, \(Session.number(perPoint)) × its size: Layoutbook "
                    + "knows its widths and line height, not its \(name)")
            }
            return .number(size * perPoint)
        }
    }

    /// The standard library's names of C's whole-number types (`CInt` is `Int32`); `CFloat` and
    /// `CDouble` are its names of C's `float` and `double`.
    static let cWholeNumberTypes = ["CInt", "CUnsignedInt", "CLong", "CUnsignedLong", "CLongLong", "CShort"]

    /// `font.withSize(12)`: the same font, weight and face at the size given.
    static func resized(_ font: Value, _ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        var weight = FontWeight.regular
        var name: String?
        if case .font(_, let w, let n) = font { weight = w; name = n }
        // The app's own size (`withSize(Theme.bodySize)`) is taken as 17, as for `systemFont(ofSize:)`.
        return .font(try fontSize(args, &e, at: range), weight: weight, name: name)
    }

    static func fontSize(_ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Double {
        guard let a = args.named(["ofSize", "size"]) ?? args.named([nil]) else { return 17 }
        if case .opaque(let text) = a.value {
            // `.systemFont(ofSize: theme.bodySize)`: the app's own size.
            e.note("'\(text)' is not in the paste: the font size is taken as 17, UIKit's default")
            return 17
        }
        if case .enumCase(let name) = a.value {
            // `UIFont(.brandBold, size: .body)`: a case of the app's own size type, not in the paste.
            e.note("'.\(name)' is the app's own font size, not in the paste: taken as 17, UIKit's default")
            return 17
        }
        let size = try number(a.value, &e, at: a.range, what: "a font size")
        guard size.isFinite, size > 0, size <= 10_000 else {
            // Most often worked out from what the paste does not hold (a size from the app's
            // window macro, read as 0): the rest of the code still runs, the text measured at 17.
            e.note("a font size of \(Evaluator.numberText(size)) is outside UIKit's above 0 to 10000 points (line \(a.range.start.line)): "
                + "the text is measured at 17, UIKit's default")
            return 17
        }
        return size
    }

    static var numberMembers: [Member] {
        [
            .method("rounded(_:)", "the nearest whole number, or the whole number the rule given says (.down, .up, .towardZero, "
                    + ".awayFromZero, .toNearestOrEven)") { e, b, args, _, range throws(Interrupt) in
                guard case .number(let n) = b else { return b }
                guard let given = args.first else { return .number(n.rounded()) }
                let rules: [String: FloatingPointRoundingRule] = [
                    "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven, "up": .up,
                    "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                ]
                guard case .enumCase(let name) = given.value, let rule = rules[name] else {
                    throw e.fail("expected a rounding rule: .down, .up, .towardZero, .awayFromZero, .toNearestOrEven or "
                                 + ".toNearestOrAwayFromZero", at: given.range)
                }
                return .number(n.rounded(rule))
            },
            prop("magnitude", "CGFloat", "the absolute value") { _, b, _ throws(Interrupt) in if case .number(let n) = b { .number(abs(n)) } else { b } },
            prop("description", "String", "as text") { e, b, _ throws(Interrupt) in .string(e.describe(b)) },
            // Objective-C's `@(idx).stringValue`, NSNumber's text.
            prop("stringValue", "String", "NSNumber's text of it") { e, b, _ throws(Interrupt) in .string(e.describe(b)) },
            .method("truncatingRemainder(dividingBy:)", "the remainder") { e, b, args, _, range throws(Interrupt) in
                guard case .number(let n) = b else { return b }
                let d = try number(args.first?.value ?? .number(1), &e, at: range)
                guard d != 0 else { throw e.fail("division by zero", at: range) }
                return .number(n.truncatingRemainder(dividingBy: d))
            },
            prop("isZero", "Bool", "whether it is 0") { _, b, _ throws(Interrupt) in if case .number(let n) = b { .bool(n == 0) } else { b } },
        ] + nsNumberValueMembers
    }

    /// NSString's accessors of the number its text begins with (`[@"3" intValue]`, `count.floatValue`):
    /// leading spaces skipped, then a sign, digits and a fraction, as C's `strtod` reads them; 0
    /// when it begins with none; an integer cut toward zero; `boolValue` YES for a text starting
    /// with Y, y, T, t or a digit 1–9, as Foundation documents.
    static var nsStringValueMembers: [Member] {
        @Sendable func leading(_ text: String) -> Double {
            let rest = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            var digits = ""
            for (i, c) in rest.enumerated() {
                if c.isASCII, c.isNumber || (c == "." && !digits.contains(".")) || (i == 0 && (c == "-" || c == "+")) {
                    digits.append(c)
                } else {
                    break
                }
            }
            return Double(digits) ?? Double(digits + "0") ?? 0
        }
        let real = ["floatValue", "doubleValue"]
        let whole = ["intValue", "integerValue", "longLongValue"]
        return real.map { name in
            prop(name, name == "floatValue" ? "Float" : "Double", "NSString's leading number") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .number(leading(s)) } else { b }
            }
        } + whole.map { name in
            prop(name, "Int", "NSString's leading number, cut toward zero") { _, b, _ throws(Interrupt) in
                if case .string(let s) = b { .number(leading(s).rounded(.towardZero)) } else { b }
            }
        } + [
            prop("boolValue", "Bool", "NSString's YES for a text starting Y, y, T, t or 1–9") { _, b, _ throws(Interrupt) in
                guard case .string(let s) = b else { return b }
                let first = s.drop { $0 == " " || $0 == "\t" }.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }.first
                return .bool(first.map { "YyTt123456789".contains($0) } ?? false)
            },
        ]
    }

    /// NSNumber's accessors of the value it boxes (`[[tops objectAtIndex:i] floatValue]`,
    /// `[@(3) integerValue]`): the number itself as a float or double, cut toward zero as an
    /// integer (C's conversion), and NO only for 0 as a BOOL.
    static var nsNumberValueMembers: [Member] {
        let real = ["floatValue", "doubleValue"]
        let whole = ["intValue", "integerValue", "longValue", "longLongValue", "shortValue",
                     "unsignedIntValue", "unsignedIntegerValue", "unsignedLongValue"]
        return real.map { name in
            prop(name, name == "floatValue" ? "Float" : "Double", "NSNumber's value as a \(name == "floatValue" ? "float" : "double")") {
                _, b, _ throws(Interrupt) in b
            }
        } + whole.map { name in
            prop(name, "Int", "NSNumber's value as an integer, cut toward zero") { _, b, _ throws(Interrupt) in
                if case .number(let n) = b { .number(n.rounded(.towardZero)) } else { b }
            }
        } + [
            prop("boolValue", "Bool", "NSNumber's value as a BOOL: NO for 0, YES else") { _, b, _ throws(Interrupt) in
                if case .number(let n) = b { .bool(n != 0) } else { b }
            },
        ]
    }

    /// `first` and `last`: read, the end element; called with a closure (`first { … }`,
    /// `first(where:)`), the first or last element it keeps.
    static func elementFinder(_ name: String, _ help: String, fromEnd: Bool) -> Member {
        Member(name: name, signature: "\(name): Element?", help: help, isLayout: true,
               get: { _, b, _ throws(Interrupt) in (fromEnd ? items(b).last : items(b).first) ?? .none }, set: nil,
               call: { e, b, args, trailing, range throws(Interrupt) in
                   guard let c = trailing ?? args.first?.value else { throw e.fail("\(name)(where:) needs a closure", at: range) }
                   let elements = fromEnd ? Array(items(b).reversed()) : items(b)
                   for item in elements where try e.truth(try e.callAny(c, [item], at: range), at: range) { return item }
                   return .none
               })
    }

    static var arrayMembers: [Member] {
        return [
            prop("count", "Int", "how many") { _, b, _ throws(Interrupt) in .number(Double(items(b).count)) },
            prop("isEmpty", "Bool", "whether it has none") { _, b, _ throws(Interrupt) in .bool(items(b).isEmpty) },
            elementFinder("first", "the first, or nil; with a closure (`first { $0.tag == 2 }`, `first(where:)`) the first it keeps",
                          fromEnd: false),
            elementFinder("last", "the last, or nil; with a closure (`last(where:)`) the last it keeps", fromEnd: true),
            // A pair `enumerated()` makes is kept as a two-element array: its labels read its parts.
            prop("offset", "Int", "of a pair enumerated() makes, its index") { e, b, range throws(Interrupt) in
                guard items(b).count == 2 else { throw e.fail("'offset' is a pair's, from enumerated()", at: range) }
                return items(b)[0]
            },
            prop("element", "Element", "of a pair enumerated() makes, its element") { e, b, range throws(Interrupt) in
                guard items(b).count == 2 else { throw e.fail("'element' is a pair's, from enumerated()", at: range) }
                return items(b)[1]
            },
            prop("indices", "Range<Int>", "0..<count") { _, b, _ throws(Interrupt) in .array(items(b).indices.map { .number(Double($0)) }) },
            .method("randomElement()", "random: the first element here, so that every run lays out the same") {
                e, b, _, _, _ throws(Interrupt) in
                // As arc4random's: the app picks anew at each run; one fixed pick keeps the frames the same.
                guard let first = items(b).first else { return .none }
                e.note("randomElement() is random: the first element, \(e.describe(first)), is used here, so that every run lays "
                    + "out the same")
                return first
            },
            .method("enumerated()", "(offset, element) pairs") { _, b, _, _, _ throws(Interrupt) in
                .array(items(b).enumerated().map { .tuple([.number(Double($0.offset)), $0.element], labels: ["offset", "element"]) })
            },
            .method("enumerate()", "Swift 2: enumerated()") { _, b, _, _, _ throws(Interrupt) in
                .array(items(b).enumerated().map { .tuple([.number(Double($0.offset)), $0.element], labels: ["offset", "element"]) })
            },
            .method("reversed()", "in reverse order") { _, b, _, _, _ throws(Interrupt) in .array(items(b).reversed()) },
            .method("reverse()", "Swift 2: reversed()") { _, b, _, _, _ throws(Interrupt) in .array(items(b).reversed()) },
            .method("forEach(_:)", "runs the closure for each element") { e, b, args, trailing, range throws(Interrupt) in
                guard let c = trailing ?? args.first?.value else { throw e.fail("forEach needs a closure", at: range) }
                for item in items(b) { _ = try e.callAny(c, [item], at: range) }
                return .void
            },
            .method("map(_:)", "each element transformed") { e, b, args, trailing, range throws(Interrupt) in
                guard let c = trailing ?? args.first?.value else { throw e.fail("map needs a closure", at: range) }
                var result: [Value] = []
                for item in items(b) { result.append(try e.callAny(c, [item], at: range)) }
                return .array(result)
            },
            .method("compactMap(_:)", "each element transformed, nils dropped") { e, b, args, trailing, range throws(Interrupt) in
                guard let c = trailing ?? args.first?.value else { throw e.fail("compactMap needs a closure", at: range) }
                var result: [Value] = []
                for item in items(b) {
                    let v = try e.callAny(c, [item], at: range)
                    if case .none = v { continue }
                    result.append(v)
                }
                return .array(result)
            },
            .method("flatMap(_:)", "each element's array, joined") { e, b, args, trailing, range throws(Interrupt) in
                guard let c = trailing ?? args.first?.value else { throw e.fail("flatMap needs a closure", at: range) }
                var result: [Value] = []
                for item in items(b) {
                    let v = try e.callAny(c, [item], at: range)
                    if case .array(let inner) = v { result += inner } else if case .none = v {} else { result.append(v) }
                }
                return .array(result)
            },
            .method("filter(_:)", "the elements the closure keeps") { e, b, args, trailing, range throws(Interrupt) in
                guard let c = trailing ?? args.first?.value else { throw e.fail("filter needs a closure", at: range) }
                var result: [Value] = []
                for item in items(b) where try e.truth(try e.callAny(c, [item], at: range), at: range) { result.append(item) }
                return .array(result)
            },
            .method("reduce(_:_:)", "combines the elements") { e, b, args, trailing, range throws(Interrupt) in
                guard var accumulator = args.first?.value,
                      let c = trailing ?? (args.count > 1 ? args[1].value : nil) else {
                    throw e.fail("reduce needs a start and a closure", at: range)
                }
                for item in items(b) { accumulator = try e.callAny(c, [accumulator, item], at: range) }
                return accumulator
            },
            .method("contains(_:)", "whether an element is there; with a closure (`contains(where:)`) whether one it keeps is") {
                e, b, args, trailing, range throws(Interrupt) in
                if let c = trailing ?? args.named("where")?.value {
                    for item in items(b) where try e.truth(try e.callAny(c, [item], at: range), at: range) { return .bool(true) }
                    return .bool(false)
                }
                guard let v = args.first?.value else { return .bool(false) }
                return .bool(items(b).contains { Evaluator.equal($0, v) })
            },
            .method("sorted(by:)", "in increasing order (numbers, strings), or in the order the closure says comes first") {
                e, b, args, trailing, range throws(Interrupt) in
                try sortedItems(items(b), by: trailing ?? args.first?.value, &e, at: range)
            },
            // `max()` and `max(by:)` (`.max { $0.y < $1.y }` too) are one member: one name, one entry.
            .method("min()", "the least (numbers, strings), or nil; min(by:) in the order the closure says comes first") {
                e, b, args, trailing, range throws(Interrupt) in
                if let closure = trailing ?? args.first(where: { $0.label == "by" })?.value {
                    return try extreme(items(b), greatest: false, by: closure, &e, at: range)
                }
                let sorted = try sortedItems(items(b), by: nil, &e, at: range)
                return sorted.isOpaque ? .opaque("min()") : sorted.arrayItems.first ?? .none
            },
            .method("max()", "the greatest (numbers, strings), or nil; max(by:) in the order the closure says comes first") {
                e, b, args, trailing, range throws(Interrupt) in
                if let closure = trailing ?? args.first(where: { $0.label == "by" })?.value {
                    return try extreme(items(b), greatest: true, by: closure, &e, at: range)
                }
                let sorted = try sortedItems(items(b), by: nil, &e, at: range)
                return sorted.isOpaque ? .opaque("max()") : sorted.arrayItems.last ?? .none
            },
            .method("firstIndex(of:)", "where an element is, or nil") { _, b, args, _, _ throws(Interrupt) in
                guard let v = args.first?.value, let i = items(b).firstIndex(where: { Evaluator.equal($0, v) }) else { return .none }
                return .number(Double(i))
            },
            .method("index(of:)", "Swift 3: firstIndex(of:)") { _, b, args, _, _ throws(Interrupt) in
                guard let v = args.first?.value, let i = items(b).firstIndex(where: { Evaluator.equal($0, v) }) else { return .none }
                return .number(Double(i))
            },
            .method("joined(separator:)", "strings joined") { e, b, args, _, range throws(Interrupt) in
                let separator = try args.named("separator").map { a throws(Interrupt) in try string(a.value, &e, at: range, placeholderFor: "the separator") } ?? ""
                return .string(items(b).map { e.describe($0) }.joined(separator: separator))
            },
            .method("dropFirst(_:)", "without the first elements") { e, b, args, _, range throws(Interrupt) in
                let n = try whole(args.first?.value ?? .number(1), &e, at: range, what: "a whole count")
                return .array(Array(items(b).dropFirst(max(n, 0))))
            },
            .method("dropLast(_:)", "without the last elements") { e, b, args, _, range throws(Interrupt) in
                let n = try whole(args.first?.value ?? .number(1), &e, at: range, what: "a whole count")
                return .array(Array(items(b).dropLast(max(n, 0))))
            },
            .method("prefix(_:)", "the first elements") { e, b, args, _, range throws(Interrupt) in
                let n = try whole(args.first?.value ?? .number(0), &e, at: range, what: "a whole count")
                return .array(Array(items(b).prefix(max(n, 0))))
            },
            // A `Set` is held as an array of its elements once each, in the order first given.
        ] + setAlgebraMembers + [
            // The mutating methods are run by the evaluator, which writes the array back.
            .inert("sort(by:)", "sorts in place"), .inert("formUnion(_:)", "a set's: adds the elements it lacks"),
            .inert("subtract(_:)", "a set's: removes the elements given"), .inert("formIntersection(_:)", "a set's: keeps the elements given"),
            .inert("formSymmetricDifference(_:)", "a set's: keeps the elements in one of the two only"),
            .inert("append(_:)", "adds an element"), .inert("append(contentsOf:)", "adds elements"), .inert("insert(_:at:)", "inserts"),
            .inert("remove(at:)", "removes"), .inert("removeAll()", "empties"), .inert("removeLast()", "removes the last"),
            .inert("removeFirst()", "removes the first"),
        ]
    }

    /// A `Set`'s queries, on the array that holds it (or any array, as Swift's take any sequence).
    static var setAlgebraMembers: [Member] {
        let queries: [(String, String)] = [
            ("union(_:)", "a set's: its elements and those given"), ("intersection(_:)", "a set's: its elements also given"),
            ("subtracting(_:)", "a set's: its elements not given"),
            ("symmetricDifference(_:)", "a set's: the elements in one of the two only"),
            ("isSubset(of:)", "a set's: whether every element is given"), ("isSuperset(of:)", "a set's: whether it has every element given"),
            ("isDisjoint(with:)", "a set's: whether it has none of the elements given"),
            ("isStrictSubset(of:)", "a set's: a subset that lacks some given"),
            ("isStrictSuperset(of:)", "a set's: a superset with more than given"),
        ]
        return queries.map { signature, help in
            let name = String(signature.prefix { $0 != "(" })
            return .method(signature, help) { e, b, args, _, range throws(Interrupt) in
                guard let other = args.first else { throw e.fail("\(name) needs the elements to compare with", at: range) }
                return try e.setAlgebra(name, items(b), try e.sequenceItems(other.value, at: other.range)).result
            }
        }
    }

    /// The elements in increasing order (numbers by value, strings as Swift orders them), or in
    /// the order a closure says comes first (`sorted(by: <)`, `{ $0.order < $1.order }`), stably.
    static func sortedItems(_ elements: [Value], by closure: Value?, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        if closure == nil, let unknown = elements.first(where: { if case .number = $0 { false } else if case .string = $0 { false } else { true } }) {
            // Values of the app's (`[descriptionHeight(…)]`), or ones with no order of their own
            // here: the order is not known.
            e.note("the order of \(unknown.kindName) is not worked out here: what needs it is skipped")
            return .opaque("sorted()")
        }
        var result: [Value] = []
        result.reserveCapacity(elements.count)
        // Insertion by binary search: stable, and the closure is called n log n times.
        for item in elements {
            var low = 0, high = result.count
            while low < high {
                let middle = (low + high) / 2
                if try precedes(item, result[middle], by: closure, &e, at: range) { high = middle } else { low = middle + 1 }
            }
            result.insert(item, at: low)
        }
        return .array(result)
    }

    /// Swift's `max(by:)` and `min(by:)`: the first element kept, replaced by each later one the
    /// closure orders after it (`max`) or before it (`min`), so of equals `max` keeps the last and
    /// `min` the first, as the standard library does; nil for no elements.
    static func extreme(_ elements: [Value], greatest: Bool, by closure: Value, _ e: inout Evaluator,
                        at range: SourceRange) throws(Interrupt) -> Value {
        guard var result = elements.first else { return .none }
        for item in elements.dropFirst() {
            let replaces = greatest ? try precedes(result, item, by: closure, &e, at: range)
                                    : try precedes(item, result, by: closure, &e, at: range)
            if replaces { result = item }
        }
        return result
    }

    private static func precedes(_ a: Value, _ b: Value, by closure: Value?, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Bool {
        if let closure { return try e.truth(try e.callAny(closure, [a, b], at: range), at: range) }
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)): return x < y
        default:
            // (Numbers beside strings: no Swift array holds both.)
            return false
        }
    }

    // MARK: - Initialisers of library types

    /// `UIEdgeInsets(equalInset: 15)`, `UIEdgeInsets(inset: 8)`, `UIEdgeInsets(uniform: 4)`: one
    /// number under a label UIKit's initialisers lack is the app's own initialiser, which the
    /// paste does not hold, taken as that inset on every side, with a note. Nil for any other
    /// arguments.
    static func sameInsetOnEverySide(_ typeName: String, _ args: [EvaluatedArgument], _ e: inout Evaluator) throws(Interrupt) -> EdgeInsets? {
        let sides: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing", "horizontal", "vertical", "all"]
        guard args.count == 1, let label = args[0].label, !sides.contains(label), case .number(let v) = args[0].value else { return nil }
        e.note("'\(typeName)(\(label):)' is the app's own initialiser, not in the paste: taken as \(Evaluator.numberText(v)) on every side")
        return EdgeInsets(top: v, left: v, bottom: v, right: v)
    }

    /// `UIEdgeInsets(horizontal: 12, vertical: 4)`, `NSDirectionalEdgeInsets(vertical: 8)`: the
    /// app's own initialiser (UIKit's take every side), not in the paste, taken as its labels say
    /// (a side it leaves out is 0), with a note. Nil for other arguments.
    static func insetsByAxis(_ typeName: String, _ args: [EvaluatedArgument], _ e: inout Evaluator) throws(Interrupt) -> EdgeInsets? {
        guard !args.isEmpty, args.allSatisfy({ $0.label == "horizontal" || $0.label == "vertical" }) else { return nil }
        let h = try args.named("horizontal").map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
        let v = try args.named("vertical").map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
        let labels = args.compactMap(\.label).map { $0 + ":" }.joined()
        e.note("'\(typeName)(\(labels))' is the app's own initialiser, not in the paste: taken as \(Evaluator.numberText(h)) at the sides and \(Evaluator.numberText(v)) at the top and bottom")
        return EdgeInsets(top: v, left: h, bottom: v, right: h)
    }

    /// `UIEdgeInsets(top: 21, leading: 12, bottom: 21, trailing: 16)`, `UIEdgeInsets(top: 8)`,
    /// `NSDirectionalEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)`: side labels that are not
    /// the type's own four (the other inset type's names, or only some sides) are the app's own
    /// initialiser, not in the paste. Taken as the labels say in a left-to-right layout (leading
    /// is left), a side left out 0, with a note. Nil for the type's own four labels or others.
    static func insetsBySideNames(_ typeName: String, directional: Bool, _ args: [EvaluatedArgument],
                                  _ e: inout Evaluator) throws(Interrupt) -> EdgeInsets? {
        let own = directional ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
        let sides: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing"]
        let labels = args.compactMap(\.label)
        guard !args.isEmpty, labels.count == args.count, labels.allSatisfy(sides.contains), Set(labels).count == labels.count,
              labels != own else { return nil }
        var insets = EdgeInsets.zero
        for a in args {
            let v = try number(a.value, &e, at: a.range)
            switch a.label {
            case "top": insets.top = v
            case "bottom": insets.bottom = v
            case "left", "leading": insets.left = v
            default: insets.right = v
            }
        }
        let missing = own.filter { side in !labels.contains(side) && !labels.contains(Self.sameSide(side)) }
        e.note("'\(typeName)(\(labels.map { $0 + ":" }.joined()))' is the app's own initialiser, not in the paste: "
            + "taken as the labels say in a left-to-right layout\(missing.isEmpty ? "" : ", " + missing.joined(separator: ", ") + " 0")")
        return insets
    }

    /// `leading` for `left` and back: the same side in a left-to-right layout.
    private static func sameSide(_ side: String) -> String {
        switch side {
        case "left": "leading"
        case "leading": "left"
        case "right": "trailing"
        case "trailing": "right"
        default: side
        }
    }

    static func construct(_ typeName: String, _ args: [EvaluatedArgument], trailing: Value?, _ e: inout Evaluator,
                          at range: SourceRange, nameRange: SourceRange) throws(Interrupt) -> Value {
        let args = e.positionalArguments(of: typeName, args)
        func n(_ label: String?) throws(Interrupt) -> Double {
            guard let a = args.named(label) else { throw e.fail("\(typeName)(…) needs \(label.map { "\($0):" } ?? "a value")", at: range) }
            return try number(a.value, &e, at: a.range)
        }
        switch typeName {
        case "UIDevice" where args.isEmpty:
            // `UIDevice()`: an object for the same device as `UIDevice.current`, its idiom too.
            return .type("UIDevice")
        case "CGRect":
            if args.isEmpty { return .rect(Rect(x: 0, y: 0, width: 0, height: 0)) }
            if let o = args.named("origin"), let s = args.named("size") {
                let p = try point(o.value, &e, at: o.range)
                let size = try size(s.value, &e, at: s.range)
                return .rect(Rect(x: p.x, y: p.y, width: size.width, height: size.height))
            }
            return .rect(Rect(x: try n("x"), y: try n("y"), width: try n("width"), height: try n("height")))
        case "CGSize":
            if args.isEmpty { return .size(Size(width: 0, height: 0)) }
            // `CGSize(size: 25)`, `CGSize(square: 40)`, `CGSize(same: 8)`: one number under a label
            // CGSize's initialisers lack is the app's own initialiser, taken as that number both
            // ways, as its name says, with a note.
            if args.count == 1, let label = args[0].label, !["width", "height"].contains(label),
               case .number(let v) = args[0].value {
                e.note("'CGSize(\(label):)' is the app's own initialiser, not in the paste: taken as \(Evaluator.numberText(v)) × \(Evaluator.numberText(v))")
                return .size(Size(width: v, height: v))
            }
            let start = e.unknownReads
            let width = try n("width")
            let afterWidth = e.unknownReads
            let height = try n("height")
            return .size(e.rememberSides(of: Size(width: width, height: height), args.named("width"), args.named("height"),
                                         readsBefore: start, afterWidth: afterWidth))
        case "CGPoint":
            if args.isEmpty { return .point(Point(x: 0, y: 0)) }
            return .point(Point(x: try n("x"), y: try n("y")))
        case "UIEdgeInsets", "ConstraintInsets", "TinyEdgeInsets", "EdgeInsets":
            if args.isEmpty { return .insets(.zero, directional: false) }
            if let all = args.named("all") {
                let v = try number(all.value, &e, at: all.range)
                return .insets(EdgeInsets(top: v, left: v, bottom: v, right: v), directional: false)
            }
            if let same = try sameInsetOnEverySide(typeName, args, &e) { return .insets(same, directional: false) }
            if let axes = try insetsByAxis(typeName, args, &e) { return .insets(axes, directional: false) }
            if let named = try insetsBySideNames(typeName, directional: false, args, &e) { return .insets(named, directional: false) }
            return .insets(EdgeInsets(top: try n("top"), left: try n("left"), bottom: try n("bottom"), right: try n("right")), directional: false)
        case "NSDirectionalEdgeInsets":
            if args.isEmpty { return .insets(.zero, directional: true) }
            if let same = try sameInsetOnEverySide(typeName, args, &e) { return .insets(same, directional: true) }
            if let axes = try insetsByAxis(typeName, args, &e) { return .insets(axes, directional: true) }
            if let named = try insetsBySideNames(typeName, directional: true, args, &e) { return .insets(named, directional: true) }
            return .insets(EdgeInsets(top: try n("top"), left: try n("leading"), bottom: try n("bottom"), right: try n("trailing")), directional: true)
        case "UILayoutPriority", "ConstraintPriority":
            guard let a = args.named(["rawValue", nil]) else { throw e.fail("\(typeName)(…) needs a number", at: range) }
            return .priority(try number(a.value, &e, at: a.range))
        case "CGFloat", "Double", "Float", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
             "UInt64", "Float32", "Float64", "TimeInterval", "NSInteger", "NSUInteger", "CFloat", "CDouble", "CInt", "CUnsignedInt",
             "CLong", "CUnsignedLong", "CLongLong", "CShort":
            guard let a = args.first else { return .number(0) }
            // `CGFloat(theme.spacing)`: the app's value stays the app's, for its use to say so.
            if case .opaque = a.value { return a.value }
            let v = try number(a.value, &e, at: a.range)
            return .number(typeName.contains("Int") || cWholeNumberTypes.contains(typeName) ? v.rounded(.towardZero) : v)
        case "Selector":
            // `Selector("switchValueChanged:")`: the method a control's target calls, as #selector names it.
            return .opaque("#selector")
        case "Array":
            // `Array(repeating: 0, count: 3)`, `Array(views)`, `Array(0..<4)`.
            if let repeated = args.named("repeating"), let count = args.named("count") {
                let n = try number(count.value, &e, at: count.range)
                guard n >= 0, n <= 100_000 else { throw e.fail("Array(repeating:count:) needs a count from 0 to 100000", at: count.range) }
                return .array(Array(repeating: repeated.value, count: Int(n)))
            }
            guard let a = args.first else { return .array([]) }
            return .array(try e.sequenceItems(a.value, at: a.range))
        case "Set":
            // `Set(tags)`, `Set<String>()`: the elements once each, in the order first given (a
            // Swift set's own order is unspecified; no layout here depends on it).
            guard let a = args.first else { return .array([]) }
            var unique: [Value] = []
            for item in try e.sequenceItems(a.value, at: a.range) where !unique.contains(where: { Evaluator.equal($0, item) }) {
                unique.append(item)
            }
            return .array(unique)
        case "String", "NSString", "NSMutableString":
            // Foundation's `NSString(format:)` and `NSString(string:)` make the text String's do.
            if let first = args.first, first.label == "string", args.count == 1 { return .string(e.describe(first.value)) }
            if let repeating = args.named("repeating") {
                guard let count = args.named("count") else { throw e.fail("String(repeating:count:) needs a count", at: range) }
                let n = try whole(count.value, &e, at: count.range, what: "a whole count")
                guard n >= 0 else { throw e.failStop("a count of \(n) is negative (the app would stop here)", at: count.range) }
                let unit = e.describe(repeating.value)
                try e.checkLength(unit.utf8.count.multipliedReportingOverflow(by: n).overflow ? Int.max : unit.utf8.count * n, at: range)
                return .string(String(repeating: unit, count: n))
            }
            if let first = args.first, first.label == nil || first.label == "describing" {
                // `String(game.score)` of the app's value writes a stand-in, as interpolation does.
                if case .opaque = first.value { return .string(e.interpolated(first.value, of: first.expr)) }
                return .string(e.describe(first.value))
            }
            if let format = args.first, format.label == "format", case .string(let text) = format.value {
                // `String(format: "%d flips", count)`: C's format, as `[NSString stringWithFormat:]`.
                return try formatted(text, Array(args.dropFirst()), &e, at: range)
            }
            if args.isEmpty { return .string("") }
            // `String(format:…)`, `String(contentsOf:)`…: not worked out here, so no made-up text.
            e.note("skipped '\(typeName)(\(args.map { ($0.label ?? "_") + ":" }.joined()))': it is not worked out here")
            return .opaque("String")
        case "Dictionary":
            return try dictionary(args, &e, at: range)
        case "Bool":
            return args.first?.value ?? .bool(false)
        case "UIFont":
            if case .font(let own, let weight, let name)? = args.named("descriptor")?.value {
                // `UIFont(descriptor: bold, size: 0)`: a size of 0 is the descriptor's own, UIKit's rule.
                let given = args.named("size").flatMap { a -> Double? in if case .number(let n) = a.value { n } else { nil } }
                return .font(given.flatMap { $0 > 0 ? $0 : nil } ?? own, weight: weight, name: name)
            }
            if args.named("descriptor") != nil {
                // `UIFont(descriptor: d, size: 0)`: a size of 0 is the descriptor's own, UIKit's rule.
                // Descriptors are not modelled, so only a size given as a number is known.
                if let size = args.named("size"), case .number(let points) = size.value, points > 0 {
                    e.note("UIFont(descriptor:size:): the descriptor's traits are not modelled; the size is its own")
                    return .font(try fontSize(args, &e, at: range))
                }
                e.note("UIFont(descriptor:size:) at the descriptor's own size: descriptors are not modelled, so the font is not known "
                    + "here; what it is given to keeps its font")
                return .opaque("UIFont(descriptor:size:)")
            }
            if let size = args.named("size") {
                let points = try fontSize(args, &e, at: range)
                guard case .string(let name)? = args.named("name")?.value else {
                    e.note("UIFont(name:size:): the font's name is not modelled; its size is")
                    return .font(points)
                }
                if TextMetrics.monospacedAdvance(ofFont: name) != nil {
                    e.note("UIFont(name: \"\(name)\", size:): measured by the font's own advance and line height")
                } else if let font = NamedFont(name: name) {
                    e.note(font.metrics.lineHeightPerPoint != nil || TextMetrics.lineHeightPerPoint(ofFont: name) != nil
                           ? "UIFont(name: \"\(name)\", size:): measured by the font's own widths and line height"
                           : "UIFont(name: \"\(name)\", size:): measured by the font's own widths, in the system font's line height")
                } else if TextMetrics.lineHeightPerPoint(ofFont: name) != nil {
                    e.note("UIFont(name: \"\(name)\", size:): measured as the system font, in the font's own line height")
                } else {
                    e.note("UIFont(name: \"\(name)\", size:): the font is measured as the system font; its size is its own")
                }
                return .font(points, name: name)
            }
            return .font(17)
        case "AttributeContainer":
            // Swift's attributes for an `AttributedString`, made from their dictionary.
            if let given = args.first, given.label == nil, case .dictionary = given.value { return given.value }
            return .dictionary([])
        case "NSAttributedString", "NSMutableAttributedString", "AttributedString":
            // Foundation's, Swift's `AttributedString` too (iOS 15): its string, what a label or a
            // button shows and measures. A font its attributes give is kept beside the string,
            // for the label it is set on to be measured in it.
            if args.named("attachment") != nil {
                // `NSAttributedString(attachment: icon)`: an image inside the text, which is not
                // measured here; said, as the label it is set on is narrower than UIKit's by it.
                e.note("\(typeName)(attachment:): the image an attachment puts in the text is not measured here: a label or "
                    + "button showing it is narrower than UIKit's by the attachment's width (its bounds, or its image's size)")
                return .string("")
            }
            let made = args.named(["string", nil])?.value ?? .string("")
            // The app's text the paste lacks (`AttributedString(L10n.resend, attributes: …)`) is
            // shown as its placeholder, the path it was read by: measured in the font given.
            let shownText: String? = switch made {
            case .string(let text), .opaque(let text): text
            default: nil
            }
            if let text = shownText, case .dictionary(let entries)? = args.named("attributes")?.value {
                if let font = entries.first(where: { if case .font = $0.value { true } else { false } })?.value {
                    e.swift.attributedFonts[text] = font
                }
                let objects = e.swift.objects
                var lines = entries.lazy.compactMap({ paragraphLines($0.value, objects) }).first
                if let kern = attributeKern(entries) {
                    lines = lines ?? .plain
                    lines?.kern = kern
                }
                if let lines { e.swift.attributedParagraphs[text] = lines }
            }
            return made
        case paragraphStyleClass, "NSParagraphStyle":
            // A paragraph style the code fills in: its line spacing and line heights space the
            // lines of the label whose attributed text it styles; what else it sets is held, not
            // laid out.
            let id = e.newObject(paragraphStyleClass)
            e.swift.objects[id]?.fields = paragraphStyleFields
            return .object(id)
        case "UIImage":
            // An SF Symbol (`UIImage(systemName: "star")`, iOS 13) is UIKit's own image, not the
            // app's: said so where its size is noted as unknown.
            if case .string(let symbol)? = args.named(["systemName"])?.value {
                return .opaque("UIImage(systemName: \"\(symbol)\")")
            }
            // `UIImage()`: an empty image, 0×0, as an image view or button showing it is sized
            // (``Evaluator/emptyImage``); its size read by code stays unworked, as an app that
            // divides by it (an aspect ratio) would not lay a real image out so.
            if args.isEmpty, trailing == nil { return Evaluator.emptyImage }
            return .opaque("UIImage")
        case "NSLayoutConstraint":
            // `var leading = NSLayoutConstraint()`: a placeholder the code replaces before use,
            // as a property's starting value; it constrains nothing.
            if args.isEmpty { return .opaque(Evaluator.placeholderConstraintText) }
            return try e.itemConstraint(args, at: range)
        case "UIScreen":
            return .type("UIScreen")
        case "UIViewPropertyAnimator":
            return e.makeAnimator(args, trailing: trailing)
        case "UILayoutGuide":
            // A guide of the code's own (a spacer, a box to centre a group in): laid out as a
            // view that draws nothing, its anchors a view's, placed by `addLayoutGuide(_:)`.
            let name = try e.makeCustomGuide(at: range)
            e.note("UILayoutGuide() '\(name)' is laid out as a hidden view that draws nothing, its layoutFrame its frame")
            return .view(name)
        case "UINavigationController", "UITabBarController":
            // The controller it shows is presented inside the bars: its root view's safe area
            // starts below them (`in navigation` / `in tab bar`).
            if let root = args.named("rootViewController"), let rootID = e.objectID(of: root.value),
               e.standInController(rootID) == nil {
                let container: ContainerContext = typeName == "UINavigationController" ? .navigation : .tabBar
                e.setShownContainer(container)
                e.context.changed()
                e.swift.hidNavigationBar = false
                e.swift.objects[rootID]?.fields[Evaluator.shownInContainerField] = .string(typeName)
                e.note("\(typeName)(rootViewController:): the controller is shown in a \(typeName == "UINavigationController" ? "navigation bar" : "tab bar") controller")
                if container == .navigation, let id = e.objectID(of: root.value), let className = e.swift.objects[id]?.className,
                   e.swift.navigationBarHidden[className] == true {
                    e.applyNavigationBarHidden(true, of: className)
                }
                // `[[UINavigationController alloc] initWithRootViewController:[Home new]]` on a line
                // after Home's class, which was presented when pasted, in no container: the app
                // loads Home inside the bars, where its viewDidLoad reads them (its
                // navigationController, edgesForExtendedLayout); it is presented again so.
                if e.runningFunctions.isEmpty, let shown = e.swift.presentedController, shown != rootID,
                   let className = e.swift.objects[rootID]?.className, e.swift.objects[shown]?.className == className,
                   e.swift.objects[shown]?.fields[Evaluator.shownInContainerField] == nil {
                    try e.takeAwayEarlierPresentation(of: className, because: "this entry shows \(className) in a "
                        + "\(typeName == "UINavigationController" ? "navigation" : "tab bar") controller, and the app loads it "
                        + "there, so it is presented again inside it", at: range)
                    // One the code made before (`let vc = Detail()`, set up with `vc.titleLabel.text
                    // = …`) is the one shown, with what was set on it; its views keep the names they
                    // took while the earlier one was on the screen.
                    let madeHere: Bool
                    if case .call(.identifier(let callee, _), _, _, _) = root.expr, callee == className { madeHere = true } else { madeHere = false }
                    if !madeHere {
                        try e.present(rootID, at: range)
                        return root.value
                    }
                    // One made right here by its initialiser (`rootViewController: Detail()`) has had
                    // nothing set on it:
                    // it is made anew now that its views' names are free again (the one the line
                    // made took other names while the earlier one was on the screen); that one's
                    // views, in no view, go with it.
                    let orphaned = (e.swift.objects[rootID]?.fields ?? [:]).sorted { $0.key < $1.key }.compactMap { _, value -> String? in
                        if case .view(let view) = value, e.layoutID(view) == nil, e.session.state.detached[view] != nil { view } else { nil }
                    }
                    for view in orphaned { e.session.state.detached[view] = nil }
                    e.swift.forget(views: orphaned)
                    let fresh = try e.construct(className, e.presentationArguments(className, at: range), trailing: nil, at: range,
                                                nameRange: range)
                    guard let freshID = e.objectID(of: fresh) else { return root.value }
                    e.swift.objects[freshID]?.fields[Evaluator.shownInContainerField] = .string(typeName)
                    try e.present(freshID, at: range)
                    return fresh
                }
                return root.value
            }
            // One with no pasted controller to show (made empty, or around the app's own): a
            // controller of its own, whose view a container adds as a child's.
            let id = e.newObject(typeName)
            return .object(id)
        default:
            break
        }
        if isSubtype(typeName, of: "UIViewController") || isSubtype(typeName, of: "UICollectionViewFlowLayout") {
            let id = e.newObject(typeName)
            // `UICollectionViewController(collectionViewLayout:)`, `UITableViewController(style:)`:
            // what its list is made with.
            for label in ["collectionViewLayout", "style"] {
                if let given = args.named(label) { e.swift.objects[id]?.fields[label] = given.value }
            }
            return .object(id)
        }
        if isSubtype(typeName, of: "UIView") {
            var frame: Rect? = nil
            if let f = args.named("frame") { frame = try rect(f.value, &e, at: f.range) }
            let kind = viewKind(of: typeName)
            if types[typeName]?.help.contains("plain view") == true {
                e.note("\(typeName) is drawn as a plain view: its intrinsic size and contents are not modelled yet")
            }
            let name = try e.createView(className: typeName, kind: kind, frame: frame, at: range)
            if isSubtype(typeName, of: "UITableView"), let style = args.named("style") {
                // `UITableView(frame:style:)`: a grouped or inset-grouped table spaces its sections.
                e.swift.appearance[e.viewName(name), default: [:]]["style"] = style.value
            }
            if let layout = args.named("collectionViewLayout"), case .object = layout.value {
                // `UICollectionView(frame:collectionViewLayout:)`: the layout its items are placed by.
                e.swift.appearance[e.viewName(name), default: [:]]["collectionViewLayout"] = layout.value
            }
            if isSubtype(typeName, of: "UIStackView") {
                try e.editStack(name, .make, at: range)
                if let arranged = args.named("arrangedSubviews") { try arrange(arranged, in: name, &e, at: range) }
            }
            if let row = ControlSizes.row(for: typeName), isSubtype(typeName, of: "UIButton"),
               let config = args.named("configuration") {
                // `UIButton(configuration:)`: sized by the configuration's title and insets.
                var given = config.value
                if case .call(.implicitMember(let style, _), let arguments, _, _) = config.expr, !arguments.isEmpty,
                   ButtonConfiguration.styles.contains(style) {
                    // `.gray("Edit")`: the app's own factory on UIButton.Configuration, not in the
                    // paste; UIKit's configuration of the style it names, its title the app's.
                    e.note("'.\(style)(…)' is the app's own UIButton.Configuration factory, not in the paste: taken as "
                        + "UIButton.Configuration.\(style)(), without the title it gives")
                    given = .buttonConfiguration(ButtonConfiguration(style: style))
                }
                if let made = appButtonConfiguration(given, written: config.expr, &e) { given = .buttonConfiguration(made) }
                guard case .buttonConfiguration(let c) = given else {
                    throw e.fail("expected a UIButton.Configuration, found \(config.value.kindName)", at: config.range)
                }
                e.swift.controls[name] = ControlContent(configuration: c)
                if !row.verified { e.note("\(typeName): intrinsic size from Layoutbook's table of controls, approximate (help \(typeName))") }
            } else {
                var style: String?
                if let given = args.named(["style", "activityIndicatorStyle"]), case .enumCase(let s) = given.value { style = s }
                var items: [String]?
                if let given = args.named("items"), case .array(let values) = given.value { items = values.map { e.describe($0) } }
                if let given = args.named("items"), case .opaque(let text) = given.value, isSubtype(typeName, of: "UISegmentedControl") {
                    // `UISegmentedControl(items: sizes)` of the app's data: no segments here, so no width.
                    e.note("\(typeName)(items:): the segments are the app's ('\(text)'), not in the paste: the width UIKit gives it "
                        + "from its segments' titles is not known here; give it a width, or items written out, to lay it out")
                }
                equipControl(typeName, name, style: style, items: items, &e)
                equipButtonTitleFont(typeName, name, args, &e)
                // A text view made in code has no font: its text is drawn in the 12-pt system font.
                if isSubtype(typeName, of: "UITextView") {
                    try set(.view(name), "font", .font(ControlSizes.defaultTextViewFontSize, weight: .regular), &e, nameRange: range, range: range)
                }
                // `UISegmentedControl(items:)` sizes its frame to its segments, as UIKit's does,
                // so `control.center = …` alone shows it (a frame given or set later wins); so does
                // `UIActivityIndicatorView(style:)` to its style (20×20, 37×37), and a button of a type
                // the system draws the image of (`UIButton(type: .infoLight)`) to that image.
                let imageButton = isSubtype(typeName, of: "UIButton") && args.named("type").map { a in
                    if case .enumCase(let type) = a.value { systemImageButtonTypes.contains(type) } else { false }
                } == true
                let sizesToStyle = args.named(["style", "activityIndicatorStyle"]) != nil && isSubtype(typeName, of: "UIActivityIndicatorView")
                if frame == nil, sizesToStyle || imageButton || (items.map { !$0.isEmpty } ?? false) && isSubtype(typeName, of: "UISegmentedControl"),
                   let content = e.swift.controls[name], var placed = ControlSizes.intrinsicSize(of: typeName, content) {
                    if imageButton {
                        // (Its image's size on the screen's pixels, as its intrinsic size is.)
                        let scale = e.session.state.layout.textScale
                        placed = Size(width: (placed.width * scale).rounded(.up) / scale, height: (placed.height * scale).rounded(.up) / scale)
                    }
                    let insets = ControlSizes.alignmentRectInsets(of: typeName, content)
                    let sized = Rect(x: 0, y: 0, width: placed.width + insets.left + insets.right,
                                     height: placed.height + insets.top + insets.bottom)
                    try e.setProperty(name, .frame, .rect(Evaluator.rectLiteral(sized, range)), at: range)
                }
            }
            if kind == .imageView, let image = args.named("image") {
                try e.setImageLater(name, image.value, at: image.range)
            } else if kind == .imageView, args.count == 1, let given = args.first, given.label == nil,
                      { if case .view = given.value { false } else if case .rect = given.value { false } else { true } }() {
                // `UIImageView(.noCloud)`, `UIImageView(Asset.logo.image)`: the app's initialiser
                // given its own image, not in the paste: an image of unknown size, as `image:` would be.
                let image: Value = if case .size = given.value { given.value } else { .opaque("\(typeName)(_:)") }
                try e.setImageLater(name, image, at: given.range)
            }
            if isSubtype(typeName, of: "UIButton"), let action = args.named("primaryAction"),
               let title = try e.actionTitle(action.expr) {
                // `UIButton(type: .system, primaryAction: UIAction(title: "Go") { … })`: UIKit
                // sets the button's title (a configuration's title) to the action's.
                try e.updateControl(.view(name), at: range) { content in
                    if content.configuration != nil { content.configuration?.title = title } else { content.title = title }
                }
            }
            return .view(name)
        }
        if types[typeName] != nil {
            return .opaque(typeName)
        }
        return .opaque(typeName)
    }

    /// `.init(…)` with the type from context is rare in layout code; only insets are read.
    static func callImplicit(_ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        // EasyPeasy's and Anchorage's `.custom(600)` priority.
        // (A sheet's `.custom(resolver: { _ in 353 })` detent is not one: its height is the sheet's.)
        // (Nor the app's own case of that name given something else, `.custom(types: [.primary])`.)
        if name == "custom" || name == "customPriority", args.count == 1, let n = args.first, [nil, "priority", "rawValue"].contains(n.label) {
            return .priority(try number(n.value, &e, at: n.range))
        }
        // `.init(251)`, `.init(rawValue: 999)`: a UILayoutPriority (or CGFloat) made from its
        // number, as `setContentHuggingPriority(.init(251), for: .horizontal)` writes it.
        if name == "init", args.count == 1, args[0].label == nil || args[0].label == "rawValue",
           case .number(let n) = args[0].value {
            return .priority(n)
        }
        if name == "init", args.named("top") != nil {
            // `.init(top:leading:bottom:trailing:)` is NSDirectionalEdgeInsets' own (a button
            // configuration's `contentInsets`, `directionalLayoutMargins`), `.init(top:left:…)` UIEdgeInsets'.
            let directional = args.named("leading") != nil || args.named("trailing") != nil
            return try construct(directional ? "NSDirectionalEdgeInsets" : "UIEdgeInsets", args, trailing: nil, &e, at: range, nameRange: range)
        }
        if name == "init", !args.isEmpty, args.count <= 2, args.allSatisfy({ ["all", "horizontal", "vertical"].contains($0.label ?? "") }) {
            // `layoutMargins = .init(all: 16)`, `.init(horizontal: 8, vertical: 4)`: UIEdgeInsets,
            // made by the app's extension initialisers as the type's own are read.
            return try construct("UIEdgeInsets", args, trailing: nil, &e, at: range, nameRange: range)
        }
        if name == "init", args.count == 1, args[0].label == nil, case .dictionary = args[0].value {
            // `AttributedString(title, attributes: .init([.font: font]))`: an AttributeContainer
            // made from the attributes' dictionary, read as that dictionary.
            return args[0].value
        }
        if name == "init", args.first?.label == "string", args.count <= 2,
           args.count == 1 || args.named("attributes") != nil {
            // `text.append(.init(string: "…"))`: an attributed string, its string what is measured.
            return try construct("NSAttributedString", args, trailing: nil, &e, at: range, nameRange: range)
        }
        if name == "init", args.named("width") != nil, args.named("x") == nil {
            return try construct("CGSize", args, trailing: nil, &e, at: range, nameRange: range)
        }
        if name == "init", args.named("x") != nil, args.named("width") != nil {
            return try construct("CGRect", args, trailing: nil, &e, at: range, nameRange: range)
        }
        if name == "init", args.named("x") != nil {
            return try construct("CGPoint", args, trailing: nil, &e, at: range, nameRange: range)
        }
        if name == "init", args.count == 2, args.named("origin") != nil, args.named("size") != nil {
            // `subview.frame = .init(origin: origin, size: size)`: only CGRect is made so.
            return try construct("CGRect", args, trailing: nil, &e, at: range, nameRange: range)
        }
        // TinyConstraints' insets: `.top(10)`, `.uniform(16)`, `.horizontal(8)`.
        if ["top", "left", "bottom", "right", "uniform", "horizontal", "vertical"].contains(name), args.count == 1,
           args[0].label == nil, case .number(let v) = args[0].value {
            let top = ["top", "uniform", "vertical"].contains(name) ? v : 0
            let bottom = ["bottom", "uniform", "vertical"].contains(name) ? v : 0
            let left = ["left", "uniform", "horizontal"].contains(name) ? v : 0
            let right = ["right", "uniform", "horizontal"].contains(name) ? v : 0
            return .insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right), directional: false)
        }
        if ["systemFont", "boldSystemFont", "italicSystemFont"].contains(name) {
            let weight = name == "boldSystemFont" ? FontWeight.bold : try fontWeight(args, &e, at: range)
            return .font(try fontSize(args, &e, at: range), weight: weight)
        }
        // `UIButton(configuration: .filled())`, `button.configuration = .plain()`.
        if ButtonConfiguration.styles.contains(name), args.isEmpty {
            return .buttonConfiguration(ButtonConfiguration(style: name))
        }
        // `.preferredFont(forTextStyle: .body)`, and every other font UIFont makes by a static
        // method, in any Swift's spelling: `label.font = .systemFontOfSize(50)` (Swift 2).
        if let font = appFontNamedLikeUIKits("." + name, name, args, &e) { return font }
        if let m = staticMember(name, of: "UIFont"), let call = m.call {
            return try call(&e, .type("UIFont"), args, nil, range)
        }
        // `label.font = .appFont(withSize: 18, weight: .semibold)`: the app's own UIFont extension.
        if let font = appFont("." + name, args, &e) { return font }
        if name == "square", args.count == 1, args[0].label == nil, case .number(let side) = args[0].value {
            // `autoSetDimensions(to: .square(100))`: the app's own CGSize extension, by its name a
            // size as wide as it is high.
            e.note("'.square(\(Session.number(side)))' is the app's own (CGSize has none, not in the paste): taken as "
                + "\(Session.number(side))×\(Session.number(side)), as its name says")
            return .size(Size(width: side, height: side))
        }
        return .opaque("." + name)
    }

    // MARK: - Globals

    /// Names that mean a value everywhere: UIKit's old constants.
    static func global(_ name: String) -> Value? {
        switch name {
        case "CGRectZero": .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        case "CGSizeZero": .size(Size(width: 0, height: 0))
        case "CGPointZero": .point(Point(x: 0, y: 0))
        case "UIEdgeInsetsZero": .insets(.zero, directional: false)
        case "UILayoutPriorityRequired": .priority(1000)
        case "UILayoutPriorityDefaultHigh": .priority(750)
        case "UILayoutPriorityDefaultLow": .priority(250)
        case "UILayoutPriorityFittingSizeLevel": .priority(50)
        case "UIViewNoIntrinsicMetric": .number(-1)
        case "UILayoutFittingCompressedSize": .size(Layout.layoutFittingCompressedSize)
        case "UILayoutFittingExpandedSize": .size(Layout.layoutFittingExpandedSize)
        case "CGFLOAT_MAX", "DBL_MAX": .number(Double.greatestFiniteMagnitude)
        // Darwin's C constants `import UIKit` brings: `CGFloat(MAXFLOAT)` is Float's largest.
        case "MAXFLOAT", "FLT_MAX": .number(Double(Float.greatestFiniteMagnitude))
        case "M_PI": .number(Double.pi)
        // The rest of C's math constants (`CGFloat(M_PI_2)`).
        case "M_PI_2": .number(Double.pi / 2)
        case "M_PI_4": .number(Double.pi / 4)
        case "M_1_PI": .number(1 / Double.pi)
        case "M_2_PI": .number(2 / Double.pi)
        case "M_2_SQRTPI": .number(2 / Double.pi.squareRoot())
        case "M_E": .number(2.718_281_828_459_045_235_360_287_471_352_662_498)
        case "M_SQRT2": .number(2.0.squareRoot())
        case "M_SQRT1_2": .number(0.5.squareRoot())
        case "M_LN2": .number(0.693_147_180_559_945_309_417_232_121_458_176_568)
        case "M_LN10": .number(2.302_585_092_994_045_684_017_991_454_684_364_208)
        case "M_LOG2E": .number(1.442_695_040_888_963_407_359_924_681_001_892_137)
        case "M_LOG10E": .number(0.434_294_481_903_251_827_651_128_918_916_605_082)
        // Foundation's "no index" (Int.max), which code compares an index with.
        case "NSNotFound": .number(Double(Int.max))
        // UISegmentedControl's "no segment selected", -1 (Swift's `UISegmentedControl.noSegment`).
        case "UISegmentedControlNoSegment": .number(-1)
        // Dispatch's time units (`Double(NSEC_PER_SEC)`), and the window levels (`UIWindowLevelStatusBar + 1`).
        case "NSEC_PER_SEC": .number(1_000_000_000)
        case "NSEC_PER_MSEC", "USEC_PER_SEC": .number(1_000_000)
        case "NSEC_PER_USEC": .number(1_000)
        case "UIWindowLevelNormal": .number(0)
        case "UIWindowLevelStatusBar": .number(1000)
        case "UIWindowLevelAlert": .number(2000)
        // The kinds of a collection view's supplementary views, as Objective-C names them.
        case "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter": .string(name)
        default:
            // Swift 2's text styles: `UIFontTextStyleSubheadline` is `.subheadline`.
            if name.hasPrefix("UIFontTextStyle"), name.count > 15 {
                { (style: String) in textStyleSizes[style] != nil ? .enumCase(style) : nil }(
                    name.dropFirst(15).prefix(1).lowercased() + name.dropFirst(16))
            } else if name.hasPrefix("UIFontWeight"), name.count > 12 {
                // Swift 2's weights: `UIFontWeightSemibold` is `.semibold`.
                { (weight: String) in FontWeight(name: weight) != nil ? .enumCase(weight) : nil }(
                    name.dropFirst(12).prefix(1).lowercased() + name.dropFirst(13))
            } else if Self.isFrameworkConstantName(name) {
                // `kCATransition`, `kCAMediaTimingFunctionEaseOut`, `kCGImageAlphaFirst`: a C
                // constant of Core Animation, Core Graphics or Core Foundation, none of which
                // lays views out: a value of its own, which code passes on untouched.
                .opaque(name)
            } else {
                nil
            }
        }
    }

    /// Whether a name is one of Apple's C frameworks' constants by its prefix (`kCA…`, `kCG…`,
    /// `kCF…`, `kCT…`, `kCI…`, `kCV…`, `kUT…`, `kSec…`): `k`, the framework's capitals, then a
    /// capitalised word.
    static func isFrameworkConstantName(_ name: String) -> Bool {
        for prefix in ["kCA", "kCG", "kCF", "kCT", "kCI", "kCV", "kUT", "kSec", "kCM"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            return rest.first?.isUppercase == true && rest.dropFirst().contains(where: \.isLowercase)
        }
        return false
    }

    /// The note an Objective-C getter's guard macro leaves where it is read as caching
    /// (``ObjCParser/bareMacro()``); its argument is the macro as written.
    static let cachedByMacroFunction = "$cachedByMacro"

    /// The note an Objective-C macro given statements leaves where its statements run
    /// (``ObjCParser/statementsMacro()``); its argument is the macro's name.
    static let statementsMacroFunction = "$statementsMacro"

    static let globalFunctionNames: Set<String> = [
        "CGRectMake", "CGSizeMake", "CGPointMake", "UIEdgeInsetsMake", "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMaxY",
        "CGRectGetMaxX", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMidX", "CGRectGetMidY", "UIEdgeInsetsInsetRect", "min", "max", "fmin", "fmax", "fminf", "fmaxf", "abs", "fabs", "fabsf", "sqrtf", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "lround", "lroundf", "llround", "rint", "lrint", "llrint", "trunc", "truncf",
        "sqrt", "stride", "swap", "type",
        "pow", "powf", "hypot", "hypotf", "atan2", "atan2f", "sin", "sinf", "cos", "cosf", "tan", "tanf", "atan", "atanf",
        "asin", "acos", "exp", "expf", "log", "logf", "log2", "log10", "fmod", "fmodf", "cbrt", "isnan", "isinf", "isfinite",
        "zip", "print", "println", "debugPrint", "NSLog", "assert", "precondition", "dump", "fatalError", "preconditionFailure",
        "assertionFailure", "DispatchQueue", "NotificationCenter", "NSLocalizedString", "@throw", "arc4random", "arc4random_uniform",
        printfFunction, cachedByMacroFunction, statementsMacroFunction, "visible",
    ]

    /// Global functions: `CGRectMake`, `min`, `stride`, `print`…; nil when the name is not one.
    static func callGlobal(_ name: String, _ args: [EvaluatedArgument], trailing: Value?, _ e: inout Evaluator,
                           at range: SourceRange) throws(Interrupt) -> Value? {
        if let made = try e.steviaGlobal(name, args, at: range) { return made }
        if let made = try e.easyPeasyGlobal(name, args, at: range) { return made }
        if let made = try e.anchorageBatch(name, args, trailing: trailing, at: range) { return made }
        if let made = try e.alignConstraintsGroup(name, args, trailing: trailing, at: range) { return made }
        if let made = try e.cartography(name, args, trailing: trailing, at: range) { return made }
        if let made = try e.pinLayoutVisible(name, args, at: range) { return made }
        func n(_ i: Int) throws(Interrupt) -> Double {
            guard i < args.count else { throw e.fail("\(name) needs \(i + 1) arguments", at: range) }
            return try number(args[i].value, &e, at: args[i].range)
        }
        switch name {
        case "UIWindow" where trailing == nil:
            // `UIWindow(windowScene:)`, `UIWindow(frame: UIScreen.main.bounds)`: the app's one
            // window, the screen's.
            return .enumCase(keyWindowCase)
        case "Constraints" where args.isEmpty && trailing == nil:
            // TinyConstraints' `Constraints()`: its name for an array of NSLayoutConstraint.
            return .array([])
        case "swap":
            // `swap(&a, &b)`: each variable takes the other's value.
            guard args.count == 2, let frame = e.currentFrame else { return nil }
            try e.store(args[1].value, into: Evaluator.passedVariable(args[0].expr), at: range, frame)
            try e.store(args[0].value, into: Evaluator.passedVariable(args[1].expr), at: range, frame)
            return .void
        case printfFunction:
            guard args.count == 2, case .string(let spec) = args[0].value else { return nil }
            return try printf(spec, args[1].value, &e, at: args[1].range)
        case statementsMacroFunction:
            guard case .string(let macro)? = args.first?.value else { return nil }
            e.note("\(macro)(…) is the app's own macro, not in the paste: the statements it is given run here, at once, "
                + "as a block sent to the main queue does")
            return .void
        case cachedByMacroFunction:
            guard case .string(let macro)? = args.first?.value else { return nil }
            e.note("read '\(macro)' in the getter as returning the property once it is set, the lazy getter's guard; "
                + "the macro is the app's own, not in the paste")
            return .void
        case "CGRectMake": return .rect(Rect(x: try n(0), y: try n(1), width: try n(2), height: try n(3)))
        case "CGSizeMake":
            let start = e.unknownReads
            let width = try n(0)
            let afterWidth = e.unknownReads
            let height = try n(1)
            return .size(e.rememberSides(of: Size(width: width, height: height), args[0], args[1],
                                         readsBefore: start, afterWidth: afterWidth))
        case "CGPointMake": return .point(Point(x: try n(0), y: try n(1)))
        case "UIEdgeInsetsMake": return .insets(EdgeInsets(top: try n(0), left: try n(1), bottom: try n(2), right: try n(3)), directional: false)
        case "UIEdgeInsetsInsetRect":
            // Swift 3's spelling of `rect.inset(by: insets)`.
            guard args.count == 2 else { throw e.fail("UIEdgeInsetsInsetRect needs a rect and insets", at: range) }
            return .rect(try rect(args[0].value, &e, at: args[0].range).inset(by: try insets(args[1].value, &e, at: args[1].range)))
        case "CGRectGetWidth": return .number(try rect(args.first?.value ?? .none, &e, at: range).width)
        case "CGRectGetHeight": return .number(try rect(args.first?.value ?? .none, &e, at: range).height)
        case "CGRectGetMaxY":
            let r = try rect(args.first?.value ?? .none, &e, at: range)
            return .number(r.minY + r.height)
        case "CGRectGetMaxX":
            let r = try rect(args.first?.value ?? .none, &e, at: range)
            return .number(r.minX + r.width)
        case "CGRectGetMinX": return .number(try rect(args.first?.value ?? .none, &e, at: range).minX)
        case "CGRectGetMinY": return .number(try rect(args.first?.value ?? .none, &e, at: range).minY)
        case "CGRectGetMidX":
            let r = try rect(args.first?.value ?? .none, &e, at: range)
            return .number(r.minX + r.width / 2)
        case "CGRectGetMidY":
            let r = try rect(args.first?.value ?? .none, &e, at: range)
            return .number(r.minY + r.height / 2)
        case "type" where args.count == 1 && args[0].label == "of":
            // `type(of: self)`: the value's class, a type (`String(describing:)` of it is its name).
            let value = args[0].value
            return e.className(of: value).map { .type($0) } ?? e.libraryTypeName(of: value).map { .type($0) } ?? .opaque("type(of:)")
        case "min", "max", "fmin", "fmax", "fminf", "fmaxf":
            var values: [Double] = []
            for i in args.indices { values.append(try n(i)) }
            guard name.hasPrefix("f") ? values.count == 2 : values.count >= 2 else {
                throw e.fail("\(name) needs \(name.hasPrefix("f") ? "two numbers" : "two numbers or more")", at: range)
            }
            guard let result = name.contains("min") ? values.min() : values.max() else { throw e.fail("\(name) needs numbers", at: range) }
            return .number(result)
        case "arc4random", "arc4random_uniform":
            // A random number: the lowest it can be, so that a run gives the same frames each time.
            e.note("\(name)(…) is random: 0, the lowest it gives, is used here, so that every run lays out the same")
            return .number(0)
        case "abs", "fabs", "fabsf": return .number(abs(try n(0)))
        // math.h's tests (`if (!isnan(w))`): a NAN given for "leave this side" is no number.
        case "isnan": return .bool((try n(0)).isNaN)
        case "isinf": return .bool((try n(0)).isInfinite)
        case "isfinite": return .bool((try n(0)).isFinite)
        case "floor", "floorf": return .number(Foundation_floor(try n(0)))
        case "ceil", "ceilf": return .number(Foundation_ceil(try n(0)))
        case "round", "roundf", "lround", "lroundf", "llround": return .number((try n(0)).rounded())
        // Halves to even, as the C library's default rounding mode does.
        case "rint", "lrint", "llrint": return .number((try n(0)).rounded(.toNearestOrEven))
        case "trunc", "truncf": return .number((try n(0)).rounded(.towardZero))
        case "sqrt", "sqrtf": return .number((try n(0)).squareRoot())
        // The C library's, as the app's Foundation calls them: `pow(2, 3)` is 8.
        // (Their `f` forms, C's float ones, computed in double: a frame rounds the difference away.)
        case "pow", "powf": return .number(Glibc.pow(try n(0), try n(1)))
        case "hypot", "hypotf": return .number(Glibc.hypot(try n(0), try n(1)))
        case "atan2", "atan2f": return .number(Glibc.atan2(try n(0), try n(1)))
        case "fmod", "fmodf": return .number(Glibc.fmod(try n(0), try n(1)))
        case "sin", "sinf": return .number(Glibc.sin(try n(0)))
        case "cos", "cosf": return .number(Glibc.cos(try n(0)))
        case "tan", "tanf": return .number(Glibc.tan(try n(0)))
        case "atan", "atanf": return .number(Glibc.atan(try n(0)))
        case "asin": return .number(Glibc.asin(try n(0)))
        case "acos": return .number(Glibc.acos(try n(0)))
        case "exp", "expf": return .number(Glibc.exp(try n(0)))
        case "log", "logf": return .number(Glibc.log(try n(0)))
        case "log2": return .number(Glibc.log2(try n(0)))
        case "log10": return .number(Glibc.log10(try n(0)))
        case "cbrt": return .number(Glibc.cbrt(try n(0)))
        case "stride":
            let from = try number(args.named("from")?.value ?? .number(0), &e, at: range)
            let by = try number(args.named("by")?.value ?? .number(1), &e, at: range)
            guard by != 0 else { throw e.fail("stride by 0 never ends", at: range) }
            if let to = args.named("to") {
                let end = try number(to.value, &e, at: to.range)
                guard abs((end - from) / by) <= 1_000_000 else { throw e.fail("a stride of more than a million steps", at: range) }
                return .array(Swift.stride(from: from, to: end, by: by).map { .number($0) })
            }
            if let through = args.named("through") {
                let end = try number(through.value, &e, at: through.range)
                guard abs((end - from) / by) <= 1_000_000 else { throw e.fail("a stride of more than a million steps", at: range) }
                return .array(Swift.stride(from: from, through: end, by: by).map { .number($0) })
            }
            throw e.fail("stride needs to: or through:", at: range)
        case "zip":
            if args.count == 2, args.contains(where: { if case .opaque = $0.value { true } else { false } }) {
                // `zip(words, words.dropFirst())` of the app's data: its pairs are the app's too.
                e.note("skipped 'zip(…)': it pairs the app's values, not known here; what uses the pairs is skipped")
                return .opaque("zip(…)")
            }
            guard args.count == 2, case .array(let a) = args[0].value, case .array(let b) = args[1].value else {
                throw e.fail("zip needs two arrays", at: range)
            }
            return .array(zip(a, b).map { .array([$0, $1]) })
        case "print", "println", "debugPrint", "NSLog", "assert", "precondition", "dump":
            return .void
        case "assertionFailure":
            // An assertion stops a debug build only; the app as shipped (-O) goes on past it.
            e.note("the paste reached assertionFailure(…): a debug build stops here, the app as shipped goes on, as it does here")
            return .void
        case "fatalError", "preconditionFailure":
            if let running = e.runningFunctions.last, running.name != "init", Evaluator.isAbstractStub(running),
               e.swift.types.values.contains(where: { $0.members.contains(.function(running)) }) {
                // `func build() -> UIView { fatalError("not implemented") }`: the base class leaves
                // the method to its subclasses, and the app never makes the base itself; shown
                // alone here, it goes on without it.
                e.note("'\(running.name)(…)' is abstract (its body only stops the app): the app's subclasses override it; not run here")
                throw .returned(running.returnType == nil ? .void : .opaque(running.name + "()"))
            }
            throw e.failStop("the paste reached \(name)(…): the app would stop here", at: range)
        case "@throw":
            // Objective-C's `@throw`, uncaught: the app stops with the exception.
            throw e.fail("the paste reached @throw: the exception stops the app here", at: range)
        case "DispatchQueue", "NotificationCenter":
            return .opaque(name)
        case "NSLocalizedString":
            // With no translation for it (none is in the paste), the key is what shows — or the
            // default value the call gives for a key no table has (`value:`), when it gives one.
            guard let key = args.first?.value else { throw e.fail("NSLocalizedString needs its key", at: range) }
            if let value = args.first(where: { $0.label == "value" })?.value, case .string(let text) = value, !text.isEmpty {
                return value
            }
            if case .string(let text) = key {
                // The app's own table (`Localizable.strings`) gives the text UIKit shows; a key
                // such as "copy.nothingToSee" is seldom that text, so what is measured is said.
                e.note("NSLocalizedString(\"\(text)\"): the app's strings table is not in the paste, so the key is the text "
                    + "shown and measured, as UIKit shows a key no table has")
            }
            return key
        default:
            return nil
        }
    }

    /// What a control made as UIKit makes it shows, by which its size follows (a code-made text
    /// field has no border): nothing for a type that is no control of the table.
    /// A custom button (`UIButton()`, `UIButton(frame:)`, `.custom`, and a subclass made so)
    /// draws its title in UIButton's own default, the 18-pt system font; a system button's is 15 pt,
    /// and a system (or rounded-rect) button showing only its title is at least 30 wide
    /// (``ControlSizes/systemButtonMinimumWidth``), as storyboards store such buttons.
    static func equipButtonTitleFont(_ typeName: String, _ name: String, _ args: [EvaluatedArgument], _ e: inout Evaluator) {
        guard isSubtype(typeName, of: "UIButton") else { return }
        var custom = true
        if let given = args.named("type"), case .enumCase(let type) = given.value {
            custom = type == "custom"
            if type == "system" || type == "roundedRect" { e.swift.controls[name]?.isSystemTitleButton = true }
            if systemImageButtonTypes.contains(type) { e.swift.controls[name]?.imageSize = Size(width: systemImageButtonSide, height: systemImageButtonSide) }
        }
        if custom { e.swift.controls[name]?.fontSize = 18 }
    }

    /// The button types that show an image the system draws (an info, a detail disclosure or an
    /// add-contact button): UIKit makes one at that image's size, so `button.center = p` alone
    /// shows it, and its intrinsic size is the image's.
    static let systemImageButtonTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"]
    /// Their side: the documents Xcode 13 and later saved store such a button 25.667 square at
    /// @3x and 26 at @2x, so the image is between 25.5 and 25.667 (before iOS 13 it was 22).
    static let systemImageButtonSide = 25.6

    static func equipControl(_ typeName: String, _ name: String, style: String? = nil, items: [String]? = nil,
                             _ e: inout Evaluator) {
        guard let row = ControlSizes.row(for: typeName) else { return }
        var content = ControlContent(style: typeName == "UITextField" ? "none" : nil,
                                     insets: isSubtype(typeName, of: "UITextView") ? ControlSizes.textContainerInset : .zero)
        if let style { content.style = style }
        if let items { content.items = items }
        e.swift.controls[name] = content
        guard !row.verified else { return }
        if isSubtype(typeName, of: "UIDatePicker") {
            // iOS 14's default styles size themselves to a date's text or a calendar, which is not
            // modelled: said where the picker is made, not only in help.
            e.note("\(typeName): intrinsic size from Layoutbook's table of controls, approximate: its compact and inline styles "
                + "(iOS 14's default) are not modelled, so it has none here unless preferredDatePickerStyle = .wheels "
                + "(320×216); give it a size with constraints (help \(typeName))")
            return
        }
        e.note("\(typeName): intrinsic size from Layoutbook's table of controls, approximate (help \(typeName))")
    }

    /// The text attributes an `AttributeContainer` sets by name (UIKit's and Foundation's scopes).
    static let attributeKeys: Set<String> = [
        "font", "foregroundColor", "backgroundColor", "kern", "tracking", "paragraphStyle", "underlineStyle",
        "strikethroughStyle", "baselineOffset", "link", "shadow", "ligature", "obliqueness", "expansion",
    ]

    /// `rect.size.height = 10`, `insets.top = 8`: the value with one part changed.
    static func setPart(of base: Value, _ name: String, to value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> Value {
        switch base {
        case .rect(let r):
            switch name {
            case "origin":
                let p = try point(value, &e, at: range)
                return .rect(Rect(x: p.x, y: p.y, width: r.width, height: r.height))
            case "size":
                let s = try size(value, &e, at: range)
                return .rect(Rect(x: r.minX, y: r.minY, width: s.width, height: s.height))
            default: break
            }
        case .size(let s):
            let v = try number(value, &e, at: range)
            if name == "width" { return .size(Size(width: v, height: s.height)) }
            if name == "height" { return .size(Size(width: s.width, height: v)) }
        case .point(let p):
            let v = try number(value, &e, at: range)
            if name == "x" { return .point(Point(x: v, y: p.y)) }
            if name == "y" { return .point(Point(x: p.x, y: v)) }
        case .insets(let i, let directional):
            let v = try number(value, &e, at: range)
            switch name {
            case "top": return .insets(EdgeInsets(top: v, left: i.left, bottom: i.bottom, right: i.right), directional: directional)
            case "left", "leading": return .insets(EdgeInsets(top: i.top, left: v, bottom: i.bottom, right: i.right), directional: directional)
            case "bottom": return .insets(EdgeInsets(top: i.top, left: i.left, bottom: v, right: i.right), directional: directional)
            case "right", "trailing": return .insets(EdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: v), directional: directional)
            default: break
            }
        case .dictionary(var entries) where attributeKeys.contains(name):
            // `var attrs = AttributeContainer(); attrs.font = .systemFont(ofSize: 30)`: the
            // container is its attributes' dictionary, the key set as `[.font: …]` writes it.
            entries.removeAll { if case .enumCase(name) = $0.key { true } else { false } }
            entries.append(DictionaryEntryValue(key: .enumCase(name), value: value))
            return .dictionary(entries)
        case .string(let text) where name == "font":
            // Swift's `AttributedString`'s `title.font = .systemFont(ofSize: 15)`: the string is
            // measured in it where it is shown, as its attributes' font is.
            if case .font = value { e.swift.attributedFonts[text] = value }
            return base
        case .buttonConfiguration(var c):
            switch name {
            case "title", "attributedTitle":
                let title = try string(value, &e, at: range, placeholderFor: "the button")
                c.title = title
                // An attributed title's font (`AttributedString(…, attributes: .init([.font: …]))`)
                // is the title's; a plain title is in the body style.
                if name == "attributedTitle", case .font(let size, let weight, _)? = e.swift.attributedFonts[title] {
                    c.fontSize = size
                    c.fontWeight = weight
                }
                return .buttonConfiguration(c)
            case "contentInsets":
                c.contentInsets = try insets(value, &e, at: range)
                return .buttonConfiguration(c)
            case "titleTextAttributesTransformer":
                // `UIConfigurationTextAttributesTransformer { incoming in var o = incoming; o.font = …; return o }`:
                // the title's attributes pass through it, so the font it sets is the title's.
                let transformer: Value
                if case .tuple(let parts, _) = value, let closure = parts.first { transformer = closure } else { transformer = value }
                switch transformer {
                case .closure, .function:
                    let given: Value = .dictionary([DictionaryEntryValue(key: .enumCase("font"), value: .font(c.fontSize, weight: c.fontWeight))])
                    if case .dictionary(let entries) = try e.callAny(transformer, [given], at: range),
                       case .font(let size, let weight, _)? = entries.last(where: { if case .enumCase("font") = $0.key { true } else { false } })?.value {
                        c.fontSize = size
                        c.fontWeight = weight
                    }
                    return .buttonConfiguration(c)
                default:
                    return base
                }
            case "image":
                // A symbol's or an asset's size is not known here: the button is sized without it.
                if case .none = value { return base }
                e.note("a button configuration's image is not measured: the button is as big as its title and contentInsets "
                    + "make it, smaller than the app's by the image (pin its size if the image sets it)")
                return base
            case "subtitle", "attributedSubtitle":
                // UIKit stacks the subtitle below the title, in a smaller font: the button grows by
                // its line and to its width, whose metrics are not in Layoutbook's table.
                if case .none = value { return base }
                if case .string(let text) = value, text.isEmpty { return base }
                e.note("a button configuration's subtitle is not measured: the button is as big as its title and contentInsets "
                    + "make it, shorter than the app's by the subtitle's line below the title (and narrower where the subtitle "
                    + "is wider); pin its size to try one")
                return base
            case "buttonSize":
                // UIKit's sizes other than the default change the title's font and the insets
                // around it; their metrics are not in Layoutbook's table, so the button keeps the
                // medium size's, which is said rather than shown as if it were UIKit's.
                if case .enumCase(let size) = value, size != "medium" {
                    e.note("a button configuration's buttonSize .\(size) is not modelled: the button is sized with the medium "
                        + "size's font and insets, \(size == "large" ? "smaller" : "larger") than UIKit's "
                        + "(pin its size to try one)")
                }
                return base
            default:
                // Colours, corner style, image padding: how the button looks, not its size.
                if member(name, of: "UIButton.Configuration")?.set != nil { return base }
                // In a pasted class's code, which the app compiled: the app's own extension of
                // the configuration (`configuration?.font = …`), not in the paste.
                if e.declaredCodeDepth > 0 {
                    e.note("skipped '\(name)': UIButton.Configuration has none, so it is the app's own extension, not in the "
                        + "paste; what it sets is skipped")
                    return base
                }
            }
        default:
            break
        }
        throw e.fail("cannot set '\(name)' of \(base.kindName)", at: range)
    }

    /// A dictionary's entry for the key given, nil with none (key-value coding's `value(forKey:)`).
    static let dictionaryEntry: Member.Caller = { _, base, args, _, _ throws(Interrupt) in
        guard case .dictionary(let d) = base, let key = args.first?.value else { return .none }
        return d.first { Evaluator.equal($0.key, key) }?.value ?? .none
    }

    static func Foundation_floor(_ x: Double) -> Double { x.rounded(.down) }
    static func Foundation_ceil(_ x: Double) -> Double { x.rounded(.up) }
}

extension Library {
    /// The app's own `UIButton.Configuration` not in the paste (`.accentPill(text: "Connect", font: …)`,
    /// `.pill`, a static of its extension): UIKit's plain configuration stands in, its title the
    /// text the call gives as a literal (`text:`, `title:` or the first unlabelled string), with a
    /// note — its insets and font are the app's. Nil for a value that is a configuration already,
    /// or anything but the app's own member.
    static func appButtonConfiguration(_ value: Value, written expr: Expr, _ e: inout Evaluator) -> ButtonConfiguration? {
        switch value {
        case .opaque, .enumCase, .none: break
        default: return nil
        }
        let style: String
        var arguments: [CallArgument] = []
        switch expr {
        case .implicitMember(let name, _): style = name
        case .call(.implicitMember(let name, _), let given, _, _):
            style = name
            arguments = given
        default: return nil
        }
        guard !ButtonConfiguration.styles.contains(style) else { return nil }
        func literal(_ expr: Expr) -> String? {
            guard case .string(let parts, _) = expr else { return nil }
            var text = ""
            for part in parts {
                guard case .text(let t) = part else { return nil }
                text += t
            }
            return text
        }
        let titled = arguments.first { ["text", "title"].contains($0.label ?? "") }.flatMap { literal($0.value) }
            ?? arguments.first { $0.label == nil }.flatMap { literal($0.value) }
        e.note("'.\(style)\(arguments.isEmpty ? "" : "(…)")' is the app's own UIButton.Configuration, not in the paste: "
            + "taken as UIButton.Configuration.plain()" + (titled.map { " with the title it is given, '\($0)'" } ?? ", with no title")
            + "; its insets and font are the app's")
        return ButtonConfiguration(style: "plain", title: titled)
    }

    /// `"a-b--c".components(separatedBy: "-")` (Objective-C's `componentsSeparatedByString:`):
    /// the parts between each occurrence of the separator, empty ones kept.
    static let separatedComponents: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        guard case .string(let text) = base else { return base }
        guard case .string(let separator)? = args.first?.value, !separator.isEmpty else {
            throw e.fail("components(separatedBy:) needs a separator string", at: range)
        }
        return .array(text.split(separator: separator, omittingEmptySubsequences: false).map { .string(String($0)) })
    }

    /// `UIStackView(arrangedSubviews: […])`, or a subclass made with it: each view given is
    /// arranged in order, as UIKit's convenience initialiser adds them after `init(frame:)`.
    static func arrange(_ arranged: EvaluatedArgument, in name: String, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) {
        if case .opaque(let text) = arranged.value {
            // `UIStackView(arrangedSubviews: buttons)`, the views the app gives (an
            // initialiser's `[BarButton]`): not in the paste, so the stack is empty here.
            e.note("UIStackView(arrangedSubviews:): '\(text)' are the app's views, not in the paste, so the stack "
                + "arranges nothing here")
        }
        var views: [Value]
        switch arranged.value {
        case .array(let given): views = given
        case .opaque: views = []
        default: throw e.fail("expected an array of views, found \(arranged.value.kindName)", at: arranged.range)
        }
        // `let bar = PulseBar(); UIStackView(arrangedSubviews: [bar])`: a type of the
        // app's own, skipped where it was made, shows itself a view here as addSubview
        // shows it (``Evaluator/subviewArgument(_:)``).
        if case .array(let written, _) = arranged.expr, written.count == views.count {
            for (i, v) in views.enumerated() {
                guard case .opaque = v else { continue }
                views[i] = try e.subviewArgument(EvaluatedArgument(label: nil, value: v, range: written[i].range, expr: written[i]))
            }
        }
        for v in views {
            if case .opaque(let text) = v {
                // `OnboardingBaseViewController.horizontallyWrap(…)`: a view the app's own
                // code makes, not in the paste, left out as addSubview leaves it out.
                e.note("UIStackView(arrangedSubviews:): '\(text)' is the app's view, not in the paste, so the stack "
                    + "arranges the others without it")
                continue
            }
            let child = try viewName(v, &e, at: arranged.range)
            try e.editStack(name, .add(Identifier(child, range: arranged.range)), at: range)
        }
    }
}
