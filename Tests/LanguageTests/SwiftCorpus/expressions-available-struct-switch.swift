// Declarations and expressions beyond the basics, as real files have them: a
// `typealias`, a `struct` of metrics with a computed property, an `enum` and a
// `switch` choosing a height, `#available` choosing the safe area or the old
// top layout guide, `#colorLiteral`, a dictionary lookup with `??`, and a
// label whose text is a multi-line string literal.
import UIKit

typealias Spacing = CGFloat

struct CardMetrics {
    let inset: Spacing
    let columns: Int

    var totalInset: CGFloat {
        return inset * CGFloat(columns + 1)
    }
}

enum CardStyle {
    case compact, regular, large
}

class CardsViewController: UIViewController {

    let style: CardStyle = .regular
    let metrics = CardMetrics(inset: 10, columns: 2)
    let heights: [String: CGFloat] = ["banner": 90, "footer": 50]

    let banner = UIView()
    let leftCard = UIView()
    let rightCard = UIView()
    let noteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.backgroundColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        noteLabel.numberOfLines = 0
        noteLabel.text = """
            First line
            Second line
            """
        [banner, leftCard, rightCard, noteLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }

        let topAnchor: NSLayoutYAxisAnchor
        if #available(iOS 11.0, *) {
            topAnchor = view.safeAreaLayoutGuide.topAnchor
        } else {
            topAnchor = topLayoutGuide.bottomAnchor
        }

        let cardHeight: CGFloat
        switch style {
        case .compact:
            cardHeight = 80
        case .regular:
            cardHeight = 120
        case .large:
            cardHeight = 200
        }
        let cardWidth = (view.bounds.width - metrics.totalInset) / CGFloat(metrics.columns)

        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topAnchor),
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: heights["banner"] ?? 60),

            leftCard.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: metrics.inset),
            leftCard.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: metrics.inset),
            leftCard.widthAnchor.constraint(equalToConstant: cardWidth),
            leftCard.heightAnchor.constraint(equalToConstant: cardHeight),

            rightCard.topAnchor.constraint(equalTo: leftCard.topAnchor),
            rightCard.leadingAnchor.constraint(equalTo: leftCard.trailingAnchor, constant: metrics.inset),
            rightCard.widthAnchor.constraint(equalTo: leftCard.widthAnchor),
            rightCard.heightAnchor.constraint(equalTo: leftCard.heightAnchor),

            noteLabel.topAnchor.constraint(equalTo: leftCard.bottomAnchor, constant: heights["gap"] ?? 16),
            noteLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: metrics.inset),
            noteLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -metrics.inset)
        ])
    }
}
