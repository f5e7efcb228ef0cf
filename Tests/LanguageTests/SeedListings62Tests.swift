import Language
import Layout
import Testing

/// Scroll-view listings as tutorials, book examples and answers print them: outlets whose
/// storyboard is not pasted, the book's own `CGPoint(10, y)` initialisers, classes pasted after
/// the controller that uses them. Every paste here is written for this test; frames are derived
/// by hand on the default bare 375×667 screen.
@Suite("seed listings 62")
struct SeedListings62Tests {
    @Test("an outlet pinned to the same edges of a scroll view's outlet is that scroll view's content, as in its storyboard")
    func outletPinnedToScrollOutletIsItsContent() {
        var session = Session()
        let outcomes = session.script("""
        class GalleryViewController: UIViewController {
            @IBOutlet weak var pager: UIScrollView!
            @IBOutlet weak var strip: UIStackView!
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.translatesAutoresizingMaskIntoConstraints = false
                pager.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                pager.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                pager.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                pager.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                strip.translatesAutoresizingMaskIntoConstraints = false
                strip.topAnchor.constraint(equalTo: pager.topAnchor).isActive = true
                strip.bottomAnchor.constraint(equalTo: pager.bottomAnchor).isActive = true
                strip.leadingAnchor.constraint(equalTo: pager.leadingAnchor).isActive = true
                strip.trailingAnchor.constraint(equalTo: pager.trailingAnchor).isActive = true
                strip.widthAnchor.constraint(equalTo: pager.widthAnchor, multiplier: 3).isActive = true
                strip.heightAnchor.constraint(equalTo: pager.heightAnchor).isActive = true
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("@IBOutlet strip is pinned to pager's edges: taken as its content in the storyboard, it is moved into pager"))
        // Three pages of the 375-wide scroll view, as tall as it: no conflict between siblings.
        #expect(session.layout.superview(of: session.layout.id(of: "strip")!) == session.layout.id(of: "pager"))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 1125, height: 667))
        #expect(session.contentSize("pager") == Size(width: 1125, height: 667))
    }

    @Test("an initialiser the paste's extension adds to CGPoint, CGSize and CGRect makes the value its self.init makes")
    func extensionInitialisersOfGeometryValues() {
        var session = Session()
        let outcomes = session.script("""
        extension CGRect {
            init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
                self.init(x: x, y: y, width: w, height: h)
            }
        }
        extension CGSize {
            init(_ width: CGFloat, _ height: CGFloat) {
                self.init(width: width, height: height)
            }
        }
        extension CGPoint {
            init(_ x: CGFloat, _ y: CGFloat) {
                self.init(x: x, y: y)
            }
        }
        let sv = UIScrollView(frame: CGRect(0, 0, 375, 667))
        view.addSubview(sv)
        let tile = UIView()
        tile.frame.size = CGSize(120, 80)
        tile.frame.origin = CGPoint(15, 40)
        sv.addSubview(tile)
        sv.contentSize = CGSize(375, 40 + 80 + 600)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("sv") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("tile") == Rect(x: 15, y: 40, width: 120, height: 80))
        #expect(session.contentSize("sv") == Size(width: 375, height: 720))
        // The framework's own labelled initialisers are still UIKit's.
        #expect(session.run("let plain = CGRect(x: 1, y: 2, width: 3, height: 4)").failed == false)
    }

    @Test("two files pasted one after the other: the view class the second file declares is the one the first file's controller makes")
    func viewClassFromTheNextFileOfAPaste() {
        var session = Session()
        let outcomes = session.script("""
        //
        //  FeedViewController.swift
        //
        import UIKit

        class FeedViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let feed = FeedScrollView()
                view.addSubview(feed)
                feed.frame = CGRect(x: 0, y: 60, width: 375, height: 500)
            }
        }
        //
        //  FeedScrollView.swift
        //
        import UIKit

        class FeedScrollView: UIScrollView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let column = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 1400))
                addSubview(column)
                contentSize = column.frame.size
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("nothing in the paste shows FeedScrollView") })
        #expect(!notes.contains { $0.contains("is not in the paste") })
        // The controller's scroll view is the pasted class, with the column it adds.
        #expect(session.frame("feed") == Rect(x: 0, y: 60, width: 375, height: 500))
        #expect(session.frame("column") == Rect(x: 0, y: 0, width: 375, height: 1400))
        #expect(session.layout.superview(of: session.layout.id(of: "column")!) == session.layout.id(of: "feed"))
        #expect(session.contentSize("feed") == Size(width: 375, height: 1400))
    }

    @Test("a tutorial's myView is a view of its own, not a misspelling of view; a real misspelling is still refused")
    func compoundNamesAreNotTyposOfTheShorterName() {
        var session = Session()
        let outcomes = session.script("""
        myView.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 40, left: 20, bottom: 40, right: 20))
        }
        """)
        #expect(outcomes[0].notes.contains { $0.hasPrefix("'myView' is not declared in the paste: made here as a UIView") })
        #expect(session.frame("myView") == Rect(x: 20, y: 40, width: 335, height: 587))
        #expect(Suggestion.closestName(to: "myView", in: ["view"]) == nil)
        #expect(Suggestion.closestName(to: "veiw", in: ["view"]) == "view")
        #expect(Suggestion.closestName(to: "myVeiw", in: ["myView", "view"]) == "myView")

        var typo = Session()
        typo.script("let cardView = UIView()")
        #expect(typo.failing("cardVeiw.backgroundColor = .red").contains("did you mean 'cardView'?"))
    }

    @Test("in Objective-C, a view assigned to an undeclared _name is the instance variable of the class's property")
    func objectiveCInstanceVariableOfAProperty() {
        var session = Session()
        let outcomes = session.script("""
        _pager = [UIScrollView new];
        _pager.translatesAutoresizingMaskIntoConstraints = NO;
        [self.view addSubview:_pager];
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(12)-[pager]-(12)-|" options:0 metrics:nil views:@{@"pager": _pager}]];
        [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(30)-[pager]-(30)-|" options:0 metrics:nil views:@{@"pager": _pager}]];
        """)
        #expect(outcomes[0].notes.contains { $0.hasPrefix("'_pager' is not declared in the paste: the instance variable of the class's 'pager' property") })
        #expect(session.frame("pager") == Rect(x: 12, y: 30, width: 351, height: 607))
    }

    @Test("PureLayout's autoRemove deactivates the constraint it kept, and arc4random gives 0 so that every run is the same")
    func pureLayoutAutoRemoveAndRandomNumbers() {
        var session = Session()
        let outcomes = session.script("""
        UIView *band = [UIView newAutoLayoutView];
        [self.view addSubview:band];
        [band autoPinEdgeToSuperviewEdge:ALEdgeTop];
        [band autoPinEdgeToSuperviewEdge:ALEdgeLeading];
        [band autoSetDimension:ALDimensionHeight toSize:50];
        NSLayoutConstraint *width = [band autoSetDimension:ALDimensionWidth toSize:100];
        int columns = arc4random() % 3 + 2;
        [width autoRemove];
        [band autoSetDimension:ALDimensionWidth toSize:60 * columns];
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains("arc4random(…) is random: 0, the lowest it gives, is used here, so that every run lays out the same"))
        // 0 % 3 + 2 = 2 columns of 60; the first width is gone, so nothing conflicts.
        #expect(session.frame("band") == Rect(x: 0, y: 0, width: 120, height: 50))
    }

    @Test("a view loaded from a nib and cast to the app's class stands in as the UIKit class its name says")
    func nibLoadedViewCastToTheAppsClass() {
        var session = Session()
        let outcomes = session.script("""
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.addSubview(pager)
        let sheet = Bundle.main.loadNibNamed("SheetView", owner: nil, options: nil)?.first as! SheetView
        sheet.frame = CGRect(x: 0, y: 0, width: 375, height: 900)
        pager.addSubview(sheet)
        pager.contentSize = CGSize(width: 375, height: sheet.bounds.size.height)
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("cast to SheetView, which is not in the paste: a UIView, the class its name says, stands in") })
        // The frame the code gives it holds, and what it reads back is that frame's height.
        #expect(session.frame("sheet") == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(session.contentSize("pager") == Size(width: 375, height: 900))
    }

    @Test("an Xcode snippet's placeholder left in the paste is refused as Xcode refuses it, at its place")
    func xcodePlaceholderIsRefusedByName() {
        var session = Session()
        let rendered = session.failing("let list = UIScrollView()\n<#superview#>.addSubview(list)")
        #expect(rendered.contains("2:1: error: an Xcode placeholder (<#…#>) is left here: Xcode refuses it too (“Editor placeholder in source file”)"))
        #expect(rendered.contains("write the code the placeholder names in its place"))
    }

    @Test("a view added to itself is refused with UIKit's reason")
    func viewAddedToItself() {
        var session = Session()
        let rendered = session.failing("let pane = UIScrollView()\npane.addSubview(pane)")
        #expect(rendered.contains("error: 'pane' cannot be added to itself: the app would stop here (“Can't add self as subview”)"))
        // Placed first, the same.
        session.script("let card = UIView()\nview.addSubview(card)")
        #expect(session.failing("card.addSubview(card)").contains("'card' cannot be added to itself"))
    }

    @Test("the raw value of a case of the paste's enum is the one written, else the case's name or the count Swift gives it")
    func rawValuesOfThePastesEnums() {
        var session = Session()
        let outcomes = session.script("""
        struct Tab {
            enum Kind: String {
                case home
                case settings = "Preferences"
            }
            let kind: Kind
            var title: String { return kind.rawValue }
        }
        enum Size: Int { case small, medium = 5, large }
        let caption = UILabel()
        caption.text = Tab(kind: .home).title
        let other = UILabel()
        other.text = Tab(kind: .settings).title
        let box = UIView()
        view.addSubview(caption)
        view.addSubview(other)
        view.addSubview(box)
        box.frame = CGRect(x: 0, y: 0, width: CGFloat(Size.large.rawValue * 10), height: CGFloat(Size.small.rawValue + 1))
        """)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("rawValue") })
        #expect(session.layout.view(session.layout.id(of: "caption")!)?.label?.text == "home")
        #expect(session.layout.view(session.layout.id(of: "other")!)?.label?.text == "Preferences")
        // large follows medium = 5: 6; small is the first, 0.
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 60, height: 1))
    }

    @Test("the screen's applicationFrame is its bounds less the status bar, the safe area's top")
    func applicationFrameIsTheScreenLessTheStatusBar() {
        var phone = Session()
        phone.script("""
        device iPhone 8
        CGRect bounds = [[UIScreen mainScreen] applicationFrame];
        UIScrollView *pane = [[UIScrollView alloc] initWithFrame:bounds];
        [self.view addSubview:pane];
        """)
        // iPhone 8: 375 × 667 with a 20-point status bar.
        #expect(phone.frame("pane") == Rect(x: 0, y: 20, width: 375, height: 647))

        var bare = Session()
        bare.script("let pane = UIScrollView(frame: UIScreen.main.applicationFrame)\nview.addSubview(pane)")
        #expect(bare.frame("pane") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}
