@testable import Language
import Layout
import Testing

/// What the fiftieth round's samples of app code tripped on. Pastes are written for this test;
/// frames derived by hand.
@Suite("Fresh app code, fiftieth round")
struct Book211Tests {
    /// A chat bubble's label class that pads what UILabel measures, in a controller that pins it
    /// 20 from the left, 100 from the top and 200 wide. `OVERRIDE` is the getter's body.
    static func paddedLabel(_ override: String, lines: Int = 0) -> String {
        """
        import UIKit
        class BubbleLabel: UILabel {
            var inset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: inset)) }
            override var intrinsicContentSize: CGSize {
                OVERRIDE
            }
        }
        class ChatController: UIViewController {
            let bubble = BubbleLabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                bubble.numberOfLines = \(lines)
                bubble.text = "one two three four five six seven eight nine ten eleven twelve"
                bubble.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bubble)
                NSLayoutConstraint.activate([
                    bubble.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    bubble.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    bubble.widthAnchor.constraint(equalToConstant: 200),
                ])
            }
        }
        """.replacingOccurrences(of: "OVERRIDE", with: override)
    }

    @Test("a wrapping label whose intrinsicContentSize override pads super's size wraps at its whole width and adds the padding, as UIKit's second pass asks the override again")
    func paddedWrappingLabel() {
        // The text takes three lines at 200 (61 tall at @2x); the override adds 16 to the height.
        var session = Session()
        let outcomes = session.script("device iPhone 8\n" + Self.paddedLabel("""
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + inset.left + inset.right, height: size.height + inset.top + inset.bottom)
            """))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bubble") == Rect(x: 20, y: 100, width: 200, height: 77))
    }

    @Test("an override that only returns super's size measures the label as UILabel does, wrapped")
    func overrideReturningSuper() {
        var session = Session()
        _ = session.script("device iPhone 8\n" + Self.paddedLabel("super.intrinsicContentSize"))
        #expect(session.frame("bubble") == Rect(x: 20, y: 100, width: 200, height: 61))
    }

    @Test("an override that does more than pad is held as it answers, and a one-line label keeps its padded line")
    func overrideThatDoesMoreThanPad() {
        // max(…, 100): not a padding; held as asked (the text on one line, 20.5, less than 100).
        var held = Session()
        _ = held.script("device iPhone 8\n" + Self.paddedLabel("""
            let size = super.intrinsicContentSize
            return CGSize(width: size.width, height: max(size.height, 100))
            """))
        #expect(held.frame("bubble") == Rect(x: 20, y: 100, width: 200, height: 100))
        // numberOfLines 1: one line, 20.5 + 16.
        var single = Session()
        _ = single.script("device iPhone 8\n" + Self.paddedLabel("""
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + 32, height: size.height + 16)
            """, lines: 1))
        #expect(single.frame("bubble") == Rect(x: 20, y: 100, width: 200, height: 36.5))
    }

    @Test("Objective-C's padded label adds to [super intrinsicContentSize] the same way")
    func objectiveCPaddedLabel() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface InsetLabel : UILabel
            @end
            @implementation InsetLabel
            - (CGSize)intrinsicContentSize {
                CGSize size = [super intrinsicContentSize];
                size.width += 20;
                size.height += 10;
                return size;
            }
            @end
            @interface NoteController : UIViewController
            @end
            @implementation NoteController
            - (void)viewDidLoad {
                [super viewDidLoad];
                InsetLabel *note = [[InsetLabel alloc] init];
                note.numberOfLines = 0;
                note.text = @"one two three four five six seven eight nine ten eleven twelve";
                note.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:note];
                [note.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:100].active = YES;
                [note.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:20].active = YES;
                [note.widthAnchor constraintEqualToConstant:200].active = YES;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("note") == Rect(x: 20, y: 100, width: 200, height: 71))
    }

    @Test("a padded label in a self-sizing cell makes the row as tall as its wrapped text and padding")
    func paddedLabelInSelfSizingCell() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class PaddedLabel: UILabel {
                override var intrinsicContentSize: CGSize {
                    let size = super.intrinsicContentSize
                    return CGSize(width: size.width + 32, height: size.height + 16)
                }
            }
            class MessageCell: UITableViewCell {
                let bubble = PaddedLabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    bubble.numberOfLines = 0
                    bubble.text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
                    bubble.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(bubble)
                    NSLayoutConstraint.activate([
                        bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
                        bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
                        bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        bubble.widthAnchor.constraint(equalToConstant: 250),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let cell = MessageCell(style: .default, reuseIdentifier: "m")
            let fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            print(fitted.height)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The text wraps at 250 into 3 lines (61), + 16 padding + 8 around it.
        let printed = outcomes.flatMap(\.displays).compactMap { if case .text(let t) = $0 { t } else { nil } }
        #expect(printed.contains { $0.contains("85.0") })
    }
}

extension Book211Tests {
    @Test("an empty UIImage() is an image of 0×0, known from the code: an image view sized by it is 0×0 and not ambiguous, a button showing it is sized by its title, with no note of a missing image")
    func emptyImage() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class IconController: UIViewController {
                let icon = UIImageView()
                let go = UIButton(type: .custom)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    icon.image = UIImage()
                    go.setImage(UIImage(), for: .normal)
                    go.setTitle("Go", for: .normal)
                    view.addSubview(icon)
                    view.addSubview(go)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    go.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        go.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 10),
                        go.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 10, y: 100, width: 0, height: 0))
        // A custom button's 18-pt "Go": 23 wide, its line (21.5) and 12 of padding, rounded up to 34.
        #expect(session.frame("go") == Rect(x: 10, y: 110, width: 23, height: 34))
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("not in the paste") })
        #expect(session.layout.ambiguities().isEmpty)
    }
}

extension Book211Tests {
    /// A cell class with a 70×70 avatar centred down its content view, 12 from the left, and a
    /// controller whose table (`TABLE`) shows it; `ROWS` is what else the controller says.
    static func avatarTable(_ table: String, _ rows: String) -> String {
        """
        import UIKit
        class MeCell: UITableViewCell {
            let avatar = UIImageView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                avatar.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(avatar)
                NSLayoutConstraint.activate([
                    avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                    avatar.widthAnchor.constraint(equalToConstant: 70),
                    avatar.heightAnchor.constraint(equalToConstant: 70),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class SettingsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let tableView = \(table)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.dataSource = self
                tableView.delegate = self
                tableView.register(MeCell.self, forCellReuseIdentifier: "me")
                view.addSubview(tableView)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            \(rows)
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "me", for: indexPath)
            }
        }
        """
    }

    @Test("a grouped table's row height (heightForRowAt) is the shown cell's, as in a plain table: only the spacing around sections is the style's")
    func groupedTableRowHeight() {
        var session = Session()
        let outcomes = session.script("device iPhone 8\n" + Self.avatarTable("UITableView(frame: UIScreen.main.bounds, style: .grouped)",
            "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 87 }"))
        #expect(outcomes.allSatisfy { !$0.failed })
        // The row 87, the content view 86.5 above the separator's pixel; the avatar centred at
        // 8.25, which the frame shows on the @2x pixel grid as 8.5.
        #expect(session.frame("meCell") == Rect(x: 0, y: 0, width: 375, height: 86.5))
        #expect(session.frame("avatar") == Rect(x: 12, y: 8.5, width: 70, height: 70))
        // Shown alone first, the cell had the standard row; the table's entry puts it in its row.
        let notes = outcomes.last?.notes ?? []
        #expect(!notes.contains { $0.contains("uses the standard row height") })
        #expect(notes.contains { $0.hasPrefix("MeCell is shown in a row 87 tall") })
    }

    @Test("the shown cell is as wide as its table, not the screen: a table 300 wide with rowHeight 60 holds a 300-wide cell")
    func cellAsWideAsItsTable() {
        var session = Session()
        _ = session.script("device iPhone 8\n" + Self.avatarTable("UITableView(frame: CGRect(x: 20, y: 100, width: 300, height: 400))",
            "func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }"))
        #expect(session.frame("meCell") == Rect(x: 0, y: 0, width: 300, height: 59.5))
    }

    @Test("a self-sizing row is laid out at its table's width: a table inset 24 from each side holds a 327-wide cell, its label 32 narrower")
    func selfSizingCellAtTableWidth() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class NoteCell: UITableViewCell {
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.text = "Hello"
                    contentView.addSubview(title)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class NotesController: UIViewController, UITableViewDataSource {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.dataSource = self
                    tableView.register(NoteCell.self, forCellReuseIdentifier: "c")
                    view.addSubview(tableView)
                    tableView.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 + 20.5 + 12 = 44.5 tall; 375 − 48 = 327 wide.
        #expect(session.frame("noteCell") == Rect(x: 0, y: 0, width: 327, height: 44.5))
        #expect(session.frame("title") == Rect(x: 16, y: 12, width: 295, height: 20.5))
    }
}

extension Book211Tests {
    @Test("a collection view cell shown on its own takes the item size its collection view's flow layout gives every item, not the layout's default 50×50")
    func shownItemAtItsLayoutSize() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class PhotoCell: UICollectionViewCell {
                let imageView = UIImageView()
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    caption.text = "Title"
                    contentView.addSubview(imageView)
                    contentView.addSubview(caption)
                    NSLayoutConstraint.activate([
                        imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
                        imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        caption.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
                        caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                        caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                        caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class GalleryController: UIViewController, UICollectionViewDataSource {
                var grid: UICollectionView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 110, height: 140)
                    layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                    grid = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                    grid.dataSource = self
                    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
                    view.addSubview(grid)
                }
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 7 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("photoCell") == Rect(x: 0, y: 0, width: 110, height: 140))
        // The caption's line (20.5) at the bottom, 4 below the image: 140 − 20.5 − 4 = 115.5.
        #expect(session.frame("imageView") == Rect(x: 0, y: 0, width: 110, height: 115.5))
        #expect(session.frame("caption") == Rect(x: 0, y: 119.5, width: 110, height: 20.5))
        // Three items a line in 355: three lines of 140, 10 apart, inside 10 above and below.
        #expect(session.contentSize("grid") == Size(width: 375, height: 460))
    }
}

extension Book211Tests {
    @Test("NSLayoutConstraint() is a placeholder of no items, not nil: its constant set and its deactivation change nothing, and the rest of viewDidLoad runs")
    func placeholderConstraint() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class ComposerController: UIViewController {
                var keyboardBottom = NSLayoutConstraint()
                private lazy var inputHeight: NSLayoutConstraint = Self.makeHeight()
                private static func makeHeight() -> NSLayoutConstraint { NSLayoutConstraint() }
                let bar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    keyboardBottom.constant = 10
                    inputHeight.isActive = false
                    NSLayoutConstraint.deactivate([keyboardBottom])
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bar)
                    keyboardBottom = bar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
                    NSLayoutConstraint.activate([
                        keyboardBottom,
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 70),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 597, width: 375, height: 70))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("not in the paste") })
    }

    @Test("activating NSLayoutConstraint() stops the app, as UIKit does: a constraint needs a first item")
    func activatingPlaceholderConstraint() {
        var session = Session()
        _ = session.script("device iPhone 8\nimport UIKit\nlet pending = NSLayoutConstraint()")
        let outcome = session.run("pending.isActive = true")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.contains { $0.message.contains("Constraint must contain a first layout item") })
    }
}

extension Book211Tests {
    @Test("[AlbumTitle buttonWithType:] of a pasted button class makes one of that class, as UIKit's class factory does: its layoutSubviews places its own views")
    func buttonFactoryOfPastedClass() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface AlbumTitle : UIButton
            @property (nonatomic, strong) UIView *badge;
            @end
            @implementation AlbumTitle
            - (void)layoutSubviews {
                [super layoutSubviews];
                if (!self.badge) { self.badge = [[UIView alloc] init]; [self addSubview:self.badge]; }
                self.badge.frame = CGRectMake(self.bounds.size.width - 10, 0, 10, 10);
            }
            @end
            @interface AlbumController : UIViewController
            @end
            @implementation AlbumController
            - (void)viewDidLoad {
                [super viewDidLoad];
                AlbumTitle *title = [AlbumTitle buttonWithType:UIButtonTypeCustom];
                title.frame = CGRectMake(0, 100, 200, 44);
                [self.view addSubview:title];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == Rect(x: 0, y: 100, width: 200, height: 44))
        // The badge its layoutSubviews adds, 10 from the right: 200 − 10.
        #expect(session.frame("badge") == Rect(x: 190, y: 0, width: 10, height: 10))
        // The class is shown by the controller's code, not on its own beside it.
        #expect(session.layout.id(of: "albumTitle") == nil)
    }
}

extension Book211Tests {
    @Test("a cell shown in the row its table gives is laid out again at that height: its layoutSubviews reads the row's bounds")
    func cellLaidOutAgainInItsRow() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class NewsCell: UITableViewCell {
                let thumb = UIImageView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(thumb)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let h = contentView.bounds.height
                    thumb.frame = CGRect(x: 10, y: 10, width: h - 20, height: h - 20)
                }
            }
            class NewsController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(NewsCell.self, forCellReuseIdentifier: "news")
                }
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "news", for: indexPath)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The content view 79.5 above the separator's pixel: the thumb 20 shorter, square.
        #expect(session.frame("newsCell") == Rect(x: 0, y: 0, width: 375, height: 79.5))
        #expect(session.frame("thumb") == Rect(x: 10, y: 10, width: 59.5, height: 59.5))
        #expect(!(outcomes.last?.notes ?? []).contains { $0.contains("after constraints changed since UIKit's last layout pass") })
    }
}

extension Book211Tests {
    @Test("sizeToFit() before addSubview measures a label through its class's textRect override: the text's size with the insets around it")
    func sizeToFitThroughTextRect() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class TagLabel: UILabel {
                var insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
                override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
                    let r = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
                    return r.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
                }
                override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: insets)) }
            }
            let tag = TagLabel()
            tag.text = "Hello"
            tag.sizeToFit()
            view.addSubview(tag)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Hello" at 17 pt is 39 wide at @2x and 20.5 tall; 10 + 10 and 5 + 5 around it.
        #expect(session.frame("tag") == Rect(x: 0, y: 0, width: 59, height: 30.5))
    }
}

extension Book211Tests {
    static let homeAndSettings = """
        import UIKit
        class HomeController: UIViewController {
            let greeting = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                greeting.text = "Home"
                greeting.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(greeting)
                NSLayoutConstraint.activate([
                    greeting.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    greeting.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
                ])
            }
        }
        class SettingsController: UIViewController {}
        """

    @Test("a UITabBarController the code builds at the top level is what the app shows: its first tab above the tab bar, in place of the controller presented when its class was pasted")
    func tabBarControllerBuiltAtTopLevel() {
        var session = Session()
        let outcomes = session.script("device iPhone 8\n" + Self.homeAndSettings + """

            let tabs = UITabBarController()
            tabs.setViewControllers([HomeController(), SettingsController()], animated: false)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 667 − 49 (the tab bar) − 8 − 20.5 = 589.5.
        #expect(session.frame("greeting")?.minY == 589.5)
        #expect(session.layout.safeAreaInsets(of: .root) == EdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
    }

    @Test("made the window's root after that, the tab bar controller is on the screen already: its tab stays")
    func tabBarControllerThenWindowRoot() {
        var session = Session()
        let outcomes = session.script("device iPhone 8\n" + Self.homeAndSettings + """

            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: HomeController()), SettingsController()]
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("greeting")?.minY == 589.5)
        // Below the navigation bar too: 20 + 44.
        #expect(session.layout.safeAreaInsets(of: .root) == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    }
}

extension Book211Tests {
    @Test("'if let' on a UIKit object the code just made is no guess about the app's value; on an image from the app's assets it still is")
    func ifLetOnFrameworkObject() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class NoteController: UIViewController {
                var trashButton: UIBarButtonItem? = nil
                override func viewDidLoad() {
                    super.viewDidLoad()
                    trashButton = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: nil)
                    if let trashButton = trashButton { navigationItem.rightBarButtonItems = [trashButton] }
                    if let logo = UIImage(named: "logo") { print(logo) }
                }
            }
            """)
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.hasPrefix("'UIBarButtonItem") && $0.contains("gives a value of the app's") })
        #expect(notes.contains { $0.hasPrefix("'UIImage") && $0.contains("gives a value of the app's") })
    }
}

extension Book211Tests {
    @Test("a child controller's root view has a controller's margins: the system minimum, 16 at the sides of the iPhone 8 and 0 above its safe area, not a plain view's 8")
    func childControllerRootMargins() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            class ChildController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                        box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                        box.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            class ParentController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let child = ChildController()
                    addChild(child)
                    view.addSubview(child.view)
                    child.view.frame = view.bounds
                    child.didMove(toParent: self)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The safe area's 20 at the top plus a 0 margin; 16 at each side.
        #expect(session.frame("box") == Rect(x: 16, y: 20, width: 343, height: 50))
    }
}
