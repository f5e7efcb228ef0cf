// Custom views that report their own size with `override var
// intrinsicContentSize` (a badge, a pill whose size depends on a stored
// property, written with an explicit `get`), placed with anchors and never
// given a width or height.
import UIKit

class BadgeView: UIView {
    override var intrinsicContentSize: CGSize {
        return CGSize(width: 120, height: 44)
    }
}

class PillView: UIView {
    var padding: CGFloat = 10

    override var intrinsicContentSize: CGSize {
        get {
            return CGSize(width: 60 + padding * 2, height: 24 + padding)
        }
    }
}

class BadgeViewController: UIViewController {
    let badge = BadgeView()
    let pill = PillView()

    override func viewDidLoad() {
        super.viewDidLoad()
        pill.padding = 6
        for v in [badge, pill] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        badge.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        badge.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        pill.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8).isActive = true
        pill.leadingAnchor.constraint(equalTo: badge.leadingAnchor).isActive = true
    }
}
