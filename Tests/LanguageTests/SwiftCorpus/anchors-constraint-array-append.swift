// Constraints collected in an array with `+=`, `append` and
// `append(contentsOf:)`, then activated at once (the style Apple's guide
// recommends); a split layout with a tab-bar-high toolbar. Pasted as a whole
// `override func viewDidLoad()`, with the views as locals made in a list.
override func viewDidLoad() {
    super.viewDidLoad()

    let sidebar = UIView()
    let detail = UIView()
    let toolbar = UIView()
    for v in [sidebar, detail, toolbar] {
        v.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(v)
    }

    var constraints = [NSLayoutConstraint]()
    constraints += [
        toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        toolbar.heightAnchor.constraint(equalToConstant: 49)
    ]
    constraints.append(sidebar.topAnchor.constraint(equalTo: view.topAnchor))
    constraints.append(sidebar.leadingAnchor.constraint(equalTo: view.leadingAnchor))
    constraints.append(sidebar.bottomAnchor.constraint(equalTo: toolbar.topAnchor))
    constraints.append(sidebar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.4))
    constraints.append(contentsOf: [
        detail.topAnchor.constraint(equalTo: sidebar.topAnchor),
        detail.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 1),
        detail.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        detail.bottomAnchor.constraint(equalTo: sidebar.bottomAnchor)
    ])
    NSLayoutConstraint.activate(constraints)
}
