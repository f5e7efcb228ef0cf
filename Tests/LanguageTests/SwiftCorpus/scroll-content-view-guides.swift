// The UIScrollView + Auto Layout recipe of the blog posts (iOS 11 and later):
// a `lazy var` scroll view, a content view pinned to contentLayoutGuide on
// four sides and as wide as frameLayoutGuide, blocks stacked inside it, the
// last one pinned to the content view's bottom so the content height follows.
import UIKit

class ArticleViewController: UIViewController {

    lazy var scrollView: UIScrollView = {
        let sv = UIScrollView()
        sv.translatesAutoresizingMaskIntoConstraints = false
        sv.alwaysBounceVertical = true
        sv.keyboardDismissMode = .onDrag
        return sv
    }()

    lazy var contentView: UIView = {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }()

    let heroView = UIView()
    let bodyView = UIView()
    let footerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        [heroView, bodyView, footerView].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            heroView.topAnchor.constraint(equalTo: contentView.topAnchor),
            heroView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            heroView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heroView.heightAnchor.constraint(equalTo: heroView.widthAnchor, multiplier: 0.6),

            bodyView.topAnchor.constraint(equalTo: heroView.bottomAnchor, constant: 20),
            bodyView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            bodyView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bodyView.heightAnchor.constraint(equalToConstant: 600),

            footerView.topAnchor.constraint(equalTo: bodyView.bottomAnchor, constant: 20),
            footerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            footerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            footerView.heightAnchor.constraint(equalToConstant: 120),
            footerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor)
        ])
    }
}
