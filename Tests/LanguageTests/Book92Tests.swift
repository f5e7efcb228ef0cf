import Language
import Layout
import Testing

/// Shapes of real code read this round. Pastes are written for this test; frames derived by
/// hand on 375×667.
@Suite("Cartography's constrain(…) on a view the page declares elsewhere")
struct CartographyListingViewTests {
    @Test("constrain(aView) at the top level makes aView on the root view, as the block's superview reads it")
    func topLevelListing() {
        var session = Session()
        let outcomes = session.script("""
            let size: CGFloat = 48
            constrain(aView) { view in
                view.height == size
                view.width == view.height
                view.right == view.superview!.right - 8
                view.bottom == view.superview!.bottom - 8
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 8 − 48 = 319, 667 − 8 − 48 = 611.
        #expect(session.frame("aView") == Rect(x: 319, y: 611, width: 48, height: 48))
        #expect(outcomes.flatMap(\.notes).contains("'aView' is not declared in the paste: made here as a UIView, the class its "
            + "name says, as the page declares it elsewhere; its own settings are not in the paste"))
    }

    @Test("in a listing's viewDidLoad, constrain(badge) lays badge out instead of skipping its constraints")
    func viewDidLoadListing() {
        var session = Session()
        let outcomes = session.script("""
            override func viewDidLoad() {
                super.viewDidLoad()
                constrain(badge) { b in
                    b.width == 30
                    b.height == 30
                    b.center == b.superview!.center
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 30) / 2 = 172.5, (667 − 30) / 2 = 318.5.
        #expect(session.frame("badge") == Rect(x: 172.5, y: 318.5, width: 30, height: 30).snapped(toPixelsOf: 3))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("takes it as different from the other side") })
    }

    @Test("a typo of a declared view in constrain(…) is still refused, not made")
    func typoStillRefused() {
        var session = Session()
        session.script("""
            let avatar = UIView()
            view.addSubview(avatar)
            """)
        let error = session.failing("constrain(avatr) { a in a.width == 30 }")
        #expect(error.contains("no name 'avatr' is declared here"))
        #expect(session.frame("avatr") == nil)
    }
}

/// Listings that use views their page declares elsewhere, in the places tutorials and answers
/// write them.
@Suite("a listing's views declared elsewhere on its page, in more places")
struct ListingViewsElsewhereTests {
    @Test("a child controller made at the prompt has a view of its own, not the root view, and addChild is the prompt controller's")
    func childControllerAtThePrompt() {
        var session = Session()
        let outcomes = session.script("""
            let child = UIViewController()
            let container = UIView()
            view.addSubview(container)
            container.frame = CGRect(x: 0, y: 100, width: 375, height: 350)
            addChild(child)
            view.addSubview(child.view)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            child.view.leftAnchor.constraint(equalTo: container.leftAnchor).isActive = true
            child.view.rightAnchor.constraint(equalTo: container.rightAnchor).isActive = true
            child.view.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            child.view.heightAnchor.constraint(equalToConstant: 250).isActive = true
            child.didMove(toParent: self)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("childView") == Rect(x: 0, y: 100, width: 375, height: 250))
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("child.view read where nothing declares child: a view controller the page declares, its view placed when constrained")
    func undeclaredChildController() {
        var session = Session()
        let outcomes = session.script("""
            let holder = UIView()
            view.addSubview(holder)
            holder.frame = CGRect(x: 0, y: 80, width: 375, height: 300)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            child.view.leftAnchor.constraint(equalTo: holder.leftAnchor).isActive = true
            child.view.rightAnchor.constraint(equalTo: holder.rightAnchor).isActive = true
            child.view.topAnchor.constraint(equalTo: holder.topAnchor).isActive = true
            child.view.heightAnchor.constraint(equalToConstant: 120).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("childView") == Rect(x: 0, y: 80, width: 375, height: 120))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'child' is not declared in the paste: its view is read, so it is taken as a view controller") })
    }

    @Test("a make block's target, footerView.snp.top, is a view of the page, placed on the root view and said ambiguous; the box keeps its other edges")
    func snapKitTarget() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.right.equalTo(view)
                make.bottom.equalTo(footerView.snp.top)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footerView") != nil)
        #expect(session.frame("box")?.minX == 0 && session.frame("box")?.width == 375)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'footerView' is not declared in the paste: made here as a UIView") })
    }

    @Test("a Visual Format views dictionary of names nothing declares makes them, in Swift and in Objective-C")
    func formatViews() {
        var swift = Session()
        let swiftOutcomes = swift.script("""
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[headerView]-20-|", options: [], metrics: nil, views: ["headerView": headerView]))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-60-[headerView(100)]", options: [], metrics: nil, views: ["headerView": headerView]))
            """)
        #expect(swiftOutcomes.allSatisfy { !$0.failed })
        // 20 from each side of 375, 60 down, 100 tall.
        #expect(swift.frame("headerView") == Rect(x: 20, y: 60, width: 335, height: 100))
        var objc = Session()
        objc.script("""
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-20-[headerView]-20-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(headerView)]];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-60-[headerView(100)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(headerView)]];
            """)
        #expect(objc.frame("headerView") == Rect(x: 20, y: 60, width: 335, height: 100))
    }

    @Test("self.tableView in a table view controller's listing is the table, filling the screen, as a bare tableView is")
    func selfTableView() {
        var session = Session()
        let outcomes = session.script("""
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            self.tableView.addSubview(label)
            label.widthAnchor.constraint(equalToConstant: 250).isActive = true
            label.heightAnchor.constraint(equalToConstant: 100).isActive = true
            label.centerXAnchor.constraint(equalTo: self.tableView.centerXAnchor).isActive = true
            label.centerYAnchor.constraint(equalTo: self.tableView.centerYAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 0, width: 375, height: 667))
        // Centred in 375×667: (375 − 250) / 2, (667 − 100) / 2.
        #expect(session.frame("label") == Rect(x: 62.5, y: 283.5, width: 250, height: 100).snapped(toPixelsOf: 3))
    }

    @Test("a view given to a name nothing declares at the top level is a property the page declares elsewhere, and holds it")
    func assignedProperty() {
        var session = Session()
        let outcomes = session.script("""
            stackView = UIStackView()
            stackView.axis = .vertical
            stackView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stackView)
            stackView.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            stackView.widthAnchor.constraint(equalToConstant: 100).isActive = true
            stackView.heightAnchor.constraint(equalToConstant: 50).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stackView") == Rect(x: 16, y: 40, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("'stackView' is not declared in the paste: a property the page declares elsewhere; it holds the view from here"))
    }

    @Test("arranged views named in UIStackView(arrangedSubviews:) and a view given its hugging are views of the page")
    func arrangedAndHuggingViews() {
        var session = Session()
        let outcomes = session.script("""
            let row = UIStackView(arrangedSubviews: [iconView, titleLabel])
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
            detailLabel.setContentHuggingPriority(.required, for: .horizontal)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row")?.width == 343)
        #expect(session.frame("iconView") != nil && session.frame("titleLabel") != nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'titleLabel' is not declared in the paste: made here as a UILabel") })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'detailLabel' is not declared in the paste: made here as a UILabel") })
    }
}

@Suite("FLKAutoLayout's Swift 3 names")
struct FLKSwift3NamesTests {
    @Test("in a view's init: the constraint an FLK method keeps until its views are placed is returned all the same; a predicate of the app's values is skipped")
    func inInitAndAppPredicate() {
        var session = Session()
        let outcomes = session.script("""
            class Switcher: UIView {
                let knob = UIView()
                var selection: NSLayoutConstraint!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(knob)
                    knob.alignTop("0", bottom: "0", to: self)
                    knob.constrainWidth(to: self, predicate: "*\\(1.0 / Float(options.count))")
                    knob.constrainWidth("40")
                    selection = knob.alignLeadingEdge(with: self, predicate: nil).last!
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("knob").map { $0.minX == 0 && $0.width == 40 } == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped FLK's constrainWidth: its predicate") })
    }

    @Test("a priority named by the app whose name says no level (.pinned) is its own constant, used as required with a note; a misspelt one is refused")
    func appPriorityName() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            let h = box.heightAnchor.constraint(equalToConstant: 40)
            h.priority = .pinned
            h.isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains("'.pinned' is not in the paste (the app's own priority): priority 1000 (required) is used in its place"))
        #expect(session.failing("h.priority = .defualtHigh").contains("did you mean 'defaultHigh'?"))
    }

    @Test("with: and to: are WithView: and toView:, and a nil predicate is \"0\", as FLKAutoLayout reads it")
    func swift3Names() {
        var session = Session()
        let outcomes = session.script("""
            let bar = UIView()
            let a = UIView()
            let b = UIView()
            view.addSubview(bar)
            bar.addSubview(a)
            bar.addSubview(b)
            bar.frame = CGRect(x: 0, y: 0, width: 300, height: 46)
            a.alignTop("2", bottom: "-2", to: bar)
            b.alignTop("2", bottom: "-2", to: bar)
            a.constrainWidth(to: bar, predicate: "*0.5")
            b.constrainWidth(to: bar, predicate: "*0.5")
            let lead = a.alignLeadingEdge(with: bar, predicate: nil)
            b.constrainLeadingSpace(to: a, predicate: nil)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Half of 300 each, side by side, 2 in from the bar's top and bottom.
        #expect(session.frame("a") == Rect(x: 0, y: 2, width: 150, height: 42))
        #expect(session.frame("b") == Rect(x: 150, y: 2, width: 150, height: 42))
    }
}

/// What production apps' view files still tripped on, written for this test.
@Suite("app views: settings, extensions, arithmetic and a mask the view turns off itself")
struct AppViews92Tests {
    @Test("if UIAccessibility.buttonShapesEnabled, a device setting named by its state, is taken as true, not refused as no Bool")
    func settingNamedByState() {
        var session = Session()
        let outcomes = session.script("""
            class Pill: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
                    label.topAnchor.constraint(equalTo: topAnchor, constant: 6).isActive = true
                    if UIAccessibility.buttonShapesEnabled {
                        layer.cornerRadius = 10
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("label")?.origin == Point(x: 12, y: 6))
    }

    @Test("a property of the app's extension set on a label is no misspelling of UIView's convert(_:to:)")
    func appPropertyIsNoMisspeltMethod() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 24).isActive = true
                    label.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
                func clear() {
                    label.content = .empty
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("label")?.minX == 24)
        // A real misspelling of a property is still refused.
        var typo = Session()
        typo.script("let box = UIView()")
        #expect(typo.failing("box.backgroundColr = .red").contains("did you mean 'backgroundColor'?"))
    }

    @Test("UIEdgeInsets(equalInset: 15), the app's own initialiser, is 15 on every side, with a note")
    func appInsetInitializer() {
        var session = Session()
        let outcomes = session.script("""
            let panel = UIView()
            view.addSubview(panel)
            panel.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            panel.layoutMargins = UIEdgeInsets(equalInset: 15)
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(dot)
            dot.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor).isActive = true
            dot.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor).isActive = true
            dot.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor).isActive = true
            dot.bottomAnchor.constraint(equalTo: panel.layoutMarginsGuide.bottomAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("dot") == Rect(x: 15, y: 15, width: 170, height: 70))
        #expect(outcomes.flatMap(\.notes).contains("'UIEdgeInsets(equalInset:)' is the app's own initialiser, not in the paste: taken as 15 on every side"))
    }

    @Test("a frame's width divided by a width still 0 is Swift's infinity and the code runs on; an Int's division by zero still stops")
    func floatingDivisionByZero() {
        var session = Session()
        let outcomes = session.script("""
            class Canvas: UIView {
                let inner = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(inner)
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let old = inner.frame
                    inner.frame = bounds
                    let scale = bounds.width / old.width
                    _ = scale
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == Rect(x: 0, y: 0, width: 375, height: 667))
        var whole = Session()
        whole.script("let n = 0")
        #expect(whole.failing("let k = 10 / n").contains("division by zero"))
    }

    @Test("a view that turns its own mask off in init and pins itself nowhere is shown at the fitting size, its content filling it")
    func ownMaskOffShownAtFittingSize() {
        var session = Session()
        let outcomes = session.script("""
            class Pager: UIView {
                let inner = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    translatesAutoresizingMaskIntoConstraints = false
                    addSubview(inner)
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        inner.widthAnchor.constraint(equalTo: widthAnchor),
                        inner.heightAnchor.constraint(equalTo: heightAnchor),
                        inner.centerXAnchor.constraint(equalTo: centerXAnchor),
                        inner.centerYAnchor.constraint(equalTo: centerYAnchor)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pager") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("inner") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("Pager turns its own autoresizing mask off and pins itself nowhere") })
    }

    @Test("an operator passed as a function, widths.reduce(0, +), is read as the closure it names")
    func operatorAsFunction() {
        var session = Session()
        let outcomes = session.script("""
            let widths: [CGFloat] = [40, 60, 80]
            let total = widths.reduce(0, +)
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: total, height: 44)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 180, height: 44))
    }

    @Test("a lazy var of a declared view type whose closure keeps UIButton().disabledAutoresizingIntoConstraints() holds the button")
    func lazyChainedHelper() {
        var session = Session()
        let outcomes = session.script("""
            class Cell: UIView {
                lazy var button: UIButton = {
                    let b = UIButton().disabledAutoresizingIntoConstraints()
                    return b
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(button)
                    NSLayoutConstraint.activate([
                        button.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        button.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        button.widthAnchor.constraint(equalToConstant: 80),
                        button.heightAnchor.constraint(equalToConstant: 40)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("button") == Rect(x: 10, y: 10, width: 80, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'disabledAutoresizingIntoConstraints()' is the app's own (not in the paste): taken to return button itself") })
    }

    @Test("UIStackView(arrangedSubviews: buttons), the views an initialiser is given by the app, is an empty stack with a note")
    func stackOfTheAppsViews() {
        var session = Session()
        let outcomes = session.script("""
            class Group: UIView {
                let buttons: [BarButton]
                init(buttons: [BarButton]) {
                    self.buttons = buttons
                    super.init(frame: .zero)
                    let stack = UIStackView(arrangedSubviews: buttons)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: topAnchor),
                        stack.leadingAnchor.constraint(equalTo: leadingAnchor),
                        bottomAnchor.constraint(equalTo: stack.bottomAnchor),
                        trailingAnchor.constraint(equalTo: stack.trailingAnchor)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stack") == session.frame("group"))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("UIStackView(arrangedSubviews:): '[BarButton]' are the app's views") })
    }

    @Test("a cell whose views are the cell's own, pinned to its top and bottom, is shown as the cell, 44 tall, not its content view")
    func cellBuiltOnItself() {
        var session = Session()
        let outcomes = session.script("""
            class DateCell: UITableViewCell {
                let pill = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    addSubview(pill)
                    pill.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        pill.leadingAnchor.constraint(equalTo: leadingAnchor),
                        pill.widthAnchor.constraint(equalToConstant: 100),
                        pill.topAnchor.constraint(equalTo: topAnchor),
                        pill.bottomAnchor.constraint(equalTo: bottomAnchor)])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pill") == Rect(x: 0, y: 0, width: 100, height: 44))
    }
}

/// Swift and Objective-C of app files the reader still refused, written for this test.
@Suite("app files: toggle(), nested array types, a header's property, a format in a variable, macro aliases of self, initForAutoLayout")
struct AppFiles92Tests {
    @Test("label.isHidden.toggle() flips the property; [[String]]() is an empty array")
    func toggleAndNestedArray() {
        var session = Session()
        let outcomes = session.script("""
            var grid = [[String]]()
            let badge = UIView()
            view.addSubview(badge)
            badge.isHidden.toggle()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.id(of: "badge").map { session.layout.isHidden($0) } == true)
    }

    @Test("in Objective-C, mas_equalTo(self.padding) of a property only the header declares is zero insets, as Objective-C zero-fills it")
    func headerPropertyIsZero() {
        var session = Session()
        let outcomes = session.script("""
            @implementation PaddedView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *inner = [[UIView alloc] init];
                    [self addSubview:inner];
                    [inner mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.mas_equalTo(self.padding);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == session.frame("paddedView"))
    }

    @Test("a Visual Format string made by stringWithFormat: from a template kept in a variable is read")
    func formatInAVariable() {
        var session = Session()
        let outcomes = session.script("""
            @implementation FillView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *inner = [[UIView alloc] init];
                    inner.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:inner];
                    NSDictionary *views = NSDictionaryOfVariableBindings(inner);
                    NSString *template = @"%@:|-8-[inner]-8-|";
                    for (NSString *axis in @[@"H", @"V"]) {
                        NSString *format = [NSString stringWithFormat:template, axis];
                        [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:format options:0 metrics:nil views:views]];
                    }
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("inner") == Rect(x: 8, y: 8, width: 359, height: 651))
    }

    @Test("self_ and self__, the aliases of self apps' macros declare, are self")
    func macroAliasesOfSelf() {
        var session = Session()
        let outcomes = session.script("""
            @implementation MapViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *map = [UIView new];
                map.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:map];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[map]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(map)]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[map]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(map)]];
                WEAK_REF(self);
                [self_ setTitle:@"Map"];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("map") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("an override of PureLayout's initForAutoLayout, the view's one initialiser, builds the view shown")
    func initForAutoLayoutOverride() {
        var session = Session()
        let outcomes = session.script("""
            @implementation RowView {
                UIView *bar;
            }
            -(id)initForAutoLayout {
                self = [super initForAutoLayout];
                if (self) {
                    bar = [[UIView alloc] initWithFrame:CGRectZero];
                    [self addSubview:bar];
                    [bar autoSetDimensionsToSize:CGSizeMake(40, 20)];
                    [bar autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsMake(8, 16, 8, 16)];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 16 + 40 + 16 wide, 8 + 20 + 8 tall.
        #expect(session.frame("rowView") == Rect(x: 0, y: 0, width: 72, height: 36))
        #expect(session.frame("bar") == Rect(x: 16, y: 8, width: 40, height: 20))
    }
}
