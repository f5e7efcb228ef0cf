import Language
import Layout
import Testing

/// What a user gets wrong once the syntax is right: each case names the error at its place and
/// leaves the session as it was.
@Suite("the interpreter's errors")
struct InterpreterErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var setup: String
        var entry: String
        var expected: String
        var testDescription: String { entry }
    }

    static let setup = """
        scroll sv
        view header in sv
        label title in sv text "Title"
        view outside
        """

    static let cases: [Case] = [
        Case(setup: setup, entry: "headr.snp.makeConstraints { make in make.top.equalTo(0) }", expected: """
            1:1: error: no name 'headr' is declared here
            headr.snp.makeConstraints { make in make.top.equalTo(0) }
            ^~~~~
            did you mean 'header'?
            """),
        Case(setup: setup, entry: "view header", expected: """
            1:6: error: a view named 'header' already exists; remove it first or choose another name
            view header
                 ^~~~~~
            """),
        Case(setup: setup, entry: "view root", expected: """
            1:6: error: 'root' is taken: it already means something in expressions; choose another name
            view root
                 ^~~~
            """),
        Case(setup: setup, entry: "view x in nowhere", expected: """
            1:11: error: no view named 'nowhere'
            view x in nowhere
                      ^~~~~~~
            """),
        Case(setup: setup, entry: "header.contentInset = 0,0,20,0", expected: """
            1:1: error: 'header' is not a scroll view, so it has no contentInset
            header.contentInset = 0,0,20,0
            ^~~~~~
            """),
        Case(setup: setup, entry: "scroll header to 0,100", expected: """
            1:8: error: 'header' is not a scroll view (declare it with: scroll header)
            scroll header to 0,100
                   ^~~~~~
            """),
        Case(setup: setup, entry: "header.text = \"Hi\"", expected: """
            1:8: error: 'UIView' has no member 'text' (it is UILabel's)
            header.text = "Hi"
                   ^~~~
            """),
        Case(setup: setup, entry: "sv.zoomView = outside", expected: """
            1:15: error: the zoom view must be a subview of 'sv'
            sv.zoomView = outside
                          ^~~~~~~
            """),
        Case(setup: setup, entry: "c.constant = 10", expected: """
            1:1: error: no name 'c' is declared here
            c.constant = 10
            ^
            declare it first (view c, let c = UIView(), or a constraint kept with let); names of an app's own code are skipped only in a pasted class or function
            """),
        Case(setup: setup, entry: "header.leadingAnchor.constraint(equalTo: sv.leftAnchor).isActive = true", expected: """
            1:1: error: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.
            header.leadingAnchor.constraint(equalTo: sv.leftAnchor).isActive = true
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """),
        Case(setup: setup, entry: "header.snp.makeConstraints { make in make.top.equalTo(title.snp.height) }", expected: """
            1:38: error: Invalid pairing of layout attributes: 'top' and 'height' — a size cannot be related to a location.
            header.snp.makeConstraints { make in make.top.equalTo(title.snp.height) }
                                                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """),
        Case(setup: setup, entry: "header.snp.makeConstraints { make in make.width.equalTo(100).priority(1001) }", expected: """
            1:71: error: a priority is a whole number from 1 to 1000 (1000 is required); this is 1001
            header.snp.makeConstraints { make in make.width.equalTo(100).priority(1001) }
                                                                                  ^~~~
            """),
        Case(setup: setup, entry: "header.snp.makeConstraints { make in make.width.equalTo(100).dividedBy(0) }", expected: """
            1:72: error: dividedBy(0): a multiplier cannot be infinite
            header.snp.makeConstraints { make in make.width.equalTo(100).dividedBy(0) }
                                                                                   ^
            """),
        Case(setup: setup, entry: "vfl sv \"V:|[header]-[other]|\"", expected: """
            1:22: error: no view named 'other'
            vfl sv "V:|[header]-[other]|"
                                 ^~~~~
            """),
        Case(setup: setup, entry: "vfl sv \"V:|[outside]|\"", expected: """
            1:13: error: 'outside' is not a subview of 'sv'; '|' in the string means sv's edge
            vfl sv "V:|[outside]|"
                        ^~~~~~~
            """),
        Case(setup: setup, entry: "vfl sv \"V:|-pad-[header]|\"", expected: """
            1:13: error: no metric named 'pad'; add it after the string: metrics pad=8
            vfl sv "V:|-pad-[header]|"
                        ^~~
            """),
        Case(setup: setup, entry: "flk header constrainTopSpace \"8\"", expected: """
            1:12: error: 'constrainTopSpace' needs the view to space from: flk header constrainTopSpace OTHER "8"
            flk header constrainTopSpace "8"
                       ^~~~~~~~~~~~~~~~~
            """),
        Case(setup: setup, entry: "show header", expected: """
            1:6: error: 'show header' draws a scroll view's whole content; 'header' is not a scroll view (use 'show' for the screen or 'explain header')
            show header
                 ^~~~~~
            """),
        Case(setup: setup, entry: "remove root", expected: """
            1:8: error: the root view cannot be removed
            remove root
                   ^~~~
            """),
        Case(setup: setup, entry: "redo", expected: """
            1:1: error: nothing to redo
            redo
            ^~~~
            """),
        Case(setup: setup, entry: "header.snp.updateConstraints { make in make.width.equalTo(1) }", expected: """
            1:40: error: updateConstraints only changes constants, and no constraint like 'header.width == 1' was made by an earlier block (SnapKit stops with a fatal error here); use remakeConstraints to replace constraints
            header.snp.updateConstraints { make in make.width.equalTo(1) }
                                                   ^~~~~~~~~~~~~~~~~~~~~
            """),
    ]

    @Test("the error is named at its place and nothing changes", arguments: cases)
    func error(_ c: Case) {
        var s = Session()
        s.script(c.setup)
        s.script("header.snp.makeConstraints { make in make.top.left.equalTo(0) }")
        let before = s.layout.constraintIDs
        let views = s.layout.viewsInTreeOrder
        #expect(s.failing(c.entry) == c.expected)
        #expect(s.layout.constraintIDs == before)
        #expect(s.layout.viewsInTreeOrder == views)
    }
}
