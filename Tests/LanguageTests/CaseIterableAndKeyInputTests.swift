import Language
import Layout
import Testing

/// Swift's `allCases` on a pasted enum that adopts `CaseIterable`, and `hasText` on a text
/// field or text view, which only the running app knows. Every paste here is written for this
/// test; the frames are derived by hand on the default 375×667 screen.
@Suite("allCases of a CaseIterable enum, and hasText")
struct CaseIterableAndKeyInputTests {
    @Test("an enum's allCases lists its cases in the order they are declared, and a loop over it builds one view a case")
    func allCasesInDeclarationOrder() {
        var session = Session()
        let outcomes = session.script("""
        final class FareTabs: UIViewController {
            enum Fare: CaseIterable {
                case saver
                case standard, flexible
            }
            private let fares: [Fare] = Fare.allCases
            override func viewDidLoad() {
                super.viewDidLoad()
                for (index, fare) in fares.enumerated() {
                    let tab = UIView(frame: CGRect(x: CGFloat(index) * 125, y: 0, width: 125, height: 48))
                    if fare == .flexible { tab.frame.size.height = 60 }
                    view.addSubview(tab)
                }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Three cases, three tabs 125 wide; the third, .flexible, is 60 tall.
        #expect(session.frame("tab") == Rect(x: 0, y: 0, width: 125, height: 48))
        #expect(session.frame("tab2") == Rect(x: 125, y: 0, width: 125, height: 48))
        #expect(session.frame("tab3") == Rect(x: 250, y: 0, width: 125, height: 60))
    }

    @Test("an enum that does not adopt CaseIterable has no allCases, as in Swift")
    func allCasesNeedsCaseIterable() {
        var session = Session()
        let text = session.failing("""
        enum Seat { case window, aisle }
        let seats = Seat.allCases
        """)
        #expect(text.contains("has no member 'allCases'"))
    }

    @Test("hasText in a text field delegate method is accepted, and read at run time is taken as true with a note")
    func hasTextIsTheAppsAtRunTime() {
        var session = Session()
        let outcomes = session.script("""
        final class PromoField: UIView, UITextFieldDelegate {
            let field = UITextField()
            let apply = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(field)
                field.frame = CGRect(x: 0, y: 0, width: 200, height: 34)
                if field.hasText { apply.frame = CGRect(x: 210, y: 0, width: 80, height: 34) }
                addSubview(apply)
            }
            required init?(coder: NSCoder) { fatalError() }
            func textFieldDidEndEditing(_ textField: UITextField) {
                if textField.hasText { apply.isHidden = false }
            }
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("apply") == Rect(x: 210, y: 0, width: 80, height: 34))
        #expect(outcomes.flatMap(\.notes).contains { $0.contains("hasText") && $0.contains("taken as true") })
    }
}
