// A view that lays out its own subview by hand in layoutSubviews (a progress
// bar whose fill is a fraction of its width), placed with constraints by a view
// controller that widens it in viewDidAppear through a kept constraint and sets
// a new fraction, whose didSet asks for layout with setNeedsLayout() (implicit
// self). UIKit runs layoutSubviews again because the bar's bounds changed.
import UIKit

final class ProgressBarView: UIView {
    let fill = UIView()
    var fraction: CGFloat = 0.25 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(fill)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height)
    }
}

final class UploadViewController: UIViewController {
    private let bar = ProgressBarView()
    private var barWidth: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        barWidth = bar.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            barWidth,
            bar.heightAnchor.constraint(equalToConstant: 8),
            bar.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        barWidth.constant = 320
        bar.fraction = 0.5
    }
}
