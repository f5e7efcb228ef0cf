// The SnapKit answer to "my UIScrollView does not scroll": content view with
// `make.edges.equalTo(scrollView)` (the content area) and
// `make.width.equalTo(scrollView)` (the frame), a header, and a wrapping label
// whose bottom reaches the content view's bottom so the content height follows
// the text. SnapKit 4 spelling, `self.` everywhere as in many posts.
import UIKit
import SnapKit

class AboutViewController: UIViewController {

    let scrollView = UIScrollView()
    let contentView = UIView()
    let headerView = UIView()
    let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.bodyLabel.numberOfLines = 0
        self.bodyLabel.text = "Scroll views take their content size from the constraints inside them; the last view must reach the bottom."

        self.view.addSubview(self.scrollView)
        self.scrollView.addSubview(self.contentView)
        self.contentView.addSubview(self.headerView)
        self.contentView.addSubview(self.bodyLabel)

        self.scrollView.snp.makeConstraints { (make) in
            make.edges.equalTo(self.view)
        }
        self.contentView.snp.makeConstraints { (make) in
            make.edges.equalTo(self.scrollView)
            make.width.equalTo(self.scrollView)
        }
        self.headerView.snp.makeConstraints { (make) in
            make.top.left.right.equalTo(self.contentView)
            make.height.equalTo(200)
        }
        self.bodyLabel.snp.makeConstraints { (make) in
            make.top.equalTo(self.headerView.snp.bottom).offset(16)
            make.left.right.equalTo(self.contentView).inset(16)
            make.bottom.equalTo(self.contentView).offset(-16)
        }
    }
}
