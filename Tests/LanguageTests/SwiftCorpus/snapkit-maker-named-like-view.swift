// Two habits from real code: a helper declared in an `extension UIView` and
// called on `view`, and SnapKit closures whose maker parameter is named after
// the view it constrains (`{ (scrollView) in scrollView.edges... }`), shadowing
// the outer name for the closure's body only; a width taken from
// `UIScreen.main.bounds.width`.
import UIKit
import SnapKit

extension UIView {
    func setupScrollSubview(_ scrollView: UIScrollView, withContentView contentView: UIView) {
        self.addSubview(scrollView)
        scrollView.addSubview(contentView)

        scrollView.snp.makeConstraints { (scrollView) in
            scrollView.edges.equalTo(self.safeAreaLayoutGuide)
        }

        contentView.snp.makeConstraints { (contentView) in
            contentView.edges.equalTo(scrollView)
            contentView.width.equalTo(scrollView)
        }
    }
}

class HabitsViewController: UIViewController {

    let scrollView = UIScrollView()
    let contentView = UIView()
    let progressView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.setupScrollSubview(scrollView, withContentView: contentView)
        contentView.addSubview(progressView)
        progressView.snp.makeConstraints { (progressView) in
            progressView.top.equalToSuperview().offset(22)
            progressView.centerX.equalToSuperview()
            progressView.width.equalTo(UIScreen.main.bounds.width - 32)
            progressView.height.equalTo(60)
            progressView.bottom.equalToSuperview().offset(-22)
        }
    }
}
