// Onboarding pages in a horizontal paging scroll view: the pages are made in a
// `for ... in` loop and kept in an array property, then chained in
// `for (i, page) in pages.enumerated()` with `switch i { case 0: ... case
// pages.count - 1: ... default: ... }`; every page as wide and tall as the scroll
// view's frame. The view controller is the scroll view's delegate.
import UIKit

class OnboardingViewController: UIViewController, UIScrollViewDelegate {

    let scrollView = UIScrollView()
    var pages: [UIView] = []
    let titles = ["Track", "Share", "Relax"]

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 400)
        ])

        for title in titles {
            let page = UIView()
            page.accessibilityLabel = title
            page.translatesAutoresizingMaskIntoConstraints = false
            scrollView.addSubview(page)
            pages.append(page)
        }

        for (i, page) in pages.enumerated() {
            page.topAnchor.constraint(equalTo: scrollView.topAnchor).isActive = true
            page.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor).isActive = true
            page.widthAnchor.constraint(equalTo: scrollView.widthAnchor).isActive = true
            page.heightAnchor.constraint(equalTo: scrollView.heightAnchor).isActive = true

            switch i {
            case 0:
                page.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor).isActive = true
            case pages.count - 1:
                page.leadingAnchor.constraint(equalTo: pages[i - 1].trailingAnchor).isActive = true
                page.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor).isActive = true
            default:
                page.leadingAnchor.constraint(equalTo: pages[i - 1].trailingAnchor).isActive = true
            }
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let index = Int(scrollView.contentOffset.x / scrollView.bounds.width)
        print("page \(index)")
    }
}
