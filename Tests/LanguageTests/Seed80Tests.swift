import Language
import Layout
import Testing

/// What the seed80 listings (tutorials, notes, course code, playgrounds, gists) tripped on. Every
/// paste here is written for this test; the frames are derived by hand on the default 375×667
/// screen (no bars: the safe area is the whole screen).
@Suite("seed80 listings: a message to a view of another class, Stevia's tap, Objective-C's Class.class")
struct Seed80Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("an Objective-C message to a plain view that only a scroll view answers stops the app, as UIKit's runtime does")
    func scrollViewMessageToAPlainViewIsUnrecognized() {
        // A C cast changes nothing at run time: the controller's view is still a UIView, and
        // `[UIView setContentSize:]` is an unrecognized selector, which stops the app. Before,
        // the line was skipped as "a member of UIView Layoutbook does not model", and the rest of
        // the method ran as if nothing had happened.
        var session = Session()
        let outcome = session.run("""
            @implementation GalleryController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIScrollView *strip = (UIScrollView *)self.view;
                strip.contentSize = CGSizeMake(900, 300);
                UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(4, 4, 40, 40)];
                [self.view addSubview:tile];
            }
            @end
            """)
        #expect(outcome.failed)
        let message = outcome.diagnostics.map(\.description).joined(separator: "\n")
        #expect(message.contains("unrecognized selector"))
        #expect(message.contains("UIScrollView"))
        #expect(!outcome.notes.contains { $0.contains("skipped 'contentSize'") })
        // The entry failed, so nothing of it stays: no tile.
        #expect(session.frame("tile") == nil)
    }

    @Test("an Objective-C message that a plain view answers is not taken for another class's")
    func plainViewMembersStillRun() {
        // `contentMode` and `clipsToBounds` are UIView's own: the tile is placed at its frame.
        var session = Session()
        let outcomes = session.script("""
            @implementation TileController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(4, 4, 40, 40)];
                tile.contentMode = UIViewContentModeCenter;
                tile.clipsToBounds = YES;
                [self.view addSubview:tile];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 4, y: 4, width: 40, height: 40))
    }

    @Test("Stevia's tap(_:) returns the button, so a chain ending in it is added by sv(…) and laid out")
    func steviaTapReturnsTheButton() {
        // The form is a screen-sized view (nothing presents it): `layout` puts the field 60 from
        // the top, 8 in from each side (Stevia's default margin), 40 tall; "" is a flexible gap;
        // the button spans the width, 50 tall, on the bottom edge: y 667 − 50 = 617. Before,
        // `tap` was skipped, the chain gave nothing, sv(…) dropped it without a word, and the
        // button was never added.
        var session = Session()
        let outcomes = session.script("""
            class SignInForm: UIView {
                let handle = UITextField()
                let enter = UIButton()
                convenience init() {
                    self.init(frame: .zero)
                    sv([handle.placeholder("Handle"), enter.text("Enter").tap(submit)])
                    layout([60, |-handle-| ~ 40, "", |enter| ~ 50, 0])
                }
                func submit() {}
            }
            """)
        #expect(session.frame("handle") == Rect(x: 8, y: 60, width: 359, height: 40))
        #expect(session.frame("enter") == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(!Self.notes(outcomes).contains { $0.contains("skipped 'tap'") })
    }

    @Test("sv(…) says so when an element is what a skipped member gave, not a view")
    func steviaHierarchyNotesAnUnknownElement() {
        // `brandStyled()` is the app's own, not in the paste: what it returns is not known, so
        // that element is not added, and a note says so instead of leaving it out silently.
        var session = Session()
        let outcomes = session.script("""
            class BannerView: UIView {
                let caption = UILabel()
                convenience init() {
                    self.init(frame: .zero)
                    sv([caption.brandStyled()])
                }
            }
            """)
        #expect(Self.notes(outcomes).contains { $0.contains("subviews(…): 'brandStyled(…)' is not known here") && $0.contains("not added") })
    }

    @Test("Objective-C's Class.class is the class, as [Class class] is")
    func objectiveCDotClassIsTheClass() {
        // A table controller registers its cell class with dot syntax; the same paste with
        // `[BadgeCell class]` gives the same screen. Before, `BadgeCell.class` was refused as a
        // member the cell class does not have.
        func paste(_ cellClass: String) -> String {
            """
            @interface BadgeCell : UITableViewCell
            @end
            @implementation BadgeCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UIView *chip = [[UIView alloc] init];
                    chip.translatesAutoresizingMaskIntoConstraints = NO;
                    [self.contentView addSubview:chip];
                    [chip.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:12].active = YES;
                    [chip.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:6].active = YES;
                    [chip.bottomAnchor constraintEqualToAnchor:self.contentView.bottomAnchor constant:-6].active = YES;
                    [chip.widthAnchor constraintEqualToConstant:60].active = YES;
                    [chip.heightAnchor constraintEqualToConstant:30].active = YES;
                }
                return self;
            }
            @end
            @interface BadgeListController : UITableViewController
            @end
            @implementation BadgeListController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerClass:\(cellClass) forCellReuseIdentifier:@"badge"];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 2; }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [tableView dequeueReusableCellWithIdentifier:@"badge" forIndexPath:indexPath];
            }
            @end
            """
        }
        var dotted = Session()
        let dottedOutcome = dotted.run(paste("BadgeCell.class"))
        var bracketed = Session()
        let bracketedOutcome = bracketed.run(paste("[BadgeCell class]"))
        #expect(!dottedOutcome.failed)
        #expect(!bracketedOutcome.failed)
        #expect(dottedOutcome.displays == bracketedOutcome.displays)
        #expect(dottedOutcome.notes == bracketedOutcome.notes)
    }

    @Test("the key window taken as the root view is noted once, not on every line of a file run line by line")
    func keyWindowNoteIsSaidOnce() {
        // Three lines, each using the key window as a view: the rule is said with the first, and
        // the toast still lands where UIKit puts it, 20 in and 100 tall at the top. Before, every
        // line repeated the note.
        var session = Session()
        let outcomes = session.script("""
            let window = UIApplication.shared.keyWindow!
            let toast = UIView()
            toast.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(toast)
            toast.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20).isActive = true
            toast.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20).isActive = true
            toast.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
            toast.heightAnchor.constraint(equalToConstant: 100).isActive = true
            """)
        let said = Self.notes(outcomes).filter { $0.contains("the key window is taken as the screen's root view") }
        #expect(said.count == 1)
        #expect(session.frame("toast") == Rect(x: 20, y: 0, width: 335, height: 100))
    }
}

