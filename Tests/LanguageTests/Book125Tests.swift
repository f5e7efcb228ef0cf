@testable import Language
import Layout
import Testing

/// What the twenty-fifth round's probes and fresh app code tripped on. Pastes are written for
/// this test; frames derived by hand on the bare 375×667 screen unless a device is named.
@Suite("Fresh app code, twenty-fifth round")
struct Book125Tests {
    @Test("Masonry: a size attribute alone in the block (`make.width;`, `(void)make.height;`) is installed as Masonry does, equal to 0; a position alone still follows the superview")
    func masonryBareSizeAttributeIsZero() {
        var session = Session()
        let outcomes = session.script("""
            @implementation ZeroViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *rule = [[UIView alloc] init];
                [self.view addSubview:rule];
                [rule mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self.view).offset(20);
                    make.height.mas_equalTo(40);
                    make.width;
                }];
                UIView *bar = [[UIView alloc] init];
                [self.view addSubview:bar];
                [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    (void)make.bottom;
                    make.left.right.equalTo(self.view);
                    (void)make.height;
                }];
            }
            @end
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("rule") == Rect(x: 20, y: 20, width: 0, height: 40))
        // bar.bottom == root.bottom, height 0.
        #expect(session.frame("bar") == Rect(x: 0, y: 667, width: 375, height: 0))
    }
}
