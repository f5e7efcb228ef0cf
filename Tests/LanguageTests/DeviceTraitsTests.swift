import Language
import Layout
import Testing

/// What code asks of the device — its idiom, the size classes, the screen's scale — is answered
/// from the session's device and orientation, so a layout that branches on them takes the branch
/// UIKit would; a value that is not worked out and is compared says which way it went.
@Suite("code that asks the device its idiom, size classes and scale")
struct DeviceTraitsTests {
    static let branching = """
    let card = UIView()
    view.addSubview(card)
    card.translatesAutoresizingMaskIntoConstraints = false
    let cardWidth: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 400 : 200
    let cardHeight: CGFloat = traitCollection.horizontalSizeClass == .regular ? 300 : 100
    NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: view.topAnchor),
        card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        card.widthAnchor.constraint(equalToConstant: cardWidth),
        card.heightAnchor.constraint(equalToConstant: cardHeight),
    ])
    """

    @Test("on an iPad the idiom is .pad and the width size class regular; on the default screen a phone's")
    func idiomAndSizeClass() {
        var pad = Session()
        pad.script("device iPad\n" + Self.branching)
        #expect(pad.frame("card") == Rect(x: 0, y: 0, width: 400, height: 300))

        var phone = Session()
        phone.script(Self.branching)
        #expect(phone.frame("card") == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("a phone turned to landscape has a compact height; a Plus phone a regular width there")
    func landscapeSizeClasses() {
        var session = Session()
        session.script("""
        device iPhone 8
        rotate
        let bar = UIView()
        view.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.heightAnchor.constraint(equalToConstant: view.traitCollection.verticalSizeClass == .compact ? 32 : 44).isActive = true
        bar.widthAnchor.constraint(equalToConstant: traitCollection.horizontalSizeClass == .regular ? 90 : 60).isActive = true
        bar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """)
        #expect(session.frame("bar") == Rect(x: 0, y: 0, width: 60, height: 32))

        var plus = Session()
        plus.script("""
        device iPhone 8 Plus
        rotate
        let bar = UIView()
        view.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        bar.widthAnchor.constraint(equalToConstant: traitCollection.horizontalSizeClass == .regular ? 90 : 60).isActive = true
        bar.heightAnchor.constraint(equalToConstant: 10).isActive = true
        bar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        """)
        #expect(plus.frame("bar")?.size.width == 90)
    }

    @Test("a hairline of 1 / UIScreen.main.scale is a pixel of the device: a third of a point at @3x, half at @2x")
    func hairline() {
        let hairline = """
        let line = UIView()
        view.addSubview(line)
        line.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(1 / UIScreen.main.scale)
        }
        """
        var threeX = Session()
        threeX.script(hairline)
        #expect(abs((threeX.frame("line")?.size.height ?? 0) - 1.0 / 3) < 1e-9)

        var twoX = Session()
        twoX.script("device iPhone 8\n" + hairline)
        #expect(twoX.frame("line")?.size.height == 0.5)
    }

    @Test("comparing a value that is not worked out says which way the comparison went")
    func unknownComparisonIsSaid() {
        var session = Session()
        let outcomes = session.script("""
        let box = UIView()
        view.addSubview(box)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.size.equalTo(UIDevice.current.model == "iPad" ? 300 : 150)
        }
        """)
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 150, height: 150))
        #expect(outcomes.flatMap(\.notes).contains {
            $0.contains("'UIDevice.model' is not worked out here, so '==' takes it as different from the other side (false)")
        })
    }
}
