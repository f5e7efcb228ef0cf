import Language
import Layout
import Testing

/// Shapes met in app files, old (Swift 2–4) and new: a view centred through its layer, a cell
/// on the app's base cell whose own name says which cell it is, a view that builds when it moves
/// to a window, the visual-format helper spelt the app's own way, an app control constrained
/// without turning its mask off. Every paste is written for this test; frames are derived by
/// hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 63")
struct RealApps63Tests {
    @Test("layer.position is the view's center, layer.frame its frame; both read back")
    func layerPositionIsCenter() {
        var session = Session()
        let outcomes = session.script("""
        class BadgeController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let badge = UILabel(frame: CGRectMake(0, 0, 200, 40))
                badge.text = "New"
                badge.layer.position = CGPoint(x: view.frame.width / 2, y: 100)
                view.addSubview(badge)
                let strip = UIView()
                strip.layer.frame = CGRect(x: 10, y: badge.layer.position.y + 30, width: 50, height: 8)
                view.addSubview(strip)
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred at (187.5, 100): 200 × 40 from (87.5, 80). The strip 30 below the badge's centre.
        #expect(session.frame("badge") == Rect(x: 87.5, y: 80, width: 200, height: 40))
        #expect(session.frame("strip") == Rect(x: 10, y: 130, width: 50, height: 8))
    }

    @Test("with the anchorPoint at the top-left corner, layer.position places that corner")
    func layerPositionWithAnchorPoint() {
        var session = Session()
        let outcomes = session.script("""
        let dial = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        dial.layer.anchorPoint = CGPoint(x: 0, y: 0)
        dial.layer.position = CGPoint(x: 50, y: 50)
        view.addSubview(dial)
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The anchor moved to the corner keeps the position (50, 50): the view moves up and left
        // by half its size; the position set then is the corner's.
        #expect(session.frame("dial") == Rect(x: 50, y: 50, width: 100, height: 100))
    }

    @Test("a cell on the app's base cell, named as a collection view cell, is an item; named only as a cell, a row")
    func baseCellByTheClassName() {
        var session = Session()
        let outcomes = session.script("""
        class PhotoCollectionViewCell: BaseCell {
            let photo = UIImageView()
            override func setupViews() {
                addSubview(photo)
                photo.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    photo.topAnchor.constraint(equalTo: topAnchor),
                    photo.leadingAnchor.constraint(equalTo: leadingAnchor),
                    photo.trailingAnchor.constraint(equalTo: trailingAnchor),
                    photo.bottomAnchor.constraint(equalTo: bottomAnchor),
                    photo.widthAnchor.constraint(equalToConstant: 80),
                    photo.heightAnchor.constraint(equalToConstant: 60),
                ])
            }
        }
        """)
        // An item is as big as its content: 80 × 60, not a 375-wide row.
        #expect(session.frame("photo") == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(session.frame("photoCollectionViewCell") == Rect(x: 0, y: 0, width: 80, height: 60))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("in a class named as a UICollectionViewCell is") })

        var rows = Session()
        rows.script("""
        class PhotoCell: BaseCell {
            let photo = UIImageView()
            override func setupViews() {
                contentView.addSubview(photo)
                photo.translatesAutoresizingMaskIntoConstraints = false
                photo.heightAnchor.constraint(equalToConstant: 60).isActive = true
                photo.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                photo.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
                photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
                photo.widthAnchor.constraint(equalToConstant: 80).isActive = true
            }
        }
        """)
        // Named only as a cell: a table's row, 375 wide and 60 tall.
        #expect(rows.frame("photoCell") == Rect(x: 0, y: 0, width: 375, height: 60))
    }

    @Test("willMove(toWindow:) runs when the view is shown, told the window; not for willMove(toSuperview:)")
    func willMoveToWindowRuns() {
        var session = Session()
        let outcomes = session.script("""
        final class ToolbarView: UIView {
            private let doneButton = UIButton()
            override func willMove(toWindow newWindow: UIWindow?) {
                super.willMove(toWindow: newWindow)
                guard let _ = newWindow else { return }
                doneButton.setTitle("Done", for: .normal)
                addSubview(doneButton)
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                doneButton.frame = CGRect(x: bounds.width - 90, y: 6, width: 80, height: 32)
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Shown filling the screen: the button 90 in from its right edge, 375 − 90 = 285.
        #expect(session.frame("doneButton") == Rect(x: 285, y: 6, width: 80, height: 32))
    }

    @Test("the visual-format helper spelt the app's own way is read as the widespread one")
    func visualFormatHelperOwnSpelling() {
        var session = Session()
        let outcomes = session.script("""
        class PlayerView: UIView {
            let sheet = UIView()
            let handle = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(sheet)
                addSubview(handle)
                addVisualConstarints(format: "H:|[v0]|", views: sheet)
                let top = UIScreen.main.bounds.height / 2
                addVisualConstarints(format: "V:|-\\(top)-[v0]|", views: sheet)
                addConstraintsUsingFormat("H:|-20-[v0(40)]", views: handle)
                addConstraintsUsingFormat("V:|-8-[v0(4)]", views: handle)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        #expect(session.frame("sheet") == Rect(x: 0, y: 333.5, width: 375, height: 333.5).snapped(toPixelsOf: 3))
        #expect(session.frame("handle") == Rect(x: 20, y: 8, width: 40, height: 4))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("'addVisualConstarints' is the app's own helper") })
    }

    @Test("an app control the paste lacks, constrained without turning its mask off, has its mask turned off")
    func standInControlMaskOff() {
        var session = Session()
        let outcomes = session.script("""
        class EmptyStateView: UIView {
            let messageLabel = HeadlineLabel(textAlignment: .center, fontSize: 28)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(messageLabel)
                NSLayoutConstraint.activate([
                    messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
                    messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 40),
                    messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -40),
                    messageLabel.heightAnchor.constraint(equalToConstant: 200),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // 295 wide between the 40-pt insets, 200 tall, centred: 333.5 − 100 = 233.5.
        #expect(session.frame("messageLabel") == Rect(x: 40, y: 233.5, width: 295, height: 200).snapped(toPixelsOf: 3))
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("'HeadlineLabel' is the app's own") && $0.contains("taken to turn it off itself") })
    }

    @Test("the anchor(…) helper's companions are read by their labels: setDimensions, centerX, centerY, center(inView:)")
    func anchorHelperCompanions() {
        var session = Session()
        let outcomes = session.script("""
        class CardHeader: UIView {
            let avatar = UIImageView()
            let name = UILabel()
            let badge = UIView()
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(avatar)
                addSubview(name)
                addSubview(badge)
                addSubview(dot)
                avatar.anchor(top: topAnchor, left: leftAnchor, paddingTop: 32, paddingLeft: 16)
                avatar.setDimensions(width: 96, height: 96)
                name.text = "Ada"
                name.centerX(inView: avatar, topAnchor: avatar.bottomAnchor, paddingTop: 12)
                badge.setDimensions(height: 20, width: 40)
                badge.centerY(inView: avatar, leftAnchor: avatar.rightAnchor, paddingLeft: 8)
                dot.setDimensions(width: 10, height: 10)
                dot.center(inView: self, yConstant: 100)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)
        // The avatar 96 × 96 at (16, 32), its centre (64, 80).
        #expect(session.frame("avatar") == Rect(x: 16, y: 32, width: 96, height: 96))
        // The name centred under it, 12 below its bottom (128 + 12).
        let name = session.frame("name") ?? Rect(x: 0, y: 0, width: 0, height: 0)
        #expect(name.minX == (64 - name.width / 2).snapped(toPixelsOf: 3) && name.minY == 140)
        // The badge 8 right of it (112 + 8), centred on its middle: 80 − 10.
        #expect(session.frame("badge") == Rect(x: 120, y: 70, width: 40, height: 20))
        // The dot centred in the header, 100 below its middle: (187.5, 433.5).
        #expect(session.frame("dot") == Rect(x: 182.5, y: 428.5, width: 10, height: 10).snapped(toPixelsOf: 3))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("skipped") })
    }

    @Test("an app's global screen read for its width or height is the screen's")
    func screenGlobal() {
        var session = Session()
        session.script("""
        class SignInController: UIViewController {
            var formTop = screen.height * 0.15
            var formWidth = screen.width - 80
            let form = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(form)
                form.frame = CGRect(x: 40, y: formTop, width: formWidth, height: 220)
            }
        }
        """)
        // 0.15 × 667 = 100.05; 375 − 80 = 295.
        #expect(session.frame("form") == Rect(x: 40, y: 100.05, width: 295, height: 220))
    }

    @Test("LBTATools' stack and hstack, views given one by one: a stack view of them filling the view, inset by its padding")
    func lbtaToolsStacks() {
        var session = Session()
        let outcomes = session.script("""
        let stats = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 110))
        view.addSubview(stats)
        let likes = UILabel()
        let comments = UILabel()
        stats.stack(likes, comments, spacing: 10, distribution: .fillEqually)
        let bar = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 40))
        view.addSubview(bar)
        let icon = UIView()
        let caption = UILabel()
        bar.hstack(icon, caption, distribution: .fillEqually, padding: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Vertical, equal: (110 − 10) / 2 = 50 each, the second 60 down.
        #expect(session.frame("likes") == Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(session.frame("comments") == Rect(x: 0, y: 60, width: 200, height: 50))
        // Horizontal, equal, the stack inset by 8 and 4 in the bar: (200 − 16) / 2 = 92 each, 32 tall.
        #expect(session.frame("icon") == Rect(x: 0, y: 0, width: 92, height: 32))
        #expect(session.frame("caption") == Rect(x: 92, y: 0, width: 92, height: 32))
        #expect(session.frame("stackView2") == Rect(x: 8, y: 4, width: 184, height: 32))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("is LBTATools'") })
    }
}
