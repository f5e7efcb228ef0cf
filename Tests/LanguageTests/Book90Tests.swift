import Language
import Layout
import Testing

/// What listings do that UIKit reads its own way: constraints on a button's own views, a stack
/// view as a controller's view. Pastes are written for this test; frames derived by hand on
/// 375×667.
@Suite("listing shapes: a button's own views, a stack view as the controller's view")
struct Book90Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a constraint on a button's own titleLabel or imageView is said to be skipped, the button keeps its own size")
    func buttonOwnViewConstraintIsSaidSkipped() {
        var session = Session()
        let outcomes = session.script("""
            let signUp = UIButton(type: .system)
            signUp.setTitle("Sign up", for: .normal)
            signUp.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(signUp)
            signUp.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            signUp.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            signUp.titleLabel!.widthAnchor.constraint(equalToConstant: 200).isActive = true
            signUp.imageView?.snp.makeConstraints { make in
                make.size.equalTo(24)
            }
            signUp.titleLabel?.numberOfLines = 0
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The title label's 200 moves nothing: the button is as wide as its title, centred.
        let frame = session.frame("signUp") ?? .zero
        #expect(frame.width > 0 && frame.width < 100)
        #expect(frame.minX + frame.width / 2 == 187.5 || frame.minX == (187.5 - frame.width / 2).snapped(toPixelsOf: 3))
        #expect(frame.minY == 100)
        let notes = Self.notes(outcomes)
        #expect(notes.contains("skipped a constraint on signUp.titleLabel: the button's own title label, which UIKit's button sizes "
            + "and places itself, is not modelled — lay out a view of your own inside the button to see it"))
        #expect(notes.contains("skipped a constraint on signUp.imageView: the button's own image view, which UIKit's button sizes "
            + "and places itself, is not modelled — lay out a view of your own inside the button to see it"))
        // Setting the label's properties is no constraint: no note for it.
        #expect(notes.filter { $0.contains("skipped a constraint") }.count == 2)
    }

    @Test("a stack view made the controller's view in loadView fills the screen and arranges its views")
    func stackViewAsControllersView() {
        var session = Session()
        let outcomes = session.script("""
            final class DialPadController: UIViewController {
                override func loadView() {
                    let rows = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
                    rows.axis = .vertical
                    rows.distribution = .fillEqually
                    rows.spacing = 2
                    view = rows
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (667 − 2 × 2) / 3 = 221 per row.
        #expect(session.frame("rows") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("view2") == Rect(x: 0, y: 0, width: 375, height: 221))
        #expect(session.frame("view3") == Rect(x: 0, y: 223, width: 375, height: 221))
        #expect(session.frame("view4") == Rect(x: 0, y: 446, width: 375, height: 221))
        #expect(Self.notes(outcomes).contains("view = rows: the controller's view is this UIStackView; it is drawn filling the root "
            + "view, with the root view's frame, margins and safe area, and 'view' names it"))
    }

    @Test("a stack view given its views one by one and made the view in viewDidLoad arranges them across the screen")
    func stackViewAsViewInViewDidLoad() {
        var session = Session()
        let outcomes = session.script("""
            final class SplitController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let columns = UIStackView()
                    columns.spacing = 15
                    columns.distribution = .fillEqually
                    columns.addArrangedSubview(UIView())
                    columns.addArrangedSubview(UIView())
                    view = columns
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 15) / 2 = 180 per column.
        #expect(session.frame("view2") == Rect(x: 0, y: 0, width: 180, height: 667))
        #expect(session.frame("view3") == Rect(x: 195, y: 0, width: 180, height: 667))
    }
}

/// A label lays out every line of its text, the empty one after a final line break too, as a text
/// view does: IB stores labels whose text ends in a line break a line taller than their visible
/// lines ("Más información\n" in bold 20 pt 48 tall, two lines of 23.87; a 16-pt light text of two
/// lines and a break 57.333, three of 19.09).
@Suite("a label's trailing line breaks")
struct TrailingLineBreakTests {
    @Test("a label whose text ends in line breaks has a line for each, the last one empty")
    func trailingBreaksAddNoLines() {
        var session = Session()
        let outcomes = session.script("""
            let plain = UILabel()
            plain.numberOfLines = 0
            plain.text = "Total\\nDue"
            view.addSubview(plain)
            let padded = UILabel()
            padded.numberOfLines = 0
            padded.text = "Total\\nDue\\n \\n"
            view.addSubview(padded)
            plain.sizeToFit()
            padded.sizeToFit()
            let field = UITextView()
            field.isScrollEnabled = false
            field.text = "Total\\n"
            view.addSubview(field)
            let oneLine = UITextView()
            oneLine.isScrollEnabled = false
            oneLine.text = "Total"
            view.addSubview(oneLine)
            field.sizeToFit()
            oneLine.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Total", "Due": 2 × 20.287 = 40.57, on the @3x pixel 40.667; with " " and the empty
        // line after the last break, 4 lines: 81.15, 81.333.
        #expect(session.frame("plain")?.height ≈ (122.0 / 3))
        #expect(session.frame("padded")?.height ≈ (244.0 / 3))
        // A text view's empty last line is its caret's: one line taller.
        let field = session.frame("field")?.height ?? 0, oneLine = session.frame("oneLine")?.height ?? 0
        #expect(field > oneLine)
    }
}

/// PinLayout's `view.anchor`: a view's corner or centre put on another view's.
@Suite("PinLayout: a corner put on another view's anchor")
struct PinLayoutAnchorTests {
    @Test("topCenter(to: other.anchor.bottomCenter) and center(to: other.anchor.topRight) place the view there")
    func cornerToAnchor() {
        var session = Session()
        let outcomes = session.script("""
            final class BadgeController: UIViewController {
                let icon = UIView()
                let caption = UIView()
                let dot = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(icon)
                    view.addSubview(caption)
                    view.addSubview(dot)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    icon.pin.top(40).hCenter().size(80)
                    caption.pin.topCenter(to: icon.anchor.bottomCenter).width(120).height(20).marginTop(8)
                    dot.pin.center(to: icon.anchor.topRight).size(10)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // PinLayout rounds each frame to the screen's pixel (a third of a point): x.5 is x.667.
        // icon centred across 375: x 147.5, 40 down.
        #expect(session.frame("icon") == Rect(x: 443.0 / 3, y: 40, width: 80, height: 80))
        // caption's top centre on icon's bottom centre (187.5, 120), 8 below it: x 127.5.
        #expect(session.frame("caption") == Rect(x: 383.0 / 3, y: 128, width: 120, height: 20))
        // dot's centre on icon's top right corner (227.5, 40): x 222.5.
        #expect(session.frame("dot") == Rect(x: 668.0 / 3, y: 35, width: 10, height: 10))
    }

    @Test("an anchor's point given where an edge is expected is refused with what was expected")
    func anchorWhereAnEdgeIsExpected() {
        var session = Session()
        session.script("""
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.addSubview(icon)
            let caption = UIView()
            view.addSubview(caption)
            """)
        let outcome = session.run("caption.pin.topLeft(to: icon.edge.bottom)")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.message == "expected another view's anchor (other.anchor.bottomCenter), found a PinLayout edge")
    }
}

@Suite("Stevia's event helpers")
struct SteviaEventHelperTests {
    @Test("button.on(.touchUpInside) { … } is said to be Stevia's event helper, not a UIButton member")
    func onIsSteviasEventHelper() {
        var session = Session()
        let outcomes = session.script("""
            let send = UIButton()
            view.addSubview(send)
            send.on(.touchUpInside) { print("sent") }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains(
            "skipped 'on': not UIKit's; Stevia's event helper (or the app's own), which changes nothing about layout"))
    }
}

/// A file's doc comments sit between a class and its extensions; the extension still joins the
/// class before the class is shown.
@Suite("a block comment between a class and its extension")
struct CommentBeforeExtensionTests {
    @Test("/** … */ on one line or over several, between a view class and its extension, keeps the extension with the class",
          arguments: ["/** Layout */", "/*\n * MARK: Layout\n */", "/* Layout */ // helpers"])
    func extensionJoinsAcrossComment(comment: String) {
        var session = Session()
        let outcomes = session.script("""
            final class TicketView: UIView {
                let stub = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stub)
                    layoutStub()
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            \(comment)
            extension TicketView {
                private func layoutStub() {
                    stub.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(12)
                        make.size.equalTo(52)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("stub") == Rect(x: 12, y: 12, width: 52, height: 52))
    }
}

/// PureLayout's block settings: the constraints its methods make in the block get the priority.
@Suite("PureLayout: autoSetPriority(_:forConstraints:)")
struct PureLayoutBlockPriorityTests {
    @Test("NSLayoutConstraint.autoSetPriority(.defaultHigh) { … } makes the block's sizes optional: a later required height wins")
    func swiftBlockPriority() {
        var session = Session()
        let outcomes = session.script("""
            let badge = UIView.newAutoLayout()
            view.addSubview(badge)
            badge.autoCenterInSuperview()
            NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                badge.autoSetDimensions(to: CGSize(width: 120, height: 120))
            }
            badge.autoSetDimension(.height, toSize: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 120 wide at 750; the required 40 beats the optional 120 high, without a conflict.
        #expect(session.frame("badge") == Rect(x: 127.5, y: 313.5, width: 120, height: 40).snapped(toPixelsOf: 3))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("[UIView autoSetPriority:forConstraints:^{ … }] of PureLayout 2 does the same in Objective-C")
    func objectiveCBlockPriority() {
        var session = Session()
        let outcomes = session.script("""
            UIView *badge = [UIView newAutoLayoutView];
            [self.view addSubview:badge];
            [badge autoCenterInSuperview];
            [UIView autoSetPriority:UILayoutPriorityDefaultHigh forConstraints:^{
                [badge autoSetDimensionsToSize:CGSizeMake(100.0, 100.0)];
            }];
            [badge autoSetDimension:ALDimensionWidth toSize:80.0];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 147.5, y: 283.5, width: 80, height: 100).snapped(toPixelsOf: 3))
    }
}

@Suite("Swift 2's names of a child controller's calls")
struct Swift2ChildControllerTests {
    @Test("willMoveToParentViewController and removeFromParentViewController are read as their Swift 3 names, changing no layout")
    func swift2ChildCalls() {
        var session = Session()
        let outcomes = session.script("""
            class HostController: UIViewController {
                let child = UIViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChildViewController(child)
                    view.addSubview(child.view)
                    child.view.frame = CGRect(x: 0, y: 100, width: 375, height: 200)
                    child.didMoveToParentViewController(self)
                    child.willMoveToParentViewController(nil)
                    child.removeFromParentViewController()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("willMoveToParentViewController") })
    }
}

@Suite("a shown view's name from its class")
struct ShownViewNameTests {
    @Test("a class whose name begins with an acronym is named with the acronym lowercased, as Swift names it")
    func acronymIsLowercasedWhole() {
        var session = Session()
        let outcomes = session.script("""
            final class MASBadgeView: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 20) }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("masBadgeView") != nil)
        #expect(session.frame("mASBadgeView") == nil)
    }
}

/// `anchorWithOffset(to:)`: the distance between two anchors as a dimension to constrain.
@Suite("anchorWithOffset(to:)")
struct AnchorWithOffsetTests {
    @Test("two gaps made equal with anchorWithOffset(to:) centre the middle view between its neighbours")
    func equalGaps() {
        var session = Session()
        let outcomes = session.script("""
            final class StepsController: UIViewController {
                let first = UIView(), second = UIView(), third = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for step in [first, second, third] {
                        view.addSubview(step)
                        step.translatesAutoresizingMaskIntoConstraints = false
                        step.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                        step.widthAnchor.constraint(equalToConstant: 100).isActive = true
                        step.heightAnchor.constraint(equalToConstant: 50).isActive = true
                    }
                    NSLayoutConstraint.activate([
                        first.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        third.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -100),
                        first.bottomAnchor.anchorWithOffset(to: second.topAnchor)
                            .constraint(equalTo: second.bottomAnchor.anchorWithOffset(to: third.topAnchor)),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // first 100…150, third 517…567: second's top t with t − 150 = 517 − (t + 50), t = 308.5.
        #expect(session.frame("second") == Rect(x: 20, y: 308.5, width: 100, height: 50).snapped(toPixelsOf: 3))
        #expect(outcomes.flatMap(\.notes).contains("anchorWithOffset(to:): the distance from first.bottomAnchor to second.topAnchor is "
            + "the height of 'offset', a layout guide in root spanning it, drawn as nothing"))
    }

    @Test("a horizontal offset at least a constant, and a width as a multiple of an offset")
    func horizontalOffsets() {
        var session = Session()
        let outcomes = session.script("""
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            let tail = UIView()
            tail.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tail)
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            badge.heightAnchor.constraint(equalToConstant: 10).isActive = true
            badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
            let inset = view.leadingAnchor.anchorWithOffset(to: badge.leadingAnchor)
            inset.constraint(greaterThanOrEqualToConstant: 30).isActive = true
            let lead = badge.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            lead.priority = .defaultLow
            lead.isActive = true
            tail.topAnchor.constraint(equalTo: badge.bottomAnchor).isActive = true
            tail.heightAnchor.constraint(equalToConstant: 10).isActive = true
            tail.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            tail.widthAnchor.constraint(equalTo: inset, multiplier: 2).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The badge is held 30 in, as near the edge as the offset allows; the tail is twice that.
        #expect(session.frame("badge") == Rect(x: 30, y: 10, width: 40, height: 10))
        #expect(session.frame("tail") == Rect(x: 0, y: 20, width: 60, height: 10))
    }

    @Test("anchors of two axes are refused, and the session is unchanged")
    func axesMustMatch() {
        var session = Session()
        session.script("""
            let badge = UIView()
            view.addSubview(badge)
            """)
        let outcome = session.run("let gap = badge.topAnchor.anchorWithOffset(to: view.leadingAnchor)")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.first?.message
            == "anchorWithOffset(to:) needs an anchor of the same axis: topAnchor and leadingAnchor are not")
        #expect(session.frame("offset") == nil)
    }
}

/// Helpers apps write that the paste does not hold, read by what their names and shapes say.
/// Pastes are written for this test; frames derived by hand on 375×667.
@Suite("the app's own helpers, read by their names")
struct AppHelperShapesTests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("constraint.priority(.defaultHigh), a method where UIKit has a property, sets the priority and returns the constraint")
    func priorityCalledAsAMethod() {
        var session = Session()
        let outcomes = session.script("""
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                banner.heightAnchor.constraint(equalToConstant: 80).priority(.defaultHigh),
                banner.heightAnchor.constraint(lessThanOrEqualToConstant: 60),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The 80 gives way at 750 to the required 60 at most, with no conflict.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("an app class named with NS, a label by its name, is the app's own, not a misspelling of UILabel")
    func nsPrefixedAppClass() {
        var session = Session()
        let outcomes = session.script("""
            final class NoticeController: UIViewController {
                private let caption = NSLabel(.caption)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(caption)
                    caption.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(24)
                        make.size.equalTo(CGSize(width: 100, height: 30))
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 24, y: 24, width: 100, height: 30))
    }

    @Test("a capitalised constant of the app's UI-prefixed constants type is its text, shown as a placeholder, not a type")
    func capitalisedTextConstant() {
        var session = Session()
        let outcomes = session.script("""
            final class SyncController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let notice = UILabel()
                    notice.text = UIConstants.Strings.SyncDisabled
                    notice.font = UIConstants.Fonts.Caption
                    view.addSubview(notice)
                    notice.frame = CGRect(x: UIConstants.Layout.Margin, y: 40, width: 200, height: 20)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(Self.notes(outcomes).contains(
            "'.SyncDisabled' is not in the paste (the app's own text constant): notice shows the placeholder text 'SyncDisabled'"))
        #expect(Self.notes(outcomes).contains("'.Caption' is not in the paste (the app's own font): notice keeps the 17-pt system font"))
        // The margin the app's constant holds is not in the paste: 0 in its place.
        #expect(session.frame("notice") == Rect(x: 0, y: 40, width: 200, height: 20))
    }

    @Test("autoSetDimensions(to: .square(64)) is 64 × 64, as the app's own CGSize helper's name says")
    func squareSize() {
        var session = Session()
        let outcomes = session.script("""
            let avatar = UIImageView()
            view.addSubview(avatar)
            avatar.autoSetDimensions(to: .square(64))
            avatar.autoCenterInSuperview()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("avatar") == Rect(x: 155.5, y: 301.5, width: 64, height: 64).snapped(toPixelsOf: 3))
    }

    @Test("UIView.spacer(withHeight: 28) among a stack's views is an empty view 28 high")
    func spacerFactoryInAStack() {
        var session = Session()
        let outcomes = session.script("""
            let heading = UIView()
            heading.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let column = UIStackView(arrangedSubviews: [UIView.spacer(withHeight: 28), heading])
            column.axis = .vertical
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            NSLayoutConstraint.activate([
                column.topAnchor.constraint(equalTo: view.topAnchor),
                column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("spacer") == Rect(x: 0, y: 0, width: 375, height: 28))
        #expect(session.frame("heading") == Rect(x: 0, y: 28, width: 375, height: 40))
        #expect(session.frame("column") == Rect(x: 0, y: 0, width: 375, height: 68))
    }

    @Test("a chainable helper of the app's on a view, kept in a property declared as a view, is that view")
    func chainableHelperKeepsTheView() {
        var session = Session()
        let outcomes = session.script("""
            final class ArticleController: UIViewController {
                let headline: UILabel = { UILabel().multiline() }()
                let byline: BodyLabel = { BodyLabel(style: .footnote).multiline() }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(byline)
                    byline.frame = CGRect(x: 20, y: 80, width: 200, height: 20)
                    headline.text = "Headline"
                    headline.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(headline)
                    NSLayoutConstraint.activate([
                        headline.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        headline.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        headline.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("headline").map { ($0.minX, $0.minY, $0.width) } ?? (0, 0, 0) == (20, 20, 335))
        // The app's own label class, by its name a UILabel, kept where the code declares one.
        #expect(session.frame("byline") == Rect(x: 20, y: 80, width: 200, height: 20))
        #expect(Self.notes(outcomes).contains {
            $0.hasPrefix("'multiline()' is the app's own (not in the paste): taken to return headline itself")
        })
    }

    @Test("a format helper that takes its views first is read as one that takes the format first")
    func viewsFirstFormatHelper() {
        var session = Session()
        let outcomes = session.script("""
            let name = UIView()
            view.addSubview(name)
            view.addConstraintsWithVFL(views: name, VFL: "H:|-16-[v0(100)]")
            view.addConstraintsWithVFL(views: name, VFL: "V:|-30-[v0(20)]")
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("name") == Rect(x: 16, y: 30, width: 100, height: 20))
    }

    @Test("StyleKit.button(with:) of the app's styling type, not in the paste, is a button made in its place")
    func styleKitFactory() {
        var session = Session()
        let outcomes = session.script("""
            final class WelcomeController: UIViewController {
                let join = StyleKit.button(with: "Join")
                let later = StyleKit.button(with: "Later")
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let choices = UIStackView(arrangedSubviews: [join, later])
                    choices.axis = .vertical
                    choices.distribution = .fillEqually
                    choices.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(choices)
                    NSLayoutConstraint.activate([
                        choices.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        choices.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        choices.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        choices.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("join") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(session.frame("later") == Rect(x: 0, y: 50, width: 375, height: 50))
    }

    @Test("self.createTitleLabel(text:) of the app's base controller is a label made in its place; its other views are left out of a stack")
    func baseControllerFactories() {
        var session = Session()
        let outcomes = session.script("""
            final class IntroController: OnboardingBaseController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let heading = self.createTitleLabel(text: "Welcome")
                    let column = UIStackView(arrangedSubviews: [
                        UIView.vStretchingSpacer(),
                        heading,
                        OnboardingBaseController.buttonRow(),
                    ])
                    column.axis = .vertical
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    NSLayoutConstraint.activate([
                        column.topAnchor.constraint(equalTo: view.topAnchor),
                        column.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The spacer stretches; the label keeps its one line at the bottom.
        let heading = session.frame("heading")
        #expect(heading?.width == 375)
        #expect(heading.map { $0.minY + $0.height } == 667)
        #expect(Self.notes(outcomes).contains("UIStackView(arrangedSubviews:): 'OnboardingBaseController.buttonRow(…)' is the app's "
            + "view, not in the paste, so the stack arranges the others without it"))
    }
}
