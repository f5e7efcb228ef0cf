// SnapKit 5 in a whole view controller, the way login and onboarding screens
// are written: private properties, setupViews() then makeConstraints(), a
// CGFloat metric reused, `equalToSuperview().inset(...)` on two edges at once,
// a view placed under another with `.snp.bottom` and `offset`.
import UIKit
import SnapKit

final class LoginViewController: UIViewController {

    private let titleLabel = UILabel()
    private let cardView = UIView()
    private let hintLabel = UILabel()

    private let padding: CGFloat = 24

    override func viewDidLoad() {
        super.viewDidLoad()
        setupViews()
        makeConstraints()
    }

    private func setupViews() {
        titleLabel.text = "Welcome back"
        titleLabel.textAlignment = .center
        hintLabel.text = "Forgot password?"
        cardView.layer.cornerRadius = 16
        view.addSubview(titleLabel)
        view.addSubview(cardView)
        cardView.addSubview(hintLabel)
    }

    private func makeConstraints() {
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(60)
            make.leading.trailing.equalToSuperview().inset(padding)
        }
        cardView.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(32)
            make.leading.trailing.equalToSuperview().inset(padding)
            make.height.equalTo(180)
        }
        hintLabel.snp.makeConstraints { make in
            make.trailing.bottom.equalToSuperview().inset(12)
        }
    }
}
