// Swift 1.2, as 2015 tutorials wrote Auto Layout in code:
// `setTranslatesAutoresizingMaskIntoConstraints(false)`, `UIColor.redColor()`,
// VFL through `constraintsWithVisualFormat` with `NSLayoutFormatOptions(0)` and
// `.allZeros`, a metrics dictionary, `as! [NSLayoutConstraint]`, and
// `self.view.addConstraints(...)`. A sibling `-` is the standard 8 points.
override func viewDidLoad() {
    super.viewDidLoad()

    let redView = UIView()
    redView.backgroundColor = UIColor.redColor()
    redView.setTranslatesAutoresizingMaskIntoConstraints(false)
    self.view.addSubview(redView)

    let blueView = UIView()
    blueView.backgroundColor = UIColor.blueColor()
    blueView.setTranslatesAutoresizingMaskIntoConstraints(false)
    self.view.addSubview(blueView)

    let viewsDictionary = ["red": redView, "blue": blueView]
    let metricsDictionary = ["side": 20, "redHeight": 150]

    let horizontalRed = NSLayoutConstraint.constraintsWithVisualFormat("H:|-side-[red]-side-|", options: NSLayoutFormatOptions(0), metrics: metricsDictionary, views: viewsDictionary)
    let horizontalBlue = NSLayoutConstraint.constraintsWithVisualFormat("H:|-side-[blue(==red)]", options: NSLayoutFormatOptions.allZeros, metrics: metricsDictionary, views: viewsDictionary)
    let vertical = NSLayoutConstraint.constraintsWithVisualFormat("V:|-40-[red(redHeight)]-[blue(80)]", options: .allZeros, metrics: metricsDictionary, views: viewsDictionary) as! [NSLayoutConstraint]

    self.view.addConstraints(horizontalRed)
    self.view.addConstraints(horizontalBlue)
    self.view.addConstraints(vertical)
}
