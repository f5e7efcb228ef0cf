// A mail-style row in VFL, Swift 3 and later spelling: `constraints(withVisualFormat:
// options:metrics:views:)` added with `view.addConstraints`, a flexible gap
// `->=10-` between a label and a badge, and the connection `->=10-|` that lets
// a label end anywhere before the trailing edge.
override func viewDidLoad() {
    super.viewDidLoad()

    let titleLabel = UILabel()
    titleLabel.text = "Inbox"
    let detailLabel = UILabel()
    detailLabel.text = "Updated just now"
    let badgeView = UIView()

    for v in [titleLabel, detailLabel, badgeView] as [UIView] {
        v.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(v)
    }

    let views: [String: Any] = ["title": titleLabel, "detail": detailLabel, "badge": badgeView]
    let metrics = ["side": 16, "badgeWidth": 60]

    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[title]->=10-[badge(badgeWidth)]-side-|", options: [], metrics: metrics, views: views))
    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[detail]->=10-|", options: [], metrics: nil, views: views))
    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[title]-8-[detail]", options: [], metrics: nil, views: views))
    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[badge(24)]", options: [], metrics: nil, views: views))
}
