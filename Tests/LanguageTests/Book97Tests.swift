import Language
import Layout
import Testing

/// What the third round of fresh app code tripped on: the widespread helper extension's
/// superview family, ranges an app constant's stand-in turns backwards, views an app helper
/// places, initialisers Swift would never call, MapKit's view as the root, UIKit's page
/// controller, and a UIKit view handed to an Objective-C initialiser. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen.
@Suite("The widespread anchor(…) extension's superview helpers, pasted without it")
struct SuperviewHelpers97Tests {
    @Test("fillSuperview(padding:) pins the four edges inside the superview, bottom and right inwards")
    func fillSuperviewWithPadding() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.addSubview(card)
            let photo = UIImageView()
            card.addSubview(photo)
            photo.fillSuperview(padding: UIEdgeInsets(top: 4, left: 6, bottom: 8, right: 10))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("photo") == Rect(x: 6, y: 4, width: 184, height: 88))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'fillSuperview(padding:)' is the app's own helper") })
    }

    @Test("centerInSuperview(size:) centres the view at the size given; TinyConstraints' takes no size:")
    func centerInSuperviewWithSize() {
        var session = Session()
        let outcomes = session.script("""
            let badge = UIView()
            view.addSubview(badge)
            badge.centerInSuperview(size: CGSize(width: 40, height: 30))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred at (187.5, 333.5): the edges fall on the @3x grid.
        #expect(session.frame("badge") == Rect(x: 167.5, y: 318.5, width: 40, height: 30).snapped(toPixelsOf: 3))
    }

    @Test("constrainWidth(_:) with a number is the helper's width, not FLK's predicate; a second width conflicts")
    func constrainWidthWithNumber() {
        var session = Session()
        let outcomes = session.script("""
            let chip = UIView()
            view.addSubview(chip)
            chip.anchor(top: view.topAnchor, leading: view.leadingAnchor, bottom: nil, trailing: nil)
            chip.constrainWidth(120)
            chip.constrainHeight(constant: 24)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 120, height: 24))
    }

    @Test("anchorSize(to:) and centerXInSuperview() give the other view's size, centred across")
    func anchorSizeAndCenterX() {
        var session = Session()
        let outcomes = session.script("""
            let frameView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
            view.addSubview(frameView)
            let twin = UIView()
            view.addSubview(twin)
            twin.anchorSize(to: frameView)
            twin.centerXInSuperview()
            twin.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("twin") == Rect(x: 137.5, y: 100, width: 100, height: 60).snapped(toPixelsOf: 3))
    }

    @Test("a collection item whose image view is only inset by padding has no size of its own: the default itemSize")
    func itemSizedOnlyByPadding() {
        var session = Session()
        let outcomes = session.script("""
            class PhotoCell: UICollectionViewCell {
                let imageView = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(imageView)
                    imageView.fillSuperview(padding: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Compressed it would be 8×8, the padding alone; the app's layout gives it its size.
        #expect(session.frame("photoCell") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("imageView") == Rect(x: 4, y: 4, width: 42, height: 42))
    }

    @Test("a collection item whose label has text keeps its compressed fitting size: it sizes itself")
    func itemSizedByItsText() {
        var session = Session()
        let outcomes = session.script("""
            class TagCell: UICollectionViewCell {
                let name = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    name.text = "Swift"
                    contentView.addSubview(name)
                    name.fillSuperview(padding: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let cell = session.frame("tagCell") ?? .zero
        #expect(cell.width > 16 && cell.width < 100 && cell.height > 8 && cell.height < 40)
        #expect(cell != Rect(x: 0, y: 0, width: 50, height: 50))
    }
}

@Suite("App code whose values the paste lacks, and helpers that place views")
struct AppValues97Tests {
    @Test("a range an app constant's stand-in 0 turns backwards is empty, with a note, not Swift's trap")
    func backwardRangeFromStandIn() {
        var session = Session()
        let outcomes = session.script("""
            class Ruler: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for i in 1..<Int(floor(100 / Dims.pad)) {
                        addSubview(UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 1, height: 20)))
                    }
                    let base = UIView(frame: CGRect(x: 0, y: 20, width: 100, height: 1))
                    addSubview(base)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("stand-in 0 puts its start after its end (1 ..< 0)") })
        #expect(session.frame("base") == Rect(x: 0, y: 20, width: 100, height: 1))
    }

    @Test("a backward range of known numbers is still Swift's trap")
    func backwardRangeOfKnownNumbers() {
        var session = Session()
        let rendered = session.failing("let n = 0\nfor i in 1..<n { print(i) }")
        #expect(rendered.contains("2:11: error: a range's start is after its end"))
    }

    @Test("a view given to the app's helper with a placed view's guide is put there when a constraint meets it")
    func helperPlacesView() {
        var session = Session()
        let outcomes = session.script("""
            class UpdateController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let footer = UIView()
                    footer.snap(to: .bottom, of: view.readableContentGuide, insets: .bottom(8))
                    footer.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    footer.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                    footer.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == Rect(x: 0, y: 627, width: 375, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'footer' is placed by 'snap(…)', the app's own helper") })
    }

    @Test("an initialiser marked @available(*, unavailable) is never called: the presented controller uses the one that can be")
    func unavailableInitializer() {
        var session = Session()
        let outcomes = session.script("""
            final class SheetController: UIViewController {
                let panel = UIView()
                let height: CGFloat
                init(height: CGFloat = 300) {
                    self.height = height
                    super.init(nibName: nil, bundle: nil)
                }
                @available(*, unavailable)
                required init?(coder: NSCoder) { fatalError("no coder") }
                @available(*, unavailable)
                init() { fatalError("use init(height:)") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    panel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                    panel.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                    panel.heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 367, width: 375, height: 300))
    }
}

@Suite("Other frameworks' and UIKit's unmodelled controllers and views")
struct Frameworks97Tests {
    @Test("a map view made the controller's view keeps MapKit's members skipped, not refused as UIView's")
    func mapViewAsRoot() {
        var session = Session()
        let outcomes = session.script("""
            class MapController: UIViewController, MKMapViewDelegate {
                let mapView = MKMapView()
                let search = UIView()
                override func loadView() {
                    view = mapView
                    view.addSubview(search)
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    mapView.delegate = self
                    search.frame = CGRect(x: 16, y: 16, width: 200, height: 40)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("search") == Rect(x: 16, y: 16, width: 200, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'delegate': MKMapView is another framework's view") })
    }

    @Test("UIPageViewController is a plain controller: its view is placed by the code's constraints")
    func pageViewControllerView() {
        var session = Session()
        let outcomes = session.script("""
            class HomeController: UIViewController {
                var pager: UIPageViewController!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
                    pager.dataSource = nil
                    addChild(pager)
                    view.addSubview(pager.view)
                    pager.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        pager.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
                        pager.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        pager.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        pager.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                    pager.didMove(toParent: self)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pageView") == Rect(x: 0, y: 50, width: 375, height: 617))
    }

    @Test("a UIKit view handed to an Objective-C initialiser (initWithButton:) is made as that class, and placed")
    func objectiveCViewParameter() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ChipView
            - (instancetype)initWithButton:(UIButton *)button {
                self = [super initWithFrame:CGRectZero];
                if (self) {
                    button.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:button];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-12-[button(80)]-12-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(button)]];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-6-[button(30)]-6-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(button)]];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("button") == Rect(x: 12, y: 6, width: 80, height: 30))
        #expect(session.frame("chipView") == Rect(x: 0, y: 0, width: 104, height: 42))
    }
}

@Suite("Names written as UIKit's that are the app's own")
struct AppUINames97Tests {
    @Test("UIConstants.bodySize is the app's constant, not UIKit's: a font size from it is the default 17")
    func appConstantsTypeNamedAsUIKits() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TagCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                _nameLabel = [UILabel new];
                _nameLabel.font = [UIFont systemFontOfSize:UIConstants.bodySize];
                _nameLabel.text = @"Hello";
                _nameLabel.translatesAutoresizingMaskIntoConstraints = NO;
                [self.contentView addSubview:_nameLabel];
                [_nameLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
                [_nameLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12].active = YES;
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'UIConstants.bodySize' is not in the paste: the font size is taken as 17") })
        // "Hello" in the 17-pt system font: one line, 20.333 tall.
        #expect(abs((session.frame("nameLabel")?.height ?? 0) - 61.0 / 3) < 1e-9)
        #expect(session.frame("nameLabel")?.origin == Point(x: 16, y: 12))
    }

    @Test("an app's control taken as UISegmentedControl says that what is pinned to it meets its alignment rect")
    func standInAlignmentRectSaid() {
        var session = Session()
        let outcomes = session.script("""
            let tabs = PagerSegmentedControl(frame: CGRect(x: 0, y: 64, width: 320, height: 50))
            view.addSubview(tabs)
            let pages = UIView()
            view.addSubview(pages)
            pages.translatesAutoresizingMaskIntoConstraints = false
            pages.topAnchor.constraint(equalTo: tabs.bottomAnchor).isActive = true
            pages.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            pages.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            pages.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("pages") == Rect(x: 0, y: 113, width: 375, height: 554))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("edges pinned to it are UISegmentedControl's alignment rect, inside its frame by 1 pt at its bottom")
        })
    }
}

@Suite("What a controller inherits from UIKit or the app, as fresh controllers use it")
struct Inherited97Tests {
    @Test("a table view controller's tableView and refreshControl can be set, as UIKit allows; the list stays where the code put it")
    func tableControllerSetters() {
        var session = Session()
        let outcomes = session.script("""
            class ChatController: UIViewController {
                let list = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    list.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        list.topAnchor.constraint(equalTo: view.topAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        list.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -50),
                    ])
                    let holder = UITableViewController()
                    holder.tableView = list
                    holder.refreshControl = UIRefreshControl()
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 617))
    }

    @Test("a bare call near one of the class's own names is the app's protocol's when the class adopts one the paste lacks")
    func protocolMethodNearOwnName() {
        var session = Session()
        let outcomes = session.script("""
            class NoteController: UIViewController, ScreenMaking {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.frame = CGRect(x: 20, y: 20, width: 100, height: 50)
                    setView()
                }
                func setUI(with x: Int) { }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("NoteController adopts 'ScreenMaking', the app's own protocol") })
    }

    @Test("toItem: a view of the app's base controller, not in the paste, skips that constraint as its anchors would")
    func toItemOfBaseProperty() {
        var session = Session()
        let outcomes = session.script("""
            final class ThreadController: ComposerController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    view.addConstraint(NSLayoutConstraint(item: banner, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 1, constant: 0))
                    view.addConstraint(NSLayoutConstraint(item: banner, attribute: .bottom, relatedBy: .equal, toItem: self.composer, attribute: .top, multiplier: 1, constant: 0))
                    view.addConstraint(NSLayoutConstraint(item: banner, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 10))
                    view.addConstraint(NSLayoutConstraint(item: banner, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 200))
                    view.addConstraint(NSLayoutConstraint(item: banner, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 87.5, y: 10, width: 200, height: 40).snapped(toPixelsOf: 3))
        #expect(outcomes.flatMap(\.notes).contains { $0 == "skipped a constraint: 'composer' is not in the paste" })
    }

    @Test("view.safeTopAnchor and its kin are the widespread extension's safe-area anchors")
    func safeAnchorExtension() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 15
            class PlayerController: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    strip.topAnchor.constraint(equalTo: view.safeTopAnchor).isActive = true
                    strip.bottomAnchor.constraint(equalTo: view.safeBottomAnchor).isActive = true
                    strip.leadingAnchor.constraint(equalTo: view.safeLeadingAnchor).isActive = true
                    strip.widthAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The iPhone 15's safe area: 59 from the top, 34 from the bottom of 852.
        #expect(session.frame("strip") == Rect(x: 0, y: 59, width: 10, height: 759))
    }
}

@Suite("Views a view class gets from its base, a nib, or its own set-up")
struct ViewClasses97Tests {
    @Test("a text field's attributedText is its text, as UIKit's field has it")
    func textFieldAttributedText() {
        var session = Session()
        let outcomes = session.script("""
            let field = UITextField()
            view.addSubview(field)
            field.attributedText = NSAttributedString(string: "Search")
            field.translatesAutoresizingMaskIntoConstraints = false
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            field.topAnchor.constraint(equalTo: view.topAnchor, constant: 16).isActive = true
            let other = UITextField()
            view.addSubview(other)
            other.text = "Search"
            other.translatesAutoresizingMaskIntoConstraints = false
            other.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            other.topAnchor.constraint(equalTo: view.topAnchor, constant: 80).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // As wide as a field whose text is "Search": wider than an empty one.
        #expect((session.frame("field")?.width ?? 0) > 50)
        #expect(session.frame("field")?.width == session.frame("other")?.width)
    }

    @Test("view in a view class on the app's base is that base's view, not the screen's root: its constraints are skipped")
    func baseViewPropertyInViewClass() {
        var session = Session()
        let outcomes = session.script("""
            class Popup: PopupBase {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func updateConstraints() {
                    super.updateConstraints()
                    addConstraint(NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 300))
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'view': Popup derives from 'PopupBase'") })
        #expect(session.frame("popup") == Rect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("a pasted view class loaded from a nib (UINib.instantiate, loadNibNamed) is made as the paste declares it, and placed")
    func pastedClassFromNib() {
        var session = Session()
        let outcomes = session.script("""
            class Tile: UIView {}
            class Card: UIView {
                var row: Tile!
                var footer: Tile!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    row = UINib(nibName: "Tile", bundle: nil).instantiate(withOwner: nil)[0] as? Tile
                    footer = Bundle.main.loadNibNamed("Tile", owner: nil, options: nil)?.first as! Tile
                    for tile in [row!, footer!] {
                        tile.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(tile)
                        tile.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                        tile.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                        tile.heightAnchor.constraint(equalToConstant: 50).isActive = true
                    }
                    row.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                    footer.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 8).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 0, y: 12, width: 375, height: 50))
        #expect(session.frame("footer") == Rect(x: 0, y: 70, width: 375, height: 50))
    }

    @Test("an image set in the set-up method Layoutbook runs is said to be of unknown size when the shown view's size follows it")
    func unknownImageInRunSetUp() {
        var session = Session()
        let outcomes = session.script("""
            class Alert: UIView {
                let icon = UIImageView()
                let text = UILabel()
                func configure() {
                    icon.image = UIImage(named: "error_icon")
                    addSubview(icon); addSubview(text)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    text.translatesAutoresizingMaskIntoConstraints = false
                    icon.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                    icon.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    icon.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
                    icon.widthAnchor.constraint(equalTo: icon.heightAnchor).isActive = true
                    text.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 4).isActive = true
                    text.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                    text.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("icon.image: the image is not in the paste, so its size is unknown") })
    }

    @Test("a cell whose views are added to the cell itself spans the table's width, whatever its accessory takes from the content view")
    func accessoryCellBuiltOnItself() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UITableViewCell {
                let bar = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryType = .disclosureIndicator
                    addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    bar.leftAnchor.constraint(equalTo: leftAnchor, constant: 10).isActive = true
                    bar.rightAnchor.constraint(equalTo: rightAnchor, constant: -10).isActive = true
                    bar.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                    bar.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 10, y: 4, width: 355, height: 20))
    }

    @Test("a cell built in its content view is still narrowed by its disclosure indicator")
    func accessoryCellBuiltInContentView() {
        var session = Session()
        let outcomes = session.script("""
            class Row: UITableViewCell {
                let bar = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryType = .disclosureIndicator
                    contentView.addSubview(bar)
                    bar.translatesAutoresizingMaskIntoConstraints = false
                    bar.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 10).isActive = true
                    bar.rightAnchor.constraint(equalTo: contentView.rightAnchor, constant: -10).isActive = true
                    bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4).isActive = true
                    bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4).isActive = true
                    bar.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 10, y: 4, width: 321, height: 20))
    }
}

@Suite("Third fresh samples: helpers, stand-ins and syntax the paste's apps use")
struct ThirdSample97Tests {
    @Test("the older anchor helper spells its paddings topConstant: … and its size widthConstant:/heightConstant:")
    func anchorHelperConstantLabels() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
            view.addSubview(card)
            let title = UIView()
            card.addSubview(title)
            title.anchor(top: card.topAnchor, left: card.leftAnchor, bottom: nil, right: card.rightAnchor, topConstant: 10, leftConstant: 20, bottomConstant: 0, rightConstant: 20, widthConstant: 0, heightConstant: 50)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == Rect(x: 20, y: 10, width: 335, height: 50))
    }

    @Test("a call whose label the library's method of that name never takes is the app's own method, skipped, when the library's cannot take it")
    func appMethodNamedLikeALibrarys() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.addConstraint(attribute: .left, alignElement: view, alignElementAttribute: .left, constant: 10)
            box.frame = CGRect(x: 0, y: 10, width: 100, height: 50)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'addConstraint(attribute:alignElement:alignElementAttribute:constant:)'") })
        #expect(session.frame("box") == Rect(x: 0, y: 10, width: 100, height: 50))
    }

    @Test("a misspelt label of a library's method is still refused with the spelling it means")
    func misspeltLabelStillRefused() {
        var session = Session()
        session.script("let box = UIView()\nview.addSubview(box)")
        let rendered = session.failing("box.topAnchor.constraint(equalTo: view.topAnchor, constnt: 8).isActive = true")
        #expect(rendered.contains("error:"))
    }

    @Test("a controller the paste lacks stands in as a plain one: its view is placed by the code; presenting it keeps the screen")
    func appControllerStandIn() {
        var session = Session()
        let outcomes = session.script("""
            class MessageController: UIViewController {
                let spinner = SpinnerViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    spinner.delegate = self
                    addChild(spinner)
                    spinner.view.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(spinner.view)
                    NSLayoutConstraint.activate([
                        spinner.view.widthAnchor.constraint(equalToConstant: 100),
                        spinner.view.heightAnchor.constraint(equalToConstant: 100),
                        spinner.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        spinner.view.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
                    ])
                    spinner.didMove(toParent: self)
                    present(UINavigationController(rootViewController: DetailViewController()), animated: true)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("spinnerView") == Rect(x: 137.5, y: 50, width: 100, height: 100).snapped(toPixelsOf: 3))
    }

    @Test("a class whose extension adopts the app's protocol runs its set-up hooks for a protocol call near one of its names, with values too")
    func protocolByExtensionWithValues() {
        var session = Session()
        let outcomes = session.script("""
            class Tile: UIView {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setupView(with: [])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            extension Tile: CodeView {
                func buildViewHierarchy() { addSubview(box) }
                func setupConstraints() {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.topAnchor.constraint(equalTo: topAnchor, constant: 10).isActive = true
                    box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10).isActive = true
                    box.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    box.heightAnchor.constraint(equalToConstant: 50).isActive = true
                }
            }
            private extension Tile {
                func setupSize() { }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test("a name in a stored property's own initialiser is no misspelling of that property: the app's global, skipped")
    func nameInOwnInitialiser() {
        var session = Session()
        let outcomes = session.script("""
            class PickerController: UIViewController {
                let userIds = Array(users.prefix(5))
                let list = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    list.frame = CGRect(x: 0, y: 50, width: 375, height: 617)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 50, width: 375, height: 617))
    }

    @Test("an emoji names a function, as Swift allows past the first plane")
    func emojiIdentifier() {
        var session = Session()
        let outcomes = session.script("""
            func 📘(_ side: CGFloat) -> CGFloat { side * 2 }
            let box = UIView()
            view.addSubview(box)
            box.frame = CGRect(x: 0, y: 0, width: 📘(50), height: 40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test(".init(all:) assigned to layoutMargins is UIEdgeInsets', and .init(string:) appended is an attributed string")
    func contextualInitialisers() {
        var session = Session()
        let outcomes = session.script("""
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            view.addSubview(panel)
            panel.layoutMargins = .init(all: 16)
            let box = UIView()
            panel.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor).isActive = true
            box.trailingAnchor.constraint(equalTo: panel.layoutMarginsGuide.trailingAnchor).isActive = true
            box.topAnchor.constraint(equalTo: panel.topAnchor).isActive = true
            box.heightAnchor.constraint(equalToConstant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 16, y: 0, width: 343, height: 10))
    }

    @Test("a label's attributed text is measured in the font its attributes give")
    func attributedTextFont() {
        var session = Session()
        let outcomes = session.script("""
            let text = UILabel()
            view.addSubview(text)
            text.translatesAutoresizingMaskIntoConstraints = false
            text.attributedText = NSAttributedString(string: "Hello there", attributes: [.font: UIFont.systemFont(ofSize: 14)])
            text.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            text.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("text") == Session.labelFrame(font: "UIFont.systemFont(ofSize: 14)", text: "Hello there"))
    }

    @Test("a view that pins itself with self.snp.makeConstraints in didMoveToSuperview is placed by them, its mask off as SnapKit sets it")
    func snapKitSelfInDidMove() {
        var session = Session()
        let outcomes = session.script("""
            class Card: UIView {
                override func didMoveToSuperview() {
                    super.didMoveToSuperview()
                    if superview != nil {
                        self.snp.makeConstraints { make in
                            make.leading.equalTo(superview!).offset(20)
                            make.trailing.equalTo(superview!).offset(-20)
                            make.centerY.equalTo(superview!)
                            make.height.equalTo(300)
                        }
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed && !$0.diagnostics.contains { $0.severity == .warning } })
        #expect(session.frame("card") == Rect(x: 20, y: 183.5, width: 335, height: 300).snapped(toPixelsOf: 3))
    }
}

@Suite("Objective-C as the third fresh sample writes it")
struct ObjectiveC97Tests {
    @Test("a postfix ++ inside a subscript reads the index, then steps it")
    func postIncrementIndex() {
        var session = Session()
        let outcomes = session.script("""
            NSArray *titles = @[@"a", @"bbbbbbbb"];
            NSInteger index = 1;
            UILabel *chip = [[UILabel alloc] init];
            chip.text = titles[index++];
            [self.view addSubview:chip];
            chip.frame = CGRectMake(0, 0, index * 10, 20);
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("lightweight generics on a message's class and on a block's return type are read past")
    func genericsInExpressions() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ListController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSMutableArray *names = [NSMutableArray<NSString *> array];
                NSArray *(^make)(NSString *) = ^NSArray<NSString *> * _Nullable(NSString * _Nonnull name) { return @[name]; };
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 40)];
                [self.view addSubview:box];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 375, height: 40))
    }

    @Test("a constraint whose item is a property nothing in the paste sets is skipped, as the app's header makes the view")
    func nilItemOfHeaderProperty() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ChatCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:self.bubbleView attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeTop multiplier:1.0 constant:10]];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                _bubbleView.alpha = 1.0;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped a constraint: 'bubbleView' is nil here") })
    }
}
