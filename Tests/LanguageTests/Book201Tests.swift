@testable import Language
import Layout
import Testing

/// What the forty-ninth round's samples of app code tripped on. Pastes are written for this
/// test; frames derived by hand.
@Suite("Fresh app code, forty-ninth round")
struct Book201Tests {
    static let sectionedList = """
        import UIKit
        class ScheduleController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let tableView = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.frame = view.bounds
                tableView.dataSource = self
                tableView.delegate = self
                tableView.rowHeight = 50
                PADDING
                view.addSubview(tableView)
            }
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                section == 1 ? 0 : 30
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell()
            }
        }
        """

    @Test("a plain table's section headers get sectionHeaderTopPadding above them: a number set is added over each header shown, the automatic one is said not to be modelled")
    func sectionHeaderTopPadding() {
        func run(_ padding: String) -> (Session, [String]) {
            var session = Session()
            let outcomes = session.script("device iPhone 8\n" + Self.sectionedList.replacingOccurrences(of: "PADDING", with: padding))
            #expect(outcomes.allSatisfy { !$0.failed })
            return (session, outcomes.flatMap(\.notes))
        }
        // Set to 0: two headers of 30 and six rows of 50.
        let (none, _) = run("tableView.sectionHeaderTopPadding = 0")
        #expect(none.contentSize("tableView") == Size(width: 375, height: 360))
        // Set to 10: 10 above each of the two headers shown; section 1 shows none.
        let (ten, _) = run("if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 10 }")
        #expect(ten.contentSize("tableView") == Size(width: 375, height: 380))
        // Left automatic, UIKit's own padding: not worked out, and said.
        let (automatic, notes) = run("")
        #expect(automatic.scrollFacts("tableView")?.contentKnown == false)
        #expect(notes.contains {
            $0.hasPrefix("tableView: its content size is not worked out: its section headers have UIKit's automatic sectionHeaderTopPadding")
                && $0.contains("set tableView.sectionHeaderTopPadding = 0")
        })
    }

    @Test("a button's attributed title is measured in the font its attributes give, as a title label's font would be")
    func attributedButtonTitleFont() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            @interface LoginController : UIViewController
            @end
            @implementation LoginController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSDictionary *small = @{NSFontAttributeName: [UIFont systemFontOfSize:14]};
                UIButton *forgot = [UIButton buttonWithType:UIButtonTypeCustom];
                [forgot setAttributedTitle:[[NSAttributedString alloc] initWithString:@"Forgot password?" attributes:small]
                                  forState:UIControlStateNormal];
                [self.view addSubview:forgot];
                [forgot sizeToFit];
                UIButton *plain = [UIButton buttonWithType:UIButtonTypeCustom];
                [plain setTitle:@"Forgot password?" forState:UIControlStateNormal];
                plain.titleLabel.font = [UIFont systemFontOfSize:14];
                [self.view addSubview:plain];
                [plain sizeToFit];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Both the same title at 14 points: a line of 14 × 1.1934 rounded up (17) plus 6 above
        // and below, as wide as the text.
        #expect(session.frame("forgot") == session.frame("plain"))
        #expect(session.frame("forgot")?.height == 29)
    }

    @Test("a button's background image the paste lacks is said to be left out of its size")
    func backgroundImageNoted() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            let login = UIButton(type: .custom)
            login.setBackgroundImage(UIImage(named: "pill"), for: .normal)
            login.setTitle("Login", for: .normal)
            view.addSubview(login)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("login.setBackgroundImage(_:for:): the image is not in the paste, so the button is sized from its title alone")
        })
    }

    @Test("TinyConstraints' stack takes an explicit nil width and height as its defaults: no size given")
    func tinyStackWithNilSizes() {
        var session = Session()
        let outcomes = session.script("""
            device iPhone 8
            import UIKit
            import TinyConstraints
            let card = UIView(); let title = UIView(); let body = UIView()
            view.addSubview(card)
            card.stack([title, body], axis: .vertical, width: nil, height: nil, spacing: 6)
            card.edgesToSuperview()
            title.height(40)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 375, height: 40))
        #expect(session.frame("body") == Rect(x: 0, y: 46, width: 375, height: 621))
    }
}
