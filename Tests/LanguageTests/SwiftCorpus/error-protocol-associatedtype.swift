// A configurable-cell protocol with an associated type, as MVVM codebases
// declare it above their views. Protocols with associated types are outside
// the subset: the paste is refused at `associatedtype`.
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
