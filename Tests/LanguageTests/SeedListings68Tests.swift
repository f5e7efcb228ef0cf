import Language
import Layout
import Testing

/// What the seed68 listings (layout-library demos, tutorial companions) tripped on: the app's own
/// view types the paste does not show, a pasted extension's properties, Swift 1's spellings, and
/// Objective-C's string building. Every paste here is written for this test; the frames are
/// derived by hand on the default 375×667 screen (no bars: the safe area is the whole screen).
@Suite("seed68 listings: views of types not in the paste, extension properties, Swift 1 spellings, formats built in Objective-C")
struct SeedListings68Tests {
    @Test("a type not in the paste made with init(frame:) is a view: a plain one stands in at that frame, and a scroll view's contentSize read from it holds")
    func appTypeMadeWithFrameIsAView() {
        var session = Session()
        let outcomes = session.script("""
        class CanvasViewController: UIViewController {
            let canvasScroll = UIScrollView(frame: .zero)
            let board = PinBoard(frame: CGRect(x: 0, y: 0, width: 1200, height: 900))
            let dock = DockStrip(frame: .zero)
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(canvasScroll)
                canvasScroll.addSubview(board)
                canvasScroll.contentSize = board.frame.size
                view.addSubview(dock)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                canvasScroll.frame = view.bounds
                dock.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("board") == Rect(x: 0, y: 0, width: 1200, height: 900))
        // The content is the board's size: it scrolls 1200 − 375 = 825 across and 900 − 667 = 233 down.
        #expect(session.contentSize("canvasScroll") == Size(width: 1200, height: 900))
        #expect(session.frame("dock") == Rect(x: 0, y: 607, width: 375, height: 60))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("'PinBoard' is not in the paste: made with init(frame:), UIView's initializer, so a plain view stands in at that frame") })
        #expect(!notes.contains { $0.hasPrefix("skipped 'PinBoard(…)'") })
    }

    @Test("a type not in the paste that the code adds as a subview is a view: its constraints place it, a local or a property")
    func appTypeAddedAsSubviewIsAView() {
        var session = Session()
        let outcomes = session.script("""
        class TickerViewController: UIViewController {
            let banner = Carousel()
            override func viewDidLoad() {
                super.viewDidLoad()
                let ticker = NewsTicker()
                ticker.speed = 3
                view.addSubview(ticker)
                ticker.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.top.equalTo(84)
                    make.height.equalTo(30)
                }
                view.addSubview(banner)
                NSLayoutConstraint.activate([
                    banner.topAnchor.constraint(equalTo: ticker.bottomAnchor, constant: 10),
                    banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    banner.heightAnchor.constraint(equalToConstant: 180),
                ])
                banner.translatesAutoresizingMaskIntoConstraints = false
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("ticker") == Rect(x: 0, y: 84, width: 375, height: 30))
        // 10 below the ticker's bottom (114), inset 16 on each side: 343 wide.
        #expect(session.frame("banner") == Rect(x: 16, y: 124, width: 343, height: 180))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains("'NewsTicker' is not in the paste: the code adds one as a subview, so each NewsTicker is taken as a "
            + "UIView; what NewsTicker draws and adds is the app's own"))
        #expect(!notes.contains { $0.hasPrefix("skipped 'NewsTicker(…)'") })
    }

    @Test("a type not in the paste that is never added to a view stays skipped, as before")
    func appTypeNeverAddedStaysSkipped() {
        var session = Session()
        let outcomes = session.script("""
        let formatter = PriceFormatter()
        let tag = UILabel()
        view.addSubview(tag)
        """)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'PriceFormatter(…)': the type is not in the paste") })
        #expect(session.frame("formatter") == nil)
    }

    @Test("a computed property of a pasted extension of UIViewController is every controller's: a subclass's method reads it by its bare name")
    func controllerExtensionPropertyFromSubclass() {
        var session = Session()
        let outcomes = session.script("""
        extension UIViewController {
            var guardedTop: NSLayoutYAxisAnchor {
                if #available(iOS 11, *) {
                    return view.safeAreaLayoutGuide.topAnchor
                } else {
                    return topLayoutGuide.bottomAnchor
                }
            }
            var pagePadding: CGFloat { 24 }
        }
        final class BadgeViewController: UIViewController {
            private let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: guardedTop, constant: pagePadding),
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: self.pagePadding),
                    badge.widthAnchor.constraint(equalToConstant: 80),
                    badge.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 24 below the safe area's top (0 on this screen), 24 from the leading edge.
        #expect(session.frame("badge") == Rect(x: 24, y: 24, width: 80, height: 40))
        let notes = outcomes.flatMap(\.notes)
        #expect(!notes.contains { $0.contains("guardedTop") || $0.contains("pagePadding") })
    }

    @Test("Swift 1's intrinsicContentSize() and constraints() are the properties they became: called with nothing, their values are read")
    func swiftOnePropertyCalls() {
        var session = Session()
        let outcomes = session.script("""
        class SizesViewController: UIViewController {
            let caption = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                caption.text = "Hi"
                view.addSubview(caption)
                let natural = caption.intrinsicContentSize()
                for constraint in caption.constraints() {
                    print(constraint)
                }
                caption.frame = CGRect(x: 10, y: 20, width: natural.width + 100, height: 50)
                println("sized \\(caption.frame.height)")
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let width = Session.labelFrame(font: "UIFont.systemFont(ofSize: 17)", text: "Hi")?.width ?? 0
        #expect(width > 0)
        #expect(session.frame("caption") == Rect(x: 10, y: 20, width: width + 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains("'intrinsicContentSize()' is Swift 1's spelling of the property 'intrinsicContentSize': its value is read"))
        // Swift 1's println writes its line, as print does.
        #expect(outcomes.flatMap(\.displays).contains { if case .text("sized 50.0") = $0 { true } else { false } })
        // A property that holds no function, called with an argument, is still refused.
        #expect(session.failing("""
        let tip = UILabel()
        let s = tip.intrinsicContentSize(1)
        """).contains("cannot be called"))
    }

    @Test("an Objective-C format built with mutableCopy, @(i).stringValue, stringByAppendingString: and appendFormat: lays its views out")
    func objectiveCStringBuiltFormat() {
        var session = Session()
        let outcomes = session.script("""
        @implementation ShelfViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            CGFloat gap = 12.0;
            NSMutableDictionary *names = @{}.mutableCopy;
            NSMutableString *column = @"".mutableCopy;
            for (NSInteger i = 0; i < 3; i++) {
                UIView *shelf = [UIView new];
                shelf.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:shelf];
                NSString *key = [@"shelf" stringByAppendingString:@(i).stringValue];
                names[key] = shelf;
                [column appendFormat:@"-(%f)-[%@(40)]", gap, key];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-20-[%@]-20-|", key] options:0 metrics:nil views:names]];
            }
            [column appendString:@"-(>=0)-|"];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[@"V:|" stringByAppendingString:column] options:0 metrics:nil views:names]];
        }
        @end
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 from the top, then 40 tall shelves 12 apart: y = 12, 64, 116; 20 in from each side.
        // The loop's views are named after its variable: shelf, shelf2, shelf3.
        #expect(session.frame("shelf") == Rect(x: 20, y: 12, width: 335, height: 40))
        #expect(session.frame("shelf2") == Rect(x: 20, y: 64, width: 335, height: 40))
        #expect(session.frame("shelf3") == Rect(x: 20, y: 116, width: 335, height: 40))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("mutableCopy") || $0.contains("stringValue") || $0.contains("stringByAppendingString") })
    }

    @Test("a format string with the bar guides in its views dictionary pins its ends to the safe area's edges, in Swift and in Objective-C")
    func barGuidesInVisualFormat() {
        var session = Session()
        let outcomes = session.script("""
        class NotesViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let heading = UIView()
                let footer = UIView()
                for v in [heading, footer] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(v)
                }
                let views: [String: Any] = ["heading": heading, "footer": footer,
                                            "topLayoutGuide": topLayoutGuide, "bottomLayoutGuide": bottomLayoutGuide]
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[topLayoutGuide]-12-[heading(40)]-(>=0)-[footer(50)]-[bottomLayoutGuide]",
                                                                   options: [.alignAllLeading, .alignAllTrailing], metrics: nil, views: views))
                view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[heading]-20-|", options: [], metrics: nil, views: views))
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 below the top guide's bottom (the safe area's top, 0 here); the footer 8 (the
        // standard spacing) above the bottom guide's top (667): 667 − 8 − 50 = 609.
        #expect(session.frame("heading") == Rect(x: 20, y: 12, width: 335, height: 40))
        #expect(session.frame("footer") == Rect(x: 20, y: 609, width: 335, height: 50))

        var objc = Session()
        let objcOutcomes = objc.script("""
        @implementation BannerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *banner = [UIView new];
            banner.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:banner];
            NSMutableDictionary *views = [NSMutableDictionary dictionary];
            [views setObject:banner forKey:@"banner"];
            id topLayoutGuide = self.topLayoutGuide;
            [views setObject:topLayoutGuide forKey:@"topLayoutGuide"];
            [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[topLayoutGuide]-(30)-[banner(60)]" options:0 metrics:nil views:views]];
            [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[banner]|" options:0 metrics:nil views:views]];
        }
        @end
        """)
        #expect(objcOutcomes.allSatisfy { !$0.failed })
        #expect(objc.frame("banner") == Rect(x: 0, y: 30, width: 375, height: 60))

        // A bar guide in a horizontal string is still refused, naming where a format reads one.
        var refused = Session()
        refused.script("let side = UIView()\nside.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(side)")
        #expect(refused.failing("""
        let bad = NSLayoutConstraint.constraints(withVisualFormat: "H:[topLayoutGuide]-[side]", options: [], metrics: nil, views: ["side": side, "topLayoutGuide": topLayoutGuide])
        """).contains("only at an end of a vertical string"))
    }
}
