// A thumbnail grid laid out with frames, as older gallery code does: nested
// `stride(from:to:by:)` loops, the side computed from view.bounds, a running
// maximum read from `frame.maxY`, and the scroll view's contentSize set by
// hand from it. Pasted as the body of a viewDidLoad.
let scrollView = UIScrollView(frame: view.bounds)
view.addSubview(scrollView)

let spacing: CGFloat = 7.5
let columns = 3
let side = (view.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)

var maxY: CGFloat = 0
for y in stride(from: spacing, to: 600, by: side + spacing) {
    for x in stride(from: spacing, to: view.bounds.width - 1, by: side + spacing) {
        let thumb = UIView(frame: CGRect(x: x, y: y, width: side, height: side))
        thumb.backgroundColor = .lightGray
        scrollView.addSubview(thumb)
        if thumb.frame.maxY > maxY {
            maxY = thumb.frame.maxY
        }
    }
}
scrollView.contentSize = CGSize(width: view.bounds.width, height: maxY + spacing)
