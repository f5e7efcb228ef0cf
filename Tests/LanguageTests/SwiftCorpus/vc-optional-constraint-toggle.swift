// Constraints kept in properties declared `NSLayoutConstraint?` and assigned
// later, driven through optional chaining (`heightConstraint?.constant = ...`,
// `?.isActive = ...`): a panel's height changed in viewWillAppear, then the
// collapse/expand toggle swapping two constraints, called from viewDidAppear.
import UIKit

class ExpandableViewController: UIViewController {

    let panel = UIView()
    let below = UIView()
    var heightConstraint: NSLayoutConstraint?
    var collapsedConstraint: NSLayoutConstraint?
    var isCollapsed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [panel, below] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 50).isActive = true
        panel.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        panel.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        heightConstraint = panel.heightAnchor.constraint(equalToConstant: 150)
        heightConstraint?.isActive = true
        collapsedConstraint = panel.heightAnchor.constraint(equalToConstant: 0)

        below.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 10).isActive = true
        below.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10).isActive = true
        below.widthAnchor.constraint(equalTo: panel.widthAnchor, multiplier: 0.5).isActive = true
        below.heightAnchor.constraint(equalToConstant: 40).isActive = true
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        heightConstraint?.constant = 250
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        toggle()
    }

    func toggle() {
        isCollapsed = !isCollapsed
        if isCollapsed {
            heightConstraint?.isActive = false
            collapsedConstraint?.isActive = true
        } else {
            collapsedConstraint?.isActive = false
            heightConstraint?.isActive = true
        }
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
