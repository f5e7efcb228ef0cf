// A generic helper that real codebases have (`func make<T: UIView>(...) -> T`):
// generic functions are outside the supported subset, so the paste is refused
// where the generic parameter clause starts, naming the construct.
import UIKit

func makeView<T: UIView>(_ type: T.Type, in parent: UIView) -> T {
    let v = T()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

let box = makeView(UIView.self, in: view)
box.widthAnchor.constraint(equalToConstant: 100).isActive = true
box.heightAnchor.constraint(equalToConstant: 100).isActive = true
