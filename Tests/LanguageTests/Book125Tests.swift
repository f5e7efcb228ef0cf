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

    @Test("a function's inout parameter writes back to the variable passed with & (a y cursor advanced by a helper), and swap(&a, &b) exchanges two values")
    func inoutParametersWriteBack() {
        var session = Session()
        let outcomes = session.script("""
            final class RowsViewController: UIViewController {
                private func place(_ row: UIView, height: CGFloat, at y: inout CGFloat) {
                    row.frame = CGRect(x: 16, y: y, width: view.bounds.width - 32, height: height)
                    view.addSubview(row)
                    y += height + 8
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var cursor: CGFloat = 20
                    let first = UIView()
                    place(first, height: 40, at: &cursor)
                    let second = UIView()
                    place(second, height: 60, at: &cursor)
                    var left: CGFloat = 10
                    var right: CGFloat = 30
                    swap(&left, &right)
                    let third = UIView(frame: CGRect(x: left, y: cursor, width: right, height: 10))
                    view.addSubview(third)
                }
            }
            """)
        #expect(outcomes.allSatisfy { !$0.failed })
        #expect(session.frame("first") == Rect(x: 16, y: 20, width: 343, height: 40))
        // 20 + 40 + 8
        #expect(session.frame("second") == Rect(x: 16, y: 68, width: 343, height: 60))
        // 68 + 60 + 8; left and right exchanged
        #expect(session.frame("third") == Rect(x: 30, y: 136, width: 10, height: 10))
    }
}
