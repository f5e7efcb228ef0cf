// A cell-like header configured from the app's model: `titleLabel.text =
// viewModel.title` and an interpolated subtitle. The model is not part of the
// paste, so the text is a placeholder and a note says so; the frames chosen
// here do not depend on what the placeholder says (fixed width and height,
// or one line of a non-empty text).
import UIKit

class ArticleHeaderViewController: UIViewController {

    var viewModel: ArticleViewModel!
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let divider = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = viewModel.title
        titleLabel.font = UIFont(name: "Georgia-Bold", size: 22)
        subtitleLabel.text = "Posted by \(viewModel.author)"
        subtitleLabel.numberOfLines = 1

        [titleLabel, subtitleLabel, divider].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            titleLabel.heightAnchor.constraint(equalToConstant: 28),

            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 6),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),

            divider.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 12),
            divider.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            divider.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            divider.heightAnchor.constraint(equalToConstant: 1)
        ])
    }
}
