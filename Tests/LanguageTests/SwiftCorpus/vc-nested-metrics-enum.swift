// Constants kept in types nested in the view controller, the way style guides
// ask for them: a private `enum Layout` of static lets and a `struct Metric`,
// read by their short names from the controller's methods and from a lazy
// closure, and a nested enum whose constant reads the other's.
import UIKit

final class ReceiptViewController: UIViewController {

    private enum Layout {
        static let sideInset: CGFloat = 24
        static let headerHeight: CGFloat = 88
        static let doubleGap = Metric.gap * 2
    }

    struct Metric {
        static let gap: CGFloat = 12
        static let rowHeight: CGFloat = 44
    }

    private lazy var header: UIView = {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        v.heightAnchor.constraint(equalToConstant: Layout.headerHeight).isActive = true
        return v
    }()

    private let totalRow = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(totalRow)
        totalRow.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor, constant: Metric.gap),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Layout.sideInset),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Layout.sideInset),
            totalRow.topAnchor.constraint(equalTo: header.bottomAnchor, constant: Layout.doubleGap),
            totalRow.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            totalRow.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            totalRow.heightAnchor.constraint(equalToConstant: Metric.rowHeight)
        ])
    }
}
