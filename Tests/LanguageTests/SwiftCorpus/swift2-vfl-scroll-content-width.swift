// The Swift 2 blog-post scroll view set up with VFL alone: views and metrics
// dictionaries, `[contentView(==scrollView)]` tying the content width to the
// scroll view's width, `|` meaning the content area for views inside the
// scroll view, constraints added to the view that holds them.
override func viewDidLoad() {
    super.viewDidLoad()

    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    let contentView = UIView()
    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)

    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)

    let views = ["scrollView": scrollView, "contentView": contentView, "box": box]
    let metrics = ["boxHeight": 900, "pad": 24]

    view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|[scrollView]|", options: [], metrics: nil, views: views))
    view.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|[scrollView]|", options: [], metrics: nil, views: views))
    scrollView.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|[contentView(==scrollView)]|", options: [], metrics: nil, views: views))
    scrollView.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|[contentView]|", options: [], metrics: nil, views: views))
    contentView.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("H:|-pad-[box]-pad-|", options: [], metrics: metrics, views: views))
    contentView.addConstraints(NSLayoutConstraint.constraintsWithVisualFormat("V:|-pad-[box(boxHeight)]-pad-|", options: [], metrics: metrics, views: views))
}
