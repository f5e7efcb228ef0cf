// Layout constants in a caseless `enum` with static lets (one nested), the view
// controller's setup split into an `extension` with `// MARK:` sections, and an
// avatar that overhangs its header (centerY on the header's bottom), that one
// constraint written in the Swift 4.2+ spelling `NSLayoutConstraint.Attribute`
// inside an anchor list, as code migrated from NSLayoutConstraint(item:) has it.
import UIKit

enum Constants {
    static let padding: CGFloat = 20
    static let headerHeight: CGFloat = 180

    enum Avatar {
        static let size: CGFloat = 64
    }
}

class HomeViewController: UIViewController {

    let headerView = UIView()
    let avatarView = UIView()
    let feedView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupHierarchy()
        setupConstraints()
    }
}

// MARK: - Layout
extension HomeViewController {

    func setupHierarchy() {
        view.addSubview(headerView)
        headerView.addSubview(avatarView)
        view.addSubview(feedView)
    }

    func setupConstraints() {
        [headerView, avatarView, feedView].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            headerView.topAnchor.constraint(equalTo: view.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: Constants.headerHeight),

            avatarView.leadingAnchor.constraint(equalTo: headerView.leadingAnchor, constant: Constants.padding),
            NSLayoutConstraint(item: avatarView, attribute: NSLayoutConstraint.Attribute.centerY,
                               relatedBy: NSLayoutConstraint.Relation.equal,
                               toItem: headerView, attribute: .bottom, multiplier: 1, constant: 0),
            avatarView.widthAnchor.constraint(equalToConstant: Constants.Avatar.size),
            avatarView.heightAnchor.constraint(equalToConstant: Constants.Avatar.size),

            feedView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: Constants.Avatar.size / 2 + Constants.padding),
            feedView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            feedView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            feedView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
    }
}
