import Language
import Layout
import Testing

/// UITextField's `isEditing` is false on a screen just shown (no one types yet): code that asks
/// it takes the branch a shown screen takes, where it was refused as a member of another class.
/// The paste is written for this test.
@Suite("UITextField.isEditing")
struct TextFieldEditingTests {
    @Test("a hint placed by field.isEditing ? below : above the field is placed above it, at y 60")
    func notEditingWhenShown() {
        var session = Session()
        session.script("""
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        view.addSubview(field)
        let hint = UIView()
        view.addSubview(hint)
        hint.frame = field.isEditing ? CGRect(x: 20, y: 140, width: 200, height: 10) : CGRect(x: 20, y: 60, width: 200, height: 10)
        """)
        #expect(session.frame("hint") == Rect(x: 20, y: 60, width: 200, height: 10))
    }
}
