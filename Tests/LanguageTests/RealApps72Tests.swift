import Language
import Layout
import Testing

/// Shapes met in app files of set 72: texts built from what the paste does not hold, and Swift
/// and UIKit spellings of every era that the apps wrote. Every paste is written for this test;
/// frames are derived by hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 72")
struct RealApps72Tests {
    @Test("a label's text interpolating the app's model value says it shows a placeholder")
    func interpolatedAppValue() {
        var session = Session()
        let outcomes = session.script("""
        class ScoreController: UIViewController {
            private lazy var board: Board! = Board(size: 4)
            private lazy var movesLabel: UILabel = {
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = "Moves: \\(board.moves)"
                return label
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(movesLabel)
                movesLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                movesLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12).isActive = true
            }
        }
        """)
        // Pinned at (12, 40); one line of the 17-pt system font is 20.333 tall. Its width is the
        // placeholder's, which the note says.
        let frame = session.frame("movesLabel")
        #expect(frame?.minX == 12 && frame?.minY == 40)
        #expect(abs((frame?.height ?? 0) - 20.333) < 0.01)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'Board.moves' is not in the paste: its string holds the placeholder text 'Board.moves' in its place")
        })

        // A value the paste holds is written as Swift writes it, with nothing to say.
        var known = Session()
        let knownOutcomes = known.script("""
        let moves = 3
        let label = UILabel()
        label.text = "Moves: \\(moves)"
        view.addSubview(label)
        """)
        #expect(!knownOutcomes.flatMap(\.notes).contains { $0.contains("placeholder") })
    }

    @Test("a text field's intrinsicContentSize, read in the method that set its text, is its text's size, placed or not")
    func textFieldIntrinsicSizeReadInAMethod() {
        // The size the layout gives a field holding "Tulip" with no size constraint: its own.
        var free = Session()
        _ = free.script("""
        let bed = UITextField()
        bed.text = "Tulip"
        view.addSubview(bed)
        bed.translatesAutoresizingMaskIntoConstraints = false
        bed.topAnchor.constraint(equalTo: view.topAnchor, constant: 24).isActive = true
        bed.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 24).isActive = true
        """)
        let own = free.frame("bed")
        #expect((own?.width ?? 0) > 0)

        // The same field in a controller, sized from intrinsicContentSize read right after its
        // text is set (before the entry ends) and once before it is placed: both read the
        // text's size, so the field is as big as when nothing sizes it.
        var session = Session()
        let outcomes = session.script("""
        class GardenController: UIViewController {
            var bed: UITextField!
            var early = CGSize.zero
            override func viewDidLoad() {
                super.viewDidLoad()
                bed = UITextField(frame: .zero)
                bed.text = "Tulip"
                early = bed.intrinsicContentSize
                view.addSubview(bed)
                bed.translatesAutoresizingMaskIntoConstraints = false
                bed.topAnchor.constraint(equalTo: view.topAnchor, constant: 24).isActive = true
                bed.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 24).isActive = true
                bed.widthAnchor.constraint(equalToConstant: bed.intrinsicContentSize.width).isActive = true
                bed.heightAnchor.constraint(equalToConstant: early.height).isActive = true
            }
        }
        """)
        #expect(session.frame("bed") == own)
        // Read before it was placed, it was no "no metric" -1: no height of -1 was asked for.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
    }

    @Test("'@objc (Name)' with a space before its argument is read as Swift 2–5 read it, and the controller is presented")
    func objcNameAfterASpace() {
        var session = Session()
        let outcomes = session.script("""
        @objc (ShelfController)
        class ShelfController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let width: CGFloat = UIScreen.mainScreen().bounds.size.width
                let shelf = UIView(frame: CGRect(x: width * 0.2, y: 100, width: width * 0.6, height: 50))
                self.view.addSubview(shelf)
            }
        }
        """)
        // 0.2 × 375 = 75 across, 0.6 × 375 = 225 wide.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("shelf") == Rect(x: 75, y: 100, width: 225, height: 50))
    }

    @Test("a font from the app's own UIFont extension on an instance is skipped with a note; the label keeps the system font")
    func appFontOnAnInstance() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeController: UIViewController {
            let badge = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.text = "New"
                badge.font = UIFont().brandCaptionFont
                view.addSubview(badge)
                badge.translatesAutoresizingMaskIntoConstraints = false
                badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 10).isActive = true
                badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
            }
        }
        """)
        // Measured in the 17-pt system font it keeps: "New" at (10, 10), 20.333 tall.
        let font = "UIFont.systemFont(ofSize: 17)"
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge")?.width == Session.labelFrame(font: font, text: "New")?.width)
        #expect(session.frame("badge")?.minX == 10 && session.frame("badge")?.minY == 10)
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("brandCaptionFont") && $0.contains("17-pt system font") })
    }

    @Test("the root view given the frame it has in viewDidLayoutSubviews changes nothing, where it was refused")
    func rootViewGivenItsOwnFrame() {
        var session = Session()
        let outcomes = session.script("""
        class WelcomeController: UIViewController {
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.translatesAutoresizingMaskIntoConstraints = false
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                card.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                card.widthAnchor.constraint(equalToConstant: 200).isActive = true
                card.heightAnchor.constraint(equalToConstant: 100).isActive = true
            }
            override func viewDidLayoutSubviews() {
                view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
            }
        }
        """)
        // Centred on the 375×667 screen: ((375 − 200) / 2, (667 − 100) / 2).
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 87.5, y: 283.5, width: 200, height: 100).snapped(toPixelsOf: 3))
    }

    @Test("a label's text from NSLocalizedString shows its key and says the app's strings table is not in the paste")
    func localizedKeyIsSaid() {
        var session = Session()
        let outcomes = session.script("""
        let hint = UILabel()
        hint.font = UIFont.systemFont(ofSize: 15)
        hint.text = NSLocalizedString("onboarding.hint", comment: "shown under the title")
        view.addSubview(hint)
        hint.translatesAutoresizingMaskIntoConstraints = false
        hint.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        hint.topAnchor.constraint(equalTo: view.topAnchor, constant: 30).isActive = true
        """)
        // The key is the text measured: the label is as wide as "onboarding.hint" in 15 pt,
        // centred (x = (375 − width) / 2), at y 30, one 15-pt line (18) tall.
        let font = "UIFont.systemFont(ofSize: 15)"
        let width = Session.labelFrame(font: font, text: "onboarding.hint")?.width ?? -1
        let frame = session.frame("hint")
        #expect(frame?.width == width)
        #expect(abs((frame?.minX ?? 0) - (375 - width) / 2) < 0.01 && frame?.minY == 30 && frame?.height == 18)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("NSLocalizedString(\"onboarding.hint\"): the app's strings table is not in the paste, so the key is the text")
        })
    }

    @Test("String(format:) writes its numbers in their C forms, and String() of the app's value says it is a placeholder")
    func formattedStrings() {
        var session = Session()
        let outcomes = session.script("""
        let minutes = 5
        let seconds = 7
        let clock = UILabel()
        clock.text = String(format: "%02d:%02d", minutes, seconds)
        view.addSubview(clock)
        clock.sizeToFit()
        let board = Board(size: 4)
        let moves = UILabel()
        moves.text = "Moves: " + String(board.moves)
        view.addSubview(moves)
        """)
        // "%02d:%02d" of 5 and 7 is "05:07": the label is that text's size.
        let font = "UIFont.systemFont(ofSize: 17)"
        #expect(session.frame("clock")?.width == Session.labelFrame(font: font, text: "05:07")?.width)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("'Board.moves' is not in the paste: its string holds the placeholder text 'Board.moves' in its place")
        })
    }

    @Test("the app's own SnapKit helper on 'snp' is skipped with a note, where it refused the file")
    func appSnapKitHelper() {
        var session = Session()
        let outcomes = session.script("""
        class NotesController: UIViewController {
            let list = UITableView(frame: .zero, style: .plain)
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                list.snp.makeEdgesEqualToSuperview()
                view.addSubview(footer)
                footer.snp.makeConstraints { make in
                    make.leading.trailing.bottom.equalToSuperview()
                    make.height.equalTo(50)
                }
            }
        }
        """)
        // The helper's constraints are the app's and missing; what SnapKit's own block says holds:
        // the footer 375 wide and 50 tall at the bottom, 667 − 50 = 617.
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("footer") == Rect(x: 0, y: 617, width: 375, height: 50))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("skipped 'snp.makeEdgesEqualToSuperview': SnapKit has no such member; it is the app's own SnapKit helper")
        })
    }
}
