// Swift 2 photo zooming from the old tutorials: properties declared
// `var scrollView: UIScrollView!`, frames from `CGRectMake`, contentSize from
// `CGSizeMake`, the delegate method spelled `viewForZoomingInScrollView(_:)`,
// and `setZoomScale(_:animated:)` asked for more than maximumZoomScale allows.
import UIKit

class PhotoViewController: UIViewController, UIScrollViewDelegate {

    var scrollView: UIScrollView!
    var photoView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView = UIScrollView(frame: CGRectMake(0, 0, 375, 500))
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1.0
        scrollView.maximumZoomScale = 3.0
        scrollView.backgroundColor = UIColor.blackColor()
        view.addSubview(scrollView)

        photoView = UIView(frame: CGRectMake(0, 0, 400, 300))
        scrollView.addSubview(photoView)
        scrollView.contentSize = CGSizeMake(400, 300)
        scrollView.setZoomScale(5.0, animated: false)
    }

    func viewForZoomingInScrollView(scrollView: UIScrollView) -> UIView? {
        return photoView
    }
}
