// The style of SnapKit's own 2016 examples: constraints made once, in
// `override func updateViewConstraints()` behind a `didSetupConstraints` flag,
// requested with `view.setNeedsUpdateConstraints()` in viewDidLoad; a wrapping
// label made in a closure property; `inset(UIEdgeInsetsZero)` on edges and a
// single-edge `.inset(20)` on each side (inward: +20 top and leading, -20
// trailing and bottom). Swift 2 with SnapKit 0.x.
import UIKit
import SnapKit

class ReadMeViewController: UIViewController {

    var didSetupConstraints = false

    let scrollView = UIScrollView()
    let contentView = UIView()

    let bodyLabel: UILabel = {
        let label = UILabel()
        label.backgroundColor = UIColor.blueColor()
        label.textColor = UIColor.whiteColor()
        label.numberOfLines = 0
        label.text = "Pin the label to every edge of the content view, and make that view as wide as the scroll view: its height then follows the text."
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.whiteColor()
        view.addSubview(scrollView)
        contentView.backgroundColor = UIColor.lightGrayColor()
        scrollView.addSubview(contentView)
        contentView.addSubview(bodyLabel)
        view.setNeedsUpdateConstraints()
    }

    override func updateViewConstraints() {
        if (!didSetupConstraints) {
            scrollView.snp_makeConstraints { make in
                make.edges.equalTo(view).inset(UIEdgeInsetsZero)
            }
            contentView.snp_makeConstraints { make in
                make.edges.equalTo(scrollView).inset(UIEdgeInsetsZero)
                make.width.equalTo(scrollView)
            }
            bodyLabel.snp_makeConstraints { make in
                make.top.equalTo(contentView).inset(20)
                make.leading.equalTo(contentView).inset(20)
                make.trailing.equalTo(contentView).inset(20)
                make.bottom.equalTo(contentView).inset(20)
            }
            didSetupConstraints = true
        }
        super.updateViewConstraints()
    }
}
