import Language
import Notebook
import Testing

/// "Made by your code" cites the statement that activated each constraint of a conflict. Where
/// that statement is known (pasted Swift, an equation), the line is looked for there, not at the
/// first line of the entry naming the same attribute. Written for this test.
@Suite("the line that made a constraint")
struct ConstraintOriginTests {
    /// `chip` 60 tall, then two rows made in a loop, 30 and 31 tall, the second hidden in its
    /// stack: UIKit's 'UISV-hiding' height 0 breaks against the loop's height. The session names
    /// the second row `row2` and its constant is computed, so the text names neither; the loop's
    /// line is the one cited, not the earlier line that names a height too.
    @Test("a constraint made in a loop is cited at the loop, not at an earlier line naming the same attribute")
    func loopLine() {
        var runner = Runner()
        let printed = runner.output(of: """
            let chip = UIView()
            view.addSubview(chip)
            chip.snp.makeConstraints { $0.top.left.equalToSuperview(); $0.width.height.equalTo(60) }
            let column = UIStackView()
            column.axis = .vertical
            view.addSubview(column)
            column.snp.makeConstraints { $0.top.equalTo(chip.snp.bottom); $0.leading.trailing.equalToSuperview() }
            for i in 0..<2 { let row = UIView(); row.heightAnchor.constraint(equalToConstant: CGFloat(30 + i)).isActive = true; column.addArrangedSubview(row) }
            column.arrangedSubviews.last?.isHidden = true
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").first.map(String.init) ?? ""
        #expect(cited.hasPrefix("    \"row2.height == 31\""))
        #expect(cited.contains("for i in 0..<2"))
        #expect(!cited.contains("chip"))
    }

    /// A constraint made on one line and activated on another (`addConstraints([top])`) is cited
    /// where it was made: that line names its view and attribute, the activating one neither.
    /// A SnapKit block written with `$0` on one line: the statement naming the height is cited,
    /// not the whole block, as for a block's `make.…` statements.
    @Test("a constraint of a one-line SnapKit block written with $0 is cited as its own statement")
    func anonymousMakerStatement() {
        var runner = Runner()
        let printed = runner.output(of: """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { $0.top.equalToSuperview().offset(10); $0.height.equalTo(50); $0.left.right.equalToSuperview() }
            box.snp.makeConstraints { $0.height.equalTo(80) }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        #expect(made.contains("    \"box.height == 50\": $0.height.equalTo(50)\n"))
        #expect(!made.contains("$0.left.right"))
    }

    @Test("a constraint made by NSLayoutConstraint(item:…) and activated later is cited where it was made")
    func madeThenActivated() {
        var runner = Runner()
        let printed = runner.output(of: """
            let badge = UILabel()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            let topConstraint = NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: view, attribute: .bottom, multiplier: 1, constant: 0)
            let centerYConstraint = NSLayoutConstraint(item: badge, attribute: .centerY, relatedBy: .equal, toItem: view, attribute: .centerY, multiplier: 1, constant: 0)
            view.addConstraints([topConstraint, centerYConstraint])
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").prefix(2).map(String.init)
        #expect(cited.first { $0.contains("badge.top") }?.contains("let topConstraint") == true)
        #expect(cited.first { $0.contains("badge.centerY") }?.contains("let centerYConstraint") == true)
    }

    /// A format string names no attribute: `V:|-20-[card(100)]` makes a top and a height without
    /// the words. A method further down the entry that sets the same attribute of the same view
    /// names it, and was cited for the format string's constraint too.
    @Test("a constraint made by a Visual Format string is cited at that string, not at a later line naming its attribute")
    func visualFormatLine() {
        var runner = Runner()
        let printed = runner.output(of: """
            class CardViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(card)
                    let views = ["card": card]
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[card(100)]", options: [], metrics: nil, views: views))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[card]|", options: [], metrics: nil, views: views))
                    shrink()
                }
                func shrink() {
                    card.heightAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").prefix(2).map(String.init)
        #expect(cited.first { $0.contains("\"card.height == 100\"") }?.contains("withVisualFormat: \"V:|-20-[card(100)]\"") == true)
        #expect(cited.first { $0.contains("\"card.height == 50\"") }?.contains("card.heightAnchor.constraint(equalToConstant: 50)") == true)
    }

    /// A comment makes no constraint: a commented-out frame above a format string names the view
    /// and the constant the string uses, and was the line cited for its constraints.
    @Test("a line commented out is never the one cited, though it names the view and the constant")
    func commentsAreNotCited() {
        var runner = Runner()
        let printed = runner.output(of: """
            class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = UIView()
                    view.addSubview(banner)
                    // banner.frame = CGRect(x: 24, y: 24, width: 200, height: 50)
                    let views = ["banner": banner]
                    let sides = NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-24-[banner]-24-|",
                        options: [], metrics: nil, views: views)
                    view.addConstraints(sides)
                }
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst()
        let cited = made.compactMap { $0.split(separator: "\n").first.map(String.init) }
        #expect(cited.contains { $0.hasPrefix("    \"banner.leading == root.leading + 24\"") })
        #expect(!cited.isEmpty)
        #expect(cited.allSatisfy { !$0.contains("frame") && !$0.contains("//") })
        #expect(cited.allSatisfy { $0.contains("withVisualFormat: \"H:|-24-[banner]-24-|\"") })
    }

    /// A format string's edge constraints (`|` at the end: `root.bottom == lid.bottom`) name
    /// their attribute nowhere: the format's own line is cited, not the line that declared the
    /// view they join (`let lid: UIView = {`), which names the view no better. `lid` is 100 tall
    /// from 600 down, and `|` wants its bottom at 667.
    @Test("a constraint a format string makes at a '|' edge is cited at the format's line, not where its view was declared")
    func formatEdgeLine() {
        var runner = Runner()
        let printed = runner.output(of: """
            class LidViewController: UIViewController {
                let lid: UIView = {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    return v
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(lid)
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-600-[lid(100)]|", options: [], metrics: nil, views: ["lid": lid]))
                }
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let edge = made.split(separator: "\n").first { $0.contains("\"root.bottom == lid.bottom\"") }.map(String.init) ?? ""
        #expect(edge.contains("withVisualFormat: \"V:|-600-[lid(100)]|\""))
    }

    /// Two SnapKit blocks read alike: `first`'s `make.left` is 2 from the holder's left, and
    /// `second`'s is 2 from `first`'s right. In a 3-wide holder they cannot both hold with
    /// `second` inside it. `first.left`'s line names neither `first` nor the view of the
    /// other's, while `second`'s block names `first`: in one method, it scored higher and was cited
    /// for both.
    @Test("each of two SnapKit blocks that read alike is cited for its own constraint")
    func alikeSnapKitBlocks() {
        var runner = Runner()
        let printed = runner.output(of: """
            class HolderViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let holder = UIView()
                    view.addSubview(holder)
                    holder.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.width.equalTo(3); make.height.equalTo(50) }
                    let first = UILabel()
                    let second = UILabel()
                    holder.addSubview(first)
                    holder.addSubview(second)
                    first.snp.makeConstraints { make in
                        make.top.equalTo(holder.snp.top).offset(5)
                        make.left.equalTo(holder.snp.left).offset(2)
                    }
                    second.snp.makeConstraints { make in
                        make.top.equalTo(holder.snp.top).offset(5)
                        make.left.equalTo(first.snp.right).offset(2)
                        make.right.lessThanOrEqualTo(holder)
                    }
                }
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").prefix { $0.hasPrefix("    ") }.map(String.init)
        #expect(cited.first { $0.contains("\"first.left == holder.left + 2\"") }?.hasSuffix("make.left.equalTo(holder.snp.left).offset(2)") == true)
        #expect(cited.first { $0.contains("\"second.left == first.right + 2\"") }?.hasSuffix("make.left.equalTo(first.snp.right).offset(2)") == true)
    }

    /// Two `make.size` lines in one block, the first to a constant size and the second to the
    /// root view: each sets the width and the height, and they conflict. The second names the
    /// root view as the code does (`view`, not `root`): its constraints were cited at the first.
    @Test("a constraint to the root view is cited at the line that names the view as the code does")
    func rootNamedAsView() {
        var runner = Runner()
        let printed = runner.output(of: """
            class BadgeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UIView()
                    view.addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.size.equalTo(CGSize(width: 100, height: 100))
                        make.size.equalTo(view)
                    }
                }
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").prefix { $0.hasPrefix("    ") }.map(String.init)
        #expect(cited.first { $0.contains("\"badge.width == 100\"") }?.hasSuffix("make.size.equalTo(CGSize(width: 100, height: 100))") == true)
        #expect(cited.first { $0.contains("\"badge.width == root.width\"") }?.hasSuffix("make.size.equalTo(view)") == true)
    }

    /// A layout library's call makes its constraints itself: TinyConstraints' `panel.stack([a, b])`
    /// pins `b`'s bottom to the panel's. An earlier line of the entry names the bottom too
    /// (`edgesToSuperview(excluding: .bottom, …)`) and was cited for both stacks' bottoms.
    @Test("a constraint a library's call made (TinyConstraints' stack) is cited at that call, not at an earlier line naming the same attribute")
    func libraryCallLine() {
        var runner = Runner()
        let printed = runner.output(of: """
            let panel = UIView()
            let first = UIView()
            let second = UIView()
            view.addSubview(panel)
            panel.edgesToSuperview(excluding: .bottom, insets: .top(100))
            panel.stack([first])
            first.height(40)
            second.height(40)
            panel.stack([first, second], spacing: 8)
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").map(String.init)
        #expect(cited.first { $0.contains("\"first.bottom == panel.bottom\"") }?.hasSuffix(": panel.stack([first])") == true)
        #expect(cited.first { $0.contains("\"second.bottom == panel.bottom\"") }?.hasSuffix(": panel.stack([first, second], spacing: 8)") == true)
        #expect(cited.first { $0.contains("\"second.height == 40\"") }?.hasSuffix(": second.height(40)") == true)
        #expect(!made.contains("excluding"))
    }
}

/// A script's constraint made by code an earlier entry declared: cited there.
@Suite("the line that made a constraint, in code of an earlier entry")
struct EarlierEntryConstraintOriginTests {
    /// `Row` (lines 1–10) pins its field 10 inside its top and bottom in its `init`; the
    /// controller (lines 11–20) makes one as a stored property and hides it in a stack, so
    /// 'UISV-hiding' height 0 breaks against them. They are cited at the row's make block, not at
    /// the controller's lines that name a top or the row.
    @Test("a constraint an initialiser of an earlier entry activates is cited at that initialiser's line")
    func initialiserOfEarlierEntry() {
        var runner = Runner()
        runner.sourceName = "form.swift"
        let row = """
            class Row: UIView {
                let field = UITextField()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(field)
                    field.snp.makeConstraints { $0.top.bottom.equalToSuperview().inset(10); $0.height.equalTo(60) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        let controller = """
            class FormViewController: UIViewController {
                let stack = UIStackView()
                let row = Row()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    stack.axis = .vertical
                    stack.addArrangedSubview(row)
                    row.isHidden = true
                    stack.snp.makeConstraints { $0.top.leading.trailing.equalTo(view.safeAreaLayoutGuide) }
                }
            }
            """
        _ = runner.output(of: row, firstLine: 1)
        let printed = runner.output(of: controller, firstLine: 11)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        let cited = made.split(separator: "\n").prefix { $0.hasPrefix("    \"") }
        #expect(!cited.isEmpty)
        #expect(cited.allSatisfy { $0.contains(": line 6, ") && $0.contains("$0.top.bottom.equalToSuperview().inset(10)") })
    }

    @Test("constraints a format string made into a kept array and a later line added are cited at the format string's line, not at a line that names the same attribute")
    func formatStringKeptInArray() {
        var runner = Runner()
        runner.sourceName = "shelf.m"
        let controller = """
            @interface ShelfViewController : UIViewController
            @property (nonatomic, strong) UIView *shelf;
            @end
            @implementation ShelfViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.shelf = [[UIView alloc] initWithFrame:CGRectZero];
                [self.view addSubview:self.shelf];
                UIView *box = self.shelf;
                NSArray *rows = [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-30-[box(==90)]" options:0 metrics:nil views:NSDictionaryOfVariableBindings(box)];
                [self.view addConstraints:rows];
                CGFloat tall = CGRectGetHeight(self.shelf.bounds);
            }
            @end
            """
        let printed = runner.output(of: controller, firstLine: 1)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().map { $0.split(separator: "\n").first ?? "" }
        #expect(made.contains { $0.contains("\"shelf.height == 90\": line 10, ") })
        #expect(made.contains { $0.contains("\"shelf.top == root.top + 30\": line 10, ") })
    }

    /// Two statements of one block set one attribute, the second's constant a variable: each
    /// line names the width alike, and each constraint is cited at its own, in order.
    @Test("two constraints of one attribute in one block are cited at their own lines, not both at the first")
    func sameAttributeTwiceInABlock() {
        var runner = Runner()
        let printed = runner.output(of: """
            let side: CGFloat = 40
            let button = UIView()
            view.addSubview(button)
            button.snp.makeConstraints { make in
                make.width.equalTo(0)
                make.width.equalTo(side)
                make.top.leading.equalToSuperview()
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        #expect(made.contains("    \"button.width == 0\": make.width.equalTo(0)\n"))
        #expect(made.contains("    \"button.width == 40\": make.width.equalTo(side)\n"))
    }
}

@Suite("a conflict whose broken constraint is UIKit's, made required by the code")
struct RaisedContentPriorityConflictTests {
    @Test("a compression resistance raised to required against a width of 0: lower the resistance, or the width")
    func raisedCompressionResistance() {
        var runner = Runner()
        let output = runner.output(of: """
            let button = UIButton(type: .system)
            button.setTitle("More", for: .normal)
            button.setContentCompressionResistancePriority(.required, for: .horizontal)
            button.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(button)
            button.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            button.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            button.widthAnchor.constraint(equalToConstant: 0).isActive = true
            """)
        #expect(output.contains("""
            Fixes, best first, each tried on a copy of the layout:
              1. Lower button's horizontal compression resistance below required \
            (button.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)), so its content size gives way — \
            with this change the constraints are satisfiable.
              2. Give button.width == 0 priority 999, so it gives way where it cannot hold — with this change the constraints are satisfiable.
            """))
        #expect(!output.contains("no constraint of the set is your code's"))
    }
}

extension ConstraintOriginTests {
    /// A view class whose init makes two constraints of one attribute (Masonry's
    /// `make.left.right…offset(15)` then `make.right…offset(-15)`), made again by a later line:
    /// each of the second view's is cited at its own line of the init, as the first view's are.
    @Test("two constraints of one attribute made by an earlier entry's code are cited at a line each")
    func earlierEntryClaimsALineEach() {
        var runner = Runner()
        // As `layoutbook run FILE` replays it: entry by entry, each at its line of the file.
        runner.sourceName = "chip.m"
        let script = """
            @interface Chip : UIView
            @property (nonatomic, strong) UILabel *caption;
            @end
            @implementation Chip
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _caption = [UILabel new];
                    [self addSubview:_caption];
                    [_caption mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self);
                        make.left.right.equalTo(self).offset(15);
                        make.right.equalTo(self).offset(-15);
                    }];
                }
                return self;
            }
            @end
            Chip *badge = [[Chip alloc] initWithFrame:CGRectMake(0, 100, 300, 100)];
            [self.view addSubview:badge];
            """
        let printed = Entry.split(script).map { runner.output(of: $0.text, firstLine: $0.firstLine) }.joined(separator: "\n")
        let logs = printed.components(separatedBy: "Made by your code:\n").dropFirst()
        guard let last = logs.last else {
            Issue.record("no conflict was reported")
            return
        }
        #expect(last.contains("\"caption.right == badge.right + 15\": line 11, make.left.right.equalTo(self).offset(15)"))
        #expect(last.contains("\"caption.right == badge.right - 15\": line 12, make.right.equalTo(self).offset(-15)"))
    }

    /// A SnapKit maker named otherwise than `make` (`maker`, `m`): each constraint is cited at the
    /// statement that made it, and the fix is written as that statement reads.
    @Test("a conflict cites the statements of a maker named maker, and writes its fix as that statement")
    func makerOfAnotherName() {
        var runner = Runner()
        let printed = runner.output(of: """
            let header = UIView()
            let rest = UIView()
            view.addSubview(header)
            view.addSubview(rest)
            header.snp.makeConstraints { (maker) in
                maker.top.leading.trailing.equalToSuperview()
                maker.height.equalTo(500)
            }
            rest.snp.makeConstraints { m in
                m.top.equalTo(header.snp.bottom)
                m.leading.trailing.bottom.equalToSuperview()
                m.height.equalTo(400)
            }
            """)
        let made = printed.components(separatedBy: "Made by your code:\n").dropFirst().first ?? ""
        #expect(made.contains("    \"header.height == 500\": maker.height.equalTo(500)\n"))
        #expect(made.contains("    \"rest.height == 400\": m.height.equalTo(400)\n"))
        #expect(made.contains("    \"rest.top == header.bottom\": m.top.equalTo(header.snp.bottom)\n"))
        #expect(printed.contains("In place of your code: m.height.equalTo(400).priority(999)")
            || printed.contains("In place of your code: maker.height.equalTo(500).priority(999)"))
    }
}
