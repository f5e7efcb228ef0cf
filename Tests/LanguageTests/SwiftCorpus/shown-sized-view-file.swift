import UIKit

final class StatusBadge: UIView {
    let statusBadge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(statusBadge)
        statusBadge.text = "New"
        statusBadge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            statusBadge.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            statusBadge.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            statusBadge.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            statusBadge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            heightAnchor.constraint(equalToConstant: 28),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
