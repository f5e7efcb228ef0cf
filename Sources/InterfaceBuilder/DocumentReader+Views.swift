import Foundation
import Layout

extension DocumentReader {
    /// IB's view elements and the UIKit class each stands for.
    static let viewClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView",
        "scrollView": "UIScrollView", "stackView": "UIStackView", "tableView": "UITableView",
        "tableViewCell": "UITableViewCell", "tableViewCellContentView": "UIView",
        "collectionView": "UICollectionView", "collectionViewCell": "UICollectionViewCell",
        "collectionViewCellContentView": "UIView", "collectionReusableView": "UICollectionReusableView",
        "textField": "UITextField", "textView": "UITextView", "switch": "UISwitch",
        "segmentedControl": "UISegmentedControl", "activityIndicatorView": "UIActivityIndicatorView",
        "slider": "UISlider", "progressView": "UIProgressView", "pageControl": "UIPageControl",
        "stepper": "UIStepper", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView", "searchBar": "UISearchBar",
        "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "containerView": "UIView", "visualEffectView": "UIVisualEffectView", "glkView": "GLKView",
        "sceneKitView": "SCNView", "arscnView": "ARSCNView", "mtkView": "MTKView", "skView": "SKView",
        "colorWell": "UIColorWell",
    ]

    /// A label's or text view's text saved as a child: `<string key="text">`, or
    /// `<mutableString key="text">` as Xcode saves a long or multi-line one.
    /// Xcode saves a text holding characters XML cannot carry (control characters) as
    /// `<string key="text" base64-UTF8="YES">`: decoded, those characters then take no width.
    static func textChild(_ element: MarkupElement) -> String? {
        guard let child = element.children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0["key"] == "text" })
        else { return nil }
        return decodedText(child)
    }

    /// An element's text, base64-decoded when Xcode marked it so (`base64-UTF8="YES"`).
    static func decodedText(_ element: MarkupElement) -> String? {
        guard element["base64-UTF8"] == "YES" else { return element.text }
        let encoded = (element.text ?? "").filter { !$0.isWhitespace }
        return Data(base64Encoded: encoded, options: .ignoreUnknownCharacters).flatMap { String(data: $0, encoding: .utf8) } ?? element.text
    }

    /// Children of a view element that are not views and say nothing Layoutbook models.
    static let ignoredChildren: Set<String> = [
        "color", "nil", "state", "connections", "userDefinedRuntimeAttributes", "accessibility",
        "textInputTraits", "inset", "size", "point", "string", "mutableString", "prototypes", "collectionViewFlowLayout",
        "gestureRecognizers", "attributedString", "imageReference", "buttonConfiguration",
        "preferredSymbolConfiguration", "backgroundConfiguration", "items", "navigationItem", "real",
        "integer", "date", "locale", "textAttributes", "scopeButtonTitles", "offsetWrapper", "segments",
        "blurEffect", "vibrancyEffect", "edgeInsets", "directionalEdgeInsets", "fontDescription",
        "rect", "autoresizingMask", "constraints", "subviews", "viewLayoutGuide", "variation", "sections",
        "cells", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "animations", "point",
        "mutableString", "dataDetectorType", "standardAppearance", "scrollEdgeAppearance",
        "compactAppearance", "tabBarAppearance", "navigationBarAppearance", "toolbarAppearance",
        "imageView", "label", "tableViewCellContentView", "view", "collectionViewCellContentView",
        "attributedString", "menu", "pointerInteraction", "backgroundConfiguration", "mapCamera",
        "wkWebViewConfiguration", "inset", "integer", "contentConfiguration", "simulatedOrientationMetrics",
    ]

    /// Reads one view element and everything inside it.
    mutating func view(_ element: MarkupElement) throws(InterfaceError) -> InterfaceView {
        // Old collection-view cells' content views carry no id; nothing refers to them, so their
        // place in the file stands for one.
        let id = element["id"] ?? "\(element.name)@\(element.location)"
        let known = Self.viewClasses[element.name]
        var v = InterfaceView(id: id, element: element.name, uikitClass: known ?? "UIView",
                              customClass: element["customClass"], userLabel: element["userLabel"],
                              frame: Self.rect(element.child("rect", key: "frame")) ?? Self.frameInset(element.child("frame", key: "frameInset"), in: nil),
                              // `fixedFrame="YES"`: IB lays the view out by its frame and autoresizing
                              // mask, whatever the translates flag says.
                              translatesAutoresizingMask: element["translatesAutoresizingMaskIntoConstraints"] != "NO"
                                  || element.flag("fixedFrame"),
                              autoresizingMask: Self.mask(element.child("autoresizingMask", key: "autoresizingMask")),
                              misplacedFlag: element.flag("misplaced"), isHidden: element.flag("hidden"),
                              location: element.location)
        v.ambiguousFlag = element.flag("ambiguous")
        v.ignoresSizes = element["verifyAmbiguity"] == "ignoreSizes"
        v.runtimeAttributes = element.child("userDefinedRuntimeAttributes")?
            .children("userDefinedRuntimeAttribute").compactMap { $0["keyPath"] } ?? []
        v.isFreeformSize = element.children.contains { $0.name == "freeformSimulatedSizeMetrics" && $0["key"] == "simulatedDestinationMetrics" }
        if known == nil {
            v.isUnknownKind = true
            notes.append(InterfaceNote("<\(element.name)> is not a view kind Layoutbook knows: it is laid out as a plain UIView (no intrinsic size)",
                                       at: element.location))
        }
        for (axis, prefix) in [(Axis.horizontal, "horizontal"), (.vertical, "vertical")] {
            if let p = element["\(prefix)HuggingPriority"].flatMap(Self.priority) { v.hugging[axis] = p }
            if let p = element["\(prefix)CompressionResistancePriority"].flatMap(Self.priority) {
                v.compressionResistance[axis] = p
            }
        }
        v.placeholderWidth = element["placeholderIntrinsicWidth"].flatMap(Self.placeholder)
        v.placeholderHeight = element["placeholderIntrinsicHeight"].flatMap(Self.placeholder)
        readContent(element, into: &v)
        readMargins(element, into: &v)
        for guide in element.children("viewLayoutGuide") {
            switch guide["key"] {
            case "safeArea": v.safeAreaGuide = guide["id"]
            case "contentLayoutGuide": v.contentGuide = guide["id"]
            case "frameLayoutGuide": v.frameGuide = guide["id"]
            default: break
            }
        }
        v.keyboardGuide = element.children("keyboardLayoutGuide").first { $0["key"] == "keyboard" }?["id"]
        v.outlets = Self.outlets(of: element)
        // Subviews: <subviews>, a cell's content view, a table's cells, a visual effect view's content.
        for child in element.children {
            switch child.name {
            case "subviews":
                for sub in child.children { v.subviews.append(try subview(sub)) }
            case "tableViewCellContentView", "collectionViewCellContentView":
                v.subviews.append(try view(child))
            case "view" where child["key"] == "contentView":
                v.subviews.append(try view(child))
            case _ where ["tableHeaderView", "tableFooterView"].contains(child["key"]) && Self.viewClasses[child.name] != nil:
                // A table's header and footer views: the table's subviews, at the frames the
                // table gives them (IB stores them), laid out inside by their own constraints.
                v.subviews.append(try view(child))
            case "prototypes", "cells":
                for cell in child.children where Self.viewClasses[cell.name] != nil { v.subviews.append(try view(cell)) }
            case "sections":
                for section in child.children("tableViewSection") {
                    for cell in section.child("cells")?.children ?? [] where Self.viewClasses[cell.name] != nil {
                        v.subviews.append(try view(cell))
                    }
                }
            default:
                break
            }
        }
        // Xcode 8.0's `<frame key="frameInset">`: a subview's frame as insets from this view's edges.
        v.frameInsetElement = element.child("frame", key: "frameInset")
        Self.resolveFrameInsets(&v)
        for c in element.child("constraints")?.children("constraint") ?? [] {
            if let read = try constraint(c, owner: id) { v.constraints.append(read) }
        }
        for variation in element.children("variation") {
            v.variations.append(Self.variation(variation))
            if let key = variation["key"], let hidden = variation["hidden"] {
                v.hiddenVariations.append(ConstantVariation(key: key, constant: hidden == "YES" ? 1 : 0))
            }
        }
        return v
    }

    /// A child of `<subviews>`: a view of a kind Layoutbook knows, or any other element read as
    /// a plain view with a note.
    mutating func subview(_ element: MarkupElement) throws(InterfaceError) -> InterfaceView {
        try view(element)
    }

    static func variation(_ element: MarkupElement) -> SizeClassVariation {
        var excluded: [String] = []
        var included: [String] = []
        for mask in element.children("mask") {
            for e in mask.children("exclude") { if let r = e["reference"] { excluded.append(r) } }
            for e in mask.children("include") { if let r = e["reference"] { included.append(r) } }
        }
        return SizeClassVariation(key: element["key"] ?? "default", excluded: excluded, included: included)
    }

    /// How an SF Symbol image view's `<preferredSymbolConfiguration>` differs from the default
    /// configuration, as written (`pointSize="36" scale="large"`, `font UICTFontTextStyleTitle2`);
    /// nil for none, or one that only names the default scale.
    static func symbolConfiguration(_ element: MarkupElement?) -> String? {
        guard let element else { return nil }
        var parts: [String] = []
        if let type = element["configurationType"], type != "pointSize", type != "font" { parts.append("configurationType=\"\(type)\"") }
        if let size = element["pointSize"] { parts.append("pointSize=\"\(size)\"") }
        if let scale = element["scale"], scale != "default" { parts.append("scale=\"\(scale)\"") }
        if let weight = element["weight"] { parts.append("weight=\"\(weight)\"") }
        if element["configurationType"] == "font" {
            let font = element.child("fontDescription", key: "fontDescription")
            parts.append("the font " + (font?["style"] ?? font?["name"] ?? font?["type"] ?? "of its own"))
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Text, fonts, titles, segments, stack settings: what decides intrinsic sizes.
    mutating func readContent(_ element: MarkupElement, into v: inout InterfaceView) {
        let font = element.child("fontDescription", key: "fontDescription")
        v.fontSize = font.flatMap(Self.fontSize)
        v.fontWeight = font.flatMap(Self.fontWeight)
        v.fontName = font?["type"] == nil && font?["style"] == nil ? font?["name"] : nil
        v.fontTextStyle = font?["style"]
        for variation in element.children("variation") {
            guard let key = variation["key"], let varied = variation.child("fontDescription", key: "fontDescription") else { continue }
            v.fontVariations.append(FontVariation(key: key, fontSize: Self.fontSize(varied), fontWeight: Self.fontWeight(varied),
                                                  fontName: varied["type"] == nil && varied["style"] == nil ? varied["name"] : nil,
                                                  fontTextStyle: varied["style"]))
        }
        // Xcode 13 on may write the image as a child, with the symbol's scale or rendering:
        // `<imageReference key="image" image="chevron.right" catalog="system" symbolScale="large"/>`.
        let reference = element.name == "imageView" ? element.child("imageReference", key: "image") : nil
        v.isSymbolImage = element.name == "imageView" && (element["catalog"] ?? reference?["catalog"]) == "system"
        if v.isSymbolImage {
            v.symbolName = element["image"] ?? reference?["image"]
            v.symbolConfiguration = Self.symbolConfiguration(element.child("preferredSymbolConfiguration"))
            // Said once: the image's own scale matters where no preferred configuration says one.
            if v.symbolConfiguration == nil, let scale = reference?["symbolScale"], scale != "default" {
                v.symbolConfiguration = "symbolScale=\"\(scale)\""
            }
        } else if element.name == "imageView" {
            // The app's image, whose size the document's `<resources>` may list.
            v.image = element["image"]
        }
        if ["scrollView", "tableView", "collectionView", "textView"].contains(element.name) {
            v.alwaysBouncesVertically = element["alwaysBounceVertical"] == "YES"
            v.alwaysBouncesHorizontally = element["alwaysBounceHorizontal"] == "YES"
            v.contentInsetAdjustment = element["contentInsetAdjustmentBehavior"]
        }
        switch element.name {
        case "label":
            // A text with line breaks is saved as a `<string key="text">` child, not an attribute
            // (a long one as `<mutableString key="text">`).
            v.text = element["text"] ?? Self.textChild(element) ?? Self.attributedText(element)
            v.numberOfLines = element["numberOfLines"].flatMap { Int($0) } ?? 1
            v.preferredMaxLayoutWidth = element["preferredMaxLayoutWidth"].flatMap(Double.init)
            if v.fontSize == nil { v.fontSize = Self.attributedFontSize(element) }
            if font == nil, let weight = Self.attributedFontWeight(element) { v.fontWeight = weight }
            if font == nil { v.fontName = Self.attributedFontName(element) }
            v.lineSpacing = Self.attributedParagraph(element, "lineSpacing")
            v.lineHeightMultiple = Self.attributedParagraph(element, "lineHeightMultiple")
            v.minimumLineHeight = Self.attributedParagraph(element, "minimumLineHeight")
            v.maximumLineHeight = Self.attributedParagraph(element, "maximumLineHeight")
        case "button":
            v.buttonType = element["buttonType"]
            if let configuration = element.child("buttonConfiguration", key: "configuration") {
                v.style = "configuration:" + (configuration["style"] ?? "plain")
                // A configuration's title font is its own; the button's fontDescription is unused.
                let font = configuration.child("fontDescription", key: "titleFontDescription")
                v.fontSize = font.flatMap(Self.fontSize)
                v.fontWeight = font.flatMap(Self.fontWeight)
                v.fontName = font?["type"] == nil && font?["style"] == nil ? font?["name"] : nil
                // A button of the primary role (`role="primary"`) draws its configuration's title
                // semibold where no title font is given: the widths IB stores for such buttons are
                // the semibold title's plus the insets, the plain role's the regular one's.
                if font == nil, element["role"] == "primary" { v.fontWeight = .semibold }
                v.text = configuration["title"] ?? configuration.child("attributedString").flatMap(Self.fragments)
                // An attributed title (`<attributedString key="attributedTitle">`) is drawn in its
                // own font, where no title font is given.
                if font == nil, configuration["title"] == nil, let size = Self.attributedFontSize(configuration) {
                    v.fontSize = size
                    v.fontWeight = Self.attributedFontWeight(configuration) ?? .regular
                    v.fontName = Self.attributedFontName(configuration)
                }
                // Its image (an asset the document lists, or a symbol: `catalog="system"`, or an
                // `<imageReference key="image">`), the padding and placement beside the title,
                // and its own content insets (leading and trailing read left to right).
                let reference = configuration.child("imageReference", key: "image")
                v.image = configuration["image"] ?? reference?["image"]
                v.imageIsSymbol = v.image != nil && (configuration["catalog"] ?? reference?["catalog"]) == "system"
                v.imagePadding = configuration["imagePadding"].flatMap(Double.init)
                v.imagePlacement = configuration["imagePlacement"]
                if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
                    let side = { (key: String) in Self.number(insets[key]).isFinite ? Self.number(insets[key]) : 0 }
                    v.contentInsets = EdgeInsets(top: side("top"), left: side("leading"), bottom: side("bottom"), right: side("trailing"))
                }
            } else {
                let normal = element.children("state").first { $0["key"] == "normal" }
                v.text = normal?["title"] ?? normal?.child("attributedString").flatMap(Self.fragments)
                // A custom button (no `buttonType`) saved without a font draws its title in
                // UIButton's own default, the 18-pt system font; a system button's is 15 pt.
                if font == nil, [nil, "custom"].contains(element["buttonType"]) { v.fontSize = 18 }
                // An attributed title is drawn in its own font, whatever the button's font says.
                if normal?["title"] == nil, let normal, let size = Self.attributedFontSize(normal) {
                    v.fontSize = size
                    v.fontWeight = Self.attributedFontWeight(normal) ?? .regular
                    v.fontName = Self.attributedFontName(normal)
                    v.fontTextStyle = nil
                }
                // (Xcode 12 on writes a state's image as a child: `<imageReference key="image" …>`.)
                let reference = normal?.children("imageReference").first { $0["key"] == "image" }
                v.image = normal?["image"] ?? reference?["image"]
                v.imageIsSymbol = v.image != nil && (normal?["image"] != nil ? normal?["catalog"] : reference?["catalog"]) == "system"
                v.backgroundImage = normal?["backgroundImage"]
                if let inset = element.children("inset").first(where: { $0["key"] == "contentEdgeInsets" }) {
                    // minX, minY, maxX, maxY are the left, top, right and bottom insets.
                    let side = { (key: String) in Self.number(inset[key]).isFinite ? Self.number(inset[key]) : 0 }
                    v.contentInsets = EdgeInsets(top: side("minY"), left: side("minX"), bottom: side("maxY"), right: side("maxX"))
                }
            }
        case "textField":
            v.text = element["text"].flatMap { $0.isEmpty ? nil : $0 } ?? element["placeholder"]
            v.showsPlaceholder = element["text"].map(\.isEmpty) ?? true
            v.style = element["borderStyle"] ?? "none"
        case "textView":
            // An attributed text (`usesAttributedText="YES"`) is saved as `<attributedString>`
            // fragments, in the first fragment's font.
            v.text = Self.textChild(element) ?? element["text"] ?? Self.attributedText(element)
            if v.fontSize == nil { v.fontSize = Self.attributedFontSize(element) }
            v.isScrollEnabled = element["scrollEnabled"] != "NO"
        case "tableView":
            v.style = element["style"] ?? "plain"
            v.rowHeight = element["rowHeight"].flatMap(Double.init)
        case "tableViewCell":
            // A prototype cell's own row height (IB's "Custom" row height).
            v.rowHeight = element["rowHeight"].flatMap(Double.init)
            v.accessoryType = element["accessoryType"].flatMap { $0 == "none" ? nil : $0 }
        case "navigationBar":
            v.prefersLargeTitles = element.flag("largeTitles")
        case "segmentedControl":
            let segments = element.child("segments")?.children("segment") ?? []
            v.segments = segments.map { $0["title"] ?? "" }
            v.segmentWidths = segments.map { $0["width"].flatMap(Double.init) ?? 0 }
            v.apportionsSegmentWidthsByContent = element["apportionsSegmentWidthsByContent"] == "YES"
        case "datePicker":
            // `style` is written only when chosen (wheels, compact, inline); none is automatic.
            // A count-down timer has only wheels.
            v.style = element["datePickerMode"] == "countDownTimer" ? "wheels" : element["style"] ?? "automatic"
        case "activityIndicatorView":
            let style = element["style"] ?? "medium"
            v.style = style.lowercased().contains("large") ? "large" : "medium"
        case "pageControl":
            v.segments = Array(repeating: "", count: element["numberOfPages"].flatMap { Int($0) } ?? 3)
        case "stackView":
            var s = StackSettings()
            s.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            s.distribution = element["distribution"].flatMap(StackDistribution.init(rawValue:)) ?? .fill
            s.alignment = element["alignment"].flatMap(Self.alignment) ?? .fill
            // `spacingType="standard"` is UIKit's system spacing (`UIStackView.spacingUseSystem`):
            // 8 between the views IB stores, measured on stacks of public documents (between
            // two labels UIKit measures it from their baselines, which is not modelled).
            s.spacing = element["spacing"].flatMap { Double($0) } ?? (element["spacingType"] == "standard" ? 8 : 0)
            s.spacingVariations = element.children("variation").compactMap { variation in
                guard let key = variation["key"], let spacing = variation["spacing"].flatMap(Double.init) else { return nil }
                return ConstantVariation(key: key, constant: spacing)
            }
            s.arrangementVariations = element.children("variation").compactMap { variation in
                guard let key = variation["key"] else { return nil }
                let found = ArrangementVariation(key: key, axis: variation["axis"].map { $0 == "vertical" ? .vertical : .horizontal },
                                                 alignment: variation["alignment"].flatMap(Self.alignment),
                                                 distribution: variation["distribution"].flatMap(StackDistribution.init(rawValue:)))
                return found.axis == nil && found.alignment == nil && found.distribution == nil ? nil : found
            }
            // Xcode writes no attribute for a stack's "relative to margins" arrangement: it writes
            // the stack's margins (`layoutMargins` or `directionalLayoutMargins`) when the stack is
            // arranged inside them. Every stack of the public documents read that has them stores
            // its arranged views inset by them (a 375-wide vertical stack with margins 16 and 8
            // stores its label at x 16, 351 wide), none at its edges. "Follow Readable Width"
            // (`layoutMarginsFollowReadableWidth`) shapes the margins but arranges nothing inside
            // them: the stacks that set it alone store their first view at their edge.
            s.isLayoutMarginsRelativeArrangement = element.flag("layoutMarginsRelativeArrangement")
                || element.child("edgeInsets", key: "layoutMargins") != nil
                || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
            s.isBaselineRelativeArrangement = element.flag("baselineRelativeArrangement")
            v.stack = s
        default:
            break
        }
    }

    static func alignment(_ text: String) -> StackAlignment? {
        switch text {
        case "top", "leading": .leading
        case "bottom": .trailing
        case "trailing": .trailing
        case "baseline", "lastBaseline": .lastBaseline
        default: StackAlignment(rawValue: text)
        }
    }

    mutating func readMargins(_ element: MarkupElement, into v: inout InterfaceView) {
        if let e = element.child("edgeInsets", key: "layoutMargins") {
            v.layoutMargins = EdgeInsets(top: Self.number(e["top"]), left: Self.number(e["left"]),
                                         bottom: Self.number(e["bottom"]), right: Self.number(e["right"]))
        } else if let e = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            v.layoutMargins = EdgeInsets(top: Self.number(e["top"]), left: Self.number(e["leading"]),
                                         bottom: Self.number(e["bottom"]), right: Self.number(e["trailing"]))
        }
        v.insetsLayoutMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        v.preservesSuperviewLayoutMargins = element.flag("preservesSuperviewLayoutMargins")
        v.layoutMarginsFollowReadableWidth = element.flag("layoutMarginsFollowReadableWidth")
    }

    static func number(_ text: String?) -> Double { text.flatMap { Double($0) } ?? 0 }

    static func rect(_ element: MarkupElement?) -> Rect? {
        guard let element, let x = element["x"].flatMap(Double.init), let y = element["y"].flatMap(Double.init),
              let w = element["width"].flatMap(Double.init), let h = element["height"].flatMap(Double.init),
              [x, y, w, h].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The frame Xcode 8.0 stored as insets from the superview's edges (`<frame key="frameInset"
    /// minY="20" height="44"/>`): a missing `minX` or `minY` is 0, or the superview's size less
    /// `maxX`/`maxY` and the size where those are given; a missing `width` or `height` spans what
    /// the insets leave. Nil without the element, or where the superview's size is needed and
    /// not known.
    static func frameInset(_ element: MarkupElement?, in parent: Size?) -> Rect? {
        guard let element else { return nil }
        func value(_ key: String) -> Double? { element[key].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } }
        func axis(min: Double?, max: Double?, length: Double?, parent: Double?) -> (Double, Double)? {
            if let length {
                if let min { return (min, length) }
                if let max { return parent.map { ($0 - max - length, length) } }
                return (0, length)
            }
            guard let parent else { return nil }
            let start = min ?? 0
            return (start, parent - start - (max ?? 0))
        }
        guard let x = axis(min: value("minX"), max: value("maxX"), length: value("width"), parent: parent?.width),
              let y = axis(min: value("minY"), max: value("maxY"), length: value("height"), parent: parent?.height) else { return nil }
        return Rect(x: x.0, y: y.0, width: x.1, height: y.1)
    }

    /// Gives each subview stored with a `frameInset` its frame in this view's size, and theirs
    /// in turn; nothing while this view's own size is not known.
    static func resolveFrameInsets(_ v: inout InterfaceView) {
        guard let size = v.frame?.size else { return }
        for i in v.subviews.indices where v.subviews[i].frame == nil && v.subviews[i].frameInsetElement != nil {
            v.subviews[i].frame = frameInset(v.subviews[i].frameInsetElement, in: size)
            resolveFrameInsets(&v.subviews[i])
        }
    }

    static func mask(_ element: MarkupElement?) -> AutoresizingMask? {
        guard let element else { return nil }
        var m = AutoresizingMask()
        m.flexibleMinX = element.flag("flexibleMinX")
        m.widthSizable = element.flag("widthSizable")
        m.flexibleMaxX = element.flag("flexibleMaxX")
        m.flexibleMinY = element.flag("flexibleMinY")
        m.heightSizable = element.flag("heightSizable")
        m.flexibleMaxY = element.flag("flexibleMaxY")
        return m
    }

    static func priority(_ text: String) -> Int? {
        guard let value = Double(text), value.isFinite else { return nil }
        return min(1000, max(1, Int(value.rounded())))
    }

    /// `placeholderIntrinsicWidth="120"`; `"infinite"` is IB's "none" on that axis (-1 here).
    static func placeholder(_ text: String) -> Double? {
        if text == "infinite" { return -1 }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// The point size of `<fontDescription>`: `pointSize`, or a text style's size at the
    /// default Dynamic Type setting (Large). A size of 0 (`pointSize="0.0"`) is Core Text's
    /// default, 12: the frames IB stores for such labels in four documents of three apps are a
    /// 12-pt line tall (14.5 at @2x).
    static func fontSize(_ font: MarkupElement) -> Double? {
        if let size = font["pointSize"].flatMap(Double.init), size.isFinite, size > 0 { return size }
        if let size = font["pointSize"].flatMap(Double.init), size == 0 { return Self.zeroFontSize }
        if let style = font["style"] { return textStyleSizes[style] }
        // UIFont's named sizes (`size="system"`, which older templates' labels keep): its
        // systemFontSize 14, smallSystemFontSize 12, labelFontSize 17, buttonFontSize 18.
        if let named = font["size"] { return ["system": 14, "smallSystem": 12, "label": 17, "button": 18][named] }
        return nil
    }

    /// The size a font asked for at 0 points is drawn at.
    static let zeroFontSize = 12.0

    /// The system font's weight of `<fontDescription>`: `type="boldSystem"` is bold, `type="system"`
    /// takes its `weight` attribute (regular without one), a text style its own weight (the
    /// headline semibold, the others regular) unless `weight` says otherwise. A custom font
    /// (`name=`, no system type) is measured as the regular system font: nil.
    static func fontWeight(_ font: MarkupElement) -> FontWeight? {
        let named = font["weight"].flatMap(FontWeight.init(name:))
        switch font["type"] {
        case "boldSystem": return .bold
        case "system": return named ?? .regular
        default:
            guard let style = font["style"] else { return nil }
            return named ?? (style == "UICTFontTextStyleHeadline" ? .semibold : .regular)
        }
    }

    /// Apple's Human Interface Guidelines table of text style sizes at the Large (default) setting.
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    static func attributedText(_ element: MarkupElement) -> String? {
        element.child("attributedString").flatMap(fragments)
    }

    static func fragments(_ attributed: MarkupElement) -> String? {
        let text = attributed.children("fragment").map { $0["content"] ?? $0.child("string").flatMap(Self.decodedText) ?? "" }.joined()
        return text.isEmpty ? nil : text
    }

    /// A setting of an attributed text's first fragment's paragraph style (`lineSpacing`,
    /// `lineHeightMultiple`…), when it has one above 0.
    static func attributedParagraph(_ element: MarkupElement, _ setting: String) -> Double? {
        guard let style = element.child("attributedString")?.children("fragment").first?.child("attributes")?.child("paragraphStyle"),
              let value = style[setting].flatMap(Double.init), value.isFinite, value > 0 else { return nil }
        return value
    }

    /// The `<font key="NSFont">` of an attributed text's first fragment, which the text is measured in.
    static func attributedFont(_ element: MarkupElement) -> MarkupElement? {
        element.child("attributedString")?.children("fragment").first?.child("attributes")?.child("font")
    }

    /// The size of an attributed text's font: its `size`, else the size of its `metaFont` with
    /// none, which IB takes from AppKit's defaults (``metaFontSizes``).
    static func attributedFontSize(_ element: MarkupElement) -> Double? {
        guard let font = attributedFont(element) else { return nil }
        return font["size"].flatMap(Double.init) ?? font["metaFont"].flatMap { metaFontSizes[$0] }
    }

    /// An attributed text's font weight: bold for `metaFont="systemBold"`, regular for the other
    /// meta fonts; for the system font named by its hidden name (`.SFNS-Bold`), the weight after
    /// the dash; nil for any other font named by `name` (its own faces are in its name).
    static func attributedFontWeight(_ element: MarkupElement) -> FontWeight? {
        guard let font = attributedFont(element) else { return nil }
        if let name = font["name"], isSystemFontName(name) {
            return name.split(separator: "-").dropFirst().first.flatMap { FontWeight(name: String($0)) } ?? .regular
        }
        guard let meta = font["metaFont"] else { return nil }
        return meta == "systemBold" || meta == "boldSystem" ? .bold : .regular
    }

    /// The font an attributed text's first fragment names by `name` (`Futura-Medium`), which IB
    /// measured the text in as UIKit draws it; nil for the system font, whether asked for by
    /// `metaFont` or named by its hidden name (``isSystemFontName(_:)``).
    static func attributedFontName(_ element: MarkupElement) -> String? {
        guard let name = attributedFont(element)?["name"], !isSystemFontName(name) else { return nil }
        return name
    }

    /// Whether a font name is the system font's hidden one, which begins with a dot
    /// (`.AppleSystemUIFont`, `.SFNS-Bold`, `.SFUIText-Medium`).
    static func isSystemFontName(_ name: String) -> Bool {
        name.hasPrefix(".")
    }

    /// The sizes AppKit gives its meta fonts asked for at size 0, which an attributed string's
    /// `<font metaFont=…>` without a `size` stands for: `NSFont.systemFontSize` (13) for the
    /// system, control-content, message, title-bar and cell-title fonts, 14 for the menu font,
    /// 11 for the small-system, palette and tool-tip fonts, 10 for the label font, 9 for the
    /// mini-system font. (A label whose fragments say `metaFont="system"` and no size is stored
    /// 15.667 tall, a 13-pt line, in the public documents read.)
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "boldSystem": 13, "controlContent": 13, "message": 13, "titleBar": 13,
        "cellTitle": 13, "menu": 14, "menuBar": 14, "smallSystem": 11, "smallSystemBold": 11, "palette": 11,
        "toolTip": 11, "label": 10, "miniSystem": 9,
    ]
}
