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
