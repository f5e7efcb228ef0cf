// A small UIView subclass with only a `convenience init(text:)` that calls
// `self.init(frame: .zero)` (inheriting UIView's designated initialisers, so no
// `required init?(coder:)`), sizing itself from a label pinned inside with
// `UIEdgeInsets`; the view is then placed by its top-left corner only.
import UIKit
import SnapKit

class TagView: UIView {

    let textLabel = UILabel()

    convenience init(text: String) {
        self.init(frame: .zero)
        layer.cornerRadius = 6
        textLabel.text = text
        addSubview(textLabel)
        textLabel.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        }
    }
}

let swiftTag = TagView(text: "Swift")
view.addSubview(swiftTag)
swiftTag.snp.makeConstraints { make in
    make.top.left.equalToSuperview().offset(20)
}
