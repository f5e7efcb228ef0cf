// A configurable-cell protocol with an associated type, as MVVM codebases
// declare it above their views. Types are not checked, so the associated type
// is read and ignored and the paste runs: the view is added with no frame.
import UIKit

protocol Configurable {
    associatedtype Model
    func configure(with model: Model)
}

class TitleView: UIView, Configurable {
    let titleLabel = UILabel()

    func configure(with model: String) {
        titleLabel.text = model
    }
}

let titleView = TitleView()
titleView.configure(with: "Hello")
view.addSubview(titleView)
