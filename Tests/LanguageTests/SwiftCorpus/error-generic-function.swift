// A generic helper that real codebases have (`func addConstrained<T: UIView>(...)
// -> T`, returning its argument typed as it came in): generic functions are
// outside the supported subset, so the paste is refused where the generic
// parameter clause starts, naming the construct.
import UIKit

func addConstrained<T: UIView>(_ child: T, to parent: UIView) -> T {
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    return child
}

let box = addConstrained(UIView(), to: view)
box.widthAnchor.constraint(equalToConstant: 100).isActive = true
box.heightAnchor.constraint(equalToConstant: 100).isActive = true
