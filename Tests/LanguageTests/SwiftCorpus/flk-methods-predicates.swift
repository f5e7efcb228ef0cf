// FLKAutoLayout called from Swift, as apps that adopted it in the Objective-C
// days still do: alignTop(_:leading:bottom:trailing:toView:),
// alignTop(_:leading:toView:), alignTrailingEdge(withView:predicate:),
// constrainWidth/constrainHeight with predicate strings, alignCenterX(withView:
// predicate:), constrainTopSpace(toView:predicate:), alignLeading(_:trailing:toView:)
// and alignBottomEdge(withView:predicate:) with a priority in the predicate.
let container = UIView()
view.addSubview(container)
container.alignTop("20", leading: "20", bottom: "-20", trailing: "-20", toView: view)

let header = UIView()
container.addSubview(header)
header.alignTop("0", leading: "0", toView: container)
header.alignTrailingEdge(withView: container, predicate: "0")
header.constrainHeight("64")

let logo = UIView()
container.addSubview(logo)
logo.constrainWidth("80")
logo.constrainHeight("80")
logo.alignCenterX(withView: container, predicate: "0")
logo.constrainTopSpace(toView: header, predicate: "16")

let footer = UIView()
container.addSubview(footer)
footer.alignLeading("0", trailing: "0", toView: container)
footer.constrainHeight(">=44")
footer.constrainTopSpace(toView: logo, predicate: "20")
footer.alignBottomEdge(withView: container, predicate: "-10@999")
