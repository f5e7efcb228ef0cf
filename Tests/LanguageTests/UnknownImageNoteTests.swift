import Testing
import Layout
@testable import Language

/// The note that an image's size is unknown (the app's asset, or a system symbol) is said only
/// where that size would change the layout: an image view whose constraints fix its width and
/// height is laid out the same whatever image the app gives it.
@Suite("Unknown image sizes: said only where they matter")
struct UnknownImageNoteTests {
    @Test("an avatar pinned 48×48 is laid out without a word about its image's size")
    func fixedSizeAvatar() {
        var s = Session()
        let outcome = s.run("""
            let avatar = UIImageView(image: UIImage(named: "profile-placeholder"))
            avatar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(avatar)
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
                avatar.widthAnchor.constraint(equalToConstant: 48),
                avatar.heightAnchor.constraint(equalToConstant: 48),
            ])
            """)
        #expect(!outcome.failed)
        #expect(s.frame("avatar") == Rect(x: 24, y: 60, width: 48, height: 48))
        #expect(!outcome.notes.contains { $0.contains("its size is unknown") })
    }

    @Test("a symbol whose width is set and whose height follows it by a ratio needs no size either")
    func ratioSizedSymbol() {
        var s = Session()
        let outcome = s.run("""
            let icon = UIImageView()
            icon.image = UIImage(systemName: "paperplane")
            icon.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(icon)
            icon.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
            icon.widthAnchor.constraint(equalToConstant: 80).isActive = true
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 0.75).isActive = true
            """)
        // Centred: x = (375 − 80) / 2 = 147.5; height 80 × 0.75 = 60.
        #expect(s.frame("icon") == Rect(x: 147.5, y: 100, width: 80, height: 60).snapped(toPixelsOf: 3))
        #expect(!outcome.notes.contains { $0.contains("its size is unknown") })
    }

    @Test("an image view whose height its image gives keeps the note, with the command that gives it one")
    func heightFromImage() {
        var s = Session()
        let outcome = s.run("""
            let banner = UIImageView(image: UIImage(named: "header-art"))
            banner.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(banner)
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            banner.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(outcome.notes.contains { $0.hasPrefix("banner: the image is not in the paste, so its size is unknown") })
        // Given one, its height is the image's: 375 wide from the edges, 120 tall from the image.
        #expect(!s.run("image banner size 300x120").failed)
        #expect(s.frame("banner") == Rect(x: 0, y: 0, width: 375, height: 120))
    }

    @Test("a fixed-size image view in a centred stack, beside a label, is placed without the note")
    func fixedSizeInStack() {
        var s = Session()
        let outcome = s.run("""
            let logo = UIImageView(image: UIImage(named: "brand"))
            logo.widthAnchor.constraint(equalToConstant: 64).isActive = true
            logo.heightAnchor.constraint(equalToConstant: 64).isActive = true
            let caption = UILabel()
            caption.text = "Welcome"
            let stack = UIStackView(arrangedSubviews: [logo, caption])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            """)
        #expect(s.frame("logo")?.size == Size(width: 64, height: 64))
        #expect(s.frame("logo")?.minY == 0)
        // The label sits under it, 64 + 12 down the stack.
        #expect(s.frame("caption")?.minY == 76)
        #expect(!outcome.notes.contains { $0.contains("its size is unknown") })
    }
}

/// The note that a control's size is the table's approximation is said only where the table's
/// size reaches a frame.
@Suite("Approximate control sizes: said only where they matter")
struct ApproximateControlNoteTests {
    static let approximate = "UIButton: intrinsic size from Layoutbook's table of controls, approximate (help UIButton)"

    @Test("a button pinned to both edges and given its height is placed without the note")
    func pinnedButton() {
        var s = Session()
        let outcome = s.run("""
            let submit = UIButton(type: .system)
            submit.setTitle("Create account", for: .normal)
            submit.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(submit)
            NSLayoutConstraint.activate([
                submit.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                submit.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                submit.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -40),
                submit.heightAnchor.constraint(equalToConstant: 50),
            ])
            """)
        // 375 − 20 − 20 = 335 wide; its bottom at 667 − 40 = 627.
        #expect(s.frame("submit") == Rect(x: 20, y: 577, width: 335, height: 50))
        #expect(!outcome.notes.contains(Self.approximate))
    }

    @Test("a button placed by its centre alone takes the table's size, and the note says so")
    func centredButton() {
        var s = Session()
        let outcome = s.run("""
            let retry = UIButton(type: .system)
            retry.setTitle("Retry", for: .normal)
            retry.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(retry)
            retry.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
            retry.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
            """)
        #expect(outcome.notes.contains(Self.approximate))
    }

    @Test("one button of two sized by the table keeps the note for both")
    func oneOfTwo() {
        var s = Session()
        let outcome = s.run("""
            let ok = UIButton(type: .system)
            ok.setTitle("OK", for: .normal)
            let cancel = UIButton(type: .system)
            cancel.setTitle("Cancel", for: .normal)
            for button in [ok, cancel] {
                button.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(button)
            }
            NSLayoutConstraint.activate([
                ok.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                ok.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                ok.widthAnchor.constraint(equalToConstant: 120),
                ok.heightAnchor.constraint(equalToConstant: 44),
                cancel.topAnchor.constraint(equalTo: ok.bottomAnchor, constant: 8),
                cancel.leadingAnchor.constraint(equalTo: ok.leadingAnchor),
            ])
            """)
        #expect(s.frame("ok") == Rect(x: 16, y: 100, width: 120, height: 44))
        #expect(outcome.notes.contains(Self.approximate))
    }
}
