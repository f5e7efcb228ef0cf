// A misspelt argument label (`constnt:`) in an anchor constraint, in a
// viewDidLoad body pasted alone. The call has no such label: refused at it.
override func viewDidLoad() {
    super.viewDidLoad()
    let footer = UIView()
    footer.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(footer)
    NSLayoutConstraint.activate([
        footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constnt: -8),
        footer.heightAnchor.constraint(equalToConstant: 44)
    ])
}
