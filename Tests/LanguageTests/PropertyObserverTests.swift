import Language
import Layout
import Testing

/// A stored property's `didSet` as Swift runs it: the observer reads the value before the
/// assignment as `oldValue`. Frames are derived by hand on the bare 375×667 screen.
@Suite("property observers")
struct PropertyObserverTests {
    static let host = """
    class HostView: UIView {
        var content: UIView? {
            didSet {
                oldValue?.removeFromSuperview()
                if let content = content {
                    addSubview(content)
                    content.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        content.topAnchor.constraint(equalTo: topAnchor, constant: 10),
                        content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
                        content.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
                        content.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
                    ])
                }
            }
        }
    }
    let host = HostView()
    host.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
    view.addSubview(host)
    let first = UIView()
    let second = UIView()
    host.content = first
    """

    @Test("didSet reads oldValue: nil the first time, with no note about the app's code")
    func oldValueIsNilAtFirst() {
        var session = Session()
        let outcomes = session.script(Self.host)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("first") == Rect(x: 10, y: 10, width: 280, height: 180))
        #expect(!outcomes.flatMap(\.notes).contains { $0.contains("oldValue") })
    }

    @Test("didSet's oldValue is the view set before: replaced, it leaves the host and the new one fills it")
    func oldValueIsThePreviousView() {
        var session = Session()
        let outcomes = session.script(Self.host + "\nhost.content = second")
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("second") == Rect(x: 10, y: 10, width: 280, height: 180))
        let first = session.layout.id(of: "first")
        #expect(first.map { session.layout.superview(of: $0) == nil } ?? true)
    }
}
