// A whole view controller as profile and detail screens are written in many
// apps: subviews as `let x: UIView = { ... }()` properties, setupViews() and
// setupConstraints() called from viewDidLoad, NSLayoutAnchor constraints in
// one NSLayoutConstraint.activate([...]), a square made with `equalTo: widthAnchor`.
import UIKit

class ProfileViewController: UIViewController {

    let headerView: UIView = {
        let v = UIView()
        v.backgroundColor = .systemBlue
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()

    let avatarView: UIView = {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        v.layer.cornerRadius = 40
        v.clipsToBounds = true
        return v
    }()

    let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Jane Appleseed"
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        setupViews()
        setupConstraints()
    }

    private func setupViews() {
        view.addSubview(headerView)
        headerView.addSubview(avatarView)
        view.addSubview(nameLabel)
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 200),

            avatarView.centerXAnchor.constraint(equalTo: headerView.centerXAnchor),
            avatarView.bottomAnchor.constraint(equalTo: headerView.bottomAnchor, constant: -16),
            avatarView.widthAnchor.constraint(equalToConstant: 80),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            nameLabel.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: 12),
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        ])
    }
}
