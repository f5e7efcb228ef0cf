import Rendering
import Testing

@Suite("box characters")
struct BoxCharactersTests {
    func all(_ set: BoxCharacters) -> [Character] {
        [set.horizontal, set.vertical, set.topLeft, set.topRight, set.bottomLeft, set.bottomRight,
         set.windowHorizontal, set.windowVertical]
    }

    @Test("--ascii draws with plain ASCII only")
    func asciiOnly() {
        #expect(all(.ascii).allSatisfy(\.isASCII))
    }

    @Test("the visible window's border differs from a view's, in both sets")
    func windowStandsOut() {
        for set in [BoxCharacters.unicode, .ascii] {
            #expect(set.windowHorizontal != set.horizontal)
            #expect(set.windowVertical != set.vertical)
        }
    }
}
