@testable import Language
import Layout
import Testing

/// What the thirty-fifth round's fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-fifth round")
struct Book138Tests {
    @Test("a UIButton subclass that sets titleLabel?.font without self. is measured in that font, as UIKit sizes the button by its title label")
    func buttonSubclassTitleFontWithoutSelf() {
        var session = Session()
        let outcomes = session.script("""
            class TagButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Follow", for: .normal)
                    titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
                    contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let follow = TagButton()
            follow.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(follow)
            follow.topAnchor.constraint(equalTo: view.topAnchor, constant: 60).isActive = true
            follow.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            let sameText = UILabel()
            sameText.text = "Follow"
            sameText.font = .systemFont(ofSize: 13, weight: .semibold)
            sameText.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sameText)
            sameText.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            sameText.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The title is the label's 40.667 × 15.667, rounded up to whole points (41 × 16), with
        // the content insets replacing the default padding: 41 + 20 by 16 + 8.
        #expect(session.frame("sameText") == Rect(x: 16, y: 200, width: 122.0 / 3, height: 47.0 / 3))
        #expect(session.frame("follow") == Rect(x: 16, y: 60, width: 61, height: 24))
    }

    @Test("a local named titleLabel in a button subclass's method is that local, not the button's own")
    func localTitleLabelIsNotTheButtons() {
        var session = Session()
        let outcomes = session.script("""
            class CardButton: UIButton {
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Go", for: .normal)
                    let titleLabel: UILabel? = caption
                    titleLabel?.font = .systemFont(ofSize: 40)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let go = CardButton(type: .system)
            go.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(go)
            go.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            go.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The system button keeps its 15-pt title: 30 tall, not a 40-pt line's 48 + 12.
        #expect(session.frame("go")?.height == 30)
    }

    @Test("Self(…) in a method of the app's struct is that struct's initialiser, and an implicit member chain given for its parameter runs its static method")
    func selfInitialiserAndImplicitMemberChain() {
        var session = Session()
        let outcomes = session.script("""
            struct Sides {
                var names: [String]
                init(_ names: [String]) { self.names = names }
                static func every() -> Self { return Self(["top", "left", "bottom", "right"]) }
                func without(_ name: String) -> Self { Self(names.filter { $0 != name }) }
            }
            extension UIView {
                func stick(_ sides: Sides, to other: UIView, inset: CGFloat) {
                    for side in sides.names {
                        switch side {
                        case "top": topAnchor.constraint(equalTo: other.topAnchor, constant: inset).isActive = true
                        case "bottom": bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset).isActive = true
                        case "left": leftAnchor.constraint(equalTo: other.leftAnchor, constant: inset).isActive = true
                        default: rightAnchor.constraint(equalTo: other.rightAnchor, constant: -inset).isActive = true
                        }
                    }
                }
            }
            let banner = UIView()
            let footer = UIView()
            for v in [banner, footer] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
                v.heightAnchor.constraint(equalToConstant: 60).isActive = true
            }
            banner.stick(Sides.every().without("bottom"), to: view, inset: 12)
            footer.stick(.every().without("top"), to: view, inset: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 12, y: 12, width: 351, height: 60))
        #expect(session.frame("footer") == Rect(x: 20, y: 587, width: 335, height: 60))
    }

    @Test("a switch binds the values an enum case of the app's carries, and a computed property of the enum reads them")
    func enumPayloadsAreBound() {
        var session = Session()
        let outcomes = session.script("""
            enum Pin {
                case top(CGFloat)
                case leading(CGFloat)
                case size(CGFloat, CGFloat)
                var label: String {
                    switch self {
                    case .top: return "top"
                    case .leading: return "leading"
                    case .size: return "size"
                    }
                }
                var amount: CGFloat {
                    switch self {
                    case .top(let v), .leading(let v): return v
                    case let .size(w, _): return w
                    }
                }
            }
            extension UIView {
                func apply(_ pins: [Pin], in other: UIView) {
                    for pin in pins {
                        switch pin {
                        case let .top(inset): topAnchor.constraint(equalTo: other.topAnchor, constant: inset).isActive = true
                        case .leading(let inset): leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset).isActive = true
                        case let .size(width, height):
                            widthAnchor.constraint(equalToConstant: width).isActive = true
                            heightAnchor.constraint(equalToConstant: height).isActive = true
                        }
                    }
                }
            }
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            badge.apply([.top(30), .leading(40), Pin.size(100, 50)], in: view)
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(dot)
            let offset = Pin.leading(70)
            dot.apply([.top(offset.amount), .size(8, 8)], in: view)
            dot.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Pin.size(5, 6).amount).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 40, y: 30, width: 100, height: 50))
        #expect(session.frame("dot") == Rect(x: 5, y: 70, width: 8, height: 8))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is not in the paste: 0 is used") })
    }

    @Test("a static property of the app's type named with a dot for a parameter of that type is that property")
    func implicitStaticPropertyOfParameterType() {
        var session = Session()
        let outcomes = session.script("""
            struct Margins {
                var side: CGFloat
                var top: CGFloat
                static let roomy = Margins(side: 24, top: 32)
                static var tight: Margins { Margins(side: 8, top: 4) }
            }
            extension UIView {
                func place(in other: UIView, margins: Margins) {
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: margins.side).isActive = true
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -margins.side).isActive = true
                    topAnchor.constraint(equalTo: other.topAnchor, constant: margins.top).isActive = true
                    heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            let card = UIView()
            let strip = UIView()
            for v in [card, strip] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            card.place(in: view, margins: .roomy)
            strip.place(in: view, margins: .tight)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 24, y: 32, width: 327, height: 40))
        #expect(session.frame("strip") == Rect(x: 8, y: 4, width: 359, height: 40))
    }

    @Test("UIEdgeInsets with leading: and trailing: or with only some sides is the app's own initialiser: taken as its labels say, with a note")
    func appEdgeInsetsInitialisers() {
        var session = Session()
        let outcomes = session.script("""
            let tile = UIView()
            tile.translatesAutoresizingMaskIntoConstraints = false
            tile.widthAnchor.constraint(equalToConstant: 40).isActive = true
            tile.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let row = UIStackView(arrangedSubviews: [tile])
            row.alignment = .leading
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = UIEdgeInsets(top: 21, leading: 12, bottom: 9, trailing: 16)
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let column = UIStackView(arrangedSubviews: [box])
            column.isLayoutMarginsRelativeArrangement = true
            column.layoutMargins = UIEdgeInsets(top: 6)
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 + 40 + 16 wide, 21 + 40 + 9 tall; the tile at the margins' corner.
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 68, height: 70))
        #expect(session.frame("tile") == Rect(x: 12, y: 21, width: 40, height: 40))
        // Only the top given: the other sides 0.
        #expect(session.frame("column") == Rect(x: 0, y: 300, width: 375, height: 46))
        #expect(session.frame("box") == Rect(x: 0, y: 6, width: 375, height: 40))
        #expect(outcomes.flatMap(\.notes).contains("'UIEdgeInsets(top:leading:bottom:trailing:)' is the app's own initialiser, not in the paste: "
            + "taken as the labels say in a left-to-right layout"))
        #expect(outcomes.flatMap(\.notes).contains("'UIEdgeInsets(top:)' is the app's own initialiser, not in the paste: taken as the labels "
            + "say in a left-to-right layout, left, bottom, right 0"))
    }

    @Test("Masonry takes insets given against another view's edge from the side constrained, not from the other view's")
    func masonryInsetsFollowTheFirstAttribute() {
        var session = Session()
        let outcomes = session.script("""
            @implementation RowController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *avatar = [UIView new];
                [self.view addSubview:avatar];
                UIView *name = [UIView new];
                [self.view addSubview:name];
                UIEdgeInsets padding = UIEdgeInsetsMake(6, 12, 4, 16);
                [avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view);
                    make.width.height.mas_equalTo(50);
                }];
                [name mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(avatar.mas_right).insets(padding);
                    make.top.equalTo(avatar.mas_bottom).insets(padding);
                    make.right.equalTo(self.view).insets(padding);
                    make.height.mas_equalTo(30);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // left: 50 + 12; top: 50 + 6; right: 375 - 16, so 297 wide.
        #expect(session.frame("name") == Rect(x: 62, y: 56, width: 297, height: 30))
    }

    @Test("SnapKit still takes insets against another view's edge from that edge's side, as its constraint maker does")
    func snapKitInsetsFollowTheTargetAttribute() {
        var session = Session()
        let outcomes = session.script("""
            let avatar = UIView()
            let name = UIView()
            view.addSubview(avatar)
            view.addSubview(name)
            avatar.snp.makeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.height.equalTo(50)
            }
            name.snp.makeConstraints { make in
                make.left.equalTo(avatar.snp.right).inset(UIEdgeInsets(top: 6, left: 12, bottom: 4, right: 16))
                make.top.equalToSuperview()
                make.right.equalToSuperview()
                make.height.equalTo(30)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The target is avatar's right: its side gives -16.
        #expect(session.frame("name") == Rect(x: 34, y: 0, width: 341, height: 30))
    }

    @Test("mas_updateConstraints after a kept constraint is uninstalled installs a new one, as Masonry finds only installed constraints")
    func masonryUpdateAfterUninstall() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TabsController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *first = [UIView new];
                UIView *second = [UIView new];
                UIView *marker = [UIView new];
                for (UIView *v in @[first, second, marker]) { [self.view addSubview:v]; }
                [first mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view);
                    make.width.mas_equalTo(120);
                    make.height.mas_equalTo(44);
                }];
                [second mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(first.mas_right);
                    make.top.width.height.equalTo(first);
                }];
                __block MASConstraint *follow = nil;
                [marker mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(first.mas_bottom);
                    make.width.mas_equalTo(40);
                    make.height.mas_equalTo(2);
                    follow = make.centerX.equalTo(first);
                }];
                [follow uninstall];
                [marker mas_updateConstraints:^(MASConstraintMaker *make) {
                    follow = make.centerX.equalTo(second);
                }];
                [follow uninstall];
                [marker mas_updateConstraints:^(MASConstraintMaker *make) {
                    follow = make.centerX.equalTo(first);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Back under the first tab: centre 60, 40 wide.
        #expect(session.frame("marker") == Rect(x: 40, y: 44, width: 40, height: 2))
    }

    @Test("a view shown for its class is measured after the constraints its updateConstraints makes, as systemLayoutSizeFitting updates constraints first")
    func shownViewMeasuredAfterUpdateConstraints() {
        var session = Session()
        let outcomes = session.script("""
            class Toast: UIView {
                let message = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(message)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func updateConstraints() {
                    super.updateConstraints()
                    message.snp.remakeConstraints { make in
                        make.edges.equalToSuperview().inset(8)
                        make.height.equalTo(48)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("toast") == Rect(x: 0, y: 0, width: 375, height: 64))
        #expect(session.frame("message") == Rect(x: 8, y: 8, width: 359, height: 48))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test("a constant of the app's own that the paste lacks, read as a type's member, is 0 with a note wherever a number is asked, and the rest runs")
    func appConstantsOfUnknownTypes() {
        var session = Session()
        let outcomes = session.script("""
            class Banner: UIView {
                let title = UIView()
                let rule = UIView()
                let art = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for v in [title, rule, art] { addSubview(v) }
                    title.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(Metrics.TopPadding)
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(30)
                    }
                    constrain(rule, title) { rule, title in
                        rule.top == title.bottom + 4
                        rule.leading == rule.superview!.leading
                        rule.trailing == rule.superview!.trailing
                        rule.height == .separatorHeight
                    }
                    let artHeight: CGFloat = 300 * UIView.ART_RATIO
                    art.snp.makeConstraints { make in
                        make.top.equalTo(rule.snp.bottom)
                        make.leading.trailing.bottom.equalToSuperview()
                        make.height.equalTo(artHeight + 20)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 375, height: 30))
        #expect(session.frame("rule") == Rect(x: 0, y: 34, width: 375, height: 0))
        #expect(session.frame("art") == Rect(x: 0, y: 34, width: 375, height: 20))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'Metrics.TopPadding' is not in the paste: 0 is used in its place"))
        #expect(notes.contains("'.separatorHeight' is not in the paste (the app's own constant): 0 is used in its place"))
        #expect(notes.contains { $0.contains("'300 * UIView.ART_RATIO + 20' needs what is not in the paste") })
    }

    @Test("Stevia's subviews(…) given a view of the app's own class the paste lacks adds a plain view in its place, whatever the class is called")
    func steviaSubviewsOfAnUnknownAppClass() {
        var session = Session()
        let outcomes = session.script("""
            import Stevia
            final class PagerScreen: UIView {
                var tabs = TabStrip()
                var pages = UIScrollView()
                convenience init() {
                    self.init(frame: .zero)
                    subviews(pages, tabs)
                    layout(0, |pages|, 0, |tabs| ~ 49)
                    tabs.Bottom == safeAreaLayoutGuide.Bottom
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tabs") == Rect(x: 0, y: 618, width: 375, height: 49))
        #expect(session.frame("pages") == Rect(x: 0, y: 0, width: 375, height: 618))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'TabStrip' is not in the paste: the code adds one as a subview") })
    }

    @Test("a view class's own alignmentRectInsets puts its frame outside the rectangle its constraints place")
    func alignmentRectInsetsOverride() {
        var session = Session()
        let outcomes = session.script("""
            class ShadowCard: UIView {
                override var alignmentRectInsets: UIEdgeInsets {
                    UIEdgeInsets(top: 2, left: 6, bottom: 10, right: 6)
                }
            }
            let card = ShadowCard()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                card.heightAnchor.constraint(equalToConstant: 100)
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The rectangle (16, 40, 343, 100), grown by the insets.
        #expect(session.frame("card") == Rect(x: 10, y: 38, width: 355, height: 112))
    }

    @Test("a property of the app's own on a view whose value the code adds as a subview is taken as the view itself, with a note")
    func appWrapperPropertyAddedAsSubview() {
        var session = Session()
        let outcomes = session.script("""
            class Cover: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let content = UIView()
                    content.translatesAutoresizingMaskIntoConstraints = false
                    let guarded = content.hiddenFromScreenshots
                    addSubview(guarded)
                    let logo = UIView()
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    content.addSubview(logo)
                    NSLayoutConstraint.activate([
                        guarded.topAnchor.constraint(equalTo: topAnchor),
                        guarded.bottomAnchor.constraint(equalTo: bottomAnchor),
                        guarded.leadingAnchor.constraint(equalTo: leadingAnchor),
                        guarded.trailingAnchor.constraint(equalTo: trailingAnchor),
                        logo.widthAnchor.constraint(equalToConstant: 40),
                        logo.heightAnchor.constraint(equalToConstant: 40),
                        logo.centerXAnchor.constraint(equalTo: content.centerXAnchor),
                        logo.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
                        logo.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12)
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("cover") == Rect(x: 0, y: 0, width: 375, height: 64))
        // Centred at 167.5, on the nearest pixel.
        #expect(session.frame("logo") == Rect(x: 503.0 / 3, y: 12, width: 40, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'content.hiddenFromScreenshots' is the app's own (not in the paste)") })
    }

    @Test("text measured in the app's font, and that font's line height, are the 17-pt system font's, as a label given the font is")
    func appFontMeasuredInCode() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let font = Typography.chip
            let sample = UILabel()
            sample.font = font
            sample.text = "Nearby"
            sample.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sample)
            sample.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            let chip = UIView()
            chip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(chip)
            let width = ceil("Nearby".size(withAttributes: [.font: font]).width) + 20
            let height = ceil(font.lineHeight) + 10
            NSLayoutConstraint.activate([
                chip.topAnchor.constraint(equalTo: view.topAnchor),
                chip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                chip.widthAnchor.constraint(equalToConstant: width),
                chip.heightAnchor.constraint(equalToConstant: height)
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let label = session.frame("sample")
        // The label's text width rounded up, and its 20.333 line rounded up (21), with the padding.
        #expect(session.frame("chip")?.width == (label?.width ?? 0).rounded(.up) + 20)
        #expect(session.frame("chip")?.height == 31)
        #expect(label?.height == 61.0 / 3)
    }

    @Test("a parameter's default written with a dot is the static property of the parameter's type nested in the class")
    func defaultArgumentStaticOfNestedType() {
        var session = Session()
        let outcomes = session.script("""
            class Tag: UIView {
                struct Look {
                    var inset: CGFloat
                    static var compact = Look(inset: 4)
                    static var roomy = Look(inset: 9)
                }
                let text = UILabel()
                init(word: String, look: Look = .roomy) {
                    super.init(frame: .zero)
                    text.text = word
                    text.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(text)
                    NSLayoutConstraint.activate([
                        text.leadingAnchor.constraint(equalTo: leadingAnchor, constant: look.inset),
                        text.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -look.inset),
                        text.topAnchor.constraint(equalTo: topAnchor, constant: look.inset),
                        text.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -look.inset)
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let loose = Tag(word: "Hi")
            let tight = Tag(word: "Hi", look: .compact)
            for t in [loose, tight] {
                t.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(t)
                t.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            }
            loose.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            tight.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Hi" is 16.333 × 20.333.
        #expect(session.frame("loose")?.isAbout(Rect(x: 0, y: 0, width: 16 + 1.0 / 3 + 18, height: 20 + 1.0 / 3 + 18)) == true)
        #expect(session.frame("tight")?.isAbout(Rect(x: 0, y: 100, width: 16 + 1.0 / 3 + 8, height: 20 + 1.0 / 3 + 8)) == true)
    }

    @Test("a cell made by code and held by a table row with 'cell' runs the updateConstraints it asked for, as the table's first constraint pass does")
    func heldCellRunsPendingUpdateConstraints() {
        var session = Session()
        let outcomes = session.script("""
            class LatePinCell: UITableViewCell {
                let title = UILabel()
                var pinned = false
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(title)
                    setNeedsUpdateConstraints()
                }
                required init?(coder: NSCoder) { fatalError() }
                override func updateConstraints() {
                    if !pinned {
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
                        title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
                        pinned = true
                    }
                    super.updateConstraints()
                }
            }
            let row = LatePinCell(style: .default, reuseIdentifier: "late")
            row.title.text = "Inbox"
            cell row width 375 height 60
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Inbox" at 17 pt is 20.333 tall, centred in the 60 points the row holds it to: 19.833,
        // on the nearest pixel 20.
        let title = session.frame("title")
        #expect(title?.minX == 16)
        #expect(title?.minY == 20)
        #expect(title?.height == 61.0 / 3)
    }

    @Test("a table cell's indentationLevel is UIKit's, and a cell class's didSet on it runs when the code sets it")
    func tableCellIndentationLevel() {
        var session = Session()
        let outcomes = session.script("""
            class TreeCell: UITableViewCell {
                let disclosure = UIView()
                var lead: NSLayoutConstraint!
                override var indentationLevel: Int {
                    didSet { lead.constant = 12 + CGFloat(indentationLevel) * 20 }
                }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    disclosure.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(disclosure)
                    lead = disclosure.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
                    NSLayoutConstraint.activate([
                        lead,
                        disclosure.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                        disclosure.widthAnchor.constraint(equalToConstant: 20),
                        disclosure.heightAnchor.constraint(equalToConstant: 20)
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let node = TreeCell(style: .default, reuseIdentifier: "node")
            cell node width 375 height 44
            node.indentationLevel = 3
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("disclosure")?.minX == 72)
    }

    @Test("'cell' says a collection view holds a collection view's section header, not a table")
    func collectionHeaderHeldByACollection() {
        var session = Session()
        let outcomes = session.script("""
            class SectionTitle: UICollectionReusableView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.text = "Popular"
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
                    title.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let header = SectionTitle(frame: .zero)
            cell header width 375 height 40
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("header header: the collection view holds it") })
        #expect(!notes.contains { $0.hasPrefix("cell header: the table view holds it") })
    }

    @Test("static methods told apart by their argument labels are each called as their labels say")
    func staticOverloadsByLabels() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            enum Pin {
                static func fill(view: UIView, with subview: UIView) {
                    subview.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(subview)
                    NSLayoutConstraint.activate([
                        subview.topAnchor.constraint(equalTo: view.topAnchor),
                        subview.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        subview.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        subview.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    ])
                }
                static func fill(scrollView: UIScrollView, with content: UIView) {
                    Pin.fill(view: scrollView, with: content)
                    content.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
                }
            }
            let scroller = UIScrollView()
            Pin.fill(view: view, with: scroller)
            let column = UIView()
            Pin.fill(scrollView: scroller, with: column)
            column.heightAnchor.constraint(equalToConstant: 900).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("column") == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(session.contentSize("scroller") == Size(width: 375, height: 900))
    }

    @Test("self.init() in a static method of a UIView extension makes a view of the type it is called on")
    func selfInitInStaticFactory() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            extension UIView {
                static func forAutoLayout() -> Self {
                    let made = self.init()
                    made.translatesAutoresizingMaskIntoConstraints = false
                    return made
                }
            }
            let title = UILabel.forAutoLayout()
            title.text = "Settings"
            view.addSubview(title)
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A label, sized by its text: "Settings" at 17 pt is 20.333 tall.
        #expect(session.frame("title")?.height == 61.0 / 3)
        #expect(session.frame("title")?.minY == 40)
    }

    @Test("a view arranged in a stack view is told it moved to its superview, as one added with addSubview is")
    func arrangedViewRunsDidMoveToSuperview() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UIView {
                override func didMoveToSuperview() {
                    super.didMoveToSuperview()
                    heightAnchor.constraint(equalToConstant: 44).isActive = true
                }
            }
            let list = UIStackView()
            list.axis = .vertical
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            list.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            list.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            list.addArrangedSubview(Row())
            list.addArrangedSubview(Row())
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 100, width: 375, height: 88))
    }

    @Test("a property a protocol's extension gives an enum of the app's that adopts it is read from that extension")
    func protocolExtensionPropertyOfAnEnum() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            protocol Chip {
                var caption: String { get }
                var badge: String? { get }
            }
            extension Chip {
                var badge: String? { return nil }
            }
            enum Filter: Chip {
                case all
                var caption: String { return "All" }
            }
            let item: Chip = Filter.all
            let label = UILabel()
            label.text = item.badge == nil ? "no badge" : "a badge"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let same = UILabel()
            same.text = "no badge"
            same.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(same)
            same.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            same.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("label")?.width == session.frame("same")?.width)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("richTitle") || $0.contains("'.all.badge'") })
    }

    @Test("a configuration's titleTextAttributesTransformer, set directly or by the button's configurationUpdateHandler, gives the title its font")
    func configurationTitleTransformer() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let plain = UIButton(configuration: .plain())
            plain.configuration?.title = "Done"
            var big = UIButton.Configuration.plain()
            big.title = "Done"
            big.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.systemFont(ofSize: 28)
                return outgoing
            }
            let large = UIButton(configuration: big)
            let handled = UIButton(configuration: .plain())
            handled.configuration?.title = "Done"
            handled.configurationUpdateHandler = { button in
                button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                    var outgoing = incoming
                    outgoing.font = UIFont.systemFont(ofSize: 28)
                    return outgoing
                }
            }
            for (i, b) in [plain, large, handled].enumerated() {
                b.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(b)
                b.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                b.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(i) * 100).isActive = true
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let plain = session.frame("plain"), large = session.frame("large"), handled = session.frame("handled")
        // 17-pt title: 20.333 + 7 + 7; the 28-pt one is taller, the same for both ways of setting it.
        #expect(plain?.height == 103.0 / 3)
        #expect((large?.height ?? 0) > (plain?.height ?? 0) + 10)
        #expect(handled == Rect(x: 0, y: 200, width: large?.width ?? 0, height: large?.height ?? 0))
    }

    @Test("a configurationUpdateHandler set before the button's configuration runs again when the configuration is set")
    func updateHandlerBeforeConfiguration() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let early = UIButton(type: .system)
            early.configurationUpdateHandler = { button in
                button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                    var outgoing = incoming
                    outgoing.font = UIFont.systemFont(ofSize: 28)
                    return outgoing
                }
            }
            var look = UIButton.Configuration.plain()
            look.title = "Done"
            early.configuration = look
            var big = UIButton.Configuration.plain()
            big.title = "Done"
            big.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.systemFont(ofSize: 28)
                return outgoing
            }
            let late = UIButton(configuration: big)
            for (i, b) in [early, late].enumerated() {
                b.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(b)
                b.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                b.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(i) * 100).isActive = true
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("early")?.size == session.frame("late")?.size)
    }

    @Test("a view taken out and added again in one method is simply back, with no note that it already was a subview")
    func removedAndAddedAgain() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let tile = UIView()
            tile.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tile)
            tile.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            tile.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            tile.widthAnchor.constraint(equalToConstant: 50).isActive = true
            tile.heightAnchor.constraint(equalToConstant: 50).isActive = true
            func reset() {
                tile.removeFromSuperview()
                view.addSubview(tile)
                tile.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                tile.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100).isActive = true
            }
            reset()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The constraints to the root went with the removal; the tile's own size stayed.
        #expect(session.frame("tile") == Rect(x: 100, y: 100, width: 50, height: 50))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is already a subview") })
    }

    @Test("'scroll' on a paging scroll view comes to rest on the nearest page, as a finger's drag does, with a note")
    func pagingScrollRestsOnAPage() {
        var session = Session()
        let outcomes = session.script("""
            let pager = UIScrollView()
            pager.isPagingEnabled = true
            pager.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pager)
            NSLayoutConstraint.activate([
                pager.topAnchor.constraint(equalTo: view.topAnchor),
                pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                pager.heightAnchor.constraint(equalToConstant: 240)
            ])
            let pages = UIView()
            pages.translatesAutoresizingMaskIntoConstraints = false
            pager.addSubview(pages)
            NSLayoutConstraint.activate([
                pages.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
                pages.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
                pages.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
                pages.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
                pages.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
                pages.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor, multiplier: 4)
            ])
            scroll pager to 500,0
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Four 375-wide pages; let go at 500, nearer the second page's 375 than the third's 750.
        #expect(session.layout.scrollInfo(session.layout.id(of: "pager")!)?.contentOffset == Point(x: 375, y: 0))
        #expect(outcomes.flatMap(\.notes).contains("scroll: pager pages (isPagingEnabled): let go at (500,0), it comes to rest on the nearest page, (375,0)"))
    }

    @Test("a number combined with a constant its type's name alone leaves as a case (-2 * UIConstants.Padding.standard) is the app's value, 0 with a note")
    func arithmeticWithAnAppCase() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let strip = UIView()
            strip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(strip)
            NSLayoutConstraint.activate([
                strip.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -2 * UIConstants.Padding.standard),
                strip.heightAnchor.constraint(equalToConstant: 10),
                strip.topAnchor.constraint(equalTo: view.topAnchor),
                strip.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 10))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'-2 * .standard' needs what is not in the paste") })
    }

    @Test("Objective-C's UIDatePickerStyleWheels and NSString's uppercaseString are UIKit's and Foundation's")
    func objectiveCDatePickerStyleAndCaseChange() {
        var session = Session()
        let outcomes = session.script("""
            UIDatePicker *picker = [[UIDatePicker alloc] init];
            picker.translatesAutoresizingMaskIntoConstraints = NO;
            picker.datePickerMode = UIDatePickerModeTime;
            picker.preferredDatePickerStyle = UIDatePickerStyleWheels;
            [self.view addSubview:picker];
            [picker.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            [picker.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            [picker.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
            UILabel *day = [[UILabel alloc] init];
            day.text = [@"mon" uppercaseString];
            day.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:day];
            [day.topAnchor constraintEqualToAnchor:picker.bottomAnchor].active = YES;
            [day.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            UILabel *same = [[UILabel alloc] init];
            same.text = @"MON";
            same.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:same];
            [same.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:400].active = YES;
            [same.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The wheels are 216 tall; the day's label is the capitals' width.
        #expect(session.frame("picker")?.height == 216)
        #expect(session.frame("day")?.minY == 216)
        #expect(session.frame("day")?.width == session.frame("same")?.width)
    }

    @Test("FLK's alignTop:leading:bottom:trailing:toView: makes no constraint for a nil edge, as FLKAutoLayout checks each")
    func flkNilEdgeMakesNoConstraint() {
        var session = Session()
        let outcomes = session.script("""
            @interface Toolbar : UIView
            @end
            @implementation Toolbar
            - (CGSize)intrinsicContentSize { return CGSizeMake(UIViewNoIntrinsicMetric, 60); }
            @end
            Toolbar *toolbar = [[Toolbar alloc] init];
            toolbar.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:toolbar];
            [toolbar alignTop:@"100" leading:@"0" bottom:nil trailing:@"0" toView:self.view];
            UIView *rule = [[UIView alloc] init];
            [toolbar addSubview:rule];
            [rule constrainHeight:@"1"];
            [rule alignTop:nil leading:@"0" bottom:@"0" trailing:@"0" toView:toolbar];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("toolbar") == Rect(x: 0, y: 100, width: 375, height: 60))
        #expect(session.frame("rule") == Rect(x: 0, y: 59, width: 375, height: 1))
    }

    @Test("a controller that asks its navigation bar for large titles is laid out below the taller bar, and one that sets .never below the regular one")
    func largeTitlesFromCode() {
        func boxTop(mode: String) -> Double? {
            var session = Session()
            session.script("""
                import UIKit
                class ListViewController: UIViewController {
                    let box = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationController?.navigationBar.prefersLargeTitles = true
                        navigationItem.largeTitleDisplayMode = .\(mode)
                        box.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(box)
                        NSLayoutConstraint.activate([
                            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            box.heightAnchor.constraint(equalToConstant: 40)
                        ])
                    }
                }
                """)
            session.script("in navigation")
            return session.frame("box")?.minY
        }
        // The bare 375×667 screen has no status bar: the navigation bar's 44, and a large title's 52.
        #expect(boxTop(mode: "always") == 96)
        #expect(boxTop(mode: "never") == 44)
    }

    @Test("a controller that shows its navigation controller's toolbar has its safe area end above it")
    func navigationToolbarFromCode() {
        var session = Session()
        session.script("""
            import UIKit
            class EditorViewController: UIViewController {
                let actions = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    actions.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(actions)
                    NSLayoutConstraint.activate([
                        actions.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                        actions.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        actions.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        actions.heightAnchor.constraint(equalToConstant: 40)
                    ])
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setToolbarHidden(false, animated: animated)
                }
            }
            """)
        session.script("in navigation")
        // The bare 375×667 screen: the toolbar's 44 above its bottom edge, the view 40 above that.
        #expect(session.frame("actions") == Rect(x: 0, y: 583, width: 375, height: 40))
    }

    @Test("Objective-C: GNU's ?: in a message's receiver parses, and a button subclass's setTitle:forState: runs when the code sends it")
    func objectiveCElvisReceiverAndTitleOverride() {
        var session = Session()
        let outcomes = session.script("""
            @interface ShoutButton : UIButton
            @end
            @implementation ShoutButton
            - (void)setTitle:(NSString *)title forState:(UIControlState)state {
                [super setTitle:title.uppercaseString forState:state];
            }
            - (void)tint {
                CGFloat r, g, b, a;
                [[UIColor clearColor] ?: [UIColor redColor] getRed:&r green:&g blue:&b alpha:&a];
            }
            @end
            ShoutButton *shout = [ShoutButton buttonWithType:UIButtonTypeCustom];
            shout.translatesAutoresizingMaskIntoConstraints = NO;
            [shout setTitle:@"buy" forState:UIControlStateNormal];
            [self.view addSubview:shout];
            [shout.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            [shout.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
            UIButton *same = [UIButton buttonWithType:UIButtonTypeCustom];
            same.translatesAutoresizingMaskIntoConstraints = NO;
            [same setTitle:@"BUY" forState:UIControlStateNormal];
            [self.view addSubview:same];
            [same.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
            [same.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("shout")?.size == session.frame("same")?.size)
    }

    @Test("a row built from the calendar's weekday symbols has the en_US locale's seven days, with a note")
    func weekdaySymbolsBuildARow() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let week = UIStackView()
            week.distribution = .fillEqually
            week.spacing = 5
            week.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(week)
            NSLayoutConstraint.activate([
                week.topAnchor.constraint(equalTo: view.topAnchor),
                week.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                week.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                week.heightAnchor.constraint(equalToConstant: 30)
            ])
            for symbol in Calendar.current.veryShortWeekdaySymbols {
                let day = UILabel()
                day.text = symbol
                week.addArrangedSubview(day)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Seven columns in 375 less six gaps of 5, the seventh ending at the row's end.
        #expect(session.frame("day")?.minX == 0)
        #expect(session.frame("day7")?.maxX == 375)
        #expect(session.frame("day8") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("veryShortWeekdaySymbols' is taken in the en_US locale") })
    }

    @Test("#unavailable is false, as on the newest iOS the screens are, and #available true")
    func unavailableIsFalse() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            let chip = UIView()
            chip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(chip)
            var height: CGFloat = 30
            if #unavailable(iOS 15) {
                height = 44
            }
            var width: CGFloat = 30
            if #available(iOS 15, *) {
                width = 60
            }
            chip.heightAnchor.constraint(equalToConstant: height).isActive = true
            chip.widthAnchor.constraint(equalToConstant: width).isActive = true
            chip.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            chip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 60, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("#unavailable") })
    }
}
