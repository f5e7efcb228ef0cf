import Layout
import Testing

import Rendering

@Suite("hidden views in pictures")
struct HiddenViewSceneTests {
    @Test("a hidden arranged view and its subviews are left out of the picture, as UIKit draws neither")
    func hiddenLeftOut() throws {
        var l = Layout()
        let s = try l.addView("s")
        try l.activate(LayoutConstraint(.view(s), .left, .equal, .view(.root), .left))
        try l.activate(LayoutConstraint(.view(s), .top, .equal, .view(.root), .top))
        try l.makeStack(s, StackView(axis: .vertical))
        for name in ["a", "b"] {
            let v = try l.addView(name, kind: .image, in: s)
            try l.setImageSize(v, Size(width: 40, height: 20))
            try l.addArrangedSubview(v, to: s)
        }
        let b = try #require(l.id(of: "b"))
        _ = try l.addView("badge", in: b)
        try l.setHidden(b, true)
        #expect(Report.scene(of: l).nodes.map(\.name) == ["root", "s", "a"])
        #expect(Report.svgPicture(of: l).nodes.map(\.name) == ["root", "s", "a"])
        try l.setHidden(b, false)
        #expect(Report.scene(of: l).nodes.map(\.name) == ["root", "s", "a", "b", "badge"])
    }

    @Test("a stack view draws nothing of its own: the SVG picture draws it dashed, its views solid")
    func stackDashed() throws {
        var l = Layout()
        let s = try l.addView("s")
        try l.makeStack(s)
        let a = try l.addView("a", in: s)
        try l.addArrangedSubview(a, to: s)
        let nodes = Report.svgPicture(of: l).nodes
        #expect(nodes.first { $0.name == "s" }?.drawsItself == false)
        #expect(nodes.first { $0.name == "a" }?.drawsItself == true)
        #expect(Report.svg(l).contains("lb-nondrawing"))
    }
}
