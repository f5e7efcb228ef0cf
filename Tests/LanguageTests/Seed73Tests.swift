import Language
import Layout
import Testing

/// What the seed73 listings (tutorial companions, README blocks, notes, playgrounds) tripped on.
/// Every paste here is written for this test; the frames are derived by hand on the default
/// 375×667 screen (no bars: the safe area is the whole screen).
@Suite("seed73 listings: a table cell's own textLabel and imageView placed by its layoutSubviews")
struct Seed73Tests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("a cell's own textLabel and imageView, given whole frames in its layoutSubviews, are shown at them inside the cell")
    func cellStyleViewsPlacedByLayoutSubviews() {
        var session = Session()
        // Shown alone as a table shows it: 375 × 44. In layoutSubviews, after UIKit's cell has
        // placed its own views, the code moves them: the image view to (16, 6, 32, 32), the label
        // to x 72, y 12, 375 − 72 − 16 = 287 wide, 20 tall.
        let outcomes = session.script("""
            final class BadgeRowCell: UITableViewCell {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    imageView?.frame = CGRect(x: 16, y: 6, width: 32, height: 32)
                    textLabel?.frame = CGRect(x: 72, y: 12, width: bounds.width - 88, height: 20)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badgeRowCell") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(session.frame("imageView") == Rect(x: 16, y: 6, width: 32, height: 32))
        #expect(session.frame("textLabel") == Rect(x: 72, y: 12, width: 287, height: 20))
        let notes = Self.notes(outcomes)
        #expect(notes.contains {
            $0.contains("textLabel of badgeRowCell: the cell style's own label, made when the cell's layoutSubviews first reads it")
        })
        #expect(!notes.contains { $0.contains("skipped 'textLabel'") || $0.contains("skipped 'imageView'") })
        #expect(!notes.contains { $0.contains("is read where UIKit's cell placed it") })
    }

    @Test("a frame worked out from where UIKit's cell placed its own label (sizeToFit keeping the origin, a part changed) is said not to be UIKit's")
    func cellPlacementReadIsSaid() {
        var session = Session()
        // `sizeToFit()` keeps the origin UIKit's cell gave the label, and only x is changed after:
        // its y is UIKit's, which is not modelled, so a note says so.
        let outcomes = session.script("""
            final class NudgedCell: UITableViewCell {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    textLabel?.sizeToFit()
                    textLabel?.frame.origin.x = 60
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("nudgedCell") == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(Self.notes(outcomes).contains {
            $0.contains("textLabel's frame is read where UIKit's cell placed it, which is not modelled (0,0,0,0 here): what is worked out from it is not UIKit's")
        })
    }

    @Test("the same label set in the cell's init, which UIKit's next layout pass places again, stays skipped with its note")
    func cellStyleLabelOutsideLayoutSubviewsStaysSkipped() {
        var session = Session()
        let outcomes = session.script("""
            final class PlainCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    textLabel?.frame = CGRect(x: 40, y: 4, width: 100, height: 30)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("textLabel") == nil)
        #expect(Self.notes(outcomes).contains { $0.contains("skipped 'textLabel' of plainCell") })
    }

    @Test("a button configuration's buttonSize other than .medium is said not to be modelled; .medium is the size used, with nothing said")
    func buttonSizeOtherThanMediumIsSaid() {
        for (size, said) in [("large", true), ("small", true), ("medium", false)] {
            var session = Session()
            let outcomes = session.script("""
                let pill = UIButton()
                var style = UIButton.Configuration.filled()
                style.title = "Go"
                style.buttonSize = .\(size)
                pill.configuration = style
                view.addSubview(pill)
                """)
            #expect(outcomes.allSatisfy { !$0.failed })
            #expect(Self.notes(outcomes).contains { $0.contains("buttonSize .\(size) is not modelled: the button is sized with the medium size's font and insets") } == said)
        }
    }

    @Test("NSLayoutConstraint given an array of constraints, as a page that dropped `.activate` writes it, is an error that says to write activate")
    func constraintArrayWithoutActivateSuggestsActivate() {
        var session = Session()
        session.script("""
            let tile = UIView()
            view.addSubview(tile)
            tile.translatesAutoresizingMaskIntoConstraints = false
            """)
        let rendered = session.failing("""
            NSLayoutConstraint([
                tile.widthAnchor.constraint(equalToConstant: 80),
                tile.heightAnchor.constraint(equalTo: tile.widthAnchor)
            ])
            """)
        #expect(rendered.contains("1:1: error: NSLayoutConstraint(…) takes item:attribute:relatedBy:toItem:attribute:multiplier:constant:"))
        #expect(rendered.contains("to activate an array of constraints, write NSLayoutConstraint.activate([…])"))
        // The state is unchanged: the tile still has no size.
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
