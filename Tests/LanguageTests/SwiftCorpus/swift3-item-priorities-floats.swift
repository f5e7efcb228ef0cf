// Swift 3 (2016-2017): NSLayoutConstraint(item:...) with the lower-case enum
// cases of that release (`NSLayoutAttribute.top`, `NSLayoutRelation.equal`,
// `.notAnAttribute`), and priorities as the plain Floats they were then
// (`UILayoutPriorityDefaultLow`, `999`).
override func viewDidLoad() {
    super.viewDidLoad()

    let avatar = UIView()
    let titleView = UIView()
    avatar.translatesAutoresizingMaskIntoConstraints = false
    titleView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(avatar)
    view.addSubview(titleView)

    NSLayoutConstraint.activate([
        NSLayoutConstraint(item: avatar, attribute: NSLayoutAttribute.top, relatedBy: NSLayoutRelation.equal, toItem: view, attribute: NSLayoutAttribute.top, multiplier: 1, constant: 30),
        NSLayoutConstraint(item: avatar, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 30),
        NSLayoutConstraint(item: avatar, attribute: NSLayoutAttribute.width, relatedBy: .equal, toItem: nil, attribute: NSLayoutAttribute.notAnAttribute, multiplier: 1, constant: 60),
        NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: avatar, attribute: .width, multiplier: 1, constant: 0)
    ])

    let leading = NSLayoutConstraint(item: titleView, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: 12)
    let trailing = NSLayoutConstraint(item: titleView, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: -30)
    let top = NSLayoutConstraint(item: titleView, attribute: .top, relatedBy: .equal, toItem: avatar, attribute: .top, multiplier: 1, constant: 0)
    let preferredHeight = NSLayoutConstraint(item: titleView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40)
    preferredHeight.priority = 999
    let fallbackHeight = NSLayoutConstraint(item: titleView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20)
    fallbackHeight.priority = UILayoutPriorityDefaultLow
    NSLayoutConstraint.activate([leading, trailing, top, preferredHeight, fallbackHeight])
}
