// Values and arithmetic in a view controller: a CGFloat metric used as `pad`,
// `pad * 2`, `-pad` and `pad / 2`; a width computed from `view.bounds.width / 2`;
// a height constraint kept in an implicitly unwrapped property and changed in
// viewWillAppear with `c.constant + 10` and `+=` (the expanding-editor pattern).
import UIKit

class ComposeViewController: UIViewController {

    let pad: CGFloat = 16
    let editorView = UIView()
    let sendBar = UIView()
    var editorHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        editorView.translatesAutoresizingMaskIntoConstraints = false
        sendBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(editorView)
        view.addSubview(sendBar)

        let half = view.bounds.width / 2
        editorHeight = editorView.heightAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            editorView.topAnchor.constraint(equalTo: view.topAnchor, constant: pad * 2),
            editorView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: pad),
            editorView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -pad),
            editorHeight,
            sendBar.topAnchor.constraint(equalTo: editorView.bottomAnchor, constant: pad / 2),
            sendBar.trailingAnchor.constraint(equalTo: editorView.trailingAnchor),
            sendBar.widthAnchor.constraint(equalToConstant: half - pad),
            sendBar.heightAnchor.constraint(equalToConstant: 44)
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        editorHeight.constant = editorHeight.constant + 10
        editorHeight.constant += 30
    }
}
