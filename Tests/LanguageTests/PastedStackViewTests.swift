import Language
import Layout
import Testing

/// UIStackView in pasted Swift, lowered to the same stack the `stack` command makes. Labels use
/// the documented metric: "Name" 34×20, "Email" 42.5×20, "Go" 17×20.
@Suite("pasted UIStackView")
struct PastedStackViewTests {
    static let controller = """
        class FormViewController: UIViewController {
            let nameLabel = UILabel()
            let emailLabel = UILabel()
            let goLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                nameLabel.text = "Name"
                emailLabel.text = "Email"
                goLabel.text = "Go"
                let stack = UIStackView(arrangedSubviews: [nameLabel, emailLabel])
                stack.axis = .vertical
                stack.spacing = 8
                stack.alignment = .leading
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                stack.addArrangedSubview(goLabel)
                stack.setCustomSpacing(20, after: emailLabel)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                ])
            }
        }
        """

    @Test("a stack made in viewDidLoad lays out its labels with its spacing and custom spacing")
    func inViewController() {
        var s = Session()
        let outcome = s.run(Self.controller)
        #expect(!outcome.failed, "\(outcome.diagnostics.rendered(source: Self.controller))")
        // Down from y 40: name 0…20, +8, email 28…48, +20 (custom after email), go 68…88.
        // Leading alignment: each at x 0 with its own width; the stack as wide as Email, 42.5.
        #expect(s.frame("stack") ≈ Rect(x: 16, y: 40, width: 45, height: 89))
        #expect(s.frame("nameLabel") == Rect(x: 0, y: 0, width: 45, height: 61.0 / 3))
        #expect(s.frame("emailLabel") == Rect(x: 0, y: 85.0 / 3, width: 122.0 / 3, height: 61.0 / 3))
        #expect(s.frame("goLabel") ≈ Rect(x: 0, y: 206.0 / 3, width: 22, height: 61.0 / 3))
        let stack = s.layout.id(of: "stack")!
        #expect(s.layout.stack(stack)?.arrangedSubviews.compactMap { s.layout.name(of: $0) } == ["nameLabel", "emailLabel", "goLabel"])
    }

    @Test("isHidden on a pasted arranged view takes its room and spacing away; removeArrangedSubview keeps the subview")
    func hidingAndRemoving() {
        var s = Session()
        _ = s.run(Self.controller)
        let hide = s.run("emailLabel.isHidden = true")
        #expect(!hide.failed)
        // email 0 tall; its gaps are 8/2 and 20/2: go at 20.333 + 4 + 0 + 10 = 34.333. The stack no
        // longer counts Email's width: 45 (Name).
        #expect(s.frame("goLabel")?.minY ≈ (103.0 / 3))
        #expect(s.frame("stack") ≈ Rect(x: 16, y: 40, width: 45, height: 164.0 / 3))
        let remove = s.run("stack.removeArrangedSubview(goLabel)")
        #expect(!remove.failed)
        #expect(s.layout.superview(of: s.layout.id(of: "goLabel")!) == s.layout.id(of: "stack"))
        // Only name (and hidden email, 0 tall, with no spacing at the end): 20.333 tall.
        #expect(s.frame("stack")?.height == 61.0 / 3)
    }

    @Test("an unknown distribution is refused with the ones there are")
    func unknownDistribution() {
        var s = Session()
        _ = s.run(Self.controller)
        let outcome = s.run("stack.distribution = .spread")
        #expect(outcome.failed)
        #expect(outcome.diagnostics.rendered(source: "stack.distribution = .spread")
            .contains("expected the distribution: .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering"))
    }
}

extension PastedStackViewTests {
    @Test("a pasted subclass of UIStackView is a stack view")
    func subclass() {
        var s = Session()
        let paste = """
            class RowStack: UIStackView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    spacing = 5
                }
            }
            let row = RowStack()
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            let a = UILabel()
            a.text = "Go"
            let b = UILabel()
            b.text = "Stop"
            row.addArrangedSubview(a)
            row.addArrangedSubview(b)
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """
        let outcome = s.run(paste)
        #expect(!outcome.failed, "\(outcome.diagnostics.rendered(source: paste))")
        // "Go" 22 wide, +5, "Stop" 36 wide at 27; the row 63 × 20.333.
        #expect(s.frame("b") ≈ Rect(x: 27, y: 0, width: 36, height: 61.0 / 3))
        #expect(s.frame("row") ≈ Rect(x: 0, y: 0, width: 63, height: 61.0 / 3))
    }

    @Test("views added to the controller's view, then arranged in a stack made after them, move into the stack as UIKit moves them")
    func placedViewsMoveIntoALaterStack() {
        var s = Session()
        s.script("""
        class ShelfController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let upper = UIView()
                let lower = UIView()
                [upper, lower].forEach { view.addSubview($0) }
                upper.heightAnchor.constraint(equalToConstant: 40).isActive = true
                lower.heightAnchor.constraint(equalToConstant: 60).isActive = true
                let shelf = UIStackView(arrangedSubviews: [upper, lower])
                shelf.axis = .vertical
                shelf.spacing = 10
                shelf.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(shelf)
                NSLayoutConstraint.activate([
                    shelf.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    shelf.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    shelf.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                ])
            }
        }
        """)
        // 40 + 10 + 60 = 110 tall, 20 in from each side; the two views are the stack's, in its coordinates.
        #expect(s.frame("shelf") == Rect(x: 20, y: 100, width: 335, height: 110))
        #expect(s.frame("upper") == Rect(x: 0, y: 0, width: 335, height: 40))
        #expect(s.frame("lower") == Rect(x: 0, y: 50, width: 335, height: 60))
        let shelf = s.layout.id(of: "shelf")
        #expect(s.layout.id(of: "upper").flatMap { s.layout.superview(of: $0) } == shelf)
    }
}

@Suite("an image the paste does not hold")
struct PastedImageSizeTests {
    @Test("'image NAME size WxH', as the note says, gives a pasted image view its image's size; a new view still needs a new name")
    func sizeAfterThePaste() {
        var s = Session()
        let outcome = s.run("""
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let kitten = UIImageView(image: UIImage(named: "kitten"))
            stack.addArrangedSubview(kitten)
            """)
        #expect(outcome.notes.contains { $0.contains("kitten: the image is not in the paste") && $0.contains("'image kitten size WxH'") })
        #expect(!s.run("image kitten size 300x200").failed)
        #expect(s.frame("kitten") == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(s.frame("stack") == Rect(x: 0, y: 0, width: 300, height: 200))
        // Anything else that names an existing view is a declaration, refused as before.
        let again = s.run("image kitten in stack size 10x10")
        #expect(again.diagnostics.first?.message.contains("a view named 'kitten' already exists") == true)
        #expect(s.run("image stack size 10x10").diagnostics.first?.message.contains("already exists") == true)
    }

    @Test("an SF Symbol is named as UIKit's own image, whose size is not modelled, not as an image missing from the paste")
    func systemSymbol() {
        var s = Session()
        let outcome = s.run("""
            let badge = UIImageView(image: UIImage(systemName: "bell.fill"))
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
            let later = UIImageView()
            view.addSubview(later)
            later.image = UIImage(systemName: "gear")
            """)
        #expect(outcome.notes.contains("badge: the image is the system symbol \"bell.fill\", whose size (from its font and "
            + "configuration) is not modelled, so its size is unknown; give it one with 'image badge size WxH' or constraints"))
        #expect(outcome.notes.contains { $0.hasPrefix("later.image: the image is the system symbol \"gear\"") })
        #expect(!outcome.notes.contains { $0.contains("not in the paste") })
        // The note's command works as for any image: centred, 40 from the top.
        #expect(!s.run("image badge size 24x22").failed)
        #expect(s.frame("badge") == Rect(x: 175.5, y: 40, width: 24, height: 22).snapped(toPixelsOf: 3))
    }
}
