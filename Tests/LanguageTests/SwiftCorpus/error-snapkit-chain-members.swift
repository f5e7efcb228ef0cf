// Two mistakes on SnapKit chains in one paste, in two different methods: a
// misspelt modifier after a relation (`ofset`) and a misspelt attribute on the
// maker (`widht`). Both are reported at once; nothing is applied.
import UIKit
import SnapKit

class BadgeViewController: UIViewController {

    let header = UIView()
    let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(badge)
        header.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(120)
        }
        layoutBadge()
    }

    private func layoutBadge() {
        badge.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).ofset(8)
            make.centerX.equalToSuperview()
            make.widht.equalTo(100)
            make.height.equalTo(30)
        }
    }
}
