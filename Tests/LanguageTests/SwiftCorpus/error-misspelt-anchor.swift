// A typo in an anchor name in a whole view controller (`botomAnchor`): the
// paste is refused at the misspelt word, with the anchor a view does have as
// the suggestion, and nothing of the controller is applied.
import UIKit

class CardViewController: UIViewController {

    let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.botomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
        ])
    }
}
