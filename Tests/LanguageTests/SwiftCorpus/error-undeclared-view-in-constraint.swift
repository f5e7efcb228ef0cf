// A constraint to a view name declared nowhere (`headr`, a typo for `header`).
// Unlike an app-only colour or analytics call, a constraint to a view cannot
// be skipped without changing the layout: the paste is refused at the name.
let header = UIView()
header.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(header)

let content = UIView()
content.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(content)

NSLayoutConstraint.activate([
    header.topAnchor.constraint(equalTo: view.topAnchor),
    header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    header.heightAnchor.constraint(equalToConstant: 64),
    content.topAnchor.constraint(equalTo: headr.bottomAnchor),
    content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    content.bottomAnchor.constraint(equalTo: view.bottomAnchor)
])
