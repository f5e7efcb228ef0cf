/// The text of `help` and `help TOPIC`.
public enum Help {
    public static let topics = [
        "snapkit", "anchors", "vfl", "flk", "scroll", "zoom", "views", "uikit", "output", "notebook",
    ]

    public static func text(for topic: String?) -> String {
        guard let topic = topic?.trimmingSpaces.lowercased(), !topic.isEmpty else { return overview }
        switch topic {
        case "snapkit": return snapKit
        case "anchors", "anchor", "nslayoutanchor": return anchors
        case "vfl", "visual format": return visualFormat
        case "flk": return flk
        case "scroll", "scrollview", "scroll view": return scroll
        case "zoom": return zoom
        case "views", "view": return views
        case "uikit", "paste", "pasted code", "swift": return uikit
        case "output", "show": return output
        case "notebook", "notebooks": return notebook
        default:
            let guess = Suggestion.closest(to: topic, in: topics).map { " Did you mean '\($0)'?" } ?? ""
            return "No help on '\(topic)'.\(guess) Topics: \(topics.joined(separator: ", "))."
        }
    }

    static let overview = """
        Declare views, constrain them as real code does, and see the frames after every command.

          view header in sv frame 0,0,375,100   a view (in root unless 'in'); a frame keeps its mask
          scroll sv                             a UIScrollView
          label title in sv text "Hi" lines 0   a label (font 17: 8.5 pt per character, 20 pt per line)
          image photo in sv size 800x600        an image view with an intrinsic size
          remove header                         a view, its subviews and every constraint on them
          screen 320x568 · rotate               the screen size
          sv.snp.makeConstraints { make in make.edges.equalToSuperview() }
          a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
          let c = a.heightAnchor.constraint(equalToConstant: 100) ; c.isActive = true ; c.constant = 240
          a.top == b.bottom + 8 @750            an anchor equation
          vfl sv "V:|[a(100)]-8-[b]|"           Visual Format Language
          flk last alignBottom root "10@999"    FLKAutoLayout predicates
          sv.contentInset = 0,0,20,0 · sv.contentOffset = 0,200 · sv.contentSize = 375x1000
          scroll sv to 0,200 · zoom sv to 0,0,100,100 · sv.zoomScale = 2
          show · show sv · frames · constraints [v] · explain [v]
          undo · redo · set output picture|changes|quiet
          help snapkit|anchors|vfl|flk|scroll|zoom|views|uikit|output|notebook
        Code pasted from a view controller works as written: see 'help uikit'.
        """

    static let snapKit = """
        SnapKit make blocks, in the new and the old spelling:
          v.snp.makeConstraints { make in make.top.left.equalTo(0) ; make.width.equalTo(sv) }
          v.snp_makeConstraints { (make) -> Void in make.top.equalTo(other.snp_bottom).offset(8) }
          v.snp.remakeConstraints { … }   replaces what earlier blocks made on v
          v.snp.updateConstraints { … }   changes only constants of matching constraints
          v.snp.removeConstraints()
        Attributes: left top right bottom leading trailing width height centerX centerY, the …Margin
        forms, edges horizontalEdges verticalEdges directionalEdges size center margins.
        Targets: numbers, CGSize/WxH, CGPoint, UIEdgeInsets, views, other.snp.bottom, superview.
        A constant means the superview's same attribute; for centerX/centerY its left/top (SnapKit 3+).
        Modifiers: offset(8) inset(8) multipliedBy(0.5) dividedBy(2) priority(.high|750) labeled("x").
        A make block turns off the view's translatesAutoresizingMaskIntoConstraints, as SnapKit does.
        Keep one: let c = make.height.equalTo(100).constraint ; later c.constant = 200.
        """

    static let anchors = """
        NSLayoutAnchor, as pasted from code:
          a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8).isActive = true
          a.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor, multiplier: 0.5).isActive = true
          let c = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
          c.isActive = true ; c.constant = 60 ; c.priority = .defaultHigh ; c.isActive = false
          NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: view.leadingAnchor), c])
          a.translatesAutoresizingMaskIntoConstraints = false
        Equations: a.top == b.bottom * 1 + 8 @750. `view` is the root view, as in a view controller.
        Changing a priority between required (1000) and optional is refused, as UIKit refuses it.
        """

    static let visualFormat = """
        vfl SUPERVIEW "FORMAT" [metrics name=value,…]
          vfl sv "V:|[header(100)]-8-[title]|"
          vfl sv "H:|-(>=20@750)-[title]-|"
          vfl sv "H:|-pad-[a(==b)]-[b]-pad-|" metrics pad=16
        H: relates leading/trailing, V: top/bottom. '-' alone is the standard spacing: 8 between
        views, 20 to the superview's edge. Predicates: (100) (>=50,<=100@750) (==other).
        """

    static let flk = """
        flk VIEW METHOD [OTHER] "PREDICATES" — FLKAutoLayout's predicate strings:
          flk last alignBottom root "10@999"     last.bottom == root.bottom + 10 @999
          flk box constrainWidth "100"            box.width == 100
          flk box constrainWidth other "*.5"      box.width == other.width * 0.5
          flk b constrainTopSpace a ">=8,<=20"    b.top >= a.bottom + 8, b.top <= a.bottom + 20
        Methods: alignTop alignBottom alignLeading alignTrailing alignLeft alignRight alignCenterX
        alignCenterY alignBaseline constrainWidth constrainHeight constrainTopSpace
        constrainBottomSpace constrainLeadingSpace constrainTrailingSpace. Priority 1000 unless written.
        """

    static let scroll = """
        A scroll view's edges, seen from a view inside it, are its content (contentLayoutGuide);
        its width, height and centres are its frame (frameLayoutGuide). contentSize is what the
        constraints inside make it; when they leave it open, the content size is ambiguous and the
        report says what is missing. It scrolls on an axis when content × zoom + insets exceeds the
        bounds.
          sv.contentInset = 0,0,20,0       top,left,bottom,right
          sv.contentOffset = 0,200         set in code: not clamped
          scroll sv to 0,200               like a finger: clamped to the scrollable range
          sv.contentSize = 375x1000        used only when no constraint reaches the content edges
          show sv                          the whole content, with the visible window marked
          explain sv                       does it scroll, over what range, and why not
        """

    static let zoom = """
          sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 10 ; sv.zoomView = photo
          sv.zoomScale = 2.5               clamped to min…max
          sv.zoomScale = sv.minimumZoomScale
          zoom sv to 0,0,100,100           the scale that fits the rect, and the offset that shows it
          sv.centering = inset|frame|none  centre zoomed content smaller than the bounds (default none)
        Nothing zooms without a zoom view or when max ≤ min; the report says which.
        The zoom view's transform is scale(z): its bounds stay, its frame and contentSize scale.
        """

    static let views = """
          view NAME [in PARENT] [frame x,y,w,h]
          scroll NAME … · label NAME … text "…" lines N font S · image NAME … size WxH
          NAME.text = "…" ; NAME.numberOfLines = 0 ; NAME.font = 20
          NAME.setContentHuggingPriority(.required, for: .horizontal)
          NAME.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        Labels measure text with a fixed metric: each character is half the font size wide and a
        line is 1.2 × the font size tall, rounded. numberOfLines = 0 wraps at the solved width.
        """

    static let uikit = """
        Code pasted from a view controller, as written (one example each):
          let a = UIView()                        also UIScrollView(), UILabel(), UIImageView(),
                                                  var, ': UIView', private, lazy
          let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))   keeps its autoresizing mask
          let sv = UIScrollView(frame: view.bounds)   the rect is read once, as UIKit copies it
          l.font = .boldSystemFont(ofSize: 20)    also systemFont(ofSize:weight:),
                                                  preferredFont(forTextStyle:)
          view.addSubview(a) · sv.addSubview(b)   places a view; a.removeFromSuperview() removes it
          a.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|",
              options: [.alignAllTop], metrics: ["pad": 8], views: ["a": a, "b": b]))
          let views = ["a": a, "b": b] ; let c = NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|",
              options: [], metrics: nil, views: views) ; NSLayoutConstraint.activate(c)
          NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: view.topAnchor)] + c)
          var cs = [NSLayoutConstraint]() ; cs += NSLayoutConstraint.constraints(…) ; cs.append(c)
          NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top,
              multiplier: 1, constant: 8).isActive = true
          let h = NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil,
              attribute: .notAnAttribute, multiplier: 1, constant: 50) ; view.addConstraint(h)
          view.addConstraints(…) · view.removeConstraint(h) · NSLayoutConstraint.deactivate([h])
          a.snp.makeConstraints { $0.edges.equalToSuperview() }
          sv.setZoomScale(2, animated: true)      = sv.zoomScale = 2
          sv.setContentOffset(CGPoint(x: 0, y: 100), animated: false)   not clamped, as in UIKit
          sv.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: true)   = zoom sv to …
          [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
          [a, b].forEach(view.addSubview)
          a.backgroundColor = .red                ignored: drawing only (also layer.…, alpha, …)
          view.layoutIfNeeded()                   accepted; layout happens after every command anyway
          override func viewDidLoad() { … }       pasted whole, the body runs (also loadView,
                                                  viewWillAppear, viewDidLayoutSubviews, …);
                                                  super.… does nothing
        'animated:' is accepted and ignored: every change lands at once.
        A view made with 'let' is outside the hierarchy until addSubview places it: assignments to it
        wait until then, constraints among the views of its tree (a card and what was added to it)
        wait too, and any other constraint to it is refused, as UIKit stops on it ("no common
        ancestor"). UIView() is UIView(frame: .zero), as in UIKit: it keeps its autoresizing mask (a
        frame of 0,0,0,0 that fights constraints) until translatesAutoresizingMaskIntoConstraints =
        false, or a SnapKit make block, turns it off. In a format string the names are the keys of
        views: and metrics:, and '|' is the superview of the views it names. A view's
        addConstraint(…) needs both items inside that view, as in UIKit.
        Not modelled, refused with what to write instead: UIStackView (addArrangedSubview),
        UIButton, UITextField, UITextView, UITableView, UICollectionView, WKWebView, insertSubview,
        sv.delegate (write sv.zoomView = v), imageView.image (declare: image NAME size WxH).
        """

    static let output = """
          show                 the picture of the screen
          show sv              the whole content of a scroll view, visible window marked
          frames               frame, bounds, window rect and transform of every view
          constraints [v]      every constraint (or v's), as UIKit describes it
          explain [v]          why it is where it is; ambiguity, conflicts, unmet optional constraints
          set output picture   after each change: the picture, what changed, scroll lines, warnings
          set output changes   the same without the picture
          set output quiet     only errors and warnings
        """

    static let notebook = """
        A notebook is a Markdown file whose ```layout cells hold 'layout> ' commands (and '...> '
        lines of a block) each followed by its recorded output; the prose around them is kept as is.
          save notes.md              the session as a notebook, written whole (temporary file, rename)
          save --force notes.md      replace a file this session did not load or save, or that
                                     changed on disk since it did
          load notes.md              replay a notebook's cells (or a script's lines) on this session
        save and load stand alone on their line and are not recorded themselves: a saved notebook
        holds what was loaded. On the way out (Ctrl-D) the shell offers to save unsaved work.
        Only regular files are read (up to 64 MB) or replaced, and a replaced file keeps its mode.
        A symbolic link is followed: save replaces the file it points to and keeps the link (a
        link to nothing is refused).
        From the command line:
          layoutbook run notes.md        replay and print
          layoutbook check notes.md      replay and compare each output with the recording;
                                         FILE:LINE: -expected/+actual, FILE.corrected, --accept
          layoutbook tutor notes.md      walk through it: each step's prose, then its command
                                         typed at the prompt; Enter runs it and says whether
                                         the output matches the recording
        In the tutor the keys work whatever is on the line, with no need to clear it:
          Esc-n   (or 'next' alone)      skip the step; its command still runs, unseen, so the
                                         session stays the notebook's
          Esc-p   (or 'back')            back a step; the notebook is replayed up to it
          Esc-q   (or 'quit', Ctrl-D)    leave
        Clear the line (Ctrl-U) to type your own commands in between: they run in the same
        session, and the step's command is typed again. Without a terminal, tutor replays the
        notebook with a verdict for each command and exits 1 when an output differs.
        A notebook from elsewhere is data: run, check and tutor refuse its save and load unless
        given --allow-files. Directives before a cell: <!-- layout: pause --> (the tutor waits
        for Enter), <!-- layout: skip --> (not run), <!-- layout: nondeterministic --> (run, not
        compared).
        """
}
