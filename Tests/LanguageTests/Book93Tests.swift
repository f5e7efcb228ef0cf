import Language
import Layout
import Testing

/// Shapes of real app code read this round. Pastes are written for this test; frames derived by
/// hand on the bare 375×667 screen, whose pixels are thirds of a point.
@Suite("UIKit and Swift calls app views make, read as UIKit reads them")
struct AppViews93Tests {
    @Test("a switch's thumbTintColor is UISwitch's own appearance, not a misspelt UISlider property")
    func switchThumbTint() {
        var session = Session()
        let outcomes = session.script("""
            let toggle = UISwitch()
            toggle.thumbTintColor = .white
            toggle.onImage = nil
            view.addSubview(toggle)
            toggle.translatesAutoresizingMaskIntoConstraints = false
            toggle.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            toggle.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A switch is 51 × 31, its alignment rectangle 2 narrower on the right: the rectangle ends
        // at 375 − 16 = 359, 49 wide from 310, and the frame reaches 2 past it.
        #expect(session.frame("toggle") == Rect(x: 310, y: 20, width: 51, height: 31))
    }

    @Test("perform(_:with:afterDelay:) runs after the layout shown: skipped, never taken for a misspelt method")
    func performAfterDelay() {
        var session = Session()
        let outcomes = session.script("""
            class Toast: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    label.text = "Saved"
                    addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                    label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
                    perform(#selector(hide), with: nil, afterDelay: 2)
                }
                required init?(coder: NSCoder) { fatalError() }
                func error(message: String) { label.text = message }
                @objc func hide() { isHidden = true }
            }
            let toast = Toast()
            view.addSubview(toast)
            toast.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("label")?.minX == 12)
    }

    @Test("CGSize(size: 25), the app's own initialiser, is 25 × 25 with a note")
    func appSquareSize() {
        var session = Session()
        let outcomes = session.script("""
            let icon = UIView()
            view.addSubview(icon)
            icon.translatesAutoresizingMaskIntoConstraints = false
            let iconSize = CGSize(size: 25)
            icon.widthAnchor.constraint(equalToConstant: iconSize.width).isActive = true
            icon.heightAnchor.constraint(equalToConstant: iconSize.height).isActive = true
            icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            icon.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 10, y: 10, width: 25, height: 25))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'CGSize(size:)' is the app's own initialiser") })
    }

    @Test("a text field's borderStyle reads back what was set, so a second field copies it")
    func borderStyleReadBack() {
        var session = Session()
        let outcomes = session.script("""
            let login = UITextField()
            let password = UITextField()
            login.borderStyle = .roundedRect
            password.borderStyle = login.borderStyle
            view.addSubview(login)
            view.addSubview(password)
            [login, password].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
            login.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            login.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            password.topAnchor.constraint(equalTo: login.bottomAnchor, constant: 8).isActive = true
            password.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // A rounded-rect field is 34 tall: the second's top is 20 + 34 + 8.
        #expect(session.frame("login")?.height == 34)
        #expect(session.frame("password")?.minY == 62)
        #expect(session.frame("password")?.height == 34)
    }

    @Test("Optional's map runs its closure with the value: the image view it builds is arranged")
    func optionalMapBuildsAView() {
        var session = Session()
        let outcomes = session.script("""
            let icon: UIImage? = UIImage(systemName: "star")
            let iconView = icon.map { (image: UIImage) -> UIImageView in
                let v = UIImageView(image: image)
                v.translatesAutoresizingMaskIntoConstraints = false
                v.widthAnchor.constraint(equalToConstant: 20).isActive = true
                v.heightAnchor.constraint(equalToConstant: 20).isActive = true
                return v
            }
            let spacer = UIView()
            let row = UIStackView(arrangedSubviews: [iconView, spacer].compactMap { $0 })
            row.spacing = 10
            view.addSubview(row)
            row.translatesAutoresizingMaskIntoConstraints = false
            row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The image view (named 'v', as the closure made it) 20 wide, then 10, then the spacer
        // to 375: x 30, 345 wide.
        #expect(session.frame("v") == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(session.frame("spacer")?.minX == 30)
        #expect(session.frame("spacer")?.width == 345)
    }

    @Test("DEVICE_WIDTH, the app's macro for the screen's width, is 375, as SCREEN_WIDTH is")
    func deviceWidthMacro() {
        var session = Session()
        let outcomes = session.script("""
            let panel = UIView()
            view.addSubview(panel)
            panel.frame = CGRect(x: 0, y: 0, width: DEVICE_WIDTH, height: 300)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 300))
    }

    @Test("an app's static stack factory on UIStackView arranges the views it is given, vertical as its name says")
    func staticStackFactory() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.text = "Downtown"
            let sub = UILabel()
            sub.text = "Bus 12"
            let column = UIStackView.verticalStack(arrangedSubviews: [title, sub])
            view.addSubview(column)
            column.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Two 17-pt lines of 20.333, one under the other.
        #expect(session.frame("sub")?.minY == 61.0 / 3)
        #expect(session.frame("column")?.height == 122.0 / 3)
    }

    @Test("a frame centred on a half point is on the @3x pixel grid: 137.5 is 137.667, as UIKit applies it")
    func framesSnapToPixels() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            view.addSubview(box)
            box.translatesAutoresizingMaskIntoConstraints = false
            box.widthAnchor.constraint(equalToConstant: 100).isActive = true
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 9.0 / 16).isActive = true
            box.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10.1).isActive = true
            let manual = UIView(frame: CGRect(x: 10.1, y: 0, width: 50.25, height: 10))
            view.addSubview(manual)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 137.5 → 412.5 px → 413; 10.1 → 30.3 px → 30; 56.25 → 168.75 px → 169.
        #expect(session.frame("box") == Rect(x: 413.0 / 3, y: 10, width: 100, height: 169.0 / 3))
        // A frame set with the mask on stays as written.
        #expect(session.frame("manual") == Rect(x: 10.1, y: 0, width: 50.25, height: 10))
    }
}

@Suite("What the paste cannot work out, left out rather than made up")
struct UnknownValues93Tests {
    @Test("a constraint whose multiplier is the app's image's ratio is left out: the view's height is ambiguous, nothing conflicts")
    func unknownRatioLeavesTheConstraintOut() {
        var session = Session()
        let outcomes = session.script("""
            let image = UIImage.appIllustration
            let imageView = UIImageView(image: image)
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor, multiplier: image.size.width / image.size.height).isActive = true
            view.addSubview(imageView)
            imageView.translatesAutoresizingMaskIntoConstraints = false
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            imageView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 16 from the leading edge and centred: 343 wide, at 16. A multiplier of 0 made the width
        // 0 and broke the centring.
        #expect(session.frame("imageView")?.minX == 16)
        #expect(session.frame("imageView")?.width == 343)
        #expect(session.layout.conflicts.isEmpty)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped a constraint: its multiplier") })
    }

    @Test("UIButton(configuration: .gray(\"Edit\")), the app's factory, is UIKit's gray configuration, with a note")
    func appConfigurationFactory() {
        var session = Session()
        let outcomes = session.script("""
            let edit = UIButton(configuration: .gray("Edit"))
            view.addSubview(edit)
            edit.translatesAutoresizingMaskIntoConstraints = false
            edit.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
            edit.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            edit.widthAnchor.constraint(equalToConstant: 80).isActive = true
            edit.heightAnchor.constraint(equalToConstant: 32).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("edit") == Rect(x: 16, y: 20, width: 80, height: 32))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'.gray(…)' is the app's own UIButton.Configuration factory") })
    }

    @Test("UIPageViewController is UIKit's controller, not a misspelling of UIViewController; UIView.setAnimationDuration is skipped")
    func unmodelledControllerAndLegacyAnimation() {
        var session = Session()
        let outcomes = session.script("""
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            UIView.setAnimationDuration(0.3)
            let box = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
            view.addSubview(box)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
    }
}

@Suite("Views the app hands the paste")
struct HandedViews93Tests {
    @Test("a presented controller's init(content: UIView) gets a plain view standing in for the app's, placed by the code")
    func injectedViewIsPlaced() {
        var session = Session()
        let outcomes = session.script("""
            class SheetController: UIViewController {
                private let content: UIView
                init(content: UIView) {
                    self.content = content
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    content.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(content)
                    NSLayoutConstraint.activate([
                        content.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                        content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                        content.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 10 inside the 375 × 667 screen on every side.
        #expect(session.frame("content") == Rect(x: 10, y: 10, width: 355, height: 647))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'content', the UIView the app gives SheetController's initialiser") })
    }

    @Test("Objective-C: NSDictionaryOfVariableBindings of an instance variable named _left has the key _left")
    func instanceVariableBindings() {
        var session = Session()
        let outcomes = session.script("""
            @interface Bar : UIView
            @end
            @implementation Bar {
                UIView *_left;
            }
            - (instancetype)init {
                self = [super init];
                if (self) {
                    _left = [[UIView alloc] init];
                    _left.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_left];
                    NSDictionary *views = NSDictionaryOfVariableBindings(_left);
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-20-[_left]-20-|" options:0 metrics:nil views:views]];
                    [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-10-[_left(30)]" options:0 metrics:nil views:views]];
                }
                return self;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Bar fills the screen; _left 20 inside on each side, 10 down, 30 tall.
        #expect(session.frame("left") == Rect(x: 20, y: 10, width: 335, height: 30))
    }
}

@Suite("Second fresh samples: Swift's observers, UIKit's priorities and transforms, the class the code wrote")
struct SecondSample93Tests {
    @Test("a property's didSet does not run when the class sets the property in its own initialiser, as Swift does not call it")
    func noObserverInOwnInitializer() {
        var session = Session()
        let outcomes = session.script("""
            class Bar: UIView {
                var limit: CGFloat {
                    didSet { refresh() }
                }
                private var box: UIView!
                init() {
                    self.limit = 0
                    super.init(frame: .zero)
                    box = UIView()
                    addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        box.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                        box.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
                func refresh() { box.isHidden = box.frame.width < 0 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Bar fills the screen; the box 10 inside it.
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 355, height: 647))
    }

    @Test("a hugging priority of 0 is UIKit's, taken as 1 with a note")
    func huggingPriorityZero() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.text = "Tag"
            title.setContentHuggingPriority(UILayoutPriority(0), for: .horizontal)
            view.addSubview(title)
            title.translatesAutoresizingMaskIntoConstraints = false
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            title.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
            title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title")?.minX == 20)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("priority of 0 is taken as 1") })
    }

    @Test("a transform set on a view's layer is kept, not applied, and a note says so")
    func layerTransformNoted() {
        var session = Session()
        let outcomes = session.script("""
            let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addSubview(image)
            image.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("image") == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("image.layer's transform is not applied here") })
    }

    @Test("the app's PanelView kept in a property named bottomSlider is a plain view, as its class says, not a slider")
    func classNameOverPropertyName() {
        var session = Session()
        let outcomes = session.script("""
            class SheetController: UIViewController {
                var bottomSlider: PanelView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bottomSlider = PanelView()
                    bottomSlider.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bottomSlider)
                    NSLayoutConstraint.activate([
                        bottomSlider.topAnchor.constraint(equalTo: view.centerYAnchor),
                        bottomSlider.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bottomSlider.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bottomSlider.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // From the middle, 333.5 (333.667 on the @3x pixels), to the bottom, 667: 333.333 tall, its
        // bottom on the screen's.
        #expect(session.frame("bottomSlider") == Rect(x: 0, y: 1001.0 / 3, width: 375, height: 1000.0 / 3))
    }
}

@Suite("The app's own names for adding views")
struct AppAddingHelpers93Tests {
    @Test("stack.addArrangedView(cell), the app's name for addArrangedSubview, arranges the cell; no typo is claimed")
    func addArrangedView() {
        var session = Session()
        let outcomes = session.script("""
            let stack = UIStackView()
            stack.distribution = .fillEqually
            stack.spacing = 1
            view.addSubview(stack)
            stack.translatesAutoresizingMaskIntoConstraints = false
            stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            stack.heightAnchor.constraint(equalToConstant: 36).isActive = true
            let first = UIView()
            let second = UIView()
            stack.addArrangedView(first)
            stack.addArrangedView(second)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 1) / 2 = 187 each, the second from 188.
        #expect(session.frame("first") == Rect(x: 0, y: 0, width: 187, height: 36))
        #expect(session.frame("second") == Rect(x: 188, y: 0, width: 187, height: 36))
    }

    @Test("addSubview(_:pinningEdgesWith:), the app's overload, adds the view and pins its edges inset as given")
    func addSubviewPinningEdges() {
        var session = Session()
        let outcomes = session.script("""
            let toast = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            view.addSubview(toast)
            let content = UIView()
            toast.addSubview(content, pinningEdgesWith: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("content") == Rect(x: 8, y: 4, width: 184, height: 42))
    }
}

@Suite("A listing's view named first in NSLayoutConstraint(item:)")
struct ListingItemViews93Tests {
    @Test("is made as its name says and put on the root view, as its anchors would make it")
    func itemStandsIn() {
        var session = Session()
        let outcomes = session.script("""
            NSLayoutConstraint(item: badge, attribute: .left, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1, constant: 50).isActive = true
            NSLayoutConstraint(item: badge, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 30).isActive = true
            NSLayoutConstraint(item: badge, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40).isActive = true
            NSLayoutConstraint(item: badge, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 50, y: 30, width: 40, height: 20))
    }
}
