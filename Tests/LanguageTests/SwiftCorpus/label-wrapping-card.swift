// A card whose height follows a multi-line label (`numberOfLines = 0`) pinned on
// all four sides inside it: the self-sizing pattern of cells and cards, in a
// SnapKit 5 view controller with a label made in a closure property.
import UIKit
import SnapKit

class TipViewController: UIViewController {

    let card = UIView()

    let bodyLabel: UILabel = {
        let label = UILabel()
        label.text = "Auto Layout turns constraints into frames, one pass at a time."
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(bodyLabel)
        card.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(100)
            make.left.right.equalToSuperview().inset(20)
        }
        bodyLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(16)
        }
    }
}
