// Swift 2 (2015-2016): NSLayoutConstraint(item:attribute:relatedBy:toItem:
// attribute:multiplier:constant:) with the capitalised enum cases of the time
// (`.Top`, `.Equal`, `NSLayoutAttribute.CenterX`, `.NotAnAttribute`),
// `NSLayoutConstraint.activateConstraints`, `view.addConstraint`, an aspect
// ratio through a multiplier, and a centre placed at 1.5 x the superview's.
override func viewDidLoad() {
    super.viewDidLoad()

    let logo = UIView()
    logo.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(logo)

    let widthConstraint = NSLayoutConstraint(item: logo, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1.0, constant: 100)
    let heightConstraint = NSLayoutConstraint(item: logo, attribute: NSLayoutAttribute.Height, relatedBy: NSLayoutRelation.Equal, toItem: logo, attribute: NSLayoutAttribute.Width, multiplier: 0.5, constant: 0)
    let centerX = NSLayoutConstraint(item: logo, attribute: NSLayoutAttribute.CenterX, relatedBy: .Equal, toItem: view, attribute: .CenterX, multiplier: 1, constant: 0)
    let top = NSLayoutConstraint(item: logo, attribute: NSLayoutAttribute.Top, relatedBy: .Equal, toItem: view, attribute: .Top, multiplier: 1, constant: 80)
    NSLayoutConstraint.activateConstraints([widthConstraint, heightConstraint, centerX, top])

    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(badge)
    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .CenterX, relatedBy: .Equal, toItem: view, attribute: .CenterX, multiplier: 1.5, constant: 0))
    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .Top, relatedBy: .Equal, toItem: logo, attribute: .Bottom, multiplier: 1, constant: 10))
    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 50))
    view.addConstraint(NSLayoutConstraint(item: badge, attribute: .Height, relatedBy: .Equal, toItem: badge, attribute: .Width, multiplier: 1, constant: 0))

    let footer = UIView()
    footer.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(footer)
    view.addConstraint(NSLayoutConstraint(item: footer, attribute: .Leading, relatedBy: .Equal, toItem: view, attribute: .Leading, multiplier: 1, constant: 0))
    view.addConstraint(NSLayoutConstraint(item: footer, attribute: .Trailing, relatedBy: .Equal, toItem: view, attribute: .Trailing, multiplier: 1, constant: 0))
    view.addConstraint(NSLayoutConstraint(item: footer, attribute: .Bottom, relatedBy: .Equal, toItem: view, attribute: .Bottom, multiplier: 1, constant: -20))
    view.addConstraint(NSLayoutConstraint(item: footer, attribute: .Height, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 60))
}
