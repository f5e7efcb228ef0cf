// A screen built with the app's own factory functions, which live in another
// file of the app (`makeLabel(withText:)`, `makeButton(withText:)`,
// `makeStackView(withAxis:spacing:)`, `makeSpacer(height:)`): each stands in as
// a view of the class its name says, with the text it is given, a stack's axis
// and spacing, a spacer's height, and its autoresizing mask off, as such
// factories make views for the anchors that follow.
import UIKit

final class CheckoutViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

        let titleLabel = makeLabel(withText: "Checkout")
        let payButton = makeButton(withText: "Pay")
        let column = makeStackView(withAxis: .vertical, spacing: 10)

        view.addSubview(titleLabel)
        view.addSubview(column)
        column.addArrangedSubview(makeSpacer(height: 30))
        column.addArrangedSubview(payButton)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            payButton.heightAnchor.constraint(equalToConstant: 44)
        ])
    }
}
