import Language
import Layout
import Testing

/// `view.constraints` lists what UIKit installs on the view: the code's active constraints whose
/// items' closest common ancestor it is — a size of one view on that view, a subview's edge to
/// its superview on the superview, two siblings' on their superview. Code finds its constraints
/// there again (`first(where:)` on an attribute or an identifier) to change or deactivate them.
/// Every paste here is written for this test; frames derived by hand on the default 375×667 screen.
@Suite("a view's constraints, as UIKit installs them")
struct InstalledConstraintsTests {
    static let meter = """
        class Meter: UIView {
            let track = UIView()
            let fill = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(track)
                track.addSubview(fill)
                track.translatesAutoresizingMaskIntoConstraints = false
                fill.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    track.leadingAnchor.constraint(equalTo: leadingAnchor),
                    track.trailingAnchor.constraint(equalTo: trailingAnchor),
                    track.topAnchor.constraint(equalTo: topAnchor),
                    track.heightAnchor.constraint(equalToConstant: 10),
                    fill.leadingAnchor.constraint(equalTo: track.leadingAnchor),
                    fill.topAnchor.constraint(equalTo: track.topAnchor),
                    fill.bottomAnchor.constraint(equalTo: track.bottomAnchor),
                    fill.widthAnchor.constraint(equalToConstant: 0),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
            func show(_ share: CGFloat) {
                if let width = fill.constraints.first(where: { $0.firstAttribute == .width }) {
                    width.constant = 200 * share
                }
            }
        }
        """

    @Test("a width found in the view's own constraints by its attribute is the one that changes")
    func sizeOnTheViewItself() {
        var session = Session()
        let outcomes = session.script(Self.meter + "\n" + """
            let meter = Meter()
            view.addSubview(meter)
            meter.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
            meter.show(0.25)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("track") == Rect(x: 0, y: 0, width: 200, height: 10))
        #expect(session.frame("fill") == Rect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test("an edge to the superview is installed on the superview, not on the subview")
    func edgeOnTheSuperview() {
        var session = Session()
        let outcomes = session.script(Self.meter + "\n" + """
            let meter = Meter()
            view.addSubview(meter)
            meter.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
            // The track's top is tied to the meter: the meter holds it, the track does not.
            for c in meter.track.constraints where c.firstAttribute == .top { c.constant = 30 }
            for c in meter.constraints where c.firstAttribute == .top { c.constant = 5 }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("track") == Rect(x: 0, y: 5, width: 200, height: 10))
        // The fill's top is tied to the track, which holds it: the loop over the track's own
        // constraints moved it 30 down inside the track, and the track's bottom with it.
        #expect(session.frame("fill")?.origin.y == 30)
    }

    @Test("deactivating a view's constraints leaves those its superview holds, as UIKit does")
    func deactivateOwnConstraints() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                box.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
            NSLayoutConstraint.deactivate(box.constraints)
            box.widthAnchor.constraint(equalToConstant: 80).isActive = true
            box.heightAnchor.constraint(equalToConstant: 30).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 10, y: 10, width: 80, height: 30))
    }

    @Test("a constraint is found again by the identifier the code gave it, and by its items")
    func foundByIdentifierAndItem() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)
            let top = card.topAnchor.constraint(equalTo: view.topAnchor, constant: 10)
            top.identifier = "cardTop"
            NSLayoutConstraint.activate([
                top,
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 60),
            ])
            view.constraints.first(where: { $0.identifier == "cardTop" })?.constant = 44
            let lead = view.constraints.first { $0.firstItem === card && $0.firstAttribute == .leading }
            lead?.constant = 24
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 24, y: 44, width: 100, height: 60))
    }

    @Test("removeConstraints(view.constraints) takes out the root view's constraints but not the subviews' sizes")
    func removeAllOfTheRoot() {
        var session = Session()
        let outcomes = session.script("""
            let tag = UIView()
            tag.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(tag)
            tag.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            tag.widthAnchor.constraint(equalToConstant: 40).isActive = true
            tag.heightAnchor.constraint(equalToConstant: 20).isActive = true
            tag.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
            view.removeConstraints(view.constraints)
            tag.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
            tag.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tag") == Rect(x: 0, y: 647, width: 40, height: 20))
    }

    @Test("SnapKit's constraints are listed too, with their relation and second attribute")
    func snapKitConstraintsListed() {
        var session = Session()
        let outcomes = session.script("""
            let chip = UIView()
            view.addSubview(chip)
            chip.snp.makeConstraints { make in
                make.top.left.equalToSuperview().offset(8)
                make.width.greaterThanOrEqualTo(30)
                make.height.equalTo(chip.snp.width)
            }
            for c in chip.constraints where c.relation == .greaterThanOrEqual {
                c.constant = 70
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("chip") == Rect(x: 8, y: 8, width: 70, height: 70))
    }

    @Test("a view's constraints read in its class's init, before the view is placed, are said to be not listed")
    func readBeforePlaced() {
        var session = Session()
        let outcomes = session.script("""
            class Badge: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        dot.leadingAnchor.constraint(equalTo: leadingAnchor),
                        dot.topAnchor.constraint(equalTo: topAnchor),
                        dot.widthAnchor.constraint(equalToConstant: 10),
                        dot.heightAnchor.constraint(equalToConstant: 10),
                    ])
                    dot.constraints.first(where: { $0.firstAttribute == .width })?.constant = 30
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let badge = Badge()
            view.addSubview(badge)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("dot.constraints is read before 'badge' is placed") && $0.contains("none are listed") })
        #expect(session.frame("dot")?.size == Size(width: 10, height: 10))
    }
}
