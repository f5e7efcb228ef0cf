// A toast that starts below the screen and slides in: made in viewDidLoad with
// its top on the root's bottom, re-made in viewDidAppear with
// `snp.remakeConstraints` and animated with `UIView.animate(withDuration:...)
// { self.view.layoutIfNeeded() }`. The frames asserted are the final ones.
import UIKit
import SnapKit

class ToastViewController: UIViewController {

    let toast = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        toast.layer.cornerRadius = 22
        view.addSubview(toast)
        toast.snp.makeConstraints { make in
            make.top.equalTo(view.snp.bottom)
            make.centerX.equalToSuperview()
            make.width.equalTo(200)
            make.height.equalTo(44)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        toast.snp.remakeConstraints { make in
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
            make.centerX.equalToSuperview()
            make.width.equalTo(200)
            make.height.equalTo(44)
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
            self.view.layoutIfNeeded()
        }, completion: nil)
    }
}
