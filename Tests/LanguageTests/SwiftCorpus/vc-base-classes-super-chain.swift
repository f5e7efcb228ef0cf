// An app's base classes pasted with the screen that uses them: a base view
// controller whose viewDidLoad calls template methods, reached through the
// subclass's super.viewDidLoad(); a base view whose addSubview override turns
// the autoresizing mask off and calls super, and whose updateConstraints runs
// the subclass's makeConstraints once, after setNeedsUpdateConstraints().
import UIKit

class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        setupViews()
        setupConstraints()
    }

    func setupViews() {}

    func setupConstraints() {}
}

class ConstrainedView: UIView {
    private var didSetupConstraints = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func addSubview(_ view: UIView) {
        super.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    override func updateConstraints() {
        if !didSetupConstraints {
            makeConstraints()
            didSetupConstraints = true
        }
        super.updateConstraints()
    }

    func makeConstraints() {}
}

final class ScoreRowView: ConstrainedView {
    let nameLabel = UILabel()
    let scoreLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Marta"
        scoreLabel.text = "1980"
        addSubview(nameLabel)
        addSubview(scoreLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func makeConstraints() {
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            nameLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            scoreLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            scoreLabel.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }
}

final class LeaderboardViewController: BaseViewController {
    private let row = ScoreRowView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.tintColor = .systemBlue
    }

    override func setupViews() {
        view.addSubview(row)
    }

    override func setupConstraints() {
        row.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 80),
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            row.heightAnchor.constraint(equalToConstant: 56)
        ])
    }
}
