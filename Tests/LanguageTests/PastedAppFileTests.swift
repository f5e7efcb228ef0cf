import Language
import Layout
import Testing

/// Whole files as apps write them that used to be refused or shown at frames UIKit would not
/// give. Every paste here is written for this test; the frames are derived by hand on the
/// default 375×667 screen.
@Suite("pasted app files: UIKit's own types, base-class hooks, the view a file shows")
struct PastedAppFileTests {
    @Test("UIAction and UIEvent are UIKit's types, not misspellings of UIButton and UIFont: a menu of actions leaves the button where its constraints put it")
    func realUIKitTypesAreNotMisspellings() {
        var session = Session()
        let outcomes = session.script("""
        final class PlanViewController: UIViewController {
            private let planButton = UIButton(type: .system)

            override func viewDidLoad() {
                super.viewDidLoad()
                planButton.translatesAutoresizingMaskIntoConstraints = false
                planButton.menu = UIMenu(children: [
                    UIAction(title: "Weekly", handler: { _ in }),
                    UIAction(title: "Monthly", handler: { _ in }),
                ])
                view.addSubview(planButton)
                NSLayoutConstraint.activate([
                    planButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                    planButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                    planButton.widthAnchor.constraint(equalToConstant: 200),
                    planButton.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("planButton") == Rect(x: 24, y: 100, width: 200, height: 44))
        #expect(session.script("let touchEvent = UIEvent()").allSatisfy { !$0.failed })
        // A real misspelling is still one.
        #expect(session.failing("let b = UIButon()").contains("did you mean 'UIButton'?"))
    }

    @Test("a view shown for its class that only its label's one-line text makes wider than the screen is as wide as the screen")
    func shownViewWiderThanTheScreen() {
        var session = Session()
        // The text alone is wider than 375 points on one line; the label is pinned to both sides,
        // 10 from the top and the bottom: 375 wide and 10 + 20.333 (one 17-pt line) + 10 tall.
        let outcomes = session.script("""
        final class NoticeBanner: UIView {
            private let message = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                message.text = "Orchard Lane deliveries pause on public holidays and resume the following working morning"
                message.translatesAutoresizingMaskIntoConstraints = false
                addSubview(message)
                NSLayoutConstraint.activate([
                    message.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                    message.leadingAnchor.constraint(equalTo: leadingAnchor),
                    message.trailingAnchor.constraint(equalTo: trailingAnchor),
                    bottomAnchor.constraint(equalTo: message.bottomAnchor, constant: 10),
                ])
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """)
        #expect(session.frame("noticeBanner")?.size.width == 375)
        #expect(session.frame("message")?.origin == Point(x: 0, y: 10))
        #expect(session.frame("message")?.size.width == 375)
        let height = session.frame("noticeBanner")?.size.height ?? 0
        #expect(abs(height - 40.333) < 0.001)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("shown as wide as the screen") && $0.contains("wider than any screen shows it") })
    }

    @Test("a base-class hook that constrains views the subclass adds after super.init runs at the first layout pass, not at init")
    func baseHookWaitsForItsSubviews() {
        var session = Session()
        // Badge 12 from the left, 6 from the top and the bottom, 40×24: the row is 6 + 24 + 6 tall
        // and, nothing fixing its width, as wide as the screen.
        let outcomes = session.script("""
        final class PriceRow: AutoSetupView {
            private let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func setupConstraints() {
                badge.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                    badge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
                    badge.widthAnchor.constraint(equalToConstant: 40),
                    badge.heightAnchor.constraint(equalToConstant: 24),
                    bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: 6),
                ])
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("priceRow") == Rect(x: 0, y: 0, width: 375, height: 36))
        #expect(session.frame("badge") == Rect(x: 12, y: 6, width: 40, height: 24))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("overrides setupConstraints() of 'AutoSetupView'") && $0.contains("runs at the first layout pass")
        })
    }

    @Test("a base-class hook that pins the view to its superview runs once code has placed it")
    func baseHookWaitsForASuperview() {
        var session = Session()
        // 80 from the top, centred, 40 narrower than the root view, 44 tall: (20, 80, 335, 44).
        let outcomes = session.script("""
        final class ScoreRow: AutoSetupView {
            override func setupConstraints() {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    topAnchor.constraint(equalTo: superview!.topAnchor, constant: 80),
                    centerXAnchor.constraint(equalTo: superview!.centerXAnchor),
                    widthAnchor.constraint(equalTo: superview!.widthAnchor, constant: -40),
                    heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        let row = ScoreRow()
        view.addSubview(row)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("row") == Rect(x: 20, y: 80, width: 335, height: 44))
        // Shown for its class first, it placed itself as the code says, with no conflict.
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test("a file's later class that uses the one shown for an earlier entry (registers it as its cell) is shown instead")
    func laterClassUsingTheShownOneReplacesIt() {
        var session = Session()
        // Heading 16 from the top and the left, 20 tall, empty (0 wide); the shelf 8 below it,
        // full width, 60 tall and pinned to the bottom: the shelf view is 16 + 20 + 8 + 60 tall.
        let outcomes = session.script("""
        final class TagCell: UICollectionViewCell {
            let title = UILabel()
        }

        final class TagShelf: UIView, UICollectionViewDataSource {
            private let heading = UILabel()
            private lazy var shelf: UICollectionView = {
                let layout = UICollectionViewFlowLayout()
                let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
                collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
                return collection
            }()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(heading)
                addSubview(shelf)
                heading.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(16)
                    make.height.equalTo(20)
                }
                shelf.snp.makeConstraints { make in
                    make.top.equalTo(heading.snp.bottom).offset(8)
                    make.left.right.bottom.equalToSuperview()
                    make.height.equalTo(60)
                }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            }
        }
        """)
        #expect(session.frame("tagCell") == nil)
        #expect(session.frame("tagShelf") == Rect(x: 0, y: 0, width: 375, height: 104))
        #expect(session.frame("shelf") == Rect(x: 0, y: 44, width: 375, height: 60))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("TagShelf, which uses it, is shown instead") })
    }

    @Test("a table cell that builds its content in setSelected(_:animated:) is built when shown, as the table calls it with false")
    func cellBuiltInSetSelected() {
        var session = Session()
        // The label 12 from the top and the bottom and 20 tall: a row of 44; 16 in from each side.
        let outcomes = session.script("""
        final class ChoreCell: UITableViewCell {
            private let chore = UILabel()

            override func setSelected(_ selected: Bool, animated: Bool) {
                super.setSelected(selected, animated: animated)
                contentView.addSubview(chore)
                chore.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    chore.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    chore.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    chore.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    chore.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    chore.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }
        """)
        #expect(session.frame("choreCell") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(session.frame("chore") == Rect(x: 16, y: 12, width: 343, height: 20))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("overrides setSelected(_:animated:) and builds the cell there: it ran with false") })
    }

    @Test("sizeThatFits(_:) of a plain view answers its current size; sizeToFit() gives a control its own size, its origin kept")
    func sizeThatFitsAndSizeToFit() {
        var session = Session()
        session.script("""
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let fitted = card.sizeThatFits(.zero)
        let marker = UIView(frame: CGRect(x: fitted.width, y: fitted.height, width: 10, height: 10))
        view.addSubview(marker)
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 30, y: 200)
        toggle.sizeToFit()
        view.addSubview(toggle)
        """)
        #expect(session.frame("marker") == Rect(x: 120, y: 80, width: 10, height: 10))
        // A switch is 51×31 in UIKit.
        #expect(session.frame("toggle") == Rect(x: 30, y: 200, width: 51, height: 31))
    }
    @Test("a method a view calls but does not declare, of a protocol of the app's own it adopts, runs the setup methods nothing in the paste calls")
    func appProtocolExtensionHooks() {
        var session = Session()
        // Title 24 below the top, 20 tall, 20 in from each side; the field 12 below it, 44 tall.
        // The form is screen-wide, though its title's text and the field's own width would make
        // it narrower: the field's text is the user's.
        let outcomes = session.script("""
        final class SignUpForm: UIView, FormLayout {
            private let heading = UILabel()
            private let email = UITextField()

            override init(frame: CGRect) {
                super.init(frame: frame)
                applyLayout()
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            @objc private func submit() { email.resignFirstResponder() }

            func clearForm() { heading.isHidden = true }

            func buildHierarchy() {
                heading.text = "Join the club"
                addSubview(heading)
                addSubview(email)
            }

            func buildConstraints() {
                pinHeading()
                email.snp.makeConstraints { make in
                    make.top.equalTo(heading.snp.bottom).offset(12)
                    make.leading.trailing.equalToSuperview().inset(20)
                    make.height.equalTo(44)
                }
            }

            private func pinHeading() {
                heading.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(24)
                    make.leading.trailing.equalToSuperview().inset(20)
                    make.height.equalTo(20)
                }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("heading") == Rect(x: 20, y: 24, width: 335, height: 20))
        #expect(session.frame("email") == Rect(x: 20, y: 56, width: 335, height: 44))
        #expect(session.frame("signUpForm")?.size.width == 375)
        // clearForm() is no set-up method: it did not run, and the heading shows.
        #expect(session.layout.id(of: "heading").map { session.layout.isHidden($0) } == false)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("'applyLayout()' is not in the paste: SignUpForm adopts 'FormLayout'")
                && $0.contains("buildHierarchy(), buildConstraints(), ran there, in this order")
        })
    }

    @Test("a call to an undeclared method in a class that adopts no protocol of the app's is still only skipped")
    func undeclaredMethodWithoutAppProtocol() {
        var session = Session()
        let outcomes = session.script("""
        final class Plain: UIView {
            private let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                configure()
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            func attach() { addSubview(dot) }
        }
        """)
        #expect(session.frame("dot") == nil)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("skipped 'configure(…)': it is not in the paste") })
    }
    @Test("a view whose initialiser takes only a frame and flags is shown made with .zero and false, and views an app factory made that code places by frame keep their mask on")
    func neutralInitialiserAndFramedFactoryViews() {
        var session = Session()
        // layoutSubviews runs at the shown size, 375×667: the caption 15 in and 30 down, 75×30;
        // the field 150 wide, 15 from the right edge (375 − 150 − 15 = 210).
        let outcomes = session.script("""
        final class GardenPanel: UIView {
            private let caption = makeLabel("Beds")
            private let field = UITextField()

            init(frame: CGRect, rounded: Bool) {
                super.init(frame: frame)
                addSubview(caption)
                addSubview(field)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func layoutSubviews() {
                super.layoutSubviews()
                caption.frame = CGRect(x: 15, y: 30, width: 75, height: 30)
                field.frame = CGRect(x: bounds.width - 150 - 15, y: 30, width: 150, height: 30)
            }
        }
        """)
        #expect(session.frame("gardenPanel") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("caption") == Rect(x: 15, y: 30, width: 75, height: 30))
        #expect(session.frame("field") == Rect(x: 210, y: 30, width: 150, height: 30))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("GardenPanel(frame: .zero, rounded: false) (the app's own values are not in the paste)") })
        #expect(notes.contains { $0.contains("'caption' is placed by its frame") })
        #expect(!notes.contains { $0.contains("Ambiguous") })
    }
    @Test("a button's title font set through its titleLabel sizes the button, as a label of that title and font is sized")
    func buttonTitleLabelFont() {
        var session = Session()
        // The button is its title's width rounded up to a whole point, and 12 taller than the
        // title's line (the table of controls' rule), whatever way titleLabel is reached.
        session.script("""
        let join = UIButton(type: .custom)
        join.translatesAutoresizingMaskIntoConstraints = false
        join.setTitle("Join waitlist", for: .normal)
        join.titleLabel?.font = .systemFont(ofSize: 30)
        view.addSubview(join)
        join.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
        join.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20).isActive = true
        let twin = UILabel()
        twin.translatesAutoresizingMaskIntoConstraints = false
        twin.text = "Join waitlist"
        twin.font = .systemFont(ofSize: 30)
        view.addSubview(twin)
        twin.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
        twin.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20).isActive = true
        let small = UIButton(type: .system)
        small.translatesAutoresizingMaskIntoConstraints = false
        small.setTitle("Join waitlist", for: .normal)
        view.addSubview(small)
        small.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
        small.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 20).isActive = true
        """)
        let label = session.frame("twin") ?? .zero
        let button = session.frame("join") ?? .zero
        #expect(button.origin == Point(x: 20, y: 40))
        #expect(button.size.width == label.size.width.rounded(.up))
        #expect(button.size.height == (label.size.height + 12).rounded(.up))
        // "Join waitlist" at 30 pt measures 152.13, 153 as a button; at the default 15 pt 80.56,
        // so 81 wide, and its 17.9-pt line plus 12 makes it 30 tall.
        #expect(button.size.width == 153)
        let plain = session.frame("small") ?? .zero
        #expect(plain.size == Size(width: 81, height: 30))
    }
}
