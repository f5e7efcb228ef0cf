// A zoomable canvas as in drawing and map-like screens: the view controller
// adopts UIScrollViewDelegate, sets `scrollView.delegate = self`, and its
// `viewForZooming(in:)` returns the canvas; scales set, contentSize set from
// the canvas's bounds, then `zoomScale = 2` in viewDidLoad.
import UIKit

class CanvasViewController: UIViewController, UIScrollViewDelegate {

    let scrollView = UIScrollView()
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        view.addSubview(scrollView)
        scrollView.addSubview(canvas)
        scrollView.contentSize = canvas.bounds.size
        scrollView.zoomScale = 2
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return canvas
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        print("zoom \(scrollView.zoomScale)")
    }
}
