// Swift 2 paging with frames, before Auto Layout in scroll views was common:
// `for (index, color) in colors.enumerate()`, `CGRectMake` from
// `CGFloat(index) * pageWidth`, `pagingEnabled`, `self.view.frame.size.width`,
// and the contentSize from `CGSizeMake(pageWidth * CGFloat(colors.count), ...)`.
import UIKit

class TourViewController: UIViewController {

    var scrollView: UIScrollView!
    let colors = [UIColor.redColor(), UIColor.greenColor(), UIColor.blueColor(), UIColor.orangeColor()]

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView = UIScrollView(frame: CGRectMake(0, 100, self.view.frame.size.width, 300))
        scrollView.pagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        self.view.addSubview(scrollView)

        let pageWidth = scrollView.frame.size.width
        for (index, color) in colors.enumerate() {
            let slide = UIView(frame: CGRectMake(CGFloat(index) * pageWidth, 0, pageWidth, scrollView.frame.size.height))
            slide.backgroundColor = color
            scrollView.addSubview(slide)
        }
        scrollView.contentSize = CGSizeMake(pageWidth * CGFloat(colors.count), scrollView.frame.size.height)
    }
}
