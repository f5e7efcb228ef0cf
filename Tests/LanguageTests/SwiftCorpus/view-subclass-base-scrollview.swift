// A reusable UIScrollView subclass as apps keep one (a BaseScrollView): its
// content view is a stored property, added in `init(frame:)` with implicit
// self, pinned with `make.edges.equalTo(self)` (the content area) and
// `make.width.equalToSuperview()` (the frame); `required init?(coder:)` calls
// super. A screen then fills it with two blocks, the last pinned to the bottom.
import UIKit
import SnapKit

class BaseScrollView: UIScrollView {

    let contentView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureView()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        configureView()
    }

    func configureView() {
        alwaysBounceVertical = true
        addSubview(contentView)
        contentView.snp.makeConstraints { (make) in
            make.edges.equalTo(self)
            make.width.equalToSuperview()
        }
    }
}

class StoryViewController: UIViewController {

    let scrollView = BaseScrollView()
    let topBlock = UIView()
    let bottomBlock = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { (make) in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        scrollView.contentView.addSubview(topBlock)
        scrollView.contentView.addSubview(bottomBlock)
        topBlock.snp.makeConstraints { (make) in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(500)
        }
        bottomBlock.snp.makeConstraints { (make) in
            make.top.equalTo(topBlock.snp.bottom)
            make.left.right.equalTo(topBlock)
            make.height.equalTo(300)
            make.bottom.equalToSuperview()
        }
    }
}
