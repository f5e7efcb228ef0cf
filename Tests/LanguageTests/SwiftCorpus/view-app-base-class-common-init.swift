// A card view that derives from the app's own generic base class
// (`BaseView<Action>`, not in the paste) and builds itself in commonInit: the
// app's addSubviews(...) helper, appearance the base class and UIKit provide
// (`layer`, `accessibilityViewIsModal`), a label's hugging set in its own
// closure before it is in any hierarchy, and constraints between the card and
// its subviews made before the card is in a window, as UIKit allows.
import UIKit

enum BadgeAction {
    case tap
}

final class BadgeCardView: BaseView<BadgeAction> {
    private let icon = UIImageView()
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Receipts"
        label.setContentHuggingPriority(.required, for: .horizontal)
        return label
    }()
    private let countLabel = UILabel()

    init() {
        super.init(frame: .zero)
        commonInit()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func commonInit() {
        backgroundColor = .white
        layer.cornerRadius = 12
        accessibilityViewIsModal = true
        countLabel.text = "12"
        [icon, titleLabel, countLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        addSubviews(icon, titleLabel, countLabel)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            countLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            countLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            countLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }
}

let card = BadgeCardView()
card.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(card)
NSLayoutConstraint.activate([
    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
    card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    card.heightAnchor.constraint(equalToConstant: 56)
])
