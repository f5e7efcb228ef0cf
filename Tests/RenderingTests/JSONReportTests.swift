import Layout
import Testing

import Rendering

/// `--json`: the same facts, one JSON object per line, keys in a fixed order.
@Suite("the JSON report")
struct JSONReportTests {
    /// A 100×300 box pinned to the content edges of a full-screen scroll view on a 200×200 screen
    /// grows to 400 (content 100×400: scrolls vertically 0…200, not horizontally: 100 − 200 < 0), and
    /// a view with no constraints is added (ambiguous on both axes, where the solver leaves it at 0).
    @Test("views, scroll views, changes and warnings, each a line")
    func lines() throws {
        var l = Layout(screen: Fixtures.square)
        let sv = try l.fullScreenScrollView()
        let box = try l.addView("box", in: sv)
        try l.pinEdges(box, to: sv)
        try l.pin(box, .width, plus: 100)
        let height = try l.pin(box, .height, plus: 300)
        let before = LayoutSnapshot(l)
        try l.setConstant(height, 400)
        try l.addView("loose")
        expectLines(Report.json(from: before, to: l), #"""
            {"type":"screen","width":200,"height":200}
            {"type":"view","name":"root","kind":"root","superview":null,"frame":{"x":0,"y":0,"width":200,"height":200},"bounds":{"x":0,"y":0,"width":200,"height":200},"window":{"x":0,"y":0,"width":200,"height":200},"transform":[1,0,0,1,0,0],"clip":null,"ambiguous":[]}
            {"type":"view","name":"sv","kind":"scrollView","superview":"root","frame":{"x":0,"y":0,"width":200,"height":200},"bounds":{"x":0,"y":0,"width":200,"height":200},"window":{"x":0,"y":0,"width":200,"height":200},"transform":[1,0,0,1,0,0],"clip":null,"ambiguous":[]}
            {"type":"view","name":"box","kind":"view","superview":"sv","frame":{"x":0,"y":0,"width":100,"height":400},"bounds":{"x":0,"y":0,"width":100,"height":400},"window":{"x":0,"y":0,"width":100,"height":400},"transform":[1,0,0,1,0,0],"clip":{"x":0,"y":0,"width":200,"height":200},"ambiguous":[]}
            {"type":"view","name":"loose","kind":"view","superview":"root","frame":{"x":0,"y":0,"width":0,"height":0},"bounds":{"x":0,"y":0,"width":0,"height":0},"window":{"x":0,"y":0,"width":0,"height":0},"transform":[1,0,0,1,0,0],"clip":null,"ambiguous":["horizontal","vertical"]}
            {"type":"scrollView","name":"sv","contentSize":{"width":100,"height":400},"contentOffset":{"x":0,"y":0},"contentInset":{"top":0,"left":0,"bottom":0,"right":0},"horizontal":{"min":0,"max":-100,"scrolls":false},"vertical":{"min":0,"max":200,"scrolls":true},"zoom":{"enabled":false,"scale":1,"minimum":1,"maximum":1,"view":null}}
            {"type":"change","name":"box","property":"frame","from":{"x":0,"y":0,"width":100,"height":300},"to":{"x":0,"y":0,"width":100,"height":400}}
            {"type":"change","name":"loose","property":"frame","from":null,"to":{"x":0,"y":0,"width":0,"height":0}}
            {"type":"change","name":"sv","property":"contentSize","from":{"width":100,"height":300},"to":{"width":100,"height":400}}
            {"type":"warning","kind":"ambiguity","new":true,"view":"loose","axis":"horizontal","missing":["horizontal position","width"],"message":"Ambiguous layout: loose has an ambiguous horizontal position and width — pin both its left and right, or one of them (or centerX) and give it a width"}
            {"type":"warning","kind":"ambiguity","new":true,"view":"loose","axis":"vertical","missing":["vertical position","height"],"message":"Ambiguous layout: loose has an ambiguous vertical position and height — pin both its top and bottom, or one of them (or centerY) and give it a height"}
            """#)
    }

    @Test("a zoomed scroll view: fractional numbers, the zoom view and its transform")
    func zoom() throws {
        let (l, _, _) = try Fixtures.zoomed(2.25)
        let lines = Report.json(from: nil, to: l)
        expectLines(lines.filter { $0.contains(#""name":"rect""#) || $0.contains(#""type":"scrollView""#) }, #"""
            {"type":"view","name":"rect","kind":"view","superview":"sv","frame":{"x":0,"y":0,"width":135,"height":90},"bounds":{"x":0,"y":0,"width":60,"height":40},"window":{"x":0,"y":0,"width":135,"height":90},"transform":[2.25,0,0,2.25,0,0],"clip":{"x":0,"y":0,"width":375,"height":667},"ambiguous":[]}
            {"type":"scrollView","name":"sv","contentSize":{"width":135,"height":90},"contentOffset":{"x":0,"y":0},"contentInset":{"top":0,"left":0,"bottom":0,"right":0},"horizontal":{"min":0,"max":-240,"scrolls":false},"vertical":{"min":0,"max":-577,"scrolls":false},"zoom":{"enabled":true,"scale":2.25,"minimum":1,"maximum":10,"view":"rect"}}
            """#)
    }

    /// The box fills the 375×667 screen, so every attribute of the set lies on its centre line:
    /// the tops meet at (187.5,0), the bottoms at (187.5,667), and the two heights span it.
    @Test("a conflict that persists is not new, and lists its minimal set as the SVG draws it")
    func persistingConflict() throws {
        let (l, _) = try Fixtures.overconstrained()
        let warnings = Report.json(from: LayoutSnapshot(l), to: l).filter { $0.hasPrefix(#"{"type":"warning""#) }
        expectLines(warnings, #"""
            {"type":"warning","kind":"conflict","new":false,"broken":"box.height == 100","conflicting":["root.height == 667   (screen size)","box.top == root.top","box.bottom == root.bottom"],"drawn":[{"constraint":"root.height == 667   (screen size)","from":{"x":187.5,"y":0},"to":{"x":187.5,"y":667},"broken":false},{"constraint":"box.top == root.top","from":{"x":187.5,"y":0},"to":{"x":187.5,"y":0},"broken":false},{"constraint":"box.bottom == root.bottom","from":{"x":187.5,"y":667},"to":{"x":187.5,"y":667},"broken":false},{"constraint":"box.height == 100","from":{"x":187.5,"y":0},"to":{"x":187.5,"y":667},"broken":true}],"message":"Still unsatisfiable: box.height == 100 is broken (it conflicts with 3 constraints)"}
            """#)
    }

    @Test("names are escaped as JSON strings")
    func escaping() throws {
        var l = Layout()
        try l.addView("a \"quoted\"\tname\\")
        let line = Report.json(from: nil, to: l).first { $0.contains(#""superview":"root""#) }
        #expect(line?.hasPrefix(#"{"type":"view","name":"a \"quoted\"\tname\\","kind":"view","#) == true)
    }
}
