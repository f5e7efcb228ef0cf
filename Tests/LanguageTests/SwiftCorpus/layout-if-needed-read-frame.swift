// Reading a frame in viewDidLoad after forcing a layout pass with
// `view.layoutIfNeeded()`, then placing a frame-based view from it (a shadow
// strip under a header whose height is a quarter of the screen) - a pattern
// older code uses to mix Auto Layout and frames.
override func viewDidLoad() {
    super.viewDidLoad()

    let header = UIView()
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)
    NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        header.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25)
    ])
    view.layoutIfNeeded()

    let headerHeight = header.frame.height
    let shadow = UIView(frame: CGRect(x: 0, y: headerHeight, width: view.bounds.width, height: 4))
    shadow.alpha = 0.3
    view.addSubview(shadow)
}
