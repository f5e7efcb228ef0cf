@testable import Language
import Layout
import Testing

/// What the thirteenth round of fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, thirteenth round")
struct Book113Tests {
    /// A header declaring two view classes, then the source file implementing them, as a
    /// developer pastes `.h` and `.m` one after the other.
    static let headerThenSource = """
        #import <UIKit/UIKit.h>
        @interface TagChip : UIView
        @property (nonatomic, strong) UILabel *caption;
        @end

        @interface TagStrip : UIView
        @property (nonatomic, strong) TagChip *first;
        @end

        //  TagStrip.m
        #import "TagStrip.h"

        @implementation TagChip
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                _caption = [[UILabel alloc] initWithFrame:CGRectMake(8, 4, 60, 20)];
                [self addSubview:_caption];
            }
            return self;
        }
        @end

        @interface TagStrip ()
        @property (nonatomic, strong) UIView *rule;
        @end

        @implementation TagStrip
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                _first = [[TagChip alloc] initWithFrame:CGRectMake(16, 10, 80, 28)];
                [self addSubview:_first];
                _rule = [[UIView alloc] initWithFrame:CGRectMake(0, 47, 375, 1)];
                [self addSubview:_rule];
            }
            return self;
        }
        @end
        """

    @Test("a header's classes and the source file implementing them are one entry: each class is read with its methods")
    func headerAndSourceAreOneEntry() {
        let entries = Entry.split(Self.headerThenSource)
        #expect(entries.count == 2)
        #expect(entries.first?.text == "#import <UIKit/UIKit.h>")
        #expect(entries.last?.text.hasPrefix("@interface TagChip : UIView") == true)
        #expect(entries.last?.text.hasSuffix("return self;\n}\n@end") == true)
    }

    @Test("the view a header and its source file declare is shown with the subviews its initWithFrame: adds, not as its bare @interface left it")
    func headerAndSourceShowTheOuterView() {
        var session = Session()
        let outcomes = session.script(Self.headerThenSource)
        #expect(outcomes.allSatisfy { !$0.failed })
        // TagStrip makes the TagChip: the strip is the file's view, filling the screen.
        #expect(session.frame("tagStrip") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("first") == Rect(x: 16, y: 10, width: 80, height: 28))
        #expect(session.frame("caption") == Rect(x: 8, y: 4, width: 60, height: 20))
        #expect(session.frame("rule") == Rect(x: 0, y: 47, width: 375, height: 1))
    }

    @Test("once every class of the header has its @implementation, a further @interface begins an entry of its own")
    func implementedHeaderEndsTheEntry() {
        let entries = Entry.split("""
            @interface Dot : UIView
            @end
            @implementation Dot
            @end
            @interface Ring : UIView
            @end
            """)
        #expect(entries.map(\.text) == ["@interface Dot : UIView\n@end\n@implementation Dot\n@end", "@interface Ring : UIView\n@end"])
    }
}

@Suite("Fresh app code, thirteenth round: names")
struct Book113NamesTests {
    @Test("a global declared below a controller's class is the one a top-level call passes, not the presented controller's property of the same name")
    func globalBeatsPresentedControllersProperty() {
        var session = Session()
        let outcomes = session.script("""
            class GreetingController: UIViewController {
                private let text: String
                let greeting = UILabel()
                init(text: String) {
                    self.text = text
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    greeting.text = text
                    view.addSubview(greeting)
                    greeting.translatesAutoresizingMaskIntoConstraints = false
                    greeting.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    greeting.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                }
            }
            let text = "Hello"
            let shown = GreetingController(text: text)
            view.addSubview(shown.view)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The label shows "Hello", as wide as the same label alone, 20 from the left and 40 down.
        let alone = Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Hello")
        let layout = session.state.layout
        let hello = layout.subtree(of: layout.id(of: "root")!).filter { layout.view($0)?.label?.text == "Hello" }
        #expect(hello.count == 1)
        let shownLabel = hello.first.flatMap { layout.name(of: $0) }.flatMap { session.frame($0) }
        #expect(shownLabel != nil && shownLabel?.width == alone?.width)
        #expect(shownLabel?.origin == Point(x: 20, y: 40))
        // (The class's own entry presents one with a placeholder; the code's own call does not.)
        #expect(!(outcomes.last?.notes ?? []).contains { $0.contains("'String' is not in the paste") })
    }

    @Test("inside the presented controller's own methods its property still wins over a global of the same name")
    func propertyWinsInsideMethods() {
        var session = Session()
        let outcomes = session.script("""
            class WidthController: UIViewController {
                let side: CGFloat = 30
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.frame = CGRect(x: 0, y: 0, width: side, height: side)
                }
            }
            let side: CGFloat = 80
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 30, height: 30))
    }
}

@Suite("Fresh app code, thirteenth round: a paragraph style's line spacing")
struct Book113LineSpacingTests {
    static let words = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen"

    func height(_ setup: String) -> Double? {
        var session = Session()
        session.script("""
            let note = UILabel()
            note.numberOfLines = 0
            \(setup)
            view.addSubview(note)
            note.translatesAutoresizingMaskIntoConstraints = false
            note.widthAnchor.constraint(equalToConstant: 150).isActive = true
            """)
        return session.frame("note")?.height
    }

    @Test("an attributed text's lineSpacing spaces a wrapped label's lines: six 17-pt lines 122 tall, with 20 between them 222")
    func lineSpacingSpacesWrappedLines() {
        #expect(height("note.text = \"\(Self.words)\"") == 122)
        #expect(height("""
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 20
            note.attributedText = NSAttributedString(string: "\(Self.words)", attributes: [.paragraphStyle: style])
            """) == 222)
        // Added to a mutable attributed string over its whole length, as apps write it.
        #expect(height("""
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 20
            let text = NSMutableAttributedString(string: "\(Self.words)")
            text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
            note.attributedText = text
            """) == 222)
    }

    @Test("a label that may wrap keeps its line spacing below a text of one line; one limited to a line does not; plain text drops it")
    func oneLineKeepsSpacingBelow() {
        let spaced = """
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 10
            note.attributedText = NSAttributedString(string: "Short", attributes: [.paragraphStyle: style])
            """
        // The 17-pt line is 20.333 (61 pixels at @3x).
        #expect(height(spaced).map { abs($0 - (61.0 / 3 + 10)) < 1e-9 } == true)
        #expect(height(spaced + "\nnote.numberOfLines = 1").map { abs($0 - 61.0 / 3) < 1e-9 } == true)
        #expect(height(spaced + "\nnote.text = \"Short\"").map { abs($0 - 61.0 / 3) < 1e-9 } == true)
    }

    @Test("Objective-C's paragraph style, in an attributes dictionary and through addAttribute:value:range:")
    func objectiveCParagraphStyle() {
        var session = Session()
        session.script("""
            NSMutableParagraphStyle *style = [[NSMutableParagraphStyle alloc] init];
            [style setLineSpacing:20];
            NSMutableAttributedString *text = [[NSMutableAttributedString alloc] initWithString:@"\(Self.words)"];
            [text addAttribute:NSParagraphStyleAttributeName value:style range:NSMakeRange(0, text.length)];
            UILabel *note = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 150, 0)];
            note.numberOfLines = 0;
            note.attributedText = text;
            [self.view addSubview:note];
            [note sizeToFit];
            NSMutableParagraphStyle *tight = [NSMutableParagraphStyle new];
            tight.lineSpacing = 10;
            UILabel *other = [[UILabel alloc] initWithFrame:CGRectMake(0, 300, 150, 0)];
            other.numberOfLines = 0;
            other.attributedText = [[NSAttributedString alloc] initWithString:@"\(Self.words)"
                attributes:@{NSParagraphStyleAttributeName: tight, NSFontAttributeName: [UIFont systemFontOfSize:17]}];
            [self.view addSubview:other];
            [other sizeToFit];
            """)
        // The widest of its six lines is 145.667 wide (437 pixels at @3x).
        #expect(session.frame("note")?.isAbout(Rect(x: 0, y: 0, width: 437.0 / 3, height: 222)) == true)
        #expect(session.frame("other")?.isAbout(Rect(x: 0, y: 300, width: 437.0 / 3, height: 172)) == true)
    }
}

@Suite("Fresh app code, thirteenth round: a text view is a scroll view")
struct Book113TextViewTests {
    @Test("a text view's scroll-view properties are UIKit's (UITextView is a UIScrollView): skipped with a note, the controller laid out")
    func textViewScrollProperties() {
        var session = Session()
        let outcomes = session.script("""
            class NotesController: UIViewController {
                let body = UITextView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    body.contentInsetAdjustmentBehavior = .never
                    body.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
                    body.alwaysBounceVertical = true
                    view.addSubview(body)
                    body.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        body.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        body.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        body.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        body.heightAnchor.constraint(equalToConstant: 200),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("body") == Rect(x: 16, y: 20, width: 343, height: 200))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("skipped 'contentInset' of body: a UITextView scrolls its own text")
        })
    }
}

@Suite("Fresh app code, thirteenth round: the app's convenience initialisers")
struct Book113ConvenienceInitTests {
    @Test("a UIKit view made by the app's own convenience initialiser and constrained without touching its mask is taken to have it off, as its factory would")
    func convenienceInitTakesMaskOff() {
        var session = Session()
        let outcomes = session.script("""
            class SignInController: UIViewController {
                let email = UITextField(placeholder: "Email")
                let go = UIButton(title: "Go", color: .systemBlue)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(email)
                    view.addSubview(go)
                    NSLayoutConstraint.activate([
                        email.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        email.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        email.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                        email.heightAnchor.constraint(equalToConstant: 40),
                        go.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
                        go.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        go.widthAnchor.constraint(equalToConstant: 120),
                        go.heightAnchor.constraint(equalToConstant: 44),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("email") == Rect(x: 16, y: 20, width: 343, height: 40))
        // Centred: 127.5 from the left, at the @3x pixel 127.667.
        #expect(session.frame("go")?.isAbout(Rect(x: 383.0 / 3, y: 72, width: 120, height: 44)) == true)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'UITextField(placeholder:)' is the app's own (not in the paste) and the code constrains email") })
        #expect(!notes.contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test("an argument the app's initialiser takes under a property's name is set: a stack's distribution, alignment and spacing")
    func convenienceInitSetsNamedProperties() {
        var session = Session()
        let outcomes = session.script("""
            let left = UIView()
            let right = UIView()
            let row = UIStackView(axis: .horizontal, distribution: .fillEqually, alignment: .fill, spacing: 10, arrangedSubviews: [left, right])
            view.addSubview(row)
            row.frame = CGRect(x: 0, y: 0, width: 310, height: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (310 − 10) / 2 = 150 each, 10 apart.
        #expect(session.frame("left") == Rect(x: 0, y: 0, width: 150, height: 40))
        #expect(session.frame("right") == Rect(x: 160, y: 0, width: 150, height: 40))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'UIStackView(axis:distribution:alignment:spacing:arrangedSubviews:)' is not UIKit's (the app's own initialiser, "
                + "in an extension the paste lacks): a plain UIStackView stands in, with its axis and its distribution and its alignment and its spacing")
        })
    }

    @Test("one the code places by its frame keeps its mask on")
    func convenienceInitPlacedByFrame() {
        var session = Session()
        session.script("""
            let email = UITextField(placeholder: "Email")
            view.addSubview(email)
            email.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
            """)
        #expect(session.frame("email") == Rect(x: 10, y: 10, width: 200, height: 30))
    }
}

@Suite("Fresh app code, thirteenth round: a view class nested in an extension of a type the paste lacks")
struct Book113NestedInExtensionTests {
    @Test("Outer.Inner(…) makes the view class the paste declares inside an extension of Outer, which it does not contain")
    func nestedInForeignExtension() {
        var session = Session()
        let outcomes = session.script("""
            extension ProfileScreen {
                final class Ribbon: UIView {
                    let strip = UIView()
                    init(height: CGFloat) {
                        super.init(frame: .zero)
                        addSubview(strip)
                        strip.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            strip.leadingAnchor.constraint(equalTo: leadingAnchor),
                            strip.trailingAnchor.constraint(equalTo: trailingAnchor),
                            strip.topAnchor.constraint(equalTo: topAnchor),
                            strip.heightAnchor.constraint(equalToConstant: height),
                        ])
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
            }
            let ribbon = ProfileScreen.Ribbon(height: 50)
            view.addSubview(ribbon)
            ribbon.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("ribbon") == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 50))
        #expect(!(outcomes.last?.notes ?? []).contains { $0.contains("not in the paste") })
    }
}

@Suite("Fresh app code, thirteenth round: a builder's chain")
struct Book113BuilderChainTests {
    @Test("a view declared of a class and made by a builder's chain begun on a new view of that class is that view")
    func builderChainGivesItsView() {
        var session = Session()
        let outcomes = session.script("""
            class FeedController: UIViewController {
                private lazy var list: UITableView = {
                    UITableView(frame: .zero, style: .plain).chain
                        .register(UITableViewCell.self, forCellReuseIdentifier: "row").build
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    list.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 10, y: 10, width: 355, height: 647))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'chain.register(…).build' is the app's own (not in the paste): taken to return list itself")
        })
    }

    @Test("a chain begun on a view of another class is not taken for the declared view")
    func builderChainOfAnotherClass() {
        var session = Session()
        let outcomes = session.script("""
            class CardController: UIViewController {
                let card = UIView()
                private lazy var title: UILabel = { card.chain.makeTitle().build }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                    _ = title
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("taken to return card itself") })
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 100, height: 100))
    }
}

@Suite("Fresh app code, thirteenth round: a new label's text is nil")
struct Book113LabelTextTests {
    @Test("a UILabel whose text nothing set has nil text, so `if let` over it does not run; once set, even to \"\", it is that text")
    func newLabelTextIsNil() {
        var session = Session()
        let outcomes = session.script("""
            let caption = UILabel()
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(box)
            if let shown = caption.text { box.frame.size.width = 100 }
            let empty = UILabel()
            empty.text = ""
            if let shown = empty.text { box.frame.size.height = 40 }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 10, height: 40))
    }

    @Test("print writes a new label's text as nil, and a count read through ?. as an optional Int")
    func printsNilAndOptionalCount() {
        var session = Session()
        let outcomes = session.script("""
            let caption = UILabel()
            print(caption.text)
            caption.text = "Hi"
            print(caption.text?.count)
            """)
        #expect(PrintTests.printed(outcomes) == ["nil", "Optional(2)"])
    }

    @Test("a pasted class's property declared String prints as a String, though UIKit's property of that name is optional")
    func printsDeclaredNonOptional() {
        var session = Session()
        let outcomes = session.script("""
            class Tag { let text: String; var note: String?
                init(text: String) { self.text = text; self.note = text }
            }
            let tag = Tag(text: "Ann")
            print(tag.text, tag.note)
            """)
        #expect(PrintTests.printed(outcomes) == [#"Ann Optional("Ann")"#])
    }
}

@Suite("Fresh app code, thirteenth round: .init(…) assigned to a property")
struct Book113ImplicitInitTests {
    @Test("cell.model = .init(…) makes the type the property is declared with, nested in the cell's class, and its didSet reads it")
    func implicitInitOfNestedModel() {
        var session = Session()
        let outcomes = session.script("""
            class TagCell: UICollectionViewCell {
                let title = UILabel()
                var cellModel: Model? {
                    didSet { title.text = cellModel?.title }
                }
                struct Model {
                    var title: String
                    var liked: Bool
                }
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
                    title.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let chip = TagCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            chip.cellModel = .init(title: "Hello", liked: false)
            view.addSubview(chip)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Hello" at 17 pt, as the same label alone.
        #expect(session.frame("title")?.width == Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Hello")?.width)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("placeholder") })
    }
}

@Suite("Fresh app code, thirteenth round: outlets' stand-ins in a conflict")
struct Book113OutletConflictTests {
    @Test("a conflict that needs the masks of storyboard outlets' stand-ins says they stand in at 0×0, once")
    func outletStandInConflictIsSaid() {
        var session = Session()
        let outcomes = session.script("""
            @interface NoteController : UIViewController
            @property (weak, nonatomic) IBOutlet UILabel *header;
            @property (weak, nonatomic) IBOutlet UIToolbar *bar;
            @end
            @implementation NoteController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *box = [[UIView alloc] init];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                NSDictionary *views = @{@"box": box, @"header": self.header, @"bar": self.bar};
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[box]|" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[header]-[box]-[bar]" options:0 metrics:nil views:views]];
            }
            @end
            """)
        let said = outcomes.flatMap(\.notes).filter { $0.hasPrefix("the conflict holds the autoresizing masks of 'header', 'bar', standing in at 0×0") }
        #expect(said.count == 1)
        // Said once: a later entry leaves the same conflict unsaid.
        let later = session.run("view.setNeedsLayout()")
        #expect(!later.notes.contains { $0.hasPrefix("the conflict holds") })
    }
}

@Suite("Fresh app code, thirteenth round: Masonry's setters")
struct Book113MasonrySetterTests {
    @Test("make.left.equalTo(v).offset = 20 in a make block is Masonry's .offset(20); .insets = … its .insets(…)")
    func offsetSetterInMakeBlock() {
        var session = Session()
        let outcomes = session.script("""
            UIView *box = [UIView new];
            [self.view addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make){
                make.left.equalTo(self.view).offset = 20;
                make.top.equalTo(self.view).offset = 100;
                make.width.equalTo(self.view).offset = -40;
                make.height.equalTo(@60);
            }];
            UIView *card = [UIView new];
            [self.view addSubview:card];
            [card mas_makeConstraints:^(MASConstraintMaker *make){
                make.edges.equalTo(self.view).insets = UIEdgeInsetsMake(200, 20, 30, 40);
            }];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 100, width: 335, height: 60))
        #expect(session.frame("card") == Rect(x: 20, y: 200, width: 315, height: 437))
    }
}

@Suite("Fresh app code, thirteenth round: a macro line between methods")
struct Book113MacroLineTests {
    @Test("a bare name of any case alone on its line between an implementation's methods is the app's macro, and the methods below it are read")
    func camelCaseMacroBetweenMethods() {
        var session = Session()
        let outcomes = session.script("""
            @interface Badge : UIView
            @end
            @implementation Badge
            SomeKitInitRoot
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                return self;
            }
            - (CGSize)intrinsicContentSize { return CGSizeMake(30, 20); }
            @end
            Badge *b = [[Badge alloc] init];
            b.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:b];
            [b.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:10].active = YES;
            [b.topAnchor constraintEqualToAnchor:self.view.topAnchor constant:40].active = YES;
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("b") == Rect(x: 10, y: 40, width: 30, height: 20))
    }
}

@Suite("Fresh app code, thirteenth round: a misspelt height")
struct Book113MisspeltHeightTests {
    @Test("card.heigth = 4 is refused with the view's frame's height suggested, not Stevia's capitalised Height")
    func misspeltHeightSuggestsFrame() {
        var session = Session()
        session.script("let card = UILabel()")
        let said = session.failing("card.heigth = 4")
        #expect(said.contains("has no member 'heigth'"))
        #expect(said.contains("did you mean 'frame.size.height'?"))
    }
}
