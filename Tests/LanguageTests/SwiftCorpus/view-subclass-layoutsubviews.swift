// A UIView subclass that places a subview by hand in `override func
// layoutSubviews()` from its own bounds (a hairline at the bottom of a header),
// while the header itself is placed by SnapKit; `init(frame:)` plus the
// `required init?(coder:)` that traps with `fatalError()`.
import UIKit
import SnapKit

class HeaderView: UIView {

    let hairline = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.backgroundColor = .separator
        addSubview(hairline)
    }

    required init?(coder: NSCoder) {
        fatalError()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let thickness: CGFloat = 1
        hairline.frame = CGRect(x: 0, y: bounds.height - thickness, width: bounds.width, height: thickness)
    }
}

let header = HeaderView()
view.addSubview(header)
header.snp.makeConstraints { make in
    make.top.left.right.equalToSuperview()
    make.height.equalTo(88)
}
