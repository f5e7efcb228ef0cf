import Layout

/// `a.bottomAnchor.anchorWithOffset(to: b.topAnchor)`: UIKit's layout dimension for the distance
/// from one anchor to another on the same axis, which constraints then size like any width
/// (`.constraint(greaterThanOrEqualToConstant: 8)`, `.constraint(equalTo: other)`, a multiplier).
/// It is laid out as UIKit's documentation suggests writing it by hand: a layout guide in the
/// two anchors' nearest common view, spanning from the first anchor to the second, whose height
/// (or width) is the distance. The guide has no size rule of its own, as a layout guide has none:
/// the distance may be negative when the second anchor is before the first.
extension Evaluator {
    mutating func anchorWithOffset(from first: AnchorTarget, to second: AnchorTarget, at range: SourceRange) throws(Interrupt) -> Value {
        let vertical: Set<AnchorName> = [.topAnchor, .bottomAnchor, .centerYAnchor, .firstBaselineAnchor, .lastBaselineAnchor]
        let horizontal: Set<AnchorName> = [.leftAnchor, .rightAnchor, .leadingAnchor, .trailingAnchor, .centerXAnchor]
        let isVertical = vertical.contains(first.anchor)
        guard isVertical || horizontal.contains(first.anchor) else {
            throw fail("anchorWithOffset(to:) is a method of an edge or centre anchor, not of \(first.anchor.rawValue)", at: range)
        }
        guard isVertical ? vertical.contains(second.anchor) : horizontal.contains(second.anchor) else {
            throw fail("anchorWithOffset(to:) needs an anchor of the same axis: \(first.anchor.rawValue) and \(second.anchor.rawValue) "
                + "are not", at: range)
        }
        let a = ownerView(first.owner), b = ownerView(second.owner)
        guard let common = commonView(a, b) else {
            throw fail("anchorWithOffset(to:) between \(a) and \(b), which are in no view together", at: range,
                       hint: "add both to one view before measuring between them")
        }
        // Named for what it measures, not for the name the code gives the dimension.
        let guide = try makeCustomGuide(named: "offset", at: range)
        try placeCustomGuide(guide, in: common, at: range)
        if let id = layoutID(guide) { session.state.layout.exemptFromSizeRule(id) }
        // Left and right pair with left and right, leading and trailing with their own kind, as
        // UIKit refuses to mix them.
        let leftRight: Set<AnchorName> = [.leftAnchor, .rightAnchor]
        let usesLeftRight = leftRight.contains(first.anchor) || leftRight.contains(second.anchor)
        let (start, end): (AnchorName, AnchorName) = isVertical ? (.topAnchor, .bottomAnchor)
            : usesLeftRight ? (.leftAnchor, .rightAnchor) : (.leadingAnchor, .trailingAnchor)
        let span = [
            try anchorConstraint(AnchorTarget(owner: .view(guide), anchor: start), .equal, first, multiplier: nil, constant: nil, at: range),
            try anchorConstraint(AnchorTarget(owner: .view(guide), anchor: end), .equal, second, multiplier: nil, constant: nil, at: range),
        ]
        try setActive(span, true, holder: nil, method: "anchorWithOffset", at: range)
        note("anchorWithOffset(to:): the distance from \(a).\(first.anchor.rawValue) to \(b).\(second.anchor.rawValue) is the "
            + "\(isVertical ? "height" : "width") of '\(guide)', a layout guide in \(common) spanning it, drawn as nothing")
        return .anchor(AnchorTarget(owner: .view(guide), anchor: isVertical ? .heightAnchor : .widthAnchor))
    }

    /// The view an anchor is of: its own, or the one whose guide it is.
    func ownerView(_ owner: AnchorOwner) -> String {
        switch owner {
        case .view(let name): viewName(name)
        case .guide(_, let name): viewName(name)
        }
    }

    /// The nearest view both are in (either itself when one holds the other).
    func commonView(_ a: String, _ b: String) -> String? {
        func chain(_ name: String) -> [String] {
            var out = [viewName(name)]
            var current = name
            while case .view(let parent) = superview(of: current), out.count < 10_000 {
                out.append(viewName(parent))
                current = parent
            }
            return out
        }
        let ofA = Set(chain(a))
        return chain(b).first { ofA.contains($0) }
    }
}
