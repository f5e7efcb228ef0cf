// A generic helper that real codebases have (`func addConstrained<T: UIView>(...)
// -> T`, returning its argument typed as it came in), and one with a `where`
// clause: generic code runs with its type parameters ignored, the values it is
// called with saying what they are.
import UIKit

func addConstrained<T: UIView>(_ child: T, to parent: UIView) -> T {
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    return child
}

func pinTopLeading<V>(_ child: V, inset: CGFloat) where V: UIView {
    child.topAnchor.constraint(equalTo: child.superview!.topAnchor, constant: inset).isActive = true
    child.leadingAnchor.constraint(equalTo: child.superview!.leadingAnchor, constant: inset).isActive = true
}

let box = UIView()
_ = addConstrained(box, to: view)
box.widthAnchor.constraint(equalToConstant: 100).isActive = true
box.heightAnchor.constraint(equalToConstant: 100).isActive = true
pinTopLeading(box, inset: 16)
