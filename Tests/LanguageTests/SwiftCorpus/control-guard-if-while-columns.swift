// Control flow in setup code: an optional property assigned then unwrapped with
// `guard let ... else { return }`, `if / else if / else` on view.bounds choosing
// a column count into a `let` declared without a value, a ternary choosing a
// margin, and a `while` loop chaining tiles with `previous?.trailingAnchor ??
// container.leadingAnchor`.
import UIKit

class ColumnsViewController: UIViewController {

    var container: UIView?

    override func viewDidLoad() {
        super.viewDidLoad()
        container = UIView()
        guard let container = container else { return }
        container.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(container)

        let columns: Int
        if view.bounds.width > 700 {
            columns = 4
        } else if view.bounds.width > 360 {
            columns = 3
        } else {
            columns = 2
        }
        let margin: CGFloat = view.bounds.height > 600 ? 24 : 12

        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: view.topAnchor, constant: margin),
            container.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: margin),
            container.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -margin),
            container.heightAnchor.constraint(equalToConstant: 200)
        ])

        var column = 0
        var previous: UIView? = nil
        while column < columns {
            let tile = UIView()
            tile.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(tile)
            tile.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            tile.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
            tile.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1 / CGFloat(columns)).isActive = true
            tile.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? container.leadingAnchor).isActive = true
            previous = tile
            column += 1
        }
    }
}
