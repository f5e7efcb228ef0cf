@testable import Rendering
import Testing

/// Which line of an entry made a constraint is found by the names it holds as whole words:
/// `card` is in `card.top` and `(card)`, not in `cardView` or `my_card`. Code is nearly always
/// ASCII and is searched as bytes; a line with other letters is searched by characters, where
/// those letters join an identifier too. Written for this test.
@Suite("whole words in a line of code")
struct WholeWordTests {
    @Test("a name is found where no letter, digit or underscore touches it")
    func asciiWords() {
        #expect(ConstraintLines.containsWord("card.topAnchor.constraint(equalTo: view.topAnchor)", "card"))
        #expect(ConstraintLines.containsWord("make.edges.equalTo(card)", "card"))
        #expect(ConstraintLines.containsWord("card", "card"))
        #expect(!ConstraintLines.containsWord("cardView.top == view.top", "card"))
        #expect(!ConstraintLines.containsWord("my_card.top == view.top", "card"))
        #expect(!ConstraintLines.containsWord("card2.top == view.top", "card"))
        #expect(ConstraintLines.containsWord("cardView.top == card.bottom", "card"))
        #expect(ConstraintLines.containsWord("v.height == 12.5", "12.5"))
        #expect(!ConstraintLines.containsWord("v.height == 112.5", "12.5"))
        #expect(!ConstraintLines.containsWord("car", "card"))
        #expect(!ConstraintLines.containsWord("anything", ""))
    }

    @Test("letters outside ASCII are part of a name; other characters are not")
    func otherLetters() {
        #expect(!ConstraintLines.containsWord("écard.top == view.top", "card"))
        #expect(ConstraintLines.containsWord("card→view", "card"))
        #expect(ConstraintLines.containsWord("größe.height == 10", "größe"))
        #expect(!ConstraintLines.containsWord("größeX.height == 10", "größe"))
    }

    @Test("a line with other letters elsewhere still finds an ASCII name, and a mark joined to its last letter makes another word")
    func otherLettersElsewhere() {
        #expect(ConstraintLines.containsWord("card.top == view.top // カード", "card"))
        #expect(ConstraintLines.containsWord("label.text = \"größe\"; card.top == view.top", "card"))
        #expect(!ConstraintLines.containsWord("card\u{301}.top == view.top", "card"))
        #expect(ConstraintLines.asciiSearch("card.heightAnchor // höhe", "height", wholeWord: false) == true)
        #expect(ConstraintLines.asciiSearch("card.widthAnchor // höhe", "height", wholeWord: false) == false)
        #expect(ConstraintLines.asciiSearch("écard.top", "card", wholeWord: true) == nil)
    }
}
