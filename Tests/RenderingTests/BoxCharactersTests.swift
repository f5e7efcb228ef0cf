import Rendering
import Testing

@Suite("box characters")
struct BoxCharactersTests {
    func all(_ set: BoxCharacters) -> [Character] {
        [set.horizontal, set.vertical, set.topLeft, set.topRight, set.bottomLeft, set.bottomRight,
         set.windowHorizontal, set.windowVertical, set.windowTopLeft, set.windowTopRight,
         set.windowBottomLeft, set.windowBottomRight, set.ellipsis, set.dot, set.barLeft, set.barRight]
    }

    @Test("--ascii draws with plain ASCII only")
    func asciiOnly() {
        // A closure, not `\.isASCII`: inside #expect a key path argument is taken as a throwing call.
        #expect(all(.ascii).allSatisfy { $0.isASCII })
    }

    @Test("the visible window's border differs from a view's, in both sets")
    func windowStandsOut() {
        for set in [BoxCharacters.unicode, .ascii] {
            #expect(set.windowHorizontal != set.horizontal)
            #expect(set.windowVertical != set.vertical)
            #expect(set.windowTopLeft != set.topLeft)
        }
    }
}
