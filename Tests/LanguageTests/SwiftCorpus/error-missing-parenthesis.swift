// A call left open inside an activated array (the `)` after `constant: 20`
// is missing), as happens when editing a long constraint list. The paste is
// refused where the `)` was expected: at the `]` that closes the array.
let box = UIView()
box.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(box)
NSLayoutConstraint.activate([
    box.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20,
    box.widthAnchor.constraint(equalToConstant: 50)
])
