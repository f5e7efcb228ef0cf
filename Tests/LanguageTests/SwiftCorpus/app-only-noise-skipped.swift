// A real screen's viewDidLoad is mostly not layout: colours and fonts from the
// app's theme and asset catalogue, a gesture recognizer with #selector, an
// analytics call, a network request with a trailing closure, a notification
// observer. None of it can move a view; the layout must still come out.
import UIKit

class ProductViewController: UIViewController {

    let card = UIView()
    let priceTag = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Theme.current.backgroundColor
        card.backgroundColor = UIColor(named: "CardBackground")
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        priceTag.backgroundColor = Theme.current.accentColor

        view.addSubview(card)
        card.addSubview(priceTag)
        card.translatesAutoresizingMaskIntoConstraints = false
        priceTag.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.heightAnchor.constraint(equalToConstant: 240),
            priceTag.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            priceTag.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
            priceTag.widthAnchor.constraint(equalToConstant: 72),
            priceTag.heightAnchor.constraint(equalToConstant: 28)
        ])

        let tap = UITapGestureRecognizer(target: self, action: #selector(didTapCard))
        card.addGestureRecognizer(tap)
        card.isUserInteractionEnabled = true

        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .productDidChange, object: nil)
        Analytics.track(event: "product_viewed")
        APIClient.shared.fetchProduct(id: productID) { result in
            print(result)
        }
    }

    @objc private func didTapCard() {
        print("tapped")
    }

    @objc private func refresh() {
        print("refresh")
    }
}
