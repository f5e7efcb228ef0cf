// SnapKit 4/5 composites in a viewDidLoad body: `edges` inset with
// ConstraintInsets, `center` and `size` with a CGSize, and sizes relative to
// the superview with `multipliedBy` and `dividedBy`.
let card = UIView()
view.addSubview(card)
card.snp.makeConstraints { make in
    make.edges.equalToSuperview().inset(ConstraintInsets(top: 40, left: 15, bottom: 60, right: 15))
}

let spinner = UIView()
card.addSubview(spinner)
spinner.snp.makeConstraints { make in
    make.center.equalToSuperview()
    make.size.equalTo(CGSize(width: 100, height: 50))
}

let strip = UIView()
card.addSubview(strip)
strip.snp.makeConstraints { make in
    make.top.left.equalToSuperview()
    make.width.equalToSuperview().multipliedBy(0.5)
    make.height.equalToSuperview().dividedBy(4)
}
