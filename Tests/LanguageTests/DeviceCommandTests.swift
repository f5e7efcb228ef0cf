import Language
import Layout
import Testing

/// `device`, `in navigation`, the margins and safe-area properties, and every style of constraint
/// agreeing on the guides. On an iPhone 15 (393×852): safe area 59 top, 34 bottom; root margins
/// 16 on the sides (393 < 400), 59 + 0 top and 34 + 0 bottom.
@Suite("the device at the prompt")
struct DeviceCommandTests {
    @Test("SnapKit, anchors, equations and VFL agree on the safe-area and margins guides")
    func stylesAgree() {
        var s = Session()
        s.script("""
            device iPhone 15
            view a
            a.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
                make.left.right.equalTo(view.layoutMarginsGuide)
                make.height.equalTo(10)
            }
            view b
            b.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
            b.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
            b.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
            b.heightAnchor.constraint(equalToConstant: 10).isActive = true
            view c
            c.top == view.safeAreaLayoutGuide.top
            c.left == view.leftMargin
            c.right == view.rightMargin
            c.height == 10
            view d
            d.snp.makeConstraints { make in make.edges.equalTo(view.safeAreaLayoutGuide) }
            """)
        // x 16, width 393 − 32 = 361, y 59.
        for name in ["a", "b", "c"] {
            #expect(s.frame(name) == Rect(x: 16, y: 59, width: 361, height: 10))
        }
        // 852 − 59 − 34 = 759.
        #expect(s.frame("d") == Rect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("VFL's | is the root view's edge, not its safe area: the view goes under the status bar")
    func visualFormatEdge() {
        var s = Session()
        s.script("""
            device iPhone 8
            view bar
            vfl root "V:|[bar(44)]"
            vfl root "H:|[bar]|"
            """)
        #expect(s.frame("bar") == Rect(x: 0, y: 0, width: 375, height: 44))
        // It reaches 20 pt into the root's unsafe band.
        #expect(s.layout.safeAreaInsets(of: s.layout.id(of: "bar")!) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("device NAME [landscape], rotate, and screen WxH back to a bare screen")
    func deviceCommand() {
        var s = Session()
        let outcome = s.script("device iPhone 15 Pro Max landscape")
        #expect(outcome.first?.notes == ["device: iPhone 15 Pro Max, landscape 932×430 · safe area 0,59,21,59"])
        #expect(s.layout.screen == Size(width: 932, height: 430))
        s.script("rotate")
        #expect(s.layout.screen == Size(width: 430, height: 932))
        #expect(s.layout.safeAreaInsets(of: .root) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        s.script("screen 430x932")
        #expect(s.layout.device == nil)
        #expect(s.layout.safeAreaInsets(of: .root) == .zero)
    }

    @Test("every name in the table can be typed after 'device' as it is listed, in both orientations",
          arguments: Device.presets.flatMap(\.names))
    func everyNameTypes(_ name: String) {
        var s = Session()
        s.script("device \(name) landscape")
        #expect(s.layout.device == Device.named(name))
        #expect(s.layout.environment.orientation == .landscape)
    }

    @Test("a name with its orientation after it is one name, as 'run --device' takes it too")
    func nameWithOrientation() {
        #expect(Device.named(withOrientation: "iPad Air  landscape ")?.device == Device.named("iPad Air"))
        #expect(Device.named(withOrientation: "iPad Air  landscape ")?.orientation == .landscape)
        #expect(Device.named(withOrientation: "iPhone 15")?.orientation == .portrait)
        #expect(Device.named(withOrientation: "iPhone 15 sideways") == nil)
    }

    @Test("a name is typed as Apple spells it, figures and all, and ends at ';' or a comment")
    func applesSpelling() {
        var s = Session()
        let outcome = s.script("device iPhone SE (2nd generation) ; view a # an SE\ndevice iPhone 16e landscape // the e")
        #expect(outcome.first?.notes.first == "device: iPhone SE, portrait 375×667 · safe area 20,0,0,0")
        #expect(s.frame("a") != nil)
        #expect(s.layout.device == Device.named("iPhone 16e"))
        #expect(s.layout.screen == Size(width: 844, height: 390))
    }

    @Test("device alone lists the presets and marks the current one")
    func listing() {
        var s = Session()
        s.script("device iPhone 8")
        let outcome = s.script("device")
        guard case .text(let text)? = outcome.first?.displays.first else {
            Issue.record("no listing")
            return
        }
        #expect(text.contains("▸ iPhone 8                      375×667    20,0,0,0 / 0,0,0,0"))
        #expect(text.contains("  iPhone 11                     414×896    48,0,34,0 / 0,48,21,48 *"))
    }

    @Test("an unknown device or container is an error at its place, with a suggestion, and changes nothing")
    func mistakes() {
        var s = Session()
        #expect(s.failing("device iPhone 15 Pro Maks") == """
            1:8: error: no device named 'iPhone 15 Pro Maks' (type 'device' for the list)
            device iPhone 15 Pro Maks
                   ^~~~~~~~~~~~~~~~~~
            did you mean 'iPhone 15 Pro Max'?
            """)
        #expect(s.failing("in navigatoin").contains("did you mean 'navigation'?"))
        #expect(s.failing("scroll sv\nsv.contentInsetAdjustmentBehavior = .nevr").contains("did you mean 'never'?"))
        #expect(s.layout.device == nil)
        #expect(s.layout.environment.container == .window)
    }

    @Test("the properties: margins, safe-area flags, status bar, additional insets and the adjustment behaviour")
    func properties() {
        var s = Session()
        s.script("""
            device iPhone 8
            in navigation
            view.additionalSafeAreaInsets = 0,0,10,0
            view card
            card.snp.makeConstraints { make in make.edges.equalToSuperview() }
            view inner in card
            inner.snp.makeConstraints { make in make.edges.equalTo(card.layoutMarginsGuide) }
            card.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            scroll sv
            sv.contentInsetAdjustmentBehavior = .never
            sv.alwaysBounceVertical = true
            """)
        // Root safe area: 20 + 44 = 64 top, 10 bottom. card fills the screen: its margins are
        // 0 + 64, 20, 0 + 10, 20: x 20, y 64, width 335, height 667 − 74 = 593.
        #expect(s.frame("inner") == Rect(x: 20, y: 64, width: 335, height: 593))
        s.script("card.insetsLayoutMarginsFromSafeArea = false")
        #expect(s.frame("inner") == Rect(x: 20, y: 0, width: 335, height: 667))
        s.script("view.prefersStatusBarHidden = true")
        #expect(s.layout.safeAreaInsets(of: .root) == EdgeInsets(top: 44, left: 0, bottom: 10, right: 0))
        #expect(s.layout.view(s.layout.id(of: "sv")!)?.scroll?.contentInsetAdjustmentBehavior == .never)
        #expect(s.failing("card.prefersStatusBarHidden = false").contains("belongs to the view controller"))
    }
}
