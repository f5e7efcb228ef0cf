/// How Swift imports Objective-C's names, for the parts of UIKit, Foundation and CoreGraphics
/// that layout code uses: selectors as Swift calls, enum constants as implicit members, C
/// functions and constants as Swift's. The one table the Objective-C reader consults; a name it
/// does not list is carried over by Swift 2's rule (the first piece is the name, the others the
/// labels), which the library reads as it reads pasted Swift 2.
enum ObjCNames {
    // MARK: - Declarations

    /// Words that qualify a declaration and change nothing here.
    static let declarationQualifiers: Set<String> = [
        "static", "const", "extern", "__weak", "__strong", "__block", "__unsafe_unretained", "__autoreleasing", "weak",
        "nonnull", "nullable", "_Nonnull", "_Nullable", "__nonnull", "__nullable", "__kindof", "IBOutlet", "IBInspectable",
        "volatile", "register", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "CG_EXTERN", "CA_EXTERN",
        "__attribute__",
        // A function the compiler may inline: `static inline`, and the SDK's macros for it.
        "inline", "__inline__", "NS_INLINE", "CG_INLINE", "UIKIT_STATIC_INLINE", "FOUNDATION_STATIC_INLINE",
    ]

    /// The compiler's annotations, which the reader drops wherever they stand: nullability
    /// regions, initializer and availability marks, ARC's bridging casts (`(__bridge id)x` is `(id)x`).
    static let annotationMacros: Set<String> = [
        "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END", "NS_DESIGNATED_INITIALIZER", "NS_REQUIRES_SUPER", "NS_UNAVAILABLE",
        "IB_DESIGNABLE", "IBInspectable", "UI_APPEARANCE_SELECTOR", "NS_NOESCAPE", "__unused", "__bridge", "__bridge_transfer", "__bridge_retained",
        "NS_RETURNS_RETAINED", "NS_RETURNS_NOT_RETAINED", "CF_RETURNS_RETAINED", "NS_REFINED_FOR_SWIFT", "NS_SWIFT_UI_ACTOR",
        "__TVOS_PROHIBITED", "__WATCHOS_PROHIBITED", "NS_FORMAT_ARGUMENT", "_Null_unspecified", "__null_unspecified",
        "null_unspecified", "NS_AUTOMATED_REFCOUNT_UNAVAILABLE", "API_UNAVAILABLE_BEGIN", "API_UNAVAILABLE_END",
        "DEPRECATED_ATTRIBUTE", "UNAVAILABLE_ATTRIBUTE", "NS_SWIFT_NONISOLATED", "NS_SWIFT_SENDABLE", "NS_HEADER_AUDIT_BEGIN",
        "NS_HEADER_AUDIT_END",
    ]

    /// Annotations with arguments, dropped with them: `API_AVAILABLE(ios(11.0))`, `NS_SWIFT_NAME(make(with:))`.
    static let annotationFunctionMacros: Set<String> = [
        "API_AVAILABLE", "API_UNAVAILABLE", "API_DEPRECATED", "API_DEPRECATED_WITH_REPLACEMENT", "NS_AVAILABLE_IOS", "NS_AVAILABLE",
        "NS_DEPRECATED_IOS", "NS_DEPRECATED", "NS_SWIFT_NAME", "NS_SWIFT_UNAVAILABLE", "NS_EXTENSION_UNAVAILABLE_IOS",
        "NS_EXTENSION_UNAVAILABLE", "__deprecated_msg", "DEPRECATED_MSG_ATTRIBUTE", "NS_CLASS_AVAILABLE_IOS", "NS_ENUM_AVAILABLE_IOS",
"__IOS_AVAILABLE", "__API_AVAILABLE", "NS_FORMAT_FUNCTION", "UIKIT_AVAILABLE_IOS_ONLY", "NS_SWIFT_ASYNC",
        // The older SDKs' availability marks: `__OSX_AVAILABLE_STARTING(__MAC_NA, __IPHONE_3_0)`.
        "__OSX_AVAILABLE_STARTING", "__OSX_AVAILABLE_BUT_DEPRECATED", "__OSX_AVAILABLE_BUT_DEPRECATED_MSG", "__IOS_PROHIBITED",
        "__TVOS_PROHIBITED", "__WATCHOS_PROHIBITED", "NS_AVAILABLE_MAC", "NS_DEPRECATED_MAC", "__IOS_DEPRECATED",
        "NS_CLASS_DEPRECATED_IOS", "NS_ENUM_DEPRECATED_IOS",
        // A storyboard's collection of outlets: the property stays the array it declares.
        "IBOutletCollection",
    ]

    /// Words that start a statement, never a declaration's type.
    static let statementWords: Set<String> = ["if", "for", "while", "do", "switch", "return", "break", "continue", "case",
                                              "default", "else", "goto", "self", "super", "sizeof", "typedef"]

    /// C's and Foundation's scalar and structure types.
    static let scalarTypes: [String: String] = [
        "CGFloat": "CGFloat", "float": "CGFloat", "double": "Double", "int": "Int", "NSInteger": "Int", "NSUInteger": "Int",
        "long": "Int", "short": "Int", "char": "Int", "unsigned": "Int", "signed": "Int", "uint32_t": "Int", "int32_t": "Int",
        "int64_t": "Int", "uint64_t": "Int", "size_t": "Int", "NSTimeInterval": "Double", "CGRect": "CGRect",
        "CGSize": "CGSize", "CGPoint": "CGPoint", "UIEdgeInsets": "UIEdgeInsets", "NSDirectionalEdgeInsets": "NSDirectionalEdgeInsets",
        "BOOL": "Bool", "bool": "Bool", "UILayoutPriority": "UILayoutPriority", "CGAffineTransform": "CGAffineTransform",
        "NSRange": "NSRange", "CGVector": "CGVector", "UIOffset": "UIOffset",
        // Foundation's and C's other number typedefs: a UTF-16 unit, an index, an encoding.
        "unichar": "Int", "UniChar": "Int", "UTF32Char": "Int", "CFIndex": "Int", "NSStringEncoding": "Int",
        "int8_t": "Int", "uint8_t": "Int", "int16_t": "Int", "uint16_t": "Int", "intptr_t": "Int", "uintptr_t": "Int",
        "ssize_t": "Int", "CFTimeInterval": "Double",
        // The runtime's selector and method implementation (`SEL action = @selector(tap:);`,
        // `IMP imp = method_getImplementation(m);`): values no layout reads.
        "SEL": "Any", "IMP": "Any",
    ]

    /// Whether a name reads as a type where a declaration may start: a scalar, `id`, or a
    /// capitalised class or structure name (`UIView`, `MyCell`).
    static func looksLikeType(_ name: String) -> Bool {
        if scalarTypes[name] != nil || name == "id" || name == "instancetype" || name == "void" { return true }
        // C's typedefs: `dispatch_time_t`, `uint8_t`.
        if name.hasSuffix("_t"), name.count > 2, name.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" }) { return true }
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        // `(NSLayoutFormatOptions)0`, `UIViewAnimationOptions`: an options type, though it begins
        // as its constants do.
        if name.hasSuffix("Options"), name.uppercased() != name { return true }
        // `YES`, `NSLayoutAttributeTop`: constants, not types. An enumeration's own type, named as
        // its constants begin and then `Type`, `Mask` or `Style` (`UIReturnKeyType`,
        // `UIInterfaceOrientationMask`, `UITableViewCellAccessoryType`), is a type.
        if let constant = enumConstant(name), !["type", "mask", "style"].contains(constant) { return false }
        return !constantNames.contains(name) && name.uppercased() != name
    }

    /// Whether the token after a type's words is the declared name (so `unsigned long x` stops at `x`).
    static func isNameAfterType(_ token: ObjCToken) -> Bool {
        token.kind == .semicolon || token.isOperator("=") || token.kind == .comma
    }

    /// Foundation's mutable collections: objects, shared by whoever holds them, where the Swift
    /// they are read as has values.
    static let mutableCollections: Set<String> = ["NSMutableArray", "NSMutableDictionary", "NSMutableSet", "NSMutableString"]

    static func swiftType(_ name: String, isObject: Bool) -> String {
        if name == "id" || name == "instancetype" { return "Any" }
        if isObject {
            switch name {
            case "NSString", "NSMutableString": return "String"
            case "NSArray", "NSMutableArray": return "[Any]"
            case "NSDictionary", "NSMutableDictionary": return "[String: Any]"
            case "NSNumber": return "Double"
            case "MASConstraint": return "Constraint"
            case "MASConstraintMaker": return "ConstraintMaker"
            case "UIButtonConfiguration": return "UIButton.Configuration"
            default: return name
            }
        }
        return scalarTypes[name] ?? name
    }

    /// What a scalar or structure starts as in Objective-C's storage.
    static func zeroValue(of swiftType: String, at range: SourceRange) -> Expr? {
        switch swiftType {
        case "Bool": .bool(false, range)
        case "CGFloat", "Double", "Int", "UILayoutPriority": .number(0, text: "0", range)
        case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGVector", "UIOffset":
            .member(.identifier(swiftType, range), "zero", nameRange: range, range)
        case "CGAffineTransform": .member(.identifier(swiftType, range), "identity", nameRange: range, range)
        default: nil
        }
    }

    /// Zero-argument methods UIKit calls for a value, which Swift imports as properties: a
    /// class that implements one overrides the property.
    static let overriddenProperties: Set<String> = [
        "intrinsicContentSize", "prefersStatusBarHidden", "preferredStatusBarStyle", "requiresConstraintBasedLayout",
        "layerClass", "canBecomeFirstResponder", "inputAccessoryView", "shouldAutorotate", "supportedInterfaceOrientations",
    ]

    // MARK: - Methods

    /// A method's Swift name and its parameters' labels: `initWithFrame:` is `init(frame:)`,
    /// `setUp:inset:` is `setUp(_:inset:)`, and what UIKit calls by its Swift 3 name
    /// (`viewWillAppear:`) is named so.
    static func methodName(_ selector: String, initializer: Bool? = nil) -> (name: String, labels: [String?], signature: String) {
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        if pieces.isEmpty {
            return (selector, [], selector + "()")
        }
        if let renamed = delegateMethods[selector] { return renamed }
        if initializer ?? isInitFamily(selector) {
            let rest = pieces[0].drop { $0 == "_" }.dropFirst(4)
            let firstLabel = rest.hasPrefix("With") ? lowercasedFirst(String(rest.dropFirst(4))) : lowercasedFirst(String(rest))
            let labels: [String?] = [firstLabel.isEmpty ? nil : firstLabel] + pieces.dropFirst().map { Optional($0) }
            return ("init", labels, "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
        }
        let labels: [String?] = [nil] + pieces.dropFirst().map { $0.isEmpty ? nil : Optional($0) }
        return (pieces[0], labels, pieces[0] + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
    }

    /// `[self performSelector:@selector(reload:) withObject:view afterDelay:1.0]`: the message the
    /// selector names, sent to the receiver with the object, `[self reload:view]`. UIKit sends it on
    /// a later turn of the run loop (after the delay); here it is sent now, as a `dispatch_after`
    /// block runs now, so what it lays out is laid out. `performSelectorOnMainThread:withObject:
    /// waitUntilDone:` and `performSelector:withObject:withObject:` likewise. Nil where the selector
    /// is not a literal `@selector(…)`.
    static func performedSelector(_ receiver: Expr, selector: String, arguments: [Expr], nameRange: SourceRange,
                                  range: SourceRange) -> Expr? {
        let objectCounts: [String: Int] = [
            "performSelector:": 0, "performSelector:withObject:": 1, "performSelector:withObject:withObject:": 2,
            "performSelector:withObject:afterDelay:": 1, "performSelector:withObject:afterDelay:inModes:": 1,
            "performSelectorOnMainThread:withObject:waitUntilDone:": 1,
            "performSelectorOnMainThread:withObject:waitUntilDone:modes:": 1,
        ]
        guard let count = objectCounts[selector], arguments.count > count, case .string(let parts, _) = arguments[0],
              parts.count == 1, case .text(let sent) = parts[0], !sent.isEmpty else { return nil }
        let named = methodName(sent)
        // A selector that takes fewer arguments than are given drops the rest, as the runtime does.
        let values = Array(arguments.dropFirst().prefix(count).prefix(named.labels.count))
        guard values.count == named.labels.count else { return nil }
        let args = zip(named.labels, values).map { CallArgument(label: $0, value: $1, range: $1.range) }
        return .call(.member(receiver, named.name, nameRange: nameRange, range), args, trailing: nil, range)
    }

    /// Whether a selector is of Objective-C's `init` family, as the compiler names it: its first
    /// piece, past leading underscores, is `init` or `init` followed by anything but a lowercase
    /// letter (`initWithFrame:`, `init`, `initView`) — not `initialize` or `inition`. A method of
    /// that name is an initializer only if it also returns an object (`- (void)initView` is a
    /// plain method, as many apps name their set-up; see `ObjCParser.plainInitSelectors`).
    static func isInitFamily(_ selector: String) -> Bool {
        let head = selector.drop { $0 == "_" }.prefix { $0 != ":" }
        guard head.hasPrefix("init") else { return false }
        guard let next = head.dropFirst(4).first else { return true }
        return !next.isLowercase
    }

    /// Methods UIKit calls on a delegate or a view, under the names Swift 3 gave them.
    static let delegateMethods: [String: (name: String, labels: [String?], signature: String)] = [
        "viewForZoomingInScrollView:": ("viewForZooming", ["in"], "viewForZooming(in:)"),
        "scrollViewDidZoom:": ("scrollViewDidZoom", [nil], "scrollViewDidZoom(_:)"),
        "scrollViewDidScroll:": ("scrollViewDidScroll", [nil], "scrollViewDidScroll(_:)"),
        "viewWillAppear:": ("viewWillAppear", [nil], "viewWillAppear(_:)"),
        "viewDidAppear:": ("viewDidAppear", [nil], "viewDidAppear(_:)"),
        "viewWillTransitionToSize:withTransitionCoordinator:": ("viewWillTransition", ["to", "with"], "viewWillTransition(to:with:)"),
        "traitCollectionDidChange:": ("traitCollectionDidChange", [nil], "traitCollectionDidChange(_:)"),
        "drawRect:": ("draw", [nil], "draw(_:)"),
        "sizeThatFits:": ("sizeThatFits", [nil], "sizeThatFits(_:)"),
        "titleRectForContentRect:": ("titleRect", ["forContentRect"], "titleRect(forContentRect:)"),
        "imageRectForContentRect:": ("imageRect", ["forContentRect"], "imageRect(forContentRect:)"),
        "contentRectForBounds:": ("contentRect", ["forBounds"], "contentRect(forBounds:)"),
        "textRectForBounds:limitedToNumberOfLines:": ("textRect", ["forBounds", "limitedToNumberOfLines"],
                                                      "textRect(forBounds:limitedToNumberOfLines:)"),
        "drawTextInRect:": ("drawText", ["in"], "drawText(in:)"),
        // UIKit's move hooks: `addSubview:` tells the view before it moves, and the window after.
        "willMoveToSuperview:": ("willMove", ["toSuperview"], "willMove(toSuperview:)"),
        "willMoveToWindow:": ("willMove", ["toWindow"], "willMove(toWindow:)"),
        // A button subclass's override of UIButton's state setters (`setTitle:forState:` upper-casing
        // its title): a message to one of its instances runs it, as Objective-C dispatches it.
        "setTitle:forState:": ("setTitle", [nil, "for"], "setTitle(_:for:)"),
        "setImage:forState:": ("setImage", [nil, "for"], "setImage(_:for:)"),
        "setAttributedTitle:forState:": ("setAttributedTitle", [nil, "for"], "setAttributedTitle(_:for:)"),
    ]

    /// The setter Objective-C's dot syntax sends for `property`: `setFrame` for `frame`, as the
    /// selector `setFrame:` names it (nil for an empty name).
    static func setterName(of property: some StringProtocol) -> String? {
        guard let first = property.first else { return nil }
        return "set" + first.uppercased() + property.dropFirst()
    }

    /// The property a one-argument setter selector sets as dot syntax names it: `offset` for
    /// `setOffset:` (nil for any other selector).
    static func setterProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.dropLast().firstIndex(of: ":") == nil,
              let first = selector.dropFirst(3).first, first.isUppercase else { return nil }
        let rest = selector.dropFirst(4).dropLast()
        return first.lowercased() + rest
    }

    static func lowercasedFirst(_ s: String) -> String {
        // `URL` → `url`, `RGBValue` → `rgbValue`, `Frame` → `frame`, as Swift lowercases a leading acronym.
        let scalars = Array(s.unicodeScalars)
        var upper = 0
        while upper < scalars.count, ("A"..."Z").contains(scalars[upper]) { upper += 1 }
        if upper == 0 { return s }
        let count = upper > 1 && upper < scalars.count ? upper - 1 : upper
        var result = String.UnicodeScalarView()
        for (i, c) in scalars.enumerated() {
            result.append(i < count ? Unicode.Scalar(String(c).lowercased())! : c)
        }
        return String(result)
    }

    /// Selectors whose Swift names are not Swift 2's rule: the table Swift 3's renaming made.
    static let renamedSelectors: [String: (name: String, labels: [String?])] = [
        "setTitle:forState:": ("setTitle", [nil, "for"]),
        "setImage:forState:": ("setImage", [nil, "for"]),
        "setBackgroundImage:forState:": ("setBackgroundImage", [nil, "for"]),
        "setTitleColor:forState:": ("setTitleColor", [nil, "for"]),
        "setAttributedTitle:forState:": ("setAttributedTitle", [nil, "for"]),
        "addTarget:action:forControlEvents:": ("addTarget", [nil, "action", "for"]),
        "removeTarget:action:forControlEvents:": ("removeTarget", [nil, "action", "for"]),
        "sendActionsForControlEvents:": ("sendActions", ["for"]),
        "setContentHuggingPriority:forAxis:": ("setContentHuggingPriority", [nil, "for"]),
        "setContentCompressionResistancePriority:forAxis:": ("setContentCompressionResistancePriority", [nil, "for"]),
        "contentHuggingPriorityForAxis:": ("contentHuggingPriority", ["for"]),
        "contentCompressionResistancePriorityForAxis:": ("contentCompressionResistancePriority", ["for"]),
        "registerClass:forCellReuseIdentifier:": ("register", [nil, "forCellReuseIdentifier"]),
        "registerClass:forCellWithReuseIdentifier:": ("register", [nil, "forCellWithReuseIdentifier"]),
        "registerNib:forCellReuseIdentifier:": ("register", [nil, "forCellReuseIdentifier"]),
        "dequeueReusableCellWithIdentifier:": ("dequeueReusableCell", ["withIdentifier"]),
        "dequeueReusableCellWithIdentifier:forIndexPath:": ("dequeueReusableCell", ["withIdentifier", "for"]),
        "insertSubview:atIndex:": ("insertSubview", [nil, "at"]),
        "setTitle:forSegmentAtIndex:": ("setTitle", [nil, "forSegmentAt"]),
        "setImage:forSegmentAtIndex:": ("setImage", [nil, "forSegmentAt"]),
        "setWidth:forSegmentAtIndex:": ("setWidth", [nil, "forSegmentAt"]),
        "setEnabled:forSegmentAtIndex:": ("setEnabled", [nil, "forSegmentAt"]),
        "titleForSegmentAtIndex:": ("titleForSegment", ["at"]),
        "insertSegmentWithTitle:atIndex:animated:": ("insertSegment", ["withTitle", "at", "animated"]),
        "insertArrangedSubview:atIndex:": ("insertArrangedSubview", [nil, "at"]),
        "exchangeSubviewAtIndex:withSubviewAtIndex:": ("exchangeSubview", ["at", "withSubviewAt"]),
        "setCustomSpacing:afterView:": ("setCustomSpacing", [nil, "after"]),
        "customSpacingAfterView:": ("customSpacing", ["after"]),
        "presentViewController:animated:completion:": ("present", [nil, "animated", "completion"]),
        "dismissViewControllerAnimated:completion:": ("dismiss", ["animated", "completion"]),
        "pushViewController:animated:": ("pushViewController", [nil, "animated"]),
        "addChildViewController:": ("addChild", [nil]),
        "removeFromParentViewController": ("removeFromParent", []),
        "didMoveToParentViewController:": ("didMove", ["toParent"]),
        "willMoveToParentViewController:": ("willMove", ["toParent"]),
        "bringSubviewToFront:": ("bringSubviewToFront", [nil]),
        "sendSubviewToBack:": ("sendSubviewToBack", [nil]),
        "systemLayoutSizeFittingSize:": ("systemLayoutSizeFitting", [nil]),
        "systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:":
            ("systemLayoutSizeFitting", [nil, "withHorizontalFittingPriority", "verticalFittingPriority"]),
        "zoomToRect:animated:": ("zoom", ["to", "animated"]),
        "setZoomScale:animated:": ("setZoomScale", [nil, "animated"]),
        "setContentOffset:animated:": ("setContentOffset", [nil, "animated"]),
        "scrollRectToVisible:animated:": ("scrollRectToVisible", [nil, "animated"]),
        "activateConstraints:": ("activate", [nil]),
        "deactivateConstraints:": ("deactivate", [nil]),
        "constraintsWithVisualFormat:options:metrics:views:": ("constraints", ["withVisualFormat", "options", "metrics", "views"]),
        "constraintsAffectingLayoutForAxis:": ("constraintsAffectingLayout", ["for"]),
        "animateWithDuration:animations:": ("animate", ["withDuration", "animations"]),
        "animateWithDuration:animations:completion:": ("animate", ["withDuration", "animations", "completion"]),
        "animateWithDuration:delay:options:animations:completion:":
            ("animate", ["withDuration", "delay", "options", "animations", "completion"]),
        "performWithoutAnimation:": ("performWithoutAnimation", [nil]),
        "transitionWithView:duration:options:animations:completion:":
            ("transition", ["with", "duration", "options", "animations", "completion"]),
        "transitionFromView:toView:duration:options:completion:": ("transition", ["from", "to", "duration", "options", "completion"]),
        "systemFontOfSize:": ("systemFont", ["ofSize"]),
        "systemFontOfSize:weight:": ("systemFont", ["ofSize", "weight"]),
        "boldSystemFontOfSize:": ("boldSystemFont", ["ofSize"]),
        "italicSystemFontOfSize:": ("italicSystemFont", ["ofSize"]),
        "preferredFontForTextStyle:": ("preferredFont", ["forTextStyle"]),
        "monospacedDigitSystemFontOfSize:weight:": ("monospacedDigitSystemFont", ["ofSize", "weight"]),
        "monospacedSystemFontOfSize:weight:": ("monospacedSystemFont", ["ofSize", "weight"]),
        "fontWithSize:": ("withSize", [nil]),
        "scaledFontForFont:": ("scaledFont", ["for"]),
        "scaledFontForFont:maximumPointSize:": ("scaledFont", ["for", "maximumPointSize"]),
        "scaledValueForValue:": ("scaledValue", ["for"]),
        "addObserver:selector:name:object:": ("addObserver", [nil, "selector", "name", "object"]),
        "removeObserver:": ("removeObserver", [nil]),
        "addObject:": ("append", [nil]),
        "addObjectsFromArray:": ("append", ["contentsOf"]),
        // NSMutableArray's edits by index, as Swift's array methods make them.
        "insertObject:atIndex:": ("insert", [nil, "at"]),
        "removeObjectAtIndex:": ("remove", ["at"]),
        "removeLastObject": ("removeLast", []),
        "removeAllObjects": ("removeAll", []),
        "objectAtIndex:": ("subscript", [nil]),
        "setObject:forKey:": ("subscriptSet", [nil, nil]),
        "objectForKey:": ("subscript", [nil]),
        "addGestureRecognizer:": ("addGestureRecognizer", [nil]),
        "setNeedsUpdateConstraints": ("setNeedsUpdateConstraints", []),
        "layoutIfNeeded": ("layoutIfNeeded", []),
        "sizeToFit": ("sizeToFit", []),
        "removeFromSuperview": ("removeFromSuperview", []),
        "setNeedsLayout": ("setNeedsLayout", []),
        "updateConstraintsIfNeeded": ("updateConstraintsIfNeeded", []),
        "reloadData": ("reloadData", []),
        "count": ("count", []),
        "firstObject": ("first", []),
        "lastObject": ("last", []),
    ]

    /// Foundation's arrays and dictionaries made by a message, as Swift's literals: `[NSMutableArray
    /// array]`, `[[NSMutableArray alloc] init]` and `[NSArray new]` are `[]`; `[NSArray
    /// arrayWithObjects:a, b, nil]` is `[a, b]`; `arrayWithArray:`, `mutableCopy` and `copy` are the
    /// array itself (a value in Swift, so a copy); `[NSMutableDictionary dictionary]` is `[:]`.
    /// Nil for any other message.
    static func foundationCollection(_ receiver: Expr, receiverIsClass: Bool, selector: String, arguments: [Expr],
                                     range: SourceRange) -> Expr? {
        let arrays: Set<String> = ["NSArray", "NSMutableArray"]
        let dictionaries: Set<String> = ["NSDictionary", "NSMutableDictionary"]
        func items(_ argument: Expr) -> [Expr] { if case .array(let xs, _) = argument { xs } else { [argument] } }
        // `[[NSMutableArray alloc] init…]`: the class the message is sent to.
        var className: String?
        var allocated = false
        if case .call(.member(.identifier(let name, _), "alloc", _, _), [], nil, _) = receiver {
            className = name
            allocated = true
        } else if receiverIsClass, case .identifier(let name, _) = receiver {
            className = name
        }
        if let className, arrays.contains(className) {
            switch (allocated, selector) {
            case (true, "init"), (true, "initWithCapacity:"), (false, "array"), (false, "new"), (false, "arrayWithCapacity:"):
                return .array([], range)
            case (true, "initWithObjects:"), (false, "arrayWithObjects:"), (false, "arrayWithObject:"):
                return arguments.first.map { .array(items($0), range) }
            case (true, "initWithArray:"), (false, "arrayWithArray:"):
                return arguments.first
            default:
                return nil
            }
        }
        if let className, dictionaries.contains(className) {
            switch (allocated, selector) {
            case (true, "init"), (true, "initWithCapacity:"), (false, "dictionary"), (false, "new"), (false, "dictionaryWithCapacity:"):
                return .dictionary([], range)
            case (true, "initWithDictionary:"), (false, "dictionaryWithDictionary:"):
                return arguments.first
            case (true, "initWithObject:forKey:"), (false, "dictionaryWithObject:forKey:"):
                guard arguments.count == 2 else { return nil }
                return .dictionary([DictionaryElement(key: arguments[1], value: arguments[0])], range)
            case (true, "initWithObjectsAndKeys:"), (false, "dictionaryWithObjectsAndKeys:"):
                // Objects and keys by turns, up to the nil that ends the list.
                guard let first = arguments.first else { return nil }
                var list = items(first)
                if case .nilLiteral? = list.last { list.removeLast() }
                guard list.count % 2 == 0 else { return nil }
                return .dictionary(stride(from: 0, to: list.count, by: 2).map { DictionaryElement(key: list[$0 + 1], value: list[$0]) },
                                   range)
            case (true, "initWithObjects:forKeys:"), (false, "dictionaryWithObjects:forKeys:"):
                guard arguments.count == 2, case .array(let values, _) = arguments[0], case .array(let keys, _) = arguments[1],
                      values.count == keys.count else { return nil }
                return .dictionary(zip(keys, values).map { DictionaryElement(key: $0, value: $1) }, range)
            default:
                return nil
            }
        }
        if !receiverIsClass, selector == "mutableCopy" || selector == "copy", case .array = receiver { return receiver }
        // `[@"" mutableCopy]`, `[name copy]`: a string's copy is the same text, as Swift's copy of a value.
        if !receiverIsClass, selector == "mutableCopy" || selector == "copy", case .string = receiver { return receiver }
        return nil
    }

    /// A message as Swift's call: `[v addSubview:w]` is `v.addSubview(w)`.
    static func send(_ receiver: Expr, receiverIsClass: Bool, selector: String, arguments: [Expr],
                     nameRange: SourceRange, range: SourceRange, plainMethod: Bool = false) -> Expr {
        func call(_ callee: Expr, _ labels: [String?], trailingBlock: Bool = false) -> Expr {
            var args = zip(labels, arguments).map { CallArgument(label: $0, value: $1, range: $1.range) }
            args = args.map { argument in
                var a = argument
                if a.label == "options", isNoOptions(a.value) { a.value = .array([], a.value.range) }
                return a
            }
            return .call(callee, args, trailing: nil, range)
        }
        func member(_ base: Expr, _ name: String) -> Expr { .member(base, name, nameRange: nameRange, range) }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)

        if let collection = foundationCollection(receiver, receiverIsClass: receiverIsClass, selector: selector,
                                                 arguments: arguments, range: range) {
            return collection
        }
        // `[views enumerateObjectsUsingBlock:^(UIView *v, NSUInteger idx, BOOL *stop) { … }]`:
        // Swift's `views.enumerated().forEach { idx, v in … }` (`*stop` is not read).
        if selector == "enumerateObjectsUsingBlock:", let block = arguments.first, case .closure(let c) = block,
           c.parameters.count >= 3, c.parameters[2] != "_" {
            // With its `BOOL *stop` named, which `*stop = YES;` sets to end the walk after this
            // element: `for (idx, v) in views.enumerated() { var stop = false; { … }(); if stop { break } }` (in a closure called
            // there, as the message is an expression),
            // the block's body in a closure of its own, so its `return` ends only this element's turn.
            let r = c.range
            let turn = ClosureExpr(parameters: [], body: c.body, range: r, wholeNumberParameters: [])
            let stop = c.parameters[2]
            let body: [Stmt] = [
                .variable(VariableDecl(isLet: false, pattern: .name(stop, r), type: nil, initializer: .bool(false, r), getter: nil,
                                       didSet: nil, modifiers: [], range: r)),
                .expression(.call(.closure(turn), [], trailing: nil, r)),
                .ifStatement(conditions: [.expression(.identifier(stop, r))], then: [.breakStatement(r)], otherwise: nil, r),
            ]
            let pattern = Pattern.tuple([c.parameters[1] == "_" ? .wildcard(r) : .name(c.parameters[1], r),
                                         c.parameters[0] == "_" ? .wildcard(r) : .name(c.parameters[0], r)], r)
            let enumerated = Expr.call(.member(receiver, "enumerated", nameRange: nameRange, range), [], trailing: nil, range)
            let walk = ClosureExpr(parameters: [], body: [.forIn(pattern: pattern, sequence: enumerated, whereClause: nil, body: body, range)],
                                   range: r, wholeNumberParameters: [])
            return .call(.closure(walk), [], trailing: nil, range)
        }
        if selector == "enumerateObjectsUsingBlock:", let block = arguments.first, case .closure(let c) = block,
           c.parameters.count >= 1 {
            let index = c.parameters.count >= 2 ? c.parameters[1] : "_"
            let pairs = ClosureExpr(parameters: [index, c.parameters[0]], body: c.body, range: c.range,
                                    wholeNumberParameters: c.wholeNumberParameters)
            let enumerated = Expr.call(.member(receiver, "enumerated", nameRange: nameRange, range), [], trailing: nil, range)
            return .call(.member(enumerated, "forEach", nameRange: nameRange, range), [], trailing: pairs, range)
        }
        // `[Pill.alloc initWithFrame:…]`: the class's alloc in dot syntax, as `[Pill alloc]`.
        var receiver = receiver
        if case .member(.identifier(let className, let classRange), "alloc", let allocRange, let memberRange) = receiver,
           className.first.map({ $0.isUppercase || $0 == "_" }) == true {
            receiver = .call(.member(.identifier(className, classRange), "alloc", nameRange: allocRange, memberRange), [], trailing: nil,
                             memberRange)
        }
        // [[Class alloc] init…], [Class new]
        if case .call(.member(.identifier(let className, let classRange), "alloc", _, _), [], nil, _) = receiver {
            guard isInitFamily(selector) else { return call(member(receiver, pieces.first ?? selector), []) }
            if selector == "initForAutoLayout" {
                return .call(member(.call(.identifier(className, classRange), [], trailing: nil, range), "configureForAutoLayout"), [],
                             trailing: nil, range)
            }
            let named = methodName(selector)
            return call(.identifier(className, classRange), named.labels)
        }
        if selector == "alloc" || selector == "allocWithZone:" {
            return .call(member(receiver, "alloc"), [], trailing: nil, range)
        }
        if receiverIsClass, selector == "new" { return .call(receiver, [], trailing: nil, range) }
        // PureLayout's `[UIView newAutoLayoutView]` and `[[UIView alloc] initForAutoLayout]`.
        if receiverIsClass, selector == "newAutoLayoutView" {
            return .call(member(.call(receiver, [], trailing: nil, range), "configureForAutoLayout"), [], trailing: nil, range)
        }
        // `[NSString stringWithFormat:@"Row %d", i]`: Swift's interpolation, `"Row \(i)"`.
        if case .identifier("NSString", _) = receiver, ["stringWithFormat:", "localizedStringWithFormat:"].contains(selector),
           let first = arguments.first {
            let items: [Expr] = if case .array(let xs, _) = first { xs } else { [first] }
            if let format = items.first, case .string(let parts, _) = format, parts.count == 1, case .text(let text) = parts[0] {
                return .string(formatted(text, Array(items.dropFirst())), range)
            }
            // A format kept in a variable (`[NSString stringWithFormat:template, axis]`): Swift's
            // `String(format: template, axis)`, read when it runs.
            if let format = items.first {
                return .call(.identifier("String", range), [CallArgument(label: "format", value: format, range: format.range)]
                    + items.dropFirst().map { CallArgument(label: nil, value: $0, range: $0.range) }, trailing: nil, range)
            }
        }
        // `[format appendFormat:@"-(%f)-[%@]", gap, key]`, `[format appendString:tail]`: a mutable
        // string grows by the text, Swift's `format += "…"` (see the statement's rewrite of `$append`);
        // `[key stringByAppendingString:suffix]`, `[key stringByAppendingFormat:@"%d", i]`: Swift's `appending(_:)`.
        let appending: [String: (method: String, formats: Bool)] = [
            "appendFormat:": ("$append", true), "appendString:": ("$append", false),
            // `[text appendAttributedString:part]`: Swift's `append(_:)`, which keeps the part's font.
            "appendAttributedString:": ("append", false),
            "stringByAppendingFormat:": ("appending", true), "stringByAppendingString:": ("appending", false),
        ]
        if !receiverIsClass, let (method, formats) = appending[selector], let first = arguments.first {
            let items: [Expr] = if case .array(let xs, _) = first { xs } else { [first] }
            var text = items.first ?? first
            if formats, let format = items.first, case .string(let parts, _) = format, parts.count == 1, case .text(let raw) = parts[0] {
                text = .string(formatted(raw, Array(items.dropFirst())), range)
            }
            return .call(.member(receiver, method, nameRange: nameRange, range), [CallArgument(label: nil, value: text, range: text.range)],
                         trailing: nil, range)
        }
        // `[NSNumber numberWithFloat:x]`, `@(x)`: the number.
        if case .identifier("NSNumber", _) = receiver, selector.hasPrefix("numberWith"), let value = arguments.first { return value }
        if selector == "class" { return receiver }
        // `[v isKindOfClass:[UILabel class]]`: Swift's `v is UILabel`; `isMemberOfClass:` asks
        // the same of a class the paste names, whose subclasses it would hold too.
        if !receiverIsClass, selector == "isKindOfClass:" || selector == "isMemberOfClass:",
           case .identifier(let className, let classRange)? = arguments.first, className.first?.isUppercase == true {
            return .isType(receiver, TypeRef(text: className, range: classRange), range)
        }
        // `[v isKindOfClass:NSClassFromString(@"UISwitch")]`: the class the string names.
        if !receiverIsClass, selector == "isKindOfClass:" || selector == "isMemberOfClass:",
           case .call(.identifier("NSClassFromString", _), let classArguments, nil, _)? = arguments.first,
           classArguments.count == 1, case .string(let parts, let classRange) = classArguments[0].value,
           parts.count == 1, case .text(let className) = parts[0], className.first?.isUppercase == true,
           className.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return .isType(receiver, TypeRef(text: className, range: classRange), range)
        }
        // [super initWithFrame:frame], [self initWithFrame:…]; not `[self initView]`, a method the
        // paste defines as a plain one.
        if isInitFamily(selector), !plainMethod, !receiverIsClass {
            let named = methodName(selector)
            return call(member(receiver, "init"), named.labels)
        }
        if let masonry = MasonryRewrite.message(receiver, selector: selector, arguments: arguments, nameRange: nameRange, range: range) {
            return masonry
        }
        if let performed = performedSelector(receiver, selector: selector, arguments: arguments, nameRange: nameRange, range: range) {
            return performed
        }
        // `[super textRectForBounds:rect limitedToNumberOfLines:n]`, `[self viewForZoomingInScrollView:s]`:
        // the method under the Swift name its declaration in the paste was given.
        if let renamed = delegateMethods[selector] { return call(member(receiver, renamed.name), renamed.labels) }
        if let renamed = renamedSelectors[selector] {
            if renamed.name == "subscript" {
                return .subscriptAccess(receiver, arguments.map { CallArgument(label: nil, value: $0, range: $0.range) }, range)
            }
            if pieces.isEmpty {
                // `[list firstObject]`, `[list count]`: Swift's properties `first`, `count`.
                let isProperty = propertyNames.contains(renamed.name) || ["first", "last", "count"].contains(renamed.name)
                return isProperty ? member(receiver, renamed.name) : call(member(receiver, renamed.name), [])
            }
            return call(member(receiver, renamed.name), renamed.labels)
        }
        if let anchor = anchorMethod(pieces) {
            return call(member(receiver, "constraint"), anchor)
        }
        if receiverIsClass, !plainMethod, case .identifier(let className, let classRange) = receiver,
           let factory = factoryInitializer(className, pieces) {
            return call(.identifier(className, classRange), factory)
        }
        // `[UIButtonConfiguration filledButtonConfiguration]`: Swift's `UIButton.Configuration.filled()`.
        if pieces.isEmpty, receiverIsClass, case .identifier("UIButtonConfiguration", let classRange) = receiver,
           selector.hasSuffix("ButtonConfiguration"), selector.count > "ButtonConfiguration".count {
            let style = String(selector.dropLast("ButtonConfiguration".count))
            return call(member(.member(.identifier("UIButton", classRange), "Configuration", nameRange: classRange, classRange), style), [])
        }
        if pieces.isEmpty {
            if receiverIsClass, case .identifier(let className, _) = receiver, let property = classProperty(className, selector) {
                return member(receiver, property)
            }
            // (The application's `keyWindow`, `windows` and `statusBarFrame`, which the library
            // answers apart from its tables: `[[UIApplication sharedApplication] keyWindow]`.)
            if propertyNames.contains(selector) || overriddenProperties.contains(selector)
                || ["keyWindow", "windows", "statusBarFrame", "statusBarManager"].contains(selector) {
                return member(receiver, swiftPropertyName(selector))
            }
            // `[title uppercaseString]`: NSString's case change, as Swift names it on String.
            if let swiftName = stringCaseNames[selector] {
                return swiftName.hasSuffix("()") ? call(member(receiver, String(swiftName.dropLast(2))), []) : member(receiver, swiftName)
            }
            return call(member(receiver, selector), [])
        }
        // [v setHidden:YES]: a property's setter, as an assignment's value; the statement
        // reading it assigns (see ``setterAssignment``). A class method the paste declares
        // (`[UIView setWidth:10]`, the app's category's `+setWidth:`) is called as it is.
        if pieces.count == 1, pieces[0].count > 3, pieces[0].hasPrefix("set"), !plainMethod,
           let first = pieces[0].dropFirst(3).unicodeScalars.first, ("A"..."Z").contains(first) {
            let property = swiftPropertyName(lowercasedFirst(String(pieces[0].dropFirst(3))))
            if propertyNames.contains(property) || !methodNames.contains(pieces[0]) {
                return .call(.member(receiver, "$set:" + property, nameRange: nameRange, range), [CallArgument(label: nil, value: arguments[0], range: arguments[0].range)],
                             trailing: nil, range)
            }
        }
        return call(member(receiver, pieces[0]), [nil] + pieces.dropFirst().map { $0.isEmpty ? nil : Optional($0) })
    }

    /// A `printf` format as the pieces of an interpolated string: each conversion (`%d`, `%@`,
    /// `%.2f`) the next argument, `%%` a percent sign.
    static func formatted(_ format: String, _ arguments: [Expr]) -> [StringPart] {
        var parts: [StringPart] = []
        var remaining = arguments[...]
        Library.walkFormat(format, hasArgument: { !remaining.isEmpty }, text: { parts.append(.text($0)) }) { (spec: String) in
            parts.append(.interpolation(printfConversion(spec, remaining.removeFirst())))
        }
        if parts.isEmpty { parts.append(.text("")) }
        return parts
    }

    /// `constraintEqualToAnchor:constant:` as `constraint(equalTo:constant:)`, and the rest of
    /// NSLayoutAnchor's family.
    static func anchorMethod(_ pieces: [String]) -> [String?]? {
        guard let first = pieces.first, first.hasPrefix("constraint"), first != "constraint" else { return nil }
        let rest = String(first.dropFirst("constraint".count))
        let label: String
        switch true {
        case rest.hasSuffix("ToAnchor"): label = lowercasedFirst(String(rest.dropLast("Anchor".count)))
        case rest.hasSuffix("ToConstant"): label = lowercasedFirst(rest)
        case rest.hasSuffix("Anchor") && rest.contains("SystemSpacing"): label = lowercasedFirst(String(rest.dropLast("Anchor".count)))
        default: return nil
        }
        return [label] + pieces.dropFirst().map { Optional($0) }
    }

    /// `[UIButton buttonWithType:…]`, `[UIColor colorWithRed:…]`, `[UIImage imageNamed:…]`,
    /// `[NSLayoutConstraint constraintWithItem:…]`: class factories Swift imports as initializers.
    static func factoryInitializer(_ className: String, _ pieces: [String]) -> [String?]? {
        guard let first = pieces.first else { return nil }
        // The class's own noun: `Button` of `UIButton`, `Constraint` of `NSLayoutConstraint`.
        var stem = ""
        for scalar in className.unicodeScalars.reversed() {
            stem = String(scalar) + stem
            if ("A"..."Z").contains(scalar) { break }
        }
        let noun = lowercasedFirst(stem)
        guard first.hasPrefix(noun) else { return nil }
        let rest = String(first.dropFirst(noun.count))
        let label: String
        if rest.hasPrefix("With") { label = lowercasedFirst(String(rest.dropFirst(4))) }
        else if rest == "Named" { label = "named" }
        else { return nil }
        return [label] + pieces.dropFirst().map { Optional($0) }
    }

    /// `[UIColor whiteColor]` is `UIColor.white`, `[UIScreen mainScreen]` `UIScreen.main`,
    /// `[UIApplication sharedApplication]` `UIApplication.shared`.
    static func classProperty(_ className: String, _ selector: String) -> String? {
        switch (className, selector) {
        case ("UIColor", let s) where s.hasSuffix("Color"): String(s.dropLast(5))
        case ("UIScreen", "mainScreen"), ("NSBundle", "mainBundle"): "main"
        case ("UIApplication", "sharedApplication"): "shared"
        case ("NSNotificationCenter", "defaultCenter"), ("NSParagraphStyle", "defaultParagraphStyle"),
             ("UIFontMetrics", "defaultMetrics"): "default"
        default: nil
        }
    }

    /// The operator of an assignment to an instance variable (`_level = 2`) whose property has a
    /// setter of the class's own: the value is stored, and the setter is not sent, as dot
    /// syntax (`self.level = 2`, `meter.level = 2`) would send it.
    static let storageAssignment = "=ivar"

    /// The modifier of a view property whose lazy getter the paste does not hold: made at first
    /// use as the class it is declared with, with a note.
    static let getterElsewhere = "@getterElsewhere"
    /// A view property of a header the paste lacks, never made or added here: the header's outlet.
    static let headerOutlet = "@headerOutlet"

    /// Objective-C's getter names for Bool properties Swift imports with `is`.
    static let booleanProperties: [String: String] = [
        "hidden": "isHidden", "active": "isActive", "enabled": "isEnabled", "scrollEnabled": "isScrollEnabled",
        "pagingEnabled": "isPagingEnabled", "userInteractionEnabled": "isUserInteractionEnabled", "opaque": "isOpaque",
        "selected": "isSelected", "highlighted": "isHighlighted", "editable": "isEditable", "selectable": "isSelectable",
        "on": "isOn", "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
        "baselineRelativeArrangement": "isBaselineRelativeArrangement", "directionalLockEnabled": "isDirectionalLockEnabled",
        "translucent": "isTranslucent", "multipleTouchEnabled": "isMultipleTouchEnabled",
        "exclusiveTouch": "isExclusiveTouch", "prefetchingEnabled": "isPrefetchingEnabled",
    ]

    static func swiftPropertyName(_ name: String) -> String { booleanProperties[name] ?? name }

    /// `a.hidden` read or written with dot syntax: the Swift property; Masonry's `view.mas_top`
    /// the SnapKit item.
    static func property(_ base: Expr, _ name: String, nameRange: SourceRange, range: SourceRange) -> Expr {
        if let rewritten = MasonryRewrite.attribute(base, name, nameRange: nameRange, range: range) { return rewritten }
        // Dot syntax on a class: `UIView.new`, `UIColor.whiteColor`; `NSMutableArray.new` and
        // `NSMutableArray.array` the empty array their message makes.
        if case .identifier(let className, _) = base, className.first?.isUppercase == true {
            if let collection = foundationCollection(base, receiverIsClass: true, selector: name, arguments: [], range: range) {
                return collection
            }
            if name == "new" { return .call(base, [], trailing: nil, range) }
            if let property = classProperty(className, name) { return .member(base, property, nameRange: nameRange, range) }
            // A class method without arguments of UIKit's or Foundation's, read with dot syntax
            // (`UIDevice.currentDevice.userInterfaceIdiom`): the compiler sends the message, as
            // `[UIDevice currentDevice]` does.
            if Library.type(named: className) != nil, name.first?.isLowercase == true, !propertyNames.contains(name) {
                return .call(.member(base, name, nameRange: nameRange, range), [], trailing: nil, range)
            }
        }
        // NSArray's `firstObject` and `lastObject` read with dot syntax: Swift's `first` and `last`;
        // NSString's `length`, Swift's `count`.
        if name == "firstObject" || name == "lastObject" {
            return .member(base, name == "firstObject" ? "first" : "last", nameRange: nameRange, range)
        }
        if name == "length" {
            // (A controller's `topLayoutGuide.length` is the guide's own: how far the bars reach.)
            return .member(base, Self.isLayoutSupport(base) ? "length" : "count", nameRange: nameRange, range)
        }
        // NSString's case changes, as Swift names them on String (`title.uppercaseString` is
        // `uppercased()`, `localizedUppercaseString` the property `localizedUppercase`).
        if let swiftName = Self.stringCaseNames[name] {
            if swiftName.hasSuffix("()") {
                return .call(.member(base, String(swiftName.dropLast(2)), nameRange: nameRange, range), [], trailing: nil, range)
            }
            return .member(base, swiftName, nameRange: nameRange, range)
        }
        return .member(base, swiftPropertyName(name), nameRange: nameRange, range)
    }

    /// `self.topLayoutGuide`, `[self bottomLayoutGuide]`: a controller's iOS 7 bar guide, whose
    /// `length` is its own, not a string's.
    static func isLayoutSupport(_ e: Expr) -> Bool {
        switch e {
        case .member(_, let name, _, _), .call(.member(_, let name, _, _), [], nil, _):
            name == "topLayoutGuide" || name == "bottomLayoutGuide"
        default: false
        }
    }

    /// NSString's properties that change the case, and what Swift names them on String (a
    /// method where the name ends in `()`).
    static let stringCaseNames = [
        "uppercaseString": "uppercased()", "lowercaseString": "lowercased()", "capitalizedString": "capitalized",
        "localizedUppercaseString": "localizedUppercase", "localizedLowercaseString": "localizedLowercase",
        "localizedCapitalizedString": "localizedCapitalized",
    ]

    /// Every property name the library knows, and every method name, to tell `[v superview]`
    /// (a property) from `[v layoutIfNeeded]` (a method) and `[v setTag:1]` from `[v setNeedsLayout]`.
    static let propertyNames: Set<String> = {
        // A name that is both (UIView's `frame` and `frame(forAlignmentRect:)`) is a property: a
        // message without arguments, `[v frame]`, is its getter.
        var names: Set<String> = []
        for type in Library.types.values {
            for (name, member) in type.members where member.call == nil || member.get != nil { names.insert(name) }
            for (name, member) in type.staticMembers where member.call == nil || member.get != nil { names.insert(name) }
        }
        return names
    }()

    static let methodNames: Set<String> = {
        var names: Set<String> = []
        for type in Library.types.values {
            for (name, member) in type.members where member.call != nil { names.insert(name) }
        }
        return names
    }()

    // MARK: - Constants and functions

    /// Names that are values, never types.
    static let constantNames: Set<String> = ["YES", "NO", "CGRectZero", "CGRectNull", "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero",
                                             "NSDirectionalEdgeInsetsZero", "CGAffineTransformIdentity", "UIViewNoIntrinsicMetric",
                                             "UITableViewAutomaticDimension", "UICollectionViewFlowLayoutAutomaticSize",
                                             "UILayoutFittingCompressedSize", "UILayoutFittingExpandedSize", "CGFLOAT_MAX",
                                             "CGFLOAT_MIN", "NSNotFound", "M_PI", "M_PI_2", "M_PI_4", "NSIntegerMax", "FLT_MAX",
                                             "MAXFLOAT", "DBL_MAX", "NSUIntegerMax", "INT_MAX", "DBL_EPSILON", "FLT_EPSILON",
                                             "CGFLOAT_EPSILON", "DBL_MIN", "FLT_MIN", "NAN", "INFINITY", "HUGE_VAL", "HUGE_VALF",
                                             "kNilOptions", "ALEdgeInsetsZero", "UISegmentedControlNoSegment",
                                             "NSEC_PER_SEC", "NSEC_PER_MSEC", "USEC_PER_SEC", "NSEC_PER_USEC",
                                             "UIWindowLevelNormal", "UIWindowLevelStatusBar", "UIWindowLevelAlert"]

    /// Foundation's version numbers of the iOS releases its SDK names (`NSFoundationVersionNumber_iOS_7_0`).
    static let foundationVersions: [String: Double] = [
        "4_0": 751.32, "4_1": 751.37, "4_2": 751.49, "4_3": 751.49, "5_0": 881.00, "5_1": 890.10, "6_0": 992.00,
        "6_1": 993.00, "7_0": 1047.20, "7_1": 1047.25, "8_0": 1140.11, "8_1": 1141.1, "8_2": 1142.14, "8_3": 1144.17,
        "8_4": 1144.17, "8_x_Max": 1199, "9_0": 1240.1, "9_1": 1241.14, "9_2": 1242.12, "9_3": 1242.12, "9_4": 1280.25,
        "9_x_Max": 1299,
    ]
    /// The running device's `NSFoundationVersionNumber`: a current iOS's, above every named one.
    static let currentFoundationVersion = 2000.0

    /// A C constant or enum constant as Swift's value: `CGRectZero` `CGRect.zero`,
    /// `NSLayoutAttributeTop` `.top`, `UILayoutPriorityDefaultHigh` `.defaultHigh`.
    static func constant(_ name: String, at range: SourceRange) -> Expr? {
        func member(_ type: String, _ name: String) -> Expr {
            .member(.identifier(type, range), name, nameRange: range, range)
        }
        switch name {
        case "CGRectZero": return member("CGRect", "zero")
        case "CGRectNull": return member("CGRect", "null")
        // `if (NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_6_1)`, how Objective-C
        // asked "iOS 7 or later": the device's Foundation is newer than every version named.
        case "NSFoundationVersionNumber": return .number(currentFoundationVersion, text: name, range)
        case _ where name.hasPrefix("NSFoundationVersionNumber_iOS_"):
            return foundationVersions[String(name.dropFirst("NSFoundationVersionNumber_iOS_".count))].map { .number($0, text: name, range) }
        // C's `CGRectEdge` constants, kept in a variable before `CGRectDivide` reads them.
        case "CGRectMinXEdge", "CGRectMinYEdge", "CGRectMaxXEdge", "CGRectMaxYEdge":
            return .implicitMember(name.dropFirst("CGRect".count).prefix(1).lowercased() + name.dropFirst("CGRect".count + 1), range)
        case "CGSizeZero": return member("CGSize", "zero")
        case "CGPointZero": return member("CGPoint", "zero")
        case "UIEdgeInsetsZero", "ALEdgeInsetsZero": return member("UIEdgeInsets", "zero")
        case "NSDirectionalEdgeInsetsZero": return member("NSDirectionalEdgeInsets", "zero")
        case "CGAffineTransformIdentity": return member("CGAffineTransform", "identity")
        case "UIViewNoIntrinsicMetric": return member("UIView", "noIntrinsicMetric")
        case "UITableViewAutomaticDimension": return member("UITableView", "automaticDimension")
        case "UICollectionViewFlowLayoutAutomaticSize": return member("UICollectionViewFlowLayout", "automaticSize")
        case "UILayoutFittingCompressedSize": return member("UIView", "layoutFittingCompressedSize")
        case "UILayoutFittingExpandedSize": return member("UIView", "layoutFittingExpandedSize")
        // (`MAXFLOAT`, C's float maximum, is used as a size without a limit, as the others are.)
        case "CGFLOAT_MAX", "FLT_MAX", "NSIntegerMax", "MAXFLOAT", "DBL_MAX", "NSUIntegerMax", "INT_MAX":
            return member("CGFloat", "greatestFiniteMagnitude")
        case "CGFLOAT_MIN": return member("CGFloat", "leastNormalMagnitude")
        // `fabs(SCREEN_HEIGHT - 568) < DBL_EPSILON`, how Objective-C apps ask which phone this is.
        case "DBL_EPSILON", "CGFLOAT_EPSILON": return .number(Double.ulpOfOne, text: name, range)
        case "FLT_EPSILON": return .number(Double(Float.ulpOfOne), text: name, range)
        // math.h's: "no number" (`isnan(w)` asks for it, as a "leave this side" marker) and infinity.
        case "NAN": return .number(Double.nan, text: name, range)
        case "INFINITY", "HUGE_VAL", "HUGE_VALF": return .number(Double.infinity, text: name, range)
        case "DBL_MIN", "FLT_MIN": return member("CGFloat", "leastNormalMagnitude")
        case "M_PI": return member("CGFloat", "pi")
        case "M_PI_2": return .binary("/", member("CGFloat", "pi"), .number(2, text: "2", range), operatorRange: range, range)
        case "M_PI_4": return .binary("/", member("CGFloat", "pi"), .number(4, text: "4", range), operatorRange: range, range)
        case "kNilOptions": return .array([], range)
        case "NSEC_PER_SEC", "NSEC_PER_MSEC", "USEC_PER_SEC", "NSEC_PER_USEC",
             "UIWindowLevelNormal", "UIWindowLevelStatusBar", "UIWindowLevelAlert":
            return .identifier(name, range)
        case "MASLayoutPriorityRequired": return .number(1000, text: "1000", range)
        case "MASLayoutPriorityDefaultHigh": return .number(750, text: "750", range)
        case "MASLayoutPriorityDefaultMedium": return .number(500, text: "500", range)
        case "MASLayoutPriorityDefaultLow": return .number(250, text: "250", range)
        case "MASLayoutPriorityFittingSizeLevel": return .number(50, text: "50", range)
        default: break
        }
        if let value = enumConstant(name) { return .implicitMember(value, range) }
        return nil
    }

    /// The prefixes of the C enums layout code names, longest first where one extends another.
    static let enumPrefixes = [
        "NSLayoutAttribute", "NSLayoutRelation", "NSLayoutFormatAlignAll", "NSLayoutFormatDirection", "NSLayoutFormat",
        "UILayoutConstraintAxis", "UIStackViewDistribution", "UIStackViewAlignment", "UIViewContentMode", "UIButtonType",
        "NSTextAlignment", "UIScrollViewContentInsetAdjustment", "UIScrollViewIndicatorStyle", "UIScrollViewKeyboardDismissMode",
        "UIScrollViewDecelerationRate", "UIViewAutoresizing", "UIActivityIndicatorViewStyle", "UIControlStateNormal",
        "UIControlState", "UIControlEvent", "UIControlContentHorizontalAlignment", "UIControlContentVerticalAlignment",
        "NSLineBreakBy", "UILineBreakMode", "UITableViewStyle", "UITableViewCellStyle", "UITableViewCellSelectionStyle",
        "UITableViewCellSeparatorStyle", "UITableViewCellAccessory", "UITableViewScrollPosition", "UITableViewRowAnimation",
        "UICollectionViewScrollDirection", "UICollectionViewScrollPosition", "UIFontWeight", "UIFontTextStyle",
        "UIBarButtonSystemItem", "UIBarButtonItemStyle", "UIModalPresentationStyle", "UIModalTransitionStyle",
        "UISemanticContentAttribute", "UIUserInterfaceLayoutDirection", "UITextBorderStyle", "UITextFieldViewMode",
        "UIKeyboardType", "UIReturnKey", "UIRectEdge", "UILayoutPriority", "UIViewAnimationOption", "UIViewAnimationCurve",
        "UIImageRenderingMode", "UIRectCorner",
        "UIStatusBarStyle", "UIUserInterfaceIdiom", "UIInterfaceOrientationMask", "UIInterfaceOrientation",
        "UIBlurEffectStyle", "UIAccessibilityTraits", "UISegmentedControlSegment", "UIProgressViewStyle",
        "UIDatePickerMode", "UIDatePickerStyle", "UIPageControlBackgroundStyle", "UIButtonConfigurationCornerStyle",
        // PureLayout's.
        "ALEdge", "ALAxis", "ALDimension", "ALAttribute", "ALMarginAxis", "ALMargin",
        // Masonry's.
        "MASAxisType",
    ]

    /// `NSLayoutAttributeTop` → `top`, `UIViewContentModeScaleAspectFit` → `scaleAspectFit`,
    /// `UILayoutPriorityDefaultHigh` → `defaultHigh`; nil for a name of no enum.
    static func enumConstant(_ name: String) -> String? {
        for prefix in enumPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = String(name.dropFirst(prefix.count))
            guard let first = rest.unicodeScalars.first, ("A"..."Z").contains(first) else { continue }
            switch prefix {
            case "NSLayoutFormatAlignAll": return "alignAll" + rest
            case "NSLayoutFormatDirection": return "direction" + rest
            case "NSLineBreakBy", "UILineBreakMode": return "by" + rest
            case "UIViewAutoresizing" where rest.hasPrefix("Flexible"): return lowercasedFirst(rest)
            case "UIControlStateNormal": return "normal"
            case "UIControlEvent" where rest.hasPrefix("s"): return lowercasedFirst(String(rest.dropFirst()))
            default: return lowercasedFirst(rest)
            }
        }
        return nil
    }

    static func isNoOptions(_ e: Expr) -> Bool {
        switch e {
        case .number(0, _, _), .nilLiteral: true
        case .array(let items, _): items.isEmpty
        default: false
        }
    }

    /// C functions of CoreGraphics, UIKit and Foundation as Swift spells them.
    static func cFunction(_ name: String, _ arguments: [Expr], at range: SourceRange) -> Expr? {
        func initializer(_ type: String, _ labels: [String]) -> Expr? {
            guard arguments.count == labels.count else { return nil }
            return .call(.identifier(type, range), zip(labels, arguments).map { CallArgument(label: $0, value: $1, range: $1.range) },
                         trailing: nil, range)
        }
        func property(_ name: String) -> Expr? {
            guard arguments.count == 1 else { return nil }
            return .member(arguments[0], name, nameRange: range, range)
        }
        func function(_ name: String, labels: [String?]? = nil) -> Expr {
            let labels = labels ?? Array(repeating: nil, count: arguments.count)
            return .call(.identifier(name, range), zip(labels, arguments).map { CallArgument(label: $0, value: $1, range: $1.range) },
                         trailing: nil, range)
        }
        switch name {
        case "CGRectMake": return initializer("CGRect", ["x", "y", "width", "height"])
        case "CGSizeMake": return initializer("CGSize", ["width", "height"])
        case "CGPointMake": return initializer("CGPoint", ["x", "y"])
        case "CGVectorMake": return initializer("CGVector", ["dx", "dy"])
        case "UIEdgeInsetsMake", "ALEdgeInsetsMake": return initializer("UIEdgeInsets", ["top", "left", "bottom", "right"])
        case "NSDirectionalEdgeInsetsMake": return initializer("NSDirectionalEdgeInsets", ["top", "leading", "bottom", "trailing"])
        case "UIOffsetMake": return initializer("UIOffset", ["horizontal", "vertical"])
        // UIKit's C macros and functions of the orientation, the text size and the accessibility
        // settings: the Swift properties they are.
        case "UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape":
            return property("isLandscape")
        case "UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait":
            return property("isPortrait")
        case "UIContentSizeCategoryIsAccessibilityCategory":
            return property("isAccessibilityCategory")
        case _ where name.hasPrefix("UIAccessibilityIs") && name.hasSuffix("Enabled") && arguments.isEmpty,
             "UIAccessibilityIsVoiceOverRunning", "UIAccessibilityIsSwitchControlRunning", "UIAccessibilityIsGuidedAccessEnabled":
            guard arguments.isEmpty else { return nil }
            return .member(.identifier("UIAccessibility", range), "is" + name.dropFirst("UIAccessibilityIs".count), nameRange: range, range)
        case "CGRectInset", "CGRectOffset":
            guard arguments.count == 3 else { return nil }
            return .call(.member(arguments[0], name == "CGRectInset" ? "insetBy" : "offsetBy", nameRange: range, range),
                         [CallArgument(label: "dx", value: arguments[1], range: arguments[1].range),
                          CallArgument(label: "dy", value: arguments[2], range: arguments[2].range)], trailing: nil, range)
        case "CGRectDivide":
            // `CGRectDivide(bounds, &slice, &rest, 44, CGRectMaxYEdge)`: Swift's
            // `(slice, rest) = bounds.divided(atDistance: 44, from: .maxYEdge)`, run where it stands.
            guard arguments.count == 5, case .pound("&", let slice, _) = arguments[1], case .pound("&", let rest, _) = arguments[2],
                  let sliceTarget = slice.first?.value, let restTarget = rest.first?.value else { return nil }
            let edge: Expr = if case .identifier(let written, let r) = arguments[4], written.hasPrefix("CGRect"), written.hasSuffix("Edge") {
                .implicitMember(written.dropFirst("CGRect".count).prefix(1).lowercased() + written.dropFirst("CGRect".count + 1), r)
            } else { arguments[4] }
            let divided = Expr.call(.member(arguments[0], "divided", nameRange: range, range),
                                    [CallArgument(label: "atDistance", value: arguments[3], range: arguments[3].range),
                                     CallArgument(label: "from", value: edge, range: edge.range)], trailing: nil, range)
            let assignment = Stmt.assignment(target: .tuple([CallArgument(label: nil, value: sliceTarget, range: sliceTarget.range),
                                                             CallArgument(label: nil, value: restTarget, range: restTarget.range)], range),
                                             op: "=", value: divided, range)
            return .call(.closure(ClosureExpr(parameters: [], body: [assignment], range: range)), [], trailing: nil, range)
        case "CGRectUnion", "CGRectIntersection":
            guard arguments.count == 2 else { return nil }
            return .call(.member(arguments[0], name == "CGRectUnion" ? "union" : "intersection", nameRange: range, range),
                         [CallArgument(label: nil, value: arguments[1], range: arguments[1].range)], trailing: nil, range)
        case "CGRectEqualToRect", "CGSizeEqualToSize", "CGPointEqualToPoint", "UIEdgeInsetsEqualToEdgeInsets":
            // Swift imports them as `==`.
            guard arguments.count == 2 else { return nil }
            return .binary("==", arguments[0], arguments[1], operatorRange: range, range)
        case "CGRectIntegral": return property("integral")
        case "CGRectStandardize": return property("standardized")
        case "CGRectGetWidth": return property("width")
        case "CGRectGetHeight": return property("height")
        case "CGRectGetMinX": return property("minX")
        case "CGRectGetMaxX": return property("maxX")
        case "CGRectGetMidX": return property("midX")
        case "CGRectGetMinY": return property("minY")
        case "CGRectGetMaxY": return property("maxY")
        case "CGRectGetMidY": return property("midY")
        case "CGAffineTransformMakeScale": return initializer("CGAffineTransform", ["scaleX", "y"])
        case "CGAffineTransformMakeTranslation": return initializer("CGAffineTransform", ["translationX", "y"])
        case "CGAffineTransformMakeRotation": return initializer("CGAffineTransform", ["rotationAngle"])
        case "MIN", "fmin", "fminf": return arguments.count == 2 ? function("min") : nil
        case "MAX", "fmax", "fmaxf": return arguments.count == 2 ? function("max") : nil
        case "ABS", "fabs", "fabsf", "abs", "labs": return arguments.count == 1 ? function("abs") : nil
        case "floor", "floorf": return arguments.count == 1 ? function("floor") : nil
        case "ceil", "ceilf": return arguments.count == 1 ? function("ceil") : nil
        case "round", "roundf", "lround", "lroundf", "llround": return arguments.count == 1 ? function("round") : nil
        // Halves to even, as C's default rounding mode does: `rint(2.5)` is 2, where `round` gives 3.
        case "rint", "rintf", "lrint", "llrint": return arguments.count == 1 ? function("rint") : nil
        case "trunc", "truncf": return arguments.count == 1 ? function("trunc") : nil
        case "sqrt", "sqrtf": return arguments.count == 1 ? function("sqrt") : nil
        case "NSLocalizedString":
            guard arguments.count == 2 else { return nil }
            return function("NSLocalizedString", labels: [nil, "comment"])
        case "NSLocalizedStringFromTable":
            // Swift's NSLocalizedString with its table, bundle or default value named.
            guard arguments.count == 3 else { return nil }
            return function("NSLocalizedString", labels: [nil, "tableName", "comment"])
        case "NSLocalizedStringFromTableInBundle":
            guard arguments.count == 4 else { return nil }
            return function("NSLocalizedString", labels: [nil, "tableName", "bundle", "comment"])
        case "NSLocalizedStringWithDefaultValue":
            guard arguments.count == 5 else { return nil }
            return function("NSLocalizedString", labels: [nil, "tableName", "bundle", "value", "comment"])
        case "NSDictionaryOfVariableBindings":
            // The names as written are the keys: `NSDictionaryOfVariableBindings(_box, label)`.
            return .dictionary(arguments.map { argument in
                let key: String = switch argument {
                // `_box` read as the property; an instance variable declared as `_left` keeps its name.
                case .member(.selfExpr, let n, _, _): n.hasPrefix("_") ? n : "_" + n
                default: argument.pathText
                }
                return DictionaryElement(key: .string([.text(key)], argument.range), value: argument)
            }, range)
        case "NSStringFromClass", "NSStringFromSelector":
            guard arguments.count == 1 else { return nil }
            return .string([.text(arguments[0].pathText)], range)
        case "UIEdgeInsetsInsetRect":
            guard arguments.count == 2 else { return nil }
            return .call(.member(arguments[0], "inset", nameRange: range, range), [CallArgument(label: "by", value: arguments[1], range: range)],
                         trailing: nil, range)
        case "dispatch_async", "dispatch_after":
            guard let block = arguments.last else { return nil }
            return .call(.member(.member(.identifier("DispatchQueue", range), "main", nameRange: range, range), "async",
                                 nameRange: range, range), [CallArgument(label: "execute", value: block, range: block.range)],
                         trailing: nil, range)
        case "dispatch_get_main_queue": return .member(.identifier("DispatchQueue", range), "main", nameRange: range, range)
        case "UI_USER_INTERFACE_IDIOM":
            // UIKit's macro for `[[UIDevice currentDevice] userInterfaceIdiom]`.
            guard arguments.isEmpty else { return nil }
            return .member(.member(.identifier("UIDevice", range), "current", nameRange: range, range), "userInterfaceIdiom",
                           nameRange: range, range)
        case "NSLog", "NSAssert", "NSParameterAssert", "NSCAssert", "UIGraphicsEndImageContext":
            return .call(.identifier("print", range), [], trailing: nil, range)
        default: return nil
        }
    }

    /// `(CGRect){x, y, w, h}` and its kin.
    static func structure(_ typeName: String, _ values: [Expr], fields: [String?] = [], at range: SourceRange) -> Expr? {
        if fields.contains(where: { $0 != nil }) { return designatedStructure(typeName, values, fields: fields, at: range) }
        // `UIEdgeInsets pad = {0};`: C sets every field not given to zero.
        if values.allSatisfy({ if case .number(0, _, _) = $0 { true } else { false } }),
           designatedStructure(typeName, [], fields: [], at: range) != nil {
            return .member(.identifier(typeName, range), "zero", nameRange: range, range)
        }
        let labels: [String]
        switch typeName {
        case "CGRect":
            if values.count == 2 {
                return .call(.identifier("CGRect", range), [CallArgument(label: "origin", value: values[0], range: range),
                                                            CallArgument(label: "size", value: values[1], range: range)], trailing: nil, range)
            }
            labels = ["x", "y", "width", "height"]
        case "CGSize": labels = ["width", "height"]
        case "CGPoint": labels = ["x", "y"]
        case "UIEdgeInsets": labels = ["top", "left", "bottom", "right"]
        case "NSDirectionalEdgeInsets": labels = ["top", "leading", "bottom", "trailing"]
        case "CGVector": labels = ["dx", "dy"]
        // `NSRange whole = {0, text.length};`: as NSMakeRange makes it.
        case "NSRange" where values.count == 2:
            return .call(.identifier("NSMakeRange", range), values.map { CallArgument(label: nil, value: $0, range: $0.range) },
                         trailing: nil, range)
        default: return nil
        }
        if values.count < labels.count, typeName != "CGRect" {
            return designatedStructure(typeName, values, fields: values.map { _ in nil }, at: range)
        }
        guard values.count == labels.count else { return nil }
        return .call(.identifier(typeName, range), zip(labels, values).map { CallArgument(label: $0, value: $1, range: $1.range) },
                     trailing: nil, range)
    }

    /// A compound literal with designated fields, `(UIEdgeInsets){.left = 3, .right = 3}`, as C
    /// reads it: a value without a name fills the field after the one before it, and every field
    /// not given is zero. Nil for a type or a field that is not one of these structures'.
    static func designatedStructure(_ typeName: String, _ values: [Expr], fields: [String?], at range: SourceRange) -> Expr? {
        let members: [(name: String, zero: Expr)]
        let zero = Expr.number(0, text: "0", range)
        func zeroOf(_ type: String) -> Expr { .member(.identifier(type, range), "zero", nameRange: range, range) }
        switch typeName {
        case "CGRect": members = [("origin", zeroOf("CGPoint")), ("size", zeroOf("CGSize"))]
        case "CGSize": members = [("width", zero), ("height", zero)]
        case "CGPoint": members = [("x", zero), ("y", zero)]
        case "CGVector": members = [("dx", zero), ("dy", zero)]
        case "UIEdgeInsets": members = [("top", zero), ("left", zero), ("bottom", zero), ("right", zero)]
        case "NSDirectionalEdgeInsets": members = [("top", zero), ("leading", zero), ("bottom", zero), ("trailing", zero)]
        case "UIOffset": members = [("horizontal", zero), ("vertical", zero)]
        default: return nil
        }
        var given: [Expr?] = Array(repeating: nil, count: members.count)
        var next = 0
        for (value, field) in zip(values, fields) {
            if let field {
                guard let index = members.firstIndex(where: { $0.name == field }) else { return nil }
                next = index
            }
            guard next < members.count else { return nil }
            given[next] = value
            next += 1
        }
        let arguments = members.indices.map { i in
            CallArgument(label: members[i].name, value: given[i] ?? members[i].zero, range: given[i]?.range ?? range)
        }
        return .call(.identifier(typeName, range), arguments, trailing: nil, range)
    }
}
