// SnapKit 3/4: a constraint kept from a make block (`panelHeight =
// make.height.equalTo(300).constraint`) in a `var panelHeight: Constraint?`,
// changed later with `panelHeight?.update(offset: ...)` and a ternary, and
// `snp.updateConstraints` changing another block's constant in viewWillAppear.
import UIKit
import SnapKit

class DetailsViewController: UIViewController {

    let banner = UIView()
    let panel = UIView()
    var panelHeight: Constraint?
    var isExpanded = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
        view.addSubview(panel)
        banner.snp.makeConstraints {
            $0.top.equalToSuperview().offset(20)
            $0.left.right.equalToSuperview()
            $0.height.equalTo(100)
        }
        panel.snp.makeConstraints { make in
            make.top.equalTo(banner.snp.bottom)
            make.left.right.equalToSuperview().inset(10)
            panelHeight = make.height.equalTo(300).constraint
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        banner.snp.updateConstraints { make in
            make.height.equalTo(150)
        }
        panelHeight?.update(offset: isExpanded ? 400 : 44)
    }
}
