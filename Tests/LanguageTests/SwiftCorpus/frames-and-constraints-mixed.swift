// Frames and Auto Layout mixed, as legacy screens are: a view made with
// `UIView(frame:)` keeps translatesAutoresizingMaskIntoConstraints = true, so
// its frame holds (as autoresizing-mask constraints) and a sibling can be
// constrained against it; a view made with a frame and then given a SnapKit
// make block loses its frame, because the block turns the flag off.
let legacyHeader = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
legacyHeader.backgroundColor = .systemGray
view.addSubview(legacyHeader)

let modernCard = UIView()
modernCard.translatesAutoresizingMaskIntoConstraints = false
view.addSubview(modernCard)
NSLayoutConstraint.activate([
    modernCard.topAnchor.constraint(equalTo: legacyHeader.bottomAnchor, constant: 16),
    modernCard.leadingAnchor.constraint(equalTo: legacyHeader.leadingAnchor, constant: 16),
    modernCard.trailingAnchor.constraint(equalTo: legacyHeader.trailingAnchor, constant: -16),
    modernCard.heightAnchor.constraint(equalTo: legacyHeader.heightAnchor)
])

let chip = UIView(frame: CGRect(x: 300, y: 500, width: 10, height: 10))
view.addSubview(chip)
chip.snp.makeConstraints { make in
    make.top.equalTo(modernCard.snp.bottom).offset(8)
    make.left.equalTo(modernCard)
    make.size.equalTo(CGSize(width: 60, height: 30))
}
