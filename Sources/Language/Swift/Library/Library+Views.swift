import Layout

extension Array where Element == EvaluatedArgument {
    /// The argument with this label (nil: the first unlabelled one).
    func named(_ label: String?) -> EvaluatedArgument? {
        first { $0.label == label }
    }

    /// The argument with any of these labels.
    func named(_ labels: [String?]) -> EvaluatedArgument? {
        first { labels.contains($0.label) }
    }
}

extension Library {
    static func viewName(_ value: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> String {
        if case .view(let name) = value { return name }
        throw e.fail("expected a view, found \(value.kindName)", at: range)
    }

    static func required(_ args: [EvaluatedArgument], _ labels: [String?], _ what: String, _ e: inout Evaluator,
                         at range: SourceRange) throws(Interrupt) -> EvaluatedArgument {
        if let a = args.named(labels) { return a }
        throw e.fail("missing \(what)", at: range)
    }

    static func anchorMember(_ name: String, _ anchor: AnchorName) -> Member {
        let type: String
        switch anchor {
        case .widthAnchor, .heightAnchor: type = "NSLayoutDimension"
        case .leftAnchor, .rightAnchor, .leadingAnchor, .trailingAnchor, .centerXAnchor: type = "NSLayoutXAxisAnchor"
        default: type = "NSLayoutYAxisAnchor"
        }
        return .property(name, type,
                  "the \(anchor.attribute.rawValue) edge or size, for NSLayoutAnchor constraints") { e, base, range throws(Interrupt) in
            switch base {
            case .view(let name): return .anchor(AnchorTarget(owner: .view(name), anchor: anchor))
            case .guide(let guide, let owner): return .anchor(AnchorTarget(owner: .guide(guide, of: owner), anchor: anchor))
            default: throw e.fail("\(base.kindName) has no anchors", at: range)
            }
        }
    }

    static var anchorMembers: [Member] {
        AnchorName.allCases.map { anchorMember($0.rawValue, $0) }
    }

    static func guideMember(_ guide: LayoutGuideName, _ help: String) -> Member {
        .property(guide.rawValue, "UILayoutGuide", help) { e, base, range throws(Interrupt) in
            let name = try viewName(base, &e, at: range)
            return .guide(guide, of: name)
        }
    }

    /// `v.snp_top` and the rest of SnapKit 0.x's underscore attributes.
    static var snapKitUnderscoreMembers: [Member] {
        LayoutAttribute.allCases.map { attribute in
            .property("snp_" + attribute.rawValue, "ConstraintItem", "SnapKit 0.x: the view's \(attribute.rawValue), as a target") {
                e, base, range throws(Interrupt) in
                .snpAttribute(.view(try viewName(base, &e, at: range)), attribute)
            }
        } + SnapKitAction.allCases.map { action in
            .method("snp_\(action.rawValue)(_:)", "SnapKit 0.x: \(action.rawValue) with the old spelling") {
                e, base, args, trailing, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                guard let closure = trailing ?? args.first?.value else { throw e.fail("snp_\(action.rawValue) needs a closure", at: range) }
                try e.runMakeBlock(receiver: name, action: action, spelling: .underscore, closure: closure, at: range)
                return .void
            }
        } + [
            .method("snp_removeConstraints()", "SnapKit 0.x: removes the constraints its blocks made") {
                e, base, _, _, range throws(Interrupt) in
                try e.removeSnapKit(try viewName(base, &e, at: range), spelling: .underscore, at: range)
                return .void
            },
        ]
    }

    static let viewTypes: [LibraryType] = [
        LibraryType("NSObject", help: "the root class", members: [
            // The Then library's `UILabel().then { $0.text = "Hi" }`, common in app code.
            .method("then(_:)", "Then: runs the closure with the object and returns it") { e, base, args, trailing, range throws(Interrupt) in
                if let closure = trailing ?? args.first?.value { _ = try e.callAny(closure, [base], at: range) }
                return base
            },
            .method("do(_:)", "Then: runs the closure with the object") { e, base, args, trailing, range throws(Interrupt) in
                if let closure = trailing ?? args.first?.value { _ = try e.callAny(closure, [base], at: range) }
                return .void
            },
            // What every object has, printed or logged, never laid out (`print("\(self.hash)")`).
            .appearance("hash", "the object's hash: no effect on layout"),
            .appearance("description", "the object's description: no effect on layout"),
            .appearance("debugDescription", "as description"),
            // A method run after a delay runs after the first layout, which is what is shown.
            .inert("perform(_:with:afterDelay:)", "runs the method after the delay, after the layout shown here: not run"),
            .inert("perform(_:with:afterDelay:inModes:)", "as perform(_:with:afterDelay:)"),
            // Manual reference counting, as Objective-C before ARC wrote it:
            // `[[[UILabel alloc] initWithFrame:r] autorelease]` is the label itself.
            .method("autorelease()", "manual reference counting: the object itself") { _, base, _, _, _ throws(Interrupt) in base },
            .method("retain()", "manual reference counting: the object itself") { _, base, _, _, _ throws(Interrupt) in base },
            .inert("release()", "manual reference counting: the view stays where its superview holds it"),
        ]),
        LibraryType("UIResponder", parent: "NSObject", help: "UIKit's responder chain", members: [
            .inert("becomeFirstResponder()"), .inert("resignFirstResponder()"),
        ]),
        LibraryType("UIView", parent: "UIResponder", help: "a rectangle in the view tree", members: uiViewMembers,
                    statics: [
                        .method("animate(withDuration:animations:)", "runs the animations closure at once (layout has no time here)", animate),
                        .method("animateWithDuration(_:animations:)", "Swift 2: UIView.animate", animate),
                        .method("performWithoutAnimation(_:)", "runs the closure") { e, _, args, trailing, range throws(Interrupt) in
                            if case .closure(let c)? = trailing ?? args.first?.value { _ = try e.callClosure(c, [], at: range) }
                            return .void
                        },
                        .method("transition(with:duration:options:animations:completion:)",
                                "runs the animations closure at once, then the completion, as animate does; "
                                    + "transition(from:to:duration:options:completion:) puts the to-view in the from-view's superview "
                                    + "and takes the from-view out, at once (with .showHideTransitionViews, hides the one and shows "
                                    + "the other), then runs the completion") {
                            e, base, args, trailing, range throws(Interrupt) in
                            guard let from = args.named("from")?.value, let to = args.named("to")?.value else {
                                return try animate(&e, base, args, trailing, range)
                            }
                            let options = Evaluator.optionMembers(args.named("options")?.value ?? .array([])) ?? []
                            if options.contains("showHideTransitionViews") {
                                try Library.set(from, "isHidden", .bool(true), &e, nameRange: range, range: range)
                                try Library.set(to, "isHidden", .bool(false), &e, nameRange: range, range: range)
                            } else if case .view(let fromView) = from, case .view(let parent) = e.superview(of: fromView) {
                                try e.addSubview(.view(parent), to, at: range)
                                try e.removeFromSuperview(fromView, at: range)
                            }
                            return try animate(&e, base, args.filter { $0.label == "completion" }, trailing, range)
                        },
                        .property("layoutFittingCompressedSize", "CGSize", "0×0: ask for the smallest size") { _, _, _ throws(Interrupt) in
                            .size(Layout.layoutFittingCompressedSize)
                        },
                        .property("layoutFittingExpandedSize", "CGSize", "10000×10000: ask for the largest size") { _, _, _ throws(Interrupt) in
                            .size(Layout.layoutFittingExpandedSize)
                        },
                        .property("noIntrinsicMetric", "CGFloat", "no intrinsic size") { _, _, _ throws(Interrupt) in .number(-1) },
                        // PureLayout 2's class methods on UIView, NSLayoutConstraint's since 3
                        // (`[UIView autoCreateConstraintsWithoutInstalling:^{ … }]`).
                    ] + pureLayoutConstraintStatics + [
                        // iOS 3's animation block (`[UIView beginAnimations:nil context:nil]`, its
                        // settings, `[UIView commitAnimations]`): what it changes applies at once.
                        .inert("beginAnimations(_:context:)", "iOS 3's animation block: its changes apply at once (layout has no time here)"),
                        .inert("commitAnimations()", "ends iOS 3's animation block"),
                        .inert("setAnimationTransition(_:for:cache:)", "iOS 3's animation block: a transition, drawing only"),
                    ] + ["animationDuration", "animationDelay", "animationDelegate", "animationDidStopSelector", "animationWillStartSelector",
                         "animationCurve", "animationRepeatCount", "animationRepeatAutoreverses", "animationBeginsFromCurrentState",
                         "animationsEnabled", "animationStartDate"].map { Member.inertSetting($0, "iOS 3's animation block: a setting of its timing, no effect on layout") }
                    // The same settings as Swift spells the class methods (`UIView.setAnimationDuration(0.3)`).
                    + ["setAnimationDuration(_:)", "setAnimationDelay(_:)", "setAnimationCurve(_:)", "setAnimationDelegate(_:)",
                       "setAnimationDidStop(_:)", "setAnimationWillStart(_:)", "setAnimationRepeatCount(_:)",
                       "setAnimationRepeatAutoreverses(_:)", "setAnimationBeginsFromCurrentState(_:)", "setAnimationsEnabled(_:)",
                       "setAnimationStart(_:)"].map { Member.inert($0, "iOS 3's animation block: a setting of its timing, no effect on layout") } + [
                        .method("newAutoLayout()", "PureLayout: a new view of this class, its autoresizing mask off", newAutoLayout),
                        .method("newAutoLayoutView()", "PureLayout 2: a new view of this class, its autoresizing mask off", newAutoLayout),
                    ] + pureLayoutBlockSettings),
        LibraryType("UIScrollView", parent: "UIView", help: "a view whose content scrolls and zooms", members: uiScrollViewMembers),
        LibraryType("UILabel", parent: "UIView", help: "text, measured with Layoutbook's text metric", members: uiLabelMembers + steviaContentMembers("UILabel") + [sdSingleLineMember]),
        LibraryType("UIImageView", parent: "UIView", help: "an image; its intrinsic size is the image's", members: steviaContentMembers("UIImageView") + [
            .property("image", "UIImage?", "the image; its size is the view's intrinsic size; nil until the code sets one") {
                e, base, _ throws(Interrupt) in try e.imageOfImageView(base)
            }
                set: { e, base, value, range throws(Interrupt) in
                    let name = try viewName(base, &e, at: range)
                    try e.setImage(name, value, at: range)
                },
            .appearance("contentMode"), .appearance("highlightedImage"), .appearance("animationImages"), .appearance("isHighlighted"),
            .appearance("animationDuration"), .appearance("animationRepeatCount"),
            .inert("startAnimating()"), .inert("stopAnimating()"),
        ]),
        // Standard controls: their intrinsic sizes come from `ControlSizes`, one table in Layout,
        // and follow what they show (a button's title, a segmented control's segments).
        LibraryType("UIControl", parent: "UIView", help: "a control", members: [
            .method("addTarget(_:action:for:)", "keeps the action for sendActions(for:)") { e, base, args, _, range throws(Interrupt) in
                e.addControlTarget(try viewName(base, &e, at: range), args)
                return .void
            },
            .method("removeTarget(_:action:for:)", "forgets the action") { e, base, args, _, range throws(Interrupt) in
                e.removeControlTarget(try viewName(base, &e, at: range), args)
                return .void
            },
            .method("sendActions(for:)", "runs the actions added for those events, as a tap would") { e, base, args, _, range throws(Interrupt) in
                try e.sendControlActions(try viewName(base, &e, at: range), args, at: range)
                return .void
            },
            .inert("addAction(_:for:)", "a UIAction's handler runs on an event, not kept here"),
            stateProperty("isEnabled"), stateProperty("isSelected"), .appearance("isHighlighted"),
            .appearance("contentHorizontalAlignment"), .appearance("contentVerticalAlignment"),
        ]),
        LibraryType("UIButton", parent: "UIControl", help: controlHelp("UIButton"), members: steviaContentMembers("UIButton") + [
            .method("setTitle(_:for:)", "the title of a state; the button's intrinsic width follows the title of the "
                        + "state it is in (normal, or disabled or selected when isEnabled or isSelected say so; a "
                        + "highlighted title shows only while touched)") { e, base, args, _, range throws(Interrupt) in
                try setStateTitle(base, args, &e, at: range)
                return .void
            },
            .method("setAttributedTitle(_:for:)", "as setTitle, in the font its attributes give (the title label's "
                        + "without one)") { e, base, args, _, range throws(Interrupt) in
                try setStateTitle(base, args, &e, at: range)
                // `NSAttributedString(string:attributes: [.font: …])`: UIKit's button shows and
                // measures the attributed title in its own font, over the title label's.
                if case .view(let view) = base, case .string(let title)? = args.first?.value,
                   case .font(let size, let weight, _)? = e.swift.attributedFonts[title] {
                    var content = e.swift.controls[e.viewName(view)] ?? ControlContent()
                    if content.fontSize != size || content.fontWeight != weight {
                        content.fontSize = size
                        content.fontWeight = weight
                        e.swift.controls[e.viewName(view)] = content
                        e.context.changedState = true
                    }
                }
                return .void
            },
            controlProperty("contentEdgeInsets", "UIEdgeInsets", "room around the title, added to the intrinsic size "
                                + "in place of the 6 above and below it (ignored once the button has a configuration)",
                            read: { .insets($0.insets, directional: false) }) { e, content, value, range throws(Interrupt) in
                content.insets = try insets(value, &e, at: range)
            },
            .property("configuration", "UIButton.Configuration?", "its title and contentInsets size the button, "
                        + "in place of contentEdgeInsets") { e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                return e.swift.controls[name]?.configuration.map { .buttonConfiguration($0) } ?? .none
            } set: { e, base, value, range throws(Interrupt) in
                let configuration: ButtonConfiguration?
                switch value {
                case .buttonConfiguration(let c): configuration = c
                case .none: configuration = nil
                case .opaque(let text), .enumCase(let text):
                    // `button.configuration = .pill(text: …)`: the app's own, not in the paste.
                    e.note("'\(text.hasPrefix(".") ? text : "." + text)' is the app's own UIButton.Configuration, not in the paste: "
                        + "taken as UIButton.Configuration.plain(), with no title; its insets and font are the app's")
                    configuration = ButtonConfiguration(style: "plain")
                default: throw e.fail("expected a UIButton.Configuration, found \(value.kindName)", at: range)
                }
                try e.updateControl(base, at: range) { $0.configuration = configuration }
                // A new configuration is an update: the button's handler runs on it.
                let name = try viewName(base, &e, at: range)
                if configuration != nil, let handler = e.swift.appearance[name]?["configurationUpdateHandler"] {
                    try e.runConfigurationUpdateHandler(handler, of: base, at: range)
                }
            },
            .property("configurationUpdateHandler", "((UIButton) -> Void)?", "runs now and whenever a configuration is set, "
                        + "as UIKit runs it when the button updates its configuration: what it sets sizes the button") {
                e, base, range throws(Interrupt) in
                e.swift.appearance[try viewName(base, &e, at: range)]?["configurationUpdateHandler"] ?? .none
            } set: { e, base, value, range throws(Interrupt) in
                // UIKit calls the handler whenever the button's state changes, the first time
                // before the button is shown: its configuration is what the handler makes it.
                let name = try viewName(base, &e, at: range)
                e.swift.appearance[name, default: [:]]["configurationUpdateHandler"] = value
                try e.runConfigurationUpdateHandler(value, of: base, at: range)
            },
            .inert("setTitleColor(_:for:)"),
            .method("setBackgroundImage(_:for:)", "drawn behind the title; a button is at least as large as its background "
                        + "image, and the image (an asset) is not in the paste: it is sized without it") { e, base, args, _, range throws(Interrupt) in
                if let image = args.first?.value, case .view(let view) = base, !Evaluator.isNoImage(image) {
                    e.note("\(e.viewName(view)).setBackgroundImage(_:for:): \(Evaluator.unknownImage(image)), so the button is sized "
                        + "from its title alone (UIKit makes a button at least as large as its background image); give it a size "
                        + "with constraints")
                }
                return .void
            },
            .method("setImage(_:for:)", "the image; a button is as large as its image and title, and the image "
                        + "(an asset) is not in the paste: it is sized without it") { e, base, args, _, range throws(Interrupt) in
                // An image button (a flag, an icon) takes its image's size, which only the asset knows.
                if let image = args.first?.value, case .view(let view) = base, !Evaluator.isNoImage(image) {
                    e.note("\(e.viewName(view)).setImage(_:for:): \(Evaluator.unknownImage(image)), so the button is sized "
                        + "without it (UIKit sizes an image button to its image); give it a size with constraints")
                    // Not an empty button: its size is the image's, unknown here.
                    if e.swift.controls[view]?.imageSize == nil {
                        e.swift.controls[view, default: ControlContent()].imageSize = Size(width: -1, height: -1)
                        e.context.changedState = true
                    }
                }
                return .void
            },
            buttonOwnView("titleLabel"), buttonOwnView("imageView"), .appearance("titleEdgeInsets"),
            .property("currentTitle", "String?", "the title shown: its state's, else the normal state's; nil with none") {
                e, base, range throws(Interrupt) in
                guard case .view = base else { return .opaque("currentTitle") }
                let name = try viewName(base, &e, at: range)
                if let title = e.swift.controls[name]?.title { return .string(title) }
                return e.swift.outlets.contains(name) || e.swift.standIns[name] != nil ? .opaque("currentTitle") : .none
            },
            .method("title(for:)", "the title set for the state, else the normal state's; nil with none") {
                e, base, args, _, range throws(Interrupt) in
                guard case .view = base else { return .opaque("title(for:)") }
                let name = try viewName(base, &e, at: range)
                let set = e.swift.appearance[name] ?? [:]
                // A highlighted state's title is one the code set for it; the resting states'
                // fall back to the normal one, as UIKit's does.
                let state = restingStates(args.first?.value).sorted().first ?? "normal"
                if let title = set[stateTitleKey(state)] ?? set[stateTitleKey("normal")] { return title }
                return e.swift.outlets.contains(name) || e.swift.standIns[name] != nil ? .opaque("title(for:)") : .none
            },
            .method("contentRect(forBounds:)", "where the button draws its content: the bounds given (content edge insets "
                        + "are not modelled)") { e, _, args, _, range throws(Interrupt) in
                .rect(try args.first.map { a throws(Interrupt) in try rect(a.value, &e, at: a.range) } ?? .zero)
            },
            buttonOwnRect("titleRect(forContentRect:)", "title"), buttonOwnRect("imageRect(forContentRect:)", "image"),
            .appearance("imageEdgeInsets"), .appearance("adjustsImageWhenHighlighted"),
            // What the button draws in its state, read back: colours change no frame.
            .appearance("currentTitleColor"), .appearance("currentTitleShadowColor"), .appearance("currentBackgroundImage"),
        ], statics: [
            // Swift 1's spelling of `UIButton(type:)` (Objective-C's `buttonWithType:`), usually
            // followed by `as! UIButton`: UIKit's, not the app's.
            .method("buttonWithType(_:)", "Swift 1: UIButton(type:)") { e, base, args, _, range throws(Interrupt) in
                guard case .type(let typeName) = base else { throw e.fail("buttonWithType(_:) is called on a button class", at: range) }
                let typed = args.prefix(1).map { EvaluatedArgument(label: "type", value: $0.value, range: $0.range, expr: $0.expr) }
                return try e.construct(typeName, typed, trailing: nil, at: range, nameRange: range)
            },
            // UIKit's since iOS 13: a system button showing the image, tinted; not the app's.
            .method("systemButton(with:target:action:)", "iOS 13: a system button with the image (an asset, sized without it)") {
                e, base, args, _, range throws(Interrupt) in
                guard case .type(let typeName) = base else { throw e.fail("systemButton(with:target:action:) is called on a button class", at: range) }
                let system = EvaluatedArgument(label: "type", value: .enumCase("system"), range: range, expr: .implicitMember("system", range))
                let made = try e.construct(typeName, [system], trailing: nil, at: range, nameRange: range)
                if let image = args.first {
                    let state = EvaluatedArgument(label: "for", value: .enumCase("normal"), range: image.range, expr: .implicitMember("normal", image.range))
                    _ = try call(made, "setImage", [EvaluatedArgument(label: nil, value: image.value, range: image.range, expr: image.expr), state],
                                 trailing: nil, &e, nameRange: image.range, range: image.range)
                }
                return made
            },
        ]),
        LibraryType("UIButton.Configuration", help: "a button's content and style; its title and contentInsets size "
                        + "the button (the styles' insets: 7 top and bottom, 12 leading and trailing, approximate: not verified "
                        + "against UIKit)",
                    members: [
                        .property("title", "String?", "the title; the button's width follows it") { _, base, _ throws(Interrupt) in
                            guard case .buttonConfiguration(let c) = base, let t = c.title else { return .none }
                            return .string(t)
                        } set: { _, _, _, _ throws(Interrupt) in },
                        .property("contentInsets", "NSDirectionalEdgeInsets", "room around the title, added to the size") {
                            _, base, _ throws(Interrupt) in
                            guard case .buttonConfiguration(let c) = base else { return .insets(ButtonConfiguration.defaultContentInsets, directional: true) }
                            return .insets(c.contentInsets, directional: true)
                        } set: { _, _, _, _ throws(Interrupt) in },
                        .appearance("attributedTitle", "its string is the title, measured in its font (its attributes' .font, or title.font = …)"), .appearance("baseBackgroundColor"),
                        .appearance("baseForegroundColor"), .appearance("cornerStyle"), .appearance("background"),
                        .appearance("imagePadding"), .appearance("imagePlacement"), .appearance("titleAlignment"),
                        .appearance("image", "not measured: the size is the title's and the insets', with a note"),
                        .appearance("subtitle", "not modelled: the size is the title's"),
                        .appearance("attributedSubtitle", "not modelled: the size is the title's"),
                        .appearance("preferredSymbolConfigurationForImage", "the image's symbol size: not measured"),
                        .appearance("titlePadding"), .appearance("imageColorTransformer"),
                        .appearance("subtitleTextAttributesTransformer"), .appearance("titleLineBreakMode"),
                        .appearance("subtitleLineBreakMode"), .appearance("indicator"), .appearance("indicatorColorTransformer"),
                        .appearance("activityIndicatorColorTransformer"), .appearance("automaticallyUpdateForSelection"),
                        .appearance("imageReservation"),
                        .appearance("buttonSize", "not modelled: the medium size's font and insets, with a note"),
                        .appearance("titleTextAttributesTransformer"), .appearance("showsActivityIndicator"),
                    ],
                    statics: ButtonConfiguration.styles.map { style in
                        .method("\(style)()", "a configuration in the \(style) style") { _, _, _, _, _ throws(Interrupt) in
                            .buttonConfiguration(ButtonConfiguration(style: style))
                        }
                    }),
        LibraryType("UITextField", parent: "UIControl", help: controlHelp("UITextField"), members: steviaContentMembers("UITextField") + [
            controlProperty("text", "String?", "the text; the field's intrinsic width follows it") { e, content, value, range throws(Interrupt) in
                let text = try string(value, &e, at: range, placeholderFor: "the text field")
                content.title = text.isEmpty ? content.title : text
            },
            controlProperty("attributedText", "NSAttributedString?", "its string is the field's text") { e, content, value, range throws(Interrupt) in
                let text = try string(value, &e, at: range, placeholderFor: "the text field")
                content.title = text.isEmpty ? content.title : text
            },
            controlProperty("placeholder", "String?", "shown when empty; sizes the field when it has no text") { e, content, value, range throws(Interrupt) in
                if content.title == nil || content.title?.isEmpty == true {
                    content.title = try string(value, &e, at: range, placeholderFor: "the text field")
                }
            },
            controlProperty("attributedPlaceholder", "NSAttributedString?", "its string is the placeholder, which sizes the field "
                            + "when it has no text") { e, content, value, range throws(Interrupt) in
                if content.title == nil || content.title?.isEmpty == true {
                    content.title = try string(value, &e, at: range, placeholderFor: "the text field")
                }
            },
            controlProperty("borderStyle", "UITextField.BorderStyle", ".roundedRect is 34 tall; the others one line (code-made fields have none)",
                            read: { .enumCase($0.style ?? "none") }) {
                e, content, value, range throws(Interrupt) in
                guard case .enumCase(let style) = value else { throw e.fail("expected .none, .line, .bezel or .roundedRect", at: range) }
                content.style = style
            },
            // Never nil: the 17-pt system font until set, so `field.font?.withSize(24)` resizes it.
            controlProperty("font", "UIFont", "the text's font size", read: { .font($0.fontSize ?? 17) }) { e, content, value, range throws(Interrupt) in
                if case .font(let size, _, _) = value { content.fontSize = size }
            },
            .appearance("textColor"), .appearance("delegate"), .appearance("clearButtonMode"),
            textFieldSideView("leftView"), textFieldSideView("rightView"), textFieldSideView("leftViewMode"),
            textFieldSideView("rightViewMode"), .appearance("textAlignment"),
            hasText, isEditingText,
            // A text field, like a label, can shrink its font to fit (`minimumFontSize` its floor).
            .appearance("adjustsFontSizeToFitWidth", "not modelled: the font keeps its size"), .appearance("minimumFontSize"),
            .appearance("background"), .appearance("disabledBackground"), .appearance("clearsOnBeginEditing"),
            .appearance("clearsOnInsertion"), .appearance("defaultTextAttributes"), .appearance("typingAttributes"),
            .appearance("allowsEditingTextAttributes"), .appearance("adjustsFontForContentSizeCategory"),
        ] + textInputTraits),
        // A text view is laid out as a label with insets: its text, font and wrapping are the
        // label's; whether it scrolls and its textContainerInset are kept with the controls.
        LibraryType("UITextView", parent: "UIScrollView", help: controlHelp("UITextView"),
                    members: uiLabelMembers.filter { ["text", "attributedText", "font"].contains($0.name) }.map { m in
                        Member(name: m.name, signature: m.signature,
                               help: m.name == "font" ? "its point size sets the text metric (17 by default)"
                                   : "the text view's text, measured with the documented metric and wrapped at its width (\"\" until set)",
                               isLayout: true, get: m.name == "font" ? m.get : textViewText(m.get), set: m.set, call: m.call)
                    } + [
            controlProperty("isScrollEnabled", "Bool", "true by default: no intrinsic size; false: it sizes to its text") {
                e, content, value, range throws(Interrupt) in
                guard case .bool(let scrolls) = value else { throw e.fail("expected true or false, found \(value.kindName)", at: range) }
                content.isScrollEnabled = scrolls
            },
            controlProperty("scrollEnabled", "Bool", "Swift 2: isScrollEnabled") { e, content, value, range throws(Interrupt) in
                guard case .bool(let scrolls) = value else { throw e.fail("expected true or false, found \(value.kindName)", at: range) }
                content.isScrollEnabled = scrolls
            },
            controlProperty("textContainerInset", "UIEdgeInsets", "room around the text (8 top and bottom by default), "
                                + "with the line fragment padding (5 a side) inside it",
                            read: { .insets($0.insets, directional: false) }) { e, content, value, range throws(Interrupt) in
                content.insets = try insets(value, &e, at: range)
            },
            Member(name: "textContainer", signature: "textContainer",
                   help: "its lineFragmentPadding: 5, UIKit's default, until set; the text is measured with it", isLayout: false,
                   get: { e, base, _ throws(Interrupt) in
                       if case .view(let view) = base { return .library(.textContainer(of: e.viewName(view))) }
                       return .opaque("textContainer")
                   },
                   set: { _, _, _, _ throws(Interrupt) in },
                   call: nil),
            .appearance("textColor"), .appearance("isEditable"), .appearance("isSelectable"), .appearance("delegate"),
            .appearance("allowsEditingTextAttributes"), .appearance("clearsOnInsertion"),
            .appearance("textAlignment"), .appearance("dataDetectorTypes"), .appearance("typingAttributes"),
            .appearance("linkTextAttributes"), .appearance("adjustsFontForContentSizeCategory"),
            hasText,
        ] + textInputTraits),
        LibraryType("UISwitch", parent: "UIControl", help: controlHelp("UISwitch"), members: [
            .appearance("isOn"), .appearance("onTintColor"), .appearance("thumbTintColor"), .appearance("onImage"),
            .appearance("offImage"), .appearance("preferredStyle"), .appearance("title"), .inert("setOn(_:animated:)"),
        ]),
        LibraryType("UISlider", parent: "UIControl", help: controlHelp("UISlider"), members: [
            .appearance("value"), .appearance("minimumValue"), .appearance("maximumValue"), .appearance("isContinuous"),
            .appearance("minimumTrackTintColor"), .appearance("maximumTrackTintColor"), .appearance("thumbTintColor"),
            .inert("setValue(_:animated:)"), .inert("setThumbImage(_:for:)"),
        ]),
        LibraryType("UISegmentedControl", parent: "UIControl", help: controlHelp("UISegmentedControl"), members: [
            .method("insertSegment(withTitle:at:animated:)", "adds a segment; the width follows") { e, base, args, _, range throws(Interrupt) in
                let title = try string(args.first?.value ?? .string(""), &e, at: range, placeholderFor: "the segment")
                let at = try args.named("at").map { a throws(Interrupt) in try whole(a.value, &e, at: a.range, what: "a whole index") } ?? 0
                try e.updateControl(base, at: range) { $0.items.insert(title, at: min(max(at, 0), $0.items.count)) }
                return .void
            },
            .method("setTitle(_:forSegmentAt:)", "the segment's title; the width follows") { e, base, args, _, range throws(Interrupt) in
                let title = try string(args.first?.value ?? .string(""), &e, at: range, placeholderFor: "the segment")
                let at = try args.named("forSegmentAt").map { a throws(Interrupt) in try whole(a.value, &e, at: a.range, what: "a whole index") } ?? 0
                try e.updateControl(base, at: range) { if $0.items.indices.contains(at) { $0.items[at] = title } }
                return .void
            },
            .method("setWidth(_:forSegmentAt:)", "the segment's width (0: its title's)") { e, base, args, _, range throws(Interrupt) in
                let width = try number(args.first?.value ?? .number(0), &e, at: range)
                let at = try args.named("forSegmentAt").map { a throws(Interrupt) in try whole(a.value, &e, at: a.range, what: "a whole index") } ?? 0
                guard at >= 0, at < 1000 else { return .void }
                try e.updateControl(base, at: range) { content in
                    while content.segmentWidths.count <= at { content.segmentWidths.append(0) }
                    content.segmentWidths[at] = max(0, width)
                }
                return .void
            },
            .method("setImage(_:forSegmentAt:)", "the segment's image, not measured") { e, base, args, _, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                e.note("\(view): a segment's image is not measured here: the segment is as wide as its title (give it a width with "
                    + "setWidth(_:forSegmentAt:) to lay it out)")
                return .void
            },
            .inert("setEnabled(_:forSegmentAt:)"),
            .method("titleForSegment(at:)", "the segment's title") { e, base, args, _, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                let at = try args.first.map { a throws(Interrupt) in try whole(a.value, &e, at: a.range, what: "a whole index") } ?? 0
                let items = e.swift.controls[view]?.items ?? []
                return items.indices.contains(at) ? .string(items[at]) : .none
            },
            .property("numberOfSegments", "Int", "how many segments it has") { e, base, range throws(Interrupt) in
                .number(Double(e.swift.controls[try viewName(base, &e, at: range)]?.items.count ?? 0))
            },
            .method("removeAllSegments()", "no segments") { e, base, _, _, range throws(Interrupt) in
                try e.updateControl(base, at: range) { $0.items = [] }
                return .void
            },
            .appearance("selectedSegmentIndex"),
            controlProperty("apportionsSegmentWidthsByContent", "Bool",
                            "false by default: every segment as wide as the widest; true: each as wide as its title") {
                e, content, value, range throws(Interrupt) in
                guard case .bool(let on) = value else { throw e.fail("expected true or false, found \(value.kindName)", at: range) }
                content.apportionsSegmentWidthsByContent = on
            },
        ]),
        LibraryType("UIActivityIndicatorView", parent: "UIView", help: controlHelp("UIActivityIndicatorView"), members: [
            controlProperty("style", "UIActivityIndicatorView.Style", ".medium 20×20, .large 37×37") { e, content, value, range throws(Interrupt) in
                if case .enumCase(let style) = value { content.style = style }
            },
            .method("startAnimating()", "shows it (a stopped one is hidden while hidesWhenStopped)") { e, base, _, _, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                e.swift.animatingIndicators.insert(view)
                try e.updateIndicatorHidden(view, at: range)
                return .void
            },
            .method("stopAnimating()", "hides it while hidesWhenStopped (true by default)") { e, base, _, _, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                e.swift.animatingIndicators.remove(view)
                try e.updateIndicatorHidden(view, at: range)
                return .void
            },
            .property("isAnimating", "Bool", "true after startAnimating()") { e, base, range throws(Interrupt) in
                .bool(e.swift.animatingIndicators.contains(try viewName(base, &e, at: range)))
            },
            .property("hidesWhenStopped", "Bool", "true by default: a stopped indicator is hidden, and a stack view gives it no room") {
                e, base, range throws(Interrupt) in
                .bool(!e.swift.indicatorsShownWhenStopped.contains(try viewName(base, &e, at: range)))
            } set: { e, base, value, range throws(Interrupt) in
                let view = try viewName(base, &e, at: range)
                if try bool(value, &e, at: range) {
                    e.swift.indicatorsShownWhenStopped.remove(view)
                } else {
                    e.swift.indicatorsShownWhenStopped.insert(view)
                }
                try e.updateIndicatorHidden(view, at: range)
            },
            .appearance("color"),
        ]),
        LibraryType("UIProgressView", parent: "UIView", help: controlHelp("UIProgressView"), members: [
            .appearance("progress"), .appearance("progressTintColor"), .appearance("trackTintColor"),
            .inert("setProgress(_:animated:)"),
        ]),
        LibraryType("UIPageControl", parent: "UIControl", help: controlHelp("UIPageControl"), members: [
            controlProperty("numberOfPages", "Int", "18 points a page, 20 more in all (help UIPageControl)") { e, content, value, range throws(Interrupt) in
                let n = try whole(value, &e, at: range, what: "a whole number of pages")
                content.items = Array(repeating: "", count: max(0, min(n, 10_000)))
            },
            .appearance("currentPage"), .appearance("pageIndicatorTintColor"),
            .appearance("currentPageIndicatorTintColor"), .appearance("hidesForSinglePage"),
        ]),
        LibraryType("UITableView", parent: "UIScrollView",
                    help: "a table: laid out as the scroll view it is; its rows come from the app's data source and are not drawn. "
                        + "When a plain table's data source is pasted and says how many rows there are and how tall (heightForRowAt, "
                        + "rowHeight, or UIKit's own UITableViewCell with a line of text, 44, registered or made in cellForRowAt; "
                        + "a cell dequeued by an identifier the paste never registers is a storyboard's prototype, not guessed), "
                        + "contentSize is the header and the rows",
                    members: collectionMembers + [
                        .appearance("rowHeight"), .appearance("estimatedRowHeight"), .appearance("sectionHeaderHeight"),
                        .appearance("sectionFooterHeight"), .appearance("estimatedSectionHeaderHeight"),
                        .appearance("estimatedSectionFooterHeight"), .appearance("sectionHeaderTopPadding"),
                        .appearance("separatorStyle"), .appearance("separatorInset"), .appearance("separatorColor"),
                        .keptViewProperty("tableHeaderView", "UIView?",
                                          "placed at the top of the table's content, as wide as the table, as tall as its own frame") {
                            e, base, value, range throws(Interrupt) in
                            try e.setTableHeaderView(base, value, at: range)
                        },
                        .keptViewProperty("tableFooterView", "UIView?",
                                          "in the table at once, as wide as the table and as tall as its own frame; below the last "
                                              + "section once the rows are worked out from a pasted data source, below the header until then") {
                            e, base, value, range throws(Interrupt) in
                            try e.setTableFooterView(base, value, at: range)
                        },
                        .appearance("cellLayoutMarginsFollowReadableWidth"), .appearance("sectionIndexColor"),
                        .inert("register(_:forCellReuseIdentifier:)"), .inert("register(_:forHeaderFooterViewReuseIdentifier:)"),
                        .inert("beginUpdates()"), rowsChange("endUpdates()"), rowsChange("reloadRows(at:with:)"),
                        rowsChange("insertRows(at:with:)"), rowsChange("deleteRows(at:with:)"), rowsChange("reloadSections(_:with:)"),
                        rowsChange("insertSections(_:with:)"), rowsChange("deleteSections(_:with:)"),
                        rowsChange("moveRow(at:to:)"),
                        .inert("scrollToRow(at:at:animated:)"), .inert("selectRow(at:animated:scrollPosition:)"),
                        .inert("deselectRow(at:animated:)"), .inert("setEditing(_:animated:)"),
                        rowsOnly("dequeueReusableCell(withIdentifier:for:)"), rowsOnly("dequeueReusableCell(withIdentifier:)"),
                        rowsOnly("dequeueReusableHeaderFooterView(withIdentifier:)"), rowsOnly("cellForRow(at:)"),
                        rowsOnly("indexPathForSelectedRow"), rowsOnly("indexPathsForSelectedRows"), rowsOnly("indexPath(for:)"),
                    ],
                    statics: [
                        // UIKit's constant is -1: a row (or section header) that sizes itself.
                        .property("automaticDimension", "CGFloat", "-1: the row sizes itself from its cell's constraints") {
                            _, _, _ throws(Interrupt) in .number(-1)
                        },
                    ]),
        LibraryType("UICollectionView", parent: "UIScrollView",
                    help: "a collection: laid out as the scroll view it is; its items come from the app's data source and are not drawn. "
                        + "With a UICollectionViewFlowLayout and a pasted data source that says how many items there are and how big "
                        + "(itemSize, or the delegate's sizeForItemAt), contentSize is the flow layout's lines of items",
                    members: collectionMembers + [
                        .appearance("collectionViewLayout"),
                        .inert("register(_:forCellWithReuseIdentifier:)"),
                        .inert("register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"),
                        rowsChange("insertItems(at:)"), rowsChange("deleteItems(at:)"), rowsChange("reloadItems(at:)"),
                        rowsChange("reloadSections(_:)"), rowsChange("insertSections(_:)"), rowsChange("deleteSections(_:)"),
                        rowsChange("moveItem(at:to:)"), .inert("scrollToItem(at:at:animated:)"),
                        .inert("selectItem(at:animated:scrollPosition:)"), .inert("deselectItem(at:animated:)"),
                        .inert("setCollectionViewLayout(_:animated:)"),
                        rowsOnly("dequeueReusableCell(withReuseIdentifier:for:)"),
                        rowsOnly("dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"),
                        rowsOnly("cellForItem(at:)"), rowsOnly("indexPathsForSelectedItems"), rowsOnly("indexPath(for:)"),
                    ],
                    statics: [
                        // The kinds of supplementary view a flow or compositional layout asks for:
                        // UIKit's strings, which code passes on and compares.
                        .property("elementKindSectionHeader", "String", "\"UICollectionElementKindSectionHeader\"") {
                            _, _, _ throws(Interrupt) in .string("UICollectionElementKindSectionHeader")
                        },
                        .property("elementKindSectionFooter", "String", "\"UICollectionElementKindSectionFooter\"") {
                            _, _, _ throws(Interrupt) in .string("UICollectionElementKindSectionFooter")
                        },
                    ]),
        LibraryType("UITableViewCell", parent: "UIView",
                    help: "a table view's cell; its contentView is the cell itself here (cell NAME width W sizes it as the table does)",
                    members: cellMembers + tableCellMembers),
        LibraryType("UICollectionViewCell", parent: "UIView",
                    help: "a collection view's cell; its contentView is the cell itself here", members: cellMembers),
        LibraryType("UICollectionViewListCell", parent: "UICollectionViewCell",
                    help: "iOS 14's list cell: shown as a list row, as wide as the list; its accessories are not drawn here",
                    members: cellMembers + [.appearance("accessories", "not drawn here: the content spans the cell"),
                                            .appearance("indentationLevel"), .appearance("indentationWidth")]),
        LibraryType("UICollectionReusableView", parent: "UIView",
                    help: "a collection view's supplementary view (a section header or footer); a plain view here", members: []),
        LibraryType("UITableViewHeaderFooterView", parent: "UIView",
                    help: "a table view's section header or footer; its contentView is the view itself here, and it is "
                        + "sized as a table sizes it (cell NAME width W)",
                    // Its `textLabel` and `detailTextLabel` (deprecated in iOS 14, still there) are
                    // UIKit's own, placed by the header view as a cell places its style's.
                    members: cellMembers + [cellStyleView("textLabel"), cellStyleView("detailTextLabel")]),
        // UIKit views whose contents and intrinsic sizes are not modelled: drawn as plain views,
        // said in a note where one is made, their members skipped (`searchBar.placeholder`).
        LibraryType("UIWebView", parent: "UIView", help: "a web view (deprecated); drawn as a plain view", members: []),
        LibraryType("UIPickerView", parent: "UIView", help: controlHelp("UIPickerView"), members: []),
        LibraryType("UIDatePicker", parent: "UIControl", help: controlHelp("UIDatePicker"), members: [
            controlProperty("preferredDatePickerStyle", "UIDatePickerStyle",
                            ".wheels: 320×216; .compact, .inline and .automatic (compact on a phone) not modelled") {
                e, content, value, range throws(Interrupt) in
                if case .enumCase(let style) = value { content.style = style }
            },
            .appearance("datePickerMode"), .appearance("locale"), .appearance("minuteInterval"), .appearance("date"),
            .appearance("minimumDate"), .appearance("maximumDate"),
        ]),
        LibraryType("UIStepper", parent: "UIControl", help: controlHelp("UIStepper"), members: [
            .appearance("value"), .appearance("minimumValue"), .appearance("maximumValue"), .appearance("stepValue"),
            .appearance("isContinuous"), .appearance("autorepeat"), .appearance("wraps"),
        ]),
        LibraryType("UIColorWell", parent: "UIControl", help: "a colour well (iOS 14): UIKit gives it a size of its own, which "
                        + "Layoutbook does not model — give it a width and a height", members: [
            .appearance("selectedColor"), .appearance("supportsAlpha"), .appearance("title"),
        ]),
        LibraryType("UISearchBar", parent: "UIView", help: controlHelp("UISearchBar"), members: []),
        LibraryType("UIToolbar", parent: "UIView", help: controlHelp("UIToolbar"), members: []),
        LibraryType("UINavigationBar", parent: "UIView", help: controlHelp("UINavigationBar"), members: []),
        LibraryType("UITabBar", parent: "UIView", help: controlHelp("UITabBar"), members: [
            // A tab bar controller's own bar shows an item for each of its tabs (what each item
            // shows is not modelled): code that lays out one view per item counts them.
            .property("items", "[UITabBarItem]?", "a tab bar controller's own bar: an item for each of its tabs") {
                e, base, range throws(Interrupt) in
                guard case .view(let bar) = base,
                      let owner = e.swift.objects.keys.sorted().first(where: { id in
                          if case .view(let made)? = e.swift.objects[id]?.fields[Evaluator.tabBarField] { e.viewName(made) == e.viewName(bar) } else { false }
                      }) else {
                    e.note("skipped 'items': only a tab bar controller's own bar has its tabs' items here; counts as none")
                    return .none
                }
                guard case .array(let tabs)? = e.swift.objects[owner]?.fields[Evaluator.tabsField] else { return .array([]) }
                return .array(tabs.map { _ in .opaque("tabBarItem") })
            },
        ]),
        LibraryType("UIVisualEffectView", parent: "UIView", help: "a blur; drawn as a plain view", members: [
            .property("contentView", "UIView", "the effect view's content view (here the view itself)") { _, base, _ throws(Interrupt) in base },
        ]),
        LibraryType("UIViewController", parent: "UIResponder", help: "a screen: its view is the root view", members: uiViewControllerMembers),
        LibraryType("UITableViewController", parent: "UIViewController", help: "a view controller whose view is a table view",
                    members: [listControllerMember("tableView", "UITableView"),
                              .appearance("refreshControl", "its table's pull-to-refresh control, hidden until pulled"),
                              .appearance("clearsSelectionOnViewWillAppear")]),
        LibraryType("UICollectionViewController", parent: "UIViewController",
                    help: "a view controller whose view is a collection view", members: [
                        listControllerMember("collectionView", "UICollectionView"),
                        .property("collectionViewLayout", "UICollectionViewLayout",
                                  "the layout it was made with (init(collectionViewLayout:)); the app's when the paste does not make it") {
                            e, base, _ throws(Interrupt) in
                            if case .object(let id) = base, let layout = e.swift.objects[id]?.fields["collectionViewLayout"] { return layout }
                            e.note("'collectionViewLayout' is UIKit's: the layout the app makes the controller with, which the paste "
                                + "does not show; what needs it is skipped")
                            return .opaque("collectionViewLayout")
                        },
                    ]),
        LibraryType("UINavigationController", parent: "UIViewController",
                    help: "UINavigationController(rootViewController:) shows its controller below a navigation bar",
                    members: navigationControllerMembers),
        LibraryType("UITabBarController", parent: "UIViewController",
                    help: "shows its controllers above a tab bar", members: [
                        .property("tabBar", "UITabBar", "its own tab bar: along the bottom of its view, 49 tall above the home indicator's inset") {
                            e, base, range throws(Interrupt) in
                            try e.tabBarControllerBar(base, at: range)
                        },
                        .property("viewControllers", "[UIViewController]?",
                                  "its tabs: the selected one's controller is shown above the tab bar, the others not") {
                            e, base, _ throws(Interrupt) in
                            e.objectID(of: base).flatMap { e.swift.objects[$0]?.fields[Evaluator.tabsField] } ?? .none
                        } set: { e, base, value, range throws(Interrupt) in
                            try e.setTabs(of: base, value, at: range)
                        },
                        .method("setViewControllers(_:animated:)", "as setting viewControllers") { e, base, args, _, range throws(Interrupt) in
                            try e.setTabs(of: base, args.first?.value ?? .none, at: range)
                            return .void
                        },
                        // A tab bar controller's children are its tabs: one added is the last tab.
                        .method("addChild(_:)", "adds a tab: the controller becomes the last of viewControllers", addTab),
                        .method("addChildViewController(_:)", "Swift 2 and Objective-C: addChild(_:)", addTab),
                        .property("selectedIndex", "Int", "the tab shown (0, the first, unless set before the controller is shown)") {
                            e, base, _ throws(Interrupt) in
                            e.objectID(of: base).flatMap { e.swift.objects[$0]?.fields[Evaluator.selectedTabField] } ?? .number(0)
                        } set: { e, base, value, range throws(Interrupt) in
                            try e.selectTab(of: base, value, at: range)
                        },
                        .property("selectedViewController", "UIViewController?", "the controller of the tab shown") {
                            e, base, _ throws(Interrupt) in
                            e.objectID(of: base).flatMap { e.selectedTab(of: $0) } ?? .none
                        } set: { e, base, value, range throws(Interrupt) in
                            guard let id = e.objectID(of: base), case .array(let tabs)? = e.swift.objects[id]?.fields[Evaluator.tabsField],
                                  let index = tabs.firstIndex(where: { e.objectID(of: $0) != nil && e.objectID(of: $0) == e.objectID(of: value) })
                            else { return }
                            try e.selectTab(of: base, .number(Double(index)), at: range)
                        },
                    ]),
        LibraryType("UILayoutGuide", parent: "NSObject", help: "a rectangle for constraints that draws nothing",
                    members: anchorMembers + anchorGroupMembers + steviaAttributeMembers + alignMembers + [easyMember] + [
                        .appearance("identifier"),
                        .property("layoutFrame", "CGRect", "the guide's rect in its view's coordinates") { e, base, range throws(Interrupt) in
                            guard case .guide(let guide, let owner) = base else { throw e.fail("expected a layout guide", at: range) }
                            return .rect(e.guideLayoutFrame(guide, of: owner))
                        },
                        .property("snp", "ConstraintLayoutGuideDSL", "SnapKit: the guide's attributes as targets") { e, base, range throws(Interrupt) in
                            guard case .guide(let g, let name) = base else { throw e.fail("expected a layout guide", at: range) }
                            return .snp(.guide(g, of: name), .dot)
                        },
                    ]),
        LibraryType("UILayoutSupport", parent: "NSObject", help: "topLayoutGuide and bottomLayoutGuide: the bars' edge of the safe area",
                    members: layoutSupportMembers),
        LibraryType("UIKeyboardLayoutGuide", parent: "NSObject",
                    help: "iOS 15: where the keyboard is; hidden here, so its top is the safe area's bottom",
                    members: keyboardGuideMembers),
        LibraryType("UIWindowScene", parent: "NSObject", help: "the window's scene: its screen is the device's", members: [],
                    statics: [
            .property("screen", "UIScreen", "the device's screen") { _, _, _ throws(Interrupt) in .type("UIScreen") },
            .property("interfaceOrientation", "UIInterfaceOrientation", ".portrait or .landscapeRight, as `rotate` set it") {
                e, _, _ throws(Interrupt) in
                .enumCase(e.session.state.layout.environment.orientation == .portrait ? "portrait" : "landscapeRight")
            },
            .property("statusBarManager", "UIStatusBarManager?", "iOS 13: the status bar's frame and whether it is hidden") {
                _, _, _ throws(Interrupt) in .enumCase("statusBarManager")
            },
            .property("windows", "[UIWindow]", "the scene's one window, the key window: as big as the screen, the device's insets") {
                _, _, _ throws(Interrupt) in .array([.enumCase(keyWindowCase)])
            },
            .property("keyWindow", "UIWindow?", "iOS 15: the key window") { _, _, _ throws(Interrupt) in .enumCase(keyWindowCase) },
        ]),
        LibraryType("UIScreen", parent: "NSObject", help: "the device's screen", members: [
            .property("bounds", "CGRect", "the screen's rect") { e, _, _ throws(Interrupt) in
                let size = e.screenSize
                return .rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
            },
            .property("scale", "CGFloat", "points to pixels: the device's (3 on the default screen), as text is rounded to") { e, _, _ throws(Interrupt) in
                .number(e.session.state.layout.textScale)
            },
            .property("nativeBounds", "CGRect", "the screen's rect in pixels, portrait up whatever the orientation",
                      get: screenNativeBounds),
            // `currentMode.size`: the screen's size in pixels, as nativeBounds (the iPhone X checks
            // of apps' headers compare it with CGSizeMake(1125, 2436)).
            .property("currentMode", "UIScreenMode?", "the screen's mode: its size is the screen's in pixels, portrait up",
                      get: screenNativeBounds),
            .property("traitCollection", "UITraitCollection", "the screen's size classes, idiom and scale") { _, _, _ throws(Interrupt) in
                .type("UITraitCollection")
            },
        ], statics: [
            .property("main", "UIScreen", "the screen") { _, _, _ throws(Interrupt) in .type("UIScreen") },
            .method("mainScreen()", "Swift 2: UIScreen.main") { _, _, _, _, _ throws(Interrupt) in .type("UIScreen") },
            .property("bounds", "CGRect", "the screen's rect") { e, _, _ throws(Interrupt) in
                let size = e.screenSize
                return .rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
            },
            .property("scale", "CGFloat", "points to pixels: the device's") { e, _, _ throws(Interrupt) in
                .number(e.session.state.layout.textScale)
            },
            .property("nativeBounds", "CGRect", "the screen's rect in pixels, portrait up whatever the orientation",
                      get: screenNativeBounds),
            .property("currentMode", "UIScreenMode?", "the screen's mode: its size is the screen's in pixels, portrait up",
                      get: screenNativeBounds),
            .property("nativeScale", "CGFloat", "the screen's pixels per point: its scale, 1080 / 414 on the Plus phones' panel") {
                e, _, _ throws(Interrupt) in
                if let panel = plusPanel(&e) { return .number(panel.width / 414) }
                return .number(e.session.state.layout.textScale)
            },
            .property("applicationFrame", "CGRect", "iOS 2–9: the screen's rect less the status bar (the safe area's top)") {
                e, _, _ throws(Interrupt) in
                let size = e.screenSize
                let bar = e.session.state.layout.safeAreaInsets(of: .root).top
                return .rect(Rect(x: 0, y: bar, width: size.width, height: size.height - bar))
            },
        ]),
        LibraryType("UIDevice", parent: "NSObject", help: "the device: its idiom follows `device` (a bare screen is a phone's)", members: [], statics: [
            .property("current", "UIDevice", "the device") { _, _, _ throws(Interrupt) in .type("UIDevice") },
            .method("currentDevice()", "Swift 2: UIDevice.current") { _, _, _, _, _ throws(Interrupt) in .type("UIDevice") },
            .property("userInterfaceIdiom", "UIUserInterfaceIdiom", ".pad on an iPad preset (or a bare screen 700 points and more across), else .phone") {
                e, _, _ throws(Interrupt) in .enumCase(e.screenIsPad ? "pad" : "phone")
            },
            .property("orientation", "UIDeviceOrientation", ".portrait or .landscapeLeft, as `rotate` set it") { e, _, _ throws(Interrupt) in
                .enumCase(e.session.state.layout.environment.orientation == .portrait ? "portrait" : "landscapeLeft")
            },
        ]),
        LibraryType("UITraitCollection", parent: "NSObject",
                    help: "the screen's traits: size classes from the device and orientation (UIKit's table), idiom, scale",
                    members: [], statics: [
            .property("horizontalSizeClass", "UIUserInterfaceSizeClass", ".compact on a phone in portrait, .regular on an iPad") {
                e, _, _ throws(Interrupt) in .enumCase(e.sizeClasses.horizontal.rawValue)
            },
            .property("verticalSizeClass", "UIUserInterfaceSizeClass", ".compact on a phone in landscape, else .regular") {
                e, _, _ throws(Interrupt) in .enumCase(e.sizeClasses.vertical.rawValue)
            },
            .property("userInterfaceIdiom", "UIUserInterfaceIdiom", ".pad or .phone") { e, _, _ throws(Interrupt) in
                .enumCase(e.screenIsPad ? "pad" : "phone")
            },
            .property("displayScale", "CGFloat", "points to pixels") { e, _, _ throws(Interrupt) in
                .number(e.session.state.layout.textScale)
            },
            .property("current", "UITraitCollection", "iOS 17: the traits in effect") { _, _, _ throws(Interrupt) in .type("UITraitCollection") },
            // The text size users have unless they change it: Large, no accessibility size.
            .property("preferredContentSizeCategory", "UIContentSizeCategory", ".large, the default text size (Dynamic Type's)") {
                _, _, _ throws(Interrupt) in .enumCase("large")
            },
        ]),
    ]

    /// A view's or a controller's `traitCollection`: the screen's, the one every view in the
    /// window inherits here (no view or controller overrides its traits).
    static var traitCollectionProperty: Member {
        .property("traitCollection", "UITraitCollection", "the screen's size classes, idiom and scale") { _, _, _ throws(Interrupt) in
            .type("UITraitCollection")
        }
    }

    /// `topLayoutGuide.bottomAnchor` is the safe area's top, `topLayoutGuide.topAnchor` the root
    /// view's; the bottom guide the other way round. Through `snp` the same, as SnapKit targets.
    static var layoutSupportMembers: [Member] {
        @Sendable func edge(_ base: Value, top: Bool) -> (AnchorOwner, LayoutAttribute) {
            guard case .layoutSupport(let isTop, _) = base else { return (.view("root"), top ? .top : .bottom) }
            switch (isTop, top) {
            case (true, true): return (.view("root"), .top)
            case (true, false): return (.guide(.safeAreaLayoutGuide, of: "root"), .top)
            case (false, true): return (.guide(.safeAreaLayoutGuide, of: "root"), .bottom)
            case (false, false): return (.view("root"), .bottom)
            }
        }
        func member(_ name: String, top: Bool) -> Member {
            .property(name, "NSLayoutYAxisAnchor", top ? "the guide's top" : "the guide's bottom") { _, base, _ throws(Interrupt) in
                let (owner, attribute) = edge(base, top: top)
                if case .layoutSupport(_, true) = base { return .snpAttribute(owner, attribute) }
                if name.hasPrefix("snp_") { return .snpAttribute(owner, attribute) }
                return .anchor(AnchorTarget(owner: owner, anchor: attribute == .top ? .topAnchor : .bottomAnchor))
            }
        }
        return [
            member("topAnchor", top: true), member("bottomAnchor", top: false),
            member("top", top: true), member("bottom", top: false),
            member("snp_top", top: true), member("snp_bottom", top: false),
            .property("snp", "ConstraintLayoutSupportDSL", "SnapKit: the guide's top and bottom as targets") { _, base, _ throws(Interrupt) in
                guard case .layoutSupport(let isTop, _) = base else { return base }
                return .layoutSupport(isTop: isTop, snp: true)
            },
            .property("length", "CGFloat", "how far the bars reach into the root view (0 before it is in the window)") {
                e, base, _ throws(Interrupt) in
                guard case .layoutSupport(let isTop, _) = base else { return .number(0) }
                // Read in viewDidLoad, before the view is in the window, it is 0, as the safe area is.
                let insets = e.safeAreaInsetsBeforeWindow(of: "root") ?? e.session.state.layout.safeAreaInsets(of: .root)
                return .number(isTop ? insets.top : insets.bottom)
            },
        ]
    }

    /// `v.keyboardLayoutGuide` with the keyboard hidden, as a screen first shows (nothing here
    /// shows a keyboard): Apple ties the guide's top to the bottom of the view's safe area, or of
    /// the view itself once `usesBottomSafeArea` is false (iOS 17); its bottom and sides are the
    /// view's. Its height and centre follow the keyboard, which is not modelled: refused.
    /// `keyboardLayoutGuide.setConstraints(_:activeWhenNearEdge:)` and `…activeWhenAwayFrom:`:
    /// the constraints are activated when the hidden keyboard, docked along the bottom across the
    /// width (near the bottom, leading and trailing edges, away from the top), meets the condition
    /// for every edge given; else left inactive, as UIKit leaves them until the keyboard moves.
    static func trackingConstraints(_ args: [EvaluatedArgument], near: Bool, _ e: inout Evaluator,
                                    at range: SourceRange) throws(Interrupt) -> Value {
        guard let constraints = args.first?.value, let edgesArgument = args.dropFirst().first?.value else { return .void }
        var edges: [String] = []
        func take(_ value: Value) {
            switch value {
            case .array(let items): items.forEach(take)
            case .enumCase(let name): edges.append(name)
            default: break
            }
        }
        take(edgesArgument)
        let docked: Set<String> = ["bottom", "leading", "trailing", "left", "right"]
        guard !edges.isEmpty, edges.allSatisfy({ docked.contains($0) || $0 == "top" }) else {
            e.note("skipped keyboardLayoutGuide.setConstraints: which edges it names is not known here")
            return .void
        }
        let active = edges.allSatisfy { docked.contains($0) == near }
        let condition = (near ? "near " : "away from ") + edges.joined(separator: ", ")
        if active {
            try e.setActive([constraints], true, holder: nil, method: "activate", at: range)
            e.note("keyboardLayoutGuide: the hidden keyboard is docked along the bottom, so the constraints for a keyboard "
                + "\(condition) are active")
        } else {
            e.note("keyboardLayoutGuide: the hidden keyboard is docked along the bottom, so the constraints for a keyboard "
                + "\(condition) stay inactive, as UIKit leaves them until it moves")
        }
        return .void
    }

    static var keyboardGuideMembers: [Member] {
        @Sendable func target(_ e: inout Evaluator, _ base: Value, _ anchor: AnchorName,
                              at range: SourceRange) throws(Interrupt) -> Value {
            guard case .keyboardGuide(let view) = base else { throw e.fail("expected a keyboard layout guide", at: range) }
            switch anchor {
            case .topAnchor:
                let usesSafeArea = e.swift.appearance[e.viewName(view)]?[keyboardUsesSafeArea].map { value in
                    if case .bool(let flag) = value { flag } else { true }
                } ?? true
                e.note("keyboardLayoutGuide: the keyboard is hidden, as when the screen first shows, so the guide's top is the "
                       + (usesSafeArea ? "safe area's bottom" : "view's bottom (usesBottomSafeArea = false)"))
                return .anchor(AnchorTarget(owner: usesSafeArea ? .guide(.safeAreaLayoutGuide, of: view) : .view(view),
                                            anchor: .bottomAnchor))
            case .bottomAnchor, .leftAnchor, .rightAnchor, .leadingAnchor, .trailingAnchor, .centerXAnchor, .widthAnchor:
                return .anchor(AnchorTarget(owner: .view(view), anchor: anchor))
            default:
                throw e.fail("keyboardLayoutGuide.\(anchor.rawValue) follows the keyboard's height, which is not modelled",
                             at: range, hint: "pin to keyboardLayoutGuide.topAnchor: with the keyboard hidden it is the safe area's bottom")
            }
        }
        return AnchorName.allCases.map { anchor in
            .property(anchor.rawValue, "NSLayoutAnchor", "the keyboard guide's \(anchor.attribute.rawValue), keyboard hidden") {
                e, base, range throws(Interrupt) in try target(&e, base, anchor, at: range)
            }
        } + [
            .property("usesBottomSafeArea", "Bool", "iOS 17: false ties the hidden keyboard's guide to the view's bottom") {
                e, base, _ throws(Interrupt) in
                guard case .keyboardGuide(let view) = base else { return .bool(true) }
                return e.swift.appearance[e.viewName(view)]?[keyboardUsesSafeArea] ?? .bool(true)
            } set: { e, base, value, range throws(Interrupt) in
                guard case .keyboardGuide(let view) = base else { return }
                e.swift.appearance[e.viewName(view), default: [:]][keyboardUsesSafeArea] = .bool(try bool(value, &e, at: range))
            },
            .appearance("followsUndockedKeyboard", "the keyboard is hidden here: no effect on layout"),
            // iOS 17's UITrackingLayoutGuide: constraints active only while the keyboard is near
            // (or away from) edges of the view. The hidden keyboard is docked, along the bottom
            // across the whole width: near the bottom, leading and trailing edges, away from the top.
            .method("setConstraints(_:activeWhenNearEdge:)", "iOS 17: active while the keyboard is near the edges (or, with "
                    + "activeWhenAwayFrom:, away from them); hidden, it is docked along the bottom") { e, _, args, _, range throws(Interrupt) in
                try trackingConstraints(args, near: !args.contains { $0.label == "activeWhenAwayFrom" }, &e, at: range)
            },
            .appearance("keyboardDismissPadding", "the keyboard is hidden here: no effect on layout"),
            // SnapKit's `view.keyboardLayoutGuide.snp.top`: the guide itself, whose SnapKit
            // attributes below are its anchors' (the top the hidden keyboard's).
            .property("snp", "ConstraintLayoutGuideDSL", "SnapKit's attributes of the keyboard guide") { _, base, _ throws(Interrupt) in base },
        ] + [(LayoutAttribute.top, AnchorName.topAnchor), (.bottom, .bottomAnchor), (.left, .leftAnchor), (.right, .rightAnchor),
             (.leading, .leadingAnchor), (.trailing, .trailingAnchor), (.centerX, .centerXAnchor), (.width, .widthAnchor)].map { attribute, anchor in
            .property(attribute.rawValue, "ConstraintItem", "SnapKit: the keyboard guide's \(attribute.rawValue), keyboard hidden") {
                e, base, range throws(Interrupt) in
                guard case .anchor(let target) = try target(&e, base, anchor, at: range),
                      let attribute = LayoutAttribute(rawValue: target.anchor.attribute.rawValue) else { return .opaque(attribute.rawValue) }
                return .snpAttribute(target.owner, attribute)
            }
        }
    }

    /// Where a view's `keyboardLayoutGuide.usesBottomSafeArea` is kept.
    /// `UIScreen.main.nativeBounds`: the screen in pixels, portrait up (its short side across)
    /// whatever the orientation, as UIKit gives it.
    static let screenNativeBounds: Member.Getter = { e, _, _ throws(Interrupt) in
        let screen = e.session.state.layout.screen
        let scale = e.session.state.layout.textScale
        let across = min(screen.width, screen.height), down = max(screen.width, screen.height)
        if let panel = plusPanel(&e) { return .rect(Rect(x: 0, y: 0, width: panel.width, height: panel.height)) }
        return .rect(Rect(x: 0, y: 0, width: across * scale, height: down * scale))
    }

    /// The 5.5-inch Plus phones (414×736 at @3x): drawn at 1242×2208 and shown on a panel of
    /// 1080×1920 pixels, which the device's `nativeBounds` and `currentMode` report (the
    /// Simulator reports 1242×2208), its `nativeScale` 1080 / 414. Nil on any other screen.
    static func plusPanel(_ e: inout Evaluator) -> Size? {
        let layout = e.session.state.layout
        let screen = layout.screen
        guard layout.environment.device != nil, layout.textScale == 3,
              min(screen.width, screen.height) == 414, max(screen.width, screen.height) == 736 else { return nil }
        e.note("the Plus phone's screen is drawn at 1242×2208 and shown on its 1080×1920-pixel panel, which nativeBounds, "
            + "currentMode and nativeScale (1080 / 414, about 2.61) report on the device (the Simulator reports 1242×2208 and 3)")
        return Size(width: 1080, height: 1920)
    }

    static let keyboardUsesSafeArea = "keyboardLayoutGuide.usesBottomSafeArea"

    /// SnapKit 0.x–2.x's view controller targets, `make.top.equalTo(self.snp_topLayoutGuideBottom)`:
    /// the edges of `topLayoutGuide` and `bottomLayoutGuide`, as `layoutSupportMembers` reads them.
    static var snapKitLayoutGuideMembers: [Member] {
        [("snp_topLayoutGuideTop", true, true), ("snp_topLayoutGuideBottom", true, false),
         ("snp_bottomLayoutGuideTop", false, true), ("snp_bottomLayoutGuideBottom", false, false)].map { name, isTop, top in
            .property(name, "ConstraintItem", "SnapKit 0.x: the \(isTop ? "top" : "bottom") layout guide's \(top ? "top" : "bottom")") {
                _, _, _ throws(Interrupt) in
                switch (isTop, top) {
                case (true, true): .snpAttribute(.view("root"), .top)
                case (true, false): .snpAttribute(.guide(.safeAreaLayoutGuide, of: "root"), .top)
                case (false, true): .snpAttribute(.guide(.safeAreaLayoutGuide, of: "root"), .bottom)
                case (false, false): .snpAttribute(.view("root"), .bottom)
                }
            }
        }
    }

    /// `autoresizingMask`: kept and read back, and laid out as UIKit's autoresizing does: while
    /// the view's mask is translated into constraints, its frame follows its superview's size
    /// from the size the superview has when the frame or the mask is set, or the view is added
    /// (``Layout/setAutoresizingMask(_:_:)``). A mask on a view not yet placed waits for it.
    static var autoresizingMaskProperty: Member {
        let kept = Member.appearance("autoresizingMask", "the frame follows the superview's size where the mask is flexible, as UIKit's autoresizing")
        return Member(name: kept.name, signature: kept.signature, help: kept.help, isLayout: true, get: kept.get,
                      set: { e, base, value, range throws(Interrupt) in
                          if let set = kept.set { try set(&e, base, value, range) }
                          guard case .view(let view) = base else { return }
                          var mask = AutoresizingMask()
                          var unknown: [String] = []
                          func take(_ option: Value) {
                              switch option {
                              case .array(let items): items.forEach(take)
                              case .enumCase(let name) where !mask.insert(named: name) && name != "none": unknown.append(name)
                              case .enumCase: break
                              case .number(let n) where n == 0: break
                              default: unknown.append(e.describe(option))
                              }
                          }
                          take(value)
                          if !unknown.isEmpty {
                              e.note("\(e.viewName(view)).autoresizingMask: \(unknown.joined(separator: ", ")) is not an option Layoutbook "
                                  + "knows; the rest of the mask is applied")
                          }
                          e.swift.autoresizingMasks[e.viewName(view)] = mask
                          e.refreshAutoresizing(view)
                      },
                      call: nil)
    }

    /// A cell's members: its content view is the cell itself, so constraints to `contentView`
    /// and the cell's size are one view's; what a cell draws is ignored.
    static var cellMembers: [Member] {
        [
            .property("contentView", "UIView", "the view the cell's subviews go in (the cell itself here)") { _, base, _ throws(Interrupt) in base },
            // Views UIKit's cell draws behind its content, at the cell's size: neither moves a subview.
            .appearance("backgroundView"), .appearance("selectedBackgroundView"), .appearance("multipleSelectionBackgroundView"),
            .appearance("backgroundConfiguration"), .appearance("reuseIdentifier"),
            .method("defaultContentConfiguration()", "UIKit's list content configuration for the cell's style: its text, secondary "
                    + "text and image, which Layoutbook does not lay out") { _, _, _, _, _ throws(Interrupt) in
                .opaque("UIListContentConfiguration")
            },
            .keptViewProperty("contentConfiguration", "UIContentConfiguration?",
                              "a configuration of the paste's own: the view its makeContentView() makes fills the cell's content "
                                  + "view; UIKit's list configuration draws text Layoutbook does not lay out (noted)") {
                e, base, value, range throws(Interrupt) in
                try e.setContentConfiguration(base, value, at: range)
            },
            .inert("prepareForReuse()"), .inert("setSelected(_:animated:)"), .inert("setHighlighted(_:animated:)"),
            // Read by a cell's own code (`if self.selected {`, Swift 1–2's spelling of isSelected).
            // A cell the table has just shown is none of these until the user acts: false.
            unsetFalse("isSelected"), unsetFalse("isHighlighted"), unsetFalse("isEditing"),
        ]
    }

    /// A table cell's own members, which a collection view's cell lacks: its style's views, its
    /// accessory, its selection style, separator and indentation (a pasted cell's `didSet` on
    /// `indentationLevel` runs when the code sets it).
    static var tableCellMembers: [Member] {
        [
            .appearance("selectionStyle"), cellAccessoryMember("accessoryType"), cellAccessoryMember("accessoryView"), cellStyleView("textLabel"),
            cellStyleView("detailTextLabel"), cellStyleView("imageView"), .appearance("separatorInset"),
            .appearance("indentationLevel"), .appearance("indentationWidth"), .appearance("shouldIndentWhileEditing"),
        ]
    }

    /// A view of the cell's own style (`textLabel`, `detailTextLabel`, `imageView`): UIKit's cell
    /// makes it when first read and places it itself; not modelled here, except where the cell's
    /// own `layoutSubviews` reads it to set its frame (``Evaluator/cellStyleSubview(_:of:at:)``).
    /// Read elsewhere, it is said in a note, so that its text, and constraints code makes on it
    /// (`textLabel?.snp.makeConstraints`), are not skipped without a word. (A pasted class's own
    /// property of the name is its own.)
    static func cellStyleView(_ name: String) -> Member {
        let plain = Member.appearance(name, "the cell style's own view, placed by UIKit's cell (not modelled): shown where the cell's layoutSubviews sets its frame")
        return Member(name: name, signature: name, help: plain.help, isLayout: false,
                      get: { e, base, range throws(Interrupt) in
                          if case .view(let view) = base, let made = try e.cellStyleSubview(name, of: view, at: range) {
                              return .view(made)
                          }
                          if case .view(let view) = base {
                              e.note("skipped '\(name)' of \(e.viewName(view)): the cell style's own \(name == "imageView" ? "image view" : "label"), "
                                  + "which UIKit's cell places itself, is not modelled; what code sets on it, and constraints to it, are "
                                  + "skipped — give the cell a label of its own to see it")
                          }
                          return try plain.get?(&e, base, range) ?? .opaque(name)
                      },
                      set: plain.set, call: nil)
    }

    /// A button's own `titleLabel` or `imageView`: its properties are settings that change no
    /// layout here, except in a pasted button subclass's `layoutSubviews`, which reads it to set
    /// its frame (``Evaluator/buttonOwnSubview(_:of:at:)``).
    static func buttonOwnView(_ name: String) -> Member {
        let plain = Member.appearance(name, "the button's own view, placed by UIKit's button (not modelled): shown where "
                                          + "a button subclass's layoutSubviews sets its frame")
        return Member(name: name, signature: name, help: plain.help, isLayout: false,
                      get: { e, base, range throws(Interrupt) in
                          if case .view(let view) = base, let made = try e.buttonOwnSubview(name, of: view, at: range) {
                              return .view(made)
                          }
                          if case .view(let view) = base, e.swift.appearance[e.viewName(view)]?[name] == nil {
                              // Standing for the button's own view, so that a constraint on it is noted.
                              let text = "\(e.viewName(view)).\(name)"
                              e.swift.unmodelledOwnViews[text] = "the button's own \(name == "titleLabel" ? "title label" : "image view"), "
                                  + "which UIKit's button sizes and places itself"
                              return .opaque(text)
                          }
                          return try plain.get?(&e, base, range) ?? .opaque(name)
                      },
                      set: plain.set, call: nil)
    }

    /// `titleRect(forContentRect:)` or `imageRect(forContentRect:)` of UIKit's button, as a
    /// subclass's override reads it through `super`: the rect UIKit fits the title's text or the
    /// image into is not modelled, so 0,0,0,0 is used, with a note.
    static func buttonOwnRect(_ signature: String, _ content: String) -> Member {
        .method(signature, "where UIKit's button draws its \(content): sized by it, not modelled (0,0,0,0); a subclass's "
                    + "own is where its layout places the \(content == "title" ? "title label" : "image view")") { e, _, _, _, _ throws(Interrupt) in
            e.note("\(signature) of UIKit's button: where it draws the \(content) depends on the \(content)'s size, which is not "
                + "modelled, so 0,0,0,0 is used: what is worked out from it is not UIKit's")
            return .rect(.zero)
        }
    }

    /// `systemLayoutSizeFitting(_:)` and its form with fitting priorities: the size the view's
    /// constraints give when it also wants the target size (see `Layout.fittingSize`), said in a
    /// note as well, since the app would print or use it.
    static let systemLayoutSizeFitting: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        let name = try viewName(base, &e, at: range)
        let target = try args.first.map { a throws(Interrupt) in try size(a.value, &e, at: a.range) } ?? Layout.layoutFittingCompressedSize
        func fittingPriority(_ labels: [String]) throws(Interrupt) -> Int {
            guard let a = args.named(labels) else { return Layout.fittingSizeLevel }
            let p = try priority(a.value, &e, at: a.range)
            guard let level = Int(wholeNumber: p.rounded()), (1...1000).contains(level) else {
                throw e.fail("a priority is 1…1000, found \(NumberText.describe(p))", at: a.range)
            }
            return level
        }
        let h = try fittingPriority(["withHorizontalFittingPriority"])
        let v = try fittingPriority(["verticalFittingPriority"])
        guard let id = e.layoutID(name) else {
            // A view not placed yet is measured as UIKit measures it: by its own constraints and
            // those inside it (a header sized before it gets its frame), not by its zero frame.
            if let fitted = detachedFittingSize(e.viewName(name), &e, target: target, horizontal: h, vertical: v, at: range) {
                e.note("\(name).systemLayoutSizeFitting: \(Session.number(fitted.width))×\(Session.number(fitted.height))")
                return .size(fitted)
            }
            let f = e.frame(of: name)
            return .size(Size(width: f.width, height: f.height))
        }
        try e.applyIntrinsicSizes(at: range, inside: id)
        let fitted = e.session.state.layout.fittingSize(of: id, target: target, horizontalPriority: h, verticalPriority: v)
        e.note("\(name).systemLayoutSizeFitting: \(Session.number(fitted.width))×\(Session.number(fitted.height))")
        return .size(fitted)
    }

    /// The fitting size of a view made but not placed: its tree, with the constraints kept until
    /// it is placed, is placed on a copy of the session and measured there, so the session itself
    /// does not change. Nil when the tree cannot be placed (the caller then reads its frame).
    static func detachedFittingSize(_ name: String, _ e: inout Evaluator, target: Size, horizontal: Int, vertical: Int,
                                    at range: SourceRange) -> Size? {
        guard e.session.state.detached[name] != nil else { return nil }
        let top = e.session.detachedTop(of: name)
        var trial = e.session
        var ignored = Session.Context(outcome: Outcome())
        guard (try? trial.place(top, in: .root, at: range, &ignored)) != nil, let id = trial.state.layout.id(of: name) else {
            return nil
        }
        // The tree's top has no superview in the app, so no autoresizing constraints hold it: a
        // container around the view measured (`outer` holding `inner` by its edges) follows it.
        // Nor is it in a window: no safe-area inset reaches its margins or its guide.
        if let topID = trial.state.layout.id(of: top) {
            if top != e.viewName(name) { try? trial.state.layout.setTranslatesAutoresizingMask(topID, false) }
            try? trial.state.layout.setOutsideWindow(topID, true)
        }
        // UIKit's engine asks each view in the tree for its intrinsic size, a pasted class's
        // override (`intrinsicContentSize` of a padded label) and a control's included, on the
        // screen or not: they are given on the copy, as for a placed view.
        let saved = e.session
        e.session = trial
        try? e.applyIntrinsicSizes(at: range, inside: id)
        let fitted = e.session.state.layout.fittingSize(of: id, target: target, horizontalPriority: horizontal, verticalPriority: vertical)
        e.session = saved
        return fitted
    }

    /// `a.convert(rect, to: b)` and `a.convert(point, from: b)`: a point or rect from one view's
    /// coordinates (its bounds') to another's, through the screen, as the views are laid out
    /// when the line runs; nil for the other view is the window (the screen here). With a view
    /// not placed in the layout the result is skipped, with a note.
    static func converted(_ base: Value, _ args: [EvaluatedArgument], toOther: Bool, _ e: inout Evaluator,
                          at range: SourceRange) throws(Interrupt) -> Value {
        // (The label says which, whichever of the two members the call was matched to.)
        let toOther = args.count == 2 ? args[1].label != "from" : toOther
        let method = toOther ? "convert(_:to:)" : "convert(_:from:)"
        guard args.count == 2, let given = args.first else { throw e.fail("\(method) takes a point or rect and a view", at: range) }
        let layout = e.session.state.layout
        // A view's coordinates to the screen's: a point of its bounds, scaled as it is drawn.
        func mapping(_ value: Value) throws(Interrupt) -> (origin: Point, bounds: Point, scale: Double)? {
            if case .none = value {
                // The window: the root view's coordinates are from its own top, which is below an
                // opaque navigation bar in the window.
                let root = e.rootOriginInWindow
                return (Point(x: -root.x, y: -root.y), Point(x: 0, y: 0), 1)
            }
            guard case .view = value, let id = e.layoutID(try viewName(value, &e, at: range)) else { return nil }
            let window = layout.windowRect(of: id)
            let bounds = layout.bounds(of: id)
            let scale = bounds.width > 0 && window.width > 0 ? window.width / bounds.width : 1
            return (Point(x: window.minX, y: window.minY), Point(x: bounds.minX, y: bounds.minY), scale)
        }
        guard let own = try mapping(base), let other = try mapping(args[1].value) else {
            e.note("skipped '\(method)': a view in it is not placed in the layout; lines that need its result are skipped")
            return .opaque("convert(…)")
        }
        let (from, to) = toOther ? (own, other) : (other, own)
        func point(_ p: Point) -> Point {
            let screen = Point(x: from.origin.x + (p.x - from.bounds.x) * from.scale, y: from.origin.y + (p.y - from.bounds.y) * from.scale)
            return Point(x: (screen.x - to.origin.x) / to.scale + to.bounds.x, y: (screen.y - to.origin.y) / to.scale + to.bounds.y)
        }
        switch given.value {
        case .point(let p): return .point(point(p))
        case .rect(let r):
            let p = point(Point(x: r.minX, y: r.minY))
            let factor = from.scale / to.scale
            return .rect(Rect(x: p.x, y: p.y, width: r.width * factor, height: r.height * factor))
        default:
            throw e.fail("\(method) converts a CGPoint or a CGRect, not \(given.value.kindName)", at: given.range)
        }
    }

    /// The frame to give a view so that, drawn at its zoom scale (a scroll view's zoom view is
    /// scaled with its origin), its centre is `center` and its bounds `size`; the rect itself
    /// when it is not zoomed.
    static func unzoomedRect(_ name: String, _ e: inout Evaluator, center: Point, size: Size) -> Rect {
        let z = e.layoutID(name).map { e.session.state.layout.transform(of: $0).a } ?? 1
        let scale = z > 0 ? z : 1
        return Rect(x: center.x / scale - size.width / 2, y: center.y / scale - size.height / 2, width: size.width, height: size.height)
    }

    static let sizeThatFits: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        let name = try viewName(base, &e, at: range)
        let given = try args.first.map { a throws(Interrupt) in try size(a.value, &e, at: a.range) }
        noteMeasuredControl(name, "sizeThatFits(_:)", &e)
        return .size(e.sizeThatFits(name, given, at: range))
    }

    /// A control whose size is the table's approximation (``ControlSizes``), measured by the code
    /// itself (`sizeToFit()`, `sizeThatFits(_:)`, `intrinsicContentSize`): the frame the code makes
    /// of that size is as approximate, which is said even where nothing else would say it (the
    /// frame it sets then holds whatever size the table gives).
    static func noteMeasuredControl(_ name: String, _ measure: String, _ e: inout Evaluator) {
        guard e.swift.controls[e.viewName(name)] != nil, let typeName = e.libraryTypeName(of: .view(name)),
              let row = ControlSizes.row(for: typeName), !row.verified else { return }
        e.note("\(e.viewName(name)).\(measure): the size of a \(typeName) comes from Layoutbook's table of controls, "
            + "approximate (help \(typeName)), and so does the frame made of it")
    }

    static let sizeToFit: Member.Caller = { e, base, _, _, range throws(Interrupt) in
        let name = try viewName(base, &e, at: range)
        let frame = e.frame(of: name)
        // The origin kept is where UIKit's cell placed its own label or image view.
        e.noteCellPlacementRead(name)
        if e.swift.unknownImages.contains(e.viewName(name)), e.intrinsicSize(of: name).width < 0 {
            // UIKit sizes an image view to its image; the paste does not hold the image, so the
            // size is the app's. The frame is kept, which is said: it is not what UIKit shows.
            e.note("\(e.viewName(name)).sizeToFit(): UIKit sizes an image view to its image, and the image is not in the paste, so that "
                + "size is unknown; the frame keeps \(Session.number(frame.width))×\(Session.number(frame.height)) (give the image a size "
                + "with 'image \(e.viewName(name)) size WxH')")
            return .void
        }
        let current = Size(width: frame.width, height: frame.height)
        // UIKit's sizeToFit() asks the view's own sizeThatFits(_:): a pasted class's override answers.
        let own = try e.ownSizeThatFits(name, current, at: range)
        if own == nil { noteMeasuredControl(name, "sizeToFit()", &e) }
        let fitted = try own ?? e.sizeThatFits(name, current, at: range)
        try e.setFrame(name, Rect(origin: frame.origin, size: fitted), at: range)
        return .void
    }

    /// A control's help line: its size rule from `ControlSizes`, and whether UIKit's size is verified.
    static func controlHelp(_ className: String) -> String {
        guard let row = ControlSizes.row(for: className) else { return "a control" }
        return "intrinsic size: \(row.rule)" + (row.verified ? "" : " (approximate: not verified against UIKit)")
    }

    /// UITextInputTraits, which text fields and text views both adopt: the keyboard's kind and
    /// keys, and what the system corrects. None changes a layout.
    static let textInputTraits: [Member] = [
        "keyboardType", "returnKeyType", "isSecureTextEntry", "autocapitalizationType", "autocorrectionType",
        "spellCheckingType", "keyboardAppearance", "enablesReturnKeyAutomatically", "textContentType",
        "smartQuotesType", "smartDashesType", "smartInsertDeleteType",
    ].map { Member.appearance($0) }

    /// A text field's `leftView`, `rightView` and their modes: kept and read back, and a side
    /// view the field shows when it is not being edited (`.always`, `.unlessEditing`; `.never` is
    /// the default) widens its intrinsic size by its width — its frame's, or its own size when
    /// made with none. UIKit places it inside the field; here it is not shown as a view.
    static func textFieldSideView(_ name: String) -> Member {
        Member(name: name, signature: name, help: "a side view shown unless editing widens the field by its width", isLayout: false,
               get: { e, base, _ throws(Interrupt) in
                   guard case .view(let view) = base else { return .opaque(name) }
                   if let value = e.swift.appearance[e.viewName(view)]?[name] { return value }
                   return name.hasSuffix("Mode") ? .enumCase("never") : .none
               },
               set: { e, base, value, range throws(Interrupt) in
                   guard case .view(let view) = base else { return }
                   let field = e.viewName(view)
                   e.swift.appearance[field, default: [:]][name] = value
                   var width = 0.0
                   for side in ["leftView", "rightView"] {
                       guard case .view(let shown)? = e.swift.appearance[field]?[side],
                             case .enumCase(let mode)? = e.swift.appearance[field]?[side + "Mode"],
                             ["always", "unlessEditing"].contains(mode) else { continue }
                       var sideWidth = e.frame(of: shown).width
                       if sideWidth == 0, let id = e.layoutID(shown), let own = e.session.state.layout.view(id)?.imageSize {
                           sideWidth = max(0, own.width)
                       }
                       width += sideWidth
                   }
                   var content = e.swift.controls[field] ?? ControlContent()
                   guard content.sideViewsWidth != width else { return }
                   content.sideViewsWidth = width
                   e.swift.controls[field] = content
                   e.context.changedState = true
               },
               call: nil)
    }

    /// A property of a control that changes what it shows, and so its intrinsic size.
    /// `hasText` (UIKeyInput): whether the user has typed anything, which only the running app
    /// knows; a condition on it is taken as true, with the note every such condition gets.
    static let hasText = Member(name: "hasText", signature: "hasText: Bool",
                                help: "whether there is text: what the user typed, the app's at run time", isLayout: false,
                                get: { _, _, _ throws(Interrupt) in .opaque("hasText") }, set: nil, call: nil)

    /// A view's `transform`: kept and read back, but frames are laid out without it (only a
    /// scroll view's zoom is modelled). UIKit's `frame` of a transformed view is the bounding box
    /// of its transformed bounds, so a transform other than the identity is said in a note rather
    /// than shown silently at the untransformed frame.
    static let transformProperty = Member(
        name: "transform", signature: "transform: CGAffineTransform",
        help: "kept, not applied: frames are shown untransformed (a scroll view's zoom is modelled)", isLayout: false,
        get: { e, base, _ throws(Interrupt) in
            if case .view(let view) = base, let value = e.swift.appearance[e.viewName(view)]?["transform"] { return value }
            return .enumCase("identity")
        },
        set: { e, base, value, _ throws(Interrupt) in
            guard case .view(let view) = base else { return }
            let name = e.viewName(view)
            e.swift.appearance[name, default: [:]]["transform"] = value
            if isIdentityTransform(value) { return }
            e.note("\(name).transform is not applied here: \(name)'s frame is shown untransformed, where UIKit's frame is the "
                + "bounding box of the transformed view (its bounds and center stay, and so does what its constraints place)")
        },
        call: nil)

    /// A transform set on a view's layer (`layer.setAffineTransform(…)`, `layer.transform = …`):
    /// like the view's own `transform`, kept but not applied, which a note says unless it is the
    /// identity.
    static func noteLayerTransform(_ view: String, _ value: Value, _ e: inout Evaluator) {
        if isIdentityTransform(value) { return }
        if case .opaque(let text) = value, text.hasSuffix("CATransform3DIdentity") { return }
        e.note("\(view).layer's transform is not applied here: \(view)'s frame is shown untransformed, where UIKit's frame is "
            + "the bounding box of the transformed layer")
    }

    /// Whether `value` is `.identity` / `CGAffineTransform.identity` (or a `CGAffineTransform()`
    /// made with no arguments, which is the identity too).
    static func isIdentityTransform(_ value: Value) -> Bool {
        switch value {
        case .enumCase(let name): name == "identity"
        case .opaque(let text): text.hasSuffix("identity") || text == "CGAffineTransform()"
        default: false
        }
    }

    /// UITextField's `isEditing`: no one types on a screen just shown, so it is false (code that
    /// asks it, `if field.isEditing { … }`, takes the branch a shown screen takes).
    static let isEditingText = Member(name: "isEditing", signature: "isEditing: Bool",
                                      help: "whether the user is typing in the field: false on a screen just shown", isLayout: false,
                                      get: { _, _, _ throws(Interrupt) in .bool(false) }, set: nil, call: nil)

    /// A control's property that sets what sizes it; `read` gives its value back where the control
    /// holds it (`password.borderStyle = login.borderStyle`), else it reads as an opaque value.
    static func controlProperty(_ name: String, _ type: String, _ help: String,
                                read: (@Sendable (ControlContent) -> Value)? = nil,
                                _ apply: @escaping @Sendable (inout Evaluator, inout ControlContent, Value, SourceRange) throws(Interrupt) -> Void) -> Member {
        .property(name, type, help) { e, base, range throws(Interrupt) in
            guard let read, let view = try? viewName(base, &e, at: range) else { return .opaque(name) }
            return read(e.swift.controls[view] ?? ControlContent())
        } set: { e, base, value, range throws(Interrupt) in
            let view = try viewName(base, &e, at: range)
            var content = e.swift.controls[view] ?? ControlContent()
            try apply(&e, &content, value, range)
            e.swift.controls[view] = content
            e.context.changedState = true
        }
    }

    /// The field of a controller's object that lists its child controllers, and the one of a child
    /// that names its parent.
    static let childrenField = "$children", parentField = "$parent"

    /// `addChild(_:)` on a plain controller: the child joins its `children`, last (once), and
    /// leaves the parent it had, as UIKit moves it.
    static let addChildController: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        guard let parent = e.objectID(of: base), let child = args.first.flatMap({ e.objectID(of: $0.value) }), child != parent else {
            return .void
        }
        try detachChild(child, &e)
        var list: [Value] = []
        if case .array(let items)? = e.swift.objects[parent]?.fields[childrenField] { list = items }
        list.append(.object(child))
        e.swift.objects[parent]?.fields[childrenField] = .array(list)
        e.swift.objects[child]?.fields[parentField] = .object(parent)
        return .void
    }

    /// `removeFromParent()`: the controller leaves its parent's `children`.
    static let removeChildController: Member.Caller = { e, base, _, _, _ throws(Interrupt) in
        if let child = e.objectID(of: base) { try detachChild(child, &e) }
        return .void
    }

    static func detachChild(_ child: Int, _ e: inout Evaluator) throws(Interrupt) {
        guard case .object(let parent)? = e.swift.objects[child]?.fields[parentField],
              case .array(let items)? = e.swift.objects[parent]?.fields[childrenField] else { return }
        e.swift.objects[parent]?.fields[childrenField] = .array(items.filter { item in
            if case .object(let id) = item { id != child } else { true }
        })
        e.swift.objects[child]?.fields[parentField] = nil
    }

    /// A controller's `children`: those `addChild(_:)` added here; none for one that added none
    /// (one made by the app's code the paste lacks is the app's).
    static func childControllers(of base: Value, _ e: inout Evaluator) -> Value {
        guard let id = e.objectID(of: base), let object = e.swift.objects[id] else { return .opaque("children") }
        return object.fields[childrenField] ?? .array([])
    }

    /// `UIView.animate(…)` in both spellings: the animations closure runs at once, then the
    /// completion closure (with `true`), since layout here has no time.
    static let animate: Member.Caller = { e, _, args, trailing, range throws(Interrupt) in
        var closures: [(Value, [Value])] = []
        if let a = args.named("animations")?.value { closures.append((a, [])) }
        if let c = args.named("completion")?.value { closures.append((c, [.bool(true)])) }
        // A trailing closure is the animations when none was labelled, else the completion.
        if let t = trailing { closures.append((t, args.named("animations") == nil ? [] : [.bool(true)])) }
        for (closure, arguments) in closures.sorted(by: { $0.1.count < $1.1.count }) {
            switch closure {
            case .closure, .function:
                if arguments.isEmpty {
                    _ = try e.callAny(closure, arguments, at: range)
                } else {
                    try e.runAnimationCompletion(closure, arguments, at: range)
                }
            default: continue  // `completion: nil`
            }
        }
        return .void
    }

    /// The `insertSubview` forms (`at:`, Swift 2's `atIndex:`, `belowSubview:`, `aboveSubview:`):
    /// the view is added as ``addSubview`` adds it; where it goes among its siblings changes only
    /// which draws on top. UIKit takes an index past the end (a scroll view's own indicators make
    /// the count one would guess wrong) as the end.
    /// A tab bar controller's `addChild(_:)`: a tab (``Evaluator/addTab(to:_:at:)``).
    static let addTab: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        try e.addTab(to: base, args.first?.value, at: range)
        return .void
    }

    static let insertSubview: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        guard let child = args.first else { throw e.fail("insertSubview needs a view", at: range) }
        let view = try e.subviewArgument(child)
        try e.addSubview(base, view, at: range)
        // Where among the siblings: an index, or beside a sibling.
        guard args.count == 2 else { return .void }
        let place = args[1]
        if case .number(let n) = place.value {
            try reorder(view, to: Int(max(0, min(n, 1_000_000))), &e, at: range)
        } else if case .view(let sibling) = place.value, let siblingID = e.layoutID(e.viewName(sibling)),
                  let parent = e.session.state.layout.superview(of: siblingID) {
            let childID = e.layoutID(try viewName(view, &e, at: range))
            let others = e.session.state.layout.view(parent)?.subviews.filter { $0 != childID } ?? []
            if let index = others.firstIndex(of: siblingID) {
                try reorder(view, to: place.label == "aboveSubview" ? index + 1 : index, &e, at: range)
            }
        }
        return .void
    }

    /// Puts a placed subview at `index` among its siblings (``Layout/reorderSubview(_:to:)``);
    /// nothing for a view not placed.
    static func reorder(_ value: Value?, to index: Int, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) {
        guard let value, case .view = value, let id = e.layoutID(try viewName(value, &e, at: range)) else { return }
        e.session.state.layout.reorderSubview(id, to: index)
        e.context.changedState = true
    }

    /// PureLayout's `UILabel.newAutoLayout()`: a view of the class it is called on, made with
    /// `init()`, its `translatesAutoresizingMaskIntoConstraints` off.
    static let newAutoLayout: Member.Caller = { e, base, _, _, range throws(Interrupt) in
        guard case .type(let typeName) = base else { throw e.fail("newAutoLayout() is called on a view class", at: range) }
        let made = try e.construct(typeName, [], trailing: nil, at: range, nameRange: range)
        let name = try viewName(made, &e, at: range)
        try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
        return made
    }

    /// `addSubview(_:)`.
    /// `overlay.isDescendant(of: view)`: the view itself, or one inside it (waiting with its
    /// superview out of the hierarchy too).
    static let isDescendant: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        guard let first = args.first else { throw e.fail("isDescendant(of:) needs a view", at: range) }
        guard case .view(let ancestor) = first.value else { return first.value.isOpaque ? first.value : .bool(false) }
        var current: String? = e.viewName(try viewName(base, &e, at: range))
        let wanted = e.viewName(ancestor)
        var seen: Set<String> = []
        while let view = current, seen.insert(view).inserted {
            if view == wanted { return .bool(true) }
            guard case .view(let parent) = e.superview(of: view) else { break }
            current = e.viewName(parent)
        }
        return .bool(false)
    }

    static let addSubview: Member.Caller = { e, base, args, trailing, range throws(Interrupt) in
        guard let child = args.first else { throw e.fail("addSubview needs a view", at: range) }
        if let trailing, args.count == 1, case .closure = trailing {
            // `view.addSubview(dim) { dim in dim.snp.makeConstraints { … } }`: UIKit's takes no
            // closure, so this is the app's own helper (not in the paste), which adds the view
            // and hands it to the closure to set it up, as its shape says.
            let view = try e.subviewArgument(child)
            try e.addSubview(base, view, at: range)
            e.note("'addSubview(_:_:)' given a closure is the app's own (UIKit's takes one view): taken to add the view and run "
                + "the closure with it, as such helpers do")
            _ = try e.callValue(trailing, [EvaluatedArgument(label: nil, value: view, range: child.range, expr: child.expr)],
                                trailing: nil, at: range)
            return .void
        }
        let constraints = if case .array(let items) = args.count == 2 ? args[1].value : .none {
            items.filter { if case .constraint = $0 { true } else { false } }
        } else {
            [Value]()
        }
        if args.count == 2, let label = args[1].label, case .array(let items) = args[1].value, !constraints.isEmpty,
           items.allSatisfy({ if case .constraint = $0 { true } else if case .opaque = $0 { true } else { false } }) {
            // The app's own `addSubview(_:constraints:)` (an extension the paste lacks; UIKit's
            // takes one view): such helpers add the view, turn its mask off and activate the
            // constraints they are given — those made here (one to a view the paste lacks was
            // skipped, with a note).
            let view = try e.subviewArgument(child)
            try e.addSubview(base, view, at: range)
            let name = try viewName(view, &e, at: child.range)
            try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            try e.setActive([.array(constraints)], true, holder: nil, method: "activate", at: args[1].range)
            e.note("'addSubview(_:\(label):)' is the app's own (UIKit's takes one view): taken to add the view, set its "
                + "translatesAutoresizingMaskIntoConstraints = false and activate the constraints it is given, as such helpers do")
            return .void
        }
        if args.count == 2, let label = args[1].label, ["pin", "edge", "inset", "fill"].contains(where: label.lowercased().contains),
           case .view(let parentName) = base {
            // The app's own `addSubview(_:pinningEdgesWith: insets)` (UIKit's takes one view): such
            // helpers add the view and pin its four edges to the receiver's, inset as given.
            let view = try e.subviewArgument(child)
            try e.addSubview(base, view, at: range)
            let name = try viewName(view, &e, at: child.range)
            try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: false, range: range)), at: range)
            var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            if case .insets(let given, _) = args[1].value { insets = given }
            for (edge, inset): (LayoutAttribute, Double) in [(.top, insets.top), (.left, insets.left), (.bottom, -insets.bottom),
                                                             (.right, -insets.right)] {
                _ = try e.tinyConstraint(name, edge, to: .view(parentName), edge, [], constant: inset, at: range)
            }
            e.note("'addSubview(_:\(label):)' is the app's own (UIKit's takes one view): taken to add the view and pin its edges "
                + "to \(e.viewName(parentName))'s, inset as given, as its name says")
            return .void
        }
        if args.count > 1, args.allSatisfy({ $0.label == nil }),
           args.allSatisfy({ if case .view = $0.value { true } else { false } }) {
            // `addSubview(icon, title, price)`: UIKit's takes one view, so this compiles only
            // with the app's own variadic overload (`func addSubview(_ views: UIView...)`), which
            // adds each in turn.
            for arg in args { try e.addSubview(base, try e.subviewArgument(arg), at: range) }
            e.note("'addSubview' given \(args.count) views is the app's own variadic overload (UIKit's takes one view, and the "
                + "paste lacks it): each is added in order, as such overloads do")
            return .void
        }
        if args.count > 1 {
            // Swift does not compile `addSubview(a, b)`: UIKit's method takes one view.
            throw e.fail("addSubview(_:) takes one view, not \(args.count)", at: args[1].range,
                         hint: "add each view with its own addSubview(_:) call")
        }
        try e.addSubview(base, try e.subviewArgument(child), at: range)
        return .void
    }

    /// What layout libraries add to UIView (SnapKit's underscore spellings, Masonry, FLK,
    /// PureLayout, Stevia, TinyConstraints, EasyPeasy, SDAutoLayout, PinLayout, Align).
    static var layoutLibraryViewMembers: [Member] {
        snapKitUnderscoreMembers + masonrySwiftMembers + flkMembers + pureLayoutMembers + steviaMembers + tinyConstraintsMembers
            + anchorGroupMembers + alignMembers + [easyMember, steviaStyleMember, sdLayoutMember, sdAddSubviewsMember,
                                                   sdAutoSizeMember(height: true), sdAutoSizeMember(height: false), pinMember,
                                                   pinEdgeMember, pinAnchorMember]
    }

    /// iOS 17's `registerForTraitChanges` of a controller or a view, kept for `rotate` and
    /// `device` (see ``TraitRegistration``).
    static var traitRegistrationMembers: [Member] {
        let register: Member.Caller = { e, base, args, trailing, _ throws(Interrupt) in
            e.registerTraitChanges(base, args, trailing: trailing)
            return .opaque("UITraitChangeRegistration")
        }
        return [
            .method("registerForTraitChanges(_:handler:)", labels: ["handler", "target", "action", "withHandler", "withTarget", "withAction"],
                    "iOS 17: the handler (or target's action) runs when rotate or device changes the size classes named",
                    register),
            .inert("unregisterForTraitChanges(_:)"),
        ]
    }

    static var uiViewMembers: [Member] {
        anchorMembers + layoutLibraryViewMembers + traitRegistrationMembers + [
            // NSObject's key-value coding: `[box setValue:@YES forKey:@"hidden"]` sets the property
            // the key names; a key path through private storage (`_placeholderLabel.textColor`)
            // or a key no modelled property has is skipped with a note.
            .method("setValue(_:forKey:)", labels: ["forKey", "forKeyPath"],
                    "key-value coding (forKey: or forKeyPath:): sets the property the key names") { e, base, args, _, range throws(Interrupt) in
                try setByKey(base, args, label: args.named("forKeyPath") == nil ? "forKey" : "forKeyPath", &e, at: range)
            },
            guideMember(.safeAreaLayoutGuide, "the safe area (the whole view on Layoutbook's screen, which has no bars)"),
            guideMember(.layoutMarginsGuide, "the view inset by its layout margins (8 on every side)"),
            guideMember(.readableContentGuide, "the readable width (the margins guide at these widths)"),
            .property("keyboardLayoutGuide", "UIKeyboardLayoutGuide", "iOS 15: where the keyboard is (hidden here)") {
                e, base, range throws(Interrupt) in
                .keyboardGuide(of: try viewName(base, &e, at: range))
            },
            .property("snp", "ConstraintViewDSL", "SnapKit's DSL: makeConstraints, attributes as targets") { e, base, range throws(Interrupt) in
                .snp(.view(try viewName(base, &e, at: range)), .dot)
            },
            .property("translatesAutoresizingMaskIntoConstraints", "Bool",
                      "true for views made with a frame or UIView(): the frame is held by autoresizing constraints") {
                e, base, range throws(Interrupt) in
                let name = e.viewName(try viewName(base, &e, at: range))
                if let id = e.session.state.layout.id(of: name) {
                    return .bool(e.session.state.layout.view(id)?.translatesAutoresizingMaskIntoConstraints ?? false)
                }
                return .bool(true)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints,
                                  .bool(BoolLiteral(value: try bool(value, &e, at: range), range: range)), at: range)
                // The code sets it itself after all (after its constraints): the note that took
                // the app's class to turn it off goes.
                if let said = e.swift.assumedMaskNotes.removeValue(forKey: e.viewName(name)) { e.notes.removeAll { $0 == said } }
            },
            .method("isEqual(_:)", "NSObject's: true for this same view only; nil or another view is never equal") {
                e, base, args, _, range throws(Interrupt) in
                // A view is equal only to itself: `self.isEqual(nil)` is false. What the app's
                // unknown object is, the paste does not say; nor, for a cell, whether the view
                // is its content view, which is the cell itself here.
                switch args.first?.value {
                case .none?: return .bool(false)
                case .view(let other)?:
                    let mine = e.viewName(try viewName(base, &e, at: range))
                    guard mine == e.viewName(other) else { return .bool(false) }
                    let holdsContentView = ["UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UIVisualEffectView"]
                        .contains { isSubtype(e.viewClass(of: mine), of: $0) }
                    return holdsContentView ? .opaque("isEqual(…)") : .bool(true)
                default: return .opaque("isEqual(…)")
                }
            },
            .method("setTranslatesAutoresizingMaskIntoConstraints(_:)", "Swift 1/2 spelling of the property") {
                e, base, args, _, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                let flag = try bool(args.first?.value ?? .bool(false), &e, at: range)
                try e.setProperty(name, .translatesAutoresizingMaskIntoConstraints, .bool(BoolLiteral(value: flag, range: range)), at: range)
                return .void
            },
            .property("frame", "CGRect", "the frame in the superview's coordinates") { e, base, range throws(Interrupt) in
                .rect(e.readFrame(of: try viewName(base, &e, at: range)))
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                let r = try rect(value, &e, at: range)
                // A zoomed view (a scroll view's zoom view, scaled by its transform) keeps its
                // scale: the frame given is the scaled one, so its bounds are that size over the
                // zoom, centred where the frame's centre is (a zoom viewer's centring in
                // layoutSubviews moves the view, it does not zoom it again).
                let z = e.layoutID(name).map { e.session.state.layout.transform(of: $0).a } ?? 1
                if z > 0, z != 1 {
                    let center = Point(x: r.minX + r.width / 2, y: r.minY + r.height / 2)
                    try e.setFrame(name, unzoomedRect(name, &e, center: center, size: Size(width: r.width / z, height: r.height / z)),
                                   at: range)
                    return
                }
                try e.setFrame(name, r, at: range)
            },
            .property("bounds", "CGRect", "the view's own rect (a scroll view's origin is its offset)") { e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                if e.sizedByUnknownImage(name) { return .opaque(e.viewName(name) + ".bounds") }
                let bounds: Rect
                if let early = e.readFrameBeforeFirstLayout(of: name) ?? e.readFrameSinceLastPass(of: name) {
                    bounds = Rect(x: 0, y: 0, width: early.width, height: early.height)
                } else {
                    _ = e.readFrame(of: name)
                    bounds = e.bounds(of: name)
                }
                if bounds.width == 0, bounds.height == 0, e.swift.outlets.contains(e.viewName(name)) {
                    e.zeroSizedOutletRead = e.viewName(name)
                }
                return .rect(bounds)
            } set: { e, base, value, range throws(Interrupt) in
                // UIKit grows or shrinks a view about its centre when its bounds' size changes; a
                // scroll view's bounds origin is its content offset.
                let name = try viewName(base, &e, at: range)
                let r = try rect(value, &e, at: range)
                let f = e.frame(of: name)
                let center = Point(x: f.minX + f.width / 2, y: f.minY + f.height / 2)
                try e.setFrame(name, unzoomedRect(name, &e, center: center, size: Size(width: r.width, height: r.height)), at: range)
                // The origin is the offset even before the scroll view has a content size or a
                // superview (a scroll view made, sized by its bounds, then added).
                let isScrollView = e.layoutID(name).map { e.session.state.layout.isScrollView($0) }
                    ?? (e.session.state.detached[e.viewName(name)]?.kind == .scrollView)
                if isScrollView, e.bounds(of: name).minX != r.minX || e.bounds(of: name).minY != r.minY {
                    try e.setOffset(name, Point(x: r.minX, y: r.minY), at: range)
                }
            },
            .property("center", "CGPoint", "the frame's centre (where the layer's anchorPoint is, when code moved it)") {
                e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                let f = e.readFrame(of: name)
                let a = e.layerAnchorPoint(of: name)
                return .point(Point(x: f.minX + f.width * a.x, y: f.minY + f.height * a.y))
            } set: { e, base, value, range throws(Interrupt) in
                // Moving the centre keeps the bounds: a zoomed view (a transform) keeps its size.
                let name = try viewName(base, &e, at: range)
                var p = try point(value, &e, at: range)
                let b = e.bounds(of: name)
                // (The centre is where the anchor point is: the frame's middle is off it by the rest.)
                let a = e.layerAnchorPoint(of: name)
                p = Point(x: p.x + b.width * (0.5 - a.x), y: p.y + b.height * (0.5 - a.y))
                try e.setFrame(name, unzoomedRect(name, &e, center: p, size: b.size), at: range)
            },
            .property("superview", "UIView?", "the view it is in") { e, base, range throws(Interrupt) in
                e.superview(of: try viewName(base, &e, at: range))
            },
            .property("next", "UIResponder?", "the next responder: the controller whose root view it is, else its superview") {
                e, base, range throws(Interrupt) in
                e.nextResponder(of: try viewName(base, &e, at: range))
            },
            .property("subviews", "[UIView]", "the views in it, in the order added; a scroll view's two scroll indicators after them") {
                e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                var views: [Value] = e.subviews(of: name).map { .view($0) }
                if views.isEmpty, let unknown = storyboardChildren(of: name, "subviews", &e) { return unknown }
                // UIKit's scroll view keeps its two scroll indicators among its subviews, after the
                // app's (`if scrollView.subviews.count == 2` is how apps ask "nothing added yet").
                // A list's and a text view's own subviews are UIKit's and not known here anyway.
                if e.isPlainScrollView(name) { views += [.opaque(scrollIndicator), .opaque(scrollIndicator)] }
                // A segmented control draws each segment as a subview of its own (UIKit's UISegment).
                if e.isView(name, a: "UISegmentedControl") {
                    views += (e.swift.controls[name]?.items ?? []).map { _ in .opaque("a segment (UIKit's own subview)") }
                }
                return .array(views)
            },
            .property("intrinsicContentSize", "CGSize", "the size its content wants (labels and images)") {
                e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                if let standsIn = e.swift.standIns[e.viewName(name)] {
                    // A view standing in for the app's class the paste lacks: what that class's
                    // content wants is its own, not a plain view's "none" (−1).
                    e.note("'\(e.viewName(name)).intrinsicContentSize' is \(standsIn)'s, not in the paste: not known here")
                    return .opaque(e.viewName(name) + ".intrinsicContentSize")
                }
                noteMeasuredControl(name, "intrinsicContentSize", &e)
                return .size(e.intrinsicSize(of: name, at: range))
            },
            .property("constraints", "[NSLayoutConstraint]",
                      "the code's active constraints installed on the view: its items' closest common ancestor (not UIKit's own)") {
                e, base, range throws(Interrupt) in
                e.installedConstraints(on: try viewName(base, &e, at: range))
            },
            .method("viewWithTag(_:)", "the view (itself first, then its subviews, depth first) whose tag is the number; nil if none") {
                e, base, args, _, range throws(Interrupt) in
                guard let first = args.first else { throw e.fail("viewWithTag needs a tag", at: range) }
                if case .opaque = first.value { return first.value }
                let wanted = try Library.number(first.value, &e, at: first.range, what: "a tag")
                // A view never given a tag has 0, as in UIKit.
                func tag(_ view: String, _ e: Evaluator) -> Double {
                    if case .number(let n)? = e.swift.appearance[e.viewName(view)]?["tag"] { return n }
                    return 0
                }
                func search(_ view: String, _ e: Evaluator) -> String? {
                    if tag(view, e) == wanted { return view }
                    for sub in e.subviews(of: view) {
                        if let found = search(sub, e) { return found }
                    }
                    return nil
                }
                return search(try viewName(base, &e, at: range), e).map { .view($0) } ?? .none
            },
            .method("isDescendant(of:)", "whether the view is the given one or inside it, at any depth", isDescendant),
            .method("addSubview(_:)", "puts a view in this one (and what was added to it)", addSubview),
            // A guide made with `UILayoutGuide()` is laid out as a view that draws nothing.
            .method("addLayoutGuide(_:)", "gives the view a guide of its own (UILayoutGuide()): laid out as a hidden view") {
                e, base, args, _, range throws(Interrupt) in
                guard let guide = args.first else { throw e.fail("addLayoutGuide needs a guide", at: range) }
                if case .view(let name) = guide.value, e.swift.customGuides.contains(e.viewName(name)) {
                    try e.placeCustomGuide(e.viewName(name), in: try viewName(base, &e, at: range), at: range)
                }
                return .void
            },
            .method("removeLayoutGuide(_:)", "takes a guide of its own out, with its constraints") { e, _, args, _, range throws(Interrupt) in
                if let guide = args.first, case .view(let name) = guide.value, e.swift.customGuides.contains(e.viewName(name)) {
                    try e.removeFromSuperview(e.viewName(name), keepsObject: false, at: range)
                }
                return .void
            },
            .property("layoutFrame", "CGRect", "a guide's frame (of a guide made with UILayoutGuide())") { e, base, range throws(Interrupt) in
                .rect(e.readFrame(of: try viewName(base, &e, at: range)))
            },
            .method("insertSubview(_:at:)", "as addSubview, at that index of subviews (drawn behind those after it)", insertSubview),
            .method("insertSubview(_:atIndex:)", "Swift 2: insertSubview(_:at:)", insertSubview),
            .method("insertSubview(_:belowSubview:)", "as addSubview, just before the sibling in subviews", insertSubview),
            .method("insertSubview(_:aboveSubview:)", "as addSubview, just after the sibling in subviews", insertSubview),
            .method("removeFromSuperview()", "takes the view, its subviews and their constraints out") { e, base, _, _, range throws(Interrupt) in
                try e.removeFromSuperview(try viewName(base, &e, at: range), at: range)
                return .void
            },
            .method("addConstraint(_:)", "activates a constraint the view holds both items of") { e, base, args, _, range throws(Interrupt) in
                try e.setActive(args.map(\.value), true, holder: try viewName(base, &e, at: range), method: "addConstraint", at: range)
                return .void
            },
            .method("addConstraints(_:)", "activates constraints the view holds both items of") { e, base, args, _, range throws(Interrupt) in
                // `addConstraints(withFormat: "H:|[v0]|", views: a)`: the app's visual-format helper,
                // UIKit's takes one unlabelled array.
                if let typeName = e.libraryTypeName(of: base) ?? typeName(of: base),
                   isAppVisualFormatHelper("addConstraints", labels: args.map(\.label), of: typeName),
                   e.extensionFunction("addConstraints", of: typeName, accepting: nil, trailingClosure: false) == nil {
                    return try appVisualFormatHelper(base, "addConstraints", args, &e, at: range)
                }
                try e.setActive(args.map(\.value), true, holder: try viewName(base, &e, at: range), method: "addConstraints", at: range)
                return .void
            },
            .method("removeConstraint(_:)", "deactivates a constraint") { e, _, args, _, range throws(Interrupt) in
                try e.setActive(args.map(\.value), false, holder: nil, method: "removeConstraint", at: range)
                return .void
            },
            .method("removeConstraints(_:)", "deactivates constraints") { e, _, args, _, range throws(Interrupt) in
                try e.setActive(args.map(\.value), false, holder: nil, method: "removeConstraints", at: range)
                return .void
            },
            .method("setContentHuggingPriority(_:for:)", "how much the view resists growing past its intrinsic size") {
                e, base, args, _, range throws(Interrupt) in
                try e.setLayoutPriority(try viewName(base, &e, at: range), .hugging, args, at: range)
                return .void
            },
            .method("setContentCompressionResistancePriority(_:for:)", "how much the view resists shrinking below its intrinsic size") {
                e, base, args, _, range throws(Interrupt) in
                try e.setLayoutPriority(try viewName(base, &e, at: range), .compressionResistance, args, at: range)
                return .void
            },
            .method("contentHuggingPriority(for:)", "the hugging priority on an axis") { e, base, args, _, range throws(Interrupt) in
                .priority(e.layoutPriority(try viewName(base, &e, at: range), hugging: true, args))
            },
            .method("contentCompressionResistancePriority(for:)", "the compression resistance on an axis") {
                e, base, args, _, range throws(Interrupt) in
                .priority(e.layoutPriority(try viewName(base, &e, at: range), hugging: false, args))
            },
            .method("systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
                    "the size its constraints give when asked for the target at these priorities (also fit NAME)", systemLayoutSizeFitting),
            .method("systemLayoutSizeFitting(_:)", "the size closest to the target its constraints allow (fitting priority on both axes)",
                    systemLayoutSizeFitting),
            .method("systemLayoutSizeFittingSize(_:)", "Swift 2: systemLayoutSizeFitting(_:)", systemLayoutSizeFitting),
            .method("systemLayoutSizeFittingSize(_:withHorizontalFittingPriority:verticalFittingPriority:)",
                    "Swift 2: systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)", systemLayoutSizeFitting),
            layoutRequest("layoutIfNeeded()", "Layoutbook lays out after every command; a pasted class's layoutSubviews runs at the end of the entry",
                          constraints: false, now: true),
            layoutRequest("setNeedsLayout()", "a pasted class's layoutSubviews runs at the end of the entry, as at UIKit's next pass",
                          constraints: false),
            .inert("layoutSubviews()"),
            // UIKit holds what a view's intrinsicContentSize gave until this is called; a pasted
            // class's override is asked again at the next pass.
            .method("invalidateIntrinsicContentSize()",
                    "a pasted class's intrinsicContentSize is asked again at the next pass; until then UIKit keeps its last answer") {
                e, base, _, _, _ throws(Interrupt) in
                if case .view(let name) = base { e.invalidateIntrinsicSize(of: name) }
                return .void
            },
            layoutRequest("setNeedsUpdateConstraints()", "a pasted class's updateConstraints runs at the end of the entry, as at UIKit's next pass",
                          constraints: true),
            layoutRequest("updateConstraintsIfNeeded()", "a pasted class's updateConstraints runs at the end of the entry",
                          constraints: true),
            // Coordinates and touches: real methods, not modelled; what they give is the app's.
            .method("convert(_:to:)", "a point or rect in another view's coordinates (nil: the window's), as laid out now") {
                e, base, args, _, range throws(Interrupt) in
                try converted(base, args, toOther: true, &e, at: range)
            },
            .method("convert(_:from:)", "a point or rect from another view's coordinates (nil: the window's), as laid out now") {
                e, base, args, _, range throws(Interrupt) in
                try converted(base, args, toOther: false, &e, at: range)
            },
            // A view without alignment insets (every view here) aligns by its frame: the same rect.
            .method("frame(forAlignmentRect:)", "the frame whose alignment rect is the one given: that rect, as a view with no alignment insets has it") {
                _, _, args, _, _ throws(Interrupt) in args.first?.value ?? .none
            },
            .method("alignmentRect(forFrame:)", "the alignment rect of a frame: that frame, as a view with no alignment insets has it") {
                _, _, args, _, _ throws(Interrupt) in args.first?.value ?? .none
            },
            .method("needsUpdateConstraints()", "whether the constraints wait for an update: false, as they are updated after every command (it asks; setNeedsUpdateConstraints() asks for one)") {
                _, _, _, _, _ throws(Interrupt) in .bool(false)
            },
            .method("sizeThatFits(_:)", "the size the view would like: a control's, a label's or an image view's own, any other view's current size (UIView's)", sizeThatFits),
            .method("sizeToFit()", "resizes the view to sizeThatFits of its current size, its origin kept", sizeToFit),
            .inert("updateConstraints()"), .inert("setNeedsDisplay()"),
            .method("bringSubviewToFront(_:)", "moves the subview to the end of subviews: drawn in front") { e, _, args, _, range throws(Interrupt) in
                try reorder(args.first?.value, to: Int.max, &e, at: range)
                return .void
            },
            .method("sendSubviewToBack(_:)", "moves the subview to the start of subviews: drawn behind") { e, _, args, _, range throws(Interrupt) in
                try reorder(args.first?.value, to: 0, &e, at: range)
                return .void
            },
            .inert("bringSubview(toFront:)", "drawing order only"), .inert("sendSubview(toBack:)", "drawing order only"),
            .inert("addGestureRecognizer(_:)"), .inert("removeGestureRecognizer(_:)"), .inert("addInteraction(_:)"),
            .inert("endEditing(_:)"), .inert("setNeedsFocusUpdate()"), .inert("exchangeSubview(at:withSubviewAt:)"),
            .appearance("backgroundColor"), .appearance("alpha"), .property("isHidden", "Bool", "hidden views keep their constraints, as in UIKit; a stack view's hidden arranged view takes no room") { e, base, _ throws(Interrupt) in
                    // What the code set, read back (a view starts shown): `if (!spinner.hidden)` in
                    // layoutSubviews places it.
                    guard case .view(let name) = base else { return .opaque("isHidden") }
                    guard let id = e.layoutID(e.viewName(name)) else {
                        // Not in a window yet (a lazy view read before it is added): what the code
                        // set, else shown.
                        for assignment in (e.session.state.detached[e.viewName(name)]?.properties ?? []).reversed()
                        where assignment.property == .isHidden {
                            if case .bool(let literal) = assignment.value { return .bool(literal.value) }
                        }
                        return .bool(false)
                    }
                    return .bool(e.session.state.layout.isHidden(id))
                }
                set: { e, base, value, range throws(Interrupt) in
                    let view = try viewName(base, &e, at: range)
                    if case .opaque(let text) = value {
                        // `nameLabel.isHidden = item.isPrivate`, the app's data: not known, so the
                        // view stays as it was, said, rather than hidden by a guess.
                        e.note("'\(text)' is the app's, not in the paste: \(e.viewName(view)).isHidden is left as it was, "
                            + "the view shown unless the code hid it")
                        return
                    }
                    try e.setProperty(view, .isHidden, .bool(BoolLiteral(value: try bool(value, &e, at: range), range: range)), at: range)
                },
            .appearance("tintColor"), .layerMember, .appearance("clipsToBounds"), .appearance("contentMode"),
            .appearance("isUserInteractionEnabled"), .appearance("tag"), .appearance("accessibilityIdentifier"),
            .appearance("accessibilityLabel"), .appearance("accessibilityHint"), .appearance("accessibilityTraits"),
            .appearance("isAccessibilityElement"), .appearance("isOpaque"), transformProperty,
            .appearance("accessibilityElements", "the order VoiceOver reads; no effect on layout"),
            .appearance("accessibilityValue"), .appearance("accessibilityCustomActions"), .appearance("accessibilityLanguage"),
            .appearance("shouldGroupAccessibilityChildren"), .appearance("accessibilityContainerType"),
            .appearance("accessibilityRespondsToUserInteraction"),
            marginsProperty("layoutMargins", .layoutMargins, "UIEdgeInsets", "the margins the *Margin attributes and layoutMarginsGuide use (8)"),
            marginsProperty("directionalLayoutMargins", .directionalLayoutMargins, "NSDirectionalEdgeInsets", "the margins, leading/trailing"),
            deviceProperty("preservesSuperviewLayoutMargins", .preservesSuperviewLayoutMargins, "Bool",
                           "grow the margins to keep content inside the superview's"),
            deviceProperty("insetsLayoutMarginsFromSafeArea", .insetsLayoutMarginsFromSafeArea, "Bool",
                           "count the margins from the safe area (true)"),
            deviceProperty("layoutMarginsFollowReadableWidth", .layoutMarginsFollowReadableWidth, "Bool",
                           "narrow the margins to the readable width (672 pt at the default text size)"),
            .property("safeAreaInsets", "UIEdgeInsets", "the part of the view under bars, the notch or the home indicator") {
                e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                guard let id = e.layoutID(name) else { return .insets(.zero, directional: false) }
                if let early = e.safeAreaInsetsBeforeWindow(of: name) { return .insets(early, directional: false) }
                return .insets(e.session.state.layout.safeAreaInsets(of: id), directional: false)
            },
            .appearance("semanticContentAttribute", "left-to-right only"), autoresizingMaskProperty,
            // Layoutbook lays out left to right, as an app in a left-to-right language runs.
            .property("effectiveUserInterfaceLayoutDirection", "UIUserInterfaceLayoutDirection",
                      "left to right: Layoutbook lays out in a left-to-right language") { _, _, _ throws(Interrupt) in
                .enumCase("leftToRight")
            },
            .appearance("mask"), .appearance("isMultipleTouchEnabled"), .appearance("isExclusiveTouch"),
            .appearance("overrideUserInterfaceStyle"), .appearance("tintAdjustmentMode"), .appearance("gestureRecognizers"),
            windowProperty, windowSceneProperty, windowScreenProperty, traitCollectionProperty, .appearance("restorationIdentifier"),
            .appearance("contentScaleFactor"), .appearance("shadowColor"), .appearance("focusGroupIdentifier"),
            .appearance("cornerRadius"),
        ]
    }

    /// A view's `window`: nil until the view is on the screen (in its `init`, a controller's
    /// `loadView`, `viewDidLoad` and `viewWillAppear`, or out of every hierarchy), then the window,
    /// which is as big as the screen (the root view stands for it: its bounds and safe area).
    static var windowProperty: Member {
        .property("window", "UIWindow?", "nil until the view is on the screen; then the screen-sized window") {
            e, base, _ throws(Interrupt) in
            guard case .view(let name) = base, e.isInWindow(name) else { return .none }
            return .view("root")
        }
    }

    /// `window.screen` (UIWindow's): the device's screen, as `UIScreen.main` (`1 / window.screen.scale`
    /// is a hairline's pixel).
    static var windowScreenProperty: Member {
        .property("screen", "UIScreen", "UIWindow's: the device's screen, as UIScreen.main") { _, base, _ throws(Interrupt) in
            guard case .view = base else { return .none }
            return .type("UIScreen")
        }
    }

    /// `window.windowScene`: the scene the window is in, whose `screen` is the device's.
    static var windowSceneProperty: Member {
        .property("windowScene", "UIWindowScene?", "UIWindow's: the window's scene (its screen is the device's)") {
            _, base, _ throws(Interrupt) in
            guard case .view = base else { return .none }
            return .type("UIWindowScene")
        }
    }

    /// `setNeedsLayout()`, `setNeedsUpdateConstraints()` and their `IfNeeded` forms: a view of a
    /// pasted class that overrides `layoutSubviews` or `updateConstraints` has it run at the end of
    /// the entry, as UIKit's next layout pass would; Layoutbook's own solving needs no asking.
    static func layoutRequest(_ signature: String, _ help: String, constraints: Bool, now: Bool = false) -> Member {
        .method(signature, help) { e, base, _, _, range throws(Interrupt) in
            guard case .view(let name) = base else { return .void }
            // `layoutIfNeeded()` lays out now: what the code reads next (a frame) counts the
            // intrinsic sizes of pasted classes in the view's subtree, as UIKit's pass would.
            if now, let id = e.layoutID(name) {
                try e.applyIntrinsicSizes(at: range, inside: id)
                e.laidOut(inside: name)
            } else if now, e.declaredCodeDepth == 0, e.session.detachedTop(of: e.viewName(name)) == e.viewName(name) {
                // The paste's own lines lay out a view in no view (`let card = Card(frame: …)`,
                // `card.layoutIfNeeded()`, as a snapshot test does): UIKit lays it out alone, at
                // its frame; it is shown so, in the root view.
                try e.showLaidOutAlone(name, at: range)
            } else if now {
                e.layOutDetachedTree(name, at: range)
            }
            if constraints {
                e.swift.needsUpdateConstraints.insert(e.viewName(name))
            } else {
                e.swift.needsLayout.insert(e.viewName(name))
            }
            return .void
        }
    }

    /// What a table and a collection view share: their data source and reloading, which fill
    /// rows Layoutbook does not draw.
    static var collectionMembers: [Member] {
        [
            .appearance("dataSource", "the app's rows: not drawn"), .appearance("prefetchDataSource"),
            .appearance("dragDelegate"), .appearance("dropDelegate"), .appearance("dragInteractionEnabled"),
            .appearance("allowsSelection"), .appearance("allowsMultipleSelection"), .appearance("isEditing"),
            .property("backgroundView", "UIView?", "a view behind the rows or items, as big as the list's bounds") { e, base, _ throws(Interrupt) in
                if case .view(let list) = base, let background = e.swift.appearance[e.viewName(list)]?["backgroundView"] { return background }
                return .none
            } set: { e, base, value, range throws(Interrupt) in
                try e.setListBackgroundView(base, value, at: range)
            },
            .appearance("remembersLastFocusedIndexPath"),
            .method("reloadData()", "asks the data source again: the content is worked out again at the next layout") { e, base, _, _, range throws(Interrupt) in
                if case .view(let list) = base { try e.reloadList(list, at: range) }
                return .void
            },
            .method("performBatchUpdates(_:completion:)", "runs the updates, then asks the data source again (the content is "
                        + "worked out again), then runs the completion with true; no animation") { e, base, args, trailing, range throws(Interrupt) in
                let closures = (args.map(\.value) + (trailing.map { [$0] } ?? [])).compactMap { value -> Closure? in
                    if case .closure(let c) = value { c } else { nil }
                }
                if let updates = closures.first { _ = try e.callClosure(updates, [], at: range) }
                if case .view(let list) = base { try e.reloadList(list, at: range) }
                if closures.count > 1 { _ = try e.callClosure(closures[1], [.bool(true)], at: range) }
                return .void
            },
            .inert("layoutIfNeeded()"),
        ]
    }

    /// A change of a list's rows, items or sections (`insertRows(at:with:)`, `endUpdates()`): UIKit
    /// asks the data source for the new counts at once, so the content is worked out again from
    /// it, as ``reloadData()`` does. Which rows move, and the animation, are not modelled.
    static func rowsChange(_ signature: String) -> Member {
        .method(signature, "asks the data source again (the new counts): the content is worked out again; no animation") {
            e, base, _, _, range throws(Interrupt) in
            if case .view(let list) = base { try e.reloadList(list, at: range) }
            return .void
        }
    }

    /// A member that reads the app's rows (a dequeued cell, the selected index path): what it
    /// gives is the app's, and lines that need it are skipped.
    static func rowsOnly(_ signature: String) -> Member {
        let name = String(signature.prefix { $0 != "(" })
        if !signature.contains("(") { return .appearance(name, "the app's rows: not modelled") }
        return .method(signature, "the app's rows: not modelled") { _, _, _, _, _ throws(Interrupt) in .opaque(name) }
    }

    static var uiScrollViewMembers: [Member] {
        [
            guideMember(.contentLayoutGuide, "the scrollable content's rect: edges inside it size the contentSize"),
            guideMember(.frameLayoutGuide, "the scroll view's own frame, for constraints that must not scroll"),
            .property("contentSize", "CGSize", "the scrollable size; Auto Layout sets it when constraints reach the content edges") {
                e, base, range throws(Interrupt) in
                guard let info = try scrollInfo(base, &e, at: range) else { return .size(Size(width: 0, height: 0)) }
                if let early = e.readContentSizeBeforeFirstLayout(of: try viewName(base, &e, at: range)) { return .size(early) }
                return .size(info.contentSize)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                let before = e.unknownReads
                let s = try size(value, &e, at: range)
                try e.setProperty(name, .contentSize, .size(SizeLiteral(width: Evaluator.literal(s.width, range),
                                                                         height: Evaluator.literal(s.height, range), range: range)), at: range)
                // Only a size made as a value (`CGSize(…)`, a variable holding one) can carry
                // unknown sides; `.zero` and the like are UIKit's.
                let made: Bool = if case .size = value { true } else { false }
                e.markContentSizeSides(of: name, s, wholeUnknown: e.unknownReads > before, made: made)
            },
            .property("contentOffset", "CGPoint", "where the content is scrolled to (not clamped when set in code)") {
                e, base, range throws(Interrupt) in
                guard let info = try scrollInfo(base, &e, at: range) else { return .point(Point(x: 0, y: 0)) }
                return .point(info.contentOffset)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                try e.setOffset(name, try point(value, &e, at: range), at: range)
            },
            .property("contentInset", "UIEdgeInsets", "room around the content, added to the scroll range") {
                e, base, range throws(Interrupt) in
                guard let info = try scrollInfo(base, &e, at: range) else {
                    // Not placed yet: what the code set so far (`contentInset.bottom = 20` then `.top = 30`).
                    let set = (try? viewName(base, &e, at: range)).flatMap { e.pendingInsets(of: $0, [.contentInset]) }
                    return .insets(set ?? .zero, directional: false)
                }
                return .insets(info.contentInset, directional: false)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                let i = try insets(value, &e, at: range)
                try e.setProperty(name, .contentInset, .insets(InsetsLiteral(
                    top: Evaluator.literal(i.top, range), left: Evaluator.literal(i.left, range),
                    bottom: Evaluator.literal(i.bottom, range), right: Evaluator.literal(i.right, range),
                    isDirectional: false, range: range)), at: range)
            },
            .property("zoomView", "UIView?", "Layoutbook's name for what viewForZooming(in:) returns") { e, base, range throws(Interrupt) in
                let name = e.viewName(try viewName(base, &e, at: range))
                guard let id = e.session.state.layout.id(of: name), let zoom = e.session.state.layout.scrollInfo(id)?.zoomView,
                      let zoomName = e.session.state.layout.name(of: zoom) else { return .none }
                return .view(zoomName)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                switch value {
                case .view(let zoom): try e.setProperty(name, .zoomView, .view(e.identifier(zoom, range)), at: range)
                case .none: try e.setProperty(name, .zoomView, .none(range), at: range)
                default: throw e.fail("zoomView takes a subview or nil, not \(value.kindName)", at: range)
                }
            },
            .property("centering", "ZoomCentering", "Layoutbook's name for how zoomed content smaller than the view is centred: .inset, .frame, .none") {
                _, _, _ throws(Interrupt) in .opaque("centering")
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                guard case .enumCase(let c) = value, let mode = CenteringMode(rawValue: c) else {
                    throw e.fail("centering takes .inset, .frame or .none", at: range)
                }
                try e.setProperty(name, .centering, .centering(mode, range: range), at: range)
            },
            zoomProperty("minimumZoomScale", .minimumZoomScale, "the smallest zoom (1 by default)"),
            zoomProperty("maximumZoomScale", .maximumZoomScale, "the largest zoom (1 by default: no zooming)"),
            zoomProperty("zoomScale", .zoomScale, "the zoom, clamped to the range; needs a zoom view from the delegate"),
            .property("delegate", "UIScrollViewDelegate?", "the object whose viewForZooming(in:) gives the zoom view") {
                e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                return e.swift.delegates[name].map { .object($0) } ?? .none
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                if let id = e.objectID(of: value) { e.swift.delegates[name] = id } else { e.swift.delegates[name] = nil }
                e.context.changedState = true
            },
            .method("setZoomScale(_:animated:)", "sets zoomScale (animated: is ignored)") { e, base, args, _, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                try e.askDelegateForZoomView(name, at: range)
                let scale = try number(args.first?.value ?? .number(1), &e, at: range)
                try e.setProperty(name, .zoomScale, .number(Evaluator.literal(scale, range)), at: range)
                return .void
            },
            .method("setContentOffset(_:animated:)", "sets contentOffset, not clamped (animated: is ignored)") {
                e, base, args, _, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                try e.setOffset(name, try point(args.first?.value ?? .point(Point(x: 0, y: 0)), &e, at: range), at: range)
                return .void
            },
            .method("zoom(to:animated:)", "zooms so the rect fills the scroll view", zoomToRect),
            .method("zoomToRect(_:animated:)", "Swift 2: zoom(to:animated:)", zoomToRect),
            .method("scrollRectToVisible(_:animated:)", "scrolls the least that shows the rect, within the scroll range (animated: is ignored)",
                    scrollRectToVisible),
            .inert("flashScrollIndicators()"),
            .appearance("isPagingEnabled", "paging changes where a drag stops, not layout"), .appearance("pagingEnabled"),
            .appearance("showsVerticalScrollIndicator"), .appearance("showsHorizontalScrollIndicator"), .appearance("bounces"),
            bounceProperty("alwaysBounceVertical", .alwaysBounceVertical, "counts as scrolling vertically for the safe-area insets"),
            bounceProperty("alwaysBounceHorizontal", .alwaysBounceHorizontal, "counts as scrolling horizontally"),
            .appearance("isScrollEnabled"), .appearance("scrollEnabled"), .appearance("keyboardDismissMode"),
            .appearance("decelerationRate"), .appearance("scrollIndicatorInsets"), .appearance("verticalScrollIndicatorInsets"),
            .appearance("horizontalScrollIndicatorInsets"), .appearance("bouncesZoom"), .appearance("delaysContentTouches"),
            .appearance("canCancelContentTouches"), .appearance("indicatorStyle"), .appearance("refreshControl"),
            .appearance("scrollsToTop"), .appearance("directionalLockEnabled"), .appearance("isDirectionalLockEnabled"),
            deviceProperty("contentInsetAdjustmentBehavior", .contentInsetAdjustmentBehavior, "ContentInsetAdjustmentBehavior",
                           "which safe-area insets add to contentInset: .automatic, .scrollableAxes, .never, .always"),
            .appearance("automaticallyAdjustsScrollIndicatorInsets"),
            // What a touch is doing to it: the screen Layoutbook shows is at rest, untouched.
            .property("isDragging", "Bool", "false: nothing touches the screen shown") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("dragging", "Bool", "Swift 2: isDragging") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("isTracking", "Bool", "false: nothing touches the screen shown") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("tracking", "Bool", "Swift 2: isTracking") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("isDecelerating", "Bool", "false: the screen shown is at rest") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("decelerating", "Bool", "Swift 2: isDecelerating") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("isZooming", "Bool", "false: nothing pinches the screen shown") { _, _, _ throws(Interrupt) in .bool(false) },
            .property("zooming", "Bool", "Swift 2: isZooming") { _, _, _ throws(Interrupt) in .bool(false) },
            .appearance("panGestureRecognizer", "the pan gesture that scrolls it: touches, not layout"),
            .appearance("pinchGestureRecognizer", "the pinch gesture that zooms it: touches, not layout"),
        ]
    }

    /// A property of the device's model (margins, safe area, inset adjustment), set as `NAME.x = …`.
    static func deviceProperty(_ name: String, _ property: ViewProperty, _ type: String, _ help: String) -> Member {
        .property(name, type, help) { _, _, _ throws(Interrupt) in .opaque(name) } set: { e, base, value, range throws(Interrupt) in
            let view = try viewName(base, &e, at: range)
            try e.setProperty(view, property, try propertyValue(value, type, &e, at: range), at: range)
        }
    }

    /// `layoutMargins` and `directionalLayoutMargins`: set, they are the view's margins; read, they
    /// are the margins UIKit reports — 8 on each side unless set, the root view's raised to the
    /// controller's system minimum, counted from the safe area once the view is in the window
    /// (``Evaluator/readLayoutMargins(of:)``). Leading is left, as in a left-to-right language.
    static func marginsProperty(_ name: String, _ property: ViewProperty, _ type: String, _ help: String) -> Member {
        .property(name, type, help) { e, base, range throws(Interrupt) in
            guard case .view = base, let margins = e.readLayoutMargins(of: try viewName(base, &e, at: range)) else { return .opaque(name) }
            return .insets(margins, directional: property == .directionalLayoutMargins)
        } set: { e, base, value, range throws(Interrupt) in
            let view = try viewName(base, &e, at: range)
            try e.setProperty(view, property, try propertyValue(value, type, &e, at: range), at: range)
        }
    }

    /// `alwaysBounceVertical`/`Horizontal`: a scroll view's; a text view is UIKit's scroll view too,
    /// but its scrolling text is not laid out here, so on one the flag changes nothing.
    static func bounceProperty(_ name: String, _ property: ViewProperty, _ help: String) -> Member {
        .property(name, "Bool", help) { _, _, _ throws(Interrupt) in .opaque(name) } set: { e, base, value, range throws(Interrupt) in
            let view = try viewName(base, &e, at: range)
            let className = e.className(of: base) ?? e.viewClass(of: view)
            if Library.isSubtype(e.libraryBase(of: className) ?? className, of: "UITextView") { return }
            try e.setProperty(view, property, try propertyValue(value, "Bool", &e, at: range), at: range)
        }
    }

    /// A view controller's property that belongs to its root view.
    static func rootProperty(_ name: String, _ property: ViewProperty, _ type: String, _ help: String) -> Member {
        .property(name, type, help) { _, _, _ throws(Interrupt) in .opaque(name) } set: { e, _, value, range throws(Interrupt) in
            // The screen's root view, also when a loadView made a scroll view the controller's view.
            let adopted = e.swift.aliases.removeValue(forKey: "root")
            defer { e.swift.aliases["root"] = adopted }
            try e.setProperty("root", property, try propertyValue(value, type, &e, at: range), at: range)
        }
    }

    static func propertyValue(_ value: Value, _ type: String, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> PropertyValue {
        switch type {
        case "Bool": return .bool(BoolLiteral(value: try bool(value, &e, at: range), range: range))
        case "ContentInsetAdjustmentBehavior":
            guard case .enumCase(let c) = value, let behavior = AdjustmentBehaviorName(rawValue: c) else {
                var written: String? = nil
                if case .enumCase(let c) = value { written = c }
                throw e.fail("expected .automatic, .scrollableAxes, .never or .always", at: range,
                             suggestion: written.flatMap { Suggestion.closest(to: $0, in: AdjustmentBehaviorName.allCases.map(\.rawValue)) })
            }
            return .adjustmentBehavior(behavior, range: range)
        default:
            let i = try insets(value, &e, at: range)
            let directional = type.hasPrefix("NSDirectional")
            return .insets(InsetsLiteral(top: Evaluator.literal(i.top, range), left: Evaluator.literal(i.left, range),
                                         bottom: Evaluator.literal(i.bottom, range), right: Evaluator.literal(i.right, range),
                                         isDirectional: directional, range: range))
        }
    }

    /// The scroll view a value names, as laid out now (nil while it is not placed).
    static func scrollInfo(_ base: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) -> ScrollInfo? {
        let name = e.viewName(try viewName(base, &e, at: range))
        return e.session.state.layout.id(of: name).flatMap { e.session.state.layout.scrollInfo($0) }
    }

    /// `zoom(to:animated:)` and its Swift 2 spelling: the scale that fits the rect, as `zoom sv to`.
    static let zoomToRect: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        let name = try viewName(base, &e, at: range)
        try e.askDelegateForZoomView(name, at: range)
        let r = try rect(args.first?.value ?? .enumCase("zero"), &e, at: range)
        try e.execute(.zoom(ZoomCommand(view: e.identifier(name, range), rect: Evaluator.rectLiteral(r, range), range: range)))
        return .void
    }

    /// `scrollRectToVisible(_:animated:)`: the offset UIKit's scroll view moves to, worked out
    /// from the scroll view as it stands when called (a view not placed yet from its own frame,
    /// content size and insets, as UIKit works it out whether or not the view is in a window).
    static let scrollRectToVisible: Member.Caller = { e, base, args, _, range throws(Interrupt) in
        let name = e.viewName(try viewName(base, &e, at: range))
        let target = try rect(args.first?.value ?? .enumCase("zero"), &e, at: range)
        guard let (info, bounds) = e.scrollState(of: name, at: range) else { return .void }
        let offset = offsetShowing(target, bounds: bounds, info: info)
        guard offset != info.contentOffset else { return .void }
        try e.setOffset(name, offset, at: range)
        return .void
    }

    /// The offset that shows `rect` (in the content's coordinates), as UIKit's
    /// `scrollRectToVisible(_:animated:)` moves it: on each axis, by the least that brings the
    /// rect inside the bounds less the adjusted content inset — to its far edge when the rect lies
    /// beyond, to its near edge when it lies before (the near edge wins for a rect longer than
    /// the view) — and never outside the scroll range, so a rect beyond the content stops at its end.
    static func offsetShowing(_ rect: Rect, bounds: Size, info: ScrollInfo) -> Point {
        let inset = info.adjustedContentInset
        func axis(_ lo: Double, _ hi: Double, _ current: Double, _ length: Double, _ lead: Double, _ trail: Double,
                  _ range: ScrollRange) -> Double {
            let visible = max(0, length - lead - trail)
            var start = current + lead
            if hi > start + visible { start = hi - visible }
            if lo < start { start = lo }
            return min(max(start - lead, range.min), max(range.min, range.max)) + 0  // never -0
        }
        return Point(x: axis(rect.minX, rect.maxX, info.contentOffset.x, bounds.width, inset.left, inset.right, info.horizontal),
                     y: axis(rect.minY, rect.maxY, info.contentOffset.y, bounds.height, inset.top, inset.bottom, info.vertical))
    }

    static func zoomProperty(_ name: String, _ property: ViewProperty, _ help: String) -> Member {
        .property(name, "CGFloat", help) { e, base, range throws(Interrupt) in
            guard let info = try scrollInfo(base, &e, at: range) else { return .number(1) }
            switch property {
            case .minimumZoomScale: return .number(info.minimumZoomScale)
            case .maximumZoomScale: return .number(info.maximumZoomScale)
            default: return .number(info.zoomScale)
            }
        } set: { e, base, value, range throws(Interrupt) in
            let view = try viewName(base, &e, at: range)
            if property == .zoomScale { try e.askDelegateForZoomView(view, at: range) }
            let n = try number(value, &e, at: range)
            try e.setProperty(view, property, .number(Evaluator.literal(n, range)), at: range)
        }
    }

    /// A controller's `navigationController` and `tabBarController`. In Objective-C, where a message
    /// to nil answers nil, the controller on the screen shown with no such container (`in window`,
    /// the default, and not wrapped in one by the code) has none: nil, so `if (!self.navigationController)`
    /// takes the branch UIKit takes. Otherwise the app's container, not known here.
    static func containerController(_ name: String) -> Member {
        let navigation = name == "navigationController"
        let kept = Member.appearance(name)
        return Member(name: name, signature: name, help: "nil on the screen with no such container (Objective-C); else the app's",
                      isLayout: false, get: { e, base, range throws(Interrupt) in
                          guard e.session.runsObjectiveC, case .object(let id) = base,
                                id == e.swift.presentedController || id == e.swift.promptController,
                                e.swift.objects[id]?.fields[Evaluator.shownInContainerField] == nil else {
                              return try kept.get?(&e, base, range) ?? .opaque(name)
                          }
                          let container = e.session.state.layout.environment.container
                          let held: Set<ContainerContext> = navigation ? [.navigation, .navigationAndTabBar] : [.tabBar, .navigationAndTabBar]
                          return held.contains(container) ? .opaque(name) : .none
                      }, set: kept.set, call: nil)
    }

    /// `setValue(_:forKey:)` on a view: the property the key names, as key-value coding sets it;
    /// skipped with a note when the key is a path, private, or names nothing modelled.
    static func setByKey(_ base: Value, _ args: [EvaluatedArgument], label: String, _ e: inout Evaluator,
                         at range: SourceRange) throws(Interrupt) -> Value {
        guard let value = args.first?.value, case .string(let key)? = args.named(label)?.value else { return .void }
        guard let typeName = e.libraryTypeName(of: base) ?? typeName(of: base), !key.contains("."), !key.hasPrefix("_"),
              let m = member(key, of: typeName), m.set != nil else {
            e.note("skipped setValue(_:\(label):) with the key \"\(key)\": key-value coding through a private or unmodelled key "
                + "changes nothing about layout here")
            return .void
        }
        try set(base, key, value, &e, nameRange: range, range: range)
        return .void
    }

    /// A text view's `text`, read as a label's: never nil, "" until set, as UIKit documents.
    static func textViewText(_ label: Member.Getter?) -> Member.Getter {
        { e, base, range throws(Interrupt) in
            let read = try label?(&e, base, range) ?? .none
            if case .none = read { return .string("") }
            return read
        }
    }

    static var uiLabelMembers: [Member] {
        [
            .property("text", "String?", "the label's text, measured with the documented metric; nil until set") { e, base, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                let text = e.labelText(of: name)
                // A new UILabel's text is nil (`if let t = label.text` does not run), not "".
                if text.isEmpty, !e.swift.labelsWithText.contains(e.viewName(name)) { return .none }
                return .string(text)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                // `label.text = nil`: nil again when read back (`if (label.text)` is false).
                if case .none = value {
                    e.swift.labelsWithText.remove(e.viewName(name))
                } else {
                    e.swift.labelsWithText.insert(e.viewName(name))
                }
                let text = try string(value, &e, at: range, placeholderFor: "\(name)")
                try e.setProperty(name, .text, .string(StringLiteral(text, range: range)), at: range)
                // Plain text replaces the attributed text, its paragraph style and fonts with it.
                try e.setLabelParagraph(name, .plain, at: range)
                e.clearFontRuns(name)
            },
            .property("attributedText", "NSAttributedString?", "its string is the label's text, in the font its attributes give") {
                e, base, range throws(Interrupt) in
                .string(e.labelText(of: try viewName(base, &e, at: range)))
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                e.swift.labelsWithText.insert(e.viewName(name))
                let text = try string(value, &e, at: range, placeholderFor: "\(name)")
                let own = e.labelFont(of: name)
                try e.setProperty(name, .text, .string(StringLiteral(text, range: range)), at: range)
                // `NSAttributedString(string:attributes: [.font: …])`: the whole text in that font;
                // put together from parts, the largest part's — the label's own when a part in no
                // font of its own is larger (the line is as tall as its largest font).
                if let font = e.swift.attributedFonts[text], case .font(let size, _, _) = font,
                   !(own.size > size && e.swift.attributedRuns[text]?.contains { $0.font == nil } == true) {
                    try Library.set(base, "font", font, &e, nameRange: range, range: range)
                }
                try e.setLabelParagraph(name, e.swift.attributedParagraphs[text] ?? .plain, at: range)
                // Parts in fonts of their own (`append(_:)`): each measures its own width.
                e.swift.labelRuns[e.viewName(name)] = e.swift.attributedRuns[text].map {
                    LabelRuns(text: text, runs: $0, labelFont: .font(own.size, weight: own.weight))
                }
                e.applyFontRuns()
            },
            .property("numberOfLines", "Int", "1 by default; 0 wraps at the label's width") { e, base, range throws(Interrupt) in
                .number(Double(e.labelContent(of: try viewName(base, &e, at: range))?.numberOfLines ?? 1))
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                var n = try number(value, &e, at: range)
                if n < 0, n.rounded() == n {
                    // `numberOfLines = -1`: an Int UIKit takes without complaint, and no limit on
                    // the lines, as 0 is.
                    e.note("\(e.viewName(name)).numberOfLines = \(Session.number(n)): taken as 0, no limit on the lines (UIKit "
                        + "documents 0 for that; a negative count limits nothing)")
                    n = 0
                }
                try e.setProperty(name, .numberOfLines, .number(Evaluator.literal(n, range)), at: range)
            },
            .property("font", "UIFont", "its size and weight set the text metric (17-pt regular by default)") { e, base, range throws(Interrupt) in
                let font = e.labelFont(of: try viewName(base, &e, at: range))
                return .font(font.size, weight: font.weight)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                // A font set on a label restyles its whole text (an attributed text's parts too).
                e.clearFontRuns(name)
                let size: Double
                switch value {
                case .font(let s, let weight, let fontName):
                    try e.setProperty(name, .font, .font(Evaluator.literal(s, range), weight: weight, range: range, name: fontName),
                                      at: range)
                    return
                case .none: size = 17
                case .opaque(let text):
                    e.note("'\(text)' is not in the paste: \(name) keeps the 17-pt system font")
                    return
                case .enumCase(let font):
                    // `label.font = .bodyBold`: a static font of the app's own UIFont extension.
                    e.note("'.\(font)' is not in the paste (the app's own font): \(name) keeps the 17-pt system font")
                    return
                default: size = try number(value, &e, at: range, what: "a font")
                }
                try e.setProperty(name, .font, .number(Evaluator.literal(size, range)), at: range)
            },
            .appearance("textColor"), .appearance("textAlignment"), .appearance("lineBreakMode"),
            .appearance("adjustsFontSizeToFitWidth", "not modelled: the font keeps its size"), .appearance("minimumScaleFactor"),
            .method("textRect(forBounds:limitedToNumberOfLines:)", labels: ["forBounds", "limitedToNumberOfLines"],
                    "the rectangle the label's text takes in the bounds given, wrapped at their width to at most that many lines "
                    + "(0: as many as it needs), at their origin and no larger than they are") { e, base, args, _, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                guard let given = args.named("forBounds"), case .rect(let bounds) = given.value else {
                    throw e.fail("textRect(forBounds:limitedToNumberOfLines:) takes a CGRect", at: range)
                }
                let lines = try args.named("limitedToNumberOfLines").map { a throws(Interrupt) in try number(a.value, &e, at: a.range) } ?? 0
                return .rect(e.textRect(of: name, in: bounds, lines: Int(max(0, lines)), at: range))
            },
            .property("preferredMaxLayoutWidth", "CGFloat", "0 (automatic) wraps at the label's solved width; above 0, a label "
                      + "that may wrap asks for its text wrapped at this width") { e, base, range throws(Interrupt) in
                .number(e.labelContent(of: try viewName(base, &e, at: range))?.preferredMaxLayoutWidth ?? 0)
            } set: { e, base, value, range throws(Interrupt) in
                let name = try viewName(base, &e, at: range)
                var width = try number(value, &e, at: range)
                if width < 0 {
                    // (`textContainer.size.width - 10` before the view has a width): UILabel wraps
                    // at a preferred width only above 0, so a negative one is automatic, as 0 is.
                    e.note("preferredMaxLayoutWidth = \(Evaluator.numberText(width)) on '\(e.viewName(name))': UILabel takes a width "
                           + "of 0 or less as automatic, as 0 is")
                    width = 0
                }
                try e.setProperty(name, .preferredMaxLayoutWidth, .number(Evaluator.literal(width, range)), at: range)
                // A new width invalidates the intrinsic content size: a class's override that pads
                // what `super` measures is asked again at it (set from its own bounds observer,
                // in the layout pass, it is not otherwise asked before the next pass reads it).
                if e.swift.viewObjects[name] != nil, let id = e.layoutID(name), !e.measuringIntrinsicSize.contains(name) {
                    try e.applyIntrinsicSizes(at: range, inside: id)
                }
            },
            .appearance("highlightedTextColor"), .appearance("isHighlighted"), .appearance("shadowColor"), .appearance("shadowOffset"),
            .appearance("allowsDefaultTighteningForTruncation"), .appearance("adjustsFontForContentSizeCategory"),
            .appearance("isEnabled"), .appearance("baselineAdjustment"), .appearance("lineBreakStrategy"),
        ]
    }

    /// `tableView` of a UITableViewController, `collectionView` of a UICollectionViewController:
    /// the controller's view, a list filling the screen (see ``Evaluator/listView(of:_:_:at:)``).
    static func listControllerMember(_ name: String, _ viewClass: String) -> Member {
        .property(name, viewClass, "the controller's view: a \(viewClass) filling the screen, made on first use") {
            e, base, range throws(Interrupt) in
            try e.listView(of: base, name, viewClass, at: range)
        } set: { e, base, value, range throws(Interrupt) in
            // `holder.tableView = list`: the controller's list is that one from then on, and the
            // controller its source, as UIKit's setter makes it.
            guard case .object(let id) = base, case .view(let list) = value else {
                throw e.fail("\(name) must be a \(viewClass), not \(value.kindName)", at: range)
            }
            e.swift.objects[id]?.fields[name] = value
            e.makeControllerTheSource(id, of: e.viewName(list))
        }
    }

    /// What a navigation controller the paste makes around a controller it does not hold (the
    /// app's `TabBar()`, a login flow's next screen) answers: its stack and its bars are the app's,
    /// shown on another screen, so setting them changes nothing laid out here.
    static var navigationControllerMembers: [Member] {
        let stack = "the app's navigation stack, not laid out here"
        return [
            .appearance("isNavigationBarHidden", stack), .appearance("navigationBarHidden", "Swift 2: isNavigationBarHidden"),
            .appearance("isToolbarHidden", stack), .appearance("toolbarHidden", "Swift 2: isToolbarHidden"),
            .appearance("navigationBar", stack), .appearance("toolbar", stack), .appearance("viewControllers", stack),
            .appearance("topViewController", stack), .appearance("visibleViewController", stack),
            .appearance("interactivePopGestureRecognizer", stack), .appearance("hidesBarsOnSwipe", stack),
            .appearance("delegate", "the object told of pushes and pops; no effect on layout"),
            .inert("pushViewController(_:animated:)", stack), .inert("popViewController(animated:)", stack),
            .inert("popToRootViewController(animated:)", stack), .inert("setViewControllers(_:animated:)", stack),
            .inert("setToolbarHidden(_:animated:)", stack),
        ]
    }

    static var uiViewControllerMembers: [Member] {
        [
            .property("view", "UIView", "the root view; another controller's (a child's) is its own view, loaded on first use") {
                e, base, range throws(Interrupt) in
                // Another controller than the one on the screen: a child's view. With none
                // presented, a playground's page (code that imports modules) shows the controller
                // it makes as its live view, whose view is the screen (`host.view.addSubview(badge)`
                // before `liveView = host`); at the prompt any other controller's view is a child's
                // (`let child = UIViewController(); view.addSubview(child.view)`).
                let onScreen = e.swift.presentedController ?? (e.swift.importsModules ? nil : e.swift.promptController)
                let toBePresented = e.constructingToPresent != nil && e.swift.objects[e.objectID(of: base) ?? -1]?.className == e.constructingToPresent
                if case .object(let id) = base, let onScreen, id != onScreen, !toBePresented {
                    return try e.childControllerView(id, at: range)
                }
                // Another controller than the one being made to be shown, read in its `init`
                // (`contentController.view.translatesAutoresizingMaskIntoConstraints = false`):
                // a child's view, not the screen's.
                if case .object(let id) = base, onScreen == nil, e.constructingToPresent != nil, !toBePresented,
                   e.swift.objects[id]?.className != nil {
                    return try e.childControllerView(id, at: range)
                }
                // A controller the paste lacks, made by the code (`let grid = PhotosGridController()`
                // in a cell), is never the screen: its view is a child's.
                if case .object(let id) = base, e.standInController(id) != nil, id != onScreen {
                    return try e.childControllerView(id, at: range)
                }
                if e.viewUnsetInLoadView {
                    // UIKit's `view` getter loads the view when there is none: inside loadView that
                    // calls loadView again, which reads `view` again, without end.
                    throw e.fail("'view' is read in loadView before it is set: UIKit calls loadView again to make it, and again, "
                                 + "without end (the app crashes here)", at: range,
                                 hint: "set view first (view = …), or call super.loadView(), or use the view you are building")
                }
                if case .object(let id) = base { try e.loadViewInInit(id, at: range) }
                return .view("root")
            } set: { e, base, value, range throws(Interrupt) in
                var value = value
                if case .object(let id) = base, e.loadingChildViews.contains(id) {
                    // A child controller's own loadView (`view = tabsView`): the child's view.
                    if case .opaque(".init") = value { value = try construct("UIView", [], trailing: nil, &e, at: range, nameRange: range) }
                    guard case .view(let name) = value else {
                        e.note("skipped 'view = \(e.describe(value))': the app's own view, not in the paste; the child's view is a plain one")
                        return
                    }
                    e.swift.objects[id]?.fields["view"] = .view(name)
                    return
                }
                if case .opaque(".init") = value {
                    // `view = .init()`: the type from context is the property's, UIView, so the
                    // controller's view is a new plain view, as `view = UIView()` makes it.
                    value = try construct("UIView", [], trailing: nil, &e, at: range, nameRange: range)
                }
                if case .opaque(let text) = value {
                    // `self.view = contentView`, a view the app gives the controller (its init's
                    // argument): the root view stays, what the app's view holds is not in the paste.
                    // The view is set all the same: reading it in loadView no longer loads another.
                    e.viewUnsetInLoadView = false
                    e.note("skipped 'view = \(text)': the app's own view, not in the paste; the root view stays a plain one")
                    return
                }
                guard case .view(let name) = value else { throw e.fail("view must be a view, not \(value.kindName)", at: range) }
                e.viewUnsetInLoadView = false
                try e.adoptAsRoot(name, at: range)
            },
            .property("topLayoutGuide", "UILayoutSupport", "iOS 7–10: the bars above; its bottom is the safe area's top") {
                _, _, _ throws(Interrupt) in .layoutSupport(isTop: true, snp: false)
            },
            .property("bottomLayoutGuide", "UILayoutSupport", "iOS 7–10: the bars below; its top is the safe area's bottom") {
                _, _, _ throws(Interrupt) in .layoutSupport(isTop: false, snp: false)
            },
            // Cartography's `LayoutSupport`s: the top guide's bottom and the bottom guide's top
            // (`box.top == topLayoutGuideCartography + 10`), as its `==` reads them.
            .property("topLayoutGuideCartography", "LayoutSupport", "Cartography: topLayoutGuide's bottom, the safe area's top") {
                _, _, _ throws(Interrupt) in .anchor(AnchorTarget(owner: .guide(.safeAreaLayoutGuide, of: "root"), anchor: .topAnchor))
            },
            .property("bottomLayoutGuideCartography", "LayoutSupport", "Cartography: bottomLayoutGuide's top, the safe area's bottom") {
                _, _, _ throws(Interrupt) in .anchor(AnchorTarget(owner: .guide(.safeAreaLayoutGuide, of: "root"), anchor: .bottomAnchor))
            },
            .property("car_topLayoutGuide", "LayoutSupport", "Cartography 1+: as topLayoutGuideCartography") {
                _, _, _ throws(Interrupt) in .anchor(AnchorTarget(owner: .guide(.safeAreaLayoutGuide, of: "root"), anchor: .topAnchor))
            },
            .property("car_bottomLayoutGuide", "LayoutSupport", "Cartography 1+: as bottomLayoutGuideCartography") {
                _, _, _ throws(Interrupt) in .anchor(AnchorTarget(owner: .guide(.safeAreaLayoutGuide, of: "root"), anchor: .bottomAnchor))
            },
        ] + anchorageControllerGroups + snapKitLayoutGuideMembers + [
            .method("present(_:animated:completion:)", "presents another pasted view controller: its view is the root view") {
                e, _, args, _, range throws(Interrupt) in
                guard let controller = args.first, let id = e.objectID(of: controller.value) else {
                    if args.first?.value.isOpaque == true { return .void }
                    throw e.fail("present needs a view controller", at: range)
                }
                try e.present(id, at: range)
                return .void
            },
            .method("presentViewController(_:animated:completion:)", "Swift 2: present") { e, _, args, _, range throws(Interrupt) in
                guard let controller = args.first, let id = e.objectID(of: controller.value) else { return .void }
                try e.present(id, at: range)
                return .void
            },
            .method("addChild(_:)", "adds a child controller: children lists it, last", addChildController),
            traitRegistrationMembers[0], traitRegistrationMembers[1],
            .method("addChildViewController(_:)", "Swift 2 and Objective-C: addChild(_:)", addChildController),
            .inert("didMove(toParent:)"), .inert("didMoveToParentViewController(_:)"),
            .method("removeFromParent()", "leaves its parent's children", removeChildController),
            .inert("willMove(toParent:)"),
            // Swift 2's names of the same calls.
            .inert("willMoveToParentViewController(_:)"),
            .method("removeFromParentViewController()", "Swift 2: removeFromParent()", removeChildController),
            .inert("dismissViewControllerAnimated(_:completion:)"), .inert("performSegueWithIdentifier(_:sender:)"),
            .inert("dismiss(animated:completion:)"), .inert("setNeedsStatusBarAppearanceUpdate()"),
            .inert("performSegue(withIdentifier:sender:)"), .inert("setNavigationBarHidden(_:animated:)"),
            .appearance("title"), .appearance("navigationItem"), containerController("navigationController"), .appearance("tabBarItem"),
            containerController("tabBarController"),
            .property("edgesForExtendedLayout", "UIRectEdge",
                      "the edges the view extends under a navigation or tab bar (.all); with one left out, UIKit lays the "
                        + "root view out clear of that bar, shorter by it, with no safe-area inset on that edge") {
                e, _, _ throws(Interrupt) in
                e.swift.extendedEdges ?? .enumCase("all")
            } set: { e, _, value, range throws(Interrupt) in
                e.swift.extendedEdges = value
                guard let edges = Session.extendedEdges(value) else { return }
                e.changeRootPlacement(because: "edgesForExtendedLayout") { $0.setExtendedLayout(top: edges.top, bottom: edges.bottom) }
            },
            .property("extendedLayoutIncludesOpaqueBars", "Bool",
                      "false (the default): the view is laid out clear of opaque bars; true: under them as under translucent ones") {
                e, _, _ throws(Interrupt) in
                .bool(e.session.state.layout.environment.extendedLayoutIncludesOpaqueBars)
            } set: { e, _, value, range throws(Interrupt) in
                let includes = try bool(value, &e, at: range)
                e.changeRootPlacement(because: "extendedLayoutIncludesOpaqueBars") { $0.setExtendedLayout(includesOpaqueBars: includes) }
            },
            .property("automaticallyAdjustsScrollViewInsets", "Bool",
                      "iOS 7–10: false stops a navigation or tab bar controller adjusting the content scroll view's insets when it does not scroll") {
                e, _, _ throws(Interrupt) in
                .bool(e.session.state.layout.environment.automaticallyAdjustsScrollViewInsets)
            } set: { e, _, value, range throws(Interrupt) in
                e.session.state.layout.setAutomaticallyAdjustsScrollViewInsets(try bool(value, &e, at: range))
                e.context.changed()
            },
            .appearance("modalPresentationStyle"), .appearance("modalTransitionStyle"),
            .appearance("definesPresentationContext"), .appearance("preferredContentSize"), .appearance("hidesBottomBarWhenPushed"),
            .property("additionalSafeAreaInsets", "UIEdgeInsets",
                      "added to the controller's view's safe area: the root view's, or a child controller's own view's") {
                e, base, range throws(Interrupt) in
                // As set so far (zero until then): `additionalSafeAreaInsets.top = 32` changes one edge.
                if let id = e.objectID(of: base), e.isChildController(id) {
                    guard case .view(let view) = try e.childControllerView(id, at: range) else { return .insets(.zero, directional: false) }
                    if case .insets(let set, _)? = e.swift.appearance[e.viewName(view)]?["additionalSafeAreaInsets"] {
                        return .insets(set, directional: false)
                    }
                    return .insets(.zero, directional: false)
                }
                return .insets(e.session.state.layout.environment.additionalSafeAreaInsets, directional: false)
            } set: { e, base, value, range throws(Interrupt) in
                if let id = e.objectID(of: base), e.isChildController(id) {
                    try e.setChildAdditionalSafeAreaInsets(id, try insets(value, &e, at: range), at: range)
                    return
                }
                // The screen's root view, also when a loadView made a scroll view the controller's view.
                let adopted = e.swift.aliases.removeValue(forKey: "root")
                defer { e.swift.aliases["root"] = adopted }
                try e.setProperty("root", .additionalSafeAreaInsets,
                                  try propertyValue(value, "UIEdgeInsets", &e, at: range), at: range)
            },
            rootProperty("viewRespectsSystemMinimumLayoutMargins", .viewRespectsSystemMinimumLayoutMargins, "Bool",
                         "the root view's margins at least the system minimum (16 or 20)"),
            // A controller just shown is not editing and presents nothing: `if isEditing`, `if
            // presentedViewController == nil` take those branches.
            .property("isEditing", "Bool", "false: a controller just shown is not editing (setting it changes no layout)") {
                _, _, _ throws(Interrupt) in .bool(false)
            } set: { _, _, _, _ throws(Interrupt) in },
            .property("presentedViewController", "UIViewController?", "nil: the controller shown presents nothing yet") {
                e, base, _ throws(Interrupt) in
                // A presentation controller's (taken as a controller here) is the one it presents: the app's.
                if let className = e.className(of: base), className.hasSuffix("PresentationController")
                    || e.topOfChain(className) == "UIPresentationController" {
                    return .opaque("presentedViewController")
                }
                return .none
            },
            .appearance("storyboard"), .appearance("presentingViewController"), .appearance("parent"),
            .appearance("parentViewController", "Objective-C's and Swift 2's parent"),
            .property("children", "[UIViewController]", "the child controllers addChild(_:) added, in order") { e, base, _ throws(Interrupt) in
                childControllers(of: base, &e)
            },
            .property("childViewControllers", "[UIViewController]", "Objective-C's and Swift 3's children") { e, base, _ throws(Interrupt) in
                childControllers(of: base, &e)
            },
            traitCollectionProperty, .appearance("overrideUserInterfaceStyle"),
            // `if nibName != nil { super.loadView() } else { view = UITableView(…) }`: the
            // controller shown is made in code, with no nib of its name.
            .property("nibName", "String?", "nil: the controller shown is made in code, with no nib") { _, _, _ throws(Interrupt) in .none },
            .property("nibBundle", "Bundle?", "nil: the controller shown is made in code, with no nib") { _, _, _ throws(Interrupt) in .none },
            .property("extensionContext", "NSExtensionContext?",
                      "nil: the controller is an app's, not an app extension's (a share or action extension has one)") {
                _, _, _ throws(Interrupt) in .none
            },
        ]
    }
}

extension Library {
    /// The key a button's title for `state` is kept under in its appearance.
    static func stateTitleKey(_ state: String) -> String { "title." + state }

    /// The states a control state value names among those a title shows in at rest: `.normal`,
    /// `.disabled`, `.selected` (an option set of them, `[]` the normal state); a state of the
    /// app's not known here is taken as the normal one.
    static func restingStates(_ state: Value?) -> Set<String> {
        switch state {
        case .enumCase(let c)?:
            let name = c.lowercased()
            if name == "normal" || name.hasSuffix("normal") || c == "init" { return ["normal"] }
            if name.hasSuffix("disabled") { return ["disabled"] }
            if name.hasSuffix("selected") { return ["selected"] }
            return []
        case .array(let items)?:
            return items.isEmpty ? ["normal"] : items.reduce(into: []) { $0.formUnion(restingStates($1)) }
        case .number(let n)?: return n == 0 ? ["normal"] : []
        default: return ["normal"]
        }
    }

    /// `setTitle(_:for:)`: kept for each state it names; the button shows (and is sized by) the
    /// title of the state it is in, falling back to the normal state's, as UIKit's does.
    static func setStateTitle(_ base: Value, _ args: [EvaluatedArgument], _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) {
        let states = restingStates(args.first { $0.label == "for" }?.value)
        guard !states.isEmpty else { return }
        let title = try string(args.first?.value ?? .string(""), &e, at: range, placeholderFor: "the button")
        let name = try viewName(base, &e, at: range)
        for state in states { e.swift.appearance[name, default: [:]][stateTitleKey(state)] = .string(title) }
        try showStateTitle(base, &e, at: range)
    }

    /// Shows the title of the state the button is in: disabled when `isEnabled` is false,
    /// selected when `isSelected` is true, else normal; a state without its own title shows the
    /// normal state's.
    static func showStateTitle(_ base: Value, _ e: inout Evaluator, at range: SourceRange) throws(Interrupt) {
        guard case .view(let view) = base else { return }
        let set = e.swift.appearance[e.viewName(view)] ?? [:]
        var state = "normal"
        if case .bool(false)? = set["isEnabled"] { state = "disabled" } else if case .bool(true)? = set["isSelected"] { state = "selected" }
        guard case .string(let title)? = set[stateTitleKey(state)] ?? set[stateTitleKey("normal")] else { return }
        try e.updateControl(base, at: range) { $0.title = title }
    }

    /// `isEnabled`, `isSelected`: drawing only, but a button shows its title for the state.
    static func stateProperty(_ name: String) -> Member {
        let kept = Member.appearance(name)
        return Member(name: name, signature: name, help: "drawing only; a button shows the title of the state it puts it in",
                      isLayout: false, get: kept.get,
                      set: { e, base, value, range throws(Interrupt) in
                          try kept.set?(&e, base, value, range)
                          if case .view(let view) = base, let cls = e.swift.viewClasses[e.viewName(view)],
                             Library.isSubtype(e.libraryBase(of: cls) ?? cls, of: "UIButton") {
                              try showStateTitle(base, &e, at: range)
                          }
                      },
                      call: nil)
    }
}
