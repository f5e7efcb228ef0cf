import Language
import Layout
import Testing

/// Shapes that tutorials, books and answers print around scroll views and self-sizing views,
/// where a pasted listing used to give frames UIKit would not. Every paste here is written for
/// this test; frames are derived by hand on the default 375×667 screen.
@Suite("tutorial listings")
struct TutorialListingTests {
    @Test("systemLayoutSizeFitting measures a header not placed yet by the constraints inside it, so the frame it is then given is its content's")
    func fittingSizeOfDetachedHeader() {
        var session = Session()
        session.script("""
        let banner = UIView()
        let strip = UIView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        banner.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: banner.topAnchor, constant: 12),
            strip.bottomAnchor.constraint(equalTo: banner.bottomAnchor, constant: -12),
            strip.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 16),
            strip.trailingAnchor.constraint(equalTo: banner.trailingAnchor, constant: -16),
            strip.heightAnchor.constraint(equalToConstant: 50),
        ])
        let fitted = banner.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        banner.frame = CGRect(origin: .zero, size: fitted)
        view.addSubview(banner)
        """)
        // Width: the target, required. Height: 12 + 50 + 12 = 74, as small as the content allows.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 74))
        #expect(session.frame("strip") == Rect(x: 16, y: 12, width: 343, height: 50))
        #expect(session.layout.conflicts.isEmpty)
    }

    @Test("systemLayoutSizeFitting of a placed view with a zero frame measures its content: the constraints its frame broke hold while it is measured")
    func fittingSizeOfPlacedZeroFrameView() {
        var session = Session()
        session.script("""
        let card = UIView()
        view.addSubview(card)
        let pad = UIView()
        pad.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(pad)
        pad.topAnchor.constraint(equalTo: card.topAnchor, constant: 10).isActive = true
        pad.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -30).isActive = true
        pad.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20).isActive = true
        pad.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20).isActive = true
        pad.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        card.frame = CGRect(x: 0, y: 100, width: compressed.width + 200, height: compressed.height)
        """)
        // Compressed: width 20 + 0 + 20 = 40 (the pad has no width of its own), height 10 + 40 + 30 = 80.
        #expect(session.frame("card") == Rect(x: 0, y: 100, width: 240, height: 80))
        #expect(session.frame("pad") == Rect(x: 20, y: 10, width: 200, height: 40))
    }

    @Test("keyboardLayoutGuide's top is the safe area's bottom while the keyboard is hidden, and the view's bottom once usesBottomSafeArea is false")
    func keyboardLayoutGuideHidden() {
        var session = Session()
        session.script("""
        device iPhone 15
        let composer = UIView()
        composer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(composer)
        NSLayoutConstraint.activate([
            composer.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor),
            composer.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor),
            composer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            composer.heightAnchor.constraint(equalToConstant: 40),
        ])
        """)
        // iPhone 15: 393×852, 34 of home indicator at the bottom: 852 − 34 − 8 − 40 = 770.
        #expect(session.frame("composer") == Rect(x: 0, y: 770, width: 393, height: 40))

        var bare = Session()
        bare.script("""
        device iPhone 15
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        let dock = UIView()
        dock.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dock)
        dock.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
        dock.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        dock.widthAnchor.constraint(equalToConstant: 100).isActive = true
        dock.heightAnchor.constraint(equalToConstant: 40).isActive = true
        """)
        // The guide's top is the view's bottom: 852 − 8 − 40 = 804.
        #expect(bare.frame("dock") == Rect(x: 0, y: 804, width: 100, height: 40))
    }

    @Test("keyboardLayoutGuide's height follows the keyboard, which is not modelled: refused with the anchor that works instead")
    func keyboardLayoutGuideHeightRefused() {
        var session = Session()
        session.script("let panel = UIView()\nview.addSubview(panel)")
        let message = session.failing("panel.heightAnchor.constraint(equalTo: view.keyboardLayoutGuide.heightAnchor).isActive = true")
        #expect(message.contains("keyboardLayoutGuide.heightAnchor follows the keyboard's height, which is not modelled"))
        #expect(message.contains("keyboardLayoutGuide.topAnchor"))
    }

    @Test("override var with only a didSet observes the base class's property: a scroll view subclass reads its own content size, and one sized by it is as tall as its content")
    func observerOnInheritedProperty() {
        var session = Session()
        session.script("""
        final class HuggingScroller: UIScrollView {
            override var contentSize: CGSize {
                didSet {
                    invalidateIntrinsicContentSize()
                }
            }
            override var intrinsicContentSize: CGSize {
                layoutIfNeeded()
                return CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
            }
        }
        let scroller = HuggingScroller()
        scroller.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroller)
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        scroller.addSubview(sheet)
        NSLayoutConstraint.activate([
            scroller.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            scroller.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroller.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroller.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
            sheet.topAnchor.constraint(equalTo: scroller.contentLayoutGuide.topAnchor),
            sheet.bottomAnchor.constraint(equalTo: scroller.contentLayoutGuide.bottomAnchor),
            sheet.leadingAnchor.constraint(equalTo: scroller.contentLayoutGuide.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: scroller.contentLayoutGuide.trailingAnchor),
            sheet.widthAnchor.constraint(equalTo: scroller.frameLayoutGuide.widthAnchor),
            sheet.heightAnchor.constraint(equalToConstant: 250),
        ])
        scroller.contentSize = CGSize(width: 375, height: 250)
        """)
        // The content is 250 tall, so the scroller's intrinsic height is 250: it sits at 40 and
        // does not reach the bottom (40 + 250 < 667).
        #expect(session.frame("scroller") == Rect(x: 0, y: 40, width: 375, height: 250))
        #expect(session.frame("sheet") == Rect(x: 0, y: 0, width: 375, height: 250))
    }

    @Test("a loadView that makes a scroll view the controller's view lays out what is pinned to its edges as its content; 'view' names the scroll view, which has the root view's margins")
    func loadViewScrollViewIsTheControllersView() {
        var session = Session()
        session.script("""
        class NotesController: UIViewController {
            let scroller = UIScrollView()
            let column = UIView()

            override func loadView() {
                view = scroller
                column.translatesAutoresizingMaskIntoConstraints = false
                scroller.addSubview(column)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                NSLayoutConstraint.activate([
                    column.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    column.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
                    column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    column.widthAnchor.constraint(equalTo: view.widthAnchor, constant: -40),
                    column.heightAnchor.constraint(equalToConstant: 900),
                ])
            }
        }
        """)
        // The scroll view fills the screen; the column's edges are its content's: 10 + 900 + 10 tall,
        // 20 + 335 + 20 wide.
        #expect(session.frame("scroller") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("column") == Rect(x: 20, y: 10, width: 335, height: 900))
        #expect(session.contentSize("scroller") == Size(width: 375, height: 920))
        #expect(session.layout.conflicts.isEmpty)
        // A root view's margins on a compact phone: 0 top and bottom, the system minimum 16 on the sides.
        if let id = session.layout.id(of: "scroller") {
            #expect(session.layout.layoutMargins(of: id) == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        }
    }

    @Test("SnapKit 0.x's snp_topLayoutGuideBottom and snp_bottomLayoutGuideTop are the safe area's top and bottom, where 0 stood in for them")
    func snapKitOldLayoutGuideTargets() {
        var session = Session()
        session.script("""
        device iPhone 15
        class BoardController: UIViewController {
            let banner = UIView()
            let toolbar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                view.addSubview(toolbar)
                banner.snp_makeConstraints { (make) -> Void in
                    make.top.equalTo(self.snp_topLayoutGuideBottom).offset(10)
                    make.left.right.equalTo(view)
                    make.height.equalTo(50)
                }
                toolbar.snp_makeConstraints { (make) -> Void in
                    make.bottom.equalTo(self.snp_bottomLayoutGuideTop).offset(-10)
                    make.left.right.equalTo(view)
                    make.height.equalTo(44)
                }
            }
        }
        """)
        // iPhone 15: 393×852, safe area 59 top and 34 bottom. Banner: 59 + 10. Toolbar: 852 − 34 − 10 − 44.
        #expect(session.frame("banner") == Rect(x: 0, y: 69, width: 393, height: 50))
        #expect(session.frame("toolbar") == Rect(x: 0, y: 764, width: 393, height: 44))
    }

    @Test("Masonry from Swift runs as its make block says: equalTo()(target) and offset()(n) are Masonry's blocks called, right() and with() its chained methods")
    func masonryFromSwift() {
        var session = Session()
        session.script("""
        let panel = UIView()
        let badge = UIView()
        view.addSubview(panel)
        panel.addSubview(badge)
        panel.mas_makeConstraints { make in
            make?.top.equalTo()(self.view.mas_top)?.offset()(40)
            make?.left.right().equalTo()(self.view)?.insets()(UIEdgeInsetsMake(0, 20, 0, 20))
            make?.height.mas_equalTo()(120)
            return
        }
        badge.mas_makeConstraints { (make) -> Void in
            make!.size.equalTo()(CGSize(width: 30, height: 30))
            make!.right.equalTo()(panel.mas_right).with().offset()(-10)
            make!.centerY.equalTo()(panel)
        }
        """)
        // Panel: 20 in from each side, 40 down, 120 tall. Badge: 10 in from the panel's right
        // (335 − 10 − 30 = 295), centred on its 120 height (60 − 15 = 45).
        #expect(session.frame("panel") == Rect(x: 20, y: 40, width: 335, height: 120))
        #expect(session.frame("badge") == Rect(x: 295, y: 45, width: 30, height: 30))
    }

    @Test("setting center moves a zoomed view and keeps its size: its bounds stay and its drawn frame is centred on the point")
    func centerOfZoomedView() {
        var session = Session()
        session.script("""
        class MapController: UIViewController, UIScrollViewDelegate {
            let scroller = UIScrollView()
            let chart = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            override func viewDidLoad() {
                super.viewDidLoad()
                scroller.frame = view.bounds
                scroller.delegate = self
                scroller.minimumZoomScale = 0.25
                scroller.maximumZoomScale = 4
                scroller.addSubview(chart)
                scroller.contentSize = chart.frame.size
                view.addSubview(scroller)
                scroller.zoomScale = 0.5
                chart.center = CGPoint(x: 200, y: 333.5)
            }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { chart }
        }
        """)
        // At 0.5 the chart is drawn 400×300; centred on (200, 333.5) its frame starts at (0, 183.5).
        #expect(session.frame("chart") == Rect(x: 0, y: 183.5, width: 400, height: 300))
        if let id = session.layout.id(of: "chart") {
            #expect(session.layout.bounds(of: id) == Rect(x: 0, y: 0, width: 800, height: 600))
        }
    }

    @Test("setting bounds resizes a view about its centre, and a scroll view's bounds origin is its content offset")
    func boundsKeepsTheCentre() {
        var session = Session()
        session.script("""
        let tile = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.addSubview(tile)
        tile.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
        let pager = UIScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 200))
        pager.contentSize = CGSize(width: 375, height: 900)
        view.addSubview(pager)
        pager.bounds = CGRect(x: 0, y: 120, width: 375, height: 200)
        """)
        // The centre (150, 150) stays: 200×50 about it starts at (50, 125).
        #expect(session.frame("tile") == Rect(x: 50, y: 125, width: 200, height: 50))
        #expect(session.frame("pager") == Rect(x: 0, y: 300, width: 375, height: 200))
        if let id = session.layout.id(of: "pager") {
            #expect(session.layout.bounds(of: id) == Rect(x: 0, y: 120, width: 375, height: 200))
        }
    }

    @Test("automaticallyAdjustsScrollViewInsets = false stops a navigation controller insetting a content scroll view that does not scroll; left true it is inset below the bar")
    func automaticallyAdjustsScrollViewInsets() {
        func offset(adjusts: Bool) -> Point? {
            var session = Session()
            session.script("""
            device iPhone SE (2nd generation)
            in navigation
            class InboxController: UIViewController {
                let list = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    automaticallyAdjustsScrollViewInsets = \(adjusts)
                    list.frame = view.bounds
                    view.addSubview(list)
                    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
                    list.addSubview(banner)
                    list.contentSize = CGSize(width: 375, height: 44)
                }
            }
            """)
            return session.layout.id(of: "list").flatMap { session.layout.scrollInfo($0)?.contentOffset }
        }
        // Status bar 20 + navigation bar 44: the content starts below them only while the
        // controller adjusts; 44 of content does not scroll, so .automatic is .scrollableAxes.
        #expect(offset(adjusts: true) == Point(x: 0, y: -64))
        #expect(offset(adjusts: false) == Point(x: 0, y: 0))
    }

    @Test("UIStackView.spacingUseSystem is the system spacing, 8 between plain arranged views, where 0 stood in for it")
    func stackSpacingUseSystem() {
        var session = Session()
        session.script("""
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = UIStackView.spacingUseSystem
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        column.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
        column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        column.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        let upper = UIView()
        upper.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let lower = UIView()
        lower.heightAnchor.constraint(equalToConstant: 40).isActive = true
        column.addArrangedSubview(upper)
        column.addArrangedSubview(lower)
        """)
        // 30, then 8 of system spacing, then 40: 78 tall.
        #expect(session.frame("column") == Rect(x: 0, y: 50, width: 375, height: 78))
        #expect(session.frame("lower") == Rect(x: 0, y: 38, width: 375, height: 40))
    }

    // MARK: - Playgrounds, overloaded helpers, views sized before they are placed

    /// Equal but for the last bits of a sum of thirds.
    static func close(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) < 1e-9
    }

    @Test("sizeToFit() sizes a label before it is added, as UIKit does: labels stacked by their own heights do not all collapse to 0")
    func sizeToFitBeforeAddSubview() {
        var session = Session()
        session.script("""
        let shelf = UIScrollView(frame: view.bounds)
        view.addSubview(shelf)
        var top: CGFloat = 10
        for aisle in 1...3 {
            let tag = UILabel()
            tag.text = "Aisle \\(aisle)"
            tag.sizeToFit()
            tag.frame.origin = CGPoint(x: 12, y: top)
            shelf.addSubview(tag)
            top += tag.bounds.size.height + 10
        }
        shelf.contentSize = CGSize(width: 0, height: top)
        let sample = UILabel()
        sample.text = "Aisle 1"
        view.addSubview(sample)
        sample.sizeToFit()
        """)
        // 10, then 10 + 61/3 + 10, then that + 61/3 + 10; the content ends 10 below the third.
        let line = 61.0 / 3
        #expect(session.frame("tag")?.minY == 10)
        #expect(session.frame("tag")?.height == line)
        #expect(Self.close(session.frame("tag2")?.minY, 20 + line))
        #expect(Self.close(session.frame("tag3")?.minY, 30 + 2 * line))
        #expect(Self.close(session.contentSize("shelf")?.height, 40 + 3 * line))
        // Sized before it was placed, as wide as the same text sized after.
        #expect(session.frame("tag")?.width == session.frame("sample")?.width)
        #expect((session.frame("tag")?.width ?? 0) > 0)
    }

    @Test("PlaygroundPage.current.liveView = a controller: the controller on the screen, not an error at the last line of the playground")
    func playgroundLiveViewController() {
        var session = Session()
        let outcomes = session.script("""
        import UIKit
        import PlaygroundSupport

        class ShelfViewController: UIViewController {
            override func loadView() {
                let view = UIView()
                let banner = UIView()
                banner.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                self.view = view
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                    banner.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
        }
        PlaygroundPage.current.liveView = ShelfViewController()
        PlaygroundPage.current.needsIndefiniteExecution = true
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 24, y: 40, width: 327, height: 60))
        // Shown once: the controller presented when its class was pasted is the live view.
        #expect(session.frame("banner2") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("ShelfViewController is on the screen already") })
    }

    @Test("PlaygroundPage.current.liveView = a view: the view placed at its frame, what it holds laid out in it, shown alone")
    func playgroundLiveViewView() {
        var session = Session()
        let outcomes = session.script("""
        import PlaygroundSupport
        class TallyViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let counter = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                view.addSubview(counter)
            }
        }
        let tally = TallyViewController()
        let board = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        board.addSubview(tally.view)
        let pin = UIView()
        pin.translatesAutoresizingMaskIntoConstraints = false
        board.addSubview(pin)
        NSLayoutConstraint.activate([
            pin.centerXAnchor.constraint(equalTo: board.centerXAnchor),
            pin.bottomAnchor.constraint(equalTo: board.bottomAnchor, constant: -10),
            pin.widthAnchor.constraint(equalToConstant: 50),
            pin.heightAnchor.constraint(equalToConstant: 30),
        ])
        PlaygroundPage.current.liveView = board
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("board") == Rect(x: 0, y: 0, width: 300, height: 200))
        // Centred in 300: 125; 10 above the bottom of 200: 160.
        #expect(session.frame("pin") == Rect(x: 125, y: 160, width: 50, height: 30))
        // The controller presented when its class was pasted is off the screen; the copy whose
        // view the board holds is laid out there, its view screen-sized as a child's is.
        #expect(session.frame("counter") == nil)
        #expect(session.frame("counter2") == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(session.layout.view(.root)?.subviews.compactMap { session.layout.name(of: $0) } == ["board"])
    }

    @Test("a format string naming one view takes an alignment option across its own axis without complaint, as UIKit aligns only neighbours")
    func alignmentOptionWithOneView() {
        var session = Session()
        let outcomes = session.script("""
        let caption = UILabel()
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption)
        let views = ["caption": caption]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[caption]-20-|", options: .alignAllCenterX, metrics: nil, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[caption(44)]", options: .alignAllTop, metrics: nil, views: views))
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("caption") == Rect(x: 20, y: 30, width: 335, height: 44))
        // Two views in the string are still refused, with UIKit's words.
        #expect(session.failing(#"view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[caption][caption]", options: .alignAllCenterX, metrics: nil, views: views))"#)
            .contains("Options mask required views to be aligned on a horizontal edge"))
    }

    @Test("a views dictionary built with updateValue(_:forKey:) in a loop names every page of a paging strip")
    func dictionaryUpdateValue() {
        var session = Session()
        let outcomes = session.script("""
        let strip = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.addSubview(strip)
        var views: [String: UIView] = ["strip": strip]
        var format = ""
        for index in 1...3 {
            let page = UIView()
            page.translatesAutoresizingMaskIntoConstraints = false
            strip.addSubview(page)
            let replaced = views.updateValue(page, forKey: "page\\(index)")
            if replaced != nil { format += "?" }
            format += "[page\\(index)(==strip)]"
        }
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|" + format + "|", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views))
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[page1(==strip)]|", options: [], metrics: nil, views: views))
        let gone = views.removeValue(forKey: "strip")
        let left = views.count
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(left), height: gone == nil ? 0 : 1))
        view.addSubview(marker)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("page") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(session.frame("page3") == Rect(x: 400, y: 0, width: 200, height: 100))
        #expect(session.contentSize("strip") == Size(width: 600, height: 100))
        // Three pages left once the strip's entry is removed, which had a value.
        #expect(session.frame("marker") == Rect(x: 0, y: 0, width: 3, height: 1))
    }

    @Test("two helpers of one name with different argument labels are two functions: each call runs the one its labels name")
    func overloadedHelpers() {
        var session = Session()
        let outcomes = session.script("""
        func makeBadge(title: String) -> UIView {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
            return badge
        }
        func makeBadge(title: String, width: CGFloat) -> UIView {
            let badge = makeBadge(title: title)
            badge.frame.size.width = width
            return badge
        }
        let narrow = makeBadge(title: "New")
        narrow.frame.origin = CGPoint(x: 10, y: 10)
        view.addSubview(narrow)
        let wide = makeBadge(title: "Sale", width: 140)
        wide.frame.origin = CGPoint(x: 10, y: 50)
        view.addSubview(wide)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("narrow") == Rect(x: 10, y: 10, width: 80, height: 24))
        #expect(session.frame("wide") == Rect(x: 10, y: 50, width: 140, height: 24))
    }

    @Test("insertSubview(_:at:) with an index past the end adds the view, as UIKit does")
    func insertSubviewAtIndex() {
        var session = Session()
        let outcomes = session.script("""
        let tray = UIScrollView(frame: CGRect(x: 20, y: 100, width: 300, height: 150))
        view.addSubview(tray)
        let chip = UIView(frame: CGRect(x: 15, y: 55, width: 150, height: 10))
        tray.insertSubview(chip, at: 6)
        let shade = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        tray.insertSubview(shade, belowSubview: chip)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 15, y: 55, width: 150, height: 10))
        #expect(session.frame("shade") == Rect(x: 0, y: 0, width: 40, height: 40))
    }

    @Test("tableHeaderView puts the header at the top of the table, as wide as the table and as tall as its frame; Swift 2's systemLayoutSizeFittingSize measures it")
    func tableHeaderViewPlacement() {
        var session = Session()
        let outcomes = session.script("""
        let menu = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.addSubview(menu)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        let strip = UIView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        banner.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: banner.topAnchor, constant: 12),
            strip.bottomAnchor.constraint(equalTo: banner.bottomAnchor, constant: -12),
            strip.leadingAnchor.constraint(equalTo: banner.leadingAnchor, constant: 20),
            strip.trailingAnchor.constraint(equalTo: banner.trailingAnchor, constant: -20),
            strip.heightAnchor.constraint(equalToConstant: 40),
        ])
        banner.frame.size.height = banner.systemLayoutSizeFittingSize(UILayoutFittingCompressedSize).height
        menu.tableHeaderView = banner
        let shown = menu.tableHeaderView
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 + 40 + 12 tall; the table's 320 wide, not the 100 the banner was made with.
        #expect(session.frame("banner") == Rect(x: 0, y: 0, width: 320, height: 64))
        #expect(session.frame("strip") == Rect(x: 20, y: 12, width: 280, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("menu.tableHeaderView: 'banner' at the top of the table") })
        // Read back, it is the header; set to nil, the header leaves the table.
        session.script("menu.tableHeaderView = shown == nil ? banner : nil")
        #expect(session.frame("banner") == nil)
    }
}
