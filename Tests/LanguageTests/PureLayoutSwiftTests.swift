import Language
import Layout
import Testing

/// PureLayout called from Swift, as apps of 2015–2018 wrote it: `UILabel.newAutoLayout()` (and
/// PureLayout 2's `newAutoLayoutView()`) make a view with its mask off, and the view pins to the
/// controller's top or bottom layout guide (`autoPin(toTopLayoutGuideOf:withInset:)`, Swift 2's
/// `autoPinToTopLayoutGuideOfViewController(_:withInset:)`). Every paste is written for this
/// test; frames are derived by hand on the default 375×667 screen, whose safe area is the screen.
@Suite("PureLayout from Swift")
struct PureLayoutSwiftTests {
    @Test("newAutoLayout() makes a view of the class it is called on, pinned by its constraints, not its frame")
    func newAutoLayoutMakesAMaskOffView() {
        var session = Session()
        session.script("""
        class ReceiptController: UIViewController {
            let banner = UIView.newAutoLayout()
            let total = UILabel.newAutoLayoutView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                view.addSubview(total)
                banner.autoPin(toTopLayoutGuideOf: self, withInset: 12)
                banner.autoPinEdge(toSuperviewEdge: .left)
                banner.autoPinEdge(toSuperviewEdge: .right)
                banner.autoSetDimension(.height, toSize: 60)
                total.autoPinEdge(.top, to: .bottom, of: banner, withOffset: 8)
                total.autoPinEdge(toSuperviewEdge: .left, withInset: 16)
                total.autoSetDimensions(to: CGSize(width: 100, height: 24))
            }
        }
        """)
        #expect(session.frame("banner") == Rect(x: 0, y: 12, width: 375, height: 60))
        // 12 + 60 + 8 down, 16 in.
        #expect(session.frame("total") == Rect(x: 16, y: 80, width: 100, height: 24))
    }

    @Test("Swift 2's spelling pins to the bottom layout guide, the inset taken inward")
    func bottomLayoutGuideSwift2() {
        var session = Session()
        session.script("""
        class ToolbarController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let bar = UIView.newAutoLayoutView()
                view.addSubview(bar)
                bar.autoPinToBottomLayoutGuideOfViewController(self, withInset: 10)
                bar.autoPinEdgeToSuperviewEdge(.Leading)
                bar.autoPinEdgeToSuperviewEdge(.Trailing)
                bar.autoSetDimension(.Height, toSize: 44)
            }
        }
        """)
        // Its bottom 10 above the screen's: 667 − 10 − 44.
        #expect(session.frame("bar") == Rect(x: 0, y: 613, width: 375, height: 44))
    }

    @Test("edges, dimensions and axes written with their type (ALEdge.top, ALDimension.width, ALAxis.vertical) are the cases written alone")
    func qualifiedEdgesDimensionsAndAxes() {
        var session = Session()
        session.script("""
        class GalleryController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let frameView = UIView()
                let caption = UILabel()
                view.addSubview(frameView)
                view.addSubview(caption)
                frameView.autoSetDimension(ALDimension.height, toSize: 120)
                frameView.autoPinEdge(ALEdge.top, to: ALEdge.top, of: view, withOffset: 30)
                frameView.autoPinEdge(ALEdge.left, to: ALEdge.left, of: view, withOffset: 16)
                frameView.autoPinEdge(ALEdge.right, to: ALEdge.right, of: view, withOffset: -16)
                caption.autoSetDimensions(to: CGSize(width: 200, height: 24))
                caption.autoPinEdge(ALEdge.top, to: ALEdge.bottom, of: frameView, withOffset: 8)
                caption.autoAlignAxis(ALAxis.vertical, toSameAxisOf: frameView)
            }
        }
        """)
        // 16 in on both sides: 343 wide; the caption 8 below (30 + 120 + 8), centred on 187.5.
        #expect(session.frame("frameView") == Rect(x: 16, y: 30, width: 343, height: 120))
        #expect(session.frame("caption") == Rect(x: 87.5, y: 158, width: 200, height: 24).snapped(toPixelsOf: 3))
    }
}
