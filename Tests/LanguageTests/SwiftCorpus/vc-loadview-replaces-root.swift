// loadView replacing the root view, as apps that build every screen in code do;
// SnapKit 4 with `$0` in one block and `make.left.and.right` in the other; a
// colour from the asset catalogue, which cannot change the layout.
import UIKit
import SnapKit

class SettingsViewController: UIViewController {

    let banner = UIView()
    let panel = UIView()

    override func loadView() {
        view = UIView()
        view.backgroundColor = UIColor(named: "Background")
        view.addSubview(banner)
        view.addSubview(panel)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.snp.makeConstraints {
            $0.top.left.right.equalToSuperview()
            $0.height.equalTo(64)
        }
        panel.snp.makeConstraints { make in
            make.top.equalTo(banner.snp.bottom).offset(10)
            make.left.and.right.equalToSuperview().inset(20)
            make.bottom.equalToSuperview().offset(-10)
        }
    }
}
