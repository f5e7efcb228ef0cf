import Testing
import Foundation
import Layout
@testable import InterfaceBuilder

@Suite("SF Symbol image views: constraints place the symbol's alignment rectangle")
struct SymbolAlignmentTests {
    func built() throws -> BuiltScene {
        let document = try InterfaceDocument.read(Array(Fixtures.symbolToolbarXib.utf8))
        return SceneBuilder.build(document, scene: 0, device: nil)
    }

    func frame(_ scene: BuiltScene, _ name: String) throws -> Rect {
        try StoredFrames.frame(scene, name)
    }

    /// Whether two rectangles agree to a thousandth of a point (the insets are thirds).
    func close(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.001 }
    }

    @Test("an arrow.left placed 24×24 is drawn 3 pt lower and 5.667 pt shorter, a key.fill 20×20 one 1 pt higher and 2.333 pt taller, whatever size they are given")
    func knownSymbols() throws {
        let scene = try built()
        #expect(close(try frame(scene, "backArrow"), Rect(x: 16, y: 21, width: 24, height: 18.333)))
        #expect(close(try frame(scene, "keyBadge"), Rect(x: 284, y: 9, width: 20, height: 22.333)))
        // The insets are the image's, in points: a 40-tall arrow loses the same 5.667.
        guard case .known(let insets) = SymbolAlignment.insets(of: "arrow.left", configuration: nil) else {
            Issue.record("arrow.left is in the table"); return
        }
        var layout = Layout()
        let arrow = try layout.addView("arrow", in: .root)
        try layout.setAlignmentRectInsets(arrow, insets)
        for (edge, constant) in [(Attribute.left, 10.0), (.top, 10)] {
            _ = try layout.activate(LayoutConstraint(.view(arrow), edge, .equal, .view(.root), edge, constant: constant))
        }
        for size in [Attribute.width, .height] {
            _ = try layout.activate(LayoutConstraint(.view(arrow), size, .equal, constant: 40))
        }
        #expect(close(layout.frame(of: arrow), Rect(x: 10, y: 13, width: 40, height: 34.333)))
    }

    @Test("the insets are read from the symbol's name and configuration: the default one is known, a scale of its own is not")
    func table() {
        #expect(SymbolAlignment.insets(of: "chevron.right", configuration: nil) == .known(EdgeInsets(top: -2, bottom: -1.667)))
        #expect(SymbolAlignment.insets(of: "leaf", configuration: nil)
            == .unknown("SF Symbol 'leaf': its alignment insets are not known"))
        #expect(SymbolAlignment.insets(of: "chevron.right", configuration: "scale=\"large\"")
            == .unknown("SF Symbol 'chevron.right' drawn with scale=\"large\": its alignment insets in that configuration are not known"))
        #expect(DocumentReader.symbolConfiguration(nil) == nil)
    }

    @Test("a symbol whose insets are not known keeps its constrained rectangle, and its misplacement says which symbol and configuration")
    func unknownSymbols() throws {
        let scene = try built()
        let misplaced = scene.misplacedViews(in: scene.layout)
        #expect(misplaced.map(\.name) == ["leafMark", "bigChevron"])
        let leaf = try #require(misplaced.first)
        #expect(close(leaf.solved, Rect(x: 100, y: 10, width: 30, height: 30)))
        #expect(scene.explanation(of: leaf, in: scene.layout, among: misplaced)
            == "SF Symbol 'leaf': its alignment insets are not known: the constraints place the symbol's alignment rectangle, and IB's frame is that rectangle grown or shrunk by them")
        let chevron = try #require(misplaced.last)
        #expect(close(chevron.solved, Rect(x: 150, y: 20, width: 20, height: 20)))
        #expect(scene.explanation(of: chevron, in: scene.layout, among: misplaced).hasPrefix(
            "SF Symbol 'chevron.right' drawn with scale=\"large\": its alignment insets in that configuration are not known"))
    }

    @Test("a symbol view sized by its image, whose size is taken from its stored frame, takes that frame less the symbol's insets as its alignment rectangle's size, so it is drawn at its stored frame")
    func heldWhereDrawn() throws {
        let scene = try built()
        #expect(close(try frame(scene, "sideChevron"), Rect(x: 200, y: 10, width: 12, height: 16.333)))
    }

    @Test("a symbol's stored frame is checked against its constraints less its insets: a 24-tall arrow stored 18.333 tall breaks no constraint, a stored frame 2 pt off does")
    func storedFramesAgainstConstraints() throws {
        let scene = try built()
        let arrow = try #require(scene.layout.id(of: "backArrow"))
        #expect(scene.staleFrame(of: arrow, in: scene.layout) == nil)
        let moved = Fixtures.symbolToolbarXib.replacingOccurrences(of: "x=\"16\" y=\"21\" width=\"24\" height=\"18.333333333333332\"",
                                                                   with: "x=\"16\" y=\"21\" width=\"24\" height=\"16.333333333333332\"")
        let stale = SceneBuilder.build(try InterfaceDocument.read(Array(moved.utf8)), scene: 0, device: nil)
        let found = try #require(stale.staleFrame(of: arrow, in: stale.layout))
        #expect(found.constraint == "cn-sy-002")
        #expect(abs(found.stored - 22) < 0.001 && found.asked == 24)
    }
}
