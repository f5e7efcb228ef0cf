import UIKit

class TagCell: UICollectionViewCell {
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 48),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
