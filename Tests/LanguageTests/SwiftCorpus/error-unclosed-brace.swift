// A view controller copied without its last line: the class's closing brace
// is missing (every method inside is balanced). The paste is refused at the
// `{` that is never closed, at once (no hang, however long the file).
import UIKit

class ListViewController: UIViewController {

    let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 80)
        view.addSubview(header)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame.size.width = view.bounds.width
    }
