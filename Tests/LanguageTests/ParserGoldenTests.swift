import Testing

@testable import Language

/// One parser golden: a source text and the whole syntax-tree dump it must give.
struct Golden: CustomTestStringConvertible, Sendable {
    let source: String
    let dump: String
    let name: String

    init(_ name: String, _ source: String, _ dump: String) {
        self.name = name
        self.source = source
        self.dump = dump
    }

    var testDescription: String { name }
}

/// The expected dumps were written by hand; every range was checked by counting columns.
let goldens: [Golden] = [
    Golden(
        "declarations",
        #"""
        screen 375x667
        rotate
        scroll sv                # a UIScrollView under root
        view header in sv frame 0,0,375,100
        label title in sv text "A \"long\" one" lines 0 font 17
        image photo in sv size 800x600
        remove header
        """#,
        #"""
        Screen @1:1-1:15
          Size 375x667 @1:8-1:15
        Rotate @2:1-2:7
        ViewDeclaration scroll @3:1-3:10
          Name sv @3:8-3:10
        ViewDeclaration view @4:1-4:36
          Name header @4:6-4:12
          Parent sv @4:16-4:18
          Frame 0,0,375,100 @4:25-4:36
        ViewDeclaration label @5:1-5:56
          Name title @5:7-5:12
          Parent sv @5:16-5:18
          Text "A \"long\" one" @5:24-5:40
          Lines 0 @5:47-5:48
          Font 17 @5:54-5:56
        ViewDeclaration image @6:1-6:31
          Name photo @6:7-6:12
          Parent sv @6:16-6:18
          Size 800x600 @6:24-6:31
        Remove @7:1-7:14
          Name header @7:8-7:14
        """#),
    Golden(
        "declaration options in any order, CGRect frame, spaced size",
        #"""
        label t font 12 in sv frame CGRect(x: 1, y: 2, width: 3, height: 4)
        screen 320 x 568
        """#,
        #"""
        ViewDeclaration label @1:1-1:68
          Name t @1:7-1:8
          Parent sv @1:20-1:22
          Frame 1,2,3,4 @1:29-1:68
          Font 12 @1:14-1:16
        Screen @2:1-2:17
          Size 320x568 @2:8-2:17
        """#),
    Golden(
        "multi-line make block",
        #"""
        header.snp.makeConstraints { make in
            make.top.left.equalTo(0)
            make.width.equalTo(sv)
            make.height.equalTo(100)
        }
        """#,
        #"""
        SnapKitBlock snp.makeConstraints @1:1-5:2
          Receiver header @1:1-1:7
          Parameter make @1:30-1:34
          Statement @2:5-2:29
            Maker make @2:5-2:9
            Attribute top @2:10-2:13
            Attribute left @2:14-2:18
            Relation equalTo @2:19-2:29
              Number 0 @2:27-2:28
          Statement @3:5-3:27
            Maker make @3:5-3:9
            Attribute width @3:10-3:15
            Relation equalTo @3:16-3:27
              Item sv @3:24-3:26
          Statement @4:5-4:29
            Maker make @4:5-4:9
            Attribute height @4:10-4:16
            Relation equalTo @4:17-4:29
              Number 100 @4:25-4:28
        """#),
    Golden(
        "Swift 2 spelling with snp_ attributes, multiplier and priority",
        #"""
        title.snp_makeConstraints { (make) -> Void in          // as in old posts
            make.top.equalTo(header.snp_bottom).offset(8)
            make.width.equalTo(sv).multipliedBy(0.5).priority(750)
        }
        """#,
        #"""
        SnapKitBlock snp_makeConstraints @1:1-4:2
          Receiver title @1:1-1:6
          Parameter make @1:30-1:34
          Statement @2:5-2:50
            Maker make @2:5-2:9
            Attribute top @2:10-2:13
            Relation equalTo @2:14-2:40
              Item header @2:22-2:39
                Attribute bottom @2:29-2:39
            Modifier offset @2:41-2:50
              Number 8 @2:48-2:49
          Statement @3:5-3:59
            Maker make @3:5-3:9
            Attribute width @3:10-3:15
            Relation equalTo @3:16-3:27
              Item sv @3:24-3:26
            Modifier multipliedBy @3:28-3:45
              Number 0.5 @3:41-3:44
            Modifier priority @3:46-3:59
              Priority 750 @3:55-3:58
        """#),
    Golden(
        "closure argument form, self, superview!, insets",
        #"""
        v.snp_makeConstraints(closure: { (make) in make.edges.equalTo(self.view.superview!).inset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) })
        """#,
        #"""
        SnapKitBlock snp_makeConstraints @1:1-1:145
          Receiver v @1:1-1:2
          Parameter make @1:35-1:39
          Statement @1:44-1:142
            Maker make @1:44-1:48
            Attribute edges @1:49-1:54
            Relation equalTo @1:55-1:84
              Item root.superview @1:63-1:83
            Modifier inset @1:85-1:142
              Insets 1,2,3,4 @1:91-1:141
        """#),
    Golden(
        "remake with capture list, bindings, guide target, priority arithmetic, label",
        #"""
        v.snp.remakeConstraints { [weak self] m in let c = m.top.equalTo(sv.contentLayoutGuide.snp.top).priority(.high + 1).labeled("x").constraint; c = m.size.equalTo(CGSize(width: 10, height: -20)).priorityLow() }
        """#,
        #"""
        SnapKitBlock snp.remakeConstraints @1:1-1:208
          Receiver v @1:1-1:2
          Parameter m @1:39-1:40
          Statement @1:44-1:140
            Binding let c @1:44-1:51
            Maker m @1:52-1:53
            Attribute top @1:54-1:57
            Relation equalTo @1:58-1:96
              Item sv.contentLayoutGuide @1:66-1:95
                Attribute top @1:92-1:95
            Modifier priority @1:97-1:116
              Priority high+1 @1:106-1:115
            Modifier labeled @1:117-1:129
              String "x" @1:125-1:128
            Constraint @1:130-1:140
          Statement @1:142-1:206
            Binding c @1:142-1:145
            Maker m @1:146-1:147
            Attribute size @1:148-1:152
            Relation equalTo @1:153-1:192
              Size 10x-20 @1:161-1:191
            Modifier priority @1:193-1:206
              Priority low @1:193-1:206
        """#),
    Golden(
        "update block: superview relations, margins, point, priorities by name and type",
        #"""
        v.snp.updateConstraints { make in
          make.center.equalToSuperview(); make.size.lessThanOrEqualToSuperview()
          make.leadingMargin.greaterThanOrEqualTo(superview).offset(-8).dividedBy(2).priority(UILayoutPriority(rawValue: 999))
          make.center.equalTo(CGPoint(x: 5, y: 6)).priority(.required)
          make.top.equalTo(view.safeAreaLayoutGuide.snp.topMargin).priorityHigh()
        }
        """#,
        #"""
        SnapKitBlock snp.updateConstraints @1:1-6:2
          Receiver v @1:1-1:2
          Parameter make @1:27-1:31
          Statement @2:3-2:33
            Maker make @2:3-2:7
            Attribute center @2:8-2:14
            Relation equalToSuperview @2:15-2:33
          Statement @2:35-2:73
            Maker make @2:35-2:39
            Attribute size @2:40-2:44
            Relation lessThanOrEqualToSuperview @2:45-2:73
          Statement @3:3-3:119
            Maker make @3:3-3:7
            Attribute leadingMargin @3:8-3:21
            Relation greaterThanOrEqualTo @3:22-3:53
              Item superview @3:43-3:52
            Modifier offset @3:54-3:64
              Number -8 @3:61-3:63
            Modifier dividedBy @3:65-3:77
              Number 2 @3:75-3:76
            Modifier priority @3:78-3:119
              Priority 999 @3:87-3:118
          Statement @4:3-4:63
            Maker make @4:3-4:7
            Attribute center @4:8-4:14
            Relation equalTo @4:15-4:43
              Point 5,6 @4:23-4:42
            Modifier priority @4:44-4:63
              Priority required @4:53-4:62
          Statement @5:3-5:74
            Maker make @5:3-5:7
            Attribute top @5:8-5:11
            Relation equalTo @5:12-5:59
              Item view.safeAreaLayoutGuide @5:20-5:58
                Attribute topMargin @5:49-5:58
            Modifier priority @5:60-5:74
              Priority high @5:60-5:74
        """#),
    Golden(
        "a chain continued on lines that start with a dot",
        #"""
        title.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom)
                .offset(8) // the gap
                .priority(.low)
        }
        """#,
        #"""
        SnapKitBlock snp.makeConstraints @1:1-5:2
          Receiver title @1:1-1:6
          Parameter make @1:29-1:33
          Statement @2:5-4:24
            Maker make @2:5-2:9
            Attribute top @2:10-2:13
            Relation equalTo @2:14-2:40
              Item header @2:22-2:39
                Attribute bottom @2:33-2:39
            Modifier offset @3:10-3:19
              Number 8 @3:17-3:18
            Modifier priority @4:10-4:24
              Priority low @4:19-4:23
        """#),
    Golden(
        "removeConstraints in both spellings",
        #"""
        v.snp.removeConstraints()
        v.snp_removeConstraints()
        """#,
        #"""
        SnapKitRemoval snp.removeConstraints @1:1-1:26
          Receiver v @1:1-1:2
        SnapKitRemoval snp_removeConstraints @2:1-2:26
          Receiver v @2:1-2:2
        """#),
    Golden(
        "anchors: activation, named constraint, assignments",
        #"""
        title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8).isActive = true
        let c = header.heightAnchor.constraint(equalToConstant: 100)
        c.isActive = true ; c.constant = 2400 ; c.priority = 250 ; c.isActive = false
        c.priority = UILayoutPriority(rawValue: 999)
        c.priority = .defaultHigh
        """#,
        #"""
        AnchorActivation @1:1-1:86
          AnchorConstraint == @1:1-1:70
            Anchor title.topAnchor @1:1-1:16
            Anchor header.bottomAnchor @1:37-1:56
            Constant 8 @1:68-1:69
          IsActive true @1:82-1:86
        ConstraintDeclaration @2:1-2:61
          Name c @2:5-2:6
          AnchorConstraint == @2:9-2:61
            Anchor header.heightAnchor @2:9-2:28
            Constant 100 @2:57-2:60
        ConstraintAssignment @3:1-3:18
          Name c @3:1-3:2
          IsActive true @3:14-3:18
        ConstraintAssignment @3:21-3:38
          Name c @3:21-3:22
          Constant 2400 @3:34-3:38
        ConstraintAssignment @3:41-3:57
          Name c @3:41-3:42
          Priority 250 @3:54-3:57
        ConstraintAssignment @3:60-3:78
          Name c @3:60-3:61
          IsActive false @3:73-3:78
        ConstraintAssignment @4:1-4:45
          Name c @4:1-4:2
          Priority 999 @4:14-4:45
        ConstraintAssignment @5:1-5:26
          Name c @5:1-5:2
          Priority defaultHigh @5:14-5:26
        """#),
    Golden(
        "anchors through guides, multiplier, inequality, translatesAutoresizingMask",
        #"""
        x.translatesAutoresizingMaskIntoConstraints = false
        x.leftAnchor.constraint(greaterThanOrEqualTo: y.layoutMarginsGuide.leftAnchor).isActive = true
        v.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = false
        x.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor, multiplier: 0.5).isActive = true
        """#,
        #"""
        Property translatesAutoresizingMaskIntoConstraints @1:1-1:52
          Target x @1:1-1:2
          Bool false @1:47-1:52
        AnchorActivation @2:1-2:95
          AnchorConstraint >= @2:1-2:79
            Anchor x.leftAnchor @2:1-2:13
            Anchor y.layoutMarginsGuide.leftAnchor @2:47-2:78
          IsActive true @2:91-2:95
        AnchorActivation @3:1-3:85
          AnchorConstraint == @3:1-3:68
            Anchor v.topAnchor @3:1-3:12
            Anchor view.safeAreaLayoutGuide.topAnchor @3:33-3:67
          IsActive false @3:80-3:85
        AnchorActivation @4:1-4:100
          AnchorConstraint == @4:1-4:84
            Anchor x.widthAnchor @4:1-4:14
            Anchor sv.frameLayoutGuide.widthAnchor @4:35-4:66
            Multiplier 0.5 @4:80-4:83
          IsActive true @4:96-4:100
        """#),
    Golden(
        "NSLayoutConstraint.activate over several lines, deactivate",
        #"""
        NSLayoutConstraint.activate([
          a.widthAnchor.constraint(lessThanOrEqualTo: sv.frameLayoutGuide.widthAnchor, multiplier: 0.5, constant: -4),
          c,
        ])
        NSLayoutConstraint.deactivate([c, d])
        """#,
        #"""
        ConstraintActivation activate @1:1-4:3
          AnchorConstraint <= @2:3-2:110
            Anchor a.widthAnchor @2:3-2:16
            Anchor sv.frameLayoutGuide.widthAnchor @2:47-2:78
            Multiplier 0.5 @2:92-2:95
            Constant -4 @2:107-2:109
          Name c @3:3-3:4
        ConstraintActivation deactivate @5:1-5:38
          Name c @5:32-5:33
          Name d @5:35-5:36
        """#),
    Golden(
        "anchor equations",
        #"""
        a.top == b.bottom * 1 + 8 @750
        a.width == 100
        a.width >= b.width * 0.5 - 4 @high
        a.centerX == root.centerX
        a.height <= sv.contentLayoutGuide.height / 2 @.defaultLow - 1
        """#,
        #"""
        Equation == @1:1-1:31
          Term a.top @1:1-1:6
          Term b.bottom @1:10-1:18
          Scale * 1 @1:19-1:22
          Constant 8 @1:23-1:26
          Priority 750 @1:28-1:31
        Equation == @2:1-2:15
          Term a.width @2:1-2:8
          Constant 100 @2:12-2:15
        Equation >= @3:1-3:35
          Term a.width @3:1-3:8
          Term b.width @3:12-3:19
          Scale * 0.5 @3:20-3:25
          Constant -4 @3:26-3:29
          Priority high @3:31-3:35
        Equation == @4:1-4:26
          Term a.centerX @4:1-4:10
          Term root.centerX @4:14-4:26
        Equation <= @5:1-5:62
          Term a.height @5:1-5:9
          Term sv.contentLayoutGuide.height @5:13-5:41
          Scale / 2 @5:42-5:45
          Priority defaultLow-1 @5:47-5:62
        """#),
    Golden(
        "visual format strings with ranges inside the string",
        #"""
        vfl sv "V:|[header(100)]-8-[title]|"
        vfl sv "H:|-(>=20@750)-[title]-|" metrics pad=8,w=-1
        vfl c "[a(>=50,<=100@750)][b(==a)]-pad-|"
        """#,
        #"""
        VisualFormat @1:1-1:37
          Superview sv @1:5-1:7
          Format V @1:9-1:36
            Orientation V @1:9-1:11
            Edge @1:11-1:12
            Connection flush @1:12-1:12
            View header @1:12-1:25
              Predicate 100 @1:20-1:23
            Connection @1:25-1:28
              Predicate 8 @1:26-1:27
            View title @1:28-1:35
            Connection flush @1:35-1:35
            Edge @1:35-1:36
        VisualFormat @2:1-2:53
          Superview sv @2:5-2:7
          Format H @2:9-2:33
            Orientation H @2:9-2:11
            Edge @2:11-2:12
            Connection @2:12-2:24
              Predicate >=20@750 @2:14-2:22
            View title @2:24-2:31
            Connection standard @2:31-2:32
            Edge @2:32-2:33
          Metric pad=8 @2:43-2:48
          Metric w=-1 @2:49-2:53
        VisualFormat @3:1-3:42
          Superview c @3:5-3:6
          Format H @3:8-3:41
            View a @3:8-3:27
              Predicate >=50 @3:11-3:15
              Predicate <=100@750 @3:16-3:25
            Connection flush @3:27-3:27
            View b @3:27-3:35
              Predicate ==a @3:30-3:33
            Connection @3:35-3:40
              Predicate pad @3:36-3:39
            Edge @3:40-3:41
        """#),
    Golden(
        "visual format: standard spacing to edges, metric priority",
        #"""
        vfl root "|-[a]-[b(w@p)]-|"
        """#,
        #"""
        VisualFormat @1:1-1:28
          Superview root @1:5-1:9
          Format H @1:11-1:27
            Edge @1:11-1:12
            Connection standard @1:12-1:13
            View a @1:13-1:16
            Connection standard @1:16-1:17
            View b @1:17-1:25
              Predicate w@p @1:20-1:23
            Connection standard @1:25-1:26
            Edge @1:26-1:27
        """#),
    Golden(
        "FLKAutoLayout predicates",
        #"""
        flk last alignBottom root "10@999"
        flk a constrainWidth ">=20,<=50"
        flk a constrainWidth b "*.5"
        flk a alignTop "==8@750, *2+10"
        """#,
        #"""
        FLK alignBottom @1:1-1:35
          View last @1:5-1:9
          Other root @1:22-1:26
          Predicates "10@999" @1:27-1:35
            Predicate 10@999 @1:28-1:34
        FLK constrainWidth @2:1-2:33
          View a @2:5-2:6
          Predicates ">=20,<=50" @2:22-2:33
            Predicate >=20 @2:23-2:27
            Predicate <=50 @2:28-2:32
        FLK constrainWidth @3:1-3:29
          View a @3:5-3:6
          Other b @3:22-3:23
          Predicates "*.5" @3:24-3:29
            Predicate *.5 @3:25-3:28
        FLK alignTop @4:1-4:32
          View a @4:5-4:6
          Predicates "==8@750, *2+10" @4:16-4:32
            Predicate ==8@750 @4:17-4:24
            Predicate *2+10 @4:26-4:31
        """#),
    Golden(
        "scroll view properties",
        #"""
        sv.contentInset = 0,0,20,0
        sv.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        sv.contentOffset = CGPoint(x: 0, y: 200)
        sv.contentOffset = 0,-200
        sv.contentSize = 375x1000
        sv.contentSize = CGSize(width: 375, height: 1000)
        sv.minimumZoomScale = 1 ; sv.maximumZoomScale = 10
        sv.zoomScale = 2.5
        sv.zoomScale = sv.minimumZoomScale
        sv.zoomView = photo
        sv.zoomView = nil
        sv.centering = frame
        """#,
        #"""
        Property contentInset @1:1-1:27
          Target sv @1:1-1:3
          Insets 0,0,20,0 @1:19-1:27
        Property contentInset @2:1-2:70
          Target sv @2:1-2:3
          Insets 0,0,20,0 @2:19-2:70
        Property contentOffset @3:1-3:41
          Target sv @3:1-3:3
          Point 0,200 @3:20-3:41
        Property contentOffset @4:1-4:26
          Target sv @4:1-4:3
          Point 0,-200 @4:20-4:26
        Property contentSize @5:1-5:26
          Target sv @5:1-5:3
          Size 375x1000 @5:18-5:26
        Property contentSize @6:1-6:50
          Target sv @6:1-6:3
          Size 375x1000 @6:18-6:50
        Property minimumZoomScale @7:1-7:24
          Target sv @7:1-7:3
          Number 1 @7:23-7:24
        Property maximumZoomScale @7:27-7:51
          Target sv @7:27-7:29
          Number 10 @7:49-7:51
        Property zoomScale @8:1-8:19
          Target sv @8:1-8:3
          Number 2.5 @8:16-8:19
        Property zoomScale @9:1-9:35
          Target sv @9:1-9:3
          PropertyReference sv.minimumZoomScale @9:16-9:35
        Property zoomView @10:1-10:20
          Target sv @10:1-10:3
          View photo @10:15-10:20
        Property zoomView @11:1-11:18
          Target sv @11:1-11:3
          Nil @11:15-11:18
        Property centering @12:1-12:21
          Target sv @12:1-12:3
          Centering frame @12:16-12:21
        """#),
    Golden(
        "label and view properties, content priorities",
        #"""
        label.text = "two\nlines"
        label.numberOfLines = 0
        label.font = 17
        label.font = UIFont.systemFont(ofSize: 13)
        v.frame = 0,0,10,10
        v.setContentHuggingPriority(.required, for: .horizontal)
        self.v.setContentCompressionResistancePriority(749, for: .vertical)
        """#,
        #"""
        Property text @1:1-1:26
          Target label @1:1-1:6
          String "two\nlines" @1:14-1:26
        Property numberOfLines @2:1-2:24
          Target label @2:1-2:6
          Number 0 @2:23-2:24
        Property font @3:1-3:16
          Target label @3:1-3:6
          Number 17 @3:14-3:16
        Property font @4:1-4:43
          Target label @4:1-4:6
          Font regular 13 @4:40-4:42
        Property frame @5:1-5:20
          Target v @5:1-5:2
          Rect 0,0,10,10 @5:11-5:20
        LayoutPriority setContentHuggingPriority @6:1-6:57
          Target v @6:1-6:2
          Priority required @6:29-6:38
          Axis horizontal @6:46-6:56
        LayoutPriority setContentCompressionResistancePriority @7:1-7:68
          Target v @7:6-7:7
          Priority 749 @7:48-7:51
          Axis vertical @7:59-7:67
        """#),
    Golden(
        "shell commands",
        #"""
        scroll sv to 0,200
        zoom sv to 0,0,100,100
        show
        show sv
        frames
        constraints title
        explain
        undo;redo
        set output quiet
        help
        help snapkit blocks
        save notes/scroll view.md
        load "a b.md"
        save --force ~/2E5-draft#2.md
        """#,
        #"""
        ScrollTo @1:1-1:19
          Name sv @1:8-1:10
          Point 0,200 @1:14-1:19
        ZoomTo @2:1-2:23
          Name sv @2:6-2:8
          Rect 0,0,100,100 @2:12-2:23
        Inspect show @3:1-3:5
        Inspect show @4:1-4:8
          Name sv @4:6-4:8
        Frames @5:1-5:7
        Inspect constraints @6:1-6:18
          Name title @6:13-6:18
        Inspect explain @7:1-7:8
        Undo @8:1-8:5
        Redo @8:6-8:10
        SetOutput @9:1-9:17
          Mode quiet @9:12-9:17
        Help @10:1-10:5
        Help @11:1-11:20
          Topic "snapkit blocks" @11:6-11:20
        Save @12:1-12:26
          Path "notes/scroll view.md" @12:6-12:26
        Load @13:1-13:14
          Path "a b.md" @13:6-13:14
        Save --force @14:1-14:30
          Path "~/2E5-draft#2.md" @14:14-14:30
        """#),
    Golden(
        "comments, blank lines and a first line other than 1 are handled by the caller's numbering",
        #"""
        # a comment line
        view a   // trailing comment

        undo # another
        """#,
        #"""
        ViewDeclaration view @2:1-2:7
          Name a @2:6-2:7
        Undo @4:1-4:5
        """#),
]

@Suite("Parser goldens")
struct ParserGoldenTests {
    @Test("the syntax-tree dump of every construct matches its hand-written golden", arguments: goldens)
    func golden(_ golden: Golden) {
        let result = parseCommands(golden.source)
        #expect(result.diagnostics.rendered(source: golden.source) == "")
        #expect(SyntaxDump.dump(result.commands) == golden.dump)
    }

    @Test("firstLine shifts every range")
    func firstLine() {
        let result = parseCommands("view a\nundo", firstLine: 12)
        #expect(SyntaxDump.dump(result.commands) == "ViewDeclaration view @12:1-12:7\n  Name a @12:6-12:7\nUndo @13:1-13:5")
    }
}
