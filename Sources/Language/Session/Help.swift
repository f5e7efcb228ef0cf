/// The text of `help` and `help TOPIC`.
public enum Help {
    public static let topics = [
        "snapkit", "anchors", "vfl", "flk", "scroll", "zoom", "views", "uikit", "output", "notebook", "log", "device",
        "stack", "objc", "libraries", "storyboard",
    ]

    public static func text(for topic: String?) -> String {
        guard let topic = topic?.trimmingSpaces.lowercased(), !topic.isEmpty else { return overview }
        switch topic {
        case "snapkit": return snapKit
        case "anchors", "anchor", "nslayoutanchor": return anchors
        case "vfl", "visual format": return visualFormat
        case "flk": return flk
        case "scroll", "scrollview", "scroll view": return scroll
        case "zoom": return zoom
        case "views", "view": return views
        case "stack", "stacks", "stack view", "uistackview": return stack
        case "uikit", "paste", "pasted code", "swift": return uikit
        case "output", "show": return output
        case "notebook", "notebooks": return notebook
        case "log", "conflict", "conflict log": return conflictLog
        case "device", "devices", "safe area", "safearea", "margins", "rotate": return device
        case "objc", "objective-c", "objectivec", "masonry": return objectiveC
        case "libraries", "library", "purelayout", "pure", "tinyconstraints", "anchorage", "cartography", "align": return libraries
        case "stevia": return stevia
        case "easypeasy", "easy": return easyPeasy
        case "storyboard", "storyboards", "xib", "xibs", "interface builder", "open", "scene", "scenes", "lint": return storyboard
        default:
            if let type = Library.types.values.first(where: { $0.name.lowercased() == topic }) {
                return members(of: type)
            }
            let guess = Suggestion.closest(to: topic, in: topics).map { " Did you mean '\($0)'?" } ?? ""
            return "No help on '\(topic)'.\(guess) Topics: \(topics.joined(separator: ", "))."
        }
    }

    static let objectiveC = """
        Objective-C, pasted as written — a .m file, a class, a method, a few lines — is read into the
        same tree as Swift and run by the same evaluator. It is recognised by its tokens: @interface,
        @"text", @[…], [receiver message:…], UIView *v = …;, CGFloat pad = 8;, - (void)…, YES/NO, #define.
          UIView *box = [[UIView alloc] initWithFrame:CGRectZero];
          box.translatesAutoresizingMaskIntoConstraints = NO;
          [self.view addSubview:box];
          [box.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:20].active = YES;
          [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[box]-|"
              options:0 metrics:nil views:NSDictionaryOfVariableBindings(box)]];
        Messages become the calls Swift imports them as (initWithFrame: is init(frame:), setHidden: sets
        isHidden, NSLayoutAttributeTop is .top); @property, ivars, _storage, lazy getters, blocks, C's
        if/for/while/switch, #define constants (kept for later entries, and expanded where read, so a
        body reading self is the method's object) and one-expression macros, NS_ENUM constants, block
        variables, categories, ({ … }) and an assignment inside an expression are read; annotations
        (NS_ASSUME_NONNULL_BEGIN, API_AVAILABLE(…), __bridge) are dropped. A message or a property read
        to nil answers nil, 0 or NO and a setter to nil does nothing, as Objective-C does, with a note.
        Not read: C arrays, macros of statements.
        Masonry is SnapKit's chain: mas_makeConstraints:/mas_updateConstraints:/mas_remakeConstraints:,
          [box mas_makeConstraints:^(MASConstraintMaker *make) {
              make.top.equalTo(self.view.mas_top).with.offset(10);
              make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 16, 0, 16));
              make.height.mas_equalTo(44).priorityHigh();
          }];
        an array target makes one constraint each; a kept MASConstraint takes setOffset: and uninstall.
        """

    static let libraries = """
        Besides SnapKit, anchors, VFL and FLKAutoLayout, these layout libraries are read (help UIView lists
        every method), each turning off the first view's autoresizing constraints (Stevia only in
        subviews(…)) and installing what it makes:
        PureLayout (Swift and Objective-C):
          card.autoPinEdgesToSuperviewEdges(with: .zero, excludingEdge: .bottom)
          card.autoSetDimension(.height, toSize: 120)
          caption.autoPinEdge(.top, to: .bottom, of: card, withOffset: 8)
          [caption autoAlignAxisToSuperviewAxis:ALAxisVertical];
          [widthConstraint autoRemove];   [widthConstraint autoInstall];
          tiles.autoDistributeViews(along: .horizontal, alignedTo: .horizontal, withFixedSpacing: 10)
          tiles.autoSetViewsDimension(.height, toSize: 40) ; tiles.autoMatchViewsDimension(.width)
          NSLayoutConstraint.autoCreateAndInstallConstraints { … } (…ConstraintsWithoutInstalling: off)
          NSLayoutConstraint.autoSetPriority(.defaultHigh) { … }   (the block's constraints at 750)
        TinyConstraints:
          header.edgesToSuperview(insets: .top(10) + .left(16), usingSafeArea: true)
          avatar.topToBottom(of: header, offset: 12) ; avatar.width(100) ; avatar.aspectRatio(1)
          column.stack([a, b], spacing: 10)
          band.rightToSuperview(offset: -10)   (3.2 on: as given; 3.0.1–3.1 turned it inward)
        Anchorage:
          card.topAnchor == view.topAnchor + 40
          title.edgeAnchors == card.edgeAnchors + 12          (insets inward; horizontalAnchors,
          note.heightAnchor == 80 ~ .high                      verticalAnchors, centerAnchors, sizeAnchors)
          inner.horizontalAnchors >= card.horizontalAnchors + 8   (the far edge <=: kept inside)
          dot.sizeAnchors == CGSize(width: 10, height: 10) ; a /==/ b ; batch(active: false) { … }
        Cartography:
          constrain(box, other) { box, other in
              box.edges == inset(box.superview!.edges, 20)
              other.top == box.bottom + 8 ; other.width == box.width * 0.5 ~ .defaultLow
          }
          distribute(by: 8, horizontally: one, two, three) ; align(top: one, two, three)
          let group = ConstraintGroup() ; constrain(box, replace: group) { … }   (the group's earlier
          constraints deactivated) ; constrain(clear: group) ; group.active = false ; constrain returns its group
        Stevia ('help stevia'): view.subviews(a, b) ; view.layout(16, |-a-| ~ 40, 8, |-b-c-|, 16) ;
          a.Top == b.Bottom + 8 ; a.size(40).centerInContainer() ; equal(widths: b, c)
        EasyPeasy ('help easypeasy'): a.easy.layout(Top(10).to(b), Left(16), Width(>=100), Size(50).with(.low))
        PinLayout ('help pinlayout'), which sets frames, not constraints, where the line runs (layoutSubviews):
          title.pin.below(of: logo, aligned: .left).right(16).marginTop(8).sizeToFit(.width)
          button.pin.bottom(pin.safeArea).hCenter().width(50%).height(44)
        Align (2 and 3; Align 1's view.al too):
          header.anchors.edges.pin(axis: .horizontal) ; header.anchors.top.pin(to: view.safeAreaLayoutGuide, inset: 20)
          badge.anchors.trailing.pin(inset: 16)   (trailing, right and bottom inward) ; badge.anchors.centerY.align()
          footer.anchors.top.spacing(8, to: header.anchors.bottom) ; footer.anchors.height.equal(header.anchors.height * 0.5)
          card.anchors.edges.pin(insets: 20, alignment: .center)   (inside the insets, centred: Align 3's alignments)
          Constraints(for: a, b) { a, b in a.size.equal(CGSize(width: 30, height: 30)) } ; Constraints(activate: false) { … }
        Neon, frames too: avatar.anchorInCorner(.topLeft, xPad: 16, yPad: 20, width: 64, height: 64) ;
          name.align(.toTheRightCentered, relativeTo: avatar, padding: 12, width: 200, height: AutoHeight)
        A cell's content view is the cell itself here: in the cell's own code, a library's 'superview' of
        contentView (contentView.snp.makeConstraints { $0.edges.equalToSuperview() }, contentView.easy
        .layout(Edges())) is the cell, as UIKit's is, so the cell stays where its table or the app's
        layout puts it; a content view inset within its cell is said not to be modelled, also
        with anchors (contentView.topAnchor.constraint(equalTo: topAnchor, constant: 8)) or
        NSLayoutConstraint(item: contentView, …, toItem: self, …), which are not a conflict here.
        A module's name before what it declares is read as Swift reads it: Cartography.constrain(a) { … }.
        """

    static let conflictLog = """
        Paste UIKit's "Unable to simultaneously satisfy constraints" log at the prompt, as it came
        (any iOS version; cut at either end; the list alone; 'po view.constraints' output): the
        whole block is one entry. Or read it from a file:

          log crash.txt                         at the prompt      layoutbook log crash.txt [--json]

        Layoutbook rebuilds the views from the addresses (UILabel:0x…'Title' becomes titleLabel,
        others view1, label2…), the tree as far as the log shows it, and every constraint, naming
        the ones UIKit makes itself (autoresizing masks, 'UIView-Encapsulated-Layout-Height',
        UISV-*, _UITemporaryLayoutWidth, margin and safe-area guides). What the log cannot tell is
        assumed and said (a margin the log uses but does not give is UIKit's 8 points). Then:
        the minimal conflicting set, which constraint UIKit broke and what that did to the frames,
        and the fixes a developer would try, in that order, each tried on a copy (a table's
        default row height 44: self-sizing rows; a real screen width is the real size, not a
        placeholder). SnapKit's label and file#line stay on each constraint. A conflict among
        UIKit's own views (the keyboard, a toolbar's insides) is said to be a known system
        warning, with no fix. A paste of several logs is answered log by log after a summary
        line; a view has one name across them, and a repeated conflict points at its first answer.
        UIKit's engine keeps every view's width and height at 0 or more, a rule no log lists (a
        layout guide has none): when the conflict needs it (insets inside a container 0 wide), the
        set shows it as 'v.width >= 0 (UIKit: a size is never negative)' with the sum that makes
        the size negative. A paste that lacks part of the log is told so, not given a fix: the list
        cut off above the broken constraint, the broken one not in the list, views no constraint
        of the list ties, or a bound that holds to the six digits UIKit prints.

        The rebuilt views stay in the session; each constraint is named after its log line:
          line7.isActive = false ; line7.priority = 999 ; line7.isActive = true
          line10.constant = 144                 explain imageView1 · undo

        A conflict made in the session gets the same ranked fixes, each constraint with the line
        of your script that made it ('Made by your code:') and the fix written as that line reads
        where it is one statement: make.height.equalTo(80).priority(999), box.height == 80 @999,
        [card(200@999)], or the anchor made, lowered, then activated.
        """

    static let overview = """
        Declare views, constrain them as real code does, and see the frames after every command.

          view header in sv frame 0,0,375,100   a view (in root unless 'in'); a frame keeps its mask
          scroll sv                             a UIScrollView
          label title in sv text "Hi" lines 0   a label (the system font's widths; 17 pt: a line 20.33)
          image photo in sv size 800x600        an image view with an intrinsic size
          image photo size 800x600              an existing image view's image size (pasted code's)
          cell c width 375 height 44 · fit c    a cell sized as a table does; the height it asks for
          fit c expanded · fit c compressed     systemLayoutSizeFitting: the largest or smallest size
          remove header                         a view, its subviews and every constraint on them
          screen 320x568 · rotate               a bare screen's size (default 375x667: see 'help device')
          device iPhone 15 · device · in navigation   a device's screen, safe area and margins
          sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
          a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
          let c = a.heightAnchor.constraint(equalToConstant: 100) ; c.isActive = true ; c.constant = 240
          a.top == b.bottom + 8 @750            an anchor equation
          vfl sv "V:|[a(100)]-8-[b]|"           Visual Format Language
          flk last alignBottom root "10@999"    FLKAutoLayout predicates
          sv.contentInset = 0,0,20,0 · sv.contentOffset = 0,200 · sv.contentSize = 375x1000
          scroll sv to 0,200 · zoom sv to 0,0,100,100 · sv.zoomScale = 2
          show · show sv · show [sv] --svg FILE · frames · constraints [v] · explain [v]
          undo · redo · set output picture|changes|quiet · set picture WxH|auto
          help snapkit|anchors|vfl|flk|scroll|zoom|views|uikit|output|notebook|log|device|stack|objc|libraries|storyboard
          open Main.storyboard · scenes · scene 2 · misplaced   storyboards and xibs
        Code pasted from a view controller works as written: see 'help uikit'; Objective-C and Masonry
        too ('help objc'); PureLayout, TinyConstraints, Anchorage, Cartography, Stevia and EasyPeasy
        ('help libraries', 'help stevia', 'help easypeasy'); PinLayout's frames ('help pinlayout').
        An entry is a line, or lines until its '{', '(' and '[' close; it runs as soon as it is
        complete. A file's 'extension's join the class before them, at the prompt, in 'run FILE'
        and from a pipe alike, so the class waits until the next entry shows it has no more.
        A console's "Unable to simultaneously satisfy constraints" log pasted is answered: 'help log'.
        Sizes are never negative, as in UIKit's engine: every view has an implicit, required
        width >= 0 and height >= 0, so constraints that would push a size below 0 (a lone
        'v.width == -16'; 8-pt insets in a container 0 wide) are a conflict. A layout guide (safe
        area, margins, readable, a stack's gap guides) has no such rule: it may go below 0, and
        the conflict comes at the first view whose size follows it, as UIKit's logs show. Its minimal set lists
        the rule as a line of its own ('v.width >= 0   (UIKit: a size is never negative)'); the
        newest of your constraints in the set is broken, never the rule, and no listing shows it.
        """

    static let storyboard = """
        Storyboards and xibs, read and solved as UIKit loads them.
          open Main.storyboard          its scenes, numbered from 1 (also 'load FILE.storyboard')
          scenes                        the list again, the scene on screen marked *
          scene 2 · scene login         a scene by number, storyboard id, class or title
          misplaced                     views whose solved frame is not the one IB stored, and why
                                        (a measured size, a constraint the stored frames break…)
          layoutbook open FILE [--scene N]     from the command line, then the prompt
          layoutbook lint FILE… [--device NAME|all] [--json]   file:line:column lines for CI
        A xib, or a storyboard with one scene that has views, goes on screen at once. The scene is
        laid out on the document's <device> as the Xcode that saved it drew it (Xcode 11 to 14.0:
        no status bar on a home-button device; retina6_1, retina6_0 and retina6_7 before Xcode 14: a 44-pt top; retina5_9
        from Xcode 14.3: 50; a storyboard of Xcode 16.2 to 26: the portrait sensor inset and home
        indicator counted twice, and Xcode 26's 54-pt navigation bar), a document without one on the preset of its root view's size, else a
        bare screen (a freeform controller saved before Xcode 11 under a 20-pt status bar, unless
        its simulated metrics say None); and under the bars its navigation or tab bar controller, a show segue from a
        controller under a bar, or its simulated metrics give it (a bar preferring large titles 96 tall). A table cell's content view has
        margins of 11 at the top and bottom and the table's 16 at the sides (20 in a table more
        than 320 wide on an iPad or a home-indicator phone wider than 375; 15 in a plain table up to 375 wide in documents of Xcode 9.3 and 9.4; 8 in
        documents older than Xcode 9.3).
        Views are named as the developer named them: the outlet (titleLabel), else the user
        label (Footer Stack: footerStack), else the text and kind (label "Sign up": signUpLabel),
        else the custom class (badgeView), else the kind and a number (view1). Constraints keep
        IB's id or identifier ('p6I-v7-ZLS'), so a conflict names the line to look at.
        Read as IB means them: a missing firstItem is the view holding the constraint, no
        secondItem a constant, no relation equal, multiplier 0.5 or 16:9, priority 1000,
        symbolic="YES" the standard spacing (the value IB saved; none saved is 0, as IB leaves 0 out);
        placeholder constraints are removed; size-class variations apply for the device's classes.
        Frame-placed views get UIKit's autoresizing constraints from their mask (h=-&-), so they
        stretch on another device; views no constraint names keep their stored frame; a cell's content view
        is held at the cell's stored size ('UIView-Encapsulated-Layout-Width/Height'); an image
        view's image size is its stored frame (image files are not read); a kind Layoutbook does
        not know is a plain view, with a note.
        Xibs of Xcode 3 and 4 (Interface Builder 3 archives, <archive … version="7.10">) are read
        as the xib Xcode 5 would write for them: views, frames, autoresizing masks, hidden flags,
        texts and fonts, custom classes, outlets, simulated bars and Xcode 4.5's constraints, on a
        bare screen of the root's size in iOS 6's look; colors, images, localizations and view
        controllers' settings are not (a note says so; a window is a plain view).
        Pasting the scene's controller (class LoginViewController: UIViewController { @IBOutlet
        weak var titleLabel: UILabel! … }) runs it against the storyboard's views.
        In a notebook, a ```storyboard NAME block holds the document; 'open NAME' in a ```layout
        cell reads it from there, never from the disk.
        Labels are measured with the system font's widths (see 'help views'): a label IB sized by
        its text matches its stored width to within 0.43 % (median).
        As IB's canvas stored them: a switch's frame is 2 pt wider on the right than the 49x31 its
        constraints place (Xcode 26: 63x28 around 61x28); Xcode 7 documents are in whole points; a
        root resized from its device (a sheet) keeps the device's pixel and size classes, and one
        shorter than the screen by its navigation or tab bar's height or more lies below those
        (opaque) bars, which are then not in its safe area (the status bar or home indicator at
        its other edge still is); a sheet's navigation bar is 56 tall; a rounded
        text field is 30 tall before Xcode 11; spacingType standard is 8; a view the constraints
        leave free is held where IB drew it ('IB-drawn-frame', priority 1, with a note), and lint
        still reports it ambiguous. A titled button without a configuration is its title's line
        plus 12 tall in whole points at any font size (14 pt: 29, 11 pt: 26), not at least 30; one
        showing an image and no title is the image's size as the document's <resources> list it,
        one with both the title's width plus the image's; contentEdgeInsets other than zero replace the 6 above and below a title. A
        label in a text style's font (Body, Subheadline…) spaces its lines by the style's line
        spacing from Apple's type table (Body 22, Subheadline 20, Footnote 18): two lines of
        Subheadline are 17.9 + 20 = 37.9 tall, where the system font's 15 pt gives 35.8.
        An SF Symbol image view (image="arrow.left" catalog="system") is placed by its symbol's
        alignment rectangle, and drawn grown or shrunk by the symbol's insets, the same at any size
        (arrow.left 3 pt lower and 5.67 shorter, key.fill 1 higher and 2.33 taller); the insets are
        known for 16 common symbols in the default configuration, and a misplaced symbol outside
        them says "SF Symbol 'x': its alignment insets are not known".
        """

    static let device = """
        The device around the layout: screen, safe area, status bar, bars and margins.
          device                        the presets, with their safe areas (* approximate)
          device iPhone 15              a preset, in portrait (Tab completes the name)
          device iPad Pro landscape     a preset in landscape
          rotate                        the other orientation, with its insets and margins
          screen 375x667                a bare screen: no device, no status bar, no insets
          in navigation                 shown by a UINavigationController: the bar adds to the top
                                        (52 more when the controller's code prefers large titles;
                                        its toolbar, setToolbarHidden(false, …), 44 at the bottom)
          in tab bar · in navigation and tab bar · in window
          view.prefersStatusBarHidden = true   (a notch keeps its inset)
          view.additionalSafeAreaInsets = 0,0,44,0
        The default screen is a bare 375x667: an iPhone SE-sized screen with the status bar hidden,
        so the safe area is the whole screen; 'device iPhone SE' gives it a 20-pt status bar.
        Its pixel is a third of a point (@3x, UIScreen.main.scale 3, as on today's phones): text
        and frames round to it; 'device iPhone SE' and 'device iPhone 8' are @2x, as those phones.
        With a pasted view controller on the screen, device, rotate and screen lay it out again as
        UIKit does: its viewWillTransition(to:with:) (given the new size), willTransition(to:with:)
        and traitCollectionDidChange(_:) (when the size classes change: a phone turned sideways),
        viewSafeAreaInsetsDidChange (when the safe area moved), viewLayoutMarginsDidChange (when
        its root view's margins did), viewWillLayoutSubviews and
        viewDidLayoutSubviews run, and each view whose size changed runs its layoutSubviews;
        viewDidLoad does not run again.
        Guides: v.safeAreaLayoutGuide, v.layoutMarginsGuide, v.readableContentGuide, in every style:
          make.top.equalTo(view.safeAreaLayoutGuide)  ·  a.topAnchor.constraint(equalTo:
          view.safeAreaLayoutGuide.topAnchor)  ·  a.top == view.safeAreaLayoutGuide.top
        UIKit's own constraints hold each guide to its view ('UIViewSafeAreaLayoutGuide-top',
        'UIView-leftMargin-guide-constraint'); 'constraints' lists them and conflicts name them.
        A subview's safe area is the part of it under its superview's unsafe band, after layout.
        Margins: 8 on each side (v.layoutMargins = 8,20,8,20); the root view's sides are at least
        the system minimum (16 on compact-width phones, 20 wider; view.viewRespectsSystem-
        MinimumLayoutMargins = false turns it off) and count from the safe area
        (v.insetsLayoutMarginsFromSafeArea); v.preservesSuperviewLayoutMargins = true keeps content
        inside the superview's margins. The readable guide is at most 672 wide, centred in them;
        v.layoutMarginsFollowReadableWidth = true makes the margins its.
        Scroll views: sv.contentInsetAdjustmentBehavior = .automatic|.scrollableAxes|.never|.always
        adds the safe area to contentInset (adjustedContentInset); ranges and 'scroll sv to' use it.
        .automatic under a navigation or tab bar always adjusts top and bottom of the content scroll
        view only (the first scroll view among the root's subviews); others adjust the axes they scroll.
        Under a Dynamic Island a navigation bar sits right under the status bar: safe-area top 97.67.
        Code asking the device is answered from it: UIDevice.current.userInterfaceIdiom (.pad on an
        iPad), traitCollection.horizontalSizeClass/verticalSizeClass (the preset's in its orientation;
        a bare screen as a phone), UIScreen.main.scale (3 by default, 2 on @2x presets),
        UIScreen.main.applicationFrame (the screen less the status bar, the safe area's top).
        UIApplication.shared.statusBarFrame (and windowScene.statusBarManager's): the status bar as
        shown (0 on a bare screen, in a phone's landscape, or hidden); its keyWindow and windows:
        screen-sized, with the device's safeAreaInsets (not the controller's bars), as is the
        app's own extension named for a window (UIApplication.shared.currentWindow), with a note.
        Used as a view (keyWindow.addSubview(toast), toItem: window, window.bottomAnchor) the key
        window is the screen's root view, with a note: both fill the screen at its origin.
        Approximate: Apple publishes no inset table. The values are developer measurements; the
        iPhone 11's 48, the iPhone 16e's 47, the 16 Pro's and 17's 62, the Air's 68, iPads without a
        home button (24 top, 20 bottom), margins in landscape (20), compact bars (32; a navigation
        bar stays 44 on the phones of regular width in landscape) and iPad bars (50) are unconfirmed
        estimates.
        """

    static let snapKit = """
        SnapKit make blocks, in the new and the old spelling:
          v.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.width.equalTo(sv) }
          v.snp_makeConstraints { (make) -> Void in make.top.equalTo(other.snp_bottom).offset(8) }
          v.snp.remakeConstraints { … }   replaces what earlier blocks made on v
          v.snp.updateConstraints { … }   changes only constants of matching constraints
          v.snp.removeConstraints()
        Attributes: left top right bottom leading trailing width height centerX centerY, the …Margin
        forms, edges horizontalEdges verticalEdges directionalEdges size center margins.
        Targets: numbers, CGSize/WxH, CGPoint, UIEdgeInsets, views, other.snp.bottom, superview.
        A constant means the superview's same attribute; for centerX/centerY its left/top (SnapKit 3+).
        Modifiers: offset(8) inset(8) multipliedBy(0.5) dividedBy(2) priority(.high|750) labeled("x").
        A make block turns off the view's translatesAutoresizingMaskIntoConstraints, as SnapKit does.
        Keep one: let c = make.height.equalTo(100).constraint ; later c.constant = 200.
        """

    static let anchors = """
        NSLayoutAnchor, as pasted from code:
          a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
          a.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor, multiplier: 0.5).isActive = true
          let c = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
          c.isActive = true ; c.constant = 60 ; c.priority = .defaultHigh ; c.isActive = false
          NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: view.leadingAnchor), c])
          a.translatesAutoresizingMaskIntoConstraints = false
        Equations: a.top == b.bottom * 1 + 8 @750. `view` is the root view, as in a view controller.
        Changing a priority between required (1000) and optional is refused, as UIKit refuses it.
        """

    static let visualFormat = """
        vfl SUPERVIEW "FORMAT" [metrics name=value,…]
          vfl sv "V:|[header(100)]-8-[title]|"
          vfl sv "H:|-(>=20@750)-[title]-|"
          vfl sv "H:|-pad-[a(==b)]-[b]-pad-|" metrics pad=16
        H: relates leading/trailing, V: top/bottom. '-' alone is the standard spacing: 8 between
        views; at the edge, the superview's layout margin (|-[a] is a.leading == sv.leadingMargin).
        Predicates: (100) (>=50,<=100@750) (==other).
        """

    static let flk = """
        flk VIEW METHOD [OTHER] "PREDICATES" — FLKAutoLayout's predicate strings:
          flk last alignBottom root "10@999"     last.bottom == root.bottom + 10 @999
          flk box constrainWidth "100"            box.width == 100
          flk box constrainWidth other "*.5"      box.width == other.width * 0.5
          flk b constrainTopSpace a ">=8,<=20"    b.top >= a.bottom + 8, b.top <= a.bottom + 20
        Methods: alignTop alignBottom alignLeading alignTrailing alignLeft alignRight alignCenterX
        alignCenterY alignBaseline constrainWidth constrainHeight constrainTopSpace
        constrainBottomSpace constrainLeadingSpace constrainTrailingSpace. Priority 1000 unless written.
        """

    static let scroll = """
        A scroll view's edges, seen from a view inside it, are its content (contentLayoutGuide);
        its width, height and centres are its frame (frameLayoutGuide). contentSize is what the
        constraints inside make it; when they leave it open, the content size is ambiguous and the
        report says what is missing. It scrolls on an axis when content × zoom + insets exceeds the
        bounds. A table's or a collection view's content is UIKit's from its data source: worked out
        from a pasted one (rows and their heights, a flow layout's items), otherwise its line says
        "contentSize not known · … · scrolling not known" and a note says which answer is missing.
        A scroll view that is an @IBOutlet the code leaves 0×0 (its storyboard frame is not in the
        paste), or is pinned inside one, shows its contentSize but "scrolling not known". A
        contentSize set in code from what the paste does not hold (the app's constant, an outlet's
        storyboard width) shows that side as not known and the other as UIKit's:
        "contentSize 750×height not known · … · scrolls horizontally 0…375 · vertically not known".
        So does a side worked out from a variable or property that kept such a value
        (`let w = pager.frame.width` lines before), for the rest of the entry.
          sv.contentInset = 0,0,20,0       top,left,bottom,right
          sv.contentOffset = 0,200         set in code: not clamped
          scroll sv to 0,200               like a finger: clamped to the scrollable range, and on a
                                           paging one (isPagingEnabled) at rest on the nearest page
          sv.contentSize = 375x1000        used only when no constraint reaches the content edges
          show sv                          the whole content, with the visible window marked
          explain sv                       does it scroll, over what range, and why not
        """

    static let zoom = """
          sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 10 ; sv.zoomView = photo
          sv.zoomScale = 2.5               clamped to min…max
          sv.zoomScale = sv.minimumZoomScale
          zoom sv to 0,0,100,100           the scale that fits the rect, and the offset that shows it
          sv.centering = inset|frame|none  centre zoomed content smaller than the bounds (default none)
        Nothing zooms without a zoom view or when max ≤ min; the report says which.
        The zoom view's transform is scale(z): its bounds stay, its frame and contentSize scale.
        A zoom keeps the middle of what shows in the middle (the offset then settles into range),
        and contentSize becomes the zoom view's frame size where constraints do not size it.
        """

    static let views = """
          view NAME [in PARENT] [frame x,y,w,h]
          scroll NAME … · label NAME … text "…" lines N font S · image NAME … size WxH
          NAME.text = "…" ; NAME.numberOfLines = 0 ; NAME.font = 20 ; NAME.font = 17 semibold
          NAME.setContentHuggingPriority(.required, for: .horizontal)
          NAME.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        Labels measure text as the system font sets it: each character by its own width for the
        weight (regular, medium, semibold, bold; light and heavy too), tracked tighter as the
        size grows, pairs of ASCII characters kerned ('AV', 'To'); a line is 1.1934 × the size
        (20.29 at 17 pt); sizes round up to the device's pixel (20.33 at @3x, 20.5 at @2x; a bare
        screen is @3x), as UILabel does. The tracking is the variable system font's (iOS 14 on:
        Text easing into Display between 17 and 28 pt); a storyboard or xib saved by Xcode 7 to 11
        is measured as its canvas measured it, in SF Text below 20 pt and SF Display from 20 (the
        same text is up to 3 % wider there just under 20 pt, and about 1 % wider above 20). "Hello World" at 17 pt is 88 wide
        and "This is a test string" 144.10, as in UIKit (88, 144.09). On 239 labels of public
        storyboards kept out of the fit, the width is off by a median 0.39 %, within 1 % for
        79.9 % and within 2 % for 90.8 % (half an em a character: 6.95 % and 19.7 %); wrapping
        is less sure, a line's last word sitting on the edge. A Han character takes 1.02 em (iOS
        sets it in its Chinese font; fitted to 33 stored labels), other wide ones a full em, a
        Korean syllable 0.865 em (iOS sets Hangul in its Korean font, narrower), an emoji about
        1.33 em;
        a font whose widths Layoutbook has measured (Inter, IBM Plex Sans and Lato, which apps
        ship; Arial, Helvetica, Times New Roman, Courier New and Courier, which iOS ships, from
        fonts metric-compatible with them; Helvetica Neue, every face, from a table fitted to the
        widths Xcode stored for its labels in public storyboards, within a point for about half
        of them, where the system font's widths missed by 6 pt at the median) is measured by
        its own advances and kerning
        between printable ASCII characters (others as in the system font), in its own line
        where stored frames confirm it (Inter 1.2102, IBM Plex Sans 1.3, Lato 1.2); any other
        font is measured as the regular system font, in its own line height when it is one iOS
        ships whose line is known (Avenir 1.366, Helvetica Neue 1.165 and its Light 1.18, Arial
        1.1172, Helvetica 1.15, Menlo 1.1641, Courier 1.0 of the size) and, for Menlo (monospaced), each character 0.6021 em wide: from a
        storyboard's fontDescription or UIFont(name:size:). The font
        comes from 'font 17 bold',
        .systemFont(ofSize:weight:), .boldSystemFont(ofSize:), .preferredFont(forTextStyle:) (the
        headline semibold) and a storyboard's fontDescription. numberOfLines = 0 wraps greedily
        by words at the solved width, and a paragraph's lone last word takes the word before it
        down when the two fit (UILabel's .pushOut line-break strategy, iOS 11 on; not a text
        view's). A wrapped label asks for the width of its widest line, not the width it wraps
        at, as UILabel's intrinsicContentSize does: pinned at both sides it spans them, centred it
        is as wide as its text. An explicit preferredMaxLayoutWidth (code's
        label.preferredMaxLayoutWidth = 200, a storyboard's "Explicit" width) makes a label that
        may wrap ask for its text wrapped at that width, whatever width its constraints give it;
        0 (automatic, UIKit's default) wraps it at its solved width again. A paragraph style's
        lineSpacing (an attributed text's NSMutableParagraphStyle, a storyboard's
        <paragraphStyle lineSpacing=…>) adds that much between each
        two lines, and below a single line when the label may wrap (numberOfLines other than 1).
        Its lineHeightMultiple (0: none) makes each line the font's line times it, then
        minimumLineHeight and maximumLineHeight (0: no limit) bound it, as the paragraph style
        documents; the room gained sits above the text (the first baseline moves down by it).
        Set them on an NSMutableParagraphStyle (style.lineHeightMultiple = 1.5) given as the
        attributed text's .paragraphStyle, as UIKit takes them. An attributed text's .kern
        (NSKernAttributeName) adds that much after every character, the last too; plain text
        set later drops it, as UIKit's does. Code that measures text itself
        gets the same widths: size(withAttributes:) (one line), boundingRect(with:options:
        attributes:context:) (wrapped greedily at the size's width with .usesLineFragmentOrigin,
        one line without; fractional, as UIKit returns it; Objective-C's boundingRectWithSize:…
        and NSStringDrawingUsesLineFragmentOrigin too), an attributed string's size() and
        boundingRect in its own font, and iOS 6's sizeWithFont: and
        sizeWithFont:constrainedToSize: (rounded up to whole points).
        """

    static let stack = """
          stack NAME [in PARENT] [axis horizontal|vertical] [spacing N]
                [distribution fill|fillEqually|fillProportionally|equalSpacing|equalCentering]
                [alignment fill|leading|top|center|trailing|bottom|firstBaseline|lastBaseline]
                [margins] [a, b, c]
          NAME.spacing = 8 ; NAME.axis = .vertical ; NAME.distribution = .fillEqually
          NAME.alignment = .center ; NAME.isLayoutMarginsRelativeArrangement = true
          NAME.isBaselineRelativeArrangement = true  vertical: spaced baseline to baseline
          VIEW.isHidden = true                       an arranged view takes no room
        A UIStackView: a view that draws nothing and lays out its arranged views with the
        constraints UIKit generates, named as UIKit names them ('UISV-canvas-connection',
        'UISV-spacing', 'UISV-alignment', 'UISV-hiding', 'UISV-fill-equally',
        'UISV-fill-proportionally', 'UISV-spanning-boundary', 'UISV-spanning-fit',
        'UISV-ambiguity-suppression', 'UISV-distributing-edge', 'UISV-canvas-fit',
        'UISV-text-width-disambiguation'); 'constraints NAME' and 'explain NAME' list them. The equal
        distributions' gap guides are UIKit's _UIOLAGapGuide, named _UIOLAGapGuide:NAME-gap-N and
        held equal by 'UISV-fill-equally'; a non-fill alignment routes the stack's free side through
        the _UILayoutSpacer:NAME'UISV-alignment-spanner' guide. Neither is ever drawn. The listed
        views must exist; they move into the stack, in order. As in UIKit the axis defaults to
        horizontal, spacing to 0, distribution and alignment to fill. Spacing is exact (a minimum
        for equalSpacing and equalCentering) and may be negative. A hidden arranged view gets height (or width) 0 and its spacing goes with it:
        half from each side, none at the stack's ends, so a hidden middle view leaves one spacing.
        'margins' lays the views out inside the stack's layout margins (8 by default).
        fillProportionally shares the length by the views' intrinsic lengths, a wrapping label's
        being that of its lines at the width it is given (not its text on one line).
        Baseline alignments line up labels' baselines in a horizontal stack (in a vertical one they
        act as leading and trailing); they pull the stack's height to 0 at 49 ('UISV-canvas-fit') and
        give each wrapping label an equal share of the width at 760. A hidden first arranged view
        stays the one connected to the stack's leading edge. UIKit's 999.5 on the spanner's aligned
        side is 999 here. Not in the command language yet: custom spacing (pasted Swift has
        setCustomSpacing(_:after:)).
        """

    static let uikit = """
        Code pasted from a view controller or a view runs as Swift: a whole file, a class, a
        viewDidLoad body or a few lines. What is read (one example each):
          import UIKit                                accepted, changes nothing
          typealias Button = UIButton                 Button() is a UIButton (other aliases: nothing)
          #if os(iOS) … #else … #endif                the iOS branch is read (os, canImport,
                targetEnvironment, swift, compiler); #if DEBUG: every branch, as written
          class ViewController: UIViewController { … }   presented at once: stored properties, then
                loadView, viewDidLoad, viewWillAppear, updateViewConstraints, viewDidLayoutSubviews,
                viewDidAppear, as UIKit calls them (present(Other()) presents another); the
                entries after it run inside it, its own methods by name: toggle(), self.footer
                (a keyboard is not simulated: a handler taking a Notification reads no keyboard frame)
          class CardView: UIView { override init(frame: CGRect) { … } }   CardView() runs its init
                with self as the view (implicit self: addSubview(x), topAnchor); also
                override var intrinsicContentSize, layoutSubviews, updateConstraints. A paste
                that declares a view or cell class and makes nothing shows one: a table cell
                as wide as the screen and as tall as its constraints make it (44, UIKit's
                standard row, where they give it none; its content view's margins 11 at the
                top and bottom and 16 at the sides, 20 on an iPad or a home-indicator phone
                wider than 375, as UIKit's table gives them), a collection cell at its compressed
                fitting size, any other view at the size nearest the screen's its constraints
                allow (as wide as the screen where only empty labels made it narrower, or
                where nothing sets its height: a screen's content view); the
                code's own CardView() later replaces it,
                and one is shown at a time (a later class replaces it as its subclass or as one
                that uses it, a header registering the cell class above it); one that only its
                labels' one-line text makes wider than the screen, or that holds a text field,
                is as wide as the screen; one whose init takes only a frame and flags
                (init(frame: CGRect, rounded: Bool)) is made with .zero and false; a
                table cell's setSelected(_:animated:) runs with false, as the table calls it
          class ListViewController: BaseViewController { override func viewDidLoad() … }   a
                superclass not in the paste (the app's own) is taken as what the overrides tell:
                viewDidLoad and the like, a view controller; init(frame:), layoutSubviews, a view;
                else what its name ends in (BaseView<Action> a UIView, CustomCell a cell); the
                hooks it overrides (override func setupViews(), setupConstraints()) run from that
                base's init (a view) or viewDidLoad (a controller), views before constraints; one
                that cannot run from init (superview!, views added after super.init) runs at the
                first layout pass that finds the view placed, as from updateConstraints()
          final class LoginScreen: UIView, ViewCode { … commonInit() … }   an undeclared call in a
                class adopting the app's own protocol is that protocol's extension: the methods
                nothing in the paste calls (no arguments, not @objc) run there, constraints last
          func setupConstraints() { … } · func setup(_ vm: ViewModel) { … }   a shown view's
                methods that build it (subviews, constraints) and that nothing in the paste calls
                are the app's to call from outside: set-up ones of no arguments run once the
                view is made, those taking the app's data are named in a note
          override func layoutSubviews() { … makeConstraints … }   in a cell shown alone: the
                row keeps the height its table measured before layoutSubviews ran (44 if none,
                its content view 44 less the separator's pixel)
          "Start".localized · toItem: topLayoutGuide · frame(forAlignmentRect:)   the app's
                localization helper gives the string itself; the bars' guides are the safe
                area's edges; alignment rects are the frames given
          super.viewDidLoad() · super.init(frame:) · super.addSubview(v)   the pasted superclass's
                method when the paste has one; else UIKit's part (addSubview adds; the life
                cycle does nothing more)
          override func viewDidLoad() { … }          pasted without its class: the body runs
          private enum Layout { static let inset: CGFloat = 16 }   nested types, by their short
                name from the class's methods, closures and other nested types
          addChild(child) · container.addSubview(child.view)   another controller's view is its
                own, loaded on first use (its viewDidLoad runs); a UITabBarController() or
                UINavigationController() too, its bar not drawn
          UILabel { $0.text = "Hi" }                 the paste's init whose last parameter is a
                closure takes it (init(configure:) in an extension of NSObject's protocol)
          diff.day alone on a playground page        a warning: the page runs on; a view
                named alone there is shown at its own frame
          let pad: CGFloat = 16 · var v: UIView! · lazy var sv: UIScrollView = { … }()   a lazy
                initialiser runs at the first read, once
          title = "Profile" · additionalSafeAreaInsets = … · override var prefersStatusBarHidden
                at the prompt: it is the body of a view controller, self is it, view its root view;
                top-level funcs are its methods (sv.delegate = self finds viewForZooming(in:))
          let view = UIView()                        shadows the root view from then on, as in Swift
                (self.view stays the root); let superview = self is the view controller;
                inside a function it is a local, listed as 'view', the prompt's view the root
          labels.map(\\.frame.height) · compactMap(\\.superview) · \\UILabel.frame.minY   key paths
                read the path from their one argument, as { $0.frame.height } does
          [a, b].forEach(addSubview(_:))             a method named with its labels is the method
          .init(251) · .init(rawValue: 999)          a priority where one is taken
          box.snp.makeConstraints / { make in … }    a '{' opening the next line is the trailing
                closure (Allman style); so is an if's or a for's body
          if / else if / guard … else / if let x = y · switch i { case 0: … default: … }
          let h: CGFloat = if compact { 44 } else { 88 } · switch expressions too
          for (i, v) in views.enumerated() · for i in 0..<n · stride(from:to:by:) · while
          for case let v as UILabel in views · for case let v? in optionals
          if let (name, image) = model · ok ? v.isOn = true : v.reset() · Cell.self · x != .zero
                (an implicit member is the other side's type's: CGSize.zero)
          views.enumerated().forEach { i, v in … }   two parameters split each pair
          func pin<T: UIView>(_ v: T) where T: Equatable   generics run, type parameters ignored
          protocol Styled { associatedtype Base }   read; an associated type is ignored too
          func make<T: UIView>(_ t: T.Type) -> T { T() }   T is the type passed: make(UILabel.self)
          protocol P {} · extension P where Self: UIView { func pin(…) { … } }   every type that
                adopts P has pin: class V: UIView, P, or extension UIView: P {} (the where
                clause is not checked); a class's own method wins over the extension's
          func load() async throws -> Int · try await load() · Task { … }   run at once
          DispatchQueue.main.async { … }        runs after the entry's layout pass, as UIKit's next turn
          throw E.failed · do { … } catch { … }     a throw reaches its catch (error is bound)
          func bump(_ n: inout Int) · bump(&count) · swap(&a, &b)   what the function leaves is written back
          func pin(@ConstraintsBuilder _ make: () -> [NSLayoutConstraint])   a result builder's closure gives
                its statements' values (an if's taken branch too), arrays flattened; buildBlock is not run
          (0..<n).map { _ in UIView() } · a range is an array of its numbers
          func makeLabel(_ text: String, size: CGFloat = 17) -> UILabel { … }   and closures, $0
          struct · enum · extension UIView { … } · arrays, dictionaries, ?. ! ?? as? "\\(x)"
          let pad = (top: 8.0, side: 16.0) · pad.side · pad.1 · pad.side = 20   labelled tuples;
                a declared, passed or returned type labels an unlabelled one ((width: CGFloat, …))
          view.height · view.ND_Width · view.mj_x = 10 · view.xWidth · view.maxY   the app's
                UIView+Frame extension, not pasted: that part of the frame, with a note; a
                pasted one's getter and setter run
          extension ConstraintViewDSL / ConstraintMakerEditable / UIView { func … }   runs on what it
                extends, implicit self too (snp, superview); a method named as SnapKit's or
                UIKit's is the pasted one only where its labels fit the call; its static lets
                are read as UILayoutPriority.low and as implicit members (c.priority = .low)
          let a = UIView()                           also UIScrollView(), UILabel(), UIImageView(frame:)
          view.addSubview(a) · a.removeFromSuperview() · [a, b].forEach(view.addSubview)
          a.translatesAutoresizingMaskIntoConstraints = false
          a.snp.makeConstraints { $0.edges.equalToSuperview() }   SnapKit 0.x–5, snp_ and .with/.and
          NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: view.topAnchor)])
          NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|",
              options: [.alignAllTop], metrics: ["pad": 8], views: ["a": a]))
          NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view,
              attribute: .top, multiplier: 1, constant: 8).isActive = true
          view.addConstraints(…) · NSLayoutConstraint.deactivate([c]) · c.constant += 10
          a.alignTop("0", leading: "8", bottom: nil, trailing: "-8", toView: view)   FLKAutoLayout;
                its methods return their [NSLayoutConstraint]: box.constrainWidth("100")[0]
          sv.delegate = self + func viewForZooming(in:) -> UIView?   the delegate picks the zoom view
          sv.setZoomScale(2, animated: true) · sv.setContentOffset(CGPoint(x: 0, y: 100),
              animated: false) (not clamped, as in UIKit) · sv.zoom(to: rect, animated: true)
          sv.scrollRectToVisible(rect, animated: false)   the least move that shows rect, within
                the scroll range; a scroll view not placed yet uses its own frame and contentSize
          UIView.animate(withDuration: 0.3) { … } completion: { _ in … }   both closures run at once
          UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { … } · addAnimations · addCompletion
                its animations land when startAnimation() runs, then its completions (.end);
                one never started changes nothing; runningPropertyAnimator(…) starts at once
          v.sizeThatFits(size) · v.sizeToFit()       a control's, a label's or an image's own size,
                any other view's current size (UIView's); sizeToFit keeps the origin; a view
                not added yet is measured by its text, font and image, as UIKit measures it
          UIAction(title:handler:) · UIMenu · UIEvent   UIKit's, not modelled: opaque, not misspellings
          button.titleLabel?.font = .systemFont(ofSize: 20)   the title's font sizes the button
          titleLabel · imageView of a UIButton subclass   shown where its layoutSubviews sets their
                frames, or at its titleRect(forContentRect:) / imageRect(forContentRect:) override;
                UIKit's own placement of them is not modelled (said in a note)
          v.setNeedsLayout() · v.setNeedsUpdateConstraints()   a pasted class's layoutSubviews or
                updateConstraints runs at the end of the entry, as at UIKit's next pass;
                layoutSubviews runs again when the view's size changed since it last ran
          Swift 1–3 spellings: setTranslatesAutoresizingMaskIntoConstraints(false), CGRectMake,
              UIEdgeInsetsMake, constraintsWithVisualFormat(…) as! [NSLayoutConstraint], .allZeros,
              NSLayoutAttribute.Top, .Equal, activateConstraints, UILayoutPriorityDefaultHigh,
              view.hidden, c.active (Boolean names without 'is'), i++ and ++i, inout before a name,
              insertSubview(v, atIndex: 0), func setSelected(selected: Bool, animated: Bool) called
              as setSelected(true, animated: false) (Swift 2: a first parameter has no label),
              for (var i = 0; i < 3; ++i) { … } (the step runs after every turn),
              cell.selected, UIButton.buttonWithType(.System) as! UIButton
          ALEdge.top · ALDimension.width · ALAxis.vertical   PureLayout's cases with their type
          c.set(active: false)   TinyConstraints 2–3 · topLayoutGuideCartography + 10   Cartography
          print(v.frame, sv.contentSize, "n: \\(n)")  written as Swift writes them: (0.0, 0.0,
              375.0, 667.0), (375.0, 1000.0), 20.0 for a CGFloat, 20 for an Int; a view's
              description (UIKit's, with addresses) is not written, with a note
          var n = 0 · n = Int(w) · n / 10   an Int's division drops the remainder: 375 / 10 is 37
              (in Objective-C integer literals too, as C's ints: CGFloat h = 375 / 2 is 187)
          override var frame: CGRect { didSet { … } }   runs when code or UIKit sets the
              frame (a controller's view, a view shown on its own); Auto Layout's do not
          override var bounds: CGRect { didSet { … } }   runs when the layout gives a new size
          Dictionary(dictionaryLiteral: ("a", a)) · Dictionary<String, UIView>() · an @IBOutlet
              typed UIStackView! arranges what the code adds (its storyboard settings unknown)
          override func didMoveToSuperview() { … } · willMove(toSuperview:)   run when code adds the
              view (and when a table holds a pasted cell or header), as UIKit tells a view it moved;
              the superview's didAddSubview(_:) runs too, told the view
          view.viewWithTag(3)   the view tagged 3 (itself first, then its subviews); nil if none
          override func didMoveToWindow() { … }   runs once the view is on the screen (after
              viewWillAppear for a controller's views); window is nil before, then screen-sized
          override func willMove(toWindow:) { … }   runs as the view enters the window, told the
              window, before didMoveToWindow()
          label.layer.position = p · layer.frame · layer.bounds   the view's center, frame and
              bounds; layer.anchorPoint = p keeps the position, so a view placed by its frame
              moves (one its constraints place: a note), and center is where the anchor is
          class Feed: UITableViewController · UICollectionViewController   tableView (collectionView)
              is its view, a list filling the screen, made on first use (in init too); a bare
              tableView beside tableView(_:numberOfRowsInSection:) is the property
          UILabel(title: "Now", fontSize: 10)          the app's own initialiser of a UIKit view: a
              pasted extension's runs; without it a plain label stands in with that text and size
              (or font); UILabel.init(…) is read the same way
          v.constraints(leftNeighborAnchor: a, distance: 8)   a UIKit property called with labels:
              the app's own method, skipped with a note
          CGPoint(10, y) · CGRect(0, 0, w, h)   a pasted extension's init(_:_:) runs its self.init
          loadNibNamed(…)?.first as! SheetView   a view of the class its name says stands in
          arc4random() · arc4random_uniform(n)   0, with a note, so that every run is the same
          Kind.home.rawValue   a pasted enum's raw value (written, or its name, or its count)
          UILabel.newAutoLayout() · autoPin(toTopLayoutGuideOf: self, withInset: 8)   PureLayout
          @objc or @available(iOS 15, *) alone on a line · class Card: UIView with its { on the
              next line · an extension above its class · a view class below the controller that
              uses it (in the same file, or the next one pasted after its import lines): each
              joins its declaration, as Swift reads a file
          init(viewModel: …) as a controller's only initialiser: it runs when the controller is
              presented, its arguments the app's · items.first { $0.tag == 2 }?.… · items[2...]
          the app's own constants, fonts and views (.cardSpacing, .bodyBold, viewModel.badge,
              UIConstants.barHeight) where a number, a font or a view is needed: 0, the 17-pt
              system font or nothing in their place, each with a note
        'animated:' is accepted and ignored: every change lands at once. view.layoutIfNeeded() is
        accepted; layout happens after every command anyway. a.backgroundColor = .red is ignored:
        drawing only (also layer.…, alpha, addTarget, gesture recognizers, …).
        One reader reads every entry: Swift, with Layoutbook's own words as statements of the top
        level (a command word such as view/scroll/show/undo, an equation a.top == b.bottom + 8,
        or sv.contentInset = 0,0,20,0), so view header ; header.snp.makeConstraints { … } is one
        entry. A name nothing declared is refused in a statement typed alone, as Swift refuses
        it; in a paste of several statements, or one with a class or function, or in input that
        imports a module (import UIKit), it is the app's own and skipped with a note. A name read
        where only a view fits (x.translatesAutoresizingMaskIntoConstraints = false,
        view.addSubview(x)) is a view the listing's page declares elsewhere: made as the class
        its name says (scrollView a UIScrollView, titleLabel a UILabel, else a UIView), with a
        note; so is let myView = TheAppsOwnType(), kept in a name that says a view, and a view
        the listing constrains (view1.snp.makeConstraints { … }, label.topAnchor.constraint(…),
        [view1 mas_makeConstraints:…]), and one read only for its anchor whose name says a
        view (equalTo: scrollView.leadingAnchor); one no line places is put on the root view,
        mask off, when a constraint needs it there, or inside the scroll view whose edges the
        constraint pins it to, as its content. superview read where nothing declared it, and a name
        that says a plain view sent addSubview (containerView.addSubview(box)), stand for the
        root view; one that says another class (scrollView.addSubview(x)) is made and put on
        the root view, filling it. Each says so in a note. A near miss of a declared name is
        refused as a typo; numbered names (view1 beside view) are names of their own.
        A function pasted on its own (func setConstraints() { … }) is kept, not run, with a note;
        entering setConstraints() runs it. Functions of one name and different argument labels
        are two functions, each call running the one its labels name.
        A playground's PlaygroundPage.current.liveView = vc presents vc (a pasted controller is
        presented already); = someView places that view in the root view at its frame.
        A view is named after the property or variable it is made for (a closure-made property
        takes the property's name); views made in a loop under one name are v, v2, v3, …
        A view made with UIView() is outside the hierarchy until addSubview places it:
        constraints among the views of its tree wait until then; any other constraint to it is
        refused, as UIKit stops on it ("no common ancestor"). UIView() keeps its autoresizing mask
        until translatesAutoresizingMaskIntoConstraints = false or a SnapKit block turns it off.
        While it is on, v.autoresizingMask = [.flexibleWidth, .flexibleTopMargin] (Objective-C's
        UIViewAutoresizingFlexibleWidth | …) makes the frame follow the superview's size, as
        UIKit's autoresizing: counted from the size the superview had when the frame or the mask
        was set or the view was added.
        What the paste uses but does not contain (the app's model, colours, fonts from assets,
        network calls) is skipped with a note; a label's text from it shows a placeholder. So is
        UIKit, Foundation and Core Graphics API that is not modelled (accessibilityViewIsModal,
        UITableView.automaticDimension, the app's own UIScreen.main.width, a property set on
        UIApplication.shared): one note each, and a
        value that is needed is a placeholder (0 for a number). Where the app's own code makes
        views, they stand in: makeLabel(withText: "Hi") and other make…/create… factories give
        a view of the class the name says, with the text, axis, spacing or height their
        arguments give and the mask off; UIView.wrapper(…) bound to a name gives a plain view;
        the app's addSubviews(a, b) adds each and turns off the mask of those made without a
        frame (so do addSubviewEnablingAutoLayout(_:) and addSubviewsForAutolayout(_:));
        UILabel().autolayoutEnabled() and such fluent helpers keep the view, mask off. The app's
        anchor(top:left:bottom:right:paddingTop:…:width:height:) and its variants with their
        companions setDimensions(width:height:), centerX(inView:…), centerY(inView:…),
        center(inView:), fillSuperview(padding:), centerInSuperview(size:), anchorSize(to:),
        constrainWidth(_:) and view.safeTopAnchor and its kin, and its addConstraintsWithFormat(format:views:) (views v0, v1…; also
        spelt addConstraintWithVisualFormat, addConstraints(withFormat:views:), or any add…
        method taking a format and views:, in either order), not in the paste, are read as the widespread
        helpers do, with a note (with LBTAComponents' anchor(_:left:…topConstant:…), setWidth(_:),
        setHeight(_:) and anchorCenterXToSuperview(constant:) and kin); so are LBTATools'
        view.stack(a, b, spacing: 8) and hstack(…), a stack view of the views filling the view (one
        given to another leaves the view it filled), and its withWidth(_:), withHeight(_:),
        withSize(_:), withMargins(_:) and padLeft(_:) and kin; so are a constraint's withPriority(999)
        (or .priority(.defaultHigh)) and a function named for Auto Layout given views
        (removeDefaultConstraints(view:)), which turns their masks off; UIView.spacer(withHeight:
        28) is an empty view that high, CGSize's .square(64) is 64×64, a styling type's
        StyleKit.button(with:) is a button, and a chainable helper of a view (.multiline()) kept
        in a property declared as a view is that view; label.constrain([constraints]) activates
        them, mask off; addAutolayoutSubview(_:) adds, mask off. Any other helper of the app's
        whose name says plainly what it pins is read by its words, with a note: pinToSuperview(),
        pinEdges(to: view, inset: 8), constrainToEdges(of:), fillParent(), pinToSafeArea(of:)
        (the four edges, to the superview or the view given, inset by the number given),
        centerToYAxis(inView:) and centerHorizontally(in:) (one axis), setSize(width:height:)
        (misspelt or not) and heightConstraint(30); one that names a single edge
        (pinTopToSuperview) is skipped. A paste of a controller's or a view's extension alone
        (extension HomeViewController { func setupViews() … }, the class's file left out) lays
        the screen out: a plain class of the kind its name says stands in, its set-up methods
        run as its viewDidLoad (or a view's init) is taken to call them, private ones too, and
        the views its methods name stand in by their names. A view of the app's base class
        the code adds (view.addSubview(primaryView)) or adds to (contentView.addSubview(icon),
        pinned to the view's edges) stands in, held by self, and a base property the code sets
        (leftPadding = 40) holds that value; a class of the app's kept in an array before the
        code adds one as a subview makes the entry run again, each instance a view; a call no
        pasted overload takes is the app's, skipped; button.tap = { … } is skipped; an NS type
        none of Foundation's (NSPadding.medium) is the app's, 0. A listing's view its page
        declares elsewhere is made as its name says wherever it is named: a make block's target
        (footerView.snp.top), a views dictionary ([\"header\": header]), arrangedSubviews:,
        Cartography's constrain(aView), self.tableView, child.view (child a view controller);
        a view given to an undeclared name is the page's property. FLKAutoLayout's Swift 3
        names (with:, to:) and nil predicates ("0") are read; an operator passed as a function
        (reduce(0, +)), Bool's toggle(), a priority the app names (.justBelowMax: required,
        with a note), UIEdgeInsets(equalInset:) and a CGFloat divided by 0 (infinity) run as
        Swift runs them; so do Optional's map on one value, CGSize(size: 25) (the app's
        initialiser, square), UIButton(configuration: .gray("Edit")) (UIKit's .gray()), an app's
        static factory on a UIKit view class (UIStackView.verticalStack(arrangedSubviews:)),
        DEVICE_WIDTH, and UIKit's unmodelled controllers (UIPageViewController: a plain
        controller); perform(_:with:afterDelay:) is skipped, as it runs after the layout shown. A
        constraint whose multiplier needs what the paste lacks is left out, with a note. A view
        the app hands a presented controller's init stands in as its type; didSet does not run
        for a class's own property set in its own init; a hugging priority of 0 is taken as 1;
        a layer's transform, like a view's, is kept and noted, not applied. An app's control taken as the class its name says
        (TitleLabel(fontSize: 28)) that the code constrains by its anchors with its mask on has
        the mask turned off, as such classes do, with a note. A view class whose awakeFromNib()
        sets it up is shown as loaded from a nib: that method runs once it is made; one whose
        only initialiser is init(coder:) is made by it, as a nib makes it. A switch on
        the app's value
        runs its first case, with a note. A view's transform is kept, not applied (a note says
        so; only a scroll view's zoom is modelled). A
        pasted static method is called by its bare name from its class and its subclasses. A
        priority (setContentHuggingPriority) may be set before the view is placed.
        A stopped UIActivityIndicatorView is hidden (hidesWhenStopped), so a stack gives it no
        room until startAnimating(). UIButton() is the custom type, its title UIButton's 18-pt
        default (UIButton(type: .system): 15). UIPickerView and a .wheels UIDatePicker are
        320x216; a compact or inline date picker has no intrinsic size here. A controller that
        tells its presenter its view loaded (presenter.viewDidLoad()) has its uncalled set-up
        methods run, as the presenter calls them back; a property declared a UIKit view class
        that the app's code makes stands in as that class; a text view's
        textContainer.lineFragmentPadding is 5 until set, and measured; a format string that writes in the app's
        value is skipped with a note; Masonry's mas_key is a name, not the view.
        Standard controls (UIButton, UITextField, UISwitch, UISegmentedControl, UISlider,
        UIStepper, UIProgressView, UIActivityIndicatorView, UIPageControl) take intrinsic sizes from
        one table, approximate and said so (help UIButton) — unless its constraints fix its
        frame whatever that size is, as they fix an image view's whose image is the app's (no
        note on its unknown size then: tried at a tiny and a large size, its frame stays); one placed by its frame
        (UISlider(frame:)) is drawn at that frame, a switch at 51x31 and a stepper at 94x32
        whatever size its frame asks for, as UIKit draws them; a UIButton.Configuration's title and contentInsets size its button. A titled button's and a text field's first and last baselines are those
        of the one line of text UIKit centres in them (not their top edge); hasText is the running
        app's (a condition on it is taken as true, with a note). An enum that adopts CaseIterable
        has allCases, its cases in declaration order. A UITextView with isScrollEnabled = false sizes to its text as a wrapping
        label does, inside its textContainerInset and line fragment padding (help UITextView); one
        that scrolls has no intrinsic size. A view inside a text view pinned to its edges is pinned
        to its content area, as in a scroll view (a placeholder label keeps its own width). The
        app's stack class made with views (VStackView([a, b])) arranges them. let gap = UILayoutGuide(); view.addLayoutGuide(gap):
        a guide of the code's own is laid out as a hidden view. UITableView and other unknown views (UIWebView,
        UISearchBar, UIPickerView…) are drawn as plain views with a note; an @IBOutlet the code
        sets itself (webView = UIWebView()) is that view; one pinned to the same edges of a scroll
        view's outlet is moved into it, as its content. The app's own extensions of UIKit
        classes (more arguments than UIKit's method, another class's labels) are skipped with
        a note. UIStackView lays out its arranged views (help stack). Refused,
        with what would work instead: protocols with associated types and uses of custom
        operators (a type's operator functions are declared, and Layoutbook's operators never
        call them); a
        type's own subscript(index: Int) -> T { … } runs where the code indexes it (x[1]).
        Limits, so that no paste runs or grows without end: \(Evaluator.stepLimit) steps (statements,
        loop turns, calls, member reads and operators; a + of arrays or strings a step per \(Evaluator.elementsPerStep) elements it copies) an entry, calls or objects nested \(Evaluator.depthLimit) deep, \(Evaluator.sizeLimit)
        elements in an array, \(Evaluator.lengthLimit >> 20) MB in a string, expressions nested or chained
        \(SwiftParser.nestingLimit) deep, string interpolations \(SwiftLexer.interpolationLimit) deep. Past one the entry
        stops with an error at the line that passed it, and the session is as it was before the
        entry; a while true (or repeat … while true) with nothing in it that breaks, returns,
        throws, tries or stops the program is refused before it runs, and an entry stopped at
        the step limit, entered again with nothing between, is answered again without running.
        Ctrl-C at the prompt
        stops a running entry the same way (an intrinsicContentSize
        that calls itself stops the entry that places its view). pow, sin, cos, tan, atan2,
        hypot, exp and log are the C library's; a library function not known here is skipped with a
        note.
        Every UIKit, SnapKit and FLKAutoLayout member that is read: help UIView, help UIScrollView,
        help UILabel, help NSLayoutAnchor, help NSLayoutConstraint, help ConstraintMaker, …
        """

    /// `help UIView`: a library type's members, from the one table the evaluator runs. Members
    /// that change nothing about layout are listed by name only.
    static func members(of type: LibraryType) -> String {
        var lines = ["\(type.name)\(type.parent.map { " (a kind of \($0))" } ?? ""): \(type.help)"]
        let layout = type.allMembers.filter(\.isLayout)
        let width = min((layout.map(\.signature.count).max() ?? 0) + 2, 44)
        for member in layout {
            lines += wrapped(member.help, first: "  " + member.signature.padding(to: width), indent: width + 2)
        }
        let inert = type.allMembers.filter { !$0.isLayout }.map(\.name)
        if !inert.isEmpty { lines += wrapped(inert.joined(separator: ", "), first: "  accepted, no effect on layout: ", indent: 4) }
        let statics = type.staticMemberNames.map { "\(type.name).\($0)" }
        if !statics.isEmpty { lines += wrapped(statics.joined(separator: ", "), first: "  on the type: ", indent: 4) }
        return lines.joined(separator: "\n")
    }

    /// Words after `first`, wrapped at 100 columns with later lines indented.
    static func wrapped(_ text: String, first: String, indent: Int) -> [String] {
        var lines: [String] = []
        var line = first
        for word in text.split(separator: " ") {
            if line.count + word.count + 1 > 100, line.count > indent {
                lines.append(String(line.dropLast(line.hasSuffix(" ") ? 1 : 0)))
                line = String(repeating: " ", count: indent)
            }
            line += word + " "
        }
        lines.append(String(line.dropLast()))
        return lines
    }

    static let output = """
          show                 the picture of the screen
          show sv              the whole content of a scroll view, visible window marked
          show --svg pic.svg   the screen as an SVG file (show sv --svg: the content); at the
                               prompt, and in replays only with --allow-files
          frames               frame, bounds, window rect and transform of every view (in a
                               narrower terminal, identity transforms and (0,0,w,h) bounds
                               are left out, and a line says so)
          constraints [v]      every constraint (or v's), as UIKit describes it
          explain [v]          why it is where it is; ambiguity, conflicts, unmet optional constraints
          set output picture   after each change: the picture, what changed, scroll lines, warnings
          set output changes   the same without the picture
          set output quiet     only errors and warnings
          set picture 100x30   the picture's most columns and rows (set picture auto: the
                               terminal's width, and its height less room for the report)
        """

    static let notebook = """
        A notebook is a Markdown file whose ```layout cells hold 'layout> ' commands (and '...> '
        lines of a block) each followed by its recorded output; the prose around them is kept as is.
          save notes.md              the session as a notebook, written whole (temporary file, rename)
          save --force notes.md      replace a file this session did not load or save, or that
                                     changed on disk since it did
          load notes.md              replay a notebook's cells (or a script's lines) on this session
        save and load stand alone on their line and are not recorded themselves: a saved notebook
        holds what was loaded. On the way out ('quit', 'exit' or Ctrl-D) the shell offers to save
        unsaved work.
        Only regular files are read (up to 64 MB) or replaced, and a replaced file keeps its mode.
        A symbolic link is followed: save replaces the file it points to and keeps the link (a
        link to nothing is refused).
        From the command line:
          layoutbook run notes.md        replay and print
          layoutbook check notes.md      replay and compare each output with the recording;
                                         FILE:LINE: -expected/+actual, FILE.corrected, --accept
          layoutbook tutor notes.md      walk through it: each step's prose, then its command
                                         typed at the prompt; Enter runs it and says whether
                                         the output matches the recording
        In the tutor the keys work whatever is on the line, with no need to clear it:
          Esc-n   (or 'next' alone)      skip the step; its command still runs, unseen, so the
                                         session stays the notebook's
          Esc-p   (or 'back')            back a step; the notebook is replayed up to it
          Esc-q   (or 'quit', Ctrl-D)    leave
        Clear the line (Ctrl-U) to type your own commands in between: they run in the same
        session, and the step's command is typed again. Without a terminal, tutor replays the
        notebook with a verdict for each command and exits 1 when an output differs.
        A notebook from elsewhere is data: run, check and tutor refuse its save and load unless
        given --allow-files. Directives before a cell: <!-- layout: pause --> (the tutor waits
        for Enter), <!-- layout: skip --> (not run), <!-- layout: nondeterministic --> (run, not
        compared).
        """
}

extension String {
    /// The string padded with spaces to `width` characters (never cut).
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
