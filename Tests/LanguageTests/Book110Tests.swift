@testable import Language
import Layout
import Testing

/// What the tenth round of fresh app code tripped on. Pastes are written for this test; frames
/// derived by hand on the bare 375×667 screen.
@Suite("Fresh app code, tenth round")
struct Book110Tests {
    static func selfSizingRows(height: String?, footer: Bool) -> String {
        """
        class NoteRow: UITableViewCell {
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                title.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        class Notes: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let list = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                list.register(NoteRow.self, forCellReuseIdentifier: "row")
                list.dataSource = self
                list.delegate = self
                view.addSubview(list)
                list.snp.makeConstraints { $0.edges.equalToSuperview() }
                \(footer ? "list.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))" : "")
            }
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 4 }
            func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                let cell = t.dequeueReusableCell(withIdentifier: "row", for: i) as! NoteRow
                cell.title.text = "Note"
                return cell
            }
            \(height.map { "func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { \($0) }" } ?? "")
        }
        """
    }

    @Test("heightForRowAt answering UITableView.automaticDimension leaves the app's cells to size themselves, said as such, with the footer that waits on them")
    func heightForRowAtAutomaticDimension() {
        var session = Session()
        let outcomes = session.script(Self.selfSizingRows(height: "UITableView.automaticDimension", footer: true))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("list") == Rect(x: 0, y: 0, width: 375, height: 667))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains {
            $0.hasPrefix("list: its content size is not worked out: its rows are NoteRow cells, each as tall as its constraints make it")
                && $0.hasSuffix("its tableFooterView 'tableFooterView' stands below the rows and is not placed")
        })
        // UIKit's constant is read, not skipped as unknown.
        #expect(!notes.contains { $0.contains("skipped 'UITableView.automaticDimension'") })
        #expect(Library.staticSignature("automaticDimension", of: "UITableView") != nil)
    }

    @Test("a heightForRowAt giving a number still sizes the content: four rows of 60 and the 40-tall footer below them")
    func heightForRowAtNumber() {
        var session = Session()
        let outcomes = session.script(Self.selfSizingRows(height: "60", footer: true))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.contentSize("list") == Size(width: 375, height: 280))
        #expect(session.frame("tableFooterView") == Rect(x: 0, y: 240, width: 375, height: 40))
    }

    @Test("the app's cell class named as a row, not a cell, is still the app's: its rows are not taken for UIKit's 44-point cells")
    func appCellNotNamedCell() {
        var session = Session()
        let outcomes = session.script(Self.selfSizingRows(height: nil, footer: false))
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.contentSize("list") != Size(width: 375, height: 176))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("list: its content size is not worked out: its rows are NoteRow cells")
        })
    }

    @Test("the app's helper given the view controller pins to what only a controller has, its layout guides: the safe area's edges")
    func helperGivenTheController() {
        var session = Session()
        let outcomes = session.script("""
            @interface Menu : UIViewController
            @end
            @implementation Menu
            - (void)viewDidLoad {
                [super viewDidLoad];
                MenuPanel *panel = [MenuPanel new];
                [self.view addSubview:panel];
                [panel pinTopAndBottomToViewController:self];
                [panel autoPinLeftRightToSuper];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("panel") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'pinTopAndBottomToViewController(_:)' is the app's own helper (not in the paste): by its name taken to pin its top and bottom to the controller's layout guides (root's safe area)")
        })
        // On an iPhone SE the status bar takes 20 points: the top guide is below it, 667 − 20 tall.
        var device = Session()
        _ = device.run("device iPhone SE")
        _ = device.script("""
            class Menu: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let panel = UIView()
                    view.addSubview(panel)
                    panel.pinTopAndBottomToViewController(self)
                    panel.pinHorizontallyToSuperview()
                }
            }
            """)
        #expect(device.frame("panel") == Rect(x: 0, y: 20, width: 375, height: 647))
    }
}
