// A call left open inside an activated array: `]` typed where the `)` of
// `constraint(equalToConstant: 50` belongs, as happens when editing a long
// constraint list. The paste is refused at that `]`, where the `)` was expected.
let box = UIView()
box.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(box)
NSLayoutConstraint.activate([
    box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
    box.widthAnchor.constraint(equalToConstant: 50],
    box.heightAnchor.constraint(equalToConstant: 50)
])
