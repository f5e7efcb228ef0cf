@testable import Language
import Layout
import Testing

/// What the thirty-ninth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand on the bare 375×667 screen, whose safe area is the whole screen.
@Suite("Fresh app code, thirty-ninth round")
struct Book152Tests {
    static let panel = """
        @interface Panel : UIView
        @property (nonatomic, strong) UIView *box;
        @property (nonatomic, strong) NSArray *compact;
        @end
        @implementation Panel
        - (instancetype)init {
            self = [super init];
            if (self) {
                self.box = [[UIView alloc] initForAutoLayout];
                [self addSubview:self.box];
                [self.box autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsZero excludingEdge:ALEdgeBottom];
                self.compact = [NSLayoutConstraint autoCreateConstraintsWithoutInstalling:^{
                    [self.box autoSetDimension:ALDimensionHeight toSize:100];
                }];
                [self.box autoSetDimension:ALDimensionHeight toSize:300];
            }
            return self;
        }
        @end
        Panel *panel = [[Panel alloc] init];
        panel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:panel];
        [panel autoPinEdgesToSuperviewEdges];
        """

    @Test("PureLayout: constraints made in autoCreateConstraintsWithoutInstalling inside a view's init are not installed when the view is placed")
    func pureLayoutWithoutInstallingInInit() {
        var session = Session()
        let outcomes = session.script(Self.panel)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        // Only the height of 300 is installed: the box fills the panel's top 300 points.
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test("PureLayout: the constraints made without installing are installed later by autoInstallConstraints")
    func pureLayoutInstalledLater() {
        var session = Session()
        let outcomes = session.script(Self.panel.replacingOccurrences(
            of: "[self.box autoSetDimension:ALDimensionHeight toSize:300];",
            with: "[self.compact autoInstallConstraints];"))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 375, height: 100))
    }

    @Test("a text field's font is the 17-pt system font until set, so font?.withSize(24) makes a borderless field one 24-pt line tall")
    func textFieldFontWithSize() {
        var session = Session()
        let outcomes = session.script("""
            let field = UITextField()
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            field.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            field.font = field.font?.withSize(24)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A 24-pt line is 24 × 1.1934 = 28.64, and a borderless field 1.6 taller: 30.24, 30.333
        // on the 3x pixel grid.
        #expect(session.frame("field") == Rect(x: 0, y: 100, width: 375, height: 91.0 / 3))
    }

    @Test("the app's UIButtonX (UIKit's name with a mark after it) is the app's button, made as a UIButton, not a misspelling")
    func markedUIKitNameIsTheAppsClass() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class Sheet: UIViewX {
                let close = UIButtonX()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(close)
                    close.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        close.widthAnchor.constraint(equalToConstant: 40),
                        close.heightAnchor.constraint(equalToConstant: 40),
                        close.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                        close.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let sheet = Sheet(frame: view.bounds)
            view.addSubview(sheet)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("close") == Rect(x: 16, y: 16, width: 40, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'UIButtonX' is not in the paste: taken as the UIButton its name says") })
        // A slip of UIKit's name is still one: Swift would not compile it.
        #expect(session.failing("let b = UIButon()").contains("no type 'UIButon' is known here"))
    }

    @Test("a system button with no title is 30 wide and its font's line plus 12 tall: 30 at the 15-pt default, 27 at 12 pt")
    func untitledButtonHeightFollowsItsFont() {
        var session = Session()
        let outcomes = session.script("""
            let small = UIButton(type: .system)
            small.titleLabel?.font = UIFont.systemFont(ofSize: 12)
            small.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(small)
            small.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            small.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            let plain = UIButton(type: .system)
            plain.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(plain)
            plain.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100).isActive = true
            plain.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 × 1.1934 = 14.32, + 12 = 26.32, rounded up to 27; 15 pt: 17.9 + 12 = 29.9, 30.
        #expect(session.frame("small") == Rect(x: 10, y: 10, width: 30, height: 27))
        #expect(session.frame("plain") == Rect(x: 100, y: 10, width: 30, height: 30))
    }

    @Test("an option set declared in the paste: its members, the lists that stand for several, contains, rawValue and its own computed property run as Swift runs them")
    func pastedOptionSet() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            enum Side {
                case left, right, top
                struct Set: OptionSet {
                    let rawValue: Int
                    static let left = Set(rawValue: 1 << 0)
                    static let right = Set(rawValue: 1 << 1)
                    static let top = Set(rawValue: 1 << 2)
                    static let horizontal: Set = [.left, .right]
                    static let all = Set(rawValue: 7)
                    var values: [Side] {
                        var sides: [Side] = []
                        if contains(.left) { sides.append(.left) }
                        if contains(.right) { sides.append(.right) }
                        if contains(.top) { sides.append(.top) }
                        return sides
                    }
                }
            }
            extension UIView {
                func pin(_ sides: Side.Set, inset: CGFloat = 10) {
                    translatesAutoresizingMaskIntoConstraints = false
                    guard let s = superview else { return }
                    for side in sides.values {
                        switch side {
                        case .left: leftAnchor.constraint(equalTo: s.leftAnchor, constant: inset).isActive = true
                        case .right: rightAnchor.constraint(equalTo: s.rightAnchor, constant: -inset).isActive = true
                        case .top: topAnchor.constraint(equalTo: s.topAnchor, constant: inset).isActive = true
                        }
                    }
                }
            }
            let bar = UIView()
            view.addSubview(bar)
            bar.pin(.horizontal)
            bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            bar.heightAnchor.constraint(equalToConstant: 50).isActive = true
            let tag = UIView()
            view.addSubview(tag)
            tag.pin([.left, .top], inset: 20)
            tag.widthAnchor.constraint(equalToConstant: CGFloat(Side.Set.all.rawValue + Side.Set.horizontal.rawValue))
                .isActive = true
            tag.heightAnchor.constraint(equalToConstant: Side.Set(rawValue: 5).contains(.top) ? 30 : 60).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // .horizontal is left and right only: 10 in from each side; the caller gives top and height.
        #expect(session.frame("bar") == Rect(x: 10, y: 100, width: 355, height: 50))
        // [.left, .top] at 20; all is 7 and horizontal 3, so 10 wide; raw value 5 holds top (4).
        #expect(session.frame("tag") == Rect(x: 20, y: 20, width: 10, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("'contains' is not in the paste") })
    }

    @Test("SwiftUI's Edge.Set taken by a UIKit helper: .horizontal holds leading and trailing, .vertical top and bottom, .all the four")
    func swiftUIEdgeSet() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SwiftUI
            extension UIView {
                func pinEdges(_ edges: Edge.Set = .all, inset: CGFloat = 0) {
                    guard let container = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    if edges.contains(.top) { topAnchor.constraint(equalTo: container.topAnchor, constant: inset).isActive = true }
                    if edges.contains(.bottom) { bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset).isActive = true }
                    if edges.contains(.leading) { leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset).isActive = true }
                    if edges.contains(.trailing) { trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset).isActive = true }
                }
            }
            let bar = UIView()
            view.addSubview(bar)
            bar.pinEdges(.horizontal, inset: 16)
            bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
            bar.heightAnchor.constraint(equalToConstant: 20).isActive = true
            let rail = UIView()
            view.addSubview(rail)
            rail.pinEdges([.vertical, .leading])
            rail.widthAnchor.constraint(equalToConstant: 20).isActive = true
            let stack = UIStackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.pinEdges(inset: 100)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.ambiguities().isEmpty)
        #expect(session.frame("bar") == Rect(x: 16, y: 50, width: 343, height: 20))
        #expect(session.frame("rail") == Rect(x: 0, y: 0, width: 20, height: 667))
        // .all by default; the stack's axis is still an axis.
        #expect(session.frame("stack") == Rect(x: 100, y: 100, width: 175, height: 467))
    }

    @Test("the app's pinToSuperview(edges:padding:safeArea:), not in the paste, pins the edges its argument gives, inset and to the safe area as its flag says, and chains")
    func appHelperWithEdgesArgument() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class SearchController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let column = UIStackView()
                    view.addSubview(column)
                    column
                        .pinToSuperview(edges: .top, padding: 10, safeArea: true)
                        .pinToSuperview(edges: .bottom)
                        .pinToSuperview(edges: .horizontal, padding: 24)
                    let badge = UIView()
                    view.addSubview(badge)
                    badge.pin(to: column, edges: [.top, .trailing], insets: UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 8))
                    badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The bare screen's safe area is the whole screen: 10 below its top, 24 in from each side.
        #expect(session.frame("column") == Rect(x: 24, y: 10, width: 327, height: 657))
        // 4 below the column's top, 8 in from its trailing side.
        #expect(session.frame("badge") == Rect(x: 323, y: 14, width: 20, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'pinToSuperview(edges:padding:)' is the app's own helper")
            && $0.contains("pin its leading and trailing to root's, inset by the number given") })
    }

    @Test("a factory declared to return a button that returns the app's size helper's result returns the button, as the chainable helper does")
    func factoryReturningHelperResult() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            extension UIButton {
                static func pill(title: String) -> UIButton {
                    let button = UIButton()
                    button.setTitle(title, for: .normal)
                    return button.constrainToSize(height: 52)
                }
            }
            class FormController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let send = UIButton.pill(title: "Send")
                    let stack = UIStackView(arrangedSubviews: [send])
                    stack.axis = .vertical
                    stack.setCustomSpacing(20, after: send)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                        stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("button") == Rect(x: 0, y: 0, width: 335, height: 52))
        #expect(session.frame("stack") == Rect(x: 20, y: 595, width: 335, height: 52))
    }

    @Test("zip over the app's data, unknown here, is skipped with a note, not refused")
    func zipOfTheAppsData() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PhraseController: UIViewController {
                func setup(_ words: [String]) {
                    let rows = words.map { _ in UIView() }
                    zip(rows, rows.dropFirst()).forEach { current, next in
                        current.tag = next.tag
                    }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setup(WalletStore.shared.words)
                    let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
                    view.addSubview(card)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'zip(…)'") })
    }

    @Test("the app's UIStackView([a, b]) arranges the views given; an element the app's code made, unknown here, is left out and said")
    func appStackInitializers() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class ChatController: UIViewController {
                let field = UIView()
                let spacer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let row = UIStackView([field, spacer])
                    row.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(row)
                    NSLayoutConstraint.activate([
                        row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        row.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        row.topAnchor.constraint(equalTo: view.topAnchor),
                        row.heightAnchor.constraint(equalToConstant: 40),
                        spacer.widthAnchor.constraint(equalToConstant: 75),
                    ])
                    let rule = UIView()
                    let column = UIStackView(axis: .vertical, [ThemedView().applyTheme { $0.alpha = 1 }, rule])
                    column.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(column)
                    NSLayoutConstraint.activate([
                        column.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        column.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        column.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        rule.heightAnchor.constraint(equalToConstant: 1),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A horizontal fill stack: the spacer keeps its 75, the field takes the other 300.
        #expect(session.frame("field") == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(session.frame("spacer") == Rect(x: 300, y: 0, width: 75, height: 40))
        // The themed view is the app's and left out: the rule alone is the column, 1 tall at the bottom.
        #expect(session.frame("column") == Rect(x: 0, y: 666, width: 375, height: 1))
        #expect(session.frame("rule") == Rect(x: 0, y: 0, width: 375, height: 1))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("1 of them the app's, not known here, left out") })
    }

    @Test("the app's spacer class, SpacerView(width: 16), not in the paste, is an empty view that wide")
    func appSpacerClass() {
        var session = Session()
        let outcomes = session.script("""
            let icon = UIView()
            let title = UIView()
            let row = UIStackView(arrangedSubviews: [icon, SpacerView(width: 16), title])
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            row.heightAnchor.constraint(equalToConstant: 30).isActive = true
            icon.widthAnchor.constraint(equalToConstant: 30).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 30 for the icon, 16 for the spacer, the title the rest: 375 - 46.
        #expect(session.frame("spacer") == Rect(x: 30, y: 0, width: 16, height: 30))
        #expect(session.frame("title") == Rect(x: 46, y: 0, width: 329, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'SpacerView(…)' is not in the paste (the app's own spacer)") })
    }

    @Test("an option set nested in an extension of UIView: its bare contains, its lists and the edges they stand for")
    func optionSetNestedInUIViewExtension() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            extension UIView {
                enum Edge {
                    case leading, trailing, top, bottom
                    struct Set: OptionSet {
                        let rawValue: Int
                        static let leading = Set(rawValue: 1 << 0)
                        static let trailing = Set(rawValue: 1 << 1)
                        static let top = Set(rawValue: 1 << 2)
                        static let bottom = Set(rawValue: 1 << 3)
                        static let horizontal: Set = [.leading, .trailing]
                        static let vertical: Set = [.top, .bottom]
                        var values: [Edge] {
                            var v: [Edge] = []
                            if contains(.leading) { v.append(.leading) }
                            if contains(.trailing) { v.append(.trailing) }
                            if contains(.top) { v.append(.top) }
                            if contains(.bottom) { v.append(.bottom) }
                            return v
                        }
                    }
                }
                func pinEdges(_ edges: Edge.Set, padding: CGFloat = 0) {
                    guard let s = superview else { return }
                    translatesAutoresizingMaskIntoConstraints = false
                    for edge in edges.values {
                        switch edge {
                        case .leading: leadingAnchor.constraint(equalTo: s.leadingAnchor, constant: padding).isActive = true
                        case .trailing: trailingAnchor.constraint(equalTo: s.trailingAnchor, constant: -padding).isActive = true
                        case .top: topAnchor.constraint(equalTo: s.topAnchor, constant: padding).isActive = true
                        case .bottom: bottomAnchor.constraint(equalTo: s.bottomAnchor, constant: -padding).isActive = true
                        }
                    }
                }
            }
            let column = UIStackView()
            column.axis = .vertical
            view.addSubview(column)
            column.pinEdges(.vertical, padding: 20)
            column.pinEdges(.leading, padding: 8)
            column.widthAnchor.constraint(equalToConstant: 100).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // .vertical is the set's own list (top and bottom), and the stack's .vertical still its axis.
        #expect(session.frame("column") == Rect(x: 8, y: 20, width: 100, height: 627))
    }

    @Test("in a pasted class, a font set to a name near a member that takes none (contentFont beside contentMode) is the app's own property, skipped; typed alone it is still a slip")
    func fontToAppPropertyNearUIKitName() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class ProfileController: UIViewController {
                let nameField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.contentFont = .systemFont(ofSize: 18, weight: .medium)
                    nameField.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
                    view.addSubview(nameField)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("nameField") == Rect(x: 20, y: 40, width: 200, height: 30))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'contentFont = …': UITextField has no such property") })
        // Typed alone, the nearest member is offered, as for any slip.
        #expect(session.failing("nameField.contentFont = UIFont.systemFont(ofSize: 3)").contains("did you mean 'contentMode'?"))
    }

    @Test("an element of an array left empty by a loop over the app's data, read or written by index, is the app's: skipped with a note, not refused")
    func indexIntoArrayTheAppsLoopFills() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class PollController: UIViewController {
                func amounts(from low: Int, to high: Int) -> [Int] {
                    var amounts: [Int] = []
                    for i in 0..<PollStore.shared.optionCount {
                        amounts.append(low + i)
                    }
                    if amounts.last != high {
                        amounts[amounts.count - 1] = high
                    }
                    return amounts
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let values = amounts(from: 1, to: 5)
                    let first = values[0]
                    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
                    view.addSubview(bar)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'amounts[…] = …' is skipped: 'amounts' is empty here only because the loop at line") })
    }

    @Test("Swift's existential array type [any P]() is Swift, not an Objective-C message")
    func existentialArrayIsSwift() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            public class NewsController: UIViewController {
                private var sources = [any TableMediator]()
                public override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
                    view.addSubview(list)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 200))
    }

    @Test("a pasted controller giving its own view a frame outside viewDidLoad: not applied, said, the screen kept")
    func rootFrameInControllerCode() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class AlertController: UIViewController {
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.frame = CGRect(x: 20, y: 15, width: 260, height: 100)
                    view.addSubview(list)
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    resize()
                }
                func resize() {
                    self.view.frame.size = CGSize(width: 300, height: 130)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("root") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("is not applied: the controller's view is the screen here") })
    }

    @Test("in a pasted class a call near a UIKit member that the member cannot take (other labels, or a property) is the app's own; a slip with the member's labels is still refused")
    func callNearMemberWithOtherLabels() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class LoginScreen: UIView {
                let back = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    back.setImages(.chevron, style: .white)
                    let found: UIView? = findSubview { $0.tag == 7 }
                    back.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
                    addSubview(back)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let screen = LoginScreen(frame: view.bounds)
            view.addSubview(screen)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("back") == Rect(x: 10, y: 10, width: 44, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'setImages(_:style:)': UIButton has none, and its 'setImage' takes no such call") })
        #expect(session.failing("screen.back.setImag(nil, for: .normal)").contains("did you mean 'setImage'?"))
    }

    @Test("the app's stack factory, UIStackView.create(), not in the paste, makes a stack that arranges what the code adds; a scene's property set is skipped")
    func appStackFactoryMakesAStack() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            class AlertController: UIViewController {
                private var buttons = UIStackView.create()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(buttons)
                    buttons.translatesAutoresizingMaskIntoConstraints = false
                    buttons.distribution = .fillEqually
                    let yes = UIView()
                    let no = UIView()
                    buttons.addArrangedSubview(yes)
                    buttons.addArrangedSubview(no)
                    NSLayoutConstraint.activate([
                        buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        buttons.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        buttons.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        buttons.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    view.window?.windowScene?.userActivity = nil
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("buttons") == Rect(x: 0, y: 617, width: 375, height: 50))
        // Fill equally: two halves of 187.5, on the 3x pixel grid.
        let yes = session.frame("yes"), no = session.frame("no")
        #expect(yes?.minX == 0 && yes?.height == 50 && abs((yes?.width ?? 0) - 187.5) < 0.5)
        #expect(no?.maxX == 375 && no?.height == 50 && abs((no?.width ?? 0) - 187.5) < 0.5)
    }

    @Test("Swift as written: a case pattern that calls a method then reads a member, and a for-in tuple pattern with labels")
    func casePatternCallAndLabelledForPattern() {
        var session = Session()
        let outcomes = session.script("""
            enum Kind { case wide(Int), narrow }
            func width(of kind: Kind) -> CGFloat {
                switch kind {
                case Kind.wide(let w): return CGFloat(w)
                case .narrow: return 40
                }
            }
            let counts = [(count: UIView(), caption: UIView())]
            for (index, (count: countView, caption: captionView)) in counts.enumerated() {
                countView.frame = CGRect(x: 10, y: CGFloat(index) * 50, width: width(of: .wide(30)), height: 20)
                captionView.frame = CGRect(x: 50, y: 5, width: width(of: .narrow), height: 20)
                view.addSubview(countView)
                view.addSubview(captionView)
            }
            let styleName = "bold"
            var weight = 0
            switch styleName {
            case UIFont.boldSystemFont(ofSize: 12).fontName.lowercased(): weight = 1
            default: weight = 2
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Bound by their places: the count view first, the caption second.
        #expect(session.frame("view2") == Rect(x: 10, y: 0, width: 30, height: 20))
        #expect(session.frame("view3") == Rect(x: 50, y: 5, width: 40, height: 20))
    }

    @Test("Objective-C: a rectangle's literal with designated fields of its fields, { .origin.x = …, .size.height = … }, the fields not named zero")
    func objectiveCNestedDesignatedFields() {
        var session = Session()
        let outcomes = session.script("""
            CGFloat top = 12;
            CGRect bar = {
                .origin.x = 0,
                .origin.y = top,
                .size.width = 100,
                .size.height = 40};
            UIView *strip = [[UIView alloc] initWithFrame:bar];
            [self.view addSubview:strip];
            CGRect corner = { .size.width = 50, .size.height = 10 };
            UIView *tab = [[UIView alloc] initWithFrame:corner];
            [self.view addSubview:tab];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 12, width: 100, height: 40))
        #expect(session.frame("tab") == Rect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test("a constraint's shouldBeArchived is UIKit's, read and set in an extension of NSLayoutConstraint that copies a constraint")
    func shouldBeArchivedInConstraintExtension() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            extension NSLayoutConstraint {
                func copy(constant c: CGFloat) -> NSLayoutConstraint {
                    let made = NSLayoutConstraint(item: firstItem as Any, attribute: firstAttribute, relatedBy: relation,
                                                  toItem: secondItem, attribute: secondAttribute, multiplier: multiplier, constant: c)
                    made.priority = priority
                    made.shouldBeArchived = shouldBeArchived
                    return made
                }
            }
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                width.copy(constant: 120),
                box.heightAnchor.constraint(equalToConstant: 50),
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 120, height: 50))
    }
}
