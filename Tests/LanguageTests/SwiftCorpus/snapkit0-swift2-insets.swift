// SnapKit 0.x in Swift 2, as the old posts show it: `snp_makeConstraints`
// with a `(make) -> Void in` closure, `self.view`, `snp_bottom`, `.with`,
// edges inset with `.insets(UIEdgeInsetsMake(...))` from a local.
import UIKit
import SnapKit

class LegacyViewController: UIViewController {

    let container = UIView()
    let topBar = UIView()
    let content = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.whiteColor()
        self.view.addSubview(container)
        container.addSubview(topBar)
        container.addSubview(content)

        let insets = UIEdgeInsetsMake(20, 10, 30, 10)
        container.snp_makeConstraints { (make) -> Void in
            make.edges.equalTo(self.view).insets(insets)
        }
        topBar.snp_makeConstraints { (make) -> Void in
            make.top.left.right.equalTo(container)
            make.height.equalTo(44)
        }
        content.snp_makeConstraints { (make) -> Void in
            make.top.equalTo(topBar.snp_bottom).with.offset(8)
            make.left.equalTo(container).offset(12)
            make.right.equalTo(container).offset(-12)
            make.bottom.equalTo(container.snp_bottom).offset(-12)
        }
    }
}
