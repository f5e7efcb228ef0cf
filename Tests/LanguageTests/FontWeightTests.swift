import Layout
import Testing

@testable import Language

/// A label's font reaches the text metric with its weight, from Layoutbook's own words and from
/// pasted Swift. "Continue" at 17 pt is 69 wide regular, 71.333 medium, 72.667 semibold and 75.333 bold
/// (@3x); a line is 20.333.
@Suite("font weights reach the text metric")
struct FontWeightTests {
    func width(_ lines: String) -> Double? {
        var s = Session()
        s.script(lines)
        return s.frame("title")?.width
    }

    @Test("'font 17 semibold' in a declaration and after '=': the weight follows the size; a bare size is regular")
    func ownWords() {
        #expect(width("label title text \"Continue\" font 17 semibold\ntitle.left == root.left\ntitle.top == root.top") == 218.0 / 3)
        #expect(width("label title text \"Continue\"\ntitle.left == root.left\ntitle.top == root.top\ntitle.font = 17 bold") == 226.0 / 3)
        #expect(width("label title text \"Continue\" font 17 bold\ntitle.left == root.left\ntitle.top == root.top\ntitle.font = 17") == 69)
    }

    /// Each form with the width "Continue" takes in it.
    static let forms: [(String, Double)] = [
        ("UIFont.systemFont(ofSize: 17, weight: .medium)", 214.0 / 3),
        (".systemFont(ofSize: 17, weight: UIFont.Weight.semibold)", 218.0 / 3),
        ("UIFont.boldSystemFont(ofSize: 17)", 226.0 / 3),
        ("UIFont.preferredFont(forTextStyle: .headline)", 218.0 / 3),
        ("UIFont.preferredFont(forTextStyle: .body)", 69),
        ("UIFont.systemFont(ofSize: 17)", 69),
        // A raw UIFont.Weight value takes the nearest of UIKit's: 0.3 is semibold.
        ("UIFont.systemFont(ofSize: 17, weight: 0.3)", 218.0 / 3),
    ]

    @Test("pasted UIFont forms: systemFont(ofSize:weight:), boldSystemFont(ofSize:), preferredFont (the headline semibold), a raw weight",
          arguments: forms)
    func pasted(font: String, expected: Double) {
        let w = width("""
            let title = UILabel()
            title.translatesAutoresizingMaskIntoConstraints = false
            title.text = "Continue"
            title.font = \(font)
            view.addSubview(title)
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(w == expected)
    }

    @Test("a named font is measured as the regular system font at its size")
    func namedFont() {
        let w = width("""
            let title = UILabel()
            title.translatesAutoresizingMaskIntoConstraints = false
            title.text = "Continue"
            title.font = UIFont(name: "Avenir-Heavy", size: 17)
            view.addSubview(title)
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
            title.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
            """)
        #expect(w == 69)
    }

    @Test("an unknown weight is an error naming the closest one, and the label keeps its font")
    func unknownWeight() {
        var s = Session()
        s.script("label title text \"Continue\" font 17 bold\ntitle.left == root.left\ntitle.top == root.top")
        let message = s.failing("title.font = .systemFont(ofSize: 17, weight: .semibolt)")
        #expect(message.contains("unknown font weight '.semibolt'"))
        #expect(message.contains("semibold"))
        #expect(s.frame("title")?.width == 226.0 / 3)
    }
}
