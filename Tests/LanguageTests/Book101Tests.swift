@testable import Language
import Layout
import Testing

/// What the sixth round of fresh app code tripped on: a controller's layout pasted as its
/// extension alone, file constants below the class that reads them, the app's own helpers
/// spelt as UIKit's names, cells a table would make, and Objective-C whose header is left out.
/// Pastes are written for this test; frames derived by hand on the bare 375×667 screen.
@Suite("A type the paste holds only extensions of")
struct ExtensionOnly101Tests {
    @Test("a controller's layout split into extensions: a plain controller stands in, each set-up method runs once, its views stand in by their names")
    func controllerExtensions() {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit

            extension HomeViewController {
                private func setupHierarchy() {
                    view.addSubview(headerView)
                    view.addSubview(listView)
                }
            }

            extension HomeViewController {
                func setupConstraints() {
                    headerView.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(120)
                    }
                    listView.snp.makeConstraints { make in
                        make.top.equalTo(headerView.snp.bottom)
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                }
            }

            extension HomeViewController: UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("headerView") == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(session.frame("listView") == Rect(x: 0, y: 120, width: 375, height: 547))
        #expect(session.frame("headerView2") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'HomeViewController' is not in the paste, only its extension") })
    }

    @Test("a cell's extension: a plain cell of the kind its name says, its init(…) builder run, a name used where a view fits made a view")
    func cellExtension() {
        var session = Session()
        let outcomes = session.script("""
            extension BadgeCell {
                func initViews() {
                    contentView.addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        icon.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        icon.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                        icon.widthAnchor.constraint(equalToConstant: 24),
                        icon.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 8 + 24 + 8: the content view 40 tall, in a table as wide as the screen.
        #expect(session.frame("icon") == Rect(x: 16, y: 8, width: 24, height: 24))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("a plain UITableViewCell stands in for it") })
    }
}

@Suite("Real app code: constants, helpers and cells")
struct AppCode101Tests {
    @Test("file constants declared below the view that reads them in didMoveToSuperview are the file's, found", arguments: ["fileprivate let", "let"])
    func constantsBelowTheClass(declaration: String) {
        var session = Session()
        let outcomes = session.script("""
            import UIKit
            import SnapKit

            class Panel: UIView {
                let bar = UIView()
                override func didMoveToSuperview() {
                    super.didMoveToSuperview()
                    addSubview(bar)
                    snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.width.equalTo(375 - 2.0 * kSide)
                    }
                    bar.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                        make.height.equalTo(kBarHeight)
                    }
                }
            }

            \(declaration) kBarHeight = 56
            \(declaration) kSide = 32.0
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 375 − 64 = 311 wide, 56 tall, centred: (375 − 311) / 2 = 32, (667 − 56) / 2 = 305.5 → 305.667 on the @3x grid.
        #expect(session.frame("panel")?.isAbout(Rect(x: 32, y: 305 + 2.0 / 3, width: 311, height: 56)) == true)
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("kSide") })
    }

    @Test("a method a view's didMoveToSuperview calls that runs snp.makeConstraints on the view turns its mask off: placed by its constraints, no conflict with a mask")
    func ownMaskThroughACalledMethod() {
        var session = Session()
        let outcomes = session.script("""
            import SnapKit
            class Sheet: UIView {
                let body = UIView()
                override func didMoveToSuperview() {
                    super.didMoveToSuperview()
                    guard superview != nil else { return }
                    addSubview(body)
                    pin()
                }
            }
            private extension Sheet {
                func pin() {
                    snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.width.equalTo(300)
                        make.height.equalTo(600)
                    }
                    body.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(20)
                    }
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.layout.conflicts.isEmpty)
        // (375 − 300) / 2 = 37.5 → 37.667; (667 − 600) / 2 = 33.5 → 33.667.
        #expect(session.frame("sheet")?.isAbout(Rect(x: 37 + 2.0 / 3, y: 33 + 2.0 / 3, width: 300, height: 600)) == true)
        #expect(session.frame("body") == Rect(x: 20, y: 20, width: 260, height: 560))
    }

    @Test("UIKit's Bool translatesAutoresizingMaskIntoConstraints called as a method is the app's fluent helper: the mask off, the view returned")
    func maskPropertyCalledAsAMethod() {
        var session = Session()
        let outcomes = session.script("""
            let photo = UIImageView().translatesAutoresizingMaskIntoConstraints()
            view.addSubview(photo)
            NSLayoutConstraint.activate([
                photo.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                photo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                photo.widthAnchor.constraint(equalToConstant: 80),
                photo.heightAnchor.constraint(equalToConstant: 60),
            ])
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("photo") == Rect(x: 10, y: 10, width: 80, height: 60))
    }

    @Test("a table cell shown alone is made with a reuse identifier, never nil: its own declared one, else its class's name")
    func cellReuseIdentifier() {
        var session = Session()
        let outcomes = session.script("""
            class BubbleCell: UITableViewCell {
                static let reuseID = "incoming"
                let bubble = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    let incoming = reuseIdentifier!.hasPrefix("in")
                    contentView.addSubview(bubble)
                    bubble.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                        bubble.widthAnchor.constraint(equalToConstant: 200),
                        bubble.heightAnchor.constraint(equalToConstant: 40),
                        incoming ? bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16)
                                 : bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bubble") == Rect(x: 16, y: 8, width: 200, height: 40))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains(#"BubbleCell(style: .default, reuseIdentifier: "incoming")"#) })
    }

    @Test("a controller's extensionContext is nil, as it is in an app: the guard's else builds the screen")
    func extensionContextIsNil() {
        var session = Session()
        let outcomes = session.script("""
            class ShareController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guard let context = extensionContext else {
                        let box = UIView()
                        box.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(box)
                        NSLayoutConstraint.activate([
                            box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                            box.widthAnchor.constraint(equalToConstant: 100),
                            box.heightAnchor.constraint(equalToConstant: 50),
                        ])
                        return
                    }
                    print(context)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // (375 − 100) / 2 = 137.5 → 137.667, (667 − 50) / 2 = 308.5 → 308.667 on the @3x grid.
        #expect(session.frame("box")?.isAbout(Rect(x: 137 + 2.0 / 3, y: 308 + 2.0 / 3, width: 100, height: 50)) == true)
    }

    @Test("the app's own function is no misspelling of a view's name, and a view's own makeConstraints { $0… } is the app's helper, skipped")
    func appNamesAreNotRefused() {
        var session = Session()
        let outcomes = session.script("""
            class LogController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        box.widthAnchor.constraint(equalToConstant: 100),
                        box.heightAnchor.constraint(equalToConstant: 50),
                    ])
                    box.makeConstraints { $0.pinToSuperview(inset: 20) }
                }
                private func trace() {
                    foot("shown")
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 20, y: 20, width: 100, height: 50))
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("skipped 'makeConstraints'") })
        // A typo of a function the paste declares is still one.
        var typo = Session()
        let refused = typo.failing("""
            class C: UIViewController {
                func setupViews() {}
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupVeiws()
                }
            }
            """)
        #expect(refused.contains("did you mean 'setupViews'?"))
    }

    @Test("LBTATools' LBTAListCell is a collection view cell, and a controller the paste lacks made in it has its own view, not the screen's")
    func lbtaListCell() {
        var session = Session()
        let outcomes = session.script("""
            import LBTATools
            class PostCell: LBTAListCell<String> {
                let nameLabel = UILabel()
                let grid = PhotosGridController()
                override func setupViews() {
                    addSubview(grid.view)
                    grid.view.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("LBTATools' UICollectionViewCell subclass") })
        #expect(session.frame("photosGrid") == Rect(x: 0, y: 0, width: 40, height: 30))
    }
}

@Suite("Objective-C whose header the paste leaves out")
struct ObjectiveCHeaders101Tests {
    @Test("a view the app's factory makes, kept in a UIButton *, stands in as a button: the Visual Format strings that name it keep all their constraints")
    func declaredClassStandsIn() {
        var session = Session()
        let outcomes = session.script("""
            @implementation DoneController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UILabel *label = [[UILabel alloc] init];
                label.text = @"Done";
                label.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:label];
                UIButton *button = [self.factory buttonWithType:AppButtonTypePrimary];
                button.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:button];
                NSDictionary *views = NSDictionaryOfVariableBindings(label, button);
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"|-[label]-|" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"|-[button(100)]" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(10)-[label]-(20)-[button(44)]" options:0 metrics:nil views:views]];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The label 20.333 tall (system 17) at 10; the button 20 below it.
        #expect(session.frame("label")?.isAbout(Rect(x: 16, y: 10, width: 343, height: 20 + 1.0 / 3)) == true)
        #expect(session.frame("button")?.isAbout(Rect(x: 16, y: 50 + 1.0 / 3, width: 100, height: 44)) == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'button' is declared a UIButton, made by the app's own code") })
    }

    @Test("an implementation that calls [super initWithFrame:collectionViewLayout:] is a UICollectionView, whatever its name")
    func superInitializerNamesTheClass() {
        var session = Session()
        let outcomes = session.script("""
            @implementation TabStrip
            - (instancetype)initWithFrame:(CGRect)frame {
                UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
                self = [super initWithFrame:frame collectionViewLayout:layout];
                if (self) {
                    [self registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:@"tab"];
                    self.showsHorizontalScrollIndicator = NO;
                }
                return self;
            }
            @end

            TabStrip *strip = [[TabStrip alloc] initWithFrame:CGRectMake(0, 20, 375, 44)];
            [self.view addSubview:strip];
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("strip") == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("is laid out as the scroll view it is") })
    }
}

@Suite("The app's own layout helpers, read by what their names say")
struct NamedHelpers101Tests {
    static func badge(_ calls: String) -> String {
        """
        class BadgeView: UIView {
            let icon = UIImageView()
            let rule = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(rule)
        \(calls)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    @Test("a helper named to pin a view's edges to its superview or to the view given pins all four, inset by the amount given",
          arguments: ["icon.pinToSuperview(inset: 12)", "icon.pinEdges(to: self, padding: 12)", "icon.constrainToEdges(of: self, inset: 12)",
                      "icon.fillParent(12)", "icon.pinAllEdgesToSuperView(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))"])
    func edges(call: String) {
        var session = Session()
        let outcomes = session.script(Self.badge(call))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 12, y: 12, width: 351, height: 643))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("is the app's own helper (not in the paste): by its name taken to pin its four edges to badgeView") })
    }

    @Test("a helper named for one axis centres along it; one named for a size gives it, misspelt or not")
    func centreAndSize() {
        var session = Session()
        let outcomes = session.script(Self.badge("""
                rule.centerToYAxis(inView: self)
                rule.setDimenstions(height: 2, width: 300)
                rule.pinToAnchor(left: leftAnchor, paddingLeft: 8)
                icon.setSize(width: 40, height: 30)
                icon.centerHorizontally(inView: self)
                icon.pinTop(to: self)
        """))
        #expect(outcomes.allSatisfy { !$0.failed })
        // (667 − 2) / 2 = 332.5 → 332.667 on the @3x grid.
        #expect(session.frame("rule")?.isAbout(Rect(x: 8, y: 332 + 2.0 / 3, width: 300, height: 2)) == true)
        // Centred horizontally, (375 − 40) / 2 = 167.5 → 167.667; its top is a helper naming one edge, not read.
        #expect(session.frame("icon")?.minX == 167 + 2.0 / 3)
        #expect(session.frame("icon")?.width == 40)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'pinTop'") })
    }

    @Test("the view given is pinned inside the receiver when the name or label says so; a helper named for its constraints returns them, one for a height its constraint, a pinning one the view")
    func directionAndResults() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.addSubview(card)
            let blur = UIView()
            card.fill(with: blur)
            let strip = UIView()
            view.addSubview(strip)
            NSLayoutConstraint.activate(strip.edgeConstraintsToSuperview(inset: 10))
            let row = UIView()
            view.addSubview(row)
            NSLayoutConstraint.activate([row.setHeightConstraint(by: 50), row.widthAnchor.constraint(equalToConstant: 80)])
            let pill = UIView()
            view.addSubview(pill)
            pill.centerInParent().setSize(width: 20, height: 10)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // blur, never placed, is added to card and fills it.
        #expect(session.frame("blur") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(session.frame("strip") == Rect(x: 10, y: 10, width: 355, height: 647))
        #expect(session.frame("row")?.size == Size(width: 80, height: 50))
        // (375 − 20) / 2 = 177.5 → 177.667; (667 − 10) / 2 = 328.5 → 328.667.
        #expect(session.frame("pill")?.isAbout(Rect(x: 177 + 2.0 / 3, y: 328 + 2.0 / 3, width: 20, height: 10)) == true)
    }

    @Test("a name that names one edge, a UIKit typo, or an event is not read as a helper")
    func notHelpers() {
        #expect(Library.namedHelper("pinTopToSuperview", [], trailing: nil) == nil)
        #expect(Library.namedHelper("layoutIfNeded", [], trailing: nil) == nil)
        #expect(Library.namedHelper("removeFromSuperviewAnimated", [], trailing: nil) == nil)
        #expect(Library.namedHelper("sizeToFitContent", [], trailing: nil) == nil)
        #expect(Library.namedHelper("pinToSuperview", [], trailing: nil) == .edges(nil))
        #expect(Library.namedHelper("fillSafeArea", [], trailing: nil) == .edges(.safeAreaLayoutGuide))
    }
}

@Suite("Second samples of the round: spinners, the app's labels, pickers and Objective-C names")
struct SecondSamples101Tests {
    static let spinnerCases: [(String, Double)] = [
        ("", 70 + 1.0 / 3), ("spinner.startAnimating()", 117 + 1.0 / 3), ("spinner.hidesWhenStopped = false", 117 + 1.0 / 3),
    ]

    @Test("a stopped activity indicator is hidden (hidesWhenStopped), so a stack gives it no room; started, or told to stay shown, it takes its 37 pt",
          arguments: spinnerCases)
    func stoppedSpinner(extra: String, stackHeight: Double) {
        var session = Session()
        let outcomes = session.script("""
            let field = UIView()
            field.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let spinner = UIActivityIndicatorView(style: .large)
            let note = UILabel()
            note.text = "Result"
            let stack = UIStackView(arrangedSubviews: [field, spinner, note])
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
            \(extra)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Hidden: 40 + 10 + 20.333; shown: 40 + 10 + 37 + 10 + 20.333.
        #expect(abs((session.frame("stack")?.height ?? 0) - stackHeight) < 1e-6)
    }

    @Test("the app's own UILabel subclass made with its text and font size shows that text in that font")
    func appLabelSubclassArguments() {
        var session = Session()
        let outcomes = session.script("""
            let tag = PillLabel(text: "Sold out", fontSize: 15)
            tag.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tag)
            tag.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
            tag.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // "Sold out" at 15 pt: one line 17.90 → 18 tall on the @3x grid, as the same text in a UILabel.
        #expect(session.frame("tag")?.height == 18)
        #expect((session.frame("tag")?.width ?? 0) > 50)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("'PillLabel(text:fontSize:)': PillLabel is not in the paste, a UILabel by its name") })
    }

    @Test("UIButton() is the custom type, whose title is UIButton's own 18-pt default; a .system button's is 15 pt")
    func customButtonFont() {
        var session = Session()
        let outcomes = session.script("""
            let plain = UIButton()
            plain.setTitle("Done", for: .normal)
            view.addSubview(plain)
            plain.sizeToFit()
            let system = UIButton(type: .system)
            system.setTitle("Done", for: .normal)
            view.addSubview(system)
            system.sizeToFit()
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The line of 18 pt, 21.48, + 12 → 34; of 15 pt, 17.90 + 12 → 30.
        #expect(session.frame("plain")?.height == 34)
        #expect(session.frame("system")?.height == 30)
        #expect((session.frame("plain")?.width ?? 0) > (session.frame("system")?.width ?? 0))
    }

    @Test("the app's factory given the view its view goes in adds it there: the code's constraints to it and in it hold, not stop")
    func factoryGivenItsParent() {
        var session = Session()
        let outcomes = session.script("""
            class PlayerController: UIViewController {
                let play = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bar = makeBottomBar(self.view)
                    bar.addSubview(play)
                    play.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        bar.heightAnchor.constraint(equalToConstant: 60),
                        play.centerXAnchor.constraint(equalTo: bar.centerXAnchor),
                        play.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                        play.widthAnchor.constraint(equalToConstant: 40),
                        play.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("bar") == Rect(x: 0, y: 607, width: 375, height: 60))
        // (375 − 40) / 2 = 167.5 → 167.667; (60 − 40) / 2 = 10.
        #expect(session.frame("play")?.isAbout(Rect(x: 167 + 2.0 / 3, y: 10, width: 40, height: 40)) == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'bar' is a UIView, added to the view it is given, view") })
    }

    @Test("a picker's wheels are 320×216; a date picker in the .wheels style too")
    func pickerSizes() {
        var session = Session()
        let outcomes = session.script("""
            let picker = UIDatePicker()
            picker.datePickerMode = .time
            picker.preferredDatePickerStyle = .wheels
            picker.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(picker)
            picker.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            picker.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            picker.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            let wheels = UIPickerView()
            wheels.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(wheels)
            wheels.topAnchor.constraint(equalTo: picker.bottomAnchor).isActive = true
            wheels.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("picker") == Rect(x: 0, y: 100, width: 375, height: 216))
        // (375 − 320) / 2 = 27.5 → 27.667.
        #expect(session.frame("wheels")?.isAbout(Rect(x: 27 + 2.0 / 3, y: 316, width: 320, height: 216)) == true)
    }

    @Test("Objective-C: a header's btnClose laid out with Masonry is a button; SEL and IMP locals are declarations; [self initWithCollectionViewLayout:] makes a collection view controller")
    func objectiveCNames() {
        var session = Session()
        let outcomes = session.script("""
            @implementation CloseViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                SEL action = @selector(close);
                [self.btnClose mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.width.height.equalTo(@50);
                    make.top.equalTo(self.view.mas_top).offset(10);
                    make.right.equalTo(self.view.mas_right).offset(-10);
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("btnClose") == Rect(x: 315, y: 10, width: 50, height: 50))

        var grid = Session()
        let shown = grid.script("""
            @interface FavoritesViewController ()
            @end
            @implementation FavoritesViewController
            - (instancetype)init {
                UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
                return [self initWithCollectionViewLayout:layout];
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.collectionView.alwaysBounceVertical = YES;
            }
            @end
            """)
        #expect(shown.allSatisfy { !$0.failed })
        #expect(grid.frame("collectionView") == Rect(x: 0, y: 0, width: 375, height: 667))
    }
}

@Suite("Third samples of the round: helpers given anchors, fluent setters, generic aliases")
struct ThirdSamples101Tests {
    @Test("a helper given one anchor pins the edge its name says to it (inward when it says padding); anchors(topAnchor:…) is the anchor helper")
    func anchorArguments() {
        var session = Session()
        let outcomes = session.script("""
            class HelpCard: UIView {
                let badge = UIView()
                let body = UIView()
                let inner = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(badge)
                    badge.centerTo(element: centerXAnchor)
                    badge.padTop(from: topAnchor, num: 30)
                    badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 40).isActive = true
                    addSubview(body)
                    body.padLeft(from: leftAnchor, num: 12)
                    body.padRight(from: rightAnchor, num: 20)
                    body.padTop(from: badge.bottomAnchor, num: 20)
                    body.heightAnchor.constraint(equalToConstant: 100).isActive = true
                    body.addSubview(inner)
                    inner.anchors(topAnchor: body.topAnchor, leadingAnchor: body.leadingAnchor, trailingAnchor: body.trailingAnchor,
                                  bottomAnchor: body.bottomAnchor, padding: .init(top: 10, left: 20, bottom: 30, right: 40))
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred in 375: 167.5 → 167.667; the body 12 in from the left, 20 from the right, 20 below the badge.
        #expect(session.frame("badge")?.isAbout(Rect(x: 167 + 2.0 / 3, y: 30, width: 40, height: 40)) == true)
        #expect(session.frame("body") == Rect(x: 12, y: 90, width: 343, height: 100))
        #expect(session.frame("inner") == Rect(x: 20, y: 10, width: 283, height: 60))
    }

    @Test("a fluent setter named as a UIKit property keeps the view in the chain, and into(view) adds it; a generic typealias is read")
    func fluentChain() {
        var session = Session()
        let outcomes = session.script("""
            class NoteController: UIViewController {
                typealias Styles<T> = [Int: T]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let note = UITextView().text(UIFont.systemFont(ofSize: 15), .blue, "Hi").into(view)
                    note.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        note.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                        note.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                        note.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                        note.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("note") == Rect(x: 10, y: 40, width: 355, height: 40))
    }

    @Test("the app's constraint function given two anchors joins them, given a dimension and a length sizes it")
    func anchorPairFunctions() {
        var session = Session()
        let outcomes = session.script("""
            class Badge: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let icon = UIView()
                    addSubview(icon)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    constraintEqual(anchor: icon.leftAnchor, toAnchor: leftAnchor)
                    constraintEqual(anchor: icon.topAnchor, toAnchor: topAnchor)
                    constraintEqual(anchor: icon.bottomAnchor, toAnchor: bottomAnchor)
                    constraintEqual(anchor: icon.widthAnchor, toAnchor: icon.heightAnchor)
                    dimension(dimension: heightAnchor, withValue: 50)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(session.frame("badge")?.height == 50)
    }

    @Test("Objective-C: a getter sent as a bare message ([card box];) runs it, as reading the property does")
    func bareGetterMessage() {
        var session = Session()
        let outcomes = session.script("""
            @interface Card : UIView
            @property (nonatomic, strong) UIView *box;
            @end
            @implementation Card
            - (UIView *)box {
                if (!_box) {
                    _box = [[UIView alloc] init];
                    _box.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_box];
                    [_box.widthAnchor constraintEqualToConstant:100].active = YES;
                    [_box.heightAnchor constraintEqualToConstant:50].active = YES;
                    [_box.topAnchor constraintEqualToAnchor:self.topAnchor constant:10].active = YES;
                    [_box.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:20].active = YES;
                }
                return _box;
            }
            @end
            @implementation HostController
            - (void)viewDidLoad {
                [super viewDidLoad];
                Card *card = [[Card alloc] init];
                [card box];
                card.frame = CGRectMake(0, 0, 200, 100);
                [self.view addSubview:card];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(session.frame("box") == Rect(x: 20, y: 10, width: 100, height: 50))
    }
}
