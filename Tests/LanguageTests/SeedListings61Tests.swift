import Language
import Layout
import Testing

/// Listings as library READMEs, tutorials and answers print them: written inside a screen whose
/// parent view, and often whose views, the page shows elsewhere or not at all. Every paste here
/// is written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("seed listings 61")
struct SeedListings61Tests {
    @Test("an undeclared superview that a listing adds its view to and constrains it in is the screen's root view")
    func undeclaredSuperviewIsTheRootView() {
        var session = Session()
        let outcomes = session.script("""
        let card = UIView()
        superview.addSubview(card)
        card.snp.makeConstraints { (make) -> Void in
            make.top.equalTo(superview).offset(30)
            make.left.equalTo(superview).offset(12)
            make.right.equalTo(superview).offset(-12)
            make.height.equalTo(90)
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(outcomes[1].notes.contains { $0.contains("'superview' is not declared in the paste: it stands for the screen's root view") })
        // 12 in from each side of the 375-wide screen, 30 from its top.
        #expect(session.frame("card") == Rect(x: 12, y: 30, width: 351, height: 90))
    }

    @Test("Masonry's superview in Objective-C is the root view too, and the view is placed and constrained in it")
    func undeclaredSuperviewInObjectiveC() {
        var session = Session()
        session.script("""
        UIView *tile = [[UIView alloc] init];
        [superview addSubview:tile];
        [tile mas_makeConstraints:^(MASConstraintMaker *make) {
            make.bottom.equalTo(superview.mas_bottom).with.offset(-24);
            make.centerX.equalTo(superview.mas_centerX);
            make.width.equalTo(@120);
            make.height.equalTo(@40);
        }];
        """)
        // Centred: (375 − 120) / 2 = 127.5; bottom 24 above 667: 667 − 24 − 40 = 603.
        #expect(session.frame("tile") == Rect(x: 127.5, y: 603, width: 120, height: 40).snapped(toPixelsOf: 3))
    }

    @Test("an undeclared name a listing adds views to stands for the root view when it says a plain view, and is made and put on the root view when it says a scroll view")
    func undeclaredParents() {
        var plain = Session()
        plain.script("""
        let strip = UIView()
        containerView.addSubview(strip)
        strip.translatesAutoresizingMaskIntoConstraints = false
        strip.leadingAnchor.constraint(equalTo: containerView.leadingAnchor).isActive = true
        strip.trailingAnchor.constraint(equalTo: containerView.trailingAnchor).isActive = true
        strip.bottomAnchor.constraint(equalTo: containerView.bottomAnchor).isActive = true
        strip.heightAnchor.constraint(equalToConstant: 44).isActive = true
        """)
        #expect(plain.frame("strip") == Rect(x: 0, y: 623, width: 375, height: 44))

        var scrolling = Session()
        let outcomes = scrolling.script("""
        let sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(sheet)
        NSLayoutConstraint.activate([
            sheet.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 10),
            sheet.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -10),
            sheet.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 10),
            sheet.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -10),
            sheet.heightAnchor.constraint(equalToConstant: 800),
            sheet.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -20),
        ])
        """)
        #expect(outcomes[2].notes.contains { $0.contains("'scrollView' is put on the screen's root view, filling it") })
        #expect(scrolling.frame("scrollView") == Rect(x: 0, y: 0, width: 375, height: 667))
        // As wide as the scroll view's frame less 20, 10 in: the content is 375 × (800 + 20).
        #expect(scrolling.frame("sheet") == Rect(x: 10, y: 10, width: 355, height: 800))
        #expect(scrolling.contentSize("scrollView") == Size(width: 375, height: 820))
    }

    @Test("a numbered view a README constrains and never places is a view of its own, put on the root view with its mask off")
    func numberedPlaceholderIsPlaced() {
        var session = Session()
        let outcomes = session.script("""
        view2.snp.makeConstraints { make in
            make.edges.equalTo(superview).inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        }
        """)
        #expect(!outcomes[0].failed)
        #expect(outcomes[0].notes.contains { $0.contains("'view2' is not added to a view in the paste: it is put on the screen's root view") })
        #expect(session.frame("view2") == Rect(x: 16, y: 8, width: 343, height: 651))
    }

    @Test("anchors of a label the page declares elsewhere hold once it is put on the root view, even inside one activate")
    func anchorsOfAnUnplacedLabel() {
        var session = Session()
        session.script("""
        NSLayoutConstraint.activate([
            captionLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            captionLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            captionLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24)
        ])
        """)
        // An empty label: no height of its own; 24 in from each side.
        #expect(session.frame("captionLabel") == Rect(x: 24, y: 40, width: 327, height: 0))
        #expect(session.layout.view(session.layout.id(of: "captionLabel")!)?.kind == .label)
    }

    @Test("a misspelt parent is still refused as a typo, and a numbered name is not taken for the name without its number")
    func typosStillRefused() {
        var session = Session()
        session.script("let header = UIView()")
        #expect(session.failing("haeder.addSubview(UIView())").contains("did you mean 'header'?"))
        #expect(!session.failing("header2.alpha = 0").contains("did you mean"))
    }
    @Test("Masonry installs an alignment attribute given no relation as equal to the superview's, as (void)make.center; in Objective-C writes it")
    func masonryAttributeWithoutRelation() {
        var session = Session()
        let outcomes = session.script("""
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *dot = [[UIView alloc] init];
            [self.view addSubview:dot];
            [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                (void)make.center;
                make.height.width.mas_equalTo(60);
            }];
        }
        """)
        #expect(outcomes.allSatisfy { !$0.failed })
        // Centred in the 375×667 screen: (375 − 60) / 2 = 157.5, (667 − 60) / 2 = 303.5.
        #expect(session.frame("dot") == Rect(x: 157.5, y: 303.5, width: 60, height: 60).snapped(toPixelsOf: 3))
    }

    @Test("SnapKit makes nothing of an attribute given no relation: the block is refused, saying so")
    func snapKitAttributeWithoutRelation() {
        var session = Session()
        session.script("let dot = UIView()\nview.addSubview(dot)")
        let message = session.failing("dot.snp.makeConstraints { make in\n    make.center\n    make.size.equalTo(60)\n}")
        #expect(message.contains("error"))
        #expect(session.frame("dot") == Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
