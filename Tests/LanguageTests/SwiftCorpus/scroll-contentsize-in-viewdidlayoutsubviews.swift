// The "frames inside, contentSize by hand" approach many apps still use: the
// scroll view and a content view made with frames from view.bounds, properties
// declared `var x: UIView!` and assigned in viewDidLoad, a frame computed from
// another's `frame.maxY`, and `scrollView.contentSize = contentView.bounds.size`
// in viewDidLayoutSubviews.
import UIKit

class GalleryViewController: UIViewController {

    var scrollView: UIScrollView!
    var contentView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView = UIScrollView(frame: view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        contentView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 1500))
        scrollView.addSubview(contentView)

        let banner = UIView(frame: CGRect(x: 0, y: 0, width: contentView.bounds.width, height: 250))
        contentView.addSubview(banner)

        let caption = UIView(frame: CGRect(x: 20, y: banner.frame.maxY + 20,
                                           width: contentView.bounds.width - 40, height: 100))
        contentView.addSubview(caption)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = contentView.bounds.size
    }
}
