// Priorities as real code writes them: `UILayoutPriority(rawValue: 999)` for a
// width that would like 400 but must stay 20 pt inside the screen,
// `.defaultHigh + 1` beating `.defaultHigh`, and SnapKit's
// `.priority(ConstraintPriority.low.value + 1)` beating `.priority(.low)`.
override func viewDidLoad() {
    super.viewDidLoad()

    let banner = UIView()
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)

    let preferredWidth = banner.widthAnchor.constraint(equalToConstant: 400)
    preferredWidth.priority = UILayoutPriority(rawValue: 999)

    let tall = banner.heightAnchor.constraint(equalToConstant: 100)
    tall.priority = .defaultHigh
    let short = banner.heightAnchor.constraint(equalToConstant: 60)
    short.priority = .defaultHigh + 1

    NSLayoutConstraint.activate([
        banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
        banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        banner.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 20),
        banner.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
        preferredWidth, tall, short
    ])

    let badge = UIView()
    view.addSubview(badge)
    badge.snp.makeConstraints { make in
        make.top.equalTo(banner.snp.bottom).offset(10)
        make.centerX.equalToSuperview()
        make.width.equalTo(80)
        make.height.equalTo(30).priority(.low)
        make.height.equalTo(50).priority(ConstraintPriority.low.value + 1)
    }
}
