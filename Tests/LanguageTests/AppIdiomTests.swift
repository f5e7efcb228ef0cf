import Language
import Layout
import Testing

/// Idioms from views and controllers as apps write them, where a paste used to run and give
/// frames UIKit would not. Every paste here is written for this test; frames are derived by hand
/// on the default 375×667 screen.
@Suite("app idioms that decide frames")
struct AppIdiomTests {
    @Test("a comparison with an implicit member reads it as the other side's type's member: size != .zero is false for a zero size")
    func implicitMemberComparison() {
        var session = Session()
        session.script("""
        final class Toggle: UIView {
            var knobSize: CGSize = .zero
            var inset: UIEdgeInsets = .zero
            let knob = UIView(frame: .zero)
            let pad = UIView(frame: .zero)

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(knob)
                addSubview(pad)
            }
            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                super.layoutSubviews()
                // The app's own size when one is set, else one from the height: 2 less than it.
                let knobSize = knobSize != .zero ? knobSize : CGSize(width: bounds.height - 2, height: bounds.height - 2)
                knob.frame = CGRect(origin: CGPoint(x: 1, y: 1), size: knobSize)
                pad.frame = CGRect(x: 0, y: 0, width: inset == .zero ? 10 : 20, height: .zero == bounds.origin.x ? 4 : 8)
            }
        }
        let toggle = Toggle(frame: CGRect(x: 30, y: 50, width: 60, height: 32))
        view.addSubview(toggle)
        """)
        // knobSize is .zero, so the knob is 32 − 2 = 30 square at (1, 1).
        #expect(session.frame("knob") == Rect(x: 1, y: 1, width: 30, height: 30))
        // inset == .zero and .zero == 0 (the bounds' origin) both hold.
        #expect(session.frame("pad") == Rect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test("a view class used by the file's main view and declared below it is its own class when the main view is shown")
    func laterViewClassInShownView() {
        var session = Session()
        let outcomes = session.script("""
        final class RatingBar: UIView {
            private let stars = [StarView(), StarView(), StarView()]

            override init(frame: CGRect) {
                super.init(frame: frame)
                for (i, star) in stars.enumerated() {
                    addSubview(star)
                    star.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        make.left.equalToSuperview().offset(CGFloat(i) * 28)
                    }
                }
                stars[2].snp.makeConstraints { $0.right.equalToSuperview() }
            }
            required init?(coder: NSCoder) { nil }
        }

        fileprivate final class StarView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                snp.makeConstraints { $0.size.equalTo(24) }
            }
            required init?(coder: NSCoder) { nil }
        }
        """)
        // One entry: StarView joins the class that names it, and RatingBar, not StarView, is shown.
        #expect(outcomes.count == 1)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.hasPrefix("nothing in the paste shows RatingBar") })
        #expect(!notes.contains { $0.contains("drawn as a plain view") || $0.hasPrefix("kept until") })
        // Stars 24 square, 28 apart; the last one's right edge is the bar's: 56 + 24 = 80 wide.
        #expect(session.frame("ratingBar") == Rect(x: 0, y: 0, width: 80, height: 24))
        #expect(session.frame("stars") == Rect(x: 0, y: 0, width: 24, height: 24))
        #expect(session.frame("starView") == Rect(x: 28, y: 0, width: 24, height: 24))
        #expect(session.frame("starView2") == Rect(x: 56, y: 0, width: 24, height: 24))
    }

    @Test("a type after a held class joins its entry only when the class names it")
    func joinOnlyWhenNamed() {
        let entries = Entry.split("""
        final class Chip: UIView {
            let dot = Dot()
        }
        final class Dot: UIView {}
        final class Spacer: UIView {}
        final class DotMatrix: UIView {}
        """)
        #expect(entries.map(\.firstLine) == [1, 5, 6])
        #expect(Entry(text: "@objc fileprivate final class Dot<T>: UIView {", firstLine: 1).declaredTypeName == "Dot")
    }

    @Test("a UIViewPropertyAnimator's animations land when it starts, its completions after; one never started changes nothing")
    func propertyAnimator() {
        var session = Session()
        session.script("""
        class IntroViewController: UIViewController {
            let banner = UILabel()
            let badge = UIView()
            var bannerLeading: NSLayoutConstraint?
            var badgeTop: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                banner.text = "Hello"
                banner.translatesAutoresizingMaskIntoConstraints = false
                badge.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(banner)
                view.addSubview(badge)
                bannerLeading = banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -500)
                bannerLeading?.isActive = true
                banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 40).isActive = true
                banner.widthAnchor.constraint(equalToConstant: 200).isActive = true
                badgeTop = badge.topAnchor.constraint(equalTo: view.topAnchor)
                NSLayoutConstraint.activate([
                    badgeTop,
                    badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                    badge.widthAnchor.constraint(equalToConstant: 30),
                    badge.heightAnchor.constraint(equalToConstant: 30),
                ])
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let slide = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
                    self.bannerLeading?.constant = 24
                    self.view.layoutIfNeeded()
                }
                slide.addCompletion { position in
                    if position == .end { self.badgeTop.constant = 300 }
                }
                slide.startAnimation(afterDelay: 0.2)
                let never = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.7) {
                    self.bannerLeading?.constant = 90
                }
                never.addAnimations { self.badgeTop.constant = 90 }
                let drop = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: {
                    self.badgeTop.constant += 100
                })
                drop.addAnimations { self.badgeTop.constant += 20 }
            }
        }
        """)
        // The slide ran: leading 24. Its completion set the badge's top to 300, then the running
        // animator added 100 and, added while it runs, 20: 420. The animator never started did nothing.
        #expect(session.frame("banner") ≈ Rect(x: 24, y: 40, width: 200, height: 61.0 / 3))
        #expect(session.frame("badge") == Rect(x: 10, y: 420, width: 30, height: 30))
    }

    @Test("a view whose app base class is not in the paste runs the hooks it overrides from that base's init, views before constraints")
    func appBaseViewHooks() {
        var session = Session()
        let outcomes = session.script("""
        final class PosterView: AppBaseView {
            let title = UILabel()
            let cover = UIView()

            override func setupConstraints() {
                title.snp.makeConstraints { make in
                    make.top.equalTo(cover.snp.bottom).offset(8)
                    make.leading.trailing.equalToSuperview().inset(12)
                }
                cover.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview()
                    make.height.equalTo(120)
                }
            }

            override func setupViews() {
                addSubview(cover)
                addSubview(title)
                title.text = "Dune"
            }
        }
        let poster = PosterView(frame: CGRect(x: 0, y: 0, width: 200, height: 180))
        view.addSubview(poster)
        """)
        #expect(outcomes.flatMap(\.notes).contains {
            $0.hasPrefix("PosterView overrides setupViews(), setupConstraints() of 'AppBaseView', not in the paste: they ran")
        })
        #expect(session.frame("poster") == Rect(x: 0, y: 0, width: 200, height: 180))
        #expect(session.frame("cover") == Rect(x: 0, y: 0, width: 200, height: 120))
        // Below the cover by 8, inset 12 on both sides: 200 − 24 = 176 wide, one line tall.
        #expect(session.frame("title") ≈ Rect(x: 12, y: 128, width: 176, height: 61.0 / 3))
    }

    @Test("a controller whose app base class is not in the paste runs the hooks it overrides from that base's viewDidLoad")
    func appBaseControllerHooks() {
        var session = Session()
        session.script("""
        final class FeedViewController: AppBaseViewController {
            let header = UIView()

            override func setupLayout() {
                header.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    header.heightAnchor.constraint(equalToConstant: 60),
                ])
            }

            override func setupHierarchy() {
                view.addSubview(header)
            }
        }
        """)
        #expect(session.frame("header") == Rect(x: 0, y: 20, width: 375, height: 60))
    }

    @Test("a hook the class calls itself runs once, from its own call, not again as the base's")
    func selfCalledHookRunsOnce() {
        var session = Session()
        session.script("""
        final class TagView: AppBaseView {
            let dot = UIView()
            var side: CGFloat = 10

            override init(frame: CGRect) {
                super.init(frame: frame)
                configure()
            }
            required init?(coder: NSCoder) { nil }

            override func configure() {
                side += 10
                addSubview(dot)
                dot.frame = CGRect(x: 0, y: 0, width: side, height: side)
            }
        }
        let tag = TagView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        view.addSubview(tag)
        """)
        // 10 + 10 once: 20 square (twice would make it 30).
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("the app's own addArrangedSubviews arranges each view it is given, in a stack and in a stack's subclass")
    func appAddArrangedSubviews() {
        var session = Session()
        session.script("""
        let row = UIStackView()
        row.spacing = 4
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        let a = UIView()
        let b = UIView()
        for square in [a, b] {
            square.widthAnchor.constraint(equalToConstant: 40).isActive = true
            square.heightAnchor.constraint(equalToConstant: 40).isActive = true
        }
        row.addArrangedSubviews(a, b)
        """)
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 84, height: 40))
        #expect(session.frame("b") == Rect(x: 44, y: 0, width: 40, height: 40))
    }

    @Test("a frame set on a view not placed yet is the frame code reads back, as a view's init lays out its subviews by frames")
    func detachedFrameReadBack() {
        var session = Session()
        session.script("""
        final class ReceiptView: UIView {
            let icon = UIView()
            let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(caption)
                icon.frame = CGRect(x: 16, y: 12, width: 40, height: 40)
                icon.frame.size.width += 4
                caption.frame = CGRect(x: icon.frame.maxX + 8, y: icon.frame.minY, width: 120, height: 20)
            }
            required init?(coder: NSCoder) { nil }
        }
        let receipt = ReceiptView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        view.addSubview(receipt)
        """)
        // The icon grew to 44 wide; the caption starts 8 after its right edge, 16 + 44 + 8 = 68.
        #expect(session.frame("icon") == Rect(x: 16, y: 12, width: 44, height: 40))
        #expect(session.frame("caption") == Rect(x: 68, y: 12, width: 120, height: 20))
    }

    @Test("a guide made with UILayoutGuide() holds constraints as UIKit's does: a gap between two views, a box to centre in")
    func customLayoutGuide() {
        var session = Session()
        let outcomes = session.script("""
        let left = UIView()
        let right = UIView()
        let gap = UILayoutGuide()
        [left, right].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        view.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            left.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
            left.widthAnchor.constraint(equalToConstant: 100),
            left.heightAnchor.constraint(equalToConstant: 40),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.topAnchor.constraint(equalTo: left.topAnchor),
            gap.heightAnchor.constraint(equalTo: left.heightAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        """)
        #expect(outcomes.flatMap(\.notes).contains("UILayoutGuide() 'gap' is laid out as a hidden view that draws nothing, its layoutFrame its frame"))
        // 20 + 100, then the 30-point gap: the right view starts at 150.
        #expect(session.frame("gap") == Rect(x: 120, y: 50, width: 30, height: 40))
        #expect(session.frame("right") == Rect(x: 150, y: 50, width: 100, height: 40))
        // A guide constrained across only rests at its owner's top, zero tall, at the lowest priority.
        session.script("""
        let spacer = UILayoutGuide()
        view.addLayoutGuide(spacer)
        spacer.leadingAnchor.constraint(equalTo: right.trailingAnchor).isActive = true
        spacer.widthAnchor.constraint(equalToConstant: 10).isActive = true
        """)
        #expect(session.frame("spacer") == Rect(x: 250, y: 0, width: 10, height: 0))
    }
}
