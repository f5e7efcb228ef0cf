import Language
import Layout
import Testing

/// Shapes met in app files of set 67: a table cell's accessory, which narrows its content view;
/// a view class's own `@IBOutlet`s, which its nib puts inside it; controls the app names with
/// abbreviations (`…Btn`, `…Lbl`); a cell's state flags read before anything sets them. Every
/// paste is written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 67")
struct RealApps67Tests {
    @Test("a disclosure indicator narrows the cell's content view by 34: a label pinned 20 and 10 in is 375 - 34 - 30 wide")
    func disclosureIndicatorNarrowsTheContentView() {
        var session = Session()
        let outcomes = session.script("""
        class SettingRow: UITableViewCell {
            let titleLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                accessoryType = .disclosureIndicator
                titleLabel.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(titleLabel)
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                    titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                    titleLabel.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The content view (the cell here) is 375 - 34 = 341 wide, 12 + 20 + 12 = 44 tall.
        #expect(session.frame("settingRow") == Rect(x: 0, y: 0, width: 341, height: 44))
        // The label from 20 to 341 - 10 = 331: 311 wide.
        #expect(session.frame("titleLabel") == Rect(x: 20, y: 12, width: 311, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("34") && $0.contains("disclosure indicator") && $0.contains("341") })
    }

    @Test("each accessory type takes its own room: a checkmark 40, the detail button 48, both buttons 68, none nothing")
    func accessoryTypesTakeTheirRoom() {
        for (type, width) in [("checkmark", 335.0), ("detailButton", 327), ("detailDisclosureButton", 307), ("none", 375)] {
            var session = Session()
            session.script("""
            class Row: UITableViewCell {
                let label = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    accessoryType = .\(type)
                    contentView.addSubview(label)
                    label.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
            #expect(session.frame("label") == Rect(x: 0, y: 0, width: width, height: 44), "\(type)")
        }
    }

    @Test("an accessory view set once the table holds the cell narrows it then, by the view's width and 16: a switch takes 51 + 16")
    func accessoryViewSetInLayoutSubviews() {
        var session = Session()
        let outcomes = session.script("""
        class ToggleRow: UITableViewCell {
            let nameLabel = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(nameLabel)
                nameLabel.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
                    make.height.equalTo(24)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                accessoryView = UISwitch()
            }
        }
        """)
        // 375 - (51 + 16) = 308 for the content view; the label 16 in from each side: 276 wide.
        #expect(session.frame("toggleRow") == Rect(x: 0, y: 0, width: 308, height: 44))
        #expect(session.frame("nameLabel") == Rect(x: 16, y: 10, width: 276, height: 24))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("accessory view") && $0.contains("308") })
    }

    @Test("a cell's @IBOutlets are made inside the cell, where its nib puts them: awakeFromNib's constraints to contentView hold")
    func cellOutletsAreInsideTheCell() {
        var session = Session()
        let outcomes = session.script("""
        class ProductCell: UITableViewCell {
            @IBOutlet weak var thumbView: UIImageView!
            @IBOutlet weak var nameLabel: UILabel!
            override func awakeFromNib() {
                super.awakeFromNib()
                thumbView.translatesAutoresizingMaskIntoConstraints = false
                nameLabel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    thumbView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    thumbView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                    thumbView.widthAnchor.constraint(equalToConstant: 60),
                    thumbView.heightAnchor.constraint(equalToConstant: 60),
                    contentView.bottomAnchor.constraint(equalTo: thumbView.bottomAnchor, constant: 8),
                    nameLabel.leadingAnchor.constraint(equalTo: thumbView.trailingAnchor, constant: 12),
                    nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                    nameLabel.centerYAnchor.constraint(equalTo: thumbView.centerYAnchor),
                ])
            }
        }
        """)
        // The row is 8 + 60 + 8 = 76 tall; the thumbnail 8 in.
        #expect(session.frame("productCell") == Rect(x: 0, y: 0, width: 375, height: 76))
        #expect(session.frame("thumbView") == Rect(x: 8, y: 8, width: 60, height: 60))
        // The label from 8 + 60 + 12 = 80 to 375 - 8 = 367, its (empty) line centred on the thumbnail's 38.
        #expect(session.frame("nameLabel") == Rect(x: 80, y: 38, width: 287, height: 0))
        #expect(session.layout.id(of: "thumbView").flatMap { session.layout.superview(of: $0) } == session.layout.id(of: "productCell"))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("@IBOutlet thumbView") && $0.contains("in productCell, where its nib puts it") })
    }

    @Test("a view that loads its own nib has its outlets inside it: constraints between them and the view hold")
    func nibViewOutletsAreInsideTheView() {
        var session = Session()
        session.script("""
        class BadgeView: UIView {
            @IBOutlet weak var iconView: UIImageView!
            @IBOutlet weak var textLabel: UILabel!
            override init(frame: CGRect) {
                super.init(frame: frame)
                Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)
                iconView.translatesAutoresizingMaskIntoConstraints = false
                textLabel.translatesAutoresizingMaskIntoConstraints = false
                iconView.widthAnchor.constraint(equalToConstant: 24).isActive = true
                iconView.heightAnchor.constraint(equalToConstant: 24).isActive = true
                iconView.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                iconView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4).isActive = true
                iconView.leftAnchor.constraint(equalTo: leftAnchor, constant: 16).isActive = true
                textLabel.leftAnchor.constraint(equalTo: iconView.rightAnchor, constant: 8).isActive = true
                textLabel.rightAnchor.constraint(equalTo: rightAnchor, constant: -16).isActive = true
                textLabel.centerYAnchor.constraint(equalTo: iconView.centerYAnchor).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 4 + 24 + 4 = 32 tall and as wide as the screen; the label from 16 + 24 + 8 = 48 to 359.
        #expect(session.frame("iconView") == Rect(x: 16, y: 4, width: 24, height: 24))
        #expect(session.frame("textLabel") == Rect(x: 48, y: 16, width: 311, height: 0))
    }

    @Test("the app's controls named with abbreviations are the UIKit class they abbreviate: …Btn a button, …Lbl a label")
    func abbreviatedControlNames() {
        var session = Session()
        let outcomes = session.script("""
        class MenuViewController: UIViewController {
            let homeBtn = MenuBtn(title: "Home")
            let helpBtn = MenuBtn(title: "Help")
            let countLbl = BadgeLbl(text: "3")
            override func viewDidLoad() {
                super.viewDidLoad()
                let stack = UIStackView(arrangedSubviews: [homeBtn, helpBtn, countLbl])
                stack.axis = .vertical
                stack.distribution = .fillEqually
                stack.spacing = 10
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                    stack.heightAnchor.constraint(equalToConstant: 140),
                ])
            }
        }
        """)
        // Three equal rows in 140 with two gaps of 10: 40 each, at 0, 50 and 100.
        #expect(session.frame("homeBtn") == Rect(x: 0, y: 0, width: 335, height: 40))
        #expect(session.frame("helpBtn") == Rect(x: 0, y: 50, width: 335, height: 40))
        #expect(session.frame("countLbl") == Rect(x: 0, y: 100, width: 335, height: 40))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("MenuBtn is not in the paste, a UIButton by its name") })
        #expect(notes.contains { $0.contains("BadgeLbl is not in the paste, a UILabel by its name") })
    }

    @Test("the app's own …Cell, not in the paste, that code adds to a view is a plain view there: its rows are placed")
    func appCellTypeIsAPlainView() {
        var session = Session()
        let outcomes = session.script("""
        class MineViewController: UIViewController {
            var accountCell: CommonCell!
            var ordersCell: CommonCell!
            override func viewDidLoad() {
                super.viewDidLoad()
                accountCell = CommonCell()
                accountCell.title = "Account"
                view.addSubview(accountCell)
                accountCell.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(170)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(55)
                }
                ordersCell = CommonCell()
                ordersCell.addTarget(self, action: #selector(openOrders), for: .touchUpInside)
                view.addSubview(ordersCell)
                ordersCell.snp.makeConstraints { make in
                    make.top.equalTo(accountCell.snp.bottom)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(55)
                }
            }
            @objc func openOrders() {}
        }
        """)
        #expect(session.frame("accountCell") == Rect(x: 0, y: 170, width: 375, height: 55))
        #expect(session.frame("ordersCell") == Rect(x: 0, y: 225, width: 375, height: 55))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("CommonCell is drawn as a plain view") })
    }

    @Test("a cell's isSelected and isHighlighted are false until code sets them, as for a cell just shown")
    func cellStateFlagsStartFalse() {
        var session = Session()
        let outcomes = session.script("""
        class ChipCell: UICollectionViewCell {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(title)
                title.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    make.width.equalTo(isSelected ? 120 : 80)
                    make.height.equalTo(isHighlighted ? 40 : 30)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("title") == Rect(x: 0, y: 0, width: 80, height: 30))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("isSelected") })
    }
}
