// A misspelt UILabel property (`numberOfLine` for numberOfLines) on a label
// made in a closure property. The label's type is known, so this is a mistake
// to report with a suggestion, not an app-only name to skip.
import UIKit

class NoteViewController: UIViewController {

    let noteLabel: UILabel = {
        let label = UILabel()
        label.numberOfLine = 0
        label.text = "Remember to pin the last view to the bottom."
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(noteLabel)
        noteLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20).isActive = true
        noteLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        noteLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
    }
}
