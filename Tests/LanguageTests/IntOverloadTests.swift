import Language
import Layout
import Testing

/// Swift's choice of an `Int` overload for integer-literal arithmetic: a Core Graphics
/// initialiser whose arguments are all integer literals takes its `Int` form, a conversion such
/// as `CGFloat(…)` takes an `Int`, and SnapKit's number targets are protocols `Int` conforms to;
/// so a division in them drops its remainder. Anywhere the parameter is only a `CGFloat`, or one
/// argument is a `CGFloat`, the literals are `CGFloat`s and keep their fraction. Pastes are
/// written for this test; frames derived by hand on 375×667.
@Suite("integer literals in a call with an Int overload")
struct IntOverloadTests {
    static func notes(_ outcomes: [Outcome]) -> [String] { outcomes.flatMap(\.notes) }

    @Test("CGRect of integer literals only is the Int form: 375 / 10 is 37, and the note says why")
    func rectOfLiteralsIsWhole() {
        var session = Session()
        let outcomes = session.script("""
            let tile = UIView(frame: CGRect(x: 0, y: 0, width: 375 / 10, height: 50))
            view.addSubview(tile)
            let dot = UIView(frame: .init(x: 7 / 2, y: 0, width: 8, height: 8))
            view.addSubview(dot)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // tile: width 375 / 10 = 37 in Int division.
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 37, height: 50))
        // dot: `.init(x:y:width:height:)` is CGRect's too: x 7 / 2 = 3.
        #expect(session.frame("dot") == Rect(x: 3, y: 0, width: 8, height: 8))
        #expect(Self.notes(outcomes).contains("'375 / 10' at line 1 is 37, not 37.5: Swift gives integer literals the type Int "
            + "there, and Int division drops the remainder (write a literal with a decimal point, such as 1.0, for a fraction)"))
    }

    @Test("one CGFloat among the arguments makes it the CGFloat form, and the literals keep their fraction")
    func oneFloatArgumentKeepsFractions() {
        var session = Session()
        let outcomes = session.script("""
            let width: CGFloat = 100
            let bar = UIView(frame: CGRect(x: 375 / 2, y: 0, width: width, height: 7 / 2))
            view.addSubview(bar)
            let spaced = UIView(frame: CGRect(x: 1.5, y: 0, width: 375 / 10, height: 10))
            view.addSubview(spaced)
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // bar: width is a CGFloat, so x 187.5 and height 3.5.
        #expect(session.frame("bar") == Rect(x: 187.5, y: 0, width: 100, height: 3.5))
        // spaced: 1.5 is no integer literal: the Double form, width 37.5.
        #expect(session.frame("spaced") == Rect(x: 1.5, y: 0, width: 37.5, height: 10))
        #expect(!Self.notes(outcomes).contains { $0.contains("Int division") })
    }

    @Test("CGFloat(1 / 2) is 0, and an anchor's CGFloat constant keeps 375 / 10 as 37.5")
    func conversionTakesAnInt() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 375 / 10).isActive = true
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: CGFloat(1 / 2) * 40).isActive = true
            box.widthAnchor.constraint(equalToConstant: 50).isActive = true
            box.heightAnchor.constraint(equalToConstant: 50).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // leading 37.5 (the constant is a CGFloat); top CGFloat(0) × 40 = 0.
        #expect(session.frame("box") == Rect(x: 37.5, y: 0, width: 50, height: 50).snapped(toPixelsOf: 3))
    }

    @Test("SnapKit's multipliedBy(1 / 3) is 0 and offset(45 / 2) is 22; dividedBy(2) of a width is unchanged")
    func snapKitTargetsTakeAnInt() {
        var session = Session()
        let outcomes = session.script("""
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(45 / 2)
                make.top.equalToSuperview().offset(10)
                make.width.equalToSuperview().dividedBy(2)
                make.height.equalTo(card.snp.width).multipliedBy(1 / 3).offset(10)
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // left 22 (45 / 2 in Int division); width 375 / 2 = 187.5; height 0 × 187.5 + 10 = 10.
        #expect(session.frame("card") == Rect(x: 22, y: 10, width: 187.5, height: 10).snapped(toPixelsOf: 3))
        let notes = Self.notes(outcomes)
        #expect(notes.contains { $0.hasPrefix("'1 / 3' at line 7 is 0, not 0.3333333333333333: Swift gives integer literals") })
        #expect(notes.contains { $0.hasPrefix("'45 / 2' at line 4 is 22, not 22.5:") })
    }

    @Test("Objective-C is unchanged: its literals were C's ints already")
    func objectiveCUnchanged() {
        var session = Session()
        let outcomes = session.script("""
            @interface TileController : UIViewController
            @end
            @implementation TileController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tile = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375 / 10, 50)];
                [self.view addSubview:tile];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("tile") == Rect(x: 0, y: 0, width: 37, height: 50))
        #expect(!Self.notes(outcomes).contains { $0.contains("Int division") })
    }
}
