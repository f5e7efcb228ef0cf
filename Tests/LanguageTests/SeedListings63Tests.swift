import Language
import Layout
import Testing

/// Listings as tutorials, library demos and answers print them — half-pasted scroll views,
/// views the page declares a paragraph above, Objective-C fragments. Every paste here is written
/// for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("seed listings 63")
struct SeedListings63Tests {
    @Test("a view the listing never places, pinned to a scroll view's edges, is put inside it as its content")
    func unplacedViewPinnedToScrollViewEdgesIsItsContent() {
        var session = Session()
        let outcomes = session.script("""
        UIView *dot = [UIView new];
        [photoScrollView addSubview:dot];
        [strip mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(photoScrollView);
            make.width.equalTo(photoScrollView);
            make.height.equalTo(photoScrollView).multipliedBy(2);
        }];
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'strip' is not added to a view in the paste: its edges are pinned to photoScrollView's, so it is put inside photoScrollView as its content, with its autoresizing mask off"))
        // Inside the scroll view its edges are the content's: twice the 667-pt scroll view tall,
        // and no conflict with the scroll view's own frame.
        #expect(session.layout.superview(of: session.layout.id(of: "strip")!) == session.layout.id(of: "photoScrollView"))
        #expect(session.frame("strip") == Rect(x: 0, y: 0, width: 375, height: 1334))
        #expect(session.contentSize("photoScrollView") == Size(width: 375, height: 1334))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("the same in Swift: an unplaced view whose top and leading anchors equal a scroll view's goes inside it")
    func unplacedViewAnchoredToScrollViewGoesInside() {
        var session = Session()
        _ = session.script("""
        let pager = UIScrollView()
        pager.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager)
        NSLayoutConstraint.activate([
            pager.topAnchor.constraint(equalTo: view.topAnchor),
            pager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        card.topAnchor.constraint(equalTo: pager.topAnchor, constant: 10).isActive = true
        card.leadingAnchor.constraint(equalTo: pager.leadingAnchor, constant: 10).isActive = true
        card.widthAnchor.constraint(equalToConstant: 500).isActive = true
        card.heightAnchor.constraint(equalToConstant: 900).isActive = true
        card.trailingAnchor.constraint(equalTo: pager.trailingAnchor).isActive = true
        card.bottomAnchor.constraint(equalTo: pager.bottomAnchor).isActive = true
        """)
        #expect(session.layout.superview(of: session.layout.id(of: "card")!) == session.layout.id(of: "pager"))
        #expect(session.frame("card") == Rect(x: 10, y: 10, width: 500, height: 900))
        #expect(session.contentSize("pager") == Size(width: 510, height: 910))
    }

    @Test("an unplaced view pinned to a plain view's edges still goes on the root view")
    func unplacedViewPinnedToPlainViewStaysOnRoot() {
        var session = Session()
        let outcomes = session.script("""
        let frameView = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        view.addSubview(frameView)
        badge.snp.makeConstraints { make in
            make.edges.equalTo(frameView)
        }
        """)
        #expect(outcomes.flatMap(\.notes).contains("'badge' is not added to a view in the paste: it is put on the screen's root view, with its autoresizing mask off, so that its constraints hold"))
        #expect(session.layout.superview(of: session.layout.id(of: "badge")!) == .root)
        #expect(session.frame("badge") == Rect(x: 20, y: 40, width: 200, height: 100))
    }

    @Test("a name nothing declared, read only for its anchor, is a view the page declares elsewhere when its name says a view")
    func undeclaredViewReadForItsAnchor() {
        var session = Session()
        let outcomes = session.script("""
        rowStack.topAnchor.constraint(equalTo: listScrollView.topAnchor).isActive = true
        rowStack.bottomAnchor.constraint(equalTo: listScrollView.bottomAnchor).isActive = true
        rowStack.leadingAnchor.constraint(equalTo: listScrollView.leadingAnchor).isActive = true
        rowStack.trailingAnchor.constraint(equalTo: listScrollView.trailingAnchor).isActive = true
        rowStack.widthAnchor.constraint(equalTo: listScrollView.widthAnchor).isActive = true
        rowStack.heightAnchor.constraint(equalToConstant: 900).isActive = true
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'listScrollView' is not declared in the paste: made here as a UIScrollView, the class its name says, as the page declares it elsewhere; its own settings are not in the paste"))
        // The scroll view the stack is pinned in fills the screen, as the view the listing adds
        // its views to; the stack is its content, as wide as it.
        #expect(notes.contains("'listScrollView' is put on the screen's root view, filling it, as the view the listing adds its views to"))
        #expect(session.layout.superview(of: session.layout.id(of: "rowStack")!) == session.layout.id(of: "listScrollView"))
        #expect(session.frame("listScrollView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("rowStack") == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(session.contentSize("listScrollView") == Size(width: 375, height: 900))
    }

    @Test("an undeclared name read for its anchor whose name says no view, or that misspells a declared view, is not made")
    func undeclaredAnchorNameThatSaysNoView() {
        var session = Session()
        session.script("let card = UIView()\nview.addSubview(card)\ncard.translatesAutoresizingMaskIntoConstraints = false")
        #expect(session.failing("card.topAnchor.constraint(equalTo: artwork.bottomAnchor).isActive = true")
            .contains("no name 'artwork' is declared here"))
        #expect(session.failing("card.topAnchor.constraint(equalTo: crad.bottomAnchor).isActive = true")
            .contains("did you mean 'card'?"))
    }

    @Test("a cast at the start of a line casts the line before, as in a guard's binding split over three lines")
    func castStartingALineContinuesTheExpression() {
        var session = Session()
        let outcomes = session.script("""
        let info: [String: Any] = ["end": CGRect(x: 0, y: 451, width: 375, height: 216)]
        func keyboardHeight() -> CGFloat {
            guard
                let end
                    = info["end"]
                    as? CGRect
            else { return -1 }
            return end.height
        }
        let pad = UIView()
        view.addSubview(pad)
        pad.frame = CGRect(x: 0, y: 0, width: 375, height: keyboardHeight())
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pad") == Rect(x: 0, y: 0, width: 375, height: 216))
    }

    @Test("an Objective-C view property the class reads but never sets, whose getter the paste lacks, is made at first use as its declared class")
    func objectiveCPropertyWhoseLazyGetterIsNotInThePaste() {
        var session = Session()
        let outcomes = session.script("""
        @interface GalleryController ()
        @property (nonatomic, strong) UIScrollView *pager;
        @property (nonatomic, strong) UIView *sheet;
        @property (nonatomic, strong) UILabel *caption;
        @end
        @implementation GalleryController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addSubview:self.pager];
            [self.pager addSubview:self.sheet];
            self.caption = [UILabel new];
            [self.pager mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view);
            }];
            [self.sheet mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.pager);
                make.width.equalTo(self.pager);
                make.height.mas_equalTo(900);
            }];
        }
        - (UIView *)sheet {
            if (!_sheet) {
                _sheet = [[UIView alloc] init];
            }
            return _sheet;
        }
        @end
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("self.pager: its getter is not in the paste, and nothing here sets it; the page makes it elsewhere, so it is made at first use as a UIScrollView, the class it is declared with"))
        // The getter in the paste runs as written; a property the code sets is the code's.
        #expect(!notes.contains { $0.hasPrefix("self.sheet:") || $0.hasPrefix("self.caption:") })
        #expect(session.frame("pager") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("sheet") == Rect(x: 0, y: 0, width: 375, height: 900))
        #expect(session.contentSize("pager") == Size(width: 375, height: 900))
    }

    @Test("the view a scroll view's delegate returns for zooming, when both are outlets of a storyboard not in the paste, is the scroll view's content")
    func zoomOutletIsTheScrollOutletsContent() {
        var session = Session()
        let outcomes = session.script("""
        class PhotoViewController: UIViewController, UIScrollViewDelegate {
            @IBOutlet var pager: UIScrollView!
            @IBOutlet var photo: UIImageView!
            override func viewDidLoad() {
                super.viewDidLoad()
                pager.frame = view.bounds
                photo.frame = CGRect(x: 0, y: 0, width: 750, height: 1000)
                pager.contentSize = photo.frame.size
                pager.delegate = self
                pager.minimumZoomScale = 0.5
                pager.zoomScale = 0.5
            }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { return photo }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains("@IBOutlet photo is the view pager zooms (viewForZooming): taken as its content in the storyboard, it is moved into pager"))
        #expect(session.layout.superview(of: session.layout.id(of: "photo")!) == session.layout.id(of: "pager"))
        // Zoomed to one half: the photo's frame and the content are half its size.
        #expect(session.frame("photo") == Rect(x: 0, y: 0, width: 375, height: 500))
        #expect(session.contentSize("pager") == Size(width: 375, height: 500))
    }

    @Test("a division by an outlet's size read while it is 0×0 says that the 0 is that outlet's unknown storyboard size")
    func divisionByAZeroSizedOutlet() {
        var session = Session()
        let message = session.failing("""
        class FitViewController: UIViewController {
            @IBOutlet var photo: UIImageView!
            override func viewDidAppear(_ animated: Bool) {
                let scale = view.bounds.width / photo.bounds.width
                photo.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        """)
        #expect(message.contains("division by zero"))
        #expect(message.contains("the 0 is likely @IBOutlet photo's size, read while it is 0×0: its storyboard frame is not in the paste"))
    }

    @Test("code printed on one line without ';' is refused at the second statement, not inside it")
    func statementsOnOneLineAreRefusedWhereTheSecondStarts() {
        var session = Session()
        let message = session.failing("import UIKit class Board: UIViewController { }")
        #expect(message.contains("1:14: error: expected the end of the statement, found 'class'"))
        #expect(message.contains("put each statement on its own line or separate them with ';'"))
        // An import's kind and dotted path are still one statement.
        #expect(!session.run("import class UIKit.UIView").failed)
        #expect(!session.run("import Foundation.NSString").failed)
    }

    @Test("an extension of a controller the paste lacks lays out its view: a plain controller stands in, its set-up methods run, its views stand in by their names")
    func extensionOfATypeNotInThePaste() {
        var session = Session()
        let outcomes = session.script("""
        extension SignUpViewController {
            func layoutFields() {
                view.addSubview(nameField)
                nameField.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(40)
                    make.leading.trailing.equalToSuperview().inset(16)
                }
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'SignUpViewController' is not in the paste, only its extension: a plain UIViewController stands in for it, and the extension's methods that set its view up run from its viewDidLoad, as the class is taken to call them"))
        #expect(notes.contains("'nameField' is SignUpViewController's property, declared with the class, not in the paste: a plain UITextField, the class its name says, stands in; its own settings are the class's"))
        #expect(session.frame("nameField")?.minY == 40)
        #expect(session.frame("nameField")?.minX == 16)
        #expect(session.frame("nameField")?.width == 343)
        // A model's or a coordinator's extension is no screen: said, not shown.
        var model = Session()
        let modelled = model.script("""
        extension ProfileStore {
            func makeRows() {
                rows.append(1)
            }
        }
        """)
        #expect(!modelled.flatMap(\.notes).contains { $0.contains("stands in for it") })
        // The type pasted before, or UIKit's own, is extended without a word.
        var other = Session()
        let extended = other.script("""
        class Badge: UIView {}
        extension Badge {
            func pin() {}
        }
        extension UIView {
            func round() {}
        }
        """)
        #expect(!extended.flatMap(\.notes).contains { $0.hasPrefix("extension ") })
    }

    @Test("addSubview of a view in another superview moves it, and its constraints to views outside it go, as UIKit's removeFromSuperview takes them")
    func addSubviewMovesAPlacedView() {
        var session = Session()
        let outcomes = session.script("""
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(card)
        let chip = UIView()
        chip.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(chip)
        NSLayoutConstraint.activate([
            chip.widthAnchor.constraint(equalToConstant: 50),
            chip.heightAnchor.constraint(equalToConstant: 40),
            chip.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            chip.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
        ])
        let shelf = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
        view.addSubview(shelf)
        shelf.addSubview(chip)
        chip.leadingAnchor.constraint(equalTo: shelf.leadingAnchor, constant: 100).isActive = true
        chip.topAnchor.constraint(equalTo: shelf.topAnchor, constant: 20).isActive = true
        """)
        #expect(outcomes.flatMap(\.notes).contains("addSubview: 'chip' leaves 'card' for 'shelf', as UIKit moves a view added to another superview; its 2 constraints to views outside it are removed with the move"))
        #expect(session.layout.superview(of: session.layout.id(of: "chip")!) == session.layout.id(of: "shelf"))
        // Its own width and height stay; the card's leading and top are gone, so no conflict.
        #expect(session.frame("chip") == Rect(x: 100, y: 20, width: 50, height: 40))
        #expect(session.layout.conflicts.isEmpty)
        // A view into one inside it is still refused, as UIKit raises.
        #expect(session.failing("chip.addSubview(shelf)").contains("'shelf' cannot be added to 'chip', which is inside it"))
    }

    @Test("an image view whose frame the code sets is not said to have an unknown size; one sized by its image still is")
    func imageViewSizedByItsFrameHasNoUnknownSizeNote() {
        var session = Session()
        let outcomes = session.script("""
        class PagesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                view.addSubview(pager)
                let first = UIImageView(image: UIImage(named: "page1.jpg"))
                first.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
                pager.addSubview(first)
                let second = UIImageView(image: UIImage(named: "page2.jpg"))
                pager.addSubview(second)
            }
        }
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.hasPrefix("first: the image is not in the paste") })
        #expect(notes.contains { $0.hasPrefix("second: the image is not in the paste") })
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 320, height: 480))
    }
}
