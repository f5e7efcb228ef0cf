// Content pinned to a container's layout margins (8 on every side by default
// for any view that is not a view controller's root): through
// `layoutMarginsGuide` kept in a local with anchors, and through SnapKit's
// `snp.margins`, `snp.leadingMargin` and `snp.bottomMargin`.
let card = UIView()
card.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(card)
NSLayoutConstraint.activate([
    card.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
    card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    card.heightAnchor.constraint(equalToConstant: 100)
])

let cardContent = UIView()
cardContent.translatesAutoresizingMaskIntoConstraints = false
card.addSubview(cardContent)
let margins = card.layoutMarginsGuide
NSLayoutConstraint.activate([
    cardContent.topAnchor.constraint(equalTo: margins.topAnchor),
    cardContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
    cardContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    cardContent.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
])

let panel = UIView()
view.addSubview(panel)
panel.snp.makeConstraints { make in
    make.top.equalTo(card.snp.bottom).offset(20)
    make.left.right.equalTo(card)
    make.height.equalTo(120)
}

let panelContent = UIView()
panel.addSubview(panelContent)
panelContent.snp.makeConstraints { make in
    make.edges.equalTo(panel.snp.margins)
}

let badge = UIView()
panel.addSubview(badge)
badge.snp.makeConstraints { make in
    make.leading.equalTo(panel.snp.leadingMargin)
    make.bottom.equalTo(panel.snp.bottomMargin)
    make.size.equalTo(20)
}
