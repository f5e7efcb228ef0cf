import Language
import Layout
import Testing

/// A class method that gives a part's size (`+avatarSize`, `+arrowHeight`) is not the size of the
/// view shown: only a name for the view itself (`+cellSize`, `+defaultHeight`, the end of the
/// class's name) is. Written for this test.
@Suite("a class's declared size, named for the view or for a part")
struct ClassDeclaredSizeTests {
    static func badge(_ method: String) -> String {
        """
        @interface BadgeView : UIView
        @property (nonatomic, strong) UIView *avatar;
        @end
        @implementation BadgeView
        + (CGSize)\(method) { return CGSizeMake(60, 60); }
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                _avatar = [[UIView alloc] initWithFrame:CGRectMake(10, 10, [BadgeView \(method)].width, [BadgeView \(method)].height)];
                [self addSubview:_avatar];
            }
            return self;
        }
        @end
        """
    }

    @Test("'+avatarSize' sizes the avatar only: the badge is not shown 60×60")
    func partSize() {
        var session = Session()
        let outcome = session.run(Self.badge("avatarSize"))
        #expect(!outcome.failed)
        #expect(session.frame("avatar") == Rect(x: 10, y: 10, width: 60, height: 60))
        #expect(session.frame("badgeView")?.size != Size(width: 60, height: 60))
        #expect(!outcome.notes.contains { $0.contains("at the size its class declares") })
    }

    @Test("'+badgeViewSize', named for the class, is the size the badge is shown at")
    func ownSize() {
        var session = Session()
        let outcome = session.run(Self.badge("badgeViewSize"))
        #expect(!outcome.failed)
        #expect(session.frame("badgeView") == Rect(x: 0, y: 0, width: 60, height: 60))
    }
}
