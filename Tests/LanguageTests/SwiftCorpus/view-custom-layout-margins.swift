// A view's own `layoutMargins` set in code (a padded container, as many apps
// configure one instead of repeating constants), and content pinned to its
// margins guide with NSLayoutAnchor; `directionalLayoutMargins` on a second
// one, iOS 11's spelling.
let container = UIView()
container.translatesAutoresizingMaskIntoConstraints = false
container.layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
view.addSubview(container)

let body = UIView()
body.translatesAutoresizingMaskIntoConstraints = false
container.addSubview(body)

let footer = UIView()
footer.translatesAutoresizingMaskIntoConstraints = false
footer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 10)
view.addSubview(footer)

let footerText = UIView()
footerText.translatesAutoresizingMaskIntoConstraints = false
footer.addSubview(footerText)

NSLayoutConstraint.activate([
    container.topAnchor.constraint(equalTo: view.topAnchor, constant: 50),
    container.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    container.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    container.heightAnchor.constraint(equalToConstant: 200),

    body.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
    body.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
    body.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
    body.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),

    footer.topAnchor.constraint(equalTo: container.bottomAnchor),
    footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    footer.heightAnchor.constraint(equalToConstant: 48),

    footerText.topAnchor.constraint(equalTo: footer.layoutMarginsGuide.topAnchor),
    footerText.leadingAnchor.constraint(equalTo: footer.layoutMarginsGuide.leadingAnchor),
    footerText.trailingAnchor.constraint(equalTo: footer.layoutMarginsGuide.trailingAnchor),
    footerText.bottomAnchor.constraint(equalTo: footer.layoutMarginsGuide.bottomAnchor)
])
