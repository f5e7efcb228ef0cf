import Language
import Layout
import Testing

/// Shapes met in app files of set 75: a view whose only initialiser is `init(coder:)`, which
/// only a nib or a storyboard calls. Every paste is written for this test; frames are derived by
/// hand on the default bare 375×667 screen.
@Suite("app files: real apps, set 75")
struct Real75Tests {
    @Test("a cell whose one initialiser is init(coder:) is made as its storyboard makes it, and that init runs")
    func cellMadeByItsCoderInitializer() {
        var session = Session()
        let outcomes = session.script("""
        class TicketCell: UITableViewCell {
            var stub: UIView!
            let seat = UILabel()

            required init?(coder aDecoder: NSCoder) {
                super.init(coder: aDecoder)
                arrange()
            }

            private func arrange() {
                stub = UIView()
                [stub, seat].forEach { contentView.addSubview($0) }
                stub.snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(20)
                    make.centerY.equalToSuperview()
                    make.width.height.equalTo(24)
                }
                seat.snp.makeConstraints { make in
                    make.leading.equalTo(stub.snp.trailing).offset(10)
                    make.trailing.equalToSuperview().inset(20)
                    make.centerY.equalToSuperview()
                }
            }
        }
        """)
        // Nothing pins the content's top or bottom, so its height is zero and the row is UIKit's
        // standard 44. stub: x 20, 24×24, centred: y (44 − 24) / 2 = 10. seat: x 20 + 24 + 10 =
        // 54 to 375 − 20 = 355, so 301 wide; empty, so 0 tall at the centre, y 22.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        // The content view is 43.667, the row less the separator's pixel: stub at (43.667 − 24) / 2,
        // seat at 21.833.
        #expect(session.frame("ticketCell") == Rect(x: 0, y: 0, width: 375, height: rowContentHeight))
        #expect(session.frame("stub")?.isAbout(Rect(x: 20, y: (rowContentHeight - 24) / 2, width: 24, height: 24).snapped(toPixelsOf: 3)) == true)
        #expect(session.frame("seat")?.isAbout(Rect(x: 54, y: rowContentHeight / 2, width: 301, height: 0).snapped(toPixelsOf: 3)) == true)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("TicketCell's one initialiser is init(coder:)") && $0.contains("not in the paste") })
        #expect(notes.contains { $0.contains("made as TicketCell(coder:)") })
        #expect(!notes.contains { $0.contains("is not shown") })
    }

    @Test("a view made by its init(coder:) then runs its awakeFromNib, as nib loading does; one whose init(coder:) stops is not made")
    func coderInitializerThenAwakeFromNib() {
        var session = Session()
        let outcomes = session.script("""
        class StampView: UIView {
            let mark = UILabel()

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addSubview(mark)
                mark.translatesAutoresizingMaskIntoConstraints = false
                mark.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
                mark.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12).isActive = true
                mark.widthAnchor.constraint(equalToConstant: 80).isActive = true
                mark.heightAnchor.constraint(equalToConstant: 30).isActive = true
            }

            override func awakeFromNib() {
                super.awakeFromNib()
                let rule = UIView()
                addSubview(rule)
                rule.frame = CGRect(x: 0, y: 50, width: 40, height: 1)
            }
        }
        """)
        // The stamp fills the screen, nothing in it fixing its size; mark (12,12,80,30) from its
        // init(coder:), then rule (0,50,40,1) from awakeFromNib, which runs after it.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("stampView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("mark") == Rect(x: 12, y: 12, width: 80, height: 30))
        #expect(session.frame("rule") == Rect(x: 0, y: 50, width: 40, height: 1))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("it ran after its init(coder:), as nib loading runs it") })

        var other = Session()
        let refused = other.script("""
        class SealView: UIView {
            let dot = UIView()
            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
                addSubview(dot)
            }
        }
        """)
        // Its init(coder:) stops before anything is built: no nib makes it either.
        #expect(other.frame("dot") == nil)
        #expect(refused.flatMap(\.notes).contains { $0.contains("SealView is not shown") })
    }

    @Test("an Objective-C view whose one initialiser is initWithCoder: is made by it")
    func objectiveCCoderInitializer() {
        var session = Session()
        let outcomes = session.script("""
            @interface PinView : UIView
            @property (nonatomic, strong) UIView *head;
            @end
            @implementation PinView
            - (instancetype)initWithCoder:(NSCoder *)aDecoder {
                self = [super initWithCoder:aDecoder];
                if (self) {
                    _head = [[UIView alloc] initWithFrame:CGRectMake(6, 6, 14, 14)];
                    [self addSubview:_head];
                }
                return self;
            }
            @end
            """)
        // The pin fills the screen; its head keeps the frame its initialiser gives it.
        #expect(outcomes.flatMap(\.diagnostics).isEmpty)
        #expect(session.frame("pinView") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(session.frame("head") == Rect(x: 6, y: 6, width: 14, height: 14))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("PinView's one initialiser is init(coder:)") })
    }
}
