// A container view controller that embeds a pasted child: addChild, the
// child's view added to a container view and pinned with anchors, then
// didMove(toParent:). The child's viewDidLoad lays out its own label in its own
// view, which UIKit loads when the container first reads summary.view.
import UIKit

final class SummaryViewController: UIViewController {
    let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        totalLabel.text = "Total 42"
        totalLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(totalLabel)
        NSLayoutConstraint.activate([
            totalLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            totalLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}

final class DashboardViewController: UIViewController {
    private let summary = SummaryViewController()
    private let summaryContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryContainer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryContainer)
        NSLayoutConstraint.activate([
            summaryContainer.topAnchor.constraint(equalTo: view.topAnchor, constant: 60),
            summaryContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            summaryContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            summaryContainer.heightAnchor.constraint(equalToConstant: 120)
        ])

        addChild(summary)
        summary.view.translatesAutoresizingMaskIntoConstraints = false
        summaryContainer.addSubview(summary.view)
        NSLayoutConstraint.activate([
            summary.view.topAnchor.constraint(equalTo: summaryContainer.topAnchor),
            summary.view.leadingAnchor.constraint(equalTo: summaryContainer.leadingAnchor),
            summary.view.trailingAnchor.constraint(equalTo: summaryContainer.trailingAnchor),
            summary.view.bottomAnchor.constraint(equalTo: summaryContainer.bottomAnchor)
        ])
        summary.didMove(toParent: self)
    }
}
