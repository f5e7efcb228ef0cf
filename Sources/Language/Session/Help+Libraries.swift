/// The text of `help stevia` and `help easypeasy`.
extension Help {
    static let stevia = """
        Stevia, as its public source behaves. Every constraint it makes has priority 751 (UIKit's
        defaultHigh + 1) and is installed at once; only subviews(…)/sv(…) turn off the views'
        autoresizing constraints (a cell's go in its content view); a view with no superview gets
        no position constraint. Methods return the view, so they chain.
          view.subviews(card)                   or sv(card), or the builder: view.subviews { card }
          card.subviews { title ; price }       one view a line; a nested x.subviews { … } adds x
          card.top(20).leading(16).trailing(16) the edges to the superview's (trailing, right and
                                                bottom inward; top(>=8) an inequality, flipped there)
          badge.size(40).centerInContainer()    width(100), height(>=40), width(50%) of the superview
          photo.fillContainer(padding: 8)       fillHorizontally, fillVertically, centerHorizontally(offset:);
                                                Stevia 4's fillContainer(8), fillH(m: 8), fillV(m: 8)
          card.layout(                          a vertical list: a number before a row is its top margin,
              16,                               between two rows the gap, after the last the bottom
              |-12-title-12-| ~ 30,             margin; two rows with nothing between touch
              8,
              |-left-right-| ~ 44,              a row of several is 8 apart, centred on one line, placed
              >=16                              by its first view; >=16 a flexible margin
          )                                     or the builder: card.layout { 16 ; |-title-| ~ 30 ; 16 }
          |-a-|   |a|   |-20-a-8-b-20-|         8 from the edges, at them, the numbers as written
          a-(>=8)-b   a-""-b                    a flexible gap; a space with no constraint
          a ~ 40   [a, b] ~ 40                  heights
          a.Top == b.Bottom + 8                 equations on Top, Bottom, Left, Right, Leading, Trailing,
          a.Width == b.Width * 0.5 ; a.Width == 50 % b.Width      Width, Height, CenterX, CenterY
          a.Top == 20 ; a.Bottom == 20          a number alone: to the superview (bottom, right inward);
          a.Height >= 40                        Width/Height a constant
          a.Top == view.safeAreaLayoutGuide.Top + 8   an anchor constraint (priority 1000), as Stevia makes it
          equal(widths: a, b) ; equal(heights:) ; equal(sizes:)   (and the older equalWidths(a, b))
          align(horizontally: a, b) ; align(tops: a, b) ; alignCenter(a, with: b)
          stack.arrangedSubviews { a ; b }      label.text("Hi") ; button.text("Go").tap { … } ; v.style { … }
          bar.heightConstraint?.constant = 60   the first active constraint on the attribute
        Chosen where the source leaves room: a.Bottom == b.Bottom + 8 with b a direct subview of a is
        written b.bottom == a.bottom + 8, as Stevia's == does. width(100), height(100) and size(…)
        share TinyConstraints' spelling: a number alone is Stevia's once the paste wrote Stevia
        (subviews, layout, |-a-|…), else TinyConstraints'; top(8) and the other edges always Stevia's.
        Not read: leading(10%)/trailing(10%) and a percentage between two rows of layout(…) (Stevia
        places them with a layout guide). A layout { $0… } closure that takes an argument is not
        Stevia's builder but the app's own layout helper: skipped, with a note.
        """

    static let easyPeasy = """
        EasyPeasy, as its public source behaves: view.easy.layout(…) (or the old view <- […]) turns
        off the view's autoresizing constraints and installs one constraint per attribute.
          box.easy.layout(Top(20), Left(16), Right(16), Height(100))
                                                the superview's same edge (Right, Bottom, Trailing inward)
          avatar.easy.layout(Top(10).to(header), Size(60))   to(other): the other's opposite edge
          name.easy.layout(CenterY().to(avatar, .centerY), Width(>=80), Height(20).with(.high))
          cover.easy.layout(Edges(), Center(), Size(CGSize(width: 40, height: 20)), Edges(UIEdgeInsets(…)))
          twin.easy.layout(Width(*0.5).like(base), Height().like(base, .width))
          box.easy.clear()                      removes what EasyPeasy installed on the view
        Relations >=10, <=10, ==10; priorities .required, .high (750), .medium (500), .low (250),
        .custom(n). Margins (TopMargin, Margins, CenterWithinMargins…) and FirstBaseline/LastBaseline too.
        As the library does: a new attribute replaces the view's earlier one of the same axis,
        relation and priority in the same slot (near edge, far edge, centre, size), and a centre
        replaces both edges (Left(10) then CenterX() leaves only the centre); Width(*2) keeps 2 as
        its constant as well as its multiplier; Edges(10).to(view) relates each edge with no constant.
        .when { … } runs its condition once, when written: false leaves the attribute out (the app's
        easy.reload() after a trait change is not modelled). Not read: easy on a layout guide.
        """
}
