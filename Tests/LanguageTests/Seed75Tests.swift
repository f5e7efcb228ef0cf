import Language
import Layout
import Testing

/// What the seed75 listings (tutorials, answers, gists, README blocks) tripped on. Every paste
/// here is written for this test; the frames are derived by hand on the default 375×667 screen
/// (no bars: the safe area is the whole screen).
@Suite("seed75 listings: initialisers and methods UIKit has not, which are the app's")
struct Seed75Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("'UILabel.init(…)' with labels UIKit has not is the app's initialiser, said, with the font it is plainly given")
    func explicitInitOfAnAppInitialiserIsNoted() {
        var session = Session()
        // `UILabel.init(tint:font:)` is no UIKit initialiser: a plain label stands in with the
        // 12-pt system font it is given, whose line is 14.32 pt, 14.333 on a 3× screen. Pinned 24
        // in and 60 down: (24, 60), 14.333 tall.
        let outcomes = session.script("""
            let caption = UILabel.init(tint: UIColor.gray, font: UIFont.systemFont(ofSize: 12))
            caption.text = "Due today"
            caption.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(caption)
            caption.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24).isActive = true
            caption.topAnchor.constraint(equalTo: view.topAnchor, constant: 60).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let frame = session.frame("caption")
        #expect(frame?.origin.x == 24)
        #expect(frame?.origin.y == 60)
        #expect(abs((frame?.size.height ?? 0) - 14.333) < 0.01)
        #expect(Self.notes(outcomes).contains {
            $0.contains("'UILabel(tint:font:)' is not UIKit's") && $0.contains("the 12-pt system font")
        })
    }

    @Test("'UILabel.init(frame:)' is UIKit's own initialiser: the frame is kept and nothing is said of the app")
    func explicitInitOfUIKitsInitialiserIsUIKits() {
        var session = Session()
        // UIKit's init(frame:): the label sits where the frame says, (10, 20, 200, 30).
        let outcomes = session.script("""
            let title = UILabel.init(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
            view.addSubview(title)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("title") == Rect(x: 10, y: 20, width: 200, height: 30))
        #expect(!Self.notes(outcomes).contains { $0.contains("is not UIKit's") })
    }

    @Test("a call with arguments of a UIKit property's name ('constraints(…)') is the app's extension method, skipped and said, not 'an array cannot be called'")
    func callOfAPropertyNameWithArgumentsIsTheAppsMethod() {
        var session = Session()
        // UIView's 'constraints' is an array, so `badge.constraints(pinnedTo:inset:)` can only be
        // a method the app adds in an extension the paste lacks: what it would pin is the app's.
        // The badge keeps the frame it was given, (12, 40, 30, 30).
        let outcomes = session.script("""
            let badge = UIImageView(frame: CGRect(x: 12, y: 40, width: 30, height: 30))
            view.addSubview(badge)
            var pins: [NSLayoutConstraint] = []
            pins = badge.constraints(pinnedTo: view.leadingAnchor, inset: 12)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 12, y: 40, width: 30, height: 30))
        #expect(Self.notes(outcomes).contains {
            $0.contains("skipped 'constraints(pinnedTo:inset:)'") && $0.contains("is a property, not a method")
        })
    }
}
