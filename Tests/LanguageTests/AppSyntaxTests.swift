import Language
import Layout
import Testing

/// Swift that apps compile and pasted code used to be refused on: each paste here is written for
/// this test, frames derived by hand on the default 375×667 screen.
@Suite("Swift as apps write it, read")
struct AppSyntaxTests {
    @Test("an assignment in a branch of a conditional expression runs when its branch is taken")
    func assignmentInTernary() {
        var session = Session()
        session.script("""
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(box)
        let wide = true
        func shrink() { box.frame.size.height = 2 }
        wide ? box.frame.size.width = 50 : shrink()
        !wide ? box.frame.size.width = 70 : shrink()
        """)
        // The first sets the width to 50; the second takes its other branch: height 2.
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 50, height: 2))
    }

    @Test("if let and guard let take an optional tuple apart; the app's tuple goes on with its parts the app's")
    func tupleOptionalBinding() {
        var session = Session()
        let outcomes = session.script("""
        final class AvatarViewController: UIViewController {
            var model: (String, CGFloat)? = ("Ada", 30)
            var viewModel: AvatarViewModel?
            let icon = UIView()
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(icon)
                view.addSubview(badge)
                if let (_, side) = model { icon.frame = CGRect(x: 0, y: 0, width: side, height: side) }
                // The app sets its view model before presenting the controller.
                guard let (name, image) = viewModel else { return }
                badge.frame = CGRect(x: 40, y: 0, width: 12, height: 12)
            }
        }
        """)
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 30, height: 30))
        #expect(session.frame("badge") == Rect(x: 40, y: 0, width: 12, height: 12))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("its parts are the app's") })
    }

    @Test("an enum case's payload may be a function type, labelled, with a default")
    func enumPayloadTypes() {
        var session = Session()
        session.script("""
        enum Row {
            case header(showsSeparator: Bool)
            case toggle(enable: () -> (), _ title: String = "On")
            case item(String), spacer([String: Int])
        }
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 8))
        view.addSubview(row)
        """)
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 30, height: 8))
    }

    @Test("Type.self is the type: registering a cell class and naming it run")
    func metatype() {
        var session = Session()
        let outcomes = session.script("""
        final class ItemCell: UITableViewCell {}
        final class ListViewController: UIViewController {
            let tableView = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(ItemCell.self, forCellReuseIdentifier: String(describing: ItemCell.self))
                view.addSubview(tableView)
                tableView.frame = CGRect(x: 0, y: 20, width: 375, height: 400)
                print(self.hash, tableView.hash)
            }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
        #expect(session.frame("tableView") == Rect(x: 0, y: 20, width: 375, height: 400))
    }

    @Test("a call with more arguments than the UIKit method of its name, or another class's labels, is the app's own extension, skipped")
    func appOverloads() {
        var session = Session()
        let outcomes = session.script("""
        let stack = UIStackView()
        let icon = UIImageView()
        stack.addArrangedSubview(icon)
        stack.setCustomSpacing(8, after: icon, relation: .equal)
        icon.setImage(from: "https://example.test/a.png", placeholder: nil)
        view.addSubview(stack)
        stack.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        """)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("skipped 'setCustomSpacing(_:after:relation:)'") })
        #expect(notes.contains { $0.hasPrefix("skipped 'setImage(from:placeholder:)'") })
        // A misspelt label where UIKit's method takes as many arguments is still an error.
        #expect(session.failing("stack.setCustomSpacing(8, aftr: icon)").contains("no 'setCustomSpacing' with the argument label 'aftr:'"))
    }

    @Test("an extension of the app's own class from another file names that class's members, not misspellings")
    func extensionOfAppClass() {
        var session = Session()
        let outcomes = session.script("""
        final class StrengthView: UIView {
            let bar = UIView()
        }
        extension StrengthMeterCell {
            var isFull: Bool { return fillImage == fullImage }
        }
        """)
        #expect(!outcomes.contains { $0.failed })
    }

    @Test("an app base class named after a stack view and overriding layoutSubviews stands for a stack view")
    func stackNamedBase() {
        var session = Session()
        session.script("""
        final class ChipRow: HorizontalStackView {
            let a = UIView()
            let b = UIView()
            override func layoutSubviews() { super.layoutSubviews() }
            override func setupHierarchy() {
                spacing = 6
                addArrangedSubview(a)
                addArrangedSubview(b)
                for chip in [a, b] {
                    chip.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    chip.heightAnchor.constraint(equalToConstant: 20).isActive = true
                }
            }
        }
        """)
        // Shown at its own size: 20 + 6 + 20 wide, 20 tall, b after a and the spacing.
        #expect(session.frame("chipRow") == Rect(x: 0, y: 0, width: 46, height: 20))
        #expect(session.frame("b") == Rect(x: 26, y: 0, width: 20, height: 20))
    }
}
