@testable import Language
import Layout
import Testing

/// What the eighth round of fresh app code tripped on: format options given as a raw value,
/// custom spacing after a view the stack does not hold, a tuple type with a function in it, the
/// C library's rounding, the app's helpers that set subviews up, and PureLayout's views known
/// only from the arrays it lays out. Pastes are written for this test; frames derived by hand on
/// the bare 375×667 screen.
@Suite("Fresh app code, eighth round")
struct Book105Tests {
    @Test("format options given as a raw value are the options its bits name: 0 is none, 1 << 10 aligns every centre Y")
    func rawFormatOptions() {
        var session = Session()
        let outcomes = session.script("""
            let a = UIView()
            let b = UIView()
            for v in [a, b] {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            let views = ["a": a, "b": b]
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[a(40)]-10-[b(60)]", options: .init(rawValue: 1 << 10), metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(40)]", options: .init(rawValue: 0), metrics: nil, views: views))
            view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[b(20)]", options: NSLayoutConstraint.FormatOptions(rawValue: 0), metrics: nil, views: views))
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("a") == Rect(x: 10, y: 20, width: 40, height: 40))
        // Centred on a's centre Y, 40: 20 tall from 30.
        #expect(session.frame("b") == Rect(x: 60, y: 30, width: 60, height: 20))
        #expect(Evaluator.formatOptions(rawValue: Double((1 << 1) | (1 << 16) | (1 << 19)))
                == [.alignAllLeft, .directionLeftToRight, .spacingBaselineToBaseline])
    }

    @Test("custom spacing after a view the stack does not arrange adds nothing, with a note; after one it does, even before the stack is placed")
    func customSpacingAfterAnotherView() {
        var session = Session()
        let outcomes = session.script("""
            let title = UILabel()
            title.text = "Title"
            let body = UILabel()
            body.text = "Body"
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.setCustomSpacing(12, after: title)
            stack.setCustomSpacing(40, after: UIView())
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 20.333 per line, 12 between them.
        #expect(session.frame("body")?.isAbout(Rect(x: 0, y: 32 + 1.0 / 3, width: session.frame("body")?.width ?? 0, height: 20 + 1.0 / 3)) == true)
        #expect(outcomes.flatMap(\.notes).contains { $0.hasPrefix("setCustomSpacing(_:after:): 'view") && $0.hasSuffix("is not one of stack's arranged views here, so the spacing after it changes nothing") })
    }

    @Test("an array of labelled tuples whose type holds a function keeps its labels: item.detail is the string the paste gives")
    func tupleWithFunction() {
        var session = Session()
        let outcomes = session.script("""
            class Catalog: UIView {
                private let items: [(name: String, detail: String, make: () -> UIView)] = [
                    ("Chips", "Wide", { UIView() })
                ]
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for item in items { label.text = item.detail }
                    label.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(label)
                    label.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    label.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("placeholder text 'detail'") })
        #expect(Evaluator.tupleLabels(of: "(name: String, make: () -> UIView)") == ["name", "make"])
        #expect(Evaluator.tupleLabels(of: "(Int) -> Void") == nil)
    }

    @Test("the C library's rounding functions give its values: lround(2.6) is 3, lrint(2.5) 2, trunc(-2.7) -2")
    func roundingFunctions() {
        var session = Session()
        let outcomes = session.script("""
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: CGFloat(lround(2.6) * 10 + lrint(2.5))).isActive = true
            box.heightAnchor.constraint(equalToConstant: CGFloat(trunc(-2.7) + 10)).isActive = true
            box.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 0, y: 0, width: 32, height: 8))
    }

    @Test("the app's setSubviewForAutoLayout(_:) adds the view it is given, its mask off, as addSubviewForAutoLayout does")
    func setSubviewForAutoLayout() {
        var session = Session()
        let outcomes = session.script("""
            class Panel: UIView {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    setSubviewForAutoLayout(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        box.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
                        box.widthAnchor.constraint(equalToConstant: 30),
                        box.heightAnchor.constraint(equalToConstant: 30),
                    ])
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("box") == Rect(x: 8, y: 8, width: 30, height: 30))
    }

    @Test("Objective-C: properties known only from an array PureLayout lays out are the header's views, and a class made with newAutoLayoutView is a view whatever its name")
    func pureLayoutArraysAndNewAutoLayoutView() {
        var session = Session()
        let outcomes = session.script("""
            @implementation SwatchController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.legend];
                [self.legend autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:40];
                [self.legend autoPinEdgeToSuperviewEdge:ALEdgeLeft];
                [self.legend autoSetDimensionsToSize:CGSizeMake(100, 20)];
                NSArray *swatches = @[self.red, self.green, self.blue];
                [swatches autoSetViewsDimension:ALDimensionHeight toSize:50];
                [swatches autoDistributeViewsAlongAxis:ALAxisHorizontal alignedTo:ALAttributeHorizontal withFixedSpacing:10 insetSpacing:YES matchedSizes:YES];
                [self.red autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:100];
            }
            - (LegendStrip *)legend {
                if (!_legend) { _legend = [LegendStrip newAutoLayoutView]; }
                return _legend;
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("legend") == Rect(x: 0, y: 40, width: 100, height: 20))
        // (375 − 4 × 10) / 3 = 111.667 each, 10 apart from 10.
        #expect(session.frame("red")?.isAbout(Rect(x: 10, y: 100, width: 111 + 2.0 / 3, height: 50)) == true)
        #expect(session.frame("green")?.isAbout(Rect(x: 131 + 2.0 / 3, y: 100, width: 111 + 2.0 / 3, height: 50)) == true)
        #expect(session.frame("blue") != nil)
    }

    @Test("a text view's textContainer.size is as wide as the view inside its textContainerInset; a negative preferredMaxLayoutWidth is automatic, with a note")
    func textContainerSize() {
        var session = Session()
        let outcomes = session.script("""
            let editor = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            editor.textContainerInset = UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 4)
            view.addSubview(editor)
            let hint = UILabel()
            hint.text = "Write"
            hint.preferredMaxLayoutWidth = -10
            hint.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(hint)
            hint.widthAnchor.constraint(equalToConstant: editor.textContainer.size.width - editor.textContainer.lineFragmentPadding * 2).isActive = true
            hint.topAnchor.constraint(equalTo: view.topAnchor, constant: 200).isActive = true
            hint.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // 200 − 6 − 4 = 190, less 5 a side.
        #expect(session.frame("hint")?.size.width == 180)
        #expect(outcomes.flatMap(\.notes).contains("preferredMaxLayoutWidth = -10 on 'hint': UILabel takes a width of 0 or less as automatic, as 0 is"))
    }
}
