// A reusable UIView subclass as open-source apps write them: labels as stored
// properties, `override init(frame:)` calling a private setup(), implicit self
// (`addSubview`, `topAnchor`, `backgroundColor`), `required init?(coder:)` that
// traps; then the lines of a viewDidLoad that make one and place it. Its height
// comes from its content (the labels' intrinsic heights), its width from outside.
import UIKit

class StatView: UIView {

    let valueLabel = UILabel()
    let captionLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setup() {
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        valueLabel.translatesAutoresizingMaskIntoConstraints = false
        captionLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(valueLabel)
        addSubview(captionLabel)
        NSLayoutConstraint.activate([
            valueLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            valueLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            captionLabel.topAnchor.constraint(equalTo: valueLabel.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: valueLabel.leadingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16)
        ])
    }
}

let stats = StatView()
stats.translatesAutoresizingMaskIntoConstraints = false
stats.valueLabel.text = "128"
stats.captionLabel.text = "Followers"
view.addSubview(stats)
NSLayoutConstraint.activate([
    stats.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
    stats.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
    stats.widthAnchor.constraint(equalToConstant: 160)
])
