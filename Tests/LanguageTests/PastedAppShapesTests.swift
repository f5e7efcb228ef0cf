import Language
import Layout
import Testing

/// Swift as app files write it, beyond the first reading: names as written, key paths, methods
/// named with their labels, and the shown view of a pasted class sized as the app would show it.
@Suite("pasted app code: names, key paths and shown views")
struct PastedAppShapesTests {
    @Test("a 'view' declared inside viewDidLoad is listed as 'view', and at the prompt 'view' is still the root view")
    func localViewKeepsItsName() {
        var session = Session()
        session.script("""
        final class BadgeViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                self.view.addSubview(view)
            }
        }
        let mark = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.addSubview(mark)
        """)
        // The local keeps its written name in the layout…
        #expect(session.frame("view") == Rect(x: 10, y: 20, width: 30, height: 40))
        // …and the top level's `view` is the root view, where `mark` went.
        #expect(session.layout.id(of: "mark").flatMap { session.layout.superview(of: $0) } == .root)
        #expect(session.layout.id(of: "view2") == nil)
    }

    @Test("a view made without a name it is bound to is not called 'view': the first of a map is view2")
    func unnamedViewsAreNotCalledView() {
        var session = Session()
        session.script("""
        let rows = (0..<2).map { _ in UIView() }
        rows.forEach { view.addSubview($0) }
        """)
        #expect(session.layout.id(of: "view") == nil)
        #expect(session.layout.id(of: "view2") != nil)
        #expect(session.layout.id(of: "view3") != nil)
    }

    @Test("a key path is the function it stands for: map(\\.frame.width), compactMap(\\.superview), \\UILabel.frame.minY")
    func keyPathsReadProperties() {
        var session = Session()
        session.script("""
        let first = UILabel(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        let second = UILabel(frame: CGRect(x: 0, y: 10, width: 20, height: 10))
        let labels = [first, second]
        labels.forEach(view.addSubview(_:))
        let widths = labels.map(\\.frame.width)
        let tops = labels.map(\\UILabel.frame.minY)
        let placed = labels.compactMap(\\.superview?.frame.width)
        let bar = UIView(frame: CGRect(x: tops[1], y: tops[0], width: widths[0] + widths[1], height: placed[0] / 75))
        view.addSubview(bar)
        """)
        // x = second's minY 10, y = first's minY 30, width 10 + 20, height 375 / 75.
        #expect(session.frame("bar") == Rect(x: 10, y: 30, width: 30, height: 5))
    }

    @Test("a key path ends where its components do, so the next line is a statement; p[keyPath: path] reads and sets it")
    func keyPathSubscriptAndLineEnd() {
        var session = Session()
        session.script("""
        let ruler = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        var side = \\UIView.frame.width

        let doubled = UIView(frame: CGRect(x: 0, y: 0, width: ruler[keyPath: side] * 2, height: 5))
        side = \\.frame.height
        let half = UIView(frame: CGRect(x: 0, y: 0, width: ruler[keyPath: side] / 2, height: 5))
        view.addSubview(doubled)
        view.addSubview(half)
        half[keyPath: \\UIView.frame.origin.y] = 40
        """)
        #expect(session.frame("doubled") == Rect(x: 0, y: 0, width: 60, height: 5))
        #expect(session.frame("half") == Rect(x: 0, y: 40, width: 5, height: 5))
    }

    @Test("a method named with its argument labels, addSubview(_:), is the method as a value")
    func compoundNamesAreMethods() {
        var session = Session()
        session.script("""
        final class PairView: UIView {
            let left = UIView()
            let right = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [left, right].forEach(addSubview(_:))
                left.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
                right.frame = CGRect(x: 50, y: 0, width: 40, height: 40)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let pair = PairView(frame: CGRect(x: 0, y: 100, width: 90, height: 40))
        view.addSubview(pair)
        """)
        #expect(session.frame("right") == Rect(x: 50, y: 0, width: 40, height: 40))
        #expect(session.layout.id(of: "right").flatMap { session.layout.superview(of: $0) } == session.layout.id(of: "pair"))
    }

    @Test("in a class on the app's own base view, a member the paste does not have is the base's, skipped with a note naming it")
    func appBaseMembersAreSkipped() {
        var session = Session()
        let outcomes = session.script("""
        final class PriceRow: BaseRowView {
            let amount = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(amount)
                self.container.backgroundColor = .red
                amount.frame = CGRect(x: 8, y: 4, width: 60, height: 20)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let row = PriceRow(frame: CGRect(x: 0, y: 100, width: 200, height: 28))
        view.addSubview(row)
        """)
        #expect(session.frame("amount") == Rect(x: 8, y: 4, width: 60, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'container': PriceRow derives from 'BaseRowView', the app's own") })
    }

    @Test("a pasted header whose labels are empty (the app fills them) is shown as wide as the screen, not squeezed to their empty text")
    func shownViewWithEmptyLabelsFillsTheWidth() {
        var session = Session()
        let outcomes = session.script("""
        final class ProfileHeader: UIView {
            let nameLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(nameLabel)
                nameLabel.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(20)
                    make.left.right.equalToSuperview().inset(16)
                }
                snp.makeConstraints { make in
                    make.height.equalTo(120)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            func configure(name: String) { nameLabel.text = name }
        }
        """)
        // 375 wide and its own 120 tall; the label spans the width less 16 on each side.
        #expect(session.frame("profileHeader") == Rect(x: 0, y: 0, width: 375, height: 120))
        #expect(session.frame("nameLabel") == Rect(x: 16, y: 20, width: 343, height: 0))
        #expect(outcomes.last?.notes.contains { $0.contains("its labels are empty (the app fills them)") && $0.contains("32 wide") } == true)
    }

    @Test("a pasted badge whose label has its text keeps the size its constraints give")
    func shownViewWithTextKeepsItsSize() {
        var session = Session()
        session.script("""
        final class Badge: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.text = "New"
                addSubview(label)
                label.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(4)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        let label = session.frame("label")
        #expect(label.map { $0.width > 0 && $0.width < 100 } == true)
        #expect(session.frame("badge")?.width == label.map { $0.width + 8 })
    }

    @Test("a table cell whose constraints give its content no height is shown 44 tall, UIKit's standard row height")
    func collapsedCellGetsTheStandardHeight() {
        var session = Session()
        let outcomes = session.script("""
        final class NoteCell: UITableViewCell {
            let title = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                title.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("noteCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(outcomes.last?.notes.contains { $0.contains("standard row height, 44") } == true)
    }

    @Test(".init(251) is a priority, a picker's delegate is skipped, and TextFieldWithPadding stands in as a text field")
    func smallSpellingsApps() {
        var session = Session()
        let outcomes = session.script("""
        let name = UILabel()
        view.addSubview(name)
        name.setContentHuggingPriority(.init(251), for: .horizontal)
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        let field = TextFieldWithPadding()
        view.addSubview(field)
        field.frame = CGRect(x: 8, y: 8, width: 100, height: 30)
        let flags = ["a", "b", "c"]
        let pick = flags[Int.random(in: 0...2)]
        """)
        #expect(session.layout.id(of: "name").flatMap { session.layout.view($0)?.huggingPriority[.horizontal] } == 251)
        #expect(session.frame("field") == Rect(x: 8, y: 8, width: 100, height: 30))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'dataSource': a UIPickerView is drawn as a plain view") })
        #expect(notes.contains { $0.contains("'TextFieldWithPadding' is not in the paste: taken as the UITextField") })
        #expect(notes.contains { $0.contains("the index is not worked out here") })
    }
}
