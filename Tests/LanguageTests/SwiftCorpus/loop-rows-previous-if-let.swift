// A dynamic vertical list in a scroll view before UIStackView: `for i in
// 0..<rowCount`, a `var previous: UIView?` carried from turn to turn, `if let
// previous = previous { ... } else { ... }` inside a SnapKit 3 make block, and the
// last row tied to the bottom afterwards through optional chaining.
import UIKit
import SnapKit

class FeedViewController: UIViewController {

    let scrollView = UIScrollView()
    let rowCount = 5
    let rowHeight: CGFloat = 90
    let spacing: CGFloat = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }

        var previous: UIView?
        for i in 0..<rowCount {
            let row = UIView()
            row.tag = i
            scrollView.addSubview(row)
            row.snp.makeConstraints { make in
                if let previous = previous {
                    make.top.equalTo(previous.snp.bottom).offset(spacing)
                } else {
                    make.top.equalToSuperview().offset(spacing)
                }
                make.left.equalToSuperview().offset(16)
                make.right.equalToSuperview().offset(-16)
                make.width.equalToSuperview().offset(-32)
                make.height.equalTo(rowHeight)
            }
            previous = row
        }
        previous?.snp.makeConstraints { make in
            make.bottom.equalToSuperview().offset(-spacing)
        }
    }
}
