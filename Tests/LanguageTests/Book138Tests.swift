@testable import Language
import Layout
import Testing

/// What the thirty-fifth round's fresh app code tripped on. Pastes are written for this test;
/// frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, thirty-fifth round")
struct Book138Tests {
    @Test("a UIButton subclass that sets titleLabel?.font without self. is measured in that font, as UIKit sizes the button by its title label")
    func buttonSubclassTitleFontWithoutSelf() {
        var session = Session()
        let outcomes = session.script("""
            class TagButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Follow", for: .normal)
                    titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
                    contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let follow = TagButton()
            follow.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(follow)
            follow.topAnchor.constraint(equalTo: view.topAnchor, constant: 60).isActive = true
            follow.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            let sameText = UILabel()
            sameText.text = "Follow"
            sameText.font = .systemFont(ofSize: 13, weight: .semibold)
            sameText.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sameText)
            sameText.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            sameText.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The title is the label's 40.667 × 15.667, rounded up to whole points (41 × 16), with
        // the content insets replacing the default padding: 41 + 20 by 16 + 8.
        #expect(session.frame("sameText") == Rect(x: 16, y: 200, width: 122.0 / 3, height: 47.0 / 3))
        #expect(session.frame("follow") == Rect(x: 16, y: 60, width: 61, height: 24))
    }

    @Test("a local named titleLabel in a button subclass's method is that local, not the button's own")
    func localTitleLabelIsNotTheButtons() {
        var session = Session()
        let outcomes = session.script("""
            class CardButton: UIButton {
                let caption = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setTitle("Go", for: .normal)
                    let titleLabel: UILabel? = caption
                    titleLabel?.font = .systemFont(ofSize: 40)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            let go = CardButton(type: .system)
            go.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(go)
            go.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            go.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // The system button keeps its 15-pt title: 30 tall, not a 40-pt line's 48 + 12.
        #expect(session.frame("go")?.height == 30)
    }

    @Test("Self(…) in a method of the app's struct is that struct's initialiser, and an implicit member chain given for its parameter runs its static method")
    func selfInitialiserAndImplicitMemberChain() {
        var session = Session()
        let outcomes = session.script("""
            struct Sides {
                var names: [String]
                init(_ names: [String]) { self.names = names }
                static func every() -> Self { return Self(["top", "left", "bottom", "right"]) }
                func without(_ name: String) -> Self { Self(names.filter { $0 != name }) }
            }
            extension UIView {
                func stick(_ sides: Sides, to other: UIView, inset: CGFloat) {
                    for side in sides.names {
                        switch side {
                        case "top": topAnchor.constraint(equalTo: other.topAnchor, constant: inset).isActive = true
                        case "bottom": bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset).isActive = true
                        case "left": leftAnchor.constraint(equalTo: other.leftAnchor, constant: inset).isActive = true
                        default: rightAnchor.constraint(equalTo: other.rightAnchor, constant: -inset).isActive = true
                        }
                    }
                }
            }
            let banner = UIView()
            let footer = UIView()
            for v in [banner, footer] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
                v.heightAnchor.constraint(equalToConstant: 60).isActive = true
            }
            banner.stick(Sides.every().without("bottom"), to: view, inset: 12)
            footer.stick(.every().without("top"), to: view, inset: 20)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("banner") == Rect(x: 12, y: 12, width: 351, height: 60))
        #expect(session.frame("footer") == Rect(x: 20, y: 587, width: 335, height: 60))
    }

    @Test("a switch binds the values an enum case of the app's carries, and a computed property of the enum reads them")
    func enumPayloadsAreBound() {
        var session = Session()
        let outcomes = session.script("""
            enum Pin {
                case top(CGFloat)
                case leading(CGFloat)
                case size(CGFloat, CGFloat)
                var label: String {
                    switch self {
                    case .top: return "top"
                    case .leading: return "leading"
                    case .size: return "size"
                    }
                }
                var amount: CGFloat {
                    switch self {
                    case .top(let v), .leading(let v): return v
                    case let .size(w, _): return w
                    }
                }
            }
            extension UIView {
                func apply(_ pins: [Pin], in other: UIView) {
                    for pin in pins {
                        switch pin {
                        case let .top(inset): topAnchor.constraint(equalTo: other.topAnchor, constant: inset).isActive = true
                        case .leading(let inset): leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset).isActive = true
                        case let .size(width, height):
                            widthAnchor.constraint(equalToConstant: width).isActive = true
                            heightAnchor.constraint(equalToConstant: height).isActive = true
                        }
                    }
                }
            }
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(badge)
            badge.apply([.top(30), .leading(40), Pin.size(100, 50)], in: view)
            let dot = UIView()
            dot.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(dot)
            let offset = Pin.leading(70)
            dot.apply([.top(offset.amount), .size(8, 8)], in: view)
            dot.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Pin.size(5, 6).amount).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("badge") == Rect(x: 40, y: 30, width: 100, height: 50))
        #expect(session.frame("dot") == Rect(x: 5, y: 70, width: 8, height: 8))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("is not in the paste: 0 is used") })
    }

    @Test("a static property of the app's type named with a dot for a parameter of that type is that property")
    func implicitStaticPropertyOfParameterType() {
        var session = Session()
        let outcomes = session.script("""
            struct Margins {
                var side: CGFloat
                var top: CGFloat
                static let roomy = Margins(side: 24, top: 32)
                static var tight: Margins { Margins(side: 8, top: 4) }
            }
            extension UIView {
                func place(in other: UIView, margins: Margins) {
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: margins.side).isActive = true
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -margins.side).isActive = true
                    topAnchor.constraint(equalTo: other.topAnchor, constant: margins.top).isActive = true
                    heightAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            let card = UIView()
            let strip = UIView()
            for v in [card, strip] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            card.place(in: view, margins: .roomy)
            strip.place(in: view, margins: .tight)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("card") == Rect(x: 24, y: 32, width: 327, height: 40))
        #expect(session.frame("strip") == Rect(x: 8, y: 4, width: 359, height: 40))
    }

    @Test("UIEdgeInsets with leading: and trailing: or with only some sides is the app's own initialiser: taken as its labels say, with a note")
    func appEdgeInsetsInitialisers() {
        var session = Session()
        let outcomes = session.script("""
            let tile = UIView()
            tile.translatesAutoresizingMaskIntoConstraints = false
            tile.widthAnchor.constraint(equalToConstant: 40).isActive = true
            tile.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let row = UIStackView(arrangedSubviews: [tile])
            row.alignment = .leading
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = UIEdgeInsets(top: 21, leading: 12, bottom: 9, trailing: 16)
            row.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(row)
            row.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            box.heightAnchor.constraint(equalToConstant: 40).isActive = true
            let column = UIStackView(arrangedSubviews: [box])
            column.isLayoutMarginsRelativeArrangement = true
            column.layoutMargins = UIEdgeInsets(top: 6)
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 300).isActive = true
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 12 + 40 + 16 wide, 21 + 40 + 9 tall; the tile at the margins' corner.
        #expect(session.frame("row") == Rect(x: 0, y: 0, width: 68, height: 70))
        #expect(session.frame("tile") == Rect(x: 12, y: 21, width: 40, height: 40))
        // Only the top given: the other sides 0.
        #expect(session.frame("column") == Rect(x: 0, y: 300, width: 375, height: 46))
        #expect(session.frame("box") == Rect(x: 0, y: 6, width: 375, height: 40))
        #expect(outcomes.flatMap(\.notes).contains("'UIEdgeInsets(top:leading:bottom:trailing:)' is the app's own initialiser, not in the paste: "
            + "taken as the labels say in a left-to-right layout"))
        #expect(outcomes.flatMap(\.notes).contains("'UIEdgeInsets(top:)' is the app's own initialiser, not in the paste: taken as the labels "
            + "say in a left-to-right layout, left, bottom, right 0"))
    }
}
