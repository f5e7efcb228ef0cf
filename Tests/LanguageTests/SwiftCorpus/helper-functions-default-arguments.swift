// Helper functions as apps keep them in a Layout+Helpers.swift file:
// `pinEdges(of:to:insets:)` activating four anchors from a UIEdgeInsets with a
// `.zero` default, and `addCard(_:to:below:height:spacing:)` taking an anchor
// and a defaulted spacing; then the lines that use them.
func pinEdges(of child: UIView, to parent: UIView, insets: UIEdgeInsets = .zero) {
    child.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: insets.top),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: insets.left),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -insets.right),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -insets.bottom)
    ])
}

func addCard(_ card: UIView, to container: UIView, below anchor: NSLayoutYAxisAnchor,
             height: CGFloat, spacing: CGFloat = 12) {
    card.translatesAutoresizingMaskIntoConstraints = false
    card.layer.cornerRadius = 8
    container.addSubview(card)
    NSLayoutConstraint.activate([
        card.topAnchor.constraint(equalTo: anchor, constant: spacing),
        card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: spacing),
        card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -spacing),
        card.heightAnchor.constraint(equalToConstant: height)
    ])
}

let background = UIView()
view.addSubview(background)
pinEdges(of: background, to: view, insets: UIEdgeInsets(top: 20, left: 12, bottom: 40, right: 12))

let first = UIView()
let second = UIView()
let overlay = UIView()
addCard(first, to: background, below: background.topAnchor, height: 120)
addCard(second, to: background, below: first.bottomAnchor, height: 80, spacing: 20)
background.addSubview(overlay)
pinEdges(of: overlay, to: second)
