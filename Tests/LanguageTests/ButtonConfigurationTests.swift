import Language
import Layout
import Testing

/// A `UIButton.Configuration` as apps fill it in: every member UIKit has is read, and the ones
/// that change nothing the solver sees (colours, paddings, a symbol's configuration) are kept
/// without a word, while an image, whose size is not known here, is said to be left out.
@Suite("button configurations")
struct ButtonConfigurationTests {
    static func header(extraLines: String) -> String {
        """
        final class EditableHeader: UIView {
            private let editButton = UIButton(type: .system)
            override init(frame: CGRect) {
                super.init(frame: frame)
                var cfg = UIButton.Configuration.plain()
                cfg.title = "Edit"
        \(extraLines)
                editButton.configuration = cfg
                editButton.translatesAutoresizingMaskIntoConstraints = false
                addSubview(editButton)
                NSLayoutConstraint.activate([
                    editButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    editButton.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let header = EditableHeader()
        header.frame = CGRect(x: 0, y: 100, width: 375, height: 60)
        view.addSubview(header)
        """
    }

    @Test("a symbol configuration, title padding and a transformer are read, and the button is its title's size")
    func membersAreRead() throws {
        var plain = Session()
        _ = plain.script(Self.header(extraLines: ""))
        let expected = try #require(plain.frame("editButton"))

        var session = Session()
        let outcomes = session.script(Self.header(extraLines: """
                cfg.preferredSymbolConfigurationForImage = .init(pointSize: 24, weight: .regular)
                cfg.titlePadding = 4
                cfg.imageColorTransformer = nil
                cfg.titleLineBreakMode = .byTruncatingTail
                cfg.automaticallyUpdateForSelection = false
        """))
        #expect(outcomes.allSatisfy { $0.diagnostics.isEmpty })
        #expect(session.frame("editButton") == expected)
        // Pinned 16 from the header's right and 8 from its top.
        #expect(expected.maxX == 375 - 16)
        #expect(expected.minY == 8)
    }

    @Test("a configuration's image is said not to be measured, and the button keeps its title's size")
    func imageIsNoted() throws {
        var plain = Session()
        _ = plain.script(Self.header(extraLines: ""))
        let expected = try #require(plain.frame("editButton"))

        var session = Session()
        let outcomes = session.script(Self.header(extraLines: """
                cfg.image = UIImage(systemName: "pencil.circle.fill")
                cfg.imagePadding = 6
        """))
        #expect(outcomes.allSatisfy { $0.diagnostics.isEmpty })
        #expect(session.frame("editButton") == expected)
        let notes = outcomes.flatMap(\.notes)
        #expect(notes.contains { $0.contains("configuration's image is not measured") })
    }
}
