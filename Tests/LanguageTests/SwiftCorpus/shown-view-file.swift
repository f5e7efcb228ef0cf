import UIKit

class EmptyStateView: UIView {
    let messageLabel = UILabel()
    let retryButton = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(messageLabel)
        addSubview(retryButton)
        messageLabel.text = "Nothing here"
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        retryButton.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            messageLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            retryButton.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 16),
            retryButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            retryButton.widthAnchor.constraint(equalToConstant: 120),
            retryButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
