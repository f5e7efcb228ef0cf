@testable import Language
import Layout
import Testing

/// What the fifty-fifth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand from UIKit's documented behaviour.
@Suite("Fresh app code, fifty-fifth round")
struct Book250Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("Objective-C: a lazy getter over an instance variable of its own name reads the variable, not itself")
    func objectiveCGetterOverSameNamedInstanceVariable() {
        var session = Session()
        let outcomes = session.script("""
            @interface BadgeView : UIView {
                UILabel *countLabel;
            }
            @end
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self addSubview:self.countLabel];
                    [self addSubview:[self countLabel]];
                }
                return self;
            }
            - (UILabel *)countLabel {
                if (!countLabel) {
                    countLabel = [[UILabel alloc] initWithFrame:CGRectMake(8, 4, 60, 18)];
                }
                return countLabel;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // One label, made once by the getter and added twice to the same view.
        #expect(session.frame("countLabel") == Rect(x: 8, y: 4, width: 60, height: 18))
        #expect(session.layout.id(of: "countLabel2") == nil)
    }

    @Test("A view's intrinsicContentSize is kept until invalidateIntrinsicContentSize(), as UIKit holds its last answer")
    func intrinsicSizeHeldUntilInvalidated() {
        var session = Session()
        session.script("""
            class Chip: UIView {
                var count = 1
                var dots = 1 { didSet { invalidateIntrinsicContentSize() } }
                override var intrinsicContentSize: CGSize { CGSize(width: 20 + count * 10 + dots * 4, height: 24) }
            }
            let chip = Chip()
            chip.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(chip)
            chip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            chip.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            """)
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 34, height: 24))
        // A later turn changes what the getter answers without invalidating: the size stays.
        session.script("chip.count = 5")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 34, height: 24))
        session.script("chip.setNeedsLayout(); chip.layoutIfNeeded()")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 34, height: 24))
        // An observer that invalidates: asked again, with both changes.
        session.script("chip.dots = 2")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 78, height: 24))
        session.script("chip.count = 1; chip.invalidateIntrinsicContentSize()")
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 38, height: 24))
    }

    @Test("Within one entry the getter is asked at the pass, after the code set what it reads")
    func intrinsicSizeAskedAtTheFirstPass() {
        var session = Session()
        session.script("""
            class Meter: UIView {
                var level = 0
                override var intrinsicContentSize: CGSize { CGSize(width: level * 10, height: 8) }
            }
            class Screen: UIViewController {
                let meter = Meter()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    meter.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(meter)
                    meter.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                    meter.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                    meter.level = 7
                }
            }
            """)
        #expect(session.frame("meter") == Rect(x: 16, y: 40, width: 70, height: 8))
    }

    @Test("A view taken out keeps living: code sets its frame while it is out and adds it again, with what it holds")
    func removedViewIsKeptAndAddedAgain() {
        var session = Session()
        let outcomes = session.script("""
            class Shelf: UIViewController {
                let chip = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 16))
                let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
                let badge = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(chip)
                    chip.removeFromSuperview()
                    chip.frame.origin = CGPoint(x: 20, y: 100)
                    view.addSubview(chip)
                    view.addSubview(card)
                    badge.text = "New"
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    card.addSubview(badge)
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
                        badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                    ])
                    // Out with what it holds and back elsewhere: the badge and its constraints stay.
                    card.removeFromSuperview()
                    card.frame = CGRect(x: 200, y: 300, width: 120, height: 80)
                    view.addSubview(card)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 20, y: 100, width: 60, height: 16))
        #expect(session.frame("card") == Rect(x: 200, y: 300, width: 120, height: 80))
        // "New" in the 17-pt system font, its right edge 8 in from the card's new 120.
        let word = Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "New")!
        #expect(session.frame("badge")?.isAbout(Rect(x: 112 - word.width, y: 8, width: word.width, height: word.height)) == true)
    }

    @Test("Tags taken out of their rows and put in new rows, as a tag cloud rebuilds itself, are all shown")
    func tagCloudRebuiltFromRemovedViews() {
        var session = Session()
        let outcomes = session.script("""
            class Cloud: UIView {
                var tags: [UIView] = []
                var rows: [UIView] = []
                func add(width: CGFloat) {
                    let tag = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 20))
                    tag.addSubview(UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4)))
                    tags.append(tag)
                    rebuild()
                }
                func rebuild() {
                    (tags + rows).forEach { $0.removeFromSuperview() }
                    rows.removeAll()
                    var x: CGFloat = 0
                    var row: UIView?
                    for tag in tags {
                        if row == nil || x + tag.frame.width > bounds.width {
                            let next = UIView(frame: CGRect(x: 0, y: CGFloat(rows.count) * 24, width: bounds.width, height: 20))
                            rows.append(next)
                            addSubview(next)
                            row = next
                            x = 0
                        }
                        tag.frame.origin.x = x
                        row?.addSubview(tag)
                        x += tag.frame.width + 8
                    }
                }
            }
            let cloud = Cloud(frame: CGRect(x: 10, y: 100, width: 150, height: 100))
            view.addSubview(cloud)
            cloud.add(width: 60)
            cloud.add(width: 70)
            cloud.add(width: 90)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let cloud = session.layout.id(of: "cloud")!
        let rows = session.layout.view(cloud)!.subviews
        // Two rows: 60 + 8 + 70 fit in 150, 90 does not.
        #expect(rows.map { session.layout.frame(of: $0) } == [Rect(x: 0, y: 0, width: 150, height: 20), Rect(x: 0, y: 24, width: 150, height: 20)])
        #expect(rows.map { session.layout.view($0)!.subviews.map { session.layout.frame(of: $0) } }
                == [[Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 68, y: 0, width: 70, height: 20)], [Rect(x: 0, y: 0, width: 90, height: 20)]])
        // Each tag still holds its dot.
        let tags = rows.flatMap { session.layout.view($0)!.subviews }
        #expect(tags.allSatisfy { session.layout.view($0)!.subviews.map { session.layout.frame(of: $0) } == [Rect(x: 2, y: 2, width: 4, height: 4)] })
    }

    @Test("A name a removed view held goes to a view declared anew at the top level")
    func removedViewGivesItsNameBack() {
        var session = Session()
        session.script("""
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(a)
            a.removeFromSuperview()
            let a = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
            view.addSubview(a)
            view z
            z.removeFromSuperview()
            view z
            """)
        #expect(session.frame("a") == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(session.layout.id(of: "a2") == nil)
        #expect(session.frame("z") == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("A stack view subclass made with init(arrangedSubviews:) arranges them, after its own init(frame:)")
    func stackSubclassWithArrangedSubviews() {
        var session = Session()
        let outcomes = session.script("""
            final class Column: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    axis = .vertical
                    spacing = 12
                    distribution = .fillEqually
                }
                required init(coder: NSCoder) { fatalError() }
            }
            class Pills: UIStackView {}
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            let column = Column(arrangedSubviews: [a, b])
            column.frame = CGRect(x: 20, y: 20, width: 335, height: 112)
            view.addSubview(column)
            let pills = Pills(arrangedSubviews: [c, d])
            pills.distribution = .fillEqually
            pills.frame = CGRect(x: 0, y: 200, width: 200, height: 40)
            view.addSubview(pills)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a") == Rect(x: 0, y: 0, width: 335, height: 50))
        #expect(session.frame("b") == Rect(x: 0, y: 62, width: 335, height: 50))
        #expect(session.frame("c") == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(session.frame("d") == Rect(x: 100, y: 0, width: 100, height: 40))
    }

    @Test("A control's state reads as UIKit starts it: not selected, not highlighted, enabled, a switch off")
    func controlStatesStartAsUIKitsDefaults() {
        var session = Session()
        let outcomes = session.script("""
            let b = UIButton(type: .system)
            let s = UISwitch()
            let marks = UIView(frame: CGRect(x: b.isSelected ? 100 : 10, y: b.isHighlighted ? 100 : 20,
                                             width: s.isOn ? 100 : 30, height: b.isEnabled ? 40 : 100))
            view.addSubview(marks)
            b.isSelected = true
            let after = UIView(frame: CGRect(x: b.isSelected ? 1 : 2, y: 0, width: 5, height: 5))
            view.addSubview(after)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!Self.notes(outcomes).contains { $0.contains("taken as true") })
        #expect(session.frame("marks") == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(session.frame("after") == Rect(x: 1, y: 0, width: 5, height: 5))
    }

    @Test("title(for:) reads the title set for the state, else the normal state's")
    func buttonTitleForState() {
        var session = Session()
        let outcomes = session.script("""
            let go = UIButton(type: .system)
            go.setTitle("Start", for: .normal)
            let caption = UILabel()
            caption.text = (go.title(for: .selected) ?? "none") + " " + (go.title(for: .normal) ?? "")
            view.addSubview(caption)
            caption.translatesAutoresizingMaskIntoConstraints = false
            caption.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let empty = UIButton(type: .system)
            let missing = UIView(frame: CGRect(x: 0, y: 0, width: empty.title(for: .normal) == nil ? 7 : 9, height: 1))
            view.addSubview(missing)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Start Start"))
        #expect(session.frame("missing")?.width == 7)
    }

    @Test("CGRect's, CGSize's and CGPoint's tests: equalTo, contains, intersects, isEmpty")
    func geometryTests() {
        var session = Session()
        let outcomes = session.script("""
            let r = CGRect(x: 0, y: 0, width: 100, height: 100)
            let bits: [Bool] = [
                r.contains(CGPoint(x: 50, y: 50)), r.contains(CGPoint(x: 100, y: 50)),
                r.contains(CGRect(x: 10, y: 10, width: 90, height: 90)), r.contains(CGRect(x: 10, y: 10, width: 91, height: 10)),
                r.intersects(CGRect(x: 99, y: 99, width: 5, height: 5)), r.intersects(CGRect(x: 100, y: 0, width: 5, height: 5)),
                r.equalTo(CGRect(x: 0, y: 0, width: 100, height: 100)), r.isEmpty, CGRect.zero.isEmpty,
                r.size.equalTo(CGSize(width: 100, height: 100)), r.origin.equalTo(CGPoint(x: 0, y: 1)),
            ]
            var x: CGFloat = 0
            for (i, bit) in bits.enumerated() where bit { x += CGFloat(1 << i) }
            let mark = UIView(frame: CGRect(x: x, y: 0, width: 1, height: 1))
            view.addSubview(mark)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Bits 0, 2, 4, 6, 8 and 9: 1 + 4 + 16 + 64 + 256 + 512.
        #expect(session.frame("mark")?.minX == 853)
    }

    @Test("Self.staticProperty in a superclass's method, run for a subclass, is the inherited value")
    func inheritedStaticThroughSelf() {
        var session = Session()
        let outcomes = session.script("""
            class BaseCard: UIViewController {
                static let inset: CGFloat = 24
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let card = UIView()
                    card.frame = view.bounds.insetBy(dx: Self.inset, dy: Self.inset)
                    view.addSubview(card)
                }
            }
            final class Payment: BaseCard {}
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!Self.notes(outcomes).contains { $0.contains("0 is used") })
        #expect(session.frame("card") == Rect(x: 24, y: 24, width: 327, height: 619))
    }

    @Test("An optional constraint at 999 that cannot be met is left unmet, not a tie with the screen's size: no ambiguity")
    func unmetAt999IsNotAmbiguous() {
        var session = Session()
        let outcomes = session.script("""
            let strip = UIView()
            view.addSubview(strip)
            strip.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                strip.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                strip.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                strip.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                strip.heightAnchor.constraint(equalToConstant: 50),
            ])
            let wish = strip.widthAnchor.constraint(equalToConstant: 100)
            wish.priority = UILayoutPriority(999)
            wish.isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 20, y: 40, width: 335, height: 50))
        #expect(session.layout.ambiguities().isEmpty)
        // The screen keeps its size on rotation too: the wish still loses to the edges.
        session.script("rotate")
        #expect(session.frame("strip") == Rect(x: 20, y: 40, width: 627, height: 50))
        #expect(session.layout.ambiguities().isEmpty)
    }

    @Test("A ratio read from the frame of an image view whose image is not in the paste is no number: its constraint is skipped, said, and the rest runs")
    func ratioFromUnknownImageFrame() {
        var session = Session()
        let outcomes = session.script("""
            class Logo: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let logo = UIImageView(image: UIImage(named: "brand"))
                    view.addSubview(logo)
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    let ratio = logo.frame.size.width / logo.frame.size.height
                    NSLayoutConstraint.activate([
                        logo.widthAnchor.constraint(equalTo: logo.heightAnchor, multiplier: ratio),
                        logo.heightAnchor.constraint(equalToConstant: 80),
                        logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        logo.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    ])
                    let caption = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
                    view.addSubview(caption)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("skipped a constraint: its multiplier, 'ratio', is 0/0 here") })
        #expect(session.frame("caption") == Rect(x: 20, y: 200, width: 200, height: 30))
        #expect(session.frame("logo")?.height == 80)
    }

    @Test("A fallback given for what the paste does not hold is used, and said")
    func fallbackForUnknownIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            let logo = UIImageView(image: UIImage(named: "brand"))
            view.addSubview(logo)
            let w = logo.image?.size.width ?? 1
            let mark = UIView(frame: CGRect(x: w, y: 0, width: 1, height: 1))
            view.addSubview(mark)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("mark")?.minX == 1)
        #expect(Self.notes(outcomes).contains { $0.hasSuffix("is not known here (the app's), so '??' gives 1 in its place") })
    }

    @Test("The app's localization function inside a button property's closure gives text, not a view; with value: it gives the value")
    func localizationInButtonClosure() {
        var session = Session()
        let outcomes = session.script("""
            class Panel: UIView {
                lazy var closeButton: UIButton = {
                    let title = Loc("panel.close", value: "Close", comment: "")
                    let b = UIButton(type: .system)
                    b.setTitle(title, for: .normal)
                    b.translatesAutoresizingMaskIntoConstraints = false
                    return b
                }()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(closeButton)
                    closeButton.topAnchor.constraint(equalTo: topAnchor, constant: 20).isActive = true
                    closeButton.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let panel = Panel(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            view.addSubview(panel)
            let plain = UIButton(type: .system)
            plain.setTitle("Close", for: .normal)
            view.addSubview(plain)
            plain.translatesAutoresizingMaskIntoConstraints = false
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.contains("taken as the app's localization function, giving the text it is given, \"Close\"") })
        #expect(session.frame("closeButton")?.size == session.frame("plain")?.size)
    }

    @Test("Each '|' of a format string is the superview of the view beside it, where the views lie in different superviews")
    func formatEdgesOfDifferentSuperviews() {
        var session = Session()
        let outcomes = session.script("""
            let holder = UIView(), photo = UIView(), caption = UIView()
            [holder, photo, caption].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            holder.addSubview(photo)
            view.addSubview(holder)
            view.addSubview(caption)
            let views = ["holder": holder, "photo": photo, "caption": caption]
            for format in ["H:|[holder]|", "V:|[holder]|", "H:|[photo]|", "H:|-10-[caption]-10-|",
                           "V:|-20-[photo(200)]-8-[caption(30)]"] {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views))
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The leading '|' is the photo's superview, the holder, which fills the screen: 20 down.
        #expect(session.frame("photo") == Rect(x: 0, y: 20, width: 375, height: 200))
        #expect(session.frame("caption") == Rect(x: 10, y: 228, width: 355, height: 30))
    }

    @Test("A view property set from the app's factory, not in the paste, is a view of its declared class that others pin to")
    func factoryResultStandsInAsDeclared() {
        var session = Session()
        let outcomes = session.script("""
            class FareBar: UIView {
                var cardButton: UIButton!
                let fareButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    cardButton = Theme.make(.card)
                    addSubview(cardButton)
                    addSubview(fareButton)
                    cardButton.translatesAutoresizingMaskIntoConstraints = false
                    fareButton.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        cardButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                        cardButton.widthAnchor.constraint(equalToConstant: 80),
                        cardButton.heightAnchor.constraint(equalToConstant: 44),
                        cardButton.topAnchor.constraint(equalTo: topAnchor),
                        fareButton.trailingAnchor.constraint(equalTo: cardButton.leadingAnchor, constant: -10),
                        fareButton.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        fareButton.heightAnchor.constraint(equalTo: cardButton.heightAnchor),
                        fareButton.topAnchor.constraint(equalTo: topAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let bar = FareBar(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
            view.addSubview(bar)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains { $0.hasPrefix("'Theme.make(…)' is the app's, not in the paste: 'cardButton' is declared UIButton") })
        #expect(session.frame("cardButton") == Rect(x: 285, y: 0, width: 80, height: 44))
        #expect(session.frame("fareButton") == Rect(x: 10, y: 0, width: 265, height: 44))
    }

    @Test("An assignment through an optional chain that is nil does nothing, compound or not, its right side unread")
    func assignmentThroughNilChain() {
        var session = Session()
        let outcomes = session.script("""
            class Sheet: UIViewController {
                var heightConstraint: NSLayoutConstraint?
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    box.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    heightConstraint?.constant += 10
                    heightConstraint?.constant = 10
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 100, width: 100, height: 40))
    }

    @Test("view.setNeedsUpdateConstraints() in the controller on the screen runs its updateViewConstraints at the next pass, once")
    func controllerUpdateViewConstraintsOnRequest() {
        var session = Session()
        let outcomes = session.script("""
            class Drawer: UIViewController {
                let panel = UIView()
                var opened = false
                var bottom: NSLayoutConstraint!
                var updates = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(panel)
                    bottom = panel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -450)
                    NSLayoutConstraint.activate([
                        panel.topAnchor.constraint(equalTo: view.topAnchor),
                        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bottom,
                    ])
                    view.setNeedsUpdateConstraints()
                }
                override func updateViewConstraints() {
                    updates += 1
                    bottom.constant = opened ? 0 : -450
                    super.updateViewConstraints()
                }
                func toggle() {
                    opened.toggle()
                    view.setNeedsUpdateConstraints()
                    view.layoutIfNeeded()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 217))
        session.script("toggle()")
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 667))
        // Once at the first pass (the request in viewDidLoad answered by it), once for toggle().
        session.script("let count = UIView(frame: CGRect(x: 0, y: 0, width: updates, height: 1)); view.addSubview(count)")
        #expect(session.frame("count")?.width == 2)
    }

    @Test("Objective-C: an NSRange in braces and sizeof of a type are read, so a file holding them is laid out")
    func objectiveCRangeBracesAndSizeof() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoteView : UIView
            @property (nonatomic, strong) UILabel *note;
            @end
            @implementation NoteView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _note = [[UILabel alloc] initWithFrame:CGRectMake(sizeof(int) * 5, sizeof(CGFloat), 200, sizeof(NSString *) * 4)];
                    [self addSubview:_note];
                }
                return self;
            }
            - (NSAttributedString *)styled:(NSString *)word {
                NSRange whole = {0, [word length]};
                NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:word];
                [text addAttribute:NSForegroundColorAttributeName value:[UIColor redColor] range:whole];
                return text;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("note") == Rect(x: 20, y: 8, width: 200, height: 32))
    }

    @Test("An implicit member assigned to a UIKit property is of that property's type, not a same-named static of another extension")
    func implicitMemberOfThePropertysType() {
        var session = Session()
        let outcomes = session.script("""
            enum Side { case top, bottom }
            extension Array where Element == Side {
                static let vertical: [Side] = [.top, .bottom]
            }
            extension CGFloat { static let title: CGFloat = 24 }
            extension UIFont { static let title = UIFont.systemFont(ofSize: 30) }
            let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            stack.axis = .vertical
            stack.distribution = .fillEqually
            view.addSubview(stack)
            let a = UIView(), b = UIView()
            stack.addArrangedSubview(a)
            stack.addArrangedSubview(b)
            let heading = UILabel()
            heading.text = "Hi"
            heading.font = .title
            view.addSubview(heading)
            heading.translatesAutoresizingMaskIntoConstraints = false
            heading.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            heading.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("b") == Rect(x: 0, y: 50, width: 100, height: 50))
        let thirty = Session.labelFrame(font: "UIFont.systemFont(ofSize: 30)", text: "Hi")
        #expect(session.frame("heading")?.size == thirty?.size)
    }

    @Test("A size an override answers at the first layout pass holds in viewDidAppear until invalidated")
    func intrinsicSizeHeldAfterTheFirstPass() {
        var session = Session()
        session.script("""
            final class Bar: UIView {
                var barHeight: CGFloat = 4
                var barWidth: CGFloat = 50 { didSet { invalidateIntrinsicContentSize() } }
                override var intrinsicContentSize: CGSize { CGSize(width: barWidth, height: barHeight) }
            }
            class Meter: UIViewController {
                let bar = Bar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bar)
                    bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    bar.barHeight = 30
                    view.layoutIfNeeded()
                }
            }
            """)
        #expect(session.frame("bar") == Rect(x: 20, y: 100, width: 50, height: 4))
        // Invalidated by the width's observer: both read anew.
        session.script("bar.barWidth = 60")
        #expect(session.frame("bar") == Rect(x: 20, y: 100, width: 60, height: 30))
    }

    @Test("A zoom set in a view's init, before the view is placed, scales the view its scroll view zooms once placed")
    func zoomSetBeforePlacement() {
        var session = Session()
        let outcomes = session.script("""
            class PhotoPage: UIView, UIScrollViewDelegate {
                let pan = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                let picture = UIImageView(frame: CGRect(x: 0, y: 0, width: 750, height: 500))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    pan.delegate = self
                    addSubview(pan)
                    pan.addSubview(picture)
                    pan.contentSize = picture.frame.size
                    pan.minimumZoomScale = 0.5
                    pan.maximumZoomScale = 3
                    pan.zoomScale = 0.5
                }
                required init?(coder: NSCoder) { fatalError() }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { picture }
            }
            let page = PhotoPage(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            view.addSubview(page)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("picture") == Rect(x: 0, y: 0, width: 375, height: 250))
        #expect(session.contentSize("pan") == Size(width: 375, height: 250))
    }

    @Test("Titles split from one string make one label each: split(separator:), components(separatedBy:), replacingOccurrences")
    func stringSplitting() {
        var session = Session()
        let outcomes = session.script("""
            let row = UIStackView(frame: CGRect(x: 0, y: 100, width: 300, height: 30))
            row.distribution = .fillEqually
            view.addSubview(row)
            for part in "Day,,Week,Month".split(separator: ",") {
                let tab = UILabel()
                tab.text = String(part)
                row.addArrangedSubview(tab)
            }
            let parts = "a-b--c".components(separatedBy: "-")
            let marker = UIView(frame: CGRect(x: CGFloat(parts.count), y: 0, width: 1, height: 1))
            view.addSubview(marker)
            let caption = UILabel()
            caption.text = "Day_One".replacingOccurrences(of: "_", with: " ")
            view.addSubview(caption)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Three tabs (the empty part left out), 100 wide each.
        #expect(session.frame("tab3") == Rect(x: 200, y: 0, width: 100, height: 30))
        #expect(session.layout.id(of: "tab4") == nil)
        // Four parts, the empty one between the dashes kept.
        #expect(session.frame("marker")?.minX == 4)
        #expect(session.layout.view(session.layout.id(of: "caption")!)?.label?.text == "Day One")
    }

    @Test("A view's effective layout direction is left to right; a name of a prefix apps share with frameworks is not said to be a framework's")
    func layoutDirectionAndSharedPrefixes() {
        var session = Session()
        let outcomes = session.script("""
            let probe = UIView()
            let mark = UIView(frame: CGRect(x: probe.effectiveUserInterfaceLayoutDirection == .rightToLeft ? 50 : 5, y: 0, width: 1, height: 1))
            view.addSubview(mark)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("mark")?.minX == 5)
        #expect(Evaluator.owner(ofUndeclared: "SKPhotoBrowserOptions") == "the app's own code, or a system framework's of that prefix, which Layoutbook does not model")
        #expect(Evaluator.owner(ofUndeclared: "AVCaptureDevice") == "a system framework's, which Layoutbook does not model")
    }

    @Test("A font weight handed through a parameter of type UIFont.Weight sets the label's font")
    func fontWeightThroughParameter() {
        var session = Session()
        let outcomes = session.script("""
            final class TagLabel: UILabel {
                init(title: String, size: CGFloat, weight: UIFont.Weight) {
                    super.init(frame: .zero)
                    text = title
                    font = .systemFont(ofSize: size, weight: weight)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let name = TagLabel(title: "Name", size: 21, weight: .medium)
            view.addSubview(name)
            name.translatesAutoresizingMaskIntoConstraints = false
            name.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            name.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let medium = Session.labelFrame(font: "UIFont.systemFont(ofSize: 21, weight: .medium)", text: "Name")
        #expect(session.frame("name")?.size == medium?.size)
    }

    @Test("A scroll view subclass zooming itself in its init is shown alone, its tile scaled")
    func scrollViewSubclassZoomsItselfInInit() {
        var session = Session()
        let outcomes = session.script("""
            class Tiles: UIScrollView, UIScrollViewDelegate {
                let tile = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 1600))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    delegate = self
                    addSubview(tile)
                    contentSize = CGSize(width: 600, height: 1600)
                    minimumZoomScale = 0.25
                    maximumZoomScale = 2
                    zoomScale = 0.25
                }
                required init?(coder: NSCoder) { fatalError() }
                func viewForZooming(in scrollView: UIScrollView) -> UIView? { tile }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!Self.notes(outcomes).contains { $0.hasPrefix("Tiles is not shown") })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 150, height: 400))
    }
}
