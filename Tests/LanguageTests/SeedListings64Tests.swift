import Language
import Layout
import Testing

/// Listings as tutorials, library demos and answers print them: scroll views sized by their
/// bounds, Objective-C excerpts whose properties live in a header the page leaves out, Swift 2
/// spellings, Masonry and TinyConstraints as their READMEs write them. Every paste here is
/// written for this test; frames are derived by hand on the default bare 375×667 screen.
@Suite("seed listings 64")
struct SeedListings64Tests {
    @Test("a scroll view's bounds origin is its content offset, even set before it has a content size or a superview")
    func boundsOriginBeforeContentSizeIsTheOffset() {
        var session = Session()
        _ = session.script("""
        UIScrollView *strip = [[UIScrollView alloc] init];
        strip.center = self.view.center;
        strip.bounds = CGRectMake(40, 60, 300, 400);
        [self.view addSubview:strip];
        strip.contentSize = CGSizeMake(1200, 400);
        UIView *card = [[UIView alloc] initWithFrame:CGRectMake(320, 20, 100, 100)];
        [strip addSubview:card];
        """)
        let strip = session.layout.id(of: "strip")!
        // Centred on (187.5, 333.5), 300×400; its bounds keep the origin they were given.
        #expect(session.frame("strip") == Rect(x: 37.5, y: 133.5, width: 300, height: 400))
        #expect(session.layout.scrollInfo(strip)?.contentOffset == Point(x: 40, y: 60))
        #expect(session.layout.bounds(of: strip) == Rect(x: 40, y: 60, width: 300, height: 400))
        // On screen the card is shifted by the offset: 37.5 + 320 − 40, 133.5 + 20 − 60.
        #expect(session.layout.windowRect(of: session.layout.id(of: "card")!) == Rect(x: 317.5, y: 93.5, width: 100, height: 100))
    }
}
